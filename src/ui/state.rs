//! The state the whole app shares through Leptos context: one tournament
//! store, the message banner, and the current page.

use super::text;
use crate::model::arbiter::ArbiterError;
use crate::model::Tournament;
use crate::store::browser::LocalStorageKv;
use crate::store::{Store, StoreError};
use leptos::prelude::*;

/// The store the app uses: the tournaments in `localStorage`.
pub type AppStore = Store<LocalStorageKv>;

/// A message for the user, shown in the banner until dismissed or replaced.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Notice {
    Info(String),
    Error(String),
}

/// The sections of the app, one per navigation tab.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Page {
    #[default]
    Tournaments,
    Players,
    Rounds,
    Standings,
    Learn,
    /// The arbiter's report (`#/report`): reached from the event's
    /// settings, not a tab.
    Report,
}

impl Page {
    /// Every page, in tab order.
    pub const ALL: [Page; 5] = [
        Page::Tournaments,
        Page::Players,
        Page::Rounds,
        Page::Standings,
        Page::Learn,
    ];

    /// The URL fragment of the page (`#/players`), so that the back button
    /// and a reload keep the page.
    pub const fn hash(self) -> &'static str {
        match self {
            Page::Tournaments => "#/tournaments",
            Page::Players => "#/players",
            Page::Rounds => "#/rounds",
            Page::Standings => "#/standings",
            Page::Learn => "#/learn",
            Page::Report => "#/report",
        }
    }

    /// The page of a URL fragment; anything unknown is the first page.
    pub fn from_hash(hash: &str) -> Page {
        let hash = if hash.starts_with('#') {
            hash.to_owned()
        } else {
            format!("#{hash}")
        };
        Page::ALL
            .into_iter()
            .chain([Page::Report])
            .find(|p| p.hash() == hash)
            .unwrap_or_default()
    }

    pub const fn label(self) -> &'static str {
        match self {
            Page::Tournaments => text::NAV_TOURNAMENTS,
            Page::Players => text::NAV_PLAYERS,
            Page::Rounds => text::NAV_ROUNDS,
            Page::Standings => text::NAV_STANDINGS,
            Page::Learn => text::NAV_LEARN,
            Page::Report => text::NAV_REPORT,
        }
    }
}

/// The page's one pairing job ([`super::worker`]), shown by the Rounds page
/// while it runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Job {
    pub round: u32,
    /// The last bracket started; `None` before the first (the whole round
    /// is being checked for completion).
    pub progress: Option<crate::systems::Progress>,
}

/// Handles to the shared state; cheap to copy into closures.
#[derive(Debug, Clone, Copy)]
pub struct AppState {
    pub store: RwSignal<AppStore>,
    pub notice: RwSignal<Option<Notice>>,
    pub page: RwSignal<Page>,
    /// The round being paired in the worker, if any ([`super::worker`]).
    pub pairing: RwSignal<Option<Job>>,
}

impl AppState {
    /// Opens the store over `kv` (never fails: problems are reported).
    pub fn new(kv: LocalStorageKv) -> AppState {
        let store = Store::open(kv);
        let notice = store
            .unavailable()
            .map(|e| Notice::Error(text::kv_error(e)));
        AppState {
            store: RwSignal::new(store),
            notice: RwSignal::new(notice),
            page: RwSignal::new(Page::default()),
            pairing: RwSignal::new(None),
        }
    }

    /// The state provided by [`super::App`].
    pub fn get() -> AppState {
        expect_context::<AppState>()
    }

    pub fn info(&self, message: String) {
        self.notice.set(Some(Notice::Info(message)));
    }

    pub fn error(&self, message: String) {
        self.notice.set(Some(Notice::Error(message)));
    }

    /// Runs a change on the store; a failure is shown in the banner (the
    /// store is unchanged then) and gives `None`.
    pub fn change<R>(
        &self,
        change: impl FnOnce(&mut AppStore) -> Result<R, StoreError>,
    ) -> Option<R> {
        match self.store.try_update(change)? {
            Ok(r) => Some(r),
            Err(e) => {
                self.error(text::store_error(&e));
                None
            }
        }
    }
}

impl AppState {
    /// Changes the open tournament with `f` and saves it; a refusal or a
    /// failed save is shown in the banner and gives `None` (nothing changes).
    pub fn edit<R>(&self, f: impl FnOnce(&mut Tournament) -> Result<R, ArbiterError>) -> Option<R> {
        let (id, mut t) = self
            .store
            .with_untracked(|s| s.selected().map(|e| (e.id.clone(), e.tournament.clone())))?;
        match f(&mut t) {
            Err(e) => {
                self.error(text::arbiter_error(&e));
                None
            }
            Ok(r) => {
                self.change(|s| s.update(&id, |x| *x = t))?;
                Some(r)
            }
        }
    }

    /// Like [`AppState::edit`] for changes with their own error type,
    /// worded by `message`.
    pub fn edit_with<R, E>(
        &self,
        f: impl FnOnce(&mut Tournament) -> Result<R, E>,
        message: impl Fn(&E) -> String,
    ) -> Option<R> {
        let (id, mut t) = self
            .store
            .with_untracked(|s| s.selected().map(|e| (e.id.clone(), e.tournament.clone())))?;
        match f(&mut t) {
            Err(e) => {
                self.error(message(&e));
                None
            }
            Ok(r) => {
                self.change(|s| s.update(&id, |x| *x = t))?;
                Some(r)
            }
        }
    }

    /// The open tournament, tracked.
    pub fn open_tournament(&self) -> Option<Tournament> {
        self.store
            .with(|s| s.selected().map(|e| e.tournament.clone()))
    }
}

/// Milliseconds since 1970, from the browser's clock.
pub fn now() -> u64 {
    js_sys::Date::now().max(0.0) as u64
}
