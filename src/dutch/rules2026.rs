//! C.04.3 approved by the FIDE Council on 28/10/2025, in force from 1 Feb 2026.
//!
//! What is particular to this version: floats per art. 1.4.3–1.4.4 (only the
//! PAB receiver and players scoring more than a loss without playing get a
//! downfloat), the criteria [C1]–[C21] of art. 2 in that priority order, the
//! sets of pairable MDPs of art. 4.4.

use super::context::Version;
use super::{pair_with, DutchOutcome};
use crate::model::Tournament;
use crate::pairing::PairingError;
use crate::swiss::FloatRules;

/// The 2026 rule version.
pub const VERSION: Version = Version {
    floats: FloatRules::Dutch2026,
};

/// Pairs round `round` under the 2026 rules.
pub fn pair(t: &Tournament, round: u32) -> Result<DutchOutcome, PairingError> {
    pair_with(t, round, VERSION)
}
