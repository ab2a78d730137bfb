//! The app mounted in a real page: it renders the stored tournaments and
//! deletes one only after the confirmation.

use pocket_arbiter::store::browser::LocalStorageKv;
use pocket_arbiter::store::{tournament_key, KeyValue, NewTournament, Store};
use pocket_arbiter::ui::AppWith;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;

/// Lets Leptos run its pending effects.
async fn tick() {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 10);
    });
    JsFuture::from(promise).await.unwrap();
}

fn texts(root: &web_sys::Element, selector: &str) -> Vec<String> {
    let list = root.query_selector_all(selector).unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.text_content())
        .collect()
}

fn button(root: &web_sys::Element, label: &str) -> web_sys::HtmlElement {
    let list = root.query_selector_all("button").unwrap();
    (0..list.length())
        .filter_map(|i| list.item(i))
        .find(|n| n.text_content().as_deref() == Some(label))
        .and_then(|n| n.dyn_into().ok())
        .unwrap_or_else(|| panic!("no button {label}"))
}

#[wasm_bindgen_test]
async fn renders_stored_tournaments_and_deletes_after_confirming() {
    let ns = "test-ui/";
    let mut s = Store::open(LocalStorageKv::with_namespace(ns));
    let id = s
        .create(
            NewTournament {
                name: "Mounted Open".into(),
                rounds: "5".into(),
                system: "dutch-2017".into(),
            }
            .build()
            .unwrap(),
            10,
        )
        .unwrap();

    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), move || {
        leptos::prelude::view! { <AppWith kv=LocalStorageKv::with_namespace(ns)/> }
    });
    tick().await;

    assert_eq!(texts(&root, "h1"), ["Pocket Arbiter"]);
    assert_eq!(texts(&root, "nav a").len(), 5);
    assert_eq!(texts(&root, ".tournament .name"), ["Mounted Open"]);
    assert!(texts(&root, ".tournament .meta")[0].contains("Dutch (2017 rules)"));

    button(&root, "Delete").click();
    tick().await;
    // Still there: only the question is shown.
    assert!(s.kv().get(&tournament_key(&id)).unwrap().is_some());
    assert!(root.text_content().unwrap().contains("cannot be undone"));
    button(&root, "Delete").click();
    tick().await;
    assert!(s.kv().get(&tournament_key(&id)).unwrap().is_none());
    assert!(texts(&root, ".tournament .name").is_empty());
    drop(handle);
}

/// Issue 8: choosing the 2017 Dutch rules for a new event shows that the
/// 2026 rules are in force from 1 Feb 2026; the 2026 rules show no note.
#[wasm_bindgen_test]
async fn choosing_the_2017_rules_says_which_rules_are_in_force() {
    let ns = "test-ui-2017/";
    let document = web_sys::window().unwrap().document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), move || {
        leptos::prelude::view! { <AppWith kv=LocalStorageKv::with_namespace(ns)/> }
    });
    tick().await;
    let note = |root: &web_sys::Element| texts(root, r#"[data-testid="superseded-note"]"#);
    assert!(note(&root).is_empty(), "no note for the default system");

    let select: web_sys::HtmlSelectElement = root
        .query_selector(r#"select[name="system"]"#)
        .unwrap()
        .expect("the new-tournament form has a system select")
        .dyn_into()
        .unwrap();
    let choose = |value: &str| {
        select.set_value(value);
        let ev = web_sys::Event::new("change").unwrap();
        select.dispatch_event(&ev).unwrap();
    };
    choose("dutch-2017");
    tick().await;
    let shown = note(&root);
    assert_eq!(shown.len(), 1);
    assert!(shown[0].contains("1 February 2026"), "{shown:?}");

    choose("dutch-2026");
    tick().await;
    assert!(note(&root).is_empty(), "the note goes with the 2017 rules");
    drop(handle);
}
