//! Sharing a round with the players without a server (issue 19): a QR code
//! of a link whose fragment carries the round ([`crate::share::fragment`]),
//! a self-contained HTML page ([`crate::lang::share::html_export`]), both
//! in the app's current language, each board's "why" for the players and
//! the arbiter ([`BoardWhy`], also under each board of the round view), a
//! print list by name, and the shared view that such a link opens
//! (`#share=2.…`), with a search box for a player's own name that shows
//! their own "why" lines carried by the link. Names are always text nodes:
//! nothing a player's name holds can run.

use super::files;
use super::state::AppState;
use super::text;
use crate::model::arbiter::round_boards;
use crate::model::{Tournament, Tpn};
use crate::share::fragment::{
    decode, encode_parts, shared_round, SharedPlayer, SharedRound, MAX_BASE_URL,
};
use crate::share::html::render;
use crate::share::why::{round_reasons, PlayerWhy};
use leptos::prelude::*;

/// The page's address without its fragment.
fn base_url() -> String {
    let Some(loc) = web_sys::window().map(|w| w.location()) else {
        return String::new();
    };
    format!(
        "{}{}",
        loc.origin().unwrap_or_default(),
        loc.pathname().unwrap_or_default()
    )
}

/// The QR code of `data` as SVG path data and its width in modules (with
/// the quiet zone of 4 modules), or `None` if it does not fit a QR code.
pub fn qr_path(data: &str) -> Option<(String, usize)> {
    let code =
        qrcode::QrCode::with_error_correction_level(data.as_bytes(), qrcode::EcLevel::L).ok()?;
    let w = code.width();
    let colors = code.to_colors();
    let mut d = String::new();
    for (i, c) in colors.iter().enumerate() {
        if *c == qrcode::Color::Dark {
            d.push_str(&format!("M{} {}h1v1h-1z", i % w + 4, i / w + 4));
        }
    }
    Some((d, w + 8))
}

/// One QR code as an inline SVG (black modules on white, crisp edges).
#[component]
fn QrCode(url: String, caption: String) -> impl IntoView {
    match qr_path(&url) {
        None => view! { <p class="notice error" role="alert">{text::w().share_qr_too_big}</p> }
            .into_any(),
        Some((d, size)) => {
            let vb = format!("0 0 {size} {size}");
            view! {
                <figure class="qr">
                    <svg
                        data-testid="share-qr"
                        data-url=url.clone()
                        viewBox=vb
                        width="320"
                        height="320"
                        role="img"
                        aria-label=caption.clone()
                        shape-rendering="crispEdges"
                    >
                        <rect width=size height=size fill="#fff"/>
                        <path d=d fill="#000"/>
                    </svg>
                    <figcaption>
                        {caption.clone()}
                        " "
                        <a href=url.clone() data-testid="share-link" aria-label=format!("{} – {caption}", text::w().share_open_link)>{text::w().share_open_link}</a>
                    </figcaption>
                </figure>
            }
            .into_any()
        }
    }
}

/// Below a round's boards: share it (QR, HTML file), the "why" of each
/// board, and a print list by name.
#[component]
pub fn ShareRound(t: Tournament, round: u32) -> impl IntoView {
    let state = AppState::get();
    let show_qr = RwSignal::new(false);
    let tq = t.clone();
    let qr = move || {
        show_qr.get().then(|| {
            let (boards, bye, why) = shared_round(&tq, round);
            let base = base_url();
            match encode_parts(&tq.info.name, round, &boards, bye.as_ref(), &why) {
                Err(e) => view! { <p class="notice error" role="alert">{text::cat().fragment_error(&e)}</p> }.into_any(),
                Ok(parts) => {
                    let n = parts.len();
                    let long_base = base.len() > MAX_BASE_URL;
                    view! {
                        {long_base.then(|| view! { <p class="help">{text::w().share_long_address}</p> })}
                        <div class="qr-list" data-testid="share-qrs">
                            {parts
                                .into_iter()
                                .enumerate()
                                .map(|(i, f)| {
                                    let url = format!("{base}#{f}");
                                    view! { <QrCode url caption=text::share_part(i + 1, n)/> }
                                })
                                .collect_view()}
                        </div>
                    }
                    .into_any()
                }
            }
        })
    };
    let th = t.clone();
    let download = move |_| {
        let html = render(&crate::lang::share::html_export(text::cat(), &th, round));
        let name = format!("{}-round-{round}.html", files::slug(&th.info.name));
        if files::download_as(&name, &html, "text/html").is_err() {
            state.error(text::w().download_failed.into());
        }
    };
    // The reasons are computed when the list is first opened.
    let open_why = RwSignal::new(false);
    let tw = t.clone();
    let why = move || {
        open_why.get().then(|| {
            let reasons = round_reasons(&tw, round);
            let (boards, bye) = round_boards(&tw, round);
            let name = |tpn: Tpn| text::name_tpn(&tw.player(tpn).map(|p| p.name.clone()).unwrap_or_default(), tpn);
            let lines = |tpn: Tpn| why_lines(&reasons, tpn, name(tpn), None);
            view! {
                <ol class="why-boards">
                    {boards
                        .iter()
                        .enumerate()
                        .map(|(i, b)| view! {
                            <li>
                                <details data-testid="why-board">
                                    <summary>{text::share_board(i + 1, &name(b.board.white), &name(b.board.black))}</summary>
                                    {lines(b.board.white)}
                                    {lines(b.board.black)}
                                </details>
                            </li>
                        })
                        .collect_view()}
                    {bye.map(|b| view! {
                        <li><details data-testid="why-board"><summary>{text::share_bye(&name(b))}</summary>{lines(b)}</details></li>
                    })}
                </ol>
            }
        })
    };
    // The print list by name (C.04.2 art. 3.6 publishes by board; players
    // look for their own name on the wall).
    let (boards, bye) = round_boards(&t, round);
    let mut by_name: Vec<(String, String, String)> = Vec::new();
    for (i, b) in boards.iter().enumerate() {
        let n = |tpn| {
            text::name_tpn(
                &t.player(tpn).map(|p| p.name.clone()).unwrap_or_default(),
                tpn,
            )
        };
        by_name.push((
            n(b.board.white),
            (i + 1).to_string(),
            format!("{} · {}", text::w().share_white, n(b.board.black)),
        ));
        by_name.push((
            n(b.board.black),
            (i + 1).to_string(),
            format!("{} · {}", text::w().share_black, n(b.board.white)),
        ));
    }
    if let Some(b) = bye {
        let n = text::name_tpn(&t.player(b).map(|p| p.name.clone()).unwrap_or_default(), b);
        by_name.push((n, String::new(), text::w().share_bye.into()));
    }
    crate::sort::sort_by_key(&mut by_name, |r| r.0.to_lowercase());
    view! {
        <section class="share no-print" data-testid="share">
            <h3>{text::w().share_title}</h3>
            <p class="help">{text::w().share_help}</p>
            <div class="row">
                <button data-testid="share-qr-button" aria-pressed=move || show_qr.get().to_string()
                    on:click=move |_| show_qr.update(|v| *v = !*v)>{text::w().share_qr}</button>
                <button data-testid="share-html" on:click=download>{text::w().share_html}</button>
            </div>
            {qr}
            <details data-testid="why" on:toggle=move |_| open_why.set(true)>
                <summary>{text::w().share_why}</summary>
                {why}
            </details>
        </section>
        <section class="print-only print-break print-by-name">
            <h4>{text::share_by_name(round)}</h4>
            <table class="by-name">
                <tbody>
                    {by_name.into_iter().map(|(n, board, rest)| view! {
                        <tr><td>{n}</td><td class="num">{board}</td><td>{rest}</td></tr>
                    }).collect_view()}
                </tbody>
            </table>
        </section>
    }
}

/// One player's "why": their own lines and, folded, the arbiter's exact
/// version (both from the same [`PlayerWhy`], in the current language).
/// `board`: drawn under that board of the round view, which names the
/// arbiter's version with the board too (the share section's list may show
/// the same player's version at the same time).
fn why_lines(reasons: &[PlayerWhy], tpn: Tpn, name: String, board: Option<usize>) -> impl IntoView {
    let w = reasons.iter().find(|w| w.tpn == tpn);
    let player = w.map(|w| text::cat().player_lines(w)).unwrap_or_default();
    let arbiter = w.map(|w| text::cat().arbiter_lines(w)).unwrap_or_default();
    let label = format!("{} – {name}", text::w().share_arbiter_version);
    let label = board.map_or(label.clone(), |b| text::on_board(&label, b));
    view! {
        <div class="why-player" data-testid="why-player">
            <strong>{name.clone()}</strong>
            {player.into_iter().map(|l| view! { <p data-testid="why-player-line">{l}</p> }).collect_view()}
            <details class="why-arbiter">
                // Named with the player (and the board under a board): unique on the page.
                <summary aria-label=label>{text::w().share_arbiter_version}</summary>
                {arbiter.into_iter().map(|l| view! { <p data-testid="why-arbiter-line">{l}</p> }).collect_view()}
            </details>
        </div>
    }
}

/// Under a board of the round view: tap "Why?" to read both players' own
/// lines next to the arbiter's exact version. Worked out when first opened.
#[component]
pub fn BoardWhy(
    t: StoredValue<Tournament>,
    round: u32,
    board: usize,
    white: Tpn,
    black: Tpn,
) -> impl IntoView {
    let open = RwSignal::new(false);
    let body = move || {
        open.get().then(|| {
            t.with_value(|t| {
                let reasons = round_reasons(t, round);
                let name = |tpn: Tpn| {
                    text::name_tpn(
                        &t.player(tpn).map(|p| p.name.clone()).unwrap_or_default(),
                        tpn,
                    )
                };
                view! {
                    {why_lines(&reasons, white, name(white), Some(board))}
                    {why_lines(&reasons, black, name(black), Some(board))}
                }
            })
        })
    };
    view! {
        <details class="board-why no-print" data-testid="board-why" on:toggle=move |_| open.set(true)>
            <summary aria-label=text::on_board(text::w().share_board_why, board)>{text::w().share_board_why}</summary>
            {body}
        </details>
    }
}

/// The page a shared link opens: the round's boards, a search box for a
/// player's name, or what is wrong with the link.
#[component]
pub fn SharedPage() -> impl IntoView {
    let hash = RwSignal::new(location_hash().unwrap_or_default());
    let listener = window_event_listener(leptos::ev::hashchange, move |_| {
        hash.set(location_hash().unwrap_or_default());
    });
    on_cleanup(move || listener.remove());
    let decoded =
        Memo::new(move |_| hash.with(|h| decode(h).map_err(|e| text::cat().fragment_error(&e))));
    let query = RwSignal::new(String::new());
    view! {
        <section class="card shared" data-testid="page">
            {move || match decoded.get() {
                Err(message) => view! {
                    <h2>{text::w().share_view_title}</h2>
                    <p class="notice error" role="alert" data-testid="share-error">{message}</p>
                    <p><a href=super::state::Page::Tournaments.hash()>{text::w().share_to_app}</a></p>
                }
                .into_any(),
                Ok(r) => view! { <SharedRoundView r query/> }.into_any(),
            }}
        </section>
    }
}

#[component]
fn SharedRoundView(r: SharedRound, query: RwSignal<String>) -> impl IntoView {
    let matches = move |p: &SharedPlayer| {
        let q = query.with(|q| q.trim().to_lowercase());
        q.is_empty() || p.name.to_lowercase().contains(&q) || p.tpn.to_string() == q
    };
    let boards = r.boards.clone();
    let first = r.first_board as usize;
    let bye = r.bye.clone();
    let why = r.why.clone();
    let players: Vec<SharedPlayer> = r
        .boards
        .iter()
        .flat_map(|b| [b.white.clone(), b.black.clone()])
        .chain(r.bye.clone())
        .collect();
    let player = |p: &SharedPlayer| format!("{} ({}) {}", p.name, p.tpn, p.score);
    view! {
        <h2 data-testid="share-event">{r.event.clone()}</h2>
        <p class="meta" data-testid="share-round">{text::share_round(r.round, r.part, r.parts)}</p>
        <label class="grow">
            <span>{text::w().share_search}</span>
            <input type="search" data-testid="share-search" aria-label=text::w().share_search
                prop:value=move || query.get()
                on:input=move |ev| query.set(event_target_value(&ev))/>
        </label>
        <ol class="boards" data-testid="share-boards">
            {move || {
                boards
                    .iter()
                    .enumerate()
                    .filter(|(_, b)| matches(&b.white) || matches(&b.black))
                    .map(|(i, b)| view! {
                        <li class="board" data-testid="share-board">
                            <div class="board-head">
                                <span class="board-no">{first + i}</span>
                                <span class="white">{player(&b.white)}</span>
                                " – "
                                <span class="black">{player(&b.black)}</span>
                                " "
                                <strong class="score">{text::cat().board_result(b.result)}</strong>
                            </div>
                        </li>
                    })
                    .collect_view()
            }}
            {move || bye.as_ref().filter(|p| matches(p)).map(|p| view! {
                <li class="board" data-testid="share-board">
                    <span class="white">{player(p)}</span> " " <strong>{text::w().share_bye}</strong>
                </li>
            })}
        </ol>
        {move || {
            let searching = query.with(|q| !q.trim().is_empty());
            let mine: Vec<_> = why
                .iter()
                .filter(|w| searching && players.iter().any(|p| p.tpn == w.tpn && matches(p)))
                .map(|w| {
                    let name = players
                        .iter()
                        .find(|p| p.tpn == w.tpn)
                        .map(|p| format!("{} ({})", p.name, p.tpn))
                        .unwrap_or_default();
                    view! {
                        <div class="why-player" data-testid="share-why">
                            <strong>{name}</strong>
                            {text::cat().player_lines(w).into_iter().map(|l| view! { <p data-testid="share-why-line">{l}</p> }).collect_view()}
                        </div>
                    }
                })
                .collect();
            (!mine.is_empty()).then(|| view! {
                <section aria-label=text::w().share_your_why data-testid="share-whys">
                    <h3>{text::w().share_your_why}</h3>
                    {mine}
                </section>
            })
        }}
    }
}
