//! Explanations for the teaching view: which colour rule of C.04.3 art. 5.2
//! decided a board and on what data, and "why not X–Y?" for two players of
//! a paired round. [`super::study`] puts them together for the app's "Explain a
//! round" page.

use super::literal::{
    best_containing, completion_with_pair, met_in, pair_bracket, pair_bracket_against,
    BracketInput, Containing, LiteralError, Options,
};
use super::trace::{Absolute, Alteration, Decider};
use crate::dutch::colours::{allocate, ColourRule};
use crate::dutch::context::{Criteria, RoundContext};
use crate::dutch::criterion::Criterion;
use crate::dutch::evaluate::{evaluate, Candidate, Evaluation};
use crate::dutch::view::Scope;
use crate::dutch::DutchOutcome;
use crate::model::{Colour, Points, Tournament, Tpn};
use crate::swiss::{ColourPreference, PlayerHistory, Strength};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// Why an explanation could not be given (its wording is in the `lang` layer).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExplainError {
    /// The player is not in the tournament.
    UnknownPlayer(Tpn),
    /// A player cannot be paired with themself.
    SamePlayer,
    Literal(LiteralError),
}

impl From<LiteralError> for ExplainError {
    fn from(e: LiteralError) -> ExplainError {
        ExplainError::Literal(e)
    }
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
    /// The round being paired (art. 5.2.5 reads a pairing number in round 1).
    pub round: u32,
}

/// The article of a colour rule (C.04.3 2026 art. 5.2.n).
pub fn article(rule: ColourRule) -> &'static str {
    rule.article()
}

/// Explains the colours of the pair `a`–`b` (context indices), decided by
/// [`allocate`] exactly as the engine does.
pub fn explain_pair(ctx: &RoundContext, a: usize, b: usize) -> ColourExplanation {
    explain_in(
        &ctx.players,
        &ctx.number,
        ctx.initial_colour,
        ctx.round,
        a,
        b,
    )
}

/// What art. 5.2 reads of a round's players to allocate any pair's
/// colours: each player's history in pairing order (art. 1.2), the number
/// whose parity art. 5.2.5 reads, the initial colour and the round. Plain
/// data (serde), so that a study made in the app's worker carries it to the
/// page, which explains a tapped pair without the round's whole context.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourBasis {
    players: Vec<PlayerHistory>,
    number: Vec<usize>,
    initial_colour: Colour,
    round: u32,
}

impl ColourBasis {
    /// The colour data of the round `ctx` pairs.
    pub fn of(ctx: &RoundContext) -> ColourBasis {
        ColourBasis {
            players: ctx.players.clone(),
            number: ctx.number.clone(),
            initial_colour: ctx.initial_colour,
            round: ctx.round,
        }
    }

    /// The context index (pairing order, art. 1.2) of the player `tpn`.
    pub fn index(&self, tpn: Tpn) -> Option<usize> {
        self.players.iter().position(|p| p.tpn == tpn)
    }

    /// [`explain_pair`] of the players with context indices `a` and `b`
    /// (`None` if either is not of the round).
    pub fn explain(&self, a: usize, b: usize) -> Option<ColourExplanation> {
        (a < self.players.len()
            && b < self.players.len()
            && a < self.number.len()
            && b < self.number.len())
        .then(|| {
            explain_in(
                &self.players,
                &self.number,
                self.initial_colour,
                self.round,
                a,
                b,
            )
        })
    }
}

/// [`explain_pair`] over the parts of the round it reads (indices in range).
fn explain_in(
    players: &[PlayerHistory],
    number: &[usize],
    initial_colour: Colour,
    round: u32,
    a: usize,
    b: usize,
) -> ColourExplanation {
    let (hi, lo) = if a < b { (a, b) } else { (b, a) };
    let (ph, pl) = (&players[hi], &players[lo]);
    let parity = number[hi];
    let (c, rule) = allocate(ph, pl, parity, initial_colour);
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
        let p = &players[i];
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
    ColourExplanation {
        higher,
        lower,
        rule,
        article: article(rule).to_string(),
        aligned,
        first_difference,
        parity_number: parity,
        initial_colour,
        round,
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
        criterion: Criterion,
        with_pair: ShownCandidate,
        chosen: ShownCandidate,
    },
    /// Equally good on every criterion, but generated later (art. 3.8).
    EquallyGoodLater {
        bracket: usize,
        with_pair: ShownCandidate,
        chosen: ShownCandidate,
    },
    /// The candidate with the pair looks better than the chosen one on
    /// `differs` (a criterion, or the generation order of art. 3.8): the
    /// engine and the literal procedure disagree here.
    Unexplained {
        bracket: usize,
        differs: Decider,
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
    /// The criteria of the text the round was paired under, which name the
    /// criteria and articles of the answer: 2026 ([C1]–[C21], art. 3.8.1) or
    /// 2017 (C.1–C.19 as [`Criteria::criterion_cite`] maps them, B.8).
    pub criteria: Criteria,
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
    let criteria = outcome.context.version.criteria;
    Ok(WhyNotAnswer {
        x,
        y,
        reason,
        criteria,
    })
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
                _ => Absolute::Forbidden {
                    record: t.prohibition_of(ctx.round, x, y),
                },
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
    let tpn_pairs = |pairs: &[(usize, usize)]| {
        let mut v: Vec<(Tpn, Tpn)> = pairs
            .iter()
            .map(|&(p, q)| {
                let (p, q) = (ctx.players[p].tpn, ctx.players[q].tpn);
                (p.min(q), p.max(q))
            })
            .collect();
        crate::sort::sort(&mut v);
        v
    };
    let chosen = Candidate {
        pairs: br.pairs.clone(),
        downfloaters: {
            let mut d = br.downfloaters.clone();
            crate::sort::sort(&mut d);
            d
        },
    };
    let opts = Options {
        budget,
        record: false,
        compress: true,
        use_bounds: true,
    };
    // The bracket as its text judges it, the chosen candidate's evaluation
    // and its place in the sequence (when the literal procedure finishes
    // the bracket within the budget).
    let (input, chosen_eval, chosen_at) = if ctx.version.criteria == Criteria::Dutch2017 {
        // 2017 A.9: the route the engine took (C.7 look-ahead, or C.4
        // completion for the last bracket, the PPB and the CLB), judged by
        // C.5–C.19 (`Judge`); the chosen candidate is scored by the literal
        // procedure's own run, which must end on the engine's pairs.
        let completion = br.scope == Some(Scope::Completion);
        let input =
            BracketInput::dutch2017(ctx, k, br.mdps.clone(), br.residents.clone(), completion);
        let run = pair_bracket_against(t, ctx, &input, &opts, &chosen)?;
        let choice = run.trace.choice();
        let agrees = choice.is_some_and(|c| {
            let mut p: Vec<(Tpn, Tpn)> =
                c.pairs.iter().map(|&(p, q)| (p.min(q), p.max(q))).collect();
            crate::sort::sort(&mut p);
            p == tpn_pairs(&chosen.pairs)
        });
        let eval = choice.filter(|_| agrees).map(|c| c.evaluation.clone());
        let at = choice.map(|c| c.alteration);
        (input, eval, at)
    } else {
        let input = BracketInput::new(ctx, k, br.mdps.clone())?;
        let eval = evaluate(
            ctx,
            &input.mdps,
            &input.residents,
            &input.next,
            &input.lower,
            &chosen,
        );
        let at = pair_bracket(t, ctx, &input, &opts)?
            .trace
            .choice()
            .map(|c| c.alteration);
        (input, eval, at)
    };
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
            let with_pair = show(Some(alteration), &candidate, &evaluation);
            let chosen = show(chosen_at, &chosen, &ce);
            Ok(match evaluation.first_difference(&ce) {
                Some((criterion, Ordering::Greater)) => WhyNot::Worse {
                    bracket: k,
                    criterion,
                    with_pair,
                    chosen,
                },
                Some((c, _)) => WhyNot::Unexplained {
                    bracket: k,
                    differs: Decider::Criterion(c),
                    with_pair,
                    chosen,
                },
                None if chosen_at.is_some_and(|c| c > alteration) => WhyNot::Unexplained {
                    bracket: k,
                    differs: Decider::Earlier,
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::arbiter::{apply_pairing, forbid};
    use crate::model::{Prohibition, RoundRange};
    use crate::teach::study::RoundStudy;

    /// Four players; 1–3 forbidden in round 1 only. Without it round 1 is
    /// 1–3, 2–4 (S1 = {1, 2}, S2 = {3, 4}); with it 1–4, 2–3. "Why not
    /// 1–3?" answers with the record: [C1], forbidden in rounds 1–1.
    #[test]
    fn why_not_names_the_forbidden_pair_and_its_rounds() {
        let mut t = crate::model::arbiter::test_event(4, 3);
        let range = Some(RoundRange { first: 1, last: 1 });
        forbid(&mut t, &[Tpn(1), Tpn(3)], range).unwrap();
        let p = crate::systems::pair_round(&t, 1).unwrap();
        apply_pairing(&mut t, 1, &p).unwrap();
        let s = RoundStudy::new(&t, 1).unwrap();
        let answer = s.why_not(Tpn(3), Tpn(1), 10_000).unwrap();
        let record = Prohibition::new(Tpn(1), Tpn(3), range);
        assert_eq!(
            answer.reason,
            WhyNot::Absolute {
                criterion: Absolute::Forbidden {
                    record: Some(record)
                }
            }
        );
        assert_eq!(
            crate::lang::en::teach::absolute(&Absolute::Forbidden {
                record: Some(record)
            }),
            "C1 (forbidden pair: the arbiter keeps 1 and 3 apart in rounds 1–1, TRF 260)"
        );
    }
}
