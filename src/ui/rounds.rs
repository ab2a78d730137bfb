//! The Rounds page: pair the next round, enter and correct results.

use super::results::{bye_row, clear_button, name_of, result_buttons};
use super::state::AppState;
use super::text;
use super::worker::{self, cancel, pair, Computation, Compute, ComputeReply, Computed, WorkerSlot};
use crate::model::arbiter::{self, ArbiterError, BoardResult};
use crate::model::change::{ChangeReason, Why};
use crate::model::{RoundEntry, Tournament, Tpn};
use crate::teach::correction::{correct_with, followed_by_paired_round, Consequences, RepairError};
use leptos::prelude::*;

thread_local! {
    /// A correction's consequences: the next round paired before and after
    /// it, seconds for a big event (issue 17: off the page's thread).
    static CORRECTING: WorkerSlot = const { WorkerSlot::new() };
}

/// What a correction changes, computed in the worker, or why it is refused.
type Checked = Result<Consequences, ArbiterError>;

#[component]
pub fn RoundsPage() -> impl IntoView {
    let state = AppState::get();
    let data = move || state.open_tournament();
    // The round shown; `None`: the last paired round.
    let shown = RwSignal::new(None::<u32>);
    let confirming = RwSignal::new(false);
    view! {
        <section class="card" data-testid="page">
            <h2 class="no-print">{text::w().nav_rounds}</h2>
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
                    <h1 class="print-only print-title">{t.info.name.clone()}</h1>
                    // Printed, the page's h2 is hidden: the round's h3 needs an h2 above it.
                    <h2 class="print-only">{text::w().nav_rounds}</h2>
                    <div class="no-print">{action}</div>
                    <div class="row round-tabs no-print">{tabs}</div>
                    {body}
                    {share}
                }
                .into_any()
            }}
        </section>
        <super::undo::UndoPanel/>
    }
}

/// Asks before a result of a round followed by a paired round changes,
/// with what else changes (`teach::correction`), and offers to pair the
/// next round again when it has no result yet.
#[component]
fn ConfirmCorrection(
    t: Tournament,
    c: Consequences,
    pending: Computation<Checked>,
) -> impl IntoView {
    let state = AppState::get();
    let name = |tpn| name_of(&t, tpn);
    let (round, white, result) = (c.round, c.board.white, c.after);
    let scores = c
        .scores
        .iter()
        .map(|s| view! { <li data-testid="score-change">{text::score_change(&name(s.tpn), s.before, s.after)}</li> })
        .collect_view();
    let ranks = if c.ranks.is_empty() {
        view! { <li>{text::w().no_rank_moves}</li> }.into_any()
    } else {
        c.ranks
            .iter()
            .map(|r| view! { <li data-testid="rank-change">{text::rank_change(&name(r.tpn), r.before, r.after, c.through.1)}</li> })
            .collect_view()
            .into_any()
    };
    let next = c.next.clone();
    let verdict = next
        .as_ref()
        .map(|n| text::next_round_verdict(n.round, n.was_rules, n.still_rules));
    // The new pairing is the consequences' own (`correct_with`): saved only
    // if the tournament is still the one they were computed from.
    let from = StoredValue::new(t.clone());
    let repair = next.filter(|n| n.can_repair && !n.still_rules).map(|n| {
        let rules = StoredValue::new(n.rules.clone());
        let go = move |_| {
            pending.set(None);
            state.edit_with(
                |t| {
                    if !from.with_value(|f| f == t) {
                        return Err(RepairError::Changed);
                    }
                    match rules.get_value() {
                        Ok(p) => correct_with(t, round, white, result, &p),
                        Err(e) => Err(RepairError::Pairing(e)),
                    }
                },
                text::repair_error,
            );
        };
        view! { <button data-testid="correct-and-repair" on:click=go>{text::save_and_repair(n.round)}</button> }
    });
    let save = move |_| {
        pending.set(None);
        state.edit(|t| arbiter::set_result(t, round, white, result));
    };
    view! {
        <div class="confirm" role="alertdialog" aria-labelledby="correction-title" data-testid="confirm-correction">
            <h3 id="correction-title">{text::w().confirm_correction_title}</h3>
            <p>{text::correction_result(c.round, &name(c.board.white), &name(c.board.black), c.before, c.after)}</p>
            <ul>{scores}</ul>
            <ul>{ranks}</ul>
            {verdict.map(|v| view! { <p data-testid="next-round-verdict">{v}</p> })}
            <div class="row">
                <button class="primary" data-testid="save-correction" on:click=save>{text::w().save_correction}</button>
                {repair}
                <button on:click=move |_| pending.set(None)>{text::w().cancel}</button>
            </div>
        </div>
    }
}

/// C.04.2 art. 4.4: the arbiter changes a paired round without results by
/// hand (colours of a board, or the opponents of two boards), with a reason.
#[component]
fn ChangeByHand(t: Tournament, round: u32) -> impl IntoView {
    let state = AppState::get();
    let (boards, _) = arbiter::round_boards(&t, round);
    let kind = RwSignal::new(String::from("colours"));
    let first = RwSignal::new(String::new());
    let second = RwSignal::new(String::new());
    let reason = RwSignal::new(String::new());
    let note = RwSignal::new(String::new());
    super::guard::track(move || !note.get().trim().is_empty());
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let why = Why {
            reason: ChangeReason::ALL
                .into_iter()
                .find(|r| r.article() == reason.get_untracked()),
            note: note.get_untracked(),
        };
        let w1 = Tpn(first.get_untracked().parse().unwrap_or(0));
        let w2 = Tpn(second.get_untracked().parse().unwrap_or(0));
        let done = if kind.get_untracked() == "colours" {
            state.edit(|t| arbiter::swap_colours(t, round, w1, &why).map(|_| ()))
        } else {
            state.edit(|t| arbiter::swap_opponents(t, round, w1, w2, &why).map(|_| ()))
        };
        if done.is_some() {
            note.set(String::new());
            state.info(text::w().pairing_changed.into());
        }
    };
    let board_options = move || {
        boards
            .iter()
            .enumerate()
            .map(|(i, b)| {
                let label = format!(
                    "{}: {} – {}",
                    i + 1,
                    name_of(&t, b.board.white),
                    name_of(&t, b.board.black)
                );
                view! { <option value=b.board.white.0.to_string()>{label}</option> }
            })
            .collect_view()
    };
    let options2 = board_options.clone();
    view! {
        <details class="no-print" data-testid="change-by-hand">
            <summary>{text::w().change_by_hand}</summary>
            <p class="help">{text::w().change_help}</p>
            <form on:submit=submit novalidate=true>
                <label>
                    <span>{text::w().field_kind}</span>
                    <select name="change-kind" prop:value=move || kind.get() on:change=move |ev| kind.set(event_target_value(&ev))>
                        <option value="colours">{text::w().swap_colours}</option>
                        <option value="opponents">{text::w().swap_opponents}</option>
                    </select>
                </label>
                <label>
                    <span>{text::w().field_board}</span>
                    <select name="change-board" prop:value=move || first.get() on:change=move |ev| first.set(event_target_value(&ev))>
                        <option value="">{text::w().no_title}</option>
                        {board_options()}
                    </select>
                </label>
                {move || (kind.get() == "opponents").then(|| {
                    let opts = options2();
                    view! {
                        <label>
                            <span>{text::w().field_other_board}</span>
                            <select name="change-other-board" prop:value=move || second.get() on:change=move |ev| second.set(event_target_value(&ev))>
                                <option value="">{text::w().no_title}</option>
                                {opts}
                            </select>
                        </label>
                    }
                })}
                <label>
                    <span>{text::w().field_reason}</span>
                    <select name="change-reason" prop:value=move || reason.get() on:change=move |ev| reason.set(event_target_value(&ev))>
                        <option value="">{text::w().other_reason}</option>
                        {ChangeReason::ALL.into_iter().map(|r| view! { <option value=r.article()>{text::change_reason(r)}</option> }).collect_view()}
                    </select>
                </label>
                <label>
                    <span>{text::w().field_note}</span>
                    <input type="text" name="change-note" maxlength="200"
                        prop:value=move || note.get() on:input=move |ev| note.set(event_target_value(&ev))/>
                </label>
                <button type="submit" class="primary">{text::w().apply_change}</button>
            </form>
        </details>
    }
}

#[component]
fn RoundBoards(t: Tournament, round: u32) -> impl IntoView {
    let state = AppState::get();
    let (boards, bye) = arbiter::round_boards(&t, round);
    // A correction waiting for confirmation (a later round is paired):
    // its consequences are computed in the worker, then shown.
    let pending: Computation<Checked> = RwSignal::new(None);
    on_cleanup(|| worker::stop(&CORRECTING));
    let follows = followed_by_paired_round(&t, round);
    let shown_t = t.clone();
    let here = StoredValue::new(t.clone());
    // The correction asked last (for "Compute again" after a Cancel).
    let asked = StoredValue::new(None::<(Tpn, BoardResult)>);
    let check = move |white: Tpn, r: BoardResult| {
        // Refused at once where `consequences` would refuse it (no
        // pairing needed: a copy with the result set).
        let refused = here.with_value(|t| {
            let mut after = t.clone();
            arbiter::set_result(&mut after, round, white, r).err()
        });
        if let Some(e) = refused {
            return state.error(text::arbiter_error(&e));
        }
        asked.set_value(Some((white, r)));
        worker::compute_open(
            &CORRECTING,
            pending,
            here.get_value(),
            Compute::Consequences {
                round,
                white,
                result: r,
            },
            |reply| match reply {
                ComputeReply::Consequences(c) => Some(c),
                _ => None,
            },
            // Pairing needs the worker: the page has no engine.
            |_: &Tournament| None,
        );
    };
    let cancel_check = move || worker::cancel_open(&CORRECTING, pending);
    let again = move || {
        if let Some((white, r)) = asked.get_value() {
            check(white, r);
        }
    };
    let open = boards
        .iter()
        .filter(|b| b.result == BoardResult::Pending)
        .count();
    // Drawn a slice at a time (issue 17: a 1,500-player round is 750
    // boards, one task of a quarter of a second when drawn at once).
    let count = boards.len();
    let boards = StoredValue::new(boards);
    let rows = super::chunked::rows(count, move |i| {
        let b = boards.with_value(|bs| bs.get(i).copied())?;
        let white = b.board.white;
        let current = b.result;
        let set = move |r| {
            if follows {
                check(white, r);
            } else {
                state.edit(|t| arbiter::set_result(t, round, white, r));
            }
        };
        let named = move |label: &str| text::on_board(label, i + 1);
        let buttons = result_buttons(&BoardResult::ALL, current, set, named);
        let unrated = result_buttons(&BoardResult::UNRATED, current, set, named);
        let clear = clear_button(current, set, named);
        let (white_name, black_name) =
            here.with_value(|t| (name_of(t, b.board.white), name_of(t, b.board.black)));
        Some(view! {
            <li class="board" data-testid="board" data-result=text::board_result(current)>
                <div class="board-head">
                    <span class="board-no">{i + 1}</span>
                    <span class="white">{white_name}</span>
                    " – "
                    <span class="black">{black_name}</span>
                    " "
                    <strong class="score">{text::board_result(current)}</strong>
                </div>
                <div class="row results no-print">{buttons}</div>
                <details class="unrated no-print" open=BoardResult::UNRATED.contains(&current)>
                    <summary aria-label=named(text::w().unrated_games)>{text::w().unrated_games}</summary>
                    <div class="row results">{unrated}{clear}</div>
                </details>
                <super::share::BoardWhy t=here round board=i + 1 white=b.board.white black=b.board.black/>
            </li>
        })
    });
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
    let by_hand =
        (!arbiter::has_results(&t, round)).then(|| view! { <ChangeByHand t=t.clone() round/> });
    view! {
        <h3>{text::round_title(round)}</h3>
        {move || match pending.get().map(|(_, c)| c)? {
            Computed::Done(Ok(c)) => Some(view! { <ConfirmCorrection t=shown_t.clone() c pending/> }.into_any()),
            Computed::Done(Err(e)) => Some(view! { <p class="error" role="alert" data-testid="correction-refused">{text::arbiter_error(&e)}</p> }.into_any()),
            other => worker::status_view(&other, cancel_check, again),
        }}
        {by_hand}
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
