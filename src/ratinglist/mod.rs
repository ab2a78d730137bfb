//! The FIDE rating list: the files FIDE publishes each month (TXT with fixed
//! columns, or XML; the standard, rapid and blitz lists and the combined
//! one; each zipped or not), read into a compact list with an index by
//! name and by FIDE id.
//!
//! - [`read`]: the streaming reader. Bytes are pushed in chunks as they are
//!   read ([`Import::push`]); a line that cannot be read becomes a
//!   [`Warning`] with its line number and is skipped, never aborting the
//!   import.
//! - [`zip`]: a `.zip` holding one file, inflated as it streams.
//! - [`list`]: [`RatingList`], the compact form (one fixed-size record per
//!   player, the names in one buffer, an index sorted by folded name), its
//!   search, and its bytes for storage.
//! - [`fold`]: the name key used by the index and the search (case and
//!   accents ignored).
//! - [`update`]: an event's players against a newer list, by FIDE id.
//!
//! Nothing here is worded: warnings are data, `lang/en/ratinglist.rs` words
//! them.

pub mod fold;
pub mod list;
pub mod read;
pub mod update;
pub mod zip;

pub use list::{Listed, RatingList};
pub use read::{Import, ImportError, Warning, WarningKind};
pub use update::{rating_changes, RatingChange};

/// Which of the three FIDE ratings (B.02: standard, rapid, blitz).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum RatingKind {
    Standard,
    Rapid,
    Blitz,
}

impl RatingKind {
    pub const ALL: [RatingKind; 3] = [RatingKind::Standard, RatingKind::Rapid, RatingKind::Blitz];

    /// The kind a single list's file name announces (`standard_…`,
    /// `rapid_…`, `blitz_…`); the combined list and unknown names give
    /// `Standard`. A single list's rating column (TXT `RRtng`/`BRtng`, but
    /// XML's plain `<rating>`) only says it for the TXT files.
    pub fn from_file_name(name: &str) -> RatingKind {
        let n = name.to_ascii_lowercase();
        if n.contains("rapid") {
            RatingKind::Rapid
        } else if n.contains("blitz") {
            RatingKind::Blitz
        } else {
            RatingKind::Standard
        }
    }

    pub const fn index(self) -> usize {
        match self {
            RatingKind::Standard => 0,
            RatingKind::Rapid => 1,
            RatingKind::Blitz => 2,
        }
    }
}
