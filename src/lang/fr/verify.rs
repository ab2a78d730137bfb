//! `check --explain` in French, with the criteria in the words of the
//! 2026 text's French part (seed 003, art. 2): flotteurs descendants /
//! montants, exempt, préférence de couleur (forte), MDP (flotteurs
//! descendants venus du niveau précédent). Where the systems' French texts
//! name a thing differently, each system's own word: the topscorers are
//! « top joueurs » (2026 art. 1.8), « cracks » (2017 A7, C.3), « meilleurs
//! marqueurs » (2008 C3.b), « joueurs ayant plus de 50 % des points » (1992
//! FFE, note after B6, whose words dutch-2006 takes); a bracket is a « niveau » (2026, 2017, Double
//! suisse) or a « niveau de points » (2008 A3, 1992 A6).

use super::{colour_name, dec, French};
use crate::lang::catalogue::{VerifyWords, Whose};
use crate::lang::en::verify::cite;
use crate::model::{Points, SystemKind, Tpn};
use crate::teach::verify::{BracketRef, Finding, Measure, OrderStep, RoundExplanation, Value};

/// The topscorers and the bracket in a system's own French text.
fn vocab(system: SystemKind) -> (&'static str, &'static str) {
    match system {
        SystemKind::Dutch2017 => ("cracks", "niveau"),
        SystemKind::Dutch2008 => ("meilleurs marqueurs", "niveau de points"),
        SystemKind::Dutch1992Ffe | SystemKind::Dutch2006 => {
            ("joueurs ayant plus de 50 % des points", "niveau de points")
        }
        _ => ("top joueurs", "niveau"),
    }
}

fn measure(system: SystemKind, m: Measure) -> String {
    let (top, _) = vocab(system);
    match m {
        Measure::TopscorerColourDifference => {
            return format!(
                "{top} ou leurs adversaires avec une différence de couleurs au-delà de ±2"
            )
        }
        Measure::TopscorerThreeInARow => {
            return format!("{top} ou leurs adversaires avec la même couleur trois fois de suite")
        }
        _ => {}
    }
    match m {
        Measure::Completion => "le reste de la ronde peut être apparié",
        Measure::PabScore => "score de la personne déclarée exempte",
        Measure::Downfloaters => {
            "joueurs restés non appariés dans le niveau (flotteurs descendants)"
        }
        Measure::DownfloaterScores => "scores des flotteurs descendants",
        Measure::NextBracket => "flotteurs descendants du niveau suivant",
        Measure::PabUnplayedGames => "parties non jouées de la personne exempte",
        Measure::TopscorerColourDifference | Measure::TopscorerThreeInARow => "",
        Measure::ColourPreferences => "préférences de couleur non satisfaites",
        Measure::StrongColourPreferences => "préférences de couleur fortes non satisfaites",
        Measure::ResidentDownfloatAgain => {
            "flotteurs descendants déjà flotteurs descendants à la ronde précédente"
        }
        Measure::MdpOpponentUpfloatAgain => {
            "adversaires de MDP déjà flotteurs montants à la ronde précédente"
        }
        Measure::ResidentDownfloatTwoBefore => {
            "flotteurs descendants déjà flotteurs descendants il y a deux rondes"
        }
        Measure::MdpOpponentUpfloatTwoBefore => {
            "adversaires de MDP déjà flotteurs montants il y a deux rondes"
        }
        Measure::MdpDownfloatAgainDifferences => {
            "différences de score des MDP déjà flotteurs descendants à la ronde précédente"
        }
        Measure::OpponentUpfloatAgainDifferences => {
            "différences de score des adversaires déjà flotteurs montants à la ronde précédente"
        }
        Measure::MdpDownfloatTwoBeforeDifferences => {
            "différences de score des MDP déjà flotteurs descendants il y a deux rondes"
        }
        Measure::OpponentUpfloatTwoBeforeDifferences => {
            "différences de score des adversaires déjà flotteurs montants il y a deux rondes"
        }
        Measure::FloatAgain => "flottements dans le même sens qu'à la ronde précédente",
        Measure::FloatTwoBefore => "flottements dans le même sens qu'il y a deux rondes",
        Measure::Upfloaters => "flotteurs montants attirés dans le niveau",
        Measure::UpfloaterFloatedBefore => {
            "flotteurs montants qui étaient flotteurs à la ronde précédente"
        }
        Measure::OpponentFloatedBefore => {
            "adversaires des flotteurs montants qui étaient flotteurs à la ronde précédente"
        }
        Measure::PabMatchesPlayed => {
            "matchs joués par la personne exempte (le plus grand nombre d'abord)"
        }
    }
    .into()
}

fn tenths(v: u32) -> String {
    dec(Points(v))
}

fn value(v: &Value) -> String {
    match v {
        Value::Count(n) => n.to_string(),
        Value::Score(Some(s)) => tenths(*s),
        Value::Score(None) => "aucun".into(),
        Value::Scores(s) if s.is_empty() => "aucun".into(),
        Value::Scores(s) => s.iter().map(|&x| tenths(x)).collect::<Vec<_>>().join(" ; "),
        Value::Possible(true) => "oui".into(),
        Value::Possible(false) => "non".into(),
    }
}

fn bracket(system: SystemKind, b: &BracketRef) -> String {
    let players: Vec<String> = b.players.iter().map(|t| t.to_string()).collect();
    format!(
        "{} {} ({})",
        vocab(system).1,
        dec(b.score),
        players.join(" ")
    )
}

fn pairs(p: &[(Tpn, Tpn)]) -> String {
    p.iter()
        .map(|(a, b)| format!("{a}-{b}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn step(s: OrderStep) -> &'static str {
    match s {
        OrderStep::Transposition => "ordre des transpositions",
        OrderStep::Exchange => "ordre des échanges",
        OrderStep::MdpSet => "ordre des ensembles de flotteurs descendants appariables",
        OrderStep::Identifier => "ordre des identifiants d'appariement",
        OrderStep::UpfloaterSet => "ordre des ensembles de flotteurs montants",
        OrderStep::PabTpn => "le plus grand numéro d'appariement d'abord",
    }
}

/// « dans le fichier » / « dans votre réponse », and the other phrases naming
/// the judged pairing.
struct Named {
    in_it: &'static str,
    ours: &'static str,
    looks_better: &'static str,
    /// The judged pairs: « 3-4 du fichier » / « votre 3-4 ».
    its: fn(String) -> String,
    it_has: &'static str,
}

fn named(whose: Whose) -> Named {
    match whose {
        Whose::File => Named {
            in_it: "dans le fichier",
            ours: "dans le nôtre",
            looks_better: "l'appariement du fichier semble meilleur ici",
            its: |p| format!("{p} du fichier"),
            it_has: "le fichier a",
        },
        Whose::Answer => Named {
            in_it: "dans votre réponse",
            ours: "dans celle du système",
            looks_better: "votre réponse semble meilleure ici",
            its: |p| format!("votre {p}"),
            it_has: "votre réponse a",
        },
    }
}

impl VerifyWords for French {
    fn finding_in(&self, system: SystemKind, f: &Finding, whose: Whose) -> String {
        let n = named(whose);
        let bracket = |b: &BracketRef| bracket(system, b);
        let measure = |m: Measure| measure(system, m);
        match f {
            Finding::Unpaired { tpn } => {
                format!("le joueur {tpn} doit être apparié mais ne l'est pas")
            }
            Finding::NotToBePaired { tpn } => {
                format!("le joueur {tpn} est apparié mais ne doit pas l'être")
            }
            Finding::RepeatGame { a, b, met_in, rule } => match met_in {
                Some(r) => format!(
                    "{} : {a} et {b} se sont déjà rencontrés à la ronde {r}",
                    cite(rule)
                ),
                None => format!("{} : {a} et {b} ne peuvent pas se rencontrer", cite(rule)),
            },
            Finding::SecondBye { tpn, rule } => format!(
                "{} : {tpn} ne peut pas être exempt (il l'a déjà été, ou a déjà gagné sans jouer)",
                cite(rule)
            ),
            Finding::AbsoluteColour {
                a,
                b,
                colour: c,
                rule,
            } => format!(
                "{} : {a} et {b} ont tous deux une préférence de couleur absolue pour les {}",
                cite(rule),
                colour_name(*c)
            ),
            Finding::Worse {
                bracket: br,
                rule,
                measure: m,
                file,
                ours,
            } => format!(
                "{} : {} {} : {} {}, {} possible",
                bracket(br),
                cite(rule),
                measure(*m),
                value(file),
                n.in_it,
                value(ours)
            ),
            Finding::Better {
                bracket: br,
                rule,
                measure: m,
                file,
                ours,
            } => format!(
                "{} : {} {} : {} {}, {} {} ({} : merci de le signaler)",
                bracket(br),
                cite(rule),
                measure(*m),
                value(file),
                n.in_it,
                value(ours),
                n.ours,
                n.looks_better
            ),
            Finding::Order {
                bracket: br,
                rule,
                step: s,
                ours,
                file,
            } => {
                if ours.is_empty() && file.is_empty() {
                    format!(
                        "{} : aussi bons l'un que l'autre ; {} ({}) décide",
                        bracket(br),
                        cite(rule),
                        step(*s)
                    )
                } else {
                    format!(
                        "{} : aussi bons sur chaque critère ; {} ({}) place {} avant {}",
                        bracket(br),
                        cite(rule),
                        step(*s),
                        pairs(ours),
                        (n.its)(pairs(file))
                    )
                }
            }
            Finding::Colour { white, black, rule } => format!(
                "couleurs de {white}-{black} : {} donne les Blancs à {white} ; {} {black}-{white}",
                cite(rule),
                n.it_has
            ),
            Finding::NotEvaluated { bracket: br } => format!(
                "{} : les appariements diffèrent ; aucun critère n'a pu être évalué",
                bracket(br)
            ),
        }
    }

    fn explanation(&self, e: &RoundExplanation) -> String {
        let mut s = format!("la ronde {} diffère\n", e.round);
        for f in &e.findings {
            s.push_str("  ");
            s.push_str(&self.finding(e.system, f));
            s.push('\n');
        }
        s
    }
}
