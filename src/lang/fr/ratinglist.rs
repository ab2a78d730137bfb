//! The rating list reader's warnings and refusals in French
//! ([`RatingListWords`]).

use super::French;
use crate::lang::catalogue::RatingListWords;
use crate::ratinglist::read::{Field, ImportError, Warning, WarningKind, ZipErrorKind};
use crate::ratinglist::RatingKind;

fn field(f: Field) -> String {
    match f {
        Field::FideId => "identifiant FIDE".into(),
        Field::Name => "nom".into(),
        Field::Rating(k) => format!(
            "Elo {}",
            match k {
                RatingKind::Standard => "standard",
                RatingKind::Rapid => "rapide",
                RatingKind::Blitz => "blitz",
            }
        ),
        Field::BirthYear => "année de naissance".into(),
    }
}

impl RatingListWords for French {
    fn ratinglist_warning(&self, w: &Warning) -> String {
        let at = match (w.line, w.column) {
            (0, _) => String::new(),
            (line, Some(col)) => format!("ligne {line}, colonne {col} : "),
            (line, None) => format!("ligne {line} : "),
        };
        let what = match &w.kind {
            WarningKind::Missing(Field::Name) => "pas de nom ; le joueur est ignoré".to_owned(),
            WarningKind::Missing(x) => format!("pas d'{} ; le joueur est ignoré", field(*x)),
            WarningKind::NotANumber {
                field: Field::FideId,
                text,
            } => {
                format!("l'identifiant FIDE « {text} » n'est pas un nombre ; le joueur est ignoré")
            }
            WarningKind::NotANumber { field: x, text } => {
                format!("{} « {text} » n'est pas valide ; laissé vide", field(*x))
            }
            WarningKind::TooShort => "la ligne s'arrête avant le nom ; ignorée".to_owned(),
            WarningKind::BadXml => "un élément joueur est mal formé ; ignoré".to_owned(),
            WarningKind::DuplicateId(id) => {
                format!("l'identifiant FIDE {id} figure deux fois ; la dernière ligne est gardée")
            }
        };
        at + &what
    }

    fn ratinglist_error(&self, e: &ImportError) -> String {
        match e {
            ImportError::UnknownFormat { line } => format!(
                "ligne {line} : ce n'est pas une liste Elo FIDE (TXT avec un en-tête « ID Number », ou XML)"
            ),
            ImportError::NoColumns { line } => format!(
                "ligne {line} : l'en-tête n'a pas de colonne « ID Number » ou pas de colonne « Name »"
            ),
            ImportError::Zip(z) => match z {
                ZipErrorKind::NotAZip => "le fichier zip est endommagé (pas d'en-tête de fichier)".into(),
                ZipErrorKind::Encrypted => "le fichier zip est chiffré".into(),
                ZipErrorKind::Method(m) => format!(
                    "le fichier zip utilise la méthode de compression {m} (seules 0 et 8 sont lues)"
                ),
                ZipErrorKind::StoredSizeUnknown => {
                    "le fichier zip ne donne pas la taille de son fichier".into()
                }
                ZipErrorKind::Damaged => "les données du fichier zip sont endommagées".into(),
                ZipErrorKind::Truncated => {
                    "le fichier zip s'arrête trop tôt (téléchargement incomplet ?)".into()
                }
            },
            ImportError::NoPlayers => "aucun joueur n'a pu être lu dans le fichier".into(),
        }
    }
}
