//! The naive 2008 implementation (`dutch2008_naive`) on the seed's worked
//! examples (seed 004; ../shared/rules/seed-test-vectors.md TV-15 to TV-22)
//! and on small cases derived by hand from the text (derivations in the
//! comments). These check the naive code itself, before it judges the engine.

use crate::dutch2008_naive::bracket::{Bracket, Ctx, Input, Mode};
use crate::dutch2008_naive::facts::{preference, present, Facts, Float, Strength};
use crate::dutch2008_naive::order::{exchanges_of, mdp_sets};
use crate::dutch2008_naive::{pair, Naive};
use crate::support::{line, tournament};
use pocket_arbiter::model::Colour::{Black, White};
use pocket_arbiter::model::{Board, Pairing, Tpn};

fn ex(list: &[(&[usize], &[usize])]) -> Vec<(Vec<usize>, Vec<usize>)> {
    list.iter().map(|(a, b)| (a.to_vec(), b.to_vec())).collect()
}

fn first_exchanges(s1: usize, s2: usize, n: usize, k: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    exchanges_of(s1, s2, n)
        .into_iter()
        .take(k)
        .map(|e| (e.from_s1, e.from_s2))
        .collect()
}

#[test]
fn tv17_tv18_tv19_exchanges_in_differenz_order() {
    // TV-17 (D2, one player; S1 = 1..5, S2 = 6..11): 5↔6 (1), 5↔7 (2), 4↔6 (2).
    assert_eq!(
        first_exchanges(5, 6, 1, 3),
        ex(&[(&[5], &[6]), (&[5], &[7]), (&[4], &[6])])
    );
    // All 30 one-player exchanges, by difference then S1 list then S2 list.
    assert_eq!(exchanges_of(5, 6, 1).len(), 30);
    // TV-18 (two players): the seed's six, then TV-18's derived 7 and 8.
    assert_eq!(
        first_exchanges(5, 6, 2, 8),
        ex(&[
            (&[5, 4], &[6, 7]),
            (&[5, 4], &[6, 8]),
            (&[5, 3], &[6, 7]),
            (&[5, 4], &[6, 9]),
            (&[5, 4], &[7, 8]),
            (&[5, 3], &[6, 8]),
            (&[5, 2], &[6, 7]),
            (&[4, 3], &[6, 7]),
        ])
    );
    // TV-19 (three players): the seed's six and the derived 7, 8, 9.
    assert_eq!(
        first_exchanges(5, 6, 3, 9),
        ex(&[
            (&[5, 4, 3], &[6, 7, 8]),
            (&[5, 4, 3], &[6, 7, 9]),
            (&[5, 4, 2], &[6, 7, 8]),
            (&[5, 4, 3], &[6, 7, 10]),
            (&[5, 4, 3], &[6, 8, 9]),
            (&[5, 4, 2], &[6, 7, 9]),
            (&[5, 4, 1], &[6, 7, 8]),
            (&[5, 3, 2], &[6, 7, 8]),
            (&[5, 4, 3], &[6, 7, 11]),
        ])
    );
    // 10 S1 sets × 20 S2 sets, every exchange once.
    assert_eq!(exchanges_of(5, 6, 3).len(), 200);
    // D3 with R16 (no seed list, TV-19b): starts with the M1 highest.
    assert_eq!(
        mdp_sets(5, 3)[..3],
        [vec![1, 2, 3], vec![1, 2, 4], vec![1, 2, 5]]
    );
}

/// A player for the D4 vectors: a score, no colour (colours do not enter
/// TV-20/21), the TPNs already met.
fn facts(tpn: u32, score: u32, met: &[u32], bye_blocked: bool) -> Facts {
    Facts {
        tpn,
        score,
        opponents: met.to_vec(),
        colours: Vec::new(),
        pref: None,
        floats: [Float::None; 2],
        bye_blocked,
        topscorer: false,
        unplayed: 0,
    }
}

#[test]
fn tv20_b3_factor_in_a_collapsed_lowest_bracket() {
    // TV-20 (D4): A 3, B 2.5, C 2.5, D 2, E 1.5, F 1; F can only play A.
    // {A, B, C} came down from the penultimate level: 3 ≥ 3 original LSB
    // players, so the bracket is paired as homogeneous (D4, R19). The first
    // legal transposition is A–F, B–D, C–E (B3 factor 5.25); D4 asks for the
    // smallest B3 factor: A–F, B–C, D–E (4.25), the seed's Png2.
    let f = vec![
        facts(1, 30, &[], true),
        facts(2, 25, &[6], true),
        facts(3, 25, &[6], true),
        facts(4, 20, &[6], true),
        facts(5, 15, &[6], true),
        facts(6, 10, &[2, 3, 4, 5], true),
    ];
    let ctx = Ctx::new(f, true, 1_000_000);
    let input = Input {
        mdps: vec![0, 1, 2],
        res: vec![3, 4, 5],
        lowest: true,
        merged: Some(3),
    };
    let (_, _, o) = Bracket::new(&ctx, &input)
        .first(Mode::First)
        .expect("small")
        .expect("pairable");
    let mut pairs = o.pairs.clone();
    pairs.sort_unstable();
    assert_eq!(pairs, vec![(0, 5), (1, 2), (3, 4)]);
    assert!(o.down.is_empty());
    // Without D4 (a lowest bracket that was not collapsed) the text's first
    // candidate stays: Png1, A–F, B–D, C–E.
    let plain = Input {
        merged: None,
        ..input
    };
    let (_, _, o) = Bracket::new(&ctx, &plain)
        .first(Mode::First)
        .expect("small")
        .expect("pairable");
    let mut pairs = o.pairs;
    pairs.sort_unstable();
    assert_eq!(pairs, vec![(0, 5), (1, 3), (2, 4)]);
}

#[test]
fn tv21_seventh_player_makes_the_bracket_heterogeneous() {
    // TV-21: as TV-20 plus G (fewer than 2.5 points; here 0.5) who alone may
    // get the bye. 3 MDPs against 4 residents: heterogeneous (A3, R19), no
    // exchange touches S1 = {A, B, C}. A must take F (F plays nobody else and
    // cannot get the bye), then B–D, C–E are the first transposition; G bye.
    let f = vec![
        facts(1, 30, &[], true),
        facts(2, 25, &[6], true),
        facts(3, 25, &[6], true),
        facts(4, 20, &[6], true),
        facts(5, 15, &[6], true),
        facts(6, 10, &[2, 3, 4, 5], true),
        facts(7, 5, &[], false),
    ];
    let ctx = Ctx::new(f, true, 1_000_000);
    let input = Input {
        mdps: vec![0, 1, 2],
        res: vec![3, 4, 5, 6],
        lowest: true,
        merged: Some(4),
    };
    let (_, _, o) = Bracket::new(&ctx, &input)
        .first(Mode::First)
        .expect("small")
        .expect("pairable");
    assert_eq!(o.pairs, vec![(0, 5), (1, 3), (2, 4)]);
    assert_eq!(o.down, vec![6]);
}

#[test]
fn tv22_unplayed_rounds_leave_the_colour_sequence() {
    // TV-22 (F3): NBB-N is -NBBN (French N = Black, B = White). Player 1:
    // R1 Black, R2 White, R3 White, R4 forfeit win (not played), R5 Black.
    let players = vec![
        line(
            1,
            2400,
            "4.0",
            &[
                (2, 'b', '1'),
                (3, 'w', '1'),
                (4, 'w', '1'),
                (5, 'w', '+'),
                (2, 'b', '0'),
            ],
        ),
        line(
            2,
            2300,
            "3.0",
            &[
                (1, 'w', '0'),
                (4, 'b', '1'),
                (3, 'w', '0'),
                (6, 'w', '1'),
                (1, 'w', '1'),
            ],
        ),
        line(
            3,
            2200,
            "1.0",
            &[
                (4, 'b', '0'),
                (1, 'b', '0'),
                (2, 'b', '1'),
                (0, '-', 'Z'),
                (0, '-', 'Z'),
            ],
        ),
        line(
            4,
            2100,
            "1.0",
            &[
                (3, 'w', '1'),
                (2, 'w', '0'),
                (1, 'b', '0'),
                (0, '-', 'Z'),
                (0, '-', 'Z'),
            ],
        ),
        line(
            5,
            2000,
            "0.0",
            &[
                (0, '-', 'Z'),
                (0, '-', 'Z'),
                (0, '-', 'Z'),
                (1, 'b', '-'),
                (0, '-', 'Z'),
            ],
        ),
        line(
            6,
            1900,
            "0.0",
            &[
                (0, '-', 'Z'),
                (0, '-', 'Z'),
                (0, '-', 'Z'),
                (2, 'b', '0'),
                (0, '-', 'Z'),
            ],
        ),
    ];
    let t = tournament(7, "white1", &players);
    let f = present(&t, 6);
    let p1 = f.iter().find(|p| p.tpn == 1).expect("player 1");
    assert_eq!(p1.colours, vec![Black, White, White, Black]);
    assert_eq!(p1.unplayed, 1);
    // -NBBN: CD 0, last Black → mild White (A7.c), not absolute.
    assert_eq!(p1.pref, Some((White, Strength::Mild)));
    // B1b (R3): the forfeit win blocks a later bye and is a downfloat (R2).
    assert!(p1.bye_blocked);
    // BN-BN → -BNBN (White, Black, White, Black): CD 0, last Black → mild
    // White (A7.c).
    assert_eq!(
        preference(&[White, Black, White, Black]),
        Some((White, Strength::Mild))
    );
    // --NBBNB: Black, White, White, Black, White: CD +1, last two differ →
    // strong Black (A7.b).
    assert_eq!(
        preference(&[Black, White, White, Black, White]),
        Some((Black, Strength::Strong))
    );
    // Player 5 lost by forfeit in R4 and never played: no preference (A7.f).
    let p5 = f.iter().find(|p| p.tpn == 5).expect("player 5");
    assert_eq!(p5.pref, None);
    assert!(!p5.bye_blocked);
}

fn boards(list: &[(u32, u32)], bye: Option<u32>) -> Naive {
    Naive::Paired(Pairing {
        boards: list
            .iter()
            .map(|&(w, b)| Board {
                white: Tpn(w),
                black: Tpn(b),
            })
            .collect(),
        bye: bye.map(Tpn),
    })
}

#[test]
fn first_round_f4_e5() {
    // F4: one homogeneous bracket in A2 order, S1[i] meets S2[i], the last
    // player gets the bye. E5 with the lot White for player 1: odd S1
    // positions (1, 3) White, even (2) Black. TV-13's instance: 1–4, 5–2,
    // 3–6, 7 bye. F1 (all on 0): by the rank of the higher player.
    let players: Vec<String> = (1..=7)
        .map(|i| line(i, 2500 - 10 * i, "0.0", &[]))
        .collect();
    let t = tournament(5, "white1", &players);
    assert_eq!(pair(&t, 1), boards(&[(1, 4), (5, 2), (3, 6)], Some(7)));
    // The lot Black turns every colour round.
    let t = tournament(5, "black1", &players);
    assert_eq!(pair(&t, 1), boards(&[(4, 1), (2, 5), (6, 3)], Some(7)));
}

#[test]
fn transposition_under_colour_budget() {
    // R1 (white1): 1–4, 2–5, 3–6 all drawn; E5 gives 1, 5, 3 White.
    // Round 2 (even): one bracket on 0.5, S1 = {1, 2, 3}, S2 = {4, 5, 6}.
    // Preferences (A7.b): 1, 3, 5 strong Black; 2, 4, 6 strong White.
    // A8: W = 3, B = 3, w = b = a = 0, P0 = 3 → X1 = 0, Z1 = 0.
    // D1 order of S2: 4-5-6, 4-6-5 (1–4 met), 5-4-6 (3–6 met), 5-6-4 (1–5
    // both Black, 2–6 both White: X = 2), 6-4-5 (2–4, 3–5: X = 2), 6-5-4
    // (2–5 met). No transposition has X = 0, so C8.a: the one-player
    // exchanges in DIFFERENZ order, first 3↔4 (difference 1): S1 {1, 2, 4},
    // S2 {3, 5, 6}: 3-5-6 (2–5 met), 3-6-5 (X = 2), 5-3-6 (X = 2), 5-6-3
    // (X = 2), 6-3-5: 1–6, 2–3, 4–5 all granted → accepted at X = X1 = 0
    // (before C10.e ever raises X).
    // E1: 6 White against 1, 2 White against 3, 4 White against 5.
    // F1: all on 0.5, by the higher player's rank: 1, 2, 4.
    let players = vec![
        line(1, 2400, "0.5", &[(4, 'w', '=')]),
        line(2, 2390, "0.5", &[(5, 'b', '=')]),
        line(3, 2380, "0.5", &[(6, 'w', '=')]),
        line(4, 2370, "0.5", &[(1, 'b', '=')]),
        line(5, 2360, "0.5", &[(2, 'w', '=')]),
        line(6, 2350, "0.5", &[(3, 'b', '=')]),
    ];
    let t = tournament(5, "white1", &players);
    assert_eq!(pair(&t, 2), boards(&[(6, 1), (2, 3), (4, 5)], None));
}

#[test]
fn exchange_when_no_transposition_is_legal() {
    // R1: 1W–3B, 4W–2B; R2: 4W–1B, 3W–2B; all drawn (everyone 1.0).
    // Round 3 (odd). Preferences: 1 (W, B) mild White; 2 (B, B) absolute
    // White; 3 (B, W) mild Black; 4 (W, W) absolute Black.
    // S1 = {1, 2}, S2 = {3, 4}: 3-4 (1–3 met) and 4-3 (1–4 met) fail.
    // D2, one player, DIFFERENZ order: 2↔3 (1): S1 {1, 3}, S2 {2, 4}:
    // 1–2 (both White: X), 3–4 (both Black: X), X = 2. A8: W = 2 (1, 2),
    // B = 2, P0 = 2 → X1 = 0; no candidate of the bracket has X < 2 (1–2,
    // 3–4 is the only legal pairing), so C10.e raises X to 2 and accepts it
    // (A7.d: no strong preferences; B2: 1–2 and 3–4 are not both absolute).
    // E2: 2 (absolute) White against 1 (mild); 4 (absolute) Black, 3 White.
    let players = vec![
        line(1, 2400, "1.0", &[(3, 'w', '='), (4, 'b', '=')]),
        line(2, 2390, "1.0", &[(4, 'b', '='), (3, 'b', '=')]),
        line(3, 2380, "1.0", &[(1, 'b', '='), (2, 'w', '=')]),
        line(4, 2370, "1.0", &[(2, 'w', '='), (1, 'w', '=')]),
    ];
    let t = tournament(5, "white1", &players);
    assert_eq!(pair(&t, 3), boards(&[(2, 1), (3, 4)], None));
}

#[test]
fn bye_not_twice_and_downfloater_b5() {
    // R1 (white1): 1–3 1-0 (1 White), 2–4 ½ (4 White by E5), 5 bye.
    // Round 2 of 5 (even). Scores: 1 and 5 on 1.0 (5: the PAB, B1b: a
    // downfloat in R1, no second bye); 2, 4 on 0.5; 3 on 0.
    // Bracket 1.0 {1, 5}: 1–5 legal (1 strong Black, 5 no preference).
    // Bracket 0.5 {2, 4}: met in R1 (B1) → C1: 2 (first in A2 order) floats
    // down, then 4 has nobody left and floats too.
    // Lowest bracket {2, 4 | 3}: 2 MDPs of 3 players → homogeneous (A3, R19),
    // in A2 order 2, 4, 3: S1 = {2}, S2 = {4, 3}. Preferences (round 2 is
    // even): 2 and 3 strong White (Black in R1), 4 strong Black.
    // A8: W = 2, B = 1, P0 = 1 → X1 = P0 − B − b − a = 0, Z1 = 0.
    // 2–4 met; 2–3 (both White: X = 1), 4 left for the bye. Then D2: 2↔4
    // (difference 1): S1 {4}, S2 {2, 3}: 4–2 met; 4–3 grants both, and 2
    // may get the bye (no PAB, no forfeit win; no downfloat in R1: B5) →
    // accepted at X = 0, before C10.e allows 2–3.
    // Colours: 5 has no preference → 1 gets Black (E1/A7.f): 5–1; 3 White
    // (E1) against 4.
    // F1: 5–1 (higher score 1.0), 3–4 (0.5), bye 2.
    let players = vec![
        line(1, 2400, "1.0", &[(3, 'w', '1')]),
        line(2, 2390, "0.5", &[(4, 'b', '=')]),
        line(3, 2380, "0.0", &[(1, 'b', '0')]),
        line(4, 2370, "0.5", &[(2, 'w', '=')]),
        line(5, 2360, "1.0", &[(0, '-', 'U')]),
    ];
    let t = tournament(5, "white1", &players);
    assert_eq!(pair(&t, 2), boards(&[(5, 1), (3, 4)], Some(2)));
}

/// `n` players on the same score with no history (everything is legal).
fn blank(n: u32) -> Ctx {
    Ctx::new(
        (1..=n).map(|t| facts(t, 0, &[], false)).collect(),
        true,
        5_000_000,
    )
}

#[test]
fn tv15_transpositions_in_a_homogeneous_bracket() {
    // TV-15 (D1.1): S1 = 1..5, S2 = 6..11; the transpositions of the whole
    // S2 in lexicographic order, #0 … #719. The naive search visits them in
    // this order before any exchange (C7 before C8); the sixth S2 player is
    // the one left over.
    let ctx = blank(11);
    let input = Input {
        mdps: vec![],
        res: (0..11).collect(),
        lowest: false,
        merged: None,
    };
    let all = Bracket::new(&ctx, &input).all().expect("small");
    let order: Vec<Vec<u32>> = all
        .iter()
        .filter(|(stage, _, _)| *stage == 0)
        .take(720)
        .map(|(_, _, o)| {
            let mut s2: Vec<u32> = o.pairs.iter().map(|&(_, b)| b as u32 + 1).collect();
            s2.extend(o.down.iter().map(|&d| d as u32 + 1));
            s2
        })
        .collect();
    let expected_first: [[u32; 6]; 24] = [
        [6, 7, 8, 9, 10, 11],
        [6, 7, 8, 9, 11, 10],
        [6, 7, 8, 10, 9, 11],
        [6, 7, 8, 10, 11, 9],
        [6, 7, 8, 11, 9, 10],
        [6, 7, 8, 11, 10, 9],
        [6, 7, 9, 8, 10, 11],
        [6, 7, 9, 8, 11, 10],
        [6, 7, 9, 10, 8, 11],
        [6, 7, 9, 10, 11, 8],
        [6, 7, 9, 11, 8, 10],
        [6, 7, 9, 11, 10, 8],
        [6, 7, 10, 8, 9, 11],
        [6, 7, 10, 8, 11, 9],
        [6, 7, 10, 9, 8, 11],
        [6, 7, 10, 9, 11, 8],
        [6, 7, 10, 11, 8, 9],
        [6, 7, 10, 11, 9, 8],
        [6, 7, 11, 8, 9, 10],
        [6, 7, 11, 8, 10, 9],
        [6, 7, 11, 9, 8, 10],
        [6, 7, 11, 9, 10, 8],
        [6, 7, 11, 10, 8, 9],
        [6, 7, 11, 10, 9, 8],
    ];
    for (i, e) in expected_first.iter().enumerate() {
        assert_eq!(order[i], e.to_vec(), "transposition #{i}");
    }
    // #24 = 6-8-7-9-10-11 [DERIVED in TV-15]; #719 = 11-10-9-8-7-6.
    assert_eq!(order[24], vec![6, 8, 7, 9, 10, 11]);
    assert_eq!(order[719], vec![11, 10, 9, 8, 7, 6]);
    // The first candidate after the 720 transpositions is the first D2
    // exchange, 5↔6 (TV-17): S1 = 1, 2, 3, 4, 6; S2 = 5, 7, 8, 9, 10, 11.
    let next = &all
        .iter()
        .filter(|(stage, _, _)| *stage == 0)
        .nth(720)
        .expect("more")
        .2;
    let s1: Vec<usize> = next.pairs.iter().map(|&(a, _)| a + 1).collect();
    assert_eq!(s1, vec![1, 2, 3, 4, 6]);
}

#[test]
fn tv16_transpositions_in_a_heterogeneous_bracket() {
    // TV-16 (D1.2): S1 = the MDPs 1, 2; S2 = 3..8; the same order of S2, only
    // the first |S1| = 2 are paired with S1 (R17: each such prefix once).
    let mut f: Vec<Facts> = (1..=8).map(|t| facts(t, 0, &[], false)).collect();
    f[0].score = 10;
    f[1].score = 10;
    let ctx = Ctx::new(f, true, 5_000_000);
    let input = Input {
        mdps: vec![0, 1],
        res: (2..8).collect(),
        lowest: false,
        merged: None,
    };
    let all = Bracket::new(&ctx, &input).all().expect("small");
    let mut mdp_pairings: Vec<Vec<(usize, usize)>> = Vec::new();
    for (_, _, o) in all.iter().filter(|(stage, _, _)| *stage == 0) {
        let first: Vec<(usize, usize)> =
            o.pairs[..2].iter().map(|&(a, b)| (a + 1, b + 1)).collect();
        if mdp_pairings.last() != Some(&first) {
            mdp_pairings.push(first);
        }
    }
    assert_eq!(
        mdp_pairings[..7],
        [
            vec![(1, 3), (2, 4)],
            vec![(1, 3), (2, 5)],
            vec![(1, 3), (2, 6)],
            vec![(1, 3), (2, 7)],
            vec![(1, 3), (2, 8)],
            vec![(1, 4), (2, 3)],
            vec![(1, 4), (2, 5)],
        ]
    );
    // 6 · 5 = 30 different MDP pairings, each tried once.
    assert_eq!(mdp_pairings.len(), 30);
}
