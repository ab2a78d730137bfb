//! Developer tool: prints a round's players and brackets as the engine sees them.
//! `cargo run --release --example explain_round -- FILE.trf ROUND [dutch-2017]`
//! (a file under a `dutch-2017` folder is paired under the 2017 rules).

use pocket_arbiter::dutch::{rules2017, rules2026};
use pocket_arbiter::model::SystemKind;
use pocket_arbiter::trf::read::read_str;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let text = std::fs::read_to_string(&args[1]).expect("file");
    let round: u32 = args[2].parse().expect("round");
    let t = read_str(&text).expect("trf").tournament;
    let expected = t.recorded_pairing(round);
    let d = t.for_pairing_round(round);
    let dutch2017 = t.system == SystemKind::Dutch2017
        || args.get(3).is_some_and(|s| s == "dutch-2017")
        || args[1].contains("dutch-2017");
    let o = if dutch2017 {
        rules2017::pair(&d, round)
    } else {
        rules2026::pair(&d, round)
    }
    .expect("pairing");
    let ctx = &o.context;
    for (i, p) in ctx.players.iter().enumerate() {
        println!(
            "{i:3} tpn {:3} score {:>4} pref {:?} cols {:?} floats {:?} elig {} unpl {}",
            p.tpn.0,
            p.pairing_score,
            p.preference.map(|x| (x.colour, x.strength)),
            p.colours.0,
            p.floats,
            p.pab_eligible,
            p.unplayed_rounds
        );
    }
    for b in &o.brackets {
        let tp = |v: &[usize]| v.iter().map(|&i| ctx.players[i].tpn.0).collect::<Vec<_>>();
        println!(
            "bracket {:?} mdps {:?} residents {:?} limbo {:?} pairs {:?} down {:?}",
            b.scope,
            tp(&b.mdps),
            tp(&b.residents),
            tp(&b.limbo),
            b.pairs
                .iter()
                .map(|&(a, c)| (ctx.players[a].tpn.0, ctx.players[c].tpn.0))
                .collect::<Vec<_>>(),
            tp(&b.downfloaters)
        );
    }
    println!("expected:\n{}", expected.to_reference_format());
    println!("got:\n{}", o.pairing.to_reference_format());
    println!("initial colour {:?}", ctx.initial_colour);
    for (b, r) in o.pairing.boards.iter().zip(&o.colour_rules) {
        println!("{} {} {:?}", b.white, b.black, r);
    }
}
