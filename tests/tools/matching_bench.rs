//! Timing of the maximum-weight matcher on dense graphs.
//!
//! `cargo run --release --example matching_bench [n ...]`
//!
//! Two graph families, each with 64-bit, 256-bit and 512-bit weights:
//! - `random`: every pair an edge, uniformly random weights;
//! - `swiss`: Swiss-pairing-like weights: a cardinality bit on top, then a
//!   score-difference field, a colour field and a random tie-break field
//!   (about 5% of pairs forbidden as if already played).
//!
//! For each it reports a solve from scratch (best of three) and the average
//! warm re-solve after forbidding the current mate of a random vertex and
//! halving one of its other edges, as a pairing engine does when it tries
//! an alternative. Times are thread CPU times on Linux.

/// CPU time of this thread in milliseconds (Linux), wall time elsewhere:
/// the figures should not depend on what else the machine is running.
#[cfg(target_os = "linux")]
fn now_ms() -> f64 {
    #[repr(C)]
    struct Timespec {
        sec: i64,
        nsec: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, tp: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut ts = Timespec { sec: 0, nsec: 0 };
    // SAFETY: clock_gettime writes one timespec into the pointer we own.
    let rc = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut ts) };
    assert_eq!(rc, 0, "clock_gettime failed");
    ts.sec as f64 * 1e3 + ts.nsec as f64 / 1e6
}

#[cfg(not(target_os = "linux"))]
fn now_ms() -> f64 {
    use std::sync::OnceLock;
    use std::time::Instant;
    static START: OnceLock<Instant> = OnceLock::new();
    START.get_or_init(Instant::now).elapsed().as_secs_f64() * 1e3
}

use pocket_arbiter::matching::{Matcher, Weight, Wide};
use pocket_arbiter::rng::SplitMix64;

/// Builds a weight from fields `(value, width in bits)`, most significant
/// first: packed tightly below bit 60 in a `u64` (the low fields are cut),
/// spread evenly over the width of a `Wide`, as an engine would lay out
/// its criteria.
trait FromFields: Weight {
    const BITS: u32;
    fn from_fields(fields: &[(u64, u32)]) -> Self;
}

fn truncate(v: u64, width: u32) -> u64 {
    if width >= 64 {
        v
    } else {
        v & ((1 << width) - 1)
    }
}

impl FromFields for u64 {
    const BITS: u32 = 64;
    fn from_fields(fields: &[(u64, u32)]) -> Self {
        let mut w = 0u64;
        let mut pos = 60u32;
        for &(v, width) in fields {
            let width = width.min(pos);
            pos -= width;
            w |= truncate(v, width) << pos;
        }
        w
    }
}

impl<const N: usize> FromFields for Wide<N> {
    const BITS: u32 = 64 * N as u32;
    fn from_fields(fields: &[(u64, u32)]) -> Self {
        let step = (Self::BITS - 4) / fields.len() as u32;
        let mut w = Wide::ZERO;
        for (i, &(v, width)) in fields.iter().enumerate() {
            let off = Self::BITS - 4 - step * (i as u32 + 1);
            w = w.add_at_bit(off, truncate(v, width.min(step)));
        }
        w
    }
}

#[derive(Clone, Copy)]
enum Family {
    Random,
    Swiss,
}

fn build<W: FromFields>(n: usize, family: Family, seed: u64) -> Matcher<W> {
    let mut rng = SplitMix64::new(seed);
    let scores: Vec<u64> = (0..n).map(|_| rng.next_u64() % 19).collect();
    let colours: Vec<u64> = (0..n).map(|_| rng.next_u64() % 3).collect();
    let mut m = Matcher::new(n);
    for u in 0..n {
        for v in u + 1..n {
            let w = match family {
                Family::Random => W::from_fields(&[(rng.next_u64(), 64), (rng.next_u64(), 64)]),
                Family::Swiss => {
                    if rng.next_u64() % 100 < 5 {
                        continue;
                    }
                    let diff = scores[u].abs_diff(scores[v]);
                    let colour = u64::from(colours[u] != colours[v] || colours[u] == 2);
                    W::from_fields(&[
                        (1, 1),
                        (400 - diff * diff, 9),
                        (colour, 1),
                        (rng.next_u64(), 64),
                    ])
                }
            };
            m.set_weight(u, v, Some(w)).expect("weights within range");
        }
    }
    m
}

fn bench<W: FromFields>(n: usize, family: Family, name: &str) {
    let mut m = build::<W>(n, family, 42 + n as u64);
    // Best of three (the machine may be shared).
    let mut cold = f64::INFINITY;
    let mut sol = m.solve();
    let cold_stats = m.stats();
    for _ in 0..3 {
        m.reset();
        let t = now_ms();
        sol = m.solve();
        cold = cold.min(now_ms() - t);
    }
    assert!(m.matching().weight == sol.weight);

    // Warm re-solves: forbid the current mate of a vertex and perturb its
    // other edges, as an engine trying an alternative pairing would.
    let mut rng = SplitMix64::new(7 + n as u64);
    let rounds = 30;
    let before = m.stats();
    let t = now_ms();
    for _ in 0..rounds {
        let a = (rng.next_u64() % n as u64) as usize;
        if let Some(b) = m.mate(a) {
            m.set_weight(a, b, None).expect("in range");
        }
        let c = (rng.next_u64() % n as u64) as usize;
        if c != a {
            let w = m.weight(a, c);
            m.set_weight(a, c, w.map(|w| w.half())).expect("in range");
        }
        let s0 = m.stats();
        m.solve();
        if std::env::var("BENCH_TRACE").is_ok() {
            let s1 = m.stats();
            eprintln!(
                "  a={a} scans {} aug {} zero {} dual {} blossoms {} exp {} cold {}",
                s1.scans - s0.scans,
                s1.augmentations - s0.augmentations,
                s1.zero_events - s0.zero_events,
                s1.dual_updates - s0.dual_updates,
                s1.blossoms - s0.blossoms,
                s1.expansions - s0.expansions,
                s1.cold_solves - s0.cold_solves
            );
        }
    }
    let warm = (now_ms() - t) / rounds as f64;
    let after = m.stats();
    let per = |a: u64, b: u64| (a - b) as f64 / rounds as f64;
    let warm_counts = format!(
        "scans {:.0}, dual updates {:.0}, refreshes {:.0}",
        per(after.scans, before.scans),
        per(after.dual_updates, before.dual_updates),
        per(after.refreshes, before.refreshes)
    );
    // Check the last warm result against a cold solve of the same graph.
    let mut fresh = m.clone();
    fresh.reset();
    assert!(fresh.solve().weight == m.matching().weight, "warm != cold");

    println!(
        "{name:>7} {:>4}-bit n={n:>5}: cold {cold:>9.2} ms (augmentations {:>4}, refreshes {:>4}, scans {:>6}, dual updates {:>5}, blossoms {:>4})  warm {warm:>8.3} ms  ({:>5.0}x; per warm solve: {warm_counts})",
        W::BITS,
        cold_stats.augmentations,
        cold_stats.refreshes,
        cold_stats.scans,
        cold_stats.dual_updates,
        cold_stats.blossoms,
        cold / warm,
    );
}

fn main() {
    let sizes: Vec<usize> = {
        let args: Vec<usize> = std::env::args()
            .skip(1)
            .filter_map(|a| a.parse().ok())
            .collect();
        if args.is_empty() {
            vec![100, 200, 400, 700, 1000]
        } else {
            args
        }
    };
    for &n in &sizes {
        for (family, name) in [(Family::Random, "random"), (Family::Swiss, "swiss")] {
            bench::<u64>(n, family, name);
            bench::<Wide<4>>(n, family, name);
            bench::<Wide<8>>(n, family, name);
        }
    }
}
