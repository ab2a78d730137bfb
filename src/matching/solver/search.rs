//! The search: alternating trees grown from all roots at once, labels,
//! least-slack bounds kept incrementally, and the dual changes (`delta`)
//! when the tight edges are exhausted.

use super::{Event, Matcher, FREE, NONE, NO_EDGE, S, T};
use crate::matching::weight::Weight;
use core::mem::take;

impl<W: Weight> Matcher<W> {
    /// Grows alternating trees from all roots and augments until no root is
    /// left. An augmentation (or a zero-dual event) dissolves only the trees
    /// it touched; the others keep their labels and least-slack edges.
    pub(super) fn search(&mut self) {
        let n = self.n;
        for b in 0..2 * n {
            self.label[b] = FREE;
            self.ledge[b] = NO_EDGE;
            self.bestb[b] = NO_EDGE;
            self.has_list[b] = false;
            self.lists[b] = Vec::new();
        }
        self.vl.fill(FREE);
        self.bestv.fill(NONE);
        self.queue.clear();
        self.slist.clear();
        self.dsum = W::ZERO;
        for v in 0..n {
            if self.mate[v] == NONE && self.y[v] > W::ZERO {
                let b = self.top[v];
                if self.label[b] == FREE {
                    self.label_s(b, NO_EDGE, v);
                }
            }
        }
        loop {
            while let Some(v) = self.queue.pop() {
                // Skips vertices whose tree was dissolved meanwhile.
                if self.vl[v] == S {
                    self.scan(v);
                }
            }
            let Some((delta, event)) = self.compute_delta() else {
                break;
            };
            self.stats.dual_updates += 1;
            if delta != W::ZERO {
                self.apply_delta(delta);
            }
            match event {
                Event::Zero => {
                    self.stats.zero_events += 1;
                    self.zero_event();
                }
                Event::Free(w) => {
                    let s = self.bestv[w];
                    if self.vl[s] == S && self.slack(s, w) == W::ZERO {
                        self.handle_tight(s, w);
                    } else {
                        self.stats.refreshes += 1;
                        self.refresh_vertex(w);
                    }
                }
                Event::Pair(b) => {
                    let (a, c) = self.bestb[b];
                    let valid = self.vl[a] == S
                        && self.vl[c] == S
                        && self.top[a] == b
                        && self.top[c] != b
                        && self.slack(a, c) == W::ZERO;
                    if valid {
                        self.handle_tight(a, c);
                    } else {
                        self.stats.refreshes += 1;
                        self.refresh_blossom(b);
                    }
                }
                Event::Expand(b) => self.expand_t(b),
            }
        }
        self.expand_zero_blossoms();
    }

    /// Unlabels every top-level blossom in the trees rooted at `roots` and
    /// recomputes the least slack from S to each of their vertices.
    pub(super) fn dissolve_trees(&mut self, roots: &[usize]) {
        let mut gone = self.take_buf();
        for b in 0..2 * self.n {
            if self.parent[b] == NONE && self.label[b] != FREE && roots.contains(&self.troot[b]) {
                self.label[b] = FREE;
                self.ledge[b] = NO_EDGE;
                self.bestb[b] = NO_EDGE;
                self.has_list[b] = false;
                self.lists[b] = Vec::new();
                let lv = self.leaves(b);
                gone.extend_from_slice(&lv);
                self.give_buf(lv);
            }
        }
        for &v in &gone {
            self.vl[v] = FREE;
        }
        let vl = &self.vl;
        self.slist.retain(|&v| vl[v] == S);
        for &v in &gone {
            if self.slist.is_empty() {
                // The search is over: no bound is needed.
                self.bestv[v] = NONE;
            } else {
                self.refresh_vertex(v);
            }
        }
        self.give_buf(gone);
    }

    /// Recomputes the least-slack edge from S to non-S vertex `w`.
    pub(super) fn refresh_vertex(&mut self, w: usize) {
        let row = self.w2.row(w);
        let yw = self.y[w];
        let mut best = NONE;
        let mut bs = W::ZERO;
        let mut offer = |u: usize, wt: W| {
            if wt != W::ZERO {
                let s = yw.plus(self.y[u]).minus(wt);
                if best == NONE || s < bs {
                    best = u;
                    bs = s;
                }
            }
        };
        if self.few_s() {
            for &u in &self.slist {
                offer(u, row.get(u));
            }
        } else {
            for (u, wt) in row.iter().enumerate() {
                if self.vl[u] == S {
                    offer(u, wt);
                }
            }
        }
        self.bestv[w] = best;
        self.bslack[w] = bs;
    }

    /// Whether walking the S-vertex list beats walking a whole row.
    #[inline]
    pub(super) fn few_s(&self) -> bool {
        4 * self.slist.len() < self.n
    }

    /// Recomputes the least-slack edges from S-blossom `b` to the other
    /// S-blossoms from the rows of its vertices.
    pub(super) fn refresh_blossom(&mut self, b: usize) {
        let st = self.next_stamp();
        self.touched.clear();
        let lv = self.leaves(b);
        for &u in &lv {
            self.gather_row(b, st, u);
        }
        self.give_buf(lv);
        self.collect_list(b);
    }

    /// Offers every edge from `u` (inside S-blossom `b`) to another
    /// S-blossom to [`Matcher::consider`].
    pub(super) fn gather_row(&mut self, b: usize, st: u64, u: usize) {
        let n = self.n;
        let dd = self.dsum.plus(self.dsum);
        if self.few_s() {
            for i in 0..self.slist.len() {
                let x = self.slist[i];
                if self.w2.has(u, x) && self.top[x] != b {
                    let key = self.slack(u, x).plus(dd);
                    self.consider(b, st, u, x, key);
                }
            }
        } else {
            for x in 0..n {
                if self.w2.has(u, x) && self.vl[x] == S && self.top[x] != b {
                    let key = self.slack(u, x).plus(dd);
                    self.consider(b, st, u, x, key);
                }
            }
        }
    }

    /// Stores the edges gathered by [`Matcher::consider`] as the list and
    /// least-slack edge of S-blossom `b`.
    pub(super) fn collect_list(&mut self, b: usize) {
        let mut list = take(&mut self.lists[b]);
        list.clear();
        let mut bb = NO_EDGE;
        let mut bk = W::ZERO;
        for &t in &self.touched {
            let (u, x) = self.tmp_edge[t];
            let key = self.tmp_key[t];
            list.push((u, x, key));
            if bb.0 == NONE || key < bk {
                bb = (u, x);
                bk = key;
            }
        }
        self.has_list[b] = b >= self.n;
        if !self.has_list[b] {
            list = Vec::new();
        }
        self.lists[b] = list;
        self.bestb[b] = bb;
        self.bkey[b] = bk;
    }

    pub(super) fn label_s(&mut self, b: usize, edge: (usize, usize), tree: usize) {
        self.label[b] = S;
        self.troot[b] = tree;
        self.ledge[b] = edge;
        self.bestb[b] = NO_EDGE;
        self.has_list[b] = false;
        let lv = self.leaves(b);
        for &v in &lv {
            self.vl[v] = S;
            self.queue.push(v);
            self.slist.push(v);
        }
        self.give_buf(lv);
    }

    pub(super) fn label_t(&mut self, b: usize, edge: (usize, usize), tree: usize) {
        self.label[b] = T;
        self.troot[b] = tree;
        self.ledge[b] = edge;
        let lv = self.leaves(b);
        for &v in &lv {
            self.vl[v] = T;
        }
        self.give_buf(lv);
    }

    /// Labels `b` T through `edge` (from an S-vertex) and the blossom of its
    /// base's mate S, in the tree of the S-vertex.
    pub(super) fn label_t_grow(&mut self, b: usize, edge: (usize, usize)) {
        let tree = self.troot[self.top[edge.0]];
        self.label_t(b, edge, tree);
        let bb = self.base[b];
        let m = self.mate[bb];
        debug_assert!(m != NONE);
        let bm = self.top[m];
        self.label_s(bm, (bb, m), tree);
    }

    /// Scans the edges of S-vertex `v`.
    pub(super) fn scan(&mut self, v: usize) {
        self.stats.scans += 1;
        let bv = self.top[v];
        let yv = self.y[v];
        let dd = self.dsum.plus(self.dsum);
        let mut bb = self.bestb[bv];
        let mut bk = self.bkey[bv];
        let mut tight = self.take_buf();
        {
            let row = self.w2.row(v);
            let (vl, top, y) = (&self.vl, &self.top, &self.y);
            let (bestv, bslack) = (&mut self.bestv, &mut self.bslack);
            for (w, wt) in row.edges() {
                if vl[w] == S {
                    if top[w] == bv {
                        continue;
                    }
                    let s = yv.plus(y[w]).minus(wt);
                    if s == W::ZERO {
                        tight.push(w);
                    }
                    let key = s.plus(dd);
                    if bb.0 == NONE || key < bk {
                        bb = (v, w);
                        bk = key;
                    }
                } else {
                    let s = yv.plus(y[w]).minus(wt);
                    if bestv[w] == NONE || s < bslack[w] {
                        bestv[w] = v;
                        bslack[w] = s;
                    }
                    if s == W::ZERO {
                        tight.push(w);
                    }
                }
            }
        }
        self.bestb[bv] = bb;
        self.bkey[bv] = bk;
        for &w in &tight {
            if self.handle_tight(v, w) {
                // v's tree is dissolved: v is no longer S.
                break;
            }
        }
        self.give_buf(tight);
    }

    /// Uses the tight edge from S-vertex `s` to `w`; true if it augmented.
    pub(super) fn handle_tight(&mut self, s: usize, w: usize) -> bool {
        let bs = self.top[s];
        let bw = self.top[w];
        if bs == bw {
            return false;
        }
        match self.label[bw] {
            FREE => {
                if self.mate[self.base[bw]] == NONE {
                    // An exposed vertex with zero dual: augment to it.
                    self.augment(s, w);
                    return true;
                }
                self.label_t_grow(bw, (s, w));
                false
            }
            S => match self.find_lca(bs, bw) {
                Some(lca) => {
                    self.add_blossom(lca, s, w);
                    false
                }
                None => {
                    self.augment(s, w);
                    true
                }
            },
            _ => false,
        }
    }

    /// The least `delta` and the event it causes; `None` if no S-vertex
    /// (no root) is left. The `d2` and `d3` candidates are lower bounds
    /// (exact unless a tree was dissolved since they were computed), so the
    /// step keeps the duals feasible; a stale bound is detected when its
    /// event fires, and recomputed.
    pub(super) fn compute_delta(&self) -> Option<(W, Event)> {
        let n = self.n;
        let mut best: Option<(W, Event)> = None;
        let mut consider = |d: W, e: Event| match best {
            Some((bd, _)) if bd <= d => {}
            _ => best = Some((d, e)),
        };
        debug_assert_eq!(
            self.slist.len(),
            self.vl.iter().filter(|&&l| l == S).count(),
            "slist holds exactly the S-vertices"
        );
        if self.slist.is_empty() {
            return None;
        }
        #[cfg(debug_assertions)]
        if n <= 64 {
            self.debug_check_bounds();
        }
        for v in 0..n {
            if self.vl[v] == FREE && self.bestv[v] != NONE {
                let d = self.bslack[v];
                if d == W::ZERO {
                    // Nothing comes before the first zero (ties keep the
                    // first candidate).
                    return Some((d, Event::Free(v)));
                }
                consider(d, Event::Free(v));
            }
        }
        let dd = self.dsum.plus(self.dsum);
        for b in 0..2 * n {
            if self.parent[b] != NONE {
                continue;
            }
            match self.label[b] {
                S if self.bestb[b].0 != NONE => {
                    let key = self.bkey[b];
                    let d = if key > dd {
                        let s = key.minus(dd);
                        debug_assert!(!s.is_odd(), "S-S slack must be even");
                        s.half()
                    } else {
                        W::ZERO
                    };
                    if d == W::ZERO {
                        return Some((d, Event::Pair(b)));
                    }
                    consider(d, Event::Pair(b));
                }
                T if b >= n => {
                    let d = self.z[b].half();
                    if d == W::ZERO {
                        return Some((d, Event::Expand(b)));
                    }
                    consider(d, Event::Expand(b));
                }
                _ => {}
            }
        }
        for &v in &self.slist {
            consider(self.y[v], Event::Zero);
        }
        best
    }

    /// Debug check: every stored least slack is a lower bound of the true
    /// one (per unlabelled vertex; and over all S-S edges for the
    /// S-blossom bounds).
    #[cfg(debug_assertions)]
    pub(super) fn debug_check_bounds(&self) {
        let n = self.n;
        let dd = self.dsum.plus(self.dsum);
        let mut least_pair: Option<W> = None;
        for v in 0..n {
            for u in 0..n {
                if self.vl[u] != S || !self.w2.has(u, v) || self.top[u] == self.top[v] {
                    continue;
                }
                let sl = self.slack(u, v);
                match self.vl[v] {
                    S => least_pair = Some(least_pair.map_or(sl, |p: W| p.min(sl))),
                    FREE => assert!(
                        self.bestv[v] != NONE && self.bslack[v] <= sl,
                        "bound at {v} above the slack from {u}"
                    ),
                    _ => {}
                }
            }
        }
        if let Some(p) = least_pair {
            let key_slack = |k: W| if k > dd { k.minus(dd) } else { W::ZERO };
            let best = (0..2 * n)
                .filter(|&b| {
                    self.parent[b] == NONE && self.label[b] == S && self.bestb[b].0 != NONE
                })
                .map(|b| key_slack(self.bkey[b]))
                .min();
            assert!(
                best.is_some_and(|b| b <= p),
                "S-blossom bounds above the least S-S slack"
            );
        }
    }

    pub(super) fn apply_delta(&mut self, delta: W) {
        let n = self.n;
        for v in 0..n {
            match self.vl[v] {
                S => self.y[v] = self.y[v].minus(delta),
                T => self.y[v] = self.y[v].plus(delta),
                _ => {
                    if self.bestv[v] != NONE {
                        self.bslack[v] = self.bslack[v].minus(delta);
                    }
                }
            }
        }
        let d2 = delta.plus(delta);
        for b in n..2 * n {
            if self.parent[b] == NONE && !self.children[b].is_empty() {
                match self.label[b] {
                    S => self.z[b] = self.z[b].plus(d2),
                    T => self.z[b] = self.z[b].minus(d2),
                    _ => {}
                }
            }
        }
        self.dsum = self.dsum.plus(delta);
    }

    /// `d1`: in every tree with an S-vertex of zero dual, flip the path from
    /// the root to that vertex (which becomes exposed, legitimately), and
    /// dissolve the tree.
    pub(super) fn zero_event(&mut self) {
        let mut roots = self.take_buf();
        for v in 0..self.n {
            if self.vl[v] == S && self.y[v] == W::ZERO {
                let r = self.troot[self.top[v]];
                if !roots.contains(&r) {
                    roots.push(r);
                    self.augment_side(v, NONE);
                }
            }
        }
        self.dissolve_trees(&roots);
        self.give_buf(roots);
    }
}
