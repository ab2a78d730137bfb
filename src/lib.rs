//! Pocket Arbiter: FIDE Swiss pairing systems, exact and fast.
//!
//! The rooms of the house:
//! - [`model`]: the tournament as plain data (players, rounds, points).
//! - `trf`: FIDE TRF files in and out.
//! - `matching`: maximum-weight matching (knows nothing of chess).
//! - `swiss`: primitives shared by the systems (colour preferences, floats, board order).
//! - `dutch`: the Dutch System, one small module per rule version.
//! - [`store`]: every tournament kept in browser storage, backups in and out.
//! - `ui` (wasm only): the Leptos app over one tournament store.

pub mod model;
pub mod pairing;
pub mod store;
#[cfg(target_arch = "wasm32")]
pub mod ui;
