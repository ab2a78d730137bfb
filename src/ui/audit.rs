//! The open event's audit log ([`crate::model::audit`]): every saved change,
//! newest first, with what it changed, before and after, and when.

use super::files::local_time;
use super::state::AppState;
use super::text;
use leptos::prelude::*;

/// How many saves the list shows at first (a long event has thousands).
const SHOWN: usize = 50;

/// The log of the open tournament, folded (nothing when none is open).
#[component]
pub fn AuditLog() -> impl IntoView {
    let state = AppState::get();
    let more = RwSignal::new(false);
    move || {
        let log = state.store.with(|s| s.selected().map(|e| e.log.clone()))?;
        let total = log.len();
        let shown = if more.get() { total } else { total.min(SHOWN) };
        let items = log
            .into_iter()
            .rev()
            .take(shown)
            .map(|entry| {
                let heading = text::audit_heading(&local_time(entry.at), entry.revision);
                let changes = entry
                    .changes
                    .iter()
                    .map(|c| view! { <li data-testid="audit-change">{text::audit_change(c)}</li> })
                    .collect_view();
                view! {
                    <li data-testid="audit-entry" data-revision=entry.revision.to_string()>
                        <span class="meta">{heading}</span>
                        <ul>{changes}</ul>
                    </li>
                }
            })
            .collect_view();
        Some(view! {
            <section class="card" data-testid="audit-log">
                <details>
                    <summary>{text::w().audit_log}" ("{total}")"</summary>
                    {(total == 0).then(|| view! { <p class="meta">{text::w().audit_log_empty}</p> })}
                    <ol class="audit">{items}</ol>
                    {(shown < total).then(|| view! {
                        <button type="button" on:click=move |_| more.set(true)>{text::w().show_all}</button>
                    })}
                </details>
            </section>
        })
    }
}
