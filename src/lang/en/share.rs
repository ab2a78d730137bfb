//! English for sharing a round (`crate::share`): the shared link's errors,
//! each player's "why" in words a player understands next to the arbiter's
//! exact version, and the self-contained HTML export.

use super::teach::{colour_explanation, colour_name};
use crate::dutch::classic::trace::ColourRule as ClassicRule;
use crate::dutch::colours::ColourRule;
use crate::model::arbiter::BoardResult;
use crate::model::{Colour, Tournament};
use crate::share::fragment::{FragmentError, MAX_FRAGMENT, MAX_NAME, MAX_PARTS};
use crate::share::html::{ExportWord, HtmlPage};
use crate::share::why::{
    ColourReason, ColourWhy, FloatWhy, MatchRule, PastColour, PlayerWhy, TextColourWhy, TextRule,
};
use crate::swiss::{ColourPreference, Float, Strength};

/// Why a shared link could not be opened.
pub fn fragment_error(e: &FragmentError) -> String {
    let head = "This shared link cannot be opened: ";
    let why = match e {
        FragmentError::NotShared => "it is not a shared round.".to_owned(),
        FragmentError::TooLong { length, max } => {
            format!("it is {length} characters long, more than the {max} a shared round may have.")
        }
        FragmentError::UnknownVersion(v) if v.is_empty() => {
            "it has no version (it should start with \"share=2.\").".to_owned()
        }
        FragmentError::UnknownVersion(v) => {
            format!("it is of version {v:?}, which this app does not read (it reads versions 1 and 2). Update the app.")
        }
        FragmentError::BadCharacter { at } => {
            format!(
                "character {} is not one a shared link uses (it was cut or changed).",
                at + 1
            )
        }
        FragmentError::Truncated { at } => {
            format!("it ends too early (after byte {at}): it was cut.")
        }
        FragmentError::NumberTooLarge { at } => format!("the number at byte {at} is too large."),
        FragmentError::NameTooLong { at } => {
            format!("the name at byte {at} is longer than {MAX_NAME} bytes.")
        }
        FragmentError::NotText { at } => format!("the name at byte {at} is not text."),
        FragmentError::BadRound(r) => format!("round {r} is not a round (1 to 99)."),
        FragmentError::BadPart { part, parts } => {
            format!("it says part {part} of {parts} (at most {MAX_PARTS} parts).")
        }
        FragmentError::UnknownPlayer { index } => {
            format!("a board names player {index} of a shorter list.")
        }
        FragmentError::PlayerTwice { tpn } => {
            format!("player {tpn} is on two boards, or plays themself.")
        }
        FragmentError::BadTpn { at } => format!("the pairing number at byte {at} is 0."),
        FragmentError::BadResult { code } => format!("result code {code} is unknown."),
        FragmentError::BadBye { at } => format!("the bye marker at byte {at} is not 0 or 1."),
        FragmentError::TrailingBytes { at } => format!("it goes on after its end (byte {at})."),
        FragmentError::TooBig { parts } => format!(
            "the round does not fit in {} QR codes of {MAX_FRAGMENT} characters.",
            parts - 1
        ),
        FragmentError::BadWhy { at } => {
            format!(
                "the players' reasons at byte {at} cannot be read (the link was cut or changed)."
            )
        }
        FragmentError::WhyNotOfPart { tpn } => format!(
            "it gives reasons for player {tpn} that do not match its boards (the link was changed)."
        ),
    };
    format!("{head}{why}")
}

/// "White", "Black" in a player's sentence.
fn colour(c: Colour) -> &'static str {
    colour_name(c)
}

/// "in rounds 3 and 4" / "in round 4".
fn rounds_with(recent: &[PastColour], c: Colour) -> Option<String> {
    let rounds: Vec<String> = recent
        .iter()
        .filter(|p| p.colour == c)
        .map(|p| p.round.to_string())
        .collect();
    match rounds.as_slice() {
        [] => None,
        [r] => Some(format!("in round {r}")),
        [a, b] => Some(format!("in rounds {a} and {b}")),
        many => Some(format!("in rounds {}", many.join(", "))),
    }
}

fn strength(s: Strength) -> &'static str {
    match s {
        Strength::Mild => "mild",
        Strength::Strong => "strong",
        Strength::Absolute => "absolute",
    }
}

/// A player's colour, in a player's words ("You have White because …").
pub fn player_colour(w: &ColourWhy) -> String {
    let e = &w.explanation;
    let (me, them) = if w.higher {
        (&e.higher, &e.lower)
    } else {
        (&e.lower, &e.higher)
    };
    let has = colour(w.has);
    if !w.agrees {
        return format!(
            "You have {has}: the pairing was changed by hand or made by another program (the rules would give you {}).",
            colour(me.receives)
        );
    }
    let had = rounds_with(&w.recent, w.has.opposite())
        .map(|r| format!(" you had {} {r}", colour(w.has.opposite())));
    let due = match (me.preference, had) {
        (Some(p), Some(h)) if p.colour == w.has => format!(" because{h}"),
        (Some(p), None) if p.colour == w.has => {
            " because that is the colour you are due".to_owned()
        }
        _ => String::new(),
    };
    match e.rule {
        ColourRule::BothPreferences => match (me.preference, them.preference) {
            (_, None) => format!("You have {has}{due}; your opponent has not played a game yet, so has no preference."),
            (None, _) => format!("You have {has}: you have not played a game yet, so your opponent's preference decides."),
            _ => format!("You have {has}{due}; your opponent is due the other colour, so both of you get what you are due."),
        },
        ColourRule::StrongerPreference => {
            let mine = me.preference.map_or("no", |p| strength(p.strength));
            let theirs = them.preference.map_or("no", |p| strength(p.strength));
            if me.preference.is_some_and(|p| p.colour == w.has) {
                format!("You have {has}{due}; you both wanted {has}, and your opponent's preference is weaker ({theirs}, yours {mine}).")
            } else {
                format!("You have {has}: you both wanted {}, and your opponent's preference is stronger ({theirs}, yours {mine}).", colour(w.has.opposite()))
            }
        }
        ColourRule::WiderColourDifference => format!(
            "You have {has}: you both had to get {} and it goes to the one who has had it less often so far (you {:+}, your opponent {:+}, White minus Black).",
            colour(me.preference.map_or(w.has, |p| p.colour)),
            me.colour_difference,
            them.colour_difference
        ),
        ColourRule::AlternateHistory => format!(
            "You have {has}: you both wanted the same colour; going back to the last game where your colours were different ({} game(s) ago, you had {}), you now swap.",
            e.first_difference.map_or(1, |k| k + 1),
            colour(e.first_difference.and_then(|k| e.aligned.get(k)).map_or(w.has.opposite(), |&(hi, lo)| if w.higher { hi } else { lo }))
        ),
        ColourRule::HigherRankedPreference => {
            if w.higher {
                format!("You have {has}: you both wanted the same colour with the same colour history, and you are ranked higher, so you get yours.")
            } else {
                format!("You have {has}: you both wanted the same colour with the same colour history, and your opponent is ranked higher, so they get theirs.")
            }
        }
        ColourRule::InitialColour => format!(
            "You have {has}: nothing in your histories decides, so the colour drawn before round 1 ({}) and the higher-ranked player's number ({}) decide.",
            colour(e.initial_colour),
            e.parity_number
        ),
    }
}

/// A player's colour under the classic texts' E1–E5 or C.04.5 art. 4.3,
/// in a player's words.
pub fn player_text_colour(w: &TextColourWhy) -> String {
    let has = colour(w.has);
    let other = colour(w.has.opposite());
    if !w.agrees {
        return format!(
            "You have {has}: the pairing was changed by hand or made by another program (the rules would give you {other})."
        );
    }
    let had = rounds_with(&w.recent, w.has.opposite())
        .map(|r| format!(" (you had {other} {r})"))
        .unwrap_or_default();
    let pref = |p: Option<ColourPreference>| p.map_or("no", |p| strength(p.strength));
    let [mine, theirs] = w.preferences.unwrap_or([None, None]);
    match w.rule {
        TextRule::Classic(r) => match r {
            ClassicRule::E1BothPreferences => format!(
                "You have {has}{had}: you and your opponent are due different colours, so both of you get yours."
            ),
            ClassicRule::E2StrongerPreference => match (mine, theirs) {
                (_, None) => format!("You have {has}{had}: your opponent has not played a game yet, so your preference decides."),
                (None, _) => format!("You have {has}: you have not played a game yet, so your opponent's preference decides."),
                (Some(p), _) if p.colour == w.has => format!(
                    "You have {has}{had}: you both wanted {has}, and your preference is the stronger ({}, your opponent's {}).",
                    pref(mine),
                    pref(theirs)
                ),
                _ => format!(
                    "You have {has}: you both wanted {other}, and your opponent's preference is the stronger ({}, yours {}).",
                    pref(theirs),
                    pref(mine)
                ),
            },
            ClassicRule::E3Alternate => format!(
                "You have {has}: you both wanted the same colour, equally strongly; going back to the last round where your colours were different, you now swap them."
            ),
            ClassicRule::E4HigherRanked => {
                if w.higher {
                    format!("You have {has}: you both wanted the same colour with the same colour history, and you are ranked higher, so you get yours.")
                } else {
                    format!("You have {has}: you both wanted the same colour with the same colour history, and your opponent is ranked higher, so they get theirs.")
                }
            }
            ClassicRule::E5FirstRound { first } => format!(
                "You have {has}: neither of you has played yet, so the colour drawn before round 1 ({}) and your places in the pairing order decide.",
                colour(first)
            ),
        },
        TextRule::Match(r) => {
            let [me, them] = w.whites.unwrap_or([0, 0]);
            match r {
                MatchRule::InitialColour { initial } => format!(
                    "You have {has} in game 1: neither of you has played a match yet, so the colour drawn before round 1 ({}) and the higher-ranked player's pairing number decide.",
                    colour(initial)
                ),
                MatchRule::FewerWhites => {
                    if w.has == Colour::White {
                        format!("You have White in game 1: you have had White in game 1 fewer times than your opponent ({me} against {them}).")
                    } else {
                        format!("You have Black in game 1: your opponent has had White in game 1 fewer times than you ({them} against {me}).")
                    }
                }
                MatchRule::Alternate => format!(
                    "You have {has} in game 1: you have both had White {me} times; going back to the last match where your colours were different, you now swap them."
                ),
                MatchRule::HigherAlternates => {
                    if w.higher {
                        format!("You have {has} in game 1: your colour histories are the same and you are ranked higher, so your colour alternates from your last match{had}.")
                    } else {
                        format!("You have {has} in game 1: your colour histories are the same and your opponent is ranked higher, so their colour alternates from their last match.")
                    }
                }
                MatchRule::OpponentAlternates => {
                    if w.higher {
                        format!("You have {has} in game 1: you have not played a match yet, so your opponent's colour alternates from their last match.")
                    } else {
                        format!("You have {has} in game 1: your opponent has not played a match yet, so your colour alternates from your last match{had}.")
                    }
                }
            }
        }
    }
}

/// The arbiter's version of [`player_text_colour`]: the article and the
/// data it read.
pub fn arbiter_text_colour(w: &TextColourWhy) -> String {
    let pref = |p: Option<ColourPreference>| {
        p.map_or_else(
            || "none".to_owned(),
            |p| format!("{} {}", strength(p.strength), colour(p.colour)),
        )
    };
    let verdict = if w.agrees {
        format!("gives {} to this player", colour(w.has))
    } else {
        format!(
            "gives {} to this player; the pairing has {}",
            colour(w.has.opposite()),
            colour(w.has)
        )
    };
    match w.rule {
        TextRule::Classic(r) => {
            let [mine, theirs] = w.preferences.unwrap_or([None, None]);
            format!(
                "{} ({verdict}); A7 preferences: this player {}, the opponent {}; higher-ranked (A2): {}.",
                super::classic::colour_rule(r),
                pref(mine),
                pref(theirs),
                if w.higher { "this player" } else { "the opponent" }
            )
        }
        TextRule::Match(r) => {
            let [me, them] = w.whites.unwrap_or([0, 0]);
            format!(
                "C.04.5 art. {} ({verdict} in game 1); matches with White in game 1: this player {me}, the opponent {them}; higher-ranked (art. 4.2): {}.",
                r.article(),
                if w.higher { "this player" } else { "the opponent" }
            )
        }
    }
}

/// A player's float, in a player's words.
pub fn player_float(f: &FloatWhy) -> String {
    match f.direction {
        Float::Down => {
            let odd = f.group_size % 2 == 1;
            let group = format!("your score group ({} points, {} player{})", f.score, f.group_size, plural(f.group_size));
            if f.group_size == 1 {
                return format!(
                    "You play someone with fewer points ({} against your {}): you float down because nobody else has your score ({} points).",
                    f.opponent_score, f.score, f.score
                );
            }
            let chosen = if f.lowest {
                "you are its lowest-ranked player".to_owned()
            } else if f.below_floated_last_round > 0 {
                format!(
                    "the {} player{} ranked below you floated down last round",
                    f.below_floated_last_round,
                    plural(f.below_floated_last_round)
                )
            } else {
                "the rules' criteria (repeat games, colours, floats) chose you".to_owned()
            };
            let why = if odd {
                format!("{group} has an odd number of players and {chosen}")
            } else {
                format!("{group} could not be paired all together and {chosen}")
            };
            format!(
                "You play someone with fewer points ({} against your {}): you float down because {why}.",
                f.opponent_score, f.score
            )
        }
        Float::Up => format!(
            "You play someone with more points ({} against your {}): you float up, because a player from a higher score group came down and you were the best opponent for them by the rules.",
            f.opponent_score, f.score
        ),
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// The lines a player reads about their own pairing.
pub fn player_lines(w: &PlayerWhy) -> Vec<String> {
    if let Some(n) = w.bye_of {
        return vec![format!(
            "You have the bye: {n} players were to be paired, an odd number, and the rules give the bye to a player in the lowest score group who has not had one."
        )];
    }
    let mut out = Vec::new();
    match &w.colour {
        Some(ColourReason::Art52(c)) => out.push(player_colour(c)),
        Some(ColourReason::Text(c)) => out.push(player_text_colour(c)),
        None => out.push("The colours follow the rules of this pairing system.".into()),
    }
    match &w.float {
        Some(f) => out.push(player_float(f)),
        None => out.push("You play someone with the same number of points.".into()),
    }
    out
}

/// The arbiter's exact version of the same reasons.
pub fn arbiter_lines(w: &PlayerWhy) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(n) = w.bye_of {
        out.push(format!(
            "C.04.1 art. 4 / C.04.3 art. 2.1.2: pairing-allocated bye ({n} players to pair)."
        ));
    }
    match &w.colour {
        Some(ColourReason::Art52(c)) => out.push(colour_explanation(&c.explanation)),
        Some(ColourReason::Text(c)) => out.push(arbiter_text_colour(c)),
        None => {}
    }
    if let Some(f) = &w.float {
        out.push(format!(
            "art. 1.4: {} (score {} against {}); score group of {} (lowest-ranked: {}); previous round's float: {}; players ranked lower with the same float last round: {}.",
            match f.direction {
                Float::Down => "downfloat",
                Float::Up => "upfloat",
            },
            f.score,
            f.opponent_score,
            f.group_size,
            if f.lowest { "yes" } else { "no" },
            match f.last_round {
                None => "none",
                Some(Float::Down) => "down",
                Some(Float::Up) => "up",
            },
            f.below_floated_last_round
        ));
    }
    out
}

/// A board's result as printed ("1-0", "½-½", "…" for none yet).
pub fn result(r: BoardResult) -> &'static str {
    match r {
        BoardResult::WhiteWins => "1-0",
        BoardResult::Draw => "½-½",
        BoardResult::BlackWins => "0-1",
        BoardResult::WhiteForfeitWin => "+/−",
        BoardResult::BlackForfeitWin => "−/+",
        BoardResult::DoubleForfeit => "−/−",
        BoardResult::WhiteWinsUnrated => "1-0 u",
        BoardResult::DrawUnrated => "½-½ u",
        BoardResult::BlackWinsUnrated => "0-1 u",
        BoardResult::WhiteHalfBlackZero => "½-0",
        BoardResult::BlackHalfWhiteZero => "0-½",
        BoardResult::BothLose => "0-0",
        BoardResult::Pending => "…",
    }
}

/// The self-contained HTML page of round `round` in English
/// ([`crate::lang::share::html_export`]).
pub fn html_export(t: &Tournament, round: u32) -> HtmlPage {
    crate::lang::share::html_export(&super::English, t, round)
}

/// The export's words.
pub fn export_word(w: ExportWord) -> String {
    match w {
        ExportWord::PairingsOfRound(r) => format!("Pairings of round {r}"),
        ExportWord::ByName => "By name".into(),
        ExportWord::StandingsAfter(r) => format!("Standings after round {r}"),
        ExportWord::Why => "Why this pairing? (tap your name)".into(),
        ExportWord::RoundOf { round, total } => format!("Round {round} of {total}"),
        ExportWord::Board => "Board".into(),
        ExportWord::Points => "Points".into(),
        ExportWord::Result => "Result".into(),
        ExportWord::Player => "Player".into(),
        ExportWord::Colour => "Colour".into(),
        ExportWord::Opponent => "Opponent".into(),
        ExportWord::Rank => "Rank".into(),
        ExportWord::Bye => "bye".into(),
        ExportWord::Arbiter => "Arbiter".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Points, Tpn};
    use crate::share::html::render;
    use crate::teach::study::sample_tournament;

    #[test]
    fn every_fragment_error_is_worded() {
        for e in [
            FragmentError::NotShared,
            FragmentError::TooLong {
                length: 3000,
                max: 2400,
            },
            FragmentError::UnknownVersion("2".into()),
            FragmentError::BadCharacter { at: 4 },
            FragmentError::Truncated { at: 9 },
            FragmentError::PlayerTwice { tpn: Tpn(3) },
        ] {
            let s = fragment_error(&e);
            assert!(s.starts_with("This shared link cannot be opened: "), "{s}");
        }
        assert!(fragment_error(&FragmentError::BadCharacter { at: 4 }).contains("character 5"));
    }

    #[test]
    fn a_down_float_in_an_odd_group_says_so() {
        let f = FloatWhy {
            direction: Float::Down,
            score: Points(20),
            opponent_score: Points(15),
            group_size: 5,
            lowest: true,
            below_floated_last_round: 0,
            last_round: None,
        };
        assert_eq!(
            player_float(&f),
            "You play someone with fewer points (1.5 against your 2.0): you float down because your score group (2.0 points, 5 players) has an odd number of players and you are its lowest-ranked player."
        );
    }

    #[test]
    fn the_export_holds_the_round_and_escapes_names() {
        let mut t = sample_tournament().expect("sample");
        t.players[0].name = "<img src=x onerror=alert(1)>".into();
        t.players[1].name = "</script>".into();
        let round = t.rounds_paired();
        let html = render(&html_export(&t, round));
        assert!(html.contains("&lt;img src=x onerror=alert(1)&gt; (1)"));
        assert!(html.contains("&lt;/script&gt; (2)"));
        assert!(!html.contains("<img"));
        assert!(!html.contains("</script>"));
        let pairing = t.recorded_pairing(round);
        // One row per board in the pairings, two per board by name.
        assert_eq!(
            html.matches("<tr>").count(),
            1 + pairing.boards.len() + usize::from(pairing.bye.is_some()) // pairings
                + 1 + 2 * pairing.boards.len() + usize::from(pairing.bye.is_some()) // by name
                + if crate::standings::complete_through(&t) > 0 { 1 + t.players.len() } else { 0 }
        );
        assert!(html.contains(&format!("Pairings of round {round}")));
        assert!(html.contains("You have White") || html.contains("You have Black"));
        assert!(html.contains("Arbiter: art. 5.2."));
    }
}
