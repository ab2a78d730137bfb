//! Blossoms: shrinking an odd cycle of tight edges into a new S-blossom,
//! expanding T-blossoms (and zero-dual blossoms), and augmenting along a
//! path through nested blossoms.

use super::{Matcher, FREE, NONE, NO_EDGE, S, T};
use crate::matching::weight::Weight;
use core::mem::take;

impl<W: Weight> Matcher<W> {
    /// Expands every top-level blossom whose dual is zero (recursively).
    pub(super) fn expand_zero_blossoms(&mut self) {
        let n = self.n;
        let mut work = self.take_buf();
        for b in n..2 * n {
            if self.parent[b] == NONE && !self.children[b].is_empty() && self.z[b] == W::ZERO {
                work.push(b);
            }
        }
        while let Some(b) = work.pop() {
            for &c in &self.children[b] {
                if c >= n && self.z[c] == W::ZERO {
                    work.push(c);
                }
            }
            self.dissolve(b);
        }
        self.give_buf(work);
    }

    /// The S-blossom two tree levels above S-blossom `b`, `NONE` at a root.
    pub(super) fn tree_parent(&self, b: usize) -> usize {
        let f = self.ledge[b].0;
        if f == NONE {
            return NONE;
        }
        let t = self.top[f];
        self.top[self.ledge[t].0]
    }

    /// The nearest common S-ancestor of S-blossoms `a` and `b`, if they are
    /// in the same tree.
    pub(super) fn find_lca(&mut self, a: usize, b: usize) -> Option<usize> {
        let st = self.next_stamp();
        let (mut a, mut b) = (a, b);
        while a != NONE || b != NONE {
            if a != NONE {
                if self.mark[a] == st {
                    return Some(a);
                }
                self.mark[a] = st;
                a = self.tree_parent(a);
            }
            core::mem::swap(&mut a, &mut b);
        }
        None
    }

    /// Shrinks the odd cycle closed by tight edge `vw` (both ends S, same
    /// tree, nearest common ancestor `lca`) into a new S-blossom.
    pub(super) fn add_blossom(&mut self, lca: usize, v: usize, w: usize) {
        self.stats.blossoms += 1;
        let nb = self
            .free_ids
            .pop()
            .expect("at most n/2 nontrivial blossoms exist at a time");
        let (bv, bw) = (self.top[v], self.top[w]);
        let mut ch = take(&mut self.children[nb]);
        let mut ed = take(&mut self.cedges[nb]);
        ch.clear();
        ed.clear();
        // The path lca -> ... -> bv, then the edge vw, then bw -> ... -> lca.
        let mut path = self.take_buf();
        let mut x = bv;
        while x != lca {
            path.push(x);
            x = self.top[self.ledge[x].0];
        }
        ch.push(lca);
        for &a in path.iter().rev() {
            ch.push(a);
            ed.push(self.ledge[a]);
        }
        self.give_buf(path);
        ed.push((v, w));
        let mut x = bw;
        while x != lca {
            ch.push(x);
            let (f, t) = self.ledge[x];
            ed.push((t, f));
            x = self.top[f];
        }
        for &c in &ch {
            self.parent[c] = nb;
        }
        self.parent[nb] = NONE;
        self.base[nb] = self.base[lca];
        self.z[nb] = W::ZERO;
        self.label[nb] = S;
        self.troot[nb] = self.troot[lca];
        self.ledge[nb] = self.ledge[lca];
        self.children[nb] = ch;
        self.cedges[nb] = ed;

        let lv = self.leaves(nb);
        for &u in &lv {
            if self.vl[u] == T {
                // Former T-vertices are S now: their edges need scanning.
                self.queue.push(u);
                self.slist.push(u);
            }
            self.vl[u] = S;
            self.top[u] = nb;
        }
        self.give_buf(lv);

        // The least-slack edge from the new blossom to every other
        // S-blossom: from the children's lists, or by scanning the rows of
        // children that have none.
        let st = self.next_stamp();
        self.touched.clear();
        for i in 0..self.children[nb].len() {
            let c = self.children[nb][i];
            if self.has_list[c] {
                let list = take(&mut self.lists[c]);
                for &(a, b, key) in &list {
                    // Entries towards dissolved trees are dropped.
                    if self.vl[b] == S {
                        self.consider(nb, st, a, b, key);
                    }
                }
                // Dropped, not kept for reuse: a list's capacity is
                // the number of S-blossoms it once saw, and `2n` ids each
                // keeping their largest list cost more memory than the
                // weights themselves.
                drop(list);
                self.has_list[c] = false;
            } else {
                let cl = self.leaves(c);
                for &u in &cl {
                    self.gather_row(nb, st, u);
                }
                self.give_buf(cl);
            }
            self.bestb[c] = NO_EDGE;
        }
        self.collect_list(nb);
    }

    /// Keeps edge `ab` (key `key`) if it is the best so far to `top[b]`.
    #[inline]
    pub(super) fn consider(&mut self, nb: usize, st: u64, a: usize, b: usize, key: W) {
        let t = self.top[b];
        if t == nb {
            return;
        }
        if self.mark[t] != st {
            self.mark[t] = st;
            self.tmp_edge[t] = (a, b);
            self.tmp_key[t] = key;
            self.touched.push(t);
        } else if key < self.tmp_key[t] {
            self.tmp_edge[t] = (a, b);
            self.tmp_key[t] = key;
        }
    }

    /// Expands T-blossom `b` (its dual reached zero) during the search: the
    /// sub-blossoms on the even path from the entry child to the base child
    /// keep the tree alternating (T, S, ..., T), the others become
    /// unlabelled unless a tight edge from S reaches them.
    pub(super) fn expand_t(&mut self, b: usize) {
        self.stats.expansions += 1;
        let ch = take(&mut self.children[b]);
        let ed = take(&mut self.cedges[b]);
        for &c in &ch {
            self.parent[c] = NONE;
            self.label[c] = FREE;
            self.ledge[c] = NO_EDGE;
            let lv = self.leaves(c);
            for &u in &lv {
                self.top[u] = c;
                self.vl[u] = FREE;
            }
            self.give_buf(lv);
        }
        let (s, x) = self.ledge[b];
        let tree = self.troot[b];
        let k = ch.len();
        let entry = self.top[x];
        let j = ch
            .iter()
            .position(|&c| c == entry)
            .expect("the entry vertex lies in a child of the blossom");
        if j == 0 {
            self.label_t(ch[0], (s, x), tree);
        } else {
            self.label_t_grow(ch[j], (s, x));
            let forward = j % 2 == 1;
            let mut i = j;
            loop {
                let (next, edge) = if forward {
                    let (p, q) = ed[i + 1];
                    ((i + 2) % k, (p, q))
                } else {
                    let (p, q) = ed[i - 2];
                    (i - 2, (q, p))
                };
                if next == 0 {
                    // The base child: its mate is already S below in the tree.
                    self.label_t(ch[0], edge, tree);
                    break;
                }
                self.label_t_grow(ch[next], edge);
                i = next;
            }
        }
        for &c in &ch {
            if self.label[c] != FREE {
                continue;
            }
            let lv = self.leaves(c);
            // A tight edge from S (checked: the bound may be stale).
            let found = lv
                .iter()
                .find(|&&u| {
                    let s = self.bestv[u];
                    s != NONE
                        && self.bslack[u] == W::ZERO
                        && self.vl[s] == S
                        && self.slack(s, u) == W::ZERO
                })
                .map(|&u| (self.bestv[u], u));
            self.give_buf(lv);
            if let Some(edge) = found {
                self.label_t_grow(c, edge);
            }
        }
        self.children[b] = ch;
        self.cedges[b] = ed;
        self.release(b);
        self.free_ids.push(b);
    }

    /// Augments through tight edge `sw` (`s` an S-vertex; `w` an S-vertex of
    /// another tree or in an unlabelled blossom with an exposed base).
    pub(super) fn augment(&mut self, s: usize, w: usize) {
        self.stats.augmentations += 1;
        let r1 = self.troot[self.top[s]];
        let bw = self.top[w];
        let r2 = if self.label[bw] == S {
            self.troot[bw]
        } else {
            NONE
        };
        self.augment_side(s, w);
        self.augment_side(w, s);
        self.dissolve_trees(&[r1, r2]);
    }

    /// Matches `s` to `t` and flips the tree path from `s` up to its root.
    pub(super) fn augment_side(&mut self, s: usize, t: usize) {
        let (mut s, mut t) = (s, t);
        loop {
            let bs = self.top[s];
            if bs >= self.n {
                self.rotate(bs, s);
            }
            self.mate[s] = t;
            let f = self.ledge[bs].0;
            if f == NONE {
                return;
            }
            let bt = self.top[f];
            let (s2, x) = self.ledge[bt];
            if bt >= self.n {
                self.rotate(bt, x);
            }
            self.mate[x] = s2;
            s = s2;
            t = x;
        }
    }

    /// Makes vertex `v` the base of blossom `b`, re-matching inside `b`
    /// along the even side of each cycle (the caller matches `v` outside).
    pub(super) fn rotate(&mut self, b: usize, v: usize) {
        let n = self.n;
        let mut t = v;
        while self.parent[t] != b {
            t = self.parent[t];
        }
        if t >= n {
            self.rotate(t, v);
        }
        let k = self.children[b].len();
        let i = self.children[b]
            .iter()
            .position(|&c| c == t)
            .expect("t is a child of b");
        if i != 0 {
            if i % 2 == 1 {
                // Forward: edges i (matched), i+1 (unmatched), ... k-1.
                let mut j = i;
                while j < k {
                    let (x, y) = self.cedges[b][j + 1];
                    self.rematch_pair(b, j + 1, (j + 2) % k, x, y);
                    j += 2;
                }
            } else {
                // Backward: edges i-1 (matched), i-2 (unmatched), ... 0.
                let mut j = i;
                while j > 0 {
                    let (x, y) = self.cedges[b][j - 2];
                    self.rematch_pair(b, j - 2, j - 1, x, y);
                    j -= 2;
                }
            }
            self.children[b].rotate_left(i);
            self.cedges[b].rotate_left(i);
        }
        self.base[b] = v;
    }

    /// Matches `x` (in child `ci` of `b`) with `y` (in child `cj`).
    pub(super) fn rematch_pair(&mut self, b: usize, ci: usize, cj: usize, x: usize, y: usize) {
        let (c1, c2) = (self.children[b][ci], self.children[b][cj]);
        if c1 >= self.n {
            self.rotate(c1, x);
        }
        if c2 >= self.n {
            self.rotate(c2, y);
        }
        self.mate[x] = y;
        self.mate[y] = x;
    }
}
