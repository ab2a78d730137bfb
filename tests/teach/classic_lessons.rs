//! The classic (2008) lessons, checked against the seed's own examples
//! (seed 004 art. D1, D2, D4; `shared/rules/seed-test-vectors.md` TV-15 to
//! TV-21) and against the engine on each lesson's tournament.

use crate::support;
use pocket_arbiter::dutch::classic::rules2008;
use pocket_arbiter::dutch::classic::trace::{Event, Rejection};
use pocket_arbiter::model::{SystemKind, Tpn};
use pocket_arbiter::teach::classic::lessons::*;
use pocket_arbiter::teach::classic::{BracketPass, CStep, ClassicStudy};

fn lesson_of(id: ClassicLessonId) -> ClassicLesson {
    in_text(SystemKind::Dutch2008, id)
}

fn in_text(kind: SystemKind, id: ClassicLessonId) -> ClassicLesson {
    match lesson(kind, id) {
        Ok(l) => l,
        Err(e) => panic!("{id:?}: {e:?}"),
    }
}

fn nums(s: &str) -> Vec<usize> {
    s.split(['-', ';'])
        .map(|x| x.parse().expect("number"))
        .collect()
}

fn tpns(v: &[(u32, u32)]) -> Vec<(Tpn, Tpn)> {
    v.iter().map(|&(a, b)| (Tpn(a), Tpn(b))).collect()
}

/// The lesson's engine step: its bracket pass.
fn engine_pass(l: &ClassicLesson) -> &BracketPass {
    l.steps
        .iter()
        .find_map(|s| match &s.data {
            LessonData::Bracket { pass, .. } => Some(pass.as_ref()),
            _ => None,
        })
        .expect("an engine step")
}

/// Every lesson of every classic text.
fn every_lesson() -> Vec<(SystemKind, ClassicLessonId)> {
    SystemKind::ALL
        .into_iter()
        .flat_map(|k| ClassicLessonId::of(k).iter().map(move |&id| (k, id)))
        .collect()
}

#[test]
fn every_lesson_builds_with_an_engine_step() {
    // The 2008 lessons each pair a bracket; the older texts' table lessons
    // (D1's and D2's printed lists) have none, but every text has one that
    // does, and every engine step starts at C2 and ends accepted.
    for kind in SystemKind::ALL {
        let ids = ClassicLessonId::of(kind);
        let mut with_engine = 0;
        for &id in ids {
            let l = in_text(kind, id);
            assert!(l.steps.len() >= 2, "{kind:?} {id:?}");
            let pass = l.steps.iter().find_map(|s| match &s.data {
                LessonData::Bracket { pass, .. } => Some(pass.as_ref()),
                _ => None,
            });
            let Some(pass) = pass else {
                assert_ne!(kind, SystemKind::Dutch2008, "{id:?} has no engine step");
                continue;
            };
            with_engine += 1;
            assert!(pass.accepted.is_some(), "{kind:?} {id:?}");
            assert_eq!(
                pass.steps.first().map(|s| s.step),
                Some(CStep::C2),
                "{kind:?} {id:?}"
            );
        }
        assert!(
            ids.is_empty() || with_engine > 0,
            "{kind:?}: no lesson pairs a bracket"
        );
    }
}

#[test]
fn d1_homogeneous_sequence_is_the_seeds() {
    // TV-15 (004 art. D1.1): S1 = 1..5, S2 = 6..11, #0–#23 as printed in
    // the text, 720 in all, #719 = 11-10-9-8-7-6.
    const SEED: [&str; 24] = support::TV15_D1_1_PRINTED;
    let l = lesson_of(ClassicLessonId::TranspositionsHomogeneous);
    let LessonData::Transpositions {
        s1,
        s2,
        shown,
        total,
    } = &l.steps[0].data
    else {
        panic!("{:?}", l.steps[0].data)
    };
    assert_eq!(s1, &nums("1-2-3-4-5"));
    assert_eq!(s2, &nums("6-7-8-9-10-11"));
    assert_eq!(*total, 720);
    for (k, seed) in SEED.iter().enumerate() {
        assert_eq!(shown[k], (k as u64, nums(seed)), "#{k}");
    }
    assert_eq!(shown.last(), Some(&(719, nums("11-10-9-8-7-6"))));
}

#[test]
fn d1_homogeneous_engine_takes_the_first_transposition_without_rematch() {
    // The lesson's six players drew 1–4, 2–5, 3–6 in round 1 (1, 2, 3
    // White): every S1–S2 pair has opposite colour preferences, so only B1a
    // rules transpositions out. In D1 order over S2 = 4, 5, 6 (C7):
    // #0 4-5-6 (1–4 met), #1 4-6-5 (1–4 met), #2 5-4-6 (3–6 met),
    // #3 5-6-4: 1–5, 2–6, 3–4, the first with no rematch (C6 accepts it).
    let l = lesson_of(ClassicLessonId::TranspositionsHomogeneous);
    let pass = engine_pass(&l);
    assert!(pass.homogeneous);
    let first = pass.steps.first().expect("C2");
    assert_eq!(first.counters.p0, 3, "A6.b: 6 players, P0 = 3");
    assert_eq!(first.counters.m0, 0);
    assert_eq!(first.counters.p1, 3, "C2: P1 = P0");
    assert_eq!(first.counters.x1, 0, "A8.a: three want White, three Black");
    type Tried = (Option<u64>, Vec<(Tpn, Tpn)>);
    let tried: Vec<Tried> = pass
        .steps
        .iter()
        .filter_map(|s| match &s.event {
            Event::C6Candidate {
                transposition,
                pairs,
                rejected: None,
            } => Some((*transposition, pairs.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(
        tried.last(),
        Some(&(Some(3), tpns(&[(1, 5), (2, 6), (3, 4)])))
    );
    assert_eq!(pass.accepted, Some(tpns(&[(1, 5), (2, 6), (3, 4)])));
    // Each transposition before #3 is listed with the pair that breaks B1a.
    assert_eq!(
        rejected(pass),
        vec![
            (
                0,
                Rejection::B1aRematch {
                    a: Tpn(1),
                    b: Tpn(4)
                }
            ),
            (
                1,
                Rejection::B1aRematch {
                    a: Tpn(1),
                    b: Tpn(4)
                }
            ),
            (
                2,
                Rejection::B1aRematch {
                    a: Tpn(3),
                    b: Tpn(6)
                }
            ),
        ]
    );
    assert!(pass.steps.iter().all(|s| s.passed_over.is_none()));
}

/// The candidates a pass lists as rejected: (D1 number, reason).
fn rejected(pass: &BracketPass) -> Vec<(u64, Rejection)> {
    pass.steps
        .iter()
        .filter_map(|s| match &s.event {
            Event::C6Candidate {
                transposition: Some(k),
                rejected: Some(r),
                ..
            } => Some((*k, r.clone())),
            _ => None,
        })
        .collect()
}

#[test]
fn d1_heterogeneous_sequence_keeps_permutations_that_begin_alike() {
    // TV-16 (004 art. D1.2): S1 = 1, 2 (moved down), S2 = 3..8, the same
    // full permutations of S2; D08 does not skip 3-4-5-6-8-7 after
    // 3-4-5-6-7-8 although both pair 1–3 and 2–4.
    let l = lesson_of(ClassicLessonId::TranspositionsHeterogeneous);
    let LessonData::Transpositions {
        s1, shown, total, ..
    } = &l.steps[0].data
    else {
        panic!("{:?}", l.steps[0].data)
    };
    assert_eq!(s1, &vec![1, 2]);
    assert_eq!(*total, 720);
    assert_eq!(shown[0], (0, nums("3-4-5-6-7-8")));
    assert_eq!(shown[1], (1, nums("3-4-5-6-8-7")));
}

#[test]
fn d1_heterogeneous_engine_pairs_the_moved_down_players_first() {
    // The lesson's tournament: 1 and 2 won round 1 but may not meet, and
    // 1 may not meet 3 (XXP), so both come down (C1) into the 0.5 bracket
    // 3, 4, 7, 8: heterogeneous (2 of 6 moved down, A3), M0 = 2, P0 = 3,
    // C3.a: P = M1 = 2. D1.2 over S2 = 3, 4, 7, 8: #0–#5 begin with 3 and
    // pair 1–3 (B1a); #6 = 4-3-7-8 gives 1–4, 2–3, noted (C6), and the
    // remainder 7, 8 is paired 7–8.
    let l = lesson_of(ClassicLessonId::TranspositionsHeterogeneous);
    let pass = engine_pass(&l);
    assert!(!pass.homogeneous);
    let first = &pass.steps[0];
    assert_eq!((first.counters.p0, first.counters.m0), (3, 2));
    let c3 = pass.steps.iter().find(|s| s.step == CStep::C3).expect("C3");
    assert_eq!(
        c3.counters.p,
        Some(2),
        "C3.a: P = M1 in a heterogeneous bracket"
    );
    let noted = pass.steps.iter().find_map(|s| match &s.event {
        Event::C6MdpPairingNoted { pairs, p_remainder } => Some((pairs.clone(), *p_remainder)),
        _ => None,
    });
    assert_eq!(
        noted,
        Some((tpns(&[(1, 4), (2, 3)]), 1)),
        "C6: P = P1 − M1 = 1"
    );
    // #0–#5 are each tried and each fails on 1–3 (TV-16: D08 does not skip
    // #1 although it pairs S1 exactly as #0 does).
    let r = rejected(pass);
    let b1a13 = Rejection::B1aRematch {
        a: Tpn(1),
        b: Tpn(3),
    };
    assert_eq!(
        r.iter().map(|x| x.0).collect::<Vec<_>>(),
        vec![0, 1, 2, 3, 4, 5]
    );
    assert!(r.iter().all(|x| x.1 == b1a13), "{r:?}");
    let pairs_of = |k: u64| {
        pass.steps.iter().find_map(|s| match &s.event {
            Event::C6Candidate {
                transposition: Some(j),
                pairs,
                ..
            } if *j == k => Some(pairs.clone()),
            _ => None,
        })
    };
    assert_eq!(pairs_of(0), Some(tpns(&[(1, 3), (2, 4)])));
    assert_eq!(pairs_of(1), pairs_of(0));
    assert_eq!(pass.accepted, Some(tpns(&[(1, 4), (2, 3), (7, 8)])));
}

fn exchanges(l: &ClassicLesson, n: usize) -> Vec<(Vec<usize>, Vec<usize>, u32)> {
    l.steps
        .iter()
        .find_map(|s| match &s.data {
            LessonData::Exchanges { n: m, shown, .. } if *m == n => Some(
                shown
                    .iter()
                    .map(|e| (e.out_of_s1.clone(), e.out_of_s2.clone(), e.differenz))
                    .collect(),
            ),
            _ => None,
        })
        .expect("exchanges of n")
}

fn ex(s1: &str, s2: &str, d: u32) -> (Vec<usize>, Vec<usize>, u32) {
    (nums(s1), nums(s2), d)
}

#[test]
fn d2_exchanges_are_the_seeds() {
    let l = lesson_of(ClassicLessonId::Exchanges);
    // TV-17 (004 art. D2, one player): 5↔6 (1), 5↔7 (2), 4↔6 (2).
    assert_eq!(
        exchanges(&l, 1),
        vec![ex("5", "6", 1), ex("5", "7", 2), ex("4", "6", 2)]
    );
    // TV-18 (two players): the text's six, then 5;2↔6;7 and 4;3↔6;7 (6),
    // derived by the exact procedure.
    assert_eq!(
        exchanges(&l, 2),
        vec![
            ex("5;4", "6;7", 4),
            ex("5;4", "6;8", 5),
            ex("5;3", "6;7", 5),
            ex("5;4", "6;9", 6),
            ex("5;4", "7;8", 6),
            ex("5;3", "6;8", 6),
            ex("5;2", "6;7", 6),
            ex("4;3", "6;7", 6),
        ]
    );
    // TV-19 (three players): the text's six, then three derived.
    assert_eq!(
        exchanges(&l, 3),
        vec![
            ex("5;4;3", "6;7;8", 9),
            ex("5;4;3", "6;7;9", 10),
            ex("5;4;2", "6;7;8", 10),
            ex("5;4;3", "6;7;10", 11),
            ex("5;4;3", "6;8;9", 11),
            ex("5;4;2", "6;7;9", 11),
            ex("5;4;1", "6;7;8", 11),
            ex("5;3;2", "6;7;8", 11),
            ex("5;4;3", "6;7;11", 12),
        ]
    );
    // The exact procedure's lists, as printed (10 and 20 sets).
    let lists = l.steps.iter().find_map(|s| match &s.data {
        LessonData::Lists { s1_list, s2_list } => Some((s1_list.clone(), s2_list.clone())),
        _ => None,
    });
    let (s1, s2) = lists.expect("lists");
    let seed_s1 = "5;4;3 5;4;2 5;4;1 5;3;2 5;3;1 5;2;1 4;3;2 4;3;1 4;2;1 3;2;1";
    let seed_s2 = "6;7;8 6;7;9 6;7;10 6;7;11 6;8;9 6;8;10 6;8;11 6;9;10 6;9;11 6;10;11 \
                   7;8;9 7;8;10 7;8;11 7;9;10 7;9;11 7;10;11 8;9;10 8;9;11 8;10;11 9;10;11";
    assert_eq!(s1, seed_s1.split(' ').map(nums).collect::<Vec<_>>());
    assert_eq!(s2, seed_s2.split_whitespace().map(nums).collect::<Vec<_>>());
}

#[test]
fn d2_engine_makes_the_first_exchange_when_no_transposition_works() {
    // The lesson's four players: 1 met 3 and 4, 2 met 4 and 3 (all draws),
    // round 3 is one homogeneous bracket, S1 = 1, 2, S2 = 3, 4. Both
    // transpositions pair 1 with someone it met (B1a), so C8.a makes D2's
    // first exchange, 2↔3 with DIFFERENZ 3 − 2 = 1 (the 5↔6 of TV-17 in
    // a 4-player bracket): S1 = 1, 3, S2 = 2, 4, and C6 accepts 1–2, 3–4
    // (1 has an absolute preference for Black, 2 wants White; 3 Black, 4
    // White: no colour requirement is broken).
    let l = lesson_of(ClassicLessonId::Exchanges);
    let pass = engine_pass(&l);
    let exchanges: Vec<&Event> = pass
        .steps
        .iter()
        .filter(|s| s.step == CStep::C8a)
        .map(|s| &s.event)
        .collect();
    assert_eq!(
        exchanges.first(),
        Some(&&Event::C8Exchange {
            out_of_s1: vec![Tpn(2)],
            out_of_s2: vec![Tpn(3)],
            differenz: 1
        })
    );
    assert_eq!(pass.accepted, Some(tpns(&[(1, 2), (3, 4)])));
    // Before the exchange, both transpositions of S1 = 1, 2 | S2 = 3, 4.
    let r = rejected(pass);
    assert_eq!(
        r[..2],
        [
            (
                0,
                Rejection::B1aRematch {
                    a: Tpn(1),
                    b: Tpn(3)
                }
            ),
            (
                1,
                Rejection::B1aRematch {
                    a: Tpn(1),
                    b: Tpn(4)
                }
            ),
        ]
    );
}

#[test]
fn d4_factors_are_the_seeds() {
    // TV-20 (004 art. D4): Png1 A–F, B–D, C–E = 2.0² + 0.5² + 1.0² = 5.25;
    // Png2 A–F, B–C, D–E = 2.0² + 0 + 0.5² = 4.25, the better one.
    let l = lesson_of(ClassicLessonId::B3Factor);
    let LessonData::B3 { pairings } = &l.steps[0].data else {
        panic!("{:?}", l.steps[0].data)
    };
    let factors: Vec<u64> = pairings.iter().map(|p| p.factor).collect();
    assert_eq!(factors, vec![525, 425]);
}

/// The B3 factor (hundredths) of pairs of the lesson's players 1–6 = A–F.
fn b3(pairs: &[(Tpn, Tpn)]) -> u64 {
    let score = |t: Tpn| D4_PLAYERS[t.0 as usize - 1].1;
    pairs
        .iter()
        .map(|&(a, b)| u64::from(score(a).abs_diff(score(b))).pow(2))
        .sum()
}

#[test]
fn d4_engine_pairs_the_example_as_the_seed_expects() {
    // The lesson's tournament puts D4's six players in round 5 with F
    // compatible with A only (F met B, C, D, E). TV-20's expected pairing
    // is A–F, B–C, D–E (B3 factor 4.25, the smallest of the pairings with
    // A–F: B–D, C–E gives 4.0 + 0.25 + 1.0 = 5.25, B–E, C–D 4.0 + 1.0 + 0.25 = 5.25).
    let t = read_lesson(&d4_b3_trf()).expect("reads");
    let s = ClassicStudy::pair(&t, 5, &rules2008::RULES).expect("pairs");
    let mut pairs: Vec<(Tpn, Tpn)> = s
        .pairing
        .boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect();
    pairs.sort_unstable();
    assert_eq!(pairs, tpns(&[(1, 6), (2, 3), (4, 5)]));
    assert_eq!(b3(&pairs), 425);
    for other in [
        tpns(&[(1, 6), (2, 4), (3, 5)]),
        tpns(&[(1, 6), (2, 5), (3, 4)]),
    ] {
        assert!(b3(&other) > b3(&pairs), "{other:?}");
    }
    assert_eq!(s.bye, None);
}

#[test]
fn every_lesson_step_is_worded_without_debug_output() {
    use pocket_arbiter::lang::en::classic_teach as words;
    let all = every_lesson();
    // Every lesson belongs to some text, and the titles tell them apart.
    for id in ClassicLessonId::ALL {
        assert!(all.iter().any(|&(_, i)| i == id), "{id:?}");
    }
    let mut titles: Vec<String> = all
        .iter()
        .map(|&(k, id)| words::lesson_title(k, id))
        .collect();
    titles.sort();
    titles.dedup();
    assert_eq!(titles.len(), all.len());
    for (kind, id) in all {
        let l = in_text(kind, id);
        assert!(!words::lesson_title(kind, id).is_empty());
        for step in &l.steps {
            assert!(!words::lesson_text(step.text).is_empty());
            let lines = words::lesson_lines(&step.data);
            assert!(!lines.is_empty(), "{id:?}");
            for line in lines {
                assert!(
                    !line.contains("Tpn(") && !line.contains("Points(") && !line.contains('{'),
                    "{id:?}: {line}"
                );
            }
        }
    }
}

#[test]
#[ignore]
fn print_lessons() {
    use pocket_arbiter::lang::en::classic_teach as words;
    for (kind, id) in every_lesson() {
        println!("## {}", words::lesson_title(kind, id));
        for step in &in_text(kind, id).steps {
            println!("> {}", words::lesson_text(step.text));
            for line in words::lesson_lines(&step.data) {
                println!("  {line}");
            }
        }
    }
}
