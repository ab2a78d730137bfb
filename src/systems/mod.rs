//! The registry of pairing systems: the engine of every [`SystemKind`].
//!
//! The CLI, the checker, the standings, the teaching pages and the app find
//! a system's engine here and never match on system variants themselves.
//! Each system's static facts (ids, TRF codes, settings offered) are its
//! [`SystemKind::info`]. To add a system, see ARCHITECTURE.md.

use crate::model::{Pairing, PairingError, SystemKind, Tournament};
pub use crate::swiss::engine::PairingEngine;

#[cfg(test)]
mod stand_in;

/// Every system's engine, in [`SystemKind::ALL`] order.
pub static REGISTRY: [&dyn PairingEngine; SystemKind::ALL.len()] = [
    &crate::dutch::rules2026::RULES,
    &crate::dutch::rules2017::RULES,
    &crate::double_swiss::Engine,
    &crate::dutch::classic::rules2008::RULES,
    &crate::dutch::classic::rules2006::RULES,
    &crate::dutch::classic::rules1992ffe::RULES,
    #[cfg(test)]
    &stand_in::Engine,
];

/// The engine of `kind`.
pub fn engine(kind: SystemKind) -> &'static dyn PairingEngine {
    // REGISTRY is in variant order (checked by a test below).
    REGISTRY[kind as usize]
}

/// Pairs round `round` of `t` with the tournament's own system. Rounds
/// `1..round` must be complete; entries of round `round` that are absences
/// (`H`, `Z`, `F`) are known absences and those players are not paired.
///
/// A round in which every player is absent is refused for every system
/// ([`PairingError::EveryoneAbsent`]): there is nothing to pair.
pub fn pair_round(t: &Tournament, round: u32) -> Result<Pairing, PairingError> {
    if t.everyone_absent(round) {
        return Err(PairingError::EveryoneAbsent { round });
    }
    engine(t.system).pair(t, round)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_system_has_its_engine_in_order() {
        for (e, k) in REGISTRY.iter().zip(SystemKind::ALL) {
            assert_eq!(e.kind(), k);
        }
    }
}
