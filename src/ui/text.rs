//! Every word the app shows, in one place, so that a translation is one
//! new module with the same items.

use crate::lang::en::model as en;
use crate::model::SystemKind;
// The field labels and refusals are the model's words (src/lang/en/model.rs).
pub use crate::lang::en::model::{
    DELETE_PAIRED, FIELD_BAKU, FIELD_DRAW, FIELD_DS_PAB, FIELD_END, FIELD_LOSS, FIELD_NAME,
    FIELD_PAB, FIELD_ROUNDS, FIELD_START, FIELD_SYSTEM, FIELD_UNRATED_RATING, FIELD_WIN,
    INITIAL_COLOUR, NUMBERS_FIXED,
};
use crate::store::backup::BackupError;
use crate::store::schema::{DecodeError, Location};
use crate::store::{ImportAction, ImportReport, KvError, NewTournamentError, StoreError};

pub const APP_NAME: &str = "Pocket Arbiter";
pub const NO_TOURNAMENT_OPEN: &str = "No tournament open";

// Navigation.
pub const NAV_TOURNAMENTS: &str = "Tournaments";
pub const NAV_PLAYERS: &str = "Players";
pub const NAV_ROUNDS: &str = "Rounds";
pub const NAV_STANDINGS: &str = "Standings";
pub const NAV_LEARN: &str = "Learn";
pub const NAV_LABEL: &str = "Sections";

// Tournaments page.
pub const NEW_TOURNAMENT: &str = "New tournament";
pub const CREATE: &str = "Create";
pub const YOUR_TOURNAMENTS: &str = "Your tournaments";
pub const NO_TOURNAMENTS: &str = "No tournament yet. Create one above, or import a backup.";
pub const OPEN: &str = "Open";
pub const IS_OPEN: &str = "Open now";
pub const EXPORT: &str = "Export";
pub const DELETE: &str = "Delete";
pub const CANCEL: &str = "Cancel";
pub const BACKUP: &str = "Backup";
pub const BACKUP_HELP: &str =
    "Tournaments live in this browser only. Export a backup file to keep them safe or move them to another device.";
pub const EXPORT_ALL: &str = "Export all";
pub const IMPORT: &str = "Import a backup";
pub const DISMISS: &str = "Dismiss";

// Stored data that could not be read.
pub const PROBLEMS_TITLE: &str = "Some saved data could not be read";
pub const PROBLEMS_HELP: &str = "It is kept untouched. Save a copy before discarding it.";
pub const SAVE_COPY: &str = "Save a copy";
pub const DISCARD: &str = "Discard";

pub const OPEN_ONE_FIRST: &str = "Open a tournament on the Tournaments page first.";

/// Display name of a pairing system.
pub fn system_name(s: SystemKind) -> &'static str {
    en::system_name(s)
}

/// Above the brackets of a round paired under the 2017 rules.
pub const EXPLAIN_2017: &str = "Paired under the 2017 rules (Baku 2016). Each bracket shows its route: C.7 (looking ahead to the next bracket only), or, under completion C.4, the last bracket, or the PPB (the bracket whose first pairing left the round impossible to complete, paired again) and the CLB (every lower player collapsed into one bracket), as A.9 says; and the PSD of its pairing (A.8: score differences, highest first; a downfloater counts its score minus one point below the bracket's lowest). Stepping through a bracket and “why not” follow the 2026 procedure and are not available here.";

/// Shown when a superseded system (an earlier Dutch text) is chosen: it is
/// not in force for new events.
pub const SUPERSEDED_NOTE: &str = "The Dutch System rules approved in 2025 are in force for events starting from 1 February 2026. Choose earlier rules only to finish or check an event that started before.";

/// "7 rounds · 12 players".
pub fn rounds_and_players(rounds: u32, players: usize) -> String {
    let r = if rounds == 1 { "round" } else { "rounds" };
    let p = if players == 1 { "player" } else { "players" };
    format!("{rounds} {r} · {players} {p}")
}

/// The question shown before deleting.
pub fn confirm_delete(name: &str) -> String {
    format!("Delete “{name}” and all its rounds? This cannot be undone.")
}

pub fn created(name: &str) -> String {
    format!("Created “{name}”.")
}

pub fn deleted(name: &str) -> String {
    format!("Deleted “{name}”.")
}

pub const EXPORTED: &str = "Backup file saved to your downloads.";
pub const DISCARDED: &str = "Discarded.";

pub fn imported(r: &ImportReport) -> String {
    let mut out = match r.added.len() {
        0 if r.replaced.is_empty() => "Nothing new in this backup.".to_owned(),
        0 => String::new(),
        1 => format!("Imported “{}”.", r.added[0]),
        n => format!("Imported {n} tournaments."),
    };
    let mut more = |s: String| {
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(&s);
    };
    if !r.replaced.is_empty() {
        more(format!(
            "Replaced by the file's later version: {}.",
            quoted(&r.replaced)
        ));
    }
    if !r.kept.is_empty() {
        more(format!("Kept as stored here: {}.", quoted(&r.kept)));
    }
    if r.unchanged > 0 && !(r.added.is_empty() && r.replaced.is_empty() && r.kept.is_empty()) {
        more(format!("{} already here.", r.unchanged));
    }
    out
}

fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("“{n}”"))
        .collect::<Vec<_>>()
        .join(", ")
}

/// One line of the import preview.
pub fn import_action(name: &str, action: ImportAction) -> String {
    match action {
        ImportAction::Add => format!("“{name}”: added."),
        ImportAction::Copy => format!("“{name}”: added as a separate tournament (another one here has its id)."),
        ImportAction::Unchanged => format!("“{name}”: already here, unchanged."),
        ImportAction::Replace {
            stored_revision,
            incoming_revision,
        } => format!(
            "“{name}”: the file holds a later version (change {incoming_revision}) than this browser (change {stored_revision}): replaced only if you choose so."
        ),
        ImportAction::KeepStored {
            stored_revision,
            incoming_revision,
        } => format!(
            "“{name}”: this browser holds a newer or different version (change {stored_revision}; the file has change {incoming_revision}): kept, never replaced."
        ),
    }
}

pub const IMPORT_PREVIEW: &str = "What this import would do";
pub const IMPORT_AND_REPLACE: &str = "Import, replacing the older versions";
pub const IMPORT_KEEP_STORED: &str = "Import only what is new";

/// Shown when a change was saved on top of another tab's changes.
pub const CHANGE_ADDED_TO_OTHER_TAB: &str =
    "Another tab had changed this tournament: your change was added to those changes, nothing was lost.";

/// A change refused after this tab caught up with another tab's save.
pub fn not_kept_after_other_tab(why: &str) -> String {
    format!("This change was not kept because another tab had changed the tournament meanwhile, and on its newer version: {why}")
}

/// Shown at start when an import had been interrupted (page closed).
pub const IMPORT_ROLLED_BACK: &str =
    "An import was interrupted (the page closed in the middle): it was undone, every tournament is as it was before it.";

/// The tournament list's backup line: the last backup's local time, and
/// the complete round no backup holds yet.
pub fn backup_age(last: Option<String>, due: Option<u32>) -> String {
    let when = match last {
        Some(t) => format!("Last backup {t}"),
        None => "Never backed up".to_owned(),
    };
    match due {
        Some(r) => format!("{when} · round {r} is in no backup"),
        None => when,
    }
}

/// The reminder after a round.
pub fn backup_reminder(round: u32) -> String {
    format!("Round {round} is complete and in no backup yet. The browser is this tournament's only copy.")
}

pub const BACKUP_NOW: &str = "Back up everything";

/// What persistent storage means here.
pub fn persistence(granted: Option<bool>) -> &'static str {
    match granted {
        Some(true) => "Storage is persistent: the browser will not delete these tournaments to free space.",
        Some(false) => "Storage is not persistent: the browser may delete these tournaments when space runs short, and Safari deletes them after 7 days without a visit unless the app is installed. Install the app (Add to Home Screen), and back up everything after each round.",
        None => "This browser does not say whether it keeps these tournaments: back up everything after each round.",
    }
}

pub fn form_error(e: NewTournamentError) -> String {
    e.to_string()
}

pub fn kv_error(e: &KvError) -> String {
    match e {
        KvError::QuotaExceeded => {
            "The browser's storage is full: the change was not saved. Export a backup, then delete old tournaments.".into()
        }
        KvError::Unavailable(why) => {
            format!("This browser does not let the app save anything ({why}). Changes will be lost when the page closes.")
        }
    }
}

pub fn store_error(e: &StoreError) -> String {
    match e {
        StoreError::Storage(kv) => kv_error(kv),
        StoreError::NotFound(_) => "That tournament no longer exists.".into(),
        StoreError::Deleted(_) => {
            "This change was not kept because the tournament was deleted in another tab.".into()
        }
        StoreError::ChangedElsewhere(_) => {
            "Nothing was deleted because another tab changed this tournament meanwhile: it now shows the newer version. Look, then delete again if you still mean to.".into()
        }
        StoreError::StaleImport => {
            "Nothing was imported because the tournaments changed in another tab since the preview: import the file again to see what it would change now.".into()
        }
        StoreError::Unreadable { error, .. } => format!(
            "This change was not kept because the stored tournament can no longer be read: {}. It was left as it is.",
            decode_error(error)
        ),
        StoreError::Encode(why) => format!("Could not save: {why}."),
        StoreError::Backup(b) => backup_error(b),
    }
}

fn at(loc: &Location) -> String {
    if loc.excerpt.is_empty() {
        format!("line {}, column {}", loc.line, loc.column)
    } else {
        format!("line {}, column {}: {}", loc.line, loc.column, loc.excerpt)
    }
}

pub fn decode_error(e: &DecodeError) -> String {
    match e {
        DecodeError::Invalid {
            message,
            at: Some(loc),
        } => format!("{message} (at {})", at(loc)),
        DecodeError::Invalid { message, at: None } => message.clone(),
        DecodeError::NoSchema => "not data written by this app".into(),
        DecodeError::Newer(v) => {
            format!("written by a newer version of the app (schema {v}); update the app to read it")
        }
        DecodeError::Migration { from, reason } => {
            format!("could not be upgraded from schema {from}: {reason}")
        }
        DecodeError::Inconsistent(why) => why.clone(),
    }
}

pub fn backup_error(e: &BackupError) -> String {
    let what = match e {
        BackupError::NotJson { message, at: loc } => {
            format!("the file is not valid JSON: {message} (at {})", at(loc))
        }
        BackupError::NotABackup => "this file is not a Pocket Arbiter backup".into(),
        BackupError::Newer(v) => {
            format!("the backup comes from a newer version of the app (schema {v})")
        }
        BackupError::Empty => "the backup holds no tournament".into(),
        BackupError::Tournament { index, name, error } => {
            let who = if name.is_empty() {
                format!("tournament {index}")
            } else {
                format!("tournament {index} (“{name}”)")
            };
            format!("{who}: {}", decode_error(error))
        }
    };
    format!("Nothing was imported: {what}.")
}

pub const READ_FILE_FAILED: &str = "Could not read that file.";
pub const DOWNLOAD_FAILED: &str = "Could not save the file.";

/// A saved item that could not be read, for the problems panel.
pub fn problem(key: &str, e: &DecodeError) -> String {
    format!("{key}: {}", decode_error(e))
}

// Players page.
pub const ADD_PLAYER: &str = "Add a player";
pub const FIELD_RATING: &str = "Rating";
// The new-tournament form shares its page with the open event's settings:
// its labels differ so that every control's name is unique (issue 21).
pub const NEW_FIELD_NAME: &str = "New tournament's name";
pub const NEW_FIELD_ROUNDS: &str = "New tournament's rounds";
pub const NEW_FIELD_SYSTEM: &str = "New tournament's pairing system";
/// The settings' rounds field ("Rounds" is also the tab's name).
pub const SETTINGS_ROUNDS: &str = "Number of rounds";
// A player's edit form, shown beside the add form.
pub const EDIT_FIELD_NAME: &str = "Player's name";
pub const EDIT_FIELD_RATING: &str = "Player's rating";
pub const EDIT_FIELD_TITLE: &str = "Player's title";
pub const EDIT_FIELD_FEDERATION: &str = "Player's federation";
pub const FIELD_TITLE: &str = "Title";
pub const FIELD_FEDERATION: &str = "Federation";
pub const NO_TITLE: &str = "—";
pub const ADD: &str = "Add";
pub const PASTE_LIST: &str = "Paste a list";
pub const PASTE_HELP: &str = "One player per line: Name, rating (title and federation may follow).";
pub const ADD_LIST: &str = "Add these players";
pub const PLAYER_LIST: &str = "Players";
pub const NO_PLAYERS: &str = "No player yet.";
pub const WITHDRAW: &str = "Withdraw";
pub const REINSTATE: &str = "Reinstate";
pub const NUMBERS_FOLLOW: &str =
    "Pairing numbers follow rating, then title, then name (C.04.2 art. 2.2).";

pub fn withdrawn_from(round: u32) -> String {
    format!("withdrawn from round {round}")
}

pub fn rating_label(rating: u32) -> String {
    if rating == 0 {
        "unrated".into()
    } else {
        rating.to_string()
    }
}

pub fn added_players(n: usize) -> String {
    match n {
        1 => "Added 1 player.".into(),
        n => format!("Added {n} players."),
    }
}

pub fn line_error(e: &crate::model::arbiter::LineError) -> String {
    use crate::model::arbiter::LineErrorKind;
    match &e.kind {
        LineErrorKind::EmptyName => format!("Line {}: the name is missing.", e.line),
        LineErrorKind::BadRating(r) => format!(
            "Line {}: “{r}” is not a rating (a whole number from 0 to 4000).",
            e.line
        ),
    }
}

pub const BAD_RATING: &str = "The rating must be a whole number from 0 to 4000 (blank: unrated).";

// Rounds page.
pub const NO_ROUNDS_YET: &str = "No round paired yet.";
pub const NEED_PLAYERS: &str = "Add at least two players on the Players page first.";
pub const ALL_ROUNDS_PAIRED: &str = "Every round of the tournament has been paired.";
pub const CONFIRM_REPAIR: &str = "Pair this round again? The current pairing is replaced.";
pub const REPAIR: &str = "Pair again";
pub const BYE: &str = "bye";
pub const BOARD: &str = "Board";

pub fn pair_round(round: u32) -> String {
    format!("Pair round {round}")
}

pub fn round_title(round: u32) -> String {
    format!("Round {round}")
}

pub fn boards_open(k: usize) -> String {
    format!("Boards still open: {k}")
}

pub fn paired(round: u32) -> String {
    format!("Round {round} paired.")
}

pub fn pairing_cancelled(round: u32) -> String {
    format!("Pairing of round {round} cancelled: nothing was changed.")
}

pub const CHANGED_WHILE_PAIRING: &str =
    "The tournament changed while the round was being paired: nothing was saved. Pair again.";
pub const CANCEL_PAIRING: &str = "Cancel pairing";
pub const PAIRING_PROGRESS: &str = "Pairing progress";

/// What the pairing worker is doing: round `round`, its last report.
pub fn pairing_progress(round: u32, progress: Option<crate::systems::Progress>) -> String {
    match progress {
        None => format!("Pairing round {round}: checking that every player can be paired…"),
        Some(p) => format!(
            "Pairing round {round}: bracket {} of {} (score {})…",
            p.scoregroup,
            p.scoregroups,
            points(p.score)
        ),
    }
}

/// The button label of a board result.
pub fn board_result(r: crate::model::arbiter::BoardResult) -> &'static str {
    use crate::model::arbiter::BoardResult;
    match r {
        BoardResult::WhiteWins => "1-0",
        BoardResult::Draw => "½-½",
        BoardResult::BlackWins => "0-1",
        BoardResult::WhiteForfeitWin => "+/−",
        BoardResult::BlackForfeitWin => "−/+",
        BoardResult::DoubleForfeit => "−/−",
        BoardResult::WhiteWinsUnrated => "1-0 u",
        BoardResult::DrawUnrated => "½-½ u",
        BoardResult::BlackWinsUnrated => "0-1 u",
        BoardResult::WhiteHalfBlackZero => "½-0",
        BoardResult::BlackHalfWhiteZero => "0-½",
        BoardResult::BothLose => "0-0",
        BoardResult::Pending => "…",
    }
}

/// "Anna Smith (3)".
pub fn name_tpn(name: &str, tpn: crate::model::Tpn) -> String {
    format!("{name} ({tpn})")
}

pub fn pairing_error(e: &crate::model::PairingError) -> String {
    use crate::model::PairingError;
    match e {
        PairingError::NoLegalPairing { .. } => {
            "No legal pairing — the Chief Arbiter decides (C.04.3 art. 1.9.3).".into()
        }
        PairingError::NotImplemented(s) => {
            format!("The {} system cannot pair yet.", system_name(*s))
        }
        PairingError::EveryoneAbsent { round } => {
            format!("Every player is absent from round {round}: there is nobody to pair.")
        }
        PairingError::InvalidState { round, reason } => {
            format!("Cannot pair round {round}: {reason}.")
        }
    }
}

pub fn arbiter_error(e: &crate::model::arbiter::ArbiterError) -> String {
    e.to_string()
}

// Event settings (Tournaments page, the open tournament).
pub const SETTINGS: &str = "Event settings";
pub const FIELD_CITY: &str = "Place";
pub const POINT_SYSTEM: &str = "Point system";
/// Shown in the empty field: C.04.5 art. 1.4's default.
pub const DS_PAB_DEFAULT: &str = "win + draw";
pub const FIELD_LATE_ENTRY: &str = "A late entry's missed rounds (C.04.2 art. 2.4)";

pub fn late_entry_rounds(l: crate::model::LateEntryRounds) -> &'static str {
    use crate::model::LateEntryRounds;
    match l {
        LateEntryRounds::ZeroPoint => "No points (the default)",
        LateEntryRounds::HalfPoint => "Half a point each (event regulations)",
    }
}

pub const FIELD_FULL_POINT_BYES: &str =
    "Players may request a full-point bye (only if the event's regulations say so)";
pub const FIELD_TIEBREAKS: &str = "Tie-breaks, in order";
pub const SAVE: &str = "Save";
pub const SAVED: &str = "Settings saved.";
pub const DRAW_LOTS: &str = "Draw lots";
pub const WHITE: &str = "White";
pub const BLACK: &str = "Black";
pub const COLOUR_FIXED: &str = "Fixed: round 1 is paired.";
pub const MOVE_UP: &str = "Up";
pub const TRF: &str = "TRF files";
pub const TRF_HELP: &str =
    "Export the open tournament as a FIDE TRF file, or create a tournament from one.";
pub const EXPORT_TRF: &str = "Export TRF";
pub const IMPORT_TRF: &str = "Import a TRF file";
pub const TRF_EXPORTED: &str = "TRF file saved to your downloads.";
pub const PRINT: &str = "Print";

pub fn colour_name(c: crate::model::Colour) -> &'static str {
    c.fold(WHITE, BLACK)
}

pub fn colour_drawn(c: crate::model::Colour) -> String {
    format!("Drawn by lot: {} for pairing number 1.", colour_name(c))
}

pub fn tiebreak_name(tb: crate::standings::TieBreak) -> String {
    crate::lang::en::standings::name(tb)
}

/// `BH-C1: Buchholz Cut-1: the sum of the opponents' scores (C.07 art. 8.1), …`.
pub fn tiebreak_meaning(tb: crate::standings::TieBreak) -> String {
    crate::lang::en::standings::meaning(tb)
}

/// The accessible name of the `i`-th (0-based) tie-break select.
pub fn tiebreak_slot_label(i: usize) -> String {
    format!("Tie-break {}", i + 1)
}

/// The accessible name of a tie-break value one can tap.
pub fn tiebreak_value_label(code: &str, player: &str, value: &str) -> String {
    format!("{code} of {player}: {value}. Show how it was computed")
}

pub const HOW_COMPUTED: &str = "How it was computed";
pub const CLOSE_HOW: &str = "Close the explanation";
pub const TIEBREAK_TAP_HINT: &str = "Tap a tie-break value to see how it was computed.";

pub fn settings_error(e: &crate::model::settings::SettingsError) -> String {
    e.to_string()
}

pub fn trf_error(e: &crate::trf::TrfError) -> String {
    format!("Nothing was imported: the TRF file is not valid: {e}")
}

pub fn trf_imported(name: &str, players: usize, rounds: u32) -> String {
    format!("Created “{name}” from the TRF file: {players} players, {rounds} rounds paired.")
}

// Players page: editing, deleting, absences.
pub const EDIT: &str = "Edit";
pub const FIELD_FIDE_ID: &str = "FIDE id";
pub const BAD_FIDE_ID: &str = "The FIDE id must be digits only (blank: none).";
pub const PLAYER_SAVED: &str = "Player saved.";
pub const ABSENCES: &str = "Byes and absences";
pub const ABSENCES_HELP: &str = "For a round not paired yet: the player is not paired and scores the points of the bye (C.04.2 art. 3.3). A full-point bye only where the event's regulations allow it (Event settings).";
pub const FIELD_PLAYER: &str = "Player";
pub const FIELD_ROUND: &str = "Round";
pub const FIELD_KIND: &str = "Kind";
pub const ENTER: &str = "Enter";
pub const REMOVE: &str = "Remove";
pub const NO_ABSENCES: &str = "None entered.";
/// Shown on the Players page once a round is paired.
pub fn late_entry_help(l: crate::model::LateEntryRounds) -> &'static str {
    use crate::model::LateEntryRounds;
    match l {
        LateEntryRounds::ZeroPoint => "Players added now are late entries: they score nothing for the rounds already paired and are paired from the next round (C.04.2 art. 2.4).",
        LateEntryRounds::HalfPoint => "Players added now are late entries: they get a half-point bye for each round already paired, as this event's settings say, and are paired from the next round (C.04.2 art. 2.4).",
    }
}

pub fn bye_kind(k: crate::model::ByeKind) -> &'static str {
    use crate::model::ByeKind::*;
    match k {
        PairingAllocated => "pairing bye",
        FullPoint => "full-point bye",
        HalfPoint => "half-point bye",
        ZeroPoint => "zero-point bye / absent",
    }
}

pub fn absence_line(round: u32, name: &str, kind: crate::model::ByeKind) -> String {
    format!("Round {round}: {name} — {}", bye_kind(kind))
}

pub fn deleted_player(name: &str) -> String {
    format!("Deleted {name}.")
}

pub fn numbers_kept(tpn: crate::model::Tpn) -> String {
    format!("Saved. The pairing number stays {tpn}: numbers are fixed once round 4 is paired (C.04.2 art. 2.3).")
}

// Rounds page.
pub const NOT_PAIRED_HERE: &str = "Not paired this round";
/// The fold under a board: short games played but not rated, and "Clear
/// result".
pub const UNRATED_GAMES: &str = "Played, not rated (short game) · clear";
/// The fold under a Double-Swiss game: unrated games, the rare results of
/// C.04.5's Preface, and "Clear result".
pub const OTHER_GAME_RESULTS: &str = "Not rated · ½-0 · 0-½ · 0-0 · clear";
/// Takes a result back: the board (or game) is open again.
pub const CLEAR_RESULT: &str = "Clear result";

pub fn round_complete(round: u32) -> String {
    format!("Round {round}: every result is in.")
}

// Standings page.
pub const STANDINGS_NONE: &str = "Standings appear once round 1 has every result.";
pub const RANK: &str = "#";
pub const SCORE: &str = "Pts";
pub const CROSSTABLE: &str = "Crosstable";
pub const PLAYER_CARD: &str = "Player card";
pub const CHOOSE_PLAYER: &str = "Choose a player";
pub const COLOURS: &str = "Colours";
pub const FLOATS: &str = "Floats";
pub const OPPONENTS: &str = "Opponents";
pub const OPPONENT: &str = "Opponent";
pub const ROUND_SHORT: &str = "Rd";
pub const FLOAT_SHORT: &str = "Fl.";
pub const BYES: &str = "Byes and unplayed rounds";
pub const NONE: &str = "none";
pub const TIEBREAK_NOTE: &str = "Tie-breaks per FIDE C.07 (2023 text, applied from 1 April 2024): unplayed rounds count as games against a dummy with the player's own score; an opponent's absences after their last game count as draws; a voluntarily unplayed round is cut first.";

pub fn standings_after(round: u32) -> String {
    format!("After round {round}")
}

pub fn float_mark(f: crate::swiss::history::Float) -> &'static str {
    match f {
        crate::swiss::history::Float::Up => "↑",
        crate::swiss::history::Float::Down => "↓",
    }
}

// Double-Swiss (C.04.5): matches of two games.
pub const NO_TIEBREAKS: &str = "Tie-breaks: none for this system; standings rank by score.";
pub const DS_STANDINGS_HELP: &str =
    "Ranked by game points (C.04.5 art. 1.2.1), then the event's tie-breaks (C.07, a round being a match); match points: 2 for a match won, 1 drawn, 0 lost.";
pub const UNRATED_RATING_HELP: &str =
    "C.07 art. 15: the rating an unrated opponent counts with; empty: unrated opponents are left out.";
pub const COL_RANK: &str = "#";
pub const COL_PLAYER: &str = "Player";
pub const COL_GAME_POINTS: &str = "Game pts";
pub const COL_MATCH_POINTS: &str = "Match pts";
pub const DS_GAME_HELP: &str =
    "Enter each game as seen from the board: 1-0 means the first-named player won that game.";

/// "1½", "½", "2", "0" (other values: "1.3").
pub fn points(p: crate::model::Points) -> String {
    let (whole, tenth) = (p.0 / 10, p.0 % 10);
    match (whole, tenth) {
        (w, 0) => w.to_string(),
        (0, 5) => "½".into(),
        (w, 5) => format!("{w}½"),
        _ => p.to_string(),
    }
}

/// A match score, "1½–½".
pub fn match_score(a: crate::model::Points, b: crate::model::Points) -> String {
    format!("{}–{}", points(a), points(b))
}

/// "Game 1 · White: Anna Smith (3)".
pub fn game_label(game: u32, white: &str) -> String {
    format!("Game {game} · White: {white}")
}

pub fn ds_standings_after(round: u32) -> String {
    format!("Standings after round {round}")
}
// Learn page (issue 6): lessons and "Explain a round" (Dutch 2026, C.04.3).
pub const LEARN_INTRO: &str = "How the Dutch System (2026 rules, C.04.3) pairs, as an arbiter would do it by hand: step through the lessons, or open any bracket of a round.";
pub const LEARN_LESSONS: &str = "Lessons";
pub const LEARN_EXPLAIN: &str = "Explain a round";
pub const LESSONS_FAILED: &str = "The lessons could not be built";
pub const BACK_TO_LESSONS: &str = "All lessons";
pub const PREV: &str = "‹ Back";
pub const NEXT: &str = "Next ›";
pub const FIRST: &str = "« First";
pub const JUMP_TO_STEP: &str = "Go to step";
pub const PREV_PAGE: &str = "‹ Earlier";
pub const NEXT_PAGE: &str = "Later ›";
pub const GO_TO_ENTRY: &str = "Go to number";
pub const EXCHANGE_COLUMNS: [&str; 5] = ["#", "S1→S2", "S2→S1", "diff.", "rule"];
pub const SOURCE: &str = "Tournament";
pub const SOURCE_SAMPLE: &str = "Built-in sample, 16 players";
pub const ROUND: &str = "Round";
pub const BRACKETS: &str = "Brackets";
pub const BOARDS_OF_ROUND: &str = "Boards (tap one for its colours)";
pub const NO_ROUND_TO_EXPLAIN: &str = "This tournament has no paired round yet: pair one on the Rounds page, or use the built-in sample.";
pub const RECORDED_DIFFERS: &str = "The pairing recorded for this round is not the one the rules give now (changed by hand, or paired by another program): shown here is what the rules give.";
pub const BACK_TO_BRACKETS: &str = "All brackets";
pub const WORKING: &str = "Working…";
pub const BRACKET_TABLE_COLUMNS: [&str; 8] = [
    "BSN",
    "TPN",
    "Score",
    "CD",
    "Preference",
    "Colours",
    "Floats",
    "Role",
];
pub const CHOSEN: &str = "Chosen »";
pub const SEARCH_LONGER: &str = "Search 10× longer";
pub const DOWNFLOATERS: &str = "Downfloat";
pub const TAP_A_PAIR: &str = "Tap a pair for its colours (art. 5.2).";
pub const IN_ENGINE: &str = "paired so by the engine";
pub const WHY_NOT: &str = "Why not X–Y?";
pub const WHY_NOT_HELP: &str = "Pick two players of the round.";
pub const WHY_NOT_ASK: &str = "Why not?";
pub const PLAYER_X: &str = "Player X";
pub const PLAYER_Y: &str = "Player Y";
pub const CLOSE: &str = "Close";
pub const COLOURS_TITLE: &str = "Colours";
pub const COLOUR_COLUMNS: [&str; 6] = [
    "Player",
    "Rank",
    "CD",
    "Preference",
    "Colours played",
    "Gets",
];

/// "Score 4.5" style points (tenths shown as a decimal).
pub fn decimal_points(p: crate::model::Points) -> String {
    if p.0.is_multiple_of(10) {
        format!("{}", p.0 / 10)
    } else {
        format!("{}.{}", p.0 / 10, p.0 % 10)
    }
}

/// "Step 3 of 9".
pub fn step_of(k: usize, n: usize) -> String {
    format!("Step {k} of {n}")
}

/// "Entries 1–8 of 720".
pub fn entries_of(first: usize, shown: usize, total: usize) -> String {
    if shown == 0 {
        format!("None of {total}")
    } else if shown == 1 {
        format!("Entry {} of {total}", first + 1)
    } else {
        format!("Entries {}–{} of {total}", first + 1, first + shown)
    }
}

/// "art. 4.2, 4.3".
pub fn articles(list: &[String]) -> String {
    format!("art. {}", list.join(", "))
}

pub fn lesson_steps(n: usize) -> String {
    format!("{n} steps")
}

/// Two exchanges compared (art. 4.3.2): which rule decides.
pub fn comparison_rule(rule: char) -> String {
    format!("Decided by rule {rule} of art. 4.3.2")
}

pub fn source_tournament(name: &str) -> String {
    format!("This tournament: {name}")
}

pub fn bracket_button(b: &crate::teach::study::BracketSummary) -> String {
    let mut s = format!("Bracket {} · score {} · ", b.index + 1, points(b.score));
    if b.mdps > 0 {
        s.push_str(&format!(
            "{} MDP{} + {} resident{}",
            b.mdps,
            if b.mdps == 1 { "" } else { "s" },
            b.residents,
            if b.residents == 1 { "" } else { "s" }
        ));
    } else {
        s.push_str(&format!("{} players", b.residents));
    }
    s.push_str(&match b.pairs {
        1 => " · 1 pair".to_string(),
        n => format!(" · {n} pairs"),
    });
    if !b.downfloaters.is_empty() {
        s.push_str(&format!(" · {} down", b.downfloaters.len()));
    }
    use crate::teach::study::Route;
    s.push_str(match b.route {
        Route::WholeRound => "",
        Route::NextBracket => " · C.7",
        Route::LastBracket => " · last bracket (A.9)",
        Route::Ppb => " · PPB (A.9, C.4)",
        Route::Clb => " · CLB (A.9)",
    });
    if !b.psd.is_empty() {
        let sds: Vec<String> = b.psd.iter().map(|&p| points(p)).collect();
        s.push_str(&format!(" · PSD {}", sds.join(", ")));
    }
    s
}

pub fn bracket_title(index: usize, score: crate::model::Points, homogeneous: bool) -> String {
    format!(
        "Bracket {} (score {}), {}",
        index + 1,
        points(score),
        if homogeneous {
            "homogeneous"
        } else {
            "heterogeneous"
        }
    )
}

/// The parameters of art. 3.1 and subgroups of art. 3.2 (BSNs).
pub fn parameters(p: &crate::teach::trace::Parameters) -> String {
    let list = |v: &[usize]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(" ")
    };
    let mut s = format!(
        "M0 {}, MaxPairs {}, M1 {} (art. 3.1). S1: {} · S2: {}",
        p.m0,
        p.max_pairs,
        p.m1,
        list(&p.s1),
        list(&p.s2)
    );
    if !p.limbo.is_empty() {
        s.push_str(&format!(" · Limbo: {}", list(&p.limbo)));
    }
    s.push_str(" (art. 3.2)");
    s
}

/// "Candidate 3 of 16" / "Candidates 25–144 of 720" (generation order, art. 3.6–3.7).
pub fn candidate_counter(first: u64, count: u64, generated: u64) -> String {
    if count == 1 {
        format!("Candidate {} of {generated}", first.saturating_add(1))
    } else {
        format!(
            "Candidates {}–{} of {generated}",
            first.saturating_add(1),
            first.saturating_add(count)
        )
    }
}

/// The outcome of a candidate step.
pub fn step_kind(k: crate::teach::study::StepKind) -> &'static str {
    use crate::teach::study::StepKind;
    match k {
        StepKind::Illegal => "Illegal",
        StepKind::NoCompletion => "No legal completion (C4)",
        StepKind::Imperfect { new_best: true } => "Not perfect — best so far",
        StepKind::Imperfect { new_best: false } => "Not perfect",
        StepKind::Perfect => "Perfect (art. 3.4.1)",
        StepKind::Skipped => "Skipped: cannot beat the best so far (art. 3.8)",
    }
}

/// "Fails: C12, C13" (the criteria already worded).
pub fn fails(criteria: &str) -> String {
    format!("Fails: {criteria}")
}

pub const THE_CHOSEN_ONE: &str = "This is the chosen candidate.";

/// How the bracket ended.
pub fn verdict(v: &crate::teach::study::Verdict) -> String {
    use crate::teach::study::Verdict;
    match v {
        Verdict::Chosen { choice, agrees } => {
            let reason = crate::lang::en::teach::choice(choice);
            if *agrees {
                format!("Chosen: {reason}. The engine pairs the same.")
            } else {
                format!("Chosen: {reason}. The engine pairs differently here!")
            }
        }
        Verdict::Unfinished {
            examined,
            generated,
            best_so_far,
        } => {
            let mut s = format!(
                "Did not finish within the budget: {examined} candidates examined, {generated} generated; the choice is not known yet."
            );
            if let Some(b) = best_so_far {
                let b = crate::lang::en::teach::choice(b);
                s.push_str(&format!(" Best so far: {b}."));
            }
            s
        }
        Verdict::NoLegalCandidate { generated } => {
            format!("None of the {generated} candidates is legal.")
        }
    }
}

/// The role of a player in the bracket (art. 3.2).
pub fn membership(m: crate::teach::trace::Membership) -> &'static str {
    use crate::teach::trace::Membership;
    match m {
        Membership::MdpInS1 => "MDP, S1",
        Membership::MdpInLimbo => "MDP, Limbo",
        Membership::ResidentInS1 => "resident, S1",
        Membership::ResidentInS2 => "resident, S2",
    }
}

/// A colour preference (art. 1.7): "strong W".
pub fn preference(p: Option<crate::swiss::ColourPreference>) -> String {
    use crate::swiss::Strength;
    match p {
        None => "none".into(),
        Some(p) => format!(
            "{} {}",
            match p.strength {
                Strength::Mild => "mild",
                Strength::Strong => "strong",
                Strength::Absolute => "absolute",
            },
            p.colour.fold("W", "B")
        ),
    }
}

pub fn colours_played(c: &[crate::model::Colour]) -> String {
    if c.is_empty() {
        "—".into()
    } else {
        c.iter().map(|c| c.fold('W', 'B')).collect()
    }
}

/// Floats per round (art. 1.4): ↓ down, ↑ up, · none.
pub fn floats(f: &[Option<crate::swiss::Float>]) -> String {
    use crate::swiss::Float;
    if f.is_empty() {
        return "—".into();
    }
    f.iter()
        .map(|f| match f {
            Some(Float::Down) => '↓',
            Some(Float::Up) => '↑',
            None => '·',
        })
        .collect()
}

/// "Colours of 3–12: art. 5.2.3".
pub fn colours_title(a: crate::model::Tpn, b: crate::model::Tpn, article: &str) -> String {
    format!("Colours of {a}–{b}: {article}")
}

pub fn signed(x: i32) -> String {
    format!("{x:+}")
}

/// A player in a select: "12 · Anna Smith (4.5)".
pub fn round_player(p: &crate::teach::study::RoundPlayer) -> String {
    if p.name.is_empty() {
        format!("{} ({})", p.tpn, points(p.score))
    } else {
        format!("{} · {} ({})", p.tpn, p.name, points(p.score))
    }
}

/// A board of the round: "1. 3–12".
pub fn round_board(k: usize, b: &crate::model::Board) -> String {
    format!("{}. {}–{}", k + 1, b.white, b.black)
}

pub fn bye_of(t: crate::model::Tpn) -> String {
    format!("Bye: {t}")
}

/// Why a round, bracket or question could not be explained.
pub fn study_error(e: &crate::teach::study::StudyError) -> String {
    use crate::teach::study::StudyError;
    match e {
        StudyError::NotDutch(s) => format!(
            "Only Dutch System rounds can be explained; this tournament uses {}. Use the built-in sample.",
            system_name(*s)
        ),
        StudyError::NotOffered => "Stepping through a bracket and “why not” follow the 2026 procedure (art. 3–4); for a round paired under the 2017 rules this page shows each bracket's route (A.9) and PSD (A.8), and the colour rules.".into(),
        StudyError::Explain(crate::teach::explain::ExplainError::SamePlayer) => {
            "Pick two different players.".into()
        }
        other => format!("Cannot explain this: {other}."),
    }
}

/// TRF-2026 `299`: the points a player was given (or lost) outside the
/// games, in tenths: "+1.0 outside the games (bonus)".
pub fn adjustment(tenths: i64) -> String {
    let kind = if tenths < 0 { "penalty" } else { "bonus" };
    format!("{} outside the games ({kind})", adjustment_short(tenths))
}

/// "+1.0", "−0.5".
pub fn adjustment_short(tenths: i64) -> String {
    let sign = if tenths < 0 { '−' } else { '+' };
    let a = tenths.unsigned_abs();
    format!("{sign}{}.{}", a / 10, a % 10)
}

// FIDE mode and the arbiter's report (issue 18, item 6).
pub const FIELD_FIDE_MODE: &str =
    "FIDE-rated event (FIDE mode: refuse what such an event may not do)";
pub const NAV_REPORT: &str = "Arbiter's report";
pub const REPORT_TITLE: &str = "Arbiter's report";
pub const REPORT_LINK: &str = "Open the arbiter's report";
pub const REPORT_PROGRAM: &str = "Pairing program";
pub const REPORT_CHECKER: &str = "Pairing checker: every complete round re-paired from its history";
pub const REPORT_FIDE: &str = "FIDE-rated event";
pub const REPORT_CHIEF_ARBITER: &str = "Chief Arbiter";
pub const REPORT_TIEBREAKS: &str = "Tie-breaks";
pub const FIDE_MODE_ON: &str = "FIDE mode is on.";
pub const FIDE_MODE_OFF: &str = "FIDE mode is off; as it would find:";
pub const CHANGE_REASON: &str = "Reason for the change (C.04.2 art. 4.4)";
pub const NO_REASON: &str = "No reason recorded";

/// "pocket-arbiter 0.1.0".
pub fn report_program(name: &str, version: &str) -> String {
    format!("{name} {version} (this app)")
}

/// "5 of 5 rounds reproduced identically".
pub fn report_checker(agree: usize, checked: usize) -> String {
    if checked == 0 {
        "No complete round to check yet.".into()
    } else {
        format!("{agree} of {checked} rounds reproduced identically.")
    }
}

pub fn yes_no(b: bool) -> String {
    if b { "yes" } else { "no" }.into()
}
// Settings a system does not offer (from its `SystemInfo` flags).
pub const NO_ACCELERATION: &str =
    "Acceleration is not offered: this system's rules do not provide for it.";

// Learn: a round paired under a classic Dutch text (C1–C14, about 2008).
pub const CLASSIC_EXPLAIN: &str = "Paired by the 2008 text's procedure C1–C14: each bracket shows the steps as the engine carried them out, with P0, M0, P1, M1, X1, Z1 and the requirements P, X, Z after each step.";
pub const CLASSIC_COLOURS: &str = "Colours (E1–E5)";
pub const CLASSIC_STEPS_INCOMPLETE: &str =
    "Some candidates were tried without being listed one by one (the trace keeps the first of each step).";
pub const CLASSIC_MORE_STEPS: &str = "Show more steps";
pub const CLASSIC_LESSONS: &str = "Older rules (the texts' own examples)";

/// "Steps 1–40 of 120".
pub fn classic_steps_shown(shown: usize, total: usize) -> String {
    format!("Steps 1–{shown} of {total}")
}
// The 2008 lessons' controls, named apart from the other lessons' (both
// lists can be open at once).
pub const CLASSIC_BACK_TO_LESSONS: &str = "All lessons on the older rules";
pub const CLASSIC_PREV_STEP: &str = "Back to the previous step of the lesson";
pub const CLASSIC_NEXT_STEP: &str = "Next step of the lesson";

// The audit log (model::audit), shown on the event.
pub const AUDIT_LOG: &str = "Change log";
pub const AUDIT_LOG_EMPTY: &str =
    "No change saved yet (changes made before this version are not in the log).";

/// One logged save: when, and its revision.
pub fn audit_heading(when: &str, revision: u64) -> String {
    format!("{when} · save {revision}")
}

/// A game's result from White's side, as on a score sheet.
pub fn white_result(r: crate::model::GameResult) -> &'static str {
    use crate::model::GameResult::*;
    match r {
        Win => "1-0",
        Draw => "½-½",
        Loss => "0-1",
        UnratedWin => "1-0 (not rated)",
        UnratedDraw => "½-½ (not rated)",
        UnratedLoss => "0-1 (not rated)",
        ForfeitWin => "+/−",
        ForfeitLoss => "−/+ (or −/−)",
        Pending => "no result",
    }
}

/// A game's result from the player's own side.
fn own_result(r: crate::model::GameResult) -> &'static str {
    use crate::model::GameResult::*;
    match r {
        Win => "won",
        Draw => "drew",
        Loss => "lost",
        UnratedWin => "won (not rated)",
        UnratedDraw => "drew (not rated)",
        UnratedLoss => "lost (not rated)",
        ForfeitWin => "won by forfeit",
        ForfeitLoss => "lost by forfeit",
        Pending => "no result",
    }
}

fn round_entry(e: &crate::model::RoundEntry) -> String {
    use crate::model::{Colour, RoundEntry};
    match *e {
        RoundEntry::NotPaired => "not paired".into(),
        RoundEntry::Game {
            opponent,
            colour,
            result,
        } => {
            let side = match colour {
                Colour::White => "White",
                Colour::Black => "Black",
            };
            format!("{side} against {opponent}, {}", own_result(result))
        }
        RoundEntry::Bye(k) => bye_kind(k).into(),
    }
}

fn match_games(g: &Option<crate::model::MatchGames>) -> String {
    match g {
        Some(g) => format!("{} then {}", own_result(g.first), own_result(g.second)),
        None => "none".into(),
    }
}

/// A stored field's name in words (the raw name when not known here).
fn field_name(field: &str) -> String {
    match field {
        "total_rounds" => FIELD_ROUNDS.into(),
        "system" => FIELD_SYSTEM.into(),
        "baku_acceleration" => FIELD_BAKU.into(),
        "initial_colour" => INITIAL_COLOUR.into(),
        "info" => "event details".into(),
        "points" => "point system".into(),
        "tiebreaks" => "tie-breaks".into(),
        "forbidden_pairs" => "forbidden pairs".into(),
        "unrated_rating" => FIELD_UNRATED_RATING.into(),
        "name" => "name".into(),
        "rating" => "rating".into(),
        "withdrawn_from" => "withdrawn from round".into(),
        "fide_id" => "FIDE id".into(),
        "birth_date" => "birth date".into(),
        other => other.replace('_', " "),
    }
}

fn value(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::Null => "none".into(),
        serde_json::Value::String(s) => format!("“{s}”"),
        other => other.to_string(),
    }
}

/// `field: before → after`; for a group of fields, each that differs.
fn value_change(field: &str, before: &serde_json::Value, after: &serde_json::Value) -> String {
    if let (Some(a), Some(b)) = (before.as_object(), after.as_object()) {
        let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
        keys.sort();
        keys.dedup();
        let null = serde_json::Value::Null;
        let parts: Vec<String> = keys
            .into_iter()
            .filter(|k| a.get(*k) != b.get(*k))
            .map(|k| {
                let (x, y) = (a.get(k).unwrap_or(&null), b.get(k).unwrap_or(&null));
                format!("{}: {} → {}", field_name(k), value(x), value(y))
            })
            .collect();
        return format!("{}: {}", field_name(field), parts.join(", "));
    }
    format!(
        "{}: {} → {}",
        field_name(field),
        value(before),
        value(after)
    )
}

/// One change of the audit log in words.
pub fn audit_change(c: &crate::model::audit::Change) -> String {
    use crate::model::audit::Change;
    match c {
        Change::PlayerAdded { tpn, name } => format!("Player {tpn} {name} added"),
        Change::PlayerRemoved { tpn, name } => format!("Player {tpn} {name} removed"),
        Change::PlayerRenumbered {
            name,
            before,
            after,
        } => format!("{name}: pairing number {before} → {after}"),
        Change::PlayerDetail {
            tpn,
            field,
            before,
            after,
        } => format!("Player {tpn}, {}", value_change(field, before, after)),
        Change::Paired { round, boards } => format!("Round {round} paired ({boards} boards)"),
        Change::Unpaired { round } => format!("Round {round}: pairing removed"),
        Change::Result {
            round,
            white,
            black,
            before,
            after,
        } => format!(
            "Round {round}, {white} – {black}: {} → {}",
            white_result(*before),
            white_result(*after)
        ),
        Change::Entry {
            round,
            tpn,
            before,
            after,
        } => format!(
            "Round {round}, player {tpn}: {} → {}",
            round_entry(before),
            round_entry(after)
        ),
        Change::MatchGames {
            round,
            tpn,
            before,
            after,
        } => format!(
            "Round {round}, player {tpn}, match games: {} → {}",
            match_games(before),
            match_games(after)
        ),
        Change::Setting {
            field,
            before,
            after,
        } => format!("Setting {}", value_change(field, before, after)),
        Change::ForbiddenAdded { pair } => {
            format!(
                "Forbidden pair {} – {} added ({})",
                pair.a,
                pair.b,
                prohibition_rounds(pair)
            )
        }
        Change::ForbiddenRemoved { pair } => {
            format!(
                "Forbidden pair {} – {} removed ({})",
                pair.a,
                pair.b,
                prohibition_rounds(pair)
            )
        }
        Change::PairingChangedByHand { round, edit, why } => {
            format!(
                "Round {round}: pairing changed by hand, {}; {}",
                manual_edit(edit),
                why_text(why)
            )
        }
    }
}

// ---- Forbidden pairs, corrections, undo, unsaved changes (issue 21) ----

pub const FORBIDDEN_PAIRS: &str = "Forbidden pairs";
pub const FORBIDDEN_HELP: &str = "Players who must not meet (club mates, family): pick two players, or more for a group (every pair in it is kept apart), and the rounds if not all. Written to the TRF as record 260.";
pub const NO_FORBIDDEN: &str = "No forbidden pairs.";
pub const ADD_TO_GROUP: &str = "Add a player to the group";
pub const KEEP_APART: &str = "Keep apart";
pub const SAVE_FORBIDDEN: &str = "Save forbidden pair";
pub const FROM_ROUND: &str = "From round";
pub const TO_ROUND: &str = "To round";
pub const BAD_ROUND_NUMBER: &str = "Rounds are whole numbers from 1.";
pub const FORBIDDEN_SAVED: &str = "Forbidden pair saved.";

/// "Player 2" (the n-th picker of the forbidden-pair form).
pub fn group_player(n: usize) -> String {
    format!("Player {n}")
}

/// "every round" / "rounds 2–3".
pub fn prohibition_rounds(p: &crate::model::Prohibition) -> String {
    match p.rounds {
        None => "every round".into(),
        Some(r) if r.first == r.last => format!("round {}", r.first),
        Some(r) => format!("rounds {}–{}", r.first, r.last),
    }
}

/// "Alice – Bob", the accessible name part of a forbidden pair's buttons.
pub fn pair_names(a: &str, b: &str) -> String {
    format!("{a} – {b}")
}

pub fn remove_forbidden_label(pair: &str) -> String {
    format!("Remove forbidden pair {pair}")
}

pub fn edit_forbidden_label(pair: &str) -> String {
    format!("Edit forbidden pair {pair}")
}

pub fn added_forbidden(n: usize) -> String {
    if n == 1 {
        "1 forbidden pair added.".into()
    } else {
        format!("{n} forbidden pairs added.")
    }
}

fn manual_edit(e: &crate::model::change::ManualEdit) -> String {
    use crate::model::change::ManualEdit;
    match e {
        ManualEdit::Colours { white, black } => {
            format!("colours of {white} – {black} swapped")
        }
        ManualEdit::Opponents { first, second } => format!(
            "{} – {} and {} – {} became {} – {} and {} – {}",
            first.white,
            first.black,
            second.white,
            second.black,
            first.white,
            second.black,
            second.white,
            first.black
        ),
    }
}

fn why_text(w: &crate::model::change::Why) -> String {
    let reason = w.reason.map(|r| format!("C.04.2 art. {}", r.article()));
    match (reason, w.note.is_empty()) {
        (Some(r), true) => r,
        (Some(r), false) => format!("{r}: {}", w.note),
        (None, _) => w.note.clone(),
    }
}

pub const CONFIRM_CORRECTION_TITLE: &str = "Correct a result of an earlier round?";
pub const SAVE_CORRECTION: &str = "Save the correction";
pub const NO_RANK_MOVES: &str = "No rank in the standings moves.";

pub fn correction_result(
    round: u32,
    white: &str,
    black: &str,
    before: crate::model::arbiter::BoardResult,
    after: crate::model::arbiter::BoardResult,
) -> String {
    format!(
        "Round {round}, {white} – {black}: {} → {}",
        board_result(before),
        board_result(after)
    )
}

pub fn score_change(
    name: &str,
    before: crate::model::Points,
    after: crate::model::Points,
) -> String {
    format!("{name}: {} → {} points", points(before), points(after))
}

pub fn rank_change(name: &str, before: u32, after: u32, through: u32) -> String {
    format!("{name}: rank {before} → {after} (standings after round {through})")
}

pub fn next_round_verdict(round: u32, was: bool, still: bool) -> String {
    match (was, still) {
        (true, false) => format!("Round {round} was paired from the old result: its pairing is no longer the one the rules give."),
        (false, false) => format!("Round {round}'s pairing was not the rules' pairing before, and is not now."),
        (_, true) => format!("Round {round}'s pairing stays the one the rules give."),
    }
}

pub fn save_and_repair(round: u32) -> String {
    format!("Save and re-pair round {round}")
}

pub fn repair_error(e: &crate::teach::correction::RepairError) -> String {
    use crate::teach::correction::RepairError;
    match e {
        RepairError::Arbiter(a) => arbiter_error(a),
        RepairError::Pairing(p) => p.to_string(),
    }
}

pub const UNDO: &str = "Undo the last change";
pub const UNDO_TITLE: &str = "Undo";
pub const NOTHING_TO_UNDO: &str = "Nothing to undo (or another tab saved since).";
pub const UNDO_HELP: &str = "The last changes of this event, newest first. Undo puts the event back as it was before the newest one; the change log keeps both.";

pub fn undone(revision: u64) -> String {
    format!("Undone: the change saved as revision {revision}.")
}

pub const LEAVE_UNSAVED: &str = "You have typed changes that are not saved. Leave and lose them?";

pub const CHANGE_BY_HAND: &str = "Change this pairing by hand";
pub const CHANGE_HELP: &str = "C.04.2 art. 4.4: a published pairing is changed only for a reason; it is marked in the change log and in the TRF export.";
pub const SWAP_COLOURS: &str = "Swap the colours of a board";
pub const SWAP_OPPONENTS: &str = "Exchange the opponents of two boards";
pub const FIELD_BOARD: &str = "Board";
pub const FIELD_OTHER_BOARD: &str = "Other board";
pub const FIELD_REASON: &str = "Reason (C.04.2 art. 4.4)";
pub const FIELD_NOTE: &str = "Why, in your words";
pub const OTHER_REASON: &str = "Other (say why below)";
pub const APPLY_CHANGE: &str = "Change the pairing";
pub const PAIRING_CHANGED: &str = "Pairing changed; the change log says why.";

pub fn change_reason(r: crate::model::change::ChangeReason) -> String {
    use crate::model::change::ChangeReason;
    let what = match r {
        ChangeReason::AccidentalRematch => "players who already met were paired",
        ChangeReason::CompetitionRules => "the competition's rules allow it",
        ChangeReason::BothWithoutOpponent => "two players without an opponent agree to play",
        ChangeReason::LateEntry => "a late entry, changes agreed by all",
        ChangeReason::TopBoardsFinalRound => "unforeseeable circumstances, top boards, last round",
    };
    format!("{} — {what}", r.article())
}

pub const SHOW_ALL: &str = "Show all";

// ---- Sharing a round (src/ui/share.rs) and the verifier (src/ui/verify.rs).
pub const SHARE_TITLE: &str = "Share with the players";
pub const SHARE_HELP: &str = "Nothing is uploaded: the QR code holds the round itself, and the HTML page is a file you send by any messenger.";
pub const SHARE_QR: &str = "QR code of this round";
pub const SHARE_HTML: &str = "Download HTML page";
pub const SHARE_WHY: &str = "Why this pairing? (tap a board)";
pub const SHARE_ARBITER_VERSION: &str = "The arbiter's version";
pub const SHARE_QR_TOO_BIG: &str = "This link is too long for a QR code.";
pub const SHARE_LONG_ADDRESS: &str = "The app's address is long: the QR codes may be hard to scan.";
pub const SHARE_OPEN_LINK: &str = "Open the link";
pub const SHARE_WHITE: &str = "White";
pub const SHARE_BLACK: &str = "Black";
pub const SHARE_BYE: &str = "bye";
pub const SHARE_VIEW_TITLE: &str = "Shared round";
pub const SHARE_TO_APP: &str = "Go to the app";
pub const SHARE_SEARCH: &str = "Find your name";
pub const VERIFY_TITLE: &str = "Verify a TRF file";
pub const VERIFY_HELP: &str = "Open or drop a TRF file from any program: each round is paired again here and compared. The file stays on this device and is not added to your tournaments unless you ask.";
pub const VERIFY_OPEN: &str = "Open a TRF file";
pub const VERIFY_DROP: &str = "or drop it here";
pub const VERIFY_ADD: &str = "Add to my tournaments";
pub const VERIFY_LEARN: &str = "Explain this round in Learn";
pub const VERIFY_LINK: &str = "Verify a TRF file from any program";
pub const VERIFY_NO_SYSTEM: &str =
    "The file names no pairing system (record 192): it is checked with the Dutch System of 2026.";

/// "QR code 1 of 2".
pub fn share_part(part: usize, parts: usize) -> String {
    if parts == 1 {
        "QR code of the round.".to_owned()
    } else {
        format!("QR code {part} of {parts} (a big round is split by boards).")
    }
}

/// "Board 3: Anna (1) – Bo (4)".
pub fn share_board(board: usize, white: &str, black: &str) -> String {
    format!("Board {board}: {white} – {black}")
}

pub fn share_bye(name: &str) -> String {
    format!("Bye: {name}")
}

pub fn share_by_name(round: u32) -> String {
    format!("Round {round} by name")
}

/// "Round 3" or "Round 3, part 1 of 2".
pub fn share_round(round: u32, part: u32, parts: u32) -> String {
    if parts > 1 {
        format!("Round {round}, part {part} of {parts}")
    } else {
        format!("Round {round}")
    }
}

/// "Checking round 3 of 9…".
pub fn verify_progress(round: u32, of: u32) -> String {
    format!("Checking round {round} of {of}…")
}

/// "Round 3: identical".
pub fn verify_same(round: u32) -> String {
    format!("✔ Round {round}: identical")
}

pub fn verify_differs(round: u32) -> String {
    format!("✘ Round {round} differs")
}

pub fn verify_summary(checked: u32, differ: u32) -> String {
    format!("{checked} rounds checked, {differ} differ.")
}

/// The file's pairing and ours, one line each.
pub fn verify_pairings(file: &str, ours: &str) -> String {
    format!("In the file: {file}. By the rules: {ours}.")
}

pub fn verify_bad_file(file: &str, e: &crate::trf::TrfError) -> String {
    format!(
        "{file} cannot be read (line {}, column {}): {}",
        e.line, e.column, e.kind
    )
}

pub fn verify_not_explained(e: &crate::model::PairingError) -> String {
    format!("Not explained: {e}")
}

pub fn verify_added(name: &str) -> String {
    format!("“{name}” was added to your tournaments.")
}

pub fn verify_too_large(file: &str, bytes: u64, max: usize) -> String {
    format!("{file} is not read: it has {bytes} bytes, more than the {max} a TRF file may have.")
}

/// The accessible name of a round's "Explain this round in Learn".
pub fn verify_learn(round: u32) -> String {
    format!("Explain round {round} in Learn")
}

// ---------------------------------------------------------------- FIDE rating list

pub const LIST_TITLE: &str = "FIDE rating list";
pub const LIST_HELP: &str = "Download the list from FIDE (TXT or XML, zipped or not) and import it here once: it stays in this browser, and players can then be found by name or FIDE id.";
pub const LIST_IMPORT: &str = "Import a FIDE rating list";
pub const LIST_NONE: &str = "No rating list imported yet.";
pub const LIST_LOADING: &str = "Opening the stored rating list…";
pub const LIST_PROGRESS: &str = "Rating list import progress";
pub const LIST_CANCEL: &str = "Cancel the import";
pub const LIST_CANCELLED: &str = "Import cancelled; the previous rating list is kept.";
pub const LIST_KIND: &str = "Rating used";
pub const LIST_SEARCH: &str = "Find in the FIDE list (name or FIDE id)";
pub const LIST_RESULTS: &str = "Players found in the FIDE list";
pub const LIST_NO_MATCH: &str = "No player of the list matches.";
pub const LIST_NOT_PICKED: &str = "Not from the list";
pub const LIST_COMPARE: &str = "Compare ratings with the list";
pub const LIST_COMPARE_HELP: &str = "Before round 1, the players' ratings can be updated from a newer list (players matched by FIDE id).";
pub const LIST_NO_CHANGES: &str = "Every player with a FIDE id has the list's rating.";
pub const LIST_CHANGES: &str = "Ratings that would change";
pub const LIST_DISCARD: &str = "Keep the current ratings";
pub const LIST_NO_WORKER: &str = "This browser cannot import in the background (no Web Worker).";

/// The rating kinds' names in the chooser.
pub fn list_kind(k: crate::ratinglist::RatingKind) -> &'static str {
    match k {
        crate::ratinglist::RatingKind::Standard => "Standard",
        crate::ratinglist::RatingKind::Rapid => "Rapid",
        crate::ratinglist::RatingKind::Blitz => "Blitz",
    }
}

/// The stored list, in one line.
pub fn list_status(file: &str, players: u64, when: &str) -> String {
    format!("{players} players from {file}, imported {when}.")
}

/// The import under way.
pub fn list_reading(read: f64, total: f64, players: u64) -> String {
    let mb = |b: f64| b / 1_048_576.0;
    format!(
        "Reading: {:.1} of {:.1} MB, {players} players so far.",
        mb(read),
        mb(total)
    )
}

pub fn list_saving(players: u64) -> String {
    format!("Sorting and storing {players} players…")
}

pub fn list_imported(players: u64, skipped: u64) -> String {
    match skipped {
        0 => format!("Rating list imported: {players} players."),
        s => format!("Rating list imported: {players} players; {s} lines skipped (see below)."),
    }
}

pub fn list_more_warnings(n: u64) -> String {
    format!("… and {n} more.")
}

pub fn list_not_stored(why: &str) -> String {
    format!("The rating list could not be stored in this browser ({why}).")
}

/// A search result button's accessible name (unique: the FIDE id).
pub fn list_pick(name: &str, id: u32) -> String {
    format!("Pick {name}, FIDE id {id}")
}

/// What a player picked from the list brings besides the form's fields.
pub fn list_picked(id: u32, birth_year: Option<u16>) -> String {
    match birth_year {
        Some(y) => format!("From the FIDE list: id {id}, born {y}."),
        None => format!("From the FIDE list: id {id}."),
    }
}

pub fn list_apply(n: usize) -> String {
    match n {
        1 => "Apply 1 change".into(),
        n => format!("Apply {n} changes"),
    }
}

pub fn list_applied(n: usize) -> String {
    match n {
        1 => "1 rating updated from the list.".into(),
        n => format!("{n} ratings updated from the list."),
    }
}

/// One rating change: "Name (FIDE id): before → after".
pub fn list_change(name: &str, id: u32, before: u32, after: u32) -> String {
    format!(
        "{name} ({id}): {} → {}",
        rating_label(before),
        rating_label(after)
    )
}

// Accessible names (issue 21): every control's name is unique on its
// screen, so a repeated button says what it acts on.

/// A button acting on one item of a list: "Edit Anna", "Delete Club Open".
pub fn action_on(action: &str, object: &str) -> String {
    format!("{action} {object}")
}

/// A result button of one board: "1-0, board 3".
pub fn on_board(label: &str, board: usize) -> String {
    format!("{label}, board {board}")
}

/// A result button of one game of a Double-Swiss match: "1-0, board 3, game 2".
pub fn on_game(label: &str, board: usize, game: u32) -> String {
    format!("{label}, board {board}, game {game}")
}

/// The name of a scrolling table (a keyboard reaches it to scroll it).
pub fn scroll_table(title: &str) -> String {
    format!("{title} (scrolls sideways)")
}

/// The crosstable's column of pairing numbers.
pub const COL_NUMBER: &str = "No";
/// The player card's colour and result columns.
pub const COL_COLOUR: &str = "Colour";
pub const COL_RESULT: &str = "Result";
/// The names of Learn's scrolling tables.
pub const BRACKET_TABLE: &str = "The bracket's players";
pub const EXCHANGE_TABLE: &str = "Exchanges";
pub const COLOUR_TABLE: &str = "The two players' colours";

/// A control of one round among several on a screen: "Reason, round 3".
pub fn on_round(label: &str, round: u32) -> String {
    format!("{label}, round {round}")
}
