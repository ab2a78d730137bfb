//! The Learn page mounted in a real page: a lesson steps, a bracket of the
//! built-in sample opens (paired literally after "Working…"), its
//! candidates step, and a tapped pair shows its art. 5.2 colour rule.

use pocket_arbiter::store::browser::LocalStorageKv;
use pocket_arbiter::ui::AppWith;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;
use wasm_bindgen_test::*;

async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        let _ = web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms);
    });
    JsFuture::from(promise).await.unwrap();
}

fn find(root: &web_sys::Element, selector: &str) -> Option<web_sys::HtmlElement> {
    root.query_selector(selector)
        .unwrap()
        .and_then(|e| e.dyn_into().ok())
}

/// Waits (up to 10 s) for `selector` to appear.
async fn wait_for(root: &web_sys::Element, selector: &str) -> web_sys::HtmlElement {
    for _ in 0..500 {
        if let Some(e) = find(root, selector) {
            return e;
        }
        sleep(20).await;
    }
    panic!("{selector} never appeared");
}

fn text_of(root: &web_sys::Element, selector: &str) -> String {
    find(root, selector)
        .and_then(|e| e.text_content())
        .unwrap_or_default()
}

/// Waits (up to 10 s) until `selector`'s text satisfies `ok`; returns it.
async fn wait_text(root: &web_sys::Element, selector: &str, ok: impl Fn(&str) -> bool) -> String {
    for _ in 0..500 {
        let t = text_of(root, selector);
        if ok(&t) {
            return t;
        }
        sleep(20).await;
    }
    panic!("{selector}: {:?}", text_of(root, selector));
}

#[wasm_bindgen_test]
async fn lessons_step_and_a_sample_bracket_opens_and_steps() {
    let window = web_sys::window().unwrap();
    window.location().set_hash("#/learn").unwrap();
    let document = window.document().unwrap();
    let root = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&root).unwrap();
    let handle = leptos::mount::mount_to(root.clone().unchecked_into(), move || {
        // The Learn page in this wasm: the test has no second module.
        leptos::prelude::view! { <AppWith kv=LocalStorageKv::with_namespace("test-learn/") learn=pocket_arbiter::ui::learn_inline/> }
    });

    // Lessons: open the first, step once.
    wait_for(&root, "[data-testid=lesson-item]").await.click();
    let counter = "[data-testid=lesson-step-counter]";
    wait_text(&root, counter, |t| t == "Step 1 of 5").await;
    wait_for(&root, "[data-testid=lesson-step-next]")
        .await
        .click();
    wait_text(&root, counter, |t| t == "Step 2 of 5").await;
    wait_text(&root, "[data-testid=browser-counter]", |t| {
        t == "Entries 1–10 of 720"
    })
    .await;

    // Explain: the sample's last round, its first bracket.
    wait_for(&root, "[data-testid=learn-explain]").await.click();
    wait_for(&root, "[data-testid=bracket-item]").await.click();
    wait_for(&root, "[data-testid=candidate-counter]").await;
    assert!(find(&root, "[data-testid=working]").is_none());
    let first = text_of(&root, "[data-testid=candidate-counter]");
    assert!(first.starts_with("Candidate"), "{first}");
    assert!(text_of(&root, "[data-testid=verdict]").starts_with("Chosen"));
    if let Some(next) = find(&root, "[data-testid=trace-next]:not([disabled])") {
        next.click();
        wait_text(&root, "[data-testid=candidate-counter]", |t| t != first).await;
    }
    wait_for(&root, "[data-testid=trace-chosen]").await.click();
    wait_for(&root, "[data-testid=is-chosen]").await;

    // Tap a pair of the chosen candidate: its colour rule.
    wait_for(&root, "[data-testid=candidate] [data-testid=pair]")
        .await
        .click();
    let rule = wait_for(&root, "[data-testid=colour-rule]").await;
    let rule = rule.text_content().unwrap_or_default();
    assert!(rule.contains("art. 5.2."), "{rule}");
    drop(handle);
    window.location().set_hash("").unwrap();
}

/// The trainer keyboard of the three Learn diagrams (`ui::learn::widgets::key_move`).
#[wasm_bindgen_test]
fn trainer_keys_step_within_the_lesson() {
    use pocket_arbiter::ui::learn::widgets::{key_move, Move};
    assert_eq!(key_move("DIV", "ArrowRight", 2, 5), Some(Move::To(3)));
    assert_eq!(key_move("DIV", " ", 5, 5), Some(Move::To(5)));
    assert_eq!(key_move("DIV", "ArrowLeft", 0, 5), Some(Move::To(0)));
    assert_eq!(key_move("DIV", "PageUp", 4, 5), Some(Move::To(3)));
    assert_eq!(key_move("DIV", "Home", 4, 5), Some(Move::To(0)));
    assert_eq!(key_move("DIV", "End", 1, 5), Some(Move::To(5)));
    assert_eq!(key_move("DIV", "Escape", 1, 5), Some(Move::Leave));
    assert_eq!(key_move("DIV", "x", 1, 5), None);
    // A control's own keys.
    assert_eq!(key_move("INPUT", "ArrowRight", 1, 5), None);
    assert_eq!(key_move("INPUT", "Escape", 1, 5), Some(Move::Leave));
    assert_eq!(key_move("BUTTON", " ", 1, 5), None);
    assert_eq!(key_move("BUTTON", "ArrowRight", 1, 5), Some(Move::To(2)));
}
