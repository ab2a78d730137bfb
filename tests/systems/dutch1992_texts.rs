//! Where the two old texts differ in effect: the FIDE 1992–2006 text
//! (seed 002, `dutch-2006`) and the French federation's 1992 text (seed
//! 001 with BAF 77/78/80, `dutch-1992-ffe`) on the same rounds.
//!
//! - `texts_differ_on_a_forfeit_floater_and_agree_otherwise` (CI): a
//!   hand-made event where BAF 78 alone separates them, derived below from
//!   the articles, and its twin where they must agree.
//! - `texts_differ_count_by_cause` (ignored, release): on the generated
//!   events of the cross-check, how many rounds the two engines pair
//!   differently, and which of the texts' differences is the cause.

use pocket_arbiter::dutch::classic::{
    pair_with, rules1992ffe, rules2006, trace::Off, ClassicOutcome, Text,
};
use pocket_arbiter::generate::{generate, GeneratorConfig};
use pocket_arbiter::model::{Pairing, PairingError, SystemKind, Tournament};
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::trf::read::read_str;

use crate::support::{line, system_tournament_text};

/// `(opponent, colour, result)` from the player's side.
type R = (u32, char, char);

fn event(rows: &[(u32, &str, &[R])]) -> Tournament {
    let players: Vec<String> = rows
        .iter()
        .map(|(tpn, pts, rs)| line(*tpn, 2600 - 10 * tpn, pts, rs))
        .collect();
    // Five rounds: round 2 is not the last (no last-round note applies).
    let s = system_tournament_text(Some("FIDE_DUTCH_2006"), 5, "white1", &players);
    read_str(&s).expect("test TRF reads").tournament
}

fn paired(t: &Tournament, system: SystemKind) -> Pairing {
    let mut t = t.clone();
    t.system = system;
    pair_round(&t, 2).expect("round 2 pairs")
}

/// The board of player `tpn` as (White, Black).
fn board_of(p: &Pairing, tpn: u32) -> (u32, u32) {
    p.boards
        .iter()
        .map(|b| (b.white.0, b.black.0))
        .find(|&(w, b)| w == tpn || b == tpn)
        .expect("the player is paired")
}

/// Round 1 (E5, the lot White for 1): 1–4, 5–2, 3–6. Then round 2: the
/// 1.0 bracket {1, 2, 6} is homogeneous and odd (A6: p = 1, S1 = {1},
/// S2 = {2, 6}); D1's first candidate is 1–2 with 6 moved down, the next
/// 1–6 with 2 moved down. Colours (A7): 1 played White (mild Black), 2
/// Black (mild White), a player whose only game was a forfeit has none.
fn round_one(forfeit_on_board_three: bool) -> Tournament {
    let (r1, r4, r3, r6) = if forfeit_on_board_three {
        // 1 beats 4 over the board; 6 wins by forfeit against 3.
        ((4, 'w', '1'), (1, 'b', '0'), (6, 'w', '-'), (3, 'b', '+'))
    } else {
        // 1 wins by forfeit against 4; 6 beats 3 over the board.
        ((4, 'w', '+'), (1, 'b', '-'), (6, 'w', '0'), (3, 'b', '1'))
    };
    event(&[
        (1, "1.0", &[r1]),
        (2, "1.0", &[(5, 'b', '1')]),
        (3, "0.0", &[r3]),
        (4, "0.0", &[r4]),
        (5, "0.0", &[(2, 'w', '0')]),
        (6, "1.0", &[r6]),
    ])
}

#[test]
fn texts_differ_on_a_forfeit_floater_and_agree_otherwise() {
    // 6 won by forfeit in round 1, against a player of the same score.
    // 002 A4 writes the marks "by pairing a heterogeneous score bracket"
    // (and A5: a bye is a downfloat): 3–6 was paired within one score, so
    // 6 has no mark (reading O3), B5 does not stop 6 from moving down, and
    // the first candidate stands: 1–2, 6 down; 2 White, 1 Black (E1).
    // 001 with BAF 78: "un joueur gagnant par forfait est considéré comme
    // flotteur descendant … quel que soit le statut de flotteur au moment
    // des appariements": 6 has ↓ in round 1, B5 ("aucun joueur ne flottera
    // deux fois de suite dans le même sens") rejects 1–2 with 6 down; the
    // next transposition, 1–6 with 2 down, meets every criterion: 6 has
    // no colour yet, 1 gets his Black (E1/O11).
    let t = round_one(true);
    let fide = paired(&t, SystemKind::Dutch2006);
    let ffe = paired(&t, SystemKind::Dutch1992Ffe);
    assert_eq!(board_of(&fide, 1), (2, 1), "2006: 1–2, 6 moves down");
    assert_eq!(board_of(&ffe, 1), (6, 1), "FFE: 1–6, 2 moves down");
    assert_ne!(fide, ffe);

    // The twin: the forfeit winner is 1, who does not float in round 2.
    // Under BAF 78 1 has ↓ but stays in his bracket; 6 (a game played
    // within one score) has no mark in either text: both take 1–2 with 6
    // down, and nothing else of the two texts' differences (C9/C10 order,
    // BAF 77 strength, A7.c/d of 2001, 7-player exchanges, last round)
    // comes into play in this round, so the whole pairings are equal.
    let t = round_one(false);
    let fide = paired(&t, SystemKind::Dutch2006);
    let ffe = paired(&t, SystemKind::Dutch1992Ffe);
    assert_eq!(board_of(&fide, 1), (2, 1));
    assert_eq!(fide, ffe);
}

/// The 2006 rule data with the first `steps` of [`CAUSES`] taken from the
/// French text's.
fn blend(steps: usize) -> &'static Text {
    let (a, b) = (&rules2006::TEXT, &rules1992ffe::TEXT);
    let on = |k: usize| steps > k;
    Box::leak(Box::new(Text {
        system: a.system,
        ladder: if on(CAUSES_LADDER) {
            b.ladder
        } else {
            a.ladder
        },
        half_is_homogeneous: a.half_is_homogeneous,
        a7d: if on(CAUSES_GA2001) { b.a7d } else { a.a7d },
        b3_factor: a.b3_factor,
        b3_least: a.b3_least,
        ladder_reinstates: a.ladder_reinstates,
        z_budget: if on(CAUSES_BAF77) {
            b.z_budget
        } else {
            a.z_budget
        },
        flexible_mild: if on(CAUSES_GA2001) {
            b.flexible_mild
        } else {
            a.flexible_mild
        },
        exchanges: if on(CAUSES_EXCHANGES) {
            b.exchanges
        } else {
            a.exchanges
        },
        forfeit_floats: if on(CAUSES_BAF78) {
            b.forfeit_floats
        } else {
            a.forfeit_floats
        },
        last_round: if on(CAUSES_LAST_ROUND) {
            b.last_round
        } else {
            a.last_round
        },
        e5_pairing_number: a.e5_pairing_number,
        b2_per_player: a.b2_per_player,
    }))
}

/// The texts' differences (rule data fields), in the order they are
/// switched from 2006 to the French text.
const CAUSES: [&str; 6] = [
    "O3 floats of unplayed games (BAF 78)",
    "O10 last round notes",
    "O5/O6 A7.c/A7.d of GA 2001",
    "O7 order of C9/C10",
    "O8 BAF 77 strength of preferences",
    "O9 7-player exchange column",
];
const CAUSES_BAF78: usize = 0;
const CAUSES_LAST_ROUND: usize = 1;
const CAUSES_GA2001: usize = 2;
const CAUSES_LADDER: usize = 3;
const CAUSES_BAF77: usize = 4;
const CAUSES_EXCHANGES: usize = 5;

fn outcome(t: &Tournament, round: u32, text: &'static Text) -> Result<Pairing, PairingError> {
    pair_with(t, round, text, &mut Off).map(|o: ClassicOutcome| o.pairing)
}

/// The generated events of the cross-check (`dutch1992_cross`,
/// "generated": 2,000 events of 6–16 players, 3–7 rounds, seeds 3000–),
/// played by the 2006 engine; every round also paired by the French
/// text. A differing round is put down to the first of [`CAUSES`] that,
/// switched (cumulatively, in that order) from the 2006 rule data to the
/// French one, makes the 2006 engine give the French pairing.
#[test]
#[ignore = "2,000 events (a minute in release); prints the count: docs/readings/dutch-1992-2006.md"]
fn texts_differ_count_by_cause() {
    let texts: Vec<&'static Text> = (0..=CAUSES.len()).map(blend).collect();
    let (mut rounds, mut differ) = (0u32, 0u32);
    let mut by_cause = [0u32; CAUSES.len() + 1];
    let mut first: Vec<Option<(u64, u32)>> = vec![None; CAUSES.len() + 1];
    for seed in 0..2000u64 {
        let players = 6 + (seed % 11) as u32;
        let rounds_n = (3 + (seed / 11) % 5) as u32;
        let cfg = GeneratorConfig {
            players,
            rounds: rounds_n,
            seed: 3000 + seed,
            draw_percent: 15 + ((3000 + seed) % 7) as u32 * 5,
            forfeit_rate: 0.02 + ((3000 + seed) % 5) as f64 * 0.03,
            absence_rate: ((3000 + seed) % 4) as f64 * 0.03,
            half_bye_rate: ((3000 + seed) % 3) as f64 * 0.03,
            system: SystemKind::Dutch2006,
            ..Default::default()
        };
        let _ = generate(&cfg, |t, round| {
            let fide = pair_round(t, round);
            let mut f = t.clone();
            f.system = SystemKind::Dutch1992Ffe;
            let ffe = pair_round(&f, round);
            rounds += 1;
            if fide != ffe {
                differ += 1;
                let cause = (1..texts.len())
                    .find(|&k| outcome(t, round, texts[k]) == ffe)
                    .map_or(CAUSES.len(), |k| k - 1);
                by_cause[cause] += 1;
                first[cause].get_or_insert((3000 + seed, round));
            }
            fide
        });
    }
    eprintln!(
        "texts: {differ} of {rounds} generated rounds pair differently under dutch-2006 and \
         dutch-1992-ffe"
    );
    for (k, n) in by_cause.iter().enumerate() {
        let name = CAUSES.get(k).copied().unwrap_or("other (system field)");
        eprintln!("  {name}: {n} (first: {:?})", first[k]);
    }
    assert!(rounds > 0 && differ > 0);
    // Every difference is one of the texts' differences.
    assert_eq!(by_cause[CAUSES.len()], 0);
}
