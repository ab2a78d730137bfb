//! The Learn page (issue 6): lessons on the Dutch System's generation
//! order (C.04.3 art. 4.2–4.3, one bracket worked through art. 3), and
//! "Explain a round": any bracket of a paired round carried out literally,
//! its colours (art. 5.2) and "why not X–Y?". The data comes from
//! [`crate::teach::lessons`] and [`crate::teach::study`], worded by
//! [`crate::lang::en::teach`]; these
//! components only show it.

mod classic;
mod diagram;
mod double_swiss;
mod exercise;
mod lessons;
mod link;
mod notes;
mod round;
pub mod widgets;

use super::text;

use leptos::prelude::*;

/// Which half of the page is shown.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Panel {
    Lessons,
    Explain,
    Exercises,
}

#[component]
pub fn LearnPage() -> impl IntoView {
    let state = crate::ui::state::AppState::get();
    // A round sent by the verifier opens "Explain a round"; it is forgotten
    // when the page is left (never saved).
    link::arrive(&location_hash().unwrap_or_default());
    let panel = RwSignal::new(if link::pending_exercise() {
        Panel::Exercises
    } else if link::pending_lesson() {
        Panel::Lessons
    } else if state.scratch.with_untracked(Option::is_some) || link::pending_step() {
        Panel::Explain
    } else {
        Panel::Lessons
    });
    // Untracked: the page's own memos that read it are being disposed, and
    // a notification would reach them (a disposed value read); whoever reads
    // it next sees None.
    on_cleanup(move || {
        let _ = state.scratch.try_update_untracked(|s| *s = None);
    });
    // A link followed on an open page (pasted in the address bar, or a
    // "Link to …" of this page tapped): the app does not rebuild Learn for a
    // fragment of the same page, so Learn opens the place itself; `visit`
    // rebuilds the panel, which takes the place as it does at start.
    let visit = RwSignal::new(0u32);
    let listener = window_event_listener(leptos::ev::hashchange, move |_| {
        let hash = location_hash().unwrap_or_default();
        if link::parse(&hash).is_none() {
            return;
        }
        link::arrive(&hash);
        if link::pending_exercise() {
            panel.set(Panel::Exercises);
        } else if link::pending_step() {
            panel.set(Panel::Explain);
        } else if link::pending_lesson() {
            panel.set(Panel::Lessons);
        }
        visit.update(|v| *v = v.wrapping_add(1));
    });
    on_cleanup(move || listener.remove());
    let tab = move |p: Panel, label: &'static str, id: &'static str| {
        view! {
            <button
                class:selected=move || { panel.get() == p }
                aria-pressed=move || (panel.get() == p).to_string()
                data-testid=id
                on:click=move |_| panel.set(p)
            >
                {label}
            </button>
        }
    };
    view! {
        <section class="card learn" data-testid="page">
            <h2>{text::w().nav_learn}</h2>
            <p class="help">{text::w().learn_intro}</p>
            <div class="row learn-tabs">
                {tab(Panel::Lessons, text::w().learn_lessons, "learn-lessons")}
                {tab(Panel::Explain, text::w().learn_explain, "learn-explain")}
                {tab(Panel::Exercises, text::w().learn_exercises, "learn-exercises")}
            </div>
        </section>
        {move || { visit.track(); match panel.get() {
            Panel::Lessons => view! { <lessons::LessonsPanel/> <lessons::Lessons2017/> <classic::ClassicLessons/> <double_swiss::DsLessons/> }.into_any(),
            Panel::Explain => view! { <round::ExplainPanel/> }.into_any(),
            Panel::Exercises => view! { <exercise::ExercisePanel/> }.into_any(),
        }}}
    }
}
