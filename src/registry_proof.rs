//! Test builds only: a stand-in system (`src/systems/stand_in.rs`) added with
//! its module and its two registry entries and nothing else, then used
//! through every layer that lists the systems: the TRF reader and writer,
//! the generator, the checker, the standings, the new-tournament and
//! settings forms, and the command line.

use crate::model::settings::SettingsForm;
use crate::model::{SystemKind, Tpn};
use crate::systems::{engine, pair_round, REGISTRY};
use crate::trf::{read_str, write, TrfFlavour};

fn generated() -> crate::model::Tournament {
    let cfg = crate::generate::GeneratorConfig {
        players: 7,
        rounds: 3,
        system: SystemKind::StandIn,
        ..Default::default()
    };
    let g = crate::generate::generate(&cfg, pair_round).expect("generated");
    assert!(g.stopped.is_none());
    g.tournament
}

#[test]
fn the_registry_lists_the_stand_in() {
    assert!(SystemKind::ALL.contains(&SystemKind::StandIn));
    assert_eq!(SystemKind::from_id("stand-in"), Some(SystemKind::StandIn));
    assert_eq!(
        SystemKind::from_id("stand-in-alias"),
        Some(SystemKind::StandIn)
    );
    assert_eq!(engine(SystemKind::StandIn).kind(), SystemKind::StandIn);
    assert_eq!(REGISTRY.len(), SystemKind::ALL.len());
}

#[test]
fn it_pairs_generates_writes_reads_and_checks() {
    let t = generated();
    // Round 1 by the stand-in's own rule: 1-2, 3-4, 5-6, the bye to 7.
    let r1 = t.recorded_pairing(1);
    let boards: Vec<(u32, u32)> = r1.boards.iter().map(|b| (b.white.0, b.black.0)).collect();
    let mut sorted = boards.clone();
    sorted.sort_unstable();
    assert_eq!(sorted, vec![(1, 2), (3, 4), (5, 6)]);
    assert_eq!(r1.bye, Some(Tpn(7)));

    // TRF: the 192 code names the stand-in and reads back as it.
    let text = write(&t, TrfFlavour::Trf2026);
    assert!(text.contains("TEST_STAND_IN"), "{text}");
    let back = read_str(&text).expect("reads back");
    assert_eq!(back.declared_system, Some(SystemKind::StandIn));
    assert_eq!(back.tournament.system, SystemKind::StandIn);

    // The checker re-pairs every round through the registry: all agree.
    let checks = crate::checker::check_rounds(&back.tournament, pair_round);
    assert_eq!(checks.len(), 3);
    assert!(checks.iter().all(|c| c.agrees()));

    // The standings offer tie-breaks (its facts say so) and rank everyone.
    let s = crate::standings::standings(&back.tournament, 3, &crate::standings::DEFAULT_TIEBREAKS);
    assert_eq!(s.rows.len(), 7);
}

#[test]
fn the_forms_accept_its_id() {
    let t = crate::store::NewTournament {
        name: "Stand-in open".into(),
        rounds: "5".into(),
        system: "stand-in".into(),
    }
    .build()
    .expect("the form accepts the id");
    assert_eq!(t.system, SystemKind::StandIn);
    let mut form = SettingsForm::from_tournament(&t);
    assert_eq!(form.system, "stand-in");
    // Its facts offer no acceleration: the settings refuse Baku.
    form.baku = true;
    let mut t2 = t.clone();
    assert!(form.apply(&mut t2).is_err());
}

#[cfg(not(target_arch = "wasm32"))]
#[test]
fn the_command_line_pairs_with_it() {
    let mut t = generated();
    // Keep rounds 1-2 only: the CLI pairs round 3.
    for p in &mut t.players {
        p.rounds.truncate(2);
    }
    let path = std::env::temp_dir().join(format!("stand-in-{}.trf", std::process::id()));
    std::fs::write(&path, write(&t, TrfFlavour::Trf2026)).expect("temp file");
    let expected = pair_round(&t, 3).expect("pairs").to_reference_format();
    for system in ["stand-in", "auto"] {
        let (mut out, mut err) = (Vec::new(), Vec::new());
        let code = crate::cli::run(
            [
                "pocket-arbiter",
                "pair",
                "--system",
                system,
                path.to_str().unwrap_or_default(),
            ],
            &mut out,
            &mut err,
        );
        assert_eq!(code, 0, "{}", String::from_utf8_lossy(&err));
        assert_eq!(String::from_utf8_lossy(&out), expected);
    }
    let (mut out, mut err) = (Vec::new(), Vec::new());
    crate::cli::run(["pocket-arbiter", "pair", "--help"], &mut out, &mut err);
    assert!(String::from_utf8_lossy(&out).contains("stand-in"));
    let _ = std::fs::remove_file(path);
}
