//! FIDE TEC's paper "Exercises in Tie-Breaking" (IA Mario Held, Rev.
//! 2403220900, C.07-2023, published by the FIDE Arbiters' Commission in
//! 2024), exercises 1–33: every individual tie-break of C.07 worked on the
//! paper's 16-player Swiss (section 2.1, 5 rounds; exercise 25 on its
//! 9-round continuation) and its 6-player round robin (section 2.2).
//!
//! The crosstables are `tests/data/tiebreaks/tec-*.trf`; every expected
//! number below is the paper's published solution, by pairing number,
//! with the exercise it comes from. Values are exact: hundredths of a
//! point, whole rating points × 100.

use pocket_arbiter::standings::{standings_with, Options, Standings, TieBreak};
use pocket_arbiter::trf::read_bytes_with;
use std::path::Path;

fn load(name: &str) -> pocket_arbiter::model::Tournament {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/tiebreaks")
        .join(name);
    let bytes = std::fs::read(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    read_bytes_with(&bytes, None)
        .unwrap_or_else(|e| panic!("{name}: {e:?}"))
        .tournament
}

const SWISS: &str = "tec-swiss-5.trf";
const SWISS_9: &str = "tec-swiss-9.trf";
const RR: &str = "tec-round-robin.trf";

fn run(file: &str, codes: &str, pre_determined: bool) -> Standings {
    let t = load(file);
    let tbs = TieBreak::parse_list(codes).unwrap_or_else(|e| panic!("{e:?}"));
    let opts = Options {
        pre_determined,
        unrated_rating: None,
    };
    let through = pocket_arbiter::standings::complete_through(&t);
    standings_with(&t, through, &tbs, opts)
}

/// The value of the first tie-break for pairing number `pno`.
fn value(s: &Standings, pno: u32) -> Option<i64> {
    s.rows
        .iter()
        .find(|r| r.tpn.0 == pno)
        .and_then(|r| r.values[0])
}

/// Checks `expected[i]` (hundredths; `None`: undefined) for the players
/// `pnos` (all when empty).
fn check(exercise: u32, file: &str, code: &str, pre: bool, expected: &[Option<i64>], pnos: &[u32]) {
    let s = run(file, code, pre);
    let all: Vec<u32> = (1..=expected.len() as u32).collect();
    let pnos = if pnos.is_empty() { &all[..] } else { pnos };
    for &p in pnos {
        assert_eq!(
            value(&s, p),
            expected[p as usize - 1],
            "exercise {exercise}: {code} of player {p}"
        );
    }
}

/// Hundredths from the paper's decimals.
fn h(v: &[f64]) -> Vec<Option<i64>> {
    v.iter().map(|x| Some((x * 100.0).round() as i64)).collect()
}

// Section 2.1 solutions, by pairing number 1..16.
const BH: [f64; 16] = [
    12.5, 13.0, 15.5, 15.0, 8.5, 12.0, 14.5, 13.5, 9.0, 13.0, 13.5, 11.5, 14.0, 11.0, 12.0, 12.5,
];
const BH_C1: [f64; 16] = [
    11.0, 12.0, 13.0, 11.5, 7.5, 11.0, 12.5, 12.0, 7.5, 11.5, 12.0, 9.5, 12.0, 9.0, 11.0, 11.0,
];
const AOB: [f64; 16] = [
    12.60, 13.60, 13.40, 13.38, 13.40, 13.25, 11.90, 13.00, 12.75, 10.90, 12.75, 15.00, 12.10,
    13.17, 12.20, 13.30,
];
const FB: [f64; 16] = [
    13.5, 13.5, 15.0, 15.5, 10.0, 12.0, 13.5, 12.5, 9.5, 12.5, 12.5, 11.5, 13.5, 10.5, 12.0, 13.5,
];
const SB: [f64; 16] = [
    8.00, 9.50, 10.50, 9.75, 4.25, 6.50, 3.25, 5.25, 2.25, 1.50, 5.75, 4.00, 4.25, 4.50, 3.50, 7.25,
];
const SB_C1: [f64; 16] = [
    7.25, 8.50, 9.25, 8.00, 3.25, 5.50, 1.25, 3.75, 2.25, 0.00, 4.25, 4.00, 4.25, 3.00, 2.50, 5.75,
];
const ARO: [f64; 16] = [
    1820., 1880., 1940., 1888., 1690., 1813., 1760., 1730., 1975., 1880., 1863., 2050., 1930.,
    1800., 1860., 1820.,
];
const TPR: [f64; 16] = [
    1969., 2120., 2089., 2081., 1690., 1813., 1611., 1730., 1175., 1640., 1776., 1250., 1781.,
    1925., 1788., 1969.,
];
const WIN: [f64; 16] = [
    2., 3., 2., 2., 2., 3., 1., 2., 1., 1., 2., 2., 1., 2., 2., 3.,
];
const WON: [f64; 16] = [
    2., 3., 2., 2., 2., 2., 1., 2., 0., 1., 1., 0., 1., 2., 2., 3.,
];
const BPG: [f64; 16] = [
    2., 3., 2., 2., 2., 2., 3., 2., 1., 3., 2., 0., 3., 2., 3., 2.,
];
const BWG: [f64; 16] = [
    1., 1., 1., 1., 0., 1., 0., 0., 0., 1., 0., 0., 1., 1., 1., 1.,
];
const GE: [f64; 16] = [
    5., 5., 5., 4., 5., 5., 5., 5., 3., 5., 5., 3., 5., 3., 5., 5.,
];
const PS: [f64; 16] = [
    11.0, 13.0, 11.0, 11.5, 5.0, 6.0, 6.0, 8.5, 2.5, 4.0, 5.5, 7.0, 7.0, 6.0, 7.0, 10.5,
];
const PS_C1: [f64; 16] = [
    10.0, 12.0, 10.5, 10.5, 5.0, 6.0, 5.0, 8.0, 2.5, 4.0, 5.0, 7.0, 6.0, 5.0, 7.0, 10.0,
];

#[test]
fn exercises_1_to_4_buchholz() {
    check(1, SWISS, "BH", false, &h(&BH), &[2]);
    check(2, SWISS, "BH", false, &h(&BH), &[1, 3]);
    check(3, SWISS, "BH", false, &h(&BH), &[5, 8, 11]);
    check(4, SWISS, "BH", false, &h(&BH), &[1, 3, 4, 16]);
    // The whole table of section 2.1.
    check(4, SWISS, "BH", false, &h(&BH), &[]);
}

#[test]
fn exercises_5_to_8_buchholz_cut_1() {
    check(5, SWISS, "BH-C1", false, &h(&BH_C1), &[5, 8, 11]);
    check(6, SWISS, "BH-C1", false, &h(&BH_C1), &[7, 9, 13]);
    check(7, SWISS, "BH-C1", false, &h(&BH_C1), &[1, 3, 4, 16]);
    check(8, SWISS, "BH-C1", false, &h(&BH_C1), &[12, 14, 15]);
    check(8, SWISS, "BH-C1", false, &h(&BH_C1), &[]);
}

#[test]
fn exercise_9_average_of_opponents_buchholz() {
    check(9, SWISS, "AOB", false, &h(&AOB), &[]);
}

#[test]
fn exercise_10_fore_buchholz() {
    check(10, SWISS, "FB", false, &h(&FB), &[]);
}

#[test]
fn exercises_11_to_13_sonneborn_berger() {
    check(11, SWISS, "SB", false, &h(&SB), &[1, 3, 4, 16]);
    check(12, SWISS, "SB", false, &h(&SB), &[]);
    check(13, SWISS, "SB-C1", false, &h(&SB_C1), &[]);
}

#[test]
fn exercises_14_to_16_round_robin() {
    // Exercise 14: SB; 15: SB-C1; 16: Koya (section 2.2).
    check(
        14,
        RR,
        "SB",
        true,
        &h(&[9.25, 6.25, 6.25, 4.25, 3.25, 2.25]),
        &[],
    );
    check(
        15,
        RR,
        "SB-C1",
        true,
        &h(&[9.25, 4.75, 4.75, 4.25, 3.25, 1.50]),
        &[],
    );
    check(16, RR, "KS", true, &h(&[2.0, 0.5, 0.5, 1.0, 0.5, 0.0]), &[]);
}

#[test]
fn exercises_17_to_22_rating_based() {
    check(17, SWISS, "ARO", false, &h(&ARO), &[]);
    // Exercise 18: ARO-C1; player 12 played one game only, nothing is left.
    let mut aro_c1 = h(&[
        1900., 1988., 2000., 1983., 1738., 1900., 1838., 1800., 2200., 1975., 2000., 0., 2025.,
        1900., 1963., 1900.,
    ]);
    aro_c1[11] = None;
    check(18, SWISS, "ARO-C1", false, &aro_c1, &[]);
    check(19, SWISS, "TPR", false, &h(&TPR), &[2, 6, 12]);
    check(20, SWISS, "TPR", false, &h(&TPR), &[]);
    let mut apro = vec![None; 16];
    for (p, v) in [(1, 1789), (3, 1904), (4, 1772), (16, 1805)] {
        apro[p - 1] = Some(v * 100);
    }
    check(21, SWISS, "APRO", false, &apro, &[1, 3, 4, 16]);
    let mut ptp = vec![None; 16];
    ptp[2] = Some(2112 * 100);
    check(22, SWISS, "PTP", false, &ptp, &[3]);
}

/// The rank of each listed player after the score and `codes`.
fn ranks(file: &str, codes: &str, pre: bool, pnos: &[u32]) -> Vec<u32> {
    let s = run(file, codes, pre);
    pnos.iter()
        .map(|&p| s.rows.iter().find(|r| r.tpn.0 == p).map_or(0, |r| r.rank))
        .collect()
}

#[test]
fn exercises_23_to_26_direct_encounter() {
    // 23: players 1, 3, 4, 16 on 3.5 have not all met: DE leaves them tied.
    assert_eq!(ranks(SWISS, "DE", false, &[1, 3, 4, 16]), [2, 2, 2, 2]);
    // 24: players 5, 8, 11 on 2.5: not all met, still tied.
    assert_eq!(ranks(SWISS, "DE", false, &[5, 8, 11]), [7, 7, 7]);
    // 25: the 9-round event, every player.
    let pnos: Vec<u32> = (1..=16).collect();
    assert_eq!(
        ranks(SWISS_9, "DE", false, &pnos),
        [3, 5, 1, 3, 9, 2, 6, 6, 14, 9, 13, 14, 16, 9, 9, 6]
    );
    // 26: the round robin (the forfeit between 5 and 6 counts).
    assert_eq!(
        ranks(RR, "DE", true, &[1, 2, 3, 4, 5, 6]),
        [1, 2, 2, 6, 5, 4]
    );
}

#[test]
fn exercises_27_to_33_own_results() {
    check(27, SWISS, "WIN", false, &h(&WIN), &[]);
    check(28, SWISS, "WON", false, &h(&WON), &[]);
    check(29, SWISS, "BPG", false, &h(&BPG), &[]);
    check(30, SWISS, "BWG", false, &h(&BWG), &[]);
    check(31, SWISS, "GE", false, &h(&GE), &[]);
    check(32, SWISS, "PS", false, &h(&PS), &[]);
    check(33, SWISS, "PS-C1", false, &h(&PS_C1), &[]);
}
