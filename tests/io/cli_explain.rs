//! `check --explain` through the binary, on every system of the registry
//! (issue 19's Done-when): a generated event checks clean (exit 0); the
//! same event with one round changed by hand, either one game's colours
//! swapped or the opponents of two games swapped, differs (exit 1) and the
//! explanation of that round names the article of the system's text (the
//! colour rule deciding the pair, or the criterion / ordering article of
//! the named bracket, or the absolute criterion a rematch breaks); a bad
//! file exits 3. Every round 2–5 of each event is changed, one at a time.
//!
//! The labels below are the ones each text gives (C.04.3 2026 art. 2, 4,
//! 5.2; 2017 A.9, C.1–C.19, D.1–D.3, E.1–E.5; the 2008/2006/1992 texts'
//! A6, A8, B1–B6, D1–D3, E1–E5; C.04.5 art. 2.1, 2.3, 3.4–3.6, 4.3), not
//! read from the output.

use pocket_arbiter::model::{Board, ByColour, GameResult, MatchGames, SystemKind, Tournament};
use pocket_arbiter::systems::engine;
use pocket_arbiter::trf::{read_str, write, TrfFlavour};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn run(args: &[&str]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_pocket-arbiter"));
    c.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    c.args(args).output().expect("run pocket-arbiter")
}

fn tmp(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(name)
}

/// The colour rules a text may give for a pair, and the labels that may
/// open a bracket's verdict (criteria and ordering articles) or name a
/// rematch.
fn labels(k: SystemKind) -> (&'static [&'static str], &'static [&'static str]) {
    match k.info().id {
        "dutch-2026" => (
            &["5.2.1", "5.2.2", "5.2.3", "5.2.4", "5.2.5"],
            &[
                "[C1]", "[C4]", "[C5]", "[C6]", "[C7]", "[C8]", "[C9]", "[C10]", "[C11]", "[C12]",
                "[C13]", "[C14]", "[C15]", "[C16]", "[C17]", "[C18]", "[C19]", "[C20]", "[C21]",
                "4.2", "4.3", "4.4",
            ],
        ),
        "dutch-2017" => (
            &["E.1", "E.2", "E.3", "E.4", "E.5"],
            &[
                "C.1", "C.4", "C.5", "C.6", "C.7", "C.8", "C.9", "C.10", "C.11", "C.12", "C.13",
                "C.14", "C.15", "C.16", "C.17", "C.18", "C.19", "A.9", "D.1", "D.2", "D.3",
            ],
        ),
        "double-swiss-2026" => (
            &["4.3.1", "4.3.2", "4.3.3", "4.3.4", "4.3.5"],
            &[
                "[C1]", "[C4]", "[C7]", "[C8]", "3.4.2", "3.4.3", "3.4.4", "3.5", "3.6.2",
            ],
        ),
        _ => (
            &["E1", "E2", "E3", "E4", "E5"],
            &[
                "B1a",
                "P (art. A6)",
                "x (art. A8)",
                "z (art. A8)",
                "B5",
                "B6",
                "D1",
                "D2",
                "D3",
            ],
        ),
    }
}

/// Re-records round `round`'s games on `boards` (draws, so the file stays
/// consistent: both sides of a game agree) and writes the file.
fn with_round(t: &Tournament, round: u32, boards: &[Board], name: &str) -> PathBuf {
    let mut t = t.clone();
    let double = t.system.info().id == "double-swiss-2026";
    for &b in boards {
        let r = if double {
            t.record_match(
                round,
                b,
                ByColour {
                    white: MatchGames::both(GameResult::Draw),
                    black: MatchGames::both(GameResult::Draw),
                },
            )
        } else {
            t.record_game(
                round,
                b,
                ByColour {
                    white: GameResult::Draw,
                    black: GameResult::Draw,
                },
            )
        };
        assert!(r.is_ok(), "{name}: players known");
    }
    let path = tmp(name);
    let _ = std::fs::write(&path, write(&t, TrfFlavour::Trf2026));
    path
}

/// The explanation's lines after "round R differs", or a failure.
fn explained(path: &Path, round: u32) -> Vec<String> {
    let o = run(&["check", "--explain", path.to_str().unwrap_or_default()]);
    let out = String::from_utf8_lossy(&o.stdout).into_owned();
    assert_eq!(
        o.status.code(),
        Some(1),
        "{}: {out}{}",
        path.display(),
        String::from_utf8_lossy(&o.stderr)
    );
    let head = format!("round {round} differs");
    let Some(at) = out.find(&head) else {
        panic!("{}: no {head:?} in {out}", path.display());
    };
    out[at + head.len()..]
        .lines()
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .map(|l| l.trim().to_owned())
        .collect()
}

#[test]
fn check_explain_names_bracket_and_article_on_every_system() {
    let systems: Vec<SystemKind> = SystemKind::ALL
        .into_iter()
        .filter(|&k| engine(k).kind() == k)
        .collect();
    assert!(systems.len() >= 6, "{systems:?}");
    for k in systems {
        let id = k.info().id;
        let (colour_rules, bracket_rules) = labels(k);
        let (mut colours, mut opponents) = (0, 0);
        for seed in [3u64, 8] {
            let clean = tmp(&format!("explain-{id}-{seed}.trf"));
            let seed_s = seed.to_string();
            let o = run(&[
                "generate",
                "--system",
                id,
                "--players",
                "14",
                "--rounds",
                "5",
                "--seed",
                &seed_s,
                "-o",
                clean.to_str().unwrap_or_default(),
            ]);
            assert_eq!(
                o.status.code(),
                Some(0),
                "{id}: {}",
                String::from_utf8_lossy(&o.stderr)
            );
            let o = run(&["check", "--explain", clean.to_str().unwrap_or_default()]);
            assert_eq!(
                o.status.code(),
                Some(0),
                "{id}: the generated file checks clean"
            );
            let Ok(read) = read_str(&std::fs::read_to_string(&clean).unwrap_or_default()) else {
                panic!("{id}: the generated file reads back");
            };
            let t = read.tournament;
            for round in 2..=5 {
                let boards = t.recorded_pairing(round).boards;
                // One game's colours swapped.
                let b = boards[0];
                let swapped = Board {
                    white: b.black,
                    black: b.white,
                };
                let path = with_round(
                    &t,
                    round,
                    &[swapped],
                    &format!("explain-{id}-{seed}-{round}-c.trf"),
                );
                let lines = explained(&path, round);
                let head = format!("colours of {}-{}: ", b.white, b.black);
                assert!(
                    lines.iter().any(|l| l.starts_with(&head)
                        && colour_rules.iter().any(|r| l[head.len()..].starts_with(r))),
                    "{id} seed {seed} round {round}: {head:?} with one of {colour_rules:?} in {lines:#?}"
                );
                colours += 1;
                // The opponents of the first two games swapped (colours kept).
                let (x, y) = (boards[0], boards[1]);
                let mixed = [
                    Board {
                        white: x.white,
                        black: y.black,
                    },
                    Board {
                        white: y.white,
                        black: x.black,
                    },
                ];
                let path = with_round(
                    &t,
                    round,
                    &mixed,
                    &format!("explain-{id}-{seed}-{round}-o.trf"),
                );
                let lines = explained(&path, round);
                let named = lines.iter().any(|l| {
                    let rest = l
                        .strip_prefix("bracket ")
                        .and_then(|r| r.split_once("): ").map(|p| p.1));
                    let rule = rest.unwrap_or(l.as_str());
                    // "RULE …", "RULE: …" or "…; RULE (art. …) (order) puts …".
                    let cites = |r: &&str| {
                        rule.starts_with(&format!("{r} "))
                            || rule.starts_with(&format!("{r}:"))
                            || rule.contains(&format!("; {r} "))
                    };
                    bracket_rules.iter().any(cites)
                        && (rest.is_some() || l.contains("already played each other"))
                });
                assert!(
                    named,
                    "{id} seed {seed} round {round}: a bracket and one of {bracket_rules:?} in {lines:#?}"
                );
                opponents += 1;
            }
        }
        assert!(colours >= 8 && opponents >= 8, "{id}");
    }
}

/// A file the reader refuses: exit 3, with the file, line and column.
#[test]
fn check_explain_bad_input_exits_3() {
    let bad = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/bad/asymmetric.trf");
    let o = run(&["check", "--explain", bad.to_str().unwrap_or_default()]);
    assert_eq!(o.status.code(), Some(3));
    let err = String::from_utf8_lossy(&o.stderr);
    // file:line:column, then what is wrong.
    assert!(err.contains("asymmetric.trf:4:92: round 1"), "{err}");
}
