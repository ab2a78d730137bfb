//! Two-game matches (C.04.5 Preface) and the TRF-2026 round columns.
//!
//! TRF-2026 has one opponent / colour / result block per player and round,
//! and no record for the second game of a match; its tournament-type table
//! only names the system (`192 FIDE_DOUBLESWISS`). Match `k` is written as
//! the two game columns `2k − 1` (game 1) and `2k` (game 2, colours
//! reversed). These functions convert one match to and from its two
//! columns; [`read`](super::read) and [`write`](super::write) handle the text.

use crate::model::{MatchGames, RoundEntry};

/// Why two game columns do not make one match (C.04.5 Preface). Worded
/// in `lang::en::trf`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchColumnsError {
    /// The two games have different opponents, or the same colour.
    GamesDisagree,
    /// A bye or an absence covers the whole match (C.04.5 Preface).
    SplitBye,
    /// A match entry without its two game results.
    MissingGames,
    /// The two games of a match carry different acceleration points; a
    /// match is paired once, so they must be equal.
    AccelerationDiffers,
}

/// The game columns (`2k − 1`, `2k`) of the match entry `entry` of round `k`.
pub fn to_game_columns(
    entry: RoundEntry,
    games: Option<MatchGames>,
) -> Result<[RoundEntry; 2], MatchColumnsError> {
    Ok(match entry {
        RoundEntry::NotPaired | RoundEntry::Bye(_) => [entry, entry],
        RoundEntry::Game {
            opponent, colour, ..
        } => {
            let g = games.ok_or(MatchColumnsError::MissingGames)?;
            [
                RoundEntry::Game {
                    opponent,
                    colour,
                    result: g.first,
                },
                RoundEntry::Game {
                    opponent,
                    colour: !colour,
                    result: g.second,
                },
            ]
        }
    })
}

/// The match entry and game results read from game columns `2k − 1`, `2k`.
pub fn from_game_columns(
    cols: [RoundEntry; 2],
) -> Result<(RoundEntry, Option<MatchGames>), MatchColumnsError> {
    match cols {
        [RoundEntry::NotPaired, RoundEntry::NotPaired] => Ok((RoundEntry::NotPaired, None)),
        [RoundEntry::Bye(a), RoundEntry::Bye(b)] if a == b => Ok((RoundEntry::Bye(a), None)),
        [RoundEntry::Game {
            opponent,
            colour,
            result: first,
        }, RoundEntry::Game {
            opponent: o2,
            colour: c2,
            result: second,
        }] => {
            if o2 != opponent || c2 != !colour {
                return Err(MatchColumnsError::GamesDisagree);
            }
            let games = MatchGames { first, second };
            Ok((
                RoundEntry::Game {
                    opponent,
                    colour,
                    result: games.summary(),
                },
                Some(games),
            ))
        }
        [RoundEntry::Game { .. }, _] | [_, RoundEntry::Game { .. }] => {
            Err(MatchColumnsError::GamesDisagree)
        }
        _ => Err(MatchColumnsError::SplitBye),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{ByeKind, Colour, GameResult, Tpn};

    #[test]
    fn a_match_round_trips_through_two_columns() {
        let games = MatchGames {
            first: GameResult::Draw,
            second: GameResult::Win,
        };
        let entry = RoundEntry::Game {
            opponent: Tpn(7),
            colour: Colour::Black,
            result: games.summary(),
        };
        let cols = to_game_columns(entry, Some(games)).unwrap();
        assert_eq!(
            cols[1],
            RoundEntry::Game {
                opponent: Tpn(7),
                colour: Colour::White,
                result: GameResult::Win
            }
        );
        assert_eq!(from_game_columns(cols), Ok((entry, Some(games))));
        // 1½-½ is a match won.
        assert_eq!(games.summary(), GameResult::Win);
    }

    #[test]
    fn byes_cover_both_columns() {
        let pab = RoundEntry::Bye(ByeKind::PairingAllocated);
        assert_eq!(to_game_columns(pab, None), Ok([pab, pab]));
        assert_eq!(from_game_columns([pab, pab]), Ok((pab, None)));
        assert_eq!(
            from_game_columns([pab, RoundEntry::Bye(ByeKind::HalfPoint)]),
            Err(MatchColumnsError::SplitBye)
        );
        let g = RoundEntry::Game {
            opponent: Tpn(2),
            colour: Colour::White,
            result: GameResult::Win,
        };
        assert_eq!(
            from_game_columns([g, g]),
            Err(MatchColumnsError::GamesDisagree)
        );
        assert_eq!(
            to_game_columns(g, None),
            Err(MatchColumnsError::MissingGames)
        );
    }

    #[test]
    fn summaries_follow_the_preface() {
        use GameResult::*;
        let s = |a, b| {
            MatchGames {
                first: a,
                second: b,
            }
            .summary()
        };
        assert_eq!(s(ForfeitLoss, ForfeitLoss), ForfeitLoss);
        assert_eq!(s(ForfeitWin, ForfeitWin), ForfeitWin);
        // One forfeited game: the match counts as played.
        assert_eq!(s(ForfeitWin, Draw), Win);
        assert_eq!(s(Loss, Win), Draw);
        assert_eq!(s(Draw, Loss), Loss);
        assert_eq!(s(Draw, Pending), Pending);
    }
}
