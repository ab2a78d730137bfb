//! Acceleration: points added to a player's score for pairing purposes only.
//!
//! Two sources: per-player acceleration points written in the file (TRF
//! `XXA` / `250`), and the Baku Acceleration Method (FIDE C.04.7 / C.04.5.1).

use crate::model::{Points, Tournament, Tpn};

/// Baku Acceleration Method: group A is "the first half of the players,
/// rounded up to the nearest even number", i.e. 2·⌈n/4⌉ pairing numbers.
pub fn baku_group_a_size(players: usize) -> usize {
    2 * players.div_ceil(4)
}

/// Baku virtual points of `tpn` when pairing `round` (1-based): the accelerated
/// rounds are the first half (rounded up) of the tournament; group A gets 1
/// point before the first half (rounded up) of them and ½ point before the rest.
pub fn baku_virtual_points(t: &Tournament, tpn: Tpn, round: u32) -> Points {
    if !t.baku_acceleration || tpn.0 as usize > baku_group_a_size(t.players.len()) {
        return Points::ZERO;
    }
    let accelerated = t.total_rounds.div_ceil(2);
    let full = accelerated.div_ceil(2);
    if round <= full {
        t.points.win
    } else if round <= accelerated {
        Points(t.points.win.0 / 2)
    } else {
        Points::ZERO
    }
}

/// All acceleration points of `tpn` for pairing `round`.
pub fn acceleration(t: &Tournament, tpn: Tpn, round: u32) -> Points {
    let listed = t
        .player(tpn)
        .map(|p| p.acceleration_in(round))
        .unwrap_or_default();
    listed + baku_virtual_points(t, tpn, round)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn baku_group_a_and_nine_round_schedule() {
        // C.04.5.1 note: 161 players → group A of 82.
        assert_eq!(baku_group_a_size(161), 82);
        assert_eq!(baku_group_a_size(40), 20);
        let mut t = Tournament {
            total_rounds: 9,
            baku_acceleration: true,
            ..Default::default()
        };
        for i in 0..8 {
            t.players.push(crate::model::Player::new(Tpn(i + 1), ""));
        }
        // "In a nine-round tournament, the accelerated rounds are five": 1 point
        // in rounds 1–3, ½ point in rounds 4–5.
        let vp: Vec<u32> = (1..=9)
            .map(|r| baku_virtual_points(&t, Tpn(1), r).0)
            .collect();
        assert_eq!(vp, vec![10, 10, 10, 5, 5, 0, 0, 0, 0]);
        assert_eq!(baku_virtual_points(&t, Tpn(5), 1), Points::ZERO);
    }
}
