//! The words of Learn in pictures (issue 23): the bracket diagram's cards,
//! links and their sentences for screen readers, and the exercises.

use crate::model::{Pairing, Tpn};
use crate::swiss::{ColourPreference, Float, Strength};
use crate::teach::diagram::Diagram;
use crate::teach::exercise::{ExerciseError, Source};

/// A colour preference in a card (art. 1.7): "W!" absolute, "W" strong,
/// "(W)" mild, "–" none.
pub fn preference_short(p: Option<ColourPreference>) -> String {
    match p {
        None => "–".into(),
        Some(p) => {
            let c = p.colour.fold("W", "B");
            match p.strength {
                Strength::Absolute => format!("{c}!"),
                Strength::Strong => c.to_string(),
                Strength::Mild => format!("({c})"),
            }
        }
    }
}

/// The floats of the last two rounds in a card (art. 1.4): "↓1" the round
/// before, "↑2" two rounds before.
pub fn float_marks(last: Option<Float>, before: Option<Float>) -> String {
    let arrow = |f: Float| match f {
        Float::Down => '↓',
        Float::Up => '↑',
    };
    let mut out = Vec::new();
    if let Some(f) = last {
        out.push(format!("{}1", arrow(f)));
    }
    if let Some(f) = before {
        out.push(format!("{}2", arrow(f)));
    }
    out.join(" ")
}

pub fn diagram_link_fine(a: Tpn, b: Tpn) -> String {
    format!("{a} (S1) plays {b} (S2): fine.")
}

pub fn diagram_link_breaks(a: Tpn, b: Tpn, what: &str) -> String {
    format!("{a} (S1) plays {b} (S2): breaks {what}, the candidate is illegal.")
}

pub fn diagram_link_worse(a: Tpn, b: Tpn, what: &str) -> String {
    format!("{a} (S1) plays {b} (S2): legal, fails {what}.")
}

pub fn diagram_unpaired(t: Tpn, what: &str, none: bool) -> String {
    if none {
        format!("{t} is not paired in this candidate.")
    } else {
        format!("{t} is not paired in this candidate and fails {what}.")
    }
}

/// The diagram's accessible name.
pub fn diagram_summary(d: &Diagram) -> String {
    let c = d.counts();
    format!(
        "Bracket diagram: S1 facing S2, {} pairs ({} breaking an absolute criterion, {} failing a quality criterion), {} not paired.",
        c.pairs,
        c.breaking,
        c.failing,
        c.unpaired
    )
}

/// "Score: 3 right of 5 answered".
pub fn exercise_score(right: u32, tried: u32) -> String {
    format!("Score: {right} right of {tried} answered (kept in this browser).")
}

pub fn exercise_title(system: &str, source: Source, round: u32) -> String {
    match source {
        Source::Sample { round } => format!("The sample event, round {round}"),
        Source::Generated { seed, .. } => format!("{system}, seed {seed}: pair round {round}"),
    }
}

/// The exercise's standings columns.
pub fn exercise_columns() -> [&'static str; 5] {
    [
        "TPN",
        "Name",
        "Rating",
        "Score",
        "Rounds played (opponent, colour)",
    ]
}

pub fn exercise_pick(t: Tpn) -> String {
    format!("Player {t}")
}

pub fn exercise_unpair(a: Tpn, b: Tpn) -> String {
    format!("Undo the pair {a}–{b}")
}

pub fn exercise_white(t: Tpn) -> String {
    format!("{t} White")
}

/// The system's pairing: "The system pairs 3–1, 2–4; bye 5."
pub fn exercise_answer(p: &Pairing) -> String {
    let boards = p
        .boards
        .iter()
        .map(|b| format!("{}–{}", b.white, b.black))
        .collect::<Vec<_>>()
        .join(", ");
    match p.bye {
        Some(b) => format!("The system pairs (White first) {boards}; bye {b}."),
        None => format!("The system pairs (White first) {boards}."),
    }
}

pub fn exercise_error(e: &ExerciseError) -> String {
    match e {
        ExerciseError::Unpairable { round } => format!(
            "The event of this seed cannot be paired in round {round} under its system's rules: try the next seed."
        ),
        ExerciseError::NoSuchRound { round, last } => {
            format!("The sample has rounds 2 to {last}, not {round}.")
        }
        ExerciseError::Sample(_) | ExerciseError::Generate(_) | ExerciseError::Judge(_) => {
            "This exercise could not be made (please report it).".to_string()
        }
    }
}
