//! D2: exchanges between S1 and S2 (homogeneous brackets and remainders
//! only), in the order of the "procédure exacte" with DIFFERENZ.
//!
//! Players are numbered 1..n by their place in the bracket (reading R1):
//! S1 is `1..=s1`, S2 is `s1+1..=n`. For N = 1, 2, … the N-subsets of S1 in
//! decreasing lexicographic order (S1LIST) and of S2 in increasing order
//! (S2LIST) are scanned DELTA by DELTA from DIFFMIN to DIFFMAX, I outer and J
//! inner (TV-17 to TV-19).

/// One exchange: the numbers leaving S1 and S2 (1-based), and DIFFERENZ.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exchange {
    pub out_of_s1: Vec<usize>,
    pub out_of_s2: Vec<usize>,
    pub differenz: u32,
}

/// The N-subsets of `items` (given sorted increasing) in increasing
/// lexicographic order.
fn subsets_increasing(items: &[usize], n: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut idx: Vec<usize> = (0..n).collect();
    if n > items.len() {
        return out;
    }
    loop {
        out.push(idx.iter().map(|&i| items[i]).collect());
        // next combination
        let mut k = n;
        loop {
            if k == 0 {
                return out;
            }
            k -= 1;
            if idx[k] < items.len() - n + k {
                idx[k] += 1;
                for j in k + 1..n {
                    idx[j] = idx[j - 1] + 1;
                }
                break;
            }
        }
    }
}

/// S1LIST: the N-subsets of S1 = `1..=s1`, each written highest first, in
/// decreasing lexicographic order (5;4;3 – 5;4;2 – … – 3;2;1).
pub fn s1_list(s1: usize, n: usize) -> Vec<Vec<usize>> {
    let desc: Vec<usize> = (1..=s1).rev().collect();
    // increasing lexicographic order over the descending alphabet
    // = decreasing lexicographic order of the sets written highest first.
    let mut out = Vec::new();
    let pos: Vec<usize> = (0..desc.len()).collect();
    for c in subsets_increasing(&pos, n) {
        out.push(c.iter().map(|&i| desc[i]).collect());
    }
    out
}

/// S2LIST: the N-subsets of S2 = `s1+1..=total` in increasing
/// lexicographic order (6;7;8 – 6;7;9 – …).
pub fn s2_list(s1: usize, total: usize, n: usize) -> Vec<Vec<usize>> {
    let items: Vec<usize> = (s1 + 1..=total).collect();
    subsets_increasing(&items, n)
}

/// The exchanges of N players in the order of the exact procedure:
/// DELTA from DIFFMIN to DIFFMAX, I = 1..S1NLIST, J = 1..S2NLIST.
pub fn order(s1: usize, total: usize, n: usize) -> Vec<Exchange> {
    Order::new(s1, total, n).collect()
}

/// The same order, lazily (the lists of one N are built, not the pairs).
pub struct Order {
    l1: Vec<Vec<usize>>,
    l2: Vec<Vec<usize>>,
    s1sums: Vec<i64>,
    /// For each S2 sum, the J in increasing order.
    by_sum: std::collections::HashMap<i64, Vec<usize>>,
    delta: i64,
    max: i64,
    i: usize,
    k: usize,
}

impl Order {
    pub fn new(s1: usize, total: usize, n: usize) -> Order {
        let l1 = s1_list(s1, n);
        let l2 = s2_list(s1, total, n);
        let sum = |v: &Vec<usize>| v.iter().sum::<usize>() as i64;
        let s1sums: Vec<i64> = l1.iter().map(sum).collect();
        let mut by_sum: std::collections::HashMap<i64, Vec<usize>> = Default::default();
        for (j, v) in l2.iter().enumerate() {
            by_sum.entry(sum(v)).or_default().push(j);
        }
        let (delta, max) = match (l1.first(), l2.first(), l1.last(), l2.last()) {
            (Some(a), Some(b), Some(c), Some(d)) => (sum(b) - sum(a), sum(d) - sum(c)),
            _ => (1, 0),
        };
        Order {
            l1,
            l2,
            s1sums,
            by_sum,
            delta,
            max,
            i: 0,
            k: 0,
        }
    }
}

impl Iterator for Order {
    type Item = Exchange;
    fn next(&mut self) -> Option<Exchange> {
        // DIFFMAX = DIFFERENZ(S1NLIST, S2NLIST) is the largest difference.
        while self.delta <= self.max {
            while self.i < self.l1.len() {
                let want = self.delta + self.s1sums[self.i];
                if let Some(js) = self.by_sum.get(&want) {
                    if let Some(&j) = js.get(self.k) {
                        self.k += 1;
                        return Some(Exchange {
                            out_of_s1: self.l1[self.i].clone(),
                            out_of_s2: self.l2[j].clone(),
                            differenz: self.delta.max(0) as u32,
                        });
                    }
                }
                self.i += 1;
                self.k = 0;
            }
            self.delta += 1;
            self.i = 0;
            self.k = 0;
        }
        None
    }
}

/// Does the text's D2 allow this exchange in a bracket of `total` players
/// with `s1` in S1? The 1992/2006 matrices and BAF 80 (reading O9): the
/// last player is never exchanged, nor the first of S1 when the bracket
/// is even ("cela n'apporte rien"); with `odd_top_set` (2006: "the last
/// column of the second matrix has then become obsolete") an odd bracket
/// never gives up its N highest players together for N ≥ 2. The order
/// among the allowed ones is the DIFFERENZ order above: smallest
/// difference, then the lowest S1 players (D2's tie rule).
pub fn allowed(rule: super::Exchanges, total: usize, ex: &Exchange) -> bool {
    match rule {
        super::Exchanges::All => true,
        super::Exchanges::Matrices { odd_top_set } => {
            let n = ex.out_of_s1.len();
            let even = total.is_multiple_of(2);
            if ex.out_of_s2.contains(&total) || (even && ex.out_of_s1.contains(&1)) {
                return false;
            }
            !(odd_top_set && !even && n >= 2 && (1..=n).all(|k| ex.out_of_s1.contains(&k)))
        }
    }
}

/// Number of exchanges of N players (S1NLIST × S2NLIST), saturating.
pub fn count(s1: usize, total: usize, n: usize) -> u128 {
    binom(s1, n).saturating_mul(binom(total.saturating_sub(s1), n))
}

fn binom(n: usize, k: usize) -> u128 {
    if k > n {
        return 0;
    }
    let mut r: u128 = 1;
    for i in 0..k {
        r = r.saturating_mul((n - i) as u128) / (i as u128 + 1);
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dutch::classic::Exchanges;

    fn old(s1: usize, total: usize, k: usize, rule: Exchanges) -> Vec<(Vec<usize>, Vec<usize>)> {
        Order::new(s1, total, k)
            .filter(|e| allowed(rule, total, e))
            .map(|e| (e.out_of_s1, e.out_of_s2))
            .collect()
    }

    #[test]
    fn the_seven_player_table_differs_between_the_texts() {
        // TV-04: 2006 drops the 1+2 column (o, q, r), the French text keeps it.
        let fide = old(3, 7, 2, Exchanges::Matrices { odd_top_set: true });
        let ffe = old(3, 7, 2, Exchanges::Matrices { odd_top_set: false });
        assert_eq!(fide.len(), 6);
        assert_eq!(ffe.len(), 9);
        assert_eq!(ffe[5], (vec![2, 1], vec![4, 5]), "o) 1+2 with 4+5");
    }
}
