//! Evaluates one candidate of a bracket against [C1]–[C21], criterion by
//! criterion, the way an arbiter would write it down (C.04.3 art. 2 and 3.4).
//!
//! This is independent of the weight encoding the engine uses to *find* the
//! best candidate: the look-ahead criteria ([C4] completion, [C5] PAB score,
//! [C8] next bracket, [C9] PAB unplayed games) take the best completion of the
//! round once the candidate is fixed; everything else is counted directly
//! from the candidate. The teaching trace and the tests use it.
//!
//! These are the 2026 criteria; the 2017 ones (C.5–C.19) are only encoded
//! as weights (see [`super::rules2017`]), with [`super::rules2017::Psd`] for A.8.

use super::bracket::BracketPairer;
pub use super::bracket::Candidate;
use super::context::RoundContext;
use super::criteria::{floated, pair_violations};
use super::criterion::Criterion;
use crate::swiss::Float;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// How well a legal candidate satisfies [C5]–[C21]. Each field is "smaller is
/// better"; lists are compared lexicographically, largest value first.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Evaluation {
    /// [C5] score of the PAB assignee (tenths), if the round has a PAB.
    pub c5_pab_score: Option<u32>,
    /// [C6] number of downfloaters.
    pub c6_downfloaters: usize,
    /// [C7] downfloaters' scores, descending.
    pub c7_downfloater_scores: Vec<u32>,
    /// [C8] the next bracket: downfloaters and their scores (descending), as
    /// [C6]/[C7] would count them there.
    pub c8_next_downfloaters: usize,
    pub c8_next_scores: Vec<u32>,
    /// [C9] unplayed games of the PAB assignee, when the bracket downfloats
    /// exactly the player who gets it.
    pub c9_pab_unplayed: u32,
    pub c10_topscorer_colour_difference: u32,
    pub c11_topscorer_three_in_a_row: u32,
    pub c12_colour_preference: u32,
    pub c13_strong_colour_preference: u32,
    pub c14_resident_downfloat_again: u32,
    pub c15_mdp_opponent_upfloat_again: u32,
    pub c16_resident_downfloat_two_before: u32,
    pub c17_mdp_opponent_upfloat_two_before: u32,
    /// [C18]–[C21] score differences (tenths), descending.
    pub c18_mdp_downfloat_again_sd: Vec<u32>,
    pub c19_opponent_upfloat_again_sd: Vec<u32>,
    pub c20_mdp_downfloat_two_before_sd: Vec<u32>,
    pub c21_opponent_upfloat_two_before_sd: Vec<u32>,
}

impl Evaluation {
    /// art. 3.4.1: the quality criteria the candidate does not fulfil, in
    /// priority order ([C7] and [C9] follow from [C6]; [C5] is not a quality criterion).
    pub fn violations(&self) -> Vec<Criterion> {
        use Criterion::*;
        let flags = [
            (self.c6_downfloaters > 0, C6Downfloaters),
            (self.c8_next_downfloaters > 0, C8NextBracket),
            (
                self.c10_topscorer_colour_difference > 0,
                C10TopscorerColourDifference,
            ),
            (
                self.c11_topscorer_three_in_a_row > 0,
                C11TopscorerThreeInARow,
            ),
            (self.c12_colour_preference > 0, C12ColourPreference),
            (
                self.c13_strong_colour_preference > 0,
                C13StrongColourPreference,
            ),
            (
                self.c14_resident_downfloat_again > 0,
                C14ResidentDownfloatAgain,
            ),
            (
                self.c15_mdp_opponent_upfloat_again > 0,
                C15MdpOpponentUpfloatAgain,
            ),
            (
                self.c16_resident_downfloat_two_before > 0,
                C16ResidentDownfloatTwoBefore,
            ),
            (
                self.c17_mdp_opponent_upfloat_two_before > 0,
                C17MdpOpponentUpfloatTwoBefore,
            ),
            (
                !self.c18_mdp_downfloat_again_sd.is_empty(),
                C18MdpDownfloatAgainDifferences,
            ),
            (
                !self.c19_opponent_upfloat_again_sd.is_empty(),
                C19OpponentUpfloatAgainDifferences,
            ),
            (
                !self.c20_mdp_downfloat_two_before_sd.is_empty(),
                C20MdpDownfloatTwoBeforeDifferences,
            ),
            (
                !self.c21_opponent_upfloat_two_before_sd.is_empty(),
                C21OpponentUpfloatTwoBeforeDifferences,
            ),
        ];
        flags
            .into_iter()
            .filter_map(|(broken, c)| broken.then_some(c))
            .collect()
    }

    /// art. 3.8: the first criterion, in priority order, on which `self` and
    /// `other` differ, and how `self` compares there (`Less`: better);
    /// `None` when they are equal on every one. Agrees with [`Evaluation::compare`].
    pub fn first_difference(&self, other: &Evaluation) -> Option<(Criterion, Ordering)> {
        use Criterion::*;
        let (a, b) = (self, other);
        let steps: [(Criterion, Ordering); 18] = [
            (C5ByeScore, a.c5_pab_score.cmp(&b.c5_pab_score)),
            (C6Downfloaters, a.c6_downfloaters.cmp(&b.c6_downfloaters)),
            (
                C7DownfloaterScores,
                a.c7_downfloater_scores.cmp(&b.c7_downfloater_scores),
            ),
            (
                C8NextBracket,
                a.c8_next_downfloaters.cmp(&b.c8_next_downfloaters),
            ),
            (C8NextBracket, a.c8_next_scores.cmp(&b.c8_next_scores)),
            (
                C9ByeUnplayedGames,
                a.c9_pab_unplayed.cmp(&b.c9_pab_unplayed),
            ),
            (
                C10TopscorerColourDifference,
                a.c10_topscorer_colour_difference
                    .cmp(&b.c10_topscorer_colour_difference),
            ),
            (
                C11TopscorerThreeInARow,
                a.c11_topscorer_three_in_a_row
                    .cmp(&b.c11_topscorer_three_in_a_row),
            ),
            (
                C12ColourPreference,
                a.c12_colour_preference.cmp(&b.c12_colour_preference),
            ),
            (
                C13StrongColourPreference,
                a.c13_strong_colour_preference
                    .cmp(&b.c13_strong_colour_preference),
            ),
            (
                C14ResidentDownfloatAgain,
                a.c14_resident_downfloat_again
                    .cmp(&b.c14_resident_downfloat_again),
            ),
            (
                C15MdpOpponentUpfloatAgain,
                a.c15_mdp_opponent_upfloat_again
                    .cmp(&b.c15_mdp_opponent_upfloat_again),
            ),
            (
                C16ResidentDownfloatTwoBefore,
                a.c16_resident_downfloat_two_before
                    .cmp(&b.c16_resident_downfloat_two_before),
            ),
            (
                C17MdpOpponentUpfloatTwoBefore,
                a.c17_mdp_opponent_upfloat_two_before
                    .cmp(&b.c17_mdp_opponent_upfloat_two_before),
            ),
            (
                C18MdpDownfloatAgainDifferences,
                a.c18_mdp_downfloat_again_sd
                    .cmp(&b.c18_mdp_downfloat_again_sd),
            ),
            (
                C19OpponentUpfloatAgainDifferences,
                a.c19_opponent_upfloat_again_sd
                    .cmp(&b.c19_opponent_upfloat_again_sd),
            ),
            (
                C20MdpDownfloatTwoBeforeDifferences,
                a.c20_mdp_downfloat_two_before_sd
                    .cmp(&b.c20_mdp_downfloat_two_before_sd),
            ),
            (
                C21OpponentUpfloatTwoBeforeDifferences,
                a.c21_opponent_upfloat_two_before_sd
                    .cmp(&b.c21_opponent_upfloat_two_before_sd),
            ),
        ];
        steps.into_iter().find(|(_, o)| *o != Ordering::Equal)
    }

    /// art. 3.8: compares two candidates on [C5]–[C21] in priority order.
    pub fn compare(&self, other: &Evaluation) -> Ordering {
        self.c5_pab_score
            .cmp(&other.c5_pab_score)
            .then(self.c6_downfloaters.cmp(&other.c6_downfloaters))
            .then(self.c7_downfloater_scores.cmp(&other.c7_downfloater_scores))
            .then(self.c8_next_downfloaters.cmp(&other.c8_next_downfloaters))
            .then(self.c8_next_scores.cmp(&other.c8_next_scores))
            .then(self.c9_pab_unplayed.cmp(&other.c9_pab_unplayed))
            .then(
                self.c10_topscorer_colour_difference
                    .cmp(&other.c10_topscorer_colour_difference),
            )
            .then(
                self.c11_topscorer_three_in_a_row
                    .cmp(&other.c11_topscorer_three_in_a_row),
            )
            .then(self.c12_colour_preference.cmp(&other.c12_colour_preference))
            .then(
                self.c13_strong_colour_preference
                    .cmp(&other.c13_strong_colour_preference),
            )
            .then(
                self.c14_resident_downfloat_again
                    .cmp(&other.c14_resident_downfloat_again),
            )
            .then(
                self.c15_mdp_opponent_upfloat_again
                    .cmp(&other.c15_mdp_opponent_upfloat_again),
            )
            .then(
                self.c16_resident_downfloat_two_before
                    .cmp(&other.c16_resident_downfloat_two_before),
            )
            .then(
                self.c17_mdp_opponent_upfloat_two_before
                    .cmp(&other.c17_mdp_opponent_upfloat_two_before),
            )
            .then(
                self.c18_mdp_downfloat_again_sd
                    .cmp(&other.c18_mdp_downfloat_again_sd),
            )
            .then(
                self.c19_opponent_upfloat_again_sd
                    .cmp(&other.c19_opponent_upfloat_again_sd),
            )
            .then(
                self.c20_mdp_downfloat_two_before_sd
                    .cmp(&other.c20_mdp_downfloat_two_before_sd),
            )
            .then(
                self.c21_opponent_upfloat_two_before_sd
                    .cmp(&other.c21_opponent_upfloat_two_before_sd),
            )
    }
}

fn desc(mut v: Vec<u32>) -> Vec<u32> {
    crate::sort::sort_by(&mut v, |a, b| b.cmp(a));
    v
}

/// Evaluates `cand` for the bracket `mdps` + `residents` (pairing order), with
/// `next` the next scoregroup and `lower` the rest. `None`: the candidate breaks
/// [C1]–[C4] (an illegal pair, or no legal completion of the round).
pub fn evaluate(
    ctx: &RoundContext,
    mdps: &[usize],
    residents: &[usize],
    next: &[usize],
    lower: &[usize],
    cand: &Candidate,
) -> Option<Evaluation> {
    let in_bracket = |i: usize| mdps.contains(&i) || residents.contains(&i);
    for &(a, b) in &cand.pairs {
        if !ctx.compatible(a, b) || !in_bracket(a) || !in_bracket(b) {
            return None;
        }
    }
    let mate = BracketPairer::new(ctx, mdps, residents, next, lower).complete(cand)?;
    let score = |i: usize| ctx.players[i].pairing_score.0;
    let mut e = Evaluation::default();
    // [C5]/[C9]: the PAB assignee is the player left unmatched by the best completion.
    let all: Vec<usize> = mdps
        .iter()
        .chain(residents)
        .chain(next)
        .chain(lower)
        .copied()
        .collect();
    let bye = all.iter().copied().find(|&i| mate[i].is_none());
    e.c5_pab_score = bye.map(score);
    e.c6_downfloaters = cand.downfloaters.len();
    e.c7_downfloater_scores = desc(cand.downfloaters.iter().map(|&i| score(i)).collect());
    if let ([d], Some(b)) = (cand.downfloaters.as_slice(), bye) {
        if *d == b {
            e.c9_pab_unplayed = ctx.players[b].unplayed_rounds;
        }
    }
    // [C8]: the next bracket is the downfloaters plus the next scoregroup.
    if !next.is_empty() {
        let nb: Vec<usize> = cand.downfloaters.iter().chain(next).copied().collect();
        let in_nb = |i: usize| nb.contains(&i);
        let next_down: Vec<usize> = nb
            .iter()
            .copied()
            .filter(|&i| !mate[i].is_some_and(&in_nb))
            .collect();
        e.c8_next_downfloaters = next_down.len();
        e.c8_next_scores = desc(next_down.iter().map(|&i| score(i)).collect());
    }
    pair_and_float_criteria(
        ctx,
        mdps,
        residents,
        &cand.pairs,
        &cand.downfloaters,
        &mut e,
    );
    Some(e)
}

/// [C10]–[C21] of a bracket's `pairs` and `downfloaters`: the colour
/// criteria per pair, the float criteria of resident downfloaters, MDP pairs
/// and MDPs left in Limbo. Shared by [`evaluate`] and the literal procedure's
/// counting of partial candidates.
pub fn pair_and_float_criteria(
    ctx: &RoundContext,
    mdps: &[usize],
    residents: &[usize],
    pairs: &[(usize, usize)],
    downfloaters: &[usize],
    e: &mut Evaluation,
) {
    let score = |i: usize| ctx.players[i].pairing_score.0;
    let win = ctx.win.0;
    let res_score = residents.first().map(|&r| score(r)).unwrap_or(0);
    let (mut sd18, mut sd19, mut sd20, mut sd21) = (vec![], vec![], vec![], vec![]);
    for &(a, b) in pairs {
        // [C10]–[C13] per pair.
        let v = pair_violations(ctx, a, b);
        e.c10_topscorer_colour_difference += v.c10_colour_difference as u32;
        e.c11_topscorer_three_in_a_row += v.c11_three_in_a_row as u32;
        e.c12_colour_preference += v.c12_colour_preference as u32;
        e.c13_strong_colour_preference += v.c13_strong_preference as u32;
        let mdp = if mdps.contains(&a) {
            Some((a, b))
        } else if mdps.contains(&b) {
            Some((b, a))
        } else {
            None
        };
        if let Some((m, r)) = mdp {
            // [C15]/[C17] MDP opponents who upfloated; [C18]–[C21] score differences.
            let sd = score(m).saturating_sub(score(r));
            e.c15_mdp_opponent_upfloat_again += floated(ctx, r, 1, Float::Up) as u32;
            e.c17_mdp_opponent_upfloat_two_before += floated(ctx, r, 2, Float::Up) as u32;
            if floated(ctx, m, 1, Float::Down) {
                sd18.push(sd);
            }
            if floated(ctx, r, 1, Float::Up) {
                sd19.push(sd);
            }
            if floated(ctx, m, 2, Float::Down) {
                sd20.push(sd);
            }
            if floated(ctx, r, 2, Float::Up) {
                sd21.push(sd);
            }
        }
    }
    for &d in downfloaters {
        if residents.contains(&d) {
            // [C14]/[C16] resident downfloaters who downfloated before.
            e.c14_resident_downfloat_again += floated(ctx, d, 1, Float::Down) as u32;
            e.c16_resident_downfloat_two_before += floated(ctx, d, 2, Float::Down) as u32;
        } else {
            // An MDP left in Limbo: its difference as a downfloater, score − (bracket score − 1 win).
            let sd = (score(d) + win).saturating_sub(res_score);
            if floated(ctx, d, 1, Float::Down) {
                sd18.push(sd);
            }
            if floated(ctx, d, 2, Float::Down) {
                sd20.push(sd);
            }
        }
    }
    e.c18_mdp_downfloat_again_sd = desc(sd18);
    e.c19_opponent_upfloat_again_sd = desc(sd19);
    e.c20_mdp_downfloat_two_before_sd = desc(sd20);
    e.c21_opponent_upfloat_two_before_sd = desc(sd21);
}
