//! The labels around a presenter note (issue 23), one table per language
//! (`lang/en/notes.rs`, `lang/fr/notes.rs`). The note itself is the seed's
//! own wording, fetched from `public/notes/` (see [`crate::teach::notes`]).

/// The labels of the presenter note in trainer mode.
#[derive(Debug, Clone, Copy)]
pub struct NoteWords {
    /// The note's heading.
    pub title: &'static str,
    /// Before the text's name: "From the text: C.04.3 (2026)".
    pub from_text: &'static str,
    /// While the text is fetched.
    pub loading: &'static str,
    /// Before the reason the text could not be fetched.
    pub failed: &'static str,
    /// A step that applies no article of its own: the first candidate, built
    /// from the original subgroups (2026 art. 3.2, 3.3; 2017 B.2, B.3): no
    /// number, as the label serves both texts.
    pub first_candidate: &'static str,
    /// Before the language's name, when the seed lacks the chosen language.
    pub quoted_in: &'static str,
    /// Before the language's name, when the text itself is in that one
    /// language only (the classic texts: seeds 004 and 001 in French, 002
    /// in English), never translated by the app.
    pub one_language: &'static str,
    /// The names of the seeds' languages, by tag.
    pub languages: [(&'static str, &'static str); 2],
}

impl NoteWords {
    /// The table of language `l`.
    pub fn of(l: crate::lang::Lang) -> &'static NoteWords {
        match l {
            crate::lang::Lang::En => &crate::lang::en::notes::WORDS,
            crate::lang::Lang::Fr => &crate::lang::fr::notes::WORDS,
        }
    }

    /// The name of the language `tag`, if it is one of the seeds'.
    pub fn language_name(&self, tag: &str) -> Option<&'static str> {
        self.languages
            .iter()
            .find(|(t, _)| *t == tag)
            .map(|(_, n)| *n)
    }
}

#[cfg(test)]
mod tests {
    use super::NoteWords;

    fn fields(w: &NoteWords) -> Vec<&'static str> {
        let mut out = vec![
            w.title,
            w.from_text,
            w.loading,
            w.failed,
            w.first_candidate,
            w.quoted_in,
            w.one_language,
        ];
        out.extend(w.languages.iter().map(|(_, n)| *n));
        out
    }

    #[test]
    fn every_label_is_translated_with_french_typography() {
        let en = fields(NoteWords::of(crate::lang::Lang::En));
        let fr = fields(NoteWords::of(crate::lang::Lang::Fr));
        for (e, f) in en.iter().zip(&fr) {
            assert!(!f.is_empty() && e != f, "untranslated: {e}");
            // French: a no-break space (U+00A0 or U+202F) before : ; ? !
            for (i, c) in f.char_indices() {
                if matches!(c, ':' | ';' | '?' | '!') && i > 0 {
                    let before = f[..i].chars().last();
                    assert!(matches!(before, Some('\u{a0}' | '\u{202f}')), "{f}");
                }
            }
        }
    }
}
