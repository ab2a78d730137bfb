//! The Learn page (until its content lands).

use super::text;
use leptos::prelude::*;

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
