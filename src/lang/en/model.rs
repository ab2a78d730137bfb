//! English wording of the `model` layer's data: the pairing systems' names,
//! the settings form's field labels, and why an arbiter's change, the event
//! settings or a new tournament were refused (the app shows these
//! sentences; some end-to-end tests compare them).

use crate::model::arbiter::ArbiterError;
use crate::model::settings::{Field, SettingsError};
use crate::model::tournament::MAX_ROUNDS;
use crate::model::SystemKind;
use crate::store::NewTournamentError;
use std::fmt;

/// Display name of a pairing system.
pub fn system_name(s: SystemKind) -> &'static str {
    match s {
        SystemKind::Dutch2026 => "Dutch (2026 rules)",
        SystemKind::Dutch2017 => "Dutch (2017 rules)",
        SystemKind::DoubleSwiss2026 => "Double-Swiss (2026)",
        SystemKind::Dutch2008 => "Dutch (2008 rules)",
        SystemKind::Dutch2006 => "Dutch (FIDE 1992–2006 rules)",
        SystemKind::Dutch1992Ffe => "French federation's 1992 rules",
        #[cfg(test)]
        SystemKind::StandIn => "Stand-in (tests)",
    }
}

// Labels of the event settings' fields, quoted by the refusals below.
pub const FIELD_NAME: &str = "Name";
pub const FIELD_ROUNDS: &str = "Rounds";
pub const FIELD_SYSTEM: &str = "Pairing system";
pub const FIELD_START: &str = "First day";
pub const FIELD_END: &str = "Last day";
pub const FIELD_WIN: &str = "Win";
pub const FIELD_DRAW: &str = "Draw";
pub const FIELD_LOSS: &str = "Loss";
pub const FIELD_PAB: &str = "Pairing bye";
/// Double-Swiss: the value of the pairing-allocated bye, a whole match.
pub const FIELD_DS_PAB: &str = "Pairing bye (match)";
pub const FIELD_UNRATED_RATING: &str = "Rating of unrated players (ARO, TPR, PTP, APRO, APPO)";
pub const FIELD_BAKU: &str = "Baku acceleration (C.04.7)";
pub const INITIAL_COLOUR: &str = "Colour of pairing number 1 in round 1";

/// C.04.2 art. 2.3.
pub const NUMBERS_FIXED: &str = "Pairing numbers are fixed: round 4 has been paired (C.04.2 art. 2.3). New players get the next numbers.";
pub const DELETE_PAIRED: &str =
    "Only a player who was never paired can be deleted; withdraw this one instead.";

/// The label of a settings field.
pub fn field_name(f: Field) -> &'static str {
    match f {
        Field::Name => FIELD_NAME,
        Field::StartDate => FIELD_START,
        Field::EndDate => FIELD_END,
        Field::Rounds => FIELD_ROUNDS,
        Field::System => FIELD_SYSTEM,
        Field::Win => FIELD_WIN,
        Field::Draw => FIELD_DRAW,
        Field::Loss => FIELD_LOSS,
        Field::Pab => FIELD_PAB,
        Field::DsPab => FIELD_DS_PAB,
        Field::Baku => FIELD_BAKU,
        Field::InitialColour => INITIAL_COLOUR,
        Field::UnratedRating => FIELD_UNRATED_RATING,
    }
}

impl fmt::Display for ArbiterError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArbiterError::EmptyName => f.write_str("Give the player a name."),
            ArbiterError::RenumberingClosed => f.write_str(NUMBERS_FIXED),
            ArbiterError::UnknownPlayer(t) => write!(f, "There is no player {t}."),
            ArbiterError::ResultsMissing { round, open } => write!(
                f,
                "Round {round} still has {open} board(s) without a result: enter them before pairing the next round."
            ),
            ArbiterError::RoundHasResults { round } => {
                write!(f, "Round {round} already has results: it cannot be paired again.")
            }
            ArbiterError::WrongRound { round, next } => {
                write!(f, "Round {round} cannot be paired now; the next round is {next}.")
            }
            ArbiterError::NoSuchBoard { round, white } => {
                write!(f, "No board in round {round} has player {white} as White.")
            }
            ArbiterError::PlayerWasPaired(_) => f.write_str(DELETE_PAIRED),
            ArbiterError::RoundAlreadyPaired { round } => write!(
                f,
                "Round {round} is already paired: a bye or absence can only be entered for a round not paired yet."
            ),
            ArbiterError::NoSuchRound { round, total } => {
                write!(f, "There is no round {round}: the tournament has {total} rounds.")
            }
            ArbiterError::NotAnAbsence => f.write_str(
                "The pairing bye is given by the pairing; choose a half-point, zero-point or full-point bye.",
            ),
            ArbiterError::MatchOnlyResult => {
                f.write_str("½-0, 0-½ and 0-0 exist only in Double-Swiss games (C.04.5).")
            }
            ArbiterError::FullPointByeNotAllowed => f.write_str(
                "This event does not allow full-point byes: tick the option in Event settings if its regulations do.",
            ),
            ArbiterError::ForbidNeedsTwo => {
                f.write_str("Pick at least two different players to keep apart.")
            }
            ArbiterError::SamePlayerTwice(t) => {
                write!(f, "Player {t} is picked twice: pick two different players.")
            }
            ArbiterError::BadRoundRange { first, last, total } => write!(
                f,
                "Rounds {first} to {last} are not a range of this event: give rounds from 1 to {total}, the first not after the last."
            ),
            ArbiterError::AlreadyForbidden { a, b } => {
                write!(f, "Players {a} and {b} are already kept apart in those rounds.")
            }
            ArbiterError::NoSuchProhibition { a, b } => write!(
                f,
                "Players {a} and {b} are no longer kept apart (changed in another tab?)."
            ),
            ArbiterError::ReasonRequired => f.write_str(
                "Say why the pairing is changed: choose a reason of C.04.2 art. 4.4 or write one.",
            ),
            ArbiterError::ManualChangeOfMatches => {
                f.write_str("A Double-Swiss match cannot be changed by hand here.")
            }
            ArbiterError::SameBoard => f.write_str("Choose two different boards."),
            ArbiterError::AlreadyMet { a, b, round } => write!(
                f,
                "Players {a} and {b} already met in round {round} (C.04.3 [C1]): choose other boards."
            ),
            ArbiterError::PairForbidden { a, b } => write!(
                f,
                "Players {a} and {b} are kept apart in this round (a forbidden pair)."
            ),
        }
    }
}

impl std::error::Error for ArbiterError {}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SettingsError::Invalid(Field::Name) => {
                f.write_str("Event settings: give the tournament a name.")
            }
            SettingsError::Invalid(field @ (Field::StartDate | Field::EndDate)) => write!(
                f,
                "Event settings, “{}”: write the date as YYYY-MM-DD, or leave it blank.",
                field_name(*field)
            ),
            SettingsError::Invalid(Field::Rounds) => write!(
                f,
                "Event settings, “{FIELD_ROUNDS}”: a whole number from 1 to {MAX_ROUNDS}."
            ),
            SettingsError::Invalid(field) => write!(
                f,
                "Event settings, “{}”: write a number of points such as 1, 0.5 or 3.",
                field_name(*field)
            ),
            SettingsError::RoundsBelowPaired { paired } => write!(
                f,
                "Event settings, “{FIELD_ROUNDS}”: {paired} rounds are already paired; the tournament cannot have fewer."
            ),
            SettingsError::PointOrder => f.write_str("Event settings, point system: a win must be worth more than zero and at least a draw, a draw at least a loss, and the pairing bye at most a win (Double-Swiss: the bye match at most two wins)."),
            SettingsError::AccelerationNotOffered(system) => write!(
                f,
                "Event settings, “{FIELD_BAKU}”: not available for a {} event ({}): C.04.7 is written for the Dutch System.",
                system_name(*system),
                system.info().article
            ),
            SettingsError::Fide(kind) => write!(f, "Event settings, FIDE mode: {kind}."),
            SettingsError::FixedOnceStarted(field) => write!(
                f,
                "Event settings, “{}”: it cannot change once round 1 is paired (the pairing system and scoring are announced in advance, C.04.2 art. 1.1).",
                field_name(*field)
            ),
        }
    }
}

impl std::error::Error for SettingsError {}

impl fmt::Display for NewTournamentError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NewTournamentError::EmptyName => f.write_str("Give the tournament a name."),
            NewTournamentError::BadRounds => {
                write!(f, "Rounds must be a whole number from 1 to {MAX_ROUNDS}.")
            }
            NewTournamentError::UnknownSystem => f.write_str("Choose a pairing system."),
        }
    }
}

impl std::error::Error for NewTournamentError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_keep_their_sentences() {
        assert_eq!(
            ArbiterError::ResultsMissing { round: 2, open: 1 }.to_string(),
            "Round 2 still has 1 board(s) without a result: enter them before pairing the next round."
        );
        assert_eq!(
            SettingsError::Invalid(Field::Win).to_string(),
            "Event settings, “Win”: write a number of points such as 1, 0.5 or 3."
        );
        let refused = SettingsError::AccelerationNotOffered(SystemKind::DoubleSwiss2026);
        assert!(refused
            .to_string()
            .contains("Double-Swiss (2026) event (C.04.5)"));
        assert_eq!(
            NewTournamentError::BadRounds.to_string(),
            format!("Rounds must be a whole number from 1 to {MAX_ROUNDS}.")
        );
    }
}
