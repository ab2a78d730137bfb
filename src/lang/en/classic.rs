//! English wording of the classic Dutch procedure's trace
//! (`dutch::classic::trace`, seed 004 articles): one line per event.

use crate::dutch::classic::trace::{C1Route, ColourRule, Criterion, Event, Rejection};
use crate::model::{Colour, Tpn};

fn list(v: &[Tpn]) -> String {
    let s: Vec<String> = v.iter().map(|t| t.to_string()).collect();
    s.join(", ")
}

fn pairs(v: &[(Tpn, Tpn)]) -> String {
    let s: Vec<String> = v.iter().map(|(a, b)| format!("{a}–{b}")).collect();
    s.join(", ")
}

fn colour(c: Colour) -> &'static str {
    match c {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

/// The criterion C10 drops, with its article.
pub fn criterion(c: Criterion) -> &'static str {
    match c {
        Criterion::B6Up => "B6 for upfloaters",
        Criterion::B5Up => "B5 for upfloaters",
        Criterion::B6Down => "B6 for downfloaters",
        Criterion::B5Down => "B5 for downfloaters",
        Criterion::A7d => "A7.d (strong preferences treated as absolute)",
        Criterion::B2Topscorers => "B2 for topscorers",
    }
}

/// Why a candidate was not accepted.
pub fn rejection(r: &Rejection) -> String {
    match r {
        Rejection::B1aRematch { a, b } => format!("B1a: {a} and {b} have already met"),
        Rejection::B1bBye { player } => {
            format!("B1b: {player} has already been exempt or won by forfeit")
        }
        Rejection::B2SameAbsolute { a, b, a7d: false } => {
            format!("B2: {a} and {b} have the same absolute colour preference")
        }
        Rejection::B2SameAbsolute { a, b, a7d: true } => {
            format!("A7.d: {a} and {b} have the same strong colour preference, treated as absolute")
        }
        Rejection::XBudget { x, needed } => {
            format!("X = {x}: {needed} pairs would not meet both colour preferences")
        }
        Rejection::ZBudget { z, needed } => {
            format!("Z = {z}: {needed} pairs would not meet both strong colour preferences")
        }
        Rejection::B5 { player, up } => format!(
            "B5: {player} would float {} twice in a row",
            if *up { "up" } else { "down" }
        ),
        Rejection::B6 { player, up } => format!(
            "B6: {player} floated {} two rounds ago",
            if *up { "up" } else { "down" }
        ),
        Rejection::RemainderFails => "C9: the remainder cannot be paired".to_string(),
        Rejection::LowerBracketFails => {
            "C12/C13: the lower bracket cannot be paired with these players".to_string()
        }
        Rejection::B3Factor { factor, best } => format!(
            "D4: B3 factor {} beaten by {}",
            hundredths(*factor),
            hundredths(*best)
        ),
    }
}

/// A B3 factor (in tenths squared) as points squared.
fn hundredths(f: u64) -> String {
    format!("{}.{:02}", f / 100, f % 100)
}

/// The colour rule of a board.
pub fn colour_rule(r: ColourRule) -> String {
    match r {
        ColourRule::E1BothPreferences => "E1: both preferences granted".to_string(),
        ColourRule::E2StrongerPreference => "E2: the stronger preference granted".to_string(),
        ColourRule::E3Alternate => {
            "E3: colours alternated from the latest round where they differed".to_string()
        }
        ColourRule::E4HigherRanked => "E4: the higher-ranked player's preference".to_string(),
        ColourRule::E5FirstRound { first } => format!(
            "E5: odd places of S1 get {} (drawn by lot), even places the other colour",
            colour(first)
        ),
    }
}

/// One event as a line of text.
pub fn event(e: &Event) -> String {
    match e {
        Event::BracketEntered {
            top,
            bottom,
            homogeneous,
            lowest,
            players,
            p0,
            m0,
            x1,
            z1,
        } => {
            let scores = if top == bottom {
                format!("{top}")
            } else {
                format!("{top}–{bottom}")
            };
            let kind = if *homogeneous {
                "homogeneous"
            } else {
                "heterogeneous"
            };
            let low = if *lowest { ", lowest" } else { "" };
            let z = z1.map(|z| format!(", Z1 = {z}")).unwrap_or_default();
            format!(
                "Bracket {scores} ({kind}{low}): {}. P0 = {p0}, M0 = {m0}, X1 = {x1}{z}",
                list(players)
            )
        }
        Event::C1Incompatible { player, to } => {
            let to = match to {
                C1Route::C12 => "C12 (backtrack)",
                C1Route::C13 => "C13 (lowest bracket)",
                C1Route::MovedDown => "the next bracket",
            };
            format!("C1: {player} has no compatible opponent here; to {to}")
        }
        Event::C3Requirements { p, x, z, dropped } => {
            let z = z.map(|z| format!(", Z = {z}")).unwrap_or_default();
            let d = if dropped.is_empty() {
                String::new()
            } else {
                let v: Vec<&str> = dropped.iter().map(|c| criterion(*c)).collect();
                format!("; dropped: {}", v.join(", "))
            };
            format!("C3: P = {p}, X = {x}{z}{d}")
        }
        Event::C4Subgroups { s1, s2, remainder } => format!(
            "C4{}: S1 = {}; S2 = {}",
            if *remainder { " (remainder)" } else { "" },
            list(s1),
            list(s2)
        ),
        Event::C6Candidate {
            transposition,
            pairs: p,
            rejected,
        } => {
            let n = transposition.map(|t| format!(" #{t}")).unwrap_or_default();
            match rejected {
                Some(r) => format!("C6 candidate{n} {}: {}", pairs(p), rejection(r)),
                None => format!("C6 candidate{n} {}", pairs(p)),
            }
        }
        Event::CandidatesSkipped { count } => format!("… {count} more candidates"),
        Event::C8Exchange {
            out_of_s1,
            out_of_s2,
            differenz,
        } => format!(
            "C8.a: exchange {} of S1 with {} of S2 (DIFFERENZ {differenz})",
            list(out_of_s1),
            list(out_of_s2)
        ),
        Event::C8MdpSet { s1 } => format!("C8.b (D3): S1 = {}", list(s1)),
        Event::C6MdpPairingNoted {
            pairs: p,
            p_remainder,
        } => format!(
            "C6: MDP pairing {} noted; remainder with P = {p_remainder}",
            pairs(p)
        ),
        Event::C9BackToHeterogeneous => {
            "C9: remainder abandoned, back to the noted transposition".to_string()
        }
        Event::C10Drop { step, criterion: c } => format!("C10.{step}: drop {}", criterion(*c)),
        Event::C10Budget { x, z } => match z {
            Some(z) => format!("C10.e: X = {x}, Z = {z}"),
            None => format!("C10.e: X = {x}"),
        },
        Event::C12Backtrack { accepted } => format!(
            "C12: back to the previous bracket: {}",
            if *accepted {
                "another pairing found"
            } else {
                "none found"
            }
        ),
        Event::C13Backtrack { accepted } => format!(
            "C13: the penultimate bracket paired again: {}",
            if *accepted { "found" } else { "none found" }
        ),
        Event::C13Merge { players } => {
            format!("C13: the two lowest brackets merged: {}", list(players))
        }
        Event::C14Reduce { p1, m1, x1, z1 } => {
            let z = z1.map(|z| format!(", Z1 = {z}")).unwrap_or_default();
            format!("C14: P1 = {p1}, M1 = {m1}, X1 = {x1}{z}")
        }
        Event::C14WholeBracketDown => "C14.a: the whole bracket moves down".to_string(),
        Event::Accepted {
            pairs: p,
            moved_down,
        } => {
            if moved_down.is_empty() {
                format!("Accepted: {}", pairs(p))
            } else {
                format!("Accepted: {}; moved down: {}", pairs(p), list(moved_down))
            }
        }
        Event::Bye { player } => format!("A5: {player} is exempt"),
        Event::Colour { white, black, rule } => {
            format!("{white}–{black}: {}", colour_rule(*rule))
        }
    }
}

/// The whole trace, one line per event.
pub fn trace(events: &[Event]) -> Vec<String> {
    events.iter().map(event).collect()
}
