//! What the text needs to know about each player before a round, computed
//! from the tournament's round entries only (no engine code): score, games
//! actually played (F2), the colour sequence with unplayed rounds removed
//! (F3), the colour preference (A7), floats (A4, B1b), who may not get the
//! bye again (B1b), topscorers (A10).
//!
//! Readings: docs/readings/dutch-2008.md of the engine branch (R1–R28) and
//! /work/wt/readings-questions-2008.md; each is cited where used.

use pocket_arbiter::model::{ByeKind, Colour, GameResult, RoundEntry, Tournament};

/// A7: mild (a–c, CD = 0), strong (CD = ±1), absolute. Ordered by strength (E2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum Strength {
    Mild,
    Strong,
    Absolute,
}

/// A4: the direction a player floated in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Float {
    None,
    Down,
    Up,
}

/// One player present in the round to pair.
#[derive(Debug, Clone)]
pub struct Facts {
    pub tpn: u32,
    /// Points before the round, in tenths.
    pub score: u32,
    /// TPNs of the opponents of games actually played (B1a with F2: a
    /// forfeited pairing "ne sera pas considéré comme illégal").
    pub opponents: Vec<u32>,
    /// Colours of the games actually played, in order (F2, F3: NBB-N is -NBBN).
    pub colours: Vec<Colour>,
    /// A7 (R4): `None` for a player without a game played (A7.f).
    pub pref: Option<(Colour, Strength)>,
    /// Floats of rounds r − 1 and r − 2 (A4 with R2).
    pub floats: [Float; 2],
    /// B1b (R3): had the PAB or won by forfeit: may not get the bye.
    pub bye_blocked: bool,
    /// A10 (R22): only when the last round is paired, score > 50 % of the maximum.
    pub topscorer: bool,
    /// Rounds before this one without a game played (A8 w/b).
    pub unplayed: u32,
}

/// R4: A7.a–c on the F3 sequence of colours actually played.
pub fn preference(colours: &[Colour]) -> Option<(Colour, Strength)> {
    let last = *colours.last()?;
    let white = colours.iter().filter(|&&c| c == Colour::White).count() as i32;
    let cd = white - (colours.len() as i32 - white);
    let n = colours.len();
    // A7.a, R4: the colour difference decides first.
    if cd > 1 {
        return Some((Colour::Black, Strength::Absolute));
    }
    if cd < -1 {
        return Some((Colour::White, Strength::Absolute));
    }
    if n >= 2 && colours[n - 2] == last {
        return Some((last.opposite(), Strength::Absolute));
    }
    // A7.b
    if cd == 1 {
        return Some((Colour::Black, Strength::Strong));
    }
    if cd == -1 {
        return Some((Colour::White, Strength::Strong));
    }
    // A7.c
    Some((last.opposite(), Strength::Mild))
}

/// A4 with R2: the float of `tpn` in round `k`.
fn float_in(t: &Tournament, tpn: u32, k: u32) -> Float {
    let Some(p) = t.players.get(tpn as usize - 1) else {
        return Float::None;
    };
    match p.round(k) {
        // B1b: a bye or a forfeit win makes a downfloater.
        RoundEntry::Bye(ByeKind::PairingAllocated) => Float::Down,
        RoundEntry::Game {
            result: GameResult::ForfeitWin,
            ..
        } => Float::Down,
        RoundEntry::Game {
            opponent, result, ..
        } if result.is_played() => {
            let mine = t.score_after(p.tpn, k - 1);
            let theirs = t.score_after(opponent, k - 1);
            match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => Float::Down,
                std::cmp::Ordering::Less => Float::Up,
                std::cmp::Ordering::Equal => Float::None,
            }
        }
        _ => Float::None,
    }
}

/// The players to pair in round `round` (present: not absent, not
/// withdrawn), sorted by A2 as R1 reads it: score descending, then TPN.
/// The index in the returned vector is the player's A2 rank.
pub fn present(t: &Tournament, round: u32) -> Vec<Facts> {
    let last_round = round == t.total_rounds;
    let win = t.points.win.tenths();
    let mut out: Vec<Facts> = t
        .players
        .iter()
        .filter(|p| p.round(round) == RoundEntry::NotPaired)
        .filter(|p| p.withdrawn_from.is_none_or(|w| round < w))
        .map(|p| {
            let mut opponents = Vec::new();
            let mut colours = Vec::new();
            let mut bye_blocked = false;
            for k in 1..round {
                let e = p.round(k);
                if let Some((opp, colour, _)) = e.played_game() {
                    opponents.push(opp.0);
                    colours.push(colour);
                }
                if matches!(
                    e,
                    RoundEntry::Bye(ByeKind::PairingAllocated)
                        | RoundEntry::Game {
                            result: GameResult::ForfeitWin,
                            ..
                        }
                ) {
                    bye_blocked = true;
                }
            }
            let score = t.score_after(p.tpn, round - 1).tenths();
            let floats = [
                if round > 1 {
                    float_in(t, p.tpn.0, round - 1)
                } else {
                    Float::None
                },
                if round > 2 {
                    float_in(t, p.tpn.0, round - 2)
                } else {
                    Float::None
                },
            ];
            Facts {
                tpn: p.tpn.0,
                score,
                unplayed: round - 1 - colours.len() as u32,
                pref: preference(&colours),
                opponents,
                colours,
                floats,
                bye_blocked,
                // A10, R22: more than 50 % of (rounds played × a win).
                topscorer: last_round && 2 * score > (round - 1) * win,
            }
        })
        .collect();
    out.sort_by_key(|f| (std::cmp::Reverse(f.score), f.tpn));
    out
}
