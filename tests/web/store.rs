//! The store against the browser's real `localStorage` (headless Chromium).
//! Each test works under its own key namespace.

use pocket_arbiter::store::browser::LocalStorageKv;
use pocket_arbiter::store::{
    tournament_key, DecodeError, KeyValue, KvError, NewTournament, Store, StoreError,
};
use wasm_bindgen_test::*;

fn storage() -> web_sys::Storage {
    web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .expect("localStorage in the test browser")
}

fn tournament(name: &str) -> pocket_arbiter::model::Tournament {
    NewTournament {
        name: name.into(),
        rounds: "7".into(),
        system: String::new(),
    }
    .build()
    .unwrap()
}

#[wasm_bindgen_test]
fn saves_and_reloads_from_local_storage() {
    let ns = "test-reload/";
    let mut s = Store::open(LocalStorageKv::with_namespace(ns));
    let id = s.create(tournament("Browser Open"), 1_000).unwrap();
    s.select(Some(&id)).unwrap();
    // Written for real, under the namespace.
    let raw = storage()
        .get_item(&format!("{ns}{}", tournament_key(&id)))
        .unwrap()
        .expect("stored");
    assert!(raw.contains("Browser Open"));

    let s = Store::open(LocalStorageKv::with_namespace(ns));
    assert_eq!(s.list().len(), 1);
    assert_eq!(s.selected().unwrap().tournament.info.name, "Browser Open");
    // Other namespaces do not see it.
    assert!(Store::open(LocalStorageKv::with_namespace("test-other/"))
        .list()
        .is_empty());
}

#[wasm_bindgen_test]
fn unreadable_values_are_left_untouched() {
    let ns = "test-corrupt/";
    let st = storage();
    let corrupt = "{\"schema\": 1, \"id\": \"c\"";
    let future = r#"{"schema": 42, "id": "f", "tournament": null}"#;
    st.set_item(&format!("{ns}{}", tournament_key("c")), corrupt)
        .unwrap();
    st.set_item(&format!("{ns}{}", tournament_key("f")), future)
        .unwrap();

    let mut s = Store::open(LocalStorageKv::with_namespace(ns));
    assert_eq!(s.problems().len(), 2);
    assert_eq!(s.problems()[1].error, DecodeError::Newer(42));
    s.create(tournament("Fine"), 0xc).unwrap();
    s.create(tournament("Fine too"), 0xf).unwrap();

    let get = |id: &str| st.get_item(&format!("{ns}{}", tournament_key(id))).unwrap();
    assert_eq!(get("c").as_deref(), Some(corrupt));
    assert_eq!(get("f").as_deref(), Some(future));
}

#[wasm_bindgen_test]
fn a_full_local_storage_keeps_the_previous_state() {
    let ns = "test-quota/";
    let mut s = Store::open(LocalStorageKv::with_namespace(ns));
    let id = s.create(tournament("Small"), 5).unwrap();
    let before = s.kv().get(&tournament_key(&id)).unwrap();

    // Fill the origin's storage with filler keys until the browser refuses.
    let st = storage();
    let mut filler = LocalStorageKv::with_namespace("test-filler/");
    let mut chunk = "x".repeat(1 << 20);
    let mut n = 0;
    let mut saw_quota = false;
    while !chunk.is_empty() {
        match filler.set(&n.to_string(), &chunk) {
            Ok(()) => n += 1,
            Err(KvError::QuotaExceeded) => {
                saw_quota = true;
                chunk.truncate(chunk.len() / 2);
            }
            Err(e) => panic!("unexpected {e:?}"),
        }
    }
    assert!(saw_quota, "the browser never reported a full storage");

    let result = s.update(&id, 0, |t| {
        t.info.name = "A name too long to fit now".repeat(50)
    });
    // Clean up before asserting, so a failure does not poison other tests.
    for i in 0..n {
        st.remove_item(&format!("test-filler/{i}")).unwrap();
    }
    assert_eq!(result, Err(StoreError::Storage(KvError::QuotaExceeded)));
    assert_eq!(s.get(&id).unwrap().tournament.info.name, "Small");
    assert_eq!(s.kv().get(&tournament_key(&id)).unwrap(), before);
    assert_eq!(
        Store::open(LocalStorageKv::with_namespace(ns)).list()[0]
            .tournament
            .info
            .name,
        "Small"
    );
}

#[wasm_bindgen_test]
fn backup_round_trip_between_namespaces() {
    let mut a = Store::open(LocalStorageKv::with_namespace("test-backup-a/"));
    a.create(tournament("One"), 1).unwrap();
    a.create(tournament("Two"), 2).unwrap();
    let backup = a.export_all(3).unwrap();
    let mut b = Store::open(LocalStorageKv::with_namespace("test-backup-b/"));
    let report = b.import(&backup, 4).unwrap();
    assert_eq!(report.added, ["One", "Two"]);
    let b = Store::open(LocalStorageKv::with_namespace("test-backup-b/"));
    assert_eq!(b.list(), a.list());
}
