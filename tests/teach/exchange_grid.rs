//! The 2026 diagram's exchange matrix (issue 23): the original S1 × S2 of
//! a homogeneous bracket with the resident exchange in force highlighted
//! (C.04.3 art. 3.6.1, 4.3), checked on the sample and generated events.

use pocket_arbiter::generate::{generate, GeneratorConfig};
use pocket_arbiter::model::SystemKind;
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::teach::diagram::{Column, Diagram};
use pocket_arbiter::teach::study::{sample_tournament, BracketStudy, RoundStudy, StepKind};
use pocket_arbiter::teach::trace::Membership;

/// Every bracket of rounds 2–5 of the sample and of a few generated 2026 events.
fn brackets() -> Vec<BracketStudy> {
    let mut events = vec![sample_tournament().expect("sample")];
    for seed in 1..=6 {
        let cfg = GeneratorConfig {
            players: 12 + seed as u32 * 2,
            rounds: 5,
            seed,
            system: SystemKind::ALL[0],
            ..GeneratorConfig::default()
        };
        events.push(generate(&cfg, pair_round).expect("generated").tournament);
    }
    let mut out = Vec::new();
    for t in events {
        for round in 2..=t.rounds_paired().min(5) {
            let s = RoundStudy::new(&t, round).expect("round");
            for b in s.brackets() {
                if let Ok(study) = s.open_bracket(b.index, 20_000) {
                    out.push(study);
                }
            }
        }
    }
    out
}

#[test]
fn the_grid_highlights_exactly_the_exchange_and_the_candidate_uses_it() {
    let mut grids = 0;
    let mut complete = 0;
    for b in brackets() {
        let table = &b.trace.table;
        let homogeneous = table.iter().all(|r| {
            matches!(
                r.membership,
                Membership::ResidentInS1 | Membership::ResidentInS2
            )
        });
        for step in &b.steps {
            let d = Diagram::of_step(table, step);
            let Some(g) = &d.exchange else {
                // No grid: the original subgroups, or not a homogeneous bracket.
                assert!(
                    step.alteration.exchange == 0 || !homogeneous,
                    "{:?}",
                    step.alteration
                );
                continue;
            };
            grids += 1;
            assert!(homogeneous);
            let (out, inn) = step.exchange.clone().expect("an exchange in force");
            assert_eq!((&g.out_of_s1, &g.out_of_s2), (&out, &inn));
            assert_eq!(out.len(), inn.len(), "art. 4.3.1: as many each way");
            // Exactly the cells of the players it moves are highlighted.
            let mut hits = 0;
            for i in 0..g.s1.len() {
                for j in 0..g.s2.len() {
                    let (v, hit) = g.cell(i, j).expect("a cell");
                    assert_eq!(v, g.s2[j].0 as i64 - g.s1[i].0 as i64);
                    assert_eq!(hit, out.contains(&g.s1[i].0) && inn.contains(&g.s2[j].0));
                    hits += usize::from(hit);
                }
            }
            assert_eq!(hits, out.len() * inn.len());
            // A candidate evaluated in full has the exchanged S1 as its S1
            // column: the original S1 without those leaving, with those coming.
            if matches!(step.kind, StepKind::Imperfect { .. } | StepKind::Perfect) {
                complete += 1;
                let mut s1_now: Vec<usize> = d
                    .cards
                    .iter()
                    .filter(|c| c.column == Column::S1)
                    .map(|c| c.bsn)
                    .collect();
                s1_now.sort_unstable();
                let mut want: Vec<usize> =
                    g.s1.iter()
                        .map(|(b, _)| *b)
                        .filter(|b| !out.contains(b))
                        .chain(inn.iter().copied())
                        .collect();
                want.sort_unstable();
                assert_eq!(s1_now, want, "exchange {}", g.number);
            }
        }
    }
    assert!(
        grids > 0 && complete > 0,
        "no exchange drawn ({grids}, {complete})"
    );
}

/// The e2e test `diagram: the 2026 exchange matrix …` opens the sample at
/// the first step drawn with an exchange matrix; this is that step.
#[test]
fn the_sample_first_draws_an_exchange_at_the_e2e_step() {
    let t = sample_tournament().expect("sample");
    let mut first = None;
    'all: for round in 1..=t.rounds_paired() {
        let s = RoundStudy::new(&t, round).expect("round");
        for b in s.brackets() {
            let study = s
                .open_bracket(b.index, pocket_arbiter::teach::study::BRACKET_BUDGET)
                .expect("bracket");
            for (j, step) in study.steps.iter().enumerate() {
                if Diagram::of_step(&study.trace.table, step)
                    .exchange
                    .is_some()
                {
                    first = Some((round, b.index + 1, j + 1));
                    break 'all;
                }
            }
        }
    }
    eprintln!("first exchange drawn in the sample: {first:?}");
    assert_eq!(first, Some((2, 2, 12)));
}
