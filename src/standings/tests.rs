//! Hand-computed cases: every expected value is derived in the comments
//! from C.07, not read from the code's output.

use super::*;
use crate::model::{ByeKind, GameResult, Player, PointSystem};
use Colour::{Black, White};
use GameResult::{Draw, ForfeitLoss, ForfeitWin, Loss, Win};

fn g(opp: u32, colour: Colour, result: GameResult) -> RoundEntry {
    RoundEntry::Game {
        opponent: Tpn(opp),
        colour,
        result,
    }
}

fn bye(kind: ByeKind) -> RoundEntry {
    RoundEntry::Bye(kind)
}

fn tournament(rounds: u32, players: Vec<Vec<RoundEntry>>) -> Tournament {
    Tournament {
        total_rounds: rounds,
        points: PointSystem::default(),
        players: players
            .into_iter()
            .enumerate()
            .map(|(i, rounds)| Player {
                rounds,
                ..Player::new(Tpn::from_index(i), format!("P{}", i + 1))
            })
            .collect(),
        ..Tournament::default()
    }
}

/// Five players, three rounds:
/// - R1: 1–2 1-0, 3–4 ½-½, 5 pairing-allocated bye (U);
/// - R2: 4–1 0-1, 5–3 +/− (5 wins by forfeit), 2 half-point bye (H);
/// - R3: 1–5 ½-½, 2–4 1-0, 3 zero-point absence (Z).
///
/// Scores: P1 1+1+½ = 2.5; P2 0+½+1 = 1.5; P3 ½+0+0 = 0.5;
/// P4 ½+0+0 = 0.5; P5 1+1+½ = 2.5.
fn event_a() -> Tournament {
    tournament(
        3,
        vec![
            vec![g(2, White, Win), g(4, Black, Win), g(5, White, Draw)],
            vec![g(1, Black, Loss), bye(ByeKind::HalfPoint), g(4, White, Win)],
            vec![
                g(4, White, Draw),
                g(5, Black, ForfeitLoss),
                bye(ByeKind::ZeroPoint),
            ],
            vec![g(3, Black, Draw), g(1, White, Loss), g(2, Black, Loss)],
            vec![
                bye(ByeKind::PairingAllocated),
                g(3, White, ForfeitWin),
                g(1, Black, Draw),
            ],
        ],
    )
}

fn value(s: &Standings, tpn: u32, k: usize) -> Option<i64> {
    s.rows
        .iter()
        .find(|r| r.tpn == Tpn(tpn))
        .and_then(|r| r.values[k])
}

#[test]
fn vur_classification_follows_art_16_2() {
    use Unplayed::*;
    for u in [HalfPointBye, ZeroPointBye, NotPaired, ForfeitLoss] {
        assert!(u.is_vur(), "{u:?}");
    }
    for u in [PairingAllocatedBye, FullPointBye, ForfeitWin] {
        assert!(!u.is_vur(), "{u:?}");
    }
}

fn adjusted_score(t: &Tournament, tpn: Tpn, through: u32) -> Points {
    Table::new(t, through, false).adjusted(tpn)
}

#[test]
fn adjusted_scores_follow_art_16_3() {
    let t = event_a();
    // P1, P4, P5: no VUR, actual scores.
    assert_eq!(adjusted_score(&t, Tpn(1), 3), Points(25));
    assert_eq!(adjusted_score(&t, Tpn(4), 3), Points(5));
    // P5's bye and forfeit win are not voluntary: 1 + 1 + ½ = 2.5.
    assert_eq!(adjusted_score(&t, Tpn(5), 3), Points(25));
    // P2's H (R2) comes before a played R3: counted as scored, 1.5.
    assert_eq!(adjusted_score(&t, Tpn(2), 3), Points(15));
    // P3 was last present in R1; the forfeit loss (R2) and Z (R3) come
    // after it and count as draws: ½ + ½ + ½ = 1.5.
    assert_eq!(adjusted_score(&t, Tpn(3), 3), Points(15));
    // After R2 only: P3's forfeit loss is still after the last presence.
    assert_eq!(adjusted_score(&t, Tpn(3), 2), Points(10));
}

#[test]
fn buchholz_cut1_and_sonneborn_berger_by_hand() {
    let t = event_a();
    let tbs = [
        TieBreak::BH,
        TieBreak::BH_C1,
        TieBreak::SB,
        TieBreak::WIN,
        TieBreak::WON,
    ];
    let s = standings(&t, 3, &tbs);
    // Buchholz (art. 8.1; unplayed rounds: dummy = own score, art. 16.4;
    // opponents by their art. 16.3 scores: P1 2.5, P2 1.5, P3 1.5, P4 0.5, P5 2.5):
    // P1: P2 1.5 + P4 0.5 + P5 2.5 = 4.5
    // P2: P1 2.5 + dummy(H) 1.5 + P4 0.5 = 4.5
    // P3: P4 0.5 + dummy(−) 0.5 + dummy(Z) 0.5 = 1.5
    // P4: P3 1.5 + P1 2.5 + P2 1.5 = 5.5
    // P5: dummy(U) 2.5 + dummy(+) 2.5 + P1 2.5 = 7.5
    let bh = [450, 450, 150, 550, 750];
    // Cut-1 (art. 14.1, VUR first by art. 16.5):
    // P1: no VUR, cut the lowest 0.5 → 4.0
    // P2: cut the H dummy 1.5 (not the lower 0.5) → 3.0
    // P3: cut a VUR dummy 0.5 → 1.0
    // P4: cut the lowest 1.5 → 4.0
    // P5: no VUR (U and + are not voluntary), cut 2.5 → 5.0
    let c1 = [400, 300, 100, 400, 500];
    // Sonneborn-Berger (art. 9.1): score of each opponent × result.
    // P1: 1×1.5 + 1×0.5 + ½×2.5 = 3.25
    // P2: 0×2.5 + ½×1.5 (dummy) + 1×0.5 = 1.25
    // P3: ½×0.5 + 0×0.5 + 0×0.5 = 0.25
    // P4: ½×1.5 + 0×2.5 + 0×1.5 = 0.75
    // P5: 1×2.5 (U) + 1×2.5 (+) + ½×2.5 = 6.25
    let sb = [325, 125, 25, 75, 625];
    // WIN (art. 7.1, with or without playing): P1 2, P2 1, P3 0, P4 0, P5 2 (U and +).
    let win = [200, 100, 0, 0, 200];
    // WON (art. 7.2, over the board): P1 2, P2 1, P5 0.
    let won = [200, 100, 0, 0, 0];
    for p in 1..=5u32 {
        let i = p as usize - 1;
        assert_eq!(value(&s, p, 0), Some(bh[i]), "BH of {p}");
        assert_eq!(value(&s, p, 1), Some(c1[i]), "BH-C1 of {p}");
        assert_eq!(value(&s, p, 2), Some(sb[i]), "SB of {p}");
        assert_eq!(value(&s, p, 3), Some(win[i]), "WIN of {p}");
        assert_eq!(value(&s, p, 4), Some(won[i]), "WON of {p}");
    }
}

#[test]
fn ranking_applies_tiebreaks_in_order_within_ties() {
    let t = event_a();
    // Scores: P1 2.5, P5 2.5, P2 1.5, P3 0.5, P4 0.5.
    // BH-C1 first: {P1 4.0, P5 5.0} → P5, P1; {P3 1.0, P4 4.0} → P4, P3.
    let s = standings(&t, 3, &[TieBreak::BH_C1, TieBreak::BH]);
    let order: Vec<(u32, u32)> = s.rows.iter().map(|r| (r.rank, r.tpn.0)).collect();
    assert_eq!(order, vec![(1, 5), (2, 1), (3, 2), (4, 4), (5, 3)]);
    // No tie-break: tied players share the rank, listed by TPN.
    let s = standings(&t, 3, &[]);
    let order: Vec<(u32, u32)> = s.rows.iter().map(|r| (r.rank, r.tpn.0)).collect();
    assert_eq!(order, vec![(1, 1), (1, 5), (3, 2), (4, 3), (4, 4)]);
    // DE first: P1 and P5 met (R3, draw) → ½ each, still tied; BH then
    // puts P5 (7.5) above P1 (4.5). P3–P4 drew in R1 → ½ each; BH 5.5 > 1.5.
    let s = standings(&t, 3, &[TieBreak::DE, TieBreak::BH]);
    let order: Vec<u32> = s.rows.iter().map(|r| r.tpn.0).collect();
    assert_eq!(order, vec![5, 1, 2, 4, 3]);
    assert_eq!(value(&s, 1, 0), Some(50));
    assert_eq!(value(&s, 5, 0), Some(50));
    // P2 is alone on 1.5: DE is not applied to them.
    assert_eq!(value(&s, 2, 0), None);
}

#[test]
fn direct_encounter_art_6_1() {
    // R1: 1–2 0-1, 3–4 1-0; R2: 1–4 1-0, 2–3 0-1.
    // Scores: P1 0+1 = 1, P2 1+0 = 1, P3 1+1 = 2, P4 0.
    // P1 and P2 tied on 1; they met in R1 and P2 won: DE P2 1, P1 0.
    let t = tournament(
        2,
        vec![
            vec![g(2, White, Loss), g(4, White, Win)],
            vec![g(1, Black, Win), g(3, White, Loss)],
            vec![g(4, White, Win), g(2, Black, Win)],
            vec![g(3, Black, Loss), g(1, Black, Loss)],
        ],
    );
    let s = standings(&t, 2, &[TieBreak::DE]);
    let order: Vec<(u32, u32)> = s.rows.iter().map(|r| (r.rank, r.tpn.0)).collect();
    assert_eq!(order, vec![(1, 3), (2, 2), (3, 1), (4, 4)]);
    assert_eq!(value(&s, 2, 0), Some(100));
    assert_eq!(value(&s, 1, 0), Some(0));
}

#[test]
fn direct_encounter_needs_every_pair_to_have_met() {
    // One round, three draws: six players on ½, most never met → not applied.
    let t = tournament(
        1,
        vec![
            vec![g(2, White, Draw)],
            vec![g(1, Black, Draw)],
            vec![g(4, White, Draw)],
            vec![g(3, Black, Draw)],
            vec![g(6, White, Draw)],
            vec![g(5, Black, Draw)],
        ],
    );
    let s = standings(&t, 1, &[TieBreak::DE]);
    assert!(s.rows.iter().all(|r| r.rank == 1 && r.values[0].is_none()));
}

#[test]
fn late_entry_rounds_count_as_scored_not_as_draws() {
    // P3 arrives in R2 (R1 not paired, i.e. a VUR) and beats P1.
    // R1: 1–2 1-0. R2: 3–1 1-0, 2 pairing-allocated bye.
    // Scores: P1 1, P2 0+1 = 1, P3 0+1 = 1.
    let t = tournament(
        2,
        vec![
            vec![g(2, White, Win), g(3, Black, Loss)],
            vec![g(1, Black, Loss), bye(ByeKind::PairingAllocated)],
            vec![RoundEntry::NotPaired, g(1, White, Win)],
        ],
    );
    // art. 16.3: P3's unpaired R1 is before a round P3 was present in → 0.
    assert_eq!(adjusted_score(&t, Tpn(3), 2), Points(10));
    let s = standings(&t, 2, &[TieBreak::BH, TieBreak::BH_C1]);
    // P3's own BH: dummy (own score 1) + P1 1 = 2; Cut-1 removes the VUR dummy → 1.
    assert_eq!(value(&s, 3, 0), Some(200));
    assert_eq!(value(&s, 3, 1), Some(100));
    // P1: P2 1 + P3 1 = 2.
    assert_eq!(value(&s, 1, 0), Some(200));
}

#[test]
fn sonneborn_berger_with_three_one_zero() {
    // 3-1-0: a win is 3, a draw 1. R1: 1–2 1-0; R2: 1–2 ½-½ (again, for the
    // arithmetic only). P1 4 points, P2 1.
    // SB of P1: opponent P2's score 1 × (3/3) + 1 × (1/3) = 1.33 (1.333… rounded).
    let mut t = tournament(
        2,
        vec![
            vec![g(2, White, Win), g(2, Black, Draw)],
            vec![g(1, Black, Loss), g(1, White, Draw)],
        ],
    );
    t.points = PointSystem::with_win_draw_loss(Points(30), Points(10), Points(0));
    let s = standings(&t, 2, &[TieBreak::SB]);
    assert_eq!(value(&s, 1, 0), Some(133));
    // P2: P1's 4 × 0 + 4 × 1/3 = 1.33.
    assert_eq!(value(&s, 2, 0), Some(133));
}

#[test]
fn complete_through_stops_at_the_first_open_round() {
    let mut t = event_a();
    assert_eq!(complete_through(&t), 3);
    t.players[0].rounds[1] = g(4, Black, GameResult::Pending);
    t.players[3].rounds[1] = g(1, White, GameResult::Pending);
    assert_eq!(complete_through(&t), 1);
}

#[test]
fn formats_hundredths() {
    assert_eq!(format_hundredths(450), "4.5");
    assert_eq!(format_hundredths(325), "3.25");
    assert_eq!(format_hundredths(1200), "12");
    assert_eq!(format_hundredths(5), "0.05");
}

#[test]
fn trf_ranks_follow_the_default_tiebreaks() {
    // Default order BH-C1, BH, SB, DE: P5, P1, P2, P4, P3 (see
    // ranking_applies_tiebreaks_in_order_within_ties).
    assert_eq!(trf_ranks(&event_a()), vec![2, 3, 5, 4, 1]);
    let mut t = event_a();
    t.players[0].rounds[0] = g(2, White, GameResult::Pending);
    t.players[1].rounds[0] = g(1, Black, GameResult::Pending);
    assert_eq!(trf_ranks(&t), vec![0; 5]);
}

#[test]
fn double_swiss_matches_count_as_rounds_and_single_forfeits_as_played() {
    use crate::model::{MatchGames, SystemKind};
    // C.04.5, one round of matches (1 / ½ / 0 per game):
    // P1–P2: P1 wins game 1 (White), draws game 2 → 1½–½.
    // P3–P4: P3 wins game 1 by forfeit, loses game 2 (Black) → 1–1; the
    // match counts as played (C.04.5 Preface: only a match forfeited as a
    // whole is unplayed).
    let mut t = tournament(
        1,
        vec![
            vec![g(2, White, Win)],
            vec![g(1, Black, Loss)],
            vec![g(4, White, Draw)],
            vec![g(3, Black, Draw)],
        ],
    );
    t.system = SystemKind::DoubleSwiss2026;
    let games = [
        MatchGames {
            first: Win,
            second: Draw,
        },
        MatchGames {
            first: Loss,
            second: Draw,
        },
        MatchGames {
            first: ForfeitWin,
            second: Loss,
        },
        MatchGames {
            first: ForfeitLoss,
            second: Win,
        },
    ];
    for (p, m) in t.players.iter_mut().zip(games) {
        p.match_games = vec![Some(m)];
    }
    let tbs = [TieBreak::BH, TieBreak::SB, TieBreak::WIN, TieBreak::WON]
        .into_iter()
        .chain(
            ["BPG", "BWG", "GE"]
                .iter()
                .filter_map(|c| TieBreak::from_code(c)),
        )
        .collect::<Vec<_>>();
    let s = standings(&t, 1, &tbs);
    // BH: the opponent's game points. P1: 0.5; P3: 1 (no dummy: played).
    assert_eq!(value(&s, 1, 0), Some(50));
    assert_eq!(value(&s, 3, 0), Some(100));
    // SB: opponent's score × the share of the match's 2 points scored:
    // P1 0.5 × 1.5/2 = 0.375 → 0.38 (hundredths, halves up); P2 1.5 × 0.5/2 = 0.375 → 0.38.
    assert_eq!(value(&s, 1, 1), Some(38));
    assert_eq!(value(&s, 2, 1), Some(38));
    // WIN (rounds): P1 won the match; P3 drew it.
    assert_eq!(value(&s, 1, 2), Some(100));
    assert_eq!(value(&s, 3, 2), Some(0));
    // WON (games): P1 1; P3 1 (the single forfeit counts as played), P4 1.
    assert_eq!(value(&s, 1, 3), Some(100));
    assert_eq!(value(&s, 3, 3), Some(100));
    assert_eq!(value(&s, 4, 3), Some(100));
    // BPG: one game with Black each; BWG: P2 none (drew it), P4 none (its
    // Black game was the forfeited one, lost).
    for p in 1..=4 {
        assert_eq!(value(&s, p, 4), Some(100), "BPG of {p}");
    }
    assert_eq!(value(&s, 4, 5), Some(0));
    // GE: the one round, played.
    assert_eq!(value(&s, 3, 6), Some(100));
}

#[test]
fn direct_encounter_art_6_2_ranks_who_cannot_be_caught() {
    // R1: 1–2 1-0, 3–4 1-0, 5–6 1-0; R2: 1–3 1-0, 2–5 1-0, 4–6 1-0;
    // R3: 1–6 0-1, 2–4 1-0, 3–5 1-0.
    // Scores: P1 2, P2 2, P3 2; P4 1, P5 1, P6 1.
    let t = tournament(
        3,
        vec![
            vec![g(2, White, Win), g(3, White, Win), g(6, White, Loss)],
            vec![g(1, Black, Loss), g(5, White, Win), g(4, White, Win)],
            vec![g(4, White, Win), g(1, Black, Loss), g(5, White, Win)],
            vec![g(3, Black, Loss), g(6, White, Win), g(2, Black, Loss)],
            vec![g(6, White, Win), g(2, Black, Loss), g(3, Black, Loss)],
            vec![g(5, Black, Loss), g(4, Black, Loss), g(1, Black, Win)],
        ],
    );
    let s = standings(&t, 3, &[TieBreak::DE]);
    let order: Vec<(u32, u32)> = s.rows.iter().map(|r| (r.rank, r.tpn.0)).collect();
    // On 2: P2 and P3 never met, so art. 6.1 does not apply; P1 beat both
    // (2 points) and each of them can reach at most 0 + 1 from the missing
    // game: P1 is first whatever it gives (art. 6.2); P2 and P3 stay tied.
    // On 1: P4 1 (beat P6) could be caught by P5 1 + 1 (P4–P5 missing):
    // nobody is bound to be first, all three stay tied, DE not applied.
    assert_eq!(order, vec![(1, 1), (2, 2), (2, 3), (4, 4), (4, 5), (4, 6)]);
    assert_eq!(value(&s, 1, 0), Some(200));
    assert_eq!(value(&s, 2, 0), Some(0));
    assert_eq!(value(&s, 4, 0), None);
    // With pre-determined pairings art. 6.2 is not applied.
    let s = standings_with(
        &t,
        3,
        &[TieBreak::DE],
        Options {
            pre_determined: true,
            unrated_rating: None,
        },
    );
    assert!(s.rows.iter().take(3).all(|r| r.rank == 1));
}

#[test]
fn explanation_marks_the_vur_cut() {
    // event_a, P2's BH-C1: the H dummy (R2) is cut as a VUR (art. 16.5).
    let s = standings(&event_a(), 3, &[TieBreak::BH_C1]);
    let row = s.rows.iter().find(|r| r.tpn == Tpn(2)).expect("P2");
    let How::Sum(terms) = &row.how[0] else {
        panic!("a sum: {:?}", row.how[0]);
    };
    let cut: Vec<(u32, bool)> = terms
        .iter()
        .filter(|c| c.cut)
        .map(|c| (c.round, c.cut_as_vur))
        .collect();
    assert_eq!(cut, vec![(2, true)]);
    assert_eq!(terms[1].source, Source::Dummy(Unplayed::HalfPointBye));
}

#[test]
fn pre_determined_pairings_count_a_forfeit_against_the_scheduled_opponent() {
    // R1: 1–2 +/− (forfeit), 3–4 1-0; R2: 1–3 0-1, 2–4 ½-½.
    // Scores: P1 1, P2 ½, P3 2, P4 ½.
    let t = tournament(
        2,
        vec![
            vec![g(2, White, ForfeitWin), g(3, White, Loss)],
            vec![g(1, Black, ForfeitLoss), g(4, White, Draw)],
            vec![g(4, White, Win), g(1, Black, Win)],
            vec![g(3, Black, Loss), g(2, Black, Draw)],
        ],
    );
    let opts = |pre_determined| Options {
        pre_determined,
        unrated_rating: None,
    };
    // Swiss (art. 16.4): P1's forfeit win is a game against a dummy with
    // P1's own 1 → BH 1 + P3 2 = 3. Round robin: against P2 (½) → 2.5.
    let swiss = standings_with(&t, 2, &[TieBreak::BH], opts(false));
    let rr = standings_with(&t, 2, &[TieBreak::BH], opts(true));
    assert_eq!(value(&swiss, 1, 0), Some(300));
    assert_eq!(value(&rr, 1, 0), Some(250));
}

#[test]
fn the_event_rating_of_unrated_players_counts_in_aro() {
    // R1: 1–2 1-0, 3–4 ½-½. P2 and P4 unrated (rating 0), P1 1800, P3 2000.
    let mut t = tournament(
        1,
        vec![
            vec![g(2, White, Win)],
            vec![g(1, Black, Loss)],
            vec![g(4, White, Draw)],
            vec![g(3, Black, Draw)],
        ],
    );
    t.players[0].rating = 1800;
    t.players[2].rating = 2000;
    // C.07 art. 15: without a rating for unrated players they are left
    // out: P1's and P3's ARO average nothing (undefined); P2's ARO is
    // P1's 1800 (art. 10.1, rounded to a whole point, art. 10.5).
    let s = event_standings(&t, 1);
    assert_eq!(s.tiebreaks, DEFAULT_TIEBREAKS.to_vec());
    let aro = [TieBreak::plain(TieBreakKind::AverageRatingOfOpponents)];
    t.tiebreaks = Some(aro.to_vec());
    let s = event_standings(&t, 1);
    assert_eq!(value(&s, 1, 0), None);
    assert_eq!(value(&s, 2, 0), Some(180_000));
    // The event's rating for unrated players (1400): P1's ARO is 1400,
    // P3's too; P2's still 1800.
    t.unrated_rating = Some(1400);
    let s = event_standings(&t, 1);
    assert_eq!(value(&s, 1, 0), Some(140_000));
    assert_eq!(value(&s, 3, 0), Some(140_000));
    assert_eq!(value(&s, 2, 0), Some(180_000));
}

/// The crosstable's rounds of every player, from one history pass, are each
/// player's own rounds (the player card's `player_rounds`), floats included
/// (C.04.3 art. 1.4), on a played 40-player event of six rounds.
#[test]
fn every_player_rounds_are_each_players_rounds() {
    let trf = include_str!("../../tests/data/corpus/dutch-2026/dutch2025-p040-r06-s0160.trf");
    let t = crate::trf::read::read_str(trf).unwrap().tournament;
    let all = every_player_rounds(&t, 6);
    assert_eq!(all.len(), 40);
    let mut floats = 0;
    for (tpn, cells) in &all {
        assert_eq!(cells.len(), 6);
        assert_eq!(*cells, player_rounds(&t, *tpn, 6), "player {}", tpn.0);
        floats += cells.iter().filter(|c| c.float.is_some()).count();
    }
    assert!(floats > 0, "the event has floats");
}

/// event_a's standings with a sum (BH-C1, its VUR cut), SB, WIN and DE
/// (undefined here: no tie is settled by it), as the app's worker splits
/// them for the page (`parts.rs`).
fn event_a_split() -> (Standings, Vec<TieBreak>) {
    let tbs = vec![TieBreak::BH_C1, TieBreak::SB, TieBreak::WIN, TieBreak::DE];
    (standings(&event_a(), 3, &tbs), tbs)
}

#[test]
fn standings_split_in_parts_keep_the_table_and_every_how() {
    let (s, tbs) = event_a_split();
    let shown = parts::Parts::of(s.clone())
        .expect("written")
        .read()
        .expect("read");
    // The table: everything but the hows, which stay out of it.
    assert_eq!(shown.standings.through, 3);
    assert_eq!(shown.standings.tiebreaks, tbs);
    assert_eq!(shown.standings.rows.len(), 5);
    for (got, want) in shown.standings.rows.iter().zip(&s.rows) {
        assert_eq!(
            (got.rank, got.tpn, got.score, &got.values),
            (want.rank, want.tpn, want.score, &want.values)
        );
        assert!(got.how.is_empty(), "{:?}", got.how);
    }
    // Every how, read one at a time, is the one computed.
    for (i, want) in s.rows.iter().enumerate() {
        assert_eq!(want.how.len(), tbs.len());
        for (k, how) in want.how.iter().enumerate() {
            assert_eq!(shown.how(i, k).as_ref(), Some(how), "row {i}, value {k}");
        }
        assert_eq!(shown.how(i, tbs.len()), None);
    }
    assert_eq!(shown.how(5, 0), None);
    // P2's BH-C1 still says its half-point bye (R2) was cut as a VUR (art. 16.5).
    let p2 = s.rows.iter().position(|r| r.tpn == Tpn(2)).expect("P2");
    let Some(How::Sum(terms)) = shown.how(p2, 0) else {
        panic!("a sum: {:?}", shown.how(p2, 0));
    };
    assert!(terms.iter().any(|c| c.round == 2 && c.cut && c.cut_as_vur));
}

#[test]
fn standings_computed_on_the_page_show_the_hows_of_their_rows() {
    let (s, tbs) = event_a_split();
    let shown = parts::Shown::from(s.clone());
    for (i, row) in s.rows.iter().enumerate() {
        for k in 0..tbs.len() {
            assert_eq!(shown.how(i, k).as_ref(), row.how.get(k));
        }
    }
    assert_eq!(shown.how(0, tbs.len()), None);
    assert_eq!(shown.row(4), s.rows.get(4));
}

#[test]
fn standings_parts_that_disagree_are_refused() {
    let (s, _) = event_a_split();
    let mut short = parts::Parts::of(s.clone()).expect("written");
    short.ends.pop();
    assert!(matches!(
        short.read(),
        Err(parts::PartsError::Rows { rows: 5, hows: 4 })
    ));
    let mut past = parts::Parts::of(s.clone()).expect("written");
    past.how.pop();
    assert!(matches!(past.read(), Err(parts::PartsError::Ends)));
    let mut backwards = parts::Parts::of(s.clone()).expect("written");
    backwards.ends.swap(1, 2);
    assert!(matches!(backwards.read(), Err(parts::PartsError::Ends)));
    let mut bad = parts::Parts::of(s).expect("written");
    bad.table.truncate(bad.table.len() / 2);
    assert!(matches!(bad.read(), Err(parts::PartsError::Json(_))));
}
