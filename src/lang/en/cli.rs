//! English wording of the command line's own messages ([`CliMessage`]).

use crate::lang::cli::{CliMessage, HelpPart, UsageError};

/// One message of the command line.
pub fn message(m: &CliMessage) -> String {
    use CliMessage::*;
    match m {
        StdinError { error } => format!("standard input: {error}"),
        FileError { file, error } => format!("{file}: {error}"),
        StdoutError { error } => format!("standard output: {error}"),
        FileTooLarge { file, bytes } => format!("{file}: the file is too large ({bytes} bytes)"),
        AtPosition {
            file,
            line,
            column,
            message,
        } => format!("{file}:{line}:{column}: {message}"),
        Warning {
            file,
            line: 0,
            message,
        } => format!("{file}: warning: {message}"),
        Warning {
            file,
            line,
            message,
        } => format!("{file}:{line}: warning: {message}"),
        NoSystem { file } => {
            format!("{file}: the file names no pairing system (record 192); give --system")
        }
        FideOneFile { dir } => format!("{dir}: --fide checks one file, not a folder"),
        FideRefused { file } => format!("{file}: refused in FIDE mode (see above)"),
        RoundPending { file, round } => format!("{file}: round {round} has games without a result"),
        AllRoundsPaired { file, rounds } => {
            format!("{file}: all {rounds} rounds are already paired")
        }
        Panicked { round, what } => {
            format!("internal error: the pairing system panicked on round {round}: {what}")
        }
        Internal { message } => format!("internal error: {message}"),
        RoundDiffers {
            round,
            expected,
            got,
        } => format!("round {round} differs\n  expected: {expected}\n  got:      {got}"),
        NotExplained { why } => format!("not explained: {why}"),
        NotExplainedInternal => "not explained: internal error".into(),
        CheckSummary {
            file,
            checked,
            differing,
        } => format!("{file}: {checked} rounds checked, {differing} differ"),
        FolderSummary {
            dir,
            agreeing,
            total,
        } => format!("{dir}: {agreeing}/{total} files agree in every round"),
        CompactPairing { boards, bye } => {
            let mut parts: Vec<String> = boards.iter().map(|(w, b)| format!("{w}-{b}")).collect();
            if let Some(b) = bye {
                parts.push(format!("bye {b}"));
            }
            if parts.is_empty() {
                "(nobody)".into()
            } else {
                parts.join(" ")
            }
        }
        PointsNotANumber { value } => format!("--points: {value:?} is not a number of points"),
        PointsFormat => "--points wants win,draw,loss[,bye], e.g. 3,1,0".into(),
        StoppedBefore { round, error } => format!("stopped before round {round}: {error}"),
        InRecord {
            file,
            record,
            message,
        } => format!("{file}: record {record}: {message}"),
        NoRanks { file } => {
            format!("{file}: the file gives no rank (001 records, columns 86-89)")
        }
        StandingsSummary {
            file,
            players,
            through,
            codes,
        } => format!(
            "{file}: {players} players, after round {through}, tie-breaks {}",
            if codes.is_empty() {
                "none".into()
            } else {
                codes.join(",")
            }
        ),
        EveryRankAgrees => "every rank agrees".into(),
        HeaderRank => "rank".into(),
        HeaderPno => "pno".into(),
        HeaderName => "name".into(),
        HeaderPoints => "points".into(),
        Help(p) => help_part(p),
        Usage(u) => usage_error(u),
    }
}

fn help_part(p: &HelpPart) -> String {
    match p {
        HelpPart::UsageHeading => "Usage:".into(),
        HelpPart::Commands => "Commands".into(),
        HelpPart::CommandName => "COMMAND".into(),
        HelpPart::PrintHelp => "Print help".into(),
        HelpPart::PrintVersion => "Print version".into(),
        HelpPart::Defaults { values } => format!("[default: {values}]"),
        HelpPart::PossibleValues { values } => format!("[possible values: {values}]"),
    }
}

fn usage_error(u: &UsageError) -> String {
    let tip = |t: &Option<&str>| {
        t.map(|t| format!("\n\n  tip: a similar one exists: '{t}'"))
            .unwrap_or_default()
    };
    match u {
        UsageError::InvalidValue { arg, value, valid } => {
            format!("error: invalid value '{value}' for '{arg}'\n  [possible values: {valid}]")
        }
        UsageError::BadValue { arg, value, why } => {
            format!("error: invalid value '{value}' for '{arg}': {why}")
        }
        UsageError::UnknownArgument { arg, tip: t } => {
            format!("error: unexpected argument '{arg}' found{}", tip(t))
        }
        UsageError::UnknownCommand { command, tip: t } => {
            format!("error: unrecognized subcommand '{command}'{}", tip(t))
        }
        UsageError::Missing { args } => {
            format!("error: the following required arguments were not provided:\n  {args}")
        }
        UsageError::NoValue { arg } => {
            format!("error: a value is required for '{arg}' but none was supplied")
        }
        UsageError::Conflict { arg, other } => {
            format!("error: the argument '{arg}' cannot be used with '{other}'")
        }
        UsageError::TooMany { arg } => {
            format!("error: the argument '{arg}' cannot be used multiple times")
        }
        UsageError::Other { text } => (*text).to_owned(),
        UsageError::TryHelp => "For more information, try '--help'.".into(),
    }
}
