//! A reproducible random tournament generator (the FIDE endorsement's
//! "Random Tournament Generator", C.04.A A.5): random players, random
//! absences, results drawn from rating differences, paired round by round
//! by a pairing system.
//!
//! Pure: no clock, no I/O, no floating point in the draws. The same
//! configuration and seed give the same tournament on every platform.

use crate::model::{
    ByColour, ByeKind, Colour, GameResult, MatchGames, Player, PointSystem, RoundEntry, SystemKind,
    Tournament, Tpn,
};
use crate::model::{Pairing, PairingError};
use crate::rng::SplitMix64;

/// What to generate.
#[derive(Debug, Clone, PartialEq)]
pub struct GeneratorConfig {
    pub players: u32,
    pub rounds: u32,
    pub seed: u64,
    /// Share of played games that are drawn, in percent.
    pub draw_percent: u32,
    /// Probability that a paired game is forfeited (a quarter of them by both).
    pub forfeit_rate: f64,
    /// Probability that a player announces a zero-point absence (`Z`) for a round.
    pub absence_rate: f64,
    /// Probability that a player takes a half-point bye (`H`) for a round.
    pub half_bye_rate: f64,
    pub points: PointSystem,
    pub system: SystemKind,
    pub baku_acceleration: bool,
    /// The colour of TPN 1 in round 1; drawn from the seed when `None`.
    pub initial_colour: Option<Colour>,
}

impl Default for GeneratorConfig {
    fn default() -> Self {
        GeneratorConfig {
            players: 20,
            rounds: 7,
            seed: 1,
            draw_percent: 30,
            forfeit_rate: 0.0,
            absence_rate: 0.0,
            half_bye_rate: 0.0,
            points: PointSystem::default(),
            system: SystemKind::default(),
            baku_acceleration: false,
            initial_colour: None,
        }
    }
}

/// A generated tournament. When the system found no legal pairing for a
/// round, the tournament stops before it (`stopped` says which round).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Generated {
    pub tournament: Tournament,
    pub stopped: Option<(u32, PairingError)>,
}

/// Why nothing could be generated (worded in `lang::en`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GenerateError {
    InvalidConfig(ConfigError),
    Pairing {
        round: u32,
        error: PairingError,
    },
    /// The pairing system returned something that is not a pairing of the
    /// players present (a bug in the system).
    BadPairing {
        round: u32,
        reason: BadPairing,
    },
}

/// A generator setting out of its range.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum ConfigError {
    /// Players must be 2 to `max`.
    Players { got: u32, max: u32 },
    /// Rounds must be 1 to `max`.
    Rounds { got: u32, max: u32 },
    /// The share of draws must be 0–100 percent.
    DrawPercent { got: u32 },
    /// A probability must be between 0 and 1.
    Rate { what: Rate, got: f64 },
    /// The absence rate plus the half-point bye rate exceeds 1.
    AbsencesOverOne,
}

impl Eq for ConfigError {}

/// The probabilities the generator takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rate {
    Forfeit,
    Absence,
    HalfPointBye,
}

/// How a returned pairing fails to pair the players present.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadPairing {
    NoSuchPlayer(Tpn),
    Absent(Tpn),
    PairedTwice(Tpn),
    NotPaired(Tpn),
}

fn ppm(rate: f64, what: Rate) -> Result<u32, GenerateError> {
    if !(0.0..=1.0).contains(&rate) {
        return Err(GenerateError::InvalidConfig(ConfigError::Rate {
            what,
            got: rate,
        }));
    }
    Ok((rate * 1_000_000.0).round() as u32)
}

/// Expected score of the higher-rated player, per mille, for a rating
/// difference `d` (the Elo logistic curve, tabulated every 50 points and
/// interpolated linearly, so that no floating point enters the draws).
fn expected_per_mille(d: u32) -> u32 {
    const TABLE: [u32; 17] = [
        500, 571, 640, 703, 760, 808, 849, 882, 909, 930, 947, 960, 969, 977, 983, 987, 990,
    ];
    let d = d.min(800);
    let i = (d / 50) as usize;
    let lo = TABLE.get(i).copied().unwrap_or(990);
    let hi = TABLE.get(i + 1).copied().unwrap_or(990);
    lo + (hi - lo) * (d % 50) / 50
}

/// Generates a tournament, pairing each round with `pair`
/// (normally [`crate::systems::pair_round`]).
pub fn generate(
    cfg: &GeneratorConfig,
    mut pair: impl FnMut(&Tournament, u32) -> Result<Pairing, PairingError>,
) -> Result<Generated, GenerateError> {
    if !(2..=crate::trf::read::MAX_PLAYERS).contains(&cfg.players) {
        return Err(GenerateError::InvalidConfig(ConfigError::Players {
            got: cfg.players,
            max: crate::trf::read::MAX_PLAYERS,
        }));
    }
    if !(1..=crate::trf::read::MAX_ROUNDS).contains(&cfg.rounds) {
        return Err(GenerateError::InvalidConfig(ConfigError::Rounds {
            got: cfg.rounds,
            max: crate::trf::read::MAX_ROUNDS,
        }));
    }
    if cfg.draw_percent > 100 {
        return Err(GenerateError::InvalidConfig(ConfigError::DrawPercent {
            got: cfg.draw_percent,
        }));
    }
    let forfeit = ppm(cfg.forfeit_rate, Rate::Forfeit)?;
    let absence = ppm(cfg.absence_rate, Rate::Absence)?;
    let half_bye = ppm(cfg.half_bye_rate, Rate::HalfPointBye)?;
    if u64::from(absence) + u64::from(half_bye) > 1_000_000 {
        return Err(GenerateError::InvalidConfig(ConfigError::AbsencesOverOne));
    }

    let mut rng = SplitMix64::new(cfg.seed);
    let initial_colour = cfg.initial_colour.unwrap_or_else(|| {
        if rng.below(2) == 0 {
            Colour::White
        } else {
            Colour::Black
        }
    });
    // Initial ranking (C.04.2 art. 2): by rating, highest first.
    let mut ratings: Vec<u32> = (0..cfg.players)
        .map(|_| 1200 + rng.below(1501) as u32)
        .collect();
    crate::sort::sort_by(&mut ratings, |a, b| b.cmp(a));
    let players = ratings
        .iter()
        .enumerate()
        .map(|(i, &rating)| Player {
            rating,
            ..Player::new(Tpn::from_index(i), format!("Player {:04}", i + 1))
        })
        .collect();
    let mut t = Tournament {
        total_rounds: cfg.rounds,
        initial_colour,
        points: cfg.points,
        system: cfg.system,
        baku_acceleration: cfg.baku_acceleration,
        players,
        ..Default::default()
    };
    t.info.name = format!("Pocket Arbiter random tournament, seed {}", cfg.seed);

    for round in 1..=cfg.rounds {
        // Announced absences for this round.
        for p in &mut t.players {
            let u = rng.below(1_000_000);
            if u < u64::from(absence) {
                p.set_round(round, RoundEntry::Bye(ByeKind::ZeroPoint));
            } else if u < u64::from(absence) + u64::from(half_bye) {
                p.set_round(round, RoundEntry::Bye(ByeKind::HalfPoint));
            }
        }
        let pairing = match pair(&t, round) {
            Ok(p) => p,
            Err(e @ PairingError::NoLegalPairing { .. }) => {
                return Ok(Generated {
                    tournament: t,
                    stopped: Some((round, e)),
                })
            }
            // Everyone drew an absence: the round has no game.
            Err(PairingError::EveryoneAbsent { .. }) => Pairing::default(),
            Err(error) => return Err(GenerateError::Pairing { round, error }),
        };
        check_pairing(&t, round, &pairing)?;
        for &b in &pairing.boards {
            let (rw, rb) = (
                t.player(b.white).map_or(0, |p| p.rating),
                t.player(b.black).map_or(0, |p| p.rating),
            );
            // Double-Swiss (C.04.5 Preface): a match of two games; the
            // round entry keeps the colour of game 1 and a summary result.
            // `check_pairing` has seen that both players exist.
            let _ = if cfg.system.info().scoring == crate::model::Scoring::Matches {
                let (white, black) = draw_match(&mut rng, rw, rb, cfg.draw_percent, forfeit);
                t.record_match(round, b, ByColour { white, black })
            } else {
                let (white, black) = draw_result(&mut rng, rw, rb, cfg.draw_percent, forfeit);
                t.record_game(round, b, ByColour { white, black })
            };
        }
        if let Some(bye) = pairing.bye {
            let _ = t.record_bye(round, bye, ByeKind::PairingAllocated);
        }
    }
    Ok(Generated {
        tournament: t,
        stopped: None,
    })
}

/// The results of one game for White and Black.
fn draw_result(
    rng: &mut SplitMix64,
    white: u32,
    black: u32,
    draw_percent: u32,
    forfeit_ppm: u32,
) -> (GameResult, GameResult) {
    use GameResult::*;
    if rng.chance(forfeit_ppm) {
        return match rng.below(4) {
            0 => (ForfeitLoss, ForfeitLoss),
            1 => (ForfeitLoss, ForfeitWin),
            _ => (ForfeitWin, ForfeitLoss),
        };
    }
    if rng.below(100) < u64::from(draw_percent) {
        return (Draw, Draw);
    }
    let favourite = expected_per_mille(white.abs_diff(black));
    let favourite_wins = rng.below(1000) < u64::from(favourite);
    if favourite_wins == (white >= black) {
        (Win, Loss)
    } else {
        (Loss, Win)
    }
}

/// The two games of a Double-Swiss match (C.04.5 Preface) for the players
/// with White and Black in game 1; game 2 is played with colours reversed.
/// With probability `forfeit_ppm` something is forfeited: one game by one
/// player (the match still counts as played), the whole match by one player,
/// or the whole match by both.
fn draw_match(
    rng: &mut SplitMix64,
    white: u32,
    black: u32,
    draw_percent: u32,
    forfeit_ppm: u32,
) -> (MatchGames, MatchGames) {
    use GameResult::*;
    let game1 = draw_result(rng, white, black, draw_percent, 0);
    let (b2, w2) = draw_result(rng, black, white, draw_percent, 0);
    let mut w = MatchGames {
        first: game1.0,
        second: w2,
    };
    let mut b = MatchGames {
        first: game1.1,
        second: b2,
    };
    if rng.chance(forfeit_ppm) {
        match rng.below(4) {
            0 => {
                // One game forfeited by one player.
                let (loser, winner) = if rng.below(2) == 0 {
                    (&mut w, &mut b)
                } else {
                    (&mut b, &mut w)
                };
                if rng.below(2) == 0 {
                    (loser.first, winner.first) = (ForfeitLoss, ForfeitWin);
                } else {
                    (loser.second, winner.second) = (ForfeitLoss, ForfeitWin);
                }
            }
            1 => (w, b) = (MatchGames::both(ForfeitLoss), MatchGames::both(ForfeitWin)),
            2 => (w, b) = (MatchGames::both(ForfeitWin), MatchGames::both(ForfeitLoss)),
            _ => (w, b) = (MatchGames::both(ForfeitLoss), MatchGames::both(ForfeitLoss)),
        }
    }
    (w, b)
}

/// Every player present exactly once; absent players not paired.
fn check_pairing(t: &Tournament, round: u32, p: &Pairing) -> Result<(), GenerateError> {
    let bad = |reason: BadPairing| GenerateError::BadPairing { round, reason };
    let mut seen = vec![false; t.players.len()];
    let tpns = p
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(p.bye);
    for tpn in tpns {
        let Some(player) = t.player(tpn) else {
            return Err(bad(BadPairing::NoSuchPlayer(tpn)));
        };
        if player.round(round) != RoundEntry::NotPaired {
            return Err(bad(BadPairing::Absent(tpn)));
        }
        match seen.get_mut(tpn.index()) {
            Some(s) if !*s => *s = true,
            _ => return Err(bad(BadPairing::PairedTwice(tpn))),
        }
    }
    if let Some(missing) = t
        .players
        .iter()
        .zip(&seen)
        .find(|(pl, s)| !**s && pl.round(round) == RoundEntry::NotPaired)
    {
        return Err(bad(BadPairing::NotPaired(missing.0.tpn)));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Board;
    use crate::trf::{read_str, write, TrfFlavour};

    /// A stand-in system: pairs the players present in TPN order, the last
    /// one gets the bye; colours alternate by board.
    fn naive(t: &Tournament, round: u32) -> Result<Pairing, PairingError> {
        let present: Vec<Tpn> = t
            .players
            .iter()
            .filter(|p| p.round(round) == RoundEntry::NotPaired)
            .map(|p| p.tpn)
            .collect();
        let mut boards = Vec::new();
        for (i, pair) in present.chunks_exact(2).enumerate() {
            if let [a, b] = pair {
                let (white, black) = if (i + round as usize).is_multiple_of(2) {
                    (*a, *b)
                } else {
                    (*b, *a)
                };
                boards.push(Board { white, black });
            }
        }
        let bye = (present.len() % 2 == 1).then(|| present[present.len() - 1]);
        Ok(Pairing { boards, bye })
    }

    fn cfg(seed: u64) -> GeneratorConfig {
        GeneratorConfig {
            players: 15,
            rounds: 6,
            seed,
            draw_percent: 30,
            forfeit_rate: 0.1,
            absence_rate: 0.05,
            half_bye_rate: 0.05,
            ..Default::default()
        }
    }

    #[test]
    fn same_seed_same_tournament_and_it_reads_back() {
        let a = generate(&cfg(7), naive).expect("generate").tournament;
        let b = generate(&cfg(7), naive).expect("generate").tournament;
        let c = generate(&cfg(8), naive).expect("generate").tournament;
        assert_eq!(a, b);
        assert_ne!(a, c);
        let text = write(&a, TrfFlavour::Trf2026);
        let back = read_str(&text).expect("generated file reads").tournament;
        assert_eq!(back, a);
        assert_eq!(a.rounds_paired(), 6);
        assert!(a.players.windows(2).all(|w| w[0].rating >= w[1].rating));
    }

    #[test]
    fn rates_show_up() {
        let mut c = cfg(3);
        c.players = 40;
        c.rounds = 9;
        c.forfeit_rate = 1.0;
        let t = generate(&c, naive).expect("generate").tournament;
        let all_forfeits = t.players.iter().flat_map(|p| &p.rounds).all(|e| match e {
            RoundEntry::Game { result, .. } => !result.is_played(),
            _ => true,
        });
        assert!(all_forfeits);
        c.forfeit_rate = 0.0;
        c.absence_rate = 1.0;
        c.half_bye_rate = 0.0;
        let t = generate(&c, naive).expect("generate").tournament;
        assert!(t.players.iter().all(|p| p
            .rounds
            .iter()
            .all(|e| *e == RoundEntry::Bye(ByeKind::ZeroPoint))));
    }

    #[test]
    fn refuses_bad_settings_and_bad_pairings() {
        let mut c = cfg(1);
        c.forfeit_rate = 1.5;
        assert!(matches!(
            generate(&c, naive),
            Err(GenerateError::InvalidConfig(_))
        ));
        let twice = |_: &Tournament, _: u32| {
            Ok(Pairing {
                boards: vec![Board {
                    white: Tpn(1),
                    black: Tpn(1),
                }],
                bye: None,
            })
        };
        assert!(matches!(
            generate(&cfg(1), twice),
            Err(GenerateError::BadPairing { round: 1, .. })
        ));
        let none = |_: &Tournament, round: u32| Err(PairingError::NoLegalPairing { round });
        let g = generate(&cfg(1), none).expect("stops cleanly");
        assert_eq!(g.stopped.map(|s| s.0), Some(1));
    }

    #[test]
    fn elo_table_is_monotone() {
        let v: Vec<u32> = (0..=900).map(expected_per_mille).collect();
        assert!(v.windows(2).all(|w| w[0] <= w[1]));
        assert_eq!(expected_per_mille(0), 500);
        assert_eq!(expected_per_mille(25), 535);
    }
}
