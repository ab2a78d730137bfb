//! The record of a bracket paired literally (C.04.3 art. 3–4), as an arbiter
//! would write it down by hand: the bracket's table, its parameters and
//! subgroups, every candidate in generation order with the alteration that
//! produced it and its outcome, then the choice and why.
//!
//! Everything here is plain serde data for the teaching view. Long runs of
//! candidates with the same outcome are kept as one record with a count (e.g.
//! "candidates 25–144: all break [C1] between 3 and 8"); nothing is dropped:
//! the counts of all records add up to the number of candidates generated.

use crate::dutch::evaluate::Evaluation;
use crate::model::{Colour, Points, Tpn};
use crate::swiss::{ColourPreference, Float};
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// A player's place in the bracket (art. 1.3.2, 1.4.1, 3.2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Membership {
    /// A moved-down player of the first valid set of pairable MDPs: in S1 (art. 3.2.2).
    MdpInS1,
    /// An MDP outside the first valid set: in the Limbo (art. 3.2.4).
    MdpInLimbo,
    /// A resident player in the original S1 (homogeneous bracket, art. 3.2.2).
    ResidentInS1,
    /// A resident player in the original S2 (art. 3.2.3).
    ResidentInS2,
}

/// One line of the bracket's table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerRow {
    /// art. 4.1.1: in-bracket sequence number, 1-based.
    pub bsn: usize,
    pub tpn: Tpn,
    pub score: Points,
    /// art. 1.6: games with White minus games with Black.
    pub colour_difference: i32,
    /// art. 1.7 (`None`: has not played, art. 1.7.4).
    pub preference: Option<ColourPreference>,
    /// Colours of the games played, oldest first (C.04.2 art. 3.4).
    pub colours: Vec<Colour>,
    /// Float received in each previous round, oldest first (art. 1.4).
    pub floats: Vec<Option<Float>>,
    pub membership: Membership,
    /// art. 1.8: a topscorer (final round only).
    pub topscorer: bool,
}

/// The parameters of art. 3.1 and the original subgroups of art. 3.2 (BSNs).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Parameters {
    /// art. 3.1.1.
    pub m0: usize,
    /// art. 3.1.2: the most pairs the bracket can make with a legal completion of the round ([C1]–[C4]).
    pub max_pairs: usize,
    /// art. 3.1.3: the most MDPs paired in a candidate with MaxPairs pairs.
    pub m1: usize,
    /// art. 4.4: the valid sets of pairable MDPs (BSNs), in art. 4.4.2 order.
    pub mdp_sets: Vec<Vec<usize>>,
    /// art. 3.2: the original S1, S2 and Limbo (BSNs).
    pub s1: Vec<usize>,
    pub s2: Vec<usize>,
    pub limbo: Vec<usize>,
}

/// How a candidate was produced (art. 3.6, 3.7, 4.2–4.5). Indices are
/// 0-based positions in the sorted orders of art. 4.2–4.4; comparing two
/// alterations (fields in this order) compares their places in the sequence.
#[derive(
    Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Default, Serialize, Deserialize,
)]
pub struct Alteration {
    /// Heterogeneous bracket: which valid set of pairable MDPs is S1 (art. 3.7.3, 4.4.2).
    pub mdp_set: Option<usize>,
    /// Heterogeneous bracket: the transposition of S2 giving the MDP-Pairing (art. 3.7.2, 4.2).
    pub mdp_transposition: Option<u64>,
    /// The resident exchange of the homogeneous bracket or remainder (art.
    /// 3.6, 4.3): 0 = the original S1/S2 (or S1R/S2R), k = the k-th exchange.
    pub exchange: usize,
    /// The transposition of the current S2 (or S2R) (art. 4.2).
    pub transposition: u64,
}

/// Which absolute criterion a pair breaks (art. 2.1).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Absolute {
    /// [C1]: they have already played each other (in `round`).
    C1 { round: Option<u32> },
    /// [C1]: a pair the arbiter declared forbidden (treated like a rematch).
    Forbidden,
    /// [C3]: non-topscorers with the same absolute colour preference.
    C3 { colour: Colour },
}

impl Absolute {
    pub fn describe(&self) -> String {
        match self {
            Absolute::C1 { round: Some(r) } => format!("C1 (they met in round {r})"),
            Absolute::C1 { round: None } => "C1 (they have met)".into(),
            Absolute::Forbidden => "C1 (forbidden pair)".into(),
            Absolute::C3 { colour } => format!(
                "C3 (both have an absolute preference for {})",
                colour.fold("White", "Black")
            ),
        }
    }
}

/// What became of a candidate (art. 3.4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// A pair breaks [C1]–[C3]: every candidate of the run shares that pair.
    Illegal { criterion: Absolute, a: Tpn, b: Tpn },
    /// [C4]: no legal pairing of the rest of the round exists with this candidate.
    NoCompletion,
    /// Legal but not perfect: the quality criteria it does not fulfil.
    Imperfect {
        violations: Vec<String>,
        /// Strictly better than every earlier candidate (art. 3.8).
        new_best: bool,
    },
    /// art. 3.4.1: every criterion fulfilled; accepted at once.
    Perfect,
    /// Skipped: every candidate of the run shares pairs that already make
    /// it no better than candidate `best` (the best so far) — worse from
    /// `criterion` on, or at best equal and generated later (art. 3.8) —
    /// and none of them can be perfect.
    CannotBeat {
        best: u64,
        criterion: Option<String>,
    },
}

/// One candidate, or a run of consecutive candidates with the same outcome.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CandidateRecord {
    /// Generation index of the first candidate of the run (0-based).
    pub first: u64,
    /// Number of candidates in the run.
    pub count: u64,
    pub alteration: Alteration,
    /// The alteration of the last candidate of the run.
    pub last: Alteration,
    /// The resident exchange (BSNs of the bracket, or of the remainder)
    /// in force for the first candidate: moved S1→S2, moved S2→S1.
    pub exchange: Option<(Vec<usize>, Vec<usize>)>,
    /// Heterogeneous bracket: the remainder's players (BSN order), given when
    /// the run starts a new MDP-Pairing.
    pub remainder: Option<Vec<Tpn>>,
    /// The pairs of the first candidate (S1 player first). For an illegal run
    /// only the pairs up to the illegal one are known.
    pub pairs: Vec<(Tpn, Tpn)>,
    pub downfloaters: Vec<Tpn>,
    pub outcome: Outcome,
    /// The evaluation of the first candidate of the run, when legal.
    pub evaluation: Option<Evaluation>,
}

impl CandidateRecord {
    /// One line of text, candidates and transpositions numbered from 1.
    pub fn describe(&self) -> String {
        let span = if self.count == 1 {
            format!("candidate {}", self.first.saturating_add(1))
        } else {
            format!(
                "candidates {}–{}",
                self.first.saturating_add(1),
                self.first.saturating_add(self.count)
            )
        };
        let mut alt = describe_alteration(&self.alteration, self.exchange.as_ref());
        if self.count > 1 && self.last != self.alteration {
            alt.push_str(" … to ");
            alt.push_str(&describe_alteration(&self.last, None));
        }
        let what = match &self.outcome {
            Outcome::Illegal { criterion, a, b } => {
                let all = if self.count > 1 {
                    "all break"
                } else {
                    "breaks"
                };
                format!("{all} {} between {a} and {b}", criterion.describe())
            }
            Outcome::NoCompletion => "C4: the rest of the round cannot be paired".into(),
            Outcome::Imperfect {
                violations,
                new_best,
            } => format!(
                "not perfect ({}){}",
                violations.join(", "),
                if *new_best { " — best so far" } else { "" }
            ),
            Outcome::Perfect => "perfect (art. 3.4.1)".into(),
            Outcome::CannotBeat { best, criterion } => format!(
                "skipped: with these pairs none can beat candidate {} ({}, art. 3.8)",
                best.saturating_add(1),
                match criterion {
                    Some(c) => format!("all worse on {c}"),
                    None => "at best equal, and later".into(),
                }
            ),
        };
        let pairs = self
            .pairs
            .iter()
            .map(|(a, b)| format!("{a}–{b}"))
            .collect::<Vec<_>>()
            .join(" ");
        format!("{span} [{alt}] {pairs}: {what}")
    }
}

/// An alteration in words (positions numbered from 1).
pub fn describe_alteration(a: &Alteration, ex: Option<&(Vec<usize>, Vec<usize>)>) -> String {
    let mut parts = Vec::new();
    if let Some(s) = a.mdp_set {
        parts.push(format!("MDP set {}", s + 1));
    }
    if let Some(t) = a.mdp_transposition {
        parts.push(format!("MDP transposition {}", t.saturating_add(1)));
    }
    match (a.exchange, ex) {
        (0, _) => parts.push("original subgroups".into()),
        (k, Some((out, inn))) => parts.push(format!(
            "exchange {k}: {}↔{}",
            join(out.iter().rev()),
            join(inn.iter())
        )),
        (k, None) => parts.push(format!("exchange {k}")),
    }
    parts.push(if a.transposition == u64::MAX {
        // The index saturates: S2 has more orders than a u64 counts.
        "a transposition past the 2^64th".to_string()
    } else {
        format!("transposition {}", a.transposition + 1)
    });
    parts.join(", ")
}

fn join<'a>(v: impl Iterator<Item = &'a usize>) -> String {
    v.map(|x| x.to_string()).collect::<Vec<_>>().join("+")
}

/// What decided between the chosen candidate and the runner-up (art. 3.8).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decider {
    /// The first criterion, in priority order, on which the runner-up is worse.
    Criterion(String),
    /// All criteria equal: the chosen one was generated earlier.
    Earlier,
}

/// The candidate that came closest to the chosen one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunnerUp {
    pub candidate: u64,
    pub pairs: Vec<(Tpn, Tpn)>,
    pub downfloaters: Vec<Tpn>,
    pub evaluation: Evaluation,
    pub decided_by: Decider,
}

/// Why the chosen candidate was chosen.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ChoiceReason {
    /// art. 3.4.1: perfect, accepted at once.
    Perfect,
    /// art. 3.8: no perfect candidate; the best of all `generated`, earliest on ties.
    Best {
        generated: u64,
        runner_up: Option<Box<RunnerUp>>,
    },
    /// art. 3.8 without the rest of the sequence: no perfect candidate can
    /// exist, but this one (after `generated` candidates) reaches the lowest
    /// value any candidate can have on every criterion — [C5] the lowest PAB
    /// score, [C6] MaxPairs pairs, [C7] the lowest downfloater scores, [C8]
    /// the fewest downfloaters from the next bracket, nothing else unfulfilled —
    /// so no later candidate can be better, and ties go to the earlier.
    Unbeatable { generated: u64 },
}

/// The accepted candidate.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    pub candidate: u64,
    pub alteration: Alteration,
    pub pairs: Vec<(Tpn, Tpn)>,
    pub downfloaters: Vec<Tpn>,
    pub evaluation: Evaluation,
    pub violations: Vec<String>,
    pub reason: ChoiceReason,
}

/// How the bracket ended.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum BracketStatus {
    Finished(Choice),
    /// The budget ran out before a perfect candidate was found or the
    /// sequence was exhausted: the choice is not known.
    Unfinished {
        examined: u64,
        generated: u64,
        best_so_far: Option<Choice>,
    },
    /// The whole sequence holds no legal candidate.
    NoLegalCandidate {
        generated: u64,
    },
}

/// A bracket paired literally.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BracketTrace {
    /// 0-based position among the round's brackets.
    pub index: usize,
    /// The residents' score.
    pub score: Points,
    pub homogeneous: bool,
    pub table: Vec<PlayerRow>,
    pub parameters: Parameters,
    /// Candidates generated (counts of all records added up).
    pub generated: u64,
    /// Candidates (or runs sharing an illegal pair) examined one by one: what the budget counts.
    pub examined: u64,
    pub(super) records: Vec<CandidateRecord>,
    pub status: BracketStatus,
}

impl BracketTrace {
    /// Number of candidate records (runs).
    pub fn record_count(&self) -> usize {
        self.records.len()
    }

    /// A page of candidate records, in generation order.
    pub fn records(&self, offset: usize, limit: usize) -> &[CandidateRecord] {
        let start = offset.min(self.records.len());
        let end = start.saturating_add(limit).min(self.records.len());
        &self.records[start..end]
    }

    /// The record holding candidate `index` (0-based generation index).
    pub fn record_of(&self, index: u64) -> Option<&CandidateRecord> {
        let k = self
            .records
            .partition_point(|r| r.first.saturating_add(r.count) <= index);
        self.records.get(k).filter(|r| r.first <= index)
    }

    pub fn choice(&self) -> Option<&Choice> {
        match &self.status {
            BracketStatus::Finished(c) => Some(c),
            _ => None,
        }
    }

    /// The whole trace as text, one line per record.
    pub fn describe(&self) -> Vec<String> {
        let mut out = Vec::new();
        let p = &self.parameters;
        out.push(format!(
            "bracket {} (score {}): {}, M0 {}, MaxPairs {}, M1 {}; S1 {:?} S2 {:?} Limbo {:?}",
            self.index + 1,
            show_points(self.score),
            if self.homogeneous {
                "homogeneous"
            } else {
                "heterogeneous"
            },
            p.m0,
            p.max_pairs,
            p.m1,
            p.s1,
            p.s2,
            p.limbo
        ));
        for r in &self.table {
            out.push(format!(
                "  BSN {:2} TPN {:3} score {:>4} CD {:+} pref {} colours {} floats {} {:?}",
                r.bsn,
                r.tpn,
                show_points(r.score),
                r.colour_difference,
                r.preference
                    .map(|p| format!("{:?} {:?}", p.strength, p.colour))
                    .unwrap_or_else(|| "none".into()),
                r.colours
                    .iter()
                    .map(|c| c.fold('W', 'B'))
                    .collect::<String>(),
                r.floats
                    .iter()
                    .map(|f| match f {
                        Some(Float::Down) => '↓',
                        Some(Float::Up) => '↑',
                        None => '·',
                    })
                    .collect::<String>(),
                r.membership
            ));
        }
        out.extend(self.records.iter().map(|r| format!("  {}", r.describe())));
        match &self.status {
            BracketStatus::Finished(c) => out.push(format!("  chosen: {}", describe_choice(c))),
            BracketStatus::Unfinished {
                examined,
                generated,
                ..
            } => out.push(format!(
                "  did not finish within budget ({examined} examined, {generated} generated)"
            )),
            BracketStatus::NoLegalCandidate { generated } => {
                out.push(format!("  no legal candidate among {generated}"))
            }
        }
        out
    }
}

/// The choice in one line.
pub fn describe_choice(c: &Choice) -> String {
    let pairs = c
        .pairs
        .iter()
        .map(|(a, b)| format!("{a}–{b}"))
        .collect::<Vec<_>>()
        .join(" ");
    let why = match &c.reason {
        ChoiceReason::Perfect => "perfect, accepted at once (art. 3.4.1)".to_string(),
        ChoiceReason::Best {
            generated,
            runner_up,
        } => {
            let ru = match runner_up {
                None => String::new(),
                Some(r) => match &r.decided_by {
                    Decider::Criterion(c) => format!(
                        "; the runner-up (candidate {}) is worse on {c}",
                        r.candidate.saturating_add(1)
                    ),
                    Decider::Earlier => format!(
                        "; the runner-up (candidate {}) is equally good but generated later",
                        r.candidate.saturating_add(1)
                    ),
                },
            };
            format!("best of {generated} by art. 3.8{ru}")
        }
        ChoiceReason::Unbeatable { generated } => format!(
            "best by art. 3.8 after {generated} candidates: it reaches the least possible value on every criterion, so no later candidate can be better"
        ),
    };
    format!("candidate {} {pairs}: {why}", c.candidate.saturating_add(1))
}

fn show_points(p: Points) -> String {
    if p.0.is_multiple_of(10) {
        format!("{}", p.0 / 10)
    } else {
        format!("{}.{}", p.0 / 10, p.0 % 10)
    }
}

/// The first criterion, in the priority order of art. 3.8, on which `a` and
/// `b` differ, and how `a` compares there; `None` when all are equal.
pub fn first_difference(a: &Evaluation, b: &Evaluation) -> Option<(&'static str, Ordering)> {
    let steps: [(&'static str, Ordering); 19] = [
        ("C5", a.c5_pab_score.cmp(&b.c5_pab_score)),
        ("C6", a.c6_downfloaters.cmp(&b.c6_downfloaters)),
        ("C7", a.c7_downfloater_scores.cmp(&b.c7_downfloater_scores)),
        ("C8", a.c8_next_downfloaters.cmp(&b.c8_next_downfloaters)),
        ("C8", a.c8_next_scores.cmp(&b.c8_next_scores)),
        ("C9", a.c9_pab_unplayed.cmp(&b.c9_pab_unplayed)),
        (
            "C10",
            a.c10_topscorer_colour_difference
                .cmp(&b.c10_topscorer_colour_difference),
        ),
        (
            "C11",
            a.c11_topscorer_three_in_a_row
                .cmp(&b.c11_topscorer_three_in_a_row),
        ),
        ("C12", a.c12_colour_preference.cmp(&b.c12_colour_preference)),
        (
            "C13",
            a.c13_strong_colour_preference
                .cmp(&b.c13_strong_colour_preference),
        ),
        (
            "C14",
            a.c14_resident_downfloat_again
                .cmp(&b.c14_resident_downfloat_again),
        ),
        (
            "C15",
            a.c15_mdp_opponent_upfloat_again
                .cmp(&b.c15_mdp_opponent_upfloat_again),
        ),
        (
            "C16",
            a.c16_resident_downfloat_two_before
                .cmp(&b.c16_resident_downfloat_two_before),
        ),
        (
            "C17",
            a.c17_mdp_opponent_upfloat_two_before
                .cmp(&b.c17_mdp_opponent_upfloat_two_before),
        ),
        (
            "C18",
            a.c18_mdp_downfloat_again_sd
                .cmp(&b.c18_mdp_downfloat_again_sd),
        ),
        (
            "C19",
            a.c19_opponent_upfloat_again_sd
                .cmp(&b.c19_opponent_upfloat_again_sd),
        ),
        (
            "C20",
            a.c20_mdp_downfloat_two_before_sd
                .cmp(&b.c20_mdp_downfloat_two_before_sd),
        ),
        (
            "C21",
            a.c21_opponent_upfloat_two_before_sd
                .cmp(&b.c21_opponent_upfloat_two_before_sd),
        ),
        ("", Ordering::Equal),
    ];
    steps.into_iter().find(|(_, o)| *o != Ordering::Equal)
}

/// Collects candidate records, merging consecutive candidates with the same
/// outcome (new bests and perfect candidates always stand alone).
#[derive(Debug, Default)]
pub(super) struct Recorder {
    pub on: bool,
    compress: bool,
    pub records: Vec<CandidateRecord>,
    /// The previous record may absorb the next candidate.
    open: bool,
}

impl Recorder {
    pub fn new(on: bool, compress: bool) -> Recorder {
        Recorder {
            on,
            compress,
            records: Vec::new(),
            open: false,
        }
    }

    /// Would a candidate with `outcome` merge into the last record?
    pub fn merges(&self, outcome: &Outcome) -> bool {
        if !self.open || !self.compress {
            return false;
        }
        let Some(last) = self.records.last() else {
            return false;
        };
        match (&last.outcome, outcome) {
            (
                Outcome::Illegal { criterion, a, b },
                Outcome::Illegal {
                    criterion: c2,
                    a: a2,
                    b: b2,
                },
            ) => criterion == c2 && a == a2 && b == b2,
            (Outcome::NoCompletion, Outcome::NoCompletion) => true,
            (
                Outcome::CannotBeat { best, criterion },
                Outcome::CannotBeat {
                    best: b2,
                    criterion: c2,
                },
            ) => best == b2 && criterion == c2,
            (
                Outcome::Imperfect {
                    violations,
                    new_best: false,
                },
                Outcome::Imperfect {
                    violations: v2,
                    new_best: false,
                },
            ) => violations == v2,
            _ => false,
        }
    }

    /// Extends the last record by `count` candidates ending at `last`.
    pub fn extend(&mut self, count: u64, last: Alteration) {
        if let Some(r) = self.records.last_mut() {
            r.count = r.count.saturating_add(count);
            r.last = last;
        }
    }

    pub fn push(&mut self, r: CandidateRecord) {
        self.open = !matches!(
            r.outcome,
            Outcome::Perfect | Outcome::Imperfect { new_best: true, .. }
        );
        self.records.push(r);
    }

    /// The next candidate starts a new record whatever its outcome.
    pub fn cut(&mut self) {
        self.open = false;
    }
}
