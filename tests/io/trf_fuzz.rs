//! A deterministic mutation fuzzer for the TRF reader (no nightly here, so
//! no cargo-fuzz): corpus files mutated byte-, line- and column-wise with a
//! fixed-seed SplitMix64. Every input must be read or refused without a
//! panic, quickly, without a huge allocation; an accepted input must
//! survive write → read → write unchanged.
//!
//! `cargo test --test trf_fuzz` runs a bounded number of iterations;
//! `FUZZ_SECONDS=600 cargo test --release --test trf_fuzz -- --ignored`
//! runs for that long.

use crate::common;

use pocket_arbiter::rng::SplitMix64;
use pocket_arbiter::trf::read::read_str_with;
use pocket_arbiter::trf::{read_bytes, read_str, write, TrfFlavour};
use std::alloc::{GlobalAlloc, Layout, System};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

/// Counts live bytes and the peak, to catch huge allocations.
struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded unchanged to the system allocator.
        let p = unsafe { System.alloc(layout) };
        if !p.is_null() {
            let now = LIVE.fetch_add(layout.size(), Ordering::Relaxed) + layout.size();
            PEAK.fetch_max(now, Ordering::Relaxed);
        }
        p
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged to the system allocator.
        unsafe { System.dealloc(ptr, layout) };
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
    }
}

#[global_allocator]
static ALLOC: Counting = Counting;

/// Per input: at most this long, and at most this much memory above what
/// was live before (plus a multiple of the input size).
const TIME_LIMIT: Duration = Duration::from_secs(2);
const MEMORY_LIMIT: usize = 64 << 20;

/// Checks one input; `Err` describes the failure.
fn check(input: &[u8]) -> Result<(), String> {
    let before = LIVE.load(Ordering::Relaxed);
    PEAK.store(before, Ordering::Relaxed);
    let start = Instant::now();
    let outcome = catch_unwind(AssertUnwindSafe(|| read_bytes(input)))
        .map_err(|_| "the reader panicked".to_string())?;
    let used = PEAK.load(Ordering::Relaxed).saturating_sub(before);
    if used > MEMORY_LIMIT + 64 * input.len() {
        return Err(format!("the reader allocated {used} bytes"));
    }
    if start.elapsed() > TIME_LIMIT {
        return Err(format!("the reader took {:?}", start.elapsed()));
    }
    let Ok(outcome) = outcome else {
        return Ok(());
    };
    catch_unwind(AssertUnwindSafe(|| {
        let t = outcome.tournament;
        let written = write(&t, TrfFlavour::Trf2026);
        let again = read_str(&written).map_err(|e| format!("written file refused: {e}"))?;
        if again.tournament != t {
            return Err("written file reads back differently".to_string());
        }
        if write(&again.tournament, TrfFlavour::Trf2026) != written {
            return Err("re-written bytes differ".to_string());
        }
        // TRF-16 has no system record: it is read back as the CLI's
        // `--system` reads it, telling the reader the system.
        read_str_with(&write(&t, TrfFlavour::Trf16), Some(t.system))
            .map_err(|e| format!("TRF-16 refused: {e}"))?;
        for r in 1..=t.rounds_paired() + 1 {
            let d = t.for_pairing_round(r);
            let _ = t.recorded_pairing(r).to_reference_format();
            let back = read_str(&write(&d, TrfFlavour::Trf2026))
                .map_err(|e| format!("derived round {r} refused: {e}"))?;
            if back.tournament != d {
                return Err(format!("derived round {r} reads back differently"));
            }
        }
        let _ = t.complete_rounds();
        Ok(())
    }))
    .map_err(|_| "a panic after reading".to_string())?
}

/// Runs until `iterations` inputs or `deadline`; returns the count.
fn fuzz(seed: u64, iterations: u64, deadline: Option<Instant>) -> u64 {
    let seeds = common::seeds();
    let mut rng = SplitMix64::new(seed);
    let mut done = 0;
    let mut accepted = 0;
    while done < iterations && deadline.is_none_or(|d| Instant::now() < d) {
        let base = &seeds[rng.below(seeds.len() as u64) as usize];
        let input = common::mutate(&mut rng, base);
        if let Err(why) = check(&input) {
            let path = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("fuzz-failure-{seed}-{done}.trf"));
            let _ = std::fs::write(&path, &input);
            panic!(
                "input {done} (seed {seed}): {why}; saved to {}",
                path.display()
            );
        }
        if read_bytes(&input).is_ok() {
            accepted += 1;
        }
        done += 1;
    }
    eprintln!("fuzz seed {seed}: {done} inputs, {accepted} accepted");
    done
}

#[test]
fn mutated_corpus_files_never_panic() {
    // Quiet the default hook: a caught panic is reported by `check`.
    let n = fuzz(
        0x5EED_0001,
        40_000,
        Some(Instant::now() + Duration::from_secs(20)),
    );
    assert!(n > 500, "only {n} inputs in the time allowed");
}

#[test]
#[ignore = "long-running; set FUZZ_SECONDS"]
fn mutated_corpus_files_never_panic_long() {
    let secs: u64 = std::env::var("FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(600);
    let deadline = Instant::now() + Duration::from_secs(secs);
    let mut seed = 0x5EED_1000;
    let mut total = 0;
    while Instant::now() < deadline {
        total += fuzz(
            seed,
            u64::MAX,
            Some(deadline.min(Instant::now() + Duration::from_secs(60))),
        );
        seed += 1;
    }
    eprintln!("long fuzz: {total} inputs in {secs} s");
}
