//! Backups: one or all tournaments in one JSON file, and reading them back.
//!
//! ```json
//! {"format": "pocket-arbiter-backup", "schema": 1, "exported": 1700000000000,
//!  "tournaments": [ <envelope>, … ]}
//! ```
//!
//! Each element of `tournaments` is a stored envelope (see [`super::schema`])
//! with its own schema number, so a backup migrates like stored data; the
//! envelope holds the event's audit log, so the backup does, and an import
//! reads it back.

use super::schema::{self, location, DecodeError, Envelope, JsonFault, Location, SCHEMA};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::Value;
use thiserror::Error;

/// The `format` marker of a backup file.
pub const FORMAT: &str = "pocket-arbiter-backup";

/// Why a backup file cannot be imported. Nothing is changed in that case.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum BackupError {
    /// The file is not valid JSON.
    #[error("not JSON: {message:?}")]
    NotJson { message: JsonFault, at: Location },
    /// Valid JSON, but not a Pocket Arbiter backup.
    #[error("not a Pocket Arbiter backup")]
    NotABackup,
    /// Written by a newer version of the app.
    #[error("backup schema {0} is newer than this app")]
    Newer(u64),
    /// The backup holds no tournament.
    #[error("the backup holds no tournament")]
    Empty,
    /// One tournament of the backup is unreadable.
    #[error("tournament {index} ({name}): {error}")]
    Tournament {
        /// 1-based position in the file.
        index: usize,
        /// The name found in the file, if any.
        name: String,
        /// What is wrong; its location is relative to the whole file.
        error: DecodeError,
    },
}

/// Writes a backup of `envelopes` (pretty-printed: a person may read it, and
/// import errors then point at one field per line).
pub fn write(envelopes: &[&Envelope], exported: u64) -> Result<String, String> {
    #[derive(Serialize)]
    struct Out<'a> {
        format: &'static str,
        schema: u32,
        exported: u64,
        tournaments: &'a [&'a Envelope],
    }
    serde_json::to_string(&Out {
        format: FORMAT,
        schema: SCHEMA,
        exported,
        tournaments: envelopes,
    })
    .map(|compact| pretty(&compact))
    .map_err(|e| e.to_string())
}

/// serde_json's pretty layout (two-space indent, `": "`, empty `[]` and
/// `{}` kept on one line) of compact JSON text, byte for byte what
/// `to_string_pretty` writes. The model is serialized compact (as the store
/// saves it) and laid out here, so that the app's wasm does not carry a
/// second serializer of the whole model for backups only (BENCHMARKS.md,
/// "Download size").
fn pretty(compact: &str) -> String {
    let bytes = compact.as_bytes();
    let mut out = String::with_capacity(compact.len() * 2);
    let mut depth = 0usize;
    let newline = |out: &mut String, depth: usize| {
        out.push('\n');
        for _ in 0..depth {
            out.push_str("  ");
        }
    };
    let mut in_string = false;
    let mut escaped = false;
    let mut start = 0;
    for (i, &b) in bytes.iter().enumerate() {
        if in_string {
            if escaped {
                escaped = false;
            } else if b == b'\\' {
                escaped = true;
            } else if b == b'"' {
                in_string = false;
            }
            continue;
        }
        // Structural characters are ASCII, so `i` is a char boundary.
        out.push_str(&compact[start..i]);
        start = i + 1;
        match b {
            b'"' => {
                in_string = true;
                start = i;
            }
            b'{' | b'[' => {
                out.push(b as char);
                let empty = matches!(bytes.get(i + 1), Some(b'}' | b']'));
                if !empty {
                    depth += 1;
                    newline(&mut out, depth);
                }
            }
            b'}' | b']' => {
                let empty = i > 0 && matches!(bytes[i - 1], b'{' | b'[');
                if !empty {
                    depth = depth.saturating_sub(1);
                    newline(&mut out, depth);
                }
                out.push(b as char);
            }
            b',' => {
                out.push(',');
                newline(&mut out, depth);
            }
            b':' => out.push_str(": "),
            _ => start = i,
        }
    }
    out.push_str(&compact[start..]);
    out
}

/// Reads a backup; every tournament in it must be readable.
pub fn read(text: &str) -> Result<Vec<Envelope>, BackupError> {
    let value: Value = serde_json::from_str(text).map_err(|e| BackupError::NotJson {
        message: JsonFault::of(&e),
        at: location(text, e.line(), e.column()),
    })?;
    if value.get("format").and_then(Value::as_str) != Some(FORMAT) {
        return Err(BackupError::NotABackup);
    }
    match value.get("schema").and_then(Value::as_u64) {
        None | Some(0) => return Err(BackupError::NotABackup),
        Some(s) if s > u64::from(SCHEMA) => return Err(BackupError::Newer(s)),
        Some(_) => {}
    }
    #[derive(Deserialize)]
    struct Raw<'a> {
        #[serde(borrow)]
        tournaments: Vec<&'a RawValue>,
    }
    let raw: Raw = serde_json::from_str(text).map_err(|_| BackupError::NotABackup)?;
    if raw.tournaments.is_empty() {
        return Err(BackupError::Empty);
    }
    let all = value.get("tournaments").and_then(Value::as_array);
    raw.tournaments
        .iter()
        .enumerate()
        .map(|(i, item)| {
            let name = all
                .and_then(|a| a.get(i))
                .and_then(|t| t.pointer("/tournament/info/name"))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_owned();
            schema::decode(item.get()).map_err(|error| BackupError::Tournament {
                index: i + 1,
                name,
                error: relocate(error, text, item.get()),
            })
        })
        .collect()
}

/// Moves a location inside `part` (a slice of `whole`) to `whole`'s lines.
fn relocate(error: DecodeError, whole: &str, part: &str) -> DecodeError {
    let DecodeError::Invalid {
        message,
        at: Some(at),
    } = error
    else {
        return error;
    };
    // `part` borrows from `whole`, so its start is a byte offset into it.
    let start = (part.as_ptr() as usize).saturating_sub(whole.as_ptr() as usize);
    let prefix = whole.get(..start).unwrap_or_default();
    let lines_before = prefix.matches('\n').count();
    let column = if at.line == 1 {
        let line_start = prefix.rfind('\n').map_or(0, |i| i + 1);
        start - line_start + at.column
    } else {
        at.column
    };
    DecodeError::Invalid {
        message,
        at: Some(location(whole, lines_before + at.line, column)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Tournament;

    fn env(id: &str, name: &str) -> Envelope {
        let mut t = Tournament {
            total_rounds: 5,
            ..Tournament::default()
        };
        t.info.name = name.into();
        Envelope {
            schema: SCHEMA,
            id: id.into(),
            created: 1,
            revision: 1,
            tournament: t,
            log: Vec::new(),
        }
    }

    /// The layout is serde_json's own, byte for byte: checked against
    /// `to_string_pretty` on a played event (every model field kind, the
    /// audit log included) and on text with every structural character and
    /// escape inside strings, nested empty arrays and objects.
    #[test]
    fn pretty_is_serde_jsons_layout() {
        let trf = include_str!("../../tests/data/corpus/dutch-2026/dutch2025-p040-r06-s0160.trf");
        let played = crate::trf::read::read_str(trf).unwrap().tournament;
        let mut e = env("p", "Open {a}, [b]: \"c\" \\ é");
        e.log = vec![crate::model::audit::LogEntry {
            at: 5,
            revision: 2,
            changes: crate::model::audit::changes(&Tournament::default(), &played),
            undo_of: None,
        }];
        e.tournament = played;
        let cases = [
            serde_json::to_string(&e).unwrap(),
            r#"{"a":[],"b":{},"c":[{},[[]],{"d":[1,-2.5e-7,true,null]}],"e":"x\"},{[:,]\\","f":"\u0001é"}"#.to_string(),
            "[]".to_string(),
            "\"{:}\"".to_string(),
        ];
        for compact in cases {
            let v: Value = serde_json::from_str(&compact).unwrap();
            let want = serde_json::to_string_pretty(&v).unwrap();
            // The Value reorders object keys: compare with the Value's own compact text.
            assert_eq!(pretty(&serde_json::to_string(&v).unwrap()), want);
        }
        let want = serde_json::to_string_pretty(&Out1 { e: &e }).unwrap();
        assert_eq!(
            pretty(&serde_json::to_string(&Out1 { e: &e }).unwrap()),
            want
        );
        assert!(
            want.lines().count() > 500,
            "a real event: {}",
            want.lines().count()
        );
    }

    #[derive(Serialize)]
    struct Out1<'a> {
        e: &'a Envelope,
    }

    #[test]
    fn round_trips() {
        let (a, b) = (env("a", "A"), env("b", "B"));
        let text = write(&[&a, &b], 99).unwrap();
        assert_eq!(read(&text).unwrap(), vec![a, b]);
    }

    #[test]
    fn names_the_tournament_and_the_line_in_the_file() {
        let (a, b) = (env("a", "First"), env("b", "Second"));
        let text = write(&[&a, &b], 99).unwrap();
        // Break the second tournament's rounds.
        let i = text.rfind("\"total_rounds\": 5").unwrap();
        let bad = format!(
            "{}\"total_rounds\": -5{}",
            &text[..i],
            &text[i + "\"total_rounds\": 5".len()..]
        );
        let line = bad[..i].matches('\n').count() + 1;
        match read(&bad) {
            Err(BackupError::Tournament {
                index: 2,
                name,
                error: DecodeError::Invalid { at: Some(at), .. },
            }) => {
                assert_eq!(name, "Second");
                assert_eq!(at.line, line);
                assert_eq!(at.excerpt, "\"total_rounds\": -5,");
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn error_on_the_first_line_of_a_compact_file_keeps_its_column() {
        let text = r#"{"format":"pocket-arbiter-backup","schema":1,"tournaments":[{"schema":1,"id":"x","tournament":{"total_rounds":true,"initial_colour":"White","players":[]}}]}"#;
        match read(text) {
            Err(BackupError::Tournament {
                error: DecodeError::Invalid { at: Some(at), .. },
                ..
            }) => {
                assert_eq!(at.line, 1);
                let col = text.find("true").unwrap();
                // serde reports the column just after the bad value.
                assert!(at.column >= col && at.column <= col + 5, "{}", at.column);
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn refuses_what_is_not_a_backup() {
        assert!(matches!(read("{ nope"), Err(BackupError::NotJson { .. })));
        assert_eq!(read(r#"{"a": 1}"#), Err(BackupError::NotABackup));
        assert_eq!(
            read(r#"{"format": "pocket-arbiter-backup", "schema": 1, "tournaments": 3}"#),
            Err(BackupError::NotABackup)
        );
        assert_eq!(
            read(r#"{"format": "pocket-arbiter-backup", "schema": 1, "tournaments": []}"#),
            Err(BackupError::Empty)
        );
        assert_eq!(
            read(r#"{"format": "pocket-arbiter-backup", "schema": 9, "tournaments": []}"#),
            Err(BackupError::Newer(9))
        );
    }

    #[test]
    fn a_tournament_from_a_newer_app_is_named() {
        let text = r#"{"format": "pocket-arbiter-backup", "schema": 1, "tournaments": [
            {"schema": 5, "id": "z", "tournament": {"info": {"name": "Future Cup"}}}]}"#;
        assert_eq!(
            read(text),
            Err(BackupError::Tournament {
                index: 1,
                name: "Future Cup".into(),
                error: DecodeError::Newer(5)
            })
        );
    }
}
