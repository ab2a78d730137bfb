//! The "new tournament" form, checked before anything is stored.

use crate::model::{SystemKind, Tournament};

pub use crate::model::tournament::MAX_ROUNDS;

/// The form's fields, as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NewTournament {
    pub name: String,
    pub rounds: String,
    /// A [`SystemKind::id`]; empty means the default.
    pub system: String,
}

/// What is wrong with the form (worded in `src/lang/en/model.rs`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NewTournamentError {
    EmptyName,
    /// The number of rounds is not a whole number from 1 to [`MAX_ROUNDS`].
    BadRounds,
    /// Not a [`SystemKind::id`].
    UnknownSystem,
}

impl NewTournament {
    /// The tournament the form describes.
    pub fn build(&self) -> Result<Tournament, NewTournamentError> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(NewTournamentError::EmptyName);
        }
        let rounds: u32 = self
            .rounds
            .trim()
            .parse()
            .map_err(|_| NewTournamentError::BadRounds)?;
        if !(1..=MAX_ROUNDS).contains(&rounds) {
            return Err(NewTournamentError::BadRounds);
        }
        let system = match self.system.trim() {
            "" => SystemKind::default(),
            s => SystemKind::from_id(s).ok_or(NewTournamentError::UnknownSystem)?,
        };
        let mut t = Tournament {
            total_rounds: rounds,
            system,
            ..Tournament::default()
        };
        t.info.name = name.to_owned();
        Ok(t)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form(name: &str, rounds: &str, system: &str) -> NewTournament {
        NewTournament {
            name: name.into(),
            rounds: rounds.into(),
            system: system.into(),
        }
    }

    #[test]
    fn builds_with_dutch_2026_by_default() {
        let t = form("  Club Open ", " 7", "").build().unwrap();
        assert_eq!(t.info.name, "Club Open");
        assert_eq!(t.total_rounds, 7);
        assert_eq!(t.system, SystemKind::Dutch2026);
        let t = form("X", "9", "double-swiss-2026").build().unwrap();
        assert_eq!(t.system, SystemKind::DoubleSwiss2026);
    }

    #[test]
    fn refuses_bad_input() {
        use NewTournamentError::*;
        assert_eq!(form(" ", "7", "").build(), Err(EmptyName));
        for r in ["", "0", "-1", "7.5", "seven", "100", "99999999999"] {
            assert_eq!(form("A", r, "").build(), Err(BadRounds), "{r}");
        }
        assert_eq!(form("A", "5", "monrad").build(), Err(UnknownSystem));
    }
}
