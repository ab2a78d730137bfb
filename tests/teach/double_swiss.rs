//! The Double-Swiss record (issue 23): written by the engine's own
//! procedure, so it must agree with the engine's pairing on every round;
//! its steps and drawings; and the lessons, checked by hand against C.04.5.

use pocket_arbiter::double_swiss::record::{
    ColourRule, DsArticle, PairStep, RoundRecord, SetOutcome, Try,
};
use pocket_arbiter::generate::{generate, GeneratorConfig};
use pocket_arbiter::model::{Pairing, RoundEntry, SystemKind, Tournament, Tpn};
use pocket_arbiter::teach::double_swiss::{DsColumn, DsLesson, DsStep, DsStudy};
use std::collections::BTreeSet;

fn pairs_of(p: &Pairing) -> BTreeSet<(Tpn, Tpn)> {
    p.boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect()
}

fn met(t: &Tournament, round: u32, a: Tpn, b: Tpn) -> bool {
    t.player(a).is_some_and(|p| {
        (1..round).any(|r| matches!(p.round(r), RoundEntry::Game { opponent, .. } if opponent == b))
    })
}

/// Generated Double-Swiss events, every round after the first.
fn rounds() -> Vec<(Tournament, u32)> {
    let mut out = Vec::new();
    for seed in 1..=12u64 {
        let cfg = GeneratorConfig {
            players: 9 + (seed as u32 % 8),
            rounds: 6,
            seed,
            system: SystemKind::DoubleSwiss2026,
            draw_percent: 40,
            ..GeneratorConfig::default()
        };
        let g = generate(&cfg, pocket_arbiter::systems::pair_round).expect("generate");
        let last = g.tournament.rounds_paired();
        for round in 2..=last {
            out.push((g.tournament.clone(), round));
        }
    }
    out
}

/// What the record says the pairing is, read from the record alone.
fn record_pairs(r: &RoundRecord) -> BTreeSet<(Tpn, Tpn)> {
    r.brackets
        .iter()
        .flat_map(|b| b.pairs.iter().copied())
        .collect()
}

#[test]
fn the_record_is_the_engines_pairing() {
    let (mut met_cases, mut c3_cases, mut illegal_sets, mut kept_sets, mut byes) = (0, 0, 0, 0, 0);
    let rounds = rounds();
    assert!(rounds.len() >= 50, "{} rounds", rounds.len());
    for (t, round) in rounds {
        let before = t.for_pairing_round(round);
        let plain = pocket_arbiter::double_swiss::pair(&before, round).expect("pair");
        let (recorded, rec) =
            pocket_arbiter::double_swiss::pair_recorded(&before, round).expect("pair_recorded");
        // The recorder changes nothing.
        assert_eq!(plain, recorded, "round {round}");
        // The record alone gives the pairing: the brackets' pairs, the bye, the colours.
        assert_eq!(record_pairs(&rec), pairs_of(&plain), "round {round}");
        let colours: BTreeSet<(Tpn, Tpn)> =
            rec.colours.iter().map(|c| (c.white, c.black)).collect();
        let boards: BTreeSet<(Tpn, Tpn)> =
            plain.boards.iter().map(|b| (b.white, b.black)).collect();
        assert_eq!(colours, boards, "round {round}");
        let taken: Vec<Tpn> = rec
            .bye
            .iter()
            .flat_map(|b| b.tried.iter().filter(|t| t.taken).map(|t| t.tpn))
            .collect();
        assert_eq!(taken.first().copied(), plain.bye, "round {round}");
        if let Some(b) = &rec.bye {
            byes += 1;
            // Only the last one tried is taken (art. 3.4.1: the first that leaves a pairing).
            assert_eq!(b.tried.iter().filter(|t| t.taken).count(), 1);
            assert!(b.tried.last().is_some_and(|t| t.taken));
            // Art. 3.4.2–3.4.4: lowest score, most matches, largest TPN, in that order.
            for w in b.tried.windows(2) {
                let key = |t: &pocket_arbiter::double_swiss::record::ByeTry| {
                    (
                        t.score,
                        std::cmp::Reverse(t.matches_played),
                        std::cmp::Reverse(t.tpn),
                    )
                };
                assert!(key(&w[0]) < key(&w[1]), "round {round}");
            }
            assert!(b.tried.iter().all(|t| !b.ineligible.contains(&t.tpn)));
        }
        for b in &rec.brackets {
            // The chosen upfloaters are the last set kept.
            let kept: Vec<&Vec<Tpn>> = b
                .compositions
                .iter()
                .flat_map(|c| c.sets.iter())
                .filter(|s| matches!(s.outcome, SetOutcome::Kept { .. }))
                .map(|s| &s.set)
                .collect();
            assert_eq!(kept.last().copied(), Some(&b.upfloaters), "round {round}");
            illegal_sets += b
                .compositions
                .iter()
                .flat_map(|c| &c.sets)
                .filter(|s| s.outcome == SetOutcome::Illegal)
                .count();
            kept_sets += kept.len();
            // The accepted values rebuild the bracket's pairs (art. 3.6.2):
            // tops ascending, each bottom accepted after its top.
            let tops: Vec<Tpn> = b
                .steps
                .iter()
                .filter_map(|s| match s {
                    PairStep::Top {
                        player,
                        outcome: Try::Accepted,
                    } => Some(*player),
                    _ => None,
                })
                .collect();
            assert!(tops.windows(2).all(|w| w[0] < w[1]));
            let accepted: Vec<(Tpn, Tpn)> = b
                .steps
                .iter()
                .filter_map(|s| match s {
                    PairStep::Bottom {
                        top,
                        player,
                        outcome: Try::Accepted,
                    } => Some((*top, *player)),
                    _ => None,
                })
                .collect();
            assert_eq!(accepted, b.pairs, "round {round}");
            assert_eq!(accepted.iter().map(|p| p.0).collect::<Vec<_>>(), tops);
            for s in &b.steps {
                match s {
                    PairStep::Bottom {
                        top,
                        player,
                        outcome: Try::Met,
                    } => {
                        met_cases += 1;
                        assert!(
                            met(&t, round, *top, *player),
                            "round {round}: {top}-{player}"
                        );
                    }
                    PairStep::Bottom {
                        top,
                        player,
                        outcome,
                    } => {
                        // A value tried is never a pair that met ([C1] comes first).
                        assert!(!met(&t, round, *top, *player) || *outcome == Try::Met);
                        c3_cases += usize::from(*outcome == Try::NoCompletion);
                    }
                    PairStep::Top { outcome, .. } => {
                        c3_cases += usize::from(*outcome == Try::NoCompletion);
                        assert_ne!(*outcome, Try::Met);
                    }
                }
            }
        }
    }
    // Each kind of case must occur, or the checks above prove nothing.
    assert!(met_cases > 0 && c3_cases > 0, "{met_cases} {c3_cases}");
    assert!(kept_sets > 0 && byes > 0, "{kept_sets} {byes}");
    eprintln!("C1 {met_cases}, C3 {c3_cases}, illegal sets {illegal_sets}, byes {byes}");
}

#[test]
fn every_card_once_and_every_link_on_its_row() {
    let mut links = 0;
    for (t, round) in rounds().into_iter().take(30) {
        let s = DsStudy::new(&t, round).expect("study");
        for (k, b) in s.record.brackets.iter().enumerate() {
            let steps = s.steps(k);
            for (i, step) in steps.iter().enumerate() {
                let d = s.diagram(k, i).expect("diagram");
                let tpns: Vec<Tpn> = d.cards.iter().map(|c| c.tpn).collect();
                let set: BTreeSet<Tpn> = tpns.iter().copied().collect();
                assert_eq!(set.len(), tpns.len());
                assert!(b.residents.iter().all(|r| set.contains(r)));
                let places: BTreeSet<_> = d
                    .cards
                    .iter()
                    .filter(|c| c.column != DsColumn::Out)
                    .map(|c| (format!("{:?}", c.column), c.row))
                    .collect();
                assert_eq!(
                    places.len(),
                    d.cards.iter().filter(|c| c.column != DsColumn::Out).count()
                );
                for l in &d.links {
                    links += 1;
                    let card = |t| d.cards.iter().find(|c| c.tpn == t).expect("card");
                    assert_eq!(
                        (card(l.top).column, card(l.top).row),
                        (DsColumn::Left, l.row)
                    );
                    assert_eq!(
                        (card(l.bottom).column, card(l.bottom).row),
                        (DsColumn::Right, l.row)
                    );
                    assert!(l.top < l.bottom);
                }
                // The rejected pair is named by the step's criterion.
                let rejected: Vec<_> = d.links.iter().filter(|l| l.breaks.is_some()).collect();
                match step {
                    DsStep::Pair(PairStep::Bottom {
                        top,
                        player,
                        outcome,
                    }) => {
                        assert_eq!(rejected.len(), usize::from(*outcome != Try::Accepted));
                        if let Some(l) = rejected.first() {
                            assert_eq!(
                                (l.top, l.bottom, l.breaks),
                                (*top, *player, outcome.breaks())
                            );
                        }
                    }
                    _ => assert!(rejected.is_empty()),
                }
            }
            // The last step draws the bracket's pairing.
            let d = s.diagram(k, steps.len() - 1).expect("last");
            let drawn: Vec<(Tpn, Tpn)> = d.links.iter().map(|l| (l.top, l.bottom)).collect();
            assert_eq!(drawn, b.pairs);
        }
    }
    assert!(links > 0);
}

/// Lesson 1, checked by hand. Round 1 (all on 0): one bracket, identifier
/// 1 2 3 4 5 6 → 1–4 2–5 3–6, all drawn 1-1; everyone has 1 point.
/// Round 2: one bracket of six, no upfloater. Tops 1, 2, 3 (art. 3.6.3:
/// tops 1 2 3 with bottoms 5 6 4 is legal). Bottom of 1: 4 met 1 ([C1]),
/// 5 fits. Bottom of 2: 4 would leave 3–6, who met ([C3]); 6 fits; 3–4.
/// Colours: 1–5: one White each (1 in 1–4, 5 in 5–2), last colours equal,
/// so 4.3.4: the HRP 1 alternates White → Black, 5 White. 2–6: no White
/// each, both Black last: 4.3.4, 2 alternates → White. 3–4: 3 had White, 4
/// none: 4.3.2 gives White to 4.
#[test]
fn lesson_rematches_is_the_engines_round() {
    let s = DsLesson::Rematches.study().expect("lesson");
    assert_eq!(s.pairing.bye, None);
    let boards: BTreeSet<(u32, u32)> = s
        .pairing
        .boards
        .iter()
        .map(|b| (b.white.0, b.black.0))
        .collect();
    assert_eq!(boards, BTreeSet::from([(5, 1), (2, 6), (4, 3)]));
    let rules: BTreeSet<(u32, ColourRule)> = s
        .record
        .colours
        .iter()
        .map(|c| (c.white.0, c.rule))
        .collect();
    assert_eq!(
        rules,
        BTreeSet::from([
            (5, ColourRule::HrpAlternates),
            (2, ColourRule::HrpAlternates),
            (4, ColourRule::FewerWhites)
        ])
    );
    assert_eq!(s.record.brackets.len(), 1);
    let b = &s.record.brackets[0];
    assert!(b.upfloaters.is_empty());
    let bottoms: Vec<(u32, u32, Try)> = b
        .steps
        .iter()
        .filter_map(|p| match p {
            PairStep::Bottom {
                top,
                player,
                outcome,
            } => Some((top.0, player.0, *outcome)),
            _ => None,
        })
        .collect();
    assert_eq!(
        bottoms,
        vec![
            (1, 4, Try::Met),
            (1, 5, Try::Accepted),
            (2, 4, Try::NoCompletion),
            (2, 6, Try::Accepted),
            (3, 4, Try::Accepted)
        ]
    );
    // The steps name the criteria for the notes.
    let articles: BTreeSet<DsArticle> = s.steps(0).iter().flat_map(DsStep::articles).collect();
    assert!(articles.contains(&DsArticle::C1) && articles.contains(&DsArticle::C3));
}

/// Lesson 2, checked by hand. Round 1: seven on 0, the bye to 7 (art.
/// 3.4.2–3.4.4: all equal, largest TPN); 1–4 2–5 3–6; 1 wins both games,
/// the others draw. Before round 2: 1 has 2, 7 has 1.5 (art. 1.4), 2 3 5 6
/// have 1, 4 has 0. Bye: 7 is excluded ([C2]); 4 has the lowest score and
/// leaves a legal pairing. Top-scoregroup {1}: one upfloater ([C4]), the
/// highest score ([C5]): 7, the only set. Then {2, 3, 5, 6}: 2–5 met ([C1]),
/// so 2–6 and 3–5. Colours: 1–7: 7 has no White, 1 one: 4.3.2, 7 White.
/// 2–6: both Black, no White: 4.3.4, 2 White. 3–5: both White once:
/// 4.3.4, the HRP 3 alternates → Black, 5 White.
#[test]
fn lesson_bye_and_upfloater_is_the_engines_round() {
    let s = DsLesson::ByeAndUpfloater.study().expect("lesson");
    assert_eq!(s.pairing.bye, Some(Tpn(4)));
    let bye = s.record.bye.as_ref().expect("bye record");
    assert_eq!(bye.ineligible, vec![Tpn(7)]);
    assert_eq!(
        bye.tried.first().map(|t| (t.tpn, t.taken)),
        Some((Tpn(4), true))
    );
    let boards: BTreeSet<(u32, u32)> = s
        .pairing
        .boards
        .iter()
        .map(|b| (b.white.0, b.black.0))
        .collect();
    assert_eq!(boards, BTreeSet::from([(7, 1), (2, 6), (5, 3)]));
    assert_eq!(s.record.brackets.len(), 2);
    assert_eq!(s.record.brackets[0].residents, vec![Tpn(1)]);
    assert_eq!(s.record.brackets[0].upfloaters, vec![Tpn(7)]);
    let b = &s.record.brackets[1];
    assert!(b.steps.contains(&PairStep::Bottom {
        top: Tpn(2),
        player: Tpn(5),
        outcome: Try::Met
    }));
    assert_eq!(b.pairs, vec![(Tpn(2), Tpn(6)), (Tpn(3), Tpn(5))]);
    let rules: BTreeSet<(u32, ColourRule)> = s
        .record
        .colours
        .iter()
        .map(|c| (c.white.0, c.rule))
        .collect();
    assert_eq!(
        rules,
        BTreeSet::from([
            (7, ColourRule::FewerWhites),
            (2, ColourRule::HrpAlternates),
            (5, ColourRule::HrpAlternates)
        ])
    );
}

#[test]
fn lesson_round_one_is_paired_by_the_identifier_and_4_3_1() {
    // Round 1 of the lesson events as the engine pairs it is the one the
    // lessons enter by hand (1–4, 5–2, 3–6; the bye to 7).
    for lesson in DsLesson::ALL {
        let mut t = lesson.tournament();
        for p in &mut t.players {
            p.rounds.clear();
            p.match_games.clear();
        }
        let p = pocket_arbiter::double_swiss::pair(&t, 1).expect("round 1");
        let boards: BTreeSet<(u32, u32)> =
            p.boards.iter().map(|b| (b.white.0, b.black.0)).collect();
        assert_eq!(
            boards,
            BTreeSet::from([(1, 4), (5, 2), (3, 6)]),
            "{lesson:?}"
        );
        assert_eq!(p.bye.map(|b| b.0), (t.players.len() == 7).then_some(7));
    }
}

#[test]
fn every_record_article_has_an_id() {
    let ids: BTreeSet<&str> = DsArticle::ALL.iter().map(|a| a.id()).collect();
    assert_eq!(ids.len(), DsArticle::ALL.len());
}

/// Presenter notes: every article the record can name has its passage in
/// `public/notes/double-swiss.json`, in English and French, and no passage
/// is never shown (`tests/teach/notes.rs` checks each is in seed 003).
#[test]
fn every_article_has_its_passage_in_both_languages() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("public/notes/double-swiss.json");
    let text = std::fs::read_to_string(&path).expect("double-swiss.json");
    let notes = pocket_arbiter::teach::notes::Notes::parse(&text).expect("parse");
    assert_eq!(notes.system, SystemKind::DoubleSwiss2026.id());
    for a in DsArticle::ALL {
        for l in ["en", "fr"] {
            let p = notes
                .passage_of(a.id(), l)
                .unwrap_or_else(|| panic!("{}", a.id()));
            assert_eq!(p.language, l, "{}", a.id());
            // Each passage opens with its own article: "2.1.1 [C1]", "4.3.2 Give", "3.5.3 In each set".
            let head = match a {
                DsArticle::SetOrder => "3.5.3".to_string(),
                DsArticle::IdentifierOrder => "3.6.2".to_string(),
                _ => a.id().to_string(),
            };
            assert!(p.text.contains(&head), "{} {l}: {}", a.id(), p.text);
        }
    }
    let ids: BTreeSet<&str> = DsArticle::ALL.iter().map(|a| a.id()).collect();
    for key in notes.passages.keys() {
        assert!(ids.contains(key.as_str()), "passage {key} is never shown");
    }
}

/// "Why not X–Y?" on the Rematches lesson, derived by hand (C.04.5): all
/// six players on 1 point after round 1 (1–4, 5–2, 3–6, all drawn), one
/// bracket, no upfloater. Art. 3.6.2–3.6.4: the top members are placed
/// first, smallest first: 1, then 2, then 3 (tops 1 2 3 against 4 5 6
/// still leave 1–5 2–6 3–4, legal), so 4, 5, 6 are bottom members and 4,
/// larger than the last top member 3, is never tried as one. Then each top
/// member's bottom member, smallest first: 1–4 met ([C1]), 1–5 fits; 2–4
/// would leave 3–6, who met ([C3]), 2–6 fits; 3–4. Pairing 1–5 2–6 3–4.
/// So: 1–4 rejected by [C1]; 2–4 by [C3]; 1–6: 1 took 5 first; 3–5 and
/// 3–6: 5 and 6 were already taken by 1 and 2; 1–2: 2 is a top member;
/// 4–5: 4 would be the top member but every top place took a smaller value.
#[test]
fn why_not_on_the_rematches_lesson() {
    use pocket_arbiter::lang::en::double_swiss_teach as en;
    use pocket_arbiter::lang::fr::double_swiss_teach as fr;
    use pocket_arbiter::teach::double_swiss::DsWhyNot;
    let s = DsLesson::Rematches.study().expect("lesson");
    let ask = |x: u32, y: u32| s.why_not(Tpn(x), Tpn(y)).expect("two players");
    assert_eq!(ask(1, 5), DsWhyNot::Paired);
    assert_eq!(ask(5, 1), DsWhyNot::Paired);
    let w = ask(4, 1);
    assert_eq!(
        w,
        DsWhyNot::Rejected {
            bracket: 0,
            top: Tpn(1),
            bottom: Tpn(4),
            criterion: DsArticle::C1
        }
    );
    assert_eq!(
        en::why_not(&w, Tpn(4), Tpn(1)),
        "In bracket 1, 1–4 was tried and rejected: [C1] they have already met (art. 3.6.4)."
    );
    assert_eq!(
        fr::why_not(&w, Tpn(4), Tpn(1)),
        "Dans le niveau 1, 1–4 a été essayé et rejeté\u{a0}: [C1] ils se sont déjà rencontrés (art. 3.6.4)."
    );
    assert_eq!(
        ask(2, 4),
        DsWhyNot::Rejected {
            bracket: 0,
            top: Tpn(2),
            bottom: Tpn(4),
            criterion: DsArticle::C3
        }
    );
    assert_eq!(
        ask(1, 6),
        DsWhyNot::EarlierValue {
            bracket: 0,
            top: Tpn(1),
            accepted: Tpn(5),
            other: Tpn(6)
        }
    );
    assert_eq!(
        ask(3, 5),
        DsWhyNot::TakenEarlier {
            bracket: 0,
            bottom: Tpn(5),
            top: Tpn(1)
        }
    );
    assert_eq!(
        ask(6, 3),
        DsWhyNot::TakenEarlier {
            bracket: 0,
            bottom: Tpn(6),
            top: Tpn(2)
        }
    );
    assert_eq!(
        ask(1, 2),
        DsWhyNot::TopMember {
            bracket: 0,
            tpn: Tpn(2)
        }
    );
    assert_eq!(
        ask(5, 4),
        DsWhyNot::TopsFilled {
            bracket: 0,
            tpn: Tpn(4)
        }
    );
    assert_eq!(s.why_not(Tpn(3), Tpn(3)), None);
    assert_eq!(ask(1, 9), DsWhyNot::NotPlaying { tpn: Tpn(9) });
}

/// "Why not X–Y?" across brackets and with the bye, on the Bye-and-upfloater
/// lesson, derived by hand (C.04.5). Before round 2: 1 has 2 points, 7 has
/// 1.5 (its PAB), 2, 3, 5, 6 have 1, 4 has 0. Art. 3.4: 7 is excluded
/// ([C2]) and 4 has the lowest score: the bye to 4. Bracket 1: 1 alone,
/// so one upfloater ([C4]) with the highest score ([C5]): 7 on 1.5, and
/// 1–7 is legal. Bracket 2: 2, 3, 5, 6, no upfloater: tops 2, 3; 2–5 met
/// ([C1]), 2–6; 3–5. So 1–2 and 7–3: the upfloater had to score 1.5, and 2
/// and 3 have 1; 4–x: 4 has the bye; 5–6: 5 is larger than the last top
/// member 3.
#[test]
fn why_not_across_brackets_on_the_bye_lesson() {
    use pocket_arbiter::lang::en::double_swiss_teach as en;
    use pocket_arbiter::model::Points;
    use pocket_arbiter::teach::double_swiss::{DsWhyNot, NotFloated};
    let s = DsLesson::ByeAndUpfloater.study().expect("lesson");
    let ask = |x: u32, y: u32| s.why_not(Tpn(x), Tpn(y)).expect("two players");
    let scores = |tpn: u32| DsWhyNot::NotInBracket {
        bracket: 0,
        later: 1,
        tpn: Tpn(tpn),
        chosen: vec![Tpn(7)],
        why: NotFloated::Scores {
            score: Points(10),
            scores: vec![Points(15)],
        },
    };
    let w = ask(2, 1);
    assert_eq!(w, scores(2));
    assert_eq!(
        en::why_not(&w, Tpn(2), Tpn(1)),
        "2 and 1 were paired in different brackets (art. 3.3.2): 2 was paired later, in bracket 2. Bracket 1 was formed with the upfloaters {7}: its upfloaters had to be 1 with 1.5 point(s): the fewest, then with the highest scores, that leave a legal pairing ([C4], [C5], art. 3.5.2); 2 has 1."
    );
    assert_eq!(ask(7, 3), scores(3));
    assert_eq!(ask(4, 1), DsWhyNot::Bye { tpn: Tpn(4) });
    assert_eq!(ask(6, 4), DsWhyNot::Bye { tpn: Tpn(4) });
    assert_eq!(
        ask(5, 6),
        DsWhyNot::TopsFilled {
            bracket: 1,
            tpn: Tpn(5)
        }
    );
    assert_eq!(
        ask(2, 5),
        DsWhyNot::Rejected {
            bracket: 1,
            top: Tpn(2),
            bottom: Tpn(5),
            criterion: DsArticle::C1
        }
    );
}

/// A property of a pairing of a bracket (its pairs, top member first).
type PairingTest<'a> = dyn Fn(&[(Tpn, Tpn)]) -> bool + 'a;

/// All [C1]-legal pairings of `members` (ascending), each as its pairs
/// (top member first) in top-member order: written from art. 3.1 and 3.6.1
/// without the engine.
fn legal_pairings(t: &Tournament, round: u32, members: &[Tpn]) -> Vec<Vec<(Tpn, Tpn)>> {
    fn go(
        t: &Tournament,
        round: u32,
        left: &[Tpn],
        cur: &mut Vec<(Tpn, Tpn)>,
        out: &mut Vec<Vec<(Tpn, Tpn)>>,
    ) {
        let Some((&a, rest)) = left.split_first() else {
            out.push(cur.clone());
            return;
        };
        for (i, &b) in rest.iter().enumerate() {
            if met(t, round, a, b) {
                continue;
            }
            let others: Vec<Tpn> = rest
                .iter()
                .enumerate()
                .filter(|&(j, _)| j != i)
                .map(|(_, &p)| p)
                .collect();
            cur.push((a, b));
            go(t, round, &others, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    go(t, round, members, &mut Vec::new(), &mut out);
    out
}

/// Can `players` all be paired without a rematch ([C1])?
fn pairable(t: &Tournament, round: u32, players: &[Tpn]) -> bool {
    let Some((&a, rest)) = players.split_first() else {
        return true;
    };
    rest.iter().enumerate().any(|(i, &b)| {
        let others: Vec<Tpn> = rest
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &p)| p)
            .collect();
        !met(t, round, a, b) && pairable(t, round, &others)
    })
}

/// Art. 3.6.2: the top members ascending, then their bottom members.
fn identifier(pairs: &[(Tpn, Tpn)]) -> Vec<Tpn> {
    pairs
        .iter()
        .map(|p| p.0)
        .chain(pairs.iter().map(|p| p.1))
        .collect()
}

/// On generated rounds, every answer is checked against the articles with
/// a brute force written here, not against the answer code. In a bracket:
/// every [C1]-legal pairing is listed, [C8] counted (art. 2.3.5: resident
/// opponents of upfloaters who floated last round, art. 1.5; not in the
/// last round), and the engine's pairing must be the first complying one
/// by identifier (art. 3.6.3–3.6.4). Then a [C1] answer names a pair that
/// met; a [C3] answer a prefix of the identifier that no legal pairing
/// extends; a [C8] answer one that only pairings above the smallest [C8]
/// extend; a taken, earlier or top-member answer is read off the pairing.
/// Across brackets: the upfloater sets are listed in the order of art.
/// 3.5.3–3.5.4 here, and an illegal set must leave no legal pairing.
#[test]
fn every_double_swiss_why_not_is_true() {
    use pocket_arbiter::teach::double_swiss::{DsWhyNot, NotFloated, SetWhy};
    let mut kinds = BTreeSet::new();
    let mut checked_brackets = 0;
    for (t, round) in rounds() {
        let s = DsStudy::new(&t, round).expect("study");
        let pairs = pairs_of(&s.pairing);
        let last_round = round == t.total_rounds;
        // Art. 1.5: floaters of the previous round.
        let floated = |p: Tpn| {
            t.player(p).is_some_and(|pl| match pl.round(round - 1) {
                RoundEntry::Game { opponent, .. } => {
                    t.score_after(p, round - 2) != t.score_after(opponent, round - 2)
                }
                _ => false,
            })
        };
        let bracket_of = |p: Tpn| {
            s.record
                .brackets
                .iter()
                .position(|b| b.pairs.iter().any(|&(a, c)| a == p || c == p))
        };
        // The brute force, bracket by bracket.
        let mut firsts = Vec::new();
        let mut legal_by_bracket = Vec::new();
        for b in &s.record.brackets {
            let mut members: Vec<Tpn> = b.residents.iter().chain(&b.upfloaters).copied().collect();
            members.sort_unstable();
            assert!(
                members.len() <= 14,
                "round {round}: bracket of {}",
                members.len()
            );
            let c8 = |q: &Vec<(Tpn, Tpn)>| -> usize {
                if last_round {
                    return 0;
                }
                q.iter()
                    .filter(|&&(a, c)| {
                        let up = |p: Tpn| b.upfloaters.contains(&p);
                        (up(a) && !up(c) && floated(c)) || (up(c) && !up(a) && floated(a))
                    })
                    .count()
            };
            let legal: Vec<(Vec<(Tpn, Tpn)>, usize)> = legal_pairings(&t, round, &members)
                .into_iter()
                .map(|q| {
                    let n = c8(&q);
                    (q, n)
                })
                .collect();
            let best = legal.iter().map(|q| q.1).min().expect("a legal pairing");
            let first = legal
                .iter()
                .filter(|q| q.1 == best)
                .map(|q| q.0.clone())
                .min_by_key(|q| identifier(q))
                .expect("first");
            assert_eq!(first, b.pairs, "round {round}: art. 3.6.4");
            firsts.push(first);
            legal_by_bracket.push((legal, best));
            checked_brackets += 1;
        }
        let mut players: Vec<Tpn> = pairs.iter().flat_map(|&(a, b)| [a, b]).collect();
        players.extend(s.pairing.bye);
        players.sort_unstable();
        for (i, &x) in players.iter().enumerate() {
            for &y in &players[i + 1..] {
                let w = s.why_not(y, x).expect("two players");
                let (lo, hi) = (x.min(y), x.max(y));
                let at = format!("round {round} {x}–{y}: {w:?}");
                if w != DsWhyNot::Paired {
                    assert!(!pairs.contains(&(lo, hi)), "{at}");
                }
                // A prefix of the bracket's identifier that no pairing
                // complying with art. 3.6.4 extends: what a [C3] or [C8]
                // answer claims.
                let refuted = |k: usize, criterion: DsArticle, extends: &PairingTest<'_>| {
                    let (legal, best) = &legal_by_bracket[k];
                    let mut ext = legal.iter().filter(|q| extends(&q.0));
                    match criterion {
                        DsArticle::C3 => ext.next().is_none(),
                        DsArticle::C8 => {
                            let v: Vec<_> = ext.collect();
                            !v.is_empty() && v.iter().all(|q| q.1 > *best)
                        }
                        _ => false,
                    }
                };
                let tops = |q: &[(Tpn, Tpn)]| -> Vec<Tpn> { q.iter().map(|p| p.0).collect() };
                match &w {
                    DsWhyNot::Paired => {
                        assert!(pairs.contains(&(lo, hi)), "{at}");
                        kinds.insert("paired");
                    }
                    DsWhyNot::Bye { tpn } => {
                        assert!(*tpn == x || *tpn == y, "{at}");
                        assert_eq!(s.pairing.bye, Some(*tpn), "{at}");
                        kinds.insert("bye");
                    }
                    DsWhyNot::Rejected {
                        bracket,
                        top,
                        bottom,
                        criterion,
                    } => {
                        assert_eq!((*top, *bottom), (lo, hi), "{at}");
                        let p = &firsts[*bracket];
                        assert!(tops(p).contains(&lo) && !tops(p).contains(&hi), "{at}");
                        if *criterion == DsArticle::C1 {
                            assert!(met(&t, round, lo, hi), "{at}");
                            kinds.insert("rejected C1");
                        } else {
                            // The same top members, the same bottom members
                            // for the top members before `lo`, then lo–hi.
                            let before: Vec<(Tpn, Tpn)> =
                                p.iter().copied().filter(|q| q.0 < lo).collect();
                            let extends = |q: &[(Tpn, Tpn)]| {
                                tops(q) == tops(p)
                                    && before.iter().all(|b| q.contains(b))
                                    && q.contains(&(lo, hi))
                            };
                            assert!(refuted(*bracket, *criterion, &extends), "{at}");
                            kinds.insert(if *criterion == DsArticle::C3 {
                                "rejected C3"
                            } else {
                                "rejected C8"
                            });
                        }
                    }
                    DsWhyNot::TopRejected {
                        bracket,
                        tpn,
                        criterion,
                    } => {
                        assert_eq!(*tpn, lo, "{at}");
                        let p = &firsts[*bracket];
                        let mut prefix: Vec<Tpn> =
                            tops(p).into_iter().filter(|&t| t < lo).collect();
                        prefix.push(lo);
                        let extends = |q: &[(Tpn, Tpn)]| tops(q).starts_with(&prefix);
                        assert!(refuted(*bracket, *criterion, &extends), "{at}");
                        kinds.insert("top rejected");
                    }
                    DsWhyNot::TopsFilled { bracket, tpn } => {
                        assert_eq!(*tpn, lo, "{at}");
                        let p = &firsts[*bracket];
                        assert!(tops(p).iter().all(|&t| t < lo), "{at}");
                        kinds.insert("tops filled");
                    }
                    DsWhyNot::TopMember { bracket, tpn } => {
                        assert_eq!(*tpn, hi, "{at}");
                        assert!(tops(&firsts[*bracket]).contains(&hi), "{at}");
                        kinds.insert("top member");
                    }
                    DsWhyNot::TakenEarlier {
                        bracket,
                        bottom,
                        top,
                    } => {
                        assert_eq!(*bottom, hi, "{at}");
                        assert!(*top < lo && firsts[*bracket].contains(&(*top, hi)), "{at}");
                        assert!(tops(&firsts[*bracket]).contains(&lo), "{at}");
                        kinds.insert("taken");
                    }
                    DsWhyNot::EarlierValue {
                        bracket,
                        top,
                        accepted,
                        other,
                    } => {
                        assert_eq!((*top, *other), (lo, hi), "{at}");
                        assert!(
                            *accepted < hi && firsts[*bracket].contains(&(lo, *accepted)),
                            "{at}"
                        );
                        kinds.insert("earlier");
                    }
                    DsWhyNot::NotInBracket {
                        bracket,
                        later,
                        tpn,
                        chosen,
                        why,
                    } => {
                        let other = if *tpn == x { y } else { x };
                        assert!(*tpn == x || *tpn == y, "{at}");
                        assert_eq!(bracket_of(other), Some(*bracket), "{at}");
                        assert_eq!(bracket_of(*tpn), Some(*later), "{at}");
                        assert!(bracket < later, "{at}");
                        let b = &s.record.brackets[*bracket];
                        assert_eq!(chosen, &b.upfloaters, "{at}");
                        // The players still to pair when bracket `bracket`
                        // was formed, and those below its score (art. 3.5.1).
                        let mut remaining: Vec<Tpn> = s.record.brackets[*bracket..]
                            .iter()
                            .flat_map(|r| r.pairs.iter().flat_map(|&(a, c)| [a, c]))
                            .collect();
                        remaining.sort_unstable();
                        let scores_of = |set: &[Tpn]| {
                            let mut v: Vec<_> = set.iter().map(|&p| s.score(p)).collect();
                            v.sort_unstable_by(|a, b| b.cmp(a));
                            v
                        };
                        // Art. 3.5.5 with [C1], [C3]: the bracket and the rest both pair.
                        let legal_set = |set: &[Tpn]| {
                            let mut inside: Vec<Tpn> =
                                b.residents.iter().chain(set).copied().collect();
                            inside.sort_unstable();
                            let outside: Vec<Tpn> = remaining
                                .iter()
                                .copied()
                                .filter(|p| !inside.contains(p))
                                .collect();
                            pairable(&t, round, &inside) && pairable(&t, round, &outside)
                        };
                        // Every set of the chosen size and scores, in the order
                        // of art. 3.5.3 (score descending, then TPN) and 3.5.4.
                        let all_sets = || -> Vec<Vec<Tpn>> {
                            let wanted = scores_of(chosen);
                            let pool: Vec<Tpn> = remaining
                                .iter()
                                .copied()
                                .filter(|p| !b.residents.contains(p))
                                .collect();
                            let mut out = Vec::new();
                            let n = pool.len();
                            for mask in 0u32..(1 << n) {
                                if mask.count_ones() as usize != wanted.len() {
                                    continue;
                                }
                                let mut set: Vec<Tpn> = (0..n)
                                    .filter(|i| mask & (1 << i) != 0)
                                    .map(|i| pool[i])
                                    .collect();
                                if scores_of(&set) != wanted {
                                    continue;
                                }
                                set.sort_by_key(|&p| (std::cmp::Reverse(s.score(p)), p));
                                out.push(set);
                            }
                            out.sort();
                            out
                        };
                        match why {
                            NotFloated::NoUpfloaters => {
                                assert!(chosen.is_empty(), "{at}");
                                // [C4]: the top-scoregroup pairs on its own.
                                assert!(pairable(&t, round, &b.residents), "{at}");
                                kinds.insert("no upfloaters");
                            }
                            NotFloated::Scores { score, scores } => {
                                assert_eq!(*score, s.score(*tpn), "{at}");
                                assert_eq!(scores, &scores_of(chosen), "{at}");
                                assert!(!scores.contains(score), "{at}");
                                kinds.insert("scores");
                            }
                            NotFloated::Set { set, outcome } => {
                                assert!(set.contains(tpn), "{at}");
                                assert_eq!(scores_of(set), scores_of(chosen), "{at}");
                                match outcome {
                                    SetWhy::Illegal => {
                                        assert!(!legal_set(set), "{at}");
                                        kinds.insert("set illegal");
                                    }
                                    SetWhy::NotBetter(c) | SetWhy::LaterBetter(c) => {
                                        assert!(legal_set(set), "{at}");
                                        assert!(matches!(c, DsArticle::C6 | DsArticle::C7), "{at}");
                                        if matches!(outcome, SetWhy::LaterBetter(_)) {
                                            assert!(set < chosen, "{at}");
                                        }
                                        kinds.insert("set not better");
                                    }
                                }
                            }
                            NotFloated::NotReached { before } => {
                                let with: Vec<Vec<Tpn>> = all_sets()
                                    .into_iter()
                                    .filter(|set| set.contains(tpn))
                                    .collect();
                                assert!(!with.is_empty(), "{at}");
                                let earlier: Vec<&Vec<Tpn>> =
                                    with.iter().filter(|set| *set < chosen).collect();
                                assert_eq!(*before, !earlier.is_empty(), "{at}");
                                assert!(earlier.iter().all(|set| !legal_set(set)), "{at}");
                                kinds.insert("not reached");
                            }
                        }
                    }
                    DsWhyNot::NotPlaying { .. } => panic!("{at}"),
                }
                // Both languages say it, as a sentence.
                let en = pocket_arbiter::lang::en::double_swiss_teach::why_not(&w, y, x);
                let fr = pocket_arbiter::lang::fr::double_swiss_teach::why_not(&w, y, x);
                assert!(en.ends_with('.') && fr.ends_with('.'), "{at}");
            }
        }
    }
    assert!(checked_brackets > 50, "{checked_brackets} brackets");
    eprintln!("why-not kinds seen: {kinds:?}");
    for k in [
        "paired",
        "bye",
        "rejected C1",
        "rejected C3",
        "top rejected",
        "tops filled",
        "top member",
        "taken",
        "earlier",
        "scores",
        "no upfloaters",
        "set illegal",
        "set not better",
        "not reached",
    ] {
        assert!(kinds.contains(k), "{k} never answered: {kinds:?}");
    }
}
