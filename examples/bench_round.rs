//! Times the pairing of one round: `bench_round FILE.trf [EXPECTED.out]`.
use pocket_arbiter::pairing::pair_round;
use pocket_arbiter::trf::read::read_str;
fn main() {
    let args: Vec<String> = std::env::args().collect();
    let t = read_str(&std::fs::read_to_string(&args[1]).unwrap())
        .unwrap()
        .tournament;
    let round = t.rounds_paired() + 1;
    let start = std::time::Instant::now();
    let p = pair_round(&t, round);
    let ms = start.elapsed().as_secs_f64() * 1000.0;
    let out = p
        .map(|p| p.to_reference_format())
        .unwrap_or_else(|e| format!("error {e}"));
    let verdict = args
        .get(2)
        .map(|f| {
            if std::fs::read_to_string(f).unwrap().trim() == out.trim() {
                "matches"
            } else {
                "DIFFERS"
            }
        })
        .unwrap_or("");
    println!(
        "{} players, round {round}: {ms:.1} ms {verdict}",
        t.players.len()
    );
}
