//! The matcher the Dutch engine calls: maximum-weight matching over a
//! [`WeightMatrix`]. Small graphs use an exact exhaustive search (also the
//! test oracle); larger ones the blossom algorithm of `crate::matching`.

use super::weights::{cmp_limbs, WeightMatrix};
use crate::matching::{Matcher, Wide};
use std::collections::HashMap;

type Memo = HashMap<u32, (Vec<u64>, Option<(usize, usize)>)>;

/// Only two widths are compiled (8 and 64 limbs) when the
/// `compact-matcher` feature is on: the arms for the others are never
/// taken, and the link drops their code.
const COMPACT: bool = cfg!(feature = "compact-matcher");

/// `mate[v]`: the vertex matched to `v`, if any. The matching maximises the
/// total weight (weights are unsigned; every edge has a positive weight in
/// practice because the legality field is always set).
///
/// The width is the narrowest that holds the weights: any wider one gives
/// the same matching (the matcher only adds, subtracts and compares exact
/// integers; `tests::every_width_gives_the_same_matching`). With the
/// `compact-matcher` feature (the web app's page, index.html) only two
/// widths are compiled, which makes the page's wasm smaller; the worker and
/// the CLI keep every width for speed.
pub fn max_weight_matching(m: &WeightMatrix) -> Vec<Option<usize>> {
    // The matcher wants the top four bits clear and room for the sum of n/2
    // weights: one spare limb covers both for any n below 2^60.
    match m.limbs + 1 {
        0..=2 if !COMPACT => blossom::<2>(m),
        0..=4 if !COMPACT => blossom::<4>(m),
        0..=8 => blossom::<8>(m),
        9..=16 if !COMPACT => blossom::<16>(m),
        9..=32 if !COMPACT => blossom::<32>(m),
        _ => blossom::<64>(m),
    }
}

/// `mate[v]` of the maximum-weight matching over vertices `0..n` whose edge
/// `{u, v}` (`u < v`) has the weight `compute(u, v, buf)` writes into its
/// `limbs`-limb buffer (false: no edge). The same matching as
/// [`max_weight_matching`] over the matrix of those weights, without
/// storing that matrix next to the matcher's own.
pub fn max_weight_matching_fn(
    n: usize,
    limbs: usize,
    compute: impl FnMut(usize, usize, &mut [u64]) -> bool,
) -> Vec<Option<usize>> {
    match limbs + 1 {
        0..=2 if !COMPACT => blossom_fn::<2>(n, limbs, compute),
        0..=4 if !COMPACT => blossom_fn::<4>(n, limbs, compute),
        0..=8 => blossom_fn::<8>(n, limbs, compute),
        9..=16 if !COMPACT => blossom_fn::<16>(n, limbs, compute),
        9..=32 if !COMPACT => blossom_fn::<32>(n, limbs, compute),
        _ => blossom_fn::<64>(n, limbs, compute),
    }
}

fn blossom_fn<const N: usize>(
    n: usize,
    limbs: usize,
    mut compute: impl FnMut(usize, usize, &mut [u64]) -> bool,
) -> Vec<Option<usize>> {
    let weight = |u: usize, v: usize| {
        let mut buf = [0u64; N];
        compute(u, v, &mut buf[..limbs.min(N)]).then(|| Wide::<N>::from_limbs(buf))
    };
    match crate::matching::max_weight_matching(n, weight) {
        Ok(matching) => matching.mate,
        // Unreachable with the widths chosen above (see `blossom`).
        Err(_) => vec![None; n],
    }
}

/// Limbs of the weights of the warm-started matcher (512 bits).
pub const WARM_LIMBS: usize = 8;

/// One matcher kept for a whole round: successive solves differ only around
/// the bracket being paired, so each restarts from the previous optimum and
/// repairs what changed (see [`crate::matching::Matcher`]).
#[derive(Debug)]
pub struct WarmSolver {
    matcher: Matcher<Wide<WARM_LIMBS>>,
    alive: Vec<bool>,
    initialized: bool,
    /// Bits below which the bracket's own fields live; the round-wide fields
    /// start here.
    pub base: u32,
}

impl WarmSolver {
    /// A solver over `n` players whose round-wide fields take `top_bits`.
    pub fn new(n: usize, top_bits: u32) -> WarmSolver {
        // the matcher wants the top 4 bits clear; the total of n/2 weights
        // needs log2(n) more.
        let headroom = 4 + 64 - (n as u64).leading_zeros();
        let mut matcher = Matcher::new(n);
        // Measured: repairing beats a fresh start even when half the vertices changed.
        matcher.set_warm_limit(n);
        WarmSolver {
            matcher,
            alive: vec![false; n],
            initialized: false,
            base: (64 * WARM_LIMBS as u32).saturating_sub(headroom + top_bits),
        }
    }

    /// Solves over the players `alive` (global indices); `compute(u, v, buf)`
    /// writes the weight of edge `{u, v}` (false: no edge). Edges for which
    /// `stable(u, v)` holds are not recomputed after the first solve when
    /// both ends were in the previous one: their weight never changes during
    /// a round.
    ///
    /// `term(v, buf)` writes player `v`'s share of the round-wide fields:
    /// these fields are, on every edge `{u, v}`, the sum of the shares of `u`
    /// and `v` (2026: legality and [C5]). The first solve of the round starts
    /// from these shares as duals, under which nearly every edge is tight,
    /// instead of a cold start that would spend `O(n^3)` recovering them.
    pub fn solve_with(
        &mut self,
        alive: &[usize],
        stable: impl Fn(usize, usize) -> bool,
        mut compute: impl FnMut(usize, usize, &mut [u64]) -> bool,
        term: impl Fn(usize, &mut [u64]),
    ) -> Vec<Option<usize>> {
        let n = self.alive.len();
        let mut now = vec![false; n];
        for &g in alive {
            now[g] = true;
        }
        for (g, (&was, &is)) in self.alive.iter().zip(&now).enumerate() {
            if was && !is && self.matcher.clear_vertex(g).is_err() {
                return vec![None; alive.len()];
            }
        }
        // A player back after a solve without it lost its edges.
        let was = std::mem::replace(&mut self.alive, now);
        let mut buf = [0u64; WARM_LIMBS];
        for a in 0..alive.len() {
            for b in a + 1..alive.len() {
                let (u, v) = (alive[a], alive[b]);
                if self.initialized && was[u] && was[v] && stable(u, v) {
                    continue;
                }
                let w = compute(u, v, &mut buf).then(|| Wide::<WARM_LIMBS>::from_limbs(buf));
                if self.matcher.weight(u, v) != w && self.matcher.set_weight(u, v, w).is_err() {
                    return vec![None; alive.len()];
                }
            }
        }
        let global = if self.initialized {
            self.matcher.solve().mate
        } else {
            self.initialized = true;
            let duals: Vec<Wide<WARM_LIMBS>> = (0..n)
                .map(|g| {
                    buf.fill(0);
                    if self.alive[g] {
                        term(g, &mut buf);
                    }
                    Wide::from_limbs(buf)
                })
                .collect();
            self.matcher.solve_from_duals(&duals).mate
        };
        let mut local_of = vec![usize::MAX; n];
        for (a, &g) in alive.iter().enumerate() {
            local_of[g] = a;
        }
        alive
            .iter()
            .map(|&g| global[g].map(|h| local_of[h]).filter(|&b| b != usize::MAX))
            .collect()
    }
}

fn blossom<const N: usize>(m: &WeightMatrix) -> Vec<Option<usize>> {
    let weight = |u: usize, v: usize| {
        m.get(u, v).map(|w| {
            let mut limbs = [0u64; N];
            limbs[..w.len()].copy_from_slice(w);
            Wide::<N>::from_limbs(limbs)
        })
    };
    match crate::matching::max_weight_matching(m.n, weight) {
        Ok(matching) => matching.mate,
        // Unreachable with the widths chosen above; fall back to no pairs
        // rather than panic (the caller then reports no legal pairing).
        Err(_) => vec![None; m.n],
    }
}

fn add(a: &mut [u64], b: &[u64]) {
    let mut carry = 0u128;
    for (x, y) in a.iter_mut().zip(b) {
        let s = *x as u128 + *y as u128 + carry;
        *x = s as u64;
        carry = s >> 64;
    }
}

/// Exhaustive search with memoisation over the set of still-free vertices:
/// the oracle the blossom matcher is tested against on engine-shaped weights.
pub fn brute_force(m: &WeightMatrix) -> Vec<Option<usize>> {
    assert!(m.n <= 24, "brute force is for small graphs");
    let mut memo: Memo = HashMap::new();
    fn best(m: &WeightMatrix, free: u32, memo: &mut Memo) -> Vec<u64> {
        if free == 0 {
            return vec![0; m.limbs];
        }
        if let Some((w, _)) = memo.get(&free) {
            return w.clone();
        }
        let i = free.trailing_zeros() as usize;
        let rest = free & !(1 << i);
        // i unmatched
        let mut bw = best(m, rest, memo);
        let mut choice = None;
        let mut r = rest;
        while r != 0 {
            let j = r.trailing_zeros() as usize;
            r &= r - 1;
            if let Some(w) = m.get(i, j) {
                let mut cand = best(m, rest & !(1 << j), memo);
                add(&mut cand, w);
                if cmp_limbs(&cand, &bw) == std::cmp::Ordering::Greater {
                    bw = cand;
                    choice = Some((i, j));
                }
            }
        }
        memo.insert(free, (bw.clone(), choice));
        bw
    }
    let all = if m.n == 32 {
        u32::MAX
    } else {
        (1u32 << m.n) - 1
    };
    best(m, all, &mut memo);
    let mut mate = vec![None; m.n];
    let mut free = all;
    while free != 0 {
        let i = free.trailing_zeros() as usize;
        match memo.get(&free).and_then(|(_, c)| *c) {
            Some((a, b)) => {
                mate[a] = Some(b);
                mate[b] = Some(a);
                free &= !(1 << a) & !(1 << b);
            }
            None => free &= !(1 << i),
        }
    }
    mate
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    /// The width only holds the numbers: on the same weights every width
    /// gives the same `mate` (so the `compact-matcher` build, which rounds
    /// the width up, pairs exactly as the others). Weights with many ties
    /// (a few values per limb) and missing edges, as the engine makes them.
    #[test]
    fn every_width_gives_the_same_matching() {
        let mut rng = SplitMix64::new(2026);
        for case in 0..60 {
            let n = 2 + (case % 29);
            let limbs = 1 + (case % 3);
            let mut m = WeightMatrix::new(n, limbs);
            for i in 0..n {
                for j in i + 1..n {
                    if rng.chance(150_000) {
                        continue; // no edge
                    }
                    let mut w = vec![0u64; limbs];
                    for limb in w.iter_mut() {
                        *limb = rng.below(4) << 40;
                    }
                    w[limbs - 1] |= 1 << 50; // always a positive weight
                    m.set(i, j, &w);
                }
            }
            let narrow = match limbs + 1 {
                0..=2 => blossom::<2>(&m),
                _ => blossom::<4>(&m),
            };
            assert_eq!(blossom::<8>(&m), narrow, "case {case}: 8 limbs");
            assert_eq!(blossom::<16>(&m), narrow, "case {case}: 16 limbs");
            assert_eq!(blossom::<64>(&m), narrow, "case {case}: 64 limbs");
            assert_eq!(max_weight_matching(&m), narrow, "case {case}: as built");
        }
    }
}
