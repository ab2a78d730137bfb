//! The stored form of one tournament, its schema version and migrations.
//!
//! Each tournament is stored under its own key as an envelope:
//!
//! ```json
//! {"schema": 3, "id": "18c2f0a1b2", "created": 1700000000000, "revision": 7,
//!  "tournament": { … }, "log": [ … ]}
//! ```
//!
//! `revision` counts the saved changes of the tournament (1 when created):
//! a tab compares it, and the stored text, with what it last read before it
//! writes (see [`super::Store::edit`]), so that no tab overwrites a newer
//! save.
//!
//! `log` is the event's audit log ([`crate::model::audit`]): one entry per
//! saved change, with what it changed, before and after, and when.
//!
//! Versions shipped: schema 1 (release 0.1: no `revision`), schema 2 (a
//! revision, no log), schema 3 (this release: the audit log). A fixture of
//! each lives in `tests/data/saved/`.
//!
//! `schema` is the version of this envelope *and* of the model inside it. A
//! change of the stored shape bumps [`SCHEMA`] and adds one step to
//! [`MIGRATIONS`]; older data is then upgraded on load, step by step, and
//! written back in the new shape only by the next successful save. Data with
//! a schema newer than [`SCHEMA`] comes from a newer app: it is never read
//! nor overwritten.

use crate::model::audit::LogEntry;
use crate::model::Tournament;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

/// The schema version this build reads and writes.
pub const SCHEMA: u32 = 3;

/// One migration step: the JSON of schema `n` to the JSON of schema `n + 1`.
pub type Migration = fn(Value) -> Result<Value, String>;

/// `MIGRATIONS[i]` upgrades schema `i + 1` to `i + 2`; its length is `SCHEMA - 1`.
pub const MIGRATIONS: &[Migration] = &[add_revision, add_log];

/// Schema 1 → 2: the envelope gains `revision`. A schema-1 save has been
/// written at least once, so it starts at revision 1.
fn add_revision(mut v: Value) -> Result<Value, String> {
    let obj = v.as_object_mut().ok_or("not an object")?;
    obj.entry("revision").or_insert(Value::from(1u64));
    Ok(v)
}

/// Schema 2 → 3: the envelope gains the audit log, empty: what was changed
/// before this release was not recorded.
fn add_log(mut v: Value) -> Result<Value, String> {
    let obj = v.as_object_mut().ok_or("not an object")?;
    obj.entry("log").or_insert(Value::Array(Vec::new()));
    Ok(v)
}

/// One stored tournament with its identity.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope {
    pub schema: u32,
    /// Stable identifier; the storage key is derived from it.
    pub id: String,
    /// Creation time, milliseconds since 1970 (orders the list).
    #[serde(default)]
    pub created: u64,
    /// Saved changes so far (1 when created; schema 2).
    #[serde(default)]
    pub revision: u64,
    pub tournament: Tournament,
    /// The audit log, oldest first (schema 3).
    #[serde(default)]
    pub log: Vec<LogEntry>,
}

/// Where in a JSON text a problem is, 1-based, with the text of that line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Location {
    pub line: usize,
    pub column: usize,
    /// The line's text, trimmed and shortened: it usually shows the field.
    pub excerpt: String,
}

/// Why a stored or imported tournament could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum DecodeError {
    /// Not JSON, or JSON of the wrong shape (what the reader found and where).
    #[error("{message:?}")]
    Invalid {
        message: JsonFault,
        at: Option<Location>,
    },
    /// No `schema` number: not something this app wrote.
    #[error("no schema version")]
    NoSchema,
    /// Written by a newer version of the app.
    #[error("schema {0} is newer than this app")]
    Newer(u64),
    /// A migration step refused the data.
    #[error("migration from schema {from} failed: {reason}")]
    Migration { from: u32, reason: String },
    /// Parsed, but breaks an invariant of the model.
    #[error("{0:?}")]
    Inconsistent(Inconsistency),
}

/// What the JSON reader found wrong, as data for the catalogue to word (the
/// reader's own messages are English; they are sorted here by its error
/// category and the field it names).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum JsonFault {
    /// Not JSON here: a missing comma or quote, a stray character.
    Syntax,
    /// The text ends in the middle of a value.
    Eof,
    /// A field the data needs is absent (its name).
    MissingField(String),
    /// A field that this app does not know (its name).
    UnknownField(String),
    /// A field given twice (its name).
    DuplicateField(String),
    /// A name that is none of the allowed ones (the name found).
    UnknownVariant(String),
    /// A value of the wrong type, out of range, or of the wrong length.
    WrongValue,
    /// Anything else the reader said (its own words, kept).
    Other(String),
}

impl JsonFault {
    /// Sorts one of the JSON reader's errors.
    pub fn of(e: &serde_json::Error) -> JsonFault {
        use serde_json::error::Category;
        let full = e.to_string();
        let message = match full.rfind(" at line ") {
            Some(i) => &full[..i],
            None => &full,
        };
        // The name between the first pair of backquotes: "missing field `x`".
        let named = || {
            message
                .split('`')
                .nth(1)
                .map(str::to_owned)
                .unwrap_or_default()
        };
        match e.classify() {
            Category::Syntax => JsonFault::Syntax,
            Category::Eof => JsonFault::Eof,
            Category::Io => JsonFault::Other(message.to_owned()),
            Category::Data => {
                if message.starts_with("missing field") {
                    JsonFault::MissingField(named())
                } else if message.starts_with("unknown field") {
                    JsonFault::UnknownField(named())
                } else if message.starts_with("duplicate field") {
                    JsonFault::DuplicateField(named())
                } else if message.starts_with("unknown variant") {
                    JsonFault::UnknownVariant(named())
                } else if message.starts_with("invalid type")
                    || message.starts_with("invalid value")
                    || message.starts_with("invalid length")
                {
                    JsonFault::WrongValue
                } else {
                    JsonFault::Other(message.to_owned())
                }
            }
        }
    }
}

/// A model invariant that stored data breaks.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Inconsistency {
    /// `players[index]` holds pairing number `tpn`; it should be `index + 1`.
    PairingNumber { index: usize, tpn: u32 },
    /// The storage key names one tournament id, the data another.
    OtherId { key: String, data: String },
}

impl DecodeError {
    fn from_serde(e: &serde_json::Error, text: &str) -> DecodeError {
        let at = (e.line() > 0).then(|| location(text, e.line(), e.column()));
        DecodeError::Invalid {
            message: JsonFault::of(e),
            at,
        }
    }
}

/// Builds a [`Location`] for serde's `line`/`column` in `text`.
pub fn location(text: &str, line: usize, column: usize) -> Location {
    let excerpt = text
        .lines()
        .nth(line.saturating_sub(1))
        .map(|l| shorten(l.trim(), 60))
        .unwrap_or_default();
    Location {
        line,
        column,
        excerpt,
    }
}

fn shorten(s: &str, max_chars: usize) -> String {
    if s.chars().count() <= max_chars {
        s.to_owned()
    } else {
        let mut out: String = s.chars().take(max_chars).collect();
        out.push('…');
        out
    }
}

/// Runs `steps` on `value` from schema `from` up to `steps.len() + 1`.
pub fn migrate(mut value: Value, from: u32, steps: &[Migration]) -> Result<Value, DecodeError> {
    let start = from.saturating_sub(1) as usize;
    for (i, step) in steps.iter().enumerate().skip(start) {
        let version = i as u32 + 1;
        value = step(value).map_err(|reason| DecodeError::Migration {
            from: version,
            reason,
        })?;
        if let Some(obj) = value.as_object_mut() {
            obj.insert("schema".into(), Value::from(version + 1));
        }
    }
    Ok(value)
}

/// Reads one envelope from its JSON text, migrating older schemas.
pub fn decode(text: &str) -> Result<Envelope, DecodeError> {
    decode_with(text, MIGRATIONS)
}

/// [`decode`] with an explicit migration table (tests use fake steps).
pub fn decode_with(text: &str, steps: &[Migration]) -> Result<Envelope, DecodeError> {
    let current = steps.len() as u64 + 1;
    let value: Value = serde_json::from_str(text).map_err(|e| DecodeError::from_serde(&e, text))?;
    let schema = value
        .get("schema")
        .and_then(Value::as_u64)
        .ok_or(DecodeError::NoSchema)?;
    if schema == 0 {
        return Err(DecodeError::NoSchema);
    }
    if schema > current {
        return Err(DecodeError::Newer(schema));
    }
    let envelope: Envelope = if schema == current {
        // Straight from the text, so that errors carry a line and column.
        serde_json::from_str(text).map_err(|e| DecodeError::from_serde(&e, text))?
    } else {
        let migrated = migrate(value, schema as u32, steps)?;
        // Read back from text rather than with `from_value`: the same result
        // (numbers and strings round-trip exactly), and the app's wasm then
        // holds one deserializer of the whole model instead of two
        // (BENCHMARKS.md, "Download size"). Migrations are rare.
        serde_json::from_str(&migrated.to_string()).map_err(|e| {
            // The original text usually holds the same fault: its position
            // there is what the user can find in the file.
            match serde_json::from_str::<Envelope>(text) {
                Err(at_text) => DecodeError::from_serde(&at_text, text),
                Ok(_) => DecodeError::Invalid {
                    message: JsonFault::of(&e),
                    at: None,
                },
            }
        })?
    };
    check(&envelope.tournament)?;
    Ok(envelope)
}

/// The model invariants the rest of the program relies on.
pub fn check(t: &Tournament) -> Result<(), DecodeError> {
    for (i, p) in t.players.iter().enumerate() {
        if p.tpn.index() != i || p.tpn.0 == 0 {
            return Err(DecodeError::Inconsistent(Inconsistency::PairingNumber {
                index: i,
                tpn: p.tpn.0,
            }));
        }
    }
    Ok(())
}

/// Writes an envelope in the current schema.
pub fn encode(
    id: &str,
    created: u64,
    revision: u64,
    tournament: &Tournament,
    log: &[LogEntry],
) -> Result<String, String> {
    #[derive(Serialize)]
    struct Out<'a> {
        schema: u32,
        id: &'a str,
        created: u64,
        revision: u64,
        tournament: &'a Tournament,
        log: &'a [LogEntry],
    }
    serde_json::to_string(&Out {
        schema: SCHEMA,
        id,
        created,
        revision,
        tournament,
        log,
    })
    .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Player, Tpn};

    fn sample() -> Tournament {
        let mut t = Tournament {
            total_rounds: 7,
            ..Tournament::default()
        };
        t.info.name = "Spring Open".into();
        t
    }

    #[test]
    fn migration_table_matches_schema() {
        assert_eq!(MIGRATIONS.len() as u32 + 1, SCHEMA);
    }

    #[test]
    fn round_trips() {
        let text = encode("abc", 42, 3, &sample(), &[]).unwrap();
        let env = decode(&text).unwrap();
        assert_eq!(env.id, "abc");
        assert_eq!(env.created, 42);
        assert_eq!(env.revision, 3);
        assert_eq!(env.schema, SCHEMA);
        assert_eq!(env.tournament, sample());
    }

    #[test]
    fn newer_schema_is_refused() {
        let text = r#"{"schema": 7, "id": "x", "tournament": {"some": "future shape"}}"#;
        assert_eq!(decode(text), Err(DecodeError::Newer(7)));
    }

    #[test]
    fn missing_schema_is_refused() {
        assert_eq!(decode(r#"{"id": "x"}"#), Err(DecodeError::NoSchema));
        assert_eq!(decode(r#"[1, 2]"#), Err(DecodeError::NoSchema));
    }

    #[test]
    fn syntax_error_has_line_and_column() {
        let text = "{\n  \"schema\": 1,\n  \"id\": \"x\"\n  \"tournament\": {}\n}";
        match decode(text) {
            Err(DecodeError::Invalid { at: Some(at), .. }) => {
                assert_eq!(at.line, 4);
                assert_eq!(at.excerpt, "\"tournament\": {}");
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn the_json_readers_errors_are_sorted_by_kind_and_field() {
        let fault = |text: &str| match decode(text) {
            Err(DecodeError::Invalid { message, .. }) => message,
            other => panic!("unexpected {other:?}"),
        };
        assert_eq!(fault("{\"schema\": 1,, }"), JsonFault::Syntax);
        assert_eq!(fault("{\"schema\": 1, \"id\": "), JsonFault::Eof);
        let current = format!("{{\"schema\": {SCHEMA}, \"id\": \"x\", \"revision\": 1}}");
        assert_eq!(
            fault(&current),
            JsonFault::MissingField("tournament".into())
        );
    }

    #[test]
    fn type_error_points_at_the_field() {
        let mut text = serde_json::to_string_pretty(&serde_json::json!({
            "schema": SCHEMA, "id": "x", "revision": 1,
            "tournament": serde_json::to_value(sample()).unwrap(),
        }))
        .unwrap();
        text = text.replace("\"total_rounds\": 7", "\"total_rounds\": \"seven\"");
        match decode(&text) {
            Err(DecodeError::Invalid {
                message,
                at: Some(at),
            }) => {
                assert_eq!(message, JsonFault::WrongValue);
                assert!(at.excerpt.contains("total_rounds"), "{}", at.excerpt);
            }
            other => panic!("unexpected {other:?}"),
        }
    }

    #[test]
    fn migrations_run_in_order_and_stamp_the_schema() {
        fn one_to_two(mut v: Value) -> Result<Value, String> {
            // Schema 1 had the rounds under "rounds".
            let obj = v.get_mut("tournament").and_then(Value::as_object_mut);
            let obj = obj.ok_or("no tournament")?;
            let rounds = obj.remove("rounds").ok_or("no rounds")?;
            obj.insert("total_rounds".into(), rounds);
            Ok(v)
        }
        fn two_to_three(v: Value) -> Result<Value, String> {
            Ok(v)
        }
        let steps: &[Migration] = &[one_to_two, two_to_three];
        let old = r#"{"schema": 1, "id": "o", "tournament":
            {"rounds": 5, "initial_colour": "White", "players": []}}"#;
        let env = decode_with(old, steps).unwrap();
        assert_eq!(env.tournament.total_rounds, 5);
        // From schema 2 only the second step runs, so "rounds" is not looked for.
        let mid = r#"{"schema": 2, "id": "m", "tournament":
            {"total_rounds": 3, "initial_colour": "White", "players": []}}"#;
        assert_eq!(decode_with(mid, steps).unwrap().tournament.total_rounds, 3);
        // A step that fails names the schema it started from.
        let bad = r#"{"schema": 1, "id": "b", "tournament": {"players": []}}"#;
        assert_eq!(
            decode_with(bad, steps),
            Err(DecodeError::Migration {
                from: 1,
                reason: "no rounds".into()
            })
        );
    }

    #[test]
    fn schema_1_gains_revision_1() {
        let old = r#"{"schema": 1, "id": "o", "created": 5, "tournament":
            {"total_rounds": 5, "initial_colour": "White", "players": []}}"#;
        let env = decode(old).unwrap();
        assert_eq!((env.schema, env.revision, env.created), (SCHEMA, 1, 5));
        assert_eq!(env.log, vec![]);
        // A revision already there (a hand-edited file) is kept.
        let odd = r#"{"schema": 1, "id": "o", "revision": 9, "tournament":
            {"total_rounds": 5, "initial_colour": "White", "players": []}}"#;
        assert_eq!(decode(odd).unwrap().revision, 9);
    }

    #[test]
    fn schema_2_gains_an_empty_log() {
        let old = r#"{"schema": 2, "id": "o", "created": 5, "revision": 4, "tournament":
            {"total_rounds": 5, "initial_colour": "White", "players": []}}"#;
        let env = decode(old).unwrap();
        assert_eq!((env.schema, env.revision, env.log.len()), (3, 4, 0));
    }

    #[test]
    fn pairing_numbers_must_follow_the_order() {
        let mut t = sample();
        t.players.push(Player::new(Tpn(2), "A"));
        let text = encode("p", 0, 1, &t, &[]).unwrap();
        assert!(matches!(decode(&text), Err(DecodeError::Inconsistent(_))));
    }
}
