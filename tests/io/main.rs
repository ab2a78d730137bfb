//! Files in and out (`src/trf/`), the command line (`src/cli/`) and the arbiter's operations (`src/model/arbiter.rs`).
//!
//! One test binary per layer: each file below is a module (ARCHITECTURE.md).

mod arbiter;
mod cli_basic;
mod cli_explain;
mod cli_fuzz;
mod cli_lang;
#[path = "../common/mod.rs"]
mod common;
mod fide_mode;
mod saved;
mod standings_cli;
mod standings_tec;
mod trf_corpus;
mod trf_details;
mod trf_errors;
mod trf_fuzz;
