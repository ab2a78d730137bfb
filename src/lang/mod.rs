//! Words: the one place where the engine's and the teaching layer's
//! structured data (errors, reasons, trace steps, lessons) become sentences.
//!
//! One module per language. The layers below produce enums that carry the
//! article, the criterion, the players and the numbers; they never build a
//! sentence. The CLI and the app both render through this layer. A new
//! language is a new module beside [`en`] with the same functions.

pub mod en;
