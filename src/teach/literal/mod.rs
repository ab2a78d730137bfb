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
//!   one record (an MDP-Pairing so skipped counts as one candidate).

use super::trace::{
    Absolute, Alteration, BracketStatus, BracketTrace, CandidateRecord, Choice, ChoiceReason,
    Decider, Membership, Outcome, Parameters, PlayerRow, Recorder, RunnerUp,
};
use crate::dutch::colours::ColourRule;
use crate::dutch::context::RoundContext;
use crate::dutch::criteria::{floated, Criterion};
use crate::dutch::evaluate::{evaluate, pair_and_float_criteria, Candidate, Evaluation};
use crate::dutch::rules2026;
use crate::dutch::sequence::{exchanges_of_size, Exchange};
use crate::matching::max_weight_matching;
use crate::model::Pairing;
use crate::model::{Colour, Points, Tournament, Tpn};
use crate::swiss::{Float, Strength};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

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
    /// than the best so far (`Search::subtree_bound`). The choice is
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
    /// All further scoregroups ([C4], [C5] look-ahead).
    pub lower: Vec<usize>,
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
        })
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
        v.sort_unstable();
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

/// [`pair_round`] on a context already built.
pub fn pair_round_in(
    t: &Tournament,
    ctx: &RoundContext,
    opts: &Options,
) -> Result<LiteralRound, LiteralError> {
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
        mdps.sort_unstable();
    }
    // art. 1.9.1: at most one player, from the last bracket, gets the PAB.
    let bye = match mdps.as_slice() {
        [] => None,
        [x] if ctx.players[*x].pab_eligible => Some(ctx.players[*x].tpn),
        _ => return Err(LiteralError::NoLegalPairing { round: ctx.round }),
    };
    let (pairing, colour_rules) = crate::dutch::boards(ctx, &pairs, bye);
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

// ---------------------------------------------------------------------------
// Feasibility: MaxPairs, M1, pairable MDP sets ([C1]–[C4] by matching).

/// What a still-unpaired player is to the bracket, for [`feasible`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Place {
    /// An MDP that may be paired in the bracket (with a resident only, art. 3.3.3).
    Mdp,
    /// A resident that may be paired in the bracket.
    Resident,
    /// In the bracket but not to be paired there (Limbo, art. 3.2.4).
    Held,
    /// Not in the bracket: paired (if at all) in a later bracket.
    Outside,
}

/// What the best legal completion of the round gives (see [`feasible`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Feasible {
    /// [C5]: the level (index into `ctx.levels`) of the PAB assignee, if any.
    pab_level: Option<usize>,
    /// Pairs made in the bracket.
    pairs: usize,
    /// MDPs paired in the bracket.
    mdps: usize,
    /// `required` players paired in the bracket.
    required: usize,
    /// Pairs within the next bracket (downfloaters and the next scoregroup).
    next_pairs: usize,
}

/// The best legal completion of the round when the players `alive` are
/// still to pair: maximises, in this order, the players paired ([C1]–[C4]:
/// all but at most one PAB-eligible player), the PAB assignee's score as low
/// as possible ([C5]), the `required` MDPs paired in the bracket, the pairs
/// made in the bracket ([C6]), the MDPs paired in the bracket ([C7]: MDPs
/// outscore residents) — or, given `next` (the next scoregroup), the pairs
/// made in the next bracket instead ([C8]). `None` when no legal completion
/// exists ([C4]).
fn feasible(
    ctx: &RoundContext,
    alive: &[usize],
    place: &dyn Fn(usize) -> Place,
    required: &dyn Fn(usize) -> bool,
    forced: Option<(usize, usize)>,
    ignore_c2: bool,
    next: Option<&dyn Fn(usize) -> bool>,
) -> Option<Feasible> {
    const F: u32 = 24;
    let n = alive.len();
    let top = ctx.levels.len().saturating_sub(1) as i128;
    let in_b = |p: Place| p != Place::Outside;
    let weight = |a: usize, b: usize| -> Option<i128> {
        let (u, v) = (alive[a], alive[b]);
        if !ctx.compatible(u, v) {
            return None;
        }
        if let Some((x, y)) = forced {
            let hit = [u, v].iter().filter(|&&w| w == x || w == y).count();
            if hit == 1 || (hit == 2 && !((u == x && v == y) || (u == y && v == x))) {
                return None;
            }
        }
        let (pu, pv) = (place(u), place(v));
        let mut w: i128 = 0;
        let elig = |i: usize| (ignore_c2 || ctx.players[i].pab_eligible) as i128;
        w += (4 - elig(u) - elig(v)) << (4 * F);
        // [C5]: leaving unpaired the lowest level = pairing the highest ones.
        let lv = |i: usize| top - ctx.level[i] as i128;
        w += (lv(u) + lv(v)) << (3 * F);
        if in_b(pu) && in_b(pv) {
            // In the bracket only MDP–resident and resident–resident pairs (art. 3.3).
            if pu == Place::Held || pv == Place::Held || (pu == Place::Mdp && pv == Place::Mdp) {
                return None;
            }
            let req = (required(u) as i128) + (required(v) as i128);
            w += req << (2 * F);
            w += 1 << F;
            if next.is_none() {
                w += ((pu == Place::Mdp) as i128) + ((pv == Place::Mdp) as i128);
            }
        } else if let Some(nx) = next {
            // a downfloater of the bracket or a next-scoregroup player, with a next-scoregroup player
            let in_nb = |i: usize, p: Place| nx(i) || in_b(p);
            if in_nb(u, pu) && in_nb(v, pv) {
                w += 1;
            }
        }
        Some(w)
    };
    let m = max_weight_matching(n, weight).ok()?;
    let unmatched: Vec<usize> = (0..n).filter(|&a| m.mate[a].is_none()).collect();
    let pab_level = match unmatched.as_slice() {
        [] => None,
        [a] if ignore_c2 || ctx.players[alive[*a]].pab_eligible => Some(ctx.level[alive[*a]]),
        _ => return None,
    };
    if let Some((x, y)) = forced {
        let px = alive.iter().position(|&i| i == x)?;
        if m.mate[px].map(|b| alive[b]) != Some(y) {
            return None;
        }
    }
    let mut f = Feasible {
        pab_level,
        pairs: 0,
        mdps: 0,
        required: 0,
        next_pairs: 0,
    };
    for (a, b) in m.pairs() {
        let (u, v) = (alive[a], alive[b]);
        let (pu, pv) = (place(u), place(v));
        if in_b(pu) && in_b(pv) {
            f.pairs += 1;
            f.mdps += (pu == Place::Mdp) as usize + (pv == Place::Mdp) as usize;
            f.required += required(u) as usize + required(v) as usize;
        } else if let Some(nx) = next {
            let in_nb = |i: usize, p: Place| nx(i) || in_b(p);
            f.next_pairs += (in_nb(u, pu) && in_nb(v, pv)) as usize;
        }
    }
    Some(f)
}

/// Can the players `alive` all be paired ([C1], [C3]; at most one left for
/// the PAB) with `x` against `y`? With `ignore_c2`, anybody may get the PAB.
pub(super) fn completion_with_pair(
    ctx: &RoundContext,
    alive: &[usize],
    (x, y): (usize, usize),
    ignore_c2: bool,
) -> bool {
    feasible(
        ctx,
        alive,
        &|_| Place::Outside,
        &|_| false,
        Some((x, y)),
        ignore_c2,
        None,
    )
    .is_some()
}

// ---------------------------------------------------------------------------
// The search.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Flow {
    Go,
    Perfect,
    /// A candidate reached the lower bound: nothing later can beat it.
    Unbeatable,
    Budget,
}

#[derive(Debug, Clone)]
struct Found {
    eval: Evaluation,
    index: u64,
    alt: Alteration,
    cand: Candidate,
}

/// Number of transpositions of `n` elements taken `k` at a time (n!/(n−k)!).
fn arrangements(n: usize, k: usize) -> u64 {
    (0..k.min(n)).fold(1u64, |acc, i| acc.saturating_mul((n - i) as u64))
}

struct Search<'a> {
    t: &'a Tournament,
    ctx: &'a RoundContext,
    input: &'a BracketInput,
    opts: Options,
    /// Only candidates pairing these two players count ("why not X–Y?").
    filter: Option<(usize, usize)>,
    /// BSN (art. 4.1) in the bracket, by context index; 0 outside.
    bsn: Vec<usize>,
    /// Look-ahead evaluation by set of downfloaters (`None`: [C4] fails).
    lookahead: HashMap<Vec<usize>, Option<Evaluation>>,
    /// MaxPairs of a remainder by MDP set and partners.
    remainder_max: HashMap<(usize, Vec<usize>), Option<usize>>,
    generated: u64,
    examined: u64,
    best: Option<Found>,
    second: Option<Found>,
    perfect: Option<Found>,
    recorder: Recorder,
    /// A lower bound on every candidate's evaluation (art. 3.8 order).
    bound: Option<Evaluation>,
    alt: Alteration,
    exchange: Option<(Vec<usize>, Vec<usize>)>,
    announce: Option<Vec<Tpn>>,
}

impl<'a> Search<'a> {
    fn new(
        t: &'a Tournament,
        ctx: &'a RoundContext,
        input: &'a BracketInput,
        opts: Options,
        filter: Option<(usize, usize)>,
    ) -> Search<'a> {
        let mut bsn = vec![0; ctx.len()];
        for (k, i) in input.bracket().into_iter().enumerate() {
            bsn[i] = k + 1;
        }
        Search {
            t,
            ctx,
            input,
            opts,
            filter,
            bsn,
            lookahead: HashMap::new(),
            remainder_max: HashMap::new(),
            generated: 0,
            examined: 0,
            best: None,
            second: None,
            perfect: None,
            recorder: Recorder::new(opts.record, opts.compress),
            bound: None,
            alt: Alteration::default(),
            exchange: None,
            announce: None,
        }
    }

    fn tpn(&self, i: usize) -> Tpn {
        self.ctx.players[i].tpn
    }

    /// art. 3.1 and 3.2, and the valid sets of pairable MDPs of art. 4.4.
    /// `Ok(None)`: too many MDP sets to examine (reported as unfinished).
    fn parameters(&mut self) -> Result<Option<Parameters>, LiteralError> {
        let ctx = self.ctx;
        let input = self.input;
        let alive = input.all();
        let is_mdp = |i: usize| input.mdps.contains(&i);
        let is_res = |i: usize| input.residents.contains(&i);
        let place = |i: usize| {
            if is_mdp(i) {
                Place::Mdp
            } else if is_res(i) {
                Place::Resident
            } else {
                Place::Outside
            }
        };
        // art. 3.1.2 / 3.1.3: MaxPairs and M1 among the candidates that
        // comply with [C1]–[C4] and [C5] (which outranks [C6]).
        let best = feasible(ctx, &alive, &place, &|_| false, None, false, None)
            .ok_or(LiteralError::NoLegalPairing { round: ctx.round })?;
        let (max_pairs, m1) = (best.pairs, best.mdps);
        if self.opts.use_bounds {
            self.bound = Some(self.lower_bound(&alive, &place, &best));
        }
        let m0 = input.mdps.len();
        let mut p = Parameters {
            m0,
            max_pairs,
            m1,
            ..Default::default()
        };
        if m0 == 0 {
            // art. 3.2.2: homogeneous: S1 = the first MaxPairs players.
            p.s1 = (1..=max_pairs).collect();
            p.s2 = (max_pairs + 1..=input.residents.len()).collect();
            return Ok(Some(p));
        }
        // art. 4.4.1: a set of M1 MDPs is pairable if a candidate with MaxPairs
        // pairs (and the best [C5]) pairs exactly them and the round can be completed; valid if the
        // Limbo it leaves has the lowest scores ([C7]) among pairable sets.
        let subsets = combinations(m0, m1);
        if subsets.len() > MAX_MDP_SUBSETS {
            return Ok(None);
        }
        let mut pairable: Vec<(Vec<usize>, Vec<u32>)> = Vec::new();
        for set in subsets {
            let chosen: Vec<usize> = set.iter().map(|&k| input.mdps[k]).collect();
            let in_set = |i: usize| chosen.contains(&i);
            let place_s = |i: usize| match place(i) {
                Place::Mdp if !in_set(i) => Place::Held,
                other => other,
            };
            let ok = feasible(ctx, &alive, &place_s, &in_set, None, false, None).is_some_and(|f| {
                f.pab_level == best.pab_level && f.pairs == max_pairs && f.required == m1
            });
            if ok {
                let mut limbo: Vec<u32> = input
                    .mdps
                    .iter()
                    .filter(|i| !in_set(**i))
                    .map(|&i| ctx.players[i].pairing_score.0)
                    .collect();
                limbo.sort_unstable_by(|a, b| b.cmp(a));
                pairable.push((set.iter().map(|k| k + 1).collect(), limbo));
            }
        }
        // art. 4.4.2: sorted by the smallest differing BSN (lexicographic here,
        // as `combinations` yields them).
        if let Some(min) = pairable.iter().map(|(_, l)| l.clone()).min() {
            p.mdp_sets = pairable
                .into_iter()
                .filter(|(_, l)| *l == min)
                .map(|(s, _)| s)
                .collect();
        }
        if let Some(first) = p.mdp_sets.first() {
            p.s1 = first.clone();
            p.limbo = (1..=m0).filter(|b| !first.contains(b)).collect();
        }
        p.s2 = (m0 + 1..=m0 + input.residents.len()).collect();
        Ok(Some(p))
    }

    /// A lower bound L on the evaluation of every candidate of the bracket,
    /// in the order of art. 3.8: any candidate either is worse than L on an
    /// earlier criterion or is at least L on the next one.
    /// - [C5]: the lowest PAB score of any legal completion of the round;
    /// - [C6]: given that, the bracket size − 2·MaxPairs;
    /// - [C7]: that many of the lowest scores of the bracket;
    /// - [C8]: given [C5] and [C6], the next bracket's players ([C6]
    ///   downfloaters + next scoregroup) − 2 × the most pairs it can make,
    ///   each with at least the next scoregroup's score;
    /// - [C12]/[C13]: with P pairs and d downfloaters, at least (players
    ///   preferring White, strongly for [C13], who are paired) − P pairs have
    ///   two such players; the same for Black; the d downfloaters chosen to
    ///   make that least;
    /// - [C14]/[C16]: at least d − M0 residents downfloat; those beyond the
    ///   residents who did not downfloat 1 (2) rounds before count;
    /// - [C15]–[C21], when the [C7] bound holds only residents' scores (so a
    ///   candidate reaching it pairs every MDP with a resident): at least M0 −
    ///   (residents who did not upfloat 1 (2) rounds before) MDP opponents
    ///   upfloated again, with the smallest score differences there are
    ///   ([C19], [C21]); every MDP who downfloated 1 (2) rounds before counts
    ///   its score difference ([C18], [C20]). Otherwise nothing;
    /// - [C9]–[C11]: nothing unfulfilled.
    fn lower_bound(
        &self,
        alive: &[usize],
        place: &dyn Fn(usize) -> Place,
        best: &Feasible,
    ) -> Evaluation {
        let ctx = self.ctx;
        let input = self.input;
        let bracket = input.bracket();
        let l6 = bracket.len().saturating_sub(2 * best.pairs);
        let mut scores: Vec<u32> = bracket
            .iter()
            .map(|&i| ctx.players[i].pairing_score.0)
            .collect();
        scores.sort_unstable();
        scores.truncate(l6);
        scores.reverse();
        let (l8, l8_scores) = match input.next.first() {
            None => (0, vec![]),
            Some(&first) => {
                let in_next = |i: usize| input.next.contains(&i);
                let nb_pairs = feasible(ctx, alive, place, &|_| false, None, false, Some(&in_next))
                    .map_or(0, |f| f.next_pairs);
                let l8 = (l6 + input.next.len()).saturating_sub(2 * nb_pairs);
                (l8, vec![ctx.players[first].pairing_score.0; l8])
            }
        };
        let count = |f: &dyn Fn(&crate::swiss::PlayerHistory) -> bool| {
            bracket.iter().filter(|&&i| f(&ctx.players[i])).count()
        };
        let prefers = |c: Colour, min: Strength| {
            move |p: &crate::swiss::PlayerHistory| {
                p.preference
                    .is_some_and(|q| q.colour == c && q.strength >= min)
            }
        };
        let p = best.pairs;
        let l12 = same_colour_bound(
            count(&prefers(Colour::White, Strength::Mild)),
            count(&prefers(Colour::Black, Strength::Mild)),
            l6,
            p,
        );
        let l13 = same_colour_bound(
            count(&prefers(Colour::White, Strength::Strong)),
            count(&prefers(Colour::Black, Strength::Strong)),
            l6,
            p,
        );
        let resident_down = l6.saturating_sub(input.mdps.len());
        let not_floated = |back: usize| {
            input
                .residents
                .iter()
                .filter(|&&i| !floated(ctx, i, back, Float::Down))
                .count()
        };
        let mut e = Evaluation::default();
        let res_score = input
            .residents
            .first()
            .map(|&r| ctx.players[r].pairing_score.0);
        if let Some(res) = res_score.filter(|&r| scores.iter().all(|&x| x == r)) {
            let m0 = input.mdps.len();
            let sd = |m: usize| ctx.players[m].pairing_score.0.saturating_sub(res);
            let desc = |mut v: Vec<u32>| {
                v.sort_unstable_by(|a, b| b.cmp(a));
                v
            };
            let not_up = |back: usize| {
                input
                    .residents
                    .iter()
                    .filter(|&&i| !floated(ctx, i, back, Float::Up))
                    .count()
            };
            let smallest = |k: usize| {
                let mut v: Vec<u32> = input.mdps.iter().map(|&m| sd(m)).collect();
                v.sort_unstable();
                v.truncate(k);
                desc(v)
            };
            let (up1, up2) = (m0.saturating_sub(not_up(1)), m0.saturating_sub(not_up(2)));
            e.c15_mdp_opponent_upfloat_again = up1 as u32;
            e.c17_mdp_opponent_upfloat_two_before = up2 as u32;
            e.c19_opponent_upfloat_again_sd = smallest(up1);
            e.c21_opponent_upfloat_two_before_sd = smallest(up2);
            let downfloated = |back: usize| {
                desc(
                    input
                        .mdps
                        .iter()
                        .filter(|&&m| floated(ctx, m, back, Float::Down))
                        .map(|&m| sd(m))
                        .collect(),
                )
            };
            e.c18_mdp_downfloat_again_sd = downfloated(1);
            e.c20_mdp_downfloat_two_before_sd = downfloated(2);
        }
        Evaluation {
            c5_pab_score: best.pab_level.and_then(|l| ctx.levels.get(l)).map(|p| p.0),
            c6_downfloaters: l6,
            c7_downfloater_scores: scores,
            c8_next_downfloaters: l8,
            c8_next_scores: l8_scores,
            c12_colour_preference: l12 as u32,
            c13_strong_colour_preference: l13 as u32,
            c14_resident_downfloat_again: resident_down.saturating_sub(not_floated(1)) as u32,
            c16_resident_downfloat_two_before: resident_down.saturating_sub(not_floated(2)) as u32,
            ..e
        }
    }

    fn run(&mut self, p: &Parameters) -> Flow {
        let input = self.input;
        if input.mdps.is_empty() {
            return self.homogeneous(&input.residents, p.max_pairs, &[], &[]);
        }
        for (k, set) in p.mdp_sets.iter().enumerate() {
            // art. 3.7.3: the next valid set of MDPs, S2 restored.
            self.alt = Alteration {
                mdp_set: Some(k),
                mdp_transposition: Some(0),
                ..Default::default()
            };
            self.recorder.cut();
            let s1: Vec<usize> = set.iter().map(|&b| input.mdps[b - 1]).collect();
            let limbo: Vec<usize> = input
                .mdps
                .iter()
                .copied()
                .filter(|i| !s1.contains(i))
                .collect();
            if let Some((x, y)) = self.filter {
                // an MDP of the pair in the Limbo: no candidate of this set has it
                if limbo.contains(&x) || limbo.contains(&y) {
                    continue;
                }
            }
            let residents = input.residents.clone();
            let f = self.transpositions(&s1, &residents, &[], &limbo, Level::Mdp { set: k });
            if f != Flow::Go {
                return f;
            }
        }
        Flow::Go
    }

    /// art. 3.6 on a homogeneous bracket or remainder `players` (pairing
    /// order) with MaxPairs `n1`; `fixed` are the MDP-Pairing's pairs,
    /// `limbo` the MDPs bound to downfloat.
    fn homogeneous(
        &mut self,
        players: &[usize],
        n1: usize,
        fixed: &[(usize, usize)],
        limbo: &[usize],
    ) -> Flow {
        let n1 = n1.min(players.len() / 2);
        let s1o = &players[..n1];
        let s2o = &players[n1..];
        // art. 3.2: the original S1 and S2.
        self.alt.exchange = 0;
        self.exchange = None;
        let f = self.split(s1o, s2o, fixed, limbo);
        if f != Flow::Go {
            return f;
        }
        // art. 3.6.1 / 4.3: exchanges between the original S1 and S2, in art. 4.3.2 order.
        let b1: Vec<usize> = (1..=n1).collect();
        let b2: Vec<usize> = (n1 + 1..=players.len()).collect();
        let mut k = 0;
        for size in 1..=n1.min(s2o.len()) {
            for e in exchanges_of_size(&b1, &b2, size) {
                k += 1;
                let (s1, s2) = apply_exchange(&b1, &b2, &e);
                let s1: Vec<usize> = s1.iter().map(|&b| players[b - 1]).collect();
                let s2: Vec<usize> = s2.iter().map(|&b| players[b - 1]).collect();
                self.alt.exchange = k;
                self.exchange = Some((e.from_s1, e.from_s2));
                let f = self.split(&s1, &s2, fixed, limbo);
                if f != Flow::Go {
                    return f;
                }
            }
        }
        Flow::Go
    }

    /// All transpositions of `s2` against `s1` (art. 4.2).
    fn split(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        fixed: &[(usize, usize)],
        limbo: &[usize],
    ) -> Flow {
        if let Some((x, y)) = self.filter {
            let side = |i: usize| {
                if s1.contains(&i) {
                    Some(1)
                } else if s2.contains(&i) {
                    Some(2)
                } else {
                    None
                }
            };
            let (sx, sy) = (side(x), side(y));
            let paired_in_fixed = fixed
                .iter()
                .any(|&(a, b)| (a == x && b == y) || (a == y && b == x));
            if !paired_in_fixed && (sx.is_none() || sy.is_none() || sx == sy) {
                self.generated = self
                    .generated
                    .saturating_add(arrangements(s2.len(), s1.len()));
                return Flow::Go;
            }
        }
        self.transpositions(s1, s2, fixed, limbo, Level::Remainder)
    }

    /// Every transposition of `s2` against `s1` in art. 4.2 order, from the first.
    fn transpositions(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        fixed: &[(usize, usize)],
        limbo: &[usize],
        level: Level,
    ) -> Flow {
        let mut used = vec![false; s2.len()];
        let mut chosen = Vec::new();
        let mut rank = 0u64;
        self.dfs(
            s1,
            s2,
            &mut used,
            &mut chosen,
            &mut rank,
            fixed,
            limbo,
            level,
        )
    }

    fn blocked_by_filter(&self, a: usize, b: usize) -> bool {
        match self.filter {
            None => false,
            Some((x, y)) => {
                let hits = |p: usize, q: usize| (p == x && q != y) || (p == y && q != x);
                hits(a, b) || hits(b, a)
            }
        }
    }

    /// Depth-first over the transpositions of `s2` in art. 4.2 order: position
    /// `chosen.len()` of S1 takes the next unused S2 player.
    #[allow(clippy::too_many_arguments)]
    fn dfs(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        used: &mut [bool],
        chosen: &mut Vec<usize>,
        rank: &mut u64,
        fixed: &[(usize, usize)],
        limbo: &[usize],
        level: Level,
    ) -> Flow {
        let pos = chosen.len();
        if pos == s1.len() {
            let f = match level {
                Level::Mdp { set } => self.mdp_leaf(s1, s2, chosen, *rank, limbo, set),
                Level::Remainder => {
                    self.alt.transposition = *rank;
                    let mut pairs = fixed.to_vec();
                    pairs.extend(s1.iter().copied().zip(chosen.iter().copied()));
                    let mut down = limbo.to_vec();
                    down.extend(s2.iter().copied().filter(|i| !chosen.contains(i)));
                    self.leaf(pairs, down)
                }
            };
            *rank = rank.saturating_add(1);
            return f;
        }
        let below = arrangements(s2.len() - pos - 1, s1.len() - pos - 1);
        for j in 0..s2.len() {
            if used[j] {
                continue;
            }
            let (a, b) = (s1[pos], s2[j]);
            if self.blocked_by_filter(a, b) {
                self.generated = self.generated.saturating_add(below);
                *rank = rank.saturating_add(below);
                continue;
            }
            if !self.ctx.compatible(a, b) {
                // Every transposition with this prefix breaks [C1]–[C3].
                match level {
                    Level::Mdp { .. } => self.alt.mdp_transposition = Some(*rank),
                    Level::Remainder => self.alt.transposition = *rank,
                }
                let mut pairs = fixed.to_vec();
                pairs.extend(s1.iter().copied().zip(chosen.iter().copied()));
                pairs.push((a, b));
                let last = self.last_alt(level, rank.saturating_add(below).saturating_sub(1));
                self.illegal(a, b, below, pairs, last);
                *rank = rank.saturating_add(below);
                if self.examined >= self.opts.budget {
                    return Flow::Budget;
                }
                continue;
            }
            used[j] = true;
            chosen.push(b);
            if below > 1 {
                if let Some(best) = self.best.as_ref().map(|b| (b.index, b.eval.clone())) {
                    let mut prefix = fixed.to_vec();
                    prefix.extend(s1.iter().copied().zip(chosen.iter().copied()));
                    let rest_s2: Vec<usize> = s2
                        .iter()
                        .enumerate()
                        .filter(|(k, _)| !used[*k])
                        .map(|(_, &i)| i)
                        .collect();
                    let rest_s1 = match level {
                        Level::Remainder => &s1[pos + 1..],
                        // the remainder's own pairs are not known yet
                        Level::Mdp { .. } => &[][..],
                    };
                    if let Some((lb, true)) = self.subtree_bound(&prefix, limbo, rest_s1, &rest_s2)
                    {
                        if lb.compare(&best.1) != std::cmp::Ordering::Less {
                            // art. 3.8: nothing here can beat the best so far.
                            match level {
                                Level::Mdp { .. } => self.alt.mdp_transposition = Some(*rank),
                                Level::Remainder => self.alt.transposition = *rank,
                            }
                            let last =
                                self.last_alt(level, rank.saturating_add(below).saturating_sub(1));
                            let criterion = lb.first_difference(&best.1).map(|(c, _)| c);
                            self.cannot_beat(below, prefix, last, best.0, criterion);
                            *rank = rank.saturating_add(below);
                            chosen.pop();
                            used[j] = false;
                            if self.examined >= self.opts.budget {
                                return Flow::Budget;
                            }
                            continue;
                        }
                    }
                }
            }
            let f = self.dfs(s1, s2, used, chosen, rank, fixed, limbo, level);
            chosen.pop();
            used[j] = false;
            if f != Flow::Go {
                return f;
            }
        }
        Flow::Go
    }

    /// A lower bound on every candidate whose pairs include `prefix`, with
    /// `rest_s1` still to pair against some of `rest_s2` (art. 3.8 order):
    /// the bracket's bound ([`Search::lower_bound`]) raised by what the
    /// prefix already breaks ([C10]–[C13], and [C15]–[C21] of its MDP pairs
    /// and the Limbo), plus the same-colour pairs the rest cannot avoid.
    /// Also tells whether every such candidate is imperfect (so none could
    /// be accepted at once, art. 3.4.1).
    fn subtree_bound(
        &self,
        prefix: &[(usize, usize)],
        limbo: &[usize],
        rest_s1: &[usize],
        rest_s2: &[usize],
    ) -> Option<(Evaluation, bool)> {
        let bound = self.bound.as_ref()?;
        let ctx = self.ctx;
        let p = counted(ctx, &self.input.mdps, &self.input.residents, prefix, limbo);
        // Pairs of rest_s1 with rest_s2 players: of the rest_s1 players
        // preferring a colour, at most (rest_s2 players not preferring it) avoid it.
        let rest = |min: Strength| {
            [Colour::White, Colour::Black]
                .iter()
                .map(|&c| {
                    let wants = |i: &&usize| {
                        ctx.players[**i]
                            .preference
                            .is_some_and(|q| q.colour == c && q.strength >= min)
                    };
                    let a = rest_s1.iter().filter(wants).count();
                    let others = rest_s2.len() - rest_s2.iter().filter(wants).count();
                    a.saturating_sub(others) as u32
                })
                .sum::<u32>()
        };
        let c12 = p.c12_colour_preference + rest(Strength::Mild);
        let c13 = p.c13_strong_colour_preference + rest(Strength::Strong);
        let imperfect = c12 > 0
            || c13 > 0
            || p.c10_topscorer_colour_difference > 0
            || p.c11_topscorer_three_in_a_row > 0
            || p.c15_mdp_opponent_upfloat_again > 0
            || p.c17_mdp_opponent_upfloat_two_before > 0
            || !p.c18_mdp_downfloat_again_sd.is_empty()
            || !p.c19_opponent_upfloat_again_sd.is_empty()
            || !p.c20_mdp_downfloat_two_before_sd.is_empty()
            || !p.c21_opponent_upfloat_two_before_sd.is_empty();
        let b = bound;
        let lb = Evaluation {
            c10_topscorer_colour_difference: b
                .c10_topscorer_colour_difference
                .max(p.c10_topscorer_colour_difference),
            c11_topscorer_three_in_a_row: b
                .c11_topscorer_three_in_a_row
                .max(p.c11_topscorer_three_in_a_row),
            c12_colour_preference: b.c12_colour_preference.max(c12),
            c13_strong_colour_preference: b.c13_strong_colour_preference.max(c13),
            c15_mdp_opponent_upfloat_again: b
                .c15_mdp_opponent_upfloat_again
                .max(p.c15_mdp_opponent_upfloat_again),
            c17_mdp_opponent_upfloat_two_before: b
                .c17_mdp_opponent_upfloat_two_before
                .max(p.c17_mdp_opponent_upfloat_two_before),
            c18_mdp_downfloat_again_sd: b
                .c18_mdp_downfloat_again_sd
                .clone()
                .max(p.c18_mdp_downfloat_again_sd),
            c19_opponent_upfloat_again_sd: b
                .c19_opponent_upfloat_again_sd
                .clone()
                .max(p.c19_opponent_upfloat_again_sd),
            c20_mdp_downfloat_two_before_sd: b
                .c20_mdp_downfloat_two_before_sd
                .clone()
                .max(p.c20_mdp_downfloat_two_before_sd),
            c21_opponent_upfloat_two_before_sd: b
                .c21_opponent_upfloat_two_before_sd
                .clone()
                .max(p.c21_opponent_upfloat_two_before_sd),
            ..b.clone()
        };
        Some((lb, imperfect))
    }

    fn last_alt(&self, level: Level, rank: u64) -> Alteration {
        let mut a = self.alt;
        match level {
            Level::Mdp { .. } => a.mdp_transposition = Some(rank),
            Level::Remainder => a.transposition = rank,
        }
        a
    }

    /// An MDP-Pairing is made (art. 3.3.3): pair its remainder (art. 3.7.1).
    fn mdp_leaf(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        partners: &[usize],
        rank: u64,
        limbo: &[usize],
        set: usize,
    ) -> Flow {
        self.alt.mdp_transposition = Some(rank);
        self.alt.exchange = 0;
        self.alt.transposition = 0;
        self.recorder.cut();
        let fixed: Vec<(usize, usize)> = s1.iter().copied().zip(partners.iter().copied()).collect();
        let remainder: Vec<usize> = s2
            .iter()
            .copied()
            .filter(|i| !partners.contains(i))
            .collect();
        if self.opts.record {
            self.announce = Some(remainder.iter().map(|&i| self.tpn(i)).collect());
        }
        let mut key_partners = partners.to_vec();
        key_partners.sort_unstable();
        let key = (set, key_partners);
        let max_r = match self.remainder_max.get(&key) {
            Some(m) => *m,
            None => {
                let m = self.remainder_max_pairs(&fixed, limbo, &remainder);
                self.remainder_max.insert(key, m);
                m
            }
        };
        match max_r {
            // art. 3.1.2 for the remainder: its MaxPairs, with [C4].
            Some(n1) => self.homogeneous(&remainder, n1, &fixed, limbo),
            None => {
                // [C4]: no legal completion with this MDP-Pairing at all.
                let mut down = limbo.to_vec();
                down.extend(remainder.iter().copied());
                self.examined += 1;
                self.generated = self.generated.saturating_add(1);
                if self.recorder.on {
                    let outcome = Outcome::NoCompletion;
                    let alt = self.alt;
                    self.push_record(&fixed, &down, outcome, None, 1, alt);
                }
                if self.examined >= self.opts.budget {
                    Flow::Budget
                } else {
                    Flow::Go
                }
            }
        }
    }

    fn remainder_max_pairs(
        &self,
        fixed: &[(usize, usize)],
        limbo: &[usize],
        remainder: &[usize],
    ) -> Option<usize> {
        let alive: Vec<usize> = self
            .input
            .all()
            .into_iter()
            .filter(|i| !fixed.iter().any(|&(a, b)| a == *i || b == *i))
            .collect();
        let place = |i: usize| {
            if remainder.contains(&i) {
                Place::Resident
            } else if limbo.contains(&i) {
                Place::Held
            } else {
                Place::Outside
            }
        };
        feasible(self.ctx, &alive, &place, &|_| false, None, false, None).map(|f| f.pairs)
    }

    fn absolute(&self, a: usize, b: usize) -> Absolute {
        let (pa, pb) = (&self.ctx.players[a], &self.ctx.players[b]);
        if pa.has_played(pb.tpn) {
            return Absolute::C1 {
                round: met_in(self.t, self.ctx.round, pa.tpn, pb.tpn),
            };
        }
        match (pa.preference, pb.preference) {
            (Some(x), Some(y))
                if x.strength == Strength::Absolute
                    && y.strength == Strength::Absolute
                    && x.colour == y.colour
                    && !self.ctx.topscorer[a]
                    && !self.ctx.topscorer[b] =>
            {
                Absolute::C3 { colour: x.colour }
            }
            _ => Absolute::Forbidden,
        }
    }

    fn illegal(
        &mut self,
        a: usize,
        b: usize,
        count: u64,
        pairs: Vec<(usize, usize)>,
        last: Alteration,
    ) {
        self.examined += 1;
        self.generated = self.generated.saturating_add(count);
        if !self.recorder.on {
            return;
        }
        let outcome = Outcome::Illegal {
            criterion: self.absolute(a, b),
            a: self.tpn(a),
            b: self.tpn(b),
        };
        if self.recorder.merges(&outcome) {
            self.recorder.extend(count, last);
        } else {
            let alt = self.alt;
            self.push_record(&pairs, &[], outcome, None, count, alt);
            if let Some(r) = self.recorder.records.last_mut() {
                r.last = last;
            }
        }
    }

    fn cannot_beat(
        &mut self,
        count: u64,
        pairs: Vec<(usize, usize)>,
        last: Alteration,
        best: u64,
        criterion: Option<Criterion>,
    ) {
        self.examined += 1;
        self.generated = self.generated.saturating_add(count);
        if !self.recorder.on {
            return;
        }
        let outcome = Outcome::CannotBeat { best, criterion };
        if self.recorder.merges(&outcome) {
            self.recorder.extend(count, last);
        } else {
            let alt = self.alt;
            self.push_record(&pairs, &[], outcome, None, count, alt);
            if let Some(r) = self.recorder.records.last_mut() {
                r.last = last;
            }
        }
    }

    fn push_record(
        &mut self,
        pairs: &[(usize, usize)],
        down: &[usize],
        outcome: Outcome,
        evaluation: Option<Evaluation>,
        count: u64,
        alt: Alteration,
    ) {
        let rec = CandidateRecord {
            first: self.generated.saturating_sub(count),
            count,
            alteration: alt,
            last: alt,
            exchange: self.exchange.clone(),
            remainder: self.announce.take(),
            pairs: pairs
                .iter()
                .map(|&(a, b)| (self.tpn(a), self.tpn(b)))
                .collect(),
            downfloaters: down.iter().map(|&i| self.tpn(i)).collect(),
            outcome,
            evaluation,
        };
        self.recorder.push(rec);
    }

    /// A complete candidate: evaluate it (art. 3.4) and keep the best (art. 3.8).
    fn leaf(&mut self, pairs: Vec<(usize, usize)>, mut down: Vec<usize>) -> Flow {
        if let Some((x, y)) = self.filter {
            if !pairs
                .iter()
                .any(|&(a, b)| (a == x && b == y) || (a == y && b == x))
            {
                self.generated = self.generated.saturating_add(1);
                return Flow::Go;
            }
        }
        self.examined += 1;
        self.generated = self.generated.saturating_add(1);
        let index = self.generated.saturating_sub(1);
        down.sort_unstable();
        let cand = Candidate {
            pairs,
            downfloaters: down,
        };
        let look = match self.lookahead.get(&cand.downfloaters) {
            Some(l) => l.clone(),
            None => {
                let i = self.input;
                let l = evaluate(self.ctx, &i.mdps, &i.residents, &i.next, &i.lower, &cand);
                self.lookahead.insert(cand.downfloaters.clone(), l.clone());
                l
            }
        };
        let alt = self.alt;
        let Some(look) = look else {
            if self.recorder.on {
                let outcome = Outcome::NoCompletion;
                if self.recorder.merges(&outcome) {
                    self.recorder.extend(1, alt);
                } else {
                    self.push_record(&cand.pairs, &cand.downfloaters, outcome, None, 1, alt);
                }
            }
            return self.budget_flow();
        };
        let eval = local_evaluation(
            self.ctx,
            &self.input.mdps,
            &self.input.residents,
            &cand,
            &look,
        );
        let violations = eval.violations();
        let perfect = violations.is_empty();
        let found = Found {
            eval,
            index,
            alt,
            cand,
        };
        let new_best = match &self.best {
            None => true,
            Some(b) => found.eval.compare(&b.eval) == std::cmp::Ordering::Less,
        };
        if self.recorder.on {
            let outcome = if perfect {
                Outcome::Perfect
            } else {
                Outcome::Imperfect {
                    violations,
                    new_best,
                }
            };
            if self.recorder.merges(&outcome) {
                self.recorder.extend(1, alt);
            } else {
                let (p, d, e) = (
                    found.cand.pairs.clone(),
                    found.cand.downfloaters.clone(),
                    found.eval.clone(),
                );
                self.push_record(&p, &d, outcome, Some(e), 1, alt);
            }
        }
        if perfect {
            // art. 3.4.1: accepted at once.
            self.perfect = Some(found);
            return Flow::Perfect;
        }
        if new_best {
            let unbeatable = self.bound.as_ref() == Some(&found.eval);
            self.second = self.best.take();
            self.best = Some(found);
            if unbeatable {
                return Flow::Unbeatable;
            }
        } else if self
            .second
            .as_ref()
            .is_none_or(|s| found.eval.compare(&s.eval) == std::cmp::Ordering::Less)
        {
            self.second = Some(found);
        }
        self.budget_flow()
    }

    fn budget_flow(&self) -> Flow {
        if self.examined >= self.opts.budget {
            Flow::Budget
        } else {
            Flow::Go
        }
    }

    fn choice(&self, f: &Found, reason: ChoiceReason) -> Choice {
        Choice {
            candidate: f.index,
            alteration: f.alt,
            pairs: self.tpn_pairs(&f.cand.pairs),
            downfloaters: f.cand.downfloaters.iter().map(|&i| self.tpn(i)).collect(),
            evaluation: f.eval.clone(),
            violations: f.eval.violations(),
            reason,
        }
    }

    fn tpn_pairs(&self, pairs: &[(usize, usize)]) -> Vec<(Tpn, Tpn)> {
        pairs
            .iter()
            .map(|&(a, b)| (self.tpn(a), self.tpn(b)))
            .collect()
    }

    fn finish(mut self, params: Parameters, flow: Flow) -> (BracketTrace, Option<Candidate>) {
        let ctx = self.ctx;
        let input = self.input;
        let (status, chosen) = match (flow, self.perfect.take(), self.best.take()) {
            (_, Some(p), _) => (
                BracketStatus::Finished(self.choice(&p, ChoiceReason::Perfect)),
                Some(p.cand),
            ),
            (Flow::Budget, _, best) => (
                BracketStatus::Unfinished {
                    examined: self.examined,
                    generated: self.generated,
                    best_so_far: best.map(|b| {
                        self.choice(
                            &b,
                            ChoiceReason::Best {
                                generated: self.generated,
                                runner_up: None,
                            },
                        )
                    }),
                },
                None,
            ),
            (Flow::Unbeatable, None, Some(best)) => {
                let reason = ChoiceReason::Unbeatable {
                    generated: self.generated,
                };
                (
                    BracketStatus::Finished(self.choice(&best, reason)),
                    Some(best.cand),
                )
            }
            (_, None, Some(best)) => {
                let runner_up = self.second.as_ref().map(|s| {
                    Box::new(RunnerUp {
                        candidate: s.index,
                        pairs: self.tpn_pairs(&s.cand.pairs),
                        downfloaters: s.cand.downfloaters.iter().map(|&i| self.tpn(i)).collect(),
                        evaluation: s.eval.clone(),
                        decided_by: match best.eval.first_difference(&s.eval) {
                            Some((c, _)) => Decider::Criterion(c),
                            None => Decider::Earlier,
                        },
                    })
                });
                let reason = ChoiceReason::Best {
                    generated: self.generated,
                    runner_up,
                };
                (
                    BracketStatus::Finished(self.choice(&best, reason)),
                    Some(best.cand),
                )
            }
            (_, None, None) => (
                BracketStatus::NoLegalCandidate {
                    generated: self.generated,
                },
                None,
            ),
        };
        let table = input
            .bracket()
            .into_iter()
            .map(|i| {
                let p = &ctx.players[i];
                let b = self.bsn[i];
                let membership = if input.mdps.contains(&i) {
                    if params.s1.contains(&b) {
                        Membership::MdpInS1
                    } else {
                        Membership::MdpInLimbo
                    }
                } else if input.mdps.is_empty() && params.s1.contains(&b) {
                    Membership::ResidentInS1
                } else {
                    Membership::ResidentInS2
                };
                PlayerRow {
                    bsn: b,
                    tpn: p.tpn,
                    score: p.pairing_score,
                    colour_difference: p.colours.difference(),
                    preference: p.preference,
                    colours: p.colours.0.clone(),
                    floats: p.floats.clone(),
                    membership,
                    topscorer: ctx.topscorer[i],
                }
            })
            .collect();
        let score = input
            .residents
            .first()
            .map(|&i| ctx.players[i].pairing_score)
            .unwrap_or(Points::ZERO);
        let trace = BracketTrace {
            index: input.index,
            score,
            homogeneous: input.mdps.is_empty(),
            table,
            parameters: params,
            generated: self.generated,
            examined: self.examined,
            records: std::mem::take(&mut self.recorder.records),
            status,
        };
        (trace, chosen)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Level {
    /// Transpositions of S2 giving the MDP-Pairing (art. 3.7.2).
    Mdp { set: usize },
    /// Transpositions of S2 (or S2R) in a homogeneous bracket or remainder (art. 3.6).
    Remainder,
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
    v.sort_unstable_by(|a, b| b.cmp(a));
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
    s1.sort_unstable();
    s2.sort_unstable();
    (s1, s2)
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
