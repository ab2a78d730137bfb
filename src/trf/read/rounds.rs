//! The number of rounds: `XXR` (JaVaFo) and `142` (TRF-2026), which must
//! agree, and the round entries of the `001` lines, which must fit in it.

use super::lines::{round_col, set_once, Line};
use super::{Reader, MAX_ROUNDS};
use crate::model::{Player, RoundEntry};
use crate::trf::error::{Expected, Quantity, Topic, TrfError, TrfErrorKind, TrfWarningKind};

impl Reader {
    /// `142` or `XXR` (`record`): the number of rounds, once.
    pub(super) fn rounds_record(
        &mut self,
        line: &Line,
        record: &'static str,
    ) -> Result<(), TrfError> {
        let toks = line.tokens(4);
        let n = match toks.as_slice() {
            [(c, v)] => {
                let n = line.u32_at(*c, v, Quantity::Rounds, MAX_ROUNDS)?;
                if n == 0 {
                    return Err(line.err(*c, Expected::NumberFromOne(Quantity::Rounds), v.clone()));
                }
                n
            }
            _ => return Err(line.err(5, Expected::Number(Quantity::Rounds), line.rest(5))),
        };
        let slot = if record == "XXR" {
            &mut self.rounds_xxr
        } else {
            &mut self.rounds_142
        };
        set_once(slot, n, line.no, record, Some(Topic::Rounds))
    }

    /// The number of TRF rounds: `XXR` and `142` agree and every `001`
    /// line fits in it; without either, the longest line (whole matches
    /// in a Double-Swiss file, `matches`), with a warning. A Double-Swiss
    /// file has an even number (two games per match, C.04.5 Preface).
    pub(super) fn validate_rounds(&mut self, matches: bool) -> Result<u32, TrfError> {
        let declared_rounds = match (&self.rounds_xxr, &self.rounds_142) {
            (Some(a), Some(b)) if a.value != b.value => {
                return Err(TrfError::new(
                    a.line.max(b.line),
                    1,
                    TrfErrorKind::Conflict {
                        record: "XXR / 142",
                        topic: Some(Topic::Rounds),
                        other_line: a.line.min(b.line),
                    },
                ))
            }
            (Some(a), _) => Some((a.value, "XXR", a.line)),
            (None, Some(b)) => Some((b.value, "142", b.line)),
            (None, None) => None,
        };
        if let Some((total, source_record, line)) = declared_rounds {
            if matches && total % 2 == 1 {
                return Err(TrfError::new(
                    line,
                    5,
                    TrfErrorKind::OddGameCount {
                        total,
                        source_record,
                    },
                ));
            }
        }
        // The first player (by pairing number) with the most rounds.
        let longest = self.players.iter().fold((0u32, 0usize), |acc, p| {
            let len = p.player.rounds.len() as u32;
            if len > acc.0 {
                (len, p.line)
            } else {
                acc
            }
        });
        Ok(match declared_rounds {
            Some((total, source_record, _)) => {
                if longest.0 > total {
                    return Err(TrfError::new(
                        longest.1,
                        round_col(total + 1),
                        TrfErrorKind::RoundBeyondTotal {
                            round: longest.0,
                            total,
                            source_record,
                        },
                    ));
                }
                total
            }
            None => {
                let rounds = longest.0.max(1);
                // Double-Swiss: whole matches (an even number of games).
                let rounds = if matches { rounds + rounds % 2 } else { rounds };
                self.warn(0, TrfWarningKind::RoundsAssumed { rounds });
                rounds
            }
        })
    }
}

/// The number of rounds with at least one pairing in them (the last such).
pub(super) fn rounds_paired<'a>(players: impl Iterator<Item = &'a Player>) -> u32 {
    players
        .filter_map(|p| p.rounds.iter().rposition(RoundEntry::is_paired))
        .max()
        .map_or(0, |i| i as u32 + 1)
}
