//! [`KeyValue`] over the browser's `localStorage` (wasm32 only).

use super::kv::{KeyValue, KvError};
use gloo_storage::errors::StorageError;
use gloo_storage::{LocalStorage, Storage};
use serde_json::value::RawValue;
use wasm_bindgen::{JsCast, JsValue};

/// `window.localStorage`, optionally confined to keys starting with a
/// namespace (tests use one each, so that they do not see each other).
///
/// The storage is looked up on each call and no call panics: a browser that
/// refuses `localStorage` (disabled storage, some private modes) gives
/// [`KvError::Unavailable`].
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct LocalStorageKv {
    namespace: String,
}

impl LocalStorageKv {
    /// The whole `localStorage` of the page's origin.
    pub fn new() -> LocalStorageKv {
        LocalStorageKv::default()
    }

    /// Only the keys that start with `namespace` (which is hidden from the caller).
    pub fn with_namespace(namespace: &str) -> LocalStorageKv {
        LocalStorageKv {
            namespace: namespace.to_owned(),
        }
    }

    fn storage(&self) -> Result<web_sys::Storage, KvError> {
        let window = web_sys::window().ok_or_else(|| KvError::Unavailable("no window".into()))?;
        match window.local_storage() {
            Ok(Some(storage)) => Ok(storage),
            Ok(None) => Err(KvError::Unavailable("no localStorage".into())),
            Err(e) => Err(to_error(e)),
        }
    }

    fn full(&self, key: &str) -> String {
        format!("{}{key}", self.namespace)
    }
}

/// Maps a thrown JavaScript value to a [`KvError`].
pub fn to_error(e: JsValue) -> KvError {
    if let Some(d) = e.dyn_ref::<web_sys::DomException>() {
        let name = d.name();
        // Chromium/WebKit: QuotaExceededError (legacy code 22); Firefox: its own name.
        if name == "QuotaExceededError" || name == "NS_ERROR_DOM_QUOTA_REACHED" || d.code() == 22 {
            return KvError::QuotaExceeded;
        }
        return KvError::Unavailable(format!("{name}: {}", d.message()));
    }
    KvError::Unavailable(
        e.as_string()
            .unwrap_or_else(|| "unknown storage error".into()),
    )
}

/// Maps a gloo-storage error to a [`KvError`].
fn from_gloo(e: StorageError) -> KvError {
    match e {
        StorageError::JsError(js) => {
            if js.name == "QuotaExceededError" || js.name == "NS_ERROR_DOM_QUOTA_REACHED" {
                KvError::QuotaExceeded
            } else {
                KvError::Unavailable(format!("{}: {}", js.name, js.message))
            }
        }
        other => KvError::Unavailable(other.to_string()),
    }
}

impl KeyValue for LocalStorageKv {
    fn get(&self, key: &str) -> Result<Option<String>, KvError> {
        // Probe first: gloo's LocalStorage panics when there is no storage.
        let storage = self.storage()?;
        let key = self.full(key);
        match LocalStorage::get::<Box<RawValue>>(&key) {
            Ok(raw) => Ok(Some(raw.get().to_owned())),
            Err(StorageError::KeyNotFound(_)) => Ok(None),
            // Not JSON (damaged data): read the text as it is, to keep and report it.
            Err(StorageError::SerdeError(_)) => storage.get_item(&key).map_err(to_error),
            Err(e) => Err(from_gloo(e)),
        }
    }

    fn set(&mut self, key: &str, value: &str) -> Result<(), KvError> {
        let storage = self.storage()?;
        let key = self.full(key);
        match RawValue::from_string(value.to_owned()) {
            // RawValue is written verbatim: what is stored is exactly `value`.
            Ok(raw) => LocalStorage::set(&key, &raw).map_err(from_gloo),
            Err(_) => storage.set_item(&key, value).map_err(to_error),
        }
    }

    fn remove(&mut self, key: &str) -> Result<(), KvError> {
        self.storage()?;
        LocalStorage::delete(self.full(key));
        Ok(())
    }

    fn keys(&self) -> Result<Vec<String>, KvError> {
        let storage = self.storage()?;
        let n = storage.length().map_err(to_error)?;
        let mut keys = Vec::with_capacity(n as usize);
        for i in 0..n {
            if let Some(k) = storage.key(i).map_err(to_error)? {
                if let Some(rest) = k.strip_prefix(&self.namespace) {
                    keys.push(rest.to_owned());
                }
            }
        }
        Ok(keys)
    }
}

/// Asks the browser to keep this origin's storage (`navigator.storage.persist()`):
/// persistent storage is not evicted under storage pressure. Gives the
/// answer, or `None` when the browser has no such API.
pub async fn request_persistent() -> Option<bool> {
    let manager = web_sys::window()?.navigator().storage();
    let promise = manager.persist().ok()?;
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .ok()?
        .as_bool()
}

/// Whether the browser already granted persistent storage
/// (`navigator.storage.persisted()`); `None` when it does not say.
pub async fn is_persistent() -> Option<bool> {
    let manager = web_sys::window()?.navigator().storage();
    let promise = manager.persisted().ok()?;
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .ok()?
        .as_bool()
}
