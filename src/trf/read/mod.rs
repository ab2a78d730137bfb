//! Reading FIDE TRF files: TRF-16, TRF-2026 and the extensions the
//! reference engines read (JaVaFo `XX?` records, bbpPairings `BB?` records).
//!
//! The reader refuses a defective file with a [`TrfError`] that names the
//! line, the column and what was expected; it never panics and never
//! guesses silently. Oddities that do not prevent use are returned as
//! [`TrfWarning`]s next to the tournament.
//!
//! Columns are counted in characters (UTF-8 names are allowed), from 1, as
//! the TRF tables do. Lines may end with CR, LF or CRLF.
//!
//! Reading is two steps: each line is parsed on its own into the
//! `Reader` (one file per record family below), then `Reader::finish`
//! runs the cross-checks and builds the tournament, one pass per concept.

mod absences;
mod acceleration;
mod adjustments;
mod colour;
mod forbidden;
mod games;
mod header;
mod lines;
mod players;
mod points;
mod rounds;
mod scores;

pub use header::parse_system_code;
pub use lines::round_col;

use super::error::{Quantity, TrfError, TrfErrorKind, TrfWarning, TrfWarningKind};
use crate::model::{Colour, EventInfo, PointSystem, Points, SystemKind, Tournament, TrfExtras};
use absences::Absence;
use acceleration::Range250;
use adjustments::Record299;
use forbidden::ForbiddenRecord;
use lines::{split_lines, Line, Once};
use players::{parse_player, RawPlayer};
use std::collections::BTreeMap;

/// Largest number of rounds accepted (`XXR`, `142`, round entries, `240`,
/// `250`, `260`, `XXA`). Refused before anything is allocated for them.
pub const MAX_ROUNDS: u32 = 255;
/// Largest pairing number: the `001` field has four digits.
pub const MAX_PLAYERS: u32 = 9999;
/// Largest file accepted.
pub const MAX_INPUT_BYTES: usize = 64 << 20;
/// Longest line accepted, in bytes (a `001` line of 255 rounds has 2,641).
pub const MAX_LINE_BYTES: usize = 1 << 17;
/// Most (player, round) cells that all `250` records together may cover
/// (a full table of 9,999 players and 255 rounds has about 2.5 million).
pub const MAX_ACCELERATION_CELLS: u64 = 1 << 22;
/// Most forbidden pairs (`260`/`XXP`) accepted: a record listing k players
/// forbids k(k-1)/2 pairs.
pub const MAX_FORBIDDEN_PAIRS: usize = 1 << 20;

/// A tournament read from a TRF file, with the warnings the reader raised.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadOutcome {
    pub tournament: Tournament,
    pub warnings: Vec<TrfWarning>,
    /// The pairing system the file names: record `192`, or failing that a
    /// `092` line holding one of the `192` codes. `None` when it names none
    /// (the tournament then has the default system).
    pub declared_system: Option<SystemKind>,
}

/// Reads a TRF file from raw bytes: UTF-8 (a leading BOM is skipped), or
/// failing that Latin-1 / Windows-1252 with a [`TrfWarningKind::ReadAsLatin1`].
pub fn read_bytes(bytes: &[u8]) -> Result<ReadOutcome, TrfError> {
    read_bytes_with(bytes, None)
}

/// [`read_bytes`], reading a file that names no pairing system (no `192`,
/// no system code on `092`) as a file of `default_system`. This decides the
/// layout of the round columns: a Double-Swiss file has two per match.
pub fn read_bytes_with(
    bytes: &[u8],
    default_system: Option<SystemKind>,
) -> Result<ReadOutcome, TrfError> {
    if bytes.len() > MAX_INPUT_BYTES {
        return Err(TrfError::new(
            1,
            1,
            TrfErrorKind::TooLarge {
                bytes: bytes.len(),
                max: MAX_INPUT_BYTES,
            },
        ));
    }
    match std::str::from_utf8(bytes) {
        Ok(text) => read_str_with(text, default_system),
        Err(e) => {
            let valid = bytes.get(..e.valid_up_to()).unwrap_or_default();
            let (line, column) = position_after(valid);
            // Another program's 8-bit text (Latin-1 / Windows-1252): read
            // when the whole file is that, with a warning; refused when it
            // mixes UTF-8 with other bytes or has a byte Windows-1252 leaves
            // undefined (the meaning is not clear).
            if valid.is_ascii() {
                if let Some(text) = decode_windows_1252(bytes) {
                    let mut out = read_str_with(&text, default_system)?;
                    out.warnings.insert(
                        0,
                        TrfWarning {
                            line,
                            kind: TrfWarningKind::ReadAsLatin1 { column },
                        },
                    );
                    return Ok(out);
                }
                let bad = bytes
                    .iter()
                    .position(|&b| {
                        WINDOWS_1252_HIGH.get(usize::from(b).wrapping_sub(0x80)) == Some(&'\0')
                    })
                    .unwrap_or(e.valid_up_to());
                let (line, column) = position_after(bytes.get(..bad).unwrap_or_default());
                return Err(TrfError::new(line, column, TrfErrorKind::NotUtf8));
            }
            Err(TrfError::new(line, column, TrfErrorKind::NotUtf8))
        }
    }
}

/// The 1-based line and column just after `prefix` (ASCII or UTF-8 text).
fn position_after(prefix: &[u8]) -> (usize, usize) {
    let prefix = String::from_utf8_lossy(prefix);
    let mut line = 1;
    let mut column = 1;
    let mut chars = prefix.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\n' || (c == '\r' && chars.peek() != Some(&'\n')) {
            line += 1;
            column = 1;
        } else if c != '\r' {
            column += 1;
        }
    }
    (line, column)
}

/// Windows-1252 bytes 0x80–0x9F; `'\0'` where the code page defines none.
/// 0xA0–0xFF are Latin-1, the same code points.
const WINDOWS_1252_HIGH: [char; 32] = [
    '€', '\0', '‚', 'ƒ', '„', '…', '†', '‡', 'ˆ', '‰', 'Š', '‹', 'Œ', '\0', 'Ž', '\0', '\0', '‘',
    '’', '“', '”', '•', '–', '—', '˜', '™', 'š', '›', 'œ', '\0', 'ž', 'Ÿ',
];

/// `bytes` read as Windows-1252 (a superset of Latin-1's printable
/// characters); `None` if a byte is undefined there.
fn decode_windows_1252(bytes: &[u8]) -> Option<String> {
    bytes
        .iter()
        .map(|&b| match b {
            0x80..=0x9F => WINDOWS_1252_HIGH
                .get(usize::from(b - 0x80))
                .copied()
                .filter(|&c| c != '\0'),
            _ => Some(char::from(b)),
        })
        .collect()
}

/// Reads a TRF file.
pub fn read_str(text: &str) -> Result<ReadOutcome, TrfError> {
    read_str_with(text, None)
}

/// [`read_str`] with the system assumed when the file names none (see
/// [`read_bytes_with`]).
pub fn read_str_with(
    text: &str,
    default_system: Option<SystemKind>,
) -> Result<ReadOutcome, TrfError> {
    if text.len() > MAX_INPUT_BYTES {
        return Err(TrfError::new(
            1,
            1,
            TrfErrorKind::TooLarge {
                bytes: text.len(),
                max: MAX_INPUT_BYTES,
            },
        ));
    }
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let mut r = Reader {
        default_system,
        ..Reader::default()
    };
    for (no, raw) in split_lines(text) {
        if raw.len() > MAX_LINE_BYTES {
            return Err(TrfError::out_of_range(
                no,
                1,
                Quantity::LineBytes,
                raw.len() as u64,
                MAX_LINE_BYTES as u64,
            ));
        }
        r.line(&Line::new(no, raw))?;
    }
    r.finish()
}

/// The records of a file as its lines are read, before the cross-checks.
#[derive(Default)]
struct Reader {
    /// The system of a file that names none.
    default_system: Option<SystemKind>,
    /// The file states the value of a pairing-allocated bye (`162 P`,
    /// `BBU`, `XXS PAB=`); Double-Swiss keeps it as the match's PAB.
    pab_given: bool,
    info: EventInfo,
    /// Event texts by record code: (value, line).
    info_seen: BTreeMap<&'static str, (String, usize)>,
    players: Vec<RawPlayer>,
    warnings: Vec<TrfWarning>,
    rounds_xxr: Option<Once<u32>>,
    rounds_142: Option<Once<u32>>,
    colour_xxc: Option<Once<Colour>>,
    colour_152: Option<Once<Colour>>,
    rank_order: bool,
    points_162: Option<Once<PointSystem>>,
    points_xxs: Option<Once<PointSystem>>,
    /// `BBW`, `BBD`, … keyed by the third letter.
    points_bb: BTreeMap<char, Once<Points>>,
    system_192: Option<Once<(SystemKind, bool)>>,
    system_092: Option<(SystemKind, bool)>,
    /// `240`.
    byes: Vec<Absence>,
    /// `XXZ`: (line, column, tpn).
    absent_next: Vec<(usize, usize, u32)>,
    acc_250: Vec<Range250>,
    /// `XXA`: (line, tpn, points per round).
    acc_xxa: Vec<(usize, u32, Vec<Points>)>,
    forbidden: Vec<ForbiddenRecord>,
    /// `299`.
    adjust_299: Vec<Record299>,
    header_records: Vec<String>,
    trailer_records: Vec<String>,
}

impl Reader {
    fn warn(&mut self, line: usize, kind: TrfWarningKind) {
        self.warnings.push(TrfWarning { line, kind });
    }

    /// A record the reader does not use: written back as it is, before or
    /// after the players.
    fn keep_verbatim(&mut self, line: &Line) {
        if self.players.is_empty() {
            self.header_records.push(line.text.to_string());
        } else {
            self.trailer_records.push(line.text.to_string());
        }
    }

    /// Reads one line into the records, by its 3-character code.
    fn line(&mut self, line: &Line) -> Result<(), TrfError> {
        if line.chars.iter().all(|c| c.is_whitespace()) {
            return Ok(());
        }
        let code: String = line.chars.iter().take(3).collect();
        match code.as_str() {
            "001" => {
                let p = parse_player(line, &mut self.warnings)?;
                self.players.push(p);
            }
            "012" => self.info_text(line, "012", |i| &mut i.name)?,
            "022" => self.info_text(line, "022", |i| &mut i.city)?,
            "032" => self.info_text(line, "032", |i| &mut i.federation)?,
            "042" => self.info_text(line, "042", |i| &mut i.start_date)?,
            "052" => self.info_text(line, "052", |i| &mut i.end_date)?,
            "102" => self.info_text(line, "102", |i| &mut i.chief_arbiter)?,
            "122" => self.info_text(line, "122", |i| &mut i.time_control)?,
            "112" => {
                let v = lines::text(&line.rest(4));
                self.info.deputy_arbiters.push(v);
            }
            "132" => self.round_dates(line)?,
            "142" => self.rounds_record(line, "142")?,
            "XXR" => self.rounds_record(line, "XXR")?,
            "152" => self.colour_152(line)?,
            "XXC" => self.xxc(line)?,
            "162" => self.points_162(line)?,
            "XXS" => self.points_xxs(line)?,
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => self.points_bb(line)?,
            "192" => self.system_192(line)?,
            "092" => self.system_092(line),
            "240" => self.bye_record(line)?,
            "250" => self.acceleration_250(line)?,
            "260" => self.forbidden_260(line)?,
            "XXP" => self.forbidden_xxp(line)?,
            "XXA" => self.acceleration_xxa(line)?,
            "XXZ" => self.absent_next_record(line)?,
            "299" => self.adjustment_299(line)?,
            _ => self.keep_verbatim(line),
        }
        Ok(())
    }

    /// The cross-checks, in order (the first defect found is reported),
    /// then the tournament.
    fn finish(mut self) -> Result<ReadOutcome, TrfError> {
        self.validate_numbering()?;
        let sys = self.system();
        let total_rounds = self.validate_rounds(sys.matches)?;
        self.validate_games(sys.matches)?;
        self.apply_absences(total_rounds, sys.matches)?;
        if sys.matches {
            self.apply_matches()?;
        }
        let (points, double_swiss) = self.apply_points(sys.matches)?;
        let adjustments = self.adjustments(total_rounds, sys.matches)?;
        // Scores as the system counts them (Double-Swiss: game points of
        // matches), with the points given outside the games (`299`).
        let scorer = Tournament {
            system: sys.system,
            points,
            double_swiss,
            adjustments,
            ..Tournament::default()
        };
        self.validate_scores(&scorer)?;
        self.apply_acceleration(total_rounds, sys.matches)?;
        let (forbidden_pairs, forbidden_in_rounds) =
            self.forbidden_pairs(total_rounds, sys.matches)?;
        let mut baku = sys.baku;
        if baku && !self.acc_250.is_empty() {
            self.warn(0, TrfWarningKind::BakuDisregarded);
            baku = false;
        }
        let initial_colour = self.initial_colour()?;
        let ranks = self.ranks(&scorer);

        let tournament = Tournament {
            double_swiss,
            // Event settings that TRF has no record for: the app's defaults.
            // Full-point byes already in the file stay; only new requests
            // need the setting.
            tiebreaks: None,
            unrated_rating: None,
            full_point_byes: false,
            late_entry_rounds: Default::default(),
            fide_mode: false,
            pairing_changes: Vec::new(),
            manual_changes: Vec::new(),
            info: self.info,
            total_rounds: if sys.matches {
                total_rounds / 2
            } else {
                total_rounds
            },
            initial_colour,
            points,
            system: sys.system,
            baku_acceleration: baku,
            players: self.players.into_iter().map(|p| p.player).collect(),
            forbidden_pairs,
            forbidden_in_rounds,
            adjustments: scorer.adjustments,
            trf: TrfExtras {
                ranks,
                rank_order: self.rank_order,
                header_records: self.header_records,
                trailer_records: self.trailer_records,
            },
        };
        Ok(ReadOutcome {
            tournament,
            warnings: self.warnings,
            declared_system: sys.declared.map(|s| s.0),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_system_codes() {
        assert_eq!(
            parse_system_code("FIDE_DUTCH_2025_BAKU"),
            Some((SystemKind::Dutch2026, true))
        );
        assert_eq!(
            parse_system_code(" fide_dutch_2017 "),
            Some((SystemKind::Dutch2017, false))
        );
        assert_eq!(parse_system_code("FIDE_BURSTEIN"), None);
    }
}
