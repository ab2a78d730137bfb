//! Pocket Arbiter: FIDE Swiss pairing systems, exact and fast.
//!
//! The layers, lowest first (ARCHITECTURE.md; `architecture_tests` holds
//! every module to them):
//! - [`model`]: the tournament as plain data, the arbiter's operations, each
//!   system's static facts ([`model::SystemKind::info`]); [`rng`]: the seeded generator.
//!   Below them [`sort`]: the one stable sort, compiled once for every element type.
//! - [`trf`]: FIDE TRF files in and out; [`ratinglist`]: FIDE's rating list
//!   files read into a compact list searched by name or FIDE id.
//! - [`matching`]: maximum-weight matching (knows nothing of chess); [`swiss`]:
//!   what the Swiss systems share (colours, floats, histories, acceleration).
//! - [`dutch`] (one bracket procedure, one small module per rule version) and
//!   [`double_swiss`] (C.04.5); [`systems`]: the registry of their engines.
//! - [`checker`] (re-pair and compare), [`standings`] (C.07), [`generate`].
//! - [`teach`]: the Dutch System taught: literal procedure, explanations,
//!   lessons, as data.
//! - [`store`]: every tournament kept in browser storage, backups in and out.
//! - [`lang`]: every sentence, one module per language.
//! - `ui` (wasm only): the Leptos app; `cli` (native only): the command line.

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
pub mod ratinglist;
#[cfg(test)]
mod registry_proof;
pub mod rng;
pub mod share;
pub mod sort;
pub mod standings;
pub mod store;
pub mod swiss;
pub mod systems;
pub mod teach;
pub mod trf;
#[cfg(target_arch = "wasm32")]
pub mod ui;
