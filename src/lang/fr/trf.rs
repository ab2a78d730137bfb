//! The TRF reader's refusals and warnings in French.

use super::{colour_name, dec, French};
use crate::lang::catalogue::TrfWords;
use crate::model::{RoundEntry, SystemKind};
use crate::trf::error::{
    Expected, PointsField, Quantity, Topic, TrfError, TrfErrorKind, TrfWarning, TrfWarningKind,
};
use crate::trf::matches::MatchColumnsError;

impl TrfWords for French {
    fn trf_error(&self, e: &TrfError) -> String {
        format!(
            "ligne {}, colonne {} : {}",
            e.line,
            e.column,
            self.trf_error_kind(&e.kind)
        )
    }

    fn trf_error_kind(&self, k: &TrfErrorKind) -> String {
        use TrfErrorKind::*;
        match k {
            NotUtf8 => "le fichier n'est ni du texte UTF-8 ni du texte Latin-1 (Windows-1252)".into(),
            TooLarge { bytes, max } => {
                format!("le fichier est trop gros ({bytes} octets, au plus {max})")
            }
            Expected { expected, found } => {
                format!("attendu : {}, trouvé : {found:?}", expected_text(expected))
            }
            OutOfRange { what, value, max } => format!(
                "{} {value} est hors limites (au plus {max})",
                quantity(*what)
            ),
            NoPlayers => "le fichier n'a aucune ligne de joueur (001)".into(),
            DuplicatePlayer { tpn, first_line } => format!(
                "le numéro d'appariement {tpn} est utilisé deux fois (d'abord à la ligne {first_line})"
            ),
            MissingPlayer { missing, present } => format!(
                "les numéros d'appariement doivent se suivre à partir de 1 sans trou : il n'y a pas de ligne 001 pour {missing}, mais il y en a une pour {present}"
            ),
            UnknownOpponent { round, opponent } => {
                format!("ronde {round} : l'adversaire {opponent} n'a pas de ligne 001")
            }
            SelfOpponent { round, tpn } => {
                format!("ronde {round} : le joueur {tpn} est apparié contre lui-même")
            }
            Asymmetric {
                round,
                tpn,
                opponent,
                found,
            } => format!(
                "ronde {round} : le joueur {tpn} est apparié contre {opponent}, mais la case de la ronde {round} de {opponent} est {}",
                entry(*found)
            ),
            SameColour {
                round,
                tpn,
                opponent,
                colour,
            } => format!(
                "ronde {round} : les joueurs {tpn} et {opponent} ont tous deux les {}",
                colour_name(*colour)
            ),
            ResultMismatch {
                round,
                tpn,
                opponent,
                own,
                theirs,
            } => format!(
                "ronde {round} : les résultats ne concordent pas : le joueur {tpn} a '{}', l'adversaire {opponent} a '{}'",
                own.trf_char(),
                theirs.trf_char()
            ),
            ScoreMismatch {
                tpn,
                declared,
                computed,
            } => format!(
                "joueur {tpn} : le score déclaré {} (colonnes 81-84) n'est pas la somme des résultats, {}, selon le barème du fichier",
                dec(declared),
                dec(computed)
            ),
            RoundBeyondTotal {
                round,
                total,
                source_record,
            } => format!(
                "la ronde {round} dépasse le nombre de rondes du tournoi, {total} ({source_record})"
            ),
            TwoPairingByes {
                round,
                first,
                second,
            } => format!(
                "ronde {round} : deux exempts attribués par l'appariement, les joueurs {first} et {second}"
            ),
            Conflict {
                record,
                topic,
                other_line,
            } => {
                let topic = topic.map(|t| format!(" ({})", topic_text(t))).unwrap_or_default();
                format!("{record}{topic} répète ou contredit la ligne {other_line}")
            }
            EntryConflict {
                tpn,
                round,
                record,
                new,
                old,
            } => format!(
                "joueur {tpn}, ronde {round} : {record} indique {} mais la ronde est déjà {}",
                entry(*new),
                entry(*old)
            ),
            UnknownSystem(code) => {
                let mut known = Vec::new();
                for kind in SystemKind::ALL {
                    let info = kind.info();
                    known.push(info.trf_code.to_string());
                    if info.acceleration {
                        known.push(format!("{}_BAKU", info.trf_code));
                    }
                }
                format!(
                    "système d'appariement inconnu {code:?} (connus : {})",
                    known.join(", ")
                )
            }
            AccelerationTwice { tpn } => {
                format!("le joueur {tpn} a une accélération donnée deux fois (XXA/250)")
            }
            AccelerationOverlap {
                tpn,
                round,
                first_line,
                second_line,
            } => format!(
                "les enregistrements 250 des lignes {first_line} et {second_line} donnent tous deux des points fictifs au joueur {tpn} pour la ronde {round} ; une ronde n'a qu'une valeur, les lignes ne doivent pas se chevaucher"
            ),
            OddGameCount {
                total,
                source_record,
            } => format!(
                "un fichier de double suisse a deux rondes TRF (parties) par match, mais {source_record} indique {total}"
            ),
            MatchColumns { tpn, round, reason } => format!(
                "joueur {tpn}, match {round} (rondes TRF {} et {}) : {}",
                2 * round - 1,
                2 * round,
                self.match_columns_error(reason)
            ),
        }
    }

    fn trf_warning(&self, w: &TrfWarning) -> String {
        if w.line == 0 {
            format!("avertissement : {}", self.trf_warning_kind(&w.kind))
        } else {
            format!(
                "ligne {} : avertissement : {}",
                w.line,
                self.trf_warning_kind(&w.kind)
            )
        }
    }

    fn trf_warning_kind(&self, k: &TrfWarningKind) -> String {
        use TrfWarningKind::*;
        match k {
            RankOrderIgnored => "XXC rank : ce programme apparie selon les numéros d'appariement, pas selon la colonne du rang".into(),
            UnknownResultValueIgnored => {
                "162 : la valeur des résultats inconnus (X) n'est pas utilisée".into()
            }
            MatchPointsIgnored => {
                "250/299 : les points de match concernent les compétitions par équipes et sont ignorés".into()
            }
            RoundsAssumed { rounds } => format!(
                "pas d'enregistrement XXR ni 142 : le tournoi est considéré comme ayant {rounds} rondes TRF"
            ),
            ScoresUnchecked => "des joueurs n'ont pas de score dans les colonnes 81-84 ; il n'a pas été vérifié".into(),
            BakuDisregarded => "des enregistrements 250 sont donnés : l'accélération de Bakou de l'enregistrement 192 est ignorée (TRF-2026)".into(),
            InitialColourAssumed(c) => format!(
                "pas d'enregistrement XXC ni 152 : la couleur initiale est considérée comme {}",
                c.fold("white1", "black1")
            ),
            StaleRank => "la colonne du rang (86-89) ne suit pas les scores".into(),
            UnknownTitle(title) => format!("titre inconnu {title:?} ignoré"),
            DashReadAsAbsence { round } => format!(
                "ronde {round} : '0000 - -' lu comme une absence à zéro point (Z)"
            ),
            ReadAsLatin1 { column } => format!(
                "colonne {column} : le fichier n'est pas en UTF-8 ; lu comme Latin-1 (Windows-1252)"
            ),
        }
    }

    fn match_columns_error(&self, e: &MatchColumnsError) -> String {
        match e {
            MatchColumnsError::GamesDisagree => {
                "les deux parties d'un match doivent avoir le même adversaire et des couleurs inversées"
            }
            MatchColumnsError::SplitBye => {
                "un bye ou une absence couvre le match entier (C.04.5, préambule)"
            }
            MatchColumnsError::MissingGames => "un match a besoin des résultats de ses deux parties",
            MatchColumnsError::AccelerationDiffers => {
                "les deux parties d'un match ont des points d'accélération différents"
            }
        }
        .into()
    }
}

fn expected_text(e: &Expected) -> String {
    use Expected::*;
    let text = match e {
        Number(q) => return quantity(*q).into(),
        NumberFromOne(q) => return format!("{} d'au moins 1", quantity(*q)),
        Points(what) => return format!("{} (un nombre comme 1.0 ou 0.5)", points_field(*what)),
        PairingNumberUpTo(n) => return format!("un numéro d'appariement de 1 à {n}"),
        Blank => "une colonne vide entre deux champs",
        InitialColour => "W ou B (couleur initiale)",
        ForbiddenRecord => {
            "la première et la dernière ronde, puis deux numéros d'appariement ou plus"
        }
        RoundRange => "un intervalle de rondes première <= dernière, à partir de la ronde 1",
        PlayerRange => "un intervalle de joueurs premier <= dernier, à partir de 1",
        AccelerationRecord => {
            "un numéro d'appariement puis les points d'accélération de chaque ronde"
        }
        ColourKeyword => "white1, black1 ou rank",
        PointValue => "une valeur en points après le code de résultat",
        ResultCode => "un code de résultat W, D, L, A (ou Z), P ou X",
        ResultCodeOnce => "chaque code de résultat une seule fois",
        ByeType => "un type de bye F, H ou Z",
        AbnormalType => "un type d'attribution W, D, L, F, H, Z, +, - ou vide (bonus ou pénalité)",
        SomePairingNumber => "au moins un numéro d'appariement",
        EndOf250 => "la fin de l'enregistrement 250",
        TwoPairingNumbers => "deux numéros d'appariement ou plus",
        KeyValue => "CLÉ=valeur",
        PointsKey => "une clé W, D, L, WW, BW, WD, BD, WL, BL, FW, FL, PAB, FPB, HPB ou ZPB",
        SamePointsForBothColours => {
            "les mêmes points pour les Blancs et les Noirs (seul cas pris en charge)"
        }
        Sex => "le sexe m, w ou vide (colonne 10)",
        PlayerId => "un identifiant FIDE (colonnes 58-68)",
        Colour => "une couleur w, b ou -",
        NoColourWithoutOpponent => "- comme couleur quand il n'y a pas d'adversaire (0000)",
        ByeCode => "un code de bye U, F, H ou Z quand il n'y a pas d'adversaire (0000)",
        GameColour => "une couleur w ou b pour une partie contre un adversaire",
        GameResult => "un résultat de partie 1, =, 0, +, -, W, D, L ou vide",
    };
    text.into()
}

fn quantity(q: Quantity) -> &'static str {
    use Quantity::*;
    match q {
        PairingNumber => "un numéro d'appariement",
        PlayerPairingNumber => "un numéro d'appariement (colonnes 5-8)",
        FirstRound => "un numéro de première ronde",
        LastRound => "un numéro de dernière ronde",
        Round => "un numéro de ronde",
        Rounds => "un nombre de rondes",
        FirstPairingNumber => "un premier numéro d'appariement",
        LastPairingNumber => "un dernier numéro d'appariement",
        Rating => "un Elo (colonnes 49-52)",
        Rank => "un rang (colonnes 86-89)",
        Opponent => "le numéro d'appariement d'un adversaire ou 0000",
        LineBytes => "la longueur de ligne en octets",
        RoundDates => "le nombre de dates de rondes",
        AccelerationRounds => "le nombre de rondes dans XXA",
        PlayersInRecord => "le nombre de joueurs dans un enregistrement",
        AccelerationCells => {
            "le nombre de cases (joueur, ronde) couvertes par les enregistrements 250"
        }
        AccelerationTenths => "l'accélération en dixièmes de point",
        ForbiddenPairs => "le nombre de paires interdites",
        PlayerRounds => "le nombre de rondes d'une ligne 001",
    }
}

fn points_field(p: PointsField) -> &'static str {
    match p {
        PointsField::Points => "des points",
        PointsField::Acceleration => "des points d'accélération",
        PointsField::FictitiousGamePoints => "des points de partie fictifs",
        PointsField::Score => "le score (colonnes 81-84)",
        PointsField::Adjustment => {
            "des points donnés hors des parties (299, colonnes 14-17, [-]11.5)"
        }
    }
}

fn topic_text(t: Topic) -> &'static str {
    match t {
        Topic::RoundDates => "dates des rondes",
        Topic::Rounds => "nombre de rondes",
        Topic::InitialColour => "couleur initiale",
        Topic::PointSystem => "barème",
        Topic::PairingSystem => "système d'appariement",
    }
}

/// A round entry as a reader of the file would describe it.
fn entry(e: RoundEntry) -> String {
    match e {
        RoundEntry::NotPaired => "vide (non apparié)".into(),
        RoundEntry::Bye(k) => format!("un bye '{}'", k.trf_char()),
        RoundEntry::Game {
            opponent,
            colour,
            result,
        } => format!(
            "'{:>4} {} {}'",
            opponent.0,
            colour.trf_char(),
            result.trf_char()
        ),
    }
}
