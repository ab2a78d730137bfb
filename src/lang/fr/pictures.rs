//! Les mots d'« Apprendre en images » (issue 23) : les cartes et les liens
//! du diagramme d'un niveau, leurs phrases pour les lecteurs d'écran, et les
//! exercices. Couleurs : B (Blancs) et N (Noirs), comme le reste de l'app.

use crate::model::{Pairing, Tpn};
use crate::swiss::{ColourPreference, Float, Strength};
use crate::teach::diagram::Diagram;
use crate::teach::exercise::{ExerciseError, Source};

/// Une préférence de couleur sur une carte (art. 1.7) : « B! » absolue,
/// « B » forte, « (B) » faible, « – » aucune.
pub fn preference_short(p: Option<ColourPreference>) -> String {
    match p {
        None => "–".into(),
        Some(p) => {
            let c = p.colour.fold("B", "N");
            match p.strength {
                Strength::Absolute => format!("{c}!"),
                Strength::Strong => c.to_string(),
                Strength::Mild => format!("({c})"),
            }
        }
    }
}

/// Les flottements des deux dernières rondes (art. 1.4) : « ↓1 » la ronde
/// précédente, « ↑2 » deux rondes avant.
pub fn float_marks(last: Option<Float>, before: Option<Float>) -> String {
    crate::lang::en::pictures::float_marks(last, before)
}

pub fn diagram_link_fine(a: Tpn, b: Tpn) -> String {
    format!("{a} (S1) joue contre {b} (S2) : sans défaut.")
}

pub fn diagram_link_breaks(a: Tpn, b: Tpn, what: &str) -> String {
    format!("{a} (S1) joue contre {b} (S2) : viole {what}, l'appariement candidat est illégal.")
}

pub fn diagram_link_worse(a: Tpn, b: Tpn, what: &str) -> String {
    format!("{a} (S1) joue contre {b} (S2) : légal, ne respecte pas {what}.")
}

pub fn diagram_unpaired(t: Tpn, what: &str, none: bool) -> String {
    if none {
        format!("{t} n'est pas apparié dans cet appariement candidat.")
    } else {
        format!("{t} n'est pas apparié dans cet appariement candidat et ne respecte pas {what}.")
    }
}

/// Le nom accessible du diagramme.
pub fn diagram_summary(d: &Diagram) -> String {
    let c = d.counts();
    format!(
        "Diagramme du niveau : S1 face à S2, {} paires ({} violant un critère absolu, {} ne respectant pas un critère de qualité), {} non appariés.",
        c.pairs,
        c.breaking,
        c.failing,
        c.unpaired
    )
}

/// « Score : 3 justes sur 5 réponses ».
pub fn exercise_score(right: u32, tried: u32) -> String {
    format!("Score : {right} justes sur {tried} réponses (gardé dans ce navigateur).")
}

pub fn exercise_title(system: &str, source: Source, round: u32) -> String {
    match source {
        Source::Sample { round } => format!("Le tournoi exemple, ronde {round}"),
        Source::Generated { seed, .. } => {
            format!("{system}, graine {seed} : apparier la ronde {round}")
        }
    }
}

/// Les colonnes du classement de l'exercice.
pub fn exercise_columns() -> [&'static str; 5] {
    [
        "N°",
        "Nom",
        "Elo",
        "Points",
        "Rondes jouées (adversaire, couleur)",
    ]
}

pub fn exercise_pick(t: Tpn) -> String {
    format!("Joueur {t}")
}

pub fn exercise_unpair(a: Tpn, b: Tpn) -> String {
    format!("Défaire la paire {a}–{b}")
}

pub fn exercise_white(t: Tpn) -> String {
    format!("{t} Blancs")
}

/// L'appariement du système : « Le système apparie (Blancs d'abord) 3–1, 2–4 ; exempt 5. »
pub fn exercise_answer(p: &Pairing) -> String {
    let boards = p
        .boards
        .iter()
        .map(|b| format!("{}–{}", b.white, b.black))
        .collect::<Vec<_>>()
        .join(", ");
    match p.bye {
        Some(b) => format!("Le système apparie (Blancs d'abord) {boards} ; exempt {b}."),
        None => format!("Le système apparie (Blancs d'abord) {boards}."),
    }
}

pub fn exercise_error(e: &ExerciseError) -> String {
    match e {
        ExerciseError::Unpairable { round } => format!(
            "Le tournoi de cette graine ne peut pas être apparié à la ronde {round} selon les règles de son système : essayez la graine suivante."
        ),
        ExerciseError::NoSuchRound { round, last } => {
            format!("Le tournoi exemple a les rondes 2 à {last}, pas {round}.")
        }
        ExerciseError::Sample(_) | ExerciseError::Generate(_) | ExerciseError::Judge(_) => {
            "Cet exercice n'a pas pu être créé (merci de le signaler).".to_string()
        }
    }
}
