//! The Tournaments page: create, list, open, export, delete, import; the
//! open tournament's settings and TRF files (see [`super::settings`]).

use super::fields::{chosen, system_options, Choice, Field};
use super::files::{self, ExportImportCard};
use super::state::{now, AppState};
use super::text;
use crate::model::SystemKind;
use crate::store::NewTournament;
use leptos::prelude::*;

#[component]
pub fn TournamentsPage() -> impl IntoView {
    view! {
        <CreateForm/>
        <TournamentList/>
        <super::settings::EventSettings/>
        <super::settings::TrfPanel/>
        <BackupPanel/>
    }
}

/// The "new tournament" form: name, number of rounds, pairing system.
#[component]
fn CreateForm() -> impl IntoView {
    let state = AppState::get();
    let name = RwSignal::new(String::new());
    let rounds = RwSignal::new(String::from("7"));
    let system = RwSignal::new(SystemKind::default().id().to_owned());
    let error = RwSignal::new(None::<String>);

    let submit = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let form = NewTournament {
            name: name.get_untracked(),
            rounds: rounds.get_untracked(),
            system: system.get_untracked(),
        };
        let tournament = match form.build() {
            Ok(t) => t,
            Err(e) => {
                error.set(Some(text::form_error(e)));
                return;
            }
        };
        error.set(None);
        let title = tournament.info.name.clone();
        let created = state.change(|s| {
            let id = s.create(tournament, now())?;
            s.select(Some(&id))?;
            Ok(id)
        });
        if created.is_some() {
            name.set(String::new());
            state.info(text::created(&title));
        }
    };

    view! {
        <section class="card">
            <h2>{text::NEW_TOURNAMENT}</h2>
            <form on:submit=submit novalidate=true data-testid="create-form">
                <Field label=text::FIELD_NAME name="name" value=name maxlength="120"/>
                <div class="row">
                    <Field label=text::FIELD_ROUNDS name="rounds" value=rounds kind="number"
                        class="narrow" inputmode="numeric" min="1" max="99"/>
                    <Choice label=text::FIELD_SYSTEM name="system" value=system options=system_options()/>
                </div>
                {move || chosen(&system.get()).is_some_and(|i| i.superseded)
                    .then(|| view! { <p class="help" data-testid="superseded-note">{text::SUPERSEDED_NOTE}</p> })}
                {move || error.get().map(|e| view! { <p class="field-error" role="alert">{e}</p> })}
                <button type="submit" class="primary">{text::CREATE}</button>
            </form>
        </section>
    }
}

/// Every tournament, oldest first.
#[component]
fn TournamentList() -> impl IntoView {
    let state = AppState::get();
    let ids = move || {
        state
            .store
            .with(|s| s.list().iter().map(|e| e.id.clone()).collect::<Vec<_>>())
    };
    view! {
        <section class="card">
            <h2>{text::YOUR_TOURNAMENTS}</h2>
            <Show
                when=move || !ids().is_empty()
                fallback=|| view! { <p class="help">{text::NO_TOURNAMENTS}</p> }
            >
                <ul class="tournaments" data-testid="tournament-list">
                    <For each=ids key=|id| id.clone() children=|id| view! { <TournamentItem id/> }/>
                </ul>
            </Show>
        </section>
    }
}

/// One tournament: what it is, and its actions.
#[component]
fn TournamentItem(id: String) -> impl IntoView {
    let state = AppState::get();
    let id = StoredValue::new(id);
    let entry = move || state.store.with(|s| s.get(&id.get_value()).cloned());
    let name = move || entry().map(|e| e.tournament.info.name).unwrap_or_default();
    let summary = move || {
        entry()
            .map(|e| {
                format!(
                    "{} · {}",
                    text::system_name(e.tournament.system),
                    text::rounds_and_players(e.tournament.total_rounds, e.tournament.players.len())
                )
            })
            .unwrap_or_default()
    };
    let is_open = move || {
        state.store.with(|s| {
            s.selected()
                .map(|e| e.id == id.get_value())
                .unwrap_or(false)
        })
    };
    let confirming = RwSignal::new(false);

    let open = move |_| {
        state.change(|s| s.select(Some(&id.get_value())));
    };
    let export = move |_| {
        let Some(json) = state.change(|s| s.export_one(&id.get_value(), now())) else {
            return;
        };
        let file = format!(
            "pocket-arbiter-{}-{}.json",
            files::slug(&name()),
            files::today()
        );
        match files::download(&file, &json) {
            Ok(()) => state.info(text::EXPORTED.into()),
            Err(_) => state.error(text::DOWNLOAD_FAILED.into()),
        }
    };
    let delete = move |_| {
        let title = name();
        if state.change(|s| s.delete(&id.get_value())).is_some() {
            state.info(text::deleted(&title));
        }
    };

    view! {
        <li class="tournament" class:selected=is_open data-testid="tournament">
            <div class="tournament-head">
                <strong class="name">{name}</strong>
                <span class="meta">{summary}</span>
            </div>
            <Show
                when=move || confirming.get()
                fallback=move || view! {
                    <div class="row">
                        <button class="primary" on:click=open disabled=is_open>
                            {move || if is_open() { text::IS_OPEN } else { text::OPEN }}
                        </button>
                        <button on:click=export>{text::EXPORT}</button>
                        <button class="danger-outline" on:click=move |_| confirming.set(true)>
                            {text::DELETE}
                        </button>
                    </div>
                }
            >
                <div class="confirm" role="alertdialog">
                    <p>{move || text::confirm_delete(&name())}</p>
                    <div class="row">
                        <button class="danger" on:click=delete>{text::DELETE}</button>
                        <button on:click=move |_| confirming.set(false)>{text::CANCEL}</button>
                    </div>
                </div>
            </Show>
        </li>
    }
}

/// Export every tournament to a file, or import such a file.
#[component]
fn BackupPanel() -> impl IntoView {
    let state = AppState::get();
    let export_all = move |()| {
        let Some(json) = state.change(|s| s.export_all(now())) else {
            return;
        };
        let file = format!("pocket-arbiter-backup-{}.json", files::today());
        match files::download(&file, &json) {
            Ok(()) => state.info(text::EXPORTED.into()),
            Err(_) => state.error(text::DOWNLOAD_FAILED.into()),
        }
    };
    let import = move |(_name, contents): (String, String)| {
        if let Some(report) = state.change(|s| s.import(&contents, now())) {
            state.info(text::imported(&report));
        }
    };
    let has_any = move || state.store.with(|s| !s.list().is_empty());
    view! {
        <ExportImportCard
            title=text::BACKUP
            help=text::BACKUP_HELP
            export_label=text::EXPORT_ALL
            export_testid="export-all"
            can_export=Signal::derive(has_any)
            on_export=Callback::new(export_all)
            import_label=text::IMPORT
            accept=".json,application/json"
            import_testid="import"
            on_file=Callback::new(import)
        />
    }
}
