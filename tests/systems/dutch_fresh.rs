//! The first-candidate shortcut of a round without history
//! (`pocket_arbiter::dutch::fresh`) against the full search of both Dutch
//! versions: same pairing and the same bracket record, on generated events
//! with absences, forfeits, half-point byes, Baku acceleration, late
//! entries (players absent in the first rounds) and forbidden pairs. Both
//! outcomes of the guard must occur, so the test can fail either way.

use pocket_arbiter::dutch::bracket::BracketOutcome;
use pocket_arbiter::dutch::context::RoundContext;
use pocket_arbiter::dutch::{fresh, rules2017, rules2026, DutchOutcome};
use pocket_arbiter::generate::{generate, GeneratorConfig};
use pocket_arbiter::model::{PairingError, Tournament, Tpn};
use pocket_arbiter::systems::pair_round;

fn same_brackets(a: &[BracketOutcome], b: &[BracketOutcome]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            x.mdps == y.mdps
                && x.residents == y.residents
                && x.pairs == y.pairs
                && x.downfloaters == y.downfloaters
                && x.limbo == y.limbo
                && x.s1 == y.s1
                && x.remainder_s1 == y.remainder_s1
                && x.scope == y.scope
                && x.next_pairs == y.next_pairs
        })
}

fn agree(
    fast: Result<DutchOutcome, PairingError>,
    full: Result<DutchOutcome, PairingError>,
    what: &str,
) {
    match (fast, full) {
        (Ok(fast), Ok(full)) => {
            assert_eq!(fast.pairing, full.pairing, "{what}");
            assert_eq!(fast.colour_rules, full.colour_rules, "{what}");
            assert!(same_brackets(&fast.brackets, &full.brackets), "{what}");
        }
        (fast, full) => assert_eq!(fast.is_err(), full.is_err(), "{what}"),
    }
}

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
            &format!("2026, {what}"),
        );
        agree(
            rules2017::pair(&past, r),
            rules2017::pair_full_search(&past, r),
            &format!("2017, {what}"),
        );
    }
    (taken, declined)
}

#[test]
fn first_candidate_of_a_fresh_round_is_the_full_search_pairing() {
    let (mut taken, mut declined) = (0, 0);
    for seed in 1..=40u64 {
        let cfg = GeneratorConfig {
            players: 2 + (seed as u32 * 7) % 41,
            rounds: 3,
            seed,
            forfeit_rate: if seed % 3 == 0 { 0.05 } else { 0.0 },
            absence_rate: if seed % 2 == 0 { 0.1 } else { 0.0 },
            half_bye_rate: if seed % 5 == 0 { 0.05 } else { 0.0 },
            baku_acceleration: seed % 4 == 1,
            ..Default::default()
        };
        let Ok(g) = generate(&cfg, pair_round) else {
            continue;
        };
        let t = g.tournament;
        let (a, b) = check(&t, &format!("seed {seed}"));
        taken += a;
        declined += b;
        // A forbidden pair: the first pair of the first candidate, then one
        // further down; the shortcut must step aside and the full search decide.
        let n = t.players.len() as u32;
        for (a, b) in [(1, n / 2 + 1), (n / 2, n)] {
            if a >= 1 && a < b {
                let mut f = t.clone();
                f.forbidden_pairs.push((Tpn(a), Tpn(b)));
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
