//! The English wording of the teaching layer's data (`lang::en::teach`):
//! a few structured reasons rendered as the rules state them, and every
//! lesson step, reason and criterion rendered to some text.

use pocket_arbiter::dutch::colours::{ColourArticle, ColourRule};
use pocket_arbiter::dutch::context::Criteria;
use pocket_arbiter::dutch::criterion::Criterion;
use pocket_arbiter::dutch::evaluate::Evaluation;
use pocket_arbiter::lang::en::teach as words;
use pocket_arbiter::model::{Colour, Tpn};
use pocket_arbiter::teach::explain::{ExplainError, ShownCandidate, WhyNot, WhyNotAnswer};
use pocket_arbiter::teach::lessons::{lessons, LessonError, StepText};
use pocket_arbiter::teach::literal::LiteralError;
use pocket_arbiter::teach::study::{
    sample_tournament, Failed, RoundStudy, StudyError, WHY_NOT_BUDGET,
};
use pocket_arbiter::teach::trace::{
    Absolute, Alteration, CandidateRecord, Choice, ChoiceReason, Decider, Outcome, RunnerUp,
};

/// C.04.3 (2026) art. 2 numbers the criteria [C1]–[C21] under 2.1.1–2.1.3
/// (absolute), 2.2.1 (completion), 2.3.1 (PAB) and 2.4.1–2.4.16 (quality).
#[test]
fn criteria_are_numbered_and_placed_as_in_article_2() {
    for (k, c) in Criterion::ALL.into_iter().enumerate() {
        let n = u8::try_from(k + 1).expect("small");
        assert_eq!(c.number(), n);
        assert_eq!(Criterion::from_number(n), Some(c));
        assert_eq!(words::criterion(c), format!("C{n}"));
        assert_eq!(c.is_absolute(), n <= 3);
        let want = match n {
            1..=3 => format!("2.1.{n}"),
            4 => "2.2.1".to_string(),
            5 => "2.3.1".to_string(),
            _ => format!("2.4.{}", n - 5),
        };
        assert_eq!(c.article(), want, "C{n}");
    }
    assert_eq!(Criterion::from_number(0), None);
    assert_eq!(Criterion::from_number(22), None);
    // art. 3.8: candidates are compared on [C5], then [C6]–[C21].
    assert_eq!(Criterion::SCORED[0], Criterion::C5ByeScore);
    assert_eq!(
        Criterion::SCORED[16],
        Criterion::C21OpponentUpfloatTwoBeforeDifferences
    );
    assert_eq!(
        words::criteria(&[
            Criterion::C12ColourPreference,
            Criterion::C13StrongColourPreference
        ]),
        "C12, C13"
    );
}

/// art. 2.1.1 [C1] (no second game between two players) and art. 2.1.3 [C3]
/// (non-topscorers with the same absolute preference do not meet).
#[test]
fn absolute_criteria_in_words() {
    assert_eq!(
        words::absolute(&Absolute::C1 { round: Some(2) }),
        "C1 (they met in round 2)"
    );
    assert_eq!(
        words::absolute(&Absolute::C3 {
            colour: Colour::Black
        }),
        "C3 (both have an absolute preference for Black)"
    );
    assert_eq!(
        words::failed(&Failed::Criterion(Criterion::C4Completion)),
        "C4"
    );
    let a = WhyNotAnswer {
        x: Tpn(3),
        y: Tpn(8),
        reason: WhyNot::Absolute {
            criterion: Absolute::Forbidden {
                record: Some(pocket_arbiter::model::Prohibition::new(
                    Tpn(8),
                    Tpn(3),
                    None,
                )),
            },
        },
        criteria: Criteria::Dutch2026,
    };
    assert_eq!(
        words::why_not_answer(&a),
        "3–8 is illegal: C1 (forbidden pair: the arbiter keeps 3 and 8 apart in every round)."
    );
}

/// [C2] (art. 2.1.2) is about the pairing-allocated bye; [C4] (art. 2.2.1)
/// about completing the round with [C1]–[C3].
#[test]
fn round_wide_reasons_in_words() {
    assert_eq!(
        words::why_not(&WhyNot::C2, Tpn(3), Tpn(7), Criteria::Dutch2026),
        "Every pairing of the round with 3–7 leaves the pairing-allocated bye to a player who may not receive it (C2)."
    );
    assert_eq!(
        words::why_not(&WhyNot::C4, Tpn(3), Tpn(7), Criteria::Dutch2026),
        "No pairing of the whole round that complies with C1–C3 contains 3–7 (C4)."
    );
    // Brackets are numbered from 1 for the reader; art. 3.3.3: MDPs are paired with residents.
    assert_eq!(
        words::why_not(&WhyNot::BothMdps { bracket: 1 }, Tpn(1), Tpn(2), Criteria::Dutch2026),
        "1 and 2 met only as moved-down players of bracket 2: MDPs are paired with residents (art. 3.3.3)."
    );
}

fn evaluation_with_c12(n: u32) -> Evaluation {
    Evaluation {
        c12_colour_preference: n,
        ..Evaluation::default()
    }
}

/// art. 3.8.1: the candidate with the pair loses on the first criterion where
/// it is worse, here [C12] (art. 2.4.7: players without their colour preference).
#[test]
fn worse_on_a_quality_criterion_in_words() {
    let with_pair = ShownCandidate {
        alteration: Some(Alteration::default()),
        pairs: vec![(Tpn(1), Tpn(4)), (Tpn(2), Tpn(3))],
        downfloaters: vec![],
        evaluation: evaluation_with_c12(2),
    };
    let chosen = ShownCandidate {
        alteration: None,
        pairs: vec![(Tpn(1), Tpn(2)), (Tpn(3), Tpn(4))],
        downfloaters: vec![],
        evaluation: evaluation_with_c12(0),
    };
    let reason = WhyNot::Worse {
        bracket: 0,
        criterion: Criterion::C12ColourPreference,
        with_pair,
        chosen,
    };
    assert_eq!(
        words::why_not(&reason, Tpn(1), Tpn(4), Criteria::Dutch2026),
        "In bracket 1, the best candidate with 1–4 (1–4 2–3; original subgroups, transposition 1) \
         is worse than the chosen one (1–2 3–4) on C12: 2 player(s) without their colour \
         preference against 0 player(s) without their colour preference (art. 3.8.1)."
    );
    // The 2017 text: 2026's C12 is its C.10, the best is taken by B.8.
    assert_eq!(
        words::why_not(&reason, Tpn(1), Tpn(4), Criteria::Dutch2017),
        "In bracket 1, the best candidate with 1–4 (1–4 2–3; original subgroups, transposition 1) \
         is worse than the chosen one (1–2 3–4) on C.10: 2 player(s) without their colour \
         preference against 0 player(s) without their colour preference (B.8)."
    );
}

/// art. 3.4.1: a perfect candidate is accepted at once; art. 3.8.1: otherwise
/// the best, the runner-up losing on the first criterion where it is worse.
#[test]
fn choices_in_words() {
    let choice = |reason: ChoiceReason| Choice {
        candidate: 15,
        alteration: Alteration::default(),
        pairs: vec![(Tpn(1), Tpn(2)), (Tpn(3), Tpn(4))],
        downfloaters: vec![],
        evaluation: Evaluation::default(),
        violations: vec![],
        reason,
    };
    assert_eq!(
        words::choice(&choice(ChoiceReason::Perfect), Criteria::Dutch2026),
        "candidate 16 1–2 3–4: perfect, accepted at once (art. 3.4.1)"
    );
    // The 2017 text: B.4 accepts a perfect candidate.
    assert_eq!(
        words::choice(&choice(ChoiceReason::Perfect), Criteria::Dutch2017),
        "candidate 16 1–2 3–4: perfect, accepted at once (B.4)"
    );
    let runner_up = RunnerUp {
        candidate: 2,
        pairs: vec![],
        downfloaters: vec![],
        evaluation: evaluation_with_c12(2),
        decided_by: Decider::Criterion(Criterion::C12ColourPreference),
    };
    let best = choice(ChoiceReason::Best {
        generated: 20,
        runner_up: Some(Box::new(runner_up)),
    });
    assert_eq!(
        words::choice(&best, Criteria::Dutch2026),
        "candidate 16 1–2 3–4: best of 20 by art. 3.8.1; the runner-up (candidate 3) is worse on C12"
    );
    // The 2017 text: B.8 takes the best; 2026's C12 is its C.10.
    assert_eq!(
        words::choice(&best, Criteria::Dutch2017),
        "candidate 16 1–2 3–4: best of 20 by B.8; the runner-up (candidate 3) is worse on C.10"
    );
}

/// Where the version's text states the colour rule: 2026 art. 5.2.n, or
/// 2017 E.n (the same rule).
#[test]
fn colour_articles_in_words() {
    assert_eq!(
        words::colour_article(ColourArticle::Article52(ColourRule::InitialColour)),
        "art. 5.2.5"
    );
    assert_eq!(
        words::colour_article(ColourArticle::AppendixE(ColourRule::WiderColourDifference)),
        "E.2 (2017; 2026 art. 5.2.2)"
    );
}

/// Every reason "why not" can give, once.
fn every_why_not() -> Vec<WhyNot> {
    let shown = ShownCandidate {
        alteration: Some(Alteration::default()),
        pairs: vec![(Tpn(1), Tpn(2))],
        downfloaters: vec![],
        evaluation: Evaluation::default(),
    };
    let all = vec![
        WhyNot::Paired,
        WhyNot::NotPlaying { tpn: Tpn(5) },
        WhyNot::Absolute {
            criterion: Absolute::C1 { round: None },
        },
        WhyNot::C2,
        WhyNot::C4,
        WhyNot::DifferentBrackets {
            x_bracket: 0,
            y_bracket: 2,
        },
        WhyNot::BothMdps { bracket: 1 },
        WhyNot::Limbo {
            bracket: 1,
            tpn: Tpn(4),
        },
        WhyNot::NoLegalCandidate { bracket: 0 },
        WhyNot::Worse {
            bracket: 0,
            criterion: Criterion::C6Downfloaters,
            with_pair: shown.clone(),
            chosen: shown.clone(),
        },
        WhyNot::EquallyGoodLater {
            bracket: 0,
            with_pair: shown.clone(),
            chosen: shown.clone(),
        },
        WhyNot::Unexplained {
            bracket: 0,
            differs: Decider::Earlier,
            with_pair: shown.clone(),
            chosen: shown,
        },
        WhyNot::NotDetermined { bracket: 0 },
    ];
    // A new variant must be added above: this match has no wildcard.
    for r in &all {
        match r {
            WhyNot::Paired
            | WhyNot::NotPlaying { .. }
            | WhyNot::Absolute { .. }
            | WhyNot::C2
            | WhyNot::C4
            | WhyNot::DifferentBrackets { .. }
            | WhyNot::BothMdps { .. }
            | WhyNot::Limbo { .. }
            | WhyNot::NoLegalCandidate { .. }
            | WhyNot::Worse { .. }
            | WhyNot::EquallyGoodLater { .. }
            | WhyNot::Unexplained { .. }
            | WhyNot::NotDetermined { .. } => {}
        }
    }
    all
}

#[test]
fn every_reason_outcome_and_criterion_renders_some_text() {
    for r in every_why_not() {
        for c in [Criteria::Dutch2026, Criteria::Dutch2017] {
            let text = words::why_not(&r, Tpn(1), Tpn(2), c);
            assert!(text.ends_with('.'), "{r:?}: {text}");
        }
    }
    for c in Criterion::ALL {
        assert!(!words::criterion(c).is_empty());
        if !c.is_absolute() && c != Criterion::C4Completion {
            // A legal candidate has a value on [C5]–[C21].
            assert!(
                !words::criterion_value(&Evaluation::default(), c).is_empty(),
                "{c:?}"
            );
        }
    }
    let outcomes = [
        Outcome::Illegal {
            criterion: Absolute::C3 {
                colour: Colour::White,
            },
            a: Tpn(1),
            b: Tpn(2),
        },
        Outcome::NoCompletion,
        Outcome::Imperfect {
            violations: vec![Criterion::C6Downfloaters],
            new_best: true,
        },
        Outcome::Perfect,
        Outcome::CannotBeat {
            best: 0,
            criterion: None,
        },
    ];
    for outcome in outcomes {
        let r = CandidateRecord {
            first: 0,
            count: 2,
            alteration: Alteration::default(),
            last: Alteration {
                transposition: 1,
                ..Alteration::default()
            },
            exchange: None,
            remainder: None,
            pairs: vec![(Tpn(1), Tpn(2))],
            downfloaters: vec![],
            outcome,
            evaluation: None,
        };
        let text = words::candidate_record(&r);
        assert!(
            text.starts_with("candidates 1–2 [original subgroups, transposition 1 … to original subgroups, transposition 2] 1–2: "),
            "{text}"
        );
    }
    let errors: Vec<String> = vec![
        LiteralError::InvalidRound.to_string(),
        ExplainError::SamePlayer.to_string(),
        StudyError::NotOffered.to_string(),
        StudyError::NoSuchBracket(3).to_string(),
        LessonError::Unfinished(2).to_string(),
    ];
    assert!(errors.iter().all(|e| !e.is_empty()), "{errors:?}");
}

/// Every lesson has a title, every step a title and a text.
#[test]
fn every_lesson_step_renders_its_title_and_text() {
    let ls = lessons().expect("lessons");
    for l in &ls {
        assert!(!words::lesson_title(l.id).is_empty());
        for s in &l.steps {
            assert!(!words::step_title(s).is_empty(), "{:?}", s.text);
            assert!(!words::step_text(s).is_empty(), "{:?}", s.text);
        }
    }
    // Wording checked against the lesson's numbers: 6·5·4·3·2 = 720
    // transpositions (art. 4.2.2), the third being 6-7-8-10-9.
    let texts: Vec<String> = ls[0].steps.iter().map(words::step_text).collect();
    assert!(texts.iter().any(|t| t.ends_with("= 720 transpositions.")));
    assert!(texts
        .iter()
        .any(|t| t.starts_with("The third transposition is 6-7-8-10-9:")));
    // Every comparison of art. 4.3.2 agrees with the order the lesson states.
    assert!(ls
        .iter()
        .flat_map(|l| &l.steps)
        .all(|s| !matches!(s.text, StepText::Comparison { agrees: false, .. })));
}

#[test]
fn colours_and_why_not_on_the_sample() {
    let s = RoundStudy::new(&sample_tournament().expect("sample"), 8).expect("round");
    let board = s.pairing().boards[0];
    let e = s.colours(board.white, board.black).expect("colours");
    assert!(e.article.starts_with("5.2."));
    assert!(words::colour_explanation(&e).contains(&format!("art. {}", e.article)));
    // The explanation gives the colours the engine gave.
    let white = if e.higher.receives == Colour::White {
        e.higher.tpn
    } else {
        e.lower.tpn
    };
    assert_eq!(white, board.white);
    assert!(s.colours(board.white, board.white).is_err());
    assert!(s.colours(board.white, Tpn(999)).is_err());
    // Why not the first board's white with the second board's white?
    let other = s.pairing().boards[1].white;
    let a = s
        .why_not(board.white, other, WHY_NOT_BUDGET)
        .expect("why not");
    let text = words::why_not_answer(&a);
    assert!(!text.is_empty());
    assert!(
        text.contains('C') || text.contains("art."),
        "names a criterion or an article: {text}"
    );
    let same = s
        .why_not(board.white, board.black, WHY_NOT_BUDGET)
        .expect("paired");
    assert!(words::why_not_answer(&same).contains("paired together"));
}
