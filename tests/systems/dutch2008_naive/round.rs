//! A whole round: brackets from the highest score down (C: "en commençant
//! par le plus haut niveau"), C1 incompatible players, C12 backtracking,
//! C13 collapsing of the lowest brackets, then colours (E1–E5) and the
//! board order (F1).

use super::bracket::{Bracket, Ctx, Input, Mode, Outcome, Pid, Skip};
use super::facts::present;
use pocket_arbiter::model::{Board, Colour, Pairing, Tournament, Tpn};
use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering::Relaxed};

/// What the naive implementation says about a round.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Naive {
    Paired(Pairing),
    /// No pairing satisfies the absolute criteria.
    NoPairing,
    /// The enumeration went over its work limit: no answer.
    Skipped,
}

/// How often the rarer parts of the procedure ran (for the cross-check's
/// report: they must be exercised).
pub struct Stats {
    pub c12: AtomicU64,
    pub c13: AtomicU64,
    pub merges: AtomicU64,
}

pub static STATS: Stats = Stats {
    c12: AtomicU64::new(0),
    c13: AtomicU64::new(0),
    merges: AtomicU64::new(0),
};

/// Candidate steps allowed per round before giving up.
pub const DEFAULT_LIMIT: u64 = 3_000_000;

/// Pairs round `round` of `t` by the 2008 text.
pub fn pair(t: &Tournament, round: u32) -> Naive {
    pair_with_limit(t, round, DEFAULT_LIMIT)
}

pub fn pair_with_limit(t: &Tournament, round: u32, limit: u64) -> Naive {
    let ctx = Ctx::new(present(t, round), round % 2 == 1, limit);
    match pair_ctx(&ctx) {
        Err(Skip) => Naive::Skipped,
        Ok(None) => Naive::NoPairing,
        Ok(Some((pairs, bye))) => Naive::Paired(publish(&ctx, t, round, &pairs, bye)),
    }
}

/// A bracket as paired.
#[derive(Debug, Clone)]
struct Run {
    /// The players moved down into it (before C1).
    carry_in: Vec<Pid>,
    input: Input,
    /// Players C1 floated down before C2.
    floated: Vec<Pid>,
    outcome: Outcome,
}

impl Run {
    fn carry_out(&self) -> Vec<Pid> {
        let mut c: Vec<Pid> = self
            .floated
            .iter()
            .chain(&self.outcome.down)
            .copied()
            .collect();
        c.sort_unstable();
        c
    }
}

type Paired = (Vec<(Pid, Pid)>, Option<Pid>);

fn pair_ctx(ctx: &Ctx) -> Result<Option<Paired>, Skip> {
    if ctx.f.is_empty() {
        return Ok(Some((Vec::new(), None)));
    }
    // A3: one bracket per score, highest first (pids are in A2 order).
    let mut groups: Vec<Vec<Pid>> = Vec::new();
    for p in 0..ctx.f.len() {
        match groups.last_mut() {
            Some(g) if ctx.f[g[0]].score == ctx.f[p].score => g.push(p),
            _ => groups.push(vec![p]),
        }
    }
    let nb = groups.len();
    let mut runs: Vec<Run> = Vec::new();
    let mut carry: Vec<Pid> = Vec::new();
    let mut c12_done = vec![false; nb];
    let mut i = 0;
    while i < nb {
        let lowest = i + 1 == nb;
        match bracket(
            ctx,
            &carry,
            &groups[i],
            lowest,
            &mut c12_done[i],
            runs.last(),
        )? {
            Step::Done(run) => {
                if std::env::var("NAIVE_DEBUG").is_ok() {
                    let tp = |v: &[Pid]| v.iter().map(|&p| ctx.f[p].tpn).collect::<Vec<_>>();
                    eprintln!(
                        "bracket {i}: mdps {:?} res {:?} floated {:?} pairs {:?} down {:?}",
                        tp(&run.input.mdps),
                        tp(&run.input.res),
                        tp(&run.floated),
                        run.outcome
                            .pairs
                            .iter()
                            .map(|&(a, b)| (ctx.f[a].tpn, ctx.f[b].tpn))
                            .collect::<Vec<_>>(),
                        tp(&run.outcome.down)
                    );
                }
                carry = run.carry_out();
                runs.push(run);
                i += 1;
            }
            Step::Backtracked(outcome) => {
                // C12: the previous bracket takes another pairing.
                if let Some(prev) = runs.last_mut() {
                    prev.outcome = outcome;
                    carry = prev.carry_out();
                }
            }
            Step::LowestFailed => {
                STATS.c13.fetch_add(1, Relaxed);
                if std::env::var("NAIVE_DEBUG").is_ok() {
                    eprintln!("bracket {i}: lowest failed, C13");
                }
                return c13(ctx, &groups, &runs);
            }
        }
    }
    let mut pairs = Vec::new();
    let mut bye = None;
    for r in &runs {
        pairs.extend(r.outcome.pairs.iter().copied());
    }
    if let Some(last) = runs.last() {
        bye = last.outcome.down.first().copied();
    }
    Ok(Some((pairs, bye)))
}

enum Step {
    Done(Run),
    Backtracked(Outcome),
    LowestFailed,
}

fn sorted(mut v: Vec<Pid>) -> Vec<Pid> {
    v.sort_unstable();
    v
}

/// C1: a player with no opponent in the bracket under B1 (and B2, except
/// with a topscorer).
fn incompatible(ctx: &Ctx, players: &[Pid], p: Pid) -> bool {
    players.iter().all(|&q| q == p || !ctx.compatible(p, q))
}

/// C1 in the lowest bracket (R29): a player who may be exempt (B1b) in an
/// odd lowest bracket is not incompatible.
fn incompatible_in(ctx: &Ctx, players: &[Pid], p: Pid, lowest: bool) -> bool {
    incompatible(ctx, players, p) && !(lowest && players.len() % 2 == 1 && !ctx.f[p].bye_blocked)
}

/// R27: residents (and, after C12 failed, MDPs) without an opponent float
/// down one at a time, in A2 order, until none is left.
fn c1_float(ctx: &Ctx, mdps: &mut Vec<Pid>, res: &mut Vec<Pid>) -> Vec<Pid> {
    let mut floated = Vec::new();
    loop {
        let all = sorted(mdps.iter().chain(res.iter()).copied().collect());
        let Some(&p) = all.iter().find(|&&p| incompatible(ctx, &all, p)) else {
            return floated;
        };
        mdps.retain(|&x| x != p);
        res.retain(|&x| x != p);
        floated.push(p);
    }
}

fn bracket(
    ctx: &Ctx,
    carry: &[Pid],
    residents: &[Pid],
    lowest: bool,
    c12_done: &mut bool,
    prev: Option<&Run>,
) -> Result<Step, Skip> {
    let mut mdps = carry.to_vec();
    let mut res = residents.to_vec();
    let all = sorted(mdps.iter().chain(res.iter()).copied().collect());
    // C1 first bullet: an incompatible MDP → C12 (R20: any bracket with MDPs).
    if mdps.iter().any(|&m| incompatible_in(ctx, &all, m, lowest)) && !*c12_done {
        if let Some(prev) = prev {
            *c12_done = true;
            if let Some(o) = c12(ctx, prev, residents, lowest)? {
                STATS.c12.fetch_add(1, Relaxed);
                return Ok(Step::Backtracked(o));
            }
        }
    }
    // C1 third bullet (Q4: not in the lowest bracket, whose failure is C13).
    let floated = if lowest {
        Vec::new()
    } else {
        c1_float(ctx, &mut mdps, &mut res)
    };
    let input = Input {
        mdps,
        res,
        lowest,
        merged: None,
    };
    let b = Bracket::new(ctx, &input);
    // R20/Q1: the ladder exhausted the first time (M1 = M0, P1 = P0) → C12,
    // for every bracket with MDPs (also one treated as homogeneous, R19).
    if !input.mdps.is_empty() && !*c12_done {
        if let Some(prev) = prev {
            if b.first(Mode::StageZero)?.is_none() {
                *c12_done = true;
                if let Some(o) = c12(ctx, prev, residents, lowest)? {
                    STATS.c12.fetch_add(1, Relaxed);
                    return Ok(Step::Backtracked(o));
                }
            }
        }
    }
    Ok(match b.first(Mode::First)? {
        Some((_, _, outcome)) => Step::Done(Run {
            carry_in: carry.to_vec(),
            input,
            floated,
            outcome,
        }),
        None => Step::LowestFailed,
    })
}

/// C12 with R20: the previous bracket's later candidates, in order, that
/// move down another set of the same size with which this bracket is paired
/// by C1–C10 alone (MDP pairs and remainder, no C14 step).
fn c12(ctx: &Ctx, prev: &Run, residents: &[Pid], lowest: bool) -> Result<Option<Outcome>, Skip> {
    let now = sorted(prev.outcome.down.clone());
    let stream = Bracket::new(ctx, &prev.input).all()?;
    let mut seen = HashSet::new();
    for (_, _, o) in stream {
        let down = sorted(o.down.clone());
        if down == now || down.len() != now.len() || !seen.insert(down.clone()) {
            continue;
        }
        // R20 (16:25): the bracket with the new MDPs is paired by C1–C10
        // (any ladder step) without C12/C13/C14: its stage 0.
        let mut mdps: Vec<Pid> = sorted(prev.floated.iter().chain(&down).copied().collect());
        let mut res = residents.to_vec();
        let all = sorted(mdps.iter().chain(res.iter()).copied().collect());
        if lowest {
            // C1 in the lowest bracket leads to C13: not paired by C1–C10.
            if all.iter().any(|&p| incompatible_in(ctx, &all, p, true)) {
                continue;
            }
        } else {
            // C1 third bullet: players without an opponent float down.
            c1_float(ctx, &mut mdps, &mut res);
        }
        let input = Input {
            mdps,
            res,
            lowest,
            merged: None,
        };
        if Bracket::new(ctx, &input).first(Mode::StageZero)?.is_some() {
            return Ok(Some(o));
        }
    }
    Ok(None)
}

/// Can these players all be paired (B1, B2 but for topscorers), with a
/// bye-eligible player left over if odd (B1b)?
fn pairable(ctx: &Ctx, players: &[Pid]) -> bool {
    fn go(
        ctx: &Ctx,
        pl: &[Pid],
        mask: u32,
        odd_left: bool,
        memo: &mut HashMap<(u32, bool), bool>,
    ) -> bool {
        let n = pl.len();
        let Some(i) = (0..n).find(|&i| mask & (1 << i) == 0) else {
            return true;
        };
        if let Some(&v) = memo.get(&(mask, odd_left)) {
            return v;
        }
        let mut ok = false;
        if odd_left && !ctx.f[pl[i]].bye_blocked {
            ok = go(ctx, pl, mask | (1 << i), false, memo);
        }
        if !ok {
            for j in i + 1..n {
                if mask & (1 << j) == 0
                    && ctx.compatible(pl[i], pl[j])
                    && go(ctx, pl, mask | (1 << i) | (1 << j), odd_left, memo)
                {
                    ok = true;
                    break;
                }
            }
        }
        memo.insert((mask, odd_left), ok);
        ok
    }
    go(ctx, players, 0, players.len() % 2 == 1, &mut HashMap::new())
}

/// C13 with R21: the lowest bracket could not be paired. The lowest bracket
/// spans the score levels k..=last (k = last until the first merge).
fn c13(ctx: &Ctx, groups: &[Vec<Pid>], runs: &[Run]) -> Result<Option<Paired>, Skip> {
    let last = groups.len() - 1;
    let lsb = |k: usize, carry: &[Pid]| -> Input {
        if k == last {
            Input {
                mdps: carry.to_vec(),
                res: groups[last].clone(),
                lowest: true,
                merged: None,
            }
        } else {
            // R21 (16:25): a merged lowest bracket receiving a new MDP set D
            // from a re-paired penultimate level: MDPs = D ∪ the residents of
            // the levels merged into it; residents = the original lowest level.
            Input {
                mdps: sorted(
                    carry
                        .iter()
                        .chain(groups[k..last].iter().flatten())
                        .copied()
                        .collect(),
                ),
                res: groups[last].clone(),
                lowest: true,
                merged: Some(groups[last].len()),
            }
        }
    };
    let mut k = last;
    loop {
        if k == 0 {
            return Ok(None);
        }
        let pen = k - 1;
        let prev = &runs[pen];
        let stream = Bracket::new(ctx, &prev.input).all()?;
        let mut seen = HashSet::new();
        for (_stage, _key, o) in stream {
            if o.pairs.is_empty() {
                // P = 0 in the penultimate bracket: the merge below.
                continue;
            }
            let down = sorted(o.down.clone());
            if !seen.insert(down.clone()) {
                continue;
            }
            if std::env::var("NAIVE_DEBUG").is_ok() {
                let tp = |v: &[Pid]| v.iter().map(|&p| ctx.f[p].tpn).collect::<Vec<_>>();
                eprintln!(
                    "C13 candidate of {pen}: stage {_stage} key {_key:?} pairs {:?} down {:?}",
                    o.pairs
                        .iter()
                        .map(|&(a, b)| (ctx.f[a].tpn, ctx.f[b].tpn))
                        .collect::<Vec<_>>(),
                    tp(&down)
                );
            }
            let new_carry = sorted(prev.floated.iter().chain(&down).copied().collect());
            let input = lsb(k, &new_carry);
            let everyone: Vec<Pid> = input.mdps.iter().chain(&input.res).copied().collect();
            if !pairable(ctx, &everyone) {
                continue;
            }
            if let Some((_, _, lo)) = Bracket::new(ctx, &input).first(Mode::First)? {
                if std::env::var("NAIVE_DEBUG").is_ok() {
                    eprintln!("C13: penultimate {pen} re-paired (lowest from level {k})");
                }
                let mut pairs: Vec<(Pid, Pid)> = runs[..pen]
                    .iter()
                    .flat_map(|r| r.outcome.pairs.iter().copied())
                    .collect();
                pairs.extend(o.pairs.iter().copied());
                pairs.extend(lo.pairs.iter().copied());
                return Ok(Some((pairs, lo.down.first().copied())));
            }
        }
        // The two lowest brackets become one (C13), its MDPs the players of
        // the penultimate level.
        k = pen;
        STATS.merges.fetch_add(1, Relaxed);
        if std::env::var("NAIVE_DEBUG").is_ok() {
            eprintln!("C13: merge, lowest from level {k}");
        }
        // The merge (C13, R21): MDPs = the penultimate level's players (its
        // residents and the MDPs it received), residents = all below.
        let input = Input {
            mdps: sorted(prev.carry_in.iter().chain(&groups[k]).copied().collect()),
            res: groups[k + 1..].iter().flatten().copied().collect(),
            lowest: true,
            merged: Some(groups[last].len()),
        };
        let everyone: Vec<Pid> = input.mdps.iter().chain(&input.res).copied().collect();
        if std::env::var("NAIVE_DEBUG").is_ok() {
            let tp = |v: &[Pid]| v.iter().map(|&p| ctx.f[p].tpn).collect::<Vec<_>>();
            eprintln!(
                "C13 merged: mdps {:?} res {:?} pairable {}",
                tp(&input.mdps),
                tp(&input.res),
                pairable(ctx, &everyone)
            );
        }
        if pairable(ctx, &everyone) {
            if let Some((_, _, lo)) = Bracket::new(ctx, &input).first(Mode::First)? {
                let mut pairs: Vec<(Pid, Pid)> = runs[..pen]
                    .iter()
                    .flat_map(|r| r.outcome.pairs.iter().copied())
                    .collect();
                pairs.extend(lo.pairs.iter().copied());
                return Ok(Some((pairs, lo.down.first().copied())));
            }
        }
    }
}

/// E1–E5 with R23: (white, black).
fn colours(ctx: &Ctx, t: &Tournament, round: u32, a: Pid, b: Pid) -> (Pid, Pid) {
    let (hi, lo) = if a < b { (a, b) } else { (b, a) };
    let (fh, fl) = (&ctx.f[hi], &ctx.f[lo]);
    let give = |p: Pid, c: Colour| {
        let other = if p == hi { lo } else { hi };
        match c {
            Colour::White => (p, other),
            Colour::Black => (other, p),
        }
    };
    match (fh.pref, fl.pref) {
        (None, None) => {
            // E5 (round 1: odd positions of S1 get the lot's colour); later
            // rounds, Q3: by the higher player's TPN parity.
            let odd = if round == 1 {
                hi % 2 == 0
            } else {
                fh.tpn % 2 == 1
            };
            let c = if odd {
                t.initial_colour
            } else {
                t.initial_colour.opposite()
            };
            give(hi, c)
        }
        // E1 (A7.f: the opponent's preference is granted).
        (Some((c, _)), None) => give(hi, c),
        (None, Some((c, _))) => give(lo, c),
        (Some((ch, sh)), Some((cl, sl))) => {
            if ch != cl {
                return give(hi, ch); // E1
            }
            if sh != sl {
                // E2
                return if sh > sl { give(hi, ch) } else { give(lo, cl) };
            }
            // E3: the latest round (F3 sequences, from the end) where they
            // had different colours; each takes the other colour.
            let (ch_seq, cl_seq) = (&fh.colours, &fl.colours);
            for k in 1..=ch_seq.len().min(cl_seq.len()) {
                let x = ch_seq[ch_seq.len() - k];
                let y = cl_seq[cl_seq.len() - k];
                if x != y {
                    return give(hi, x.opposite());
                }
            }
            // E4: the higher player gets his preference.
            give(hi, ch)
        }
    }
}

/// Colours and F1 board order (R24); the bye last.
fn publish(
    ctx: &Ctx,
    t: &Tournament,
    round: u32,
    pairs: &[(Pid, Pid)],
    bye: Option<Pid>,
) -> Pairing {
    let mut boards: Vec<(Pid, Pid)> = pairs
        .iter()
        .map(|&(a, b)| colours(ctx, t, round, a, b))
        .collect();
    let score = |p: Pid| ctx.f[p].score;
    boards.sort_by_key(|&(w, b)| {
        let higher = w.min(b);
        (
            std::cmp::Reverse(score(higher)),
            std::cmp::Reverse(score(w) + score(b)),
            higher,
        )
    });
    Pairing {
        boards: boards
            .into_iter()
            .map(|(w, b)| Board {
                white: Tpn(ctx.f[w].tpn),
                black: Tpn(ctx.f[b].tpn),
            })
            .collect(),
        bye: bye.map(|p| Tpn(ctx.f[p].tpn)),
    }
}
