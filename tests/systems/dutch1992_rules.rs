//! Seeds 001 (French federation's 1992 text with BAF 77/78/80) and 002
//! (FIDE text approved 1992–2006) through the engines `dutch-1992-ffe` and
//! `dutch-2006`: the seed test vectors TV-01 to TV-13 of
//! `../shared/rules/seed-test-vectors.md` that an engine can show, each
//! expectation derived from the text in the comments (readings O<n> of
//! `docs/readings/dutch-1992-2006.md`), and bad input.

use pocket_arbiter::dutch::classic::bracket::{End, Engine, Filter, Level};
use pocket_arbiter::dutch::classic::context::Ctx;
use pocket_arbiter::dutch::classic::exchange::{allowed, Order};
use pocket_arbiter::dutch::classic::trace::Off;
use pocket_arbiter::dutch::classic::transposition::nth;
use pocket_arbiter::dutch::classic::{colour, rules1992ffe, rules2006, Exchanges, Text};
use pocket_arbiter::model::{InvalidReason, PairingError, SystemKind, Tournament, Tpn};
use pocket_arbiter::swiss::{Float, Strength};
use pocket_arbiter::trf::read::read_str;

use crate::support::{line, pair, system_tournament_text};

const FFE: &str = "FFE_DUTCH_1992";
const FIDE: &str = "FIDE_DUTCH_2006";

fn read(code: &str, rounds: u32, players: &[String]) -> Tournament {
    let s = system_tournament_text(Some(code), rounds, "white1", players);
    read_str(&s).expect("test TRF reads").tournament
}

/// `(opponent, colour, result)` from the player's side.
type R = (u32, char, char);

fn players(rows: &[(u32, &str, &[R])]) -> Vec<String> {
    rows.iter()
        .map(|(tpn, pts, rs)| line(*tpn, 2600 - 10 * tpn, pts, rs))
        .collect()
}

fn index(ctx: &Ctx, tpn: u32) -> usize {
    ctx.players
        .iter()
        .position(|p| p.tpn == Tpn(tpn))
        .expect("player in the context")
}

/// Pairs one homogeneous bracket of round `round` made of `tpns` and
/// returns `(white, black)` per pair (colours by E1–E4) and the players
/// moved down.
fn pair_bracket(
    t: &Tournament,
    text: &'static Text,
    round: u32,
    tpns: &[u32],
) -> (Vec<(u32, u32)>, Vec<u32>) {
    let ctx = Ctx::build(t, round, text).expect("context");
    let mut idx: Vec<usize> = tpns.iter().map(|&n| index(&ctx, n)).collect();
    idx.sort_unstable();
    let lv = Level {
        players: idx,
        mdps: vec![],
        lowest: false,
        merged: false,
        original_lsb: None,
        alone: false,
    };
    let mut off = Off;
    let mut eng = Engine::new(&ctx, &mut off, 1_000_000);
    let End::Done(o) = eng
        .pair_level(&lv, false, &Filter::None)
        .expect("in budget")
    else {
        panic!("the bracket pairs");
    };
    let mut pairs: Vec<(u32, u32)> = o
        .pairs
        .iter()
        .map(|&(a, b)| {
            let (w, bl, _) = colour::allocate(&ctx, a, b);
            (ctx.players[w].tpn.0, ctx.players[bl].tpn.0)
        })
        .collect();
    pairs.sort_unstable_by_key(|&(w, b)| w.min(b));
    let mut down: Vec<u32> = o.down.iter().map(|&i| ctx.players[i].tpn.0).collect();
    down.sort_unstable();
    (pairs, down)
}

// ---------------------------------------------------------------- D1, D2

#[test]
fn tv01_transpositions_change_the_lowest_players_first() {
    // D1 (both texts): "all numbers constructible with the digits 5, 6, 7
    // and 8 in ascending order": 5678, then a) 5687, b) 5768, c) 5786,
    // d) 5867, e) 5876, f) 6578, g) 6587; 24 in all.
    let s2 = [5u32, 6, 7, 8];
    let listed: Vec<Vec<u32>> = (0..8).map(|k| nth(&s2, k).expect("exists")).collect();
    let want: [[u32; 4]; 8] = [
        [5, 6, 7, 8],
        [5, 6, 8, 7],
        [5, 7, 6, 8],
        [5, 7, 8, 6],
        [5, 8, 6, 7],
        [5, 8, 7, 6],
        [6, 5, 7, 8],
        [6, 5, 8, 7],
    ];
    for (got, want) in listed.iter().zip(want) {
        assert_eq!(got.as_slice(), want.as_slice());
    }
    assert!(nth(&s2, 23).is_some() && nth(&s2, 24).is_none());
}

/// The exchanges of `k` players a text allows in a bracket of `total`
/// players (S1 = the first `s1`), as (out of S1, out of S2), positions.
fn exchanges(rule: Exchanges, s1: usize, total: usize, k: usize) -> Vec<(Vec<usize>, Vec<usize>)> {
    Order::new(s1, total, k)
        .filter(|e| allowed(rule, total, e))
        .map(|e| {
            let (mut a, mut b) = (e.out_of_s1, e.out_of_s2);
            a.sort_unstable();
            b.sort_unstable();
            (a, b)
        })
        .collect()
}

fn both() -> [Exchanges; 2] {
    [rules2006::TEXT.exchanges, rules1992ffe::TEXT.exchanges]
}

#[test]
fn tv02_one_player_exchanges_of_eight_players() {
    // D2 matrix: a) 4-5 b) 4-6 c) 3-5 d) 4-7 e) 3-6 f) 2-5 g) 3-7 h) 2-6
    // i) 2-7; neither 1 nor 8 is ever exchanged (nine in all).
    let want = [
        (4, 5),
        (4, 6),
        (3, 5),
        (4, 7),
        (3, 6),
        (2, 5),
        (3, 7),
        (2, 6),
        (2, 7),
    ];
    for rule in both() {
        let got = exchanges(rule, 4, 8, 1);
        let got: Vec<(usize, usize)> = got.iter().map(|(a, b)| (a[0], b[0])).collect();
        assert_eq!(got, want);
    }
}

#[test]
fn tv03_two_player_exchanges_of_eight_players_come_after_the_single_ones() {
    // j) 3+4/5+6 k) 3+4/5+7 l) 2+4/5+6 m) 3+4/6+7 n) 2+4/5+7 o) 2+3/5+6
    // p) 2+4/6+7 q) 2+3/5+7 r) 2+3/6+7.
    let want: [([usize; 2], [usize; 2]); 9] = [
        ([3, 4], [5, 6]),
        ([3, 4], [5, 7]),
        ([2, 4], [5, 6]),
        ([3, 4], [6, 7]),
        ([2, 4], [5, 7]),
        ([2, 3], [5, 6]),
        ([2, 4], [6, 7]),
        ([2, 3], [5, 7]),
        ([2, 3], [6, 7]),
    ];
    for rule in both() {
        let got = exchanges(rule, 4, 8, 2);
        assert_eq!(got.len(), 9);
        for (g, w) in got.iter().zip(want) {
            assert_eq!((g.0.as_slice(), g.1.as_slice()), (&w.0[..], &w.1[..]));
        }
    }
}

#[test]
fn tv04_seven_players_the_last_column_per_text() {
    // Both: the 8-player matrices minus 1: a) 3-4 b) 3-5 c) 2-4 d) 3-6
    // e) 2-5 f) 1-4 g) 2-6 h) 1-5 i) 1-6.
    let one = [
        (3, 4),
        (3, 5),
        (2, 4),
        (3, 6),
        (2, 5),
        (1, 4),
        (2, 6),
        (1, 5),
        (1, 6),
    ];
    for rule in both() {
        let got: Vec<(usize, usize)> = exchanges(rule, 3, 7, 1)
            .iter()
            .map(|(a, b)| (a[0], b[0]))
            .collect();
        assert_eq!(got, one);
    }
    // Two players: the French table prints j–r; 002 "the last column of the
    // second matrix has then become obsolete": no 1+2 (o, q, r).
    let ffe = exchanges(rules1992ffe::TEXT.exchanges, 3, 7, 2);
    let fide = exchanges(rules2006::TEXT.exchanges, 3, 7, 2);
    let cell = |g: &(Vec<usize>, Vec<usize>)| (g.0.clone(), g.1.clone());
    let ffe_want = [
        (vec![2, 3], vec![4, 5]),
        (vec![2, 3], vec![4, 6]),
        (vec![1, 3], vec![4, 5]),
        (vec![2, 3], vec![5, 6]),
        (vec![1, 3], vec![4, 6]),
        (vec![1, 2], vec![4, 5]),
        (vec![1, 3], vec![5, 6]),
        (vec![1, 2], vec![4, 6]),
        (vec![1, 2], vec![5, 6]),
    ];
    assert_eq!(ffe.iter().map(cell).collect::<Vec<_>>(), ffe_want);
    let fide_want: Vec<_> = ffe_want
        .iter()
        .filter(|(a, _)| a != &vec![1, 2])
        .cloned()
        .collect();
    assert_eq!(fide.iter().map(cell).collect::<Vec<_>>(), fide_want);
}

#[test]
fn tv05_tv06_baf80_real_numbers() {
    // BAF 80: the numbers are places 1..n in A2 order, not pairing numbers.
    let eight = [4u32, 6, 8, 9, 10, 20, 21, 23];
    let got: Vec<(u32, u32)> = exchanges(rules1992ffe::TEXT.exchanges, 4, 8, 1)
        .iter()
        .map(|(a, b)| (eight[a[0] - 1], eight[b[0] - 1]))
        .collect();
    assert_eq!(
        got,
        [
            (9, 10),
            (9, 20),
            (8, 10),
            (9, 21),
            (8, 20),
            (6, 10),
            (8, 21),
            (6, 20),
            (6, 21)
        ]
    );
    // Seven players (without 9): the strongest (4) is exchanged, 23 never.
    let seven = [4u32, 6, 8, 10, 20, 21, 23];
    let got: Vec<(u32, u32)> = exchanges(rules1992ffe::TEXT.exchanges, 3, 7, 1)
        .iter()
        .map(|(a, b)| (seven[a[0] - 1], seven[b[0] - 1]))
        .collect();
    assert_eq!(
        got,
        [
            (8, 10),
            (8, 20),
            (6, 10),
            (8, 21),
            (6, 20),
            (4, 10),
            (6, 21),
            (4, 20),
            (4, 21)
        ]
    );
}

// ---------------------------------------------------------------- BAF 77

/// TV-08's round 4: the bracket {1, 4, 5, 11, 14} at 1½ with the seed's
/// histories (1: 9W 11B 13W; 4: 12B 5W↑ 9B; 5: 13W 4B↓ 14W; 11: 3B 1W,
/// forfeit in round 3; 14: 6W 7W 5B), the other players filling the rounds
/// so that no other float arises.
fn tv08() -> Vec<String> {
    players(&[
        (1, "1.5", &[(9, 'w', '='), (11, 'b', '0'), (13, 'w', '1')]),
        (2, "2.5", &[(10, 'w', '1'), (12, 'b', '='), (11, 'w', '+')]),
        (3, "1.5", &[(11, 'w', '='), (9, 'b', '='), (12, 'b', '=')]),
        (4, "1.5", &[(12, 'b', '0'), (5, 'w', '1'), (9, 'b', '=')]),
        (5, "1.5", &[(13, 'w', '1'), (4, 'b', '0'), (14, 'w', '=')]),
        (6, "1.5", &[(14, 'b', '='), (8, 'w', '='), (7, 'b', '=')]),
        (7, "1.5", &[(8, 'w', '='), (14, 'b', '='), (6, 'w', '=')]),
        (8, "1.5", &[(7, 'b', '='), (6, 'b', '='), (10, 'b', '=')]),
        (9, "1.5", &[(1, 'b', '='), (3, 'w', '='), (4, 'w', '=')]),
        (10, "1.0", &[(2, 'b', '0'), (13, 'b', '='), (8, 'w', '=')]),
        (11, "1.5", &[(3, 'b', '='), (1, 'w', '1'), (2, 'b', '-')]),
        (12, "2.0", &[(4, 'w', '1'), (2, 'w', '='), (3, 'w', '=')]),
        (13, "0.5", &[(5, 'b', '0'), (10, 'w', '='), (1, 'b', '0')]),
        (14, "1.5", &[(6, 'w', '='), (7, 'w', '='), (5, 'b', '=')]),
    ])
}

#[test]
fn tv07_tv08_baf77_example_1() {
    let t = read(FFE, 9, &tv08());
    let ctx = Ctx::build(&t, 4, &rules1992ffe::TEXT).expect("context");
    // The seed's preferences: 1 B strong, 4 W strong, 5 B strong, 11 B
    // mild, 14 B strong; floats 4↑ and 5↓ in round 2.
    let pref = |n| ctx.players[index(&ctx, n)].preference.expect("played");
    for (n, strength) in [
        (1, Strength::Strong),
        (5, Strength::Strong),
        (11, Strength::Mild),
        (14, Strength::Strong),
    ] {
        assert_eq!(pref(n).strength, strength, "player {n}");
        assert_eq!(
            pref(n).colour,
            pocket_arbiter::model::Colour::Black,
            "player {n}"
        );
    }
    assert_eq!(pref(4).colour, pocket_arbiter::model::Colour::White);
    assert_eq!(
        ctx.players[index(&ctx, 5)].float_before(2),
        Some(Float::Down)
    );
    assert_eq!(ctx.players[index(&ctx, 4)].float_before(2), Some(Float::Up));
    // TV-07: one White preference, four Black, q = 3: x = 1.
    let idx: Vec<usize> = [1, 4, 5, 11, 14].iter().map(|&n| index(&ctx, n)).collect();
    assert_eq!(colour::budgets(&ctx, &idx).0, 1);
    // TV-08: 1–5 and 1–14 would force a strong preference; 1–11 and 4–5
    // were played; after the transpositions the exchange 4 ↔ 5 gives 4–1
    // (both granted), 11–5 (the mild 11 forced) and 14 moved down.
    let (pairs, down) = pair_bracket(&t, &rules1992ffe::TEXT, 4, &[1, 4, 5, 11, 14]);
    assert_eq!(pairs, vec![(4, 1), (11, 5)]);
    assert_eq!(down, vec![14]);
}

#[test]
fn tv08_under_the_2006_text() {
    // 2006 has no BAF 77, but A7.d (even round 4): 11, mild after one
    // unplayed round, counts as the colour that reduces x: w = 1, b = 3,
    // one flexible, q = 3 → x = 0 (reading O5). 1–5 and 1–14 (two Black
    // preferences) break x = 0; 4 ↔ 5 gives 1–4 and 5–11 (11 takes the
    // colour that fits), 14 down: the same boards as the French text.
    let t = read(FIDE, 9, &tv08());
    let ctx = Ctx::build(&t, 4, &rules2006::TEXT).expect("context");
    let idx: Vec<usize> = [1, 4, 5, 11, 14].iter().map(|&n| index(&ctx, n)).collect();
    assert_eq!(colour::budgets(&ctx, &idx).0, 0);
    let (pairs, down) = pair_bracket(&t, &rules2006::TEXT, 4, &[1, 4, 5, 11, 14]);
    assert_eq!(pairs, vec![(4, 1), (11, 5)]);
    assert_eq!(down, vec![14]);
}

/// TV-09's round 4: {1, 5, 7, 8, 9, 12, 13} at 1½ (1: 9B 4W 7B; 5: 13B
/// 2W 9B; 7: 15B 8W↑ 1W; 8: 16W 7B↓ 3W; 9: 1W 14B 5W; 12: 4B 13W,
/// forfeit in round 3; 13: 5W 12B 16W↑).
fn tv09() -> Vec<String> {
    players(&[
        (1, "1.5", &[(9, 'b', '='), (4, 'w', '='), (7, 'b', '=')]),
        (2, "1.5", &[(3, 'w', '='), (5, 'b', '='), (4, 'b', '=')]),
        (3, "0.5", &[(2, 'b', '='), (11, 'b', '0'), (8, 'b', '0')]),
        (4, "1.5", &[(12, 'w', '='), (1, 'b', '='), (2, 'w', '=')]),
        (5, "1.5", &[(13, 'b', '='), (2, 'w', '='), (9, 'b', '=')]),
        (6, "2.0", &[(10, 'w', '1'), (15, 'b', '='), (14, 'w', '=')]),
        (7, "1.5", &[(15, 'b', '0'), (8, 'w', '1'), (1, 'w', '=')]),
        (8, "1.5", &[(16, 'w', '='), (7, 'b', '0'), (3, 'w', '1')]),
        (9, "1.5", &[(1, 'w', '='), (14, 'b', '='), (5, 'w', '=')]),
        (10, "0.5", &[(6, 'b', '0'), (16, 'b', '0'), (15, 'b', '=')]),
        (11, "2.5", &[(14, 'w', '='), (3, 'w', '1'), (12, 'w', '+')]),
        (12, "1.5", &[(4, 'b', '='), (13, 'w', '1'), (11, 'b', '-')]),
        (13, "1.5", &[(5, 'w', '='), (12, 'b', '0'), (16, 'w', '1')]),
        (14, "1.5", &[(11, 'b', '='), (9, 'w', '='), (6, 'b', '=')]),
        (15, "2.0", &[(7, 'w', '1'), (6, 'w', '='), (10, 'w', '=')]),
        (16, "1.5", &[(8, 'b', '='), (10, 'w', '1'), (13, 'b', '0')]),
    ])
}

#[test]
fn tv07_tv09_baf77_example_2() {
    let t = read(FFE, 9, &tv09());
    let ctx = Ctx::build(&t, 4, &rules1992ffe::TEXT).expect("context");
    // 7 played White twice running: absolute Black; 12 mild.
    let p7 = ctx.players[index(&ctx, 7)].preference.expect("played");
    assert_eq!(p7.strength, Strength::Absolute);
    let tpns = [1, 5, 7, 8, 9, 12, 13];
    let idx: Vec<usize> = tpns.iter().map(|&n| index(&ctx, n)).collect();
    // TV-07: b = 2, n = 5, q = 4: x = 1.
    assert_eq!(colour::budgets(&ctx, &idx).0, 1);
    // TV-09: 7–9 and 7–13 force two strong preferences; the 20th order of
    // S2, 13-8-12-9, gives 1–13, 5–8, 12–7 (the mild 12 forced), 9 down.
    let (pairs, down) = pair_bracket(&t, &rules1992ffe::TEXT, 4, &tpns);
    assert_eq!(pairs, vec![(1, 13), (5, 8), (12, 7)]);
    assert_eq!(down, vec![9]);
}

// ---------------------------------------------------------------- BAF 78

/// TV-10 with six players: 1 (2½, the seed's 3) against 2 (3 points, the
/// seed's 10) in round 4, 2 does not come.
fn tv10() -> Vec<String> {
    players(&[
        (
            1,
            "3.5",
            &[(3, 'w', '1'), (5, 'b', '='), (6, 'w', '1'), (2, 'w', '+')],
        ),
        (
            2,
            "3.0",
            &[(4, 'w', '1'), (6, 'b', '1'), (3, 'b', '1'), (1, 'b', '-')],
        ),
        (
            3,
            "1.0",
            &[(1, 'b', '0'), (4, 'w', '='), (2, 'w', '0'), (5, 'w', '=')],
        ),
        (
            4,
            "1.5",
            &[(2, 'b', '0'), (3, 'b', '='), (5, 'w', '='), (6, 'w', '=')],
        ),
        (
            5,
            "2.0",
            &[(6, 'w', '='), (1, 'w', '='), (4, 'b', '='), (3, 'b', '=')],
        ),
        (
            6,
            "1.0",
            &[(5, 'b', '='), (2, 'w', '0'), (1, 'b', '0'), (4, 'b', '=')],
        ),
    ])
}

#[test]
fn tv10_baf78_forfeit_winner_floats_down_loser_not() {
    let t = read(FFE, 9, &tv10());
    let ctx = Ctx::build(&t, 5, &rules1992ffe::TEXT).expect("context");
    let f = |n| ctx.players[index(&ctx, n)].float_before(1);
    // BAF 78: the winner by forfeit ↓ (replacing ↑), the loser no float.
    assert_eq!(f(1), Some(Float::Down));
    assert_eq!(f(2), None);
    // B1b: the forfeit winner may not be exempt any more.
    assert!(!ctx.players[index(&ctx, 1)].bye_ok);
    assert!(ctx.players[index(&ctx, 2)].bye_ok);
}

#[test]
fn tv10_under_the_2006_text_the_marks_stay_as_paired() {
    // 002 A4: the marks are written on the pairing card "by pairing"; no
    // rule of 002 changes them for a forfeit (reading O3): 1 ↑, 2 ↓.
    let t = read(FIDE, 9, &tv10());
    let ctx = Ctx::build(&t, 5, &rules2006::TEXT).expect("context");
    let f = |n| ctx.players[index(&ctx, n)].float_before(1);
    assert_eq!(f(1), Some(Float::Up));
    assert_eq!(f(2), Some(Float::Down));
    assert!(!ctx.players[index(&ctx, 1)].bye_ok, "B1b");
}

// ---------------------------------------------------------------- F, E

#[test]
fn tv12_unplayed_rounds_do_not_count_for_colours() {
    // F2/F3: 11 of TV-08 has B W and a forfeit: history "BW", CD 0, mild,
    // alternating from the last game actually played (White): Black.
    let t = read(FFE, 9, &tv08());
    let ctx = Ctx::build(&t, 4, &rules1992ffe::TEXT).expect("context");
    let p = &ctx.players[index(&ctx, 11)];
    assert_eq!(p.colours.0.len(), 2);
    assert_eq!(p.colours.difference(), 0);
    assert_eq!(p.unplayed, 1);
}

#[test]
fn tv13_first_round_of_seven() {
    // F4 + E: 1–4, 2–5, 3–6, 7 exempt; the lot gives 1 White, odd places of
    // S1 the lot's colour, even ones the other: 1–4, 5–2, 3–6.
    let rows: Vec<String> = (1..=7)
        .map(|n| line(n, 2600 - 10 * n, "0.0", &[]))
        .collect();
    for code in [FFE, FIDE] {
        let s = system_tournament_text(Some(code), 5, "white1", &rows);
        assert_eq!(
            pair(&s, 1).expect("pairs"),
            "4\n1 4\n5 2\n3 6\n7 0\n",
            "{code}"
        );
    }
}

#[test]
fn both_systems_are_in_the_registry() {
    for (id, code, kind) in [
        ("dutch-2006", FIDE, SystemKind::Dutch2006),
        ("dutch-1992-ffe", FFE, SystemKind::Dutch1992Ffe),
    ] {
        assert_eq!(SystemKind::from_id(id), Some(kind));
        assert_eq!(SystemKind::from_trf_code(code), Some((kind, false)));
        assert_eq!(pocket_arbiter::systems::engine(kind).kind(), kind);
        let t = read(code, 9, &tv08());
        assert_eq!(t.system, kind);
    }
}

// ---------------------------------------------------------------- bad input

#[test]
fn no_pairing_meets_the_absolute_criteria() {
    // Two players who met in round 1: B1a leaves nothing for round 2.
    let rows = players(&[(1, "1.0", &[(2, 'w', '1')]), (2, "0.0", &[(1, 'b', '0')])]);
    for code in [FFE, FIDE] {
        let s = system_tournament_text(Some(code), 5, "white1", &rows);
        assert_eq!(
            pair(&s, 2),
            Err(PairingError::NoLegalPairing { round: 2 }),
            "{code}"
        );
    }
}

#[test]
fn a_history_the_text_cannot_read_names_player_and_round() {
    // 1 says it played 2 in round 1, 2 says it played 3.
    let rows = players(&[
        (1, "1.0", &[(2, 'w', '1')]),
        (2, "1.0", &[(3, 'b', '1')]),
        (3, "0.0", &[(2, 'w', '0')]),
        (4, "0.0", &[(0, '-', 'Z')]),
    ]);
    for code in [FFE, FIDE] {
        let s = system_tournament_text(Some(code), 5, "white1", &rows);
        match read_str(&s) {
            // The reader may refuse it first, with its line.
            Err(e) => assert!(
                e.to_string().contains('1') || e.to_string().contains('2'),
                "{e}"
            ),
            Ok(o) => match pocket_arbiter::systems::pair_round(&o.tournament, 2) {
                Err(PairingError::InvalidState {
                    round: 2,
                    reason: InvalidReason::EntryMismatch { round: 1, .. },
                }) => {}
                other => panic!("{code}: {other:?}"),
            },
        }
    }
}
