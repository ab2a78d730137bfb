//! C.04.5 art. 3.5: the top-scoregroup (art. 3.2) and the set of upfloaters
//! that completes it into a bracket.
//!
//! The candidate sets are walked in the order the article defines; the
//! matching check [C3] prunes every branch that cannot lead to a legal
//! pairing, so the walk only visits sets that may be chosen.

use super::history::Context;
use super::record::{CompositionRecord, DsArticle, SetOutcome, SetTry};
use crate::model::{Points, Tpn};

/// A bracket (art. 1.3.2): the residents of the top-scoregroup and the upfloaters.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Bracket {
    pub residents: Vec<usize>,
    pub upfloaters: Vec<usize>,
}

/// The next bracket among `remaining` (ascending local indices, which can
/// all be paired legally). `None` only if that precondition is broken.
/// `rec`, when given, gets each composition looked at and its sets (issue
/// 23's record; it does not change the choice).
pub(super) fn next_bracket(
    ctx: &Context,
    remaining: &[usize],
    mut rec: Option<&mut Vec<CompositionRecord>>,
) -> Option<Bracket> {
    // Art. 3.2: the top-scoregroup is everyone with the highest score still to pair.
    let top_score = remaining.iter().map(|&v| ctx.score[v]).max()?;
    let top: Vec<usize> = remaining
        .iter()
        .copied()
        .filter(|&v| ctx.score[v] == top_score)
        .collect();
    // Art. 3.5.1: every player with a lower score is a potential upfloater.
    // Grouped by score, highest first; `levels[0]` is the following scoregroup.
    let mut levels: Vec<(Points, Vec<usize>)> = Vec::new();
    let mut lower: Vec<usize> = remaining
        .iter()
        .copied()
        .filter(|&v| ctx.score[v] < top_score)
        .collect();
    crate::sort::positions_by_key(&mut lower, |v| (std::cmp::Reverse(ctx.score[v]), v));
    for v in lower {
        match levels.last_mut() {
            Some((s, members)) if *s == ctx.score[v] => members.push(v),
            _ => levels.push((ctx.score[v], vec![v])),
        }
    }
    let level_members: Vec<Vec<usize>> = levels.iter().map(|(_, m)| m.clone()).collect();
    let total_lower: usize = level_members.iter().map(Vec::len).sum();

    // [C4] (art. 2.3.1): the fewest upfloaters, so sizes in increasing order
    // (the bracket must be even, art. 1.3.2).
    for k in (top.len() % 2..=total_lower).step_by(2) {
        // [C5] (art. 2.3.2): for that size, the score compositions from the
        // best (upfloater scores, in ascending order, as high as possible).
        for counts in compositions_by_c5(&levels, k) {
            let search = SetSearch {
                ctx,
                remaining,
                top: &top,
                levels: &level_members,
                counts: &counts,
            };
            let mut sets = rec.is_some().then(Vec::new);
            let best = search.best(sets.as_mut());
            if let (Some(r), Some(sets)) = (rec.as_deref_mut(), sets) {
                let scores = counts
                    .iter()
                    .zip(&levels)
                    .flat_map(|(&c, (s, _))| std::iter::repeat_n(*s, c))
                    .collect();
                let tpns = |v: &[usize]| v.iter().map(|&x| ctx.tpn[x]).collect();
                r.push(CompositionRecord {
                    scores,
                    sets: sets
                        .into_iter()
                        .map(|(set, outcome)| SetTry {
                            set: tpns(&set),
                            outcome,
                        })
                        .collect(),
                });
            }
            if let Some(set) = best {
                return Some(Bracket {
                    residents: top,
                    upfloaters: set,
                });
            }
        }
    }
    None
}

/// All ways to take `k` upfloaters from the score levels (`counts[i]` from
/// `levels[i]`), best first by [C5]: compare the upfloaters' scores sorted in
/// ascending order, lexicographically, higher is better (equivalently, the
/// score differences sorted in descending order, lower is better).
fn compositions_by_c5(levels: &[(Points, Vec<usize>)], k: usize) -> Vec<Vec<usize>> {
    fn rec(
        levels: &[(Points, Vec<usize>)],
        i: usize,
        left: usize,
        cur: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if i == levels.len() {
            if left == 0 {
                out.push(cur.clone());
            }
            return;
        }
        let room: usize = levels[i..].iter().map(|(_, m)| m.len()).sum();
        if room < left {
            return;
        }
        for c in (0..=left.min(levels[i].1.len())).rev() {
            cur.push(c);
            rec(levels, i + 1, left - c, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    rec(levels, 0, k, &mut Vec::new(), &mut out);
    let ascending_scores = |counts: &Vec<usize>| -> Vec<Points> {
        let mut v: Vec<Points> = counts
            .iter()
            .zip(levels)
            .flat_map(|(&c, (s, _))| std::iter::repeat_n(*s, c))
            .collect();
        crate::sort::sort(&mut v);
        v
    };
    crate::sort::sort_by_key(&mut out, |c| std::cmp::Reverse(ascending_scores(c)));
    out
}

/// Walks the sets taking `counts[i]` members of `levels[i]` in the order of
/// art. 3.5.3–3.5.4: each set is written by descending score, then ascending
/// TPN (levels are by descending score, members by ascending TPN), and the
/// sets are sorted lexicographically on that sequence.
///
/// `prune(prefix, possible)` is asked before a branch is entered (`prefix`
/// chosen, `possible` the players that may still join); `false` skips it.
/// `leaf(set)` gets each full set in order; `true` stops the walk.
pub(super) fn walk_sets(
    levels: &[Vec<usize>],
    counts: &[usize],
    prune: &mut dyn FnMut(&[usize], &[usize]) -> bool,
    leaf: &mut dyn FnMut(&[usize]) -> bool,
) {
    // slot p takes a member of level `slots[p]`.
    let slots: Vec<usize> = counts
        .iter()
        .enumerate()
        .flat_map(|(i, &c)| std::iter::repeat_n(i, c))
        .collect();
    struct Walk<'a> {
        levels: &'a [Vec<usize>],
        slots: Vec<usize>,
        /// position inside its level of each chosen member
        pos: Vec<usize>,
        chosen: Vec<usize>,
    }
    impl Walk<'_> {
        fn possible_after(&self, p: usize) -> Vec<usize> {
            // Players that may still join once slots 0..=p are filled.
            let mut out = Vec::new();
            if p + 1 >= self.slots.len() {
                return out;
            }
            let lvl = self.slots[p];
            if self.slots[p + 1] == lvl {
                out.extend_from_slice(&self.levels[lvl][self.pos[p] + 1..]);
            }
            let mut seen = lvl;
            for &l in &self.slots[p + 1..] {
                if l != seen {
                    out.extend_from_slice(&self.levels[l]);
                    seen = l;
                }
            }
            out
        }
        fn go(
            &mut self,
            p: usize,
            prune: &mut dyn FnMut(&[usize], &[usize]) -> bool,
            leaf: &mut dyn FnMut(&[usize]) -> bool,
        ) -> bool {
            if p == self.slots.len() {
                return leaf(&self.chosen);
            }
            let lvl = self.slots[p];
            let start = if p > 0 && self.slots[p - 1] == lvl {
                self.pos[p - 1] + 1
            } else {
                0
            };
            let same_after = self.slots[p + 1..].iter().filter(|&&l| l == lvl).count();
            let levels = self.levels;
            let members = &levels[lvl];
            let end = members.len().saturating_sub(same_after);
            for (i, &v) in members.iter().enumerate().take(end).skip(start) {
                self.pos.push(i);
                self.chosen.push(v);
                let enter =
                    p + 1 == self.slots.len() || prune(&self.chosen, &self.possible_after(p));
                if enter && self.go(p + 1, prune, leaf) {
                    return true;
                }
                self.pos.pop();
                self.chosen.pop();
            }
            false
        }
    }
    let mut w = Walk {
        levels,
        slots,
        pos: Vec::new(),
        chosen: Vec::new(),
    };
    let all: Vec<usize> = {
        let mut seen = usize::MAX;
        let mut v = Vec::new();
        for &l in &w.slots {
            if l != seen {
                v.extend_from_slice(&levels[l]);
                seen = l;
            }
        }
        v
    };
    if !w.slots.is_empty() && !prune(&[], &all) {
        return;
    }
    w.go(0, prune, leaf);
}

/// The candidate sets of art. 3.5.2–3.5.4 for one size and score
/// composition, and the choice among them (art. 3.5.5).
struct SetSearch<'a> {
    ctx: &'a Context,
    remaining: &'a [usize],
    top: &'a [usize],
    levels: &'a [Vec<usize>],
    counts: &'a [usize],
}

/// How well a legal set does on the criteria art. 3.5.5 still compares.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
struct Quality {
    /// [C6]: upfloaters the following scoregroup will need.
    c6: usize,
    /// [C7]: upfloaters who were floaters in the previous round.
    c7: usize,
}

impl SetSearch<'_> {
    /// Art. 3.5.5: the first set (in art. 3.5.4 order) that gives a legal
    /// pairing ([C1]–[C3]) and does best on [C6], then [C7].
    ///
    /// Choice (open point: "complies with" a minimising criterion): the sets
    /// reaching the smallest attainable value comply; the first of them wins.
    ///
    /// `rec`, when given, gets every set the walk reaches and what became of it.
    fn best(&self, mut rec: Option<&mut Vec<(Vec<usize>, SetOutcome)>>) -> Option<Vec<usize>> {
        let ctx = self.ctx;
        let in_top = |v: usize| self.top.binary_search(&v).is_ok();
        // Lower bounds, to stop at the first set that reaches both.
        let following_left =
            self.levels.first().map_or(0, |l| l.len()) - self.counts.first().copied().unwrap_or(0);
        let c6_floor = following_left % 2;
        let c7_floor = if ctx.last_round {
            0
        } else {
            self.counts
                .iter()
                .zip(self.levels)
                .map(|(&c, l)| c.saturating_sub(l.iter().filter(|&&v| !ctx.floated[v]).count()))
                .sum()
        };
        let floor = Quality {
            c6: c6_floor,
            c7: c7_floor,
        };

        let mut best: Option<(Quality, Vec<usize>)> = None;
        // [C3] with the branch's constraints: top-scoregroup members pair
        // among themselves or with members of the set (chosen or still
        // possible); chosen upfloaters pair into the top-scoregroup.
        let mut chosen_mask = vec![false; ctx.len()];
        let mut open_mask = vec![false; ctx.len()];
        let mut prune = |chosen: &[usize], possible: &[usize]| {
            chosen.iter().for_each(|&v| chosen_mask[v] = true);
            possible.iter().for_each(|&v| open_mask[v] = true);
            let ok = ctx.perfect(self.remaining, |a, b| {
                let (ta, tb) = (in_top(a), in_top(b));
                if ta || tb {
                    let fits = |v: usize, t: bool| t || chosen_mask[v] || open_mask[v];
                    fits(a, ta) && fits(b, tb)
                } else {
                    !chosen_mask[a] && !chosen_mask[b]
                }
            });
            chosen.iter().for_each(|&v| chosen_mask[v] = false);
            possible.iter().for_each(|&v| open_mask[v] = false);
            ok
        };
        let mut leaf = |set: &[usize]| {
            // Legal pairing of the bracket and of everyone else (art. 3.1, [C3]).
            let legal = ctx.perfect(self.remaining, |a, b| {
                let (ta, tb) = (in_top(a), in_top(b));
                let (ua, ub) = (set.contains(&a), set.contains(&b));
                if ta || tb {
                    (ta || ua) && (tb || ub)
                } else {
                    !ua && !ub
                }
            });
            if !legal {
                if let Some(r) = rec.as_deref_mut() {
                    r.push((set.to_vec(), SetOutcome::Illegal));
                }
                return false;
            }
            // [C7] (art. 2.3.4), except in the last round.
            let c7 = if ctx.last_round {
                0
            } else {
                set.iter().filter(|&&v| ctx.floated[v]).count()
            };
            // [C6] (art. 2.3.3) has priority over [C7]: the largest value of
            // [C6] that could still improve on the best set so far.
            // Not better than the set kept: on [C6], or as good on [C6] and
            // not better on [C7] (worked out for the record only).
            let mut not_better = |kept: Option<Quality>| {
                if let Some(r) = rec.as_deref_mut() {
                    let criterion = match kept {
                        Some(k) if c7 >= k.c7 && self.c6(set, k.c6) == Some(k.c6) => DsArticle::C7,
                        _ => DsArticle::C6,
                    };
                    r.push((set.to_vec(), SetOutcome::NotBetter { criterion, c7 }));
                }
            };
            let cap = match &best {
                None => usize::MAX,
                Some((q, _)) if c7 < q.c7 => q.c6,
                Some((q, _)) => match q.c6.checked_sub(1) {
                    Some(c) => c,
                    None => {
                        not_better(Some(*q));
                        return false;
                    }
                },
            };
            let Some(c6) = self.c6(set, cap) else {
                not_better(best.as_ref().map(|(q, _)| *q));
                return false;
            };
            let q = Quality { c6, c7 };
            best = Some((q, set.to_vec()));
            if let Some(r) = rec.as_deref_mut() {
                let at_floor = q == floor;
                r.push((set.to_vec(), SetOutcome::Kept { c6, c7, at_floor }));
            }
            q == floor
        };
        walk_sets(self.levels, self.counts, &mut prune, &mut leaf);
        best.map(|(_, s)| s)
    }

    /// [C6] (art. 2.3.3) for the set `set`: how many upfloaters the
    /// following scoregroup needs, in the bracket where it is paired, for
    /// [C1], [C3] and [C4] to hold there; `None` if more than `cap`.
    ///
    /// Choice (open point): [C4] "complied with" there means: as few
    /// upfloaters as possible, so sets are compared by that number. Zero
    /// when the following scoregroup is empty after this bracket (every
    /// member became an upfloater) or when there is none. "Only the
    /// mentioned scoregroup is involved": later brackets are not looked at.
    fn c6(&self, set: &[usize], cap: usize) -> Option<usize> {
        let Some(following) = self.levels.first() else {
            return Some(0);
        };
        let s2: Vec<usize> = following
            .iter()
            .copied()
            .filter(|v| !set.contains(v))
            .collect();
        if s2.is_empty() {
            return Some(0);
        }
        let in_bracket = |v: &usize| self.top.binary_search(v).is_ok() || set.contains(v);
        let rest: Vec<usize> = self
            .remaining
            .iter()
            .copied()
            .filter(|v| !in_bracket(v) && s2.binary_search(v).is_err())
            .collect();
        min_upfloaters(self.ctx, &s2, &rest, cap)
    }
}

/// The fewest upfloaters (at most `cap`) a top-scoregroup `group` needs when
/// `rest` (disjoint, lower scores) are the other players still to pair:
/// the smallest `j` such that `j` members of `group` can be paired with `j`
/// players of `rest` while the others of `group` pair among themselves and
/// the others of `rest` too.
fn min_upfloaters(ctx: &Context, group: &[usize], rest: &[usize], cap: usize) -> Option<usize> {
    let mut j = group.len() % 2;
    while j <= cap.min(group.len()) {
        let mut found = false;
        for_each_combination(group.len(), j, &mut |idx| {
            let out: Vec<usize> = idx.iter().map(|&i| group[i]).collect();
            let inner: Vec<usize> = group.iter().copied().filter(|v| !out.contains(v)).collect();
            if !ctx.perfect(&inner, |_, _| true) {
                return false;
            }
            let mut outer: Vec<usize> = rest.iter().copied().chain(out.iter().copied()).collect();
            crate::sort::sort(&mut outer);
            found = ctx.perfect(&outer, |a, b| !(out.contains(&a) && out.contains(&b)));
            found
        });
        if found {
            return Some(j);
        }
        j += 2;
    }
    None
}

/// Calls `f` with each `k`-subset of `0..n` (ascending indices), in
/// lexicographic order, until it returns `true`.
pub(super) fn for_each_combination(
    n: usize,
    k: usize,
    f: &mut dyn FnMut(&[usize]) -> bool,
) -> bool {
    fn rec(
        n: usize,
        k: usize,
        start: usize,
        cur: &mut Vec<usize>,
        f: &mut dyn FnMut(&[usize]) -> bool,
    ) -> bool {
        if cur.len() == k {
            return f(cur);
        }
        for i in start..=n - (k - cur.len()) {
            cur.push(i);
            if rec(n, k, i + 1, cur, f) {
                return true;
            }
            cur.pop();
        }
        false
    }
    if k > n {
        return false;
    }
    rec(n, k, 0, &mut Vec::with_capacity(k), f)
}

/// The candidate upfloater sets of art. 3.5.3–3.5.4 for the given score
/// levels (highest score first, each a list of TPNs) when `counts[i]`
/// upfloaters come from level `i`, in the article's order. This is the
/// engine's own walk, without the legality checks.
pub fn upfloater_sets_in_order(levels: &[Vec<Tpn>], counts: &[usize]) -> Vec<Vec<Tpn>> {
    let mut sorted: Vec<Vec<usize>> = levels
        .iter()
        .map(|l| l.iter().map(|t| t.0 as usize).collect())
        .collect();
    for l in &mut sorted {
        crate::sort::sort(l);
    }
    let mut out = Vec::new();
    walk_sets(&sorted, counts, &mut |_, _| true, &mut |s| {
        out.push(s.iter().map(|&v| Tpn(v as u32)).collect());
        false
    });
    out
}
