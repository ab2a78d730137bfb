//! [`Wide`]: a fixed-width unsigned integer of `64 * N` bits.
//!
//! Built for stacking many criteria into one weight: each criterion is a bit
//! field placed at its own offset with [`Wide::add_at_bit`], higher criteria
//! at higher offsets, so comparing two weights compares the criteria
//! lexicographically. Arithmetic is on `N` little-endian `u64` limbs, fully
//! unrolled by the compiler for small `N`; there is no allocation.

use core::cmp::Ordering;
use core::fmt;
use core::ops::{Add, Shl, Shr, Sub};

use super::weight::Weight;

/// An unsigned integer of `64 * N` bits (`N` little-endian `u64` limbs).
///
/// ```
/// use pocket_arbiter::matching::Wide;
/// // A 256-bit weight with 1000 in bits 200.. and 7 in bits 0..
/// let w = Wide::<4>::ZERO.add_at_bit(200, 1000).add_at_bit(0, 7);
/// assert!(w > Wide::<4>::ONE << 209);
/// assert_eq!(w.checked_sub(Wide::from_u64(7)), Some(Wide::from_u64(1000) << 200));
/// ```
#[derive(Clone, Copy)]
pub struct Wide<const N: usize> {
    limbs: [u64; N],
}

impl<const N: usize> Wide<N> {
    /// The width in bits.
    pub const BITS: u32 = 64 * N as u32;
    /// Zero.
    pub const ZERO: Self = Self { limbs: [0; N] };
    /// One.
    pub const ONE: Self = Self::from_u64(1);
    /// `2^BITS - 1`.
    pub const MAX: Self = Self {
        limbs: [u64::MAX; N],
    };

    /// The value `v`.
    pub const fn from_u64(v: u64) -> Self {
        let mut limbs = [0; N];
        limbs[0] = v;
        Self { limbs }
    }

    /// The value `v`, or `None` if it does not fit (only when `N == 1`).
    pub const fn from_u128(v: u128) -> Option<Self> {
        let lo = v as u64;
        let hi = (v >> 64) as u64;
        let mut limbs = [0; N];
        limbs[0] = lo;
        if N >= 2 {
            limbs[1] = hi;
        } else if hi != 0 {
            return None;
        }
        Some(Self { limbs })
    }

    /// The value with the given limbs, least significant first.
    pub const fn from_limbs(limbs: [u64; N]) -> Self {
        Self { limbs }
    }

    /// The limbs, least significant first.
    pub const fn limbs(&self) -> &[u64; N] {
        &self.limbs
    }

    /// Whether the value is zero.
    #[inline(always)]
    pub fn is_zero(&self) -> bool {
        self.limbs.iter().fold(0, |acc, &l| acc | l) == 0
    }

    /// Bit `i` (false beyond the width).
    pub fn bit(&self, i: u32) -> bool {
        i < Self::BITS && (self.limbs[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    /// Sets bit `i`. Panics if `i >= BITS`.
    pub fn set_bit(&mut self, i: u32) {
        assert!(
            i < Self::BITS,
            "bit {i} is beyond a {}-bit Wide",
            Self::BITS
        );
        self.limbs[(i / 64) as usize] |= 1 << (i % 64);
    }

    /// This value with bit `i` set. Panics if `i >= BITS`.
    pub fn with_bit(mut self, i: u32) -> Self {
        self.set_bit(i);
        self
    }

    /// The number of significant bits (0 for zero).
    pub fn bit_len(&self) -> u32 {
        for i in (0..N).rev() {
            if self.limbs[i] != 0 {
                return 64 * i as u32 + 64 - self.limbs[i].leading_zeros();
            }
        }
        0
    }

    /// `self + rhs` and whether it overflowed.
    #[inline(always)]
    pub fn overflowing_add(self, rhs: Self) -> (Self, bool) {
        let mut limbs = [0; N];
        let mut carry = false;
        for (i, out) in limbs.iter_mut().enumerate() {
            let (s1, c1) = self.limbs[i].overflowing_add(rhs.limbs[i]);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            *out = s2;
            carry = c1 | c2;
        }
        (Self { limbs }, carry)
    }

    /// `self - rhs` and whether it borrowed (i.e. `rhs > self`).
    #[inline(always)]
    pub fn overflowing_sub(self, rhs: Self) -> (Self, bool) {
        let mut limbs = [0; N];
        let mut borrow = false;
        for (i, out) in limbs.iter_mut().enumerate() {
            let (d1, b1) = self.limbs[i].overflowing_sub(rhs.limbs[i]);
            let (d2, b2) = d1.overflowing_sub(borrow as u64);
            *out = d2;
            borrow = b1 | b2;
        }
        (Self { limbs }, borrow)
    }

    /// `self + rhs`, or `None` on overflow.
    pub fn checked_add(self, rhs: Self) -> Option<Self> {
        match self.overflowing_add(rhs) {
            (v, false) => Some(v),
            _ => None,
        }
    }

    /// `self - rhs`, or `None` if `rhs > self`.
    pub fn checked_sub(self, rhs: Self) -> Option<Self> {
        match self.overflowing_sub(rhs) {
            (v, false) => Some(v),
            _ => None,
        }
    }

    /// `self + rhs` modulo `2^BITS`.
    pub fn wrapping_add(self, rhs: Self) -> Self {
        self.overflowing_add(rhs).0
    }

    /// `self - rhs` modulo `2^BITS`.
    pub fn wrapping_sub(self, rhs: Self) -> Self {
        self.overflowing_sub(rhs).0
    }

    /// `self << bits`, or `None` if a set bit would be shifted out.
    pub fn checked_shl(self, bits: u32) -> Option<Self> {
        if bits == 0 || self.is_zero() {
            return Some(self);
        }
        if self.bit_len() + bits > Self::BITS {
            return None;
        }
        Some(self << bits)
    }

    /// `self + value * 2^bit`, or `None` if the result does not fit.
    pub fn checked_add_at_bit(self, bit: u32, value: u64) -> Option<Self> {
        if value == 0 {
            return Some(self);
        }
        self.checked_add(Self::from_u64(value).checked_shl(bit)?)
    }

    /// `self + value * 2^bit`: places a bit field. Panics if the result does
    /// not fit in `BITS` bits (use [`Wide::checked_add_at_bit`] to test).
    pub fn add_at_bit(self, bit: u32, value: u64) -> Self {
        match self.checked_add_at_bit(bit, value) {
            Some(v) => v,
            None => panic!(
                "{value} << {bit} overflows a {}-bit Wide weight",
                Self::BITS
            ),
        }
    }

    /// The value, if it fits in a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        if self.limbs[1..].iter().all(|&l| l == 0) {
            Some(self.limbs[0])
        } else {
            None
        }
    }

    /// The value, if it fits in a `u128`.
    pub fn to_u128(&self) -> Option<u128> {
        if N == 1 {
            return Some(self.limbs[0] as u128);
        }
        if self.limbs[2..].iter().all(|&l| l == 0) {
            Some(self.limbs[0] as u128 | (self.limbs[1] as u128) << 64)
        } else {
            None
        }
    }

    /// Divides in place by a small divisor, returning the remainder.
    fn div_rem_small(&mut self, d: u64) -> u64 {
        let mut rem: u128 = 0;
        for l in self.limbs.iter_mut().rev() {
            let cur = (rem << 64) | *l as u128;
            *l = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        rem as u64
    }
}

impl<const N: usize> Default for Wide<N> {
    fn default() -> Self {
        Self::ZERO
    }
}

impl<const N: usize> From<u64> for Wide<N> {
    fn from(v: u64) -> Self {
        Self::from_u64(v)
    }
}

impl<const N: usize> From<u32> for Wide<N> {
    fn from(v: u32) -> Self {
        Self::from_u64(v as u64)
    }
}

/// Limb-wise, branch-free (a derived `PartialEq` on `[u64; N]` calls `memcmp`).
impl<const N: usize> PartialEq for Wide<N> {
    #[inline(always)]
    fn eq(&self, other: &Self) -> bool {
        let mut diff = 0;
        for i in 0..N {
            diff |= self.limbs[i] ^ other.limbs[i];
        }
        diff == 0
    }
}

impl<const N: usize> Eq for Wide<N> {}

impl<const N: usize> core::hash::Hash for Wide<N> {
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.limbs.hash(state);
    }
}

impl<const N: usize> Ord for Wide<N> {
    #[inline(always)]
    fn cmp(&self, other: &Self) -> Ordering {
        for i in (0..N).rev() {
            if self.limbs[i] != other.limbs[i] {
                return self.limbs[i].cmp(&other.limbs[i]);
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    #[inline(always)]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

/// Panics on overflow, like `checked_add(..).expect(..)`.
impl<const N: usize> Add for Wide<N> {
    type Output = Self;
    fn add(self, rhs: Self) -> Self {
        match self.overflowing_add(rhs) {
            (v, false) => v,
            _ => panic!("Wide addition overflowed"),
        }
    }
}

/// Panics if `rhs > self`.
impl<const N: usize> Sub for Wide<N> {
    type Output = Self;
    fn sub(self, rhs: Self) -> Self {
        match self.overflowing_sub(rhs) {
            (v, false) => v,
            _ => panic!("Wide subtraction underflowed"),
        }
    }
}

/// Logical shift left; bits shifted out are lost (`>= BITS` gives zero).
impl<const N: usize> Shl<u32> for Wide<N> {
    type Output = Self;
    fn shl(self, bits: u32) -> Self {
        if bits >= Self::BITS {
            return Self::ZERO;
        }
        let limb = (bits / 64) as usize;
        let sh = bits % 64;
        let mut limbs = [0; N];
        for i in (limb..N).rev() {
            let src = i - limb;
            let mut v = self.limbs[src] << sh;
            if sh > 0 && src > 0 {
                v |= self.limbs[src - 1] >> (64 - sh);
            }
            limbs[i] = v;
        }
        Self { limbs }
    }
}

/// Logical shift right (`>= BITS` gives zero).
impl<const N: usize> Shr<u32> for Wide<N> {
    type Output = Self;
    fn shr(self, bits: u32) -> Self {
        if bits >= Self::BITS {
            return Self::ZERO;
        }
        let limb = (bits / 64) as usize;
        let sh = bits % 64;
        let mut limbs = [0; N];
        for (i, out) in limbs.iter_mut().enumerate().take(N - limb) {
            let src = i + limb;
            let mut v = self.limbs[src] >> sh;
            if sh > 0 && src + 1 < N {
                v |= self.limbs[src + 1] << (64 - sh);
            }
            *out = v;
        }
        Self { limbs }
    }
}

impl<const N: usize> fmt::LowerHex for Wide<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut started = false;
        for i in (0..N).rev() {
            if started {
                write!(f, "{:016x}", self.limbs[i])?;
            } else if self.limbs[i] != 0 || i == 0 {
                write!(f, "{:x}", self.limbs[i])?;
                started = true;
            }
        }
        Ok(())
    }
}

impl<const N: usize> fmt::Debug for Wide<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "0x{self:x}")
    }
}

/// Decimal.
impl<const N: usize> fmt::Display for Wide<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const CHUNK: u64 = 10_000_000_000_000_000_000; // 10^19
        let mut v = *self;
        let mut chunks = Vec::new();
        loop {
            chunks.push(v.div_rem_small(CHUNK));
            if v.is_zero() {
                break;
            }
        }
        let mut s = String::new();
        for (i, c) in chunks.iter().rev().enumerate() {
            if i == 0 {
                s.push_str(&c.to_string());
            } else {
                s.push_str(&format!("{c:019}"));
            }
        }
        f.pad_integral(true, "", &s)
    }
}

impl<const N: usize> Weight for Wide<N> {
    const ZERO: Self = Self::ZERO;
    const ONE: Self = Self::ONE;
    const MAX_INPUT: Self = {
        let mut limbs = [u64::MAX; N];
        limbs[N - 1] = u64::MAX >> 4;
        Self { limbs }
    };

    #[inline(always)]
    fn plus(self, rhs: Self) -> Self {
        let (v, carry) = self.overflowing_add(rhs);
        debug_assert!(!carry, "Wide overflow inside the matcher");
        v
    }

    #[inline(always)]
    fn minus(self, rhs: Self) -> Self {
        let (v, borrow) = self.overflowing_sub(rhs);
        debug_assert!(!borrow, "Wide underflow inside the matcher");
        v
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
        self.limbs[0] & 1 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type W4 = Wide<4>;

    fn from_u128(v: u128) -> W4 {
        match W4::from_u128(v) {
            Some(w) => w,
            None => unreachable!(),
        }
    }

    #[test]
    fn arithmetic_matches_u128() {
        let vals: [u128; 6] = [
            0,
            1,
            u64::MAX as u128,
            1 << 64,
            (1 << 100) + 12345,
            u128::MAX >> 1,
        ];
        for &a in &vals {
            for &b in &vals {
                let (wa, wb) = (from_u128(a), from_u128(b));
                assert_eq!(wa.cmp(&wb), a.cmp(&b));
                assert_eq!(
                    wa.checked_add(wb).and_then(|s| s.to_u128()),
                    a.checked_add(b)
                );
                assert_eq!(
                    wa.checked_sub(wb).and_then(|s| s.to_u128()),
                    a.checked_sub(b)
                );
                for sh in [0u32, 1, 5, 63, 64, 65, 100] {
                    assert_eq!((wa >> sh).to_u128(), Some(a >> sh));
                    if a.leading_zeros() >= sh {
                        assert_eq!((wa << sh).to_u128(), Some(a << sh));
                    }
                }
            }
        }
    }

    #[test]
    fn shifts_across_limbs() {
        let one = W4::ONE;
        for i in 0..256 {
            let v = one << i;
            assert!(v.bit(i));
            assert_eq!(v.bit_len(), i + 1);
            assert_eq!(v >> i, one);
            assert_eq!(W4::ZERO.with_bit(i), v);
        }
        assert_eq!(one << 256, W4::ZERO);
        assert_eq!(one.checked_shl(255), Some(one << 255));
        assert_eq!(one.checked_shl(256), None);
        assert_eq!(W4::from_u64(3).checked_shl(255), None);
    }

    #[test]
    fn narrow_and_odd_widths() {
        assert_eq!(Wide::<1>::from_u128(5).and_then(|w| w.to_u64()), Some(5));
        assert_eq!(Wide::<1>::from_u128(1 << 64), None);
        assert_eq!(<Wide<1> as Weight>::MAX_INPUT.to_u64(), Some(u64::MAX >> 4));
        let w = Wide::<3>::ZERO.add_at_bit(187, 1);
        assert_eq!(w.bit_len(), 188);
        assert_eq!((w >> 187).to_u64(), Some(1));
        assert_eq!(w.checked_add_at_bit(190, 4), None);
    }

    #[test]
    fn fields_and_display() {
        let w = W4::ZERO.add_at_bit(130, 5).add_at_bit(0, 9);
        assert_eq!(w.limbs(), &[9, 0, 5 << 2, 0]);
        assert_eq!(W4::ZERO.checked_add_at_bit(250, 64), None);
        assert_eq!(W4::from_u64(12345).to_string(), "12345");
        assert_eq!(
            (W4::ONE << 128).to_string(),
            "340282366920938463463374607431768211456"
        );
        assert_eq!(
            format!("{:?}", W4::from_u64(255) << 64),
            "0xff0000000000000000"
        );
        assert_eq!(<W4 as Weight>::MAX_INPUT.bit_len(), 252);
    }
}
