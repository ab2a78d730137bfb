//! English wording of the classic Dutch procedure's trace
//! (`dutch::classic::trace`, seed 004 articles): one line per event, in the
//! words of each system's own text where the texts differ ([`Vocab`]): the
//! ~2008 rules (seed 004: "DIFFERENZ", "topscorers", A7.d), the FIDE
//! 1992–2006 text (seed 002: "the difference between the numbers
//! exchanged", "players with a score of 50% in the last round", A7.c) and
//! the French federation's 1992 text (seed 001, worded here in English
//! after its own terms: "la différence entre les numéros échangés", "joueurs
//! ayant plus de 50 % des points", BAF 77's "paires perturbées avec deux
//! joueurs de préférence forte"). The step numbers are the 2008 text's for
//! every classic system (as in the engine's trace).

use crate::dutch::classic::trace::{C1Route, ColourRule, Criterion, Event, Rejection};
use crate::model::{Colour, SystemKind, Tpn};

/// The words where the classic English texts differ.
pub(super) struct Vocab {
    /// D2's measure of an exchange: "DIFFERENZ" (2008 D2) / "difference
    /// between the numbers exchanged" (1992–2006 D2; 001 D2 « la différence
    /// entre les numéros échangés »).
    pub exchange_measure: &'static str,
    /// The same in a diagram's short label.
    pub exchange_short: &'static str,
    /// The rule treating strong preferences as absolute: A7.d (2008) /
    /// A7.c (2006, GA 2001); the French text has none.
    pub strong_as_absolute: &'static str,
    /// That rule as a criterion the ladder drops.
    pub strong_as_absolute_criterion: &'static str,
    /// B2 for the players it may be given up for in the last round: 2008
    /// C3.b "topscorers"; 2006 note after B6 "players with a score of 50%
    /// in the last round"; 001 note after B6 « joueurs ayant un score de
    /// plus de 50 %, à la dernière ronde ».
    pub b2_criterion: &'static str,
    /// The second colour budget: 2008's Z (A8); BAF 77's « paires
    /// perturbées avec deux joueurs de préférence forte » (001).
    pub strong_conflicts: StrongConflicts,
}

/// How a text names the budget of pairs with two strong preferences.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum StrongConflicts {
    /// 2008 A8's Z.
    Z,
    /// BAF 77 (001): disturbed pairs of two strong preferences.
    Baf77,
}

const VOCAB_2008: Vocab = Vocab {
    exchange_measure: "DIFFERENZ",
    exchange_short: "DIFFERENZ",
    strong_as_absolute: "A7.d",
    strong_as_absolute_criterion: "A7.d (strong preferences treated as absolute)",
    b2_criterion: "B2 for topscorers",
    strong_conflicts: StrongConflicts::Z,
};

const VOCAB_2006: Vocab = Vocab {
    exchange_measure: "difference between the numbers exchanged",
    exchange_short: "difference",
    strong_as_absolute: "A7.c",
    strong_as_absolute_criterion: "A7.c (strong preferences treated as absolute)",
    b2_criterion: "B2 for players with a score of 50% in the last round",
    strong_conflicts: StrongConflicts::Z,
};

const VOCAB_1992_FFE: Vocab = Vocab {
    exchange_measure: "difference between the numbers exchanged",
    exchange_short: "difference",
    // Never used: the French text has no A7.c (the ladder has no such step).
    strong_as_absolute: "A7.c",
    strong_as_absolute_criterion: "A7.c (strong preferences treated as absolute)",
    b2_criterion: "B2 for players with over 50% of the points in the last round",
    strong_conflicts: StrongConflicts::Baf77,
};

/// The vocabulary of a classic system's text.
pub(super) fn vocab(system: SystemKind) -> &'static Vocab {
    match system {
        SystemKind::Dutch2006 => &VOCAB_2006,
        SystemKind::Dutch1992Ffe => &VOCAB_1992_FFE,
        _ => &VOCAB_2008,
    }
}

pub(super) fn list(v: &[Tpn]) -> String {
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

/// The criterion C10 drops, with its article (the 2008 text's words).
pub fn criterion(c: Criterion) -> &'static str {
    criterion_for(SystemKind::Dutch2008, c)
}

/// The criterion C10 drops, in the words of `system`'s text.
pub fn criterion_for(system: SystemKind, c: Criterion) -> &'static str {
    let v = vocab(system);
    match c {
        Criterion::B6Up => "B6 for upfloaters",
        Criterion::B5Up => "B5 for upfloaters",
        Criterion::B6Down => "B6 for downfloaters",
        Criterion::B5Down => "B5 for downfloaters",
        Criterion::A7d => v.strong_as_absolute_criterion,
        Criterion::B2Topscorers => v.b2_criterion,
    }
}

/// Why a candidate was not accepted (the 2008 text's words).
pub fn rejection(r: &Rejection) -> String {
    rejection_for(SystemKind::Dutch2008, r)
}

/// Why a candidate was not accepted, in the words of `system`'s text.
pub fn rejection_for(system: SystemKind, r: &Rejection) -> String {
    let v = vocab(system);
    match r {
        Rejection::B1aRematch { a, b } => format!("B1a: {a} and {b} have already met"),
        Rejection::B1bBye { player } => {
            format!("B1b: {player} has already been exempt or won by forfeit")
        }
        Rejection::B2SameAbsolute { a, b, a7d: false } => {
            format!("B2: {a} and {b} have the same absolute colour preference")
        }
        Rejection::B2SameAbsolute { a, b, a7d: true } => format!(
            "{}: {a} and {b} have the same strong colour preference, treated as absolute",
            v.strong_as_absolute
        ),
        Rejection::XBudget { x, needed } => {
            format!("X = {x}: {needed} pairs would not meet both colour preferences")
        }
        Rejection::ZBudget { z, needed } => match v.strong_conflicts {
            StrongConflicts::Z => {
                format!("Z = {z}: {needed} pairs would not meet both strong colour preferences")
            }
            StrongConflicts::Baf77 => {
                format!("BAF 77: {needed} disturbed pairs of two strong preferences, {z} allowed")
            }
        },
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

/// One event as a line of text (the 2008 text's words).
pub fn event(e: &Event) -> String {
    event_for(SystemKind::Dutch2008, e)
}

/// One event as a line of text, in the words of `system`'s text.
pub fn event_for(system: SystemKind, e: &Event) -> String {
    let v = vocab(system);
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
                let l: Vec<&str> = dropped.iter().map(|c| criterion_for(system, *c)).collect();
                format!("; dropped: {}", l.join(", "))
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
                Some(r) => format!("C6 candidate{n} {}: {}", pairs(p), rejection_for(system, r)),
                None => format!("C6 candidate{n} {}", pairs(p)),
            }
        }
        Event::CandidatesSkipped { count } => format!("… {count} more candidates"),
        Event::C8Exchange {
            out_of_s1,
            out_of_s2,
            differenz,
        } => format!(
            "C8.a: exchange {} of S1 with {} of S2 ({} {differenz})",
            list(out_of_s1),
            list(out_of_s2),
            v.exchange_measure
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
        Event::C10Drop { step, criterion: c } => {
            format!("C10.{step}: drop {}", criterion_for(system, *c))
        }
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

/// The whole trace, one line per event (the 2008 text's words).
pub fn trace(events: &[Event]) -> Vec<String> {
    events.iter().map(event).collect()
}

/// The whole trace in the words of `system`'s text.
pub fn trace_for(system: SystemKind, events: &[Event]) -> Vec<String> {
    events.iter().map(|e| event_for(system, e)).collect()
}
