//! Every corpus file reads, writes and re-reads to the same tournament, and
//! a written file is re-written byte for byte. Runs on the committed sample
//! (tests/data/corpus) always, and on the whole shared corpus when present.

use pocket_arbiter::model::Tournament;
use pocket_arbiter::trf::{read_bytes, read_str, write, TrfFlavour};
use std::path::{Path, PathBuf};

fn trf_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            trf_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "trf") {
            out.push(p);
        }
    }
}

/// Reads, writes (TRF-2026), re-reads and re-writes one file.
fn round_trip(path: &Path) -> Result<Tournament, String> {
    let bytes = std::fs::read(path).map_err(|e| e.to_string())?;
    let first = read_bytes(&bytes).map_err(|e| format!("read: {e}"))?;
    let t = first.tournament;
    let written = write(&t, TrfFlavour::Trf2026);
    let again = read_str(&written).map_err(|e| format!("re-read: {e}\n{written}"))?;
    if again.tournament != t {
        return Err("re-read tournament differs".into());
    }
    let rewritten = write(&again.tournament, TrfFlavour::Trf2026);
    if rewritten != written {
        return Err("re-written bytes differ".into());
    }
    // TRF-16 keeps everything but the pairing system of record 192.
    let t16 =
        read_str(&write(&t, TrfFlavour::Trf16)).map_err(|e| format!("TRF-16 re-read: {e}"))?;
    let mut a = t16.tournament;
    a.system = t.system;
    a.baku_acceleration = t.baku_acceleration;
    if a != t {
        return Err("TRF-16 re-read tournament differs".into());
    }
    // Each recorded pairing seats every paired player exactly once.
    for r in 1..=t.rounds_paired() {
        let p = t.recorded_pairing(r);
        let mut seen = vec![0u8; t.players.len()];
        for tpn in p
            .boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .chain(p.bye)
        {
            if let Some(s) = seen.get_mut(tpn.index()) {
                *s += 1;
            }
        }
        for (pl, s) in t.players.iter().zip(&seen) {
            if *s != u8::from(pl.round(r).is_paired()) {
                return Err(format!("round {r}: player {} seated {s} times", pl.tpn));
            }
        }
    }
    // The state before each round reads back too (the derived test files).
    for r in 1..=t.rounds_paired() + 1 {
        let d = t.for_pairing_round(r);
        let back = read_str(&write(&d, TrfFlavour::Trf2026))
            .map_err(|e| format!("round {r} derived: {e}"))?;
        if back.tournament != d {
            return Err(format!("round {r} derived tournament differs"));
        }
    }
    Ok(t)
}

fn run_dir(dir: &Path) -> usize {
    let mut files = Vec::new();
    trf_files(dir, &mut files);
    let mut failures = Vec::new();
    for f in &files {
        if let Err(e) = round_trip(f) {
            failures.push(format!("{}: {e}", f.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n")
    );
    files.len()
}

#[test]
fn committed_sample_round_trips() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus");
    let n = run_dir(&dir);
    assert!(
        n >= 30,
        "the committed sample should hold a few dozen files, found {n}"
    );
}

#[test]
fn whole_shared_corpus_round_trips() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared");
    let corpus = root.join("corpus");
    if !corpus.is_dir() {
        eprintln!(
            "note: {} absent, skipping the full corpus",
            corpus.display()
        );
        return;
    }
    let n = run_dir(&corpus) + run_dir(&root.join("bench"));
    eprintln!("{n} corpus and bench files round-trip");
    assert!(n > 1000);
}

/// The bench files hold a derived test (round r from rounds 1..r-1) and the
/// reference engine's output: our derivation and recorded pairing match them.
#[test]
fn derivation_and_recorded_pairing_match_the_bench() {
    let bench = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/bench");
    let sample = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/bench");
    let dir = if bench.is_dir() { bench } else { sample };
    let mut files = Vec::new();
    trf_files(&dir, &mut files);
    let mut checked = 0;
    for derived in files
        .iter()
        .filter(|f| f.to_string_lossy().contains("-round"))
    {
        let name = derived
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default();
        let (base, round) = name
            .trim_end_matches(".trf")
            .rsplit_once("-round")
            .expect("bench file name");
        let round: u32 = round.parse().expect("round number");
        let full_path = dir.join(format!("{base}.trf"));
        let Ok(full_bytes) = std::fs::read(&full_path) else {
            continue;
        };
        let full = read_bytes(&full_bytes).expect("full bench file").tournament;
        let mut ours = full.for_pairing_round(round);
        let theirs = read_bytes(&std::fs::read(derived).expect("derived file"))
            .expect("derived bench file")
            .tournament;
        // The full file has no XXR/XXC; the derived one does.
        ours.total_rounds = theirs.total_rounds;
        ours.initial_colour = theirs.initial_colour;
        assert_eq!(ours.players, theirs.players, "{name}");
        let expected = std::fs::read_to_string(derived.with_extension("out")).expect(".out");
        assert_eq!(
            full.recorded_pairing(round).to_reference_format(),
            expected,
            "{name}"
        );
        checked += 1;
    }
    assert!(checked > 0, "no bench file found in {}", dir.display());
}
