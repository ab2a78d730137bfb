//! The Learn page's loader (issue 17, download size). The Learn page, its
//! components and the teach engine they draw are a second wasm module
//! (`src/bin/learn.rs`, [`super::learn_module`]), fetched the first time
//! Learn opens instead of with the app. This component shows "Loading…",
//! fetches the module's script and wasm once per page load, and mounts the
//! page into its element; leaving Learn (or changing the language, which
//! rebuilds the app) unmounts it. Offline without a cached copy
//! (`public/sw.js` keeps one), it says that Learn could not be loaded.
//!
//! The module's script is wasm-bindgen's no-modules output, which Trunk
//! writes, unhashed, for a `data-type="worker"` link: a classic script
//! declaring a global `wasm_bindgen`, the module's init function, with the
//! module's exports as its properties.
//!
//! What Learn takes from the page crosses as arguments of `mount`: the
//! language's tag and the verifier's file ([`super::state::Scratch`]) as
//! JSON. The open tournament is read by the module from the same
//! `localStorage` (the selection is stored there); links to places in
//! Learn are the URL's fragment, which the module reads and follows itself;
//! the module starts its own pairing worker to trace a bracket.

use super::state::{AppState, Page};
use super::text;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// The module's files (not hashed: Trunk names a worker's files after its
/// binary), beside the page.
const SCRIPT: &str = "./pocket-arbiter-learn.js";
const WASM: &str = "./pocket-arbiter-learn_bg.wasm";

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Status {
    Loading,
    Shown,
    Failed,
}

thread_local! {
    /// The module's script being added, once per page load (a second copy
    /// would declare `wasm_bindgen` again); forgotten when it fails, so
    /// that the next visit tries again.
    static SCRIPT_LOAD: RefCell<Option<js_sys::Promise>> = const { RefCell::new(None) };
    /// The id of the next mount, and of the one on screen.
    static NEXT_ID: Cell<u32> = const { Cell::new(0) };
    static MOUNTED: Cell<Option<u32>> = const { Cell::new(None) };
}

/// The Learn route: the module's page, once loaded, in a `div`.
#[component]
pub fn LearnLoader() -> impl IntoView {
    let state = AppState::get();
    let (scratch, page) = (state.scratch, state.page);
    let status = RwSignal::new(Status::Loading);
    let host = NodeRef::<leptos::html::Div>::new();
    let id = NEXT_ID.with(|n| {
        let id = n.get().wrapping_add(1);
        n.set(id);
        id
    });
    // False once this route is gone: a module that arrives later is not mounted.
    let alive = Arc::new(AtomicBool::new(true));
    let wanted = alive.clone();
    host.on_load(move |el| {
        leptos::task::spawn_local(async move {
            let shown = match load().await {
                Ok(module) => {
                    if !wanted.load(Ordering::Relaxed) || !el.is_connected() {
                        return;
                    }
                    let scratch = scratch.try_with_untracked(|s| {
                        s.as_ref().and_then(|s| serde_json::to_string(s).ok())
                    });
                    let mounted = call_mount(&module, &el, id, scratch.flatten());
                    if mounted.is_ok() {
                        MOUNTED.with(|m| m.set(Some(id)));
                    }
                    mounted
                }
                Err(e) => Err(e),
            };
            let _ = status.try_set(if shown.is_ok() {
                Status::Shown
            } else {
                Status::Failed
            });
        });
    });
    on_cleanup(move || {
        alive.store(false, Ordering::Relaxed);
        if MOUNTED.with(|m| m.get()) == Some(id) {
            MOUNTED.with(|m| m.set(None));
            unmount(id);
        }
        // The verifier's file is for this visit of Learn: forgotten when
        // another page is shown, kept when a new language rebuilds Learn.
        // Untracked: the pages reading it are being disposed.
        if page.try_get_untracked() != Some(Page::Learn) {
            let _ = scratch.try_update_untracked(|s| *s = None);
        }
    });
    view! {
        <div class="learn-host" node_ref=host></div>
        {move || match status.get() {
            Status::Loading => Some(view! {
                <section class="card" data-testid="learn-loading">
                    <p class="help" role="status">{text::w().learn_loading}</p>
                </section>
            }.into_any()),
            Status::Failed => Some(view! {
                <section class="card" data-testid="learn-unavailable">
                    <p class="notice warn" role="alert">{text::w().learn_unavailable}</p>
                </section>
            }.into_any()),
            Status::Shown => None,
        }}
    }
}

/// The module's init function (wasm-bindgen's global `wasm_bindgen`) once
/// its script has run. A global `let`, not a property of `window`: read by a
/// function evaluated in the global scope.
fn bindings() -> Option<js_sys::Function> {
    js_sys::Function::new_no_args(
        "return typeof wasm_bindgen === 'function' ? wasm_bindgen : undefined",
    )
    .call0(&JsValue::UNDEFINED)
    .ok()?
    .dyn_into()
    .ok()
}

/// Adds the module's script to the page; settles when it has run or failed.
fn add_script() -> js_sys::Promise {
    js_sys::Promise::new(&mut |resolve, reject| {
        let added = (|| -> Option<()> {
            let document = web_sys::window()?.document()?;
            let script: web_sys::HtmlElement =
                document.create_element("script").ok()?.dyn_into().ok()?;
            script.set_onload(Some(&resolve));
            script.set_onerror(Some(&reject));
            script.set_attribute("src", SCRIPT).ok()?;
            document.body()?.append_child(&script).ok()?;
            Some(())
        })();
        if added.is_none() {
            let _ = reject.call0(&JsValue::UNDEFINED);
        }
    })
}

/// The module, its script run and its wasm instantiated (both once).
async fn load() -> Result<js_sys::Function, JsValue> {
    if bindings().is_none() {
        let script = SCRIPT_LOAD.with(|s| s.borrow_mut().get_or_insert_with(add_script).clone());
        if let Err(e) = JsFuture::from(script).await {
            SCRIPT_LOAD.with(|s| s.borrow_mut().take());
            return Err(e);
        }
    }
    let module = bindings().ok_or_else(|| JsValue::from_str(SCRIPT))?;
    let options = js_sys::Object::new();
    js_sys::Reflect::set(&options, &"module_or_path".into(), &WASM.into())?;
    // wasm-bindgen's init: the same promise while one is under way, the
    // instance once there; a failed fetch is tried again next time.
    let started: js_sys::Promise = module.call1(&JsValue::UNDEFINED, &options)?.dyn_into()?;
    JsFuture::from(started).await?;
    Ok(module)
}

fn export(module: &js_sys::Function, name: &str) -> Result<js_sys::Function, JsValue> {
    js_sys::Reflect::get(module, &name.into())?.dyn_into()
}

/// The module's `mount(host, id, lang, scratch)` (`src/bin/learn.rs`).
fn call_mount(
    module: &js_sys::Function,
    host: &JsValue,
    id: u32,
    scratch: Option<String>,
) -> Result<(), JsValue> {
    let args = js_sys::Array::new();
    args.push(host);
    args.push(&id.into());
    args.push(&text::lang().tag().into());
    args.push(&scratch.map_or(JsValue::UNDEFINED, JsValue::from));
    export(module, "mount")?.apply(&JsValue::UNDEFINED, &args)?;
    Ok(())
}

/// The module's `unmount(id)`; nothing when the module is not there.
fn unmount(id: u32) {
    if let Some(module) = bindings() {
        if let Ok(f) = export(&module, "unmount") {
            let _ = f.call1(&JsValue::UNDEFINED, &id.into());
        }
    }
}
