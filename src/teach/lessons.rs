//! Lessons for the teaching view, built from the worked examples of C.04.3
//! (2026) art. 4 and from real brackets paired literally: plain serde data a
//! UI can page through step by step. Each lesson and step is a key with the
//! numbers it shows ([`LessonId`], [`StepText`]); the wording is in the
//! `lang` layer.

use super::literal::{pair_bracket, subgroup_order, BracketInput, LiteralError, Options};
use super::study::{RoundStudy, StudyError};
use super::trace::{BracketStatus, BracketTrace, CandidateRecord, Choice, Parameters, PlayerRow};
use crate::dutch::sequence::{exchanges_of_size, transpositions, Exchange};
use crate::dutch::{rules2026, DutchOutcome};
use crate::model::{PairingError, Points, Tournament};
use crate::trf::read::read_str;
use crate::trf::TrfError;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;

/// Which lesson (its title is the `lang` layer's wording of it).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum LessonId {
    /// art. 4.2: the transpositions of S2 in an 11-player homogeneous bracket.
    Transpositions,
    /// art. 4.2 for an MDP-Pairing (2 MDPs, 9 residents).
    TranspositionsHeterogeneous,
    /// art. 4.3: resident exchanges between S1 and S2.
    Exchanges,
    /// A real homogeneous bracket paired literally.
    HomogeneousBracket,
    /// A real heterogeneous bracket with no perfect candidate.
    HeterogeneousBracket,
}

impl LessonId {
    /// A stable key (`"transpositions"`, …).
    pub const fn key(self) -> &'static str {
        match self {
            LessonId::Transpositions => "transpositions",
            LessonId::TranspositionsHeterogeneous => "transpositions-heterogeneous",
            LessonId::Exchanges => "exchanges",
            LessonId::HomogeneousBracket => "homogeneous-bracket",
            LessonId::HeterogeneousBracket => "heterogeneous-bracket",
        }
    }
}

/// A lesson: steps to page through.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    pub id: LessonId,
    /// The articles the lesson teaches.
    pub articles: Vec<String>,
    pub steps: Vec<LessonStep>,
}

/// One step of a lesson.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonStep {
    /// What the step says (its title and text, worded in the `lang` layer).
    pub text: StepText,
    pub data: StepData,
    /// The whole sequence `data` shows part of, to page through.
    pub browse: Option<Browse>,
}

/// A whole sorted sequence behind a step: the step's data shows a few
/// entries, [`Browse::page`] gives any page of all of them, so nothing is
/// cut silently.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Browse {
    /// art. 4.2: the transpositions of S2 = `s2` (BSNs), sorted by the
    /// lexicographic value of their first `n1` BSNs.
    Transpositions { s2: Vec<usize>, n1: usize },
    /// art. 4.3.2: the exchanges of `size` residents between S1 = 1..=`n1`
    /// and S2 = `n1`+1..=`n` (BSNs), in the order of rules a–d.
    Exchanges { n: usize, n1: usize, size: usize },
}

/// One page of a [`Browse`] sequence.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BrowsePage {
    /// 0-based position of the first entry shown.
    pub first: usize,
    pub total: usize,
    /// [`StepData::Sequence`] or [`StepData::Exchanges`].
    pub data: StepData,
}

impl Browse {
    /// Number of entries.
    pub fn total(&self) -> usize {
        match self {
            Browse::Transpositions { s2, n1 } => transpositions(s2, *n1).count(),
            Browse::Exchanges { .. } => self.exchanges().len(),
        }
    }

    fn exchanges(&self) -> Vec<Exchange> {
        match self {
            Browse::Exchanges { n, n1, size } => {
                let n1 = (*n1).min(*n);
                let b1: Vec<usize> = (1..=n1).collect();
                let b2: Vec<usize> = (n1 + 1..=*n).collect();
                exchanges_of_size(&b1, &b2, *size)
            }
            Browse::Transpositions { .. } => Vec::new(),
        }
    }

    /// Entries `offset..offset + limit` (clamped to the sequence).
    pub fn page(&self, offset: usize, limit: usize) -> BrowsePage {
        let total = self.total();
        let first = offset.min(total.saturating_sub(1));
        let data = match self {
            Browse::Transpositions { s2, n1 } => StepData::Sequence {
                first,
                total,
                entries: transpositions(s2, *n1).skip(first).take(limit).collect(),
            },
            Browse::Exchanges { .. } => {
                let all = self.exchanges();
                let end = first.saturating_add(limit).min(all.len());
                StepData::Exchanges {
                    entries: (first..end)
                        .map(|k| entry(&all[k], all.get(k + 1)))
                        .collect(),
                    total,
                }
            }
        };
        BrowsePage { first, total, data }
    }
}

/// What a step shows besides its text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepData {
    None,
    /// Elements of a sorted sequence (BSNs), with the 0-based position of the first shown.
    Sequence {
        first: usize,
        total: usize,
        entries: Vec<Vec<usize>>,
    },
    /// Resident exchanges in art. 4.3.2 order; `rule[k]` is the rule (a–d)
    /// that puts entry k before entry k + 1.
    Exchanges {
        entries: Vec<ExchangeEntry>,
        total: usize,
    },
    /// Two exchanges compared (art. 4.3.2): the first comes first by `rule`.
    Comparison {
        first: Box<ExchangeEntry>,
        second: Box<ExchangeEntry>,
        rule: char,
    },
    /// A bracket's table (art. 4.1 BSNs).
    Table(Vec<PlayerRow>),
    /// Candidate records of a bracket paired literally.
    Records(Vec<CandidateRecord>),
    /// The accepted candidate.
    Choice(Box<Choice>),
}

/// One resident exchange with the quantities art. 4.3.2 compares.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExchangeEntry {
    /// Moved from the original S1 to S2, and from S2 to S1 (BSNs, ascending).
    pub from_s1: Vec<usize>,
    pub from_s2: Vec<usize>,
    /// art. 4.3.2 b: sum moved S2→S1 minus sum moved S1→S2.
    pub difference: i64,
    /// The rule (a–d) that puts this exchange before the next one in the list.
    pub before_next_by: Option<char>,
}

/// Which of the rules of art. 4.3.2 a comparison step shows, with its example.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ExchangeExample {
    /// a. fewer BSNs first: 1↔11 before 4+5↔6+7.
    RuleA,
    /// b. smallest difference of sums: 4↔6 before 5↔8.
    RuleB,
    /// b with two BSNs: 3+4↔6+8 before 4+5↔8+9.
    RuleBTwo,
    /// c. the largest differing BSN moved from S1: 5-2 before 4-3.
    RuleC,
    /// c with three BSNs: 5-4-1 before 5-3-2.
    RuleCThree,
    /// d. the smallest differing BSN moved from S2: 6-9 before 7-8.
    RuleD,
    /// d with three BSNs: 6-7-10 before 6-8-9.
    RuleDThree,
}

/// What a step says: one variant per step, with the numbers it states.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepText {
    /// An 11-player homogeneous bracket: S1 = 1–5, S2 = 6–11 (art. 3.2.2, 3.3.1).
    TranspositionSubgroups,
    /// Transpositions sorted by their first N1 = 5 BSNs (art. 4.2.1, 4.2.2).
    TranspositionsSorted,
    /// Orders sharing their first five BSNs are one transposition: `total` of them.
    TranspositionsCounted { total: usize },
    /// The third transposition in true lexicographic order (TV-26, DV-08).
    ThirdTransposition { third: Vec<usize> },
    /// Where the first BSN changes: transposition `at` and the next, and the last of `total`.
    FirstBsnChanges {
        at: usize,
        before: Vec<usize>,
        after: Vec<usize>,
        total: usize,
        last: Vec<usize>,
    },
    /// Two MDPs form S1, nine residents S2 (art. 3.2.2, 3.2.3, 3.3.3).
    MdpSubgroups,
    /// With N1 = 2 only the first two BSNs count: the first ones, `total` in all.
    MdpTranspositionsSorted {
        first: Vec<Vec<usize>>,
        total: usize,
    },
    /// The last transposition of the MDP-Pairing (art. 3.7.1, 3.7.2).
    LastMdpTransposition { last: Vec<usize> },
    /// Resident exchanges (art. 3.6.1, 4.3.1).
    ExchangesIntro,
    /// Two exchanges compared by a rule of art. 4.3.2; `agrees`: the order
    /// of art. 4.3.2 puts them as the step says.
    Comparison {
        example: ExchangeExample,
        agrees: bool,
    },
    /// All one-player exchanges in order (DV-02).
    OnePlayerExchanges,
    /// The first two-player exchanges of `two` (DV-03); then `three` three-player ones.
    TwoPlayerExchanges { two: usize, three: usize },
    /// A real bracket's table (art. 4.1).
    BracketTable {
        round: u32,
        /// 0-based.
        bracket: usize,
        score: Points,
        players: usize,
    },
    /// Its parameters (art. 3.1) and subgroups (art. 3.2).
    BracketParameters {
        homogeneous: bool,
        parameters: Parameters,
    },
    /// One candidate record (a run of candidates when `count` > 1).
    Candidates(Box<CandidateRecord>),
    /// The accepted candidate and why.
    Choice(Box<Choice>),
}

/// Why the lessons could not be built (an embedded example failed; its
/// wording is in the `lang` layer).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LessonError {
    Trf(TrfError),
    Pairing(PairingError),
    Literal(LiteralError),
    /// The bracket (0-based) did not finish.
    Unfinished(usize),
}

impl From<TrfError> for LessonError {
    fn from(e: TrfError) -> LessonError {
        LessonError::Trf(e)
    }
}

impl From<PairingError> for LessonError {
    fn from(e: PairingError) -> LessonError {
        LessonError::Pairing(e)
    }
}

impl From<LiteralError> for LessonError {
    fn from(e: LiteralError) -> LessonError {
        LessonError::Literal(e)
    }
}

/// A real 40-player event (corpus, committed sample); round 6, bracket 5:
/// a homogeneous bracket of 10 whose 16th candidate is the first perfect one.
const HOMOGENEOUS_EXAMPLE: &str =
    include_str!("../../tests/data/corpus/dutch-2026/dutch2025-p040-r06-s0160.trf");
/// A real 16-player event; round 8, bracket 4: three MDPs, no perfect
/// candidate, the best chosen by art. 3.8.
const HETEROGENEOUS_EXAMPLE: &str =
    include_str!("../../tests/data/corpus/dutch-2026/dutch2025-p016-r09-s0958.trf");

/// All lessons, in teaching order.
pub fn lessons() -> Result<Vec<Lesson>, LessonError> {
    Ok(vec![
        transposition_lesson(),
        heterogeneous_transposition_lesson(),
        exchange_lesson(),
        bracket_lesson(LessonId::HomogeneousBracket, HOMOGENEOUS_EXAMPLE, 6, 4)?,
        bracket_lesson(LessonId::HeterogeneousBracket, HETEROGENEOUS_EXAMPLE, 8, 3)?,
    ])
}

fn step(text: StepText, data: StepData) -> LessonStep {
    LessonStep {
        text,
        data,
        browse: None,
    }
}

impl LessonStep {
    fn browsing(self, browse: Browse) -> LessonStep {
        LessonStep {
            browse: Some(browse),
            ..self
        }
    }
}

/// art. 4.2: the 720 transpositions of an 11-player homogeneous bracket.
fn transposition_lesson() -> Lesson {
    let s2: Vec<usize> = (6..=11).collect();
    let all: Vec<Vec<usize>> = transpositions(&s2, 5).collect();
    let total = all.len();
    let seq = |first: usize, n: usize| StepData::Sequence {
        first,
        total,
        entries: all.iter().skip(first).take(n).cloned().collect(),
    };
    let browse = || Browse::Transpositions {
        s2: s2.clone(),
        n1: 5,
    };
    let at = |k: usize| all.get(k).cloned().unwrap_or_default();
    Lesson {
        id: LessonId::Transpositions,
        articles: vec!["3.2.2".into(), "3.3.1".into(), "4.1".into(), "4.2".into()],
        steps: vec![
            step(StepText::TranspositionSubgroups, StepData::None),
            step(StepText::TranspositionsSorted, seq(0, 8)).browsing(browse()),
            step(StepText::TranspositionsCounted { total }, StepData::None),
            step(StepText::ThirdTransposition { third: at(2) }, seq(2, 2)).browsing(browse()),
            step(
                StepText::FirstBsnChanges {
                    at: 120,
                    before: at(119),
                    after: at(120),
                    total,
                    last: at(total.saturating_sub(1)),
                },
                seq(119, 2),
            )
            .browsing(browse()),
        ],
    }
}

/// art. 4.2 in a heterogeneous bracket: 2 MDPs, 9 residents → 72.
fn heterogeneous_transposition_lesson() -> Lesson {
    let s2: Vec<usize> = (3..=11).collect();
    let all: Vec<Vec<usize>> = transpositions(&s2, 2).collect();
    let total = all.len();
    let browse = || Browse::Transpositions {
        s2: s2.clone(),
        n1: 2,
    };
    let first: Vec<Vec<usize>> = all.iter().take(10).cloned().collect();
    Lesson {
        id: LessonId::TranspositionsHeterogeneous,
        articles: vec!["3.3.3".into(), "3.7.2".into(), "4.2".into()],
        steps: vec![
            step(StepText::MdpSubgroups, StepData::None),
            step(
                StepText::MdpTranspositionsSorted {
                    first: first.clone(),
                    total,
                },
                StepData::Sequence {
                    first: 0,
                    total,
                    entries: first,
                },
            )
            .browsing(browse()),
            step(
                StepText::LastMdpTransposition {
                    last: all.last().cloned().unwrap_or_default(),
                },
                StepData::Sequence {
                    first: total.saturating_sub(1),
                    total,
                    entries: all.last().cloned().into_iter().collect(),
                },
            )
            .browsing(browse()),
        ],
    }
}

/// The rule of art. 4.3.2 (a–d) that first tells `x` and `y` apart.
pub fn deciding_rule(x: &Exchange, y: &Exchange) -> Option<char> {
    let diff = |e: &Exchange| {
        e.from_s2.iter().sum::<usize>() as i64 - e.from_s1.iter().sum::<usize>() as i64
    };
    if x.from_s1.len() != y.from_s1.len() {
        return Some('a');
    }
    if diff(x) != diff(y) {
        return Some('b');
    }
    let desc = |v: &[usize]| {
        let mut v = v.to_vec();
        crate::sort::sort_by(&mut v, |a, b| b.cmp(a));
        v
    };
    if desc(&x.from_s1) != desc(&y.from_s1) {
        return Some('c');
    }
    if x.from_s2 != y.from_s2 {
        return Some('d');
    }
    None
}

fn entry(e: &Exchange, next: Option<&Exchange>) -> ExchangeEntry {
    ExchangeEntry {
        from_s1: e.from_s1.clone(),
        from_s2: e.from_s2.clone(),
        difference: e.from_s2.iter().sum::<usize>() as i64 - e.from_s1.iter().sum::<usize>() as i64,
        before_next_by: next.and_then(|n| deciding_rule(e, n)),
    }
}

fn entries(list: &[Exchange]) -> Vec<ExchangeEntry> {
    list.iter()
        .enumerate()
        .map(|(k, e)| entry(e, list.get(k + 1)))
        .collect()
}

/// art. 4.3: resident exchanges of an 11-player bracket, with the comparisons.
fn exchange_lesson() -> Lesson {
    let order = subgroup_order(11, 5);
    let of_size = |k: usize| -> Vec<Exchange> {
        order
            .iter()
            .filter_map(|(e, _, _)| e.clone())
            .filter(|e| e.from_s1.len() == k)
            .collect()
    };
    let one = of_size(1);
    let two = of_size(2);
    let three = of_size(3);
    let ex = |a: &[usize], b: &[usize]| Exchange {
        from_s1: a.to_vec(),
        from_s2: b.to_vec(),
    };
    let compare = |example: ExchangeExample, x: Exchange, y: Exchange| {
        let rule = deciding_rule(&x, &y).unwrap_or('-');
        // The lesson states x before y; the order of art. 4.3.2 must agree.
        let agrees = crate::dutch::sequence::compare_exchanges(&x, &y) == Ordering::Less;
        step(
            StepText::Comparison { example, agrees },
            StepData::Comparison {
                first: Box::new(entry(&x, None)),
                second: Box::new(entry(&y, None)),
                rule,
            },
        )
    };
    let mut steps = vec![step(StepText::ExchangesIntro, StepData::None)];
    steps.push(compare(
        ExchangeExample::RuleA,
        ex(&[1], &[11]),
        ex(&[4, 5], &[6, 7]),
    ));
    steps.push(compare(
        ExchangeExample::RuleB,
        ex(&[4], &[6]),
        ex(&[5], &[8]),
    ));
    steps.push(compare(
        ExchangeExample::RuleBTwo,
        ex(&[3, 4], &[6, 8]),
        ex(&[4, 5], &[8, 9]),
    ));
    steps.push(compare(
        ExchangeExample::RuleC,
        ex(&[2, 5], &[6, 7]),
        ex(&[3, 4], &[6, 7]),
    ));
    steps.push(compare(
        ExchangeExample::RuleCThree,
        ex(&[1, 4, 5], &[6, 7, 8]),
        ex(&[2, 3, 5], &[6, 7, 8]),
    ));
    steps.push(compare(
        ExchangeExample::RuleD,
        ex(&[4, 5], &[6, 9]),
        ex(&[4, 5], &[7, 8]),
    ));
    steps.push(compare(
        ExchangeExample::RuleDThree,
        ex(&[3, 4, 5], &[6, 7, 10]),
        ex(&[3, 4, 5], &[6, 8, 9]),
    ));
    steps.push(
        step(
            StepText::OnePlayerExchanges,
            StepData::Exchanges {
                entries: entries(&one),
                total: one.len(),
            },
        )
        .browsing(Browse::Exchanges {
            n: 11,
            n1: 5,
            size: 1,
        }),
    );
    steps.push(
        step(
            StepText::TwoPlayerExchanges {
                two: two.len(),
                three: three.len(),
            },
            StepData::Exchanges {
                entries: entries(&two[..12.min(two.len())]),
                total: two.len(),
            },
        )
        .browsing(Browse::Exchanges {
            n: 11,
            n1: 5,
            size: 2,
        }),
    );
    Lesson {
        id: LessonId::Exchanges,
        articles: vec!["3.6.1".into(), "4.3".into()],
        steps,
    }
}

/// A real bracket paired literally, one step per candidate record.
fn bracket_lesson(
    id: LessonId,
    trf: &str,
    round: u32,
    bracket: usize,
) -> Result<Lesson, LessonError> {
    let t = read_str(trf)?.tournament.for_pairing_round(round);
    let engine: DutchOutcome = rules2026::pair(&t, round)?;
    let ctx = &engine.context;
    let mdps = engine
        .brackets
        .get(bracket)
        .map(|b| b.mdps.clone())
        .unwrap_or_default();
    let input = BracketInput::new(ctx, bracket, mdps)?;
    let run = pair_bracket(&t, ctx, &input, &Options::default())?;
    let trace: BracketTrace = run.trace;
    let BracketStatus::Finished(choice) = trace.status.clone() else {
        return Err(LessonError::Unfinished(bracket));
    };
    let mut steps = vec![
        step(
            StepText::BracketTable {
                round,
                bracket,
                score: trace.score,
                players: trace.table.len(),
            },
            StepData::Table(trace.table.clone()),
        ),
        step(
            StepText::BracketParameters {
                homogeneous: trace.homogeneous,
                parameters: trace.parameters.clone(),
            },
            StepData::None,
        ),
    ];
    for r in trace.records(0, trace.record_count()) {
        steps.push(step(
            StepText::Candidates(Box::new(r.clone())),
            StepData::Records(vec![r.clone()]),
        ));
    }
    steps.push(step(
        StepText::Choice(Box::new(choice.clone())),
        StepData::Choice(Box::new(choice)),
    ));
    Ok(Lesson {
        id,
        articles: vec![
            "3.1".into(),
            "3.2".into(),
            "3.3".into(),
            "3.4".into(),
            "3.6".into(),
            "3.7".into(),
            "3.8".into(),
        ],
        steps,
    })
}

/// A Dutch 2017 lesson (C.04.3 approved Baku 2016, in force 2017–2025):
/// a small event's round opened as "Explain a round" and stepped by the
/// 2017 criteria (C.1–C.19, the PSD of A.8, the PPB and CLB of A.9). The
/// pairings are derived by hand from the 2017 text in
/// `tests/teach/lesson_checks.rs`, which checks them against the engine.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Lesson2017 {
    /// 2017 A.9: the downfloaters of the 1-point bracket leave two players
    /// who have met, so that bracket is re-paired as the PPB under C.4
    /// (one pair only, chosen by C.10) and the rest pair in the CLB.
    Ppb,
    /// 2017 A.4.b with C.12: a player absent in round 1 has received a
    /// downfloat, so the first candidate, which gives him the PAB (a second
    /// downfloat), is passed over for the next transposition (D.1).
    AbsentDownfloat,
}

/// The event of [`Lesson2017::Ppb`] (rounds 1–3 played; the lesson is round 3).
const PPB_2017: &str = include_str!("../../tests/data/explain-2017-ppb.trf");
/// The event of [`Lesson2017::AbsentDownfloat`] (rounds 1–2; the lesson is round 2).
const ABSENT_2017: &str = include_str!("../../tests/data/lesson-2017-absent.trf");

impl Lesson2017 {
    pub const ALL: [Lesson2017; 2] = [Lesson2017::Ppb, Lesson2017::AbsentDownfloat];

    /// A stable key for links (`"ppb"`, `"absent"`).
    pub const fn key(self) -> &'static str {
        match self {
            Lesson2017::Ppb => "ppb",
            Lesson2017::AbsentDownfloat => "absent",
        }
    }

    pub fn from_key(key: &str) -> Option<Lesson2017> {
        Lesson2017::ALL.into_iter().find(|l| l.key() == key)
    }

    /// The round the lesson explains (1-based).
    pub const fn round(self) -> u32 {
        match self {
            Lesson2017::Ppb => 3,
            Lesson2017::AbsentDownfloat => 2,
        }
    }

    /// The bracket the lesson is about (0-based): the PPB (A.9), or the
    /// last bracket where C.12 decides.
    pub const fn bracket(self) -> usize {
        1
    }

    /// The articles of the 2017 text the lesson teaches.
    pub fn articles(self) -> &'static [&'static str] {
        match self {
            Lesson2017::Ppb => &["A.8", "A.9", "C.4", "C.5", "C.6", "C.10"],
            Lesson2017::AbsentDownfloat => &["A.4.b", "C.12", "D.1"],
        }
    }

    /// The lesson's event, paired under the 2017 rules.
    pub fn tournament(self) -> Result<Tournament, StudyError> {
        let text = match self {
            Lesson2017::Ppb => PPB_2017,
            Lesson2017::AbsentDownfloat => ABSENT_2017,
        };
        Ok(read_str(text)?.tournament)
    }

    /// Its round opened for teaching.
    pub fn study(self) -> Result<RoundStudy, StudyError> {
        RoundStudy::new(&self.tournament()?, self.round())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn browses() -> Vec<Browse> {
        lessons()
            .expect("lessons")
            .into_iter()
            .flat_map(|l| l.steps.into_iter().filter_map(|s| s.browse))
            .collect()
    }

    #[test]
    fn every_sequence_step_can_be_paged_to_the_end() {
        let all = browses();
        let totals: Vec<usize> = all.iter().map(Browse::total).collect();
        for want in [720, 72, 30, 150] {
            assert!(totals.contains(&want), "{want} in {totals:?}");
        }
        for b in &all {
            let total = b.total();
            // Pages of 25 cover the whole sequence once, in order.
            let mut seen = 0;
            let mut offset = 0;
            while offset < total {
                let p = b.page(offset, 25);
                assert_eq!((p.first, p.total), (offset, total));
                let n = match &p.data {
                    StepData::Sequence { entries, .. } => entries.len(),
                    StepData::Exchanges { entries, .. } => entries.len(),
                    other => panic!("{other:?}"),
                };
                assert!(n > 0 && n <= 25);
                seen += n;
                offset += n;
            }
            assert_eq!(seen, total);
            // Past the end: the last entry, never an empty page.
            assert_eq!(b.page(total + 10, 5).first, total - 1);
        }
    }

    #[test]
    fn pages_agree_with_the_lesson_steps() {
        let ls = lessons().expect("lessons");
        for l in &ls {
            for s in &l.steps {
                let Some(b) = &s.browse else { continue };
                match &s.data {
                    StepData::Sequence { first, entries, .. } => {
                        let p = b.page(*first, entries.len());
                        assert_eq!(&p.data, &s.data, "{:?}: {:?}", l.id, s.text);
                    }
                    StepData::Exchanges { entries, .. } => {
                        let StepData::Exchanges { entries: e, .. } = b.page(0, entries.len()).data
                        else {
                            panic!()
                        };
                        // The step's last entry has no successor in its own list.
                        let n = entries.len() - 1;
                        assert_eq!(e[..n], entries[..n], "{:?}: {:?}", l.id, s.text);
                    }
                    other => panic!("{:?}: browse on {other:?}", l.id),
                }
            }
        }
        // The 720th transposition of S2 = 6..11 is 11-10-9-8-7.
        let b = Browse::Transpositions {
            s2: (6..=11).collect(),
            n1: 5,
        };
        let StepData::Sequence { entries, .. } = b.page(719, 1).data else {
            panic!()
        };
        assert_eq!(entries, vec![vec![11, 10, 9, 8, 7]]);
    }
}
