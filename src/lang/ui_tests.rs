//! The app's words ([`Words`] and [`UiWords`]) in every language: every
//! label and a sample of every worded function, checked like the engine's
//! messages in `coverage_tests` (no word only the English uses in French,
//! French typography, no label left equal to the English unless it is a
//! shared word), and the tables written to `tests/e2e/words.json` for the
//! walk-every-screen test (`tests/e2e/lang.mjs`), which must be up to
//! date: `UPDATE_WORDS=1 cargo test --lib lang::ui_tests` rewrites it.

use super::catalogue::UiWords;
use super::Lang;
use crate::dutch::context::Criteria;
use crate::model::arbiter::{BoardResult, LineError, LineErrorKind};
use crate::model::audit::Change;
use crate::model::{
    Board, ByeKind, Colour, GameResult, LateEntryRounds, MatchGames, PairingError, Points,
    RoundEntry, SystemKind, TieBreak, Tpn,
};
use crate::store::backup::BackupError;
use crate::store::schema::{DecodeError, Location};
use crate::store::{ImportAction, ImportReport, KvError, StoreError};
use crate::swiss::{ColourPreference, Float, Strength};
use crate::teach::study::{BracketSummary, RoundPlayer, Route, StepKind, StudyError, Verdict};
use crate::teach::trace::{Membership, Parameters};
use std::collections::{BTreeMap, BTreeSet};

/// Each language's labels, by field name (a list label is joined by " | ").
fn tables() -> Vec<BTreeMap<String, String>> {
    Lang::ALL
        .iter()
        .map(|l| {
            let v = serde_json::to_value(l.catalogue().ui().words()).expect("labels serialize");
            v.as_object()
                .expect("an object")
                .iter()
                .map(|(k, v)| {
                    let text = match v {
                        serde_json::Value::String(s) => s.clone(),
                        serde_json::Value::Array(a) => a
                            .iter()
                            .filter_map(|x| x.as_str())
                            .collect::<Vec<_>>()
                            .join(" | "),
                        other => other.to_string(),
                    };
                    (k.clone(), text)
                })
                .collect()
        })
        .collect()
}

/// Every worded function with sample data, in each language.
fn sentences() -> Vec<(String, Vec<String>)> {
    let mut out: Vec<(String, Vec<String>)> = Vec::new();
    let mut say = |what: &str, f: &dyn Fn(&dyn UiWords) -> String| {
        let text = Lang::ALL.iter().map(|l| f(l.catalogue().ui())).collect();
        out.push((what.to_owned(), text));
    };
    let loc = || Location {
        line: 3,
        column: 7,
        excerpt: "\"x\"".into(),
    };
    say("rounds_and_players", &|w| w.rounds_and_players(7, 12));
    say("rounds_and_players 1", &|w| w.rounds_and_players(1, 1));
    say("confirm_delete", &|w| w.confirm_delete("Club"));
    say("created", &|w| w.created("Club"));
    say("deleted", &|w| w.deleted("Club"));
    for (added, replaced, kept, unchanged) in [
        (vec![], vec![], vec![], 0),
        (vec!["A".to_owned()], vec![], vec![], 0),
        (
            vec!["A".to_owned(), "B".to_owned()],
            vec!["C".to_owned()],
            vec!["D".to_owned()],
            2,
        ),
    ] {
        let r = ImportReport {
            added,
            replaced,
            kept,
            unchanged,
        };
        say("imported", &|w| w.imported(&r));
    }
    for a in [
        ImportAction::Add,
        ImportAction::Copy,
        ImportAction::Unchanged,
        ImportAction::Replace {
            stored_revision: 2,
            incoming_revision: 5,
        },
        ImportAction::KeepStored {
            stored_revision: 5,
            incoming_revision: 2,
        },
    ] {
        say("import_action", &|w| w.import_action("Club", a));
    }
    say("not_kept_after_other_tab", &|w| {
        w.not_kept_after_other_tab("…")
    });
    say("backup_age", &|w| w.backup_age(None, None));
    say("backup_age due", &|w| {
        w.backup_age(Some("t".into()), Some(3))
    });
    say("backup_reminder", &|w| w.backup_reminder(3));
    for g in [Some(true), Some(false), None] {
        say("persistence", &|w| w.persistence(g).into());
    }
    let kv = [KvError::QuotaExceeded, KvError::Unavailable("x".into())];
    for e in &kv {
        say("kv_error", &|w| w.kv_error(e));
    }
    use crate::store::schema::{Inconsistency, JsonFault};
    let faults = [
        JsonFault::Syntax,
        JsonFault::Eof,
        JsonFault::MissingField("x1".into()),
        JsonFault::UnknownField("x1".into()),
        JsonFault::DuplicateField("x1".into()),
        JsonFault::UnknownVariant("X9".into()),
        JsonFault::WrongValue,
    ];
    let mut decode: Vec<DecodeError> = faults
        .iter()
        .map(|f| DecodeError::Invalid {
            message: f.clone(),
            at: Some(loc()),
        })
        .collect();
    decode.push(DecodeError::Inconsistent(Inconsistency::PairingNumber {
        index: 2,
        tpn: 5,
    }));
    decode.push(DecodeError::Inconsistent(Inconsistency::OtherId {
        key: "a1".into(),
        data: "b2".into(),
    }));
    decode.extend([
        DecodeError::NoSchema,
        DecodeError::Newer(9),
        DecodeError::Migration {
            from: 1,
            reason: "x".into(),
        },
    ]);
    for e in &decode {
        say("decode_error", &|w| w.decode_error(e));
        say("problem", &|w| w.problem("k", e));
    }
    let backup = vec![
        BackupError::NotJson {
            message: JsonFault::Syntax,
            at: loc(),
        },
        BackupError::NotABackup,
        BackupError::Newer(9),
        BackupError::Empty,
        BackupError::Tournament {
            index: 2,
            name: "Club".into(),
            error: DecodeError::NoSchema,
        },
    ];
    for e in &backup {
        say("backup_error", &|w| w.backup_error(e));
    }
    let store = vec![
        StoreError::NotFound("x".into()),
        StoreError::Deleted("x".into()),
        StoreError::ChangedElsewhere("x".into()),
        StoreError::StaleImport,
        StoreError::Unreadable {
            id: "x".into(),
            error: DecodeError::NoSchema,
        },
        StoreError::Encode("x".into()),
    ];
    for e in &store {
        say("store_error", &|w| w.store_error(e));
    }
    say("withdrawn_from", &|w| w.withdrawn_from(3));
    say("rating_label", &|w| w.rating_label(0));
    say("added_players", &|w| w.added_players(1));
    say("added_players n", &|w| w.added_players(4));
    for kind in [
        LineErrorKind::EmptyName,
        LineErrorKind::BadRating("x".into()),
    ] {
        let e = LineError { line: 2, kind };
        say("line_error", &|w| w.line_error(&e));
    }
    say("pair_round", &|w| w.pair_round(2));
    say("round_title", &|w| w.round_title(2));
    say("boards_open", &|w| w.boards_open(2));
    say("paired", &|w| w.paired(2));
    say("pairing_cancelled", &|w| w.pairing_cancelled(2));
    say("pairing_progress", &|w| w.pairing_progress(2, None));
    say("pairing_progress bracket", &|w| {
        w.pairing_progress(
            2,
            Some(crate::systems::Progress {
                scoregroup: 1,
                scoregroups: 3,
                score: Points(15),
            }),
        )
    });
    for r in [
        BoardResult::WhiteWinsUnrated,
        BoardResult::DrawUnrated,
        BoardResult::BlackWinsUnrated,
    ] {
        say("board_result", &|w| w.board_result(r).into());
    }
    let pairing = [
        PairingError::NotImplemented(SystemKind::Dutch2026),
        PairingError::EveryoneAbsent { round: 3 },
    ];
    for e in &pairing {
        say("pairing_error", &|w| w.pairing_error(e));
        say("verify_not_explained", &|w| w.verify_not_explained(e));
    }
    for l in [LateEntryRounds::ZeroPoint, LateEntryRounds::HalfPoint] {
        say("late_entry_rounds", &|w| w.late_entry_rounds(l).into());
        say("late_entry_help", &|w| w.late_entry_help(l).into());
    }
    for c in [Colour::White, Colour::Black] {
        say("colour_drawn", &|w| w.colour_drawn(c));
    }
    for tb in TieBreak::all() {
        say("tiebreak_name", &|w| w.tiebreak_name(tb));
        say("tiebreak_meaning", &|w| w.tiebreak_meaning(tb));
    }
    say("tiebreak_slot_label", &|w| w.tiebreak_slot_label(0));
    say("tiebreak_value_label", &|w| {
        w.tiebreak_value_label("BH", "Anna", "7")
    });
    say("trf_imported", &|w| w.trf_imported("Club", 12, 3));
    for k in [
        ByeKind::PairingAllocated,
        ByeKind::FullPoint,
        ByeKind::HalfPoint,
        ByeKind::ZeroPoint,
    ] {
        say("absence_line", &|w| w.absence_line(3, "Anna", k));
    }
    say("deleted_player", &|w| w.deleted_player("Anna"));
    say("numbers_kept", &|w| w.numbers_kept(Tpn(4)));
    say("round_complete", &|w| w.round_complete(3));
    say("standings_after", &|w| w.standings_after(3));
    say("points", &|w| w.points(Points(13)));
    say("decimal_points", &|w| w.decimal_points(Points(45)));
    say("game_label", &|w| w.game_label(1, "Anna"));
    say("ds_standings_after", &|w| w.ds_standings_after(3));
    say("step_of", &|w| w.step_of(3, 9));
    say("entries_of", &|w| w.entries_of(0, 0, 9));
    say("entries_of 1", &|w| w.entries_of(0, 1, 9));
    say("entries_of n", &|w| w.entries_of(0, 8, 720));
    say("lesson_steps", &|w| w.lesson_steps(9));
    say("comparison_rule", &|w| w.comparison_rule('b'));
    say("source_tournament", &|w| w.source_tournament("Club"));
    for (mdps, route) in [
        (0, Route::WholeRound),
        (2, Route::LastBracket),
        (1, Route::Ppb),
        (0, Route::Clb),
    ] {
        let b = BracketSummary {
            index: 1,
            score: Points(25),
            mdps,
            residents: 4,
            pairs: 3,
            downfloaters: vec![Tpn(3)],
            route,
            psd: vec![Points(10), Points(5)],
        };
        say("bracket_button", &|w| w.bracket_button(&b));
    }
    say("bracket_title", &|w| w.bracket_title(0, Points(20), true));
    say("bracket_title het", &|w| {
        w.bracket_title(0, Points(20), false)
    });
    let p = parameters();
    for c in [Criteria::Dutch2026, Criteria::Dutch2017] {
        say("parameters", &|w| w.parameters(&p, c));
    }
    say("candidate_counter", &|w| w.candidate_counter(0, 1, 16));
    say("candidate_counter n", &|w| {
        w.candidate_counter(24, 120, 720)
    });
    for k in [
        StepKind::Illegal,
        StepKind::NoCompletion,
        StepKind::Imperfect { new_best: true },
        StepKind::Imperfect { new_best: false },
        StepKind::Perfect,
        StepKind::Skipped,
    ] {
        for c in [Criteria::Dutch2026, Criteria::Dutch2017] {
            say("step_kind", &|w| w.step_kind(k, c));
        }
    }
    say("fails", &|w| w.fails("C12"));
    let verdicts = [
        Verdict::Unfinished {
            examined: 3,
            generated: 9,
            best_so_far: None,
        },
        Verdict::NoLegalCandidate { generated: 9 },
    ];
    for v in &verdicts {
        for c in [Criteria::Dutch2026, Criteria::Dutch2017] {
            say("verdict", &|w| w.verdict(v, c));
        }
    }
    for m in [
        Membership::MdpInS1,
        Membership::MdpInLimbo,
        Membership::ResidentInS1,
        Membership::ResidentInS2,
    ] {
        say("membership", &|w| w.membership(m).into());
    }
    say("preference none", &|w| w.preference(None));
    for strength in [Strength::Mild, Strength::Strong, Strength::Absolute] {
        let p = ColourPreference {
            colour: Colour::White,
            strength,
        };
        say("preference", &|w| w.preference(Some(p)));
    }
    say("colours_played", &|w| {
        w.colours_played(&[Colour::White, Colour::Black])
    });
    say("floats", &|w| w.floats(&[Some(Float::Down), None]));
    say("colours_title", &|w| {
        w.colours_title(Tpn(3), Tpn(12), "5.2.3")
    });
    let rp = RoundPlayer {
        tpn: Tpn(12),
        name: "Anna".into(),
        score: Points(45),
    };
    say("round_player", &|w| w.round_player(&rp));
    let board = Board {
        white: Tpn(3),
        black: Tpn(12),
    };
    say("round_board", &|w| w.round_board(0, &board));
    say("bye_of", &|w| w.bye_of(Tpn(3)));
    for e in [
        StudyError::NotDutch(SystemKind::DoubleSwiss2026),
        StudyError::NotOffered,
        StudyError::NoSuchBracket(4),
    ] {
        say("study_error", &|w| w.study_error(&e));
    }
    say("adjustment", &|w| w.adjustment(-5));
    say("adjustment bonus", &|w| w.adjustment(10));
    say("report_program", &|w| {
        w.report_program("pocket-arbiter", "0.1.0")
    });
    say("report_checker", &|w| w.report_checker(0, 0));
    say("report_checker n", &|w| w.report_checker(4, 5));
    say("yes_no", &|w| w.yes_no(true) + " " + &w.yes_no(false));
    say("classic_steps_shown", &|w| w.classic_steps_shown(40, 120));
    say("audit_heading", &|w| w.audit_heading("t", 4));
    for r in [
        GameResult::UnratedWin,
        GameResult::ForfeitLoss,
        GameResult::Pending,
    ] {
        say("white_result", &|w| w.white_result(r).into());
    }
    let changes = vec![
        Change::PlayerAdded {
            tpn: Tpn(3),
            name: "Anna".into(),
        },
        Change::PlayerRemoved {
            tpn: Tpn(3),
            name: "Anna".into(),
        },
        Change::Paired {
            round: 2,
            boards: 5,
        },
        Change::Unpaired { round: 2 },
        Change::Entry {
            round: 2,
            tpn: Tpn(3),
            before: RoundEntry::NotPaired,
            after: RoundEntry::Game {
                opponent: Tpn(4),
                colour: Colour::White,
                result: GameResult::ForfeitWin,
            },
        },
        Change::MatchGames {
            round: 2,
            tpn: Tpn(3),
            before: None,
            after: Some(MatchGames {
                first: GameResult::Win,
                second: GameResult::Draw,
            }),
        },
        Change::Setting {
            field: "info".into(),
            before: serde_json::json!({"city": null, "name": "A"}),
            after: serde_json::json!({"city": "Lyon", "name": "A"}),
        },
        Change::PlayerDetail {
            tpn: Tpn(3),
            field: "withdrawn_from".into(),
            before: serde_json::Value::Null,
            after: serde_json::json!(4),
        },
    ];
    for c in &changes {
        say("audit_change", &|w| w.audit_change(c));
    }
    say("share_part", &|w| w.share_part(1, 1));
    say("share_part n", &|w| w.share_part(1, 2));
    say("share_board", &|w| w.share_board(3, "Anna", "Boris"));
    say("share_bye", &|w| w.share_bye("Anna"));
    say("share_by_name", &|w| w.share_by_name(3));
    say("share_round", &|w| w.share_round(3, 1, 2));
    say("verify_progress", &|w| w.verify_progress(3, 9));
    say("verify_same", &|w| w.verify_same(3));
    say("verify_differs", &|w| w.verify_differs(3));
    say("verify_summary", &|w| w.verify_summary(9, 2));
    say("verify_pairings", &|w| w.verify_pairings("1-2", "2-1"));
    say("verify_added", &|w| w.verify_added("Club"));
    say("verify_too_large", &|w| w.verify_too_large("f.trf", 9, 8));
    say("verify_learn", &|w| w.verify_learn(3));
    for k in [
        crate::ratinglist::RatingKind::Standard,
        crate::ratinglist::RatingKind::Rapid,
        crate::ratinglist::RatingKind::Blitz,
    ] {
        say("list_kind", &|w| w.list_kind(k).into());
    }
    say("list_status", &|w| w.list_status("f.zip", 9, "t"));
    say("list_reading", &|w| {
        w.list_reading(1_572_864.0, 10_485_760.0, 9)
    });
    say("list_saving", &|w| w.list_saving(9));
    say("list_imported", &|w| w.list_imported(9, 0));
    say("list_imported skipped", &|w| w.list_imported(9, 2));
    say("list_more_warnings", &|w| w.list_more_warnings(9));
    say("list_not_stored", &|w| w.list_not_stored("x"));
    say("list_pick", &|w| w.list_pick("Anna", 123));
    say("list_picked", &|w| w.list_picked(123, Some(1990)));
    say("list_picked no year", &|w| w.list_picked(123, None));
    say("list_apply", &|w| w.list_apply(1) + " " + &w.list_apply(3));
    say("list_applied", &|w| {
        w.list_applied(1) + " " + &w.list_applied(3)
    });
    say("list_change", &|w| w.list_change("Anna", 123, 0, 2100));
    say("on_board", &|w| w.on_board("1-0", 3));
    say("on_game", &|w| w.on_game("1-0", 3, 2));
    say("scroll_table", &|w| w.scroll_table("X"));
    say("on_round", &|w| w.on_round("X", 3));
    say("ordinal", &|w| w.ordinal(1) + " " + &w.ordinal(2));
    say("date_time", &|w| w.date_time(2026, 11, 28, 9, 4));
    say("labelled", &|w| w.labelled("X", "y"));
    out
}

/// Words English and French both write in the app's labels and sentences:
/// true cognates, codes, names and symbols.
const SHARED: &[&str] = &[
    // true cognates: French words English also writes
    "absences",
    // « ne change », « la correction », « l'export TRF » (issue 21's words)
    "change",
    "correction",
    "export",
    "absent",
    "art",
    "blitz",
    "bonus",
    "bye",
    "byes",
    "code",
    "double",
    "score",
    "standard",
    "match",
    "points",
    "point",
    "mode",
    "type",
    "plus",
    "page",
    "impossible",
    "budget",
    "nov",
    "absence",
    "codes",
    "long",
    "place",
    "route",
    "scores",
    "trace",
    "version",
    "versions",
    "diff",
    "dutch",
    // codes, abbreviations, formats and names
    "pocket",
    "arbiter",
    "fide",
    "html",
    "mdp",
    "ppb",
    "clb",
    "psd",
    "qr",
    "trf",
    "xml",
    "txt",
    "json",
    "zip",
    "pts",
    "fl",
    "dc",
    "elo",
    "worker",
    "web",
    "safari",
    // tie-break codes that read as French words or the same (DE, BH, APRO, APPO)
    "de",
    "bh",
    "apro",
    "appo",
    "performance",
    "buchholz",
    "sonneborn",
    "berger",
    "koya",
    // the samples' names
    "anna",
    "boris",
    "club",
    "lyon",
];

fn words_of(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() > 1)
        .map(|w| w.to_lowercase())
}

/// Everything said, English then French: the labels and the sentences.
fn all_said() -> Vec<(String, String, String)> {
    let t = tables();
    let mut out: Vec<(String, String, String)> = t[0]
        .iter()
        .map(|(k, en)| (k.clone(), en.clone(), t[1][k].clone()))
        .collect();
    for (what, text) in sentences() {
        out.push((what, text[0].clone(), text[1].clone()));
    }
    out
}

#[test]
fn the_app_says_everything_in_every_language() {
    let t = tables();
    assert!(t[0].len() > 250, "{} labels", t[0].len());
    for (what, en, fr) in all_said() {
        assert!(!en.trim().is_empty(), "{what}: empty in English");
        assert!(!fr.trim().is_empty(), "{what}: empty in French");
    }
}

/// A French label or sentence holds no word only the English uses, and is
/// not the English one unless all its words are shared.
#[test]
fn the_french_app_has_no_english_word() {
    let said = all_said();
    let english: BTreeSet<String> = said
        .iter()
        .flat_map(|s| words_of(&s.1).collect::<Vec<_>>())
        .collect();
    let french: BTreeSet<String> = said
        .iter()
        .flat_map(|s| words_of(&s.2).collect::<Vec<_>>())
        .collect();
    // The tie-breaks' codes (`ARO`, `TPR`) are the same in every language.
    let codes: BTreeSet<String> = TieBreak::all()
        .into_iter()
        .flat_map(|tb| words_of(&tb.code()).collect::<Vec<_>>())
        .collect();
    let mut leaks = BTreeMap::new();
    for (what, _, fr) in &said {
        for w in words_of(fr) {
            if english.contains(&w) && !SHARED.contains(&w.as_str()) && !codes.contains(&w) {
                leaks.entry(w).or_insert(format!("{what}: {fr}"));
            }
        }
    }
    let leaks: Vec<String> = leaks.iter().map(|(w, e)| format!("{w:?} in {e}")).collect();
    assert!(leaks.is_empty(), "English in French:\n{}", leaks.join("\n"));
    // Each shared word is used in French, so the list stays honest.
    let unused: Vec<&&str> = SHARED.iter().filter(|w| !french.contains(**w)).collect();
    assert!(
        unused.is_empty(),
        "shared words French never uses: {unused:?}"
    );
}

/// French typography, as in `coverage_tests`: a no-break space before
/// `:` `;` `?` `!` and inside guillemets; a decimal comma.
#[test]
fn the_french_app_follows_french_typography() {
    for (what, _, fr) in all_said() {
        for bad in [" :", " ;", " ?", " !", "« ", " »", "“", "”"] {
            assert!(!fr.contains(bad), "{bad:?} in {what}: {fr}");
        }
        for w in fr.split_whitespace() {
            let parts: Vec<&str> = w.trim_end_matches(['.', ',', ')']).split('.').collect();
            let decimal = parts.len() == 2
                && parts
                    .iter()
                    .all(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()));
            assert!(
                !decimal || fr.contains("art.") || fr.contains("C.0"),
                "decimal point {w:?} in {what}: {fr}"
            );
        }
    }
}

/// The tables the walk-every-screen e2e test reads.
#[test]
fn the_words_json_is_up_to_date() {
    let t = tables();
    let mut root = serde_json::Map::new();
    for (l, table) in Lang::ALL.iter().zip(&t) {
        let v = serde_json::to_value(l.catalogue().ui().words()).expect("labels serialize");
        assert_eq!(v.as_object().map(|o| o.len()), Some(table.len()));
        root.insert(l.tag().to_owned(), v);
    }
    let text = serde_json::to_string_pretty(&serde_json::Value::Object(root)).expect("json") + "\n";
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/e2e/words.json");
    if std::env::var_os("UPDATE_WORDS").is_some() {
        std::fs::write(path, &text).expect("write words.json");
    }
    let stored = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        stored == text,
        "tests/e2e/words.json is not the tables: run UPDATE_WORDS=1 cargo test --lib lang::ui_tests"
    );
}

/// Dates, ordinals and numbers per language.
#[test]
fn dates_ordinals_and_numbers_per_language() {
    let en = Lang::En.catalogue().ui();
    let fr = Lang::Fr.catalogue().ui();
    assert_eq!(en.date_time(2026, 11, 28, 9, 4), "28 Nov 2026, 09:04");
    assert_eq!(fr.date_time(2026, 11, 28, 9, 4), "28 nov. 2026, 09:04");
    assert_eq!(fr.date_time(2026, 3, 1, 18, 30), "1er mars 2026, 18:30");
    let ords: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111]
        .iter()
        .map(|&n| en.ordinal(n))
        .collect();
    assert_eq!(
        ords,
        ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th"]
    );
    assert_eq!(fr.ordinal(1), "1er");
    assert_eq!(fr.ordinal(2), "2e");
    // ½ in both; a decimal comma in French.
    assert_eq!(en.points(Points(5)), "½");
    assert_eq!(fr.points(Points(15)), "1½");
    assert_eq!(en.decimal_points(Points(5)), "0.5");
    assert_eq!(fr.decimal_points(Points(5)), "0,5");
    assert_eq!(fr.adjustment_short(-5), "−0,5");
    assert_eq!(fr.colours_played(&[Colour::White, Colour::Black]), "BN");
    assert_eq!(en.colours_played(&[Colour::White, Colour::Black]), "WB");
}

/// A bracket studied by the 2017 rules cites the 2017 text (B.1, B.2, B.4,
/// B.8, C.4, its C.n numbering), never the 2026 articles; the 2026 study
/// keeps art. 3.1, 3.2, 3.4.1, 3.8 and C4 — in both languages.
#[test]
fn a_bracket_study_cites_the_articles_of_its_own_text() {
    use crate::dutch::criterion::Criterion;
    use crate::teach::trace::{Choice, ChoiceReason, Decider, RunnerUp};
    let p = parameters();
    let chosen = |reason| Verdict::Chosen {
        choice: Box::new(Choice {
            candidate: 2,
            alteration: Default::default(),
            pairs: vec![(Tpn(1), Tpn(4))],
            downfloaters: vec![],
            evaluation: Default::default(),
            violations: vec![],
            reason,
        }),
        agrees: true,
    };
    let best = chosen(ChoiceReason::Best {
        generated: 6,
        runner_up: Some(Box::new(RunnerUp {
            candidate: 4,
            pairs: vec![],
            downfloaters: vec![],
            evaluation: Default::default(),
            decided_by: Decider::Criterion(Criterion::C12ColourPreference),
        })),
    });
    for l in Lang::ALL {
        let w = l.catalogue().ui();
        let said = |c: Criteria| {
            let mut all = vec![w.parameters(&p, c)];
            for k in [StepKind::NoCompletion, StepKind::Perfect, StepKind::Skipped] {
                all.push(w.step_kind(k, c));
            }
            all.push(w.verdict(&chosen(ChoiceReason::Perfect), c));
            all.push(w.verdict(&best, c));
            all
        };
        let old = said(Criteria::Dutch2017);
        let new = said(Criteria::Dutch2026);
        let expect = |all: &[String], i: usize, part: &str| {
            assert!(
                all[i].contains(part),
                "{l:?} line {i}: {:?} lacks {part}",
                all[i]
            );
        };
        for (i, part) in [(0, "(B.1)"), (0, "(B.2)"), (1, "(C.4)"), (2, "(B.4)")] {
            expect(&old, i, part);
        }
        for (i, part) in [(3, "B.8"), (4, "(B.4)"), (5, "B.8"), (5, "C.10")] {
            expect(&old, i, part);
        }
        for (i, line) in old.iter().enumerate() {
            assert!(!line.contains("art. 3"), "{l:?} 2017 line {i}: {line}");
            assert!(!line.contains("C12"), "{l:?} 2017 line {i}: {line}");
        }
        for (i, part) in [(0, "(art. 3.1)"), (0, "(art. 3.2)"), (1, "(C4)")] {
            expect(&new, i, part);
        }
        for (i, part) in [(2, "(art. 3.4.1)"), (3, "art. 3.8"), (5, "art. 3.8")] {
            expect(&new, i, part);
        }
        expect(&new, 5, "C12");
    }
}

/// A heterogeneous bracket's parameters with a Limbo (art. 3.1, 3.2; B.1, B.2).
fn parameters() -> Parameters {
    Parameters {
        m0: 1,
        max_pairs: 2,
        m1: 1,
        mdp_sets: vec![],
        s1: vec![1, 2],
        s2: vec![3, 4],
        limbo: vec![5],
    }
}
