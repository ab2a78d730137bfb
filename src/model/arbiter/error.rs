//! Why an arbiter's change was refused.

use crate::model::record::UnknownPlayer;
use crate::model::Tpn;
use serde::{Deserialize, Serialize};

/// Why a change was refused (serialised: a correction's consequences come
/// from the pairing worker, `ui::worker::Compute::Consequences`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
    /// A prohibition needs two players (or a group of more).
    ForbidNeedsTwo,
    /// The same player was picked twice for one prohibition.
    SamePlayerTwice(Tpn),
    /// A prohibition's rounds must satisfy `1 <= first <= last <= total`.
    BadRoundRange {
        first: u32,
        last: u32,
        total: u32,
    },
    /// The pair is already forbidden in those rounds.
    AlreadyForbidden {
        a: Tpn,
        b: Tpn,
    },
    /// No such prohibition (another tab removed it).
    NoSuchProhibition {
        a: Tpn,
        b: Tpn,
    },
    /// A pairing changed by hand needs a reason (C.04.2 art. 4.4, or the
    /// arbiter's words).
    ReasonRequired,
    /// A Double-Swiss match is not changed by hand here.
    ManualChangeOfMatches,
    /// Two boards must differ to exchange opponents.
    SameBoard,
    /// The new pair already met, in `round` ([C1]).
    AlreadyMet {
        a: Tpn,
        b: Tpn,
        round: u32,
    },
    /// The new pair is forbidden in this round.
    PairForbidden {
        a: Tpn,
        b: Tpn,
    },
}

impl From<UnknownPlayer> for ArbiterError {
    fn from(e: UnknownPlayer) -> ArbiterError {
        ArbiterError::UnknownPlayer(e.0)
    }
}
