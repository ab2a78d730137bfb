//! The page's JavaScript API (exported by wasm-bindgen; Trunk makes it
//! `window.wasmBindings`). The browser benchmark and end-to-end tests use it
//! to pair a TRF file with the same engine the app uses.

use crate::model::Pairing;
use crate::systems::pair_round;
use crate::trf::read::read_str;
use wasm_bindgen::prelude::*;

fn pair_text(text: &str) -> Result<Pairing, JsValue> {
    let t = read_str(text)
        .map_err(|e| JsValue::from_str(&e.to_string()))?
        .tournament;
    let round = t.rounds_paired() + 1;
    pair_round(&t, round).map_err(|e| JsValue::from_str(&e.to_string()))
}

/// Pairs the round after the last paired one of a TRF file: `{boards: [{white,
/// black}], bye}` with pairing numbers.
#[wasm_bindgen]
pub fn pair_trf(text: &str) -> Result<JsValue, JsValue> {
    let p = pair_text(text)?;
    serde_wasm_bindgen::to_value(&p).map_err(|e| JsValue::from_str(&e.to_string()))
}

/// The same, in the reference engines' text format (number of pairs, then
/// `white black` per board, the bye as `id 0`).
#[wasm_bindgen]
pub fn pair_trf_reference(text: &str) -> Result<String, JsValue> {
    pair_text(text).map(|p| p.to_reference_format())
}

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
