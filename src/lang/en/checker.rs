//! English wording of the checker's comparisons (`check`).

use crate::checker::RoundCheck;
use crate::model::Pairing;

/// A short account of one compared round: "round 3: agrees", or what was
/// expected and what the system gave.
pub fn round_check(c: &RoundCheck) -> String {
    let show = |p: &Pairing| p.to_reference_format().replace('\n', " ");
    match &c.got {
        Ok(p) if p == &c.expected => format!("round {}: agrees", c.round),
        Ok(p) => format!(
            "round {}: expected [{}] got [{}]",
            c.round,
            show(&c.expected),
            show(p)
        ),
        Err(e) => format!(
            "round {}: expected [{}] got error: {e}",
            c.round,
            show(&c.expected)
        ),
    }
}
