//! The command line's own messages in French.

use super::French;
use crate::lang::catalogue::CliWords;
use crate::lang::cli::{CliMessage, HelpPart, UsageError};

impl CliWords for French {
    fn cli(&self, m: &CliMessage) -> String {
        use CliMessage::*;
        match m {
            StdinError { error } => format!("entrée standard : {error}"),
            FileError { file, error } => format!("{file} : {error}"),
            StdoutError { error } => format!("sortie standard : {error}"),
            FileTooLarge { file, bytes } => {
                format!("{file} : le fichier est trop gros ({bytes} octets)")
            }
            AtPosition {
                file,
                line,
                column,
                message,
            } => format!("{file}, ligne {line}, colonne {column} : {message}"),
            Warning {
                file,
                line: 0,
                message,
            } => format!("{file} : avertissement : {message}"),
            Warning {
                file,
                line,
                message,
            } => format!("{file}, ligne {line} : avertissement : {message}"),
            NoSystem { file } => format!(
                "{file} : le fichier ne nomme aucun système d'appariement (enregistrement 192) ; indiquez --system"
            ),
            FideOneFile { dir } => {
                format!("{dir} : --fide vérifie un seul fichier, pas un dossier")
            }
            FideRefused { file } => format!("{file} : refusé en mode FIDE (voir ci-dessus)"),
            RoundPending { file, round } => {
                format!("{file} : la ronde {round} a des parties sans résultat")
            }
            AllRoundsPaired { file, rounds } => {
                format!("{file} : les {rounds} rondes sont déjà appariées")
            }
            Panicked { round, what } => format!(
                "erreur interne : le système d'appariement a paniqué à la ronde {round} : {what}"
            ),
            Internal { message } => format!("erreur interne : {message}"),
            RoundDiffers {
                round,
                expected,
                got,
            } => format!("la ronde {round} diffère\n  attendu : {expected}\n  obtenu :  {got}"),
            NotExplained { why } => format!("non expliqué : {why}"),
            NotExplainedInternal => "non expliqué : erreur interne".into(),
            CheckSummary {
                file,
                checked,
                differing,
            } => format!("{file} : {checked} rondes vérifiées, {differing} diffèrent"),
            FolderSummary {
                dir,
                agreeing,
                total,
            } => format!("{dir} : {agreeing}/{total} fichiers concordent à chaque ronde"),
            CompactPairing { boards, bye } => {
                let mut parts: Vec<String> =
                    boards.iter().map(|(w, b)| format!("{w}-{b}")).collect();
                if let Some(b) = bye {
                    parts.push(format!("exempt {b}"));
                }
                if parts.is_empty() {
                    "(personne)".into()
                } else {
                    parts.join(" ")
                }
            }
            PointsNotANumber { value } => {
                format!("--points : {value:?} n'est pas un nombre de points")
            }
            PointsFormat => "--points attend gain,nulle,perte[,exempt], par exemple 3,1,0".into(),
            StoppedBefore { round, error } => format!("arrêté avant la ronde {round} : {error}"),
            InRecord {
                file,
                record,
                message,
            } => format!("{file} : enregistrement {record} : {message}"),
            NoRanks { file } => format!(
                "{file} : le fichier ne donne aucun rang (enregistrements 001, colonnes 86-89)"
            ),
            StandingsSummary {
                file,
                players,
                through,
                codes,
            } => format!(
                "{file} : {players} joueurs, après la ronde {through}, départages {}",
                if codes.is_empty() {
                    "aucun".into()
                } else {
                    codes.join(",")
                }
            ),
            EveryRankAgrees => "tous les rangs concordent".into(),
            HeaderRank => "rang".into(),
            HeaderPno => "n°".into(),
            HeaderName => "nom".into(),
            HeaderPoints => "points".into(),
            Help(p) => help_part(p),
            Usage(u) => usage_error(u),
        }
    }

    fn cli_help(&self, path: &str) -> Option<&'static str> {
        super::cli_help::HELP
            .iter()
            .find(|(p, _)| *p == path)
            .map(|(_, h)| *h)
    }
}

fn help_part(p: &HelpPart) -> String {
    match p {
        HelpPart::UsageHeading => "Utilisation :".into(),
        HelpPart::Commands => "Commandes".into(),
        HelpPart::CommandName => "COMMANDE".into(),
        HelpPart::PrintHelp => "Afficher l'aide".into(),
        HelpPart::PrintVersion => "Afficher la version".into(),
        HelpPart::Defaults { values } => format!("[par défaut : {values}]"),
        HelpPart::PossibleValues { values } => format!("[valeurs possibles : {values}]"),
    }
}

fn usage_error(u: &UsageError) -> String {
    let tip = |t: &Option<&str>| {
        t.map(|t| format!("\n\n  astuce : il en existe un semblable : « {t} »"))
            .unwrap_or_default()
    };
    match u {
        UsageError::InvalidValue { arg, value, valid } => format!(
            "erreur : valeur « {value} » invalide pour « {arg} »\n  [valeurs possibles : {valid}]"
        ),
        UsageError::BadValue { arg, value, why } => {
            format!("erreur : valeur « {value} » invalide pour « {arg} » : {why}")
        }
        UsageError::UnknownArgument { arg, tip: t } => {
            format!("erreur : argument inattendu « {arg} »{}", tip(t))
        }
        UsageError::UnknownCommand { command, tip: t } => {
            format!("erreur : commande inconnue « {command} »{}", tip(t))
        }
        UsageError::Missing { args } => {
            format!("erreur : ces arguments obligatoires manquent :\n  {args}")
        }
        UsageError::NoValue { arg } => {
            format!("erreur : « {arg} » demande une valeur, aucune n'est donnée")
        }
        UsageError::Conflict { arg, other } => {
            format!("erreur : l'argument « {arg} » ne peut pas être employé avec « {other} »")
        }
        UsageError::TooMany { arg } => {
            format!("erreur : l'argument « {arg} » ne peut être donné qu'une fois")
        }
        UsageError::Other { text } => (*text).to_owned(),
        UsageError::TryHelp => "Pour en savoir plus, essayez « --help ».".into(),
    }
}
