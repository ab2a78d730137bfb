//! Les libellés des nouveaux exercices (issue 23), dans les termes du texte français de 2026.

use crate::lang::exercises::ExerciseWords;
use crate::teach::next_candidate::OrderRule;

pub const WORDS: ExerciseWords = ExerciseWords {
    kind: "Exercice\u{a0}: type",
    kind_generated: "Apparier une ronde générée",
    kind_sample: "Apparier une ronde de l’exemple (néerlandais 2026)",
    kind_next: "Choisir l’appariement candidat suivant (néerlandais 2026)",
    kind_next_2017: "Choisir l’appariement candidat suivant (néerlandais 2017)",
    sample_help: "La graine choisit la ronde de l’exemple (2 à 9).",
    next_title: "Quel appariement candidat le texte essaie-t-il ensuite\u{a0}?",
    next_help: "L’appariement candidat affiché a été essayé en dernier et n’est pas parfait. Choisissez celui que le texte construit ensuite (paires S1–S2 par NAN).",
    tried_last: "Essayé en dernier\u{a0}:",
    option: "Choix",
    place: ["Exemple, ronde", "niveau", "étape"],
    place_2017: "Exemple apparié selon les règles de 2017, ronde",
    right: "Juste\u{a0}: le texte l’essaie ensuite.",
    wrong: "Faux\u{a0}: le texte essaie d’abord celui-ci",
    rules: [
        (OrderRule::Transposition, "article 4.2.2\u{a0}: les transpositions de S2 sont classées dans l’ordre croissant des valeurs lexicographiques de leurs N1 premiers numéros."),
        (OrderRule::Exchange, "article 3.6.1\u{a0}: toutes les transpositions de S2 pour le S1 actuel avant l’échange suivant, et les échanges dans l’ordre de l’article 4.3.2."),
        (OrderRule::MdpPairing, "article 3.7.2\u{a0}: toutes les transpositions et tous les échanges du niveau résiduel (S1R, S2R) avant la transposition suivante de S2."),
        (OrderRule::MdpSet, "article 3.7.3\u{a0}: toutes les transpositions de S2 avant l’ensemble suivant de flotteurs descendants appariables (article 4.4.2)."),
    ],
    rules_2017: [
        (OrderRule::Transposition, "D.1\u{a0}: toutes les transpositions possibles sont triées en fonction de la valeur lexicographique de leurs N1 premiers BSN."),
        (OrderRule::Exchange, "B.6\u{a0}: toutes les transpositions de S2 pour le S1 actuel avant l’échange-résident suivant entre S1 et S2, dans l’ordre de D.2."),
        (OrderRule::MdpPairing, "B.7\u{a0}: toutes les transpositions et tous les échanges du niveau résiduel (S1R, S2R) avant la transposition suivante de S2, qui forme un nouvel appariement des JFD."),
        (OrderRule::MdpSet, "B.7\u{a0}: toutes les transpositions de S2 pour le S1 actuel avant l’échange-flotteur suivant entre S1 et la Limbe (D.3)."),
    ],
};
