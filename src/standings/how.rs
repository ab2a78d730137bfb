//! How a tie-break value was computed: one contribution per round (or per
//! opponent), which ones were cut, and why (C.07 art. 14, 16). Data only:
//! `src/lang/en/standings.rs` words it.

use super::table::Unplayed;
use crate::model::{Modifier, Tpn};

/// Where a contribution comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Source {
    /// An opponent met over the board (or, with pre-determined pairings,
    /// by forfeit), with the score that counted for them: `adjusted` when
    /// C.07 art. 16.3 changed it (the opponent's VURs after they left
    /// counted as draws).
    Opponent { tpn: Tpn, adjusted: bool },
    /// C.07 art. 16.4: an unplayed round of the participant, a game against
    /// a dummy opponent with the participant's own score.
    Dummy(Unplayed),
    /// The participant's own round (WIN, PS, …).
    Own,
}

/// One term of a tie-break value.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Contribution {
    /// The round (1-based).
    pub round: u32,
    pub source: Source,
    /// The score of the opponent (or dummy) it is based on, in hundredths
    /// (SB, KS; the rating for ARO); equals `value` where no other number is used.
    pub basis: i64,
    /// What it adds, in hundredths (or whole rating points for ARO).
    pub value: i64,
    /// Removed by the modifier (C.07 art. 14).
    pub cut: bool,
    /// Cut as a voluntarily unplayed round (C.07 art. 16.5).
    pub cut_as_vur: bool,
}

impl Contribution {
    pub fn new(round: u32, source: Source, basis: i64, value: i64) -> Contribution {
        Contribution {
            round,
            source,
            basis,
            value,
            cut: false,
            cut_as_vur: false,
        }
    }

    fn is_vur(&self) -> bool {
        matches!(self.source, Source::Dummy(u) if u.is_vur())
    }
}

/// How one value was obtained.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum How {
    /// A sum of contributions, those marked `cut` left out.
    Sum(Vec<Contribution>),
    /// An average of the contributions not cut, rounded half up to
    /// `unit` hundredths (100: whole numbers).
    Average { terms: Vec<Contribution>, unit: i64 },
    /// C.07 art. 10.2: the average rating of the opponents plus the rating
    /// difference of B.02 for the percentage scored.
    Performance {
        aro: i64,
        /// Points scored in the games counted, in hundredths.
        scored: i64,
        games: i64,
        /// The percentage, rounded to whole percent (B.02).
        percent: i64,
        dp: i64,
    },
    /// C.07 art. 10.3: the lowest rating whose expected score (B.02) against
    /// the opponents' ratings reaches the points scored.
    PerfectPerformance { ratings: Vec<i64>, scored: i64 },
    /// C.07 art. 6: the points scored against the other tied participants.
    DirectEncounter {
        against: Vec<(Tpn, i64)>,
        complete: bool,
    },
    /// Nothing to compute it from (no game played, …).
    Undefined,
}

/// What sorts the contributions from least to most significant (C.07 art.
/// 14): the basis, then the value.
fn key(c: &Contribution) -> (i64, i64) {
    (c.basis, c.value)
}

/// C.07 art. 14 with art. 16.5: marks the contributions a modifier cuts.
///
/// Each low cut takes, of the least significant contribution and the
/// least significant VUR contribution, the larger value (Reading of art.
/// 16.5: a VUR is cut first, but cutting it never leaves the participant
/// better off than the ordinary cut; this is what the TEC paper's
/// exercises 5–8 and 13 do). The high cuts take the most significant.
/// `by_round`: the least significant are the earliest rounds (PS).
pub fn apply_modifier(terms: &mut [Contribution], modifier: Modifier, by_round: bool) {
    let (low, high) = modifier.cuts();
    for _ in 0..low {
        let open = || terms.iter().enumerate().filter(|(_, c)| !c.cut);
        // (index, cut as a VUR)
        let chosen = if by_round {
            open().min_by_key(|(_, c)| c.round).map(|(i, _)| (i, false))
        } else {
            let least = open().min_by_key(|(_, c)| key(c));
            let vur = open()
                .filter(|(_, c)| c.is_vur())
                .min_by_key(|(_, c)| key(c));
            match (least, vur) {
                (Some((_, l)), Some((v, cv))) if cv.value >= l.value => Some((v, true)),
                (Some((l, _)), _) => Some((l, false)),
                (None, _) => None,
            }
        };
        if let Some((c, as_vur)) = chosen.and_then(|(i, v)| Some((terms.get_mut(i)?, v))) {
            c.cut = true;
            c.cut_as_vur = as_vur;
        }
    }
    for _ in 0..high {
        let pick = if by_round {
            terms.iter_mut().filter(|c| !c.cut).max_by_key(|c| c.round)
        } else {
            terms.iter_mut().filter(|c| !c.cut).max_by_key(|c| key(c))
        };
        if let Some(c) = pick {
            c.cut = true;
        }
    }
}

/// The sum of the contributions not cut.
pub fn sum(terms: &[Contribution]) -> i64 {
    terms.iter().filter(|c| !c.cut).map(|c| c.value).sum()
}

/// The average of the contributions not cut, rounded half up to a multiple
/// of `unit`; `None` when none is left.
pub fn average(terms: &[Contribution], unit: i64) -> Option<i64> {
    let kept: Vec<i64> = terms.iter().filter(|c| !c.cut).map(|c| c.value).collect();
    let n = kept.len() as i64;
    if n == 0 {
        return None;
    }
    let total: i64 = kept.iter().sum();
    Some(round_div(total, n * unit) * unit)
}

/// `a / b` rounded to the nearest integer, halves up (b > 0).
pub fn round_div(a: i64, b: i64) -> i64 {
    (2 * a + b).div_euclid(2 * b)
}
