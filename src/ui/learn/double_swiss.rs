//! "Explain a round" for the Double-Swiss system (C.04.5, issue 23): the
//! engine's own record of a round ([`crate::teach::double_swiss`]) — the
//! bye, each bracket stepped through its upfloater sets and the values tried
//! at each position of the identifier, drawn as the top members facing the
//! bottom members (the rejected pair red with its criterion), trainer mode
//! (keyboard, large type, presenter notes from `notes/double-swiss.json`),
//! a link to a lesson's step, the colours — and the Double-Swiss lessons.
//! Words from [`crate::lang::en::double_swiss_teach`].

use super::widgets::{PickTwo, Stepper};
use crate::double_swiss::record::DsArticle;
use crate::model::Tpn;
use crate::teach::double_swiss::{DsColumn, DsDiagram, DsLesson, DsStudy};
use crate::ui::text;
use leptos::prelude::*;
use std::sync::Arc;

/// A word of `lang::{en,fr}::double_swiss_teach` in the current language.
macro_rules! dsw {
    ($name:ident) => {
        match text::lang() {
            crate::lang::Lang::En => crate::lang::en::double_swiss_teach::$name,
            crate::lang::Lang::Fr => crate::lang::fr::double_swiss_teach::$name,
        }
    };
}

/// The notes file of the Double-Swiss text (`public/notes/double-swiss.json`).
const NOTES: &str = "double-swiss";

/// Drawing units (the SVG scales to its box: a 390 px phone or a projector).
const WIDTH: f64 = 340.0;
const CARD_W: f64 = 116.0;
const CARD_H: f64 = 46.0;
const ROW_H: f64 = 56.0;
const TOP: f64 = 26.0;
const GAP: f64 = 26.0;

fn card_x(c: DsColumn) -> f64 {
    match c {
        DsColumn::Left => 0.0,
        DsColumn::Right => WIDTH - CARD_W,
        DsColumn::Waiting | DsColumn::Out => (WIDTH - CARD_W) / 2.0,
    }
}

fn row_y(d: &DsDiagram, row: usize) -> f64 {
    let gap = if row >= d.first_waiting_row { GAP } else { 0.0 };
    TOP + gap + ROW_H * row as f64
}

fn height(d: &DsDiagram) -> f64 {
    let gap = if d.rows > d.first_waiting_row {
        GAP
    } else {
        0.0
    };
    TOP + gap + ROW_H * d.rows.max(1) as f64
}

/// A Double-Swiss round: the bye, the brackets (one open at a time), the colours.
#[component]
pub fn DsRoundView(
    study: Arc<DsStudy>,
    /// The lesson shown, if it is one (its steps can be linked).
    #[prop(optional_no_strip)]
    lesson: Option<DsLesson>,
    /// A linked bracket and step (0-based), opened once.
    #[prop(optional_no_strip)]
    start: Option<(usize, usize)>,
) -> impl IntoView {
    let open = RwSignal::new(start.map(|(b, _)| b));
    let first_step = StoredValue::new(start.map(|(_, s)| s));
    let s = study.clone();
    let list = study
        .record
        .brackets
        .iter()
        .enumerate()
        .map(|(k, b)| {
            let title = dsw!(bracket_title)(k, b.score, &b.residents, &b.upfloaters);
            view! {
                <li>
                    <button class="bracket-item" data-testid="ds-bracket-item"
                        aria-expanded=move || (open.get() == Some(k)).to_string()
                        on:click=move |_| open.update(|o| *o = if *o == Some(k) { None } else { Some(k) })>
                        {title}
                    </button>
                </li>
            }
        })
        .collect_view();
    let bye = study.record.bye.clone().map(|b| {
        let tries = b
            .tried
            .iter()
            .map(|t| view! { <li data-testid="ds-bye-try">{dsw!(bye_try)(t)}</li> })
            .collect_view();
        view! {
            <section data-testid="ds-bye">
                <h3>{dsw!(BYE)}</h3>
                {(!b.ineligible.is_empty()).then(|| view! { <p class="meta">{dsw!(ineligible)(&b.ineligible)}</p> })}
                <ol>{tries}</ol>
            </section>
        }
    });
    let colours = study
        .record
        .colours
        .iter()
        .map(|c| view! { <li data-testid="ds-colour">{dsw!(colour)(c)}</li> })
        .collect_view();
    view! {
        <section class="card" data-testid="ds-round">
            <h2>{dsw!(TITLE)}</h2>
            <p class="help">{dsw!(INTRO)}</p>
            {study.recorded_differs.then(|| view! { <p class="help">{dsw!(RECORDED_DIFFERS)}</p> })}
            {bye}
            <h3>{dsw!(BRACKETS)}</h3>
            <ul class="bracket-list">{list}</ul>
            <h3>{dsw!(COLOURS)}</h3>
            <ol>{colours}</ol>
        </section>
        <DsWhyNotCard study=study.clone()/>
        {move || open.get().map(|k| {
            let step = first_step.get_value().unwrap_or(0);
            first_step.set_value(None);
            view! { <DsBracketView study=s.clone() index=k lesson step/> }
        })}
    }
}

/// "Why not X–Y?" read from the record (`DsStudy::why_not`, C.04.5 art.
/// 3.3–3.6): two players of the round and the structured answer, worded by
/// `double_swiss_teach::why_not`; the answer is announced (`aria-live`).
#[component]
fn DsWhyNotCard(study: Arc<DsStudy>) -> impl IntoView {
    let mut players: Vec<Tpn> = study
        .pairing
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(study.pairing.bye)
        .collect();
    crate::sort::sort(&mut players);
    let x = RwSignal::new(None::<Tpn>);
    let y = RwSignal::new(None::<Tpn>);
    let answer = RwSignal::new(None::<String>);
    let players: Vec<(Tpn, String)> = players.into_iter().map(|p| (p, p.to_string())).collect();
    let changed = Callback::new(move |()| answer.set(None));
    let ask = move |_| {
        let (Some(a), Some(b)) = (x.get_untracked(), y.get_untracked()) else {
            return;
        };
        let text = match study.why_not(a, b) {
            Some(w) => dsw!(why_not)(&w, a, b),
            None => dsw!(WHY_SAME).to_string(),
        };
        answer.set(Some(text));
    };
    view! {
        <section class="card" data-testid="ds-why-not">
            <h2>{dsw!(WHY_NOT)}</h2>
            <p class="help">{dsw!(WHY_NOT_HELP)}</p>
            <PickTwo
                players
                x
                y
                labels=[dsw!(WHY_X), dsw!(WHY_Y)]
                ids=["ds-why-x", "ds-why-y"]
                changed
            />
            <button class="primary" data-testid="ds-why-ask"
                disabled=move || x.get().is_none() || y.get().is_none()
                on:click=ask>
                {dsw!(WHY_ASK)}
            </button>
            <div aria-live="polite">
                {move || answer.get().map(|a| view! { <p class="answer" data-testid="ds-why-answer">{a}</p> })}
            </div>
        </section>
    }
}

/// One bracket stepped through, in trainer mode on demand.
#[component]
fn DsBracketView(
    study: Arc<DsStudy>,
    index: usize,
    lesson: Option<DsLesson>,
    step: usize,
) -> impl IntoView {
    let steps = study.steps(index);
    let len = steps.len();
    let last = len.saturating_sub(1);
    let at = RwSignal::new(step.min(last));
    let steps = StoredValue::new(steps);
    let s = study.clone();
    let drawing = Memo::new(move |_| s.diagram(index, at.get()));
    let trainer = RwSignal::new(false);
    let title = study
        .record
        .brackets
        .get(index)
        .map(|b| dsw!(bracket_title)(index, b.score, &b.residents, &b.upfloaters))
        .unwrap_or_default();
    // Keyboard control for a room: [`super::widgets::trainer_key`].
    let on_key = move |ev: leptos::ev::KeyboardEvent| {
        if len == 0 {
            return;
        }
        super::widgets::trainer_key(&ev, at, last, trainer);
    };
    let current = move || {
        steps.with_value(|all| all.get(at.get()).cloned()).map(|s| {
            let class = if s.accepted() {
                "outcome good"
            } else {
                "outcome bad"
            };
            view! {
                <p class=class data-testid="ds-step" data-breaks=s.breaks().map(DsArticle::id).unwrap_or_default()>
                    {dsw!(step)(&s)}
                </p>
            }
        })
    };
    let sequence = move || {
        let k = at.get().min(last);
        steps.with_value(|all| {
            all.iter()
                .enumerate()
                .skip(k.saturating_sub(3))
                .take(7)
                .map(|(i, s)| {
                    let here = i == k;
                    view! {
                        <li class:hl=here aria-current=here.then_some("step")>
                            <span class="seq-n">{i + 1}". "</span>
                            {dsw!(step)(s)}
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <section class="card bracket" data-testid="ds-bracket">
            <h2>{title.clone()}</h2>
            <div
                class="trainer-area"
                class:trainer=move || trainer.get()
                data-testid="ds-trainer-area"
                tabindex="0"
                role="group"
                aria-label=title
                aria-keyshortcuts="ArrowRight ArrowLeft Space Home End Escape"
                on:keydown=on_key
            >
                <div class="row trainer-bar">
                    <button
                        data-testid="ds-trainer-toggle"
                        aria-pressed=move || if trainer.get() { "true" } else { "false" }
                        on:click=move |_| trainer.update(|t| *t = !*t)
                    >
                        {move || if trainer.get() { dsw!(TRAINER_EXIT) } else { dsw!(TRAINER) }}
                    </button>
                    {lesson.map(|lesson| view! {
                        <a class="button-link" data-testid="ds-step-link"
                            href=move || super::link::to_hash(super::link::DeepLink::DsStep { lesson, bracket: index, step: at.get() })>
                            {dsw!(LINK)}
                        </a>
                    })}
                </div>
                <p class="help">{dsw!(KEYS)}</p>
                {(len > 0).then(|| view! { <Stepper index=at len chosen=None id="ds"/> })}
                {(len > 0).then(|| view! { <DsDiagramView diagram=drawing/> })}
                {current}
                {move || trainer.get().then(|| {
                    let ids = Signal::derive(move || {
                        steps.with_value(|all| {
                            all.get(at.get())
                                .map(|s| s.articles().iter().map(|a| a.id().to_string()).collect())
                                .unwrap_or_default()
                        })
                    });
                    view! { <super::notes::PresenterNoteOf system=NOTES ids/> }
                })}
                {(len > 1).then(|| view! {
                    <section class="sequence-box" aria-label=dsw!(SEQUENCE) data-testid="ds-sequence">
                        <h3>{dsw!(SEQUENCE)}</h3>
                        <ol class="sequence steps">{sequence}</ol>
                    </section>
                })}
            </div>
        </section>
    }
}

/// One card: pairing number, score, an upfloater's arrow, a floater's mark,
/// and the criterion that rejected it at this step.
fn card_view(
    tpn: Tpn,
    score: String,
    upfloater: bool,
    floated: bool,
    mark: Option<DsArticle>,
) -> impl IntoView {
    let detail = format!("{score}{}", if upfloater { " ↑" } else { "" });
    let second = if floated { "⇅" } else { "" };
    let mark = mark.map(|a| {
        view! { <text class="card-mark" x="58" y="-4" text-anchor="middle">{a.id()}</text> }
    });
    view! {
        <rect class="card-box" class:mdp=upfloater width=CARD_W height=CARD_H rx="7"/>
        <text class="card-tpn" x="10" y="29">{tpn.to_string()}</text>
        <text class="card-detail" x="60" y="19">{detail}</text>
        <text class="card-detail" x="60" y="37">{second}</text>
        {mark}
    }
}

/// The drawing of a step: the cards keep their group from step to step (a
/// step moves only the players it moves, by the CSS transition; none under
/// reduced motion), the pairs as lines, a rejected one red with its
/// criterion; the same facts in a list for screen readers.
#[component]
fn DsDiagramView(diagram: Memo<Option<DsDiagram>>) -> impl IntoView {
    let heads = move || {
        diagram.with(|d| match d {
            Some(d) if d.pairing => (dsw!(TOPS), dsw!(BOTTOMS)),
            _ => (dsw!(RESIDENTS), dsw!(SET_TRIED)),
        })
    };
    let players: Vec<Tpn> = diagram.with_untracked(|d| {
        d.iter()
            .flat_map(|d| d.cards.iter().map(|c| c.tpn))
            .collect()
    });
    let groups = players
        .into_iter()
        .map(|tpn| {
            let card = move || {
                diagram.with(|d| {
                    d.as_ref().and_then(|d| {
                        d.cards
                            .iter()
                            .find(|c| c.tpn == tpn)
                            .map(|c| (c.clone(), card_x(c.column), row_y(d, c.row)))
                    })
                })
            };
            let place = move || {
                let (x, y) = card().map_or((0.0, 0.0), |(_, x, y)| (x, y));
                format!("transform: translate({x}px, {y}px)")
            };
            let hidden = move || {
                if card().is_some_and(|(c, _, _)| c.column != DsColumn::Out) {
                    "visible"
                } else {
                    "hidden"
                }
            };
            let inside = move || {
                card().map(|(c, _, _)| {
                    card_view(
                        c.tpn,
                        text::decimal_points(c.score),
                        c.upfloater,
                        c.floated,
                        c.mark,
                    )
                })
            };
            view! {
                <g class="dcard" data-tpn=tpn.to_string() style=place visibility=hidden>
                    {inside}
                </g>
            }
        })
        .collect_view();
    let links = move || {
        diagram.with(|d| {
            d.iter()
                .flat_map(|d| {
                    d.links.iter().map(move |l| {
                        let y = row_y(d, l.row) + CARD_H / 2.0;
                        let (x1, x2) = (CARD_W, WIDTH - CARD_W);
                        let class = if l.breaks.is_some() {
                            "link breaks"
                        } else {
                            "link fine"
                        };
                        view! {
                            <g class=class data-testid="ds-link" data-pair=format!("{}-{}", l.top, l.bottom)>
                                <line x1=x1 y1=y x2=x2 y2=y/>
                                <text class="link-tag" x=(x1 + x2) / 2.0 y=y - 5.0 text-anchor="middle">
                                    {l.breaks.map(|a| a.id()).unwrap_or_default()}
                                </text>
                            </g>
                        }
                    })
                })
                .collect_view()
        })
    };
    let waiting_caption = move || {
        diagram.with(|d| {
            d.as_ref().filter(|d| d.rows > d.first_waiting_row).map(|d| {
                let y = row_y(d, d.first_waiting_row) - 8.0;
                view! { <text class="col-head" x=WIDTH / 2.0 y=y text-anchor="middle">{dsw!(WAITING)}</text> }
            })
        })
    };
    let sentences = move || {
        let (left, right) = heads();
        diagram
            .with(|d| {
                let Some(d) = d else { return Vec::new() };
                let mut out: Vec<String> = d
                    .links
                    .iter()
                    .map(|l| dsw!(link_sentence)(l.top, l.bottom, l.breaks))
                    .collect();
                for c in &d.cards {
                    let column = match c.column {
                        DsColumn::Left | DsColumn::Right if d.pairing && c.mark.is_none() => {
                            continue
                        }
                        DsColumn::Left => left,
                        DsColumn::Right => right,
                        DsColumn::Waiting => dsw!(WAITING),
                        DsColumn::Out => continue,
                    };
                    let mut s = dsw!(card_sentence)(c.tpn, column, c.mark);
                    if c.floated {
                        s = format!("{s} ({})", dsw!(FLOATED));
                    }
                    out.push(s);
                }
                out
            })
            .into_iter()
            .map(|s| view! { <li>{s}</li> })
            .collect_view()
    };
    let view_box = move || {
        diagram.with(|d| format!("-2 0 {} {}", WIDTH + 4.0, d.as_ref().map_or(TOP, height)))
    };
    view! {
        <figure class="diagram" data-testid="ds-diagram">
            <svg viewBox=view_box role="img" aria-label=dsw!(DIAGRAM_LABEL)
                preserveAspectRatio="xMidYMin meet">
                // Anchored at the outer edges: "Bottom members" / « membres
                // inférieurs » is wider than a card.
                <text class="col-head" x="0" y="16" text-anchor="start">{move || heads().0}</text>
                <text class="col-head" x=WIDTH y="16" text-anchor="end">{move || heads().1}</text>
                {links}
                {waiting_caption}
                {groups}
            </svg>
            <figcaption>
                <ul class="visually-hidden" data-testid="ds-diagram-text">{sentences}</ul>
                <p class="legend" aria-hidden="true">
                    <span class="key fine">{dsw!(FINE)}</span>
                    <span class="key breaks">{dsw!(BREAKS)}</span>
                </p>
            </figcaption>
        </figure>
    }
}

/// The Double-Swiss lessons: each a small real event's round, opened as
/// "Explain a round" (its pairing is checked by `tests/teach/double_swiss.rs`).
#[component]
pub fn DsLessons() -> impl IntoView {
    let linked = super::link::take_ds_step();
    let open = RwSignal::new(linked.map(|(l, _, _)| l));
    let start = StoredValue::new(linked.map(|(_, b, s)| (b, s)));
    view! {
        <section class="card" data-testid="ds-lessons">
            <h2>{dsw!(LESSONS)}</h2>
            <ul class="lesson-list">
                {DsLesson::ALL
                    .into_iter()
                    .map(|l| view! {
                        <li>
                            <button class="lesson-item" data-testid="ds-lesson-item" data-lesson=l.key()
                                aria-expanded=move || (open.get() == Some(l)).to_string()
                                on:click=move |_| open.update(|o| *o = if *o == Some(l) { None } else { Some(l) })>
                                <strong>{dsw!(lesson_title)(l)}</strong>
                            </button>
                        </li>
                    })
                    .collect_view()}
            </ul>
        </section>
        {move || open.get().map(|l| {
            let first = start.get_value();
            start.set_value(None);
            match l.study() {
                Ok(s) => view! {
                    <section class="card"><p class="help" data-testid="ds-lesson-text">{dsw!(lesson_text)(l)}</p></section>
                    <DsRoundView study=Arc::new(s) lesson=Some(l) start=first/>
                }
                .into_any(),
                Err(_) => view! { <section class="card"><p class="field-error">{dsw!(NO_ROUND)}</p></section> }.into_any(),
            }
        })}
    }
}
