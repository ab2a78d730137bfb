//! What the tie-breaks read, computed once per standings: each
//! participant's rounds as C.07 sees them (played or unplayed, C.07 art.
//! 16), scores, and the score the opponents' tie-breaks see (art. 16.3).

use crate::model::{ByeKind, Colour, GameResult, Points, RoundEntry, Scoring, Tournament, Tpn};

/// Why a round was not played over the board (C.07 art. 16.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub enum Unplayed {
    /// The pairing-allocated bye (C.04.1 art. 3).
    PairingAllocatedBye,
    /// A requested bye worth a win.
    FullPointBye,
    /// A requested half-point bye.
    HalfPointBye,
    /// A requested zero-point bye or a known absence.
    ZeroPointBye,
    /// Won by forfeit.
    ForfeitWin,
    /// Lost by forfeit (a double forfeit too).
    ForfeitLoss,
    /// Not paired at all: before a late entry, after a withdrawal.
    NotPaired,
}

impl Unplayed {
    /// C.07 art. 16.2: a voluntarily unplayed round (VUR). Reading: the
    /// half-point and zero-point byes, forfeit losses and rounds not paired
    /// at all; the pairing-allocated bye, the full-point bye and a forfeit
    /// win are not the participant's choice.
    pub const fn is_vur(self) -> bool {
        matches!(
            self,
            Unplayed::HalfPointBye
                | Unplayed::ZeroPointBye
                | Unplayed::ForfeitLoss
                | Unplayed::NotPaired
        )
    }
}

/// One round of one participant.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundView {
    /// The opponent paired (the game played or forfeited).
    pub opponent: Option<Tpn>,
    /// `None` when the round was played over the board (a Double-Swiss
    /// match is played unless a player forfeited both games, C.04.5
    /// Preface); in a pre-determined event a forfeit counts as played
    /// against the opponent for the opponents' tie-breaks, see [`Table::counts_as_game`].
    pub unplayed: Option<Unplayed>,
    /// Colour of the (first) game.
    pub colour: Option<Colour>,
    /// Points scored in the round.
    pub points: Points,
}

/// Everything the tie-breaks read.
pub struct Table<'a> {
    pub t: &'a Tournament,
    pub through: u32,
    /// Pre-determined pairings (a round robin): C.07 art. 16 then treats a
    /// forfeit as a game against the scheduled opponent (Reading).
    pub pre_determined: bool,
    /// The most points one round gives (a win; a match won 2–0).
    pub round_max: Points,
    /// `rounds[player index][round − 1]`.
    pub rounds: Vec<Vec<RoundView>>,
    /// Actual score after `through`, by player index.
    pub score: Vec<Points>,
    /// C.07 art. 16.3: the score as the opponents' tie-breaks see it.
    pub adjusted: Vec<Points>,
}

fn unplayed_of(entry: &RoundEntry) -> Option<Unplayed> {
    match *entry {
        RoundEntry::NotPaired => Some(Unplayed::NotPaired),
        RoundEntry::Bye(ByeKind::PairingAllocated) => Some(Unplayed::PairingAllocatedBye),
        RoundEntry::Bye(ByeKind::FullPoint) => Some(Unplayed::FullPointBye),
        RoundEntry::Bye(ByeKind::HalfPoint) => Some(Unplayed::HalfPointBye),
        RoundEntry::Bye(ByeKind::ZeroPoint) => Some(Unplayed::ZeroPointBye),
        RoundEntry::Game { result, .. } => match result {
            GameResult::ForfeitWin => Some(Unplayed::ForfeitWin),
            GameResult::ForfeitLoss => Some(Unplayed::ForfeitLoss),
            // A pending game is not played yet; the standings are computed
            // over complete rounds only.
            GameResult::Pending => Some(Unplayed::NotPaired),
            _ => None,
        },
    }
}

impl<'a> Table<'a> {
    pub fn new(t: &'a Tournament, through: u32, pre_determined: bool) -> Table<'a> {
        let matches = t.system.info().scoring == Scoring::Matches;
        let round_max = if matches {
            t.points.win + t.points.win
        } else {
            t.points.win
        };
        let rounds: Vec<Vec<RoundView>> = t
            .players
            .iter()
            .map(|p| {
                (1..=through)
                    .map(|r| {
                        let entry = p.round(r);
                        let (opponent, colour) = entry.pairing().unzip();
                        RoundView {
                            opponent,
                            unplayed: unplayed_of(&entry),
                            colour,
                            points: t.round_points(p, r),
                        }
                    })
                    .collect()
            })
            .collect();
        let score: Vec<Points> = rounds
            .iter()
            .map(|rs| rs.iter().map(|r| r.points).sum())
            .collect();
        let draw = if matches {
            t.points.draw + t.points.draw
        } else {
            t.points.draw
        };
        let adjusted = rounds.iter().map(|rs| adjusted_score(rs, draw)).collect();
        Table {
            t,
            through,
            pre_determined,
            round_max,
            rounds,
            score,
            adjusted,
        }
    }

    pub fn players(&self) -> impl Iterator<Item = Tpn> + '_ {
        self.t.players.iter().map(|p| p.tpn)
    }

    pub fn rounds(&self, tpn: Tpn) -> &[RoundView] {
        self.rounds
            .get(tpn.index())
            .map(Vec::as_slice)
            .unwrap_or(&[])
    }

    pub fn score(&self, tpn: Tpn) -> Points {
        self.score.get(tpn.index()).copied().unwrap_or_default()
    }

    pub fn adjusted(&self, tpn: Tpn) -> Points {
        self.adjusted.get(tpn.index()).copied().unwrap_or_default()
    }

    /// The points of a draw in one round.
    pub fn round_draw(&self) -> Points {
        Points(self.round_max.0 / 2)
    }

    /// The opponent a round counts against in the opponents' tie-breaks:
    /// the one played over the board, or (pre-determined pairings) the one
    /// a forfeit was against.
    pub fn counts_as_game(&self, r: &RoundView) -> Option<Tpn> {
        match r.unplayed {
            None => r.opponent,
            Some(Unplayed::ForfeitWin | Unplayed::ForfeitLoss) if self.pre_determined => r.opponent,
            Some(_) => None,
        }
    }

    /// The rating an opponent counts with in the rating-based tie-breaks
    /// (C.07 art. 10, 15): its rating; an unrated one the event's value,
    /// or not at all when the event gave none.
    pub fn rating(&self, tpn: Tpn, unrated: Option<u32>) -> Option<u32> {
        let r = self.t.player(tpn)?.rating;
        if r == 0 {
            unrated
        } else {
            Some(r)
        }
    }
}

/// C.07 art. 16.3: a participant's score as it counts in the opponents'
/// tie-breaks: the VURs after the last round in which the participant was
/// present (played, or had a round that is not a VUR) count as draws,
/// every other round with the points scored. Reading: "the rounds after
/// the participant left" are those after the last round not a VUR, so a
/// withdrawal's remaining rounds (and trailing absences) are draws, an
/// absence followed by play is not.
fn adjusted_score(rounds: &[RoundView], draw: Points) -> Points {
    let last_present = rounds
        .iter()
        .rposition(|r| !r.unplayed.is_some_and(Unplayed::is_vur))
        .map_or(0, |i| i + 1);
    rounds
        .iter()
        .enumerate()
        .map(|(i, r)| {
            if i >= last_present && r.unplayed.is_some_and(Unplayed::is_vur) {
                draw
            } else {
                r.points
            }
        })
        .sum()
}
