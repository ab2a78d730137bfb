//! The criteria of C.04.3 (2026) art. 2 as bit fields of one edge weight,
//! highest priority first: what [`super::bracket`] maximises when it pairs a
//! bracket under the 2026 rules (driven by [`super::rules2026`]).

use super::context::RoundContext;
use super::criteria::{floated, pair_violations};
use super::view::{Role, Scope, View};
use super::weights::{add_at, sub_at, Field, Layout};
use crate::swiss::Float;

/// The 2026 fields of one solve, highest priority first.
pub(super) struct Fields {
    /// Levels of the bracket ([C7]) and of bracket + next scoregroup ([C8]).
    b_levels: Vec<usize>,
    bn_levels: Vec<usize>,
    /// Score differences of MDP pairs ([C18]–[C21]), largest first.
    sd_levels: Vec<u32>,
    /// Legality ([C1]–[C4]) and [C5], over the whole round; absent in a
    /// [`Scope::Local`] solve.
    round: Option<(Field, Field)>,
    c6: Field,
    c7: Vec<Field>,
    c8_pairs: Field,
    c8_scores: Vec<Field>,
    c9: Field,
    c10: Field,
    c11: Field,
    c12: Field,
    c13: Field,
    c14: Field,
    c15: Field,
    c16: Field,
    c17: Field,
    sd: Vec<Vec<Field>>,
}

impl Fields {
    /// The round-wide fields (legality, [C5]) come first and keep their offsets.
    pub(super) fn round_wide(&self) -> usize {
        if self.round.is_some() {
            2
        } else {
            0
        }
    }
}

/// Declares the 2026 fields of a solve over `view.alive`.
pub(super) fn declare(view: &View, layout: &mut Layout) -> Fields {
    let ctx = view.ctx;
    let alive = view.alive;
    let nn = alive.len() as u128;
    let half = nn / 2 + 1;
    let mut b_levels: Vec<usize> = alive
        .iter()
        .filter(|&&i| view.in_bracket(i))
        .map(|&i| ctx.level[i])
        .collect();
    crate::sort::sort(&mut b_levels);
    b_levels.dedup();
    let next_level = alive
        .iter()
        .find(|&&i| view.role[i] == Role::Next)
        .map(|&i| ctx.level[i]);
    let mut bn_levels = b_levels.clone();
    bn_levels.extend(next_level);
    let resident_score = alive
        .iter()
        .find(|&&i| view.role[i] == Role::Resident)
        .map(|&i| ctx.players[i].pairing_score.0);
    // Score differences of MDP pairs (C18–C21), largest first. An MDP left
    // unpaired (Limbo) counts as a downfloater whose difference is its
    // score − (the bracket's score − 1 win), larger than any of its pairs'.
    let win = ctx.win.0;
    let mut sd_levels: Vec<u32> = alive
        .iter()
        .filter(|&&i| view.role[i] == Role::Mdp)
        .filter_map(|&i| resident_score.map(|r| ctx.players[i].pairing_score.0 - r))
        .flat_map(|d| [d, d + win])
        .collect();
    crate::sort::sort_by(&mut sd_levels, |a, b| b.cmp(a));
    sd_levels.dedup();
    // Round-wide fields, sized for the whole round so their offsets never move.
    let n_round = ctx.len() as u128;
    let round = (view.scope != Scope::Local).then(|| {
        let legal = layout.field(2 * n_round);
        (legal, layout.field(n_round * ctx.levels.len() as u128))
    });
    let c6 = layout.field(half);
    let c7 = b_levels.iter().map(|_| layout.field(nn)).collect();
    let c8_pairs = layout.field(half);
    let c8_scores = bn_levels.iter().map(|_| layout.field(nn)).collect();
    let c9 = layout.field(nn * ctx.round as u128);
    let c10 = layout.field(nn);
    let c11 = layout.field(nn);
    let c12 = layout.field(half);
    let c13 = layout.field(half);
    let c14 = layout.field(nn);
    let c15 = layout.field(half);
    let c16 = layout.field(nn);
    let c17 = layout.field(half);
    let sd = (0..4)
        .map(|_| sd_levels.iter().map(|_| layout.field(4 * nn)).collect())
        .collect();
    Fields {
        b_levels,
        bn_levels,
        sd_levels,
        round,
        c6,
        c7,
        c8_pairs,
        c8_scores,
        c9,
        c10,
        c11,
        c12,
        c13,
        c14,
        c15,
        c16,
        c17,
        sd,
    }
}

/// Writes player `v`'s share of the round-wide fields into `w` (zeroed): on
/// every edge `{u, v}` these fields are the sum of the shares of `u` and `v`
/// (see [`fill`]).
pub(super) fn round_wide_term(f: &Fields, view: &View, layout: &Layout, w: &mut [u64], v: usize) {
    if let Some((legal, c5)) = f.round {
        let (l, c) = round_share(view.ctx, v);
        add_at(w, layout.offset(legal), l);
        add_at(w, layout.offset(c5), c);
    }
}

/// Player `v`'s share of the round-wide fields when paired: legality
/// ([C2]/[C4]: 2, less 1 for a player who may take the PAB, so that all are
/// paired but at most one PAB-eligible player) and [C5] (the score level
/// below the top: the unpaired player scores as little as possible).
pub(super) fn round_share(ctx: &RoundContext, v: usize) -> (u64, u64) {
    let top = ctx.levels.len() as u64 - 1;
    (
        2 - ctx.players[v].pab_eligible as u64,
        top - ctx.level[v] as u64,
    )
}

/// Writes the 2026 fields of the possible pair `{u, v}` into `w` (zeroed).
pub(super) fn fill(f: &Fields, view: &View, layout: &Layout, w: &mut [u64], u: usize, v: usize) {
    let ctx = view.ctx;
    let mut put = |field, val: u64| add_at(w, layout.offset(field), val);
    if let Some((legal, c5)) = f.round {
        // [C2]/[C4]: all paired but at most one PAB-eligible player; [C5]:
        // the unpaired player (the PAB) has the lowest score possible.
        let ((lu, cu), (lv, cv)) = (round_share(ctx, u), round_share(ctx, v));
        put(legal, lu + lv);
        put(c5, cu + cv);
    }
    let in_b = view.in_bracket(u) && view.in_bracket(v);
    let in_bn = (view.in_bracket(u) || view.role[u] == Role::Next)
        && (view.in_bracket(v) || view.role[v] == Role::Next);
    if in_b {
        // [C6]: maximise the pairs of the bracket.
        put(f.c6, 1);
        // [C7]: downfloaters' scores as low as possible, highest first.
        for x in [u, v] {
            if let Some(k) = f.b_levels.iter().position(|&l| l == ctx.level[x]) {
                put(f.c7[k], 1);
            }
        }
    }
    if in_bn {
        // [C8]: the next bracket's pairs ([C6]) and downfloaters ([C7]).
        if !in_b {
            put(f.c8_pairs, 1);
        }
        for x in [u, v] {
            if let Some(k) = f.bn_levels.iter().position(|&l| l == ctx.level[x]) {
                put(f.c8_scores[k], 1);
            }
        }
    }
    // [C9]: the PAB assignee has as few unplayed games as possible.
    if view.c9 {
        for x in [u, v] {
            if view.in_bracket(x) {
                put(f.c9, ctx.players[x].unplayed_rounds as u64);
            }
        }
    }
    if !in_b {
        return;
    }
    let pv_ = pair_violations(ctx, u, v);
    put(f.c10, 2 - pv_.c10_colour_difference as u64);
    put(f.c11, 2 - pv_.c11_three_in_a_row as u64);
    put(f.c12, 1 - pv_.c12_colour_preference as u64);
    put(f.c13, 1 - pv_.c13_strong_preference as u64);
    // [C14]/[C16]: resident downfloaters who downfloated 1/2 rounds before.
    for x in [u, v] {
        if view.role[x] == Role::Resident {
            put(f.c14, floated(ctx, x, 1, Float::Down) as u64);
            put(f.c16, floated(ctx, x, 2, Float::Down) as u64);
        }
    }
    let mdp_pair = match (view.role[u], view.role[v]) {
        (Role::Mdp, _) => Some((u, v)),
        (_, Role::Mdp) => Some((v, u)),
        _ => None,
    };
    // [C15]/[C17]: MDP opponents who upfloated 1/2 rounds before.
    let (up1, up2) = mdp_pair.map_or((false, false), |(_, r)| {
        (floated(ctx, r, 1, Float::Up), floated(ctx, r, 2, Float::Up))
    });
    put(f.c15, 1 - up1 as u64);
    put(f.c17, 1 - up2 as u64);
    // [C18]–[C21]: score differences of those pairs, largest first.
    let Some((mdp, r)) = mdp_pair else {
        return;
    };
    let sd = ctx.players[mdp].pairing_score.0 - ctx.players[r].pairing_score.0;
    let flags = [
        floated(ctx, mdp, 1, Float::Down),
        floated(ctx, r, 1, Float::Up),
        floated(ctx, mdp, 2, Float::Down),
        floated(ctx, r, 2, Float::Up),
    ];
    let win = ctx.win.0;
    let sd_level = |d: u32| f.sd_levels.iter().position(|&x| x == d).unwrap_or(0);
    for (c, fields) in f.sd.iter().enumerate() {
        if !flags[c] {
            continue;
        }
        if c % 2 == 0 {
            // [C18]/[C20] the MDP: paired here instead of in Limbo.
            add_at(w, layout.offset(fields[sd_level(sd + win)]), 1);
            sub_at(w, layout.offset(fields[sd_level(sd)]), 1);
        } else {
            // [C19]/[C21] the resident upfloats again, with difference sd.
            sub_at(w, layout.offset(fields[sd_level(sd)]), 1);
        }
    }
}
