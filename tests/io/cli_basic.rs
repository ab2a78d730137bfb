//! The `pocket-arbiter` binary: exit codes, messages, files in and out.

use pocket_arbiter::trf::{read_bytes, read_str, write, TrfFlavour};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The binary, in English whatever the machine's locale (`cli_lang.rs`
/// tests the languages).
fn bin() -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_pocket-arbiter"));
    c.env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG");
    c
}

fn data(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(rel)
}

fn tmp(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(name)
}

fn run(args: &[&str]) -> Output {
    bin().args(args).output().expect("run pocket-arbiter")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

const SMALL: &str = "corpus/dutch-2026/dutch2025-p007-r03-s0024.trf";

#[test]
fn invalid_input_exits_3_with_file_line_column() {
    let bad = data("bad/asymmetric.trf");
    let o = run(&[
        "pair",
        "--system",
        "dutch-2026",
        bad.to_str().unwrap_or_default(),
    ]);
    assert_eq!(o.status.code(), Some(3));
    let msg = stderr(&o);
    assert!(
        msg.contains("asymmetric.trf:4:92: round 1: player 1 is paired against 5"),
        "{msg}"
    );
    let o = run(&["pair", "no/such/file.trf"]);
    assert_eq!(o.status.code(), Some(3));
    assert!(!stderr(&o).is_empty());
    let o = run(&["pair", "--system", "nonsense", "x.trf"]);
    assert_eq!(o.status.code(), Some(3));
    let o = run(&["frobnicate"]);
    assert_eq!(o.status.code(), Some(3));
}

#[test]
fn help_and_version_exit_0() {
    let o = run(&["--help"]);
    assert_eq!(o.status.code(), Some(0));
    let text = String::from_utf8_lossy(&o.stdout);
    for cmd in ["pair", "check", "generate", "convert"] {
        assert!(text.contains(cmd), "{text}");
    }
    assert_eq!(run(&["--version"]).status.code(), Some(0));
}

#[test]
fn a_finished_tournament_has_nothing_to_pair() {
    let o = run(&[
        "pair",
        "--system",
        "dutch-2026",
        data(SMALL).to_str().unwrap_or_default(),
    ]);
    assert_eq!(o.status.code(), Some(3));
    assert!(
        stderr(&o).contains("all 3 rounds are already paired"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn auto_needs_a_192_record() {
    // The dutch-2026 corpus files name their system only in a 092 line, which
    // auto accepts; a file naming none is refused.
    let text = std::fs::read_to_string(data(SMALL)).expect("sample");
    let t = read_str(&text).expect("sample reads").tournament;
    let derived = t.for_pairing_round(3);
    let mut no_system = write(&derived, TrfFlavour::Trf16);
    no_system = no_system.replace("092 FIDE_DUTCH_2025\n", "");
    let path = tmp("no-system.trf");
    std::fs::write(&path, no_system).expect("write");
    let o = run(&[
        "pair",
        "--system",
        "auto",
        path.to_str().unwrap_or_default(),
    ]);
    assert_eq!(o.status.code(), Some(3));
    assert!(
        stderr(&o).contains("names no pairing system"),
        "{}",
        stderr(&o)
    );
}

/// `pair` on the bench's derived file: until a system lands it says so
/// (exit 2); once it has, it must print the reference engine's pairing.
#[test]
fn pair_prints_the_reference_format_or_not_implemented() {
    let trf = data("bench/bench-p0050-r09-s777-round08.trf");
    let expected = std::fs::read_to_string(data("bench/bench-p0050-r09-s777-round08.out"))
        .expect("bench .out");
    let out = tmp("pair-out.txt");
    let o = run(&[
        "pair",
        "--system",
        "dutch-2026",
        trf.to_str().unwrap_or_default(),
        "-o",
        out.to_str().unwrap_or_default(),
    ]);
    match o.status.code() {
        Some(2) => assert!(stderr(&o).contains("not implemented"), "{}", stderr(&o)),
        Some(0) => assert_eq!(std::fs::read_to_string(&out).expect("output"), expected),
        other => panic!("exit {other:?}: {}", stderr(&o)),
    }
}

#[test]
fn check_reports_or_says_not_implemented() {
    let o = run(&[
        "check",
        "--system",
        "dutch-2026",
        data(SMALL).to_str().unwrap_or_default(),
    ]);
    match o.status.code() {
        Some(2) => assert!(stderr(&o).contains("not implemented")),
        Some(0) | Some(1) => {
            assert!(String::from_utf8_lossy(&o.stdout).contains("3 rounds checked"))
        }
        other => panic!("exit {other:?}: {}", stderr(&o)),
    }
}

#[test]
fn convert_keeps_the_tournament() {
    let src = data("corpus/dutch-2017");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&src)
        .expect("sample dir")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .collect();
    files.sort();
    let file = files
        .iter()
        .find(|f| std::fs::read_to_string(f).is_ok_and(|s| s.contains("BBW")))
        .expect("a 3-1-0 sample");
    let original = read_bytes(&std::fs::read(file).expect("read"))
        .expect("parse")
        .tournament;
    for (to, name) in [("trf16", "c16.trf"), ("trf2026", "c26.trf")] {
        let out = tmp(name);
        let o = run(&[
            "convert",
            "--to",
            to,
            file.to_str().unwrap_or_default(),
            "-o",
            out.to_str().unwrap_or_default(),
        ]);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let text = std::fs::read_to_string(&out).expect("converted");
        let back = read_str(&text).expect("converted file reads").tournament;
        assert_eq!(back.players, original.players);
        assert_eq!(back.points, original.points);
        if to == "trf16" {
            assert!(text.contains("BBW  3.0") && !text.contains("\n162"));
        } else {
            assert!(text.contains("162  W 3.0    D 1.0") && text.contains("\n192 "));
        }
    }
}

#[test]
fn generate_is_reproducible_or_not_implemented() {
    let args = [
        "generate",
        "--system",
        "dutch-2026",
        "--players",
        "11",
        "--rounds",
        "4",
        "--seed",
        "42",
        "--forfeit-rate",
        "0.05",
        "--half-bye-rate",
        "0.05",
        "--points",
        "3,1,0",
    ];
    let a = run(&args);
    match a.status.code() {
        Some(2) => assert!(stderr(&a).contains("not implemented"), "{}", stderr(&a)),
        Some(0) | Some(1) => {
            let b = run(&args);
            assert_eq!(a.stdout, b.stdout, "same seed, same file");
            let t = read_bytes(&a.stdout)
                .expect("generated file reads")
                .tournament;
            assert_eq!(t.players.len(), 11);
            assert_eq!(t.points.win.0, 30);
        }
        other => panic!("exit {other:?}: {}", stderr(&a)),
    }
    let o = run(&["generate", "--players", "1", "--rounds", "3"]);
    assert_eq!(o.status.code(), Some(3));
    let o = run(&[
        "generate",
        "--players",
        "8",
        "--rounds",
        "3",
        "--points",
        "a,b",
    ]);
    assert_eq!(o.status.code(), Some(3));
}

#[test]
fn check_dutch_2017_reproduces_a_recorded_tournament() {
    let o = run(&[
        "check",
        "--system",
        "dutch-2017",
        data("corpus/dutch-2017/dutch2017-p007-r03-s5005.trf")
            .to_str()
            .unwrap_or_default(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(
        String::from_utf8_lossy(&o.stdout).contains("3 rounds checked, 0 differ"),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
}

/// `check --explain`: a generated event checks clean (exit 0); the same
/// event with one game's colours swapped in round 2 differs (exit 1) and
/// the explanation names the colour rule of C.04.3 (2026) art. 5.2 that
/// decides the pair; `--all-rounds` explains the later rounds too.
#[test]
fn check_explain_names_the_colour_rule_and_exits_1() {
    use pocket_arbiter::model::{Colour, RoundEntry};
    let clean = tmp("explain-clean.trf");
    let o = run(&[
        "generate",
        "--system",
        "dutch-2026",
        "--players",
        "15",
        "--rounds",
        "4",
        "--seed",
        "5",
        "-o",
        clean.to_str().unwrap_or_default(),
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let o = run(&["check", "--explain", clean.to_str().unwrap_or_default()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let text = std::fs::read_to_string(&clean).unwrap_or_default();
    let Ok(outcome) = read_str(&text) else {
        panic!("the generated file does not read back");
    };
    let mut t = outcome.tournament;
    let board = t.recorded_pairing(2).boards[0];
    for p in &mut t.players {
        if p.tpn == board.white || p.tpn == board.black {
            if let Some(RoundEntry::Game { colour, .. }) = p.rounds.get_mut(1) {
                *colour = if *colour == Colour::White {
                    Colour::Black
                } else {
                    Colour::White
                };
            }
        }
    }
    let changed = tmp("explain-colours.trf");
    let _ = std::fs::write(&changed, write(&t, TrfFlavour::Trf2026));
    let o = run(&["check", "--explain", changed.to_str().unwrap_or_default()]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("round 2 differs"), "{out}");
    let line = format!("colours of {}-{}: 5.2.", board.white.0, board.black.0);
    assert!(out.contains(&line), "{line:?} in {out}");
    // Only the first differing round is explained without --all-rounds.
    assert!(!out.contains("round 3 differs"), "{out}");
    let o = run(&[
        "check",
        "--explain",
        "--all-rounds",
        changed.to_str().unwrap_or_default(),
    ]);
    assert_eq!(o.status.code(), Some(1));
    let o = run(&[
        "check",
        "--all-rounds",
        changed.to_str().unwrap_or_default(),
    ]);
    assert_eq!(o.status.code(), Some(3), "--all-rounds needs --explain");
}

/// `check` on a dutch-2006 file: a generated event is reproduced (exit 0);
/// the same file with one board of its last round hand-changed (the two
/// players' colours swapped) is not (exit 1).
#[test]
fn check_dutch_2006_exits_1_on_a_hand_changed_file() {
    use pocket_arbiter::model::{Colour, RoundEntry};
    let a = run(&[
        "generate",
        "--system",
        "dutch-2006",
        "--players",
        "8",
        "--rounds",
        "4",
        "--seed",
        "7",
        "--forfeit-rate",
        "0",
    ]);
    assert_eq!(a.status.code(), Some(0), "{}", stderr(&a));
    let good = tmp("dutch2006-good.trf");
    std::fs::write(&good, &a.stdout).expect("writes");
    let o = run(&["check", good.to_str().unwrap_or_default()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let mut t = read_bytes(&a.stdout).expect("reads").tournament;
    let last = t.rounds_paired();
    let (me, opp) = t
        .players
        .iter()
        .find_map(|p| match p.round(last) {
            RoundEntry::Game {
                opponent,
                colour: Colour::White,
                ..
            } => Some((p.tpn, opponent)),
            _ => None,
        })
        .expect("a game in the last round");
    for p in t.players.iter_mut() {
        if p.tpn == me || p.tpn == opp {
            if let RoundEntry::Game {
                opponent,
                colour,
                result,
            } = p.round(last)
            {
                let colour = colour.opposite();
                p.set_round(
                    last,
                    RoundEntry::Game {
                        opponent,
                        colour,
                        result,
                    },
                );
            }
        }
    }
    let bad = tmp("dutch2006-changed.trf");
    std::fs::write(&bad, write(&t, TrfFlavour::Trf2026)).expect("writes");
    let o = run(&["check", bad.to_str().unwrap_or_default()]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
}
