//! TRF text for small hand-made tournaments, shared by the Dutch rule tests.

#![allow(dead_code)]

use pocket_arbiter::model::PairingError;
use pocket_arbiter::model::Tournament;
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::trf::read::read_str;

/// A TRF `001` line: `rounds` as (opponent, colour, result), opponent 0 = none.
pub fn line(tpn: u32, rating: u32, points: &str, rounds: &[(u32, char, char)]) -> String {
    let mut s = format!(
        "001 {tpn:>4}      {:<33} {rating:>4}{:28}{points:>4} {tpn:>4}",
        format!("Player{tpn:04}"),
        ""
    );
    for &(o, c, r) in rounds {
        s.push_str(&format!("  {o:>4} {c} {r}"));
    }
    s
}

/// A whole TRF file: total rounds, initial colour (`white1`/`black1`), `001` lines.
pub fn tournament_text(total_rounds: u32, initial: &str, players: &[String]) -> String {
    system_tournament_text(None, total_rounds, initial, players)
}

/// The same with the system record `192` when given (e.g. `FIDE_DUTCH_2017`).
pub fn system_tournament_text(
    system: Option<&str>,
    total_rounds: u32,
    initial: &str,
    players: &[String],
) -> String {
    let system = system.map(|s| format!("192 {s}\n")).unwrap_or_default();
    format!(
        "012 Test\n{system}XXR {total_rounds}\nXXC {initial}\n{}\n",
        players.join("\n")
    )
}

/// The same, read.
pub fn tournament(total_rounds: u32, initial: &str, players: &[String]) -> Tournament {
    match read_str(&tournament_text(total_rounds, initial, players)) {
        Ok(o) => o.tournament,
        Err(e) => panic!("test TRF does not read: {e}"),
    }
}

/// Pairs round `round` of the TRF `text`, in the reference output format.
pub fn pair(text: &str, round: u32) -> Result<String, PairingError> {
    let t = read_str(text).expect("test TRF reads").tournament;
    pair_round(&t, round).map(|p| p.to_reference_format())
}

/// A folder of the shared corpora beside the clone (`../shared/corpus/<sub>`),
/// or `None` when it is not there (a clone without `../shared`: the tests
/// that need it then check only the committed samples and say so).
///
/// `.ci/run` sets `PA_REQUIRE_SHARED=1`: there a missing folder fails the
/// test instead of passing unseen.
pub fn shared_corpus(sub: &str) -> Option<std::path::PathBuf> {
    shared(&format!("corpus/{sub}"))
}

/// The shared seed texts beside the clone (`../shared/seeds`), or `None`
/// when they are not there, as [`shared_corpus`] (a missing folder fails
/// under `.ci/run`'s `PA_REQUIRE_SHARED=1`).
pub fn shared_seeds() -> Option<std::path::PathBuf> {
    shared("seeds")
}

/// `../shared/<path>` beside the clone, if it is a folder; a missing one
/// fails under `PA_REQUIRE_SHARED`, else is said and skipped.
fn shared(path: &str) -> Option<std::path::PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared")
        .join(path);
    if dir.is_dir() {
        return Some(dir);
    }
    assert!(
        std::env::var_os("PA_REQUIRE_SHARED").is_none(),
        "PA_REQUIRE_SHARED is set but {} is not a folder",
        dir.display()
    );
    eprintln!("note: {} is not here: skipped", dir.display());
    None
}

/// TV-15: seed 004 art. D1.1's transpositions of S2 = 6..11, lines 0–23 as
/// printed (the text's "22:" is a typo for "22."), shared by the engine's
/// order test and the D1 lesson's.
pub const TV15_D1_1_PRINTED: [&str; 24] = [
    "6-7-8-9-10-11",
    "6-7-8-9-11-10",
    "6-7-8-10-9-11",
    "6-7-8-10-11-9",
    "6-7-8-11-9-10",
    "6-7-8-11-10-9",
    "6-7-9-8-10-11",
    "6-7-9-8-11-10",
    "6-7-9-10-8-11",
    "6-7-9-10-11-8",
    "6-7-9-11-8-10",
    "6-7-9-11-10-8",
    "6-7-10-8-9-11",
    "6-7-10-8-11-9",
    "6-7-10-9-8-11",
    "6-7-10-9-11-8",
    "6-7-10-11-8-9",
    "6-7-10-11-9-8",
    "6-7-11-8-9-10",
    "6-7-11-8-10-9",
    "6-7-11-9-8-10",
    "6-7-11-9-10-8",
    "6-7-11-10-8-9",
    "6-7-11-10-9-8",
];

/// The `.trf` files of `dir`, sorted by name (none when it cannot be read).
pub fn trf_files(dir: &std::path::Path) -> Vec<std::path::PathBuf> {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return vec![];
    };
    let mut v: Vec<std::path::PathBuf> = rd
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    v.sort();
    v
}

/// Every complete round `r` of the TRF files of `dir` with at most
/// `max_players` players, as `(file, r, the event as it stood before round
/// r)` (`Tournament::for_pairing_round`), files in name order. A file that
/// does not read or parse is passed over (the corpus tests of `tests/io`
/// check that each one does).
pub fn corpus_rounds(
    dir: &std::path::Path,
    max_players: usize,
) -> impl Iterator<Item = (std::path::PathBuf, u32, Tournament)> {
    trf_files(dir)
        .into_iter()
        .filter_map(move |f| {
            let text = std::fs::read_to_string(&f).ok()?;
            let t = read_str(&text).ok()?.tournament;
            (t.players.len() <= max_players).then_some((f, t))
        })
        .flat_map(|(f, t)| {
            let rounds = t.complete_rounds();
            rounds
                .into_iter()
                .map(move |r| (f.clone(), r, t.for_pairing_round(r)))
        })
}
