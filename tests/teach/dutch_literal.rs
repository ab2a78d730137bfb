//! The literal bracket procedure (C.04.3 art. 3–4 carried out by hand):
//! its sequences against the seeds' worked examples (TV-26, TV-27, DV-02,
//! DV-03, DV-08), its traces on hand-made brackets, and its agreement with
//! the engine on corpus rounds.

use pocket_arbiter::dutch::context::RoundContext;
use pocket_arbiter::dutch::criterion::Criterion;
use pocket_arbiter::dutch::evaluate::{evaluate, Candidate};
use pocket_arbiter::dutch::rules2026;
use pocket_arbiter::dutch::sequence::{transpositions, Exchange};
use pocket_arbiter::lang::en::teach as words;
use pocket_arbiter::model::Tpn;
use pocket_arbiter::teach::literal::{
    pair_bracket, pair_round, subgroup_order, BracketInput, Options, RoundOutcome,
};
use pocket_arbiter::teach::trace::{BracketStatus, ChoiceReason, Outcome};
use pocket_arbiter::trf::read::read_str;
use std::collections::HashMap;
use std::path::Path;
use std::time::Instant;

use crate::support;
use support::{line, tournament};

fn parse_seq(s: &str) -> Vec<usize> {
    s.split('-').filter_map(|x| x.parse().ok()).collect()
}

/// Every candidate of an 11-player round-1 bracket is legal and leaves one
/// downfloater ([C6] unfulfilled): never perfect (art. 3.4.1), so the whole
/// sequence of art. 3.6 is generated in order. Records are kept one per
/// candidate; the budget stops after the original subgroups, the 30
/// one-player and the first 12 two-player exchanges (720 transpositions each).
#[test]
fn tv26_dv08_dv02_dv03_homogeneous_sequence_of_candidates() {
    let players: Vec<String> = (1..=11)
        .map(|i| line(i, 2500 - i * 10, "0.0", &[]))
        .collect();
    let t = tournament(5, "white1", &players);
    let blocks = 1 + 30 + 12;
    let opts = Options {
        budget: 720 * blocks,
        record: true,
        compress: false,
        // the first candidate already reaches the lower bound: exhaust instead
        use_bounds: false,
    };
    let lit = pair_round(&t, 1, &opts).expect("literal round");
    let b = &lit.brackets[0];
    assert!(matches!(b.status, BracketStatus::Unfinished { .. }));
    // Round 1: everybody on 0, pairing order = TPN order, so BSN = TPN (art. 4.1).
    let bsn = |t: Tpn| t.0 as usize;
    let recs = b.records(0, b.record_count());
    assert_eq!(recs.len() as u64, 720 * blocks);
    for r in recs {
        assert_eq!(r.count, 1);
        assert_eq!(
            r.outcome,
            Outcome::Imperfect {
                violations: vec![Criterion::C6Downfloaters],
                new_best: r.first == 0,
            }
        );
    }
    // Block 0: the original S1 = 1..5 against the transpositions of S2 = 6..11.
    let s2_of = |k: usize| -> Vec<usize> { recs[k].pairs.iter().map(|p| bsn(p.1)).collect() };
    let s1_of = |k: usize| -> Vec<usize> { recs[k].pairs.iter().map(|p| bsn(p.0)).collect() };
    // TV-26 (French list) / DV-08: true lexicographic order of the first five BSNs.
    assert_eq!(s2_of(0), parse_seq("6-7-8-9-10"));
    assert_eq!(s2_of(1), parse_seq("6-7-8-9-11"));
    assert_eq!(s2_of(2), parse_seq("6-7-8-10-9"));
    assert_eq!(s2_of(3), parse_seq("6-7-8-10-11"));
    assert_eq!(s2_of(119), parse_seq("6-11-10-9-8"));
    assert_eq!(s2_of(120), parse_seq("7-6-8-9-10"));
    assert_eq!(s2_of(719), parse_seq("11-10-9-8-7"));
    let all: Vec<Vec<usize>> = transpositions(&[6, 7, 8, 9, 10, 11], 5).collect();
    assert_eq!(all.len(), 720);
    for (k, t) in all.iter().enumerate() {
        assert_eq!(&s2_of(k), t, "transposition {k}");
        assert_eq!(s1_of(k), vec![1, 2, 3, 4, 5]);
        assert_eq!(recs[k].alteration.transposition, k as u64);
        assert_eq!(recs[k].alteration.exchange, 0);
        // the sixth S2 player downfloats (art. 3.3.2)
        let down: Vec<usize> = recs[k].downfloaters.iter().map(|&t| bsn(t)).collect();
        let missing: Vec<usize> = (6..=11).filter(|x| !t.contains(x)).collect();
        assert_eq!(down, missing);
    }
    // Blocks 1–30: DV-02, the one-player exchanges in art. 4.3.2 order; each
    // applied to the ORIGINAL S1/S2 and re-sorted (art. 3.6.1), then its 720
    // transpositions again.
    let dv02 = "5-6 5-7 4-6 5-8 4-7 3-6 5-9 4-8 3-7 2-6 5-10 4-9 3-8 2-7 1-6 5-11 4-10 3-9 \
                2-8 1-7 4-11 3-10 2-9 1-8 3-11 2-10 1-9 2-11 1-10 1-11";
    let dv03 = "4,5-6,7 4,5-6,8 3,5-6,7 4,5-6,9 4,5-7,8 3,5-6,8 2,5-6,7 3,4-6,7 4,5-6,10 \
                4,5-7,9 3,5-6,9 3,5-7,8";
    let expected: Vec<(Vec<usize>, Vec<usize>)> = dv02
        .split_whitespace()
        .chain(dv03.split_whitespace())
        .map(|e| {
            let (a, b) = e.split_once('-').unwrap_or(("", ""));
            let nums =
                |s: &str| -> Vec<usize> { s.split(',').filter_map(|x| x.parse().ok()).collect() };
            (nums(a), nums(b))
        })
        .collect();
    assert_eq!(expected.len(), 42);
    for (k, (out, inn)) in expected.iter().enumerate() {
        let first = 720 * (k + 1);
        let r = &recs[first];
        assert_eq!(r.alteration.exchange, k + 1);
        assert_eq!(r.alteration.transposition, 0);
        assert_eq!(
            r.exchange.as_ref(),
            Some(&(out.clone(), inn.clone())),
            "exchange {}",
            k + 1
        );
        let mut s1: Vec<usize> = (1..=5)
            .filter(|b| !out.contains(b))
            .chain(inn.iter().copied())
            .collect();
        s1.sort_unstable();
        for j in first..first + 720 {
            assert_eq!(s1_of(j), s1);
        }
        // the new S2, sorted, gives the first transposition
        let mut s2: Vec<usize> = (6..=11)
            .filter(|b| !inn.contains(b))
            .chain(out.iter().copied())
            .collect();
        s2.sort_unstable();
        assert_eq!(s2_of(first), s2[..5].to_vec());
        assert_eq!(recs[first + 719].alteration.transposition, 719);
    }
}

/// TV-26 input B / DV-08: a heterogeneous bracket of 11 with two MDPs. Round 1
/// (12 players, white1): 1 beats 7, 2 gets the PAB, 12 is absent (H, ½), the
/// other four games are drawn. Round 2: 1 and 2 (1 point) may not meet (a
/// forbidden pair), so the top bracket pairs nobody and both move down into
/// the ½-point bracket: MDPs 1, 2 (BSN 1, 2) and residents 3 4 5 6 8 9 10 11
/// 12 (BSN 3–11). M1 = 2, S1 = {1, 2}, S2 = BSN 3–11: the MDP-Pairings follow
/// the 72 transpositions 3-4, 3-5, …, 3-11, 4-3, 4-5, …, 11-10 (art. 4.2.2).
/// The bracket has 11 players, so one downfloats: never perfect, and every
/// MDP-Pairing is tried (art. 3.7.2) after its remainder (art. 3.7.1).
#[test]
fn tv26_dv08_heterogeneous_72_mdp_pairings() {
    let players = vec![
        line(1, 2500, "1.0", &[(7, 'w', '1')]),
        line(2, 2490, "1.0", &[(0, '-', 'U')]),
        line(3, 2480, "0.5", &[(8, 'w', '=')]),
        line(4, 2470, "0.5", &[(9, 'b', '=')]),
        line(5, 2460, "0.5", &[(10, 'w', '=')]),
        line(6, 2450, "0.5", &[(11, 'b', '=')]),
        line(7, 2440, "0.0", &[(1, 'b', '0')]),
        line(8, 2430, "0.5", &[(3, 'b', '=')]),
        line(9, 2420, "0.5", &[(4, 'w', '=')]),
        line(10, 2410, "0.5", &[(5, 'b', '=')]),
        line(11, 2400, "0.5", &[(6, 'w', '=')]),
        line(12, 2390, "0.5", &[(0, '-', 'H')]),
    ];
    let mut t = tournament(5, "white1", &players);
    t.forbidden_pairs = vec![(Tpn(1), Tpn(2))];
    let opts = Options {
        budget: 200_000,
        use_bounds: false,
        ..Options::default()
    };
    let lit = pair_round(&t, 2, &opts).expect("literal round");
    let b = &lit.brackets[1];
    assert_eq!(b.parameters.m0, 2);
    assert_eq!(b.parameters.m1, 2);
    assert_eq!(b.parameters.max_pairs, 5);
    assert_eq!(b.parameters.mdp_sets, vec![vec![1, 2]]);
    let bsn: HashMap<Tpn, usize> = b.table.iter().map(|r| (r.tpn, r.bsn)).collect();
    let recs = b.records(0, b.record_count());
    // The first record of each MDP-Pairing announces its remainder.
    let mut seen = Vec::new();
    for r in recs.iter().filter(|r| r.remainder.is_some()) {
        assert_eq!(r.alteration.mdp_transposition, Some(seen.len() as u64));
        assert_eq!((r.alteration.exchange, r.alteration.transposition), (0, 0));
        let partners: Vec<usize> = r.pairs[..2].iter().map(|p| bsn[&p.1]).collect();
        let mdps: Vec<usize> = r.pairs[..2].iter().map(|p| bsn[&p.0]).collect();
        assert_eq!(mdps, vec![1, 2]);
        seen.push(partners);
    }
    assert_eq!(seen.len(), 72);
    let first_ten: Vec<String> = seen[..10]
        .iter()
        .map(|v| format!("{}-{}", v[0], v[1]))
        .collect();
    assert_eq!(
        first_ten.join(", "),
        "3-4, 3-5, 3-6, 3-7, 3-8, 3-9, 3-10, 3-11, 4-3, 4-5"
    );
    assert_eq!(seen[71], vec![11, 10]);
    let all: Vec<Vec<usize>> = transpositions(&(3..=11).collect::<Vec<_>>(), 2).collect();
    assert_eq!(seen, all);
    // The remainder of 7 (renumbered 1–7, art. 4.1) has MaxPairs 3: 35 splits
    // of S1R/S2R × 24 transpositions = 840 candidates per MDP-Pairing.
    assert_eq!(b.generated, 72 * 840);
    // The literal round agrees with the engine.
    let engine = rules2026::pair(&t, 2).expect("engine").pairing;
    match &lit.outcome {
        RoundOutcome::Paired { pairing, .. } => assert_eq!(pairing, &engine),
        other => panic!("literal round did not finish: {other:?}"),
    }
}

/// TV-27: the comparison examples of art. 4.3.2 hold in the order the literal
/// search applies the exchanges (11 players, S1 = 1–5).
#[test]
fn tv27_exchange_comparisons_in_the_literal_order() {
    let order = subgroup_order(11, 5);
    // 1 + 30 + 150 + 200 + 75 + 6 exchanges = C(11, 5) splits of the bracket.
    assert_eq!(order.len(), 462);
    let pos = |from_s1: &[usize], from_s2: &[usize]| {
        let e = Exchange {
            from_s1: from_s1.to_vec(),
            from_s2: from_s2.to_vec(),
        };
        order
            .iter()
            .position(|(x, _, _)| x.as_ref() == Some(&e))
            .unwrap_or(usize::MAX)
    };
    // a) one BSN before two: the last one-player exchange before the first two-player one
    assert!(pos(&[1], &[11]) < pos(&[4, 5], &[6, 7]));
    // b) 6↔4 (difference 2) before 8↔5 (3); 8+6↔4+3 (7) before 9+8↔5+4 (8)
    assert!(pos(&[4], &[6]) < pos(&[5], &[8]));
    assert!(pos(&[3, 4], &[6, 8]) < pos(&[4, 5], &[8, 9]));
    // c) moving 5 before 4 (same S2 BSN); 5-2 before 4-3; 5-4-1 before 5-3-2
    assert!(pos(&[5], &[6]) < pos(&[4], &[7]) || pos(&[5], &[7]) < pos(&[4], &[8]));
    assert!(pos(&[2, 5], &[6, 7]) < pos(&[3, 4], &[6, 7]));
    assert!(pos(&[1, 4, 5], &[6, 7, 8]) < pos(&[2, 3, 5], &[6, 7, 8]));
    // d) 6 before 7; 6-9 before 7-8; 6-7-10 before 6-8-9
    assert!(pos(&[5], &[6]) < pos(&[5], &[7]));
    assert!(pos(&[4, 5], &[6, 9]) < pos(&[4, 5], &[7, 8]));
    assert!(pos(&[3, 4, 5], &[6, 7, 10]) < pos(&[3, 4, 5], &[6, 8, 9]));
    // Each split appears once: the exchanges reach every 5-subset as S1.
    let mut s1s: Vec<Vec<usize>> = order.iter().map(|(_, s1, _)| s1.clone()).collect();
    s1s.sort();
    s1s.dedup();
    assert_eq!(s1s.len(), 462);
}

/// The round-2 bracket of `c1_no_rematch_takes_the_next_transposition`
/// (tests/dutch_rules.rs), traced: R1 1W–3B ½, 4W–2B ½; all on ½.
/// art. 3.2.2: S1 = 1,2, S2 = 3,4. Candidate 1: 1–3 met in round 1 ([C1]).
/// Candidate 2 (transposition 2): 1–4, 2–3: 1 and 4 both prefer Black, 2 and
/// 3 both White, all strong (one game each, CD ±1, art. 1.7.2): [C12] and
/// [C13] unfulfilled, the best so far. Transpositions exhausted → exchange 1
/// (2↔3, art. 4.3.2): S1 = 1,3, S2 = 2,4; candidate 3: 1–2, 3–4 grants
/// every preference: perfect, accepted at once (art. 3.4.1).
#[test]
fn small_bracket_trace() {
    let players = vec![
        line(1, 2400, "0.5", &[(3, 'w', '=')]),
        line(2, 2390, "0.5", &[(4, 'b', '=')]),
        line(3, 2380, "0.5", &[(1, 'b', '=')]),
        line(4, 2370, "0.5", &[(2, 'w', '=')]),
    ];
    let t = tournament(3, "white1", &players);
    let lit = pair_round(&t, 2, &Options::default()).expect("literal");
    let b = &lit.brackets[0];
    assert_eq!(b.parameters.max_pairs, 2);
    assert_eq!(
        (b.parameters.s1.clone(), b.parameters.s2.clone()),
        (vec![1, 2], vec![3, 4])
    );
    let recs = b.records(0, 10);
    assert_eq!(recs.len(), 3);
    assert_eq!(b.generated, 3);
    assert!(matches!(
        &recs[0].outcome,
        Outcome::Illegal { a, b, .. } if (*a, *b) == (Tpn(1), Tpn(3))
    ));
    assert!(words::candidate_record(&recs[0]).contains("C1 (they met in round 1)"));
    assert_eq!(
        recs[1].outcome,
        Outcome::Imperfect {
            violations: vec![
                Criterion::C12ColourPreference,
                Criterion::C13StrongColourPreference
            ],
            new_best: true
        }
    );
    assert_eq!(recs[1].pairs, vec![(Tpn(1), Tpn(4)), (Tpn(2), Tpn(3))]);
    assert_eq!(recs[2].outcome, Outcome::Perfect);
    assert_eq!(recs[2].exchange, Some((vec![2], vec![3])));
    assert_eq!(recs[2].pairs, vec![(Tpn(1), Tpn(2)), (Tpn(3), Tpn(4))]);
    let c = b.choice().expect("finished");
    assert_eq!(c.candidate, 2);
    assert_eq!(c.reason, ChoiceReason::Perfect);
    // paging
    assert_eq!(b.records(1, 1).len(), 1);
    assert_eq!(b.records(5, 3).len(), 0);
    assert_eq!(b.record_of(1).map(|r| r.first), Some(1));
    // serde round trip of the trace
    let json = serde_json::to_string(b).expect("serialise");
    let back: pocket_arbiter::teach::trace::BracketTrace =
        serde_json::from_str(&json).expect("deserialise");
    assert_eq!(&back, b);
}

#[derive(Debug, Default)]
struct Counts {
    rounds: usize,
    finished: usize,
    agree: usize,
    disagreements: Vec<String>,
}

/// Pairs every complete round of the files in `dir` with at most
/// `max_players` players, literally (budget per bracket) and with the engine.
fn agreement(dir: &Path, max_players: usize, budget: u64, use_bounds: bool) -> Counts {
    let opts = Options {
        budget,
        record: false,
        compress: true,
        use_bounds,
    };
    let mut c = Counts::default();
    for (f, r, d) in crate::support::corpus_rounds(dir, max_players) {
        c.rounds += 1;
        let engine = rules2026::pair(&d, r).map(|o| o.pairing).ok();
        match pair_round(&d, r, &opts) {
            Ok(lit) => {
                if let RoundOutcome::Paired { pairing, .. } = lit.outcome {
                    c.finished += 1;
                    if engine.as_ref() == Some(&pairing) {
                        c.agree += 1;
                    } else {
                        c.disagreements.push(format!("{} round {r}", f.display()));
                    }
                }
            }
            Err(e) => {
                // both must find no legal pairing
                if engine.is_some() {
                    c.finished += 1;
                    c.disagreements
                        .push(format!("{} round {r}: {e}", f.display()));
                }
            }
        }
    }
    c
}

/// Both ways: the whole sequence (pure art. 3.8), and stopping at a candidate
/// that reaches the lower bound.
fn check(dir: &Path, max_players: usize, budget: u64) {
    check_mode(dir, max_players, budget, false);
    check_mode(dir, max_players, budget, true);
}

fn check_mode(dir: &Path, max_players: usize, budget: u64, use_bounds: bool) {
    let start = Instant::now();
    let c = agreement(dir, max_players, budget, use_bounds);
    println!(
        "{} ({}): players ≤ {max_players}, budget {budget}/bracket: {} rounds, {} finished within budget, {} agree with the engine, {} unfinished ({:.1} s)",
        dir.display(),
        if use_bounds { "with bounds" } else { "whole sequence" },
        c.rounds,
        c.finished,
        c.agree,
        c.rounds - c.finished,
        start.elapsed().as_secs_f64()
    );
    assert!(c.finished > 0, "no round finished");
    assert!(
        c.disagreements.is_empty(),
        "literal and engine disagree:\n{}",
        c.disagreements.join("\n")
    );
}

#[test]
fn literal_agrees_with_the_engine_on_the_committed_sample() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus/dutch-2026");
    check(&dir, 40, 20_000);
}

#[test]
fn literal_agrees_with_the_engine_on_the_shared_corpus() {
    let Some(dir) = crate::support::shared_corpus("dutch-2026") else {
        return;
    };
    check(&dir, 30, 20_000);
}

/// The whole shared corpus up to 100 players, budget 100 000 per bracket (long:
/// `cargo test --release --test dutch_literal -- --ignored`, about 10 min).
#[test]
#[ignore]
fn literal_agrees_with_the_engine_on_the_full_shared_corpus() {
    let Some(dir) = crate::support::shared_corpus("dutch-2026") else {
        return;
    };
    check(&dir, 100, 100_000);
}

/// The per-candidate evaluation of the literal search (look-ahead shared by
/// candidates with the same downfloaters) equals `evaluate` on each candidate.
#[test]
fn cached_evaluation_equals_evaluate() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus/dutch-2026");
    let opts = Options {
        budget: 300,
        record: true,
        compress: false,
        use_bounds: false,
    };
    let mut compared = 0;
    for f in crate::support::trf_files(&dir) {
        let Ok(t) = std::fs::read_to_string(&f).map(|s| read_str(&s)) else {
            continue;
        };
        let Ok(t) = t.map(|o| o.tournament) else {
            continue;
        };
        if t.players.len() > 20 {
            continue;
        }
        for r in t.complete_rounds() {
            let d = t.for_pairing_round(r);
            let Ok(engine) = rules2026::pair(&d, r) else {
                continue;
            };
            let ctx: &RoundContext = &engine.context;
            let idx: HashMap<Tpn, usize> = ctx
                .players
                .iter()
                .enumerate()
                .map(|(i, p)| (p.tpn, i))
                .collect();
            for (k, br) in engine.brackets.iter().enumerate() {
                let input = BracketInput::new(ctx, k, br.mdps.clone()).expect("bracket");
                let run = pair_bracket(&d, ctx, &input, &opts).expect("literal bracket");
                let tr = &run.trace;
                for rec in tr.records(0, tr.record_count()) {
                    let Some(e) = &rec.evaluation else { continue };
                    let cand = Candidate {
                        pairs: rec.pairs.iter().map(|(a, b)| (idx[a], idx[b])).collect(),
                        downfloaters: {
                            let mut v: Vec<usize> =
                                rec.downfloaters.iter().map(|t| idx[t]).collect();
                            v.sort_unstable();
                            v
                        },
                    };
                    let direct = evaluate(
                        ctx,
                        &input.mdps,
                        &input.residents,
                        &input.next,
                        &input.lower,
                        &cand,
                    );
                    assert_eq!(
                        direct.as_ref(),
                        Some(e),
                        "{} round {r} bracket {k}",
                        f.display()
                    );
                    compared += 1;
                }
            }
        }
    }
    assert!(compared > 1000, "only {compared} candidates compared");
}
