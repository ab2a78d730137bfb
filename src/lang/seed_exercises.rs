//! The words of the exercises from the seeds' worked examples (issue 23,
//! [`crate::teach::seed_exercise`]), one table per language
//! (`lang/en/seed_exercises.rs`, `lang/fr/seed_exercises.rs`).

use crate::teach::seed_exercise::{SeedSource, SeedWhy, TranspositionExample};

/// The fixed labels.
#[derive(Debug, Clone, Copy)]
pub struct SeedWords {
    /// The kind chooser's choice.
    pub kind: &'static str,
    /// Under the chooser: what the number picks.
    pub help: &'static str,
    /// The card's title.
    pub title: &'static str,
    /// "Seed example N of M" before the number.
    pub number: &'static str,
    pub right: &'static str,
    /// The lead-in of a wrong answer's verdict
    /// ([`crate::lang::exercises::ExerciseWords::wrong_answer`] adds the option).
    pub wrong: &'static str,
    /// Before the players left to float down.
    pub down: &'static str,
    /// The headings of a worked bracket's question and of an order question.
    pub bracket_question: &'static str,
    pub exchange_question: &'static str,
    pub third_question: &'static str,
    pub after_mdp_question: &'static str,
    /// The worked brackets' names (BAF 77 examples 1 and 2).
    pub baf77: [&'static str; 2],
    /// art. 4.3.2 a–d, each rule's wording.
    pub rules: [&'static str; 4],
    /// art. 4.2.2, before the option's place in the order.
    pub lexicographic: &'static str,
}

impl SeedWords {
    /// The table of language `l`.
    pub fn of(l: crate::lang::Lang) -> &'static SeedWords {
        match l {
            crate::lang::Lang::En => &crate::lang::en::seed_exercises::WORDS,
            crate::lang::Lang::Fr => &crate::lang::fr::seed_exercises::WORDS,
        }
    }

    /// The question of `source` (the bracket's name comes from its lesson).
    pub fn question(&self, source: &SeedSource) -> &'static str {
        match source {
            SeedSource::Bracket { .. } => self.bracket_question,
            SeedSource::Exchanges(_) => self.exchange_question,
            SeedSource::Transposition(TranspositionExample::Third) => self.third_question,
            SeedSource::Transposition(TranspositionExample::AfterMdp) => self.after_mdp_question,
        }
    }

    /// Why an option is wrong, for the order questions (a rejection of a
    /// worked bracket is worded by the classic catalogue).
    pub fn why(&self, why: &SeedWhy) -> Option<String> {
        match why {
            SeedWhy::Rejection(_) => None,
            SeedWhy::ExchangeRule(c) => {
                let k = (*c as usize).checked_sub('a' as usize)?;
                self.rules.get(k).map(|s| (*s).to_string())
            }
            SeedWhy::Lexicographic { position } => {
                Some(format!("{} {position}.", self.lexicographic))
            }
        }
    }

    /// Every label, for the translation tests.
    pub fn all(&self) -> Vec<&'static str> {
        let mut out = vec![
            self.kind,
            self.help,
            self.title,
            self.number,
            self.right,
            self.wrong,
            self.down,
            self.bracket_question,
            self.exchange_question,
            self.third_question,
            self.after_mdp_question,
            self.lexicographic,
        ];
        out.extend(self.baf77);
        out.extend(self.rules);
        out
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn every_label_is_translated_with_french_typography() {
        let en = super::SeedWords::of(crate::lang::Lang::En);
        let fr = super::SeedWords::of(crate::lang::Lang::Fr);
        crate::lang::exercises::tests::assert_translated(&en.all(), &fr.all());
        // Each rule letter has its wording, and names its letter.
        for (k, c) in ['a', 'b', 'c', 'd'].into_iter().enumerate() {
            let w = en.why(&crate::teach::seed_exercise::SeedWhy::ExchangeRule(c));
            assert_eq!(w.as_deref(), Some(en.rules[k]));
            assert!(
                en.rules[k].contains(&format!("4.3.2 {c}")),
                "{}",
                en.rules[k]
            );
            assert!(
                fr.rules[k].contains(&format!("4.3.2 {c}")),
                "{}",
                fr.rules[k]
            );
        }
    }
}
