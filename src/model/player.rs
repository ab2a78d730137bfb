//! Players and their pairing numbers.

use super::points::Points;
use super::round::{MatchGames, RoundEntry};
use serde::{Deserialize, Serialize};

pub use super::tpn::Tpn;

/// FIDE titles, in the order of C.04.2 art. 2.2 (initial ranking).
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default, Serialize, Deserialize,
)]
pub enum Title {
    GM,
    IM,
    WGM,
    FM,
    WIM,
    CM,
    WFM,
    WCM,
    #[default]
    None,
}

impl Title {
    /// Every value, no title first, then the titles in C.04.2 art. 2.2
    /// order: the choices a form offers, and the index the stored rating
    /// list keeps (`ratinglist::list`), so never reorder it.
    pub const ALL: [Title; 9] = [
        Title::None,
        Title::GM,
        Title::IM,
        Title::WGM,
        Title::FM,
        Title::WIM,
        Title::CM,
        Title::WFM,
        Title::WCM,
    ];

    /// Reads the TRF title field (`g`, `GM`, `wg`, `WGM`, …); unknown → `None`.
    pub fn parse(s: &str) -> Title {
        match s.trim().to_ascii_uppercase().as_str() {
            "G" | "GM" => Title::GM,
            "I" | "M" | "IM" => Title::IM,
            "WG" | "WGM" => Title::WGM,
            "F" | "FM" => Title::FM,
            "WI" | "WM" | "WIM" => Title::WIM,
            "C" | "CM" => Title::CM,
            "WF" | "WFM" => Title::WFM,
            "WC" | "WCM" => Title::WCM,
            _ => Title::None,
        }
    }
    /// The TRF spelling (`GM`, …, empty for none).
    pub const fn as_str(self) -> &'static str {
        match self {
            Title::GM => "GM",
            Title::IM => "IM",
            Title::WGM => "WGM",
            Title::FM => "FM",
            Title::WIM => "WIM",
            Title::CM => "CM",
            Title::WFM => "WFM",
            Title::WCM => "WCM",
            Title::None => "",
        }
    }
}

/// A participant. Round `k` (1-based) is `rounds[k - 1]`; rounds past the end
/// of the vector are [`RoundEntry::NotPaired`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Player {
    pub tpn: Tpn,
    pub name: String,
    /// `m`, `w` or blank in TRF.
    #[serde(default)]
    pub sex: Option<char>,
    #[serde(default)]
    pub title: Title,
    /// 0 = unrated.
    #[serde(default)]
    pub rating: u32,
    #[serde(default)]
    pub federation: String,
    #[serde(default)]
    pub fide_id: Option<u64>,
    /// As written (`YYYY/MM/DD` or `YYYY`).
    #[serde(default)]
    pub birth_date: String,
    #[serde(default)]
    pub rounds: Vec<RoundEntry>,
    /// Acceleration points per round (TRF `XXA` / `250`), index = round − 1.
    #[serde(default)]
    pub acceleration: Vec<Points>,
    /// The player withdrew and is not paired from this round on.
    #[serde(default)]
    pub withdrawn_from: Option<u32>,
    /// Double-Swiss only (C.04.5): the two game results of the match of
    /// round `k` at index `k − 1`, from this player's side; `None` (or past
    /// the end) where the round has no match. The round's [`RoundEntry`]
    /// keeps the opponent and the colour of game 1.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub match_games: Vec<Option<MatchGames>>,
}

impl Player {
    /// A player with a pairing number and a name, everything else empty.
    pub fn new(tpn: Tpn, name: impl Into<String>) -> Player {
        Player {
            tpn,
            name: name.into(),
            sex: None,
            title: Title::None,
            rating: 0,
            federation: String::new(),
            fide_id: None,
            birth_date: String::new(),
            rounds: Vec::new(),
            acceleration: Vec::new(),
            withdrawn_from: None,
            match_games: Vec::new(),
        }
    }

    /// The entry for round `round` (1-based).
    pub fn round(&self, round: u32) -> RoundEntry {
        round
            .checked_sub(1)
            .and_then(|i| self.rounds.get(i as usize))
            .copied()
            .unwrap_or_default()
    }

    /// The Double-Swiss game results of round `round` (1-based), if recorded.
    pub fn match_games_in(&self, round: u32) -> Option<MatchGames> {
        round
            .checked_sub(1)
            .and_then(|i| self.match_games.get(i as usize))
            .copied()
            .flatten()
    }

    /// Acceleration points for round `round` (1-based).
    pub fn acceleration_in(&self, round: u32) -> Points {
        round
            .checked_sub(1)
            .and_then(|i| self.acceleration.get(i as usize))
            .copied()
            .unwrap_or_default()
    }
}
