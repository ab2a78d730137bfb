//! Lessons on the classic Dutch text (seed 004), built on the text's own
//! examples: the D1 transpositions of a homogeneous and of a heterogeneous
//! bracket, the D2 exchanges of 1, 2 and 3 players in DIFFERENZ order, and
//! the D4 "B3 factor" of the lowest bracket. Each lesson shows the
//! sequences the engine generates and a small tournament whose bracket the
//! engine pairs, traced ([`super::ClassicStudy`]). Data only: the words are
//! in `lang::en::classic_teach`.

use super::{BracketPass, ClassicError, ClassicStudy};
use crate::dutch::classic::exchange::{self, Exchange};
use crate::dutch::classic::{rules2008, transposition};
use crate::model::Tournament;
use crate::trf::read::read_str;
use crate::trf::TrfError;

/// Which lesson.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ClassicLessonId {
    /// D1.1: transpositions of S2 in a homogeneous bracket.
    TranspositionsHomogeneous,
    /// D1.2: transpositions with moved-down players in S1.
    TranspositionsHeterogeneous,
    /// D2: exchanges of 1, 2 and 3 players with DIFFERENZ.
    Exchanges,
    /// D4: the B3 factor in the lowest bracket.
    B3Factor,
}

impl ClassicLessonId {
    pub const ALL: [ClassicLessonId; 4] = [
        ClassicLessonId::TranspositionsHomogeneous,
        ClassicLessonId::TranspositionsHeterogeneous,
        ClassicLessonId::Exchanges,
        ClassicLessonId::B3Factor,
    ];

    /// A stable key (`"d1-homogeneous"`, …).
    pub const fn key(self) -> &'static str {
        match self {
            ClassicLessonId::TranspositionsHomogeneous => "d1-homogeneous",
            ClassicLessonId::TranspositionsHeterogeneous => "d1-heterogeneous",
            ClassicLessonId::Exchanges => "d2-exchanges",
            ClassicLessonId::B3Factor => "d4-b3-factor",
        }
    }
}

/// A lesson: steps to page through.
#[derive(Debug, Clone)]
pub struct ClassicLesson {
    pub id: ClassicLessonId,
    pub steps: Vec<ClassicLessonStep>,
}

/// What a lesson step says (worded in the `lang` layer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LessonText {
    /// D1.1: S2 is permuted whole, lexicographically, numbered from 0.
    D1Homogeneous,
    /// D1.2: the same permutations; only the first |S1| of S2 meet S1.
    D1Heterogeneous,
    /// D2: exchanges of `n` players, in increasing DIFFERENZ.
    D2Exchanges { n: usize },
    /// D2 "procédure exacte": DELTA, then I over S1LIST, then J over S2LIST.
    D2Procedure,
    /// D4: the B3 factor of a pairing; the smaller wins.
    D4Factor,
    /// D4 "Attention": the bracket is heterogeneous, no exchange touches S1.
    D4Heterogeneous,
    /// The lesson's tournament: the bracket as the engine paired it.
    Engine,
}

/// One step of a lesson.
#[derive(Debug, Clone)]
pub struct ClassicLessonStep {
    pub text: LessonText,
    pub data: LessonData,
}

/// What a step shows.
#[derive(Debug, Clone)]
pub enum LessonData {
    /// D1: S1 and S2 (numbers) and permutations of S2 with their D1 number.
    Transpositions {
        s1: Vec<usize>,
        s2: Vec<usize>,
        shown: Vec<(u64, Vec<usize>)>,
        total: u64,
    },
    /// D2: the first exchanges of `n` players between S1 = 1..=`s1` and
    /// S2 = `s1`+1..=`players`, and how many there are.
    Exchanges {
        s1: usize,
        players: usize,
        n: usize,
        shown: Vec<Exchange>,
        total: u128,
    },
    /// D2: the two lists the exact procedure walks.
    Lists {
        s1_list: Vec<Vec<usize>>,
        s2_list: Vec<Vec<usize>>,
    },
    /// D4: pairings of the seed's example and their B3 factors (in tenths
    /// of a point squared ×100, i.e. hundredths: 5.25 = 525).
    B3 { pairings: Vec<B3Pairing> },
    /// A bracket the engine paired, with the lesson's tournament's round.
    Bracket { round: u32, pass: Box<BracketPass> },
}

/// D4: a pairing of the seed's example, its players named A–G.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct B3Pairing {
    /// Pairs of letters with their scores in tenths.
    pub pairs: Vec<((char, u32), (char, u32))>,
    /// Sum of squared score differences, in hundredths of a point².
    pub factor: u64,
}

impl B3Pairing {
    fn new(pairs: &[(char, char)]) -> B3Pairing {
        let score = |c: char| D4_PLAYERS.iter().find(|p| p.0 == c).map_or(0, |p| p.1);
        let pairs: Vec<((char, u32), (char, u32))> = pairs
            .iter()
            .map(|&(a, b)| ((a, score(a)), (b, score(b))))
            .collect();
        let factor = pairs
            .iter()
            .map(|((_, x), (_, y))| u64::from(x.abs_diff(*y)).pow(2))
            .sum();
        B3Pairing { pairs, factor }
    }
}

/// D4's example: A = 3, B = C = 2.5, D = 2, E = 1.5, F = 1 (tenths).
pub const D4_PLAYERS: [(char, u32); 6] = [
    ('A', 30),
    ('B', 25),
    ('C', 25),
    ('D', 20),
    ('E', 15),
    ('F', 10),
];

/// Why a lesson cannot be built (its tournament does not read or pair).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LessonError {
    Trf(TrfError),
    Pairing(ClassicError),
    /// The engine's trace has no bracket with these players.
    NoBracket,
}

/// A TRF `001` line: (opponent, colour, result) per round.
fn line(tpn: u32, rating: u32, points: &str, rounds: &[(u32, char, char)]) -> String {
    let mut s = format!(
        "001 {tpn:>4}      {:<33} {rating:>4}{:28}{points:>4} {tpn:>4}",
        format!("Player{tpn:04}"),
        ""
    );
    for &(o, c, r) in rounds {
        s.push_str(&format!("  {o:>4} {c} {r}"));
    }
    s
}

/// A lesson player: rating, points and (opponent, colour, result) per round.
type LessonPlayer<'a> = (u32, &'a str, &'a [(u32, char, char)]);

/// A lesson's tournament as TRF text: its players and `XXP` records.
fn trf(players: &[LessonPlayer<'_>], forbidden: &[&[u32]]) -> String {
    let mut s = String::from("012 Lesson\n192 FIDE_DUTCH_2008\nXXR 5\nXXC white1\n");
    for (k, (rating, points, rounds)) in players.iter().enumerate() {
        s.push_str(&line(k as u32 + 1, *rating, points, rounds));
        s.push('\n');
    }
    for f in forbidden {
        let ids: Vec<String> = f.iter().map(|x| x.to_string()).collect();
        s.push_str(&format!("XXP {}\n", ids.join(" ")));
    }
    s
}

/// D1.1 lesson's tournament: six players, all drawn in round 1 (1–4, 2–5,
/// 3–6, the higher-numbered player Black). Round 2 is one homogeneous
/// bracket, S1 = 1, 2, 3 and S2 = 4, 5, 6.
pub fn d1_homogeneous_trf() -> String {
    trf(
        &[
            (2400, "0.5", &[(4, 'w', '=')]),
            (2350, "0.5", &[(5, 'w', '=')]),
            (2300, "0.5", &[(6, 'w', '=')]),
            (2250, "0.5", &[(1, 'b', '=')]),
            (2200, "0.5", &[(2, 'b', '=')]),
            (2150, "0.5", &[(3, 'b', '=')]),
        ],
        &[],
    )
}

/// D1.2 lesson's tournament: eight players; 1 and 2 won round 1 but may
/// not meet, and 1 may not meet 3 (`XXP`): both come down into the 0.5
/// bracket (3, 4, 7, 8), S1 = 1, 2.
pub fn d1_heterogeneous_trf() -> String {
    trf(
        &[
            (2400, "1.0", &[(5, 'w', '1')]),
            (2350, "1.0", &[(6, 'w', '1')]),
            (2300, "0.5", &[(7, 'b', '=')]),
            (2250, "0.5", &[(8, 'b', '=')]),
            (2200, "0.0", &[(1, 'b', '0')]),
            (2150, "0.0", &[(2, 'b', '0')]),
            (2100, "0.5", &[(3, 'w', '=')]),
            (2050, "0.5", &[(4, 'w', '=')]),
        ],
        &[&[1, 2], &[1, 3]],
    )
}

/// D2 lesson's tournament: four players, all games drawn (1–3 and 2–4,
/// then 1–4 and 3–2, the first-named White). In round 3 player 1 has met
/// both of S2 = 3, 4: no transposition works and D2's first exchange
/// (2 ↔ 3, DIFFERENZ 1) gives 1–2, 3–4.
pub fn d2_exchange_trf() -> String {
    trf(
        &[
            (2400, "1.0", &[(3, 'w', '='), (4, 'w', '=')]),
            (2350, "1.0", &[(4, 'w', '='), (3, 'b', '=')]),
            (2300, "1.0", &[(1, 'b', '='), (2, 'w', '=')]),
            (2250, "1.0", &[(2, 'b', '='), (1, 'b', '=')]),
        ],
        &[],
    )
}

/// D4 lesson's tournament: A–F of D4's example (1–6: 3, 2.5, 2.5, 2, 1.5
/// and 1 point) after four rounds, F having met B, C, D and E (so F can
/// only play A), the others having met only F and four more players
/// (7–10), who take a half-point bye in round 5.
pub fn d4_b3_trf() -> String {
    trf(
        &[
            (
                2400,
                "3.0",
                &[(7, 'w', '1'), (10, 'b', '1'), (9, 'w', '1'), (8, 'b', '0')],
            ),
            (
                2350,
                "2.5",
                &[(6, 'w', '='), (7, 'b', '1'), (10, 'w', '1'), (9, 'b', '0')],
            ),
            (
                2300,
                "2.5",
                &[(8, 'w', '1'), (6, 'b', '='), (7, 'w', '1'), (10, 'b', '0')],
            ),
            (
                2250,
                "2.0",
                &[(9, 'w', '1'), (8, 'b', '0'), (6, 'w', '1'), (7, 'b', '0')],
            ),
            (
                2200,
                "1.5",
                &[(10, 'w', '='), (9, 'b', '0'), (8, 'w', '0'), (6, 'b', '1')],
            ),
            (
                2150,
                "1.0",
                &[(2, 'b', '='), (3, 'w', '='), (4, 'b', '0'), (5, 'w', '0')],
            ),
            (
                2100,
                "1.0",
                &[
                    (1, 'b', '0'),
                    (2, 'w', '0'),
                    (3, 'b', '0'),
                    (4, 'w', '1'),
                    (0, '-', 'H'),
                ],
            ),
            (
                2050,
                "3.0",
                &[
                    (3, 'b', '0'),
                    (4, 'w', '1'),
                    (5, 'b', '1'),
                    (1, 'w', '1'),
                    (0, '-', 'H'),
                ],
            ),
            (
                2000,
                "2.0",
                &[
                    (4, 'b', '0'),
                    (5, 'w', '1'),
                    (1, 'b', '0'),
                    (2, 'w', '1'),
                    (0, '-', 'H'),
                ],
            ),
            (
                1950,
                "1.5",
                &[
                    (5, 'b', '='),
                    (1, 'w', '0'),
                    (2, 'b', '0'),
                    (3, 'w', '1'),
                    (0, '-', 'H'),
                ],
            ),
        ],
        &[],
    )
}

/// Reads a lesson's tournament.
pub fn read_lesson(text: &str) -> Result<Tournament, LessonError> {
    read_str(text)
        .map(|o| o.tournament)
        .map_err(LessonError::Trf)
}

/// Pairs the next round of `text` and returns the last accepted pass
/// through a bracket whose players include `with` (the one that stood).
pub fn engine_bracket(
    text: &str,
    with: crate::model::Tpn,
) -> Result<(u32, BracketPass), LessonError> {
    let t = read_lesson(text)?;
    let round = t.rounds_paired() + 1;
    let s = ClassicStudy::pair(&t, round, &rules2008::RULES).map_err(LessonError::Pairing)?;
    s.brackets
        .into_iter()
        .rev()
        .find(|b| b.players.contains(&with) && b.accepted.is_some())
        .map(|b| (round, b))
        .ok_or(LessonError::NoBracket)
}

fn bracket_step(text: &str, with: u32) -> Result<ClassicLessonStep, LessonError> {
    let (round, pass) = engine_bracket(text, crate::model::Tpn(with))?;
    Ok(ClassicLessonStep {
        text: LessonText::Engine,
        data: LessonData::Bracket {
            round,
            pass: Box::new(pass),
        },
    })
}

/// The permutations of `s2` numbered `numbers` (D1.1).
fn transpositions(s2: &[usize], numbers: impl Iterator<Item = u64>) -> Vec<(u64, Vec<usize>)> {
    numbers
        .filter_map(|k| transposition::nth(s2, k).map(|p| (k, p)))
        .collect()
}

fn factorial(n: usize) -> u64 {
    (1..=n as u64).product()
}

/// Builds a lesson.
pub fn lesson(id: ClassicLessonId) -> Result<ClassicLesson, LessonError> {
    let steps = match id {
        ClassicLessonId::TranspositionsHomogeneous => {
            // D1.1's example: S1 = 1..5, S2 = 6..11, #0–#23 and #719.
            let s2: Vec<usize> = (6..=11).collect();
            let shown = transpositions(&s2, (0..24).chain([719]));
            vec![
                ClassicLessonStep {
                    text: LessonText::D1Homogeneous,
                    data: LessonData::Transpositions {
                        s1: (1..=5).collect(),
                        total: factorial(s2.len()),
                        s2,
                        shown,
                    },
                },
                bracket_step(&d1_homogeneous_trf(), 1)?,
            ]
        }
        ClassicLessonId::TranspositionsHeterogeneous => {
            // D1.2's example: S1 = 1, 2 (moved down), S2 = 3..8.
            let s2: Vec<usize> = (3..=8).collect();
            let shown = transpositions(&s2, 0..8);
            vec![
                ClassicLessonStep {
                    text: LessonText::D1Heterogeneous,
                    data: LessonData::Transpositions {
                        s1: vec![1, 2],
                        total: factorial(s2.len()),
                        s2,
                        shown,
                    },
                },
                bracket_step(&d1_heterogeneous_trf(), 1)?,
            ]
        }
        ClassicLessonId::Exchanges => {
            // D2's examples: S1 = 1..5, S2 = 6..11.
            let mut steps: Vec<ClassicLessonStep> = [(1usize, 3usize), (2, 8), (3, 9)]
                .into_iter()
                .map(|(n, k)| ClassicLessonStep {
                    text: LessonText::D2Exchanges { n },
                    data: LessonData::Exchanges {
                        s1: 5,
                        players: 11,
                        n,
                        shown: exchange::order(5, 11, n).into_iter().take(k).collect(),
                        total: exchange::count(5, 11, n),
                    },
                })
                .collect();
            steps.push(ClassicLessonStep {
                text: LessonText::D2Procedure,
                data: LessonData::Lists {
                    s1_list: exchange::s1_list(5, 3),
                    s2_list: exchange::s2_list(5, 11, 3),
                },
            });
            steps.push(bracket_step(&d2_exchange_trf(), 1)?);
            steps
        }
        ClassicLessonId::B3Factor => vec![
            ClassicLessonStep {
                text: LessonText::D4Factor,
                data: LessonData::B3 {
                    // D4: Png1 (after transpositions) and Png2 (after exchanges).
                    pairings: vec![
                        B3Pairing::new(&[('A', 'F'), ('B', 'D'), ('C', 'E')]),
                        B3Pairing::new(&[('A', 'F'), ('B', 'C'), ('D', 'E')]),
                    ],
                },
            },
            ClassicLessonStep {
                text: LessonText::D4Heterogeneous,
                data: LessonData::B3 {
                    pairings: vec![B3Pairing::new(&[('A', 'F'), ('B', 'D'), ('C', 'E')])],
                },
            },
            bracket_step(&d4_b3_trf(), 6)?,
        ],
    };
    Ok(ClassicLesson { id, steps })
}
