//! The FIDE mode: what a FIDE-rated event may not do, found in the
//! tournament's data. Data only (worded in `lang::en::fide`); the round
//! comparison that finds changed pairings is in `checker::fide_report`.
//! Readings: `docs/readings/trf-and-fide-mode.md`, "6".

pub use super::change::{ChangeReason, PairingChange};
use super::round::{ByeKind, RoundEntry};
use super::system::{SystemInfo, SystemKind};
use super::tournament::Tournament;
use super::tpn::Tpn;

/// Is the event refused or only warned about?
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Severity {
    Warning,
    Refused,
}

/// A calendar date, as the event's start date gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Date {
    pub year: u16,
    pub month: u8,
    pub day: u8,
}

impl Date {
    /// `2026/02/01` (TRF `042`), `2026-02-01` (the app's date field) or
    /// `2026.02.01`; `None` otherwise.
    pub fn parse(s: &str) -> Option<Date> {
        let mut parts = s.trim().split(['/', '-', '.']);
        let year: u16 = parts.next()?.trim().parse().ok()?;
        let month: u8 = parts.next()?.trim().parse().ok()?;
        let day: u8 = parts.next()?.trim().parse().ok()?;
        if parts.next().is_some() || year < 1000 || !(1..=12).contains(&month) {
            return None;
        }
        (1..=31).contains(&day).then_some(Date { year, month, day })
    }
}

/// The texts of 2026 (C.04.3 "approved by the Council on 28/10/2025 – mis en
/// application au 1er février 2026", seed 003; C.04.5 likewise) apply from
/// 1 February 2026; an earlier text from 1 January of its year.
pub fn in_force_from(info: &SystemInfo) -> Date {
    if info.year >= 2026 {
        Date {
            year: 2026,
            month: 2,
            day: 1,
        }
    } else {
        Date {
            year: info.year,
            month: 1,
            day: 1,
        }
    }
}

/// When a superseded system stopped being a published FIDE system: the
/// date from which the newest text of the same article applies.
pub fn replaced_from(info: &SystemInfo) -> Option<Date> {
    if !info.superseded {
        return None;
    }
    SystemKind::ALL
        .iter()
        .map(|k| k.info())
        .filter(|i| i.article == info.article && !i.superseded && i.year > info.year)
        .map(in_force_from)
        .min()
}

/// One thing a FIDE-rated event may not do (or should not), with its article.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FideIssueKind {
    /// C.04.2 art. 1.1: the system's text is not in force on the start date.
    SystemNotYetInForce { system: SystemKind, from: Date },
    /// C.04.2 art. 1.1: the system was replaced by a later text before the
    /// start date: it is no longer a published FIDE Swiss system.
    SystemSuperseded { system: SystemKind, replaced: Date },
    /// The event has no readable start date (TRF `042`): whether its system
    /// is approved cannot be checked.
    NoStartDate,
    /// C.04.2 art. 1.4: the use of a system is deprecated "unless a
    /// tournament handler program approved by FIDE is available for them,
    /// provided with a free pairing-checker"
    /// ([`SystemInfo::checked_program`]). A warning: deprecated, not
    /// forbidden.
    SystemDeprecated { system: SystemKind },
    /// C.04.5 art. 2.1.2: a full-point bye is "FIDE-deprecated".
    FullPointBye { tpn: Tpn, round: u32 },
    /// C.04.5 art. 2.1.2: the event's settings let players request one.
    FullPointByesAllowed,
    /// C.04.2 art. 1.5 and 4.4: a published round is not the system's
    /// pairing, and no reason of art. 4.4 was recorded.
    PairingChangedWithoutReason { round: u32 },
    /// C.04.2 art. 4.4: a changed round, with the reason recorded.
    PairingChanged { round: u32, reason: ChangeReason },
    /// The round could not be re-paired to compare (C.04.2 art. 1.4: "must be
    /// able to arrive at identical pairings").
    RoundNotReproducible { round: u32 },
}

/// One finding of the FIDE mode.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FideIssue {
    pub severity: Severity,
    pub kind: FideIssueKind,
}

impl FideIssueKind {
    /// The article it applies (for the report's table).
    pub const fn article(&self) -> &'static str {
        match self {
            FideIssueKind::SystemNotYetInForce { .. }
            | FideIssueKind::SystemSuperseded { .. }
            | FideIssueKind::NoStartDate => "C.04.2 art. 1.1",
            FideIssueKind::FullPointBye { .. } | FideIssueKind::FullPointByesAllowed => {
                "C.04.5 art. 2.1.2"
            }
            FideIssueKind::PairingChangedWithoutReason { .. } => "C.04.2 art. 1.5, 4.4",
            FideIssueKind::PairingChanged { reason, .. } => match reason {
                ChangeReason::AccidentalRematch => "C.04.2 art. 4.4.1",
                ChangeReason::CompetitionRules => "C.04.2 art. 4.4.2",
                ChangeReason::BothWithoutOpponent => "C.04.2 art. 4.4.3",
                ChangeReason::LateEntry => "C.04.2 art. 4.4.4",
                ChangeReason::TopBoardsFinalRound => "C.04.2 art. 4.4.5",
            },
            FideIssueKind::RoundNotReproducible { .. } | FideIssueKind::SystemDeprecated { .. } => {
                "C.04.2 art. 1.4"
            }
        }
    }
}

/// What the tournament's own data shows (the system against the start
/// date, full-point byes where C.04.5 deprecates them). Changed pairings
/// need the pairing system: `checker::fide_report`.
pub fn fide_issues(t: &Tournament) -> Vec<FideIssue> {
    let mut out = Vec::new();
    let info = t.system.info();
    let refuse = |kind| FideIssue {
        severity: Severity::Refused,
        kind,
    };
    match Date::parse(&t.info.start_date) {
        None => out.push(FideIssue {
            severity: Severity::Warning,
            kind: FideIssueKind::NoStartDate,
        }),
        Some(start) => {
            let from = in_force_from(info);
            if start < from {
                out.push(refuse(FideIssueKind::SystemNotYetInForce {
                    system: t.system,
                    from,
                }));
            }
            if let Some(replaced) = replaced_from(info).filter(|&r| start >= r) {
                out.push(refuse(FideIssueKind::SystemSuperseded {
                    system: t.system,
                    replaced,
                }));
            }
        }
    }
    // C.04.2 art. 1.4 (the English text: any FIDE Swiss system; see the
    // readings): deprecated without an approved program with a free checker.
    if !info.checked_program {
        out.push(FideIssue {
            severity: Severity::Warning,
            kind: FideIssueKind::SystemDeprecated { system: t.system },
        });
    }
    // C.04.5 art. 2.1.2 ("a FIDE-deprecated full-point bye") is the text of
    // the system whose article is C.04.5.
    if info.article == "C.04.5" {
        if t.full_point_byes {
            out.push(refuse(FideIssueKind::FullPointByesAllowed));
        }
        for p in &t.players {
            for (k, e) in p.rounds.iter().enumerate() {
                if *e == RoundEntry::Bye(ByeKind::FullPoint) {
                    out.push(refuse(FideIssueKind::FullPointBye {
                        tpn: p.tpn,
                        round: k as u32 + 1,
                    }));
                }
            }
        }
    }
    out
}
