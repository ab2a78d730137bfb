//! Colours, as C.04.3 art. 1.6–1.7 and 5 use them.

use serde::{Deserialize, Serialize};

/// A player's colour in one game.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
pub enum Colour {
    #[default]
    White,
    Black,
}

impl Colour {
    /// The other colour.
    #[must_use]
    pub const fn opposite(self) -> Colour {
        match self {
            Colour::White => Colour::Black,
            Colour::Black => Colour::White,
        }
    }

    /// Chooses `white` for White and `black` for Black.
    pub fn fold<T>(self, white: T, black: T) -> T {
        match self {
            Colour::White => white,
            Colour::Black => black,
        }
    }

    /// The TRF letter: `w` or `b`.
    pub const fn trf_char(self) -> char {
        match self {
            Colour::White => 'w',
            Colour::Black => 'b',
        }
    }
}

impl std::ops::Not for Colour {
    type Output = Colour;
    fn not(self) -> Colour {
        self.opposite()
    }
}

/// A value for each colour, instead of two loose fields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct ByColour<T> {
    pub white: T,
    pub black: T,
}

impl<T> ByColour<T> {
    pub fn get(&self, c: Colour) -> &T {
        c.fold(&self.white, &self.black)
    }
    pub fn get_mut(&mut self, c: Colour) -> &mut T {
        match c {
            Colour::White => &mut self.white,
            Colour::Black => &mut self.black,
        }
    }
}
