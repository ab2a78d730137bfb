//! C.04.5 art. 3.4: the pairing-allocated bye, assigned before anything else
//! (art. 3.3.2, step 1).

use super::history::Context;
use super::record::{ByeRecord, ByeTry};
use std::cmp::Reverse;

/// The PAB receiver among `players` (ascending local indices, odd count), or
/// `None` when no eligible player leaves a legal pairing (art. 3.3.3: the
/// Chief Arbiter decides). `rec`, when given, gets who was excluded and
/// who was tried (issue 23's record; it does not change the choice).
pub(super) fn assign(
    ctx: &Context,
    players: &[usize],
    mut rec: Option<&mut ByeRecord>,
) -> Option<usize> {
    if let Some(r) = rec.as_deref_mut() {
        r.ineligible = players
            .iter()
            .filter(|&&v| !ctx.pab_eligible[v])
            .map(|&v| ctx.tpn[v])
            .collect();
    }
    // [C2] (art. 2.1.2): only players who never had a PAB, a match won by
    // forfeit or a full-point bye.
    let mut candidates: Vec<usize> = players
        .iter()
        .copied()
        .filter(|&v| ctx.pab_eligible[v])
        .collect();
    // Art. 3.4.2 lowest score, then art. 3.4.3 most matches played, then
    // art. 3.4.4 largest TPN (local indices follow TPNs).
    crate::sort::positions_by_key(&mut candidates, |v| {
        (ctx.score[v], Reverse(ctx.matches_played[v]), Reverse(v))
    });
    // Art. 3.4.1 (highest priority): the receiver must leave a legal pairing
    // for all the other players, so the first in the order above that does.
    candidates.into_iter().find(|&v| {
        let rest: Vec<usize> = players.iter().copied().filter(|&x| x != v).collect();
        let taken = ctx.perfect(&rest, |_, _| true);
        if let Some(r) = rec.as_deref_mut() {
            r.tried.push(ByeTry {
                tpn: ctx.tpn[v],
                score: ctx.score[v],
                matches_played: ctx.matches_played[v],
                taken,
            });
        }
        taken
    })
}
