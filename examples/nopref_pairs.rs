//! Developer tool: lists pairs of the corpus where neither player has a colour
//! preference (art. 5.2.5 decides), with candidate features, to study the rule.
use pocket_arbiter::dutch::rules2026;
use pocket_arbiter::model::Colour;
use pocket_arbiter::trf::read::read_str;

fn main() {
    let dir = std::env::args()
        .nth(1)
        .unwrap_or("../shared/corpus/dutch-2026".into());
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    files.sort();
    for f in files {
        let t = read_str(&std::fs::read_to_string(&f).unwrap())
            .unwrap()
            .tournament;
        if t.players.len() > 100 {
            continue;
        }
        for r in t.complete_rounds() {
            if r == 1 {
                continue;
            }
            let exp = t.recorded_pairing(r);
            let Ok(o) = rules2026::pair(&t.for_pairing_round(r), r) else {
                continue;
            };
            let ctx = &o.context;
            let idx = |tpn| ctx.players.iter().position(|p| p.tpn == tpn).unwrap();
            for b in &exp.boards {
                let (w, bl) = (idx(b.white), idx(b.black));
                if ctx.players[w].preference.is_some() || ctx.players[bl].preference.is_some() {
                    continue;
                }
                let (hi, lo) = if w < bl { (w, bl) } else { (bl, w) };
                let hi_white = hi == w;
                let init_white = t.initial_colour == Colour::White;
                // does higher get the initial colour?
                let gets_initial = hi_white == init_white;
                // bracket S1 index and board number
                let board = exp.boards.iter().position(|x| x == b).unwrap() + 1;
                let mut s1i = 0;
                let mut bsn = 0;
                for br in &o.brackets {
                    if let Some(k) = br
                        .pairs
                        .iter()
                        .position(|&(a, c)| (a == hi && c == lo) || (a == lo && c == hi))
                    {
                        s1i = k + 1;
                    }
                    let all: Vec<usize> = br.mdps.iter().chain(&br.residents).copied().collect();
                    if let Some(k) = all.iter().position(|&x| x == hi) {
                        bsn = k + 1;
                    }
                }
                let unpl_hi = ctx.players[hi].unplayed_rounds;
                println!("{} r{} hi {} lo {} gets_initial {} hi_rank {} lo_rank {} s1i {} board {} bsn {} floats_hi {:?} floats_lo {:?} unpl {} {}",
                    f.file_name().unwrap().to_string_lossy(), r, ctx.players[hi].tpn.0, ctx.players[lo].tpn.0, gets_initial as u8, hi + 1, lo + 1, s1i, board, bsn,
                    ctx.players[hi].floats, ctx.players[lo].floats, unpl_hi, ctx.players[lo].unplayed_rounds);
            }
        }
    }
}
