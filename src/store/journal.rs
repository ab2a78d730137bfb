//! All-or-nothing writes of several keys (an import), over a storage that
//! writes one key at a time and may stop at any point (the page closed,
//! the tab killed, the storage full).
//!
//! Before the first write, the old value of every key to be written is
//! saved under [`super::JOURNAL_KEY`]; the journal is removed after the
//! last write. A failed write rolls back at once; a journal found when the
//! store opens means the page died in the middle: it is rolled back then.
//!
//! Limit: `localStorage` has no lock between tabs. A tab that opens during
//! the few milliseconds another tab spends writing an import would roll
//! that import back (the importing tab then reports nothing wrong but its
//! tournaments are as before the import); the window is one synchronous
//! task of the other tab.

use super::kv::{KeyValue, KvError};
use super::JOURNAL_KEY;
use serde::{Deserialize, Serialize};

/// What a multi-key write is about to replace.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Journal {
    /// When the write started (milliseconds since 1970).
    pub started: u64,
    /// Each key to be written with its value before (`None`: absent).
    pub before: Vec<(String, Option<String>)>,
}

/// Writes every `(key, value)` of `writes`, all or none.
pub fn write_all<K: KeyValue>(
    kv: &mut K,
    now: u64,
    writes: &[(String, String)],
) -> Result<(), KvError> {
    if writes.is_empty() {
        return Ok(());
    }
    let mut before = Vec::with_capacity(writes.len());
    for (key, _) in writes {
        before.push((key.clone(), kv.get(key)?));
    }
    let journal = Journal {
        started: now,
        before,
    };
    let text = serde_json::to_string(&journal).map_err(|e| KvError::Unavailable(e.to_string()))?;
    // Nothing is written yet: a refusal here changes nothing.
    kv.set(JOURNAL_KEY, &text)?;
    for (key, value) in writes {
        if let Err(e) = kv.set(key, value) {
            let _ = roll_back(kv, &journal);
            return Err(e);
        }
    }
    if let Err(e) = kv.remove(JOURNAL_KEY) {
        let _ = roll_back(kv, &journal);
        return Err(e);
    }
    Ok(())
}

/// Puts back every key of `journal`, then removes it. Gives the number of keys.
fn roll_back<K: KeyValue>(kv: &mut K, journal: &Journal) -> Result<usize, KvError> {
    // Removals first: they free the room the restored values need.
    for (key, old) in &journal.before {
        if old.is_none() {
            kv.remove(key)?;
        }
    }
    for (key, old) in &journal.before {
        if let Some(old) = old {
            kv.set(key, old)?;
        }
    }
    kv.remove(JOURNAL_KEY)?;
    Ok(journal.before.len())
}

/// Rolls back a write interrupted before its end, if its journal is here.
/// Gives the number of keys put back. A journal that cannot be read is
/// left in place (and nothing is changed).
pub fn recover<K: KeyValue>(kv: &mut K) -> Result<Option<usize>, KvError> {
    let Some(text) = kv.get(JOURNAL_KEY)? else {
        return Ok(None);
    };
    match serde_json::from_str::<Journal>(&text) {
        Ok(journal) => roll_back(kv, &journal).map(Some),
        Err(_) => Ok(None),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::kv::MemoryKv;

    fn writes() -> Vec<(String, String)> {
        vec![
            ("a".into(), "new a".into()),
            ("b".into(), "new b".into()),
            ("c".into(), "new c".into()),
        ]
    }

    fn before() -> MemoryKv {
        let mut kv = MemoryKv::new();
        kv.put_raw("a", "old a");
        kv.put_raw("x", "other");
        kv
    }

    #[test]
    fn writes_everything_and_leaves_no_journal() {
        let mut kv = before();
        write_all(&mut kv, 1, &writes()).unwrap();
        assert_eq!(kv.raw("a"), Some("new a"));
        assert_eq!(kv.raw("c"), Some("new c"));
        assert_eq!(kv.raw(JOURNAL_KEY), None);
    }

    #[test]
    fn a_failed_write_rolls_back() {
        let mut kv = before();
        kv.quota = Some(kv.used() + 200);
        let mut big = writes();
        big[2].1 = "x".repeat(500);
        assert_eq!(write_all(&mut kv, 1, &big), Err(KvError::QuotaExceeded));
        let mut expected = before().keys().unwrap();
        expected.sort();
        assert_eq!(kv.keys().unwrap(), expected);
        assert_eq!(kv.raw("a"), Some("old a"));
    }

    #[test]
    fn a_page_that_dies_at_any_write_is_rolled_back_at_open() {
        // The journal, three keys, the journal's removal: die before each.
        for allowed in 0..5 {
            let mut kv = before();
            kv.sets_left = Some(allowed);
            let result = write_all(&mut kv, 1, &writes());
            kv.sets_left = None;
            recover(&mut kv).unwrap();
            if result.is_ok() {
                assert_eq!(kv.raw("b"), Some("new b"), "{allowed}");
            } else {
                assert_eq!(kv.raw("a"), Some("old a"), "{allowed}");
                assert_eq!(kv.raw("b"), None, "{allowed}");
                assert_eq!(kv.raw("c"), None, "{allowed}");
            }
            assert_eq!(kv.raw("x"), Some("other"));
            assert_eq!(kv.raw(JOURNAL_KEY), None, "{allowed}");
        }
    }
}
