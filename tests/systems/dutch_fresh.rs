//! The first-candidate shortcut of a round without history
//! (`pocket_arbiter::dutch::fresh`) against the full search of both Dutch
//! versions: same pairing and the same bracket record, on generated events
//! with absences, forfeits, half-point byes, Baku acceleration, late
//! entries (players absent in the first rounds) and forbidden pairs. Both
//! outcomes of the guard must occur, so the test can fail either way.

use crate::dutch_shortcut_events::{agree, events, with_forbidden, Record};
use pocket_arbiter::dutch::context::RoundContext;
use pocket_arbiter::dutch::{fresh, rules2017, rules2026};
use pocket_arbiter::model::Tournament;

/// Rounds 1 and 2 of `t` (as far as played), both versions, both ways;
/// returns how many of them the shortcut took.
fn check(t: &Tournament, label: &str) -> (usize, usize) {
    let (mut taken, mut declined) = (0, 0);
    for r in t.complete_rounds().into_iter().take(2) {
        let past = t.for_pairing_round(r);
        let what = format!("{label}, round {r}");
        for version in [rules2026::VERSION, rules2017::VERSION] {
            match fresh::fresh_pairs(&RoundContext::new(&past, r, version)) {
                Some(_) => taken += 1,
                None => declined += 1,
            }
        }
        agree(
            rules2026::pair(&past, r),
            rules2026::pair_without_fresh_shortcut(&past, r),
            Record::Whole,
            &format!("2026, {what}"),
        );
        agree(
            rules2017::pair(&past, r),
            rules2017::pair_full_search(&past, r),
            Record::Whole,
            &format!("2017, {what}"),
        );
    }
    (taken, declined)
}

#[test]
fn first_candidate_of_a_fresh_round_is_the_full_search_pairing() {
    let (mut taken, mut declined) = (0, 0);
    for (seed, t) in events(1..=40, |seed| 2 + (seed as u32 * 7) % 41, |_| 3) {
        let (a, b) = check(&t, &format!("seed {seed}"));
        taken += a;
        declined += b;
        // A forbidden pair: the first pair of the first candidate, then one
        // further down; the shortcut must step aside and the full search decide.
        let n = t.players.len() as u32;
        for (a, b) in [(1, n / 2 + 1), (n / 2, n)] {
            if a >= 1 && a < b {
                let f = with_forbidden(&t, &[(a, b)]);
                let (x, y) = check(&f, &format!("seed {seed}, {a}-{b} forbidden"));
                taken += x;
                declined += y;
            }
        }
    }
    assert!(
        taken > 20 && declined > 20,
        "taken {taken}, declined {declined}"
    );
}
