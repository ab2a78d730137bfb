//! The classic Dutch procedure's trace in French, in the words of each
//! system's own French text (`docs/glossary.md`, "Learn trace of each
//! system"): the ~2008 rules (seed 004: « sous-groupes », « préférence de
//! couleur », « meilleurs marqueurs », « joueurs déplacés », « laisser
//! tomber ») and the French federation's 1992 text (seed 001: « lots »,
//! « couleur préférentielle », « joueurs ayant plus de 50 % des points »,
//! « joueurs transférés vers le bas », « abandonner »). The FIDE 1992–2006
//! text exists only in English (seed 002); the French federation's 1992
//! text is the French version of the same rules, so dutch-2006 takes its
//! words, except where 002 itself differs (its A7.c, and its last-round B2
//! note for players with a score of 50 %). The step numbers are the 2008 text's for every classic system
//! (as in the engine's trace).

use super::{colour_name, French};
use crate::dutch::classic::trace::{C1Route, ColourRule, Criterion, Event, Rejection};
use crate::lang::catalogue::ClassicWords;
use crate::model::{SystemKind, Tpn};

/// The words where the French texts differ.
pub(super) struct Vocab {
    /// S1 and S2: « sous-groupes » (2008 A6) / « lots » (1992 A6).
    pub subgroups: &'static str,
    /// « préférence de couleur » (2008 A7) / « couleur préférentielle » (1992 A7).
    pub preference: &'static str,
    /// Its plural.
    pub preferences: &'static str,
    /// Moved-down players: « joueurs déplacés » (2008 A6, D1.2) / « joueurs
    /// transférés vers le bas » (1992 A6).
    pub moved_down: &'static str,
    /// Dropping a criterion: « laisser tomber » (2008 C10) / « abandonner »
    /// (1992 C9–C11).
    pub drop: &'static str,
    /// Going back: « retour en arrière » (2008 C12) / « défaire l'appariement
    /// du niveau précédent » (1992 C12).
    pub backtrack: &'static str,
    /// The higher-ranked player: « joueur le plus fort » (2008 E4) /
    /// « joueur le plus « fort » » (1992 E4).
    pub higher: &'static str,
    /// D2's measure of an exchange: « DIFFERENZ » (2008 D2) / « différence
    /// entre les numéros échangés » (1992 D2).
    pub exchange_measure: &'static str,
    /// The same in a diagram's short label.
    pub exchange_short: &'static str,
    /// Strong preferences treated as absolute, as a dropped criterion:
    /// 2008 A7.d / 2006 A7.c (GA 2001); the French text has none.
    pub strong_as_absolute: &'static str,
    /// B2 for the players it may be given up for at the last round.
    pub b2_criterion: &'static str,
    /// The rejection of a candidate by the second colour budget: 2008's Z
    /// (A8) / BAF 77's « paires perturbées avec deux joueurs de préférence
    /// forte » (001).
    pub baf77: bool,
}

const VOCAB_2008: Vocab = Vocab {
    subgroups: "sous-groupes",
    preference: "préférence de couleur",
    preferences: "préférences de couleur",
    moved_down: "joueurs déplacés",
    drop: "laisser tomber",
    backtrack: "retour en arrière au niveau de points précédent",
    higher: "joueur le plus fort",
    exchange_measure: "DIFFERENZ",
    exchange_short: "DIFFERENZ",
    strong_as_absolute: "A7.d",
    b2_criterion: "B2 pour les meilleurs marqueurs",
    baf77: false,
};

const VOCAB_1992_FFE: Vocab = Vocab {
    subgroups: "lots",
    preference: "couleur préférentielle",
    preferences: "couleurs préférentielles",
    moved_down: "joueurs transférés vers le bas",
    drop: "abandonner",
    backtrack: "défaire l'appariement du niveau précédent",
    higher: "joueur le plus « fort »",
    exchange_measure: "différence entre les numéros échangés",
    exchange_short: "différence",
    // Never used: the French text has no A7.c.
    strong_as_absolute: "A7.c",
    b2_criterion: "B2 pour les joueurs ayant plus de 50 % des points",
    baf77: true,
};

/// The FIDE 1992–2006 text in the French text's words, except its own
/// rules: A7.c (GA 2001) and the last-round B2 note for "a score of 50%".
const VOCAB_2006: Vocab = Vocab {
    strong_as_absolute: "A7.c",
    b2_criterion: "B2 pour les joueurs ayant 50 % des points à la dernière ronde",
    baf77: false,
    ..VOCAB_1992_FFE
};

/// The vocabulary of a classic system's French text.
pub(super) fn vocab(system: SystemKind) -> &'static Vocab {
    match system {
        SystemKind::Dutch1992Ffe => &VOCAB_1992_FFE,
        SystemKind::Dutch2006 => &VOCAB_2006,
        _ => &VOCAB_2008,
    }
}

pub(super) fn list(v: &[Tpn]) -> String {
    let s: Vec<String> = v.iter().map(|t| t.to_string()).collect();
    s.join(", ")
}

fn pairs(v: &[(Tpn, Tpn)]) -> String {
    let s: Vec<String> = v.iter().map(|(a, b)| format!("{a}–{b}")).collect();
    s.join(", ")
}

/// A B3 factor (in tenths squared) as points squared: "4,25".
pub(super) fn hundredths(f: u64) -> String {
    format!("{},{:02}", f / 100, f % 100)
}

impl ClassicWords for French {
    fn classic_criterion(&self, system: SystemKind, c: Criterion) -> &'static str {
        match c {
            Criterion::B6Up => "B6 pour les flotteurs montants",
            Criterion::B5Up => "B5 pour les flotteurs montants",
            Criterion::B6Down => "B6 pour les flotteurs descendants",
            Criterion::B5Down => "B5 pour les flotteurs descendants",
            Criterion::A7d => match vocab(system).strong_as_absolute {
                "A7.c" => "A7.c (préférences fortes traitées comme absolues)",
                _ => "A7.d (préférences fortes traitées comme absolues)",
            },
            Criterion::B2Topscorers => vocab(system).b2_criterion,
        }
    }

    fn rejection(&self, system: SystemKind, r: &Rejection) -> String {
        let v = vocab(system);
        match r {
            Rejection::B1aRematch { a, b } => format!("B1a : {a} et {b} se sont déjà rencontrés"),
            Rejection::B1bBye { player } => {
                format!("B1b : {player} a déjà été exempt ou a gagné par forfait")
            }
            Rejection::B2SameAbsolute { a, b, a7d: false } => {
                format!("B2 : {a} et {b} ont la même {} absolue", v.preference)
            }
            Rejection::B2SameAbsolute { a, b, a7d: true } => format!(
                "{} : {a} et {b} ont la même {} forte, traitée comme absolue",
                v.strong_as_absolute, v.preference
            ),
            Rejection::XBudget { x, needed } => format!(
                "X = {x} : {needed} paires ne respecteraient pas les deux {}",
                v.preferences
            ),
            Rejection::ZBudget { z, needed } if v.baf77 => format!(
                "BAF 77 : {needed} paires perturbées avec deux joueurs de préférence forte, {z} permises"
            ),
            Rejection::ZBudget { z, needed } => format!(
                "Z = {z} : {needed} paires ne respecteraient pas les deux {} fortes",
                v.preferences
            ),
            Rejection::B5 { player, up } => format!(
                "B5 : {player} flotterait deux fois de suite vers le {}",
                if *up { "haut" } else { "bas" }
            ),
            Rejection::B6 { player, up } => format!(
                "B6 : {player} a flotté vers le {} il y a deux rondes",
                if *up { "haut" } else { "bas" }
            ),
            Rejection::RemainderFails => "C9 : le niveau résiduel ne peut pas être apparié".into(),
            Rejection::LowerBracketFails => {
                "C12/C13 : le niveau de points inférieur ne peut pas être apparié avec ces joueurs"
                    .into()
            }
            Rejection::B3Factor { factor, best } => format!(
                "D4 : facteur B3 {} battu par {}",
                hundredths(*factor),
                hundredths(*best)
            ),
        }
    }

    fn classic_colour_rule(&self, system: SystemKind, r: ColourRule) -> String {
        let v = vocab(system);
        match r {
            ColourRule::E1BothPreferences => format!("E1 : les deux {} accordées", v.preferences),
            ColourRule::E2StrongerPreference => {
                format!("E2 : la {} la plus forte accordée", v.preference)
            }
            ColourRule::E3Alternate => {
                "E3 : couleurs alternées depuis la dernière ronde où elles différaient".into()
            }
            ColourRule::E4HigherRanked => {
                format!("E4 : la {} du {}", v.preference, v.higher)
            }
            ColourRule::E5FirstRound { first } => format!(
                "E5 : les places impaires de S1 reçoivent les {} (tirés au sort), les places paires l'autre couleur",
                colour_name(first)
            ),
        }
    }

    fn classic_event(&self, system: SystemKind, e: &Event) -> String {
        let v = vocab(system);
        match e {
            Event::BracketEntered {
                top,
                bottom,
                homogeneous,
                lowest,
                players,
                p0,
                m0,
                x1,
                z1,
            } => {
                let scores = if top == bottom {
                    super::dec(top)
                } else {
                    format!("{}–{}", super::dec(top), super::dec(bottom))
                };
                let kind = if *homogeneous {
                    "homogène"
                } else {
                    "hétérogène"
                };
                let low = if *lowest { ", le plus bas" } else { "" };
                let z = z1.map(|z| format!(", Z1 = {z}")).unwrap_or_default();
                format!(
                    "Niveau de points {scores} ({kind}{low}) : {}. P0 = {p0}, M0 = {m0}, X1 = {x1}{z}",
                    list(players)
                )
            }
            Event::C1Incompatible { player, to } => {
                let to = match to {
                    C1Route::C12 => "C12 (niveau de points précédent)",
                    C1Route::C13 => "C13 (niveau de points le plus bas)",
                    C1Route::MovedDown => "le niveau de points suivant",
                };
                format!("C1 : {player} n'a pas d'adversaire compatible ici ; vers {to}")
            }
            Event::C3Requirements { p, x, z, dropped } => {
                let z = z.map(|z| format!(", Z = {z}")).unwrap_or_default();
                let d = if dropped.is_empty() {
                    String::new()
                } else {
                    let l: Vec<&str> = dropped
                        .iter()
                        .map(|c| self.classic_criterion(system, *c))
                        .collect();
                    format!(" ; {} : {}", v.drop, l.join(", "))
                };
                format!("C3 : P = {p}, X = {x}{z}{d}")
            }
            Event::C4Subgroups { s1, s2, remainder } => format!(
                "C4 ({}{}) : S1 = {} ; S2 = {}",
                v.subgroups,
                if *remainder { ", niveau résiduel" } else { "" },
                list(s1),
                list(s2)
            ),
            Event::C6Candidate {
                transposition,
                pairs: p,
                rejected,
            } => {
                let n = transposition
                    .map(|t| format!(" n° {t}"))
                    .unwrap_or_default();
                match rejected {
                    Some(r) => format!("C6 essai{n} {} : {}", pairs(p), self.rejection(system, r)),
                    None => format!("C6 essai{n} {}", pairs(p)),
                }
            }
            Event::CandidatesSkipped { count } => format!("… {count} essais de plus"),
            Event::C8Exchange {
                out_of_s1,
                out_of_s2,
                differenz,
            } => format!(
                "C8.a : échange de {} de S1 avec {} de S2 ({} {differenz})",
                list(out_of_s1),
                list(out_of_s2),
                v.exchange_measure
            ),
            Event::C8MdpSet { s1 } => format!("C8.b (D3) : S1 = {}", list(s1)),
            Event::C6MdpPairingNoted {
                pairs: p,
                p_remainder,
            } => format!(
                "C6 : appariement des {} {} noté ; niveau résiduel avec P = {p_remainder}",
                v.moved_down,
                pairs(p)
            ),
            Event::C9BackToHeterogeneous => {
                "C9 : niveau résiduel abandonné, retour à la permutation notée".into()
            }
            Event::C10Drop { step, criterion: c } => format!(
                "C10.{step} : {} {}",
                v.drop,
                self.classic_criterion(system, *c)
            ),
            Event::C10Budget { x, z } => match z {
                Some(z) => format!("C10.e : X = {x}, Z = {z}"),
                None => format!("C10.e : X = {x}"),
            },
            Event::C12Backtrack { accepted } => format!(
                "C12 : {} : {}",
                v.backtrack,
                if *accepted {
                    "un autre appariement trouvé"
                } else {
                    "aucun trouvé"
                }
            ),
            Event::C13Backtrack { accepted } => format!(
                "C13 : l'avant-dernier niveau de points apparié à nouveau : {}",
                if *accepted {
                    "trouvé"
                } else {
                    "aucun trouvé"
                }
            ),
            Event::C13Merge { players } => format!(
                "C13 : les deux niveaux de points les plus bas réunis : {}",
                list(players)
            ),
            Event::C14Reduce { p1, m1, x1, z1 } => {
                let z = z1.map(|z| format!(", Z1 = {z}")).unwrap_or_default();
                format!("C14 : P1 = {p1}, M1 = {m1}, X1 = {x1}{z}")
            }
            Event::C14WholeBracketDown => "C14.a : tout le niveau de points descend".into(),
            Event::Accepted {
                pairs: p,
                moved_down,
            } => {
                if moved_down.is_empty() {
                    format!("Accepté : {}", pairs(p))
                } else {
                    format!(
                        "Accepté : {} ; {} : {}",
                        pairs(p),
                        v.moved_down,
                        list(moved_down)
                    )
                }
            }
            Event::Bye { player } => format!("A5 : {player} est exempt"),
            Event::Colour { white, black, rule } => format!(
                "{white}–{black} : {}",
                self.classic_colour_rule(system, *rule)
            ),
        }
    }
}
