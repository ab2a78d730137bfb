//! The arbiter's operations of a whole event, natively (the same story as
//! the browser test tests/e2e/workflow.mjs, plus a 3-1-0 event): the TRF
//! written at the end reads back to the same file, and re-pairing every
//! round from it agrees with what was recorded.

use pocket_arbiter::checker::check_rounds;
use pocket_arbiter::model::arbiter::{self, BoardResult, NewPlayer};
use pocket_arbiter::model::settings::SettingsForm;
use pocket_arbiter::model::{ByeKind, RoundEntry, Title, Tournament, Tpn};
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::trf::{read_str, write, TrfFlavour};

fn player(name: &str, rating: u32) -> NewPlayer {
    NewPlayer {
        name: name.into(),
        rating,
        title: Title::None,
        ..NewPlayer::default()
    }
}

fn pair(t: &mut Tournament, round: u32) {
    arbiter::check_can_pair(t, round).expect("can pair");
    let p = pair_round(t, round).expect("paired");
    arbiter::apply_pairing(t, round, &p).expect("applied");
}

/// The smaller pairing number wins every board, except the boards listed.
fn results(t: &mut Tournament, round: u32, except: &[(usize, BoardResult)]) {
    let boards = arbiter::round_boards(t, round).0;
    for (i, b) in boards.iter().enumerate() {
        let r = except.iter().find(|e| e.0 == i).map(|e| e.1).unwrap_or(
            if b.board.white < b.board.black {
                BoardResult::WhiteWins
            } else {
                BoardResult::BlackWins
            },
        );
        arbiter::set_result(t, round, b.board.white, r).expect("result");
    }
}

fn assert_trf_round_trip_and_check(t: &Tournament) {
    // As the app exports it: the rank column from the standings.
    let mut t = t.clone();
    t.trf.ranks = pocket_arbiter::standings::trf_ranks(&t);
    assert!(t.trf.ranks.iter().all(|&r| r >= 1));
    let t = &t;
    let text = write(t, TrfFlavour::Trf2026);
    let back = read_str(&text).expect("reads back").tournament;
    assert_eq!(
        write(&back, TrfFlavour::Trf2026),
        text,
        "TRF written back identically"
    );
    assert_eq!(back.points, t.points);
    for c in check_rounds(&back, pair_round) {
        assert!(
            c.agrees(),
            "{}",
            pocket_arbiter::lang::en::checker::round_check(&c)
        );
    }
    assert_eq!(
        check_rounds(&back, pair_round).len() as u32,
        t.rounds_paired()
    );
}

fn event(settings: impl FnOnce(&mut SettingsForm)) -> Tournament {
    let mut t = Tournament {
        total_rounds: 5,
        ..Tournament::default()
    };
    t.info.name = "Workflow Open".into();
    let mut form = SettingsForm::from_tournament(&t);
    form.city = "Lyon".into();
    form.start_date = "2026/11/20".into();
    settings(&mut form);
    form.apply(&mut t).expect("settings");
    let list = "Anna, 2200\nBoris, 2150\nChloe, 2100\nDavid, 2050\nEmma, 2000\nFelix, 1950\nGina, 1900\nHugo, 1850";
    let (good, bad) = arbiter::parse_player_list(list);
    assert!(bad.is_empty());
    arbiter::add_players(&mut t, &good).expect("players");

    pair(&mut t, 1);
    // C.04.2 art. 2.4: Ivan arrives once round 1 is paired.
    arbiter::add_players(&mut t, &[player("Ivan", 1800)]).expect("late entry");
    assert_eq!(t.players[8].round(1), RoundEntry::Bye(ByeKind::ZeroPoint));
    results(&mut t, 1, &[]);
    pair(&mut t, 2);
    results(&mut t, 2, &[(2, BoardResult::BlackForfeitWin)]);
    pair(&mut t, 3);
    results(&mut t, 3, &[(0, BoardResult::Draw), (1, BoardResult::Draw)]);
    // Correction of board 1 (C.04.2 art. 4.3), before round 4 is paired.
    let b0 = arbiter::round_boards(&t, 3).0[0].board;
    arbiter::set_result(&mut t, 3, b0.white, BoardResult::WhiteWins).expect("correction");
    arbiter::withdraw(&mut t, Tpn(8), 4).expect("withdraw");
    arbiter::set_absence(&mut t, Tpn(3), 4, Some(ByeKind::HalfPoint)).expect("bye");
    pair(&mut t, 4);
    assert_eq!(t.players[7].round(4), RoundEntry::Bye(ByeKind::ZeroPoint));
    assert_eq!(t.players[2].round(4), RoundEntry::Bye(ByeKind::HalfPoint));
    results(&mut t, 4, &[(0, BoardResult::DoubleForfeit)]);
    pair(&mut t, 5);
    results(&mut t, 5, &[]);
    t
}

#[test]
fn a_whole_event_exports_a_trf_that_checks() {
    let t = event(|_| {});
    assert_eq!(t.rounds_paired(), 5);
    assert_trf_round_trip_and_check(&t);
}

#[test]
fn a_three_one_zero_event_with_a_one_point_bye_exports_a_trf_that_checks() {
    let t = event(|f| {
        f.win = "3".into();
        f.draw = "1".into();
        f.loss = "0".into();
        f.pab = "1".into();
    });
    assert_trf_round_trip_and_check(&t);
}

/// A withdrawal decided before its round is paired (C.04.2 art. 3.2) has no
/// TRF field: the export writes a zero-point absence in every later round,
/// so that an event exported between rounds and read back pairs the next
/// round as the app would (the withdrawn player not paired), instead of
/// pairing the player again.
#[test]
fn a_withdrawal_survives_a_trf_round_trip_between_rounds() {
    let mut t = Tournament {
        total_rounds: 5,
        ..Tournament::default()
    };
    let list = "Anna, 2200\nBoris, 2150\nChloe, 2100\nDavid, 2050\nEmma, 2000\nFelix, 1950";
    let (good, _) = arbiter::parse_player_list(list);
    arbiter::add_players(&mut t, &good).expect("players");
    pair(&mut t, 1);
    results(&mut t, 1, &[]);
    pair(&mut t, 2);
    results(&mut t, 2, &[]);
    // Felix withdraws from round 4 on; round 3 is not paired yet.
    arbiter::withdraw(&mut t, Tpn(6), 4).expect("withdraw");
    let text = write(&t, TrfFlavour::Trf2026);
    let mut back = read_str(&text).expect("reads back").tournament;
    for r in 3..=5 {
        let expected = if r >= 4 {
            RoundEntry::Bye(ByeKind::ZeroPoint)
        } else {
            RoundEntry::NotPaired
        };
        assert_eq!(back.players[5].round(r), expected, "round {r}");
    }
    // Round 3: Felix still plays; rounds 4 and 5: not paired, zero points.
    for r in 3..=5 {
        pair(&mut t, r);
        pair(&mut back, r);
        assert_eq!(
            arbiter::round_boards(&t, r).0.len(),
            arbiter::round_boards(&back, r).0.len()
        );
        assert_eq!(
            pair_round(&t.for_pairing_round(r), r),
            pair_round(&back.for_pairing_round(r), r)
        );
        let felix_plays = |t: &Tournament| matches!(t.players[5].round(r), RoundEntry::Game { .. });
        assert_eq!(felix_plays(&t), r == 3, "round {r}");
        assert_eq!(felix_plays(&back), r == 3, "round {r}");
        results(&mut t, r, &[]);
        results(&mut back, r, &[]);
    }
}
