//! The text's orders, written out the long way: D2 exchanges by the
//! DIFFERENZ procedure and D3 sets of moved-down players. D1 transpositions
//! are generated in place by the bracket search (lexicographic order of the
//! S2 positions, TV-15/TV-16).

/// All `k`-subsets of `1..=n` as increasing tuples, in increasing
/// lexicographic order.
pub fn subsets(n: usize, k: usize) -> Vec<Vec<usize>> {
    fn go(start: usize, n: usize, k: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for v in start..=n {
            cur.push(v);
            go(v + 1, n, k, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    go(1, n, k, &mut Vec::new(), &mut out);
    out
}

/// One D2 exchange: the numbers (1-based positions in the bracket, R1)
/// leaving S1 and leaving S2.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Exchange {
    pub from_s1: Vec<usize>,
    pub from_s2: Vec<usize>,
}

/// D2 "Procédure exacte" for exchanging `n` players between S1 = 1..=s1 and
/// S2 = s1+1..=s1+s2: S1LIST in decreasing lexicographic order (each subset
/// written from its highest number down: 5;4;3 – 5;4;2 – …), S2LIST in
/// increasing lexicographic order, then DELTA from DIFFMIN to DIFFMAX, I over
/// S1LIST, J over S2LIST, performing every exchange with DIFFERENZ = DELTA.
// The text's I and J are indices: kept as such.
#[allow(clippy::needless_range_loop)]
pub fn exchanges_of(s1: usize, s2: usize, n: usize) -> Vec<Exchange> {
    let mut s1list: Vec<Vec<usize>> = subsets(s1, n)
        .into_iter()
        .map(|mut v| {
            v.reverse();
            v
        })
        .collect();
    s1list.sort();
    s1list.reverse();
    let s2list: Vec<Vec<usize>> = subsets(s2, n)
        .into_iter()
        .map(|v| v.into_iter().map(|x| x + s1).collect())
        .collect();
    if s1list.is_empty() || s2list.is_empty() {
        return Vec::new();
    }
    let sum = |v: &Vec<usize>| v.iter().sum::<usize>() as i64;
    let differenz = |i: usize, j: usize| sum(&s2list[j]) - sum(&s1list[i]);
    let diffmin = differenz(0, 0);
    let diffmax = differenz(s1list.len() - 1, s2list.len() - 1);
    let mut out = Vec::new();
    // 1. DELTA = DIFFMIN … 7. if DELTA > DIFFMAX stop.
    let mut delta = diffmin;
    while delta <= diffmax {
        for i in 0..s1list.len() {
            for j in 0..s2list.len() {
                if differenz(i, j) == delta {
                    out.push(Exchange {
                        from_s1: s1list[i].clone(),
                        from_s2: s2list[j].clone(),
                    });
                }
            }
        }
        delta += 1;
    }
    out
}

/// C8.a's sequence for a bracket (or remainder) with S1 = 1..=s1 and
/// S2 = the next s2 numbers: no exchange first, then 1, 2, … players
/// (R18: each from the original S1/S2).
pub fn exchanges(s1: usize, s2: usize) -> Vec<Exchange> {
    let mut out = vec![Exchange {
        from_s1: Vec::new(),
        from_s2: Vec::new(),
    }];
    for n in 1..=s1.min(s2) {
        out.extend(exchanges_of(s1, s2, n));
    }
    out
}

/// D3 with R16: the `m1`-subsets of the `m0` moved-down players (positions
/// 1..=m0 in A2 order) in lexicographic order, starting with the `m1`
/// highest.
pub fn mdp_sets(m0: usize, m1: usize) -> Vec<Vec<usize>> {
    subsets(m0, m1)
}
