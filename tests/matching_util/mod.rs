//! Helpers shared by the matching tests: the crate's seeded random
//! generator, a brute-force optimum, and validity checks.
#![allow(dead_code)]

use pocket_arbiter::matching::{Matcher, Matching, Weight};
pub use pocket_arbiter::rng::SplitMix64;

/// A dense weight matrix; `None` = no edge.
pub type Graph<W> = Vec<Vec<Option<W>>>;

/// The optimum total weight by dynamic programming over vertex subsets.
pub fn brute_force<W: Weight>(g: &Graph<W>) -> W {
    let n = g.len();
    let mut f = vec![W::ZERO; 1 << n];
    for mask in 1usize..(1 << n) {
        let i = mask.trailing_zeros() as usize;
        let rest = mask & !(1 << i);
        let mut best = f[rest];
        let mut others = rest;
        while others != 0 {
            let j = others.trailing_zeros() as usize;
            others &= others - 1;
            if let Some(w) = g[i][j] {
                if w > W::ZERO {
                    let cand = w.plus(f[rest & !(1 << j)]);
                    if cand > best {
                        best = cand;
                    }
                }
            }
        }
        f[mask] = best;
    }
    f[(1 << n) - 1]
}

/// Panics unless `m` is a matching of `g` whose reported weight is right.
pub fn assert_valid<W: Weight>(g: &Graph<W>, m: &Matching<W>) {
    let n = g.len();
    assert_eq!(m.mate.len(), n);
    let mut total = W::ZERO;
    for (u, &mate) in m.mate.iter().enumerate() {
        if let Some(v) = mate {
            assert!(v < n && v != u, "bad mate {v} of {u}");
            assert_eq!(m.mate[v], Some(u), "mate not symmetric at {u}");
            let w = g[u][v].filter(|&w| w > W::ZERO);
            assert!(w.is_some(), "{u}-{v} matched without an edge");
            if u < v {
                total = total.plus(w.unwrap_or(W::ZERO));
            }
        }
    }
    assert_eq!(total, m.weight, "reported weight differs from the sum");
}

pub fn matcher_for<W: Weight>(g: &Graph<W>) -> Matcher<W> {
    Matcher::from_fn(g.len(), |u, v| g[u][v]).expect("weights within range")
}

/// Solves `g` from scratch, checks validity, the dual certificate and the
/// brute-force optimum.
pub fn check_graph<W: Weight>(g: &Graph<W>) -> Matching<W> {
    let mut m = matcher_for(g);
    let sol = m.solve();
    assert_valid(g, &sol);
    if let Err(e) = m.check_certificate() {
        panic!("certificate: {e:?}\ngraph: {g:?}");
    }
    if g.len() <= 14 {
        assert_eq!(sol.weight, brute_force(g), "not optimal on {g:?}");
    }
    sol
}

/// A symmetric graph from an edge list.
pub fn graph_from_edges<W: Weight>(n: usize, edges: &[(usize, usize, W)]) -> Graph<W> {
    let mut g = vec![vec![None; n]; n];
    for &(u, v, w) in edges {
        g[u][v] = Some(w);
        g[v][u] = Some(w);
    }
    g
}
