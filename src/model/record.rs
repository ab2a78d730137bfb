//! The one writer of results. Every round entry (a game, played or
//! forfeited; the pairing-allocated bye; a requested bye or absence) and
//! every Double-Swiss game result is written through these functions: by
//! the arbiter's operations ([`super::arbiter`]), the TRF reader, the
//! random generator, the Double-Swiss results and the tests' helpers.
//!
//! The stored form they keep: `rounds` never ends with
//! [`RoundEntry::NotPaired`], `match_games` never ends with `None` (as the
//! TRF reader builds them), and a match without any game result has no
//! [`MatchGames`] entry.

use super::colour::{ByColour, Colour};
use super::pairing::Board;
use super::player::Player;
use super::round::{ByeKind, GameResult, MatchGames, RoundEntry};
use super::tournament::Tournament;
use super::tpn::Tpn;

/// A result names a player who is not in the tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct UnknownPlayer(pub Tpn);

impl Player {
    /// Writes the entry of round `round` (1-based; 0 is ignored): earlier
    /// rounds missing from the vector become [`RoundEntry::NotPaired`];
    /// clearing the last rounds shortens it.
    pub fn set_round(&mut self, round: u32, entry: RoundEntry) {
        let Some(i) = round.checked_sub(1).map(|r| r as usize) else {
            return;
        };
        if entry == RoundEntry::NotPaired {
            if let Some(e) = self.rounds.get_mut(i) {
                *e = entry;
            }
            while self.rounds.last() == Some(&RoundEntry::NotPaired) {
                self.rounds.pop();
            }
            return;
        }
        if self.rounds.len() <= i {
            self.rounds.resize(i + 1, RoundEntry::NotPaired);
        }
        self.rounds[i] = entry;
    }

    /// Writes the two game results of the Double-Swiss match of round
    /// `round` (C.04.5 Preface), from this player's side; `None`, or two
    /// pending games, removes them.
    pub fn set_match_games(&mut self, round: u32, games: Option<MatchGames>) {
        let Some(i) = round.checked_sub(1).map(|r| r as usize) else {
            return;
        };
        let games = games.filter(|g| *g != MatchGames::both(GameResult::Pending));
        if games.is_some() && self.match_games.len() <= i {
            self.match_games.resize(i + 1, None);
        }
        if let Some(slot) = self.match_games.get_mut(i) {
            *slot = games;
        }
        while self.match_games.last() == Some(&None) {
            self.match_games.pop();
        }
    }
}

impl Tournament {
    fn player_mut(&mut self, tpn: Tpn) -> Result<&mut Player, UnknownPlayer> {
        self.players.get_mut(tpn.index()).ok_or(UnknownPlayer(tpn))
    }

    fn check_board(&self, board: Board) -> Result<(), UnknownPlayer> {
        for tpn in [board.white, board.black] {
            if self.player(tpn).is_none() {
                return Err(UnknownPlayer(tpn));
            }
        }
        Ok(())
    }

    /// Records the game of round `round` on `board` (`board.white` has
    /// White) with each side's result: a pending game, a game played
    /// (C.04.2 art. 3.4) or forfeited. Nothing is written if a player is
    /// unknown.
    pub fn record_game(
        &mut self,
        round: u32,
        board: Board,
        result: ByColour<GameResult>,
    ) -> Result<(), UnknownPlayer> {
        self.check_board(board)?;
        for colour in [Colour::White, Colour::Black] {
            let (me, opponent) =
                colour.fold((board.white, board.black), (board.black, board.white));
            let entry = RoundEntry::Game {
                opponent,
                colour,
                result: *result.get(colour),
            };
            self.player_mut(me)?.set_round(round, entry);
        }
        Ok(())
    }

    /// Records the Double-Swiss match of round `round` on `board`
    /// (`board.white` has White in game 1, C.04.5 art. 4.4) with each
    /// side's two game results: the round entries keep the colour of game 1
    /// and the match summary ([`MatchGames::summary`]); the games are kept
    /// in [`Player::match_games`]. Nothing is written if a player is unknown.
    pub fn record_match(
        &mut self,
        round: u32,
        board: Board,
        games: ByColour<MatchGames>,
    ) -> Result<(), UnknownPlayer> {
        self.record_game(
            round,
            board,
            ByColour {
                white: games.white.summary(),
                black: games.black.summary(),
            },
        )?;
        for colour in [Colour::White, Colour::Black] {
            let me = colour.fold(board.white, board.black);
            self.player_mut(me)?
                .set_match_games(round, Some(*games.get(colour)));
        }
        Ok(())
    }

    /// Records a round without an opponent: the pairing-allocated bye
    /// (C.04.1 art. 3) or a requested bye or absence (C.04.2 art. 3.3).
    pub fn record_bye(&mut self, round: u32, tpn: Tpn, kind: ByeKind) -> Result<(), UnknownPlayer> {
        let p = self.player_mut(tpn)?;
        p.set_round(round, RoundEntry::Bye(kind));
        p.set_match_games(round, None);
        Ok(())
    }

    /// Clears `tpn`'s round `round`: not paired, no result.
    pub fn clear_entry(&mut self, round: u32, tpn: Tpn) -> Result<(), UnknownPlayer> {
        let p = self.player_mut(tpn)?;
        p.set_round(round, RoundEntry::NotPaired);
        p.set_match_games(round, None);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn two() -> Tournament {
        Tournament {
            total_rounds: 3,
            players: vec![Player::new(Tpn(1), "A"), Player::new(Tpn(2), "B")],
            ..Tournament::default()
        }
    }

    const BOARD: Board = Board {
        white: Tpn(2),
        black: Tpn(1),
    };

    #[test]
    fn a_game_is_written_on_both_sides_and_pads_earlier_rounds() {
        let mut t = two();
        let result = ByColour {
            white: GameResult::Win,
            black: GameResult::Loss,
        };
        t.record_game(2, BOARD, result).unwrap();
        assert_eq!(t.players[0].rounds.len(), 2);
        assert_eq!(t.players[0].round(1), RoundEntry::NotPaired);
        assert_eq!(
            t.players[1].round(2),
            RoundEntry::Game {
                opponent: Tpn(1),
                colour: Colour::White,
                result: GameResult::Win
            }
        );
        assert_eq!(
            t.players[0].round(2),
            RoundEntry::Game {
                opponent: Tpn(2),
                colour: Colour::Black,
                result: GameResult::Loss
            }
        );
        let unknown = Board {
            white: Tpn(1),
            black: Tpn(3),
        };
        assert_eq!(
            t.record_game(3, unknown, result),
            Err(UnknownPlayer(Tpn(3)))
        );
        // Nothing written for the known player either.
        assert_eq!(t.players[0].rounds.len(), 2);
        t.clear_entry(2, Tpn(1)).unwrap();
        assert!(t.players[0].rounds.is_empty());
    }

    #[test]
    fn a_match_keeps_its_games_and_a_summary() {
        let mut t = two();
        let w = MatchGames {
            first: GameResult::Draw,
            second: GameResult::Win,
        };
        let b = MatchGames {
            first: GameResult::Draw,
            second: GameResult::Loss,
        };
        t.record_match(1, BOARD, ByColour { white: w, black: b })
            .unwrap();
        assert_eq!(t.players[1].match_games_in(1), Some(w));
        assert_eq!(t.players[0].match_games_in(1), Some(b));
        assert_eq!(
            t.players[0].round(1),
            RoundEntry::Game {
                opponent: Tpn(2),
                colour: Colour::Black,
                result: GameResult::Loss
            }
        );
        // Two pending games: no games stored.
        let pending = MatchGames::both(GameResult::Pending);
        t.record_match(
            1,
            BOARD,
            ByColour {
                white: pending,
                black: pending,
            },
        )
        .unwrap();
        assert!(t.players[0].match_games.is_empty());
        t.record_bye(2, Tpn(1), ByeKind::PairingAllocated).unwrap();
        assert_eq!(
            t.players[0].round(2),
            RoundEntry::Bye(ByeKind::PairingAllocated)
        );
        assert_eq!(
            t.record_bye(1, Tpn(9), ByeKind::HalfPoint),
            Err(UnknownPlayer(Tpn(9)))
        );
    }

    #[test]
    fn summaries() {
        use GameResult::*;
        let s = |first, second| MatchGames { first, second }.summary();
        assert_eq!(s(Win, Draw), Win);
        assert_eq!(s(Draw, Draw), Draw);
        assert_eq!(s(Loss, Draw), Loss);
        assert_eq!(s(ForfeitLoss, ForfeitLoss), ForfeitLoss);
        assert_eq!(s(ForfeitWin, ForfeitWin), ForfeitWin);
        assert_eq!(s(Win, Pending), Pending);
    }
}
