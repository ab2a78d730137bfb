//! The FIDE mode in French (C.04.2 in the words of seed 003's French part).

use super::French;
use crate::checker::FideReport;
use crate::lang::catalogue::{FideWords, ModelWords};
use crate::model::fide::{ChangeReason, Date, FideIssue, FideIssueKind, Severity};

impl FideWords for French {
    /// `01/02/2026`, day first.
    fn date(&self, d: Date) -> String {
        format!("{:02}/{:02}/{:04}", d.day, d.month, d.year)
    }

    fn severity(&self, s: Severity) -> &'static str {
        match s {
            Severity::Refused => "refusé",
            Severity::Warning => "avertissement",
        }
    }

    fn change_reason(&self, r: &ChangeReason) -> String {
        let words = match r {
            ChangeReason::AccidentalRematch => {
                "deux participants qui s'étaient déjà rencontrés ont été appariés"
            }
            ChangeReason::CompetitionRules => {
                "le règlement de la compétition permet à l'arbitre en chef de modifier les appariements"
            }
            ChangeReason::BothWithoutOpponent => {
                "deux participants proches au classement et sans adversaire ont accepté de jouer ensemble"
            }
            ChangeReason::LateEntry => {
                "une inscription tardive a été acceptée ; changements minimes acceptés par tous les intéressés"
            }
            ChangeReason::TopBoardsFinalRound => {
                "des circonstances imprévisibles ont touché les premiers échiquiers de la dernière ronde"
            }
        };
        format!("C.04.2 art. {} : {words}", r.article())
    }

    fn fide_issue_kind(&self, k: &FideIssueKind) -> String {
        match k {
            FideIssueKind::SystemNotYetInForce { system, from } => format!(
                "{} ne s'applique qu'à partir du {} : ce n'est pas un système suisse publié par la FIDE à la date de début du tournoi (C.04.2 art. 1.1)",
                self.system_name(*system),
                self.date(*from)
            ),
            FideIssueKind::SystemSuperseded { system, replaced } => format!(
                "{} a été remplacé par un texte plus récent à partir du {} : un tournoi homologué par la FIDE qui commence alors doit utiliser un système suisse publié par la FIDE (C.04.2 art. 1.1)",
                self.system_name(*system),
                self.date(*replaced)
            ),
            FideIssueKind::NoStartDate => "le tournoi n'a pas de date de début (TRF 042) : on ne peut pas vérifier que son système d'appariement est approuvé à cette date (C.04.2 art. 1.1)".into(),
            FideIssueKind::SystemDeprecated { system } => format!(
                "{} : il n'existe pas encore de programme de tournoi approuvé par la FIDE avec un contrôleur d'appariements gratuit pour ce système, son usage est donc déconseillé (C.04.2 art. 1.4)",
                self.system_name(*system)
            ),
            FideIssueKind::FullPointBye { tpn, round } => format!(
                "le joueur {tpn} a un bye d'un point à la ronde {round} : C.04.5 art. 2.1.2 le dit déconseillé par la FIDE"
            ),
            FideIssueKind::FullPointByesAllowed => "le tournoi permet aux joueurs de demander des byes d'un point : C.04.5 art. 2.1.2 les dit déconseillés par la FIDE".into(),
            FideIssueKind::PairingChangedWithoutReason { round } => format!(
                "la ronde {round} n'est pas l'appariement du système et aucune raison n'a été notée : les appariements publiés ne peuvent être modifiés que dans les situations de C.04.2 art. 4.4, jamais en faveur d'un participant (art. 1.5)"
            ),
            FideIssueKind::PairingChanged { round, reason } => format!(
                "la ronde {round} a été modifiée par l'arbitre ({})",
                self.change_reason(reason)
            ),
            FideIssueKind::RoundNotReproducible { round } => format!(
                "la ronde {round} n'a pas pu être réappariée pour comparer : des programmes différents doivent aboutir aux mêmes appariements (C.04.2 art. 1.4)"
            ),
        }
    }

    fn fide_issue(&self, i: &FideIssue) -> String {
        format!(
            "{} : {}",
            self.severity(i.severity),
            self.fide_issue_kind(&i.kind)
        )
    }

    fn fide_verdict(&self, r: &FideReport) -> String {
        let refused = r
            .issues
            .iter()
            .filter(|i| i.severity == Severity::Refused)
            .count();
        let warnings = r.issues.len() - refused;
        match (refused, warnings) {
            (0, 0) => "mode FIDE : rien à refuser ni à signaler".into(),
            (0, w) => format!("mode FIDE : accepté avec {w} avertissement(s)"),
            (n, w) => format!("mode FIDE : {n} refus, {w} avertissement(s)"),
        }
    }

    fn tpn_rule(&self) -> &'static str {
        "Les numéros d'appariement ne changent plus une fois la quatrième ronde appariée (C.04.2 art. 2.3) : appliqué."
    }
}
