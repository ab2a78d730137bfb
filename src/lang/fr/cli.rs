//! The command line's own messages in French.

use super::French;
use crate::lang::catalogue::CliWords;
use crate::lang::cli::CliMessage;

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
        }
    }
}
