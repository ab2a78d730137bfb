//! Exercises (issue 23): made from a seed for every system, the system's
//! own answer judged right, wrong answers judged wrong with the article.

use pocket_arbiter::model::{SystemKind, Tpn};
use pocket_arbiter::teach::exercise::{
    Difficulty, Exercise, ExerciseError, PairsAnswer, Source, Verdict,
};
use pocket_arbiter::teach::verify::Finding;

/// The first seeds of each system and difficulty that give an exercise.
fn exercises(per: usize) -> Vec<Exercise> {
    let mut out = Vec::new();
    for system in SystemKind::ALL {
        for difficulty in Difficulty::ALL {
            let mut made = 0;
            for seed in 1..=40u64 {
                match Exercise::new(Source::Generated {
                    system,
                    seed,
                    difficulty,
                }) {
                    Ok(e) => {
                        out.push(e);
                        made += 1;
                    }
                    Err(ExerciseError::Unpairable { .. }) => {}
                    Err(e) => panic!("{system:?} seed {seed}: {e:?}"),
                }
                if made == per {
                    break;
                }
            }
            assert_eq!(made, per, "{system:?} {difficulty:?}");
        }
    }
    out
}

fn own_answer(e: &Exercise) -> PairsAnswer {
    let pairs = e.pairs_to_colour();
    let paired: Vec<Tpn> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
    let bye = e
        .standings
        .iter()
        .find(|s| s.to_pair && !paired.contains(&s.tpn))
        .map(|s| s.tpn);
    PairsAnswer { pairs, bye }
}

#[test]
fn the_same_seed_gives_the_same_exercise_and_the_size_asked() {
    for difficulty in Difficulty::ALL {
        let source = Source::Generated {
            system: SystemKind::ALL[0],
            seed: 7,
            difficulty,
        };
        let a = Exercise::new(source).expect("exercise");
        let b = Exercise::new(source).expect("exercise");
        assert_eq!(a, b);
        let (players, round) = difficulty.size();
        assert_eq!(a.standings.len(), players as usize);
        assert_eq!(a.round, round);
        assert!(a
            .standings
            .iter()
            .all(|s| s.history.len() == round as usize - 1));
    }
    let other = Exercise::new(Source::Generated {
        system: SystemKind::ALL[0],
        seed: 8,
        difficulty: Difficulty::Hard,
    })
    .expect("exercise");
    let seven = Exercise::new(Source::Generated {
        system: SystemKind::ALL[0],
        seed: 7,
        difficulty: Difficulty::Hard,
    })
    .expect("exercise");
    assert_ne!(other.standings, seven.standings);
}

#[test]
fn the_systems_own_pairing_and_colours_are_right_for_every_system() {
    for e in exercises(2) {
        let answer = own_answer(&e);
        assert_eq!(
            e.judge_pairs(&answer).expect("judge"),
            Verdict::Right,
            "{:?}",
            e.source
        );
        // Pairs in another order and with the players swapped are the same pairs.
        let mut shuffled = answer.clone();
        shuffled.pairs.reverse();
        for p in &mut shuffled.pairs {
            *p = (p.1, p.0);
        }
        assert_eq!(e.judge_pairs(&shuffled).expect("judge"), Verdict::Right);
        let whites: Vec<Tpn> = match e.judge_pairs(&PairsAnswer::default()).expect("judge") {
            Verdict::Wrong { answer, .. } => answer.boards.iter().map(|b| b.white).collect(),
            Verdict::Right => panic!("an empty answer is right"),
        };
        assert_eq!(e.judge_colours(&whites).expect("judge"), Verdict::Right);
    }
}

/// C.04.1 (and each text's first absolute criterion): two players shall
/// not meet twice. An answer pairing two who met is wrong, and the first
/// finding names them and the round they met in, read from the standings.
#[test]
fn a_rematch_is_wrong_and_named_with_its_round() {
    let mut checked = 0;
    for e in exercises(2) {
        // Two players to pair who met in round 1; the rest paired in order.
        let Some((a, b)) = e.standings.iter().filter(|s| s.to_pair).find_map(|s| {
            let (opp, _) = s.history.first().copied().flatten()?;
            let other = e.standings.iter().find(|o| o.tpn == opp)?;
            other.to_pair.then_some((s.tpn, opp))
        }) else {
            continue;
        };
        let mut rest: Vec<Tpn> = e
            .standings
            .iter()
            .filter(|s| s.to_pair && s.tpn != a && s.tpn != b)
            .map(|s| s.tpn)
            .collect();
        let bye = (rest.len() % 2 == 1).then(|| rest.pop()).flatten();
        let mut pairs = vec![(a, b)];
        pairs.extend(rest.chunks(2).map(|c| (c[0], c[1])));
        let v = e.judge_pairs(&PairsAnswer { pairs, bye }).expect("judge");
        let Verdict::Wrong { findings, .. } = v else {
            panic!("{:?}: a rematch judged right", e.source);
        };
        let named = findings.iter().any(|f| {
            matches!(f, Finding::RepeatGame { a: x, b: y, met_in: Some(1), .. }
                if (*x, *y) == (a, b) || (*x, *y) == (b, a))
        });
        assert!(named, "{:?}: {findings:?}", e.source);
        checked += 1;
    }
    assert!(checked > 10, "{checked}");
}

/// Colours: giving White to the wrong player of one pair is wrong, and the
/// finding names the colour rule that gives White to the other.
#[test]
fn a_reversed_colour_is_wrong_and_the_rule_named() {
    let mut checked = 0;
    for e in exercises(1) {
        let whites: Vec<Tpn> = match e.judge_pairs(&PairsAnswer::default()).expect("judge") {
            Verdict::Wrong { answer, .. } => answer.boards.iter().map(|b| b.white).collect(),
            Verdict::Right => panic!("an empty answer is right"),
        };
        let pairs = e.pairs_to_colour();
        let mut wrong = whites.clone();
        let (x, y) = pairs[0];
        wrong[0] = if whites[0] == x { y } else { x };
        let Verdict::Wrong { findings, .. } = e.judge_colours(&wrong).expect("judge") else {
            panic!("{:?}: a reversed colour judged right", e.source);
        };
        assert!(!findings.is_empty(), "{:?}", e.source);
        let named = findings.iter().any(|f| {
            matches!(f, Finding::Colour { white, rule, .. } if *white == whites[0] && !rule.label.is_empty())
        });
        // A reversed colour can instead break an absolute colour criterion.
        let absolute = findings
            .iter()
            .any(|f| matches!(f, Finding::AbsoluteColour { .. }));
        assert!(named || absolute, "{:?}: {findings:?}", e.source);
        checked += 1;
    }
    assert!(checked >= 18);
}

/// A pairing that is legal but not the system's is judged in a bracket,
/// on a criterion or an order: never "right", never without a finding.
#[test]
fn another_legal_pairing_is_wrong_with_a_reason() {
    let mut checked = 0;
    for e in exercises(2) {
        let answer = own_answer(&e);
        if answer.pairs.len() < 2 {
            continue;
        }
        // Exchange the opponents of the first two pairs.
        let mut other = answer.clone();
        let ((a, b), (c, d)) = (other.pairs[0], other.pairs[1]);
        other.pairs[0] = (a, d);
        other.pairs[1] = (c, b);
        match e.judge_pairs(&other).expect("judge") {
            Verdict::Right => panic!("{:?}: another pairing judged right", e.source),
            Verdict::Wrong { findings, .. } => {
                assert!(!findings.is_empty(), "{:?}", e.source);
                assert!(
                    findings
                        .iter()
                        .all(|f| !matches!(f, Finding::Colour { .. })),
                    "colours are not asked"
                );
            }
        }
        checked += 1;
    }
    assert!(checked > 20);
}

#[test]
fn the_samples_rounds_are_exercises_and_a_bad_round_is_refused() {
    for round in 2..=9 {
        let e = Exercise::new(Source::Sample { round }).expect("sample round");
        assert_eq!(
            e.judge_pairs(&own_answer(&e)).expect("judge"),
            Verdict::Right
        );
    }
    assert_eq!(
        Exercise::new(Source::Sample { round: 1 }),
        Err(ExerciseError::NoSuchRound { round: 1, last: 9 })
    );
    assert_eq!(
        Exercise::new(Source::Sample { round: 10 }),
        Err(ExerciseError::NoSuchRound { round: 10, last: 9 })
    );
}

/// "Pick the next candidate" (issue 23) on `text`: for many seeds, exactly
/// one option is right, it is the earliest of the options in the text's
/// sequence and later than the step shown; a wrong choice is named by the
/// rule that orders the two; where only the transposition differs (a
/// homogeneous bracket or the remainder), the right one's S2 in S1's order
/// (BSNs; 2026 art. 4.2.2, 2017 D.1) is lexicographically smaller than the
/// wrong one's — checked on the pairs shown, not on the engine's index.
/// Returns the places reached and the rules named.
fn check_next_candidate(
    text: pocket_arbiter::teach::next_candidate::NextText,
) -> (
    std::collections::BTreeSet<(u32, usize, usize)>,
    std::collections::BTreeSet<String>,
) {
    use pocket_arbiter::teach::next_candidate::{NextCandidate, NextVerdict, OrderRule, OPTIONS};
    let s2_order = |s: &pocket_arbiter::teach::study::CandidateStep| {
        let mut p: Vec<_> = s
            .pairs
            .iter()
            .filter_map(|p| Some((p.s1_bsn?, p.s2_bsn?)))
            .collect();
        p.sort_unstable();
        p.into_iter().map(|(_, b)| b).collect::<Vec<_>>()
    };
    let mut rules = std::collections::BTreeSet::new();
    let mut places = std::collections::BTreeSet::new();
    for seed in 0..30 {
        let e = NextCandidate::of(text, seed).expect("exercise");
        assert_eq!(e.text, text);
        assert_eq!(e.options.len(), OPTIONS, "seed {seed}");
        // The same seed, the same exercise.
        assert_eq!(NextCandidate::of(text, seed).expect("again"), e);
        places.insert((e.round, e.bracket, e.step));
        let right: Vec<usize> = (0..OPTIONS)
            .filter(|&i| e.judge(i) == NextVerdict::Right)
            .collect();
        assert_eq!(right.len(), 1, "seed {seed}");
        let r = &e.options[right[0]];
        let current_end = e.current.last.unwrap_or(e.current.alteration);
        assert!(
            r.alteration > current_end,
            "seed {seed}: the answer comes before the step shown"
        );
        assert_eq!(
            r.first,
            e.current.first + e.current.count,
            "seed {seed}: not the very next candidate"
        );
        for (i, o) in e.options.iter().enumerate() {
            if i == right[0] {
                continue;
            }
            assert!(o.alteration > r.alteration, "seed {seed}");
            let NextVerdict::Wrong { answer, rule } = e.judge(i) else {
                panic!("seed {seed}: two right options");
            };
            assert_eq!(answer, right[0]);
            let rule = rule.expect("a rule orders two different candidates");
            rules.insert(format!("{rule:?}"));
            if rule == OrderRule::Transposition && r.alteration.mdp_set.is_none() {
                assert!(
                    s2_order(r) < s2_order(o),
                    "seed {seed}: art. 4.2.2 / D.1 {:?} {:?}",
                    s2_order(r),
                    s2_order(o)
                );
            }
        }
    }
    (places, rules)
}

#[test]
fn pick_the_next_candidate_is_judged_by_the_texts_order() {
    use pocket_arbiter::teach::next_candidate::{NextCandidate, NextText};
    let (places, rules) = check_next_candidate(NextText::Dutch2026);
    // The seeds reach different places and both kinds of alteration.
    assert!(places.len() >= 10, "{places:?}");
    assert!(rules.contains("Transposition"), "{rules:?}");
    // `new` is the 2026 exercise.
    assert_eq!(
        NextCandidate::new(4).expect("2026"),
        NextCandidate::of(NextText::Dutch2026, 4).expect("2026")
    );
}

/// The same for the 2017 text: the sample's rounds paired again by the
/// 2017 rules (C.04.3 approved Baku 2016), judged by B.6/B.7 and D.1–D.3.
/// The brackets are the 2017 engine's: every option's pairs stay within a
/// bracket of the round the 2017 rules form, and differ from the 2026
/// exercise of the same seed somewhere among the seeds.
#[test]
fn pick_the_next_candidate_on_the_2017_text() {
    use pocket_arbiter::teach::next_candidate::{NextCandidate, NextText};
    use pocket_arbiter::teach::study::{sample_tournament, RoundStudy};
    let (places, rules) = check_next_candidate(NextText::Dutch2017);
    // Fewer places than 2026: the 2017 literal procedure stops at the first
    // candidate as good as the engine's, so fewer of the sample's 2017
    // brackets record four candidates after a step.
    assert!(places.len() >= 5, "{places:?}");
    assert!(rules.contains("Transposition"), "{rules:?}");
    let mut t = sample_tournament().expect("sample");
    t.system = pocket_arbiter::model::SystemKind::Dutch2017;
    let mut differs = false;
    for seed in 0..30 {
        let e = NextCandidate::of(NextText::Dutch2017, seed).expect("2017");
        let s = RoundStudy::new(&t, e.round).expect("round");
        let b = s
            .open_bracket(e.bracket, pocket_arbiter::teach::study::BRACKET_BUDGET)
            .expect("bracket");
        assert_eq!(
            b.judge.criteria(),
            pocket_arbiter::dutch::context::Criteria::Dutch2017
        );
        assert_eq!(b.steps.get(e.step), Some(&e.current), "seed {seed}");
        let e26 = NextCandidate::of(NextText::Dutch2026, seed).expect("2026");
        differs |= (e26.round, e26.bracket, e26.step) != (e.round, e.bracket, e.step)
            || e26.current != e.current;
    }
    assert!(differs, "the 2017 exercises are the 2026 ones");
}
