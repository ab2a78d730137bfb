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

impl ColourRule {
    /// n of the article 5.2.n that states the rule (C.04.3 2026; the same
    /// rule is 2017 E.n).
    pub const fn number(self) -> u8 {
        match self {
            ColourRule::BothPreferences => 1,
            ColourRule::StrongerPreference | ColourRule::WiderColourDifference => 2,
            ColourRule::AlternateHistory => 3,
            ColourRule::HigherRankedPreference => 4,
            ColourRule::InitialColour => 5,
        }
    }

    /// The article of C.04.3 (2026) that states the rule: `"5.2.1"` … `"5.2.5"`.
    pub const fn article(self) -> &'static str {
        match self.number() {
            1 => "5.2.1",
            2 => "5.2.2",
            3 => "5.2.3",
            4 => "5.2.4",
            _ => "5.2.5",
        }
    }
}

/// Where a rule version's text states a colour rule.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ColourArticle {
    /// C.04.3 (2026) art. 5.2.n.
    Article52(ColourRule),
    /// C.04.3 (2017) E.n, the same rule as 2026 art. 5.2.n.
    AppendixE(ColourRule),
}

/// Allocates colours to a pair; `higher` is the higher-ranked player
/// (art. 1.2: higher score, then smaller TPN) and `higher_tpn` the pairing
/// number whose parity art. 5.2.5 reads (see [`effective_numbers`]). Returns the
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

/// The numbers whose parity art. 5.2.5 (2017 E.5) reads, for players listed
/// in TPN order with `entered[k]` telling whether player `k` has entered the
/// tournament: its position among the entered players (1-based).
///
/// A late entrant is given its pairing number only when it arrives, and the
/// numbers given at the start are provisional (2026 C.04.2 art. 2.4–2.5; 2017
/// C.04.2.C.2–3): a player who has never been paired so far (no game, even
/// forfeited, and no PAB) and is not paired in this round has not arrived and
/// is not numbered. In round 1 this numbers the present players 1, 2, 3, …
pub fn effective_numbers(entered: &[bool]) -> Vec<usize> {
    let mut n = 0;
    entered
        .iter()
        .map(|&e| {
            n += usize::from(e);
            n
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Points, Tpn};
    use crate::swiss::ColourHistory;
    use Colour::{Black as B, White as W};

    fn player(tpn: u32, colours: &[Colour]) -> PlayerHistory {
        let colours = ColourHistory(colours.to_vec());
        PlayerHistory {
            tpn: Tpn(tpn),
            score: Points::ZERO,
            pairing_score: Points::ZERO,
            preference: colours.preference(),
            colours,
            floats: vec![],
            played_opponents: vec![],
            pab_eligible: true,
            unplayed_rounds: 0,
        }
    }

    #[test]
    fn art_5_2_1_both_preferences_granted() {
        // higher had Black (mild White), lower had White (mild Black).
        let (c, r) = allocate(&player(1, &[B]), &player(2, &[W]), 1, W);
        assert_eq!((c, r), (W, ColourRule::BothPreferences));
        // art. 1.7.4: a player who has not played lets the other's preference be granted.
        let (c, r) = allocate(&player(1, &[]), &player(2, &[W, B, W]), 1, W);
        assert_eq!((c, r), (W, ColourRule::BothPreferences));
    }

    #[test]
    fn art_5_2_2_stronger_preference_then_wider_difference() {
        // both want White: higher mild (W B → CD 0, last B), lower absolute (B B).
        let (c, r) = allocate(&player(1, &[W, B]), &player(2, &[B, B]), 1, W);
        assert_eq!((c, r), (B, ColourRule::StrongerPreference));
        // both absolute White (topscorers): lower has CD −3, higher CD −2 → lower gets White.
        let (c, r) = allocate(
            &player(1, &[W, B, B, B]),
            &player(2, &[B, W, B, B, B]),
            1,
            W,
        );
        assert_eq!(
            (c, r),
            (B, ColourRule::WiderColourDifference),
            "CD −2 against CD −3"
        );
    }

    #[test]
    fn art_5_2_3_alternate_from_the_latest_difference() {
        // both mild White (CD 0, last Black); histories W B vs B W B... aligned at the end:
        // higher: W B, lower: W B (same) then nothing → no difference → 5.2.4.
        let (_, r) = allocate(&player(1, &[W, B]), &player(2, &[W, B]), 1, W);
        assert_eq!(r, ColourRule::HigherRankedPreference);
        // higher B W B W B (CD −1, strong W), lower W B W B B? use equal strengths:
        // higher: B W W B (CD 0, mild W), lower: W B W B (CD 0, mild W).
        // From the end: B/B same, W/W same, W/B differ → higher had White → gets Black.
        let (c, r) = allocate(&player(1, &[B, W, W, B]), &player(2, &[W, B, W, B]), 1, W);
        assert_eq!((c, r), (B, ColourRule::AlternateHistory));
    }

    #[test]
    fn art_5_2_4_and_5_2_5() {
        // same history, same preference: the higher-ranked player's preference.
        let (c, r) = allocate(&player(3, &[B, W, B]), &player(4, &[B, W, B]), 3, B);
        assert_eq!((c, r), (W, ColourRule::HigherRankedPreference));
        // nobody has played: odd number → the initial colour; even → the other.
        assert_eq!(
            allocate(&player(3, &[]), &player(4, &[]), 3, B),
            (B, ColourRule::InitialColour)
        );
        assert_eq!(
            allocate(&player(2, &[]), &player(4, &[]), 2, B),
            (W, ColourRule::InitialColour)
        );
    }

    #[test]
    fn players_not_yet_arrived_are_not_numbered() {
        // TPN 2 has not arrived (C.04.2 art. 2.4): TPN 3 is number 2, TPN 4 number 3.
        assert_eq!(
            effective_numbers(&[true, false, true, true]),
            vec![1, 1, 2, 3]
        );
        assert_eq!(effective_numbers(&[true, true, true]), vec![1, 2, 3]);
    }
}
