//! English wording of the `trf` layer's data.

use crate::trf::matches::MatchColumnsError;
use std::fmt;

impl fmt::Display for MatchColumnsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MatchColumnsError::GamesDisagree => {
                "the two games of a match must have the same opponent and reversed colours"
            }
            MatchColumnsError::SplitBye => {
                "a bye or an absence covers the whole match (C.04.5 Preface)"
            }
            MatchColumnsError::MissingGames => "a match entry needs its two game results",
            MatchColumnsError::AccelerationDiffers => {
                "the two games of a match have different acceleration points"
            }
        })
    }
}

impl std::error::Error for MatchColumnsError {}
