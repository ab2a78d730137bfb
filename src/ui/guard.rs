//! The unsaved-change guard: a form with typed text that is not saved asks
//! before the page is left, by the app's navigation (the URL fragment
//! changes: [`confirm_leave`]) or by closing or reloading the tab
//! (`beforeunload`, [`install`]).
//!
//! Each form calls [`track`] with a tracked "has unsaved text" test; the
//! set of dirty forms lives here, and a form's entry goes when it is
//! unmounted.

use super::text;
use leptos::prelude::*;
use std::cell::RefCell;
use std::collections::BTreeSet;

thread_local! {
    static DIRTY: RefCell<BTreeSet<u64>> = const { RefCell::new(BTreeSet::new()) };
    static NEXT: RefCell<u64> = const { RefCell::new(0) };
}

/// Registers a form whose unsaved state `dirty` tells (re-run when the
/// signals it reads change).
pub fn track(dirty: impl Fn() -> bool + 'static) {
    let id = NEXT.with(|n| {
        let mut n = n.borrow_mut();
        *n += 1;
        *n
    });
    Effect::new(move |_| {
        let d = dirty();
        DIRTY.with(|s| {
            let mut s = s.borrow_mut();
            if d {
                s.insert(id);
            } else {
                s.remove(&id);
            }
        });
    });
    on_cleanup(move || {
        DIRTY.with(|s| {
            s.borrow_mut().remove(&id);
        })
    });
}

/// Some form has unsaved typed text.
pub fn any_dirty() -> bool {
    DIRTY.with(|s| !s.borrow().is_empty())
}

/// May the page be left? Asks when a form has unsaved text; `true` when
/// there is none or the arbiter agrees to lose it.
pub fn confirm_leave() -> bool {
    if !any_dirty() {
        return true;
    }
    let ok = web_sys::window()
        .and_then(|w| w.confirm_with_message(text::w().leave_unsaved).ok())
        .unwrap_or(true);
    if ok {
        DIRTY.with(|s| s.borrow_mut().clear());
    }
    ok
}

/// Makes the browser ask before the tab is closed or reloaded while a
/// form has unsaved text.
pub fn install() {
    let handle = window_event_listener(leptos::ev::beforeunload, move |ev| {
        if any_dirty() {
            ev.prevent_default();
            ev.set_return_value(text::w().leave_unsaved);
        }
    });
    on_cleanup(move || handle.remove());
}
