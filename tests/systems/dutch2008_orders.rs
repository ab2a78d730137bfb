//! Seed 004 (Dutch ~2008) D1 and D2 orders against the lists the text
//! prints (TV-15 to TV-19 of `seed-test-vectors.md`).

use crate::support;
use pocket_arbiter::dutch::classic::{exchange, mdp, transposition};

/// "a-b-c" for a list.
fn dash(v: &[usize]) -> String {
    let s: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    s.join("-")
}

#[test]
fn tv15_d1_1_transpositions_0_to_23_and_719() {
    let printed = support::TV15_D1_1_PRINTED;
    let s2 = [6, 7, 8, 9, 10, 11];
    for (k, want) in printed.iter().enumerate() {
        let got = transposition::nth(&s2, k as u64).expect("in range");
        assert_eq!(dash(&got), *want, "D1.1 line {k}");
    }
    // "24. 6 – 8 – 7 - …" and "719. 11 – 10 – 9 – 8 – 7 – 6", "720 lignes en tout".
    assert!(dash(&transposition::nth(&s2, 24).unwrap()).starts_with("6-8-7-"));
    assert_eq!(
        dash(&transposition::nth(&s2, 719).unwrap()),
        "11-10-9-8-7-6"
    );
    assert_eq!(transposition::nth(&s2, 720), None);
    // The search's numbering of a prefix agrees with the list.
    assert_eq!(transposition::index_of_prefix(6, &[0, 1, 5, 4]), Some(22));
}

#[test]
fn tv16_d1_2_heterogeneous_uses_the_same_list_first_s1_entries() {
    // Seed 004 D1.2: S1 = 1, 2; S2 = 3..8; the same transpositions as D1.1,
    // only the first |S1| = 2 paired. Line 1 (3-4-5-6-8-7) pairs like line 0.
    let s2 = [3, 4, 5, 6, 7, 8];
    let l0 = transposition::nth(&s2, 0).unwrap();
    let l1 = transposition::nth(&s2, 1).unwrap();
    assert_eq!(&l0[..2], &[3, 4]);
    assert_eq!(&l1[..2], &[3, 4]);
    // The first line pairing 1 with 4 is 4-3-5-6-7-8, number 5! = 120.
    assert_eq!(transposition::nth(&s2, 120).unwrap()[..2], [4, 3]);
    assert_eq!(transposition::index_of_prefix(6, &[1, 0]), Some(120));
}

fn show(e: &exchange::Exchange) -> String {
    let a: Vec<String> = e.out_of_s1.iter().map(|x| x.to_string()).collect();
    let b: Vec<String> = e.out_of_s2.iter().map(|x| x.to_string()).collect();
    format!("{}/{}:{}", a.join(";"), b.join(";"), e.differenz)
}

#[test]
fn tv17_one_player_exchanges() {
    // Seed 004 D2: 1. 5↔6 (1), 2. 5↔7 (2), 3. 4↔6 (2).
    let o = exchange::order(5, 11, 1);
    let got: Vec<String> = o.iter().take(3).map(show).collect();
    assert_eq!(got, ["5/6:1", "5/7:2", "4/6:2"]);
    assert_eq!(o.len(), 30);
}

#[test]
fn tv18_two_player_exchanges() {
    // Seed 004 D2: 5;4↔6;7 (4), 5;4↔6;8 (5), 5;3↔6;7 (5), 5;4↔6;9 (6),
    // 5;4↔7;8 (6), 5;3↔6;8 (6).
    let got: Vec<String> = exchange::order(5, 11, 2).iter().take(6).map(show).collect();
    assert_eq!(
        got,
        [
            "5;4/6;7:4",
            "5;4/6;8:5",
            "5;3/6;7:5",
            "5;4/6;9:6",
            "5;4/7;8:6",
            "5;3/6;8:6"
        ]
    );
}

#[test]
fn tv19_three_player_lists_and_differenz_order() {
    // Seed 004 D2, S1 list (decreasing) and S2 list (increasing) as printed.
    let s1: Vec<String> = exchange::s1_list(5, 3).iter().map(|v| dash(v)).collect();
    assert_eq!(
        s1,
        [
            "5-4-3", "5-4-2", "5-4-1", "5-3-2", "5-3-1", "5-2-1", "4-3-2", "4-3-1", "4-2-1",
            "3-2-1"
        ]
    );
    let s2: Vec<String> = exchange::s2_list(5, 11, 3)
        .iter()
        .map(|v| dash(v))
        .collect();
    assert_eq!(
        s2,
        [
            "6-7-8", "6-7-9", "6-7-10", "6-7-11", "6-8-9", "6-8-10", "6-8-11", "6-9-10", "6-9-11",
            "6-10-11", "7-8-9", "7-8-10", "7-8-11", "7-9-10", "7-9-11", "7-10-11", "8-9-10",
            "8-9-11", "8-10-11", "9-10-11"
        ]
    );
    // The six printed exchanges with their DIFFERENZ values.
    let got: Vec<String> = exchange::order(5, 11, 3).iter().take(6).map(show).collect();
    assert_eq!(
        got,
        [
            "5;4;3/6;7;8:9",
            "5;4;3/6;7;9:10",
            "5;4;2/6;7;8:10",
            "5;4;3/6;7;10:11",
            "5;4;3/6;8;9:11",
            "5;4;2/6;7;9:11"
        ]
    );
    // The exact procedure visits every (I, J) once: 10 × 20.
    assert_eq!(exchange::order(5, 11, 3).len(), 200);
}

#[test]
fn d3_sets_start_with_the_m1_highest() {
    // Seed 004 D3 (list missing, reading R16): M0 = 5, M1 = 3.
    let s = mdp::sets(5, 3);
    assert_eq!(s[0], vec![0, 1, 2]);
    assert_eq!(s[1], vec![0, 1, 3]);
    assert_eq!(s.len(), 10);
}
