//! D3: sets of M1 moved-down players placed in S1 when M1 < M0 (C8.b).
//!
//! The seed's example list is missing (TV-19b). Reading R16: the M1-subsets
//! of the M0 MDPs (positions 1..M0 in A2 order) in increasing lexicographic
//! order: it "starts with the M1 highest players" and then changes the
//! lowest ones first, as D1 does.

/// The D3 sets of `m1` out of `m0` MDPs (0-based positions), in order.
pub fn sets(m0: usize, m1: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    if m1 > m0 {
        return out;
    }
    let mut idx: Vec<usize> = (0..m1).collect();
    loop {
        out.push(idx.clone());
        let mut k = m1;
        loop {
            if k == 0 {
                return out;
            }
            k -= 1;
            if idx[k] < m0 - m1 + k {
                idx[k] += 1;
                for j in k + 1..m1 {
                    idx[j] = idx[j - 1] + 1;
                }
                break;
            }
        }
    }
}
