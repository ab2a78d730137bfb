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
//! 1. `L` is not better than `B` (art. 3.8 / B.8 order, `Evaluation::compare`),
//! 2. every candidate `X` of the run is at least `L`, and
//! 3. every candidate of the run is imperfect.
//!
//! By 1 and 2 no `X` is better than `B`; `B` was generated earlier, so
//! under B.8 no `X` can displace it, whatever comes after; by 3 none is
//! accepted at once under B.4. So skipping the run changes neither the
//! accepted candidate nor the best so far (only the runner-up shown, which
//! is the best among the candidates examined).
//!
//! **Point 2.** The criteria are compared in priority order (B.8), each
//! count by value and each list of score differences (the PSD of A.8 for
//! C.6, the SDs of C.16–C.19, the next bracket's PSD of C.7) highest first,
//! lexicographically. If `L` is, group by group, at most the same group of
//! `X`, then `X` is at least `L` (at the first group where they differ, `X`
//! is the larger). For a list, it is enough that `L`'s list, sorted highest
//! first, is no longer than `X`'s and, position by position, at most it:
//! that holds when `L`'s elements can be matched one to one with elements
//! of `X` that are at least as large (the k-th largest of `L` is then at
//! most the k-th largest of `X`). The run's candidates share the MDP-Pairing
//! (or, in the MDP-Pairing itself, its first pairs) `prefix`, the Limbo
//! (bound to downfloat, B.2 note, B.3), and, in a remainder, pair the S1 players
//! `rest_s1` still to pair with distinct players of `rest_s2`, the other `k`
//! players of `rest_s2` downfloating. So, for every `X`:
//! - C.5 (number of downfloaters): exactly |Limbo| + k in a remainder; at
//!   the MDP level at least |Limbo| and at least the bracket size −
//!   2·MaxPairs (B.1 b: no legal candidate has more pairs);
//! - C.6 (the PSD, A.8): the SDs of `prefix`'s pairs and of the Limbo are
//!   elements of `X`'s PSD; in a remainder so are, for each `rest_s1` player,
//!   an SD at least its smallest SD to a `rest_s2` player, and `k` downfloater
//!   SDs at least the `k` smallest of `rest_s2` (matched in order);
//! - C.7 (the next bracket, normal route of A.9): it depends only on the
//!   set of downfloaters; in a remainder that set is the Limbo and `k`
//!   players of `rest_s2`, so the least value over all those sets (when
//!   they are few) bounds it; otherwise, and on the completion route (where
//!   it is not a criterion, every completable candidate counts zero), zero;
//! - C.8–C.11 (colours, topscorers): what `prefix` breaks, plus in a
//!   remainder the pairs `rest_s1` cannot avoid: of the `rest_s1` players
//!   preferring a colour (strongly, for C.11), at most as many as the
//!   `rest_s2` players not preferring it (strongly) get such a partner, the
//!   others meet a player with the same preference (one does not get it);
//! - C.12–C.15 (floats again, A.4.b): what `prefix` and the Limbo count,
//!   plus in a remainder the `k` downfloaters of `rest_s2` beyond those who
//!   did not downfloat one (two) rounds before (C.12, C.14);
//! - C.16–C.19: the SDs of `prefix`'s floats and the Limbo's (elements of
//!   `X`'s lists, every float counted, A.4.b).
//!
//! **Point 3.** `X` is imperfect when `L` shows a failed criterion that `X`
//! must then fail too: downfloaters (C.5, and with them C.7 may fail), any
//! count of C.8–C.15 above zero, any SD in C.16–C.19, or, when the
//! residents do not share one score (the CLB), a PSD element above zero
//! (C.6: see `criteria2017::violations`). A candidate that breaks C.1–C.3
//! or cannot complete the round (C.4) is never accepted at all.

use super::criteria2017;
use super::feasible::Reach;
use super::search::Search;
use super::{combinations, Judge};
use crate::dutch::evaluate::{Candidate, Evaluation};
use crate::dutch::fields2017::ONE_POINT;
use crate::model::Colour;
use crate::swiss::{Float, Strength};

/// Most sets of downfloaters weighed for one C.7 bound.
const MAX_NEXT_SETS: u64 = 64;

fn desc(mut v: Vec<u32>) -> Vec<u32> {
    v.sort_unstable_by(|a, b| b.cmp(a));
    v
}

/// C(n, k), saturating.
fn binomial(n: usize, k: usize) -> u64 {
    if k > n {
        return 0;
    }
    (0..k.min(n - k)).fold(1u64, |acc, i| {
        acc.saturating_mul((n - i) as u64) / (i as u64 + 1)
    })
}

impl Search<'_> {
    /// See the module's documentation: a lower bound (B.8 order) on every
    /// candidate with the pairs `prefix` and the Limbo `limbo`, and whether
    /// every such candidate is imperfect (B.4). `rest_s1` is `Some` in a
    /// remainder (the S1 players still to pair with some of `rest_s2`),
    /// `None` in an MDP-Pairing (the remainder is not known yet). `None`
    /// without [`super::Options::use_bounds`] or for 2026.
    pub(super) fn subtree_bound_2017(
        &mut self,
        prefix: &[(usize, usize)],
        limbo: &[usize],
        rest_s1: Option<&[usize]>,
        rest_s2: &[usize],
    ) -> Option<(Evaluation, bool)> {
        if !self.opts.use_bounds || self.input.judge == Judge::Dutch2026 {
            return None;
        }
        let ctx = self.ctx;
        let score = |i: usize| ctx.players[i].pairing_score.0;
        // C.5–C.19 of the prefix and the Limbo (C.7 zero).
        let mut lb = criteria2017::counted(ctx, self.lowest, prefix, limbo);
        match rest_s1 {
            None => {
                // C.5: no legal candidate has more than MaxPairs pairs.
                let floor = self
                    .input
                    .bracket()
                    .len()
                    .saturating_sub(2 * self.max_pairs);
                lb.c6_downfloaters = lb.c6_downfloaters.max(floor);
            }
            Some(rest_s1) => {
                let k = rest_s2.len().saturating_sub(rest_s1.len());
                // C.5: exactly the Limbo and k players of rest_s2.
                lb.c6_downfloaters = limbo.len() + k;
                // C.6: each rest_s1 player's smallest SD, the k smallest downfloater SDs.
                let mut psd = std::mem::take(&mut lb.c7_downfloater_scores);
                psd.extend(rest_s1.iter().map(|&a| {
                    rest_s2
                        .iter()
                        .map(|&b| score(a).abs_diff(score(b)))
                        .min()
                        .unwrap_or(0)
                }));
                let mut downs: Vec<u32> = rest_s2
                    .iter()
                    .map(|&b| score(b) + ONE_POINT - self.lowest)
                    .collect();
                downs.sort_unstable();
                downs.truncate(k);
                psd.extend(downs);
                lb.c7_downfloater_scores = desc(psd);
                // C.7: the least next bracket over the possible downfloaters.
                if let Some((unpaired, psd)) = self.next_bracket_floor(limbo, rest_s2, k) {
                    lb.c8_next_downfloaters = unpaired;
                    lb.c8_next_scores = psd;
                }
                // C.10, C.11: same-colour pairs rest_s1 cannot avoid.
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
                lb.c12_colour_preference += rest(Strength::Mild);
                lb.c13_strong_colour_preference += rest(Strength::Strong);
                // C.12, C.14: downfloaters of rest_s2 who downfloated 1 (2) rounds before.
                let again = |back: usize| {
                    let fresh = rest_s2
                        .iter()
                        .filter(|&&i| !crate::dutch::criteria::floated(ctx, i, back, Float::Down))
                        .count();
                    k.saturating_sub(fresh) as u32
                };
                lb.c14_resident_downfloat_again += again(1);
                lb.c16_resident_downfloat_two_before += again(2);
            }
        }
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
            down.sort_unstable();
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
