//! Maximum-weight matching in general graphs, exact and fast.
//!
//! Edmonds' blossom algorithm with dual variables (`O(n^3)`), in integer
//! arithmetic only, on a dense weight matrix. The module knows nothing of
//! chess: a caller encodes its preferences into edge weights, typically by
//! stacking criteria into bit fields of a [`Wide`] integer, higher criteria
//! at higher bit offsets. The matching maximises the total weight (it is not
//! forced to be of maximum cardinality: add a large constant to every edge
//! weight for that).
//!
//! Three entry points:
//! - [`max_weight_matching`]: one-shot, weights from a closure.
//! - [`perfect_matching`]: does a graph (edges from a predicate) have a
//!   perfect matching, and which ([`cardinality`]: Edmonds' augmenting
//!   paths on the predicate, in `O(n)` memory).
//! - [`Matcher`]: keeps the optimum and its duals between solves, so that
//!   changing the edges at a few vertices and solving again costs a few
//!   augmentations instead of a solve from scratch.
//!
//! # Weights
//!
//! Any [`Weight`]: the primitive integers, or [`Wide<N>`] for `64 * N`
//! bits. Build a wide weight field by field, `Wide::ZERO.add_at_bit(offset,
//! value)` (or `checked_add_at_bit`, `set_bit`, `<<`). The top four bits of
//! the type must stay clear ([`Weight::MAX_INPUT`]; larger weights are
//! rejected by [`Matcher::set_weight`]). The weight matrix stores a 4-byte
//! key per edge into a table of the distinct weights (`4 n^2` bytes: 4 MB at
//! n = 1000, whatever the width; weights stacked from criteria take few
//! distinct values), but the inner loops do `N`-limb arithmetic, so use the
//! smallest width that holds the criteria.
//!
//! # Cost
//!
//! `O(n^3)` from scratch, `O(n^2)` per augmentation after a change. CPU
//! time on one core (`cargo run --release --example matching_bench`), dense
//! graphs, 256-bit / 512-bit weights: n = 400 in 5-10 / 10-15 ms, n = 1000
//! in 55-80 / 90-120 ms, n = 1500 in 115-170 / 190-290 ms from scratch. A
//! re-solve after forbidding one pairing takes 0.5-3 ms at n = 400 and
//! 3-25 ms at n = 1000, depending on how far the repair has to search.
//!
//! ```
//! use pocket_arbiter::matching::{max_weight_matching, Wide};
//! type W = Wide<4>; // 256 bits
//! // Criterion A (bits 128..) dominates criterion B (bits 0..).
//! let weight = |a: u64, b: u64| W::ZERO.add_at_bit(128, a).add_at_bit(0, b);
//! let m = max_weight_matching(4, |u, v| match (u, v) {
//!     (0, 1) | (2, 3) => Some(weight(1, 0)),
//!     (1, 2) => Some(weight(1, 1_000_000)),
//!     _ => None,
//! })?;
//! assert_eq!(m.mate, vec![Some(1), Some(0), Some(3), Some(2)]);
//! assert_eq!(m.weight, weight(2, 0));
//! # Ok::<(), pocket_arbiter::matching::MatchingError>(())
//! ```

pub mod cardinality;
mod solver;
mod weight;
mod wide;

pub use solver::{CertificateFault, Matcher, Stats};
pub use weight::Weight;
pub use wide::Wide;

/// A matching and its total weight.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Matching<W> {
    /// `mate[v]`: the vertex matched to `v`, if any.
    pub mate: Vec<Option<usize>>,
    /// The sum of the weights of the matched edges (modulo the width of `W`
    /// should it overflow, which needs `log2(n/2)` bits above the largest
    /// weight).
    pub weight: W,
}

impl<W> Matching<W> {
    /// The matched pairs `(u, v)` with `u < v`, by increasing `u`.
    pub fn pairs(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.mate
            .iter()
            .enumerate()
            .filter_map(|(u, &m)| m.filter(|&v| u < v).map(|v| (u, v)))
    }

    /// The number of matched pairs.
    pub fn cardinality(&self) -> usize {
        self.pairs().count()
    }
}

/// Why a weight could not be set.
/// Worded in `lang::en`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MatchingError {
    VertexOutOfRange {
        vertex: usize,
        n: usize,
    },
    SelfLoop {
        vertex: usize,
    },
    /// The weight exceeds [`Weight::MAX_INPUT`] (the top four bits of the
    /// weight type must stay clear).
    WeightTooLarge {
        u: usize,
        v: usize,
    },
}

/// A perfect matching of the graph on vertices `0..n` whose edges are the
/// pairs `u < v` with `edge(u, v)`, if one exists: `mate[v]` is the vertex
/// matched to `v`. The predicate may be called more than once for a pair
/// and must answer alike each time.
///
/// This is the completion test of the pairing rules (e.g. C.04.5 art. 2.2.1
/// [C3]: a legal pairing must exist for all the players not yet paired). It
/// needs only a maximum-cardinality matching: [`cardinality`] finds one
/// without storing the graph (`O(n)` memory, a greedy start and Edmonds'
/// augmenting paths), instead of the weighted matcher's `n × n` matrix.
pub fn perfect_matching(n: usize, edge: impl FnMut(usize, usize) -> bool) -> Option<Vec<usize>> {
    cardinality::perfect(n, edge)
}

/// A maximum-weight matching of the graph on vertices `0..n` whose edge
/// weights are `weight(u, v)` (called once per pair `u < v`; `None` or a
/// weight `<= 0` means no edge).
pub fn max_weight_matching<W: Weight>(
    n: usize,
    weight: impl FnMut(usize, usize) -> Option<W>,
) -> Result<Matching<W>, MatchingError> {
    Ok(Matcher::from_fn(n, weight)?.solve())
}
