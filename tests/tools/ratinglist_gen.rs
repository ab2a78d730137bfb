//! A synthetic FIDE rating list for measuring the import (not committed):
//! `cargo run --release --example ratinglist_gen -- FORMAT N OUT` writes N
//! players in FIDE's combined TXT layout (`txt`), its XML layout (`xml`),
//! or either zipped (`txt.zip`, `xml.zip`); names are drawn from syllables
//! with a fixed seed (some with accents, UTF-8), ids 1000001…, ratings,
//! titles and birth years spread as on the real list.
//! `… -- time FILE` imports FILE natively and times the import and 1,000
//! name searches.

use pocket_arbiter::ratinglist::zip::write_zip;
use pocket_arbiter::ratinglist::{Import, RatingKind};
use std::io::Write;
use std::time::Instant;

const HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";
const SYLLABLES: [&str; 24] = [
    "ka", "ro", "mi", "sen", "lo", "va", "ni", "ber", "to", "ri", "an", "del", "go", "ma", "ch",
    "ez", "ski", "no", "ly", "ür", "é", "ov", "ić", "ta",
];
const FEDS: [&str; 10] = [
    "FRA", "GER", "IND", "USA", "RUS", "ESP", "ITA", "NOR", "CHN", "BRA",
];
const TITLES: [&str; 6] = ["GM", "IM", "FM", "CM", "", ""];

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

fn word(r: &mut Rng) -> String {
    let n = 2 + r.below(3);
    let mut w: String = (0..n).map(|_| SYLLABLES[r.below(24) as usize]).collect();
    if let Some(first) = w.get(..1) {
        w = first.to_uppercase() + &w[1..];
    }
    w
}

fn pad(s: &str, width: usize) -> String {
    let n = s.chars().count();
    format!("{s}{}", " ".repeat(width.saturating_sub(n).max(1)))
}

fn generate(format: &str, n: u64) -> Vec<u8> {
    let mut r = Rng(0x9E37_79B9_7F4A_7C15);
    let mut out = Vec::with_capacity(n as usize * 170);
    let xml = format.starts_with("xml");
    if xml {
        out.extend_from_slice(b"<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<playerslist>\n");
    } else {
        out.extend_from_slice(HEADER.as_bytes());
        out.extend_from_slice(b"\r\n");
    }
    for i in 0..n {
        let id = 1_000_001 + i;
        let name = format!("{}, {}", word(&mut r), word(&mut r));
        let fed = FEDS[r.below(10) as usize];
        let sex = if r.below(5) == 0 { "F" } else { "M" };
        let title = if r.below(20) == 0 {
            TITLES[r.below(6) as usize]
        } else {
            ""
        };
        let rating = |r: &mut Rng| {
            if r.below(4) == 0 {
                String::new()
            } else {
                (1000 + r.below(1800)).to_string()
            }
        };
        let (s, rp, b) = (rating(&mut r), rating(&mut r), rating(&mut r));
        let year = 1930 + r.below(90);
        if xml {
            let _ = write!(
                out,
                "<player>\n<fideid>{id}</fideid>\n<name>{name}</name>\n<country>{fed}</country>\n<sex>{sex}</sex>\n<title>{title}</title>\n<w_title></w_title>\n<o_title></o_title>\n<foa_title></foa_title>\n<rating>{s}</rating>\n<games>0</games>\n<k>20</k>\n<rapid_rating>{rp}</rapid_rating>\n<rapid_games>0</rapid_games>\n<rapid_k>20</rapid_k>\n<blitz_rating>{b}</blitz_rating>\n<blitz_games>0</blitz_games>\n<blitz_k>20</blitz_k>\n<birthday>{year}</birthday>\n<flag></flag>\n</player>\n"
            );
        } else {
            let line = [
                pad(&id.to_string(), 15),
                pad(&name, 61),
                pad(fed, 4),
                pad(sex, 4),
                pad(title, 5),
                pad("", 5),
                pad("", 15),
                pad("", 4),
                pad(&s, 6),
                pad("0", 4),
                pad("20", 3),
                pad(&rp, 6),
                pad("0", 4),
                pad("20", 3),
                pad(&b, 6),
                pad("0", 4),
                pad("20", 3),
                pad(&year.to_string(), 6),
            ]
            .concat();
            out.extend_from_slice(line.as_bytes());
            out.extend_from_slice(b"\r\n");
        }
    }
    if xml {
        out.extend_from_slice(b"</playerslist>\n");
    }
    if format.ends_with(".zip") {
        let inner = if xml {
            "players_list_xml_foa.xml"
        } else {
            "players_list_foa.txt"
        };
        return write_zip(inner, &out, true);
    }
    out
}

fn time(path: &str) {
    let bytes = std::fs::read(path).expect("read the file");
    let t0 = Instant::now();
    let mut imp = Import::new(RatingKind::from_file_name(path));
    for c in bytes.chunks(4 << 20) {
        imp.push(c).expect("a list");
    }
    let got = imp.finish().expect("a list");
    let import = t0.elapsed();
    let stored = got.list.to_bytes();
    let t1 = Instant::now();
    let mut r = Rng(7);
    let mut found = 0;
    for _ in 0..1000 {
        found += got.list.search(&word(&mut r), 8).len();
    }
    let search = t1.elapsed() / 1000;
    println!(
        "{} players, {} warnings; import {:.2} s; stored {:.1} MB; one search {:.1} µs ({found} found in 1000)",
        got.list.len(),
        got.warnings_total,
        import.as_secs_f64(),
        stored.len() as f64 / 1e6,
        search.as_secs_f64() * 1e6
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [t, path] if t == "time" => time(path),
        [format, n, out] => {
            let n: u64 = n.parse().expect("a number of players");
            std::fs::write(out, generate(format, n)).expect("write the file");
        }
        _ => eprintln!("usage: ratinglist_gen (txt|xml|txt.zip|xml.zip) N OUT | time FILE"),
    }
}
