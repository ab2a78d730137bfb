//! Stage 1: the bracket's parameters (art. 3.1, 3.2, 4.4) and the lower
//! bound on every candidate (art. 3.8 order).

use super::feasible::{feasible, Feasible, Place};
use super::search::Search;
use super::{combinations, same_colour_bound, Judge, LiteralError, MAX_MDP_SUBSETS};
use crate::dutch::criteria::floated;
use crate::dutch::evaluate::Evaluation;
use crate::model::Colour;
use crate::swiss::{Float, Strength};
use crate::teach::trace::Parameters;

impl Search<'_> {
    /// art. 3.1 and 3.2, and the valid sets of pairable MDPs of art. 4.4.
    /// `Ok(None)`: too many MDP sets to examine (reported as unfinished).
    pub(super) fn parameters(&mut self) -> Result<Option<Parameters>, LiteralError> {
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
        let best = feasible(ctx, &alive, &place, &|_| false, None, self.reach(), None)
            .ok_or(LiteralError::NoLegalPairing { round: ctx.round })?;
        let (max_pairs, m1) = (best.pairs, best.mdps);
        if self.opts.use_bounds && self.input.judge == Judge::Dutch2026 {
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
        // 2017 has no PAB-score criterion: any PAB assignee will do (A.9).
        let c5 = self.input.judge == Judge::Dutch2026;
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
            let ok = feasible(ctx, &alive, &place_s, &in_set, None, self.reach(), None)
                .is_some_and(|f| {
                    (f.pab_level == best.pab_level || !c5)
                        && f.pairs == max_pairs
                        && f.required == m1
                });
            if ok {
                let mut limbo: Vec<u32> = input
                    .mdps
                    .iter()
                    .filter(|i| !in_set(**i))
                    .map(|&i| ctx.players[i].pairing_score.0)
                    .collect();
                crate::sort::sort_by(&mut limbo, |a, b| b.cmp(a));
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
    pub(super) fn lower_bound(
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
        crate::sort::sort(&mut scores);
        scores.truncate(l6);
        scores.reverse();
        let (l8, l8_scores) = match input.next.first() {
            None => (0, vec![]),
            Some(&first) => {
                let in_next = |i: usize| input.next.contains(&i);
                let nb_pairs = feasible(
                    ctx,
                    alive,
                    place,
                    &|_| false,
                    None,
                    self.reach(),
                    Some(&in_next),
                )
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
                crate::sort::sort_by(&mut v, |a, b| b.cmp(a));
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
                crate::sort::sort(&mut v);
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
}
