//! The tie-breaks built on the opponents' scores: Buchholz (C.07 art.
//! 8.1), Fore Buchholz (8.2), the average of the opponents' Buchholz
//! (8.3), Sonneborn-Berger (9.1) and Koya (9.2), with the unplayed-round
//! rules of art. 16.

use super::how::{Contribution, Source};
use super::table::{RoundView, Table};
use crate::model::{Points, Tpn};

/// Which scores a Buchholz-like sum reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scores {
    /// The scores after the last round (BH, SB, KS).
    Final,
    /// C.07 art. 8.2: every game of the last round taken as a draw (FB).
    LastRoundDrawn,
}

fn hundredths(p: Points) -> i64 {
    i64::from(p.0) * 10
}

impl Table<'_> {
    /// A participant's score in `scores` as the opponents see it (art. 16.3).
    fn seen_score(&self, tpn: Tpn, scores: Scores) -> Points {
        let adjusted = self.adjusted(tpn);
        match scores {
            Scores::Final => adjusted,
            Scores::LastRoundDrawn => self.last_round_drawn(tpn, adjusted),
        }
    }

    /// `score` with the participant's last-round game (played or
    /// forfeited: Reading of art. 8.2, "paired games") counted as a draw.
    fn last_round_drawn(&self, tpn: Tpn, score: Points) -> Points {
        match self.rounds(tpn).last() {
            Some(r) if r.opponent.is_some() => Points(score.0 - r.points.0 + self.round_draw().0),
            _ => score,
        }
    }

    /// The participant's own score in `scores`: what a dummy opponent has
    /// (art. 16.4).
    fn own_score(&self, tpn: Tpn, scores: Scores) -> Points {
        let s = self.score(tpn);
        match scores {
            Scores::Final => s,
            Scores::LastRoundDrawn => self.last_round_drawn(tpn, s),
        }
    }

    /// The points `tpn` scored in round `r` under `scores`.
    fn own_points(&self, r: &RoundView, last: bool, scores: Scores) -> Points {
        if last && scores == Scores::LastRoundDrawn && r.opponent.is_some() {
            self.round_draw()
        } else {
            r.points
        }
    }

    /// One term per round: the opponent (or the dummy of art. 16.4) and
    /// their score in hundredths, with the points `tpn` scored.
    fn opponent_terms(&self, tpn: Tpn, scores: Scores) -> Vec<(Contribution, Points)> {
        let rounds = self.rounds(tpn);
        rounds
            .iter()
            .enumerate()
            .map(|(i, r)| {
                let round = i as u32 + 1;
                let own = self.own_points(r, i + 1 == rounds.len(), scores);
                let c = match (self.counts_as_game(r), r.unplayed) {
                    (Some(opp), _) => {
                        let s = hundredths(self.seen_score(opp, scores));
                        let adjusted = self.adjusted(opp) != self.score(opp);
                        Contribution::new(round, Source::Opponent { tpn: opp, adjusted }, s, s)
                    }
                    (None, Some(u)) => {
                        let s = hundredths(self.own_score(tpn, scores));
                        Contribution::new(round, Source::Dummy(u), s, s)
                    }
                    // Not reached: a round without an opponent is unplayed.
                    (None, None) => Contribution::new(round, Source::Own, 0, 0),
                };
                (c, own)
            })
            .collect()
    }

    /// C.07 art. 8.1 (BH) and 8.2 (FB): the opponents' scores.
    pub fn buchholz_terms(&self, tpn: Tpn, scores: Scores) -> Vec<Contribution> {
        self.opponent_terms(tpn, scores)
            .into_iter()
            .map(|(c, _)| c)
            .collect()
    }

    /// C.07 art. 9.1: each opponent's score times the result obtained
    /// against them (the points scored over the points of a win: 1, ½, 0),
    /// in hundredths; `basis` keeps the opponent's score, which orders the
    /// cuts. Reading for point systems other than 1/½/0: the product is
    /// rounded to the nearest hundredth.
    pub fn sonneborn_berger_terms(&self, tpn: Tpn) -> Vec<Contribution> {
        let max = i64::from(self.round_max.0.max(1));
        self.opponent_terms(tpn, Scores::Final)
            .into_iter()
            .map(|(mut c, own)| {
                c.value = super::how::round_div(c.basis * i64::from(own.0), max);
                c
            })
            .collect()
    }

    /// C.07 art. 9.2: the points scored against the opponents who scored at
    /// least half the maximum possible score. Reading: opponents' scores as
    /// art. 16.3 adjusts them, an unplayed round a game against the dummy
    /// of art. 16.4 (counted when the participant's own score reaches half).
    pub fn koya_terms(&self, tpn: Tpn) -> Vec<Contribution> {
        let max_total = i64::from(self.round_max.0) * i64::from(self.through) * 10;
        self.opponent_terms(tpn, Scores::Final)
            .into_iter()
            .filter(|(c, _)| 2 * c.basis >= max_total)
            .map(|(mut c, own)| {
                c.value = hundredths(own);
                c
            })
            .collect()
    }

    /// C.07 art. 8.3: the Buchholz (no modifier) of each opponent played
    /// over the board; averaged to hundredths by the caller.
    pub fn aob_terms(&self, tpn: Tpn) -> Vec<Contribution> {
        self.rounds(tpn)
            .iter()
            .enumerate()
            .filter_map(|(i, r)| {
                let opp = self.counts_as_game(r)?;
                let bh = super::how::sum(&self.buchholz_terms(opp, Scores::Final));
                Some(Contribution::new(
                    i as u32 + 1,
                    Source::Opponent {
                        tpn: opp,
                        adjusted: false,
                    },
                    bh,
                    bh,
                ))
            })
            .collect()
    }
}
