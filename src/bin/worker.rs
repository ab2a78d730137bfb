//! The app's pairing worker (a Web Worker, built by Trunk from index.html's
//! `data-type="worker"` link): pairs rounds sent by the page, off its thread
//! (see `pocket_arbiter::ui::worker`).
//!
//! It also exports `pair_trf_reference` (wasm-bindgen): the browser
//! benchmark (`tests/e2e/bench.mjs`) loads this wasm in a worker of its
//! own and pairs the bench files with the engine the app uses.

fn main() {
    #[cfg(target_arch = "wasm32")]
    pocket_arbiter::ui::worker::serve();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("the pairing worker runs in a browser, started by the web app");
}

/// Pairs the round after the last paired one of a TRF file, in the
/// reference engines' text format (number of pairs, then `white black` per
/// board, the bye as `id 0`).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn pair_trf_reference(text: &str) -> Result<String, wasm_bindgen::JsValue> {
    use wasm_bindgen::JsValue;
    let t = pocket_arbiter::trf::read::read_str(text)
        .map_err(|e| JsValue::from_str(&e.to_string()))?
        .tournament;
    let round = t.rounds_paired() + 1;
    pocket_arbiter::systems::pair_round(&t, round)
        .map(|p| p.to_reference_format())
        .map_err(|e| JsValue::from_str(&e.to_string()))
}
