//! The teaching layer: the literal Dutch procedure and the explanations, checked against the engine,
//! and their English wording.
//!
//! One test binary per layer: each file below is a module (ARCHITECTURE.md).

mod classic_lessons;
mod classic_study;
mod diagram;
mod double_swiss;
mod dutch2017_literal;
mod dutch2017_pruning;
mod dutch2017_why_not;
mod dutch_explain;
mod dutch_literal;
mod exchange_grid;
mod exercise;
mod lesson_checks;
mod notes;
mod old_lessons;
mod round_overview;
mod seed_exercises;
#[path = "../support/mod.rs"]
mod support;
mod verify;
mod wording;
