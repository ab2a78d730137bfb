//! "Explain a round" for the classic (2008) text: the engine's trace
//! grouped by bracket, each step's article and counters (seed 004 C2, C3,
//! C10.e, C14), the colour rule of every board.

use pocket_arbiter::dutch::classic::trace::{ColourRule, Criterion, Event};
use pocket_arbiter::lang::en::classic_teach as words;
use pocket_arbiter::model::{ByColour, Colour, GameResult, Points, SystemKind, Tpn};
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::teach::classic::lessons::{d1_heterogeneous_trf, read_lesson};
use pocket_arbiter::teach::classic::{is_classic, CStep, ClassicError, ClassicStudy};

fn entered(p0: u32, m0: u32, x1: u32, z1: Option<u32>) -> Event {
    Event::BracketEntered {
        top: Points(20),
        bottom: Points(10),
        homogeneous: false,
        lowest: false,
        players: vec![Tpn(1), Tpn(2), Tpn(3), Tpn(4)],
        p0,
        m0,
        x1,
        z1,
    }
}

#[test]
fn counters_follow_c2_c3_c10_and_c14() {
    let events = vec![
        entered(2, 1, 1, Some(1)),
        Event::C3Requirements {
            p: 1,
            x: 1,
            z: Some(1),
            dropped: vec![],
        },
        Event::C10Drop {
            step: 'a',
            criterion: Criterion::B6Up,
        },
        Event::C10Budget { x: 2, z: Some(0) },
        Event::C14Reduce {
            p1: 1,
            m1: 0,
            x1: 0,
            z1: Some(0),
        },
        Event::Accepted {
            pairs: vec![(Tpn(1), Tpn(2)), (Tpn(3), Tpn(4))],
            moved_down: vec![],
        },
        Event::Colour {
            white: Tpn(2),
            black: Tpn(1),
            rule: ColourRule::E1BothPreferences,
        },
        Event::Colour {
            white: Tpn(3),
            black: Tpn(4),
            rule: ColourRule::E5FirstRound {
                first: Colour::White,
            },
        },
        Event::Bye { player: Tpn(5) },
    ];
    let s = ClassicStudy::from_events(events);
    assert_eq!(s.brackets.len(), 1);
    let b = &s.brackets[0];
    let steps: Vec<CStep> = b.steps.iter().map(|s| s.step).collect();
    assert_eq!(
        steps,
        vec![
            CStep::C2,
            CStep::C3,
            CStep::C10('a'),
            CStep::C10('e'),
            CStep::C14,
            CStep::C6
        ]
    );
    // C2: P1 = P0, M1 = M0; P, X, Z unset until C3.
    let c2 = b.steps[0].counters;
    assert_eq!(
        (c2.p0, c2.m0, c2.p1, c2.m1, c2.x1, c2.z1),
        (2, 1, 2, 1, 1, Some(1))
    );
    assert_eq!((c2.p, c2.x, c2.z), (None, None, None));
    // C3.a (heterogeneous: P = M1), C3.d X = X1, Z = Z1.
    assert_eq!(b.steps[1].counters.p, Some(1));
    // C10.e raises X (and sets Z); C14 lowers P1, M1, X1, Z1, not P0/M0.
    assert_eq!(b.steps[3].counters.x, Some(2));
    let c14 = b.steps[4].counters;
    assert_eq!((c14.p0, c14.m0, c14.p1, c14.m1, c14.x1), (2, 1, 1, 0, 0));
    assert_eq!(b.drops(), vec![('a', Criterion::B6Up)]);
    assert_eq!(b.accepted, Some(vec![(Tpn(1), Tpn(2)), (Tpn(3), Tpn(4))]));
    // Colours and the bye are the round's, not the bracket's.
    assert_eq!(s.colours.len(), 2);
    assert_eq!(s.colours[1].board, 2);
    assert_eq!(s.bye, Some(Tpn(5)));
    assert_eq!(words::c_step(CStep::E(s.colours[1].rule)), "E5");
    assert_eq!(words::c_step(CStep::C10('e')), "C10.e");
}

#[test]
fn a_backtrack_opens_a_new_pass_marked_again() {
    let s = ClassicStudy::from_events(vec![
        entered(2, 0, 0, None),
        Event::C12Backtrack { accepted: true },
        entered(1, 1, 0, None),
    ]);
    assert_eq!(s.brackets.len(), 2);
    assert!(!s.brackets[0].again);
    assert!(s.brackets[1].again);
    assert_eq!(s.brackets[1].index, 1);
}

#[test]
fn a_paired_round_opens_with_every_board_coloured() {
    // The D1.2 lesson's tournament, round 2 paired by the registry and
    // recorded, then opened as the app does.
    let mut t = read_lesson(&d1_heterogeneous_trf()).expect("reads");
    assert_eq!(t.system, SystemKind::Dutch2008);
    assert!(is_classic(t.system));
    let pairing = pair_round(&t, 2).expect("pairs");
    for b in &pairing.boards {
        t.record_game(
            2,
            *b,
            ByColour {
                white: GameResult::Pending,
                black: GameResult::Pending,
            },
        )
        .expect("records");
    }
    assert_eq!(t.rounds_paired(), 2);
    let s = ClassicStudy::new(&t, 2).expect("opens");
    assert!(!s.recorded_differs);
    assert_eq!(s.pairing, pairing);
    assert_eq!(s.colours.len(), pairing.boards.len());
    for (c, b) in s.colours.iter().zip(&pairing.boards) {
        assert_eq!((c.white, c.black), (b.white, b.black));
    }
    // Every bracket that stood starts at C2 and its counters are C2's.
    for b in &s.brackets {
        let c2 = &b.steps[0];
        assert_eq!(c2.step, CStep::C2);
        assert_eq!(c2.counters.p1, c2.counters.p0);
        assert_eq!(c2.counters.m1, c2.counters.m0);
    }
    assert!(s.steps().any(|st| st.step == CStep::C6));
    // Worded: every step has a sentence and its counters.
    for st in s.steps() {
        assert!(!words::event(&st.event).is_empty());
        assert!(words::counters(&st.counters).starts_with("P0 "));
    }
}

#[test]
fn refuses_what_it_cannot_open() {
    let t = read_lesson(&d1_heterogeneous_trf()).expect("reads");
    assert!(matches!(
        ClassicStudy::new(&t, 2),
        Err(ClassicError::NoSuchRound {
            round: 2,
            paired: 1
        })
    ));
    assert!(matches!(
        ClassicStudy::new(&t, 0),
        Err(ClassicError::NoSuchRound { .. })
    ));
    let mut other = t.clone();
    other.system = SystemKind::Dutch2026;
    assert!(!is_classic(other.system));
    assert_eq!(
        ClassicStudy::new(&other, 1).err(),
        Some(ClassicError::NotClassic(SystemKind::Dutch2026))
    );
}

#[test]
fn transpositions_not_listed_are_reported_as_passed_over() {
    let sub = || Event::C4Subgroups {
        s1: vec![Tpn(1), Tpn(2)],
        s2: vec![Tpn(3), Tpn(4), Tpn(5)],
        remainder: false,
    };
    let cand = |k: u64| Event::C6Candidate {
        transposition: Some(k),
        pairs: vec![],
        rejected: None,
    };
    let s = ClassicStudy::from_events(vec![
        entered(2, 0, 0, None),
        sub(),
        cand(0),
        cand(3), // #1–#2 not listed
        Event::CandidatesSkipped { count: 4 },
        cand(9), // after a skip the gap is not known
        sub(),
        cand(2), // a new S1/S2 starts again at #0
    ]);
    let gaps: Vec<Option<(u64, u64)>> = s.brackets[0]
        .steps
        .iter()
        .filter(|st| matches!(st.event, Event::C6Candidate { .. }))
        .map(|st| st.passed_over)
        .collect();
    assert_eq!(gaps, vec![None, Some((1, 2)), None, Some((0, 1))]);
    assert!(!s.complete);
}
