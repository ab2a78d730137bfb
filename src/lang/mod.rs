//! Words: the one place where the engine's and the teaching layer's
//! structured data (errors, reasons, trace steps, lessons) become sentences.
//!
//! The layers below produce enums that carry the article, the criterion,
//! the players and the numbers; they never build a sentence. Each language
//! is one catalogue: a module ([`en`], [`fr`]) whose unit type implements
//! every trait of [`catalogue`] (one trait per layer's data), so the
//! compiler refuses a catalogue that lacks a message. The CLI and the app
//! choose a [`Lang`] and render through [`Lang::catalogue`].
//!
//! A third language is one new module beside `en` and `fr`, one variant of
//! [`Lang`] and its arm in [`Lang::catalogue`]; nothing outside this folder
//! changes (the CLI's `--lang` values and the app's list come from
//! [`Lang::ALL`]).

pub mod catalogue;
pub(crate) mod classic_lines;
pub mod cli;
pub mod en;
pub mod exercises;
pub mod fr;
pub mod notes;
pub mod seed_exercises;
pub mod share;
pub mod words;

pub use catalogue::Catalogue;

/// A language the app and the CLI speak.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    Fr,
}

impl Lang {
    /// Every language, in the order a chooser lists them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The language's catalogue: every message of the engine, the teaching
    /// layer and the CLI in this language.
    pub fn catalogue(self) -> &'static dyn Catalogue {
        match self {
            Lang::En => &en::English,
            Lang::Fr => &fr::French,
        }
    }

    /// The language's own name ("English", "Français").
    pub fn name(self) -> &'static str {
        self.catalogue().own_name()
    }

    /// The BCP-47 tag (`en`, `fr`), for `<html lang>` and `--lang`.
    pub fn tag(self) -> &'static str {
        self.catalogue().tag()
    }

    /// The language of a tag or a locale name: `fr`, `fr-CA`, `fr_FR.UTF-8`,
    /// `EN`; `None` for a language without a catalogue (`C`, `de_DE`).
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or_default()
            .to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.tag() == primary)
    }

    /// The messages' language of a POSIX environment: the first of
    /// `LC_ALL`, `LC_MESSAGES`, `LANG` that is set and not empty decides
    /// (POSIX order); a language without a catalogue, `C` or nothing at all
    /// gives English. `var` reads one variable.
    pub fn from_locale(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(var)
            .find(|v| !v.is_empty())
            .and_then(|v| Lang::from_tag(&v))
            .unwrap_or_default()
    }
}

#[cfg(test)]
mod tests;

#[cfg(test)]
mod coverage_tests;

#[cfg(test)]
mod ui_tests;
