//! The exercises from the seeds' worked examples (issue 23): each one run
//! through the engine, its answer checked by hand against the seed's own
//! text (`../shared/rules/seed-test-vectors.md`, TV-08, TV-09, TV-26, TV-27).

use pocket_arbiter::dutch::classic::trace::Rejection;
use pocket_arbiter::model::Tpn;
use pocket_arbiter::teach::classic::lessons::ClassicLessonId;
use pocket_arbiter::teach::lessons::ExchangeExample;
use pocket_arbiter::teach::seed_exercise::{
    SeedChoice, SeedExercise, SeedSource, SeedVerdict, SeedWhy, TranspositionExample,
};

fn all() -> Vec<SeedExercise> {
    (0..SeedExercise::count())
        .map(|n| SeedExercise::new(n).expect("a built-in example"))
        .collect()
}

/// The option the engine judges right (exactly one).
fn right(e: &SeedExercise) -> &SeedChoice {
    let rights: Vec<usize> = (0..e.options.len())
        .filter(|&i| e.judge(i) == SeedVerdict::Right)
        .collect();
    assert_eq!(rights.len(), 1, "{:?}: {rights:?}", e.source);
    &e.options[rights[0]]
}

fn pairs_set(p: &[(Tpn, Tpn)]) -> Vec<(u32, u32)> {
    let mut v: Vec<(u32, u32)> = p
        .iter()
        .map(|&(a, b)| (a.0.min(b.0), a.0.max(b.0)))
        .collect();
    v.sort_unstable();
    v
}

#[test]
fn every_example_has_one_right_option_and_each_wrong_one_a_reason() {
    let all = all();
    assert!(all.len() >= 9, "{}", all.len());
    for e in &all {
        assert!(e.options.len() >= 2, "{:?}", e.source);
        right(e);
        for i in 0..e.options.len() {
            if let SeedVerdict::Wrong { why, answer } = e.judge(i) {
                assert!(why.is_some(), "{:?} option {i}", e.source);
                assert_eq!(e.judge(answer), SeedVerdict::Right);
            }
        }
        // A number reproduces its exercise.
        assert_eq!(SeedExercise::new(e.number).as_ref(), Ok(e));
    }
}

/// TV-08 (BAF 77 example 1): "4–1, 11–5, 14 downfloats"; the first
/// candidate tried, 1–5 4–11 with 14 down, is rejected for 1–5's colours.
/// TV-09 (example 2): "1–13, 5–8, 12–7, 9 downfloats".
#[test]
fn the_worked_brackets_answer_as_the_seed() {
    let mut seen = [false; 2];
    for e in all() {
        let SeedSource::Bracket { lesson, .. } = e.source else {
            continue;
        };
        let SeedChoice::Pairs { pairs, down } = right(&e) else {
            panic!("a bracket's options are pairs");
        };
        let (want, want_down): (Vec<(u32, u32)>, Vec<u32>) = match lesson {
            ClassicLessonId::ColourConflicts => (vec![(1, 4), (5, 11)], vec![14]),
            ClassicLessonId::ColourConflictsSecond => (vec![(1, 13), (5, 8), (7, 12)], vec![9]),
            other => panic!("unexpected lesson {other:?}"),
        };
        seen[usize::from(lesson == ClassicLessonId::ColourConflictsSecond)] = true;
        assert_eq!(e.round, 4);
        assert_eq!(pairs_set(pairs), want, "{:?}", e.source);
        assert_eq!(down.iter().map(|t| t.0).collect::<Vec<_>>(), want_down);
        // Each rejected option is answered by a rule of the text's trace,
        // never by the look-ahead or the remainder.
        for i in 0..e.options.len() {
            if let SeedVerdict::Wrong { why, .. } = e.judge(i) {
                assert!(
                    matches!(why, Some(SeedWhy::Rejection(ref r)) if !matches!(r, Rejection::RemainderFails)),
                    "{why:?}"
                );
            }
        }
        if lesson == ClassicLessonId::ColourConflicts {
            // The seed's first candidate (1–5, 4–11, 14 down) is offered and rejected.
            let first = e.options.iter().position(|o| {
                matches!(o, SeedChoice::Pairs { pairs, .. } if pairs_set(pairs) == vec![(1, 5), (4, 11)])
            });
            let first = first.expect("the seed's first candidate is an option");
            assert!(matches!(e.judge(first), SeedVerdict::Wrong { .. }));
        }
    }
    assert!(seen[0], "BAF 77 example 1 is an exercise");
}

/// TV-27: the seed puts the first of each pair first, by the rule named.
#[test]
fn the_exchange_examples_answer_as_the_seed() {
    type Moved = (&'static [usize], &'static [usize]);
    let seed: [(ExchangeExample, Moved, char); 7] = [
        (ExchangeExample::RuleA, (&[1], &[11]), 'a'),
        (ExchangeExample::RuleB, (&[4], &[6]), 'b'),
        (ExchangeExample::RuleBTwo, (&[3, 4], &[6, 8]), 'b'),
        (ExchangeExample::RuleC, (&[2, 5], &[6, 7]), 'c'),
        (ExchangeExample::RuleCThree, (&[1, 4, 5], &[6, 7, 8]), 'c'),
        (ExchangeExample::RuleD, (&[4, 5], &[6, 9]), 'd'),
        (ExchangeExample::RuleDThree, (&[3, 4, 5], &[6, 7, 10]), 'd'),
    ];
    let all = all();
    for (example, (s1, s2), rule) in seed {
        let e = all
            .iter()
            .find(|e| e.source == SeedSource::Exchanges(example))
            .expect("every example is an exercise");
        assert_eq!(
            right(e),
            &SeedChoice::Exchange {
                from_s1: s1.to_vec(),
                from_s2: s2.to_vec()
            },
            "{example:?}"
        );
        let wrong = (0..2)
            .find(|&i| e.judge(i) != SeedVerdict::Right)
            .expect("two options");
        assert!(
            matches!(e.judge(wrong), SeedVerdict::Wrong { why: Some(SeedWhy::ExchangeRule(c)), .. } if c == rule),
            "{example:?}: {:?}",
            e.judge(wrong)
        );
    }
}

/// TV-26: the French list's third transposition is 6-7-8-10-9 (the English
/// skips it); with two MDPs, 3-11 is followed by 4-3. The wrong options'
/// places: 6-7-8-9-11 is the 2nd, 6-7-8-10-11 the 4th; 3-10 the 7th (3-4
/// is the 1st), 4-5 the 10th (after 4-3), 11-10 the 72nd and last.
#[test]
fn the_transposition_examples_answer_as_the_seed() {
    let all = all();
    let find = |t| {
        all.iter()
            .find(|e| e.source == SeedSource::Transposition(t))
            .expect("an exercise")
    };
    let third = find(TranspositionExample::Third);
    assert_eq!(right(third), &SeedChoice::Order(vec![6, 7, 8, 10, 9]));
    let after = find(TranspositionExample::AfterMdp);
    assert_eq!(right(after), &SeedChoice::Order(vec![4, 3]));
    let place = |e: &SeedExercise, order: &[usize]| {
        let i = e
            .options
            .iter()
            .position(|o| o == &SeedChoice::Order(order.to_vec()))
            .expect("offered");
        match e.judge(i) {
            SeedVerdict::Wrong {
                why: Some(SeedWhy::Lexicographic { position }),
                ..
            } => position,
            v => panic!("{v:?}"),
        }
    };
    assert_eq!(place(third, &[6, 7, 8, 9, 11]), 2);
    assert_eq!(place(third, &[6, 7, 8, 10, 11]), 4);
    assert_eq!(place(after, &[3, 10]), 7);
    assert_eq!(place(after, &[4, 5]), 10);
    assert_eq!(place(after, &[11, 10]), 72);
}
