//! English.
//!
//! Each file words one layer's data with free functions (and the `Display`
//! of the engine's error types); [`English`] gathers them as the
//! [`Catalogue`](super::Catalogue) the CLI and the app call through.

pub mod checker;
pub mod classic;
pub mod classic_teach;
pub mod cli;
pub mod diagrams;
pub mod double_swiss_teach;
pub mod exercises;
pub mod fide;
pub mod generate;
pub mod lessons2017;
pub mod matching;
pub mod model;
pub mod notes;
pub mod pairing;
pub mod pictures;
pub mod ratinglist;
pub mod seed_exercises;
pub mod share;
pub mod standings;
pub mod teach;
pub mod trf;
pub mod ui;
pub mod verify;
pub mod words;

mod catalogue;

/// The English catalogue.
#[derive(Debug, Clone, Copy, Default)]
pub struct English;
