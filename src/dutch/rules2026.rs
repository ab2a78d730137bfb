//! C.04.3 approved by the FIDE Council on 28/10/2025, in force from 1 Feb 2026.
//!
//! What is particular to this version: floats per art. 1.4.3–1.4.4 (only the
//! PAB receiver and players scoring more than a loss without playing get a
//! downfloat), the criteria [C1]–[C21] of art. 2 in that priority order with
//! [C4] completion and [C5] PAB score decided over the whole rest of the round
//! in every bracket, the sets of pairable MDPs of art. 4.4.

use super::bracket::{BracketOutcome, BracketPairer};
use super::context::{Criteria, RoundContext, Version};
use super::fields2026::round_share;
use super::fresh::fresh_bracket;
use super::solve::WarmSolver;
use super::view::Scope;
use super::weights::bits_for;
use super::{publish, round_context, DutchOutcome};
use crate::model::PairingError;
use crate::model::Tournament;
use crate::swiss::{FloatRules, PabRules};

/// The 2026 rule version.
pub const VERSION: Version = Version {
    system: crate::model::SystemKind::Dutch2026,
    floats: FloatRules::PabOrUnplayedPoints,
    pab: PabRules::UnplayedWinPoints,
    criteria: Criteria::Dutch2026,
};

/// Pairs round `round` under the 2026 rules: bracket after bracket, each one
/// looking ahead over every player not yet paired.
///
/// A bracket is first paired over itself and the next scoregroup alone
/// ([`Scope::Local`]): [C6]–[C8] and [C10]–[C21] need nothing more. That
/// pairing is the bracket's when the round's players left after it can
/// still be paired as well on [C4]/[C5] as at the start of the round, with
/// [C8]'s next-bracket pairs as the local solve found them and the PAB not
/// from this bracket (so [C9] has its best value): then no candidate can beat
/// it on any criterion, and the candidates that tie with it tie locally
/// too, where it is the first generated (see [`confirms`]). Otherwise the
/// bracket is paired again over the whole rest of the round.
pub fn pair(t: &Tournament, round: u32) -> Result<DutchOutcome, PairingError> {
    pair_with(t, round, true, true, true)
}

/// Pairs round `round` with every bracket paired over the whole rest of the
/// round at once, without the local first try of [`pair`] nor the
/// first-candidate shortcut of a round without history
/// ([`super::fresh`]): slower, and the reference the tests hold [`pair`] to.
pub fn pair_whole_round(t: &Tournament, round: u32) -> Result<DutchOutcome, PairingError> {
    pair_with(t, round, false, false, true)
}

/// Pairs round `round` with the local first try of [`pair`] but without the
/// first-candidate shortcut of [`super::fresh`]: what [`pair`] records for
/// every bracket, the reference the tests hold that shortcut to.
pub fn pair_without_fresh_shortcut(
    t: &Tournament,
    round: u32,
) -> Result<DutchOutcome, PairingError> {
    pair_with(t, round, true, false, true)
}

/// Pairs round `round` as [`pair`] does but with every art. 4.2 partner
/// fixed by a solve, without first trying the first transposition
/// (`BracketPairer::with_first_transposition`): the reference the tests hold
/// that shortcut to.
pub fn pair_without_first_transposition(
    t: &Tournament,
    round: u32,
) -> Result<DutchOutcome, PairingError> {
    pair_with(t, round, true, true, false)
}

/// `local_first`: the local first try; `shortcut`: the first candidate of a
/// round without history ([`super::fresh`]); `first`: the first
/// transposition of a remainder tried before solving.
fn pair_with(
    t: &Tournament,
    round: u32,
    local_first: bool,
    shortcut: bool,
    first: bool,
) -> Result<DutchOutcome, PairingError> {
    let ctx = round_context(t, round, VERSION)?;
    // An even bracket is kept by the local first try; an odd one leaves its
    // PAB player in the bracket, so it is paired over the whole round.
    let fresh = shortcut
        .then(|| fresh_bracket(&ctx, |odd| if odd { Scope::Round } else { Scope::Local }))
        .flatten();
    if let Some(bracket) = fresh {
        return publish(ctx, vec![bracket], round);
    }
    let groups = ctx.scoregroups();
    let mut mdps: Vec<usize> = Vec::new();
    let mut brackets = Vec::new();
    let mut solver = WarmSolver::new(ctx.len(), top_bits(&ctx));
    // The local first tries go through a second warm matcher (no round-wide
    // fields): from one solve to the next (the transpositions of art. 4.2,
    // the next bracket) only the edges around the players being decided
    // change, so each solve repairs the previous optimum.
    let mut local_solver = WarmSolver::new(ctx.len(), 0);
    // [C4]/[C5] at their best over the whole round; every bracket keeps it.
    let everyone: Vec<usize> = (0..ctx.len()).collect();
    let best = BracketPairer::new(&ctx, &[], &[], &[], &everyone)
        .with_solver(&mut solver)
        .best_matching();
    let best = Unpaired::of(&ctx, &best, &everyone);
    if !best.legal() {
        return Err(PairingError::NoLegalPairing { round });
    }
    for k in 0..groups.len() {
        crate::swiss::progress::bracket(ctx.levels[k], ctx.levels.iter().copied());
        let residents = &groups[k];
        let next: &[usize] = groups.get(k + 1).map_or(&[], |g| g.as_slice());
        let lower: Vec<usize> = groups.iter().skip(k + 2).flatten().copied().collect();
        let local = local_first
            .then(|| {
                BracketPairer::new(&ctx, &mdps, residents, next, &[])
                    .with_scope(Scope::Local)
                    .with_solver(&mut local_solver)
                    .with_first_transposition(first)
                    .run(false)
            })
            .flatten()
            .filter(|out| confirms(&ctx, &mut solver, out, next, &lower, &best));
        let outcome = match local {
            Some(out) => out,
            None => BracketPairer::new(&ctx, &mdps, residents, next, &lower)
                .with_solver(&mut solver)
                .with_first_transposition(first)
                .run(true)
                .ok_or(PairingError::NoLegalPairing { round })?,
        };
        mdps = outcome.downfloaters.clone();
        brackets.push(outcome);
    }
    publish(ctx, brackets, round)
}

/// The players left unpaired by a pairing, measured as the round-wide fields
/// measure them ([`round_share`]): fewer is better on both counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Unpaired {
    /// [C2]/[C4]: 2 per unpaired player, 1 for one who may take the PAB.
    legality: u64,
    /// [C5]: the score levels of the unpaired players below the top.
    c5: u64,
}

impl Unpaired {
    fn of(ctx: &RoundContext, mate: &[Option<usize>], players: &[usize]) -> Unpaired {
        let mut out = Unpaired { legality: 0, c5: 0 };
        for &v in players.iter().filter(|&&v| mate[v].is_none()) {
            let (l, c) = round_share(ctx, v);
            out.legality += l;
            out.c5 += c;
        }
        out
    }

    /// [C2]/[C4]: all paired but at most one PAB-eligible player.
    fn legal(&self) -> bool {
        self.legality <= 1
    }
}

/// Whether the local pairing `out` of a bracket is the bracket's pairing:
/// with its pairs and its next-bracket pairs fixed, the players left (the
/// rest of the bracket and of the next scoregroup, which may not pair among
/// themselves any more, and every lower player) can be paired leaving the
/// unpaired players of `best`'s measure, none of them from this bracket.
///
/// Why that suffices: that completion makes a candidate of the whole round
/// whose [C4]/[C5] are the best possible, whose [C6]–[C8] and [C10]–[C21]
/// are the local ones (the best over the bracket's candidates, [C8] counting
/// only pairs of the bracket and the next scoregroup), and whose [C9] is the
/// best possible (the PAB is not from this bracket). Any other candidate is
/// at most as good locally, and over the whole round no better than
/// locally, so none beats it; one that ties with it ties locally too, where
/// this pairing is the first generated.
fn confirms(
    ctx: &RoundContext,
    solver: &mut WarmSolver,
    out: &BracketOutcome,
    next: &[usize],
    lower: &[usize],
    best: &Unpaired,
) -> bool {
    let mut in_next_pair = vec![false; ctx.len()];
    for &(a, b) in &out.next_pairs {
        in_next_pair[a] = true;
        in_next_pair[b] = true;
    }
    let left: Vec<usize> = out
        .downfloaters
        .iter()
        .chain(next)
        .copied()
        .filter(|&i| !in_next_pair[i])
        .collect();
    // The players left of the bracket and the next scoregroup take the MDP
    // role: MDPs never meet each other, and meet lower players freely.
    let mate = BracketPairer::new(ctx, &left, &[], &[], lower)
        .with_solver(solver)
        .best_matching();
    let players: Vec<usize> = left.iter().chain(lower).copied().collect();
    let from_bracket = out
        .downfloaters
        .iter()
        .any(|&d| !in_next_pair[d] && mate[d].is_none());
    !from_bracket && Unpaired::of(ctx, &mate, &players) == *best
}

/// Bits of the round-wide fields (legality and [C5]) for the round's players.
pub fn top_bits(ctx: &RoundContext) -> u32 {
    let nn = ctx.len() as u128;
    bits_for(2 * nn) + bits_for(nn * ctx.levels.len() as u128)
}

/// This version as the system registry (`src/systems/`) and the teaching
/// layer ([`super::RULES`]) reach it.
pub const RULES: super::Rules = super::Rules {
    version: VERSION,
    pair,
};
