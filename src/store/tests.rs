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
    s.update(&b, |t| t.system = SystemKind::Dutch2017).unwrap();
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
    let future = r#"{"schema": 2, "id": "f", "tournament": {"new": "shape"}}"#;
    kv.put_raw(&tournament_key("c"), corrupt);
    kv.put_raw(&tournament_key("f"), future);
    kv.put_raw("someone-else", "not ours");
    let mut s = Store::open(kv);
    let good = s.create(tournament("Good", 5), 0x66).unwrap();

    assert_eq!(names(&s), ["Good"]);
    let problems: Vec<_> = s.problems().iter().map(|p| &p.key).collect();
    assert_eq!(problems, [&tournament_key("c"), &tournament_key("f")]);
    assert_eq!(s.problems()[1].error, DecodeError::Newer(2));

    // Untouched, and their ids are not reused.
    assert_ne!(s.create(tournament("X", 5), 0xc).unwrap(), "c");
    assert_ne!(s.create(tournament("Y", 5), 0xf).unwrap(), "f");
    s.update(&good, |t| t.total_rounds = 6).unwrap();
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
    let text = schema::encode("other", 1, &tournament("A", 5)).unwrap();
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

    let err = s.update(&a, |t| t.info.name = "A much longer name than fits".into());
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
fn import_never_overwrites_a_different_tournament() {
    let mut s = Store::open(MemoryKv::new());
    let a = s.create(tournament("A", 5), 1).unwrap();
    let one = s.export_one(&a, 2).unwrap();
    s.update(&a, |t| t.info.name = "A, renamed".into()).unwrap();
    let report = s.import(&one, 3).unwrap();
    assert_eq!(report.added, ["A"]);
    assert_eq!(names(&s), ["A, renamed", "A"]);
    assert_ne!(s.list()[1].id, a);
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
