//! Issue 23 item 5: every lesson of every system is checked against an
//! engine run. The 2026 worked brackets end on the pairs the event records
//! (its TRF, paired by another program) and on the engine's; every classic
//! lesson's engine step accepts a pairing, and its pairs are the round's
//! as the system's own engine (the registry, `systems::pair_round`) pairs it.

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
