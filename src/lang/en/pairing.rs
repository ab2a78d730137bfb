//! English wording of the `pairing` layer's data: why a round could not be
//! paired ([`PairingError`], [`InvalidReason`]).

use crate::model::{InvalidReason, PairingError};
use std::fmt;

impl fmt::Display for PairingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairingError::NoLegalPairing { round } => {
                write!(f, "no legal pairing exists for round {round}")
            }
            PairingError::EveryoneAbsent { round } => write!(
                f,
                "every player is absent from round {round} (a known absence or a withdrawal): there is nobody to pair"
            ),
            PairingError::NotImplemented(system) => write!(
                f,
                "the pairing system {} is not implemented yet",
                system.id()
            ),
            PairingError::InvalidState { round, reason } => {
                write!(f, "cannot pair round {round}: {reason}")
            }
        }
    }
}

impl std::error::Error for PairingError {}

impl fmt::Display for InvalidReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use InvalidReason::*;
        match self {
            RoundZero => f.write_str("rounds are numbered from 1"),
            BeyondLastRound { total_rounds } => {
                write!(f, "the tournament has {total_rounds} rounds")
            }
            BakuNotImplemented => f.write_str(
                "Baku acceleration is not implemented for Double-Swiss; give the virtual points as acceleration entries",
            ),
            PlayerOutOfOrder { position, tpn } => {
                write!(f, "player at position {position} has TPN {tpn}")
            }
            AlreadyPaired { tpn } => write!(f, "player {tpn} is already paired in this round"),
            UnknownPlayer { tpn } => write!(f, "no player {tpn}"),
            EntryMismatch {
                round,
                tpn,
                opponent,
            } => write!(
                f,
                "round {round}: player {tpn} meets {opponent}, whose entry does not match"
            ),
            MatchResultsMissing {
                round,
                tpn,
                opponent,
            } => write!(
                f,
                "round {round}: the game results of match {tpn}-{opponent} are missing"
            ),
            GameResultsDisagree {
                round,
                tpn,
                opponent,
            } => write!(
                f,
                "round {round}: players {tpn} and {opponent} disagree on a game result"
            ),
            Internal => f.write_str("internal error"),
        }
    }
}
