//! Teaching the Dutch System (C.04.3): the literal procedure of art. 3–4
//! carried out by hand, its record, the colour rules of art. 5.2, "why not
//! X–Y?" and the lessons.
//!
//! This layer sits above the engine ([`crate::dutch`]) and produces data
//! only: enums and structs carrying the article, the criterion, the players
//! and the numbers. Their wording is in the `lang` layer (one file per
//! language), never here.
//!
//! - [`literal`]: a bracket (or a round) paired literally, candidate by candidate.
//! - [`trace`]: the record of that search.
//! - [`explain`]: the colour rule of a pair, "why not X–Y?".
//! - [`study`]: a paired round opened for the app's "Explain a round" page.
//! - [`diagram`]: a candidate drawn as S1 facing S2, each pair marked.
//! - [`double_swiss`]: a Double-Swiss round from the engine's own record, its steps, drawings and lessons.
//! - [`exercise`]: a round to pair (and colour) by hand, judged by its system.
//! - [`lessons`]: worked examples of art. 4 and real brackets to page through.
//! - [`notes`]: the articles a step applies, for the presenter notes (texts in `public/notes/`).
//! - [`verify`]: where a recorded round leaves the rules (`check --explain`).

pub mod classic;
pub mod classic_diagram;
pub mod correction;
pub mod diagram;
pub mod double_swiss;
pub mod exercise;
pub mod explain;
pub mod lessons;
pub mod literal;
pub mod next_candidate;
pub mod notes;
pub mod seed_exercise;
pub mod study;
pub mod trace;
pub mod verify;
