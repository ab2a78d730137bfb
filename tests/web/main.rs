#![cfg(target_arch = "wasm32")]
//! Browser tests (wasm-bindgen-test in headless Chromium): the store over localStorage and the mounted app.
//!
//! One test binary per layer: each file below is a module (ARCHITECTURE.md).

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

mod learn;
mod ratinglist;
mod store;
mod ui;
