//! The round entries of the `001` lines checked against each other (every
//! game mirrored by the opponent's line), and, in a Double-Swiss file, the
//! two game columns of each match joined into one match entry.

use super::lines::round_col;
use super::players::RawPlayer;
use super::Reader;
use crate::model::{ByeKind, GameResult, RoundEntry};
use crate::trf::error::{TrfError, TrfErrorKind};
use crate::trf::matches::from_game_columns;

impl Reader {
    /// Every game must be mirrored by the opponent's line: same round,
    /// opposite colours, matching results; at most one PAB per round.
    /// `matches`: a Double-Swiss game column, where a played game may also
    /// end ½-0 or 0-0 (C.04.5 Preface, TV-31).
    pub(super) fn validate_games(&self, matches: bool) -> Result<(), TrfError> {
        let rounds = self
            .players
            .iter()
            .map(|p| p.player.rounds.len())
            .max()
            .unwrap_or(0);
        let mut pab: Vec<Option<u32>> = vec![None; rounds];
        for p in &self.players {
            let tpn = p.player.tpn.0;
            for (k, e) in p.player.rounds.iter().enumerate() {
                let round = k as u32 + 1;
                let col = round_col(round);
                match *e {
                    RoundEntry::Bye(ByeKind::PairingAllocated) => {
                        if let Some(slot) = pab.get_mut(k) {
                            if let Some(first) = *slot {
                                return Err(TrfError::new(
                                    p.line,
                                    col + 7,
                                    TrfErrorKind::TwoPairingByes {
                                        round,
                                        first,
                                        second: tpn,
                                    },
                                ));
                            }
                            *slot = Some(tpn);
                        }
                    }
                    RoundEntry::Game {
                        opponent,
                        colour,
                        result,
                    } => {
                        if opponent.0 == tpn {
                            return Err(TrfError::new(
                                p.line,
                                col,
                                TrfErrorKind::SelfOpponent { round, tpn },
                            ));
                        }
                        let Some(other) = self.players.get(opponent.index()) else {
                            return Err(TrfError::new(
                                p.line,
                                col,
                                TrfErrorKind::UnknownOpponent {
                                    round,
                                    opponent: opponent.0,
                                },
                            ));
                        };
                        let theirs = other.player.round(round);
                        let RoundEntry::Game {
                            opponent: back,
                            colour: their_colour,
                            result: their_result,
                        } = theirs
                        else {
                            return Err(asymmetric(p, round, opponent.0, theirs));
                        };
                        if back.0 != tpn {
                            return Err(asymmetric(p, round, opponent.0, theirs));
                        }
                        if their_colour == colour {
                            return Err(TrfError::new(
                                p.line,
                                col + 5,
                                TrfErrorKind::SameColour {
                                    round,
                                    tpn,
                                    opponent: opponent.0,
                                    colour,
                                },
                            ));
                        }
                        let agree = results_match(result, their_result)
                            || (matches && double_swiss_game_results(result, their_result));
                        if !agree {
                            return Err(TrfError::new(
                                p.line,
                                col + 7,
                                TrfErrorKind::ResultMismatch {
                                    round,
                                    tpn,
                                    opponent: opponent.0,
                                    own: result,
                                    theirs: their_result,
                                },
                            ));
                        }
                    }
                    _ => {}
                }
            }
        }
        Ok(())
    }

    /// Double-Swiss (`192 FIDE_DOUBLESWISS`): TRF-2026 has one result column
    /// per round and no record for the second game of a match, so a file has
    /// two TRF rounds per match: columns `2k-1` (game 1, with the colour of the
    /// match, C.04.5 art. 1.6, 4.4) and `2k` (game 2, same opponent, colours
    /// reversed). A bye or absence fills both. This turns them into the model's
    /// match entry and game results ([`from_game_columns`]); a match with no
    /// game result yet has no [`MatchGames`](crate::model::MatchGames) entry.
    pub(super) fn apply_matches(&mut self) -> Result<(), TrfError> {
        for raw in &mut self.players {
            let p = &mut raw.player;
            let cols = std::mem::take(&mut p.rounds);
            for (k, pair) in cols.chunks(2).enumerate() {
                let m = k as u32 + 1;
                let first = pair.first().copied().unwrap_or_default();
                let second = pair.get(1).copied().unwrap_or_default();
                let (entry, g) = from_game_columns([first, second]).map_err(|reason| {
                    TrfError::new(
                        raw.line,
                        round_col(2 * m - 1),
                        TrfErrorKind::MatchColumns {
                            tpn: p.tpn.0,
                            round: m,
                            reason,
                        },
                    )
                })?;
                // The model's one writer (pending games count as none).
                p.set_round(m, entry);
                p.set_match_games(m, g);
            }
        }
        Ok(())
    }
}

fn asymmetric(p: &RawPlayer, round: u32, opponent: u32, theirs: RoundEntry) -> TrfError {
    TrfError::new(
        p.line,
        round_col(round),
        TrfErrorKind::Asymmetric {
            round,
            tpn: p.player.tpn.0,
            opponent,
            found: theirs,
        },
    )
}

/// The two results of one game, as the two players' lines give them.
fn results_match(a: GameResult, b: GameResult) -> bool {
    use GameResult::*;
    matches!(
        (a, b),
        (Win, Loss)
            | (Loss, Win)
            | (Draw, Draw)
            | (UnratedWin, UnratedLoss)
            | (UnratedLoss, UnratedWin)
            | (UnratedDraw, UnratedDraw)
            | (ForfeitWin, ForfeitLoss)
            | (ForfeitLoss, ForfeitWin)
            | (ForfeitLoss, ForfeitLoss)
            | (Pending, Pending)
    )
}

/// C.04.5 Preface (TV-31): besides 1-0, ½-½ and 0-1, a Double-Swiss game
/// may end ½-0, 0-½ or 0-0; the two players never share more than a win.
fn double_swiss_game_results(a: GameResult, b: GameResult) -> bool {
    let value = |r: GameResult| match r {
        GameResult::Win | GameResult::UnratedWin => Some(2),
        GameResult::Draw | GameResult::UnratedDraw => Some(1),
        GameResult::Loss | GameResult::UnratedLoss => Some(0),
        _ => None,
    };
    let rated = |r: GameResult| matches!(r, GameResult::Win | GameResult::Draw | GameResult::Loss);
    matches!((value(a), value(b)), (Some(x), Some(y)) if x + y <= 2 && rated(a) == rated(b))
}
