//! Why a round could not be paired, in French.

use super::French;
use crate::lang::catalogue::PairingWords;
use crate::model::{InvalidReason, PairingError};

impl PairingWords for French {
    fn pairing_error(&self, e: &PairingError) -> String {
        match e {
            PairingError::NoLegalPairing { round } => {
                format!("aucun appariement valide n'existe pour la ronde {round}")
            }
            PairingError::EveryoneAbsent { round } => format!(
                "tous les joueurs sont absents de la ronde {round} (absence annoncée ou retrait) : il n'y a personne à apparier"
            ),
            PairingError::NotImplemented(system) => format!(
                "le système d'appariement {} n'est pas encore mis en œuvre",
                system.id()
            ),
            PairingError::InvalidState { round, reason } => format!(
                "impossible d'apparier la ronde {round} : {}",
                self.invalid_reason(reason)
            ),
        }
    }

    fn invalid_reason(&self, r: &InvalidReason) -> String {
        use InvalidReason::*;
        match r {
            RoundZero => "les rondes sont numérotées à partir de 1".into(),
            BeyondLastRound { total_rounds } => format!("le tournoi a {total_rounds} rondes"),
            BakuNotImplemented => "l'accélération de Bakou n'est pas mise en œuvre pour le double suisse ; donnez les points virtuels comme points d'accélération".into(),
            PlayerOutOfOrder { position, tpn } => {
                format!("le joueur à la position {position} a le numéro d'appariement {tpn}")
            }
            AlreadyPaired { tpn } => format!("le joueur {tpn} est déjà apparié dans cette ronde"),
            UnknownPlayer { tpn } => format!("pas de joueur {tpn}"),
            EntryMismatch {
                round,
                tpn,
                opponent,
            } => format!(
                "ronde {round} : le joueur {tpn} rencontre {opponent}, dont la case ne concorde pas"
            ),
            MatchResultsMissing {
                round,
                tpn,
                opponent,
            } => format!(
                "ronde {round} : les résultats des parties du match {tpn}-{opponent} manquent"
            ),
            GameResultsDisagree {
                round,
                tpn,
                opponent,
            } => format!(
                "ronde {round} : les joueurs {tpn} et {opponent} ne s'accordent pas sur un résultat de partie"
            ),
            Internal => "erreur interne".into(),
        }
    }
}
