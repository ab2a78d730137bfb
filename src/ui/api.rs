//! The page's JavaScript API (exported by wasm-bindgen; Trunk makes it
//! `window.wasmBindings`). The worker benchmark (`tests/e2e/bench-worker.mjs`)
//! reads TRF files into the app's saved form with it. Pairing a TRF file is
//! the worker's API (`src/bin/worker.rs`): the page has no pairing engine.

use crate::trf::read::read_str;
use wasm_bindgen::prelude::*;

/// A TRF file as the app stores the tournament (its saved JSON): what the
/// page sends the pairing worker. The worker benchmark
/// (`tests/e2e/bench-worker.mjs`) pairs generated rounds through the worker
/// with it, as the app does.
#[wasm_bindgen]
pub fn tournament_json(text: &str) -> Result<String, JsValue> {
    let t = read_str(text)
        .map_err(|e| JsValue::from_str(&e.to_string()))?
        .tournament;
    serde_json::to_string(&t).map_err(|e| JsValue::from_str(&e.to_string()))
}
