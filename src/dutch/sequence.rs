//! The sequences of C.04.3 art. 4: transpositions of S2 (art. 4.2) and
//! resident exchanges between the original S1 and S2 (art. 4.3), on BSNs.
//!
//! The engine does not enumerate these (it finds the first best candidate by
//! matching); the literal procedure, the lessons and the tests do.

use std::cmp::Ordering;

/// art. 4.2.2: the transpositions of `s2` (BSNs, ascending) sorted by the
/// lexicographic value of their first `n1` BSNs. Orders that agree on the first
/// `n1` BSNs are the same transposition, so each prefix appears once.
pub fn transpositions(s2: &[usize], n1: usize) -> Transpositions {
    let mut sorted = s2.to_vec();
    crate::sort::sort(&mut sorted);
    Transpositions {
        pool: sorted,
        n1: n1.min(s2.len()),
        current: None,
        done: false,
    }
}

/// Iterator over the transpositions of art. 4.2 (k-permutations in lexicographic order).
#[derive(Debug, Clone)]
pub struct Transpositions {
    pool: Vec<usize>,
    n1: usize,
    current: Option<Vec<usize>>, // indices into pool
    done: bool,
}

impl Iterator for Transpositions {
    type Item = Vec<usize>;
    fn next(&mut self) -> Option<Vec<usize>> {
        if self.done {
            return None;
        }
        let n = self.pool.len();
        let k = self.n1;
        let next = match self.current.take() {
            None => (0..k).collect::<Vec<usize>>(),
            Some(mut cur) => {
                // Advance: find the rightmost position that can take a larger unused value.
                let mut used = vec![false; n];
                for &c in &cur {
                    used[c] = true;
                }
                let mut pos = k;
                let mut found = false;
                while pos > 0 {
                    pos -= 1;
                    used[cur[pos]] = false;
                    if let Some(v) = (cur[pos] + 1..n).find(|&v| !used[v]) {
                        cur[pos] = v;
                        used[v] = true;
                        // fill the rest with the smallest unused values
                        let mut fill = (0..n).filter(|&v| !used[v]);
                        for slot in cur.iter_mut().skip(pos + 1) {
                            match fill.next() {
                                Some(v) => *slot = v,
                                None => return None,
                            }
                        }
                        found = true;
                        break;
                    }
                }
                if !found {
                    self.done = true;
                    return None;
                }
                cur
            }
        };
        let out = next.iter().map(|&i| self.pool[i]).collect();
        self.current = Some(next);
        if k == 0 {
            self.done = true;
        }
        Some(out)
    }
}

/// One resident exchange (art. 4.3.1): `from_s1` moves to S2, `from_s2` to S1
/// (both ascending).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Exchange {
    pub from_s1: Vec<usize>,
    pub from_s2: Vec<usize>,
}

/// art. 4.3.2 a–d: the comparison between two resident exchanges.
pub fn compare_exchanges(x: &Exchange, y: &Exchange) -> Ordering {
    // a. the smallest number of exchanged BSNs
    x.from_s1
        .len()
        .cmp(&y.from_s1.len())
        // b. the smallest difference between the sum moved S2→S1 and the sum moved S1→S2
        .then_with(|| {
            let d = |e: &Exchange| {
                e.from_s2.iter().sum::<usize>() as i64 - e.from_s1.iter().sum::<usize>() as i64
            };
            d(x).cmp(&d(y))
        })
        // c. the largest differing BSN among those moved from S1 (larger first)
        .then_with(|| {
            let (mut a, mut b) = (x.from_s1.clone(), y.from_s1.clone());
            crate::sort::sort_by(&mut a, |p, q| q.cmp(p));
            crate::sort::sort_by(&mut b, |p, q| q.cmp(p));
            b.cmp(&a)
        })
        // d. the smallest differing BSN among those moved from S2 (smaller first)
        .then_with(|| x.from_s2.cmp(&y.from_s2))
}

fn subsets(v: &[usize], k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut cur = Vec::with_capacity(k);
    fn rec(v: &[usize], k: usize, start: usize, cur: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
        if cur.len() == k {
            out.push(cur.clone());
            return;
        }
        for i in start..v.len() {
            cur.push(v[i]);
            rec(v, k, i + 1, cur, out);
            cur.pop();
        }
    }
    rec(v, k, 0, &mut cur, &mut out);
    out
}

/// All resident exchanges of `size` BSNs between `s1` and `s2`, in art. 4.3.2 order.
pub fn exchanges_of_size(s1: &[usize], s2: &[usize], size: usize) -> Vec<Exchange> {
    let mut out = Vec::new();
    for a in subsets(s1, size) {
        for b in subsets(s2, size) {
            out.push(Exchange {
                from_s1: a.clone(),
                from_s2: b,
            });
        }
    }
    crate::sort::sort_by(&mut out, compare_exchanges);
    out
}

/// All resident exchanges in art. 4.3.2 order (1 BSN, then 2, …).
pub fn exchanges(s1: &[usize], s2: &[usize]) -> Vec<Exchange> {
    (1..=s1.len().min(s2.len()))
        .flat_map(|k| exchanges_of_size(s1, s2, k))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn show(e: &Exchange) -> String {
        let j = |v: &[usize]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(",")
        };
        format!("{}<>{}", j(&e.from_s1), j(&e.from_s2))
    }

    #[test]
    fn tv26_dv08_eleven_player_homogeneous_720() {
        let t: Vec<Vec<usize>> = transpositions(&[6, 7, 8, 9, 10, 11], 5).collect();
        assert_eq!(t.len(), 720);
        assert_eq!(t[0], vec![6, 7, 8, 9, 10]);
        assert_eq!(t[1], vec![6, 7, 8, 9, 11]);
        assert_eq!(t[2], vec![6, 7, 8, 10, 9]);
        assert_eq!(t[119], vec![6, 11, 10, 9, 8]);
        assert_eq!(t[120], vec![7, 6, 8, 9, 10]);
        assert_eq!(t[719], vec![11, 10, 9, 8, 7]);
    }

    #[test]
    fn tv26_dv08_two_mdps_72() {
        let t: Vec<Vec<usize>> = transpositions(&(3..=11).collect::<Vec<_>>(), 2).collect();
        assert_eq!(t.len(), 72);
        let first: Vec<String> = t[..10]
            .iter()
            .map(|v| format!("{}-{}", v[0], v[1]))
            .collect();
        assert_eq!(
            first,
            ["3-4", "3-5", "3-6", "3-7", "3-8", "3-9", "3-10", "3-11", "4-3", "4-5"]
        );
        assert_eq!(t[71], vec![11, 10]);
    }

    #[test]
    fn dv02_one_player_exchanges_eleven_players() {
        let e = exchanges_of_size(&[1, 2, 3, 4, 5], &[6, 7, 8, 9, 10, 11], 1);
        let got: Vec<String> = e.iter().map(show).collect();
        let want = "5<>6 5<>7 4<>6 5<>8 4<>7 3<>6 5<>9 4<>8 3<>7 2<>6 5<>10 4<>9 3<>8 2<>7 1<>6 \
                    5<>11 4<>10 3<>9 2<>8 1<>7 4<>11 3<>10 2<>9 1<>8 3<>11 2<>10 1<>9 2<>11 \
                    1<>10 1<>11";
        assert_eq!(got.join(" "), want);
    }

    #[test]
    fn dv03_two_player_exchanges_first_twelve_and_counts() {
        let e = exchanges_of_size(&[1, 2, 3, 4, 5], &[6, 7, 8, 9, 10, 11], 2);
        assert_eq!(e.len(), 150);
        let got: Vec<String> = e[..12].iter().map(show).collect();
        let want = "4,5<>6,7 4,5<>6,8 3,5<>6,7 4,5<>6,9 4,5<>7,8 3,5<>6,8 2,5<>6,7 3,4<>6,7 \
                    4,5<>6,10 4,5<>7,9 3,5<>6,9 3,5<>7,8";
        assert_eq!(got.join(" "), want);
        assert_eq!(
            exchanges_of_size(&[1, 2, 3, 4, 5], &[6, 7, 8, 9, 10, 11], 3).len(),
            200
        );
    }

    #[test]
    fn tv27_comparison_examples() {
        let ex = |a: &[usize], b: &[usize]| Exchange {
            from_s1: a.to_vec(),
            from_s2: b.to_vec(),
        };
        use Ordering::Less;
        // b) 6↔4 before 8↔5; 8+6↔4+3 before 9+8↔5+4
        assert_eq!(compare_exchanges(&ex(&[4], &[6]), &ex(&[5], &[8])), Less);
        assert_eq!(
            compare_exchanges(&ex(&[3, 4], &[6, 8]), &ex(&[4, 5], &[8, 9])),
            Less
        );
        // c) 5-2 before 4-3 (same sums moved from S2); 5-4-1 before 5-3-2
        assert_eq!(
            compare_exchanges(&ex(&[2, 5], &[6, 7]), &ex(&[3, 4], &[6, 7])),
            Less
        );
        assert_eq!(
            compare_exchanges(&ex(&[1, 4, 5], &[6, 7, 8]), &ex(&[2, 3, 5], &[6, 7, 8])),
            Less
        );
        // d) 6-9 before 7-8; 6-7-10 before 6-8-9
        assert_eq!(
            compare_exchanges(&ex(&[4, 5], &[6, 9]), &ex(&[4, 5], &[7, 8])),
            Less
        );
        assert_eq!(
            compare_exchanges(&ex(&[3, 4, 5], &[6, 7, 10]), &ex(&[3, 4, 5], &[6, 8, 9])),
            Less
        );
    }
}
