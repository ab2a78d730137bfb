//! Tournaments saved by release 0.1 (the app before the system registry)
//! still open unchanged: `tests/data/saved/release-0.1-*.json` are stored
//! envelopes written by that release (a Dutch 2026 event with Baku
//! acceleration, a Double-Swiss event with its own PAB value, a Dutch 2017
//! event with chosen tie-breaks; forfeits, byes and absences).

use pocket_arbiter::checker::check_rounds;
use pocket_arbiter::model::{Points, SystemKind, TieBreak};
use pocket_arbiter::store::schema::{decode, encode, SCHEMA};
use pocket_arbiter::systems::pair_round;
use std::path::Path;

fn fixture(n: u32) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(format!("tests/data/saved/release-0.1-{n}.json"));
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

#[test]
fn release_0_1_tournaments_open_with_their_settings() {
    let expected = [
        (SystemKind::Dutch2026, true, None, None),
        (SystemKind::DoubleSwiss2026, false, None, Some(Points(15))),
        (
            SystemKind::Dutch2017,
            false,
            Some(vec![TieBreak::SB, TieBreak::WIN]),
            None,
        ),
    ];
    for (n, (system, baku, tiebreaks, ds_pab)) in (1..).zip(expected) {
        let text = fixture(n);
        let env = decode(&text).unwrap_or_else(|e| panic!("fixture {n}: {e:?}"));
        let t = &env.tournament;
        assert_eq!(env.id, format!("fixture{n}"));
        assert_eq!(t.info.name, format!("Saved fixture {n}"));
        assert_eq!(t.system, system, "fixture {n}");
        assert_eq!(t.baku_acceleration, baku, "fixture {n}");
        assert_eq!(t.tiebreaks, tiebreaks, "fixture {n}");
        assert_eq!(t.double_swiss.pab, ds_pab, "fixture {n}");
        // Saved before the setting existed: no rating for unrated players.
        assert_eq!(t.unrated_rating, None, "fixture {n}");
        assert_eq!(t.players.len(), 11);
        assert_eq!(t.complete_rounds(), vec![1, 2, 3, 4, 5], "fixture {n}");
        // Written again by this release: the same text, byte for byte.
        assert_eq!(SCHEMA, 1);
        let again = encode(&env.id, env.created, t).unwrap_or_default();
        assert_eq!(again, text, "fixture {n} re-encodes differently");
        // Every saved round is what the system pairs today.
        for c in check_rounds(t, pair_round) {
            assert!(c.agrees(), "fixture {n}, round {}", c.round);
        }
    }
}

#[test]
fn the_rating_of_unrated_players_is_saved_and_read_back() {
    let text = fixture(1);
    let env = decode(&text).unwrap_or_else(|e| panic!("{e:?}"));
    let mut t = env.tournament.clone();
    t.unrated_rating = Some(1400);
    let saved = encode(&env.id, env.created, &t).unwrap_or_default();
    assert_ne!(saved, text, "the setting is written");
    let back = decode(&saved).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(back.tournament.unrated_rating, Some(1400));
    assert_eq!(back.tournament, t);
}
