//! Lessons on the classic Dutch texts, built on each text's own examples.
//!
//! The ~2008 text (seed 004): the D1 transpositions of a homogeneous and of
//! a heterogeneous bracket, the D2 exchanges of 1, 2 and 3 players in
//! DIFFERENZ order, and the D4 "B3 factor" of the lowest bracket.
//!
//! The 1992–2006 FIDE text (seed 002) and the French federation's 1992 text
//! (seed 001): the D1 transposition order, the D2 exchange matrices of an
//! 8-player bracket and the 7-player table each text prints, and, for the
//! French text, BAF 80 (exchanges with real pairing numbers), BAF 77 (the x
//! of A8 and the colour conflicts it allows, B4) and BAF 78 (a forfeit's
//! float marks); the FIDE text's lessons on the same brackets show where its
//! articles differ.
//!
//! Each lesson shows the sequences the engine generates and a bracket the
//! engine pairs, traced ([`super::ClassicStudy`]). Data only: the words are
//! in `lang::en::classic_teach`.

use super::{classic_rules, BracketPass, ClassicError, ClassicStudy};
use crate::dutch::classic::bracket::{End, Engine, Filter, Level, Outcome};
use crate::dutch::classic::context::Ctx;
use crate::dutch::classic::exchange::{self, Exchange};
use crate::dutch::classic::trace::{ColourRule, Event, Off, Recorder, Sink};
use crate::dutch::classic::{
    colour, pair_with, transposition, Exchanges, ForfeitFloats, Rules, NODE_LIMIT,
};
use crate::model::{Colour, SystemKind, Tournament, Tpn};
use crate::swiss::{ColourPreference, Float};
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
    /// 1992–2006 D1: the transpositions of S2 "in ascending order" (TV-01).
    OldTranspositions,
    /// 1992–2006 D2: the exchange matrices of an 8-player bracket, one
    /// player then two (TV-02, TV-03).
    ExchangeMatrices,
    /// 1992–2006 D2: a 7-player bracket, where the two texts differ on the
    /// two-player table (TV-04).
    SevenPlayers,
    /// BAF 80: the matrices with real pairing numbers (TV-05, TV-06).
    RealNumbers,
    /// A8 and B4 (BAF 77 example 1): the x of a bracket and the colour
    /// conflicts it allows (TV-07, TV-08).
    ColourConflicts,
    /// BAF 77 example 2 (TV-07, TV-09).
    ColourConflictsSecond,
    /// A4 and BAF 78: the float marks a forfeit leaves (TV-10).
    ForfeitFloats,
}

impl ClassicLessonId {
    /// Every lesson, of every classic text.
    pub const ALL: [ClassicLessonId; 11] = [
        ClassicLessonId::TranspositionsHomogeneous,
        ClassicLessonId::TranspositionsHeterogeneous,
        ClassicLessonId::Exchanges,
        ClassicLessonId::B3Factor,
        ClassicLessonId::OldTranspositions,
        ClassicLessonId::ExchangeMatrices,
        ClassicLessonId::SevenPlayers,
        ClassicLessonId::RealNumbers,
        ClassicLessonId::ColourConflicts,
        ClassicLessonId::ColourConflictsSecond,
        ClassicLessonId::ForfeitFloats,
    ];

    /// The lessons of one classic text, in the order the Learn page lists
    /// them (none for a system that is not a classic text).
    pub fn of(kind: SystemKind) -> &'static [ClassicLessonId] {
        use ClassicLessonId::*;
        match kind {
            SystemKind::Dutch2008 => &[
                TranspositionsHomogeneous,
                TranspositionsHeterogeneous,
                Exchanges,
                B3Factor,
            ],
            // BAF 77's second example, BAF 78 and BAF 80 are the French
            // federation's; the FIDE text shares D1, D2 and A8, and its A4
            // keeps a forfeit's marks as paired (reading O3).
            SystemKind::Dutch2006 => &[
                OldTranspositions,
                ExchangeMatrices,
                SevenPlayers,
                ColourConflicts,
                ForfeitFloats,
            ],
            SystemKind::Dutch1992Ffe => &[
                OldTranspositions,
                ExchangeMatrices,
                SevenPlayers,
                RealNumbers,
                ColourConflicts,
                ColourConflictsSecond,
                ForfeitFloats,
            ],
            _ => &[],
        }
    }

    /// A stable key (`"d1-homogeneous"`, …).
    pub const fn key(self) -> &'static str {
        match self {
            ClassicLessonId::TranspositionsHomogeneous => "d1-homogeneous",
            ClassicLessonId::TranspositionsHeterogeneous => "d1-heterogeneous",
            ClassicLessonId::Exchanges => "d2-exchanges",
            ClassicLessonId::B3Factor => "d4-b3-factor",
            ClassicLessonId::OldTranspositions => "d1-order",
            ClassicLessonId::ExchangeMatrices => "d2-matrices",
            ClassicLessonId::SevenPlayers => "d2-seven-players",
            ClassicLessonId::RealNumbers => "baf80-real-numbers",
            ClassicLessonId::ColourConflicts => "a8-colour-conflicts",
            ClassicLessonId::ColourConflictsSecond => "baf77-example-2",
            ClassicLessonId::ForfeitFloats => "baf78-forfeit-floats",
        }
    }
}

/// A lesson: steps to page through.
#[derive(Debug, Clone)]
pub struct ClassicLesson {
    /// The text whose lesson it is.
    pub system: SystemKind,
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
    /// 1992–2006 D1: "all numbers constructible with the digits of S2 in
    /// ascending order", lettered a), b), … after the first.
    OldD1,
    /// 1992–2006 D2: the matrix of exchanges of `n` players of an 8-player
    /// bracket; neither the first of S1 nor the last of S2 is exchanged.
    OldD2Matrix { n: usize },
    /// D2 for 7 players, two at a time: `odd_top_set` when the text drops
    /// the exchange of S1's two highest players (the FIDE text: "the last
    /// column of the second matrix has then become obsolete").
    OldD2Seven { odd_top_set: bool },
    /// BAF 80: the places 1..n of the matrices are the bracket's players
    /// in A2 order, whatever their pairing numbers.
    Baf80 { players: usize },
    /// A8: x from the preferences of the bracket's players; `baf77`: the
    /// French text's BAF 77 (mild preferences of the majority colour
    /// count), else the FIDE text's A7.d reading.
    A8Budget { baf77: bool },
    /// B4: the pairing of the bracket with at most x colour conflicts.
    B4Conflicts,
    /// A4 with BAF 78 (`baf78`: the winner by forfeit floats down, the
    /// loser does not float) or without (the marks stay as paired).
    ForfeitMarks { baf78: bool },
    /// The next round paired by the engine: with BAF 78 the forfeit
    /// winner, a downfloater, may not float down again (B5); without it
    /// he floated up and may float down.
    ForfeitRound { baf78: bool },
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
    /// A bracket the engine paired under `system` (the lesson's text,
    /// whose words the trace takes), with the lesson's tournament's round.
    Bracket {
        system: SystemKind,
        round: u32,
        pass: Box<BracketPass>,
    },
    /// 1992–2006 D2: the exchanges of `n` players of a bracket of
    /// `numbers.len()` players (S1 its first `s1`) that the text allows,
    /// in its order; `numbers` are the players' pairing numbers (places
    /// 1..n when the lesson is about places).
    Matrix {
        s1: usize,
        n: usize,
        numbers: Vec<u32>,
        cells: Vec<Exchange>,
    },
    /// A8: the bracket's players with their preference (A7) and the x the
    /// text gives them.
    Budget {
        round: u32,
        players: Vec<(Tpn, Option<ColourPreference>)>,
        x: u32,
    },
    /// B4: a bracket's pairs (White first, colours by E1–E4) and the
    /// players moved down; `rules`: the rule of E1–E5 that gave each
    /// board its colours (the engine's allocation, same order as `pairs`).
    Pairs {
        pairs: Vec<(Tpn, Tpn)>,
        down: Vec<Tpn>,
        rules: Vec<ColourRule>,
    },
    /// A4: the float marks of round `round` (the round of the forfeit).
    Floats {
        round: u32,
        marks: Vec<(Tpn, Option<Float>)>,
    },
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
    /// The lesson is not one of this system's ([`ClassicLessonId::of`]).
    NotForSystem(SystemKind, ClassicLessonId),
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

/// A 2008 lesson's tournament as TRF text: its players and `XXP` records.
fn trf(players: &[LessonPlayer<'_>], forbidden: &[&[u32]]) -> String {
    trf_of(SystemKind::Dutch2008, 5, players, forbidden)
}

/// A lesson's tournament under `kind`'s `192` code, `rounds` rounds.
fn trf_of(
    kind: SystemKind,
    rounds: u32,
    players: &[LessonPlayer<'_>],
    forbidden: &[&[u32]],
) -> String {
    let mut s = format!(
        "012 Lesson\n192 {}\nXXR {rounds}\nXXC white1\n",
        kind.info().trf_code
    );
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
    trf(&D1_HOMOGENEOUS, &[])
}

/// The D1.1 lesson's six players (see [`d1_homogeneous_trf`]).
const D1_HOMOGENEOUS: [LessonPlayer<'static>; 6] = [
    (2400, "0.5", &[(4, 'w', '=')]),
    (2350, "0.5", &[(5, 'w', '=')]),
    (2300, "0.5", &[(6, 'w', '=')]),
    (2250, "0.5", &[(1, 'b', '=')]),
    (2200, "0.5", &[(2, 'b', '=')]),
    (2150, "0.5", &[(3, 'b', '=')]),
];

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
    trf(&D2_EXCHANGE, &[])
}

/// The D2 lesson's four players (see [`d2_exchange_trf`]).
const D2_EXCHANGE: [LessonPlayer<'static>; 4] = [
    (2400, "1.0", &[(3, 'w', '='), (4, 'w', '=')]),
    (2350, "1.0", &[(4, 'w', '='), (3, 'b', '=')]),
    (2300, "1.0", &[(1, 'b', '='), (2, 'w', '=')]),
    (2250, "1.0", &[(2, 'b', '='), (1, 'b', '=')]),
];

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

/// BAF 77 example 1 (TV-08), round 4 to pair: the bracket {1, 4, 5, 11,
/// 14} at 1½ with the seed's histories (1: 9W 11B 13W; 4: 12B 5W↑ 9B; 5:
/// 13W 4B↓ 14W; 11: 3B 1W and a forfeit in round 3; 14: 6W 7W 5B); the
/// other players fill the rounds. Ratings fall with the pairing number.
const BAF77_FIRST: [LessonPlayer<'static>; 14] = [
    (
        2590,
        "1.5",
        &[(9, 'w', '='), (11, 'b', '0'), (13, 'w', '1')],
    ),
    (
        2580,
        "2.5",
        &[(10, 'w', '1'), (12, 'b', '='), (11, 'w', '+')],
    ),
    (
        2570,
        "1.5",
        &[(11, 'w', '='), (9, 'b', '='), (12, 'b', '=')],
    ),
    (2560, "1.5", &[(12, 'b', '0'), (5, 'w', '1'), (9, 'b', '=')]),
    (
        2550,
        "1.5",
        &[(13, 'w', '1'), (4, 'b', '0'), (14, 'w', '=')],
    ),
    (2540, "1.5", &[(14, 'b', '='), (8, 'w', '='), (7, 'b', '=')]),
    (2530, "1.5", &[(8, 'w', '='), (14, 'b', '='), (6, 'w', '=')]),
    (2520, "1.5", &[(7, 'b', '='), (6, 'b', '='), (10, 'b', '=')]),
    (2510, "1.5", &[(1, 'b', '='), (3, 'w', '='), (4, 'w', '=')]),
    (2500, "1.0", &[(2, 'b', '0'), (13, 'b', '='), (8, 'w', '=')]),
    (2490, "1.5", &[(3, 'b', '='), (1, 'w', '1'), (2, 'b', '-')]),
    (2480, "2.0", &[(4, 'w', '1'), (2, 'w', '='), (3, 'w', '=')]),
    (2470, "0.5", &[(5, 'b', '0'), (10, 'w', '='), (1, 'b', '0')]),
    (2460, "1.5", &[(6, 'w', '='), (7, 'w', '='), (5, 'b', '=')]),
];

/// The bracket of BAF 77 example 1.
const BAF77_FIRST_BRACKET: [u32; 5] = [1, 4, 5, 11, 14];

/// BAF 77 example 2 (TV-09), round 4 to pair: the bracket {1, 5, 7, 8, 9,
/// 12, 13} at 1½ (1: 9B 4W 7B; 5: 13B 2W 9B; 7: 15B 8W↑ 1W; 8: 16W 7B↓
/// 3W; 9: 1W 14B 5W; 12: 4B 13W and a forfeit in round 3; 13: 5W 12B 16W↑).
const BAF77_SECOND: [LessonPlayer<'static>; 16] = [
    (2590, "1.5", &[(9, 'b', '='), (4, 'w', '='), (7, 'b', '=')]),
    (2580, "1.5", &[(3, 'w', '='), (5, 'b', '='), (4, 'b', '=')]),
    (2570, "0.5", &[(2, 'b', '='), (11, 'b', '0'), (8, 'b', '0')]),
    (2560, "1.5", &[(12, 'w', '='), (1, 'b', '='), (2, 'w', '=')]),
    (2550, "1.5", &[(13, 'b', '='), (2, 'w', '='), (9, 'b', '=')]),
    (
        2540,
        "2.0",
        &[(10, 'w', '1'), (15, 'b', '='), (14, 'w', '=')],
    ),
    (2530, "1.5", &[(15, 'b', '0'), (8, 'w', '1'), (1, 'w', '=')]),
    (2520, "1.5", &[(16, 'w', '='), (7, 'b', '0'), (3, 'w', '1')]),
    (2510, "1.5", &[(1, 'w', '='), (14, 'b', '='), (5, 'w', '=')]),
    (
        2500,
        "0.5",
        &[(6, 'b', '0'), (16, 'b', '0'), (15, 'b', '=')],
    ),
    (
        2490,
        "2.5",
        &[(14, 'w', '='), (3, 'w', '1'), (12, 'w', '+')],
    ),
    (
        2480,
        "1.5",
        &[(4, 'b', '='), (13, 'w', '1'), (11, 'b', '-')],
    ),
    (
        2470,
        "1.5",
        &[(5, 'w', '='), (12, 'b', '0'), (16, 'w', '1')],
    ),
    (2460, "1.5", &[(11, 'b', '='), (9, 'w', '='), (6, 'b', '=')]),
    (2450, "2.0", &[(7, 'w', '1'), (6, 'w', '='), (10, 'w', '=')]),
    (
        2440,
        "1.5",
        &[(8, 'b', '='), (10, 'w', '1'), (13, 'b', '0')],
    ),
];

/// The bracket of BAF 77 example 2.
const BAF77_SECOND_BRACKET: [u32; 7] = [1, 5, 7, 8, 9, 12, 13];

/// The colour histories of a BAF 77 lesson's bracket, as the seed prints
/// them (pairing number, then each round's colour, oldest first; `None`
/// for a game not played, the seed's "--": F2). Empty for other lessons.
pub fn seed_histories(id: ClassicLessonId) -> Vec<(Tpn, Vec<Option<Colour>>)> {
    let (players, bracket): (&[LessonPlayer<'_>], &[u32]) = match id {
        ClassicLessonId::ColourConflicts => (&BAF77_FIRST, &BAF77_FIRST_BRACKET),
        ClassicLessonId::ColourConflictsSecond => (&BAF77_SECOND, &BAF77_SECOND_BRACKET),
        _ => return Vec::new(),
    };
    bracket
        .iter()
        .filter_map(|&n| {
            let (_, _, rounds) = players.get(usize::try_from(n).ok()?.checked_sub(1)?)?;
            let history = rounds
                .iter()
                .map(|&(_, c, r)| match (c, r) {
                    // A forfeit is no game (F2).
                    (_, '+' | '-') => None,
                    ('w', _) => Some(Colour::White),
                    ('b', _) => Some(Colour::Black),
                    _ => None,
                })
                .collect();
            Some((Tpn(n), history))
        })
        .collect()
}

/// BAF 78 (TV-10) with eight players, round 5 to pair. In round 4, 4
/// (1½, the seed's 3 at 2½) was paired against 2 (2 points, the seed's 10
/// at 3): 2 ↓, 4 ↑ as paired; 2 did not come and 4 won by forfeit. After
/// round 4: 1, 3, 4 have 2½; 2, 5, 6 have 2; 7 1½; 8 1. Colours (played
/// games only, F2): 1 WBWB and 3 BWBW (mild), 4 WBW (strong Black), 2 BWB
/// (strong White), 5 BBWB (White), 6 WBBW (mild Black), 7 BWWB (mild
/// White), 8 WWBW (Black): every pair below meets both preferences. Floats
/// of round 3: 2 ↓, 7 ↑, 3 ↑, 5 ↓; of round 4: 1 ↓, 6 ↑, and 2/4 per text.
/// Round 5, the 2½ bracket {1, 3, 4} (S1 = 1, S2 = 3, 4): D1's first
/// candidate is 1–3 with 4 moved down.
/// - 002 (A4, marks as paired): 4 has ↑, may float down: 1–3, 4 down;
///   {4↓; 2, 5, 6}: 4–2 (F2: the forfeited game was not played), 5–6;
///   7 down to 8: 7–8.
/// - 001 with BAF 78: 4 has ↓ (the forfeit win), B5 forbids a second one;
///   the next transposition 1–4 moves 3 down (3: ↑ in round 3, none in
///   round 4); {3↓; 2, 5, 6}: 3–2 (2 has no float in round 4), 5–6; 7–8.
const BAF78: [LessonPlayer<'static>; 8] = [
    (
        2590,
        "2.5",
        &[(5, 'w', '='), (7, 'b', '='), (8, 'w', '1'), (6, 'b', '=')],
    ),
    (
        2580,
        "2.0",
        &[(6, 'b', '1'), (5, 'w', '='), (7, 'b', '='), (4, 'b', '-')],
    ),
    (
        2570,
        "2.5",
        &[(8, 'b', '='), (6, 'w', '0'), (5, 'b', '1'), (7, 'w', '1')],
    ),
    (
        2560,
        "2.5",
        &[(7, 'w', '='), (8, 'b', '='), (6, 'w', '='), (2, 'w', '+')],
    ),
    (
        2550,
        "2.0",
        &[(1, 'b', '='), (2, 'b', '='), (3, 'w', '0'), (8, 'b', '1')],
    ),
    (
        2540,
        "2.0",
        &[(2, 'w', '0'), (3, 'b', '1'), (4, 'b', '='), (1, 'w', '=')],
    ),
    (
        2530,
        "1.5",
        &[(4, 'b', '='), (1, 'w', '='), (2, 'w', '='), (3, 'b', '0')],
    ),
    (
        2520,
        "1.0",
        &[(3, 'w', '='), (4, 'w', '='), (1, 'b', '0'), (5, 'w', '0')],
    ),
];

/// The BAF 78 lesson's tournament (round 5 to pair) under `kind`.
pub fn baf78_trf(kind: SystemKind) -> String {
    trf_of(kind, OLD_ROUNDS, &BAF78, &[])
}

/// BAF 80's eight players (TV-05), by pairing number, in A2 order.
pub const BAF80_EIGHT: [u32; 8] = [4, 6, 8, 9, 10, 20, 21, 23];
/// BAF 80's seven players (TV-06): the eight without 9.
pub const BAF80_SEVEN: [u32; 7] = [4, 6, 8, 10, 20, 21, 23];

/// The lessons of the 1992–2006 texts are paired with this many rounds, so
/// that no round of a lesson is the last (A9's last-round notes stay out).
const OLD_ROUNDS: u32 = 9;

/// Reads a lesson's tournament.
pub fn read_lesson(text: &str) -> Result<Tournament, LessonError> {
    read_str(text)
        .map(|o| o.tournament)
        .map_err(LessonError::Trf)
}

/// Pairs the next round of `text` and returns the last accepted pass
/// through a bracket whose players include `with` (the one that stood).
pub fn engine_bracket(text: &str, with: Tpn) -> Result<(u32, BracketPass), LessonError> {
    let t = read_lesson(text)?;
    let rules = classic_rules(t.system).ok_or(LessonError::NoBracket)?;
    let round = t.rounds_paired() + 1;
    let s = ClassicStudy::pair(&t, round, rules).map_err(LessonError::Pairing)?;
    s.brackets
        .into_iter()
        .rev()
        .find(|b| b.players.contains(&with) && b.accepted.is_some())
        .map(|b| (round, b))
        .ok_or(LessonError::NoBracket)
}

fn bracket_step(text: &str, with: u32) -> Result<ClassicLessonStep, LessonError> {
    let system = read_lesson(text)?.system;
    let (round, pass) = engine_bracket(text, Tpn(with))?;
    Ok(ClassicLessonStep {
        text: LessonText::Engine,
        data: LessonData::Bracket {
            system,
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

/// One bracket of round `round` of `t`, made of the players `tpns` (a
/// seed's example bracket, taken as the seed shows it, nobody moved down),
/// paired by `rules` and traced; with its context for the colours.
fn seed_bracket(
    t: &Tournament,
    round: u32,
    rules: &Rules,
    tpns: &[u32],
) -> Result<SeedBracket, LessonError> {
    let ctx = Ctx::build(t, round, rules.text)
        .map_err(|e| LessonError::Pairing(ClassicError::Pairing(e)))?;
    let mut idx = Vec::with_capacity(tpns.len());
    for &n in tpns {
        let i = ctx
            .players
            .iter()
            .position(|p| p.tpn == Tpn(n))
            .ok_or(LessonError::NoBracket)?;
        idx.push(i);
    }
    crate::sort::sort(&mut idx);
    let level = Level {
        players: idx.clone(),
        mdps: Vec::new(),
        lowest: false,
        merged: false,
        original_lsb: None,
        alone: false,
    };
    let mut recorder = Recorder::default();
    let end = Engine::new(&ctx, &mut recorder, NODE_LIMIT).pair_level(&level, false, &Filter::None);
    let Ok(End::Done(outcome)) = end else {
        return Err(LessonError::NoBracket);
    };
    // C6: the round's driver notes the accepted pairing; here, the lesson.
    recorder.push(Event::Accepted {
        pairs: outcome
            .pairs
            .iter()
            .map(|&(a, b)| (ctx.players[a].tpn, ctx.players[b].tpn))
            .collect(),
        moved_down: outcome.down.iter().map(|&k| ctx.players[k].tpn).collect(),
    });
    let pass = ClassicStudy::from_events(recorder.events)
        .brackets
        .into_iter()
        .find(|b| b.accepted.is_some())
        .ok_or(LessonError::NoBracket)?;
    Ok(SeedBracket {
        ctx,
        idx,
        pass,
        outcome,
    })
}

/// A seed's example bracket paired by the engine: the round's context, the
/// bracket's players (indices into it), the trace and the outcome.
struct SeedBracket {
    ctx: Ctx,
    idx: Vec<usize>,
    pass: BracketPass,
    outcome: Outcome,
}

/// The lesson steps of a seed's colour example (A8 then B4): x, the trace,
/// the boards with their colours (E1–E4) and who moved down.
fn colour_steps(
    kind: SystemKind,
    rules: &Rules,
    players: &[LessonPlayer<'_>],
    round: u32,
    bracket: &[u32],
) -> Result<Vec<ClassicLessonStep>, LessonError> {
    let t = read_lesson(&trf_of(kind, OLD_ROUNDS, players, &[]))?;
    let SeedBracket {
        ctx,
        idx,
        pass,
        outcome,
    } = seed_bracket(&t, round, rules, bracket)?;
    let baf77 = kind == SystemKind::Dutch1992Ffe;
    let budget = ClassicLessonStep {
        text: LessonText::A8Budget { baf77 },
        data: LessonData::Budget {
            round,
            players: idx
                .iter()
                .map(|&i| (ctx.players[i].tpn, ctx.players[i].preference))
                .collect(),
            x: colour::budgets(&ctx, &idx).0,
        },
    };
    let engine = ClassicLessonStep {
        text: LessonText::Engine,
        data: LessonData::Bracket {
            system: kind,
            round,
            pass: Box::new(pass),
        },
    };
    // E1–E5: the engine's allocation, each board with its rule.
    let (pairs, rules) = outcome
        .pairs
        .iter()
        .map(|&(a, b)| {
            let (w, bl, rule) = colour::allocate(&ctx, a, b);
            ((ctx.players[w].tpn, ctx.players[bl].tpn), rule)
        })
        .unzip();
    let boards = ClassicLessonStep {
        text: LessonText::B4Conflicts,
        data: LessonData::Pairs {
            pairs,
            down: outcome.down.iter().map(|&i| ctx.players[i].tpn).collect(),
            rules,
        },
    };
    Ok(vec![budget, engine, boards])
}

/// The exchanges of `n` players a text allows in a bracket of
/// `numbers.len()` players whose first `s1` are S1, in the text's order.
fn matrix(rule: Exchanges, s1: usize, numbers: Vec<u32>, n: usize) -> LessonData {
    let total = numbers.len();
    let cells = exchange::Order::new(s1, total, n)
        .filter(|e| exchange::allowed(rule, total, e))
        .map(|mut e| {
            crate::sort::sort(&mut e.out_of_s1);
            crate::sort::sort(&mut e.out_of_s2);
            e
        })
        .collect();
    LessonData::Matrix {
        s1,
        n,
        numbers,
        cells,
    }
}

/// Builds lesson `id` of the classic text `kind`.
pub fn lesson(kind: SystemKind, id: ClassicLessonId) -> Result<ClassicLesson, LessonError> {
    let rules = match classic_rules(kind) {
        Some(r) if ClassicLessonId::of(kind).contains(&id) => r,
        _ => return Err(LessonError::NotForSystem(kind, id)),
    };
    let places = |n: u32| (1..=n).collect::<Vec<u32>>();
    let rule = rules.text.exchanges;
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
        ClassicLessonId::OldTranspositions => {
            // TV-01: S2 = 5, 6, 7, 8 of an 8-player bracket: 5678, then
            // a) 5687, b) 5768, …; 24 in all.
            let s2: Vec<usize> = (5..=8).collect();
            let shown = transpositions(&s2, 0..8);
            vec![
                ClassicLessonStep {
                    text: LessonText::OldD1,
                    data: LessonData::Transpositions {
                        s1: (1..=4).collect(),
                        total: factorial(s2.len()),
                        s2,
                        shown,
                    },
                },
                bracket_step(&trf_of(kind, OLD_ROUNDS, &D1_HOMOGENEOUS, &[]), 1)?,
            ]
        }
        ClassicLessonId::ExchangeMatrices => vec![
            // TV-02 and TV-03: the matrices of an 8-player bracket.
            ClassicLessonStep {
                text: LessonText::OldD2Matrix { n: 1 },
                data: matrix(rule, 4, places(8), 1),
            },
            ClassicLessonStep {
                text: LessonText::OldD2Matrix { n: 2 },
                data: matrix(rule, 4, places(8), 2),
            },
            bracket_step(&trf_of(kind, OLD_ROUNDS, &D2_EXCHANGE, &[]), 1)?,
        ],
        ClassicLessonId::SevenPlayers => {
            let odd_top_set = matches!(rule, Exchanges::Matrices { odd_top_set: true });
            vec![
                ClassicLessonStep {
                    text: LessonText::OldD2Matrix { n: 1 },
                    data: matrix(rule, 3, places(7), 1),
                },
                ClassicLessonStep {
                    text: LessonText::OldD2Seven { odd_top_set },
                    data: matrix(rule, 3, places(7), 2),
                },
            ]
        }
        ClassicLessonId::RealNumbers => vec![
            ClassicLessonStep {
                text: LessonText::Baf80 { players: 8 },
                data: matrix(rule, 4, BAF80_EIGHT.to_vec(), 1),
            },
            ClassicLessonStep {
                text: LessonText::Baf80 { players: 7 },
                data: matrix(rule, 3, BAF80_SEVEN.to_vec(), 1),
            },
        ],
        ClassicLessonId::ColourConflicts => {
            colour_steps(kind, rules, &BAF77_FIRST, 4, &BAF77_FIRST_BRACKET)?
        }
        ClassicLessonId::ColourConflictsSecond => {
            colour_steps(kind, rules, &BAF77_SECOND, 4, &BAF77_SECOND_BRACKET)?
        }
        ClassicLessonId::ForfeitFloats => {
            // The float marks of round 4 are the engine's own (its context
            // of round 5); then round 5 as the engine pairs it.
            let t = read_lesson(&baf78_trf(kind))?;
            let ctx = Ctx::build(&t, 5, rules.text)
                .map_err(|e| LessonError::Pairing(ClassicError::Pairing(e)))?;
            let mut marks: Vec<(Tpn, Option<Float>)> = ctx
                .players
                .iter()
                .map(|p| (p.tpn, p.float_before(1)))
                .collect();
            crate::sort::sort_by_key(&mut marks, |m| m.0);
            let baf78 = rules.text.forfeit_floats == ForfeitFloats::WinnerDown;
            let round5 = pair_with(&t, 5, rules.text, &mut Off)
                .map_err(|e| LessonError::Pairing(ClassicError::Pairing(e)))?;
            vec![
                ClassicLessonStep {
                    text: LessonText::ForfeitMarks { baf78 },
                    data: LessonData::Floats { round: 4, marks },
                },
                ClassicLessonStep {
                    text: LessonText::ForfeitRound { baf78 },
                    data: LessonData::Pairs {
                        pairs: round5
                            .pairing
                            .boards
                            .iter()
                            .map(|b| (b.white, b.black))
                            .collect(),
                        down: round5.pairing.bye.into_iter().collect(),
                        rules: round5.colour_rules,
                    },
                },
            ]
        }
    };
    Ok(ClassicLesson {
        system: kind,
        id,
        steps,
    })
}
