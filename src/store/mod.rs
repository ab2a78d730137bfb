//! The tournament store: every tournament of the app, kept in a key-value
//! storage (the browser's `localStorage`), saved on every change.
//!
//! Pure Rust over the [`KeyValue`] trait, so that it is tested natively with
//! [`MemoryKv`] and in the browser with [`browser::LocalStorageKv`].
//!
//! Keys (all under [`PREFIX`], other keys of the origin are ignored):
//! - `pocket-arbiter:t:<id>`: one tournament, a [`schema::Envelope`];
//! - `pocket-arbiter:selected`: the id of the open tournament;
//! - `pocket-arbiter:backups`: when each tournament was last backed up
//!   ([`BackupRecord`]);
//! - `pocket-arbiter:language`: the app's language chosen by the user, a
//!   BCP-47 tag (`en`, `fr`; [`Store::language`]);
//! - `pocket-arbiter:journal`: present only while an import writes (see
//!   [`journal`]); found at start, it is rolled back.
//!
//! The list of tournaments is the set of `t:` keys: there is no separate
//! index that could disagree with them.
//!
//! Data is never lost:
//! - a stored value that cannot be read (corrupt, or from a newer app) stays
//!   untouched under its key, is listed in [`Store::problems`], and its id is
//!   never reused; only an explicit [`Store::discard`] removes it;
//! - a failed write (storage full) changes nothing, in storage or in memory;
//! - an import is checked whole before anything is written, journaled, and
//!   undone if a write fails half-way or the page dies in the middle;
//! - several tabs (or windows) share the storage: every change reads what is
//!   stored now and applies itself to that (read–compare–write, see
//!   [`Store::edit`]), so a tab that is behind never overwrites a newer save.

pub mod backup;
#[cfg(target_arch = "wasm32")]
pub mod browser;
pub mod journal;
pub mod kv;
pub mod new;
pub mod schema;
pub mod undo;

pub use backup::BackupError;
pub use journal::Journal;
pub use kv::{KeyValue, KvError, MemoryKv, SharedKv};
pub use new::{NewTournament, NewTournamentError};
pub use schema::{DecodeError, Envelope, SCHEMA};
pub use undo::{Kept, PendingUndo, StepSummary, UndoError, UndoStack, UndoStep};

use crate::model::audit::{self, LogEntry};
use crate::model::Tournament;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// The prefix of every key the app owns.
pub const PREFIX: &str = "pocket-arbiter:";
const TOURNAMENT_PREFIX: &str = "pocket-arbiter:t:";
const SELECTED_KEY: &str = "pocket-arbiter:selected";
const BACKUPS_KEY: &str = "pocket-arbiter:backups";
const LANGUAGE_KEY: &str = "pocket-arbiter:language";
/// The key of the import journal (see [`journal`]).
pub const JOURNAL_KEY: &str = "pocket-arbiter:journal";

/// The storage key of tournament `id`.
pub fn tournament_key(id: &str) -> String {
    format!("{TOURNAMENT_PREFIX}{id}")
}

/// Stored data that could not be read. It is left as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The storage key, untouched.
    pub key: String,
    pub error: DecodeError,
}

/// Why a change could not be saved. The store is as it was before (or, for
/// [`StoreError::Deleted`] and [`StoreError::ChangedElsewhere`], as another
/// tab left it: this tab has just read it again).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StoreError {
    #[error(transparent)]
    Storage(#[from] KvError),
    #[error("no tournament with id {0}")]
    NotFound(String),
    /// Deleted in another tab since this tab last read it.
    #[error("tournament {0} was deleted in another tab")]
    Deleted(String),
    /// Changed in another tab since this tab showed it: the action (a
    /// deletion) was asked on an older state and needs a new look.
    #[error("tournament {0} was changed in another tab")]
    ChangedElsewhere(String),
    /// The tournaments changed since the import was previewed.
    #[error("the tournaments changed since the import was previewed")]
    StaleImport,
    /// What is stored under the tournament's key can no longer be read (a
    /// newer app wrote it in another tab); it is left untouched.
    #[error("tournament {id}: {error}")]
    Unreadable { id: String, error: DecodeError },
    #[error("cannot encode: {0}")]
    Encode(String),
    #[error(transparent)]
    Backup(#[from] BackupError),
}

/// Why a change to one tournament was not kept.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditError<E> {
    /// The change does not apply to the tournament as stored. `reloaded`:
    /// another tab had saved changes this tab had not seen, so the change
    /// was tried on the newer tournament and refused there.
    Refused { error: E, reloaded: bool },
    /// The store could not read or save.
    Store(StoreError),
}

impl<E> From<StoreError> for EditError<E> {
    fn from(e: StoreError) -> EditError<E> {
        EditError::Store(e)
    }
}

impl<E> From<KvError> for EditError<E> {
    fn from(e: KvError) -> EditError<E> {
        EditError::Store(e.into())
    }
}

/// A change saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Saved<R> {
    /// What the change returned.
    pub value: R,
    /// Another tab had saved changes this tab had not seen: the change was
    /// applied on top of them (they are kept).
    pub reloaded: bool,
}

/// When a tournament was last written to a backup file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct BackupRecord {
    /// Milliseconds since 1970.
    pub at: u64,
    /// The tournament's revision then.
    pub revision: u64,
    /// Its number of complete rounds then.
    pub rounds: u32,
}

/// What an import does with one tournament of the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ImportAction {
    /// Not here: added under its own id.
    Add,
    /// The same tournament is here already: nothing to do.
    Unchanged,
    /// Here, and the file holds a later revision: replaced only if asked.
    Replace {
        stored_revision: u64,
        incoming_revision: u64,
    },
    /// Here, and what is stored is as recent or more: kept, never replaced.
    KeepStored {
        stored_revision: u64,
        incoming_revision: u64,
    },
    /// Its id is used by another tournament: added under a new id.
    Copy,
}

/// One tournament of a backup file and what importing does with it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportItem {
    pub envelope: Envelope,
    pub action: ImportAction,
}

/// What importing a file would change, shown before anything is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ImportPlan {
    pub items: Vec<ImportItem>,
}

impl ImportPlan {
    /// True when the import would add or replace something.
    pub fn changes_anything(&self) -> bool {
        self.items.iter().any(|i| {
            matches!(
                i.action,
                ImportAction::Add | ImportAction::Copy | ImportAction::Replace { .. }
            )
        })
    }

    /// True when some stored tournament is older than the file's.
    pub fn would_replace(&self) -> bool {
        self.items
            .iter()
            .any(|i| matches!(i.action, ImportAction::Replace { .. }))
    }
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ImportReport {
    /// Names of the tournaments added.
    pub added: Vec<String>,
    /// Names of the tournaments replaced by the file's later revision.
    pub replaced: Vec<String>,
    /// Names of the tournaments kept as stored (newer here, or not asked to replace).
    pub kept: Vec<String>,
    /// Tournaments identical to one already here, not added twice.
    pub unchanged: usize,
}

/// All tournaments, in memory and in storage. Another tab may change the
/// storage at any time: [`Store::refresh`] reads it again, and every change
/// starts by reading the stored tournament it changes.
#[derive(Debug, Clone)]
pub struct Store<K> {
    kv: K,
    entries: Vec<Envelope>,
    /// The stored text of each entry as last read or written by this store:
    /// a different text under the key means another tab saved.
    known: BTreeMap<String, String>,
    problems: Vec<Problem>,
    selected: Option<String>,
    backups: BTreeMap<String, BackupRecord>,
    /// Keys restored from an interrupted import's journal at open.
    recovered: Option<usize>,
    /// Set when the storage could not even be listed.
    unavailable: Option<KvError>,
    /// The undo history's step of the last save, until
    /// [`Store::write_undo`] writes it (the second of a save's two writes,
    /// see [`undo`]).
    pending: Option<PendingUndo>,
}

impl<K: KeyValue> Store<K> {
    /// Loads every tournament from `kv`, first rolling back an import that
    /// was interrupted. Never fails: what cannot be read is reported in
    /// [`Store::problems`] and [`Store::unavailable`].
    pub fn open(kv: K) -> Store<K> {
        let mut store = Store {
            kv,
            entries: Vec::new(),
            known: BTreeMap::new(),
            problems: Vec::new(),
            selected: None,
            backups: BTreeMap::new(),
            recovered: None,
            unavailable: None,
            pending: None,
        };
        match journal::recover(&mut store.kv) {
            Ok(n) => store.recovered = n,
            Err(e) => store.unavailable = Some(e),
        }
        store.refresh();
        store.selected = store
            .kv
            .get(SELECTED_KEY)
            .ok()
            .flatten()
            .filter(|id| store.get(id).is_some());
        store
    }

    /// Reads the storage again (another tab may have written). Entries whose
    /// stored text did not change are not decoded again. Returns true when
    /// anything this store shows changed.
    pub fn refresh(&mut self) -> bool {
        let keys = match self.kv.keys() {
            Ok(keys) => keys,
            Err(e) => {
                let changed = self.unavailable.as_ref() != Some(&e);
                self.unavailable = Some(e);
                return changed;
            }
        };
        let mut entries = Vec::new();
        let mut known = BTreeMap::new();
        let mut problems = Vec::new();
        for key in keys {
            let Some(id) = key.strip_prefix(TOURNAMENT_PREFIX) else {
                continue;
            };
            let text = match self.kv.get(&key) {
                Ok(Some(text)) => text,
                Ok(None) => continue,
                Err(e) => {
                    self.unavailable = Some(e);
                    continue;
                }
            };
            if self.known.get(id) == Some(&text) {
                if let Some(env) = self.get(id) {
                    entries.push(env.clone());
                    known.insert(id.to_owned(), text);
                    continue;
                }
            }
            match decode_at(id, &text) {
                Ok(env) => {
                    entries.push(env);
                    known.insert(id.to_owned(), text);
                }
                Err(error) => problems.push(Problem { key, error }),
            }
        }
        crate::sort::sort_by(&mut entries, |a, b| {
            (a.created, &a.id).cmp(&(b.created, &b.id))
        });
        crate::sort::sort_by(&mut problems, |a, b| a.key.cmp(&b.key));
        let backups = self.read_backups();
        let changed =
            entries != self.entries || problems != self.problems || backups != self.backups;
        self.entries = entries;
        self.known = known;
        self.problems = problems;
        self.backups = backups;
        if let Some(id) = &self.selected {
            if self.get(id).is_none() {
                self.selected = None;
            }
        }
        changed
    }

    fn read_backups(&self) -> BTreeMap<String, BackupRecord> {
        self.kv
            .get(BACKUPS_KEY)
            .ok()
            .flatten()
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    fn sort(&mut self) {
        crate::sort::sort_by(&mut self.entries, |a, b| {
            (a.created, &a.id).cmp(&(b.created, &b.id))
        });
    }

    /// The tournaments, oldest first.
    pub fn list(&self) -> &[Envelope] {
        &self.entries
    }

    /// One tournament by id.
    pub fn get(&self, id: &str) -> Option<&Envelope> {
        self.entries.iter().find(|e| e.id == id)
    }

    /// Stored values that could not be read.
    pub fn problems(&self) -> &[Problem] {
        &self.problems
    }

    /// Set when the storage could not be read at all at start.
    pub fn unavailable(&self) -> Option<&KvError> {
        self.unavailable.as_ref()
    }

    /// The number of keys put back as they were before an import that was
    /// interrupted (the page closed in the middle), if one was found at open.
    pub fn recovered(&self) -> Option<usize> {
        self.recovered
    }

    /// The open tournament, if any.
    pub fn selected(&self) -> Option<&Envelope> {
        self.selected.as_deref().and_then(|id| self.get(id))
    }

    /// The underlying storage (tests look at it).
    pub fn kv(&self) -> &K {
        &self.kv
    }

    /// The language the user chose last (its tag, `fr`), if any; the app
    /// checks it names a language it has.
    pub fn language(&self) -> Option<String> {
        self.kv.get(LANGUAGE_KEY).ok().flatten()
    }

    /// Remembers the user's language (its tag). Best effort, like
    /// [`Store::select`]: a storage failure loses only the choice.
    pub fn set_language(&mut self, tag: &str) {
        let _ = self.kv.set(LANGUAGE_KEY, tag);
    }

    /// Opens tournament `id` (or none). Remembering the choice across
    /// restarts is best effort: a storage failure loses only the choice.
    pub fn select(&mut self, id: Option<&str>) -> Result<(), StoreError> {
        if let Some(id) = id {
            if self.get(id).is_none() {
                return Err(StoreError::NotFound(id.to_owned()));
            }
        }
        self.selected = id.map(str::to_owned);
        let _ = match id {
            Some(id) => self.kv.set(SELECTED_KEY, id),
            None => self.kv.remove(SELECTED_KEY),
        };
        Ok(())
    }

    /// An id not used by any key, readable or not, nor by `pending`
    /// (written during this import), derived from `now`.
    fn fresh_id(&self, now: u64, pending: &[Envelope]) -> Result<String, StoreError> {
        let base = format!("{now:x}");
        for n in 1..1000u32 {
            let id = if n == 1 {
                base.clone()
            } else {
                format!("{base}-{n}")
            };
            if !pending.iter().any(|e| e.id == id) && self.kv.get(&tournament_key(&id))?.is_none() {
                return Ok(id);
            }
        }
        Err(StoreError::Encode("no free id".into()))
    }

    fn write(&mut self, env: &Envelope) -> Result<(), StoreError> {
        let text = encode(env)?;
        self.kv.set(&tournament_key(&env.id), &text)?;
        self.known.insert(env.id.clone(), text);
        Ok(())
    }

    /// Reads tournament `id` as stored now and compares it with what this
    /// store last read or wrote. Gives its index and whether it was behind
    /// (then the entry now holds the stored tournament).
    fn sync(&mut self, id: &str) -> Result<(usize, bool), StoreError> {
        let i = self
            .entries
            .iter()
            .position(|e| e.id == id)
            .ok_or_else(|| StoreError::NotFound(id.to_owned()))?;
        let key = tournament_key(id);
        let Some(text) = self.kv.get(&key)? else {
            self.forget(id);
            return Err(StoreError::Deleted(id.to_owned()));
        };
        if self.known.get(id) == Some(&text) {
            return Ok((i, false));
        }
        match decode_at(id, &text) {
            Ok(env) => {
                self.entries[i] = env;
                self.known.insert(id.to_owned(), text);
                Ok((i, true))
            }
            Err(error) => {
                self.forget(id);
                self.problems.push(Problem {
                    key,
                    error: error.clone(),
                });
                crate::sort::sort_by(&mut self.problems, |a, b| a.key.cmp(&b.key));
                Err(StoreError::Unreadable {
                    id: id.to_owned(),
                    error,
                })
            }
        }
    }

    /// Drops tournament `id` from memory (it is no longer stored readably).
    fn forget(&mut self, id: &str) {
        self.entries.retain(|e| e.id != id);
        self.known.remove(id);
        if self.selected.as_deref() == Some(id) {
            self.selected = None;
        }
    }

    /// Saves a new tournament (revision 1) and returns its id.
    pub fn create(&mut self, tournament: Tournament, now: u64) -> Result<String, StoreError> {
        let env = Envelope {
            schema: SCHEMA,
            id: self.fresh_id(now, &[])?,
            created: now,
            revision: 1,
            tournament,
            log: Vec::new(),
        };
        self.write(&env)?;
        let id = env.id.clone();
        self.entries.push(env);
        self.sort();
        Ok(id)
    }

    /// Changes tournament `id` with `change` and saves it, read–compare–
    /// write: the tournament is read from storage first and, if another tab
    /// saved it since this store last read it, `change` runs on that newer
    /// tournament (so no save of another tab is ever overwritten). A change
    /// that refuses (`Err`) or changes nothing writes nothing; a saved
    /// change bumps the revision by one and adds an entry to the audit log
    /// ([`crate::model::audit`]) with what changed, stamped `now`
    /// (milliseconds since 1970).
    pub fn edit<R, E>(
        &mut self,
        id: &str,
        now: u64,
        change: impl FnOnce(&mut Tournament) -> Result<R, E>,
    ) -> Result<Saved<R>, EditError<E>> {
        let (i, reloaded) = self.sync(id)?;
        let mut env = self.entries[i].clone();
        let value =
            change(&mut env.tournament).map_err(|error| EditError::Refused { error, reloaded })?;
        if env.tournament != self.entries[i].tournament {
            self.save(i, env, now, None)?;
        }
        Ok(Saved { value, reloaded })
    }

    /// Writes `env` (a changed tournament at index `i`) as the next
    /// revision with its audit-log entry; the state before goes to the undo
    /// history ([`undo`]) — or, for an undo (`undo_of`), the step undone
    /// goes and the one below is relabelled — in a later write.
    ///
    /// The order (see [`undo`]'s module): first the history's step of the
    /// save before, if still pending (the steps stay in order); then the
    /// tournament, the save itself: if it fails, nothing has changed, in
    /// storage or in memory, and the caller shows no change; only then is
    /// the new state in memory, and its history's step pending, written by
    /// [`Store::write_undo`] (in a later task of the page: a big event's
    /// history costs as much again as its save).
    fn save(
        &mut self,
        i: usize,
        mut env: Envelope,
        now: u64,
        undo_of: Option<u64>,
    ) -> Result<(), StoreError> {
        self.write_undo();
        let changes = audit::changes(&self.entries[i].tournament, &env.tournament);
        env.revision += 1;
        env.schema = SCHEMA;
        env.log.push(LogEntry {
            at: now,
            revision: env.revision,
            changes: changes.clone(),
            undo_of,
        });
        self.write(&env)?;
        let (id, revision) = (env.id.clone(), env.revision);
        let before = std::mem::replace(&mut self.entries[i], env).tournament;
        self.pending = Some(PendingUndo {
            id,
            revision,
            what: match undo_of {
                None => undo::Pending::Push {
                    at: now,
                    changes,
                    before: Box::new(before),
                },
                Some(undone) => undo::Pending::Undone { undone },
            },
        });
        Ok(())
    }

    /// Writes the undo history's step of the last save, if it is still
    /// pending (see [`Store::save`]); the page calls it in the task after
    /// the save, and the store before any other save, undo, deletion or
    /// import. Best effort: a history that cannot be written is removed
    /// (the tournament as saved stands, with nothing to undo), and one that
    /// another tab wrote for a later revision is left as it is. False when
    /// the stored history is not what [`Store::undo_steps`] listed with the
    /// step pending (the step, or older steps, could not be kept): the page
    /// then draws its list again.
    pub fn write_undo(&mut self) -> bool {
        let Some(pending) = self.pending.take() else {
            return true;
        };
        let key = undo::undo_key(&pending.id);
        let mut stack = UndoStack::decode(self.kv.get(&key).ok().flatten().as_deref());
        if !pending.apply(&mut stack) {
            return false;
        }
        let steps = stack.steps.len();
        match stack.encode() {
            Some(text) => {
                if self.kv.set(&key, &text).is_ok() {
                    return stack.steps.len() == steps;
                }
                let _ = self.kv.remove(&key);
                false
            }
            None => self.kv.remove(&key).is_ok() && steps == 0,
        }
    }

    /// The saves of tournament `id` that can be undone now, newest first
    /// (as stored now: another tab's saves count).
    /// The step of a save not yet written ([`Store::write_undo`]) is
    /// listed as if it were. Read without building the tournaments kept.
    pub fn undo_steps(&self, id: &str) -> Vec<StepSummary> {
        let Some(env) = self.get(id) else {
            return Vec::new();
        };
        let mut steps = undo::summaries(self.kv.get(&undo::undo_key(id)).ok().flatten().as_deref());
        if let Some(p) = self.pending.as_ref().filter(|p| p.id == id) {
            p.apply_to_summaries(&mut steps);
        }
        undo::usable_summaries(&steps, env.revision)
    }

    /// Undoes the last save of tournament `id`: the tournament is put back
    /// as it was before it, saved as a new revision (read–compare–write as
    /// [`Store::edit`]) whose log entry says which revision it undid.
    /// Gives the revision undone.
    pub fn undo(&mut self, id: &str, now: u64) -> Result<Saved<u64>, EditError<UndoError>> {
        self.write_undo();
        let (i, reloaded) = self.sync(id)?;
        let revision = self.entries[i].revision;
        let stack = UndoStack::decode(self.kv.get(&undo::undo_key(id))?.as_deref());
        let Some((step, before)) = stack
            .usable(revision)
            .first()
            .and_then(|s| Some((s.after_revision, s.before.tournament().ok()?)))
        else {
            return Err(EditError::Refused {
                error: UndoError::NothingToUndo,
                reloaded,
            });
        };
        let mut env = self.entries[i].clone();
        env.tournament = before;
        self.save(i, env, now, Some(step))?;
        Ok(Saved {
            value: step,
            reloaded,
        })
    }

    /// [`Store::edit`] for a change that cannot refuse. Gives whether
    /// another tab had saved first (its changes are kept).
    pub fn update(
        &mut self,
        id: &str,
        now: u64,
        change: impl FnOnce(&mut Tournament),
    ) -> Result<bool, StoreError> {
        match self.edit(id, now, |t| {
            change(t);
            Ok::<(), std::convert::Infallible>(())
        }) {
            Ok(saved) => Ok(saved.reloaded),
            Err(EditError::Store(e)) => Err(e),
            Err(EditError::Refused { error, .. }) => match error {},
        }
    }

    /// Deletes tournament `id`, as this tab shows it: if another tab changed
    /// it since, nothing is deleted ([`StoreError::ChangedElsewhere`]; this
    /// tab now shows the newer tournament, to be confirmed again).
    pub fn delete(&mut self, id: &str) -> Result<(), StoreError> {
        self.write_undo();
        match self.sync(id) {
            Ok((_, false)) => {}
            Ok((_, true)) => return Err(StoreError::ChangedElsewhere(id.to_owned())),
            // Already gone: what was asked is done.
            Err(StoreError::Deleted(_)) => return Ok(()),
            Err(e) => return Err(e),
        }
        self.kv.remove(&tournament_key(id))?;
        let _ = self.kv.remove(&undo::undo_key(id));
        self.forget(id);
        if self.kv.get(SELECTED_KEY).ok().flatten().as_deref() == Some(id) {
            let _ = self.kv.remove(SELECTED_KEY);
        }
        Ok(())
    }

    /// The raw stored text of a problem key, to save it before discarding.
    pub fn raw(&self, key: &str) -> Option<String> {
        self.kv.get(key).ok().flatten()
    }

    /// Removes an unreadable stored value (the user confirmed).
    pub fn discard(&mut self, key: &str) -> Result<(), StoreError> {
        if !self.problems.iter().any(|p| p.key == key) {
            return Err(StoreError::NotFound(key.to_owned()));
        }
        self.kv.remove(key)?;
        self.problems.retain(|p| p.key != key);
        Ok(())
    }

    /// A backup of every readable tournament, as stored now.
    pub fn export_all(&mut self, now: u64) -> Result<String, StoreError> {
        self.refresh();
        let all: Vec<&Envelope> = self.entries.iter().collect();
        backup::write(&all, now).map_err(StoreError::Encode)
    }

    /// A backup of one tournament, as stored now.
    pub fn export_one(&mut self, id: &str, now: u64) -> Result<String, StoreError> {
        let (i, _) = self.sync(id)?;
        backup::write(&[&self.entries[i]], now).map_err(StoreError::Encode)
    }

    /// Notes that tournaments `ids` were just written to a backup file (the
    /// file was handed to the browser at `now`). Other tabs' notes are kept.
    pub fn record_backup(&mut self, ids: &[String], now: u64) -> Result<(), StoreError> {
        let mut backups = self.read_backups();
        backups.retain(|id, _| self.entries.iter().any(|e| &e.id == id));
        for env in self.entries.iter().filter(|e| ids.contains(&e.id)) {
            let rounds = u32::try_from(env.tournament.complete_rounds().len()).unwrap_or(u32::MAX);
            backups.insert(
                env.id.clone(),
                BackupRecord {
                    at: now,
                    revision: env.revision,
                    rounds,
                },
            );
        }
        let text =
            serde_json::to_string(&backups).map_err(|e| StoreError::Encode(e.to_string()))?;
        self.kv.set(BACKUPS_KEY, &text)?;
        self.backups = backups;
        Ok(())
    }

    /// When tournament `id` was last backed up, if ever.
    pub fn last_backup(&self, id: &str) -> Option<&BackupRecord> {
        self.backups.get(id)
    }

    /// The last complete round of tournament `id` when no backup holds it
    /// (the last backup is older than that round): time to back up.
    pub fn backup_due(&self, id: &str) -> Option<u32> {
        let env = self.get(id)?;
        let complete = env.tournament.complete_rounds();
        let last = *complete.last()?;
        let covered = self.backups.get(id).map_or(0, |b| b.rounds);
        (complete.len() > covered as usize).then_some(last)
    }

    /// What importing backup `text` would do, tournament by tournament,
    /// against what is stored now. Nothing is written.
    pub fn plan_import(&mut self, text: &str) -> Result<ImportPlan, StoreError> {
        let incoming = backup::read(text)?;
        self.refresh();
        Ok(self.plan(incoming))
    }

    fn plan(&self, incoming: Vec<Envelope>) -> ImportPlan {
        let mut items: Vec<ImportItem> = Vec::new();
        for env in incoming {
            let planned = items
                .iter()
                .filter(|i| i.action != ImportAction::Unchanged)
                .map(|i| &i.envelope);
            let same = self
                .entries
                .iter()
                .chain(planned)
                .any(|e| e.tournament == env.tournament && e.created == env.created);
            let id_in_file_twice = items.iter().any(|i| i.envelope.id == env.id);
            let stored_key = self
                .problems
                .iter()
                .any(|p| p.key == tournament_key(&env.id));
            let action = if same {
                ImportAction::Unchanged
            } else if env.id.is_empty() || id_in_file_twice || stored_key {
                ImportAction::Copy
            } else {
                match self.get(&env.id) {
                    None => ImportAction::Add,
                    Some(stored) if stored.created != env.created => ImportAction::Copy,
                    Some(stored) if env.revision > stored.revision => ImportAction::Replace {
                        stored_revision: stored.revision,
                        incoming_revision: env.revision,
                    },
                    Some(stored) => ImportAction::KeepStored {
                        stored_revision: stored.revision,
                        incoming_revision: env.revision,
                    },
                }
            };
            items.push(ImportItem {
                envelope: env,
                action,
            });
        }
        ImportPlan { items }
    }

    /// Carries out `plan` (from [`Store::plan_import`]) all or nothing: the
    /// writes are journaled, so a failure or a page closed half-way leaves
    /// every tournament as before. Stored tournaments older than the file's
    /// are replaced only when `replace` is true. If the storage changed since
    /// the plan was made, nothing is written ([`StoreError::StaleImport`]).
    pub fn apply_import(
        &mut self,
        plan: &ImportPlan,
        replace: bool,
        now: u64,
    ) -> Result<ImportReport, StoreError> {
        self.write_undo();
        self.refresh();
        let again = self.plan(plan.items.iter().map(|i| i.envelope.clone()).collect());
        if &again != plan {
            return Err(StoreError::StaleImport);
        }
        let mut report = ImportReport::default();
        let mut written: Vec<Envelope> = Vec::new();
        for item in &plan.items {
            let mut env = item.envelope.clone();
            let name = env.tournament.info.name.clone();
            match item.action {
                ImportAction::Unchanged => {
                    report.unchanged += 1;
                    continue;
                }
                ImportAction::KeepStored { .. } => {
                    report.kept.push(name);
                    continue;
                }
                ImportAction::Replace { .. } if !replace => {
                    report.kept.push(name);
                    continue;
                }
                ImportAction::Replace { .. } => report.replaced.push(name),
                ImportAction::Add => report.added.push(name),
                ImportAction::Copy => {
                    env.id = self.fresh_id(now, &written)?;
                    report.added.push(name);
                }
            }
            env.schema = SCHEMA;
            env.revision = env.revision.max(1);
            written.push(env);
        }
        let mut writes = Vec::with_capacity(written.len());
        for env in &written {
            writes.push((tournament_key(&env.id), encode(env)?));
        }
        journal::write_all(&mut self.kv, now, &writes)?;
        // A replaced tournament's undo history describes other states.
        for env in &written {
            if self.get(&env.id).is_some() {
                let _ = self.kv.remove(&undo::undo_key(&env.id));
            }
        }
        for (env, (_, text)) in written.into_iter().zip(writes) {
            self.known.insert(env.id.clone(), text);
            match self.entries.iter_mut().find(|e| e.id == env.id) {
                Some(e) => *e = env,
                None => self.entries.push(env),
            }
        }
        self.sort();
        Ok(report)
    }

    /// Imports a backup without a preview: all of it or nothing; nothing
    /// stored is replaced (a later revision in the file is reported as kept).
    pub fn import(&mut self, text: &str, now: u64) -> Result<ImportReport, StoreError> {
        let plan = self.plan_import(text)?;
        self.apply_import(&plan, false, now)
    }
}

/// The stored text of `env`, in the current schema.
fn encode(env: &Envelope) -> Result<String, StoreError> {
    schema::encode(
        &env.id,
        env.created,
        env.revision,
        &env.tournament,
        &env.log,
    )
    .map_err(StoreError::Encode)
}

/// Decodes the value stored under tournament `id`'s key, checking that it
/// names the same id.
fn decode_at(id: &str, text: &str) -> Result<Envelope, DecodeError> {
    let env = schema::decode(text)?;
    if env.id != id {
        return Err(DecodeError::Inconsistent(schema::Inconsistency::OtherId {
            key: id.to_owned(),
            data: env.id,
        }));
    }
    Ok(env)
}

#[cfg(test)]
mod soak;
#[cfg(test)]
mod tests;
