//! The open tournament's settings (place, dates, rounds, point system,
//! system, Baku acceleration, full-point byes, late entries' missed rounds,
//! tie-breaks, colour drawn by lot) and its TRF
//! export / a tournament created from a TRF file.

use super::fields::{chosen, field_of, system_options, Binding, Choice, Field};
use super::files::{self, ExportImportCard};
use super::state::{now, AppState};
use super::text;
use crate::model::settings::{self, SettingsForm};
use crate::model::{LateEntryRounds, Scoring, SystemInfo, Tournament};
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

/// `bind!(form, name)`: the [`Binding`] of the text field `name` of the
/// form held in the signal `form`.
macro_rules! bind {
    ($form:expr, $field:ident) => {
        field_of($form, |f| &f.$field, |f| &mut f.$field)
    };
}

/// The form is one signal holding a [`SettingsForm`]; the tie-break slots
/// (positions, possibly empty) are gathered into its list on submit.
#[component]
fn SettingsCard(t: Tournament) -> impl IntoView {
    let state = AppState::get();
    let started = t.rounds_paired() > 0;
    let colour = t.initial_colour;
    let initial = SettingsForm::from_tournament(&t);
    let slots = RwSignal::new(
        (0..TIEBREAK_SLOTS)
            .map(|i| {
                initial
                    .tiebreaks
                    .get(i)
                    .map(|t| t.code())
                    .unwrap_or_default()
            })
            .collect::<Vec<String>>(),
    );
    let base = initial.clone();
    let form = RwSignal::new(initial);
    // Unsaved typed settings ask before the page is left (`guard`).
    super::guard::track(move || form.with(|f| *f != base));
    // The chosen system's facts, recomputed only when the system changes.
    let info = Memo::new(move |_| form.with(|f| chosen(&f.system)));
    let system = bind!(form, system);
    let late_entry = Binding {
        get: Memo::new(move |_| form.with(|f| late_entry_value(f.late_entry_rounds).to_owned()))
            .into(),
        set: SignalSetter::map(move |v: String| {
            let l = LateEntryRounds::ALL
                .into_iter()
                .find(|l| late_entry_value(*l) == v);
            form.update(|f| f.late_entry_rounds = l.unwrap_or_default());
        }),
    };

    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let mut form = form.get_untracked();
        // A system without acceleration hides the checkbox: a Baku choice
        // made under another system is not kept (the model would refuse it).
        if !started && info.get_untracked().is_some_and(|i| !i.acceleration) {
            form.baku = false;
        }
        form.tiebreaks = Vec::new();
        for code in slots.get_untracked() {
            if let Some(tb) = TieBreak::from_code(&code) {
                if !form.tiebreaks.contains(&tb) {
                    form.tiebreaks.push(tb);
                }
            }
        }
        if state
            .edit_with(|t| form.apply(t), text::settings_error)
            .is_some()
        {
            state.info(text::w().saved.into());
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
    view! {
        <section class="card no-print" data-testid="settings">
            <h2>{text::w().settings}</h2>
            <form on:submit=submit novalidate=true data-testid="settings-form">
                <Field label=text::w().field_name name="event-name" value=bind!(form, name)/>
                <Field label=text::w().field_city name="city" value=bind!(form, city)/>
                <div class="row">
                    <Field label=text::w().field_start name="start-date" value=bind!(form, start_date) kind="date"/>
                    <Field label=text::w().field_end name="end-date" value=bind!(form, end_date) kind="date"/>
                </div>
                <div class="row">
                    <Field label=text::w().settings_rounds name="event-rounds" value=bind!(form, rounds) kind="number"
                        class="narrow" inputmode="numeric" min="1" max="99"/>
                    <Choice label=text::w().field_system name="event-system" value=system
                        options=system_options() disabled=started/>
                </div>
                {move || info.get().is_some_and(|i| i.superseded)
                    .then(|| view! { <p class="help" data-testid="superseded-note">{text::w().superseded_note}</p> })}
                <PointFields form started info/>
                // Hidden, with the reason, for a system whose rules define no
                // acceleration (`SystemInfo::acceleration`).
                {move || if info.get().is_some_and(|i| !i.acceleration) {
                    view! { <p class="help" data-testid="no-acceleration">{text::w().no_acceleration}</p> }.into_any()
                } else {
                    view! {
                        <Check name="baku" label=text::w().field_baku
                            disabled=Signal::stored(started)
                            checked=Memo::new(move |_| form.with(|f| f.baku)).into()
                            set=SignalSetter::map(move |b| form.update(|f| f.baku = b))/>
                    }.into_any()
                }}
                <Check name="full-point-byes" label=text::w().field_full_point_byes
                    disabled=Signal::stored(false)
                    checked=Memo::new(move |_| form.with(|f| f.full_point_byes)).into()
                    set=SignalSetter::map(move |b| form.update(|f| f.full_point_byes = b))/>
                <Check name="fide-mode" label=text::w().field_fide_mode
                    disabled=Signal::stored(false)
                    checked=Memo::new(move |_| form.with(|f| f.fide_mode)).into()
                    set=SignalSetter::map(move |b| form.update(|f| f.fide_mode = b))/>
                <p class="help"><a href=super::state::Page::Report.hash() data-testid="report-link">{text::w().report_link}</a></p>
                <Choice label=text::w().field_late_entry name="late-entry-rounds" value=late_entry
                    options=LateEntryRounds::ALL
                        .into_iter()
                        .map(|l| (late_entry_value(l), text::late_entry_rounds(l)))
                        .collect()/>
                // Offered for every system whose standings apply tie-breaks
                // (`SystemInfo::tiebreaks`; Double-Swiss too, C.04.5 Preface).
                {move || if info.get().is_some_and(|i| !i.tiebreaks) {
                    view! { <p class="help" data-testid="no-tiebreaks">{text::w().no_tiebreaks}</p> }.into_any()
                } else {
                    view! {
                        <TieBreakSlots slots/>
                        <Field label=text::w().field_unrated_rating name="unrated-rating"
                            value=bind!(form, unrated_rating) kind="number" class="narrow"
                            inputmode="numeric" min="0" max="3500"/>
                        <p class="help">{text::w().unrated_rating_help}</p>
                    }.into_any()
                }}
                <button type="submit" class="primary">{text::w().save}</button>
            </form>
            <div class="colour-draw">
                <p>
                    {text::w().initial_colour} ": "
                    <strong data-testid="initial-colour">{text::colour_name(colour)}</strong>
                </p>
                {if started {
                    view! { <p class="help">{text::w().colour_fixed}</p> }.into_any()
                } else {
                    view! { <button data-testid="draw-lots" on:click=draw_lots>{text::w().draw_lots}</button> }.into_any()
                }}
            </div>
        </section>
    }
}

/// The point system: win, draw, loss and the pairing-allocated bye, a
/// whole match for a Double-Swiss event (C.04.5 art. 1.4). Fixed once round
/// 1 is paired.
#[component]
fn PointFields(
    form: RwSignal<SettingsForm>,
    started: bool,
    info: Memo<Option<&'static SystemInfo>>,
) -> impl IntoView {
    // A point value: a narrow decimal field.
    let input = move |label: &'static str,
                      name: &'static str,
                      value: Binding,
                      placeholder: &'static str| {
        view! {
            <Field label name value class="narrow" inputmode="decimal"
                placeholder disabled=started/>
        }
    };
    let (pab, ds_pab) = (bind!(form, pab), bind!(form, ds_pab));
    view! {
        <fieldset>
            <legend>{text::w().point_system}</legend>
            <div class="row">
                {input(text::w().field_win, "win", bind!(form, win), "")}
                {input(text::w().field_draw, "draw", bind!(form, draw), "")}
                {input(text::w().field_loss, "loss", bind!(form, loss), "")}
                {move || if info.get().is_some_and(|i| i.scoring == Scoring::Matches) {
                    input(text::w().field_ds_pab, "ds-pab", ds_pab, text::w().ds_pab_default)
                } else {
                    input(text::w().field_pab, "pab", pab, "")
                }}
            </div>
        </fieldset>
    }
}

/// A labelled checkbox.
#[component]
fn Check(
    name: &'static str,
    label: &'static str,
    disabled: Signal<bool>,
    checked: Signal<bool>,
    set: SignalSetter<bool>,
) -> impl IntoView {
    view! {
        <label class="check">
            <input
                type="checkbox"
                name=name
                disabled=move || disabled.get()
                prop:checked=move || checked.get()
                on:change=move |ev| set.set(event_target_checked(&ev))
            />
            {label}
        </label>
    }
}

/// The tie-breaks announced for the event (C.07 art. 2.1, 4.1), one select
/// per position offering every tie-break of C.07 with its modifiers; the
/// chosen one's meaning is shown under it. Empty positions and repeats are
/// dropped on submit.
#[component]
fn TieBreakSlots(slots: RwSignal<Vec<String>>) -> impl IntoView {
    let slot = move |i: usize| {
        let chosen = move || slots.with(|s| s.get(i).and_then(|c| TieBreak::from_code(c)));
        view! {
            <label>
                <span>{format!("{}.", i + 1)}</span>
                <select
                    name=format!("tiebreak-{}", i + 1)
                    aria-label=text::tiebreak_slot_label(i)
                    data-testid=format!("tiebreak-{}", i + 1)
                    on:change=move |ev| {
                        let v = event_target_value(&ev);
                        slots.update(|s| if let Some(x) = s.get_mut(i) { *x = v });
                    }
                    prop:value=move || slots.with(|s| s.get(i).cloned().unwrap_or_default())
                >
                    <option value="">{text::w().no_title}</option>
                    {TieBreak::all()
                        .into_iter()
                        .map(|tb| view! { <option value=tb.code()>{text::tiebreak_name(tb)}</option> })
                        .collect_view()}
                </select>
            </label>
            <p class="help" data-testid=format!("tiebreak-meaning-{}", i + 1)>
                {move || chosen().map(text::tiebreak_meaning).unwrap_or_default()}
            </p>
        }
    };
    view! {
        <fieldset>
            <legend>{text::w().field_tiebreaks}</legend>
            {(0..TIEBREAK_SLOTS).map(slot).collect_view()}
        </fieldset>
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
            Ok(()) => state.info(text::w().trf_exported.into()),
            Err(_) => state.error(text::w().download_failed.into()),
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
            title=text::w().trf
            help=text::w().trf_help
            export_label=text::w().export_trf
            export_testid="export-trf"
            can_export=Signal::derive(has_open)
            on_export=Callback::new(export)
            import_label=text::w().import_trf
            accept=".trf,.txt,text/plain"
            import_testid="import-trf"
            on_file=Callback::new(import)
        />
    }
}
