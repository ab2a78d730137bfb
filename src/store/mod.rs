//! The tournament store: every tournament of the app, kept in a key-value
//! storage (the browser's `localStorage`), saved on every change.
//!
//! Pure Rust over the [`KeyValue`] trait, so that it is tested natively with
//! [`MemoryKv`] and in the browser with [`browser::LocalStorageKv`].
//!
//! Keys (all under [`PREFIX`], other keys of the origin are ignored):
//! - `pocket-arbiter:t:<id>`: one tournament, a [`schema::Envelope`];
//! - `pocket-arbiter:selected`: the id of the open tournament.
//!
//! The list of tournaments is the set of `t:` keys: there is no separate
//! index that could disagree with them.
//!
//! Data is never lost:
//! - a stored value that cannot be read (corrupt, or from a newer app) stays
//!   untouched under its key, is listed in [`Store::problems`], and its id is
//!   never reused; only an explicit [`Store::discard`] removes it;
//! - a failed write (storage full) changes nothing, in storage or in memory;
//! - an import is checked whole before anything is written, and undone if a
//!   write fails half-way.

pub mod backup;
#[cfg(target_arch = "wasm32")]
pub mod browser;
pub mod kv;
pub mod new;
pub mod schema;

pub use backup::BackupError;
pub use kv::{KeyValue, KvError, MemoryKv};
pub use new::{NewTournament, NewTournamentError};
pub use schema::{DecodeError, Envelope, SCHEMA};

use crate::model::Tournament;
use thiserror::Error;

/// The prefix of every key the app owns.
pub const PREFIX: &str = "pocket-arbiter:";
const TOURNAMENT_PREFIX: &str = "pocket-arbiter:t:";
const SELECTED_KEY: &str = "pocket-arbiter:selected";

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

/// Why a change could not be saved. The store is as it was before.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum StoreError {
    #[error(transparent)]
    Storage(#[from] KvError),
    #[error("no tournament with id {0}")]
    NotFound(String),
    #[error("cannot encode: {0}")]
    Encode(String),
    #[error(transparent)]
    Backup(#[from] BackupError),
}

/// What an import did.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ImportReport {
    /// Names of the tournaments added.
    pub added: Vec<String>,
    /// Tournaments identical to one already here, not added twice.
    pub unchanged: usize,
}

/// All tournaments, in memory and in storage, always in step.
#[derive(Debug, Clone)]
pub struct Store<K> {
    kv: K,
    entries: Vec<Envelope>,
    problems: Vec<Problem>,
    selected: Option<String>,
    /// Set when the storage could not even be listed.
    unavailable: Option<KvError>,
}

impl<K: KeyValue> Store<K> {
    /// Loads every tournament from `kv`. Never fails: what cannot be read is
    /// reported in [`Store::problems`] and [`Store::unavailable`].
    pub fn open(kv: K) -> Store<K> {
        let mut store = Store {
            kv,
            entries: Vec::new(),
            problems: Vec::new(),
            selected: None,
            unavailable: None,
        };
        let keys = match store.kv.keys() {
            Ok(keys) => keys,
            Err(e) => {
                store.unavailable = Some(e);
                return store;
            }
        };
        for key in keys {
            let Some(id) = key.strip_prefix(TOURNAMENT_PREFIX) else {
                continue;
            };
            let text = match store.kv.get(&key) {
                Ok(Some(text)) => text,
                Ok(None) => continue,
                Err(e) => {
                    store.unavailable = Some(e);
                    continue;
                }
            };
            match schema::decode(&text) {
                Ok(env) if env.id == id => store.entries.push(env),
                Ok(env) => store.problems.push(Problem {
                    key: key.clone(),
                    error: DecodeError::Inconsistent(format!(
                        "the key names id {id} but the data holds id {}",
                        env.id
                    )),
                }),
                Err(error) => store.problems.push(Problem { key, error }),
            }
        }
        store.sort();
        store.problems.sort_by(|a, b| a.key.cmp(&b.key));
        store.selected = store
            .kv
            .get(SELECTED_KEY)
            .ok()
            .flatten()
            .filter(|id| store.get(id).is_some());
        store
    }

    fn sort(&mut self) {
        self.entries
            .sort_by(|a, b| (a.created, &a.id).cmp(&(b.created, &b.id)));
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

    /// The open tournament, if any.
    pub fn selected(&self) -> Option<&Envelope> {
        self.selected.as_deref().and_then(|id| self.get(id))
    }

    /// The underlying storage (tests look at it).
    pub fn kv(&self) -> &K {
        &self.kv
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
        let text =
            schema::encode(&env.id, env.created, &env.tournament).map_err(StoreError::Encode)?;
        self.kv.set(&tournament_key(&env.id), &text)?;
        Ok(())
    }

    /// Saves a new tournament and returns its id.
    pub fn create(&mut self, tournament: Tournament, now: u64) -> Result<String, StoreError> {
        let env = Envelope {
            schema: SCHEMA,
            id: self.fresh_id(now, &[])?,
            created: now,
            tournament,
        };
        self.write(&env)?;
        let id = env.id.clone();
        self.entries.push(env);
        self.sort();
        Ok(id)
    }

    /// Changes tournament `id` with `change` and saves it; if the save
    /// fails, the tournament stays as it was.
    pub fn update(
        &mut self,
        id: &str,
        change: impl FnOnce(&mut Tournament),
    ) -> Result<(), StoreError> {
        let i = self
            .entries
            .iter()
            .position(|e| e.id == id)
            .ok_or_else(|| StoreError::NotFound(id.to_owned()))?;
        let mut env = self.entries[i].clone();
        change(&mut env.tournament);
        self.write(&env)?;
        self.entries[i] = env;
        Ok(())
    }

    /// Deletes tournament `id`.
    pub fn delete(&mut self, id: &str) -> Result<(), StoreError> {
        if self.get(id).is_none() {
            return Err(StoreError::NotFound(id.to_owned()));
        }
        self.kv.remove(&tournament_key(id))?;
        self.entries.retain(|e| e.id != id);
        if self.selected.as_deref() == Some(id) {
            self.selected = None;
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

    /// A backup of every readable tournament.
    pub fn export_all(&self, now: u64) -> Result<String, StoreError> {
        let all: Vec<&Envelope> = self.entries.iter().collect();
        backup::write(&all, now).map_err(StoreError::Encode)
    }

    /// A backup of one tournament.
    pub fn export_one(&self, id: &str, now: u64) -> Result<String, StoreError> {
        let env = self
            .get(id)
            .ok_or_else(|| StoreError::NotFound(id.to_owned()))?;
        backup::write(&[env], now).map_err(StoreError::Encode)
    }

    /// Imports a backup: all of it, or nothing. A tournament identical to
    /// one already here is skipped; one whose id is taken by a different
    /// tournament is added under a new id (nothing is overwritten).
    pub fn import(&mut self, text: &str, now: u64) -> Result<ImportReport, StoreError> {
        let incoming = backup::read(text)?;
        let mut report = ImportReport::default();
        let mut written: Vec<Envelope> = Vec::new();
        for mut env in incoming {
            let same = self
                .entries
                .iter()
                .chain(&written)
                .any(|e| e.tournament == env.tournament && e.created == env.created);
            if same {
                report.unchanged += 1;
                continue;
            }
            let taken = written.iter().any(|e| e.id == env.id)
                || self.kv.get(&tournament_key(&env.id))?.is_some()
                || env.id.is_empty();
            if taken {
                env.id = self.fresh_id(now, &written)?;
            }
            env.schema = SCHEMA;
            if let Err(e) = self.write(&env) {
                for w in &written {
                    // Undo: these keys did not exist before the import.
                    let _ = self.kv.remove(&tournament_key(&w.id));
                }
                return Err(e);
            }
            report.added.push(env.tournament.info.name.clone());
            written.push(env);
        }
        self.entries.extend(written);
        self.sort();
        Ok(report)
    }
}

#[cfg(test)]
mod tests;
