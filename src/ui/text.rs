//! Every word the app shows comes through here, in the current language.
//!
//! - [`w()`]: the current language's fixed labels (`text::w().nav_players`),
//!   one [`Words`] table per language (`src/lang/en/words.rs`,
//!   `src/lang/fr/words.rs`; a language lacking a label does not compile);
//! - each function below: a label built from data (numbers, names, the
//!   engine's values), the current language's [`UiWords`] method
//!   (`src/lang/en/ui.rs`, `src/lang/fr/ui.rs`);
//! - [`cat()`]: the current language's whole catalogue (the engine's
//!   errors, the teaching layer's explanations).
//!
//! The current language is kept here ([`lang`], [`set_lang`]) and nowhere
//! else; `ui::language` sets it, saves it and re-renders the app.

use crate::lang::catalogue::UiWords;
use crate::lang::words::Words;
use crate::lang::{Catalogue, Lang};
use crate::model::SystemKind;
use crate::store::backup::BackupError;
use crate::store::schema::DecodeError;
use crate::store::{ImportAction, ImportReport, KvError, NewTournamentError, StoreError};
use std::sync::atomic::{AtomicUsize, Ordering};

/// The current language, as its index in [`Lang::ALL`].
static CURRENT: AtomicUsize = AtomicUsize::new(0);

/// The language the app speaks now.
pub fn lang() -> Lang {
    Lang::ALL
        .get(CURRENT.load(Ordering::Relaxed))
        .copied()
        .unwrap_or_default()
}

/// Makes `l` the app's language (`ui::language::choose` also saves it and
/// re-renders the app).
pub fn set_lang(l: Lang) {
    let i = Lang::ALL.iter().position(|x| *x == l).unwrap_or(0);
    CURRENT.store(i, Ordering::Relaxed);
}

/// The current language's fixed labels.
pub fn w() -> &'static Words {
    ui().words()
}

/// The current language's catalogue (engine errors, explanations, lessons).
pub fn cat() -> &'static dyn Catalogue {
    lang().catalogue()
}

fn ui() -> &'static dyn UiWords {
    cat().ui()
}

/// Display name of a pairing system.
pub fn system_name(s: SystemKind) -> &'static str {
    ui().system_name(s)
}

/// "7 rounds · 12 players".
pub fn rounds_and_players(rounds: u32, players: usize) -> String {
    ui().rounds_and_players(rounds, players)
}

/// The question shown before deleting.
pub fn confirm_delete(name: &str) -> String {
    ui().confirm_delete(name)
}

pub fn created(name: &str) -> String {
    ui().created(name)
}

pub fn deleted(name: &str) -> String {
    ui().deleted(name)
}

pub fn imported(r: &ImportReport) -> String {
    ui().imported(r)
}

/// One line of the import preview.
pub fn import_action(name: &str, action: ImportAction) -> String {
    ui().import_action(name, action)
}

/// A change refused after this tab caught up with another tab's save.
pub fn not_kept_after_other_tab(why: &str) -> String {
    ui().not_kept_after_other_tab(why)
}

/// The tournament list's backup line: the last backup's local time, and
/// the complete round no backup holds yet.
pub fn backup_age(last: Option<String>, due: Option<u32>) -> String {
    ui().backup_age(last, due)
}

/// The reminder after a round.
pub fn backup_reminder(round: u32) -> String {
    ui().backup_reminder(round)
}

/// What persistent storage means here.
pub fn persistence(granted: Option<bool>) -> &'static str {
    ui().persistence(granted)
}

pub fn form_error(e: NewTournamentError) -> String {
    ui().form_error(e)
}

pub fn kv_error(e: &KvError) -> String {
    ui().kv_error(e)
}

pub fn store_error(e: &StoreError) -> String {
    ui().store_error(e)
}

pub fn decode_error(e: &DecodeError) -> String {
    ui().decode_error(e)
}

pub fn backup_error(e: &BackupError) -> String {
    ui().backup_error(e)
}

/// A saved item that could not be read, for the problems panel.
pub fn problem(key: &str, e: &DecodeError) -> String {
    ui().problem(key, e)
}

pub fn withdrawn_from(round: u32) -> String {
    ui().withdrawn_from(round)
}

pub fn rating_label(rating: u32) -> String {
    ui().rating_label(rating)
}

pub fn added_players(n: usize) -> String {
    ui().added_players(n)
}

pub fn line_error(e: &crate::model::arbiter::LineError) -> String {
    ui().line_error(e)
}

pub fn pair_round(round: u32) -> String {
    ui().pair_round(round)
}

pub fn round_title(round: u32) -> String {
    ui().round_title(round)
}

pub fn boards_open(k: usize) -> String {
    ui().boards_open(k)
}

pub fn paired(round: u32) -> String {
    ui().paired(round)
}

pub fn pairing_cancelled(round: u32) -> String {
    ui().pairing_cancelled(round)
}

/// What the pairing worker is doing: round `round`, its last report.
pub fn pairing_progress(round: u32, progress: Option<crate::systems::Progress>) -> String {
    ui().pairing_progress(round, progress)
}

/// The button label of a board result.
pub fn board_result(r: crate::model::arbiter::BoardResult) -> &'static str {
    ui().board_result(r)
}

/// "Anna Smith (3)".
pub fn name_tpn(name: &str, tpn: crate::model::Tpn) -> String {
    ui().name_tpn(name, tpn)
}

pub fn pairing_error(e: &crate::model::PairingError) -> String {
    ui().pairing_error(e)
}

pub fn arbiter_error(e: &crate::model::arbiter::ArbiterError) -> String {
    ui().arbiter_error(e)
}

pub fn late_entry_rounds(l: crate::model::LateEntryRounds) -> &'static str {
    ui().late_entry_rounds(l)
}

pub fn colour_name(c: crate::model::Colour) -> &'static str {
    ui().colour_name(c)
}

pub fn colour_drawn(c: crate::model::Colour) -> String {
    ui().colour_drawn(c)
}

pub fn tiebreak_name(tb: crate::standings::TieBreak) -> String {
    ui().tiebreak_name(tb)
}

/// `BH-C1: Buchholz Cut-1: the sum of the opponents' scores (C.07 art. 8.1), …`.
pub fn tiebreak_meaning(tb: crate::standings::TieBreak) -> String {
    ui().tiebreak_meaning(tb)
}

/// The accessible name of the `i`-th (0-based) tie-break select.
pub fn tiebreak_slot_label(i: usize) -> String {
    ui().tiebreak_slot_label(i)
}

/// The accessible name of a tie-break value one can tap.
pub fn tiebreak_value_label(code: &str, player: &str, value: &str) -> String {
    ui().tiebreak_value_label(code, player, value)
}

pub fn settings_error(e: &crate::model::settings::SettingsError) -> String {
    ui().settings_error(e)
}

pub fn trf_error(e: &crate::trf::TrfError) -> String {
    ui().trf_error(e)
}

pub fn trf_imported(name: &str, players: usize, rounds: u32) -> String {
    ui().trf_imported(name, players, rounds)
}

/// Shown on the Players page once a round is paired.
pub fn late_entry_help(l: crate::model::LateEntryRounds) -> &'static str {
    ui().late_entry_help(l)
}

pub fn bye_kind(k: crate::model::ByeKind) -> &'static str {
    ui().bye_kind(k)
}

pub fn absence_line(round: u32, name: &str, kind: crate::model::ByeKind) -> String {
    ui().absence_line(round, name, kind)
}

pub fn deleted_player(name: &str) -> String {
    ui().deleted_player(name)
}

pub fn numbers_kept(tpn: crate::model::Tpn) -> String {
    ui().numbers_kept(tpn)
}

pub fn round_complete(round: u32) -> String {
    ui().round_complete(round)
}

pub fn standings_after(round: u32) -> String {
    ui().standings_after(round)
}

pub fn float_mark(f: crate::swiss::history::Float) -> &'static str {
    ui().float_mark(f)
}

/// "1½", "½", "2", "0" (other values: "1.3").
pub fn points(p: crate::model::Points) -> String {
    ui().points(p)
}

/// A match score, "1½–½".
pub fn match_score(a: crate::model::Points, b: crate::model::Points) -> String {
    ui().match_score(a, b)
}

/// "Game 1 · White: Anna Smith (3)".
pub fn game_label(game: u32, white: &str) -> String {
    ui().game_label(game, white)
}

pub fn ds_standings_after(round: u32) -> String {
    ui().ds_standings_after(round)
}

/// "Score 4.5" style points (tenths shown as a decimal).
pub fn decimal_points(p: crate::model::Points) -> String {
    ui().decimal_points(p)
}

/// "Step 3 of 9".
pub fn step_of(k: usize, n: usize) -> String {
    ui().step_of(k, n)
}

/// "Entries 1–8 of 720".
pub fn entries_of(first: usize, shown: usize, total: usize) -> String {
    ui().entries_of(first, shown, total)
}

/// "art. 4.2, 4.3".
pub fn articles(list: &[String]) -> String {
    ui().articles(list)
}

pub fn lesson_steps(n: usize) -> String {
    ui().lesson_steps(n)
}

/// Two exchanges compared (art. 4.3.2): which rule decides.
pub fn comparison_rule(rule: char) -> String {
    ui().comparison_rule(rule)
}

pub fn source_tournament(name: &str) -> String {
    ui().source_tournament(name)
}

pub fn bracket_button(b: &crate::teach::study::BracketSummary) -> String {
    ui().bracket_button(b)
}

pub fn bracket_title(index: usize, score: crate::model::Points, homogeneous: bool) -> String {
    ui().bracket_title(index, score, homogeneous)
}

/// The parameters of art. 3.1 and subgroups of art. 3.2 (BSNs).
pub fn parameters(
    p: &crate::teach::trace::Parameters,
    criteria: crate::dutch::context::Criteria,
) -> String {
    ui().parameters(p, criteria)
}

/// "Candidate 3 of 16" / "Candidates 25–144 of 720" (generation order, art. 3.6–3.7).
pub fn candidate_counter(first: u64, count: u64, generated: u64) -> String {
    ui().candidate_counter(first, count, generated)
}

/// The outcome of a candidate step.
pub fn step_kind(
    k: crate::teach::study::StepKind,
    criteria: crate::dutch::context::Criteria,
) -> String {
    ui().step_kind(k, criteria)
}

/// "Fails: C12, C13" (the criteria already worded).
pub fn fails(criteria: &str) -> String {
    ui().fails(criteria)
}

/// How the bracket ended.
pub fn verdict(
    v: &crate::teach::study::Verdict,
    criteria: crate::dutch::context::Criteria,
) -> String {
    ui().verdict(v, criteria)
}

/// The role of a player in the bracket (art. 3.2).
pub fn membership(m: crate::teach::trace::Membership) -> &'static str {
    ui().membership(m)
}

/// A colour preference (art. 1.7): "strong W".
pub fn preference(p: Option<crate::swiss::ColourPreference>) -> String {
    ui().preference(p)
}

pub fn colours_played(c: &[crate::model::Colour]) -> String {
    ui().colours_played(c)
}

/// Floats per round (art. 1.4): ↓ down, ↑ up, · none.
pub fn floats(f: &[Option<crate::swiss::Float>]) -> String {
    ui().floats(f)
}

/// "Colours of 3–12: art. 5.2.3".
pub fn colours_title(a: crate::model::Tpn, b: crate::model::Tpn, article: &str) -> String {
    ui().colours_title(a, b, article)
}

pub fn signed(x: i32) -> String {
    ui().signed(x)
}

/// A player in a select: "12 · Anna Smith (4.5)".
pub fn round_player(p: &crate::teach::study::RoundPlayer) -> String {
    ui().round_player(p)
}

/// A board of the round: "1. 3–12".
pub fn round_board(k: usize, b: &crate::model::Board) -> String {
    ui().round_board(k, b)
}

pub fn bye_of(t: crate::model::Tpn) -> String {
    ui().bye_of(t)
}

/// Why a round, bracket or question could not be explained.
pub fn study_error(e: &crate::teach::study::StudyError) -> String {
    ui().study_error(e)
}

/// TRF-2026 `299`: the points a player was given (or lost) outside the
/// games, in tenths: "+1.0 outside the games (bonus)".
pub fn adjustment(tenths: i64) -> String {
    ui().adjustment(tenths)
}

/// "+1.0", "−0.5".
pub fn adjustment_short(tenths: i64) -> String {
    ui().adjustment_short(tenths)
}

/// "pocket-arbiter 0.1.0".
pub fn report_program(name: &str, version: &str) -> String {
    ui().report_program(name, version)
}

/// "5 of 5 rounds reproduced identically".
pub fn report_checker(agree: usize, checked: usize) -> String {
    ui().report_checker(agree, checked)
}

pub fn yes_no(b: bool) -> String {
    ui().yes_no(b)
}

/// "Steps 1–40 of 120".
pub fn classic_steps_shown(shown: usize, total: usize) -> String {
    ui().classic_steps_shown(shown, total)
}

/// One logged save: when, and its revision.
pub fn audit_heading(when: &str, revision: u64) -> String {
    ui().audit_heading(when, revision)
}

/// A game's result from White's side, as on a score sheet.
pub fn white_result(r: crate::model::GameResult) -> &'static str {
    ui().white_result(r)
}

/// One change of the audit log in words.
pub fn audit_change(c: &crate::model::audit::Change) -> String {
    ui().audit_change(c)
}

/// "QR code 1 of 2".
pub fn share_part(part: usize, parts: usize) -> String {
    ui().share_part(part, parts)
}

/// "Board 3: Anna (1) – Bo (4)".
pub fn share_board(board: usize, white: &str, black: &str) -> String {
    ui().share_board(board, white, black)
}

pub fn share_bye(name: &str) -> String {
    ui().share_bye(name)
}

pub fn share_by_name(round: u32) -> String {
    ui().share_by_name(round)
}

/// "Round 3" or "Round 3, part 1 of 2".
pub fn share_round(round: u32, part: u32, parts: u32) -> String {
    ui().share_round(round, part, parts)
}

/// "Checking round 3 of 9…".
pub fn verify_progress(round: u32, of: u32) -> String {
    ui().verify_progress(round, of)
}

/// "Round 3: identical".
pub fn verify_same(round: u32) -> String {
    ui().verify_same(round)
}

pub fn verify_differs(round: u32) -> String {
    ui().verify_differs(round)
}

pub fn verify_summary(checked: u32, differ: u32) -> String {
    ui().verify_summary(checked, differ)
}

/// The file's pairing and ours, one line each.
pub fn verify_pairings(file: &str, ours: &str) -> String {
    ui().verify_pairings(file, ours)
}

pub fn verify_bad_file(file: &str, e: &crate::trf::TrfError) -> String {
    ui().verify_bad_file(file, e)
}

pub fn verify_not_explained(e: &crate::model::PairingError) -> String {
    ui().verify_not_explained(e)
}

pub fn verify_added(name: &str) -> String {
    ui().verify_added(name)
}

pub fn verify_too_large(file: &str, bytes: u64, max: usize) -> String {
    ui().verify_too_large(file, bytes, max)
}

/// The accessible name of a round's "Explain this round in Learn".
pub fn verify_learn(round: u32) -> String {
    ui().verify_learn(round)
}

/// The rating kinds' names in the chooser.
pub fn list_kind(k: crate::ratinglist::RatingKind) -> &'static str {
    ui().list_kind(k)
}

/// The stored list, in one line.
pub fn list_status(file: &str, players: u64, when: &str) -> String {
    ui().list_status(file, players, when)
}

/// The import under way.
pub fn list_reading(read: f64, total: f64, players: u64) -> String {
    ui().list_reading(read, total, players)
}

pub fn list_saving(players: u64) -> String {
    ui().list_saving(players)
}

pub fn list_imported(players: u64, skipped: u64) -> String {
    ui().list_imported(players, skipped)
}

pub fn list_more_warnings(n: u64) -> String {
    ui().list_more_warnings(n)
}

pub fn list_not_stored(why: &str) -> String {
    ui().list_not_stored(why)
}

/// A search result button's accessible name (unique: the FIDE id).
pub fn list_pick(name: &str, id: u32) -> String {
    ui().list_pick(name, id)
}

/// What a player picked from the list brings besides the form's fields.
pub fn list_picked(id: u32, birth_year: Option<u16>) -> String {
    ui().list_picked(id, birth_year)
}

pub fn list_apply(n: usize) -> String {
    ui().list_apply(n)
}

pub fn list_applied(n: usize) -> String {
    ui().list_applied(n)
}

/// One rating change: "Name (FIDE id): before → after".
pub fn list_change(name: &str, id: u32, before: u32, after: u32) -> String {
    ui().list_change(name, id, before, after)
}

/// A button acting on one item of a list: "Edit Anna", "Delete Club Open".
pub fn action_on(action: &str, object: &str) -> String {
    ui().action_on(action, object)
}

/// A result button of one board: "1-0, board 3".
pub fn on_board(label: &str, board: usize) -> String {
    ui().on_board(label, board)
}

/// A result button of one game of a Double-Swiss match: "1-0, board 3, game 2".
pub fn on_game(label: &str, board: usize, game: u32) -> String {
    ui().on_game(label, board, game)
}

/// The name of a scrolling table (a keyboard reaches it to scroll it).
pub fn scroll_table(title: &str) -> String {
    ui().scroll_table(title)
}

/// A control of one round among several on a screen: "Reason, round 3".
pub fn on_round(label: &str, round: u32) -> String {
    ui().on_round(label, round)
}
/// "1st" / "1er".
pub fn ordinal(n: usize) -> String {
    ui().ordinal(n)
}

/// A local date and time in the current language.
pub fn date_time(year: u32, month: u32, day: u32, hour: u32, minute: u32) -> String {
    ui().date_time(year, month, day, hour, minute)
}
/// "Label: value", with the language's punctuation.
pub fn labelled(label: &str, value: &str) -> String {
    ui().labelled(label, value)
}

// The language the app starts in and shows (the switch is `ui/language.rs`).

/// The language to start in: the stored choice, else the browser's.
pub fn initial(stored: Option<String>) -> Lang {
    stored
        .as_deref()
        .and_then(Lang::from_tag)
        .or_else(|| {
            let nav = web_sys::window()?.navigator();
            // `navigator.languages` lists the user's order; `language` is its first.
            Lang::from_tag(&nav.language()?)
        })
        .unwrap_or_default()
}

/// Makes `l` the app's language now: the words, `<html lang>`.
pub fn apply(l: Lang) {
    set_lang(l);
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    {
        let _ = root.set_attribute("lang", l.tag());
    }
}

// Learn in pictures (issue 23): the diagram and the exercises.

pub fn preference_short(p: Option<crate::swiss::ColourPreference>) -> String {
    ui().preference_short(p)
}
pub fn float_marks(
    last: Option<crate::swiss::Float>,
    before: Option<crate::swiss::Float>,
) -> String {
    ui().float_marks(last, before)
}
pub fn diagram_link_fine(a: crate::model::Tpn, b: crate::model::Tpn) -> String {
    ui().diagram_link_fine(a, b)
}
pub fn diagram_link_breaks(a: crate::model::Tpn, b: crate::model::Tpn, what: &str) -> String {
    ui().diagram_link_breaks(a, b, what)
}
pub fn diagram_link_worse(a: crate::model::Tpn, b: crate::model::Tpn, what: &str) -> String {
    ui().diagram_link_worse(a, b, what)
}
pub fn diagram_unpaired(t: crate::model::Tpn, what: &str, none: bool) -> String {
    ui().diagram_unpaired(t, what, none)
}
pub fn diagram_summary(d: &crate::teach::diagram::Diagram) -> String {
    ui().diagram_summary(d)
}
pub fn exercise_score(right: u32, tried: u32) -> String {
    ui().exercise_score(right, tried)
}
pub fn exercise_title(e: &crate::teach::exercise::Exercise) -> String {
    ui().exercise_title(system_name(e.system), e.source, e.round)
}
pub fn exercise_columns() -> [&'static str; 5] {
    ui().exercise_columns()
}
pub fn exercise_pick(t: crate::model::Tpn) -> String {
    ui().exercise_pick(t)
}
pub fn exercise_unpair(a: crate::model::Tpn, b: crate::model::Tpn) -> String {
    ui().exercise_unpair(a, b)
}
pub fn exercise_white(t: crate::model::Tpn) -> String {
    ui().exercise_white(t)
}
pub fn exercise_answer(p: &crate::model::Pairing) -> String {
    ui().exercise_answer(p)
}
pub fn exercise_error(e: &crate::teach::exercise::ExerciseError) -> String {
    ui().exercise_error(e)
}

// Forbidden pairs, corrections, undo, unsaved changes, changes by hand (issue 21).

/// "Player 2" (the n-th picker of the forbidden-pair form).
pub fn group_player(n: usize) -> String {
    ui().group_player(n)
}
/// "every round" / "rounds 2–3".
pub fn prohibition_rounds(p: &crate::model::Prohibition) -> String {
    ui().prohibition_rounds(p)
}
/// "Alice – Bob", the accessible name part of a forbidden pair's buttons.
pub fn pair_names(a: &str, b: &str) -> String {
    format!("{a} – {b}")
}
pub fn remove_forbidden_label(pair: &str) -> String {
    ui().remove_forbidden_label(pair)
}
pub fn edit_forbidden_label(pair: &str) -> String {
    ui().edit_forbidden_label(pair)
}
pub fn added_forbidden(n: usize) -> String {
    ui().added_forbidden(n)
}
pub fn correction_result(
    round: u32,
    white: &str,
    black: &str,
    before: crate::model::arbiter::BoardResult,
    after: crate::model::arbiter::BoardResult,
) -> String {
    ui().correction_result(round, white, black, before, after)
}
pub fn score_change(
    name: &str,
    before: crate::model::Points,
    after: crate::model::Points,
) -> String {
    ui().score_change(name, before, after)
}
pub fn rank_change(name: &str, before: u32, after: u32, through: u32) -> String {
    ui().rank_change(name, before, after, through)
}
pub fn next_round_verdict(round: u32, was: bool, still: bool) -> String {
    ui().next_round_verdict(round, was, still)
}
pub fn save_and_repair(round: u32) -> String {
    ui().save_and_repair(round)
}
pub fn repair_error(e: &crate::teach::correction::RepairError) -> String {
    use crate::teach::correction::RepairError;
    match e {
        RepairError::Arbiter(a) => arbiter_error(a),
        RepairError::Pairing(p) => cat().pairing_error(p),
        RepairError::Changed => w().changed_while_correcting.to_owned(),
    }
}
pub fn undone(revision: u64) -> String {
    ui().undone(revision)
}
pub fn change_reason(r: crate::model::change::ChangeReason) -> String {
    ui().change_reason(r)
}

/// The presenter note's labels (issue 23).
pub fn note_words() -> &'static crate::lang::notes::NoteWords {
    crate::lang::notes::NoteWords::of(lang())
}

/// The labels of the exercise kinds added for issue 23.
pub fn exercise_words() -> &'static crate::lang::exercises::ExerciseWords {
    crate::lang::exercises::ExerciseWords::of(lang())
}
