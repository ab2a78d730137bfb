//! The Players page: add one player, paste a list, see pairing numbers,
//! withdraw.

use super::state::AppState;
use super::text;
use crate::model::arbiter::{self, NewPlayer};
use crate::model::{Title, Tpn};
use leptos::prelude::*;

#[component]
pub fn PlayersPage() -> impl IntoView {
    let state = AppState::get();
    let has_open = move || state.store.with(|s| s.selected().is_some());
    view! {
        <Show
            when=has_open
            fallback=|| view! {
                <section class="card" data-testid="page">
                    <h2>{text::NAV_PLAYERS}</h2>
                    <p class="help">
                        <a href=super::state::Page::Tournaments.hash()>{text::OPEN_ONE_FIRST}</a>
                    </p>
                </section>
            }
        >
            <AddPlayer/>
            <PasteList/>
            <PlayerList/>
        </Show>
    }
}

const TITLES: [Title; 9] = [
    Title::None,
    Title::GM,
    Title::IM,
    Title::WGM,
    Title::FM,
    Title::WIM,
    Title::CM,
    Title::WFM,
    Title::WCM,
];

#[component]
fn AddPlayer() -> impl IntoView {
    let state = AppState::get();
    let name = RwSignal::new(String::new());
    let rating = RwSignal::new(String::new());
    let title = RwSignal::new(String::new());
    let federation = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(r) = arbiter::parse_rating(&rating.get_untracked()) else {
            error.set(Some(text::BAD_RATING.into()));
            return;
        };
        let player = NewPlayer {
            name: name.get_untracked().trim().to_owned(),
            rating: r,
            title: Title::parse(&title.get_untracked()),
            federation: federation.get_untracked().trim().to_ascii_uppercase(),
        };
        if player.name.is_empty() {
            error.set(Some(text::arbiter_error(&arbiter::ArbiterError::EmptyName)));
            return;
        }
        error.set(None);
        if state
            .edit(|t| arbiter::add_players(t, std::slice::from_ref(&player)))
            .is_some()
        {
            name.set(String::new());
            rating.set(String::new());
            state.info(text::added_players(1));
        }
    };
    view! {
        <section class="card">
            <h2>{text::ADD_PLAYER}</h2>
            <form on:submit=submit novalidate=true data-testid="add-player">
                <label>
                    <span>{text::FIELD_NAME}</span>
                    <input
                        type="text"
                        name="player-name"
                        autocomplete="off"
                        maxlength="120"
                        prop:value=move || name.get()
                        on:input=move |ev| name.set(event_target_value(&ev))
                    />
                </label>
                <div class="row">
                    <label class="narrow">
                        <span>{text::FIELD_RATING}</span>
                        <input
                            type="number"
                            name="rating"
                            inputmode="numeric"
                            min="0"
                            max="4000"
                            prop:value=move || rating.get()
                            on:input=move |ev| rating.set(event_target_value(&ev))
                        />
                    </label>
                    <label class="narrow">
                        <span>{text::FIELD_TITLE}</span>
                        <select
                            name="title"
                            on:change=move |ev| title.set(event_target_value(&ev))
                            prop:value=move || title.get()
                        >
                            {TITLES
                                .into_iter()
                                .map(|t| {
                                    let label = if t == Title::None { text::NO_TITLE } else { t.as_str() };
                                    view! { <option value=t.as_str()>{label}</option> }
                                })
                                .collect_view()}
                        </select>
                    </label>
                    <label class="narrow">
                        <span>{text::FIELD_FEDERATION}</span>
                        <input
                            type="text"
                            name="federation"
                            autocomplete="off"
                            maxlength="3"
                            prop:value=move || federation.get()
                            on:input=move |ev| federation.set(event_target_value(&ev))
                        />
                    </label>
                </div>
                {move || error.get().map(|e| view! { <p class="field-error" role="alert">{e}</p> })}
                <button type="submit" class="primary">{text::ADD}</button>
            </form>
        </section>
    }
}

#[component]
fn PasteList() -> impl IntoView {
    let state = AppState::get();
    let pasted = RwSignal::new(String::new());
    let errors = RwSignal::new(Vec::<String>::new());
    let add = move |_| {
        let (good, bad) = arbiter::parse_player_list(&pasted.get_untracked());
        errors.set(bad.iter().map(text::line_error).collect());
        if good.is_empty() {
            return;
        }
        if state.edit(|t| arbiter::add_players(t, &good)).is_some() {
            state.info(text::added_players(good.len()));
            // Keep only the bad lines, so they can be fixed.
            let all = pasted.get_untracked();
            let keep: Vec<&str> = all
                .lines()
                .enumerate()
                .filter(|(i, _)| bad.iter().any(|b| b.line == i + 1))
                .map(|(_, l)| l)
                .collect::<Vec<_>>();
            pasted.set(keep.join("\n"));
        }
    };
    view! {
        <section class="card">
            <h2>{text::PASTE_LIST}</h2>
            <p class="help">{text::PASTE_HELP}</p>
            <textarea
                rows="6"
                data-testid="paste"
                prop:value=move || pasted.get()
                on:input=move |ev| pasted.set(event_target_value(&ev))
            ></textarea>
            <ul class="field-error" data-testid="paste-errors">
                {move || errors.get().into_iter().map(|e| view! { <li>{e}</li> }).collect_view()}
            </ul>
            <button class="primary" on:click=add data-testid="add-list">{text::ADD_LIST}</button>
        </section>
    }
}

#[component]
fn PlayerList() -> impl IntoView {
    let state = AppState::get();
    let data = move || state.open_tournament();
    view! {
        <section class="card">
            <h2>{text::PLAYER_LIST}</h2>
            {move || {
                let Some(t) = data() else { return ().into_any() };
                let note = if arbiter::can_renumber(&t) { text::NUMBERS_FOLLOW } else { text::NUMBERS_FIXED };
                let next = arbiter::next_round(&t);
                if t.players.is_empty() {
                    return view! { <p class="help">{text::NO_PLAYERS}</p> }.into_any();
                }
                let rows = t
                    .players
                    .iter()
                    .map(|p| {
                        let tpn: Tpn = p.tpn;
                        let meta = [
                            p.title.as_str().to_owned(),
                            text::rating_label(p.rating),
                            p.federation.clone(),
                        ]
                        .into_iter()
                        .filter(|s| !s.is_empty())
                        .collect::<Vec<_>>()
                        .join(" · ");
                        let withdrawn = p.withdrawn_from;
                        let toggle = move |_| {
                            match withdrawn {
                                Some(_) => state.edit(|t| arbiter::reinstate(t, tpn)),
                                None => state.edit(|t| arbiter::withdraw(t, tpn, next)),
                            };
                        };
                        view! {
                            <li class="player" data-testid="player">
                                <span class="tpn">{tpn.0}</span>
                                <span class="grow">
                                    <strong class="name">{p.name.clone()}</strong>
                                    " "
                                    <span class="meta">{meta}</span>
                                    {withdrawn.map(|r| view! { " " <em class="meta">{text::withdrawn_from(r)}</em> })}
                                </span>
                                <button on:click=toggle>
                                    {if withdrawn.is_some() { text::REINSTATE } else { text::WITHDRAW }}
                                </button>
                            </li>
                        }
                    })
                    .collect_view();
                view! {
                    <p class="help">{note}</p>
                    <ol class="players" data-testid="player-list">{rows}</ol>
                }
                .into_any()
            }}
        </section>
    }
}
