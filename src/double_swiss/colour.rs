//! C.04.5 art. 4: who has White in game 1 of each match.

use super::history::Context;
use crate::model::Colour;

/// `(white, black)` for the pair `a`, `b` (local indices): the player given
/// White plays game 1 with White and game 2 with Black (art. 4.4); and the
/// article of C.04.5 art. 4.3 that decided:
/// `"4.3.1"` … `"4.3.5"`.
pub(super) fn allocate_with_rule(
    ctx: &Context,
    a: usize,
    b: usize,
) -> (usize, usize, &'static str) {
    // Art. 4.2: the higher-ranked player has the higher score, or the smaller
    // TPN on equal scores.
    let (hrp, opp) = if (ctx.score[a], std::cmp::Reverse(a)) > (ctx.score[b], std::cmp::Reverse(b))
    {
        (a, b)
    } else {
        (b, a)
    };
    let give = |player: usize, colour: Colour| {
        let other = if player == hrp { opp } else { hrp };
        colour.fold((player, other), (other, player))
    };
    let with = |(w, b): (usize, usize), article: &'static str| (w, b, article);
    let (ch, co) = (&ctx.colours[hrp], &ctx.colours[opp]);

    // Art. 4.3.1: when neither player has played a match yet, the HRP gets
    // the initial-colour with an odd TPN, the opposite one with an even TPN.
    // Choice: "played a match" = had a colour in a match (art. 1.6).
    if ch.is_empty() && co.is_empty() {
        let odd = ctx.tpn[hrp].0 % 2 == 1;
        let c = if odd {
            ctx.initial_colour
        } else {
            !ctx.initial_colour
        };
        return with(give(hrp, c), "4.3.1");
    }
    // Art. 4.3.2: White to the player with fewer Whites.
    let whites = |h: &[Colour]| h.iter().filter(|&&c| c == Colour::White).count();
    let (wh, wo) = (whites(ch), whites(co));
    if wh != wo {
        return with(
            give(if wh < wo { hrp } else { opp }, Colour::White),
            "4.3.2",
        );
    }
    // Art. 4.3.3: alternate the colours to the most recent time in which one
    // had White and the other Black, over played matches only (C.04.2 art.
    // 3.4: the histories are aligned on their latest played matches).
    if let Some((&last_h, _)) = ch.iter().rev().zip(co.iter().rev()).find(|(x, y)| x != y) {
        return with(give(hrp, !last_h), "4.3.3");
    }
    // Art. 4.3.4: alternate the HRP's colour from its last played round.
    if let Some(&last) = ch.last() {
        return with(give(hrp, !last), "4.3.4");
    }
    // Art. 4.3.5: alternate the opponent's colour from its last played round
    // (the opponent has one: both histories empty was art. 4.3.1).
    let last = co.last().copied().unwrap_or(ctx.initial_colour);
    with(give(opp, !last), "4.3.5")
}
