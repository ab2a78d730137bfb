//! The `pocket-arbiter` command line: `pair`, `check`, `generate`, `convert`,
//! `standings` (`standings.rs`, also `check --standings`).
//!
//! Exit codes (as the reference engines use them):
//! 0 done; 1 no legal pairing exists (`pair`, `generate`) or rounds differ
//! (`check`); 2 the pairing system is not implemented, or an internal error;
//! 3 invalid input (the message names `file:line:column`).
//!
//! Language: `--lang en|fr` (any command), else the environment's locale
//! (`LC_ALL`, `LC_MESSAGES`, `LANG`: `fr…` gives French). Every message
//! and explanation goes through the chosen [`Catalogue`]; what other
//! programs read (`pair`'s reference format, `standings`' tab-separated
//! table, `convert`'s TRF) is the same in every language. `--lang` is
//! read before clap parses, so the help (`--help`: each about and help,
//! and clap's own "Usage:", "Commands", help flag, defaults and possible
//! values) and clap's refusals are in the language too; what clap keeps
//! inside (the usage line's `[OPTIONS]`, a number parser's reason) stays
//! English.

use crate::generate::{generate, GenerateError, GeneratorConfig};
use crate::lang::cli::{CliMessage, HelpPart, UsageError};
use crate::lang::{Catalogue, Lang};
use crate::model::{InvalidReason, Pairing, PairingError};
use crate::model::{PointSystem, Points, RoundStatus, SystemKind, Tournament};
use crate::systems::pair_round;
use crate::trf::{read_bytes_with, write, ReadOutcome, TrfFlavour};
use clap::{Parser, Subcommand, ValueEnum};
use std::io::{Read, Write};
use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::{Path, PathBuf};

mod standings;

#[cfg(test)]
mod lang_tests;

/// Exit code: success.
pub const EXIT_OK: i32 = 0;
/// Exit code: no legal pairing exists / `check` found differences.
pub const EXIT_NO_PAIRING: i32 = 1;
/// Exit code: system not implemented, or an internal error.
pub const EXIT_UNSUPPORTED: i32 = 2;
/// Exit code: invalid input or request.
pub const EXIT_INVALID: i32 = 3;

#[derive(Debug, Parser)]
#[command(
    name = "pocket-arbiter",
    version,
    about = "FIDE Swiss pairings from TRF files (the systems: see --system in each command)"
)]
struct Cli {
    /// Language of the messages and explanations (default: the locale's,
    /// from LC_ALL, LC_MESSAGES or LANG; English when it has none).
    #[arg(long, global = true, value_parser = lang_parser())]
    lang: Option<Lang>,
    #[command(subcommand)]
    command: Command,
}

/// `--lang`'s values: each catalogue's tag, listed in `--help` with the
/// language's own name.
fn lang_parser() -> impl clap::builder::TypedValueParser<Value = Lang> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    let values: Vec<PossibleValue> = Lang::ALL
        .iter()
        .map(|l| PossibleValue::new(l.tag()).help(l.name()))
        .collect();
    PossibleValuesParser::new(values).map(|s| Lang::from_tag(&s).unwrap_or_default())
}

/// `--lang X` or `--lang=X` on the command line, read before clap parses
/// (a value without a catalogue is left for clap to refuse).
fn early_lang(args: &[std::ffi::OsString]) -> Option<Lang> {
    let mut it = args.iter().skip(1).map(|a| a.to_string_lossy());
    while let Some(a) = it.next() {
        if a == "--" {
            break;
        }
        if let Some(v) = a.strip_prefix("--lang=") {
            return Lang::from_tag(v);
        }
        if a == "--lang" {
            return it.next().and_then(|v| Lang::from_tag(&v));
        }
    }
    None
}

/// The command line in `words`' language: each command's about and each
/// argument's help from [`CliWords::cli_help`](crate::lang::catalogue::CliWords::cli_help),
/// clap's own parts ("Usage:", "Commands", the help flag, "[default: …]")
/// from [`HelpPart`]. A language with no help of its own (English) keeps
/// clap's command as the code writes it.
fn localized(words: &dyn Catalogue) -> clap::Command {
    let mut cmd = <Cli as clap::CommandFactory>::command();
    if words.cli_help("").is_none() {
        return cmd;
    }
    // Built first, so that the help and version flags and the `help`
    // command clap adds are there to be worded too.
    cmd.build();
    localize(cmd, words, "")
}

fn localize(mut cmd: clap::Command, w: &dyn Catalogue, path: &str) -> clap::Command {
    let part = |p: HelpPart| w.cli(&CliMessage::Help(p));
    if let Some(about) = w.cli_help(path) {
        cmd = cmd.about(about).long_about(None::<&str>);
    }
    cmd = cmd
        .help_template(format!(
            "{{before-help}}{{about-with-newline}}\n{} {{usage}}\n\n{{all-args}}{{after-help}}",
            part(HelpPart::UsageHeading)
        ))
        .subcommand_help_heading(leak(part(HelpPart::Commands)))
        .subcommand_value_name(leak(part(HelpPart::CommandName)));
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let key = if path.is_empty() {
            id.clone()
        } else {
            format!("{path}.{id}")
        };
        cmd = cmd.mut_arg(&id, |a| {
            let mut help = match id.as_str() {
                "help" => part(HelpPart::PrintHelp),
                "version" => part(HelpPart::PrintVersion),
                _ => w
                    .cli_help(&key)
                    // a global argument (`--lang`) has its help once, at the top
                    .or_else(|| w.cli_help(&id))
                    .map(str::to_owned)
                    .or_else(|| a.get_help().map(|h| h.to_string()))
                    .unwrap_or_default(),
            };
            if a.get_action().takes_values() {
                let defaults: Vec<String> = a
                    .get_default_values()
                    .iter()
                    .map(|v| v.to_string_lossy().into_owned())
                    .collect();
                if !defaults.is_empty() && !a.is_hide_default_value_set() {
                    let values = defaults.join(", ");
                    help = format!("{help} {}", part(HelpPart::Defaults { values: &values }));
                }
                let possible: Vec<String> = a
                    .get_possible_values()
                    .iter()
                    .filter(|p| !p.is_hide_set())
                    .map(|p| p.get_name().to_owned())
                    .collect();
                if !possible.is_empty() && !a.is_hide_possible_values_set() {
                    let values = possible.join(", ");
                    help = format!(
                        "{help} {}",
                        part(HelpPart::PossibleValues { values: &values })
                    );
                }
            }
            a.help(help)
                .long_help(None::<&str>)
                .hide_default_value(true)
                .hide_possible_values(true)
        });
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_owned())
        .collect();
    for name in subs {
        let sub_path = if path.is_empty() {
            name.clone()
        } else {
            format!("{path}.{name}")
        };
        cmd = cmd.mut_subcommand(&name, |s| localize(s, w, &sub_path));
    }
    cmd
}

/// clap takes these two as `&'static str` (without its `string` feature):
/// built once per run of the command line, a few bytes.
fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

/// A command line clap refused, in `words`' language: clap's own message
/// when the language has no help of its own (English), else the error's
/// kind and context worded by the catalogue ([`UsageError`]). What clap
/// does not give as data (a number parser's reason) stays as the parser
/// says it.
fn usage_error(words: &dyn Catalogue, e: &clap::Error) -> String {
    use clap::error::{ContextKind, ErrorKind};
    if words.cli_help("").is_none() {
        return e.render().to_string();
    }
    let get = |k: ContextKind| e.get(k).map(|v| v.to_string()).unwrap_or_default();
    let (arg, value) = (get(ContextKind::InvalidArg), get(ContextKind::InvalidValue));
    let valid = get(ContextKind::ValidValue);
    let command = get(ContextKind::InvalidSubcommand);
    let prior = get(ContextKind::PriorArg);
    let suggested = get(ContextKind::SuggestedArg);
    let suggested_command = get(ContextKind::SuggestedSubcommand);
    let tip = |s: &str| (!s.is_empty()).then_some(s).map(str::to_owned);
    let (tip_arg, tip_command) = (tip(&suggested), tip(&suggested_command));
    let why = std::error::Error::source(e)
        .map(|s| s.to_string())
        .unwrap_or_default();
    let rendered = e.render().to_string();
    let u = match e.kind() {
        ErrorKind::DisplayHelpOnMissingArgumentOrSubcommand | ErrorKind::MissingSubcommand => {
            return rendered;
        }
        ErrorKind::InvalidValue if value.is_empty() => UsageError::NoValue { arg: &arg },
        ErrorKind::InvalidValue => UsageError::InvalidValue {
            arg: &arg,
            value: &value,
            valid: &valid,
        },
        ErrorKind::ValueValidation => UsageError::BadValue {
            arg: &arg,
            value: &value,
            why: &why,
        },
        ErrorKind::UnknownArgument => UsageError::UnknownArgument {
            arg: &arg,
            tip: tip_arg.as_deref(),
        },
        ErrorKind::InvalidSubcommand => UsageError::UnknownCommand {
            command: &command,
            tip: tip_command.as_deref(),
        },
        ErrorKind::MissingRequiredArgument => UsageError::Missing { args: &arg },
        ErrorKind::ArgumentConflict => UsageError::Conflict {
            arg: &arg,
            other: &prior,
        },
        ErrorKind::TooManyValues => UsageError::TooMany { arg: &arg },
        _ => UsageError::Other { text: &rendered },
    };
    let text = words.cli(&CliMessage::Usage(u));
    format!(
        "{text}\n\n{}\n",
        words.cli(&CliMessage::Usage(UsageError::TryHelp))
    )
}

/// The pairing system to use: one of the registry's ids, or `auto` (the
/// system named by the file's `192` record).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct SystemArg(Option<SystemKind>);

impl SystemArg {
    fn kind(self) -> Option<SystemKind> {
        self.0
    }
}

/// `--system`'s values, listed in `--help` from the system registry.
fn system_parser() -> impl clap::builder::TypedValueParser<Value = SystemArg> {
    use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
    let mut values: Vec<PossibleValue> = SystemKind::ALL
        .iter()
        .map(|k| {
            let info = k.info();
            PossibleValue::new(info.id)
                .aliases(info.aliases.iter().copied())
                .help(crate::lang::en::model::system_name(*k))
        })
        .collect();
    values.push(PossibleValue::new("auto").help("the system named by the file's 192 record"));
    PossibleValuesParser::new(values).map(|s| SystemArg(SystemKind::from_id(&s)))
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum FlavourArg {
    Trf16,
    Trf2026,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Pair the round after the last paired one; print it in the reference format.
    Pair {
        #[arg(long, default_value = "auto", value_parser = system_parser())]
        system: SystemArg,
        /// TRF file (`-` for standard input).
        input: PathBuf,
        /// Write the pairing here instead of standard output.
        #[arg(short, long)]
        output: Option<PathBuf>,
        /// FIDE mode: refuse what a FIDE-rated event may not do (a system
        /// not approved for the start date, a changed round without a
        /// reason, a deprecated full-point bye), warn about the rest.
        #[arg(long)]
        fide: bool,
    },
    /// Re-pair every round of a finished file from its history and compare.
    /// A folder checks every `.trf` file in it and ends with a summary line.
    Check {
        #[arg(long, default_value = "auto", value_parser = system_parser())]
        system: SystemArg,
        /// Check the file's final ranking (TRF-2026 rank column) instead:
        /// recompute the standings (C.07) and report the first difference.
        #[arg(long)]
        standings: bool,
        #[command(flatten)]
        tiebreaks: standings::StandingsArgs,
        input: PathBuf,
        /// FIDE mode: also report what a FIDE-rated event may not do; a
        /// refusal makes the exit code 1 (one file only).
        #[arg(long)]
        fide: bool,
        /// For the first round that differs, say where the file's pairing
        /// leaves the rules: the bracket, the first criterion on which it is
        /// worse (both values), the absolute criterion it breaks, the
        /// article ordering equally good candidates, the colour rule.
        #[arg(long)]
        explain: bool,
        /// With --explain: explain every differing round (each judged from
        /// the file's own history), not only the first.
        #[arg(long, requires = "explain")]
        all_rounds: bool,
    },
    /// Standings with the C.07 tie-breaks after the last complete round:
    /// `pno points CODE… rank`, tab-separated, `-` where undefined.
    Standings {
        #[command(flatten)]
        tiebreaks: standings::StandingsArgs,
        #[arg(long, value_enum, default_value = "tsv")]
        format: standings::Format,
        input: PathBuf,
    },
    /// Generate a reproducible random tournament, paired round by round.
    Generate {
        /// Default: the registry's first system.
        #[arg(long, default_value = "auto", value_parser = system_parser())]
        system: SystemArg,
        #[arg(long)]
        players: u32,
        #[arg(long)]
        rounds: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Percentage of played games that are drawn.
        #[arg(long, default_value_t = 30)]
        draws: u32,
        /// Probability (0-1) that a game is forfeited.
        #[arg(long, default_value_t = 0.0)]
        forfeit_rate: f64,
        /// Probability (0-1) that a player is absent (Z) in a round.
        #[arg(long, default_value_t = 0.0)]
        absence_rate: f64,
        /// Probability (0-1) that a player takes a half-point bye (H) in a round.
        #[arg(long, default_value_t = 0.0)]
        half_bye_rate: f64,
        /// Points for win,draw,loss[,pairing-allocated bye], e.g. 3,1,0.
        #[arg(long)]
        points: Option<String>,
        /// Baku acceleration (C.04.7).
        #[arg(long)]
        baku: bool,
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
    /// Time the pairing of the next round of each file (best and median of
    /// `--runs`), check it against `FILE.out` when present, report peak memory.
    Bench {
        #[arg(long, default_value = "auto", value_parser = system_parser())]
        system: SystemArg,
        #[arg(long, default_value_t = 5)]
        runs: u32,
        /// Instead of files: generate an event of each of these sizes
        /// (comma-separated, e.g. 400,800,1500) with `--system` and time the
        /// pairing of each of its first `--rounds` rounds, once each, with the
        /// peak memory of that round.
        #[arg(long, value_delimiter = ',')]
        generate: Vec<u32>,
        /// Rounds to time per generated event.
        #[arg(long, default_value_t = 4)]
        rounds: u32,
        /// TRF files; `tests/data/bench/*-round*.trf` are the standard inputs.
        inputs: Vec<PathBuf>,
    },
    /// Rewrite a TRF file as TRF-2026 or TRF-16.
    Convert {
        #[arg(long, value_enum)]
        to: FlavourArg,
        input: PathBuf,
        #[arg(short, long)]
        output: Option<PathBuf>,
    },
}

/// Runs the command line on `args` (the first is the program name) and
/// returns the exit code. Output goes to `out`, messages to `err`.
pub fn run<I, T>(args: I, out: &mut dyn Write, err: &mut dyn Write) -> i32
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let args: Vec<std::ffi::OsString> = args.into_iter().map(Into::into).collect();
    // The language is known before clap parses, so that `--help` and
    // clap's refusals are in it too.
    let words = early_lang(&args)
        .unwrap_or_else(|| Lang::from_locale(|k| std::env::var(k).ok()))
        .catalogue();
    let parsed = localized(words)
        .try_get_matches_from(&args)
        .and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m));
    let cli = match parsed {
        Ok(c) => c,
        Err(e) => {
            use clap::error::ErrorKind;
            return match e.kind() {
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion => {
                    let _ = write!(out, "{}", e.render());
                    EXIT_OK
                }
                _ => {
                    let _ = write!(err, "{}", usage_error(words, &e));
                    EXIT_INVALID
                }
            };
        }
    };
    debug_assert!(cli.lang.is_none_or(|l| l.catalogue().tag() == words.tag()));
    let result = match cli.command {
        Command::Pair {
            system,
            input,
            output,
            fide,
        } => cmd_pair(words, system, &input, output.as_deref(), fide, out, err),
        Command::Check {
            standings: true,
            tiebreaks,
            input,
            ..
        } => standings::cmd_check_standings(words, &tiebreaks, &input, out, err),
        Command::Check {
            input, fide: true, ..
        } if input.is_dir() => Err(invalid(words.cli(&CliMessage::FideOneFile {
            dir: &input.display().to_string(),
        }))),
        Command::Check { system, input, .. } if input.is_dir() => {
            cmd_check_folder(words, system, &input, out, err)
        }
        Command::Check {
            system,
            input,
            fide,
            explain,
            all_rounds,
            ..
        } => {
            let explain = match (explain, all_rounds) {
                (false, _) => Explain::No,
                (true, false) => Explain::First,
                (true, true) => Explain::All,
            };
            cmd_check(words, system, &input, fide, explain, out, err)
        }
        Command::Standings {
            tiebreaks,
            format,
            input,
        } => standings::cmd_standings(words, &tiebreaks, format, &input, out, err),
        Command::Generate {
            system,
            players,
            rounds,
            seed,
            draws,
            forfeit_rate,
            absence_rate,
            half_bye_rate,
            points,
            baku,
            output,
        } => (|| {
            let points = match points {
                Some(p) => parse_point_list(words, &p)?,
                None => PointSystem::default(),
            };
            let cfg = GeneratorConfig {
                players,
                rounds,
                seed,
                draw_percent: draws,
                forfeit_rate,
                absence_rate,
                half_bye_rate,
                points,
                system: system.kind().unwrap_or_default(),
                baku_acceleration: baku,
                initial_colour: None,
            };
            cmd_generate(words, &cfg, output.as_deref(), out, err)
        })(),
        Command::Bench {
            system,
            runs,
            generate,
            rounds,
            inputs,
        } => {
            if generate.is_empty() {
                cmd_bench(words, system, runs, &inputs, out, err)
            } else {
                cmd_bench_generated(words, system, &generate, rounds, out)
            }
        }
        Command::Convert { to, input, output } => (|| {
            let outcome = load(words, &input, None, err)?;
            let flavour = match to {
                FlavourArg::Trf16 => TrfFlavour::Trf16,
                FlavourArg::Trf2026 => TrfFlavour::Trf2026,
            };
            emit(
                words,
                &write(&outcome.tournament, flavour),
                output.as_deref(),
                out,
            )?;
            Ok(EXIT_OK)
        })(),
    };
    match result {
        Ok(code) => code,
        Err(Failure { code, message }) => {
            let _ = writeln!(err, "pocket-arbiter: {message}");
            code
        }
    }
}

/// A command that stops with a message and an exit code.
struct Failure {
    code: i32,
    message: String,
}

fn invalid(message: impl Into<String>) -> Failure {
    Failure {
        code: EXIT_INVALID,
        message: message.into(),
    }
}

/// Reads and parses a TRF file; warnings go to `err`. A file that names no
/// system is read as one of `system` (for Double-Swiss: two TRF rounds per
/// match).
fn load(
    words: &dyn Catalogue,
    path: &Path,
    system: Option<SystemKind>,
    err: &mut dyn Write,
) -> Result<ReadOutcome, Failure> {
    let shown = path.display().to_string();
    let file_error = |e: std::io::Error| {
        invalid(words.cli(&CliMessage::FileError {
            file: &shown,
            error: &e.to_string(),
        }))
    };
    let bytes = if shown == "-" {
        let mut buf = Vec::new();
        std::io::stdin()
            .lock()
            .take(crate::trf::read::MAX_INPUT_BYTES as u64 + 1)
            .read_to_end(&mut buf)
            .map_err(|e| {
                invalid(words.cli(&CliMessage::StdinError {
                    error: &e.to_string(),
                }))
            })?;
        buf
    } else {
        let meta = std::fs::metadata(path).map_err(file_error)?;
        if meta.len() > crate::trf::read::MAX_INPUT_BYTES as u64 {
            return Err(invalid(words.cli(&CliMessage::FileTooLarge {
                file: &shown,
                bytes: meta.len(),
            })));
        }
        std::fs::read(path).map_err(file_error)?
    };
    let outcome = read_bytes_with(&bytes, system).map_err(|e| {
        invalid(words.cli(&CliMessage::AtPosition {
            file: &shown,
            line: e.line,
            column: e.column,
            message: &words.trf_error_kind(&e.kind),
        }))
    })?;
    for w in &outcome.warnings {
        let _ = writeln!(
            err,
            "{}",
            words.cli(&CliMessage::Warning {
                file: &shown,
                line: w.line,
                message: &words.trf_warning_kind(&w.kind),
            })
        );
    }
    Ok(outcome)
}

/// The tournament with the system asked for (`auto`: the file's own).
fn with_system(
    words: &dyn Catalogue,
    outcome: ReadOutcome,
    system: SystemArg,
    path: &Path,
) -> Result<Tournament, Failure> {
    let mut t = outcome.tournament;
    t.system = match system.kind().or(outcome.declared_system) {
        Some(k) => k,
        None => {
            return Err(invalid(words.cli(&CliMessage::NoSystem {
                file: &path.display().to_string(),
            })))
        }
    };
    Ok(t)
}

fn emit(
    words: &dyn Catalogue,
    text: &str,
    output: Option<&Path>,
    out: &mut dyn Write,
) -> Result<(), Failure> {
    match output {
        Some(p) => std::fs::write(p, text).map_err(|e| {
            invalid(words.cli(&CliMessage::FileError {
                file: &p.display().to_string(),
                error: &e.to_string(),
            }))
        }),
        None => out.write_all(text.as_bytes()).map_err(|e| {
            invalid(words.cli(&CliMessage::StdoutError {
                error: &e.to_string(),
            }))
        }),
    }
}

/// Calls the pairing system, turning a panic into an internal error.
fn pair_guarded(
    words: &dyn Catalogue,
    t: &Tournament,
    round: u32,
) -> Result<Result<Pairing, PairingError>, Failure> {
    catch_unwind(AssertUnwindSafe(|| pair_round(t, round))).map_err(|p| {
        let what = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_default();
        Failure {
            code: EXIT_UNSUPPORTED,
            message: words.cli(&CliMessage::Panicked { round, what: &what }),
        }
    })
}

fn pairing_failure(words: &dyn Catalogue, e: &PairingError) -> Failure {
    let code = match e {
        PairingError::NoLegalPairing { .. } => EXIT_NO_PAIRING,
        PairingError::NotImplemented(_) => EXIT_UNSUPPORTED,
        PairingError::EveryoneAbsent { .. } => EXIT_INVALID,
        PairingError::InvalidState { .. } => EXIT_INVALID,
    };
    Failure {
        code,
        message: words.pairing_error(e),
    }
}

fn cmd_pair(
    words: &dyn Catalogue,
    system: SystemArg,
    input: &Path,
    output: Option<&Path>,
    fide: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Failure> {
    let outcome = load(words, input, system.kind(), err)?;
    let t = with_system(words, outcome, system, input)?;
    let file = input.display().to_string();
    if fide && !fide_findings(words, &t, input, err) {
        return Err(invalid(words.cli(&CliMessage::FideRefused { file: &file })));
    }
    let round = t.rounds_paired() + 1;
    if let Some(r) = (1..round).find(|&r| t.round_status(r) == RoundStatus::Pending) {
        return Err(invalid(words.cli(&CliMessage::RoundPending {
            file: &file,
            round: r,
        })));
    }
    if round > t.total_rounds {
        return Err(invalid(words.cli(&CliMessage::AllRoundsPaired {
            file: &file,
            rounds: t.total_rounds,
        })));
    }
    let t = t.for_pairing_round(round);
    let pairing = pair_guarded(words, &t, round)?.map_err(|e| pairing_failure(words, &e))?;
    emit(words, &pairing.to_reference_format(), output, out)?;
    Ok(EXIT_OK)
}

/// `3-1 4-2 bye 5`: a pairing on one line.
fn compact(words: &dyn Catalogue, p: &Pairing) -> String {
    let boards: Vec<_> = p.boards.iter().map(|b| (b.white, b.black)).collect();
    words.cli(&CliMessage::CompactPairing {
        boards: &boards,
        bye: p.bye,
    })
}

fn cmd_bench(
    words: &dyn Catalogue,
    system: SystemArg,
    runs: u32,
    inputs: &[PathBuf],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Failure> {
    let mut all_match = true;
    let _ = writeln!(out, "players round   best ms  median ms  result   peak RSS");
    for input in inputs {
        let outcome = load(words, input, system.kind(), err)?;
        let t = with_system(words, outcome, system, input)?;
        let round = t.rounds_paired() + 1;
        let mut times = Vec::new();
        let mut last = None;
        for _ in 0..runs.max(1) {
            let start = std::time::Instant::now();
            let got = pair_guarded(words, &t, round)?;
            times.push(start.elapsed().as_secs_f64() * 1000.0);
            last = Some(got);
        }
        times.sort_by(f64::total_cmp);
        let text = match last {
            Some(Ok(p)) => p.to_reference_format(),
            Some(Err(e)) => format!("error: {}", words.pairing_error(&e)),
            None => String::new(),
        };
        let verdict = match std::fs::read_to_string(input.with_extension("out")) {
            Ok(want) if want.trim() == text.trim() => "matches",
            Ok(_) => {
                all_match = false;
                "DIFFERS"
            }
            Err(_) => "-",
        };
        let _ = writeln!(
            out,
            "{:>7} {:>5} {:>9.1} {:>10.1}  {:<8} {}",
            t.players.len(),
            round,
            times[0],
            times[times.len() / 2],
            verdict,
            peak_rss()
        );
    }
    Ok(if all_match { EXIT_OK } else { EXIT_NO_PAIRING })
}

/// `bench --generate`: for each size, generates an event round by round with
/// the project's generator (seed 1, default rates) and times each round's
/// pairing; the peak memory column is the process's peak resident memory
/// during that round (Linux: reset before each round through `clear_refs`).
fn cmd_bench_generated(
    words: &dyn Catalogue,
    system: SystemArg,
    sizes: &[u32],
    rounds: u32,
    out: &mut dyn Write,
) -> Result<i32, Failure> {
    let kind = system.kind().unwrap_or_default();
    let _ = writeln!(out, "system            players round        ms   peak RSS");
    let mut code = EXIT_OK;
    for &players in sizes {
        let cfg = GeneratorConfig {
            players,
            rounds,
            seed: 1,
            system: kind,
            ..Default::default()
        };
        let mut failure = None;
        let generated = generate(&cfg, |t, r| {
            // Linux: "5" resets the peak resident size to the current one.
            let _ = std::fs::write("/proc/self/clear_refs", "5");
            let start = std::time::Instant::now();
            let got = pair_guarded(words, t, r);
            let ms = start.elapsed().as_secs_f64() * 1000.0;
            let _ = writeln!(
                out,
                "{:<17} {:>7} {:>5} {:>9.1}   {}",
                format!("{kind:?}"),
                players,
                r,
                ms,
                peak_rss()
            );
            let _ = out.flush();
            got.unwrap_or_else(|f| {
                failure = Some(f);
                Err(PairingError::InvalidState {
                    round: r,
                    reason: InvalidReason::Internal,
                })
            })
        });
        if let Some(f) = failure {
            return Err(f);
        }
        match generated {
            Ok(g) if g.stopped.is_none() => {}
            Ok(g) => {
                if let Some((round, e)) = g.stopped {
                    let _ = writeln!(
                        out,
                        "{players} players: stopped before round {round}: {}",
                        words.pairing_error(&e)
                    );
                }
                code = EXIT_NO_PAIRING;
            }
            Err(e) => {
                let _ = writeln!(out, "{players} players: {}", words.generate_error(&e));
                code = EXIT_NO_PAIRING;
            }
        }
    }
    Ok(code)
}

/// Peak resident memory of this process so far (Linux `VmHWM`), for the benchmark.
fn peak_rss() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(|l| l.trim_start_matches("VmHWM:").trim().to_string())
        })
        .unwrap_or_else(|| "n/a".into())
}

/// `check` over every `.trf` file of a folder (sorted), then one summary line.
fn cmd_check_folder(
    words: &dyn Catalogue,
    system: SystemArg,
    dir: &Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Failure> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| {
            invalid(words.cli(&CliMessage::FileError {
                file: &dir.display().to_string(),
                error: &e.to_string(),
            }))
        })?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    let (mut agreeing, mut total) = (0, 0);
    for f in &files {
        total += 1;
        match cmd_check(words, system, f, false, Explain::No, out, err) {
            Ok(EXIT_OK) => agreeing += 1,
            Ok(_) => {}
            Err(e) => {
                let _ = writeln!(err, "{}", e.message);
            }
        }
    }
    let _ = writeln!(
        out,
        "{}",
        words.cli(&CliMessage::FolderSummary {
            dir: &dir.display().to_string(),
            agreeing,
            total,
        })
    );
    Ok(if agreeing == total {
        EXIT_OK
    } else {
        EXIT_NO_PAIRING
    })
}

/// `--fide`: writes the FIDE mode's findings for `t` (read from `input`),
/// then its verdict; `false` when one is refused.
fn fide_findings(words: &dyn Catalogue, t: &Tournament, input: &Path, w: &mut dyn Write) -> bool {
    let mut t = t.clone();
    t.fide_mode = true;
    let report = crate::checker::fide_report(&t, pair_round);
    for i in &report.issues {
        let _ = writeln!(w, "{}: {}", input.display(), words.fide_issue(i));
    }
    let _ = writeln!(w, "{}", words.fide_verdict(&report));
    report.accepted()
}

/// `check --explain`: which differing rounds are explained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Explain {
    No,
    /// The first differing round; checking stops there.
    First,
    /// Every differing round (`--all-rounds`).
    All,
}

fn cmd_check(
    words: &dyn Catalogue,
    system: SystemArg,
    input: &Path,
    fide: bool,
    explain: Explain,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Failure> {
    let outcome = load(words, input, system.kind(), err)?;
    let t = with_system(words, outcome, system, input)?;
    let fide_refused = fide && !fide_findings(words, &t, input, out);
    let mut checked = 0;
    let mut differing = 0;
    for round in 1..=t.rounds_paired() {
        if t.round_status(round) == RoundStatus::NotPaired {
            continue;
        }
        checked += 1;
        let expected = t.recorded_pairing(round);
        let before = t.for_pairing_round(round);
        let got = pair_guarded(words, &before, round)?;
        let (got, ours) = match got {
            Ok(p) if p == expected => continue,
            Ok(p) => (compact(words, &p), Some(p)),
            Err(e @ PairingError::NotImplemented(_)) => return Err(pairing_failure(words, &e)),
            Err(e) => (words.pairing_error(&e), None),
        };
        differing += 1;
        let _ = writeln!(
            out,
            "{}",
            words.cli(&CliMessage::RoundDiffers {
                round,
                expected: &compact(words, &expected),
                got: &got,
            })
        );
        if explain == Explain::No {
            continue;
        }
        if let Some(ours) = ours {
            let why = catch_unwind(AssertUnwindSafe(|| {
                crate::teach::verify::explain_round(&before, round, &expected, &ours)
            }));
            match why {
                Ok(Ok(e)) => {
                    for f in &e.findings {
                        let _ = writeln!(out, "  {}", words.finding(before.system, f));
                    }
                }
                Ok(Err(e)) => {
                    let why = words.pairing_error(&e);
                    let _ = writeln!(
                        out,
                        "  {}",
                        words.cli(&CliMessage::NotExplained { why: &why })
                    );
                }
                Err(_) => {
                    let _ = writeln!(out, "  {}", words.cli(&CliMessage::NotExplainedInternal));
                }
            }
        }
        if explain == Explain::First {
            break;
        }
    }
    let _ = writeln!(
        out,
        "{}",
        words.cli(&CliMessage::CheckSummary {
            file: &input.display().to_string(),
            checked,
            differing,
        })
    );
    Ok(if differing == 0 && !fide_refused {
        EXIT_OK
    } else {
        EXIT_NO_PAIRING
    })
}

/// `1,0.5,0` or `3,1,0` (win, draw, loss) with an optional fourth value for
/// the pairing-allocated bye.
fn parse_point_list(words: &dyn Catalogue, s: &str) -> Result<PointSystem, Failure> {
    let vals: Vec<Points> = s
        .split(',')
        .map(|v| {
            Points::parse(v)
                .ok_or_else(|| invalid(words.cli(&CliMessage::PointsNotANumber { value: v })))
        })
        .collect::<Result<_, _>>()?;
    match vals.as_slice() {
        [w, d, l] => Ok(PointSystem::with_win_draw_loss(*w, *d, *l)),
        [w, d, l, pab] => {
            let mut ps = PointSystem::with_win_draw_loss(*w, *d, *l);
            ps.pab = *pab;
            Ok(ps)
        }
        _ => Err(invalid(words.cli(&CliMessage::PointsFormat))),
    }
}

fn cmd_generate(
    words: &dyn Catalogue,
    cfg: &GeneratorConfig,
    output: Option<&Path>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Failure> {
    let mut panic_message = None;
    let generated = generate(cfg, |t, r| match pair_guarded(words, t, r) {
        Ok(res) => res,
        Err(f) => {
            panic_message = Some(f.message);
            Err(PairingError::InvalidState {
                round: r,
                reason: InvalidReason::Internal,
            })
        }
    });
    if let Some(message) = panic_message {
        return Err(Failure {
            code: EXIT_UNSUPPORTED,
            message,
        });
    }
    let generated = generated.map_err(|e| match e {
        GenerateError::Pairing { error, .. } => pairing_failure(words, &error),
        GenerateError::InvalidConfig(m) => invalid(words.config_error(&m)),
        e @ GenerateError::BadPairing { .. } => Failure {
            code: EXIT_UNSUPPORTED,
            message: words.cli(&CliMessage::Internal {
                message: &words.generate_error(&e),
            }),
        },
    })?;
    emit(
        words,
        &write(&generated.tournament, TrfFlavour::Trf2026),
        output,
        out,
    )?;
    match generated.stopped {
        Some((round, e)) => {
            let _ = writeln!(
                err,
                "pocket-arbiter: {}",
                words.cli(&CliMessage::StoppedBefore {
                    round,
                    error: &words.pairing_error(&e),
                })
            );
            Ok(EXIT_NO_PAIRING)
        }
        None => Ok(EXIT_OK),
    }
}
