//! What the pairing of one round needs to know about each player's past:
//! scores, colours, floats, byes, opponents (C.04.2, C.04.3 art. 1).

use super::acceleration::acceleration;
use super::colour::{ColourHistory, ColourPreference};
use crate::model::{ByeKind, GameResult, Points, RoundEntry, Tournament, Tpn};
use serde::{Deserialize, Serialize};

/// A float received in a round (C.04.3 art. 1.4).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Float {
    Down,
    Up,
}

/// Which definition of floats applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FloatRules {
    /// C.04.3 (2026) art. 1.4.2–1.4.4: a downfloat also goes to the PAB
    /// receiver and to whoever, without playing, scores more than a loss;
    /// nobody else floats.
    PabOrUnplayedPoints,
    /// C.04.3 (2017) A.4.b: any player who does not play a round gets a downfloat.
    AnyUnplayed,
    /// The pre-2017 texts (seed 004 B1b; readings R2 of
    /// `docs/readings/dutch-2008.md`): a downfloat goes to the bye receiver
    /// and to the winner of a forfeit, nobody else who did not play.
    PabOrForfeitWin,
}

/// Who may no longer receive the pairing-allocated bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PabRules {
    /// C.04.1 art. 4 (2026): a player who already had a PAB, or already
    /// scored, in one round and without playing, as many points as a win.
    UnplayedWinPoints,
    /// C.04.1.d (2017): a player who already had a PAB, or already scored a
    /// (forfeit) win due to an opponent not appearing in time.
    PabOrForfeitWin,
}

/// What every engine that refuses acceleration checks before reading a
/// round's history: a round between 1 and the event's last, no Baku
/// acceleration (C.04.7), players stored in pairing-number order.
pub fn check_round_to_pair(t: &Tournament, round: u32) -> Result<(), crate::model::PairingError> {
    use crate::model::{InvalidReason, PairingError};
    let invalid = |reason| PairingError::InvalidState { round, reason };
    if round == 0 {
        return Err(invalid(InvalidReason::RoundZero));
    }
    if t.total_rounds > 0 && round > t.total_rounds {
        return Err(invalid(InvalidReason::BeyondLastRound {
            total_rounds: t.total_rounds,
        }));
    }
    if t.baku_acceleration {
        return Err(invalid(InvalidReason::BakuNotImplemented));
    }
    for (i, p) in t.players.iter().enumerate() {
        if p.tpn != Tpn::from_index(i) {
            return Err(invalid(InvalidReason::PlayerOutOfOrder {
                position: i + 1,
                tpn: p.tpn,
            }));
        }
    }
    Ok(())
}

/// One player as seen when pairing round `round`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerHistory {
    pub tpn: Tpn,
    /// Points after the previous rounds.
    pub score: Points,
    /// `score` plus acceleration points for this round: the score pairing uses.
    pub pairing_score: Points,
    /// Colours of games actually played, oldest first (C.04.2 art. 3.4).
    pub colours: ColourHistory,
    pub preference: Option<ColourPreference>,
    /// Float received in each previous round, index = round − 1.
    pub floats: Vec<Option<Float>>,
    /// Opponents met in games actually played (C.04.1 art. 2; C.04.2 art. 3.5:
    /// a forfeited pairing may be repeated).
    pub played_opponents: Vec<Tpn>,
    /// C.04.1 art. 4: may still receive the pairing-allocated bye.
    pub pab_eligible: bool,
    /// Rounds without a game actually played (byes, absences, forfeits).
    pub unplayed_rounds: u32,
}

impl PlayerHistory {
    /// The float received `back` rounds before the round being paired
    /// (`back = 1`: the previous round).
    pub fn float_before(&self, back: usize) -> Option<Float> {
        float_before(&self.floats, back)
    }

    pub fn has_played(&self, other: Tpn) -> bool {
        self.played_opponents.contains(&other)
    }
}

/// The float `back` rounds before the round being paired in a list of each
/// round's float (index = round − 1; floats as C.04.3 2026 art. 1.4 and
/// 2017 A.4 define them), read by 2026 art. 2.4.9–2.4.12 [C14]–[C17], 2017
/// C.14–C.17 and B5/B6 of the older texts (`back = 1`: the previous round).
pub fn float_before(floats: &[Option<Float>], back: usize) -> Option<Float> {
    floats
        .len()
        .checked_sub(back)
        .and_then(|i| floats.get(i))
        .copied()
        .flatten()
}

/// Is `entry` (in round `round`) a known absence, so the player is not paired?
pub fn is_absence(entry: &RoundEntry) -> bool {
    matches!(
        entry,
        RoundEntry::Bye(ByeKind::HalfPoint | ByeKind::ZeroPoint | ByeKind::FullPoint)
    )
}

/// Scores of every player before each round: `scores[round - 1][player index]`
/// is the score before `round` (round 1: all zero), acceleration not included.
fn scores_before_rounds(t: &Tournament, last_round: u32) -> Vec<Vec<Points>> {
    // With the points given outside the games (TRF-2026 `299`).
    let running: Vec<Vec<Points>> = t
        .players
        .iter()
        .map(|p| t.running_scores(p, last_round.saturating_sub(1)))
        .collect();
    (0..last_round as usize)
        .map(|k| running.iter().map(|s| s[k]).collect())
        .collect()
}

/// Builds the history of every player for pairing round `round`
/// (rounds `1..round` must be complete).
pub fn histories(
    t: &Tournament,
    round: u32,
    rules: FloatRules,
    pab_rules: PabRules,
) -> Vec<PlayerHistory> {
    let scores = scores_before_rounds(t, round);
    let win = t.points.win;
    t.players
        .iter()
        .enumerate()
        .map(|(i, p)| {
            let mut colours = Vec::new();
            let mut floats = Vec::new();
            let mut played_opponents = Vec::new();
            let mut pab_eligible = true;
            let mut unplayed = 0;
            for r in 1..round {
                let entry = p.round(r);
                let before = &scores[(r - 1) as usize];
                let own = before[i] + acceleration(t, p.tpn, r);
                let points = t.points.points(&entry);
                let float = match entry {
                    RoundEntry::Game {
                        opponent,
                        colour,
                        result,
                    } if result.is_played() => {
                        colours.push(colour);
                        played_opponents.push(opponent);
                        // art. 1.4.2: after a game between different scores.
                        let theirs = t
                            .player(opponent)
                            .map(|o| before[opponent.index()] + acceleration(t, o.tpn, r))
                            .unwrap_or(own);
                        match own.cmp(&theirs) {
                            std::cmp::Ordering::Greater => Some(Float::Down),
                            std::cmp::Ordering::Less => Some(Float::Up),
                            std::cmp::Ordering::Equal => None,
                        }
                    }
                    _ => {
                        unplayed += 1;
                        let pab = matches!(entry, RoundEntry::Bye(ByeKind::PairingAllocated));
                        let blocks = match pab_rules {
                            // C.04.1 art. 4 / [C2]: a PAB, or a win's worth of points without playing.
                            PabRules::UnplayedWinPoints => pab || points >= win,
                            // 2017 C.04.1.d / C.2: a PAB (the forfeit win is handled below).
                            PabRules::PabOrForfeitWin => pab,
                        };
                        if blocks {
                            pab_eligible = false;
                        }
                        match rules {
                            // art. 1.4.3: PAB, or more points than a loss without playing.
                            FloatRules::PabOrUnplayedPoints => {
                                (pab || points > t.points.loss).then_some(Float::Down)
                            }
                            // 2017 A.4.b: whoever does not play gets a downfloat.
                            FloatRules::AnyUnplayed => Some(Float::Down),
                            // seed 004 B1b: a bye, or a win because the opponent did not appear.
                            FloatRules::PabOrForfeitWin => {
                                let forfeit_win = matches!(
                                    entry,
                                    RoundEntry::Game {
                                        result: GameResult::ForfeitWin,
                                        ..
                                    }
                                );
                                (pab || forfeit_win).then_some(Float::Down)
                            }
                        }
                    }
                };
                if let RoundEntry::Game {
                    result: GameResult::ForfeitWin,
                    ..
                } = entry
                {
                    // a forfeit win: a win's worth of points without playing ([C2], 2026),
                    // a win due to the opponent not appearing (C.2, 2017).
                    pab_eligible = false;
                }
                floats.push(float);
            }
            let colours = ColourHistory(colours);
            let score = scores[(round - 1) as usize][i];
            PlayerHistory {
                tpn: p.tpn,
                score,
                pairing_score: score + acceleration(t, p.tpn, round),
                preference: colours.preference(),
                colours,
                floats,
                played_opponents,
                pab_eligible,
                unplayed_rounds: unplayed,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Colour, Player};

    /// Players 1–6 after one round: 1 beat 2 by forfeit, 3 had the PAB, 4 a
    /// full-point bye (`F`), 5 a zero-point absence (`Z`), 6 no round yet.
    fn after_one_round() -> Tournament {
        let mut t = Tournament {
            total_rounds: 5,
            ..Default::default()
        };
        let entries = [
            RoundEntry::Game {
                opponent: Tpn(2),
                colour: Colour::White,
                result: GameResult::ForfeitWin,
            },
            RoundEntry::Game {
                opponent: Tpn(1),
                colour: Colour::Black,
                result: GameResult::ForfeitLoss,
            },
            RoundEntry::Bye(ByeKind::PairingAllocated),
            RoundEntry::Bye(ByeKind::FullPoint),
            RoundEntry::Bye(ByeKind::ZeroPoint),
            RoundEntry::NotPaired,
        ];
        for (k, e) in entries.into_iter().enumerate() {
            let mut p = Player::new(Tpn(k as u32 + 1), format!("P{}", k + 1));
            p.rounds = vec![e];
            t.players.push(p);
        }
        t
    }

    fn eligible(rules: FloatRules, pab: PabRules) -> Vec<bool> {
        histories(&after_one_round(), 2, rules, pab)
            .iter()
            .map(|h| h.pab_eligible)
            .collect()
    }

    #[test]
    fn c2_2017_only_a_pab_or_a_forfeit_win_blocks_the_pab() {
        // 2017 C.2 = C.04.1.d: "already received a pairing-allocated bye, or
        // already scored a (forfeit) win due to an opponent not appearing".
        // The full-point bye (4) is neither.
        assert_eq!(
            eligible(FloatRules::AnyUnplayed, PabRules::PabOrForfeitWin),
            [false, true, false, true, true, true]
        );
        // 2026 [C2] = C.04.1 art. 4: also a win's worth scored without playing.
        assert_eq!(
            eligible(FloatRules::PabOrUnplayedPoints, PabRules::UnplayedWinPoints),
            [false, true, false, false, true, true]
        );
    }

    #[test]
    fn a4b_2017_whoever_does_not_play_gets_a_downfloat() {
        let floats = |rules| -> Vec<Option<Float>> {
            histories(&after_one_round(), 2, rules, PabRules::PabOrForfeitWin)
                .iter()
                .map(|h| h.float_before(1))
                .collect()
        };
        // 2017 A.4.b: "a player who, for whatever reason, does not play in a
        // round, also receives a downfloat": both forfeit sides, every bye and
        // absence, and the player not yet in the tournament.
        assert_eq!(floats(FloatRules::AnyUnplayed), [Some(Float::Down); 6]);
        // 2026 art. 1.4.3–1.4.4: only the PAB and more than a loss without playing.
        let d = Some(Float::Down);
        assert_eq!(
            floats(FloatRules::PabOrUnplayedPoints),
            [d, None, d, d, None, None]
        );
        // seed 004 B1b (reading R2): the forfeit winner and the bye receiver only;
        // the full-point bye F is an announced absence (F5), not a float.
        assert_eq!(
            floats(FloatRules::PabOrForfeitWin),
            [d, None, d, None, None, None]
        );
    }
}
