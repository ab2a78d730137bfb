//! The first transposition of a homogeneous remainder taken without a solve
//! (`BracketPairer::first_transposition`, C.04.3 art. 4.2; 2017 D.1) against
//! the solves that fix every partner: same pairing and the same bracket
//! record, on rounds 2 and later of generated events with absences (players
//! who enter late or miss rounds), forfeits, half-point byes, Baku
//! acceleration and forbidden pairs. Both outcomes of the certificate must
//! occur, so the test can fail either way.

use pocket_arbiter::dutch::bracket::{first_transposition_counts, BracketOutcome};
use pocket_arbiter::dutch::{rules2017, rules2026, DutchOutcome};
use pocket_arbiter::generate::{generate, GeneratorConfig};
use pocket_arbiter::model::{PairingError, Tournament, Tpn};
use pocket_arbiter::systems::pair_round;

/// Everything the bracket record shows. `next_pairs` (the next bracket's
/// pairs in the last local solve, one best choice among equal ones) is left
/// out: it only serves the local first try's check, whose outcome the
/// pairing already shows.
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

/// Rounds 2 and later of `t`, both versions, with and without the shortcut.
fn check(t: &Tournament, label: &str) {
    for r in t.complete_rounds().into_iter().skip(1) {
        let past = t.for_pairing_round(r);
        let what = format!("{label}, round {r}");
        agree(
            rules2026::pair(&past, r),
            rules2026::pair_without_first_transposition(&past, r),
            &format!("2026, {what}"),
        );
        agree(
            rules2017::pair(&past, r),
            rules2017::pair_without_first_transposition(&past, r),
            &format!("2017, {what}"),
        );
    }
}

#[test]
fn first_transposition_is_the_pairing_the_solves_find() {
    let before = first_transposition_counts();
    for seed in 1..=36u64 {
        let cfg = GeneratorConfig {
            players: 12 + (seed as u32 * 13) % 70,
            rounds: 4 + (seed % 3) as u32,
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
        check(&t, &format!("seed {seed}"));
        // Forbidden pairs among the top players: first transpositions the
        // shortcut must step around or decline.
        if seed % 3 == 1 {
            let n = t.players.len() as u32;
            let mut f = t.clone();
            for (a, b) in [(1, n / 2 + 1), (2, n / 2 + 2), (3, n / 4 + 3)] {
                if a < b && b <= n {
                    f.forbidden_pairs.push((Tpn(a), Tpn(b)));
                }
            }
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
