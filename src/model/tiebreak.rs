//! The tie-breaks of C.07 an event can choose (the computation is in
//! `src/standings/`).

use serde::{Deserialize, Serialize};

/// A tie-break of C.07 the app offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TieBreak {
    /// C.07 art. 6: Direct Encounter (DE).
    DirectEncounter,
    /// C.07 art. 8.1: Buchholz (BH), the sum of the opponents' scores.
    Buchholz,
    /// C.07 art. 8.1 with the Cut-1 modifier of art. 14.1 (BH-C1).
    BuchholzCut1,
    /// C.07 art. 9.1: Sonneborn-Berger (SB).
    SonnebornBerger,
    /// C.07 art. 7.1: number of wins (WIN), with or without playing.
    Wins,
    /// C.07 art. 7.2: number of games won over the board (WON).
    GamesWon,
}

impl TieBreak {
    /// Every tie-break offered, in the order the app lists them.
    pub const ALL: [TieBreak; 6] = [
        TieBreak::BuchholzCut1,
        TieBreak::Buchholz,
        TieBreak::SonnebornBerger,
        TieBreak::DirectEncounter,
        TieBreak::Wins,
        TieBreak::GamesWon,
    ];

    /// The C.07 acronym (art. 6–9, 14).
    pub const fn code(self) -> &'static str {
        match self {
            TieBreak::DirectEncounter => "DE",
            TieBreak::Buchholz => "BH",
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::SonnebornBerger => "SB",
            TieBreak::Wins => "WIN",
            TieBreak::GamesWon => "WON",
        }
    }

    pub fn from_code(s: &str) -> Option<TieBreak> {
        TieBreak::ALL.into_iter().find(|t| t.code() == s.trim())
    }
}

/// The tie-breaks used when the event chose none: Buchholz Cut-1,
/// Buchholz, Sonneborn-Berger, Direct Encounter.
pub const DEFAULT_TIEBREAKS: [TieBreak; 4] = [
    TieBreak::BuchholzCut1,
    TieBreak::Buchholz,
    TieBreak::SonnebornBerger,
    TieBreak::DirectEncounter,
];
