//! Why an arbiter's change was refused.

use crate::model::record::UnknownPlayer;
use crate::model::Tpn;

/// Why a change was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArbiterError {
    EmptyName,
    /// Pairing numbers cannot change once round 4 is paired (C.04.2 art. 2.3).
    RenumberingClosed,
    UnknownPlayer(Tpn),
    /// Round `round` still has `open` boards without a result.
    ResultsMissing {
        round: u32,
        open: usize,
    },
    /// Round `round` has results: it cannot be paired again.
    RoundHasResults {
        round: u32,
    },
    /// The round asked for is not the next one to pair (or to re-pair).
    WrongRound {
        round: u32,
        next: u32,
    },
    /// No board of round `round` has this player as White.
    NoSuchBoard {
        round: u32,
        white: Tpn,
    },
    /// The player was paired in a round (a game or the pairing-allocated
    /// bye): they are in the results and cannot be deleted; withdraw them.
    PlayerWasPaired(Tpn),
    /// Round `round` is already paired: an absence for it can no longer
    /// be entered or removed (C.04.2 art. 4.4: published pairings stay).
    RoundAlreadyPaired {
        round: u32,
    },
    /// The tournament has no round `round` (it has `total`).
    NoSuchRound {
        round: u32,
        total: u32,
    },
    /// The pairing-allocated bye is given by the pairing, not entered by hand.
    NotAnAbsence,
    /// ½-0, 0-½ and 0-0 exist only in a Double-Swiss game (C.04.5 Preface).
    MatchOnlyResult,
    /// The event's regulations do not allow full-point byes
    /// ([`Tournament::full_point_byes`]).
    FullPointByeNotAllowed,
}

impl From<UnknownPlayer> for ArbiterError {
    fn from(e: UnknownPlayer) -> ArbiterError {
        ArbiterError::UnknownPlayer(e.0)
    }
}
