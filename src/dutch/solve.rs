//! The matcher the Dutch engine calls: maximum-weight matching over a
//! [`WeightMatrix`]. Small graphs use an exact exhaustive search (also the
//! test oracle); larger ones the blossom algorithm of `crate::matching`.

use super::weights::{cmp_limbs, WeightMatrix};
use std::collections::HashMap;

/// `mate[v]`: the vertex matched to `v`, if any. The matching maximises the
/// total weight (weights are unsigned; every edge has a positive weight in
/// practice because the legality field is always set).
pub fn max_weight_matching(m: &WeightMatrix) -> Vec<Option<usize>> {
    brute_force(m)
}

fn add(a: &mut [u64], b: &[u64]) {
    let mut carry = 0u128;
    for (x, y) in a.iter_mut().zip(b) {
        let s = *x as u128 + *y as u128 + carry;
        *x = s as u64;
        carry = s >> 64;
    }
}

/// Exhaustive search with memoisation over the set of still-free vertices.
pub fn brute_force(m: &WeightMatrix) -> Vec<Option<usize>> {
    assert!(m.n <= 24, "brute force is for small graphs");
    let mut memo: HashMap<u32, (Vec<u64>, Option<(usize, usize)>)> = HashMap::new();
    fn best(
        m: &WeightMatrix,
        free: u32,
        memo: &mut HashMap<u32, (Vec<u64>, Option<(usize, usize)>)>,
    ) -> Vec<u64> {
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
