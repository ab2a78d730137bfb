//! The command line's own messages as data (`src/cli/` builds them, each
//! language words them in `CliWords::cli`). What the CLI prints from the
//! engine (a TRF error, a pairing error, a finding) is rendered by the
//! engine's own catalogue methods and passed in as text.

use crate::model::Tpn;

/// One message of the command line. Text fields hold what is already
/// rendered (a file name, an operating system error, an engine message).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CliMessage<'a> {
    /// Reading standard input failed.
    StdinError {
        error: &'a str,
    },
    /// Reading or writing a file failed.
    FileError {
        file: &'a str,
        error: &'a str,
    },
    /// Writing to standard output failed.
    StdoutError {
        error: &'a str,
    },
    FileTooLarge {
        file: &'a str,
        bytes: u64,
    },
    /// `file:line:column: message` (a TRF error).
    AtPosition {
        file: &'a str,
        line: usize,
        column: usize,
        message: &'a str,
    },
    /// A reader's warning on a line (0: the whole file).
    Warning {
        file: &'a str,
        line: usize,
        message: &'a str,
    },
    NoSystem {
        file: &'a str,
    },
    FideOneFile {
        dir: &'a str,
    },
    FideRefused {
        file: &'a str,
    },
    RoundPending {
        file: &'a str,
        round: u32,
    },
    AllRoundsPaired {
        file: &'a str,
        rounds: u32,
    },
    Panicked {
        round: u32,
        what: &'a str,
    },
    /// An internal error, with the engine's message.
    Internal {
        message: &'a str,
    },
    /// `check`: a round differs; both pairings on one line each.
    RoundDiffers {
        round: u32,
        expected: &'a str,
        got: &'a str,
    },
    /// `check --explain`: the explanation failed.
    NotExplained {
        why: &'a str,
    },
    NotExplainedInternal,
    CheckSummary {
        file: &'a str,
        checked: u32,
        differing: u32,
    },
    FolderSummary {
        dir: &'a str,
        agreeing: u32,
        total: u32,
    },
    /// A pairing on one line: "3-1 4-2 bye 5".
    CompactPairing {
        boards: &'a [(Tpn, Tpn)],
        bye: Option<Tpn>,
    },
    PointsNotANumber {
        value: &'a str,
    },
    PointsFormat,
    StoppedBefore {
        round: u32,
        error: &'a str,
    },
    /// `file: record 202: …`.
    InRecord {
        file: &'a str,
        record: &'a str,
        message: &'a str,
    },
    NoRanks {
        file: &'a str,
    },
    StandingsSummary {
        file: &'a str,
        players: usize,
        through: u32,
        codes: &'a [String],
    },
    EveryRankAgrees,
    /// `standings --format text`: the column headers.
    HeaderRank,
    HeaderPno,
    HeaderName,
    HeaderPoints,
    /// The parts of `--help` clap writes itself ("Usage:", "Commands", the
    /// help flag's line, "[default: …]"); English leaves clap's own words.
    Help(HelpPart<'a>),
    /// A command line clap refused, as data (`cli::usage_error` reads it
    /// from clap's error).
    Usage(UsageError<'a>),
}

/// A part of the help text clap builds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HelpPart<'a> {
    /// "Usage:".
    UsageHeading,
    /// "Commands" (clap adds the colon).
    Commands,
    /// "COMMAND".
    CommandName,
    /// The help flag's line: "Print help".
    PrintHelp,
    /// The version flag's line: "Print version".
    PrintVersion,
    /// "[default: auto]".
    Defaults { values: &'a str },
    /// "[possible values: tsv, text]".
    PossibleValues { values: &'a str },
}

/// What was wrong with a command line (clap's error kinds).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum UsageError<'a> {
    /// `--lang de`: not one of the values.
    InvalidValue {
        arg: &'a str,
        value: &'a str,
        valid: &'a str,
    },
    /// A value the argument's parser refused (`--players x`); `why` is the
    /// parser's own message.
    BadValue {
        arg: &'a str,
        value: &'a str,
        why: &'a str,
    },
    UnknownArgument {
        arg: &'a str,
        tip: Option<&'a str>,
    },
    UnknownCommand {
        command: &'a str,
        tip: Option<&'a str>,
    },
    Missing {
        args: &'a str,
    },
    NoValue {
        arg: &'a str,
    },
    Conflict {
        arg: &'a str,
        other: &'a str,
    },
    TooMany {
        arg: &'a str,
    },
    /// Any other: clap's own (English) message.
    Other {
        text: &'a str,
    },
    /// The line after an error: "For more information, try '--help'."
    TryHelp,
}

impl CliMessage<'_> {
    /// One of each variant, for the tests that render every message in
    /// every language.
    pub fn samples() -> Vec<CliMessage<'static>> {
        use CliMessage::*;
        const BOARDS: &[(Tpn, Tpn)] = &[(Tpn(3), Tpn(1)), (Tpn(4), Tpn(2))];
        const CODES: &[String] = &[];
        vec![
            StdinError { error: "…" },
            FileError {
                file: "a.trf",
                error: "…",
            },
            StdoutError { error: "…" },
            FileTooLarge {
                file: "a.trf",
                bytes: 9_000_000,
            },
            AtPosition {
                file: "a.trf",
                line: 3,
                column: 5,
                message: "…",
            },
            Warning {
                file: "a.trf",
                line: 0,
                message: "…",
            },
            Warning {
                file: "a.trf",
                line: 4,
                message: "…",
            },
            NoSystem { file: "a.trf" },
            FideOneFile { dir: "d" },
            FideRefused { file: "a.trf" },
            RoundPending {
                file: "a.trf",
                round: 2,
            },
            AllRoundsPaired {
                file: "a.trf",
                rounds: 9,
            },
            Panicked {
                round: 3,
                what: "…",
            },
            Internal { message: "…" },
            RoundDiffers {
                round: 3,
                expected: "1-2",
                got: "2-1",
            },
            NotExplained { why: "…" },
            NotExplainedInternal,
            CheckSummary {
                file: "a.trf",
                checked: 5,
                differing: 1,
            },
            FolderSummary {
                dir: "d",
                agreeing: 3,
                total: 4,
            },
            CompactPairing {
                boards: BOARDS,
                bye: Some(Tpn(5)),
            },
            CompactPairing {
                boards: &[],
                bye: None,
            },
            PointsNotANumber { value: "x" },
            PointsFormat,
            StoppedBefore {
                round: 4,
                error: "…",
            },
            InRecord {
                file: "a.trf",
                record: "202",
                message: "…",
            },
            NoRanks { file: "a.trf" },
            StandingsSummary {
                file: "a.trf",
                players: 10,
                through: 5,
                codes: CODES,
            },
            EveryRankAgrees,
            HeaderRank,
            HeaderPno,
            HeaderName,
            HeaderPoints,
        ]
    }
}
