//! The words of the exercises from the seeds' worked examples (issue 23,
//! [`crate::teach::seed_exercise`]), one table per language
//! (`lang/en/seed_exercises.rs`, `lang/fr/seed_exercises.rs`).

use crate::model::Colour;
use crate::swiss::Strength;
use crate::teach::seed_exercise::{SeedPlayer, SeedSource, SeedWhy, TranspositionExample};

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
    /// E1–E5: the colour question of a worked bracket's board.
    pub colour_question: &'static str,
    /// Before the board asked ("Board: 1–4").
    pub board: &'static str,
    /// After a player's number in an option ("4 has White").
    pub has_white: &'static str,
    /// A colon as the language writes it (French: a no-break space before).
    pub colon: &'static str,
    /// The history's letters for White and Black, as the seed writes them.
    pub letters: [&'static str; 2],
    /// Before a player's A7 preference.
    pub preference: &'static str,
    /// The preference's colour (White, Black) and strength (mild, strong,
    /// absolute), in the text's words.
    pub colours: [&'static str; 2],
    pub strengths: [&'static str; 3],
    /// A player with no preference yet (no game played).
    pub no_preference: &'static str,
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
            SeedSource::Colours { .. } => self.colour_question,
        }
    }

    /// A colour question's board: "Board: 1–4".
    pub fn board_line(&self, a: crate::model::Tpn, b: crate::model::Tpn) -> String {
        format!("{}{} {a}–{b}", self.board, self.colon)
    }

    /// An option of a colour question: "4 has White".
    pub fn white_option(&self, t: crate::model::Tpn) -> String {
        format!("{t} {}", self.has_white)
    }

    /// A player of a colour question as the seed shows him: "1: W B W ·
    /// preference Black, strong" ("--" for a game not played, F2).
    pub fn player_line(&self, p: &SeedPlayer) -> String {
        let history = p
            .history
            .iter()
            .map(|c| match c {
                Some(Colour::White) => self.letters[0],
                Some(Colour::Black) => self.letters[1],
                None => "--",
            })
            .collect::<Vec<_>>()
            .join(" ");
        let preference = match p.preference {
            None => self.no_preference.to_string(),
            Some(q) => {
                let colour = match q.colour {
                    Colour::White => self.colours[0],
                    Colour::Black => self.colours[1],
                };
                let strength = match q.strength {
                    Strength::Mild => self.strengths[0],
                    Strength::Strong => self.strengths[1],
                    Strength::Absolute => self.strengths[2],
                };
                format!("{} {colour}, {strength}", self.preference)
            }
        };
        format!("{}{} {history} · {preference}", p.tpn, self.colon)
    }

    /// Why an option is wrong, for the order questions (a rejection of a
    /// worked bracket and a colour rule are worded by the classic
    /// catalogue, in the words of the bracket's text).
    pub fn why(&self, why: &SeedWhy) -> Option<String> {
        match why {
            SeedWhy::Rejection(_) | SeedWhy::Colour(_) => None,
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
            self.colour_question,
            self.board,
            self.has_white,
            self.colon,
            self.preference,
            self.no_preference,
        ];
        out.extend(self.baf77);
        out.extend(self.rules);
        out.extend(self.letters);
        out.extend(self.colours);
        out.extend(self.strengths);
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

    #[test]
    fn a_colour_question_shows_the_seeds_histories() {
        use crate::model::{Colour, Tpn};
        use crate::swiss::{ColourPreference, Strength};
        use crate::teach::seed_exercise::SeedPlayer;
        // BAF 77 example 1: "11 : 3N 1B -- Préférence N, faible".
        let p = SeedPlayer {
            tpn: Tpn(11),
            history: vec![Some(Colour::Black), Some(Colour::White), None],
            preference: Some(ColourPreference {
                colour: Colour::Black,
                strength: Strength::Mild,
            }),
        };
        let en = super::SeedWords::of(crate::lang::Lang::En);
        let fr = super::SeedWords::of(crate::lang::Lang::Fr);
        assert_eq!(en.player_line(&p), "11: B W -- · preference Black, mild");
        assert_eq!(
            fr.player_line(&p),
            "11\u{a0}: N B -- · préférence N, faible"
        );
        assert_eq!(en.white_option(Tpn(4)), "4 has White");
        assert_eq!(fr.board_line(Tpn(1), Tpn(4)), "Table\u{a0}: 1–4");
    }
}
