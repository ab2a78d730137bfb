//! Why a player has their colour and their opponent in a paired round, as
//! data: the colour rule of C.04.3 art. 5.2 that decided the pair (the
//! arbiter's exact version is [`ColourExplanation`]) seen from the player's
//! side, and the float the pairing gave them with the facts of their score
//! group. `lang` words it for a player and for the arbiter.

use crate::model::{Colour, Points, RoundEntry, Tournament, Tpn};
use crate::swiss::history::histories;
use crate::swiss::Float;
use crate::teach::explain::ColourExplanation;
use crate::teach::study::RoundStudy;
use std::collections::HashMap;

/// A played game's colour and its round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PastColour {
    pub round: u32,
    pub colour: Colour,
}

/// The colour rule of a board seen from one player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ColourWhy {
    /// The rule of art. 5.2 that decided the pair, with both players' data.
    pub explanation: ColourExplanation,
    /// Is the player the higher-ranked of the pair (art. 1.2)?
    pub higher: bool,
    /// The colour the player has on the board.
    pub has: Colour,
    /// Does art. 5.2 give the player that colour? (`false`: the arbiter
    /// changed the pairing, or another program paired it.)
    pub agrees: bool,
    /// The player's two most recent games actually played, latest last.
    pub recent: Vec<PastColour>,
}

/// The float (C.04.3 art. 1.4) a board gives a player, with the facts of
/// their score group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FloatWhy {
    pub direction: Float,
    /// The player's pairing score and the opponent's.
    pub score: Points,
    pub opponent_score: Points,
    /// Players to be paired this round with the player's score.
    pub group_size: usize,
    /// Is the player the lowest-ranked of the group (art. 1.2: score, then
    /// pairing number)?
    pub lowest: bool,
    /// Players of the group ranked below the player who received the
    /// same float in the previous round.
    pub below_floated_last_round: usize,
    /// The float the player received in the previous round.
    pub last_round: Option<Float>,
}

/// One player's reasons in a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerWhy {
    pub tpn: Tpn,
    /// `None`: the player has the pairing-allocated bye.
    pub opponent: Option<Tpn>,
    /// `None` when the system's colour rule is not explained (only the
    /// Dutch System is: [`crate::teach::study`]) or for the bye.
    pub colour: Option<ColourWhy>,
    /// `None`: no float (same score as the opponent).
    pub float: Option<FloatWhy>,
    /// The bye: the number of players to be paired (odd).
    pub bye_of: Option<usize>,
}

/// Every player's reasons in round `round` of `t` (a paired round), in
/// pairing-number order. Players not paired in the round are left out.
pub fn round_reasons(t: &Tournament, round: u32) -> Vec<PlayerWhy> {
    if round == 0 || round > t.rounds_paired() {
        return Vec::new();
    }
    let recorded = t.recorded_pairing(round);
    let before = t.for_pairing_round(round);
    let (floats, pab) = crate::systems::engine(t.system).history_rules();
    let hist: HashMap<Tpn, _> = histories(&before, round, floats, pab)
        .into_iter()
        .map(|h| (h.tpn, h))
        .collect();
    let study = RoundStudy::new(t, round).ok();
    let score = |tpn: Tpn| hist.get(&tpn).map_or(Points::ZERO, |h| h.pairing_score);
    // Who is to be paired, and their groups.
    let paired: Vec<Tpn> = recorded
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(recorded.bye)
        .collect();
    let group_of = |s: Points| -> Vec<Tpn> {
        let mut g: Vec<Tpn> = paired.iter().copied().filter(|&p| score(p) == s).collect();
        g.sort_unstable();
        g
    };
    let last_float = |tpn: Tpn| hist.get(&tpn).and_then(|h| h.float_before(1));
    let float_why = |me: Tpn, opp: Tpn| -> Option<FloatWhy> {
        let (s, o) = (score(me), score(opp));
        let direction = match s.cmp(&o) {
            std::cmp::Ordering::Greater => Float::Down,
            std::cmp::Ordering::Less => Float::Up,
            std::cmp::Ordering::Equal => return None,
        };
        let group = group_of(s);
        let below: Vec<Tpn> = group.iter().copied().filter(|&p| p > me).collect();
        Some(FloatWhy {
            direction,
            score: s,
            opponent_score: o,
            group_size: group.len(),
            lowest: below.is_empty(),
            below_floated_last_round: below
                .iter()
                .filter(|&&p| last_float(p) == Some(direction))
                .count(),
            last_round: last_float(me),
        })
    };
    let mut out = Vec::new();
    for b in &recorded.boards {
        for (me, opp, has) in [
            (b.white, b.black, Colour::White),
            (b.black, b.white, Colour::Black),
        ] {
            let colour = study
                .as_ref()
                .and_then(|s| s.colours(b.white, b.black).ok())
                .map(|e| {
                    let higher = e.higher.tpn == me;
                    let side = if higher { &e.higher } else { &e.lower };
                    ColourWhy {
                        higher,
                        has,
                        agrees: side.receives == has,
                        recent: recent(t, me, round),
                        explanation: e,
                    }
                });
            out.push(PlayerWhy {
                tpn: me,
                opponent: Some(opp),
                colour,
                float: float_why(me, opp),
                bye_of: None,
            });
        }
    }
    if let Some(bye) = recorded.bye {
        out.push(PlayerWhy {
            tpn: bye,
            opponent: None,
            colour: None,
            float: None,
            bye_of: Some(paired.len()),
        });
    }
    out.sort_by_key(|w| w.tpn);
    out
}

/// The player's two most recent games played before `round`, oldest first.
fn recent(t: &Tournament, tpn: Tpn, round: u32) -> Vec<PastColour> {
    let Some(p) = t.player(tpn) else {
        return Vec::new();
    };
    let mut games: Vec<PastColour> = (1..round)
        .rev()
        .filter_map(|r| match p.round(r) {
            e @ RoundEntry::Game { colour, .. } if e.played_game().is_some() => {
                Some(PastColour { round: r, colour })
            }
            _ => None,
        })
        .take(2)
        .collect();
    games.reverse();
    games
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teach::study::sample_tournament;

    #[test]
    fn every_paired_player_has_a_reason_and_colours_match_the_boards() {
        let t = sample_tournament().expect("the built-in sample reads");
        let round = t.rounds_paired();
        let reasons = round_reasons(&t, round);
        let pairing = t.recorded_pairing(round);
        let paired = pairing.boards.len() * 2 + usize::from(pairing.bye.is_some());
        assert_eq!(reasons.len(), paired);
        for b in &pairing.boards {
            let w = reasons
                .iter()
                .find(|r| r.tpn == b.white)
                .expect("white listed");
            assert_eq!(w.opponent, Some(b.black));
            let c = w
                .colour
                .as_ref()
                .expect("Dutch: the colour rule is explained");
            assert_eq!(c.has, Colour::White);
            let k = reasons
                .iter()
                .find(|r| r.tpn == b.black)
                .expect("black listed");
            assert_eq!(k.colour.as_ref().map(|c| c.has), Some(Colour::Black));
            // Exactly one of the two is the higher-ranked.
            assert_ne!(c.higher, k.colour.as_ref().is_some_and(|c| c.higher));
        }
    }

    #[test]
    fn a_float_goes_from_the_higher_score_to_the_lower() {
        let t = sample_tournament().expect("the built-in sample reads");
        let round = t.rounds_paired();
        let before = t.for_pairing_round(round);
        for r in round_reasons(&t, round) {
            let (Some(f), Some(opp)) = (&r.float, r.opponent) else {
                continue;
            };
            let mine = before.score_after(r.tpn, round - 1);
            let theirs = before.score_after(opp, round - 1);
            match f.direction {
                Float::Down => assert!(mine > theirs, "{r:?}"),
                Float::Up => assert!(mine < theirs, "{r:?}"),
            }
            assert!(f.group_size >= 1);
        }
    }
}
