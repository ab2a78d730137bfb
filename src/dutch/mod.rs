//! The FIDE Dutch System (C.04.3).
//!
//! One core ([`bracket`], [`context`], [`criteria`], [`colours`]) and one
//! small module per rule version ([`rules2026`]).

pub mod bracket;
pub mod colours;
pub mod context;
pub mod criteria;
pub mod evaluate;
pub mod explain;
pub mod lessons;
pub mod literal;
pub mod rules2026;
pub mod sequence;
pub mod solve;
pub mod trace;
pub mod weights;

use crate::model::{Tournament, Tpn};
use crate::pairing::{sort_boards, Board, Pairing, PairingError};
use bracket::{BracketOutcome, BracketPairer};
use colours::{allocate, ColourRule};
use context::{RoundContext, Version};
use solve::WarmSolver;

/// A paired round with what the teaching views need.
#[derive(Debug, Clone)]
pub struct DutchOutcome {
    pub pairing: Pairing,
    /// The colour rule (art. 5.2.x) that decided each board, same order as `pairing.boards`.
    pub colour_rules: Vec<ColourRule>,
    /// Brackets in the order they were paired, with context indices.
    pub brackets: Vec<BracketOutcome>,
    pub context: RoundContext,
}

/// Pairs round `round` of `t` under the rule version `version`.
pub fn pair_with(
    t: &Tournament,
    round: u32,
    version: Version,
) -> Result<DutchOutcome, PairingError> {
    if round == 0 {
        return Err(PairingError::InvalidState {
            round,
            reason: "rounds are numbered from 1".into(),
        });
    }
    let ctx = RoundContext::new(t, round, version);
    let groups = ctx.scoregroups();
    let mut mdps: Vec<usize> = Vec::new();
    let mut brackets = Vec::new();
    let mut pairs: Vec<(usize, usize)> = Vec::new();
    let mut solver = WarmSolver::new(ctx.len(), BracketPairer::top_bits(&ctx));
    for k in 0..groups.len() {
        let residents = &groups[k];
        let next: &[usize] = groups.get(k + 1).map_or(&[], |g| g.as_slice());
        let lower: Vec<usize> = groups.iter().skip(k + 2).flatten().copied().collect();
        let pairer =
            BracketPairer::new(&ctx, &mdps, residents, next, &lower).with_solver(&mut solver);
        let outcome = pairer
            .run(true)
            .ok_or(PairingError::NoLegalPairing { round })?;
        pairs.extend(outcome.pairs.iter().copied());
        mdps = outcome.downfloaters.clone();
        brackets.push(outcome);
    }
    // art. 1.9.1: at most one player, from the last bracket, gets the PAB.
    let bye = match mdps.as_slice() {
        [] => None,
        [x] if ctx.players[*x].pab_eligible => Some(*x),
        _ => return Err(PairingError::NoLegalPairing { round }),
    };
    let mut boards = Vec::with_capacity(pairs.len());
    let mut rules = Vec::with_capacity(pairs.len());
    for &(a, b) in &pairs {
        // context order is pairing order: the smaller index is ranked higher (art. 1.2)
        let (hi, lo) = if a < b { (a, b) } else { (b, a) };
        let (c, rule) = allocate(
            &ctx.players[hi],
            &ctx.players[lo],
            ctx.number[hi],
            ctx.initial_colour,
        );
        let (w, bl) = c.fold((hi, lo), (lo, hi));
        boards.push((
            Board {
                white: ctx.players[w].tpn,
                black: ctx.players[bl].tpn,
            },
            rule,
        ));
        rules.push(rule);
    }
    let score_of = |tpn: Tpn| {
        ctx.players
            .iter()
            .find(|p| p.tpn == tpn)
            .map(|p| p.score)
            .unwrap_or_default()
    };
    let mut plain: Vec<Board> = boards.iter().map(|b| b.0).collect();
    sort_boards(&mut plain, score_of);
    let colour_rules = plain
        .iter()
        .map(|b| {
            boards
                .iter()
                .find(|x| x.0 == *b)
                .map(|x| x.1)
                .unwrap_or(ColourRule::InitialColour)
        })
        .collect();
    Ok(DutchOutcome {
        pairing: Pairing {
            boards: plain,
            bye: bye.map(|i| ctx.players[i].tpn),
        },
        colour_rules,
        brackets,
        context: ctx,
    })
}
