//! The registry of pairing systems: the engine of every [`SystemKind`].
//!
//! The CLI, the checker, the standings, the teaching pages and the app find
//! a system's engine here and never match on system variants themselves.
//! Each system's static facts (ids, TRF codes, settings offered) are its
//! [`SystemKind::info`]. To add a system, see ARCHITECTURE.md.

use crate::model::{Pairing, PairingError, SystemKind, Tournament};
pub use crate::swiss::engine::PairingEngine;
pub use crate::swiss::progress::Progress;

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

/// [`pair_round`], with `progress` told of each bracket as the system
/// starts it ([`crate::swiss::progress`]); the pairing is the same.
pub fn pair_round_with_progress(
    t: &Tournament,
    round: u32,
    progress: impl FnMut(Progress) + 'static,
) -> Result<Pairing, PairingError> {
    crate::swiss::progress::with_sink(progress, || pair_round(t, round))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every system reports its brackets top down, scoregroup 1 first, and
    /// pairs exactly as without a progress sink.
    #[test]
    fn progress_reports_each_bracket_and_changes_nothing() {
        use crate::generate::{generate, GeneratorConfig};
        use std::cell::RefCell;
        use std::rc::Rc;
        for system in [
            SystemKind::Dutch2026,
            SystemKind::Dutch2017,
            SystemKind::DoubleSwiss2026,
            SystemKind::Dutch2008,
        ] {
            let cfg = GeneratorConfig {
                players: 24,
                rounds: 4,
                seed: 17,
                system,
                ..GeneratorConfig::default()
            };
            let Ok(g) = generate(&cfg, pair_round) else {
                panic!("{system:?}: the generator failed");
            };
            let t = g.tournament.for_pairing_round(3);
            let seen = Rc::new(RefCell::new(Vec::new()));
            let s = seen.clone();
            let with = pair_round_with_progress(&t, 3, move |p| s.borrow_mut().push(p));
            assert_eq!(with, pair_round(&t, 3), "{system:?}");
            let seen = seen.borrow();
            assert!(!seen.is_empty(), "{system:?}: no report");
            assert_eq!(seen[0].scoregroup, 1, "{system:?}");
            assert!(
                seen.iter().all(|p| p.scoregroup <= p.scoregroups),
                "{system:?}: {seen:?}"
            );
            assert!(
                seen.windows(2).all(|w| w[0].score >= w[1].score),
                "{system:?}: not top down: {seen:?}"
            );
        }
    }

    #[test]
    fn every_system_has_its_engine_in_order() {
        for (e, k) in REGISTRY.iter().zip(SystemKind::ALL) {
            assert_eq!(e.kind(), k);
        }
    }
}
