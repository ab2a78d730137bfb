//! Test builds only: a stand-in pairing system, the proof that adding a
//! system is its module plus its two registry entries ([`SystemKind::StandIn`]'s
//! facts in `src/model/system.rs` and its line in [`super::REGISTRY`]) and
//! its display name in each language (`src/lang/en/model.rs`).
//!
//! It follows no FIDE text: the players still to pair meet in pairing-number
//! order (1–2, 3–4, …), the lower number has White, the last one left gets
//! the pairing-allocated bye.

use crate::model::{Board, Pairing, PairingError, RoundEntry, SystemKind, Tournament};
use crate::swiss::engine::PairingEngine;
use crate::swiss::{FloatRules, PabRules};

pub struct Engine;

impl PairingEngine for Engine {
    fn kind(&self) -> SystemKind {
        SystemKind::StandIn
    }

    fn pair(&self, t: &Tournament, round: u32) -> Result<Pairing, PairingError> {
        let mut to_pair: Vec<_> = t
            .players
            .iter()
            .filter(|p| p.round(round) == RoundEntry::NotPaired)
            .filter(|p| p.withdrawn_from.is_none_or(|w| w > round))
            .map(|p| p.tpn)
            .collect();
        crate::sort::sort(&mut to_pair);
        let bye = (to_pair.len() % 2 == 1).then(|| to_pair.pop()).flatten();
        let boards = to_pair
            .chunks(2)
            .map(|c| Board {
                white: c[0],
                black: c[1],
            })
            .collect();
        Ok(Pairing { boards, bye })
    }

    fn history_rules(&self) -> (FloatRules, PabRules) {
        HISTORY_RULES
    }
}

pub const HISTORY_RULES: (FloatRules, PabRules) =
    (FloatRules::PabOrUnplayedPoints, PabRules::UnplayedWinPoints);
