//! Les libellés de la note du formateur (issue 23).

use crate::lang::notes::NoteWords;

pub const WORDS: NoteWords = NoteWords {
    title: "Note du formateur",
    from_text: "D’après le texte",
    loading: "Chargement du texte…",
    failed: "Le texte n’a pas pu être chargé",
    first_candidate:
        "Premier appariement candidat\u{a0}: S1 face à S2 dans leur composition de départ.",
    quoted_in: "Cité en",
    one_language: "L’application n’a ce texte qu’en une seule langue",
    languages: [("en", "anglais"), ("fr", "français")],
};
