//! The open tournament's settings (place, dates, rounds, point system,
//! system, Baku acceleration, full-point byes, late entries' missed rounds,
//! tie-breaks, colour drawn by lot) and its TRF
//! export / a tournament created from a TRF file.

use super::fields::{chosen, system_options, Choice, Field};
use super::files::{self, ExportImportCard};
use super::state::{now, AppState};
use super::text;
use crate::model::settings::{self, SettingsForm};
use crate::model::{LateEntryRounds, Scoring, Tournament};
use crate::standings::TieBreak;
use crate::trf::{self, TrfFlavour};
use leptos::prelude::*;

/// How many tie-break positions the form offers.
const TIEBREAK_SLOTS: usize = 4;

/// The select's value for a [`LateEntryRounds`]: the TRF code of the bye
/// recorded for each missed round.
fn late_entry_value(l: LateEntryRounds) -> &'static str {
    match l {
        LateEntryRounds::ZeroPoint => "Z",
        LateEntryRounds::HalfPoint => "H",
    }
}

/// The settings card of the open tournament (nothing when none is open).
#[component]
pub fn EventSettings() -> impl IntoView {
    let state = AppState::get();
    move || state.open_tournament().map(|t| view! { <SettingsCard t/> })
}

#[component]
fn SettingsCard(t: Tournament) -> impl IntoView {
    let state = AppState::get();
    let form = SettingsForm::from_tournament(&t);
    let started = t.rounds_paired() > 0;
    let name = RwSignal::new(form.name.clone());
    let city = RwSignal::new(form.city.clone());
    let start = RwSignal::new(form.start_date.clone());
    let end = RwSignal::new(form.end_date.clone());
    let rounds = RwSignal::new(form.rounds.clone());
    let system = RwSignal::new(form.system.clone());
    let win = RwSignal::new(form.win.clone());
    let draw = RwSignal::new(form.draw.clone());
    let loss = RwSignal::new(form.loss.clone());
    let pab = RwSignal::new(form.pab.clone());
    let ds_pab = RwSignal::new(form.ds_pab.clone());
    let baku = RwSignal::new(form.baku);
    let full_point_byes = RwSignal::new(form.full_point_byes);
    let late_entry = RwSignal::new(late_entry_value(form.late_entry_rounds).to_owned());
    let slots: Vec<RwSignal<String>> = (0..TIEBREAK_SLOTS)
        .map(|i| {
            RwSignal::new(
                form.tiebreaks
                    .get(i)
                    .map(|t| t.code().to_owned())
                    .unwrap_or_default(),
            )
        })
        .collect();
    let slots = StoredValue::new(slots);

    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let mut tiebreaks: Vec<TieBreak> = Vec::new();
        for s in slots.get_value() {
            if let Some(tb) = TieBreak::from_code(&s.get_untracked()) {
                if !tiebreaks.contains(&tb) {
                    tiebreaks.push(tb);
                }
            }
        }
        let form = SettingsForm {
            name: name.get_untracked(),
            city: city.get_untracked(),
            start_date: start.get_untracked(),
            end_date: end.get_untracked(),
            rounds: rounds.get_untracked(),
            system: system.get_untracked(),
            win: win.get_untracked(),
            draw: draw.get_untracked(),
            loss: loss.get_untracked(),
            pab: pab.get_untracked(),
            ds_pab: ds_pab.get_untracked(),
            baku: baku.get_untracked(),
            tiebreaks,
            full_point_byes: full_point_byes.get_untracked(),
            late_entry_rounds: LateEntryRounds::ALL
                .into_iter()
                .find(|l| late_entry_value(*l) == late_entry.get_untracked())
                .unwrap_or_default(),
        };
        if state
            .edit_with(|t| form.apply(t), text::settings_error)
            .is_some()
        {
            state.info(text::SAVED.into());
        }
    };
    let draw_lots = move |_| {
        let colour = settings::draw_initial_colour(js_sys::Math::random());
        if state
            .edit_with(
                |t| settings::set_initial_colour(t, colour),
                text::settings_error,
            )
            .is_some()
        {
            state.info(text::colour_drawn(colour));
        }
    };
    let point_input = move |label: &'static str,
                            field: &'static str,
                            sig: RwSignal<String>,
                            placeholder: &'static str| {
        view! {
            <label class="narrow">
                <span>{label}</span>
                <input
                    type="text"
                    inputmode="decimal"
                    name=field
                    placeholder=placeholder
                    disabled=started
                    prop:value=move || sig.get()
                    on:input=move |ev| sig.set(event_target_value(&ev))
                />
            </label>
        }
    };
    let colour = t.initial_colour;
    view! {
        <section class="card no-print" data-testid="settings">
            <h2>{text::SETTINGS}</h2>
            <form on:submit=submit novalidate=true data-testid="settings-form">
                <Field label=text::FIELD_NAME name="event-name" value=name/>
                <Field label=text::FIELD_CITY name="city" value=city/>
                <div class="row">
                    <Field label=text::FIELD_START name="start-date" value=start kind="date"/>
                    <Field label=text::FIELD_END name="end-date" value=end kind="date"/>
                </div>
                <div class="row">
                    <Field label=text::FIELD_ROUNDS name="event-rounds" value=rounds kind="number"
                        class="narrow" inputmode="numeric" min="1" max="99"/>
                    <Choice label=text::FIELD_SYSTEM name="event-system" value=system
                        options=system_options() disabled=started/>
                </div>
                {move || chosen(&system.get()).is_some_and(|i| i.superseded)
                    .then(|| view! { <p class="help" data-testid="superseded-note">{text::SUPERSEDED_NOTE}</p> })}
                <fieldset>
                    <legend>{text::POINT_SYSTEM}</legend>
                    <div class="row">
                        {point_input(text::FIELD_WIN, "win", win, "")}
                        {point_input(text::FIELD_DRAW, "draw", draw, "")}
                        {point_input(text::FIELD_LOSS, "loss", loss, "")}
                        // A Double-Swiss PAB is a whole match (C.04.5 art. 1.4).
                        {move || if chosen(&system.get()).is_some_and(|i| i.scoring == Scoring::Matches) {
                            point_input(text::FIELD_DS_PAB, "ds-pab", ds_pab, text::DS_PAB_DEFAULT)
                        } else {
                            point_input(text::FIELD_PAB, "pab", pab, "")
                        }}
                    </div>
                </fieldset>
                <label class="check">
                    <input
                        type="checkbox"
                        name="baku"
                        disabled=move || started || chosen(&system.get()).is_some_and(|i| !i.acceleration)
                        prop:checked=move || baku.get()
                        on:change=move |ev| baku.set(event_target_checked(&ev))
                    />
                    {text::FIELD_BAKU}
                </label>
                <label class="check">
                    <input
                        type="checkbox"
                        name="full-point-byes"
                        prop:checked=move || full_point_byes.get()
                        on:change=move |ev| full_point_byes.set(event_target_checked(&ev))
                    />
                    {text::FIELD_FULL_POINT_BYES}
                </label>
                <Choice label=text::FIELD_LATE_ENTRY name="late-entry-rounds" value=late_entry
                    options=LateEntryRounds::ALL
                        .into_iter()
                        .map(|l| (late_entry_value(l), text::late_entry_rounds(l)))
                        .collect()/>
                // C.04.5 defines no tie-break and the Double-Swiss standings
                // apply none: the choice is offered for the other systems only.
                {move || if chosen(&system.get()).is_some_and(|i| !i.tiebreaks) {
                    view! { <p class="help" data-testid="ds-no-tiebreaks">{text::DS_NO_TIEBREAKS}</p> }.into_any()
                } else {
                view! {
                <fieldset>
                    <legend>{text::FIELD_TIEBREAKS}</legend>
                    {slots
                        .get_value()
                        .into_iter()
                        .enumerate()
                        .map(|(i, sig)| view! {
                            <label>
                                <span>{format!("{}.", i + 1)}</span>
                                <select
                                    name=format!("tiebreak-{}", i + 1)
                                    on:change=move |ev| sig.set(event_target_value(&ev))
                                    prop:value=move || sig.get()
                                >
                                    <option value="">{text::NO_TITLE}</option>
                                    {TieBreak::ALL
                                        .into_iter()
                                        .map(|tb| view! { <option value=tb.code()>{text::tiebreak_name(tb)}</option> })
                                        .collect_view()}
                                </select>
                            </label>
                        })
                        .collect_view()}
                </fieldset>
                }.into_any()
                }}
                <button type="submit" class="primary">{text::SAVE}</button>
            </form>
            <div class="colour-draw">
                <p>
                    {text::INITIAL_COLOUR} ": "
                    <strong data-testid="initial-colour">{text::colour_name(colour)}</strong>
                </p>
                {if started {
                    view! { <p class="help">{text::COLOUR_FIXED}</p> }.into_any()
                } else {
                    view! { <button data-testid="draw-lots" on:click=draw_lots>{text::DRAW_LOTS}</button> }.into_any()
                }}
            </div>
        </section>
    }
}

/// TRF export of the open tournament, and a new tournament from a TRF file.
#[component]
pub fn TrfPanel() -> impl IntoView {
    let state = AppState::get();
    let has_open = move || state.store.with(|s| s.selected().is_some());
    let export = move |()| {
        let Some(t) = state
            .store
            .with_untracked(|s| s.selected().map(|e| e.tournament.clone()))
        else {
            return;
        };
        // The rank column: the current standings (C.07 tie-breaks of the event).
        let mut t = t;
        t.trf.ranks = crate::standings::trf_ranks(&t);
        let text = trf::write(&t, TrfFlavour::Trf2026);
        let file = format!("{}-{}.trf", files::slug(&t.info.name), files::today());
        match files::download_as(&file, &text, "text/plain") {
            Ok(()) => state.info(text::TRF_EXPORTED.into()),
            Err(_) => state.error(text::DOWNLOAD_FAILED.into()),
        }
    };
    let import = move |(file_name, contents): (String, String)| match trf::read_str(&contents) {
        Err(e) => state.error(text::trf_error(&e)),
        Ok(outcome) => {
            let mut t = outcome.tournament;
            if t.info.name.trim().is_empty() {
                t.info.name = file_name.trim_end_matches(".trf").to_owned();
            }
            let (name, players, rounds) = (t.info.name.clone(), t.players.len(), t.rounds_paired());
            let created = state.change(|s| {
                let id = s.create(t, now())?;
                s.select(Some(&id))?;
                Ok(id)
            });
            if created.is_some() {
                state.info(text::trf_imported(&name, players, rounds));
            }
        }
    };
    view! {
        <ExportImportCard
            title=text::TRF
            help=text::TRF_HELP
            export_label=text::EXPORT_TRF
            export_testid="export-trf"
            can_export=Signal::derive(has_open)
            on_export=Callback::new(export)
            import_label=text::IMPORT_TRF
            accept=".trf,.txt,text/plain"
            import_testid="import-trf"
            on_file=Callback::new(import)
        />
    }
}
