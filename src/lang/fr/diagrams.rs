//! Les mots du schéma d'un groupe pour les textes classiques (issue 23) :
//! son pas à pas, les vues de côté (transpositions D1, échanges D2,
//! l'échelle C10). Les codes d'articles (B1a, D1, C10.a) sont ceux des
//! textes et restent tels quels.

use crate::model::{SystemKind, Tpn};
use crate::teach::classic_diagram::RungState;

pub const TITLE: &str = "Le groupe, étape par étape";
pub const PREV: &str = "Étape précédente du schéma";
pub const NEXT: &str = "Étape suivante du schéma";
pub const KEYS: &str =
    "Les flèches, Début et Fin parcourent les étapes quand le schéma a le focus.";
pub const D1_TITLE: &str = "D1\u{a0}: transpositions de S2";
pub const D2_TITLE: &str = "D2\u{a0}: échanges entre S1 et S2";
pub const LADDER_TITLE: &str = "C10\u{a0}: ce qui est abandonné, dans l'ordre du texte";
pub const RAISE_BUDGET: &str = "augmenter X (et Z)";
pub const S1_ROWS: &str = "S1 (lignes) contre S2 (colonnes)\u{a0}: différence des numéros";

pub fn rung_state(s: RungState) -> &'static str {
    match s {
        RungState::InForce => "en vigueur",
        RungState::Dropped => "abandonné",
        RungState::DroppedNow => "abandonné à cette étape",
    }
}

pub fn number(n: usize) -> String {
    format!("n°\u{a0}{n}")
}

pub fn transposition(k: u64) -> String {
    format!("n°\u{a0}{k}")
}

use super::classic::list;

/// « Échange essayé : 4 ⇄ 12 (DIFFERENZ 6) » : le D2 de 2008 nomme la valeur DIFFERENZ.
pub fn exchange(system: SystemKind, out1: &[Tpn], out2: &[Tpn], d: u32, now: bool) -> String {
    let name = super::classic::vocab(system).exchange_short;
    let when = if now {
        "essayé maintenant"
    } else {
        "en vigueur"
    };
    format!(
        "Échange {when}\u{a0}: {} ⇄ {} ({name} {d})",
        list(out1),
        list(out2)
    )
}

pub fn step_of(k: usize, n: usize) -> String {
    format!("Étape {k} sur {n}")
}

// ---- La matrice d'échange du schéma 2026 (C.04.3 article 4.3) ----

pub const EXCHANGE_2026_TITLE: &str = "Article 4.3\u{a0}: l'échange en vigueur";
pub const S1_ROWS_2026: &str =
    "S1 d'origine (lignes) contre S2 d'origine (colonnes), par NAN\u{a0}: NAN de S2 moins NAN de S1 (article 4.3.2 b)";

/// « Échange 3 dans l'ordre de l'article 4.3.2 : NAN 5 ⇄ 6 (différence 1) ».
pub fn exchange_2026(number: usize, out: &[usize], inn: &[usize], difference: i64) -> String {
    let join = |v: &[usize]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join("+")
    };
    format!(
        "Échange {number} dans l'ordre de l'article 4.3.2\u{a0}: NAN {} ⇄ {} (différence {difference})",
        join(out),
        join(inn)
    )
}
