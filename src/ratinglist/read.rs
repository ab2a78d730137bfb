//! The rating list reader: the bytes of a file FIDE publishes, pushed in
//! chunks, become a [`RatingList`].
//!
//! - A zip (`PK\x03\x04` first) is unpacked as it streams ([`super::zip`]).
//! - The text is cut into lines; each line is UTF-8, or else Latin-1 (the
//!   older lists' names), decoded on its own.
//! - The first non-blank line says the format: `<?xml`/`<playerslist` is
//!   the XML list, a line naming the `ID Number` and `Name` columns is the
//!   TXT list's header. The TXT columns are read at the positions of the
//!   header's words (the single lists and the combined list differ: `SRtng
//!   SGm SK`, `RRtng RGm Rk`, `BRtng BGm BK`, or all three), never at fixed
//!   offsets.
//! - XML: each `<player>` element, its fields `<fideid>`, `<name>`,
//!   `<country>`, `<sex>`, `<title>`, `<w_title>`, `<rating>`,
//!   `<rapid_rating>`, `<blitz_rating>`, `<birthday>` (others ignored).
//!
//! A line (TXT) or player element (XML) that cannot be read is a
//! [`Warning`] with its line number, and is skipped.

use super::list::{Builder, Listed, RatingList};
use super::zip::{Unzip, ZipError, LOCAL_HEADER};
use super::RatingKind;
use crate::model::Title;

/// At most this many warnings are kept (their total is counted).
pub const MAX_WARNINGS: usize = 200;

/// A line or player skipped, or something noticed, with where (1-based
/// line of the unpacked text, 1-based column in characters).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Warning {
    pub line: u64,
    pub column: Option<u32>,
    pub kind: WarningKind,
}

/// A field of a player, as the warnings name it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Field {
    FideId,
    Name,
    Rating(RatingKind),
    BirthYear,
}

#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum WarningKind {
    /// The field is missing or blank (the line is skipped).
    Missing(Field),
    /// The field is not a number in range (for a FIDE id the line is
    /// skipped; a bad rating or year is left out and the player kept).
    NotANumber { field: Field, text: String },
    /// A TXT line shorter than the header's name column (skipped).
    TooShort,
    /// XML: a tag not closed on its line, or a `<player>` inside another
    /// (the element so far is skipped).
    BadXml,
    /// The FIDE id is on an earlier line too: the later line is kept.
    DuplicateId(u32),
}

/// Why the file as a whole is not a rating list.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ImportError {
    /// The first non-blank line is neither a TXT header (`ID Number`,
    /// `Name`) nor XML.
    UnknownFormat {
        line: u64,
    },
    /// The TXT header has no `ID Number` or no `Name` column.
    NoColumns {
        line: u64,
    },
    Zip(ZipErrorKind),
    /// No player could be read.
    NoPlayers,
}

/// [`ZipError`] as data that crosses to the page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum ZipErrorKind {
    NotAZip,
    Encrypted,
    Method(u16),
    StoredSizeUnknown,
    Damaged,
    Truncated,
}

impl From<ZipError> for ImportError {
    fn from(e: ZipError) -> Self {
        ImportError::Zip(match e {
            ZipError::NotAZip => ZipErrorKind::NotAZip,
            ZipError::Encrypted => ZipErrorKind::Encrypted,
            ZipError::Method(m) => ZipErrorKind::Method(m),
            ZipError::StoredSizeUnknown => ZipErrorKind::StoredSizeUnknown,
            ZipError::Damaged => ZipErrorKind::Damaged,
            ZipError::Truncated => ZipErrorKind::Truncated,
        })
    }
}

/// What an import gives.
#[derive(Debug)]
pub struct Imported {
    pub list: RatingList,
    /// The first [`MAX_WARNINGS`].
    pub warnings: Vec<Warning>,
    pub warnings_total: u64,
    /// The lines (TXT) or elements (XML) skipped.
    pub skipped: u64,
}

/// A TXT column, named by its header word.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Column {
    Id,
    Name,
    Fed,
    Sex,
    Title,
    WomanTitle,
    Rating(RatingKind),
    BirthDay,
    /// Games, K, FOA, OTit, Flag, …: a boundary only.
    Other,
}

impl Column {
    fn of(word: &str, hint: RatingKind) -> Column {
        match word {
            "ID Number" => Column::Id,
            "Name" => Column::Name,
            "Fed" => Column::Fed,
            "Sex" => Column::Sex,
            "Tit" => Column::Title,
            "WTit" => Column::WomanTitle,
            "SRtng" => Column::Rating(RatingKind::Standard),
            "RRtng" => Column::Rating(RatingKind::Rapid),
            "BRtng" => Column::Rating(RatingKind::Blitz),
            "B-day" => Column::BirthDay,
            // Older single lists head the rating with the list's month (`NOV24`).
            w if w.len() == 5
                && w[..3].bytes().all(|b| b.is_ascii_uppercase())
                && w[3..].bytes().all(|b| b.is_ascii_digit()) =>
            {
                Column::Rating(hint)
            }
            _ => Column::Other,
        }
    }
}

/// The TXT header: each column's first character, in order.
#[derive(Debug, Clone)]
struct Header {
    columns: Vec<(Column, usize)>,
    name_start: usize,
}

impl Header {
    /// Reads the header's words and where they start; `ID Number` is one.
    fn read(line: &str, hint: RatingKind) -> Option<Header> {
        let mut words: Vec<(String, usize)> = Vec::new();
        let mut start = None;
        for (i, c) in line
            .char_indices()
            .chain(std::iter::once((line.len(), ' ')))
        {
            match (c.is_whitespace(), start) {
                (false, None) => start = Some(i),
                (true, Some(s)) => {
                    words.push((line[s..i].to_owned(), s));
                    start = None;
                }
                _ => {}
            }
        }
        let mut columns = Vec::new();
        let mut i = 0;
        while i < words.len() {
            let (w, at) = &words[i];
            if w == "ID" && words.get(i + 1).is_some_and(|(n, _)| n == "Number") {
                columns.push((Column::Id, *at));
                i += 2;
                continue;
            }
            columns.push((Column::of(w, hint), *at));
            i += 1;
        }
        let name_start = columns.iter().find(|(c, _)| *c == Column::Name)?.1;
        columns.iter().find(|(c, _)| *c == Column::Id)?;
        Some(Header {
            columns,
            name_start,
        })
    }
}

/// Looks like a TXT header: names its id and name columns.
fn looks_like_header(line: &str) -> bool {
    line.contains("ID Number") && line.contains("Name")
}

#[derive(Debug, Default)]
struct XmlState {
    /// The `<player>` being read and the line it opened on.
    player: Option<(XmlPlayer, u64)>,
    /// The field tag open and its text so far.
    field: Option<(String, String, u64)>,
}

#[derive(Debug, Default)]
struct XmlPlayer {
    fields: Vec<(String, String, u64)>,
}

enum Format {
    /// Before the first non-blank line.
    Unknown,
    Txt(Header),
    Xml(XmlState),
}

/// The text stage: lines in, players out.
struct Text {
    hint: RatingKind,
    format: Format,
    carry: Vec<u8>,
    line: u64,
    builder: Builder,
    warnings: Vec<Warning>,
    warnings_total: u64,
    skipped: u64,
    fatal: Option<ImportError>,
    /// Reused for non-ASCII lines: the byte offset of each character.
    offsets: Vec<usize>,
}

/// A streaming import: [`push`](Import::push) the file's bytes in order,
/// then [`finish`](Import::finish).
pub struct Import {
    /// Until the first four bytes are seen: are they a zip's?
    sniff: Vec<u8>,
    zip: Option<Unzip>,
    plain: bool,
    text: Text,
    bytes: u64,
}

impl Import {
    /// `hint`: the rating a single list's file holds when its columns do
    /// not say ([`RatingKind::from_file_name`]).
    pub fn new(hint: RatingKind) -> Import {
        Import {
            sniff: Vec::new(),
            zip: None,
            plain: false,
            text: Text {
                hint,
                format: Format::Unknown,
                carry: Vec::new(),
                line: 0,
                builder: Builder::default(),
                warnings: Vec::new(),
                warnings_total: 0,
                skipped: 0,
                fatal: None,
                offsets: Vec::new(),
            },
            bytes: 0,
        }
    }

    /// The bytes pushed so far (of the file as given, zipped or not).
    pub fn bytes_read(&self) -> u64 {
        self.bytes
    }

    /// Players read so far.
    pub fn players(&self) -> usize {
        self.text.builder.len()
    }

    /// Takes the next bytes. An error ends the import (the file is not a
    /// list); a bad line does not.
    pub fn push(&mut self, bytes: &[u8]) -> Result<(), ImportError> {
        if let Some(e) = &self.text.fatal {
            return Err(e.clone());
        }
        self.bytes += bytes.len() as u64;
        let mut bytes = bytes;
        if self.zip.is_none() && !self.plain {
            let take = (4 - self.sniff.len()).min(bytes.len());
            self.sniff.extend_from_slice(&bytes[..take]);
            bytes = &bytes[take..];
            if self.sniff.len() < 4 {
                return Ok(());
            }
            let head = std::mem::take(&mut self.sniff);
            if head == LOCAL_HEADER {
                let mut unzip = Unzip::default();
                let text = &mut self.text;
                unzip.push(&head, &mut |b| text.push(b))?;
                self.zip = Some(unzip);
            } else {
                self.plain = true;
                self.text.push(&head);
            }
        }
        match &mut self.zip {
            Some(unzip) => {
                let text = &mut self.text;
                unzip.push(bytes, &mut |b| text.push(b))?;
            }
            None => self.text.push(bytes),
        }
        match &self.text.fatal {
            Some(e) => Err(e.clone()),
            None => Ok(()),
        }
    }

    /// The end of the file: the last line, the list sorted and indexed.
    pub fn finish(mut self) -> Result<Imported, ImportError> {
        if !self.sniff.is_empty() {
            let head = std::mem::take(&mut self.sniff);
            self.text.push(&head);
        }
        if let Some(unzip) = &self.zip {
            unzip.finish()?;
        }
        let mut text = self.text;
        if !text.carry.is_empty() {
            let last = std::mem::take(&mut text.carry);
            text.line(&last);
        }
        if let Some(e) = text.fatal {
            return Err(e);
        }
        if let Format::Xml(XmlState {
            player: Some((_, line)),
            ..
        }) = text.format
        {
            text.skipped += 1;
            text.warn(line, None, WarningKind::BadXml);
        }
        if text.builder.is_empty() {
            return Err(ImportError::NoPlayers);
        }
        let (list, dropped) = text.builder.finish();
        let mut warnings = text.warnings;
        let mut warnings_total = text.warnings_total;
        for id in dropped {
            warnings_total += 1;
            if warnings.len() < MAX_WARNINGS {
                warnings.push(Warning {
                    line: 0,
                    column: None,
                    kind: WarningKind::DuplicateId(id),
                });
            }
        }
        Ok(Imported {
            list,
            warnings,
            warnings_total,
            skipped: text.skipped,
        })
    }
}

/// Latin-1 (ISO 8859-1): each byte is the character of that number.
fn latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
}

impl Text {
    fn push(&mut self, mut bytes: &[u8]) {
        if self.fatal.is_some() {
            return;
        }
        while let Some(nl) = bytes.iter().position(|&b| b == b'\n') {
            if self.carry.is_empty() {
                self.line(&bytes[..nl]);
            } else {
                let mut whole = std::mem::take(&mut self.carry);
                whole.extend_from_slice(&bytes[..nl]);
                self.line(&whole);
                whole.clear();
                self.carry = whole;
            }
            bytes = &bytes[nl + 1..];
            if self.fatal.is_some() {
                return;
            }
        }
        self.carry.extend_from_slice(bytes);
    }

    fn warn(&mut self, line: u64, column: Option<usize>, kind: WarningKind) {
        self.warnings_total += 1;
        if self.warnings.len() < MAX_WARNINGS {
            self.warnings.push(Warning {
                line,
                column: column.map(|c| c as u32 + 1),
                kind,
            });
        }
    }

    fn line(&mut self, raw: &[u8]) {
        self.line += 1;
        let raw = raw.strip_suffix(b"\r").unwrap_or(raw);
        let decoded;
        let text: &str = match std::str::from_utf8(raw) {
            Ok(s) => s,
            Err(_) => {
                decoded = latin1(raw);
                &decoded
            }
        };
        // A UTF-8 byte order mark on the first line.
        let text = if self.line == 1 {
            text.strip_prefix('\u{feff}').unwrap_or(text)
        } else {
            text
        };
        match &self.format {
            Format::Unknown => {
                let t = text.trim();
                if t.is_empty() {
                } else if t.starts_with("<?xml") || t.starts_with("<playerslist") {
                    self.format = Format::Xml(XmlState::default());
                    self.xml_line(text);
                } else if looks_like_header(t) {
                    match Header::read(text, self.hint) {
                        Some(h) => self.format = Format::Txt(h),
                        None => self.fatal = Some(ImportError::NoColumns { line: self.line }),
                    }
                } else {
                    self.fatal = Some(ImportError::UnknownFormat { line: self.line });
                }
            }
            Format::Txt(_) => {
                if let Format::Txt(header) = std::mem::replace(&mut self.format, Format::Unknown) {
                    self.txt_line(&header, text);
                    self.format = Format::Txt(header);
                }
            }
            Format::Xml(_) => self.xml_line(text),
        }
    }

    // ------------------------------------------------------------------ TXT

    fn txt_line(&mut self, header: &Header, text: &str) {
        if text.trim().is_empty() {
            return;
        }
        // A header repeated (lists joined by hand) is not a player.
        if looks_like_header(text) {
            return;
        }
        // Character columns → byte offsets (the same when ASCII).
        let ascii = text.is_ascii();
        let mut offsets = std::mem::take(&mut self.offsets);
        if !ascii {
            offsets.clear();
            offsets.extend(text.char_indices().map(|(i, _)| i));
            offsets.push(text.len());
        }
        let chars = if ascii { text.len() } else { offsets.len() - 1 };
        let at = |col: usize| -> usize {
            if ascii {
                col.min(text.len())
            } else {
                offsets[col.min(chars)]
            }
        };
        let line = self.line;
        if chars <= header.name_start {
            self.skipped += 1;
            self.warn(line, None, WarningKind::TooShort);
            self.offsets = offsets;
            return;
        }
        let mut p = Listed {
            fide_id: 0,
            name: String::new(),
            federation: String::new(),
            sex: None,
            title: Title::None,
            ratings: [None; 3],
            birth_year: None,
        };
        let mut woman_title = Title::None;
        let mut problems: Vec<(usize, WarningKind)> = Vec::new();
        let mut skip = false;
        let columns = &header.columns;
        for (k, &(column, start)) in columns.iter().enumerate() {
            let end = columns.get(k + 1).map_or(usize::MAX, |c| c.1);
            let field = text[at(start)..at(end)].trim();
            match column {
                Column::Id => match field.parse::<u32>() {
                    Ok(id) if id > 0 && field.bytes().all(|b| b.is_ascii_digit()) => p.fide_id = id,
                    _ if field.is_empty() => {
                        skip = true;
                        problems.push((start, WarningKind::Missing(Field::FideId)));
                    }
                    _ => {
                        skip = true;
                        problems.push((
                            start,
                            WarningKind::NotANumber {
                                field: Field::FideId,
                                text: field.to_owned(),
                            },
                        ));
                    }
                },
                Column::Name => {
                    if field.is_empty() {
                        skip = true;
                        problems.push((start, WarningKind::Missing(Field::Name)));
                    }
                    p.name = field.to_owned();
                }
                Column::Fed => p.federation = field.to_ascii_uppercase(),
                Column::Sex => p.sex = sex(field),
                Column::Title => p.title = Title::parse(field),
                Column::WomanTitle => woman_title = Title::parse(field),
                Column::Rating(kind) => match rating(field) {
                    Ok(r) => p.ratings[kind.index()] = r,
                    Err(()) => problems.push((
                        start,
                        WarningKind::NotANumber {
                            field: Field::Rating(kind),
                            text: field.to_owned(),
                        },
                    )),
                },
                Column::BirthDay => match year(field) {
                    Ok(y) => p.birth_year = y,
                    Err(()) => problems.push((
                        start,
                        WarningKind::NotANumber {
                            field: Field::BirthYear,
                            text: field.to_owned(),
                        },
                    )),
                },
                Column::Other => {}
            }
        }
        self.offsets = offsets;
        if p.title == Title::None {
            p.title = woman_title;
        }
        for (col, kind) in problems {
            self.warn(line, Some(col), kind);
        }
        if skip {
            self.skipped += 1;
        } else {
            self.builder.add(&p);
        }
    }

    // ------------------------------------------------------------------ XML

    fn xml_line(&mut self, text: &str) {
        let line = self.line;
        let Format::Xml(state) = &mut self.format else {
            return;
        };
        let mut rest = text;
        let mut done: Vec<(XmlPlayer, u64)> = Vec::new();
        let mut bad: Vec<u64> = Vec::new();
        loop {
            let Some(lt) = rest.find('<') else {
                if let Some((_, t, _)) = &mut state.field {
                    t.push_str(rest);
                }
                break;
            };
            if let Some((_, t, _)) = &mut state.field {
                t.push_str(&rest[..lt]);
            }
            let Some(gt) = rest[lt..].find('>') else {
                // A tag cut by the end of the line.
                bad.push(state.player.as_ref().map_or(line, |p| p.1));
                state.player = None;
                state.field = None;
                break;
            };
            let tag = &rest[lt + 1..lt + gt];
            rest = &rest[lt + gt + 1..];
            if tag.starts_with('?') || tag.starts_with('!') {
                continue;
            }
            let (closing, name, empty) = match tag.strip_prefix('/') {
                Some(n) => (true, n.trim(), false),
                None => match tag.strip_suffix('/') {
                    Some(n) => (false, n.trim(), true),
                    None => (false, tag.split_whitespace().next().unwrap_or(""), false),
                },
            };
            match (name, closing) {
                ("player", false) => {
                    if let Some((_, at)) = state.player.take() {
                        bad.push(at);
                    }
                    if !empty {
                        state.player = Some((XmlPlayer::default(), line));
                    }
                    state.field = None;
                }
                ("player", true) => {
                    match (state.player.take(), state.field.take()) {
                        // A field still open: the element is not well formed.
                        (Some(_), Some((_, _, at))) => bad.push(at),
                        (Some(p), None) => done.push(p),
                        (None, _) => {}
                    }
                }
                ("playerslist", _) => {}
                (_, false) => {
                    if state.player.is_some() {
                        if empty {
                            if let Some((p, _)) = &mut state.player {
                                p.fields.push((name.to_owned(), String::new(), line));
                            }
                        } else {
                            state.field = Some((name.to_owned(), String::new(), line));
                        }
                    }
                }
                (_, true) => {
                    if let (Some((open, value, at)), Some((p, _))) =
                        (state.field.take(), &mut state.player)
                    {
                        if open == name {
                            p.fields.push((open, value, at));
                        }
                    }
                }
            }
        }
        for at in bad {
            self.skipped += 1;
            self.warn(at, None, WarningKind::BadXml);
        }
        for (p, at) in done {
            self.xml_player(p, at);
        }
    }

    fn xml_player(&mut self, p: XmlPlayer, at: u64) {
        let mut out = Listed {
            fide_id: 0,
            name: String::new(),
            federation: String::new(),
            sex: None,
            title: Title::None,
            ratings: [None; 3],
            birth_year: None,
        };
        let combined = p
            .fields
            .iter()
            .any(|(n, _, _)| n == "rapid_rating" || n == "blitz_rating");
        let mut woman_title = Title::None;
        let mut has_id = false;
        let mut skip = false;
        for (name, raw, line) in &p.fields {
            let value = unescape(raw.trim());
            let value = value.trim();
            let bad_number = |field| WarningKind::NotANumber {
                field,
                text: value.to_owned(),
            };
            let rating_kind = match name.as_str() {
                "rating" if combined => Some(RatingKind::Standard),
                "rating" => Some(self.hint),
                "rapid_rating" => Some(RatingKind::Rapid),
                "blitz_rating" => Some(RatingKind::Blitz),
                _ => None,
            };
            if let Some(kind) = rating_kind {
                match rating(value) {
                    Ok(r) => out.ratings[kind.index()] = r,
                    Err(()) => self.warn(*line, None, bad_number(Field::Rating(kind))),
                }
                continue;
            }
            match name.as_str() {
                "fideid" => {
                    has_id = true;
                    match value.parse::<u32>() {
                        Ok(id) if id > 0 && value.bytes().all(|b| b.is_ascii_digit()) => {
                            out.fide_id = id
                        }
                        _ => {
                            skip = true;
                            let kind = if value.is_empty() {
                                WarningKind::Missing(Field::FideId)
                            } else {
                                bad_number(Field::FideId)
                            };
                            self.warn(*line, None, kind);
                        }
                    }
                }
                "name" => out.name = value.to_owned(),
                "country" => out.federation = value.to_ascii_uppercase(),
                "sex" => out.sex = sex(value),
                "title" => out.title = Title::parse(value),
                "w_title" => woman_title = Title::parse(value),
                "birthday" => match year(value) {
                    Ok(y) => out.birth_year = y,
                    Err(()) => self.warn(*line, None, bad_number(Field::BirthYear)),
                },
                _ => {}
            }
        }
        if !has_id {
            skip = true;
            self.warn(at, None, WarningKind::Missing(Field::FideId));
        }
        if out.name.is_empty() {
            skip = true;
            self.warn(at, None, WarningKind::Missing(Field::Name));
        }
        if out.title == Title::None {
            out.title = woman_title;
        }
        if skip {
            self.skipped += 1;
        } else {
            self.builder.add(&out);
        }
    }
}

fn sex(s: &str) -> Option<char> {
    match s {
        "M" | "m" => Some('M'),
        "F" | "f" | "W" | "w" => Some('F'),
        _ => None,
    }
}

/// A rating: blank or 0 is unrated; otherwise 1–4000.
fn rating(s: &str) -> Result<Option<u16>, ()> {
    if s.is_empty() {
        return Ok(None);
    }
    if !s.bytes().all(|b| b.is_ascii_digit()) {
        return Err(());
    }
    match s.parse::<u16>() {
        Ok(0) => Ok(None),
        Ok(r) if r <= 4000 => Ok(Some(r)),
        _ => Err(()),
    }
}

/// The birth year: `YYYY` (or a date starting with it); blank or `0000`
/// is not given.
fn year(s: &str) -> Result<Option<u16>, ()> {
    if s.is_empty() {
        return Ok(None);
    }
    let y = s.get(..4).ok_or(())?;
    if !y.bytes().all(|b| b.is_ascii_digit())
        || !(s.len() == 4 || s[4..].starts_with(['-', '/', '.']))
    {
        return Err(());
    }
    match y.parse::<u16>() {
        Ok(0) => Ok(None),
        Ok(y) => Ok(Some(y)),
        Err(_) => Err(()),
    }
}

/// XML's five named entities and numeric character references.
fn unescape(s: &str) -> std::borrow::Cow<'_, str> {
    if !s.contains('&') {
        return s.into();
    }
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    while let Some(amp) = rest.find('&') {
        out.push_str(&rest[..amp]);
        rest = &rest[amp..];
        let Some(semi) = rest.find(';') else { break };
        let entity = &rest[1..semi];
        let c = match entity {
            "amp" => Some('&'),
            "lt" => Some('<'),
            "gt" => Some('>'),
            "quot" => Some('"'),
            "apos" => Some('\''),
            e => e
                .strip_prefix("#x")
                .and_then(|h| u32::from_str_radix(h, 16).ok())
                .or_else(|| e.strip_prefix('#').and_then(|d| d.parse().ok()))
                .and_then(char::from_u32),
        };
        match c {
            Some(c) => {
                out.push(c);
                rest = &rest[semi + 1..];
            }
            None => {
                out.push('&');
                rest = &rest[1..];
            }
        }
    }
    out.push_str(rest);
    out.into()
}

#[cfg(test)]
mod tests;
