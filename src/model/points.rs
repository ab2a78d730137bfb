//! Scores as exact integers: tenths of a point, never floats.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A score or a number of points, in tenths of a point (`Points(15)` is 1.5).
///
/// Tenths cover every point system seen in TRF files (1/½/0, 3-1-0, and
/// `162`/`BBx` values written with one decimal).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
pub struct Points(pub u32);

impl Points {
    pub const ZERO: Points = Points(0);

    /// Whole points.
    pub const fn from_points(p: u32) -> Points {
        Points(p * 10)
    }

    /// Tenths of a point.
    pub const fn tenths(self) -> u32 {
        self.0
    }

    /// Parses `1`, `1.0`, `0.5`, `.5`, `3`, ` 1.5` (surrounding blanks allowed).
    /// More than one decimal is accepted only when the extra digits are zero.
    pub fn parse(s: &str) -> Option<Points> {
        let s = s.trim();
        if s.is_empty() {
            return None;
        }
        let (int, frac) = match s.split_once(['.', ',']) {
            Some((i, f)) => (i, f),
            None => (s, ""),
        };
        if !int.chars().all(|c| c.is_ascii_digit()) || !frac.chars().all(|c| c.is_ascii_digit()) {
            return None;
        }
        if int.is_empty() && frac.is_empty() {
            return None;
        }
        let whole: u32 = if int.is_empty() { 0 } else { int.parse().ok()? };
        let mut fchars = frac.chars();
        let tenth = fchars.next().map(|c| c as u32 - '0' as u32).unwrap_or(0);
        if fchars.any(|c| c != '0') {
            return None;
        }
        whole.checked_mul(10)?.checked_add(tenth).map(Points)
    }
}

impl std::ops::Add for Points {
    type Output = Points;
    fn add(self, o: Points) -> Points {
        Points(self.0 + o.0)
    }
}

impl std::ops::AddAssign for Points {
    fn add_assign(&mut self, o: Points) {
        self.0 += o.0;
    }
}

impl std::iter::Sum for Points {
    fn sum<I: Iterator<Item = Points>>(iter: I) -> Points {
        iter.fold(Points::ZERO, |a, b| a + b)
    }
}

impl fmt::Display for Points {
    /// `1.5`, `3.0`, `0.0` — the TRF way, one decimal.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let s = format!("{}.{}", self.0 / 10, self.0 % 10);
        f.pad(&s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_and_prints_tenths() {
        assert_eq!(Points::parse("1.5"), Some(Points(15)));
        assert_eq!(Points::parse(" 3"), Some(Points(30)));
        assert_eq!(Points::parse(".5"), Some(Points(5)));
        assert_eq!(Points::parse("0.50"), Some(Points(5)));
        assert_eq!(Points::parse("0.55"), None);
        assert_eq!(Points::parse("x"), None);
        assert_eq!(Points::parse(""), None);
        assert_eq!(format!("{:>4}", Points(15)), " 1.5");
        assert_eq!(Points(100).to_string(), "10.0");
    }
}
