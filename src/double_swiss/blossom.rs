//! Does a graph have a perfect matching? Edmonds' blossom algorithm
//! (cardinality version, O(V³)), written for the completion criterion
//! [C3] (C.04.5 art. 2.2.1): "a pairing complying with all the absolute
//! criteria shall always exist for all players not yet paired".
//!
//! Knows nothing of chess: vertices are `0..n`, edges come from a predicate.

const NONE: usize = usize::MAX;

/// A general graph on `0..n` given as adjacency lists.
pub(crate) struct Graph {
    adj: Vec<Vec<usize>>,
}

impl Graph {
    /// The graph on `0..n` whose edges are the pairs `a < b` with `edge(a, b)`.
    pub(crate) fn from_predicate(n: usize, mut edge: impl FnMut(usize, usize) -> bool) -> Graph {
        let mut adj = vec![Vec::new(); n];
        for a in 0..n {
            for b in a + 1..n {
                if edge(a, b) {
                    adj[a].push(b);
                    adj[b].push(a);
                }
            }
        }
        Graph { adj }
    }

    /// Whether a perfect matching exists.
    pub(crate) fn has_perfect_matching(&self) -> bool {
        let mut mate = vec![NONE; self.adj.len()];
        self.complete_matching(&mut mate)
    }

    /// Extends the partial matching `mate` (`usize::MAX` = unmatched; pairs
    /// that are not edges are dropped) to a perfect matching if one exists.
    /// On `true`, `mate` holds it; on `false`, its content is unspecified.
    pub(crate) fn complete_matching(&self, mate: &mut [usize]) -> bool {
        self.complete_matching_with(mate, &|_, _| true)
    }

    /// [`Graph::complete_matching`] on the subgraph of the edges `{a, b}`
    /// with `allowed(a, b)` (called either way round).
    pub(crate) fn complete_matching_with(
        &self,
        mate: &mut [usize],
        allowed: &dyn Fn(usize, usize) -> bool,
    ) -> bool {
        let n = self.adj.len();
        if n % 2 == 1 || mate.len() != n {
            return false;
        }
        let mut m = Matcher::new(self, allowed);
        for v in 0..n {
            let w = mate[v];
            if w < n && w != v && mate[w] == v && self.adj[v].contains(&w) && allowed(v, w) {
                m.mate[v] = w;
            }
        }
        m.greedy();
        for v in 0..n {
            if m.mate[v] == NONE {
                // Berge: if `v` has no augmenting path now, no perfect
                // matching exists (the symmetric difference with one would
                // contain an augmenting path starting at `v`).
                match m.find_augmenting_path(v) {
                    Some(end) => m.augment(end),
                    None => return false,
                }
            }
        }
        mate.copy_from_slice(&m.mate);
        true
    }
}

struct Matcher<'g> {
    g: &'g Graph,
    allowed: &'g dyn Fn(usize, usize) -> bool,
    mate: Vec<usize>,
    /// Parent in the alternating tree (set on odd, "inner" vertices).
    parent: Vec<usize>,
    /// Base of the blossom containing each vertex.
    base: Vec<usize>,
    /// Vertices in the tree that are "outer" (even) or were absorbed into an outer blossom.
    used: Vec<bool>,
    in_blossom: Vec<bool>,
    /// Scratch for `lca`: `seen[v] == stamp` marks the first path.
    seen: Vec<u32>,
    stamp: u32,
    queue: Vec<usize>,
}

impl<'g> Matcher<'g> {
    fn new(g: &'g Graph, allowed: &'g dyn Fn(usize, usize) -> bool) -> Matcher<'g> {
        let n = g.adj.len();
        Matcher {
            g,
            allowed,
            mate: vec![NONE; n],
            parent: vec![NONE; n],
            base: (0..n).collect(),
            used: vec![false; n],
            in_blossom: vec![false; n],
            seen: vec![0; n],
            stamp: 0,
            queue: Vec::with_capacity(n),
        }
    }

    /// A maximal (not maximum) matching to start from: vertices with the
    /// fewest neighbours first, which usually leaves few augmentations.
    fn greedy(&mut self) {
        let n = self.g.adj.len();
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&v| self.g.adj[v].len());
        for &v in &order {
            if self.mate[v] != NONE {
                continue;
            }
            if let Some(&w) = self.g.adj[v]
                .iter()
                .filter(|&&w| self.mate[w] == NONE && (self.allowed)(v, w))
                .min_by_key(|&&w| self.g.adj[w].len())
            {
                self.mate[v] = w;
                self.mate[w] = v;
            }
        }
    }

    /// Lowest common ancestor of the bases of `a` and `b` in the tree.
    fn lca(&mut self, mut a: usize, mut b: usize) -> usize {
        self.stamp += 1;
        let stamp = self.stamp;
        loop {
            a = self.base[a];
            self.seen[a] = stamp;
            if self.mate[a] == NONE {
                break;
            }
            a = self.parent[self.mate[a]];
        }
        loop {
            b = self.base[b];
            if self.seen[b] == stamp {
                return b;
            }
            b = self.parent[self.mate[b]];
        }
    }

    /// Marks the blossom path from `v` up to base `b`, re-pointing parents
    /// so that paths through the blossom can later be unwound.
    fn mark_path(&mut self, mut v: usize, b: usize, mut child: usize) {
        while self.base[v] != b {
            let mv = self.mate[v];
            self.in_blossom[self.base[v]] = true;
            self.in_blossom[self.base[mv]] = true;
            self.parent[v] = child;
            child = mv;
            v = self.parent[mv];
        }
    }

    /// Searches an augmenting path from the exposed vertex `root`; returns
    /// its other (exposed) end.
    fn find_augmenting_path(&mut self, root: usize) -> Option<usize> {
        let n = self.g.adj.len();
        self.used.iter_mut().for_each(|u| *u = false);
        self.parent.iter_mut().for_each(|p| *p = NONE);
        for (i, b) in self.base.iter_mut().enumerate() {
            *b = i;
        }
        self.used[root] = true;
        self.queue.clear();
        self.queue.push(root);
        let mut head = 0;
        while head < self.queue.len() {
            let v = self.queue[head];
            head += 1;
            for idx in 0..self.g.adj[v].len() {
                let to = self.g.adj[v][idx];
                if self.base[v] == self.base[to] || self.mate[v] == to || !(self.allowed)(v, to) {
                    continue;
                }
                if to == root || (self.mate[to] != NONE && self.parent[self.mate[to]] != NONE) {
                    // An odd cycle: contract the blossom.
                    let cur = self.lca(v, to);
                    self.in_blossom.iter_mut().for_each(|x| *x = false);
                    self.mark_path(v, cur, to);
                    self.mark_path(to, cur, v);
                    for i in 0..n {
                        if self.in_blossom[self.base[i]] {
                            self.base[i] = cur;
                            if !self.used[i] {
                                self.used[i] = true;
                                self.queue.push(i);
                            }
                        }
                    }
                } else if self.parent[to] == NONE {
                    self.parent[to] = v;
                    if self.mate[to] == NONE {
                        return Some(to);
                    }
                    let next = self.mate[to];
                    self.used[next] = true;
                    self.queue.push(next);
                }
            }
        }
        None
    }

    /// Flips the matching along the path ending at `end`.
    fn augment(&mut self, mut v: usize) {
        while v != NONE {
            let pv = self.parent[v];
            let next = self.mate[pv];
            self.mate[v] = pv;
            self.mate[pv] = v;
            v = next;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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

    #[test]
    fn agrees_with_exhaustive_search_on_random_graphs() {
        let mut seed: u64 = 0x9E37_79B9_7F4A_7C15;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        let mut both = [0usize; 2];
        for _ in 0..3000 {
            let n = (next() % 13) as usize;
            let density = next() % 100;
            let bits: Vec<bool> = (0..n * n).map(|_| next() % 100 < density).collect();
            let edge = |a: usize, b: usize| bits[a.min(b) * n + a.max(b)];
            let expected = brute(n, &edge, (1u32 << n) - 1);
            let got = Graph::from_predicate(n, edge).has_perfect_matching();
            assert_eq!(got, expected, "n={n} density={density}");
            both[usize::from(expected)] += 1;
        }
        // Both answers must have been exercised.
        assert!(both[0] > 300 && both[1] > 300, "{both:?}");
    }

    #[test]
    fn warm_start_drops_non_edges_and_completes() {
        // Path 0-1-2-3: the only perfect matching is 0-1, 2-3. Start from
        // the matching 1-2 (an edge) plus a bogus 0-3 (not an edge).
        let edges = [(0, 1), (1, 2), (2, 3)];
        let g = Graph::from_predicate(4, |a, b| edges.contains(&(a, b)));
        let mut mate = vec![3, 2, 1, 0];
        assert!(g.complete_matching(&mut mate));
        assert_eq!(mate, vec![1, 0, 3, 2]);
    }

    #[test]
    fn needs_a_blossom() {
        // A triangle 0-1-2 with a tail 2-3 and 0-4, 4-5: perfect matching
        // 0-4? No: 4-5, 2-3, 0-1.
        let edges = [(0, 1), (1, 2), (0, 2), (2, 3), (0, 4), (4, 5)];
        let g = Graph::from_predicate(6, |a, b| edges.contains(&(a, b)));
        assert!(g.has_perfect_matching());
        // Two triangles joined by nothing: no perfect matching.
        let edges = [(0, 1), (1, 2), (0, 2), (3, 4), (4, 5), (3, 5)];
        let g = Graph::from_predicate(6, |a, b| edges.contains(&(a, b)));
        assert!(!g.has_perfect_matching());
    }
}
