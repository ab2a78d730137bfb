//! English for the classic Dutch text's teaching data (`teach::classic`):
//! the steps C1–C14 of seed 004, their counters, the reasons a candidate
//! was rejected, the colour rules E1–E5, and the lessons.
//!
//! The events themselves are worded by the engine's `lang::en::classic`
//! ([`event`], re-exported here for the Learn page).

use super::classic::colour_rule;
pub use super::classic::event;
use crate::dutch::classic::exchange::Exchange;
use crate::dutch::classic::trace::ColourRule;
pub use crate::lang::classic_lines::letter;
use crate::lang::classic_lines::{self, LessonSentences};
use crate::model::{Colour, SystemKind, Tpn};
use crate::swiss::{ColourPreference, Float, Strength};
use crate::teach::classic::lessons::{
    B3Pairing, ClassicLessonId, LessonData, LessonError, LessonText,
};
use crate::teach::classic::{BracketPass, CStep, ClassicError, Counters};

/// The step's article: `C2`, `C10.e`, `A5`, `E3`.
pub fn c_step(s: CStep) -> String {
    match s {
        // C4 forms the subgroups and C5 sorts them: one step of the trace.
        CStep::C4 => "C4–C5".into(),
        CStep::E(r) => colour_article(r).into(),
        // Otherwise the step's own article, as the presenter notes key it.
        _ => crate::teach::notes::classic_step_key(s),
    }
}

/// The article of a colour rule.
pub fn colour_article(r: ColourRule) -> &'static str {
    match r {
        ColourRule::E1BothPreferences => "E1",
        ColourRule::E2StrongerPreference => "E2",
        ColourRule::E3Alternate => "E3",
        ColourRule::E4HigherRanked => "E4",
        ColourRule::E5FirstRound { .. } => "E5",
    }
}

/// One board's colours: "5 White, 1 Black — E1: both preferences granted"
/// (the rule in the engine's words, `lang::en::classic`).
pub fn board_colour(white: Tpn, black: Tpn, rule: ColourRule) -> String {
    format!("{white} White, {black} Black — {}", colour_rule(rule))
}

fn opt(v: Option<u32>) -> String {
    v.map_or_else(|| "–".to_string(), |x| x.to_string())
}

/// The counters after a step: "P0 3 · M0 0 · P1 3 · M1 0 · X1 0 · Z1 0 · P 3 · X 0 · Z 0".
pub fn counters(c: &Counters) -> String {
    format!(
        "P0 {} · M0 {} · P1 {} · M1 {} · X1 {} · Z1 {} · P {} · X {} · Z {}",
        c.p0,
        c.m0,
        c.p1,
        c.m1,
        c.x1,
        opt(c.z1),
        opt(c.p),
        opt(c.x),
        opt(c.z)
    )
}

/// Transpositions the trace does not list before a candidate.
pub fn passed_over(first: u64, last: u64) -> String {
    if first == last {
        format!("(transposition #{first} was passed over, not listed)")
    } else {
        format!("(transpositions #{first}–#{last} were passed over, not listed)")
    }
}

/// 525 → "5.25" (the B3 factor in hundredths of a point squared).
pub fn hundredths(v: u64) -> String {
    format!("{}.{:02}", v / 100, v % 100)
}

/// A bracket pass's title, numbered in the order the procedure entered
/// brackets: "2. Bracket 1.0–0.5 · heterogeneous · 6 players".
pub fn bracket_title(b: &BracketPass) -> String {
    let scores = if b.top == b.bottom {
        format!("{}", b.top)
    } else {
        format!("{}–{}", b.top, b.bottom)
    };
    format!(
        "{}. Bracket {scores} · {} · {} players{}{}",
        b.index + 1,
        if b.homogeneous {
            "homogeneous"
        } else {
            "heterogeneous"
        },
        b.players.len(),
        if b.lowest { " · lowest" } else { "" },
        if b.again { " · paired again" } else { "" }
    )
}

/// Why a classic round cannot be opened.
pub fn error(e: &ClassicError) -> String {
    match e {
        ClassicError::NotClassic(s) => format!(
            "{} is not one of the classic Dutch texts.",
            super::model::system_name(*s)
        ),
        ClassicError::NoSuchRound { round, paired } => {
            format!("Round {round} has not been paired ({paired} paired so far).")
        }
        ClassicError::Pairing(p) => p.to_string(),
    }
}

/// A lesson's title, for the text `kind` whose lesson it is.
pub fn lesson_title(kind: SystemKind, id: ClassicLessonId) -> String {
    let text = match kind {
        SystemKind::Dutch2008 => "2008 rules",
        SystemKind::Dutch1992Ffe => "French 1992 rules",
        _ => "1992–2006 rules",
    };
    let topic = match id {
        ClassicLessonId::TranspositionsHomogeneous => "transpositions (D1.1)",
        ClassicLessonId::TranspositionsHeterogeneous => {
            "transpositions with moved-down players (D1.2)"
        }
        ClassicLessonId::Exchanges => "exchanges and DIFFERENZ (D2)",
        ClassicLessonId::B3Factor => "the B3 factor (D4)",
        ClassicLessonId::OldTranspositions => "the order of transpositions (D1)",
        ClassicLessonId::ExchangeMatrices => "the exchange matrices of 8 players (D2)",
        ClassicLessonId::SevenPlayers => "exchanges in a bracket of 7 (D2)",
        ClassicLessonId::RealNumbers => "exchanges with real pairing numbers (BAF 80)",
        ClassicLessonId::ColourConflicts if kind == SystemKind::Dutch1992Ffe => {
            "x and colour conflicts, example 1 (BAF 77, A8, B4)"
        }
        ClassicLessonId::ColourConflicts => "x and colour conflicts (A8, B4)",
        ClassicLessonId::ColourConflictsSecond => "x and colour conflicts, example 2 (BAF 77)",
        ClassicLessonId::ForfeitFloats if kind == SystemKind::Dutch1992Ffe => {
            "a forfeit and the floats (BAF 78)"
        }
        ClassicLessonId::ForfeitFloats => "a forfeit and the floats (A4)",
    };
    format!("{text}: {topic}")
}

/// A lesson step's text.
pub fn lesson_text(t: LessonText) -> String {
    match t {
        LessonText::D1Homogeneous => "D1.1: S2 is permuted as a whole, in lexicographic order, and the permutations are numbered from 0. S1 meets S2 in that order: the first of S1 the first of S2, and so on.".into(),
        LessonText::D1Heterogeneous => "D1.2: the same permutations of S2; only its first players, as many as the moved-down players in S1, meet S1. The rest form the remainder. The 2008 text does not skip permutations that begin alike.".into(),
        LessonText::D2Exchanges { n } => format!("D2: exchanges of {n} player{} between S1 and S2, smallest DIFFERENZ (sum of the S2 numbers minus the sum of the S1 numbers) first.", if n == 1 { "" } else { "s" }),
        LessonText::D2Procedure => "D2, the exact procedure: for DELTA from the smallest DIFFERENZ to the largest, I runs over S1LIST (decreasing) and, inside, J over S2LIST (increasing); every exchange with DIFFERENZ(I, J) = DELTA is made, then S1 and S2 are sorted again by A2.".into(),
        LessonText::D4Factor => "D4: in the lowest bracket the pairing with the smallest B3 factor, the sum of the squared score differences of its pairs, is the best. Png1 comes first, after transpositions; Png2, after exchanges, is better and is chosen.".into(),
        LessonText::D4Heterogeneous => "D4, \"Attention\": with a seventh player G, the only one who may receive the bye, the bracket is heterogeneous; no exchange may touch S1, so the first legal transposition stands although its B3 factor is larger.".into(),
        LessonText::Engine => "The engine pairs the lesson's tournament: each step of the text as it ran, with the counters after it.".into(),
        LessonText::OldD1 => "D1: the transpositions of S2 are \"all numbers constructible with its digits in ascending order\": the first is S2 as it stands, then a), b), … change the lowest players first. S1 meets S2 in that order.".into(),
        LessonText::OldD2Matrix { n: 1 } => "D2: when no transposition works, one player of S1 is exchanged with one of S2, in the order of the matrix: the exchanges closest to the border between S1 and S2 first. Neither the first of S1 nor the last of S2 is ever exchanged.".into(),
        LessonText::OldD2Matrix { n } => format!("D2: only after every single exchange, {n} players of S1 are exchanged with {n} of S2, again closest to the border first (the second matrix)."),
        LessonText::OldD2Seven { odd_top_set: true } => "D2 with 7 players: the matrices lose their first row. The FIDE text adds that \"the last column of the second matrix has then become obsolete\": S1's two highest players are never exchanged together.".into(),
        LessonText::OldD2Seven { odd_top_set: false } => "D2 with 7 players: the matrices lose their first row; the French text prints the whole two-player table, S1's two highest players exchanged together last.".into(),
        LessonText::Baf80 { players } => format!("BAF 80: the numbers of the matrices are places in the bracket (A2 order), not pairing numbers. With the real numbers of a bracket of {players}:"),
        LessonText::A8Budget { baf77: true } => "A8 with BAF 77: x is the number of pairs that must have a colour conflict, found from the preferences of the bracket's players; the mild preferences of the majority colour raise what the bracket allows.".into(),
        LessonText::A8Budget { baf77: false } => "A8: x is the number of pairs that must have a colour conflict, found from the preferences of the bracket's players (A7.d: a mild preference may count as the colour that lowers x).".into(),
        LessonText::B4Conflicts => "B4: the first pairing, in the order of D1 and D2, with no more than x colour conflicts; strong preferences are granted before mild ones.".into(),
        LessonText::ForfeitMarks { baf78: true } => "BAF 78: a game lost by forfeit changes the float marks: the winner by forfeit gets a downfloat (replacing any upfloat), the loser has none; an adjourned game changes nothing.".into(),
        LessonText::ForfeitMarks { baf78: false } => "A4: the float marks are written on the pairing card when the pair is made; the text does not change them for a forfeit, so the marks stay as paired.".into(),
        LessonText::ForfeitRound { baf78: true } => "The next round: the winner by forfeit is now a downfloater, and B5 forbids him a second downfloat in a row, so the first transposition that would move him down is passed over.".into(),
        LessonText::ForfeitRound { baf78: false } => "The next round: the winner by forfeit keeps the upfloat of the pairing, so B5 does not stop him from floating down: the first transposition stands.".into(),
    }
}

/// An exchange: "5 ↔ 6 (DIFFERENZ 1)", several players "5;4 ↔ 6;7".
pub fn exchange(e: &Exchange) -> String {
    let side = |v: &[usize]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(";")
    };
    format!(
        "{} ↔ {} (DIFFERENZ {})",
        side(&e.out_of_s1),
        side(&e.out_of_s2),
        e.differenz
    )
}

/// A B3 pairing: "A–F, B–C, D–E: 4.25".
pub fn b3_pairing(p: &B3Pairing) -> String {
    format!(
        "{}: B3 factor {}",
        p.pairs
            .iter()
            .map(|((a, _), (b, _))| format!("{a}–{b}"))
            .collect::<Vec<_>>()
            .join(", "),
        hundredths(p.factor)
    )
}

/// A lesson step's data as lines of text (the UI lays them out).
pub fn lesson_lines(d: &LessonData) -> Vec<String> {
    let nums = |v: &[usize]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join("-")
    };
    match d {
        LessonData::Transpositions {
            s1,
            s2,
            shown,
            total,
        } => {
            let mut out = vec![format!(
                "S1 = {}, S2 = {}: {total} permutations, #0 to #{}",
                nums(s1),
                nums(s2),
                total.saturating_sub(1)
            )];
            out.extend(shown.iter().map(|(k, p)| format!("#{k}: {}", nums(p))));
            out
        }
        LessonData::Exchanges {
            s1,
            players,
            n,
            shown,
            total,
        } => {
            let mut out = vec![format!(
                "S1 = 1–{s1}, S2 = {}–{players}: {total} exchanges of {n}",
                s1 + 1
            )];
            out.extend(
                shown
                    .iter()
                    .enumerate()
                    .map(|(k, e)| format!("{}. {}", k + 1, exchange(e))),
            );
            out
        }
        LessonData::Lists { s1_list, s2_list } => {
            let l = |v: &[Vec<usize>]| {
                v.iter()
                    .map(|s| {
                        s.iter()
                            .map(|x| x.to_string())
                            .collect::<Vec<_>>()
                            .join(";")
                    })
                    .collect::<Vec<_>>()
                    .join(" – ")
            };
            vec![
                format!("S1LIST ({}): {}", s1_list.len(), l(s1_list)),
                format!("S2LIST ({}): {}", s2_list.len(), l(s2_list)),
            ]
        }
        LessonData::B3 { pairings } => pairings.iter().map(b3_pairing).collect(),
        LessonData::Matrix {
            s1,
            n,
            numbers,
            cells,
        } => classic_lines::matrix(&super::English, *s1, *n, numbers, cells),
        LessonData::Budget { round, players, x } => {
            classic_lines::budget(&super::English, *round, players, *x)
        }
        LessonData::Pairs { pairs, down, .. } => classic_lines::pairs(&super::English, pairs, down),
        LessonData::Floats { round, marks } => {
            classic_lines::floats(&super::English, *round, marks)
        }
        LessonData::Bracket {
            system,
            round,
            pass,
        } => {
            let mut out = vec![format!("Round {round}: {}", bracket_title(pass))];
            out.extend(pass.steps.iter().map(|s| {
                let gap = s
                    .passed_over
                    .map(|(a, b)| format!(" {}", passed_over(a, b)))
                    .unwrap_or_default();
                format!(
                    "{} · {}{gap}",
                    c_step(s.step),
                    super::classic::event_for(*system, &s.event)
                )
            }));
            out
        }
    }
}

/// Why a lesson could not be built.
pub fn lesson_error(e: &LessonError) -> String {
    match e {
        LessonError::Trf(t) => t.to_string(),
        LessonError::Pairing(p) => error(p),
        LessonError::NoBracket => "the engine's trace has no bracket for this lesson".into(),
        LessonError::NotForSystem(kind, id) => format!(
            "the {} have no lesson \"{}\"",
            super::model::system_name(*kind),
            id.key()
        ),
    }
}

impl LessonSentences for super::English {
    fn matrix_head(&self, s1: &str, s2: &str, count: usize, n: usize) -> String {
        format!("S1 = {s1}, S2 = {s2}: {count} exchanges of {n}")
    }
    fn budget_head(&self, round: u32) -> String {
        format!("Round {round}, the bracket's colour preferences (A7):")
    }
    fn preference(&self, player: Tpn, p: Option<ColourPreference>) -> String {
        format!("{player}: {}", preference(p))
    }
    fn board(&self, white: Tpn, black: Tpn) -> String {
        format!("{white} White, {black} Black")
    }
    fn moved_down(&self, players: &str) -> String {
        format!("moved down: {players}")
    }
    fn floats_head(&self, round: u32) -> String {
        format!("Float marks of round {round}:")
    }
    fn float_mark(&self, player: Tpn, f: Option<Float>) -> String {
        let mark = match f {
            Some(Float::Down) => "↓ downfloat",
            Some(Float::Up) => "↑ upfloat",
            None => "no float",
        };
        format!("{player}: {mark}")
    }
}

/// A preference of A7: "Black (strong)", "none yet".
fn preference(p: Option<ColourPreference>) -> String {
    match p {
        None => "no game played yet".into(),
        Some(p) => {
            let colour = match p.colour {
                Colour::White => "White",
                Colour::Black => "Black",
            };
            let strength = match p.strength {
                Strength::Mild => "mild",
                Strength::Strong => "strong",
                Strength::Absolute => "absolute",
            };
            format!("{colour} ({strength})")
        }
    }
}
