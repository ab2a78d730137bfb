//! The reader on small lists written in FIDE's layouts: the standard TXT
//! list (`ID Number`, `Name`, `Fed`, `Sex`, `Tit`, `WTit`, `OTit`, `FOA`,
//! `SRtng SGm SK`, `B-day`, `Flag`), the combined list (the three rating
//! groups), the XML list, each zipped or not.

use super::*;
use crate::ratinglist::zip::write_zip;

/// The standard list's header, with FIDE's column starts.
const STD_HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK B-day Flag";
/// The combined list's header.
const ALL_HEADER: &str = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA SRtng SGm SK RRtng RGm Rk BRtng BGm BK B-day Flag";

/// A line with each text starting at the column of the header word.
fn row(header: &str, fields: &[(&str, &str)]) -> String {
    let mut line: Vec<char> = Vec::new();
    for (word, text) in fields {
        let at = header.find(word).expect("a header word");
        let at = header[..at].chars().count();
        while line.len() < at {
            line.push(' ');
        }
        line.truncate(at);
        line.extend(text.chars());
    }
    line.into_iter().collect()
}

fn import(bytes: &[u8], hint: RatingKind, chunk: usize) -> Result<Imported, ImportError> {
    let mut imp = Import::new(hint);
    for c in bytes.chunks(chunk.max(1)) {
        imp.push(c)?;
    }
    imp.finish()
}

fn standard_file() -> String {
    [
        STD_HEADER.to_owned(),
        // Written out by hand, as in FIDE's file.
        "1503014        Carlsen, Magnus                                              NOR M   GM                           2831  0   10 1990  ".to_owned(),
        row(STD_HEADER, &[("ID Number", "5000017"), ("Name", "Hou, Yifan"), ("Fed", "CHN"), ("Sex", "F"), ("Tit", "GM"), ("WTit", "WGM"), ("SRtng", "2633"), ("SGm", "0"), ("SK", "10"), ("B-day", "1994"), ("Flag", "wi")]),
        row(STD_HEADER, &[("ID Number", "2000001"), ("Name", "Novice, Nina"), ("Fed", "FRA"), ("Sex", "F"), ("WTit", "WFM"), ("SRtng", "1950"), ("B-day", "0000"), ("Flag", "w")]),
        row(STD_HEADER, &[("ID Number", "2000002"), ("Name", "Unrated, Ulf"), ("Fed", "GER"), ("Sex", "M"), ("B-day", "2011")]),
    ]
    .join("\r\n")
        + "\r\n"
}

#[test]
fn the_standard_txt_list_is_read_by_its_header_columns() {
    let got = import(standard_file().as_bytes(), RatingKind::Standard, 1 << 16).expect("read");
    assert_eq!(got.warnings, []);
    let l = &got.list;
    assert_eq!(l.len(), 4);
    let carlsen = l.by_id(1503014).expect("listed");
    assert_eq!(carlsen.name, "Carlsen, Magnus");
    assert_eq!(carlsen.federation, "NOR");
    assert_eq!(carlsen.sex, Some('M'));
    assert_eq!(carlsen.title, Title::GM);
    assert_eq!(carlsen.ratings, [Some(2831), None, None]);
    assert_eq!(carlsen.birth_year, Some(1990));
    // GM in `Tit` wins over WGM in `WTit`; `WTit` alone is the title.
    assert_eq!(l.by_id(5000017).map(|p| p.title), Some(Title::GM));
    let nina = l.by_id(2000001).expect("listed");
    assert_eq!(
        (nina.title, nina.birth_year, nina.ratings[0]),
        (Title::WFM, None, Some(1950))
    );
    let ulf = l.by_id(2000002).expect("listed");
    assert_eq!((ulf.ratings, ulf.birth_year), ([None; 3], Some(2011)));
}

#[test]
fn any_chunking_reads_the_same() {
    let whole = import(standard_file().as_bytes(), RatingKind::Standard, 1 << 20).expect("read");
    for chunk in [1, 2, 3, 5, 64] {
        let got = import(standard_file().as_bytes(), RatingKind::Standard, chunk).expect("read");
        assert_eq!(got.list, whole.list, "chunks of {chunk}");
    }
}

#[test]
fn the_combined_list_gives_three_ratings() {
    let text = [
        ALL_HEADER.to_owned(),
        row(
            ALL_HEADER,
            &[
                ("ID Number", "1503014"),
                ("Name", "Carlsen, Magnus"),
                ("Fed", "NOR"),
                ("Sex", "M"),
                ("Tit", "GM"),
                ("SRtng", "2831"),
                ("SGm", "0"),
                ("SK", "10"),
                ("RRtng", "2827"),
                ("RGm", "0"),
                ("Rk", "20"),
                ("BRtng", "2886"),
                ("BGm", "0"),
                ("BK", "20"),
                ("B-day", "1990"),
            ],
        ),
        row(
            ALL_HEADER,
            &[
                ("ID Number", "2000003"),
                ("Name", "Rapid, Only"),
                ("Fed", "ITA"),
                ("RRtng", "1600"),
                ("B-day", "1980"),
            ],
        ),
    ]
    .join("\n");
    // The columns say which rating is which, whatever the file's name.
    let got = import(text.as_bytes(), RatingKind::Blitz, 100).expect("read");
    assert_eq!(
        got.list.by_id(1503014).map(|p| p.ratings),
        Some([Some(2831), Some(2827), Some(2886)])
    );
    assert_eq!(
        got.list.by_id(2000003).map(|p| p.ratings),
        Some([None, Some(1600), None])
    );
}

#[test]
fn a_single_rapid_list_has_its_own_columns() {
    let header = "ID Number      Name                                                         Fed Sex Tit  WTit OTit           FOA RRtng RGm Rk B-day Flag";
    let text = format!(
        "{header}\n{}\n",
        row(
            header,
            &[
                ("ID Number", "2000004"),
                ("Name", "Quick, Q"),
                ("Fed", "ESP"),
                ("RRtng", "2001"),
                ("Rk", "20"),
                ("B-day", "2001")
            ]
        )
    );
    let got = import(text.as_bytes(), RatingKind::Standard, 7).expect("read");
    assert_eq!(
        got.list.by_id(2000004).map(|p| p.ratings),
        Some([None, Some(2001), None])
    );
}

#[test]
fn malformed_lines_are_reported_with_their_line_and_skipped() {
    let text = [
        STD_HEADER.to_owned(), // 1
        row(
            STD_HEADER,
            &[
                ("ID Number", "2000001"),
                ("Name", "Good, One"),
                ("SRtng", "2000"),
            ],
        ), // 2
        row(STD_HEADER, &[("ID Number", "12x45"), ("Name", "Bad, Id")]), // 3
        "1234".to_owned(),     // 4
        row(
            STD_HEADER,
            &[
                ("ID Number", "2000005"),
                ("Name", "Odd, Rating"),
                ("SRtng", "twelve"),
                ("B-day", "19x0"),
            ],
        ), // 5
        String::new(),         // 6
        row(STD_HEADER, &[("ID Number", "2000006"), ("Fed", "USA")]), // 7
        row(
            STD_HEADER,
            &[
                ("ID Number", "2000007"),
                ("Name", "Good, Two"),
                ("SRtng", "9999"),
            ],
        ), // 8
    ]
    .join("\n");
    let got = import(text.as_bytes(), RatingKind::Standard, 10).expect("read");
    let seen: Vec<(u64, Option<u32>, WarningKind)> = got
        .warnings
        .iter()
        .map(|w| (w.line, w.column, w.kind.clone()))
        .collect();
    let rating = Field::Rating(RatingKind::Standard);
    assert_eq!(
        seen,
        [
            (
                3,
                Some(1),
                WarningKind::NotANumber {
                    field: Field::FideId,
                    text: "12x45".into()
                }
            ),
            (4, None, WarningKind::TooShort),
            (
                5,
                Some(114),
                WarningKind::NotANumber {
                    field: rating,
                    text: "twelve".into()
                }
            ),
            (
                5,
                Some(127),
                WarningKind::NotANumber {
                    field: Field::BirthYear,
                    text: "19x0".into()
                }
            ),
            (7, Some(16), WarningKind::Missing(Field::Name)),
            (
                8,
                Some(114),
                WarningKind::NotANumber {
                    field: rating,
                    text: "9999".into()
                }
            ),
        ]
    );
    assert_eq!(got.skipped, 3);
    // Lines 2, 5 and 8 are kept (a bad rating or year is left out).
    let ids: Vec<u32> = got.list.iter().map(|p| p.fide_id).collect();
    assert_eq!(ids, [2000001, 2000005, 2000007]);
    assert_eq!(
        got.list
            .by_id(2000005)
            .map(|p| (p.ratings[0], p.birth_year)),
        Some((None, None))
    );
}

#[test]
fn latin1_and_utf8_names_are_both_read() {
    let mut bytes = Vec::new();
    bytes.extend_from_slice(STD_HEADER.as_bytes());
    bytes.push(b'\n');
    // UTF-8: "Müller, Jürgen" — the columns count characters.
    let utf8 = row(
        STD_HEADER,
        &[
            ("ID Number", "2000008"),
            ("Name", "Müller, Jürgen"),
            ("Fed", "GER"),
            ("SRtng", "2100"),
        ],
    );
    bytes.extend_from_slice(utf8.as_bytes());
    bytes.push(b'\n');
    // Latin-1: "Ödön, Zsófia", one byte per character.
    let latin = row(
        STD_HEADER,
        &[
            ("ID Number", "2000009"),
            ("Name", "Ödön, Zsófia"),
            ("Fed", "HUN"),
            ("SRtng", "2200"),
        ],
    );
    bytes.extend(latin.chars().map(|c| c as u32 as u8));
    bytes.push(b'\n');
    let got = import(&bytes, RatingKind::Standard, 13).expect("read");
    assert_eq!(got.warnings, []);
    let p = got.list.by_id(2000008).expect("listed");
    assert_eq!(
        (p.name.as_str(), p.federation.as_str(), p.ratings[0]),
        ("Müller, Jürgen", "GER", Some(2100))
    );
    let p = got.list.by_id(2000009).expect("listed");
    assert_eq!(
        (p.name.as_str(), p.federation.as_str(), p.ratings[0]),
        ("Ödön, Zsófia", "HUN", Some(2200))
    );
    assert_eq!(got.list.search("odon zs", 5).len(), 1);
}

const XML: &str = r#"<?xml version="1.0" encoding="UTF-8"?>
<playerslist>
<player>
<fideid>1503014</fideid>
<name>Carlsen, Magnus</name>
<country>NOR</country>
<sex>M</sex>
<title>GM</title>
<w_title></w_title>
<o_title></o_title>
<foa_title></foa_title>
<rating>2831</rating>
<games>0</games>
<k>10</k>
<birthday>1990</birthday>
<flag></flag>
</player>
<player>
<fideid>abc</fideid>
<name>Bad, Id</name>
</player>
<player><fideid>2000010</fideid><name>O&apos;Hara, Se&#225;n</name><country>IRL</country><sex>M</sex><title/><w_title/><rating>0</rating><birthday>1985</birthday><flag>i</flag></player>
<player>
<fideid>2000011</fideid>
<name>Jones, J</name><rating>2
</player>
<player>
<fideid>2000012</fideid>
<country>USA</country>
</player>
<player>
<fideid>2000013</fideid>
<name>Fast, F</name>
<sex>F</sex>
<w_title>WIM</w_title>
<rating>2300</rating>
<birthday>2001</birthday>
</player>
</playerslist>
"#;

#[test]
fn the_xml_list_is_read_player_by_player() {
    let got = import(XML.as_bytes(), RatingKind::Standard, 17).expect("read");
    let seen: Vec<(u64, WarningKind)> = got
        .warnings
        .iter()
        .map(|w| (w.line, w.kind.clone()))
        .collect();
    assert_eq!(
        seen,
        [
            (
                19,
                WarningKind::NotANumber {
                    field: Field::FideId,
                    text: "abc".into()
                }
            ),
            // `<rating>2` runs into `</player>`: the element is dropped.
            (25, WarningKind::BadXml),
            (27, WarningKind::Missing(Field::Name)),
        ]
    );
    let ids: Vec<u32> = got.list.iter().map(|p| p.fide_id).collect();
    assert_eq!(ids, [1503014, 2000010, 2000013]);
    let c = got.list.by_id(1503014).expect("listed");
    assert_eq!(
        (c.title, c.ratings[0], c.birth_year, c.federation.as_str()),
        (Title::GM, Some(2831), Some(1990), "NOR")
    );
    let s = got.list.by_id(2000010).expect("listed");
    assert_eq!((s.name.as_str(), s.ratings[0]), ("O'Hara, Seán", None));
    let f = got.list.by_id(2000013).expect("listed");
    assert_eq!(
        (f.title, f.sex, f.ratings[0]),
        (Title::WIM, Some('F'), Some(2300))
    );
}

#[test]
fn a_single_xml_list_takes_its_kind_from_the_file_name() {
    let xml = "<playerslist><player><fideid>7</fideid><name>B, B</name><rating>2500</rating></player></playerslist>";
    let hint = RatingKind::from_file_name("blitz_rating_list_xml.zip");
    let got = import(xml.as_bytes(), hint, 9).expect("read");
    assert_eq!(
        got.list.by_id(7).map(|p| p.ratings),
        Some([None, None, Some(2500)])
    );
    let combined = "<playerslist><player><fideid>7</fideid><name>B, B</name><rating>2500</rating><rapid_rating>2400</rapid_rating><blitz_rating>2300</blitz_rating></player></playerslist>";
    let got = import(combined.as_bytes(), hint, 9).expect("read");
    assert_eq!(
        got.list.by_id(7).map(|p| p.ratings),
        Some([Some(2500), Some(2400), Some(2300)])
    );
}

#[test]
fn zipped_lists_read_as_the_plain_ones() {
    let plain = import(standard_file().as_bytes(), RatingKind::Standard, 4096).expect("read");
    for deflate in [true, false] {
        let zip = write_zip(
            "standard_rating_list.txt",
            standard_file().as_bytes(),
            deflate,
        );
        for chunk in [1, 3, 100, 1 << 20] {
            let got = import(&zip, RatingKind::Standard, chunk).expect("read");
            assert_eq!(got.list, plain.list);
        }
    }
    let zip = write_zip("players_list_xml.xml", XML.as_bytes(), true);
    let got = import(&zip, RatingKind::Standard, 50).expect("read");
    assert_eq!(got.list.len(), 3);
    assert_eq!(got.warnings.len(), 3);
}

#[test]
fn files_that_are_not_lists_are_refused_as_a_whole() {
    assert_eq!(
        import(b"\n\nhello world\n", RatingKind::Standard, 4).err(),
        Some(ImportError::UnknownFormat { line: 3 })
    );
    assert_eq!(
        import(b"ID Number  Surname\n", RatingKind::Standard, 4).err(),
        Some(ImportError::UnknownFormat { line: 1 })
    );
    assert_eq!(
        import(b"ID Number      Names\n", RatingKind::Standard, 4).err(),
        Some(ImportError::NoColumns { line: 1 })
    );
    assert_eq!(
        import(STD_HEADER.as_bytes(), RatingKind::Standard, 4).err(),
        Some(ImportError::NoPlayers)
    );
    assert_eq!(
        import(b"", RatingKind::Standard, 4).err(),
        Some(ImportError::NoPlayers)
    );
    let zip = write_zip("x.txt", standard_file().as_bytes(), true);
    assert_eq!(
        import(&zip[..zip.len() / 2], RatingKind::Standard, 64).err(),
        Some(ImportError::Zip(ZipErrorKind::Truncated))
    );
}

#[test]
fn a_repeated_fide_id_is_reported() {
    let text = [
        STD_HEADER.to_owned(),
        row(
            STD_HEADER,
            &[
                ("ID Number", "2000001"),
                ("Name", "First, F"),
                ("SRtng", "1500"),
            ],
        ),
        row(
            STD_HEADER,
            &[
                ("ID Number", "2000001"),
                ("Name", "Second, S"),
                ("SRtng", "1600"),
            ],
        ),
    ]
    .join("\n");
    let got = import(text.as_bytes(), RatingKind::Standard, 10).expect("read");
    assert_eq!(
        got.warnings
            .iter()
            .map(|w| w.kind.clone())
            .collect::<Vec<_>>(),
        [WarningKind::DuplicateId(2000001)]
    );
    assert_eq!(
        got.list.by_id(2000001).map(|p| p.name),
        Some("Second, S".to_owned())
    );
}
