//! The lessons (from [`crate::teach::lessons`], worded by
//! [`crate::lang::en::teach`]): a list, and one lesson
//! stepped through; a step over a long sequence (the 720 transpositions of
//! art. 4.2, the exchanges of art. 4.3.2) pages through all of it.

use super::widgets::{column_heads, BracketTable, Chip, PairChips, Stepper};
// The criteria's names (`C12, C13`) are codes, the same in every language.
use crate::lang::en::teach::criteria;
use crate::teach::lessons::{lessons, Browse, ExchangeEntry, Lesson, LessonStep, StepData};
use crate::ui::text;
use leptos::prelude::*;

/// Entries shown per page of a long sequence.
const PAGE: usize = 10;

#[component]
pub fn LessonsPanel() -> impl IntoView {
    let all: Result<Vec<Lesson>, String> = lessons().map_err(|e| e.to_string());
    let open = RwSignal::new(None::<usize>);
    let list = StoredValue::new(all);
    view! {
        <section class="card" data-testid="lessons">
            {move || {
                list.with_value(|all| match all {
                    Err(e) => view! {
                        <p class="field-error">{format!("{}: {e}", text::w().lessons_failed)}</p>
                    }
                    .into_any(),
                    Ok(all) => match open.get().and_then(|k| all.get(k).cloned()) {
                        Some(lesson) => view! { <LessonView lesson open/> }.into_any(),
                        None => view! {
                            <h2>{text::w().learn_lessons}</h2>
                            <ul class="lesson-list">
                                {all
                                    .iter()
                                    .enumerate()
                                    .map(|(k, l)| view! {
                                        <li>
                                            <button class="lesson-item" data-testid="lesson-item"
                                                on:click=move |_| open.set(Some(k))>
                                                <strong>{text::cat().lesson_title(l.id)}</strong>
                                                <small>
                                                    {format!(
                                                        "{} · {}",
                                                        text::articles(&l.articles),
                                                        text::lesson_steps(l.steps.len())
                                                    )}
                                                </small>
                                            </button>
                                        </li>
                                    })
                                    .collect_view()}
                            </ul>
                        }
                        .into_any(),
                    },
                })
            }}
        </section>
    }
}

#[component]
fn LessonView(lesson: Lesson, open: RwSignal<Option<usize>>) -> impl IntoView {
    let index = RwSignal::new(0usize);
    let len = lesson.steps.len();
    let steps = StoredValue::new(lesson.steps);
    view! {
        <div class="lesson" data-testid="lesson">
            <button class="link" data-testid="back-to-lessons" on:click=move |_| open.set(None)>
                {text::w().back_to_lessons}
            </button>
            <h2>{text::cat().lesson_title(lesson.id)}</h2>
            <p class="meta">{text::articles(&lesson.articles)}</p>
            <Stepper index len id="lesson-step"/>
            {move || {
                let k = index.get();
                steps
                    .with_value(|s| s.get(k).cloned())
                    .map(|step| view! { <StepView step/> })
            }}
        </div>
    }
}

#[component]
fn StepView(step: LessonStep) -> impl IntoView {
    let data = match (&step.browse, &step.data) {
        (Some(b), StepData::Sequence { first, entries, .. }) => {
            let own = (*first, entries.len());
            view! { <Browser browse=b.clone() start=*first highlight=own/> }.into_any()
        }
        (Some(b), StepData::Exchanges { .. }) => {
            view! { <Browser browse=b.clone() start=0 highlight=(0, 0)/> }.into_any()
        }
        (_, data) => data_view(data.clone(), &|_| false, 0),
    };
    view! {
        <article class="step" data-testid="lesson-step-view">
            <h3 class="step-title">{text::cat().step_title(&step)}</h3>
            <p>{text::cat().step_text(&step)}</p>
            {data}
        </article>
    }
}

/// Pages through a whole sequence, starting at `start`; entries
/// `highlight.0 .. highlight.0 + highlight.1` are the ones the step is about,
/// and "go to number" marks the entry asked for.
#[component]
fn Browser(browse: Browse, start: usize, highlight: (usize, usize)) -> impl IntoView {
    let total = browse.total();
    let offset = RwSignal::new(start.min(total.saturating_sub(1)));
    let target = RwSignal::new(None::<usize>);
    let browse = StoredValue::new(browse);
    let page = move || browse.with_value(|b| b.page(offset.get(), PAGE));
    let last_page = total.saturating_sub(1) / PAGE * PAGE;
    view! {
        <div class="browser" data-testid="browser">
            <p class="counter" data-testid="browser-counter">
                {move || {
                    let p = page();
                    let shown = match &p.data {
                        StepData::Sequence { entries, .. } => entries.len(),
                        StepData::Exchanges { entries, .. } => entries.len(),
                        _ => 0,
                    };
                    text::entries_of(p.first, shown, p.total)
                }}
            </p>
            {move || {
                let p = page();
                let asked = target.get();
                let hl = move |k: usize| match asked {
                    Some(t) => k == t,
                    None => k >= highlight.0 && k < highlight.0 + highlight.1,
                };
                data_view(p.data, &hl, p.first)
            }}
            <div class="row">
                <button data-testid="browser-prev" disabled=move || { offset.get() == 0 }
                    on:click=move |_| offset.update(|o| *o = o.saturating_sub(PAGE))>
                    {text::w().prev_page}
                </button>
                <button data-testid="browser-next" disabled=move || { offset.get() + PAGE >= total }
                    on:click=move |_| offset.update(|o| *o = (*o + PAGE).min(last_page))>
                    {text::w().next_page}
                </button>
                <label class="narrow goto">
                    <span>{text::w().go_to_entry}</span>
                    <input type="number" inputmode="numeric" min="1" max=total.to_string()
                        data-testid="browser-goto"
                        on:change=move |ev| {
                            if let Ok(k) = event_target_value(&ev).trim().parse::<usize>() {
                                let k = k.clamp(1, total.max(1)) - 1;
                                target.set(Some(k));
                                offset.set(k / PAGE * PAGE);
                            }
                        }
                    />
                </label>
            </div>
        </div>
    }
}

fn join(v: &[usize], sep: &str) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join(sep)
}

fn exchange_row(k: Option<usize>, e: &ExchangeEntry) -> impl IntoView {
    view! {
        <tr>
            <td>{k.map(|k| (k + 1).to_string()).unwrap_or_default()}</td>
            <td>{join(&e.from_s1, "+")}</td>
            <td>{join(&e.from_s2, "+")}</td>
            <td>{e.difference}</td>
            <td>{e.before_next_by.map(|c| c.to_string()).unwrap_or_default()}</td>
        </tr>
    }
}

fn exchange_table(rows: Vec<(Option<usize>, ExchangeEntry)>) -> impl IntoView {
    view! {
        <div class="scroll-x" tabindex="0" role="region" aria-label=text::scroll_table(text::w().exchange_table)>
            <table class="data">
                <thead>{column_heads(&text::w().exchange_columns)}</thead>
                <tbody>
                    {rows.iter().map(|(k, e)| exchange_row(*k, e)).collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// What a step shows besides its text.
fn data_view(data: StepData, hl: &dyn Fn(usize) -> bool, first_hint: usize) -> AnyView {
    match data {
        StepData::None => ().into_any(),
        StepData::Sequence { first, entries, .. } => view! {
            <ol class="sequence" start=(first + 1).to_string() data-testid="sequence">
                {entries
                    .iter()
                    .enumerate()
                    .map(|(k, e)| {
                        let on = hl(first + k);
                        view! { <li class:hl=on>{join(e, "-")}</li> }
                    })
                    .collect_view()}
            </ol>
        }
        .into_any(),
        StepData::Exchanges { entries, .. } => {
            // Numbered by their place in the whole sequence.
            exchange_table(
                entries
                    .into_iter()
                    .enumerate()
                    .map(|(k, e)| (Some(first_hint + k), e))
                    .collect(),
            )
            .into_any()
        }
        StepData::Comparison {
            first,
            second,
            rule,
        } => view! {
            {exchange_table(vec![(Some(0), *first), (Some(1), *second)])}
            <p class="rule" data-testid="comparison-rule">{text::comparison_rule(rule)}</p>
        }
        .into_any(),
        StepData::Table(rows) => view! { <BracketTable rows/> }.into_any(),
        StepData::Records(records) => records
            .into_iter()
            .map(|r| {
                let chips = r
                    .pairs
                    .iter()
                    .map(|&(a, b)| Chip {
                        a,
                        b,
                        note: None,
                        illegal: matches!(
                            &r.outcome,
                            crate::teach::trace::Outcome::Illegal { a: x, b: y, .. }
                                if (*x == a && *y == b) || (*x == b && *y == a)
                        ),
                    })
                    .collect();
                view! { <PairChips chips/> }
            })
            .collect_view()
            .into_any(),
        StepData::Choice(c) => {
            let chips = c
                .pairs
                .iter()
                .map(|&(a, b)| Chip {
                    a,
                    b,
                    note: None,
                    illegal: false,
                })
                .collect();
            view! {
                <PairChips chips/>
                {(!c.violations.is_empty()).then(|| view! {
                    <p class="fails">{text::fails(&criteria(&c.violations))}</p>
                })}
            }
            .into_any()
        }
    }
}

/// A word of `lang::{en,fr}::lessons2017` in the current language.
macro_rules! l17 {
    ($name:ident) => {
        match text::lang() {
            crate::lang::Lang::En => crate::lang::en::lessons2017::$name,
            crate::lang::Lang::Fr => crate::lang::fr::lessons2017::$name,
        }
    };
}

/// The Dutch 2017 lessons (issue 23): each a small event's round opened as
/// "Explain a round" on the lesson's bracket and stepped by the 2017
/// criteria; a step can be linked (`#/learn/2017/LESSON/B/S`). Their
/// pairings are derived by hand in `tests/teach/lesson_checks.rs`.
#[component]
pub fn Lessons2017() -> impl IntoView {
    use crate::teach::lessons::Lesson2017;
    use std::sync::Arc;
    let linked = super::link::take_2017_step();
    let open = RwSignal::new(linked.map(|(l, _, _)| l));
    let start = StoredValue::new(linked.map(|(_, b, s)| (b, s)));
    view! {
        <section class="card" data-testid="lessons-2017">
            <h2>{l17!(TITLE)}</h2>
            <ul class="lesson-list">
                {Lesson2017::ALL
                    .into_iter()
                    .map(|l| view! {
                        <li>
                            <button class="lesson-item" data-testid="lesson-2017-item" data-lesson=l.key()
                                aria-expanded=move || (open.get() == Some(l)).to_string()
                                on:click=move |_| open.update(|o| *o = if *o == Some(l) { None } else { Some(l) })>
                                <strong>{l17!(lesson_title)(l)}</strong>
                                <small>{text::articles(&l.articles().iter().map(|a| a.to_string()).collect::<Vec<_>>())}</small>
                            </button>
                        </li>
                    })
                    .collect_view()}
            </ul>
        </section>
        {move || open.get().map(|l| {
            // The linked bracket and step, or the lesson's own bracket.
            let first = start.get_value().unwrap_or((l.bracket(), 0));
            start.set_value(None);
            // A small event: opened here; its brackets and "why not" in the worker.
            match l.tournament().and_then(|t| Ok((l.study()?.overview(), t))) {
                Ok((s, t)) => view! {
                    <section class="card"><p class="help" data-testid="lesson-2017-text">{l17!(lesson_text)(l)}</p></section>
                    <super::round::RoundView
                        study=super::round::Shared(Arc::new(s))
                        tournament=t
                        bracket=RwSignal::new(Some(first.0))
                        colours=RwSignal::new(None)
                        sample=Some(super::link::StepPlace::Lesson2017(l))
                        start=StoredValue::new(Some(first))/>
                }
                .into_any(),
                Err(_) => view! {
                    <section class="card"><p class="field-error">{l17!(NO_ROUND)}</p></section>
                }
                .into_any(),
            }
        })}
    }
}
