//! English wording of the matcher's refusals.

use crate::matching::MatchingError;
use std::fmt;

impl fmt::Display for MatchingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            MatchingError::VertexOutOfRange { vertex, n } => {
                write!(f, "vertex {vertex} out of range (n = {n})")
            }
            MatchingError::SelfLoop { vertex } => write!(f, "self-loop at vertex {vertex}"),
            MatchingError::WeightTooLarge { u, v } => {
                write!(f, "weight of edge {u}-{v} exceeds the maximum input weight")
            }
        }
    }
}

impl std::error::Error for MatchingError {}
