//! What a tournament says beyond its games: pairs forbidden in some rounds
//! only (TRF-2026 `260`) and points given outside the games (TRF-2026 `299`).

use super::round::{ByeKind, GameResult, RoundEntry};
use super::tpn::Tpn;
use serde::{Deserialize, Serialize};

/// Two players who must not meet in rounds `first..=last` only (TRF-2026
/// record `260`, "First round in which the listed players cannot meet" …
/// "Last round"). A pair forbidden in every round is kept in
/// [`super::Tournament::forbidden_pairs`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct ForbiddenInRounds {
    pub a: Tpn,
    pub b: Tpn,
    pub first: u32,
    pub last: u32,
}

impl ForbiddenInRounds {
    /// Does the prohibition hold in `round`?
    pub const fn applies_in(&self, round: u32) -> bool {
        self.first <= round && round <= self.last
    }
}

/// The "type of abnormal assignment" of a TRF-2026 `299` record (column 5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum AbnormalKind {
    /// `W`: a win (over the board, unrated or by forfeit is `+`).
    Win,
    /// `D`
    Draw,
    /// `L`
    Loss,
    /// `F`: a full-point bye.
    FullPointBye,
    /// `H`: a half-point bye.
    HalfPointBye,
    /// `Z`: a zero-point bye.
    ZeroPointBye,
    /// `+`: a forfeit win.
    ForfeitWin,
    /// `-`: a forfeit loss.
    ForfeitLoss,
}

impl AbnormalKind {
    pub const ALL: [AbnormalKind; 8] = [
        AbnormalKind::Win,
        AbnormalKind::Draw,
        AbnormalKind::Loss,
        AbnormalKind::FullPointBye,
        AbnormalKind::HalfPointBye,
        AbnormalKind::ZeroPointBye,
        AbnormalKind::ForfeitWin,
        AbnormalKind::ForfeitLoss,
    ];

    /// The TRF character (column 5 of `299`).
    pub const fn trf_char(self) -> char {
        match self {
            AbnormalKind::Win => 'W',
            AbnormalKind::Draw => 'D',
            AbnormalKind::Loss => 'L',
            AbnormalKind::FullPointBye => 'F',
            AbnormalKind::HalfPointBye => 'H',
            AbnormalKind::ZeroPointBye => 'Z',
            AbnormalKind::ForfeitWin => '+',
            AbnormalKind::ForfeitLoss => '-',
        }
    }

    /// Reads the TRF character (letters in either case).
    pub fn from_trf_char(c: char) -> Option<AbnormalKind> {
        AbnormalKind::ALL
            .into_iter()
            .find(|k| k.trf_char() == c.to_ascii_uppercase())
    }

    /// Is `entry` a result of this kind?
    pub const fn matches(self, entry: &RoundEntry) -> bool {
        match (self, *entry) {
            (AbnormalKind::FullPointBye, RoundEntry::Bye(ByeKind::FullPoint))
            | (AbnormalKind::HalfPointBye, RoundEntry::Bye(ByeKind::HalfPoint))
            | (AbnormalKind::ZeroPointBye, RoundEntry::Bye(ByeKind::ZeroPoint)) => true,
            (kind, RoundEntry::Game { result, .. }) => matches!(
                (kind, result),
                (AbnormalKind::Win, GameResult::Win | GameResult::UnratedWin)
                    | (
                        AbnormalKind::Draw,
                        GameResult::Draw | GameResult::UnratedDraw
                    )
                    | (
                        AbnormalKind::Loss,
                        GameResult::Loss | GameResult::UnratedLoss
                    )
                    | (AbnormalKind::ForfeitWin, GameResult::ForfeitWin)
                    | (AbnormalKind::ForfeitLoss, GameResult::ForfeitLoss)
            ),
            _ => false,
        }
    }
}

/// Points given to players outside their games (TRF-2026 record `299`,
/// "Abnormal Assignment Points"), in tenths, negative for a penalty.
///
/// Reading (docs/readings/trf-and-fide-mode.md, "299"):
/// - `kind: None` (column 5 blank, "penalty/bonus"): `points` are added to
///   the player's score in `round`; with no round ("`000` or empty means all
///   rounds") they are added once, from round 1 on.
/// - `kind: Some(k)`: the player's result of kind `k` in `round` (in every
///   round with no round) is worth `points` instead of its usual value.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PointAdjustment {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<AbnormalKind>,
    /// Tenths of a point, negative for a penalty.
    pub points: i32,
    /// 1-based; `None`: all rounds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    pub players: Vec<Tpn>,
}

impl PointAdjustment {
    /// Does this adjustment concern `tpn` in `round`?
    pub fn covers(&self, tpn: Tpn, round: u32) -> bool {
        let in_round = match (self.round, self.kind) {
            (Some(r), _) => r == round,
            (None, Some(_)) => true,
            // A bonus or penalty for "all rounds" is given once (round 1).
            (None, None) => round == 1,
        };
        in_round && self.players.contains(&tpn)
    }
}

/// The rounds a prohibition holds in, `first..=last` (TRF-2026 `260`,
/// columns 5–7 and 9–11), 1-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct RoundRange {
    pub first: u32,
    pub last: u32,
}

/// A pair the arbiter forbade, as listed to them: two players, in every
/// round (`rounds: None`, TRF `XXP` or a `260` over every round) or in some
/// rounds only. It is stored in [`super::Tournament::forbidden_pairs`] or
/// [`super::Tournament::forbidden_in_rounds`]; this is the one view of both.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Prohibition {
    /// The lower pairing number.
    pub a: Tpn,
    pub b: Tpn,
    pub rounds: Option<RoundRange>,
}

impl Prohibition {
    /// `x`–`y` (in either order) over `rounds`.
    pub fn new(x: Tpn, y: Tpn, rounds: Option<RoundRange>) -> Prohibition {
        Prohibition {
            a: x.min(y),
            b: x.max(y),
            rounds,
        }
    }

    /// Does it forbid `x`–`y` (in either order) in `round`?
    pub fn forbids(&self, x: Tpn, y: Tpn, round: u32) -> bool {
        (self.a, self.b) == (x.min(y), x.max(y))
            && self
                .rounds
                .is_none_or(|r| r.first <= round && round <= r.last)
    }
}

impl super::Tournament {
    /// Every prohibition of the event, each pair once, sorted: by the
    /// players' numbers, every-round prohibitions before ranged ones.
    pub fn prohibitions(&self) -> Vec<Prohibition> {
        let mut out: Vec<Prohibition> = self
            .forbidden_pairs
            .iter()
            .map(|&(x, y)| Prohibition::new(x, y, None))
            .chain(self.forbidden_in_rounds.iter().map(|f| {
                Prohibition::new(
                    f.a,
                    f.b,
                    Some(RoundRange {
                        first: f.first,
                        last: f.last,
                    }),
                )
            }))
            .filter(|p| p.a != p.b)
            .collect();
        crate::sort::sort(&mut out);
        out.dedup();
        out
    }

    /// The prohibition that keeps `x` and `y` apart in `round`, if any
    /// (every-round ones first): the record a "why not X–Y?" answer cites.
    pub fn prohibition_of(&self, round: u32, x: Tpn, y: Tpn) -> Option<Prohibition> {
        self.prohibitions()
            .into_iter()
            .find(|p| p.forbids(x, y, round))
    }
}
