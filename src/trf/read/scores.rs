//! The score (columns 81-84) and rank (columns 86-89) of the `001` lines,
//! checked against the results.

use super::rounds::rounds_paired;
use super::Reader;
use crate::model::{Player, Points, Tournament};
use crate::trf::error::{TrfError, TrfErrorKind, TrfWarningKind};

/// The score of `p` after `rounds` rounds as `scorer`'s system counts it
/// (Double-Swiss: game points of matches), with its `299` adjustments.
fn score_of(scorer: &Tournament, p: &Player, rounds: usize) -> Points {
    scorer
        .running_scores(p, rounds as u32)
        .last()
        .copied()
        .unwrap_or_default()
}

impl Reader {
    /// Declared scores: the sum of all results, or of the results of the
    /// paired rounds when later rounds hold only known absences (a file
    /// made to pair the next round). A missing score is only a warning.
    pub(super) fn validate_scores(&mut self, scorer: &Tournament) -> Result<(), TrfError> {
        let paired = rounds_paired(self.players.iter().map(|p| &p.player));
        for raw in &self.players {
            let p = &raw.player;
            let Some(d) = raw.declared else {
                continue;
            };
            let all = score_of(scorer, p, p.rounds.len());
            let upto = score_of(scorer, p, (paired as usize).min(p.rounds.len()));
            if d != all && d != upto {
                return Err(TrfError::new(
                    raw.line,
                    81,
                    TrfErrorKind::ScoreMismatch {
                        tpn: p.tpn.0,
                        declared: d,
                        computed: upto,
                    },
                ));
            }
        }
        if self.players.iter().any(|p| p.declared.is_none()) {
            self.warn(0, TrfWarningKind::ScoresUnchecked);
        }
        Ok(())
    }

    /// The rank column, without its trailing blanks; a rank that does not
    /// follow the scores is only worth a warning.
    pub(super) fn ranks(&mut self, scorer: &Tournament) -> Vec<u32> {
        let scores: Vec<Points> = self
            .players
            .iter()
            .map(|raw| {
                raw.declared
                    .unwrap_or_else(|| score_of(scorer, &raw.player, raw.player.rounds.len()))
            })
            .collect();
        let mut ranks: Vec<u32> = self.players.iter().map(|p| p.rank).collect();
        if let Some(i) = stale_rank(&scores, &ranks) {
            let line = self.players.get(i).map_or(0, |p| p.line);
            self.warn(line, TrfWarningKind::StaleRank);
        }
        while ranks.last() == Some(&0) {
            ranks.pop();
        }
        ranks
    }
}

/// The index of a player whose rank contradicts the scores: someone with a
/// lower score ranked ahead of someone with a higher score.
fn stale_rank(scores: &[Points], ranks: &[u32]) -> Option<usize> {
    let mut idx: Vec<usize> = (0..scores.len())
        .filter(|&i| ranks.get(i).copied().unwrap_or(0) != 0)
        .collect();
    crate::sort::positions_by_key(&mut idx, |i| {
        std::cmp::Reverse(scores.get(i).copied().unwrap_or_default())
    });
    let mut worst_above = 0u32;
    let mut group_worst = 0u32;
    let mut group_score = None;
    for &i in &idx {
        let s = scores.get(i).copied().unwrap_or_default();
        let r = ranks.get(i).copied().unwrap_or(0);
        if group_score != Some(s) {
            worst_above = worst_above.max(group_worst);
            group_worst = 0;
            group_score = Some(s);
        }
        if r < worst_above {
            return Some(i);
        }
        group_worst = group_worst.max(r);
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stale_rank_is_found() {
        let s = [Points(20), Points(10), Points(15)];
        assert_eq!(stale_rank(&s, &[1, 3, 2]), None);
        assert_eq!(stale_rank(&s, &[1, 2, 3]), Some(1));
        assert_eq!(stale_rank(&s, &[0, 0, 0]), None);
    }
}
