//! The edge weights of a [`Matcher`](super::Matcher): a dense `n x n`
//! matrix of 4-byte keys into a table of the distinct (doubled) weights.
//!
//! A weight built from stacked criteria is wide (64 bytes at 512 bits) but
//! takes few distinct values: it depends on a handful of properties of the
//! two players (roles, score levels, colour and float histories), so a
//! round of 1,500 players has thousands of distinct weights for a million
//! edges. Storing a key per edge instead of the weight cuts the matrix to
//! `4 n^2` bytes (9 MB at 1,500 vertices instead of 144 MB at 512 bits), and
//! a row scan reads 4 bytes an edge (the table of values stays in cache).
//!
//! Key 0 is the absence of an edge (weight zero). Keys are handed out as
//! new values are set; values no edge uses any more are dropped when the
//! table has doubled since it was last compacted, so the table never holds
//! more than twice the distinct values in use (plus a small constant).

use super::super::weight::Weight;
use core::hash::{BuildHasherDefault, Hasher};
use std::collections::HashMap;

/// Below this many values the table is never compacted.
const MIN_COMPACT: usize = 1 << 12;

/// One row of the matrix: the weights of the edges at one vertex.
#[derive(Clone, Copy)]
pub(super) struct Row<'a, W> {
    keys: &'a [u32],
    values: &'a [W],
}

impl<W: Weight> Row<'_, W> {
    /// The doubled weight of the edge to `u` (`ZERO`: no edge).
    #[inline(always)]
    pub(super) fn get(&self, u: usize) -> W {
        self.values[self.keys[u] as usize]
    }

    /// The doubled weights of the edges to `0..n`, in order.
    #[inline(always)]
    pub(super) fn iter(&self) -> impl Iterator<Item = W> + '_ {
        self.keys.iter().map(|&k| self.values[k as usize])
    }

    /// The vertices with an edge, and the doubled weights of those edges.
    #[inline(always)]
    pub(super) fn edges(&self) -> impl Iterator<Item = (usize, W)> + '_ {
        self.keys
            .iter()
            .enumerate()
            .filter(|&(_, &k)| k != 0)
            .map(|(u, &k)| (u, self.values[k as usize]))
    }
}

/// The symmetric weight matrix.
#[derive(Clone, Debug)]
pub(super) struct Edges<W: Weight> {
    n: usize,
    /// `keys[u * n + v]`: the key of the weight of edge `uv`.
    keys: Vec<u32>,
    /// `values[k]`: the doubled weight with key `k`; `values[0] = ZERO`.
    values: Vec<W>,
    /// The key of each value of `values` but `ZERO`.
    index: HashMap<W, u32, BuildHasherDefault<MixHasher>>,
    /// The table length at which unused values are dropped.
    compact_at: usize,
}

impl<W: Weight> Edges<W> {
    /// `n` vertices, no edge.
    pub(super) fn new(n: usize) -> Self {
        Self {
            n,
            keys: vec![0; n * n],
            values: vec![W::ZERO],
            index: HashMap::default(),
            compact_at: MIN_COMPACT,
        }
    }

    /// The doubled weight of edge `uv` (`ZERO`: no edge).
    #[inline(always)]
    pub(super) fn get(&self, u: usize, v: usize) -> W {
        self.values[self.keys[u * self.n + v] as usize]
    }

    /// Whether there is an edge `uv`.
    #[inline(always)]
    pub(super) fn has(&self, u: usize, v: usize) -> bool {
        self.keys[u * self.n + v] != 0
    }

    /// The edges at `v`.
    #[inline(always)]
    pub(super) fn row(&self, v: usize) -> Row<'_, W> {
        Row {
            keys: &self.keys[v * self.n..(v + 1) * self.n],
            values: &self.values,
        }
    }

    /// Sets the doubled weight of edge `uv` (`ZERO`: removes it).
    pub(super) fn set(&mut self, u: usize, v: usize, w2: W) {
        let key = self.key_of(w2);
        self.keys[u * self.n + v] = key;
        self.keys[v * self.n + u] = key;
    }

    /// The key of `w2`, a new one if it is not in the table yet.
    fn key_of(&mut self, w2: W) -> u32 {
        if w2 == W::ZERO {
            return 0;
        }
        if let Some(&k) = self.index.get(&w2) {
            return k;
        }
        if self.values.len() >= self.compact_at {
            self.compact();
        }
        let k = self.values.len() as u32;
        self.values.push(w2);
        self.index.insert(w2, k);
        k
    }

    /// Drops the values no edge uses, renumbering the keys.
    fn compact(&mut self) {
        let mut new_key = vec![0u32; self.values.len()];
        for &k in &self.keys {
            new_key[k as usize] = 1;
        }
        let mut values = vec![W::ZERO];
        self.index.clear();
        for (k, nk) in new_key.iter_mut().enumerate().skip(1) {
            if *nk != 0 {
                *nk = values.len() as u32;
                self.index.insert(self.values[k], *nk);
                values.push(self.values[k]);
            }
        }
        new_key[0] = 0;
        for k in &mut self.keys {
            *k = new_key[*k as usize];
        }
        self.values = values;
        self.compact_at = (2 * self.values.len()).max(MIN_COMPACT);
    }

    /// The number of distinct weights in the table (for tests).
    #[cfg(test)]
    pub(super) fn distinct(&self) -> usize {
        self.values.len() - 1
    }
}

/// A fast, non-cryptographic hash for the weight table (the weights come
/// from the caller's own criteria, not from an adversary): each 8-byte word
/// is mixed in with a rotation, an xor and an odd multiplier.
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct MixHasher(u64);

impl MixHasher {
    #[inline(always)]
    fn mix(&mut self, x: u64) {
        self.0 = (self.0.rotate_left(5) ^ x).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for MixHasher {
    #[inline(always)]
    fn finish(&self) -> u64 {
        // The table takes its buckets from the low bits and its tags from
        // the high ones: spread the high bits of the product down.
        self.0 ^ (self.0 >> 32)
    }

    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut b = [0u8; 8];
            b.copy_from_slice(c);
            self.mix(u64::from_le_bytes(b));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut b = [0u8; 8];
            b[..rest.len()].copy_from_slice(rest);
            self.mix(u64::from_le_bytes(b));
        }
    }

    #[inline(always)]
    fn write_u32(&mut self, x: u32) {
        self.mix(x as u64);
    }

    #[inline(always)]
    fn write_u64(&mut self, x: u64) {
        self.mix(x);
    }

    #[inline(always)]
    fn write_u128(&mut self, x: u128) {
        self.mix(x as u64);
        self.mix((x >> 64) as u64);
    }

    #[inline(always)]
    fn write_usize(&mut self, x: usize) {
        self.mix(x as u64);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_survive_compaction() {
        // More distinct values than the compaction threshold, most of them
        // overwritten: every edge still reads back its last weight.
        let n = 100;
        let mut e = Edges::<u64>::new(n);
        let mut expect = vec![0u64; n * n];
        let mut x = 7u64;
        for round in 0..3u64 {
            for u in 0..n {
                for v in u + 1..n {
                    x = x
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    let w = if (x >> 60) == 0 {
                        0
                    } else {
                        2 * ((x >> 20) % 5000 + round)
                    };
                    e.set(u, v, w);
                    expect[u * n + v] = w;
                    expect[v * n + u] = w;
                }
            }
        }
        for u in 0..n {
            for v in 0..n {
                assert_eq!(e.get(u, v), expect[u * n + v], "edge {u} {v}");
                assert_eq!(e.has(u, v), expect[u * n + v] != 0);
            }
            let row: Vec<u64> = e.row(u).iter().collect();
            assert_eq!(row, expect[u * n..(u + 1) * n]);
        }
        assert!(e.distinct() <= 2 * 5002 + MIN_COMPACT);
    }
}
