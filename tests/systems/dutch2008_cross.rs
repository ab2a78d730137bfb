//! The engine `dutch-2008` against the naive implementation
//! (`dutch2008_naive`): every round of generated events of 5–16 players
//! with forfeits, absences, half-point byes and withdrawals must get the
//! same boards, colours and bye from both (or "no legal pairing" from both).
//! A mismatch prints the TRF of the event as it stood before the round and
//! both pairings. Resolved mismatches are kept as regression files in
//! tests/data/dutch-2008/ (the round after the last one paired).

use crate::cross_events::{config, event, event_with_withdrawals, show, Compares};
use crate::dutch2008_naive::{pair as naive_pair, Naive, STATS};
use pocket_arbiter::generate::GeneratorConfig;
use pocket_arbiter::model::{Pairing, PairingError, SystemKind, Tournament};
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::trf::{read_str, write, TrfFlavour};

/// What one comparison found.
#[derive(Default)]
struct Tally {
    name: &'static str,
    compared: u32,
    agree: u32,
    skipped: u32,
    mismatches: Vec<String>,
    /// Time spent in each side.
    engine_time: std::time::Duration,
    naive_time: std::time::Duration,
}

impl Compares for Tally {
    fn engine_time(&mut self) -> &mut std::time::Duration {
        &mut self.engine_time
    }

    fn compare(&mut self, t: &Tournament, round: u32, engine: &Result<Pairing, PairingError>) {
        let clock = std::time::Instant::now();
        let naive = naive_pair(t, round);
        self.naive_time += clock.elapsed();
        let same = match (&naive, engine) {
            (Naive::Skipped, _) => {
                self.skipped += 1;
                return;
            }
            (Naive::Paired(a), Ok(b)) => a == b,
            (Naive::NoPairing, Err(PairingError::NoLegalPairing { .. })) => true,
            _ => false,
        };
        self.compared += 1;
        if same {
            self.agree += 1;
            return;
        }
        // DUTCH2008_DUMP=dir: every mismatch's TRF as a file, to reproduce it
        // with `pocket-arbiter pair --system dutch-2008`.
        if let Ok(dir) = std::env::var("DUTCH2008_DUMP") {
            let name = format!("{dir}/{}-{:03}.trf", self.name, self.mismatches.len());
            let _ = std::fs::write(name, write(t, TrfFlavour::Trf2026));
        }
        if self.mismatches.len() < 5 {
            let naive = match naive {
                Naive::Paired(p) => Ok(p),
                _ => Err(PairingError::NoLegalPairing { round }),
            };
            self.mismatches.push(format!(
                "round {round}\n--- TRF\n{}--- engine\n{}--- naive\n{}",
                write(t, TrfFlavour::Trf2026),
                show(engine),
                show(&naive)
            ));
        } else {
            self.mismatches.push(String::new());
        }
    }
}

fn report(name: &str, tally: &Tally) {
    use std::sync::atomic::Ordering::Relaxed;
    // Shared by the tests running in parallel: a rough count.
    eprintln!(
        "naive side so far (all tests): C12 accepted {}, C13 entered {}, C13 merges {}",
        STATS.c12.load(Relaxed),
        STATS.c13.load(Relaxed),
        STATS.merges.load(Relaxed)
    );
    eprintln!(
        "{name}: {} rounds compared, {} agree, {} mismatches, {} skipped by the naive side; \
         time: engine {:?}, naive {:?}",
        tally.compared,
        tally.agree,
        tally.compared - tally.agree,
        tally.skipped,
        tally.engine_time,
        tally.naive_time
    );
    for m in tally.mismatches.iter().filter(|m| !m.is_empty()) {
        eprintln!("=== MISMATCH {m}");
    }
}

fn check(name: &str, tally: &Tally) {
    report(name, tally);
    let total = tally.compared + tally.skipped;
    assert!(tally.compared > 0);
    // The naive side may give up on a few big brackets, not on many.
    assert!(
        tally.skipped * 50 <= total,
        "{name}: the naive side skipped {} of {total} rounds",
        tally.skipped
    );
    assert_eq!(
        tally.compared - tally.agree,
        0,
        "{name}: the engine and the naive implementation differ (see above)"
    );
}

#[test]
fn engine_equals_naive_on_generated_events() {
    let mut tally = Tally {
        name: "generated",
        ..Tally::default()
    };
    for seed in 0..1200u64 {
        let players = 5 + (seed % 12) as u32;
        let rounds = (4 + (seed / 12) % 6) as u32;
        let rounds = rounds.min(players - 1);
        event(
            &mut tally,
            &config(SystemKind::Dutch2008, players, rounds, 1000 + seed),
        );
    }
    check("generated", &tally);
}

/// Many forfeits and absences: byes blocked by B1b, incompatible players,
/// C12 and C13 much more often.
#[test]
fn engine_equals_naive_under_heavy_disruption() {
    let mut tally = Tally {
        name: "heavy",
        ..Tally::default()
    };
    for seed in 0..300u64 {
        let players = 5 + (seed % 12) as u32;
        let rounds = (5 + seed % 5) as u32;
        let cfg = GeneratorConfig {
            forfeit_rate: 0.2,
            absence_rate: 0.12,
            half_bye_rate: 0.08,
            ..config(
                SystemKind::Dutch2008,
                players,
                rounds.min(players - 1),
                9000 + seed,
            )
        };
        event(&mut tally, &cfg);
    }
    check("heavy", &tally);
}

#[test]
fn engine_equals_naive_with_withdrawals() {
    let mut tally = Tally {
        name: "withdrawals",
        ..Tally::default()
    };
    for seed in 0..400u64 {
        let players = 6 + (seed % 11) as u32;
        let rounds = (5 + seed % 3) as u32;
        let from = 2 + (seed % 3) as u32;
        event_with_withdrawals(
            &mut tally,
            &config(SystemKind::Dutch2008, players, rounds, 7000 + seed),
            from,
        );
    }
    check("withdrawals", &tally);
}

/// Resolved mismatches: each file is paired for the round after its last
/// paired round by both sides.
#[test]
fn regression_files_agree() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/dutch-2008");
    let mut tally = Tally {
        name: "regression",
        ..Tally::default()
    };
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .expect("tests/data/dutch-2008")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("reads");
        let t = read_str(&text).expect("regression TRF reads").tournament;
        let round = t.rounds_paired() + 1;
        let _ = tally.pair(&t, round);
    }
    if files.is_empty() {
        return;
    }
    check("regression files", &tally);
}

/// Debugging aid: `DUTCH2008_FILE=path cargo test --test systems one_file -- --ignored --nocapture`.
#[test]
#[ignore]
fn one_file() {
    let Ok(path) = std::env::var("DUTCH2008_FILE") else {
        return;
    };
    let text = std::fs::read_to_string(path).expect("reads");
    let t = read_str(&text).expect("TRF reads").tournament;
    let round = t.rounds_paired() + 1;
    let clock = std::time::Instant::now();
    let engine = pair_round(&t, round);
    eprintln!("engine ({:?}):\n{}", clock.elapsed(), show(&engine));
    if std::env::var("ENGINE_TRACE").is_ok() {
        use pocket_arbiter::dutch::classic::{pair_traced, rules2008};
        if let Ok((_, events)) = pair_traced(&t, round, &rules2008::RULES) {
            for l in pocket_arbiter::lang::en::classic::trace(&events) {
                eprintln!("  {l}");
            }
        }
    }
    let clock = std::time::Instant::now();
    let naive = naive_pair(&t, round);
    eprintln!("naive ({:?}): {naive:?}", clock.elapsed());
}
