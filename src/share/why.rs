//! Why a player has their colour and their opponent in a paired round, as
//! data: the colour rule of the system's own text that decided the pair,
//! seen from the player's side (C.04.3 2026/2017 art. 5.2, whose arbiter
//! version is [`ColourExplanation`]; the classic texts' E1–E5; C.04.5 art.
//! 4.3.1–4.3.5), and the float the pairing gave them with the facts of
//! their score group. `lang` words it for a player and for the arbiter.

use crate::dutch::classic::trace::ColourRule as ClassicRule;
use crate::model::{Colour, Points, RoundEntry, SystemKind, Tournament, Tpn};
use crate::swiss::history::histories;
use crate::swiss::{ColourPreference, Float};
use crate::teach::explain::ColourExplanation;
use crate::teach::study::RoundStudy;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// A played game's colour and its round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct PastColour {
    pub round: u32,
    pub colour: Colour,
}

/// The colour rule of a board seen from one player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourWhy {
    /// The rule of art. 5.2 that decided the pair, with both players' data.
    pub explanation: ColourExplanation,
    /// Is the player the higher-ranked of the pair (art. 1.2)?
    pub higher: bool,
    /// The colour the player has on the board.
    pub has: Colour,
    /// Does art. 5.2 give the player that colour? (`false`: the arbiter
    /// changed the pairing, or another program paired it.)
    pub agrees: bool,
    /// The player's two most recent games actually played, latest last.
    pub recent: Vec<PastColour>,
}

/// The rule of a text other than C.04.3 2026/2017 that gives a pair its
/// colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TextRule {
    /// The classic Dutch texts (2008, 1992–2006, French 1992): E1–E5.
    Classic(#[serde(with = "ClassicRuleDef")] ClassicRule),
    /// C.04.5 art. 4.3 (White in game 1 of the match, art. 4.4).
    Match(MatchRule),
}

/// The serde form of the classic texts' E1–E5 (the shared link carries it,
/// [`crate::share::fragment`]).
#[derive(Serialize, Deserialize)]
#[serde(remote = "ClassicRule")]
enum ClassicRuleDef {
    E1BothPreferences,
    E2StrongerPreference,
    E3Alternate,
    E4HigherRanked,
    E5FirstRound { first: Colour },
}

/// C.04.5 art. 4.3.1–4.3.5.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum MatchRule {
    /// Art. 4.3.1: neither has played a match; the initial colour and the
    /// higher-ranked player's pairing number decide.
    InitialColour { initial: Colour },
    /// Art. 4.3.2: White to the player who had White fewer times.
    FewerWhites,
    /// Art. 4.3.3: alternate to the latest match where the colours differed.
    Alternate,
    /// Art. 4.3.4: the higher-ranked player's colour alternates from their
    /// last match.
    HigherAlternates,
    /// Art. 4.3.5: the opponent's colour alternates from their last match.
    OpponentAlternates,
}

impl MatchRule {
    /// From the engine's article (`"4.3.1"` … `"4.3.5"`).
    fn from_article(a: &str, initial: Colour) -> Option<MatchRule> {
        Some(match a {
            "4.3.1" => MatchRule::InitialColour { initial },
            "4.3.2" => MatchRule::FewerWhites,
            "4.3.3" => MatchRule::Alternate,
            "4.3.4" => MatchRule::HigherAlternates,
            "4.3.5" => MatchRule::OpponentAlternates,
            _ => return None,
        })
    }
    /// The article of C.04.5.
    pub fn article(self) -> &'static str {
        match self {
            MatchRule::InitialColour { .. } => "4.3.1",
            MatchRule::FewerWhites => "4.3.2",
            MatchRule::Alternate => "4.3.3",
            MatchRule::HigherAlternates => "4.3.4",
            MatchRule::OpponentAlternates => "4.3.5",
        }
    }
}

/// The colour rule of a board under a text other than C.04.3 2026/2017,
/// seen from one player.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TextColourWhy {
    pub system: SystemKind,
    pub rule: TextRule,
    /// Is the player the higher-ranked of the pair (2008 A2 / C.04.5 art. 4.2)?
    pub higher: bool,
    /// The colour the player has on the board (Double-Swiss: in game 1).
    pub has: Colour,
    /// Does the rule give the player that colour?
    pub agrees: bool,
    /// The colour preferences (classic A7), the player's then the
    /// opponent's; `None` for Double-Swiss, which has none.
    pub preferences: Option<[Option<ColourPreference>; 2]>,
    /// Double-Swiss: matches with White in game 1, the player's then the
    /// opponent's (art. 4.3.2).
    pub whites: Option<[u32; 2]>,
    /// The player's two most recent games actually played, latest last.
    pub recent: Vec<PastColour>,
}

/// Why a player has their colour, by the system's own text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ColourReason {
    /// C.04.3 2026 art. 5.2 (2017: E.1–E.5, the same order).
    Art52(ColourWhy),
    /// Any other text of the registry.
    Text(TextColourWhy),
}

impl ColourReason {
    /// The colour the player has on the board.
    pub fn has(&self) -> Colour {
        match self {
            ColourReason::Art52(c) => c.has,
            ColourReason::Text(c) => c.has,
        }
    }
    /// Is the player the higher-ranked of the pair?
    pub fn higher(&self) -> bool {
        match self {
            ColourReason::Art52(c) => c.higher,
            ColourReason::Text(c) => c.higher,
        }
    }
}

/// The float (C.04.3 art. 1.4) a board gives a player, with the facts of
/// their score group.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FloatWhy {
    pub direction: Float,
    /// The player's pairing score and the opponent's.
    pub score: Points,
    pub opponent_score: Points,
    /// Players to be paired this round with the player's score.
    pub group_size: usize,
    /// Is the player the lowest-ranked of the group (art. 1.2: score, then
    /// pairing number)?
    pub lowest: bool,
    /// Players of the group ranked below the player who received the
    /// same float in the previous round.
    pub below_floated_last_round: usize,
    /// The float the player received in the previous round.
    pub last_round: Option<Float>,
}

/// One player's reasons in a round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerWhy {
    pub tpn: Tpn,
    /// `None`: the player has the pairing-allocated bye.
    pub opponent: Option<Tpn>,
    /// `None` for the bye, or when the pair's rule could not be computed
    /// (a player the system would not pair this round).
    pub colour: Option<ColourReason>,
    /// `None`: no float (same score as the opponent).
    pub float: Option<FloatWhy>,
    /// The bye: the number of players to be paired (odd).
    pub bye_of: Option<usize>,
}

impl PlayerWhy {
    /// What a player's own lines read of these reasons, and nothing more
    /// (the shared link carries it): the played colours of both players
    /// are dropped, and art. 5.2.3's aligned colours are kept only up to
    /// the most recent game where they differ.
    pub fn for_player(&self) -> PlayerWhy {
        let mut w = self.clone();
        if let Some(ColourReason::Art52(c)) = &mut w.colour {
            let e = &mut c.explanation;
            e.higher.colours.clear();
            e.lower.colours.clear();
            let keep = e.first_difference.map_or(0, |k| k + 1);
            e.aligned.truncate(keep);
        }
        w
    }
}

/// Every player's reasons in round `round` of `t` (a paired round), in
/// pairing-number order. Players not paired in the round are left out.
pub fn round_reasons(t: &Tournament, round: u32) -> Vec<PlayerWhy> {
    if round == 0 || round > t.rounds_paired() {
        return Vec::new();
    }
    let recorded = t.recorded_pairing(round);
    let before = t.for_pairing_round(round);
    let (floats, pab) = crate::systems::history_rules(t.system);
    let hist: HashMap<Tpn, _> = histories(&before, round, floats, pab)
        .into_iter()
        .map(|h| (h.tpn, h))
        .collect();
    let study = RoundStudy::new(t, round).ok();
    let score = |tpn: Tpn| hist.get(&tpn).map_or(Points::ZERO, |h| h.pairing_score);
    // Who is to be paired, and their groups.
    let paired: Vec<Tpn> = recorded
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(recorded.bye)
        .collect();
    let group_of = |s: Points| -> Vec<Tpn> {
        let mut g: Vec<Tpn> = paired.iter().copied().filter(|&p| score(p) == s).collect();
        crate::sort::sort(&mut g);
        g
    };
    let last_float = |tpn: Tpn| hist.get(&tpn).and_then(|h| h.float_before(1));
    let float_why = |me: Tpn, opp: Tpn| -> Option<FloatWhy> {
        let (s, o) = (score(me), score(opp));
        let direction = match s.cmp(&o) {
            std::cmp::Ordering::Greater => Float::Down,
            std::cmp::Ordering::Less => Float::Up,
            std::cmp::Ordering::Equal => return None,
        };
        let group = group_of(s);
        let below: Vec<Tpn> = group.iter().copied().filter(|&p| p > me).collect();
        Some(FloatWhy {
            direction,
            score: s,
            opponent_score: o,
            group_size: group.len(),
            lowest: below.is_empty(),
            below_floated_last_round: below
                .iter()
                .filter(|&&p| last_float(p) == Some(direction))
                .count(),
            last_round: last_float(me),
        })
    };
    let mut out = Vec::new();
    for b in &recorded.boards {
        for (me, opp, has) in [
            (b.white, b.black, Colour::White),
            (b.black, b.white, Colour::Black),
        ] {
            let colour = study
                .as_ref()
                .and_then(|s| s.colours(b.white, b.black).ok())
                .map(|e| {
                    let higher = e.higher.tpn == me;
                    let side = if higher { &e.higher } else { &e.lower };
                    ColourReason::Art52(ColourWhy {
                        higher,
                        has,
                        agrees: side.receives == has,
                        recent: recent(t, me, round),
                        explanation: e,
                    })
                })
                .or_else(|| {
                    text_colour(&before, round, me, opp, has, score(me), score(opp)).map(|mut w| {
                        w.recent = recent(t, me, round);
                        ColourReason::Text(w)
                    })
                });
            out.push(PlayerWhy {
                tpn: me,
                opponent: Some(opp),
                colour,
                float: float_why(me, opp),
                bye_of: None,
            });
        }
    }
    if let Some(bye) = recorded.bye {
        out.push(PlayerWhy {
            tpn: bye,
            opponent: None,
            colour: None,
            float: None,
            bye_of: Some(paired.len()),
        });
    }
    crate::sort::sort_by_key(&mut out, |w| w.tpn);
    out
}

/// The colour rule of the pair `me`–`opp` under the classic texts or
/// C.04.5 (`None` for the Dutch 2026/2017 rules, which [`RoundStudy`]
/// explains); `before` is the event before the round.
fn text_colour(
    before: &Tournament,
    round: u32,
    me: Tpn,
    opp: Tpn,
    has: Colour,
    my_score: Points,
    opp_score: Points,
) -> Option<TextColourWhy> {
    let system = before.system;
    // 2008 A2 / C.04.5 art. 4.2: score, then the smaller pairing number.
    let higher = (my_score, std::cmp::Reverse(me)) > (opp_score, std::cmp::Reverse(opp));
    if let Some(rules) = crate::dutch::classic::RULES
        .iter()
        .find(|r| r.text.system == system)
    {
        let d = crate::dutch::classic::colour_decision(before, round, rules.text, me, opp)?;
        return Some(TextColourWhy {
            system,
            rule: TextRule::Classic(d.rule),
            higher,
            has,
            agrees: (d.white == me) == (has == Colour::White),
            preferences: Some(d.preferences),
            whites: None,
            recent: Vec::new(),
        });
    }
    if system == crate::swiss::engine::PairingEngine::kind(&crate::double_swiss::Engine) {
        let d = crate::double_swiss::colour_decision(before, round, me, opp)?;
        return Some(TextColourWhy {
            system,
            rule: TextRule::Match(MatchRule::from_article(d.article, d.initial_colour)?),
            higher,
            has,
            agrees: (d.white == me) == (has == Colour::White),
            preferences: None,
            whites: Some(d.whites),
            recent: Vec::new(),
        });
    }
    None
}

/// The player's two most recent games played before `round`, oldest first.
fn recent(t: &Tournament, tpn: Tpn, round: u32) -> Vec<PastColour> {
    let Some(p) = t.player(tpn) else {
        return Vec::new();
    };
    let mut games: Vec<PastColour> = (1..round)
        .rev()
        .filter_map(|r| match p.round(r) {
            e @ RoundEntry::Game { colour, .. } if e.played_game().is_some() => {
                Some(PastColour { round: r, colour })
            }
            _ => None,
        })
        .take(2)
        .collect();
    games.reverse();
    games
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teach::study::sample_tournament;

    #[test]
    fn every_paired_player_has_a_reason_and_colours_match_the_boards() {
        let t = sample_tournament().expect("the built-in sample reads");
        let round = t.rounds_paired();
        let reasons = round_reasons(&t, round);
        let pairing = t.recorded_pairing(round);
        let paired = pairing.boards.len() * 2 + usize::from(pairing.bye.is_some());
        assert_eq!(reasons.len(), paired);
        for b in &pairing.boards {
            let w = reasons
                .iter()
                .find(|r| r.tpn == b.white)
                .expect("white listed");
            assert_eq!(w.opponent, Some(b.black));
            let Some(ColourReason::Art52(c)) = w.colour.as_ref() else {
                panic!("Dutch 2026: the colour rule of art. 5.2 is explained");
            };
            assert_eq!(c.has, Colour::White);
            let k = reasons
                .iter()
                .find(|r| r.tpn == b.black)
                .expect("black listed");
            assert_eq!(k.colour.as_ref().map(|c| c.has()), Some(Colour::Black));
            // Exactly one of the two is the higher-ranked.
            assert_ne!(c.higher, k.colour.as_ref().is_some_and(|c| c.higher()));
        }
    }

    #[test]
    fn a_float_goes_from_the_higher_score_to_the_lower() {
        let t = sample_tournament().expect("the built-in sample reads");
        let round = t.rounds_paired();
        let before = t.for_pairing_round(round);
        for r in round_reasons(&t, round) {
            let (Some(f), Some(opp)) = (&r.float, r.opponent) else {
                continue;
            };
            let mine = before.score_after(r.tpn, round - 1);
            let theirs = before.score_after(opp, round - 1);
            match f.direction {
                Float::Down => assert!(mine > theirs, "{r:?}"),
                Float::Up => assert!(mine < theirs, "{r:?}"),
            }
            assert!(f.group_size >= 1);
        }
    }

    /// Generated events of `system` (12 players, 5 rounds, three seeds):
    /// each paired round's reasons.
    fn generated(system: SystemKind) -> Vec<(Tournament, u32, Vec<PlayerWhy>)> {
        let mut out = Vec::new();
        for seed in 1..=3 {
            let cfg = crate::generate::GeneratorConfig {
                players: 12,
                rounds: 5,
                seed,
                system,
                ..crate::generate::GeneratorConfig::default()
            };
            let Ok(g) = crate::generate::generate(&cfg, crate::systems::pair_round) else {
                panic!("{system:?}: the generator failed");
            };
            for round in 1..=5 {
                let r = round_reasons(&g.tournament, round);
                out.push((g.tournament.clone(), round, r));
            }
        }
        out
    }

    fn text_why(r: &PlayerWhy) -> &TextColourWhy {
        match &r.colour {
            Some(ColourReason::Text(c)) => c,
            other => panic!("player {}: {other:?}", r.tpn),
        }
    }

    /// The classic texts (2008 E1–E5, checked against the text): every
    /// player of a board has the text's reason, the rules agree with the
    /// recorded colours (the engine paired them), and the reason fits the
    /// two preferences: different colours wanted → E1 (both get theirs);
    /// only one player with a preference → E2 and that player gets it;
    /// nobody with one → E5.
    #[test]
    fn classic_texts_give_e1_to_e5() {
        for rules in crate::dutch::classic::RULES {
            let system = rules.text.system;
            let mut kinds = std::collections::BTreeSet::new();
            for (_, _, reasons) in generated(system) {
                for r in reasons.iter().filter(|r| r.opponent.is_some()) {
                    let c = text_why(r);
                    assert!(c.agrees, "{system:?}: {c:?}");
                    let TextRule::Classic(rule) = c.rule else {
                        panic!("{system:?}: {c:?}");
                    };
                    let Some([mine, theirs]) = c.preferences else {
                        panic!("{system:?}: A7 preferences");
                    };
                    match (mine, theirs) {
                        (Some(p), Some(q)) if p.colour != q.colour => {
                            assert_eq!(rule, ClassicRule::E1BothPreferences, "{c:?}");
                            assert_eq!(c.has, p.colour, "E1: {c:?}");
                        }
                        (Some(p), None) => {
                            assert_eq!(rule, ClassicRule::E2StrongerPreference, "{c:?}");
                            assert_eq!(c.has, p.colour, "E2: {c:?}");
                        }
                        (None, Some(q)) => {
                            assert_eq!(rule, ClassicRule::E2StrongerPreference, "{c:?}");
                            assert_eq!(c.has, q.colour.opposite(), "E2: {c:?}");
                        }
                        (None, None) => {
                            assert!(matches!(rule, ClassicRule::E5FirstRound { .. }), "{c:?}")
                        }
                        _ => assert!(
                            !matches!(
                                rule,
                                ClassicRule::E1BothPreferences | ClassicRule::E5FirstRound { .. }
                            ),
                            "same colour wanted: E2–E4, {c:?}"
                        ),
                    }
                    kinds.insert(format!("{rule:?}").chars().take(2).collect::<String>());
                }
            }
            for e in ["E1", "E2", "E5"] {
                assert!(kinds.contains(e), "{system:?}: {e} never seen ({kinds:?})");
            }
        }
    }

    /// C.04.5 art. 4.3, checked against the text on the recorded games:
    /// round 1 is art. 4.3.1; a pair whose players had White in game 1 a
    /// different number of times is art. 4.3.2 and White goes to the one
    /// with fewer (counted here from the round entries, not the engine).
    #[test]
    fn double_swiss_gives_art_4_3() {
        use crate::swiss::engine::PairingEngine;
        let system = crate::double_swiss::Engine.kind();
        let mut fewer = 0;
        for (t, round, reasons) in generated(system) {
            let whites = |tpn: Tpn| {
                t.player(tpn).map_or(0, |p| {
                    (1..round)
                        .filter(|&r| {
                            matches!(p.round(r), e @ RoundEntry::Game { colour: Colour::White, .. } if e.played_game().is_some())
                        })
                        .count()
                })
            };
            for r in reasons.iter() {
                let Some(opp) = r.opponent else { continue };
                let c = text_why(r);
                assert!(c.agrees, "{c:?}");
                let TextRule::Match(rule) = c.rule else {
                    panic!("{c:?}");
                };
                if round == 1 {
                    assert!(matches!(rule, MatchRule::InitialColour { .. }), "{c:?}");
                } else if whites(r.tpn) != whites(opp) {
                    assert_eq!(rule, MatchRule::FewerWhites, "round {round}: {c:?}");
                    let me_fewer = whites(r.tpn) < whites(opp);
                    assert_eq!(c.has == Colour::White, me_fewer, "{c:?}");
                    fewer += 1;
                }
            }
        }
        assert!(fewer > 0, "art. 4.3.2 never seen");
    }
}
