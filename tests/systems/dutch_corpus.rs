//! Every round of the conformance corpus, paired from its own history, must
//! come out identical to the reference engine's: pairs, colours, bye, board
//! order (C.04.2 art. 1.4: "different programs must arrive at identical
//! pairings").
//!
//! The committed sample (`tests/data/corpus`) always runs. The full corpus
//! (`../shared/corpus`) runs when it is there; `PA_CORPUS_MAX_PLAYERS` limits
//! the file size (default: all files).

use pocket_arbiter::checker::check_rounds;
use pocket_arbiter::model::PairingError;
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::trf::read::read_str;
use std::path::{Path, PathBuf};

/// Rounds where we differ from the reference and do not yet understand why:
/// listed so that a new difference fails the test, and so does a listed one
/// starting to agree (then remove it here). None at present.
const KNOWN: &[(&str, u32)] = &[];

fn trf_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok().map(|e| e.path()))
                .filter(|p| p.extension().is_some_and(|x| x == "trf"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

struct Tally {
    files: usize,
    rounds: usize,
    agree: usize,
    unexpected: Vec<String>,
    known_seen: Vec<(String, u32)>,
}

fn walk(dir: &Path, max_players: usize) -> Tally {
    let mut t = Tally {
        files: 0,
        rounds: 0,
        agree: 0,
        unexpected: vec![],
        known_seen: vec![],
    };
    for f in trf_files(dir) {
        let text = std::fs::read_to_string(&f).expect("corpus file reads");
        let tour = read_str(&text).expect("corpus file parses").tournament;
        if tour.players.len() > max_players {
            continue;
        }
        t.files += 1;
        let name = f
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        for c in check_rounds(&tour, pair_round) {
            t.rounds += 1;
            let known = KNOWN.contains(&(name.as_str(), c.round));
            if c.agrees() {
                t.agree += 1;
                if known {
                    t.unexpected.push(format!(
                        "{name}: round {} now agrees: remove it from KNOWN",
                        c.round
                    ));
                }
            } else if known {
                t.known_seen.push((name.clone(), c.round));
            } else {
                t.unexpected.push(format!(
                    "{name}: {}",
                    pocket_arbiter::lang::en::checker::round_check(&c)
                ));
            }
        }
    }
    t
}

fn assert_clean(label: &str, t: &Tally) {
    println!(
        "{label}: {} files, {}/{} rounds identical, {} known differences",
        t.files,
        t.agree,
        t.rounds,
        t.known_seen.len()
    );
    assert!(t.rounds > 0, "{label}: no round was checked");
    assert!(
        t.unexpected.is_empty(),
        "{label}: {} unexpected results:\n{}",
        t.unexpected.len(),
        t.unexpected.join("\n")
    );
}

/// The round after the last one of each `nopairing/` file has no legal pairing.
fn assert_no_pairing_after_last_round(dir: &Path) -> usize {
    let mut n = 0;
    for f in trf_files(dir) {
        let tour = read_str(&std::fs::read_to_string(&f).expect("reads"))
            .expect("parses")
            .tournament;
        let next = tour.rounds_paired() + 1;
        let got = pair_round(&tour.for_pairing_round(next), next);
        assert_eq!(
            got,
            Err(PairingError::NoLegalPairing { round: next }),
            "{}: round {next} should have no legal pairing",
            f.display()
        );
        n += 1;
    }
    n
}

fn data(p: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(p)
}

#[test]
fn committed_sample_is_paired_identically() {
    for sub in ["dutch-2026", "dutch-2026/nopairing", "dutch-2026-baku"] {
        let t = walk(&data(&format!("tests/data/corpus/{sub}")), usize::MAX);
        assert_clean(&format!("sample {sub}"), &t);
    }
    let n = assert_no_pairing_after_last_round(&data("tests/data/corpus/dutch-2026/nopairing"));
    assert_eq!(n, 4);
}

#[test]
fn committed_bench_rounds_match_the_reference_output() {
    let dir = data("tests/data/bench");
    for f in trf_files(&dir)
        .into_iter()
        .filter(|f| f.to_string_lossy().contains("-round"))
    {
        let tour = read_str(&std::fs::read_to_string(&f).expect("reads"))
            .expect("parses")
            .tournament;
        if tour.players.len() > 800 {
            // The 1,000-player round's expected output comes from this engine
            // (BENCHMARKS.md), not from the reference: it is the benchmark's.
            continue;
        }
        let round = tour.rounds_paired() + 1;
        let got = pair_round(&tour, round)
            .expect("pairs")
            .to_reference_format();
        let want = std::fs::read_to_string(f.with_extension("out")).expect("expected output");
        assert_eq!(got.trim(), want.trim(), "{}", f.display());
    }
}

#[test]
fn shared_corpus_is_paired_identically() {
    let Some(root) = crate::support::shared_corpus("") else {
        return;
    };
    let max: usize = std::env::var("PA_CORPUS_MAX_PLAYERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let main = walk(&root.join("dutch-2026"), max);
    assert_clean("corpus dutch-2026", &main);
    if max == usize::MAX {
        assert_eq!(
            main.known_seen.len(),
            KNOWN.len(),
            "every known difference was checked"
        );
    }
    let baku = walk(&root.join("dutch-2026-baku"), max);
    assert_clean("corpus dutch-2026-baku", &baku);
    let nop = walk(&root.join("dutch-2026/nopairing"), max);
    assert_clean("corpus dutch-2026/nopairing", &nop);
    assert_eq!(
        assert_no_pairing_after_last_round(&root.join("dutch-2026/nopairing")),
        4
    );
}
