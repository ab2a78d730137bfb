//! Widgets shared by the result screens of every system (the Rounds page
//! and the Double-Swiss matches): result buttons, a player's name with
//! their pairing number, the bye row.

use super::text;
use crate::model::arbiter::BoardResult;
use crate::model::{Tournament, Tpn};
use leptos::prelude::*;

/// One button per result, `current` pressed; a tap calls `set`. `named`
/// makes each button's accessible name unique on the page (the board, the
/// game): "1-0, board 3".
pub(super) fn result_buttons(
    results: &[BoardResult],
    current: BoardResult,
    set: impl Fn(BoardResult) + Copy + 'static,
    named: impl Fn(&str) -> String,
) -> impl IntoView {
    results
        .iter()
        .map(|&r| {
            view! {
                <button
                    class="result"
                    class:selected={r == current}
                    aria-pressed={(r == current).to_string()}
                    aria-label=named(text::board_result(r))
                    on:click=move |_| set(r)
                >
                    {text::board_result(r)}
                </button>
            }
        })
        .collect_view()
}

/// "Anna Smith (3)".
pub(super) fn name_of(t: &Tournament, tpn: Tpn) -> String {
    let name = t.player(tpn).map(|p| p.name.as_str()).unwrap_or_default();
    text::name_tpn(name, tpn)
}

/// Takes the result back (a tap on the wrong board); shown once a result
/// is in.
pub(super) fn clear_button(
    current: BoardResult,
    set: impl Fn(BoardResult) + Copy + 'static,
    named: impl Fn(&str) -> String,
) -> impl IntoView {
    (current != BoardResult::Pending).then(|| {
        view! {
            <button
                class="result clear"
                data-testid="clear-result"
                aria-label=named(text::w().clear_result)
                on:click=move |_| set(BoardResult::Pending)
            >
                {text::w().clear_result}
            </button>
        }
    })
}

/// The pairing-allocated bye, listed after the boards.
pub(super) fn bye_row(t: &Tournament, tpn: Tpn) -> impl IntoView {
    view! {
        <li class="board bye" data-testid="bye">
            <span class="white">{name_of(t, tpn)}</span>
            " – "
            <span>{text::w().bye}</span>
        </li>
    }
}
