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

// The solver's steps, one file each: [`start`] (from scratch or from the
// previous optimum), [`search`] (trees, labels, least slacks, dual changes),
// [`blossoms`] (shrinking, expanding, augmenting through them) and
// [`certificate`] (the optimality check).
mod blossoms;
mod certificate;
mod edges;
pub use certificate::CertificateFault;
mod search;
mod start;

use super::weight::Weight;
use super::{Matching, MatchingError};
use edges::Edges;

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
/// matrix of 4-byte keys into a table of the distinct weights (memory
/// `4 n^2` bytes plus the table). A weight `<= 0` (or `None`) means
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
    /// Doubled weights, `n x n`, symmetric; `ZERO` = no edge (stored as
    /// keys into a table of the distinct values, see [`edges`]).
    w2: Edges<W>,
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
            w2: Edges::new(n),
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
                m.w2.set(u, v, w2);
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
        let w = self.w2.get(u, v);
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
        if self.w2.get(u, v) == w2 {
            return Ok(());
        }
        let harmless = self.solved && self.change_is_harmless(u, v, w2);
        self.w2.set(u, v, w2);
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
                weight = weight.wrapping_plus(self.w2.get(v, m).half());
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
        self.y[u].plus(self.y[v]).minus(self.w2.get(u, v))
    }

    fn next_stamp(&mut self) -> u64 {
        self.stamp += 1;
        self.stamp
    }
}
