//! The bracket diagram (issue 23): S1 facing S2 as two columns of player
//! cards, the candidate's pairs as links coloured by what they break, and
//! the unpaired players below, drawn as SVG from
//! [`crate::teach::diagram::Diagram`]. Each card is one SVG group that stays
//! on the page from step to step and moves to its new place with a CSS
//! transition (none under `prefers-reduced-motion`, see style/learn.css), so
//! the room sees exactly the players a transposition or exchange moves.
//! The same facts are in a list for screen readers.

use crate::teach::diagram::{Card, Column, Diagram, LinkStatus};
use crate::teach::study::Failed;
use crate::ui::text;
use leptos::prelude::*;

/// Drawing units (the SVG scales to its box: a 390 px phone or a projector).
const WIDTH: f64 = 340.0;
const CARD_W: f64 = 116.0;
const CARD_H: f64 = 46.0;
const ROW_H: f64 = 56.0;
const TOP: f64 = 26.0;
/// The gap between the pairs and the unpaired players (with its caption).
const GAP: f64 = 26.0;

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

/// "C12" in the current language.
fn criterion(c: crate::dutch::criterion::Criterion) -> String {
    text::cat().failed(&Failed::Criterion(c))
}

/// "C12, C13".
fn criteria(v: &[crate::dutch::criterion::Criterion]) -> String {
    v.iter()
        .map(|&c| criterion(c))
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
fn link_tag(s: &LinkStatus) -> String {
    match s {
        LinkStatus::Fine => String::new(),
        LinkStatus::Breaks(a) => text::cat()
            .failed(&Failed::Absolute(*a))
            .split(' ')
            .next()
            .unwrap_or_default()
            .to_string(),
        LinkStatus::Worse(v) => v
            .iter()
            .map(|c| criterion(*c))
            .collect::<Vec<_>>()
            .join(" "),
    }
}

/// The sentence a screen reader gets for a link.
fn link_sentence(s1: crate::model::Tpn, s2: crate::model::Tpn, s: &LinkStatus) -> String {
    match s {
        LinkStatus::Fine => text::diagram_link_fine(s1, s2),
        LinkStatus::Breaks(a) => {
            text::diagram_link_breaks(s1, s2, &text::cat().failed(&Failed::Absolute(*a)))
        }
        LinkStatus::Worse(v) => text::diagram_link_worse(s1, s2, &criteria(v)),
    }
}

/// One player's card: pairing number, BSN and score, colour preference,
/// float marks; an MDP is shaded.
fn card_view(c: &Card) -> impl IntoView {
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
            .map(|m| criterion(*m))
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
) -> impl IntoView {
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
                        .map(|n| card_view(n).into_any())
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
                    let tag = link_tag(&l.status);
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
                let y = row_y(d, d.first_unpaired_row) - 8.0;
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
                .map(|l| link_sentence(l.s1, l.s2, &l.status))
                .collect();
            for c in d.cards.iter().filter(|c| c.column == Column::Unpaired) {
                v.push(text::diagram_unpaired(
                    c.tpn,
                    &criteria(&c.marks),
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
    }
}
