//! Re-pairs every round of a tournament from its own history and compares
//! with what was recorded (FIDE's checklist: "re-check imported rounds").

use crate::model::fide::{fide_issues, FideIssue, FideIssueKind, Severity};
use crate::model::Tournament;
use crate::model::{Pairing, PairingError};

/// One round compared.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoundCheck {
    pub round: u32,
    pub expected: Pairing,
    pub got: Result<Pairing, PairingError>,
}

impl RoundCheck {
    /// The round came out as recorded.
    pub fn agrees(&self) -> bool {
        self.got.as_ref() == Ok(&self.expected)
    }
}

/// Pairs each complete round `r` of `t` from rounds `1..r` with `pair` and
/// compares it with the recorded round.
pub fn check_rounds(
    t: &Tournament,
    pair: impl Fn(&Tournament, u32) -> Result<Pairing, PairingError>,
) -> Vec<RoundCheck> {
    t.complete_rounds()
        .into_iter()
        .map(|r| RoundCheck {
            round: r,
            expected: t.recorded_pairing(r),
            got: pair(&t.for_pairing_round(r), r),
        })
        .collect()
}

/// The FIDE mode's findings for `t`: what its data shows
/// ([`crate::model::fide::fide_issues`]) and, for each complete round that
/// `pair` does not reproduce, a changed pairing (C.04.2 art. 1.5, 4.4):
/// refused without a recorded reason, a warning with one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FideReport {
    pub issues: Vec<FideIssue>,
    pub rounds: Vec<RoundCheck>,
}

impl FideReport {
    /// Nothing refused.
    pub fn accepted(&self) -> bool {
        self.issues.iter().all(|i| i.severity != Severity::Refused)
    }
}

pub fn fide_report(
    t: &Tournament,
    pair: impl Fn(&Tournament, u32) -> Result<Pairing, PairingError>,
) -> FideReport {
    let mut issues = fide_issues(t);
    let rounds = check_rounds(t, pair);
    for c in rounds.iter().filter(|c| !c.agrees()) {
        let reason = t
            .pairing_changes
            .iter()
            .find(|p| p.round == c.round)
            .map(|p| p.reason);
        issues.push(match (reason, &c.got) {
            (Some(reason), _) => FideIssue {
                severity: Severity::Warning,
                kind: FideIssueKind::PairingChanged {
                    round: c.round,
                    reason,
                },
            },
            (None, Ok(_)) => FideIssue {
                severity: Severity::Refused,
                kind: FideIssueKind::PairingChangedWithoutReason { round: c.round },
            },
            (None, Err(_)) => FideIssue {
                severity: Severity::Refused,
                kind: FideIssueKind::RoundNotReproducible { round: c.round },
            },
        });
    }
    FideReport { issues, rounds }
}
