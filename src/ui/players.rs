//! The Players page: add one player, paste a list, see pairing numbers,
//! edit, delete (never paired only), withdraw; byes and absences for
//! rounds not paired yet.

use super::fields::{Choice, Field};
use super::state::AppState;
use super::text;
use crate::model::arbiter::{self, NewPlayer, PlayerEdit};
use crate::model::{ByeKind, Player, Prohibition, RoundRange, Title, Tpn};
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
                    <h2>{text::w().nav_players}</h2>
                    <p class="help">
                        <a href=super::state::Page::Tournaments.hash()>{text::w().open_one_first}</a>
                    </p>
                </section>
            }
        >
            <AddPlayer/>
            <PasteList/>
            <super::ratinglist::RatingListCard/>
            <PlayerList/>
            <ForbiddenPairs/>
            <Absences/>
            <super::undo::UndoPanel/>
        </Show>
    }
}

/// The title select's options (value, shown label).
fn title_options() -> Vec<(&'static str, &'static str)> {
    Title::ALL
        .into_iter()
        .map(|t| {
            let label = if t == Title::None {
                text::w().no_title
            } else {
                t.as_str()
            };
            (t.as_str(), label)
        })
        .collect()
}

/// The fields typed for a player (name; rating, title, federation), shared
/// by the add and edit forms. `names` are the inputs' names in that order;
/// `children` go at the end of the second row.
#[component]
fn PlayerFields(
    names: [&'static str; 4],
    /// The fields' labels in the same order: the edit form's differ from
    /// the add form's, as both can be on the page (unique names).
    labels: [&'static str; 4],
    name: RwSignal<String>,
    rating: RwSignal<String>,
    title: RwSignal<String>,
    federation: RwSignal<String>,
    #[prop(optional)] children: Option<Children>,
) -> impl IntoView {
    let [name_field, rating_field, title_field, federation_field] = names;
    let [name_label, rating_label, title_label, federation_label] = labels;
    view! {
        <Field label=name_label name=name_field value=name maxlength="120"/>
        <div class="row">
            <Field label=rating_label name=rating_field value=rating kind="number"
                class="narrow" inputmode="numeric" min="0" max="4000"/>
            <Choice label=title_label name=title_field value=title options=title_options()
                class="narrow"/>
            <Field label=federation_label name=federation_field value=federation
                class="narrow" maxlength="3"/>
            {children.map(|c| c())}
        </div>
    }
}

#[component]
fn AddPlayer() -> impl IntoView {
    let state = AppState::get();
    let name = RwSignal::new(String::new());
    let rating = RwSignal::new(String::new());
    let title = RwSignal::new(String::new());
    let federation = RwSignal::new(String::new());
    let error = RwSignal::new(None::<String>);
    // A player picked in the FIDE rating list (super::ratinglist).
    let picked = RwSignal::new(None::<crate::ratinglist::Listed>);
    let pick = Callback::new(move |p: crate::ratinglist::Listed| {
        name.set(p.name.clone());
        rating.set(super::ratinglist::rating_field(&p));
        title.set(p.title.as_str().to_owned());
        federation.set(p.federation.clone());
        picked.set(Some(p));
    });
    super::guard::track(move || {
        !name.get().trim().is_empty()
            || !rating.get().trim().is_empty()
            || !federation.get().trim().is_empty()
    });
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(r) = arbiter::parse_rating(&rating.get_untracked()) else {
            error.set(Some(text::w().bad_rating.into()));
            return;
        };
        let player = NewPlayer {
            name: name.get_untracked().trim().to_owned(),
            rating: r,
            title: Title::parse(&title.get_untracked()),
            federation: federation.get_untracked().trim().to_ascii_uppercase(),
            fide_id: picked.with_untracked(|p| p.as_ref().map(|p| u64::from(p.fide_id))),
            sex: picked.with_untracked(|p| p.as_ref().and_then(|p| p.sex)),
            birth_date: picked.with_untracked(|p| {
                p.as_ref()
                    .and_then(|p| p.birth_year)
                    .map(|y| y.to_string())
                    .unwrap_or_default()
            }),
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
            picked.set(None);
            federation.set(String::new());
            state.info(text::added_players(1));
        }
    };
    view! {
        <section class="card no-print">
            <h2>{text::w().add_player}</h2>
            {move || {
                state
                    .store
                    .with(|s| {
                        s.selected()
                            .map(|e| &e.tournament)
                            .filter(|t| t.rounds_paired() > 0)
                            .map(|t| text::late_entry_help(t.late_entry_rounds))
                    })
                    .map(|help| view! { <p class="help" data-testid="late-entry-help">{help}</p> })
            }}
            <super::ratinglist::ListSearch on_pick=pick/>
            <form on:submit=submit novalidate=true data-testid="add-player">
                <super::ratinglist::PickedNote picked=picked/>
                <PlayerFields names=["player-name", "rating", "title", "federation"]
                    labels=[text::w().field_name, text::w().field_rating, text::w().field_title, text::w().field_federation]
                    name=name rating=rating title=title federation=federation/>
                {move || error.get().map(|e| view! { <p class="field-error" role="alert">{e}</p> })}
                <button type="submit" class="primary">{text::w().add}</button>
            </form>
        </section>
    }
}

#[component]
fn PasteList() -> impl IntoView {
    let state = AppState::get();
    let pasted = RwSignal::new(String::new());
    let errors = RwSignal::new(Vec::<String>::new());
    super::guard::track(move || !pasted.get().trim().is_empty());
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
        <section class="card no-print">
            <h2 id="paste-title">{text::w().paste_list}</h2>
            <p class="help" id="paste-help">{text::w().paste_help}</p>
            <textarea
                rows="6"
                aria-labelledby="paste-title"
                aria-describedby="paste-help"
                data-testid="paste"
                prop:value=move || pasted.get()
                on:input=move |ev| pasted.set(event_target_value(&ev))
            ></textarea>
            <ul class="field-error" data-testid="paste-errors">
                {move || errors.get().into_iter().map(|e| view! { <li>{e}</li> }).collect_view()}
            </ul>
            <button class="primary" on:click=add data-testid="add-list">{text::w().add_list}</button>
        </section>
    }
}

#[component]
fn PlayerList() -> impl IntoView {
    let state = AppState::get();
    let data = move || state.open_tournament();
    // The player whose edit form is open.
    let editing = RwSignal::new(None::<Tpn>);
    view! {
        <section class="card">
            <h2>{text::w().player_list}</h2>
            {move || {
                let Some(t) = data() else { return ().into_any() };
                let note = if arbiter::can_renumber(&t) { text::w().numbers_follow } else { text::w().numbers_fixed };
                let next = arbiter::next_round(&t);
                if t.players.is_empty() {
                    return view! { <p class="help">{text::w().no_players}</p> }.into_any();
                }
                let open = editing.get();
                let rows = t
                    .players
                    .iter()
                    .map(|p| {
                        let tpn: Tpn = p.tpn;
                        if open == Some(tpn) {
                            let deletable = !arbiter::was_paired(&t, tpn);
                            return view! { <EditPlayer p=p.clone() deletable editing/> }.into_any();
                        }
                        let meta = [
                            p.title.as_str().to_owned(),
                            text::rating_label(p.rating),
                            p.federation.clone(),
                            p.fide_id.map(|id| id.to_string()).unwrap_or_default(),
                        ]
                        .into_iter()
                        .filter(|s| !s.is_empty())
                        .collect::<Vec<_>>()
                        .join(" · ");
                        let withdrawn = p.withdrawn_from;
                        // TRF-2026 `299`: points given outside the games.
                        let adjusted = Some(t.adjustment_through(p, t.total_rounds)).filter(|&a| a != 0);
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
                                    {adjusted.map(|a| view! { " " <em class="meta" data-testid="adjustment">{text::adjustment(a)}</em> })}
                                </span>
                                <span class="actions no-print">
                                    <button
                                        aria-label=text::action_on(text::w().edit, &p.name)
                                        on:click=move |_| editing.set(Some(tpn))
                                    >
                                        {text::w().edit}
                                    </button>
                                    <button
                                        aria-label=text::action_on(
                                            if withdrawn.is_some() { text::w().reinstate } else { text::w().withdraw },
                                            &p.name,
                                        )
                                        on:click=toggle
                                    >
                                        {if withdrawn.is_some() { text::w().reinstate } else { text::w().withdraw }}
                                    </button>
                                </span>
                            </li>
                        }
                        .into_any()
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

/// The edit form of one player, in place of their line.
#[component]
fn EditPlayer(p: Player, deletable: bool, editing: RwSignal<Option<Tpn>>) -> impl IntoView {
    let state = AppState::get();
    let tpn = p.tpn;
    let name = RwSignal::new(p.name.clone());
    let rating = RwSignal::new(if p.rating == 0 {
        String::new()
    } else {
        p.rating.to_string()
    });
    let title = RwSignal::new(p.title.as_str().to_owned());
    let federation = RwSignal::new(p.federation.clone());
    let fide_id = RwSignal::new(p.fide_id.map(|i| i.to_string()).unwrap_or_default());
    let error = RwSignal::new(None::<String>);
    let initial = (
        name.get_untracked(),
        rating.get_untracked(),
        title.get_untracked(),
        federation.get_untracked(),
        fide_id.get_untracked(),
    );
    super::guard::track(move || {
        (
            name.get(),
            rating.get(),
            title.get(),
            federation.get(),
            fide_id.get(),
        ) != initial
    });
    let save = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(r) = arbiter::parse_rating(&rating.get_untracked()) else {
            error.set(Some(text::w().bad_rating.into()));
            return;
        };
        let Some(id) = arbiter::parse_fide_id(&fide_id.get_untracked()) else {
            error.set(Some(text::w().bad_fide_id.into()));
            return;
        };
        let edit = PlayerEdit {
            name: name.get_untracked(),
            rating: r,
            title: Title::parse(&title.get_untracked()),
            federation: federation.get_untracked(),
            fide_id: id,
        };
        if edit.name.trim().is_empty() {
            error.set(Some(text::arbiter_error(&arbiter::ArbiterError::EmptyName)));
            return;
        }
        let renumbering = state.store.with_untracked(|s| {
            s.selected()
                .is_some_and(|e| arbiter::can_renumber(&e.tournament))
        });
        if let Some(new_tpn) = state.edit(|t| arbiter::edit_player(t, tpn, &edit)) {
            editing.set(None);
            state.info(if renumbering {
                text::w().player_saved.into()
            } else {
                text::numbers_kept(new_tpn)
            });
        }
    };
    let delete = move |_| {
        let who = name.get_untracked();
        if state.edit(|t| arbiter::delete_player(t, tpn)).is_some() {
            editing.set(None);
            state.info(text::deleted_player(&who));
        }
    };
    view! {
        <li class="player editing" data-testid="edit-player">
            <form on:submit=save novalidate=true class="grow">
                <PlayerFields names=["edit-name", "edit-rating", "edit-title", "edit-federation"]
                    labels=[text::w().edit_field_name, text::w().edit_field_rating, text::w().edit_field_title, text::w().edit_field_federation]
                    name=name rating=rating title=title federation=federation>
                    <Field label=text::w().field_fide_id name="edit-fide-id" value=fide_id
                        inputmode="numeric" maxlength="11"/>
                </PlayerFields>
                {move || error.get().map(|e| view! { <p class="field-error" role="alert">{e}</p> })}
                <div class="row">
                    <button type="submit" class="primary grow">{text::w().save}</button>
                    <button type="button" on:click=move |_| editing.set(None)>{text::w().cancel}</button>
                    {if deletable {
                        view! { <button type="button" class="danger-outline" data-testid="delete-player" on:click=delete>{text::w().delete}</button> }.into_any()
                    } else {
                        view! { <p class="help">{text::w().delete_paired}</p> }.into_any()
                    }}
                </div>
            </form>
        </li>
    }
}

const ABSENCE_KINDS: [ByeKind; 3] = [ByeKind::HalfPoint, ByeKind::ZeroPoint, ByeKind::FullPoint];

/// Requested byes and known absences for rounds not paired yet
/// (C.04.2 art. 3.3).
#[component]
fn Absences() -> impl IntoView {
    let state = AppState::get();
    let player = RwSignal::new(String::new());
    let round = RwSignal::new(String::new());
    let kind = RwSignal::new(String::from("H"));
    let data = move || state.open_tournament();
    let enter = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let Some(t) = state
            .store
            .with_untracked(|s| s.selected().map(|e| e.tournament.clone()))
        else {
            return;
        };
        let tpn = player.get_untracked().parse::<u32>().ok().map(Tpn);
        let Some(tpn) = tpn.filter(|p| t.player(*p).is_some()) else {
            state.error(text::arbiter_error(&arbiter::ArbiterError::UnknownPlayer(
                Tpn(0),
            )));
            return;
        };
        let r = round
            .get_untracked()
            .trim()
            .parse::<u32>()
            .unwrap_or_else(|_| arbiter::next_round(&t));
        let k = ABSENCE_KINDS
            .into_iter()
            .find(|k| k.trf_char().to_string() == kind.get_untracked());
        if state.edit(|t| arbiter::set_absence(t, tpn, r, k)).is_some() {
            if let Some(p) = t.player(tpn) {
                state.info(text::absence_line(
                    r,
                    &p.name,
                    k.unwrap_or(ByeKind::ZeroPoint),
                ));
            }
        }
    };
    view! {
        <section class="card no-print" data-testid="absences">
            <h2>{text::w().absences}</h2>
            <p class="help">{text::w().absences_help}</p>
            {move || {
                let Some(t) = data() else { return ().into_any() };
                let next = arbiter::next_round(&t);
                let planned = arbiter::planned_absences(&t);
                let list = if planned.is_empty() {
                    view! { <li class="meta">{text::w().no_absences}</li> }.into_any()
                } else {
                    planned
                        .into_iter()
                        .map(|(r, tpn, k)| {
                            let name = t.player(tpn).map(|p| p.name.clone()).unwrap_or_default();
                            let remove = move |_| {
                                state.edit(|t| arbiter::set_absence(t, tpn, r, None));
                            };
                            view! {
                                <li class="player" data-testid="absence">
                                    <span class="grow">{text::absence_line(r, &name, k)}</span>
                                    <button on:click=remove>{text::w().remove}</button>
                                </li>
                            }
                        })
                        .collect_view()
                        .into_any()
                };
                let options = t
                    .players
                    .iter()
                    .map(|p| view! { <option value=p.tpn.0.to_string()>{text::name_tpn(&p.name, p.tpn)}</option> })
                    .collect_view();
                view! {
                    <ul class="players">{list}</ul>
                    <form on:submit=enter novalidate=true data-testid="absence-form">
                        <label>
                            <span>{text::w().field_player}</span>
                            <select name="absence-player"
                                on:change=move |ev| player.set(event_target_value(&ev))
                                prop:value=move || player.get()>
                                <option value="">{text::w().no_title}</option>
                                {options}
                            </select>
                        </label>
                        <div class="row">
                            <label class="narrow">
                                <span>{text::w().field_round}</span>
                                <input type="number" name="absence-round" inputmode="numeric" min="1"
                                    placeholder=next.to_string()
                                    prop:value=move || round.get()
                                    on:input=move |ev| round.set(event_target_value(&ev))/>
                            </label>
                            <label class="grow">
                                <span>{text::w().field_kind}</span>
                                <select name="absence-kind"
                                    on:change=move |ev| kind.set(event_target_value(&ev))
                                    prop:value=move || kind.get()>
                                    {ABSENCE_KINDS
                                        .into_iter()
                                        .filter(|k| *k != ByeKind::FullPoint || t.full_point_byes)
                                        .map(|k| view! { <option value=k.trf_char().to_string()>{text::bye_kind(k)}</option> })
                                        .collect_view()}
                                </select>
                            </label>
                        </div>
                        <button type="submit" class="primary">{text::w().enter}</button>
                    </form>
                }
                .into_any()
            }}
        </section>
    }
}

/// A round number typed in a form: blank is `None`, anything else must be a
/// whole number from 1.
fn parse_round(s: &str) -> Result<Option<u32>, ()> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    s.parse::<u32>()
        .ok()
        .filter(|&r| r >= 1)
        .map(Some)
        .ok_or(())
}

/// Pairs the arbiter keeps apart (TRF-2026 `260`): listed with their
/// rounds, added (two players or a group), edited, removed.
#[component]
fn ForbiddenPairs() -> impl IntoView {
    let state = AppState::get();
    let data = move || state.open_tournament();
    // The pickers' values (pairing numbers as text); two to start with.
    let picks = RwSignal::new(vec![String::new(), String::new()]);
    let from = RwSignal::new(String::new());
    let to = RwSignal::new(String::new());
    let editing = RwSignal::new(None::<Prohibition>);
    let error = RwSignal::new(None::<String>);
    super::guard::track(move || {
        picks.get().iter().any(|p| !p.is_empty())
            || !from.get().trim().is_empty()
            || !to.get().trim().is_empty()
    });
    let reset = move || {
        picks.set(vec![String::new(), String::new()]);
        from.set(String::new());
        to.set(String::new());
        editing.set(None);
        error.set(None);
    };
    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let players: Vec<Tpn> = picks
            .get_untracked()
            .iter()
            .filter_map(|p| p.parse::<u32>().ok().map(Tpn))
            .collect();
        let (Ok(first), Ok(last)) = (
            parse_round(&from.get_untracked()),
            parse_round(&to.get_untracked()),
        ) else {
            error.set(Some(text::w().bad_round_number.into()));
            return;
        };
        let total = state
            .store
            .with_untracked(|s| s.selected().map_or(0, |e| e.tournament.total_rounds));
        let rounds = match (first, last) {
            (None, None) => None,
            (f, l) => Some(RoundRange {
                first: f.unwrap_or(1),
                last: l.unwrap_or(total),
            }),
        };
        error.set(None);
        let done = match editing.get_untracked() {
            Some(old) => {
                let (x, y) = match players[..] {
                    [x, y, ..] => (x, y),
                    [x] => (x, x),
                    [] => (Tpn(0), Tpn(0)),
                };
                if players.len() < 2 {
                    error.set(Some(text::arbiter_error(
                        &arbiter::ArbiterError::ForbidNeedsTwo,
                    )));
                    return;
                }
                state
                    .edit(|t| arbiter::edit_prohibition(t, &old, x, y, rounds))
                    .map(|_| text::w().forbidden_saved.to_owned())
            }
            None => state
                .edit(|t| arbiter::forbid(t, &players, rounds))
                .map(|added| text::added_forbidden(added.len())),
        };
        if let Some(message) = done {
            reset();
            state.info(message);
        }
    };
    view! {
        <section class="card no-print" data-testid="forbidden-pairs" aria-labelledby="forbidden-title">
            <h2 id="forbidden-title">{text::w().forbidden_pairs}</h2>
            <p class="help">{text::w().forbidden_help}</p>
            {move || {
                let Some(t) = data() else { return ().into_any() };
                let name = |tpn: Tpn| t.player(tpn).map(|p| p.name.clone()).unwrap_or_default();
                let list = t.prohibitions();
                let items = if list.is_empty() {
                    view! { <li class="meta">{text::w().no_forbidden}</li> }.into_any()
                } else {
                    list.into_iter()
                        .map(|p| {
                            let names = text::pair_names(&name(p.a), &name(p.b));
                            let line = format!(
                                "{} · {}",
                                text::pair_names(&text::name_tpn(&name(p.a), p.a), &text::name_tpn(&name(p.b), p.b)),
                                text::prohibition_rounds(&p)
                            );
                            let remove = move |_| {
                                state.edit(|t| arbiter::unforbid(t, &p));
                            };
                            let edit = move |_| {
                                picks.set(vec![p.a.0.to_string(), p.b.0.to_string()]);
                                from.set(p.rounds.map(|r| r.first.to_string()).unwrap_or_default());
                                to.set(p.rounds.map(|r| r.last.to_string()).unwrap_or_default());
                                editing.set(Some(p));
                            };
                            view! {
                                <li class="player" data-testid="forbidden-pair">
                                    <span class="grow">{line}</span>
                                    <span class="actions">
                                        <button type="button" aria-label=text::edit_forbidden_label(&names) on:click=edit>{text::w().edit}</button>
                                        <button type="button" aria-label=text::remove_forbidden_label(&names) on:click=remove>{text::w().remove}</button>
                                    </span>
                                </li>
                            }
                        })
                        .collect_view()
                        .into_any()
                };
                let options = t
                    .players
                    .iter()
                    .map(|p| (p.tpn.0.to_string(), text::name_tpn(&p.name, p.tpn)))
                    .collect::<Vec<_>>();
                let pickers = move || {
                    let options = options.clone();
                    (0..picks.get().len())
                        .map(|i| {
                            let opts = options
                                .iter()
                                .map(|(v, l)| view! { <option value=v.clone()>{l.clone()}</option> })
                                .collect_view();
                            view! {
                                <label class="grow">
                                    <span>{text::group_player(i + 1)}</span>
                                    <select name=format!("forbid-player-{}", i + 1)
                                        prop:value=move || picks.with(|p| p.get(i).cloned().unwrap_or_default())
                                        on:change=move |ev| {
                                            let v = event_target_value(&ev);
                                            picks.update(|p| if let Some(x) = p.get_mut(i) { *x = v; });
                                        }>
                                        <option value="">{text::w().no_title}</option>
                                        {opts}
                                    </select>
                                </label>
                            }
                        })
                        .collect_view()
                };
                view! {
                    <ul class="players" data-testid="forbidden-list">{items}</ul>
                    <form on:submit=submit novalidate=true data-testid="forbid-form">
                        {pickers}
                        {move || editing.get().is_none().then(|| view! {
                            <button type="button" on:click=move |_| picks.update(|p| p.push(String::new()))>
                                {text::w().add_to_group}
                            </button>
                        })}
                        <div class="row">
                            <label class="narrow">
                                <span>{text::w().from_round}</span>
                                <input type="number" name="forbid-from" inputmode="numeric" min="1"
                                    prop:value=move || from.get()
                                    on:input=move |ev| from.set(event_target_value(&ev))/>
                            </label>
                            <label class="narrow">
                                <span>{text::w().to_round}</span>
                                <input type="number" name="forbid-to" inputmode="numeric" min="1"
                                    prop:value=move || to.get()
                                    on:input=move |ev| to.set(event_target_value(&ev))/>
                            </label>
                        </div>
                        {move || error.get().map(|e| view! { <p class="field-error" role="alert">{e}</p> })}
                        <div class="row">
                            <button type="submit" class="primary" data-testid="forbid-submit">
                                {move || if editing.get().is_some() { text::w().save_forbidden } else { text::w().keep_apart }}
                            </button>
                            {move || editing.get().is_some().then(|| view! {
                                <button type="button" on:click=move |_| reset()>{text::w().cancel}</button>
                            })}
                        </div>
                    </form>
                }
                .into_any()
            }}
        </section>
    }
}
