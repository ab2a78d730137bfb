//! Exercises from the seeds' worked examples (issue 23): each example a
//! seed works by hand becomes a question with a few options, judged by the
//! engine, the wrong options answered with the rule that separates them.
//!
//! - **Pick the pairing** of a classic text's worked bracket (BAF 77
//!   examples 1 and 2, TV-08 and TV-09, in each classic text whose lessons
//!   have them): the options are the candidates the engine's literal trace
//!   tries in that bracket ([`crate::teach::classic::lessons`]); right is
//!   the one it accepts (C6), a wrong one is answered by the rule that
//!   rejected it (B1a, B2, A8, B5, B6, …).
//! - **Which exchange comes first** (C.04.3 2026 art. 4.3.2 a–d, TV-27):
//!   the seed's own pairs of exchanges, judged by the engine's order
//!   ([`crate::dutch::sequence::compare_exchanges`]), a wrong answer named
//!   by the rule (a–d) that first tells them apart.
//! - **Which transposition** (art. 4.2.2, TV-26): the third of S2 = 6…11
//!   with N1 = 5, and the one after 3-11 with two MDPs (N1 = 2), judged by
//!   the engine's order ([`crate::dutch::sequence::transpositions`]).
//! - **Who has White** on a board of a worked bracket's accepted pairing
//!   (TV-08, TV-09): the options are the board's two players, judged by the
//!   engine's colour allocation (E1–E5,
//!   [`crate::dutch::classic::colour::allocate`], the rule its trace records
//!   as [`Event::Colour`]); a wrong answer is answered by the rule that
//!   decided the board. The exercise shows both players' colour histories
//!   (as the seed prints them) and their A7 preferences.
//!
//! An exercise is its number in [`SeedExercise::count`]'s list; the same
//! number gives the same exercise (and the same order of options) on any
//! device (`#/learn/exercise/seed/N`). New kinds are appended to the list,
//! so that an older link keeps its exercise.

use crate::dutch::classic::trace::{ColourRule, Event, Rejection};
use crate::dutch::sequence::{compare_exchanges, transpositions, Exchange};
use crate::model::{Colour, SystemKind, Tpn};
use crate::swiss::ColourPreference;
use crate::teach::classic::lessons::{lesson, seed_histories, ClassicLessonId, LessonData};
use crate::teach::lessons::{deciding_rule, ExchangeExample};
use std::cmp::Ordering;

/// Where an exercise comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SeedSource {
    /// The worked bracket of a classic text's lesson (BAF 77: TV-08, TV-09).
    Bracket {
        system: SystemKind,
        lesson: ClassicLessonId,
    },
    /// art. 4.3.2: one of the seed's example pairs of exchanges (TV-27).
    Exchanges(ExchangeExample),
    /// art. 4.2.2: a transposition question (TV-26).
    Transposition(TranspositionExample),
    /// E1–E5: who has White on board `board` (0-based, in the engine's
    /// order of the accepted pairs) of a classic text's worked bracket.
    Colours {
        system: SystemKind,
        lesson: ClassicLessonId,
        board: usize,
    },
}

/// The transposition questions of TV-26.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TranspositionExample {
    /// An 11-player homogeneous bracket (S1 = 1…5, S2 = 6…11, N1 = 5): its
    /// third transposition (the French list: 6-7-8-9-10; 6-7-8-9-11;
    /// 6-7-8-10-9).
    Third,
    /// Two MDPs, nine residents (S2 = 3…11, N1 = 2): the transposition
    /// after 3-11 (3-4; 3-5; …; 3-11; 4-3).
    AfterMdp,
}

/// What an option shows.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeedChoice {
    /// A candidate of the bracket: its pairs (S1 player first) and the
    /// players it leaves to float down.
    Pairs {
        pairs: Vec<(Tpn, Tpn)>,
        down: Vec<Tpn>,
    },
    /// A resident exchange (BSNs moved S1→S2, S2→S1).
    Exchange {
        from_s1: Vec<usize>,
        from_s2: Vec<usize>,
    },
    /// The first N1 BSNs of a transposition of S2.
    Order(Vec<usize>),
    /// This player has White on the board asked.
    White(Tpn),
}

/// Why an option is not the answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeedWhy {
    /// The classic text's rule that rejected this candidate (its trace).
    Rejection(Rejection),
    /// art. 4.3.2: the rule (a–d) that puts the answer first.
    ExchangeRule(char),
    /// art. 4.2.2: lexicographic order; the option is transposition
    /// `position` (1-based) in that order.
    Lexicographic { position: usize },
    /// E1–E5: the rule that decided the board's colours (the engine's).
    Colour(ColourRule),
}

/// The judgement of a choice.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeedVerdict {
    Right,
    Wrong { answer: usize, why: Option<SeedWhy> },
}

/// Why no exercise could be made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SeedExerciseError {
    /// A classic lesson could not be built (a bug: they are built in).
    Lesson,
    /// The lesson's bracket accepted no candidate, or the order was empty (a bug).
    NoAnswer,
}

/// A player of a colour question, as the seed shows him.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeedPlayer {
    pub tpn: Tpn,
    /// Each round's colour, oldest first (`None`: no game, F2).
    pub history: Vec<Option<Colour>>,
    /// A7: the preference the text gives him before the round.
    pub preference: Option<ColourPreference>,
}

/// One exercise.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SeedExercise {
    /// Its number in the list (what the link carries).
    pub number: usize,
    pub source: SeedSource,
    /// The round paired (for a bracket), else 0.
    pub round: u32,
    /// A colour question's board (lower pairing number first, so that the
    /// order does not give the answer away) and its two players.
    pub board: Option<(Tpn, Tpn)>,
    pub players: Vec<SeedPlayer>,
    pub options: Vec<SeedChoice>,
    answer: usize,
    /// For each option: why it is wrong (`None` for the answer).
    why: Vec<Option<SeedWhy>>,
}

/// An exchange as the seed writes it: BSNs moved S1→S2, S2→S1.
type Moved = (&'static [usize], &'static [usize]);

/// The seed's example pairs of art. 4.3.2 (TV-27), the one the seed puts
/// first first.
const EXCHANGES: [(ExchangeExample, Moved, Moved); 7] = [
    // a) 1 BSN before 2.
    (ExchangeExample::RuleA, (&[1], &[11]), (&[4, 5], &[6, 7])),
    // b) 6↔4 (difference 2) before 8↔5 (3).
    (ExchangeExample::RuleB, (&[4], &[6]), (&[5], &[8])),
    // b) 8+6↔4+3 (7) before 9+8↔5+4 (8).
    (
        ExchangeExample::RuleBTwo,
        (&[3, 4], &[6, 8]),
        (&[4, 5], &[8, 9]),
    ),
    // c) 5-2 before 4-3.
    (
        ExchangeExample::RuleC,
        (&[2, 5], &[6, 7]),
        (&[3, 4], &[6, 7]),
    ),
    // c) 5-4-1 before 5-3-2.
    (
        ExchangeExample::RuleCThree,
        (&[1, 4, 5], &[6, 7, 8]),
        (&[2, 3, 5], &[6, 7, 8]),
    ),
    // d) 6-9 before 7-8.
    (
        ExchangeExample::RuleD,
        (&[4, 5], &[6, 9]),
        (&[4, 5], &[7, 8]),
    ),
    // d) 6-7-10 before 6-8-9.
    (
        ExchangeExample::RuleDThree,
        (&[3, 4, 5], &[6, 7, 10]),
        (&[3, 4, 5], &[6, 8, 9]),
    ),
];

/// The bracket lessons that become "pick the pairing" exercises.
const BRACKET_LESSONS: [ClassicLessonId; 2] = [
    ClassicLessonId::ColourConflicts,
    ClassicLessonId::ColourConflictsSecond,
];

/// How many options a bracket exercise offers at most.
pub const MAX_OPTIONS: usize = 4;

impl SeedExercise {
    /// Every exercise, in order: the classic texts' worked brackets, then
    /// the 2026 text's transpositions and exchanges, then the worked
    /// brackets' colour questions (one per board of the accepted pairing:
    /// p = ⌊players / 2⌋ boards, A6, since the seeds' brackets pair p).
    pub fn sources() -> Vec<SeedSource> {
        let mut v = Vec::new();
        for system in SystemKind::ALL {
            for id in BRACKET_LESSONS {
                if ClassicLessonId::of(system).contains(&id) {
                    v.push(SeedSource::Bracket { system, lesson: id });
                }
            }
        }
        v.push(SeedSource::Transposition(TranspositionExample::Third));
        v.push(SeedSource::Transposition(TranspositionExample::AfterMdp));
        v.extend(EXCHANGES.iter().map(|(e, _, _)| SeedSource::Exchanges(*e)));
        for system in SystemKind::ALL {
            for id in BRACKET_LESSONS {
                if ClassicLessonId::of(system).contains(&id) {
                    let boards = seed_histories(id).len() / 2;
                    v.extend((0..boards).map(|board| SeedSource::Colours {
                        system,
                        lesson: id,
                        board,
                    }));
                }
            }
        }
        v
    }

    /// How many exercises there are.
    pub fn count() -> usize {
        Self::sources().len()
    }

    /// Exercise `number` (taken modulo [`SeedExercise::count`]).
    pub fn new(number: usize) -> Result<SeedExercise, SeedExerciseError> {
        let all = Self::sources();
        let number = number % all.len().max(1);
        let source = *all.get(number).ok_or(SeedExerciseError::NoAnswer)?;
        let mut board = None;
        let mut players = Vec::new();
        let (round, mut options) = match source {
            SeedSource::Bracket { system, lesson } => bracket_options(system, lesson)?,
            SeedSource::Exchanges(example) => (0, exchange_options(example)),
            SeedSource::Transposition(t) => (0, transposition_options(t)),
            SeedSource::Colours {
                system,
                lesson,
                board: k,
            } => {
                let c = colour_options(system, lesson, k)?;
                board = Some(c.board);
                players = c.players;
                (c.round, c.options)
            }
        };
        if !options.iter().any(|(_, why)| why.is_none()) {
            return Err(SeedExerciseError::NoAnswer);
        }
        // The number's order of the options, so that the answer is not
        // always first (the same on every device).
        let n = options.len();
        options.rotate_left(number % n);
        let answer = options
            .iter()
            .position(|(_, why)| why.is_none())
            .unwrap_or(0);
        let (options, why) = options.into_iter().unzip();
        Ok(SeedExercise {
            number,
            source,
            round,
            board,
            players,
            options,
            answer,
            why,
        })
    }

    /// Judges the option at `chosen`.
    pub fn judge(&self, chosen: usize) -> SeedVerdict {
        if chosen == self.answer {
            return SeedVerdict::Right;
        }
        SeedVerdict::Wrong {
            answer: self.answer,
            why: self.why.get(chosen).cloned().flatten(),
        }
    }
}

type Options = Vec<(SeedChoice, Option<SeedWhy>)>;

/// The worked bracket's candidates as the engine's trace tries them: the
/// accepted one (the answer) and up to three rejected complete ones (as
/// many pairs), each with its rejection.
fn bracket_options(
    system: SystemKind,
    id: ClassicLessonId,
) -> Result<(u32, Options), SeedExerciseError> {
    let l = lesson(system, id).map_err(|_| SeedExerciseError::Lesson)?;
    let (round, pass) = l
        .steps
        .iter()
        .find_map(|s| match &s.data {
            LessonData::Bracket { round, pass, .. } => Some((*round, pass.clone())),
            _ => None,
        })
        .ok_or(SeedExerciseError::Lesson)?;
    let accepted = pass.accepted.clone().ok_or(SeedExerciseError::NoAnswer)?;
    let down = |pairs: &[(Tpn, Tpn)]| -> Vec<Tpn> {
        let mut d: Vec<Tpn> = pass
            .players
            .iter()
            .copied()
            .filter(|t| !pairs.iter().any(|&(a, b)| a == *t || b == *t))
            .collect();
        crate::sort::sort(&mut d);
        d
    };
    let norm = |pairs: &[(Tpn, Tpn)]| {
        let mut v: Vec<(Tpn, Tpn)> = pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))).collect();
        crate::sort::sort(&mut v);
        v
    };
    let mut out: Options = vec![(
        SeedChoice::Pairs {
            pairs: accepted.clone(),
            down: down(&accepted),
        },
        None,
    )];
    let mut seen = vec![norm(&accepted)];
    for s in &pass.steps {
        if out.len() >= MAX_OPTIONS {
            break;
        }
        if let Event::C6Candidate {
            pairs,
            rejected: Some(r),
            ..
        } = &s.event
        {
            if pairs.len() != accepted.len() || seen.contains(&norm(pairs)) {
                continue;
            }
            seen.push(norm(pairs));
            out.push((
                SeedChoice::Pairs {
                    pairs: pairs.clone(),
                    down: down(pairs),
                },
                Some(SeedWhy::Rejection(r.clone())),
            ));
        }
    }
    Ok((round, out))
}

/// A colour question's board, players and options.
struct ColourQuestion {
    round: u32,
    board: (Tpn, Tpn),
    players: Vec<SeedPlayer>,
    options: Options,
}

/// Board `k` of the worked bracket's accepted pairing, coloured by the
/// engine (E1–E5): White is the answer, Black is answered by the rule.
fn colour_options(
    system: SystemKind,
    id: ClassicLessonId,
    k: usize,
) -> Result<ColourQuestion, SeedExerciseError> {
    let l = lesson(system, id).map_err(|_| SeedExerciseError::Lesson)?;
    let mut round = None;
    let mut prefs = Vec::new();
    let mut boards = None;
    for s in &l.steps {
        match &s.data {
            LessonData::Budget {
                round: r, players, ..
            } => {
                round = Some(*r);
                prefs.clone_from(players);
            }
            LessonData::Pairs { pairs, rules, .. } => boards = Some((pairs, rules)),
            _ => {}
        }
    }
    let (pairs, rules) = boards.ok_or(SeedExerciseError::Lesson)?;
    let (&(white, black), &rule) = pairs
        .get(k)
        .zip(rules.get(k))
        .ok_or(SeedExerciseError::NoAnswer)?;
    let histories = seed_histories(id);
    let player = |t: Tpn| SeedPlayer {
        tpn: t,
        history: histories
            .iter()
            .find(|h| h.0 == t)
            .map(|h| h.1.clone())
            .unwrap_or_default(),
        preference: prefs.iter().find(|p| p.0 == t).and_then(|p| p.1),
    };
    let board = (white.min(black), white.max(black));
    Ok(ColourQuestion {
        round: round.ok_or(SeedExerciseError::Lesson)?,
        board,
        players: vec![player(board.0), player(board.1)],
        options: vec![
            (SeedChoice::White(white), None),
            (SeedChoice::White(black), Some(SeedWhy::Colour(rule))),
        ],
    })
}

fn exchange(e: Moved) -> Exchange {
    Exchange {
        from_s1: e.0.to_vec(),
        from_s2: e.1.to_vec(),
    }
}

/// The two exchanges of the seed's example, the engine's first one the
/// answer, the other answered by the deciding rule.
fn exchange_options(example: ExchangeExample) -> Options {
    let Some((_, x, y)) = EXCHANGES.iter().find(|(e, _, _)| *e == example) else {
        return Vec::new();
    };
    let (x, y) = (exchange(*x), exchange(*y));
    let (first, second) = match compare_exchanges(&x, &y) {
        Ordering::Greater => (y, x),
        _ => (x, y),
    };
    let rule = deciding_rule(&first, &second);
    let shown = |e: &Exchange| SeedChoice::Exchange {
        from_s1: e.from_s1.clone(),
        from_s2: e.from_s2.clone(),
    };
    vec![
        (shown(&first), None),
        (shown(&second), rule.map(SeedWhy::ExchangeRule)),
    ]
}

/// The transposition question's options: the engine's answer and three
/// near ones, each wrong one with its own place in the order.
fn transposition_options(t: TranspositionExample) -> Options {
    let (s2, n1, wanted, others): (Vec<usize>, usize, usize, &[&[usize]]) = match t {
        // The third; the second, the fourth and the first of those that
        // start with 7 (6-7-8-9-11, 6-7-8-10-11, 7-6-8-9-10).
        TranspositionExample::Third => (
            (6..=11).collect(),
            5,
            2,
            &[&[6, 7, 8, 9, 11], &[6, 7, 8, 10, 11], &[7, 6, 8, 9, 10]],
        ),
        // The one after 3-11 (3-4 … 3-11 are the first eight: the ninth);
        // 3-10, 4-5 and 11-10.
        TranspositionExample::AfterMdp => {
            ((3..=11).collect(), 2, 8, &[&[3, 10], &[4, 5], &[11, 10]])
        }
    };
    let all: Vec<Vec<usize>> = transpositions(&s2, n1).collect();
    let mut out: Options = Vec::new();
    if let Some(right) = all.get(wanted) {
        out.push((SeedChoice::Order(right.clone()), None));
    }
    for o in others {
        let position = all.iter().position(|x| x.as_slice() == *o);
        if let Some(p) = position.filter(|&p| p != wanted) {
            out.push((
                SeedChoice::Order(o.to_vec()),
                Some(SeedWhy::Lexicographic { position: p + 1 }),
            ));
        }
    }
    out
}
