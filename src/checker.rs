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
    pub fn agrees(&self) -> bool {
        self.got.as_ref() == Ok(&self.expected)
    }

    /// A short human-readable account of the difference.
    pub fn describe(&self) -> String {
        let show = |p: &Pairing| p.to_reference_format().replace('\n', " ");
        match &self.got {
            Ok(p) if p == &self.expected => format!("round {}: agrees", self.round),
            Ok(p) => format!(
                "round {}: expected [{}] got [{}]",
                self.round,
                show(&self.expected),
                show(p)
            ),
            Err(e) => format!(
                "round {}: expected [{}] got error: {e}",
                self.round,
                show(&self.expected)
            ),
        }
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
