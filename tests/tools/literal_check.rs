//! Developer tool: pairs corpus rounds literally (art. 3–4 by hand) and
//! compares with the engine.
//! `cargo run --release --example literal_check -- DIR [max_players] [budget] [show] [exhaust]`
//! or `... -- FILE.trf ROUND [budget]` to print one round's trace.

use pocket_arbiter::dutch::rules2026;
use pocket_arbiter::teach::literal::{pair_round, Options, RoundOutcome};
use pocket_arbiter::trf::read::read_str;
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let path = args
        .get(1)
        .cloned()
        .unwrap_or("../shared/corpus/dutch-2026".into());
    if path.ends_with(".trf") {
        let round: u32 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(2);
        let budget: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(200_000);
        let text = std::fs::read_to_string(&path).expect("file");
        let t = read_str(&text).expect("trf").tournament;
        let t = t.for_pairing_round(round);
        let opts = Options {
            budget,
            ..Options::default()
        };
        let start = Instant::now();
        let lit = pair_round(&t, round, &opts).expect("literal");
        for b in &lit.brackets {
            for l in pocket_arbiter::lang::en::teach::bracket_trace(b) {
                println!("{l}");
            }
        }
        println!("{:?} in {:.2}s", lit.outcome, start.elapsed().as_secs_f64());
        if let Ok(o) = rules2026::pair(&t, round) {
            println!("engine:\n{}", o.pairing.to_reference_format());
        }
        return;
    }
    let max_players: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(30);
    let budget: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let show: usize = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(10);
    let use_bounds = args.get(5).is_none_or(|s| s != "exhaust");
    let mut files: Vec<_> = std::fs::read_dir(&path)
        .expect("folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    let opts = Options {
        budget,
        record: false,
        compress: true,
        use_bounds,
    };
    let (mut rounds, mut finished, mut agree, mut shown) = (0, 0, 0, 0);
    let mut slowest = (0.0, String::new());
    let start = Instant::now();
    for f in &files {
        let Ok(text) = std::fs::read_to_string(f) else {
            continue;
        };
        let Ok(t) = read_str(&text).map(|o| o.tournament) else {
            continue;
        };
        if t.players.len() > max_players {
            continue;
        }
        for r in t.complete_rounds() {
            let d = t.for_pairing_round(r);
            rounds += 1;
            let s = Instant::now();
            let lit = pair_round(&d, r, &opts);
            let el = s.elapsed().as_secs_f64();
            if el > slowest.0 {
                slowest = (el, format!("{} r{r}", f.display()));
            }
            let eng = rules2026::pair(&d, r).map(|o| o.pairing);
            match lit {
                Ok(l) => match l.outcome {
                    RoundOutcome::Paired { pairing, .. } => {
                        finished += 1;
                        if eng.as_ref() == Ok(&pairing) {
                            agree += 1;
                        } else if shown < show {
                            shown += 1;
                            println!(
                                "{} r{r}: literal [{}] engine [{}] recorded [{}]",
                                f.display(),
                                pairing.to_reference_format().replace('\n', " "),
                                eng.map(|p| p.to_reference_format().replace('\n', " "))
                                    .unwrap_or_default(),
                                t.recorded_pairing(r)
                                    .to_reference_format()
                                    .replace('\n', " ")
                            );
                        }
                    }
                    RoundOutcome::Unfinished { bracket } => {
                        if std::env::var("SHOW_UNFINISHED").is_ok() {
                            let b = &l.brackets[bracket];
                            let best = match &b.status {
                                pocket_arbiter::teach::trace::BracketStatus::Unfinished {
                                    best_so_far,
                                    ..
                                } => best_so_far.as_ref().map(|c| {
                                    pocket_arbiter::lang::en::teach::criteria(&c.violations)
                                        .replace(", ", ",")
                                }),
                                _ => None,
                            };
                            println!(
                                "unfinished {} r{r} bracket {} size {} mdps {} maxpairs {} best so far {:?}",
                                f.display(),
                                bracket + 1,
                                b.table.len(),
                                b.parameters.m0,
                                b.parameters.max_pairs,
                                best
                            );
                        }
                    }
                },
                Err(e) => {
                    if shown < show {
                        shown += 1;
                        println!("{} r{r}: literal error {e}", f.display());
                    }
                }
            }
        }
    }
    println!(
        "rounds {rounds}, finished within budget {finished}, agree {agree} ({:.1}s; slowest {:.2}s {})",
        start.elapsed().as_secs_f64(),
        slowest.0,
        slowest.1
    );
}
