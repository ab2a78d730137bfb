//! What a language must say: one trait per layer's data, and
//! [`Catalogue`], all of them together. A language implements every method;
//! none has a default, so a missing message is a compile error, never a key
//! shown at run time.
//!
//! Methods take the engine's data (enums with articles and numbers) and
//! return the sentence. Names are unique across the traits, so a call on a
//! `&dyn Catalogue` is never ambiguous.

use crate::checker::{FideReport, RoundCheck};
use crate::dutch::classic::exchange::Exchange;
use crate::dutch::classic::trace::{
    ColourRule as ClassicColourRule, Criterion as ClassicCriterion, Event, Rejection,
};
use crate::dutch::colours::ColourArticle;
use crate::dutch::criterion::Criterion;
use crate::dutch::evaluate::Evaluation;
use crate::generate::{BadPairing, ConfigError, GenerateError};
use crate::matching::MatchingError;
use crate::model::arbiter::{ArbiterError, BoardResult};
use crate::model::fide::{ChangeReason, Date, FideIssue, FideIssueKind, Severity};
use crate::model::settings::{Field, SettingsError};
use crate::model::{
    Colour, InvalidReason, Modifier, PairingError, SystemKind, TieBreak, TieBreakKind, Tournament,
    Tpn,
};
use crate::share::fragment::FragmentError;
use crate::share::html::ExportWord;
use crate::share::why::PlayerWhy;
use crate::standings::check::RankDifference;
use crate::standings::{Contribution, How, Unplayed};
use crate::store::NewTournamentError;
use crate::teach::classic::lessons::{
    B3Pairing, ClassicLessonId, LessonData, LessonError as ClassicLessonError, LessonText,
};
use crate::teach::classic::{BracketPass, CStep, ClassicError, Counters};
use crate::teach::explain::{ColourExplanation, ExplainError, WhyNot, WhyNotAnswer};
use crate::teach::lessons::{LessonError, LessonId, LessonStep};
use crate::teach::literal::LiteralError;
use crate::teach::study::{CandidateStep, Failed, StudyError};
use crate::teach::trace::{Absolute, Alteration, BracketTrace, CandidateRecord, Choice};
use crate::teach::verify::{Finding, RoundExplanation};
use crate::trf::error::{TrfError, TrfErrorKind, TrfWarning, TrfWarningKind};
use crate::trf::matches::MatchColumnsError;

use super::cli::CliMessage;

/// Every message of one language.
pub trait Catalogue:
    ModelWords
    + TrfWords
    + PairingWords
    + GenerateWords
    + MatchingWords
    + CheckerWords
    + FideWords
    + VerifyWords
    + StandingsWords
    + TeachWords
    + ClassicWords
    + ClassicTeachWords
    + CliWords
    + ShareWords
    + Sync
{
    /// The language's name in itself: "English", "Français".
    fn own_name(&self) -> &'static str;
    /// Its BCP-47 primary tag: "en", "fr".
    fn tag(&self) -> &'static str;
    /// A number of points or a decimal value as this language writes it:
    /// `1.5` → "1.5" / "1,5".
    fn decimal(&self, text: &str) -> String;
}

/// The `model` layer: system names, settings labels, refusals.
pub trait ModelWords {
    fn system_name(&self, s: SystemKind) -> &'static str;
    fn field_name(&self, f: Field) -> &'static str;
    /// C.04.2 art. 2.3.
    fn numbers_fixed(&self) -> &'static str;
    fn delete_paired(&self) -> &'static str;
    fn arbiter_error(&self, e: &ArbiterError) -> String;
    fn settings_error(&self, e: &SettingsError) -> String;
    fn new_tournament_error(&self, e: &NewTournamentError) -> String;
}

/// The TRF reader's refusals and warnings.
pub trait TrfWords {
    /// "line 3, column 5: …".
    fn trf_error(&self, e: &TrfError) -> String;
    fn trf_error_kind(&self, k: &TrfErrorKind) -> String;
    /// "line 3: warning: …".
    fn trf_warning(&self, w: &TrfWarning) -> String;
    fn trf_warning_kind(&self, k: &TrfWarningKind) -> String;
    fn match_columns_error(&self, e: &MatchColumnsError) -> String;
}

/// Why a round could not be paired.
pub trait PairingWords {
    fn pairing_error(&self, e: &PairingError) -> String;
    fn invalid_reason(&self, r: &InvalidReason) -> String;
}

/// The generator's refusals.
pub trait GenerateWords {
    fn generate_error(&self, e: &GenerateError) -> String;
    fn config_error(&self, e: &ConfigError) -> String;
    fn bad_pairing(&self, e: &BadPairing) -> String;
}

/// The matcher's refusals.
pub trait MatchingWords {
    fn matching_error(&self, e: &MatchingError) -> String;
}

/// The checker's comparison of one round.
pub trait CheckerWords {
    fn round_check(&self, c: &RoundCheck) -> String;
}

/// The FIDE mode.
pub trait FideWords {
    fn date(&self, d: Date) -> String;
    fn severity(&self, s: Severity) -> &'static str;
    fn change_reason(&self, r: &ChangeReason) -> String;
    fn fide_issue_kind(&self, k: &FideIssueKind) -> String;
    /// "refused: …" / "warning: …".
    fn fide_issue(&self, i: &FideIssue) -> String;
    fn fide_verdict(&self, r: &FideReport) -> String;
    /// C.04.2 art. 2.3, enforced.
    fn tpn_rule(&self) -> &'static str;
}

/// `check --explain`. `system` chooses the words of that system's text
/// (the 2026 « top joueurs », the 2017 « cracks », …).
pub trait VerifyWords {
    fn finding(&self, system: SystemKind, f: &Finding) -> String;
    fn explanation(&self, e: &RoundExplanation) -> String;
}

/// The standings (C.07).
pub trait StandingsWords {
    fn tiebreak_kind_name(&self, k: TieBreakKind) -> &'static str;
    fn tiebreak_kind_meaning(&self, k: TieBreakKind) -> &'static str;
    fn modifier_name(&self, m: Modifier) -> &'static str;
    /// "Buchholz Cut-1 (BH-C1)".
    fn tiebreak_name(&self, tb: TieBreak) -> String;
    fn tiebreak_meaning(&self, tb: TieBreak) -> String;
    fn unknown_tiebreak_code(&self, code: &str) -> String;
    fn unplayed(&self, u: Unplayed) -> &'static str;
    fn contribution(&self, t: &Tournament, c: &Contribution) -> String;
    fn how(&self, t: &Tournament, h: &How) -> Vec<String>;
    fn rank_difference(&self, t: &Tournament, d: &RankDifference) -> String;
}

/// The teaching layer over the 2026/2017 Dutch rules.
pub trait TeachWords {
    fn colour_name(&self, c: Colour) -> &'static str;
    fn absolute(&self, a: &Absolute) -> String;
    fn failed(&self, f: &Failed) -> String;
    fn alteration(&self, a: &Alteration, ex: Option<&(Vec<usize>, Vec<usize>)>) -> String;
    fn step_alteration(&self, s: &CandidateStep) -> String;
    fn candidate_record(&self, r: &CandidateRecord) -> String;
    fn choice(&self, c: &Choice) -> String;
    fn bracket_trace(&self, t: &BracketTrace) -> Vec<String>;
    fn colour_article(&self, a: ColourArticle) -> String;
    fn colour_explanation(&self, e: &ColourExplanation) -> String;
    fn criterion_value(&self, e: &Evaluation, c: Criterion) -> String;
    fn why_not(&self, reason: &WhyNot, x: Tpn, y: Tpn) -> String;
    fn why_not_answer(&self, a: &WhyNotAnswer) -> String;
    fn lesson_title(&self, id: LessonId) -> &'static str;
    fn step_title(&self, step: &LessonStep) -> &'static str;
    fn step_text(&self, step: &LessonStep) -> String;
    fn literal_error(&self, e: &LiteralError) -> String;
    fn explain_error(&self, e: &ExplainError) -> String;
    fn study_error(&self, e: &StudyError) -> String;
    fn lesson_error(&self, e: &LessonError) -> String;
}

/// The classic Dutch procedure's trace (2008, 1992–2006, French 1992).
/// `system` chooses the words of that system's own text where the texts
/// differ.
pub trait ClassicWords {
    fn classic_criterion(&self, system: SystemKind, c: ClassicCriterion) -> &'static str;
    fn rejection(&self, system: SystemKind, r: &Rejection) -> String;
    fn classic_colour_rule(&self, system: SystemKind, r: ClassicColourRule) -> String;
    fn classic_event(&self, system: SystemKind, e: &Event) -> String;
}

/// The classic texts' teaching data (Learn).
pub trait ClassicTeachWords {
    fn board_colour(
        &self,
        system: SystemKind,
        white: Tpn,
        black: Tpn,
        rule: ClassicColourRule,
    ) -> String;
    fn passed_over(&self, first: u64, last: u64) -> String;
    fn bracket_title(&self, system: SystemKind, b: &BracketPass) -> String;
    fn classic_error(&self, e: &ClassicError) -> String;
    fn classic_lesson_title(&self, kind: SystemKind, id: ClassicLessonId) -> String;
    fn classic_lesson_text(&self, t: LessonText) -> String;
    fn exchange(&self, e: &Exchange) -> String;
    fn b3_pairing(&self, p: &B3Pairing) -> String;
    fn lesson_lines(&self, d: &LessonData) -> Vec<String>;
    fn classic_lesson_error(&self, e: &ClassicLessonError) -> String;
    /// The step's article: `C2`, `C10.e`, `A5`, `E3`.
    fn c_step(&self, s: CStep) -> String;
    /// "P0 3 · M0 0 · …".
    fn counters(&self, c: &Counters) -> String;
}

/// The command line's own messages.
pub trait CliWords {
    fn cli(&self, m: &CliMessage) -> String;
}

/// Sharing a round with the players (issue 19): the shared link's
/// refusals, each player's "why" in a player's words and the arbiter's
/// exact version, the HTML export's words.
pub trait ShareWords {
    fn fragment_error(&self, e: &FragmentError) -> String;
    /// The lines a player reads about their own pairing.
    fn player_lines(&self, w: &PlayerWhy) -> Vec<String>;
    /// The arbiter's version of the same reasons, with the articles.
    fn arbiter_lines(&self, w: &PlayerWhy) -> Vec<String>;
    /// A board's result as printed ("1-0", "½-½", "…" for none yet).
    fn board_result(&self, r: BoardResult) -> &'static str;
    fn export_word(&self, w: ExportWord) -> String;
}
