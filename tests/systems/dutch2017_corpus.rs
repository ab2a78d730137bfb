//! Re-pairs every round of the Dutch 2017 corpus (tournaments paired by a
//! reference engine under the Baku 2016 rules) from its own history and
//! compares with the recorded pairing: always the committed sample, and the
//! shared corpus when present (every file; `PA_CORPUS_MAX_PLAYERS` limits
//! the file size, as in `tests/dutch_corpus.rs`).
//! The files carry no system record: they are paired as `dutch-2017`.

use pocket_arbiter::checker::check_rounds;
use pocket_arbiter::model::SystemKind;
use pocket_arbiter::systems::pair_round;
use pocket_arbiter::trf::read::read_str;
use std::path::Path;

struct Counts {
    files: usize,
    files_agreeing: usize,
    rounds: usize,
    rounds_agreeing: usize,
    differences: Vec<String>,
}

fn check_dir(dir: &Path, max_players: usize) -> Counts {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .map(|rd| rd.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    files.retain(|p: &std::path::PathBuf| p.extension().is_some_and(|x| x == "trf"));
    files.sort();
    let mut c = Counts {
        files: 0,
        files_agreeing: 0,
        rounds: 0,
        rounds_agreeing: 0,
        differences: Vec::new(),
    };
    for f in &files {
        let text = std::fs::read_to_string(f).expect("corpus file reads");
        let mut t = read_str(&text).expect("corpus file parses").tournament;
        if t.players.len() > max_players {
            continue;
        }
        t.system = SystemKind::Dutch2017;
        let checks = check_rounds(&t, pair_round);
        let good = checks.iter().filter(|r| r.agrees()).count();
        c.files += 1;
        c.files_agreeing += usize::from(good == checks.len());
        c.rounds += checks.len();
        c.rounds_agreeing += good;
        for r in checks.iter().filter(|r| !r.agrees()) {
            c.differences.push(format!(
                "{}: {}",
                f.display(),
                pocket_arbiter::lang::en::checker::round_check(r)
            ));
        }
    }
    eprintln!(
        "{}: files {}/{} agree, rounds {}/{} agree",
        dir.display(),
        c.files_agreeing,
        c.files,
        c.rounds_agreeing,
        c.rounds
    );
    c
}

fn assert_all_agree(c: &Counts) {
    assert!(
        c.differences.is_empty(),
        "{} of {} rounds differ:\n{}",
        c.rounds - c.rounds_agreeing,
        c.rounds,
        c.differences.join("\n")
    );
}

#[test]
fn committed_sample_is_reproduced() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus/dutch-2017");
    let c = check_dir(&dir, usize::MAX);
    assert!(c.files >= 20, "the sample holds {} files", c.files);
    assert_all_agree(&c);
}

#[test]
fn shared_corpus_is_reproduced() {
    let Some(dir) = crate::support::shared_corpus("dutch-2017") else {
        return;
    };
    let max: usize = std::env::var("PA_CORPUS_MAX_PLAYERS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let c = check_dir(&dir, max);
    if max == usize::MAX {
        // ../shared/corpus/README.md: 318 files, about 2,400 rounds.
        assert!(c.files >= 300, "{} files found", c.files);
    }
    assert!(c.rounds > 1000 || max < 100, "{} rounds found", c.rounds);
    assert_all_agree(&c);
}
