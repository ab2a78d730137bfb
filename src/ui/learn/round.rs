//! "Explain a round": pick a round of the open tournament (or of the
//! built-in sample), open a bracket paired literally (C.04.3 art. 3–4) and
//! step through its candidates, tap a pair for its colours (art. 5.2), ask
//! "why not X–Y?". The round is opened (the engine pairs it again, seconds
//! for a big event), its brackets paired literally and "why not" answered in
//! the app's worker (issue 17, `ui::worker`), each with "Working…" and
//! Cancel; the searches run with a budget ([`BRACKET_BUDGET`],
//! [`WHY_NOT_BUDGET`]). Where no worker starts they run on the page, after
//! it has shown "Working…".

use super::diagram::BracketDiagram;
use super::widgets::{column_heads, BracketTable, Chip, PairChips, PickTwo, Stepper};
use crate::model::{Tournament, Tpn};
use crate::teach::classic::{is_classic, ClassicStudy};
use crate::teach::diagram::Diagram;
use crate::teach::double_swiss::DsStudy;
use crate::teach::explain::ColourExplanation;
use crate::teach::study::{
    sample_tournament, BracketStudy, RoundOverview, RoundStudy, StepKind, Verdict, BRACKET_BUDGET,
    WHY_NOT_BUDGET,
};
use crate::ui::state::AppState;
use crate::ui::text;
use crate::ui::worker;
use leptos::prelude::*;
use std::sync::Arc;
use std::time::Duration;

/// The largest budget "Search longer" goes to.
const MAX_BUDGET: u64 = 400_000;

/// Where the round comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Source {
    Open,
    Sample,
}

/// A computed value shared without copying; equal only to itself (so a
/// [`Memo`] of it changes exactly when recomputed).
#[derive(Debug)]
pub(super) struct Shared<T>(pub(super) Arc<T>);

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(Arc::clone(&self.0))
    }
}

impl<T> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0)
    }
}

/// The tournament whose round is explained (for the worker's trace).
#[derive(Clone, Copy)]
struct Opened(Memo<Option<Tournament>>);

/// Where the opening of the round stands (made in the worker).
#[derive(Debug, Clone, PartialEq)]
enum Opening {
    /// "Working…", with Cancel.
    Busy,
    /// Stopped by the user.
    Cancelled,
    Done(Result<Shared<RoundOverview>, String>),
}

/// Runs `work` after the browser has painted what is on screen now (e.g.
/// "Working…").
fn later(work: impl FnOnce() + 'static) {
    set_timeout(work, Duration::from_millis(16));
}

#[component]
pub fn ExplainPanel() -> impl IntoView {
    let state = AppState::get();
    // The verifier's file (in memory, not saved) comes before the open tournament.
    let scratch = state.scratch.get_untracked();
    let own = Memo::new(move |_| {
        state
            .scratch
            .with(|s| s.as_ref().map(|s| s.tournament.clone()))
            .or_else(|| state.open_tournament())
            .filter(|t| t.rounds_paired() > 0)
    });
    // A link to a step of the sample (another device's "Link to this step").
    let linked = super::link::take_step();
    let chosen_source = RwSignal::new(linked.map(|_| Source::Sample));
    let source = Memo::new(
        move |_| match (chosen_source.get(), own.with(Option::is_some)) {
            (Some(Source::Open), true) | (None, true) => Source::Open,
            _ => Source::Sample,
        },
    );
    let sample = Memo::new(move |_| sample_tournament().ok());
    let tournament = Memo::new(move |_| -> Option<Tournament> {
        match source.get() {
            Source::Open => own.get(),
            Source::Sample => sample.get(),
        }
    });
    provide_context(Opened(tournament));
    let paired =
        Memo::new(move |_| tournament.with(|t| t.as_ref().map_or(0, |t| t.rounds_paired())));
    let chosen_round = RwSignal::new(
        linked
            .map(|(r, _, _)| r)
            .or(scratch.as_ref().map(|s| s.round)),
    );
    // The linked bracket and step, opened once.
    let start = StoredValue::new(linked.map(|(_, b, s)| (b, s)));
    let round = Memo::new(move |_| {
        let n = paired.get();
        chosen_round
            .get()
            .filter(|r| (1..=n).contains(r))
            .unwrap_or(n)
    });
    // A round paired under a classic text (C1–C14) is opened by its own trace.
    let classic = Memo::new(move |_| {
        let r = round.get();
        tournament.with(|t| {
            t.as_ref().filter(|t| is_classic(t.system)).map(|t| {
                ClassicStudy::new(t, r)
                    .map(|s| Shared(Arc::new(s)))
                    .map_err(|e| text::cat().classic_error(&e))
            })
        })
    });
    // A Dutch round (2026, 2017) is opened in the worker (issue 17): the
    // engine pairs it again, seconds for a big event.
    let study = RwSignal::new(None::<Opening>);
    let again = RwSignal::new(0_u32);
    // Each opening is a generation: a step of an older one does nothing.
    let generation = StoredValue::new(0_u32);
    Effect::new(move |_| {
        again.track();
        let r = round.get();
        let t = tournament.with(|t| {
            t.as_ref()
                .filter(|t| !is_classic(t.system) && !is_double_swiss(t))
                .cloned()
        });
        worker::stop_study();
        generation.update_value(|g| *g = g.wrapping_add(1));
        let Some(t) = t else {
            study.set(None);
            return;
        };
        study.set(Some(Opening::Busy));
        open_round(t, r, study, generation);
    });
    on_cleanup(worker::stop_study);
    let cancel_study = move |_| {
        worker::stop_study();
        generation.update_value(|g| *g = g.wrapping_add(1));
        study.set(Some(Opening::Cancelled));
    };
    // A Double-Swiss round is opened from the engine's own record (issue 23).
    let double_swiss = Memo::new(move |_| {
        let r = round.get();
        tournament.with(|t| {
            t.as_ref()
                .filter(|t| is_double_swiss(t))
                .map(|t| DsStudy::new(t, r).map(|s| Shared(Arc::new(s))))
        })
    });
    let bracket = RwSignal::new(None::<usize>);
    let colours = RwSignal::new(None::<(Tpn, Tpn)>);
    // A new round closes the bracket and the colour sheet.
    let first_bracket = scratch.and_then(|s| s.bracket);
    Effect::new(move |_| {
        // Opened (or opening again): the bracket list, or the linked bracket.
        if !study.with(|s| matches!(s, Some(Opening::Done(_)) | None)) {
            bracket.set(None);
            colours.set(None);
            return;
        }
        // The verifier's bracket, when this is its round.
        let open = study.with_untracked(|s| match s {
            Some(Opening::Done(Ok(s))) if chosen_round.get_untracked() == Some(s.0.round()) => {
                first_bracket.and_then(|score| {
                    s.0.brackets()
                        .iter()
                        .find(|b| b.score == score)
                        .map(|b| b.index)
                })
            }
            _ => None,
        });
        let open = open.or_else(|| start.get_value().map(|(b, _)| b));
        bracket.set(open);
        colours.set(None);
    });
    let own_name = move || own.with(|t| t.as_ref().map(|t| t.info.name.clone()));
    view! {
        <section class="card" data-testid="explain">
            <h2>{text::w().learn_explain}</h2>
            <div class="row">
                <label class="grow">
                    <span>{text::w().source}</span>
                    <select data-testid="source" on:change=move |ev| {
                        chosen_round.set(None);
                        chosen_source.set(Some(if event_target_value(&ev) == "open" {
                            Source::Open
                        } else {
                            Source::Sample
                        }));
                    }>
                        {move || own_name().map(|n| view! {
                            <option value="open" selected=move || { source.get() == Source::Open }>
                                {text::source_tournament(&n)}
                            </option>
                        })}
                        <option value="sample" selected=move || { source.get() == Source::Sample }>
                            {text::w().source_sample}
                        </option>
                    </select>
                </label>
                <label class="narrow">
                    <span>{text::w().round}</span>
                    <select data-testid="round" on:change=move |ev| {
                        chosen_round.set(event_target_value(&ev).parse().ok());
                    }>
                        {move || (1..=paired.get())
                            .map(|r| view! {
                                <option value=r.to_string() selected=move || { round.get() == r }>{r}</option>
                            })
                            .collect_view()}
                    </select>
                </label>
            </div>
            {move || (paired.get() == 0).then(|| view! { <p class="help">{text::w().no_round_to_explain}</p> })}
        </section>
        {move || match study.get() {
            None => ().into_any(),
            Some(Opening::Busy) => view! {
                <section class="card" data-testid="round-opening">
                    <p class="meta" role="status" data-testid="round-working">{text::w().working}</p>
                    <button data-testid="round-cancel" on:click=cancel_study>{text::w().cancel}</button>
                </section>
            }
            .into_any(),
            Some(Opening::Cancelled) => view! {
                <section class="card">
                    <p role="status" data-testid="round-cancelled">{text::w().compute_cancelled}</p>
                    <button data-testid="round-again" on:click=move |_| again.update(|n| *n = n.wrapping_add(1))>
                        {text::w().compute_again}
                    </button>
                </section>
            }
            .into_any(),
            Some(Opening::Done(Err(e))) => view! {
                <section class="card"><p class="field-error" data-testid="explain-error">{e}</p></section>
            }
            .into_any(),
            Some(Opening::Done(Ok(s))) => {
                let sample = (source.get_untracked() == Source::Sample)
                    .then(|| super::link::StepPlace::Sample(round.get_untracked()));
                view! { <RoundView study=s bracket colours sample start/> }.into_any()
            }
        }}
        {move || match classic.get() {
            None => ().into_any(),
            Some(Err(e)) => view! {
                <section class="card"><p class="field-error" data-testid="explain-error">{e}</p></section>
            }
            .into_any(),
            Some(Ok(s)) => view! { <super::classic::ClassicRoundView study=s.0/> }.into_any(),
        }}
        {move || double_swiss.get().map(|s| match s {
            Ok(s) => view! { <super::double_swiss::DsRoundView study=s.0/> }.into_any(),
            Err(e) => view! {
                <section class="card"><p class="field-error" data-testid="explain-error">{text::pairing_error(&e)}</p></section>
            }
            .into_any(),
        })}
    }
}

/// Opens round `r` of `t` in the worker (after the page has shown
/// "Working…"), or on the page where no worker starts; the overview lands
/// in `study` unless another opening (or Cancel) came since.
fn open_round(
    t: Tournament,
    r: u32,
    study: RwSignal<Option<Opening>>,
    generation: StoredValue<u32>,
) {
    let mine = generation.get_value();
    let current = move || generation.try_get_value() == Some(mine);
    let land = move |o: Result<RoundOverview, String>| {
        if current() {
            let _ = study.try_set(Some(Opening::Done(o.map(|o| Shared(Arc::new(o))))));
        }
    };
    let on_page = t.clone();
    let here = move || {
        let t = on_page.clone();
        later(move || {
            if current() {
                land(RoundOverview::new(&t, r).map_err(|e| text::study_error(&e)));
            }
        })
    };
    // The worker's answer is the overview as JSON, read here in one short task.
    let done = move |o: Result<String, String>| {
        land(o.and_then(|json| serde_json::from_str(&json).map_err(|e| e.to_string())))
    };
    later(move || {
        if current() && !worker::study_round(&t, r, done, here.clone()) {
            here();
        }
    });
}

fn is_double_swiss(t: &Tournament) -> bool {
    crate::teach::double_swiss::is_double_swiss(t.system)
}

#[component]
pub(super) fn RoundView(
    study: Shared<RoundOverview>,
    bracket: RwSignal<Option<usize>>,
    colours: RwSignal<Option<(Tpn, Tpn)>>,
    /// The sample's round or the 2017 lesson shown, if its steps can be linked.
    sample: Option<super::link::StepPlace>,
    /// A linked bracket and step (0-based), opened once.
    start: StoredValue<Option<(usize, usize)>>,
    /// The event the round is of, when the caller has not provided it
    /// ([`Opened`]: the 2017 lessons).
    #[prop(optional)]
    tournament: Option<Tournament>,
) -> impl IntoView {
    if let Some(t) = tournament {
        provide_context(Opened(Memo::new(move |_| Some(t.clone()))));
    }
    let s = study.0.clone();
    let brackets = s.brackets().to_vec();
    let pairing = s.pairing().clone();
    let tap = Callback::new(move |p: (Tpn, Tpn)| colours.set(Some(p)));
    let list = {
        let brackets = brackets.clone();
        move || {
            brackets
                .iter()
                .map(|b| {
                    let k = b.index;
                    view! {
                        <li>
                            <button class="bracket-item" data-testid="bracket-item"
                                on:click=move |_| bracket.set(Some(k))>
                                {text::bracket_button(b)}
                            </button>
                        </li>
                    }
                })
                .collect_view()
        }
    };
    let boards: Arc<[(Tpn, Tpn)]> = pairing.boards.iter().map(|b| (b.white, b.black)).collect();
    let round = s.round();
    let why_study = study.clone();
    let sheet_study = study.clone();
    view! {
        {move || match bracket.get() {
            None => view! {
                <section class="card" data-testid="brackets">
                    <h2>{text::round_title(s.round())}</h2>
                    {s.recorded_differs().then(|| view! { <p class="help">{text::w().recorded_differs}</p> })}
                    {s.views().routes.then(|| view! {
                        <p class="help" data-testid="explain-2017">{text::w().explain_2017}</p>
                    })}
                    <h3>{text::w().brackets}</h3>
                    <ul class="bracket-list">{list.clone()}</ul>
                    <h3>{text::w().boards_of_round}</h3>
                    <BoardChips boards=boards.clone() tap/>
                    {pairing.bye.map(|b| view! { <p class="meta">{text::bye_of(b)}</p> })}
                </section>
            }
            .into_any(),
            Some(k) => {
                // The linked step applies to its own bracket, once.
                let step = start.get_value().filter(|(b, _)| *b == k).map(|(_, s)| s);
                start.set_value(None);
                view! { <BracketView round index=k bracket tap sample step/> }.into_any()
            }
        }}
        // "Why not" answers by the round's text (2026 art. 3.8, 2017 B.8).
        // In a task of its own: its pickers list every player of the round.
        {why_study.0.views().why_not.then(|| {
            crate::ui::chunked::later(move || view! { <WhyNotCard study=why_study.clone()/> })
        })}
        <ColourSheet study=sheet_study colours/>
    }
}

/// The round's boards as chips (as [`PairChips`], board number under the
/// TPNs), drawn a slice a task (issue 17: a 1,500-player round's 750 chips
/// in one task took well over 100 ms).
#[component]
fn BoardChips(boards: Arc<[(Tpn, Tpn)]>, tap: Callback<(Tpn, Tpn)>) -> impl IntoView {
    let n = boards.len();
    let chip = move |k: usize| {
        boards.get(k).map(|&(a, b)| {
            view! {
                <li>
                    <button class="pair" data-testid="pair" on:click=move |_| tap.run((a, b))>
                        <span>{format!("{a}–{b}")}</span><small>{k + 1}</small>
                    </button>
                </li>
            }
        })
    };
    view! { <ul class="pairs">{crate::ui::chunked::rows(n, chip)}</ul> }
}

#[component]
fn BracketView(
    /// The round (of the tournament [`Opened`]).
    round: u32,
    index: usize,
    bracket: RwSignal<Option<usize>>,
    tap: Callback<(Tpn, Tpn)>,
    sample: Option<super::link::StepPlace>,
    step: Option<usize>,
) -> impl IntoView {
    let budget = RwSignal::new(BRACKET_BUDGET);
    let result = RwSignal::new(None::<Result<Shared<BracketStudy>, String>>);
    let busy = RwSignal::new(true);
    let cancelled = RwSignal::new(false);
    let opened = use_context::<Opened>();
    // Paired literally in the worker (issue 17), or here after "Working…"
    // is on screen; again with a larger budget on demand.
    Effect::new(move |_| {
        let b = budget.get();
        busy.set(true);
        cancelled.set(false);
        let Some(t) = opened.and_then(|o| o.0.get_untracked()) else {
            busy.set(false);
            return;
        };
        let on_page = t.clone();
        let here = move || {
            let t = on_page.clone();
            later(move || {
                if cancelled.get_untracked() {
                    return;
                }
                let r = RoundStudy::new(&t, round)
                    .and_then(|s| s.open_bracket(index, b))
                    .map(|x| Shared(Arc::new(x)))
                    .map_err(|e| text::study_error(&e));
                let _ = result.try_set(Some(r));
                let _ = busy.try_set(false);
            })
        };
        let done = move |r: Result<BracketStudy, String>| {
            let _ = result.try_set(Some(r.map(|x| Shared(Arc::new(x)))));
            let _ = busy.try_set(false);
        };
        if !worker::trace_bracket(&t, round, index, b, done, here.clone()) {
            here();
        }
    });
    on_cleanup(worker::stop_trace);
    let cancel = move |_| {
        worker::stop_trace();
        busy.set(false);
        cancelled.set(true);
    };
    // Opened below the round's cards: bring it into view once its trace is
    // there (before, the page may be too short to scroll).
    let node: NodeRef<leptos::html::Section> = NodeRef::new();
    Effect::new(move |_| {
        let ready = result.with(Option::is_some);
        if let (true, Some(el)) = (ready, node.get()) {
            later(move || el.scroll_into_view());
        }
    });
    view! {
        <section class="card bracket" data-testid="bracket" node_ref=node>
            <button class="link" data-testid="back-to-brackets" on:click=move |_| bracket.set(None)>
                {text::w().back_to_brackets}
            </button>
            {move || busy.get().then(|| view! {
                <p class="meta" data-testid="working">{text::w().working}</p>
                <button data-testid="trace-cancel" on:click=cancel>{text::w().cancel}</button>
            })}
            {move || cancelled.get().then(|| view! {
                <p role="status" data-testid="trace-cancelled">{text::w().compute_cancelled}</p>
                <button data-testid="trace-again" on:click=move |_| budget.update(|_| ())>{text::w().compute_again}</button>
            })}
            {move || match result.get() {
                None => ().into_any(),
                Some(Err(e)) => view! { <p class="field-error">{e}</p> }.into_any(),
                Some(Ok(b)) => view! { <Trace study=b budget tap link=sample.map(|r| (r, index)) start=step.unwrap_or(0)/> }.into_any(),
            }}
        </section>
    }
}

#[component]
fn Trace(
    study: Shared<BracketStudy>,
    budget: RwSignal<u64>,
    tap: Callback<(Tpn, Tpn)>,
    /// The sample's round (or the 2017 lesson) and this bracket's index,
    /// when its steps can be linked.
    link: Option<(super::link::StepPlace, usize)>,
    /// The step to open (0-based).
    start: usize,
) -> impl IntoView {
    let b = study.0;
    let t = &b.trace;
    let index = RwSignal::new(start.min(b.steps.len().saturating_sub(1)));
    let len = b.steps.len();
    let chosen = b.chosen_step;
    let generated = t.generated;
    let unfinished = matches!(b.verdict, Verdict::Unfinished { .. });
    let criteria = b.judge.criteria();
    let steps = StoredValue::new(b.steps.clone());
    let table = StoredValue::new(t.table.clone());
    // The drawing of the current step (issue 23).
    let drawing = Memo::new(move |_| {
        let k = index.get();
        steps.with_value(|all| {
            let s = all.get(k.min(all.len().saturating_sub(1)));
            table.with_value(|rows| match s {
                Some(s) => Diagram::of_step(rows, s),
                None => Diagram::of_table(rows),
            })
        })
    });
    let trainer = RwSignal::new(false);
    let last = len.saturating_sub(1);
    // Keyboard control for a room (arrows, space, Home/End; Esc leaves
    // trainer mode): [`super::widgets::trainer_key`].
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        if len == 0 {
            return;
        }
        super::widgets::trainer_key(&ev, index, last, trainer);
    };
    let sequence = move || {
        let k = index.get().min(last);
        let from = k.saturating_sub(3);
        steps.with_value(|all| {
            all.iter()
                .enumerate()
                .skip(from)
                .take(7)
                .map(|(i, s)| {
                    let here = i == k;
                    view! {
                        <li class:hl=here aria-current=here.then_some("step")>
                            <span class="seq-n">{i + 1}". "</span>
                            {text::cat().step_alteration(s)}
                            " — "
                            {text::step_kind(s.kind, criteria)}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    let step_view = move || {
        let k = index.get();
        steps.with_value(|all| all.get(k).cloned()).map(|s| {
            let chips = s
                .pairs
                .iter()
                .map(|p| Chip {
                    a: p.s1,
                    b: p.s2,
                    note: match (p.s1_bsn, p.s2_bsn) {
                        (Some(x), Some(y)) => Some(format!("{} {x}–{y}", text::w().bracket_table_columns[0])),
                        _ => None,
                    },
                    illegal: p.illegal,
                })
                .collect::<Vec<_>>();
            let kind_class = match s.kind {
                StepKind::Perfect => "outcome good",
                StepKind::Imperfect { new_best: true } => "outcome best",
                StepKind::Imperfect { .. } => "outcome warn",
                StepKind::Skipped => "outcome skip",
                StepKind::Illegal | StepKind::NoCompletion => "outcome bad",
            };
            view! {
                <div class="candidate" data-testid="candidate">
                    <p class="counter" data-testid="candidate-counter">
                        {text::candidate_counter(s.first, s.count, generated)}
                    </p>
                    <p class="meta" data-testid="alteration">{text::cat().step_alteration(&s)}</p>
                    <PairChips chips on_tap=tap/>
                    {(!s.downfloaters.is_empty()).then(|| view! {
                        <p class="meta">
                            {format!(
                                "{}: {}",
                                text::w().downfloaters,
                                s.downfloaters.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ")
                            )}
                        </p>
                    })}
                    <p class=kind_class data-testid="outcome">{text::step_kind(s.kind, criteria)}</p>
                    {(!s.criteria.is_empty()).then(|| view! {
                        <ul class="criteria" data-testid="criteria">
                            {s.criteria.iter().map(|c| view! { <li>{text::cat().failed_in(criteria, c)}</li> }).collect_view()}
                        </ul>
                    })}
                    {s.chosen.then(|| view! { <p class="chosen" data-testid="is-chosen">{text::w().the_chosen_one}</p> })}
                </div>
            }
        })
    };
    view! {
        <h2>{text::bracket_title(t.index, t.score, t.homogeneous)}</h2>
        <p class="meta" data-testid="parameters">{text::parameters(&t.parameters, criteria)}</p>
        <BracketTable rows=t.table.clone()/>
        <div
            class="trainer-area"
            class:trainer=move || trainer.get()
            data-testid="trainer-area"
            tabindex="0"
            role="group"
            aria-label=text::bracket_title(t.index, t.score, t.homogeneous)
            aria-keyshortcuts="ArrowRight ArrowLeft Space Home End Escape"
            on:keydown=on_key
        >
            <div class="row trainer-bar">
                <button
                    data-testid="trainer-toggle"
                    aria-pressed=move || if trainer.get() { "true" } else { "false" }
                    on:click=move |_| trainer.update(|t| *t = !*t)
                >
                    {move || if trainer.get() { text::w().trainer_exit } else { text::w().trainer_mode }}
                </button>
                {link.map(|(place, bracket)| view! {
                    <a class="button-link" data-testid="step-link"
                        href=move || place.hash(bracket, index.get())>
                        {text::w().link_to_step}
                    </a>
                })}
            </div>
            <p class="help">{text::w().trainer_keys}</p>
            {(len > 0).then(|| view! { <Stepper index len chosen id="trace"/> })}
            {(len > 0).then(|| view! { <BracketDiagram diagram=drawing.into() criteria/> })}
            <p class="help">{text::w().tap_a_pair}</p>
            {step_view}
            // The presenter note (issue 23): the articles of this step in the
            // wording of the seed of the text that judges it (2026 or 2017).
            {move || trainer.get().then(|| {
                let articles = Signal::derive(move || {
                    steps.with_value(|all| all.get(index.get()).map(crate::teach::notes::step_articles).unwrap_or_default())
                });
                view! { <super::notes::PresenterNote criteria articles/> }
            })}
            {(len > 1).then(|| view! {
                <section class="sequence-box" aria-label=text::w().sequence_label data-testid="sequence">
                    <h3>{text::w().sequence_title}</h3>
                    <ol class="sequence steps">{sequence}</ol>
                </section>
            })}
        </div>
        <p class="verdict" class:unfinished=unfinished data-testid="verdict">{text::verdict(&b.verdict, criteria)}</p>
        {(unfinished && budget.get_untracked() < MAX_BUDGET).then(|| view! {
            <button data-testid="search-longer" on:click=move |_| budget.update(|x| *x = (*x * 10).min(MAX_BUDGET))>
                {text::w().search_longer}
            </button>
        })}
    }
}

#[component]
fn ColourSheet(
    study: Shared<RoundOverview>,
    colours: RwSignal<Option<(Tpn, Tpn)>>,
) -> impl IntoView {
    let s = study.0;
    move || {
        let (a, b) = colours.get()?;
        let body = match s.colours(a, b) {
            Err(e) => view! { <p class="field-error">{text::study_error(&e)}</p> }.into_any(),
            Ok(e) => colour_view(
                a,
                b,
                &text::cat().colour_article(s.colour_article(e.rule)),
                &e,
            )
            .into_any(),
        };
        Some(view! {
            <div class="sheet" role="dialog" aria-label=text::w().colours_title data-testid="colour-explanation">
                <div class="sheet-head">
                    <strong>{text::w().colours_title}</strong>
                    <button class="link" data-testid="close-colours" on:click=move |_| colours.set(None)>
                        {text::w().close}
                    </button>
                </div>
                {body}
            </div>
        })
    }
}

fn colour_view(a: Tpn, b: Tpn, article: &str, e: &ColourExplanation) -> impl IntoView {
    let row = |s: &crate::teach::explain::ColourSide| {
        view! {
            <tr>
                <td>{s.tpn.to_string()}</td>
                <td>{s.rank}</td>
                <td>{text::signed(s.colour_difference)}</td>
                <td>{text::preference(s.preference)}</td>
                <td class="mono">{text::colours_played(&s.colours)}</td>
                <td>{text::colour_name(s.receives)}</td>
            </tr>
        }
    };
    view! {
        <h3 data-testid="colour-rule">{text::colours_title(a, b, article)}</h3>
        <p data-testid="colour-text">{text::cat().colour_explanation(e)}</p>
        <div class="scroll-x" tabindex="0" role="region" aria-label=text::scroll_table(text::w().colour_table)>
            <table class="data">
                <thead>{column_heads(&text::w().colour_columns)}</thead>
                <tbody>{row(&e.higher)}{row(&e.lower)}</tbody>
            </table>
        </div>
    }
}

#[component]
fn WhyNotCard(study: Shared<RoundOverview>) -> impl IntoView {
    let s = study.0;
    let round = s.round();
    let opened = use_context::<Opened>();
    let players: Vec<(Tpn, String)> = s
        .players()
        .iter()
        .map(|p| (p.tpn, text::round_player(p)))
        .collect();
    let x = RwSignal::new(None::<Tpn>);
    let y = RwSignal::new(None::<Tpn>);
    let answer = RwSignal::new(None::<String>);
    let busy = RwSignal::new(false);
    let ask = move |_| {
        let (Some(a), Some(b)) = (x.get_untracked(), y.get_untracked()) else {
            return;
        };
        let Some(t) = opened.and_then(|o| o.0.get_untracked()) else {
            return;
        };
        busy.set(true);
        answer.set(None);
        // Answered in the worker (issue 17: the literal searches of "why
        // not", and the round paired again); here where no worker starts.
        let done = move |text: String| {
            if busy.try_get_untracked() == Some(true) {
                let _ = answer.try_set(Some(text));
                let _ = busy.try_set(false);
            }
        };
        let on_page = t.clone();
        let here = move || {
            let t = on_page.clone();
            later(move || {
                if busy.try_get_untracked() != Some(true) {
                    return;
                }
                let text = match RoundStudy::new(&t, round)
                    .and_then(|s| s.why_not(a, b, WHY_NOT_BUDGET))
                {
                    Ok(w) => text::cat().why_not_answer(&w),
                    Err(e) => text::study_error(&e),
                };
                let _ = answer.try_set(Some(text));
                let _ = busy.try_set(false);
            })
        };
        later(move || {
            if !worker::ask_why_not(&t, round, (a, b), WHY_NOT_BUDGET, done, here.clone()) {
                here();
            }
        });
    };
    on_cleanup(worker::stop_why_not);
    let cancel = move |_| {
        worker::stop_why_not();
        busy.set(false);
    };
    let changed = Callback::new(move |()| answer.set(None));
    view! {
        <section class="card" data-testid="why-not">
            <h2>{text::w().why_not}</h2>
            <p class="help">{text::w().why_not_help}</p>
            <PickTwo
                players
                x
                y
                labels=[text::w().player_x, text::w().player_y]
                ids=["why-x", "why-y"]
                changed
            />
            <button class="primary" data-testid="why-ask"
                disabled=move || busy.get() || x.get().is_none() || y.get().is_none()
                on:click=ask>
                {text::w().why_not_ask}
            </button>
            {move || busy.get().then(|| view! {
                <p class="meta" role="status">{text::w().working}</p>
                <button data-testid="why-cancel" on:click=cancel>{text::w().cancel}</button>
            })}
            {move || answer.get().map(|a| view! { <p class="answer" data-testid="why-answer">{a}</p> })}
        </section>
    }
}
