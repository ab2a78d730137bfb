//! The Dutch System approved Baku 2016 (in force 2017), checked against the
//! engine: small tournaments paired by hand from the text (each expectation
//! derived in the comments), and a brute-force check of C.5/C.6 (A.8 PSD) on
//! generated tournaments.

use pocket_arbiter::dutch::bracket::{BracketOutcome, Scope};
use pocket_arbiter::dutch::context::RoundContext;
use pocket_arbiter::dutch::rules2017::{self, Psd};
use pocket_arbiter::generate::{generate, GeneratorConfig};
use pocket_arbiter::model::PairingError;
use pocket_arbiter::model::{Points, SystemKind};
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::trf::read::read_str;

use crate::support;
use support::{line, pair, system_tournament_text};

fn tournament(system: &str, total_rounds: u32, initial: &str, players: &[String]) -> String {
    system_tournament_text(Some(system), total_rounds, initial, players)
}

#[test]
fn c2_a_full_point_bye_does_not_block_the_pab() {
    // R1 (white1): 2 beat 1 by forfeit (1 did not appear); 3 took a full-point bye (F).
    // R2: 1 got the PAB; 2 (White) drew with 3.
    // Round 3 of 5, scores: 2 and 3 on 1.5, 1 on 1.0.
    // 2017 C.2 (C.04.1.d): 1 (PAB) and 2 (forfeit win) may not get the PAB; 3 may:
    // a requested bye is neither. Top bracket {2, 3}: they met (C.1), both downfloat.
    // Last bracket {2, 3 | 1}: M1 = 1; 1-2 leaves 3 for the PAB, 1-3 would leave 2 (C.2).
    // Colours: 1 has played no game (A.6.d), 2 had White (strong Black) → 1 White (E.1).
    let players = |system| {
        let p = vec![
            line(1, 2400, "1.0", &[(2, 'w', '-'), (0, '-', 'U')]),
            line(2, 2390, "1.5", &[(1, 'b', '+'), (3, 'w', '=')]),
            line(3, 2380, "1.5", &[(0, '-', 'F'), (2, 'b', '=')]),
        ];
        tournament(system, 5, "white1", &p)
    };
    assert_eq!(
        pair(&players("FIDE_DUTCH_2017"), 3),
        Ok("2\n1 2\n3 0\n".into())
    );
    // 2026 [C2] (C.04.1 art. 4): the full-point bye is a win's worth scored without
    // playing, so nobody may take the PAB.
    assert_eq!(
        pair(&players("FIDE_DUTCH_2025"), 3),
        Err(PairingError::NoLegalPairing { round: 3 })
    );
}

#[test]
fn a4b_c12_an_absent_player_does_not_downfloat_again() {
    // R1 (white1): 1W-3B 1-0, 4W-2B 0-1, 5 absent (Z). Round 2 of 3.
    // Top bracket {1, 2}: 1-2 (C.5). Last bracket {3, 4, 5}, all on 0, MaxPairs 1:
    // S1 = {3}, S2 = {4, 5}. The first candidate 3-4 leaves 5 for the PAB; its PSD
    // equals every other candidate's (A.8: [1, 0]) and every colour preference is
    // granted, but 5 did not play round 1 and so received a downfloat (A.4.b): as
    // the PAB receiver it would get the same downfloat again (C.12). 3-5 (the next
    // transposition, D.1) avoids it: 4 gets the PAB.
    // Colours: 1 had White, 2 Black → 2 White; 3 had Black, 5 none → 3 White.
    let players = vec![
        line(1, 2400, "1.0", &[(3, 'w', '1')]),
        line(2, 2390, "1.0", &[(4, 'b', '1')]),
        line(3, 2380, "0.0", &[(1, 'b', '0')]),
        line(4, 2370, "0.0", &[(2, 'w', '0')]),
        line(5, 2360, "0.0", &[(0, '-', 'Z')]),
    ];
    assert_eq!(
        pair(&tournament("FIDE_DUTCH_2017", 3, "white1", &players), 2),
        Ok("3\n2 1\n3 5\n4 0\n".into())
    );
}

#[test]
fn a9_ppb_and_clb_when_the_downfloaters_leave_the_round_incomplete() {
    // Round 3 of 5 (white1). R1: 1W-3B 1-0, 2W-4B 1-0, 5W-6B ½-½.
    // R2: 6W-3B 0-1, 5W-4B 0-1, 2W-1B ½-½.
    // Scores: 1, 2 on 1.5; 3, 4 on 1.0; 5, 6 on 0.5. Colours (A.6): 1 mild White,
    // 2 absolute Black (WW), 3 and 4 absolute White (BB), 5 absolute Black, 6 mild Black.
    // Who may meet (C.1 no rematch, C.3 no two equal absolute preferences):
    // 1: 4, 5, 6; 2: 3, 6; 3: 2, 5; 4: 1, 6; 5: 1, 3; 6: 1, 2, 4.
    // Top bracket {1, 2}: they met, both downfloat.
    // Bracket {1, 2 | 3, 4}: C.5 wants two pairs, 1-4 and 2-3; C.4 does not apply
    // outside the PPB. It leaves 5 and 6, who met: the round cannot be completed
    // (A.9), so this bracket is the PPB and {5, 6} the collapsed scoregroup.
    // PPB under C.4: one pair only, 1-4 (downfloaters 2, 3: 2-6, 3-5 complete the
    // round) or 2-3 (downfloaters 1, 4: 1-5, 4-6). Same PSD (A.8, lowest 1.0:
    // [1.5, 1.0, 0.5]); C.10: 1-4 denies 1 its White, 2-3 grants both → 2-3.
    // CLB {1, 4 | 5, 6}: 1-5, 4-6 (4-5 met).
    let players = vec![
        line(1, 2400, "1.5", &[(3, 'w', '1'), (2, 'b', '=')]),
        line(2, 2390, "1.5", &[(4, 'w', '1'), (1, 'w', '=')]),
        line(3, 2380, "1.0", &[(1, 'b', '0'), (6, 'b', '1')]),
        line(4, 2370, "1.0", &[(2, 'b', '0'), (5, 'b', '1')]),
        line(5, 2360, "0.5", &[(6, 'w', '='), (4, 'w', '0')]),
        line(6, 2350, "0.5", &[(5, 'b', '='), (3, 'w', '0')]),
    ];
    let text = tournament("FIDE_DUTCH_2017", 5, "white1", &players);
    let t = read_str(&text).expect("test TRF reads").tournament;
    let o = rules2017::pair(&t, 3).expect("a pairing");
    let tpns =
        |v: &[usize]| -> Vec<u32> { v.iter().map(|&i| o.context.players[i].tpn.0).collect() };
    let scopes: Vec<Option<Scope>> = o.brackets.iter().map(|b| b.scope).collect();
    assert_eq!(
        scopes,
        [
            Some(Scope::NextBracket { last: false }),
            Some(Scope::Completion),
            Some(Scope::Completion)
        ]
    );
    let ppb = &o.brackets[1];
    assert_eq!(tpns(&ppb.downfloaters), [1, 4]);
    let clb = &o.brackets[2];
    assert_eq!(tpns(&clb.mdps), [1, 4]);
    assert_eq!(tpns(&clb.residents), [5, 6]);
    let mut pairs: Vec<(u32, u32)> = o
        .pairing
        .boards
        .iter()
        .map(|b| (b.white.0.min(b.black.0), b.white.0.max(b.black.0)))
        .collect();
    pairs.sort_unstable();
    assert_eq!(pairs, [(1, 5), (2, 3), (4, 6)]);
}

/// One way to pair a bracket: its pairs and the players left unpaired.
type Cand = (Vec<(usize, usize)>, Vec<usize>);

/// Every way to pair players of `bracket` (MDPs only with residents, C.1–C.3),
/// as (pairs, unpaired).
fn candidates(ctx: &RoundContext, b: &BracketOutcome, out: &mut Vec<Cand>) {
    let players: Vec<usize> = b.mdps.iter().chain(&b.residents).copied().collect();
    fn rec(
        ctx: &RoundContext,
        b: &BracketOutcome,
        rest: &[usize],
        pairs: &mut Vec<(usize, usize)>,
        left: &mut Vec<usize>,
        out: &mut Vec<Cand>,
    ) {
        let Some((&x, tail)) = rest.split_first() else {
            out.push((pairs.clone(), left.clone()));
            return;
        };
        left.push(x);
        rec(ctx, b, tail, pairs, left, out);
        left.pop();
        for (k, &y) in tail.iter().enumerate() {
            let both_mdps = b.mdps.contains(&x) && b.mdps.contains(&y);
            if both_mdps || !ctx.compatible(x, y) {
                continue;
            }
            let mut t2 = tail.to_vec();
            t2.remove(k);
            pairs.push((x, y));
            rec(ctx, b, &t2, pairs, left, out);
            pairs.pop();
        }
    }
    rec(ctx, b, &players, &mut vec![], &mut vec![], out);
}

/// C.5 then C.6: (more pairs, lower PSD) as one sortable key.
fn key(
    ctx: &RoundContext,
    pairs: &[(usize, usize)],
    left: &[usize],
    lowest: Points,
) -> (usize, Psd) {
    let s = |i: usize| ctx.players[i].pairing_score;
    let ps: Vec<(Points, Points)> = pairs.iter().map(|&(a, b)| (s(a), s(b))).collect();
    let ds: Vec<Points> = left.iter().map(|&i| s(i)).collect();
    (usize::MAX - pairs.len(), Psd::of(&ps, &ds, lowest))
}

#[test]
fn c5_c6_every_bracket_has_the_most_pairs_then_the_lowest_psd() {
    let mut brackets_checked = 0;
    // Absences and half-point byes spread the scores, so that brackets mix
    // three scores or more and the pairs' SDs matter as well as the downfloaters'.
    for seed in 1..=30u64 {
        let cfg = GeneratorConfig {
            players: 9 + (seed % 8) as u32,
            rounds: 9,
            seed,
            draw_percent: 20,
            forfeit_rate: 0.05,
            absence_rate: 0.08,
            half_bye_rate: 0.08,
            system: SystemKind::Dutch2017,
            ..Default::default()
        };
        let t = generate(&cfg, pair_round).expect("generates").tournament;
        for r in t.complete_rounds() {
            let o = rules2017::pair(&t.for_pairing_round(r), r).expect("pairs again");
            let ctx = &o.context;
            let last = o.brackets.len().saturating_sub(1);
            for (k, b) in o.brackets.iter().enumerate() {
                let size = b.mdps.len() + b.residents.len();
                // The next-bracket brackets (no completion above C.5) and the
                // last bracket (completion: at most one PAB-eligible unpaired).
                let is_last = k == last;
                if size > 12 || !(is_last || matches!(b.scope, Some(Scope::NextBracket { .. }))) {
                    continue;
                }
                let lowest = b
                    .mdps
                    .iter()
                    .chain(&b.residents)
                    .map(|&i| ctx.players[i].pairing_score)
                    .min()
                    .unwrap_or_default();
                let mut all = Vec::new();
                candidates(ctx, b, &mut all);
                let legal = |left: &Vec<usize>| {
                    !is_last
                        || match left.as_slice() {
                            [] => true,
                            [x] => ctx.players[*x].pab_eligible,
                            _ => false,
                        }
                };
                let best = all
                    .iter()
                    .filter(|(_, left)| legal(left))
                    .map(|(p, l)| key(ctx, p, l, lowest))
                    .min()
                    .expect("the engine's own candidate exists");
                let chosen = key(ctx, &b.pairs, &b.downfloaters, lowest);
                assert_eq!(chosen, best, "seed {seed} round {r} bracket {k}");
                brackets_checked += 1;
            }
        }
    }
    assert!(
        brackets_checked > 100,
        "{brackets_checked} brackets checked"
    );
}

/// The teaching view opens a 2017 round where that procedure differs from
/// 2026: the route of A.9 and the PSD (A.8) of every bracket. The event is
/// the one of `a9_ppb_and_clb_when_the_downfloaters_leave_the_round_incomplete`
/// with its round 3 played as paired there (1-5 1-0, 2-3 ½-½, 4-6 1-0).
#[test]
fn study_of_a_2017_round_shows_the_a9_route_and_each_psd() {
    use pocket_arbiter::dutch::colours::ColourRule;
    use pocket_arbiter::teach::study::{RoundStudy, Route};
    let players = vec![
        line(
            1,
            2400,
            "2.5",
            &[(3, 'w', '1'), (2, 'b', '='), (5, 'w', '1')],
        ),
        line(
            2,
            2390,
            "2.0",
            &[(4, 'w', '1'), (1, 'w', '='), (3, 'b', '=')],
        ),
        line(
            3,
            2380,
            "1.5",
            &[(1, 'b', '0'), (6, 'b', '1'), (2, 'w', '=')],
        ),
        line(
            4,
            2370,
            "2.0",
            &[(2, 'b', '0'), (5, 'b', '1'), (6, 'w', '1')],
        ),
        line(
            5,
            2360,
            "0.5",
            &[(6, 'w', '='), (4, 'w', '0'), (1, 'b', '0')],
        ),
        line(
            6,
            2350,
            "0.5",
            &[(5, 'b', '='), (3, 'w', '0'), (4, 'b', '0')],
        ),
    ];
    let text = tournament("FIDE_DUTCH_2017", 5, "white1", &players);
    // The browser test (tests/e2e/learn.mjs) imports the same event from this file.
    assert_eq!(
        std::fs::read_to_string("tests/data/explain-2017-ppb.trf").expect("fixture"),
        text
    );
    let t = read_str(&text).expect("test TRF reads").tournament;
    let s = RoundStudy::new(&t, 3).expect("a 2017 round opens");
    assert!(
        !s.recorded_differs(),
        "round 3 was played as the rules pair it"
    );
    let b = s.brackets();
    let routes: Vec<Route> = b.iter().map(|x| x.route).collect();
    // {1, 2} looks ahead to the next bracket only (C.7); {1, 2 | 3, 4} is the
    // PPB, {1, 4 | 5, 6} the CLB (A.9; derivation in the test named above).
    assert_eq!(routes, [Route::NextBracket, Route::Ppb, Route::Clb]);
    let psd = |k: usize| -> Vec<u32> { b[k].psd.iter().map(|p| p.0).collect() };
    // A.8, in tenths. {1, 2}: both downfloat, lowest 1.5: 1.5 − 0.5 = 1.0 each.
    assert_eq!(psd(0), [10, 10]);
    // PPB, lowest 1.0: 2-3 differ by 0.5; downfloaters 1 (1.5 − 0 = 1.5), 4 (1.0).
    assert_eq!(psd(1), [15, 10, 5]);
    // CLB: 1-5 differ by 1.0, 4-6 by 0.5; nobody downfloats.
    assert_eq!(psd(2), [10, 5]);
    // The literal stepping and "why not" judge by the 2017 text
    // (tests/teach/dutch2017_why_not.rs).
    assert!(s.views().routes && s.views().psd);
    assert!(s.views().stepping && s.views().why_not);
    // The PPB stepped literally under C.4 (A.9): its choice is the engine's,
    // 2–3 paired, 1 and 4 downfloating (derivation above).
    let ppb = s.open_bracket(1, 1000).expect("the PPB steps");
    assert_eq!(
        ppb.judge,
        pocket_arbiter::teach::literal::Judge::Dutch2017Completion
    );
    match &ppb.verdict {
        pocket_arbiter::teach::study::Verdict::Chosen { choice, agrees } => {
            assert!(agrees);
            let mut pairs: Vec<(u32, u32)> = choice
                .pairs
                .iter()
                .map(|&(a, b)| (a.0.min(b.0), a.0.max(b.0)))
                .collect();
            pairs.sort_unstable();
            assert_eq!(pairs, [(2, 3)]);
        }
        other => panic!("{other:?}"),
    }
    // Colours: E.1–E.5 are the rules of 2026 art. 5.2.1–5.2.5.
    assert_eq!(
        pocket_arbiter::lang::en::teach::colour_article(
            s.colour_article(ColourRule::AlternateHistory)
        ),
        "E.3 (2017; 2026 art. 5.2.3)"
    );
}
