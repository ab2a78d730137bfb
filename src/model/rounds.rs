//! Round-level views of a tournament: which rounds are done, what was
//! paired in a round, and the tournament as it stood before a round.

use super::colour::Colour;
use super::round::{ByeKind, GameResult, RoundEntry};
use super::tournament::Tournament;
use super::tpn::Tpn;
use crate::model::{sort_boards, Board, Pairing};

/// The state of one round in a tournament.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RoundStatus {
    /// Nobody was paired (at most known absences are entered).
    NotPaired,
    /// Paired, but at least one game has no result yet.
    Pending,
    /// Paired and every game has a result.
    Complete,
}

impl RoundEntry {
    /// A known absence (`H`, `Z` or `F`): the player asked not to be paired.
    /// These are the round-`r` entries kept when deriving the test of round
    /// `r` (corpus README, "Deriving the test").
    pub const fn is_absence(&self) -> bool {
        matches!(
            self,
            RoundEntry::Bye(ByeKind::HalfPoint | ByeKind::ZeroPoint | ByeKind::FullPoint)
        )
    }

    /// Paired by the pairing system: a game (played or forfeited) or the
    /// pairing-allocated bye.
    pub const fn is_paired(&self) -> bool {
        matches!(
            self,
            RoundEntry::Game { .. } | RoundEntry::Bye(ByeKind::PairingAllocated)
        )
    }
}

impl Tournament {
    /// The status of round `round` (1-based).
    pub fn round_status(&self, round: u32) -> RoundStatus {
        let mut paired = false;
        for p in &self.players {
            let e = p.round(round);
            if let RoundEntry::Game {
                result: GameResult::Pending,
                ..
            } = e
            {
                return RoundStatus::Pending;
            }
            paired |= e.is_paired();
        }
        if paired {
            RoundStatus::Complete
        } else {
            RoundStatus::NotPaired
        }
    }

    /// Every player is absent from `round`: withdrawn before it (C.04.2
    /// art. 3.2) or with a known absence entered (art. 3.3). `false` for a
    /// tournament without players.
    pub fn everyone_absent(&self, round: u32) -> bool {
        !self.players.is_empty()
            && self.players.iter().all(|p| {
                p.withdrawn_from.is_some_and(|w| w <= round) || p.round(round).is_absence()
            })
    }

    /// The rounds that are paired and have every result entered, ascending.
    pub fn complete_rounds(&self) -> Vec<u32> {
        (1..=self.rounds_paired())
            .filter(|&r| self.round_status(r) == RoundStatus::Complete)
            .collect()
    }

    /// The tournament as it stood when round `round` was to be paired
    /// (corpus README, "Deriving the test"): rounds `1..round` are kept,
    /// the round-`round` entry is kept only when it is a known absence
    /// (`H`, `Z`, `F`), everything later is dropped. The total number of
    /// rounds (`XXR`) stays the real one: C.04.3 art. 1.8 (topscorers)
    /// depends on it.
    #[must_use]
    pub fn for_pairing_round(&self, round: u32) -> Tournament {
        let mut t = self.clone();
        let keep = round.saturating_sub(1) as usize;
        for p in &mut t.players {
            let absence = p.round(round);
            p.rounds.truncate(keep);
            p.match_games.truncate(keep);
            // Kept without trailing `None`s, as the TRF reader builds it.
            while p.match_games.last() == Some(&None) {
                p.match_games.pop();
            }
            if absence.is_absence() {
                p.rounds.resize(keep, RoundEntry::NotPaired);
                p.rounds.push(absence);
            }
            while p.rounds.last() == Some(&RoundEntry::NotPaired) {
                p.rounds.pop();
            }
        }
        t
    }

    /// The pairing recorded for round `round`: every game of the round as a
    /// board with the White player first (forfeits included), the
    /// pairing-allocated bye apart, boards in the order of C.04.2 art. 3.6
    /// with the scores after round `round − 1`.
    pub fn recorded_pairing(&self, round: u32) -> Pairing {
        let mut boards = Vec::new();
        let mut bye = None;
        for p in &self.players {
            match p.round(round) {
                RoundEntry::Game {
                    opponent,
                    colour: Colour::White,
                    ..
                } => boards.push(Board {
                    white: p.tpn,
                    black: opponent,
                }),
                RoundEntry::Bye(ByeKind::PairingAllocated) if bye.is_none() => bye = Some(p.tpn),
                _ => {}
            }
        }
        let before = round.saturating_sub(1);
        sort_boards(&mut boards, |tpn: Tpn| self.score_after(tpn, before));
        Pairing { boards, bye }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Player, Points};

    fn player(tpn: u32, rounds: Vec<RoundEntry>) -> Player {
        Player {
            rating: 2000 - tpn,
            rounds,
            ..Player::new(Tpn(tpn), format!("P{tpn}"))
        }
    }

    fn game(opp: u32, colour: Colour, result: GameResult) -> RoundEntry {
        RoundEntry::Game {
            opponent: Tpn(opp),
            colour,
            result,
        }
    }

    /// Three players, two rounds; player 3 announces a half-point bye in round 3.
    fn sample() -> Tournament {
        use Colour::*;
        use GameResult::*;
        Tournament {
            total_rounds: 3,
            players: vec![
                player(
                    1,
                    vec![
                        game(2, White, Win),
                        RoundEntry::Bye(ByeKind::PairingAllocated),
                        game(2, Black, Draw),
                    ],
                ),
                player(
                    2,
                    vec![
                        game(1, Black, Loss),
                        game(3, White, Draw),
                        game(1, White, Draw),
                    ],
                ),
                player(
                    3,
                    vec![
                        RoundEntry::Bye(ByeKind::PairingAllocated),
                        game(2, Black, Draw),
                        RoundEntry::Bye(ByeKind::HalfPoint),
                    ],
                ),
            ],
            ..Default::default()
        }
    }

    #[test]
    fn derives_the_state_before_a_round() {
        let t = sample().for_pairing_round(3);
        assert_eq!(t.total_rounds, 3);
        assert_eq!(t.players[0].rounds.len(), 2);
        assert_eq!(
            t.players[2].rounds.last(),
            Some(&RoundEntry::Bye(ByeKind::HalfPoint))
        );
        let t1 = sample().for_pairing_round(1);
        assert!(t1.players.iter().all(|p| p.rounds.is_empty()));
        assert_eq!(t1.rounds_paired(), 0);
    }

    #[test]
    fn recorded_pairing_puts_white_first_and_the_bye_apart() {
        let t = sample();
        let r1 = t.recorded_pairing(1);
        assert_eq!(
            r1.boards,
            vec![Board {
                white: Tpn(1),
                black: Tpn(2)
            }]
        );
        assert_eq!(r1.bye, Some(Tpn(3)));
        let r3 = t.recorded_pairing(3);
        assert_eq!(
            r3.boards,
            vec![Board {
                white: Tpn(2),
                black: Tpn(1)
            }]
        );
        assert_eq!(r3.bye, None);
        assert_eq!(t.score_after(Tpn(1), 2), Points(20));
    }

    #[test]
    fn lists_complete_rounds() {
        let mut t = sample();
        assert_eq!(t.complete_rounds(), vec![1, 2, 3]);
        t.players[0].set_round(3, game(2, Colour::Black, GameResult::Pending));
        t.players[1].set_round(3, game(1, Colour::White, GameResult::Pending));
        assert_eq!(t.complete_rounds(), vec![1, 2]);
        assert_eq!(t.round_status(3), RoundStatus::Pending);
        assert_eq!(t.round_status(4), RoundStatus::NotPaired);
    }
}
