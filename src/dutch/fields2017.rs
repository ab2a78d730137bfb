//! The criteria of C.04.3 (2017) section C as bit fields of one edge
//! weight, highest priority first, with the PSD of A.8: what
//! [`super::bracket`] maximises when it pairs a bracket under the 2017
//! rules (driven by [`super::rules2017`]).

use super::context::RoundContext;
use super::criteria::{floated, pair_violations};
use super::view::{Role, Scope, View};
use super::weights::{add_at, sub_at, Field, Layout};
use crate::model::Points;
use crate::swiss::Float;

/// A.8: "one point less than the score of the lowest ranked player" (tenths).
pub const ONE_POINT: u32 = 10;

/// A.8: a Pairing Score Difference, its SDs (tenths) from the highest to the lowest.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Psd(pub Vec<u32>);

impl Psd {
    /// A.8 for a bracket pairing: `pairs` by their players' scores,
    /// `downfloaters` by score, `lowest` the score of the bracket's lowest
    /// ranked player. PSDs compare lexicographically, the smaller first
    /// difference being the lower PSD (the derived `Ord`).
    pub fn of(pairs: &[(Points, Points)], downfloaters: &[Points], lowest: Points) -> Psd {
        let mut sds: Vec<u32> = pairs.iter().map(|(a, b)| a.0.abs_diff(b.0)).collect();
        sds.extend(downfloaters.iter().map(|d| down_sd(d.0, lowest.0)));
        crate::sort::sort_by(&mut sds, |a, b| b.cmp(a));
        Psd(sds)
    }
}

/// A.8: the SD of a downfloater scoring `score` in a bracket whose lowest
/// ranked player scores `lowest`: `score − (lowest − 1 point)`.
fn down_sd(score: u32, lowest: u32) -> u32 {
    score + ONE_POINT - lowest
}

/// C.7 fields: the next bracket (the downfloaters and the next scoregroup).
pub(super) struct NextFields {
    /// Score of the next scoregroup (the lowest of the next bracket).
    lowest: u32,
    pairs: Field,
    /// The next bracket is the last one: its unpaired player must be able to
    /// take the PAB (C.2), so PAB-ineligible players should be paired.
    bye: Option<Field>,
    levels: Vec<u32>,
    psd: Vec<Field>,
}

/// The 2017 fields of one solve, highest priority first.
pub(super) struct Fields {
    /// A.9 / C.4: the round can be completed (last bracket, PPB, CLB).
    legal: Option<Field>,
    /// Lowest score of the bracket (A.8).
    lowest: u32,
    /// Score differences that can occur in the bracket, highest first (A.8).
    levels: Vec<u32>,
    c5: Field,
    c6: Vec<Field>,
    c7: Option<NextFields>,
    c8: Field,
    c9: Field,
    c10: Field,
    c11: Field,
    /// C.12/C.14: repeated downfloats, 1 and 2 rounds before.
    down_again: [Field; 2],
    /// C.13/C.15: repeated upfloats, 1 and 2 rounds before.
    up_again: [Field; 2],
    /// C.16/C.18 and C.17/C.19: their score differences.
    down_sd: [Vec<Field>; 2],
    up_sd: [Vec<Field>; 2],
}

impl Fields {
    /// The legality field is the only round-wide one.
    pub(super) fn round_wide(&self) -> usize {
        usize::from(self.legal.is_some())
    }
}

/// Distinct values, highest first.
fn distinct_desc(mut v: Vec<u32>) -> Vec<u32> {
    crate::sort::sort_by(&mut v, |a, b| b.cmp(a));
    v.dedup();
    v
}

fn level(levels: &[u32], d: u32) -> usize {
    levels.iter().position(|&x| x == d).unwrap_or(0)
}

/// Declares the 2017 fields of a solve over `view.alive`.
pub(super) fn declare(view: &View, layout: &mut Layout) -> Fields {
    let ctx = view.ctx;
    let score = |i: usize| ctx.players[i].pairing_score.0;
    let nn = view.alive.len() as u128;
    let half = nn / 2 + 1;
    let mut bracket_scores: Vec<u32> = view
        .alive
        .iter()
        .filter(|&&i| view.in_bracket(i))
        .map(|&i| score(i))
        .collect();
    crate::sort::sort(&mut bracket_scores);
    bracket_scores.dedup();
    let lowest = bracket_scores.first().copied().unwrap_or(0);
    // A.8: SDs of pairs (any two scores of the bracket) and of downfloaters.
    let mut sds: Vec<u32> = bracket_scores.iter().map(|&s| down_sd(s, lowest)).collect();
    for &a in &bracket_scores {
        sds.extend(bracket_scores.iter().filter(|&&b| b <= a).map(|&b| a - b));
    }
    let levels = distinct_desc(sds);
    // Sized for the whole round: pinned by the warm solver (see [`top_bits`]).
    let legal = matches!(view.scope, Scope::Completion | Scope::Round)
        .then(|| layout.field(4 * ctx.len() as u128));
    let c5 = layout.field(half);
    let c6 = levels.iter().map(|_| layout.field(4 * nn)).collect();
    let c7 = match view.scope {
        Scope::NextBracket { last } => view
            .alive
            .iter()
            .find(|&&i| view.role[i] == Role::Next)
            .map(|&n| {
                // The next bracket: this bracket's downfloaters and the next scoregroup.
                let lowest = score(n);
                let mut sds: Vec<u32> = bracket_scores
                    .iter()
                    .chain([&lowest])
                    .flat_map(|&s| [s - lowest, down_sd(s, lowest)])
                    .collect();
                sds.push(0);
                let levels = distinct_desc(sds);
                NextFields {
                    lowest,
                    pairs: layout.field(half),
                    bye: last.then(|| layout.field(nn)),
                    psd: levels.iter().map(|_| layout.field(4 * nn)).collect(),
                    levels,
                }
            }),
        _ => None,
    };
    let c8 = layout.field(nn);
    let c9 = layout.field(nn);
    let c10 = layout.field(half);
    let c11 = layout.field(half);
    // C.12, C.13, C.14, C.15 in that order.
    let (d1, u1) = (layout.field(nn), layout.field(half));
    let (d2, u2) = (layout.field(nn), layout.field(half));
    let (down_again, up_again) = ([d1, d2], [u1, u2]);
    let mut sd_fields = || {
        levels
            .iter()
            .map(|_| layout.field(4 * nn))
            .collect::<Vec<_>>()
    };
    let (d1, u1, d2, u2) = (sd_fields(), sd_fields(), sd_fields(), sd_fields());
    Fields {
        legal,
        lowest,
        c5,
        c6,
        c7,
        c8,
        c9,
        c10,
        c11,
        down_again,
        up_again,
        down_sd: [d1, d2],
        up_sd: [u1, u2],
        levels,
    }
}

/// Writes player `v`'s share of the round-wide field into `w` (zeroed): on
/// every edge `{u, v}` the legality field is the sum of the shares of `u` and
/// `v` (see [`fill`]).
pub(super) fn round_wide_term(f: &Fields, view: &View, layout: &Layout, w: &mut [u64], v: usize) {
    if let Some(legal) = f.legal {
        add_at(w, layout.offset(legal), inelig(view.ctx, v));
    }
}

/// C.2 and A.9: a player counts 2 when paired, 1 when PAB-eligible, so that
/// the best matching pairs everybody but at most one PAB-eligible player.
fn inelig(ctx: &RoundContext, i: usize) -> u64 {
    2 - u64::from(ctx.players[i].pab_eligible)
}

/// Writes the 2017 fields of the possible pair `{u, v}` into `w` (zeroed).
pub(super) fn fill(f: &Fields, view: &View, layout: &Layout, w: &mut [u64], u: usize, v: usize) {
    let ctx = view.ctx;
    let score = |i: usize| ctx.players[i].pairing_score.0;
    let at = |field: Field| layout.offset(field);
    let (su, sv) = (score(u), score(v));
    if let Some(legal) = f.legal {
        // C.2 and A.9: everybody paired but at most one PAB-eligible player.
        add_at(w, at(legal), inelig(ctx, u) + inelig(ctx, v));
    }
    let in_b = view.in_bracket(u) && view.in_bracket(v);
    let pair_sd = su.abs_diff(sv);
    if in_b {
        // C.5: maximise the pairs.
        add_at(w, at(f.c5), 1);
        // C.6: minimise the PSD. Every player counts as a downfloater until
        // paired; a pair replaces its two downfloater SDs with its own.
        for s in [su, sv] {
            add_at(w, at(f.c6[level(&f.levels, down_sd(s, f.lowest))]), 1);
        }
        sub_at(w, at(f.c6[level(&f.levels, pair_sd)]), 1);
    }
    if let Some(n) = &f.c7 {
        let in_nb = |i: usize| view.in_bracket(i) || view.role[i] == Role::Next;
        if in_nb(u) && in_nb(v) {
            // C.7: pairs of the next bracket, then its PSD, counted as for C.6.
            if !in_b {
                add_at(w, at(n.pairs), 1);
            }
            if let Some(bye) = n.bye {
                let inelig = |i: usize| u64::from(!ctx.players[i].pab_eligible);
                add_at(w, at(bye), inelig(u) + inelig(v));
            }
            for s in [su, sv] {
                add_at(w, at(n.psd[level(&n.levels, down_sd(s, n.lowest))]), 1);
            }
            if !in_b {
                sub_at(w, at(n.psd[level(&n.levels, pair_sd)]), 1);
            }
        }
    }
    if !in_b {
        return;
    }
    let pv = pair_violations(ctx, u, v);
    // C.8/C.9: topscorers or their opponents beyond ±2 / three in a row.
    add_at(w, at(f.c8), 2 - u64::from(pv.c10_colour_difference));
    add_at(w, at(f.c9), 2 - u64::from(pv.c11_three_in_a_row));
    // C.10/C.11: colour preferences, strong colour preferences.
    add_at(w, at(f.c10), 1 - u64::from(pv.c12_colour_preference));
    add_at(w, at(f.c11), 1 - u64::from(pv.c13_strong_preference));
    // A.4.b: the higher of two different scores gets a downfloat, the lower
    // an upfloat; an unpaired player (a downfloater) gets a downfloat.
    for back in [1, 2] {
        let k = back - 1;
        for (x, sx, sy) in [(u, su, sv), (v, sv, su)] {
            if floated(ctx, x, back, Float::Down) {
                // C.12/C.14: counted as a downfloater until paired without a downfloat.
                if sx <= sy {
                    add_at(w, at(f.down_again[k]), 1);
                }
                // C.16/C.18: its SD is a downfloater's, or the pair's.
                add_at(
                    w,
                    at(f.down_sd[k][level(&f.levels, down_sd(sx, f.lowest))]),
                    1,
                );
                if sx > sy {
                    sub_at(w, at(f.down_sd[k][level(&f.levels, pair_sd)]), 1);
                }
            }
        }
        // C.13/C.15, C.17/C.19: the lower player upfloats again.
        let lower = match su.cmp(&sv) {
            std::cmp::Ordering::Greater => Some(v),
            std::cmp::Ordering::Less => Some(u),
            std::cmp::Ordering::Equal => None,
        };
        let up = lower.is_some_and(|l| floated(ctx, l, back, Float::Up));
        add_at(w, at(f.up_again[k]), 1 - u64::from(up));
        if up {
            sub_at(w, at(f.up_sd[k][level(&f.levels, pair_sd)]), 1);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(x: f64) -> Points {
        Points((x * 10.0).round() as u32)
    }

    #[test]
    fn dv06_psd_prefers_the_smaller_first_difference() {
        // A = 3, B = C = 2.5, D = 2, E = 1.5, F = 1 (TV-20), no downfloater.
        let png1 = Psd::of(
            &[(p(3.), p(1.)), (p(2.5), p(2.)), (p(2.5), p(1.5))],
            &[],
            p(1.),
        );
        let png2 = Psd::of(
            &[(p(3.), p(1.)), (p(2.5), p(2.5)), (p(2.), p(1.5))],
            &[],
            p(1.),
        );
        assert_eq!(png1, Psd(vec![20, 10, 5]));
        assert_eq!(png2, Psd(vec![20, 5, 0]));
        assert!(png2 < png1);
    }

    #[test]
    fn a8_downfloater_sd_is_measured_from_one_point_below_the_lowest() {
        // Bracket lowest score 1.5: a downfloater on 2 has SD 2 − 0.5 = 1.5,
        // one on 1.5 has SD 1 (A.8), whatever a win is worth.
        let psd = Psd::of(&[(p(2.), p(1.5))], &[p(2.), p(1.5)], p(1.5));
        assert_eq!(psd, Psd(vec![15, 10, 5]));
        // Pairing the higher MDP and letting a resident float is the lower PSD.
        let other = Psd::of(&[(p(1.5), p(1.5))], &[p(2.), p(2.)], p(1.5));
        assert_eq!(other, Psd(vec![15, 15, 0]));
        assert!(psd < other);
    }
}
