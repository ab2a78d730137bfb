//! The FIDE mode (issue 18, item 6): what a FIDE-rated event may not do,
//! refused or warned about with its article (`model::fide`,
//! `checker::fide_report`, `pair --fide`, `check --fide`). Readings:
//! `docs/readings/trf-and-fide-mode.md`, "6".

use pocket_arbiter::checker::fide_report;
use pocket_arbiter::generate::{generate, GeneratorConfig};
use pocket_arbiter::model::fide::{
    fide_issues, ChangeReason, Date, FideIssueKind, PairingChange, Severity,
};
use pocket_arbiter::model::{ByeKind, Colour, RoundEntry, SystemKind, Tournament};
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::trf::{write, TrfFlavour};
use std::path::Path;
use std::process::Command;

/// A correct event of `system`, paired by this program (4 rounds, 10 players).
fn event(system: SystemKind, start: &str) -> Tournament {
    let cfg = GeneratorConfig {
        players: 10,
        rounds: 4,
        seed: 18,
        system,
        ..GeneratorConfig::default()
    };
    let mut t = generate(&cfg, pair_round)
        .unwrap_or_else(|e| panic!("{e:?}"))
        .tournament;
    t.info.start_date = start.into();
    t
}

fn kinds(t: &Tournament) -> Vec<(Severity, FideIssueKind)> {
    fide_report(t, pair_round)
        .issues
        .into_iter()
        .map(|i| (i.severity, i.kind))
        .collect()
}

const FEB_2026: Date = Date {
    year: 2026,
    month: 2,
    day: 1,
};

/// C.04.2 art. 1.1: a published FIDE Swiss system. The 2026 texts apply
/// from 1 February 2026 (seed 003, C.04.3: "mis en application au 1er
/// février 2026"); the 2017 Dutch rules, replaced by them, are no longer
/// published from that day.
#[test]
fn the_system_must_be_approved_for_the_start_date() {
    let t = event(SystemKind::Dutch2026, "2026/03/14");
    assert_eq!(kinds(&t), vec![], "a correct 2026 event");
    let t = event(SystemKind::Dutch2026, "2026/01/31");
    assert_eq!(
        kinds(&t),
        vec![(
            Severity::Refused,
            FideIssueKind::SystemNotYetInForce {
                system: SystemKind::Dutch2026,
                from: FEB_2026
            }
        )]
    );
    let t = event(SystemKind::Dutch2017, "2026-02-01");
    assert_eq!(
        kinds(&t),
        vec![(
            Severity::Refused,
            FideIssueKind::SystemSuperseded {
                system: SystemKind::Dutch2017,
                replaced: FEB_2026
            }
        )]
    );
    assert_eq!(kinds(&event(SystemKind::Dutch2017, "2025/09/01")), vec![]);
    // No start date: only a warning (and, for Double-Swiss, the warning of
    // C.04.2 art. 1.4: see the next test).
    let t = event(SystemKind::DoubleSwiss2026, "");
    let found = fide_report(&t, pair_round);
    assert!(found.accepted());
    assert_eq!(
        found.issues.iter().map(|i| &i.kind).collect::<Vec<_>>(),
        vec![
            &FideIssueKind::NoStartDate,
            &FideIssueKind::SystemDeprecated {
                system: SystemKind::DoubleSwiss2026
            }
        ]
    );
    assert_eq!(
        found.issues[0].to_string(),
        "warning: the event has no start date (TRF 042): whether its pairing system is approved for that date cannot be checked (C.04.2 art. 1.1)"
    );
}

/// C.04.2 art. 1.4: a system is deprecated "unless a tournament handler
/// program approved by FIDE is available for them, provided with a free
/// pairing-checker". None exists yet for Double-Swiss (the registry's
/// `checked_program`): a warning with the article, the event still
/// accepted; the Dutch System has one: no warning.
#[test]
fn a_system_without_an_approved_checked_program_is_deprecated() {
    let t = event(SystemKind::DoubleSwiss2026, "2026/03/14");
    let found = fide_report(&t, pair_round);
    assert!(found.accepted(), "deprecated, not forbidden");
    let deprecated: Vec<_> = found
        .issues
        .iter()
        .filter(|i| matches!(i.kind, FideIssueKind::SystemDeprecated { .. }))
        .collect();
    assert_eq!(deprecated.len(), 1, "{:?}", found.issues);
    assert_eq!(deprecated[0].severity, Severity::Warning);
    assert_eq!(deprecated[0].kind.article(), "C.04.2 art. 1.4");
    assert!(
        deprecated[0].to_string().starts_with("warning: ")
            && deprecated[0].to_string().ends_with("(C.04.2 art. 1.4)"),
        "{}",
        deprecated[0]
    );
    for system in [SystemKind::Dutch2026, SystemKind::Dutch2017] {
        let start = if system == SystemKind::Dutch2026 {
            "2026/03/14"
        } else {
            "2025/09/01"
        };
        assert!(
            !fide_issues(&event(system, start))
                .iter()
                .any(|i| matches!(i.kind, FideIssueKind::SystemDeprecated { .. })),
            "{system:?}"
        );
    }
}

/// C.04.5 art. 2.1.2 calls a full-point bye "FIDE-deprecated": refused in a
/// Double-Swiss event, left to the regulations elsewhere (C.04.2 art. 3.3).
#[test]
fn a_full_point_bye_is_refused_where_c_04_5_deprecates_it() {
    for (system, refused) in [
        (SystemKind::DoubleSwiss2026, true),
        (SystemKind::Dutch2026, false),
    ] {
        let mut t = Tournament {
            system,
            total_rounds: 5,
            players: event(system, "2026/03/01").players,
            ..Tournament::default()
        };
        t.info.start_date = "2026/03/01".into();
        for p in &mut t.players {
            p.rounds.clear();
            p.match_games.clear();
        }
        t.players[2].set_round(1, RoundEntry::Bye(ByeKind::FullPoint));
        let issues = fide_issues(&t);
        let expected = if refused {
            vec![FideIssueKind::FullPointBye {
                tpn: t.players[2].tpn,
                round: 1,
            }]
        } else {
            vec![]
        };
        assert_eq!(
            issues
                .iter()
                .filter(|i| i.severity == Severity::Refused)
                .map(|i| i.kind.clone())
                .collect::<Vec<_>>(),
            expected,
            "{system:?}"
        );
        t.full_point_byes = true;
        assert_eq!(
            fide_issues(&t)
                .iter()
                .any(|i| i.kind == FideIssueKind::FullPointByesAllowed),
            refused
        );
    }
}

/// C.04.2 art. 1.5 and 4.4: a published round that is not the system's
/// pairing is refused unless a reason of art. 4.4 is recorded, then it is
/// a warning naming the article.
#[test]
fn a_changed_round_needs_a_reason() {
    let mut t = event(SystemKind::Dutch2026, "2026/03/14");
    // The last round's first board published with the colours reversed
    // (an earlier round would also change the history the next rounds were
    // paired from).
    let b = t.recorded_pairing(4).boards[0];
    for (tpn, colour) in [(b.white, Colour::Black), (b.black, Colour::White)] {
        let p = &mut t.players[tpn.index()];
        if let RoundEntry::Game {
            opponent, result, ..
        } = p.round(4)
        {
            p.set_round(
                4,
                RoundEntry::Game {
                    opponent,
                    colour,
                    result,
                },
            );
        }
    }
    assert_eq!(
        kinds(&t),
        vec![(
            Severity::Refused,
            FideIssueKind::PairingChangedWithoutReason { round: 4 }
        )]
    );
    t.pairing_changes.push(PairingChange {
        round: 4,
        reason: ChangeReason::TopBoardsFinalRound,
    });
    let r = fide_report(&t, pair_round);
    assert!(r.accepted());
    assert_eq!(r.issues.len(), 1);
    assert_eq!(r.issues[0].kind.article(), "C.04.2 art. 4.4.5");
    assert!(r.issues[0]
        .to_string()
        .starts_with("warning: round 4 was changed"));
}

/// `pair --fide` refuses (exit 3, the article in the message); `check
/// --fide` reports and exits 1; without `--fide` the same file pairs.
#[test]
fn the_cli_flag_refuses_with_the_article() {
    let t = event(SystemKind::Dutch2017, "2026/03/14");
    let mut short = t.clone();
    for p in &mut short.players {
        p.rounds.truncate(3);
        p.match_games.truncate(3);
    }
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("fide-2017-in-2026.trf");
    std::fs::write(&path, write(&short, TrfFlavour::Trf2026)).unwrap_or_else(|e| panic!("{e}"));
    let run = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_pocket-arbiter"))
            .env_remove("LC_ALL")
            .env_remove("LC_MESSAGES")
            .env_remove("LANG")
            .args(args)
            .arg(&path)
            .output()
            .unwrap_or_else(|e| panic!("{e}"))
    };
    let o = run(&["pair", "--fide"]);
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(3), "{err}");
    assert!(err.contains("(C.04.2 art. 1.1)"), "{err}");
    assert!(err.contains("refused in FIDE mode"), "{err}");
    assert_eq!(run(&["pair"]).status.code(), Some(0));
    let o = run(&["check", "--fide"]);
    let out = String::from_utf8_lossy(&o.stdout);
    assert_eq!(o.status.code(), Some(1), "{out}");
    assert!(
        out.contains("FIDE mode: 1 refusal(s), 0 warning(s)"),
        "{out}"
    );
    assert!(out.contains("3 rounds checked, 0 differ"), "{out}");
}

/// The event's settings with the FIDE mode on refuse what the mode refuses
/// (the tournament is left unchanged); off, the same settings are saved.
#[test]
fn settings_in_fide_mode_refuse_a_superseded_system() {
    use pocket_arbiter::model::settings::{SettingsError, SettingsForm};
    let t = Tournament {
        total_rounds: 5,
        ..Tournament::default()
    };
    let mut form = SettingsForm::from_tournament(&t);
    form.name = "Open".into();
    form.start_date = "2026-03-01".into();
    form.system = "dutch-2017".into();
    form.fide_mode = true;
    let mut fide = t.clone();
    assert_eq!(
        form.apply(&mut fide),
        Err(SettingsError::Fide(FideIssueKind::SystemSuperseded {
            system: SystemKind::Dutch2017,
            replaced: FEB_2026
        }))
    );
    assert_eq!(fide, t);
    let message = SettingsError::Fide(FideIssueKind::FullPointByesAllowed).to_string();
    assert!(message.contains("C.04.5 art. 2.1.2"), "{message}");
    form.fide_mode = false;
    assert_eq!(form.apply(&mut fide), Ok(()));
    assert_eq!(fide.system, SystemKind::Dutch2017);
    // On, with the 2026 rules: saved, and the mode is stored.
    form.fide_mode = true;
    form.system = "dutch-2026".into();
    assert_eq!(form.apply(&mut fide), Ok(()));
    assert!(fide.fide_mode);
}
