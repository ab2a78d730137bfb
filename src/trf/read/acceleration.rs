//! Acceleration (fictitious points added for pairing only, C.04.7):
//! `250` (TRF-2026, a range of rounds and players) and `XXA` (JaVaFo, one
//! player's points per round).

use super::lines::Line;
use super::{Reader, MAX_ACCELERATION_CELLS, MAX_PLAYERS, MAX_ROUNDS};
use crate::model::{Player, Points};
use crate::trf::error::{Expected, PointsField, Quantity, TrfError, TrfErrorKind, TrfWarningKind};
use crate::trf::matches::MatchColumnsError;

/// A `250` record: fictitious game points for rounds `rounds` of players
/// `players`.
pub(super) struct Range250 {
    pub line: usize,
    pub points: Points,
    pub rounds: (u32, u32),
    pub players: (u32, u32),
}

impl Reader {
    /// TRF-2026 record `250` (accelerated rounds): match points 5–8 (empty
    /// for individuals), game points 10–13, rounds 15–17 and 19–21, players
    /// 23–26 and 28–31.
    pub(super) fn acceleration_250(&mut self, line: &Line) -> Result<(), TrfError> {
        for col in [4, 9, 14, 18, 22, 27] {
            line.blank(col)?;
        }
        let mp = line.field(5, 8);
        if !mp.trim().is_empty() && Points::parse(&mp) != Some(Points::ZERO) {
            self.warn(line.no, TrfWarningKind::MatchPointsIgnored);
        }
        let gp = line.points_at(10, &line.field(10, 13), PointsField::FictitiousGamePoints)?;
        let r1 = line.u32_at(15, &line.field(15, 17), Quantity::FirstRound, MAX_ROUNDS)?;
        let r2 = line.u32_at(19, &line.field(19, 21), Quantity::LastRound, MAX_ROUNDS)?;
        let p1 = line.u32_at(
            23,
            &line.field(23, 26),
            Quantity::FirstPairingNumber,
            MAX_PLAYERS,
        )?;
        let p2 = line.u32_at(
            28,
            &line.field(28, 31),
            Quantity::LastPairingNumber,
            MAX_PLAYERS,
        )?;
        if r1 == 0 || r1 > r2 {
            return Err(line.err(15, Expected::RoundRange, format!("{r1}..{r2}")));
        }
        if p1 == 0 || p1 > p2 {
            return Err(line.err(23, Expected::PlayerRange, format!("{p1}..{p2}")));
        }
        if !line.rest(32).trim().is_empty() {
            return Err(line.err(32, Expected::EndOf250, line.rest(32)));
        }
        self.acc_250.push(Range250 {
            line: line.no,
            points: gp,
            rounds: (r1, r2),
            players: (p1, p2),
        });
        Ok(())
    }

    /// JaVaFo's `XXA`: a pairing number, then the points of each round.
    pub(super) fn acceleration_xxa(&mut self, line: &Line) -> Result<(), TrfError> {
        let toks = line.tokens(4);
        let [(c, id), values @ ..] = toks.as_slice() else {
            return Err(line.err(5, Expected::AccelerationRecord, ""));
        };
        let tpn = line.u32_at(*c, id, Quantity::PairingNumber, MAX_PLAYERS)?;
        if values.len() > MAX_ROUNDS as usize {
            return Err(line.out_of_range(
                *c,
                Quantity::AccelerationRounds,
                values.len() as u64,
                u64::from(MAX_ROUNDS),
            ));
        }
        let mut pts = Vec::with_capacity(values.len());
        for (vc, v) in values {
            pts.push(line.points_at(*vc, v, PointsField::Acceleration)?);
        }
        self.acc_xxa.push((line.no, tpn, pts));
        Ok(())
    }

    /// Gives each player the acceleration of the `XXA` lines and `250`
    /// records (one source per player), within `total_rounds`; in a
    /// Double-Swiss file (`matches`), per match.
    pub(super) fn apply_acceleration(
        &mut self,
        total_rounds: u32,
        matches: bool,
    ) -> Result<(), TrfError> {
        let n = self.players.len() as u32;
        let mut acc_set = vec![false; self.players.len()];
        for (l, tpn, pts) in std::mem::take(&mut self.acc_xxa) {
            if pts.len() > total_rounds as usize {
                return Err(TrfError::new(
                    l,
                    5,
                    TrfErrorKind::RoundBeyondTotal {
                        round: pts.len() as u32,
                        total: total_rounds,
                        source_record: "XXA",
                    },
                ));
            }
            let i = (tpn as usize).wrapping_sub(1);
            let (Some(p), Some(set)) = (self.players.get_mut(i), acc_set.get_mut(i)) else {
                return Err(TrfError::expected(
                    l,
                    5,
                    Expected::PairingNumberUpTo(n),
                    tpn.to_string(),
                ));
            };
            if *set {
                return Err(TrfError::new(l, 5, TrfErrorKind::AccelerationTwice { tpn }));
            }
            *set = true;
            p.player.acceleration = pts;
        }
        let cells: u64 = self
            .acc_250
            .iter()
            .map(|a| {
                u64::from(a.rounds.1 - a.rounds.0 + 1) * u64::from(a.players.1 - a.players.0 + 1)
            })
            .sum();
        if cells > MAX_ACCELERATION_CELLS {
            let l = self.acc_250.last().map_or(0, |a| a.line);
            return Err(TrfError::out_of_range(
                l,
                1,
                Quantity::AccelerationCells,
                cells,
                MAX_ACCELERATION_CELLS,
            ));
        }
        // The `250` line that gave each (player, round) its points: two
        // lines for one cell are refused, naming both (TRF-2026 `250` gives
        // "the number of fictitious points" of a round, not a sum).
        let mut given_by: Vec<Vec<usize>> = vec![Vec::new(); self.players.len()];
        for a in &self.acc_250 {
            let (r1, r2) = a.rounds;
            let (p1, p2) = a.players;
            if r2 > total_rounds {
                return Err(TrfError::new(
                    a.line,
                    19,
                    TrfErrorKind::RoundBeyondTotal {
                        round: r2,
                        total: total_rounds,
                        source_record: "250",
                    },
                ));
            }
            if p2 > n {
                return Err(TrfError::expected(
                    a.line,
                    28,
                    Expected::PairingNumberUpTo(n),
                    p2.to_string(),
                ));
            }
            for tpn in p1..=p2 {
                let i = tpn as usize - 1;
                if acc_set.get(i).copied().unwrap_or(false) {
                    return Err(TrfError::new(
                        a.line,
                        23,
                        TrfErrorKind::AccelerationTwice { tpn },
                    ));
                }
                let (Some(p), Some(lines)) = (self.players.get_mut(i), given_by.get_mut(i)) else {
                    continue;
                };
                if lines.len() < r2 as usize {
                    lines.resize(r2 as usize, 0);
                }
                for r in r1..=r2 {
                    let k = r as usize - 1;
                    if let Some(&other) = lines.get(k).filter(|&&l| l != 0) {
                        return Err(TrfError::new(
                            a.line,
                            15,
                            TrfErrorKind::AccelerationOverlap {
                                tpn,
                                round: r,
                                first_line: other,
                                second_line: a.line,
                            },
                        ));
                    }
                    if let Some(slot) = lines.get_mut(k) {
                        *slot = a.line;
                    }
                }
                set_range(&mut p.player, a.points, r1, r2);
            }
        }
        for raw in &mut self.players {
            let p = &mut raw.player;
            while p.acceleration.last() == Some(&Points::ZERO) {
                p.acceleration.pop();
            }
            if matches {
                acceleration_to_matches(p, raw.line)?;
            }
        }
        Ok(())
    }
}

/// Gives `p` the acceleration `gp` in rounds `r1..=r2` (one `250` record).
fn set_range(p: &mut Player, gp: Points, r1: u32, r2: u32) {
    if p.acceleration.len() < r2 as usize {
        p.acceleration.resize(r2 as usize, Points::ZERO);
    }
    for r in r1..=r2 {
        if let Some(a) = p.acceleration.get_mut(r as usize - 1) {
            *a = gp;
        }
    }
}

/// Double-Swiss: acceleration is given per TRF round (game); a match is
/// paired once, so both games of a match must carry the same value, which
/// becomes the match's.
fn acceleration_to_matches(p: &mut Player, line: usize) -> Result<(), TrfError> {
    let cols = std::mem::take(&mut p.acceleration);
    for (k, pair) in cols.chunks(2).enumerate() {
        let first = pair.first().copied().unwrap_or_default();
        let second = pair.get(1).copied().unwrap_or_default();
        if first != second {
            return Err(TrfError::new(
                line,
                1,
                TrfErrorKind::MatchColumns {
                    tpn: p.tpn.0,
                    round: k as u32 + 1,
                    reason: MatchColumnsError::AccelerationDiffers,
                },
            ));
        }
        p.acceleration.push(first);
    }
    Ok(())
}
