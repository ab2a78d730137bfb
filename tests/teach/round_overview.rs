//! "Explain a round" made in the app's worker (issue 17): the worker reads
//! the tournament as JSON, makes the round's [`RoundOverview`] and writes it
//! as JSON; the page reads it back. Made that way it must equal the one made
//! directly from the [`RoundStudy`], and its answers (brackets, boards,
//! colours of any pair by art. 5.2) must be the study's, on the built-in
//! sample (2026 rules), on generated events under the 2026 and the 2017
//! rules, and on the 2017 PPB round of the e2e tests.

use pocket_arbiter::dutch::colours::ColourArticle;
use pocket_arbiter::generate::{generate, GeneratorConfig};
use pocket_arbiter::model::{Colour, SystemKind, Tournament, Tpn};
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::teach::study::{sample_tournament, RoundOverview, RoundStudy, StudyError};
use pocket_arbiter::trf::read::read_str;

/// The overview as the app gets it: the tournament sent to the worker as
/// JSON, the overview made there and sent back as JSON.
fn through_the_worker(t: &Tournament, round: u32) -> RoundOverview {
    let sent = serde_json::to_string(t).expect("the tournament writes");
    let there: Tournament = serde_json::from_str(&sent).expect("the worker reads it");
    let made = RoundOverview::new(&there, round).expect("the round opens");
    let back = serde_json::to_string(&made).expect("the overview writes");
    serde_json::from_str(&back).expect("the page reads it")
}

/// Every paired round of `t`: the worker's overview equals the study's,
/// and answers as the study does.
fn same_as_direct(t: &Tournament) -> usize {
    let mut pairs_checked = 0;
    for round in 1..=t.rounds_paired() {
        let study = RoundStudy::new(t, round).expect("the round opens");
        let got = through_the_worker(t, round);
        assert_eq!(got, study.overview(), "round {round}");
        assert_eq!(got.round(), round);
        assert_eq!(got.system(), t.system);
        assert_eq!(got.views(), study.views());
        assert_eq!(got.brackets(), study.brackets().as_slice());
        assert_eq!(got.players(), study.players().as_slice());
        assert_eq!(got.pairing(), study.pairing());
        assert_eq!(got.recorded_differs(), study.recorded_differs());
        // The engine's boards are the tournament's recorded ones (the events
        // here were paired by the same engine), so the study's own pairing
        // is checked against the file, not against itself.
        assert!(!got.recorded_differs(), "round {round}");
        // Each board: the colours art. 5.2 gives its pair are the colours
        // the board has (white first), by the round's article.
        for b in &got.pairing().boards {
            let e = got.colours(b.white, b.black).expect("a board's colours");
            assert_eq!(Ok(&e), study.colours(b.white, b.black).as_ref());
            let white = if e.higher.receives == Colour::White {
                e.higher.tpn
            } else {
                e.lower.tpn
            };
            assert_eq!(white, b.white, "round {round} board {b:?}");
            let article = got.colour_article(e.rule);
            assert_eq!(article, study.colour_article(e.rule));
            match t.system {
                SystemKind::Dutch2017 => assert!(matches!(article, ColourArticle::AppendixE(_))),
                _ => assert!(matches!(article, ColourArticle::Article52(_))),
            }
            pairs_checked += 1;
        }
        // Any two players, paired or not: the same answer as the study's.
        let players = got.players();
        if let (Some(first), Some(last)) = (players.first(), players.last()) {
            assert_eq!(
                got.colours(first.tpn, last.tpn),
                study.colours(first.tpn, last.tpn)
            );
            assert!(matches!(
                got.colours(first.tpn, first.tpn),
                Err(StudyError::Explain(_))
            ));
        }
        assert!(matches!(
            got.colours(Tpn(9999), players[0].tpn),
            Err(StudyError::Explain(_))
        ));
    }
    pairs_checked
}

/// Every board recorded in `t` (each must have been checked).
fn boards(t: &Tournament) -> usize {
    (1..=t.rounds_paired())
        .map(|r| t.recorded_pairing(r).boards.len())
        .sum()
}

#[test]
fn the_sample_made_in_the_worker_is_the_study() {
    let t = sample_tournament().expect("sample");
    assert_eq!(t.rounds_paired(), 9);
    assert_eq!(same_as_direct(&t), boards(&t));
}

#[test]
fn a_generated_event_made_in_the_worker_is_the_study() {
    for system in [SystemKind::Dutch2026, SystemKind::Dutch2017] {
        let cfg = GeneratorConfig {
            players: 60,
            rounds: 4,
            seed: 18,
            half_bye_rate: 0.03,
            system,
            ..Default::default()
        };
        let t = generate(&cfg, pair_round).expect("generates").tournament;
        assert_eq!(t.rounds_paired(), 4, "{system:?}");
        assert_eq!(same_as_direct(&t), boards(&t), "{system:?}");
        assert!(boards(&t) >= 4 * 25, "{system:?}");
    }
}

#[test]
fn the_2017_ppb_round_made_in_the_worker_is_the_study() {
    let trf = include_str!("../data/explain-2017-ppb.trf");
    let t = read_str(trf).expect("reads").tournament;
    assert_eq!(t.system, SystemKind::Dutch2017);
    let last = t.rounds_paired();
    let got = through_the_worker(&t, last);
    assert_eq!(got, RoundStudy::new(&t, last).expect("opens").overview());
    assert!(got.views().routes && got.views().psd);
}

#[test]
fn a_round_not_paired_is_refused_as_directly() {
    let t = sample_tournament().expect("sample");
    assert!(matches!(
        RoundOverview::new(&t, 10),
        Err(StudyError::NoSuchRound {
            round: 10,
            paired: 9
        })
    ));
}
