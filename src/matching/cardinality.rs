//! Maximum-cardinality matching on an implicit graph, in `O(n)` memory: the
//! completion test of the pairing rules ([`super::perfect_matching`]).
//!
//! The graph is given by a predicate, never stored: a bracket of ten
//! thousand players would take 400 MB as the weighted matcher's `n × n`
//! key matrix, and the completion test asks only *whether* every player can
//! be paired. Two phases:
//!
//! 1. **Greedy**: each vertex in turn takes the first free vertex after it
//!    that it is joined to. In the graphs of a Swiss round (everyone may
//!    meet almost everyone) this is already perfect after about `n`
//!    predicate calls.
//! 2. **Augmenting paths** (Edmonds 1965): from each vertex left free, a
//!    breadth-first search of alternating paths, shrinking each odd cycle
//!    (blossom) found into its base, until a free vertex is reached (the
//!    path is flipped: one more pair) or the search dies out. By Berge's
//!    theorem a matching is maximum exactly when no augmenting path is
//!    left; and a vertex from which no augmenting path starts now has none
//!    after later augmentations either (Edmonds), so the first failed
//!    search already proves that no perfect matching exists.
//!
//! Worst case `O(n^3)` predicate calls (as the weighted matcher), `O(n)`
//! memory.

/// No vertex.
const NONE: usize = usize::MAX;

/// A maximum-cardinality matching state over vertices `0..n`.
struct Cardinality<F> {
    n: usize,
    edge: F,
    mate: Vec<usize>,
    // Search state, reused between searches.
    parent: Vec<usize>,
    base: Vec<usize>,
    in_tree: Vec<bool>,
    in_blossom: Vec<bool>,
    on_path: Vec<bool>,
    queue: std::collections::VecDeque<usize>,
}

impl<F: FnMut(usize, usize) -> bool> Cardinality<F> {
    fn new(n: usize, edge: F) -> Self {
        Cardinality {
            n,
            edge,
            mate: vec![NONE; n],
            parent: vec![NONE; n],
            base: (0..n).collect(),
            in_tree: vec![false; n],
            in_blossom: vec![false; n],
            on_path: vec![false; n],
            queue: std::collections::VecDeque::new(),
        }
    }

    fn joined(&mut self, u: usize, v: usize) -> bool {
        (self.edge)(u.min(v), u.max(v))
    }

    /// Phase 1: a greedy maximal matching.
    fn greedy(&mut self) {
        for v in 0..self.n {
            if self.mate[v] != NONE {
                continue;
            }
            for u in v + 1..self.n {
                if self.mate[u] == NONE && self.joined(v, u) {
                    self.mate[v] = u;
                    self.mate[u] = v;
                    break;
                }
            }
        }
    }

    /// The base of the nearest common ancestor of `a` and `b` in the
    /// alternating tree (both outer vertices).
    fn common_base(&mut self, mut a: usize, mut b: usize) -> usize {
        self.on_path.iter_mut().for_each(|x| *x = false);
        loop {
            a = self.base[a];
            self.on_path[a] = true;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if self.on_path[b] {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    /// Marks the blossom's vertices on the path from `v` down to `stem`
    /// and points their inner vertices' parents back across the new edge
    /// (`child`), so that a path through the blossom can be followed either
    /// way round.
    fn mark_blossom(&mut self, mut v: usize, stem: usize, mut child: usize) {
        while self.base[v] != stem {
            let m = self.mate[v];
            self.in_blossom[self.base[v]] = true;
            self.in_blossom[self.base[m]] = true;
            self.parent[v] = child;
            child = m;
            v = self.parent[m];
        }
    }

    /// Phase 2: an augmenting path from the free vertex `root`, flipped if
    /// found. `false`: none exists.
    fn augment_from(&mut self, root: usize) -> bool {
        let n = self.n;
        self.parent.iter_mut().for_each(|p| *p = NONE);
        self.in_tree.iter_mut().for_each(|x| *x = false);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.queue.clear();
        self.in_tree[root] = true;
        self.queue.push_back(root);
        while let Some(v) = self.queue.pop_front() {
            for to in 0..n {
                if to == v || self.base[v] == self.base[to] || self.mate[v] == to {
                    continue;
                }
                if !self.joined(v, to) {
                    continue;
                }
                let outer =
                    to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE);
                if outer {
                    // Two outer vertices joined: an odd cycle, shrunk into its base.
                    let stem = self.common_base(v, to);
                    self.in_blossom.iter_mut().for_each(|x| *x = false);
                    self.mark_blossom(v, stem, to);
                    self.mark_blossom(to, stem, v);
                    for i in 0..n {
                        if self.in_blossom[self.base[i]] {
                            self.base[i] = stem;
                            if !self.in_tree[i] {
                                self.in_tree[i] = true;
                                self.queue.push_back(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        // Augmenting path root … v–to: flip it.
                        let mut u = to;
                        while u != NONE {
                            let p = self.parent[u];
                            let next = self.mate[p];
                            self.mate[u] = p;
                            self.mate[p] = u;
                            u = next;
                        }
                        return true;
                    }
                    let m = self.mate[to];
                    self.in_tree[m] = true;
                    self.queue.push_back(m);
                }
            }
        }
        false
    }
}

/// A perfect matching of the graph on `0..n` whose edges are the pairs
/// `u < v` with `edge(u, v)`, if one exists (`mate[v]`). The predicate may
/// be called several times for the same pair and must answer alike.
pub fn perfect(n: usize, edge: impl FnMut(usize, usize) -> bool) -> Option<Vec<usize>> {
    if n % 2 == 1 {
        return None;
    }
    let mut m = Cardinality::new(n, edge);
    m.greedy();
    for v in 0..n {
        if m.mate[v] == NONE && !m.augment_from(v) {
            return None;
        }
    }
    Some(m.mate)
}
