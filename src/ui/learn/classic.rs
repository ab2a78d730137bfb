//! The Learn page for a classic Dutch text (C1–C14, about 2008): a round's
//! literal trace bracket by bracket (each step's article, its event and the
//! counters P0, M0, P1, M1, X1, Z1, P, X, Z after it), the colour rule
//! E1–E5 of every board, and the lessons on the seed's own examples. Data
//! from [`crate::teach::classic`], words from
//! [`crate::lang::en::classic_teach`].

// The colour rule's article (`E1`…) is a code, the same in every language.
use crate::lang::en::classic_teach::colour_article;
use crate::model::SystemKind;
use crate::teach::classic::lessons::{lesson, ClassicLesson, ClassicLessonId, LessonData};
use crate::teach::classic::{BracketPass, ClassicStudy};
use crate::teach::classic_diagram::{classic_players, ClassicPlayer};
use crate::ui::text;
use leptos::prelude::*;
use std::sync::Arc;

/// Steps shown at first, and added by "Show more steps".
const STEP_PAGE: usize = 60;

/// A classic round: its brackets (one open at a time), boards and colours.
#[component]
pub fn ClassicRoundView(study: Arc<ClassicStudy>) -> impl IntoView {
    let open = RwSignal::new(None::<usize>);
    let system = study.system;
    // The cards' score, preference and floats: the round's tournament is
    // the one Explain opened (the verifier's file first, else the open
    // event), read as the text reads it.
    let state = crate::ui::state::AppState::get();
    let round = study.round;
    let players = StoredValue::new(
        state
            .scratch
            .with_untracked(|s| s.as_ref().map(|s| s.tournament.clone()))
            .or_else(|| state.open_tournament())
            .filter(|t| t.system == system)
            .map(|t| classic_players(&t, round))
            .unwrap_or_default(),
    );
    let passes = StoredValue::new(study.brackets.clone());
    let list = study
        .brackets
        .iter()
        .map(|b| {
            let k = b.index;
            let title = text::cat().bracket_title(study.system, b);
            view! {
                <li>
                    <button class="bracket-item" data-testid="classic-bracket-item"
                        aria-expanded=move || (open.get() == Some(k)).to_string()
                        on:click=move |_| open.update(|o| *o = if *o == Some(k) { None } else { Some(k) })>
                        {title}
                    </button>
                    {move || (open.get() == Some(k))
                        .then(|| passes.with_value(|p| p.get(k).cloned()))
                        .flatten()
                        .map(|pass| view! { <PassView pass system players=players.get_value()/> })}
                </li>
            }
        })
        .collect_view();
    let colours = study
        .colours
        .iter()
        .map(|c| {
            view! {
                <li data-testid="classic-colour">
                    <strong class="cstep">{colour_article(c.rule)}</strong>
                    " "
                    {format!("{}. {}", c.board, text::cat().board_colour(study.system, c.white, c.black, c.rule))}
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="card" data-testid="classic-round">
            <h2>{text::round_title(study.round)}</h2>
            <p class="help" data-testid="classic-explain">{text::w().classic_explain}</p>
            {study.recorded_differs.then(|| view! { <p class="help">{text::w().recorded_differs}</p> })}
            {(!study.complete).then(|| view! { <p class="help">{text::w().classic_steps_incomplete}</p> })}
            <h3>{text::w().brackets}</h3>
            <ul class="bracket-list classic-brackets">{list}</ul>
            <h3>{text::w().classic_colours}</h3>
            <ol class="classic-colours">{colours}</ol>
            {study.bye.map(|b| view! { <p class="meta" data-testid="classic-bye">{format!("A5 · {}", text::bye_of(b))}</p> })}
        </section>
    }
}

/// One bracket pass: its steps in order, a page at a time.
#[component]
fn PassView(pass: BracketPass, system: SystemKind, players: Vec<ClassicPlayer>) -> impl IntoView {
    let total = pass.steps.len();
    let drawn = pass.clone();
    let shown = RwSignal::new(STEP_PAGE.min(total));
    let steps = StoredValue::new(pass.steps);
    view! {
        <div class="classic-pass" data-testid="classic-pass">
            <super::diagram::ClassicBracketDiagram pass=drawn system players/>
            <ol class="classic-steps">
                {move || steps.with_value(|all| {
                    all.iter()
                        .take(shown.get())
                        .map(|s| view! {
                            <li data-testid="classic-step">
                                <strong class="cstep" data-testid="classic-cstep">{text::cat().c_step(s.step)}</strong>
                                " "
                                <span>{text::cat().classic_event(system, &s.event)}</span>
                                {s.passed_over.map(|(a, b)| view! {
                                    " " <em data-testid="classic-passed-over">{text::cat().passed_over(a, b)}</em>
                                })}
                                <br/>
                                <small class="meta mono counters">{text::cat().counters(&s.counters)}</small>
                            </li>
                        })
                        .collect_view()
                })}
            </ol>
            <p class="meta">{move || text::classic_steps_shown(shown.get(), total)}</p>
            {move || (shown.get() < total).then(|| view! {
                <button data-testid="classic-more-steps"
                    on:click=move |_| shown.update(|n| *n = (*n + STEP_PAGE).min(total))>
                    {text::w().classic_more_steps}
                </button>
            })}
        </div>
    }
}

/// The lessons on the classic texts' own examples, one list per text
/// (2008; FIDE 1992–2006; the French federation's 1992 rules).
#[component]
pub fn ClassicLessons() -> impl IntoView {
    // A link from another device opens its lesson at its step and frame.
    let linked = super::link::take_classic();
    let open = RwSignal::new(linked.map(|(s, l, _, _)| (s, l)));
    let at = StoredValue::new(linked.map(|(_, _, step, frame)| (step, frame)));
    let built = move |kind: SystemKind, id: ClassicLessonId| {
        lesson(kind, id).map_err(|e| text::cat().classic_lesson_error(&e))
    };
    let texts: Vec<SystemKind> = SystemKind::ALL
        .into_iter()
        .filter(|&k| !ClassicLessonId::of(k).is_empty())
        .collect();
    view! {
        <section class="card" data-testid="classic-lessons">
            <h2>{text::w().classic_lessons}</h2>
            {move || match open.get() {
                None => texts
                    .iter()
                    .map(|&kind| view! {
                        <h3>{text::system_name(kind)}</h3>
                        <ul class="lesson-list" data-testid=format!("classic-lessons-{}", kind.info().id)>
                            {ClassicLessonId::of(kind)
                                .iter()
                                .map(|&id| view! {
                                    <li>
                                        <button class="lesson-item" data-testid="classic-lesson-item"
                                            data-lesson=id.key()
                                            on:click=move |_| open.set(Some((kind, id)))>
                                            <strong>{text::cat().classic_lesson_title(kind, id)}</strong>
                                        </button>
                                    </li>
                                })
                                .collect_view()}
                        </ul>
                    })
                    .collect_view()
                    .into_any(),
                Some((kind, id)) => match built(kind, id) {
                    Ok(l) => {
                        // The linked place, once; a lesson opened by hand starts at 0.
                        let (step, frame) = at.get_value().unwrap_or((0, 0));
                        at.set_value(None);
                        view! { <LessonView lesson=l open step frame/> }.into_any()
                    }
                    Err(e) => view! {
                        <p class="field-error">{text::labelled(text::w().lessons_failed, &e)}</p>
                    }
                    .into_any(),
                },
            }}
        </section>
    }
}

#[component]
fn LessonView(
    lesson: ClassicLesson,
    open: RwSignal<Option<(SystemKind, ClassicLessonId)>>,
    /// The step and diagram frame shown first (0-based).
    step: usize,
    frame: usize,
) -> impl IntoView {
    let len = lesson.steps.len();
    let index = RwSignal::new(step.min(len.saturating_sub(1)));
    let (system, id) = (lesson.system, lesson.id);
    // The players' preferences an A8 step lists, for the bracket's cards.
    let known: Vec<ClassicPlayer> = lesson
        .steps
        .iter()
        .find_map(|s| match &s.data {
            LessonData::Budget { players, .. } => Some(
                players
                    .iter()
                    .map(|&(tpn, preference)| ClassicPlayer {
                        tpn,
                        score: None,
                        preference,
                        last_float: None,
                        float_before: None,
                    })
                    .collect(),
            ),
            _ => None,
        })
        .unwrap_or_default();
    let known = StoredValue::new(known);
    let first_frame = StoredValue::new(Some(frame));
    let steps = StoredValue::new(lesson.steps);
    view! {
        <div class="lesson" data-testid="classic-lesson">
            <button class="link" data-testid="classic-back-to-lessons" on:click=move |_| open.set(None)>
                {text::w().classic_back_to_lessons}
            </button>
            <h3>{text::cat().classic_lesson_title(lesson.system, lesson.id)}</h3>
            <div class="stepper">
                <p class="counter" data-testid="classic-lesson-step-counter">
                    {move || text::step_of(index.get() + 1, len)}
                </p>
                <div class="row stepper-buttons">
                    <button aria-label=text::w().classic_prev_step data-testid="classic-lesson-step-prev"
                        disabled=move || index.get() == 0
                        on:click=move |_| index.update(|k| *k = k.saturating_sub(1))>
                        {text::w().prev}
                    </button>
                    <button class="primary" aria-label=text::w().classic_next_step data-testid="classic-lesson-step-next"
                        disabled=move || { index.get() + 1 >= len }
                        on:click=move |_| index.update(|k| *k = (*k + 1).min(len.saturating_sub(1)))>
                        {text::w().next}
                    </button>
                </div>
            </div>
            {move || steps.with_value(|s| s.get(index.get()).cloned()).map(|step| view! {
                <article class="step" data-testid="classic-lesson-step-view">
                    <p>{text::cat().classic_lesson_text(step.text)}</p>
                    <ul class="classic-lines mono">
                        {text::cat().lesson_lines(&step.data)
                            .into_iter()
                            .map(|l| view! { <li>{l}</li> })
                            .collect_view()}
                    </ul>
                    // The engine's bracket drawn (issue 23), with its link.
                    {match &step.data {
                        LessonData::Bracket { system: drawn_in, pass, .. } => {
                            let k = index.get_untracked();
                            let start = first_frame.get_value().unwrap_or(0);
                            first_frame.set_value(None);
                            let link = Callback::new(move |f: usize| {
                                super::link::to_hash(super::link::DeepLink::Classic {
                                    system,
                                    lesson: id,
                                    step: k,
                                    frame: f,
                                })
                            });
                            Some(view! {
                                <super::diagram::ClassicBracketDiagram
                                    pass=(**pass).clone() system=*drawn_in
                                    players=known.get_value() start link/>
                            })
                        }
                        _ => None,
                    }}
                </article>
            })}
        </div>
    }
}
