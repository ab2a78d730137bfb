//! Les exercices tirés des exemples des textes, en français (issue 23),
//! dans les termes du texte de 2026 (NAN, transposition, échange).

use crate::lang::seed_exercises::SeedWords;

pub const WORDS: SeedWords = SeedWords {
    kind: "D’après les exemples des textes",
    help: "Le numéro choisit l’un des exemples des textes (BAF 77, C.04.3 articles 4.2.2 et 4.3.2).",
    title: "Un exemple des textes",
    number: "Exemple",
    right: "Juste\u{a0}: c’est la réponse du texte.",
    wrong: "Faux\u{a0}: la réponse du texte est",
    down: "flotteurs descendants\u{a0}:",
    bracket_question: "On apparie la ronde 4. Quel appariement de ce niveau le texte retient-il (C6)\u{a0}? Les autres choix sont des appariements que sa procédure rejette.",
    exchange_question: "C.04.3 (2026) article 4.3.2, l’exemple du texte\u{a0}: quel échange vient en premier (NAN déplacés S1↔S2)\u{a0}?",
    third_question: "C.04.3 (2026) article 4.2.2\u{a0}: un niveau homogène de 11 joueurs, S1 = 1–5, S2 = 6–11 (N1 = 5). Quelle est la troisième transposition de S2\u{a0}?",
    after_mdp_question: "C.04.3 (2026) article 4.2.2\u{a0}: deux flotteurs descendants en S1, S2 = 3–11 (N1 = 2). Quelle transposition suit 3-11\u{a0}?",
    baf77: ["BAF 77, exemple 1 (le niveau 1, 4, 5, 11, 14)", "BAF 77, exemple 2 (le niveau 1, 5, 7, 8, 9, 12, 13)"],
    rules: [
        "article 4.3.2 a\u{a0}: l’échange du plus petit nombre de NAN vient en premier.",
        "article 4.3.2 b\u{a0}: la plus petite différence entre la somme des NAN déplacés vers S1 et celle des NAN déplacés vers S2 vient en premier.",
        "article 4.3.2 c\u{a0}: l’échange qui déplace le plus grand NAN différent de S1 vers S2 vient en premier.",
        "article 4.3.2 d\u{a0}: l’échange qui déplace le plus petit NAN différent de S2 vers S1 vient en premier.",
    ],
    lexicographic: "article 4.2.2\u{a0}: les transpositions sont classées dans l’ordre croissant des valeurs lexicographiques de leurs N1 premiers NAN\u{a0}; le choix fait est la transposition numéro",
    colour_question: "Ronde 4\u{a0}: le texte retient l’appariement de ce niveau (son exemple). Sur cette table, quel joueur a les Blancs (E1–E4)\u{a0}?",
    board: "Table",
    has_white: "a les Blancs",
    colon: "\u{a0}:",
    letters: ["B", "N"],
    preference: "préférence",
    colours: ["B", "N"],
    strengths: ["faible", "forte", "absolue"],
    no_preference: "pas encore de partie jouée",
};
