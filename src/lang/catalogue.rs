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
use crate::dutch::context::Criteria;
use crate::dutch::criterion::Criterion;
use crate::dutch::evaluate::Evaluation;
use crate::generate::{BadPairing, ConfigError, GenerateError};
use crate::matching::MatchingError;
use crate::model::arbiter::{ArbiterError, BoardResult};
use crate::model::fide::{ChangeReason, Date, FideIssue, FideIssueKind, Severity};
use crate::model::settings::{Field, SettingsError};
use crate::model::Pairing;
use crate::model::{
    Colour, InvalidReason, Modifier, PairingError, SystemKind, TieBreak, TieBreakKind, Tournament,
    Tpn,
};
use crate::share::fragment::FragmentError;
use crate::share::html::ExportWord;
use crate::share::why::PlayerWhy;
use crate::standings::check::RankDifference;
use crate::standings::{Contribution, How, Unplayed};
use crate::store::backup::BackupError;
use crate::store::schema::DecodeError;
use crate::store::NewTournamentError;
use crate::store::{ImportAction, ImportReport, KvError, StoreError};
use crate::swiss::{ColourPreference, Float};
use crate::teach::classic::lessons::{
    B3Pairing, ClassicLessonId, LessonData, LessonError as ClassicLessonError, LessonText,
};
use crate::teach::classic::{BracketPass, CStep, ClassicError, Counters};
use crate::teach::diagram::Diagram;
use crate::teach::exercise::{ExerciseError, Source as ExerciseSource};
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
    + RatingListWords
    + Sync
{
    /// The app's words ([`UiWords`]).
    fn ui(&self) -> &'static dyn UiWords;
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
    /// One finding on `whose` pairing, on one line.
    fn finding_in(&self, system: SystemKind, f: &Finding, whose: Whose) -> String;
    /// A finding on a checked file (`check --explain`, the verifier).
    fn finding(&self, system: SystemKind, f: &Finding) -> String {
        self.finding_in(system, f, Whose::File)
    }
    /// A finding on a trainee's answer (Learn's exercises): "your answer"
    /// where [`VerifyWords::finding`] names the file.
    fn exercise_finding(&self, system: SystemKind, f: &Finding) -> String {
        self.finding_in(system, f, Whose::Answer)
    }
    fn explanation(&self, e: &RoundExplanation) -> String;
}

/// Whose pairing a finding judges: a file checked by `check --explain`, or a
/// trainee's answer in Learn's exercises. Only the words naming it differ.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Whose {
    File,
    Answer,
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
    /// [`Self::failed`] with the criterion named as `criteria`'s text
    /// names it (2017 "C.10" for 2026 "C12", `Criteria::criterion_cite`).
    fn failed_in(&self, criteria: Criteria, f: &Failed) -> String {
        let text = self.failed(f);
        let c = match f {
            Failed::Criterion(c) => *c,
            Failed::Absolute(Absolute::C3 { .. }) => Criterion::C3AbsolutePreferences,
            Failed::Absolute(_) => Criterion::C1NoRematch,
        };
        if criteria == Criteria::Dutch2026 {
            return text;
        }
        let (label, _) = criteria.criterion_cite(c);
        match text.strip_prefix(&format!("C{}", c.number())) {
            Some(rest) => format!("{label}{rest}"),
            None => text,
        }
    }
    fn alteration(&self, a: &Alteration, ex: Option<&(Vec<usize>, Vec<usize>)>) -> String;
    fn step_alteration(&self, s: &CandidateStep) -> String;
    fn candidate_record(&self, r: &CandidateRecord) -> String;
    /// The accepted candidate and why, in the articles of `criteria`'s
    /// text (2026 art. 3.4.1 / 3.8; 2017 B.4 / B.8).
    fn choice(&self, c: &Choice, criteria: Criteria) -> String;
    fn bracket_trace(&self, t: &BracketTrace) -> Vec<String>;
    fn colour_article(&self, a: ColourArticle) -> String;
    fn colour_explanation(&self, e: &ColourExplanation) -> String;
    fn criterion_value(&self, e: &Evaluation, c: Criterion) -> String;
    /// "Why not X–Y?" in the criteria and articles of `criteria`'s text.
    fn why_not(&self, reason: &WhyNot, x: Tpn, y: Tpn, criteria: Criteria) -> String;
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

/// The FIDE rating list reader's warnings (with their line and column) and
/// refusals.
pub trait RatingListWords {
    fn ratinglist_warning(&self, w: &crate::ratinglist::read::Warning) -> String;
    fn ratinglist_error(&self, e: &crate::ratinglist::read::ImportError) -> String;
}

/// The command line's own messages.
pub trait CliWords {
    fn cli(&self, m: &CliMessage) -> String;
    /// The help of a command or an argument (`""` the program, `"pair"`,
    /// `"pair.system"`); `None` keeps the one written in the code (English).
    fn cli_help(&self, path: &str) -> Option<&'static str>;
}

/// The app's words that take data (numbers, names, the engine's
/// values): one method per label of `ui::text`, which calls the current
/// language's. The fixed labels are [`Words`](crate::lang::words::Words).
pub trait UiWords: Sync {
    /// The fixed labels.
    fn words(&self) -> &'static crate::lang::words::Words;
    /// Display name of a pairing system.
    fn system_name(&self, s: SystemKind) -> &'static str;
    /// "7 rounds · 12 players".
    fn rounds_and_players(&self, rounds: u32, players: usize) -> String;
    /// The question shown before deleting.
    fn confirm_delete(&self, name: &str) -> String;
    fn created(&self, name: &str) -> String;
    fn deleted(&self, name: &str) -> String;
    fn imported(&self, r: &ImportReport) -> String;
    /// One line of the import preview.
    fn import_action(&self, name: &str, action: ImportAction) -> String;
    /// A change refused after this tab caught up with another tab's save.
    fn not_kept_after_other_tab(&self, why: &str) -> String;
    /// The tournament list's backup line: the last backup's local time, and
    /// the complete round no backup holds yet.
    fn backup_age(&self, last: Option<String>, due: Option<u32>) -> String;
    /// The reminder after a round.
    fn backup_reminder(&self, round: u32) -> String;
    /// What persistent storage means here.
    fn persistence(&self, granted: Option<bool>) -> &'static str;
    fn form_error(&self, e: NewTournamentError) -> String;
    fn kv_error(&self, e: &KvError) -> String;
    fn store_error(&self, e: &StoreError) -> String;
    fn decode_error(&self, e: &DecodeError) -> String;
    fn backup_error(&self, e: &BackupError) -> String;
    /// A saved item that could not be read, for the problems panel.
    fn problem(&self, key: &str, e: &DecodeError) -> String;
    fn withdrawn_from(&self, round: u32) -> String;
    fn rating_label(&self, rating: u32) -> String;
    fn added_players(&self, n: usize) -> String;
    fn line_error(&self, e: &crate::model::arbiter::LineError) -> String;
    fn pair_round(&self, round: u32) -> String;
    fn round_title(&self, round: u32) -> String;
    fn boards_open(&self, k: usize) -> String;
    fn paired(&self, round: u32) -> String;
    fn pairing_cancelled(&self, round: u32) -> String;
    /// What the pairing worker is doing: round `round`, its last report.
    fn pairing_progress(&self, round: u32, progress: Option<crate::systems::Progress>) -> String;
    /// The button label of a board result.
    fn board_result(&self, r: crate::model::arbiter::BoardResult) -> &'static str;
    /// "Anna Smith (3)".
    fn name_tpn(&self, name: &str, tpn: crate::model::Tpn) -> String;
    fn pairing_error(&self, e: &crate::model::PairingError) -> String;
    fn arbiter_error(&self, e: &crate::model::arbiter::ArbiterError) -> String;
    fn late_entry_rounds(&self, l: crate::model::LateEntryRounds) -> &'static str;
    fn colour_name(&self, c: crate::model::Colour) -> &'static str;
    fn colour_drawn(&self, c: crate::model::Colour) -> String;
    fn tiebreak_name(&self, tb: crate::standings::TieBreak) -> String;
    /// `BH-C1: Buchholz Cut-1: the sum of the opponents' scores (C.07 art. 8.1), …`.
    fn tiebreak_meaning(&self, tb: crate::standings::TieBreak) -> String;
    /// The accessible name of the `i`-th (0-based) tie-break select.
    fn tiebreak_slot_label(&self, i: usize) -> String;
    /// The accessible name of a tie-break value one can tap.
    fn tiebreak_value_label(&self, code: &str, player: &str, value: &str) -> String;
    fn settings_error(&self, e: &crate::model::settings::SettingsError) -> String;
    fn trf_error(&self, e: &crate::trf::TrfError) -> String;
    fn trf_imported(&self, name: &str, players: usize, rounds: u32) -> String;
    /// Shown on the Players page once a round is paired.
    fn late_entry_help(&self, l: crate::model::LateEntryRounds) -> &'static str;
    fn bye_kind(&self, k: crate::model::ByeKind) -> &'static str;
    fn absence_line(&self, round: u32, name: &str, kind: crate::model::ByeKind) -> String;
    fn deleted_player(&self, name: &str) -> String;
    fn numbers_kept(&self, tpn: crate::model::Tpn) -> String;
    fn round_complete(&self, round: u32) -> String;
    fn standings_after(&self, round: u32) -> String;
    fn float_mark(&self, f: crate::swiss::history::Float) -> &'static str;
    /// "1½", "½", "2", "0" (other values: "1.3").
    fn points(&self, p: crate::model::Points) -> String;
    /// A match score, "1½–½".
    fn match_score(&self, a: crate::model::Points, b: crate::model::Points) -> String;
    /// "Game 1 · White: Anna Smith (3)".
    fn game_label(&self, game: u32, white: &str) -> String;
    fn ds_standings_after(&self, round: u32) -> String;
    /// "Score 4.5" style points (tenths shown as a decimal).
    fn decimal_points(&self, p: crate::model::Points) -> String;
    /// "Step 3 of 9".
    fn step_of(&self, k: usize, n: usize) -> String;
    /// "Entries 1–8 of 720".
    fn entries_of(&self, first: usize, shown: usize, total: usize) -> String;
    /// "art. 4.2, 4.3".
    fn articles(&self, list: &[String]) -> String;
    fn lesson_steps(&self, n: usize) -> String;
    /// Two exchanges compared (art. 4.3.2): which rule decides.
    fn comparison_rule(&self, rule: char) -> String;
    fn source_tournament(&self, name: &str) -> String;
    fn bracket_button(&self, b: &crate::teach::study::BracketSummary) -> String;
    fn bracket_title(&self, index: usize, score: crate::model::Points, homogeneous: bool)
        -> String;
    /// The parameters and subgroups of a bracket (BSNs), citing
    /// `criteria`'s text (2026 art. 3.1, 3.2; 2017 B.1, B.2).
    fn parameters(&self, p: &crate::teach::trace::Parameters, criteria: Criteria) -> String;
    /// "Candidate 3 of 16" / "Candidates 25–144 of 720" (generation order, art. 3.6–3.7).
    fn candidate_counter(&self, first: u64, count: u64, generated: u64) -> String;
    /// The outcome of a candidate step.
    /// (2026 art. 3.4.1, 3.8, [C4]; 2017 B.4, B.8, C.4).
    fn step_kind(&self, k: crate::teach::study::StepKind, criteria: Criteria) -> String;
    /// "Fails: C12, C13" (the criteria already worded).
    fn fails(&self, criteria: &str) -> String;
    /// How the bracket ended.
    fn verdict(&self, v: &crate::teach::study::Verdict, criteria: Criteria) -> String;
    /// The role of a player in the bracket (art. 3.2).
    fn membership(&self, m: crate::teach::trace::Membership) -> &'static str;
    /// A colour preference (art. 1.7): "strong W".
    fn preference(&self, p: Option<crate::swiss::ColourPreference>) -> String;
    fn colours_played(&self, c: &[crate::model::Colour]) -> String;
    /// Floats per round (art. 1.4): ↓ down, ↑ up, · none.
    fn floats(&self, f: &[Option<crate::swiss::Float>]) -> String;
    /// "Colours of 3–12: art. 5.2.3".
    fn colours_title(&self, a: crate::model::Tpn, b: crate::model::Tpn, article: &str) -> String;
    fn signed(&self, x: i32) -> String;
    /// A player in a select: "12 · Anna Smith (4.5)".
    fn round_player(&self, p: &crate::teach::study::RoundPlayer) -> String;
    /// A board of the round: "1. 3–12".
    fn round_board(&self, k: usize, b: &crate::model::Board) -> String;
    fn bye_of(&self, t: crate::model::Tpn) -> String;
    /// Why a round, bracket or question could not be explained.
    fn study_error(&self, e: &crate::teach::study::StudyError) -> String;
    /// TRF-2026 `299`: the points a player was given (or lost) outside the
    /// games, in tenths: "+1.0 outside the games (bonus)".
    fn adjustment(&self, tenths: i64) -> String;
    /// "+1.0", "−0.5".
    fn adjustment_short(&self, tenths: i64) -> String;
    /// "pocket-arbiter 0.1.0".
    fn report_program(&self, name: &str, version: &str) -> String;
    /// "5 of 5 rounds reproduced identically".
    fn report_checker(&self, agree: usize, checked: usize) -> String;
    fn yes_no(&self, b: bool) -> String;
    /// "Steps 1–40 of 120".
    fn classic_steps_shown(&self, shown: usize, total: usize) -> String;
    /// One logged save: when, and its revision.
    fn audit_heading(&self, when: &str, revision: u64) -> String;
    /// A game's result from White's side, as on a score sheet.
    fn white_result(&self, r: crate::model::GameResult) -> &'static str;
    /// One change of the audit log in words.
    fn audit_change(&self, c: &crate::model::audit::Change) -> String;
    /// "QR code 1 of 2".
    fn share_part(&self, part: usize, parts: usize) -> String;
    /// "Board 3: Anna (1) – Bo (4)".
    fn share_board(&self, board: usize, white: &str, black: &str) -> String;
    fn share_bye(&self, name: &str) -> String;
    fn share_by_name(&self, round: u32) -> String;
    /// "Round 3" or "Round 3, part 1 of 2".
    fn share_round(&self, round: u32, part: u32, parts: u32) -> String;
    /// "Checking round 3 of 9…".
    fn verify_progress(&self, round: u32, of: u32) -> String;
    /// "Round 3: identical".
    fn verify_same(&self, round: u32) -> String;
    fn verify_differs(&self, round: u32) -> String;
    fn verify_summary(&self, checked: u32, differ: u32) -> String;
    /// The file's pairing and ours, one line each.
    fn verify_pairings(&self, file: &str, ours: &str) -> String;
    fn verify_bad_file(&self, file: &str, e: &crate::trf::TrfError) -> String;
    fn verify_not_explained(&self, e: &crate::model::PairingError) -> String;
    fn verify_added(&self, name: &str) -> String;
    fn verify_too_large(&self, file: &str, bytes: u64, max: usize) -> String;
    /// The accessible name of a round's "Explain this round in Learn".
    fn verify_learn(&self, round: u32) -> String;
    /// The rating kinds' names in the chooser.
    fn list_kind(&self, k: crate::ratinglist::RatingKind) -> &'static str;
    /// The stored list, in one line.
    fn list_status(&self, file: &str, players: u64, when: &str) -> String;
    /// The import under way.
    fn list_reading(&self, read: f64, total: f64, players: u64) -> String;
    fn list_saving(&self, players: u64) -> String;
    fn list_imported(&self, players: u64, skipped: u64) -> String;
    fn list_more_warnings(&self, n: u64) -> String;
    fn list_not_stored(&self, why: &str) -> String;
    /// A search result button's accessible name (unique: the FIDE id).
    fn list_pick(&self, name: &str, id: u32) -> String;
    /// What a player picked from the list brings besides the form's fields.
    fn list_picked(&self, id: u32, birth_year: Option<u16>) -> String;
    fn list_apply(&self, n: usize) -> String;
    fn list_applied(&self, n: usize) -> String;
    /// One rating change: "Name (FIDE id): before → after".
    fn list_change(&self, name: &str, id: u32, before: u32, after: u32) -> String;
    /// A button acting on one item of a list: "Edit Anna", "Delete Club Open".
    fn action_on(&self, action: &str, object: &str) -> String;
    /// A result button of one board: "1-0, board 3".
    fn on_board(&self, label: &str, board: usize) -> String;
    /// A result button of one game of a Double-Swiss match: "1-0, board 3, game 2".
    fn on_game(&self, label: &str, board: usize, game: u32) -> String;
    /// The name of a scrolling table (a keyboard reaches it to scroll it).
    fn scroll_table(&self, title: &str) -> String;
    /// A control of one round among several on a screen: "Reason, round 3".
    fn on_round(&self, label: &str, round: u32) -> String;
    /// An ordinal number: "1st", "2nd" / "1er", "2e".
    fn ordinal(&self, n: usize) -> String;
    /// A local date and time (month 1–12): "28 Nov 2026, 09:14".
    fn date_time(&self, year: u32, month: u32, day: u32, hour: u32, minute: u32) -> String;
    /// A label and its value: "Lessons: …" / "Leçons : …".
    fn labelled(&self, label: &str, value: &str) -> String;
    /// Learn in pictures (issue 23): a card's colour preference, "W!" / "(W)".
    fn preference_short(&self, p: Option<ColourPreference>) -> String;
    /// A card's floats of the last two rounds: "↓1 ↑2".
    fn float_marks(&self, last: Option<Float>, before: Option<Float>) -> String;
    fn diagram_link_fine(&self, a: Tpn, b: Tpn) -> String;
    fn diagram_link_breaks(&self, a: Tpn, b: Tpn, what: &str) -> String;
    fn diagram_link_worse(&self, a: Tpn, b: Tpn, what: &str) -> String;
    fn diagram_unpaired(&self, t: Tpn, what: &str, none: bool) -> String;
    /// The diagram's accessible name.
    fn diagram_summary(&self, d: &Diagram) -> String;
    fn exercise_score(&self, right: u32, tried: u32) -> String;
    fn exercise_title(&self, system: &str, source: ExerciseSource, round: u32) -> String;
    fn exercise_columns(&self) -> [&'static str; 5];
    fn exercise_pick(&self, t: Tpn) -> String;
    fn exercise_unpair(&self, a: Tpn, b: Tpn) -> String;
    fn exercise_white(&self, t: Tpn) -> String;
    fn exercise_answer(&self, p: &Pairing) -> String;
    fn exercise_error(&self, e: &ExerciseError) -> String;
    /// Issue 21: the n-th picker of the forbidden-pair form.
    fn group_player(&self, n: usize) -> String;
    /// "every round" / "rounds 2–3".
    fn prohibition_rounds(&self, p: &crate::model::Prohibition) -> String;
    fn remove_forbidden_label(&self, pair: &str) -> String;
    fn edit_forbidden_label(&self, pair: &str) -> String;
    fn added_forbidden(&self, n: usize) -> String;
    fn correction_result(
        &self,
        round: u32,
        white: &str,
        black: &str,
        before: crate::model::arbiter::BoardResult,
        after: crate::model::arbiter::BoardResult,
    ) -> String;
    fn score_change(
        &self,
        name: &str,
        before: crate::model::Points,
        after: crate::model::Points,
    ) -> String;
    fn rank_change(&self, name: &str, before: u32, after: u32, through: u32) -> String;
    fn next_round_verdict(&self, round: u32, was: bool, still: bool) -> String;
    fn save_and_repair(&self, round: u32) -> String;
    fn undone(&self, revision: u64) -> String;
    /// C.04.2 art. 4.4's reason for a change by hand.
    fn change_reason(&self, r: crate::model::change::ChangeReason) -> String;
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

/// Criterion `c` as a study line names it in `criteria`'s text: 2026 "C12"
/// (the trace's short form), 2017 "C.10" (`Criteria::criterion_cite`).
pub fn criterion_in(criteria: Criteria, c: Criterion) -> String {
    if criteria == Criteria::Dutch2026 {
        format!("C{}", c.number())
    } else {
        criteria.criterion_cite(c).0.to_string()
    }
}

/// An article cited in a line: a numbered article of the 2026 text as
/// "art. 3.8", a lettered one of the 2017 text bare, "B.8" (as that text
/// cites itself and as its "why not" answers do).
pub fn article_in(article: &str) -> String {
    if article.starts_with(|c: char| c.is_ascii_digit()) {
        format!("art. {article}")
    } else {
        article.to_string()
    }
}
