//! The Tournaments page: create, list, open, export, delete, import; the
//! open tournament's settings and TRF files (see [`super::settings`]).
//! Against data loss: persistent storage asked for with the first
//! tournament, each tournament's last backup, a reminder when a complete
//! round is in no backup, a one-tap backup of everything, and an import
//! that shows what it would replace before it does.

use super::fields::{chosen, system_options, Choice, Field};
use super::files::{self, ExportImportCard};
use super::state::{now, AppState};
use super::text;
use crate::model::SystemKind;
use crate::store::browser;
use crate::store::{ImportAction, ImportPlan, NewTournament};
use leptos::prelude::*;

#[component]
pub fn TournamentsPage() -> impl IntoView {
    view! {
        <CreateForm/>
        <TournamentList/>
        <super::settings::EventSettings/>
        <super::audit::AuditLog/>
        <super::settings::TrfPanel/>
        <BackupPanel/>
        <p class="card no-print"><a href=super::state::Page::Verify.hash() data-testid="verify-link">{text::w().verify_link}</a></p>
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
    // A name typed and not created asks before the page is left (`guard`).
    super::guard::track(move || !name.get().trim().is_empty());

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
        let first = state.store.with_untracked(|s| s.list().is_empty());
        let created = state.change(|s| {
            let id = s.create(tournament, now())?;
            s.select(Some(&id))?;
            Ok(id)
        });
        if created.is_some() {
            name.set(String::new());
            state.info(text::created(&title));
            if first && state.persistent.get_untracked() != Some(true) {
                ask_persistence(state);
            }
        }
    };

    view! {
        <section class="card">
            <h2>{text::w().new_tournament}</h2>
            <form on:submit=submit novalidate=true data-testid="create-form">
                <Field label=text::w().new_field_name name="name" value=name maxlength="120"/>
                <div class="row">
                    <Field label=text::w().new_field_rounds name="rounds" value=rounds kind="number"
                        class="narrow" inputmode="numeric" min="1" max="99"/>
                    <Choice label=text::w().new_field_system name="system" value=system options=system_options()/>
                </div>
                {move || chosen(&system.get()).is_some_and(|i| i.superseded)
                    .then(|| view! { <p class="help" data-testid="superseded-note">{text::w().superseded_note}</p> })}
                {move || error.get().map(|e| view! { <p class="field-error" role="alert">{e}</p> })}
                <button type="submit" class="primary">{text::w().create}</button>
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
            <h2>{text::w().your_tournaments}</h2>
            <Show
                when=move || !ids().is_empty()
                fallback=|| view! { <p class="help">{text::w().no_tournaments}</p> }
            >
                <ul class="tournaments" data-testid="tournament-list">
                    <For each=ids key=|id| id.clone() children=|id| view! { <TournamentItem id/> }/>
                </ul>
                <Persistence/>
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
    let backup = move || {
        state.store.with(|s| {
            let id = id.get_value();
            (s.last_backup(&id).map(|b| b.at), s.backup_due(&id))
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
            Ok(()) => {
                state.change(|s| s.record_backup(&[id.get_value()], now()));
                state.info(text::w().exported.into());
            }
            Err(_) => state.error(text::w().download_failed.into()),
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
                <span class="meta" class:warning=move || backup().1.is_some() data-testid="backup-age">
                    {move || {
                        let (at, due) = backup();
                        text::backup_age(at.map(files::local_time), due)
                    }}
                </span>
            </div>
            <Show
                when=move || confirming.get()
                fallback=move || view! {
                    <div class="row">
                        <button
                            class="primary"
                            on:click=open
                            disabled=is_open
                            aria-label=move || {
                                if is_open() { text::w().is_open.to_owned() } else { text::action_on(text::w().open, &name()) }
                            }
                        >
                            {move || if is_open() { text::w().is_open } else { text::w().open }}
                        </button>
                        <button on:click=export aria-label=move || text::action_on(text::w().export, &name())>
                            {text::w().export}
                        </button>
                        <button
                            class="danger-outline"
                            aria-label=move || text::action_on(text::w().delete, &name())
                            on:click=move |_| confirming.set(true)
                        >
                            {text::w().delete}
                        </button>
                    </div>
                }
            >
                <div class="confirm" role="alertdialog" aria-label=move || text::confirm_delete(&name())>
                    <p>{move || text::confirm_delete(&name())}</p>
                    <div class="row">
                        <button
                            class="danger"
                            aria-label=move || text::action_on(text::w().delete, &name())
                            on:click=delete
                        >
                            {text::w().delete}
                        </button>
                        <button on:click=move |_| confirming.set(false)>{text::w().cancel}</button>
                    </div>
                </div>
            </Show>
        </li>
    }
}

/// Writes every tournament to one backup file (the downloads) and notes
/// the time for each. Gives true when the file was handed to the browser.
pub fn backup_everything(state: AppState) -> bool {
    let Some(json) = state.change(|s| s.export_all(now())) else {
        return false;
    };
    let file = format!("pocket-arbiter-backup-{}.json", files::today());
    match files::download(&file, &json) {
        Ok(()) => {
            let ids: Vec<String> = state
                .store
                .with_untracked(|s| s.list().iter().map(|e| e.id.clone()).collect());
            state.change(|s| s.record_backup(&ids, now()));
            state.info(text::w().exported.into());
            true
        }
        Err(_) => {
            state.error(text::w().download_failed.into());
            false
        }
    }
}

/// Export every tournament to a file, or import such a file. An import
/// that only adds is done at once; one that meets tournaments already here
/// in another revision shows first what it would do.
#[component]
fn BackupPanel() -> impl IntoView {
    let state = AppState::get();
    let preview = RwSignal::new(None::<ImportPlan>);
    let import = move |(_name, contents): (String, String)| {
        let Some(plan) = state.change(|s| s.plan_import(&contents)) else {
            return;
        };
        let needs_a_look = plan.items.iter().any(|i| {
            matches!(
                i.action,
                ImportAction::Replace { .. } | ImportAction::KeepStored { .. }
            )
        });
        if needs_a_look {
            preview.set(Some(plan));
        } else {
            apply(state, &plan, false);
        }
    };
    let has_any = move || state.store.with(|s| !s.list().is_empty());
    view! {
        <ExportImportCard
            title=text::w().backup
            help=text::w().backup_help
            export_label=text::w().export_all
            export_testid="export-all"
            can_export=Signal::derive(has_any)
            on_export=Callback::new(move |()| {
                backup_everything(state);
            })
            import_label=text::w().import
            accept=".json,application/json"
            import_testid="import"
            on_file=Callback::new(import)
        />
        {move || preview.get().map(|plan| view! { <ImportPreview plan preview/> })}
    }
}

fn apply(state: AppState, plan: &ImportPlan, replace: bool) {
    if let Some(report) = state.change(|s| s.apply_import(plan, replace, now())) {
        state.info(text::imported(&report));
    }
}

/// What an import would do, tournament by tournament, before it is done.
#[component]
fn ImportPreview(plan: ImportPlan, preview: RwSignal<Option<ImportPlan>>) -> impl IntoView {
    let state = AppState::get();
    let replaces = plan.would_replace();
    let lines: Vec<_> = plan
        .items
        .iter()
        .map(|i| {
            let line = text::import_action(&i.envelope.tournament.info.name, i.action);
            view! { <li data-testid="import-item">{line}</li> }
        })
        .collect();
    let plan = StoredValue::new(plan);
    let run = move |replace: bool| {
        preview.set(None);
        plan.with_value(|p| apply(state, p, replace));
    };
    view! {
        <section class="card" role="alertdialog" aria-label=text::w().import_preview data-testid="import-preview">
            <h2>{text::w().import_preview}</h2>
            <ul>{lines}</ul>
            <div class="row">
                {replaces.then(|| view! {
                    <button class="danger" data-testid="import-replace" on:click=move |_| run(true)>
                        {text::w().import_and_replace}
                    </button>
                })}
                <button class="primary" data-testid="import-keep" on:click=move |_| run(false)>
                    {text::w().import_keep_stored}
                </button>
                <button on:click=move |_| preview.set(None)>{text::w().cancel}</button>
            </div>
        </section>
    }
}

/// Reads whether the browser keeps this origin's storage (at start).
pub fn check_persistence(state: AppState) {
    leptos::task::spawn_local(async move {
        if let Some(granted) = browser::is_persistent().await {
            state.persistent.set(Some(granted));
        }
    });
}

/// Asks the browser to keep this origin's storage (with the first
/// tournament) and shows the answer.
fn ask_persistence(state: AppState) {
    leptos::task::spawn_local(async move {
        let answer = browser::request_persistent().await;
        state.persistent.set(Some(answer.unwrap_or(false)));
        state.info(text::persistence(answer).into());
    });
}

/// Whether the browser may delete the tournaments, and what to do.
#[component]
fn Persistence() -> impl IntoView {
    let state = AppState::get();
    view! {
        <p class="help" data-testid="persistence"
            data-persistent=move || match state.persistent.get() {
                Some(true) => "yes",
                Some(false) => "no",
                None => "unknown",
            }>
            {move || text::persistence(state.persistent.get())}
        </p>
    }
}

/// Shown on every page while the open tournament has a complete round that
/// no backup holds: one tap backs up everything.
#[component]
pub fn BackupReminder() -> impl IntoView {
    let state = AppState::get();
    let due = move || {
        state
            .store
            .with(|s| s.selected().and_then(|e| s.backup_due(&e.id)))
    };
    view! {
        {move || due().map(|round| view! {
            <div class="notice info no-print" data-testid="backup-reminder">
                <span>{text::backup_reminder(round)}</span>
                <button class="primary" data-testid="backup-now" on:click=move |_| {
                    backup_everything(state);
                }>{text::w().backup_now}</button>
            </div>
        })}
    }
}
