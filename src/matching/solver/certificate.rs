//! The optimality certificate (complementary slackness), for tests and
//! debugging.

use super::{collect_leaves, Matcher, NONE};
use crate::matching::weight::Weight;

/// Where the optimality certificate fails (vertices `u`, `v`, `x`, `y`,
/// `m`; blossom `b`; its `i`-th cycle edge). A fault is a bug in the solver.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CertificateFault {
    MateNotSymmetric {
        v: usize,
    },
    MatchedWithoutEdge {
        v: usize,
        m: usize,
    },
    /// An exposed vertex must have a zero dual.
    ExposedWithDual {
        v: usize,
    },
    NegativeDual {
        v: usize,
    },
    EdgeInfeasible {
        u: usize,
        v: usize,
    },
    MatchedNotTight {
        u: usize,
        v: usize,
    },
    /// A blossom's dual must be even and not negative.
    BadBlossomDual {
        b: usize,
    },
    NotOddCycle {
        b: usize,
    },
    NotFull {
        b: usize,
    },
    BaseOutside {
        b: usize,
    },
    CycleEdgeMisplaced {
        b: usize,
        i: usize,
    },
    CycleEdgeNotTight {
        b: usize,
        x: usize,
        y: usize,
    },
    CycleEdgeMismatched {
        b: usize,
        i: usize,
    },
}

impl<W: Weight> Matcher<W> {
    /// Checks that the current matching and duals certify optimality
    /// (complementary slackness): every edge feasible, matched and blossom
    /// edges tight, exposed vertices at zero dual, blossoms well formed.
    /// `O(n^2 * depth)`; meant for tests and debugging.
    pub fn check_certificate(&self) -> Result<(), CertificateFault> {
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
                    return Err(CertificateFault::MateNotSymmetric { v });
                }
                if !self.w2.has(v, m) {
                    return Err(CertificateFault::MatchedWithoutEdge { v, m });
                }
            } else if self.y[v] != W::ZERO {
                return Err(CertificateFault::ExposedWithDual { v });
            }
            if self.y[v] < W::ZERO {
                return Err(CertificateFault::NegativeDual { v });
            }
        }
        let anc: Vec<Vec<usize>> = (0..n).map(ancestors).collect();
        for u in 0..n {
            for v in u + 1..n {
                let w = self.w2.get(u, v);
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
                    return Err(CertificateFault::EdgeInfeasible { u, v });
                }
                if self.mate[u] == v && lhs != w {
                    return Err(CertificateFault::MatchedNotTight { u, v });
                }
            }
        }
        for b in n..2 * n {
            let ch = &self.children[b];
            if ch.is_empty() {
                continue;
            }
            if self.z[b] < W::ZERO || self.z[b].is_odd() {
                return Err(CertificateFault::BadBlossomDual { b });
            }
            if ch.len().is_multiple_of(2) || ch.len() < 3 || self.cedges[b].len() != ch.len() {
                return Err(CertificateFault::NotOddCycle { b });
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
                return Err(CertificateFault::NotFull { b });
            }
            if !inside(self.base[b]) && self.base[b] != b {
                return Err(CertificateFault::BaseOutside { b });
            }
            for (i, &(x, y)) in self.cedges[b].iter().enumerate() {
                let (ci, cj) = (ch[i], ch[(i + 1) % ch.len()]);
                let within = |v: usize, c: usize| v == c || anc[v].contains(&c);
                if !within(x, ci) || !within(y, cj) {
                    return Err(CertificateFault::CycleEdgeMisplaced { b, i });
                }
                let mut lhs = self.y[x].plus(self.y[y]);
                for &a in &anc[x] {
                    if anc[y].contains(&a) {
                        lhs = lhs.plus(self.z[a]);
                    }
                }
                if lhs != self.w2.get(x, y) {
                    return Err(CertificateFault::CycleEdgeNotTight { b, x, y });
                }
                if (self.mate[x] == y) != (i % 2 == 1) {
                    return Err(CertificateFault::CycleEdgeMismatched { b, i });
                }
            }
        }
        Ok(())
    }
}
