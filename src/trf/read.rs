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

use super::error::{TrfError, TrfErrorKind, TrfWarning};
use crate::model::{
    ByeKind, Colour, DoubleSwissSettings, EventInfo, GameResult, Player, PointSystem, Points,
    RoundEntry, SystemKind, Title, Tournament, Tpn, TrfExtras,
};
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

/// Reads a TRF file from raw bytes (checks UTF-8 first; a leading BOM is skipped).
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
            let prefix = String::from_utf8_lossy(valid);
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
            Err(TrfError::new(line, column, TrfErrorKind::NotUtf8))
        }
    }
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
            return Err(TrfError::new(
                no,
                1,
                TrfErrorKind::OutOfRange {
                    what: "line length in bytes",
                    value: raw.len() as u64,
                    max: MAX_LINE_BYTES as u64,
                },
            ));
        }
        r.line(&Line::new(no, raw))?;
    }
    r.finish()
}

/// Splits on CRLF, LF or a lone CR; yields 1-based line numbers.
fn split_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
    let mut rest = text;
    let mut no = 0;
    std::iter::from_fn(move || {
        if rest.is_empty() {
            return None;
        }
        no += 1;
        let (line, next) = match rest.find(['\r', '\n']) {
            Some(i) => {
                let skip = if rest[i..].starts_with("\r\n") { 2 } else { 1 };
                (&rest[..i], &rest[i + skip..])
            }
            None => (rest, ""),
        };
        rest = next;
        Some((no, line))
    })
}

/// One line, addressable by 1-based character column.
struct Line<'a> {
    no: usize,
    text: &'a str,
    chars: Vec<char>,
}

impl<'a> Line<'a> {
    fn new(no: usize, text: &'a str) -> Line<'a> {
        Line {
            no,
            text,
            chars: text.chars().collect(),
        }
    }

    /// The character at 1-based column `col` (blank past the end).
    fn at(&self, col: usize) -> char {
        col.checked_sub(1)
            .and_then(|i| self.chars.get(i))
            .copied()
            .unwrap_or(' ')
    }

    /// Columns `from..=to` (1-based), blanks past the end.
    fn field(&self, from: usize, to: usize) -> String {
        (from..=to).map(|c| self.at(c)).collect()
    }

    /// Everything from column `from` on.
    fn rest(&self, from: usize) -> String {
        self.chars
            .get(from.saturating_sub(1)..)
            .unwrap_or_default()
            .iter()
            .collect()
    }

    /// Whitespace-separated tokens from column `from` on, with their columns.
    fn tokens(&self, from: usize) -> Vec<(usize, String)> {
        let mut out = Vec::new();
        let mut cur: Option<(usize, String)> = None;
        for (i, &c) in self.chars.iter().enumerate().skip(from.saturating_sub(1)) {
            if c.is_whitespace() {
                if let Some(t) = cur.take() {
                    out.push(t);
                }
            } else {
                cur.get_or_insert_with(|| (i + 1, String::new())).1.push(c);
            }
        }
        out.extend(cur);
        out
    }

    fn err(&self, col: usize, expected: impl Into<String>, found: impl Into<String>) -> TrfError {
        TrfError::expected(self.no, col, expected, found)
    }

    fn blank(&self, col: usize) -> Result<(), TrfError> {
        match self.at(col) {
            ' ' => Ok(()),
            c => Err(self.err(col, "a blank column between fields", c.to_string())),
        }
    }
}

/// A parsed `001` line before the cross-checks.
struct RawPlayer {
    line: usize,
    player: Player,
    declared: Option<Points>,
    rank: u32,
}

/// A text field as stored: control characters become blanks, and the
/// surrounding blanks go.
fn text(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

/// A value that must be given at most once (or repeated identically).
struct Once<T> {
    value: T,
    line: usize,
}

fn set_once<T: PartialEq>(
    slot: &mut Option<Once<T>>,
    value: T,
    line: usize,
    record: &'static str,
) -> Result<(), TrfError> {
    match slot {
        Some(o) if o.value != value => Err(TrfError::new(
            line,
            1,
            TrfErrorKind::Conflict {
                record,
                other_line: o.line,
            },
        )),
        Some(_) => Ok(()),
        None => {
            *slot = Some(Once { value, line });
            Ok(())
        }
    }
}

/// A `260` or `XXP` record: its line, the round range of a `260`, and the
/// (column, pairing number) of each player listed.
type ForbiddenRecord = (usize, Option<(u32, u32)>, Vec<(usize, u32)>);

#[derive(Default)]
struct Reader {
    /// The system of a file that names none.
    default_system: Option<SystemKind>,
    /// The file states the value of a pairing-allocated bye (`162 P`,
    /// `BBU`, `XXS PAB=`); Double-Swiss keeps it as the match's PAB.
    pab_given: bool,
    info: EventInfo,
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
    /// `240`: (line, column, kind, round, tpn).
    byes: Vec<(usize, usize, ByeKind, u32, u32)>,
    /// `XXZ`: (line, column, tpn).
    absent_next: Vec<(usize, usize, u32)>,
    /// `250`: (line, game points, first round, last round, first id, last id).
    acc_250: Vec<(usize, Points, u32, u32, u32, u32)>,
    /// `XXA`: (line, tpn, points per round).
    acc_xxa: Vec<(usize, u32, Vec<Points>)>,
    /// `260` / `XXP`: (line, round range of a `260`, (column, id) of each player).
    forbidden: Vec<ForbiddenRecord>,
    header_records: Vec<String>,
    trailer_records: Vec<String>,
}

fn parse_u32(
    line: &Line,
    col: usize,
    s: &str,
    what: &'static str,
    max: u32,
) -> Result<u32, TrfError> {
    let t = s.trim();
    if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
        return Err(line.err(col, what, s));
    }
    let v: u64 = t.parse().unwrap_or(u64::MAX);
    if v > u64::from(max) {
        return Err(TrfError::new(
            line.no,
            col,
            TrfErrorKind::OutOfRange {
                what,
                value: v,
                max: u64::from(max),
            },
        ));
    }
    Ok(v as u32)
}

fn parse_points(line: &Line, col: usize, s: &str, what: &str) -> Result<Points, TrfError> {
    match Points::parse(s) {
        Some(p) if p.0 <= 9999 => Ok(p),
        _ => Err(line.err(col, format!("{what} (a number such as 1.0 or 0.5)"), s)),
    }
}

/// Reads a `192` (or `092`) system code: `FIDE_DUTCH_2025[_BAKU]`, … .
pub fn parse_system_code(code: &str) -> Option<(SystemKind, bool)> {
    SystemKind::from_trf_code(code)
}

impl Reader {
    fn warn(&mut self, line: usize, message: impl Into<String>) {
        self.warnings.push(TrfWarning {
            line,
            message: message.into(),
        });
    }

    fn keep_verbatim(&mut self, line: &Line) {
        if self.players.is_empty() {
            self.header_records.push(line.text.to_string());
        } else {
            self.trailer_records.push(line.text.to_string());
        }
    }

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
                let v = text(&line.rest(4));
                self.info.deputy_arbiters.push(v);
            }
            "132" => {
                if !self.info.round_dates.is_empty() {
                    return Err(TrfError::new(
                        line.no,
                        1,
                        TrfErrorKind::Conflict {
                            record: "132 (round dates)",
                            other_line: self.info_seen.get("132").map_or(0, |s| s.1),
                        },
                    ));
                }
                self.info_seen.insert("132", (String::new(), line.no));
                let dates: Vec<String> = text(&line.rest(4))
                    .split_whitespace()
                    .map(str::to_string)
                    .collect();
                if dates.len() > MAX_ROUNDS as usize {
                    return Err(TrfError::new(
                        line.no,
                        4,
                        TrfErrorKind::OutOfRange {
                            what: "number of round dates",
                            value: dates.len() as u64,
                            max: u64::from(MAX_ROUNDS),
                        },
                    ));
                }
                self.info.round_dates = dates;
            }
            "142" => {
                let n = self.rounds_value(line)?;
                set_once(&mut self.rounds_142, n, line.no, "142 (number of rounds)")?;
            }
            "XXR" => {
                let n = self.rounds_value(line)?;
                set_once(&mut self.rounds_xxr, n, line.no, "XXR (number of rounds)")?;
            }
            "152" => {
                let toks = line.tokens(4);
                let c = match toks.as_slice() {
                    [(_, t)] if t.eq_ignore_ascii_case("w") => Colour::White,
                    [(_, t)] if t.eq_ignore_ascii_case("b") => Colour::Black,
                    _ => return Err(line.err(5, "W or B (initial colour)", line.rest(5))),
                };
                set_once(&mut self.colour_152, c, line.no, "152 (initial colour)")?;
            }
            "XXC" => self.xxc(line)?,
            "162" => {
                let ps = self.points_162(line)?;
                set_once(&mut self.points_162, ps, line.no, "162 (point system)")?;
            }
            "XXS" => {
                let ps = points_xxs(line)?;
                if line
                    .tokens(4)
                    .iter()
                    .any(|(_, t)| t.to_ascii_uppercase().starts_with("PAB="))
                {
                    self.pab_given = true;
                }
                set_once(&mut self.points_xxs, ps, line.no, "XXS (point system)")?;
            }
            "BBW" | "BBD" | "BBL" | "BBZ" | "BBF" | "BBU" => {
                let v = parse_points(line, 5, &line.rest(4), "points")?;
                let key = line.at(3);
                if key == 'U' {
                    self.pab_given = true;
                }
                let mut slot = self.points_bb.remove(&key);
                let res = set_once(&mut slot, v, line.no, "BB? (point system)");
                if let Some(s) = slot {
                    self.points_bb.insert(key, s);
                }
                res?;
            }
            "192" => {
                let code = line.rest(4);
                let sys = parse_system_code(&code).ok_or_else(|| {
                    TrfError::new(
                        line.no,
                        5,
                        TrfErrorKind::UnknownSystem(code.trim().to_string()),
                    )
                })?;
                set_once(&mut self.system_192, sys, line.no, "192 (pairing system)")?;
            }
            "092" => {
                if let Some(sys) = parse_system_code(&line.rest(4)) {
                    self.system_092.get_or_insert(sys);
                }
                self.keep_verbatim(line);
            }
            "240" => self.bye_record(line)?,
            "250" => self.acceleration_250(line)?,
            "260" => {
                let toks = line.tokens(4);
                let [(c1, r1), (c2, r2), ids @ ..] = toks.as_slice() else {
                    return Err(line.err(
                        5,
                        "first and last round, then two or more pairing numbers",
                        line.rest(5),
                    ));
                };
                let r1 = parse_u32(line, *c1, r1, "a first round number", MAX_ROUNDS)?;
                let r2 = parse_u32(line, *c2, r2, "a last round number", MAX_ROUNDS)?;
                if r1 > r2 || r1 == 0 {
                    return Err(line.err(
                        *c2,
                        "a round range first <= last, from round 1",
                        format!("{r1}..{r2}"),
                    ));
                }
                let ids = self.id_list(line, ids, 5)?;
                self.forbidden.push((line.no, Some((r1, r2)), ids));
            }
            "XXP" => {
                let toks = line.tokens(4);
                let ids = self.id_list(line, &toks, 5)?;
                self.forbidden.push((line.no, None, ids));
            }
            "XXA" => {
                let toks = line.tokens(4);
                let [(c, id), values @ ..] = toks.as_slice() else {
                    return Err(line.err(
                        5,
                        "a pairing number then acceleration points per round",
                        "",
                    ));
                };
                let tpn = parse_u32(line, *c, id, "a pairing number", MAX_PLAYERS)?;
                if values.len() > MAX_ROUNDS as usize {
                    return Err(TrfError::new(
                        line.no,
                        *c,
                        TrfErrorKind::OutOfRange {
                            what: "number of rounds in XXA",
                            value: values.len() as u64,
                            max: u64::from(MAX_ROUNDS),
                        },
                    ));
                }
                let mut pts = Vec::with_capacity(values.len());
                for (vc, v) in values {
                    pts.push(parse_points(line, *vc, v, "acceleration points")?);
                }
                self.acc_xxa.push((line.no, tpn, pts));
            }
            "XXZ" => {
                for (c, id) in line.tokens(4) {
                    let tpn = parse_u32(line, c, &id, "a pairing number", MAX_PLAYERS)?;
                    self.absent_next.push((line.no, c, tpn));
                }
            }
            _ => self.keep_verbatim(line),
        }
        Ok(())
    }

    fn info_text(
        &mut self,
        line: &Line,
        code: &'static str,
        field: impl FnOnce(&mut EventInfo) -> &mut String,
    ) -> Result<(), TrfError> {
        let v = text(&line.rest(4));
        if let Some((old, old_line)) = self.info_seen.get(code) {
            if *old != v {
                return Err(TrfError::new(
                    line.no,
                    1,
                    TrfErrorKind::Conflict {
                        record: code,
                        other_line: *old_line,
                    },
                ));
            }
            return Ok(());
        }
        self.info_seen.insert(code, (v.clone(), line.no));
        *field(&mut self.info) = v;
        Ok(())
    }

    fn rounds_value(&self, line: &Line) -> Result<u32, TrfError> {
        let toks = line.tokens(4);
        match toks.as_slice() {
            [(c, v)] => {
                let n = parse_u32(line, *c, v, "a number of rounds", MAX_ROUNDS)?;
                if n == 0 {
                    return Err(line.err(*c, "a number of rounds of at least 1", v.clone()));
                }
                Ok(n)
            }
            _ => Err(line.err(5, "a number of rounds", line.rest(5))),
        }
    }

    fn xxc(&mut self, line: &Line) -> Result<(), TrfError> {
        for (c, t) in line.tokens(4) {
            match t.to_ascii_lowercase().as_str() {
                "white1" => set_once(&mut self.colour_xxc, Colour::White, line.no, "XXC")?,
                "black1" => set_once(&mut self.colour_xxc, Colour::Black, line.no, "XXC")?,
                "rank" => {
                    if !self.rank_order {
                        self.warn(line.no, "XXC rank: this program pairs by pairing number, not by the rank column");
                    }
                    self.rank_order = true;
                }
                _ => return Err(line.err(c, "white1, black1 or rank", t)),
            }
        }
        Ok(())
    }

    /// TRF-2026 record `162`: codes at columns 6, 15, 24, … each followed by
    /// a 4-character value (`W`in, `D`raw, `L`oss, `A`/`Z` absence: zero-point
    /// bye and forfeit loss, `P`airing-allocated bye, `X` unknown result).
    fn points_162(&mut self, line: &Line) -> Result<PointSystem, TrfError> {
        let toks = line.tokens(4);
        let mut vals: BTreeMap<char, Points> = BTreeMap::new();
        let mut i = 0;
        while let Some((c, t)) = toks.get(i) {
            let mut chars = t.chars();
            let code = chars.next().map(|c| c.to_ascii_uppercase()).unwrap_or(' ');
            let glued: String = chars.collect();
            let (vcol, value) = if glued.is_empty() {
                i += 1;
                match toks.get(i) {
                    Some((vc, v)) => (*vc, v.clone()),
                    None => return Err(line.err(c + 1, "a point value after the result code", "")),
                }
            } else {
                (c + 1, glued)
            };
            i += 1;
            if !matches!(code, 'W' | 'D' | 'L' | 'A' | 'Z' | 'P' | 'X') {
                return Err(line.err(
                    *c,
                    "a result code W, D, L, A (or Z), P or X",
                    code.to_string(),
                ));
            }
            let key = if code == 'Z' { 'A' } else { code };
            let v = parse_points(line, vcol, &value, "points")?;
            if vals.insert(key, v).is_some() {
                return Err(line.err(*c, "each result code once", code.to_string()));
            }
        }
        if vals.contains_key(&'P') {
            self.pab_given = true;
        }
        if vals.contains_key(&'X') {
            self.warn(
                line.no,
                "162: the value for unknown results (X) is not used",
            );
        }
        let get = |k: char, d: Points| vals.get(&k).copied().unwrap_or(d);
        let win = get('W', Points(10));
        let mut ps = PointSystem::with_win_draw_loss(win, get('D', Points(5)), get('L', Points(0)));
        ps.zero_point_bye = get('A', Points(0));
        ps.forfeit_loss = ps.zero_point_bye;
        ps.pab = get('P', win);
        Ok(ps)
    }

    fn bye_record(&mut self, line: &Line) -> Result<(), TrfError> {
        let kind = match line.at(5).to_ascii_uppercase() {
            'F' => ByeKind::FullPoint,
            'H' => ByeKind::HalfPoint,
            'Z' => ByeKind::ZeroPoint,
            c => return Err(line.err(5, "a bye type F, H or Z", c.to_string())),
        };
        line.blank(4)?;
        line.blank(6)?;
        let toks = line.tokens(7);
        let [(rc, r), ids @ ..] = toks.as_slice() else {
            return Err(line.err(7, "a round number", ""));
        };
        let round = parse_u32(line, *rc, r, "a round number", MAX_ROUNDS)?;
        if round == 0 {
            return Err(line.err(*rc, "a round number of at least 1", r.clone()));
        }
        if ids.is_empty() {
            return Err(line.err(11, "at least one pairing number", ""));
        }
        for (c, id) in ids {
            let tpn = parse_u32(line, *c, id, "a pairing number", MAX_PLAYERS)?;
            self.byes.push((line.no, *c, kind, round, tpn));
        }
        Ok(())
    }

    /// TRF-2026 record `250` (accelerated rounds): match points 5–8 (empty
    /// for individuals), game points 10–13, rounds 15–17 and 19–21, players
    /// 23–26 and 28–31.
    fn acceleration_250(&mut self, line: &Line) -> Result<(), TrfError> {
        for col in [4, 9, 14, 18, 22, 27] {
            line.blank(col)?;
        }
        let mp = line.field(5, 8);
        if !mp.trim().is_empty() && Points::parse(&mp) != Some(Points::ZERO) {
            self.warn(
                line.no,
                "250: match points are for team events and are ignored",
            );
        }
        let gp = parse_points(line, 10, &line.field(10, 13), "fictitious game points")?;
        let r1 = parse_u32(
            line,
            15,
            &line.field(15, 17),
            "a first round number",
            MAX_ROUNDS,
        )?;
        let r2 = parse_u32(
            line,
            19,
            &line.field(19, 21),
            "a last round number",
            MAX_ROUNDS,
        )?;
        let p1 = parse_u32(
            line,
            23,
            &line.field(23, 26),
            "a first pairing number",
            MAX_PLAYERS,
        )?;
        let p2 = parse_u32(
            line,
            28,
            &line.field(28, 31),
            "a last pairing number",
            MAX_PLAYERS,
        )?;
        if r1 == 0 || r1 > r2 {
            return Err(line.err(
                15,
                "a round range first <= last, from round 1",
                format!("{r1}..{r2}"),
            ));
        }
        if p1 == 0 || p1 > p2 {
            return Err(line.err(
                23,
                "a player range first <= last, from 1",
                format!("{p1}..{p2}"),
            ));
        }
        if !line.rest(32).trim().is_empty() {
            return Err(line.err(32, "the end of the 250 record", line.rest(32)));
        }
        self.acc_250.push((line.no, gp, r1, r2, p1, p2));
        Ok(())
    }

    fn id_list(
        &self,
        line: &Line,
        toks: &[(usize, String)],
        col: usize,
    ) -> Result<Vec<(usize, u32)>, TrfError> {
        if toks.len() < 2 {
            return Err(line.err(col, "two or more pairing numbers", line.rest(col)));
        }
        if toks.len() > MAX_PLAYERS as usize {
            return Err(TrfError::new(
                line.no,
                col,
                TrfErrorKind::OutOfRange {
                    what: "number of players in one record",
                    value: toks.len() as u64,
                    max: u64::from(MAX_PLAYERS),
                },
            ));
        }
        toks.iter()
            .map(|(c, t)| parse_u32(line, *c, t, "a pairing number", MAX_PLAYERS).map(|v| (*c, v)))
            .collect()
    }

    fn finish(mut self) -> Result<ReadOutcome, TrfError> {
        // Players, indexed by pairing number without gaps.
        if self.players.is_empty() {
            return Err(TrfError::new(1, 1, TrfErrorKind::NoPlayers));
        }
        self.players.sort_by_key(|p| p.player.tpn);
        for w in self.players.windows(2) {
            if let [a, b] = w {
                if a.player.tpn == b.player.tpn {
                    let (first, second) = if a.line < b.line { (a, b) } else { (b, a) };
                    return Err(TrfError::new(
                        second.line,
                        5,
                        TrfErrorKind::DuplicatePlayer {
                            tpn: a.player.tpn.0,
                            first_line: first.line,
                        },
                    ));
                }
            }
        }
        for (i, p) in self.players.iter().enumerate() {
            let want = Tpn::from_index(i);
            if p.player.tpn != want {
                return Err(TrfError::new(
                    p.line,
                    5,
                    TrfErrorKind::MissingPlayer {
                        missing: want.0,
                        present: p.player.tpn.0,
                    },
                ));
            }
        }
        let n = self.players.len() as u32;

        // System (192, else a 092 code, else the caller's default). It
        // decides the layout of the round columns: a Double-Swiss file has
        // two per match, game 1 then game 2 (see `to_matches`).
        let declared_system = self
            .system_192
            .as_ref()
            .map(|o| o.value)
            .or(self.system_092);
        let (system, mut baku) = declared_system
            .or(self.default_system.map(|k| (k, false)))
            .unwrap_or((SystemKind::default(), false));
        let ds = system.info().scoring == crate::model::Scoring::Matches;

        // Number of rounds: XXR and 142 must agree; entries must fit.
        let declared_rounds = match (&self.rounds_xxr, &self.rounds_142) {
            (Some(a), Some(b)) if a.value != b.value => {
                return Err(TrfError::new(
                    a.line.max(b.line),
                    1,
                    TrfErrorKind::Conflict {
                        record: "XXR / 142 (number of rounds)",
                        other_line: a.line.min(b.line),
                    },
                ))
            }
            (Some(a), _) => Some((a.value, "XXR", a.line)),
            (None, Some(b)) => Some((b.value, "142", b.line)),
            (None, None) => None,
        };
        if let Some((total, source_record, line)) = declared_rounds {
            if ds && total % 2 == 1 {
                return Err(TrfError::new(
                    line,
                    5,
                    TrfErrorKind::OddGameCount {
                        total,
                        source_record,
                    },
                ));
            }
        }
        // The first player (by pairing number) with the most rounds.
        let longest = self.players.iter().fold((0u32, 0usize), |acc, p| {
            let len = p.player.rounds.len() as u32;
            if len > acc.0 {
                (len, p.line)
            } else {
                acc
            }
        });
        let total_rounds = match declared_rounds {
            Some((total, source_record, _)) => {
                if longest.0 > total {
                    return Err(TrfError::new(
                        longest.1,
                        round_col(total + 1),
                        TrfErrorKind::RoundBeyondTotal {
                            round: longest.0,
                            total,
                            source_record,
                        },
                    ));
                }
                total
            }
            None => {
                let rounds = longest.0.max(1);
                // Double-Swiss: whole matches (an even number of games).
                let rounds = if ds { rounds + rounds % 2 } else { rounds };
                self.warn(
                    0,
                    format!(
                        "no XXR or 142 record: the tournament is taken to have {rounds} TRF rounds"
                    ),
                );
                rounds
            }
        };

        self.check_games(ds)?;

        // Known absences from 240 and XXZ.
        let mut players: Vec<Player> = Vec::with_capacity(self.players.len());
        let mut lines = Vec::with_capacity(self.players.len());
        let mut declared = Vec::with_capacity(self.players.len());
        let mut ranks = Vec::with_capacity(self.players.len());
        for p in std::mem::take(&mut self.players) {
            lines.push(p.line);
            declared.push(p.declared);
            ranks.push(p.rank);
            players.push(p.player);
        }
        let paired_before_absences = rounds_paired(&players);
        let next_round = paired_before_absences + 1;
        let mut absences: Vec<(usize, usize, ByeKind, u32, u32, &'static str)> = self
            .byes
            .iter()
            .map(|&(l, c, k, r, tpn)| (l, c, k, r, tpn, "240"))
            .collect();
        // XXZ: absent in the next round; in a Double-Swiss file, in both
        // games of the next match (byes cover whole matches, C.04.5 Preface).
        let next_rounds = if ds {
            let m = paired_before_absences.div_ceil(2) + 1;
            vec![2 * m - 1, 2 * m]
        } else {
            vec![next_round]
        };
        for &(l, c, tpn) in &self.absent_next {
            for &r in &next_rounds {
                absences.push((l, c, ByeKind::ZeroPoint, r, tpn, "XXZ"));
            }
        }
        for (l, c, kind, round, tpn, record) in absences {
            if round > total_rounds {
                return Err(TrfError::new(
                    l,
                    c,
                    TrfErrorKind::RoundBeyondTotal {
                        round,
                        total: total_rounds,
                        source_record: record,
                    },
                ));
            }
            let p = players
                .get_mut((tpn as usize).wrapping_sub(1))
                .ok_or_else(|| {
                    TrfError::expected(l, c, format!("a pairing number 1-{n}"), tpn.to_string())
                })?;
            let new = RoundEntry::Bye(kind);
            let old = p.round(round);
            if old != RoundEntry::NotPaired && old != new {
                return Err(TrfError::new(
                    l,
                    c,
                    TrfErrorKind::EntryConflict {
                        tpn,
                        round,
                        record,
                        new: describe(&new),
                        old: describe(&old),
                    },
                ));
            }
            let idx = round as usize - 1;
            if p.rounds.len() <= idx {
                p.rounds.resize(idx + 1, RoundEntry::NotPaired);
            }
            if let Some(e) = p.rounds.get_mut(idx) {
                *e = new;
            }
        }

        // Double-Swiss: game columns 2k-1 and 2k become match k.
        if ds {
            for (p, &line) in players.iter_mut().zip(&lines) {
                to_matches(p, line)?;
            }
        }

        // Point system: 162, BB? and XXS must agree when several are given.
        let mut points: Option<Once<PointSystem>> = None;
        if let Some(o) = self.points_162.take() {
            set_once(&mut points, o.value, o.line, "162 (point system)")?;
        }
        if !self.points_bb.is_empty() {
            let get = |k: char, d: Points| self.points_bb.get(&k).map_or(d, |o| o.value);
            let win = get('W', Points(10));
            let mut ps =
                PointSystem::with_win_draw_loss(win, get('D', Points(5)), get('L', Points(0)));
            ps.zero_point_bye = get('Z', Points(0));
            ps.forfeit_loss = get('F', Points(0));
            ps.pab = get('U', win);
            let line = self.points_bb.values().map(|o| o.line).min().unwrap_or(0);
            set_once(&mut points, ps, line, "BB? (point system)")?;
        }
        if let Some(o) = self.points_xxs.take() {
            set_once(&mut points, o.value, o.line, "XXS (point system)")?;
        }
        let mut points = points.map(|o| o.value).unwrap_or_default();
        // Double-Swiss: the PAB is a whole match, worth a win plus a draw
        // unless the file states its value (C.04.5 art. 1.4); a stated `P`
        // (`BBU`, `XXS PAB=`) is the value of that match.
        let mut double_swiss = DoubleSwissSettings::default();
        if ds {
            if self.pab_given {
                double_swiss.pab = Some(points.pab);
            }
            points.pab = points.win;
        }
        // Scores as the system counts them (Double-Swiss: game points of matches).
        let scorer = Tournament {
            system,
            points,
            double_swiss,
            ..Tournament::default()
        };
        let score_of = |p: &Player, rounds: usize| -> Points {
            (1..=rounds as u32).map(|r| scorer.round_points(p, r)).sum()
        };

        // Declared scores (columns 81-84): the sum of all results, or of the
        // results of the paired rounds when later rounds hold only known
        // absences (a file made to pair the next round).
        let paired = rounds_paired(&players);
        for (i, p) in players.iter().enumerate() {
            let Some(d) = declared.get(i).copied().flatten() else {
                continue;
            };
            let all = score_of(p, p.rounds.len());
            let upto = score_of(p, (paired as usize).min(p.rounds.len()));
            if d != all && d != upto {
                return Err(TrfError::new(
                    lines.get(i).copied().unwrap_or(0),
                    81,
                    TrfErrorKind::ScoreMismatch {
                        tpn: p.tpn.0,
                        declared: d.to_string(),
                        computed: upto.to_string(),
                    },
                ));
            }
        }
        if declared.iter().any(Option::is_none) {
            self.warn(
                0,
                "some players have no score in columns 81-84; it was not checked",
            );
        }

        // Acceleration: XXA lines and 250 records.
        let mut acc_set = vec![false; players.len()];
        for (l, tpn, pts) in std::mem::take(&mut self.acc_xxa) {
            if pts.len() > total_rounds as usize {
                return Err(TrfError::new(
                    l,
                    5,
                    TrfErrorKind::RoundBeyondTotal {
                        round: pts.len() as u32,
                        total: total_rounds,
                        source_record: "XXA",
                    },
                ));
            }
            let i = (tpn as usize).wrapping_sub(1);
            let (Some(p), Some(set)) = (players.get_mut(i), acc_set.get_mut(i)) else {
                return Err(TrfError::expected(
                    l,
                    5,
                    format!("a pairing number 1-{n}"),
                    tpn.to_string(),
                ));
            };
            if *set {
                return Err(TrfError::new(l, 5, TrfErrorKind::AccelerationTwice { tpn }));
            }
            *set = true;
            p.acceleration = pts;
        }
        let cells: u64 = self
            .acc_250
            .iter()
            .map(|&(_, _, r1, r2, p1, p2)| u64::from(r2 - r1 + 1) * u64::from(p2 - p1 + 1))
            .sum();
        if cells > MAX_ACCELERATION_CELLS {
            let l = self.acc_250.last().map_or(0, |a| a.0);
            return Err(TrfError::new(
                l,
                1,
                TrfErrorKind::OutOfRange {
                    what: "number of (player, round) cells covered by 250 records",
                    value: cells,
                    max: MAX_ACCELERATION_CELLS,
                },
            ));
        }
        for &(l, gp, r1, r2, p1, p2) in &self.acc_250 {
            if r2 > total_rounds {
                return Err(TrfError::new(
                    l,
                    19,
                    TrfErrorKind::RoundBeyondTotal {
                        round: r2,
                        total: total_rounds,
                        source_record: "250",
                    },
                ));
            }
            if p2 > n {
                return Err(TrfError::expected(
                    l,
                    28,
                    format!("a pairing number 1-{n}"),
                    p2.to_string(),
                ));
            }
            for tpn in p1..=p2 {
                let i = tpn as usize - 1;
                if acc_set.get(i).copied().unwrap_or(false) {
                    return Err(TrfError::new(
                        l,
                        23,
                        TrfErrorKind::AccelerationTwice { tpn },
                    ));
                }
                if let Some(p) = players.get_mut(i) {
                    if p.acceleration.len() < r2 as usize {
                        p.acceleration.resize(r2 as usize, Points::ZERO);
                    }
                    for r in r1..=r2 {
                        if let Some(a) = p.acceleration.get_mut(r as usize - 1) {
                            let sum = a.0.saturating_add(gp.0);
                            if sum > 9999 {
                                return Err(TrfError::new(
                                    l,
                                    10,
                                    TrfErrorKind::OutOfRange {
                                        what: "acceleration in tenths of a point",
                                        value: u64::from(sum),
                                        max: 9999,
                                    },
                                ));
                            }
                            *a = Points(sum);
                        }
                    }
                }
            }
        }
        for (p, &line) in players.iter_mut().zip(&lines) {
            while p.acceleration.last() == Some(&Points::ZERO) {
                p.acceleration.pop();
            }
            if ds {
                acceleration_to_matches(p, line)?;
            }
        }

        // Forbidden pairs (260 / XXP): every pair among the listed players.
        let mut forbidden = Vec::new();
        let mut range_warnings = Vec::new();
        for (l, range, ids) in &self.forbidden {
            if let Some((r1, r2)) = *range {
                if r1 > 1 || r2 < total_rounds {
                    range_warnings.push((*l, format!("260: pairs forbidden in rounds {r1}-{r2} are treated as forbidden in every round")));
                }
            }
            for &(c, id) in ids {
                if id == 0 || id > n {
                    return Err(TrfError::expected(
                        *l,
                        c,
                        format!("a pairing number 1-{n}"),
                        id.to_string(),
                    ));
                }
            }
            let mut distinct: Vec<u32> = ids.iter().map(|&(_, id)| id).collect();
            distinct.sort_unstable();
            distinct.dedup();
            let k = distinct.len();
            if forbidden.len() + k * k.saturating_sub(1) / 2 > MAX_FORBIDDEN_PAIRS {
                return Err(TrfError::new(
                    *l,
                    1,
                    TrfErrorKind::OutOfRange {
                        what: "number of forbidden pairs",
                        value: (forbidden.len() + k * k.saturating_sub(1) / 2) as u64,
                        max: MAX_FORBIDDEN_PAIRS as u64,
                    },
                ));
            }
            for (i, &a) in distinct.iter().enumerate() {
                for &b in distinct.iter().skip(i + 1) {
                    forbidden.push((Tpn(a), Tpn(b)));
                }
            }
        }
        forbidden.sort();
        forbidden.dedup();
        for (l, m) in range_warnings {
            self.warn(l, m);
        }

        if baku && !self.acc_250.is_empty() {
            self.warn(0, "250 records are given: the Baku acceleration of record 192 is disregarded (TRF-2026)");
            baku = false;
        }

        // Initial colour: XXC and 152 must agree; otherwise inferred.
        let initial_colour = match (&self.colour_xxc, &self.colour_152) {
            (Some(a), Some(b)) if a.value != b.value => {
                return Err(TrfError::new(
                    a.line.max(b.line),
                    1,
                    TrfErrorKind::Conflict {
                        record: "XXC / 152 (initial colour)",
                        other_line: a.line.min(b.line),
                    },
                ))
            }
            (Some(a), _) => a.value,
            (None, Some(b)) => b.value,
            (None, None) => {
                let c = infer_initial_colour(&players);
                self.warn(
                    0,
                    format!(
                        "no XXC or 152 record: the initial colour is taken as {}",
                        c.fold("white1", "black1")
                    ),
                );
                c
            }
        };

        // A stale rank column is only worth a warning.
        let scores: Vec<Points> = players
            .iter()
            .enumerate()
            .map(|(i, p)| {
                declared
                    .get(i)
                    .copied()
                    .flatten()
                    .unwrap_or_else(|| score_of(p, p.rounds.len()))
            })
            .collect();
        if let Some(i) = stale_rank(&scores, &ranks) {
            self.warn(
                lines.get(i).copied().unwrap_or(0),
                "the rank column (86-89) does not follow the scores",
            );
        }
        while ranks.last() == Some(&0) {
            ranks.pop();
        }

        let tournament = Tournament {
            double_swiss,
            // Event settings that TRF has no record for: the app's defaults.
            // Full-point byes already in the file stay; only new requests
            // need the setting.
            tiebreaks: None,
            full_point_byes: false,
            late_entry_rounds: Default::default(),
            info: self.info,
            total_rounds: if ds { total_rounds / 2 } else { total_rounds },
            initial_colour,
            points,
            system,
            baku_acceleration: baku,
            players,
            forbidden_pairs: forbidden,
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
            declared_system: declared_system.map(|s| s.0),
        })
    }

    /// Every game must be mirrored by the opponent's line: same round,
    /// opposite colours, matching results; at most one PAB per round.
    /// `ds`: a Double-Swiss game column, where a played game may also end
    /// ½-0 or 0-0 (C.04.5 Preface, TV-31).
    fn check_games(&self, ds: bool) -> Result<(), TrfError> {
        let rounds = self
            .players
            .iter()
            .map(|p| p.player.rounds.len())
            .max()
            .unwrap_or(0);
        let mut pab: Vec<Option<u32>> = vec![None; rounds];
        for p in &self.players {
            let tpn = p.player.tpn.0;
            for (k, e) in p.player.rounds.iter().enumerate() {
                let round = k as u32 + 1;
                let col = round_col(round);
                match *e {
                    RoundEntry::Bye(ByeKind::PairingAllocated) => {
                        if let Some(slot) = pab.get_mut(k) {
                            if let Some(first) = *slot {
                                return Err(TrfError::new(
                                    p.line,
                                    col + 7,
                                    TrfErrorKind::TwoPairingByes {
                                        round,
                                        first,
                                        second: tpn,
                                    },
                                ));
                            }
                            *slot = Some(tpn);
                        }
                    }
                    RoundEntry::Game {
                        opponent,
                        colour,
                        result,
                    } => {
                        if opponent.0 == tpn {
                            return Err(TrfError::new(
                                p.line,
                                col,
                                TrfErrorKind::SelfOpponent { round, tpn },
                            ));
                        }
                        let Some(other) = self.players.get(opponent.index()) else {
                            return Err(TrfError::new(
                                p.line,
                                col,
                                TrfErrorKind::UnknownOpponent {
                                    round,
                                    opponent: opponent.0,
                                },
                            ));
                        };
                        let theirs = other.player.round(round);
                        let RoundEntry::Game {
                            opponent: back,
                            colour: their_colour,
                            result: their_result,
                        } = theirs
                        else {
                            return Err(self.asymmetric(p, round, opponent.0, &theirs));
                        };
                        if back.0 != tpn {
                            return Err(self.asymmetric(p, round, opponent.0, &theirs));
                        }
                        if their_colour == colour {
                            return Err(TrfError::new(
                                p.line,
                                col + 5,
                                TrfErrorKind::SameColour {
                                    round,
                                    tpn,
                                    opponent: opponent.0,
                                    colour: colour.fold("White", "Black"),
                                },
                            ));
                        }
                        let agree = results_match(result, their_result)
                            || (ds && double_swiss_game_results(result, their_result));
                        if !agree {
                            return Err(TrfError::new(
                                p.line,
                                col + 7,
                                TrfErrorKind::ResultMismatch {
                                    round,
                                    tpn,
                                    opponent: opponent.0,
                                    own: result.trf_char(),
                                    theirs: their_result.trf_char(),
                                },
                            ));
                        }
                    }
                    _ => {}
                }
            }
        }
        Ok(())
    }

    fn asymmetric(
        &self,
        p: &RawPlayer,
        round: u32,
        opponent: u32,
        theirs: &RoundEntry,
    ) -> TrfError {
        TrfError::new(
            p.line,
            round_col(round),
            TrfErrorKind::Asymmetric {
                round,
                tpn: p.player.tpn.0,
                opponent,
                found: describe(theirs),
            },
        )
    }
}

/// The first column of round `round`'s entry in a `001` line: 92, 102, …
pub const fn round_col(round: u32) -> usize {
    92 + 10 * (round.saturating_sub(1) as usize)
}

fn rounds_paired(players: &[Player]) -> u32 {
    players
        .iter()
        .filter_map(|p| p.rounds.iter().rposition(RoundEntry::is_paired))
        .max()
        .map_or(0, |i| i as u32 + 1)
}

fn results_match(a: GameResult, b: GameResult) -> bool {
    use GameResult::*;
    matches!(
        (a, b),
        (Win, Loss)
            | (Loss, Win)
            | (Draw, Draw)
            | (UnratedWin, UnratedLoss)
            | (UnratedLoss, UnratedWin)
            | (UnratedDraw, UnratedDraw)
            | (ForfeitWin, ForfeitLoss)
            | (ForfeitLoss, ForfeitWin)
            | (ForfeitLoss, ForfeitLoss)
            | (Pending, Pending)
    )
}

/// C.04.5 Preface (TV-31): besides 1-0, ½-½ and 0-1, a Double-Swiss game
/// may end ½-0, 0-½ or 0-0; the two players never share more than a win.
fn double_swiss_game_results(a: GameResult, b: GameResult) -> bool {
    let value = |r: GameResult| match r {
        GameResult::Win | GameResult::UnratedWin => Some(2),
        GameResult::Draw | GameResult::UnratedDraw => Some(1),
        GameResult::Loss | GameResult::UnratedLoss => Some(0),
        _ => None,
    };
    let rated = |r: GameResult| matches!(r, GameResult::Win | GameResult::Draw | GameResult::Loss);
    matches!((value(a), value(b)), (Some(x), Some(y)) if x + y <= 2 && rated(a) == rated(b))
}

/// Double-Swiss (`192 FIDE_DOUBLESWISS`): TRF-2026 has one result column
/// per round and no record for the second game of a match, so a file has
/// two TRF rounds per match: columns `2k-1` (game 1, with the colour of the
/// match, C.04.5 art. 1.6, 4.4) and `2k` (game 2, same opponent, colours
/// reversed). A bye or absence fills both. This turns them into the model's
/// match entry and game results ([`super::matches::from_game_columns`]);
/// a match with no game result yet has no [`MatchGames`](crate::model::MatchGames) entry.
fn to_matches(p: &mut Player, line: usize) -> Result<(), TrfError> {
    let cols = std::mem::take(&mut p.rounds);
    let mut rounds = Vec::with_capacity(cols.len().div_ceil(2));
    let mut games = Vec::with_capacity(rounds.capacity());
    for (k, pair) in cols.chunks(2).enumerate() {
        let m = k as u32 + 1;
        let first = pair.first().copied().unwrap_or_default();
        let second = pair.get(1).copied().unwrap_or_default();
        let (entry, g) =
            super::matches::from_game_columns([first, second]).map_err(|e| {
                TrfError::new(
                    line,
                    round_col(2 * m - 1),
                    TrfErrorKind::MatchColumns {
                        tpn: p.tpn.0,
                        round: m,
                        reason: e.to_string(),
                    },
                )
            })?;
        rounds.push(entry);
        games.push(g.filter(|g| g.games() != [GameResult::Pending; 2]));
    }
    while games.last() == Some(&None) {
        games.pop();
    }
    p.rounds = rounds;
    p.match_games = games;
    Ok(())
}

/// Double-Swiss: acceleration is given per TRF round (game); a match is
/// paired once, so both games of a match must carry the same value, which
/// becomes the match's.
fn acceleration_to_matches(p: &mut Player, line: usize) -> Result<(), TrfError> {
    let cols = std::mem::take(&mut p.acceleration);
    for (k, pair) in cols.chunks(2).enumerate() {
        let first = pair.first().copied().unwrap_or_default();
        let second = pair.get(1).copied().unwrap_or_default();
        if first != second {
            return Err(TrfError::new(
                line,
                1,
                TrfErrorKind::MatchColumns {
                    tpn: p.tpn.0,
                    round: k as u32 + 1,
                    reason: "the two games of a match have different acceleration points".into(),
                },
            ));
        }
        p.acceleration.push(first);
    }
    Ok(())
}

/// A round entry as a reader of the file would describe it.
fn describe(e: &RoundEntry) -> String {
    match *e {
        RoundEntry::NotPaired => "blank (not paired)".into(),
        RoundEntry::Bye(k) => format!("a bye '{}'", k.trf_char()),
        RoundEntry::Game {
            opponent,
            colour,
            result,
        } => format!(
            "'{:>4} {} {}'",
            opponent.0,
            colour.trf_char(),
            result.trf_char()
        ),
    }
}

/// The index of a player whose rank contradicts the scores: someone with a
/// lower score ranked ahead of someone with a higher score.
fn stale_rank(scores: &[Points], ranks: &[u32]) -> Option<usize> {
    let mut idx: Vec<usize> = (0..scores.len())
        .filter(|&i| ranks.get(i).copied().unwrap_or(0) != 0)
        .collect();
    idx.sort_by_key(|&i| std::cmp::Reverse(scores.get(i).copied().unwrap_or_default()));
    let mut worst_above = 0u32;
    let mut group_worst = 0u32;
    let mut group_score = None;
    for &i in &idx {
        let s = scores.get(i).copied().unwrap_or_default();
        let r = ranks.get(i).copied().unwrap_or(0);
        if group_score != Some(s) {
            worst_above = worst_above.max(group_worst);
            group_worst = 0;
            group_score = Some(s);
        }
        if r < worst_above {
            return Some(i);
        }
        group_worst = group_worst.max(r);
    }
    None
}

/// bbpPairings' rule when no colour is given: the first round with a colour,
/// the highest player paired in it; the colour is reversed for each player
/// skipped who had no colour there.
fn infer_initial_colour(players: &[Player]) -> Colour {
    let first = players
        .iter()
        .filter_map(|p| {
            p.rounds
                .iter()
                .position(|e| matches!(e, RoundEntry::Game { .. }))
        })
        .min();
    let Some(k) = first else {
        return Colour::White;
    };
    let mut flip = false;
    for p in players {
        let played_by_then = p.rounds.iter().take(k + 1).any(RoundEntry::is_paired);
        if !played_by_then {
            continue;
        }
        if let Some(RoundEntry::Game { colour, .. }) = p.rounds.get(k) {
            return if flip { colour.opposite() } else { *colour };
        }
        flip = !flip;
    }
    Colour::White
}

/// JaVaFo's `XXS` point system: `KEY=value` pairs (`W`, `D`, `L`, `WW`,
/// `BW`, `WD`, `BD`, `WL`, `BL`, `FW`, `FL`, `PAB`, `FPB`, `HPB`, `ZPB`).
fn points_xxs(line: &Line) -> Result<PointSystem, TrfError> {
    let mut vals: BTreeMap<String, (usize, Points)> = BTreeMap::new();
    for (c, t) in line.tokens(4) {
        let Some((k, v)) = t.split_once('=') else {
            return Err(line.err(c, "KEY=value", t));
        };
        let key = k.to_ascii_uppercase();
        let key = match key.as_str() {
            "WW" | "BW" => "W".to_string(),
            "WD" | "BD" => "D".to_string(),
            "WL" | "BL" => "L".to_string(),
            _ => key,
        };
        if !matches!(
            key.as_str(),
            "W" | "D" | "L" | "FW" | "FL" | "PAB" | "FPB" | "HPB" | "ZPB"
        ) {
            return Err(line.err(
                c,
                "a key W, D, L, WW, BW, WD, BD, WL, BL, FW, FL, PAB, FPB, HPB or ZPB",
                k,
            ));
        }
        let p = parse_points(line, c + k.chars().count() + 1, v, "points")?;
        if let Some((_, old)) = vals.insert(key, (c, p)) {
            if old != p {
                return Err(line.err(
                    c,
                    "the same points for White and Black (not supported otherwise)",
                    t,
                ));
            }
        }
    }
    let get = |k: &str, d: Points| vals.get(k).map_or(d, |v| v.1);
    let win = get("W", Points(10));
    let draw = get("D", Points(5));
    let loss = get("L", Points(0));
    Ok(PointSystem {
        win,
        draw,
        loss,
        forfeit_win: get("FW", win),
        forfeit_loss: get("FL", loss),
        pab: get("PAB", win),
        full_point_bye: get("FPB", win),
        half_point_bye: get("HPB", draw),
        zero_point_bye: get("ZPB", loss),
    })
}

/// Parses one `001` line (TRF-16 player section).
fn parse_player(line: &Line, warnings: &mut Vec<TrfWarning>) -> Result<RawPlayer, TrfError> {
    for col in [4, 9, 14, 48, 53, 57, 69, 80, 85, 90, 91] {
        line.blank(col)?;
    }
    let tpn = parse_u32(
        line,
        5,
        &line.field(5, 8),
        "a pairing number (columns 5-8)",
        MAX_PLAYERS,
    )?;
    if tpn == 0 {
        return Err(line.err(5, "a pairing number of at least 1", line.field(5, 8)));
    }
    let sex = match line.at(10) {
        ' ' => None,
        c if c.is_alphabetic() => Some(c),
        c => return Err(line.err(10, "sex m, w or blank (column 10)", c.to_string())),
    };
    let title_text = line.field(11, 13);
    let title = Title::parse(&title_text);
    if title == Title::None && !title_text.trim().is_empty() {
        warnings.push(TrfWarning {
            line: line.no,
            message: format!("unknown title {:?} ignored", title_text.trim()),
        });
    }
    let name = text(&line.field(15, 47));
    let rating_text = line.field(49, 52);
    let rating = if rating_text.trim().is_empty() {
        0
    } else {
        parse_u32(line, 49, &rating_text, "a rating (columns 49-52)", 9999)?
    };
    let federation = text(&line.field(54, 56));
    let id_text = line.field(58, 68);
    let fide_id = if id_text.trim().is_empty() {
        None
    } else {
        let t = id_text.trim();
        if !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(line.err(58, "a FIDE number (columns 58-68)", id_text));
        }
        t.parse::<u64>().ok()
    };
    let birth_date = text(&line.field(70, 79));
    let points_text = line.field(81, 84);
    let declared = if points_text.trim().is_empty() {
        None
    } else {
        Some(parse_points(
            line,
            81,
            &points_text,
            "the score (columns 81-84)",
        )?)
    };
    let rank_text = line.field(86, 89);
    let rank = if rank_text.trim().is_empty() {
        0
    } else {
        parse_u32(line, 86, &rank_text, "a rank (columns 86-89)", MAX_PLAYERS)?
    };

    let len = line.chars.len();
    let entries = len.saturating_sub(91).div_ceil(10);
    if entries > MAX_ROUNDS as usize {
        return Err(TrfError::new(
            line.no,
            round_col(MAX_ROUNDS + 1),
            TrfErrorKind::OutOfRange {
                what: "number of rounds in a 001 line",
                value: entries as u64,
                max: u64::from(MAX_ROUNDS),
            },
        ));
    }
    let mut rounds = Vec::with_capacity(entries);
    for k in 0..entries {
        let round = k as u32 + 1;
        rounds.push(parse_entry(line, round, warnings)?);
    }
    while rounds.last() == Some(&RoundEntry::NotPaired) {
        rounds.pop();
    }
    Ok(RawPlayer {
        line: line.no,
        player: Player {
            match_games: Vec::new(),
            tpn: Tpn(tpn),
            name,
            sex,
            title,
            rating,
            federation,
            fide_id,
            birth_date,
            rounds,
            acceleration: Vec::new(),
            withdrawn_from: None,
        },
        declared,
        rank,
    })
}

/// One round of a `001` line: opponent (4 columns), blank, colour, blank,
/// result, and two blanks before the next round.
fn parse_entry(
    line: &Line,
    round: u32,
    warnings: &mut Vec<TrfWarning>,
) -> Result<RoundEntry, TrfError> {
    let c = round_col(round);
    line.blank(c + 4)?;
    line.blank(c + 6)?;
    line.blank(c + 8)?;
    line.blank(c + 9)?;
    let opp_text = line.field(c, c + 3);
    let opponent = if opp_text.trim().is_empty() {
        0
    } else {
        parse_u32(
            line,
            c,
            &opp_text,
            "an opponent's pairing number or 0000",
            MAX_PLAYERS,
        )?
    };
    let colour_char = line.at(c + 5);
    let colour = match colour_char.to_ascii_lowercase() {
        'w' => Some(Colour::White),
        'b' => Some(Colour::Black),
        '-' | ' ' => None,
        _ => return Err(line.err(c + 5, "a colour w, b or -", colour_char.to_string())),
    };
    let rc = line.at(c + 7);
    let result_col = c + 7;
    if opponent == 0 {
        if let Some(col) = colour {
            return Err(line.err(
                c + 5,
                "- as colour when there is no opponent (0000)",
                col.trf_char().to_string(),
            ));
        }
        let kind = match rc.to_ascii_uppercase() {
            ' ' => return Ok(RoundEntry::NotPaired),
            'U' => ByeKind::PairingAllocated,
            'F' => ByeKind::FullPoint,
            'H' => ByeKind::HalfPoint,
            'Z' => ByeKind::ZeroPoint,
            '-' => {
                warnings.push(TrfWarning {
                    line: line.no,
                    message: format!("round {round}: '0000 - -' read as a zero-point absence (Z)"),
                });
                ByeKind::ZeroPoint
            }
            _ => {
                return Err(line.err(
                    result_col,
                    "a bye code U, F, H or Z when there is no opponent (0000)",
                    rc.to_string(),
                ))
            }
        };
        return Ok(RoundEntry::Bye(kind));
    }
    let Some(colour) = colour else {
        return Err(line.err(
            c + 5,
            "a colour w or b for a game against an opponent",
            colour_char.to_string(),
        ));
    };
    let result = match rc.to_ascii_uppercase() {
        '1' => GameResult::Win,
        '=' => GameResult::Draw,
        '0' => GameResult::Loss,
        'W' => GameResult::UnratedWin,
        'D' => GameResult::UnratedDraw,
        'L' => GameResult::UnratedLoss,
        '+' => GameResult::ForfeitWin,
        '-' => GameResult::ForfeitLoss,
        ' ' => GameResult::Pending,
        _ => {
            return Err(line.err(
                result_col,
                "a game result 1, =, 0, +, -, W, D, L or blank",
                rc.to_string(),
            ))
        }
    };
    Ok(RoundEntry::Game {
        opponent: Tpn(opponent),
        colour,
        result,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_all_line_endings() {
        let v: Vec<_> = split_lines("a\r\nb\rc\nd").collect();
        assert_eq!(v, vec![(1, "a"), (2, "b"), (3, "c"), (4, "d")]);
        let v: Vec<_> = split_lines("a\n\nb\n").collect();
        assert_eq!(v, vec![(1, "a"), (2, ""), (3, "b")]);
    }

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

    #[test]
    fn stale_rank_is_found() {
        let s = [Points(20), Points(10), Points(15)];
        assert_eq!(stale_rank(&s, &[1, 3, 2]), None);
        assert_eq!(stale_rank(&s, &[1, 2, 3]), Some(1));
        assert_eq!(stale_rank(&s, &[0, 0, 0]), None);
    }
}
