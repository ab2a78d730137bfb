//! Edge weights: the arithmetic the blossom algorithm needs, and nothing more.

use core::fmt::Debug;

/// An exact, non-negative integer edge weight.
///
/// The matcher only ever adds, subtracts (never below zero), halves even
/// values and compares, so any unsigned or two's-complement integer type
/// works. Internally every weight is doubled and vertex duals may grow to
/// twice the largest weight, with search bookkeeping adding another factor of
/// two, so input weights must not exceed [`Weight::MAX_INPUT`], which leaves
/// the top four bits of the type free. Weights `<= 0` mean "no edge".
///
/// Implemented for the primitive integers and for [`crate::matching::Wide`].
pub trait Weight: Copy + Ord + Debug + core::hash::Hash {
    /// Zero: the absence of an edge, and the lowest dual value.
    const ZERO: Self;
    /// One.
    const ONE: Self;
    /// The largest weight accepted as input: `MAX >> 4`.
    const MAX_INPUT: Self;
    /// `self + rhs`; never overflows for values derived from valid inputs.
    fn plus(self, rhs: Self) -> Self;
    /// `self - rhs`; the matcher only calls it with `self >= rhs`.
    fn minus(self, rhs: Self) -> Self;
    /// `self + rhs` modulo the width of the type (used for the total weight
    /// of a matching only, which is a sum of up to `n/2` weights).
    fn wrapping_plus(self, rhs: Self) -> Self;
    /// `self / 2`, rounding down (only called on non-negative values).
    fn half(self) -> Self;
    /// Whether the lowest bit is set.
    fn is_odd(self) -> bool;
}

macro_rules! primitive_weight {
    ($($t:ty),*) => {$(
        impl Weight for $t {
            const ZERO: Self = 0;
            const ONE: Self = 1;
            const MAX_INPUT: Self = <$t>::MAX >> 4;
            #[inline(always)]
            fn plus(self, rhs: Self) -> Self {
                self + rhs
            }
            #[inline(always)]
            fn minus(self, rhs: Self) -> Self {
                self - rhs
            }
            #[inline(always)]
            fn wrapping_plus(self, rhs: Self) -> Self {
                self.wrapping_add(rhs)
            }
            #[inline(always)]
            fn half(self) -> Self {
                self >> 1
            }
            #[inline(always)]
            fn is_odd(self) -> bool {
                self & 1 == 1
            }
        }
    )*};
}

primitive_weight!(u32, u64, u128, usize, i32, i64, i128);
