//! Makes a benchmark input from a finished event: the event as it stood
//! before round `ROUND` (its earlier rounds and known absences, C.04.2 art.
//! 3.3) as `PREFIX.trf`, and the pairing recorded for that round, in the
//! reference engines' format, as `PREFIX.out`.
//!
//! `cargo run --release --example bench_input -- EVENT.trf ROUND PREFIX`
//!
//! `pocket-arbiter bench PREFIX.trf` and `tests/e2e/bench.mjs` then time the
//! pairing of `ROUND` and check it against the recorded one.

use pocket_arbiter::trf::{read_bytes, write, TrfFlavour};
use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [event, round, prefix] = args.as_slice() else {
        eprintln!("usage: bench_input EVENT.trf ROUND PREFIX");
        return ExitCode::from(3);
    };
    let Ok(round) = round.parse::<u32>() else {
        eprintln!("bench_input: ROUND must be a number, got {round:?}");
        return ExitCode::from(3);
    };
    let t = match std::fs::read(event)
        .map_err(|e| e.to_string())
        .and_then(|b| {
            read_bytes(&b)
                .map(|o| o.tournament)
                .map_err(|e| e.to_string())
        }) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("bench_input: {event}: {e}");
            return ExitCode::from(3);
        }
    };
    if round == 0 || round > t.rounds_paired() {
        eprintln!(
            "bench_input: {event} has rounds 1-{} paired",
            t.rounds_paired()
        );
        return ExitCode::from(3);
    }
    let before = write(&t.for_pairing_round(round), TrfFlavour::Trf2026);
    let recorded = t.recorded_pairing(round).to_reference_format();
    for (path, text) in [
        (format!("{prefix}.trf"), before),
        (format!("{prefix}.out"), recorded),
    ] {
        if let Err(e) = std::fs::write(&path, text) {
            eprintln!("bench_input: {path}: {e}");
            return ExitCode::from(3);
        }
    }
    ExitCode::SUCCESS
}
