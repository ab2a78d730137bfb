//! Colour allocation, C.04.3 art. 5.2 (2026) = E.1–E.5 (2017).

use crate::model::Colour;
use crate::swiss::{PlayerHistory, Strength};
use serde::{Deserialize, Serialize};

/// The article of 5.2 that decided a pair's colours (for the explanation view).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ColourRule {
    /// art. 5.2.1: both preferences granted (or the only preference there is).
    BothPreferences,
    /// art. 5.2.2: the stronger preference granted.
    StrongerPreference,
    /// art. 5.2.2: both absolute (topscorers): the wider colour difference granted.
    WiderColourDifference,
    /// art. 5.2.3: alternated from the most recent round where they differed.
    AlternateHistory,
    /// art. 5.2.4: the higher-ranked player's preference granted.
    HigherRankedPreference,
    /// art. 5.2.5: the higher-ranked player's TPN parity and the initial colour.
    InitialColour,
}

/// Allocates colours to a pair; `higher` is the higher-ranked player
/// (art. 1.2: higher score, then smaller TPN) and `higher_tpn` the pairing
/// number whose parity art. 5.2.5 reads (see [`parity_number`]). Returns the
/// colour of `higher` and the rule that decided.
pub fn allocate(
    higher: &PlayerHistory,
    lower: &PlayerHistory,
    higher_tpn: usize,
    initial_colour: Colour,
) -> (Colour, ColourRule) {
    let (ph, pl) = (higher.preference, lower.preference);
    match (ph, pl) {
        // art. 5.2.1 with art. 1.7.4: a player without preference lets the other's be granted.
        (Some(h), None) => return (h.colour, ColourRule::BothPreferences),
        (None, Some(l)) => return (l.colour.opposite(), ColourRule::BothPreferences),
        (Some(h), Some(l)) if h.colour != l.colour => {
            return (h.colour, ColourRule::BothPreferences)
        }
        (Some(h), Some(l)) => {
            // art. 5.2.2: the stronger preference.
            if h.strength != l.strength {
                let c = if h.strength > l.strength {
                    h.colour
                } else {
                    l.colour.opposite()
                };
                return (c, ColourRule::StrongerPreference);
            }
            if h.strength == Strength::Absolute {
                let (dh, dl) = (
                    higher.colours.difference().abs(),
                    lower.colours.difference().abs(),
                );
                if dh != dl {
                    let c = if dh > dl {
                        h.colour
                    } else {
                        l.colour.opposite()
                    };
                    return (c, ColourRule::WiderColourDifference);
                }
            }
        }
        (None, None) => {}
    }
    // art. 5.2.3: alternate to the most recent time one had White and the other
    // Black, histories of played games aligned at their ends (C.04.2 art. 3.4).
    let (a, b) = (&higher.colours.0, &lower.colours.0);
    for (ca, cb) in a.iter().rev().zip(b.iter().rev()) {
        if ca != cb {
            return (ca.opposite(), ColourRule::AlternateHistory);
        }
    }
    // art. 5.2.4: the higher-ranked player's preference.
    if let Some(h) = ph {
        return (h.colour, ColourRule::HigherRankedPreference);
    }
    // art. 5.2.5: odd number → the initial colour.
    let c = if higher_tpn % 2 == 1 {
        initial_colour
    } else {
        initial_colour.opposite()
    };
    (c, ColourRule::InitialColour)
}

/// The number whose parity art. 5.2.5 uses for the player at 0-based position
/// `rank` of the round's pairing order.
///
/// In round 1 the players known to be absent are not taken into account
/// (they are late entries, C.04.2 art. 2.4), and the TPNs given at the start
/// are provisional (art. 2.5): the present players are numbered 1, 2, 3, … in
/// order, which is their position. From round 2 on, the TPN itself.
pub fn parity_number(round: u32, rank: usize, tpn: crate::model::Tpn) -> usize {
    if round == 1 {
        rank + 1
    } else {
        tpn.0 as usize
    }
}
