//! Pairing a round: which round is next, clearing and writing a pairing.

use super::error::ArbiterError;
use super::results::{has_results, open_boards};
use crate::model::{ByColour, ByeKind, GameResult, Pairing, RoundEntry, Tournament, Tpn};

/// The round "Pair" works on: the last paired round while it has no result
/// (a re-pair), otherwise the next one.
pub fn next_round(t: &Tournament) -> u32 {
    t.rounds_paired() + 1
}

/// May round `round` be paired now? It must be the next round, and the
/// previous round must be complete.
pub fn check_can_pair(t: &Tournament, round: u32) -> Result<(), ArbiterError> {
    let paired = t.rounds_paired();
    if round == paired && paired > 0 {
        if has_results(t, round) {
            return Err(ArbiterError::RoundHasResults { round });
        }
    } else if round != paired + 1 {
        return Err(ArbiterError::WrongRound {
            round,
            next: paired + 1,
        });
    }
    if round > 1 {
        let open = open_boards(t, round - 1);
        if open > 0 {
            return Err(ArbiterError::ResultsMissing {
                round: round - 1,
                open,
            });
        }
    }
    Ok(())
}

/// Clears the pairing of round `round` (games and the pairing-allocated
/// bye; requested byes stay). Refused once a result is entered.
pub fn clear_round(t: &mut Tournament, round: u32) -> Result<(), ArbiterError> {
    if has_results(t, round) {
        return Err(ArbiterError::RoundHasResults { round });
    }
    let paired: Vec<Tpn> = t
        .players
        .iter()
        .filter(|p| p.round(round).is_paired())
        .map(|p| p.tpn)
        .collect();
    for tpn in paired {
        t.clear_entry(round, tpn)?;
    }
    Ok(())
}

/// Writes `pairing` as round `round` (replacing an unplayed pairing of the
/// same round): every game `Pending`, the bye a pairing-allocated bye.
pub fn apply_pairing(
    t: &mut Tournament,
    round: u32,
    pairing: &Pairing,
) -> Result<(), ArbiterError> {
    for tpn in pairing
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(pairing.bye)
    {
        if t.player(tpn).is_none() {
            return Err(ArbiterError::UnknownPlayer(tpn));
        }
    }
    clear_round(t, round)?;
    let pending = ByColour {
        white: GameResult::Pending,
        black: GameResult::Pending,
    };
    for &b in &pairing.boards {
        t.record_game(round, b, pending)?;
    }
    if let Some(bye) = pairing.bye {
        t.record_bye(round, bye, ByeKind::PairingAllocated)?;
    }
    // C.04.2 art. 3.2: withdrawn players are not paired; their round is a
    // zero-point absence, so that the TRF says why they were left out.
    let withdrawn: Vec<Tpn> = t
        .players
        .iter()
        .filter(|p| p.withdrawn_from.is_some_and(|w| w <= round))
        .filter(|p| p.round(round) == RoundEntry::NotPaired)
        .map(|p| p.tpn)
        .collect();
    for tpn in withdrawn {
        t.record_bye(round, tpn, ByeKind::ZeroPoint)?;
    }
    Ok(())
}
