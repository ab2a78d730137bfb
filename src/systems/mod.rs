//! The registry of pairing systems: the engine of every [`SystemKind`].
//!
//! The CLI, the checker, the standings, the teaching pages and the app find
//! a system's engine here and never match on system variants themselves.
//! Each system's static facts (ids, TRF codes, settings offered) are its
//! [`SystemKind::info`]. To add a system, see ARCHITECTURE.md.

use crate::model::{Pairing, PairingError, SystemKind, Tournament};
pub use crate::swiss::engine::PairingEngine;
pub use crate::swiss::progress::Progress;
use crate::swiss::{FloatRules, PabRules};

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

/// Every system's float and PAB definitions ([`PairingEngine::history_rules`]),
/// in [`SystemKind::ALL`] order, as plain data: the page's standings and
/// player cards read them through [`history_rules`] without naming an
/// engine, so the app's page links no pairing code (issue 17, the download:
/// a call through [`REGISTRY`]'s trait objects keeps every engine's every
/// method). Equal to each engine's own answer (a test below).
pub static HISTORY_RULES: [(FloatRules, PabRules); SystemKind::ALL.len()] = [
    (
        crate::dutch::rules2026::RULES.version.floats,
        crate::dutch::rules2026::RULES.version.pab,
    ),
    (
        crate::dutch::rules2017::RULES.version.floats,
        crate::dutch::rules2017::RULES.version.pab,
    ),
    crate::double_swiss::HISTORY_RULES,
    crate::dutch::classic::HISTORY_RULES,
    crate::dutch::classic::HISTORY_RULES,
    crate::dutch::classic::HISTORY_RULES,
    #[cfg(test)]
    stand_in::HISTORY_RULES,
];

/// Who floats, and who may not receive the PAB, under `kind`'s definitions.
pub fn history_rules(kind: SystemKind) -> (FloatRules, PabRules) {
    HISTORY_RULES[kind as usize]
}

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

    #[test]
    fn the_history_rules_table_is_each_engines_own() {
        assert_eq!(HISTORY_RULES.len(), REGISTRY.len());
        for k in SystemKind::ALL {
            assert_eq!(history_rules(k), engine(k).history_rules(), "{k:?}");
        }
        // And the table is not one value repeated: the 2026 text's floats
        // (art. 1.4) and the classic texts' (R2/R3) differ.
        assert_ne!(
            history_rules(SystemKind::Dutch2026),
            history_rules(SystemKind::Dutch2008)
        );
    }
}
