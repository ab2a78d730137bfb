//! The exercises from the seeds' worked examples (issue 23): each one run
//! through the engine, its answer checked by hand against the seed's own
//! text (`../shared/rules/seed-test-vectors.md`, TV-08, TV-09, TV-26, TV-27).
//! Run with `cargo test --release --test teach seed`.

use pocket_arbiter::dutch::classic::trace::{ColourRule, Rejection};
use pocket_arbiter::model::{Colour, SystemKind, Tpn};
use pocket_arbiter::swiss::Strength;
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

/// A board's colours found by hand: the text, the lesson, the board
/// (lower pairing number first), who has White and the rule that decides.
type HandColour = (SystemKind, ClassicLessonId, (u32, u32), u32, ColourRule);

/// TV-08 and TV-09, who has White on each board, derived by hand from the
/// seeds (001 A7 and E1–E4; 002 A7 and its colour rules, with the reading
/// O5 of 2006 A7.d, `docs/readings/dutch-1992-2006.md`) and the histories
/// of BAF 77 (round 4 is paired; a forfeit is no game, F2):
///
/// - Example 1 (TV-08): 1 W B W, colour difference +1: strong Black (A7.b);
///   4 B W B, −1: strong White; 5 W B W: strong Black; 11 B W --,
///   difference 0: mild, alternating from its last game (W): Black.
///   - 4–1: 4 wants White, 1 Black: E1 grants both, 4 White (the seed:
///     "1 – 4 OK → 4 – 1").
///   - 11–5: both want Black; 5's is strong, 11's mild: E2 grants the
///     stronger, 5 Black, 11 White (the seed: "11 est de préférence faible
///     → 11 – 5").
///   - In the FIDE 2006 text the same boards come out (its lesson); 11
///     (mild, one round without a game, an even round) is A7.d's flexible
///     mild preference, the weakest in E2 (O5): again 4–1 by E1 and 11–5 by
///     E2.
/// - Example 2 (TV-09, 001 only): 1 B W B, −1: strong White; 5 B W B:
///   strong White; 7 B W W, +1 and White in the last two rounds: absolute
///   Black (A7.a); 8 W B W: strong Black; 12 B W --: mild Black; 13 W B W:
///   strong Black.
///   - 1–13: 1 White, 13 Black: E1, 1 White ("1 – 13").
///   - 5–8: 5 White, 8 Black: E1, 5 White ("5 – 8").
///   - 12–7: both Black; 7's absolute beats 12's mild: E2, 7 Black, 12
///     White ("12 – 7 (forcé)").
#[test]
fn the_worked_brackets_colours_answer_as_the_seed() {
    use ColourRule::{E1BothPreferences as E1, E2StrongerPreference as E2};
    // (text, lesson, board as (lower, higher), White, rule)
    let hand: [HandColour; 7] = [
        (
            SystemKind::Dutch1992Ffe,
            ClassicLessonId::ColourConflicts,
            (1, 4),
            4,
            E1,
        ),
        (
            SystemKind::Dutch1992Ffe,
            ClassicLessonId::ColourConflicts,
            (5, 11),
            11,
            E2,
        ),
        (
            SystemKind::Dutch2006,
            ClassicLessonId::ColourConflicts,
            (1, 4),
            4,
            E1,
        ),
        (
            SystemKind::Dutch2006,
            ClassicLessonId::ColourConflicts,
            (5, 11),
            11,
            E2,
        ),
        (
            SystemKind::Dutch1992Ffe,
            ClassicLessonId::ColourConflictsSecond,
            (1, 13),
            1,
            E1,
        ),
        (
            SystemKind::Dutch1992Ffe,
            ClassicLessonId::ColourConflictsSecond,
            (5, 8),
            5,
            E1,
        ),
        (
            SystemKind::Dutch1992Ffe,
            ClassicLessonId::ColourConflictsSecond,
            (7, 12),
            12,
            E2,
        ),
    ];
    let colours: Vec<SeedExercise> = all()
        .into_iter()
        .filter(|e| matches!(e.source, SeedSource::Colours { .. }))
        .collect();
    assert_eq!(colours.len(), hand.len(), "one question per board");
    for (system, id, (a, b), white, rule) in hand {
        let e = colours
            .iter()
            .find(|e| {
                matches!(e.source, SeedSource::Colours { system: s, lesson: l, .. } if s == system && l == id)
                    && e.board == Some((Tpn(a), Tpn(b)))
            })
            .unwrap_or_else(|| panic!("{system:?} {id:?}: board {a}–{b} asked"));
        assert_eq!(e.round, 4);
        // The options are the board's two players.
        let mut offered: Vec<u32> = e
            .options
            .iter()
            .map(|o| match o {
                SeedChoice::White(t) => t.0,
                other => panic!("{other:?}"),
            })
            .collect();
        offered.sort_unstable();
        assert_eq!(offered, vec![a, b]);
        assert_eq!(
            right(e),
            &SeedChoice::White(Tpn(white)),
            "{system:?} {a}–{b}"
        );
        let black = if white == a { b } else { a };
        let wrong = e
            .options
            .iter()
            .position(|o| o == &SeedChoice::White(Tpn(black)))
            .expect("offered");
        assert_eq!(
            e.judge(wrong),
            SeedVerdict::Wrong {
                answer: 1 - wrong,
                why: Some(SeedWhy::Colour(rule))
            },
            "{system:?} {a}–{b}"
        );
        // The players as the seed shows them.
        let players: Vec<u32> = e.players.iter().map(|p| p.tpn.0).collect();
        assert_eq!(players, vec![a, b]);
    }
    // Spot checks of the histories and preferences shown: 11's forfeit
    // (TV-08) is no game, its preference mild Black; 7 (TV-09) absolute Black.
    let player = |id, n: u32| {
        colours
            .iter()
            .filter(|e| matches!(e.source, SeedSource::Colours { system: SystemKind::Dutch1992Ffe, lesson, .. } if lesson == id))
            .flat_map(|e| e.players.iter())
            .find(|p| p.tpn == Tpn(n))
            .cloned()
            .expect("shown")
    };
    let p11 = player(ClassicLessonId::ColourConflicts, 11);
    assert_eq!(
        p11.history,
        vec![Some(Colour::Black), Some(Colour::White), None]
    );
    let q = p11.preference.expect("a preference");
    assert_eq!((q.colour, q.strength), (Colour::Black, Strength::Mild));
    let p7 = player(ClassicLessonId::ColourConflictsSecond, 7);
    assert_eq!(
        p7.history,
        vec![
            Some(Colour::Black),
            Some(Colour::White),
            Some(Colour::White)
        ]
    );
    let q = p7.preference.expect("a preference");
    assert_eq!((q.colour, q.strength), (Colour::Black, Strength::Absolute));
}

/// The colour questions come after the older exercises, so that a link
/// made before them opens the same exercise (number 1: BAF 77 example 1 in
/// the French text; 3: the third transposition; 5: art. 4.3.2 a).
#[test]
fn older_numbers_keep_their_exercises() {
    let at = |n| SeedExercise::new(n).expect("built in").source;
    assert!(matches!(
        at(1),
        SeedSource::Bracket {
            system: SystemKind::Dutch1992Ffe,
            lesson: ClassicLessonId::ColourConflicts
        }
    ));
    assert_eq!(
        at(3),
        SeedSource::Transposition(TranspositionExample::Third)
    );
    assert_eq!(at(5), SeedSource::Exchanges(ExchangeExample::RuleA));
    assert!(matches!(
        at(SeedExercise::count() - 1),
        SeedSource::Colours { .. }
    ));
    // The e2e test (tests/e2e/exercise.mjs) opens 14 and 15: BAF 77
    // example 1's two boards in the French text.
    for n in [14, 15] {
        assert!(
            matches!(
                at(n),
                SeedSource::Colours {
                    system: SystemKind::Dutch1992Ffe,
                    lesson: ClassicLessonId::ColourConflicts,
                    ..
                }
            ),
            "{n}: {:?}",
            at(n)
        );
    }
}
