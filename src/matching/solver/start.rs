//! Starting points of a solve: from scratch (all vertices exposed, a greedy
//! matching along tight edges, optionally from guessed duals) and from the
//! previous optimum, repaired around the vertices whose edges changed.

use super::{Matcher, FREE, NONE, NO_EDGE};
use crate::matching::weight::Weight;
use core::mem::take;

impl<W: Weight> Matcher<W> {
    /// All vertices trivial and exposed, with feasible duals, then a greedy
    /// matching along tight edges; exposed duals are finally rounded up to
    /// even.
    ///
    /// Without a guess, `y[v]` is the largest weight at `v` and every edge
    /// tight under these duals whose ends are both still exposed is matched.
    /// With one, `y[v]` starts from the guess and is raised where an edge
    /// needs it; then, vertex after vertex, `y[v]` is lowered as far as
    /// feasibility allows, which makes at least one of its edges tight, and
    /// `v` is matched along a tight edge to a still exposed vertex.
    pub(super) fn cold_start(&mut self, guess: Option<&[W]>) {
        let n = self.n;
        for b in n..2 * n {
            self.release(b);
        }
        self.free_ids.clear();
        self.free_ids.extend((n..2 * n).rev());
        for v in 0..n {
            self.parent[v] = NONE;
            self.top[v] = v;
            self.mate[v] = NONE;
        }
        match guess {
            None => {
                for v in 0..n {
                    self.y[v] = self.w2.row(v).iter().max().unwrap_or(W::ZERO).half();
                }
                for u in 0..n {
                    if self.mate[u] != NONE {
                        continue;
                    }
                    for v in u + 1..n {
                        let w = self.w2.get(u, v);
                        if self.mate[v] == NONE && w != W::ZERO && self.y[u].plus(self.y[v]) == w {
                            self.mate[u] = v;
                            self.mate[v] = u;
                            break;
                        }
                    }
                }
            }
            Some(g) => {
                for v in 0..n {
                    let d = g.get(v).copied().unwrap_or(W::ZERO).min(W::MAX_INPUT);
                    self.y[v] = d.plus(d);
                }
                // Feasibility: each vertex takes the least dual its edges
                // need given the others' (later vertices see the new value).
                for v in 0..n {
                    self.y[v] = self.least_feasible_dual(v);
                }
                for v in 0..n {
                    let need = self.least_feasible_dual(v);
                    self.y[v] = need;
                    if self.mate[v] != NONE || need == W::ZERO {
                        continue;
                    }
                    let row = self.w2.row(v);
                    let tight = row.iter().enumerate().position(|(u, w)| {
                        u != v && w != W::ZERO && self.mate[u] == NONE && need.plus(self.y[u]) == w
                    });
                    if let Some(u) = tight {
                        self.mate[u] = v;
                        self.mate[v] = u;
                    }
                }
            }
        }
        for v in 0..n {
            if self.mate[v] == NONE && self.y[v].is_odd() {
                self.y[v] = self.y[v].plus(W::ONE);
            }
        }
    }

    /// The least dual of `v` keeping its edges feasible under the other
    /// duals: `max(0, w2(uv) - y[u])` over its edges. When all edges are
    /// feasible, it is at most `y[v]`.
    pub(super) fn least_feasible_dual(&self, v: usize) -> W {
        let row = self.w2.row(v);
        let mut need = W::ZERO;
        for (u, w) in row.edges() {
            if w > self.y[u] && u != v {
                need = need.max(w.minus(self.y[u]));
            }
        }
        need
    }

    /// Repairs the previous optimum around the dirty vertices: each is made
    /// a trivial blossom (moving the `z` of the blossoms around it into the
    /// vertex duals, unmatching a base whose matched edge loses tightness),
    /// its dual is raised until its edges are feasible, and it is unmatched
    /// if its matched edge is not tight. Newly exposed trivial vertices take
    /// the least dual their edges allow; exposed vertices become roots, their
    /// duals raised by one where needed to restore parity.
    pub(super) fn warm_start(&mut self) {
        let mut exposed = self.take_buf();
        let dirty = take(&mut self.dirty_list);
        for &a in &dirty {
            self.make_trivial(a, &mut exposed);
            let row = self.w2.row(a);
            let mut need = W::ZERO;
            for (w, wt) in row.edges() {
                if wt > self.y[w] {
                    need = need.max(wt.minus(self.y[w]));
                }
            }
            let m = self.mate[a];
            let unmatch = if need > self.y[a] {
                self.y[a] = need;
                m != NONE
            } else {
                m != NONE && {
                    let wt = self.w2.get(a, m);
                    wt == W::ZERO || self.y[a].plus(self.y[m]) != wt
                }
            };
            if unmatch {
                self.mate[a] = NONE;
                self.mate[m] = NONE;
                exposed.push(m);
            }
            if self.mate[a] == NONE {
                exposed.push(a);
            }
        }
        self.dirty_list = dirty;
        // An exposed trivial vertex only needs a dual that keeps its edges
        // feasible: the least such dual makes one of its edges tight (or is
        // zero, for a vertex left without edges), which spares the search
        // dual steps, and keeps vertices without edges from being roots.
        for &x in &exposed {
            if self.mate[x] == NONE && self.top[x] == x {
                self.y[x] = self.least_feasible_dual(x);
            }
        }
        for &x in &exposed {
            if self.mate[x] == NONE && self.y[x].is_odd() {
                self.raise_exposed(x);
            }
        }
        self.give_buf(exposed);
    }

    /// Dissolves the blossoms around `a` until it is top-level and trivial.
    pub(super) fn make_trivial(&mut self, a: usize, exposed: &mut Vec<usize>) {
        while self.top[a] != a {
            let b = self.top[a];
            if self.z[b] != W::ZERO {
                // y += z/2 on B's vertices keeps every edge inside B at the
                // same slack and raises the edges leaving B: only the base's
                // matched edge can lose tightness.
                let h = self.z[b].half();
                let lv = self.leaves(b);
                for &v in &lv {
                    self.y[v] = self.y[v].plus(h);
                }
                self.give_buf(lv);
                self.z[b] = W::ZERO;
                let bb = self.base[b];
                let m = self.mate[bb];
                exposed.push(bb);
                if m != NONE {
                    self.mate[bb] = NONE;
                    self.mate[m] = NONE;
                    exposed.push(m);
                }
            }
            self.dissolve(b);
        }
    }

    /// Raises the dual of exposed vertex `x` by one (by one on all vertices
    /// of its top-level blossom and `z -= 2` there, or after dissolving
    /// blossoms with `z = 0`), which keeps every edge feasible and tight.
    pub(super) fn raise_exposed(&mut self, x: usize) {
        loop {
            let b = self.top[x];
            if b == x {
                self.y[x] = self.y[x].plus(W::ONE);
                return;
            }
            if self.z[b] != W::ZERO {
                let lv = self.leaves(b);
                for &v in &lv {
                    self.y[v] = self.y[v].plus(W::ONE);
                }
                self.give_buf(lv);
                self.z[b] = self.z[b].minus(W::ONE).minus(W::ONE);
                return;
            }
            self.dissolve(b);
        }
    }

    /// Makes the children of top-level blossom `b` top-level, frees `b`.
    pub(super) fn dissolve(&mut self, b: usize) {
        let ch = take(&mut self.children[b]);
        for &c in &ch {
            self.parent[c] = NONE;
            let lv = self.leaves(c);
            for &v in &lv {
                self.top[v] = c;
            }
            self.give_buf(lv);
        }
        self.children[b] = ch;
        self.release(b);
        self.free_ids.push(b);
    }

    /// Clears the slot of blossom id `b` (keeping allocations).
    pub(super) fn release(&mut self, b: usize) {
        self.children[b].clear();
        self.cedges[b].clear();
        self.parent[b] = NONE;
        self.z[b] = W::ZERO;
        self.base[b] = NONE;
        self.label[b] = FREE;
        self.ledge[b] = NO_EDGE;
        self.bestb[b] = NO_EDGE;
        self.has_list[b] = false;
        self.lists[b] = Vec::new();
    }
}

#[cfg(test)]
mod cold_start_tests {
    use super::*;

    /// Weights `w(uv) = a(u) + a(v)` (every perfect matching optimal) with a
    /// single largest `a`: from the guess `a`, the greedy start pairs
    /// everybody and no augmentation is needed.
    #[test]
    fn additive_weights_from_guessed_duals() {
        let n = 41;
        let a: Vec<u64> = (0..n as u64).map(|i| 1000 + i * i).collect();
        let mut m = Matcher::<u64>::new(n);
        for u in 0..n {
            for v in u + 1..n {
                if (u + v) % 5 != 0 {
                    m.set_weight(u, v, Some(a[u] + a[v])).unwrap();
                }
            }
        }
        let best = m.solve_from_duals(&a);
        assert_eq!(best.cardinality(), n / 2);
        assert_eq!(m.stats().augmentations, 0);
        assert!(m.check_certificate().is_ok());
        let mut cold = m.clone();
        cold.reset();
        assert_eq!(cold.solve().weight, best.weight);
    }
}
