//! Timing of the Double-Swiss engine on large random events (native).
//! `cargo test --release --test double_swiss_perf -- --ignored --nocapture`

use crate::double_swiss_common;

use double_swiss_common::*;
use pocket_arbiter::double_swiss;
use pocket_arbiter::model::{ByeKind, Colour};
use std::time::{Duration, Instant};

/// Plays `events` random events of `n` players over `rounds` rounds and
/// returns the slowest and the mean pairing time.
fn time_events(n: u32, rounds: u32, events: u64) -> (Duration, Duration, usize) {
    let mut slowest = Duration::ZERO;
    let mut total = Duration::ZERO;
    let mut count = 0;
    for seed in 0..events {
        let mut rng = SplitMix64::new(seed + 77);
        let mut t = tournament(n, rounds);
        t.initial_colour = if pct(&mut rng, 50) {
            Colour::White
        } else {
            Colour::Black
        };
        for r in 1..=rounds {
            for tpn in 1..=n {
                if pct(&mut rng, 3) {
                    bye(&mut t, r, tpn, ByeKind::ZeroPoint);
                }
            }
            let start = Instant::now();
            let p = double_swiss::pair(&t, r).expect("large events pair");
            let took = start.elapsed();
            slowest = slowest.max(took);
            total += took;
            count += 1;
            apply(&mut t, r, &p, &mut |_, _| random_match(&mut rng));
        }
    }
    (slowest, total / count as u32, count)
}

#[test]
#[ignore]
fn hundred_players_pair_fast() {
    for (n, rounds, events) in [(100, 9, 20), (200, 9, 5), (400, 9, 2)] {
        let (slowest, mean, count) = time_events(n, rounds, events);
        println!(
            "{n} players, {rounds} rounds: {count} rounds paired, mean {:.2} ms, slowest {:.2} ms",
            mean.as_secs_f64() * 1e3,
            slowest.as_secs_f64() * 1e3
        );
        if n == 100 && !cfg!(debug_assertions) {
            assert!(slowest < Duration::from_millis(100), "{slowest:?}");
        }
    }
}
