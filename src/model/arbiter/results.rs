//! A round's boards and their results, as the arbiter enters them.

use super::error::ArbiterError;
use crate::model::{
    sort_boards, Board, ByColour, ByeKind, Colour, GameResult, RoundEntry, Tournament, Tpn,
};
use serde::{Deserialize, Serialize};

/// The result of a board as the arbiter enters it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BoardResult {
    WhiteWins,
    Draw,
    BlackWins,
    /// `+/−`: White wins by forfeit.
    WhiteForfeitWin,
    /// `−/+`
    BlackForfeitWin,
    /// `−/−`
    DoubleForfeit,
    /// Played but not rated (e.g. fewer than two moves; TRF `W`/`L`).
    WhiteWinsUnrated,
    /// TRF `D`/`D`.
    DrawUnrated,
    /// TRF `L`/`W`.
    BlackWinsUnrated,
    /// `½-0`: White scores a draw, Black nothing (TRF `=`/`0`). A
    /// Double-Swiss game only (C.04.5 Preface: ½-0, 0-½ and 0-0 may occur).
    WhiteHalfBlackZero,
    /// `0-½` (TRF `0`/`=`), Double-Swiss only.
    BlackHalfWhiteZero,
    /// `0-0`: both lose a game that was played (TRF `0`/`0`), Double-Swiss
    /// only.
    BothLose,
    /// Not entered yet (to undo a result).
    Pending,
}

impl BoardResult {
    pub const ALL: [BoardResult; 6] = [
        BoardResult::WhiteWins,
        BoardResult::Draw,
        BoardResult::BlackWins,
        BoardResult::WhiteForfeitWin,
        BoardResult::BlackForfeitWin,
        BoardResult::DoubleForfeit,
    ];

    /// The results of White and Black.
    pub const fn games(self) -> (GameResult, GameResult) {
        use GameResult::*;
        match self {
            BoardResult::WhiteWins => (Win, Loss),
            BoardResult::Draw => (Draw, Draw),
            BoardResult::BlackWins => (Loss, Win),
            BoardResult::WhiteForfeitWin => (ForfeitWin, ForfeitLoss),
            BoardResult::BlackForfeitWin => (ForfeitLoss, ForfeitWin),
            BoardResult::DoubleForfeit => (ForfeitLoss, ForfeitLoss),
            BoardResult::WhiteWinsUnrated => (UnratedWin, UnratedLoss),
            BoardResult::DrawUnrated => (UnratedDraw, UnratedDraw),
            BoardResult::BlackWinsUnrated => (UnratedLoss, UnratedWin),
            BoardResult::WhiteHalfBlackZero => (Draw, Loss),
            BoardResult::BlackHalfWhiteZero => (Loss, Draw),
            BoardResult::BothLose => (Loss, Loss),
            BoardResult::Pending => (Pending, Pending),
        }
    }

    /// The results of White and Black, as the model records them.
    pub const fn by_colour(self) -> ByColour<GameResult> {
        let (white, black) = self.games();
        ByColour { white, black }
    }

    /// Played games that are not rated (short games), entered apart.
    pub const UNRATED: [BoardResult; 3] = [
        BoardResult::WhiteWinsUnrated,
        BoardResult::DrawUnrated,
        BoardResult::BlackWinsUnrated,
    ];

    /// Game results that only a Double-Swiss game may have (C.04.5
    /// Preface: "½-0, 0-½ or 0-0"); a Dutch board refuses them, as the TRF
    /// reader does.
    pub const DOUBLE_SWISS_ONLY: [BoardResult; 3] = [
        BoardResult::WhiteHalfBlackZero,
        BoardResult::BlackHalfWhiteZero,
        BoardResult::BothLose,
    ];

    /// The board result from White's and Black's entries.
    pub fn from_games(white: GameResult, black: GameResult) -> BoardResult {
        use GameResult::*;
        match (white, black) {
            (Draw, Loss) => BoardResult::WhiteHalfBlackZero,
            (Loss, Draw) => BoardResult::BlackHalfWhiteZero,
            (Loss, Loss) => BoardResult::BothLose,
            (Win, _) => BoardResult::WhiteWins,
            (Draw, _) => BoardResult::Draw,
            (Loss, _) => BoardResult::BlackWins,
            (UnratedWin, _) => BoardResult::WhiteWinsUnrated,
            (UnratedDraw, _) => BoardResult::DrawUnrated,
            (UnratedLoss, _) => BoardResult::BlackWinsUnrated,
            (ForfeitWin, _) => BoardResult::WhiteForfeitWin,
            (ForfeitLoss, ForfeitWin) => BoardResult::BlackForfeitWin,
            (ForfeitLoss, _) => BoardResult::DoubleForfeit,
            (Pending, _) => BoardResult::Pending,
        }
    }
}

/// One board of a paired round, as stored in the players' entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundBoard {
    pub board: Board,
    pub result: BoardResult,
}

/// The boards of round `round` in publication order (C.04.2 art. 3.6, by
/// the scores before the round), and the player with the
/// pairing-allocated bye.
pub fn round_boards(t: &Tournament, round: u32) -> (Vec<RoundBoard>, Option<Tpn>) {
    let mut boards = Vec::new();
    let mut bye = None;
    for p in &t.players {
        match p.round(round) {
            RoundEntry::Game {
                opponent,
                colour: Colour::White,
                result,
            } => {
                let black = t
                    .player(opponent)
                    .map(|o| o.round(round))
                    .and_then(|e| match e {
                        RoundEntry::Game { result, .. } => Some(result),
                        _ => None,
                    })
                    .unwrap_or(GameResult::Pending);
                boards.push(RoundBoard {
                    board: Board {
                        white: p.tpn,
                        black: opponent,
                    },
                    result: BoardResult::from_games(result, black),
                });
            }
            RoundEntry::Bye(ByeKind::PairingAllocated) => bye = Some(p.tpn),
            _ => {}
        }
    }
    let before = round.saturating_sub(1);
    let mut plain: Vec<Board> = boards.iter().map(|b| b.board).collect();
    sort_boards(&mut plain, |tpn| t.score_after(tpn, before));
    let ordered = plain
        .iter()
        .filter_map(|b| boards.iter().find(|rb| rb.board == *b).copied())
        .collect();
    (ordered, bye)
}

/// How many boards of round `round` have no result yet.
pub fn open_boards(t: &Tournament, round: u32) -> usize {
    round_boards(t, round)
        .0
        .iter()
        .filter(|b| b.result == BoardResult::Pending)
        .count()
}

/// Has any result of round `round` been entered? (Double-Swiss: any game
/// of a match, C.04.5 Preface.)
pub fn has_results(t: &Tournament, round: u32) -> bool {
    round_boards(t, round)
        .0
        .iter()
        .any(|b| b.result != BoardResult::Pending)
        || t.players.iter().any(|p| p.match_games_in(round).is_some())
}

/// The opponent of `white` on the board of round `round` where `white` has
/// White.
pub fn black_of(t: &Tournament, round: u32, white: Tpn) -> Result<Tpn, ArbiterError> {
    match t.player(white).map(|p| p.round(round)) {
        Some(RoundEntry::Game {
            opponent,
            colour: Colour::White,
            ..
        }) => Ok(opponent),
        _ => Err(ArbiterError::NoSuchBoard { round, white }),
    }
}

/// Enters (or corrects) the result of the board of round `round` where
/// `white` has White.
pub fn set_result(
    t: &mut Tournament,
    round: u32,
    white: Tpn,
    result: BoardResult,
) -> Result<(), ArbiterError> {
    if BoardResult::DOUBLE_SWISS_ONLY.contains(&result) {
        return Err(ArbiterError::MatchOnlyResult);
    }
    let black = black_of(t, round, white)?;
    t.record_game(round, Board { white, black }, result.by_colour())?;
    Ok(())
}
