//! The language switch (issue 20): in the title bar of every screen, each
//! language by its own name (English, Français). The choice is remembered
//! by the store (`pocket-arbiter:language`); with none, the browser's
//! language (`navigator.language`) decides, and English when the app has
//! no catalogue for it. `<html lang>` follows. Changing the language
//! re-renders the whole app ([`super::AppWith`] tracks [`AppState::lang`]);
//! every label is read from [`text`] at render time.

use super::state::AppState;
use super::text;
use crate::lang::Lang;
use leptos::prelude::*;

/// The language to start in: the stored choice, else the browser's.
pub fn initial(stored: Option<String>) -> Lang {
    stored
        .as_deref()
        .and_then(Lang::from_tag)
        .or_else(|| {
            let nav = web_sys::window()?.navigator();
            // `navigator.languages` lists the user's order; `language` is its first.
            Lang::from_tag(&nav.language()?)
        })
        .unwrap_or_default()
}

/// Makes `l` the app's language now: the words, `<html lang>`.
pub fn apply(l: Lang) {
    text::set_lang(l);
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", l.tag());
    }
}

/// The user chose `l`: apply it, remember it, re-render.
pub fn choose(state: AppState, l: Lang) {
    if state.lang.get_untracked() == l {
        return;
    }
    apply(l);
    state.store.update(|s| s.set_language(l.tag()));
    state.lang.set(l);
}

/// One button per language, named in that language and marked with its
/// `lang`, the current one pressed.
#[component]
pub fn LanguageSwitch() -> impl IntoView {
    let state = AppState::get();
    view! {
        <div class="languages" role="group" aria-label=text::w().language>
            {Lang::ALL
                .into_iter()
                .map(|l| {
                    let pressed = move || (state.lang.get() == l).to_string();
                    view! {
                        <button
                            class="lang"
                            lang=l.tag()
                            aria-pressed=pressed
                            data-lang=l.tag()
                            on:click=move |_| choose(state, l)
                        >
                            {l.name()}
                        </button>
                    }
                })
                .collect_view()}
        </div>
    }
}
