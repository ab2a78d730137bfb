//! The Standings page: standings with the event's tie-breaks, the
//! crosstable, and a player card (colours, floats, opponents, byes).

use super::chunked;
use super::state::{AppState, Page};
use super::text;
use super::worker::{self, Compute, ComputeReply, Computed, WorkerSlot};
use crate::model::{RoundEntry, Tournament, Tpn};
use crate::standings::parts::Shown;
use crate::standings::{
    complete_through, event_standings, every_player_rounds, format_value, player_rounds, Cell, Row,
    Standings,
};
use leptos::prelude::*;
use std::sync::Arc;

thread_local! {
    /// The standings' worker (issue 17: a big event's tie-breaks are
    /// computed off the page's thread).
    static STANDING: WorkerSlot = const { WorkerSlot::new() };
}

/// Match scoring (C.04.5): the standings after the last complete round,
/// shown even before one.
fn by_matches(t: &Tournament) -> bool {
    t.system.info().scoring == crate::model::Scoring::Matches
}

/// The round the standings are after.
fn through_of(t: &Tournament) -> u32 {
    if by_matches(t) {
        t.complete_rounds().last().copied().unwrap_or(0)
    } else {
        complete_through(t)
    }
}

fn name(t: &Tournament, tpn: Tpn) -> String {
    t.player(tpn).map(|p| p.name.clone()).unwrap_or_default()
}

/// A crosstable cell: `5w1`, `3b½`, `+`, `−`, `U`, `H`, `Z`, `F`, blank.
fn cell_text(cell: &Cell) -> String {
    match cell.entry {
        RoundEntry::NotPaired => String::new(),
        RoundEntry::Bye(k) => k.trf_char().to_string(),
        RoundEntry::Game {
            opponent,
            colour,
            result,
        } => {
            use crate::model::GameResult::*;
            let r = match result {
                Win | UnratedWin => "1",
                Draw | UnratedDraw => "½",
                Loss | UnratedLoss => "0",
                ForfeitWin => "+",
                ForfeitLoss => "−",
                Pending => "…",
            };
            format!("{}{}{}", opponent.0, colour.trf_char(), r)
        }
    }
}

#[component]
pub fn StandingsPage() -> impl IntoView {
    let state = AppState::get();
    let card = RwSignal::new(None::<Tpn>);
    // Shared, not copied, by the table, the crosstable and the how panel;
    // from the worker, each row's hows are read only when tapped.
    let standings: worker::Computation<Arc<Shown>> = RwSignal::new(None);
    let run = move |t: Tournament| {
        let through = through_of(&t);
        worker::compute_open(
            &STANDING,
            standings,
            t,
            Compute::Standings { through },
            |reply| match reply {
                ComputeReply::Standings(parts) => parts.read().ok().map(Arc::new),
                _ => None,
            },
            |t: &Tournament| Some(Arc::new(Shown::from(event_standings(t, through_of(t))))),
        )
    };
    Effect::new(move |_| {
        if let Some(t) = state.open_tournament() {
            if (by_matches(&t) || through_of(&t) > 0) && !worker::is_about(standings, &t) {
                run(t);
            }
        }
    });
    on_cleanup(|| worker::stop(&STANDING));
    let cancel = move || worker::cancel_open(&STANDING, standings);
    let again = move || {
        if let Some(t) = state.open_tournament() {
            run(t);
        }
    };
    // The standings of `t`, or where their computation stands.
    let of = move |t: &Tournament| {
        standings.with(|r| match r {
            Some((k, c)) if k == t => c.clone(),
            _ => Computed::Busy(None),
        })
    };
    view! {
        <section class="card" data-testid="page">
            <h2>{text::w().nav_standings}</h2>
            {move || {
                let Some(t) = state.open_tournament() else {
                    return view! {
                        <p class="help">
                            <a href=Page::Tournaments.hash()>{text::w().open_one_first}</a>
                        </p>
                    }
                    .into_any();
                };
                let through = through_of(&t);
                if through == 0 && !by_matches(&t) {
                    return view! { <p class="help">{text::w().standings_none}</p> }.into_any();
                }
                let s = match of(&t) {
                    Computed::Done(s) => s,
                    other => return worker::status_view(&other, cancel, again).into_any(),
                };
                if by_matches(&t) {
                    // C.04.5: game and match points.
                    return view! { <DoubleSwissStandings t s/> }.into_any();
                }
                view! {
                    <p class="meta">
                        <strong>{t.info.name.clone()}</strong> " · " {text::standings_after(through)}
                    </p>
                    <div class="row no-print">
                        <button on:click=move |_| super::rounds::print_page()>{text::w().print}</button>
                    </div>
                    <StandingsTable t=t.clone() s=s.clone() card/>
                    <p class="help">{text::w().tiebreak_tap_hint}</p>
                    <p class="help">{text::w().tiebreak_note}</p>
                }
                .into_any()
            }}
        </section>
        {move || {
            let t = state.open_tournament()?;
            let through = complete_through(&t);
            let s = match of(&t) {
                Computed::Done(s) if s.standings.through == through => s,
                // Double-Swiss (C.04.5) shows its table after the last
                // complete round; the crosstable after `through`.
                Computed::Done(_) => Arc::new(Shown::from(event_standings(&t, through))),
                _ => return None,
            };
            // Drawn in a task after the standings' (issue 17).
            (through > 0).then(|| {
                chunked::later(move || {
                    view! {
                        <section class="card print-break" data-testid="crosstable-card">
                            <h2>{text::w().crosstable}</h2>
                            <Crosstable t=t.clone() s=s.clone() through/>
                        </section>
                        <section class="card no-print" data-testid="player-card">
                            <h2>{text::w().player_card}</h2>
                            <PlayerCard t=t.clone() through card/>
                        </section>
                    }
                })
            })
        }}
    }
}

/// The standings table; a tap on a tie-break value opens how it was
/// computed (the opponents, the cuts, the unplayed-round rule applied).
#[component]
fn StandingsTable(t: Tournament, s: Arc<Shown>, card: RwSignal<Option<Tpn>>) -> impl IntoView {
    let how = RwSignal::new(None::<(Tpn, usize)>);
    let heads = tiebreak_heads(&s.standings);
    let data = Arc::new((t, s.clone()));
    let panel_data = data.clone();
    let rows = chunked::rows(s.standings.rows.len(), move |i| {
        let (t, s) = &*data;
        let s = &s.standings;
        let r = &s.rows[i];
        let tpn = r.tpn;
        let player = text::name_tpn(&name(t, tpn), tpn);
        let values = tiebreak_cells(s, r, &player, how);
        view! {
            <tr data-testid="standing" data-tpn=tpn.0.to_string()>
                <td class="num">{r.rank}</td>
                <td class="name">
                    <button class="link" on:click=move |_| card.set(Some(tpn))>
                        {player.clone()}
                    </button>
                </td>
                <td class="num score">
                    {text::cat().decimal(&r.score.to_string())}
                    {t.player(tpn).map(|p| t.adjustment_through(p, s.through)).filter(|&a| a != 0)
                        .map(|a| view! { " " <small data-testid="adjustment" title=text::adjustment(a)>{text::adjustment_short(a)}</small> })}
                </td>
                {values}
            </tr>
        }
    });
    let panel = view! { <HowPanel data=panel_data how/> };
    view! {
        <div class="table-wrap" tabindex="0" role="region" aria-label=text::scroll_table(text::w().nav_standings)>
            <table class="standings" data-testid="standings">
                <thead>
                    <tr>
                        <th class="num">{text::w().rank}</th>
                        <th>{text::w().field_player}</th>
                        <th class="num">{text::w().score}</th>
                        {heads}
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
        {panel}
    }
}

/// Standings after the last round with every result entered (C.04.5 art.
/// 1.2.1: by score, the sum of game points), then the event's tie-breaks
/// (C.07, a round being a match: C.04.5's Preface counts a match with one
/// forfeited game as played "for the purposes of tie-breaks and
/// standings"), with match points beside. A tap on a tie-break value
/// shows how it was computed, as on the other systems' standings.
#[component]
fn DoubleSwissStandings(t: Tournament, s: Arc<Shown>) -> impl IntoView {
    let done = s.standings.through;
    let match_points: std::collections::HashMap<Tpn, u32> =
        crate::double_swiss::results::standings(&t, done)
            .into_iter()
            .map(|r| (r.tpn, r.match_points))
            .collect();
    let how = RwSignal::new(None::<(crate::model::Tpn, usize)>);
    let heads = tiebreak_heads(&s.standings);
    let panel = view! { <HowPanel data=Arc::new((t.clone(), s.clone())) how/> };
    let data = Arc::new((t, s.clone(), match_points));
    let rows = chunked::rows(s.standings.rows.len(), move |i| {
        let (t, s, match_points) = &*data;
        let s = &s.standings;
        let r = &s.rows[i];
        let player = super::results::name_of(t, r.tpn);
        let mp = match_points.get(&r.tpn).copied().unwrap_or_default();
        let values = tiebreak_cells(s, r, &player, how);
        view! {
            <tr data-testid="standing" data-tpn=r.tpn.0.to_string()>
                <td class="num">{r.rank}</td>
                <td>{player.clone()}</td>
                <td class="num" data-testid="game-points">{text::points(r.score)}</td>
                <td class="num" data-testid="match-points">{mp}</td>
                {values}
            </tr>
        }
    });
    view! {
        <h3 data-testid="standings-title">{text::ds_standings_after(done)}</h3>
        <p class="help">{text::w().ds_standings_help}</p>
        <div class="table-wrap" tabindex="0" role="region" aria-label=text::scroll_table(text::w().nav_standings)>
        <table class="standings" data-testid="standings">
            <thead>
                <tr>
                    <th class="num">{text::w().col_rank}</th>
                    <th>{text::w().col_player}</th>
                    <th class="num">{text::w().col_game_points}</th>
                    <th class="num">{text::w().col_match_points}</th>
                    {heads}
                </tr>
            </thead>
            <tbody>{rows}</tbody>
        </table>
        </div>
        {panel}
    }
}

/// The header cells of the tie-break columns (the code, the name as title).
fn tiebreak_heads(s: &Standings) -> impl IntoView {
    s.tiebreaks
        .iter()
        .map(|tb| view! { <th class="num" title=text::tiebreak_name(*tb)>{tb.code()}</th> })
        .collect_view()
}

/// The tie-break cells of one row; a tap on a value sets `how` to open
/// how it was computed ([`HowPanel`]).
fn tiebreak_cells(
    s: &Standings,
    r: &Row,
    player: &str,
    how: RwSignal<Option<(Tpn, usize)>>,
) -> impl IntoView {
    let tpn = r.tpn;
    r.values
        .iter()
        .enumerate()
        .map(|(k, v)| {
            // Undefined (DE not applied, …): blank, as release 0.1 showed it.
            let shown = v.map(format_value).unwrap_or_default();
            let code = s.tiebreaks.get(k).map(|tb| tb.code()).unwrap_or_default();
            let label = text::tiebreak_value_label(
                &code,
                player,
                if shown.is_empty() { "-" } else { &shown },
            );
            view! {
                <td class="num">
                    <button
                        class="link"
                        style="min-width:44px;min-height:44px"
                        aria-label=label
                        data-testid=format!("tb-{}-{}", tpn.0, k + 1)
                        on:click=move |_| how.set(Some((tpn, k)))
                    >
                        {shown.clone()}
                    </button>
                </td>
            }
        })
        .collect_view()
}

/// How the tapped tie-break value was computed (the opponents, the cuts,
/// the unplayed-round rule applied); nothing when none is tapped.
#[component]
fn HowPanel(
    data: Arc<(Tournament, Arc<Shown>)>,
    how: RwSignal<Option<(Tpn, usize)>>,
) -> impl IntoView {
    move || {
        let (t, s) = &*data;
        let (tpn, k) = how.get()?;
        let i = s.standings.rows.iter().position(|r| r.tpn == tpn)?;
        let row = s.row(i)?;
        let tb = *s.standings.tiebreaks.get(k)?;
        let lines = text::cat()
            .how(t, &s.how(i, k)?)
            .into_iter()
            .map(|l| view! { <li>{l}</li> })
            .collect_view();
        let value = row
            .values
            .get(k)
            .copied()
            .flatten()
            .map_or_else(|| "-".to_owned(), format_value);
        Some(view! {
            <div
                role="region"
                aria-label=text::w().how_computed
                data-testid="how"
                style="border-top:1px solid #ccc;margin-top:0.6rem;padding-top:0.6rem;overflow-wrap:anywhere"
            >
                <h3>{format!("{} — {}: {value}", text::tiebreak_name(tb), text::name_tpn(&name(t, tpn), tpn))}</h3>
                <p class="help">{text::tiebreak_meaning(tb)}</p>
                <ul>{lines}</ul>
                <button
                    style="min-width:44px;min-height:44px"
                    aria-label=text::w().close_how
                    data-testid="how-close"
                    on:click=move |_| how.set(None)
                >
                    {text::w().close_how}
                </button>
            </div>
        })
    }
}

#[component]
fn Crosstable(t: Tournament, s: Arc<Shown>, through: u32) -> impl IntoView {
    let heads = (1..=through)
        .map(|r| view! { <th class="num">{r}</th> })
        .collect_view();
    // One history pass for every row (C.04.3 art. 1.4 floats), not one a row.
    let mut rounds = every_player_rounds(&t, through);
    crate::sort::sort_by_key(&mut rounds, |(tpn, _)| *tpn);
    let data = Arc::new((t.clone(), s.clone(), rounds));
    let rows = chunked::rows(s.standings.rows.len(), move |i| {
        let (t, s, rounds) = &*data;
        let r = &s.standings.rows[i];
        let cells = rounds
            .binary_search_by_key(&r.tpn, |(tpn, _)| *tpn)
            .ok()
            .and_then(|k| rounds.get(k))
            .map(|(_, cells)| {
                cells
                    .iter()
                    .map(|c| view! { <td class="num">{cell_text(c)}</td> })
                    .collect_view()
            });
        view! {
            <tr data-testid="cross-row">
                <td class="num">{r.rank}</td>
                <td class="num">{r.tpn.0}</td>
                <td class="name">{name(t, r.tpn)}</td>
                {cells}
                <td class="num score">{text::cat().decimal(&r.score.to_string())}</td>
            </tr>
        }
    });
    view! {
        <div class="table-wrap" tabindex="0" role="region" aria-label=text::scroll_table(text::w().crosstable)>
            <table class="crosstable" data-testid="crosstable">
                <thead>
                    <tr>
                        <th class="num">{text::w().rank}</th>
                        <th class="num">{text::w().col_number}</th>
                        <th>{text::w().field_player}</th>
                        {heads}
                        <th class="num">{text::w().score}</th>
                    </tr>
                </thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}

#[component]
fn PlayerCard(t: Tournament, through: u32, card: RwSignal<Option<Tpn>>) -> impl IntoView {
    let players = Arc::new(t.players.clone());
    let options = chunked::rows(players.len(), move |i| {
        let p = &players[i];
        view! { <option value=p.tpn.0.to_string()>{text::name_tpn(&p.name, p.tpn)}</option> }
    });
    let t2 = t.clone();
    view! {
        <label>
            <span>{text::w().choose_player}</span>
            <select
                name="card-player"
                on:change=move |ev| card.set(event_target_value(&ev).parse().ok().map(Tpn))
                prop:value=move || card.get().map(|t| t.0.to_string()).unwrap_or_default()
            >
                <option value="">{text::w().no_title}</option>
                {options}
            </select>
        </label>
        {move || {
            let tpn = card.get()?;
            let p = t2.player(tpn)?;
            let cells = player_rounds(&t2, tpn, through);
            // C.04.2 art. 3.4: the colour history counts played games only.
            let colours: String = cells
                .iter()
                .map(|c| c.entry.played_game().map(|g| g.1.fold('W', 'B')).unwrap_or('-'))
                .collect();
            let floats: String = cells
                .iter()
                .map(|c| c.float.map(text::float_mark).unwrap_or("·"))
                .collect::<Vec<_>>()
                .join(" ");
            let byes: Vec<String> = cells
                .iter()
                .enumerate()
                .filter(|(_, c)| c.entry.played_game().is_none())
                .map(|(i, c)| text::labelled(&format!("R{}", i + 1), &cell_text(c)))
                .filter(|s| !s.ends_with(": "))
                .collect();
            let rows = cells
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let opp = c
                        .opponent
                        .map(|o| text::name_tpn(&name(&t2, o), o))
                        .unwrap_or_default();
                    view! {
                        <tr>
                            <td class="num">{i + 1}</td>
                            <td>{c.colour.map(|c| text::colours_played(&[c])).unwrap_or_default()}</td>
                            <td class="name">{opp}</td>
                            <td class="num">{cell_text(c)}</td>
                            <td class="num">{text::cat().decimal(&c.points.to_string())}</td>
                            <td class="num">{c.float.map(text::float_mark).unwrap_or_default()}</td>
                        </tr>
                    }
                })
                .collect_view();
            Some(view! {
                <div data-testid="card">
                    <h3>{text::name_tpn(&p.name, tpn)}</h3>
                    <p><span class="meta">{text::w().colours} ": "</span><code data-testid="card-colours">{colours}</code></p>
                    <p><span class="meta">{text::w().floats} ": "</span><span data-testid="card-floats">{floats}</span></p>
                    <p><span class="meta">{text::w().byes} ": "</span>
                        <span data-testid="card-byes">{if byes.is_empty() { text::w().none.to_owned() } else { byes.join(", ") }}</span>
                    </p>
                    <h3>{text::w().opponents}</h3>
                    <div class="table-wrap" tabindex="0" role="region" aria-label=text::scroll_table(text::w().opponents)>
                        <table class="card-table">
                            <thead>
                                <tr>
                                    <th class="num">{text::w().round_short}</th>
                                    <th>{text::w().col_colour}</th>
                                    <th>{text::w().opponent}</th>
                                    <th class="num">{text::w().col_result}</th>
                                    <th class="num">{text::w().score}</th>
                                    <th class="num">{text::w().float_short}</th>
                                </tr>
                            </thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                </div>
            })
        }}
    }
}
