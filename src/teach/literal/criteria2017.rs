//! The 2017 text's judgement of a candidate (C.04.3 of Baku 2016, section
//! C), as data for the same literal procedure: the generation order of
//! B.2–B.7 and D.1–D.3 is the 2026 one (art. 3.2–3.7, 4.2–4.4); what differs
//! is how a candidate is judged and when the round must be completable.
//!
//! The 2017 values are kept in the [`Evaluation`] field of the same rank,
//! so that art. 3.8 / B.8 compare them in the 2017 priority order and the
//! trace names them by [`crate::dutch::context::Criteria::criterion_cite`]:
//!
//! | field of [`Evaluation`]      | 2017 criterion                                   |
//! |------------------------------|--------------------------------------------------|
//! | `c5_pab_score`               | (none: the PAB is placed by A.9's last bracket)  |
//! | `c6_downfloaters`            | C.5 downfloaters (= fewest pairs missed)          |
//! | `c7_downfloater_scores`      | C.6 the PSD of A.8, highest SD first              |
//! | `c8_next_downfloaters`       | C.7 players left unpaired in the next bracket     |
//! | `c8_next_scores`             | C.7 the next bracket's PSD (see [`next_bracket`]) |
//! | `c10`–`c13`                  | C.8–C.11 (the same colour criteria)               |
//! | `c14`, `c15`, `c16`, `c17`   | C.12, C.13, C.14, C.15: every player who floats   |
//! | `c18`, `c19`, `c20`, `c21`   | C.16, C.17, C.18, C.19: their score differences    |
//!
//! C.12–C.19 count every player receiving a float in the bracket (A.4.b:
//! the higher of two different scores gets a downfloat, the lower an
//! upfloat, a downfloater a downfloat), not only residents and MDP
//! opponents as 2026 [C14]–[C21] do.

use super::feasible::{feasible, Place, Reach};
use crate::dutch::context::RoundContext;
use crate::dutch::criteria::{floated, pair_violations};
use crate::dutch::criterion::Criterion;
use crate::dutch::evaluate::Evaluation;
use crate::dutch::fields2017::{Psd, ONE_POINT};
use crate::matching::max_weight_matching;
use crate::model::Points;
use crate::swiss::Float;

/// A.8: the SD of a downfloater scoring `score` when the lowest score of
/// its bracket is `lowest`: `score − (lowest − 1 point)`.
fn down_sd(score: u32, lowest: u32) -> u32 {
    score + ONE_POINT - lowest
}

fn desc(mut v: Vec<u32>) -> Vec<u32> {
    crate::sort::sort_by(&mut v, |a, b| b.cmp(a));
    v
}

/// The lowest score of the bracket `players` (A.8).
pub(super) fn lowest(ctx: &RoundContext, players: &[usize]) -> u32 {
    players
        .iter()
        .map(|&i| ctx.players[i].pairing_score.0)
        .min()
        .unwrap_or(0)
}

/// C.5, C.6 and C.8–C.19 counted from a candidate's `pairs` and
/// `downfloaters` in a bracket whose lowest score is `lowest` (C.7 left
/// zero: see [`next_bracket`]).
pub(super) fn counted(
    ctx: &RoundContext,
    lowest: u32,
    pairs: &[(usize, usize)],
    downfloaters: &[usize],
) -> Evaluation {
    let score = |i: usize| ctx.players[i].pairing_score.0;
    let scores: Vec<(Points, Points)> = pairs
        .iter()
        .map(|&(a, b)| (Points(score(a)), Points(score(b))))
        .collect();
    let down: Vec<Points> = downfloaters.iter().map(|&d| Points(score(d))).collect();
    // C.5: the downfloaters; C.6: the PSD (A.8).
    let Psd(psd) = Psd::of(&scores, &down, Points(lowest));
    let mut e = Evaluation {
        c6_downfloaters: downfloaters.len(),
        c7_downfloater_scores: psd,
        ..Default::default()
    };
    // [count of downfloats again, upfloats again] and their SDs, 1 and 2 rounds before.
    let mut down_n = [0u32; 2];
    let mut up_n = [0u32; 2];
    let mut down_sds: [Vec<u32>; 2] = [vec![], vec![]];
    let mut up_sds: [Vec<u32>; 2] = [vec![], vec![]];
    for &(a, b) in pairs {
        // C.8–C.11 per pair (the criteria of 2026 [C10]–[C13]).
        let v = pair_violations(ctx, a, b);
        e.c10_topscorer_colour_difference += v.c10_colour_difference as u32;
        e.c11_topscorer_three_in_a_row += v.c11_three_in_a_row as u32;
        e.c12_colour_preference += v.c12_colour_preference as u32;
        e.c13_strong_colour_preference += v.c13_strong_preference as u32;
        let (sa, sb) = (score(a), score(b));
        if sa == sb {
            continue;
        }
        // A.4.b: the higher score gets a downfloat, the lower an upfloat.
        let (hi, lo) = if sa > sb { (a, b) } else { (b, a) };
        let sd = sa.abs_diff(sb);
        for back in [1, 2] {
            if floated(ctx, hi, back, Float::Down) {
                down_n[back - 1] += 1;
                down_sds[back - 1].push(sd);
            }
            if floated(ctx, lo, back, Float::Up) {
                up_n[back - 1] += 1;
                up_sds[back - 1].push(sd);
            }
        }
    }
    for &d in downfloaters {
        for back in [1, 2] {
            if floated(ctx, d, back, Float::Down) {
                down_n[back - 1] += 1;
                down_sds[back - 1].push(down_sd(score(d), lowest));
            }
        }
    }
    let [d1, d2] = down_sds;
    let [u1, u2] = up_sds;
    Evaluation {
        // C.12, C.13, C.14, C.15.
        c14_resident_downfloat_again: down_n[0],
        c15_mdp_opponent_upfloat_again: up_n[0],
        c16_resident_downfloat_two_before: down_n[1],
        c17_mdp_opponent_upfloat_two_before: up_n[1],
        // C.16, C.17, C.18, C.19.
        c18_mdp_downfloat_again_sd: desc(d1),
        c19_opponent_upfloat_again_sd: desc(u1),
        c20_mdp_downfloat_two_before_sd: desc(d2),
        c21_opponent_upfloat_two_before_sd: desc(u2),
        ..e
    }
}

/// C.7 (A.9, a bracket that is neither the PPB nor the CLB): the next
/// bracket, made of the candidate's `downfloaters` and the next scoregroup
/// `next`, paired to "first maximize the number of pairs and then minimize
/// the PSD (see C.5 and C.6)" there. Returns the players left unpaired in
/// it and its PSD, highest SD first; when the next bracket is the last one
/// (`last`), the PSD is preceded by the number of players left unpaired
/// there who may not receive the PAB (C.2): the last bracket gives the PAB,
/// so such a player could not be its one unpaired player (the engine's
/// reading, `dutch::fields2017`). A downfloater is paired only with a
/// player of the next scoregroup (two of them could have been paired here).
/// `None` when the scores are too many to weigh exactly.
pub(super) fn next_bracket(
    ctx: &RoundContext,
    downfloaters: &[usize],
    next: &[usize],
    last: bool,
) -> Option<(usize, Vec<u32>)> {
    let score = |i: usize| ctx.players[i].pairing_score.0;
    let players: Vec<usize> = downfloaters.iter().chain(next).copied().collect();
    let n = players.len();
    if n == 0 {
        return Some((0, vec![]));
    }
    let low = next.first().map(|&i| score(i)).unwrap_or(0);
    let is_next = |i: usize| next.contains(&i);
    // The SDs that can occur, highest first; a count at each weighs more
    // than every count at the lower ones together.
    let mut levels: Vec<u32> = players
        .iter()
        .flat_map(|&i| [down_sd(score(i), low), score(i) - low])
        .collect();
    levels.push(0);
    crate::sort::sort_by(&mut levels, |a, b| b.cmp(a));
    levels.dedup();
    let bits = (usize::BITS - (2 * n + 2).leading_zeros()) as usize;
    // levels, the C.2 term and the pairs term must fit an i128
    if bits * (levels.len() + 2) > 120 {
        return None;
    }
    let weigh = |sd: u32| -> i128 {
        let rank = levels.len() - 1 - levels.iter().position(|&x| x == sd).unwrap_or(0);
        1i128 << (bits * rank)
    };
    let psd_bits = bits * levels.len();
    let inelig = |i: usize| i128::from(last && !ctx.players[i].pab_eligible);
    let m = max_weight_matching(n, |a, b| {
        let (u, v) = (players[a], players[b]);
        if !(is_next(u) || is_next(v)) || !ctx.compatible(u, v) {
            return None;
        }
        let (su, sv) = (score(u), score(v));
        let psd = weigh(down_sd(su, low)) + weigh(down_sd(sv, low)) - weigh(su.abs_diff(sv));
        Some((1i128 << (psd_bits + bits)) + ((inelig(u) + inelig(v)) << psd_bits) + psd)
    })
    .ok()?;
    let mut sds = Vec::new();
    let mut unpaired = 0;
    let mut unpaired_inelig = 0;
    for (a, &i) in players.iter().enumerate() {
        match m.mate[a] {
            Some(b) if a < b => sds.push(score(i).abs_diff(score(players[b]))),
            Some(_) => {}
            None => {
                unpaired += 1;
                unpaired_inelig += inelig(i) as u32;
                sds.push(down_sd(score(i), low));
            }
        }
    }
    let mut value = desc(sds);
    if last {
        value.insert(0, unpaired_inelig);
    }
    Some((unpaired, value))
}

/// C.4 (the last bracket, the PPB, the CLB: A.9): can the players
/// `rest` (the candidate's downfloaters and every lower player) all be
/// paired, complying with C.1–C.3, but at most one who may get the PAB (C.2)?
pub(super) fn completes(ctx: &RoundContext, rest: &[usize]) -> bool {
    let mut alive = rest.to_vec();
    crate::sort::sort(&mut alive);
    feasible(
        ctx,
        &alive,
        &|_| Place::Outside,
        &|_| false,
        None,
        Reach::Round2017,
        None,
    )
    .is_some()
}

/// B.4: the quality criteria C.5–C.19 the candidate does not fulfil, in
/// priority order (named by their 2026 ranks, see the module's table).
/// C.6 is unfulfilled when the PSD is not the lowest any candidate with
/// as many pairs has: with every player paired in a bracket whose residents
/// share one score, every candidate has the same PSD (each MDP's SD to that
/// score, zeros); in the CLB (residents of several scores, A.9) only a PSD
/// of zeros is sure to be the lowest. C.7 is unfulfilled when the
/// candidate's downfloaters leave players unpaired in the next bracket.
pub(super) fn violations(e: &Evaluation, uniform_residents: bool) -> Vec<Criterion> {
    let mut v = e.violations();
    let c6 = e.c6_downfloaters > 0
        || (!uniform_residents && e.c7_downfloater_scores.iter().any(|&sd| sd > 0));
    if c6 {
        let at = v
            .iter()
            .position(|&c| c > Criterion::C7DownfloaterScores)
            .unwrap_or(v.len());
        v.insert(at, Criterion::C7DownfloaterScores);
    }
    if e.c6_downfloaters == 0 {
        // C.7 chooses the downfloaters: without any, the next bracket is
        // its scoregroup alone, whatever the candidate.
        v.retain(|&c| c != Criterion::C8NextBracket);
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_downfloater_sd_is_one_point_over_the_lowest() {
        // A.8: lowest 1.5, downfloater on 2 → 2 − 0.5 = 1.5.
        assert_eq!(down_sd(20, 15), 15);
        assert_eq!(down_sd(15, 15), 10);
    }

    #[test]
    fn c6_is_listed_after_c5_when_players_float() {
        let e = Evaluation {
            c6_downfloaters: 1,
            c7_downfloater_scores: vec![10],
            c12_colour_preference: 1,
            ..Default::default()
        };
        assert_eq!(
            violations(&e, true),
            vec![
                Criterion::C6Downfloaters,
                Criterion::C7DownfloaterScores,
                Criterion::C12ColourPreference
            ]
        );
        // Every player paired, residents of one score: the PSD is forced.
        let paired = Evaluation {
            c7_downfloater_scores: vec![10, 0],
            ..Default::default()
        };
        assert!(violations(&paired, true).is_empty());
        assert_eq!(
            violations(&paired, false),
            vec![Criterion::C7DownfloaterScores]
        );
    }
}
