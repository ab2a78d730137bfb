//! Undo of the open event's last changes ([`crate::store::undo`]): a
//! button and the list of the changes that can be undone, newest first.

use super::state::{now, AppState};
use super::text;
use crate::store::{EditError, UndoError};
use leptos::prelude::*;

/// How many undoable changes the list shows.
const SHOWN: usize = 5;

/// Undoes the open event's last save (through the store's read–compare–
/// write; the change log records it).
pub fn undo_last(state: AppState) {
    let Some(id) = state
        .store
        .with_untracked(|s| s.selected().map(|e| e.id.clone()))
    else {
        return;
    };
    let outcome = state.store.try_update(|s| s.undo(&id, now()));
    match outcome {
        Some(Ok(saved)) => {
            state.write_undo_later();
            state.info(text::undone(saved.value))
        }
        Some(Err(EditError::Refused {
            error: UndoError::NothingToUndo,
            ..
        })) => state.error(text::w().nothing_to_undo.into()),
        Some(Err(EditError::Store(e))) => state.error(text::store_error(&e)),
        None => {}
    }
}

/// The Undo card: nothing when there is nothing to undo.
#[component]
pub fn UndoPanel() -> impl IntoView {
    let state = AppState::get();
    move || {
        let steps = state.store.with(|s| {
            s.selected()
                .map(|e| s.undo_steps(&e.id))
                .unwrap_or_default()
        });
        (!steps.is_empty()).then(|| {
            let items = steps
                .iter()
                .take(SHOWN)
                .map(|step| {
                    let words = step
                        .changes
                        .iter()
                        .map(text::audit_change)
                        .collect::<Vec<_>>()
                        .join("; ");
                    view! { <li data-testid="undo-step">{words}</li> }
                })
                .collect_view();
            view! {
                <section class="card no-print" data-testid="undo">
                    <h2>{text::w().undo_title}</h2>
                    <p class="help">{text::w().undo_help}</p>
                    <ol class="audit">{items}</ol>
                    <button data-testid="undo-button" on:click=move |_| undo_last(state)>{text::w().undo}</button>
                </section>
            }
        })
    }
}
