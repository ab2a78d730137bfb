//! Forbidden pairs (players the arbiter keeps apart, absolute like [C1]):
//! `260` (TRF-2026, with a round range) and `XXP` (JaVaFo).

use super::lines::Line;
use super::{Reader, MAX_FORBIDDEN_PAIRS, MAX_PLAYERS, MAX_ROUNDS};
use crate::model::{ForbiddenInRounds, Tpn};
use crate::trf::error::{Expected, Quantity, TrfError};

/// A `260` or `XXP` record: its line, the round range of a `260`, and the
/// (column, pairing number) of each player listed.
pub(super) struct ForbiddenRecord {
    pub line: usize,
    pub rounds: Option<(u32, u32)>,
    pub players: Vec<(usize, u32)>,
}

/// The pairs forbidden in every round, and those forbidden in some rounds.
pub(super) type Forbidden = (Vec<(Tpn, Tpn)>, Vec<ForbiddenInRounds>);

impl Reader {
    /// `260`: first and last round, then the players who must not meet.
    pub(super) fn forbidden_260(&mut self, line: &Line) -> Result<(), TrfError> {
        let toks = line.tokens(4);
        let [(c1, r1), (c2, r2), ids @ ..] = toks.as_slice() else {
            return Err(line.err(5, Expected::ForbiddenRecord, line.rest(5)));
        };
        let r1 = line.u32_at(*c1, r1, Quantity::FirstRound, MAX_ROUNDS)?;
        let r2 = line.u32_at(*c2, r2, Quantity::LastRound, MAX_ROUNDS)?;
        if r1 > r2 || r1 == 0 {
            return Err(line.err(*c2, Expected::RoundRange, format!("{r1}..{r2}")));
        }
        let players = id_list(line, ids, 5)?;
        self.forbidden.push(ForbiddenRecord {
            line: line.no,
            rounds: Some((r1, r2)),
            players,
        });
        Ok(())
    }

    /// `XXP`: players who must not meet.
    pub(super) fn forbidden_xxp(&mut self, line: &Line) -> Result<(), TrfError> {
        let toks = line.tokens(4);
        let players = id_list(line, &toks, 5)?;
        self.forbidden.push(ForbiddenRecord {
            line: line.no,
            rounds: None,
            players,
        });
        Ok(())
    }

    /// Every pair among the players of each record, sorted, once: the pairs
    /// forbidden in every round, and those forbidden in some rounds only (a
    /// `260` range that does not cover rounds 1 to `total_rounds`). In a
    /// Double-Swiss file (`matches`) the file's rounds are games, two per
    /// match: the range is taken to the matches holding its games.
    pub(super) fn forbidden_pairs(
        &mut self,
        total_rounds: u32,
        matches: bool,
    ) -> Result<Forbidden, TrfError> {
        let n = self.players.len() as u32;
        let to_round = |r: u32| if matches { r.div_ceil(2) } else { r };
        let last_round = to_round(total_rounds);
        let mut forbidden = Vec::new();
        let mut ranged = Vec::new();
        for rec in &self.forbidden {
            for &(c, id) in &rec.players {
                if id == 0 || id > n {
                    return Err(TrfError::expected(
                        rec.line,
                        c,
                        Expected::PairingNumberUpTo(n),
                        id.to_string(),
                    ));
                }
            }
            let mut distinct: Vec<u32> = rec.players.iter().map(|&(_, id)| id).collect();
            crate::sort::sort(&mut distinct);
            distinct.dedup();
            let k = distinct.len();
            let total = forbidden.len() + ranged.len() + k * k.saturating_sub(1) / 2;
            if total > MAX_FORBIDDEN_PAIRS {
                return Err(TrfError::out_of_range(
                    rec.line,
                    1,
                    Quantity::ForbiddenPairs,
                    total as u64,
                    MAX_FORBIDDEN_PAIRS as u64,
                ));
            }
            let range = rec
                .rounds
                .map(|(first, last)| (to_round(first), to_round(last)))
                .filter(|&(first, last)| first > 1 || last < last_round);
            for (i, &a) in distinct.iter().enumerate() {
                for &b in distinct.iter().skip(i + 1) {
                    let (a, b) = (Tpn(a), Tpn(b));
                    match range {
                        None => forbidden.push((a, b)),
                        Some((first, last)) => ranged.push(ForbiddenInRounds { a, b, first, last }),
                    }
                }
            }
        }
        crate::sort::sort(&mut forbidden);
        forbidden.dedup();
        crate::sort::sort(&mut ranged);
        ranged.dedup();
        Ok((forbidden, ranged))
    }
}

/// Two or more pairing numbers, with their columns (`col`: where the list
/// starts, for a list too short).
fn id_list(
    line: &Line,
    toks: &[(usize, String)],
    col: usize,
) -> Result<Vec<(usize, u32)>, TrfError> {
    if toks.len() < 2 {
        return Err(line.err(col, Expected::TwoPairingNumbers, line.rest(col)));
    }
    if toks.len() > MAX_PLAYERS as usize {
        return Err(line.out_of_range(
            col,
            Quantity::PlayersInRecord,
            toks.len() as u64,
            u64::from(MAX_PLAYERS),
        ));
    }
    toks.iter()
        .map(|(c, t)| {
            line.u32_at(*c, t, Quantity::PairingNumber, MAX_PLAYERS)
                .map(|v| (*c, v))
        })
        .collect()
}
