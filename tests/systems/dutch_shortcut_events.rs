//! What the differential tests of the Dutch shortcuts share
//! (`dutch_fresh.rs`: round 1 without search; `dutch_first_transposition.rs`:
//! art. 4.2's first transposition, 2017 D.1, without a solve): the generated
//! events (absences and late entries, forfeits, half-point byes, Baku
//! acceleration, forbidden pairs among them) and the comparison of a
//! shortcut's outcome with the full search's.

use pocket_arbiter::dutch::bracket::BracketOutcome;
use pocket_arbiter::dutch::DutchOutcome;
use pocket_arbiter::generate::{generate, GeneratorConfig};
use pocket_arbiter::model::{PairingError, Tournament, Tpn};
use pocket_arbiter::systems::pair_round;

/// How much of the bracket record two outcomes must share.
#[derive(Clone, Copy)]
pub enum Record {
    /// Every field, the scope and the next bracket's pairs included.
    Whole,
    /// Without `scope` and `next_pairs` (the next bracket's pairs in the
    /// last local solve, one best choice among equal ones): they only serve
    /// the local first try's check, whose outcome the pairing already shows.
    WithoutLocalSolve,
}

fn same_brackets(a: &[BracketOutcome], b: &[BracketOutcome], record: Record) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            x.mdps == y.mdps
                && x.residents == y.residents
                && x.pairs == y.pairs
                && x.downfloaters == y.downfloaters
                && x.limbo == y.limbo
                && x.s1 == y.s1
                && x.remainder_s1 == y.remainder_s1
                && match record {
                    Record::Whole => x.scope == y.scope && x.next_pairs == y.next_pairs,
                    Record::WithoutLocalSolve => true,
                }
        })
}

/// The shortcut's outcome (`fast`) against the full search's: the same
/// pairing, colour rules and bracket record, or both an error.
pub fn agree(
    fast: Result<DutchOutcome, PairingError>,
    full: Result<DutchOutcome, PairingError>,
    record: Record,
    what: &str,
) {
    match (fast, full) {
        (Ok(fast), Ok(full)) => {
            assert_eq!(fast.pairing, full.pairing, "{what}");
            assert_eq!(fast.colour_rules, full.colour_rules, "{what}");
            assert!(
                same_brackets(&fast.brackets, &full.brackets, record),
                "{what}"
            );
        }
        (fast, full) => assert_eq!(fast.is_err(), full.is_err(), "{what}"),
    }
}

/// The events of seeds `seeds`, `players(seed)` players and `rounds(seed)`
/// rounds each, generated and paired by the engine: forfeits on every third
/// seed, absences (late entries, missed rounds) on every second, half-point
/// byes on every fifth, Baku acceleration on seeds 1, 5, 9, …. Seeds the
/// generator cannot complete are skipped.
pub fn events(
    seeds: std::ops::RangeInclusive<u64>,
    players: impl Fn(u64) -> u32,
    rounds: impl Fn(u64) -> u32,
) -> impl Iterator<Item = (u64, Tournament)> {
    seeds.filter_map(move |seed| {
        let cfg = GeneratorConfig {
            players: players(seed),
            rounds: rounds(seed),
            seed,
            forfeit_rate: if seed % 3 == 0 { 0.05 } else { 0.0 },
            absence_rate: if seed % 2 == 0 { 0.1 } else { 0.0 },
            half_bye_rate: if seed % 5 == 0 { 0.05 } else { 0.0 },
            baku_acceleration: seed % 4 == 1,
            ..Default::default()
        };
        generate(&cfg, pair_round)
            .ok()
            .map(|g| (seed, g.tournament))
    })
}

/// `t` with the pairs `pairs` (by pairing number) forbidden; pairs that are
/// not two distinct players of `t`, smaller number first, are left out.
pub fn with_forbidden(t: &Tournament, pairs: &[(u32, u32)]) -> Tournament {
    let n = t.players.len() as u32;
    let mut f = t.clone();
    for &(a, b) in pairs {
        if a >= 1 && a < b && b <= n {
            f.forbidden_pairs.push((Tpn(a), Tpn(b)));
        }
    }
    f
}
