//! The rating-based tie-breaks (C.07 art. 10: ARO, TPR, PTP, APRO, APPO)
//! with the FIDE Rating Regulations' tables (B.02): the rating difference
//! `dp` for a percentage score, and the expected score for a rating
//! difference. Only games played over the board count (C.07 art. 15);
//! an unrated opponent counts with the event's rating for unrated
//! players, or not at all when the event gave none (Reading).

use super::how::{round_div, Contribution, How, Source};
use super::table::Table;
use crate::model::Tpn;

/// B.02 table 8.1(a): `dp` for a percentage score `p` = 50..=100 (whole
/// percent); below 50 it is `-DP[100 - p]`.
const DP: [i64; 51] = [
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158,
    166, 175, 184, 193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366,
    383, 401, 422, 444, 470, 501, 538, 589, 677, 800,
];

/// B.02 table 8.1(a): the rating difference for a score of `percent`
/// (0..=100) per cent.
pub fn dp(percent: i64) -> i64 {
    let p = percent.clamp(0, 100);
    if p >= 50 {
        DP[(p - 50) as usize]
    } else {
        -DP[(50 - p) as usize]
    }
}

/// B.02 table 8.1(b): the upper bound of each rating-difference band for an
/// expected score of 0.50, 0.51, … 0.99 (above the last: 1.00).
const BANDS: [i64; 50] = [
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162,
    170, 179, 188, 197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374,
    391, 411, 432, 456, 484, 517, 559, 619, 735,
];

/// B.02 table 8.1(b): the expected score, in hundredths, of a player
/// rated `diff` points above the opponent.
pub fn expected(diff: i64) -> i64 {
    let d = diff.abs();
    let high = 50 + BANDS.iter().position(|&b| d <= b).unwrap_or(50) as i64;
    if diff >= 0 {
        high
    } else {
        100 - high
    }
}

impl Table<'_> {
    /// C.07 art. 10.1: the rating of each opponent played over the board,
    /// with the points scored against them (hundredths) in `basis`.
    fn rated_games(&self, tpn: Tpn, unrated: Option<u32>) -> Vec<(Contribution, i64)> {
        self.rounds(tpn)
            .iter()
            .enumerate()
            .filter(|(_, r)| r.unplayed.is_none())
            .filter_map(|(i, r)| {
                let opp = r.opponent?;
                let rating = i64::from(self.rating(opp, unrated)?);
                let c = Contribution::new(
                    i as u32 + 1,
                    Source::Opponent {
                        tpn: opp,
                        adjusted: false,
                    },
                    rating,
                    rating,
                );
                Some((c, i64::from(r.points.0) * 10))
            })
            .collect()
    }

    /// C.07 art. 10.1 (ARO): the opponents' ratings, averaged by the caller.
    pub fn aro_terms(&self, tpn: Tpn, unrated: Option<u32>) -> Vec<Contribution> {
        self.rated_games(tpn, unrated)
            .into_iter()
            .map(|(c, _)| c)
            .collect()
    }

    /// C.07 art. 10.2 (TPR): ARO (rounded) plus `dp` of the percentage
    /// scored in those games, rounded to whole percent (half up).
    pub fn performance(&self, tpn: Tpn, unrated: Option<u32>) -> (Option<i64>, How) {
        let games = self.rated_games(tpn, unrated);
        let n = games.len() as i64;
        if n == 0 {
            return (None, How::Undefined);
        }
        let total: i64 = games.iter().map(|g| g.0.value).sum();
        let aro = round_div(total, n);
        let scored: i64 = games.iter().map(|g| g.1).sum();
        let max = i64::from(self.round_max.0) * 10 * n;
        let percent = round_div(scored * 100, max.max(1));
        let dp = dp(percent);
        let how = How::Performance {
            aro,
            scored,
            games: n,
            percent,
            dp,
        };
        (Some(aro + dp), how)
    }

    /// C.07 art. 10.3 (PTP): the lowest whole rating `R` such that the
    /// expected scores (B.02 table 8.1(b), no 400-point limit) against the
    /// opponents add up to at least the points scored. Reading: a score of
    /// zero gives the lowest opponent rating − 800, a full score the highest + 800.
    pub fn perfect_performance(&self, tpn: Tpn, unrated: Option<u32>) -> (Option<i64>, How) {
        let games = self.rated_games(tpn, unrated);
        if games.is_empty() {
            return (None, How::Undefined);
        }
        let ratings: Vec<i64> = games.iter().map(|g| g.0.value).collect();
        let win = i64::from(self.round_max.0) * 10;
        // Points in units of a whole game (hundredths of a win).
        let scored: i64 = games.iter().map(|g| g.1 * 100 / win.max(1)).sum();
        let how = How::PerfectPerformance {
            ratings: ratings.clone(),
            scored,
        };
        let (lo, hi) = (
            ratings.iter().copied().min().unwrap_or(0),
            ratings.iter().copied().max().unwrap_or(0),
        );
        if scored <= 0 {
            return (Some(lo - 800), how);
        }
        if scored >= 100 * ratings.len() as i64 {
            return (Some(hi + 800), how);
        }
        let reaches = |r: i64| ratings.iter().map(|&x| expected(r - x)).sum::<i64>() >= scored;
        // The expected sum grows with R: search between the bounds.
        let (mut a, mut b) = (lo - 800, hi + 800);
        while a < b {
            let mid = a + (b - a).div_euclid(2);
            if reaches(mid) {
                b = mid;
            } else {
                a = mid + 1;
            }
        }
        (Some(a), how)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// B.02 table 8.1(a) and 8.1(b), read at a few points.
    #[test]
    fn b02_tables() {
        assert_eq!(dp(100), 800);
        assert_eq!(dp(75), 193);
        assert_eq!(dp(62), 87);
        assert_eq!(dp(38), -87);
        assert_eq!(dp(0), -800);
        assert_eq!(expected(0), 50);
        assert_eq!(expected(3), 50);
        assert_eq!(expected(4), 51);
        assert_eq!(expected(-4), 49);
        assert_eq!(expected(735), 99);
        assert_eq!(expected(736), 100);
        assert_eq!(expected(412), 93);
    }
}
