//! The search for the first acceptable candidate in the text's order
//! (reading R17, R28): a depth-first walk over the S1 positions taking S2
//! players in increasing order (the D1 order of the prefixes), pruned by an
//! exact assignment bound: a subtree is skipped only when no completion of
//! it can meet the requirements, so the first leaf reached is the first
//! acceptable transposition of the text.

/// The search ran out of its node budget (reading R28).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OutOfBudget;

/// A candidate reached at the bottom of the walk.
#[derive(Debug, Clone)]
pub struct Leaf {
    /// `(s1[i], s2[choice[i]])` for each S1 position.
    pub pairs: Vec<(usize, usize)>,
    /// S2 players left unpaired, in S2 order.
    pub unpaired: Vec<usize>,
    /// S2 positions chosen for each S1 position (the permutation's prefix).
    pub prefix: Vec<usize>,
    pub x_used: u32,
    pub z_used: u32,
    /// B3: Σ |score difference| of the pairs (1992–2006 texts, reading O12).
    pub b3_used: u32,
}

/// One bipartite problem: S1 against S2 with the pairs allowed, their
/// colour counts and the S2 players that may not stay unpaired.
pub struct Problem<'a> {
    pub s1: &'a [usize],
    pub s2: &'a [usize],
    /// `legal[i * s2.len() + j]`
    pub legal: Vec<bool>,
    /// (X, Z) counts of the pair (reading R7).
    pub cost: Vec<(u32, u32)>,
    /// S2 players who must be paired (B5/B6 for downfloaters, B1b).
    pub must: Vec<bool>,
    pub x_left: u32,
    pub z_left: u32,
    /// B3 (1992–2006 texts): each pair's score difference, and the sum the
    /// candidate may reach (the least of its stage: reading O12);
    /// `u32::MAX`: not counted.
    pub b3: Vec<u32>,
    pub b3_left: u32,
}

const INF: i64 = i64::MAX / 4;
const MUST: i64 = 1 << 40;
const XW: i64 = 1 << 20;

impl Problem<'_> {
    /// Is there a completion of rows `from..` over the unused columns that
    /// covers every must column, within the X budget, and (a second,
    /// separate test) within the Z budget? Each test is exact alone; the
    /// two together are necessary, so nothing acceptable is ever cut.
    fn bound_ok(&self, from: usize, used: &[bool], x_left: u32, z_left: u32, b3_left: u32) -> bool {
        let m = self.s2.len();
        let rows: Vec<usize> = (from..self.s1.len()).collect();
        let cols: Vec<usize> = (0..m).filter(|&j| !used[j]).collect();
        let must_left = cols.iter().filter(|&&j| self.must[j]).count();
        if rows.len() > cols.len() || must_left > rows.len() {
            return false;
        }
        if rows.is_empty() {
            return must_left == 0;
        }
        if self.b3_left == u32::MAX && self.greedy_witness(&rows, &cols, x_left, z_left) {
            return true;
        }
        let min_with = |pick: &dyn Fn(usize) -> u32| -> Option<i64> {
            let cost = |r: usize, c: usize| -> i64 {
                let (i, j) = (rows[r], cols[c]);
                if !self.legal[i * m + j] {
                    return INF;
                }
                (if self.must[j] { 0 } else { MUST }) + XW * i64::from(pick(i * m + j))
            };
            let total = hungarian(rows.len(), cols.len(), cost)?;
            let nonmust = total / MUST;
            (nonmust as usize == rows.len() - must_left).then_some((total % MUST) / XW)
        };
        let Some(x) = min_with(&|k| self.cost[k].0) else {
            return false;
        };
        if x > i64::from(x_left) {
            return false;
        }
        if z_left < rows.len() as u32 && self.cost.iter().any(|c| c.1 > 0) {
            match min_with(&|k| self.cost[k].1) {
                Some(z) if z <= i64::from(z_left) => {}
                _ => return false,
            }
        }
        if self.b3_left != u32::MAX {
            match min_with(&|k| self.b3[k]) {
                Some(b) if b <= i64::from(b3_left) => {}
                _ => return false,
            }
        }
        true
    }

    /// A quick sufficient test: each row takes the first free legal
    /// column; if that covers every must column within both budgets, a
    /// completion exists (the exact test runs only when this fails).
    fn greedy_witness(&self, rows: &[usize], cols: &[usize], x_left: u32, z_left: u32) -> bool {
        let m = self.s2.len();
        let mut taken = vec![false; cols.len()];
        let (mut x, mut z) = (0u32, 0u32);
        for &i in rows {
            let Some(c) = (0..cols.len()).find(|&c| !taken[c] && self.legal[i * m + cols[c]])
            else {
                return false;
            };
            taken[c] = true;
            let (dx, dz) = self.cost[i * m + cols[c]];
            x += dx;
            z += dz;
        }
        x <= x_left && z <= z_left && cols.iter().zip(&taken).all(|(&j, &t)| t || !self.must[j])
    }

    /// The first leaf in order accepted by `accept`; `nodes` counts the
    /// walk against `limit`.
    pub fn first(
        &self,
        nodes: &std::cell::Cell<u64>,
        limit: u64,
        accept: &mut dyn FnMut(&Leaf) -> Result<bool, OutOfBudget>,
    ) -> Result<Option<Leaf>, OutOfBudget> {
        let mut used = vec![false; self.s2.len()];
        let mut prefix = Vec::with_capacity(self.s1.len());
        if !self.bound_ok(0, &used, self.x_left, self.z_left, self.b3_left) {
            return Ok(None);
        }
        self.rec(0, (0, 0, 0), &mut used, &mut prefix, nodes, limit, accept)
    }

    #[allow(clippy::too_many_arguments)]
    fn rec(
        &self,
        pos: usize,
        (xu, zu, bu): (u32, u32, u32),
        used: &mut Vec<bool>,
        prefix: &mut Vec<usize>,
        nodes: &std::cell::Cell<u64>,
        limit: u64,
        accept: &mut dyn FnMut(&Leaf) -> Result<bool, OutOfBudget>,
    ) -> Result<Option<Leaf>, OutOfBudget> {
        nodes.set(nodes.get() + 1);
        if nodes.get() > limit {
            return Err(OutOfBudget);
        }
        let m = self.s2.len();
        if pos == self.s1.len() {
            let leaf = Leaf {
                pairs: prefix
                    .iter()
                    .enumerate()
                    .map(|(i, &j)| (self.s1[i], self.s2[j]))
                    .collect(),
                unpaired: (0..m).filter(|&j| !used[j]).map(|j| self.s2[j]).collect(),
                prefix: prefix.clone(),
                x_used: xu,
                z_used: zu,
                b3_used: bu,
            };
            return Ok(if accept(&leaf)? { Some(leaf) } else { None });
        }
        for j in 0..m {
            if used[j] || !self.legal[pos * m + j] {
                continue;
            }
            let (x, z) = self.cost[pos * m + j];
            let b = if self.b3_left == u32::MAX {
                0
            } else {
                self.b3[pos * m + j]
            };
            let (nx, nz, nb) = (xu + x, zu + z, bu + b);
            if nx > self.x_left || nz > self.z_left || nb > self.b3_left {
                continue;
            }
            used[j] = true;
            prefix.push(j);
            let left = (
                self.x_left - nx,
                self.z_left - nz,
                self.b3_left.saturating_sub(nb),
            );
            let b3_left = if self.b3_left == u32::MAX {
                u32::MAX
            } else {
                left.2
            };
            if self.bound_ok(pos + 1, used, left.0, left.1, b3_left) {
                if let Some(l) =
                    self.rec(pos + 1, (nx, nz, nb), used, prefix, nodes, limit, accept)?
                {
                    return Ok(Some(l));
                }
            }
            prefix.pop();
            used[j] = false;
        }
        Ok(None)
    }
}

/// Minimum-cost assignment of every row to a distinct column (rows ≤
/// columns); `None` when some row cannot be assigned (cost ≥ INF).
pub fn hungarian(n: usize, m: usize, cost: impl Fn(usize, usize) -> i64) -> Option<i64> {
    // Shortest augmenting paths with potentials, 1-based columns, column 0
    // the virtual start.
    let mut u = vec![0i64; n + 1];
    let mut v = vec![0i64; m + 1];
    let mut p = vec![0usize; m + 1];
    let mut way = vec![0usize; m + 1];
    for i in 1..=n {
        p[0] = i;
        let mut j0 = 0;
        let mut minv = vec![INF * 2; m + 1];
        let mut used = vec![false; m + 1];
        loop {
            used[j0] = true;
            let i0 = p[j0];
            let mut delta = INF * 2;
            let mut j1 = 0;
            for j in 1..=m {
                if !used[j] {
                    let cur = cost(i0 - 1, j - 1) - u[i0] - v[j];
                    if cur < minv[j] {
                        minv[j] = cur;
                        way[j] = j0;
                    }
                    if minv[j] < delta {
                        delta = minv[j];
                        j1 = j;
                    }
                }
            }
            if j1 == 0 || delta >= INF / 2 {
                return None;
            }
            for j in 0..=m {
                if used[j] {
                    u[p[j]] += delta;
                    v[j] -= delta;
                } else {
                    minv[j] -= delta;
                }
            }
            j0 = j1;
            if p[j0] == 0 {
                break;
            }
        }
        loop {
            let j1 = way[j0];
            p[j0] = p[j1];
            j0 = j1;
            if j0 == 0 {
                break;
            }
        }
    }
    let mut total = 0;
    for (j, &row) in p.iter().enumerate().skip(1) {
        if row != 0 {
            let c = cost(row - 1, j - 1);
            if c >= INF {
                return None;
            }
            total += c;
        }
    }
    Some(total)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hungarian_finds_the_minimum() {
        let c = [[4, 1, 3], [2, 0, 5], [3, 2, 2]];
        assert_eq!(hungarian(3, 3, |i, j| c[i][j]), Some(5));
        assert_eq!(hungarian(2, 3, |i, j| c[i][j]), Some(3));
        assert_eq!(
            hungarian(2, 2, |i, j| if j == 0 { c[i][j] } else { INF }),
            None
        );
    }
}
