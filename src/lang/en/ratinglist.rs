//! English wording of the rating list reader's data ([`Warning`],
//! [`ImportError`]).

use crate::ratinglist::read::{Field, ImportError, Warning, WarningKind, ZipErrorKind};
use crate::ratinglist::RatingKind;
use std::fmt;

/// "standard", "rapid", "blitz".
pub fn rating_kind(k: RatingKind) -> &'static str {
    match k {
        RatingKind::Standard => "standard",
        RatingKind::Rapid => "rapid",
        RatingKind::Blitz => "blitz",
    }
}

fn field(f: Field) -> String {
    match f {
        Field::FideId => "FIDE id".into(),
        Field::Name => "name".into(),
        Field::Rating(k) => format!("{} rating", rating_kind(k)),
        Field::BirthYear => "birth year".into(),
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.line, self.column) {
            (0, _) => {}
            (line, Some(col)) => write!(f, "line {line}, column {col}: ")?,
            (line, None) => write!(f, "line {line}: ")?,
        }
        match &self.kind {
            WarningKind::Missing(x) => write!(f, "no {}; the player is skipped", field(*x)),
            WarningKind::NotANumber {
                field: Field::FideId,
                text,
            } => write!(f, "FIDE id {text:?} is not a number; the player is skipped"),
            WarningKind::NotANumber { field: x, text } => {
                write!(f, "{} {text:?} is not valid; left blank", field(*x))
            }
            WarningKind::TooShort => f.write_str("the line ends before the name; skipped"),
            WarningKind::BadXml => f.write_str("a player element is not well formed; skipped"),
            WarningKind::DuplicateId(id) => {
                write!(f, "FIDE id {id} is listed twice; the later line is kept")
            }
        }
    }
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::UnknownFormat { line } => write!(
                f,
                "line {line}: this is not a FIDE rating list (TXT with an \"ID Number\" header, or XML)"
            ),
            ImportError::NoColumns { line } => write!(
                f,
                "line {line}: the header has no \"ID Number\" or no \"Name\" column"
            ),
            ImportError::Zip(z) => match z {
                ZipErrorKind::NotAZip => f.write_str("the zip file is damaged (no file header)"),
                ZipErrorKind::Encrypted => f.write_str("the zip file is encrypted"),
                ZipErrorKind::Method(m) => {
                    write!(f, "the zip file uses compression method {m} (only 0 and 8 are read)")
                }
                ZipErrorKind::StoredSizeUnknown => {
                    f.write_str("the zip file does not give the size of its file")
                }
                ZipErrorKind::Damaged => f.write_str("the zip file's data is damaged"),
                ZipErrorKind::Truncated => f.write_str("the zip file ends too early (incomplete download?)"),
            },
            ImportError::NoPlayers => f.write_str("no player could be read from the file"),
        }
    }
}

impl std::error::Error for ImportError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn warnings_say_where() {
        let w = Warning {
            line: 5,
            column: Some(114),
            kind: WarningKind::NotANumber {
                field: Field::Rating(RatingKind::Rapid),
                text: "x".into(),
            },
        };
        assert_eq!(
            w.to_string(),
            "line 5, column 114: rapid rating \"x\" is not valid; left blank"
        );
        let d = Warning {
            line: 0,
            column: None,
            kind: WarningKind::DuplicateId(7),
        };
        assert_eq!(
            d.to_string(),
            "FIDE id 7 is listed twice; the later line is kept"
        );
    }
}
