//! The pages still to be built: they show the open tournament and say so.

use super::state::{AppState, Page};
use super::text;
use leptos::prelude::*;

/// A page that needs an open tournament; until its content lands it shows
/// the tournament's summary.
#[component]
fn Placeholder(page: Page) -> impl IntoView {
    let state = AppState::get();
    let summary = move || {
        state.store.with(|s| {
            s.selected().map(|e| {
                (
                    e.tournament.info.name.clone(),
                    text::rounds_and_players(e.tournament.total_rounds, e.tournament.players.len()),
                )
            })
        })
    };
    view! {
        <section class="card" data-testid="page">
            <h2>{page.label()}</h2>
            {move || match summary() {
                Some((name, meta)) => view! {
                    <p><strong>{name}</strong></p>
                    <p class="meta">{meta}</p>
                    <p class="help">{text::COMING_SOON}</p>
                }
                .into_any(),
                None => view! {
                    <p class="help">
                        <a href=Page::Tournaments.hash()>{text::OPEN_ONE_FIRST}</a>
                    </p>
                }
                .into_any(),
            }}
        </section>
    }
}

#[component]
pub fn StandingsPage() -> impl IntoView {
    view! { <Placeholder page=Page::Standings/> }
}

/// How the pairing systems work (content to come).
#[component]
pub fn LearnPage() -> impl IntoView {
    view! {
        <section class="card" data-testid="page">
            <h2>{text::NAV_LEARN}</h2>
            <p>{text::LEARN_INTRO}</p>
        </section>
    }
}
