//! C.04.3 approved at the 87th FIDE Congress, Baku 2016, in force from
//! 1 July 2017.
//!
//! What is particular to this version, over the shared bracket core:
//! - floats (A.4.b): any player who does not play a round gets a downfloat;
//! - PAB eligibility (C.2 = C.04.1.d): a PAB or a forfeit win blocks it;
//! - the quality criteria C.5–C.19 with the PSD of A.8, the next-bracket
//!   look-ahead C.7, and the float criteria C.12–C.19 over every player who
//!   receives a float in the bracket;
//! - the route of A.9: brackets are paired without completion look-ahead; the
//!   first bracket whose downfloaters leave the round impossible to complete
//!   is the PPB, re-paired under C.4; everything below it collapses into the
//!   CLB, which completes the round and assigns the PAB.
//!
//! The MDP-exchange order of D.3 ((a) highest differing score, which C.6
//! already decides; (b) the lowest BSNs) is the order the core uses for sets
//! of paired MDPs, and D.1/D.2 are the 2026 art. 4.2/4.3.

pub use super::fields2017::{Psd, ONE_POINT};

use super::bracket::{BracketOutcome, BracketPairer};
use super::context::{Criteria, RoundContext, Version};
use super::fresh::fresh_bracket;
use super::solve::WarmSolver;
use super::view::Scope;
use super::weights::bits_for;
use super::{publish, round_context, DutchOutcome};
use crate::model::PairingError;
use crate::model::Tournament;
use crate::swiss::{FloatRules, PabRules};

/// The 2017 rule version.
pub const VERSION: Version = Version {
    system: crate::model::SystemKind::Dutch2017,
    floats: FloatRules::AnyUnplayed,
    pab: PabRules::PabOrForfeitWin,
    criteria: Criteria::Dutch2017,
};

/// Pairs round `round` under the 2017 rules (A.9); a round without history
/// takes the text's first candidate at once ([`super::fresh`]).
pub fn pair(t: &Tournament, round: u32) -> Result<DutchOutcome, PairingError> {
    pair_with(t, round, true, true)
}

/// Pairs round `round` by the full search of A.9 even when nobody has
/// history: slower, and the reference the tests hold [`pair`] to.
pub fn pair_full_search(t: &Tournament, round: u32) -> Result<DutchOutcome, PairingError> {
    pair_with(t, round, false, true)
}

/// Pairs round `round` as [`pair`] does but with every D.1 partner fixed by
/// a solve, without first trying the first transposition
/// (`BracketPairer::with_first_transposition`): the reference the tests hold
/// that shortcut to.
pub fn pair_without_first_transposition(
    t: &Tournament,
    round: u32,
) -> Result<DutchOutcome, PairingError> {
    pair_with(t, round, true, false)
}

/// `shortcut`: the first candidate of a round without history
/// ([`super::fresh`]); `first`: the first transposition of a remainder
/// tried before solving.
fn pair_with(
    t: &Tournament,
    round: u32,
    shortcut: bool,
    first: bool,
) -> Result<DutchOutcome, PairingError> {
    let ctx = round_context(t, round, VERSION)?;
    // The one bracket is the last one (A.9 note): paired with completion.
    if let Some(b) = shortcut
        .then(|| fresh_bracket(&ctx, |_| Scope::Completion))
        .flatten()
    {
        return publish(ctx, vec![b], round);
    }
    let brackets = pair_brackets(&ctx, first).ok_or(PairingError::NoLegalPairing { round })?;
    publish(ctx, brackets, round)
}

/// A.9: bracket by bracket from the top scoregroup; `None` when the round
/// cannot be completed (the arbiter decides).
///
/// Every solve that looks at the whole rest of the round (the completion
/// tests of A.9, the last bracket, the PPB and the CLB) goes through one
/// warm-started matcher: from one test to the next only the players paired
/// in between leave it, so each test repairs the previous optimum instead of
/// solving the rest of the round afresh. The brackets' own C.7 solves see the
/// bracket and the next scoregroup only; they go through a second warm
/// matcher, since from one of them to the next (the transpositions of D.1,
/// the next bracket) only the edges around the players being decided change.
fn pair_brackets(ctx: &RoundContext, first: bool) -> Option<Vec<BracketOutcome>> {
    let groups = ctx.scoregroups();
    let everyone: Vec<usize> = (0..ctx.len()).collect();
    let mut solver = WarmSolver::new(ctx.len(), top_bits(ctx));
    let mut local = WarmSolver::new(ctx.len(), 0);
    if !completes(ctx, &everyone, &mut solver) {
        return None;
    }
    let mut brackets = Vec::new();
    let mut mdps: Vec<usize> = Vec::new();
    for (k, residents) in groups.iter().enumerate() {
        crate::swiss::progress::bracket(ctx.levels[k], ctx.levels.iter().copied());
        let rest: Vec<usize> = groups[k + 1..].iter().flatten().copied().collect();
        let Some(next) = groups.get(k + 1) else {
            // The last bracket; it assigns the PAB (A.9 note).
            let last = BracketPairer::new(ctx, &mdps, residents, &[], &[])
                .with_scope(Scope::Completion)
                .with_solver(&mut solver)
                .with_first_transposition(first)
                .run(true)?;
            brackets.push(last);
            break;
        };
        // C.7: look ahead to the next bracket only.
        let scope = Scope::NextBracket {
            last: k + 2 == groups.len(),
        };
        let out = BracketPairer::new(ctx, &mdps, residents, next, &[])
            .with_scope(scope)
            .with_solver(&mut local)
            .with_first_transposition(first)
            .run(false)?;
        let left: Vec<usize> = out.downfloaters.iter().chain(&rest).copied().collect();
        if completes(ctx, &left, &mut solver) {
            mdps = out.downfloaters.clone();
            brackets.push(out);
            continue;
        }
        // A.9: this bracket is the PPB, re-paired under C.4; all lower
        // players form the collapsed scoregroup; with the PPB's downfloaters
        // they make the CLB, whose pairing completes the round.
        let ppb = BracketPairer::new(ctx, &mdps, residents, &[], &rest)
            .with_scope(Scope::Completion)
            .with_solver(&mut solver)
            .with_first_transposition(first)
            .run(true)?;
        let clb = BracketPairer::new(ctx, &ppb.downfloaters, &rest, &[], &[])
            .with_scope(Scope::Completion)
            .with_solver(&mut solver)
            .with_first_transposition(first)
            .run(true)?;
        brackets.push(ppb);
        brackets.push(clb);
        break;
    }
    Some(brackets)
}

/// A.9: can `players` be paired, all but at most one PAB-eligible player,
/// complying with C.1–C.3?
fn completes(ctx: &RoundContext, players: &[usize], solver: &mut WarmSolver) -> bool {
    BracketPairer::new(ctx, &[], &[], &[], players)
        .with_scope(Scope::Completion)
        .with_solver(solver)
        .completes()
}

/// Bits of the round-wide field (A.9 legality) for the round's players.
fn top_bits(ctx: &RoundContext) -> u32 {
    bits_for(4 * ctx.len() as u128)
}

/// This version as the system registry (`src/systems/`) and the teaching
/// layer ([`super::RULES`]) reach it.
pub const RULES: super::Rules = super::Rules {
    version: VERSION,
    pair,
};
