//! Helpers shared by the Double-Swiss tests: building tournaments by hand,
//! a random event generator (on the crate's seeded `SplitMix64`).
#![allow(dead_code)]

use pocket_arbiter::model::{Board, Pairing};
use pocket_arbiter::model::{
    ByColour, ByeKind, GameResult, MatchGames, Player, SystemKind, Title, Tournament, Tpn,
};
pub use pocket_arbiter::rng::SplitMix64;

pub fn player(tpn: u32) -> Player {
    Player {
        tpn: Tpn(tpn),
        name: format!("Player {tpn}"),
        sex: None,
        title: Title::None,
        rating: 2000u32.saturating_sub(tpn * 10),
        federation: String::new(),
        fide_id: None,
        birth_date: String::new(),
        rounds: Vec::new(),
        acceleration: Vec::new(),
        withdrawn_from: None,
        match_games: Vec::new(),
    }
}

pub fn tournament(n: u32, total_rounds: u32) -> Tournament {
    Tournament {
        total_rounds,
        system: SystemKind::DoubleSwiss2026,
        players: (1..=n).map(player).collect(),
        ..Tournament::default()
    }
}

/// Records a match: `white` had White in game 1; `w` and `b` are each
/// side's two game results.
pub fn record_match(
    t: &mut Tournament,
    round: u32,
    white: u32,
    black: u32,
    w: [GameResult; 2],
    b: [GameResult; 2],
) {
    let games = |g: [GameResult; 2]| MatchGames {
        first: g[0],
        second: g[1],
    };
    let board = Board {
        white: Tpn(white),
        black: Tpn(black),
    };
    let games = ByColour {
        white: games(w),
        black: games(b),
    };
    t.record_match(round, board, games).unwrap();
}

/// A match where the opponent's results mirror White's (no double forfeits).
pub fn simple_match(t: &mut Tournament, round: u32, white: u32, black: u32, w: [GameResult; 2]) {
    let mirror = |r: GameResult| r.mirrored().unwrap_or(GameResult::ForfeitWin);
    record_match(t, round, white, black, w, [mirror(w[0]), mirror(w[1])]);
}

pub fn bye(t: &mut Tournament, round: u32, tpn: u32, kind: ByeKind) {
    t.record_bye(round, Tpn(tpn), kind).unwrap();
}

/// Enters a pairing as the round's matches, with results from `results`.
pub fn apply(
    t: &mut Tournament,
    round: u32,
    p: &Pairing,
    results: &mut dyn FnMut(u32, u32) -> ([GameResult; 2], [GameResult; 2]),
) {
    for b in &p.boards {
        let (w, bl) = results(b.white.0, b.black.0);
        record_match(t, round, b.white.0, b.black.0, w, bl);
    }
    if let Some(v) = p.bye {
        bye(t, round, v.0, ByeKind::PairingAllocated);
    }
}

/// True with probability `percent` percent.
pub fn pct(rng: &mut SplitMix64, percent: u64) -> bool {
    rng.below(100) < percent
}

/// Random results for one match, from each side: mostly played games
/// (wins, draws, losses, now and then ½-0 or 0-0), sometimes a single
/// forfeited game, a double-forfeited game, a match forfeited by one
/// player, or by both.
pub fn random_match(rng: &mut SplitMix64) -> ([GameResult; 2], [GameResult; 2]) {
    use GameResult::*;
    let roll = rng.below(100);
    if roll < 4 {
        // White forfeits the whole match.
        return ([ForfeitLoss; 2], [ForfeitWin; 2]);
    }
    if roll < 7 {
        return ([ForfeitWin; 2], [ForfeitLoss; 2]);
    }
    if roll < 9 {
        return ([ForfeitLoss; 2], [ForfeitLoss; 2]);
    }
    let mut w = [Draw; 2];
    let mut b = [Draw; 2];
    for g in 0..2 {
        let r = rng.below(100);
        let (x, y) = match r {
            0..=4 => (ForfeitWin, ForfeitLoss),
            5..=9 => (ForfeitLoss, ForfeitWin),
            10..=11 => (ForfeitLoss, ForfeitLoss),
            12..=13 => (UnratedWin, UnratedLoss),
            14..=45 => (Win, Loss),
            46..=77 => (Loss, Win),
            // Games ending ½-0, 0-½ or 0-0 (C.04.5 Preface, TV-31).
            78 => (Draw, Loss),
            79 => (Loss, Draw),
            80 => (Loss, Loss),
            _ => (Draw, Draw),
        };
        w[g] = x;
        b[g] = y;
    }
    (w, b)
}
