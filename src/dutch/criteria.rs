//! The quality criteria of C.04.3 art. 2.4 that depend on a single pair,
//! evaluated for one candidate pair of the bracket.

use super::colours::allocate;
use super::context::RoundContext;
use crate::model::Colour;
use crate::swiss::{Float, Strength};

/// Violations a pair brings, one field per criterion.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct PairViolations {
    /// [C10] topscorers or their opponents whose colour difference goes beyond ±2.
    pub c10_colour_difference: u8,
    /// [C11] topscorers or their opponents with the same colour three times running.
    pub c11_three_in_a_row: u8,
    /// [C12] players not getting their colour preference.
    pub c12_colour_preference: u8,
    /// [C13] players not getting their strong colour preference.
    pub c13_strong_preference: u8,
}

/// `higher`, `lower`: indices into the round context, `higher` ranked higher.
pub fn pair_violations(ctx: &RoundContext, a: usize, b: usize) -> PairViolations {
    let (hi, lo) = if a < b { (a, b) } else { (b, a) };
    let (ph, pl) = (&ctx.players[hi], &ctx.players[lo]);
    let mut v = PairViolations::default();
    if let (Some(x), Some(y)) = (ph.preference, pl.preference) {
        if x.colour == y.colour {
            // one of the two does not get the colour it prefers
            v.c12_colour_preference = 1;
            // the one who yields has the weaker (or equal) preference
            if x.strength.min(y.strength) >= Strength::Strong {
                v.c13_strong_preference = 1;
            }
        }
    }
    if ctx.topscorer[hi] || ctx.topscorer[lo] {
        let (ch, _) = allocate(ph, pl, ctx.number[hi], ctx.initial_colour);
        for (p, c) in [(ph, ch), (pl, ch.opposite())] {
            let after = p.colours.with(c);
            if after.difference().abs() > 2 {
                v.c10_colour_difference += 1;
            }
            if p.colours.would_be_three_in_a_row(c) {
                v.c11_three_in_a_row += 1;
            }
        }
    }
    v
}

/// The float player `i` received `back` rounds ago is `f`.
pub fn floated(ctx: &RoundContext, i: usize, back: usize, f: Float) -> bool {
    ctx.players[i].float_before(back) == Some(f)
}

/// Colour that player `hi` (ranked higher than `lo`) receives.
pub fn colour_of_higher(ctx: &RoundContext, hi: usize, lo: usize) -> Colour {
    allocate(
        &ctx.players[hi],
        &ctx.players[lo],
        ctx.number[hi],
        ctx.initial_colour,
    )
    .0
}
