//! Le partage d'une ronde (`crate::share`) en français : les refus d'un
//! lien partagé, le « pourquoi » de chaque joueur dans ses mots à côté de
//! la version exacte pour l'arbitre, les mots de l'export HTML. Les termes
//! sont ceux des textes (`docs/glossary.md`) : préférence de couleur
//! (absolue, forte, faible), flotteur descendant / montant, groupe de
//! points, exempt, joueur le mieux classé, couleur initiale.

use super::{colour_name, dec, French};
use crate::dutch::classic::trace::ColourRule as ClassicRule;
use crate::dutch::colours::ColourRule;
use crate::lang::catalogue::{ClassicWords, ShareWords, TeachWords};
use crate::model::arbiter::BoardResult;
use crate::model::Colour;
use crate::share::fragment::{FragmentError, MAX_FRAGMENT, MAX_NAME, MAX_PARTS};
use crate::share::html::ExportWord;
use crate::share::why::{
    ColourReason, ColourWhy, FloatWhy, MatchRule, PastColour, PlayerWhy, TextColourWhy, TextRule,
};
use crate::swiss::{ColourPreference, Float, Strength};

/// « les Blancs », « les Noirs ».
fn les(c: Colour) -> String {
    format!("les {}", colour_name(c))
}

/// « à la ronde 4 », « aux rondes 3 et 4 ».
fn rounds_with(recent: &[PastColour], c: Colour) -> Option<String> {
    let rounds: Vec<String> = recent
        .iter()
        .filter(|p| p.colour == c)
        .map(|p| p.round.to_string())
        .collect();
    match rounds.as_slice() {
        [] => None,
        [r] => Some(format!("à la ronde {r}")),
        [a, b] => Some(format!("aux rondes {a} et {b}")),
        many => Some(format!("aux rondes {}", many.join(", "))),
    }
}

fn strength(s: Strength) -> &'static str {
    match s {
        Strength::Mild => "faible",
        Strength::Strong => "forte",
        Strength::Absolute => "absolue",
    }
}

fn pref(p: Option<ColourPreference>) -> &'static str {
    p.map_or("aucune", |p| strength(p.strength))
}

fn changed(has: Colour, other: Colour) -> String {
    format!(
        "Vous avez {}\u{a0}: l'appariement a été modifié à la main ou fait par un autre programme (les règles vous donneraient {}).",
        les(has),
        les(other)
    )
}

/// Art. 5.2 (2026 ; 2017 E.1–E.5) dans les mots d'un joueur.
fn player_colour(w: &ColourWhy) -> String {
    let e = &w.explanation;
    let (me, them) = if w.higher {
        (&e.higher, &e.lower)
    } else {
        (&e.lower, &e.higher)
    };
    let has = les(w.has);
    if !w.agrees {
        return changed(w.has, me.receives);
    }
    let had = rounds_with(&w.recent, w.has.opposite())
        .map(|r| format!(" (vous aviez {} {r})", les(w.has.opposite())))
        .unwrap_or_default();
    match e.rule {
        ColourRule::BothPreferences => match (me.preference, them.preference) {
            (_, None) => format!("Vous avez {has}{had}\u{a0}; votre adversaire n'a pas encore joué, il n'a donc pas de préférence de couleur."),
            (None, _) => format!("Vous avez {has}\u{a0}: vous n'avez pas encore joué, c'est donc la préférence de votre adversaire qui décide."),
            _ => format!("Vous avez {has}{had}\u{a0}; votre adversaire doit recevoir l'autre couleur, vous recevez donc chacun la vôtre."),
        },
        ColourRule::StrongerPreference => {
            if me.preference.is_some_and(|p| p.colour == w.has) {
                format!(
                    "Vous avez {has}{had}\u{a0}: vous vouliez tous deux {has} et la préférence de votre adversaire est moins forte ({}, la vôtre {}).",
                    pref(them.preference),
                    pref(me.preference)
                )
            } else {
                format!(
                    "Vous avez {has}\u{a0}: vous vouliez tous deux {} et la préférence de votre adversaire est plus forte ({}, la vôtre {}).",
                    les(w.has.opposite()),
                    pref(them.preference),
                    pref(me.preference)
                )
            }
        }
        ColourRule::WiderColourDifference => format!(
            "Vous avez {has}\u{a0}: vous deviez tous deux recevoir {} et elle va à celui qui l'a eue le moins souvent (vous {:+}, votre adversaire {:+}, Blancs moins Noirs).",
            les(me.preference.map_or(w.has, |p| p.colour)),
            me.colour_difference,
            them.colour_difference
        ),
        ColourRule::AlternateHistory => format!(
            "Vous avez {has}\u{a0}: vous vouliez tous deux la même couleur\u{a0}; en remontant à la dernière partie où vos couleurs différaient (il y a {} partie(s), vous aviez {}), vous les échangez.",
            e.first_difference.map_or(1, |k| k + 1),
            les(e
                .first_difference
                .and_then(|k| e.aligned.get(k))
                .map_or(w.has.opposite(), |&(hi, lo)| if w.higher { hi } else { lo }))
        ),
        ColourRule::HigherRankedPreference => {
            if w.higher {
                format!("Vous avez {has}\u{a0}: vous vouliez tous deux la même couleur avec le même historique de couleurs et vous êtes le mieux classé, vous recevez donc la vôtre.")
            } else {
                format!("Vous avez {has}\u{a0}: vous vouliez tous deux la même couleur avec le même historique de couleurs et votre adversaire est le mieux classé, il reçoit donc la sienne.")
            }
        }
        ColourRule::InitialColour => format!(
            "Vous avez {has}\u{a0}: rien dans vos historiques ne décide, c'est donc la couleur initiale tirée au sort avant la ronde 1 ({}) et le numéro du joueur le mieux classé ({}) qui décident.",
            les(e.initial_colour),
            e.parity_number
        ),
    }
}

/// E1–E5 des textes classiques et art. 4.3 de C.04.5 dans les mots d'un
/// joueur.
fn player_text_colour(w: &TextColourWhy) -> String {
    let has = les(w.has);
    let other = les(w.has.opposite());
    if !w.agrees {
        return changed(w.has, w.has.opposite());
    }
    let had = rounds_with(&w.recent, w.has.opposite())
        .map(|r| format!(" (vous aviez {other} {r})"))
        .unwrap_or_default();
    let [mine, theirs] = w.preferences.unwrap_or([None, None]);
    match w.rule {
        TextRule::Classic(r) => match r {
            ClassicRule::E1BothPreferences => format!(
                "Vous avez {has}{had}\u{a0}: votre adversaire et vous devez recevoir des couleurs différentes, vous recevez donc chacun la vôtre."
            ),
            ClassicRule::E2StrongerPreference => match (mine, theirs) {
                (_, None) => format!("Vous avez {has}{had}\u{a0}: votre adversaire n'a pas encore joué, c'est donc votre préférence qui décide."),
                (None, _) => format!("Vous avez {has}\u{a0}: vous n'avez pas encore joué, c'est donc la préférence de votre adversaire qui décide."),
                (Some(p), _) if p.colour == w.has => format!(
                    "Vous avez {has}{had}\u{a0}: vous vouliez tous deux {has} et votre préférence est la plus forte ({}, celle de votre adversaire {}).",
                    pref(mine),
                    pref(theirs)
                ),
                _ => format!(
                    "Vous avez {has}\u{a0}: vous vouliez tous deux {other} et la préférence de votre adversaire est la plus forte ({}, la vôtre {}).",
                    pref(theirs),
                    pref(mine)
                ),
            },
            ClassicRule::E3Alternate => format!(
                "Vous avez {has}\u{a0}: vous vouliez tous deux la même couleur, avec la même force\u{a0}; en remontant à la dernière ronde où vos couleurs différaient, vous les échangez."
            ),
            ClassicRule::E4HigherRanked => {
                if w.higher {
                    format!("Vous avez {has}\u{a0}: vous vouliez tous deux la même couleur avec le même historique de couleurs et vous êtes le mieux classé, vous recevez donc la vôtre.")
                } else {
                    format!("Vous avez {has}\u{a0}: vous vouliez tous deux la même couleur avec le même historique de couleurs et votre adversaire est le mieux classé, il reçoit donc la sienne.")
                }
            }
            ClassicRule::E5FirstRound { first } => format!(
                "Vous avez {has}\u{a0}: aucun de vous deux n'a encore joué, c'est donc la couleur tirée au sort avant la ronde 1 ({}) et vos places dans l'ordre d'appariement qui décident.",
                les(first)
            ),
        },
        TextRule::Match(r) => {
            let [me, them] = w.whites.unwrap_or([0, 0]);
            match r {
                MatchRule::InitialColour { initial } => format!(
                    "Vous avez {has} dans la partie 1\u{a0}: aucun de vous deux n'a encore joué de match, c'est donc la couleur initiale tirée au sort ({}) et le numéro d'appariement du joueur de plus haut rang qui décident.",
                    les(initial)
                ),
                MatchRule::FewerWhites => {
                    if w.has == Colour::White {
                        format!("Vous avez les Blancs dans la partie 1\u{a0}: vous avez eu les Blancs dans la partie 1 moins souvent que votre adversaire ({me} contre {them}).")
                    } else {
                        format!("Vous avez les Noirs dans la partie 1\u{a0}: votre adversaire a eu les Blancs dans la partie 1 moins souvent que vous ({them} contre {me}).")
                    }
                }
                MatchRule::Alternate => format!(
                    "Vous avez {has} dans la partie 1\u{a0}: vous avez eu tous deux {me} fois les Blancs\u{a0}; en remontant au dernier match où vos couleurs différaient, vous les échangez."
                ),
                MatchRule::HigherAlternates => {
                    if w.higher {
                        format!("Vous avez {has} dans la partie 1\u{a0}: vos historiques de couleurs sont identiques et vous êtes de plus haut rang, votre couleur alterne donc depuis votre dernier match{had}.")
                    } else {
                        format!("Vous avez {has} dans la partie 1\u{a0}: vos historiques de couleurs sont identiques et votre adversaire est de plus haut rang, sa couleur alterne donc depuis son dernier match.")
                    }
                }
                MatchRule::OpponentAlternates => {
                    if w.higher {
                        format!("Vous avez {has} dans la partie 1\u{a0}: vous n'avez pas encore joué de match, la couleur de votre adversaire alterne donc depuis son dernier match.")
                    } else {
                        format!("Vous avez {has} dans la partie 1\u{a0}: votre adversaire n'a pas encore joué de match, votre couleur alterne donc depuis votre dernier match{had}.")
                    }
                }
            }
        }
    }
}

/// La version de l'arbitre de [`player_text_colour`].
fn arbiter_text_colour(w: &TextColourWhy) -> String {
    let p = |x: Option<ColourPreference>| {
        x.map_or_else(
            || "aucune".to_owned(),
            |x| format!("{} {}", colour_name(x.colour), strength(x.strength)),
        )
    };
    let verdict = if w.agrees {
        format!("donne {} à ce joueur", les(w.has))
    } else {
        format!(
            "donne {} à ce joueur\u{a0}; l'appariement lui donne {}",
            les(w.has.opposite()),
            les(w.has)
        )
    };
    let hr = if w.higher {
        "ce joueur"
    } else {
        "l'adversaire"
    };
    match w.rule {
        TextRule::Classic(r) => {
            let [mine, theirs] = w.preferences.unwrap_or([None, None]);
            format!(
                "{} ({verdict})\u{a0}; préférences de couleur (A7)\u{a0}: ce joueur {}, l'adversaire {}\u{a0}; le mieux classé (A2)\u{a0}: {hr}.",
                French.classic_colour_rule(w.system, r),
                p(mine),
                p(theirs)
            )
        }
        TextRule::Match(r) => {
            let [me, them] = w.whites.unwrap_or([0, 0]);
            format!(
                "C.04.5 art. {} ({verdict} dans la partie 1)\u{a0}; matchs avec les Blancs dans la partie 1\u{a0}: ce joueur {me}, l'adversaire {them}\u{a0}; de plus haut rang (art. 4.2)\u{a0}: {hr}.",
                r.article()
            )
        }
    }
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// Le flottement d'un joueur dans ses mots.
fn player_float(f: &FloatWhy) -> String {
    match f.direction {
        Float::Down => {
            let score = dec(f.score);
            let opp = dec(f.opponent_score);
            if f.group_size == 1 {
                return format!(
                    "Vous jouez contre quelqu'un qui a moins de points ({opp} contre vos {score})\u{a0}: vous êtes flotteur descendant parce que personne d'autre n'a votre score ({score} points)."
                );
            }
            let group = format!(
                "votre groupe de points ({score} points, {} joueur{})",
                f.group_size,
                plural(f.group_size)
            );
            let chosen = if f.lowest {
                "vous en êtes le moins bien classé".to_owned()
            } else if f.below_floated_last_round > 0 {
                format!(
                    "{} joueur{} classé{} après vous {} déjà descendu{} à la ronde précédente",
                    f.below_floated_last_round,
                    plural(f.below_floated_last_round),
                    plural(f.below_floated_last_round),
                    if f.below_floated_last_round == 1 {
                        "était"
                    } else {
                        "étaient"
                    },
                    plural(f.below_floated_last_round)
                )
            } else {
                "les critères des règles (parties déjà jouées, couleurs, flotteurs) vous ont désigné"
                    .to_owned()
            };
            let why = if f.group_size % 2 == 1 {
                format!("{group} a un nombre impair de joueurs et {chosen}")
            } else {
                format!("{group} ne pouvait pas être apparié en entier et {chosen}")
            };
            format!(
                "Vous jouez contre quelqu'un qui a moins de points ({opp} contre vos {score})\u{a0}: vous êtes flotteur descendant parce que {why}."
            )
        }
        Float::Up => format!(
            "Vous jouez contre quelqu'un qui a plus de points ({} contre vos {})\u{a0}: vous êtes flotteur montant, parce qu'un joueur d'un groupe de points supérieur est descendu et que vous étiez, selon les règles, le meilleur adversaire pour lui.",
            dec(f.opponent_score),
            dec(f.score)
        ),
    }
}

impl ShareWords for French {
    fn fragment_error(&self, e: &FragmentError) -> String {
        let why = match e {
            FragmentError::NotShared => "ce n'est pas une ronde partagée.".to_owned(),
            FragmentError::TooLong { length, max } => format!(
                "il compte {length} caractères, plus que les {max} permis pour une ronde partagée."
            ),
            FragmentError::UnknownVersion(v) if v.is_empty() => {
                "il n'a pas de version (il devrait commencer par «\u{a0}share=2.\u{a0}»).".to_owned()
            }
            FragmentError::UnknownVersion(v) => format!(
                "il est de la version {v:?}, que cette application ne lit pas (elle lit la version 1 et la version 2). Mettez l'application à jour."
            ),
            FragmentError::BadCharacter { at } => format!(
                "le caractère {} n'est pas de ceux qu'utilise un lien partagé (il a été coupé ou modifié).",
                at + 1
            ),
            FragmentError::Truncated { at } => {
                format!("il se termine trop tôt (après l'octet {at})\u{a0}: il a été coupé.")
            }
            FragmentError::NumberTooLarge { at } => {
                format!("le nombre à l'octet {at} est trop grand.")
            }
            FragmentError::NameTooLong { at } => {
                format!("le nom à l'octet {at} dépasse {MAX_NAME} octets.")
            }
            FragmentError::NotText { at } => format!("le nom à l'octet {at} n'est pas du texte."),
            FragmentError::BadRound(r) => format!("la ronde {r} n'existe pas (1 à 99)."),
            FragmentError::BadPart { part, parts } => format!(
                "il indique la partie {part} sur {parts} (au plus {MAX_PARTS} parties)."
            ),
            FragmentError::UnknownPlayer { index } => {
                format!("un échiquier nomme le joueur {index} d'une liste plus courte.")
            }
            FragmentError::PlayerTwice { tpn } => {
                format!("le joueur {tpn} est sur deux échiquiers, ou joue contre lui-même.")
            }
            FragmentError::BadTpn { at } => format!("le numéro d'appariement à l'octet {at} vaut 0."),
            FragmentError::BadResult { code } => format!("le code de résultat {code} est inconnu."),
            FragmentError::BadBye { at } => {
                format!("la marque d'exemption à l'octet {at} n'est ni 0 ni 1.")
            }
            FragmentError::TrailingBytes { at } => {
                format!("il continue après sa fin (octet {at}).")
            }
            FragmentError::TooBig { parts } => format!(
                "la ronde ne tient pas dans {} QR codes de {MAX_FRAGMENT} caractères.",
                parts - 1
            ),
            FragmentError::BadWhy { at } => format!(
                "les raisons des joueurs à l'octet {at} sont illisibles (le lien a été coupé ou modifié)."
            ),
            FragmentError::WhyNotOfPart { tpn } => format!(
                "il donne des raisons pour le joueur {tpn} qui ne correspondent pas à ses échiquiers (lien modifié)."
            ),
        };
        format!("Ce lien partagé ne peut pas être ouvert\u{a0}: {why}")
    }

    fn player_lines(&self, w: &PlayerWhy) -> Vec<String> {
        if let Some(n) = w.bye_of {
            return vec![format!(
                "Vous êtes exempt\u{a0}: {n} joueurs étaient à apparier, un nombre impair, et les règles exemptent un joueur du groupe de points le plus bas qui ne l'a pas encore été."
            )];
        }
        let mut out = Vec::new();
        match &w.colour {
            Some(ColourReason::Art52(c)) => out.push(player_colour(c)),
            Some(ColourReason::Text(c)) => out.push(player_text_colour(c)),
            None => out.push("Les couleurs suivent les règles de ce système d'appariement.".into()),
        }
        match &w.float {
            Some(f) => out.push(player_float(f)),
            None => out.push("Vous jouez contre quelqu'un qui a le même nombre de points.".into()),
        }
        out
    }

    fn arbiter_lines(&self, w: &PlayerWhy) -> Vec<String> {
        let mut out = Vec::new();
        if let Some(n) = w.bye_of {
            out.push(format!(
                "C.04.1 art. 4 / C.04.3 art. 2.1.2\u{a0}: exemption attribuée par l'appariement ({n} joueurs à apparier)."
            ));
        }
        match &w.colour {
            Some(ColourReason::Art52(c)) => out.push(self.colour_explanation(&c.explanation)),
            Some(ColourReason::Text(c)) => out.push(arbiter_text_colour(c)),
            None => {}
        }
        if let Some(f) = &w.float {
            out.push(format!(
                "art. 1.4\u{a0}: {} (score {} contre {})\u{a0}; groupe de points de {} (le moins bien classé\u{a0}: {})\u{a0}; flèche de la ronde précédente\u{a0}: {}\u{a0}; joueurs classés après lui avec la même flèche à la ronde précédente\u{a0}: {}.",
                match f.direction {
                    Float::Down => "flotteur descendant",
                    Float::Up => "flotteur montant",
                },
                dec(f.score),
                dec(f.opponent_score),
                f.group_size,
                if f.lowest { "oui" } else { "non" },
                match f.last_round {
                    None => "aucune",
                    Some(Float::Down) => "↓",
                    Some(Float::Up) => "↑",
                },
                f.below_floated_last_round
            ));
        }
        out
    }

    fn board_result(&self, r: BoardResult) -> &'static str {
        match r {
            BoardResult::WhiteWinsUnrated => "1-0 nc",
            BoardResult::DrawUnrated => "½-½ nc",
            BoardResult::BlackWinsUnrated => "0-1 nc",
            other => crate::lang::en::share::result(other),
        }
    }

    fn export_word(&self, w: ExportWord) -> String {
        match w {
            ExportWord::PairingsOfRound(r) => format!("Appariements de la ronde {r}"),
            ExportWord::ByName => "Par nom".into(),
            ExportWord::StandingsAfter(r) => format!("Classement après la ronde {r}"),
            ExportWord::Why => "Pourquoi cet appariement\u{a0}? (touchez votre nom)".into(),
            ExportWord::RoundOf { round, total } => format!("Ronde {round} sur {total}"),
            ExportWord::Board => "Échiquier".into(),
            ExportWord::Points => "Points".into(),
            ExportWord::Result => "Résultat".into(),
            ExportWord::Player => "Joueur".into(),
            ExportWord::Colour => "Couleur".into(),
            ExportWord::Opponent => "Adversaire".into(),
            ExportWord::Rank => "Rang".into(),
            ExportWord::Bye => "exempt".into(),
            ExportWord::Arbiter => "Arbitre".into(),
        }
    }
}
