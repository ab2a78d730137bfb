//! The arbiter's side of a Double-Swiss event (C.04.5): entering the two
//! game results of each match, the match score, and the standings.
//!
//! Pure functions over the [`Tournament`], used by the app
//! (`src/ui/double_swiss.rs`) and tested natively. The pairing is written
//! by [`crate::model::arbiter::apply_pairing`] as for every system.

use crate::model::arbiter::{black_of, round_boards, ArbiterError, BoardResult};
use crate::model::Board;
use crate::model::{
    ByColour, ByeKind, Colour, GameResult, MatchGames, Points, RoundEntry, Tournament, Tpn,
};

/// Game 1 or game 2 of a match (C.04.5 Preface: two games in succession,
/// colours alternating; art. 4.4: the player given White plays game 1 with
/// White).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Game {
    First,
    Second,
}

impl Game {
    pub const BOTH: [Game; 2] = [Game::First, Game::Second];

    /// 1 or 2.
    pub const fn number(self) -> u32 {
        match self {
            Game::First => 1,
            Game::Second => 2,
        }
    }
}

/// One match of a round, as the arbiter sees it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MatchBoard {
    /// `white` has White in game 1 and Black in game 2 (art. 4.4).
    pub board: Board,
    /// Each game's result from the board's point of view: "1-0" means
    /// `board.white` won that game, whatever the colours of game 2.
    pub games: [BoardResult; 2],
    /// Points scored so far in the match by `board.white` and `board.black`
    /// (the sum of the entered games' points, C.04.5 Preface); `None`
    /// before any game result.
    pub score: Option<[Points; 2]>,
}

impl MatchBoard {
    /// Both game results entered.
    pub fn complete(&self) -> bool {
        self.games.iter().all(|g| *g != BoardResult::Pending)
    }
}

/// The game results of `tpn`'s match in `round`, pending when none.
fn games_of(t: &Tournament, tpn: Tpn, round: u32) -> MatchGames {
    t.player(tpn)
        .and_then(|p| p.match_games_in(round))
        .unwrap_or(MatchGames::both(GameResult::Pending))
}

/// The matches of round `round` in publication order (C.04.2 art. 3.6, by
/// the scores before the round) and the player with the pairing-allocated
/// bye.
pub fn match_boards(t: &Tournament, round: u32) -> (Vec<MatchBoard>, Option<Tpn>) {
    let (boards, bye) = round_boards(t, round);
    let matches = boards
        .iter()
        .map(|b| {
            let (w, bl) = (b.board.white, b.board.black);
            let (gw, gb) = (games_of(t, w, round), games_of(t, bl, round));
            let games = [
                BoardResult::from_games(gw.first, gb.first),
                BoardResult::from_games(gw.second, gb.second),
            ];
            let entered = games.iter().any(|g| *g != BoardResult::Pending);
            let points = |g: MatchGames| -> Points {
                g.games().iter().map(|&r| t.points.game_points(r)).sum()
            };
            MatchBoard {
                board: b.board,
                games,
                score: entered.then(|| [points(gw), points(gb)]),
            }
        })
        .collect();
    (matches, bye)
}

/// Enters (or corrects, or with [`BoardResult::Pending`] clears) the result
/// of one game of the match of round `round` where `white` has White in
/// game 1. `result` is read from the board's point of view (`1-0`: `white`
/// won that game; `+/−`: `black` forfeited it; `−/−`: both forfeited it).
/// The round entries keep the colour of game 1 and get the match summary
/// ([`MatchGames::summary`]); a match forfeited by one player is `+`/`−` in both
/// games (C.04.5 Preface).
pub fn set_game(
    t: &mut Tournament,
    round: u32,
    white: Tpn,
    game: Game,
    result: BoardResult,
) -> Result<(), ArbiterError> {
    let black = black_of(t, round, white)?;
    let result = result.by_colour();
    let mut games = ByColour {
        white: games_of(t, white, round),
        black: games_of(t, black, round),
    };
    for colour in [Colour::White, Colour::Black] {
        let g = games.get_mut(colour);
        match game {
            Game::First => g.first = *result.get(colour),
            Game::Second => g.second = *result.get(colour),
        }
    }
    t.record_match(round, Board { white, black }, games)?;
    Ok(())
}

/// Match points of one round, as team events count them (TRF-2026 record
/// `362` defaults): 2 for a match won, 1 drawn, 0 lost.
///
/// C.04.5 ranks by the score, the sum of game points (art. 1.2.1,
/// Preface); these are shown beside it. **Choice** (C.04.5 defines no match
/// points): a match is won by the player who scored more game points in it
/// (so ½-0 games count), drawn on equal points, and lost by both when both
/// forfeited it; a PAB (a win plus a draw, art. 1.4) and a full-point bye
/// count as won, a half-point bye as drawn, a zero-point bye or absence as
/// lost.
pub fn match_points_in(t: &Tournament, tpn: Tpn, round: u32) -> u32 {
    let Some(p) = t.player(tpn) else {
        return 0;
    };
    match p.round(round) {
        RoundEntry::NotPaired | RoundEntry::Bye(ByeKind::ZeroPoint) => 0,
        RoundEntry::Bye(ByeKind::HalfPoint) => 1,
        RoundEntry::Bye(ByeKind::PairingAllocated | ByeKind::FullPoint) => 2,
        RoundEntry::Game { opponent, .. } => {
            let (mine, theirs) = (games_of(t, tpn, round), games_of(t, opponent, round));
            if mine.games().contains(&GameResult::Pending)
                || theirs.games().contains(&GameResult::Pending)
            {
                return 0;
            }
            let forfeited_all = |g: MatchGames| g.games() == [GameResult::ForfeitLoss; 2];
            if forfeited_all(mine) && forfeited_all(theirs) {
                return 0;
            }
            let points = |g: MatchGames| -> Points {
                g.games().iter().map(|&r| t.points.game_points(r)).sum()
            };
            match points(mine).cmp(&points(theirs)) {
                std::cmp::Ordering::Greater => 2,
                std::cmp::Ordering::Equal => 1,
                std::cmp::Ordering::Less => 0,
            }
        }
    }
}

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StandingRow {
    /// 1 + the number of players with more game points (ties share a rank).
    pub rank: usize,
    pub tpn: Tpn,
    /// The score: the sum of game points (C.04.5 art. 1.2.1, Preface), a
    /// PAB worth art. 1.4's value.
    pub game_points: Points,
    /// See [`match_points_in`].
    pub match_points: u32,
}

/// The standings after round `after` (rounds `1..=after`): by game points,
/// then TPN. No tie-break is applied (C.04.5 defines none; the tournament's
/// rules choose them).
pub fn standings(t: &Tournament, after: u32) -> Vec<StandingRow> {
    let mut rows: Vec<StandingRow> = t
        .players
        .iter()
        .map(|p| StandingRow {
            rank: 0,
            tpn: p.tpn,
            game_points: t.score_after(p.tpn, after),
            match_points: (1..=after).map(|r| match_points_in(t, p.tpn, r)).sum(),
        })
        .collect();
    crate::sort::sort_by_key(&mut rows, |r| (std::cmp::Reverse(r.game_points), r.tpn));
    let scores: Vec<Points> = rows.iter().map(|r| r.game_points).collect();
    for r in &mut rows {
        r.rank = 1 + scores.iter().filter(|&&s| s > r.game_points).count();
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::arbiter::apply_pairing;
    use crate::model::Pairing;
    use crate::model::{Player, SystemKind};

    /// Five players, round 1 paired as 1-2, 3-4, bye 5.
    fn event() -> Tournament {
        let mut t = Tournament {
            total_rounds: 3,
            system: SystemKind::DoubleSwiss2026,
            players: (1..=5)
                .map(|i| Player::new(Tpn(i), format!("P{i}")))
                .collect(),
            ..Tournament::default()
        };
        let p = Pairing {
            boards: vec![
                Board {
                    white: Tpn(1),
                    black: Tpn(2),
                },
                Board {
                    white: Tpn(3),
                    black: Tpn(4),
                },
            ],
            bye: Some(Tpn(5)),
        };
        apply_pairing(&mut t, 1, &p).expect("pairs");
        t
    }

    /// The standings after `after` as (rank, TPN, game points in tenths,
    /// match points).
    fn table(t: &Tournament, after: u32) -> Vec<(usize, u32, u32, u32)> {
        standings(t, after)
            .iter()
            .map(|r| (r.rank, r.tpn.0, r.game_points.0, r.match_points))
            .collect()
    }

    #[test]
    fn two_taps_make_a_match_and_its_score() {
        use BoardResult::*;
        let mut t = event();
        set_game(&mut t, 1, Tpn(1), Game::First, WhiteWins).expect("game 1");
        // One game entered: the match is still open.
        let (boards, bye) = match_boards(&t, 1);
        assert_eq!(bye, Some(Tpn(5)));
        assert_eq!(boards[0].games, [WhiteWins, Pending]);
        assert_eq!(boards[0].score, Some([Points(10), Points(0)]));
        assert!(!boards[0].complete());
        assert_eq!(t.round_status(1), crate::model::RoundStatus::Pending);
        // A game entered: the round can no longer be paired again.
        assert!(crate::model::arbiter::has_results(&t, 1));
        // Game 2 drawn: 1½-½, a match won by 1 (summary Win).
        set_game(&mut t, 1, Tpn(1), Game::Second, Draw).expect("game 2");
        let (boards, _) = match_boards(&t, 1);
        assert_eq!(boards[0].score, Some([Points(15), Points(5)]));
        assert_eq!(
            t.players[1].round(1),
            RoundEntry::Game {
                opponent: Tpn(1),
                colour: Colour::Black,
                result: GameResult::Loss
            }
        );
        assert_eq!(
            t.players[1].match_games_in(1),
            Some(MatchGames {
                first: GameResult::Loss,
                second: GameResult::Draw
            })
        );
        // Clearing both games leaves no games stored.
        set_game(&mut t, 1, Tpn(1), Game::First, Pending).expect("clear");
        set_game(&mut t, 1, Tpn(1), Game::Second, Pending).expect("clear");
        assert!(t.players[0].match_games.is_empty());
        assert_eq!(match_boards(&t, 1).0[0].score, None);
        // Only the game-1 White names a board.
        assert_eq!(
            set_game(&mut t, 1, Tpn(2), Game::First, Draw),
            Err(ArbiterError::NoSuchBoard {
                round: 1,
                white: Tpn(2)
            })
        );
    }

    #[test]
    fn forfeits_and_standings_follow_the_preface() {
        use BoardResult::*;
        let mut t = event();
        // 1-2: game 1 won by 1 over the board, game 2 forfeited by 1: the
        // match counts as played and ends 1-1 (Preface).
        set_game(&mut t, 1, Tpn(1), Game::First, WhiteWins).expect("g1");
        set_game(&mut t, 1, Tpn(1), Game::Second, BlackForfeitWin).expect("g2");
        // 3-4: 4 forfeits both games: a match forfeited, 2-0.
        set_game(&mut t, 1, Tpn(3), Game::First, WhiteForfeitWin).expect("g1");
        set_game(&mut t, 1, Tpn(3), Game::Second, WhiteForfeitWin).expect("g2");
        assert_eq!(t.round_status(1), crate::model::RoundStatus::Complete);
        assert_eq!(
            t.players[2].round(1),
            RoundEntry::Game {
                opponent: Tpn(4),
                colour: Colour::White,
                result: GameResult::ForfeitWin
            }
        );
        // Game points: 1: 1+0 = 1; 2: 0+1 = 1; 3: 2; 4: 0; 5: PAB 1½.
        // Match points: 1-2 drawn (1 each), 3 won (2), 4 lost (0), PAB won (2).
        assert_eq!(
            table(&t, 1),
            vec![
                (1, 3, 20, 2),
                (2, 5, 15, 2),
                (3, 1, 10, 1),
                (3, 2, 10, 1),
                (5, 4, 0, 0)
            ]
        );
    }

    /// C.04.5 Preface: a game may end ½-0, 0-½ or 0-0. Entered by the
    /// arbiter, such games score as the Preface says, survive the TRF file
    /// and decide the match by game points.
    #[test]
    fn half_zero_and_zero_zero_games_are_entered_and_kept() {
        use BoardResult::*;
        let mut t = event();
        // 1-2: game 1 ½-0, game 2 0-0: 1 scores ½ + 0, 2 scores 0 + 0.
        set_game(&mut t, 1, Tpn(1), Game::First, WhiteHalfBlackZero).expect("g1");
        set_game(&mut t, 1, Tpn(1), Game::Second, BothLose).expect("g2");
        // 3-4: game 1 0-½ (4 draws, 3 scores nothing), game 2 ½-½:
        // 3 scores 0 + ½, 4 scores ½ + ½.
        set_game(&mut t, 1, Tpn(3), Game::First, BlackHalfWhiteZero).expect("g1");
        set_game(&mut t, 1, Tpn(3), Game::Second, Draw).expect("g2");
        let (boards, _) = match_boards(&t, 1);
        assert_eq!(boards[0].games, [WhiteHalfBlackZero, BothLose]);
        assert_eq!(boards[0].score, Some([Points(5), Points(0)]));
        assert_eq!(boards[1].games, [BlackHalfWhiteZero, Draw]);
        assert_eq!(boards[1].score, Some([Points(5), Points(10)]));
        assert_eq!(t.round_status(1), crate::model::RoundStatus::Complete);
        // Standings: 5 (PAB 1½), 4 (1), 1 and 3 (½ each), 2 (0). Match
        // points: 1 and 4 won their matches on game points, 5's PAB counts
        // as won.
        assert_eq!(
            table(&t, 1),
            vec![
                (1, 5, 15, 2),
                (2, 4, 10, 2),
                (3, 1, 5, 2),
                (3, 3, 5, 0),
                (5, 2, 0, 0)
            ]
        );
        // The file keeps each game: written, read back, the same players.
        let text = crate::trf::write(&t, crate::trf::TrfFlavour::Trf2026);
        let back = crate::trf::read_str(&text).expect("reads back").tournament;
        assert_eq!(back.players, t.players, "{text}");
    }
}
