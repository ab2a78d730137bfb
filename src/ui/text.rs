//! Every word the app shows, in one place, so that a translation is one
//! new module with the same items.

use crate::model::SystemKind;
use crate::store::backup::BackupError;
use crate::store::schema::{DecodeError, Location};
use crate::store::{ImportReport, KvError, NewTournamentError, StoreError};

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
pub const FIELD_NAME: &str = "Name";
pub const FIELD_ROUNDS: &str = "Rounds";
pub const FIELD_SYSTEM: &str = "Pairing system";
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

// Placeholder pages.
pub const COMING_SOON: &str = "This part of the app is being built.";
pub const OPEN_ONE_FIRST: &str = "Open a tournament on the Tournaments page first.";
pub const LEARN_INTRO: &str = "How Swiss pairings work, rule by rule, is coming here: the Dutch System (2026 and 2017 rules) and the Double-Swiss System.";

/// Display name of a pairing system.
pub fn system_name(s: SystemKind) -> &'static str {
    match s {
        SystemKind::Dutch2026 => "Dutch (2026 rules)",
        SystemKind::Dutch2017 => "Dutch (2017 rules)",
        SystemKind::DoubleSwiss2026 => "Double-Swiss (2026)",
    }
}

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
        0 => "Nothing new in this backup.".to_owned(),
        1 => format!("Imported “{}”.", r.added[0]),
        n => format!("Imported {n} tournaments."),
    };
    if r.unchanged > 0 && !r.added.is_empty() {
        out.push_str(&format!(" {} already here.", r.unchanged));
    }
    out
}

pub fn form_error(e: NewTournamentError) -> String {
    match e {
        NewTournamentError::EmptyName => "Give the tournament a name.".into(),
        NewTournamentError::BadRounds => format!(
            "Rounds must be a whole number from 1 to {}.",
            crate::store::new::MAX_ROUNDS
        ),
        NewTournamentError::UnknownSystem => "Choose a pairing system.".into(),
    }
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
pub const NUMBERS_FIXED: &str = "Pairing numbers are fixed: round 4 has been paired (C.04.2 art. 2.3). New players get the next numbers.";
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
        BoardResult::Pending => "…",
    }
}

/// "Anna Smith (3)".
pub fn name_tpn(name: &str, tpn: crate::model::Tpn) -> String {
    format!("{name} ({tpn})")
}

pub fn pairing_error(e: &crate::pairing::PairingError) -> String {
    use crate::pairing::PairingError;
    match e {
        PairingError::NoLegalPairing { .. } => {
            "No legal pairing — the Chief Arbiter decides (C.04.3 art. 1.9.3).".into()
        }
        PairingError::NotImplemented(s) => {
            format!("The {} system cannot pair yet.", system_name(*s))
        }
        PairingError::InvalidState { round, reason } => {
            format!("Cannot pair round {round}: {reason}.")
        }
    }
}

pub fn arbiter_error(e: &crate::model::arbiter::ArbiterError) -> String {
    use crate::model::arbiter::ArbiterError;
    match e {
        ArbiterError::EmptyName => "Give the player a name.".into(),
        ArbiterError::RenumberingClosed => NUMBERS_FIXED.into(),
        ArbiterError::UnknownPlayer(t) => format!("There is no player {t}."),
        ArbiterError::ResultsMissing { round, open } => format!(
            "Round {round} still has {open} board(s) without a result: enter them before pairing the next round."
        ),
        ArbiterError::RoundHasResults { round } => {
            format!("Round {round} already has results: it cannot be paired again.")
        }
        ArbiterError::WrongRound { round, next } => {
            format!("Round {round} cannot be paired now; the next round is {next}.")
        }
        ArbiterError::NoSuchBoard { round, white } => {
            format!("No board in round {round} has player {white} as White.")
        }
    }
}
