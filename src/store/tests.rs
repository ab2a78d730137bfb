//! The store against an in-memory storage: corrupt data, data from a newer
//! app, a full storage, bad backups.

use super::*;
use crate::model::SystemKind;

fn tournament(name: &str, rounds: u32) -> Tournament {
    NewTournament {
        name: name.into(),
        rounds: rounds.to_string(),
        system: String::new(),
    }
    .build()
    .unwrap()
}

fn names<K: KeyValue>(s: &Store<K>) -> Vec<&str> {
    s.list()
        .iter()
        .map(|e| e.tournament.info.name.as_str())
        .collect()
}

#[test]
fn saves_on_every_change_and_reloads() {
    let mut s = Store::open(MemoryKv::new());
    let a = s.create(tournament("A", 5), 1000).unwrap();
    let b = s.create(tournament("B", 9), 2000).unwrap();
    s.update(&b, 0, |t| t.system = SystemKind::Dutch2017)
        .unwrap();
    s.select(Some(&a)).unwrap();

    let s = Store::open(s.kv().clone());
    assert_eq!(names(&s), ["A", "B"]);
    assert_eq!(s.get(&b).unwrap().tournament.system, SystemKind::Dutch2017);
    assert_eq!(s.selected().unwrap().id, a);
    assert!(s.problems().is_empty());
}

#[test]
fn ids_never_collide() {
    let mut s = Store::open(MemoryKv::new());
    let a = s.create(tournament("A", 5), 7).unwrap();
    let b = s.create(tournament("B", 5), 7).unwrap();
    assert_ne!(a, b);
    assert_eq!(s.list().len(), 2);
}

#[test]
fn delete_removes_the_key_and_the_selection() {
    let mut s = Store::open(MemoryKv::new());
    let a = s.create(tournament("A", 5), 1).unwrap();
    s.select(Some(&a)).unwrap();
    s.delete(&a).unwrap();
    assert!(s.list().is_empty());
    assert!(s.selected().is_none());
    assert!(s.kv().raw(&tournament_key(&a)).is_none());
    assert_eq!(s.delete(&a), Err(StoreError::NotFound(a)));
}

#[test]
fn corrupt_and_future_data_are_kept_aside_untouched() {
    let mut kv = MemoryKv::new();
    let corrupt = "{\"schema\": 1, \"id\": \"c\", \"tourn";
    let future = r#"{"schema": 4, "id": "f", "tournament": {"new": "shape"}}"#;
    kv.put_raw(&tournament_key("c"), corrupt);
    kv.put_raw(&tournament_key("f"), future);
    kv.put_raw("someone-else", "not ours");
    let mut s = Store::open(kv);
    let good = s.create(tournament("Good", 5), 0x66).unwrap();

    assert_eq!(names(&s), ["Good"]);
    let problems: Vec<_> = s.problems().iter().map(|p| &p.key).collect();
    assert_eq!(problems, [&tournament_key("c"), &tournament_key("f")]);
    assert_eq!(s.problems()[1].error, DecodeError::Newer(4));

    // Untouched, and their ids are not reused.
    assert_ne!(s.create(tournament("X", 5), 0xc).unwrap(), "c");
    assert_ne!(s.create(tournament("Y", 5), 0xf).unwrap(), "f");
    s.update(&good, 0, |t| t.total_rounds = 6).unwrap();
    let kv = s.kv().clone();
    assert_eq!(kv.raw(&tournament_key("c")), Some(corrupt));
    assert_eq!(kv.raw(&tournament_key("f")), Some(future));
    assert_eq!(kv.raw("someone-else"), Some("not ours"));

    // Still reported after a restart, and only removed when asked.
    let mut s = Store::open(kv);
    assert_eq!(s.problems().len(), 2);
    assert_eq!(s.raw(&tournament_key("c")).as_deref(), Some(corrupt));
    s.discard(&tournament_key("c")).unwrap();
    assert_eq!(s.problems().len(), 1);
    assert!(s.kv().raw(&tournament_key("c")).is_none());
}

#[test]
fn data_under_the_wrong_key_is_a_problem() {
    let mut kv = MemoryKv::new();
    let text = schema::encode("other", 1, 1, &tournament("A", 5), &[]).unwrap();
    kv.put_raw(&tournament_key("mine"), &text);
    let s = Store::open(kv);
    assert!(s.list().is_empty());
    assert!(matches!(
        s.problems()[0].error,
        DecodeError::Inconsistent(_)
    ));
}

#[test]
fn a_full_storage_keeps_the_previous_state() {
    let mut s = Store::open(MemoryKv::new());
    let a = s.create(tournament("A", 5), 1).unwrap();
    let before = s.kv().raw(&tournament_key(&a)).unwrap().to_owned();
    let mut kv = s.kv().clone();
    kv.quota = Some(kv.used() + 20);
    let mut s = Store::open(kv);

    let err = s.update(&a, 0, |t| {
        t.info.name = "A much longer name than fits".into()
    });
    assert_eq!(err, Err(StoreError::Storage(KvError::QuotaExceeded)));
    assert_eq!(s.get(&a).unwrap().tournament.info.name, "A");
    assert_eq!(s.kv().raw(&tournament_key(&a)), Some(before.as_str()));

    assert_eq!(
        s.create(tournament("B", 5), 2),
        Err(StoreError::Storage(KvError::QuotaExceeded))
    );
    assert_eq!(names(&s), ["A"]);
    // Choosing the open tournament still works; only remembering it may not.
    s.select(Some(&a)).unwrap();
    assert_eq!(s.selected().unwrap().id, a);
}

#[test]
fn an_unavailable_storage_still_opens() {
    let mut kv = MemoryKv::new();
    kv.unavailable = Some("disabled".into());
    let mut s = Store::open(kv);
    assert!(s.unavailable().is_some());
    assert!(s.create(tournament("A", 5), 1).is_err());
    assert!(s.list().is_empty());
}

#[test]
fn export_import_into_an_empty_store() {
    let mut s = Store::open(MemoryKv::new());
    s.create(tournament("A", 5), 1).unwrap();
    s.create(tournament("B", 7), 2).unwrap();
    let backup = s.export_all(3).unwrap();

    let mut fresh = Store::open(MemoryKv::new());
    let report = fresh.import(&backup, 4).unwrap();
    assert_eq!(report.added, ["A", "B"]);
    assert_eq!(fresh.list(), s.list());
    // Importing again adds nothing.
    let again = fresh.import(&backup, 5).unwrap();
    assert_eq!((again.added.len(), again.unchanged), (0, 2));
    // And it all survives a restart.
    assert_eq!(names(&Store::open(fresh.kv().clone())), ["A", "B"]);
}

#[test]
fn import_never_replaces_newer_data_nor_a_different_tournament() {
    let mut s = Store::open(MemoryKv::new());
    let a = s.create(tournament("A", 5), 1).unwrap();
    let one = s.export_one(&a, 2).unwrap();
    s.update(&a, 0, |t| t.info.name = "A, renamed".into())
        .unwrap();
    // The stored tournament is newer than the file's: kept.
    let plan = s.plan_import(&one).unwrap();
    assert_eq!(
        plan.items[0].action,
        ImportAction::KeepStored {
            stored_revision: 2,
            incoming_revision: 1
        }
    );
    assert!(!plan.changes_anything());
    let report = s.import(&one, 3).unwrap();
    assert_eq!(report.kept, ["A"]);
    assert_eq!(names(&s), ["A, renamed"]);

    // Another tournament that happens to have the same id: added apart.
    let mut other = Store::open(MemoryKv::new());
    let b = other.create(tournament("B", 5), 1).unwrap();
    assert_eq!(a, b);
    other.update(&b, 0, |t| t.total_rounds = 9).unwrap();
    other.update(&b, 0, |t| t.total_rounds = 8).unwrap();
    let mut text = other.export_one(&b, 4).unwrap();
    text = text.replace("\"created\": 1,", "\"created\": 77,");
    let report = s.import(&text, 5).unwrap();
    assert_eq!(report.added, ["B"]);
    assert_eq!(names(&s), ["A, renamed", "B"]);
    assert_ne!(s.list()[1].id, a);
}

#[test]
fn a_later_revision_in_a_file_replaces_only_when_asked() {
    let mut s = Store::open(MemoryKv::new());
    let a = s.create(tournament("A", 5), 1).unwrap();
    let old = s.kv().clone();
    s.update(&a, 0, |t| t.total_rounds = 9).unwrap();
    let newer = s.export_one(&a, 2).unwrap();

    let mut back = Store::open(old);
    let plan = back.plan_import(&newer).unwrap();
    assert_eq!(
        plan.items[0].action,
        ImportAction::Replace {
            stored_revision: 1,
            incoming_revision: 2
        }
    );
    assert!(plan.would_replace());
    let kept = back.apply_import(&plan, false, 3).unwrap();
    assert_eq!(
        (
            kept.kept.len(),
            back.get(&a).unwrap().tournament.total_rounds
        ),
        (1, 5)
    );
    let done = back.apply_import(&plan, true, 3).unwrap();
    assert_eq!(done.replaced, ["A"]);
    assert_eq!(back.get(&a).unwrap().tournament.total_rounds, 9);
    assert_eq!(Store::open(back.kv().clone()).get(&a).unwrap().revision, 2);
}

#[test]
fn a_preview_made_stale_by_another_tab_writes_nothing() {
    let kv = SharedKv::new();
    let mut tab_a = Store::open(kv.clone());
    let a = tab_a.create(tournament("A", 5), 1).unwrap();
    tab_a.update(&a, 0, |t| t.total_rounds = 6).unwrap();
    let file = tab_a.export_one(&a, 3).unwrap();
    tab_a.update(&a, 0, |t| t.total_rounds = 5).unwrap();
    // Tab B previews the file (revision 2; revision 3 is stored).
    let mut tab_b = Store::open(kv.clone());
    let plan = tab_b.plan_import(&file).unwrap();
    assert!(matches!(
        plan.items[0].action,
        ImportAction::KeepStored { .. }
    ));
    // Tab A saves before B confirms: B's preview no longer holds.
    tab_a.update(&a, 0, |t| t.total_rounds = 7).unwrap();
    assert_eq!(
        tab_b.apply_import(&plan, true, 4),
        Err(StoreError::StaleImport)
    );
    assert_eq!(tab_b.get(&a).unwrap().tournament.total_rounds, 7);
}

#[test]
fn a_bad_backup_changes_nothing() {
    let mut s = Store::open(MemoryKv::new());
    s.create(tournament("Kept", 5), 1).unwrap();
    let before = s.kv().clone();

    let mut src = Store::open(MemoryKv::new());
    src.create(tournament("Fine", 5), 10).unwrap();
    src.create(tournament("Broken", 5), 11).unwrap();
    let good = src.export_all(12).unwrap();
    let i = good.rfind("\"total_rounds\": 5").unwrap();
    let bad = format!(
        "{}\"total_rounds\": \"five\"{}",
        &good[..i],
        &good[i + 17..]
    );

    match s.import(&bad, 13) {
        Err(StoreError::Backup(BackupError::Tournament { index, name, .. })) => {
            assert_eq!((index, name.as_str()), (2, "Broken"));
        }
        other => panic!("unexpected {other:?}"),
    }
    assert_eq!(names(&s), ["Kept"]);
    assert_eq!(s.kv().keys(), before.keys());
}

#[test]
fn an_import_that_fills_the_storage_is_undone() {
    let mut src = Store::open(MemoryKv::new());
    for (i, n) in ["A", "B", "C"].iter().enumerate() {
        src.create(tournament(n, 5), i as u64 + 1).unwrap();
    }
    let backup = src.export_all(9).unwrap();
    let one = src.kv().raw(&tournament_key(&src.list()[0].id)).unwrap();

    let mut kv = MemoryKv::new();
    kv.quota = Some(one.len() * 2 + 60); // room for two, not three
    let mut s = Store::open(kv);
    assert_eq!(
        s.import(&backup, 10),
        Err(StoreError::Storage(KvError::QuotaExceeded))
    );
    assert!(s.list().is_empty());
    assert_eq!(s.kv().keys().unwrap(), Vec::<String>::new());
}

#[test]
fn a_tab_that_is_behind_never_overwrites_a_newer_save() {
    // The issue's case: tab A adds a player, then tab B (opened before, not
    // reloaded) adds another. Both players must be stored.
    use crate::model::arbiter::{add_players, NewPlayer};
    let kv = SharedKv::new();
    let mut tab_a = Store::open(kv.clone());
    let id = tab_a.create(tournament("Club", 5), 1).unwrap();
    let mut tab_b = Store::open(kv.clone());
    let player = |name: &str| NewPlayer {
        name: name.into(),
        rating: 1500,
        ..NewPlayer::default()
    };
    let saved = tab_a
        .edit(&id, 0, |t| add_players(t, &[player("Ann")]))
        .unwrap();
    assert!(!saved.reloaded);
    let saved = tab_b
        .edit(&id, 0, |t| add_players(t, &[player("Ben")]))
        .unwrap();
    assert!(saved.reloaded, "tab B was behind");
    let stored = Store::open(kv.clone());
    let t = &stored.get(&id).unwrap().tournament;
    let names: Vec<_> = t.players.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Ben"]);
    assert_eq!(stored.get(&id).unwrap().revision, 3);
    // Tab B shows both; tab A learns of Ben on refresh.
    assert_eq!(tab_b.get(&id).unwrap().tournament.players.len(), 2);
    assert!(tab_a.refresh());
    assert_eq!(tab_a.get(&id).unwrap().tournament.players.len(), 2);
    assert!(!tab_a.refresh(), "nothing new");
}

#[test]
fn a_change_that_no_longer_applies_is_refused_and_says_why() {
    use crate::model::arbiter::{withdraw, ArbiterError};
    let kv = SharedKv::new();
    let mut tab_a = Store::open(kv.clone());
    let id = tab_a.create(tournament("Club", 5), 1).unwrap();
    tab_a
        .update(&id, 0, |t| {
            t.players
                .push(crate::model::Player::new(crate::model::Tpn(1), "Ann"))
        })
        .unwrap();
    let mut tab_b = Store::open(kv.clone());
    // Tab A deletes every player; tab B, behind, withdraws Ann.
    tab_a.update(&id, 0, |t| t.players.clear()).unwrap();
    let before = kv.with(|m| m.clone());
    match tab_b.edit(&id, 0, |t| withdraw(t, crate::model::Tpn(1), 2)) {
        Err(EditError::Refused {
            error: ArbiterError::UnknownPlayer(_),
            reloaded: true,
        }) => {}
        other => panic!("unexpected {other:?}"),
    }
    assert_eq!(kv.with(|m| m.keys()), before.keys(), "nothing written");
    assert!(
        tab_b.get(&id).unwrap().tournament.players.is_empty(),
        "tab B caught up"
    );
}

#[test]
fn deleted_or_changed_in_another_tab() {
    let kv = SharedKv::new();
    let mut tab_a = Store::open(kv.clone());
    let id = tab_a.create(tournament("Club", 5), 1).unwrap();
    let mut tab_b = Store::open(kv.clone());
    tab_a.update(&id, 0, |t| t.total_rounds = 9).unwrap();
    // B asked to delete what it showed (5 rounds): not deleted, B now shows 9.
    assert_eq!(
        tab_b.delete(&id),
        Err(StoreError::ChangedElsewhere(id.clone()))
    );
    assert_eq!(tab_b.get(&id).unwrap().tournament.total_rounds, 9);
    tab_b.delete(&id).unwrap();
    // A's next change finds it gone and does not bring it back.
    assert_eq!(
        tab_a.update(&id, 0, |t| t.total_rounds = 3),
        Err(StoreError::Deleted(id.clone()))
    );
    assert!(tab_a.list().is_empty());
    assert!(kv.with(|m| m.raw(&tournament_key(&id)).is_none()));
}

#[test]
fn a_save_by_a_newer_app_in_another_tab_is_not_overwritten() {
    let kv = SharedKv::new();
    let mut tab = Store::open(kv.clone());
    let id = tab.create(tournament("Club", 5), 1).unwrap();
    let future = format!(r#"{{"schema": 4, "id": "{id}", "tournament": {{"x": 1}}}}"#);
    kv.with(|m| m.put_raw(&tournament_key(&id), &future));
    assert!(matches!(
        tab.update(&id, 0, |t| t.total_rounds = 3),
        Err(StoreError::Unreadable {
            error: DecodeError::Newer(4),
            ..
        })
    ));
    assert_eq!(
        kv.with(|m| m.raw(&tournament_key(&id)).map(str::to_owned)),
        Some(future)
    );
    assert_eq!(tab.problems().len(), 1);
}

#[test]
fn backups_are_recorded_and_due_after_a_round() {
    use crate::model::{Colour, GameResult, RoundEntry, Tpn};
    let kv = SharedKv::new();
    let mut s = Store::open(kv.clone());
    let id = s.create(tournament("Club", 5), 1).unwrap();
    assert_eq!(s.backup_due(&id), None, "no round yet");
    s.update(&id, 0, |t| {
        for (n, name) in [(1, "Ann"), (2, "Ben")] {
            t.players.push(crate::model::Player::new(Tpn(n), name));
        }
        let game = |opponent, colour, result| RoundEntry::Game {
            opponent: Tpn(opponent),
            colour,
            result,
        };
        t.players[0].set_round(1, game(2, Colour::White, GameResult::Win));
        t.players[1].set_round(1, game(1, Colour::Black, GameResult::Loss));
    })
    .unwrap();
    assert_eq!(s.backup_due(&id), Some(1), "round 1 is in no backup");
    s.export_all(50).unwrap();
    s.record_backup(std::slice::from_ref(&id), 50).unwrap();
    assert_eq!(s.backup_due(&id), None);
    // Another tab sees the record.
    let other = Store::open(kv.clone());
    assert_eq!(
        other.last_backup(&id),
        Some(&BackupRecord {
            at: 50,
            revision: 2,
            rounds: 1
        })
    );
}

#[test]
fn an_import_interrupted_at_any_write_leaves_every_tournament_as_before() {
    let mut src = Store::open(MemoryKv::new());
    for (i, n) in ["A", "B", "C"].iter().enumerate() {
        src.create(tournament(n, 5), i as u64 + 1).unwrap();
    }
    let first = src.list()[0].id.clone();
    src.update(&first, 0, |t| t.total_rounds = 9).unwrap();
    let backup = src.export_all(9).unwrap();

    let mut here = Store::open(MemoryKv::new());
    here.create(tournament("A", 5), 1).unwrap();
    here.create(tournament("Mine", 6), 100).unwrap();
    let before = here.kv().clone();
    for allowed in 0..8 {
        let mut kv = before.clone();
        kv.sets_left = Some(allowed);
        let mut s = Store::open(kv);
        let plan = s.plan_import(&backup).unwrap();
        let result = s.apply_import(&plan, true, 10);
        // The page dies here; the next one opens the same storage.
        let mut kv = s.kv().clone();
        kv.sets_left = None;
        let reopened = Store::open(kv);
        let expected = if result.is_ok() {
            Store::open(s.kv().clone()).list().to_vec()
        } else {
            Store::open(before.clone()).list().to_vec()
        };
        if result.is_ok() {
            assert_eq!(reopened.list().len(), 4, "{allowed}");
        } else {
            assert!(reopened.recovered().is_some() || allowed == 0, "{allowed}");
        }
        let mut kv = reopened.kv().clone();
        kv.sets_left = None;
        assert_eq!(Store::open(kv).list(), expected.as_slice(), "{allowed}");
        assert_eq!(reopened.kv().raw(JOURNAL_KEY), None, "{allowed}");
    }
}

#[test]
fn every_save_is_logged_with_its_time_and_the_log_travels_in_backups() {
    use crate::model::audit::Change;
    use crate::model::{Player, Tpn};
    let mut s = Store::open(MemoryKv::new());
    let id = s.create(tournament("Logged", 5), 1).unwrap();
    s.update(&id, 100, |t| t.players.push(Player::new(Tpn(1), "Ann")))
        .unwrap();
    // A change that changes nothing is not a save: nothing logged.
    s.update(&id, 150, |_| {}).unwrap();
    s.update(&id, 200, |t| t.total_rounds = 7).unwrap();
    let env = s.get(&id).unwrap().clone();
    assert_eq!(env.revision, 3);
    let stamps: Vec<(u64, u64)> = env.log.iter().map(|e| (e.at, e.revision)).collect();
    assert_eq!(stamps, [(100, 2), (200, 3)]);
    assert_eq!(
        env.log[0].changes,
        [Change::PlayerAdded {
            tpn: Tpn(1),
            name: "Ann".into()
        }]
    );
    assert!(
        matches!(&env.log[1].changes[..], [Change::Setting { field, .. }] if field == "total_rounds")
    );
    // Stored, read back by another tab, written to a backup and imported
    // into another browser: the same log.
    let other = Store::open(s.kv().clone());
    assert_eq!(other.get(&id).unwrap().log, env.log);
    let file = s.export_all(300).unwrap();
    let mut elsewhere = Store::open(MemoryKv::new());
    let report = elsewhere.import(&file, 400).unwrap();
    assert_eq!(report.added, ["Logged"]);
    assert_eq!(elsewhere.list()[0].log, env.log);
}

#[test]
fn the_language_is_remembered_apart_from_the_tournaments() {
    let mut s = Store::open(MemoryKv::new());
    assert_eq!(s.language(), None);
    s.create(tournament("A", 5), 1000).unwrap();
    s.set_language("fr");
    let kv = s.kv().clone();
    assert_eq!(kv.raw("pocket-arbiter:language"), Some("fr"));
    let s = Store::open(kv);
    assert_eq!(s.language().as_deref(), Some("fr"));
    // the key is not a tournament, nor a problem
    assert_eq!(names(&s), ["A"]);
    assert!(s.problems().is_empty());
}

// ------------------------------------------------------------ undo history
// A save is two writes (src/store/undo.rs): the tournament first, its undo
// step after, in a later task of the page (`Store::write_undo`).

/// A six-player event with its players saved (revision 2).
fn six(s: &mut Store<SharedKv>) -> String {
    let id = s.create(tournament("Six", 5), 1).unwrap();
    s.update(&id, 2, |t| {
        let new: Vec<_> = (0..6u32)
            .map(|i| crate::model::arbiter::NewPlayer {
                name: format!("P{i}"),
                rating: 2000 - 10 * i,
                ..Default::default()
            })
            .collect();
        crate::model::arbiter::add_players(t, &new).unwrap();
    })
    .unwrap();
    assert!(s.write_undo());
    id
}

/// Round 1 paired by the system and saved.
fn pair_round_1(s: &mut Store<SharedKv>, id: &str, now: u64) {
    s.update(id, now, |t| {
        let p = crate::systems::pair_round(t, 1).unwrap();
        crate::model::arbiter::apply_pairing(t, 1, &p).unwrap();
    })
    .unwrap();
}

fn stored_revision(kv: &SharedKv, id: &str) -> u64 {
    let text = kv.with(|kv| kv.raw(&tournament_key(id)).map(str::to_owned));
    schema::decode(&text.unwrap()).unwrap().revision
}

#[test]
fn a_pairing_is_saved_first_its_undo_step_written_after_and_undone() {
    let kv = SharedKv::new();
    let mut s = Store::open(kv.clone());
    let id = six(&mut s);
    let unpaired = s.get(&id).unwrap().tournament.clone();
    let history = kv.with(|kv| kv.raw(&undo::undo_key(&id)).map(str::to_owned));
    pair_round_1(&mut s, &id, 3);

    // The tournament is stored; the history is as before the save, and
    // its step is listed from memory meanwhile.
    assert_eq!(stored_revision(&kv, &id), 3);
    assert_eq!(
        Store::open(kv.clone())
            .get(&id)
            .unwrap()
            .tournament
            .rounds_paired(),
        1
    );
    assert_eq!(
        kv.with(|kv| kv.raw(&undo::undo_key(&id)).map(str::to_owned)),
        history
    );
    let listed = s.undo_steps(&id);
    assert_eq!(listed.len(), 2);
    assert_eq!(listed[0].after_revision, 3);
    assert!(matches!(
        listed[0].changes[..],
        [crate::model::audit::Change::Paired { round: 1, .. }]
    ));

    // Written: the same list, read from storage; the step holds the
    // tournament as it was, as the tournament's own JSON.
    assert!(s.write_undo());
    assert_eq!(s.undo_steps(&id), listed);
    assert_eq!(Store::open(kv.clone()).undo_steps(&id), listed);
    let stored: serde_json::Value = serde_json::from_str(
        kv.with(|kv| kv.raw(&undo::undo_key(&id)).unwrap().to_owned())
            .as_str(),
    )
    .unwrap();
    assert_eq!(
        stored["steps"][1]["before"],
        serde_json::to_value(&unpaired).unwrap()
    );

    // Undone: round 1 unpaired again, a new revision; the players' step is next.
    assert_eq!(s.undo(&id, 4).unwrap().value, 3);
    assert_eq!(s.get(&id).unwrap().tournament, unpaired);
    assert_eq!(stored_revision(&kv, &id), 4);
    let left = s.undo_steps(&id);
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].after_revision, 4);
    s.write_undo();
    assert_eq!(Store::open(kv.clone()).undo_steps(&id), left);
    assert_eq!(Store::open(kv).get(&id).unwrap().tournament, unpaired);
}

#[test]
fn a_page_closed_before_the_undo_step_is_written_has_nothing_to_undo() {
    let kv = SharedKv::new();
    let mut s = Store::open(kv.clone());
    let id = six(&mut s);
    pair_round_1(&mut s, &id, 3);
    let paired = s.get(&id).unwrap().tournament.clone();
    drop(s); // closed: the step pending is never written

    // The pairing is saved; the history stops at the revision before it,
    // so nothing is undone (never the players' step in its place).
    let mut again = Store::open(kv.clone());
    assert_eq!(again.get(&id).unwrap().tournament, paired);
    assert!(again.undo_steps(&id).is_empty());
    assert!(matches!(
        again.undo(&id, 4),
        Err(EditError::Refused {
            error: UndoError::NothingToUndo,
            ..
        })
    ));
    assert_eq!(again.get(&id).unwrap().tournament, paired);
    // The next save starts a history of its own, which undoes to the pairing.
    again.update(&id, 5, |t| t.total_rounds = 7).unwrap();
    again.write_undo();
    let steps = again.undo_steps(&id);
    assert_eq!(steps.len(), 1);
    again.undo(&id, 6).unwrap();
    assert_eq!(again.get(&id).unwrap().tournament, paired);
}

#[test]
fn a_failed_undo_write_keeps_the_save_and_leaves_nothing_wrong_to_undo() {
    let kv = SharedKv::new();
    let mut s = Store::open(kv.clone());
    let id = six(&mut s);
    pair_round_1(&mut s, &id, 3);
    let paired = s.get(&id).unwrap().tournament.clone();
    // The storage fills up between the two writes.
    kv.with(|kv| kv.quota = Some(kv.used()));
    assert!(!s.write_undo());
    kv.with(|kv| kv.quota = None);
    assert_eq!(Store::open(kv.clone()).get(&id).unwrap().tournament, paired);
    assert!(s.undo_steps(&id).is_empty());
    assert!(matches!(
        s.undo(&id, 4),
        Err(EditError::Refused {
            error: UndoError::NothingToUndo,
            ..
        })
    ));

    // The page dies at the history's write (the key is neither written nor
    // removed): the same, read from storage.
    s.update(&id, 5, |t| t.total_rounds = 7).unwrap();
    kv.with(|kv| kv.sets_left = Some(0));
    assert!(!s.write_undo());
    kv.with(|kv| kv.sets_left = None);
    let reopened = Store::open(kv.clone());
    assert_eq!(reopened.get(&id).unwrap().tournament.total_rounds, 7);
    assert!(reopened.undo_steps(&id).is_empty());
}

#[test]
fn a_save_writes_the_step_still_pending_first() {
    let kv = SharedKv::new();
    let mut s = Store::open(kv.clone());
    let id = six(&mut s);
    let unpaired = s.get(&id).unwrap().tournament.clone();
    pair_round_1(&mut s, &id, 3);
    let paired = s.get(&id).unwrap().tournament.clone();
    // A second save before the page's task wrote the first step.
    s.update(&id, 4, |t| t.total_rounds = 7).unwrap();
    assert_eq!(s.undo_steps(&id).len(), 3);
    s.undo(&id, 5).unwrap();
    assert_eq!(s.get(&id).unwrap().tournament, paired);
    s.undo(&id, 6).unwrap();
    assert_eq!(s.get(&id).unwrap().tournament, unpaired);
    s.write_undo();
    assert_eq!(Store::open(kv).undo_steps(&id).len(), 1);
}

#[test]
fn an_older_step_never_overwrites_another_tabs_later_history() {
    let kv = SharedKv::new();
    let mut tab_a = Store::open(kv.clone());
    let id = six(&mut tab_a);
    let mut tab_b = Store::open(kv.clone());
    pair_round_1(&mut tab_a, &id, 3);
    let paired = tab_a.get(&id).unwrap().tournament.clone();
    // Tab B saves on top of A's pairing and writes its step before A does.
    tab_b.update(&id, 4, |t| t.total_rounds = 7).unwrap();
    assert!(tab_b.write_undo());
    let history = kv.with(|kv| kv.raw(&undo::undo_key(&id)).map(str::to_owned));
    assert!(!tab_a.write_undo());
    assert_eq!(
        kv.with(|kv| kv.raw(&undo::undo_key(&id)).map(str::to_owned)),
        history
    );
    // B's step undoes B's change, back to A's pairing.
    tab_b.undo(&id, 5).unwrap();
    assert_eq!(tab_b.get(&id).unwrap().tournament, paired);
}
