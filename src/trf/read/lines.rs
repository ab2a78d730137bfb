//! Lines, columns and fields: the pieces every record is read with.

use crate::model::Points;
use crate::trf::error::{Expected, PointsField, Quantity, Topic, TrfError, TrfErrorKind};

/// Splits on CRLF, LF or a lone CR; yields 1-based line numbers.
pub(super) fn split_lines(text: &str) -> impl Iterator<Item = (usize, &str)> {
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
pub(super) struct Line<'a> {
    pub no: usize,
    pub text: &'a str,
    pub chars: Vec<char>,
}

impl<'a> Line<'a> {
    pub fn new(no: usize, text: &'a str) -> Line<'a> {
        Line {
            no,
            text,
            chars: text.chars().collect(),
        }
    }

    /// The character at 1-based column `col` (blank past the end).
    pub fn at(&self, col: usize) -> char {
        col.checked_sub(1)
            .and_then(|i| self.chars.get(i))
            .copied()
            .unwrap_or(' ')
    }

    /// Columns `from..=to` (1-based), blanks past the end.
    pub fn field(&self, from: usize, to: usize) -> String {
        (from..=to).map(|c| self.at(c)).collect()
    }

    /// Everything from column `from` on.
    pub fn rest(&self, from: usize) -> String {
        self.chars
            .get(from.saturating_sub(1)..)
            .unwrap_or_default()
            .iter()
            .collect()
    }

    /// Whitespace-separated tokens from column `from` on, with their columns.
    pub fn tokens(&self, from: usize) -> Vec<(usize, String)> {
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

    /// Column `col` does not hold what was `expected`: `found` instead.
    pub fn err(&self, col: usize, expected: Expected, found: impl Into<String>) -> TrfError {
        TrfError::expected(self.no, col, expected, found)
    }

    /// A number beyond `max` at column `col`.
    pub fn out_of_range(&self, col: usize, what: Quantity, value: u64, max: u64) -> TrfError {
        TrfError::out_of_range(self.no, col, what, value, max)
    }

    /// Column `col` must be blank (the separator between two fields).
    pub fn blank(&self, col: usize) -> Result<(), TrfError> {
        match self.at(col) {
            ' ' => Ok(()),
            c => Err(self.err(col, Expected::Blank, c.to_string())),
        }
    }

    /// A number at column `col` (`s` is its text), at most `max`.
    pub fn u32_at(&self, col: usize, s: &str, what: Quantity, max: u32) -> Result<u32, TrfError> {
        let t = s.trim();
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(self.err(col, Expected::Number(what), s));
        }
        let v: u64 = t.parse().unwrap_or(u64::MAX);
        if v > u64::from(max) {
            return Err(self.out_of_range(col, what, v, u64::from(max)));
        }
        Ok(v as u32)
    }

    /// A point value at column `col` (`s` is its text), at most 999.9.
    pub fn points_at(&self, col: usize, s: &str, what: PointsField) -> Result<Points, TrfError> {
        match Points::parse(s) {
            Some(p) if p.0 <= 9999 => Ok(p),
            _ => Err(self.err(col, Expected::Points(what), s)),
        }
    }
}

/// A text field as stored: control characters become blanks, and the
/// surrounding blanks go.
pub(super) fn text(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

/// The first column of round `round`'s entry in a `001` line: 92, 102, …
pub const fn round_col(round: u32) -> usize {
    92 + 10 * (round.saturating_sub(1) as usize)
}

/// A value that must be given at most once (or repeated identically).
pub(super) struct Once<T> {
    pub value: T,
    pub line: usize,
}

/// Stores `value` read from `record` on `line`, refusing a different value
/// already stored.
pub(super) fn set_once<T: PartialEq>(
    slot: &mut Option<Once<T>>,
    value: T,
    line: usize,
    record: &'static str,
    topic: Option<Topic>,
) -> Result<(), TrfError> {
    match slot {
        Some(o) if o.value != value => Err(TrfError::new(
            line,
            1,
            TrfErrorKind::Conflict {
                record,
                topic,
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
}
