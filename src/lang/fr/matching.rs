//! The matcher's refusals in French (graph terms: sommet, arête, poids).

use super::French;
use crate::lang::catalogue::MatchingWords;
use crate::matching::MatchingError;

impl MatchingWords for French {
    fn matching_error(&self, e: &MatchingError) -> String {
        match *e {
            MatchingError::VertexOutOfRange { vertex, n } => {
                format!("sommet {vertex} hors limites (n = {n})")
            }
            MatchingError::SelfLoop { vertex } => format!("boucle sur le sommet {vertex}"),
            MatchingError::WeightTooLarge { u, v } => {
                format!("le poids de l'arête {u}-{v} dépasse le poids d'entrée maximal")
            }
        }
    }
}
