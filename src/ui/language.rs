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

/// The user chose `l`: apply it, remember it, re-render.
pub fn choose(state: AppState, l: Lang) {
    if state.lang.get_untracked() == l {
        return;
    }
    text::apply(l);
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
