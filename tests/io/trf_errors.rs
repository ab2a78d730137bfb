//! One hand-made defective file per error class (tests/data/bad): each is
//! refused with the right line, column and message.

use pocket_arbiter::trf::{read_bytes, read_str, TrfErrorKind};
use std::path::Path;

fn refused(file: &str) -> pocket_arbiter::trf::TrfError {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/bad")
        .join(file);
    let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    match read_bytes(&bytes) {
        Ok(_) => panic!("{file} was accepted"),
        Err(e) => e,
    }
}

#[test]
fn each_defect_is_refused_where_it_is() {
    let cases: &[(&str, usize, usize, &str)] = &[
        (
            "asymmetric.trf",
            4,
            92,
            "round 1: player 1 is paired against 5, but 5's round 1 entry is '   2 w 0'",
        ),
        (
            "same_colour.trf",
            4,
            97,
            "round 1: players 1 and 4 both have White",
        ),
        (
            "result_mismatch.trf",
            4,
            99,
            "results do not match: player 1 has '1', opponent 4 has '1'",
        ),
        (
            "score_mismatch.trf",
            4,
            81,
            "player 1: declared score 3.0 (columns 81-84) is not the sum of the results, 2.5",
        ),
        (
            "unknown_opponent.trf",
            4,
            92,
            "round 1: opponent 9 has no 001 line",
        ),
        (
            "self_opponent.trf",
            4,
            92,
            "player 1 is paired against themself",
        ),
        (
            "duplicate_player.trf",
            10,
            5,
            "pairing number 6 is used twice (first on line 9)",
        ),
        (
            "missing_player.trf",
            6,
            5,
            "there is no 001 line for 3, but there is one for 4",
        ),
        (
            "round_beyond_total.trf",
            4,
            112,
            "round 3 is beyond the number of rounds of the tournament, 2 (XXR)",
        ),
        (
            "bad_colour.trf",
            5,
            97,
            "expected a colour w, b or -, found \"x\"",
        ),
        (
            "bad_result.trf",
            5,
            99,
            "expected a game result 1, =, 0, +, -, W, D, L or blank, found \"?\"",
        ),
        (
            "bad_separator.trf",
            5,
            91,
            "expected a blank column between fields, found \"x\"",
        ),
        ("bad_score_field.trf", 5, 81, "the score (columns 81-84)"),
        // 0x81: undefined in Windows-1252, so neither UTF-8 nor Latin-1.
        ("not_text.trf", 4, 17, "not UTF-8"),
        // 0xFF read as Latin-1 'ÿ' is one character more than the name's
        // field: the next field is where it is refused.
        (
            "not_utf8.trf",
            4,
            48,
            "expected a blank column between fields, found \"7\"",
        ),
        (
            "conflicting_rounds.trf",
            3,
            1,
            "XXR / 142 (number of rounds) repeats or contradicts line 2",
        ),
        (
            "unknown_system.trf",
            4,
            5,
            "unknown pairing system \"FIDE_BURSTEIN\"",
        ),
        (
            "too_many_rounds.trf",
            2,
            5,
            "a number of rounds 99999 is out of range (at most 255)",
        ),
        (
            "absence_conflict.trf",
            11,
            14,
            "player 1, round 1: 240 says a bye 'H' but the round is already '   4 w 1'",
        ),
        ("no_players.trf", 1, 1, "no player (001) lines"),
        (
            "two_byes.trf",
            7,
            99,
            "round 1: two pairing-allocated byes, players 3 and 4",
        ),
    ];
    let mut wrong = Vec::new();
    for &(file, line, column, message) in cases {
        let e = refused(file);
        let shown = e.to_string();
        if e.line != line || e.column != column || !shown.contains(message) {
            wrong.push(format!(
                "{file}: expected line {line}, column {column}, message containing {message:?}; got {shown:?}"
            ));
        }
        assert!(shown.starts_with(&format!("line {}, column {}: ", e.line, e.column)));
    }
    assert!(wrong.is_empty(), "\n{}", wrong.join("\n"));
    // Every file in bad/ has a case.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/bad");
    let n = std::fs::read_dir(dir).map(|d| d.count()).unwrap_or(0);
    assert_eq!(n, cases.len());
}

const GOOD: &str = "\
012 Small
XXR 2
XXC white1
001    1      Alpha                                                              1.0    1     2 w 1
001    2      Beta                                                               0.0    3     1 b 0
001    3      Gamma                                                              1.0    2  0000 - U
";

#[test]
fn line_endings_and_utf8_names_are_read() {
    let crlf = GOOD.replace('\n', "\r\n");
    let cr = GOOD.replace('\n', "\r");
    let a = read_str(GOOD).expect("LF").tournament;
    assert_eq!(read_str(&crlf).expect("CRLF").tournament, a);
    assert_eq!(read_str(&cr).expect("CR").tournament, a);
    // Columns are characters: a name with accents keeps the later columns in place.
    let utf8 = GOOD.replace("Alpha     ", "Ålpha Ñoño");
    let t = read_str(&utf8).expect("UTF-8").tournament;
    assert_eq!(t.players[0].name, "Ålpha Ñoño");
    assert_eq!(t.players[0].rounds, a.players[0].rounds);
}

#[test]
fn oddities_are_warnings_not_errors() {
    // Ranks contradict the scores: player 2 (0.0) ranked ahead of player 3 (1.0).
    let stale = GOOD
        .replace("0.0    3", "0.0    1")
        .replace("1.0    2  0000", "1.0    3  0000");
    let out = read_str(&stale).expect("stale rank is fine");
    assert!(
        out.warnings
            .iter()
            .any(|w| w.to_string().contains("rank column")),
        "{:?}",
        out.warnings
    );
    let no_rounds = GOOD.replace("XXR 2\n", "");
    let out = read_str(&no_rounds).expect("no XXR is fine");
    assert_eq!(out.tournament.total_rounds, 1);
    assert!(out.warnings.iter().any(|w| w.to_string().contains("XXR")));
}

#[test]
fn records_are_read() {
    let text = format!(
        "{GOOD}162  W 3.0    D 1.0    P 0.5\n192 FIDE_DUTCH_2025_BAKU\n240 H 002    3\nXXP 1 3\n260 001 002    2    3\nXXA    1  1.0  1.0\n"
    )
    .replace("1.0    1", "3.0    1")
    .replace("1.0    2  0000", "0.5    2  0000");
    let out = read_str(&text).expect("records");
    let t = out.tournament;
    assert_eq!(t.points.win.0, 30);
    assert_eq!(t.points.draw.0, 10);
    assert_eq!(t.points.pab.0, 5);
    assert_eq!(
        out.declared_system,
        Some(pocket_arbiter::model::SystemKind::Dutch2026)
    );
    assert!(t.baku_acceleration);
    assert_eq!(
        t.players[2].round(2),
        pocket_arbiter::model::RoundEntry::Bye(pocket_arbiter::model::ByeKind::HalfPoint)
    );
    assert_eq!(t.forbidden_pairs.len(), 2);
    assert_eq!(t.players[0].acceleration.len(), 2);
    // 162 and BBW disagreeing is refused.
    let clash = format!("{text}BBW  2.0\n");
    let e = read_str(&clash).expect_err("clash");
    assert!(matches!(e.kind, TrfErrorKind::Conflict { .. }), "{e}");
}

/// Every kind of refusal is worded (lang::en::trf): a non-empty English
/// message that names what is wrong. The match below is exhaustive, so a
/// new kind does not compile until it has a sample and a word here.
#[test]
fn every_error_kind_names_what_is_wrong() {
    use pocket_arbiter::model::{Colour, GameResult, Points, RoundEntry, Tpn};
    use pocket_arbiter::trf::matches::MatchColumnsError;
    use pocket_arbiter::trf::{Expected, PointsField, Quantity, Topic, TrfError};

    /// (index of the kind, a word its message must contain).
    fn key(kind: &TrfErrorKind) -> (usize, &'static str) {
        use TrfErrorKind::*;
        match kind {
            NotUtf8 => (0, "UTF-8"),
            TooLarge { .. } => (1, "too large"),
            Expected { .. } => (2, "expected"),
            OutOfRange { .. } => (3, "out of range"),
            NoPlayers => (4, "no player"),
            DuplicatePlayer { .. } => (5, "used twice"),
            MissingPlayer { .. } => (6, "without gaps"),
            UnknownOpponent { .. } => (7, "has no 001 line"),
            SelfOpponent { .. } => (8, "against themself"),
            Asymmetric { .. } => (9, "entry is"),
            SameColour { .. } => (10, "both have"),
            ResultMismatch { .. } => (11, "results do not match"),
            ScoreMismatch { .. } => (12, "declared score"),
            RoundBeyondTotal { .. } => (13, "beyond the number of rounds"),
            TwoPairingByes { .. } => (14, "two pairing-allocated byes"),
            Conflict { .. } => (15, "repeats or contradicts"),
            EntryConflict { .. } => (16, "already"),
            UnknownSystem(_) => (17, "unknown pairing system"),
            AccelerationTwice { .. } => (18, "acceleration given twice"),
            OddGameCount { .. } => (19, "two TRF rounds (games) per match"),
            MatchColumns { .. } => (20, "match"),
            AccelerationOverlap { .. } => (21, "lines 4 and 9"),
        }
    }
    const KINDS: usize = 22;

    let game = RoundEntry::Game {
        opponent: Tpn(4),
        colour: Colour::White,
        result: GameResult::Win,
    };
    let samples = [
        TrfErrorKind::NotUtf8,
        TrfErrorKind::TooLarge { bytes: 9, max: 8 },
        TrfErrorKind::Expected {
            expected: Expected::GameResult,
            found: "?".into(),
        },
        TrfErrorKind::OutOfRange {
            what: Quantity::Rounds,
            value: 300,
            max: 255,
        },
        TrfErrorKind::NoPlayers,
        TrfErrorKind::DuplicatePlayer {
            tpn: 6,
            first_line: 9,
        },
        TrfErrorKind::MissingPlayer {
            missing: 3,
            present: 4,
        },
        TrfErrorKind::UnknownOpponent {
            round: 1,
            opponent: 9,
        },
        TrfErrorKind::SelfOpponent { round: 1, tpn: 1 },
        TrfErrorKind::Asymmetric {
            round: 1,
            tpn: 1,
            opponent: 5,
            found: game,
        },
        TrfErrorKind::SameColour {
            round: 1,
            tpn: 1,
            opponent: 4,
            colour: Colour::Black,
        },
        TrfErrorKind::ResultMismatch {
            round: 1,
            tpn: 1,
            opponent: 4,
            own: GameResult::Win,
            theirs: GameResult::Win,
        },
        TrfErrorKind::ScoreMismatch {
            tpn: 1,
            declared: Points(30),
            computed: Points(25),
        },
        TrfErrorKind::RoundBeyondTotal {
            round: 3,
            total: 2,
            source_record: "XXR",
        },
        TrfErrorKind::TwoPairingByes {
            round: 1,
            first: 3,
            second: 4,
        },
        TrfErrorKind::Conflict {
            record: "162",
            topic: Some(Topic::PointSystem),
            other_line: 2,
        },
        TrfErrorKind::EntryConflict {
            tpn: 1,
            round: 1,
            record: "240",
            new: RoundEntry::NotPaired,
            old: game,
        },
        TrfErrorKind::UnknownSystem("FIDE_BURSTEIN".into()),
        TrfErrorKind::AccelerationTwice { tpn: 2 },
        TrfErrorKind::OddGameCount {
            total: 5,
            source_record: "142",
        },
        TrfErrorKind::MatchColumns {
            tpn: 3,
            round: 1,
            reason: MatchColumnsError::SplitBye,
        },
        TrfErrorKind::AccelerationOverlap {
            tpn: 2,
            round: 3,
            first_line: 4,
            second_line: 9,
        },
    ];
    let mut seen = [false; KINDS];
    for kind in samples {
        let (i, word) = key(&kind);
        seen[i] = true;
        let shown = TrfError {
            line: 7,
            column: 3,
            kind: kind.clone(),
        }
        .to_string();
        assert!(shown.starts_with("line 7, column 3: "), "{shown}");
        let message = kind.to_string();
        assert!(
            message.len() > word.len() && message.contains(word),
            "{kind:?} is worded {message:?}"
        );
    }
    assert!(seen.iter().all(|&s| s), "a kind has no sample: {seen:?}");
    // The data inside is worded too: no field is left out.
    for expected in [
        Expected::Number(Quantity::Opponent),
        Expected::NumberFromOne(Quantity::Round),
        Expected::Points(PointsField::Score),
        Expected::PairingNumberUpTo(12),
        Expected::SamePointsForBothColours,
    ] {
        let e = TrfErrorKind::Expected {
            expected,
            found: String::new(),
        };
        assert!(e.to_string().len() > "expected , found \"\"".len(), "{e:?}");
    }
}

/// Item 6 of issue 19: files from other programs. An 8-bit (Latin-1 /
/// Windows-1252) file is read, with a warning naming where; a BOM with CRLF
/// line ends reads as plain UTF-8; unknown records are kept, not refused;
/// a file mixing UTF-8 with other bytes is refused where the first such
/// byte is.
#[test]
fn other_programs_files_are_read_where_the_meaning_is_clear() {
    // Windows-1252's 0x8A (Š) in a name, CRLF line ends.
    let latin = GOOD.replace("Alpha", "\u{0}lpha").replace('\n', "\r\n");
    let mut raw = latin.into_bytes();
    if let Some(i) = raw.iter().position(|&b| b == 0) {
        raw[i] = 0x8A;
    }
    let out = read_bytes(&raw).unwrap_or_else(|e| panic!("Windows-1252 refused: {e}"));
    assert_eq!(out.tournament.players[0].name, "Šlpha");
    let w = out
        .warnings
        .iter()
        .find(|w| w.to_string().contains("Latin-1"));
    assert!(
        w.is_some_and(|w| w.line == 4 && w.to_string().contains("column 15")),
        "{:?}",
        out.warnings
    );
    // UTF-8 with a BOM and CRLF: the same tournament as plain UTF-8.
    let plain = read_str(GOOD).unwrap_or_else(|e| panic!("{e}")).tournament;
    let bom = format!("\u{feff}{}", GOOD.replace('\n', "\r\n"));
    let out = read_bytes(bom.as_bytes()).unwrap_or_else(|e| panic!("BOM: {e}"));
    assert_eq!(out.tournament, plain);
    assert!(out
        .warnings
        .iter()
        .all(|w| !w.to_string().contains("Latin-1")));
    // Records another program writes and this one does not know are kept.
    let extra = GOOD.replace("XXR 2\n", "XXR 2\nZZZ written by another program\n777 42\n");
    let out = read_str(&extra).unwrap_or_else(|e| panic!("unknown lines: {e}"));
    assert_eq!(out.tournament.players, plain.players);
    // UTF-8 (é) before a lone Latin-1 byte (0xE9): the meaning is not clear.
    let mixed = GOOD.replace("Alpha", "Álpha").replace("Beta", "B\u{0}ta");
    let mut raw = mixed.into_bytes();
    if let Some(i) = raw.iter().position(|&b| b == 0) {
        raw[i] = 0xE9;
    }
    let e = match read_bytes(&raw) {
        Ok(_) => panic!("a file mixing UTF-8 and Latin-1 was accepted"),
        Err(e) => e,
    };
    assert!(e.to_string().contains("not UTF-8"), "{e}");
    let line = GOOD.lines().position(|l| l.contains("Beta")).map(|i| i + 1);
    assert_eq!(Some(e.line), line, "{e}");
}
