//! The engines `dutch-2006` and `dutch-1992-ffe` against the naive literal
//! reading (`dutch1992_naive`): every round of generated events of 6–16
//! players with forfeits, absences, half-point byes and withdrawals must
//! get the same boards, colours and bye from both (or "no legal pairing"
//! from both). A mismatch prints the event's TRF as it stood before the
//! round and both pairings; `DUTCH1992_DUMP=dir` writes each mismatch's TRF
//! there, to replay with `pocket-arbiter pair --system ID FILE`.
//!
//! `texts_pair_differently` counts the generated rounds where the two
//! texts themselves (the naive reading of each) pair differently.

use crate::cross_events::{config, event, event_with_withdrawals, show, Compares};
use crate::dutch1992_naive::{pair as naive_pair, Naive, Text};
use pocket_arbiter::generate::{generate, GeneratorConfig};
use pocket_arbiter::model::{Pairing, PairingError, RoundEntry, SystemKind, Tournament};
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::trf::{read_str, write, TrfFlavour};

fn system(text: Text) -> SystemKind {
    match text {
        Text::Fide2006 => SystemKind::Dutch2006,
        Text::Ffe1992 => SystemKind::Dutch1992Ffe,
    }
}

/// Events per test: fewer in a build with debug assertions.
fn scale(n: u64) -> u64 {
    if cfg!(debug_assertions) {
        n / 4
    } else {
        n
    }
}

/// What one comparison found.
struct Tally {
    name: String,
    text: Text,
    compared: u32,
    agree: u32,
    skipped: u32,
    mismatches: Vec<String>,
    engine_time: std::time::Duration,
    naive_time: std::time::Duration,
}

impl Compares for Tally {
    fn engine_time(&mut self) -> &mut std::time::Duration {
        &mut self.engine_time
    }

    fn compare(&mut self, t: &Tournament, round: u32, engine: &Result<Pairing, PairingError>) {
        let clock = std::time::Instant::now();
        let naive = naive_pair(self.text, t, round);
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
        let trf = write(t, TrfFlavour::Trf2026);
        if let Ok(dir) = std::env::var("DUTCH1992_DUMP") {
            let name = format!(
                "{dir}/{:?}-{}-{:03}.trf",
                self.text,
                self.name,
                self.mismatches.len()
            );
            let _ = std::fs::write(name, &trf);
        }
        if self.mismatches.len() < 4 {
            let naive = match naive {
                Naive::Paired(p) => Ok(p),
                _ => Err(PairingError::NoLegalPairing { round }),
            };
            self.mismatches.push(format!(
                "{:?} {} round {round}, {} players present\n--- TRF\n{trf}--- engine\n{}--- naive\n{}",
                self.text,
                self.name,
                t.players
                    .iter()
                    .filter(|p| p.round(round) == RoundEntry::NotPaired)
                    .count(),
                show(engine),
                show(&naive)
            ));
        } else {
            self.mismatches.push(String::new());
        }
    }
}

impl Tally {
    fn new(name: &str, text: Text) -> Tally {
        Tally {
            name: name.to_string(),
            text,
            compared: 0,
            agree: 0,
            skipped: 0,
            mismatches: Vec::new(),
            engine_time: Default::default(),
            naive_time: Default::default(),
        }
    }

    fn report(&self) {
        eprintln!(
            "{:?} {}: {} rounds compared, {} agree, {} differ, {} skipped by the naive side; \
             time: engine {:?}, naive {:?}",
            self.text,
            self.name,
            self.compared,
            self.agree,
            self.compared - self.agree,
            self.skipped,
            self.engine_time,
            self.naive_time
        );
        for m in self.mismatches.iter().filter(|m| !m.is_empty()) {
            eprintln!("=== MISMATCH {m}");
        }
    }

    fn check(&self) {
        self.report();
        let total = self.compared + self.skipped;
        assert!(self.compared > 0);
        // The naive side may give up on a few big brackets, not on many.
        assert!(
            self.skipped * 50 <= total,
            "{}: the naive side skipped {} of {total} rounds",
            self.name,
            self.skipped
        );
        assert_eq!(
            self.compared - self.agree,
            0,
            "{:?} {}: the engine and the naive reading differ (see above)",
            self.text,
            self.name
        );
    }
}

fn generated(text: Text) -> Tally {
    generated_n(text, scale(2000))
}

fn generated_n(text: Text, events: u64) -> Tally {
    let mut tally = Tally::new("generated", text);
    for seed in 0..events {
        let players = 6 + (seed % 11) as u32;
        let rounds = (3 + (seed / 11) % 5) as u32;
        event(
            &mut tally,
            &config(system(text), players, rounds, 3000 + seed),
        );
    }
    tally
}

/// Many forfeits and absences: byes blocked by B1b, incompatible players
/// (C1), C12 and C13 much more often.
fn heavy(text: Text) -> Tally {
    heavy_n(text, scale(500))
}

fn heavy_n(text: Text, events: u64) -> Tally {
    let mut tally = Tally::new("heavy", text);
    for seed in 0..events {
        let players = 6 + (seed % 11) as u32;
        let rounds = (4 + seed % 4) as u32;
        let cfg = GeneratorConfig {
            forfeit_rate: 0.2,
            absence_rate: 0.12,
            half_bye_rate: 0.08,
            ..config(system(text), players, rounds, 9500 + seed)
        };
        event(&mut tally, &cfg);
    }
    tally
}

fn withdrawals(text: Text) -> Tally {
    withdrawals_n(text, scale(600))
}

fn withdrawals_n(text: Text, events: u64) -> Tally {
    let mut tally = Tally::new("withdrawals", text);
    for seed in 0..events {
        let players = 6 + (seed % 11) as u32;
        let rounds = (5 + seed % 3) as u32;
        let from = 2 + (seed % 3) as u32;
        event_with_withdrawals(
            &mut tally,
            &config(system(text), players, rounds, 7700 + seed),
            from,
        );
    }
    tally
}

#[test]
#[ignore = "full set (seconds in release); 1 (2006) and 17 (French text) of ~16,000 rounds each still differ: docs/readings/dutch-1992-2006.md, The cross-check; run with --ignored"]
fn dutch2006_engine_equals_naive_on_generated_events() {
    generated(Text::Fide2006).check();
}

#[test]
#[ignore = "full set (seconds in release); 1 (2006) and 17 (French text) of ~16,000 rounds each still differ: docs/readings/dutch-1992-2006.md, The cross-check; run with --ignored"]
fn dutch2006_engine_equals_naive_under_heavy_disruption() {
    heavy(Text::Fide2006).check();
}

#[test]
#[ignore = "full set (seconds in release); 1 (2006) and 17 (French text) of ~16,000 rounds each still differ: docs/readings/dutch-1992-2006.md, The cross-check; run with --ignored"]
fn dutch2006_engine_equals_naive_with_withdrawals() {
    withdrawals(Text::Fide2006).check();
}

#[test]
#[ignore = "full set (seconds in release); 1 (2006) and 17 (French text) of ~16,000 rounds each still differ: docs/readings/dutch-1992-2006.md, The cross-check; run with --ignored"]
fn dutch1992_ffe_engine_equals_naive_on_generated_events() {
    generated(Text::Ffe1992).check();
}

#[test]
#[ignore = "full set (seconds in release); 1 (2006) and 17 (French text) of ~16,000 rounds each still differ: docs/readings/dutch-1992-2006.md, The cross-check; run with --ignored"]
fn dutch1992_ffe_engine_equals_naive_under_heavy_disruption() {
    heavy(Text::Ffe1992).check();
}

#[test]
#[ignore = "full set (seconds in release); 1 (2006) and 17 (French text) of ~16,000 rounds each still differ: docs/readings/dutch-1992-2006.md, The cross-check; run with --ignored"]
fn dutch1992_ffe_engine_equals_naive_with_withdrawals() {
    withdrawals(Text::Ffe1992).check();
}

/// Rounds of the CI-sized set where the engines and the naive reading are
/// known to differ: none since 28 Nov (the residual rounds of the full
/// sets are named in docs/readings/dutch-1992-2006.md, "The cross-check").
/// Never raise it without naming the new class there.
const CI_KNOWN_DIFFERENCES: u32 = 0;

/// The CI-sized check: the first events of each generated set (a few
/// hundred rounds per text, seconds in a debug build), so that every
/// `cargo test` holds both engines to the naive reading. The full sets
/// above stay `#[ignore]` (run them with `--ignored`).
#[test]
fn dutch1992_engines_equal_naive_on_a_ci_sized_set() {
    let mut differ = 0;
    for text in [Text::Fide2006, Text::Ffe1992] {
        for tally in [
            generated_n(text, 66),
            heavy_n(text, 22),
            withdrawals_n(text, 22),
        ] {
            tally.report();
            assert!(tally.compared > 0 && tally.skipped == 0);
            differ += tally.compared - tally.agree;
        }
    }
    assert_eq!(
        differ, CI_KNOWN_DIFFERENCES,
        "{differ} rounds differ, {CI_KNOWN_DIFFERENCES} known (see above)"
    );
}

/// Where the two texts differ in effect: events paired by the naive 2006
/// reading, each round also paired by the naive FFE reading. The texts
/// differ on generated events (C9/C10 order, BAF 77's strength of colour
/// preferences, BAF 78's forfeit floats, the FFE absolute preferences,
/// the 7-player exchange column, the last-round notes), so some rounds
/// must pair differently: a count of zero would mean one of the two
/// readings ignores its text's differences.
#[test]
fn texts_pair_differently() {
    let (mut rounds, mut differ, mut skipped) = (0u32, 0u32, 0u32);
    let mut example = None;
    for seed in 0..scale(1000) {
        let players = 6 + (seed % 11) as u32;
        let rounds_n = (3 + (seed / 11) % 5) as u32;
        let cfg = config(system(Text::Fide2006), players, rounds_n, 5000 + seed);
        let _ = generate(&cfg, |t, round| {
            let a = naive_pair(Text::Fide2006, t, round);
            let b = naive_pair(Text::Ffe1992, t, round);
            match (&a, &b) {
                (Naive::Skipped, _) | (_, Naive::Skipped) => skipped += 1,
                _ => {
                    rounds += 1;
                    if a != b {
                        differ += 1;
                        if example.is_none() {
                            example = Some(format!(
                                "round {round}\n{}2006: {a:?}\nFFE: {b:?}",
                                write(t, TrfFlavour::Trf2026)
                            ));
                        }
                    }
                }
            }
            match a {
                Naive::Paired(p) => Ok(p),
                _ => Err(PairingError::NoLegalPairing { round }),
            }
        });
    }
    eprintln!(
        "texts: {differ} of {rounds} generated rounds pair differently under the 2006 and the \
         FFE 1992 readings ({skipped} skipped)"
    );
    if let Some(e) = example {
        eprintln!("first example: {e}");
    }
    assert!(rounds > 0);
    assert!(differ > 0, "the two texts never pair differently");
}

/// Debugging aid: `DUTCH1992_FILE=path DUTCH1992_TEXT=ffe cargo test --test
/// systems dutch1992_one_file -- --ignored --nocapture`.
#[test]
#[ignore]
fn dutch1992_one_file() {
    let Ok(path) = std::env::var("DUTCH1992_FILE") else {
        return;
    };
    let text = match std::env::var("DUTCH1992_TEXT").as_deref() {
        Ok("ffe") => Text::Ffe1992,
        _ => Text::Fide2006,
    };
    let trf = std::fs::read_to_string(path).expect("reads");
    let mut t = read_str(&trf).expect("TRF reads").tournament;
    t.system = system(text);
    let round = t.rounds_paired() + 1;
    eprintln!("engine:\n{}", show(&pair_round(&t, round)));
    if std::env::var("ENGINE1992_TRACE").is_ok() {
        let rules = match text {
            Text::Ffe1992 => &pocket_arbiter::dutch::classic::rules1992ffe::RULES,
            Text::Fide2006 => &pocket_arbiter::dutch::classic::rules2006::RULES,
        };
        // The trace also when the engine finds no pairing.
        let mut rec = pocket_arbiter::dutch::classic::trace::Recorder::default();
        let _ = pocket_arbiter::dutch::classic::pair_with(&t, round, rules.text, &mut rec);
        pocket_arbiter::dutch::classic::trace::Sink::end_step(&mut rec);
        for line in pocket_arbiter::lang::en::classic::trace(&rec.events) {
            eprintln!("  {line}");
        }
    }
    eprintln!("naive: {:?}", naive_pair(text, &t, round));
}
