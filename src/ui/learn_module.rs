//! The Learn page as its own wasm module (issue 17, download size): what
//! `src/bin/learn.rs` exports to the app's page. The page fetches the module
//! the first time Learn opens ([`super::learn_loader`]); nothing here is
//! reached from the page's binary, so its wasm carries neither the Learn
//! components nor the teach engine they draw (lessons, traced brackets,
//! exercises, the classic texts' trainer).
//!
//! [`mount`] draws [`super::learn::LearnPage`] into an element of the page
//! with the module's own [`AppState`]: the same `localStorage` (the open
//! tournament, read when mounted and followed across tabs), the page's
//! language, and the verifier's file when the page hands one over (JSON, an
//! argument of `mount`). The page calls [`unmount`] when Learn is left.

use super::state::{AppState, Scratch};
use super::text;
use crate::lang::Lang;
use crate::store::browser::LocalStorageKv;
use leptos::prelude::*;
use std::any::Any;
use std::cell::RefCell;

thread_local! {
    /// The page on screen and the id the app gave it. Dropping the handle
    /// unmounts the page and runs its cleanups (its `hashchange` listener,
    /// the trace worker).
    static MOUNTED: RefCell<Option<(u32, Box<dyn Any>)>> = const { RefCell::new(None) };
}

/// Draws the Learn page into `host`, in the language tagged `lang` (the
/// page's), with `scratch` (a [`Scratch`] as JSON) open in "Explain a
/// round". A page already mounted is unmounted first; `id` names this one
/// for [`unmount`].
pub fn mount(host: web_sys::HtmlElement, id: u32, lang: &str, scratch: Option<String>) {
    drop(take_if(|_| true));
    let lang = Lang::from_tag(lang);
    // A file that does not read back (a page and a module of different
    // versions) is left out: Learn opens as without it.
    let scratch = scratch.and_then(|json| serde_json::from_str::<Scratch>(&json).ok());
    let handle = leptos::mount::mount_to(host, move || {
        let state = AppState::new(LocalStorageKv::new());
        if let Some(lang) = lang {
            text::apply(lang);
            state.lang.set(lang);
        }
        state.scratch.set(scratch);
        // Another tab's save reaches "Explain a round", as in the app.
        state.follow_other_tabs();
        provide_context(state);
        view! { <super::learn::LearnPage/> }
    });
    MOUNTED.with(|m| *m.borrow_mut() = Some((id, Box::new(handle))));
}

/// Unmounts the page mounted as `id`, if it is still the one on screen.
pub fn unmount(id: u32) {
    drop(take_if(|mounted| mounted == id));
}

/// Takes the mounted page out of its slot when `which` accepts its id; the
/// caller drops it outside the slot's borrow (its cleanups run then).
fn take_if(which: impl Fn(u32) -> bool) -> Option<Box<dyn Any>> {
    MOUNTED.with(|m| {
        let mut m = m.borrow_mut();
        match m.as_ref() {
            Some((id, _)) if which(*id) => m.take().map(|(_, handle)| handle),
            _ => None,
        }
    })
}
