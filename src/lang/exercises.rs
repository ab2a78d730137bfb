//! The labels of the exercise kinds added for issue 23 (a round of the
//! sample, "pick the next candidate"), one table per language
//! (`lang/en/exercises.rs`, `lang/fr/exercises.rs`).

use crate::teach::next_candidate::{NextText, OrderRule};

/// The labels of the new exercise kinds.
#[derive(Debug, Clone, Copy)]
pub struct ExerciseWords {
    /// The kind chooser's label and its three choices.
    pub kind: &'static str,
    pub kind_generated: &'static str,
    pub kind_sample: &'static str,
    pub kind_next: &'static str,
    /// "Pick the next candidate" on the 2017 text.
    pub kind_next_2017: &'static str,
    /// Under the chooser, for the sample: what the seed picks.
    pub sample_help: &'static str,
    /// "Pick the next candidate": the question, the step shown, an option's name.
    pub next_title: &'static str,
    pub next_help: &'static str,
    pub tried_last: &'static str,
    pub option: &'static str,
    /// Where the step is: "Sample, round", "bracket", "step".
    pub place: [&'static str; 3],
    /// The first of `place` for the 2017 exercise (the sample paired again by the 2017 rules).
    pub place_2017: &'static str,
    pub right: &'static str,
    pub wrong: &'static str,
    /// The rule that orders two candidates (C.04.3 art. 4.2.2, 3.6.1/4.3.2, 3.7.2, 3.7.3).
    pub rules: [(OrderRule, &'static str); 4],
    /// The same order in the 2017 text's articles (C.04.3 approved Baku
    /// 2016: D.1, B.6 with D.2, B.7, B.7 with D.3).
    pub rules_2017: [(OrderRule, &'static str); 4],
}

/// An option's letter: A, B, … (wrapping after Z).
pub fn option_letter(i: usize) -> char {
    char::from(b'A' + (i % 26) as u8)
}

impl ExerciseWords {
    /// The table of language `l`.
    pub fn of(l: crate::lang::Lang) -> &'static ExerciseWords {
        match l {
            crate::lang::Lang::En => &crate::lang::en::exercises::WORDS,
            crate::lang::Lang::Fr => &crate::lang::fr::exercises::WORDS,
        }
    }

    /// The wording of `rule` (the 2026 text's articles).
    pub fn rule(&self, rule: OrderRule) -> &'static str {
        self.rule_in(NextText::Dutch2026, rule)
    }

    /// The wording of `rule` in the articles of `text`.
    pub fn rule_in(&self, text: NextText, rule: OrderRule) -> &'static str {
        let table = match text {
            NextText::Dutch2026 => &self.rules,
            NextText::Dutch2017 => &self.rules_2017,
        };
        table
            .iter()
            .find(|(r, _)| *r == rule)
            .map_or("", |(_, w)| *w)
    }

    /// An option's name by its place: "Option A", "Option B", …
    pub fn option_name(&self, i: usize) -> String {
        format!("{} {}", self.option, option_letter(i))
    }

    /// The verdict on a wrong answer, `wrong` being the exercise's own
    /// lead-in: "{wrong} Option B (1–5 2–6)." when the right option's text
    /// is `shown`, else "{wrong} — Option B.".
    pub fn wrong_answer(&self, wrong: &str, answer: usize, shown: Option<&str>) -> String {
        let name = self.option_name(answer);
        match shown {
            Some(s) => format!("{wrong} {name} ({s})."),
            None => format!("{wrong} — {name}."),
        }
    }

    /// Every label, for the translation tests.
    pub fn all(&self) -> Vec<&'static str> {
        let mut out = vec![
            self.kind,
            self.kind_generated,
            self.kind_sample,
            self.kind_next,
            self.kind_next_2017,
            self.sample_help,
            self.next_title,
            self.next_help,
            self.tried_last,
            self.option,
            self.right,
            self.wrong,
        ];
        out.extend(self.place);
        out.push(self.place_2017);
        out.extend(self.rules.iter().map(|(_, w)| *w));
        out.extend(self.rules_2017.iter().map(|(_, w)| *w));
        out
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use crate::teach::next_candidate::OrderRule;

    /// Each French label is there, differs from its English, and has a
    /// no-break space before `: ; ? !` (the exercise tables' shared check).
    pub(crate) fn assert_translated(en: &[&str], fr: &[&str]) {
        assert_eq!(en.len(), fr.len());
        for (e, f) in en.iter().zip(fr) {
            assert!(!f.is_empty() && e != f, "untranslated: {e}");
            for (i, c) in f.char_indices() {
                if matches!(c, ':' | ';' | '?' | '!') && i > 0 {
                    let before = f[..i].chars().last();
                    assert!(matches!(before, Some('\u{a0}' | '\u{202f}')), "{f}");
                }
            }
        }
    }

    #[test]
    fn every_label_is_translated_with_french_typography() {
        let en = super::ExerciseWords::of(crate::lang::Lang::En);
        let fr = super::ExerciseWords::of(crate::lang::Lang::Fr);
        assert_translated(&en.all(), &fr.all());
        for r in [
            OrderRule::Transposition,
            OrderRule::Exchange,
            OrderRule::MdpPairing,
            OrderRule::MdpSet,
        ] {
            assert!(!en.rule(r).is_empty() && !fr.rule(r).is_empty(), "{r:?}");
            // The 2017 wording cites the 2017 text (B.n, D.n), never a 2026 article.
            for w in [en, fr] {
                let t = w.rule_in(crate::teach::next_candidate::NextText::Dutch2017, r);
                assert!(t.starts_with("B.") || t.starts_with("D."), "{t}");
                assert!(!t.contains("art.") && !t.contains("article"), "{t}");
            }
        }
    }

    #[test]
    fn options_are_lettered_and_wrong_answers_name_the_right_one() {
        let en = super::ExerciseWords::of(crate::lang::Lang::En);
        assert_eq!(en.option_name(0), "Option A");
        assert_eq!(en.option_name(27), "Option B");
        assert_eq!(
            en.wrong_answer("Wrong: the text's answer is", 2, Some("1–5  4–11")),
            "Wrong: the text's answer is Option C (1–5  4–11)."
        );
        assert_eq!(
            en.wrong_answer("Wrong: the text tries this one first", 1, None),
            "Wrong: the text tries this one first — Option B."
        );
    }
}
