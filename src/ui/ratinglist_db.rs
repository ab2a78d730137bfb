//! The rating list in IndexedDB (localStorage's ~5 MB cannot hold it): the
//! database `pocket-arbiter-ratinglist`, one object store `list` with two
//! values written in one transaction: `meta` (a small JSON [`Meta`]) and
//! `data` (the list's bytes, [`RatingList::to_bytes`]). A transaction that
//! does not complete (the import cancelled, the tab closed) leaves the
//! previous list as it was. Used by the page and by the worker (IndexedDB
//! is reachable from both through the global scope).
//!
//! [`RatingList::to_bytes`]: crate::ratinglist::RatingList::to_bytes

use serde::{Deserialize, Serialize};
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use web_sys::{IdbDatabase, IdbFactory, IdbRequest, IdbTransactionMode};

const DB: &str = "pocket-arbiter-ratinglist";
const STORE: &str = "list";
const META: &str = "meta";
const DATA: &str = "data";

/// What the stored list is.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Meta {
    pub file: String,
    pub players: u64,
    /// Milliseconds since 1970 (`Date.now()`).
    pub imported: f64,
    pub skipped: u64,
    pub warnings: u64,
}

/// A request's result, awaited.
async fn done(req: &IdbRequest) -> Result<JsValue, JsValue> {
    let promise = js_sys::Promise::new(&mut |resolve, reject| {
        let ok = req.clone();
        let on_ok = Closure::once_into_js(move || {
            let _ = resolve.call1(&JsValue::NULL, &ok.result().unwrap_or(JsValue::UNDEFINED));
        });
        let on_err = Closure::once_into_js(move |e: JsValue| {
            let _ = reject.call1(&JsValue::NULL, &e);
        });
        req.set_onsuccess(Some(on_ok.unchecked_ref()));
        req.set_onerror(Some(on_err.unchecked_ref()));
    });
    JsFuture::from(promise).await
}

async fn open() -> Result<IdbDatabase, JsValue> {
    let factory: IdbFactory =
        js_sys::Reflect::get(&js_sys::global(), &JsValue::from_str("indexedDB"))?.dyn_into()?;
    let req = factory.open_with_u32(DB, 1)?;
    let upgrade = req.clone();
    let on_upgrade = Closure::once_into_js(move || {
        if let Ok(db) = upgrade.result().and_then(|r| r.dyn_into::<IdbDatabase>()) {
            if !db.object_store_names().contains(STORE) {
                let _ = db.create_object_store(STORE);
            }
        }
    });
    req.set_onupgradeneeded(Some(on_upgrade.unchecked_ref()));
    done(&req).await?.dyn_into()
}

/// Replaces the stored list, both values in one transaction.
pub async fn save(meta: &Meta, data: &[u8]) -> Result<(), JsValue> {
    let db = open().await?;
    let tx = db.transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite)?;
    let store = tx.object_store(STORE)?;
    let bytes = js_sys::Uint8Array::from(data);
    let meta = serde_json::to_string(meta).map_err(|e| JsValue::from_str(&e.to_string()))?;
    store.put_with_key(&bytes, &JsValue::from_str(DATA))?;
    let last = store.put_with_key(&JsValue::from_str(&meta), &JsValue::from_str(META))?;
    let finished = js_sys::Promise::new(&mut |resolve, reject| {
        let on_ok = Closure::once_into_js(move || {
            let _ = resolve.call0(&JsValue::NULL);
        });
        let fail = reject.clone();
        let on_err = Closure::once_into_js(move |e: JsValue| {
            let _ = fail.call1(&JsValue::NULL, &e);
        });
        let on_abort = Closure::once_into_js(move |e: JsValue| {
            let _ = reject.call1(&JsValue::NULL, &e);
        });
        tx.set_oncomplete(Some(on_ok.unchecked_ref()));
        tx.set_onerror(Some(on_err.unchecked_ref()));
        tx.set_onabort(Some(on_abort.unchecked_ref()));
    });
    drop(last);
    JsFuture::from(finished).await?;
    db.close();
    Ok(())
}

async fn get(key: &str) -> Result<JsValue, JsValue> {
    let db = open().await?;
    let tx = db.transaction_with_str(STORE)?;
    let req = tx.object_store(STORE)?.get(&JsValue::from_str(key))?;
    let v = done(&req).await;
    db.close();
    v
}

/// The stored list's description, if a list is stored.
pub async fn meta() -> Result<Option<Meta>, JsValue> {
    let v = get(META).await?;
    Ok(v.as_string().and_then(|s| serde_json::from_str(&s).ok()))
}

/// The stored list's bytes.
pub async fn data() -> Result<Option<Vec<u8>>, JsValue> {
    let v = get(DATA).await?;
    if v.is_undefined() || v.is_null() {
        return Ok(None);
    }
    Ok(v.dyn_into::<js_sys::Uint8Array>().ok().map(|a| a.to_vec()))
}

/// Removes the stored list (tests, and a fresh start).
pub async fn clear() -> Result<(), JsValue> {
    let db = open().await?;
    let tx = db.transaction_with_str_and_mode(STORE, IdbTransactionMode::Readwrite)?;
    let req = tx.object_store(STORE)?.clear()?;
    done(&req).await?;
    db.close();
    Ok(())
}
