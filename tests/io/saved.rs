//! Every stored schema this project shipped still opens, one fixture per
//! version in `tests/data/saved/`:
//! - schema 1, release 0.1 (the app before the system registry):
//!   `release-0.1-*.json`, stored envelopes written by that release (a Dutch
//!   2026 event with Baku acceleration, a Double-Swiss event with its own PAB
//!   value, a Dutch 2017 event with chosen tie-breaks; forfeits, byes and
//!   absences). They migrate to schema 2 with revision 1.
//! - schema 2 (a revision per tournament): `schema-2.json`; it migrates to
//!   schema 3 with an empty audit log.
//! - schema 3 (this release: the audit log): `schema-3.json`, the event of
//!   `release-0.1-1.json` after three saves (a corrected result, the city,
//!   a rating), each logged.
//!
//! A save from a newer app (`from-a-newer-app.json`, schema 4) is refused
//! and left as it is, never misread.

use pocket_arbiter::checker::check_rounds;
use pocket_arbiter::model::{Points, SystemKind, TieBreak};
use pocket_arbiter::store::schema::{decode, encode, DecodeError, SCHEMA};
use pocket_arbiter::store::{tournament_key, MemoryKv, Store};
use pocket_arbiter::systems::pair_round;
use std::path::Path;

fn fixture(n: u32) -> String {
    file(&format!("release-0.1-{n}.json"))
}

/// A stored envelope's text with `"log":[]` added at its end.
fn with_empty_log(text: &str) -> String {
    let body = text.strip_suffix('}').unwrap_or(text);
    format!("{body},\"log\":[]}}")
}

fn file(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/saved")
        .join(name);
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
        // Schema 1 had no revision nor log: migrated to schema 3, revision 1,
        // an empty log.
        assert_eq!((env.schema, env.revision), (3, 1), "fixture {n}");
        assert!(env.log.is_empty(), "fixture {n}");
        assert_eq!(t.info.name, format!("Saved fixture {n}"));
        assert_eq!(t.system, system, "fixture {n}");
        assert_eq!(t.baku_acceleration, baku, "fixture {n}");
        assert_eq!(t.tiebreaks, tiebreaks, "fixture {n}");
        assert_eq!(t.double_swiss.pab, ds_pab, "fixture {n}");
        // Saved before the setting existed: no rating for unrated players.
        assert_eq!(t.unrated_rating, None, "fixture {n}");
        assert_eq!(t.players.len(), 11);
        assert_eq!(t.complete_rounds(), vec![1, 2, 3, 4, 5], "fixture {n}");
        // Written again by this release: the schema-1 text with the schema
        // number changed, the revision and an empty log added, nothing else.
        assert_eq!(SCHEMA, 3);
        let again = encode(&env.id, env.created, env.revision, t, &env.log).unwrap_or_default();
        let expected = with_empty_log(&text.replacen(
            &format!(
                "{{\"schema\":1,\"id\":\"fixture{n}\",\"created\":{},",
                env.created
            ),
            &format!(
                "{{\"schema\":3,\"id\":\"fixture{n}\",\"created\":{},\"revision\":1,",
                env.created
            ),
            1,
        ));
        assert_ne!(expected, text);
        assert_eq!(again, expected, "fixture {n} re-encodes differently");
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
    let saved = encode(&env.id, env.created, env.revision, &t, &env.log).unwrap_or_default();
    assert_ne!(saved, text, "the setting is written");
    let back = decode(&saved).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(back.tournament.unrated_rating, Some(1400));
    assert_eq!(back.tournament, t);
}

#[test]
fn schema_2_opens_with_its_revision_and_an_empty_log() {
    let text = file("schema-2.json");
    let env = decode(&text).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(
        (env.schema, env.id.as_str(), env.revision),
        (3, "schema2", 12)
    );
    assert!(env.log.is_empty());
    assert_eq!(env.tournament.info.name, "Saved fixture schema 2");
    // The same event as release-0.1-1.json, stored by this release.
    let old = decode(&fixture(1)).unwrap_or_else(|e| panic!("{e:?}"));
    let mut same = old.tournament.clone();
    same.info.name = env.tournament.info.name.clone();
    assert_eq!(env.tournament, same);
    // Written again: the schema number changes and the log is added.
    let again = encode(
        &env.id,
        env.created,
        env.revision,
        &env.tournament,
        &env.log,
    )
    .unwrap_or_default();
    let expected = with_empty_log(&text.replacen("{\"schema\":2,", "{\"schema\":3,", 1));
    assert_ne!(expected, text);
    assert_eq!(again, expected);
}

#[test]
fn a_save_from_a_newer_app_is_refused_and_kept() {
    let text = file("from-a-newer-app.json");
    assert_eq!(decode(&text), Err(DecodeError::Newer(4)));
    // In the store: listed as a problem, its key untouched, its id not reused.
    let mut kv = MemoryKv::new();
    kv.put_raw(&tournament_key("future"), &text);
    kv.put_raw(&tournament_key("fixture1"), &fixture(1));
    let s = Store::open(kv);
    assert_eq!(s.list().len(), 1);
    assert_eq!(s.problems().len(), 1);
    assert_eq!(s.problems()[0].error, DecodeError::Newer(4));
    assert_eq!(s.kv().raw(&tournament_key("future")), Some(text.as_str()));
    // Opening does not rewrite the old save either: it is migrated in memory.
    assert_eq!(
        s.kv().raw(&tournament_key("fixture1")),
        Some(fixture(1).as_str())
    );
}

/// The saves `schema-3.json` holds, made once on `release-0.1-1.json`
/// through `Store::edit`/`Store::update` with the times given here: round 5,
/// White 1 against 9, `set_result(.., BoardResult::Draw)`; `info.city =
/// "Lyon"`; `players[1].rating = 2250`. The stored text was saved as is.
fn schema_3_saves() -> (u64, u64, u64) {
    (1_800_000_000_000, 1_800_000_060_000, 1_800_000_120_000)
}

#[test]
fn schema_3_opens_with_its_audit_log_and_re_encodes_byte_for_byte() {
    use pocket_arbiter::model::audit::Change;
    use pocket_arbiter::model::{GameResult, Tpn};
    let text = file("schema-3.json");
    let env = decode(&text).unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(
        (env.schema, env.id.as_str(), env.revision),
        (3, "fixture1", 4)
    );
    let (t1, t2, t3) = schema_3_saves();
    let at: Vec<(u64, u64)> = env.log.iter().map(|e| (e.at, e.revision)).collect();
    assert_eq!(at, [(t1, 2), (t2, 3), (t3, 4)]);
    // 1. Round 5, board of player 1 (White) against 9: the win corrected to a draw.
    assert_eq!(
        env.log[0].changes,
        [Change::Result {
            round: 5,
            white: Tpn(1),
            black: Tpn(9),
            before: GameResult::Win,
            after: GameResult::Draw,
        }]
    );
    // 2. The city set: a setting, the event's `info`.
    assert!(
        matches!(&env.log[1].changes[..], [Change::Setting { field, before, after }]
        if field == "info" && before["city"] == "" && after["city"] == "Lyon")
    );
    // 3. Player 2's rating.
    assert!(
        matches!(&env.log[2].changes[..], [Change::PlayerDetail { tpn: Tpn(2), field, after, .. }]
        if field == "rating" && *after == 2250)
    );
    let again = encode(
        &env.id,
        env.created,
        env.revision,
        &env.tournament,
        &env.log,
    )
    .unwrap_or_default();
    assert_eq!(again, text);
}
