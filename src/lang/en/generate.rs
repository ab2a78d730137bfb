//! English wording of the generator's refusals (`generate`).

use crate::generate::{BadPairing, ConfigError, GenerateError, Rate};
use std::fmt;

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ConfigError::Players { got, max } => write!(f, "players must be 2-{max}, got {got}"),
            ConfigError::Rounds { got, max } => write!(f, "rounds must be 1-{max}, got {got}"),
            ConfigError::DrawPercent { got } => {
                write!(f, "draws must be 0-100 percent, got {got}")
            }
            ConfigError::Rate { what, got } => {
                let what = match what {
                    Rate::Forfeit => "forfeit rate",
                    Rate::Absence => "absence rate",
                    Rate::HalfPointBye => "half-point bye rate",
                };
                write!(f, "{what} must be between 0 and 1, got {got}")
            }
            ConfigError::AbsencesOverOne => {
                f.write_str("absence rate + half-point bye rate must not exceed 1")
            }
        }
    }
}

impl fmt::Display for BadPairing {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            BadPairing::NoSuchPlayer(t) => write!(f, "player {t} does not exist"),
            BadPairing::Absent(t) => write!(f, "player {t} is absent"),
            BadPairing::PairedTwice(t) => write!(f, "player {t} is paired twice"),
            BadPairing::NotPaired(t) => write!(f, "player {t} is not paired"),
        }
    }
}

impl fmt::Display for GenerateError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GenerateError::InvalidConfig(c) => write!(f, "invalid generator setting: {c}"),
            GenerateError::Pairing { round, error } => write!(f, "round {round}: {error}"),
            GenerateError::BadPairing { round, reason } => write!(
                f,
                "round {round}: the pairing system returned an invalid pairing: {reason}"
            ),
        }
    }
}

impl std::error::Error for GenerateError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Tpn;

    #[test]
    fn refusals_name_the_setting_and_its_range() {
        let e = GenerateError::InvalidConfig(ConfigError::Players { got: 1, max: 9999 });
        assert_eq!(
            e.to_string(),
            "invalid generator setting: players must be 2-9999, got 1"
        );
        let e = ConfigError::Rate {
            what: Rate::HalfPointBye,
            got: 1.5,
        };
        assert_eq!(
            e.to_string(),
            "half-point bye rate must be between 0 and 1, got 1.5"
        );
        let e = GenerateError::BadPairing {
            round: 3,
            reason: BadPairing::PairedTwice(Tpn(7)),
        };
        assert!(e
            .to_string()
            .ends_with("invalid pairing: player 7 is paired twice"));
    }
}
