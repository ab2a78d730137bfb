//! `matching::perfect_matching`, the completion test of the pairing rules
//! (e.g. C.04.5 art. 2.2.1 [C3]), against an exhaustive search.

use pocket_arbiter::matching::perfect_matching;
use pocket_arbiter::rng::SplitMix64;

/// Exhaustive check for small graphs: the first vertex must pair with someone.
fn brute(n: usize, edge: &dyn Fn(usize, usize) -> bool, alive: u32) -> bool {
    if alive == 0 {
        return true;
    }
    let a = alive.trailing_zeros() as usize;
    (a + 1..n).any(|b| {
        alive & (1 << b) != 0 && edge(a, b) && brute(n, edge, alive & !(1 << a) & !(1 << b))
    })
}

/// Panics unless `mate` is a perfect matching of the graph `edge` on `0..n`.
fn assert_perfect(n: usize, edge: &dyn Fn(usize, usize) -> bool, mate: &[usize]) {
    assert_eq!(mate.len(), n);
    for (v, &w) in mate.iter().enumerate() {
        assert!(w < n && w != v && mate[w] == v, "mate of {v}: {w}");
        assert!(edge(v.min(w), v.max(w)), "{v}-{w} is not an edge");
    }
}

/// Panics unless `perfect_matching` answers `expected` on the graph `edge`,
/// with a perfect matching of it when it says there is one.
fn assert_answer(n: usize, edge: &dyn Fn(usize, usize) -> bool, expected: bool, density: u64) {
    let got = perfect_matching(n, edge);
    assert_eq!(got.is_some(), expected, "n={n} density={density}");
    if let Some(mate) = got {
        assert_perfect(n, edge, &mate);
    }
}

#[test]
fn agrees_with_exhaustive_search_on_random_graphs() {
    let mut rng = SplitMix64::new(0x9E37_79B9_7F4A_7C15);
    let mut both = [0usize; 2];
    for _ in 0..3000 {
        let n = rng.below(13) as usize;
        let density = rng.below(100);
        let bits: Vec<bool> = (0..n * n).map(|_| rng.below(100) < density).collect();
        let edge = |a: usize, b: usize| bits[a.min(b) * n + a.max(b)];
        let expected = brute(n, &edge, (1u32 << n) - 1);
        assert_answer(n, &edge, expected, density);
        both[usize::from(expected)] += 1;
    }
    // Both answers must have been exercised.
    assert!(both[0] > 300 && both[1] > 300, "{both:?}");
}

#[test]
fn the_only_perfect_matching_of_a_path() {
    // Path 0-1-2-3: the only perfect matching is 0-1, 2-3 (not 1-2).
    let edges = [(0, 1), (1, 2), (2, 3)];
    let mate = perfect_matching(4, |a, b| edges.contains(&(a, b)));
    assert_eq!(mate, Some(vec![1, 0, 3, 2]));
}

#[test]
fn needs_a_blossom() {
    // A triangle 0-1-2 with a tail 2-3 and 0-4, 4-5: perfect matching
    // 4-5, 2-3, 0-1.
    let edges = [(0, 1), (1, 2), (0, 2), (2, 3), (0, 4), (4, 5)];
    let mate = perfect_matching(6, |a, b| edges.contains(&(a, b)));
    assert_eq!(mate, Some(vec![1, 0, 3, 2, 5, 4]));
    // Two triangles joined by nothing: no perfect matching.
    let edges = [(0, 1), (1, 2), (0, 2), (3, 4), (4, 5), (3, 5)];
    assert_eq!(perfect_matching(6, |a, b| edges.contains(&(a, b))), None);
}

#[test]
fn odd_and_empty_graphs() {
    assert_eq!(perfect_matching(0, |_, _| true), Some(vec![]));
    assert_eq!(perfect_matching(3, |_, _| true), None);
    assert_eq!(perfect_matching(2, |_, _| false), None);
}

/// Larger graphs than the exhaustive search can take: the answer agrees with
/// the weighted matcher's (unit weights: a maximum-cardinality matching, the
/// graph has a perfect one exactly when it pairs `n / 2` times), including
/// the sparse graphs where the greedy start leaves vertices free and the
/// augmenting paths must run through blossoms.
#[test]
fn agrees_with_the_weighted_matcher_on_larger_graphs() {
    use pocket_arbiter::matching::max_weight_matching;
    let mut rng = SplitMix64::new(0x2545_F491_4F6C_DD1D);
    let mut both = [0usize; 2];
    for _ in 0..600 {
        let n = 2 * (7 + rng.below(30) as usize);
        // Sparse to dense: on average 1.5 to 8 neighbours per vertex, or dense.
        let density = match rng.below(3) {
            0 => 150 / n as u64 + 1,
            1 => 800 / n as u64 + 1,
            _ => 30 + rng.below(70),
        };
        let bits: Vec<bool> = (0..n * n).map(|_| rng.below(100) < density).collect();
        let edge = |a: usize, b: usize| bits[a.min(b) * n + a.max(b)];
        let weighted =
            max_weight_matching::<u32>(n, |a, b| edge(a, b).then_some(1)).expect("unit weights");
        let pairs = weighted.mate.iter().filter(|m| m.is_some()).count() / 2;
        let expected = pairs == n / 2;
        assert_answer(n, &edge, expected, density);
        both[usize::from(expected)] += 1;
    }
    assert!(both[0] > 60 && both[1] > 60, "{both:?}");
}
