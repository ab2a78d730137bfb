//! `check --explain` ([`pocket_arbiter::teach::verify`]): rounds of generated
//! events changed by hand, one change of each kind, on every system of the
//! registry. Each expectation is the article the system's text gives for
//! that change, written here from the texts (C.04.3 2026 art. 2 and 5.2;
//! C.04.3 2017 C.1–C.19 and E.1–E.5; the 2008/2006/1992 texts' A6, A8, B1,
//! B2, D1–D3, E1–E5; C.04.5 art. 2, 3.4, 3.5, 3.6, 4.3), not from the output.

use pocket_arbiter::generate::{generate, GeneratorConfig};
use pocket_arbiter::model::{Board, Colour, Pairing, SystemKind, Tournament, Tpn};
use pocket_arbiter::swiss::history::histories;
use pocket_arbiter::swiss::PlayerHistory;
use pocket_arbiter::systems::{engine, pair_round};
use pocket_arbiter::teach::verify::{explain_round, rules_of, Finding};
use std::collections::HashMap;

/// The labels each text gives: repeat game, second bye, the colour rule
/// granting two different preferences (Double-Swiss: fewer Whites, art.
/// 4.3.2), the bye moved up to a higher score, and the articles ordering
/// equally good candidates.
struct Texts {
    repeat: &'static str,
    second_bye: &'static str,
    colour: &'static str,
    bye_moved_up: &'static [&'static str],
    order: &'static [&'static str],
}

fn texts(k: SystemKind) -> Texts {
    match k.info().id {
        // [C1] 2.1.1, [C2] 2.1.2, 5.2.1; the bye to a higher score breaks
        // [C5] (minimise the PAB assignee's score), unless the bracket left
        // a pair short already fails [C4]; or [C6] when the best completion
        // still gives the bye to the same score; art. 4.2–4.4 order the
        // candidates (art. 3.8).
        "dutch-2026" => Texts {
            repeat: "[C1]",
            second_bye: "[C2]",
            colour: "5.2.1",
            bye_moved_up: &["[C4]", "[C5]", "[C6]"],
            order: &["4.2", "4.3", "4.4"],
        },
        // 2017: no criterion on the PAB score; the A.9 route places the PAB
        // (its look-ahead), C.4 completion, C.5 the most pairs.
        "dutch-2017" => Texts {
            repeat: "C.1",
            second_bye: "C.2",
            colour: "E.1",
            bye_moved_up: &["C.4", "A.9", "C.5"],
            order: &["D.1", "D.2", "D.3"],
        },
        // C.04.5: [C1] 2.1.1, [C2] 2.1.2, the PAB to the lowest score (3.4.2),
        // White to the player with fewer Whites (4.3.2).
        "double-swiss-2026" => Texts {
            repeat: "[C1]",
            second_bye: "[C2]",
            colour: "4.3.2",
            bye_moved_up: &["3.4.2"],
            order: &["3.5", "3.6.2"],
        },
        // B1a, B1b, E1; A6: P, the pairs of the bracket.
        _ => Texts {
            repeat: "B1a",
            second_bye: "B1b",
            colour: "E1",
            bye_moved_up: &["P"],
            order: &["D1", "D2", "D3"],
        },
    }
}

struct Case {
    before: Tournament,
    round: u32,
    ours: Pairing,
    hist: HashMap<Tpn, PlayerHistory>,
}

/// Rounds 2–5 of generated 15-player events of `system`.
fn cases(system: SystemKind) -> Vec<Case> {
    let mut out = Vec::new();
    for seed in 1..=4 {
        let cfg = GeneratorConfig {
            players: 15,
            rounds: 5,
            seed,
            system,
            ..GeneratorConfig::default()
        };
        let Ok(g) = generate(&cfg, pair_round) else {
            panic!("{system:?}: the generator failed");
        };
        for round in 2..=5 {
            let before = g.tournament.for_pairing_round(round);
            let Ok(ours) = pair_round(&before, round) else {
                continue;
            };
            // The recorded round is the system's own pairing.
            assert_eq!(ours, g.tournament.recorded_pairing(round), "{system:?}");
            let (f, p) = engine(system).history_rules();
            let hist = histories(&before, round, f, p)
                .into_iter()
                .map(|h| (h.tpn, h))
                .collect();
            out.push(Case {
                before,
                round,
                ours,
                hist,
            });
        }
    }
    out
}

fn explain(c: &Case, file: &Pairing) -> Vec<Finding> {
    match explain_round(&c.before, c.round, file, &c.ours) {
        Ok(e) => e.findings,
        Err(e) => panic!("round {}: {e}", c.round),
    }
}

fn with_boards(p: &Pairing, boards: Vec<Board>, bye: Option<Tpn>) -> Pairing {
    let _ = p;
    Pairing { boards, bye }
}

fn all_systems() -> Vec<SystemKind> {
    SystemKind::ALL
        .into_iter()
        .filter(|&k| engine(k).kind() == k)
        .collect()
}

#[test]
fn every_system_has_its_rules() {
    for k in all_systems() {
        assert!(rules_of(k).is_some(), "{k:?}");
    }
}

#[test]
fn identical_rounds_explain_nothing() {
    for k in all_systems() {
        for c in cases(k).iter().take(3) {
            assert!(explain(c, &c.ours).is_empty(), "{k:?}");
        }
    }
}

/// One game's colours swapped: the colour rule that decides the pair. The
/// board chosen is one whose players prefer different colours (2026
/// art. 5.2.1 / 2017 E.1 / 2008 E1 grant both), or for Double-Swiss one
/// whose players have had White a different number of times (art. 4.3.2).
#[test]
fn swapped_colours_name_the_colour_rule() {
    for k in all_systems() {
        let want = texts(k);
        let mut seen = 0;
        for c in cases(k) {
            let double = k.info().id == "double-swiss-2026";
            let whites = |t: Tpn| {
                c.hist[&t]
                    .colours
                    .0
                    .iter()
                    .filter(|&&x| x == Colour::White)
                    .count()
            };
            let pick = c.ours.boards.iter().position(|b| {
                let (w, bl) = (&c.hist[&b.white], &c.hist[&b.black]);
                if double {
                    whites(b.white) != whites(b.black)
                } else {
                    matches!((w.preference, bl.preference), (Some(p), Some(q)) if p.colour != q.colour)
                }
            });
            let Some(i) = pick else { continue };
            let mut boards = c.ours.boards.clone();
            let b = boards[i];
            boards[i] = Board {
                white: b.black,
                black: b.white,
            };
            let file = with_boards(&c.ours, boards, c.ours.bye);
            let f = explain(&c, &file);
            assert!(
                f.iter()
                    .any(|x| matches!(x, Finding::Colour { white, black, rule }
                    if *white == b.white && *black == b.black && rule.label == want.colour)),
                "{k:?} round {}: {f:?}",
                c.round
            );
            seen += 1;
        }
        assert!(seen > 0, "{k:?}: no board to change");
    }
}

/// The opponents of two games of one score group swapped: the bracket of
/// that score is named; a rematch is the repeat-game criterion; otherwise a
/// quality criterion on which the file is worse, or the article ordering
/// the candidates.
#[test]
fn swapped_opponents_name_the_bracket() {
    for k in all_systems() {
        let want = texts(k);
        let mut seen = 0;
        for c in cases(k) {
            let score = |t: Tpn| c.hist[&t].pairing_score;
            let n = c.ours.boards.len();
            let mut done = false;
            for i in 0..n {
                for j in i + 1..n {
                    let (a, b) = (c.ours.boards[i], c.ours.boards[j]);
                    let s = score(a.white);
                    if [a.black, b.white, b.black].iter().any(|&t| score(t) != s) {
                        continue;
                    }
                    let mut boards = c.ours.boards.clone();
                    boards[i] = Board {
                        white: a.white,
                        black: b.black,
                    };
                    boards[j] = Board {
                        white: b.white,
                        black: a.black,
                    };
                    let file = with_boards(&c.ours, boards, c.ours.bye);
                    let f = explain(&c, &file);
                    let rematch = c.hist[&a.white].has_played(b.black)
                        || c.hist[&b.white].has_played(a.black);
                    let four = [a.white, a.black, b.white, b.black];
                    let ok = if rematch {
                        f.iter().any(|x| matches!(x, Finding::RepeatGame { rule, .. } if rule.label == want.repeat))
                    } else {
                        f.iter().any(|x| match x {
                            Finding::Worse { bracket, .. } => {
                                bracket.score >= s
                                    && four.iter().all(|t| bracket.players.contains(t))
                            }
                            Finding::Order { bracket, rule, .. } => {
                                bracket.score >= s
                                    && four.iter().all(|t| bracket.players.contains(t))
                                    && want.order.contains(&rule.label)
                            }
                            _ => false,
                        })
                    };
                    assert!(ok, "{k:?} round {} {four:?}: {f:?}", c.round);
                    seen += 1;
                    done = true;
                    break;
                }
                if done {
                    break;
                }
            }
        }
        assert!(seen > 0, "{k:?}: no two games to swap");
    }
}

/// The bye given to another player: one who may not have it breaks the
/// second-bye criterion; a player of a higher score, whose opponent has
/// the same score: the PAB assignee's score (Dutch 2026 [C5]; 2017 A.9),
/// or that bracket left a pair short ([C4]/[C6], C.4/C.5, A6 P), or not
/// the lowest score (Double-Swiss art. 3.4.2).
#[test]
fn moved_bye_names_the_criterion() {
    for k in all_systems() {
        let want = texts(k);
        let (mut second, mut higher) = (0, 0);
        for c in cases(k) {
            let Some(bye) = c.ours.bye else { continue };
            for (i, b) in c.ours.boards.iter().enumerate() {
                for (p, q) in [(b.white, b.black), (b.black, b.white)] {
                    let hp = &c.hist[&p];
                    let eligible = hp.pab_eligible;
                    let up = hp.pairing_score > c.hist[&bye].pairing_score
                        && c.hist[&q].pairing_score == hp.pairing_score;
                    if eligible && !up {
                        continue;
                    }
                    if c.hist[&q].has_played(bye) {
                        continue;
                    }
                    let mut boards = c.ours.boards.clone();
                    boards[i] = if p == b.white {
                        Board {
                            white: bye,
                            black: q,
                        }
                    } else {
                        Board {
                            white: q,
                            black: bye,
                        }
                    };
                    let file = with_boards(&c.ours, boards, Some(p));
                    let f = explain(&c, &file);
                    if !eligible {
                        assert!(
                            f.iter()
                                .any(|x| matches!(x, Finding::SecondBye { tpn, rule }
                                if *tpn == p && rule.label == want.second_bye)),
                            "{k:?} round {}: {f:?}",
                            c.round
                        );
                        second += 1;
                    } else {
                        assert!(
                            f.iter().any(|x| matches!(x, Finding::Worse { rule, .. }
                                if want.bye_moved_up.contains(&rule.label))),
                            "{k:?} round {} bye {bye} -> {p}: {f:?}",
                            c.round
                        );
                        higher += 1;
                    }
                }
            }
        }
        assert!(
            second > 0 && higher > 0,
            "{k:?}: {second} byes moved to a player who had one, {higher} to a higher score"
        );
    }
}

/// Two players who met before put on one board: the repeat-game criterion,
/// naming the round they met.
#[test]
fn created_repeat_game_is_named() {
    for k in all_systems() {
        let want = texts(k);
        let mut seen = 0;
        for c in cases(k) {
            let n = c.ours.boards.len();
            'search: for i in 0..n {
                for j in i + 1..n {
                    let (a, b) = (c.ours.boards[i], c.ours.boards[j]);
                    if !c.hist[&a.white].has_played(b.white) || c.hist[&a.black].has_played(b.black)
                    {
                        continue;
                    }
                    let met = (1..c.round).find(|&r| {
                        c.before.player(a.white).and_then(|p| p.round(r).opponent())
                            == Some(b.white)
                    });
                    let mut boards = c.ours.boards.clone();
                    boards[i] = Board {
                        white: a.white,
                        black: b.white,
                    };
                    boards[j] = Board {
                        white: a.black,
                        black: b.black,
                    };
                    let file = with_boards(&c.ours, boards, c.ours.bye);
                    let f = explain(&c, &file);
                    assert!(
                        f.iter().any(|x| matches!(x, Finding::RepeatGame { a: x1, b: y1, met_in, rule }
                            if *x1 == a.white && *y1 == b.white && *met_in == met && rule.label == want.repeat)),
                        "{k:?} round {}: {f:?}",
                        c.round
                    );
                    seen += 1;
                    break 'search;
                }
            }
        }
        assert!(seen > 0, "{k:?}: no repeat game to create");
    }
}
