//! The FIDE Dutch System (C.04.3).
//!
//! One core ([`bracket`], [`view`], [`context`], [`criteria`], [`criterion`],
//! [`colours`]) and, per rule version, its criteria as fields of the edge
//! weight ([`fields2026`], [`fields2017`]) and its driver, which pairs the
//! brackets its way ([`rules2026`], [`rules2017`]). The drivers use the core;
//! the core uses only the fields. The teaching layer (`teach`) reads
//! what it needs from the pub items here.
//!
//! [`classic`] is the pre-2017 procedure (C1–C14 with transpositions,
//! exchanges and the C10 ladder), with the ~2008 text as its rule data.

pub mod bracket;
pub mod classic;
pub mod colour_bound;
pub mod colours;
pub mod context;
pub mod criteria;
pub mod criterion;
pub mod evaluate;
pub mod fields2017;
pub mod fields2026;
pub mod fresh;
pub mod rules2017;
pub mod rules2026;
pub mod sequence;
pub mod solve;
pub mod view;
pub mod weights;

use crate::model::{sort_boards, Board, InvalidReason, Pairing, PairingError};
use crate::model::{SystemKind, Tournament, Tpn};
use bracket::BracketOutcome;
use colours::{allocate, ColourRule};
use context::{RoundContext, Version};

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

/// A Dutch rule version as the layers above (teaching) reach it.
#[derive(Debug, Clone, Copy)]
pub struct Rules {
    pub version: Version,
    /// Pairs a round and keeps what the teaching views need.
    pub pair: fn(&Tournament, u32) -> Result<DutchOutcome, PairingError>,
}

/// Every Dutch rule version.
pub const RULES: [Rules; 2] = [rules2026::RULES, rules2017::RULES];

/// Every Dutch version is one engine of the registry: the same bracket
/// procedure over its own rule data.
impl crate::swiss::engine::PairingEngine for Rules {
    fn kind(&self) -> SystemKind {
        self.version.system
    }
    fn pair(&self, t: &Tournament, round: u32) -> Result<Pairing, PairingError> {
        (self.pair)(t, round).map(|o| o.pairing)
    }
    fn history_rules(&self) -> (crate::swiss::FloatRules, crate::swiss::PabRules) {
        (self.version.floats, self.version.pab)
    }
}

/// The Dutch rule version of the system `kind`, if it is one.
pub fn rules(kind: SystemKind) -> Option<Rules> {
    RULES.into_iter().find(|r| r.version.system == kind)
}

/// The context of round `round` of `t` under `version`.
fn round_context(
    t: &Tournament,
    round: u32,
    version: Version,
) -> Result<RoundContext, PairingError> {
    if round == 0 {
        return Err(PairingError::InvalidState {
            round,
            reason: InvalidReason::RoundZero,
        });
    }
    Ok(RoundContext::new(t, round, version))
}

/// Allocates colours (art. 5.2 = 2017 E.1–E.5) to the pairs of the paired
/// `brackets`, gives the PAB to the one player the last bracket leaves (art.
/// 1.9.1; 2017 A.9 note) and sorts the boards for publication.
fn publish(
    ctx: RoundContext,
    brackets: Vec<BracketOutcome>,
    round: u32,
) -> Result<DutchOutcome, PairingError> {
    let pairs: Vec<(usize, usize)> = brackets.iter().flat_map(|b| b.pairs.clone()).collect();
    let left: &[usize] = brackets.last().map_or(&[], |b| b.downfloaters.as_slice());
    let bye = match left {
        [] => None,
        [x] if ctx.players[*x].pab_eligible => Some(*x),
        _ => return Err(PairingError::NoLegalPairing { round }),
    };
    let (pairing, colour_rules) = boards(&ctx, &pairs, bye.map(|i| ctx.players[i].tpn));
    Ok(DutchOutcome {
        pairing,
        colour_rules,
        brackets,
        context: ctx,
    })
}

/// Colours (art. 5.2) of `pairs` (context indices) and board order (C.04.2
/// art. 3.6); the colour rule of each board in that order. Shared by the
/// engine and the literal procedure.
pub fn boards(
    ctx: &RoundContext,
    pairs: &[(usize, usize)],
    bye: Option<Tpn>,
) -> (Pairing, Vec<ColourRule>) {
    let mut boards: Vec<(Board, ColourRule)> = pairs
        .iter()
        .map(|&(a, b)| {
            // pairing order: the smaller context index is ranked higher (art. 1.2)
            let (hi, lo) = if a < b { (a, b) } else { (b, a) };
            let (c, rule) = allocate(
                &ctx.players[hi],
                &ctx.players[lo],
                ctx.number[hi],
                ctx.initial_colour,
            );
            let (w, bl) = c.fold((hi, lo), (lo, hi));
            (
                Board {
                    white: ctx.players[w].tpn,
                    black: ctx.players[bl].tpn,
                },
                rule,
            )
        })
        .collect();
    // Looked up by TPN, not scanned: a round-1 board list of a big open is
    // thousands long.
    let scores: std::collections::HashMap<Tpn, crate::model::Points> =
        ctx.players.iter().map(|p| (p.tpn, p.score)).collect();
    let score_of = |tpn: Tpn| scores.get(&tpn).copied().unwrap_or_default();
    let mut plain: Vec<Board> = boards.iter().map(|b| b.0).collect();
    sort_boards(&mut plain, score_of);
    let rule_of: std::collections::HashMap<(Tpn, Tpn), ColourRule> = boards
        .drain(..)
        .map(|(b, r)| ((b.white, b.black), r))
        .collect();
    let rules = plain
        .iter()
        .filter_map(|b| rule_of.get(&(b.white, b.black)).copied())
        .collect();
    (Pairing { boards: plain, bye }, rules)
}
