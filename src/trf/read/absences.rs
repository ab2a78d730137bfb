//! Known absences (C.04.2 art. 3.3): `240` (TRF-2026, a bye of a given
//! kind in a given round) and `XXZ` (JaVaFo, absent in the next round).

use super::lines::Line;
use super::rounds::rounds_paired;
use super::{Reader, MAX_PLAYERS, MAX_ROUNDS};
use crate::model::{ByeKind, RoundEntry};
use crate::trf::error::{Expected, Quantity, TrfError, TrfErrorKind};

/// One absence of one player, where the file gives it.
#[derive(Clone, Copy)]
pub(super) struct Absence {
    pub line: usize,
    pub column: usize,
    pub kind: ByeKind,
    pub round: u32,
    pub tpn: u32,
    pub record: &'static str,
}

impl Reader {
    /// `240`: bye type at column 5, the round at 7-9, then pairing numbers.
    pub(super) fn bye_record(&mut self, line: &Line) -> Result<(), TrfError> {
        let kind = match line.at(5).to_ascii_uppercase() {
            'F' => ByeKind::FullPoint,
            'H' => ByeKind::HalfPoint,
            'Z' => ByeKind::ZeroPoint,
            c => return Err(line.err(5, Expected::ByeType, c.to_string())),
        };
        line.blank(4)?;
        line.blank(6)?;
        let toks = line.tokens(7);
        let [(rc, r), ids @ ..] = toks.as_slice() else {
            return Err(line.err(7, Expected::Number(Quantity::Round), ""));
        };
        let round = line.u32_at(*rc, r, Quantity::Round, MAX_ROUNDS)?;
        if round == 0 {
            return Err(line.err(*rc, Expected::NumberFromOne(Quantity::Round), r.clone()));
        }
        if ids.is_empty() {
            return Err(line.err(11, Expected::SomePairingNumber, ""));
        }
        for (c, id) in ids {
            let tpn = line.u32_at(*c, id, Quantity::PairingNumber, MAX_PLAYERS)?;
            self.byes.push(Absence {
                line: line.no,
                column: *c,
                kind,
                round,
                tpn,
                record: "240",
            });
        }
        Ok(())
    }

    /// `XXZ`: pairing numbers absent in the next round.
    pub(super) fn absent_next_record(&mut self, line: &Line) -> Result<(), TrfError> {
        for (c, id) in line.tokens(4) {
            let tpn = line.u32_at(c, &id, Quantity::PairingNumber, MAX_PLAYERS)?;
            self.absent_next.push((line.no, c, tpn));
        }
        Ok(())
    }

    /// Writes the absences into the round entries: a round beyond
    /// `total_rounds`, an unknown player, or a round the player's line
    /// already fills differently is refused. `XXZ` is the round after the
    /// last one paired; in a Double-Swiss file (`matches`), both games of
    /// the next match (byes cover whole matches, C.04.5 Preface).
    pub(super) fn apply_absences(
        &mut self,
        total_rounds: u32,
        matches: bool,
    ) -> Result<(), TrfError> {
        let n = self.players.len() as u32;
        let paired_before_absences = rounds_paired(self.players.iter().map(|p| &p.player));
        let next_rounds = if matches {
            let m = paired_before_absences.div_ceil(2) + 1;
            vec![2 * m - 1, 2 * m]
        } else {
            vec![paired_before_absences + 1]
        };
        let mut absences = self.byes.clone();
        for &(line, column, tpn) in &self.absent_next {
            for &round in &next_rounds {
                absences.push(Absence {
                    line,
                    column,
                    kind: ByeKind::ZeroPoint,
                    round,
                    tpn,
                    record: "XXZ",
                });
            }
        }
        for a in absences {
            if a.round > total_rounds {
                return Err(TrfError::new(
                    a.line,
                    a.column,
                    TrfErrorKind::RoundBeyondTotal {
                        round: a.round,
                        total: total_rounds,
                        source_record: a.record,
                    },
                ));
            }
            let p = self
                .players
                .get_mut((a.tpn as usize).wrapping_sub(1))
                .map(|r| &mut r.player)
                .ok_or_else(|| {
                    TrfError::expected(
                        a.line,
                        a.column,
                        Expected::PairingNumberUpTo(n),
                        a.tpn.to_string(),
                    )
                })?;
            let new = RoundEntry::Bye(a.kind);
            let old = p.round(a.round);
            if old != RoundEntry::NotPaired && old != new {
                return Err(TrfError::new(
                    a.line,
                    a.column,
                    TrfErrorKind::EntryConflict {
                        tpn: a.tpn,
                        round: a.round,
                        record: a.record,
                        new,
                        old,
                    },
                ));
            }
            p.set_round(a.round, new);
        }
        Ok(())
    }
}
