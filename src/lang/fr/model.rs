//! The `model` layer's data in French: system names, the settings' labels,
//! the arbiter's and the settings' refusals.

use super::{dec, q, French};
use crate::lang::catalogue::ModelWords;
use crate::model::arbiter::ArbiterError;
use crate::model::settings::{Field, SettingsError};
use crate::model::tournament::MAX_ROUNDS;
use crate::model::SystemKind;
use crate::store::NewTournamentError;

const NUMBERS_FIXED: &str = "Les numéros d'appariement sont figés : la ronde 4 a été appariée (C.04.2 art. 2.3). Les nouveaux joueurs reçoivent les numéros suivants.";

impl ModelWords for French {
    fn system_name(&self, s: SystemKind) -> &'static str {
        match s {
            SystemKind::Dutch2026 => "Système hollandais (règles 2026)",
            SystemKind::Dutch2017 => "Système hollandais (règles 2017)",
            SystemKind::DoubleSwiss2026 => "Double suisse (2026)",
            SystemKind::Dutch2008 => "Système hollandais (règles 2008)",
            SystemKind::Dutch2006 => "Système hollandais (règles FIDE 1992–2006)",
            SystemKind::Dutch1992Ffe => "Règles de la Fédération française de 1992",
            #[cfg(test)]
            SystemKind::StandIn => "Remplaçant (tests)",
        }
    }

    fn field_name(&self, f: Field) -> &'static str {
        match f {
            Field::Name => "Nom",
            Field::StartDate => "Premier jour",
            Field::EndDate => "Dernier jour",
            Field::Rounds => "Rondes",
            Field::System => "Système d'appariement",
            Field::Win => "Gain",
            Field::Draw => "Nulle",
            Field::Loss => "Perte",
            Field::Pab => "Exempt",
            Field::DsPab => "Exempt (match)",
            Field::Baku => "Accélération de Bakou (C.04.7)",
            Field::InitialColour => "Couleur du numéro d'appariement 1 à la ronde 1",
            Field::UnratedRating => "Elo des joueurs sans Elo (ARO, TPR, PTP, APRO, APPO)",
        }
    }

    fn numbers_fixed(&self) -> &'static str {
        NUMBERS_FIXED
    }

    fn delete_paired(&self) -> &'static str {
        "Seul un joueur qui n'a jamais été apparié peut être supprimé ; retirez-le plutôt du tournoi."
    }

    fn arbiter_error(&self, e: &ArbiterError) -> String {
        match e {
            ArbiterError::EmptyName => "Donnez un nom au joueur.".into(),
            ArbiterError::ForbidNeedsTwo => {
                "Choisissez au moins deux joueurs différents à séparer.".into()
            }
            ArbiterError::SamePlayerTwice(t) => {
                format!("Le joueur {t} est choisi deux fois : choisissez deux joueurs différents.")
            }
            ArbiterError::BadRoundRange { first, last, total } => format!(
                "Les rondes {first} à {last} ne sont pas un intervalle de ce tournoi : donnez des rondes de 1 à {total}, la première au plus égale à la dernière."
            ),
            ArbiterError::AlreadyForbidden { a, b } => {
                format!("Les joueurs {a} et {b} sont déjà séparés à ces rondes.")
            }
            ArbiterError::NoSuchProhibition { a, b } => format!(
                "Les joueurs {a} et {b} ne sont plus séparés (modifié dans un autre onglet ?)."
            ),
            ArbiterError::ReasonRequired => "Dites pourquoi l'appariement est modifié : choisissez un motif de l'art. 4.4 du C.04.2 ou écrivez-le.".into(),
            ArbiterError::ManualChangeOfMatches => {
                "Un match de Double-Suisse ne peut pas être modifié à la main ici.".into()
            }
            ArbiterError::SameBoard => "Choisissez deux échiquiers différents.".into(),
            ArbiterError::AlreadyMet { a, b, round } => format!(
                "Les joueurs {a} et {b} se sont déjà rencontrés à la ronde {round} (C.04.3 [C1]) : choisissez d'autres échiquiers."
            ),
            ArbiterError::PairForbidden { a, b } => format!(
                "Les joueurs {a} et {b} sont séparés à cette ronde (une paire interdite)."
            ),

            ArbiterError::RenumberingClosed => NUMBERS_FIXED.into(),
            ArbiterError::UnknownPlayer(t) => format!("Il n'y a pas de joueur {t}."),
            ArbiterError::ResultsMissing { round, open } => format!(
                "La ronde {round} a encore {open} échiquier(s) sans résultat : saisissez-les avant d'apparier la ronde suivante."
            ),
            ArbiterError::RoundHasResults { round } => format!(
                "La ronde {round} a déjà des résultats : elle ne peut pas être appariée à nouveau."
            ),
            ArbiterError::WrongRound { round, next } => format!(
                "La ronde {round} ne peut pas être appariée maintenant ; la prochaine ronde est la {next}."
            ),
            ArbiterError::NoSuchBoard { round, white } => format!(
                "Aucun échiquier de la ronde {round} n'a le joueur {white} avec les Blancs."
            ),
            ArbiterError::PlayerWasPaired(_) => self.delete_paired().into(),
            ArbiterError::RoundAlreadyPaired { round } => format!(
                "La ronde {round} est déjà appariée : un bye ou une absence ne se saisit que pour une ronde pas encore appariée."
            ),
            ArbiterError::NoSuchRound { round, total } => format!(
                "Il n'y a pas de ronde {round} : le tournoi a {total} rondes."
            ),
            ArbiterError::NotAnAbsence => "L'exemption est donnée par l'appariement ; choisissez un bye d'un demi-point, de zéro point ou d'un point.".into(),
            ArbiterError::MatchOnlyResult => {
                "½-0, 0-½ et 0-0 n'existent que dans les parties du double suisse (C.04.5).".into()
            }
            ArbiterError::FullPointByeNotAllowed => "Ce tournoi n'autorise pas les byes d'un point : cochez l'option dans les réglages du tournoi si son règlement les permet.".into(),
        }
    }

    fn settings_error(&self, e: &SettingsError) -> String {
        let field = |f: Field| q(self.field_name(f));
        match e {
            SettingsError::Invalid(Field::Name) => {
                "Réglages du tournoi : donnez un nom au tournoi.".into()
            }
            SettingsError::Invalid(f @ (Field::StartDate | Field::EndDate)) => format!(
                "Réglages du tournoi, {} : écrivez la date sous la forme AAAA-MM-JJ, ou laissez le champ vide.",
                field(*f)
            ),
            SettingsError::Invalid(Field::Rounds) => format!(
                "Réglages du tournoi, {} : un nombre entier de 1 à {MAX_ROUNDS}.",
                field(Field::Rounds)
            ),
            SettingsError::Invalid(f) => format!(
                "Réglages du tournoi, {} : écrivez un nombre de points comme 1, {} ou 3.",
                field(*f),
                dec("0.5")
            ),
            SettingsError::RoundsBelowPaired { paired } => format!(
                "Réglages du tournoi, {} : {paired} rondes sont déjà appariées ; le tournoi ne peut pas en avoir moins.",
                field(Field::Rounds)
            ),
            SettingsError::PointOrder => "Réglages du tournoi, barème : un gain doit valoir plus que zéro et au moins une nulle, une nulle au moins une perte, et l'exempt au plus un gain (double suisse : le match d'exempt au plus deux gains).".into(),
            SettingsError::AccelerationNotOffered(system) => format!(
                "Réglages du tournoi, {} : indisponible pour un tournoi {} ({}) : C.04.7 est écrit pour le système hollandais.",
                field(Field::Baku),
                self.system_name(*system),
                system.info().article
            ),
            SettingsError::Fide(kind) => format!(
                "Réglages du tournoi, mode FIDE : {}.",
                crate::lang::catalogue::FideWords::fide_issue_kind(self, kind)
            ),
            SettingsError::FixedOnceStarted(f) => format!(
                "Réglages du tournoi, {} : ne peut plus changer une fois la ronde 1 appariée (le système d'appariement et le barème sont annoncés à l'avance, C.04.2 art. 1.1).",
                field(*f)
            ),
        }
    }

    fn new_tournament_error(&self, e: &NewTournamentError) -> String {
        match e {
            NewTournamentError::EmptyName => "Donnez un nom au tournoi.".into(),
            NewTournamentError::BadRounds => {
                format!("Le nombre de rondes doit être un entier de 1 à {MAX_ROUNDS}.")
            }
            NewTournamentError::UnknownSystem => "Choisissez un système d'appariement.".into(),
        }
    }
}
