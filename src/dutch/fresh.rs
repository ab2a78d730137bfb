//! A round nobody has history in (typically round 1 without acceleration):
//! the first candidate of the text (C.04.3 art. 3.2.2, 4.2; 2017 B.2, D.1)
//! is the pairing, without building any weighted matching.
//!
//! Round 1 of a big open is the round an arbiter pairs while the whole hall
//! waits, and the full search over its one scoregroup costs `O(n^3)`; this
//! shortcut costs the `O(n^2)` check of [`fresh_pairs`] and is exact:
//! `tests/systems/dutch_fresh.rs` holds it to the full search on generated
//! rounds (absences, forfeits, Baku acceleration, forbidden pairs).

use super::bracket::{BracketOutcome, Scope};
use super::context::RoundContext;

/// The first candidate of a round nobody has history in.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FreshPairs {
    /// Pairs `(s1, s2)` (context indices, the S1 player first).
    pub pairs: Vec<(usize, usize)>,
    /// The player left for the PAB (odd number of players).
    pub pab: Option<usize>,
}

/// The first candidate of a round in which no candidate can beat it;
/// `None` when that is not certain.
///
/// The guard: every player to pair has the same pairing score, has played
/// no game (no opponents, no colours, so no colour preference), has no
/// float, no unplayed round and may receive the PAB; nobody is a topscorer
/// (art. 1.8); and no pair is forbidden ([C1], C.04.1 art. 2 and the
/// forbidden pairs the tournament declares; [C3] needs absolute
/// preferences, which nobody has).
///
/// Why the first candidate is then the pairing, in both versions:
/// - there is one bracket, homogeneous, with no MDPs (art. 1.3, 3.3.1;
///   2017 A.3), and it is the last one (the whole round, 2017 A.9 route);
/// - every pair is legal ([C1]–[C3]; 2017 C.1–C.3) and any player may take
///   the PAB, so every candidate with `⌊n/2⌋` pairs completes the round
///   ([C4]; 2017 C.4) and fewer pairs are worse ([C6]; 2017 C.5);
/// - among candidates with `⌊n/2⌋` pairs every other criterion has the same
///   value: the unpaired player (if any) has the round's only score ([C5],
///   [C7]; 2017 C.6 PSD) and no unplayed game ([C9]); there is no next
///   bracket ([C8]; 2017 C.7); colour criteria need a colour history or a
///   topscorer ([C10]–[C13]; 2017 C.8–C.11); float criteria need a float in
///   an earlier round or an MDP ([C14]–[C21]; 2017 C.12–C.19);
/// - so all such candidates tie and the rules take the one generated first
///   (art. 3.8; 2017 B.8): no exchange, S1 the first `⌊n/2⌋` players in
///   pairing order, S2 the rest (art. 3.2.2), and the identity
///   transposition (art. 4.2): S1's k-th player meets S2's k-th, and S2's
///   last player (odd `n`) is left over for the PAB.
pub fn fresh_pairs(ctx: &RoundContext) -> Option<FreshPairs> {
    let n = ctx.len();
    if n < 2 || ctx.levels.len() != 1 {
        return None;
    }
    let untouched = ctx.players.iter().zip(&ctx.topscorer).all(|(p, &top)| {
        p.played_opponents.is_empty()
            && p.colours.0.is_empty()
            && p.preference.is_none()
            && p.floats.iter().all(Option::is_none)
            && p.unplayed_rounds == 0
            && p.pab_eligible
            && !top
    });
    // The matrix is symmetric (RoundContext builds both orders alike): one
    // triangle is enough.
    let all_compatible = || (0..n).all(|i| (i + 1..n).all(|j| ctx.compatible(i, j)));
    if !untouched || !all_compatible() {
        return None;
    }
    let half = n / 2;
    let pairs = (0..half).map(|k| (k, half + k)).collect();
    Some(FreshPairs {
        pairs,
        pab: (n % 2 == 1).then_some(n - 1),
    })
}

/// The round's one bracket as the full search reports it when
/// [`fresh_pairs`] applies: `scope` is the scope the driver would have
/// paired it with (2026: [`Scope::Local`] when nobody is left over, else
/// [`Scope::Round`]; 2017: [`Scope::Completion`], the last bracket).
pub fn fresh_bracket(ctx: &RoundContext, scope: impl Fn(bool) -> Scope) -> Option<BracketOutcome> {
    let FreshPairs { pairs, pab: left } = fresh_pairs(ctx)?;
    Some(BracketOutcome {
        mdps: Vec::new(),
        residents: (0..ctx.len()).collect(),
        remainder_s1: pairs.iter().map(|p| p.0).collect(),
        pairs,
        downfloaters: left.into_iter().collect(),
        scope: Some(scope(left.is_some())),
        ..Default::default()
    })
}
