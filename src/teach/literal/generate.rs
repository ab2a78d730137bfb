//! Stage 2: generating candidates in the order of art. 3.6, 3.7 and 4.2–4.4:
//! MDP sets, MDP-Pairings, resident exchanges and transpositions, depth
//! first, skipping runs that cannot beat the best so far.

use super::bound2017::{binomial, Rest};
use super::feasible::{feasible, Place};
use super::search::{arrangements, Flow, Level, Search};
use super::{apply_exchange, counted, Judge};
use crate::dutch::evaluate::Evaluation;
use crate::dutch::sequence::exchanges_of_size;
use crate::model::Colour;
use crate::swiss::Strength;
use crate::teach::trace::{Alteration, Outcome};

/// What [`Search::prune_splits`] decided for one split of a remainder.
enum Prune {
    /// Generate its candidates.
    Search,
    /// This split skipped (the flow after it).
    Split(Flow),
    /// This split and the remainder's later ones skipped (the flow after them).
    Remainder(Flow),
}

impl Search<'_> {
    /// art. 3.6 on a homogeneous bracket or remainder `players` (pairing
    /// order) with MaxPairs `n1`; `fixed` are the MDP-Pairing's pairs,
    /// `limbo` the MDPs bound to downfloat.
    pub(super) fn homogeneous(
        &mut self,
        players: &[usize],
        n1: usize,
        fixed: &[(usize, usize)],
        limbo: &[usize],
    ) -> Flow {
        let n1 = n1.min(players.len() / 2);
        let s1o = &players[..n1];
        let s2o = &players[n1..];
        // 2017: a bound on every candidate of the remainder (`bound2017`).
        let whole = self.subtree_bound_2017(fixed, limbo, Rest::Any { players, pairs: n1 });
        let splits = binomial(players.len(), n1);
        // art. 3.2: the original S1 and S2.
        self.alt.exchange = 0;
        self.exchange = None;
        let f = match self.prune_splits(&whole, splits, s1o, s2o, fixed, limbo) {
            Prune::Search => self.split(s1o, s2o, fixed, limbo),
            Prune::Split(f) => f,
            Prune::Remainder(f) => return f,
        };
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
                let f = match self.prune_splits(&whole, splits, &s1, &s2, fixed, limbo) {
                    Prune::Search => self.split(&s1, &s2, fixed, limbo),
                    Prune::Split(f) => f,
                    Prune::Remainder(f) => return f,
                };
                if f != Flow::Go {
                    return f;
                }
            }
        }
        Flow::Go
    }

    /// 2017 (`bound2017`), before the split `s1`/`s2` of a remainder: when
    /// `whole` shows that no candidate of the remainder can be accepted,
    /// skips this split and the remainder's later ones (of `splits`, art.
    /// 4.3 / D.2) as one record; when only this split's candidates cannot
    /// be, skips this split.
    fn prune_splits(
        &mut self,
        whole: &Option<(Evaluation, bool)>,
        splits: u64,
        s1: &[usize],
        s2: &[usize],
        fixed: &[(usize, usize)],
        limbo: &[usize],
    ) -> Prune {
        if self.best.is_none() {
            return Prune::Search;
        }
        let per_split = arrangements(s2.len(), s1.len());
        self.alt.transposition = 0;
        let mut last = self.alt;
        last.transposition = per_split.saturating_sub(1);
        if let Some((best, criterion)) = self.beaten_by_best(whole) {
            let left = splits.saturating_sub(self.alt.exchange as u64);
            last.exchange = usize::try_from(splits.saturating_sub(1)).unwrap_or(usize::MAX);
            let count = left.saturating_mul(per_split);
            self.cannot_beat(count, fixed.to_vec(), last, best, criterion);
            return Prune::Remainder(self.budget_flow());
        }
        let this = self.subtree_bound_2017(fixed, limbo, Rest::Pairs { s1, s2 });
        match self.beaten_by_best(&this) {
            Some((best, criterion)) => {
                self.cannot_beat(per_split, fixed.to_vec(), last, best, criterion);
                Prune::Split(self.budget_flow())
            }
            None => Prune::Search,
        }
    }

    /// All transpositions of `s2` against `s1` (art. 4.2).
    pub(super) fn split(
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
    pub(super) fn transpositions(
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

    pub(super) fn blocked_by_filter(&self, a: usize, b: usize) -> bool {
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
    pub(super) fn dfs(
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
                    let bound = match self.input.judge {
                        Judge::Dutch2026 => self.subtree_bound(&prefix, limbo, rest_s1, &rest_s2),
                        _ => match level {
                            Level::Remainder => {
                                let rest = Rest::Pairs {
                                    s1: rest_s1,
                                    s2: &rest_s2,
                                };
                                self.subtree_bound_2017(&prefix, limbo, rest)
                            }
                            // 2017: an MDP-Pairing's candidates are skipped
                            // remainder by remainder (`prune_splits`), so that
                            // the trace numbers them as the whole sequence does
                            Level::Mdp { .. } => None,
                        },
                    };
                    if let Some((lb, true)) = bound {
                        if lb.compare(&best.1) != std::cmp::Ordering::Less {
                            // art. 3.8 (2017 B.4, B.8): nothing here can beat the best so far.
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
    pub(super) fn subtree_bound(
        &self,
        prefix: &[(usize, usize)],
        limbo: &[usize],
        rest_s1: &[usize],
        rest_s2: &[usize],
    ) -> Option<(Evaluation, bool)> {
        if self.input.judge != Judge::Dutch2026 {
            // 2017: `subtree_bound_2017` (`self.bound` is then the engine's
            // choice, not a bound proved from the text)
            return None;
        }
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

    pub(super) fn last_alt(&self, level: Level, rank: u64) -> Alteration {
        let mut a = self.alt;
        match level {
            Level::Mdp { .. } => a.mdp_transposition = Some(rank),
            Level::Remainder => a.transposition = rank,
        }
        a
    }

    /// An MDP-Pairing is made (art. 3.3.3): pair its remainder (art. 3.7.1).
    pub(super) fn mdp_leaf(
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
        crate::sort::sort(&mut key_partners);
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

    pub(super) fn remainder_max_pairs(
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
        feasible(
            self.ctx,
            &alive,
            &place,
            &|_| false,
            None,
            self.reach(),
            None,
        )
        .map(|f| f.pairs)
    }
}
