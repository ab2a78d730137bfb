//! Structured cases for the blossom algorithm: odd cycles, nested blossoms,
//! blossoms relabelled T and expanded, and the maximum-weight (not maximum
//! cardinality) semantics. Every case is also checked against the brute
//! force and the dual certificate.

use crate::matching_util;

use matching_util::{check_graph, graph_from_edges, matcher_for, Graph};
use pocket_arbiter::matching::{max_weight_matching, Matcher, Wide};

fn weight_of(n: usize, edges: &[(usize, usize, u64)]) -> u64 {
    check_graph(&graph_from_edges(n, edges)).weight
}

#[test]
fn trivial_graphs() {
    assert_eq!(weight_of(0, &[]), 0);
    assert_eq!(weight_of(1, &[]), 0);
    assert_eq!(weight_of(2, &[(0, 1, 7)]), 7);
    assert_eq!(weight_of(4, &[(0, 1, 7), (2, 3, 5)]), 12);
    let m = max_weight_matching::<u64>(3, |_, _| None).expect("no edges");
    assert_eq!(m.mate, vec![None; 3]);
}

#[test]
fn weight_beats_cardinality() {
    // Path 0-1-2-3: the middle edge alone outweighs both outer ones.
    assert_eq!(weight_of(4, &[(0, 1, 5), (1, 2, 11), (2, 3, 5)]), 11);
    assert_eq!(weight_of(4, &[(0, 1, 5), (1, 2, 9), (2, 3, 5)]), 10);
    // A heavy edge in a triangle with a light pendant.
    assert_eq!(
        weight_of(4, &[(0, 1, 10), (1, 2, 10), (0, 2, 10), (2, 3, 1)]),
        11
    );
}

#[test]
fn odd_cycles_of_equal_weights() {
    for len in [3usize, 5, 7, 9, 11] {
        let edges: Vec<_> = (0..len).map(|i| (i, (i + 1) % len, 4)).collect();
        assert_eq!(weight_of(len, &edges), 4 * (len as u64 / 2));
        // With a pendant at every cycle vertex the matching is perfect.
        let mut e2 = edges.clone();
        e2.extend((0..len).map(|i| (i, len + i, 1)));
        if 2 * len <= 14 {
            assert_eq!(weight_of(2 * len, &e2), 4 * (len as u64 / 2) + 1);
        }
    }
}

#[test]
fn flower_with_stem() {
    // A 5-cycle (the blossom) reached through a stem 5-6, 6-0.
    let edges = [
        (0, 1, 8),
        (1, 2, 8),
        (2, 3, 8),
        (3, 4, 8),
        (4, 0, 8),
        (0, 6, 9),
        (6, 5, 7),
    ];
    assert_eq!(weight_of(7, &edges), 8 + 8 + 9);
    // Augmenting through the blossom to the far side.
    let edges = [
        (0, 1, 6),
        (1, 2, 6),
        (2, 0, 6),
        (2, 3, 5),
        (3, 4, 5),
        (1, 5, 4),
        (0, 6, 7),
    ];
    check_graph(&graph_from_edges(7, &edges));
}

/// A triangle of triangles: the outer cycle is a blossom whose children are
/// blossoms. Pendants force augmenting paths through both levels.
#[test]
fn nested_blossoms() {
    let mut edges = vec![];
    for t in 0..3 {
        let b = 3 * t;
        edges.extend([(b, b + 1, 10), (b + 1, b + 2, 10), (b + 2, b, 10)]);
    }
    // Links between the triangles.
    edges.extend([(2, 3, 10), (5, 6, 10), (8, 0, 10)]);
    let g = graph_from_edges(9, &edges);
    assert_eq!(check_graph(&g).weight, 40);
    for (pendant, w) in [(0, 1), (4, 3), (7, 15), (1, 25)] {
        let mut e = edges.clone();
        e.push((pendant, 9, w));
        check_graph(&graph_from_edges(10, &e));
        e.push(((pendant + 4) % 9, 10, w + 2));
        e.push(((pendant + 6) % 9, 11, 3));
        check_graph(&graph_from_edges(12, &e));
    }
}

#[test]
fn complete_graphs_of_equal_weights() {
    for n in 1..=40 {
        let g: Graph<u64> = (0..n)
            .map(|u| (0..n).map(|v| (u != v).then_some(3)).collect())
            .collect();
        assert_eq!(check_graph(&g).weight, 3 * (n as u64 / 2));
    }
}

/// Small graphs found by a random search in which T-blossoms are expanded
/// mid-stage (twice) and stages end on zero duals.
#[test]
fn blossoms_relabelled_and_expanded() {
    type Case<'a> = (usize, &'a [(usize, usize, u64)]);
    let cases: [Case; 5] = [
        (
            8,
            &[
                (0, 2, 12),
                (0, 4, 1),
                (0, 5, 11),
                (0, 7, 12),
                (1, 2, 6),
                (1, 3, 4),
                (1, 4, 10),
                (2, 3, 12),
                (3, 4, 12),
                (3, 7, 12),
                (4, 5, 5),
                (4, 7, 12),
            ],
        ),
        (
            7,
            &[
                (0, 6, 5),
                (1, 2, 9),
                (1, 3, 10),
                (1, 4, 8),
                (1, 5, 1),
                (1, 6, 9),
                (2, 3, 11),
                (2, 5, 6),
                (3, 4, 8),
                (3, 5, 6),
                (4, 6, 8),
            ],
        ),
        (
            9,
            &[
                (0, 1, 9),
                (0, 3, 12),
                (0, 6, 9),
                (0, 7, 9),
                (1, 3, 9),
                (2, 6, 7),
                (2, 7, 4),
                (2, 8, 12),
                (4, 6, 3),
                (4, 8, 9),
                (5, 8, 8),
                (6, 7, 6),
                (7, 8, 11),
            ],
        ),
        (
            7,
            &[
                (0, 5, 9),
                (0, 6, 4),
                (1, 3, 10),
                (1, 4, 11),
                (1, 5, 11),
                (1, 6, 9),
                (2, 4, 8),
                (2, 5, 7),
                (2, 6, 1),
                (3, 4, 12),
                (3, 5, 7),
                (3, 6, 8),
                (4, 5, 8),
                (5, 6, 11),
            ],
        ),
        (
            8,
            &[
                (0, 1, 5),
                (0, 4, 9),
                (0, 5, 12),
                (0, 6, 11),
                (1, 2, 1),
                (1, 5, 4),
                (1, 6, 7),
                (2, 7, 9),
                (3, 4, 2),
                (4, 6, 11),
                (4, 7, 11),
                (5, 6, 12),
                (6, 7, 11),
            ],
        ),
    ];
    for (n, edges) in cases {
        let g = graph_from_edges(n, edges);
        check_graph(&g);
        let mut m = matcher_for(&g);
        m.solve();
        assert!(m.stats().expansions >= 2, "{:?}", m.stats());
        // The same graph under every relabelling by rotation of vertex ids,
        // which changes the order of scans and hence the blossoms formed.
        for shift in 1..n {
            let e: Vec<_> = edges
                .iter()
                .map(|&(u, v, w)| ((u + shift) % n, (v + shift) % n, w))
                .collect();
            check_graph(&graph_from_edges(n, &e));
        }
    }
}

/// Lexicographic criteria in a 512-bit weight: the top criterion decides,
/// lower ones only break its ties.
#[test]
fn stacked_criteria_in_wide_weights() {
    type W = Wide<8>;
    let w = |hi: u64, mid: u64, lo: u64| {
        W::ZERO
            .add_at_bit(400, hi)
            .add_at_bit(200, mid)
            .add_at_bit(0, lo)
    };
    // Square 0-1-2-3-0: both perfect matchings have hi = 2; mid decides.
    let edges = [
        (0, 1, w(1, 5, 0)),
        (1, 2, w(1, 6, 0)),
        (2, 3, w(1, 5, u64::MAX)),
        (3, 0, w(1, 6, 0)),
    ];
    let g = graph_from_edges(4, &edges);
    let m = check_graph(&g);
    assert_eq!(m.mate[1], Some(2));
    assert_eq!(m.weight, w(2, 12, 0));
    // A huge low field cannot beat one unit of a higher field.
    let edges = [
        (0, 1, w(0, 1, 0)),
        (1, 2, w(0, 0, u64::MAX)),
        (2, 3, w(0, 0, u64::MAX)),
    ];
    let m = check_graph(&graph_from_edges(4, &edges));
    assert_eq!(m.weight, w(0, 1, u64::MAX));
}

#[test]
fn solving_twice_without_changes_is_stable() {
    let g = graph_from_edges(5, &[(0, 1, 3), (1, 2, 4), (2, 3, 3), (3, 4, 4), (4, 0, 3)]);
    let mut m: Matcher<u64> = matcher_for(&g);
    let a = m.solve();
    let b = m.solve();
    assert_eq!(a, b);
    assert_eq!(m.stats().warm_solves, 1);
}
