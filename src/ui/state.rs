//! The state the whole app shares through Leptos context: one tournament
//! store, the message banner, and the current page.

use super::text;
use crate::model::arbiter::ArbiterError;
use crate::model::Tournament;
use crate::store::browser::LocalStorageKv;
use crate::store::{EditError, Store, StoreError};
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
    /// The verifier of TRF files (`#/verify`), from the Tournaments page.
    Verify,
    /// A round shared by link (`#share=2.…`, [`crate::share::fragment`]).
    Shared,
}

/// The start of a fragment that opens a place in Learn (`ui::learn::link`).
pub const LEARN_LINK_PREFIX: &str = "#/learn/";

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
            Page::Verify => "#/verify",
            Page::Shared => "#share=",
        }
    }

    /// The page of a URL fragment; anything unknown is the first page.
    pub fn from_hash(hash: &str) -> Page {
        if hash
            .trim_start_matches('#')
            .starts_with(crate::share::fragment::PREFIX)
        {
            return Page::Shared;
        }
        // A place in Learn (`#/learn/sample/…`, `#/learn/exercise/…`).
        if format!("#{}", hash.trim_start_matches('#')).starts_with(LEARN_LINK_PREFIX) {
            return Page::Learn;
        }
        let hash = if hash.starts_with('#') {
            hash.to_owned()
        } else {
            format!("#{hash}")
        };
        Page::ALL
            .into_iter()
            .chain([Page::Report, Page::Verify])
            .find(|p| p.hash() == hash)
            .unwrap_or_default()
    }

    pub fn label(self) -> &'static str {
        match self {
            Page::Tournaments => text::w().nav_tournaments,
            Page::Players => text::w().nav_players,
            Page::Rounds => text::w().nav_rounds,
            Page::Standings => text::w().nav_standings,
            Page::Learn => text::w().nav_learn,
            Page::Report => text::w().nav_report,
            Page::Verify => text::w().verify_title,
            Page::Shared => text::w().share_view_title,
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
    /// Whether the browser granted persistent storage: `None` until known
    /// (or when the browser does not say).
    pub persistent: RwSignal<Option<bool>>,
    /// A tournament opened from the verifier for the Learn page only: in
    /// memory, never saved ([`super::verify`]).
    pub scratch: RwSignal<Option<Scratch>>,
    /// The app's language ([`super::language`]); the whole app re-renders
    /// when it changes.
    pub lang: RwSignal<crate::lang::Lang>,
}

/// A file's round the verifier asks the Learn page to explain. The Learn
/// page is its own wasm module (`ui::learn_loader`): the scratch crosses to
/// it as JSON, an argument of its `mount`.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Scratch {
    pub tournament: Tournament,
    pub round: u32,
    /// The score of the bracket to open first.
    pub bracket: Option<crate::model::Points>,
}

impl AppState {
    /// Opens the store over `kv` (never fails: problems are reported).
    pub fn new(kv: LocalStorageKv) -> AppState {
        let store = Store::open(kv);
        let lang = text::initial(store.language());
        text::apply(lang);
        let notice = match (store.unavailable(), store.recovered()) {
            (Some(e), _) => Some(Notice::Error(text::kv_error(e))),
            (None, Some(_)) => Some(Notice::Info(text::w().import_rolled_back.into())),
            (None, None) => None,
        };
        AppState {
            store: RwSignal::new(store),
            notice: RwSignal::new(notice),
            page: RwSignal::new(Page::default()),
            pairing: RwSignal::new(None),
            persistent: RwSignal::new(None),
            scratch: RwSignal::new(None),
            lang: RwSignal::new(lang),
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
        self.edit_with(f, text::arbiter_error)
    }

    /// Like [`AppState::edit`] for changes with their own error type,
    /// worded by `message`.
    ///
    /// `f` runs on the tournament as stored now (read–compare–write, see
    /// [`Store::edit`]): if another tab saved it since this tab last read it,
    /// `f` is applied on top of that save, or, if it no longer applies,
    /// the arbiter is told that the change was not kept and why.
    pub fn edit_with<R, E>(
        &self,
        f: impl FnOnce(&mut Tournament) -> Result<R, E>,
        message: impl Fn(&E) -> String,
    ) -> Option<R> {
        let id = self
            .store
            .with_untracked(|s| s.selected().map(|e| e.id.clone()))?;
        // Untracked, then notified only when what is stored (or read) has
        // changed: a refused change must not rebuild the forms over the
        // text being typed.
        let outcome = self.store.try_update_untracked(|s| s.edit(&id, now(), f))?;
        let changed = match &outcome {
            Ok(_) | Err(EditError::Store(_)) => true,
            Err(EditError::Refused { reloaded, .. }) => *reloaded,
        };
        if changed {
            self.store.notify();
        }
        match outcome {
            Ok(saved) => {
                self.write_undo_later();
                if saved.reloaded {
                    self.info(text::w().change_added_to_other_tab.into());
                }
                Some(saved.value)
            }
            Err(EditError::Refused { error, reloaded }) => {
                self.error(if reloaded {
                    text::not_kept_after_other_tab(&message(&error))
                } else {
                    message(&error)
                });
                None
            }
            Err(EditError::Store(e)) => {
                self.error(text::store_error(&e));
                None
            }
        }
    }

    /// Writes the undo history's step of the save just made in a task of
    /// its own ([`crate::store::undo`]: the second of a save's two writes).
    /// The tournament is saved already, and the page has drawn it from what
    /// was saved; the Undo list shows the step meanwhile, read from memory
    /// ([`Store::undo_steps`]). If the page closes first, or the write
    /// fails, the history is lost, never wrong: "nothing to undo". The list
    /// is drawn again only when the history written is not the one shown.
    pub fn write_undo_later(&self) {
        let store = self.store;
        set_timeout(
            move || {
                if store.try_update_untracked(|s| s.write_undo()) == Some(false) {
                    store.notify();
                }
            },
            std::time::Duration::ZERO,
        );
    }

    /// Keeps this tab in step with the others: when another tab (or window)
    /// of the app writes the storage, the browser fires `storage` here and
    /// the store reads again what changed. What the page shows follows; a
    /// form being typed keeps its text (its fields are its own signals).
    pub fn follow_other_tabs(&self) {
        let store = self.store;
        let handle = window_event_listener(leptos::ev::storage, move |ev| {
            // `key` is null when another tab cleared the whole storage.
            let ours = ev.key().is_none_or(|k| k.contains(crate::store::PREFIX));
            if ours {
                store.maybe_update(|s| s.refresh());
            }
        });
        on_cleanup(move || handle.remove());
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
