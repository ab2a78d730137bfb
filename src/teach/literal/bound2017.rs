//! The pruning of the literal search under the 2017 text (C.04.3 of Baku
//! 2016): a lower bound on every candidate that shares the pairs chosen so
//! far, so that a run of transpositions that cannot beat the best so far is
//! skipped as one record (shown in the trace as "skipped", like the 2026
//! pruning of `Search::subtree_bound`).
//!
//! # Why a skipped candidate cannot be accepted (B.4, B.8)
//!
//! A candidate is accepted either at once, when it is perfect (B.4: C.1–C.4
//! complied with and C.5–C.19 all fulfilled), or after the whole sequence
//! as the best (B.8: "better if it better satisfies a quality criterion
//! (C5-C19) of higher priority; or, all quality criteria being equally
//! satisfied, it is generated earlier"). A run is skipped only when a best
//! so far `B` exists (so no perfect candidate was met: the search stops at
//! the first) and [`Search::subtree_bound_2017`] gives a value `L` with
//! 1. `L` is not better than `B` (B.8 order, `Evaluation::compare`),
//! 2. every candidate `X` of the run is at least `L`, and
//! 3. every candidate of the run is imperfect.
//!
//! By 1 and 2 no `X` is better than `B`; `B` was generated earlier, so
//! under B.8 no `X` can displace it, whatever comes after; by 3 none is
//! accepted at once under B.4. So skipping the run changes neither the
//! accepted candidate nor the best so far (only the runner-up shown, which
//! is the best among the candidates examined). A skipped run is one record
//! that counts every candidate in it, so the trace numbers the later ones
//! as the whole sequence does.
//!
//! **Point 2.** The criteria are compared in priority order (B.8), each
//! count by value and each list of score differences (the PSD of A.8 for
//! C.6, the SDs of C.16–C.19, the next bracket's PSD of C.7) highest first,
//! lexicographically. If `L` is, criterion by criterion, at most `X`, then
//! `X` is at least `L` (at the first criterion where they differ, `X` is
//! the larger). For a list, it is enough that `L`'s list, sorted highest
//! first, is no longer than `X`'s and, position by position, at most it:
//! that holds when `L`'s elements can be matched one to one with elements
//! of `X` that are at least as large (the j-th largest of `L` is then at
//! most the j-th largest of `X`). The run's candidates share the pairs
//! `prefix` (the MDP-Pairing, and in a remainder the S1 players' first
//! partners) and the Limbo (bound to downfloat, B.2 note, B.3); the rest
//! ([`Rest`]) is either the S1 players `s1` still to pair, each with a
//! distinct player of `s2` (one S1/S2 of D.1), or a whole remainder (its
//! every exchange, D.2): `pairs` pairs among its `players`. Either way `k`
//! players of the rest's pool (`s2`, or `players`) downfloat, `k` known.
//! So, for every `X`:
//! - C.5 (number of downfloaters): exactly |Limbo| + k;
//! - C.6 (the PSD, A.8): the SDs of `prefix`'s pairs and of the Limbo are
//!   elements of `X`'s PSD; so are one SD per pair of the rest, at least
//!   zero (for each `s1` player, at least its smallest SD to an `s2`
//!   player), and `k` downfloater SDs, at least the `k` smallest of the
//!   pool (matched in order);
//! - C.7 (the next bracket, normal route of A.9): it depends only on the
//!   set of downfloaters, the Limbo and `k` players of the pool, so the
//!   least value over all those sets (when they are few) bounds it;
//!   otherwise, and on the completion route (where it is not a criterion,
//!   every completable candidate counts zero), zero;
//! - C.8–C.11 (colours, topscorers): what `prefix` breaks, plus the pairs
//!   of the rest that two players preferring the same colour (strongly,
//!   for C.11) cannot avoid: with `s1`/`s2`, an `s1` player preferring
//!   White avoids it only with a partner preferring Black or not
//!   preferring White at all, the latter shared with those preferring
//!   Black (`unavoidable_same_colour`); in a whole remainder, of the
//!   players preferring White who are paired, at most `pairs` are in
//!   different pairs (`same_colour_bound`), the same for Black;
//! - C.12–C.15 (floats again, A.4.b): what `prefix` and the Limbo count,
//!   plus the `k` downfloaters of the pool beyond those who did not
//!   downfloat one (two) rounds before (C.12, C.14);
//! - C.16–C.19: the SDs of `prefix`'s floats and the Limbo's (elements of
//!   `X`'s lists, every float counted, A.4.b).
//!
//! **Point 3.** `X` is imperfect when `L` shows a failed criterion that `X`
//! must then fail too: downfloaters (C.5), any count of C.8–C.15 above
//! zero, any SD in C.16–C.19, or, when the residents do not share one
//! score (the CLB), a PSD element above zero (C.6: see
//! `criteria2017::violations`). A candidate that breaks C.1–C.3 or cannot
//! complete the round (C.4) is never accepted at all.
//!
//! Where it is used: in the depth-first walk of one S1/S2 (`Search::dfs`,
//! a run sharing the first S1 players' partners), before each S1/S2 of a
//! remainder (the split alone, or the remainder's every later exchange,
//! `Search::prune_splits`). An MDP-Pairing is not skipped as a whole: its
//! remainder is, split by split, so that every skipped run is counted
//! exactly.

use super::criteria2017;
use super::feasible::Reach;
use super::search::Search;
use super::{combinations, same_colour_bound};
use crate::dutch::criteria::floated;
use crate::dutch::criterion::Criterion;
use crate::dutch::evaluate::{Candidate, Evaluation};
use crate::dutch::fields2017::ONE_POINT;
use crate::model::Colour;
use crate::swiss::{Float, Strength};
use std::cmp::Ordering;

/// Most sets of downfloaters weighed for one C.7 bound.
const MAX_NEXT_SETS: u64 = 64;

fn desc(mut v: Vec<u32>) -> Vec<u32> {
    crate::sort::sort_by(&mut v, |a, b| b.cmp(a));
    v
}

/// C(n, k), saturating.
pub(super) fn binomial(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    (0..k.min(n - k)).fold(1u64, |acc, i| {
        acc.saturating_mul((n - i) as u64) / (i as u64 + 1)
    })
}

/// What is known of the rest of the candidates bounded (see the module's
/// documentation).
#[derive(Debug, Clone, Copy)]
pub(super) enum Rest<'r> {
    /// In a remainder's S1/S2: the players `s1` still to pair, each with a
    /// distinct player of `s2` (the others of `s2` downfloat).
    Pairs { s1: &'r [usize], s2: &'r [usize] },
    /// A whole remainder (every exchange, D.2): `pairs` pairs made among
    /// `players`, the others downfloating.
    Any { players: &'r [usize], pairs: usize },
}

/// The fewest pairs of two players preferring the same colour (with at
/// least `min` strength) when each of `s1` is paired with a distinct
/// player of `s2`: a player preferring White avoids it only with a partner
/// preferring Black or not preferring White (so strongly) at all, the
/// latter shared with the players preferring Black; the others of `s1`
/// take any partner left.
fn unavoidable_same_colour(
    ctx: &crate::dutch::context::RoundContext,
    s1: &[usize],
    s2: &[usize],
    min: Strength,
) -> u32 {
    let wants = |i: usize, c: Colour| {
        ctx.players[i]
            .preference
            .is_some_and(|q| q.colour == c && q.strength >= min)
    };
    let count = |v: &[usize], c: Colour| v.iter().filter(|&&i| wants(i, c)).count();
    let (w1, b1) = (count(s1, Colour::White), count(s1, Colour::Black));
    let (w2, b2) = (count(s2, Colour::White), count(s2, Colour::Black));
    let n2 = s2.len() - w2 - b2;
    let (wb, bw) = (w1.min(b2), b1.min(w2));
    let served = wb + bw + n2.min((w1 - wb) + (b1 - bw));
    (w1 + b1 - served) as u32
}

impl Search<'_> {
    /// See the module's documentation: a lower bound (B.8 order) on every
    /// candidate with the pairs `prefix`, the Limbo `limbo` and the `rest`,
    /// and whether every such candidate is imperfect (B.4). `None` without
    /// [`super::Options::use_bounds`] or for 2026.
    pub(super) fn subtree_bound_2017(
        &mut self,
        prefix: &[(usize, usize)],
        limbo: &[usize],
        rest: Rest<'_>,
    ) -> Option<(Evaluation, bool)> {
        // the 2026 judge has its own bound (`Search::subtree_bound`)
        if !self.opts.use_bounds || matches!(self.reach(), Reach::Round2026 { .. }) {
            return None;
        }
        let ctx = self.ctx;
        let score = |i: usize| ctx.players[i].pairing_score.0;
        let down_sd = |i: usize| score(i) + ONE_POINT - self.lowest;
        // C.5–C.19 of the prefix and the Limbo (C.7 zero).
        let mut lb = criteria2017::counted(ctx, self.lowest, prefix, limbo);
        // The players of the rest who may downfloat, how many do, and a
        // lower bound on the SDs of the rest's pairs.
        let (pool, k, pair_sds): (&[usize], usize, Vec<u32>) = match rest {
            Rest::Pairs { s1, s2 } => {
                let sds = s1
                    .iter()
                    .map(|&a| {
                        s2.iter()
                            .map(|&b| score(a).abs_diff(score(b)))
                            .min()
                            .unwrap_or(0)
                    })
                    .collect();
                lb.c12_colour_preference += unavoidable_same_colour(ctx, s1, s2, Strength::Mild);
                lb.c13_strong_colour_preference +=
                    unavoidable_same_colour(ctx, s1, s2, Strength::Strong);
                (s2, s2.len().saturating_sub(s1.len()), sds)
            }
            Rest::Any { players, pairs } => {
                let k = players.len().saturating_sub(2 * pairs);
                let prefers = |c: Colour, min: Strength| {
                    players
                        .iter()
                        .filter(|&&i| {
                            ctx.players[i]
                                .preference
                                .is_some_and(|q| q.colour == c && q.strength >= min)
                        })
                        .count()
                };
                let same = |min: Strength| {
                    same_colour_bound(
                        prefers(Colour::White, min),
                        prefers(Colour::Black, min),
                        k,
                        pairs,
                    ) as u32
                };
                lb.c12_colour_preference += same(Strength::Mild);
                lb.c13_strong_colour_preference += same(Strength::Strong);
                (players, k, vec![0; pairs])
            }
        };
        // C.5: exactly the Limbo and k players of the pool.
        lb.c6_downfloaters = limbo.len() + k;
        // C.6: the rest's pairs, and the k smallest downfloater SDs of the pool.
        let mut psd = std::mem::take(&mut lb.c7_downfloater_scores);
        psd.extend(pair_sds);
        let mut downs: Vec<u32> = pool.iter().map(|&b| down_sd(b)).collect();
        crate::sort::sort(&mut downs);
        downs.truncate(k);
        psd.extend(downs);
        lb.c7_downfloater_scores = desc(psd);
        // C.7: the least next bracket over the possible downfloaters.
        if let Some((unpaired, psd)) = self.next_bracket_floor(limbo, pool, k) {
            lb.c8_next_downfloaters = unpaired;
            lb.c8_next_scores = psd;
        }
        // C.12, C.14: downfloaters of the pool who downfloated 1 (2) rounds before.
        let again = |back: usize| {
            let fresh = pool
                .iter()
                .filter(|&&i| !floated(ctx, i, back, Float::Down))
                .count();
            k.saturating_sub(fresh) as u32
        };
        lb.c14_resident_downfloat_again += again(1);
        lb.c16_resident_downfloat_two_before += again(2);
        let imperfect = lb.c6_downfloaters > 0
            || lb.c10_topscorer_colour_difference > 0
            || lb.c11_topscorer_three_in_a_row > 0
            || lb.c12_colour_preference > 0
            || lb.c13_strong_colour_preference > 0
            || lb.c14_resident_downfloat_again > 0
            || lb.c15_mdp_opponent_upfloat_again > 0
            || lb.c16_resident_downfloat_two_before > 0
            || lb.c17_mdp_opponent_upfloat_two_before > 0
            || !lb.c18_mdp_downfloat_again_sd.is_empty()
            || !lb.c19_opponent_upfloat_again_sd.is_empty()
            || !lb.c20_mdp_downfloat_two_before_sd.is_empty()
            || !lb.c21_opponent_upfloat_two_before_sd.is_empty()
            || (!self.uniform_residents && lb.c7_downfloater_scores.iter().any(|&sd| sd > 0));
        Some((lb, imperfect))
    }

    /// The best so far's generation index when `bound` (from
    /// [`Search::subtree_bound_2017`]) shows that none of its candidates can
    /// be accepted (module documentation, points 1 and 3).
    pub(super) fn beaten_by_best(
        &self,
        bound: &Option<(Evaluation, bool)>,
    ) -> Option<(u64, Option<Criterion>)> {
        let (lb, true) = bound.as_ref()? else {
            return None;
        };
        let best = self.best.as_ref()?;
        (lb.compare(&best.eval) != Ordering::Less)
            .then(|| (best.index, lb.first_difference(&best.eval).map(|(c, _)| c)))
    }

    /// C.7 on the normal route (A.9): the least (players left unpaired, PSD)
    /// of the next bracket over every set of downfloaters made of `limbo`
    /// and `k` players of `rest_s2`; `None` (no bound) on the completion
    /// route, when the sets are too many or one cannot be weighed.
    fn next_bracket_floor(
        &mut self,
        limbo: &[usize],
        rest_s2: &[usize],
        k: usize,
    ) -> Option<(usize, Vec<u32>)> {
        if self.reach() != Reach::Bracket || binomial(rest_s2.len(), k) > MAX_NEXT_SETS {
            return None;
        }
        let mut least: Option<(usize, Vec<u32>)> = None;
        for set in combinations(rest_s2.len(), k) {
            let mut down: Vec<usize> = limbo
                .iter()
                .copied()
                .chain(set.iter().map(|&j| rest_s2[j]))
                .collect();
            crate::sort::sort(&mut down);
            let look = match self.lookahead.get(&down) {
                Some(l) => l.clone(),
                None => {
                    let cand = Candidate {
                        pairs: Vec::new(),
                        downfloaters: down.clone(),
                    };
                    let l = self.look_ahead(&cand)?;
                    self.lookahead.insert(down, l.clone());
                    l
                }
            }?;
            let v = (look.c8_next_downfloaters, look.c8_next_scores);
            if least.as_ref().is_none_or(|l| v < *l) {
                least = Some(v);
            }
        }
        least
    }
}

#[cfg(test)]
mod tests {
    use super::binomial;

    #[test]
    fn binomial_counts_subsets() {
        assert_eq!(binomial(5, 2), 10);
        assert_eq!(binomial(8, 0), 1);
        assert_eq!(binomial(8, 1), 8);
        assert_eq!(binomial(3, 4), 0);
        assert_eq!(binomial(20, 10), 184_756);
    }
}
