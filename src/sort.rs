//! One stable sort for the whole crate, compiled once.
//!
//! `slice::sort_by` is generic over the element type and the comparator, so
//! every call site with its own closure compiled its own copy of the standard
//! stable sort (about 3 KB of wasm each, 56 copies in the app before this
//! module; BENCHMARKS.md, "Download size"). Here the standard stable sort is
//! instantiated once, on a list of positions compared through a `dyn`
//! comparator, and the slice is then permuted into that order: what is left
//! generic per call site is a closure and a loop of swaps.
//!
//! Same order as the standard library's: sorting positions `0..n` with a
//! stable sort keeps equal elements in their original order, exactly as
//! `sort_by` does on the elements themselves, so pairings, which depend on
//! how ties are ordered, do not change.

use std::cmp::Ordering;
use std::collections::BTreeSet;

/// Stable sort by a comparator: the same order as `v.sort_by(cmp)`.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let mut order: Vec<usize> = (0..v.len()).collect();
    stable_sort_positions(&mut order, &mut |a, b| cmp(&v[a], &v[b]));
    permute(v, order);
}

/// Stable sort by a key: the same order as `v.sort_by_key(key)` (the key is
/// computed at each comparison, as there).
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// Stable sort by the elements' own order: the same order as `v.sort()`.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// Stable sort of a list of positions (indices into some other table) by
/// comparing the positions: the same order as `v.sort_by(|&a, &b| cmp(a, b))`,
/// without the detour through a second list that [`sort_by`] takes.
pub fn positions_by(v: &mut [usize], mut cmp: impl FnMut(usize, usize) -> Ordering) {
    stable_sort_positions(v, &mut cmp);
}

/// Stable sort of a list of positions by a key of each: the same order as
/// `v.sort_by_key(|&i| key(i))`.
pub fn positions_by_key<K: Ord>(v: &mut [usize], mut key: impl FnMut(usize) -> K) {
    stable_sort_positions(v, &mut |a, b| key(a).cmp(&key(b)));
}

/// The set of `items`: the same set as `items.collect::<BTreeSet<_>>()`,
/// built by inserting them one by one, because `BTreeSet`'s `FromIterator`
/// first sorts the items with the standard stable sort (one more copy of it
/// for every element type).
pub fn set_of<T: Ord>(items: impl IntoIterator<Item = T>) -> BTreeSet<T> {
    let mut set = BTreeSet::new();
    set.extend(items);
    set
}

/// The one copy of the standard library's stable sort.
#[inline(never)]
fn stable_sort_positions(v: &mut [usize], cmp: &mut dyn FnMut(usize, usize) -> Ordering) {
    v.sort_by(|&a, &b| cmp(a, b));
}

/// Rearranges `v` so that `v[i]` becomes the old `v[order[i]]`, by following
/// each cycle of the permutation with swaps; `order` is consumed as the record
/// of which positions are done.
fn permute<T>(v: &mut [T], mut order: Vec<usize>) {
    for start in 0..v.len() {
        let mut at = start;
        // A position whose entry is itself is in place (or its cycle is done).
        while order[at] != start {
            let from = order[at];
            v.swap(at, from);
            order[at] = at;
            at = from;
        }
        order[at] = at;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::SplitMix64;

    /// Records with many ties on the key, each tagged with its original
    /// position so that a tie order differing from the standard stable sort's
    /// shows.
    fn records(seed: u64, n: usize, distinct: u64) -> Vec<(u64, usize)> {
        let mut rng = SplitMix64::new(seed);
        (0..n).map(|i| (rng.below(distinct), i)).collect()
    }

    #[test]
    fn same_order_as_the_standard_stable_sort_with_ties() {
        for seed in 0..40 {
            for (n, distinct) in [
                (0, 1),
                (1, 1),
                (2, 1),
                (7, 3),
                (33, 4),
                (300, 10),
                (1000, 1000),
            ] {
                let v = records(seed, n, distinct);
                let mut expected = v.clone();
                expected.sort_by_key(|r| std::cmp::Reverse(r.0));
                let mut got = v.clone();
                sort_by(&mut got, |a, b| b.0.cmp(&a.0));
                assert_eq!(got, expected, "seed {seed}, n {n}");

                let mut expected = v.clone();
                expected.sort_by_key(|r| r.0);
                let mut got = v.clone();
                sort_by_key(&mut got, |r| r.0);
                assert_eq!(got, expected, "seed {seed}, n {n}");
            }
        }
    }

    #[test]
    fn positions_sort_like_the_standard_stable_sort() {
        for seed in 0..40 {
            let v = records(seed, 200, 7);
            let mut expected: Vec<usize> = (0..v.len()).rev().collect();
            expected.sort_by_key(|&i| v[i].0);
            let mut got: Vec<usize> = (0..v.len()).rev().collect();
            positions_by_key(&mut got, |i| v[i].0);
            assert_eq!(got, expected, "seed {seed}");
            let mut got: Vec<usize> = (0..v.len()).rev().collect();
            positions_by(&mut got, |a, b| v[b].0.cmp(&v[a].0));
            let mut by_std: Vec<usize> = (0..v.len()).rev().collect();
            by_std.sort_by_key(|&i| std::cmp::Reverse(v[i].0));
            assert_eq!(got, by_std, "seed {seed}");
        }
    }

    #[test]
    fn set_of_is_the_collected_set() {
        let v = records(3, 500, 50);
        let keys = || v.iter().map(|r| r.0);
        assert_eq!(set_of(keys()), keys().collect::<BTreeSet<u64>>());
    }

    #[test]
    fn equal_elements_keep_their_original_order() {
        // Sorted by the first letter only: the words of each letter stay in
        // the order they were given.
        let mut v = vec!["bc", "ab", "bb", "aa", "ba", "ac"];
        sort_by_key(&mut v, |w| w.as_bytes()[0]);
        assert_eq!(v, ["ab", "aa", "ac", "bc", "bb", "ba"]);
    }

    #[test]
    fn sort_is_ascending_by_the_elements_order() {
        let mut v = vec![(2, "b"), (1, "z"), (2, "a"), (0, "q")];
        sort(&mut v);
        assert_eq!(v, [(0, "q"), (1, "z"), (2, "a"), (2, "b")]);
    }

    #[test]
    fn every_permutation_of_four_is_rearranged_correctly() {
        let mut perms = Vec::new();
        for a in 0..4 {
            for b in 0..4 {
                for c in 0..4 {
                    for d in 0..4 {
                        let p = [a, b, c, d];
                        if (0..4).all(|x| p.contains(&x)) {
                            perms.push(p);
                        }
                    }
                }
            }
        }
        assert_eq!(perms.len(), 24);
        for p in perms {
            let mut v = p;
            sort(&mut v);
            assert_eq!(v, [0, 1, 2, 3], "from {p:?}");
        }
    }
}
