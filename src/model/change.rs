//! A published pairing the arbiter changed, and why (C.04.2 art. 4.4).

use super::pairing::Board;
use super::tpn::Tpn;
use serde::{Deserialize, Serialize};

/// Why the Chief Arbiter changed a published pairing: the situations of
/// C.04.2 art. 4.4 (2026), the only ones in which it may be changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ChangeReason {
    /// art. 4.4.1: two participants who already played each other were paired.
    AccidentalRematch,
    /// art. 4.4.2: the competition's rules let the Chief Arbiter modify pairings.
    CompetitionRules,
    /// art. 4.4.3: two participants close in the standings without an
    /// opponent agree to play each other.
    BothWithoutOpponent,
    /// art. 4.4.4: a late entry admitted, minimal changes agreed by all.
    LateEntry,
    /// art. 4.4.5: unforeseeable circumstances affecting the top boards of
    /// the final round.
    TopBoardsFinalRound,
}

impl ChangeReason {
    pub const ALL: [ChangeReason; 5] = [
        ChangeReason::AccidentalRematch,
        ChangeReason::CompetitionRules,
        ChangeReason::BothWithoutOpponent,
        ChangeReason::LateEntry,
        ChangeReason::TopBoardsFinalRound,
    ];

    /// Its article of C.04.2 (2026): `4.4.1` … `4.4.5`.
    pub const fn article(self) -> &'static str {
        match self {
            ChangeReason::AccidentalRematch => "4.4.1",
            ChangeReason::CompetitionRules => "4.4.2",
            ChangeReason::BothWithoutOpponent => "4.4.3",
            ChangeReason::LateEntry => "4.4.4",
            ChangeReason::TopBoardsFinalRound => "4.4.5",
        }
    }
}

/// A published pairing the arbiter changed, with the reason recorded.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PairingChange {
    pub round: u32,
    pub reason: ChangeReason,
}

/// What the arbiter changed by hand in a paired round without results
/// (C.04.2 art. 4.4 lets the Chief Arbiter change a pairing).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ManualEdit {
    /// The board `white`–`black` now has the colours the other way round.
    Colours { white: Tpn, black: Tpn },
    /// Two boards exchanged their Black players: `first` and `second` (as
    /// they were) became `first.white`–`second.black` and
    /// `second.white`–`first.black`.
    Opponents { first: Board, second: Board },
}

/// Why a pairing was changed by hand: one of the reasons of art. 4.4 where
/// it fits, and the arbiter's own words (at least one of the two).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct Why {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub reason: Option<ChangeReason>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub note: String,
}

/// A pairing changed by hand, as recorded with the tournament (the audit
/// log lists it; the TRF export writes it as a `###` comment line).
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ManualChange {
    pub round: u32,
    pub edit: ManualEdit,
    pub why: Why,
}
