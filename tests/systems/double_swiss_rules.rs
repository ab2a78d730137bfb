//! C.04.5 worked examples (TV-29, TV-30, TV-31, TV-32, DV-05) and hand-built
//! cases for the PAB (art. 3.4) and colours (art. 1.6, 4.3). Every expected
//! value below is derived from the article quoted next to it.

use crate::double_swiss_common;

use double_swiss_common::*;
use pocket_arbiter::double_swiss::{self, pairing_identifier, upfloater_sets_in_order};
use pocket_arbiter::model::{ByeKind, Colour, GameResult::*, PointSystem, Points, Tournament, Tpn};
use pocket_arbiter::model::{Pairing, PairingError};

fn tpns(v: &[u32]) -> Vec<Tpn> {
    v.iter().map(|&x| Tpn(x)).collect()
}

/// Boards as `(white, black)` numbers.
fn boards(p: &Pairing) -> Vec<(u32, u32)> {
    p.boards.iter().map(|b| (b.white.0, b.black.0)).collect()
}

/// Pairs as sorted unordered pairs, colours ignored.
fn pairs(p: &Pairing) -> Vec<(u32, u32)> {
    let mut v: Vec<(u32, u32)> = p
        .boards
        .iter()
        .map(|b| (b.white.0.min(b.black.0), b.white.0.max(b.black.0)))
        .collect();
    v.sort();
    v
}

fn absent(t: &mut Tournament, round: u32, who: &[u32]) {
    for &p in who {
        bye(t, round, p, ByeKind::ZeroPoint);
    }
}

// --- Art. 3.5.3–3.5.4 (TV-29) ------------------------------------------------

#[test]
fn tv29_upfloater_sets_in_lexicographic_order() {
    // 2, 6, 8 have 3 points; 1, 3, 5 have 2.5; two 3-pointers and one 2.5-pointer.
    let sets = upfloater_sets_in_order(&[tpns(&[2, 6, 8]), tpns(&[1, 3, 5])], &[2, 1]);
    let expected: Vec<Vec<Tpn>> = [
        [2, 6, 1],
        [2, 6, 3],
        [2, 6, 5],
        [2, 8, 1],
        [2, 8, 3],
        [2, 8, 5],
        [6, 8, 1],
        [6, 8, 3],
        [6, 8, 5],
    ]
    .iter()
    .map(|s| tpns(s))
    .collect();
    assert_eq!(sets, expected);
}

// --- Art. 3.6.2 (TV-30) and 3.6.3 (DV-05) -------------------------------------

#[test]
fn tv30_pairing_identifier() {
    let p = [
        (Tpn(11), Tpn(24)),
        (Tpn(16), Tpn(6)),
        (Tpn(10), Tpn(9)),
        (Tpn(8), Tpn(4)),
    ];
    assert_eq!(pairing_identifier(&p), tpns(&[4, 6, 9, 11, 8, 16, 10, 24]));
}

/// Round 1 of 8 players: one bracket, every pairing legal except the
/// forbidden pairs, so the engine must return the first identifier of
/// DV-05 that avoids them.
#[test]
fn dv05_first_identifiers_through_the_engine() {
    type Case = (&'static [(u32, u32)], [(u32, u32); 4]);
    let cases: [Case; 6] = [
        (&[], [(1, 5), (2, 6), (3, 7), (4, 8)]),
        (&[(3, 7)], [(1, 5), (2, 6), (3, 8), (4, 7)]),
        (&[(2, 6)], [(1, 5), (2, 7), (3, 6), (4, 8)]),
        (&[(2, 6), (4, 8)], [(1, 5), (2, 7), (3, 8), (4, 6)]),
        (&[(2, 6), (2, 7)], [(1, 5), (2, 8), (3, 6), (4, 7)]),
        (&[(2, 6), (2, 7), (3, 6)], [(1, 5), (2, 8), (3, 7), (4, 6)]),
    ];
    for (forbidden, expected) in cases {
        let mut t = tournament(8, 5);
        t.forbidden_pairs = forbidden.iter().map(|&(a, b)| (Tpn(a), Tpn(b))).collect();
        let p = double_swiss::pair(&t, 1).unwrap();
        assert_eq!(pairs(&p), expected.to_vec(), "forbidden {forbidden:?}");
        assert_eq!(p.bye, None);
    }
}

// --- Art. 4.3.1 -------------------------------------------------------------

#[test]
fn first_round_colours_follow_the_lot_and_tpn_parity() {
    // Pairs 1-5, 2-6, 3-7, 4-8 (DV-05 #1). HRP = smaller TPN (art. 4.2).
    // Odd HRP gets the initial colour, even HRP the opposite (art. 4.3.1);
    // boards in C.04.2 art. 3.6 order (all on 0 points: by HRP TPN).
    let mut t = tournament(8, 5);
    t.initial_colour = Colour::White;
    let p = double_swiss::pair(&t, 1).unwrap();
    assert_eq!(boards(&p), vec![(1, 5), (6, 2), (3, 7), (8, 4)]);
    t.initial_colour = Colour::Black;
    let p = double_swiss::pair(&t, 1).unwrap();
    assert_eq!(boards(&p), vec![(5, 1), (2, 6), (7, 3), (4, 8)]);
}

// --- Art. 3.4 -----------------------------------------------------------------

#[test]
fn first_round_bye_goes_to_the_largest_tpn() {
    // Everyone on 0 points with 0 matches: art. 3.4.4 → TPN 5. The other
    // four form one bracket, first identifier 1 2 3 4 → 1-3, 2-4.
    let t = tournament(5, 3);
    let p = double_swiss::pair(&t, 1).unwrap();
    assert_eq!(p.bye, Some(Tpn(5)));
    assert_eq!(pairs(&p), vec![(1, 3), (2, 4)]);
}

#[test]
fn bye_prefers_most_matches_played_and_forfeits_do_not_count() {
    // R1: 1 beats 2 2-0; 4 forfeits both games against 3 (match forfeited,
    // not played: Preface); 5 has the PAB.
    let mut t = tournament(5, 3);
    simple_match(&mut t, 1, 1, 2, [Win, Win]);
    simple_match(&mut t, 1, 3, 4, [ForfeitWin, ForfeitWin]);
    bye(&mut t, 1, 5, ByeKind::PairingAllocated);
    // Scores: 1 and 3 on 2, 5 on 1.5, 2 and 4 on 0. Art. 3.4.2 leaves 2 and
    // 4; art. 3.4.3: 2 played one match, 4 none → 2, although 4 > 2
    // (art. 3.4.4 comes later). 1, 3, 4, 5 can be paired (3.4.1).
    let p = double_swiss::pair(&t, 2).unwrap();
    assert_eq!(p.bye, Some(Tpn(2)));
}

#[test]
fn bye_skips_a_player_who_won_a_match_by_forfeit() {
    // R1: 1 beats 4, 2 beats 3 (2-0 each; 1 and 2 White). R2: 1 and 2
    // absent; 4 forfeits both games against 3. R3: 4 withdrawn.
    let mut t = tournament(4, 3);
    simple_match(&mut t, 1, 1, 4, [Win, Win]);
    simple_match(&mut t, 1, 2, 3, [Win, Win]);
    absent(&mut t, 2, &[1, 2]);
    simple_match(&mut t, 2, 3, 4, [ForfeitWin, ForfeitWin]);
    t.players[3].withdrawn_from = Some(3);
    // 1, 2, 3 all on 2 points with one match played each: art. 3.4.4 would
    // pick 3, but 3 won a match by forfeit ([C2], art. 2.1.2) → 2, which
    // leaves 1-3 (never met, art. 3.4.1).
    let p = double_swiss::pair(&t, 3).unwrap();
    assert_eq!(p.bye, Some(Tpn(2)));
    // Colours of 1-3: 1 had White (R1), 3 had Black (R1; R2 had no game
    // played, art. 1.6). Art. 4.3.2: 3 has fewer Whites → White.
    assert_eq!(boards(&p), vec![(3, 1)]);
}

#[test]
fn bye_must_leave_a_legal_pairing() {
    // R1: 1-2 drawn 1-1, 4 beats 3 2-0. R2: 4 withdrawn. Lowest is 3, but
    // without 3 only 1-2 remain, who have met (art. 3.4.1). Next: 1 and 2
    // (1 point, one match each), largest TPN → 2; 1-3 is legal.
    let mut t = tournament(4, 3);
    simple_match(&mut t, 1, 1, 2, [Win, Loss]);
    simple_match(&mut t, 1, 3, 4, [Loss, Loss]);
    t.players[3].withdrawn_from = Some(2);
    let p = double_swiss::pair(&t, 2).unwrap();
    assert_eq!(p.bye, Some(Tpn(2)));
    assert_eq!(pairs(&p), vec![(1, 3)]);
}

// --- Preface, TV-31: forfeits and match results ------------------------------

#[test]
fn tv31_a_match_forfeited_as_a_whole_may_be_repeated() {
    let mut t = tournament(2, 3);
    simple_match(&mut t, 1, 1, 2, [ForfeitWin, ForfeitWin]);
    let p = double_swiss::pair(&t, 2).unwrap();
    assert_eq!(pairs(&p), vec![(1, 2)]);

    // Both players forfeiting both games: also a forfeited match.
    let mut t = tournament(2, 3);
    record_match(&mut t, 1, 1, 2, [ForfeitLoss; 2], [ForfeitLoss; 2]);
    assert!(double_swiss::pair(&t, 2).is_ok());
}

#[test]
fn tv31_a_single_forfeited_game_counts_as_played() {
    // Game 1 forfeited by 2, game 2 played: the match was played, no rematch.
    let mut t = tournament(2, 3);
    simple_match(&mut t, 1, 1, 2, [ForfeitWin, Draw]);
    assert_eq!(
        double_swiss::pair(&t, 2),
        Err(PairingError::NoLegalPairing { round: 2 })
    );
    // Each player forfeits one game: neither forfeited both games, so the
    // match is "considered as regularly played" (Preface).
    let mut t = tournament(2, 3);
    simple_match(&mut t, 1, 1, 2, [ForfeitWin, ForfeitLoss]);
    assert_eq!(
        double_swiss::pair(&t, 2),
        Err(PairingError::NoLegalPairing { round: 2 })
    );
}

#[test]
fn tv31_match_points_are_the_sum_of_game_points() {
    let mut t = tournament(4, 3);
    // 1½-0: game 1 won, game 2 ended ½-0.
    record_match(&mut t, 1, 1, 2, [Win, Draw], [Loss, Loss]);
    // ½-1½.
    record_match(&mut t, 1, 3, 4, [Loss, Draw], [Win, Draw]);
    assert_eq!(t.score_after(Tpn(1), 1), Points(15));
    assert_eq!(t.score_after(Tpn(2), 1), Points(0));
    assert_eq!(t.score_after(Tpn(3), 1), Points(5));
    assert_eq!(t.score_after(Tpn(4), 1), Points(15));
    // The records are consistent (what `double_swiss::score_after`'s `Ok` checked).
    assert!(double_swiss::pair(&t, 2).is_ok());
}

// --- Art. 1.4, TV-32: the PAB's value ----------------------------------------

#[test]
fn tv32_pab_is_worth_a_win_and_a_draw_unless_configured() {
    let mut t = tournament(3, 3);
    bye(&mut t, 1, 3, ByeKind::PairingAllocated);
    simple_match(&mut t, 1, 1, 2, [Win, Win]);
    assert_eq!(t.double_swiss_pab(), Points(15));
    assert_eq!(t.score_after(Tpn(3), 1), Points(15));
    t.points = PointSystem::with_win_draw_loss(Points(30), Points(10), Points(0));
    assert_eq!(t.score_after(Tpn(3), 1), Points(40));
    t.double_swiss.pab = Some(Points(10));
    assert_eq!(t.score_after(Tpn(3), 1), Points(10));
    // The records are consistent (what `double_swiss::score_after`'s `Ok` checked).
    assert!(double_swiss::pair(&t, 2).is_ok());
}

// --- Art. 1.6 and 4.3.2–4.3.5: colours ------------------------------------------

#[test]
fn colour_fewer_whites_gets_white() {
    // 1: W, W. 2: W, B. Art. 4.3.2 → 2 White.
    let mut t = tournament(4, 3);
    simple_match(&mut t, 1, 1, 3, [Draw, Draw]);
    simple_match(&mut t, 1, 2, 4, [Draw, Draw]);
    simple_match(&mut t, 2, 1, 4, [Draw, Draw]);
    simple_match(&mut t, 2, 3, 2, [Draw, Draw]);
    absent(&mut t, 3, &[3, 4]);
    let p = double_swiss::pair(&t, 3).unwrap();
    assert_eq!(boards(&p), vec![(2, 1)]);
}

#[test]
fn colour_alternates_from_the_latest_difference() {
    // 1: W, B. 2: B, W. Equal Whites; latest round 1 had B, 2 had W →
    // alternate (art. 4.3.3): 1 White.
    let mut t = tournament(4, 3);
    simple_match(&mut t, 1, 1, 3, [Draw, Draw]);
    simple_match(&mut t, 1, 4, 2, [Draw, Draw]);
    simple_match(&mut t, 2, 4, 1, [Draw, Draw]);
    simple_match(&mut t, 2, 2, 3, [Draw, Draw]);
    absent(&mut t, 3, &[3, 4]);
    let p = double_swiss::pair(&t, 3).unwrap();
    assert_eq!(boards(&p), vec![(1, 2)]);
}

#[test]
fn colour_histories_skip_unplayed_rounds() {
    // 1 (absent in R2): played W, B. 2: B, W, B. Whites 1 and 1. Aligned on
    // played matches (C.04.2 art. 3.4): (B, B), (W, W) equal, so art. 4.3.3
    // finds nothing; art. 4.3.4: the HRP (1, 4 points against 3) last had
    // B → White. Comparing round by round instead would find R1 (W vs B)
    // and give 1 Black.
    let mut t = tournament(6, 5);
    simple_match(&mut t, 1, 1, 3, [Win, Win]);
    simple_match(&mut t, 1, 4, 2, [Draw, Draw]);
    absent(&mut t, 1, &[5, 6]);
    absent(&mut t, 2, &[1, 4]);
    simple_match(&mut t, 2, 2, 5, [Draw, Draw]);
    simple_match(&mut t, 2, 3, 6, [Draw, Draw]);
    simple_match(&mut t, 3, 5, 1, [Loss, Loss]);
    simple_match(&mut t, 3, 6, 2, [Draw, Draw]);
    absent(&mut t, 3, &[3, 4]);
    absent(&mut t, 4, &[3, 4, 5, 6]);
    assert_eq!(t.score_after(Tpn(1), 3), Points(40));
    assert_eq!(t.score_after(Tpn(2), 3), Points(30));
    let p = double_swiss::pair(&t, 4).unwrap();
    assert_eq!(boards(&p), vec![(1, 2)]);
}

#[test]
fn colour_from_the_opponent_when_the_hrp_has_none() {
    // R1: 3 forfeits both games to 1 (no game played: 1 has no colour,
    // art. 1.6); 2 had Black against 4. R2: 1 (2 points, the HRP) vs 2.
    // Whites 0 and 0, nothing to compare, the HRP has no last colour;
    // art. 4.3.5: 2 last had Black → White.
    let mut t = tournament(4, 3);
    simple_match(&mut t, 1, 1, 3, [ForfeitWin, ForfeitWin]);
    simple_match(&mut t, 1, 4, 2, [Draw, Draw]);
    absent(&mut t, 2, &[3, 4]);
    let p = double_swiss::pair(&t, 2).unwrap();
    assert_eq!(boards(&p), vec![(2, 1)]);
}

#[test]
fn colour_counts_a_match_with_one_game_played() {
    // R1: 1 White against 3, game 1 forfeited by 3, game 2 drawn: 1 had
    // White (art. 1.6). 2 White against 4. R2: 1 (1.5, HRP) vs 2 (1).
    // Whites 1 and 1, same last colour; art. 4.3.4: 1 alternates → Black.
    let mut t = tournament(4, 3);
    simple_match(&mut t, 1, 1, 3, [ForfeitWin, Draw]);
    simple_match(&mut t, 1, 2, 4, [Draw, Draw]);
    absent(&mut t, 2, &[3, 4]);
    let p = double_swiss::pair(&t, 2).unwrap();
    assert_eq!(boards(&p), vec![(2, 1)]);
}

// --- Errors -------------------------------------------------------------------

#[test]
fn incomplete_results_are_reported_not_guessed() {
    let mut t = tournament(2, 3);
    simple_match(&mut t, 1, 1, 2, [Win, Pending]);
    assert!(matches!(
        double_swiss::pair(&t, 2),
        Err(PairingError::InvalidState { .. })
    ));
    let mut t = tournament(2, 3);
    simple_match(&mut t, 1, 1, 2, [Win, Win]);
    t.players[0].match_games.clear();
    assert!(matches!(
        double_swiss::pair(&t, 2),
        Err(PairingError::InvalidState { .. })
    ));
    assert!(matches!(
        double_swiss::pair(&t, 0),
        Err(PairingError::InvalidState { .. })
    ));
    assert!(matches!(
        double_swiss::pair(&t, 4),
        Err(PairingError::InvalidState { .. })
    ));
}
