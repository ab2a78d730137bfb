//! TRF-2026 details (issue 18, item 5): `260` round ranges, overlapping
//! `250` records, a round where everyone is absent, `299` points given
//! outside the games, and a file with every record read and written back.
//! The readings are in `docs/readings/trf-and-fide-mode.md`.

use pocket_arbiter::model::{
    AbnormalKind, ByeKind, ForbiddenInRounds, PairingError, Player, PointAdjustment, Points,
    RoundEntry, SystemKind, Tournament, Tpn,
};
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::trf::{read_str, write, TrfErrorKind, TrfFlavour};
use std::path::Path;

fn data(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/trf2026")
        .join(name);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// One `001` line in the TRF-2026 columns (name 15–47, score 81–84, rounds from 92).
fn player_line(tpn: u32, rating: u32, score: &str, entries: &[&str]) -> String {
    let mut s = format!(
        "001 {tpn:>4}      {:<33} {rating:>4} {:<3} {:>11} {:<10} {score:>4} {:>4}",
        format!("Player {tpn}"),
        "",
        "",
        "",
        ""
    );
    for e in entries {
        s.push_str("  ");
        s.push_str(e);
    }
    s
}

fn players(n: u32) -> Vec<Player> {
    (1..=n)
        .map(|i| {
            let mut p = Player::new(Tpn(i), format!("Player {i}"));
            p.rating = 2500 - 10 * i;
            p
        })
        .collect()
}

fn pairs_of(t: &Tournament, round: u32) -> Vec<(u32, u32)> {
    let p = pair_round(t, round).unwrap_or_else(|e| panic!("round {round}: {e}"));
    let mut v: Vec<(u32, u32)> = p
        .boards
        .iter()
        .map(|b| (b.white.0.min(b.black.0), b.white.0.max(b.black.0)))
        .collect();
    v.sort_unstable();
    v
}

/// Every record this program reads, written back byte for byte, and read
/// back into the same tournament (TRF-16 too, but for the system).
#[test]
fn a_file_with_every_record_round_trips() {
    let text = data("every-record.trf");
    let read = read_str(&text).unwrap_or_else(|e| panic!("{e}"));
    let t = &read.tournament;
    assert_eq!(write(t, TrfFlavour::Trf2026), text);
    // What the records say (the file's own lines).
    assert_eq!(t.forbidden_pairs, vec![(Tpn(1), Tpn(2))], "260 001 004");
    assert_eq!(
        t.forbidden_in_rounds,
        vec![ForbiddenInRounds {
            a: Tpn(3),
            b: Tpn(4),
            first: 3,
            last: 4
        }],
        "260 003 004"
    );
    assert_eq!(
        t.adjustments,
        vec![
            PointAdjustment {
                kind: None,
                points: -10,
                round: Some(2),
                players: vec![Tpn(4)]
            },
            PointAdjustment {
                kind: None,
                points: 10,
                round: None,
                players: vec![Tpn(6)]
            },
            PointAdjustment {
                kind: Some(AbnormalKind::Draw),
                points: 4,
                round: Some(2),
                players: vec![Tpn(1)]
            },
        ]
    );
    // Scores with the adjustments: 4 has a loss, a forfeit win, a
    // zero-point bye and a one-point penalty; 6 a bonus point; 1's draw of
    // round 2 is worth 0.4.
    assert_eq!(t.score_after(Tpn(4), 3), Points(0));
    assert_eq!(t.score_after(Tpn(4), 1), Points(0));
    assert_eq!(t.score_after(Tpn(6), 1), Points(10));
    assert_eq!(t.score_after(Tpn(6), 3), Points(20));
    assert_eq!(t.score_after(Tpn(1), 3), Points(19));
    let again = read_str(&write(t, TrfFlavour::Trf2026)).map(|o| o.tournament);
    assert_eq!(again.as_ref(), Ok(t));
    let mut t16 = read_str(&write(t, TrfFlavour::Trf16))
        .map(|o| o.tournament)
        .unwrap_or_else(|e| panic!("{e}"));
    t16.system = t.system;
    assert_eq!(&t16, t);
}

/// TRF-2026 `260`: "First round in which the listed players cannot meet"
/// … "Last round". A pair forbidden in rounds 2–3 may meet in round 1; a
/// pair forbidden in round 1 may not. Every system, round 1.
#[test]
fn a_260_range_forbids_only_its_rounds() {
    for system in SystemKind::ALL {
        let t = Tournament {
            total_rounds: 3,
            system,
            players: players(6),
            ..Tournament::default()
        };
        let free = pairs_of(&t, 1);
        let (a, b) = free[0];
        let with = |first, last| {
            let mut t = t.clone();
            t.forbidden_in_rounds = vec![ForbiddenInRounds {
                a: Tpn(a),
                b: Tpn(b),
                first,
                last,
            }];
            t
        };
        assert_eq!(
            pairs_of(&with(2, 3), 1),
            free,
            "{system:?}: later rounds only"
        );
        let forbidden = pairs_of(&with(1, 1), 1);
        assert!(
            !forbidden.contains(&(a, b)),
            "{system:?}: {a}-{b} paired in round 1 against 260 001 001"
        );
    }
}

/// The reader keeps the range: a `260` covering every round is a pair
/// forbidden throughout; a shorter one only in its rounds. Double-Swiss
/// files count games, two per match (C.04.5 Preface).
#[test]
fn the_reader_keeps_260_ranges() {
    let file = |system: &str, rounds: u32, range: &str| {
        let mut lines = vec![format!("XXR {rounds}"), format!("192 {system}")];
        lines.extend((1..=4).map(|i| player_line(i, 2000 - i, "0.0", &[])));
        lines.push(format!("260 {range}    1    2"));
        lines.join("\n") + "\n"
    };
    let t = read_str(&file("FIDE_DUTCH_2025", 5, "002 003"))
        .unwrap_or_else(|e| panic!("{e}"))
        .tournament;
    assert!(t.forbidden_pairs.is_empty());
    assert_eq!(t.forbidden_in_rounds.len(), 1);
    assert_eq!(t.forbidden_in(1).count(), 0);
    assert_eq!(
        t.forbidden_in(2).collect::<Vec<_>>(),
        vec![(Tpn(1), Tpn(2))]
    );
    assert_eq!(t.forbidden_in(4).count(), 0);
    let t = read_str(&file("FIDE_DUTCH_2025", 5, "001 005"))
        .unwrap_or_else(|e| panic!("{e}"))
        .tournament;
    assert_eq!(t.forbidden_pairs, vec![(Tpn(1), Tpn(2))]);
    assert!(t.forbidden_in_rounds.is_empty());
    // Games 3-4 are match 2.
    let t = read_str(&file("FIDE_DOUBLESWISS", 6, "003 004"))
        .unwrap_or_else(|e| panic!("{e}"))
        .tournament;
    assert_eq!(
        t.forbidden_in_rounds,
        vec![ForbiddenInRounds {
            a: Tpn(1),
            b: Tpn(2),
            first: 2,
            last: 2
        }]
    );
    let back = read_str(&write(&t, TrfFlavour::Trf2026)).map(|o| o.tournament);
    assert_eq!(back, Ok(t));
}

/// Two `250` records giving one player points for the same round are an
/// error naming both lines (TRF-2026 `250`: "Number of fictitious points"
/// of the rounds, one value); ranges that meet without overlapping (the
/// Baku example of the TRF-2026 text: rounds 1–3 then 4–6) are accepted.
#[test]
fn overlapping_250_records_are_refused_with_both_lines() {
    let file = |second: &str| {
        let mut lines = vec!["XXR 6".to_string(), "192 FIDE_DUTCH_2025".to_string()];
        lines.extend((1..=4).map(|i| player_line(i, 2000 - i, "0.0", &[])));
        lines.push("250       1.0 001 003 0001 0002".into());
        lines.push(second.into());
        lines.join("\n") + "\n"
    };
    let err = read_str(&file("250       0.5 003 004 0002 0003")).unwrap_err();
    assert_eq!(err.line, 8);
    assert_eq!(
        err.kind,
        TrfErrorKind::AccelerationOverlap {
            tpn: 2,
            round: 3,
            first_line: 7,
            second_line: 8
        }
    );
    let msg = err.to_string();
    assert!(msg.contains("lines 7 and 8"), "{msg}");
    let ok = read_str(&file("250       0.5 004 006 0001 0002")).unwrap_or_else(|e| panic!("{e}"));
    let p = &ok.tournament.players[1];
    assert_eq!(p.acceleration_in(3), Points(10));
    assert_eq!(p.acceleration_in(4), Points(5));
}

/// A round where every player has a known absence (C.04.2 art. 3.3) or has
/// withdrawn (art. 3.2) is refused plainly, by every system.
#[test]
fn a_round_where_everyone_is_absent_says_so() {
    for system in SystemKind::ALL {
        let mut t = Tournament {
            total_rounds: 3,
            system,
            players: players(4),
            ..Tournament::default()
        };
        for (i, p) in t.players.iter_mut().enumerate() {
            if i == 0 {
                p.withdrawn_from = Some(1);
            } else {
                p.set_round(1, RoundEntry::Bye(ByeKind::ZeroPoint));
            }
        }
        let err = pair_round(&t, 1).unwrap_err();
        assert_eq!(err, PairingError::EveryoneAbsent { round: 1 }, "{system:?}");
        assert!(err
            .to_string()
            .contains("every player is absent from round 1"));
        // One player present: not this error.
        t.players[3].set_round(1, RoundEntry::NotPaired);
        assert_ne!(
            pair_round(&t, 1),
            Err(PairingError::EveryoneAbsent { round: 1 })
        );
    }
}

/// `299`: a bonus counts in the score the pairing uses. Six players, round
/// 1 won by 1, 2, 3 against 4, 5, 6. Without the bonus round 2 pairs
/// {1,2,3} (3 floats down to 4, the highest it has not met) and {5,6}:
/// 1-2, 3-4, 5-6 (C.04.3 2026 art. 3: S1 against S2 by pairing number).
/// With a bonus point for 6 the scoregroup is {1,2,3,6}: S1 = {1,2},
/// S2 = {3,6}; 1-3 and 2-6 would deny all four their colour preference (1
/// and 3 had White, 2 and 6 Black), the transposition 1-6, 2-3 denies none
/// ([C12]), so 1-6, 2-3, and 4-5.
#[test]
fn a_299_bonus_counts_in_the_pairing() {
    let file = |bonus: bool| {
        let mut lines = vec!["XXR 5".to_string(), "192 FIDE_DUTCH_2025".to_string()];
        let r1 = [
            (1, "   4 w 1", "1.0"),
            (2, "   5 b 1", "1.0"),
            (3, "   6 w 1", "1.0"),
            (4, "   1 b 0", "0.0"),
            (5, "   2 w 0", "0.0"),
            (6, "   3 b 0", if bonus { "1.0" } else { "0.0" }),
        ];
        for (i, e, s) in r1 {
            lines.push(player_line(i, 2500 - 10 * i, s, &[e]));
        }
        if bonus {
            lines.push("299           1.0  001    6".into());
        }
        lines.join("\n") + "\n"
    };
    let plain = read_str(&file(false)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(pairs_of(&plain.tournament, 2), vec![(1, 2), (3, 4), (5, 6)]);
    // Before this change the declared 1.0 of player 6 was refused.
    let with = read_str(&file(true)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(with.tournament.score_after(Tpn(6), 1), Points(10));
    assert_eq!(pairs_of(&with.tournament, 2), vec![(1, 6), (2, 3), (4, 5)]);
    // Written back with its record.
    let text = write(&with.tournament, TrfFlavour::Trf2026);
    assert!(text.contains("\n299           1.0  001    6\n"), "{text}");
}

/// A declared score that leaves out the `299` points is still refused.
#[test]
fn a_score_without_its_299_points_is_refused() {
    let mut lines = vec!["XXR 3".to_string()];
    lines.push(player_line(1, 2000, "1.0", &["   2 w 1"]));
    lines.push(player_line(2, 1900, "0.0", &["   1 b 0"]));
    lines.push("299          -0.5  001    1".into());
    let err = read_str(&(lines.join("\n") + "\n")).unwrap_err();
    assert!(
        matches!(
            err.kind,
            TrfErrorKind::ScoreMismatch {
                tpn: 1,
                declared: Points(10),
                computed: Points(5)
            }
        ),
        "{err}"
    );
}

/// C.04.3 art. 1.6–1.7 (2026; 2017 A.6) applied literally to a colour
/// difference of ±3 or more, as files from other programs hold: "greater
/// than +1" is absolute Black whatever the size; when the colour
/// difference and the two latest games disagree (possible only after a
/// difference beyond ±3), the colour difference decides (reading:
/// docs/readings/trf-and-fide-mode.md, "5b").
#[test]
fn a_colour_difference_beyond_2_is_read_literally() {
    use pocket_arbiter::model::Colour::{Black as B, White as W};
    use pocket_arbiter::swiss::{ColourHistory, ColourPreference, Strength};
    let abs = |colour| {
        Some(ColourPreference {
            colour,
            strength: Strength::Absolute,
        })
    };
    let h = ColourHistory(vec![W, W, W]);
    assert_eq!(h.difference(), 3);
    assert_eq!(h.preference(), abs(B));
    let h = ColourHistory(vec![B, B, B, B]);
    assert_eq!(h.difference(), -4);
    assert_eq!(h.preference(), abs(W));
    // +3 with the two latest games Black: the difference decides.
    let h = ColourHistory(vec![W, W, W, W, W, B, B]);
    assert_eq!(h.difference(), 3);
    assert_eq!(h.preference(), abs(B));
}

/// A file whose player 1 had White three times (difference +3) and player
/// 8 Black three times (−3) is accepted, and round 4 pairs as the text
/// says. All games drawn: one scoregroup of eight, no topscorer (round 4
/// of 5). Preferences (art. 1.7): 1 absolute Black, 8 absolute White; 2, 4,
/// 7 strong Black; 3, 5, 6 strong White. [C1] leaves 2 only 3 among the
/// White-seekers, so the only pairing granting every preference ([C12] = 0)
/// is 1-8, 2-3, 4-6, 5-7, each player getting its colour (art. 5.2.1).
/// Same under the 2017 rules (A.6, C.10, E.1).
#[test]
fn a_file_with_a_colour_difference_of_3_pairs_by_the_text() {
    let text = data("colour-difference-3.trf");
    for code in ["FIDE_DUTCH_2025", "FIDE_DUTCH_2017"] {
        let text = text.replace("FIDE_DUTCH_2025", code);
        let t = read_str(&text).unwrap_or_else(|e| panic!("{e}")).tournament;
        let p = pair_round(&t, 4).unwrap_or_else(|e| panic!("{code}: {e}"));
        let mut boards: Vec<(u32, u32)> = p.boards.iter().map(|b| (b.white.0, b.black.0)).collect();
        boards.sort_unstable();
        assert_eq!(boards, vec![(3, 2), (5, 7), (6, 4), (8, 1)], "{code}");
    }
}

/// The new data is stored and read back by the app's store (schema 2: the
/// fields are absent from older data, whose re-encoding is unchanged —
/// `tests/io/saved.rs`).
#[test]
fn ranges_and_adjustments_are_stored() {
    use pocket_arbiter::store::schema::{decode, encode};
    let t = read_str(&data("every-record.trf"))
        .unwrap_or_else(|e| panic!("{e}"))
        .tournament;
    let text = encode("x1", 7, 1, &t, &[]).unwrap_or_else(|e| panic!("{e:?}"));
    assert!(text.contains("forbidden_in_rounds") && text.contains("adjustments"));
    let back = decode(&text).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(back.tournament, t);
}

/// The one place where a difference beyond ±2 changes a pairing: two
/// topscorers with the same absolute preference meet in the last round
/// (round 7 of 7). Player 1 played `WWWWB` (difference +3, a half-point
/// bye in round 1), player 2 `BWWW` (+2, byes in rounds 1–2); both have
/// 5.0 and nobody else more than 3.0, so they form the top bracket and meet
/// ([C6]). Art. 5.2.1 cannot grant both Black; art. 5.2.2: "If both are
/// absolute (topscorers) grant the wider colour difference": |+3| > |+2|,
/// so player 1 gets Black, player 2 White. (Read with differences capped
/// at ±2 the two would tie and art. 5.2.3 would decide: the latest round
/// with different colours, aligned by C.04.2 art. 3.4, has 1 Black and 2
/// White, so 1 would get White.) 2017 E.2 says the same.
#[test]
fn topscorers_get_the_wider_colour_difference_literally() {
    let text = data("topscorers-wider-difference.trf");
    for code in ["FIDE_DUTCH_2025", "FIDE_DUTCH_2017"] {
        let t = read_str(&text.replace("FIDE_DUTCH_2025", code))
            .unwrap_or_else(|e| panic!("{e}"))
            .tournament;
        let p = pair_round(&t, 7).unwrap_or_else(|e| panic!("{code}: {e}"));
        let top = p.boards.iter().find(|b| b.white.0.min(b.black.0) == 1);
        assert_eq!(
            top.map(|b| (b.white.0, b.black.0)),
            Some((2, 1)),
            "{code}: {:?}",
            p.boards
        );
    }
}
