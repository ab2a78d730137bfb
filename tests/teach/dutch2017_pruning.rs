//! The 2017 pruning of the literal search (`teach::literal::bound2017`)
//! against the same search without it: on every 2017 round of the committed
//! sample and of the shared corpus (up to a size), each bracket accepts the
//! same candidate (same alteration of the sequence, pairs and downfloaters,
//! B.4 / B.8), and the round agrees with the 2017 engine. The pruning must
//! have skipped candidates, or the test proves nothing.

use pocket_arbiter::dutch::context::RoundContext;
use pocket_arbiter::dutch::rules2017;
use pocket_arbiter::teach::literal::{pair_round_in, LiteralRound, Options, RoundOutcome};
use pocket_arbiter::teach::trace::{BracketStatus, Outcome};
use std::path::Path;

#[derive(Debug, Default)]
struct Counts {
    rounds: usize,
    /// Rounds the unpruned search finished (and so were compared).
    compared: usize,
    /// Rounds only the pruned search finished within the budget.
    only_pruned: usize,
    brackets: usize,
    /// Candidates skipped by the pruning (records "cannot beat").
    pruned: u64,
    /// Candidates examined with and without the pruning (compared rounds).
    examined: (u64, u64),
    failures: Vec<String>,
}

fn skipped(lit: &LiteralRound) -> u64 {
    lit.brackets
        .iter()
        .flat_map(|b| b.records(0, usize::MAX))
        .filter(|r| matches!(r.outcome, Outcome::CannotBeat { .. }))
        .map(|r| r.count)
        .sum()
}

fn compare(dir: &Path, max_players: usize, budget: u64) -> Counts {
    let unpruned = Options {
        budget,
        record: false,
        compress: true,
        use_bounds: false,
    };
    let pruned = Options {
        budget,
        record: true,
        compress: true,
        use_bounds: true,
    };
    let mut c = Counts::default();
    for (f, r, d) in crate::support::corpus_rounds(dir, max_players) {
        let ctx = RoundContext::new(&d, r, rules2017::VERSION);
        c.rounds += 1;
        let at = format!("{} round {r}", f.display());
        let (Ok(a), Ok(b)) = (
            pair_round_in(&d, &ctx, &unpruned),
            pair_round_in(&d, &ctx, &pruned),
        ) else {
            continue;
        };
        c.pruned += skipped(&b);
        let finished = |l: &LiteralRound| matches!(l.outcome, RoundOutcome::Paired { .. });
        let engine = rules2017::pair_full_search(&d, r).map(|o| o.pairing).ok();
        match (&b.outcome, &engine) {
            (RoundOutcome::Paired { pairing, .. }, Some(e)) if pairing == e => {}
            // unfinished within the budget: said so, never a wrong pairing
            (RoundOutcome::Unfinished { .. }, _) => {}
            (o, e) => c.failures.push(format!("{at}: literal {o:?} engine {e:?}")),
        }
        if !finished(&a) {
            c.only_pruned += usize::from(finished(&b));
            continue;
        }
        c.compared += 1;
        if a.outcome != b.outcome {
            c.failures.push(format!(
                "{at}: unpruned {:?} pruned {:?}",
                a.outcome, b.outcome
            ));
            continue;
        }
        if a.inputs != b.inputs {
            c.failures.push(format!("{at}: different brackets"));
            continue;
        }
        for (x, y) in a.brackets.iter().zip(&b.brackets) {
            c.brackets += 1;
            c.examined.0 += x.examined;
            c.examined.1 += y.examined;
            match (&x.status, &y.status) {
                (BracketStatus::Finished(p), BracketStatus::Finished(q))
                    if p.candidate == q.candidate
                        && p.alteration == q.alteration
                        && p.pairs == q.pairs
                        && p.downfloaters == q.downfloaters
                        && p.evaluation == q.evaluation => {}
                (p, q) => c.failures.push(format!(
                    "{at} bracket {}: unpruned {p:?}\npruned {q:?}",
                    x.index
                )),
            }
            // the skipped runs count their candidates: the trace numbers
            // them as the whole sequence does
            if y.generated != x.generated {
                c.failures.push(format!(
                    "{at} bracket {}: {} generated pruned, {} unpruned",
                    x.index, y.generated, x.generated
                ));
            }
            if y.examined > x.examined {
                c.failures.push(format!(
                    "{at} bracket {}: {} examined pruned, {} unpruned",
                    x.index, y.examined, x.examined
                ));
            }
        }
    }
    println!(
        "{}: players ≤ {max_players}, budget {budget}/bracket: {} rounds, {} compared ({} brackets), {} finished only when pruned; {} candidates skipped; examined {} unpruned → {} pruned",
        dir.display(),
        c.rounds,
        c.compared,
        c.brackets,
        c.only_pruned,
        c.pruned,
        c.examined.0,
        c.examined.1
    );
    assert!(
        c.failures.is_empty(),
        "the 2017 pruning changed the search:\n{}",
        c.failures.join("\n")
    );
    c
}

#[test]
fn dutch2017_pruning_accepts_what_the_whole_sequence_accepts_on_the_sample() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/corpus/dutch-2017");
    let c = compare(&dir, 40, 50_000);
    assert!(c.compared > 20, "{c:?}");
    // the pruning was used, and saved work
    assert!(c.pruned > 0, "nothing pruned");
    assert!(c.examined.1 < c.examined.0, "{:?}", c.examined);
}

#[test]
fn dutch2017_pruning_accepts_what_the_whole_sequence_accepts_on_the_shared_corpus() {
    let Some(dir) = crate::support::shared_corpus("dutch-2017") else {
        return;
    };
    let c = compare(&dir, 16, 50_000);
    assert!(c.compared > 0 && c.pruned > 0, "{c:?}");
}
