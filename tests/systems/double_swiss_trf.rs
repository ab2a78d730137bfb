//! Double-Swiss events in TRF files: two TRF rounds (game columns) per
//! match, as documented in `src/double_swiss/DECISIONS.md` ("TRF").
//!
//! TRF-2026 has one opponent/colour/result block per player and round and
//! no record for the second game of a match, so match `k` is written as TRF
//! rounds `2k-1` (game 1, the colour of the match, C.04.5 art. 1.6, 4.4)
//! and `2k` (game 2, same opponent, colours reversed); a bye fills both.

use crate::double_swiss_common;

use double_swiss_common::{apply, random_match, tournament, SplitMix64};
use pocket_arbiter::model::{
    Colour, GameResult, MatchGames, Points, RoundEntry, SystemKind, Tournament, Tpn,
};
use pocket_arbiter::trf::{read_str, read_str_with, write, TrfErrorKind, TrfFlavour};

/// Five players, two matches (four TRF rounds), hand-made:
///
/// Match 1 (TRF rounds 1-2)
/// - 1-4: 1 has White in game 1 and wins it (1-0); game 2 ends ½-0 (1 is
///   given a draw, 4 a loss; C.04.5 Preface, TV-31): 1 scores 1½, 4 scores 0.
/// - 2-5: 5 wins game 1 over the board; 2 forfeits game 2. One forfeited
///   game: the match counts as played (Preface). 2 scores 0, 5 scores 2.
/// - 3: pairing-allocated bye, `U` in both columns: 1½ (art. 1.4: a win
///   plus a draw, TV-32).
///
/// Match 2 (TRF rounds 3-4)
/// - 3-5: both forfeit both games (a double forfeit): 0 each.
/// - 1-2: 2 forfeits both games (a match forfeited by one player): 1 scores
///   2, 2 scores 0.
/// - 4: PAB, 1½.
///
/// Scores (columns 81-84, game points): 1: 1½+2 = 3½; 2: 0+0 = 0;
/// 3: 1½+0 = 1½; 4: 0+1½ = 1½; 5: 2+0 = 2.
const HAND_MADE: &str = "\
012 Double-Swiss by hand
142 4
152 W
192 FIDE_DOUBLESWISS
XXR 4
XXC white1
001    1      Alpha                             2400                             3.5          4 w 1     4 b =     2 b +     2 w +
001    2      Bravo                             2300                             0.0          5 w 0     5 b -     1 w -     1 b -
001    3      Charlie                           2200                             1.5       0000 - U  0000 - U     5 b -     5 w -
001    4      Delta                             2100                             1.5          1 b 0     1 w 0  0000 - U  0000 - U
001    5      Echo                              2000                             2.0          2 b 1     2 w +     3 w -     3 b -
";

fn games(first: GameResult, second: GameResult) -> Option<MatchGames> {
    Some(MatchGames { first, second })
}

#[test]
fn hand_made_file_reads_into_matches_and_writes_back_identically() {
    use GameResult::*;
    let outcome = read_str(HAND_MADE).expect("the hand-made file reads");
    let t = &outcome.tournament;
    assert_eq!(t.system, SystemKind::DoubleSwiss2026);
    // Four TRF rounds are two matches.
    assert_eq!(t.total_rounds, 2);
    assert_eq!(t.double_swiss.pab, None);

    let p = |tpn: u32| &t.players[tpn as usize - 1];
    // The entry keeps the opponent and the colour of game 1; the games are
    // the player's own results; the entry's result is the match summary.
    assert_eq!(
        p(1).rounds,
        vec![
            RoundEntry::Game {
                opponent: Tpn(4),
                colour: Colour::White,
                result: Win
            },
            RoundEntry::Game {
                opponent: Tpn(2),
                colour: Colour::Black,
                result: ForfeitWin
            },
        ]
    );
    assert_eq!(
        p(1).match_games,
        vec![games(Win, Draw), games(ForfeitWin, ForfeitWin)]
    );
    // A PAB has no games; trailing empty matches are not stored.
    assert_eq!(p(4).match_games, vec![games(Loss, Loss)]);
    // A single forfeited game: the summary is a played result (Preface).
    assert_eq!(
        p(2).rounds[0],
        RoundEntry::Game {
            opponent: Tpn(5),
            colour: Colour::White,
            result: Loss
        }
    );
    assert_eq!(p(5).match_games[0], games(Win, ForfeitWin));
    // The double forfeit.
    assert_eq!(
        p(3).match_games,
        vec![None, games(ForfeitLoss, ForfeitLoss)]
    );
    assert_eq!(
        p(5).rounds[1],
        RoundEntry::Game {
            opponent: Tpn(3),
            colour: Colour::White,
            result: ForfeitLoss
        }
    );
    // Scores as derived in the comment above.
    let scores: Vec<Points> = (1..=5).map(|i| t.score_after(Tpn(i), 2)).collect();
    assert_eq!(
        scores,
        vec![Points(35), Points(0), Points(15), Points(15), Points(20)]
    );

    assert_eq!(write(t, TrfFlavour::Trf2026), HAND_MADE);
}

#[test]
fn a_pab_value_set_by_the_tournament_is_the_p_of_record_162() {
    // Art. 1.4 lets the tournament change the PAB; in a Double-Swiss file
    // `162 P` is the value of the whole PAB match (here 1 point, not 2 × 1).
    let text = "\
142 2
152 W
162  P 1.0
192 FIDE_DOUBLESWISS
XXR 2
XXC white1
001    1      Alpha                             2400                             2.0          2 w 1     2 b 1
001    2      Bravo                             2300                             0.0          1 b 0     1 w 0
001    3      Charlie                           2200                             1.0       0000 - U  0000 - U
";
    let t = read_str(text).expect("reads").tournament;
    assert_eq!(t.double_swiss.pab, Some(Points(10)));
    assert_eq!(t.score_after(Tpn(3), 1), Points(10));
    assert_eq!(write(&t, TrfFlavour::Trf2026), text);
    // The default (no `P`): a win plus a draw, so the declared 1.0 is wrong.
    let default_pab = text.replace("162  P 1.0\n", "");
    let err = read_str(&default_pab).expect_err("1.0 is not 1.5");
    assert!(matches!(
        err.kind,
        TrfErrorKind::ScoreMismatch { tpn: 3, .. }
    ));
}

#[test]
fn game_columns_that_do_not_make_a_match_are_refused() {
    // An odd number of TRF rounds cannot be whole matches.
    let odd = HAND_MADE
        .replace("142 4", "142 5")
        .replace("XXR 4", "XXR 5");
    let err = read_str(&odd).expect_err("odd");
    assert!(matches!(
        err.kind,
        TrfErrorKind::OddGameCount {
            total: 5,
            source_record: "XXR"
        }
    ));
    assert_eq!(err.line, 5);

    // A PAB in game 1 only: byes cover whole matches (Preface). Player 3's
    // game-2 column becomes a zero-point absence.
    let split = HAND_MADE.replace(
        "0000 - U  0000 - U     5 b -",
        "0000 - U  0000 - Z     5 b -",
    );
    let err = read_str(&split).expect_err("split bye");
    assert!(
        matches!(
            err.kind,
            TrfErrorKind::MatchColumns {
                tpn: 3,
                round: 1,
                ..
            }
        ),
        "{err}"
    );
    assert_eq!((err.line, err.column), (9, 92));
}

#[test]
fn without_192_the_caller_names_the_layout() {
    let no_192 = HAND_MADE.replace("192 FIDE_DOUBLESWISS\n", "");
    // Read as one game per round, the ½-0 game (= against 0) is refused.
    assert!(matches!(
        read_str(&no_192)
            .expect_err("½-0 is not a Dutch result")
            .kind,
        TrfErrorKind::ResultMismatch { .. }
    ));
    let t = read_str_with(&no_192, Some(SystemKind::DoubleSwiss2026))
        .expect("read as Double-Swiss")
        .tournament;
    assert_eq!(t.total_rounds, 2);
    assert_eq!(t.players[0].match_games.len(), 2);
}

/// Normalises what the file cannot distinguish: a match without any game
/// result is stored without games, and trailing empty matches are dropped.
fn canonical(mut t: Tournament) -> Tournament {
    for p in &mut t.players {
        for g in &mut p.match_games {
            if *g == Some(MatchGames::both(GameResult::Pending)) {
                *g = None;
            }
        }
        while p.match_games.last() == Some(&None) {
            p.match_games.pop();
        }
    }
    t
}

#[test]
fn random_events_round_trip_through_trf() {
    // Random events paired by the engine, with every kind of match result
    // (single forfeited games, double forfeits, ½-0 and 0-0 games, matches
    // forfeited by one or both players) and PABs.
    let mut rng = SplitMix64::new(2026);
    let mut checked = 0;
    for _ in 0..60 {
        let n = 3 + rng.below(12) as u32;
        let rounds = 1 + rng.below(6) as u32;
        let mut t = tournament(n, rounds);
        for r in 1..=rounds {
            let Ok(p) = pocket_arbiter::double_swiss::pair(&t, r) else {
                break;
            };
            apply(&mut t, r, &p, &mut |_, _| random_match(&mut rng));
        }
        let t = canonical(t);
        let text = write(&t, TrfFlavour::Trf2026);
        let back = read_str(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert_eq!(back.tournament.players, t.players, "{text}");
        assert_eq!(write(&back.tournament, TrfFlavour::Trf2026), text);
        checked += 1;
    }
    assert_eq!(checked, 60);
}

fn cli(args: &[&str]) -> (Option<i32>, String, String) {
    let o = std::process::Command::new(env!("CARGO_BIN_EXE_pocket-arbiter"))
        .env_remove("LC_ALL")
        .env_remove("LC_MESSAGES")
        .env_remove("LANG")
        .args(args)
        .output()
        .expect("run pocket-arbiter");
    (
        o.status.code(),
        String::from_utf8_lossy(&o.stdout).into_owned(),
        String::from_utf8_lossy(&o.stderr).into_owned(),
    )
}

#[test]
fn cli_check_agrees_with_a_generated_double_swiss_event() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"));
    let file = dir.join("ds-generated.trf");
    let path = file.to_str().unwrap_or_default();
    let (code, _, err) = cli(&[
        "generate",
        "--system",
        "double-swiss-2026",
        "--players",
        "31",
        "--rounds",
        "7",
        "--seed",
        "5",
        "--forfeit-rate",
        "0.1",
        "--absence-rate",
        "0.03",
        "--half-bye-rate",
        "0.03",
        "-o",
        path,
    ]);
    assert_eq!(code, Some(0), "{err}");
    let text = std::fs::read_to_string(&file).expect("generated");
    // Seven matches are fourteen TRF rounds.
    assert!(text.contains("\n142 14\n") && text.contains("\n192 FIDE_DOUBLESWISS\n"));
    let t = read_str(&text).expect("reads").tournament;
    assert_eq!(t.total_rounds, 7);
    // The generator's forfeits include single forfeited games.
    let single_forfeit = t
        .players
        .iter()
        .flat_map(|p| &p.match_games)
        .any(|g| g.is_some_and(|g| g.games().iter().filter(|r| !r.is_played()).count() == 1));
    assert!(single_forfeit);

    let (code, out, err) = cli(&["check", "--system", "double-swiss-2026", path]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(out.contains("7 rounds checked, 0 differ"), "{out}");

    // The check can fail: reverse the colours of one match of round 1.
    let mut bad = t.clone();
    let board = bad.recorded_pairing(1).boards[0];
    for tpn in [board.white, board.black] {
        if let Some(RoundEntry::Game { colour, .. }) = bad.players[tpn.index()].rounds.get_mut(0) {
            *colour = !*colour;
        }
    }
    let bad_file = dir.join("ds-generated-bad.trf");
    std::fs::write(&bad_file, write(&bad, TrfFlavour::Trf2026)).expect("write");
    let (code, out, _) = cli(&[
        "check",
        "--system",
        "double-swiss-2026",
        bad_file.to_str().unwrap_or_default(),
    ]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("round 1 differs"), "{out}");
}

#[test]
fn benchmark_inputs_pair_as_recorded() {
    // tests/data/bench-double-swiss: the state before round 8 of generated
    // events and the pairing the event recorded for it.
    let dir =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/bench-double-swiss");
    let mut checked = 0;
    for entry in std::fs::read_dir(&dir).expect("bench folder") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "trf") {
            continue;
        }
        let t = read_str(&std::fs::read_to_string(&path).expect("read"))
            .expect("reads")
            .tournament;
        let round = t.rounds_paired() + 1;
        let got = pocket_arbiter::systems::pair_round(&t, round).expect("pairs");
        let want = std::fs::read_to_string(path.with_extension("out")).expect(".out");
        assert_eq!(got.to_reference_format(), want, "{}", path.display());
        checked += 1;
    }
    assert_eq!(checked, 2);
}
