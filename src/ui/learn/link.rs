//! Links that open Learn at the same place on another device (issue 23):
//! the built-in sample's round, bracket and step, or an exercise by its
//! system, size and seed. Everything the place needs is in the URL
//! fragment; nothing is sent anywhere.
//!
//! - `#/learn/sample/R/B/S`: "Explain a round", the sample's round R,
//!   bracket B (1-based, as listed), step S (1-based).
//! - `#/learn/exercise/SYSTEM/SIZE/SEED`: an exercise (`SIZE`: easy,
//!   medium, hard).
//! - `#/learn/exercise/sample/R`: round R of the sample to pair.
//! - `#/learn/exercise/next/SEED`: "pick the next candidate" of a seed;
//!   `#/learn/exercise/next-2017/SEED` the same on the 2017 text.
//! - `#/learn/classic/SYSTEM/LESSON/S/F`: a classic text's lesson at step
//!   S, its bracket diagram at frame F (both 1-based).
//! - `#/learn/exercise/seed/N`: the seeds' worked example N
//!   ([`crate::teach::seed_exercise`]).
//! - `#/learn/ds/LESSON/B/S`: a Double-Swiss lesson's bracket B, step S (1-based).
//! - `#/learn/2017/LESSON/B/S`: a Dutch 2017 lesson's bracket B, step S (1-based).
//!
//! Read when Learn opens and on every `hashchange` while it is open
//! (`learn::LearnPage`).

use crate::model::SystemKind;
use crate::teach::classic::lessons::ClassicLessonId;
use crate::teach::double_swiss::DsLesson;
use crate::teach::exercise::Difficulty;
use crate::teach::lessons::Lesson2017;
use crate::teach::next_candidate::NextText;
use std::cell::Cell;

/// A place in Learn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DeepLink {
    /// 1-based round; 0-based bracket and step.
    Step {
        round: u32,
        bracket: usize,
        step: usize,
    },
    Exercise {
        system: SystemKind,
        size: Difficulty,
        seed: u64,
    },
    /// Round `round` of the sample to pair.
    SampleExercise { round: u32 },
    /// "Pick the next candidate" of `seed` on `text`.
    NextCandidate { text: NextText, seed: u64 },
    /// The seeds' worked example `number`.
    SeedExample { number: usize },
    /// A classic text's lesson: 0-based step and diagram frame.
    Classic {
        system: SystemKind,
        lesson: ClassicLessonId,
        step: usize,
        frame: usize,
    },
    /// A Double-Swiss lesson's bracket and step (0-based).
    DsStep {
        lesson: DsLesson,
        bracket: usize,
        step: usize,
    },
    /// A Dutch 2017 lesson's bracket and step (0-based).
    Step2017 {
        lesson: Lesson2017,
        bracket: usize,
        step: usize,
    },
}

/// Where the steps of a bracket opened in "Explain a round" can be linked.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StepPlace {
    /// The built-in sample's round.
    Sample(u32),
    /// A Dutch 2017 lesson's round.
    Lesson2017(Lesson2017),
}

impl StepPlace {
    /// The link to `step` of `bracket` (0-based).
    pub fn hash(self, bracket: usize, step: usize) -> String {
        to_hash(match self {
            StepPlace::Sample(round) => DeepLink::Step {
                round,
                bracket,
                step,
            },
            StepPlace::Lesson2017(lesson) => DeepLink::Step2017 {
                lesson,
                bracket,
                step,
            },
        })
    }
}

pub const PREFIX: &str = crate::ui::state::LEARN_LINK_PREFIX;

pub fn size_id(d: Difficulty) -> &'static str {
    match d {
        Difficulty::Easy => "easy",
        Difficulty::Medium => "medium",
        Difficulty::Hard => "hard",
    }
}

/// The place a fragment names; `None` for anything else (then Learn opens
/// as usual).
pub fn parse(hash: &str) -> Option<DeepLink> {
    let hash = format!("#{}", hash.trim_start_matches('#'));
    let rest = hash.strip_prefix(PREFIX)?;
    let parts: Vec<&str> = rest.split('/').collect();
    match parts.as_slice() {
        ["sample", r, b, s] => {
            let (round, bracket, step): (u32, usize, usize) =
                (r.parse().ok()?, b.parse().ok()?, s.parse().ok()?);
            Some(DeepLink::Step {
                round,
                bracket: bracket.checked_sub(1)?,
                step: step.checked_sub(1)?,
            })
        }
        ["classic", system, lesson, step, frame] => {
            let system = SystemKind::from_id(system)?;
            let lesson = ClassicLessonId::ALL
                .into_iter()
                .find(|l| l.key() == *lesson && ClassicLessonId::of(system).contains(l))?;
            let (step, frame): (usize, usize) = (step.parse().ok()?, frame.parse().ok()?);
            Some(DeepLink::Classic {
                system,
                lesson,
                step: step.checked_sub(1)?,
                frame: frame.checked_sub(1)?,
            })
        }
        ["ds", lesson, b, s] => Some(DeepLink::DsStep {
            lesson: DsLesson::from_key(lesson)?,
            bracket: b.parse::<usize>().ok()?.checked_sub(1)?,
            step: s.parse::<usize>().ok()?.checked_sub(1)?,
        }),
        ["2017", lesson, b, s] => Some(DeepLink::Step2017 {
            lesson: Lesson2017::from_key(lesson)?,
            bracket: b.parse::<usize>().ok()?.checked_sub(1)?,
            step: s.parse::<usize>().ok()?.checked_sub(1)?,
        }),
        ["exercise", "sample", round] => Some(DeepLink::SampleExercise {
            round: round.parse().ok()?,
        }),
        ["exercise", "next", seed] => Some(DeepLink::NextCandidate {
            text: NextText::Dutch2026,
            seed: seed.parse().ok()?,
        }),
        ["exercise", "next-2017", seed] => Some(DeepLink::NextCandidate {
            text: NextText::Dutch2017,
            seed: seed.parse().ok()?,
        }),
        ["exercise", "seed", n] => Some(DeepLink::SeedExample {
            number: n.parse().ok()?,
        }),
        ["exercise", system, size, seed] => Some(DeepLink::Exercise {
            system: SystemKind::from_id(system)?,
            size: Difficulty::ALL.into_iter().find(|d| size_id(*d) == *size)?,
            seed: seed.parse().ok()?,
        }),
        _ => None,
    }
}

pub fn to_hash(l: DeepLink) -> String {
    match l {
        DeepLink::Step {
            round,
            bracket,
            step,
        } => format!("{PREFIX}sample/{round}/{}/{}", bracket + 1, step + 1),
        DeepLink::Exercise { system, size, seed } => {
            format!("{PREFIX}exercise/{}/{}/{seed}", system.id(), size_id(size))
        }
        DeepLink::SampleExercise { round } => format!("{PREFIX}exercise/sample/{round}"),
        DeepLink::NextCandidate {
            text: NextText::Dutch2026,
            seed,
        } => format!("{PREFIX}exercise/next/{seed}"),
        DeepLink::NextCandidate {
            text: NextText::Dutch2017,
            seed,
        } => format!("{PREFIX}exercise/next-2017/{seed}"),
        DeepLink::SeedExample { number } => format!("{PREFIX}exercise/seed/{number}"),
        DeepLink::Classic {
            system,
            lesson,
            step,
            frame,
        } => format!(
            "{PREFIX}classic/{}/{}/{}/{}",
            system.id(),
            lesson.key(),
            step + 1,
            frame + 1
        ),
        DeepLink::DsStep {
            lesson,
            bracket,
            step,
        } => format!("{PREFIX}ds/{}/{}/{}", lesson.key(), bracket + 1, step + 1),
        DeepLink::Step2017 {
            lesson,
            bracket,
            step,
        } => format!("{PREFIX}2017/{}/{}/{}", lesson.key(), bracket + 1, step + 1),
    }
}

thread_local! {
    static PENDING: Cell<Option<DeepLink>> = const { Cell::new(None) };
}

/// Remembers the place the page was opened at (Learn calls it once).
pub fn arrive(hash: &str) {
    PENDING.with(|p| p.set(parse(hash)));
}

/// The step to open, once.
pub fn take_step() -> Option<(u32, usize, usize)> {
    PENDING.with(|p| match p.get() {
        Some(DeepLink::Step {
            round,
            bracket,
            step,
        }) => {
            p.set(None);
            Some((round, bracket, step))
        }
        _ => None,
    })
}

/// The exercise to open, once.
pub fn take_exercise() -> Option<(SystemKind, Difficulty, u64)> {
    PENDING.with(|p| match p.get() {
        Some(DeepLink::Exercise { system, size, seed }) => {
            p.set(None);
            Some((system, size, seed))
        }
        _ => None,
    })
}

/// The sample round, "next candidate" or seed example to open, once.
pub fn take_other_exercise() -> Option<DeepLink> {
    PENDING.with(|p| match p.get() {
        Some(
            l @ (DeepLink::SampleExercise { .. }
            | DeepLink::NextCandidate { .. }
            | DeepLink::SeedExample { .. }),
        ) => {
            p.set(None);
            Some(l)
        }
        _ => None,
    })
}

/// The Double-Swiss lesson step to open, once.
pub fn take_ds_step() -> Option<(DsLesson, usize, usize)> {
    PENDING.with(|p| match p.get() {
        Some(DeepLink::DsStep {
            lesson,
            bracket,
            step,
        }) => {
            p.set(None);
            Some((lesson, bracket, step))
        }
        _ => None,
    })
}

/// Is the pending place in the exercises?
pub fn pending_exercise() -> bool {
    PENDING.with(|p| {
        matches!(
            p.get(),
            Some(
                DeepLink::Exercise { .. }
                    | DeepLink::SampleExercise { .. }
                    | DeepLink::NextCandidate { .. }
                    | DeepLink::SeedExample { .. }
            )
        )
    })
}

/// Is the pending place a step of "Explain a round"?
pub fn pending_step() -> bool {
    PENDING.with(|p| matches!(p.get(), Some(DeepLink::Step { .. })))
}

/// The classic lesson to open, once: its text, lesson, step and frame.
pub fn take_classic() -> Option<(SystemKind, ClassicLessonId, usize, usize)> {
    PENDING.with(|p| match p.get() {
        Some(DeepLink::Classic {
            system,
            lesson,
            step,
            frame,
        }) => {
            p.set(None);
            Some((system, lesson, step, frame))
        }
        _ => None,
    })
}

/// The Dutch 2017 lesson step to open, once.
pub fn take_2017_step() -> Option<(Lesson2017, usize, usize)> {
    PENDING.with(|p| match p.get() {
        Some(DeepLink::Step2017 {
            lesson,
            bracket,
            step,
        }) => {
            p.set(None);
            Some((lesson, bracket, step))
        }
        _ => None,
    })
}

/// Is the pending place a lesson (a classic text's or a Dutch 2017 one)?
pub fn pending_lesson() -> bool {
    PENDING.with(|p| {
        matches!(
            p.get(),
            Some(DeepLink::Classic { .. } | DeepLink::Step2017 { .. })
        )
    })
}
