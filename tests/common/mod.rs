//! Shared by the fuzz tests: seed inputs and a deterministic mutator.

#![allow(dead_code)]

use pocket_arbiter::rng::SplitMix64;
use pocket_arbiter::trf::{read_bytes, write, TrfFlavour};
use std::path::{Path, PathBuf};

pub fn files_under(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            files_under(&p, out);
        } else if p.extension().is_some_and(|e| e == "trf") {
            out.push(p);
        }
    }
}

/// Seed files larger than this are not mutated (see [`seeds`]).
const MAX_SEED_PLAYERS: usize = 200;

/// The committed sample and bad files (but the big ones), plus, for each
/// readable sample file, the derived file for pairing one round (as `pair`
/// would receive it).
pub fn seeds() -> Vec<Vec<u8>> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut paths = Vec::new();
    files_under(&root, &mut paths);
    let mut out = Vec::new();
    for p in paths {
        let Ok(bytes) = std::fs::read(&p) else {
            continue;
        };
        if let Ok(o) = read_bytes(&bytes) {
            let t = o.tournament;
            // Fuzzing needs many shapes, not size: the big benchmark files
            // (hundreds of players) are left to the corpus and bench tests,
            // so that a slow but correct round of 1,000 players is not
            // mistaken for a hang.
            if t.players.len() > MAX_SEED_PLAYERS {
                continue;
            }
            let r = (t.rounds_paired() / 2).max(1);
            out.push(write(&t.for_pairing_round(r), TrfFlavour::Trf2026).into_bytes());
        }
        out.push(bytes);
    }
    assert!(
        out.len() > 50,
        "too few seed files under {}",
        root.display()
    );
    out
}

const INTERESTING: &[u8] = b"0123456789 wbWB-+=UHZFDLXx\n\r\t#.,\xff\xc3\x80";

const RECORDS: &[&str] = &[
    "XXR 4000000000",
    "XXR 0",
    "XXR 255",
    "142 300",
    "142 1",
    "152 B",
    "152 Q",
    "XXC black1 rank",
    "XXC purple",
    "XXA    1  1.0  1.0  0.5",
    "XXA 9999  1.0",
    "XXA    2 99999.9",
    "250 0000 01.0 001 255 0001 9999",
    "250      01.0 001 002 0001 0004",
    "250 0000 01.0 003 001 0001 0004",
    "250 0000 99.9 001 255 0001 9999",
    "250 0000 99.9 001 003 0001 0003",
    "260 001 255    1    2    3",
    "260 001 001    1    1",
    "XXP 1 2 3 4",
    "XXP 1 99999999999999999999",
    "240 H 255    1",
    "240 Z 001    2    3",
    "240 F 002    1",
    "240 Q 002    1",
    "XXZ 1 2 3",
    "XXZ 9999",
    "162  W99.9    D 1.0",
    "162  W 3.0    D 1.0    P 0.5",
    "162  Q 1.0",
    "162  W",
    "BBW 999.9",
    "BBD  0.0",
    "BBU  0.5",
    "XXS W=3 D=1 L=0 PAB=1",
    "XXS WW=1 BW=0.5",
    "192 FIDE_DUTCH_2025_BAKU",
    "192 FIDE_DOUBLESWISS",
    "192 NONSENSE",
    "132                                                                                         25/01/01  25/01/02",
    "012 Ñame with ütf-8 ✓",
    "### comment",
    "001 9999",
    "001    0",
    "",
    "   ",
];

fn split_lines(data: &[u8]) -> Vec<Vec<u8>> {
    data.split(|&b| b == b'\n').map(<[u8]>::to_vec).collect()
}

fn join_lines(lines: &[Vec<u8>]) -> Vec<u8> {
    lines.join(&b'\n')
}

fn pick<'a, T>(rng: &mut SplitMix64, v: &'a [T]) -> Option<&'a T> {
    if v.is_empty() {
        None
    } else {
        v.get(rng.below(v.len() as u64) as usize)
    }
}

/// Applies one to four random mutations.
pub fn mutate(rng: &mut SplitMix64, input: &[u8]) -> Vec<u8> {
    let mut data = input.to_vec();
    let n = 1 + rng.below(4);
    for _ in 0..n {
        data = mutate_once(rng, data);
    }
    data
}

fn mutate_once(rng: &mut SplitMix64, mut data: Vec<u8>) -> Vec<u8> {
    let len = data.len() as u64;
    let pos = if len == 0 { 0 } else { rng.below(len) as usize };
    let interesting = |rng: &mut SplitMix64| pick(rng, INTERESTING).copied().unwrap_or(b' ');
    match rng.below(14) {
        0 => {
            if let Some(b) = data.get_mut(pos) {
                *b = rng.next_u64() as u8;
            }
        }
        1 => {
            let b = interesting(rng);
            if let Some(x) = data.get_mut(pos) {
                *x = b;
            }
        }
        2 => {
            let b = interesting(rng);
            data.insert(pos.min(data.len()), b);
        }
        3 => {
            let end = (pos + 1 + rng.below(20) as usize).min(data.len());
            if pos < end {
                data.drain(pos..end);
            }
        }
        4 => {
            let mut lines = split_lines(&data);
            if let Some(l) = pick(rng, &lines).cloned() {
                let at = rng.below(lines.len() as u64 + 1) as usize;
                lines.insert(at, l);
            }
            data = join_lines(&lines);
        }
        5 => {
            let mut lines = split_lines(&data);
            if !lines.is_empty() {
                let at = rng.below(lines.len() as u64) as usize;
                lines.remove(at);
            }
            data = join_lines(&lines);
        }
        6 => {
            let mut lines = split_lines(&data);
            if lines.len() > 1 {
                let a = rng.below(lines.len() as u64) as usize;
                let b = rng.below(lines.len() as u64) as usize;
                lines.swap(a, b);
            }
            data = join_lines(&lines);
        }
        7 => {
            // A round entry of a 001 line rewritten in place.
            let mut lines = split_lines(&data);
            let players: Vec<usize> = (0..lines.len())
                .filter(|&i| lines.get(i).is_some_and(|l| l.starts_with(b"001")))
                .collect();
            if let Some(&i) = pick(rng, &players) {
                let count = players.len() as u64;
                if let Some(line) = lines.get_mut(i) {
                    let rounds = (line.len().saturating_sub(91) / 10) as u64 + 1;
                    let k = rng.below(rounds + 1) as usize;
                    let base = 91 + 10 * k;
                    if line.len() < base + 8 {
                        line.resize(base + 8, b' ');
                    }
                    let opp = format!("{:>4}", rng.below(count + 3));
                    let colour = *pick(rng, b"wb- ").unwrap_or(&b'w');
                    let result = *pick(rng, b"1=0+-WDLUHZF ").unwrap_or(&b'1');
                    if let Some(slot) = line.get_mut(base..base + 8) {
                        slot[..4].copy_from_slice(opp.as_bytes());
                        slot[5] = colour;
                        slot[7] = result;
                    }
                }
            }
            data = join_lines(&lines);
        }
        8 => {
            let mut lines = split_lines(&data);
            if let Some(r) = pick(rng, RECORDS) {
                let at = rng.below(lines.len() as u64 + 1) as usize;
                lines.insert(at, r.as_bytes().to_vec());
            }
            data = join_lines(&lines);
        }
        9 => data.truncate(pos),
        10 => {
            let sep: &[u8] = if rng.below(2) == 0 { b"\r\n" } else { b"\r" };
            let lines = split_lines(&data);
            data = lines.join(sep);
        }
        11 => {
            // A digit changed: scores, ratings, opponents, round numbers.
            let digits: Vec<usize> = (0..data.len())
                .filter(|&i| data.get(i).is_some_and(u8::is_ascii_digit))
                .collect();
            if let Some(&i) = pick(rng, &digits) {
                let d = b'0' + rng.below(10) as u8;
                if let Some(x) = data.get_mut(i) {
                    *x = d;
                }
            }
        }
        12 => {
            // A forbidden-pairs record listing many players.
            let k = 1 + rng.below(3000);
            let ids: Vec<String> = (1..=k).map(|i| i.to_string()).collect();
            let mut lines = split_lines(&data);
            let at = rng.below(lines.len() as u64 + 1) as usize;
            lines.insert(at, format!("XXP {}", ids.join(" ")).into_bytes());
            data = join_lines(&lines);
        }
        _ => {
            // A long 001 line: many rounds.
            let mut lines = split_lines(&data);
            if let Some(l) = pick(rng, &lines).cloned() {
                let mut l = l;
                let extra = 1 + rng.below(300) as usize;
                for _ in 0..extra {
                    l.extend_from_slice(b"  0000 - H");
                }
                let at = rng.below(lines.len() as u64 + 1) as usize;
                lines.insert(at, l);
            }
            data = join_lines(&lines);
        }
    }
    data
}

/// A valid variant of a tournament, as `pair` would receive it: the state
/// before a random round, with random games recoloured, results changed,
/// games forfeited and players announced absent. Always a readable file.
pub fn valid_variant(
    rng: &mut SplitMix64,
    t: &pocket_arbiter::model::Tournament,
) -> pocket_arbiter::model::Tournament {
    use pocket_arbiter::model::{Board, ByColour, ByeKind, GameResult, RoundEntry, Tpn};
    let r = 1 + rng.below(u64::from(t.rounds_paired()) + 1) as u32;
    let mut d = t.for_pairing_round(r);
    let n = d.players.len() as u64;
    let edits = rng.below(6);
    for _ in 0..edits {
        let i = rng.below(n.max(1)) as usize;
        match rng.below(4) {
            0 if r > 1 => {
                // Change one past game's colours or result, on both lines.
                let k = rng.below(u64::from(r - 1)) as usize;
                let Some(RoundEntry::Game {
                    opponent, colour, ..
                }) = d.players.get(i).and_then(|p| p.rounds.get(k)).copied()
                else {
                    continue;
                };
                let results = [
                    (GameResult::Win, GameResult::Loss),
                    (GameResult::Draw, GameResult::Draw),
                    (GameResult::Loss, GameResult::Win),
                    (GameResult::ForfeitWin, GameResult::ForfeitLoss),
                    (GameResult::ForfeitLoss, GameResult::ForfeitLoss),
                ];
                let (mine, theirs) = results[rng.below(results.len() as u64) as usize];
                let colour = if rng.below(2) == 0 { colour } else { !colour };
                let me = Tpn::from_index(i);
                let (white, black) = colour.fold((me, opponent), (opponent, me));
                let result = colour.fold(
                    ByColour {
                        white: mine,
                        black: theirs,
                    },
                    ByColour {
                        white: theirs,
                        black: mine,
                    },
                );
                let _ = d.record_game(k as u32 + 1, Board { white, black }, result);
            }
            1 | 2 => {
                // A known absence in the round to pair.
                let kind = if rng.below(2) == 0 {
                    ByeKind::HalfPoint
                } else {
                    ByeKind::ZeroPoint
                };
                let _ = d.record_bye(r, Tpn::from_index(i), kind);
            }
            _ => {
                // A different initial colour.
                d.initial_colour = !d.initial_colour;
            }
        }
    }
    d
}
