//! Randomised comparison of the blossom matcher with a brute-force optimum,
//! from scratch and through warm restarts.

use crate::matching_util;

use matching_util::{
    assert_valid, brute_force, check_graph, graph_from_edges, matcher_for, Graph, SplitMix64,
};
use pocket_arbiter::matching::{Matcher, Stats, Weight, Wide};

/// A random graph: each pair is an edge with probability `density/100`,
/// weights from `weight`.
fn random_graph<W: Weight>(
    rng: &mut SplitMix64,
    n: usize,
    density: u64,
    mut weight: impl FnMut(&mut SplitMix64) -> W,
) -> Graph<W> {
    let mut edges = Vec::new();
    for u in 0..n {
        for v in u + 1..n {
            if rng.chance(density as u32 * 10_000) {
                edges.push((u, v, weight(rng)));
            }
        }
    }
    graph_from_edges(n, &edges)
}

const DENSITIES: [u64; 5] = [20, 40, 60, 85, 100];

#[test]
fn small_u64_weights_with_many_ties() {
    let mut rng = SplitMix64::new(1);
    let mut count = 0;
    for n in 0..=10 {
        for &d in &DENSITIES {
            for range in [1u64, 2, 3, 5, 10] {
                for _ in 0..25 {
                    let g = random_graph(&mut rng, n, d, |r| 1 + r.below(range));
                    check_graph(&g);
                    count += 1;
                }
            }
        }
    }
    assert_eq!(count, 11 * 5 * 5 * 25);
}

#[test]
fn u64_weights_wide_range() {
    let mut rng = SplitMix64::new(2);
    for _ in 0..2000 {
        let n = 2 + rng.below(11) as usize;
        let d = DENSITIES[rng.below(5) as usize];
        let g = random_graph(&mut rng, n, d, |r| 1 + r.below(1 << 40));
        check_graph(&g);
    }
}

#[test]
fn i64_weights_with_non_positive_ones_ignored() {
    let mut rng = SplitMix64::new(3);
    for _ in 0..1000 {
        let n = 2 + rng.below(9) as usize;
        let g: Graph<i64> = random_graph(&mut rng, n, 70, |r| r.below(21) as i64 - 8);
        check_graph(&g);
    }
}

/// Weights with bit fields far apart, near the top of a 256-bit integer, so
/// that only exact wide arithmetic gets the comparisons right.
fn wide_weight(r: &mut SplitMix64) -> Wide<4> {
    let mut w = Wide::<4>::ZERO;
    // High field: small values (many ties), then fields in other limbs.
    w = w.add_at_bit(244, r.below(4));
    w = w.add_at_bit(150, r.below(3));
    w = w.add_at_bit(64, r.below(1 << 20));
    w = w.add_at_bit(0, r.below(5));
    if w == Wide::ZERO {
        w = Wide::ONE;
    }
    w
}

#[test]
fn wide_weights_use_high_bits() {
    let mut rng = SplitMix64::new(4);
    for _ in 0..2500 {
        let n = 2 + rng.below(10) as usize;
        let d = DENSITIES[rng.below(5) as usize];
        let g = random_graph(&mut rng, n, d, wide_weight);
        check_graph(&g);
    }
}

#[test]
fn odd_widths() {
    let mut rng = SplitMix64::new(13);
    for _ in 0..300 {
        let n = 2 + rng.below(9) as usize;
        let g = random_graph(&mut rng, n, 70, |r| {
            Wide::<3>::ZERO
                .add_at_bit(180, r.below(3))
                .add_at_bit(70, r.below(50))
        });
        check_graph(&g);
        let g = random_graph(&mut rng, n, 70, |r| {
            Wide::<1>::from_u64(1 + r.below(1 << 59))
        });
        check_graph(&g);
    }
}

#[test]
fn u128_weights_at_the_input_limit() {
    let mut rng = SplitMix64::new(5);
    let max = <u128 as Weight>::MAX_INPUT;
    for _ in 0..500 {
        let n = 2 + rng.below(8) as usize;
        // Close to MAX_INPUT, differences in the low bits; up to 4 edges fit
        // in a matching without overflowing the brute-force sum.
        let g = random_graph(&mut rng, n.min(9), 80, |r| max - r.below(7) as u128);
        check_graph(&g);
    }
}

#[test]
fn larger_graphs_pass_the_certificate() {
    let mut rng = SplitMix64::new(6);
    for _ in 0..60 {
        let n = 15 + rng.below(50) as usize;
        let d = DENSITIES[rng.below(5) as usize];
        let range = [2u64, 10, 1000, 1 << 30][rng.below(4) as usize];
        let g = random_graph(&mut rng, n, d, |r| 1 + r.below(range));
        check_graph(&g);
        let g = random_graph(&mut rng, n, d, wide_weight);
        check_graph(&g);
    }
}

/// `solve_from_duals` gives an optimum whatever the guess: exact shares of
/// additive weights, shares with lower-order noise on some edges (the
/// engine's case), and arbitrary values (infeasible or far too high).
#[test]
fn solving_from_guessed_duals_is_exact() {
    let mut rng = SplitMix64::new(8);
    for round in 0..1500 {
        let n = 1 + rng.below(13) as usize;
        let d = DENSITIES[rng.below(5) as usize];
        let a: Vec<u64> = (0..n).map(|_| rng.below(8) << 20).collect();
        let noisy = rng.below(n as u64 + 1) as usize;
        let g = random_graph(&mut rng, n, d, |_| 0u64);
        let mut edges = Vec::new();
        for u in 0..n {
            for v in u + 1..n {
                if g[u][v].is_some() {
                    let extra = if u < noisy || v < noisy {
                        rng.below(1 << 10)
                    } else {
                        0
                    };
                    edges.push((u, v, 1 + a[u] + a[v] + extra));
                }
            }
        }
        let g = graph_from_edges(n, &edges);
        let guess: Vec<u64> = match round % 3 {
            0 => a.clone(),
            1 => (0..n).map(|_| rng.below(1 << 24)).collect(),
            _ => (0..n).map(|v| a[v] / 2 + rng.below(3)).collect(),
        };
        let mut m = matcher_for(&g);
        let sol = m.solve_from_duals(&guess);
        assert_valid(&g, &sol);
        if let Err(e) = m.check_certificate() {
            panic!("certificate: {e:?}\ngraph: {g:?}\nguess: {guess:?}");
        }
        assert_eq!(
            sol.weight,
            brute_force(&g),
            "not optimal on {g:?}, guess {guess:?}"
        );
        // And the matcher stays usable warm afterwards.
        if n >= 2 {
            let (u, v) = (0, 1 + rng.below(n as u64 - 1) as usize);
            let w = 1 + rng.below(1 << 23);
            m.set_weight(u, v, Some(w)).expect("in range");
            let mut g2 = g.clone();
            g2[u][v] = Some(w);
            g2[v][u] = Some(w);
            let again = m.solve();
            assert_valid(&g2, &again);
            assert_eq!(again.weight, brute_force(&g2));
        }
    }
}

#[test]
fn weights_out_of_range_are_rejected() {
    let mut m = Matcher::<u64>::new(3);
    assert!(m.set_weight(0, 1, Some(u64::MAX >> 4)).is_ok());
    assert!(m.set_weight(0, 1, Some((u64::MAX >> 4) + 1)).is_err());
    assert!(m.set_weight(0, 3, Some(1)).is_err());
    assert!(m.set_weight(1, 1, Some(1)).is_err());
}

/// Changes the edges at a few random vertices, re-solves warm, compares
/// with the brute force and checks the certificate.
fn warm_rounds<W: Weight>(
    rng: &mut SplitMix64,
    g: &mut Graph<W>,
    rounds: usize,
    mut weight: impl FnMut(&mut SplitMix64) -> W,
) -> Stats {
    let n = g.len();
    let mut m = matcher_for(g);
    m.set_warm_limit(usize::MAX);
    m.solve();
    for _ in 0..rounds {
        let k = 1 + rng.below(3) as usize;
        for _ in 0..k {
            let a = rng.below(n as u64) as usize;
            let edits = 1 + rng.below(n as u64) as usize;
            for _ in 0..edits {
                let b = rng.below(n as u64) as usize;
                if a == b {
                    continue;
                }
                let w = if rng.chance(250_000) {
                    None
                } else {
                    Some(weight(rng))
                };
                g[a][b] = w;
                g[b][a] = w;
                m.set_weight(a, b, w).expect("in range");
            }
        }
        let sol = m.solve();
        assert_valid(g, &sol);
        if let Err(e) = m.check_certificate() {
            panic!("warm certificate: {e:?}\ngraph: {g:?}");
        }
        if n <= 12 {
            assert_eq!(sol.weight, brute_force(g), "warm result not optimal: {g:?}");
        } else {
            assert_eq!(sol.weight, matcher_for(g).solve().weight);
        }
    }
    assert_eq!(m.stats().cold_solves, 1);
    m.stats()
}

fn accumulate(total: &mut Stats, s: Stats) {
    total.warm_solves += s.warm_solves;
    total.refreshes += s.refreshes;
    total.augmentations += s.augmentations;
    total.zero_events += s.zero_events;
    total.blossoms += s.blossoms;
    total.expansions += s.expansions;
}

#[test]
fn warm_restarts_match_brute_force() {
    let mut rng = SplitMix64::new(7);
    let mut total = Stats::default();
    for _ in 0..300 {
        let n = 2 + rng.below(10) as usize;
        let d = DENSITIES[rng.below(5) as usize];
        let range = [2u64, 5, 100][rng.below(3) as usize];
        let mut g = random_graph(&mut rng, n, d, |r| 1 + r.below(range));
        let s = warm_rounds(&mut rng, &mut g, 10, |r| 1 + r.below(range));
        accumulate(&mut total, s);
    }
    // The warm path went through every kind of step.
    assert_eq!(total.warm_solves, 3000);
    assert!(
        total.blossoms > 0 && total.expansions > 0 && total.zero_events > 0,
        "{total:?}"
    );
}

#[test]
fn every_kind_of_step_is_exercised_from_scratch() {
    let mut rng = SplitMix64::new(10);
    let mut total = Stats::default();
    for _ in 0..400 {
        let n = 4 + rng.below(9) as usize;
        let d = DENSITIES[rng.below(5) as usize];
        let range = [2u64, 4, 30][rng.below(3) as usize];
        let g = random_graph(&mut rng, n, d, |r| 1 + r.below(range));
        let mut m = matcher_for(&g);
        let sol = m.solve();
        assert_eq!(sol.weight, brute_force(&g));
        accumulate(&mut total, m.stats());
    }
    eprintln!("{total:?}");
    assert!(
        total.blossoms > 100 && total.expansions > 0 && total.zero_events > 10,
        "{total:?}"
    );
}

/// Mid-sized sparse graphs with few distinct weights: many nested blossoms
/// that are later relabelled T and expanded; checked by the certificate.
#[test]
fn blossom_expansions_mid_sized() {
    let mut rng = SplitMix64::new(11);
    let mut total = Stats::default();
    for _ in 0..1500 {
        let n = 12 + rng.below(30) as usize;
        let d = [15u64, 30, 50][rng.below(3) as usize];
        let range = [3u64, 12, 100, 1000][rng.below(4) as usize];
        let g = random_graph(&mut rng, n, d, |r| 1 + r.below(range));
        let mut m = matcher_for(&g);
        let sol = m.solve();
        assert_valid(&g, &sol);
        if let Err(e) = m.check_certificate() {
            panic!("certificate: {e:?}\ngraph: {g:?}");
        }
        accumulate(&mut total, m.stats());
    }
    eprintln!("{total:?}");
    assert!(total.expansions > 50, "{total:?}");
}

#[test]
fn warm_restarts_with_wide_weights() {
    let mut rng = SplitMix64::new(8);
    for _ in 0..200 {
        let n = 2 + rng.below(10) as usize;
        let d = DENSITIES[rng.below(5) as usize];
        let mut g = random_graph(&mut rng, n, d, wide_weight);
        warm_rounds(&mut rng, &mut g, 10, wide_weight);
    }
}

#[test]
fn warm_restarts_on_larger_graphs() {
    let mut rng = SplitMix64::new(9);
    for _ in 0..20 {
        let n = 20 + rng.below(60) as usize;
        let d = DENSITIES[rng.below(5) as usize];
        let range = [3u64, 50, 1 << 20][rng.below(3) as usize];
        let mut g = random_graph(&mut rng, n, d, |r| 1 + r.below(range));
        warm_rounds(&mut rng, &mut g, 15, |r| 1 + r.below(range));
    }
}

/// A long randomised run; `cargo test --release --test matching_random --
/// --ignored soak`.
#[test]
#[ignore]
fn soak() {
    let mut rng = SplitMix64::new(12345);
    for i in 0..200_000u64 {
        let n = 2 + rng.below(11) as usize;
        let d = DENSITIES[rng.below(5) as usize];
        let range = [1u64, 2, 3, 8, 1000][rng.below(5) as usize];
        let mut g = random_graph(&mut rng, n, d, |r| 1 + r.below(range));
        if i % 2 == 0 {
            check_graph(&g);
        } else {
            warm_rounds(&mut rng, &mut g, 5, |r| 1 + r.below(range));
        }
    }
}
