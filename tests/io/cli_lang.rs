//! `--lang` and the locale default (`src/cli/`, `src/lang/`): messages and
//! explanations in French or English; what other programs read (`pair`'s
//! reference format, the tab-separated `standings`) the same in both.
//! The French sentences are checked against the seeds' words
//! (`docs/glossary.md`): « apparié », « ronde », « la case », « diffère »,
//! the colours « les Blancs ».

use pocket_arbiter::model::RoundEntry;
use pocket_arbiter::trf::{read_str, write, TrfFlavour};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Non-breaking space, French typography before `:`.
const NB: char = '\u{a0}';

fn data(rel: &str) -> String {
    let p: PathBuf = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(rel);
    p.to_string_lossy().into_owned()
}

fn tmp(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(name)
}

/// Runs the binary with exactly the locale variables given.
fn run_env(env: &[(&str, &str)], args: &[&str]) -> Output {
    let mut c = Command::new(env!("CARGO_BIN_EXE_pocket-arbiter"));
    for v in ["LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"] {
        c.env_remove(v);
    }
    c.envs(env.iter().copied());
    c.args(args).output().unwrap_or_else(|e| panic!("{e}"))
}

fn run(args: &[&str]) -> Output {
    run_env(&[], args)
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// The French asymmetry message of `bad/asymmetric.trf` (line 4, column
/// 92: player 1 meets 5 in round 1, whose own entry says otherwise).
fn french_asymmetry() -> String {
    format!(
        "asymmetric.trf, ligne 4, colonne 92{NB}: ronde 1{NB}: le joueur 1 est apparié contre 5, mais la case de la ronde 1 de 5 est"
    )
}

#[test]
fn a_trf_error_in_french_names_the_line_and_the_column() {
    let bad = data("bad/asymmetric.trf");
    let o = run(&["--lang", "fr", "pair", "--system", "dutch-2026", &bad]);
    assert_eq!(o.status.code(), Some(3));
    let msg = stderr(&o);
    assert!(msg.contains(&french_asymmetry()), "{msg}");
    assert!(!msg.contains("round"), "{msg}");
    // The option is global: after the command too.
    let o = run(&["pair", "--system", "dutch-2026", &bad, "--lang", "fr"]);
    assert!(stderr(&o).contains(&french_asymmetry()), "{}", stderr(&o));
    let o = run(&["--lang", "en", "pair", "--system", "dutch-2026", &bad]);
    assert!(
        stderr(&o).contains("asymmetric.trf:4:92: round 1: player 1 is paired against 5"),
        "{}",
        stderr(&o)
    );
    let o = run(&["--lang", "de", "pair", &bad]);
    assert_eq!(o.status.code(), Some(3), "no German catalogue");
}

#[test]
fn the_default_language_is_the_locale_s() {
    let bad = data("bad/asymmetric.trf");
    let args = ["pair", "--system", "dutch-2026", bad.as_str()];
    let french = |o: &Output| stderr(o).contains(&french_asymmetry());
    assert!(!french(&run(&args)), "no locale: English");
    assert!(french(&run_env(&[("LANG", "fr_FR.UTF-8")], &args)));
    assert!(french(&run_env(
        &[("LANG", "en_GB.UTF-8"), ("LC_MESSAGES", "fr_CA.UTF-8")],
        &args
    )));
    assert!(!french(&run_env(
        &[("LANG", "fr_FR.UTF-8"), ("LC_ALL", "C")],
        &args
    )));
    let mut with_option = vec!["--lang", "en"];
    with_option.extend(args);
    assert!(!french(&run_env(&[("LANG", "fr_FR.UTF-8")], &with_option)));
}

/// The event of `cli_basic`'s `check --explain` test: generated, then one
/// board of round 2 with its colours swapped.
fn swapped_colours() -> (PathBuf, u32, u32) {
    let clean = tmp("lang-explain-clean.trf");
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
    let text = std::fs::read_to_string(&clean).unwrap_or_default();
    let Ok(outcome) = read_str(&text) else {
        panic!("the generated file does not read back");
    };
    let mut t = outcome.tournament;
    let board = t.recorded_pairing(2).boards[0];
    for p in &mut t.players {
        if p.tpn == board.white || p.tpn == board.black {
            if let Some(RoundEntry::Game { colour, .. }) = p.rounds.get_mut(1) {
                *colour = !*colour;
            }
        }
    }
    let changed = tmp("lang-explain-colours.trf");
    let _ = std::fs::write(&changed, write(&t, TrfFlavour::Trf2026));
    (changed, board.white.0, board.black.0)
}

#[test]
fn check_explain_in_french() {
    let (file, white, black) = swapped_colours();
    let file = file.to_string_lossy().into_owned();
    let o = run(&["--lang", "fr", "check", "--explain", &file]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("la ronde 2 diffère"), "{out}");
    assert!(out.contains(&format!("  attendu{NB}: ")), "{out}");
    // C.04.3 (2026) art. 5.2 in its French words: « les Blancs ».
    let line = format!("couleurs de {white}-{black}{NB}: 5.2.");
    assert!(out.contains(&line), "{line:?} in {out}");
    assert!(
        out.contains(&format!("donne les Blancs à {white}")),
        "{out}"
    );
    assert!(out.contains("rondes vérifiées, 1 diffèrent"), "{out}");
    for english in ["round", "differs", "expected", "colours of", "White"] {
        assert!(!out.contains(english), "{english:?} in {out}");
    }
}

#[test]
fn machine_readable_outputs_are_the_same_in_both_languages() {
    let file = data("corpus/dutch-2026/dutch2025-p007-r03-s0024.trf");
    let next = data("bench/bench-p0050-r09-s777-round08.trf");
    for args in [
        vec!["pair", "--system", "dutch-2026", next.as_str()],
        vec!["standings", file.as_str()],
        vec!["convert", "--to", "trf16", file.as_str()],
    ] {
        let mut en = vec!["--lang", "en"];
        en.extend(args.iter().copied());
        let mut fr = vec!["--lang", "fr"];
        fr.extend(args.iter().copied());
        let (en, fr) = (run(&en), run(&fr));
        assert_eq!(en.status.code(), Some(0), "{args:?}: {}", stderr(&en));
        assert!(!stdout(&en).is_empty(), "{args:?}");
        assert_eq!(stdout(&en), stdout(&fr), "{args:?}");
    }
}

#[test]
fn standings_as_text_have_french_headers_and_decimal_commas() {
    let file = data("corpus/dutch-2026/dutch2025-p007-r03-s0024.trf");
    let o = run(&["--lang", "fr", "standings", "--format", "text", &file]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let out = stdout(&o);
    let head: Vec<&str> = out
        .lines()
        .next()
        .unwrap_or_default()
        .split_whitespace()
        .collect();
    assert_eq!(head[..4], ["rang", "n°", "nom", "points"], "{out}");
    assert!(out.contains(",5") || out.contains(",0"), "{out}");
    assert!(!out.contains(".5") && !out.contains(".0"), "{out}");
}

/// `--help` in French: the commands' and arguments' help, and clap's own
/// headings, flags, defaults and possible values (issue 20, item 5).
#[test]
fn the_help_is_french_with_lang_fr_or_a_french_locale() {
    let o = run(&["--lang", "fr", "--help"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let help = stdout(&o);
    for said in [
        "Appariements suisses FIDE",
        &format!("Utilisation{NB}:"),
        "Commandes",
        "Afficher l'aide",
        "Afficher la version",
        "Apparie la ronde qui suit",
        "Langue des messages",
        &format!("[valeurs possibles{NB}: en, fr]"),
    ] {
        assert!(help.contains(said), "{said:?} missing in:\n{help}");
    }
    for english in [
        "Usage:",
        "Commands:",
        "Print help",
        "Pair the round",
        "possible values",
    ] {
        assert!(
            !help.contains(english),
            "{english:?} in French help:\n{help}"
        );
    }
    // A French locale gives the same, and a subcommand's help too.
    let o = run_env(&[("LANG", "fr_FR.UTF-8")], &["pair", "--help"]);
    let help = stdout(&o);
    assert!(help.contains("Fichier TRF"), "{help}");
    assert!(help.contains(&format!("[par défaut{NB}: auto]")), "{help}");
    assert!(!help.contains("[default"), "{help}");
    // English stays clap's own.
    let o = run(&["--lang", "en", "--help"]);
    let help = stdout(&o);
    assert!(
        help.contains("Usage:") && help.contains("Pair the round"),
        "{help}"
    );
}

/// clap's refusals in French, with what was wrong and where to look.
#[test]
fn clap_errors_are_french() {
    let o = run(&["--lang", "fr", "pair", "--system", "nope", "x.trf"]);
    assert_eq!(o.status.code(), Some(3));
    let e = stderr(&o);
    assert!(
        e.contains("erreur") && e.contains("«\u{a0}nope\u{a0}»") && e.contains("--system"),
        "{e}"
    );
    assert!(e.contains("valeurs possibles"), "{e}");
    assert!(e.contains("Pour en savoir plus"), "{e}");
    let o = run(&["--lang", "fr", "pair", "--frobnicate", "x.trf"]);
    let e = stderr(&o);
    assert!(
        e.contains("argument inattendu") && e.contains("--frobnicate"),
        "{e}"
    );
    let o = run(&["--lang", "fr", "pairr"]);
    let e = stderr(&o);
    assert!(e.contains("commande inconnue") && e.contains("pair"), "{e}");
    let o = run(&["--lang", "fr", "generate", "--rounds", "3"]);
    let e = stderr(&o);
    assert!(
        e.contains("arguments obligatoires manquent") && e.contains("--players"),
        "{e}"
    );
    for english in ["error:", "unexpected", "required", "For more information"] {
        assert!(!e.contains(english), "{english:?} in: {e}");
    }
    // English: clap's own words, unchanged.
    let o = run(&["--lang", "en", "pair", "--frobnicate", "x.trf"]);
    assert!(stderr(&o).contains("unexpected argument"), "{}", stderr(&o));
}
