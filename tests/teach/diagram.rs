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

// ---- The classic texts (dutch-2008, dutch-2006, dutch-1992-ffe) ----

mod classic {
    use pocket_arbiter::dutch::classic::ladder::Action;
    use pocket_arbiter::dutch::classic::trace::{Event, Rejection};
    use pocket_arbiter::dutch::classic::transposition;
    use pocket_arbiter::generate::{generate, GeneratorConfig};
    use pocket_arbiter::model::{Colour, SystemKind, Tournament, Tpn};
    use pocket_arbiter::systems::pair_round;
    use pocket_arbiter::teach::classic::{BracketPass, ClassicStudy};
    use pocket_arbiter::teach::classic_diagram::{ClassicDiagram, ClassicLinkStatus, RungState};
    use pocket_arbiter::teach::diagram::Column;
    use pocket_arbiter::teach::literal::met_in;
    use std::collections::BTreeSet;

    const TEXTS: [SystemKind; 3] = [
        SystemKind::Dutch2008,
        SystemKind::Dutch2006,
        SystemKind::Dutch1992Ffe,
    ];

    /// (system, the tournament before the round, round, its passes) for
    /// rounds 2–9 of generated events (late rounds give B2's absolute
    /// colour clashes) of each classic text.
    fn passes() -> Vec<(SystemKind, Tournament, u32, Vec<BracketPass>)> {
        let mut out = Vec::new();
        for system in TEXTS {
            for (seed, players) in [(1, 9), (2, 12), (3, 15), (4, 11), (5, 14)] {
                let cfg = GeneratorConfig {
                    players,
                    rounds: 9,
                    seed,
                    system,
                    ..GeneratorConfig::default()
                };
                let Ok(g) = generate(&cfg, pair_round) else {
                    panic!("{system:?}: the generator failed");
                };
                for round in 2..=9 {
                    let s = ClassicStudy::new(&g.tournament, round).expect("opens");
                    out.push((
                        system,
                        g.tournament.for_pairing_round(round),
                        round,
                        s.brackets,
                    ));
                }
            }
        }
        out
    }

    /// The absolute colour preference of A7.a of the classic texts: a colour
    /// difference beyond ±1, or the same colour in the two latest games.
    fn absolute(t: &Tournament, round: u32, p: Tpn) -> Option<Colour> {
        let pl = t.player(p)?;
        let played: Vec<Colour> = (1..round)
            .filter_map(|r| pl.round(r).played_game().map(|(_, c, _)| c))
            .collect();
        let whites = played.iter().filter(|&&c| c == Colour::White).count() as i64;
        let diff = 2 * whites - played.len() as i64;
        let last2 = played.len() >= 2 && played[played.len() - 1] == played[played.len() - 2];
        if diff > 1 || (last2 && played.last() == Some(&Colour::White)) {
            Some(Colour::Black)
        } else if diff < -1 || (last2 && played.last() == Some(&Colour::Black)) {
            Some(Colour::White)
        } else {
            None
        }
    }

    #[test]
    fn every_player_once_and_the_links_are_the_steps_pairs() {
        let mut candidates = 0;
        for (system, _, round, passes) in passes() {
            for pass in &passes {
                for (k, d) in ClassicDiagram::frames(system, pass).iter().enumerate() {
                    let at = format!("{system:?} round {round} pass {} step {k}", pass.index);
                    let seen: Vec<Tpn> = d.cards.iter().map(|c| c.tpn).collect();
                    let unique: BTreeSet<Tpn> = seen.iter().copied().collect();
                    assert_eq!(unique.len(), seen.len(), "{at}: a player drawn twice");
                    for p in &pass.players {
                        assert!(unique.contains(p), "{at}: {p} not drawn");
                    }
                    let places: BTreeSet<_> = d
                        .cards
                        .iter()
                        .map(|c| (format!("{:?}", c.column), c.row))
                        .collect();
                    assert_eq!(places.len(), d.cards.len(), "{at}: two cards on one place");
                    for l in &d.links {
                        let card = |t| d.cards.iter().find(|c| c.tpn == t).expect("card");
                        if (card(l.s1).column, card(l.s1).row) != (Column::S1, l.row) {
                            for (i, st) in pass.steps.iter().enumerate().take(k + 1) {
                                eprintln!("{i}: {:?}", st.event);
                            }
                            eprintln!("{d:?}");
                        }
                        assert_eq!((card(l.s1).column, card(l.s1).row), (Column::S1, l.row));
                        assert_eq!((card(l.s2).column, card(l.s2).row), (Column::S2, l.row));
                    }
                    let own: Vec<(Tpn, Tpn)> = d
                        .links
                        .iter()
                        .filter(|l| !l.noted)
                        .map(|l| (l.s1, l.s2))
                        .collect();
                    match &pass.steps[k].event {
                        Event::C6Candidate { pairs, .. } | Event::Accepted { pairs, .. } => {
                            candidates += 1;
                            let mut want = pairs.clone();
                            // Pairs noted for the MDPs may be repeated by Accepted.
                            want.retain(|p| {
                                own.contains(p) || !d.links.iter().any(|l| (l.s1, l.s2) == *p)
                            });
                            assert_eq!(&own, &want, "{at}");
                            assert!(
                                pairs
                                    .iter()
                                    .all(|p| d.links.iter().any(|l| (l.s1, l.s2) == *p)),
                                "{at}"
                            );
                        }
                        _ => assert!(
                            own.is_empty()
                                || matches!(pass.steps[k].event, Event::C6MdpPairingNoted { .. }),
                            "{at}"
                        ),
                    }
                }
            }
        }
        assert!(candidates > 100, "only {candidates} candidates");
    }

    #[test]
    fn the_breaking_link_is_a_pair_that_met_or_an_absolute_colour_clash() {
        let (mut met, mut clash, mut player) = (0, 0, 0);
        for (system, before, round, passes) in passes() {
            for pass in &passes {
                for d in ClassicDiagram::frames(system, pass) {
                    let broken: Vec<_> = d
                        .links
                        .iter()
                        .filter(|l| matches!(l.status, ClassicLinkStatus::Breaks(_)))
                        .collect();
                    let marked: Vec<_> = d.cards.iter().filter(|c| c.mark.is_some()).collect();
                    match &d.rejection {
                        Some(Rejection::B1aRematch { .. }) => {
                            assert_eq!(broken.len(), 1, "{system:?} round {round}");
                            let l = broken[0];
                            assert!(
                                met_in(&before, round, l.s1, l.s2).is_some(),
                                "{system:?} round {round}: {}-{} never met",
                                l.s1,
                                l.s2
                            );
                            met += 1;
                        }
                        Some(Rejection::B2SameAbsolute { a7d: false, .. }) => {
                            assert_eq!(broken.len(), 1);
                            let l = broken[0];
                            let (x, y) = (
                                absolute(&before, round, l.s1),
                                absolute(&before, round, l.s2),
                            );
                            assert!(
                                x.is_some() && x == y,
                                "{system:?} round {round}: {}-{} {x:?} {y:?}",
                                l.s1,
                                l.s2
                            );
                            clash += 1;
                        }
                        Some(Rejection::B2SameAbsolute { a7d: true, .. }) => {
                            assert_eq!(broken.len(), 1)
                        }
                        Some(
                            Rejection::B1bBye { player: p }
                            | Rejection::B5 { player: p, .. }
                            | Rejection::B6 { player: p, .. },
                        ) => {
                            assert!(broken.is_empty());
                            assert_eq!(marked.len(), 1);
                            assert_eq!(marked[0].tpn, *p);
                            player += 1;
                        }
                        _ => {
                            assert!(broken.is_empty());
                            assert!(marked.is_empty());
                        }
                    }
                }
            }
        }
        eprintln!("B1a {met}, B2 {clash}, B5/B6/B1b {player}");
        assert!(
            met > 0 && clash > 0 && player > 0,
            "B1a {met}, B2 {clash}, B5/B6/B1b {player}"
        );
    }

    #[test]
    fn the_highlighted_transposition_is_the_candidates_s2() {
        let mut seen = 0;
        for (system, _, round, passes) in passes() {
            for pass in &passes {
                for (k, d) in ClassicDiagram::frames(system, pass).iter().enumerate() {
                    let Some(list) = &d.transpositions else {
                        continue;
                    };
                    let Event::C6Candidate {
                        pairs,
                        transposition: Some(n),
                        ..
                    } = &pass.steps[k].event
                    else {
                        panic!("a D1 list on a step that is not a numbered candidate");
                    };
                    assert_eq!(list.current, *n);
                    let Some(row) = list.rows.iter().find(|(j, _)| j == n) else {
                        for (i, st) in pass.steps.iter().enumerate().take(k + 1) {
                            eprintln!("{i}: {:?}", st.event);
                        }
                        panic!("{list:?}");
                    };
                    // D1.1: the list of S2's permutations in lexicographic order.
                    assert_eq!(Some(row.1.clone()), transposition::nth(&list.s2, *n));
                    let theirs: Vec<Tpn> = pairs.iter().map(|p| p.1).collect();
                    if row.1.get(..theirs.len()) != Some(&theirs[..]) {
                        for (i, st) in pass.steps.iter().enumerate().take(k + 1) {
                            eprintln!("{i}: {:?}", st.event);
                        }
                    }
                    assert_eq!(
                        row.1.get(..theirs.len()),
                        Some(&theirs[..]),
                        "{system:?} round {round} step {k}"
                    );
                    // Neighbours in order, around the tried one.
                    assert!(list.rows.windows(2).all(|w| w[0].0 + 1 == w[1].0));
                    seen += 1;
                }
            }
        }
        assert!(seen > 50, "only {seen} numbered transpositions");
    }

    #[test]
    fn the_highlighted_exchange_cell_is_the_exchange_the_step_made() {
        let (mut seen, mut single) = (0, 0);
        for (system, _, round, passes) in passes() {
            for pass in &passes {
                for (k, d) in ClassicDiagram::frames(system, pass).iter().enumerate() {
                    let Event::C8Exchange {
                        out_of_s1,
                        out_of_s2,
                        differenz,
                    } = &pass.steps[k].event
                    else {
                        continue;
                    };
                    let at = format!("{system:?} round {round} step {k}");
                    let m = d.exchange.as_ref().expect("a D2 matrix at an exchange");
                    assert!(m.now);
                    let mut hit = Vec::new();
                    for i in 0..m.s1.len() {
                        for j in 0..m.s2.len() {
                            if let Some((value, true)) = m.cell(i, j) {
                                hit.push((m.s1[i].0, m.s2[j].0, value));
                            }
                        }
                    }
                    let want: BTreeSet<(Tpn, Tpn)> = out_of_s1
                        .iter()
                        .flat_map(|&a| out_of_s2.iter().map(move |&b| (a, b)))
                        .collect();
                    let got: BTreeSet<(Tpn, Tpn)> = hit.iter().map(|h| (h.0, h.1)).collect();
                    assert_eq!(got, want, "{at}");
                    if out_of_s1.len() == 1 {
                        // D2: a single exchange scores the difference of the two numbers.
                        assert_eq!(hit[0].2, i64::from(*differenz), "{at}");
                        single += 1;
                    }
                    // The next S1 is the old one with the exchange made.
                    if let Some(Event::C4Subgroups { s1, .. }) =
                        pass.steps.get(k + 1).map(|s| &s.event)
                    {
                        let mut next: BTreeSet<Tpn> =
                            m.s1.iter()
                                .map(|x| x.0)
                                .filter(|t| !out_of_s1.contains(t))
                                .collect();
                        next.extend(out_of_s2.iter().copied());
                        assert_eq!(s1.iter().copied().collect::<BTreeSet<_>>(), next, "{at}");
                    }
                    seen += 1;
                }
            }
        }
        assert!(seen > 0 && single > 0, "exchanges {seen}, single {single}");
    }

    #[test]
    fn the_ladder_marks_the_criterion_c10_dropped() {
        let mut seen = 0;
        for (system, _, round, passes) in passes() {
            for pass in &passes {
                for (k, d) in ClassicDiagram::frames(system, pass).iter().enumerate() {
                    let now: Vec<_> = d
                        .ladder
                        .iter()
                        .filter(|r| r.state == RungState::DroppedNow)
                        .collect();
                    match &pass.steps[k].event {
                        Event::C10Drop { step, criterion } => {
                            assert_eq!(now.len(), 1, "{system:?} round {round}");
                            assert_eq!(now[0].letter, *step, "{system:?}: the text's own letter");
                            assert_eq!(now[0].action, Action::Drop(*criterion));
                            seen += 1;
                        }
                        Event::C10Budget { .. } => {
                            assert_eq!(now.len(), 1);
                            assert_eq!(now[0].action, Action::Budget);
                        }
                        _ => assert!(now.is_empty()),
                    }
                    // Once dropped in a pass, a criterion stays dropped until C3 restores it.
                    if k > 0 && !matches!(pass.steps[k].event, Event::C3Requirements { .. }) {
                        let before = ClassicDiagram::of_step(system, pass, k - 1).expect("frame");
                        for (a, b) in before.ladder.iter().zip(&d.ladder) {
                            if a.state != RungState::InForce {
                                assert_ne!(b.state, RungState::InForce, "{system:?} round {round}");
                            }
                        }
                    }
                }
            }
        }
        assert!(seen > 0, "no C10 drop in the generated rounds");
    }
}
