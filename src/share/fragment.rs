//! A round in a URL fragment: `#share=2.<base64url>`.
//!
//! Layout of the bytes (version 2), every number an unsigned LEB128 varint:
//! `version(=2) round part parts first_board event players… boards… bye why`
//! where `event` and each name are a length then UTF-8 bytes, `players` is
//! a count then `tpn score_in_tenths name` each, `boards` a count then
//! `white_index black_index result` each (indices into `players`), `bye`
//! is 0 (none) or 1 + a player index, and `why` is a length then the
//! players' own reasons ([`PlayerWhy::for_player`]) as JSON, compressed
//! with raw DEFLATE (RFC 1951); a length of 0 carries none.
//! Version 1 (issue 19's first links) is the same without `why`, and is
//! still read.
//!
//! Size: the fragment is at most [`MAX_FRAGMENT`] characters, so that the
//! whole URL (with the page's address, at most [`MAX_BASE_URL`] bytes) fits
//! a QR code of version 40 at level L (2,953 bytes in byte mode). A round
//! that does not fit is split by boards into several parts
//! ([`encode_parts`]), each its own QR code, and each names the part and the
//! number of parts. The reasons are inflated to at most [`MAX_WHY_JSON`]
//! bytes and each must be about a player of its own part, against the
//! opponent the part gives them.

use crate::model::arbiter::{round_boards, BoardResult};
use crate::model::{Points, Tournament, Tpn};
use crate::share::why::{round_reasons, PlayerWhy};

/// The longest fragment read or written, in characters (after `#share=`).
pub const MAX_FRAGMENT: usize = 2400;
/// The longest page address (origin and path) the QR code is made for.
pub const MAX_BASE_URL: usize = 500;
/// The longest event or player name kept, in bytes (longer is cut at a
/// character boundary when encoding; refused when decoding).
pub const MAX_NAME: usize = 80;
/// The most parts a round is split into.
pub const MAX_PARTS: usize = 20;
/// The encoding's version written, the fragment's first character.
pub const VERSION: u8 = 2;
/// The versions read (1: without the players' reasons).
pub const READ_VERSIONS: [u8; 2] = [1, 2];
/// The most bytes the players' reasons inflate to.
pub const MAX_WHY_JSON: usize = 256 * 1024;
/// What precedes the payload in the URL.
pub const PREFIX: &str = "share=";

/// A player as the shared round shows them.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedPlayer {
    pub tpn: Tpn,
    pub name: String,
    /// The score before the round.
    pub score: Points,
}

/// One board of the shared round (its number is `first_board` + index).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedBoard {
    pub white: SharedPlayer,
    pub black: SharedPlayer,
    pub result: BoardResult,
}

/// A round (or a part of it) as a shared link carries it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SharedRound {
    pub event: String,
    pub round: u32,
    /// 1-based part number and the number of parts.
    pub part: u32,
    pub parts: u32,
    /// The number of the first board in this part (1-based).
    pub first_board: u32,
    pub boards: Vec<SharedBoard>,
    /// The pairing-allocated bye (in the last part only).
    pub bye: Option<SharedPlayer>,
    /// The reasons of this part's players, as a player reads them
    /// ([`PlayerWhy::for_player`]; empty in a version 1 link).
    pub why: Vec<PlayerWhy>,
}

/// Round `round` of `t` as the shared link carries it: the boards, the
/// pairing-allocated bye, and every player's reasons
/// ([`crate::share::why::round_reasons`]).
pub fn shared_round(
    t: &Tournament,
    round: u32,
) -> (Vec<SharedBoard>, Option<SharedPlayer>, Vec<PlayerWhy>) {
    let before = round.saturating_sub(1);
    let player = |tpn: Tpn| SharedPlayer {
        tpn,
        name: t.player(tpn).map(|p| p.name.clone()).unwrap_or_default(),
        score: t.score_after(tpn, before),
    };
    let (boards, bye) = round_boards(t, round);
    let boards = boards
        .iter()
        .map(|b| SharedBoard {
            white: player(b.board.white),
            black: player(b.board.black),
            result: b.result,
        })
        .collect();
    (boards, bye.map(player), round_reasons(t, round))
}

/// Why a fragment could not be read; `at` is a 0-based byte offset in the
/// decoded payload (or a character offset in the text for `BadCharacter`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FragmentError {
    /// The fragment does not start with `share=`.
    NotShared,
    /// Longer than [`MAX_FRAGMENT`] characters.
    TooLong { length: usize, max: usize },
    /// No version, or a version this app does not read.
    UnknownVersion(String),
    /// A character outside base64url at that position.
    BadCharacter { at: usize },
    /// The payload ended in the middle of a field.
    Truncated { at: usize },
    /// A number too large for its field.
    NumberTooLarge { at: usize },
    /// A name or the event longer than [`MAX_NAME`] bytes.
    NameTooLong { at: usize },
    /// A name that is not UTF-8 text.
    NotText { at: usize },
    /// Round 0 or above [`crate::model::tournament::MAX_ROUNDS`].
    BadRound(u32),
    /// Part 0, more parts than [`MAX_PARTS`], or a part after the last.
    BadPart { part: u32, parts: u32 },
    /// A board or the bye names a player index not in the list.
    UnknownPlayer { index: u64 },
    /// A player on two boards, or on a board and the bye, or against themself.
    PlayerTwice { tpn: Tpn },
    /// A pairing number of 0.
    BadTpn { at: usize },
    /// A result code not in [`RESULTS`].
    BadResult { code: u64 },
    /// The bye marker is neither 0 nor 1.
    BadBye { at: usize },
    /// Bytes after the end.
    TrailingBytes { at: usize },
    /// Encoding: the round does not fit [`MAX_PARTS`] parts.
    TooBig { parts: usize },
    /// The players' reasons at that byte do not inflate, or are not the
    /// reasons' JSON.
    BadWhy { at: usize },
    /// Reasons for a player who is not in this part, given twice, or
    /// against another opponent than the part's board.
    WhyNotOfPart { tpn: Tpn },
}

/// The results in the order of their codes (the code is the index).
pub const RESULTS: [BoardResult; 13] = [
    BoardResult::Pending,
    BoardResult::WhiteWins,
    BoardResult::Draw,
    BoardResult::BlackWins,
    BoardResult::WhiteForfeitWin,
    BoardResult::BlackForfeitWin,
    BoardResult::DoubleForfeit,
    BoardResult::WhiteWinsUnrated,
    BoardResult::DrawUnrated,
    BoardResult::BlackWinsUnrated,
    BoardResult::WhiteHalfBlackZero,
    BoardResult::BlackHalfWhiteZero,
    BoardResult::BothLose,
];

fn result_code(r: BoardResult) -> u64 {
    RESULTS.iter().position(|x| *x == r).unwrap_or(0) as u64
}

const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// base64url without padding (RFC 4648 §5).
fn base64url(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            chunk.get(1).copied().unwrap_or(0),
            chunk.get(2).copied().unwrap_or(0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        let chars = chunk.len() + 1;
        for i in 0..chars {
            let six = (n >> (18 - 6 * i)) & 63;
            out.push(char::from(ALPHABET[six as usize]));
        }
    }
    out
}

fn unbase64url(text: &str) -> Result<Vec<u8>, FragmentError> {
    let mut out = Vec::with_capacity(text.len() * 3 / 4);
    let mut acc: u32 = 0;
    let mut bits = 0;
    for (at, c) in text.bytes().enumerate() {
        let v = match c {
            b'A'..=b'Z' => c - b'A',
            b'a'..=b'z' => c - b'a' + 26,
            b'0'..=b'9' => c - b'0' + 52,
            b'-' => 62,
            b'_' => 63,
            _ => return Err(FragmentError::BadCharacter { at }),
        };
        acc = (acc << 6) | u32::from(v);
        bits += 6;
        if bits >= 8 {
            bits -= 8;
            out.push((acc >> bits) as u8);
            acc &= (1 << bits) - 1;
        }
    }
    // A length of 4n+1 characters cannot come from whole bytes.
    if text.len() % 4 == 1 {
        return Err(FragmentError::Truncated { at: out.len() });
    }
    Ok(out)
}

fn put(out: &mut Vec<u8>, mut n: u64) {
    loop {
        let byte = (n & 0x7f) as u8;
        n >>= 7;
        if n == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Cuts `s` to at most `max` bytes at a character boundary.
fn cut(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    let s = cut(s, MAX_NAME);
    put(out, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

/// The payload (after `#`) of one part: `share=2.<base64url>`.
pub fn encode(r: &SharedRound) -> String {
    let mut bytes = Vec::new();
    put(&mut bytes, u64::from(VERSION));
    put(&mut bytes, u64::from(r.round));
    put(&mut bytes, u64::from(r.part));
    put(&mut bytes, u64::from(r.parts));
    put(&mut bytes, u64::from(r.first_board));
    put_str(&mut bytes, &r.event);
    // Players are listed board by board (board i is players 2i and 2i+1),
    // then the bye.
    let mut players: Vec<&SharedPlayer> = Vec::new();
    for b in &r.boards {
        players.push(&b.white);
        players.push(&b.black);
    }
    players.extend(r.bye.as_ref());
    put(&mut bytes, players.len() as u64);
    for p in &players {
        put(&mut bytes, u64::from(p.tpn.0));
        put(&mut bytes, u64::from(p.score.0));
        put_str(&mut bytes, &p.name);
    }
    put(&mut bytes, r.boards.len() as u64);
    for (i, b) in r.boards.iter().enumerate() {
        put(&mut bytes, 2 * i as u64);
        put(&mut bytes, 2 * i as u64 + 1);
        put(&mut bytes, result_code(b.result));
    }
    match r.bye {
        Some(_) => {
            put(&mut bytes, 1);
            put(&mut bytes, 2 * r.boards.len() as u64);
        }
        None => put(&mut bytes, 0),
    }
    let why: Vec<PlayerWhy> = r.why.iter().map(PlayerWhy::for_player).collect();
    match serde_json::to_vec(&why) {
        Ok(json) if !why.is_empty() => {
            let packed = miniz_oxide::deflate::compress_to_vec(&json, 10);
            put(&mut bytes, packed.len() as u64);
            bytes.extend_from_slice(&packed);
        }
        _ => put(&mut bytes, 0),
    }
    format!("{PREFIX}{VERSION}.{}", base64url(&bytes))
}

/// Splits a round into as few parts as fit [`MAX_FRAGMENT`] each (the bye
/// in the last part) and encodes each.
pub fn encode_parts(
    event: &str,
    round: u32,
    boards: &[SharedBoard],
    bye: Option<&SharedPlayer>,
    why: &[PlayerWhy],
) -> Result<Vec<String>, FragmentError> {
    for parts in 1..=MAX_PARTS {
        let per = boards.len().div_ceil(parts).max(1);
        let chunks: Vec<&[SharedBoard]> = if boards.is_empty() {
            vec![&[]]
        } else {
            boards.chunks(per).collect()
        };
        let total = chunks.len() as u32;
        let encoded: Vec<String> = chunks
            .iter()
            .enumerate()
            .map(|(i, chunk)| {
                let bye = (i + 1 == chunks.len()).then(|| bye.cloned()).flatten();
                let here = |tpn: Tpn| {
                    chunk
                        .iter()
                        .any(|b| b.white.tpn == tpn || b.black.tpn == tpn)
                        || bye.as_ref().is_some_and(|p| p.tpn == tpn)
                };
                encode(&SharedRound {
                    event: event.to_owned(),
                    round,
                    part: i as u32 + 1,
                    parts: total,
                    first_board: (i * per) as u32 + 1,
                    boards: chunk.to_vec(),
                    why: why.iter().filter(|w| here(w.tpn)).cloned().collect(),
                    bye: bye.clone(),
                })
            })
            .collect();
        if encoded
            .iter()
            .all(|e| e.len() - PREFIX.len() <= MAX_FRAGMENT)
        {
            return Ok(encoded);
        }
    }
    Err(FragmentError::TooBig {
        parts: MAX_PARTS + 1,
    })
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn number(&mut self) -> Result<u64, FragmentError> {
        let start = self.at;
        let mut n: u64 = 0;
        for shift in (0..).step_by(7) {
            let Some(&byte) = self.bytes.get(self.at) else {
                return Err(FragmentError::Truncated { at: self.at });
            };
            self.at += 1;
            if shift > 56 {
                return Err(FragmentError::NumberTooLarge { at: start });
            }
            n |= u64::from(byte & 0x7f) << shift;
            if byte & 0x80 == 0 {
                break;
            }
        }
        Ok(n)
    }

    fn u32(&mut self) -> Result<u32, FragmentError> {
        let at = self.at;
        u32::try_from(self.number()?).map_err(|_| FragmentError::NumberTooLarge { at })
    }

    fn text(&mut self) -> Result<String, FragmentError> {
        let at = self.at;
        let len = self.number()?;
        if len > MAX_NAME as u64 {
            return Err(FragmentError::NameTooLong { at });
        }
        let len = len as usize;
        let end = self.at + len;
        let Some(raw) = self.bytes.get(self.at..end) else {
            return Err(FragmentError::Truncated {
                at: self.bytes.len(),
            });
        };
        let s = std::str::from_utf8(raw).map_err(|_| FragmentError::NotText { at: self.at })?;
        self.at = end;
        Ok(s.to_owned())
    }
}

/// Reads a fragment (with or without its `#`), refusing anything malformed.
pub fn decode(fragment: &str) -> Result<SharedRound, FragmentError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    let Some(rest) = fragment.strip_prefix(PREFIX) else {
        return Err(FragmentError::NotShared);
    };
    if rest.len() > MAX_FRAGMENT {
        return Err(FragmentError::TooLong {
            length: rest.len(),
            max: MAX_FRAGMENT,
        });
    }
    let Some((version, payload)) = rest.split_once('.') else {
        return Err(FragmentError::UnknownVersion(String::new()));
    };
    let Some(version) = READ_VERSIONS
        .iter()
        .copied()
        .find(|v| version == v.to_string())
    else {
        return Err(FragmentError::UnknownVersion(cut(version, 8).to_owned()));
    };
    let bytes = unbase64url(payload)?;
    let mut r = Reader {
        bytes: &bytes,
        at: 0,
    };
    // The version is written twice (text and payload): both must agree.
    let inner = r.number()?;
    if inner != u64::from(version) {
        return Err(FragmentError::UnknownVersion(inner.to_string()));
    }
    let round = r.u32()?;
    if round == 0 || round > crate::model::tournament::MAX_ROUNDS {
        return Err(FragmentError::BadRound(round));
    }
    let part = r.u32()?;
    let parts = r.u32()?;
    if part == 0 || part > parts || parts as usize > MAX_PARTS {
        return Err(FragmentError::BadPart { part, parts });
    }
    let first_board = r.u32()?;
    let event = r.text()?;
    let count = r.number()?;
    let mut players = Vec::new();
    for _ in 0..count {
        let at = r.at;
        let tpn = r.u32()?;
        if tpn == 0 {
            return Err(FragmentError::BadTpn { at });
        }
        let score = r.u32()?;
        let name = r.text()?;
        players.push(SharedPlayer {
            tpn: Tpn(tpn),
            name,
            score: Points(score),
        });
        // Each player takes at least 3 bytes: a count larger than what is
        // left ends here as `Truncated`, not as a huge allocation.
    }
    let mut used = vec![false; players.len()];
    let mut take = |index: u64| -> Result<SharedPlayer, FragmentError> {
        let i = usize::try_from(index).map_err(|_| FragmentError::UnknownPlayer { index })?;
        let Some(p) = players.get(i) else {
            return Err(FragmentError::UnknownPlayer { index });
        };
        if std::mem::replace(&mut used[i], true) {
            return Err(FragmentError::PlayerTwice { tpn: p.tpn });
        }
        Ok(p.clone())
    };
    let board_count = r.number()?;
    let mut boards = Vec::new();
    for _ in 0..board_count {
        let white = take(r.number()?)?;
        let black = take(r.number()?)?;
        if white.tpn == black.tpn {
            return Err(FragmentError::PlayerTwice { tpn: white.tpn });
        }
        let code = r.number()?;
        let result = usize::try_from(code)
            .ok()
            .and_then(|c| RESULTS.get(c))
            .copied()
            .ok_or(FragmentError::BadResult { code })?;
        boards.push(SharedBoard {
            white,
            black,
            result,
        });
    }
    let bye = match r.number()? {
        0 => None,
        1 => Some(take(r.number()?)?),
        _ => return Err(FragmentError::BadBye { at: r.at - 1 }),
    };
    // Two players with the same pairing number.
    let mut seen = std::collections::BTreeSet::new();
    for p in boards
        .iter()
        .flat_map(|b| [&b.white, &b.black])
        .chain(bye.as_ref())
    {
        if !seen.insert(p.tpn) {
            return Err(FragmentError::PlayerTwice { tpn: p.tpn });
        }
    }
    let why = if version >= 2 {
        read_why(&mut r, &boards, bye.as_ref())?
    } else {
        Vec::new()
    };
    if r.at != bytes.len() {
        return Err(FragmentError::TrailingBytes { at: r.at });
    }
    Ok(SharedRound {
        event,
        round,
        part,
        parts,
        first_board,
        boards,
        bye,
        why,
    })
}

/// Reads and checks the players' reasons of a version 2 part: each about
/// a player of the part, once, against the opponent the part gives them
/// (the bye's reasons for the bye).
fn read_why(
    r: &mut Reader,
    boards: &[SharedBoard],
    bye: Option<&SharedPlayer>,
) -> Result<Vec<PlayerWhy>, FragmentError> {
    let at = r.at;
    let len = r.number()?;
    if len == 0 {
        return Ok(Vec::new());
    }
    let Some(packed) = usize::try_from(len)
        .ok()
        .and_then(|len| r.bytes.get(r.at..r.at.checked_add(len)?))
    else {
        return Err(FragmentError::Truncated { at: r.bytes.len() });
    };
    r.at += packed.len();
    let json = miniz_oxide::inflate::decompress_to_vec_with_limit(packed, MAX_WHY_JSON)
        .map_err(|_| FragmentError::BadWhy { at })?;
    let why: Vec<PlayerWhy> =
        serde_json::from_slice(&json).map_err(|_| FragmentError::BadWhy { at })?;
    let opponent_of = |tpn: Tpn| -> Option<Option<Tpn>> {
        boards
            .iter()
            .find_map(|b| {
                if b.white.tpn == tpn {
                    Some(Some(b.black.tpn))
                } else if b.black.tpn == tpn {
                    Some(Some(b.white.tpn))
                } else {
                    None
                }
            })
            .or_else(|| bye.filter(|p| p.tpn == tpn).map(|_| None))
    };
    let mut seen = std::collections::BTreeSet::new();
    for w in &why {
        let fits = opponent_of(w.tpn) == Some(w.opponent)
            && (w.bye_of.is_some() == w.opponent.is_none())
            && seen.insert(w.tpn);
        if !fits {
            return Err(FragmentError::WhyNotOfPart { tpn: w.tpn });
        }
    }
    Ok(why)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(tpn: u32, name: &str, score: u32) -> SharedPlayer {
        SharedPlayer {
            tpn: Tpn(tpn),
            name: name.into(),
            score: Points(score),
        }
    }

    fn sample() -> SharedRound {
        SharedRound {
            event: "Open d'été <2026>".into(),
            round: 3,
            part: 1,
            parts: 1,
            first_board: 1,
            boards: vec![
                SharedBoard {
                    white: player(1, "Anna Müller", 20),
                    black: player(4, "<img src=x onerror=alert(1)>", 20),
                    result: BoardResult::Draw,
                },
                SharedBoard {
                    white: player(3, "Bo", 10),
                    black: player(2, "</script>", 15),
                    result: BoardResult::Pending,
                },
            ],
            bye: Some(player(5, "Zoë", 0)),
            why: Vec::new(),
        }
    }

    /// Reasons for every player of [`sample`]: floats on board 2, the bye.
    fn sample_why() -> Vec<PlayerWhy> {
        use crate::share::why::FloatWhy;
        use crate::swiss::Float;
        let plain = |tpn: u32, opp: u32| PlayerWhy {
            tpn: Tpn(tpn),
            opponent: Some(Tpn(opp)),
            colour: None,
            float: None,
            bye_of: None,
        };
        let float = |tpn: u32, opp: u32, direction, score, opponent_score| PlayerWhy {
            float: Some(FloatWhy {
                direction,
                score: Points(score),
                opponent_score: Points(opponent_score),
                group_size: 3,
                lowest: true,
                below_floated_last_round: 0,
                last_round: None,
            }),
            ..plain(tpn, opp)
        };
        vec![
            plain(1, 4),
            float(2, 3, Float::Down, 15, 10),
            float(3, 2, Float::Up, 10, 15),
            plain(4, 1),
            PlayerWhy {
                tpn: Tpn(5),
                opponent: None,
                colour: None,
                float: None,
                bye_of: Some(5),
            },
        ]
    }

    /// The payload bytes of a fragment (to build malformed ones).
    fn bytes_of(fragment: &str) -> Vec<u8> {
        let p = fragment
            .strip_prefix("share=2.")
            .or_else(|| fragment.strip_prefix("share=1."))
            .expect("our prefix");
        unbase64url(p).expect("our base64")
    }

    /// The text version follows the payload's own (1 or else 2).
    fn fragment_of(bytes: &[u8]) -> String {
        let v = if bytes.first() == Some(&1) { 1 } else { 2 };
        format!("share={v}.{}", base64url(bytes))
    }

    #[test]
    fn base64url_matches_rfc_4648_vectors() {
        // RFC 4648 §10, without padding; "-" and "_" for 62 and 63.
        for (plain, coded) in [
            ("", ""),
            ("f", "Zg"),
            ("fo", "Zm8"),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg"),
            ("fooba", "Zm9vYmE"),
            ("foobar", "Zm9vYmFy"),
        ] {
            assert_eq!(base64url(plain.as_bytes()), coded);
            assert_eq!(unbase64url(coded).expect("valid"), plain.as_bytes());
        }
        assert_eq!(base64url(&[0xfb, 0xff]), "-_8");
    }

    #[test]
    fn a_round_survives_the_trip() {
        let r = sample();
        let f = encode(&r);
        assert!(f.starts_with("share=2."));
        assert_eq!(decode(&f), Ok(r.clone()));
        assert_eq!(decode(&format!("#{f}")), Ok(r));
        // With every player's reasons.
        let mut r = sample();
        r.why = sample_why();
        assert_eq!(decode(&encode(&r)), Ok(r));
    }

    #[test]
    fn a_version_1_link_still_opens_without_reasons() {
        // Version 1: the same fields, no reasons after the bye.
        let mut b = bytes_of(&encode(&sample()));
        assert_eq!(
            b.pop(),
            Some(0),
            "version 2 ends with an empty reasons' length"
        );
        b[0] = 1;
        let d = decode(&format!("share=1.{}", base64url(&b))).expect("version 1 reads");
        assert_eq!(d, sample());
        assert!(d.why.is_empty());
        // The same bytes called version 2 lack the reasons' length.
        b[0] = 2;
        assert!(matches!(
            decode(&format!("share=2.{}", base64url(&b))),
            Err(FragmentError::Truncated { .. })
        ));
    }

    /// `sample`'s bytes with `why` bytes in place of its empty reasons.
    fn with_why_bytes(why: &[u8]) -> String {
        let mut b = bytes_of(&encode(&sample()));
        b.pop();
        put(&mut b, why.len() as u64);
        b.extend_from_slice(why);
        fragment_of(&b)
    }

    #[test]
    fn bad_reasons_are_refused() {
        let at = bytes_of(&encode(&sample())).len() - 1;
        // Not DEFLATE data.
        assert_eq!(
            decode(&with_why_bytes(&[0xff, 0xff, 0xff])),
            Err(FragmentError::BadWhy { at })
        );
        // DEFLATE, but not the reasons' JSON.
        let packed = miniz_oxide::deflate::compress_to_vec(b"{\"tpn\": 1}", 6);
        assert_eq!(
            decode(&with_why_bytes(&packed)),
            Err(FragmentError::BadWhy { at })
        );
        // A small payload that inflates beyond the limit.
        let bomb = format!("[{}]", " ".repeat(MAX_WHY_JSON + 10));
        let packed = miniz_oxide::deflate::compress_to_vec(bomb.as_bytes(), 10);
        assert!(packed.len() < 1000);
        assert_eq!(
            decode(&with_why_bytes(&packed)),
            Err(FragmentError::BadWhy { at })
        );
        // Reasons of a player not in the part, twice, or against another
        // opponent than the board's; the bye's reasons with an opponent.
        let json = |w: &[PlayerWhy]| {
            miniz_oxide::deflate::compress_to_vec(&serde_json::to_vec(w).expect("json"), 6)
        };
        let mut stranger = sample_why();
        stranger[0].tpn = Tpn(9);
        let mut twice = sample_why();
        twice.push(twice[1].clone());
        let mut other_opponent = sample_why();
        other_opponent[0].opponent = Some(Tpn(2));
        let mut bye_with_opponent = sample_why();
        bye_with_opponent[4].opponent = Some(Tpn(1));
        for (w, tpn) in [
            (stranger, 9),
            (twice, 2),
            (other_opponent, 1),
            (bye_with_opponent, 5),
        ] {
            assert_eq!(
                decode(&with_why_bytes(&json(&w))),
                Err(FragmentError::WhyNotOfPart { tpn: Tpn(tpn) })
            );
        }
        // The good reasons, built the same way, are read.
        let good = decode(&with_why_bytes(&json(&sample_why()))).expect("reads");
        assert_eq!(good.why, sample_why());
    }

    #[test]
    fn every_result_survives_the_trip() {
        for result in RESULTS {
            let mut r = sample();
            r.boards[0].result = result;
            assert_eq!(decode(&encode(&r)).map(|d| d.boards[0].result), Ok(result));
        }
    }

    #[test]
    fn long_names_are_cut_at_a_character_boundary() {
        let mut r = sample();
        r.boards[0].white.name = "é".repeat(100); // 200 bytes
        let d = decode(&encode(&r)).expect("decodes");
        assert_eq!(d.boards[0].white.name, "é".repeat(40)); // 80 bytes
    }

    #[test]
    fn a_big_round_is_split_and_every_part_fits() {
        let boards: Vec<SharedBoard> = (0..300u32)
            .map(|i| SharedBoard {
                white: player(
                    2 * i + 1,
                    &format!("Player number {} with a long name", 2 * i + 1),
                    30,
                ),
                black: player(
                    2 * i + 2,
                    &format!("Player number {} with a long name", 2 * i + 2),
                    25,
                ),
                result: BoardResult::Pending,
            })
            .collect();
        let bye = player(601, "Last", 0);
        let parts = encode_parts("Big Open", 5, &boards, Some(&bye), &[]).expect("fits in parts");
        assert!(parts.len() > 1);
        let mut all = Vec::new();
        let mut byes = 0;
        for (i, p) in parts.iter().enumerate() {
            assert!(p.len() - PREFIX.len() <= MAX_FRAGMENT);
            let d = decode(p).expect("each part decodes");
            assert_eq!((d.part, d.parts), (i as u32 + 1, parts.len() as u32));
            assert_eq!(d.first_board as usize, all.len() + 1);
            byes += usize::from(d.bye.is_some());
            all.extend(d.boards);
        }
        assert_eq!(all, boards);
        assert_eq!(byes, 1);
        // A small round is one part.
        let one = encode_parts("Small", 1, &boards[..3], None, &[]).expect("fits");
        assert_eq!(one.len(), 1);
    }

    #[test]
    fn a_round_too_big_for_every_part_is_refused() {
        let name = "x".repeat(80);
        let boards: Vec<SharedBoard> = (0..3000u32)
            .map(|i| SharedBoard {
                white: player(2 * i + 1, &name, 30),
                black: player(2 * i + 2, &name, 25),
                result: BoardResult::Pending,
            })
            .collect();
        assert_eq!(
            encode_parts("Huge", 1, &boards, None, &[]),
            Err(FragmentError::TooBig {
                parts: MAX_PARTS + 1
            })
        );
    }

    #[test]
    fn every_malformed_fragment_gets_its_error() {
        let good = encode(&sample());
        let bytes = bytes_of(&good);
        assert_eq!(decode("players"), Err(FragmentError::NotShared));
        assert_eq!(
            decode(&format!("share=2.{}", "A".repeat(MAX_FRAGMENT))),
            Err(FragmentError::TooLong {
                length: MAX_FRAGMENT + 2,
                max: MAX_FRAGMENT
            })
        );
        assert_eq!(
            decode("share=AAAA"),
            Err(FragmentError::UnknownVersion(String::new()))
        );
        assert_eq!(
            decode("share=3.AAAA"),
            Err(FragmentError::UnknownVersion("3".into()))
        );
        assert_eq!(
            decode("share=2.AA*A"),
            Err(FragmentError::BadCharacter { at: 2 })
        );
        assert_eq!(
            decode("share=2.AAAAA"),
            Err(FragmentError::Truncated { at: 3 })
        );
        // The payload's own version byte.
        let mut b = bytes.clone();
        b[0] = 7;
        assert_eq!(
            decode(&fragment_of(&b)),
            Err(FragmentError::UnknownVersion("7".into()))
        );
        // Round 0 and round 100.
        for round in [0u8, 100] {
            let mut b = bytes.clone();
            b[1] = round;
            assert_eq!(
                decode(&fragment_of(&b)),
                Err(FragmentError::BadRound(u32::from(round)))
            );
        }
        // Part 2 of 1.
        let mut b = bytes.clone();
        b[2] = 2;
        assert_eq!(
            decode(&fragment_of(&b)),
            Err(FragmentError::BadPart { part: 2, parts: 1 })
        );
        // Cut anywhere: truncated (never a panic, never a round).
        for end in 0..bytes.len() {
            assert!(
                matches!(
                    decode(&fragment_of(&bytes[..end])),
                    Err(FragmentError::Truncated { .. })
                ),
                "cut at {end}: {:?}",
                decode(&fragment_of(&bytes[..end]))
            );
        }
        // A byte more.
        let mut b = bytes.clone();
        b.push(0);
        assert_eq!(
            decode(&fragment_of(&b)),
            Err(FragmentError::TrailingBytes { at: bytes.len() })
        );
        // A varint longer than 64 bits, in the round's place.
        let mut b = vec![1];
        b.extend([0xff; 10]);
        b.push(1);
        assert_eq!(
            decode(&fragment_of(&b)),
            Err(FragmentError::NumberTooLarge { at: 1 })
        );
        // A round number above u32.
        let mut b = vec![1];
        put(&mut b, u64::from(u32::MAX) + 1);
        assert_eq!(
            decode(&fragment_of(&b)),
            Err(FragmentError::NumberTooLarge { at: 1 })
        );
    }

    /// A hand-built payload: header, then `players` and the rest as given.
    fn payload(event: &[u8], players: &[(u64, u64, &[u8])], rest: &[u64]) -> String {
        let mut b = Vec::new();
        for n in [1, 3, 1, 1, 1] {
            put(&mut b, n);
        }
        put(&mut b, event.len() as u64);
        b.extend_from_slice(event);
        put(&mut b, players.len() as u64);
        for (tpn, score, name) in players {
            put(&mut b, *tpn);
            put(&mut b, *score);
            put(&mut b, name.len() as u64);
            b.extend_from_slice(name);
        }
        for n in rest {
            put(&mut b, *n);
        }
        fragment_of(&b)
    }

    #[test]
    fn bad_fields_are_named() {
        let two: &[(u64, u64, &[u8])] = &[(1, 0, b"A"), (2, 0, b"B")];
        // The hand-built payload itself is good.
        assert!(decode(&payload(b"E", two, &[1, 0, 1, 0, 0])).is_ok());
        assert_eq!(
            decode(&payload(&[b'x'; 81], two, &[1, 0, 1, 0, 0])),
            Err(FragmentError::NameTooLong { at: 5 })
        );
        assert_eq!(
            decode(&payload(&[0xff, 0xfe], two, &[1, 0, 1, 0, 0])),
            Err(FragmentError::NotText { at: 6 })
        );
        assert_eq!(
            decode(&payload(
                b"E",
                &[(0, 0, b"A"), (2, 0, b"B")],
                &[1, 0, 1, 0, 0]
            )),
            Err(FragmentError::BadTpn { at: 8 })
        );
        assert_eq!(
            decode(&payload(b"E", two, &[1, 0, 2, 0, 0])),
            Err(FragmentError::UnknownPlayer { index: 2 })
        );
        assert_eq!(
            decode(&payload(b"E", two, &[1, 0, 0, 0, 0])),
            Err(FragmentError::PlayerTwice { tpn: Tpn(1) })
        );
        assert_eq!(
            decode(&payload(b"E", two, &[1, 0, 1, 13, 0])),
            Err(FragmentError::BadResult { code: 13 })
        );
        assert_eq!(
            decode(&payload(b"E", two, &[1, 0, 1, 0, 1, 1])),
            Err(FragmentError::PlayerTwice { tpn: Tpn(2) })
        );
        assert!(matches!(
            decode(&payload(b"E", two, &[1, 0, 1, 0, 2])),
            Err(FragmentError::BadBye { .. })
        ));
        // Two players with the same pairing number on two boards.
        let same: &[(u64, u64, &[u8])] = &[(1, 0, b"A"), (2, 0, b"B"), (1, 0, b"C"), (3, 0, b"D")];
        assert_eq!(
            decode(&payload(b"E", same, &[2, 0, 1, 0, 2, 3, 0, 0])),
            Err(FragmentError::PlayerTwice { tpn: Tpn(1) })
        );
    }

    #[test]
    fn random_bytes_never_panic() {
        // A fixed xorshift: the same inputs every run.
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move || {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x
        };
        let mut with_why = sample();
        with_why.why = sample_why();
        let good = bytes_of(&encode(&with_why));
        for i in 0..5000 {
            let len = (next() % 200) as usize;
            let mut b: Vec<u8> = (0..len).map(|_| next() as u8).collect();
            if i % 2 == 0 {
                // Mutate a good payload instead: deeper into the reader.
                b = good.clone();
                for _ in 0..1 + next() % 4 {
                    let at = (next() as usize) % b.len();
                    b[at] = next() as u8;
                }
            }
            let _ = decode(&fragment_of(&b));
            // Random text too (any characters).
            let text: String = (0..len)
                .map(|_| char::from_u32((next() % 0x800) as u32).unwrap_or('?'))
                .collect();
            let _ = decode(&format!("share=2.{text}"));
        }
    }
}
