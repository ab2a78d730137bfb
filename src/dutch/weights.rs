//! Criteria stacked into one wide edge weight: each criterion owns a bit
//! field, the higher-priority criterion in the higher bits, so that a
//! maximum-weight matching optimises them lexicographically in priority order.
//!
//! Every field is wide enough to hold the sum of its contributions over a whole
//! matching, so no field ever carries into the one above it.

/// Identifies a field of a [`Layout`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Field(usize);

/// Bit fields, declared from the highest priority to the lowest.
#[derive(Debug, Clone, Default)]
pub struct Layout {
    widths: Vec<u32>,
    offsets: Vec<u32>,
    total: u32,
}

impl Layout {
    pub fn new() -> Layout {
        Layout::default()
    }

    /// Declares the next (lower-priority) field, able to hold sums up to `max_sum`.
    pub fn field(&mut self, max_sum: u128) -> Field {
        self.field_bits(bits_for(max_sum))
    }

    /// Declares the next field with an explicit width in bits.
    pub fn field_bits(&mut self, width: u32) -> Field {
        self.widths.push(width);
        Field(self.widths.len() - 1)
    }

    /// Fixes the offsets; returns the number of 64-bit limbs a weight needs.
    pub fn finish(&mut self) -> usize {
        let mut off = 0;
        self.offsets = vec![0; self.widths.len()];
        for i in (0..self.widths.len()).rev() {
            self.offsets[i] = off;
            off += self.widths[i];
        }
        self.total = off;
        (off as usize).div_ceil(64).max(1)
    }

    /// Like [`Layout::finish`], but the first `top` fields (the round-wide
    /// ones) start at bit `base` when everything else fits below it, so that
    /// their offsets stay the same from one solve to the next. Returns the
    /// limbs needed and whether `base` could be kept.
    pub fn finish_pinned(&mut self, top: usize, base: u32) -> (usize, bool) {
        let mut off = 0;
        self.offsets = vec![0; self.widths.len()];
        for i in (top..self.widths.len()).rev() {
            self.offsets[i] = off;
            off += self.widths[i];
        }
        let kept = off <= base;
        let mut top_off = if kept { base } else { off };
        for i in (0..top).rev() {
            self.offsets[i] = top_off;
            top_off += self.widths[i];
        }
        self.total = top_off;
        ((top_off as usize).div_ceil(64).max(1), kept)
    }

    pub fn offset(&self, f: Field) -> u32 {
        self.offsets[f.0]
    }

    pub fn total_bits(&self) -> u32 {
        self.total
    }
}

/// Bits needed to hold `v`.
pub fn bits_for(v: u128) -> u32 {
    128 - v.leading_zeros()
}

/// Adds `value << bit` into little-endian limbs (wrapping at the top, which a
/// correct layout never reaches).
pub fn add_at(limbs: &mut [u64], bit: u32, value: u64) {
    if value == 0 {
        return;
    }
    let (idx, sh) = ((bit / 64) as usize, bit % 64);
    let wide = (value as u128) << sh;
    let mut carry = 0u128;
    let mut i = idx;
    let mut add = wide;
    while i < limbs.len() && (add != 0 || carry != 0) {
        let s = limbs[i] as u128 + (add as u64) as u128 + carry;
        limbs[i] = s as u64;
        carry = s >> 64;
        add >>= 64;
        i += 1;
    }
}

/// Subtracts `value << bit` from little-endian limbs (two's complement
/// borrow): a field may go below zero within one edge as long as the total of
/// a matching never does.
pub fn sub_at(limbs: &mut [u64], bit: u32, value: u64) {
    let (idx, sh) = ((bit / 64) as usize, bit % 64);
    let wide = (value as u128) << sh;
    let mut sub = wide;
    let mut borrow = 0u128;
    let mut i = idx;
    while i < limbs.len() && (sub != 0 || borrow != 0) {
        let s = (sub as u64) as u128 + borrow;
        let (r, b) = limbs[i].overflowing_sub(s as u64);
        let b2 = s >> 64 != 0;
        limbs[i] = r;
        borrow = (b || b2) as u128;
        sub >>= 64;
        i += 1;
    }
}

/// A dense symmetric matrix of optional wide weights.
#[derive(Debug, Clone)]
pub struct WeightMatrix {
    pub n: usize,
    pub limbs: usize,
    /// `data[(i * n + j) * limbs ..][..limbs]`, little-endian.
    pub data: Vec<u64>,
    pub present: Vec<bool>,
}

impl WeightMatrix {
    pub fn new(n: usize, limbs: usize) -> WeightMatrix {
        WeightMatrix {
            n,
            limbs,
            data: vec![0; n * n * limbs],
            present: vec![false; n * n],
        }
    }

    /// Sets the weight of edge `{i, j}` (both directions).
    pub fn set(&mut self, i: usize, j: usize, w: &[u64]) {
        let l = self.limbs;
        for (a, b) in [(i, j), (j, i)] {
            let k = a * self.n + b;
            self.present[k] = true;
            self.data[k * l..(k + 1) * l].copy_from_slice(w);
        }
    }

    pub fn get(&self, i: usize, j: usize) -> Option<&[u64]> {
        let k = i * self.n + j;
        self.present[k].then(|| &self.data[k * self.limbs..(k + 1) * self.limbs])
    }
}

/// Compares two little-endian limb slices of equal length.
pub fn cmp_limbs(a: &[u64], b: &[u64]) -> std::cmp::Ordering {
    for (x, y) in a.iter().rev().zip(b.iter().rev()) {
        match x.cmp(y) {
            std::cmp::Ordering::Equal => continue,
            o => return o,
        }
    }
    std::cmp::Ordering::Equal
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_do_not_overlap_and_carry_across_limbs() {
        let mut l = Layout::new();
        let hi = l.field(3);
        let mid = l.field_bits(70);
        let lo = l.field(1);
        let limbs = l.finish();
        assert_eq!(l.offset(lo), 0);
        assert_eq!(l.offset(mid), 1);
        assert_eq!(l.offset(hi), 71);
        assert_eq!(limbs, 2);
        let mut w = vec![0u64; limbs];
        add_at(&mut w, l.offset(mid) + 63, 1);
        add_at(&mut w, l.offset(mid) + 63, 1);
        assert_eq!(w, vec![0, 2]);
        add_at(&mut w, l.offset(hi), 3);
        assert_eq!(w, vec![0, 2 | (3 << 7)]);
    }
}
