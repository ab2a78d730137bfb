//! The player section: `001` lines (TRF-16, TRF-2026), one per player, with
//! one 10-column entry per round.

use super::lines::{round_col, text, Line};
use super::{Reader, MAX_PLAYERS, MAX_ROUNDS};
use crate::model::{ByeKind, Colour, GameResult, Player, Points, RoundEntry, Title, Tpn};
use crate::trf::error::{
    Expected, PointsField, Quantity, TrfError, TrfErrorKind, TrfWarning, TrfWarningKind,
};

/// A parsed `001` line before the cross-checks.
pub(super) struct RawPlayer {
    pub line: usize,
    pub player: Player,
    /// The score of columns 81-84, if given.
    pub declared: Option<Points>,
    /// The rank of columns 86-89 (0: none).
    pub rank: u32,
}

impl Reader {
    /// Players are numbered from 1 without gaps or repeats; sorts them by
    /// pairing number.
    pub(super) fn validate_numbering(&mut self) -> Result<(), TrfError> {
        if self.players.is_empty() {
            return Err(TrfError::new(1, 1, TrfErrorKind::NoPlayers));
        }
        crate::sort::sort_by_key(&mut self.players, |p| p.player.tpn);
        for w in self.players.windows(2) {
            if let [a, b] = w {
                if a.player.tpn == b.player.tpn {
                    let (first, second) = if a.line < b.line { (a, b) } else { (b, a) };
                    return Err(TrfError::new(
                        second.line,
                        5,
                        TrfErrorKind::DuplicatePlayer {
                            tpn: a.player.tpn.0,
                            first_line: first.line,
                        },
                    ));
                }
            }
        }
        for (i, p) in self.players.iter().enumerate() {
            let want = Tpn::from_index(i);
            if p.player.tpn != want {
                return Err(TrfError::new(
                    p.line,
                    5,
                    TrfErrorKind::MissingPlayer {
                        missing: want.0,
                        present: p.player.tpn.0,
                    },
                ));
            }
        }
        Ok(())
    }
}

/// Parses one `001` line (TRF-16 player section).
pub(super) fn parse_player(
    line: &Line,
    warnings: &mut Vec<TrfWarning>,
) -> Result<RawPlayer, TrfError> {
    for col in [4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91] {
        line.blank(col)?;
    }
    let tpn = line.u32_at(
        5,
        &line.field(5, 8),
        Quantity::PlayerPairingNumber,
        MAX_PLAYERS,
    )?;
    if tpn == 0 {
        return Err(line.err(
            5,
            Expected::NumberFromOne(Quantity::PairingNumber),
            line.field(5, 8),
        ));
    }
    let sex = match line.at(10) {
        ' ' => None,
        c if c.is_alphabetic() => Some(c),
        c => return Err(line.err(10, Expected::Sex, c.to_string())),
    };
    let title_text = line.field(11, 13);
    let title = Title::parse(&title_text);
    if title == Title::None && !title_text.trim().is_empty() {
        warnings.push(TrfWarning {
            line: line.no,
            kind: TrfWarningKind::UnknownTitle(title_text.trim().to_string()),
        });
    }
    let name = text(&line.field(15, 47));
    let rating_text = line.field(49, 52);
    let rating = if rating_text.trim().is_empty() {
        0
    } else {
        line.u32_at(49, &rating_text, Quantity::Rating, 9999)?
    };
    let federation = text(&line.field(54, 56));
    let id_text = line.field(58, 68);
    let fide_id = if id_text.trim().is_empty() {
        None
    } else {
        let t = id_text.trim();
        if !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(line.err(58, Expected::PlayerId, id_text));
        }
        t.parse::<u64>().ok()
    };
    let birth_date = text(&line.field(70, 79));
    let points_text = line.field(81, 84);
    let declared = if points_text.trim().is_empty() {
        None
    } else {
        Some(line.points_at(81, &points_text, PointsField::Score)?)
    };
    let rank_text = line.field(86, 89);
    let rank = if rank_text.trim().is_empty() {
        0
    } else {
        line.u32_at(86, &rank_text, Quantity::Rank, MAX_PLAYERS)?
    };

    let len = line.chars.len();
    let entries = len.saturating_sub(91).div_ceil(10);
    if entries > MAX_ROUNDS as usize {
        return Err(line.out_of_range(
            round_col(MAX_ROUNDS + 1),
            Quantity::PlayerRounds,
            entries as u64,
            u64::from(MAX_ROUNDS),
        ));
    }
    let mut player = Player {
        match_games: Vec::new(),
        tpn: Tpn(tpn),
        name,
        sex,
        title,
        rating,
        federation,
        fide_id,
        birth_date,
        rounds: Vec::with_capacity(entries),
        acceleration: Vec::new(),
        withdrawn_from: None,
    };
    // Recorded through the model's one writer of round entries.
    for k in 0..entries {
        let round = k as u32 + 1;
        player.set_round(round, parse_entry(line, round, warnings)?);
    }
    Ok(RawPlayer {
        line: line.no,
        player,
        declared,
        rank,
    })
}

/// One round of a `001` line: opponent (4 columns), blank, colour, blank,
/// result, and two blanks before the next round.
fn parse_entry(
    line: &Line,
    round: u32,
    warnings: &mut Vec<TrfWarning>,
) -> Result<RoundEntry, TrfError> {
    let c = round_col(round);
    line.blank(c + 4)?;
    line.blank(c + 6)?;
    line.blank(c + 8)?;
    line.blank(c + 9)?;
    let opp_text = line.field(c, c + 3);
    let opponent = if opp_text.trim().is_empty() {
        0
    } else {
        line.u32_at(c, &opp_text, Quantity::Opponent, MAX_PLAYERS)?
    };
    let colour_char = line.at(c + 5);
    let colour = match colour_char.to_ascii_lowercase() {
        'w' => Some(Colour::White),
        'b' => Some(Colour::Black),
        '-' | ' ' => None,
        _ => return Err(line.err(c + 5, Expected::Colour, colour_char.to_string())),
    };
    let rc = line.at(c + 7);
    let result_col = c + 7;
    if opponent == 0 {
        if let Some(col) = colour {
            return Err(line.err(
                c + 5,
                Expected::NoColourWithoutOpponent,
                col.trf_char().to_string(),
            ));
        }
        let kind = match rc.to_ascii_uppercase() {
            ' ' => return Ok(RoundEntry::NotPaired),
            'U' => ByeKind::PairingAllocated,
            'F' => ByeKind::FullPoint,
            'H' => ByeKind::HalfPoint,
            'Z' => ByeKind::ZeroPoint,
            '-' => {
                warnings.push(TrfWarning {
                    line: line.no,
                    kind: TrfWarningKind::DashReadAsAbsence { round },
                });
                ByeKind::ZeroPoint
            }
            _ => return Err(line.err(result_col, Expected::ByeCode, rc.to_string())),
        };
        return Ok(RoundEntry::Bye(kind));
    }
    let Some(colour) = colour else {
        return Err(line.err(c + 5, Expected::GameColour, colour_char.to_string()));
    };
    let result = match rc.to_ascii_uppercase() {
        '1' => GameResult::Win,
        '=' => GameResult::Draw,
        '0' => GameResult::Loss,
        'W' => GameResult::UnratedWin,
        'D' => GameResult::UnratedDraw,
        'L' => GameResult::UnratedLoss,
        '+' => GameResult::ForfeitWin,
        '-' => GameResult::ForfeitLoss,
        ' ' => GameResult::Pending,
        _ => return Err(line.err(result_col, Expected::GameResult, rc.to_string())),
    };
    Ok(RoundEntry::Game {
        opponent: Tpn(opponent),
        colour,
        result,
    })
}
