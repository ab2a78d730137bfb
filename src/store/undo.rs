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
//!
//! **Order of the writes** (issue 17: no task of the page over 100 ms, and
//! no data lost). A save is two writes of two keys, in two tasks:
//! 1. the tournament (its envelope, with the audit-log entry), in the task
//!    of the change: nothing is shown as saved before this write succeeded,
//!    and a failure here changes nothing, in storage or in memory;
//! 2. the history's step ([`PendingUndo`], held in memory by the store
//!    meanwhile and already listed by [`super::Store::undo_steps`]), written
//!    by [`super::Store::write_undo`] in a later task (the page schedules
//!    it; the store writes it first itself before any other save, undo,
//!    deletion or import, so the steps stay in order).
//!
//! The second write is best effort and can only lose the history, never
//! make it wrong: a history is usable only while its newest step names the
//! stored revision ([`UndoStack::usable`]). If the page dies between the two
//! writes, or the second one fails (the key is then removed), the stored
//! history still ends at the revision before: "nothing to undo", and the
//! next save starts a new history ([`UndoStack::push`] keeps it
//! contiguous). A history written since by another tab, for a later
//! revision, is never overwritten by an older step.
//!
//! The tournaments of a history are kept as their JSON text ([`Kept`]): the
//! history is read and written without building (or serialising again)
//! every tournament in it; a tournament is read only when it is undone.

use crate::model::audit::Change;
use crate::model::Tournament;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;

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
    pub before: Kept,
}

/// A tournament as JSON text (stored as the tournament itself, as before
/// this type: the stored histories are unchanged). Reading a history scans
/// the text once without building the tournament; writing copies it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Kept(Box<RawValue>);

impl Kept {
    /// `t` as JSON text.
    pub fn of(t: &Tournament) -> Result<Kept, String> {
        serde_json::value::to_raw_value(t)
            .map(Kept)
            .map_err(|e| e.to_string())
    }

    /// The tournament (the text read now).
    pub fn tournament(&self) -> Result<Tournament, serde_json::Error> {
        serde_json::from_str(self.0.get())
    }
}

impl PartialEq for Kept {
    fn eq(&self, other: &Kept) -> bool {
        self.0.get() == other.0.get()
    }
}

impl Eq for Kept {}

/// What a page lists of an undoable save: [`UndoStep`] without its
/// tournament (read from storage without building it).
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
pub struct StepSummary {
    pub after_revision: u64,
    pub at: u64,
    pub changes: Vec<Change>,
}

/// The summaries of a stored history, oldest first (its tournaments are
/// skipped, not built); anything unreadable is an empty one.
pub fn summaries(text: Option<&str>) -> Vec<StepSummary> {
    #[derive(Deserialize)]
    struct Summaries {
        steps: Vec<StepSummary>,
    }
    text.and_then(|t| serde_json::from_str::<Summaries>(t).ok())
        .map(|s| s.steps)
        .unwrap_or_default()
}

/// The newest steps of `steps` (oldest first) that can be undone with the
/// stored tournament at `revision`, newest first: none when the newest is
/// stale (see [`UndoStack::usable`]).
pub fn usable_summaries(steps: &[StepSummary], revision: u64) -> Vec<StepSummary> {
    match steps.last() {
        Some(s) if s.after_revision == revision => steps.iter().rev().cloned().collect(),
        _ => Vec::new(),
    }
}

/// The history's change of a save made but not yet written (see the
/// module: it is written in a task after the tournament's).
#[derive(Debug, Clone, PartialEq)]
pub struct PendingUndo {
    /// The tournament's id.
    pub id: String,
    /// The revision the save made.
    pub revision: u64,
    pub what: Pending,
}

/// See [`PendingUndo`].
#[derive(Debug, Clone, PartialEq)]
pub enum Pending {
    /// A change: its step is added (`before` serialised when written).
    Push {
        at: u64,
        changes: Vec<Change>,
        /// Boxed: a tournament is big, the other variant small.
        before: Box<Tournament>,
    },
    /// An undo of the save that made revision `undone`: that step goes,
    /// the one below is relabelled with the new revision.
    Undone { undone: u64 },
}

impl PendingUndo {
    /// Applies it to `stack` as stored now. False when the step could not
    /// be applied (its tournament not serialised, or the history is of a
    /// later revision, written by another tab: kept as it is).
    pub fn apply(self, stack: &mut UndoStack) -> bool {
        if stack
            .steps
            .last()
            .is_some_and(|s| s.after_revision >= self.revision)
        {
            return false;
        }
        match self.what {
            Pending::Push {
                at,
                changes,
                before,
            } => match Kept::of(&before) {
                Ok(before) => {
                    stack.push(UndoStep {
                        after_revision: self.revision,
                        at,
                        changes,
                        before,
                    });
                    true
                }
                Err(_) => false,
            },
            Pending::Undone { undone } => {
                if stack.steps.last().map(|s| s.after_revision) != Some(undone) {
                    // Not the history of the state undone: left stale.
                    return false;
                }
                stack.steps.pop();
                if let Some(last) = stack.steps.last_mut() {
                    last.after_revision = self.revision;
                }
                true
            }
        }
    }

    /// What [`PendingUndo::apply`] would make of the summaries `steps` of
    /// the stored history (oldest first), without serialising anything.
    pub fn apply_to_summaries(&self, steps: &mut Vec<StepSummary>) {
        if steps
            .last()
            .is_some_and(|s| s.after_revision >= self.revision)
        {
            return;
        }
        match &self.what {
            Pending::Push { at, changes, .. } => push_contiguous(
                steps,
                StepSummary {
                    after_revision: self.revision,
                    at: *at,
                    changes: changes.clone(),
                },
                |s| s.after_revision,
            ),
            Pending::Undone { undone } => {
                if steps.last().map(|s| s.after_revision) == Some(*undone) {
                    steps.pop();
                    if let Some(last) = steps.last_mut() {
                        last.after_revision = self.revision;
                    }
                }
            }
        }
    }
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
        push_contiguous(&mut self.steps, step, |s| s.after_revision);
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

/// [`UndoStack::push`] on any list of steps, oldest first.
fn push_contiguous<T>(steps: &mut Vec<T>, step: T, revision: impl Fn(&T) -> u64) {
    if steps
        .last()
        .is_some_and(|s| revision(s) + 1 != revision(&step))
    {
        steps.clear();
    }
    steps.push(step);
    if steps.len() > MAX_STEPS {
        let extra = steps.len() - MAX_STEPS;
        steps.drain(..extra);
    }
}

/// Why an undo was not done.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UndoError {
    /// No save to undo: none kept, or another tab saved since.
    NothingToUndo,
}
