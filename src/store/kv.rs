//! The storage the store writes to, as a small trait: the browser's
//! `localStorage` in the app, an in-memory map in tests.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::rc::Rc;
use thiserror::Error;

/// Why a key-value operation failed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum KvError {
    /// The storage is full (the browser's `QuotaExceededError`). Nothing was written.
    #[error("storage is full")]
    QuotaExceeded,
    /// The storage cannot be used at all (disabled, private mode, …).
    #[error("storage unavailable: {0}")]
    Unavailable(String),
}

/// A string-to-string store, the shape of the Web Storage API.
///
/// A failed `set` must leave the previous value of the key in place, as
/// `localStorage.setItem` does.
pub trait KeyValue {
    /// The value stored under `key`, if any.
    fn get(&self, key: &str) -> Result<Option<String>, KvError>;
    /// Stores `value` under `key`, replacing what was there.
    fn set(&mut self, key: &str, value: &str) -> Result<(), KvError>;
    /// Removes `key` (no error if it was absent).
    fn remove(&mut self, key: &str) -> Result<(), KvError>;
    /// Every key, in no particular order.
    fn keys(&self) -> Result<Vec<String>, KvError>;
}

/// An in-memory [`KeyValue`] that can simulate a full or unusable storage.
#[derive(Debug, Clone, Default)]
pub struct MemoryKv {
    map: BTreeMap<String, String>,
    /// Total size (bytes of keys and values) beyond which `set` fails with
    /// [`KvError::QuotaExceeded`]; `None` is unlimited.
    pub quota: Option<usize>,
    /// When set, every operation fails with [`KvError::Unavailable`].
    pub unavailable: Option<String>,
    /// When set, the number of `set`/`remove` calls that still succeed; after
    /// them every write fails, as when the page dies (tests of interruption).
    pub sets_left: Option<usize>,
}

impl MemoryKv {
    /// An empty, unlimited storage.
    pub fn new() -> MemoryKv {
        MemoryKv::default()
    }

    /// Bytes used by keys and values.
    pub fn used(&self) -> usize {
        self.map.iter().map(|(k, v)| k.len() + v.len()).sum()
    }

    /// Direct access for tests: the raw value of `key`.
    pub fn raw(&self, key: &str) -> Option<&str> {
        self.map.get(key).map(String::as_str)
    }

    /// Direct access for tests: writes `value` ignoring quota and failures.
    pub fn put_raw(&mut self, key: &str, value: &str) {
        self.map.insert(key.to_owned(), value.to_owned());
    }

    fn check(&self) -> Result<(), KvError> {
        match &self.unavailable {
            Some(why) => Err(KvError::Unavailable(why.clone())),
            None => Ok(()),
        }
    }

    fn check_write(&mut self) -> Result<(), KvError> {
        self.check()?;
        match &mut self.sets_left {
            Some(0) => Err(KvError::Unavailable("the page stopped".into())),
            Some(n) => {
                *n -= 1;
                Ok(())
            }
            None => Ok(()),
        }
    }
}

/// One [`MemoryKv`] shared by several stores, as the tabs of one browser
/// share its `localStorage` (tests of several tabs).
#[derive(Debug, Clone, Default)]
pub struct SharedKv(Rc<RefCell<MemoryKv>>);

impl SharedKv {
    pub fn new() -> SharedKv {
        SharedKv::default()
    }

    /// Runs `f` on the shared storage.
    pub fn with<R>(&self, f: impl FnOnce(&mut MemoryKv) -> R) -> R {
        f(&mut self.0.borrow_mut())
    }
}

impl KeyValue for SharedKv {
    fn get(&self, key: &str) -> Result<Option<String>, KvError> {
        self.0.borrow().get(key)
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), KvError> {
        self.0.borrow_mut().set(key, value)
    }

    fn remove(&mut self, key: &str) -> Result<(), KvError> {
        self.0.borrow_mut().remove(key)
    }

    fn keys(&self) -> Result<Vec<String>, KvError> {
        self.0.borrow().keys()
    }
}

impl KeyValue for MemoryKv {
    fn get(&self, key: &str) -> Result<Option<String>, KvError> {
        self.check()?;
        Ok(self.map.get(key).cloned())
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), KvError> {
        self.check_write()?;
        if let Some(quota) = self.quota {
            let old = self.map.get(key).map_or(0, |v| key.len() + v.len());
            if self.used() - old + key.len() + value.len() > quota {
                return Err(KvError::QuotaExceeded);
            }
        }
        self.map.insert(key.to_owned(), value.to_owned());
        Ok(())
    }

    fn remove(&mut self, key: &str) -> Result<(), KvError> {
        self.check_write()?;
        self.map.remove(key);
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, KvError> {
        self.check()?;
        Ok(self.map.keys().cloned().collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quota_refuses_and_keeps_the_old_value() {
        let mut kv = MemoryKv {
            quota: Some(10),
            ..MemoryKv::new()
        };
        kv.set("k", "12345").unwrap();
        assert_eq!(kv.set("k", "1234567890"), Err(KvError::QuotaExceeded));
        assert_eq!(kv.get("k").unwrap().as_deref(), Some("12345"));
        // Replacing a value counts only the new size.
        kv.set("k", "123456789").unwrap();
    }

    #[test]
    fn unavailable_fails_everything() {
        let mut kv = MemoryKv {
            unavailable: Some("private mode".into()),
            ..MemoryKv::new()
        };
        assert!(matches!(kv.keys(), Err(KvError::Unavailable(_))));
        assert!(matches!(kv.set("a", "b"), Err(KvError::Unavailable(_))));
    }
}
