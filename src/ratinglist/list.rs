//! [`RatingList`]: the players of a rating list in a compact form, searched
//! by FIDE id (records sorted by id, binary search) and by name prefix (an
//! index of record numbers sorted by [`fold`](super::fold) key, binary
//! search), and written to bytes for the browser's storage.
//!
//! One player is a 24-byte record; the names are one UTF-8 buffer. The full
//! list (about a million players) is about 24 MB of records, 20 MB of
//! names and 4 MB of index.

use super::fold::{fold, fold_into};
use super::RatingKind;
use crate::model::Title;
use std::cmp::Ordering;

/// One player of the list, as the search gives it.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Listed {
    pub fide_id: u32,
    /// As in the list ("Surname, Given names").
    pub name: String,
    /// The three-letter federation code, `""` if the list has none.
    pub federation: String,
    /// `'M'` or `'F'`, as the list writes it.
    pub sex: Option<char>,
    pub title: Title,
    /// Standard, rapid, blitz ([`RatingKind::index`]); `None` = unrated.
    pub ratings: [Option<u16>; 3],
    pub birth_year: Option<u16>,
}

impl Listed {
    pub fn rating(&self, kind: RatingKind) -> Option<u16> {
        self.ratings[kind.index()]
    }
}

/// A player as stored: fixed size, the name in [`RatingList::names`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Record {
    id: u32,
    name_start: u32,
    name_len: u16,
    federation: [u8; 3],
    /// `b'M'`, `b'F'` or 0.
    sex: u8,
    /// Index in [`Title::ALL`].
    title: u8,
    /// 0 = unrated.
    ratings: [u16; 3],
    /// 0 = not given.
    birth_year: u16,
}

const RECORD_BYTES: usize = 24;
/// The first bytes of [`RatingList::to_bytes`] (and the format's version).
const MAGIC: &[u8; 8] = b"PARLIST1";

fn title_index(t: Title) -> u8 {
    Title::ALL.iter().position(|&x| x == t).unwrap_or(0) as u8
}

impl Record {
    fn write(&self, out: &mut Vec<u8>) {
        out.extend_from_slice(&self.id.to_le_bytes());
        out.extend_from_slice(&self.name_start.to_le_bytes());
        out.extend_from_slice(&self.name_len.to_le_bytes());
        out.extend_from_slice(&self.federation);
        out.push(self.sex);
        out.push(self.title);
        for r in self.ratings {
            out.extend_from_slice(&r.to_le_bytes());
        }
        out.extend_from_slice(&self.birth_year.to_le_bytes());
        out.push(0);
    }

    fn read(b: &[u8]) -> Record {
        let u16_at = |i: usize| u16::from_le_bytes([b[i], b[i + 1]]);
        let u32_at = |i: usize| u32::from_le_bytes([b[i], b[i + 1], b[i + 2], b[i + 3]]);
        Record {
            id: u32_at(0),
            name_start: u32_at(4),
            name_len: u16_at(8),
            federation: [b[10], b[11], b[12]],
            sex: b[13],
            title: b[14],
            ratings: [u16_at(15), u16_at(17), u16_at(19)],
            birth_year: u16_at(21),
        }
    }
}

/// The list: records sorted by FIDE id, the names, and the name index.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RatingList {
    records: Vec<Record>,
    names: String,
    /// Record numbers sorted by folded name (then id).
    by_name: Vec<u32>,
}

/// Why stored bytes are not a list (written by another version, or damaged).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct NotAList;

/// Builds a [`RatingList`] one player at a time (the reader's output).
#[derive(Debug, Default)]
pub struct Builder {
    records: Vec<Record>,
    names: String,
}

impl Builder {
    pub fn add(&mut self, p: &Listed) {
        let name = truncate(&p.name, u16::MAX as usize);
        let mut federation = [b' '; 3];
        for (slot, b) in federation.iter_mut().zip(p.federation.bytes()) {
            *slot = b;
        }
        self.records.push(Record {
            id: p.fide_id,
            name_start: self.names.len() as u32,
            name_len: name.len() as u16,
            federation,
            sex: match p.sex {
                Some('M') => b'M',
                Some('F') => b'F',
                _ => 0,
            },
            title: title_index(p.title),
            ratings: p.ratings.map(|r| r.unwrap_or(0)),
            birth_year: p.birth_year.unwrap_or(0),
        });
        self.names.push_str(name);
    }

    pub fn len(&self) -> usize {
        self.records.len()
    }

    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    /// Sorts by id and builds the name index. A FIDE id listed twice keeps
    /// its last line; the ids dropped are returned.
    pub fn finish(self) -> (RatingList, Vec<u32>) {
        let Builder { mut records, names } = self;
        // Stable: among equal ids the later line comes last. The standard
        // sort, not `crate::sort`: a million records, sorted in the worker only
        // (the page never builds a list), so speed counts and not the download.
        records.sort_by_key(|r| r.id);
        let mut dropped = Vec::new();
        let mut kept: Vec<Record> = Vec::with_capacity(records.len());
        for r in records {
            match kept.last_mut() {
                Some(last) if last.id == r.id => {
                    dropped.push(r.id);
                    *last = r;
                }
                _ => kept.push(r),
            }
        }
        let mut list = RatingList {
            records: kept,
            names,
            by_name: Vec::new(),
        };
        list.index_names();
        (list, dropped)
    }
}

fn truncate(s: &str, max: usize) -> &str {
    if s.len() <= max {
        return s;
    }
    let mut end = max;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    &s[..end]
}

impl RatingList {
    pub fn len(&self) -> usize {
        self.records.len()
    }

    pub fn is_empty(&self) -> bool {
        self.records.is_empty()
    }

    fn name_of(&self, r: &Record) -> &str {
        let start = r.name_start as usize;
        self.names
            .get(start..start + r.name_len as usize)
            .unwrap_or("")
    }

    fn listed(&self, r: &Record) -> Listed {
        let federation = String::from_utf8_lossy(&r.federation).trim().to_owned();
        Listed {
            fide_id: r.id,
            name: self.name_of(r).to_owned(),
            federation,
            sex: match r.sex {
                b'M' => Some('M'),
                b'F' => Some('F'),
                _ => None,
            },
            title: Title::ALL
                .get(r.title as usize)
                .copied()
                .unwrap_or_default(),
            ratings: r.ratings.map(|x| Some(x).filter(|&x| x > 0)),
            birth_year: Some(r.birth_year).filter(|&y| y > 0),
        }
    }

    /// The player with this FIDE id.
    pub fn by_id(&self, id: u32) -> Option<Listed> {
        self.records
            .binary_search_by_key(&id, |r| r.id)
            .ok()
            .map(|i| self.listed(&self.records[i]))
    }

    /// The index sorted by folded name, ties by id. The keys are folded
    /// once into one buffer, then compared as bytes.
    fn index_names(&mut self) {
        let mut keys = String::with_capacity(self.names.len());
        let mut spans = Vec::with_capacity(self.records.len());
        for r in &self.records {
            let start = keys.len();
            fold_into(self.name_of(r), &mut keys);
            spans.push((start as u32, keys.len() as u32));
        }
        let key = |i: u32| {
            let (a, b) = spans[i as usize];
            &keys.as_bytes()[a as usize..b as usize]
        };
        let mut order: Vec<u32> = (0..self.records.len() as u32).collect();
        // Records are sorted by id, so a stable sort keeps ties by id (the
        // standard sort, as in `finish`).
        order.sort_by(|&a, &b| key(a).cmp(key(b)));
        self.by_name = order;
    }

    /// Up to `limit` players: by FIDE id when `query` is all digits,
    /// otherwise those whose folded name starts with the folded query,
    /// in the index's order.
    pub fn search(&self, query: &str, limit: usize) -> Vec<Listed> {
        let q = query.trim();
        if q.is_empty() || limit == 0 {
            return Vec::new();
        }
        if q.bytes().all(|b| b.is_ascii_digit()) {
            return q
                .parse::<u32>()
                .ok()
                .and_then(|id| self.by_id(id))
                .into_iter()
                .collect();
        }
        let key = fold(q);
        if key.is_empty() {
            return Vec::new();
        }
        let mut folded = String::new();
        let mut key_of = |i: u32| -> String {
            folded.clear();
            if let Some(r) = self.records.get(i as usize) {
                fold_into(self.name_of(r), &mut folded);
            }
            folded.clone()
        };
        // The first index entry whose key is not below the query.
        let first = self
            .by_name
            .partition_point(|&i| key_of(i).as_bytes().cmp(key.as_bytes()) == Ordering::Less);
        self.by_name[first..]
            .iter()
            .map_while(|&i| {
                let r = &self.records[i as usize];
                key_of(i).starts_with(&key).then(|| self.listed(r))
            })
            .take(limit)
            .collect()
    }

    /// Every player, by FIDE id.
    pub fn iter(&self) -> impl Iterator<Item = Listed> + '_ {
        self.records.iter().map(|r| self.listed(r))
    }

    /// The stored form: `MAGIC`, the counts, the records, the names, the
    /// index (little-endian).
    pub fn to_bytes(&self) -> Vec<u8> {
        let n = self.records.len();
        let mut out = Vec::with_capacity(16 + n * (RECORD_BYTES + 4) + self.names.len());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&(n as u32).to_le_bytes());
        out.extend_from_slice(&(self.names.len() as u32).to_le_bytes());
        for r in &self.records {
            r.write(&mut out);
        }
        out.extend_from_slice(self.names.as_bytes());
        for &i in &self.by_name {
            out.extend_from_slice(&i.to_le_bytes());
        }
        out
    }

    /// Reads [`to_bytes`](Self::to_bytes)' output back, checking every
    /// offset so that damaged bytes give [`NotAList`], never a panic.
    pub fn from_bytes(b: &[u8]) -> Result<RatingList, NotAList> {
        let rest = b.strip_prefix(MAGIC.as_slice()).ok_or(NotAList)?;
        let word = |s: &[u8], i: usize| -> Result<usize, NotAList> {
            s.get(i..i + 4)
                .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]) as usize)
                .ok_or(NotAList)
        };
        let n = word(rest, 0)?;
        let names_len = word(rest, 4)?;
        let body = &rest[8..];
        let records_end = n.checked_mul(RECORD_BYTES).ok_or(NotAList)?;
        let names_end = records_end.checked_add(names_len).ok_or(NotAList)?;
        let index_end = names_end.checked_add(n * 4).ok_or(NotAList)?;
        if body.len() != index_end {
            return Err(NotAList);
        }
        let names = std::str::from_utf8(&body[records_end..names_end])
            .map_err(|_| NotAList)?
            .to_owned();
        let records: Vec<Record> = body[..records_end]
            .chunks_exact(RECORD_BYTES)
            .map(Record::read)
            .collect();
        let by_name: Vec<u32> = body[names_end..index_end]
            .chunks_exact(4)
            .map(|w| u32::from_le_bytes([w[0], w[1], w[2], w[3]]))
            .collect();
        let names_ok = records.iter().all(|r| {
            names
                .get(r.name_start as usize..r.name_start as usize + r.name_len as usize)
                .is_some()
        });
        let sorted = records.windows(2).all(|w| w[0].id < w[1].id);
        let index_ok = by_name.iter().all(|&i| (i as usize) < n);
        if !(names_ok && sorted && index_ok) {
            return Err(NotAList);
        }
        Ok(RatingList {
            records,
            names,
            by_name,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn player(id: u32, name: &str, std: Option<u16>) -> Listed {
        Listed {
            fide_id: id,
            name: name.into(),
            federation: "NOR".into(),
            sex: Some('M'),
            title: Title::GM,
            ratings: [std, None, Some(2800)],
            birth_year: Some(1990),
        }
    }

    fn list(players: &[Listed]) -> RatingList {
        let mut b = Builder::default();
        for p in players {
            b.add(p);
        }
        b.finish().0
    }

    #[test]
    fn search_by_name_prefix_ignores_case_accents_and_punctuation() {
        let l = list(&[
            player(30, "Müller, Jürgen", Some(2000)),
            player(10, "Mueller, Anna", Some(1900)),
            player(20, "Muller, Bob", None),
            player(40, "Carlsen, Magnus", Some(2830)),
        ]);
        let names =
            |q: &str| -> Vec<String> { l.search(q, 10).into_iter().map(|p| p.name).collect() };
        // "muller bob" < "muller jurgen" by key.
        assert_eq!(names("MÜLLER"), ["Muller, Bob", "Müller, Jürgen"]);
        assert_eq!(names("muller, j"), ["Müller, Jürgen"]);
        assert_eq!(names("mue"), ["Mueller, Anna"]);
        assert_eq!(names("carlsen magnus"), ["Carlsen, Magnus"]);
        assert!(names("zz").is_empty());
        assert_eq!(l.search("mu", 1).len(), 1);
    }

    #[test]
    fn search_by_id_is_exact() {
        let l = list(&[player(1503014, "Carlsen, Magnus", Some(2830))]);
        let found = l.search(" 1503014 ", 10);
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].rating(RatingKind::Standard), Some(2830));
        assert_eq!(found[0].rating(RatingKind::Rapid), None);
        assert!(l.search("150301", 10).is_empty());
    }

    #[test]
    fn a_repeated_id_keeps_its_last_line() {
        let mut b = Builder::default();
        b.add(&player(5, "Old, Name", Some(1500)));
        b.add(&player(5, "New, Name", Some(1600)));
        let (l, dropped) = b.finish();
        assert_eq!(dropped, [5]);
        assert_eq!(l.len(), 1);
        assert_eq!(l.by_id(5).map(|p| p.name), Some("New, Name".to_owned()));
    }

    #[test]
    fn bytes_round_trip_and_damage_is_refused() {
        let l = list(&[player(3, "Ödön, Á", Some(2100)), player(1, "Abe, B", None)]);
        let bytes = l.to_bytes();
        let back = RatingList::from_bytes(&bytes);
        assert_eq!(back.as_ref(), Ok(&l));
        assert_eq!(
            back.ok().and_then(|b| b.by_id(3)),
            Some(player(3, "Ödön, Á", Some(2100)))
        );
        assert_eq!(
            RatingList::from_bytes(&bytes[..bytes.len() - 1]),
            Err(NotAList)
        );
        assert_eq!(RatingList::from_bytes(b"PARLIST0"), Err(NotAList));
        let mut bad = bytes.clone();
        // The first record's name length, far beyond the names.
        bad[16 + 8] = 0xff;
        bad[16 + 9] = 0xff;
        assert_eq!(RatingList::from_bytes(&bad), Err(NotAList));
    }
}
