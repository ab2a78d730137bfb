//! D1: transpositions of S2 in the text's order, and the search for the
//! first acceptable one.
//!
//! D1.1 lists the permutations of the whole S2 in lexicographic order,
//! numbered from 0 (TV-15: 720 for six players, #719 the reverse). D1.2
//! uses the same list in a heterogeneous bracket, only the first |S1|
//! entries being paired (TV-16). Two permutations with the same first |S1|
//! entries give the same pairs and the same unpaired players, so the search
//! visits each such prefix once, in lexicographic order (reading R17): its
//! first acceptable prefix is the pairing of the first acceptable
//! permutation of the text's list.

/// The permutation number `index` (0-based) of `items` in lexicographic
/// order of positions (D1.1's numbering), `None` past the end.
pub fn nth<T: Copy>(items: &[T], mut index: u64) -> Option<Vec<T>> {
    let n = items.len();
    let mut fact = vec![1u64; n + 1];
    for k in 1..=n {
        fact[k] = fact[k - 1].checked_mul(k as u64)?;
    }
    if index >= fact[n] {
        return None;
    }
    let mut left: Vec<T> = items.to_vec();
    let mut out = Vec::with_capacity(n);
    for k in (0..n).rev() {
        let q = (index / fact[k]) as usize;
        index %= fact[k];
        out.push(left.remove(q));
    }
    Some(out)
}

/// The 0-based D1 number of the permutation of `0..n` whose first entries
/// are `prefix` and whose other entries are in increasing order (the first
/// permutation with that prefix), if it fits in 64 bits.
pub fn index_of_prefix(n: usize, prefix: &[usize]) -> Option<u64> {
    let mut fact = vec![1u64; n + 1];
    for k in 1..=n {
        fact[k] = fact[k - 1].checked_mul(k as u64)?;
    }
    let mut used = vec![false; n];
    let mut idx: u64 = 0;
    for (pos, &v) in prefix.iter().enumerate() {
        let smaller = (0..v).filter(|&u| !used[u]).count() as u64;
        idx = idx.checked_add(smaller.checked_mul(fact[n - 1 - pos])?)?;
        used[v] = true;
    }
    Some(idx)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tv15_first_and_last() {
        // Seed 004 D1.1: #0 6-7-8-9-10-11, #1 6-7-8-9-11-10, #719 11-10-9-8-7-6.
        let s2 = [6, 7, 8, 9, 10, 11];
        assert_eq!(nth(&s2, 0).unwrap(), vec![6, 7, 8, 9, 10, 11]);
        assert_eq!(nth(&s2, 1).unwrap(), vec![6, 7, 8, 9, 11, 10]);
        assert_eq!(nth(&s2, 719).unwrap(), vec![11, 10, 9, 8, 7, 6]);
        assert_eq!(nth(&s2, 720), None);
        assert_eq!(index_of_prefix(6, &[0, 1, 3]), Some(6));
    }
}
