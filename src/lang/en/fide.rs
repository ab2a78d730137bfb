//! English wording of the FIDE mode (`model::fide`, `checker::fide_report`).

use crate::checker::FideReport;
use crate::model::fide::{ChangeReason, Date, FideIssue, FideIssueKind, Severity};
use std::fmt;

use super::model::system_name;

impl fmt::Display for Date {
    /// `2026/02/01`, as TRF writes dates.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}/{:02}/{:02}", self.year, self.month, self.day)
    }
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Refused => "refused",
            Severity::Warning => "warning",
        })
    }
}

impl fmt::Display for ChangeReason {
    /// The situation of C.04.2 art. 4.4, shortened.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words = match self {
            ChangeReason::AccidentalRematch => "two participants who had already played each other were paired",
            ChangeReason::CompetitionRules => "the rules of the competition allow the Chief Arbiter to modify the pairings",
            ChangeReason::BothWithoutOpponent => "two participants close in the standings without an opponent agreed to play each other",
            ChangeReason::LateEntry => "a late entry was admitted; minimal changes agreed by all involved",
            ChangeReason::TopBoardsFinalRound => "unforeseeable circumstances affected the top boards of the final round",
        };
        write!(f, "C.04.2 art. {}: {words}", self.article())
    }
}

impl fmt::Display for FideIssueKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FideIssueKind::SystemNotYetInForce { system, from } => write!(
                f,
                "{} applies only from {from}: it is not a published FIDE Swiss system on the event's start date (C.04.2 art. 1.1)",
                system_name(*system)
            ),
            FideIssueKind::SystemSuperseded { system, replaced } => write!(
                f,
                "{} was replaced by a later text from {replaced}: a FIDE-rated event starting then must use a published FIDE Swiss system (C.04.2 art. 1.1)",
                system_name(*system)
            ),
            FideIssueKind::NoStartDate => f.write_str(
                "the event has no start date (TRF 042): whether its pairing system is approved for that date cannot be checked (C.04.2 art. 1.1)",
            ),
            FideIssueKind::SystemDeprecated { system } => write!(
                f,
                "{}: no tournament program approved by FIDE with a free pairing-checker exists for this system yet, so its use is deprecated (C.04.2 art. 1.4)",
                system_name(*system)
            ),
            FideIssueKind::FullPointBye { tpn, round } => write!(
                f,
                "player {tpn} has a full-point bye in round {round}: C.04.5 art. 2.1.2 calls it FIDE-deprecated"
            ),
            FideIssueKind::FullPointByesAllowed => f.write_str(
                "the event lets players request full-point byes: C.04.5 art. 2.1.2 calls them FIDE-deprecated",
            ),
            FideIssueKind::PairingChangedWithoutReason { round } => write!(
                f,
                "round {round} is not the pairing of the system and no reason was recorded: published pairings may be changed only in the situations of C.04.2 art. 4.4, never in favour of a participant (art. 1.5)"
            ),
            FideIssueKind::PairingChanged { round, reason } => {
                write!(f, "round {round} was changed by the arbiter ({reason})")
            }
            FideIssueKind::RoundNotReproducible { round } => write!(
                f,
                "round {round} could not be re-paired to compare: different programs must arrive at identical pairings (C.04.2 art. 1.4)"
            ),
        }
    }
}

impl fmt::Display for FideIssue {
    /// `refused: …` / `warning: …`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.severity, self.kind)
    }
}

/// The FIDE mode's verdict in one line.
pub fn verdict(r: &FideReport) -> String {
    let refused = r
        .issues
        .iter()
        .filter(|i| i.severity == Severity::Refused)
        .count();
    let warnings = r.issues.len() - refused;
    match (refused, warnings) {
        (0, 0) => "FIDE mode: nothing to refuse or warn about".into(),
        (0, w) => format!("FIDE mode: accepted with {w} warning(s)"),
        (n, w) => format!("FIDE mode: {n} refusal(s), {w} warning(s)"),
    }
}

/// C.04.2 art. 2.3, enforced by the app in every event.
pub const TPN_RULE: &str = "Pairing numbers are not changed after the fourth round has been paired (C.04.2 art. 2.3): enforced.";
