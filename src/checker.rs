//! Re-pairs every round of a tournament from its own history and compares
//! with what was recorded (FIDE's checklist: "re-check imported rounds").

use crate::model::Tournament;
use crate::model::{Pairing, PairingError};

/// One round compared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundCheck {
    pub round: u32,
    pub expected: Pairing,
    pub got: Result<Pairing, PairingError>,
}

impl RoundCheck {
    /// The round came out as recorded.
    pub fn agrees(&self) -> bool {
        self.got.as_ref() == Ok(&self.expected)
    }
}

/// Pairs each complete round `r` of `t` from rounds `1..r` with `pair` and
/// compares it with the recorded round.
pub fn check_rounds(
    t: &Tournament,
    pair: impl Fn(&Tournament, u32) -> Result<Pairing, PairingError>,
) -> Vec<RoundCheck> {
    t.complete_rounds()
        .into_iter()
        .map(|r| RoundCheck {
            round: r,
            expected: t.recorded_pairing(r),
            got: pair(&t.for_pairing_round(r), r),
        })
        .collect()
}
