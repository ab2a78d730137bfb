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
//! The page writes nothing while the worker runs: the pairing is applied
//! when [`Reply::Done`] arrives, and only if the tournament has not changed
//! meanwhile. Cancel terminates the worker, so the tournament stays exactly
//! as it was. Where Workers are unavailable (or the worker fails to start)
//! the page pairs on its own thread, as before.

use super::state::{AppState, Job};
use super::text;
use crate::model::arbiter::{self, ArbiterError};
use crate::model::{Pairing, PairingError, Tournament};
use crate::systems::{pair_round_with_progress, Progress};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
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

// ---------------------------------------------------------------- worker side

/// The worker binary's `main`: answers requests on the worker's global scope.
pub fn serve() {
    console_error_panic_hook::set_once();
    let Ok(scope) = js_sys::global().dyn_into::<web_sys::DedicatedWorkerGlobalScope>() else {
        return;
    };
    let post = {
        let scope = scope.clone();
        move |reply: &Reply| {
            if let Ok(v) = serde_wasm_bindgen::to_value(reply) {
                let _ = scope.post_message(&v);
            }
        }
    };
    let answer = post.clone();
    let list_scope = scope.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            // A file: a FIDE rating list to import (super::ratinglist_worker).
            if let Ok(file) = e.data().dyn_into::<web_sys::File>() {
                let scope = list_scope.clone();
                return super::ratinglist_worker::import(file, move |r| {
                    if let Ok(v) = serde_wasm_bindgen::to_value(r) {
                        let _ = scope.post_message(&v);
                    }
                });
            }
            let reply = match serde_wasm_bindgen::from_value::<Request>(e.data()) {
                Err(err) => {
                    match serde_wasm_bindgen::from_value::<super::verify_check::VerifyRequest>(
                        e.data(),
                    ) {
                        Ok(v) => {
                            let scope = list_scope.clone();
                            return super::verify_check::serve(v, &move |r| {
                                if let Ok(v) = serde_wasm_bindgen::to_value(r) {
                                    let _ = scope.post_message(&v);
                                }
                            });
                        }
                        Err(_) => Reply::BadRequest(err.to_string()),
                    }
                }
                Ok(req) => match serde_json::from_str::<Tournament>(&req.tournament) {
                    Err(err) => Reply::BadRequest(err.to_string()),
                    Ok(t) => {
                        let progress = answer.clone();
                        Reply::Done(pair_round_with_progress(&t, req.round, move |p| {
                            progress(&Reply::Progress(p))
                        }))
                    }
                },
            };
            answer(&reply);
        });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    on_message.forget();
    post(&Reply::Ready);
}

// ---------------------------------------------------------------- page side

/// The running worker and its handlers (dropped with it).
struct Running {
    worker: web_sys::Worker,
    _on_message: Closure<dyn FnMut(web_sys::MessageEvent)>,
    _on_error: Closure<dyn FnMut(web_sys::Event)>,
}

thread_local! {
    static RUNNING: RefCell<Option<Running>> = const { RefCell::new(None) };
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
    let json = match serde_json::to_string(&t) {
        Ok(j) => j,
        Err(_) => return pair_here(state, round, &t),
    };
    let request = Request {
        tournament: json,
        round,
    };
    let Ok(worker) = web_sys::Worker::new(WORKER_SCRIPT) else {
        return pair_here(state, round, &t);
    };
    state.pairing.set(Some(Job {
        round,
        progress: None,
    }));
    let fallback = t.clone();
    let to_worker = worker.clone();
    let on_message =
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |e: web_sys::MessageEvent| {
            let Ok(reply) = serde_wasm_bindgen::from_value::<Reply>(e.data()) else {
                return;
            };
            match reply {
                Reply::Ready => match serde_wasm_bindgen::to_value(&request) {
                    Ok(v) => {
                        let _ = to_worker.post_message(&v);
                    }
                    Err(_) => {
                        finish(state);
                        pair_here(state, round, &fallback);
                    }
                },
                Reply::Progress(p) => state.pairing.set(Some(Job {
                    round,
                    progress: Some(p),
                })),
                Reply::BadRequest(_) => {
                    finish(state);
                    pair_here(state, round, &fallback);
                }
                Reply::Done(result) => {
                    finish(state);
                    accept(state, &id, &before, round, result);
                }
            }
        });
    // The worker's script or wasm could not load: pair here instead.
    let fallback = t;
    let on_error = Closure::<dyn FnMut(web_sys::Event)>::new(move |e: web_sys::Event| {
        e.prevent_default();
        if state.pairing.get_untracked().is_some() {
            finish(state);
            pair_here(state, round, &fallback);
        }
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
    // The closures may be running this very call: drop them afterwards.
    let running = RUNNING.with(|r| r.borrow_mut().take());
    if let Some(r) = running {
        r.worker.terminate();
        wasm_bindgen_futures::spawn_local(async move { drop(r) });
    }
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

/// Pairs on the page's own thread (no Worker here), as the app always did.
fn pair_here(state: AppState, round: u32, t: &Tournament) {
    match crate::systems::pair_round(t, round) {
        Ok(p) => save(state, round, t, &p),
        Err(e) => state.error(text::pairing_error(&e)),
    }
}
