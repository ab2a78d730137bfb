//! The labels of the exercise kinds added for issue 23 (a round of the
//! sample, "pick the next candidate"), one table per language
//! (`lang/en/exercises.rs`, `lang/fr/exercises.rs`).

use crate::teach::next_candidate::OrderRule;

/// The labels of the new exercise kinds.
#[derive(Debug, Clone, Copy)]
pub struct ExerciseWords {
    /// The kind chooser's label and its three choices.
    pub kind: &'static str,
    pub kind_generated: &'static str,
    pub kind_sample: &'static str,
    pub kind_next: &'static str,
    /// Under the chooser, for the sample: what the seed picks.
    pub sample_help: &'static str,
    /// "Pick the next candidate": the question, the step shown, an option's name.
    pub next_title: &'static str,
    pub next_help: &'static str,
    pub tried_last: &'static str,
    pub option: &'static str,
    /// Where the step is: "Sample, round", "bracket", "step".
    pub place: [&'static str; 3],
    pub right: &'static str,
    pub wrong: &'static str,
    /// The rule that orders two candidates (C.04.3 art. 4.2.2, 3.6.1/4.3.2, 3.7.2, 3.7.3).
    pub rules: [(OrderRule, &'static str); 4],
}

impl ExerciseWords {
    /// The table of language `l`.
    pub fn of(l: crate::lang::Lang) -> &'static ExerciseWords {
        match l {
            crate::lang::Lang::En => &crate::lang::en::exercises::WORDS,
            crate::lang::Lang::Fr => &crate::lang::fr::exercises::WORDS,
        }
    }

    /// The wording of `rule`.
    pub fn rule(&self, rule: OrderRule) -> &'static str {
        self.rules
            .iter()
            .find(|(r, _)| *r == rule)
            .map_or("", |(_, w)| *w)
    }

    /// Every label, for the translation tests.
    pub fn all(&self) -> Vec<&'static str> {
        let mut out = vec![
            self.kind,
            self.kind_generated,
            self.kind_sample,
            self.kind_next,
            self.sample_help,
            self.next_title,
            self.next_help,
            self.tried_last,
            self.option,
            self.right,
            self.wrong,
        ];
        out.extend(self.place);
        out.extend(self.rules.iter().map(|(_, w)| *w));
        out
    }
}

#[cfg(test)]
mod tests {
    use crate::teach::next_candidate::OrderRule;

    #[test]
    fn every_label_is_translated_with_french_typography() {
        let en = super::ExerciseWords::of(crate::lang::Lang::En);
        let fr = super::ExerciseWords::of(crate::lang::Lang::Fr);
        for (e, f) in en.all().iter().zip(fr.all()) {
            assert!(!f.is_empty() && *e != f, "untranslated: {e}");
            for (i, c) in f.char_indices() {
                if matches!(c, ':' | ';' | '?' | '!') && i > 0 {
                    let before = f[..i].chars().last();
                    assert!(matches!(before, Some('\u{a0}' | '\u{202f}')), "{f}");
                }
            }
        }
        for r in [
            OrderRule::Transposition,
            OrderRule::Exchange,
            OrderRule::MdpPairing,
            OrderRule::MdpSet,
        ] {
            assert!(!en.rule(r).is_empty() && !fr.rule(r).is_empty(), "{r:?}");
        }
    }
}
