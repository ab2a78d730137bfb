//! The Rounds page: pair the next round, enter and correct results.

use super::results::{bye_row, clear_button, name_of, result_buttons};
use super::state::AppState;
use super::text;
use super::worker::{cancel, pair};
use crate::model::arbiter::{self, BoardResult};
use crate::model::{RoundEntry, Tournament};
use leptos::prelude::*;

#[component]
pub fn RoundsPage() -> impl IntoView {
    let state = AppState::get();
    let data = move || state.open_tournament();
    // The round shown; `None`: the last paired round.
    let shown = RwSignal::new(None::<u32>);
    let confirming = RwSignal::new(false);
    view! {
        <section class="card" data-testid="page">
            <h2>{text::w().nav_rounds}</h2>
            {move || {
                let Some(t) = data() else {
                    return view! {
                        <p class="help">
                            <a href=super::state::Page::Tournaments.hash()>{text::w().open_one_first}</a>
                        </p>
                    }
                    .into_any();
                };
                let paired = t.rounds_paired();
                let next = paired + 1;
                let can_repair = paired > 0 && !arbiter::has_results(&t, paired);
                let action = if let Some(job) = state.pairing.get() {
                    // The worker is pairing: what it does, and a way out.
                    let (value, max) = job
                        .progress
                        .map_or((0, 1), |p| (p.scoregroup.saturating_sub(1), p.scoregroups));
                    view! {
                        <div class="pairing-progress" data-testid="pairing">
                            <p role="status" aria-live="polite" data-testid="pairing-progress">
                                {text::pairing_progress(job.round, job.progress)}
                            </p>
                            <progress max=max value=value aria-label=text::w().pairing_progress></progress>
                            <button data-testid="cancel-pairing" on:click=move |_| cancel(state)>
                                {text::w().cancel_pairing}
                            </button>
                        </div>
                    }
                    .into_any()
                } else if t.players.len() < 2 {
                    view! { <p class="help">{text::w().need_players}</p> }.into_any()
                } else if confirming.get() {
                    view! {
                        <div class="confirm" role="alertdialog" aria-label=text::w().confirm_repair>
                            <p>{text::w().confirm_repair}</p>
                            <div class="row">
                                <button class="primary" data-testid="confirm-repair" on:click=move |_| {
                                    confirming.set(false);
                                    pair(state, paired);
                                }>{text::w().repair}</button>
                                <button on:click=move |_| confirming.set(false)>{text::w().cancel}</button>
                            </div>
                        </div>
                    }
                    .into_any()
                } else {
                    view! {
                        <div class="row">
                            {(next <= t.total_rounds).then(|| view! {
                                <button class="primary" data-testid="pair" on:click=move |_| {
                                    shown.set(None);
                                    pair(state, next);
                                }>{text::pair_round(next)}</button>
                            })}
                            {can_repair.then(|| view! {
                                <button data-testid="repair" on:click=move |_| confirming.set(true)>
                                    {text::w().repair}
                                </button>
                            })}
                            {(next > t.total_rounds).then(|| view! { <p class="help">{text::w().all_rounds_paired}</p> })}
                            {(paired > 0).then(|| view! {
                                <button data-testid="print" on:click=move |_| print_page()>{text::w().print}</button>
                            })}
                        </div>
                    }
                    .into_any()
                };
                let round = shown.get().filter(|r| *r >= 1 && *r <= paired).unwrap_or(paired);
                let tabs = (paired > 1).then(|| {
                    (1..=paired)
                        .map(|r| view! {
                            <button
                                class:selected={r == round}
                                aria-pressed={(r == round).to_string()}
                                aria-label=text::round_title(r)
                                data-testid="round-tab"
                                on:click=move |_| shown.set(Some(r))
                            >
                                {r}
                            </button>
                        })
                        .collect_view()
                });
                let body = if paired == 0 {
                    view! { <p class="help">{text::w().no_rounds_yet}</p> }.into_any()
                } else if t.system.info().scoring == crate::model::Scoring::Matches {
                    // C.04.5: two games per board.
                    view! { <super::double_swiss::MatchBoards t=t.clone() round/> }.into_any()
                } else {
                    view! { <RoundBoards t=t.clone() round/> }.into_any()
                };
                let share = (paired > 0).then(|| view! { <super::share::ShareRound t=t.clone() round/> });
                view! {
                    <p class="print-only"><strong>{t.info.name.clone()}</strong></p>
                    <div class="no-print">{action}</div>
                    <div class="row round-tabs no-print">{tabs}</div>
                    {body}
                    {share}
                }
                .into_any()
            }}
        </section>
    }
}

#[component]
fn RoundBoards(t: Tournament, round: u32) -> impl IntoView {
    let state = AppState::get();
    let (boards, bye) = arbiter::round_boards(&t, round);
    let open = boards
        .iter()
        .filter(|b| b.result == BoardResult::Pending)
        .count();
    let rows = boards
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let white = b.board.white;
            let current = b.result;
            let set = move |r| {
                state.edit(|t| arbiter::set_result(t, round, white, r));
            };
            let named = move |label: &str| text::on_board(label, i + 1);
            let buttons = result_buttons(&BoardResult::ALL, current, set, named);
            let unrated = result_buttons(&BoardResult::UNRATED, current, set, named);
            let clear = clear_button(current, set, named);
            view! {
                <li class="board" data-testid="board" data-result=text::board_result(current)>
                    <div class="board-head">
                        <span class="board-no">{i + 1}</span>
                        <span class="white">{name_of(&t, b.board.white)}</span>
                        " – "
                        <span class="black">{name_of(&t, b.board.black)}</span>
                        " "
                        <strong class="score">{text::board_result(current)}</strong>
                    </div>
                    <div class="row results no-print">{buttons}</div>
                    <details class="unrated no-print" open=BoardResult::UNRATED.contains(&current)>
                        <summary aria-label=named(text::w().unrated_games)>{text::w().unrated_games}</summary>
                        <div class="row results">{unrated}{clear}</div>
                    </details>
                </li>
            }
        })
        .collect_view();
    // Players with a requested bye or an absence this round (C.04.2 art. 3.2–3.3).
    let absent: Vec<String> = t
        .players
        .iter()
        .filter_map(|p| match p.round(round) {
            RoundEntry::Bye(k) if p.round(round).is_absence() => {
                Some(format!("{} — {}", name_of(&t, p.tpn), text::bye_kind(k)))
            }
            _ => None,
        })
        .collect();
    view! {
        <h3>{text::round_title(round)}</h3>
        <p class="meta no-print" data-testid="open-boards">{text::boards_open(open)}</p>
        {(open == 0).then(|| view! { <p class="meta no-print" data-testid="round-complete">{text::round_complete(round)}</p> })}
        <ol class="boards" data-testid="boards">
            {rows}
            {bye.map(|b| bye_row(&t, b))}
        </ol>
        {(!absent.is_empty()).then(|| view! {
            <h3>{text::w().not_paired_here}</h3>
            <ul class="absent" data-testid="absent">
                {absent.into_iter().map(|a| view! { <li>{a}</li> }).collect_view()}
            </ul>
        })}
    }
}

/// Opens the browser's print dialog (the print style sheet keeps the lists).
pub fn print_page() {
    if let Some(w) = web_sys::window() {
        let _ = w.print();
    }
}
