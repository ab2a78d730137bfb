//! Which players of a round may not meet: C.04.1 art. 2 (no rematch), the
//! event's forbidden pairs, and what a system adds (the Dutch C3, 2017
//! B.1.b), kept as a bit for each ordered pair of the round's players
//! (12.5 MB at 10,000 players; a `bool` each took 100 MB).

/// A bit for each ordered pair `(a, b)` of `n` players: set when `a` may
/// not meet `b`. Every player is barred from meeting itself.
#[derive(Debug, Clone)]
pub struct Barred {
    n: usize,
    bits: Vec<u64>,
}

impl Barred {
    /// `n` players, nobody barred from anyone but themselves.
    pub fn new(n: usize) -> Self {
        let mut b = Barred {
            n,
            bits: vec![0; (n * n).div_ceil(64)],
        };
        for i in 0..n {
            b.bar(i, i);
        }
        b
    }

    /// `a` may not meet `b` (one direction: bar both for a symmetric rule).
    pub fn bar(&mut self, a: usize, b: usize) {
        let bit = a * self.n + b;
        self.bits[bit / 64] |= 1 << (bit % 64);
    }

    /// May `a` meet `b`?
    pub fn allows(&self, a: usize, b: usize) -> bool {
        let bit = a * self.n + b;
        self.bits[bit / 64] & (1 << (bit % 64)) == 0
    }
}
