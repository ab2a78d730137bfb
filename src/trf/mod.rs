//! FIDE Tournament Report Files (TRF) in and out.
//!
//! - [`read`]: TRF-16 / TRF-2026 and the engines' extension records into a
//!   [`Tournament`](crate::model::Tournament), refusing defective files with
//!   a located [`TrfError`].
//! - [`write`]: a tournament back to TRF-2026 or TRF-16.
//! - [`matches`]: the two game columns of a two-game match (C.04.5 Preface).
//! - [`error`]: what the reader refuses or warns about, as data (worded in
//!   `lang::en::trf`).

pub mod error;
pub mod matches;
pub mod read;
pub mod write;

pub use error::{
    Expected, PointsField, Quantity, Topic, TrfError, TrfErrorKind, TrfWarning, TrfWarningKind,
};
pub use read::{read_bytes, read_bytes_with, read_str, read_str_with, ReadOutcome};
pub use write::{write, TrfFlavour};
