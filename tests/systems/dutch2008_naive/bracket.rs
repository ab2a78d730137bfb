//! One score bracket ("niveau de points") paired by C2–C14, candidate after
//! candidate in the text's order.
//!
//! The literal procedure walks the C10 ladder level by level and, at each
//! level, the candidates in the order of D3 (sets of moved-down players),
//! D1 (transpositions of S2), C9 (back to the next transposition when the
//! remainder fails) and D2 (exchanges, then transpositions again), taking
//! the first candidate that meets the level's requirements. Every level
//! only relaxes requirements ("drop" = no longer checked, R10 b; X and Z are
//! counters), so a candidate is acceptable from its own first level on; the
//! first candidate the walk accepts is therefore the one with the smallest
//! (first level where it is acceptable, position in the order). This module
//! computes exactly that: it enumerates the candidates of one C14 stage (P1,
//! M1, X1, Z1 fixed) in order, and gives each its first ladder level. It
//! prunes only candidates that break an absolute criterion (B1, B2, B1b's
//! bye), which no level accepts.

use super::facts::{Facts, Float, Strength};
use super::order::{exchanges, mdp_sets, Exchange};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;

/// A player: his A2 rank among the players of the round (index into `Ctx::f`).
pub type Pid = usize;

/// The search gave up (too many candidates for a naive enumeration).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Skip;

/// The round being paired.
pub struct Ctx {
    pub f: Vec<Facts>,
    /// The round to pair is odd (A7.d, C3.c, C10.e/f) or even (A7.e, Z).
    pub odd_round: bool,
    pub work: Cell<u64>,
    pub limit: u64,
    exchanges: ExchangeCache,
}

impl Ctx {
    pub fn new(f: Vec<Facts>, odd_round: bool, limit: u64) -> Ctx {
        Ctx {
            f,
            odd_round,
            work: Cell::new(0),
            limit,
            exchanges: RefCell::new(HashMap::new()),
        }
    }

    fn tick(&self) -> Result<(), Skip> {
        let w = self.work.get() + 1;
        self.work.set(w);
        if w > self.limit {
            Err(Skip)
        } else {
            Ok(())
        }
    }

    /// B1a with F2: they played a game against each other.
    pub fn played(&self, a: Pid, b: Pid) -> bool {
        self.f[a].opponents.contains(&self.f[b].tpn)
    }

    /// B1 and B2 (B2 waived for a pair with a topscorer, R22): the test of
    /// C1 and of C13's "can the lowest bracket be paired".
    pub fn compatible(&self, a: Pid, b: Pid) -> bool {
        if self.played(a, b) {
            return false;
        }
        !matches!(
            (self.f[a].pref, self.f[b].pref),
            (Some((ca, Strength::Absolute)), Some((cb, Strength::Absolute)))
                if ca == cb && !self.f[a].topscorer && !self.f[b].topscorer
        )
    }

    fn exchanges(&self, s1: usize, s2: usize) -> std::rc::Rc<Vec<Exchange>> {
        self.exchanges
            .borrow_mut()
            .entry((s1, s2))
            .or_insert_with(|| std::rc::Rc::new(exchanges(s1, s2)))
            .clone()
    }
}

/// What a candidate does against the relaxable requirements.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Profile {
    /// B2 broken by a pair with a topscorer (C10.g).
    b2: bool,
    /// A7.d: two strong-or-absolute preferences for the same colour (R5).
    a7d: bool,
    /// The same in a pair with a topscorer: waived with B2 at C10.g (R30).
    a7d_top: bool,
    /// Pairs not meeting both preferences (R7).
    x: u32,
    /// Pairs not meeting both strong preferences (R6, R7; even rounds).
    z: u32,
    b5d: bool,
    b6d: bool,
    b5u: bool,
    b6u: bool,
}

impl Profile {
    fn add(&mut self, o: Profile) {
        self.b2 |= o.b2;
        self.a7d |= o.a7d;
        self.a7d_top |= o.a7d_top;
        self.x += o.x;
        self.z += o.z;
        self.b5d |= o.b5d;
        self.b6d |= o.b6d;
        self.b5u |= o.b5u;
        self.b6u |= o.b6u;
    }
}

/// The first ladder level where a candidate is acceptable, as the C10
/// counter reads it from the outside in: B2 (g), A7.d (f), X then Z (e),
/// B5 down (d), B6 down (c), B5 up (b), B6 up (a); 0 = in force.
pub type Level = (u8, u8, u32, u32, u8, u8, u8, u8);

/// Candidate order inside a stage: (level, D3 set and MDP transposition,
/// D4 B3 factor, exchange and transposition of the homogeneous part).
pub type Key = (Level, u64, i64, u64);

/// One C14 stage.
#[derive(Debug, Clone, Copy)]
struct Stage {
    homog: bool,
    p1: usize,
    m1: usize,
    x1: u32,
    z1: u32,
    reached_remainder: bool,
}

/// The players given to a bracket.
#[derive(Debug, Clone)]
pub struct Input {
    /// Moved down from above (A3), or the penultimate level of a collapsed
    /// lowest bracket (C13 last line).
    pub mdps: Vec<Pid>,
    pub res: Vec<Pid>,
    pub lowest: bool,
    /// A lowest bracket made by C13 collapses (D4 applies): the number of
    /// players of the original lowest score group ("le nombre initial de
    /// joueurs du LSB", D4; R21 "the original lowest players").
    pub merged: Option<usize>,
}

/// How far to search.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// The first stage that has a candidate.
    First,
    /// Stage 0 only (P1 = P0, M1 = M0).
    StageZero,
    /// Every candidate of every stage (for C12/C13).
    All,
}

/// A bracket's pairing: its pairs and the players it moves down (the
/// lowest bracket: the bye receiver).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub pairs: Vec<(Pid, Pid)>,
    pub down: Vec<Pid>,
}

pub struct Bracket<'c> {
    ctx: &'c Ctx,
    players: Vec<Pid>,
    mdps: Vec<Pid>,
    is_mdp: Vec<bool>,
    lowest: bool,
    d4: bool,
    hetero: bool,
    p0: usize,
    x1: u32,
    z1: u32,
    min_score: i64,
}

type Visit<'v> = dyn FnMut(usize, Key, &[(Pid, Pid)], &[Pid]) -> Result<bool, Skip> + 'v;
/// Called with each acceptable candidate of a stage; `true` stops the stage.
type StageVisit<'v> = dyn FnMut(Key, &[(Pid, Pid)], &[Pid]) -> Result<bool, Skip> + 'v;
type ExchangeCache = RefCell<HashMap<(usize, usize), std::rc::Rc<Vec<Exchange>>>>;

impl<'c> Bracket<'c> {
    pub fn new(ctx: &'c Ctx, input: &Input) -> Bracket<'c> {
        let mut players: Vec<Pid> = input.mdps.iter().chain(&input.res).copied().collect();
        players.sort_unstable();
        let mut mdps = input.mdps.clone();
        mdps.sort_unstable();
        let n = players.len();
        // A3, R19: a bracket with at least 50 % moved-down players is paired
        // as homogeneous; a collapsed lowest bracket (D4, R21) when the
        // players from the penultimate level are at least as many as the
        // original lowest bracket's.
        let hetero = !mdps.is_empty()
            && match input.merged {
                None => 2 * mdps.len() < n,
                Some(original) => mdps.len() < original,
            };
        let mut is_mdp = vec![false; ctx.f.len()];
        if hetero {
            for &m in &mdps {
                is_mdp[m] = true;
            }
        }
        let (x1, z1) = budgets(ctx, &players);
        let min_score = players
            .iter()
            .map(|&p| ctx.f[p].score as i64)
            .min()
            .unwrap_or(0);
        Bracket {
            ctx,
            players,
            mdps,
            is_mdp,
            lowest: input.lowest,
            d4: input.lowest && input.merged.is_some(),
            hetero,
            p0: n / 2,
            x1,
            z1,
            min_score,
        }
    }

    /// The first candidate (C6 accepted) of the first stage that has one.
    pub fn first(&self, mode: Mode) -> Result<Option<(usize, Key, Outcome)>, Skip> {
        let mut best: Option<(usize, Key, Outcome)> = None;
        self.run(mode, &mut |stage, key, pairs, down| {
            let better = match &best {
                None => true,
                Some((s, k, _)) => (stage, key) < (*s, *k),
            };
            if better {
                best = Some((
                    stage,
                    key,
                    Outcome {
                        pairs: pairs.to_vec(),
                        down: down.to_vec(),
                    },
                ));
            }
            Ok(false)
        })?;
        Ok(best)
    }

    /// Every candidate of every stage, in stream order (stage, key).
    pub fn all(&self) -> Result<Vec<(usize, Key, Outcome)>, Skip> {
        let mut out = Vec::new();
        self.run(Mode::All, &mut |stage, key, pairs, down| {
            out.push((
                stage,
                key,
                Outcome {
                    pairs: pairs.to_vec(),
                    down: down.to_vec(),
                },
            ));
            Ok(false)
        })?;
        out.sort_by_key(|a| (a.0, a.1));
        Ok(out)
    }

    fn run(&self, mode: Mode, visit: &mut Visit) -> Result<(), Skip> {
        let mut st = Stage {
            homog: !self.hetero,
            p1: self.p0,
            m1: if self.hetero { self.mdps.len() } else { 0 },
            x1: self.x1,
            z1: self.z1,
            reached_remainder: false,
        };
        let mut idx = 0;
        loop {
            let mut found = false;
            let mut stop = false;
            let floor_stage = (
                0u8,
                0u8,
                st.x1,
                if self.ctx.odd_round { 0 } else { st.z1 },
                0u8,
                0u8,
                0u8,
                0u8,
            );
            let d4 = self.d4;
            let reached = self.search_stage(&st, &mut |key, pairs, down| {
                found = true;
                let s = visit(idx, key, pairs, down)?;
                // Inside a later stage the floor is that stage's X1/Z1.
                let at_floor = !d4 && key.0 == floor_stage;
                stop = s || (mode != Mode::All && at_floor);
                Ok(stop)
            })?;
            st.reached_remainder |= reached;
            if found && mode != Mode::All {
                return Ok(());
            }
            if mode == Mode::StageZero {
                return Ok(());
            }
            if !self.c14(&mut st) {
                return Ok(());
            }
            idx += 1;
        }
    }

    /// C14 (and C13's first sentence for the lowest bracket): the next stage,
    /// or `false` when there is none.
    fn c14(&self, st: &mut Stage) -> bool {
        let back_to_homogeneous = |st: &mut Stage| {
            // C14.b2 with R12/Q2: M1 = 0, homogeneous, P1 = P0, C2's X1/Z1.
            st.m1 = 0;
            st.homog = true;
            st.p1 = self.p0;
            st.x1 = self.x1;
            st.z1 = self.z1;
        };
        if self.lowest {
            // R21: the lowest bracket pairs everybody; if heterogeneous it
            // reduces M1 as in C14.b2, otherwise C13.
            if st.homog {
                return false;
            }
            if st.m1 > 1 {
                st.m1 -= 1;
            } else {
                back_to_homogeneous(st);
            }
            return true;
        }
        if st.homog {
            // C14.a
            if st.p1 == 0 {
                return false;
            }
            st.p1 -= 1;
            if st.p1 > 0 {
                st.x1 = st.x1.saturating_sub(1);
                st.z1 = st.z1.saturating_sub(1);
            }
            // P1 = 0: the whole bracket moves down (a stage with no pairs).
            return true;
        }
        if st.reached_remainder && st.p1 > st.m1 {
            // C14.b1 with R13.
            st.p1 -= 1;
            st.x1 = st.x1.saturating_sub(1);
            st.z1 = st.z1.saturating_sub(1);
        } else if st.m1 > 1 {
            // C14.b2
            st.m1 -= 1;
        } else {
            back_to_homogeneous(st);
        }
        true
    }

    /// Returns whether the remainder was reached (an MDP pairing meeting the
    /// absolute criteria, so C6 accepts it at the ladder's loosest level).
    fn search_stage(&self, st: &Stage, visit: &mut StageVisit) -> Result<bool, Skip> {
        if st.homog {
            let mut pairs = Vec::new();
            let mut order = 0;
            self.search_homogeneous(
                &self.players,
                st.p1,
                st,
                Profile::default(),
                false,
                0,
                &mut pairs,
                &mut order,
                visit,
            )?;
            return Ok(false);
        }
        // Heterogeneous: C4 S1 = the M1 MDPs chosen by D3 (R16), S2 = all
        // the other players (R15); D1.2 transpositions of S2, only the first
        // M1 paired; then the remainder (C6) with P = P1 − M1.
        let mut reached = false;
        let mut outer: u64 = 0;
        for set in mdp_sets(self.mdps.len(), st.m1) {
            let s1: Vec<Pid> = set.iter().map(|&i| self.mdps[i - 1]).collect();
            let s2: Vec<Pid> = self
                .players
                .iter()
                .copied()
                .filter(|p| !s1.contains(p))
                .collect();
            let mut used = vec![false; s2.len()];
            let mut pairs = Vec::new();
            let stop = self.mdp_prefix(
                st,
                &s1,
                &s2,
                &mut used,
                &mut pairs,
                Profile::default(),
                &mut outer,
                &mut reached,
                visit,
            )?;
            if stop {
                break;
            }
        }
        Ok(reached)
    }

    /// D1.2: the transpositions of S2 in lexicographic order, each prefix of
    /// length |S1| once (R17).
    #[allow(clippy::too_many_arguments)]
    fn mdp_prefix(
        &self,
        st: &Stage,
        s1: &[Pid],
        s2: &[Pid],
        used: &mut Vec<bool>,
        pairs: &mut Vec<(Pid, Pid)>,
        prof: Profile,
        outer: &mut u64,
        reached: &mut bool,
        visit: &mut StageVisit,
    ) -> Result<bool, Skip> {
        if pairs.len() == s1.len() {
            *outer += 1;
            *reached = true;
            let remainder: Vec<Pid> = s2
                .iter()
                .zip(used.iter())
                .filter(|(_, u)| !**u)
                .map(|(p, _)| *p)
                .collect();
            let mut order = 0;
            return self.search_homogeneous(
                &remainder,
                st.p1 - st.m1,
                st,
                prof,
                true,
                *outer,
                pairs,
                &mut order,
                visit,
            );
        }
        let a = s1[pairs.len()];
        for j in 0..s2.len() {
            if used[j] {
                continue;
            }
            self.ctx.tick()?;
            let b = s2[j];
            let Some(pp) = self.pair_profile(a, b, true) else {
                continue;
            };
            let mut next = prof;
            next.add(pp);
            used[j] = true;
            pairs.push((a, b));
            let stop = self.mdp_prefix(st, s1, s2, used, pairs, next, outer, reached, visit)?;
            pairs.pop();
            used[j] = false;
            if stop {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// A homogeneous bracket or remainder: C4 S1 = the `p` highest, S2 the
    /// rest; D2 exchanges (none first), after each S1/S2 re-sorted (A2) and
    /// the transpositions of S2 (D1.1) in lexicographic order.
    #[allow(clippy::too_many_arguments)]
    fn search_homogeneous(
        &self,
        pl: &[Pid],
        p: usize,
        st: &Stage,
        base: Profile,
        check_up: bool,
        outer: u64,
        pairs: &mut Vec<(Pid, Pid)>,
        order: &mut u64,
        visit: &mut StageVisit,
    ) -> Result<bool, Skip> {
        let (s1, s2) = pl.split_at(p.min(pl.len()));
        let exchanges = self.ctx.exchanges(s1.len(), s2.len());
        let start = pairs.len();
        for ex in exchanges.iter() {
            // Numbers 1..=|S1| are S1, then S2 (R1: positions, not TPNs).
            let number = |k: usize| {
                if k <= s1.len() {
                    s1[k - 1]
                } else {
                    s2[k - 1 - s1.len()]
                }
            };
            let out1: Vec<Pid> = ex.from_s1.iter().map(|&k| number(k)).collect();
            let out2: Vec<Pid> = ex.from_s2.iter().map(|&k| number(k)).collect();
            let mut ns1: Vec<Pid> = s1
                .iter()
                .copied()
                .filter(|x| !out1.contains(x))
                .chain(out2.iter().copied())
                .collect();
            let mut ns2: Vec<Pid> = s2
                .iter()
                .copied()
                .filter(|x| !out2.contains(x))
                .chain(out1.iter().copied())
                .collect();
            ns1.sort_unstable();
            ns2.sort_unstable();
            let mut used = vec![false; ns2.len()];
            let stop = self.homog_prefix(
                st, &ns1, &ns2, &mut used, pairs, start, base, check_up, outer, order, visit,
            )?;
            if stop {
                return Ok(true);
            }
        }
        Ok(false)
    }

    #[allow(clippy::too_many_arguments)]
    fn homog_prefix(
        &self,
        st: &Stage,
        s1: &[Pid],
        s2: &[Pid],
        used: &mut Vec<bool>,
        pairs: &mut Vec<(Pid, Pid)>,
        start: usize,
        prof: Profile,
        check_up: bool,
        outer: u64,
        order: &mut u64,
        visit: &mut StageVisit,
    ) -> Result<bool, Skip> {
        let k = pairs.len() - start;
        if k == s1.len() {
            *order += 1;
            let down: Vec<Pid> = s2
                .iter()
                .zip(used.iter())
                .filter(|(_, u)| !**u)
                .map(|(p, _)| *p)
                .collect();
            let mut prof = prof;
            for &d in &down {
                let f = &self.ctx.f[d];
                // B1b (R3, R14): the bye receiver.
                if self.lowest && f.bye_blocked {
                    return Ok(false);
                }
                // B5/B6 for downfloaters (R26, R14).
                prof.b5d |= f.floats[0] == Float::Down;
                prof.b6d |= f.floats[1] == Float::Down;
            }
            if self.lowest && down.len() > 1 {
                return Ok(false);
            }
            let Some(level) = self.level(&prof, st) else {
                return Ok(false);
            };
            let b3 = if self.d4 {
                self.b3_factor(&pairs[start..], &down)
            } else {
                0
            };
            return visit((level, outer, b3, *order), pairs, &down);
        }
        let a = s1[k];
        for j in 0..s2.len() {
            if used[j] {
                continue;
            }
            self.ctx.tick()?;
            let b = s2[j];
            let Some(pp) = self.pair_profile(a, b, check_up) else {
                continue;
            };
            let mut next = prof;
            next.add(pp);
            used[j] = true;
            pairs.push((a, b));
            let stop = self.homog_prefix(
                st, s1, s2, used, pairs, start, next, check_up, outer, order, visit,
            )?;
            pairs.pop();
            used[j] = false;
            if stop {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// D4: Σ (score difference)² over the pairs, the bye counting as a game
    /// against one point less than the lowest player of the bracket.
    fn b3_factor(&self, pairs: &[(Pid, Pid)], down: &[Pid]) -> i64 {
        let s = |p: Pid| self.ctx.f[p].score as i64;
        let mut sum: i64 = pairs.iter().map(|&(a, b)| (s(a) - s(b)).pow(2)).sum();
        for &d in down {
            sum += (s(d) - (self.min_score - 10)).pow(2);
        }
        sum
    }

    /// The first ladder level of a candidate in stage `st` (`None`: more
    /// colour violations than X can ever reach, P1).
    fn level(&self, p: &Profile, st: &Stage) -> Option<Level> {
        let x = p.x.max(st.x1);
        if x as usize > st.p1 {
            return None;
        }
        let z = if self.ctx.odd_round {
            0
        } else {
            p.z.max(st.z1)
        };
        // R30: a topscorer pair's A7.d is dropped with B2 (C10.g) as well as
        // with A7.d (C10.f).
        let a7d = p.a7d || (p.a7d_top && !p.b2);
        Some((
            p.b2 as u8,
            a7d as u8,
            x,
            z,
            p.b5d as u8,
            p.b6d as u8,
            p.b5u as u8,
            p.b6u as u8,
        ))
    }

    /// One pair: `None` if B1a or B2 (no topscorer) forbids it.
    fn pair_profile(&self, a: Pid, b: Pid, check_up: bool) -> Option<Profile> {
        if self.ctx.played(a, b) {
            return None;
        }
        let (fa, fb) = (&self.ctx.f[a], &self.ctx.f[b]);
        let mut pr = Profile::default();
        if let (Some((ca, sa)), Some((cb, sb))) = (fa.pref, fb.pref) {
            if ca == cb {
                if sa == Strength::Absolute && sb == Strength::Absolute {
                    // B2; waived only with a topscorer at C10.g (R22).
                    if fa.topscorer || fb.topscorer {
                        pr.b2 = true;
                    } else {
                        return None;
                    }
                } else {
                    pr.x = 1;
                    if sa >= Strength::Strong && sb >= Strength::Strong {
                        if self.ctx.odd_round {
                            if fa.topscorer || fb.topscorer {
                                pr.a7d_top = true;
                            } else {
                                pr.a7d = true;
                            }
                        } else {
                            pr.z = 1;
                        }
                    }
                }
            }
        }
        // B5/B6 for upfloaters (R26): in a heterogeneous bracket, the
        // lower-scored player of a pair of different scores.
        if check_up && fa.score != fb.score {
            let r = if fa.score > fb.score { fb } else { fa };
            pr.b5u = r.floats[0] == Float::Up;
            pr.b6u = r.floats[1] == Float::Up;
        }
        Some(pr)
    }
}

/// A8 with R8: X1 and Z1 over the bracket's players.
fn budgets(ctx: &Ctx, players: &[Pid]) -> (u32, u32) {
    use pocket_arbiter::model::Colour;
    let p0 = (players.len() / 2) as i64;
    let (mut big_w, mut big_b, mut w, mut b, mut a) = (0i64, 0i64, 0i64, 0i64, 0i64);
    for &p in players {
        let f = &ctx.f[p];
        match f.pref {
            None => a += 1,
            Some((c, s)) => {
                let mild_even = !ctx.odd_round && s == Strength::Mild && f.unplayed % 2 == 1;
                match (mild_even, c) {
                    (true, Colour::White) => w += 1,
                    (true, Colour::Black) => b += 1,
                    (false, Colour::White) => big_w += 1,
                    (false, Colour::Black) => big_b += 1,
                }
            }
        }
    }
    let x1 = if big_b + b > big_w + w {
        p0 - big_w - w - a
    } else {
        p0 - big_b - b - a
    };
    let z1 = if big_b > big_w {
        p0 - big_w - b - w - a
    } else {
        p0 - big_b - b - w - a
    };
    (
        x1.max(0) as u32,
        if ctx.odd_round { 0 } else { z1.max(0) as u32 },
    )
}
