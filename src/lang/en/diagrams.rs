//! The words of the classic texts' bracket diagram (issue 23): its stepper,
//! the side views (D1 transpositions, D2 exchanges, the C10 ladder).
//! Article codes (B1a, D1, C10.a) are the texts' own and stay as they are.

use crate::model::{SystemKind, Tpn};
use crate::teach::classic_diagram::RungState;

pub const TITLE: &str = "The bracket, step by step";
pub const PREV: &str = "Previous diagram step";
pub const NEXT: &str = "Next diagram step";
pub const KEYS: &str =
    "Arrow keys, Home and End move through the steps when the diagram has focus.";
pub const D1_TITLE: &str = "D1: transpositions of S2";
pub const D2_TITLE: &str = "D2: exchanges between S1 and S2";
pub const LADDER_TITLE: &str = "C10: what is dropped, in the text's order";
pub const RAISE_BUDGET: &str = "raise X (and Z)";
pub const S1_ROWS: &str = "S1 (rows) against S2 (columns): difference of the numbers";

pub fn rung_state(s: RungState) -> &'static str {
    match s {
        RungState::InForce => "in force",
        RungState::Dropped => "dropped",
        RungState::DroppedNow => "dropped at this step",
    }
}

pub fn number(n: usize) -> String {
    format!("No. {n}")
}

pub fn transposition(k: u64) -> String {
    format!("No. {k}")
}

use super::classic::list;

/// "Exchange: 4 ⇄ 12 (DIFFERENZ 6)": 2008's D2 calls the value DIFFERENZ.
pub fn exchange(system: SystemKind, out1: &[Tpn], out2: &[Tpn], d: u32, now: bool) -> String {
    let name = super::classic::vocab(system).exchange_short;
    let when = if now { "tried now" } else { "in force" };
    format!(
        "Exchange {when}: {} ⇄ {} ({name} {d})",
        list(out1),
        list(out2)
    )
}

pub fn step_of(k: usize, n: usize) -> String {
    format!("Step {k} of {n}")
}

// ---- The 2026 diagram's exchange matrix (C.04.3 art. 4.3) ----

pub const EXCHANGE_2026_TITLE: &str = "Art. 4.3: the resident exchange in force";
pub const S1_ROWS_2026: &str =
    "Original S1 (rows) against original S2 (columns), by BSN: S2's BSN minus S1's (art. 4.3.2 b)";

/// "Exchange 3 in art. 4.3.2 order: BSN 5 ⇄ 6 (difference 1)".
pub fn exchange_2026(number: usize, out: &[usize], inn: &[usize], difference: i64) -> String {
    let join = |v: &[usize]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join("+")
    };
    format!(
        "Exchange {number} in art. 4.3.2 order: BSN {} ⇄ {} (difference {difference})",
        join(out),
        join(inn)
    )
}
