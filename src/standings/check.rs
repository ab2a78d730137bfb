//! Checking a file's final ranking (TRF-2026 carries each player's rank in
//! columns 86–89 of the `001` record, and the tie-break list in record
//! `202`) against the standings recomputed here.

use super::Standings;
use crate::model::{Points, TieBreak, Tournament, Tpn, UnknownTieBreakRecord};

/// Why two players are in the order computed here.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Reason {
    /// Their scores differ.
    Score { this: Points, other: Points },
    /// The first tie-break on which they differ (hundredths; `None` undefined).
    TieBreak {
        tb: TieBreak,
        this: Option<i64>,
        other: Option<i64>,
    },
    /// Equal on the score and every tie-break: they share a rank here.
    TiedOnEvery,
}

/// The first player whose rank in the file differs from the computed one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RankDifference {
    pub tpn: Tpn,
    /// 0: the file gives no rank.
    pub file_rank: u32,
    pub computed_rank: u32,
    /// A player the two orders place differently relative to `tpn`.
    pub other: Option<Tpn>,
    pub reason: Option<Reason>,
}

/// The tie-break list of a TRF-2026 file: record `202` (the tie-breaks
/// that break ties), else `212` (those that define the standings, `PTS`
/// first). `Ok(None)` when the file has neither.
pub fn file_tiebreaks(t: &Tournament) -> Result<Option<Vec<TieBreak>>, UnknownTieBreakRecord> {
    for tag in ["202", "212"] {
        if let Some((i, rec)) = t
            .trf
            .header_records
            .iter()
            .enumerate()
            .find(|(_, r)| r.get(..3) == Some(tag) && r.get(3..4).is_none_or(|c| c == " "))
        {
            let list = rec.get(4..).unwrap_or("");
            let mut out = Vec::new();
            for code in list.split(',').map(str::trim).filter(|c| !c.is_empty()) {
                if code.eq_ignore_ascii_case("PTS") {
                    continue;
                }
                match TieBreak::from_code(code) {
                    Some(tb) => out.push(tb),
                    None => {
                        return Err(UnknownTieBreakRecord {
                            record: tag,
                            index: i,
                            code: code.to_owned(),
                        })
                    }
                }
            }
            return Ok(Some(out));
        }
    }
    Ok(None)
}

/// The reason `a` and `b` are ordered as they are in `s`.
fn reason(s: &Standings, a: Tpn, b: Tpn) -> Option<Reason> {
    let ra = s.rows.iter().find(|r| r.tpn == a)?;
    let rb = s.rows.iter().find(|r| r.tpn == b)?;
    if ra.score != rb.score {
        return Some(Reason::Score {
            this: ra.score,
            other: rb.score,
        });
    }
    for (k, &tb) in s.tiebreaks.iter().enumerate() {
        let (x, y) = (ra.values[k], rb.values[k]);
        if x != y {
            return Some(Reason::TieBreak {
                tb,
                this: x,
                other: y,
            });
        }
    }
    Some(Reason::TiedOnEvery)
}

/// The first player, in the computed order, whose rank in the file
/// differs, with a player the two orders place differently and the reason
/// for the computed order. `None` when every rank agrees.
pub fn first_rank_difference(t: &Tournament, s: &Standings) -> Option<RankDifference> {
    let file = |tpn: Tpn| t.trf.rank(tpn.index());
    let computed = |tpn: Tpn| s.rows.iter().find(|r| r.tpn == tpn).map_or(0, |r| r.rank);
    let row = s.rows.iter().find(|r| file(r.tpn) != r.rank)?;
    let p = row.tpn;
    let (fp, cp) = (file(p), row.rank);
    // Someone the file puts on the other side of `p`, or tied with it
    // where the computation does not (or the reverse).
    let other = s
        .rows
        .iter()
        .map(|r| r.tpn)
        .filter(|&q| q != p && file(q) != 0)
        .find(|&q| {
            let f = file(q).cmp(&fp);
            let c = computed(q).cmp(&cp);
            f != c
        });
    RankDifference {
        tpn: p,
        file_rank: fp,
        computed_rank: cp,
        other,
        reason: other.and_then(|q| reason(s, p, q)),
    }
    .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn with(records: &[&str]) -> Tournament {
        let mut t = Tournament::default();
        t.trf.header_records = records.iter().map(|r| r.to_string()).collect();
        t
    }

    #[test]
    fn the_list_comes_from_202_then_212() {
        let codes = |t: &Tournament| {
            file_tiebreaks(t).map(|l| l.map(|l| l.iter().map(|x| x.code()).collect::<Vec<_>>()))
        };
        assert_eq!(codes(&with(&["012 x"])), Ok(None));
        assert_eq!(
            codes(&with(&["212 PTS,SB,DE", "202 BH-C1, BH"])),
            Ok(Some(vec!["BH-C1".to_owned(), "BH".to_owned()]))
        );
        assert_eq!(
            codes(&with(&["212 PTS,SB,DE"])),
            Ok(Some(vec!["SB".to_owned(), "DE".to_owned()]))
        );
        // `2020` is no `202` record.
        assert_eq!(codes(&with(&["2020 SB"])), Ok(None));
        let bad = file_tiebreaks(&with(&["092 x", "202 BH,QQ"]));
        assert_eq!(
            bad,
            Err(UnknownTieBreakRecord {
                record: "202",
                index: 1,
                code: "QQ".into()
            })
        );
    }
}
