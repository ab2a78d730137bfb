//! [`English`] as a [`Catalogue`]: each method calls this folder's free
//! function or the engine type's `Display` (which is the English wording).
//! The classic texts share one English vocabulary, so `system` is unused.

use super::English;
use crate::lang::catalogue::*;
use crate::lang::cli::CliMessage;

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
use crate::model::arbiter::ArbiterError;
use crate::model::fide::{ChangeReason, Date, FideIssue, FideIssueKind, Severity};
use crate::model::settings::{Field, SettingsError};
use crate::model::{
    Colour, InvalidReason, Modifier, PairingError, SystemKind, TieBreak, TieBreakKind, Tournament,
    Tpn,
};
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

impl Catalogue for English {
    fn own_name(&self) -> &'static str {
        "English"
    }
    fn tag(&self) -> &'static str {
        "en"
    }
    fn ui(&self) -> &'static dyn UiWords {
        &English
    }
    fn decimal(&self, text: &str) -> String {
        text.to_owned()
    }
}

impl ModelWords for English {
    fn system_name(&self, s: SystemKind) -> &'static str {
        super::model::system_name(s)
    }
    fn field_name(&self, f: Field) -> &'static str {
        super::model::field_name(f)
    }
    fn numbers_fixed(&self) -> &'static str {
        super::model::NUMBERS_FIXED
    }
    fn delete_paired(&self) -> &'static str {
        super::model::DELETE_PAIRED
    }
    fn arbiter_error(&self, e: &ArbiterError) -> String {
        e.to_string()
    }
    fn settings_error(&self, e: &SettingsError) -> String {
        e.to_string()
    }
    fn new_tournament_error(&self, e: &NewTournamentError) -> String {
        e.to_string()
    }
}

impl TrfWords for English {
    fn trf_error(&self, e: &TrfError) -> String {
        e.to_string()
    }
    fn trf_error_kind(&self, k: &TrfErrorKind) -> String {
        k.to_string()
    }
    fn trf_warning(&self, w: &TrfWarning) -> String {
        w.to_string()
    }
    fn trf_warning_kind(&self, k: &TrfWarningKind) -> String {
        k.to_string()
    }
    fn match_columns_error(&self, e: &MatchColumnsError) -> String {
        e.to_string()
    }
}

impl PairingWords for English {
    fn pairing_error(&self, e: &PairingError) -> String {
        e.to_string()
    }
    fn invalid_reason(&self, r: &InvalidReason) -> String {
        r.to_string()
    }
}

impl GenerateWords for English {
    fn generate_error(&self, e: &GenerateError) -> String {
        e.to_string()
    }
    fn config_error(&self, e: &ConfigError) -> String {
        e.to_string()
    }
    fn bad_pairing(&self, e: &BadPairing) -> String {
        e.to_string()
    }
}

impl MatchingWords for English {
    fn matching_error(&self, e: &MatchingError) -> String {
        e.to_string()
    }
}

impl CheckerWords for English {
    fn round_check(&self, c: &RoundCheck) -> String {
        super::checker::round_check(c)
    }
}

impl FideWords for English {
    fn date(&self, d: Date) -> String {
        d.to_string()
    }
    fn severity(&self, s: Severity) -> &'static str {
        match s {
            Severity::Refused => "refused",
            Severity::Warning => "warning",
        }
    }
    fn change_reason(&self, r: &ChangeReason) -> String {
        r.to_string()
    }
    fn fide_issue_kind(&self, k: &FideIssueKind) -> String {
        k.to_string()
    }
    fn fide_issue(&self, i: &FideIssue) -> String {
        i.to_string()
    }
    fn fide_verdict(&self, r: &FideReport) -> String {
        super::fide::verdict(r)
    }
    fn tpn_rule(&self) -> &'static str {
        super::fide::TPN_RULE
    }
}

impl VerifyWords for English {
    fn finding_in(&self, _system: SystemKind, f: &Finding, whose: Whose) -> String {
        super::verify::finding_in(f, whose)
    }
    fn explanation(&self, e: &RoundExplanation) -> String {
        super::verify::explanation(e)
    }
}

impl StandingsWords for English {
    fn tiebreak_kind_name(&self, k: TieBreakKind) -> &'static str {
        super::standings::kind_name(k)
    }
    fn tiebreak_kind_meaning(&self, k: TieBreakKind) -> &'static str {
        super::standings::kind_meaning(k)
    }
    fn modifier_name(&self, m: Modifier) -> &'static str {
        super::standings::modifier_name(m)
    }
    fn tiebreak_name(&self, tb: TieBreak) -> String {
        super::standings::name(tb)
    }
    fn tiebreak_meaning(&self, tb: TieBreak) -> String {
        super::standings::meaning(tb)
    }
    fn unknown_tiebreak_code(&self, code: &str) -> String {
        super::standings::unknown_code(code)
    }
    fn unplayed(&self, u: Unplayed) -> &'static str {
        super::standings::unplayed(u)
    }
    fn contribution(&self, t: &Tournament, c: &Contribution) -> String {
        super::standings::contribution(t, c)
    }
    fn how(&self, t: &Tournament, h: &How) -> Vec<String> {
        super::standings::how(t, h)
    }
    fn rank_difference(&self, t: &Tournament, d: &RankDifference) -> String {
        super::standings::rank_difference(t, d)
    }
}

impl TeachWords for English {
    fn colour_name(&self, c: Colour) -> &'static str {
        super::teach::colour_name(c)
    }
    fn absolute(&self, a: &Absolute) -> String {
        super::teach::absolute(a)
    }
    fn failed(&self, f: &Failed) -> String {
        super::teach::failed(f)
    }
    fn alteration(&self, a: &Alteration, ex: Option<&(Vec<usize>, Vec<usize>)>) -> String {
        super::teach::alteration(a, ex)
    }
    fn step_alteration(&self, s: &CandidateStep) -> String {
        super::teach::step_alteration(s)
    }
    fn candidate_record(&self, r: &CandidateRecord) -> String {
        super::teach::candidate_record(r)
    }
    fn choice(&self, c: &Choice, criteria: Criteria) -> String {
        super::teach::choice(c, criteria)
    }
    fn bracket_trace(&self, t: &BracketTrace) -> Vec<String> {
        super::teach::bracket_trace(t)
    }
    fn colour_article(&self, a: ColourArticle) -> String {
        super::teach::colour_article(a)
    }
    fn colour_explanation(&self, e: &ColourExplanation) -> String {
        super::teach::colour_explanation(e)
    }
    fn criterion_value(&self, e: &Evaluation, c: Criterion) -> String {
        super::teach::criterion_value(e, c)
    }
    fn why_not(&self, reason: &WhyNot, x: Tpn, y: Tpn, criteria: Criteria) -> String {
        super::teach::why_not(reason, x, y, criteria)
    }
    fn why_not_answer(&self, a: &WhyNotAnswer) -> String {
        super::teach::why_not_answer(a)
    }
    fn lesson_title(&self, id: LessonId) -> &'static str {
        super::teach::lesson_title(id)
    }
    fn step_title(&self, step: &LessonStep) -> &'static str {
        super::teach::step_title(step)
    }
    fn step_text(&self, step: &LessonStep) -> String {
        super::teach::step_text(step)
    }
    fn literal_error(&self, e: &LiteralError) -> String {
        e.to_string()
    }
    fn explain_error(&self, e: &ExplainError) -> String {
        e.to_string()
    }
    fn study_error(&self, e: &StudyError) -> String {
        e.to_string()
    }
    fn lesson_error(&self, e: &LessonError) -> String {
        e.to_string()
    }
}

impl ClassicWords for English {
    fn classic_criterion(&self, system: SystemKind, c: ClassicCriterion) -> &'static str {
        super::classic::criterion_for(system, c)
    }
    fn rejection(&self, system: SystemKind, r: &Rejection) -> String {
        super::classic::rejection_for(system, r)
    }
    fn classic_colour_rule(&self, _system: SystemKind, r: ClassicColourRule) -> String {
        super::classic::colour_rule(r)
    }
    fn classic_event(&self, system: SystemKind, e: &Event) -> String {
        super::classic::event_for(system, e)
    }
}

impl ClassicTeachWords for English {
    fn board_colour(
        &self,
        _system: SystemKind,
        white: Tpn,
        black: Tpn,
        rule: ClassicColourRule,
    ) -> String {
        super::classic_teach::board_colour(white, black, rule)
    }
    fn passed_over(&self, first: u64, last: u64) -> String {
        super::classic_teach::passed_over(first, last)
    }
    fn bracket_title(&self, _system: SystemKind, b: &BracketPass) -> String {
        super::classic_teach::bracket_title(b)
    }
    fn classic_error(&self, e: &ClassicError) -> String {
        super::classic_teach::error(e)
    }
    fn classic_lesson_title(&self, kind: SystemKind, id: ClassicLessonId) -> String {
        super::classic_teach::lesson_title(kind, id)
    }
    fn classic_lesson_text(&self, t: LessonText) -> String {
        super::classic_teach::lesson_text(t)
    }
    fn exchange(&self, e: &Exchange) -> String {
        super::classic_teach::exchange(e)
    }
    fn b3_pairing(&self, p: &B3Pairing) -> String {
        super::classic_teach::b3_pairing(p)
    }
    fn lesson_lines(&self, d: &LessonData) -> Vec<String> {
        super::classic_teach::lesson_lines(d)
    }
    fn classic_lesson_error(&self, e: &ClassicLessonError) -> String {
        super::classic_teach::lesson_error(e)
    }
    fn c_step(&self, s: CStep) -> String {
        super::classic_teach::c_step(s)
    }
    fn counters(&self, c: &Counters) -> String {
        super::classic_teach::counters(c)
    }
}

impl CliWords for English {
    fn cli(&self, m: &CliMessage) -> String {
        super::cli::message(m)
    }
    fn cli_help(&self, _path: &str) -> Option<&'static str> {
        None
    }
}

impl RatingListWords for English {
    fn ratinglist_warning(&self, w: &crate::ratinglist::read::Warning) -> String {
        w.to_string()
    }
    fn ratinglist_error(&self, e: &crate::ratinglist::read::ImportError) -> String {
        e.to_string()
    }
}

impl ShareWords for English {
    fn fragment_error(&self, e: &crate::share::fragment::FragmentError) -> String {
        super::share::fragment_error(e)
    }
    fn player_lines(&self, w: &crate::share::why::PlayerWhy) -> Vec<String> {
        super::share::player_lines(w)
    }
    fn arbiter_lines(&self, w: &crate::share::why::PlayerWhy) -> Vec<String> {
        super::share::arbiter_lines(w)
    }
    fn board_result(&self, r: crate::model::arbiter::BoardResult) -> &'static str {
        super::share::result(r)
    }
    fn export_word(&self, w: crate::share::html::ExportWord) -> String {
        super::share::export_word(w)
    }
}
