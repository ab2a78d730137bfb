//! The least colour cost of a homogeneous remainder's S1–S2 pairs when no
//! player is a topscorer (C.04.3 2026 [C10]–[C13], 2017 C.8–C.11): a lower
//! bound [`super::bracket`] uses to find art. 4.2's first transposition
//! (2017 D.1) without a solve when some pairs must cost a colour
//! preference.
//!
//! Without a topscorer among the two players, [`pair_violations`] counts
//! nothing on [C10] and [C11] (2017 C.8, C.9: topscorers and their
//! opponents only) and, on [C12] and [C13] (C.10, C.11), looks only at the
//! two colour preferences: a pair costs [C12] when both prefer the same
//! colour and [C13] when, besides, both preferences are strong or absolute
//! (art. 1.7.1–1.7.2). So the cost of such a pair is a function of the two
//! players' [`ColourType`]s: no preference, or the preferred colour and
//! whether it is at least strong — five types.

use super::context::RoundContext;
#[cfg(doc)]
use super::criteria::pair_violations;
use super::criteria::PairViolations;
use crate::swiss::Strength;

/// How many [`ColourType`]s there are.
pub const TYPES: usize = 5;

/// A player's colour type, `0..TYPES`: 0 for no colour preference, else
/// the preferred colour and whether it is at least strong (art. 1.7).
pub type ColourType = usize;

/// The colour type of player `i`.
pub fn colour_type(ctx: &RoundContext, i: usize) -> ColourType {
    ctx.players[i].preference.map_or(0, |p| {
        1 + 2 * p.colour.fold(0, 1) + usize::from(p.strength >= Strength::Strong)
    })
}

/// Bits per criterion in a [`packed`] cost: totals over fewer than
/// [`MAX_PAIRS`] pairs (at most 2 a pair on each criterion) fit.
const BITS: u32 = 16;

/// The most pairs whose packed costs may be added up.
pub const MAX_PAIRS: usize = 1 << (BITS - 2);

/// A pair's colour violations as one number ordered as the criteria are:
/// [C10] in the highest bits, then [C11], [C12], [C13]. The sums of fewer
/// than [`MAX_PAIRS`] such numbers compare as their totals do criterion by
/// criterion, [C10] first (no field carries into the next).
pub fn packed(v: PairViolations) -> u64 {
    [
        v.c10_colour_difference,
        v.c11_three_in_a_row,
        v.c12_colour_preference,
        v.c13_strong_preference,
    ]
    .into_iter()
    .fold(0, |acc, x| (acc << BITS) | u64::from(x))
}

/// The least total of `cost[a][b]` over the ways of giving each of the
/// `s1[a]` players of type `a` (every `a`) a partner of its own among the
/// `s2[b]` players of type `b`: a transportation problem on the types,
/// solved exactly by successive shortest paths; `None` when there are
/// fewer partners than players.
///
/// Exact: the costs are the packed ones (non-negative, and sums of fewer
/// than [`MAX_PAIRS`] of them, or of the at most ten arcs of a path, with
/// signs, order as the criteria do), so this is a minimum-cost flow from
/// the S1 types to the S2 types; augmenting along a cheapest path of the
/// residual network (Bellman–Ford, as undoing a unit of flow costs less
/// than nothing) keeps each flow the cheapest of its value, and each
/// augmentation adds at least one player, so it ends with every player
/// given a partner at the least cost.
pub fn least_total(
    s1: [u32; TYPES],
    s2: [u32; TYPES],
    cost: &[[u64; TYPES]; TYPES],
) -> Option<u64> {
    let need: u32 = s1.iter().sum();
    if need > s2.iter().sum() {
        return None;
    }
    // Nodes: 0 the source, 1 + a the S1 type a, 1 + TYPES + b the S2 type b,
    // the last the sink. Arcs in pairs (forward, then its reverse).
    const N: usize = 2 * TYPES + 2;
    let sink = N - 1;
    let mut arcs: Vec<(usize, usize, u32, i64)> = Vec::new();
    let mut add = |from: usize, to: usize, cap: u32, c: i64| {
        arcs.push((from, to, cap, c));
        arcs.push((to, from, 0, -c));
    };
    for (a, &n) in s1.iter().enumerate() {
        if n > 0 {
            add(0, 1 + a, n, 0);
        }
    }
    for (a, row) in cost.iter().enumerate() {
        for (b, &c) in row.iter().enumerate() {
            if s1[a] > 0 && s2[b] > 0 {
                add(1 + a, 1 + TYPES + b, s1[a], c as i64);
            }
        }
    }
    for (b, &n) in s2.iter().enumerate() {
        if n > 0 {
            add(1 + TYPES + b, sink, n, 0);
        }
    }
    let (mut flow, mut total) = (0u32, 0i64);
    while flow < need {
        // Bellman–Ford from the source over the arcs with capacity left.
        let mut dist = [i64::MAX; N];
        let mut via = [usize::MAX; N];
        dist[0] = 0;
        for _ in 0..N {
            let mut changed = false;
            for (k, &(from, to, cap, c)) in arcs.iter().enumerate() {
                if cap > 0 && dist[from] != i64::MAX && dist[from] + c < dist[to] {
                    dist[to] = dist[from] + c;
                    via[to] = k;
                    changed = true;
                }
            }
            if !changed {
                break;
            }
        }
        if dist[sink] == i64::MAX {
            return None;
        }
        let mut push = need - flow;
        let mut v = sink;
        while v != 0 {
            let (from, _, cap, _) = arcs[via[v]];
            push = push.min(cap);
            v = from;
        }
        let mut v = sink;
        while v != 0 {
            let k = via[v];
            arcs[k].2 -= push;
            arcs[k ^ 1].2 += push;
            v = arcs[k].0;
        }
        flow += push;
        total += i64::from(push) * dist[sink];
    }
    u64::try_from(total).ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The least total by trying every assignment of the S1 players.
    fn brute(s1: &[usize], s2: &[usize], cost: &[[u64; TYPES]; TYPES]) -> Option<u64> {
        fn go(
            k: usize,
            s1: &[usize],
            s2: &[usize],
            used: &mut Vec<bool>,
            cost: &[[u64; TYPES]; TYPES],
        ) -> Option<u64> {
            if k == s1.len() {
                return Some(0);
            }
            let mut best = None;
            for j in 0..s2.len() {
                if !used[j] {
                    used[j] = true;
                    if let Some(rest) = go(k + 1, s1, s2, used, cost) {
                        let t = rest + cost[s1[k]][s2[j]];
                        best = Some(best.map_or(t, |b: u64| b.min(t)));
                    }
                    used[j] = false;
                }
            }
            best
        }
        go(0, s1, s2, &mut vec![false; s2.len()], cost)
    }

    fn counts(players: &[usize]) -> [u32; TYPES] {
        let mut c = [0; TYPES];
        for &t in players {
            c[t] += 1;
        }
        c
    }

    /// The costs [`pair_violations`] gives two non-topscorers of these types.
    fn colour_costs() -> [[u64; TYPES]; TYPES] {
        let mut cost = [[0; TYPES]; TYPES];
        for (a, row) in cost.iter_mut().enumerate() {
            for (b, c) in row.iter_mut().enumerate() {
                // same preferred colour: one of the two misses it (C12);
                // both at least strong: a strong preference missed (C13)
                if a > 0 && b > 0 && (a - 1) / 2 == (b - 1) / 2 {
                    let strong = (a - 1) % 2 == 1 && (b - 1) % 2 == 1;
                    *c = packed(PairViolations {
                        c12_colour_preference: 1,
                        c13_strong_preference: u8::from(strong),
                        ..Default::default()
                    });
                }
            }
        }
        cost
    }

    #[test]
    fn packed_costs_order_as_the_criteria() {
        let c12 = packed(PairViolations {
            c12_colour_preference: 1,
            ..Default::default()
        });
        let c13 = packed(PairViolations {
            c13_strong_preference: 1,
            ..Default::default()
        });
        let c10 = packed(PairViolations {
            c10_colour_difference: 1,
            ..Default::default()
        });
        // one missed preference weighs more than any number of missed strong ones
        assert!(c12 > 1000 * c13);
        assert!(c10 > 1000 * c12);
    }

    #[test]
    fn least_total_is_the_best_assignment() {
        // Every split of up to 5 S1 players and 7 S2 players over the types
        // drawn by a small generator, against every assignment.
        let cost = colour_costs();
        let mut x: u64 = 7;
        let mut draw = |m: u64| {
            x = x
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            ((x >> 33) % m) as usize
        };
        let mut nonzero = 0;
        for _ in 0..400 {
            let n1 = draw(6);
            let n2 = n1 + draw(3);
            let s1: Vec<usize> = (0..n1).map(|_| draw(TYPES as u64)).collect();
            let s2: Vec<usize> = (0..n2).map(|_| draw(TYPES as u64)).collect();
            let want = brute(&s1, &s2, &cost);
            assert_eq!(
                least_total(counts(&s1), counts(&s2), &cost),
                want,
                "{s1:?} {s2:?}"
            );
            nonzero += usize::from(want.is_some_and(|w| w > 0));
        }
        assert!(nonzero > 50, "{nonzero}");
        // More players than partners: no assignment.
        assert_eq!(least_total([2, 0, 0, 0, 0], [1, 0, 0, 0, 0], &cost), None);
    }

    #[test]
    fn four_mild_whites_against_one_black_and_one_free_miss_two_preferences() {
        // S1: four mild whites; S2: one black, three strong whites, one without
        // preference: two whites meet whites (mild against strong: no strong
        // preference missed).
        let cost = colour_costs();
        let s1 = [0, 4, 0, 0, 0];
        let s2 = [1, 0, 3, 0, 1];
        let c12 = packed(PairViolations {
            c12_colour_preference: 1,
            ..Default::default()
        });
        assert_eq!(least_total(s1, s2, &cost), Some(2 * c12));
    }
}
