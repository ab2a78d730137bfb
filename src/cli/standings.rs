//! `pocket-arbiter standings` (C.07 tie-breaks of a TRF file) and
//! `pocket-arbiter check --standings` (a file's final ranking recomputed).

use super::{invalid, load, Failure, EXIT_NO_PAIRING, EXIT_OK};
use crate::lang::cli::CliMessage;
use crate::lang::Catalogue;
use crate::model::{TieBreak, Tournament};
use crate::standings::check::{file_tiebreaks, first_rank_difference};
use crate::standings::{
    complete_through, format_value, standings_with, Options, Standings, FILE_DEFAULT_TIEBREAKS,
};
use std::io::Write;
use std::path::Path;

/// How `standings` prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Tab-separated: `pno points CODE… rank`.
    Tsv,
    /// An aligned table with names.
    Text,
}

/// What the event decides, from the command line.
#[derive(Debug, Clone, clap::Args)]
pub struct StandingsArgs {
    /// Tie-breaks in order, e.g. `BH-C1,BH,SB,DE` (default: the file's
    /// `202` record, else the event's, else BH-C1,BH,SB).
    #[arg(long)]
    pub tiebreaks: Option<String>,
    /// Pre-determined pairings (a round robin): a forfeit counts as a game
    /// against the scheduled opponent.
    #[arg(long)]
    pub round_robin: bool,
    /// The rating an unrated opponent counts with in ARO, TPR, PTP, APRO,
    /// APPO (default: unrated opponents are left out).
    #[arg(long)]
    pub unrated_rating: Option<u32>,
}

/// The tie-break list: the command line's, the file's, the event's, the default.
fn tiebreaks(
    words: &dyn Catalogue,
    args: &StandingsArgs,
    t: &Tournament,
    path: &Path,
) -> Result<Vec<TieBreak>, Failure> {
    if let Some(list) = &args.tiebreaks {
        return TieBreak::parse_list(list).map_err(|e| invalid(words.unknown_tiebreak_code(&e.0)));
    }
    match file_tiebreaks(t) {
        Ok(Some(list)) => return Ok(list),
        Ok(None) => {}
        Err(e) => {
            return Err(invalid(words.cli(&CliMessage::InRecord {
                file: &path.display().to_string(),
                record: e.record,
                message: &words.unknown_tiebreak_code(&e.code),
            })))
        }
    }
    Ok(t.tiebreaks
        .clone()
        .unwrap_or_else(|| FILE_DEFAULT_TIEBREAKS.to_vec()))
}

fn compute(
    words: &dyn Catalogue,
    args: &StandingsArgs,
    input: &Path,
    err: &mut dyn Write,
) -> Result<(Tournament, Standings), Failure> {
    let t = load(words, input, None, err)?.tournament;
    let tbs = tiebreaks(words, args, &t, input)?;
    let opts = Options {
        pre_determined: args.round_robin,
        unrated_rating: args.unrated_rating,
    };
    let s = standings_with(&t, complete_through(&t), &tbs, opts);
    Ok((t, s))
}

fn cell(v: Option<i64>) -> String {
    v.map_or_else(|| "-".to_owned(), format_value)
}

/// The standings as text: `Tsv` is language-neutral (other programs read
/// it); `Text` is for people, with the headers and the decimal separator
/// of `words`.
pub fn render(words: &dyn Catalogue, t: &Tournament, s: &Standings, format: Format) -> String {
    let codes: Vec<String> = s.tiebreaks.iter().map(|tb| tb.code()).collect();
    let mut out = String::new();
    match format {
        Format::Tsv => {
            let mut head = vec!["pno".to_owned(), "points".to_owned()];
            head.extend(codes);
            head.push("rank".into());
            out.push_str(&head.join("\t"));
            out.push('\n');
            for r in &s.rows {
                let mut line = vec![r.tpn.0.to_string(), r.score.to_string()];
                line.extend(r.values.iter().map(|v| cell(*v)));
                line.push(r.rank.to_string());
                out.push_str(&line.join("\t"));
                out.push('\n');
            }
        }
        Format::Text => {
            let mut rows: Vec<Vec<String>> = Vec::new();
            let mut head = vec![
                words.cli(&CliMessage::HeaderRank),
                words.cli(&CliMessage::HeaderPno),
                words.cli(&CliMessage::HeaderName),
                words.cli(&CliMessage::HeaderPoints),
            ];
            head.extend(codes);
            rows.push(head);
            for r in &s.rows {
                let name = t.player(r.tpn).map(|p| p.name.clone()).unwrap_or_default();
                let mut line = vec![
                    r.rank.to_string(),
                    r.tpn.0.to_string(),
                    name,
                    words.decimal(&r.score.to_string()),
                ];
                line.extend(r.values.iter().map(|v| words.decimal(&cell(*v))));
                rows.push(line);
            }
            let cols = rows.first().map_or(0, Vec::len);
            let width: Vec<usize> = (0..cols)
                .map(|c| rows.iter().map(|r| r[c].chars().count()).max().unwrap_or(0))
                .collect();
            for r in &rows {
                let line: Vec<String> = r
                    .iter()
                    .enumerate()
                    .map(|(c, v)| {
                        // The name left-aligned, numbers right-aligned.
                        if c == 2 {
                            format!("{v:<w$}", w = width[c])
                        } else {
                            format!("{v:>w$}", w = width[c])
                        }
                    })
                    .collect();
                out.push_str(line.join("  ").trim_end());
                out.push('\n');
            }
        }
    }
    out
}

/// `pocket-arbiter standings`.
pub fn cmd_standings(
    words: &dyn Catalogue,
    args: &StandingsArgs,
    format: Format,
    input: &Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Failure> {
    let (t, s) = compute(words, args, input, err)?;
    out.write_all(render(words, &t, &s, format).as_bytes())
        .map_err(|e| {
            invalid(words.cli(&CliMessage::StdoutError {
                error: &e.to_string(),
            }))
        })?;
    Ok(EXIT_OK)
}

/// `pocket-arbiter check --standings`: the file's ranks against the
/// recomputed standings; the first difference and why.
pub fn cmd_check_standings(
    words: &dyn Catalogue,
    args: &StandingsArgs,
    input: &Path,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<i32, Failure> {
    let (t, s) = compute(words, args, input, err)?;
    let file = input.display().to_string();
    if t.trf.ranks.iter().all(|&r| r == 0) {
        return Err(invalid(words.cli(&CliMessage::NoRanks { file: &file })));
    }
    let codes: Vec<String> = s.tiebreaks.iter().map(|tb| tb.code()).collect();
    let summary = words.cli(&CliMessage::StandingsSummary {
        file: &file,
        players: s.rows.len(),
        through: s.through,
        codes: &codes,
    });
    let _ = writeln!(out, "{summary}");
    match first_rank_difference(&t, &s) {
        None => {
            let _ = writeln!(out, "{}", words.cli(&CliMessage::EveryRankAgrees));
            Ok(EXIT_OK)
        }
        Some(d) => {
            let _ = writeln!(out, "{}", words.rank_difference(&t, &d));
            Ok(EXIT_NO_PAIRING)
        }
    }
}
