//! Colour difference, colour preference and its strength (C.04.3 art. 1.6–1.7),
//! computed from played games only (C.04.2 art. 3.4).

use crate::model::Colour;
use serde::{Deserialize, Serialize};

/// How strongly a player wants a colour (C.04.3 art. 1.7.1–1.7.3), weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Strength {
    /// art. 1.7.3: colour difference 0, alternate from the last game played.
    Mild,
    /// art. 1.7.2: colour difference ±1.
    Strong,
    /// art. 1.7.1: colour difference beyond ±1, or the same colour in the two
    /// latest games played.
    Absolute,
}

/// A colour preference: which colour, how strongly.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ColourPreference {
    pub colour: Colour,
    pub strength: Strength,
}

/// The colours of the games a player actually played, oldest first
/// (unplayed rounds already removed: C.04.2 art. 3.4).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct ColourHistory(pub Vec<Colour>);

impl ColourHistory {
    /// C.04.3 art. 1.6: games with White minus games with Black.
    pub fn difference(&self) -> i32 {
        self.0.iter().map(|c| c.fold(1, -1)).sum()
    }

    /// The colour of the latest game played.
    pub fn last(&self) -> Option<Colour> {
        self.0.last().copied()
    }

    /// True when the two latest games played had the same colour `c`.
    pub fn last_two_are(&self, c: Colour) -> bool {
        let n = self.0.len();
        n >= 2 && self.0[n - 1] == c && self.0[n - 2] == c
    }

    /// C.04.3 art. 1.7. `None` for a player who has not played (art. 1.7.4).
    ///
    /// When the colour difference and the last two games point to different
    /// colours (e.g. `WWWWBB`: difference +2, last two Black), the colour
    /// difference decides: it is the first condition of art. 1.7.1.
    pub fn preference(&self) -> Option<ColourPreference> {
        let last = self.last()?;
        let cd = self.difference();
        let pref = |colour, strength| Some(ColourPreference { colour, strength });
        if cd < -1 {
            pref(Colour::White, Strength::Absolute)
        } else if cd > 1 {
            pref(Colour::Black, Strength::Absolute)
        } else if self.last_two_are(Colour::Black) {
            pref(Colour::White, Strength::Absolute)
        } else if self.last_two_are(Colour::White) {
            pref(Colour::Black, Strength::Absolute)
        } else if cd == -1 {
            pref(Colour::White, Strength::Strong)
        } else if cd == 1 {
            pref(Colour::Black, Strength::Strong)
        } else {
            pref(last.opposite(), Strength::Mild)
        }
    }

    /// The history after receiving `c` in the game being paired.
    pub fn with(&self, c: Colour) -> ColourHistory {
        let mut v = self.0.clone();
        v.push(c);
        ColourHistory(v)
    }

    /// True when the last three games (with `c` appended) all have colour `c`.
    pub fn would_be_three_in_a_row(&self, c: Colour) -> bool {
        self.last_two_are(c)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Colour::{Black as B, White as W};

    fn h(v: &[Colour]) -> ColourHistory {
        ColourHistory(v.to_vec())
    }

    #[test]
    fn art_1_7_kinds_of_preference() {
        // art. 1.7.4: no games, no preference.
        assert_eq!(h(&[]).preference(), None);
        // art. 1.7.3: CD 0, alternate the last game.
        assert_eq!(
            h(&[W, B]).preference(),
            Some(ColourPreference {
                colour: W,
                strength: Strength::Mild
            })
        );
        // art. 1.7.2: CD −1 → strong White.
        assert_eq!(
            h(&[B]).preference(),
            Some(ColourPreference {
                colour: W,
                strength: Strength::Strong
            })
        );
        // art. 1.7.1: same colour in the two latest games → absolute.
        assert_eq!(
            h(&[W, B, B]).preference(),
            Some(ColourPreference {
                colour: W,
                strength: Strength::Absolute
            })
        );
        // art. 1.7.1: CD +2 → absolute Black.
        assert_eq!(
            h(&[W, B, W, W]).preference(),
            Some(ColourPreference {
                colour: B,
                strength: Strength::Absolute
            })
        );
    }

    #[test]
    fn tv28_unplayed_rounds_are_skipped() {
        // TV-28 #1: BWBuW is treated as uBWBW: CD −1+1−1+1 = 0 → mild, alternate W → Black.
        let hist = h(&[B, W, B, W]);
        assert_eq!(hist.difference(), 0);
        assert_eq!(
            hist.preference(),
            Some(ColourPreference {
                colour: B,
                strength: Strength::Mild
            })
        );
        // TV-28 #3: BWWuBuW → BWWBW: CD +1 → strong Black.
        assert_eq!(
            h(&[B, W, W, B, W]).preference(),
            Some(ColourPreference {
                colour: B,
                strength: Strength::Strong
            })
        );
    }
}
