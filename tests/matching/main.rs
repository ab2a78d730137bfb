//! Maximum-weight matching (`src/matching/`): blossoms, random graphs against brute force, warm starts, perfect matchings.
//!
//! One test binary per layer: each file below is a module (ARCHITECTURE.md).

mod blossoms;
#[path = "../matching_util/mod.rs"]
mod matching_util;
mod perfect;
mod random;
mod warm;
