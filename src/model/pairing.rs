//! What every pairing system produces, and how it is published
//! (C.04.2 art. 3.6). The systems themselves are listed in `src/systems/`.

use super::{Points, SystemKind, Tpn};
use serde::{Deserialize, Serialize};

/// One board: who has White, who has Black.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Board {
    pub white: Tpn,
    pub black: Tpn,
}

/// The pairing of one round, boards in publication order (C.04.2 art. 3.6).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Pairing {
    pub boards: Vec<Board>,
    /// The pairing-allocated bye (C.04.1 art. 3), if the number to pair is odd.
    pub bye: Option<Tpn>,
}

impl Pairing {
    /// The reference engines' text format: the number of pairs (bye
    /// included), then `white black` per board, the bye as `id 0`.
    pub fn to_reference_format(&self) -> String {
        let mut out = String::new();
        let n = self.boards.len() + usize::from(self.bye.is_some());
        out.push_str(&format!("{n}\n"));
        for b in &self.boards {
            out.push_str(&format!("{} {}\n", b.white, b.black));
        }
        if let Some(bye) = self.bye {
            out.push_str(&format!("{bye} 0\n"));
        }
        out
    }
}

/// Why a round could not be paired. Worded in `lang::en::pairing`.
/// Serde: the app's pairing worker sends it back to the page.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum PairingError {
    /// No pairing satisfies the absolute criteria (C.04.3 art. 1.9.3: the
    /// Chief Arbiter decides).
    NoLegalPairing {
        round: u32,
    },
    NotImplemented(SystemKind),
    /// Every player is absent from round `round` (a known absence, C.04.2
    /// art. 3.3, or withdrawn, art. 3.2): there is nobody to pair.
    EveryoneAbsent {
        round: u32,
    },
    /// The tournament cannot be paired as it stands (e.g. a result missing).
    InvalidState {
        round: u32,
        reason: InvalidReason,
    },
}

/// What in the tournament keeps round `round` of a
/// [`PairingError::InvalidState`] from being paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum InvalidReason {
    /// Round 0 was asked for: rounds are numbered from 1.
    RoundZero,
    /// The round is beyond the tournament's number of rounds.
    BeyondLastRound { total_rounds: u32 },
    /// Baku acceleration (C.04.7) is asked for a system that does not
    /// implement it (Double-Swiss: give the virtual points as acceleration
    /// entries instead).
    BakuNotImplemented,
    /// The players are not stored in pairing-number order 1, 2, …
    /// (`position` is 1-based).
    PlayerOutOfOrder { position: usize, tpn: Tpn },
    /// A player to be paired already has a game or the PAB in this round.
    AlreadyPaired { tpn: Tpn },
    /// No player has this pairing number.
    UnknownPlayer { tpn: Tpn },
    /// In an earlier `round`, `tpn` meets `opponent` whose entry does not
    /// say the same.
    EntryMismatch { round: u32, tpn: Tpn, opponent: Tpn },
    /// In an earlier `round`, a game result of the match is missing.
    MatchResultsMissing { round: u32, tpn: Tpn, opponent: Tpn },
    /// In an earlier `round`, the two players' game results do not fit
    /// together (a forfeit not mirrored).
    GameResultsDisagree { round: u32, tpn: Tpn, opponent: Tpn },
    /// The pairing system failed (a bug): the caller reports it.
    Internal,
}

/// Sorts boards for publication, C.04.2 art. 3.6: by the score of the
/// higher-ranked player (descending), then the sum of both scores
/// (descending), then the higher-ranked player's TPN (ascending). The
/// higher-ranked player of a board is the one with the higher score, or the
/// smaller TPN on equal scores (C.04.3 art. 1.2). The bye is published last.
pub fn sort_boards(boards: &mut [Board], score: impl Fn(Tpn) -> Points) {
    let key = |b: &Board| {
        let (sw, sb) = (score(b.white), score(b.black));
        let higher = if (sw, std::cmp::Reverse(b.white)) >= (sb, std::cmp::Reverse(b.black)) {
            (sw, b.white)
        } else {
            (sb, b.black)
        };
        (
            std::cmp::Reverse(higher.0),
            std::cmp::Reverse(sw + sb),
            higher.1,
        )
    };
    crate::sort::sort_by_key(boards, key);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_order_follows_c04_2_art_3_6() {
        // Scores: 1:2.0 2:2.0 3:1.5 4:1.0 5:2.0 6:1.0
        let score = |t: Tpn| {
            Points(match t.0 {
                1 | 2 | 5 => 20,
                3 => 15,
                _ => 10,
            })
        };
        let mut boards = vec![
            Board {
                white: Tpn(4),
                black: Tpn(6),
            }, // higher 4 (1.0), sum 2.0
            Board {
                white: Tpn(3),
                black: Tpn(5),
            }, // higher 5 (2.0), sum 3.5
            Board {
                white: Tpn(2),
                black: Tpn(1),
            }, // higher 1 (2.0), sum 4.0
        ];
        sort_boards(&mut boards, score);
        let order: Vec<u32> = boards.iter().map(|b| b.white.0).collect();
        assert_eq!(order, vec![2, 3, 4]);
    }

    #[test]
    fn reference_format_counts_the_bye() {
        let p = Pairing {
            boards: vec![Board {
                white: Tpn(3),
                black: Tpn(1),
            }],
            bye: Some(Tpn(2)),
        };
        assert_eq!(p.to_reference_format(), "2\n3 1\n2 0\n");
    }
}
