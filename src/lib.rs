//! Pocket Arbiter: FIDE Swiss pairing systems, exact and fast.
//!
//! The rooms of the house:
//! - [`model`]: the tournament as plain data (players, rounds, points).
//! - [`trf`]: FIDE TRF files in and out.
//! - [`generate`]: reproducible random tournaments ([`rng`]: the seeded random generator).
//! - `cli` (native only): the `pocket-arbiter` command line.
//! - `matching`: maximum-weight matching (knows nothing of chess).
//! - `swiss`: primitives shared by the systems (colour preferences, floats, board order).
//! - [`teach`]: the Dutch System taught: literal procedure, explanations, lessons (data only).
//! - `dutch`: the Dutch System, one small module per rule version.
//! - [`double_swiss`]: the Double-Swiss System (C.04.5), matches of two games.
//! - [`checker`]: re-pairs recorded rounds and compares (the `check` command).
//! - [`standings`]: standings, C.07 tie-breaks, crosstable and player cards.
//! - [`store`]: every tournament kept in browser storage, backups in and out.
//! - `ui` (wasm only): the Leptos app over one tournament store.

#[cfg(test)]
mod architecture_tests;
pub mod checker;
#[cfg(not(target_arch = "wasm32"))]
pub mod cli;
pub mod double_swiss;
pub mod dutch;
pub mod generate;
pub mod lang;
pub mod matching;
pub mod model;
#[cfg(test)]
mod registry_proof;
pub mod rng;
pub mod standings;
pub mod store;
pub mod swiss;
pub mod systems;
pub mod teach;
pub mod trf;
#[cfg(target_arch = "wasm32")]
pub mod ui;
