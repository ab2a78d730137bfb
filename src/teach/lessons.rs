//! Lessons for the teaching view, built from the worked examples of C.04.3
//! (2026) art. 4 and from real brackets paired literally: plain serde data a
//! UI can page through step by step.

use super::literal::{pair_bracket, subgroup_order, BracketInput, LiteralError, Options};
use super::trace::{BracketStatus, BracketTrace, CandidateRecord, Choice, PlayerRow};
use crate::dutch::sequence::{exchanges_of_size, transpositions, Exchange};
use crate::dutch::{rules2026, DutchOutcome};
use crate::model::PairingError;
use crate::trf::read::read_str;
use crate::trf::TrfError;
use serde::{Deserialize, Serialize};
use std::cmp::Ordering;
use thiserror::Error;

/// A lesson: a title and steps to page through.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Lesson {
    pub id: String,
    pub title: String,
    /// The articles the lesson teaches.
    pub articles: Vec<String>,
    pub steps: Vec<LessonStep>,
}

/// One step of a lesson.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LessonStep {
    pub title: String,
    pub text: String,
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

/// Why the lessons could not be built.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LessonError {
    #[error("embedded example: {0}")]
    Trf(#[from] TrfError),
    #[error("embedded example: {0}")]
    Pairing(#[from] PairingError),
    #[error("embedded example: {0}")]
    Literal(#[from] LiteralError),
    #[error("embedded example: bracket {0} did not finish")]
    Unfinished(usize),
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
        bracket_lesson(
            "homogeneous-bracket",
            "A homogeneous bracket, step by step",
            HOMOGENEOUS_EXAMPLE,
            6,
            4,
        )?,
        bracket_lesson(
            "heterogeneous-bracket",
            "A heterogeneous bracket with no perfect candidate",
            HETEROGENEOUS_EXAMPLE,
            8,
            3,
        )?,
    ])
}

fn step(title: &str, text: impl Into<String>, data: StepData) -> LessonStep {
    LessonStep {
        title: title.into(),
        text: text.into(),
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

fn show(v: &[usize]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join("-")
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
    Lesson {
        id: "transpositions".into(),
        title: "Transpositions of S2 (11 players)".into(),
        articles: vec!["3.2.2".into(), "3.3.1".into(), "4.1".into(), "4.2".into()],
        steps: vec![
            step(
                "The subgroups",
                "An 11-player homogeneous bracket: BSNs 1–11 (art. 4.1). MaxPairs is 5, so S1 = 1-2-3-4-5 and S2 = 6-7-8-9-10-11 (art. 3.2.2). The first candidate pairs S1[i] with S2[i]: 1–6, 2–7, 3–8, 4–9, 5–10, and 11 is left to downfloat (art. 3.3.1).",
                StepData::None,
            ),
            step(
                "Sorted by the first N1 BSNs",
                "A transposition changes the order of S2 (art. 4.2.1). They are sorted by the lexicographic value of their first N1 = 5 BSNs (art. 4.2.2): only those five are paired, the sixth downfloats.",
                seq(0, 8),
            )
            .browsing(Browse::Transpositions { s2: s2.clone(), n1: 5 }),
            step(
                "Orders sharing their first five BSNs are one transposition",
                format!(
                    "Only the first five BSNs of S2 are paired; the rest downfloat and are ignored when sorting. Choosing 5 of the 6 S2 players in order gives 6·5·4·3·2 = {total} transpositions."
                ),
                StepData::None,
            ),
            step(
                "True lexicographic order",
                format!(
                    "The third transposition is {}: the English text lists 6-7-8-10-11 third, the French text (and lexicographic order) 6-7-8-10-9 (TV-26, DV-08).",
                    show(&all[2])
                ),
                seq(2, 2),
            )
            .browsing(Browse::Transpositions { s2: s2.clone(), n1: 5 }),
            step(
                "Where the first BSN changes",
                format!(
                    "Transposition {} is {} and the next, {}, is the first to start with 7. The last, number {total}, is {}.",
                    120,
                    show(&all[119]),
                    show(&all[120]),
                    show(&all[total - 1])
                ),
                seq(119, 2),
            )
            .browsing(Browse::Transpositions { s2: s2.clone(), n1: 5 }),
        ],
    }
}

/// art. 4.2 in a heterogeneous bracket: 2 MDPs, 9 residents → 72.
fn heterogeneous_transposition_lesson() -> Lesson {
    let s2: Vec<usize> = (3..=11).collect();
    let all: Vec<Vec<usize>> = transpositions(&s2, 2).collect();
    let total = all.len();
    Lesson {
        id: "transpositions-heterogeneous".into(),
        title: "Transpositions for an MDP-Pairing (2 MDPs, 9 residents)".into(),
        articles: vec!["3.3.3".into(), "3.7.2".into(), "4.2".into()],
        steps: vec![
            step(
                "The subgroups",
                "Two MDPs (BSNs 1, 2) form S1; the nine residents (BSNs 3–11) form S2 (art. 3.2.2, 3.2.3). The MDP-Pairing pairs 1–S2[1] and 2–S2[2]; the other residents form the remainder (art. 3.3.3).",
                StepData::None,
            ),
            step(
                "Only the first two BSNs count",
                format!(
                    "With N1 = 2, transpositions are sorted by their first two BSNs: {} … There are 9·8 = {total}.",
                    all.iter()
                        .take(10)
                        .map(|t| show(t))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                StepData::Sequence {
                    first: 0,
                    total,
                    entries: all.iter().take(10).cloned().collect(),
                },
            )
            .browsing(Browse::Transpositions { s2: s2.clone(), n1: 2 }),
            step(
                "The last one",
                format!(
                    "The last transposition is {}. Each one gives a new MDP-Pairing and a new remainder, whose own transpositions and exchanges come first (art. 3.7.1, 3.7.2).",
                    all.last().map(|t| show(t)).unwrap_or_default()
                ),
                StepData::Sequence {
                    first: total - 1,
                    total,
                    entries: all.last().cloned().into_iter().collect(),
                },
            )
            .browsing(Browse::Transpositions { s2: s2.clone(), n1: 2 }),
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
        v.sort_unstable_by(|a, b| b.cmp(a));
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
    let compare = |title: &str, text: &str, x: Exchange, y: Exchange| {
        let rule = deciding_rule(&x, &y).unwrap_or('-');
        // The lesson states x before y; the order of art. 4.3.2 must agree.
        let ok = crate::dutch::sequence::compare_exchanges(&x, &y) == Ordering::Less;
        step(
            title,
            if ok {
                text.to_string()
            } else {
                format!("{text} (not so by art. 4.3.2!)")
            },
            StepData::Comparison {
                first: Box::new(entry(&x, None)),
                second: Box::new(entry(&y, None)),
                rule,
            },
        )
    };
    let mut steps = vec![step(
        "Exchanges",
        "When no transposition of S2 gives a perfect candidate, the original S1 and S2 exchange residents (art. 3.6.1, 4.3.1): equally sized groups of BSNs swap sides, and both subgroups are re-sorted. With S1 = 1–5 and S2 = 6–11 there are 30 one-player, 150 two-player, 200 three-player … exchanges.",
        StepData::None,
    )];
    steps.push(compare(
        "Rule a: fewer BSNs first",
        "a. The exchange with the smallest number of BSNs comes first: 1↔11 (the last one-player exchange) before 4+5↔6+7.",
        ex(&[1], &[11]),
        ex(&[4, 5], &[6, 7]),
    ));
    steps.push(compare(
        "Rule b: smallest difference of sums",
        "b. Then the smallest difference between the sum moved S2→S1 and the sum moved S1→S2: 4↔6 (difference 2) before 5↔8 (3); 3+4↔6+8 (7) before 4+5↔8+9 (8).",
        ex(&[4], &[6]),
        ex(&[5], &[8]),
    ));
    steps.push(compare(
        "Rule b, two BSNs",
        "8+6 moved up against 4+3 (difference 7) comes before 9+8 against 5+4 (difference 8).",
        ex(&[3, 4], &[6, 8]),
        ex(&[4, 5], &[8, 9]),
    ));
    steps.push(compare(
        "Rule c: the largest differing BSN moved from S1",
        "c. Then the largest differing BSN among those moved from S1: 5-2 before 4-3 (5 > 4); 5-4-1 before 5-3-2 (4 > 3).",
        ex(&[2, 5], &[6, 7]),
        ex(&[3, 4], &[6, 7]),
    ));
    steps.push(compare(
        "Rule c, three BSNs",
        "5-4-1 and 5-3-2 share 5; the next, 4 against 3, decides.",
        ex(&[1, 4, 5], &[6, 7, 8]),
        ex(&[2, 3, 5], &[6, 7, 8]),
    ));
    steps.push(compare(
        "Rule d: the smallest differing BSN moved from S2",
        "d. Last, the smallest differing BSN among those moved from S2: 6-9 before 7-8; 6-7-10 before 6-8-9.",
        ex(&[4, 5], &[6, 9]),
        ex(&[4, 5], &[7, 8]),
    ));
    steps.push(compare(
        "Rule d, three BSNs",
        "6-7-10 and 6-8-9 share 6; then 7 against 8 decides.",
        ex(&[3, 4, 5], &[6, 7, 10]),
        ex(&[3, 4, 5], &[6, 8, 9]),
    ));
    steps.push(step(
        "All one-player exchanges",
        "The 30 one-player exchanges in order, each with the rule that puts it before the next (DV-02). Every BSN can be exchanged, 1 and 11 included.",
        StepData::Exchanges {
            entries: entries(&one),
            total: one.len(),
        },
    )
    .browsing(Browse::Exchanges { n: 11, n1: 5, size: 1 }));
    steps.push(
        step(
            "The first two-player exchanges",
            format!(
            "The first 12 of the {} two-player exchanges (DV-03); then come {} three-player ones.",
            two.len(),
            three.len()
        ),
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
        id: "exchanges".into(),
        title: "Resident exchanges between S1 and S2 (11 players)".into(),
        articles: vec!["3.6.1".into(), "4.3".into()],
        steps,
    }
}

/// A real bracket paired literally, one step per candidate record.
fn bracket_lesson(
    id: &str,
    title: &str,
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
    let p = &trace.parameters;
    let mut steps = vec![step(
        "The bracket",
        format!(
            "Round {round}, bracket {} (score {}): {} players, numbered 1–{} in pairing order (BSNs, art. 4.1). The table gives each player's colour preference (art. 1.7) and float history (art. 1.4).",
            bracket + 1,
            trace.score.0 as f64 / 10.0,
            trace.table.len(),
            trace.table.len()
        ),
        StepData::Table(trace.table.clone()),
    )];
    steps.push(step(
        "Parameters and subgroups",
        if trace.homogeneous {
            format!(
                "Homogeneous: MaxPairs = {} (art. 3.1.2), so S1 = {:?} and S2 = {:?} (art. 3.2.2, 3.2.3).",
                p.max_pairs, p.s1, p.s2
            )
        } else {
            format!(
                "Heterogeneous: M0 = {} MDPs, MaxPairs = {}, M1 = {} (art. 3.1). The valid sets of pairable MDPs are {:?} (art. 4.4); S1 = {:?}, S2 = {:?}, Limbo = {:?} (art. 3.2).",
                p.m0, p.max_pairs, p.m1, p.mdp_sets, p.s1, p.s2, p.limbo
            )
        },
        StepData::None,
    ));
    for r in trace.records(0, trace.record_count()) {
        steps.push(step(
            if r.count > 1 {
                "Candidates"
            } else {
                "Candidate"
            },
            r.describe(),
            StepData::Records(vec![r.clone()]),
        ));
    }
    steps.push(step(
        "The choice",
        super::trace::describe_choice(&choice),
        StepData::Choice(Box::new(choice)),
    ));
    Ok(Lesson {
        id: id.into(),
        title: title.into(),
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
                        assert_eq!(&p.data, &s.data, "{}: {}", l.id, s.title);
                    }
                    StepData::Exchanges { entries, .. } => {
                        let StepData::Exchanges { entries: e, .. } = b.page(0, entries.len()).data
                        else {
                            panic!()
                        };
                        // The step's last entry has no successor in its own list.
                        let n = entries.len() - 1;
                        assert_eq!(e[..n], entries[..n], "{}: {}", l.id, s.title);
                    }
                    other => panic!("{}: browse on {other:?}", l.id),
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
