//! The verifier (issue 19): open or drop a TRF file from any program; each
//! paired round is paired again here by the file's own system and compared,
//! and a differing round is explained by [`crate::teach::verify`] (worded by
//! [`crate::lang::en::verify`]), with a link that opens the round in the
//! Learn page's "Explain a round" as a temporary event (not saved). The
//! file is read on this device only, and added to the user's tournaments
//! only when they tap "Add to my tournaments".
//!
//! Long checks run in the app's Web Worker (`worker.rs`, the
//! `pocket-arbiter-worker` binary; its side in `verify_check.rs`): the page
//! sends the file's rounds and shows each round's verdict as it arrives, with "Checking round r of n",
//! a progress bar and a Cancel that terminates the worker (the verdicts so
//! far stay; nothing is written anywhere). The page never freezes, even on
//! one big round. Where no Worker starts, the page says so and checks
//! nothing: it has no pairing engine of its own (issue 17: the download).

use super::state::{now, AppState, Page, Scratch};
use super::text;
use super::verify_check::{Verdict, VerifyReply, VerifyRequest};
use super::worker::{self, WorkerSlot};
use crate::lang::Lang;
use crate::model::{Points, RoundStatus, Tournament};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

/// A file being checked.
#[derive(Debug, Clone, PartialEq)]
struct Checking {
    file: String,
    tournament: Tournament,
    no_system: bool,
    rounds: Vec<u32>,
    verdicts: Vec<Verdict>,
    /// Stopped by the user before the last round.
    cancelled: bool,
    /// What the reader noticed but read (another program's records kept
    /// as they are, Latin-1 text, …), worded with their line.
    warnings: Vec<String>,
}

thread_local! {
    /// The verifier's worker (`worker.rs`).
    static VERIFYING: WorkerSlot = const { WorkerSlot::new() };
}

/// Terminates the verifier's worker, if one runs.
fn stop_worker() {
    worker::stop(&VERIFYING);
}

/// Checks the rounds of `checking` not yet checked in the worker; calls
/// `fallback` (the page says the worker is unavailable) if the worker
/// cannot start or fails.
/// Verdicts of an older run (`id` no longer `run`'s) are dropped.
fn check_in_worker(
    checking: RwSignal<Option<Checking>>,
    run: StoredValue<u32>,
    id: u32,
    fallback: impl Fn() + Clone + 'static,
) {
    stop_worker();
    let Some(request) = checking.with_untracked(|c| {
        let c = c.as_ref()?;
        serde_wasm_bindgen::to_value(&VerifyRequest {
            verify: serde_json::to_string(&c.tournament).ok()?,
            rounds: c.rounds.get(c.verdicts.len()..)?.to_vec(),
            lang: Lang::ALL
                .iter()
                .position(|l| *l == text::lang())
                .unwrap_or(0),
        })
        .ok()
    }) else {
        return fallback();
    };
    let fail = fallback.clone();
    let on_reply = move |v: JsValue| {
        if run.get_value() != id {
            return stop_worker();
        }
        match serde_wasm_bindgen::from_value::<VerifyReply>(v) {
            Ok(VerifyReply::Checked(v)) => checking.update(|c| {
                if let Some(c) = c {
                    c.verdicts.push(v);
                }
            }),
            Ok(VerifyReply::Verified) => stop_worker(),
            Ok(VerifyReply::VerifyFailed(_)) | Err(_) => {
                stop_worker();
                fail();
            }
        }
    };
    let failed = fallback.clone();
    let on_fail = move || {
        if run.get_value() == id {
            failed();
        }
    };
    if !worker::start(&VERIFYING, request, on_reply, on_fail) {
        fallback();
    }
}

#[component]
pub fn VerifyPage() -> impl IntoView {
    let state = AppState::get();
    let checking = RwSignal::new(None::<Checking>);
    let problem = RwSignal::new(None::<String>);
    // Each new file gets a new run number; a late step of an older run stops.
    let run = StoredValue::new(0u32);
    // No worker: the page has no engine to check with (issue 17: the
    // download); the verdicts so far stay, and the arbiter is told.
    let unavailable = move || {
        problem.set(Some(text::w().worker_unavailable.into()));
        checking.update(|c| {
            if let Some(c) = c {
                c.cancelled = true;
            }
        });
    };
    let load = move |file: String, bytes: Vec<u8>| {
        run.update_value(|r| *r += 1);
        stop_worker();
        match crate::trf::read::read_bytes(&bytes) {
            Err(e) => {
                checking.set(None);
                problem.set(Some(text::verify_bad_file(&file, &e)));
            }
            Ok(outcome) => {
                problem.set(None);
                let mut t = outcome.tournament;
                let no_system = outcome.declared_system.is_none();
                if let Some(k) = outcome.declared_system {
                    t.system = k;
                }
                if t.info.name.trim().is_empty() {
                    t.info.name = file.trim_end_matches(".trf").to_owned();
                }
                let rounds = (1..=t.rounds_paired())
                    .filter(|&r| t.round_status(r) != RoundStatus::NotPaired)
                    .collect();
                checking.set(Some(Checking {
                    file,
                    tournament: t,
                    no_system,
                    rounds,
                    verdicts: Vec::new(),
                    cancelled: false,
                    warnings: outcome
                        .warnings
                        .iter()
                        .map(|w| text::cat().trf_warning(w))
                        .collect(),
                }));
                let id = run.get_value();
                check_in_worker(checking, run, id, unavailable);
            }
        }
    };
    let read = move |file: web_sys::File| {
        let name = file.name();
        // Refused before it is read into memory.
        let max = crate::trf::read::MAX_INPUT_BYTES;
        if file.size() > max as f64 {
            checking.set(None);
            problem.set(Some(text::verify_too_large(&name, file.size() as u64, max)));
            return;
        }
        leptos::task::spawn_local(async move {
            let bytes = wasm_bindgen_futures::JsFuture::from(file.array_buffer())
                .await
                .map(|b| js_sys::Uint8Array::new(&b).to_vec());
            match bytes {
                Ok(b) => load(name, b),
                Err(_) => problem.set(Some(text::w().read_file_failed.into())),
            }
        });
    };
    let on_input = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        if let Some(f) = input.files().and_then(|l| l.get(0)) {
            input.set_value("");
            read(f);
        }
    };
    let dragging = RwSignal::new(false);
    let on_drop = move |ev: leptos::ev::DragEvent| {
        ev.prevent_default();
        dragging.set(false);
        if let Some(f) = ev
            .data_transfer()
            .and_then(|d| d.files())
            .and_then(|l| l.get(0))
        {
            read(f);
        }
    };
    // Cancel: the worker goes, a page-side step of this run stops, the
    // verdicts so far stay.
    let cancel = move |_| {
        run.update_value(|r| *r += 1);
        stop_worker();
        checking.update(|c| {
            if let Some(c) = c {
                c.cancelled = true;
            }
        });
    };
    on_cleanup(stop_worker);
    let add = move |_| {
        let Some(t) = checking.with_untracked(|c| c.as_ref().map(|c| c.tournament.clone())) else {
            return;
        };
        let name = t.info.name.clone();
        let added = state.change(|s| {
            let id = s.create(t, now())?;
            s.select(Some(&id))?;
            Ok(id)
        });
        if added.is_some() {
            state.info(text::verify_added(&name));
        }
    };
    let learn = move |round: u32, bracket: Option<Points>| {
        let Some(t) = checking.with_untracked(|c| c.as_ref().map(|c| c.tournament.clone())) else {
            return;
        };
        state.scratch.set(Some(Scratch {
            tournament: t,
            round,
            bracket,
        }));
        if let Some(w) = web_sys::window() {
            let _ = w.location().set_hash(Page::Learn.hash());
        }
    };
    view! {
        <section class="card verify" data-testid="page">
            <h2>{text::w().verify_title}</h2>
            <p class="help">{text::w().verify_help}</p>
            <div
                class="drop-zone"
                class:dragging=move || dragging.get()
                data-testid="verify-drop"
                on:dragover=move |ev: leptos::ev::DragEvent| {
                    ev.prevent_default();
                    dragging.set(true);
                }
                on:dragleave=move |_| dragging.set(false)
                on:drop=on_drop
            >
                <label class="button primary">
                    {text::w().verify_open}
                    <input type="file" accept=".trf,.txt,text/plain" class="visually-hidden"
                        data-testid="verify-file" on:change=on_input/>
                </label>
                <span class="help">{text::w().verify_drop}</span>
            </div>
            {move || problem.get().map(|p| view! {
                <p class="notice error" role="alert" data-testid="verify-error">{p}</p>
            })}
        </section>
        {move || checking.get().map(|c| {
            let total = c.rounds.len() as u32;
            let done = c.verdicts.len() as u32;
            let differ = c.verdicts.iter().filter(|v| !matches!(v, Verdict::Same(_))).count() as u32;
            let verdicts = c.verdicts.iter().cloned().map(|v| match v {
                Verdict::Same(r) => view! {
                    <li class="verdict same" data-testid="verify-round" data-verdict="same">{text::verify_same(r)}</li>
                }.into_any(),
                Verdict::Differs { round, pairings, findings, bracket } => view! {
                    <li class="verdict differs" data-testid="verify-round" data-verdict="differs">
                        <strong>{text::verify_differs(round)}</strong>
                        <p class="meta">{pairings}</p>
                        <ul>{findings.into_iter().map(|f| view! { <li data-testid="verify-finding">{f}</li> }).collect_view()}</ul>
                        <button data-testid="verify-learn" aria-label=text::verify_learn(round) on:click=move |_| learn(round, bracket)>
                            {text::w().verify_learn}
                        </button>
                    </li>
                }.into_any(),
                Verdict::Failed { round, message } => view! {
                    <li class="verdict differs" data-testid="verify-round" data-verdict="failed">
                        <strong>{text::verify_differs(round)}</strong>
                        <p>{message}</p>
                    </li>
                }.into_any(),
            }).collect_view();
            view! {
                <section class="card" data-testid="verify-result">
                    <h3>{c.file.clone()}</h3>
                    {c.no_system.then(|| view! { <p class="help">{text::w().verify_no_system}</p> })}
                    {(!c.warnings.is_empty()).then(|| view! {
                        <ul class="help">
                            {c.warnings.iter().map(|w| view! { <li data-testid="verify-warning">{w.clone()}</li> }).collect_view()}
                        </ul>
                    })}
                    {(done < total && !c.cancelled).then(|| view! {
                        <p role="status" aria-live="polite" data-testid="verify-progress">
                            {text::verify_progress(done + 1, total)}
                        </p>
                        <progress max=total value=done aria-label=text::w().verify_title></progress>
                        <button data-testid="verify-cancel" on:click=cancel>{text::w().cancel}</button>
                    })}
                    {c.cancelled.then(|| view! {
                        <p role="status" data-testid="verify-cancelled">{text::w().verify_cancelled}</p>
                    })}
                    <ol class="verdicts">{verdicts}</ol>
                    {(done == total).then(|| view! {
                        <p data-testid="verify-summary">{text::verify_summary(total, differ)}</p>
                    })}
                    <button data-testid="verify-add" on:click=add>{text::w().verify_add}</button>
                </section>
            }
        })}
    }
}
