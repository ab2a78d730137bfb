//! The first transposition of a homogeneous remainder taken without a solve
//! (`BracketPairer::first_transposition`, C.04.3 art. 4.2; 2017 D.1) against
//! the solves that fix every partner: same pairing and the same bracket
//! record, on rounds 2 and later of generated events with absences (players
//! who enter late or miss rounds), forfeits, half-point byes, Baku
//! acceleration and forbidden pairs. Both outcomes of the certificate must
//! occur, so the test can fail either way.

use crate::dutch_shortcut_events::{agree, events, with_forbidden, Record};
use pocket_arbiter::dutch::bracket::first_transposition_counts;
use pocket_arbiter::dutch::{rules2017, rules2026};
use pocket_arbiter::model::Tournament;

/// Rounds 2 and later of `t`, both versions, with and without the shortcut.
fn check(t: &Tournament, label: &str) {
    for r in t.complete_rounds().into_iter().skip(1) {
        let past = t.for_pairing_round(r);
        let what = format!("{label}, round {r}");
        agree(
            rules2026::pair(&past, r),
            rules2026::pair_without_first_transposition(&past, r),
            Record::WithoutLocalSolve,
            &format!("2026, {what}"),
        );
        agree(
            rules2017::pair(&past, r),
            rules2017::pair_without_first_transposition(&past, r),
            Record::WithoutLocalSolve,
            &format!("2017, {what}"),
        );
    }
}

#[test]
fn first_transposition_is_the_pairing_the_solves_find() {
    let before = first_transposition_counts();
    let sizes = events(
        1..=36,
        |seed| 12 + (seed as u32 * 13) % 70,
        |seed| 4 + (seed % 3) as u32,
    );
    for (seed, t) in sizes {
        check(&t, &format!("seed {seed}"));
        // Forbidden pairs among the top players: first transpositions the
        // shortcut must step around or decline.
        if seed % 3 == 1 {
            let n = t.players.len() as u32;
            let f = with_forbidden(&t, &[(1, n / 2 + 1), (2, n / 2 + 2), (3, n / 4 + 3)]);
            check(&f, &format!("seed {seed}, forbidden pairs"));
        }
    }
    let after = first_transposition_counts();
    let (tried, taken) = (after.0 - before.0, after.1 - before.1);
    assert!(
        taken > 20 && tried - taken > 20,
        "tried {tried}, taken {taken}"
    );
}
