//! Requested byes and known absences (C.04.2 art. 3.3), withdrawals
//! (art. 3.2).

use super::error::ArbiterError;
use crate::model::{ByeKind, RoundEntry, Tournament, Tpn};

/// A known absence or a requested bye for a round not paired yet
/// (C.04.2 art. 3.3): `H` (half point), `Z` (zero), `F` (full point, only
/// where [`Tournament::full_point_byes`] says the event allows it); `None`
/// removes it. The pairing-allocated bye is not entered by hand.
pub fn set_absence(
    t: &mut Tournament,
    tpn: Tpn,
    round: u32,
    kind: Option<ByeKind>,
) -> Result<(), ArbiterError> {
    if t.player(tpn).is_none() {
        return Err(ArbiterError::UnknownPlayer(tpn));
    }
    if round == 0 || round > t.total_rounds {
        return Err(ArbiterError::NoSuchRound {
            round,
            total: t.total_rounds,
        });
    }
    if round <= t.rounds_paired() {
        return Err(ArbiterError::RoundAlreadyPaired { round });
    }
    match kind {
        None => t.clear_entry(round, tpn)?,
        Some(ByeKind::PairingAllocated) => return Err(ArbiterError::NotAnAbsence),
        Some(ByeKind::FullPoint) if !t.full_point_byes => {
            return Err(ArbiterError::FullPointByeNotAllowed)
        }
        Some(k) => t.record_bye(round, tpn, k)?,
    }
    Ok(())
}

/// The absences entered for rounds not paired yet: (round, player, kind).
pub fn planned_absences(t: &Tournament) -> Vec<(u32, Tpn, ByeKind)> {
    let paired = t.rounds_paired();
    let mut out = Vec::new();
    for p in &t.players {
        for r in paired + 1..=t.total_rounds {
            if let RoundEntry::Bye(k) = p.round(r) {
                out.push((r, p.tpn, k));
            }
        }
    }
    crate::sort::sort_by_key(&mut out, |a| (a.0, a.1));
    out
}

/// Withdraws `tpn`: not paired from round `from` on.
pub fn withdraw(t: &mut Tournament, tpn: Tpn, from: u32) -> Result<(), ArbiterError> {
    let p = t
        .players
        .get_mut(tpn.index())
        .ok_or(ArbiterError::UnknownPlayer(tpn))?;
    p.withdrawn_from = Some(from.max(1));
    Ok(())
}

/// Cancels a withdrawal.
pub fn reinstate(t: &mut Tournament, tpn: Tpn) -> Result<(), ArbiterError> {
    let p = t
        .players
        .get_mut(tpn.index())
        .ok_or(ArbiterError::UnknownPlayer(tpn))?;
    p.withdrawn_from = None;
    Ok(())
}
