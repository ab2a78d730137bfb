//! C.04.5 art. 3.6: pairing a bracket.
//!
//! The pairings of a bracket are sorted by their identifier (art. 3.6.2):
//! the top members (smaller TPN of each pair) in ascending order, then the
//! bottom members in the same pair order. The first pairing in that order
//! that is legal and does best on [C8] is built position by position: each
//! position takes the smallest value for which a complete pairing with that
//! prefix still exists, checked exactly with a perfect-matching test.

use super::history::Context;
use super::record::{PairStep, Try};
use super::upfloaters::{for_each_combination, Bracket};
use crate::matching::perfect_matching;
use crate::model::Tpn;

/// The identifier of a pairing (C.04.5 art. 3.6.1–3.6.2). Pairs may be
/// written either way round; e.g. `11-24 16-6 10-9 8-4` → `4 6 9 11 8 16 10 24`.
pub fn pairing_identifier(pairs: &[(Tpn, Tpn)]) -> Vec<Tpn> {
    let mut norm: Vec<(Tpn, Tpn)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
    crate::sort::sort(&mut norm);
    norm.iter()
        .map(|p| p.0)
        .chain(norm.iter().map(|p| p.1))
        .collect()
}

/// What the pairing search did (issue 23's record), when asked for.
#[derive(Debug, Default)]
pub(super) struct Search {
    /// [C8]'s smallest attainable value, when it applies.
    pub c8_budget: Option<usize>,
    /// Every value tried at each position of the identifier, in order.
    pub steps: Vec<PairStep>,
}

/// The pairs of the bracket (local indices, smaller first), or `None` if no
/// legal pairing exists (which the upfloater choice rules out). `rec`, when
/// given, gets every value tried and why it was rejected (the extra checks
/// that name the criterion run only then and do not change the choice).
pub(super) fn pair(
    ctx: &Context,
    bracket: &Bracket,
    mut rec: Option<&mut Search>,
) -> Option<Vec<(usize, usize)>> {
    let mut members: Vec<usize> = bracket
        .residents
        .iter()
        .chain(&bracket.upfloaters)
        .copied()
        .collect();
    crate::sort::sort(&mut members);
    let ups = &bracket.upfloaters;
    let is_up = |v: usize| ups.contains(&v);
    // [C8] (art. 2.3.5), except in the last round: upfloaters' opponents
    // who were floaters in the previous round (art. 1.5).
    let floater_resident = |v: usize| !is_up(v) && ctx.floated[v];
    let c8_applies =
        !ctx.last_round && !ups.is_empty() && members.iter().any(|&v| floater_resident(v));
    let n = members.len();
    let m = n / 2;
    let mut state = State {
        is_top: vec![false; ctx.len()],
        last_top: None,
        tops_done: false,
        partner: vec![None; ctx.len()],
    };

    let meets_floater =
        |a: usize, b: usize| (is_up(a) && floater_resident(b)) || (is_up(b) && floater_resident(a));
    // The legal pairs of the bracket; each check below only filters them
    // (vertex `x` is `members[x]`).
    let pair_of = |x: usize, y: usize| (members[x.min(y)], members[x.max(y)]);
    // A pairing of the bracket found by the last successful check (`mate`,
    // positions in `members`): when it already fits a longer prefix, no
    // search is needed. Seeded in the shape identifier order favours (the
    // first half against the second), then completed.
    let mut witness: Vec<usize> = vec![usize::MAX; n];
    for x in 0..m {
        if let Some(y) =
            (m..n).find(|&y| witness[y] == usize::MAX && ctx.compatible(members[x], members[y]))
        {
            witness[x] = y;
            witness[y] = x;
        }
    }
    let fits = |w: &[usize], state: &State, c: usize| -> bool {
        let mut c8 = 0;
        for (x, &y) in w.iter().enumerate() {
            if y >= n {
                return false;
            }
            if x < y {
                let (a, b) = pair_of(x, y);
                if !state.allows(a, b) {
                    return false;
                }
                c8 += usize::from(c8_applies && meets_floater(a, b));
            }
        }
        c8 <= c || !c8_applies
    };
    // Does a pairing of the bracket exist that extends `state` and has at
    // most `c` upfloaters meeting a previous floater? It does iff, for some
    // `c` upfloaters `Q`, one exists where the other upfloaters may not meet
    // one. (With the fewest upfloaters every upfloater meets a resident,
    // art. 3.5.)
    let feasible = |state: &State, c: usize, witness: &mut Vec<usize>| -> bool {
        if fits(witness, state, c) {
            return true;
        }
        let complete = |allowed: &dyn Fn(usize, usize) -> bool| {
            perfect_matching(n, |x, y| {
                let (a, b) = pair_of(x, y);
                ctx.compatible(a, b) && allowed(a, b)
            })
        };
        let found = if !c8_applies || c >= ups.len() {
            complete(&|a, b| state.allows(a, b))
        } else {
            let mut found = None;
            for_each_combination(ups.len(), c, &mut |q| {
                let free = |v: usize| q.iter().any(|&i| ups[i] == v);
                found = complete(&|a, b| {
                    let blocked = (is_up(a) && !free(a) && floater_resident(b))
                        || (is_up(b) && !free(b) && floater_resident(a));
                    !blocked && state.allows(a, b)
                });
                found.is_some()
            });
            found
        };
        match found {
            Some(mate) => {
                *witness = mate;
                true
            }
            None => false,
        }
    };
    // [C8]: the smallest attainable number; art. 3.6.4 then takes the first
    // pairing reaching it. (Choice, as for art. 3.5.5: "complies with" a
    // minimising criterion means reaching its smallest attainable value.)
    let budget = (0..=ups.len()).find(|&c| feasible(&state, c, &mut witness))?;
    if let Some(r) = rec.as_deref_mut() {
        r.c8_budget = c8_applies.then_some(budget);
    }
    // Why a value was rejected: [C3] when no legal pairing starts this way
    // at all, else [C8] (asked with a copy of the witness, for the record only).
    let rejected = |state: &State, witness: &[usize]| -> Try {
        let mut w = witness.to_vec();
        if c8_applies && budget < ups.len() && feasible(state, ups.len(), &mut w) {
            Try::MoreC8
        } else {
            Try::NoCompletion
        }
    };

    // Art. 3.6.2–3.6.3, first the top members, smallest first.
    for _ in 0..m {
        let candidates: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&v| !state.is_top[v] && state.last_top.is_none_or(|t| v > t))
            .collect();
        let mut placed = false;
        for v in candidates {
            let prev = state.last_top;
            state.is_top[v] = true;
            state.last_top = Some(v);
            let ok = feasible(&state, budget, &mut witness);
            if let Some(r) = rec.as_deref_mut() {
                let outcome = if ok {
                    Try::Accepted
                } else {
                    rejected(&state, &witness)
                };
                r.steps.push(PairStep::Top {
                    player: ctx.tpn[v],
                    outcome,
                });
            }
            if ok {
                placed = true;
                break;
            }
            state.is_top[v] = false;
            state.last_top = prev;
        }
        if !placed {
            return None;
        }
    }
    state.tops_done = true;
    // Then the bottom member of each top member, in order.
    let tops: Vec<usize> = members
        .iter()
        .copied()
        .filter(|&v| state.is_top[v])
        .collect();
    let mut pairs = Vec::with_capacity(m);
    for &t in &tops {
        let candidates: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&v| v > t && !state.is_top[v] && state.partner[v].is_none())
            .collect();
        let mut placed = false;
        for v in candidates {
            // [C1]: never a pair that met (or is forbidden).
            if !ctx.compatible(t, v) {
                if let Some(r) = rec.as_deref_mut() {
                    r.steps.push(PairStep::Bottom {
                        top: ctx.tpn[t],
                        player: ctx.tpn[v],
                        outcome: Try::Met,
                    });
                }
                continue;
            }
            state.partner[t] = Some(v);
            state.partner[v] = Some(t);
            let ok = feasible(&state, budget, &mut witness);
            if let Some(r) = rec.as_deref_mut() {
                let outcome = if ok {
                    Try::Accepted
                } else {
                    rejected(&state, &witness)
                };
                r.steps.push(PairStep::Bottom {
                    top: ctx.tpn[t],
                    player: ctx.tpn[v],
                    outcome,
                });
            }
            if ok {
                pairs.push((t, v));
                placed = true;
                break;
            }
            state.partner[t] = None;
            state.partner[v] = None;
        }
        if !placed {
            return None;
        }
    }
    Some(pairs)
}

/// A prefix of an identifier, as constraints on the pairs `a < b` still allowed.
struct State {
    is_top: Vec<bool>,
    /// The largest top member fixed so far.
    last_top: Option<usize>,
    /// All top members are fixed.
    tops_done: bool,
    partner: Vec<Option<usize>>,
}

impl State {
    fn allows(&self, a: usize, b: usize) -> bool {
        debug_assert!(a < b);
        // Pairs already fixed.
        if let Some(p) = self.partner[a] {
            return p == b;
        }
        if self.partner[b].is_some() {
            return false;
        }
        // In a pair `a < b`, `a` is the top member (art. 3.6.1).
        if self.is_top[b] {
            return false;
        }
        if !self.is_top[a] {
            // `a` would be a new top member: it must come after the fixed ones.
            if self.tops_done || self.last_top.is_some_and(|t| a < t) {
                return false;
            }
        }
        true
    }
}
