//! Standings and tie-breaks (FIDE C.07, Tie-Break Regulations of 2023,
//! applied from 1 April 2024), the crosstable and the player card.
//!
//! Pure Rust over [`Tournament`]: no UI, no sentence. Every value is an
//! exact integer: hundredths of a point (counts × 100), whole rating points
//! × 100 for the rating-based tie-breaks. Each value comes with its
//! [`How`]: the contributions it adds up, the ones cut, the rule applied to
//! each unplayed round; `src/lang/en/standings.rs` words it.
//!
//! One file per family: `table.rs` (rounds as C.07 art. 16 sees them, the
//! opponents' adjusted scores), `opponents.rs` (BH, FB, AOB, SB, KS),
//! `own.rs` (WIN, WON, BPG, BWG, GE, PS), `rating.rs` (ARO, TPR, PTP, APRO,
//! APPO and the B.02 tables), `direct.rs` (DE), `how.rs` (contributions and
//! the modifiers of art. 14 with the VUR rule of art. 16.5), `parts.rs`
//! (the table and its hows apart, as the app's Web Worker sends them).
//! Readings chosen where the text leaves room are marked "Reading" and
//! listed in `docs/readings/tiebreaks-c07.md`.

use crate::model::{Colour, Points, RoundEntry, Tournament, Tpn};
use crate::swiss::history::{histories, Float};

pub mod check;
mod direct;
pub mod how;
mod opponents;
mod own;
pub mod parts;
pub mod rating;
pub mod table;
#[cfg(test)]
mod tests;

pub use crate::model::tiebreak::{
    Modifier, TieBreak, TieBreakKind, UnknownTieBreak, DEFAULT_TIEBREAKS, FILE_DEFAULT_TIEBREAKS,
};
pub use how::{Contribution, How, Source};
pub use table::Unplayed;

use opponents::Scores;
use table::Table;

/// What the event decides beyond the list of tie-breaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Options {
    /// Pre-determined pairings (a round robin): a forfeit counts as a game
    /// against the scheduled opponent (Reading of C.07 art. 16).
    pub pre_determined: bool,
    /// C.07 art. 15: the rating an unrated opponent counts with in the
    /// rating-based tie-breaks; `None`: unrated opponents are left out.
    pub unrated_rating: Option<u32>,
}

/// One line of the standings.
/// Serde: the app computes standings in its Web Worker (`ui::worker`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Row {
    /// 1-based; participants still tied after every tie-break share it.
    pub rank: u32,
    pub tpn: Tpn,
    pub score: Points,
    /// One value per tie-break, in hundredths ([`format_value`]); `None`
    /// where it is undefined (DE not applied, an average of nothing).
    pub values: Vec<Option<i64>>,
    /// How each value was computed.
    pub how: Vec<How>,
}

/// The standings after round `through`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Standings {
    pub through: u32,
    pub tiebreaks: Vec<TieBreak>,
    pub rows: Vec<Row>,
}

/// The last round `r` such that rounds `1..=r` are all paired and have
/// every result: the standings are computed after it.
pub fn complete_through(t: &Tournament) -> u32 {
    let complete = t.complete_rounds();
    let mut r = 0;
    while complete.contains(&(r + 1)) {
        r += 1;
    }
    r
}

/// Sum of the contributions after the modifier.
fn summed(mut terms: Vec<Contribution>, modifier: Modifier, by_round: bool) -> (Option<i64>, How) {
    how::apply_modifier(&mut terms, modifier, by_round);
    (Some(how::sum(&terms)), How::Sum(terms))
}

/// Average of the contributions after the modifier, rounded to `unit`.
fn averaged(mut terms: Vec<Contribution>, modifier: Modifier, unit: i64) -> (Option<i64>, How) {
    how::apply_modifier(&mut terms, modifier, false);
    let v = how::average(&terms, unit);
    (v, How::Average { terms, unit })
}

impl Table<'_> {
    /// The value of every tie-break but DE (which depends on the group).
    fn value(&self, tb: TieBreak, tpn: Tpn, opts: Options) -> (Option<i64>, How) {
        let m = tb.modifier;
        let unrated = opts.unrated_rating;
        match tb.kind {
            TieBreakKind::DirectEncounter => (None, How::Undefined),
            TieBreakKind::Wins => summed(self.wins_terms(tpn), m, false),
            TieBreakKind::GamesWon => summed(self.games_won_terms(tpn), m, false),
            TieBreakKind::BlackGames => summed(self.black_games_terms(tpn), m, false),
            TieBreakKind::BlackWins => summed(self.black_wins_terms(tpn), m, false),
            TieBreakKind::GamesElected => summed(self.games_elected_terms(tpn), m, false),
            TieBreakKind::Progressive => summed(self.progressive_terms(tpn), m, true),
            TieBreakKind::Buchholz => summed(self.buchholz_terms(tpn, Scores::Final), m, false),
            TieBreakKind::ForeBuchholz => {
                summed(self.buchholz_terms(tpn, Scores::LastRoundDrawn), m, false)
            }
            // C.07 art. 8.3. Reading: rounded half up to hundredths.
            TieBreakKind::AverageOpponentsBuchholz => averaged(self.aob_terms(tpn), m, 1),
            TieBreakKind::SonnebornBerger => summed(self.sonneborn_berger_terms(tpn), m, false),
            TieBreakKind::Koya => summed(self.koya_terms(tpn), m, false),
            // C.07 art. 10.1: rounded to a whole rating point, half up.
            TieBreakKind::AverageRatingOfOpponents => {
                let (v, how) = averaged(self.aro_terms(tpn, unrated), m, 1);
                (v.map(|r| r * 100), how)
            }
            TieBreakKind::PerformanceRating => {
                let (v, how) = self.performance(tpn, unrated);
                (v.map(|r| r * 100), how)
            }
            TieBreakKind::PerfectPerformance => {
                let (v, how) = self.perfect_performance(tpn, unrated);
                (v.map(|r| r * 100), how)
            }
            TieBreakKind::AveragePerformanceOfOpponents
            | TieBreakKind::AveragePerfectPerformanceOfOpponents => {
                let terms = self
                    .aro_terms(tpn, unrated)
                    .into_iter()
                    .filter_map(|mut c| {
                        let Source::Opponent { tpn: opp, .. } = c.source else {
                            return None;
                        };
                        let (v, _) = if tb.kind == TieBreakKind::AveragePerformanceOfOpponents {
                            self.performance(opp, unrated)
                        } else {
                            self.perfect_performance(opp, unrated)
                        };
                        c.basis = v?;
                        c.value = c.basis;
                        Some(c)
                    })
                    .collect();
                // C.07 art. 10.4–10.5: rounded to a whole rating point.
                let (v, how) = averaged(terms, m, 1);
                (v.map(|r| r * 100), how)
            }
        }
    }
}

impl Options {
    /// What the event itself decides: its rating of unrated players
    /// ([`Tournament::unrated_rating`], C.07 art. 15). Swiss pairings,
    /// so not pre-determined.
    pub fn of_event(t: &Tournament) -> Options {
        Options {
            pre_determined: false,
            unrated_rating: t.unrated_rating,
        }
    }
}

/// The standings the app shows after round `through`: the event's
/// tie-breaks ([`DEFAULT_TIEBREAKS`] when it chose none) and its options
/// ([`Options::of_event`]).
pub fn event_standings(t: &Tournament, through: u32) -> Standings {
    let tbs = t
        .tiebreaks
        .clone()
        .unwrap_or_else(|| DEFAULT_TIEBREAKS.to_vec());
    standings_with(t, through, &tbs, Options::of_event(t))
}

/// The standings after round `through` with the default options.
pub fn standings(t: &Tournament, through: u32, tiebreaks: &[TieBreak]) -> Standings {
    standings_with(t, through, tiebreaks, Options::default())
}

/// The standings after round `through` (C.07 art. 4.2: score, then each
/// tie-break in order, each applied only among the participants still
/// tied, so that Direct Encounter sees exactly the tied group). Reading:
/// an undefined value ranks below every defined one.
pub fn standings_with(
    t: &Tournament,
    through: u32,
    tiebreaks: &[TieBreak],
    opts: Options,
) -> Standings {
    let table = Table::new(t, through, opts.pre_determined);
    let n = t.players.len();
    let mut values: Vec<Vec<Option<i64>>> = vec![vec![None; tiebreaks.len()]; n];
    let mut hows: Vec<Vec<How>> = vec![vec![How::Undefined; tiebreaks.len()]; n];
    for (k, &tb) in tiebreaks.iter().enumerate() {
        if tb.kind != TieBreakKind::DirectEncounter {
            for tpn in table.players() {
                let (v, how) = table.value(tb, tpn, opts);
                values[tpn.index()][k] = v;
                hows[tpn.index()][k] = how;
            }
        }
    }
    let mut all: Vec<Tpn> = table.players().collect();
    crate::sort::sort_by(&mut all, |a, b| {
        table.score(*b).cmp(&table.score(*a)).then(a.cmp(b))
    });
    // Groups tied so far, in standings order.
    let mut groups: Vec<Vec<Tpn>> = Vec::new();
    for tpn in all {
        match groups.last_mut() {
            Some(g) if table.score(g[0]) == table.score(tpn) => g.push(tpn),
            _ => groups.push(vec![tpn]),
        }
    }
    for (k, &tb) in tiebreaks.iter().enumerate() {
        let mut next = Vec::new();
        for g in groups {
            if g.len() < 2 {
                next.push(g);
                continue;
            }
            if tb.kind == TieBreakKind::DirectEncounter {
                let de = table.direct_encounter(&g);
                for ((tpn, v), how) in g.iter().zip(de.points).zip(de.how) {
                    values[tpn.index()][k] = v;
                    hows[tpn.index()][k] = how;
                }
                next.extend(de.order);
                continue;
            }
            let key = |tpn: &Tpn| values[tpn.index()][k];
            let mut g = g;
            crate::sort::sort_by(&mut g, |a, b| key(b).cmp(&key(a)).then(a.cmp(b)));
            let mut sub: Vec<Vec<Tpn>> = Vec::new();
            for tpn in g {
                match sub.last_mut() {
                    Some(s) if key(&s[0]) == key(&tpn) => s.push(tpn),
                    _ => sub.push(vec![tpn]),
                }
            }
            next.extend(sub);
        }
        groups = next;
    }
    let mut rows = Vec::with_capacity(n);
    for g in groups {
        let rank = rows.len() as u32 + 1;
        for tpn in g {
            rows.push(Row {
                rank,
                tpn,
                score: table.score(tpn),
                values: values[tpn.index()].clone(),
                how: hows[tpn.index()].clone(),
            });
        }
    }
    Standings {
        through,
        tiebreaks: tiebreaks.to_vec(),
        rows,
    }
}

/// The rank of each player (by player index) for the rank column of a TRF
/// `001` line: the standings after the last complete round with the
/// event's tie-breaks; all zero (blank) before any round is complete.
pub fn trf_ranks(t: &Tournament) -> Vec<u32> {
    let through = complete_through(t);
    let mut ranks = vec![0; t.players.len()];
    if through == 0 {
        return ranks;
    }
    for row in event_standings(t, through).rows {
        if let Some(r) = ranks.get_mut(row.tpn.index()) {
            *r = row.rank;
        }
    }
    ranks
}

/// A tie-break value for display: `12`, `12.5`, `11.25`, `-3.5`.
pub fn format_value(v: i64) -> String {
    let sign = if v < 0 { "-" } else { "" };
    let v = v.unsigned_abs();
    let (whole, frac) = (v / 100, v % 100);
    match frac {
        0 => format!("{sign}{whole}"),
        f if f % 10 == 0 => format!("{sign}{whole}.{}", f / 10),
        f => format!("{sign}{whole}.{f:02}"),
    }
}

/// A tie-break value for display (unsigned, as release 0.1 showed them).
pub fn format_hundredths(v: u32) -> String {
    format_value(i64::from(v))
}

/// One round of a participant, as the crosstable and the card show it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Cell {
    pub opponent: Option<Tpn>,
    pub colour: Option<Colour>,
    pub entry: RoundEntry,
    /// Points scored in the round.
    pub points: Points,
    /// The float received in the round (C.04.3 art. 1.4; the 2017 A.4
    /// definitions for an event paired under the 2017 rules).
    pub float: Option<Float>,
}

/// Every round of `tpn` from 1 to `through`.
pub fn player_rounds(t: &Tournament, tpn: Tpn, through: u32) -> Vec<Cell> {
    let (float_rules, pab_rules) = crate::systems::history_rules(t.system);
    let floats = histories(t, through + 1, float_rules, pab_rules)
        .into_iter()
        .find(|h| h.tpn == tpn)
        .map(|h| h.floats)
        .unwrap_or_default();
    let Some(p) = t.player(tpn) else {
        return Vec::new();
    };
    cells(t, p, &floats, through)
}

/// Rounds 1 to `through` of `p`, `floats` its float history (art. 1.4).
fn cells(
    t: &Tournament,
    p: &crate::model::Player,
    floats: &[Option<Float>],
    through: u32,
) -> Vec<Cell> {
    (1..=through)
        .map(|r| {
            let entry = p.round(r);
            let (opponent, colour) = entry.pairing().unzip();
            Cell {
                opponent,
                colour,
                entry,
                points: t.points.points(&entry),
                float: floats.get(r as usize - 1).copied().flatten(),
            }
        })
        .collect()
}

/// Every round from 1 to `through` of every participant, in TPN order (the
/// crosstable): the float histories (C.04.3 art. 1.4) are built once for
/// all, not once a player.
pub fn every_player_rounds(t: &Tournament, through: u32) -> Vec<(Tpn, Vec<Cell>)> {
    let (float_rules, pab_rules) = crate::systems::history_rules(t.system);
    let mut floats: std::collections::HashMap<Tpn, Vec<Option<Float>>> =
        histories(t, through + 1, float_rules, pab_rules)
            .into_iter()
            .map(|h| (h.tpn, h.floats))
            .collect();
    t.players
        .iter()
        .map(|p| {
            let floats = floats.remove(&p.tpn).unwrap_or_default();
            (p.tpn, cells(t, p, &floats, through))
        })
        .collect()
}
