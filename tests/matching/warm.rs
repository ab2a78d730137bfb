//! Warm restarts as a pairing engine uses them: solve, change the edges at
//! a few vertices (typically forbidding a pairing), solve again. Each result
//! is checked against a solve from scratch and by its dual certificate.

use crate::matching_util;

use matching_util::SplitMix64;
use pocket_arbiter::matching::{Matcher, Weight, Wide};

type W4 = Wide<4>;

/// A Swiss-like weight: cardinality bit, score-difference field, colour
/// bit, random tie-break, laid out over 256 bits.
fn swiss_weight(rng: &mut SplitMix64, su: u64, sv: u64) -> W4 {
    let diff = su.abs_diff(sv);
    W4::ZERO
        .add_at_bit(248, 1)
        .add_at_bit(200, 100 - diff * diff)
        .add_at_bit(150, rng.below(2))
        .add_at_bit(0, rng.below(1 << 20))
}

fn swiss_matcher(rng: &mut SplitMix64, n: usize) -> Matcher<W4> {
    let scores: Vec<u64> = (0..n).map(|_| rng.below(8)).collect();
    let mut m = Matcher::new(n);
    for u in 0..n {
        for v in u + 1..n {
            if !rng.chance(50_000) {
                let w = swiss_weight(rng, scores[u], scores[v]);
                m.set_weight(u, v, Some(w)).expect("in range");
            }
        }
    }
    m
}

/// Solves a copy from scratch and compares; checks the certificate.
fn assert_same_as_cold<W: Weight>(m: &Matcher<W>) {
    if let Err(e) = m.check_certificate() {
        panic!("warm certificate: {e:?}");
    }
    let mut cold = m.clone();
    cold.reset();
    assert_eq!(cold.solve().weight, m.matching().weight);
}

#[test]
fn forbidding_mates_one_at_a_time() {
    let mut rng = SplitMix64::new(21);
    for n in [30, 61, 150] {
        let mut m = swiss_matcher(&mut rng, n);
        m.solve();
        for _ in 0..40 {
            let a = rng.below(n as u64) as usize;
            if let Some(b) = m.mate(a) {
                m.set_weight(a, b, None).expect("in range");
            }
            m.solve();
            assert_same_as_cold(&m);
        }
        let s = m.stats();
        assert_eq!(s.cold_solves, 1);
        assert_eq!(s.warm_solves, 40);
    }
}

#[test]
fn rewriting_all_edges_of_a_few_vertices() {
    let mut rng = SplitMix64::new(22);
    let n = 80;
    let mut m = swiss_matcher(&mut rng, n);
    m.solve();
    for round in 0..40 {
        for _ in 0..1 + round % 4 {
            let a = rng.below(n as u64) as usize;
            let sa = rng.below(8);
            for u in 0..n {
                if u != a {
                    let su = rng.below(8);
                    let w = if rng.chance(100_000) {
                        None
                    } else {
                        Some(swiss_weight(&mut rng, sa, su))
                    };
                    m.set_weight(a, u, w).expect("in range");
                }
            }
        }
        m.solve();
        assert_same_as_cold(&m);
    }
    assert!(m.stats().warm_solves >= 35);
}

#[test]
fn removing_and_restoring_vertices() {
    let mut rng = SplitMix64::new(23);
    let n = 41;
    let mut m = swiss_matcher(&mut rng, n);
    let original = m.clone();
    m.solve();
    let v = 7;
    m.clear_vertex(v).expect("in range");
    assert_eq!(m.solve().mate[v], None);
    assert_same_as_cold(&m);
    for u in 0..n {
        if u != v {
            m.set_weight(v, u, original.weight(v, u)).expect("in range");
        }
    }
    let restored = m.solve();
    assert_same_as_cold(&m);
    let mut fresh = original.clone();
    assert_eq!(fresh.solve().weight, restored.weight);
}

#[test]
fn heavy_ties_and_weight_increases() {
    // All weights equal: many blossoms; then raise and lower single edges.
    let mut rng = SplitMix64::new(24);
    let n = 45;
    let mut m = Matcher::<u64>::new(n);
    for u in 0..n {
        for v in u + 1..n {
            if rng.chance(333_333) {
                m.set_weight(u, v, Some(1000)).expect("in range");
            }
        }
    }
    m.solve();
    assert_same_as_cold(&m);
    for _ in 0..60 {
        let a = rng.below(n as u64) as usize;
        let b = rng.below(n as u64) as usize;
        if a == b {
            continue;
        }
        let w = match rng.below(3) {
            0 => None,
            1 => Some(1000 + rng.below(3)),
            _ => Some(999),
        };
        m.set_weight(a, b, w).expect("in range");
        m.solve();
        assert_same_as_cold(&m);
    }
}

#[test]
fn accessors() {
    let mut m = Matcher::<i64>::new(3);
    assert_eq!(m.vertex_count(), 3);
    m.set_weight(0, 1, Some(4)).expect("in range");
    m.set_weight(1, 2, Some(-4)).expect("in range");
    assert_eq!(m.weight(1, 0), Some(4));
    assert_eq!(m.weight(1, 2), None);
    assert_eq!(m.weight(0, 5), None);
    let sol = m.solve();
    assert_eq!(sol.pairs().collect::<Vec<_>>(), vec![(0, 1)]);
    assert_eq!(sol.cardinality(), 1);
    assert_eq!(m.mate(1), Some(0));
    assert_eq!(m.mate(2), None);
    assert_eq!(m.mate(9), None);
}

#[test]
fn harmless_changes_cost_nothing() {
    // Bipartite (even-odd edges only): no blossoms, so lowering or removing
    // an unmatched edge can never invalidate the optimum.
    let mut rng = SplitMix64::new(25);
    let n = 60;
    let mut m = Matcher::<u64>::new(n);
    for u in 0..n {
        for v in (u + 1..n).step_by(2) {
            m.set_weight(u, v, Some(1 + rng.below(1000)))
                .expect("in range");
        }
    }
    m.solve();
    let before = m.stats();
    for _ in 0..50 {
        let u = rng.below(n as u64) as usize;
        let v = (u + 1 + 2 * rng.below(n as u64 / 2 - 1) as usize) % n;
        if m.mate(u) == Some(v) || m.weight(u, v).is_none() {
            continue;
        }
        let w = m
            .weight(u, v)
            .filter(|_| rng.chance(500_000))
            .map(|w| w / 2);
        m.set_weight(u, v, w).expect("in range");
        m.solve();
        assert_same_as_cold(&m);
    }
    let after = m.stats();
    assert_eq!(after.scans, before.scans);
    assert_eq!(after.augmentations, before.augmentations);
    // Raising an unmatched edge beyond its slack does need work.
    let (u, v) = (0..n)
        .flat_map(|u| (0..n).map(move |v| (u, v)))
        .find(|&(u, v)| u != v && m.mate(u) != Some(v) && m.weight(u, v).is_some())
        .expect("an unmatched edge");
    m.set_weight(u, v, Some(1_000_000)).expect("in range");
    assert_eq!(m.solve().mate[u], Some(v));
    assert_same_as_cold(&m);
}
