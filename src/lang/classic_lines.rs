//! The layout of the old Dutch texts' lesson data (`LessonData::Matrix`,
//! `Budget`, `Pairs`, `Floats`): which lines, in which order, with the
//! numbers joined the same way in every language. Each language words only
//! its sentences ([`LessonSentences`]).

use crate::dutch::classic::exchange::Exchange;
use crate::model::Tpn;
use crate::swiss::{ColourPreference, Float};

/// The sentences of a language for the old texts' lesson data.
pub(crate) trait LessonSentences {
    /// The head of a D2 matrix: S1 and S2 (numbers joined by spaces), how
    /// many exchanges of `n` players the text allows.
    fn matrix_head(&self, s1: &str, s2: &str, count: usize, n: usize) -> String;
    /// The head of an A8 budget: the round.
    fn budget_head(&self, round: u32) -> String;
    /// A player and his A7 preference (`None`: no game played yet).
    fn preference(&self, player: Tpn, p: Option<ColourPreference>) -> String;
    /// A board: White and Black.
    fn board(&self, white: Tpn, black: Tpn) -> String;
    /// The players moved down (joined by commas).
    fn moved_down(&self, players: &str) -> String;
    /// The head of the float marks of a round.
    fn floats_head(&self, round: u32) -> String;
    /// A player's float mark of that round.
    fn float_mark(&self, player: Tpn, f: Option<Float>) -> String;
}

/// The letters of the seeds' matrices: a) … z), then aa), ab), ….
pub fn letter(k: usize) -> String {
    let a = |i: usize| char::from(b'a' + (i % 26) as u8);
    if k < 26 {
        a(k).to_string()
    } else {
        format!("{}{}", a(k / 26 - 1), a(k))
    }
}

fn joined<T: ToString>(v: &[T], sep: &str) -> String {
    v.iter().map(T::to_string).collect::<Vec<_>>().join(sep)
}

/// D2: the head, then one line per exchange, "a) 4 ↔ 5", the places
/// shown as the bracket's `numbers` (several players "2+4 ↔ 5+6").
pub(crate) fn matrix(
    w: &dyn LessonSentences,
    s1: usize,
    n: usize,
    numbers: &[u32],
    cells: &[Exchange],
) -> Vec<String> {
    let place = |k: usize| numbers.get(k.wrapping_sub(1)).copied().unwrap_or(0);
    let side = |v: &[usize]| joined(&v.iter().map(|&k| place(k)).collect::<Vec<_>>(), "+");
    let (top, bottom) = numbers.split_at(s1.min(numbers.len()));
    let mut out = vec![w.matrix_head(&joined(top, " "), &joined(bottom, " "), cells.len(), n)];
    out.extend(cells.iter().enumerate().map(|(k, e)| {
        format!(
            "{}) {} ↔ {}",
            letter(k),
            side(&e.out_of_s1),
            side(&e.out_of_s2)
        )
    }));
    out
}

/// A8: the head, each player's preference, then "x = …".
pub(crate) fn budget(
    w: &dyn LessonSentences,
    round: u32,
    players: &[(Tpn, Option<ColourPreference>)],
    x: u32,
) -> Vec<String> {
    let mut out = vec![w.budget_head(round)];
    out.extend(players.iter().map(|&(p, pref)| w.preference(p, pref)));
    out.push(format!("x = {x}"));
    out
}

/// B4: one line per board, then the players moved down (if any).
pub(crate) fn pairs(w: &dyn LessonSentences, pairs: &[(Tpn, Tpn)], down: &[Tpn]) -> Vec<String> {
    let mut out: Vec<String> = pairs.iter().map(|&(a, b)| w.board(a, b)).collect();
    if !down.is_empty() {
        out.push(w.moved_down(&joined(down, ", ")));
    }
    out
}

/// A4: the head, then each player's mark.
pub(crate) fn floats(
    w: &dyn LessonSentences,
    round: u32,
    marks: &[(Tpn, Option<Float>)],
) -> Vec<String> {
    let mut out = vec![w.floats_head(round)];
    out.extend(marks.iter().map(|&(p, f)| w.float_mark(p, f)));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_follow_the_seeds_matrices() {
        assert_eq!(letter(0), "a");
        assert_eq!(letter(8), "i");
        assert_eq!(letter(25), "z");
        assert_eq!(letter(26), "aa");
        assert_eq!(letter(27), "ab");
    }
}
