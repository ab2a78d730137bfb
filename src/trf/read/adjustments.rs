//! Points given outside the games: TRF-2026 record `299` ("Abnormal
//! Assignment Points"): type of assignment at column 5 (`W` `D` `L` `F` `H`
//! `Z` `+` `-`, or blank for a penalty or bonus), match points at 8–11
//! (teams only), points at 14–17 (`[-]11.5`), the round at 20–22 (`000` or
//! empty: all rounds), then pairing numbers from column 24.

use super::lines::Line;
use super::{Reader, MAX_PLAYERS, MAX_ROUNDS};
use crate::model::{AbnormalKind, PointAdjustment, Points, Tpn};
use crate::trf::error::{Expected, PointsField, Quantity, TrfError, TrfErrorKind, TrfWarningKind};

/// A `299` record as read, before its players and round are checked.
pub(super) struct Record299 {
    pub line: usize,
    pub adjustment: PointAdjustment,
    /// The column of each pairing number, in `adjustment.players` order.
    pub columns: Vec<usize>,
}

/// Largest absolute value of a `299` adjustment, in tenths (999.9 points).
const MAX_ADJUSTMENT: u32 = 9999;

impl Reader {
    /// Reads one `299` line.
    pub(super) fn adjustment_299(&mut self, line: &Line) -> Result<(), TrfError> {
        let kind = match line.at(5) {
            ' ' => None,
            c => Some(
                AbnormalKind::from_trf_char(c)
                    .ok_or_else(|| line.err(5, Expected::AbnormalType, c.to_string()))?,
            ),
        };
        let mp = line.field(8, 11);
        if !mp.trim().is_empty()
            && Points::parse(mp.trim_start_matches([' ', '-'])) != Some(Points::ZERO)
        {
            self.warn(line.no, TrfWarningKind::MatchPointsIgnored);
        }
        // Columns 12–19: the points field (14–17) and the blanks around it,
        // so that a value written one column off is still read.
        let text = line.field(12, 19);
        let t = text.trim();
        let (negative, digits) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t),
        };
        let points = match Points::parse(digits) {
            Some(p) if p.0 <= MAX_ADJUSTMENT => {
                let v = p.0 as i32;
                if negative {
                    -v
                } else {
                    v
                }
            }
            _ => {
                return Err(line.err(14, Expected::Points(PointsField::Adjustment), text));
            }
        };
        let round_text = line.field(20, 22);
        let round = if round_text.trim().is_empty() {
            None
        } else {
            match line.u32_at(20, &round_text, Quantity::Round, MAX_ROUNDS)? {
                0 => None,
                r => Some(r),
            }
        };
        let toks = line.tokens(23);
        if toks.is_empty() {
            return Err(line.err(24, Expected::SomePairingNumber, line.rest(23)));
        }
        let mut players = Vec::with_capacity(toks.len());
        let mut columns = Vec::with_capacity(toks.len());
        for (c, tok) in &toks {
            players.push(Tpn(line.u32_at(
                *c,
                tok,
                Quantity::PairingNumber,
                MAX_PLAYERS,
            )?));
            columns.push(*c);
        }
        self.adjust_299.push(Record299 {
            line: line.no,
            adjustment: PointAdjustment {
                kind,
                points,
                round,
                players,
            },
            columns,
        });
        Ok(())
    }

    /// The `299` adjustments, checked against the players and rounds. In a
    /// Double-Swiss file (`matches`) a round is a game: it is taken to the
    /// match holding it.
    pub(super) fn adjustments(
        &mut self,
        total_rounds: u32,
        matches: bool,
    ) -> Result<Vec<PointAdjustment>, TrfError> {
        let n = self.players.len() as u32;
        let mut out = Vec::with_capacity(self.adjust_299.len());
        for rec in std::mem::take(&mut self.adjust_299) {
            let mut a = rec.adjustment;
            for (tpn, &c) in a.players.iter().zip(&rec.columns) {
                if tpn.0 == 0 || tpn.0 > n {
                    return Err(TrfError::expected(
                        rec.line,
                        c,
                        Expected::PairingNumberUpTo(n),
                        tpn.0.to_string(),
                    ));
                }
            }
            if let Some(r) = a.round {
                if r > total_rounds {
                    return Err(TrfError::new(
                        rec.line,
                        20,
                        TrfErrorKind::RoundBeyondTotal {
                            round: r,
                            total: total_rounds,
                            source_record: "299",
                        },
                    ));
                }
                if matches {
                    a.round = Some(r.div_ceil(2));
                }
            }
            out.push(a);
        }
        Ok(out)
    }
}
