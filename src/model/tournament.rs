//! The tournament: players, rounds, point system, pairing system.

use super::adjust::{ForbiddenInRounds, PointAdjustment};
use super::colour::Colour;
use super::player::Player;
use super::points::Points;
use super::round::{ByeKind, GameResult, RoundEntry};
use super::system::{Scoring, SystemKind};
use super::tpn::Tpn;
use serde::{Deserialize, Serialize};

/// How many points each kind of round is worth (C.04.1 art. 3; TRF `162`, `BBx`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PointSystem {
    pub win: Points,
    pub draw: Points,
    pub loss: Points,
    pub forfeit_win: Points,
    pub forfeit_loss: Points,
    /// The pairing-allocated bye: as many points as a win unless the rules
    /// of the tournament say otherwise (C.04.1 art. 3).
    pub pab: Points,
    pub full_point_bye: Points,
    pub half_point_bye: Points,
    pub zero_point_bye: Points,
}

impl Default for PointSystem {
    /// 1 / ½ / 0.
    fn default() -> Self {
        PointSystem::with_win_draw_loss(Points(10), Points(5), Points(0))
    }
}

impl PointSystem {
    /// A system where forfeits, byes and absences follow the game values.
    pub const fn with_win_draw_loss(win: Points, draw: Points, loss: Points) -> PointSystem {
        PointSystem {
            win,
            draw,
            loss,
            forfeit_win: win,
            forfeit_loss: loss,
            pab: win,
            full_point_bye: win,
            half_point_bye: draw,
            zero_point_bye: loss,
        }
    }

    /// Points scored by one round entry.
    pub fn points(&self, entry: &RoundEntry) -> Points {
        match *entry {
            RoundEntry::NotPaired => Points::ZERO,
            RoundEntry::Bye(kind) => match kind {
                ByeKind::PairingAllocated => self.pab,
                ByeKind::FullPoint => self.full_point_bye,
                ByeKind::HalfPoint => self.half_point_bye,
                ByeKind::ZeroPoint => self.zero_point_bye,
            },
            RoundEntry::Game { result, .. } => self.game_points(result),
        }
    }

    /// Points of one game result (a pending game scores nothing yet).
    pub const fn game_points(&self, result: GameResult) -> Points {
        match result {
            GameResult::Win | GameResult::UnratedWin => self.win,
            GameResult::Draw | GameResult::UnratedDraw => self.draw,
            GameResult::Loss | GameResult::UnratedLoss => self.loss,
            GameResult::ForfeitWin => self.forfeit_win,
            GameResult::ForfeitLoss => self.forfeit_loss,
            GameResult::Pending => Points::ZERO,
        }
    }
}

/// Settings that only the Double-Swiss system (C.04.5) reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct DoubleSwissSettings {
    /// Points of a pairing-allocated bye (a whole match). `None`: as many
    /// points as winning one game and drawing the other (C.04.5 art. 1.4),
    /// i.e. `points.win + points.draw`.
    #[serde(default)]
    pub pab: Option<Points>,
}

/// The most rounds the app's forms accept (more is surely a typing mistake;
/// a TRF file may hold up to 255).
pub const MAX_ROUNDS: u32 = 99;

/// Descriptive data of the event (TRF header records 012–132).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct EventInfo {
    pub name: String,
    pub city: String,
    pub federation: String,
    pub start_date: String,
    pub end_date: String,
    pub chief_arbiter: String,
    pub deputy_arbiters: Vec<String>,
    pub time_control: String,
    pub round_dates: Vec<String>,
}

/// A whole tournament.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Tournament {
    #[serde(default)]
    pub info: EventInfo,
    /// Total number of rounds (TRF `XXR`); the topscorer rule (C.04.3 art. 1.8) needs it.
    pub total_rounds: u32,
    /// The colour drawn by lot for TPN 1 (C.04.3 art. 5.1; TRF `XXC white1|black1`).
    pub initial_colour: Colour,
    #[serde(default)]
    pub points: PointSystem,
    #[serde(default)]
    pub system: SystemKind,
    /// Baku acceleration (C.04.7), TRF `192 …_BAKU`.
    #[serde(default)]
    pub baku_acceleration: bool,
    /// `players[i].tpn == Tpn(i + 1)`.
    pub players: Vec<Player>,
    /// Pairs that must not meet in any round (TRF `XXP`, or a `260` whose
    /// range covers every round).
    #[serde(default)]
    pub forbidden_pairs: Vec<(Tpn, Tpn)>,
    /// Pairs that must not meet in some rounds only (TRF-2026 `260` with a
    /// shorter range): see [`Tournament::forbidden_in`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub forbidden_in_rounds: Vec<ForbiddenInRounds>,
    /// Points given outside the games (TRF-2026 `299`): counted by
    /// [`Tournament::score_after`] and every pairing score.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub adjustments: Vec<PointAdjustment>,
    /// TRF data the systems do not use (rank column, records kept verbatim).
    #[serde(default)]
    pub trf: super::extras::TrfExtras,
    /// Read only when `system` scores [`Scoring::Matches`].
    #[serde(default)]
    pub double_swiss: DoubleSwissSettings,
    /// The tie-breaks announced for the event (C.07 art. 2.1), in order;
    /// `None`: [`super::tiebreak::DEFAULT_TIEBREAKS`]. Not in TRF files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiebreaks: Option<Vec<super::tiebreak::TieBreak>>,
    /// C.07 art. 15: the rating an unrated player counts with in the
    /// rating-based tie-breaks (ARO, TPR, PTP, APRO, APPO), set by the
    /// event; `None`: unrated opponents are left out. Not in TRF files.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unrated_rating: Option<u32>,
    /// The event's regulations let players request a full-point bye
    /// (C.04.2 art. 3.3 leaves it to them; C.04.5 art. 2.1.2 calls it
    /// "FIDE-deprecated"). Off by default; only new requests are checked.
    /// Not in TRF files: a file is read with it off.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub full_point_byes: bool,
    /// What a late entry scores for each round paired before they arrived.
    /// Not in TRF files: a file is read with the default.
    #[serde(default, skip_serializing_if = "LateEntryRounds::is_default")]
    pub late_entry_rounds: LateEntryRounds,
    /// FIDE mode: the event is FIDE-rated, and what such an event may not
    /// do is refused or warned about (`model::fide`). Not in TRF files.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub fide_mode: bool,
    /// Published pairings the arbiter changed, with the reason of C.04.2
    /// art. 4.4 (the FIDE mode's report). Not in TRF files.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pairing_changes: Vec<super::change::PairingChange>,
    /// Pairings the arbiter changed by hand, with why (C.04.2 art. 4.4;
    /// `model::arbiter::swap_colours`, `swap_opponents`). Not read from
    /// TRF files (written there as `###` comments).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub manual_changes: Vec<super::change::ManualChange>,
}

/// The rounds a late entry missed (C.04.2 art. 2.4: "late entries receive
/// no points for unplayed rounds (unless the rules of the tournament say
/// otherwise)"): recorded as a zero-point absence, or, where the event's
/// regulations say so, a half-point bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum LateEntryRounds {
    /// No points (C.04.2 art. 2.4).
    #[default]
    ZeroPoint,
    /// Half a point each, by the event's regulations.
    HalfPoint,
}

impl LateEntryRounds {
    pub const ALL: [LateEntryRounds; 2] = [LateEntryRounds::ZeroPoint, LateEntryRounds::HalfPoint];

    /// The entry recorded for each missed round.
    pub const fn bye(self) -> ByeKind {
        match self {
            LateEntryRounds::ZeroPoint => ByeKind::ZeroPoint,
            LateEntryRounds::HalfPoint => ByeKind::HalfPoint,
        }
    }

    fn is_default(&self) -> bool {
        *self == LateEntryRounds::default()
    }
}

impl Tournament {
    pub fn player(&self, tpn: Tpn) -> Option<&Player> {
        self.players.get(tpn.index())
    }

    /// Score of `tpn` after the first `rounds` rounds, under the event's
    /// point system (Double-Swiss: game points, see [`Tournament::round_points`]),
    /// with the points given outside the games (`299`, [`Tournament::adjustment_in`]).
    pub fn score_after(&self, tpn: Tpn, rounds: u32) -> Points {
        self.player(tpn)
            .and_then(|p| self.running_scores(p, rounds).last().copied())
            .unwrap_or_default()
    }

    /// `p`'s score after 0, 1, …, `rounds` rounds (`rounds + 1` values),
    /// counting the `299` adjustments. A penalty never takes a score below
    /// zero (scores are unsigned tenths); the running total keeps the
    /// exact sum, so a later bonus is counted from the true total.
    pub fn running_scores(&self, p: &Player, rounds: u32) -> Vec<Points> {
        let mut out = Vec::with_capacity(rounds as usize + 1);
        out.push(Points::ZERO);
        let mut total: i64 = 0;
        for r in 1..=rounds {
            total += i64::from(self.round_points(p, r).0) + self.adjustment_in(p, r);
            out.push(Points(u32::try_from(total.max(0)).unwrap_or(u32::MAX)));
        }
        out
    }

    /// What the `299` records change in `p`'s points of `round`, in tenths
    /// (see [`PointAdjustment`]): a bonus or penalty is added; a typed
    /// assignment replaces the value of a result of its kind (one game per
    /// round only: a Double-Swiss match has no single result to replace).
    pub fn adjustment_in(&self, p: &Player, round: u32) -> i64 {
        if self.adjustments.is_empty() {
            return 0;
        }
        let entry = p.round(round);
        let single = self.system.info().scoring != Scoring::Matches;
        self.adjustments
            .iter()
            .filter(|a| a.covers(p.tpn, round))
            .map(|a| match a.kind {
                None => i64::from(a.points),
                Some(k) if single && k.matches(&entry) => {
                    i64::from(a.points) - i64::from(self.points.points(&entry).0)
                }
                Some(_) => 0,
            })
            .sum()
    }

    /// The total of `p`'s `299` adjustments through `rounds`, in tenths.
    pub fn adjustment_through(&self, p: &Player, rounds: u32) -> i64 {
        (1..=rounds).map(|r| self.adjustment_in(p, r)).sum()
    }

    /// Every pair that must not meet in `round`: the pairs forbidden in all
    /// rounds and the `260` pairs whose range holds `round`.
    pub fn forbidden_in(&self, round: u32) -> impl Iterator<Item = (Tpn, Tpn)> + '_ {
        self.forbidden_pairs.iter().copied().chain(
            self.forbidden_in_rounds
                .iter()
                .filter(move |f| f.applies_in(round))
                .map(|f| (f.a, f.b)),
        )
    }

    /// Points of a pairing-allocated bye in a Double-Swiss event: as many as
    /// winning one game and drawing the other unless the tournament's rules
    /// say otherwise (C.04.5 art. 1.4, TV-32).
    pub fn double_swiss_pab(&self) -> Points {
        self.double_swiss
            .pab
            .unwrap_or(self.points.win + self.points.draw)
    }

    /// Points `p` scored in round `round` (1-based).
    ///
    /// One game per round: the entry's value under [`Tournament::points`].
    /// Double-Swiss (C.04.5 Preface, art. 1.2.1): the match's game points, the sum of the
    /// two games' points from [`Player::match_games`]; a match forfeited as a
    /// whole recorded without games (`+`/`-`) counts both games; a PAB is
    /// [`Tournament::double_swiss_pab`] (art. 1.4); a requested bye covers
    /// the whole match and is worth its game value twice (the engine's
    /// choice, `src/double_swiss/DECISIONS.md`). A match without its game
    /// results scores nothing yet.
    pub fn round_points(&self, p: &Player, round: u32) -> Points {
        let entry = p.round(round);
        if self.system.info().scoring != Scoring::Matches {
            return self.points.points(&entry);
        }
        match entry {
            RoundEntry::NotPaired => Points::ZERO,
            RoundEntry::Bye(ByeKind::PairingAllocated) => self.double_swiss_pab(),
            RoundEntry::Bye(_) => self.points.points(&entry) + self.points.points(&entry),
            RoundEntry::Game { result, .. } => match p.match_games_in(round) {
                Some(g) => self.points.game_points(g.first) + self.points.game_points(g.second),
                None if matches!(result, GameResult::ForfeitWin | GameResult::ForfeitLoss) => {
                    self.points.game_points(result) + self.points.game_points(result)
                }
                None => Points::ZERO,
            },
        }
    }

    /// The number of rounds that have any game or PAB recorded.
    pub fn rounds_paired(&self) -> u32 {
        self.players
            .iter()
            .map(|p| {
                p.rounds
                    .iter()
                    .rposition(|e| {
                        matches!(
                            e,
                            RoundEntry::Game { .. } | RoundEntry::Bye(ByeKind::PairingAllocated)
                        )
                    })
                    .map_or(0, |i| i as u32 + 1)
            })
            .max()
            .unwrap_or(0)
    }
}
