//! The Dutch System's bracket procedure carried out literally (C.04.3 art.
//! 3.1–3.8, 4.1–4.5), as an arbiter would do it by hand: build the subgroups,
//! pair S1\[i\] with S2\[i\], evaluate, alter S2 / exchange / take the next set
//! of MDPs in the order the rules give, stop at the first perfect candidate
//! or take the best after the whole sequence.
//!
//! The engine ([`crate::dutch::bracket`]) finds the same candidate by weighted
//! matching; this module exists to show the work (see [`super::trace`]) and to
//! check the engine against the text. Candidates are evaluated with
//! [`evaluate`]; its look-ahead part ([C4], [C5], [C8], [C9]: the best
//! completion of the round) depends only on which bracket players are left
//! unpaired, so it is computed once per set of downfloaters and the rest is
//! counted per candidate (tested equal to [`evaluate`] in `tests`).
//!
//! Shortcuts that do not change the outcome, all visible in the trace:
//! - when S1\[i\]–S2\[j\] breaks [C1]–[C3], every transposition sharing that
//!   prefix is illegal too and is recorded as one run; when an MDP-Pairing
//!   is illegal, its remainder is not tried (counted as one candidate);
//! - with [`Options::use_bounds`]: a candidate that reaches a lower bound on
//!   every criterion ends the search (nothing later can be better, ties go
//!   to the earlier, art. 3.8), and a run of transpositions whose shared
//!   pairs already make them no better than the best so far is skipped as
//!   one record (an MDP-Pairing so skipped counts as one candidate);
//! - the same for the 2017 text (B.4, B.8) with its own bound
//!   ([`bound2017`]), which also skips one S1/S2 or a remainder's later
//!   exchanges as one record; its skipped runs count every candidate in
//!   them, so the trace numbers candidates as the whole sequence does.

use super::trace::{Alteration, BracketTrace, Parameters};
use crate::dutch::colours::ColourRule;
use crate::dutch::context::{Criteria, RoundContext};
use crate::dutch::evaluate::{pair_and_float_criteria, Candidate, Evaluation};
use crate::dutch::rules2026;
use crate::dutch::sequence::{exchanges_of_size, Exchange};
use crate::model::Pairing;
use crate::model::{Tournament, Tpn};
use serde::{Deserialize, Serialize};

mod bound2017;
mod candidate;
mod criteria2017;
mod feasible;
mod generate;
mod parameters;
mod search;

pub(in crate::teach) use feasible::completion_with_pair;
use search::{Flow, Search};

/// Limits of a literal run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Options {
    /// Most candidates examined per bracket (a run of transpositions sharing
    /// an illegal pair counts once). Beyond it the bracket is "unfinished".
    pub budget: u64,
    /// Keep the candidate records (off: only the choice, for bulk checks).
    pub record: bool,
    /// Merge consecutive candidates with the same outcome into one record
    /// (off: one record per candidate or illegal prefix).
    pub compress: bool,
    /// Use lower bounds (art. 3.8 order) to stop at a candidate that no
    /// later candidate can beat (`Search::lower_bound`) and to skip
    /// runs of transpositions whose shared pairs already make them no better
    /// than the best so far (`Search::subtree_bound`; 2017:
    /// `Search::subtree_bound_2017`, `Search::prune_splits`). The choice is
    /// the same as after the whole sequence (ties go to the earlier); the
    /// runner-up reported is the best among the candidates examined. Off:
    /// every candidate is generated and evaluated.
    pub use_bounds: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            budget: 200_000,
            record: true,
            compress: true,
            use_bounds: true,
        }
    }
}

/// Most sets of MDPs examined for art. 4.4 before giving up on a bracket.
const MAX_MDP_SUBSETS: usize = 5_000;

/// Why a literal pairing could not be made.
/// Its wording (`Display`) is in the `lang` layer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LiteralError {
    /// Round 0 asked for: rounds are numbered from 1.
    InvalidRound,
    /// C.04.3 art. 1.9.3: no round-pairing complies with [C1]–[C4].
    NoLegalPairing { round: u32 },
    /// Not a bracket of this round (0-based).
    NoSuchBracket { bracket: usize },
}

/// Which text judges a bracket's candidates, and how far it looks beyond
/// the bracket: the rule data of the one literal procedure.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Judge {
    /// C.04.3 (2026) art. 2: [C4] completion over every player not yet
    /// paired, [C5]–[C21] with [C8] over the next scoregroup.
    #[default]
    Dutch2026,
    /// C.04.3 (2017) A.9 normal route: no completion test, C.5–C.19 with
    /// C.7 over the next bracket only (`last`: the next bracket is the last
    /// one, which gives the PAB).
    Dutch2017NextBracket { last: bool },
    /// C.04.3 (2017) A.9 the last bracket, the PPB and the CLB: C.4
    /// completion over the players `lower`, C.5, C.6, C.8–C.19.
    Dutch2017Completion,
}

impl Judge {
    /// The criteria of the version this judge belongs to (for naming them).
    pub fn criteria(self) -> Criteria {
        match self {
            Judge::Dutch2026 => Criteria::Dutch2026,
            _ => Criteria::Dutch2017,
        }
    }
}

/// One bracket as the round reaches it: context indices in pairing order.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct BracketInput {
    /// 0-based index of the bracket (= of its resident scoregroup).
    pub index: usize,
    /// Moved-down players: the previous bracket's downfloaters (art. 1.4.1).
    pub mdps: Vec<usize>,
    /// The scoregroup `index` (art. 1.3.2).
    pub residents: Vec<usize>,
    /// The next scoregroup ([C8] look-ahead).
    pub next: Vec<usize>,
    /// All further scoregroups ([C4], [C5] look-ahead; 2017 C.4).
    pub lower: Vec<usize>,
    /// How the candidates are judged.
    #[serde(default)]
    pub judge: Judge,
}

impl BracketInput {
    /// Bracket `index` of `ctx` with the MDPs `mdps`.
    pub fn new(
        ctx: &RoundContext,
        index: usize,
        mdps: Vec<usize>,
    ) -> Result<BracketInput, LiteralError> {
        let groups = ctx.scoregroups();
        let residents = groups
            .get(index)
            .cloned()
            .ok_or(LiteralError::NoSuchBracket { bracket: index })?;
        Ok(BracketInput {
            index,
            mdps,
            residents,
            next: groups.get(index + 1).cloned().unwrap_or_default(),
            lower: groups.iter().skip(index + 2).flatten().copied().collect(),
            judge: Judge::Dutch2026,
        })
    }

    /// A 2017 bracket (A.9) of MDPs `mdps` and residents `residents` (the
    /// scoregroup, or every lower player for the CLB): on the normal route
    /// (`completion` false) it looks at the next scoregroup `next` only
    /// (C.7); the last bracket, the PPB and the CLB must leave the players
    /// `lower` completable (C.4).
    pub fn dutch2017(
        ctx: &RoundContext,
        index: usize,
        mdps: Vec<usize>,
        residents: Vec<usize>,
        completion: bool,
    ) -> BracketInput {
        let groups = ctx.scoregroups();
        let below: Vec<usize> = groups
            .iter()
            .skip(index + 1)
            .flatten()
            .copied()
            .filter(|i| !residents.contains(i))
            .collect();
        if completion {
            BracketInput {
                index,
                mdps,
                residents,
                next: Vec::new(),
                lower: below,
                judge: Judge::Dutch2017Completion,
            }
        } else {
            BracketInput {
                index,
                mdps,
                residents,
                next: groups.get(index + 1).cloned().unwrap_or_default(),
                lower: Vec::new(),
                judge: Judge::Dutch2017NextBracket {
                    last: index + 2 == groups.len(),
                },
            }
        }
    }

    fn all(&self) -> Vec<usize> {
        let mut v: Vec<usize> = self
            .mdps
            .iter()
            .chain(&self.residents)
            .chain(&self.next)
            .chain(&self.lower)
            .copied()
            .collect();
        crate::sort::sort(&mut v);
        v
    }

    fn bracket(&self) -> Vec<usize> {
        self.mdps.iter().chain(&self.residents).copied().collect()
    }
}

/// A bracket paired literally: the trace, and the chosen candidate (context
/// indices) when the bracket finished.
#[derive(Debug, Clone)]
pub struct BracketRun {
    pub trace: BracketTrace,
    pub chosen: Option<Candidate>,
}

/// How a literal round ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum RoundOutcome {
    /// Every bracket finished: the pairing, boards in publication order, and
    /// the colour rule of each board (art. 5.2).
    Paired {
        pairing: Pairing,
        colour_rules: Vec<ColourRule>,
    },
    /// Bracket `bracket` did not finish within the budget (or generated no
    /// legal candidate): the brackets after it were not paired.
    Unfinished { bracket: usize },
}

/// A round paired literally, bracket by bracket (art. 1.9.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LiteralRound {
    pub round: u32,
    pub brackets: Vec<BracketTrace>,
    /// The inputs of each bracket paired (context indices).
    pub inputs: Vec<BracketInput>,
    pub outcome: RoundOutcome,
}

/// Pairs round `round` of `t` (2026 rules) literally: bracket by bracket, the
/// downfloaters of one bracket becoming the MDPs of the next (art. 1.4.1,
/// 1.9.2), the player left after the last bracket getting the PAB (art.
/// 1.9.1), colours by art. 5.2.
pub fn pair_round(
    t: &Tournament,
    round: u32,
    opts: &Options,
) -> Result<LiteralRound, LiteralError> {
    if round == 0 {
        return Err(LiteralError::InvalidRound);
    }
    let ctx = RoundContext::new(t, round, rules2026::VERSION);
    pair_round_in(t, &ctx, opts)
}

/// [`pair_round`] on a context already built, by the route of its version:
/// 2026 art. 1.9, or 2017 A.9 ([`pair_round_2017`]).
pub fn pair_round_in(
    t: &Tournament,
    ctx: &RoundContext,
    opts: &Options,
) -> Result<LiteralRound, LiteralError> {
    if ctx.version.criteria == Criteria::Dutch2017 {
        return pair_round_2017(t, ctx, opts);
    }
    let groups = ctx.scoregroups();
    let mut mdps: Vec<usize> = Vec::new();
    let mut brackets = Vec::new();
    let mut inputs = Vec::new();
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    for k in 0..groups.len() {
        let input = BracketInput::new(ctx, k, std::mem::take(&mut mdps))?;
        let run = pair_bracket(t, ctx, &input, opts)?;
        brackets.push(run.trace);
        inputs.push(input);
        let Some(chosen) = run.chosen else {
            return Ok(LiteralRound {
                round: ctx.round,
                brackets,
                inputs,
                outcome: RoundOutcome::Unfinished { bracket: k },
            });
        };
        pairs.extend(chosen.pairs.iter().copied());
        // art. 1.4.1: the downfloaters are the next bracket's MDPs, in pairing order.
        mdps = chosen.downfloaters;
        crate::sort::sort(&mut mdps);
    }
    paired(ctx, brackets, inputs, &pairs, &mdps)
}

/// A round paired literally under the 2017 rules (C.04.3 of Baku 2016,
/// A.9): if no round-pairing complies with C.1–C.3, none is made; otherwise
/// bracket by bracket from the top, each looking only at the next bracket
/// (C.7); when a bracket's downfloaters and all the lower players cannot be
/// paired (C.1–C.3, one PAB at most), that bracket is the PPB and is paired
/// again under C.4, and its downfloaters with every lower player form the
/// CLB, which completes the round. The last bracket (or the CLB) gives the
/// PAB (A.9 note), colours by E.1–E.5.
pub fn pair_round_2017(
    t: &Tournament,
    ctx: &RoundContext,
    opts: &Options,
) -> Result<LiteralRound, LiteralError> {
    let groups = ctx.scoregroups();
    let everyone: Vec<usize> = (0..ctx.len()).collect();
    if !criteria2017::completes(ctx, &everyone) {
        return Err(LiteralError::NoLegalPairing { round: ctx.round });
    }
    let mut mdps: Vec<usize> = Vec::new();
    let mut brackets = Vec::new();
    let mut inputs = Vec::new();
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let unfinished = |brackets: Vec<BracketTrace>, inputs: Vec<BracketInput>| LiteralRound {
        round: ctx.round,
        outcome: RoundOutcome::Unfinished {
            bracket: brackets.len().saturating_sub(1),
        },
        brackets,
        inputs,
    };
    for k in 0..groups.len() {
        let last = k + 1 == groups.len();
        let mut input =
            BracketInput::dutch2017(ctx, k, std::mem::take(&mut mdps), groups[k].clone(), last);
        let mut run = pair_bracket(t, ctx, &input, opts)?;
        let mut ppb = false;
        if let (false, Some(chosen)) = (last, &run.chosen) {
            // A.9: the downfloaters and every lower player must still be pairable.
            let rest: Vec<usize> = chosen
                .downfloaters
                .iter()
                .chain(groups[k + 1..].iter().flatten())
                .copied()
                .collect();
            if !criteria2017::completes(ctx, &rest) {
                // This bracket is the PPB: paired again under C.4.
                let (m, r) = (input.mdps.clone(), input.residents.clone());
                input = BracketInput::dutch2017(ctx, k, m, r, true);
                run = pair_bracket(t, ctx, &input, opts)?;
                ppb = true;
            }
        }
        brackets.push(run.trace);
        inputs.push(input);
        let Some(chosen) = run.chosen else {
            return Ok(unfinished(brackets, inputs));
        };
        pairs.extend(chosen.pairs.iter().copied());
        mdps = chosen.downfloaters;
        crate::sort::sort(&mut mdps);
        if ppb {
            // The CLB: the PPB's downfloaters and every lower player.
            let residents: Vec<usize> = groups[k + 1..].iter().flatten().copied().collect();
            let input =
                BracketInput::dutch2017(ctx, k + 1, std::mem::take(&mut mdps), residents, true);
            let run = pair_bracket(t, ctx, &input, opts)?;
            brackets.push(run.trace);
            inputs.push(input);
            let Some(chosen) = run.chosen else {
                return Ok(unfinished(brackets, inputs));
            };
            pairs.extend(chosen.pairs.iter().copied());
            mdps = chosen.downfloaters;
            break;
        }
    }
    paired(ctx, brackets, inputs, &pairs, &mdps)
}

/// The round's end, by either route: at most one player, left over from
/// the last bracket, gets the PAB (2026 art. 1.9.1; 2017 A.9), and the
/// boards with their colours.
fn paired(
    ctx: &RoundContext,
    brackets: Vec<BracketTrace>,
    inputs: Vec<BracketInput>,
    pairs: &[(usize, usize)],
    left: &[usize],
) -> Result<LiteralRound, LiteralError> {
    let bye = match left {
        [] => None,
        [x] if ctx.players[*x].pab_eligible => Some(ctx.players[*x].tpn),
        _ => return Err(LiteralError::NoLegalPairing { round: ctx.round }),
    };
    let (pairing, colour_rules) = crate::dutch::boards(ctx, pairs, bye);
    Ok(LiteralRound {
        round: ctx.round,
        brackets,
        inputs,
        outcome: RoundOutcome::Paired {
            pairing,
            colour_rules,
        },
    })
}

/// Pairs one bracket literally.
pub fn pair_bracket(
    t: &Tournament,
    ctx: &RoundContext,
    input: &BracketInput,
    opts: &Options,
) -> Result<BracketRun, LiteralError> {
    let mut s = Search::new(t, ctx, input, *opts, None);
    let params = s.parameters()?;
    let flow = match &params {
        Some(p) => s.run(p),
        None => Flow::Budget,
    };
    let (trace, chosen) = s.finish(params.unwrap_or_default(), flow);
    Ok(BracketRun { trace, chosen })
}

/// [`pair_bracket`] for a 2017 bracket ([`Judge::Dutch2017NextBracket`] or
/// [`Judge::Dutch2017Completion`]) whose best candidate is known to be
/// as good as `engine` (the engine's pairing of it): with
/// [`Options::use_bounds`], the search ends at the first candidate equal
/// to it on every criterion. Nothing later can be better if the engine's is
/// the best; if an earlier one were better, it would be the best so far and
/// the search would go on past it, so a wrong engine still shows as a
/// different choice. Without bounds (or for 2026) it is [`pair_bracket`].
pub fn pair_bracket_against(
    t: &Tournament,
    ctx: &RoundContext,
    input: &BracketInput,
    opts: &Options,
    engine: &Candidate,
) -> Result<BracketRun, LiteralError> {
    let mut s = Search::new(t, ctx, input, *opts, None);
    let params = s.parameters()?;
    if opts.use_bounds && input.judge != Judge::Dutch2026 {
        let mut engine = engine.clone();
        crate::sort::sort(&mut engine.downfloaters);
        s.bound = s.evaluate_2017(&engine);
    }
    let flow = match &params {
        Some(p) => s.run(p),
        None => Flow::Budget,
    };
    let (trace, chosen) = s.finish(params.unwrap_or_default(), flow);
    Ok(BracketRun { trace, chosen })
}

/// The best candidate of a bracket that pairs `x` with `y` (context
/// indices), by art. 3.8 (earliest on ties), searched literally within
/// `budget` examinations.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Containing {
    Found {
        /// Where it stands in the bracket's sequence (generation order).
        alteration: Alteration,
        candidate: Candidate,
        evaluation: Box<Evaluation>,
    },
    /// Every candidate with the pair breaks [C1]–[C4], or none is generated
    /// (e.g. both are MDPs, art. 3.3.3).
    NoLegalCandidate,
    /// The budget ran out first.
    Unfinished {
        best_so_far: Option<Box<Containing>>,
    },
}

/// See [`Containing`]. Also returns the bracket's parameters (art. 3.1, 3.2, 4.4).
pub fn best_containing(
    t: &Tournament,
    ctx: &RoundContext,
    input: &BracketInput,
    pair: (usize, usize),
    budget: u64,
) -> Result<(Containing, Parameters), LiteralError> {
    let opts = Options {
        budget,
        record: false,
        compress: true,
        use_bounds: true,
    };
    let mut s = Search::new(t, ctx, input, opts, Some(pair));
    let Some(params) = s.parameters()? else {
        return Ok((
            Containing::Unfinished { best_so_far: None },
            Parameters::default(),
        ));
    };
    let flow = s.run(&params);
    let found = s
        .perfect
        .take()
        .or(s.best.take())
        .map(|b| Containing::Found {
            alteration: b.alt,
            candidate: b.cand,
            evaluation: Box::new(b.eval),
        });
    let c = match (flow, found) {
        (Flow::Budget, f) => Containing::Unfinished {
            best_so_far: f.map(Box::new),
        },
        (_, Some(f)) => f,
        (_, None) => Containing::NoLegalCandidate,
    };
    Ok((c, params))
}

/// The fewest pairs with two players preferring the same colour when `w`
/// players prefer White and `b` Black, `p` pairs are made and `d` players
/// downfloat: of the `w − dW` White-preferring players paired, at most `p`
/// can be in different pairs.
fn same_colour_bound(w: usize, b: usize, d: usize, p: usize) -> usize {
    (0..=d.min(w))
        .map(|dw| {
            let db = (d - dw).min(b);
            (w - dw).saturating_sub(p) + (b - db).saturating_sub(p)
        })
        .min()
        .unwrap_or(0)
}

/// The round in which `a` and `b` played each other, before `round`.
pub fn met_in(t: &Tournament, round: u32, a: Tpn, b: Tpn) -> Option<u32> {
    let p = t.player(a)?;
    (1..round).find(|&r| p.round(r).played_game().is_some_and(|(o, _, _)| o == b))
}

/// The `k`-subsets of `0..n` in lexicographic order.
fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut cur: Vec<usize> = (0..k).collect();
    if k > n {
        return out;
    }
    loop {
        out.push(cur.clone());
        if out.len() > MAX_MDP_SUBSETS {
            return out;
        }
        let Some(i) = (0..k).rev().find(|&i| cur[i] < n - k + i) else {
            return out;
        };
        cur[i] += 1;
        for j in i + 1..k {
            cur[j] = cur[j - 1] + 1;
        }
    }
}

fn desc(mut v: Vec<u32>) -> Vec<u32> {
    crate::sort::sort_by(&mut v, |a, b| b.cmp(a));
    v
}

/// [`evaluate`] without its look-ahead: [C6], [C7], [C10]–[C21] counted from
/// the candidate, [C5], [C8], [C9] taken from `look` (the evaluation of a
/// candidate with the same downfloaters, whose completion of the round is the same).
pub fn local_evaluation(
    ctx: &RoundContext,
    mdps: &[usize],
    residents: &[usize],
    cand: &Candidate,
    look: &Evaluation,
) -> Evaluation {
    Evaluation {
        c5_pab_score: look.c5_pab_score,
        c8_next_downfloaters: look.c8_next_downfloaters,
        c8_next_scores: look.c8_next_scores.clone(),
        c9_pab_unplayed: look.c9_pab_unplayed,
        ..counted(ctx, mdps, residents, &cand.pairs, &cand.downfloaters)
    }
}

/// [C6], [C7], [C10]–[C21] counted from `pairs` and `downfloaters` (the
/// other fields zero).
fn counted(
    ctx: &RoundContext,
    mdps: &[usize],
    residents: &[usize],
    pairs: &[(usize, usize)],
    downfloaters: &[usize],
) -> Evaluation {
    let score = |i: usize| ctx.players[i].pairing_score.0;
    let mut e = Evaluation {
        // [C6] number of downfloaters; [C7] their scores, descending.
        c6_downfloaters: downfloaters.len(),
        c7_downfloater_scores: desc(downfloaters.iter().map(|&i| score(i)).collect()),
        ..Default::default()
    };
    pair_and_float_criteria(ctx, mdps, residents, pairs, downfloaters, &mut e);
    e
}

/// art. 3.6.1 / 4.3.1: the exchange `e` applied to the original S1 `b1`
/// and S2 `b2` (BSNs), both re-sorted by art. 1.2 (= BSN order).
fn apply_exchange(b1: &[usize], b2: &[usize], e: &Exchange) -> (Vec<usize>, Vec<usize>) {
    let mut s1: Vec<usize> = b1
        .iter()
        .filter(|b| !e.from_s1.contains(b))
        .chain(&e.from_s2)
        .copied()
        .collect();
    let mut s2: Vec<usize> = b2
        .iter()
        .filter(|b| !e.from_s2.contains(b))
        .chain(&e.from_s1)
        .copied()
        .collect();
    crate::sort::sort(&mut s1);
    crate::sort::sort(&mut s2);
    (s1, s2)
}

/// What `pairs` and `downfloaters` (part of a candidate of `input`'s
/// bracket) fail on their own, by the bracket's judge: 2026 [C10]–[C21]
/// (`pair_and_float_criteria`), or 2017 C.8–C.19 (every float counted,
/// A.4.b). The candidate-wide criteria (2026 [C6]–[C9], 2017 C.5–C.7) are
/// left out: they belong to the whole candidate.
pub(in crate::teach) fn marks_alone(
    ctx: &RoundContext,
    input: &BracketInput,
    pairs: &[(usize, usize)],
    downfloaters: &[usize],
) -> Vec<crate::dutch::criterion::Criterion> {
    use crate::dutch::criterion::Criterion::*;
    match input.judge {
        Judge::Dutch2026 => {
            let mut e = Evaluation::default();
            pair_and_float_criteria(
                ctx,
                &input.mdps,
                &input.residents,
                pairs,
                downfloaters,
                &mut e,
            );
            e.violations()
        }
        _ => {
            let lowest = criteria2017::lowest(ctx, &input.bracket());
            let e = criteria2017::counted(ctx, lowest, pairs, downfloaters);
            let mut v = e.violations();
            v.retain(|c| !matches!(c, C6Downfloaters | C7DownfloaterScores | C8NextBracket));
            v
        }
    }
}

/// The (S1, S2) of a homogeneous bracket of `n` players with MaxPairs `n1`
/// (BSNs) in the order the literal search uses them (art. 3.6.1, 4.3): the
/// original subgroups first, then each resident exchange in art. 4.3.2 order
/// applied to the original S1/S2 and re-sorted, with the exchange.
pub fn subgroup_order(n: usize, n1: usize) -> Vec<(Option<Exchange>, Vec<usize>, Vec<usize>)> {
    let n1 = n1.min(n);
    let b1: Vec<usize> = (1..=n1).collect();
    let b2: Vec<usize> = (n1 + 1..=n).collect();
    let mut out = vec![(None, b1.clone(), b2.clone())];
    for size in 1..=n1.min(n - n1) {
        for e in exchanges_of_size(&b1, &b2, size) {
            let (s1, s2) = apply_exchange(&b1, &b2, &e);
            out.push((Some(e), s1, s2));
        }
    }
    out
}
