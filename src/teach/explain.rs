//! Explanations for the teaching view: which colour rule of C.04.3 art. 5.2
//! decided a board and on what data, and "why not X–Y?" for two players of
//! a paired round. [`super::study`] puts them together for the app's "Explain a
//! round" page.

use super::literal::{
    best_containing, completion_with_pair, met_in, pair_bracket, BracketInput, Containing,
    LiteralError, Options,
};
use super::trace::{describe_alteration, first_difference, Absolute, Alteration};
use crate::dutch::colours::{allocate, ColourRule};
use crate::dutch::context::RoundContext;
use crate::dutch::evaluate::{evaluate, Candidate, Evaluation};
use crate::dutch::DutchOutcome;
use crate::model::{Colour, Points, Tournament, Tpn};
use crate::swiss::{ColourPreference, Strength};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use thiserror::Error;

/// Why an explanation could not be given.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ExplainError {
    #[error("player {0} is not in the tournament")]
    UnknownPlayer(Tpn),
    #[error("a player cannot be paired with themself")]
    SamePlayer,
    #[error(transparent)]
    Literal(#[from] LiteralError),
}

/// One player of a pair, as art. 5.2 reads them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourSide {
    pub tpn: Tpn,
    /// 1-based position in the pairing order (art. 1.2).
    pub rank: usize,
    pub score: Points,
    /// art. 1.6.
    pub colour_difference: i32,
    /// art. 1.7 (`None`: no game played, art. 1.7.4).
    pub preference: Option<ColourPreference>,
    /// Colours of the games played, oldest first (unplayed rounds left out,
    /// C.04.2 art. 3.4).
    pub colours: Vec<Colour>,
    /// The colour allocated.
    pub receives: Colour,
}

/// How art. 5.2 allocated a pair's colours.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourExplanation {
    /// The higher-ranked player (art. 1.2) and the other.
    pub higher: ColourSide,
    pub lower: ColourSide,
    pub rule: ColourRule,
    /// "5.2.1" … "5.2.5".
    pub article: String,
    /// art. 5.2.3: the played colours compared from the latest game
    /// backwards (higher's, lower's), as far as the shorter history goes.
    pub aligned: Vec<(Colour, Colour)>,
    /// Index in `aligned` of the most recent game where they differ.
    pub first_difference: Option<usize>,
    /// art. 5.2.5: the number whose parity is read (the TPN; in round 1 the
    /// position among the players present) and the initial colour.
    pub parity_number: usize,
    pub initial_colour: Colour,
    pub text: String,
}

/// The article of a colour rule.
pub fn article(rule: ColourRule) -> &'static str {
    match rule {
        ColourRule::BothPreferences => "5.2.1",
        ColourRule::StrongerPreference | ColourRule::WiderColourDifference => "5.2.2",
        ColourRule::AlternateHistory => "5.2.3",
        ColourRule::HigherRankedPreference => "5.2.4",
        ColourRule::InitialColour => "5.2.5",
    }
}

fn colour_name(c: Colour) -> &'static str {
    c.fold("White", "Black")
}

fn pref_text(p: Option<ColourPreference>) -> String {
    match p {
        None => "no preference (no game played, art. 1.7.4)".into(),
        Some(p) => format!(
            "{} preference for {}",
            match p.strength {
                Strength::Mild => "a mild",
                Strength::Strong => "a strong",
                Strength::Absolute => "an absolute",
            },
            colour_name(p.colour)
        ),
    }
}

/// Explains the colours of the pair `a`–`b` (context indices), decided by
/// [`allocate`] exactly as the engine does.
pub fn explain_pair(ctx: &RoundContext, a: usize, b: usize) -> ColourExplanation {
    let (hi, lo) = if a < b { (a, b) } else { (b, a) };
    let (ph, pl) = (&ctx.players[hi], &ctx.players[lo]);
    let parity = ctx.number[hi];
    let (c, rule) = allocate(ph, pl, parity, ctx.initial_colour);
    let aligned: Vec<(Colour, Colour)> = ph
        .colours
        .0
        .iter()
        .rev()
        .zip(pl.colours.0.iter().rev())
        .map(|(x, y)| (*x, *y))
        .collect();
    let first_difference = aligned.iter().position(|(x, y)| x != y);
    let side = |i: usize, receives: Colour| {
        let p = &ctx.players[i];
        ColourSide {
            tpn: p.tpn,
            rank: i + 1,
            score: p.pairing_score,
            colour_difference: p.colours.difference(),
            preference: p.preference,
            colours: p.colours.0.clone(),
            receives,
        }
    };
    let higher = side(hi, c);
    let lower = side(lo, c.opposite());
    let (h, l) = (higher.tpn, lower.tpn);
    let text = match rule {
        ColourRule::BothPreferences => match (ph.preference, pl.preference) {
            (Some(_), None) | (None, Some(_)) => {
                let (with, without) = if ph.preference.is_some() {
                    (h, l)
                } else {
                    (l, h)
                };
                format!(
                    "art. 5.2.1: {without} has not played (no preference, art. 1.7.4), so {with}'s preference is granted"
                )
            }
            _ => format!(
                "art. 5.2.1: {h} has {} and {l} {}: both are granted",
                pref_text(ph.preference),
                pref_text(pl.preference)
            ),
        },
        ColourRule::StrongerPreference => {
            let winner = if c == ph.preference.map_or(c, |p| p.colour) {
                h
            } else {
                l
            };
            format!(
                "art. 5.2.2: both want {}; {h} has {}, {l} {}: the stronger, {winner}'s, is granted",
                colour_name(ph.preference.map_or(c, |p| p.colour)),
                pref_text(ph.preference),
                pref_text(pl.preference)
            )
        }
        ColourRule::WiderColourDifference => format!(
            "art. 5.2.2: both have an absolute preference for {} (topscorers); colour differences {h}: {:+}, {l}: {:+}: the wider one is granted",
            colour_name(ph.preference.map_or(c, |p| p.colour)),
            higher.colour_difference,
            lower.colour_difference
        ),
        ColourRule::AlternateHistory => {
            let k = first_difference.unwrap_or(0);
            let (x, y) = aligned.get(k).copied().unwrap_or((c, c));
            format!(
                "art. 5.2.3: same preference ({} / {}); going back from the latest game played, {} game(s) back {h} had {} and {l} {}: alternate, so {h} gets {}",
                pref_text(ph.preference),
                pref_text(pl.preference),
                k + 1,
                colour_name(x),
                colour_name(y),
                colour_name(c)
            )
        }
        ColourRule::HigherRankedPreference => format!(
            "art. 5.2.4: same preference and the histories never differ (compared from the latest game back over {} game(s)); the higher-ranked {h} gets its preference, {}",
            aligned.len(),
            colour_name(c)
        ),
        ColourRule::InitialColour => format!(
            "art. 5.2.5: no preference decides and the histories never differ; the higher-ranked {h} has {} number {parity}, so {} the initial colour ({}): {}",
            if ctx.round == 1 { "pairing" } else { "TPN" },
            if parity % 2 == 1 { "gets" } else { "gets the opposite of" },
            colour_name(ctx.initial_colour),
            colour_name(c)
        ),
    };
    ColourExplanation {
        higher,
        lower,
        rule,
        article: article(rule).to_string(),
        aligned,
        first_difference,
        parity_number: parity,
        initial_colour: ctx.initial_colour,
        text,
    }
}

/// Explains every board of an engine outcome, in board order.
pub fn explain_colours(outcome: &DutchOutcome) -> Vec<ColourExplanation> {
    let ctx = &outcome.context;
    let idx = |t: Tpn| ctx.players.iter().position(|p| p.tpn == t);
    outcome
        .pairing
        .boards
        .iter()
        .filter_map(|b| Some(explain_pair(ctx, idx(b.white)?, idx(b.black)?)))
        .collect()
}

/// A candidate of a bracket, as shown in a "why not" answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShownCandidate {
    /// Where it stands in the bracket's sequence (art. 3.6, 3.7), when known.
    pub alteration: Option<Alteration>,
    pub pairs: Vec<(Tpn, Tpn)>,
    pub downfloaters: Vec<Tpn>,
    pub evaluation: Evaluation,
}

/// Why two players of a paired round do not meet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum WhyNot {
    /// They do meet.
    Paired,
    /// `tpn` is not paired this round (absent or withdrawn).
    NotPlaying { tpn: Tpn },
    /// [C1] or [C3]: the pair itself is illegal.
    Absolute { criterion: Absolute },
    /// [C2]: every round-pairing with the pair leaves the PAB to a player
    /// who may not receive it.
    C2,
    /// [C4]: no round-pairing at all contains the pair.
    C4,
    /// Never in one bracket where they could meet: `x` was paired (or got the
    /// PAB) in bracket `x_bracket`, `y` in `y_bracket` (0-based).
    DifferentBrackets { x_bracket: usize, y_bracket: usize },
    /// Both were MDPs of the same bracket: MDPs are paired with residents (art. 3.3.3).
    BothMdps { bracket: usize },
    /// One of them is an MDP that no valid set of pairable MDPs contains
    /// (art. 3.2.4, 4.4): bound to the Limbo.
    Limbo { bracket: usize, tpn: Tpn },
    /// In bracket `bracket`, every candidate with the pair breaks [C4] given
    /// the brackets already paired.
    NoLegalCandidate { bracket: usize },
    /// The best candidate with the pair is worse than the chosen one on
    /// `criterion` (the first in priority, art. 3.8).
    Worse {
        bracket: usize,
        criterion: String,
        with_pair: ShownCandidate,
        chosen: ShownCandidate,
    },
    /// Equally good on every criterion, but generated later (art. 3.8).
    EquallyGoodLater {
        bracket: usize,
        with_pair: ShownCandidate,
        chosen: ShownCandidate,
    },
    /// The candidate with the pair looks better than the chosen one: the
    /// engine and the literal procedure disagree here.
    Unexplained {
        bracket: usize,
        criterion: String,
        with_pair: ShownCandidate,
        chosen: ShownCandidate,
    },
    /// The literal search did not finish within the budget.
    NotDetermined { bracket: usize },
}

/// The answer to "why not X–Y?".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WhyNotAnswer {
    pub x: Tpn,
    pub y: Tpn,
    pub reason: WhyNot,
    pub text: String,
}

fn criterion_values(e: &Evaluation, name: &str) -> String {
    let list = |v: &[u32]| {
        let s: Vec<String> = v.iter().map(|x| show_points(Points(*x))).collect();
        format!("[{}]", s.join(", "))
    };
    match name {
        "C5" => e.c5_pab_score.map_or("no PAB".into(), |s| {
            format!("PAB score {}", show_points(Points(s)))
        }),
        "C6" => format!("{} downfloater(s)", e.c6_downfloaters),
        "C7" => format!("downfloater scores {}", list(&e.c7_downfloater_scores)),
        "C8" => format!(
            "{} downfloater(s) from the next bracket, scores {}",
            e.c8_next_downfloaters,
            list(&e.c8_next_scores)
        ),
        "C9" => format!("{} unplayed game(s) of the PAB assignee", e.c9_pab_unplayed),
        "C10" => format!("{}", e.c10_topscorer_colour_difference),
        "C11" => format!("{}", e.c11_topscorer_three_in_a_row),
        "C12" => format!(
            "{} player(s) without their colour preference",
            e.c12_colour_preference
        ),
        "C13" => format!(
            "{} player(s) without their strong colour preference",
            e.c13_strong_colour_preference
        ),
        "C14" => format!("{}", e.c14_resident_downfloat_again),
        "C15" => format!("{}", e.c15_mdp_opponent_upfloat_again),
        "C16" => format!("{}", e.c16_resident_downfloat_two_before),
        "C17" => format!("{}", e.c17_mdp_opponent_upfloat_two_before),
        "C18" => list(&e.c18_mdp_downfloat_again_sd),
        "C19" => list(&e.c19_opponent_upfloat_again_sd),
        "C20" => list(&e.c20_mdp_downfloat_two_before_sd),
        "C21" => list(&e.c21_opponent_upfloat_two_before_sd),
        _ => String::new(),
    }
}

fn show_points(p: Points) -> String {
    if p.0.is_multiple_of(10) {
        format!("{}", p.0 / 10)
    } else {
        format!("{}.{}", p.0 / 10, p.0 % 10)
    }
}

/// "Why not X–Y?" for the round `outcome` of `t` (the tournament as it
/// stood before the round). `budget` bounds the literal search of
/// candidates containing X–Y (see [`best_containing`]).
pub fn why_not(
    t: &Tournament,
    outcome: &DutchOutcome,
    x: Tpn,
    y: Tpn,
    budget: u64,
) -> Result<WhyNotAnswer, ExplainError> {
    if x == y {
        return Err(ExplainError::SamePlayer);
    }
    for p in [x, y] {
        if t.player(p).is_none() {
            return Err(ExplainError::UnknownPlayer(p));
        }
    }
    let reason = why_not_reason(t, outcome, x, y, budget)?;
    let text = describe(&reason, x, y);
    Ok(WhyNotAnswer { x, y, reason, text })
}

fn why_not_reason(
    t: &Tournament,
    outcome: &DutchOutcome,
    x: Tpn,
    y: Tpn,
    budget: u64,
) -> Result<WhyNot, ExplainError> {
    let ctx = &outcome.context;
    let idx = |p: Tpn| ctx.players.iter().position(|h| h.tpn == p);
    let (Some(a), Some(b)) = (idx(x), idx(y)) else {
        let missing = if idx(x).is_none() { x } else { y };
        return Ok(WhyNot::NotPlaying { tpn: missing });
    };
    let paired = outcome
        .pairing
        .boards
        .iter()
        .any(|bd| (bd.white == x && bd.black == y) || (bd.white == y && bd.black == x));
    if paired {
        return Ok(WhyNot::Paired);
    }
    // [C1] / [C3]: the pair itself.
    if !ctx.compatible(a, b) {
        let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
        let criterion = if pa.has_played(pb.tpn) {
            Absolute::C1 {
                round: met_in(t, ctx.round, x, y),
            }
        } else {
            match (pa.preference, pb.preference) {
                (Some(p), Some(q))
                    if p.strength == Strength::Absolute
                        && q.strength == Strength::Absolute
                        && p.colour == q.colour =>
                {
                    Absolute::C3 { colour: p.colour }
                }
                _ => Absolute::Forbidden,
            }
        };
        return Ok(WhyNot::Absolute { criterion });
    }
    // [C2] / [C4]: no complete round-pairing contains the pair.
    let everyone: Vec<usize> = (0..ctx.len()).collect();
    if !completion_with_pair(ctx, &everyone, (a, b), false) {
        return Ok(if completion_with_pair(ctx, &everyone, (a, b), true) {
            WhyNot::C2
        } else {
            WhyNot::C4
        });
    }
    // The first bracket where both were present and could meet.
    let present = |k: usize, i: usize| {
        let br = &outcome.brackets[k];
        br.mdps.contains(&i) || br.residents.contains(&i)
    };
    let both: Vec<usize> = (0..outcome.brackets.len())
        .filter(|&k| present(k, a) && present(k, b))
        .collect();
    let meetable = both.iter().copied().find(|&k| {
        let br = &outcome.brackets[k];
        !(br.mdps.contains(&a) && br.mdps.contains(&b))
    });
    let Some(k) = meetable else {
        if let Some(&k) = both.first() {
            return Ok(WhyNot::BothMdps { bracket: k });
        }
        let paired_in = |i: usize| {
            outcome
                .brackets
                .iter()
                .position(|br| br.pairs.iter().any(|&(p, q)| p == i || q == i))
                .unwrap_or(outcome.brackets.len().saturating_sub(1))
        };
        return Ok(WhyNot::DifferentBrackets {
            x_bracket: paired_in(a),
            y_bracket: paired_in(b),
        });
    };
    let br = &outcome.brackets[k];
    let input = BracketInput::new(ctx, k, br.mdps.clone())?;
    let chosen = Candidate {
        pairs: br.pairs.clone(),
        downfloaters: {
            let mut d = br.downfloaters.clone();
            d.sort_unstable();
            d
        },
    };
    let chosen_eval = evaluate(
        ctx,
        &input.mdps,
        &input.residents,
        &input.next,
        &input.lower,
        &chosen,
    );
    let (found, params) = best_containing(t, ctx, &input, (a, b), budget)?;
    let show = |alteration: Option<Alteration>, c: &Candidate, e: &Evaluation| ShownCandidate {
        alteration,
        pairs: c
            .pairs
            .iter()
            .map(|&(p, q)| (ctx.players[p].tpn, ctx.players[q].tpn))
            .collect(),
        downfloaters: c.downfloaters.iter().map(|&i| ctx.players[i].tpn).collect(),
        evaluation: e.clone(),
    };
    match found {
        Containing::Found {
            alteration,
            candidate,
            evaluation,
        } => {
            let Some(ce) = chosen_eval else {
                return Ok(WhyNot::NotDetermined { bracket: k });
            };
            // The chosen candidate's place in the sequence, if the literal
            // procedure finishes this bracket within the budget.
            let opts = Options {
                budget,
                record: false,
                compress: true,
                use_bounds: true,
            };
            let chosen_at = pair_bracket(t, ctx, &input, &opts)?
                .trace
                .choice()
                .map(|c| c.alteration);
            let with_pair = show(Some(alteration), &candidate, &evaluation);
            let chosen = show(chosen_at, &chosen, &ce);
            Ok(match first_difference(&evaluation, &ce) {
                Some((c, Ordering::Greater)) => WhyNot::Worse {
                    bracket: k,
                    criterion: c.to_string(),
                    with_pair,
                    chosen,
                },
                Some((c, _)) => WhyNot::Unexplained {
                    bracket: k,
                    criterion: c.to_string(),
                    with_pair,
                    chosen,
                },
                None if chosen_at.is_some_and(|c| c > alteration) => WhyNot::Unexplained {
                    bracket: k,
                    criterion: "generation order (art. 3.8)".into(),
                    with_pair,
                    chosen,
                },
                None => WhyNot::EquallyGoodLater {
                    bracket: k,
                    with_pair,
                    chosen,
                },
            })
        }
        Containing::NoLegalCandidate => {
            // An MDP outside every valid set stays in the Limbo.
            let in_sets = |i: usize| {
                let bsn = input.mdps.iter().position(|&m| m == i).map(|p| p + 1);
                bsn.is_none_or(|s| params.mdp_sets.iter().any(|set| set.contains(&s)))
            };
            for (i, tpn) in [(a, x), (b, y)] {
                if !in_sets(i) {
                    return Ok(WhyNot::Limbo { bracket: k, tpn });
                }
            }
            Ok(WhyNot::NoLegalCandidate { bracket: k })
        }
        Containing::Unfinished { .. } => Ok(WhyNot::NotDetermined { bracket: k }),
    }
}

fn show_pairs(c: &ShownCandidate) -> String {
    let pairs = c
        .pairs
        .iter()
        .map(|(a, b)| format!("{a}–{b}"))
        .collect::<Vec<_>>()
        .join(" ");
    match &c.alteration {
        Some(a) => format!("{pairs}; {}", describe_alteration(a, None)),
        None => pairs,
    }
}

/// The answer in one paragraph (brackets numbered from 1).
pub fn describe(reason: &WhyNot, x: Tpn, y: Tpn) -> String {
    match reason {
        WhyNot::Paired => format!("{x} and {y} are paired together."),
        WhyNot::NotPlaying { tpn } => format!("{tpn} is not paired in this round."),
        WhyNot::Absolute { criterion } => {
            format!("{x}–{y} is illegal: {}.", criterion.describe())
        }
        WhyNot::C2 => format!(
            "Every pairing of the round with {x}–{y} leaves the pairing-allocated bye to a player who may not receive it (C2)."
        ),
        WhyNot::C4 => format!(
            "No pairing of the whole round that complies with C1–C3 contains {x}–{y} (C4)."
        ),
        WhyNot::DifferentBrackets {
            x_bracket,
            y_bracket,
        } => format!(
            "{x} and {y} were never in the same bracket: {x} was paired in bracket {}, {y} in bracket {}.",
            x_bracket + 1,
            y_bracket + 1
        ),
        WhyNot::BothMdps { bracket } => format!(
            "{x} and {y} met only as moved-down players of bracket {}: MDPs are paired with residents (art. 3.3.3).",
            bracket + 1
        ),
        WhyNot::Limbo { bracket, tpn } => format!(
            "In bracket {}, {tpn} is a moved-down player outside every valid set of pairable MDPs: it stays in the Limbo and cannot be paired there (art. 3.2.4, 4.4).",
            bracket + 1
        ),
        WhyNot::NoLegalCandidate { bracket } => format!(
            "In bracket {}, every candidate pairing {x}–{y} leaves the rest of the round without a legal pairing (C4).",
            bracket + 1
        ),
        WhyNot::Worse {
            bracket,
            criterion,
            with_pair,
            chosen,
        } => format!(
            "In bracket {}, the best candidate with {x}–{y} ({}) is worse than the chosen one ({}) on {criterion}: {} against {} (art. 3.8).",
            bracket + 1,
            show_pairs(with_pair),
            show_pairs(chosen),
            criterion_values(&with_pair.evaluation, criterion),
            criterion_values(&chosen.evaluation, criterion)
        ),
        WhyNot::EquallyGoodLater {
            bracket,
            with_pair,
            chosen,
        } => format!(
            "In bracket {}, the best candidate with {x}–{y} ({}) is as good as the chosen one ({}) on every criterion, but is generated later (art. 3.8).",
            bracket + 1,
            show_pairs(with_pair),
            show_pairs(chosen)
        ),
        WhyNot::Unexplained {
            bracket,
            criterion,
            with_pair,
            chosen,
        } => format!(
            "In bracket {}, a candidate with {x}–{y} ({}) looks better than the chosen one ({}) on {criterion}: the engine and the literal procedure disagree here.",
            bracket + 1,
            show_pairs(with_pair),
            show_pairs(chosen)
        ),
        WhyNot::NotDetermined { bracket } => format!(
            "In bracket {}, the candidates with {x}–{y} are too many to search within the budget.",
            bracket + 1
        ),
    }
}
