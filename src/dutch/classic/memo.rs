//! Memos of the procedure's sub-searches. They change only how fast the
//! text's order is walked, never which candidate is accepted: a memo
//! answers a question whose answer depends only on its key and has been
//! computed before in the same context.

use super::bracket::Level;
use super::search::Leaf;
use std::collections::{HashMap, HashSet};

/// C6–C9 of one heterogeneous step (fixed bracket, M1, P1, ladder,
/// look-ahead): the remainders that could not be paired. The remainder
/// (C7, C9) of an MDP pairing depends only on the players it holds and on
/// the X/Z the MDP pairs used (what is left of the budgets, reading R9), so
/// another MDP pairing leaving the same players with the same X/Z used
/// fails as well, and C9 goes on to the next one just the same.
#[derive(Debug, Default)]
pub struct RemainderMemo {
    failed: HashSet<(Vec<usize>, u32, u32)>,
}

impl RemainderMemo {
    fn key(leaf: &Leaf) -> (Vec<usize>, u32, u32) {
        (leaf.unpaired.clone(), leaf.x_used, leaf.z_used)
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
/// only on the bracket (its players, MDPs and place), so it is computed once
/// per round for each bracket the look-ahead meets.
#[derive(Debug, Default)]
pub struct LookAheadMemo {
    c12: HashMap<LevelKey, bool>,
}

type LevelKey = (Vec<usize>, Vec<usize>, bool, bool, Option<usize>);

fn level_key(lv: &Level) -> LevelKey {
    (
        lv.players.clone(),
        lv.mdps.clone(),
        lv.lowest,
        lv.merged,
        lv.original_lsb,
    )
}

impl LookAheadMemo {
    /// The answer for `lv`, if known.
    pub fn get(&self, lv: &Level) -> Option<bool> {
        self.c12.get(&level_key(lv)).copied()
    }

    /// Records the answer for `lv`.
    pub fn insert(&mut self, lv: &Level, ok: bool) {
        self.c12.insert(level_key(lv), ok);
    }
}
