//! What can be wrong with a TRF file, and where.
//!
//! Data only: every refusal and warning carries the record, the players,
//! the rounds and the numbers involved. The words are in `lang::en::trf`
//! (which also implements `Display` and `std::error::Error` for these types).

use super::matches::MatchColumnsError;
use crate::model::{Colour, GameResult, Points, RoundEntry};

/// A TRF file refused by the reader: the 1-based line and column (in
/// characters) where the problem was found, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfError {
    pub line: usize,
    pub column: usize,
    pub kind: TrfErrorKind,
}

impl TrfError {
    pub(crate) fn new(line: usize, column: usize, kind: TrfErrorKind) -> TrfError {
        TrfError { line, column, kind }
    }

    /// A field that does not have the `expected` form; `found` is the text
    /// of the file (or the values read from it).
    pub(crate) fn expected(
        line: usize,
        column: usize,
        expected: Expected,
        found: impl Into<String>,
    ) -> TrfError {
        TrfError::new(
            line,
            column,
            TrfErrorKind::Expected {
                expected,
                found: found.into(),
            },
        )
    }

    /// A number larger than the reader accepts.
    pub(crate) fn out_of_range(
        line: usize,
        column: usize,
        what: Quantity,
        value: u64,
        max: u64,
    ) -> TrfError {
        TrfError::new(line, column, TrfErrorKind::OutOfRange { what, value, max })
    }
}

/// The kinds of defects the reader refuses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrfErrorKind {
    /// The bytes are not UTF-8 text (the position is the first bad byte).
    NotUtf8,
    /// The file exceeds [`MAX_INPUT_BYTES`](super::read::MAX_INPUT_BYTES).
    TooLarge {
        bytes: usize,
        max: usize,
    },
    /// A field does not have the expected form.
    Expected {
        expected: Expected,
        found: String,
    },
    /// A number beyond what the reader accepts.
    OutOfRange {
        what: Quantity,
        value: u64,
        max: u64,
    },
    /// No `001` line at all.
    NoPlayers,
    /// Two `001` lines with one pairing number.
    DuplicatePlayer {
        tpn: u32,
        first_line: usize,
    },
    /// Pairing numbers run from 1 without gaps.
    MissingPlayer {
        missing: u32,
        present: u32,
    },
    /// A game against a pairing number that has no `001` line.
    UnknownOpponent {
        round: u32,
        opponent: u32,
    },
    SelfOpponent {
        round: u32,
        tpn: u32,
    },
    /// A game not mirrored by the opponent's entry of the same round.
    Asymmetric {
        round: u32,
        tpn: u32,
        opponent: u32,
        found: RoundEntry,
    },
    /// Both players of a game have the same colour.
    SameColour {
        round: u32,
        tpn: u32,
        opponent: u32,
        colour: Colour,
    },
    /// The two results of a game do not fit together.
    ResultMismatch {
        round: u32,
        tpn: u32,
        opponent: u32,
        own: GameResult,
        theirs: GameResult,
    },
    /// The score of columns 81-84 is not the sum of the results.
    ScoreMismatch {
        tpn: u32,
        declared: Points,
        computed: Points,
    },
    /// A round beyond the number of rounds that `source_record` gives.
    RoundBeyondTotal {
        round: u32,
        total: u32,
        source_record: &'static str,
    },
    /// At most one pairing-allocated bye per round (C.04.1 art. 3).
    TwoPairingByes {
        round: u32,
        first: u32,
        second: u32,
    },
    /// A record given twice with different values, or two records that
    /// say different things about the same `topic`.
    Conflict {
        record: &'static str,
        topic: Option<Topic>,
        other_line: usize,
    },
    /// An absence (`240`, `XXZ`) for a round the player's line already fills.
    EntryConflict {
        tpn: u32,
        round: u32,
        record: &'static str,
        new: RoundEntry,
        old: RoundEntry,
    },
    /// A `192` code naming no known system.
    UnknownSystem(String),
    /// Acceleration for one player in two records (`XXA`, `250`).
    AccelerationTwice {
        tpn: u32,
    },
    /// Two `250` records give player `tpn` fictitious points for the same
    /// `round`: lines `first_line` and `second_line` (TRF-2026 `250`: one number of
    /// fictitious points per round, not a sum).
    AccelerationOverlap {
        tpn: u32,
        round: u32,
        first_line: usize,
        second_line: usize,
    },
    /// Double-Swiss (`192 FIDE_DOUBLESWISS`): TRF rounds are games, two per
    /// match (C.04.5 Preface), so their number must be even.
    OddGameCount {
        total: u32,
        source_record: &'static str,
    },
    /// Double-Swiss: the two game columns `2k-1`, `2k` of a player do not
    /// make one match (C.04.5 Preface).
    MatchColumns {
        tpn: u32,
        round: u32,
        reason: MatchColumnsError,
    },
}

/// What a field should have held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// A blank column between two fields.
    Blank,
    /// A number.
    Number(Quantity),
    /// A number of at least 1.
    NumberFromOne(Quantity),
    /// A point value such as `1.0` or `0.5`.
    Points(PointsField),
    /// A pairing number of an existing `001` line, 1 to the number given.
    PairingNumberUpTo(u32),
    /// `152`: `W` or `B`.
    InitialColour,
    /// `260`: first and last round, then two or more pairing numbers.
    ForbiddenRecord,
    /// `250`, `260`: a round range first <= last, from round 1.
    RoundRange,
    /// `250`: a player range first <= last, from 1.
    PlayerRange,
    /// `XXA`: a pairing number then points per round.
    AccelerationRecord,
    /// `XXC`: `white1`, `black1` or `rank`.
    ColourKeyword,
    /// `162`: a value after a result code.
    PointValue,
    /// `162`: one of the result codes W, D, L, A (Z), P, X.
    ResultCode,
    /// `162`: each result code once.
    ResultCodeOnce,
    /// `240`: bye type F, H or Z.
    ByeType,
    /// `299` column 5: W, D, L, F, H, Z, +, - or blank.
    AbnormalType,
    /// `240`: at least one pairing number.
    SomePairingNumber,
    /// `250`: nothing after column 31.
    EndOf250,
    /// `260`, `XXP`: two or more pairing numbers.
    TwoPairingNumbers,
    /// `XXS`: `KEY=value`.
    KeyValue,
    /// `XXS`: one of the keys JaVaFo reads.
    PointsKey,
    /// `XXS`: White and Black with the same points.
    SamePointsForBothColours,
    /// `001` column 10.
    Sex,
    /// `001` columns 58-68: the player's FIDE id, digits only.
    PlayerId,
    /// A round entry's colour: `w`, `b` or `-`.
    Colour,
    /// `-` (no colour) with opponent `0000`.
    NoColourWithoutOpponent,
    /// A bye code U, F, H or Z with opponent `0000`.
    ByeCode,
    /// `w` or `b` for a game against an opponent.
    GameColour,
    /// A game result code.
    GameResult,
}

/// A number the reader reads, or counts, and bounds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    PairingNumber,
    /// `001` columns 5-8.
    PlayerPairingNumber,
    FirstRound,
    LastRound,
    Round,
    Rounds,
    FirstPairingNumber,
    LastPairingNumber,
    /// `001` columns 49-52.
    Rating,
    /// `001` columns 86-89.
    Rank,
    /// A round entry's opponent.
    Opponent,
    LineBytes,
    /// `132`.
    RoundDates,
    /// `XXA`.
    AccelerationRounds,
    /// `260`, `XXP`.
    PlayersInRecord,
    /// All `250` records together.
    AccelerationCells,
    /// Acceleration of one player and round, in tenths.
    AccelerationTenths,
    ForbiddenPairs,
    /// Round entries in one `001` line.
    PlayerRounds,
}

/// A point value of the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PointsField {
    /// Of a point system (`162`, `BB?`, `XXS`).
    Points,
    /// `XXA`.
    Acceleration,
    /// `250` game points.
    FictitiousGamePoints,
    /// `001` columns 81-84.
    Score,
    /// `299` columns 14-17: `[-]11.5`.
    Adjustment,
}

/// What two records may both state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Topic {
    RoundDates,
    Rounds,
    InitialColour,
    PointSystem,
    PairingSystem,
}

/// Something odd that does not stop the file from being used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfWarning {
    /// 1-based line, 0 when the warning concerns the whole file.
    pub line: usize,
    pub kind: TrfWarningKind,
}

/// The oddities the reader reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TrfWarningKind {
    /// `XXC rank`: pairing numbers are used, not the rank column.
    RankOrderIgnored,
    /// `162 X`: the value of unknown results is not used.
    UnknownResultValueIgnored,
    /// `250` match points (team events) are ignored.
    MatchPointsIgnored,
    /// No `XXR` or `142`: the number of TRF rounds is inferred.
    RoundsAssumed { rounds: u32 },
    /// Some `001` lines have no score, so it was not checked.
    ScoresUnchecked,
    /// `250` records are given, so the Baku acceleration of `192` is not
    /// applied (TRF-2026).
    BakuDisregarded,
    /// No `XXC` or `152`: the initial colour is inferred.
    InitialColourAssumed(Colour),
    /// The rank column does not follow the scores.
    StaleRank,
    /// A title that is not a FIDE title is ignored.
    UnknownTitle(String),
    /// `0000 - -` in a round is read as a zero-point absence.
    DashReadAsAbsence { round: u32 },
    /// The file is not UTF-8 and was read as Latin-1 / Windows-1252; the
    /// first such character is on the warning's line at `column`.
    ReadAsLatin1 { column: usize },
}
