//! Feasibility by matching (C.04.3 art. 3.1, 4.4): MaxPairs, M1, the valid
//! sets of pairable MDPs and the completion of the round ([C1]–[C5]).

use crate::dutch::context::RoundContext;
use crate::matching::max_weight_matching;

/// What a still-unpaired player is to the bracket, for [`feasible`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Place {
    /// An MDP that may be paired in the bracket (with a resident only, art. 3.3.3).
    Mdp,
    /// A resident that may be paired in the bracket.
    Resident,
    /// In the bracket but not to be paired there (Limbo, art. 3.2.4).
    Held,
    /// Not in the bracket: paired (if at all) in a later bracket.
    Outside,
}

/// How far [`feasible`] looks beyond the bracket.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Reach {
    /// 2026 [C4] then [C5]: every player `alive` paired but at most one
    /// PAB-eligible one (with `any_bye`, anybody may be left for the PAB),
    /// the PAB assignee's score as low as possible.
    Round2026 { any_bye: bool },
    /// 2017 C.4 (the last bracket, the PPB and the CLB, A.9): every player
    /// `alive` paired but at most one PAB-eligible one; no PAB-score
    /// criterion (the PAB is placed by the last bracket's own pairing).
    Round2017,
    /// 2017 outside the PPB/CLB (A.9): the bracket alone, no completion
    /// test (C.4 does not apply).
    Bracket,
}

/// What the best legal completion of the round gives (see [`feasible`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Feasible {
    /// [C5]: the level (index into `ctx.levels`) of the PAB assignee, if any.
    pub(super) pab_level: Option<usize>,
    /// Pairs made in the bracket.
    pub(super) pairs: usize,
    /// MDPs paired in the bracket.
    pub(super) mdps: usize,
    /// `required` players paired in the bracket.
    pub(super) required: usize,
    /// Pairs within the next bracket (downfloaters and the next scoregroup).
    pub(super) next_pairs: usize,
}

/// The best legal completion of the round when the players `alive` are
/// still to pair: maximises, in this order, the players paired ([C1]–[C4]:
/// all but at most one PAB-eligible player), the PAB assignee's score as low
/// as possible ([C5]), the `required` MDPs paired in the bracket, the pairs
/// made in the bracket ([C6]), the MDPs paired in the bracket ([C7]: MDPs
/// outscore residents) — or, given `next` (the next scoregroup), the pairs
/// made in the next bracket instead ([C8]). `None` when no legal completion
/// exists ([C4]). With [`Reach::Bracket`] only the bracket's own pairs are
/// counted and nothing outside it must be paired.
pub(super) fn feasible(
    ctx: &RoundContext,
    alive: &[usize],
    place: &dyn Fn(usize) -> Place,
    required: &dyn Fn(usize) -> bool,
    forced: Option<(usize, usize)>,
    reach: Reach,
    next: Option<&dyn Fn(usize) -> bool>,
) -> Option<Feasible> {
    let ignore_c2 = reach == Reach::Round2026 { any_bye: true };
    let complete = reach != Reach::Bracket;
    let c5 = matches!(reach, Reach::Round2026 { .. });
    const F: u32 = 24;
    let n = alive.len();
    let top = ctx.levels.len().saturating_sub(1) as i128;
    let in_b = |p: Place| p != Place::Outside;
    let weight = |a: usize, b: usize| -> Option<i128> {
        let (u, v) = (alive[a], alive[b]);
        if !ctx.compatible(u, v) {
            return None;
        }
        if let Some((x, y)) = forced {
            let hit = [u, v].iter().filter(|&&w| w == x || w == y).count();
            if hit == 1 || (hit == 2 && !((u == x && v == y) || (u == y && v == x))) {
                return None;
            }
        }
        let (pu, pv) = (place(u), place(v));
        if !(complete || in_b(pu) && in_b(pv)) {
            return None;
        }
        let mut w: i128 = 0;
        let elig = |i: usize| (ignore_c2 || ctx.players[i].pab_eligible) as i128;
        if complete {
            w += (4 - elig(u) - elig(v)) << (4 * F);
        }
        if c5 {
            // [C5]: leaving unpaired the lowest level = pairing the highest ones.
            let lv = |i: usize| top - ctx.level[i] as i128;
            w += (lv(u) + lv(v)) << (3 * F);
        }
        if in_b(pu) && in_b(pv) {
            // In the bracket only MDP–resident and resident–resident pairs (art. 3.3).
            if pu == Place::Held || pv == Place::Held || (pu == Place::Mdp && pv == Place::Mdp) {
                return None;
            }
            let req = (required(u) as i128) + (required(v) as i128);
            w += req << (2 * F);
            w += 1 << F;
            if next.is_none() {
                w += ((pu == Place::Mdp) as i128) + ((pv == Place::Mdp) as i128);
            }
        } else if let Some(nx) = next {
            // a downfloater of the bracket or a next-scoregroup player, with a next-scoregroup player
            let in_nb = |i: usize, p: Place| nx(i) || in_b(p);
            if in_nb(u, pu) && in_nb(v, pv) {
                w += 1;
            }
        }
        Some(w)
    };
    let m = max_weight_matching(n, weight).ok()?;
    let unmatched: Vec<usize> = (0..n).filter(|&a| m.mate[a].is_none()).collect();
    let pab_level = match unmatched.as_slice() {
        _ if !complete => None,
        [] => None,
        [a] if ignore_c2 || ctx.players[alive[*a]].pab_eligible => Some(ctx.level[alive[*a]]),
        _ => return None,
    };
    if let Some((x, y)) = forced {
        let px = alive.iter().position(|&i| i == x)?;
        if m.mate[px].map(|b| alive[b]) != Some(y) {
            return None;
        }
    }
    let mut f = Feasible {
        pab_level,
        pairs: 0,
        mdps: 0,
        required: 0,
        next_pairs: 0,
    };
    for (a, b) in m.pairs() {
        let (u, v) = (alive[a], alive[b]);
        let (pu, pv) = (place(u), place(v));
        if in_b(pu) && in_b(pv) {
            f.pairs += 1;
            f.mdps += (pu == Place::Mdp) as usize + (pv == Place::Mdp) as usize;
            f.required += required(u) as usize + required(v) as usize;
        } else if let Some(nx) = next {
            let in_nb = |i: usize, p: Place| nx(i) || in_b(p);
            f.next_pairs += (in_nb(u, pu) && in_nb(v, pv)) as usize;
        }
    }
    Some(f)
}

/// Can the players `alive` all be paired ([C1], [C3]; at most one left for
/// the PAB) with `x` against `y`? With `ignore_c2`, anybody may get the PAB.
pub(in crate::teach) fn completion_with_pair(
    ctx: &RoundContext,
    alive: &[usize],
    (x, y): (usize, usize),
    ignore_c2: bool,
) -> bool {
    feasible(
        ctx,
        alive,
        &|_| Place::Outside,
        &|_| false,
        Some((x, y)),
        Reach::Round2026 { any_bye: ignore_c2 },
        None,
    )
    .is_some()
}
