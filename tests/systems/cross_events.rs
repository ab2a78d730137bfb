//! Generated events shared by the cross-checks of the older Dutch texts'
//! engines against their naive readings (`dutch1992_cross`,
//! `dutch2008_cross`): each round is paired by the engine, timed, and handed
//! to the check's own comparison; the event goes on with the engine's
//! pairing.

use pocket_arbiter::generate::{generate, GeneratorConfig};
use pocket_arbiter::model::{
    ByColour, ByeKind, GameResult, Pairing, PairingError, RoundEntry, SystemKind, Tournament,
};
use pocket_arbiter::rng::SplitMix64;
use pocket_arbiter::systems::pair_round;

/// A cross-check's tally: it compares a round the engine paired and keeps
/// the engine's time.
pub trait Compares {
    /// Compares round `round` of `t` (absences of the round entered).
    fn compare(&mut self, t: &Tournament, round: u32, engine: &Result<Pairing, PairingError>);
    fn engine_time(&mut self) -> &mut std::time::Duration;

    /// The engine's pairing of round `round`, timed and compared.
    fn pair(&mut self, t: &Tournament, round: u32) -> Result<Pairing, PairingError> {
        let clock = std::time::Instant::now();
        let engine = pair_round(t, round);
        *self.engine_time() += clock.elapsed();
        self.compare(t, round, &engine);
        engine
    }
}

/// A pairing (or the error) as the mismatch report prints it.
pub fn show(p: &Result<Pairing, PairingError>) -> String {
    match p {
        Ok(p) => p.to_reference_format(),
        Err(e) => format!("{e:?}\n"),
    }
}

/// One generated event, every round compared.
pub fn event(tally: &mut impl Compares, cfg: &GeneratorConfig) -> Option<Tournament> {
    let g = generate(cfg, |t, round| tally.pair(t, round));
    g.ok().map(|g| g.tournament)
}

/// Rates vary with the seed: forfeits 2–14 %, absences 0–9 %, half-point
/// byes 0–6 %, draws 15–45 %.
pub fn config(system: SystemKind, players: u32, rounds: u32, seed: u64) -> GeneratorConfig {
    GeneratorConfig {
        players,
        rounds,
        seed,
        draw_percent: 15 + (seed % 7) as u32 * 5,
        forfeit_rate: 0.02 + (seed % 5) as f64 * 0.03,
        absence_rate: (seed % 4) as f64 * 0.03,
        half_bye_rate: (seed % 3) as f64 * 0.03,
        system,
        ..Default::default()
    }
}

/// F5 withdrawals: the event is generated up to round `from − 1`, then two
/// players withdraw and the rounds go on, paired by the engine, with
/// results drawn here (through the model's one writer, as the app does),
/// withdrawn players marked absent after each pairing.
pub fn event_with_withdrawals(tally: &mut impl Compares, cfg: &GeneratorConfig, from: u32) {
    let before = GeneratorConfig {
        rounds: from - 1,
        ..cfg.clone()
    };
    let Some(mut t) = event(tally, &before) else {
        return;
    };
    if t.rounds_paired() < from - 1 {
        return;
    }
    t.total_rounds = cfg.rounds;
    let mut rng = SplitMix64::new(cfg.seed ^ 0x5eed_0ff5);
    for _ in 0..2 {
        let i = rng.below(t.players.len() as u64) as usize;
        t.players[i].withdrawn_from = Some(from);
    }
    for round in from..=cfg.rounds {
        for p in &mut t.players {
            if p.withdrawn_from.is_none() && rng.below(100) < 5 {
                p.set_round(round, RoundEntry::Bye(ByeKind::ZeroPoint));
            }
        }
        let Ok(pairing) = tally.pair(&t, round) else {
            return;
        };
        for b in &pairing.boards {
            use GameResult::*;
            let (white, black) = match rng.below(10) {
                0..=3 => (Win, Loss),
                4..=6 => (Loss, Win),
                7..=8 => (Draw, Draw),
                _ => (ForfeitWin, ForfeitLoss),
            };
            let _ = t.record_game(round, *b, ByColour { white, black });
        }
        if let Some(bye) = pairing.bye {
            let _ = t.record_bye(round, bye, ByeKind::PairingAllocated);
        }
        let gone: Vec<_> = t
            .players
            .iter()
            .filter(|p| p.withdrawn_from.is_some_and(|w| w <= round))
            .filter(|p| p.round(round) == RoundEntry::NotPaired)
            .map(|p| p.tpn)
            .collect();
        for tpn in gone {
            let _ = t.record_bye(round, tpn, ByeKind::ZeroPoint);
        }
    }
}
