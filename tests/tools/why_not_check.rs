//! Developer tool: asks "why not X–Y?" for every two players of corpus rounds
//! and counts the answers (an `Unexplained` answer means the engine's choice
//! is beaten by a candidate the literal search found).
//! `cargo run --release --example why_not_check -- DIR [max_players] [budget] [show]`

use pocket_arbiter::dutch::rules2026;
use pocket_arbiter::teach::explain::{why_not, WhyNot};
use pocket_arbiter::trf::read::read_str;
use std::collections::BTreeMap;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let dir = args
        .get(1)
        .cloned()
        .unwrap_or("../shared/corpus/dutch-2026".into());
    let max_players: usize = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(10);
    let budget: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(20_000);
    let show: usize = args.get(4).and_then(|s| s.parse().ok()).unwrap_or(5);
    // A single file: print every answer of one round.
    if dir.ends_with(".trf") {
        let text = std::fs::read_to_string(&dir).expect("file");
        let t = read_str(&text).expect("trf").tournament;
        let r = max_players as u32;
        let d = t.for_pairing_round(r);
        let o = rules2026::pair(&d, r).expect("pairing");
        for e in pocket_arbiter::teach::explain::explain_colours(&o) {
            println!(
                "{} {}: {}",
                e.higher.tpn,
                e.lower.tpn,
                pocket_arbiter::lang::en::teach::colour_explanation(&e)
            );
        }
        let tpns: Vec<_> = o.context.players.iter().map(|p| p.tpn).collect();
        for (i, &x) in tpns.iter().enumerate() {
            for &y in &tpns[i + 1..] {
                if let Ok(a) = why_not(&d, &o, x, y, budget) {
                    println!(
                        "{x}-{y}: {}",
                        pocket_arbiter::lang::en::teach::why_not_answer(&a)
                    );
                }
            }
        }
        return;
    }
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("folder")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    let mut counts: BTreeMap<String, usize> = BTreeMap::new();
    let mut shown = 0;
    let start = std::time::Instant::now();
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
            let Ok(o) = rules2026::pair(&d, r) else {
                continue;
            };
            let tpns: Vec<_> = o.context.players.iter().map(|p| p.tpn).collect();
            for (i, &x) in tpns.iter().enumerate() {
                for &y in &tpns[i + 1..] {
                    let a = match why_not(&d, &o, x, y, budget) {
                        Ok(a) => a,
                        Err(e) => {
                            *counts.entry(format!("error {e}")).or_default() += 1;
                            continue;
                        }
                    };
                    let key = format!("{:?}", a.reason)
                        .split([' ', '{', '('])
                        .next()
                        .unwrap_or("")
                        .to_string();
                    if matches!(a.reason, WhyNot::Unexplained { .. }) && shown < show {
                        shown += 1;
                        println!(
                            "{} r{r}: {}",
                            f.display(),
                            pocket_arbiter::lang::en::teach::why_not_answer(&a)
                        );
                    }
                    *counts.entry(key).or_default() += 1;
                }
            }
        }
    }
    println!("{counts:#?} in {:.1}s", start.elapsed().as_secs_f64());
}
