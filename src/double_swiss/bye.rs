//! C.04.5 art. 3.4: the pairing-allocated bye, assigned before anything else
//! (art. 3.3.2, step 1).

use super::history::Context;
use std::cmp::Reverse;

/// The PAB receiver among `players` (ascending local indices, odd count), or
/// `None` when no eligible player leaves a legal pairing (art. 3.3.3: the
/// Chief Arbiter decides).
pub(super) fn assign(ctx: &Context, players: &[usize]) -> Option<usize> {
    // [C2] (art. 2.1.2): only players who never had a PAB, a match won by
    // forfeit or a full-point bye.
    let mut candidates: Vec<usize> = players
        .iter()
        .copied()
        .filter(|&v| ctx.pab_eligible[v])
        .collect();
    // Art. 3.4.2 lowest score, then art. 3.4.3 most matches played, then
    // art. 3.4.4 largest TPN (local indices follow TPNs).
    candidates.sort_by_key(|&v| (ctx.score[v], Reverse(ctx.matches_played[v]), Reverse(v)));
    // Art. 3.4.1 (highest priority): the receiver must leave a legal pairing
    // for all the other players, so the first in the order above that does.
    candidates.into_iter().find(|&v| {
        let rest: Vec<usize> = players.iter().copied().filter(|&x| x != v).collect();
        ctx.perfect(&rest, |_, _| true)
    })
}
