//! The FIDE rating list on the Players page: its import (in the app's
//! worker, with a progress bar and Cancel), the search used by the add
//! form, and the update of an event's ratings from a newer list before
//! round 1.
//!
//! The list lives in IndexedDB ([`super::ratinglist_db`]); the page reads
//! it once into memory ([`RatingList`], about 50 MB for the full list) and
//! searches it there.

use super::ratinglist_db::{self, Meta};
use super::ratinglist_worker::ListReply;
use super::state::AppState;
use super::text;
use super::worker::Reply;
use crate::model::arbiter;
use crate::ratinglist::update::apply_rating_changes;
use crate::ratinglist::{rating_changes, Listed, RatingChange, RatingKind, RatingList, Warning};
use leptos::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The worker's script (the pairing worker, which also imports lists).
const WORKER_SCRIPT: &str = "./pocket-arbiter-worker_loader.js";
/// Search results shown.
const SHOWN: usize = 8;
/// Warnings shown after an import.
const WARNINGS_SHOWN: usize = 20;

/// The list as the page knows it.
#[derive(Debug, Clone, PartialEq)]
enum Status {
    /// Not looked at yet.
    Unknown,
    Loading,
    Empty,
    Ready(Meta),
    Failed(String),
}

/// An import under way.
#[derive(Debug, Clone, Copy, PartialEq)]
struct Importing {
    read: f64,
    total: f64,
    players: u64,
    saving: bool,
}

/// The page's handles on the list (one set for the app's lifetime).
#[derive(Clone, Copy)]
struct Shared {
    status: RwSignal<Status>,
    importing: RwSignal<Option<Importing>>,
    kind: RwSignal<RatingKind>,
    warnings: RwSignal<Shown>,
}

/// The last import's warnings, kept as data and worded when drawn (so a
/// language switch words them again): the first [`WARNINGS_SHOWN`] and how
/// many more there were.
#[derive(Debug, Clone, Default, PartialEq)]
struct Shown {
    first: Vec<Warning>,
    more: u64,
}

impl Shown {
    /// One line per warning, then "and N more", in the current language.
    fn lines(&self) -> Vec<String> {
        let mut lines: Vec<String> = self
            .first
            .iter()
            .map(|w| text::cat().ratinglist_warning(w))
            .collect();
        if self.more > 0 {
            lines.push(text::list_more_warnings(self.more));
        }
        lines
    }
}

struct Running {
    worker: web_sys::Worker,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

/// The signals themselves, kept for the app's lifetime: reference-counted,
/// owned by no component. (Arena signals made on the first visit would be
/// disposed with that Players page, and the next visit would read disposed
/// signals: a panic.)
struct Kept {
    status: ArcRwSignal<Status>,
    importing: ArcRwSignal<Option<Importing>>,
    kind: ArcRwSignal<RatingKind>,
    warnings: ArcRwSignal<Shown>,
}

thread_local! {
    static SHARED: Kept = Kept {
        status: ArcRwSignal::new(Status::Unknown),
        importing: ArcRwSignal::new(None),
        kind: ArcRwSignal::new(RatingKind::Standard),
        warnings: ArcRwSignal::new(Shown::default()),
    };
    static LIST: RefCell<Option<Rc<RatingList>>> = const { RefCell::new(None) };
    static RUNNING: RefCell<Option<Running>> = const { RefCell::new(None) };
}

/// Handles on the kept signals for the current component (dropped with it;
/// the signals stay).
fn shared() -> Shared {
    SHARED.with(|k| Shared {
        status: RwSignal::from(k.status.clone()),
        importing: RwSignal::from(k.importing.clone()),
        kind: RwSignal::from(k.kind.clone()),
        warnings: RwSignal::from(k.warnings.clone()),
    })
}

fn loaded() -> Option<Rc<RatingList>> {
    LIST.with(|l| l.borrow().clone())
}

/// Reads the stored list into memory (once; again after an import).
fn load() {
    let s = shared();
    s.status.set(Status::Loading);
    leptos::task::spawn_local(async move {
        let status = match ratinglist_db::meta().await {
            Err(e) => Status::Failed(js_text(&e)),
            Ok(None) => Status::Empty,
            Ok(Some(meta)) => match ratinglist_db::data().await {
                Err(e) => Status::Failed(js_text(&e)),
                Ok(None) => Status::Empty,
                Ok(Some(bytes)) => match RatingList::from_bytes(&bytes) {
                    Ok(list) => {
                        LIST.with(|l| *l.borrow_mut() = Some(Rc::new(list)));
                        Status::Ready(meta)
                    }
                    Err(_) => Status::Empty,
                },
            },
        };
        s.status.set(status);
    });
}

fn js_text(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| {
            e.dyn_ref::<js_sys::Error>()
                .map(|e| String::from(e.message()))
        })
        .or_else(|| e.dyn_ref::<web_sys::DomException>().map(|e| e.message()))
        .unwrap_or_else(|| format!("{e:?}"))
}

/// Starts importing `file` in a new worker.
fn start_import(state: AppState, file: web_sys::File) {
    let s = shared();
    if s.importing.get_untracked().is_some() {
        return;
    }
    let Ok(worker) = web_sys::Worker::new(WORKER_SCRIPT) else {
        return state.error(text::w().list_no_worker.into());
    };
    s.warnings.set(Shown::default());
    s.importing.set(Some(Importing {
        read: 0.0,
        total: file.size(),
        players: 0,
        saving: false,
    }));
    let to_worker = worker.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            if let Ok(Reply::Ready) = serde_wasm_bindgen::from_value::<Reply>(e.data()) {
                let _ = to_worker.post_message(&file);
                return;
            }
            let Ok(reply) = serde_wasm_bindgen::from_value::<ListReply>(e.data()) else {
                return;
            };
            match reply {
                ListReply::ListProgress {
                    read,
                    total,
                    players,
                } => shared().importing.set(Some(Importing {
                    read,
                    total,
                    players,
                    saving: false,
                })),
                ListReply::ListSaving { players } => shared().importing.update(|i| {
                    if let Some(i) = i {
                        i.players = players;
                        i.read = i.total;
                        i.saving = true;
                    }
                }),
                ListReply::ListDone { meta, warnings } => {
                    finish();
                    let first: Vec<Warning> = warnings.into_iter().take(WARNINGS_SHOWN).collect();
                    let more = meta.warnings.saturating_sub(first.len() as u64);
                    let shown = Shown { first, more };
                    // A fresh handle: the one made when the import started may belong
                    // to a part of the page redrawn since.
                    shared().warnings.set(shown);
                    state.info(text::list_imported(meta.players, meta.skipped));
                    LIST.with(|l| *l.borrow_mut() = None);
                    load();
                }
                ListReply::ListFailed(e) => {
                    finish();
                    state.error(text::cat().ratinglist_error(&e));
                }
                ListReply::ListNotStored(why) => {
                    finish();
                    state.error(text::list_not_stored(&why));
                }
            }
        });
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        e.prevent_default();
        finish();
        state.error(text::w().list_no_worker.into());
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    RUNNING.with(|r| {
        *r.borrow_mut() = Some(Running {
            worker,
            _on_message: on_message,
            _on_error: on_error,
        })
    });
}

/// Ends the import: the worker goes (whatever it was doing: a list not yet
/// stored is never half stored, its write being one transaction).
fn finish() {
    let running = RUNNING.with(|r| r.borrow_mut().take());
    if let Some(r) = running {
        // Detached first, as in `worker::stop`: a queued message must not
        // reach a dropped closure.
        r.worker.set_onmessage(None);
        r.worker.set_onerror(None);
        r.worker.terminate();
        wasm_bindgen_futures::spawn_local(async move { drop(r) });
    }
    shared().importing.set(None);
}

/// The list's card: what is stored, the import, the rating used.
#[component]
pub fn RatingListCard() -> impl IntoView {
    let state = AppState::get();
    let s = shared();
    if s.status.get_untracked() == Status::Unknown {
        load();
    }
    let on_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|list| list.get(0)) else {
            return;
        };
        input.set_value("");
        start_import(state, file);
    };
    let cancel = move |_| {
        if s.importing.get_untracked().is_some() {
            finish();
            state.info(text::w().list_cancelled.into());
        }
    };
    let status = move || match s.status.get() {
        Status::Unknown | Status::Loading => text::w().list_loading.to_owned(),
        Status::Empty => text::w().list_none.to_owned(),
        Status::Failed(why) => text::list_not_stored(&why),
        Status::Ready(m) => text::list_status(
            &m.file,
            m.players,
            &super::files::local_time(m.imported as u64),
        ),
    };
    view! {
        <section class="card no-print" data-testid="ratinglist">
            <h2>{text::w().list_title}</h2>
            <p class="help">{text::w().list_help}</p>
            <p data-testid="ratinglist-status" aria-live="polite">{status}</p>
            {move || match s.importing.get() {
                Some(i) => view! {
                    <div class="list-import">
                        <progress
                            max=i.total.max(1.0)
                            value=i.read
                            aria-label=text::w().list_progress
                            data-testid="ratinglist-progress"
                        ></progress>
                        <p aria-live="polite">
                            {if i.saving {
                                text::list_saving(i.players)
                            } else {
                                text::list_reading(i.read, i.total, i.players)
                            }}
                        </p>
                        <button type="button" on:click=cancel data-testid="ratinglist-cancel">
                            {text::w().list_cancel}
                        </button>
                    </div>
                }
                .into_any(),
                None => view! {
                    <div class="row">
                        <label class="button">
                            {text::w().list_import}
                            <input
                                type="file"
                                accept=".txt,.xml,.zip,text/plain,text/xml,application/zip"
                                class="visually-hidden"
                                data-testid="ratinglist-file"
                                on:change=on_file
                            />
                        </label>
                    </div>
                }
                .into_any(),
            }}
            <label class="grow">
                <span>{text::w().list_kind}</span>
                <select
                    name="list-kind"
                    on:change=move |ev| {
                        let v = event_target_value(&ev);
                        if let Some(k) = RatingKind::ALL.into_iter().find(|k| text::list_kind(*k) == v) {
                            s.kind.set(k);
                        }
                    }
                    prop:value=move || text::list_kind(s.kind.get())
                >
                    {RatingKind::ALL
                        .into_iter()
                        .map(|k| view! { <option value=text::list_kind(k)>{text::list_kind(k)}</option> })
                        .collect_view()}
                </select>
            </label>
            <ul class="field-error" data-testid="ratinglist-warnings">
                {move || s.warnings.get().lines().into_iter().map(|w| view! { <li>{w}</li> }).collect_view()}
            </ul>
            <UpdateRatings/>
        </section>
    }
}

/// The rating a picked player gets (the kind chosen in the card), as the
/// add form's rating field writes it.
pub fn rating_field(p: &Listed) -> String {
    p.rating(shared().kind.get_untracked())
        .map(|r| r.to_string())
        .unwrap_or_default()
}

/// The search box of the add form: lists players whose name starts with
/// the query (case and accents ignored) or whose FIDE id it is; a tap
/// picks one.
#[component]
pub fn ListSearch(on_pick: Callback<Listed>) -> impl IntoView {
    let s = shared();
    let query = RwSignal::new(String::new());
    // The last search's duration in ms (read by the browser benchmark).
    let took = RwSignal::new(0.0f64);
    let found = Memo::new(move |_| {
        let q = query.get();
        // Re-run when a list is loaded.
        let ready = matches!(s.status.get(), Status::Ready(_));
        if !ready || q.trim().is_empty() {
            return Vec::new();
        }
        let Some(list) = loaded() else {
            return Vec::new();
        };
        let clock = web_sys::window().and_then(|w| w.performance());
        let t0 = clock.as_ref().map_or(0.0, |p| p.now());
        let r = list.search(&q, SHOWN);
        took.set(clock.as_ref().map_or(0.0, |p| p.now()) - t0);
        r
    });
    let ready = move || matches!(s.status.get(), Status::Ready(_));
    view! {
        <Show when=ready>
            <label class="grow">
                <span>{text::w().list_search}</span>
                <input
                    type="search"
                    name="list-search"
                    autocomplete="off"
                    prop:value=move || query.get()
                    on:input=move |ev| query.set(event_target_value(&ev))
                />
            </label>
            <Show when=move || !query.with(|q| q.trim().is_empty())>
                <ul class="list-results" aria-label=text::w().list_results
                    data-testid="list-results" data-ms=move || format!("{:.2}", took.get())>
                    {move || {
                        let found = found.get();
                        if found.is_empty() {
                            return view! { <li class="help">{text::w().list_no_match}</li> }.into_any();
                        }
                        found
                            .into_iter()
                            .map(|p| {
                                let meta = [
                                    p.title.as_str().to_owned(),
                                    p.federation.clone(),
                                    p.rating(s.kind.get_untracked()).map(|r| r.to_string()).unwrap_or_default(),
                                    p.birth_year.map(|y| y.to_string()).unwrap_or_default(),
                                    p.fide_id.to_string(),
                                ]
                                .into_iter()
                                .filter(|x| !x.is_empty())
                                .collect::<Vec<_>>()
                                .join(" · ");
                                let name = p.name.clone();
                                view! {
                                    <li>
                                        // Named by its visible text (name, title,
                                        // federation, rating, FIDE id: unique).
                                        <button type="button"
                                            on:click=move |_| {
                                                on_pick.run(p.clone());
                                                query.set(String::new());
                                            }>
                                            <strong>{name}</strong>
                                            " "
                                            <span class="help">{meta}</span>
                                        </button>
                                    </li>
                                }
                            })
                            .collect_view()
                            .into_any()
                    }}
                </ul>
            </Show>
        </Show>
    }
}

/// What the picked player brings besides the visible fields, and a way to
/// drop the link to the list.
#[component]
pub fn PickedNote(picked: RwSignal<Option<Listed>>) -> impl IntoView {
    move || {
        picked.get().map(|p| {
            view! {
                <p class="help" data-testid="list-picked">
                    {text::list_picked(p.fide_id, p.birth_year)}
                    " "
                    <button type="button" class="link" on:click=move |_| picked.set(None)>
                        {text::w().list_not_picked}
                    </button>
                </p>
            }
        })
    }
}

/// Before round 1: the event's ratings against the list, shown, then
/// applied through the store (so the audit log records each change).
#[component]
fn UpdateRatings() -> impl IntoView {
    let state = AppState::get();
    let s = shared();
    let changes = RwSignal::new(None::<Vec<RatingChange>>);
    let before_round_1 = move || {
        state.store.with(|st| {
            st.selected().is_some_and(|e| {
                e.tournament.rounds_paired() == 0 && !e.tournament.players.is_empty()
            })
        })
    };
    let ready = move || matches!(s.status.get(), Status::Ready(_));
    let compare = move |_| {
        let (Some(t), Some(list)) = (state.open_tournament(), loaded()) else {
            return;
        };
        changes.set(Some(rating_changes(&t, &list, s.kind.get_untracked())));
    };
    let apply = move |_| {
        let Some(c) = changes.get_untracked() else {
            return;
        };
        let applied = state.edit(|t| {
            let n = apply_rating_changes(t, &c);
            if arbiter::can_renumber(t) {
                arbiter::renumber(t)?;
            }
            Ok(n)
        });
        changes.set(None);
        if let Some(n) = applied {
            state.info(text::list_applied(n));
        }
    };
    view! {
        <Show when=move || ready() && before_round_1()>
            <p class="help">{text::w().list_compare_help}</p>
            <button type="button" on:click=compare data-testid="list-compare">{text::w().list_compare}</button>
            {move || changes.get().map(|c| {
                if c.is_empty() {
                    return view! { <p data-testid="list-changes">{text::w().list_no_changes}</p> }.into_any();
                }
                let n = c.len();
                view! {
                    <div data-testid="list-changes">
                        <h3>{text::w().list_changes}</h3>
                        <ul>
                            {c.iter().map(|x| view! {
                                <li>{text::list_change(&x.name, x.fide_id, x.before, x.after)}</li>
                            }).collect_view()}
                        </ul>
                        <div class="row">
                            <button type="button" class="primary" on:click=apply>{text::list_apply(n)}</button>
                            <button type="button" on:click=move |_| changes.set(None)>{text::w().list_discard}</button>
                        </div>
                    </div>
                }.into_any()
            })}
        </Show>
    }
}
