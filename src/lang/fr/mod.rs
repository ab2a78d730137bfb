//! French (Français), in the words of the seeds' French texts: the 2026
//! handbook's French part (seed 003) for the current rules, the French
//! handbook of 2019 (seed 000) for the 2017 rules, the French ~2008 text
//! (seed 004) and the French federation's 1992 text (seed 001) for the
//! classic procedures. `docs/glossary.md` lists each term and where each
//! text uses it.
//!
//! Typography (tested in `lang::coverage_tests`): decimal comma (`0,5`,
//! `1,5`); a non-breaking space (U+00A0, written as the character itself
//! in the strings below) before `:` `;` `?` `!` `%` and inside guillemets
//! (`« Gain »`); what the TRF format writes (`1.0`, `'0000 - -'`) is quoted
//! as the format writes it.
//!
//! One file per layer's data, each implementing its trait of
//! [`crate::lang::catalogue`] for [`French`].

mod checker;
mod classic;
mod classic_teach;
mod cli;
mod cli_help;
pub mod diagrams;
pub mod double_swiss_teach;
pub(crate) mod exercises;
mod fide;
mod generate;
pub mod lessons2017;
mod matching;
mod model;
pub(crate) mod notes;
mod pairing;
mod pictures;
mod ratinglist;
pub(crate) mod seed_exercises;
mod share;
mod standings;
mod teach;
mod trf;
mod ui;
mod verify;
mod words;

use crate::lang::Catalogue;
use crate::model::Colour;

/// The French catalogue.
#[derive(Debug, Clone, Copy, Default)]
pub struct French;

impl Catalogue for French {
    fn own_name(&self) -> &'static str {
        "Français"
    }
    fn tag(&self) -> &'static str {
        "fr"
    }
    fn ui(&self) -> &'static dyn crate::lang::catalogue::UiWords {
        &French
    }
    fn decimal(&self, text: &str) -> String {
        dec(text)
    }
}

/// A number with a decimal point written with a comma: `1.5` → `1,5`.
pub(crate) fn dec(text: impl ToString) -> String {
    text.to_string().replace('.', ",")
}

/// A label in guillemets: `« Gain »`.
pub(crate) fn q(text: &str) -> String {
    format!("«\u{a0}{text}\u{a0}»")
}

/// A colour as the texts name it in a game: "les Blancs", "les Noirs".
pub(crate) fn colour_name(c: Colour) -> &'static str {
    c.fold("Blancs", "Noirs")
}

/// The paths the French help words (`cli::lang_tests` checks each is a
/// command or an argument).
#[cfg(all(test, not(target_arch = "wasm32")))]
pub(crate) fn cli_help_paths() -> Vec<&'static str> {
    cli_help::HELP.iter().map(|(p, _)| *p).collect()
}
