//! The arbiter's report: the event's settings, the pairing program and its
//! version, every complete round re-paired and compared (the checker), and
//! the FIDE mode's findings (C.04.2 art. 1.1, 1.4, 1.5, 2.3, 4.4; C.04.5
//! art. 2.1.2). Printable (`style/main.css`, `.report`).

use super::state::{AppState, Page};
use super::text;
use super::worker::{self, Compute, ComputeReply, Computed, WorkerSlot};
use crate::checker::{fide_report, RoundCheck};
use crate::model::fide::{ChangeReason, PairingChange, Severity};
use crate::model::{Pairing, PairingError, Tournament};
use leptos::prelude::*;

thread_local! {
    /// The report's worker: it pairs the complete rounds again.
    static REPORTING: WorkerSlot = const { WorkerSlot::new() };
}

/// Each complete round and the event's system's pairing of it.
type Repaired = Vec<(u32, Result<Pairing, PairingError>)>;

#[component]
pub fn ReportPage() -> impl IntoView {
    let state = AppState::get();
    // The complete rounds paired again, in the worker (issue 17): the
    // report's slow part; the rest is read from them on the page.
    let repaired: worker::Computation<Repaired> = RwSignal::new(None);
    let run = move |t: Tournament| {
        worker::compute_open(
            &REPORTING,
            repaired,
            t,
            Compute::Repair,
            |reply| match reply {
                ComputeReply::Repaired(r) => Some(r),
                _ => None,
            },
            // Pairing needs the worker: the page has no engine.
            |_: &Tournament| None,
        )
    };
    Effect::new(move |_| {
        if let Some(t) = state.open_tournament() {
            if !worker::is_about(repaired, &t) {
                run(t);
            }
        }
    });
    on_cleanup(|| worker::stop(&REPORTING));
    let cancel = move || worker::cancel_open(&REPORTING, repaired);
    let again = move || {
        if let Some(t) = state.open_tournament() {
            run(t);
        }
    };
    view! {
        <section class="card report" data-testid="report">
            <h2>{text::w().report_title}</h2>
            {move || {
                let Some(t) = state.open_tournament() else {
                    return view! {
                        <p class="help">
                            <a href=Page::Tournaments.hash()>{text::w().open_one_first}</a>
                        </p>
                    }
                    .into_any();
                };
                let computed = repaired.with(|r| match r {
                    Some((k, c)) if *k == t => c.clone(),
                    _ => Computed::Busy(None),
                });
                let done = match computed {
                    Computed::Done(d) => d,
                    other => return worker::status_view(&other, cancel, again).into_any(),
                };
                // The worker paired every complete round of this very
                // tournament (`Compute::Repair`), the rounds the report
                // checks; should one be missing, the page, which has no
                // engine, says the worker was unavailable.
                let complete = t.complete_rounds();
                if complete.iter().any(|r| !done.iter().any(|(x, _)| x == r)) {
                    return worker::status_view(&Computed::<()>::Unavailable, cancel, again).into_any();
                }
                let report = fide_report(&t, |_, r| {
                    done.iter()
                        .find(|(x, _)| *x == r)
                        .map(|(_, p)| p.clone())
                        .unwrap_or(Err(PairingError::NoLegalPairing { round: r }))
                });
                let verdict = text::cat().fide_verdict(&report);
                let agree = report.rounds.iter().filter(|c| c.agrees()).count();
                let checked = report.rounds.len();
                let issues = report
                    .issues
                    .iter()
                    .map(|i| {
                        let class = if i.severity == Severity::Refused { "refused" } else { "warning" };
                        view! {
                            <li class=class data-testid="fide-issue">
                                <strong>{i.kind.article()}</strong> " — " {text::cat().fide_issue(i)}
                            </li>
                        }
                    })
                    .collect_view();
                let rounds = report
                    .rounds
                    .iter()
                    .map(|c| view! { <RoundLine c=c.clone() t=t.clone()/> })
                    .collect_view();
                view! {
                    <div class="row no-print">
                        <button on:click=move |_| super::rounds::print_page()>{text::w().print}</button>
                    </div>
                    <Settings t=t.clone()/>
                    <h3>{text::w().report_program}</h3>
                    <p data-testid="report-program">{text::report_program(env!("CARGO_PKG_NAME"), env!("CARGO_PKG_VERSION"))}</p>
                    <h3>{text::w().report_checker}</h3>
                    <p data-testid="report-checker">{text::report_checker(agree, checked)}</p>
                    <ul class="report-rounds">{rounds}</ul>
                    <h3>{text::w().report_fide}</h3>
                    <p data-testid="report-verdict">
                        {if t.fide_mode { text::w().fide_mode_on } else { text::w().fide_mode_off }} " " {verdict}
                    </p>
                    <ul class="report-issues">{issues}</ul>
                    <p class="help">{text::cat().tpn_rule()}</p>
                }
                .into_any()
            }}
        </section>
    }
}

/// The event's settings, one line each.
#[component]
fn Settings(t: Tournament) -> impl IntoView {
    let info = t.system.info();
    let tiebreaks = t
        .tiebreaks
        .clone()
        .unwrap_or_else(|| crate::model::tiebreak::DEFAULT_TIEBREAKS.to_vec())
        .iter()
        .map(|tb| tb.code())
        .collect::<Vec<_>>()
        .join(", ");
    let rows: Vec<(&'static str, String)> = vec![
        (text::w().field_name, t.info.name.clone()),
        (text::w().field_city, t.info.city.clone()),
        (text::w().field_start, t.info.start_date.clone()),
        (text::w().field_end, t.info.end_date.clone()),
        (text::w().report_chief_arbiter, t.info.chief_arbiter.clone()),
        (text::w().field_rounds, t.total_rounds.to_string()),
        (
            text::w().field_system,
            format!(
                "{} — FIDE {} ({}), TRF 192 {}",
                text::system_name(t.system),
                info.article,
                info.year,
                t.system.trf_code(t.baku_acceleration)
            ),
        ),
        (
            text::w().point_system,
            format!(
                "{} / {} / {}, PAB {}",
                t.points.win, t.points.draw, t.points.loss, t.points.pab
            ),
        ),
        (text::w().report_tiebreaks, tiebreaks),
        (
            text::w().field_full_point_byes,
            text::yes_no(t.full_point_byes),
        ),
        (text::w().field_fide_mode, text::yes_no(t.fide_mode)),
    ];
    let rows = rows
        .into_iter()
        .map(|(k, v)| view! { <tr><th>{k}</th><td>{v}</td></tr> })
        .collect_view();
    view! {
        <h3>{text::w().settings}</h3>
        <table class="report-settings" data-testid="report-settings"><tbody>{rows}</tbody></table>
    }
}

/// One re-paired round; a round that differs offers the reasons of C.04.2
/// art. 4.4 to record (screen only).
#[component]
fn RoundLine(c: RoundCheck, t: Tournament) -> impl IntoView {
    let state = AppState::get();
    let round = c.round;
    let line = text::cat().round_check(&c);
    let recorded = t
        .pairing_changes
        .iter()
        .find(|p| p.round == round)
        .map(|p| p.reason);
    let record = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        let reason = ChangeReason::ALL.into_iter().find(|r| r.article() == value);
        state.edit(|t| {
            t.pairing_changes.retain(|p| p.round != round);
            if let Some(reason) = reason {
                t.pairing_changes.push(PairingChange { round, reason });
            }
            Ok::<(), crate::model::arbiter::ArbiterError>(())
        });
    };
    let options = ChangeReason::ALL
        .into_iter()
        .map(|r| {
            view! {
                <option value=r.article() selected=recorded == Some(r)>{r.to_string()}</option>
            }
        })
        .collect_view();
    let differs = !c.agrees();
    view! {
        <li data-testid="report-round" class:differs=differs>
            {line}
            {differs.then(|| view! {
                <label class="no-print">
                    <span>{text::w().change_reason}</span>
                    <select
                        name="change-reason"
                        aria-label=text::on_round(text::w().change_reason, round)
                        on:change=record
                    >
                        <option value="" selected=recorded.is_none()>{text::w().no_reason}</option>
                        {options}
                    </select>
                </label>
            })}
        </li>
    }
}
