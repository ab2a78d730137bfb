//! The tie-breaks computed from the participant's own results (C.07 art.
//! 7): WIN, WON, BPG, BWG, GE and progressive scores.

use super::how::{Contribution, Source};
use super::table::Table;
use crate::model::{Colour, GameResult, Tpn};

fn won(r: GameResult) -> bool {
    matches!(r, GameResult::Win | GameResult::UnratedWin)
}

impl Table<'_> {
    /// The games of round `round` (1-based) played over the board, each
    /// with its colour and result. One game per round; Double-Swiss: the
    /// two games of a match played (C.04.5 Preface: a single forfeited
    /// game of a match counts as played for tie-breaks).
    fn games(&self, tpn: Tpn, round: u32) -> Vec<(Colour, GameResult)> {
        let Some(p) = self.t.player(tpn) else {
            return Vec::new();
        };
        let Some(r) = self.rounds(tpn).get(round as usize - 1) else {
            return Vec::new();
        };
        let (None, Some(colour)) = (r.unplayed, r.colour) else {
            return Vec::new();
        };
        // C.04.5 Preface: in a match played, a forfeited single game
        // counts as played for tie-breaks (won or lost).
        let as_played = |r: GameResult| match r {
            GameResult::ForfeitWin => GameResult::Win,
            GameResult::ForfeitLoss => GameResult::Loss,
            r => r,
        };
        match p.match_games_in(round) {
            Some(g) => vec![
                (colour, as_played(g.first)),
                (colour.opposite(), as_played(g.second)),
            ],
            None => match p.round(round) {
                crate::model::RoundEntry::Game { result, .. } => vec![(colour, result)],
                _ => Vec::new(),
            },
        }
    }

    fn count_rounds(&self, f: impl Fn(u32) -> i64) -> Vec<Contribution> {
        (1..=self.through)
            .map(|round| {
                let n = f(round);
                Contribution::new(round, Source::Own, n * 100, n * 100)
            })
            .filter(|c| c.value != 0)
            .collect()
    }

    /// C.07 art. 7.1: rounds in which the participant obtained, with or
    /// without playing, as many points as a win. Reading for Double-Swiss:
    /// a round counts when it gave more than half its points (a match won).
    pub fn wins_terms(&self, tpn: Tpn) -> Vec<Contribution> {
        let rounds = self.rounds(tpn);
        let max = self.round_max.0;
        let matches = max != self.t.points.win.0;
        self.count_rounds(|round| {
            let p = rounds.get(round as usize - 1).map_or(0, |r| r.points.0);
            i64::from(if matches {
                2 * p > max
            } else {
                max > 0 && p >= max
            })
        })
    }

    /// C.07 art. 7.2: games won over the board.
    pub fn games_won_terms(&self, tpn: Tpn) -> Vec<Contribution> {
        self.count_rounds(|round| self.games(tpn, round).iter().filter(|g| won(g.1)).count() as i64)
    }

    /// C.07 art. 7.3: games played over the board with Black.
    pub fn black_games_terms(&self, tpn: Tpn) -> Vec<Contribution> {
        self.count_rounds(|round| {
            self.games(tpn, round)
                .iter()
                .filter(|g| g.0 == Colour::Black)
                .count() as i64
        })
    }

    /// C.07 art. 7.4: games won over the board with Black.
    pub fn black_wins_terms(&self, tpn: Tpn) -> Vec<Contribution> {
        self.count_rounds(|round| {
            self.games(tpn, round)
                .iter()
                .filter(|g| g.0 == Colour::Black && won(g.1))
                .count() as i64
        })
    }

    /// C.07 art. 7.5: the rounds the participant elected to play: every
    /// round but the voluntarily unplayed ones (art. 16.2).
    pub fn games_elected_terms(&self, tpn: Tpn) -> Vec<Contribution> {
        let rounds = self.rounds(tpn);
        self.count_rounds(|round| {
            let vur = rounds
                .get(round as usize - 1)
                .and_then(|r| r.unplayed)
                .is_some_and(|u| u.is_vur());
            i64::from(!vur)
        })
    }

    /// C.07 art. 7.6: the score after each round; a cut removes the
    /// earliest rounds.
    pub fn progressive_terms(&self, tpn: Tpn) -> Vec<Contribution> {
        let mut total = 0i64;
        self.rounds(tpn)
            .iter()
            .enumerate()
            .map(|(i, r)| {
                total += i64::from(r.points.0) * 10;
                Contribution::new(i as u32 + 1, Source::Own, total, total)
            })
            .collect()
    }
}
