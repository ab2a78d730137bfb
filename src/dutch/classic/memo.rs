//! Memos of the procedure's sub-searches. They change only how fast the
//! text's order is walked, never which candidate is accepted: a memo
//! answers a question whose answer depends only on its key and has been
//! computed before in the same context.

use super::search::Leaf;
use std::collections::{HashMap, HashSet};
use std::hash::Hash;

/// C6–C9 of one heterogeneous step (fixed bracket, M1, P1, ladder,
/// look-ahead): the remainders that could not be paired. The remainder
/// (C7, C9) of an MDP pairing depends only on the players it holds and on
/// the X/Z the MDP pairs used (what is left of the budgets, reading R9), so
/// another MDP pairing leaving the same players with the same X/Z used
/// fails as well, and C9 goes on to the next one just the same.
#[derive(Debug, Default)]
pub struct RemainderMemo {
    failed: HashSet<(Vec<usize>, u32, u32, u32)>,
}

impl RemainderMemo {
    fn key(leaf: &Leaf) -> (Vec<usize>, u32, u32, u32) {
        (
            leaf.unpaired.clone(),
            leaf.x_used,
            leaf.z_used,
            leaf.b3_used,
        )
    }

    /// The remainder of `leaf` is known to fail.
    pub fn known(&self, leaf: &Leaf) -> bool {
        self.failed.contains(&Self::key(leaf))
    }

    /// The remainder of `leaf` failed.
    pub fn insert(&mut self, leaf: &Leaf) {
        self.failed.insert(Self::key(leaf));
    }
}

/// C12's look-ahead (reading R20): whether the next bracket, with a given
/// set of MDPs, can be paired through its ladder alone. The answer depends
/// only on the bracket (its players, MDPs and place: the key), so it is
/// computed once per round for each bracket the look-ahead meets.
#[derive(Debug)]
pub struct LookAheadMemo<K> {
    c12: HashMap<K, bool>,
}

impl<K> Default for LookAheadMemo<K> {
    fn default() -> Self {
        LookAheadMemo {
            c12: HashMap::new(),
        }
    }
}

impl<K: Hash + Eq + Clone> LookAheadMemo<K> {
    /// The answer for `level`, if known.
    pub fn get(&self, level: &K) -> Option<bool> {
        self.c12.get(level).copied()
    }

    /// Records the answer for `level`.
    pub fn insert(&mut self, level: &K, ok: bool) {
        self.c12.insert(level.clone(), ok);
    }
}
