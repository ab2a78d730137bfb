//! The bracket diagram (issue 23) drawn from the literal trace of the
//! built-in sample event (Dutch 2026): every player once, each link where
//! its pair is, the marks where the articles put them.

use pocket_arbiter::dutch::criterion::Criterion;
use pocket_arbiter::swiss::Float;
use pocket_arbiter::teach::diagram::{Column, Diagram, LinkStatus};
use pocket_arbiter::teach::literal::met_in;
use pocket_arbiter::teach::study::{
    sample_tournament, BracketStudy, Failed, RoundStudy, StepKind, BRACKET_BUDGET,
};
use pocket_arbiter::teach::trace::Absolute;
use std::collections::BTreeSet;

/// Every bracket of every round of the sample, opened literally.
fn every_bracket() -> Vec<(u32, BracketStudy)> {
    let t = sample_tournament().expect("sample");
    let mut out = Vec::new();
    for round in 1..=t.rounds_paired() {
        let s = RoundStudy::new(&t, round).expect("round");
        for b in s.brackets() {
            out.push((
                round,
                s.open_bracket(b.index, BRACKET_BUDGET).expect("bracket"),
            ));
        }
    }
    out
}

#[test]
fn every_player_is_drawn_once_and_every_pair_on_its_row() {
    let mut steps = 0;
    for (round, b) in every_bracket() {
        for step in &b.steps {
            steps += 1;
            let d = Diagram::of_step(&b.trace.table, step);
            let mut seen: Vec<_> = d.cards.iter().map(|c| c.tpn).collect();
            seen.sort_unstable();
            let mut want: Vec<_> = b.trace.table.iter().map(|r| r.tpn).collect();
            want.sort_unstable();
            assert_eq!(seen, want, "round {round}");
            // No two cards on one place.
            let places: BTreeSet<_> = d
                .cards
                .iter()
                .map(|c| (format!("{:?}", c.column), c.row))
                .collect();
            assert_eq!(places.len(), d.cards.len(), "round {round}");
            assert_eq!(d.links.len(), step.pairs.len());
            for l in &d.links {
                let card = |t| d.cards.iter().find(|c| c.tpn == t).expect("card");
                assert_eq!((card(l.s1).column, card(l.s1).row), (Column::S1, l.row));
                assert_eq!((card(l.s2).column, card(l.s2).row), (Column::S2, l.row));
            }
            for c in d.cards.iter().filter(|c| c.column == Column::Unpaired) {
                assert!(c.row >= d.first_unpaired_row && c.row < d.rows);
            }
            // A legal candidate leaves exactly its downfloaters unpaired (art. 1.4.2).
            if matches!(step.kind, StepKind::Imperfect { .. } | StepKind::Perfect) {
                let mut unpaired: Vec<_> = d
                    .cards
                    .iter()
                    .filter(|c| c.column == Column::Unpaired)
                    .map(|c| c.tpn)
                    .collect();
                unpaired.sort_unstable();
                let mut down = step.downfloaters.clone();
                down.sort_unstable();
                assert_eq!(unpaired, down, "round {round}");
            }
        }
    }
    assert!(steps > 20, "the sample has {steps} steps");
}

/// art. 3.4 / 2.4: a legal candidate fails a quality criterion exactly when
/// one of its pairs or unpaired players does ([C10]–[C21] count pairs and
/// downfloaters), or it has downfloaters ([C6]) or fails [C8].
#[test]
fn the_marks_add_up_to_the_candidates_own_criteria() {
    let mut marked = 0;
    for (round, b) in every_bracket() {
        for step in b
            .steps
            .iter()
            .filter(|s| matches!(s.kind, StepKind::Imperfect { .. } | StepKind::Perfect))
        {
            let d = Diagram::of_step(&b.trace.table, step);
            let mut parts: BTreeSet<Criterion> = BTreeSet::new();
            for l in &d.links {
                match &l.status {
                    LinkStatus::Worse(v) => {
                        marked += 1;
                        parts.extend(v.iter().copied())
                    }
                    LinkStatus::Fine => {}
                    LinkStatus::Breaks(_) => panic!("round {round}: a legal candidate breaks"),
                }
            }
            for c in &d.cards {
                parts.extend(c.marks.iter().copied());
            }
            let whole: BTreeSet<Criterion> = step
                .criteria
                .iter()
                .filter_map(|f| match f {
                    Failed::Criterion(c) => Some(*c),
                    Failed::Absolute(_) => None,
                })
                .filter(|c| !matches!(c, Criterion::C6Downfloaters | Criterion::C8NextBracket))
                .collect();
            assert_eq!(parts, whole, "round {round}, step {}", step.first);
        }
    }
    assert!(
        marked > 0,
        "no pair of the sample fails a quality criterion"
    );
}

/// [C12] (art. 2.4.7) on a link exactly when both players prefer the same
/// colour (art. 1.7); [C14] (art. 2.4.9) on an unpaired resident exactly
/// when it downfloated the round before.
#[test]
fn colour_and_float_marks_follow_the_players_cards() {
    let (mut c12, mut c14) = (0, 0);
    for (round, b) in every_bracket() {
        for step in b
            .steps
            .iter()
            .filter(|s| matches!(s.kind, StepKind::Imperfect { .. } | StepKind::Perfect))
        {
            let d = Diagram::of_step(&b.trace.table, step);
            let card = |t| d.cards.iter().find(|c| c.tpn == t).expect("card");
            for l in &d.links {
                let same = match (card(l.s1).preference, card(l.s2).preference) {
                    (Some(x), Some(y)) => x.colour == y.colour,
                    _ => false,
                };
                let has = matches!(&l.status, LinkStatus::Worse(v) if v.contains(&Criterion::C12ColourPreference));
                assert_eq!(has, same, "round {round}: {}–{}", l.s1, l.s2);
                c12 += usize::from(has);
            }
            for c in d
                .cards
                .iter()
                .filter(|c| c.column == Column::Unpaired && !c.mdp)
            {
                let has = c.marks.contains(&Criterion::C14ResidentDownfloatAgain);
                assert_eq!(
                    has,
                    c.last_float == Some(Float::Down),
                    "round {round}: {}",
                    c.tpn
                );
                c14 += usize::from(has);
            }
        }
    }
    assert!(c12 > 0, "no [C12] link in the sample");
    let _ = c14;
}

/// art. 3.4 (art. 2.1.1 [C1]): the link marked as breaking is the pair of
/// players who have met, and it is the last pair the candidate shows.
#[test]
fn an_illegal_candidate_marks_the_pair_that_met() {
    let t = sample_tournament().expect("sample");
    let mut seen = 0;
    for (round, b) in every_bracket() {
        for step in b.steps.iter().filter(|s| s.kind == StepKind::Illegal) {
            let d = Diagram::of_step(&b.trace.table, step);
            let broken: Vec<_> = d
                .links
                .iter()
                .filter(|l| matches!(l.status, LinkStatus::Breaks(_)))
                .collect();
            assert_eq!(broken.len(), 1, "round {round}");
            let l = broken[0];
            assert_eq!(l.row + 1, d.links.len(), "round {round}");
            if let LinkStatus::Breaks(Absolute::C1 { round: met }) = l.status {
                assert!(met_in(&t, round, l.s1, l.s2).is_some(), "round {round}");
                assert_eq!(met, met_in(&t, round, l.s1, l.s2));
                seen += 1;
            }
        }
    }
    assert!(seen > 0, "no illegal candidate in the sample");
}

/// art. 4.2: a transposition reorders S2 only. Between two steps that share
/// the exchange (art. 4.3) and the MDP choice, every S1 card stays where it
/// was, so the drawing moves S2 players only.
#[test]
fn a_transposition_moves_s2_cards_only() {
    let mut compared = 0;
    for (_, b) in every_bracket() {
        for w in b.steps.windows(2) {
            let (x, y) = (&w[0], &w[1]);
            let same_s1 = x.alteration.exchange == y.alteration.exchange
                && x.alteration.mdp_set == y.alteration.mdp_set
                && x.alteration.mdp_transposition == y.alteration.mdp_transposition;
            let legal = |k: StepKind| matches!(k, StepKind::Imperfect { .. } | StepKind::Perfect);
            if !same_s1 || !legal(x.kind) || !legal(y.kind) {
                continue;
            }
            let (dx, dy) = (
                Diagram::of_step(&b.trace.table, x),
                Diagram::of_step(&b.trace.table, y),
            );
            for c in dx.cards.iter().filter(|c| c.column == Column::S1) {
                let after = dy.cards.iter().find(|d| d.tpn == c.tpn).expect("card");
                assert_eq!((after.column, after.row), (Column::S1, c.row));
            }
            compared += 1;
        }
    }
    assert!(compared > 0);
}

/// Only an evaluated candidate (art. 3.4: legal and complete) carries
/// quality marks; a skipped run or one without a legal completion does not.
#[test]
fn only_evaluated_steps_carry_quality_marks() {
    for (round, b) in every_bracket() {
        for step in b
            .steps
            .iter()
            .filter(|s| !matches!(s.kind, StepKind::Imperfect { .. } | StepKind::Perfect))
        {
            let d = Diagram::of_step(&b.trace.table, step);
            assert!(
                d.links
                    .iter()
                    .all(|l| !matches!(l.status, LinkStatus::Worse(_)))
                    && d.cards.iter().all(|c| c.marks.is_empty()),
                "round {round}, step {}",
                step.first
            );
        }
    }
}
