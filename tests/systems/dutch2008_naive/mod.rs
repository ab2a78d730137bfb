//! A second, independent and deliberately naive implementation of the Dutch
//! rules ~2008–2013 (seed 004, French text), for the cross-check of the
//! engine (`dutch-2008`). It reads only the public model types, computes
//! its own histories and walks the text's candidate order literally (C1–C14,
//! D1 transpositions, D2 exchanges by DIFFERENZ, D3, the C10 ladder, C12,
//! C13, E1–E5, F1). Small events only: the work is bounded and a round that
//! exceeds it is reported as skipped.
//!
//! Readings follow the engine's docs/readings/dutch-2008.md (R1–R28); the
//! points that page does not settle are in /work/wt/readings-questions-2008.md
//! (Q1–…).

#![allow(dead_code)]

pub mod bracket;
pub mod facts;
pub mod order;
pub mod round;

#[allow(unused_imports)]
pub use round::{pair, pair_with_limit, Naive, DEFAULT_LIMIT, STATS};
