//! Pairing off the page's thread: a Web Worker runs the engine (the
//! `pocket-arbiter-worker` binary, which Trunk builds from the
//! `data-type="worker"` link of index.html), so the page keeps responding
//! while a big round is paired, shows how far it has got, and can cancel.
//!
//! The exchange, each message a serde value (serde-wasm-bindgen):
//! 1. the worker says [`Reply::Ready`] once its wasm runs;
//! 2. the page sends a [`Request`]: the tournament as its saved JSON and the
//!    round;
//! 3. the worker sends a [`Reply::Progress`] per bracket
//!    ([`crate::swiss::progress`]) and ends with [`Reply::Done`].
//!
//! The page may instead send a `File`: a FIDE rating list to import
//! (`ratinglist_worker`, its replies [`super::ratinglist_worker::ListReply`]),
//! or a [`super::verify_check::VerifyRequest`]: the verifier's file to
//! check round by round, answered by one
//! [`super::verify_check::VerifyReply::Checked`] per round (the verifier's
//! Cancel terminates the worker).
//!
//! Or a [`ComputeRequest`]: the standings of the open event, its
//! complete rounds paired again for the report, or what a result's
//! correction changes, answered by [`ComputeReply`]s (`standings.rs`,
//! `report.rs`, `rounds.rs`). Or Learn's "Explain a
//! round": a [`StudyRequest`] (the round opened: its brackets, boards,
//! players), a [`TraceRequest`] (a bracket paired literally) or a
//! [`WhyNotRequest`], answered by a [`StudyReply`] or a [`TraceReply`]
//! (`learn/round.rs`).
//!
//! The page keeps each kind of job's worker in a [`WorkerSlot`]; a reply
//! from a worker no longer in its slot (cancelled, replaced) is dropped.
//!
//! The page writes nothing while the worker runs: the pairing is applied
//! when [`Reply::Done`] arrives, and only if the tournament has not changed
//! meanwhile. Cancel terminates the worker, so the tournament stays exactly
//! as it was. The page has no pairing engine of its own (issue 17: the
//! download): where the worker cannot start, the arbiter is told and
//! nothing is written; computations that need no engine (the standings)
//! are still done on the page then.

use super::state::{AppState, Job};
use super::text;
use crate::lang::Lang;
use crate::model::arbiter::{self, ArbiterError};
use crate::model::Tpn;
use crate::model::{Pairing, PairingError, Tournament};
use crate::standings::event_standings;
use crate::standings::parts::Parts;
use crate::systems::{pair_round, pair_round_with_progress, Progress};
use crate::teach::correction::{consequences, Consequences};
use crate::teach::study::{BracketStudy, RoundOverview, RoundStudy};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::cell::{Cell, RefCell};
use std::rc::Rc;
use std::thread::LocalKey;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// The worker's script, next to index.html (Trunk's loader shim: it loads
/// the worker's wasm-bindgen glue and wasm, named after the binary).
const WORKER_SCRIPT: &str = "./pocket-arbiter-worker_loader.js";

/// What the page asks of the worker.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Request {
    /// The tournament as it is to be paired, as `serde_json` writes it (a
    /// string crosses to the worker far faster than the same data as
    /// JavaScript objects).
    pub tournament: String,
    pub round: u32,
}

/// What the worker says.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum Reply {
    /// The worker's wasm runs and listens.
    Ready,
    Progress(Progress),
    Done(Result<Pairing, PairingError>),
    /// The request could not be read (a bug: page and worker disagree).
    BadRequest(String),
}

/// The standings or the report of the open event, computed in the worker
/// (the page's side: `standings.rs`, `report.rs`).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ComputeRequest {
    /// The tournament, as `serde_json` writes it.
    pub compute: String,
    pub what: Compute,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Compute {
    /// The standings after round `through` (C.07, [`event_standings`]).
    Standings { through: u32 },
    /// Every complete round paired again by the event's system, as the
    /// report's checker does ([`crate::checker::check_rounds`], C.04.2
    /// art. 1.5, 4.4).
    Repair,
    /// What correcting a result of round `round` (the board where `white`
    /// has White) to `result` changes, the next round paired before and
    /// after ([`crate::teach::correction::consequences`], C.04.2 art. 4.4;
    /// `rounds.rs`).
    Consequences {
        round: u32,
        white: crate::model::Tpn,
        result: crate::model::arbiter::BoardResult,
    },
}

/// What the worker answers a [`ComputeRequest`].
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum ComputeReply {
    /// Pairing again the `index`-th complete round of `of`.
    Repairing { index: u32, of: u32 },
    /// Each complete round and the event's system's pairing of it.
    Repaired(Vec<(u32, Result<Pairing, PairingError>)>),
    /// The standings: the table and each row's hows apart (issue 17: the
    /// page reads the table in a short task, a row's hows when tapped).
    Standings(Parts),
    /// A correction's consequences, or why it is refused.
    Consequences(Result<Consequences, ArbiterError>),
    /// The request could not be read (a bug: page and worker disagree).
    ComputeFailed(String),
}

/// Worker side of a [`ComputeRequest`].
pub fn compute(req: &ComputeRequest, post: &dyn Fn(&ComputeReply)) {
    let t = match serde_json::from_str::<Tournament>(&req.compute) {
        Ok(t) => t,
        Err(e) => return post(&ComputeReply::ComputeFailed(e.to_string())),
    };
    post(&match req.what {
        Compute::Standings { through } => match Parts::of(event_standings(&t, through)) {
            Ok(s) => ComputeReply::Standings(s),
            Err(e) => ComputeReply::ComputeFailed(e.to_string()),
        },
        Compute::Consequences {
            round,
            white,
            result,
        } => ComputeReply::Consequences(consequences(&t, round, white, result)),
        Compute::Repair => {
            let rounds = t.complete_rounds();
            let of = rounds.len() as u32;
            let mut index = 0;
            ComputeReply::Repaired(
                rounds
                    .into_iter()
                    .map(|r| {
                        index += 1;
                        post(&ComputeReply::Repairing { index, of });
                        (r, pair_round(&t.for_pairing_round(r), r))
                    })
                    .collect(),
            )
        }
    });
}

/// Learn's "Explain a round": bracket `bracket` of round `round` of the
/// tournament paired literally, at most `budget` candidates
/// ([`RoundStudy::open_bracket`], C.04.3 art. 3–4); `lang` (an index in
/// [`Lang::ALL`]) words an error.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct TraceRequest {
    /// The tournament, as `serde_json` writes it.
    pub trace: String,
    pub round: u32,
    pub bracket: usize,
    pub budget: u64,
    pub lang: usize,
}

/// The worker's answer to a [`TraceRequest`]: the bracket's trace, or why
/// not (worded).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum TraceReply {
    Traced(Result<BracketStudy, String>),
}

/// Worker side of a [`TraceRequest`].
pub fn trace(req: &TraceRequest) -> TraceReply {
    set_lang(req.lang);
    TraceReply::Traced(match serde_json::from_str::<Tournament>(&req.trace) {
        Err(e) => Err(e.to_string()),
        Ok(t) => RoundStudy::new(&t, req.round)
            .and_then(|s| s.open_bracket(req.bracket, req.budget))
            .map_err(|e| text::study_error(&e)),
    })
}

/// Learn's "Explain a round": round `round` of the tournament opened for
/// teaching ([`RoundOverview::new`]: the engine pairs the whole round again,
/// seconds for a big event); `lang` (an index in [`Lang::ALL`]) words an
/// error.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct StudyRequest {
    /// The tournament, as `serde_json` writes it.
    pub study: String,
    pub round: u32,
    pub lang: usize,
}

/// Learn's "why not X–Y?" in round `round` of the tournament (C.04.3 art.
/// 3.8, 2017 B.8; [`RoundStudy::why_not`] within `budget`), answered in
/// `lang`.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct WhyNotRequest {
    /// The tournament, as `serde_json` writes it.
    pub why_not: String,
    pub round: u32,
    pub x: Tpn,
    pub y: Tpn,
    pub budget: u64,
    pub lang: usize,
}

/// The worker's answer to a [`StudyRequest`] or a [`WhyNotRequest`].
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum StudyReply {
    /// The round's [`RoundOverview`] as `serde_json` writes it (a string
    /// crosses back far faster than the same data as JavaScript objects),
    /// or why not (worded).
    Studied(Result<String, String>),
    /// The answer to "why not", worded.
    Answered(String),
}

/// Worker side of a [`StudyRequest`].
pub fn study(req: &StudyRequest) -> StudyReply {
    set_lang(req.lang);
    StudyReply::Studied(match serde_json::from_str::<Tournament>(&req.study) {
        Err(e) => Err(e.to_string()),
        Ok(t) => RoundOverview::new(&t, req.round)
            .map_err(|e| text::study_error(&e))
            .and_then(|o| serde_json::to_string(&o).map_err(|e| e.to_string())),
    })
}

/// Worker side of a [`WhyNotRequest`].
pub fn why_not(req: &WhyNotRequest) -> StudyReply {
    set_lang(req.lang);
    StudyReply::Answered(match serde_json::from_str::<Tournament>(&req.why_not) {
        Err(e) => e.to_string(),
        Ok(t) => {
            match RoundStudy::new(&t, req.round).and_then(|s| s.why_not(req.x, req.y, req.budget)) {
                Ok(w) => text::cat().why_not_answer(&w),
                Err(e) => text::study_error(&e),
            }
        }
    })
}

/// The worker words its answers in the page's language (an index in
/// [`Lang::ALL`]).
fn set_lang(lang: usize) {
    if let Some(&l) = Lang::ALL.get(lang) {
        text::set_lang(l);
    }
}

/// The page's language as an index in [`Lang::ALL`].
fn lang_index() -> usize {
    Lang::ALL
        .iter()
        .position(|l| *l == text::lang())
        .unwrap_or(0)
}

// ---------------------------------------------------------------- worker side

/// The worker binary's `main`: answers requests on the worker's global scope.
pub fn serve() {
    console_error_panic_hook::set_once();
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else {
        return;
    };
    let on_message = {
        let scope = scope.clone();
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let scope = &scope;
            // A file: a FIDE rating list to import (super::ratinglist_worker).
            if let Ok(file) = e.data().dyn_into::<web_sys::File>() {
                let scope = scope.clone();
                return super::ratinglist_worker::import(file, move |r| post_to(&scope, r));
            }
            let data = e.data();
            let req = match serde_wasm_bindgen::from_value::<Request>(data.clone()) {
                Ok(req) => req,
                Err(err) => {
                    if let Ok(v) = serde_wasm_bindgen::from_value::<
                        super::verify_check::VerifyRequest,
                    >(data.clone())
                    {
                        return super::verify_check::serve(v, &|r| post_to(scope, r));
                    }
                    if let Ok(c) = serde_wasm_bindgen::from_value::<ComputeRequest>(data.clone()) {
                        return compute(&c, &|r| post_to(scope, r));
                    }
                    if let Ok(t) = serde_wasm_bindgen::from_value::<TraceRequest>(data.clone()) {
                        return post_to(scope, &trace(&t));
                    }
                    if let Ok(s) = serde_wasm_bindgen::from_value::<StudyRequest>(data.clone()) {
                        return post_to(scope, &study(&s));
                    }
                    if let Ok(w) = serde_wasm_bindgen::from_value::<WhyNotRequest>(data) {
                        return post_to(scope, &why_not(&w));
                    }
                    return post_to(scope, &Reply::BadRequest(err.to_string()));
                }
            };
            let reply = match serde_json::from_str::<Tournament>(&req.tournament) {
                Err(err) => Reply::BadRequest(err.to_string()),
                Ok(t) => {
                    let progress = scope.clone();
                    Reply::Done(pair_round_with_progress(&t, req.round, move |p| {
                        post_to(&progress, &Reply::Progress(p))
                    }))
                }
            };
            post_to(scope, &reply);
        })
    };
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post_to(&scope, &Reply::Ready);
}

/// Posts `reply` to the page (as a JavaScript value, serde-wasm-bindgen).
fn post_to(scope: &web_sys::DedicatedWorkerGlobalScope, reply: &impl Serialize) {
    if let Ok(v) = serde_wasm_bindgen::to_value(reply) {
        let _ = scope.post_message(&v);
    }
}

// ---------------------------------------------------------------- page side

/// A running worker and its handlers (dropped with it).
struct Running {
    worker: web_sys::Worker,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

/// The page's worker for one kind of job (pairing, the verifier, the
/// standings, the report), in a `thread_local!`: [`start`] puts a worker
/// there (stopping the one before), [`stop`] terminates it. Each start and
/// stop is a new generation, and a reply of an older one is dropped, so a
/// late answer to a cancelled or replaced request never lands.
pub struct WorkerSlot {
    running: RefCell<Option<Running>>,
    generation: Cell<u32>,
}

impl WorkerSlot {
    pub const fn new() -> Self {
        WorkerSlot {
            running: RefCell::new(None),
            generation: Cell::new(0),
        }
    }
}

impl Default for WorkerSlot {
    fn default() -> Self {
        Self::new()
    }
}

/// A slot, as `thread_local!` declares it.
pub type Slot = &'static LocalKey<WorkerSlot>;

/// Terminates the slot's worker, if one runs (a new one is started for the
/// next job, so a cancelled computation never lingers); its replies still
/// queued are dropped.
pub fn stop(slot: Slot) {
    let running = slot.with(|s| {
        s.generation.set(s.generation.get().wrapping_add(1));
        s.running.borrow_mut().take()
    });
    if let Some(r) = running {
        // Detached first: a message the worker posted before it was
        // terminated may still be queued on the page, and must not reach a
        // closure once it is dropped ("closure invoked … after being
        // dropped", seen in the e2e's console after a Cancel).
        r.worker.set_onmessage(None);
        r.worker.set_onerror(None);
        r.worker.terminate();
        // The closures may be running this very call: drop them afterwards.
        wasm_bindgen_futures::spawn_local(async move { drop(r) });
    }
}

/// Starts a worker in `slot` (stopping the one there), sends it `request`
/// once it says [`Reply::Ready`], and hands every later reply to
/// `on_reply` while it is the slot's worker. If its script or wasm fails,
/// or the request cannot be posted, the worker is stopped and `on_fail`
/// runs (the caller does the work on the page). False when no worker could
/// start at all: nothing was started, the caller does the work on the page.
pub fn start(
    slot: Slot,
    request: JsValue,
    mut on_reply: impl FnMut(JsValue) + 'static,
    on_fail: impl Fn() + 'static,
) -> bool {
    stop(slot);
    let Ok(worker) = web_sys::Worker::new(WORKER_SCRIPT) else {
        return false;
    };
    let generation = slot.with(|s| s.generation.get());
    let current = move || slot.with(|s| s.generation.get() == generation);
    let on_fail = Rc::new(on_fail);
    let fail = Rc::clone(&on_fail);
    let to_worker = worker.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            if !current() {
                return;
            }
            if let Ok(Reply::Ready) = serde_wasm_bindgen::from_value::<Reply>(e.data()) {
                if to_worker.post_message(&request).is_err() {
                    stop(slot);
                    fail();
                }
                return;
            }
            on_reply(e.data());
        });
    // The worker's script or wasm could not load.
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        e.prevent_default();
        if current() {
            stop(slot);
            on_fail();
        }
    });
    worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
    slot.with(|s| {
        *s.running.borrow_mut() = Some(Running {
            worker,
            _on_message: on_message,
            _on_error: on_error,
        })
    });
    true
}

thread_local! {
    static PAIRING: WorkerSlot = const { WorkerSlot::new() };
}

/// Pairs round `round` of the open tournament (replacing an unplayed
/// pairing of that round) in the worker and saves it when it is done.
pub fn pair(state: AppState, round: u32) {
    if state.pairing.get_untracked().is_some() {
        return;
    }
    let Some((id, before)) = state
        .store
        .with_untracked(|s| s.selected().map(|e| (e.id.clone(), e.tournament.clone())))
    else {
        return;
    };
    let mut t = before.clone();
    if let Err(e) =
        arbiter::check_can_pair(&t, round).and_then(|()| arbiter::clear_round(&mut t, round))
    {
        state.error(text::arbiter_error(&e));
        return;
    }
    let Some(request) = serde_json::to_string(&t).ok().and_then(|json| {
        serde_wasm_bindgen::to_value(&Request {
            tournament: json,
            round,
        })
        .ok()
    }) else {
        return unavailable(state);
    };
    state.pairing.set(Some(Job {
        round,
        progress: None,
    }));
    let on_reply = move |v: JsValue| match serde_wasm_bindgen::from_value::<Reply>(v) {
        Ok(Reply::Progress(p)) => state.pairing.set(Some(Job {
            round,
            progress: Some(p),
        })),
        Ok(Reply::BadRequest(_)) => {
            finish(state);
            unavailable(state);
        }
        Ok(Reply::Done(result)) => {
            finish(state);
            accept(state, &id, &before, round, result);
        }
        Ok(Reply::Ready) | Err(_) => {}
    };
    let on_fail = move || {
        if state.pairing.get_untracked().is_some() {
            state.pairing.set(None);
            unavailable(state);
        }
    };
    if !start(&PAIRING, request, on_reply, on_fail) {
        state.pairing.set(None);
        unavailable(state);
    }
}

/// No worker could pair: nothing is written, and the arbiter is told. The
/// page has no pairing engine of its own (issue 17: the download; every
/// pairing and check runs in the worker, which the service worker keeps
/// for offline use).
fn unavailable(state: AppState) {
    state.error(text::w().worker_unavailable.into());
}

/// Stops the pairing under way: the worker is terminated and nothing is
/// written, so the tournament stays exactly as it was.
pub fn cancel(state: AppState) {
    if let Some(job) = state.pairing.get_untracked() {
        finish(state);
        state.info(text::pairing_cancelled(job.round));
    }
}

/// Ends the job: the worker goes (a new one is started for the next
/// pairing, so a cancelled computation never lingers).
fn finish(state: AppState) {
    stop(&PAIRING);
    state.pairing.set(None);
}

/// Saves the worker's pairing, if the tournament is still the one sent.
fn accept(
    state: AppState,
    id: &str,
    before: &Tournament,
    round: u32,
    result: Result<Pairing, PairingError>,
) {
    let p = match result {
        Ok(p) => p,
        Err(e) => return state.error(text::pairing_error(&e)),
    };
    let unchanged = state.store.with_untracked(|s| {
        s.selected()
            .is_some_and(|e| e.id == id && e.tournament == *before)
    });
    if !unchanged {
        return state.error(text::w().changed_while_pairing.into());
    }
    save(state, round, before, &p);
}

/// Why a pairing is not written.
enum NotSaved {
    /// The stored tournament is no longer the one that was paired (another
    /// tab saved a change meanwhile).
    OtherVersion,
    /// The pairing does not apply to the tournament.
    Refused(ArbiterError),
}

/// Writes the pairing (replacing an unplayed pairing of that round), only on
/// the tournament that was paired: if another tab saved a change since, the
/// stored tournament differs from `before` and the pairing is not kept.
fn save(state: AppState, round: u32, before: &Tournament, p: &Pairing) {
    let saved = state.edit_with(
        |t| {
            if *t != *before {
                return Err(NotSaved::OtherVersion);
            }
            arbiter::apply_pairing(t, round, p).map_err(NotSaved::Refused)
        },
        |e| match e {
            NotSaved::OtherVersion => text::w().changed_while_pairing.into(),
            NotSaved::Refused(e) => text::arbiter_error(e),
        },
    );
    if saved.is_some() {
        state.info(text::paired(round));
    }
}

// ------------------------------------------- the open event's computations

/// Where a computation of the open event stands, as its page shows it.
#[derive(Debug, Clone, PartialEq)]
pub enum Computed<T> {
    /// Under way; the worker's progress (`index` of `of`) once it says.
    Busy(Option<(u32, u32)>),
    /// Stopped by the user: nothing was changed.
    Cancelled,
    /// No worker could compute it, and the page cannot (it has no pairing
    /// engine): nothing was changed.
    Unavailable,
    Done(T),
}

/// A computation and the tournament it is of: the page shows it only
/// while the open event is still that tournament.
pub type Computation<T> = RwSignal<Option<(Tournament, Computed<T>)>>;

/// True when `out` is already about `t` (computed, under way or cancelled).
pub fn is_about<T: Send + Sync + 'static>(out: Computation<T>, t: &Tournament) -> bool {
    out.with_untracked(|o| o.as_ref().is_some_and(|(k, _)| k == t))
}

/// Computes `what` of `t` in the worker of `slot` (from the next task on),
/// showing progress in `out`; `done` turns the worker's answer into the
/// page's value. A reply
/// is dropped unless `out` still waits for this very tournament (not
/// cancelled, no other event or version opened since). Where no worker
/// starts (or it fails), `here` computes it on the page if it can (the
/// standings); `None` (anything that pairs: the page has no engine) shows
/// [`Computed::Unavailable`].
pub fn compute_open<T: Send + Sync + 'static>(
    slot: Slot,
    out: Computation<T>,
    t: Tournament,
    what: Compute,
    done: impl Fn(ComputeReply) -> Option<T> + 'static,
    here: impl Fn(&Tournament) -> Option<T> + Clone + 'static,
) {
    out.set(Some((t.clone(), Computed::Busy(None))));
    let waiting = move |sent: &Tournament| {
        out.with_untracked(|o| matches!(o, Some((k, Computed::Busy(_))) if k == sent))
    };
    // Each step in a task of its own (issue 17: none over 100 ms): the page
    // shows "Working…", then the event is written and sent, then the answer
    // read, then drawn.
    let finish = move |sent: Tournament, value: Option<T>| {
        set_timeout(
            move || {
                if waiting(&sent) {
                    let c = value.map_or(Computed::Unavailable, Computed::Done);
                    out.set(Some((sent, c)));
                }
            },
            std::time::Duration::ZERO,
        )
    };
    let send = move || {
        if !waiting(&t) {
            return;
        }
        let request = serde_json::to_string(&t).ok().and_then(|compute| {
            serde_wasm_bindgen::to_value(&ComputeRequest { compute, what }).ok()
        });
        let Some(request) = request else {
            return finish(t.clone(), here(&t));
        };
        let sent = t.clone();
        let on_page = here.clone();
        let on_reply = move |v: JsValue| {
            if !waiting(&sent) {
                return;
            }
            let value = match serde_wasm_bindgen::from_value::<ComputeReply>(v) {
                Ok(ComputeReply::Repairing { index, of }) => {
                    return out.update(|o| {
                        if let Some((_, c)) = o {
                            *c = Computed::Busy(Some((index, of)));
                        }
                    })
                }
                Ok(reply) => done(reply),
                Err(_) => None,
            };
            stop(slot);
            finish(sent.clone(), value.or_else(|| on_page(&sent)));
        };
        let sent = t.clone();
        let on_page = here.clone();
        let on_fail = move || {
            if waiting(&sent) {
                finish(sent.clone(), on_page(&sent));
            }
        };
        if !start(slot, request, on_reply, on_fail) {
            finish(t.clone(), here(&t));
        }
    };
    set_timeout(send, std::time::Duration::ZERO);
}

/// Cancel: the worker goes and `out` says so; nothing else changes.
pub fn cancel_open<T: Send + Sync + 'static>(slot: Slot, out: Computation<T>) {
    stop(slot);
    out.update(|o| {
        if let Some((_, c @ Computed::Busy(_))) = o {
            *c = Computed::Cancelled;
        }
    });
}

/// What a page shows of a computation not done: "Working…" (or the
/// worker's "Checking round i of n…") and Cancel, or, once cancelled, the
/// note and "Compute again". `None` once done.
pub fn status_view<T>(
    c: &Computed<T>,
    cancel: impl Fn() + 'static,
    again: impl Fn() + 'static,
) -> Option<AnyView> {
    match c {
        Computed::Done(_) => None,
        Computed::Busy(progress) => {
            let said = match progress {
                Some((index, of)) => text::verify_progress(*index, *of),
                None => text::w().working.to_owned(),
            };
            let bar = progress.map(|(index, of)| {
                view! { <progress max=of value=index.saturating_sub(1) aria-label=text::w().working></progress> }
            });
            Some(
                view! {
                    <div class="pairing-progress" data-testid="computing">
                        <p role="status" aria-live="polite" data-testid="compute-progress">{said}</p>
                        {bar}
                        <button data-testid="compute-cancel" on:click=move |_| cancel()>{text::w().cancel}</button>
                    </div>
                }
                .into_any(),
            )
        }
        Computed::Cancelled => Some(
            view! {
                <p role="status" data-testid="compute-cancelled">{text::w().compute_cancelled}</p>
                <button data-testid="compute-again" on:click=move |_| again()>{text::w().compute_again}</button>
            }
            .into_any(),
        ),
        Computed::Unavailable => Some(
            view! {
                <p role="alert" data-testid="compute-unavailable">{text::w().worker_unavailable}</p>
                <button data-testid="compute-again" on:click=move |_| again()>{text::w().compute_again}</button>
            }
            .into_any(),
        ),
    }
}

thread_local! {
    /// Learn's bracket trace ("Explain a round").
    static TRACING: WorkerSlot = const { WorkerSlot::new() };
}

/// Page side of a [`TraceRequest`]: `done` gets the trace (a reply to an
/// older request is dropped); false when no worker starts (the caller
/// traces on the page). If the worker fails, `here` traces on the page.
pub fn trace_bracket(
    t: &Tournament,
    round: u32,
    bracket: usize,
    budget: u64,
    done: impl Fn(Result<BracketStudy, String>) + 'static,
    here: impl Fn() + 'static,
) -> bool {
    let request = serde_json::to_string(t).ok().map(|trace| TraceRequest {
        trace,
        round,
        bracket,
        budget,
        lang: lang_index(),
    });
    ask(
        &TRACING,
        request,
        |TraceReply::Traced(r)| Some(r),
        done,
        here,
    )
}

/// Sends `request` to a worker of its own in `slot` and hands `done` the
/// answer `pick` takes out of the worker's reply (the slot's worker is then
/// stopped; a reply to an older request is dropped by [`start`]). False when
/// no request could be made or no worker starts; if the worker fails,
/// `here` runs.
fn ask<Q: Serialize, R: serde::de::DeserializeOwned, A>(
    slot: Slot,
    request: Option<Q>,
    pick: impl Fn(R) -> Option<A> + 'static,
    done: impl Fn(A) + 'static,
    here: impl Fn() + 'static,
) -> bool {
    let Some(request) = request.and_then(|q| serde_wasm_bindgen::to_value(&q).ok()) else {
        return false;
    };
    let on_reply = move |v: JsValue| {
        if let Some(a) = serde_wasm_bindgen::from_value::<R>(v).ok().and_then(&pick) {
            stop(slot);
            done(a);
        }
    };
    start(slot, request, on_reply, here)
}

/// Stops the bracket trace under way, if any (its reply is dropped).
pub fn stop_trace() {
    stop(&TRACING);
}

thread_local! {
    /// Learn's round ("Explain a round": its brackets, boards and players).
    static STUDYING: WorkerSlot = const { WorkerSlot::new() };
    /// Learn's "why not X–Y?".
    static ASKING: WorkerSlot = const { WorkerSlot::new() };
}

/// Page side of a [`StudyRequest`]: `done` gets the round's overview as
/// JSON, or why not (a reply to an older request is dropped); false when no
/// worker starts (the caller opens the round on the page). If the worker
/// fails, `here` opens it on the page.
pub fn study_round(
    t: &Tournament,
    round: u32,
    done: impl Fn(Result<String, String>) + 'static,
    here: impl Fn() + 'static,
) -> bool {
    let request = serde_json::to_string(t).ok().map(|study| StudyRequest {
        study,
        round,
        lang: lang_index(),
    });
    let pick = |r: StudyReply| match r {
        StudyReply::Studied(r) => Some(r),
        _ => None,
    };
    ask(&STUDYING, request, pick, done, here)
}

/// Stops the opening of a round under way, if any (its reply is dropped).
pub fn stop_study() {
    stop(&STUDYING);
}

/// Page side of a [`WhyNotRequest`]: `done` gets the worded answer (a reply
/// to an older question is dropped); false when no worker starts (the
/// caller answers on the page). If the worker fails, `here` answers on the
/// page.
pub fn ask_why_not(
    t: &Tournament,
    round: u32,
    (x, y): (Tpn, Tpn),
    budget: u64,
    done: impl Fn(String) + 'static,
    here: impl Fn() + 'static,
) -> bool {
    let request = serde_json::to_string(t).ok().map(|why_not| WhyNotRequest {
        why_not,
        round,
        x,
        y,
        budget,
        lang: lang_index(),
    });
    let pick = |r: StudyReply| match r {
        StudyReply::Answered(a) => Some(a),
        _ => None,
    };
    ask(&ASKING, request, pick, done, here)
}

/// Stops the "why not" under way, if any (its reply is dropped).
pub fn stop_why_not() {
    stop(&ASKING);
}
