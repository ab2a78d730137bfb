//! The generator's refusals in French.

use super::{dec, French};
use crate::generate::{BadPairing, ConfigError, GenerateError, Rate};
use crate::lang::catalogue::{GenerateWords, PairingWords};

impl GenerateWords for French {
    fn generate_error(&self, e: &GenerateError) -> String {
        match e {
            GenerateError::InvalidConfig(c) => {
                format!("réglage du générateur invalide : {}", self.config_error(c))
            }
            GenerateError::Pairing { round, error } => {
                format!("ronde {round} : {}", self.pairing_error(error))
            }
            GenerateError::BadPairing { round, reason } => format!(
                "ronde {round} : le système d'appariement a rendu un appariement invalide : {}",
                self.bad_pairing(reason)
            ),
        }
    }

    fn config_error(&self, e: &ConfigError) -> String {
        match *e {
            ConfigError::Players { got, max } => {
                format!("le nombre de joueurs doit être de 2 à {max}, reçu {got}")
            }
            ConfigError::Rounds { got, max } => {
                format!("le nombre de rondes doit être de 1 à {max}, reçu {got}")
            }
            ConfigError::DrawPercent { got } => {
                format!("les nulles doivent être de 0 à 100 pour cent, reçu {got}")
            }
            ConfigError::Rate { what, got } => {
                let what = match what {
                    Rate::Forfeit => "le taux de forfaits",
                    Rate::Absence => "le taux d'absences",
                    Rate::HalfPointBye => "le taux de byes d'un demi-point",
                };
                format!("{what} doit être entre 0 et 1, reçu {}", dec(got))
            }
            ConfigError::AbsencesOverOne => {
                "le taux d'absences plus le taux de byes d'un demi-point ne doit pas dépasser 1"
                    .into()
            }
        }
    }

    fn bad_pairing(&self, e: &BadPairing) -> String {
        match *e {
            BadPairing::NoSuchPlayer(t) => format!("le joueur {t} n'existe pas"),
            BadPairing::Absent(t) => format!("le joueur {t} est absent"),
            BadPairing::PairedTwice(t) => format!("le joueur {t} est apparié deux fois"),
            BadPairing::NotPaired(t) => format!("le joueur {t} n'est pas apparié"),
        }
    }
}
