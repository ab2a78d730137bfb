//! Undo of the last saves of a tournament.
//!
//! **Choice.** The tournament as it was before each of its last saves is
//! kept under a key of its own, `pocket-arbiter:undo:<id>` ([`UndoStack`]),
//! not in the envelope, and not rebuilt by inverting the audit log:
//! - the log records what changed for a reader, not enough to rebuild
//!   every state (a pairing is logged as "round 2 paired (5 boards)");
//! - outside the envelope, the stored schema, the backups and every
//!   migration stay as they are (an undo history is of this browser only,
//!   never in a backup file);
//! - storage: at most [`MAX_STEPS`] states and [`MAX_BYTES`] of text per
//!   tournament (the oldest go first). The history is a convenience: when
//!   the storage is full it is dropped, never the tournament's save.
//!
//! Every tab saves through [`super::Store::edit`], which pushes the state
//! before the save; each step names the revision its save made
//! (`after_revision`). An undo applies only while the stored tournament is
//! still at that revision (another tab's later save makes the step stale:
//! "nothing to undo"), and is itself a save (a new revision, an audit-log
//! entry with `undo_of`); the step below then describes the restored state,
//! so it is relabelled with the new revision and can be undone next.

use crate::model::audit::Change;
use crate::model::Tournament;
use serde::{Deserialize, Serialize};

/// The most saves that can be undone.
pub const MAX_STEPS: usize = 10;
/// The most text the history of one tournament may take in storage.
pub const MAX_BYTES: usize = 512 * 1024;

const UNDO_PREFIX: &str = "pocket-arbiter:undo:";

/// The storage key of tournament `id`'s undo history.
pub fn undo_key(id: &str) -> String {
    format!("{UNDO_PREFIX}{id}")
}

/// One save that can be undone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct UndoStep {
    /// The revision the save made (relabelled after an undo, see the module).
    pub after_revision: u64,
    /// When it was saved, milliseconds since 1970.
    pub at: u64,
    /// What it changed (as in the audit log).
    pub changes: Vec<Change>,
    /// The tournament before it.
    pub before: Tournament,
}

/// The saves that can be undone, oldest first.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct UndoStack {
    pub steps: Vec<UndoStep>,
}

impl UndoStack {
    /// Reads a stored history; anything unreadable is an empty one.
    pub fn decode(text: Option<&str>) -> UndoStack {
        text.and_then(|t| serde_json::from_str(t).ok())
            .unwrap_or_default()
    }

    /// Adds the save that made `step.after_revision`. The history stays
    /// contiguous: when its last step is not the save just before (a save
    /// that kept no history), it starts again.
    pub fn push(&mut self, step: UndoStep) {
        if self
            .steps
            .last()
            .is_some_and(|s| s.after_revision + 1 != step.after_revision)
        {
            self.steps.clear();
        }
        self.steps.push(step);
        if self.steps.len() > MAX_STEPS {
            let extra = self.steps.len() - MAX_STEPS;
            self.steps.drain(..extra);
        }
    }

    /// The text to store: the oldest steps dropped until it fits
    /// [`MAX_BYTES`]; `None` when nothing fits (the key is removed).
    pub fn encode(&mut self) -> Option<String> {
        loop {
            if self.steps.is_empty() {
                return None;
            }
            let text = serde_json::to_string(self).ok()?;
            if text.len() <= MAX_BYTES {
                return Some(text);
            }
            self.steps.remove(0);
        }
    }

    /// The steps that can be undone now, newest first, with the stored
    /// tournament at `revision`: none when the newest step is stale.
    pub fn usable(&self, revision: u64) -> Vec<&UndoStep> {
        match self.steps.last() {
            Some(s) if s.after_revision == revision => self.steps.iter().rev().collect(),
            _ => Vec::new(),
        }
    }
}

/// Why an undo was not done.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UndoError {
    /// No save to undo: none kept, or another tab saved since.
    NothingToUndo,
}
