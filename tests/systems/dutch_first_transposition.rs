//! The first transposition of a homogeneous remainder taken without a solve
//! (`BracketPairer::first_transposition`, C.04.3 art. 4.2; 2017 D.1) against
//! the solves that fix every partner: same pairing and the same bracket
//! record, on rounds 2 and later of generated events with absences (players
//! who enter late or miss rounds), forfeits, half-point byes, Baku
//! acceleration and forbidden pairs. Both outcomes of the certificate must
//! occur, so the test can fail either way.

use crate::dutch_shortcut_events::{agree, events, with_forbidden, Record};
use pocket_arbiter::dutch::bracket::first_transposition_counts;
use pocket_arbiter::dutch::colour_bound::{colour_type, TYPES};
use pocket_arbiter::dutch::context::RoundContext;
use pocket_arbiter::dutch::criteria::pair_violations;
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
    let (tried, taken) = (after.tried - before.tried, after.taken - before.taken);
    assert!(
        taken > 20 && tried - taken > 20,
        "tried {tried}, taken {taken}"
    );
    // Remainders where every best candidate costs some colour preference:
    // `G` with the lower bound, both outcomes.
    let (priced, taken) = (
        after.priced - before.priced,
        after.priced_taken - before.priced_taken,
    );
    assert!(
        taken > 5 && priced - taken > 5,
        "with colour costs: tried {priced}, taken {taken}"
    );
}

/// Bigger events (100 to 240 players, 4 rounds): large remainders, some
/// whose colour preferences do not balance (every best candidate pays some
/// colour preferences, and `G` is tried with the lower bound of the colour
/// cost still to come). That try must be taken there.
#[test]
fn first_transposition_with_unavoidable_colour_costs() {
    let before = first_transposition_counts();
    let sizes = events(101..=108, |seed| 100 + (seed as u32 * 37) % 141, |_| 4);
    for (seed, t) in sizes {
        check(&t, &format!("seed {seed}"));
        if seed % 4 == 2 {
            let n = t.players.len() as u32;
            let f = with_forbidden(&t, &[(1, n / 2 + 1), (2, n / 2 + 2), (5, n / 2 + 3)]);
            check(&f, &format!("seed {seed}, forbidden pairs"));
        }
    }
    let after = first_transposition_counts();
    let (priced, taken) = (
        after.priced - before.priced,
        after.priced_taken - before.priced_taken,
    );
    assert!(
        taken > 0,
        "with colour costs: tried {priced}, taken {taken}"
    );
}

/// What the lower bound of `G` rests on (`colour_bound`): without a
/// topscorer, a pair's colour violations ([C10]–[C13]; 2017 C.8–C.11)
/// depend only on the two players' colour types. Every pair of
/// non-topscorers of every round of some generated events, the last ones
/// (with topscorers, art. 1.8) included, against one pair of the same types.
#[test]
fn colour_costs_without_topscorers_depend_on_colour_types_only() {
    let mut seen = [[None; TYPES]; TYPES];
    let mut checked = 0;
    for (seed, t) in events(1..=8, |seed| 20 + 7 * seed as u32, |_| 5) {
        for r in t.complete_rounds().into_iter().skip(1) {
            let past = t.for_pairing_round(r);
            for version in [rules2026::VERSION, rules2017::VERSION] {
                let ctx = RoundContext::new(&past, r, version);
                let free: Vec<usize> = (0..ctx.len()).filter(|&i| !ctx.topscorer[i]).collect();
                for &i in &free {
                    for &j in &free {
                        if i == j {
                            continue;
                        }
                        let cost = pair_violations(&ctx, i, j);
                        let (a, b) = (colour_type(&ctx, i), colour_type(&ctx, j));
                        let first = *seen[a][b].get_or_insert(cost);
                        assert_eq!(cost, first, "seed {seed}, round {r}, types {a} {b}");
                        checked += 1;
                    }
                }
            }
        }
    }
    // Every pair of types met, pairs of unequal costs among them.
    let costs: Vec<_> = seen.iter().flatten().collect();
    assert!(costs.iter().all(|c| c.is_some()), "{seen:?}");
    assert!(costs.windows(2).any(|w| w[0] != w[1]), "{seen:?}");
    assert!(checked > 10_000, "{checked}");
}
