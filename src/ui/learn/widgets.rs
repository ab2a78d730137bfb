//! Pieces the lessons and the round explanations share: the step control,
//! a bracket's table (art. 4.1 BSNs) and a list of pairs.

use crate::model::Tpn;
use crate::teach::trace::PlayerRow;
use crate::ui::text;
use leptos::prelude::*;

/// Steps through `len` items: first / back / next (/ chosen), a slider to
/// jump anywhere, and "Step k of n". `index` is 0-based and kept in range.
#[component]
pub fn Stepper(
    index: RwSignal<usize>,
    len: usize,
    /// The item "Chosen" jumps to, if any.
    #[prop(optional_no_strip)]
    chosen: Option<usize>,
    /// Prefix of the `data-testid`s.
    id: &'static str,
) -> impl IntoView {
    let last = len.saturating_sub(1);
    let go = move |k: usize| index.set(k.min(last));
    let at = move || index.get().min(last);
    view! {
        <div class="stepper" data-testid=id>
            <p class="counter" data-testid=format!("{id}-counter")>
                {move || text::step_of(at() + 1, len)}
            </p>
            <div class="row stepper-buttons">
                <button on:click=move |_| go(0) disabled=move || at() == 0
                    data-testid=format!("{id}-first")>{text::w().first}</button>
                <button on:click=move |_| go(at().saturating_sub(1)) disabled=move || at() == 0
                    data-testid=format!("{id}-prev")>{text::w().prev}</button>
                <button class="primary" on:click=move |_| go(at() + 1) disabled=move || { at() >= last }
                    data-testid=format!("{id}-next")>{text::w().next}</button>
                {chosen.map(|c| view! {
                    <button on:click=move |_| go(c) class:selected=move || { at() == c }
                        data-testid=format!("{id}-chosen")>{text::w().chosen}</button>
                })}
            </div>
            {(len > 2).then(|| view! {
                <label class="jump">
                    <span>{text::w().jump_to_step}</span>
                    <input
                        type="range"
                        min="1"
                        max=len.to_string()
                        prop:value=move || (at() + 1).to_string()
                        data-testid=format!("{id}-range")
                        on:input=move |ev| {
                            if let Ok(k) = event_target_value(&ev).parse::<usize>() {
                                go(k.saturating_sub(1));
                            }
                        }
                    />
                </label>
            })}
        </div>
    }
}

/// A table's header row: one column heading per label.
pub fn column_heads(labels: &[&'static str]) -> impl IntoView {
    let heads = labels
        .iter()
        .map(|&c| view! { <th scope="col">{c}</th> })
        .collect_view();
    view! { <tr>{heads}</tr> }
}

/// A bracket's table: one row per player in BSN order (art. 4.1), in its
/// own sideways-scrolling box.
#[component]
pub fn BracketTable(rows: Vec<PlayerRow>) -> impl IntoView {
    view! {
        <div
            class="scroll-x"
            tabindex="0"
            role="region"
            aria-label=text::scroll_table(text::w().bracket_table)
            data-testid="bracket-table"
        >
            <table class="data">
                <thead>{column_heads(&text::w().bracket_table_columns)}</thead>
                <tbody>
                    {rows
                        .into_iter()
                        .map(|r| view! {
                            <tr class:mdp=matches!(
                                r.membership,
                                crate::teach::trace::Membership::MdpInS1
                                    | crate::teach::trace::Membership::MdpInLimbo
                            )>
                                <td>{r.bsn}</td>
                                <td>{r.tpn.to_string()}</td>
                                <td>{text::decimal_points(r.score)}</td>
                                <td>{text::signed(r.colour_difference)}</td>
                                <td>{text::preference(r.preference)}</td>
                                <td class="mono">{text::colours_played(&r.colours)}</td>
                                <td class="mono">{text::floats(&r.floats)}</td>
                                <td>{text::membership(r.membership)}</td>
                            </tr>
                        })
                        .collect_view()}
                </tbody>
            </table>
        </div>
    }
}

/// A pair as a chip; `on_tap`, if given, makes it a button.
#[derive(Debug, Clone)]
pub struct Chip {
    pub a: Tpn,
    pub b: Tpn,
    /// Small print under the TPNs (e.g. the BSNs).
    pub note: Option<String>,
    pub illegal: bool,
}

/// Pairs as chips; tapping one calls `on_tap` with its two TPNs.
#[component]
pub fn PairChips(
    chips: Vec<Chip>,
    #[prop(optional)] on_tap: Option<Callback<(Tpn, Tpn)>>,
) -> impl IntoView {
    view! {
        <ul class="pairs">
            {chips
                .into_iter()
                .map(|c| {
                    let (a, b) = (c.a, c.b);
                    let label = format!("{a}–{b}");
                    let note = c.note.clone().map(|n| view! { <small>{n}</small> });
                    match on_tap {
                        Some(cb) => view! {
                            <li>
                                <button class="pair" class:illegal=c.illegal data-testid="pair"
                                    on:click=move |_| cb.run((a, b))>
                                    <span>{label}</span>{note}
                                </button>
                            </li>
                        }
                        .into_any(),
                        None => view! {
                            <li>
                                <span class="pair" class:illegal=c.illegal data-testid="pair">
                                    <span>{label}</span>{note}
                                </span>
                            </li>
                        }
                        .into_any(),
                    }
                })
                .collect_view()}
        </ul>
    }
}
