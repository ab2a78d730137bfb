//! Standings and tie-breaks (FIDE C.07, Tie-Break Regulations applied from
//! 1 July 2023, explanations revised 1 April 2024 with the definitions
//! unchanged), the crosstable and the player card.
//!
//! Pure Rust over [`Tournament`]: no UI. Every value is an exact integer
//! (scores in tenths, tie-break values in hundredths of a point).
//!
//! Unplayed rounds (C.07 art. 16) are handled so:
//! - a round is *unplayed* for a participant when no game was played over
//!   the board: any bye or absence, a forfeit win or loss, a round before a
//!   late entry or after a withdrawal (art. 16.1);
//! - *voluntarily unplayed rounds* (VUR, art. 16.2) are the half-point and
//!   zero-point byes / absences, forfeit losses and rounds not paired at
//!   all; the pairing-allocated bye, the full-point bye and a forfeit win
//!   are not voluntary;
//! - seen from the opponents (art. 16.3), a participant's VURs that come
//!   after the last round in which they were present count as draws, every
//!   other round with the points actually scored;
//! - for a participant's own Buchholz and Sonneborn-Berger (art. 16.4),
//!   each unplayed round is a game against a dummy opponent that has the
//!   participant's own score, with the result actually scored;
//! - when a value is cut (art. 16.5), a VUR's contribution is cut first.
//!
//! Readings chosen where the text leaves room, each marked "Reading" below.
//! The March 2026 revision of C.07 (standard points, a cap on the dummy's
//! score) is not implemented.

use crate::model::{ByeKind, Colour, GameResult, Points, RoundEntry, Tournament, Tpn};
use crate::swiss::history::{histories, Float};

#[cfg(test)]
mod tests;

pub use crate::model::tiebreak::{TieBreak, DEFAULT_TIEBREAKS};

/// One line of the standings.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Row {
    /// 1-based; participants still tied after every tie-break share it.
    pub rank: u32,
    pub tpn: Tpn,
    pub score: Points,
    /// One value per tie-break, in hundredths of a point (or a count × 100
    /// for WIN/WON). `None` for Direct Encounter when it was not applied
    /// to this participant (not tied, or not all tied participants met).
    pub values: Vec<Option<u32>>,
}

/// The standings after round `through`.
#[derive(Debug, Clone, PartialEq, Eq)]
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

/// Was a game played over the board (C.04.2 art. 3.4; C.07 art. 16.1)?
fn played(entry: &RoundEntry) -> Option<(Tpn, GameResult)> {
    entry.played_game().map(|(opp, _, result)| (opp, result))
}

/// C.07 art. 16.2: a voluntarily unplayed round. Reading: the half-point
/// and zero-point byes (requested or known absences), forfeit losses, and
/// rounds where the participant was not paired at all (before a late
/// entry, after a withdrawal). The pairing-allocated bye, the full-point
/// bye and a forfeit win are not voluntary.
pub fn is_vur(entry: &RoundEntry) -> bool {
    match entry {
        RoundEntry::NotPaired => true,
        RoundEntry::Bye(kind) => matches!(kind, ByeKind::HalfPoint | ByeKind::ZeroPoint),
        RoundEntry::Game { result, .. } => *result == GameResult::ForfeitLoss,
    }
}

/// Everything the tie-breaks read, computed once.
struct Table<'a> {
    t: &'a Tournament,
    through: u32,
    /// Actual score after `through`, by player index.
    score: Vec<Points>,
    /// C.07 art. 16.3: the score as the opponents' tie-breaks see it.
    adjusted: Vec<Points>,
}

impl<'a> Table<'a> {
    fn new(t: &'a Tournament, through: u32) -> Table<'a> {
        let score = t
            .players
            .iter()
            .map(|p| t.score_after(p.tpn, through))
            .collect();
        let adjusted = t
            .players
            .iter()
            .map(|p| adjusted_score(t, p.tpn, through))
            .collect();
        Table {
            t,
            through,
            score,
            adjusted,
        }
    }

    fn entry(&self, tpn: Tpn, round: u32) -> RoundEntry {
        self.t
            .player(tpn)
            .map(|p| p.round(round))
            .unwrap_or_default()
    }

    fn score(&self, tpn: Tpn) -> Points {
        self.score.get(tpn.index()).copied().unwrap_or_default()
    }

    /// The Buchholz contributions of `tpn`, one per round (C.07 art. 8.1,
    /// 16.4), each with whether it comes from a VUR (art. 16.5).
    fn contributions(&self, tpn: Tpn) -> Vec<(Points, bool)> {
        (1..=self.through)
            .map(|r| {
                let e = self.entry(tpn, r);
                match played(&e) {
                    Some((opp, _)) => (
                        self.adjusted.get(opp.index()).copied().unwrap_or_default(),
                        false,
                    ),
                    // art. 16.4: the dummy opponent has the participant's own score.
                    None => (self.score(tpn), is_vur(&e)),
                }
            })
            .collect()
    }

    /// C.07 art. 8.1: Buchholz, in tenths.
    fn buchholz(&self, tpn: Tpn) -> u32 {
        self.contributions(tpn).iter().map(|c| c.0 .0).sum()
    }

    /// C.07 art. 14.1 (Cut-1) with art. 16.5: the least significant value
    /// is cut, a VUR's contribution first when there is one.
    fn buchholz_cut1(&self, tpn: Tpn) -> u32 {
        let c = self.contributions(tpn);
        let total: u32 = c.iter().map(|x| x.0 .0).sum();
        let vur_min = c.iter().filter(|x| x.1).map(|x| x.0 .0).min();
        let cut = vur_min.or_else(|| c.iter().map(|x| x.0 .0).min());
        total - cut.unwrap_or(0)
    }

    /// C.07 art. 9.1: Sonneborn-Berger, in hundredths: each opponent's
    /// score (or the dummy's, art. 16.4) times the result obtained against
    /// them. Reading for point systems other than 1/½/0: the result is the
    /// points scored over the points of a win (1, ½, 0), rounded to the
    /// nearest hundredth.
    fn sonneborn_berger(&self, tpn: Tpn) -> u32 {
        let win = self.t.points.win.0.max(1);
        let c = self.contributions(tpn);
        let mut sum: u64 = 0;
        for (i, (opp_score, _)) in c.iter().enumerate() {
            let own = self.t.points.points(&self.entry(tpn, i as u32 + 1)).0;
            // (opp/10) × (own/win) points = 10·opp·own/win hundredths.
            let num = 10 * u64::from(opp_score.0) * u64::from(own);
            sum += (2 * num + u64::from(win)) / (2 * u64::from(win));
        }
        u32::try_from(sum).unwrap_or(u32::MAX)
    }

    /// C.07 art. 7.1: rounds where the participant obtained, with or
    /// without playing, as many points as a win.
    fn wins(&self, tpn: Tpn) -> u32 {
        let win = self.t.points.win;
        (1..=self.through)
            .filter(|&r| win > Points::ZERO && self.t.points.points(&self.entry(tpn, r)) == win)
            .count() as u32
    }

    /// C.07 art. 7.2: games won over the board.
    fn games_won(&self, tpn: Tpn) -> u32 {
        (1..=self.through)
            .filter(|&r| {
                matches!(
                    played(&self.entry(tpn, r)),
                    Some((_, GameResult::Win | GameResult::UnratedWin))
                )
            })
            .count() as u32
    }

    /// C.07 art. 6.1: when every two participants of `group` have met, the
    /// points each scored in those encounters, in hundredths; `None`
    /// otherwise. Reading: an encounter is a game the two were paired in
    /// (a forfeit counts, with the points awarded); art. 6.2 (ranking a
    /// participant who cannot be caught when not all have met) is not
    /// applied, the group stays tied for the next tie-break.
    fn direct_encounter(&self, group: &[Tpn]) -> Option<Vec<u32>> {
        let mut points = vec![0u32; group.len()];
        for (i, &a) in group.iter().enumerate() {
            for &b in group.iter().filter(|&&b| b != a) {
                let mut met = false;
                for r in 1..=self.through {
                    let e = self.entry(a, r);
                    if e.opponent() == Some(b) {
                        met = true;
                        points[i] += self.t.points.points(&e).0 * 10;
                    }
                }
                if !met {
                    return None;
                }
            }
        }
        Some(points)
    }

    fn value(&self, tb: TieBreak, tpn: Tpn) -> u32 {
        match tb {
            TieBreak::Buchholz => self.buchholz(tpn) * 10,
            TieBreak::BuchholzCut1 => self.buchholz_cut1(tpn) * 10,
            TieBreak::SonnebornBerger => self.sonneborn_berger(tpn),
            TieBreak::Wins => self.wins(tpn) * 100,
            TieBreak::GamesWon => self.games_won(tpn) * 100,
            TieBreak::DirectEncounter => 0,
        }
    }
}

/// C.07 art. 16.3: `tpn`'s score as it counts in the opponents'
/// tie-breaks, after round `through`: VURs after the last round in which
/// the participant was present (a round that is not a VUR) count as draws,
/// every other round with the points scored. Reading: "at the end of the
/// tournament" is taken as "after the last round the participant was
/// present in", so a withdrawal's remaining rounds are draws.
pub fn adjusted_score(t: &Tournament, tpn: Tpn, through: u32) -> Points {
    let Some(p) = t.player(tpn) else {
        return Points::ZERO;
    };
    let last_present = (1..=through)
        .rev()
        .find(|&r| !is_vur(&p.round(r)))
        .unwrap_or(0);
    (1..=through)
        .map(|r| {
            let e = p.round(r);
            if r > last_present && is_vur(&e) {
                t.points.draw
            } else {
                t.points.points(&e)
            }
        })
        .sum()
}

/// The standings after round `through` (C.07 art. 4: score, then each
/// tie-break in order, each applied only among the participants still
/// tied, so that Direct Encounter sees exactly the tied group).
pub fn standings(t: &Tournament, through: u32, tiebreaks: &[TieBreak]) -> Standings {
    let table = Table::new(t, through);
    let n = t.players.len();
    let mut values: Vec<Vec<Option<u32>>> = vec![vec![None; tiebreaks.len()]; n];
    for (k, &tb) in tiebreaks.iter().enumerate() {
        if tb != TieBreak::DirectEncounter {
            for p in &t.players {
                values[p.tpn.index()][k] = Some(table.value(tb, p.tpn));
            }
        }
    }
    let mut all: Vec<Tpn> = t.players.iter().map(|p| p.tpn).collect();
    all.sort_by(|a, b| table.score(*b).cmp(&table.score(*a)).then(a.cmp(b)));
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
            if tb == TieBreak::DirectEncounter {
                match table.direct_encounter(&g) {
                    Some(points) => {
                        for (tpn, v) in g.iter().zip(points) {
                            values[tpn.index()][k] = Some(v);
                        }
                    }
                    None => {
                        next.push(g);
                        continue;
                    }
                }
            }
            let key = |tpn: &Tpn| values[tpn.index()][k].unwrap_or(0);
            let mut g = g;
            g.sort_by(|a, b| key(b).cmp(&key(a)).then(a.cmp(b)));
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
    let tbs = t
        .tiebreaks
        .clone()
        .unwrap_or_else(|| DEFAULT_TIEBREAKS.to_vec());
    for row in standings(t, through, &tbs).rows {
        if let Some(r) = ranks.get_mut(row.tpn.index()) {
            *r = row.rank;
        }
    }
    ranks
}

/// A tie-break value for display: `12`, `12.5`, `11.25`.
pub fn format_hundredths(v: u32) -> String {
    let (whole, frac) = (v / 100, v % 100);
    match frac {
        0 => whole.to_string(),
        f if f % 10 == 0 => format!("{whole}.{}", f / 10),
        f => format!("{whole}.{f:02}"),
    }
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
    let (float_rules, pab_rules) = crate::systems::engine(t.system).history_rules();
    let floats = histories(t, through + 1, float_rules, pab_rules)
        .into_iter()
        .find(|h| h.tpn == tpn)
        .map(|h| h.floats)
        .unwrap_or_default();
    let Some(p) = t.player(tpn) else {
        return Vec::new();
    };
    (1..=through)
        .map(|r| {
            let entry = p.round(r);
            let (opponent, colour) = match entry {
                RoundEntry::Game {
                    opponent, colour, ..
                } => (Some(opponent), Some(colour)),
                _ => (None, None),
            };
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
