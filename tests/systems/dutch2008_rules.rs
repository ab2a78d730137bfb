//! Seed 004 (Dutch ~2008) through the engine: the D4 examples (TV-20/21),
//! F3 (TV-22), the first round (F4/E5) and rounds derived by hand from the
//! text (each expectation derived in the comments; readings R<n> are those
//! of `docs/readings/dutch-2008.md`).

use pocket_arbiter::dutch::classic::bracket::{End, Engine, Filter, Level};
use pocket_arbiter::dutch::classic::context::Ctx;
use pocket_arbiter::dutch::classic::trace::{Event, Off};
use pocket_arbiter::dutch::classic::{pair_traced, rules2008};
use pocket_arbiter::model::{Colour, PairingError, Tournament};
use pocket_arbiter::swiss::Strength;
use pocket_arbiter::trf::read::read_str;

use crate::support::{line, pair, system_tournament_text};

fn text(total_rounds: u32, initial: &str, players: &[String]) -> String {
    system_tournament_text(Some("FIDE_DUTCH_2008"), total_rounds, initial, players)
}

fn read(s: &str) -> Tournament {
    read_str(s).expect("test TRF reads").tournament
}

/// TV-20's players, scored without playing (no colours, reading R4):
/// A = 3 (1), B = C = 2.5 (2, 3), D = 2 (4), E = 1.5 (5), F = 1 (6), and
/// optionally G = 2 (7). Rounds 1–2: A–B, C–D, E–F won by forfeit one way
/// then the other, so each of A–F has a forfeit win (no bye any more: B1b,
/// reading R3) and no game played (F2: the pairs stay legal); rounds 3–4:
/// requested byes F/H/Z (no float, no block: readings R2, R3). G has F, F.
fn d4_players(with_g: bool) -> Vec<String> {
    let r = |c: char| (0u32, '-', c);
    let mut v = vec![
        line(
            1,
            2500,
            "3.0",
            &[(2, 'w', '+'), (2, 'b', '-'), r('F'), r('F')],
        ),
        line(
            2,
            2450,
            "2.5",
            &[(1, 'b', '-'), (1, 'w', '+'), r('F'), r('H')],
        ),
        line(
            3,
            2400,
            "2.5",
            &[(4, 'w', '+'), (4, 'b', '-'), r('F'), r('H')],
        ),
        line(
            4,
            2350,
            "2.0",
            &[(3, 'b', '-'), (3, 'w', '+'), r('F'), r('Z')],
        ),
        line(
            5,
            2300,
            "1.5",
            &[(6, 'w', '+'), (6, 'b', '-'), r('H'), r('Z')],
        ),
        line(
            6,
            2250,
            "1.0",
            &[(5, 'b', '-'), (5, 'w', '+'), r('Z'), r('Z')],
        ),
    ];
    if with_g {
        v.push(line(7, 2200, "2.0", &[r('F'), r('F'), r('Z'), r('Z')]));
    }
    v
}

/// "F can only play A": XXP records forbid F (6) against B, C, D, E.
fn d4_tournament(with_g: bool) -> Tournament {
    let mut s = text(9, "white1", &d4_players(with_g));
    for o in 2..=5 {
        s.push_str(&format!("XXP 6 {o}\n"));
    }
    read(&s)
}

fn pairs_of(ctx: &Ctx, end: &End) -> Vec<(u32, u32)> {
    match end {
        End::Done(o) => {
            let mut v: Vec<(u32, u32)> = o
                .pairs
                .iter()
                .map(|&(a, b)| {
                    let (x, y) = (ctx.players[a].tpn.0, ctx.players[b].tpn.0);
                    (x.min(y), x.max(y))
                })
                .collect();
            v.sort_unstable();
            v
        }
        other => panic!("bracket not paired: {other:?}"),
    }
}

#[test]
fn tv20_d4_the_b3_factor_picks_png2() {
    // Seed 004 D4: the merged LSB {A, B, C | D, E, F}, as many from the
    // penultimate bracket (3) as in the original LSB (3): homogeneous
    // (R19/R21). S1 = {A, B, C}, S2 = {D, E, F}. The first acceptable
    // transposition is Png1 = A–F, B–D, C–E (B3 factor 5.25); after
    // exchanges Png2 = A–F, B–C, D–E (4.25) is the best: D4 picks it.
    let t = d4_tournament(false);
    let ctx = Ctx::build(&t, 5, &rules2008::TEXT).expect("context");
    let lv = Level {
        players: (0..6).collect(),
        mdps: vec![0, 1, 2],
        lowest: true,
        merged: true,
        // D4: the original LSB {D, E, F}.
        original_lsb: Some(3),
        alone: false,
    };
    let mut off = Off;
    let mut eng = Engine::new(&ctx, &mut off, 1_000_000);
    let end = eng
        .pair_level(&lv, false, &Filter::None)
        .expect("in budget");
    assert_eq!(pairs_of(&ctx, &end), vec![(1, 6), (2, 3), (4, 5)]);
    // Without D4 (the same bracket not merged) the first acceptable
    // candidate, Png1, stands.
    let plain = Level {
        merged: false,
        original_lsb: None,
        ..lv
    };
    let mut off = Off;
    let mut eng = Engine::new(&ctx, &mut off, 1_000_000);
    let end = eng
        .pair_level(&plain, false, &Filter::None)
        .expect("in budget");
    assert_eq!(pairs_of(&ctx, &end), vec![(1, 6), (2, 4), (3, 5)]);
}

#[test]
fn tv21_d4_with_g_the_lsb_is_heterogeneous() {
    // Seed 004 D4 "Attention": G (2.0, the only one who may be exempt: the
    // others had a PAB) makes the LSB 3 MDPs against 4: heterogeneous. S1 =
    // {A, B, C}, S2 = {D, G, E, F} (A2: 2.0 D then G by number, 1.5, 1.0).
    // F needs A; the remainder (P1 − M1 = 0 pairs) is one player, who must
    // be exempt: G. First prefix in D1 order: A–F, B–D, C–E, G exempt.
    let t = d4_tournament(true);
    let ctx = Ctx::build(&t, 5, &rules2008::TEXT).expect("context");
    let a2: Vec<u32> = ctx.players.iter().map(|p| p.tpn.0).collect();
    assert_eq!(a2, vec![1, 2, 3, 4, 7, 5, 6]);
    let lv = Level {
        players: (0..7).collect(),
        mdps: vec![0, 1, 2],
        lowest: true,
        merged: true,
        // D4: the original LSB {D, E, F, G}: 3 < 4, heterogeneous.
        original_lsb: Some(4),
        alone: false,
    };
    let mut off = Off;
    let mut eng = Engine::new(&ctx, &mut off, 1_000_000);
    let end = eng
        .pair_level(&lv, false, &Filter::None)
        .expect("in budget");
    assert_eq!(pairs_of(&ctx, &end), vec![(1, 6), (2, 4), (3, 5)]);
    match end {
        End::Done(o) => assert_eq!(
            o.down
                .iter()
                .map(|&i| ctx.players[i].tpn.0)
                .collect::<Vec<_>>(),
            vec![7]
        ),
        _ => unreachable!(),
    }
}

#[test]
fn tv22_f3_unplayed_rounds_leave_the_colour_sequence() {
    // Seed 004 F3 (N = noir = Black, B = blanc = White): NBB-N → -NBBN,
    // BN-BN → -BNBN, NBB-N-B → --NBBNB. Players 1–3 carry these histories
    // against 4–7 (forfeits for the '-' rounds).
    use Colour::{Black as N, White as B};
    // Player 1: N B B - N (rounds 1–5), player 6: B N - B N, player 11:
    // N B B - N - B (rounds 1–7); each game won against a player who plays
    // only that game ('-' rounds and the others' rounds are absences Z).
    let seqs: [(u32, &str); 3] = [(1, "NBB-N"), (6, "BN-BN"), (11, "NBB-N-B")];
    let mut rounds: Vec<Vec<(u32, char, char)>> = vec![Vec::new(); 17];
    let mut next_opponent = 2;
    for (main, seq) in seqs {
        for (r, c) in seq.chars().enumerate() {
            if c == '-' {
                rounds[main as usize].push((0, '-', 'Z'));
                continue;
            }
            while [1, 6, 11].contains(&next_opponent) {
                next_opponent += 1;
            }
            let o = next_opponent;
            next_opponent += 1;
            let (mine, theirs) = if c == 'B' { ('w', 'b') } else { ('b', 'w') };
            rounds[main as usize].push((o, mine, '1'));
            while rounds[o as usize].len() < r {
                rounds[o as usize].push((0, '-', 'Z'));
            }
            rounds[o as usize].push((main, theirs, '0'));
        }
    }
    let p: Vec<String> = (1..=16u32)
        .map(|k| {
            let mut v = rounds[k as usize].clone();
            while v.len() < 7 {
                v.push((0, '-', 'Z'));
            }
            let wins = v.iter().filter(|x| x.2 == '1').count();
            line(k, 2500 - k, &format!("{wins}.0"), &v)
        })
        .collect();
    let t = read(&text(9, "white1", &p));
    let ctx = Ctx::build(&t, 8, &rules2008::TEXT).expect("context");
    let of = |tpn: u32| {
        ctx.players
            .iter()
            .find(|p| p.tpn.0 == tpn)
            .expect("paired in round 8")
    };
    assert_eq!(of(1).colours.0, vec![N, B, B, N]);
    assert_eq!(of(6).colours.0, vec![B, N, B, N]);
    assert_eq!(of(11).colours.0, vec![N, B, B, N, B]);
    // A7 on the compressed sequences: -NBBN: CD 0, last Black → mild White;
    // -BNBN the same; --NBBNB: CD +1 → strong Black.
    let pref = |tpn: u32| of(tpn).preference.map(|p| (p.colour, p.strength));
    assert_eq!(pref(1), Some((B, Strength::Mild)));
    assert_eq!(pref(6), Some((B, Strength::Mild)));
    assert_eq!(pref(11), Some((N, Strength::Strong)));
}

#[test]
fn f4_e5_first_round() {
    // Seed 004 F4: one homogeneous bracket in A2 order, S1 = {1, 2, 3},
    // S2 = {4, 5, 6, 7}: 1–4, 2–5, 3–6, the last player (7) exempt. E5 with
    // the lot White for the first: odd places of S1 (1, 3) White, even (2)
    // Black. F1: boards in A2 order of their higher player.
    let p: Vec<String> = (1..=7)
        .map(|k| line(k, 2500 - 10 * k, "0.0", &[]))
        .collect();
    assert_eq!(
        pair(&text(5, "white1", &p), 1),
        Ok("4\n1 4\n5 2\n3 6\n7 0\n".into())
    );
    assert_eq!(
        pair(&text(5, "black1", &p), 1),
        Ok("4\n4 1\n2 5\n6 3\n7 0\n".into())
    );
}

#[test]
fn round_two_incompatible_players_move_down_into_a_homogeneous_bracket() {
    // R1 (white1): 1–4 1-0, 5–2 0-1, 3–6 ½-½. Round 2 of 5 (even).
    // Scores: 1, 2 = 1; 3, 6 = ½; 4, 5 = 0.
    // Bracket 1: {1, 2}: 1 had White (strong Black), 2 Black (strong White):
    //   1–2, E1: 2 White.
    // Bracket ½: {3, 6} met in round 1: C1 moves 3 down, then 6 (alone, no
    //   opponent) down (R27).
    // Bracket 0: {3, 6 | 4, 5}: 2 MDPs of 4 players, A3: homogeneous (R19).
    //   S1 = {3, 6}, S2 = {4, 5}: 3–4 (Black/White wanted), 6–5 (White/Black):
    //   no colour conflict, X1 = Z1 = 0 met; accepted.
    // Colours: 4–3 E1 (4 White), 6–5 E1 (6 White).
    // F1: 2–1 (higher 1.0); 4–3 and 6–5 (higher ½, sum ½), 3 before 6.
    let p = vec![
        line(1, 2400, "1.0", &[(4, 'w', '1')]),
        line(2, 2390, "1.0", &[(5, 'b', '1')]),
        line(3, 2380, "0.5", &[(6, 'w', '=')]),
        line(4, 2370, "0.0", &[(1, 'b', '0')]),
        line(5, 2360, "0.0", &[(2, 'w', '0')]),
        line(6, 2350, "0.5", &[(3, 'b', '=')]),
    ];
    assert_eq!(
        pair(&text(5, "white1", &p), 2),
        Ok("3\n2 1\n4 3\n6 5\n".into())
    );
}

#[test]
fn no_legal_pairing_is_an_error_not_a_panic() {
    // Three players who all met (R1 1–2, R2 1–3, R3 2–3), each having had
    // the bye (B1b): round 4 has no legal pairing (B1a, B1b).
    let p = vec![
        line(
            1,
            2400,
            "2.5",
            &[(2, 'w', '1'), (3, 'b', '='), (0, '-', 'U')],
        ),
        line(
            2,
            2390,
            "2.0",
            &[(1, 'b', '0'), (0, '-', 'U'), (3, 'w', '1')],
        ),
        line(
            3,
            2380,
            "1.5",
            &[(0, '-', 'U'), (1, 'w', '='), (2, 'b', '0')],
        ),
    ];
    assert_eq!(
        pair(&text(5, "white1", &p), 4),
        Err(PairingError::NoLegalPairing { round: 4 })
    );
}

#[test]
fn the_trace_names_the_steps() {
    // Round 2 of the case above: the trace has the brackets, C1 moves,
    // the accepted pairs and a colour rule per board.
    let p = vec![
        line(1, 2400, "1.0", &[(4, 'w', '1')]),
        line(2, 2390, "1.0", &[(5, 'b', '1')]),
        line(3, 2380, "0.5", &[(6, 'w', '=')]),
        line(4, 2370, "0.0", &[(1, 'b', '0')]),
        line(5, 2360, "0.0", &[(2, 'w', '0')]),
        line(6, 2350, "0.5", &[(3, 'b', '=')]),
    ];
    let t = read(&text(5, "white1", &p));
    let (out, events) = pair_traced(&t, 2, &rules2008::RULES).expect("pairs");
    assert_eq!(out.pairing.boards.len(), 3);
    let c1 = events
        .iter()
        .filter(|e| matches!(e, Event::C1Incompatible { .. }))
        .count();
    assert_eq!(c1, 2, "3 and 6 moved down by C1");
    let colours = events
        .iter()
        .filter(|e| matches!(e, Event::Colour { .. }))
        .count();
    assert_eq!(colours, 3);
    let lines = pocket_arbiter::lang::en::classic::trace(&events);
    assert!(lines
        .iter()
        .any(|l| l.starts_with("C1: 3 has no compatible opponent")));
}

#[test]
fn the_trace_lists_the_transpositions_passed_over() {
    // R1 (white1): 1–4, 2–5, 3–6 all drawn. Round 2: one bracket of six on
    // ½, S1 = {1, 2, 3}, S2 = {4, 5, 6}. D1 #0 (4-5-6) and #1 (4-6-5) pair
    // 1–4 again (B1a), #2 (5-4-6) pairs 3–6 again (B1a).
    let p = vec![
        line(1, 2400, "0.5", &[(4, 'w', '=')]),
        line(2, 2390, "0.5", &[(5, 'b', '=')]),
        line(3, 2380, "0.5", &[(6, 'w', '=')]),
        line(4, 2370, "0.5", &[(1, 'b', '=')]),
        line(5, 2360, "0.5", &[(2, 'w', '=')]),
        line(6, 2350, "0.5", &[(3, 'b', '=')]),
    ];
    let t = read(&text(5, "white1", &p));
    let (_, events) = pair_traced(&t, 2, &rules2008::RULES).expect("pairs");
    let firsts: Vec<(u64, String)> = events
        .iter()
        .filter_map(|e| match e {
            Event::C6Candidate {
                transposition: Some(k),
                rejected: Some(r),
                ..
            } => Some((*k, pocket_arbiter::lang::en::classic::rejection(r))),
            _ => None,
        })
        .take(3)
        .collect();
    assert_eq!(firsts[0], (0, "B1a: 1 and 4 have already met".to_string()));
    assert_eq!(firsts[1], (1, "B1a: 1 and 4 have already met".to_string()));
    assert_eq!(firsts[2], (2, "B1a: 3 and 6 have already met".to_string()));
}

#[test]
#[ignore = "prints a trace for reading"]
fn print_trace() {
    let p = vec![
        line(1, 2400, "0.5", &[(4, 'w', '=')]),
        line(2, 2390, "0.5", &[(5, 'b', '=')]),
        line(3, 2380, "0.5", &[(6, 'w', '=')]),
        line(4, 2370, "0.5", &[(1, 'b', '=')]),
        line(5, 2360, "0.5", &[(2, 'w', '=')]),
        line(6, 2350, "0.5", &[(3, 'b', '=')]),
    ];
    // DUTCH2008_FILE=path pairs the round after the last one played there.
    let (t, round) = match std::env::var("DUTCH2008_FILE") {
        Ok(path) => {
            let t = read(&std::fs::read_to_string(path).expect("file"));
            let played = t.players.iter().map(|p| p.rounds.len()).max().unwrap_or(0);
            (t, played as u32 + 1)
        }
        Err(_) => (read(&text(5, "white1", &p)), 2),
    };
    let (out, events) = pair_traced(&t, round, &rules2008::RULES).expect("pairs");
    for l in pocket_arbiter::lang::en::classic::trace(&events) {
        println!("{l}");
    }
    println!("{}", out.pairing.to_reference_format());
    assert!(matches!(
        events.last(),
        Some(Event::Colour { .. } | Event::Bye { .. })
    ));
}

#[test]
fn generated_rounds_keep_the_absolute_criteria() {
    // Every pairing the engine returns on generated events (5–16 players,
    // forfeits, absences, half-point byes) keeps B1a (no rematch of a game
    // played, F2), B2 (no two equal absolute preferences, except with a
    // topscorer: B2 note) and B1b (the bye to a player who may have it); and
    // when it finds no pairing, none exists under those criteria (the C13
    // merges went all the way up).
    use pocket_arbiter::generate::{generate, GeneratorConfig};
    use pocket_arbiter::model::SystemKind;
    use pocket_arbiter::systems::pair_round;
    let mut rounds = 0;
    for seed in 1..=60u64 {
        let cfg = GeneratorConfig {
            players: 5 + (seed % 12) as u32,
            rounds: 5 + (seed % 5) as u32,
            seed,
            forfeit_rate: 0.05,
            absence_rate: 0.05,
            half_bye_rate: 0.03,
            system: SystemKind::Dutch2008,
            ..Default::default()
        };
        let out = generate(&cfg, |t, r| {
            let got = pair_round(t, r);
            let ctx = Ctx::build(t, r, &rules2008::TEXT).expect("context");
            let at = |tpn: pocket_arbiter::model::Tpn| {
                ctx.players
                    .iter()
                    .position(|p| p.tpn == tpn)
                    .expect("a paired player is to be paired")
            };
            let mut off = Off;
            let eng = Engine::new(&ctx, &mut off, 1);
            match &got {
                Ok(p) => {
                    for b in &p.boards {
                        let (w, bl) = (at(b.white), at(b.black));
                        assert!(eng.absolute_ok(w, bl), "seed {seed} round {r}: {b:?}");
                    }
                    if let Some(x) = p.bye {
                        assert!(ctx.players[at(x)].bye_ok, "seed {seed} round {r}: bye {x}");
                    }
                    rounds += 1;
                }
                Err(PairingError::NoLegalPairing { .. }) => {
                    let all: Vec<usize> = (0..ctx.len()).collect();
                    assert!(
                        !eng.completes(&all),
                        "seed {seed} round {r}: a pairing exists"
                    );
                }
                Err(e) => panic!("seed {seed} round {r}: {e:?}"),
            }
            got
        })
        .expect("generates");
        let _ = out;
    }
    assert!(rounds > 250, "{rounds} rounds checked");
}

#[test]
fn round_two_needs_a_d2_exchange() {
    // R1 (white1): 1–4, 2–5, 3–6 all drawn (1, 3, 5 had White). Round 2
    // (even), one homogeneous bracket on ½: S1 = {1, 2, 3}, S2 = {4, 5, 6}.
    // Preferences (A7.b): 1, 3, 5 strong Black; 2, 4, 6 strong White. A8:
    // W = B = 3, w = b = a = 0, P0 = 3: X1 = 3 − 3 = 0, Z1 = 0.
    // D1 on S2: #0 4-5-6 and #1 4-6-5 repeat 1–4 (B1a); #2 5-4-6 repeats 3–6;
    // #3 5-6-4 and #4 6-4-5 give two pairs with equal preferences (X = 0);
    // #5 6-5-4 repeats 2–5. C8.a, D2 N = 1: first 3↔4 (DIFFERENZ 1): S1 =
    // {1, 2, 4}, S2 = {3, 5, 6}: #0 3-5-6 repeats 2–5; #1 3-6-5, #2 5-3-6,
    // #3 5-6-3 have two equal-preference pairs; #4 6-3-5 = 1–6, 2–3, 4–5, no
    // conflict: accepted. Colours E1: 6, 2, 4 White. F1 (all ½): by the
    // higher player's number: 6–1, 2–3, 4–5.
    let p = vec![
        line(1, 2400, "0.5", &[(4, 'w', '=')]),
        line(2, 2390, "0.5", &[(5, 'b', '=')]),
        line(3, 2380, "0.5", &[(6, 'w', '=')]),
        line(4, 2370, "0.5", &[(1, 'b', '=')]),
        line(5, 2360, "0.5", &[(2, 'w', '=')]),
        line(6, 2350, "0.5", &[(3, 'b', '=')]),
    ];
    assert_eq!(
        pair(&text(5, "white1", &p), 2),
        Ok("3\n6 1\n2 3\n4 5\n".into())
    );
}
