//! Developer tool: pairs every round of a corpus folder and reports agreement.
//! `cargo run --release --example corpus_check -- ../shared/corpus/dutch-2026 [max_players] [show] [system]`
//!
//! The corpus files carry no system record: `system` (a CLI name) forces one;
//! by default a folder named `dutch-2017` is paired under the 2017 rules.

use pocket_arbiter::checker::check_rounds;
use pocket_arbiter::model::SystemKind;
use pocket_arbiter::pairing::pair_round;
use pocket_arbiter::trf::read::read_str;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let dir = args
        .get(1)
        .cloned()
        .unwrap_or("../shared/corpus/dutch-2026".into());
    let max_players: usize = args
        .get(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(usize::MAX);
    let show: usize = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(10);
    let system = args
        .get(4)
        .and_then(|s| SystemKind::from_cli_name(s))
        .or_else(|| dir.contains("dutch-2017").then_some(SystemKind::Dutch2017));
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    let (mut rounds, mut ok, mut shown, mut files_ok, mut nfiles) = (0, 0, 0, 0, 0);
    let start = std::time::Instant::now();
    for f in &files {
        let text = std::fs::read_to_string(f).expect("read");
        let mut t = match read_str(&text) {
            Ok(o) => o.tournament,
            Err(e) => {
                println!("{}: unreadable: {e}", f.display());
                continue;
            }
        };
        if let Some(k) = system {
            t.system = k;
        }
        if t.players.len() > max_players {
            continue;
        }
        nfiles += 1;
        let checks = check_rounds(&t, pair_round);
        let good = checks.iter().filter(|c| c.agrees()).count();
        rounds += checks.len();
        ok += good;
        if good == checks.len() {
            files_ok += 1;
        }
        for c in checks.iter().filter(|c| !c.agrees()) {
            if shown < show {
                println!("{}: {}", f.display(), c.describe());
                shown += 1;
            }
        }
    }
    println!(
        "{dir}: files {files_ok}/{nfiles} agree, rounds {ok}/{rounds} agree ({:.1} s)",
        start.elapsed().as_secs_f64()
    );
}
