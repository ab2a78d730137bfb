//! The `pair` command on a few hundred mutated files: it must always end
//! with 0, 1, 2 or 3 (never a panic, 101), say why on stderr when it does
//! not succeed, and never hang.

use crate::common;

use pocket_arbiter::rng::SplitMix64;
use std::io::Read;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const RUNS: usize = 300;
const TIME_LIMIT: Duration = Duration::from_secs(30);

#[test]
fn pair_survives_mutated_files() {
    let seeds = common::seeds();
    let mut rng = SplitMix64::new(0xC11_F022);
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-fuzz");
    std::fs::create_dir_all(&dir).expect("tmp dir");
    let mut codes = [0usize; 4];
    for i in 0..RUNS {
        let base = &seeds[rng.below(seeds.len() as u64) as usize];
        // Half byte-level mutations, half valid variants that reach the system.
        let input = match (i % 2, pocket_arbiter::trf::read_bytes(base)) {
            (0, Ok(o)) => {
                let t = common::valid_variant(&mut rng, &o.tournament);
                pocket_arbiter::trf::write(&t, pocket_arbiter::trf::TrfFlavour::Trf2026)
                    .into_bytes()
            }
            _ => common::mutate(&mut rng, base),
        };
        let path = dir.join(format!("input-{i}.trf"));
        std::fs::write(&path, &input).expect("write input");
        let mut child = Command::new(env!("CARGO_BIN_EXE_pocket-arbiter"))
            .args(["pair", "--system", "dutch-2026"])
            .arg(&path)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("spawn");
        let start = Instant::now();
        let status = loop {
            if let Some(s) = child.try_wait().expect("wait") {
                break s;
            }
            if start.elapsed() > TIME_LIMIT {
                let _ = child.kill();
                panic!("{}: pair hung for {TIME_LIMIT:?}", path.display());
            }
            std::thread::sleep(Duration::from_millis(2));
        };
        let mut err = String::new();
        if let Some(mut s) = child.stderr.take() {
            let _ = s.read_to_string(&mut err);
        }
        let code = status.code().unwrap_or(-1);
        assert!(
            (0..=3).contains(&code),
            "{}: exit {code}\n{err}",
            path.display()
        );
        assert!(
            code == 0 || !err.trim().is_empty(),
            "{}: exit {code} without a message",
            path.display()
        );
        assert!(
            !err.contains("panicked") && !err.contains("internal error"),
            "{}: {err}",
            path.display()
        );
        if let Some(c) = codes.get_mut(code as usize) {
            *c += 1;
        }
        let _ = std::fs::remove_file(&path);
    }
    eprintln!("pair exit codes 0/1/2/3: {codes:?}");
}
