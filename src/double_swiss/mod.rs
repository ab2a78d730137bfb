//! The Double-Swiss system, FIDE C.04.5 (in force 1 February 2026).
//!
//! Every pairing is a match of two games with alternating colours (C.04.5
//! Preface). In the model a match is **one round entry**: the
//! [`RoundEntry::Game`](crate::model::RoundEntry::Game) holds the opponent and
//! the colour of game 1 (art. 1.6, 4.4), and
//! [`Player::match_games`](crate::model::Player::match_games) holds the two
//! game results, from the player's side. The score is the sum of the two
//! games' points; a pairing-allocated bye is worth
//! [`Tournament::double_swiss_pab`] (art. 1.4); [`Tournament::round_points`] keeps both rules.
//! See `src/double_swiss/DECISIONS.md` for the representation, TRF mapping and the
//! choices made where C.04.5 is silent.
//!
//! The procedure (art. 3.3.2), one room per step:
//! 1. [`bye`]: the pairing-allocated bye (art. 3.4).
//! 2. [`upfloaters`]: the top-scoregroup and its upfloaters (art. 3.5).
//! 3. [`bracket`]: the bracket's pairing in identifier order (art. 3.6).
//! 4. Steps 2–3 again until everyone is paired; then [`colour`] (art. 4).
//!
//! The completion criterion [C3] is checked exactly, with a perfect-matching
//! test ([`crate::matching::perfect_matching`]), before every choice.

mod bracket;
mod bye;
mod colour;
mod history;
pub mod record;
pub mod results;
mod upfloaters;

pub use bracket::pairing_identifier;
pub use upfloaters::upfloater_sets_in_order;

use crate::model::{sort_boards, Board, Pairing, PairingError};
use crate::model::{Tournament, Tpn};
use history::Context;

/// Pairs round `round` of the Double-Swiss tournament `t`.
///
/// Rounds `1..round` must be complete (both game results of every match);
/// players withdrawn (C.04.2 art. 3.2) or with an absence entered for
/// `round` (`H`, `Z`, `F`; C.04.2 art. 3.3) are not paired. Boards come in
/// C.04.2 art. 3.6 order, White being the player who has White in game 1.
///
/// Errors: [`PairingError::InvalidState`] for inconsistent or incomplete
/// data; [`PairingError::NoLegalPairing`] when no pairing satisfies the
/// absolute criteria (art. 3.3.3: the Chief Arbiter decides).
pub fn pair(t: &Tournament, round: u32) -> Result<Pairing, PairingError> {
    pair_with(t, round, None)
}

/// [`pair`], and the record of how it paired (issue 23): the same
/// procedure with a recorder attached, so the record is the pairing's own.
pub fn pair_recorded(
    t: &Tournament,
    round: u32,
) -> Result<(Pairing, record::RoundRecord), PairingError> {
    let mut rec = record::RoundRecord::default();
    let pairing = pair_with(t, round, Some(&mut rec))?;
    Ok((pairing, rec))
}

fn pair_with(
    t: &Tournament,
    round: u32,
    mut rec: Option<&mut record::RoundRecord>,
) -> Result<Pairing, PairingError> {
    let ctx = Context::build(t, round)?;
    if let Some(r) = rec.as_deref_mut() {
        r.floaters = (0..ctx.len())
            .filter(|&v| ctx.floated[v] && !ctx.last_round)
            .map(|v| ctx.tpn[v])
            .collect();
    }
    let no_pairing = || PairingError::NoLegalPairing { round };
    let mut remaining: Vec<usize> = (0..ctx.len()).collect();

    // Art. 3.3.2 step 1 / art. 3.4: the bye first, if the number is odd.
    let bye = if remaining.len() % 2 == 1 {
        let mut bye_rec = rec.is_some().then(|| record::ByeRecord {
            ineligible: Vec::new(),
            tried: Vec::new(),
        });
        let v = bye::assign(&ctx, &remaining, bye_rec.as_mut());
        if let Some(r) = rec.as_deref_mut() {
            r.bye = bye_rec;
        }
        let v = v.ok_or_else(no_pairing)?;
        remaining.retain(|&x| x != v);
        Some(v)
    } else {
        // Art. 3.3.1 / [C3]: a complete round-pairing must exist.
        if !ctx.perfect(&remaining, |_, _| true) {
            return Err(no_pairing());
        }
        None
    };

    // Art. 3.3.2 steps 2–3: bracket after bracket, from the top.
    let mut pairs = Vec::new();
    while !remaining.is_empty() {
        let mut compositions = rec.is_some().then(Vec::new);
        let b = upfloaters::next_bracket(&ctx, &remaining, compositions.as_mut())
            .ok_or_else(no_pairing)?;
        let top = b.residents.iter().map(|&v| ctx.score[v]).max();
        crate::swiss::progress::bracket(top.unwrap_or_default(), ctx.score.iter().copied());
        let mut search = rec.is_some().then(bracket::Search::default);
        let bracket_pairs = bracket::pair(&ctx, &b, search.as_mut()).ok_or_else(no_pairing)?;
        if let (Some(r), Some(compositions), Some(search)) =
            (rec.as_deref_mut(), compositions, search)
        {
            let tpns = |v: &[usize]| v.iter().map(|&x| ctx.tpn[x]).collect::<Vec<_>>();
            r.brackets.push(record::BracketRecord {
                score: top.unwrap_or_default(),
                residents: tpns(&b.residents),
                compositions,
                upfloaters: tpns(&b.upfloaters),
                c8_budget: search.c8_budget,
                steps: search.steps,
                pairs: bracket_pairs
                    .iter()
                    .map(|&(a, c)| (ctx.tpn[a], ctx.tpn[c]))
                    .collect(),
            });
        }
        remaining.retain(|v| !b.residents.contains(v) && !b.upfloaters.contains(v));
        pairs.extend(bracket_pairs);
    }

    // Art. 3.3.2 step 4 / art. 4: colours; then C.04.2 art. 3.6 board order.
    let mut boards: Vec<Board> = pairs
        .into_iter()
        .map(|(a, b)| {
            let (w, bl, article) = colour::allocate_with_rule(&ctx, a, b);
            if let Some(r) = rec.as_deref_mut() {
                r.colours.push(record::ColourRecord {
                    white: ctx.tpn[w],
                    black: ctx.tpn[bl],
                    rule: record::ColourRule::of(article),
                });
            }
            Board {
                white: ctx.tpn[w],
                black: ctx.tpn[bl],
            }
        })
        .collect();
    sort_boards(&mut boards, |tpn: Tpn| {
        ctx.score_by_tpn
            .get(tpn.index())
            .copied()
            .unwrap_or_default()
    });
    Ok(Pairing {
        boards,
        bye: bye.map(|v| ctx.tpn[v]),
    })
}

/// The article of C.04.5 art. 4.3 (`"4.3.1"` … `"4.3.5"`) that gives the
/// pair `a`–`b` its colours in round `round` of `t`, and who gets White in
/// game 1; `None` when either is not to be paired that round.
pub fn colour_rule(t: &Tournament, round: u32, a: Tpn, b: Tpn) -> Option<(Tpn, &'static str)> {
    let ctx = Context::build(t, round).ok()?;
    let (i, j) = (
        ctx.tpn.binary_search(&a).ok()?,
        ctx.tpn.binary_search(&b).ok()?,
    );
    let (w, _, article) = colour::allocate_with_rule(&ctx, i, j);
    Some((ctx.tpn[w], article))
}

/// The colour decision of C.04.5 art. 4.3 for a pair, with the facts the
/// article reads: each player's matches with White in game 1 (art. 4.3.2)
/// and the colour of their last match, `a`'s first.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColourDecision {
    /// Who has White in game 1 (art. 4.4).
    pub white: Tpn,
    /// `"4.3.1"` … `"4.3.5"`.
    pub article: &'static str,
    pub whites: [u32; 2],
    pub last: [Option<crate::model::Colour>; 2],
    /// Art. 4.1: the colour drawn by lot.
    pub initial_colour: crate::model::Colour,
}

/// [`colour_rule`] with the facts it read.
pub fn colour_decision(t: &Tournament, round: u32, a: Tpn, b: Tpn) -> Option<ColourDecision> {
    let ctx = Context::build(t, round).ok()?;
    let (i, j) = (
        ctx.tpn.binary_search(&a).ok()?,
        ctx.tpn.binary_search(&b).ok()?,
    );
    let (w, _, article) = colour::allocate_with_rule(&ctx, i, j);
    let whites = |k: usize| {
        let n = ctx.colours[k]
            .iter()
            .filter(|&&c| c == crate::model::Colour::White)
            .count();
        u32::try_from(n).unwrap_or(u32::MAX)
    };
    Some(ColourDecision {
        white: ctx.tpn[w],
        article,
        whites: [whites(i), whites(j)],
        last: [
            ctx.colours[i].last().copied(),
            ctx.colours[j].last().copied(),
        ],
        initial_colour: ctx.initial_colour,
    })
}

/// The Double-Swiss entry in the system registry (`src/systems/`).
pub struct Engine;

impl crate::swiss::engine::PairingEngine for Engine {
    fn kind(&self) -> crate::model::SystemKind {
        crate::model::SystemKind::DoubleSwiss2026
    }
    fn pair(&self, t: &Tournament, round: u32) -> Result<Pairing, PairingError> {
        pair(t, round)
    }
    fn history_rules(&self) -> (crate::swiss::FloatRules, crate::swiss::PabRules) {
        HISTORY_RULES
    }
}

/// C.04.5 defines no floats of its own; the player card shows the C.04.3
/// (2026) art. 1.4 floats and the C.04.1 art. 4 PAB rule (data for
/// the registry's table of history rules).
pub const HISTORY_RULES: (crate::swiss::FloatRules, crate::swiss::PabRules) = (
    crate::swiss::FloatRules::PabOrUnplayedPoints,
    crate::swiss::PabRules::UnplayedWinPoints,
);
