//! Issue 23 item 5: every lesson of every system is checked against an
//! engine run. The 2026 worked brackets end on the pairs the event records
//! (its TRF, paired by another program) and on the engine's; every classic
//! lesson's engine step accepts a pairing, and its pairs are the round's
//! as the system's own engine (the registry, `systems::pair_round`) pairs it.
//! The Dutch 2017 lessons' brackets are derived by hand from the 2017 text
//! and stepped literally to the engine's pairs.

use pocket_arbiter::model::{Pairing, SystemKind, Tpn};
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::teach::classic::lessons::{
    d1_heterogeneous_trf, d1_homogeneous_trf, d2_exchange_trf, d4_b3_trf, lesson, read_lesson,
    ClassicLessonId, LessonData,
};
use pocket_arbiter::teach::lessons::{lessons, LessonId, StepData};
use pocket_arbiter::trf::read_str;
use std::collections::BTreeSet;
use std::path::Path;

fn unordered(pairs: impl IntoIterator<Item = (Tpn, Tpn)>) -> BTreeSet<(Tpn, Tpn)> {
    pairs
        .into_iter()
        .map(|(a, b)| (a.min(b), a.max(b)))
        .collect()
}

fn boards(p: &Pairing) -> BTreeSet<(Tpn, Tpn)> {
    unordered(p.boards.iter().map(|b| (b.white, b.black)))
}

/// The 2026 lessons' worked brackets (lessons.rs: the 40-player event's
/// round 6, the 16-player event's round 8) choose pairs that the event's
/// own record has, and that the engine makes.
#[test]
fn the_2026_worked_brackets_choose_the_recorded_and_the_engines_pairs() {
    let ls = lessons().expect("lessons");
    let cases = [
        (
            LessonId::HomogeneousBracket,
            "dutch2025-p040-r06-s0160.trf",
            6,
        ),
        (
            LessonId::HeterogeneousBracket,
            "dutch2025-p016-r09-s0958.trf",
            8,
        ),
    ];
    for (id, file, round) in cases {
        let l = ls.iter().find(|l| l.id == id).expect("lesson");
        let choice = l
            .steps
            .iter()
            .find_map(|s| match &s.data {
                StepData::Choice(c) => Some(c.clone()),
                _ => None,
            })
            .expect("a choice step");
        assert!(!choice.pairs.is_empty(), "{id:?}");
        let path = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/data/corpus/dutch-2026")
            .join(file);
        let text = std::fs::read_to_string(&path).expect("corpus file");
        let t = read_str(&text).expect("trf").tournament;
        let recorded = boards(&t.recorded_pairing(round));
        let engine = boards(&pair_round(&t.for_pairing_round(round), round).expect("engine"));
        for pair in unordered(choice.pairs.iter().copied()) {
            assert!(
                recorded.contains(&pair),
                "{id:?}: {pair:?} not in the record of round {round}"
            );
            assert!(
                engine.contains(&pair),
                "{id:?}: {pair:?} not paired by the engine"
            );
        }
    }
}

/// Every lesson of every system builds; the ones with an engine step
/// accept a pairing there, made of pairs the system's engine makes in that
/// round (for the lessons whose tournament is public: the 2008 ones).
#[test]
fn every_lesson_of_every_system_builds_and_its_engine_step_pairs() {
    let mut steps = 0;
    for kind in SystemKind::ALL {
        for &id in ClassicLessonId::of(kind) {
            let l = lesson(kind, id).unwrap_or_else(|e| panic!("{kind:?} {id:?}: {e:?}"));
            assert!(!l.steps.is_empty(), "{kind:?} {id:?}");
            for s in &l.steps {
                if let LessonData::Bracket { system, pass, .. } = &s.data {
                    assert_eq!(*system, kind, "{id:?}");
                    assert!(
                        pass.accepted.is_some(),
                        "{kind:?} {id:?}: no pairing accepted"
                    );
                    steps += 1;
                }
            }
        }
    }
    assert!(steps >= 8, "{steps} engine steps");
    // The 2008 lessons' tournaments: the bracket pass is the round's pairing.
    let with_trf = [
        (
            ClassicLessonId::TranspositionsHomogeneous,
            d1_homogeneous_trf(),
        ),
        (
            ClassicLessonId::TranspositionsHeterogeneous,
            d1_heterogeneous_trf(),
        ),
        (ClassicLessonId::Exchanges, d2_exchange_trf()),
        (ClassicLessonId::B3Factor, d4_b3_trf()),
    ];
    for (id, trf) in with_trf {
        let l = lesson(SystemKind::Dutch2008, id).expect("lesson");
        let (round, accepted) = l
            .steps
            .iter()
            .find_map(|s| match &s.data {
                LessonData::Bracket { round, pass, .. } => Some((*round, pass.accepted.clone())),
                _ => None,
            })
            .expect("engine step");
        let accepted = accepted.expect("accepted");
        let t = read_lesson(&trf).expect("lesson tournament");
        assert_eq!(t.system, SystemKind::Dutch2008);
        let engine = boards(&pair_round(&t.for_pairing_round(round), round).expect("engine"));
        for pair in unordered(accepted) {
            assert!(
                engine.contains(&pair),
                "{id:?}: {pair:?} not in the round the engine pairs"
            );
        }
    }
}

/// The pairs of bracket `index` of a 2017 lesson as the literal procedure
/// chooses them (smaller TPN first, sorted), with the criteria (English
/// citations, `C.n`) named by each step before the chosen one.
fn lesson_2017_bracket(
    l: pocket_arbiter::teach::lessons::Lesson2017,
    index: usize,
) -> (Vec<(u32, u32)>, Vec<Vec<String>>) {
    use pocket_arbiter::lang::catalogue::TeachWords;
    use pocket_arbiter::teach::study::{Verdict, BRACKET_BUDGET};
    let s = l.study().expect("lesson round");
    let b = s.open_bracket(index, BRACKET_BUDGET).expect("bracket");
    let Verdict::Chosen { choice, agrees } = &b.verdict else {
        panic!("{l:?} bracket {index}: {:?}", b.verdict)
    };
    assert!(agrees, "{l:?} bracket {index}: not the engine's pairs");
    let mut pairs: Vec<(u32, u32)> = choice
        .pairs
        .iter()
        .map(|&(a, b)| (a.0.min(b.0), a.0.max(b.0)))
        .collect();
    pairs.sort_unstable();
    let chosen = b.chosen_step.expect("a chosen step");
    let named = b.steps[..chosen]
        .iter()
        .map(|st| {
            st.criteria
                .iter()
                .map(|c| pocket_arbiter::lang::en::English.failed_in(b.judge.criteria(), c))
                .collect()
        })
        .collect();
    (pairs, named)
}

/// The 2017 lessons (`teach::lessons::Lesson2017`), derived by hand from the
/// 2017 text (C.04.3 approved Baku 2016, seed `000`) and checked against the
/// literal procedure and the 2017 engine.
#[test]
fn the_2017_lessons_pair_as_derived_from_the_2017_text() {
    use pocket_arbiter::teach::lessons::Lesson2017;
    use pocket_arbiter::teach::study::Route;
    // --- Lesson2017::Ppb (tests/data/explain-2017-ppb.trf, round 3 of 5, white1).
    // R1: 1W-3B 1-0, 2W-4B 1-0, 5W-6B ½-½. R2: 6W-3B 0-1, 5W-4B 0-1, 2W-1B ½-½.
    // Scores: 1, 2 on 1½; 3, 4 on 1; 5, 6 on ½. Colours (A.6): 1 mild White
    // (WB), 2 absolute Black (WW), 3 and 4 absolute White (BB), 5 absolute
    // Black (WW), 6 mild Black (BW). C.1: 1 met 2, 3; 2 met 1, 4; 3 met 6;
    // 4 met 5; 5 met 6. C.3: no pair of two equal absolute preferences.
    // Bracket 1 {1, 2}: they met; both float down.
    // Bracket 2 {1, 2 | 3, 4}: C.5 wants two pairs; 1-3 and 2-4 met, so 1-4,
    // 2-3. It leaves {5, 6}, who met: the round cannot be completed (A.9),
    // so bracket 2 is the PPB, paired again under C.4 (the rest must pair).
    // Two pairs fail C.4; one pair: 1-4 (then 2-6, 3-5 complete the round)
    // or 2-3 (then 1-5, 4-6). C.6 (A.8, lowest score 1, a downfloater's SD
    // is its score − 0): both give PSD [1½, 1, ½]. C.7–C.9 do not decide
    // (no next bracket beyond the CLB; C.8/C.9 are for topscorers in the
    // last round). C.10: 1-4 denies 1 (mild White) or 4 (absolute White)
    // its colour; 2-3 grants both: 2-3.
    // Bracket 3, the CLB {1, 4 | 5, 6}: 4-5 met, so 1-5, 4-6.
    let ppb = Lesson2017::Ppb.study().expect("ppb");
    let routes: Vec<Route> = ppb.brackets().iter().map(|b| b.route).collect();
    assert_eq!(routes, [Route::NextBracket, Route::Ppb, Route::Clb]);
    assert_eq!(Lesson2017::Ppb.bracket(), 1, "the lesson opens the PPB");
    assert_eq!(lesson_2017_bracket(Lesson2017::Ppb, 1).0, [(2, 3)]);
    assert_eq!(lesson_2017_bracket(Lesson2017::Ppb, 2).0, [(1, 5), (4, 6)]);
    let engine = boards(&pair_round(&lesson_event_before(Lesson2017::Ppb), 3).expect("engine"));
    assert_eq!(
        engine,
        unordered([(Tpn(1), Tpn(5)), (Tpn(2), Tpn(3)), (Tpn(4), Tpn(6))])
    );

    // --- Lesson2017::AbsentDownfloat (tests/data/lesson-2017-absent.trf,
    // round 2 of 3, white1). R1: 1W-3B 1-0, 4W-2B 0-1, 5 absent (Z).
    // Scores: 1, 2 on 1; 3, 4, 5 on 0.
    // Bracket 1 {1, 2}: 1-2 (C.5), they have not met.
    // Bracket 2, the last {3, 4, 5}: MaxPairs 1, S1 = {3}, S2 = {4, 5}.
    // D.1 order: 3-4 (5 gets the PAB), then 3-5 (4 gets it). C.1: 3 met 1,
    // 4 met 2, 5 nobody. C.2: nobody has had a PAB or a forfeit win. C.5:
    // one pair each; C.6 (lowest 0): [1, 0] each; C.10/C.11: 3 (had Black)
    // wants White, 4 (had White) Black, 5 has no preference: all granted.
    // C.12: the PAB is a downfloat (A.4.b), and so is not playing: 5 did
    // not play round 1, so 3-4 gives 5 the same downfloat as in the
    // previous round; 4 played a game in its own scoregroup in round 1.
    // So 3-4 fails C.12 and 3-5 is chosen; 4 gets the PAB.
    let absent = Lesson2017::AbsentDownfloat.study().expect("absent");
    assert_eq!(absent.brackets().len(), 2);
    assert_eq!(
        lesson_2017_bracket(Lesson2017::AbsentDownfloat, 0).0,
        [(1, 2)]
    );
    let (pairs, named) = lesson_2017_bracket(Lesson2017::AbsentDownfloat, 1);
    assert_eq!(pairs, [(3, 5)]);
    // One step before the chosen one: 3-4. It names what it does not fulfil:
    // C.5 and C.6 as every candidate here does (a PAB is a downfloater),
    // then C.12 and C.16 (the repeated downfloat, and its score difference),
    // which 3-5 fulfils.
    assert_eq!(named.len(), 1, "{named:?}");
    let cited: Vec<&str> = named[0]
        .iter()
        .filter_map(|c| c.split_whitespace().next())
        .collect();
    assert_eq!(cited, ["C.5", "C.6", "C.12", "C.16"], "{named:?}");
    let p = pair_round(&lesson_event_before(Lesson2017::AbsentDownfloat), 2).expect("engine");
    assert_eq!(boards(&p), unordered([(Tpn(1), Tpn(2)), (Tpn(3), Tpn(5))]));
    assert_eq!(p.bye, Some(Tpn(4)));

    // Every bracket of every 2017 lesson steps to the engine's pairs.
    for l in Lesson2017::ALL {
        let s = l.study().expect("lesson round");
        assert!(l.bracket() < s.brackets().len(), "{l:?}");
        for b in s.brackets() {
            lesson_2017_bracket(l, b.index);
        }
    }
}

/// A 2017 lesson's event as it stood before its round.
fn lesson_event_before(
    l: pocket_arbiter::teach::lessons::Lesson2017,
) -> pocket_arbiter::model::Tournament {
    let t = l.tournament().expect("lesson event");
    assert_eq!(t.system, SystemKind::Dutch2017);
    t.for_pairing_round(l.round())
}
