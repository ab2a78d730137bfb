//! Colours under the classic texts: what X and Z count (A7, A8; readings
//! R6–R8) and the allocation rules E1–E5 (reading R23).

use super::context::{Ctx, Player};
use super::trace::ColourRule;
use super::FlexibleMild;
use crate::model::Colour;
use crate::swiss::Strength;

/// A mild preference of an even round that A7.e lets flip (the w/b of
/// A8): an even number of games, i.e. an odd number of unplayed rounds.
fn flexible_mild(ctx: &Ctx, p: &Player) -> bool {
    ctx.text.flexible_mild != FlexibleMild::None
        && ctx.even_round()
        && p.unplayed % 2 == 1
        && p.preference.is_some_and(|q| q.strength == Strength::Mild)
}

/// A8: X1 and (even rounds) Z1 of the players `idx` of a bracket, for P0
/// pairs (reading R8).
pub fn budgets(ctx: &Ctx, idx: &[usize]) -> (u32, Option<u32>) {
    if ctx.text.flexible_mild != FlexibleMild::Z {
        return budgets_1992(ctx, idx);
    }
    let (mut w_big, mut b_big, mut w, mut b, mut a) = (0i64, 0i64, 0i64, 0i64, 0i64);
    for &i in idx {
        let p = &ctx.players[i];
        match p.preference {
            None => a += 1,
            Some(q) => {
                let mild = flexible_mild(ctx, p);
                match (q.colour, mild) {
                    (Colour::White, true) => w += 1,
                    (Colour::Black, true) => b += 1,
                    (Colour::White, false) => w_big += 1,
                    (Colour::Black, false) => b_big += 1,
                }
            }
        }
    }
    let p0 = (idx.len() / 2) as i64;
    let x1 = if b_big + b > w_big + w {
        p0 - w_big - w - a
    } else {
        p0 - b_big - b - a
    };
    let z1 = ctx.even_round().then(|| {
        let z = if b_big > w_big {
            p0 - w_big - b - w - a
        } else {
            p0 - b_big - b - w - a
        };
        z.max(0) as u32
    });
    (x1.max(0) as u32, z1)
}

/// A8 of the 1992 and 2006 texts: x = (players preferring the more
/// wanted colour) − q, q = half the bracket rounded up, at least 0
/// (reading O4: players without a preference prefer neither colour).
/// 2006 A7.d: a flexible mild preference is "counted" as the colour that
/// reduces x (reading O5). The French text's BAF 77 budget (Z, every
/// round): the pairs in which two strong preferences must be forced, at
/// least P0 − (strong minority) − (mild) − (no preference) (reading O8).
fn budgets_1992(ctx: &Ctx, idx: &[usize]) -> (u32, Option<u32>) {
    let (mut w, mut b, mut flex, mut sw, mut sb, mut mild, mut none) = (0i64, 0, 0, 0, 0, 0, 0);
    for &i in idx {
        let p = &ctx.players[i];
        let Some(q) = p.preference else {
            none += 1;
            continue;
        };
        if flexible_mild(ctx, p) {
            flex += 1;
        } else if q.colour == Colour::White {
            w += 1;
        } else {
            b += 1;
        }
        if q.strength == Strength::Mild {
            mild += 1;
        } else if q.colour == Colour::White {
            sw += 1;
        } else {
            sb += 1;
        }
    }
    let n = idx.len() as i64;
    let q = (n + 1) / 2;
    // The flexible ones go to the colour fewer players want.
    let most = w.max(b).max((w + b + flex + 1) / 2);
    let x = (most - q).max(0) as u32;
    let z = ctx.z_round().then(|| {
        let p0 = n / 2;
        (p0 - sw.min(sb) - mild - none).max(0) as u32
    });
    (x, z)
}

/// A8 of the 1992 and 2006 texts over a group (a bracket or a remainder,
/// which C6 pairs "at C2", so with its own x: reading O4): x, and the
/// number of mild preferences for the more wanted colour. BAF 77 (reading
/// O8): a disturbed pair of two strong preferences is kept only when x
/// exceeds the mild preferences that could be disturbed instead, so such
/// pairs may number at most x − that count.
pub fn a8_1992(ctx: &Ctx, idx: &[usize]) -> (u32, u32) {
    let (mut w, mut b, mut flex, mut mild_w, mut mild_b) = (0i64, 0i64, 0i64, 0u32, 0u32);
    for &i in idx {
        let p = &ctx.players[i];
        let Some(q) = p.preference else { continue };
        if flexible_mild(ctx, p) {
            flex += 1;
            continue;
        }
        let mild = q.strength == Strength::Mild;
        if q.colour == Colour::White {
            w += 1;
            mild_w += u32::from(mild);
        } else {
            b += 1;
            mild_b += u32::from(mild);
        }
    }
    // The flexible ones go, one by one, to the colour fewer players want.
    for _ in 0..flex {
        if w < b {
            w += 1;
        } else {
            b += 1;
        }
    }
    let q = (idx.len() as i64 + 1) / 2;
    let (most, mild) = if b > w { (b, mild_b) } else { (w, mild_w) };
    ((most - q).max(0) as u32, mild)
}

/// Reading R7: (counts for X, counts for Z) of a pair. 2006 A7.d (reading
/// O5): a flexible mild preference takes the colour that fits.
pub fn violations(ctx: &Ctx, a: usize, b: usize) -> (u32, u32) {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    let flexible = ctx.text.flexible_mild == FlexibleMild::X
        && (flexible_mild(ctx, pa) || flexible_mild(ctx, pb));
    let x = !flexible
        && matches!((pa.wants(Strength::Mild), pb.wants(Strength::Mild)), (Some(c), Some(d)) if c == d);
    let z = ctx.z_round()
        && matches!((pa.wants(Strength::Strong), pb.wants(Strength::Strong)), (Some(c), Some(d)) if c == d);
    (u32::from(x), u32::from(z))
}

/// A2 rank: `a` is higher than `b` (score, then pairing number: R1).
pub fn higher(ctx: &Ctx, a: usize, b: usize) -> bool {
    let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
    (std::cmp::Reverse(pa.score), pa.tpn) < (std::cmp::Reverse(pb.score), pb.tpn)
}

/// E1–E5 for the pair `(a, b)`. Returns (white, black, rule).
pub fn allocate(ctx: &Ctx, a: usize, b: usize) -> (usize, usize, ColourRule) {
    let (hi, lo) = if higher(ctx, a, b) { (a, b) } else { (b, a) };
    let (ph, pl) = (&ctx.players[hi], &ctx.players[lo]);
    let give = |player: usize, c: Colour, rule| {
        if player == hi {
            match c {
                Colour::White => (hi, lo, rule),
                Colour::Black => (lo, hi, rule),
            }
        } else {
            match c {
                Colour::White => (lo, hi, rule),
                Colour::Black => (hi, lo, rule),
            }
        }
    };
    match (ph.preference, pl.preference) {
        (None, None) => {
            // E5 (round 1), reading R23 for players who have not played yet.
            // Round 1 (F4): the place in S1 is the place in A2 order; later
            // rounds: the pairing number's.
            let pos = if ctx.round == 1 && !ctx.text.e5_pairing_number {
                hi
            } else {
                ph.tpn.index()
            };
            let c = if pos % 2 == 0 {
                ctx.lot
            } else {
                ctx.lot.opposite()
            };
            give(hi, c, ColourRule::E5FirstRound { first: ctx.lot })
        }
        // A7.f: the opponent's preference is granted.
        (Some(p), None) => give(hi, p.colour, ColourRule::E2StrongerPreference),
        (None, Some(p)) => give(lo, p.colour, ColourRule::E2StrongerPreference),
        (Some(p), Some(q)) => {
            if p.colour != q.colour {
                return give(hi, p.colour, ColourRule::E1BothPreferences);
            }
            // 1992/2006 (reading O10): B2 lifted for one of the two only
            // still binds the other, who gets his absolute colour.
            let absolute = |x: &Player| {
                x.preference
                    .is_some_and(|q| q.strength == Strength::Absolute)
            };
            if ctx.text.b2_per_player
                && absolute(ph)
                && absolute(pl)
                && ph.topscorer != pl.topscorer
            {
                let bound = if ph.topscorer { lo } else { hi };
                return give(bound, p.colour, ColourRule::E2StrongerPreference);
            }
            // Even rounds, A7.e: a flexible mild preference yields.
            let (sh, sl) = (effective(ctx, ph), effective(ctx, pl));
            if sh != sl {
                return if sh > sl {
                    give(hi, p.colour, ColourRule::E2StrongerPreference)
                } else {
                    give(lo, q.colour, ColourRule::E2StrongerPreference)
                };
            }
            // E3: the latest round (F3-compressed, aligned from the most
            // recent game) where their colours differed.
            let (ch, cl) = (&ph.colours.0, &pl.colours.0);
            for k in 1..=ch.len().min(cl.len()) {
                let (x, y) = (ch[ch.len() - k], cl[cl.len() - k]);
                if x != y {
                    return give(hi, x.opposite(), ColourRule::E3Alternate);
                }
            }
            give(hi, p.colour, ColourRule::E4HigherRanked)
        }
    }
}

/// The strength E2 compares (absolute > strong > mild; A7.e's flexible
/// mild ones below every other).
fn effective(ctx: &Ctx, p: &Player) -> u8 {
    match p.preference.map(|q| q.strength) {
        None => 0,
        Some(_) if flexible_mild(ctx, p) => 1,
        Some(Strength::Mild) => 2,
        Some(Strength::Strong) => 3,
        Some(Strength::Absolute) => 4,
    }
}
