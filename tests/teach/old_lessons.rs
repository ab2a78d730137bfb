//! The lessons of the 1992–2006 FIDE text (seed 002) and of the French
//! federation's 1992 text (seed 001), each checked against the seed's own
//! example (`shared/rules/seed-test-vectors.md` TV-01 to TV-10, every
//! expectation worked out from the text in the comments) and run through
//! the engine of its text.

use pocket_arbiter::model::{Colour, SystemKind, Tpn};
use pocket_arbiter::swiss::{Float, Strength};
use pocket_arbiter::teach::classic::lessons::*;
use pocket_arbiter::teach::classic::{BracketPass, CStep};

const OLD: [SystemKind; 2] = [SystemKind::Dutch2006, SystemKind::Dutch1992Ffe];

fn in_text(kind: SystemKind, id: ClassicLessonId) -> ClassicLesson {
    match lesson(kind, id) {
        Ok(l) => l,
        Err(e) => panic!("{kind:?} {id:?}: {e:?}"),
    }
}

fn engine_pass(l: &ClassicLesson) -> &BracketPass {
    l.steps
        .iter()
        .find_map(|s| match &s.data {
            LessonData::Bracket { pass, .. } => Some(pass.as_ref()),
            _ => None,
        })
        .expect("an engine step")
}

fn accepted(pass: &BracketPass) -> Vec<(u32, u32)> {
    let mut v: Vec<(u32, u32)> = pass
        .accepted
        .as_ref()
        .expect("the pass accepted a pairing")
        .iter()
        .map(|&(a, b)| (a.0.min(b.0), a.0.max(b.0)))
        .collect();
    v.sort_unstable();
    v
}

/// The cells of a matrix step, as (out of S1, out of S2) in real numbers.
fn cells(step: &ClassicLessonStep) -> Vec<(Vec<u32>, Vec<u32>)> {
    let LessonData::Matrix { numbers, cells, .. } = &step.data else {
        panic!("a matrix step: {:?}", step.data);
    };
    let real = |v: &[usize]| v.iter().map(|&k| numbers[k - 1]).collect::<Vec<u32>>();
    cells
        .iter()
        .map(|e| (real(&e.out_of_s1), real(&e.out_of_s2)))
        .collect()
}

fn singles(v: &[(Vec<u32>, Vec<u32>)]) -> Vec<(u32, u32)> {
    v.iter().map(|(a, b)| (a[0], b[0])).collect()
}

#[test]
fn each_old_text_lists_its_own_lessons() {
    use ClassicLessonId::*;
    // BAF 77's second example, BAF 78 and BAF 80 are the French
    // federation's clarifications; the FIDE text shares D1, D2 and A8.
    let fide = ClassicLessonId::of(SystemKind::Dutch2006);
    let ffe = ClassicLessonId::of(SystemKind::Dutch1992Ffe);
    assert!(!fide.contains(&RealNumbers) && ffe.contains(&RealNumbers));
    assert!(!fide.contains(&ColourConflictsSecond) && ffe.contains(&ColourConflictsSecond));
    for id in [
        OldTranspositions,
        ExchangeMatrices,
        SevenPlayers,
        ColourConflicts,
        ForfeitFloats,
    ] {
        assert!(fide.contains(&id) && ffe.contains(&id), "{id:?}");
    }
    // A lesson asked of a text it is not about is refused, not built.
    assert_eq!(
        lesson(SystemKind::Dutch2006, RealNumbers).err(),
        Some(LessonError::NotForSystem(
            SystemKind::Dutch2006,
            RealNumbers
        ))
    );
    assert!(lesson(SystemKind::Dutch2026, OldTranspositions).is_err());
    assert!(lesson(SystemKind::Dutch2008, OldTranspositions).is_err());
}

#[test]
fn tv01_transposition_order_and_the_engine() {
    for kind in OLD {
        let l = in_text(kind, ClassicLessonId::OldTranspositions);
        let LessonData::Transpositions {
            s2, shown, total, ..
        } = &l.steps[0].data
        else {
            panic!("{kind:?}: a transposition step");
        };
        // D1: "5678, then a) 5687, b) 5768, c) 5786, d) 5867, e) 5876,
        // f) 6578, g) 6587", 4! = 24 in all.
        assert_eq!(s2, &vec![5, 6, 7, 8]);
        assert_eq!(*total, 24);
        let want: [[usize; 4]; 8] = [
            [5, 6, 7, 8],
            [5, 6, 8, 7],
            [5, 7, 6, 8],
            [5, 7, 8, 6],
            [5, 8, 6, 7],
            [5, 8, 7, 6],
            [6, 5, 7, 8],
            [6, 5, 8, 7],
        ];
        let got: Vec<&[usize]> = shown.iter().map(|(_, p)| p.as_slice()).collect();
        assert_eq!(
            got,
            want.iter().map(|w| &w[..]).collect::<Vec<_>>(),
            "{kind:?}"
        );
        // The lesson's tournament: 1–4, 2–5, 3–6 drawn in round 1. Round 2,
        // S1 = 1 2 3, S2 = 4 5 6: 456 and 465 repeat 1–4, 546 repeats 3–6;
        // 564 gives 1–5, 2–6, 3–4, none met before and every mild
        // preference granted (1, 2, 3 had White): the fourth transposition.
        let pass = engine_pass(&l);
        assert_eq!(pass.steps.first().map(|s| s.step), Some(CStep::C2));
        assert_eq!(accepted(pass), vec![(1, 5), (2, 6), (3, 4)], "{kind:?}");
    }
}

#[test]
fn tv02_tv03_exchange_matrices_of_eight_players() {
    // D2: a) 4-5 b) 4-6 c) 3-5 d) 4-7 e) 3-6 f) 2-5 g) 3-7 h) 2-6 i) 2-7,
    // then j) 3+4/5+6 k) 3+4/5+7 l) 2+4/5+6 m) 3+4/6+7 n) 2+4/5+7
    // o) 2+3/5+6 p) 2+4/6+7 q) 2+3/5+7 r) 2+3/6+7; 1 and 8 never move.
    let one = [
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
    let two: [([u32; 2], [u32; 2]); 9] = [
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
    for kind in OLD {
        let l = in_text(kind, ClassicLessonId::ExchangeMatrices);
        assert_eq!(singles(&cells(&l.steps[0])), one, "{kind:?}");
        let got = cells(&l.steps[1]);
        let want: Vec<(Vec<u32>, Vec<u32>)> =
            two.iter().map(|(a, b)| (a.to_vec(), b.to_vec())).collect();
        assert_eq!(got, want, "{kind:?}");
        // The engine: four players on 1 point, 1 and 2 have met 3 and 4.
        // No transposition of S2 = 3 4 works; the first exchange the matrix
        // allows for four players is 2 ↔ 3 (1 and 4 never move): 1–2, 3–4.
        let pass = engine_pass(&l);
        assert_eq!(accepted(pass), vec![(1, 2), (3, 4)], "{kind:?}");
        assert!(
            pass.steps.iter().any(|s| s.step == CStep::C8a),
            "{kind:?}: an exchange (C8)"
        );
    }
}

#[test]
fn tv04_seven_players_per_text() {
    // Both: the 8-player matrices less their first row, renumbered:
    // a) 3-4 b) 3-5 c) 2-4 d) 3-6 e) 2-5 f) 1-4 g) 2-6 h) 1-5 i) 1-6.
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
    let ffe_two: Vec<(Vec<u32>, Vec<u32>)> = [
        ([2, 3], [4, 5]),
        ([2, 3], [4, 6]),
        ([1, 3], [4, 5]),
        ([2, 3], [5, 6]),
        ([1, 3], [4, 6]),
        ([1, 2], [4, 5]),
        ([1, 3], [5, 6]),
        ([1, 2], [4, 6]),
        ([1, 2], [5, 6]),
    ]
    .iter()
    .map(|(a, b)| (a.to_vec(), b.to_vec()))
    .collect();
    for kind in OLD {
        let l = in_text(kind, ClassicLessonId::SevenPlayers);
        assert_eq!(singles(&cells(&l.steps[0])), one, "{kind:?}");
        let two = cells(&l.steps[1]);
        if kind == SystemKind::Dutch1992Ffe {
            // The French table prints j) to r) whole.
            assert_eq!(two, ffe_two);
            assert_eq!(
                l.steps[1].text,
                LessonText::OldD2Seven { odd_top_set: false }
            );
        } else {
            // 002: "the last column of the second matrix has then become
            // obsolete": no exchange of 1+2 together (o, q, r).
            let want: Vec<_> = ffe_two
                .iter()
                .filter(|(a, _)| a != &vec![1, 2])
                .cloned()
                .collect();
            assert_eq!(two, want);
            assert_eq!(
                l.steps[1].text,
                LessonText::OldD2Seven { odd_top_set: true }
            );
        }
    }
}

#[test]
fn tv05_tv06_baf80_real_numbers() {
    let l = in_text(SystemKind::Dutch1992Ffe, ClassicLessonId::RealNumbers);
    // BAF 80, 8 players 4 6 8 9 | 10 20 21 23: 9-10, 9-20, 8-10, 9-21,
    // 8-20, 6-10, 8-21, 6-20, 6-21 (4 and 23 never move).
    assert_eq!(
        singles(&cells(&l.steps[0])),
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
    // Without 9, 4 6 8 | 10 20 21 23: 8-10, 8-20, 6-10, 8-21, 6-20, 4-10,
    // 6-21, 4-20, 4-21 (the strongest, 4, is exchanged; 23 never).
    assert_eq!(
        singles(&cells(&l.steps[1])),
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

/// A player's number and preference (A7), if any.
type Preference = (u32, Option<(Colour, Strength)>);

fn budget(l: &ClassicLesson) -> (u32, Vec<Preference>) {
    l.steps
        .iter()
        .find_map(|s| match &s.data {
            LessonData::Budget { x, players, .. } => Some((
                *x,
                players
                    .iter()
                    .map(|(p, q)| (p.0, q.map(|q| (q.colour, q.strength))))
                    .collect(),
            )),
            _ => None,
        })
        .expect("an A8 step")
}

fn boards(l: &ClassicLesson) -> (Vec<(u32, u32)>, Vec<u32>) {
    l.steps
        .iter()
        .find_map(|s| match &s.data {
            LessonData::Pairs { pairs, down, .. } => {
                let mut p: Vec<(u32, u32)> = pairs.iter().map(|(w, b)| (w.0, b.0)).collect();
                p.sort_unstable_by_key(|&(w, b)| w.min(b));
                Some((p, down.iter().map(|t| t.0).collect()))
            }
            _ => None,
        })
        .expect("a B4 step")
}

#[test]
fn tv07_tv08_baf77_example_1_in_both_texts() {
    use Colour::{Black, White};
    use Strength::{Mild, Strong};
    let ffe = in_text(SystemKind::Dutch1992Ffe, ClassicLessonId::ColourConflicts);
    // The seed (A7): 1 played W B W, colour difference +1, a strong
    // preference for Black; 4 B W B, strong White; 5 W B W, strong Black;
    // 11 B W and a forfeit, difference 0, mild, alternating from its last
    // game (White): Black; 14 W W B, difference +1: strong Black.
    let (x, prefs) = budget(&ffe);
    assert_eq!(
        prefs,
        vec![
            (1, Some((Black, Strong))),
            (4, Some((White, Strong))),
            (5, Some((Black, Strong))),
            (11, Some((Black, Mild))),
            (14, Some((Black, Strong))),
        ]
    );
    // TV-07: one White preference, four Black, q = 3 pairs ... x = 1.
    assert_eq!(x, 1);
    // TV-08: 1–5 and 1–14 would force a strong preference, 1–11 and 4–5
    // were played; the exchange 4 ↔ 5 gives 4–1 (both granted) and 11–5
    // (the mild 11 gives way), 14 moved down.
    assert_eq!(boards(&ffe), (vec![(4, 1), (11, 5)], vec![14]));
    assert_eq!(
        engine_pass(&ffe).steps.first().map(|s| s.step),
        Some(CStep::C2)
    );
    // The FIDE text has no BAF 77; by A7.d (even round) 11's mild
    // preference counts as the colour that lowers x: x = 0 (reading O5),
    // and the same boards come out.
    let fide = in_text(SystemKind::Dutch2006, ClassicLessonId::ColourConflicts);
    assert_eq!(budget(&fide).0, 0);
    assert_eq!(boards(&fide), (vec![(4, 1), (11, 5)], vec![14]));
    assert_eq!(ffe.steps[0].text, LessonText::A8Budget { baf77: true });
    assert_eq!(fide.steps[0].text, LessonText::A8Budget { baf77: false });
}

#[test]
fn tv07_tv09_baf77_example_2() {
    let l = in_text(
        SystemKind::Dutch1992Ffe,
        ClassicLessonId::ColourConflictsSecond,
    );
    // 7 played White in rounds 2 and 3: an absolute preference for Black.
    let (x, prefs) = budget(&l);
    let p7 = prefs.iter().find(|p| p.0 == 7).and_then(|p| p.1);
    assert_eq!(p7, Some((Colour::Black, Strength::Absolute)));
    // TV-07: b = 2, n = 5, q = 4: x = 1.
    assert_eq!(x, 1);
    // TV-09: 7–9 and 7–13 force two strong preferences; the 20th order of
    // S2, 13-8-12-9, gives 1–13, 5–8, 12–7 (the mild 12 gives way), 9 down.
    assert_eq!(boards(&l), (vec![(1, 13), (5, 8), (12, 7)], vec![9]));
}

#[test]
fn tv10_baf78_forfeit_floats_per_text() {
    let marks = |kind| {
        let l = in_text(kind, ClassicLessonId::ForfeitFloats);
        let LessonData::Floats { round, marks } = &l.steps[0].data else {
            panic!("a float step");
        };
        assert_eq!(*round, 4);
        let of = |n: u32| marks.iter().find(|m| m.0 == Tpn(n)).and_then(|m| m.1);
        (of(4), of(2))
    };
    // Round 4: 2 (2 points) was paired against 4 (1½), did not come, and
    // lost by forfeit. BAF 78: the winner gets a downfloat (replacing the
    // ↑ of the pairing), the loser none.
    assert_eq!(marks(SystemKind::Dutch1992Ffe), (Some(Float::Down), None));
    // 002 A4: the marks are written "by pairing" and no rule changes them
    // for a forfeit (reading O3): 4 floated up, 2 down, as paired.
    assert_eq!(
        marks(SystemKind::Dutch2006),
        (Some(Float::Up), Some(Float::Down))
    );
}

/// BAF 78's next round (round 5), paired by the engine, per text. The
/// lesson's tournament (`baf78_trf`, derived in its comment): the 2½
/// bracket {1, 3, 4} has S1 = 1, S2 = 3, 4 and D1's first candidate 1–3
/// with 4 moved down; every pair below meets both colour preferences
/// (E1: 1, 2, 5, 7 White).
#[test]
fn baf78_round_five_per_text() {
    let boards = |kind| {
        let l = in_text(kind, ClassicLessonId::ForfeitFloats);
        assert_eq!(l.steps.len(), 2);
        let LessonData::Pairs { pairs, down, .. } = &l.steps[1].data else {
            panic!("a pairs step");
        };
        assert!(down.is_empty(), "eight players, no bye");
        let mut v: Vec<(u32, u32)> = pairs.iter().map(|(w, b)| (w.0, b.0)).collect();
        v.sort_unstable();
        v
    };
    // 001 + BAF 78: 4 is a downfloater of round 4; B5 ("aucun joueur ne
    // flottera deux fois de suite dans le même sens") rejects 1–3 with 4
    // down; the next transposition 1–4 moves 3 down (3 floated up in
    // round 3, not at all in round 4). {3↓; 2, 5, 6}: 3–2 (2, the forfeit
    // loser, has no float in round 4; ↓ in round 3), remainder 5–6; 7
    // alone at 1½ moves down to 8: 7–8.
    assert_eq!(
        boards(SystemKind::Dutch1992Ffe),
        vec![(1, 4), (2, 3), (5, 6), (7, 8)]
    );
    // 002: 4 floated up in round 4 (as paired) and may float down now:
    // 1–3, 4 down; {4↓; 2, 5, 6}: 4–2 (F2: the forfeited game was not
    // played, so they may meet), 5–6; 7–8.
    assert_eq!(
        boards(SystemKind::Dutch2006),
        vec![(1, 3), (2, 4), (5, 6), (7, 8)]
    );
}

#[test]
fn old_lessons_and_traces_speak_their_own_texts_words() {
    use pocket_arbiter::dutch::classic::trace::{Criterion, Event};
    use pocket_arbiter::lang::Lang;
    let exchange = Event::C8Exchange {
        out_of_s1: vec![Tpn(4)],
        out_of_s2: vec![Tpn(5)],
        differenz: 1,
    };
    let mut measured = 0;
    for lang in Lang::ALL {
        let w = lang.catalogue();
        // 2008 D2 names the measure DIFFERENZ; 002 D2 "the difference
        // between the numbers exchanged", 001 D2 « la différence entre les
        // numéros échangés »: the old texts never say DIFFERENZ.
        assert!(w
            .classic_event(SystemKind::Dutch2008, &exchange)
            .contains("DIFFERENZ"));
        for kind in OLD {
            let line = w.classic_event(kind, &exchange);
            assert!(!line.contains("DIFFERENZ"), "{lang:?} {kind:?}: {line}");
            assert!(line.contains("différence") || line.contains("difference"));
            // Each old lesson, engine trace included, in its text's words.
            for &id in ClassicLessonId::of(kind) {
                for step in in_text(kind, id).steps {
                    for l in w.lesson_lines(&step.data) {
                        assert!(!l.contains("DIFFERENZ"), "{lang:?} {kind:?} {id:?}: {l}");
                        measured += usize::from(l.contains("numbers exchanged"));
                    }
                }
            }
        }
        // 002's A7.c is the rule 2008 calls A7.d; its last-round B2 note
        // is for "a score of 50%", the French text's for over 50 %.
        let a7 = w.classic_criterion(SystemKind::Dutch2006, Criterion::A7d);
        assert!(a7.starts_with("A7.c"), "{a7}");
        let b2 = |k| w.classic_criterion(k, Criterion::B2Topscorers);
        assert_ne!(b2(SystemKind::Dutch2006), b2(SystemKind::Dutch1992Ffe));
        assert_ne!(b2(SystemKind::Dutch2006), b2(SystemKind::Dutch2008));
    }
    // TV-08's engine trace exchanges 4 and 5 (C8) in both old texts.
    assert!(measured >= 2, "{measured}");
}
