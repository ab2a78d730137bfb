//! The arbiter's everyday changes to a tournament: entering players, pairing
//! numbers (C.04.2 art. 2.2–2.3), writing a round's pairing and its results.
//!
//! Plain functions over [`Tournament`]: no UI, no storage, no panics on input.

mod absences;
mod error;
mod forbidden;
mod manual;
mod players;
mod results;
mod rounds;

pub use absences::{planned_absences, reinstate, set_absence, withdraw};
pub use error::ArbiterError;
pub use forbidden::{check_range, edit_prohibition, forbid, unforbid};
pub use manual::{swap_colours, swap_opponents};
pub use players::{
    add_players, can_renumber, delete_player, edit_player, parse_fide_id, parse_player_list,
    parse_rating, renumber, was_paired, LineError, LineErrorKind, NewPlayer, PlayerEdit,
    LAST_ROUND_FOR_RENUMBERING,
};
pub use results::{
    black_of, has_results, open_boards, round_boards, set_result, BoardResult, RoundBoard,
};
pub use rounds::{apply_pairing, check_can_pair, clear_round, next_round};

/// Test fixture: `players` players named P1, P2, … rated 2000, 1990, …
/// (pairing numbers in that order), `total_rounds` rounds, nothing paired.
#[cfg(test)]
pub(crate) fn test_event(players: u32, total_rounds: u32) -> crate::model::Tournament {
    let mut t = crate::model::Tournament {
        total_rounds,
        ..crate::model::Tournament::default()
    };
    let ps: Vec<NewPlayer> = (0..players)
        .map(|i| NewPlayer {
            name: format!("P{}", i + 1),
            rating: 2000 - 10 * i,
            ..NewPlayer::default()
        })
        .collect();
    if let Err(e) = add_players(&mut t, &ps) {
        panic!("test fixture: {e:?}");
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Board, ByeKind, Pairing, Points, RoundEntry, Title, Tournament, Tpn};

    fn np(name: &str, rating: u32, title: Title) -> NewPlayer {
        NewPlayer {
            name: name.into(),
            rating,
            title,
            ..NewPlayer::default()
        }
    }

    fn tournament(n: usize) -> Tournament {
        let mut t = Tournament {
            total_rounds: 5,
            ..Tournament::default()
        };
        let ps: Vec<NewPlayer> = (0..n)
            .map(|i| np(&format!("P{i}"), 2000 - 10 * i as u32, Title::None))
            .collect();
        add_players(&mut t, &ps).unwrap();
        t
    }

    #[test]
    fn a_player_picked_from_the_rating_list_keeps_its_fide_data() {
        let mut t = tournament(2);
        let picked = NewPlayer {
            fide_id: Some(1503014),
            sex: Some('M'),
            birth_date: "1990".into(),
            ..np("Carlsen, Magnus", 2831, Title::GM)
        };
        add_players(&mut t, &[picked]).unwrap();
        // Highest rating: pairing number 1 (art. 2.2).
        let p = &t.players[0];
        assert_eq!(
            (p.name.as_str(), p.fide_id, p.sex),
            ("Carlsen, Magnus", Some(1503014), Some('M'))
        );
        assert_eq!(
            (p.birth_date.as_str(), p.rating, p.title),
            ("1990", 2831, Title::GM)
        );
    }

    #[test]
    fn parses_a_pasted_list_and_reports_bad_lines() {
        let (good, bad) =
            parse_player_list("Carlsen, 2830\n\n, 2000\nNakamura; 27x0\nAnna\nBob,1800,IM,usa\n");
        assert_eq!(
            good,
            vec![
                np("Carlsen", 2830, Title::None),
                np("Anna", 0, Title::None),
                NewPlayer {
                    federation: "USA".into(),
                    ..np("Bob", 1800, Title::IM)
                },
            ]
        );
        assert_eq!(
            bad,
            vec![
                LineError {
                    line: 3,
                    kind: LineErrorKind::EmptyName
                },
                LineError {
                    line: 4,
                    kind: LineErrorKind::BadRating("27x0".into())
                },
            ]
        );
    }

    #[test]
    fn pairing_numbers_follow_art_2_2() {
        let mut t = Tournament::default();
        add_players(
            &mut t,
            &[
                np("Zed", 2000, Title::None),
                np("Bea", 2100, Title::None),
                np("Cid", 2000, Title::FM),
                np("Abe", 2000, Title::None),
                np("Gus", 2000, Title::GM),
                np("Wim", 2000, Title::WGM),
            ],
        )
        .unwrap();
        let names: Vec<&str> = t.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Bea", "Gus", "Wim", "Cid", "Abe", "Zed"]);
        assert!(t
            .players
            .iter()
            .enumerate()
            .all(|(i, p)| p.tpn == Tpn::from_index(i)));
        assert_eq!(
            add_players(&mut t, &[np(" ", 1, Title::None)]),
            Err(ArbiterError::EmptyName)
        );
    }

    #[test]
    fn renumbering_maps_opponents_and_closes_after_round_4() {
        let mut t = tournament(4);
        apply_pairing(
            &mut t,
            1,
            &Pairing {
                boards: vec![
                    Board {
                        white: Tpn(1),
                        black: Tpn(3),
                    },
                    Board {
                        white: Tpn(4),
                        black: Tpn(2),
                    },
                ],
                bye: None,
            },
        )
        .unwrap();
        // A late entry rated highest becomes TPN 1; opponents follow.
        add_players(&mut t, &[np("Late", 2500, Title::None)]).unwrap();
        assert_eq!(t.players[0].name, "Late");
        let p0 = &t.players[1]; // was TPN 1
        assert_eq!(p0.round(1).opponent(), Some(Tpn(4)));
        assert_eq!(t.players[3].round(1).opponent(), Some(Tpn(2)));
        for r in 2..=4 {
            apply_pairing(
                &mut t,
                r,
                &Pairing {
                    boards: vec![Board {
                        white: Tpn(1),
                        black: Tpn(2),
                    }],
                    bye: None,
                },
            )
            .unwrap();
        }
        assert!(!can_renumber(&t));
        assert_eq!(renumber(&mut t), Err(ArbiterError::RenumberingClosed));
        add_players(&mut t, &[np("Later", 2600, Title::None)]).unwrap();
        assert_eq!(t.players.last().unwrap().name, "Later");
        assert_eq!(t.players.last().unwrap().tpn, Tpn(6));
    }

    #[test]
    fn pairing_results_and_repairing() {
        let mut t = tournament(5);
        assert_eq!(next_round(&t), 1);
        check_can_pair(&t, 1).unwrap();
        let pairing = Pairing {
            boards: vec![
                Board {
                    white: Tpn(1),
                    black: Tpn(3),
                },
                Board {
                    white: Tpn(4),
                    black: Tpn(2),
                },
            ],
            bye: Some(Tpn(5)),
        };
        apply_pairing(&mut t, 1, &pairing).unwrap();
        assert_eq!(t.rounds_paired(), 1);
        assert_eq!(open_boards(&t, 1), 2);
        // Re-pair allowed while nothing is entered.
        check_can_pair(&t, 1).unwrap();
        assert_eq!(
            check_can_pair(&t, 2),
            Err(ArbiterError::ResultsMissing { round: 1, open: 2 })
        );
        set_result(&mut t, 1, Tpn(1), BoardResult::Draw).unwrap();
        assert_eq!(
            check_can_pair(&t, 1),
            Err(ArbiterError::RoundHasResults { round: 1 })
        );
        assert_eq!(
            clear_round(&mut t, 1),
            Err(ArbiterError::RoundHasResults { round: 1 })
        );
        set_result(&mut t, 1, Tpn(4), BoardResult::DoubleForfeit).unwrap();
        // Correction.
        set_result(&mut t, 1, Tpn(4), BoardResult::BlackForfeitWin).unwrap();
        assert_eq!(
            set_result(&mut t, 1, Tpn(2), BoardResult::Draw),
            Err(ArbiterError::NoSuchBoard {
                round: 1,
                white: Tpn(2)
            })
        );
        assert_eq!(open_boards(&t, 1), 0);
        check_can_pair(&t, 2).unwrap();
        let (boards, bye) = round_boards(&t, 1);
        assert_eq!(bye, Some(Tpn(5)));
        assert_eq!(boards[0].result, BoardResult::Draw);
        assert_eq!(boards[1].result, BoardResult::BlackForfeitWin);
        assert_eq!(t.players[1].round(1).opponent(), Some(Tpn(4)));
        assert_eq!(t.score_after(Tpn(2), 1), Points(10));
        assert_eq!(t.score_after(Tpn(5), 1), Points(10));
    }

    #[test]
    fn double_forfeit_reads_back() {
        let (w, b) = BoardResult::DoubleForfeit.games();
        assert_eq!(BoardResult::from_games(w, b), BoardResult::DoubleForfeit);
        for r in BoardResult::ALL.into_iter().chain(BoardResult::UNRATED) {
            let (w, b) = r.games();
            assert_eq!(BoardResult::from_games(w, b), r);
            // Both sides of a board agree on the game.
            assert!(w.mirrored().is_none_or(|m| m == b));
        }
    }

    #[test]
    fn a_withdrawn_player_is_not_paired() {
        let mut t = tournament(6);
        withdraw(&mut t, Tpn(6), 1).unwrap();
        let p = crate::systems::pair_round(&t, 1).unwrap();
        apply_pairing(&mut t, 1, &p).unwrap();
        let (boards, bye) = round_boards(&t, 1);
        assert_eq!(boards.len(), 2);
        assert!(bye.is_some_and(|b| b != Tpn(6)));
        // Recorded as a zero-point absence (C.04.2 art. 3.2).
        assert_eq!(t.players[5].round(1), RoundEntry::Bye(ByeKind::ZeroPoint));
        assert_eq!(
            withdraw(&mut t, Tpn(9), 2),
            Err(ArbiterError::UnknownPlayer(Tpn(9)))
        );
        reinstate(&mut t, Tpn(6)).unwrap();
        assert_eq!(t.players[5].withdrawn_from, None);
    }

    #[test]
    fn real_engine_round_trip() {
        let mut t = tournament(6);
        for round in 1..=3 {
            check_can_pair(&t, round).unwrap();
            let p = crate::systems::pair_round(&t, round).unwrap();
            apply_pairing(&mut t, round, &p).unwrap();
            let (boards, _) = round_boards(&t, round);
            assert_eq!(boards.len(), 3);
            for b in boards {
                set_result(&mut t, round, b.board.white, BoardResult::WhiteWins).unwrap();
            }
        }
        assert_eq!(t.rounds_paired(), 3);
    }

    fn pair_and_finish(t: &mut Tournament, round: u32, result: BoardResult) {
        check_can_pair(t, round).unwrap();
        let p = crate::systems::pair_round(t, round).unwrap();
        apply_pairing(t, round, &p).unwrap();
        for b in round_boards(t, round).0 {
            set_result(t, round, b.board.white, result).unwrap();
        }
    }

    #[test]
    fn a_late_entry_misses_the_paired_rounds_with_zero_points() {
        let mut t = tournament(4);
        pair_and_finish(&mut t, 1, BoardResult::Draw);
        // C.04.2 art. 2.4: arrives after round 1, rated lowest → TPN 5.
        add_players(&mut t, &[np("Late", 1000, Title::None)]).unwrap();
        let late = &t.players[4];
        assert_eq!(late.name, "Late");
        assert_eq!(late.rounds, vec![RoundEntry::Bye(ByeKind::ZeroPoint)]);
        assert_eq!(t.score_after(Tpn(5), 1), Points(0));
        // Five players now: round 2 pairs two boards and gives a bye;
        // the late entry is in the pairing.
        let p = crate::systems::pair_round(&t, 2).unwrap();
        assert_eq!(p.boards.len(), 2);
        let everyone: Vec<Tpn> = p
            .boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .chain(p.bye)
            .collect();
        assert!(everyone.contains(&Tpn(5)));
    }

    /// C.04.2 art. 2.4: no points for the missed rounds "unless the rules
    /// of the tournament say otherwise": here they give half a point each.
    #[test]
    fn a_late_entry_gets_half_points_where_the_event_says_so() {
        let mut t = tournament(4);
        t.late_entry_rounds = crate::model::LateEntryRounds::HalfPoint;
        pair_and_finish(&mut t, 1, BoardResult::Draw);
        pair_and_finish(&mut t, 2, BoardResult::Draw);
        add_players(&mut t, &[np("Late", 1000, Title::None)]).unwrap();
        let late = &t.players[4];
        assert_eq!(late.rounds, vec![RoundEntry::Bye(ByeKind::HalfPoint); 2]);
        // ½ + ½: level with the others, who drew twice.
        assert_eq!(t.score_after(Tpn(5), 2), Points(10));
        assert_eq!(t.score_after(Tpn(1), 2), Points(10));
        // Players already in keep their rounds; the next one pairs all five.
        let p = crate::systems::pair_round(&t, 3).unwrap();
        assert_eq!(p.boards.len() * 2 + usize::from(p.bye.is_some()), 5);
    }

    #[test]
    fn a_withdrawn_player_gets_zero_point_absences_as_rounds_are_paired() {
        let mut t = tournament(5);
        pair_and_finish(&mut t, 1, BoardResult::WhiteWins);
        withdraw(&mut t, Tpn(2), 2).unwrap();
        pair_and_finish(&mut t, 2, BoardResult::WhiteWins);
        assert_eq!(t.players[1].round(2), RoundEntry::Bye(ByeKind::ZeroPoint));
        // Four players left: two boards, no bye.
        assert_eq!(round_boards(&t, 2).0.len(), 2);
        assert_eq!(round_boards(&t, 2).1, None);
    }

    #[test]
    fn editing_a_player_renumbers_until_round_4() {
        let mut t = tournament(8); // P0 2000, P1 1990, …, P7 1930
        let edit = PlayerEdit {
            name: "P3 corrected".into(),
            rating: 2500,
            title: Title::FM,
            federation: "fra".into(),
            fide_id: Some(12345),
        };
        // Highest rating now: becomes TPN 1.
        assert_eq!(edit_player(&mut t, Tpn(4), &edit), Ok(Tpn(1)));
        let p = &t.players[0];
        assert_eq!(
            (p.name.as_str(), p.rating, p.federation.as_str(), p.fide_id),
            ("P3 corrected", 2500, "FRA", Some(12345))
        );
        assert_eq!(t.players[1].name, "P0");
        assert_eq!(
            edit_player(&mut t, Tpn(1), &PlayerEdit::default()),
            Err(ArbiterError::EmptyName)
        );
        for r in 1..=4 {
            pair_and_finish(&mut t, r, BoardResult::Draw);
        }
        // Numbers are fixed after round 4: the rating changes, the number does not.
        let low = PlayerEdit {
            name: "P3 corrected".into(),
            rating: 100,
            ..PlayerEdit::default()
        };
        assert_eq!(edit_player(&mut t, Tpn(1), &low), Ok(Tpn(1)));
        assert_eq!(t.players[0].rating, 100);
        assert_eq!(parse_fide_id(" 4100018 "), Some(Some(4100018)));
        assert_eq!(parse_fide_id(""), Some(None));
        assert_eq!(parse_fide_id("41x"), None);
    }

    #[test]
    fn only_never_paired_players_can_be_deleted() {
        let mut t = tournament(5);
        pair_and_finish(&mut t, 1, BoardResult::Draw);
        let bye = round_boards(&t, 1).1.unwrap();
        assert_eq!(
            delete_player(&mut t, bye),
            Err(ArbiterError::PlayerWasPaired(bye))
        );
        assert_eq!(
            delete_player(&mut t, Tpn(1)),
            Err(ArbiterError::PlayerWasPaired(Tpn(1)))
        );
        add_players(&mut t, &[np("Oops", 2100, Title::None)]).unwrap();
        assert_eq!(t.players[0].name, "Oops"); // highest rated: TPN 1
        delete_player(&mut t, Tpn(1)).unwrap();
        assert_eq!(t.players.len(), 5);
        assert_eq!(t.players[0].name, "P0");
        // Opponents moved back with the numbers.
        let b = round_boards(&t, 1).0[0].board;
        assert_eq!(
            t.player(b.black).unwrap().round(1).opponent(),
            Some(b.white)
        );
        assert_eq!(
            delete_player(&mut t, Tpn(9)),
            Err(ArbiterError::UnknownPlayer(Tpn(9)))
        );
    }

    #[test]
    fn requested_byes_are_entered_for_unpaired_rounds_only() {
        let mut t = tournament(4);
        set_absence(&mut t, Tpn(1), 1, Some(ByeKind::HalfPoint)).unwrap();
        assert_eq!(planned_absences(&t), vec![(1, Tpn(1), ByeKind::HalfPoint)]);
        pair_and_finish(&mut t, 1, BoardResult::WhiteWins);
        // C.04.2 art. 3.3: not paired; the half-point bye scores ½.
        assert_eq!(t.players[0].round(1), RoundEntry::Bye(ByeKind::HalfPoint));
        assert_eq!(t.score_after(Tpn(1), 1), Points(5));
        assert_eq!(round_boards(&t, 1).0.len(), 1);
        assert!(planned_absences(&t).is_empty());
        assert_eq!(
            set_absence(&mut t, Tpn(2), 1, Some(ByeKind::ZeroPoint)),
            Err(ArbiterError::RoundAlreadyPaired { round: 1 })
        );
        assert_eq!(
            set_absence(&mut t, Tpn(2), 6, Some(ByeKind::ZeroPoint)),
            Err(ArbiterError::NoSuchRound { round: 6, total: 5 })
        );
        assert_eq!(
            set_absence(&mut t, Tpn(2), 3, Some(ByeKind::PairingAllocated)),
            Err(ArbiterError::NotAnAbsence)
        );
        // A full-point bye only where the event's regulations allow it
        // (off by default: C.04.5 art. 2.1.2 calls it FIDE-deprecated).
        assert_eq!(
            set_absence(&mut t, Tpn(2), 3, Some(ByeKind::FullPoint)),
            Err(ArbiterError::FullPointByeNotAllowed)
        );
        assert_eq!(t.players[1].round(3), RoundEntry::NotPaired);
        t.full_point_byes = true;
        set_absence(&mut t, Tpn(2), 3, Some(ByeKind::FullPoint)).unwrap();
        assert_eq!(t.players[1].round(3), RoundEntry::Bye(ByeKind::FullPoint));
        // Turning the setting off keeps what was entered.
        t.full_point_byes = false;
        assert_eq!(planned_absences(&t), vec![(3, Tpn(2), ByeKind::FullPoint)]);
        set_absence(&mut t, Tpn(2), 3, None).unwrap();
        assert_eq!(t.players[1].rounds.len(), 1);
    }

    /// ½-0, 0-½ and 0-0 are Double-Swiss game results only (C.04.5
    /// Preface); a Dutch board refuses them and keeps its result.
    #[test]
    fn a_dutch_board_refuses_double_swiss_only_results() {
        let mut t = tournament(4);
        pair_and_finish(&mut t, 1, BoardResult::Draw);
        let white = round_boards(&t, 1).0[0].board.white;
        for r in BoardResult::DOUBLE_SWISS_ONLY {
            assert_eq!(
                set_result(&mut t, 1, white, r),
                Err(ArbiterError::MatchOnlyResult)
            );
        }
        assert_eq!(round_boards(&t, 1).0[0].result, BoardResult::Draw);
        // Clearing a result is allowed: the board is open again.
        set_result(&mut t, 1, white, BoardResult::Pending).unwrap();
        assert_eq!(round_boards(&t, 1).0[0].result, BoardResult::Pending);
    }
}
