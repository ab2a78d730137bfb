//! The literal bracket procedure judged by the 2017 text (C.04.3 of Baku
//! 2016: C.5–C.19 with the PSD of A.8, C.7 look-ahead, the PPB and CLB of
//! A.9) against the 2017 engine on generated rounds.

use pocket_arbiter::dutch::context::RoundContext;
use pocket_arbiter::dutch::rules2017;
use pocket_arbiter::teach::literal::{pair_round_in, Judge, LiteralRound, Options, RoundOutcome};
use pocket_arbiter::trf::read::read_str;
use std::path::{Path, PathBuf};

fn trf_files(dir: &Path) -> Vec<PathBuf> {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return vec![];
    };
    let mut v: Vec<PathBuf> = rd
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    v.sort();
    v
}

#[derive(Debug, Default)]
struct Counts {
    rounds: usize,
    finished: usize,
    agree: usize,
    /// Rounds that took the PPB/CLB route (A.9).
    collapsed: usize,
    /// Brackets whose choice was decided below C.5 (by the PSD or later).
    heterogeneous: usize,
    disagreements: Vec<String>,
}

fn took_ppb(lit: &LiteralRound) -> bool {
    lit.inputs
        .iter()
        .zip(lit.inputs.iter().skip(1))
        .any(|(a, b)| {
            a.judge == Judge::Dutch2017Completion && b.judge == Judge::Dutch2017Completion
        })
}

/// Every complete round of the 2017 files in `dir` with at most
/// `max_players` players, literally (A.9 route, B.2–B.8 in each bracket)
/// and with the engine's full search.
fn agreement(dir: &Path, max_players: usize, budget: u64) -> Counts {
    let opts = Options {
        budget,
        record: false,
        compress: true,
        use_bounds: false,
    };
    let mut c = Counts::default();
    for f in trf_files(dir) {
        let Ok(text) = std::fs::read_to_string(&f) else {
            continue;
        };
        let Ok(t) = read_str(&text).map(|o| o.tournament) else {
            continue;
        };
        if t.players.len() > max_players {
            continue;
        }
        for r in t.complete_rounds() {
            let d = t.for_pairing_round(r);
            c.rounds += 1;
            let engine = rules2017::pair_full_search(&d, r).map(|o| o.pairing).ok();
            let ctx = RoundContext::new(&d, r, rules2017::VERSION);
            match pair_round_in(&d, &ctx, &opts) {
                Ok(lit) => {
                    c.collapsed += usize::from(took_ppb(&lit));
                    c.heterogeneous += lit.inputs.iter().filter(|i| !i.mdps.is_empty()).count();
                    if let RoundOutcome::Paired { pairing, .. } = lit.outcome {
                        c.finished += 1;
                        if engine.as_ref() == Some(&pairing) {
                            c.agree += 1;
                        } else {
                            c.disagreements.push(format!(
                                "{} round {r}: literal {pairing:?} engine {engine:?}",
                                f.display()
                            ));
                        }
                    }
                }
                Err(e) => {
                    if engine.is_some() {
                        c.finished += 1;
                        c.disagreements
                            .push(format!("{} round {r}: {e:?}", f.display()));
                    }
                }
            }
        }
    }
    c
}

fn check(dir: &Path, max_players: usize, budget: u64) -> Counts {
    let c = agreement(dir, max_players, budget);
    println!(
        "{}: players ≤ {max_players}, budget {budget}/bracket: {} rounds, {} finished, {} agree, {} by the PPB/CLB route, {} heterogeneous brackets",
        dir.display(),
        c.rounds,
        c.finished,
        c.agree,
        c.collapsed,
        c.heterogeneous
    );
    assert!(c.finished > 0, "no round finished");
    assert!(
        c.disagreements.is_empty(),
        "literal 2017 and engine disagree:\n{}",
        c.disagreements.join("\n")
    );
    c
}

#[test]
fn literal_2017_agrees_with_the_engine_on_the_committed_sample() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus/dutch-2017");
    let c = check(&dir, 40, 50_000);
    // the sample exercises heterogeneous brackets (MDPs, PSD)
    assert!(c.heterogeneous > 0);
}

#[test]
fn literal_2017_agrees_with_the_engine_on_the_shared_corpus() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus/dutch-2017");
    if !dir.is_dir() {
        println!("shared corpus not found at {}: skipped", dir.display());
        return;
    }
    check(&dir, 16, 50_000);
}
