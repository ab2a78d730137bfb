//! Les mots des leçons sur le système néerlandais de 2017
//! (`teach::lessons::Lesson2017`, issue 23). Les numéros de critères et
//! d'articles (C.12, A.9) sont ceux du texte de 2017.

use crate::teach::lessons::Lesson2017;

pub const TITLE: &str = "Leçons sur les règles néerlandaises de 2017";
pub const NO_ROUND: &str = "La ronde de cette leçon n'a pas pu être ouverte.";

pub fn lesson_title(l: Lesson2017) -> &'static str {
    match l {
        Lesson2017::Ppb => "L'avant-dernier niveau (PPB) et le dernier niveau effondré (CLB)\u{a0}: A.9 (6 joueurs, ronde 3)",
        Lesson2017::AbsentDownfloat => "Un joueur absent a reçu une flèche qui descend\u{a0}: C.12 (5 joueurs, ronde 2)",
    }
}

pub fn lesson_text(l: Lesson2017) -> &'static str {
    match l {
        Lesson2017::Ppb => "1 et 2 se sont rencontrés et descendent vers les joueurs à 1 point. Apparier 1–4 et 2–3 laisserait 5 et 6, qui se sont rencontrés\u{a0}: la ronde ne pourrait pas être complétée, donc ce niveau devient l'avant-dernier niveau (PPB) et est apparié de nouveau selon C.4, avec une seule paire. 1–4 et 2–3 ont la même PSD (A.8)\u{a0}; C.10 préfère 2–3, qui donne leur couleur aux deux joueurs. 1 et 4 descendent dans le dernier niveau effondré (CLB).",
        Lesson2017::AbsentDownfloat => "5 n'a pas joué la ronde 1 et a donc reçu une flèche qui descend (↓, A.4.b). Dans le dernier niveau, la première transposition, 3–4, rend 5 exempt, soit une deuxième flèche qui descend de suite\u{a0}: elle enfreint C.12. La suivante, 3–5, le respecte, et 4 reçoit l'exemption.",
    }
}

#[cfg(test)]
mod tests {
    use crate::lang::en::lessons2017 as en;
    use crate::lang::fr::lessons2017 as fr;
    use crate::teach::lessons::Lesson2017;

    #[test]
    fn french_words_differ_from_english_and_follow_french_typography() {
        let mut all = vec![(fr::TITLE, en::TITLE), (fr::NO_ROUND, en::NO_ROUND)];
        for l in Lesson2017::ALL {
            all.push((fr::lesson_title(l), en::lesson_title(l)));
            all.push((fr::lesson_text(l), en::lesson_text(l)));
        }
        for (f, e) in all {
            assert_ne!(f, e, "not translated: {f}");
            for (i, ch) in f.char_indices() {
                if matches!(ch, ':' | ';' | '?' | '!') {
                    let before = f[..i].chars().last();
                    assert_eq!(
                        before,
                        Some('\u{a0}'),
                        "no no-break space before {ch:?}: {f}"
                    );
                }
            }
            for word in [" the ", " player", " round ", "bracket"] {
                assert!(!f.contains(word), "English {word:?} in: {f}");
            }
        }
    }
}
