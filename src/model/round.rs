//! What happened to one player in one round (a TRF `001` round entry).

use super::colour::Colour;
use super::tpn::Tpn;
use serde::{Deserialize, Serialize};

/// The outcome of a game for one of its players.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameResult {
    /// `1`
    Win,
    /// `=`
    Draw,
    /// `0`
    Loss,
    /// `W`: won, game played but not rated (e.g. fewer than two moves).
    UnratedWin,
    /// `D`
    UnratedDraw,
    /// `L`
    UnratedLoss,
    /// `+`: won by forfeit (the opponent did not play). The game does not
    /// count as played (C.04.2 art. 3.4–3.5): the two may meet again.
    ForfeitWin,
    /// `-`: lost by forfeit. A double forfeit is `ForfeitLoss` for both.
    ForfeitLoss,
    /// Paired, result not entered yet.
    Pending,
}

impl GameResult {
    /// Was the game actually played over the board (C.04.2 art. 3.4)?
    pub const fn is_played(self) -> bool {
        matches!(
            self,
            GameResult::Win
                | GameResult::Draw
                | GameResult::Loss
                | GameResult::UnratedWin
                | GameResult::UnratedDraw
                | GameResult::UnratedLoss
        )
    }

    /// The result the opponent has in the same game, when it is determined
    /// by this one (`None` for a forfeit loss, which may be a double forfeit).
    pub const fn mirrored(self) -> Option<GameResult> {
        Some(match self {
            GameResult::Win => GameResult::Loss,
            GameResult::Draw => GameResult::Draw,
            GameResult::Loss => GameResult::Win,
            GameResult::UnratedWin => GameResult::UnratedLoss,
            GameResult::UnratedDraw => GameResult::UnratedDraw,
            GameResult::UnratedLoss => GameResult::UnratedWin,
            GameResult::ForfeitWin => GameResult::ForfeitLoss,
            GameResult::ForfeitLoss => return None,
            GameResult::Pending => GameResult::Pending,
        })
    }

    /// The TRF result character.
    pub const fn trf_char(self) -> char {
        match self {
            GameResult::Win => '1',
            GameResult::Draw => '=',
            GameResult::Loss => '0',
            GameResult::UnratedWin => 'W',
            GameResult::UnratedDraw => 'D',
            GameResult::UnratedLoss => 'L',
            GameResult::ForfeitWin => '+',
            GameResult::ForfeitLoss => '-',
            GameResult::Pending => ' ',
        }
    }
}

/// One player's results in the two games of a Double-Swiss match (C.04.5
/// Preface), from that player's side. `first` is the game played with the
/// colour of the round's [`RoundEntry::Game`] (C.04.5 art. 1.6, 4.4);
/// `second` is the return game, played with the other colour.
///
/// Stored next to the round entry in [`Player::match_games`](super::Player::match_games);
/// systems that play one game per round never read it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchGames {
    pub first: GameResult,
    pub second: GameResult,
}

impl MatchGames {
    /// Both games the same way (e.g. a match forfeited as a whole).
    pub const fn both(result: GameResult) -> MatchGames {
        MatchGames {
            first: result,
            second: result,
        }
    }

    /// The two results in game order.
    pub const fn games(self) -> [GameResult; 2] {
        [self.first, self.second]
    }

    /// The result written in the match's [`RoundEntry::Game`] for code that
    /// reads one result per round: `+`/`-` when this side shows a match
    /// forfeited as a whole, pending if a game is, otherwise won / drawn /
    /// lost by counting games won and lost. The Double-Swiss engine reads
    /// the games.
    pub fn summary(self) -> GameResult {
        use GameResult::*;
        let [a, b] = self.games();
        if a == Pending || b == Pending {
            return Pending;
        }
        if a == b && matches!(a, ForfeitWin | ForfeitLoss) {
            return a;
        }
        let won = |r: GameResult| matches!(r, Win | UnratedWin | ForfeitWin);
        let lost = |r: GameResult| matches!(r, Loss | UnratedLoss | ForfeitLoss);
        let balance = [a, b].iter().filter(|&&r| won(r)).count() as i32
            - [a, b].iter().filter(|&&r| lost(r)).count() as i32;
        match balance {
            1.. => Win,
            0 => Draw,
            _ => Loss,
        }
    }
}

/// A round without an opponent.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ByeKind {
    /// `U`: the pairing-allocated bye (C.04.1 art. 3).
    PairingAllocated,
    /// `F`: full-point absence (a requested bye worth a win).
    FullPoint,
    /// `H`: half-point absence (requested half-point bye).
    HalfPoint,
    /// `Z`: zero-point absence (requested bye, or known absence, scoring nothing).
    ZeroPoint,
}

impl ByeKind {
    pub const fn trf_char(self) -> char {
        match self {
            ByeKind::PairingAllocated => 'U',
            ByeKind::FullPoint => 'F',
            ByeKind::HalfPoint => 'H',
            ByeKind::ZeroPoint => 'Z',
        }
    }
}

/// One player's round.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum RoundEntry {
    /// Not paired and not scored (blank in TRF): not yet arrived, withdrawn.
    #[default]
    NotPaired,
    /// Paired against an opponent (the game may have been forfeited).
    Game {
        opponent: Tpn,
        colour: Colour,
        result: GameResult,
    },
    /// No opponent: a bye or an absence.
    Bye(ByeKind),
}

impl RoundEntry {
    /// A game played over the board (forfeits excluded).
    pub fn played_game(&self) -> Option<(Tpn, Colour, GameResult)> {
        match *self {
            RoundEntry::Game {
                opponent,
                colour,
                result,
            } if result.is_played() => Some((opponent, colour, result)),
            _ => None,
        }
    }

    /// The opponent, if the player was paired against one (played or forfeited).
    pub fn opponent(&self) -> Option<Tpn> {
        match *self {
            RoundEntry::Game { opponent, .. } => Some(opponent),
            _ => None,
        }
    }

    /// The opponent and this player's colour, if paired against one
    /// (played or forfeited).
    pub fn pairing(&self) -> Option<(Tpn, Colour)> {
        match *self {
            RoundEntry::Game {
                opponent, colour, ..
            } => Some((opponent, colour)),
            _ => None,
        }
    }
}
