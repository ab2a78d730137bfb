//! What can be wrong with a TRF file, and where.

use std::fmt;
use thiserror::Error;

/// A TRF file refused by the reader: the 1-based line and column (in
/// characters) where the problem was found, and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("line {line}, column {column}: {kind}")]
pub struct TrfError {
    pub line: usize,
    pub column: usize,
    pub kind: TrfErrorKind,
}

impl TrfError {
    pub(crate) fn new(line: usize, column: usize, kind: TrfErrorKind) -> TrfError {
        TrfError { line, column, kind }
    }

    pub(crate) fn expected(
        line: usize,
        column: usize,
        expected: impl Into<String>,
        found: impl Into<String>,
    ) -> TrfError {
        TrfError::new(
            line,
            column,
            TrfErrorKind::Expected {
                expected: expected.into(),
                found: found.into(),
            },
        )
    }
}

/// The kinds of defects the reader refuses.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TrfErrorKind {
    #[error("the file is not UTF-8 text")]
    NotUtf8,
    #[error("the file is too large ({bytes} bytes, at most {max})")]
    TooLarge { bytes: usize, max: usize },
    /// A field does not have the expected form.
    #[error("expected {expected}, found {found:?}")]
    Expected { expected: String, found: String },
    #[error("{what} {value} is out of range (at most {max})")]
    OutOfRange {
        what: &'static str,
        value: u64,
        max: u64,
    },
    #[error("the file has no player (001) lines")]
    NoPlayers,
    #[error("pairing number {tpn} is used twice (first on line {first_line})")]
    DuplicatePlayer { tpn: u32, first_line: usize },
    #[error("pairing numbers must run from 1 without gaps: there is no 001 line for {missing}, but there is one for {present}")]
    MissingPlayer { missing: u32, present: u32 },
    #[error("round {round}: opponent {opponent} has no 001 line")]
    UnknownOpponent { round: u32, opponent: u32 },
    #[error("round {round}: player {tpn} is paired against themself")]
    SelfOpponent { round: u32, tpn: u32 },
    #[error("round {round}: player {tpn} is paired against {opponent}, but {opponent}'s round {round} entry is {found}")]
    Asymmetric {
        round: u32,
        tpn: u32,
        opponent: u32,
        found: String,
    },
    #[error("round {round}: players {tpn} and {opponent} both have {colour}")]
    SameColour {
        round: u32,
        tpn: u32,
        opponent: u32,
        colour: &'static str,
    },
    #[error("round {round}: results do not match: player {tpn} has '{own}', opponent {opponent} has '{theirs}'")]
    ResultMismatch {
        round: u32,
        tpn: u32,
        opponent: u32,
        own: char,
        theirs: char,
    },
    #[error("player {tpn}: declared score {declared} (columns 81-84) is not the sum of the results, {computed}, under the point system of the file")]
    ScoreMismatch {
        tpn: u32,
        declared: String,
        computed: String,
    },
    #[error(
        "round {round} is beyond the number of rounds of the tournament, {total} ({source_record})"
    )]
    RoundBeyondTotal {
        round: u32,
        total: u32,
        source_record: &'static str,
    },
    #[error("round {round}: two pairing-allocated byes, players {first} and {second}")]
    TwoPairingByes { round: u32, first: u32, second: u32 },
    #[error("{record} repeats or contradicts line {other_line}")]
    Conflict {
        record: &'static str,
        other_line: usize,
    },
    #[error("player {tpn}, round {round}: {record} says {new} but the round is already {old}")]
    EntryConflict {
        tpn: u32,
        round: u32,
        record: &'static str,
        new: String,
        old: String,
    },
    #[error("unknown pairing system {0:?} (known: FIDE_DUTCH_2025, FIDE_DUTCH_2025_BAKU, FIDE_DUTCH_2017, FIDE_DUTCH_2017_BAKU, FIDE_DOUBLESWISS)")]
    UnknownSystem(String),
    #[error("player {tpn} has acceleration given twice (XXA/250)")]
    AccelerationTwice { tpn: u32 },
}

/// Something odd that does not stop the file from being used.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrfWarning {
    /// 1-based line, 0 when the warning concerns the whole file.
    pub line: usize,
    pub message: String,
}

impl fmt::Display for TrfWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "warning: {}", self.message)
        } else {
            write!(f, "line {}: warning: {}", self.line, self.message)
        }
    }
}
