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

/// Two players to choose (the "why not X–Y?" cards of a Dutch and a
/// Double-Swiss round): two labelled pickers side by side, "—" until one is
/// chosen; a choice sets `x` or `y` and calls `changed` (the card clears
/// its answer). The options come a slice a task ([`crate::ui::chunked`]:
/// a 1,500-player round's 3,000 options at once took over 100 ms on a slow
/// phone, issue 17).
#[component]
pub fn PickTwo(
    /// Each player that may be chosen: its number and how it reads.
    players: Vec<(Tpn, String)>,
    x: RwSignal<Option<Tpn>>,
    y: RwSignal<Option<Tpn>>,
    /// The two pickers' labels (their accessible names).
    labels: [&'static str; 2],
    /// Their `data-testid`s.
    ids: [&'static str; 2],
    changed: Callback<()>,
) -> impl IntoView {
    let players: std::sync::Arc<[(Tpn, String)]> = players.into();
    let pick = |sig: RwSignal<Option<Tpn>>, label: &'static str, id: &'static str| {
        let all = players.clone();
        let option = move |k: usize| {
            all.get(k).map(|(tpn, shown)| {
                view! { <option value=tpn.0.to_string()>{shown.clone()}</option> }
            })
        };
        let options = crate::ui::chunked::rows(players.len(), option);
        view! {
            <label class="grow">
                <span>{label}</span>
                <select data-testid=id on:change=move |ev| {
                    sig.set(event_target_value(&ev).parse::<u32>().ok().map(Tpn));
                    changed.run(());
                }>
                    <option value="" selected=true>"—"</option>
                    {options}
                </select>
            </label>
        }
    };
    view! {
        <div class="row">
            {pick(x, labels[0], ids[0])}
            {pick(y, labels[1], ids[1])}
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

/// The verdict on an answer of a [`ChoiceList`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judged {
    /// The option that was right.
    pub answer: usize,
    /// The verdict's line (right or wrong).
    pub said: String,
    /// When wrong: the rule that separates the options, if there is one.
    pub why: Option<String>,
}

impl Judged {
    /// Option `answer` was chosen, and it is the right one.
    pub fn right(answer: usize, said: &str) -> Judged {
        Judged {
            answer,
            said: said.to_string(),
            why: None,
        }
    }
}

/// A multiple-choice question (issue 23's exercises): one button per
/// option ("Option A: …"), answered once; `judge` says which was right
/// (and keeps the score), and the list marks the right option and a wrong
/// choice and says why. `data-testid`s: `{id}-option`, `{id}-verdict`,
/// and `why_id` for the rule.
#[component]
pub fn ChoiceList(
    options: Vec<String>,
    id: &'static str,
    why_id: &'static str,
    judge: Callback<usize, Judged>,
) -> impl IntoView {
    let verdict = RwSignal::new(None::<(usize, Judged)>);
    let choose = move |i: usize| {
        if verdict.get_untracked().is_none() {
            verdict.set(Some((i, judge.run(i))));
        }
    };
    let xw = text::exercise_words();
    let buttons = options
        .into_iter()
        .enumerate()
        .map(|(i, shown)| {
            let name = xw.option_name(i);
            let state = move || {
                verdict.with(|v| match v {
                    Some((_, j)) if j.answer == i => "option right",
                    Some((c, _)) if *c == i => "option wrong",
                    _ => "option",
                })
            };
            view! {
                <li>
                    <button class=state data-testid=format!("{id}-option") aria-label=format!("{name}: {shown}")
                        disabled=move || verdict.with(Option::is_some)
                        on:click=move |_| choose(i)>
                        <strong>{name.clone()}</strong>" "<span class="mono">{shown.clone()}</span>
                    </button>
                </li>
            }
        })
        .collect_view();
    let said = move || {
        verdict.get().map(|(c, j)| {
            if c == j.answer {
                view! { <p class="outcome good" data-testid=format!("{id}-verdict")>{j.said}</p> }
                    .into_any()
            } else {
                view! {
                    <p class="outcome bad" data-testid=format!("{id}-verdict")>{j.said}</p>
                    {j.why.map(|w| view! { <p class="meta" data-testid=why_id>{w}</p> })}
                }
                .into_any()
            }
        })
    };
    view! {
        <ul class="plain next-options">{buttons}</ul>
        <div aria-live="polite">{said}</div>
    }
}

/// What a trainer-mode key asks for ([`trainer_key`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Move {
    /// Go to this step (0-based, already kept in range).
    To(usize),
    /// Escape: leave trainer mode.
    Leave,
}

/// Keyboard control of a stepped lesson for a room (issue 23's trainer
/// mode): → ↓ PageDown Space next, ← ↑ PageUp back, Home / End the first /
/// last step, Escape leaves trainer mode. Keys typed in a form control are
/// the control's own (but Escape still leaves), and Space on a button or a
/// link presses it. A step key's default (scrolling) is prevented. `at` is
/// the current step, `last` the last one (0-based); `trainer` is the
/// trainer mode's switch.
pub fn trainer_key(
    ev: &leptos::ev::KeyboardEvent,
    at: RwSignal<usize>,
    last: usize,
    trainer: RwSignal<bool>,
) {
    let tag = ev
        .target()
        .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
        .map(|e| e.tag_name())
        .unwrap_or_default();
    match key_move(&tag, &ev.key(), at.get_untracked(), last) {
        Some(Move::To(k)) => {
            ev.prevent_default();
            at.set(k);
        }
        Some(Move::Leave) => trainer.set(false),
        None => {}
    }
}

/// [`trainer_key`]'s decision from the target's tag name and the key.
pub fn key_move(tag: &str, key: &str, at: usize, last: usize) -> Option<Move> {
    let typing = matches!(tag, "INPUT" | "SELECT" | "TEXTAREA");
    let pressing = matches!(tag, "BUTTON" | "A");
    if (typing && key != "Escape") || (pressing && key == " ") {
        return None;
    }
    let k = at.min(last);
    match key {
        "ArrowRight" | "ArrowDown" | "PageDown" | " " => Some(Move::To((k + 1).min(last))),
        "ArrowLeft" | "ArrowUp" | "PageUp" => Some(Move::To(k.saturating_sub(1))),
        "Home" => Some(Move::To(0)),
        "End" => Some(Move::To(last)),
        "Escape" => Some(Move::Leave),
        _ => None,
    }
}
