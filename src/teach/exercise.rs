//! Exercises for trainees (issue 23): a round to pair by hand, then its
//! colours, judged by the rules of the event's own system.
//!
//! An exercise is a round of a small event: either the built-in sample
//! (the Dutch System's worked event, [`sample_tournament`]) or an event the
//! project's generator makes from a seed ([`crate::generate`]), so that a
//! seed number reproduces an exercise on any device. The event is paired by
//! its system, round by round; the trainee sees the standings before the
//! round and answers:
//! - [`Task::Pairs`]: who plays whom, and who gets the pairing-allocated bye;
//! - [`Task::Colours`]: for each pair of the system's pairing, who has White.
//!
//! The answer is judged like a file in `check --explain`
//! ([`crate::teach::verify::explain_round`]): right when it is the system's
//! pairing; otherwise the findings say which absolute criterion it breaks,
//! or in which bracket and on which criterion (with both values) it is
//! worse, or which article orders two equally good candidates, or which
//! colour rule decides a pair — every system of the registry, each in its
//! own articles.

use crate::generate::{generate, GenerateError, GeneratorConfig};
use crate::model::{Board, Colour, Pairing, PairingError, Points, SystemKind, Tournament, Tpn};
use crate::teach::study::{sample_tournament, StudyError};
use crate::teach::verify::{explain_round, Finding};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// How big the event is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Difficulty {
    /// 6 players, round 2.
    Easy,
    /// 9 players (one bye), round 3.
    Medium,
    /// 14 players, round 4.
    Hard,
}

impl Difficulty {
    pub const ALL: [Difficulty; 3] = [Difficulty::Easy, Difficulty::Medium, Difficulty::Hard];

    /// Players, and the round to pair.
    pub const fn size(self) -> (u32, u32) {
        match self {
            Difficulty::Easy => (6, 2),
            Difficulty::Medium => (9, 3),
            Difficulty::Hard => (14, 4),
        }
    }
}

/// What the trainee is asked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Task {
    /// Who plays whom, and the bye.
    Pairs,
    /// Who has White in each of the system's pairs.
    Colours,
}

/// Where the exercise comes from; the same source gives the same exercise.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Source {
    /// Round `round` (2–9) of the built-in sample event (Dutch 2026).
    Sample { round: u32 },
    /// An event of `system` generated from `seed` at `difficulty`.
    Generated {
        system: SystemKind,
        seed: u64,
        difficulty: Difficulty,
    },
}

/// Why no exercise could be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ExerciseError {
    /// The sample could not be read (a bug).
    Sample(StudyError),
    /// The generator refused (a bug: the sizes are fixed).
    Generate(GenerateError),
    /// The system found no legal pairing for a round of the generated event
    /// (its text allows that); another seed gives another event.
    Unpairable { round: u32 },
    /// The sample's rounds are 2 to `last`.
    NoSuchRound { round: u32, last: u32 },
    /// The system's pairing could not be judged.
    Judge(PairingError),
}

/// A player as the trainee sees them before the round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub tpn: Tpn,
    pub name: String,
    pub rating: u32,
    /// Score before the round.
    pub score: Points,
    /// Each earlier round: the opponent and colour of a game (forfeits
    /// included), or `None` (bye, absence).
    pub history: Vec<Option<(Tpn, Colour)>>,
    /// Takes part in the round (not absent, not withdrawn).
    pub to_pair: bool,
}

/// One exercise.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Exercise {
    pub source: Source,
    pub system: SystemKind,
    pub round: u32,
    /// In pairing-number order.
    pub standings: Vec<Standing>,
    /// The system's pairing of the round (the answer).
    answer: Pairing,
    /// The event before the round (what the answer is judged on).
    before: Tournament,
}

/// The trainee's answer to [`Task::Pairs`]: pairs in any order and any
/// colours, and the bye.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PairsAnswer {
    pub pairs: Vec<(Tpn, Tpn)>,
    pub bye: Option<Tpn>,
}

/// The verdict on an answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum Verdict {
    /// The system's own pairing (or colours).
    Right,
    /// Not the system's: why, in the system's articles (the first finding
    /// is the decisive one), and the system's answer.
    Wrong {
        findings: Vec<Finding>,
        answer: Pairing,
    },
}

impl Exercise {
    /// Makes the exercise of `source`.
    pub fn new(source: Source) -> Result<Exercise, ExerciseError> {
        let (event, round) = match source {
            Source::Sample { round } => {
                let t = sample_tournament().map_err(ExerciseError::Sample)?;
                let last = t.rounds_paired();
                if !(2..=last).contains(&round) {
                    return Err(ExerciseError::NoSuchRound { round, last });
                }
                (t, round)
            }
            Source::Generated {
                system,
                seed,
                difficulty,
            } => {
                let (players, round) = difficulty.size();
                let cfg = GeneratorConfig {
                    players,
                    rounds: round,
                    seed,
                    system,
                    ..GeneratorConfig::default()
                };
                let g =
                    generate(&cfg, crate::systems::pair_round).map_err(ExerciseError::Generate)?;
                if let Some((round, _)) = g.stopped {
                    return Err(ExerciseError::Unpairable { round });
                }
                (g.tournament, round)
            }
        };
        let before = event.for_pairing_round(round);
        let answer = event.recorded_pairing(round);
        let standings = event
            .players
            .iter()
            .map(|p| Standing {
                tpn: p.tpn,
                name: p.name.clone(),
                rating: p.rating,
                score: event.score_after(p.tpn, round - 1),
                history: (1..round)
                    .map(|r| match p.round(r) {
                        crate::model::RoundEntry::Game {
                            opponent, colour, ..
                        } => Some((opponent, colour)),
                        _ => None,
                    })
                    .collect(),
                to_pair: answer.bye == Some(p.tpn)
                    || answer
                        .boards
                        .iter()
                        .any(|b| b.white == p.tpn || b.black == p.tpn),
            })
            .collect();
        Ok(Exercise {
            source,
            system: event.system,
            round,
            standings,
            answer,
            before,
        })
    }

    /// The system's pairs (White first), for [`Task::Colours`]: the trainee
    /// is shown them without their colours, each smaller number first.
    pub fn pairs_to_colour(&self) -> Vec<(Tpn, Tpn)> {
        self.answer
            .boards
            .iter()
            .map(|b| (b.white.min(b.black), b.white.max(b.black)))
            .collect()
    }

    /// Judges the trainee's pairs.
    pub fn judge_pairs(&self, a: &PairsAnswer) -> Result<Verdict, ExerciseError> {
        let norm = |pairs: &mut dyn Iterator<Item = (Tpn, Tpn)>| -> BTreeSet<(Tpn, Tpn)> {
            crate::sort::set_of(pairs.map(|(x, y)| (x.min(y), x.max(y))))
        };
        let ours = norm(&mut self.answer.boards.iter().map(|b| (b.white, b.black)));
        let theirs = norm(&mut a.pairs.iter().copied());
        if ours == theirs && a.bye == self.answer.bye && theirs.len() == a.pairs.len() {
            return Ok(Verdict::Right);
        }
        // The trainee's pairs with the system's colours where the pair is the
        // system's, else the smaller number White: the colours are not asked,
        // so colour findings are left out.
        let boards = a
            .pairs
            .iter()
            .map(|&(x, y)| {
                self.answer
                    .boards
                    .iter()
                    .find(|b| (b.white, b.black) == (x, y) || (b.white, b.black) == (y, x))
                    .copied()
                    .unwrap_or(Board {
                        white: x.min(y),
                        black: x.max(y),
                    })
            })
            .collect();
        let file = Pairing { boards, bye: a.bye };
        let mut findings = explain_round(&self.before, self.round, &file, &self.answer)
            .map_err(ExerciseError::Judge)?
            .findings;
        findings.retain(|f| !matches!(f, Finding::Colour { .. }));
        Ok(Verdict::Wrong {
            findings,
            answer: self.answer.clone(),
        })
    }

    /// Judges the trainee's colours: `white[k]` is who they give White in
    /// the k-th pair of [`Exercise::pairs_to_colour`].
    pub fn judge_colours(&self, white: &[Tpn]) -> Result<Verdict, ExerciseError> {
        let pairs = self.pairs_to_colour();
        if white.len() == pairs.len()
            && white
                .iter()
                .zip(&self.answer.boards)
                .all(|(w, b)| *w == b.white)
        {
            return Ok(Verdict::Right);
        }
        // A pair left unanswered keeps the smaller number White.
        let boards: Vec<Board> = pairs
            .iter()
            .enumerate()
            .map(|(k, &(x, y))| {
                if white.get(k) == Some(&y) {
                    Board { white: y, black: x }
                } else {
                    Board { white: x, black: y }
                }
            })
            .collect();
        let file = Pairing {
            boards,
            bye: self.answer.bye,
        };
        let findings = explain_round(&self.before, self.round, &file, &self.answer)
            .map_err(ExerciseError::Judge)?
            .findings;
        Ok(Verdict::Wrong {
            findings,
            answer: self.answer.clone(),
        })
    }
}
