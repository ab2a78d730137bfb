//! The primal-dual blossom algorithm (Edmonds 1965; the `O(n^3)` form of
//! Gabow and Lawler as surveyed by Galil 1986), on a dense weight matrix,
//! with warm restarts.
//!
//! # The linear program
//!
//! Every edge weight `w` is stored doubled, `w2 = 2w`. The duals are a value
//! `y[v] >= 0` per vertex and `z[B] >= 0` per nontrivial blossom `B` (an odd
//! set of vertices). The slack of an edge `uv` is
//!
//! ```text
//! slack(uv) = y[u] + y[v] - w2(uv) + sum of z[B] over blossoms B containing u and v.
//! ```
//!
//! Between solves, and throughout the search, the state satisfies:
//!
//! 1. *Dual feasibility*: every slack is `>= 0`, all duals are `>= 0`.
//! 2. *Tightness*: matched edges and the edges forming each blossom's odd
//!    cycle have slack 0.
//! 3. *Blossom structure*: every nontrivial blossom is an odd cycle of
//!    sub-blossoms whose edges alternate matched/unmatched around its base;
//!    all vertices but the base are matched inside it (so `z[B] > 0` only
//!    on "full" sets, as complementary slackness needs).
//! 4. *Parity*: all *roots* (exposed vertices with `y > 0`) have duals of
//!    the same parity, and every `z` is even. Since edges of a search tree
//!    are tight and `w2` is even, every labelled vertex then has the
//!    roots' parity, the slack of an edge between two S-vertices is even,
//!    and halving it keeps everything integral.
//!
//! When no root is left, every exposed vertex has `y = 0` and all
//! complementary-slackness conditions hold: the matching is of maximum
//! weight (the duals certify it; see [`Matcher::check_certificate`]).
//!
//! # The search
//!
//! Alternating trees grow from all roots at once (S = even depth, T = odd
//! depth; blossoms are labelled as a whole), odd cycles of tight edges
//! shrinking into new S-blossoms. When the tight edges are exhausted, the
//! dual changes by `delta`: `y -= delta` on S-vertices, `y += delta` on
//! T-vertices, `z += 2 delta` on top-level S-blossoms, `z -= 2 delta` on
//! T-blossoms. `delta` is the least of
//!
//! * `d1`: the least `y` of an S-vertex,
//! * `d2`: the least slack from an S-vertex to an unlabelled vertex,
//! * `d3`: half the least slack between two different S-blossoms,
//! * `d4`: half the least `z` of a T-blossom,
//!
//! after which a new tight edge is used, a T-blossom with `z = 0` is
//! expanded, or (`d1`) an S-vertex reached `y = 0`.
//!
//! A tight edge between two trees (or from a tree to an exposed vertex whose
//! dual is already 0) gives an augmenting path. On a `d1` event the path
//! from the root to the zero-dual vertex is flipped instead, so the root
//! becomes matched and the zero-dual vertex exposed, legitimately. Either
//! way the number of roots drops, so there are at most `n` such steps; the
//! trees involved are dissolved (unlabelled) and the others are kept.
//! Roots may therefore start with *different* duals, which is what allows
//! the greedy cold start and cheap warm restarts.
//!
//! The least slacks are kept incrementally: per unlabelled vertex, and per
//! S-blossom with a list of least-slack edges to each other S-blossom
//! (built when the blossom forms), so that each vertex row is scanned
//! `O(1)` times between augmentations: `O(n^2)` per augmentation and
//! `O(n^3)` per solve. Dissolving trees can leave these bounds pointing at
//! vertices that are no longer S; such a bound is then *too low*, never too
//! high, so a dual step computed from it stays feasible. A bound is checked
//! when its event fires, and recomputed from the rows if stale.

use core::mem::take;

use super::weight::Weight;
use super::{Matching, MatchingError};

const NONE: usize = usize::MAX;
const NO_EDGE: (usize, usize) = (NONE, NONE);

/// Labels of top-level blossoms (and, mirrored, of their vertices).
const FREE: u8 = 0;
const S: u8 = 1;
const T: u8 = 2;

/// What the dual change made happen.
#[derive(Clone, Copy, Debug)]
enum Event {
    /// An S-vertex dual reached zero (`d1`).
    Zero,
    /// The least-slack edge from S to this unlabelled vertex (`d2`).
    Free(usize),
    /// The least-slack edge from this S-blossom to another (`d3`).
    Pair(usize),
    /// A T-blossom's dual reached zero (`d4`).
    Expand(usize),
}

/// Counts of the algorithm's steps since the solver was created.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Solves from scratch.
    pub cold_solves: u64,
    /// Solves restarted from the previous optimum.
    pub warm_solves: u64,
    /// Least-slack bounds found stale (after trees were dissolved) and
    /// recomputed.
    pub refreshes: u64,
    /// Augmenting paths used.
    pub augmentations: u64,
    /// Stages ended by an S-vertex dual reaching zero.
    pub zero_events: u64,
    /// Dual changes.
    pub dual_updates: u64,
    /// Vertex rows scanned.
    pub scans: u64,
    /// Blossoms formed.
    pub blossoms: u64,
    /// T-blossoms expanded during a search.
    pub expansions: u64,
}

/// A maximum-weight matching solver that keeps its optimal state between
/// solves, so that changing a few edges and solving again is cheap.
///
/// Vertices are `0..n`; the weights live in a dense symmetric `n x n`
/// matrix (memory `n^2 * size_of::<W>()`). A weight `<= 0` (or `None`) means
/// no edge.
///
/// ```
/// use pocket_arbiter::matching::Matcher;
/// let mut m = Matcher::<u64>::new(4);
/// m.set_weight(0, 1, Some(5))?;
/// m.set_weight(1, 2, Some(8))?;
/// m.set_weight(2, 3, Some(5))?;
/// assert_eq!(m.solve().weight, 10); // 0-1 and 2-3 beat 1-2 alone
/// m.set_weight(1, 2, Some(11))?; // re-solves from the previous optimum
/// let best = m.solve();
/// assert_eq!((best.weight, best.mate[1]), (11, Some(2)));
/// # Ok::<(), pocket_arbiter::matching::MatchingError>(())
/// ```
#[derive(Clone, Debug)]
pub struct Matcher<W: Weight> {
    n: usize,
    /// Doubled weights, row-major `n x n`, symmetric; `ZERO` = no edge.
    w2: Vec<W>,
    mate: Vec<usize>,
    /// Vertex duals.
    y: Vec<W>,

    // Blossoms have ids `0..2n`: ids below `n` are the vertices themselves
    // (trivial blossoms), ids `n..2n` are nontrivial blossoms when in use.
    /// Blossom duals (nontrivial blossoms only).
    z: Vec<W>,
    /// The blossom immediately containing this one, or `NONE` if top-level.
    parent: Vec<usize>,
    /// Sub-blossoms in cycle order, `children[b][0]` holding the base.
    children: Vec<Vec<usize>>,
    /// `cedges[b][i] = (x, y)`: the cycle edge with `x` in `children[b][i]`
    /// and `y` in `children[b][i + 1]` (cyclically).
    cedges: Vec<Vec<(usize, usize)>>,
    /// The base vertex of each blossom.
    base: Vec<usize>,
    /// The top-level blossom containing each vertex.
    top: Vec<usize>,
    /// Unused nontrivial blossom ids.
    free_ids: Vec<usize>,

    // Stage state.
    /// Label of each top-level blossom.
    label: Vec<u8>,
    /// The root vertex of the tree of each labelled top-level blossom.
    troot: Vec<usize>,
    /// Label of each vertex's top-level blossom (a cache of `label[top[v]]`).
    vl: Vec<u8>,
    /// The tree edge `(from, to)` by which a top-level blossom got its
    /// label, `to` inside it; `NO_EDGE` for roots and unlabelled blossoms.
    ledge: Vec<(usize, usize)>,
    /// For a non-S vertex: the S-vertex of its least-slack edge from S.
    bestv: Vec<usize>,
    /// The slack of that edge, kept current.
    bslack: Vec<W>,
    /// For a top-level S-blossom: its least-slack edge to another S-blossom.
    bestb: Vec<(usize, usize)>,
    /// That edge's slack plus `2 * dsum` (constant while both ends are S).
    bkey: Vec<W>,
    /// Whether `lists[b]` is valid for this S-blossom.
    has_list: Vec<bool>,
    /// Least-slack edges `(inside, outside, key)` from an S-blossom to each
    /// other S-blossom, built when the blossom is formed.
    lists: Vec<Vec<(usize, usize, W)>>,
    /// S-vertices whose edges are still to be scanned.
    queue: Vec<usize>,
    /// All S-vertices (compacted whenever trees are dissolved).
    slist: Vec<usize>,
    /// The sum of the dual changes made in this search (at most the largest
    /// root dual, as every root is S throughout).
    dsum: W,
    /// Scratch marks on blossom ids, compared with `stamp`.
    mark: Vec<u64>,
    stamp: u64,
    tmp_edge: Vec<(usize, usize)>,
    tmp_key: Vec<W>,
    touched: Vec<usize>,
    stack: Vec<usize>,
    pool: Vec<Vec<usize>>,

    // Warm restarts.
    solved: bool,
    warm_limit: Option<usize>,
    stats: Stats,
    dirty: Vec<bool>,
    dirty_list: Vec<usize>,
    /// The vertex whose blossom ancestors are marked with `anc_stamp` in
    /// `mark` (between solves only; `NONE` once the blossoms may have changed).
    anc_of: usize,
    anc_stamp: u64,
    /// For those ancestors: the sum of `z` over the blossom and those above it.
    anc_z: Vec<W>,
}

/// The vertices of blossom `b`.
fn collect_leaves(
    children: &[Vec<usize>],
    n: usize,
    b: usize,
    stack: &mut Vec<usize>,
    out: &mut Vec<usize>,
) {
    out.clear();
    if b < n {
        out.push(b);
        return;
    }
    stack.clear();
    stack.push(b);
    while let Some(x) = stack.pop() {
        if x < n {
            out.push(x);
        } else {
            stack.extend_from_slice(&children[x]);
        }
    }
}

impl<W: Weight> Matcher<W> {
    /// A solver for `n` vertices and no edges.
    pub fn new(n: usize) -> Self {
        let nb = 2 * n;
        Self {
            n,
            w2: vec![W::ZERO; n * n],
            mate: vec![NONE; n],
            y: vec![W::ZERO; n],
            z: vec![W::ZERO; nb],
            parent: vec![NONE; nb],
            children: vec![Vec::new(); nb],
            cedges: vec![Vec::new(); nb],
            base: (0..nb).map(|b| if b < n { b } else { NONE }).collect(),
            top: (0..n).collect(),
            free_ids: (n..nb).rev().collect(),
            label: vec![FREE; nb],
            troot: vec![NONE; nb],
            vl: vec![FREE; n],
            ledge: vec![NO_EDGE; nb],
            bestv: vec![NONE; n],
            bslack: vec![W::ZERO; n],
            bestb: vec![NO_EDGE; nb],
            bkey: vec![W::ZERO; nb],
            has_list: vec![false; nb],
            lists: vec![Vec::new(); nb],
            queue: Vec::with_capacity(n),
            slist: Vec::with_capacity(n),
            dsum: W::ZERO,
            mark: vec![0; nb],
            stamp: 0,
            tmp_edge: vec![NO_EDGE; nb],
            tmp_key: vec![W::ZERO; nb],
            touched: Vec::new(),
            stack: Vec::new(),
            pool: Vec::new(),
            solved: false,
            warm_limit: None,
            stats: Stats::default(),
            dirty: vec![false; n],
            dirty_list: Vec::new(),
            anc_of: NONE,
            anc_stamp: 0,
            anc_z: vec![W::ZERO; nb],
        }
    }

    /// A solver for `n` vertices with `weight(u, v)` (called once per pair
    /// `u < v`) as the edge weights.
    pub fn from_fn(
        n: usize,
        mut weight: impl FnMut(usize, usize) -> Option<W>,
    ) -> Result<Self, MatchingError> {
        let mut m = Self::new(n);
        // A fresh solver has nothing to repair: the weights go straight into
        // the matrix, with the checks of [`Matcher::set_weight`].
        for u in 0..n {
            for v in u + 1..n {
                let w2 = match weight(u, v) {
                    Some(w) if w > W::ZERO => {
                        if w > W::MAX_INPUT {
                            return Err(MatchingError::WeightTooLarge { u, v });
                        }
                        w.plus(w)
                    }
                    _ => continue,
                };
                m.w2[u * n + v] = w2;
                m.w2[v * n + u] = w2;
            }
        }
        Ok(m)
    }

    /// The number of vertices.
    pub fn vertex_count(&self) -> usize {
        self.n
    }

    /// The weight of edge `uv`, `None` if there is no edge (or out of range).
    pub fn weight(&self, u: usize, v: usize) -> Option<W> {
        if u >= self.n || v >= self.n {
            return None;
        }
        let w = self.w2[u * self.n + v];
        (w != W::ZERO).then(|| w.half())
    }

    /// Sets the weight of edge `uv` (`None` or a weight `<= 0` removes it).
    /// After a solve, the next [`Matcher::solve`] restarts from the previous
    /// optimum, repairing it around the changed edges: a change that keeps
    /// the optimum's certificate valid (e.g. lowering an unmatched edge)
    /// costs nothing; otherwise `u` (the first argument, unless `v` is
    /// already marked) is marked for repair.
    pub fn set_weight(&mut self, u: usize, v: usize, w: Option<W>) -> Result<(), MatchingError> {
        let n = self.n;
        if u >= n || v >= n {
            return Err(MatchingError::VertexOutOfRange {
                vertex: u.max(v),
                n,
            });
        }
        if u == v {
            return Err(MatchingError::SelfLoop { vertex: u });
        }
        let w2 = match w {
            Some(w) if w > W::ZERO => {
                if w > W::MAX_INPUT {
                    return Err(MatchingError::WeightTooLarge { u, v });
                }
                w.plus(w)
            }
            _ => W::ZERO,
        };
        if self.w2[u * n + v] == w2 {
            return Ok(());
        }
        let harmless = self.solved && self.change_is_harmless(u, v, w2);
        self.w2[u * n + v] = w2;
        self.w2[v * n + u] = w2;
        if self.solved && !harmless && !self.dirty[u] && !self.dirty[v] {
            // Repairing one endpoint suffices: it is made a trivial blossom,
            // its dual raised until its edges are feasible again, and it is
            // unmatched if its matched edge is no longer tight.
            self.dirty[u] = true;
            self.dirty_list.push(u);
        }
        Ok(())
    }

    /// Whether giving edge `uv` the doubled weight `w2` keeps the last
    /// optimum valid: the edge is neither matched nor on a blossom's cycle
    /// (so its tightness is not needed) and stays feasible under the
    /// current duals.
    ///
    /// The ancestors of `u` are cached for the next call with the same `u`
    /// (a caller setting a row of weights walks only the part of each `v`'s
    /// blossom nest below the lowest blossom shared with `u`).
    fn change_is_harmless(&mut self, u: usize, v: usize, w2: W) -> bool {
        if self.mate[u] == v {
            return false;
        }
        if self.top[u] != self.top[v] {
            // No blossom contains both ends: the usual case, and O(1).
            return self.y[u].plus(self.y[v]) >= w2;
        }
        if self.anc_of != u {
            let st = self.next_stamp();
            let mut chain = self.take_buf();
            let mut b = self.parent[u];
            while b != NONE {
                chain.push(b);
                b = self.parent[b];
            }
            let mut acc = W::ZERO;
            for &b in chain.iter().rev() {
                acc = acc.plus(self.z[b]);
                self.anc_z[b] = acc;
                self.mark[b] = st;
            }
            self.give_buf(chain);
            self.anc_of = u;
            self.anc_stamp = st;
        }
        // The blossoms containing both ends are the lowest common ancestor
        // of `u` and `v` in the blossom forest and the blossoms above it
        // (the top-level blossom of both is marked: the walk stops there).
        let mut lowest = self.parent[v];
        while self.mark[lowest] != self.anc_stamp {
            lowest = self.parent[lowest];
        }
        if self.cedges[lowest]
            .iter()
            .any(|&(x, y)| (x, y) == (u, v) || (x, y) == (v, u))
        {
            return false;
        }
        self.y[u].plus(self.y[v]).plus(self.anc_z[lowest]) >= w2
    }

    /// Removes every edge at `v` (marking `v` for repair if needed).
    pub fn clear_vertex(&mut self, v: usize) -> Result<(), MatchingError> {
        for u in 0..self.n {
            if u != v {
                self.set_weight(v, u, None)?;
            }
        }
        Ok(())
    }

    /// Computes a maximum-weight matching. The first call (or after
    /// [`Matcher::reset`]) solves from scratch; later calls restart from the
    /// previous optimum and only repair what [`Matcher::set_weight`] changed.
    pub fn solve(&mut self) -> Matching<W> {
        // Many changes: a fresh start is as cheap and its greedy start helps.
        let limit = self.warm_limit.unwrap_or(self.n / 4);
        if !self.solved || self.dirty_list.len() > limit {
            self.stats.cold_solves += 1;
            self.cold_start(None);
        } else {
            self.stats.warm_solves += 1;
            self.warm_start();
        }
        self.finish_solve()
    }

    /// Solves from scratch, starting from the vertex duals `duals` (in
    /// weight units: `duals[u] + duals[v]` should be at least `w(uv)`, and
    /// equal to it on the edges of an optimum). A guess need not be
    /// feasible (duals are raised where an edge needs it) nor optimal (the
    /// search corrects it): it only saves time. For weights `w(uv) = a(u) +
    /// a(v) + (terms at fewer vertices)`, `duals[v] = a(v)` leaves little
    /// to search. Missing entries count as zero; values above
    /// [`Weight::MAX_INPUT`] are cut to it.
    pub fn solve_from_duals(&mut self, duals: &[W]) -> Matching<W> {
        self.stats.cold_solves += 1;
        self.cold_start(Some(duals));
        self.finish_solve()
    }

    /// The search after a start, and the bookkeeping of a finished solve.
    fn finish_solve(&mut self) -> Matching<W> {
        self.anc_of = NONE;
        for &v in &self.dirty_list {
            self.dirty[v] = false;
        }
        self.dirty_list.clear();
        self.search();
        self.solved = true;
        self.matching()
    }

    /// Re-solve warm when at most `max_dirty` vertices need repair, from
    /// scratch otherwise (default: `n / 4`).
    pub fn set_warm_limit(&mut self, max_dirty: usize) {
        self.warm_limit = Some(max_dirty);
    }

    /// Step counts since creation.
    pub fn stats(&self) -> Stats {
        self.stats
    }

    /// Forgets the previous optimum: the next solve starts from scratch.
    pub fn reset(&mut self) {
        self.solved = false;
    }

    /// The mate of `v` in the last solution.
    pub fn mate(&self, v: usize) -> Option<usize> {
        self.mate.get(v).copied().filter(|&m| m != NONE)
    }

    /// The last solution.
    pub fn matching(&self) -> Matching<W> {
        let mut weight = W::ZERO;
        for v in 0..self.n {
            let m = self.mate[v];
            if m != NONE && v < m {
                weight = weight.wrapping_plus(self.w2[v * self.n + m].half());
            }
        }
        Matching {
            mate: self
                .mate
                .iter()
                .map(|&m| (m != NONE).then_some(m))
                .collect(),
            weight,
        }
    }

    // ------------------------------------------------------------------
    // Small helpers.

    fn take_buf(&mut self) -> Vec<usize> {
        self.pool.pop().unwrap_or_default()
    }

    fn give_buf(&mut self, mut buf: Vec<usize>) {
        buf.clear();
        self.pool.push(buf);
    }

    /// The vertices of blossom `b`, in a pooled buffer.
    fn leaves(&mut self, b: usize) -> Vec<usize> {
        let mut out = self.take_buf();
        collect_leaves(&self.children, self.n, b, &mut self.stack, &mut out);
        out
    }

    #[inline(always)]
    fn slack(&self, u: usize, v: usize) -> W {
        self.y[u].plus(self.y[v]).minus(self.w2[u * self.n + v])
    }

    fn next_stamp(&mut self) -> u64 {
        self.stamp += 1;
        self.stamp
    }

    // ------------------------------------------------------------------
    // Starting points.

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
    fn cold_start(&mut self, guess: Option<&[W]>) {
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
                    let row = &self.w2[v * n..(v + 1) * n];
                    self.y[v] = row.iter().copied().max().unwrap_or(W::ZERO).half();
                }
                for u in 0..n {
                    if self.mate[u] != NONE {
                        continue;
                    }
                    for v in u + 1..n {
                        let w = self.w2[u * n + v];
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
                    let row = &self.w2[v * n..(v + 1) * n];
                    let tight = row.iter().enumerate().position(|(u, &w)| {
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
    fn least_feasible_dual(&self, v: usize) -> W {
        let n = self.n;
        let row = &self.w2[v * n..(v + 1) * n];
        let mut need = W::ZERO;
        for (u, &w) in row.iter().enumerate() {
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
    fn warm_start(&mut self) {
        let n = self.n;
        let mut exposed = self.take_buf();
        let dirty = take(&mut self.dirty_list);
        for &a in &dirty {
            self.make_trivial(a, &mut exposed);
            let row = &self.w2[a * n..(a + 1) * n];
            let mut need = W::ZERO;
            for (w, &wt) in row.iter().enumerate() {
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
                    let wt = self.w2[a * n + m];
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
    fn make_trivial(&mut self, a: usize, exposed: &mut Vec<usize>) {
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
    fn raise_exposed(&mut self, x: usize) {
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
    fn dissolve(&mut self, b: usize) {
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
    fn release(&mut self, b: usize) {
        self.children[b].clear();
        self.cedges[b].clear();
        self.parent[b] = NONE;
        self.z[b] = W::ZERO;
        self.base[b] = NONE;
        self.label[b] = FREE;
        self.ledge[b] = NO_EDGE;
        self.bestb[b] = NO_EDGE;
        self.has_list[b] = false;
        self.lists[b].clear();
    }

    // ------------------------------------------------------------------
    // The search.

    /// Grows alternating trees from all roots and augments until no root is
    /// left. An augmentation (or a zero-dual event) dissolves only the trees
    /// it touched; the others keep their labels and least-slack edges.
    fn search(&mut self) {
        let n = self.n;
        for b in 0..2 * n {
            self.label[b] = FREE;
            self.ledge[b] = NO_EDGE;
            self.bestb[b] = NO_EDGE;
            self.has_list[b] = false;
            self.lists[b].clear();
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
    fn dissolve_trees(&mut self, roots: &[usize]) {
        let mut gone = self.take_buf();
        for b in 0..2 * self.n {
            if self.parent[b] == NONE && self.label[b] != FREE && roots.contains(&self.troot[b]) {
                self.label[b] = FREE;
                self.ledge[b] = NO_EDGE;
                self.bestb[b] = NO_EDGE;
                self.has_list[b] = false;
                self.lists[b].clear();
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
    fn refresh_vertex(&mut self, w: usize) {
        let n = self.n;
        let row = &self.w2[w * n..(w + 1) * n];
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
                offer(u, row[u]);
            }
        } else {
            for (u, &wt) in row.iter().enumerate() {
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
    fn few_s(&self) -> bool {
        4 * self.slist.len() < self.n
    }

    /// Recomputes the least-slack edges from S-blossom `b` to the other
    /// S-blossoms from the rows of its vertices.
    fn refresh_blossom(&mut self, b: usize) {
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
    fn gather_row(&mut self, b: usize, st: u64, u: usize) {
        let n = self.n;
        let dd = self.dsum.plus(self.dsum);
        if self.few_s() {
            for i in 0..self.slist.len() {
                let x = self.slist[i];
                let wt = self.w2[u * n + x];
                if wt != W::ZERO && self.top[x] != b {
                    let key = self.slack(u, x).plus(dd);
                    self.consider(b, st, u, x, key);
                }
            }
        } else {
            for x in 0..n {
                let wt = self.w2[u * n + x];
                if wt != W::ZERO && self.vl[x] == S && self.top[x] != b {
                    let key = self.slack(u, x).plus(dd);
                    self.consider(b, st, u, x, key);
                }
            }
        }
    }

    /// Stores the edges gathered by [`Matcher::consider`] as the list and
    /// least-slack edge of S-blossom `b`.
    fn collect_list(&mut self, b: usize) {
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
            list.clear();
        }
        self.lists[b] = list;
        self.bestb[b] = bb;
        self.bkey[b] = bk;
    }

    /// Expands every top-level blossom whose dual is zero (recursively).
    fn expand_zero_blossoms(&mut self) {
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

    fn label_s(&mut self, b: usize, edge: (usize, usize), tree: usize) {
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

    fn label_t(&mut self, b: usize, edge: (usize, usize), tree: usize) {
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
    fn label_t_grow(&mut self, b: usize, edge: (usize, usize)) {
        let tree = self.troot[self.top[edge.0]];
        self.label_t(b, edge, tree);
        let bb = self.base[b];
        let m = self.mate[bb];
        debug_assert!(m != NONE);
        let bm = self.top[m];
        self.label_s(bm, (bb, m), tree);
    }

    /// Scans the edges of S-vertex `v`.
    fn scan(&mut self, v: usize) {
        self.stats.scans += 1;
        let n = self.n;
        let bv = self.top[v];
        let yv = self.y[v];
        let dd = self.dsum.plus(self.dsum);
        let mut bb = self.bestb[bv];
        let mut bk = self.bkey[bv];
        let mut tight = self.take_buf();
        {
            let row = &self.w2[v * n..(v + 1) * n];
            let (vl, top, y) = (&self.vl, &self.top, &self.y);
            let (bestv, bslack) = (&mut self.bestv, &mut self.bslack);
            for (w, &wt) in row.iter().enumerate() {
                if wt == W::ZERO {
                    continue;
                }
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
    fn handle_tight(&mut self, s: usize, w: usize) -> bool {
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

    /// The S-blossom two tree levels above S-blossom `b`, `NONE` at a root.
    fn tree_parent(&self, b: usize) -> usize {
        let f = self.ledge[b].0;
        if f == NONE {
            return NONE;
        }
        let t = self.top[f];
        self.top[self.ledge[t].0]
    }

    /// The nearest common S-ancestor of S-blossoms `a` and `b`, if they are
    /// in the same tree.
    fn find_lca(&mut self, a: usize, b: usize) -> Option<usize> {
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
    fn add_blossom(&mut self, lca: usize, v: usize, w: usize) {
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
                self.lists[c] = list;
                self.lists[c].clear();
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
    fn consider(&mut self, nb: usize, st: u64, a: usize, b: usize, key: W) {
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
    fn expand_t(&mut self, b: usize) {
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

    /// The least `delta` and the event it causes; `None` if no S-vertex
    /// (no root) is left. The `d2` and `d3` candidates are lower bounds
    /// (exact unless a tree was dissolved since they were computed), so the
    /// step keeps the duals feasible; a stale bound is detected when its
    /// event fires, and recomputed.
    fn compute_delta(&self) -> Option<(W, Event)> {
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
    fn debug_check_bounds(&self) {
        let n = self.n;
        let dd = self.dsum.plus(self.dsum);
        let mut least_pair: Option<W> = None;
        for v in 0..n {
            for u in 0..n {
                if self.vl[u] != S || self.w2[u * n + v] == W::ZERO || self.top[u] == self.top[v] {
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

    fn apply_delta(&mut self, delta: W) {
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
    fn zero_event(&mut self) {
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

    /// Augments through tight edge `sw` (`s` an S-vertex; `w` an S-vertex of
    /// another tree or in an unlabelled blossom with an exposed base).
    fn augment(&mut self, s: usize, w: usize) {
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
    fn augment_side(&mut self, s: usize, t: usize) {
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
    fn rotate(&mut self, b: usize, v: usize) {
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
    fn rematch_pair(&mut self, b: usize, ci: usize, cj: usize, x: usize, y: usize) {
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

    // ------------------------------------------------------------------
    // Certificate.

    /// Checks that the current matching and duals certify optimality
    /// (complementary slackness): every edge feasible, matched and blossom
    /// edges tight, exposed vertices at zero dual, blossoms well formed.
    /// `O(n^2 * depth)`; meant for tests and debugging.
    pub fn check_certificate(&self) -> Result<(), String> {
        let n = self.n;
        let ancestors = |v: usize| {
            let mut out = Vec::new();
            let mut b = self.parent[v];
            while b != NONE {
                out.push(b);
                b = self.parent[b];
            }
            out
        };
        for v in 0..n {
            let m = self.mate[v];
            if m != NONE {
                if m >= n || self.mate[m] != v {
                    return Err(format!("mate of {v} is not symmetric"));
                }
                if self.w2[v * n + m] == W::ZERO {
                    return Err(format!("{v}-{m} matched without an edge"));
                }
            } else if self.y[v] != W::ZERO {
                return Err(format!("exposed vertex {v} has dual {:?}", self.y[v]));
            }
            if self.y[v] < W::ZERO {
                return Err(format!("negative dual at {v}"));
            }
        }
        let anc: Vec<Vec<usize>> = (0..n).map(ancestors).collect();
        for u in 0..n {
            for v in u + 1..n {
                let w = self.w2[u * n + v];
                if w == W::ZERO {
                    continue;
                }
                let mut lhs = self.y[u].plus(self.y[v]);
                for &b in &anc[u] {
                    if anc[v].contains(&b) {
                        lhs = lhs.plus(self.z[b]);
                    }
                }
                if lhs < w {
                    return Err(format!("edge {u}-{v} infeasible"));
                }
                if self.mate[u] == v && lhs != w {
                    return Err(format!("matched edge {u}-{v} not tight"));
                }
            }
        }
        for b in n..2 * n {
            let ch = &self.children[b];
            if ch.is_empty() {
                continue;
            }
            if self.z[b] < W::ZERO || self.z[b].is_odd() {
                return Err(format!("bad z at blossom {b}"));
            }
            if ch.len().is_multiple_of(2) || ch.len() < 3 || self.cedges[b].len() != ch.len() {
                return Err(format!("blossom {b} is not an odd cycle"));
            }
            let mut leaves = Vec::new();
            let mut stack = Vec::new();
            collect_leaves(&self.children, n, b, &mut stack, &mut leaves);
            let inside = |v: usize| anc[v].contains(&b);
            let matched_inside = leaves
                .iter()
                .filter(|&&v| self.mate[v] != NONE && inside(self.mate[v]))
                .count();
            if matched_inside != leaves.len() - 1 {
                return Err(format!("blossom {b} is not full"));
            }
            if !inside(self.base[b]) && self.base[b] != b {
                return Err(format!("base of blossom {b} outside it"));
            }
            for (i, &(x, y)) in self.cedges[b].iter().enumerate() {
                let (ci, cj) = (ch[i], ch[(i + 1) % ch.len()]);
                let within = |v: usize, c: usize| v == c || anc[v].contains(&c);
                if !within(x, ci) || !within(y, cj) {
                    return Err(format!("cycle edge {i} of blossom {b} misplaced"));
                }
                let mut lhs = self.y[x].plus(self.y[y]);
                for &a in &anc[x] {
                    if anc[y].contains(&a) {
                        lhs = lhs.plus(self.z[a]);
                    }
                }
                if lhs != self.w2[x * n + y] {
                    return Err(format!("cycle edge {x}-{y} of blossom {b} not tight"));
                }
                if (self.mate[x] == y) != (i % 2 == 1) {
                    return Err(format!("cycle edge {i} of blossom {b} mismatched"));
                }
            }
        }
        Ok(())
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
