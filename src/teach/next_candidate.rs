//! "Pick the next candidate" (issue 23): shown a step of a bracket of the
//! built-in sample (Dutch 2026) paired literally, the trainee chooses which
//! of a few candidates the text tries next. The candidates offered are the
//! real next one and later ones of the same bracket's sequence (their pairs,
//! S1 player first, with in-bracket numbers); the answer is judged by the
//! order the text generates them in: art. 4.2.2 for transpositions of S2,
//! art. 3.6.1 / 4.3.2 for resident exchanges, art. 3.7.1–3.7.3 for a
//! heterogeneous bracket (the remainder first, then the MDP-Pairing's S2,
//! then the next set of MDPs). [`Alteration`]'s order is that sequence.
//!
//! A seed number picks the round, bracket and step, and the order the
//! options are listed in, so it reproduces the exercise on any device.
//!
//! The same exercise exists for the 2017 text ([`NextText::Dutch2017`]):
//! the sample's rounds paired again by the 2017 rules, whose brackets are
//! generated in the same order (B.6, B.7 with D.1–D.3 of C.04.3 approved
//! Baku 2016); the judging names the 2017 article.

use crate::model::SystemKind;
use crate::teach::study::{
    sample_tournament, CandidateStep, RoundStudy, StudyError, BRACKET_BUDGET,
};
use crate::teach::trace::Alteration;
use serde::{Deserialize, Serialize};

/// How many candidates are offered (the right one and later ones).
pub const OPTIONS: usize = 4;

/// The article whose order separates two candidates of a bracket.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum OrderRule {
    /// art. 4.2.2: transpositions of S2 (or S2R) in lexicographic order of their first N1 BSNs.
    Transposition,
    /// art. 3.6.1: every transposition for the current S1 before the next
    /// exchange, and exchanges in the order of art. 4.3.2.
    Exchange,
    /// art. 3.7.2: every transposition and exchange of the remainder before
    /// the next transposition of S2 (a new MDP-Pairing).
    MdpPairing,
    /// art. 3.7.3: every transposition of S2 before the next set of MDPs (art. 4.4.2).
    MdpSet,
}

impl OrderRule {
    /// The first field where `a` and `b` differ decides which comes first.
    pub fn between(a: &Alteration, b: &Alteration) -> Option<OrderRule> {
        if a.mdp_set != b.mdp_set {
            Some(OrderRule::MdpSet)
        } else if a.mdp_transposition != b.mdp_transposition {
            Some(OrderRule::MdpPairing)
        } else if a.exchange != b.exchange {
            Some(OrderRule::Exchange)
        } else if a.transposition != b.transposition {
            Some(OrderRule::Transposition)
        } else {
            None
        }
    }
}

/// The text whose brackets an exercise comes from, and whose articles
/// name the order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum NextText {
    /// C.04.3 (2026): the sample as recorded.
    Dutch2026,
    /// C.04.3 approved Baku 2016 (in force 2017): the sample's rounds
    /// paired again by the 2017 rules.
    Dutch2017,
}

impl NextText {
    pub const ALL: [NextText; 2] = [NextText::Dutch2026, NextText::Dutch2017];

    /// The system the sample is paired by.
    pub const fn system(self) -> SystemKind {
        match self {
            NextText::Dutch2026 => SystemKind::Dutch2026,
            NextText::Dutch2017 => SystemKind::Dutch2017,
        }
    }
}

/// One "pick the next candidate" exercise.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextCandidate {
    /// The text the brackets are paired and the order named by.
    pub text: NextText,
    pub seed: u64,
    /// The sample's round (1-based), the bracket and the step shown (0-based).
    pub round: u32,
    pub bracket: usize,
    pub step: usize,
    /// The step shown: the candidate tried last.
    pub current: CandidateStep,
    /// The candidates offered, in the seed's order.
    pub options: Vec<CandidateStep>,
    /// Index in `options` of the one the text tries next.
    answer: usize,
}

/// The judgement of a choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum NextVerdict {
    /// The text tries it next (art. 3.5.3: after each alteration, a new candidate).
    Right,
    /// Another comes first; `rule` is what orders them.
    Wrong {
        answer: usize,
        rule: Option<OrderRule>,
    },
}

/// Why no exercise could be made (the sample could not be read or paired: a bug).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NextCandidateError(pub StudyError);

/// A small deterministic mix of the seed (splitmix64), the same on every device.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = x;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl NextCandidate {
    /// The exercise of `seed` on the 2026 text ([`NextCandidate::of`]).
    pub fn new(seed: u64) -> Result<NextCandidate, NextCandidateError> {
        NextCandidate::of(NextText::Dutch2026, seed)
    }

    /// The exercise of `seed` on `text`: among every step of the sample
    /// (paired by `text`'s rules) after which at least [`OPTIONS`] − 1 more
    /// candidates are recorded, the one the seed picks.
    pub fn of(text: NextText, seed: u64) -> Result<NextCandidate, NextCandidateError> {
        let mut t = sample_tournament().map_err(NextCandidateError)?;
        t.system = text.system();
        let mut places = Vec::new();
        for round in 1..=t.rounds_paired() {
            let s = RoundStudy::new(&t, round).map_err(NextCandidateError)?;
            for b in s.brackets() {
                let study = s
                    .open_bracket(b.index, BRACKET_BUDGET)
                    .map_err(NextCandidateError)?;
                let n = study.steps.len();
                // A step that is one candidate (not a run), so that "next" is plain.
                for k in (0..n.saturating_sub(OPTIONS)).filter(|&k| study.steps[k].count == 1) {
                    places.push((round, b.index, k, study.steps.clone()));
                }
            }
        }
        let count = places.len().max(1) as u64;
        let pick = (mix(seed) % count) as usize;
        let Some((round, bracket, step, steps)) = places.into_iter().nth(pick) else {
            return Err(NextCandidateError(StudyError::NoSuchRound {
                round: 1,
                paired: 0,
            }));
        };
        // The next candidate, the one after it, and the last ones recorded:
        // all later in the sequence than the next.
        let mut later: Vec<usize> = vec![step + 1, step + 2];
        let last = steps.len() - 1;
        for k in [last, (step + 2 + last) / 2, step + 3] {
            if later.len() < OPTIONS && !later.contains(&k) && k > step + 2 {
                later.push(k);
            }
        }
        // The seed's order of the options (a rotation, then maybe reversed).
        let r = mix(seed ^ 0x5EED) as usize;
        let n = later.len();
        later.rotate_left(r % n);
        if r / n % 2 == 1 {
            later.reverse();
        }
        let answer = later.iter().position(|&k| k == step + 1).unwrap_or(0);
        Ok(NextCandidate {
            text,
            seed,
            round,
            bracket,
            step,
            current: steps[step].clone(),
            options: later.iter().map(|&k| steps[k].clone()).collect(),
            answer,
        })
    }

    /// Judges the option at `chosen`.
    pub fn judge(&self, chosen: usize) -> NextVerdict {
        if chosen == self.answer {
            return NextVerdict::Right;
        }
        let rule = match (self.options.get(self.answer), self.options.get(chosen)) {
            (Some(a), Some(c)) => OrderRule::between(&a.alteration, &c.alteration),
            _ => None,
        };
        NextVerdict::Wrong {
            answer: self.answer,
            rule,
        }
    }
}
