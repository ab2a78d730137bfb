//! The frame around every page: title bar, message banner, the panel for
//! unreadable saved data, and the bottom navigation.

use super::files;
use super::state::{AppState, Notice, Page};
use super::text;
use leptos::prelude::*;

/// Title bar: the app name and the open tournament.
#[component]
pub fn Header() -> impl IntoView {
    let state = AppState::get();
    let current = move || {
        state.store.with(|s| {
            s.selected()
                .map(|e| e.tournament.info.name.clone())
                .unwrap_or_else(|| text::w().no_tournament_open.to_owned())
        })
    };
    view! {
        <header class="top">
            <h1>{text::w().app_name}</h1>
            <p class="current" data-testid="current">{current}</p>
            <super::language::LanguageSwitch/>
        </header>
    }
}

/// The last message, if any, with a button to dismiss it. A screen reader
/// hears it from [`Announcer`]'s live regions, which stay in the page (a
/// live region inserted with its text is not reliably announced).
#[component]
pub fn NoticeBar() -> impl IntoView {
    let state = AppState::get();
    move || {
        state.notice.get().map(|notice| {
            let (class, message) = match notice {
                Notice::Info(m) => ("notice info", m),
                Notice::Error(m) => ("notice error", m),
            };
            view! {
                <div class=class data-testid="notice">
                    <p>{message}</p>
                    <button class="link" on:click=move |_| state.notice.set(None)>
                        {text::w().dismiss}
                    </button>
                </div>
            }
        })
    }
}

/// Two live regions, always in the page and visually hidden, saying the
/// last message: "Round 3 paired." politely, an error at once.
#[component]
pub fn Announcer() -> impl IntoView {
    let state = AppState::get();
    let said = move |error: bool| {
        state.notice.with(|n| match n {
            Some(Notice::Info(m)) if !error => m.clone(),
            Some(Notice::Error(m)) if error => m.clone(),
            _ => String::new(),
        })
    };
    view! {
        <div class="visually-hidden" role="status" aria-live="polite" data-testid="announce">
            {move || said(false)}
        </div>
        <div class="visually-hidden" role="alert" aria-live="assertive" data-testid="announce-error">
            {move || said(true)}
        </div>
    }
}

/// Saved data that could not be read: kept untouched, listed here with a
/// way to save a copy and to discard it.
#[component]
pub fn ProblemsPanel() -> impl IntoView {
    let state = AppState::get();
    let problems = move || state.store.with(|s| s.problems().to_vec());
    move || {
        let list = problems();
        (!list.is_empty()).then(|| {
            view! {
                <section class="card problems" data-testid="problems">
                    <h2>{text::w().problems_title}</h2>
                    <p class="help">{text::w().problems_help}</p>
                    <ul>
                        {list
                            .into_iter()
                            .map(|p| view! { <ProblemItem key=p.key.clone() message=text::problem(&p.key, &p.error)/> })
                            .collect_view()}
                    </ul>
                </section>
            }
        })
    }
}

/// One unreadable stored item.
#[component]
fn ProblemItem(key: String, message: String) -> impl IntoView {
    let state = AppState::get();
    let save_key = key.clone();
    let save = move |_| {
        let Some(raw) = state.store.with(|s| s.raw(&save_key)) else {
            return;
        };
        let name = format!("pocket-arbiter-unreadable-{}.json", files::slug(&save_key));
        if files::download(&name, &raw).is_err() {
            state.error(text::w().download_failed.into());
        }
    };
    let confirming = RwSignal::new(false);
    let discard = move |_| {
        if state.change(|s| s.discard(&key)).is_some() {
            state.info(text::w().discarded.into());
        }
    };
    view! {
        <li>
            <p class="problem-text">{message}</p>
            <div class="row">
                <button on:click=save>{text::w().save_copy}</button>
                <Show
                    when=move || confirming.get()
                    fallback=move || view! {
                        <button class="danger-outline" on:click=move |_| confirming.set(true)>
                            {text::w().discard}
                        </button>
                    }
                >
                    <button class="danger" on:click=discard.clone()>{text::w().discard}</button>
                    <button on:click=move |_| confirming.set(false)>{text::w().cancel}</button>
                </Show>
            </div>
        </li>
    }
}

/// Tabs at the bottom, within reach of a thumb.
#[component]
pub fn NavBar() -> impl IntoView {
    let state = AppState::get();
    view! {
        <nav class="tabs" aria-label=text::w().nav_label>
            {Page::ALL
                .into_iter()
                .map(|page| {
                    let current = move || state.page.get() == page;
                    view! {
                        <a
                            href=page.hash()
                            class:active=current
                            aria-current=move || current().then_some("page")
                        >
                            {page.label()}
                        </a>
                    }
                })
                .collect_view()}
        </nav>
    }
}
