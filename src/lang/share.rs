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
    crate::sort::sort_by_key(&mut by_name, |r| r[0].to_lowercase());
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
        crate::sort::sort_by_key(&mut v, |(n, _)| n.to_lowercase());
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

#[cfg(test)]
mod tests {
    use crate::lang::catalogue::Catalogue;
    use crate::lang::{en::English, fr::French};
    use crate::model::SystemKind;
    use crate::share::fragment::{decode, encode_parts, shared_round, MAX_FRAGMENT, PREFIX};
    use crate::share::why::PlayerWhy;

    /// Every part of round `round` of a generated event, decoded.
    fn parts_of(t: &crate::model::Tournament, round: u32) -> (usize, Vec<PlayerWhy>) {
        let (boards, bye, why) = shared_round(t, round);
        let parts = encode_parts(&t.info.name, round, &boards, bye.as_ref(), &why)
            .expect("the round fits its parts");
        let mut read = Vec::new();
        for p in &parts {
            assert!(p.len() - PREFIX.len() <= MAX_FRAGMENT);
            read.extend(decode(p).expect("each part decodes").why);
        }
        (parts.len(), read)
    }

    /// The shared link carries each player's reasons, and a player reads
    /// the same lines from it as in the app (in English and in French),
    /// on every system of the registry.
    #[test]
    fn the_shared_link_gives_each_player_the_apps_lines() {
        for system in SystemKind::ALL {
            if crate::teach::verify::rules_of(system).is_none() {
                continue;
            }
            let cfg = crate::generate::GeneratorConfig {
                players: 11,
                rounds: 5,
                seed: 7,
                system,
                ..crate::generate::GeneratorConfig::default()
            };
            let Ok(g) = crate::generate::generate(&cfg, crate::systems::pair_round) else {
                continue;
            };
            for round in 1..=5 {
                let full = crate::share::why::round_reasons(&g.tournament, round);
                let (_, mut read) = parts_of(&g.tournament, round);
                read.sort_by_key(|w| w.tpn);
                assert_eq!(read.len(), full.len(), "{system:?} round {round}");
                assert!(full.iter().any(|w| w.colour.is_some()) || round == 1);
                for (a, b) in full.iter().zip(&read) {
                    assert_eq!(a.tpn, b.tpn);
                    let cats: [&dyn Catalogue; 2] = [&English, &French];
                    for c in cats {
                        assert_eq!(
                            c.player_lines(a),
                            c.player_lines(b),
                            "{system:?} round {round} player {}",
                            a.tpn
                        );
                    }
                }
            }
        }
    }

    /// A 60-player round late in an event, with every player's reasons,
    /// still fits a handful of QR codes.
    #[test]
    fn a_big_rounds_reasons_fit_a_few_parts() {
        let cfg = crate::generate::GeneratorConfig {
            players: 60,
            rounds: 9,
            seed: 3,
            ..crate::generate::GeneratorConfig::default()
        };
        let g = crate::generate::generate(&cfg, crate::systems::pair_round).expect("generates");
        let (parts, read) = parts_of(&g.tournament, 9);
        assert_eq!(read.len(), 60);
        assert!(parts <= 8, "{parts} parts");
    }
}
