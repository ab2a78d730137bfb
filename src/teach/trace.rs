//! The record of a bracket paired literally (C.04.3 art. 3–4), as an arbiter
//! would write it down by hand: the bracket's table, its parameters and
//! subgroups, every candidate in generation order with the alteration that
//! produced it and its outcome, then the choice and why.
//!
//! Everything here is plain serde data for the teaching view (its wording is
//! in the `lang` layer). Long runs of candidates with the same outcome are
//! kept as one record with a count (e.g. candidates 25–144 all breaking [C1]
//! between 3 and 8); nothing is dropped: the counts of all records add up to
//! the number of candidates generated.

use crate::dutch::criterion::Criterion;
use crate::dutch::evaluate::Evaluation;
use crate::model::{Colour, Points, Tpn};
use crate::swiss::{ColourPreference, Float};
use serde::{Deserialize, Serialize};

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
    /// [C1]: a pair the arbiter declared forbidden (treated like a rematch),
    /// with its record (TRF-2026 `260`: the players and the rounds).
    Forbidden {
        record: Option<crate::model::Prohibition>,
    },
    /// [C3]: non-topscorers with the same absolute colour preference.
    C3 { colour: Colour },
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
        violations: Vec<Criterion>,
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
        criterion: Option<Criterion>,
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

/// What decided between the chosen candidate and the runner-up (art. 3.8).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Decider {
    /// The first criterion, in priority order, on which the runner-up is worse.
    Criterion(Criterion),
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
    /// The quality criteria it does not fulfil (art. 3.4.1), in priority order.
    pub violations: Vec<Criterion>,
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
