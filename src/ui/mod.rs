//! The Leptos app (wasm32 only).
//!
//! One [`state::AppState`] in context holds the tournament store; each
//! screen and widget is a small component reading it. Every word shown
//! comes from [`text`].

pub mod api;
pub mod audit;
pub mod chunked;
pub mod double_swiss;
pub mod fields;
pub mod files;
pub mod guard;
pub mod language;
pub mod learn;
pub mod learn_loader;
pub mod learn_module;
pub mod players;
pub mod ratinglist;
pub mod ratinglist_db;
pub mod ratinglist_worker;
pub mod report;
pub mod results;
pub mod rounds;
pub mod settings;
pub mod share;
pub mod shell;
pub mod standings;
pub mod state;
pub mod text;
pub mod tournaments;
pub mod undo;
pub mod verify;
pub mod verify_check;
pub mod worker;

use crate::store::browser::LocalStorageKv;
use leptos::prelude::*;
use state::{AppState, Page};

/// The whole app over the page's `localStorage`.
#[component]
pub fn App() -> impl IntoView {
    view! { <AppWith kv=LocalStorageKv::new()/> }
}

/// The Learn page drawn in the app's own wasm, for the browser tests
/// (tests/web), which have no second module: `AppWith`'s `learn`. The app
/// itself fetches Learn's module ([`learn_loader`]), so its binary never
/// names this function and does not carry the Learn page.
pub fn learn_inline() -> AnyView {
    view! { <learn::LearnPage/> }.into_any()
}

/// The whole app over a given storage (tests pass a namespaced one).
/// `learn` draws the Learn page in place of its module's loader
/// ([`learn_inline`]).
#[component]
pub fn AppWith(
    kv: LocalStorageKv,
    #[prop(optional)] learn: Option<fn() -> AnyView>,
) -> impl IntoView {
    let state = AppState::new(kv);
    provide_context(state);
    state.follow_other_tabs();
    tournaments::check_persistence(state);

    // The page follows the URL fragment, so back/forward and reload work.
    // Only a different page is set: setting the same one would rebuild it
    // and lose what it shows (e.g. an open lesson).
    // A form with unsaved text asks first (`guard`); kept, the URL goes back.
    let sync = move || {
        let page = Page::from_hash(&location_hash().unwrap_or_default());
        let current = state.page.get_untracked();
        if current != page {
            if guard::confirm_leave() {
                state.page.set(page);
            } else if let Some(w) = web_sys::window() {
                let _ = w.location().set_hash(current.hash());
            }
        }
    };
    guard::install();
    sync();
    let listener = window_event_listener(leptos::ev::hashchange, move |_| sync());
    on_cleanup(move || listener.remove());

    // Every label is read at render time from the current language
    // (`text`): a new language renders the whole app again.
    move || {
        state.lang.track();
        view! {
        <shell::Header/>
        <main id="main">
            <shell::Announcer/>
            <shell::NoticeBar/>
            <shell::ProblemsPanel/>
            <tournaments::BackupReminder/>
            // The wrapper is built with the page, so `[data-page]` marks a page that is
            // fully on screen (the browser tests wait for it after a tab change).
            {move || {
                let page = state.page.get();
                let content = match page {
                    Page::Tournaments => view! { <tournaments::TournamentsPage/> }.into_any(),
                    Page::Players => view! { <players::PlayersPage/> }.into_any(),
                    Page::Rounds => view! { <rounds::RoundsPage/> }.into_any(),
                    Page::Standings => view! { <standings::StandingsPage/> }.into_any(),
                    Page::Learn => match learn {
                        Some(inline) => inline(),
                        None => view! { <learn_loader::LearnLoader/> }.into_any(),
                    },
                    Page::Report => view! { <report::ReportPage/> }.into_any(),
                    Page::Verify => view! { <verify::VerifyPage/> }.into_any(),
                    Page::Shared => view! { <share::SharedPage/> }.into_any(),
                };
                view! { <div class="page" data-page=page.hash()>{content}</div> }
            }}
        </main>
        <shell::NavBar/>
        }
    }
}

/// Mounts the app on the page's body (the web binary's `main`).
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}
