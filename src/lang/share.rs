//! The HTML export of a shared round in any language: the page's parts
//! from the tournament, worded by a [`Catalogue`] (`ShareWords`).

use super::catalogue::Catalogue;
use crate::model::arbiter::round_boards;
use crate::model::{Colour, Points, Tournament, Tpn};
use crate::share::html::{ExportWord, HtmlPage, Section};
use crate::share::why::round_reasons;

fn name(t: &Tournament, tpn: Tpn) -> String {
    t.player(tpn)
        .map_or_else(|| tpn.to_string(), |p| p.name.clone())
}

/// "Anna Smith (3)".
fn name_tpn(t: &Tournament, tpn: Tpn) -> String {
    format!("{} ({tpn})", name(t, tpn))
}

/// The self-contained HTML page of round `round` in `w`'s language: the
/// pairings by board and by name, the standings after the last complete
/// round, and each player's "why" lines (theirs and the arbiter's).
pub fn html_export(w: &dyn Catalogue, t: &Tournament, round: u32) -> HtmlPage {
    let word = |x: ExportWord| w.export_word(x);
    let pts = |p: Points| w.decimal(&p.to_string());
    let before = round.saturating_sub(1);
    let score = |tpn: Tpn| -> Points { t.score_after(tpn, before) };
    let (boards, bye) = round_boards(t, round);
    let mut rows: Vec<Vec<String>> = boards
        .iter()
        .enumerate()
        .map(|(i, b)| {
            vec![
                (i + 1).to_string(),
                name_tpn(t, b.board.white),
                pts(score(b.board.white)),
                w.board_result(b.result).to_owned(),
                name_tpn(t, b.board.black),
                pts(score(b.board.black)),
            ]
        })
        .collect();
    if let Some(b) = bye {
        rows.push(vec![
            String::new(),
            name_tpn(t, b),
            pts(score(b)),
            word(ExportWord::Bye),
            String::new(),
            String::new(),
        ]);
    }
    let mut by_name: Vec<Vec<String>> = Vec::new();
    for (i, b) in boards.iter().enumerate() {
        for (me, opp, c) in [
            (b.board.white, b.board.black, Colour::White),
            (b.board.black, b.board.white, Colour::Black),
        ] {
            by_name.push(vec![
                name_tpn(t, me),
                (i + 1).to_string(),
                w.colour_name(c).to_owned(),
                name_tpn(t, opp),
            ]);
        }
    }
    if let Some(b) = bye {
        by_name.push(vec![
            name_tpn(t, b),
            String::new(),
            word(ExportWord::Bye),
            String::new(),
        ]);
    }
    by_name.sort_by_key(|r| r[0].to_lowercase());
    let through = crate::standings::complete_through(t);
    let standings = crate::standings::event_standings(t, through);
    let table: Vec<Vec<String>> = standings
        .rows
        .iter()
        .map(|r| vec![r.rank.to_string(), name_tpn(t, r.tpn), pts(r.score)])
        .collect();
    let why: Vec<(String, Vec<String>)> = {
        let mut v: Vec<(String, Vec<String>)> = round_reasons(t, round)
            .iter()
            .map(|why| {
                let mut lines = w.player_lines(why);
                let arbiter = word(ExportWord::Arbiter);
                lines.extend(
                    w.arbiter_lines(why)
                        .into_iter()
                        .map(|l| format!("{arbiter}: {l}")),
                );
                (name_tpn(t, why.tpn), lines)
            })
            .collect();
        v.sort_by_key(|(n, _)| n.to_lowercase());
        v
    };
    let mut sections = vec![
        Section::Table {
            id: "pairings",
            heading: word(ExportWord::PairingsOfRound(round)),
            head: vec![
                word(ExportWord::Board),
                w.colour_name(Colour::White).to_owned(),
                word(ExportWord::Points),
                word(ExportWord::Result),
                w.colour_name(Colour::Black).to_owned(),
                word(ExportWord::Points),
            ],
            rows,
        },
        Section::Table {
            id: "by-name",
            heading: word(ExportWord::ByName),
            head: vec![
                word(ExportWord::Player),
                word(ExportWord::Board),
                word(ExportWord::Colour),
                word(ExportWord::Opponent),
            ],
            rows: by_name,
        },
    ];
    if through > 0 {
        sections.push(Section::Table {
            id: "standings",
            heading: word(ExportWord::StandingsAfter(through)),
            head: vec![
                word(ExportWord::Rank),
                word(ExportWord::Player),
                word(ExportWord::Points),
            ],
            rows: table,
        });
    }
    sections.push(Section::Details {
        id: "why",
        heading: word(ExportWord::Why),
        items: why,
    });
    HtmlPage {
        lang: w.tag(),
        title: t.info.name.clone(),
        subtitle: vec![word(ExportWord::RoundOf {
            round,
            total: t.total_rounds,
        })],
        sections,
    }
}
