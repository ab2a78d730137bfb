//! The bracket diagram (issue 23): S1 facing S2 as two columns of player
//! cards, the candidate's pairs as links coloured by what they break, and
//! the unpaired players below, drawn as SVG from
//! [`crate::teach::diagram::Diagram`]. Each card is one SVG group that stays
//! on the page from step to step and moves to its new place with a CSS
//! transition (none under `prefers-reduced-motion`, see style/learn.css), so
//! the room sees exactly the players a transposition or exchange moves.
//! The same facts are in a list for screen readers.

use crate::dutch::classic::ladder::Action;
use crate::dutch::classic::trace::Rejection;
use crate::dutch::context::Criteria;
use crate::model::SystemKind;
use crate::teach::classic::BracketPass;
use crate::teach::classic_diagram::{
    ClassicCard, ClassicDiagram, ClassicLinkStatus, ClassicPlayer, ExchangeMatrix, Rung, RungState,
    TranspositionList,
};
use crate::teach::diagram::{Card, Column, Diagram, ExchangeGrid, LinkStatus};
use crate::teach::study::Failed;
use crate::ui::text;
use leptos::prelude::*;

/// A word of `lang::{en,fr}::diagrams` in the current language.
macro_rules! dw {
    ($name:ident) => {
        match text::lang() {
            crate::lang::Lang::En => crate::lang::en::diagrams::$name,
            crate::lang::Lang::Fr => crate::lang::fr::diagrams::$name,
        }
    };
}

/// Drawing units (the SVG scales to its box: a 390 px phone or a projector).
const WIDTH: f64 = 340.0;
const CARD_W: f64 = 116.0;
const CARD_H: f64 = 46.0;
const ROW_H: f64 = 56.0;
const TOP: f64 = 26.0;
/// The gap between the pairs and the unpaired players: room for its
/// caption above the unpaired cards' criterion tags (drawn at their top).
const GAP: f64 = 40.0;

fn card_x(c: Column) -> f64 {
    match c {
        Column::S1 => 0.0,
        Column::S2 => WIDTH - CARD_W,
        Column::Unpaired => (WIDTH - CARD_W) / 2.0,
    }
}

fn row_y(d: &Diagram, row: usize) -> f64 {
    let gap = if row >= d.first_unpaired_row {
        GAP
    } else {
        0.0
    };
    TOP + gap + ROW_H * row as f64
}

fn height(d: &Diagram) -> f64 {
    let gap = if d.rows > d.first_unpaired_row {
        GAP
    } else {
        0.0
    };
    TOP + gap + ROW_H * d.rows as f64
}

/// "C12" (2017: "C.10") in the current language.
fn criterion(k: Criteria, c: crate::dutch::criterion::Criterion) -> String {
    text::cat().failed_in(k, &Failed::Criterion(c))
}

/// "C12, C13".
fn criteria_list(k: Criteria, v: &[crate::dutch::criterion::Criterion]) -> String {
    v.iter()
        .map(|&c| criterion(k, c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The CSS class of a link.
fn link_class(s: &LinkStatus) -> &'static str {
    match s {
        LinkStatus::Fine => "link fine",
        LinkStatus::Breaks(_) => "link breaks",
        LinkStatus::Worse(_) => "link worse",
    }
}

/// The short tag on a link: "C1", "C12 C13", "" when fine.
fn link_tag(k: Criteria, s: &LinkStatus) -> String {
    match s {
        LinkStatus::Fine => String::new(),
        LinkStatus::Breaks(a) => text::cat()
            .failed_in(k, &Failed::Absolute(*a))
            .split(' ')
            .next()
            .unwrap_or_default()
            .to_string(),
        LinkStatus::Worse(v) => v
            .iter()
            .map(|c| criterion(k, *c))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// The sentence a screen reader gets for a link.
fn link_sentence(
    k: Criteria,
    s1: crate::model::Tpn,
    s2: crate::model::Tpn,
    s: &LinkStatus,
) -> String {
    match s {
        LinkStatus::Fine => text::diagram_link_fine(s1, s2),
        LinkStatus::Breaks(a) => {
            text::diagram_link_breaks(s1, s2, &text::cat().failed_in(k, &Failed::Absolute(*a)))
        }
        LinkStatus::Worse(v) => text::diagram_link_worse(s1, s2, &criteria_list(k, v)),
    }
}

/// One player's card: pairing number, BSN and score, colour preference,
/// float marks; an MDP is shaded.
fn card_view(k: Criteria, c: &Card) -> impl IntoView {
    let pref = text::preference_short(c.preference);
    let floats = text::float_marks(c.last_float, c.float_before);
    let detail = format!(
        "{} {} · {}",
        text::w().bsn,
        c.bsn,
        text::decimal_points(c.score)
    );
    let marks = (!c.marks.is_empty()).then(|| {
        let tag = c
            .marks
            .iter()
            .map(|m| criterion(k, *m))
            .collect::<Vec<_>>()
            .join(" ");
        view! { <text class="card-mark" x="58" y="-4" text-anchor="middle">{tag}</text> }
    });
    view! {
        <rect class="card-box" class:mdp=c.mdp width=CARD_W height=CARD_H rx="7"/>
        <text class="card-tpn" x="10" y="29">{c.tpn.to_string()}</text>
        <text class="card-detail" x="46" y="19">{detail}</text>
        <text class="card-detail" x="46" y="37">{format!("{pref} {floats}")}</text>
        {marks}
    }
}

/// The diagram of the step `diagram` gives; `cards` is the bracket's
/// players in BSN order (one SVG group each, kept across steps).
#[component]
pub fn BracketDiagram(
    /// The drawing of the current step.
    diagram: Signal<Diagram>,
    /// The text whose criteria the step names (2026 [Cn], 2017 C.n).
    criteria: Criteria,
) -> impl IntoView {
    let k = criteria;
    // The players never change within a bracket: draw each card once and
    // move it.
    let cards = diagram.with_untracked(|d| d.cards.clone());
    let groups = cards
        .into_iter()
        .map(|c| {
            let tpn = c.tpn;
            let place = move || {
                diagram.with(|d| {
                    let now = d.cards.iter().find(|x| x.tpn == tpn);
                    let (x, y) = now.map_or((0.0, 0.0), |n| (card_x(n.column), row_y(d, n.row)));
                    format!("transform: translate({x}px, {y}px)")
                })
            };
            // Marks depend on the step: redraw the card's inside, keep the group.
            let inside = move || {
                diagram.with(|d| {
                    d.cards
                        .iter()
                        .find(|x| x.tpn == tpn)
                        .map(|n| card_view(k, n).into_any())
                })
            };
            view! {
                <g class="dcard" data-tpn=tpn.to_string() style=place>
                    {inside}
                </g>
            }
        })
        .collect_view();
    let links = move || {
        diagram.with(|d| {
            d.links
                .iter()
                .map(|l| {
                    let y = row_y(d, l.row) + CARD_H / 2.0;
                    let (x1, x2) = (CARD_W, WIDTH - CARD_W);
                    let tag = link_tag(k, &l.status);
                    view! {
                        <g class=link_class(&l.status) data-testid="diagram-link"
                            data-pair=format!("{}-{}", l.s1, l.s2)>
                            <line x1=x1 y1=y x2=x2 y2=y/>
                            <text class="link-tag" x=(x1 + x2) / 2.0 y=y - 5.0 text-anchor="middle">{tag}</text>
                        </g>
                    }
                })
                .collect_view()
        })
    };
    let view_box = move || diagram.with(|d| format!("0 0 {WIDTH} {}", height(d)));
    let unpaired_caption = move || {
        diagram.with(|d| {
            (d.rows > d.first_unpaired_row).then(|| {
                // Above the tags (a card's tags sit 4 units over its top).
                let y = row_y(d, d.first_unpaired_row) - 20.0;
                view! {
                    <text class="col-head" x=WIDTH / 2.0 y=y text-anchor="middle">{text::w().diagram_unpaired}</text>
                }
            })
        })
    };
    let summary = move || diagram.with(text::diagram_summary);
    let sentences = move || {
        diagram.with(|d| {
            let mut v: Vec<String> = d
                .links
                .iter()
                .map(|l| link_sentence(k, l.s1, l.s2, &l.status))
                .collect();
            for c in d.cards.iter().filter(|c| c.column == Column::Unpaired) {
                v.push(text::diagram_unpaired(
                    c.tpn,
                    &criteria_list(k, &c.marks),
                    c.marks.is_empty(),
                ));
            }
            v.into_iter().map(|s| view! { <li>{s}</li> }).collect_view()
        })
    };
    view! {
        <figure class="diagram" data-testid="diagram">
            <svg viewBox=view_box role="img" aria-label=summary preserveAspectRatio="xMidYMin meet">
                <text class="col-head" x=CARD_W / 2.0 y="16" text-anchor="middle">"S1"</text>
                <text class="col-head" x=WIDTH - CARD_W / 2.0 y="16" text-anchor="middle">"S2"</text>
                {links}
                {unpaired_caption}
                {groups}
            </svg>
            <figcaption>
                <ul class="visually-hidden" data-testid="diagram-text">{sentences}</ul>
                <p class="legend" aria-hidden="true">
                    <span class="key fine">{text::w().diagram_fine}</span>
                    <span class="key breaks">{text::w().diagram_breaks}</span>
                    <span class="key worse">{text::w().diagram_worse}</span>
                </p>
            </figcaption>
        </figure>
        {move || diagram.with(|d| d.exchange.clone()).map(exchange_grid_view)}
    }
}

/// art. 4.3: the original S1 × S2 of the bracket, the exchange in force
/// highlighted (as the classic texts' D2 matrix).
fn exchange_grid_view(g: ExchangeGrid) -> impl IntoView {
    let head =
        g.s2.iter()
            .map(|(b, t)| view! { <th scope="col" title=t.to_string()>{b.to_string()}</th> })
            .collect_view();
    let body = (0..g.s1.len())
        .map(|i| {
            let cells = (0..g.s2.len())
                .map(|j| {
                    let (v, hit) = g.cell(i, j).unwrap_or((0, false));
                    view! { <td class:hl=hit data-testid=if hit { "x26-hit" } else { "x26-cell" }>{v}</td> }
                })
                .collect_view();
            let (b, t) = g.s1[i];
            view! { <tr><th scope="row" title=t.to_string()>{b.to_string()}</th>{cells}</tr> }
        })
        .collect_view();
    let caption = dw!(exchange_2026)(g.number, &g.out_of_s1, &g.out_of_s2, g.difference());
    view! {
        <section class="side exchange-2026" data-testid="exchange-2026">
            <h3>{dw!(EXCHANGE_2026_TITLE)}</h3>
            <p class="meta" data-testid="exchange-2026-caption">{caption}</p>
            <div class="scroll-x" tabindex="0" role="region" aria-label=dw!(EXCHANGE_2026_TITLE)>
                <table class="data d2">
                    <caption class="visually-hidden">{dw!(S1_ROWS_2026)}</caption>
                    <thead><tr><td></td>{head}</tr></thead>
                    <tbody>{body}</tbody>
                </table>
            </div>
        </section>
    }
}

// ---- The classic texts (dutch-2008, dutch-2006, dutch-1992-ffe) ----

/// The short tag of a rejection on a line or a card: the text's article
/// ("B1a", "B2", "A7.d", "B5"), the part of its sentence before the colon.
fn rejection_tag(system: SystemKind, r: &Rejection) -> String {
    let s = text::cat().rejection(system, r);
    s.split([':', '\u{a0}'])
        .next()
        .unwrap_or_default()
        .trim()
        .to_string()
}

fn classic_card_view(
    c: &ClassicCard,
    system: SystemKind,
    player: Option<&ClassicPlayer>,
) -> impl IntoView {
    let number = c.number.map(dw!(number)).unwrap_or_default();
    let mark = c.mark.as_ref().map(|r| {
        view! { <text class="card-mark" x="58" y="-4" text-anchor="middle">{rejection_tag(system, r)}</text> }
    });
    // With the player's data (issue 23): the number and score, then the
    // colour preference with its strength and the float marks, as the
    // 2026 cards.
    let lines = match player {
        Some(p) => {
            let first = match p.score {
                Some(s) if number.is_empty() => text::decimal_points(s),
                Some(s) => format!("{number} · {}", text::decimal_points(s)),
                None => number.clone(),
            };
            let second = format!(
                "{} {}",
                text::preference_short(p.preference),
                text::float_marks(p.last_float, p.float_before)
            );
            view! {
                <text class="card-detail" x="46" y="19">{first}</text>
                <text class="card-detail" x="46" y="37">{second}</text>
            }
            .into_any()
        }
        None => view! { <text class="card-detail" x="60" y="29">{number}</text> }.into_any(),
    };
    view! {
        <rect class="card-box" width=CARD_W height=CARD_H rx="7"/>
        <text class="card-tpn" x="10" y="29">{c.tpn.to_string()}</text>
        {lines}
        {mark}
    }
}

fn classic_row_y(first_unpaired: usize, row: usize) -> f64 {
    let gap = if row >= first_unpaired { GAP } else { 0.0 };
    TOP + gap + ROW_H * row as f64
}

/// The classic texts' bracket pass drawn step by step: S1 facing S2 as C4
/// made them, the candidate's pairs (the rejected pair red and dashed with
/// its article), and beside it the D1 list, the D2 matrix and the C10
/// ladder at that step. Arrow keys, space, Home and End step when it has
/// focus; trainer mode fills the screen in large type (Escape leaves it).
#[component]
pub fn ClassicBracketDiagram(
    pass: BracketPass,
    system: SystemKind,
    /// The players' score, colour preference and floats, when known.
    #[prop(optional)]
    players: Vec<ClassicPlayer>,
    /// The frame shown first (0-based).
    #[prop(optional)]
    start: usize,
    /// The link that opens the same place at frame k on another device.
    #[prop(optional)]
    link: Option<Callback<usize, String>>,
) -> impl IntoView {
    let len = pass.steps.len();
    let last = len.saturating_sub(1);
    let index = RwSignal::new(start.min(last));
    let trainer = RwSignal::new(false);
    let known = StoredValue::new(players);
    let pass = StoredValue::new(pass);
    let frame = Memo::new(move |_| {
        let k = index.get().min(last);
        pass.with_value(|p| ClassicDiagram::of_step(system, p, k))
    });
    let players = pass.with_value(|p| {
        ClassicDiagram::of_step(system, p, 0)
            .map(|d| d.cards.iter().map(|c| c.tpn).collect::<Vec<_>>())
            .unwrap_or_default()
    });
    let groups = players
        .into_iter()
        .map(|tpn| {
            let place = move || {
                frame.with(|d| {
                    let (x, y) = d
                        .as_ref()
                        .and_then(|d| {
                            d.cards.iter().find(|c| c.tpn == tpn).map(|n| {
                                (card_x(n.column), classic_row_y(d.first_unpaired_row, n.row))
                            })
                        })
                        .unwrap_or((0.0, 0.0));
                    format!("transform: translate({x}px, {y}px)")
                })
            };
            let inside = move || {
                frame.with(|d| {
                    d.as_ref()
                        .and_then(|d| d.cards.iter().find(|c| c.tpn == tpn))
                        .map(|c| {
                            known.with_value(|ps| {
                                classic_card_view(c, system, ps.iter().find(|p| p.tpn == tpn))
                                    .into_any()
                            })
                        })
                })
            };
            view! { <g class="dcard" data-tpn=tpn.to_string() style=place>{inside}</g> }
        })
        .collect_view();
    let links = move || {
        frame.with(|d| {
            d.as_ref().map(|d| {
                d.links
                    .iter()
                    .map(|l| {
                        let y = classic_row_y(d.first_unpaired_row, l.row) + CARD_H / 2.0;
                        let (x1, x2) = (CARD_W, WIDTH - CARD_W);
                        let (class, tag) = match &l.status {
                            ClassicLinkStatus::Fine => ("link fine", String::new()),
                            ClassicLinkStatus::Breaks(r) => ("link breaks", rejection_tag(system, r)),
                        };
                        view! {
                            <g class=class data-testid="classic-diagram-link" data-pair=format!("{}-{}", l.s1, l.s2)>
                                <line x1=x1 y1=y x2=x2 y2=y/>
                                <text class="link-tag" x=(x1 + x2) / 2.0 y=y - 5.0 text-anchor="middle">{tag}</text>
                            </g>
                        }
                    })
                    .collect_view()
            })
        })
    };
    let view_box = move || {
        frame.with(|d| {
            let (rows, first) = d
                .as_ref()
                .map_or((0, 0), |d| (d.rows, d.first_unpaired_row));
            let gap = if rows > first { GAP } else { 0.0 };
            format!("0 0 {WIDTH} {}", TOP + gap + ROW_H * rows as f64)
        })
    };
    let step_text = move || {
        let k = index.get().min(last);
        pass.with_value(|p| {
            p.steps.get(k).map(|s| {
                format!(
                    "{} {}",
                    text::cat().c_step(s.step),
                    text::cat().classic_event(system, &s.event)
                )
            })
        })
    };
    let sentences = move || {
        frame
            .with(|d| {
                let Some(d) = d else { return Vec::new() };
                let mut v: Vec<String> = d
                    .links
                    .iter()
                    .map(|l| match &l.status {
                        ClassicLinkStatus::Fine => text::diagram_link_fine(l.s1, l.s2),
                        ClassicLinkStatus::Breaks(r) => {
                            text::diagram_link_breaks(l.s1, l.s2, &text::cat().rejection(system, r))
                        }
                    })
                    .collect();
                for c in d.cards.iter().filter(|c| c.column == Column::Unpaired) {
                    v.push(text::diagram_unpaired(c.tpn, "", true));
                }
                if let Some(r) = &d.rejection {
                    v.push(text::cat().rejection(system, r));
                }
                v
            })
            .into_iter()
            .map(|s| view! { <li>{s}</li> })
            .collect_view()
    };
    // Keyboard control for a room: [`super::widgets::trainer_key`].
    let on_key =
        move |ev: leptos::ev::KeyboardEvent| super::widgets::trainer_key(&ev, index, last, trainer);
    view! {
        <section class="classic-diagram" data-testid="classic-diagram" aria-label=dw!(TITLE)>
            <h4>{dw!(TITLE)}</h4>
            <p class="help">{dw!(KEYS)}</p>
            <div class="trainer-area" class:trainer=move || trainer.get() tabindex="0" role="group" aria-label=dw!(TITLE)
                data-testid="classic-diagram-area"
                aria-keyshortcuts="ArrowRight ArrowLeft Space Home End Escape" on:keydown=on_key>
                <div class="row trainer-bar">
                    <button
                        data-testid="classic-trainer-toggle"
                        aria-pressed=move || if trainer.get() { "true" } else { "false" }
                        on:click=move |_| trainer.update(|t| *t = !*t)
                    >
                        {move || if trainer.get() { text::w().trainer_exit } else { text::w().trainer_mode }}
                    </button>
                    {link.map(|l| view! {
                        <a class="button-link" data-testid="classic-step-link"
                            href=move || l.run(index.get().min(last))>
                            {text::w().link_to_step}
                        </a>
                    })}
                </div>
                {(len > 0).then(|| view! { <super::widgets::Stepper index len id="cdiagram"/> })}
                <p class="meta" data-testid="classic-diagram-step" aria-live="polite">{step_text}</p>
                <figure class="diagram">
                    <svg viewBox=view_box role="img" aria-label=step_text preserveAspectRatio="xMidYMin meet">
                        <text class="col-head" x=CARD_W / 2.0 y="16" text-anchor="middle">"S1"</text>
                        <text class="col-head" x=WIDTH - CARD_W / 2.0 y="16" text-anchor="middle">"S2"</text>
                        {links}
                        {groups}
                    </svg>
                    <figcaption>
                        <ul class="visually-hidden" data-testid="classic-diagram-text">{sentences}</ul>
                    </figcaption>
                </figure>
                <div class="side-views">
                    {move || frame.with(|d| d.as_ref().and_then(|d| d.transpositions.clone())).map(transpositions_view)}
                    {move || frame.with(|d| d.as_ref().and_then(|d| d.exchange.clone())).map(|m| exchange_view(system, m))}
                    {move || frame.with(|d| d.as_ref().map(|d| d.ladder.clone())).map(|r| ladder_view(system, r))}
                </div>
                // The presenter note (issue 23): the text's own article for
                // this step, quoted from its seed (`notes/<system>.json`);
                // after the side views, whose headings are a level below.
                {move || trainer.get().then(|| {
                    let ids = Signal::derive(move || {
                        let k = index.get().min(last);
                        pass.with_value(|p| p.steps.get(k).map(crate::teach::notes::classic_step_articles).unwrap_or_default())
                    });
                    view! { <super::notes::PresenterNoteOf system=system.id() ids/> }
                })}
            </div>
        </section>
    }
}

/// D1: the tried transposition of S2 among its neighbours.
fn transpositions_view(t: TranspositionList) -> impl IntoView {
    let rows = t
        .rows
        .iter()
        .map(|(k, p)| {
            let here = *k == t.current;
            let paired = p
                .iter()
                .take(t.paired)
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(" ");
            let rest = p
                .iter()
                .skip(t.paired)
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(" ");
            view! {
                <li class:hl=here aria-current=here.then_some("step") data-testid="d1-row">
                    <span class="seq-n">{dw!(transposition)(*k)}" "</span>
                    <strong>{paired}</strong>" "<span class="meta">{rest}</span>
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="side" data-testid="d1-list">
            <h5>{dw!(D1_TITLE)}</h5>
            <ol class="sequence steps mono">{rows}</ol>
        </section>
    }
}

/// D2: S1 against S2, the tried exchange highlighted.
fn exchange_view(system: SystemKind, m: ExchangeMatrix) -> impl IntoView {
    let head =
        m.s2.iter()
            .map(|(t, _)| view! { <th scope="col">{t.to_string()}</th> })
            .collect_view();
    let body = (0..m.s1.len())
        .map(|i| {
            let cells = (0..m.s2.len())
                .map(|j| {
                    let (v, hit) = m.cell(i, j).unwrap_or((0, false));
                    view! { <td class:hl=hit data-testid=if hit { "d2-hit" } else { "d2-cell" }>{v}</td> }
                })
                .collect_view();
            view! { <tr><th scope="row">{m.s1[i].0.to_string()}</th>{cells}</tr> }
        })
        .collect_view();
    let caption = dw!(exchange)(system, &m.out_of_s1, &m.out_of_s2, m.differenz, m.now);
    view! {
        <section class="side" data-testid="d2-matrix">
            <h5>{dw!(D2_TITLE)}</h5>
            <p class="meta" data-testid="d2-caption">{caption}</p>
            <div class="scroll-x" tabindex="0" role="region" aria-label=dw!(D2_TITLE)>
                <table class="data d2">
                    <caption class="visually-hidden">{dw!(S1_ROWS)}</caption>
                    <thead><tr><td></td>{head}</tr></thead>
                    <tbody>{body}</tbody>
                </table>
            </div>
        </section>
    }
}

/// The text's C10 ladder: each item, what it drops, where it stands.
fn ladder_view(system: SystemKind, rungs: Vec<Rung>) -> impl IntoView {
    let items = rungs
        .into_iter()
        .map(|r| {
            let what = match r.action {
                Action::Drop(c) => text::cat()
                    .classic_criterion(system, c)
                    .to_string(),
                Action::Budget => dw!(RAISE_BUDGET).to_string(),
            };
            let here = r.state == RungState::DroppedNow;
            view! {
                <li class:hl=here class:dropped=r.state != RungState::InForce data-testid="c10-rung"
                    aria-current=here.then_some("step")>
                    <strong>{text::cat().c_step(crate::teach::classic::CStep::C10(r.letter))}</strong>
                    " " {what} " — " {dw!(rung_state)(r.state)}
                </li>
            }
        })
        .collect_view();
    view! {
        <section class="side" data-testid="c10-ladder">
            <h5>{dw!(LADDER_TITLE)}</h5>
            <ol class="sequence steps">{items}</ol>
        </section>
    }
}
