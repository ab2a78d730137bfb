//! C1–C14: one bracket ("niveau de points") paired as the text says.

use super::colour::{a8_1992, budgets, violations};
use super::context::Ctx;
use super::exchange;
use super::ladder::Ladder;
use super::mdp;
use super::memo::{LookAheadMemo, RemainderMemo};
use super::search::{Leaf, OutOfBudget, Problem};
use super::trace::{C1Route, Criterion, Event, Rejection, Sink};
use super::transposition::{index_of_prefix, nth};
use crate::model::Tpn;
use crate::swiss::{Float, Strength};
use std::cell::Cell;
use std::rc::Rc;

/// At most this many passed-over transpositions are traced per range.
pub const TRACE_RANGE: u64 = 12;

/// n!, if it fits.
fn factorial(n: usize) -> Option<u64> {
    (1..=n as u64).try_fold(1u64, |a, k| a.checked_mul(k))
}

/// A bracket to pair: its players in A2 order, which of them were moved
/// down, whether it is the lowest, whether it is a merged lowest (C13, D4).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Level {
    pub players: Vec<usize>,
    pub mdps: Vec<usize>,
    pub lowest: bool,
    pub merged: bool,
    /// A merged lowest bracket (C13): the number of players of the original
    /// lowest bracket, against which D4 decides homogeneous (reading R21).
    pub original_lsb: Option<usize>,
    /// The old texts: the lowest bracket with no bracket left above it
    /// (C13 joined them all), so C13 cannot be repeated and C14 applies
    /// (reading O12).
    pub alone: bool,
}

/// A bracket's accepted pairing.
#[derive(Debug, Clone, Default)]
pub struct Outcome {
    pub pairs: Vec<(usize, usize)>,
    /// Players moved to the next bracket (or, in the lowest, the bye).
    pub down: Vec<usize>,
}

/// How a bracket's procedure ended.
#[derive(Debug, Clone)]
pub enum End {
    Done(Outcome),
    /// C12: backtrack into the previous bracket.
    C12,
    /// C13: the lowest bracket cannot be paired.
    C13,
    /// With a look-ahead filter: no candidate passes it.
    Exhausted,
}

/// A look-ahead on the players a candidate moves down (C12, C13).
#[derive(Debug, Clone)]
pub enum Filter {
    None,
    /// C12: another set of the same size, with which the next bracket
    /// (its residents `next`, with `upper` counted as moved down, as in
    /// `level`) can be paired without reducing P (reading R20).
    C12 {
        original: Vec<usize>,
        next: Level,
    },
    /// C13: the lowest bracket can be paired with them (reading R21).
    C13 {
        lowest: Vec<usize>,
    },
    /// C13 of the 1992–2006 texts: another set moved down (of any size),
    /// with which the lowest bracket (its players `next`) can be paired by
    /// its own procedure, not only under B1/B2 (reading O12).
    C13Old {
        original: Vec<usize>,
        next: Level,
    },
}

/// The procedure's state for one round.
pub struct Engine<'a> {
    pub ctx: &'a Ctx,
    pub sink: &'a mut dyn Sink,
    pub nodes: Rc<Cell<u64>>,
    pub limit: u64,
    /// > 0 while a look-ahead runs (nothing recorded).
    quiet: u32,
    /// C12's look-ahead: the ladder only, no C12/C13/C14 after it.
    no_reduce: bool,
    look_ahead: LookAheadMemo<Level>,
}

/// B5 (the same float as last round) and B6 (as two rounds before) for a
/// player who would float `dir`, each while the ladder keeps it (C3.e–h,
/// dropped by C10.a–d).
fn float_rejection(p: &super::context::Player, dir: Float, l: &Ladder) -> Option<Rejection> {
    let up = dir == Float::Up;
    let (b5, b6) = if up {
        (Criterion::B5Up, Criterion::B6Up)
    } else {
        (Criterion::B5Down, Criterion::B6Down)
    };
    if l.on(b5) && p.float_before(1) == Some(dir) {
        return Some(Rejection::B5 { player: p.tpn, up });
    }
    if l.on(b6) && p.float_before(2) == Some(dir) {
        return Some(Rejection::B6 { player: p.tpn, up });
    }
    None
}

fn tpns(ctx: &Ctx, v: &[usize]) -> Vec<Tpn> {
    v.iter().map(|&i| ctx.players[i].tpn).collect()
}

impl<'a> Engine<'a> {
    pub fn new(ctx: &'a Ctx, sink: &'a mut dyn Sink, limit: u64) -> Engine<'a> {
        Engine {
            ctx,
            sink,
            nodes: Rc::new(Cell::new(0)),
            limit,
            quiet: 0,
            no_reduce: false,
            look_ahead: LookAheadMemo::default(),
        }
    }

    fn tracing(&self) -> bool {
        self.quiet == 0 && self.sink.on()
    }

    fn emit(&mut self, e: impl FnOnce(&Ctx) -> Event) {
        if self.tracing() {
            let ev = e(self.ctx);
            self.sink.push(ev);
        }
    }

    fn candidate(&mut self, e: impl FnOnce(&Ctx) -> Event) {
        if self.tracing() {
            let ev = e(self.ctx);
            self.sink.candidate(ev);
        }
    }

    /// Both prefer colour `c` with at least strength `min`.
    fn same(&self, a: usize, b: usize, min: Strength) -> bool {
        let (pa, pb) = (&self.ctx.players[a], &self.ctx.players[b]);
        matches!((pa.wants(min), pb.wants(min)), (Some(x), Some(y)) if x == y)
    }

    fn topscorer_pair(&self, a: usize, b: usize) -> bool {
        self.ctx.players[a].topscorer || self.ctx.players[b].topscorer
    }

    /// B1a, and B2 unless the pair involves a topscorer (C1; reading R22).
    pub fn absolute_ok(&self, a: usize, b: usize) -> bool {
        self.ctx.compatible(a, b)
            && (self.topscorer_pair(a, b) || !self.same(a, b, Strength::Absolute))
    }

    /// Why the pair may not be made under the requirements in force, if
    /// it may not. `het`: the bracket is heterogeneous (B5/B6 for
    /// upfloaters, C3.g/h; reading R26).
    fn pair_rejection(&self, a: usize, b: usize, l: &Ladder, het: bool) -> Option<Rejection> {
        let ctx = self.ctx;
        let t = |i: usize| ctx.players[i].tpn;
        if !ctx.compatible(a, b) {
            return Some(Rejection::B1aRematch { a: t(a), b: t(b) });
        }
        // B2, and A7.d in odd rounds (reading R5).
        let b2 = l.on(Criterion::B2Topscorers) || !self.topscorer_pair(a, b);
        let a7d = !ctx.even_round() && l.on(Criterion::A7d) && ctx.text.a7d;
        let min = if a7d {
            Strength::Strong
        } else {
            Strength::Absolute
        };
        if b2 && self.same(a, b, min) {
            return Some(Rejection::B2SameAbsolute {
                a: t(a),
                b: t(b),
                a7d: a7d && !self.same(a, b, Strength::Absolute),
            });
        }
        if het {
            let (pa, pb) = (&ctx.players[a], &ctx.players[b]);
            if pa.score != pb.score {
                let up = if pa.score < pb.score { pa } else { pb };
                return float_rejection(up, Float::Up, l);
            }
        }
        None
    }

    /// Why `i` may not be left unpaired (moved down, or the bye in the
    /// lowest bracket: readings R14, R26).
    fn down_rejection(&self, i: usize, l: &Ladder, lowest: bool) -> Option<Rejection> {
        let p = &self.ctx.players[i];
        if lowest && !p.bye_ok {
            return Some(Rejection::B1bBye { player: p.tpn });
        }
        float_rejection(p, Float::Down, l)
    }

    /// Why a whole candidate fails (for the trace).
    #[allow(clippy::too_many_arguments)]
    fn candidate_rejection(
        &self,
        pairs: &[(usize, usize)],
        unpaired: &[usize],
        l: &Ladder,
        het: bool,
        lowest: bool,
        x_left: u32,
        z_left: u32,
    ) -> Option<Rejection> {
        let (mut x, mut z) = (0, 0);
        for &(a, b) in pairs {
            if let Some(r) = self.pair_rejection(a, b, l, het) {
                return Some(r);
            }
            let (dx, dz) = violations(self.ctx, a, b);
            x += dx;
            z += dz;
        }
        if x > x_left {
            return Some(Rejection::XBudget {
                x: x_left,
                needed: x,
            });
        }
        if z > z_left {
            return Some(Rejection::ZBudget {
                z: z_left,
                needed: z,
            });
        }
        unpaired
            .iter()
            .find_map(|&i| self.down_rejection(i, l, lowest))
    }

    /// C1 until no incompatible player is left, then C2–C14.
    pub fn pair_level(
        &mut self,
        lv: &Level,
        c12_allowed: bool,
        filter: &Filter,
    ) -> Result<End, OutOfBudget> {
        let mut players = lv.players.clone();
        let mut mdps = lv.mdps.clone();
        let mut moved = Vec::new();
        // C1 (reading R27). In an odd lowest bracket a player who may be
        // exempt needs no opponent (reading R29).
        let mut c1: Vec<(usize, C1Route)> = Vec::new();
        let mut early = None;
        // The old texts' C1 asks for "a player for whom no opponent can be
        // found": the bye is no opponent; and in the lowest bracket C1
        // leads to C13 only when the bracket cannot be paired (O12).
        let old = !self.ctx.text.ladder_reinstates;
        loop {
            let odd_lowest = lv.lowest && players.len() % 2 == 1 && !old;
            let bad = players.iter().copied().find(|&a| {
                let exempt_ok = odd_lowest && self.ctx.players[a].bye_ok;
                let has_opponent = players.iter().any(|&b| b != a && self.absolute_ok(a, b));
                !exempt_ok && !has_opponent
            });
            let Some(a) = bad else { break };
            let is_mdp = mdps.contains(&a);
            if old && lv.lowest && !(is_mdp && c12_allowed) {
                break;
            }
            let route = if is_mdp && c12_allowed {
                C1Route::C12
            } else if lv.lowest {
                C1Route::C13
            } else {
                C1Route::MovedDown
            };
            c1.push((a, route));
            match route {
                C1Route::C12 => early = Some(End::C12),
                C1Route::C13 => early = Some(End::C13),
                C1Route::MovedDown => {
                    players.retain(|&p| p != a);
                    mdps.retain(|&p| p != a);
                    moved.push(a);
                    continue;
                }
            }
            break;
        }
        let n = players.len();
        let m0 = mdps.len();
        // A3 (reading R19); D4 for a merged lowest bracket.
        let homogeneous = m0 == 0
            || match lv.original_lsb {
                // D4: as many from the penultimate level as the LSB had.
                Some(k) => m0 >= k,
                None => self.ctx.text.half_is_homogeneous && 2 * m0 >= n,
            };
        let p0 = (n / 2) as u32;
        let (x1, z1) = budgets(self.ctx, &players);
        // The bracket as entered (all its players), its C2 values after C1.
        self.emit(|c| Event::BracketEntered {
            top: lv
                .players
                .first()
                .map(|&i| c.players[i].score)
                .unwrap_or_default(),
            bottom: lv
                .players
                .last()
                .map(|&i| c.players[i].score)
                .unwrap_or_default(),
            homogeneous,
            lowest: lv.lowest,
            players: tpns(c, &lv.players),
            p0,
            m0: m0 as u32,
            x1,
            z1,
        });
        for (a, route) in c1 {
            self.emit(|c| Event::C1Incompatible {
                player: c.players[a].tpn,
                to: route,
            });
        }
        if let Some(end) = early {
            return Ok(end);
        }
        let sub = Level {
            players,
            mdps,
            lowest: lv.lowest,
            merged: lv.merged,
            original_lsb: lv.original_lsb,
            alone: lv.alone,
        };
        let end = if homogeneous {
            self.homogeneous_level(&sub, x1, z1, c12_allowed, filter, &moved)?
        } else {
            self.heterogeneous_level(&sub, x1, z1, c12_allowed, filter, &moved)?
        };
        Ok(end)
    }

    /// The old texts: a bracket with moved-down players that A3 treats as
    /// homogeneous (or C13 joined) still pairs players of different scores,
    /// and B5/B6 apply to the lower one's upfloat; they are dropped at the
    /// text's upfloat step (2006 C9, French C10), the only place the texts
    /// drop them (reading O13). 2008 keeps them to heterogeneous brackets
    /// (reading R26).
    fn up_floats_in_homogeneous(&self, lv: &Level) -> bool {
        !self.ctx.text.ladder_reinstates && !lv.mdps.is_empty()
    }

    fn applies(&self, c: Criterion, het: bool, lv: &Level, p1: u32) -> bool {
        match c {
            Criterion::B6Up | Criterion::B5Up => het,
            Criterion::B6Down | Criterion::B5Down => lv.players.len() > 2 * p1 as usize,
            Criterion::A7d => !self.ctx.even_round() && self.ctx.text.a7d,
            Criterion::B2Topscorers => lv.players.iter().any(|&i| self.ctx.players[i].topscorer),
        }
    }

    /// A homogeneous bracket: C3–C10 at each P1, C12/C13, C14.a.
    fn homogeneous_level(
        &mut self,
        lv: &Level,
        mut x1: u32,
        mut z1: Option<u32>,
        c12_allowed: bool,
        filter: &Filter,
        moved: &[usize],
    ) -> Result<End, OutOfBudget> {
        let mut p1 = (lv.players.len() / 2) as u32;
        let mut carried: Option<Ladder> = None;
        loop {
            let start = carried.take().unwrap_or_else(|| {
                Ladder::new(
                    self.ctx.text.ladder,
                    self.ctx.text.ladder_reinstates,
                    x1,
                    self.ladder_z(z1),
                    p1,
                )
            });
            let mut ladder = start.clone();
            let b3_least = self.least_b3(&lv.players, &[], p1 as usize, lv.lowest);
            let done =
                self.least_b3_stage(&lv.players, p1, b3_least, filter, |s, b3, f, quiet| {
                    let mut scratch = start.clone();
                    let walked = if quiet { &mut scratch } else { &mut ladder };
                    s.homogeneous_ladder(lv, p1, &start, b3, f, moved, walked)
                })?;
            if let Some(o) = done {
                return Ok(End::Done(o));
            }
            if self.no_reduce {
                return Ok(End::Exhausted);
            }
            // C12 is "in case of a heterogeneous group"; the old texts'
            // A3 treats a bracket with at least half moved down "as
            // though it was homogeneous" throughout (reading O12).
            if c12_allowed && !lv.mdps.is_empty() && self.ctx.text.ladder_reinstates {
                return Ok(End::C12);
            }
            if lv.lowest {
                // C13; a lowest bracket with a smaller p would leave more
                // than the bye.
                return Ok(End::C13);
            }
            // C14.a
            p1 = p1.saturating_sub(1);
            if p1 == 0 {
                // C13: P reaching 0 in the penultimate level means no pairing
                // there lets the lowest be paired: the levels merge (R21).
                if !matches!(filter, Filter::None) {
                    return Ok(End::Exhausted);
                }
                self.emit(|_| Event::C14WholeBracketDown);
                let mut down: Vec<usize> = lv.players.clone();
                down.extend_from_slice(moved);
                if !self.filter_ok(filter, &down)? {
                    return Ok(End::Exhausted);
                }
                return Ok(End::Done(Outcome {
                    pairs: Vec::new(),
                    down,
                }));
            }
            x1 = x1.saturating_sub(1);
            z1 = z1.map(|z| z.saturating_sub(1));
            if !self.ctx.text.ladder_reinstates {
                // The old C14: the drops stay (reading O7).
                let next = ladder.after_c14(p1);
                (x1, z1) = (next.x, next.z);
                carried = Some(next);
            }
            self.emit(|_| Event::C14Reduce { p1, m1: 0, x1, z1 });
        }
    }

    /// A heterogeneous bracket: C3–C10 with D3 sets, the remainder, C9,
    /// C12/C13, C14.b.
    fn heterogeneous_level(
        &mut self,
        lv: &Level,
        mut x1: u32,
        mut z1: Option<u32>,
        c12_allowed: bool,
        filter: &Filter,
        moved: &[usize],
    ) -> Result<End, OutOfBudget> {
        if !self.ctx.text.ladder_reinstates {
            return self.heterogeneous_old(lv, x1, z1, c12_allowed, filter, moved);
        }
        let (c2_x1, c2_z1) = (x1, z1);
        let p0 = (lv.players.len() / 2) as u32;
        let mut p1 = p0;
        let mut m1 = lv.mdps.len() as u32;
        let mut reached = false;
        loop {
            let mut ladder = Ladder::new(
                self.ctx.text.ladder,
                self.ctx.text.ladder_reinstates,
                x1,
                z1,
                p1,
            );
            if let Some(o) = self.heterogeneous_ladder(
                lv,
                (m1, p1),
                &mut ladder,
                u32::MAX,
                filter,
                moved,
                &mut reached,
            )? {
                return Ok(End::Done(o));
            }
            if self.no_reduce {
                return Ok(End::Exhausted);
            }
            if c12_allowed {
                return Ok(End::C12);
            }
            if reached && p1 > m1 && !lv.lowest {
                // C14.b1 (reading R13).
                p1 -= 1;
                x1 = x1.saturating_sub(1);
                z1 = z1.map(|z| z.saturating_sub(1));
            } else if m1 > 1 {
                // C14.b2 (and C13's first sentence in the lowest bracket).
                m1 -= 1;
            } else {
                // C14.b2: M1 = 0, homogeneous, P1 = P0, "C2.b": X1 and Z1
                // as C2 computes them (reading R12).
                let (x1, z1) = (c2_x1, c2_z1);
                self.emit(|_| Event::C14Reduce {
                    p1: p0,
                    m1: 0,
                    x1,
                    z1,
                });
                return self.homogeneous_level(lv, x1, z1, false, filter, moved);
            }
            self.emit(|_| Event::C14Reduce { p1, m1, x1, z1 });
        }
    }

    /// A heterogeneous bracket under the 1992–2006 texts (reading O7):
    /// C3–C11 with p = M (S1 = the moved-down players), then C12 or C13,
    /// then C14: "decrease p by 1 … restart at C4" with S1 = the p highest
    /// players (C4) and every other player, moved down or not, in S2; at
    /// each p the remainder, "a homogeneous remainder group" paired from
    /// C2, reduces its own p first (its C14). The drops of C9–C11 stay.
    /// p = 0: the whole bracket moves down.
    fn heterogeneous_old(
        &mut self,
        lv: &Level,
        x1: u32,
        z1: Option<u32>,
        c12_allowed: bool,
        filter: &Filter,
        moved: &[usize],
    ) -> Result<End, OutOfBudget> {
        let n = lv.players.len() as u32;
        let m0 = lv.mdps.len() as u32;
        let p0 = n / 2;
        let mut ladder = Ladder::new(self.ctx.text.ladder, false, x1, self.ladder_z(z1), p0);
        let mut reached = false;
        let mut first = true;
        for m1 in (1..=m0).rev() {
            for p_rem in (0..=(n - 2 * m1) / 2).rev() {
                let p1 = m1 + p_rem;
                if lv.lowest && n > 2 * p1 + 1 {
                    // The lowest bracket leaves at most the bye.
                    continue;
                }
                let b3_least =
                    self.least_b3(&lv.players, &lv.mdps[..m1 as usize], p1 as usize, lv.lowest);
                if !first {
                    ladder = ladder.after_c14(p1);
                    self.emit(|_| Event::C14Reduce {
                        p1,
                        m1,
                        x1: ladder.x,
                        z1: ladder.z,
                    });
                }
                let start = ladder.clone();
                let done =
                    self.least_b3_stage(&lv.players, p1, b3_least, filter, |s, b3, f, quiet| {
                        let mut scratch = start.clone();
                        let mut scratch_reached = reached;
                        let (walked, reached) = if quiet {
                            (&mut scratch, &mut scratch_reached)
                        } else {
                            ladder = start.clone();
                            (&mut ladder, &mut reached)
                        };
                        s.heterogeneous_ladder(lv, (m1, p1), walked, b3, f, moved, reached)
                    })?;
                if let Some(o) = done {
                    return Ok(End::Done(o));
                }
                if first {
                    first = false;
                    if self.no_reduce {
                        return Ok(End::Exhausted);
                    }
                    if c12_allowed {
                        return Ok(End::C12);
                    }
                    if lv.lowest && !lv.alone {
                        return Ok(End::C13);
                    }
                }
            }
        }
        if lv.lowest {
            return Ok(End::C13);
        }
        // C14: p = 0.
        if !matches!(filter, Filter::None) {
            return Ok(End::Exhausted);
        }
        self.emit(|_| Event::C14WholeBracketDown);
        let mut down: Vec<usize> = lv.players.clone();
        down.extend_from_slice(moved);
        Ok(End::Done(Outcome {
            pairs: Vec::new(),
            down,
        }))
    }

    /// The S1/S2 problem with the requirements in force.
    #[allow(clippy::too_many_arguments)]
    fn problem<'p>(
        &self,
        s1: &'p [usize],
        s2: &'p [usize],
        l: &Ladder,
        het: bool,
        must_pair_s2: Option<bool>,
        (x_left, z_left, b3_left): (u32, u32, u32),
    ) -> Problem<'p> {
        let m = s2.len();
        let mut legal = vec![false; s1.len() * m];
        let mut cost = vec![(0, 0); s1.len() * m];
        let mut b3 = vec![0; s1.len() * m];
        for (i, &a) in s1.iter().enumerate() {
            for (j, &b) in s2.iter().enumerate() {
                legal[i * m + j] = self.pair_rejection(a, b, l, het).is_none();
                cost[i * m + j] = violations(self.ctx, a, b);
                b3[i * m + j] = self.score_difference(a, b);
            }
        }
        let must = s2
            .iter()
            .map(|&j| match must_pair_s2 {
                Some(lowest) => self.down_rejection(j, l, lowest).is_some(),
                None => false,
            })
            .collect();
        Problem {
            s1,
            s2,
            legal,
            cost,
            must,
            x_left,
            z_left,
            b3,
            b3_left,
        }
    }

    /// The ladder's Z: the old texts count BAF 77's allowance from x
    /// ([`Self::budget_of`]), not as a budget of its own.
    fn ladder_z(&self, z1: Option<u32>) -> Option<u32> {
        if self.ctx.text.ladder_reinstates {
            z1
        } else {
            None
        }
    }

    /// (X, Z, B3) a group may use under the ladder. 2008: the ladder's X
    /// and Z. The old texts: x of A8 over the group raised as many times
    /// as C11 did, and (BAF 77, reading O8) at most x − (mild preferences
    /// for the more wanted colour) disturbed pairs of two strong
    /// preferences; nothing binds after C14 (reading O7).
    fn budget_of(&self, players: &[usize], l: &Ladder, b3_left: u32) -> (u32, u32, u32) {
        const FREE: u32 = 1 << 20;
        if self.ctx.text.ladder_reinstates {
            return (l.x, l.z_left(), b3_left);
        }
        let Some(raised) = l.raised() else {
            return (FREE, FREE, b3_left);
        };
        self.budget_raised(players, raised, b3_left)
    }

    /// [`Self::budget_of`] after `raised` increments of x (old texts).
    fn budget_raised(&self, players: &[usize], raised: u32, b3_left: u32) -> (u32, u32, u32) {
        const FREE: u32 = 1 << 20;
        let (x, mild) = a8_1992(self.ctx, players);
        let x = x + raised;
        let z = if self.ctx.z_round() {
            x.saturating_sub(mild)
        } else {
            FREE
        };
        (x, z, b3_left)
    }

    /// One homogeneous stage (a value of p): C4–C8 at each step of the
    /// ladder from `start` (C9–C11); `ladder` ends at the last step.
    #[allow(clippy::too_many_arguments)]
    fn homogeneous_ladder(
        &mut self,
        lv: &Level,
        p1: u32,
        start: &Ladder,
        b3_left: u32,
        filter: &Filter,
        moved: &[usize],
        ladder: &mut Ladder,
    ) -> Result<Option<Outcome>, OutOfBudget> {
        *ladder = start.clone();
        loop {
            self.emit(|_| Event::C3Requirements {
                p: p1,
                x: ladder.x,
                z: ladder.z,
                dropped: ladder.dropped(),
            });
            if let Some(o) = self.homogeneous_step(
                &lv.players,
                p1 as usize,
                ladder,
                self.budget_of(&lv.players, ladder, b3_left),
                lv,
                false,
                filter,
                moved,
                &[],
            )? {
                return Ok(Some(o));
            }
            let up = self.up_floats_in_homogeneous(lv);
            let step = ladder.advance(|c| self.applies(c, up, lv, p1));
            match step {
                Some(e) => self.emit(|_| e),
                None => return Ok(None),
            }
        }
    }

    /// One heterogeneous stage (m1 moved-down players in S1, p1 pairs):
    /// each step of the ladder (C9–C11); `ladder` ends at the last step.
    #[allow(clippy::too_many_arguments)]
    fn heterogeneous_ladder(
        &mut self,
        lv: &Level,
        (m1, p1): (u32, u32),
        ladder: &mut Ladder,
        b3_left: u32,
        filter: &Filter,
        moved: &[usize],
        reached: &mut bool,
    ) -> Result<Option<Outcome>, OutOfBudget> {
        loop {
            self.emit(|_| Event::C3Requirements {
                p: m1,
                x: ladder.x,
                z: ladder.z,
                dropped: ladder.dropped(),
            });
            if let Some(o) =
                self.heterogeneous_step(lv, (m1, p1), ladder, b3_left, filter, moved, reached)?
            {
                return Ok(Some(o));
            }
            let step = ladder.advance(|c| self.applies(c, true, lv, p1));
            match step {
                Some(e) => self.emit(|_| e),
                None => return Ok(None),
            }
        }
    }

    /// B3 "as small as possible" (reading O12): one stage walked by
    /// `walk(self, b3, filter, quiet)` from the least sum `b3`, raised
    /// (`next_b3`) only when the stage itself accepts no pairing at that
    /// sum — walked again quietly without the C12/C13 condition `filter` —
    /// not when that condition rejects what the stage accepts: a pairing
    /// the condition rejects still makes its sum "possible".
    fn least_b3_stage(
        &mut self,
        players: &[usize],
        p1: u32,
        mut b3: u32,
        filter: &Filter,
        mut walk: impl FnMut(&mut Self, u32, &Filter, bool) -> Result<Option<Outcome>, OutOfBudget>,
    ) -> Result<Option<Outcome>, OutOfBudget> {
        loop {
            if let Some(o) = walk(self, b3, filter, false)? {
                return Ok(Some(o));
            }
            if b3 == u32::MAX
                || !matches!(filter, Filter::None) && {
                    self.quiet += 1;
                    let any = walk(self, b3, &Filter::None, true);
                    self.quiet -= 1;
                    any?.is_some()
                }
            {
                return Ok(None);
            }
            match self.next_b3(b3, players, p1) {
                Some(next) => b3 = next,
                None => return Ok(None),
            }
        }
    }

    /// B3 "as small as possible" (reading O12): when no candidate of the
    /// stage reaches the least sum under B1/B2 at any relaxation (another
    /// criterion, x at its ceiling, rejects every one of them), the least
    /// sum the stage's acceptable candidates reach is higher: the stage is
    /// walked again with the budget one score unit higher, up to p times
    /// the bracket's score span. `None`: no B3 budget, or at the ceiling.
    fn next_b3(&self, b3: u32, players: &[usize], p: u32) -> Option<u32> {
        if b3 == u32::MAX {
            return None;
        }
        let scores: Vec<u32> = players
            .iter()
            .map(|&i| self.ctx.players[i].score.0)
            .collect();
        let (lo, hi) = (scores.iter().min()?, scores.iter().max()?);
        let gcd = |mut a: u32, mut b: u32| {
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a
        };
        let unit = scores.iter().fold(0, |g, &s| gcd(g, s - lo));
        let next = b3.checked_add(unit.max(1))?;
        (unit > 0 && next <= p.saturating_mul(hi - lo)).then_some(next)
    }

    /// B3: the score difference of a pair.
    fn score_difference(&self, a: usize, b: usize) -> u32 {
        let (sa, sb) = (self.ctx.players[a].score.0, self.ctx.players[b].score.0);
        sa.abs_diff(sb)
    }

    /// B3 of the 1992–2006 texts ("as small as possible", dropped by no
    /// step of C9–C11; reading O12): the least Σ |score difference| over
    /// the candidates of a stage at any relaxation, i.e. `p` pairs among
    /// `players` under the absolute criteria (B1, B2), each player of
    /// `s1` paired with one outside it, the players left unpaired allowed
    /// to be (in the lowest bracket: the bye), the first player of an even
    /// group paired (D2 never exchanges him). Not modelled: which players
    /// a heterogeneous stage's remainder may leave unpaired. `u32::MAX` (not counted)
    /// for the 2008 text, a bracket of one score, or no such candidate.
    fn least_b3(&self, players: &[usize], s1: &[usize], p: usize, lowest: bool) -> u32 {
        let ctx = self.ctx;
        let first = players.first().map(|&i| ctx.players[i].score);
        if !ctx.text.b3_least
            || players.iter().all(|&i| Some(ctx.players[i].score) == first)
            || 2 * p > players.len()
        {
            return u32::MAX;
        }
        let n = players.len();
        let d = n - 2 * p;
        const BIG: u64 = 1 << 30;
        let in_s1 = |k: usize| s1.contains(&players[k]);
        let m = crate::matching::max_weight_matching::<u64>(n + d, |u, v| {
            let (u, v) = (u.min(v), u.max(v));
            if v < n {
                let (a, b) = (players[u], players[v]);
                (!(in_s1(u) && in_s1(v)) && self.absolute_ok(a, b))
                    .then(|| BIG - u64::from(self.score_difference(a, b)))
            } else if u < n {
                // D2 (BAF 80): an even group never exchanges its first
                // player, who stays in S1 and is paired.
                let first_stays = u == 0
                    && s1.is_empty()
                    && n.is_multiple_of(2)
                    && matches!(ctx.text.exchanges, super::Exchanges::Matrices { .. });
                let ok = !in_s1(u) && !first_stays && (!lowest || ctx.players[players[u]].bye_ok);
                ok.then_some(BIG)
            } else {
                None
            }
        });
        let Ok(m) = m else { return u32::MAX };
        if m.mate.iter().any(|x| x.is_none()) {
            return u32::MAX;
        }
        let pairs = ((n + d) / 2) as u64;
        u32::try_from(pairs * BIG - m.weight).unwrap_or(u32::MAX)
    }

    /// Is there any candidate at all at this step (P pairs among
    /// `players`, the unpaired ones allowed to move down, within X)? A
    /// necessary test over every exchange and transposition at once.
    #[allow(clippy::too_many_arguments)]
    fn any_candidate(
        &self,
        players: &[usize],
        p: usize,
        l: &Ladder,
        het: bool,
        lowest: bool,
        x_left: u32,
        z_left: u32,
    ) -> bool {
        let n = players.len();
        let d = n - 2 * p;
        const BIG: u64 = 1 << 30;
        let least = |pick: &dyn Fn((u32, u32)) -> u32| -> Option<u64> {
            let m = crate::matching::max_weight_matching::<u64>(n + d, |u, v| {
                let (u, v) = (u.min(v), u.max(v));
                if v < n {
                    let (a, b) = (players[u], players[v]);
                    self.pair_rejection(a, b, l, het)
                        .is_none()
                        .then(|| BIG - u64::from(pick(violations(self.ctx, a, b))))
                } else if u < n {
                    self.down_rejection(players[u], l, lowest)
                        .is_none()
                        .then_some(BIG)
                } else {
                    None
                }
            });
            let Ok(m) = m else { return Some(0) };
            if m.mate.iter().any(|x| x.is_none()) {
                return None;
            }
            let pairs = ((n + d) / 2) as u64;
            Some(pairs * BIG - m.weight)
        };
        match least(&|c| c.0) {
            Some(x) if x <= u64::from(x_left) => {}
            _ => return false,
        }
        if self.ctx.z_round() && (z_left as usize) < p {
            match least(&|c| c.1) {
                Some(z) if z <= u64::from(z_left) => {}
                _ => return false,
            }
        }
        true
    }

    /// C4–C8.a for a homogeneous bracket or a remainder at P pairs: the
    /// exchanges of D2 (identity first) and, for each, the transpositions of
    /// D1; the first acceptable candidate (or, in a merged lowest bracket,
    /// the one with the smallest B3 factor, D4).
    #[allow(clippy::too_many_arguments)]
    fn homogeneous_step(
        &mut self,
        players: &[usize],
        p: usize,
        l: &Ladder,
        (x_left, z_left, b3_left): (u32, u32, u32),
        lv: &Level,
        remainder: bool,
        filter: &Filter,
        moved: &[usize],
        mdp_pairs: &[(usize, usize)],
    ) -> Result<Option<Outcome>, OutOfBudget> {
        let n = players.len();
        // Pairs of different scores: in a heterogeneous bracket's
        // remainder; in the old texts also in a bracket A3 treats "as
        // though it was homogeneous" (B5/B6 know no exception, A4 marks the
        // upfloat; reading O13).
        let het = remainder || self.up_floats_in_homogeneous(lv);
        if 2 * p > n {
            return Ok(None);
        }
        if !self.any_candidate(players, p, l, het, lv.lowest, x_left, z_left) {
            if self.tracing() {
                let (s1, s2) = (&players[..p], &players[p..]);
                let total = factorial(s2.len());
                self.trace_range(s1, s2, Some(0), total, false, l, lv.lowest, x_left, z_left);
                self.sink.end_step();
            }
            return Ok(None);
        }
        // The look-ahead (C12/C13) depends only on who is moved down. With
        // at most one player left unpaired it is decided per player before
        // the search: a player whose moving down fails it must be paired
        // (the same candidates pass; the search just skips the others).
        let mut forced: Vec<usize> = Vec::new();
        if !matches!(filter, Filter::None) && n - 2 * p <= 1 {
            if n == 2 * p {
                if !self.filter_ok(filter, moved)? {
                    return Ok(None);
                }
            } else {
                for &j in players {
                    let mut down = vec![j];
                    down.extend_from_slice(moved);
                    if !self.filter_ok(filter, &down)? {
                        forced.push(j);
                    }
                }
            }
        }
        let b3 = lv.merged && lv.lowest && self.ctx.text.b3_factor;
        let mut best: Option<(u64, Outcome)> = None;
        let counter = self.nodes.clone();
        let limit = self.limit;
        let max_n = p.min(n - p);
        for k in 0..=max_n {
            let orders: Box<dyn Iterator<Item = exchange::Exchange>> = if k == 0 {
                Box::new(std::iter::once(exchange::Exchange {
                    out_of_s1: vec![],
                    out_of_s2: vec![],
                    differenz: 0,
                }))
            } else {
                let rule = self.ctx.text.exchanges;
                Box::new(
                    exchange::Order::new(p, n, k).filter(move |e| exchange::allowed(rule, n, e)),
                )
            };
            for ex in orders {
                // Positions (1-based) in S1 after the exchange.
                let mut in_s1: Vec<bool> = (0..n).map(|i| i < p).collect();
                for &o in &ex.out_of_s1 {
                    in_s1[o - 1] = false;
                }
                for &o in &ex.out_of_s2 {
                    in_s1[o - 1] = true;
                }
                let s1: Vec<usize> = (0..n).filter(|&i| in_s1[i]).map(|i| players[i]).collect();
                let s2: Vec<usize> = (0..n).filter(|&i| !in_s1[i]).map(|i| players[i]).collect();
                if k > 0 {
                    self.emit(|c| Event::C8Exchange {
                        out_of_s1: ex
                            .out_of_s1
                            .iter()
                            .map(|&o| c.players[players[o - 1]].tpn)
                            .collect(),
                        out_of_s2: ex
                            .out_of_s2
                            .iter()
                            .map(|&o| c.players[players[o - 1]].tpn)
                            .collect(),
                        differenz: ex.differenz,
                    });
                }
                self.emit(|c| Event::C4Subgroups {
                    s1: tpns(c, &s1),
                    s2: tpns(c, &s2),
                    remainder,
                });
                let mut prob =
                    self.problem(&s1, &s2, l, het, Some(lv.lowest), (x_left, z_left, b3_left));
                for (j, &q) in s2.iter().enumerate() {
                    if forced.contains(&q) {
                        prob.must[j] = true;
                    }
                }
                let mut next_idx: Option<u64> = Some(0);
                let mut accept = |leaf: &Leaf| -> Result<bool, OutOfBudget> {
                    let mut down: Vec<usize> = leaf.unpaired.clone();
                    down.extend_from_slice(moved);
                    let mut why = None;
                    let mut ok = true;
                    if leaf.z_used > z_left {
                        ok = false;
                        why = Some(Rejection::ZBudget {
                            z: z_left,
                            needed: leaf.z_used,
                        });
                    } else if !self.filter_ok(filter, &down)? {
                        ok = false;
                        why = Some(Rejection::LowerBracketFails);
                    } else if b3 {
                        let f = self.b3_factor(mdp_pairs, &leaf.pairs, &leaf.unpaired, lv);
                        let improves = best.as_ref().is_none_or(|(b, _)| f < *b);
                        if improves {
                            if let Some((b, _)) = &best {
                                let old = *b;
                                self.candidate(|_| Event::C6Candidate {
                                    transposition: None,
                                    pairs: vec![],
                                    rejected: Some(Rejection::B3Factor {
                                        factor: old,
                                        best: f,
                                    }),
                                });
                            }
                            best = Some((
                                f,
                                Outcome {
                                    pairs: leaf.pairs.clone(),
                                    down,
                                },
                            ));
                        }
                        ok = false;
                    }
                    if !b3 || why.is_some() {
                        let idx = if s2.len() <= 20 {
                            index_of_prefix(s2.len(), &leaf.prefix)
                        } else {
                            None
                        };
                        if let Some(k) = idx {
                            if !b3 {
                                self.trace_range(
                                    &s1,
                                    &s2,
                                    next_idx,
                                    Some(k),
                                    false,
                                    l,
                                    lv.lowest,
                                    x_left,
                                    z_left,
                                );
                                next_idx = Some(k + 1);
                            }
                        }
                        self.candidate(|c| Event::C6Candidate {
                            transposition: idx,
                            pairs: leaf
                                .pairs
                                .iter()
                                .map(|&(a, b)| (c.players[a].tpn, c.players[b].tpn))
                                .collect(),
                            rejected: why.clone(),
                        });
                    }
                    Ok(ok)
                };
                let found = prob.first(&counter, limit, &mut accept)?;
                if found.is_none() && !b3 && self.tracing() {
                    let total = factorial(s2.len());
                    self.trace_range(
                        &s1, &s2, next_idx, total, false, l, lv.lowest, x_left, z_left,
                    );
                }
                if let Some(leaf) = found {
                    let mut down = leaf.unpaired.clone();
                    down.extend_from_slice(moved);
                    if self.tracing() {
                        self.sink.end_step();
                    }
                    return Ok(Some(Outcome {
                        pairs: leaf.pairs,
                        down,
                    }));
                }
                if self.tracing() {
                    self.sink.end_step();
                }
            }
        }
        Ok(best.map(|(_, o)| o))
    }

    /// The trace of the D1 transpositions `from..to` that the search passed
    /// over (none acceptable), each with why it fails, at most
    /// [`TRACE_RANGE`] of them and the count of the rest. `mdp_part`: the
    /// MDP pairs of a heterogeneous bracket (S2's rest forms the
    /// remainder, not downfloaters). Only when tracing.
    #[allow(clippy::too_many_arguments)]
    fn trace_range(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        from: Option<u64>,
        to: Option<u64>,
        mdp_part: bool,
        l: &Ladder,
        lowest: bool,
        x_left: u32,
        z_left: u32,
    ) {
        let (Some(from), Some(to)) = (from, to) else {
            return;
        };
        if !self.tracing() || from >= to {
            return;
        }
        let shown = (to - from).min(TRACE_RANGE);
        for k in from..from + shown {
            let Some(perm) = nth(s2, k) else { return };
            let pairs: Vec<(usize, usize)> = s1.iter().copied().zip(perm.iter().copied()).collect();
            let unpaired: &[usize] = if mdp_part { &[] } else { &perm[s1.len()..] };
            let why = self
                .candidate_rejection(&pairs, unpaired, l, mdp_part, lowest, x_left, z_left)
                .unwrap_or(if mdp_part {
                    Rejection::RemainderFails
                } else {
                    Rejection::LowerBracketFails
                });
            self.candidate(|c| Event::C6Candidate {
                transposition: Some(k),
                pairs: pairs
                    .iter()
                    .map(|&(a, b)| (c.players[a].tpn, c.players[b].tpn))
                    .collect(),
                rejected: Some(why),
            });
        }
        if to - from > shown {
            self.candidate(|_| Event::CandidatesSkipped {
                count: to - from - shown,
            });
        }
    }

    /// D4: Σ (score difference)² over the bracket's pairs (MDP pairs
    /// included), the bye against one point below the lowest score.
    fn b3_factor(
        &self,
        mdp_pairs: &[(usize, usize)],
        pairs: &[(usize, usize)],
        unpaired: &[usize],
        lv: &Level,
    ) -> u64 {
        let s = |i: usize| i64::from(self.ctx.players[i].score.0);
        let mut f: u64 = 0;
        for &(a, b) in mdp_pairs.iter().chain(pairs) {
            let d = s(a) - s(b);
            f += (d * d) as u64;
        }
        let lowest = lv.players.iter().map(|&i| s(i)).min().unwrap_or(0);
        // "un point de moins" (reading R21): one point, 10 tenths.
        let bye_score = lowest - 10;
        for &u in unpaired {
            let d = s(u) - bye_score;
            f += (d * d) as u64;
        }
        f
    }

    /// C4–C9 for a heterogeneous bracket at M1 MDPs and P1 pairs.
    #[allow(clippy::too_many_arguments)]
    fn heterogeneous_step(
        &mut self,
        lv: &Level,
        (m1, p1): (u32, u32),
        l: &Ladder,
        b3_left: u32,
        filter: &Filter,
        moved: &[usize],
        reached: &mut bool,
    ) -> Result<Option<Outcome>, OutOfBudget> {
        let m0 = lv.mdps.len();
        let counter = self.nodes.clone();
        let limit = self.limit;
        // D3 (2008) chooses which MDPs; the old C4 puts "the highest
        // players in S1" (reading O7).
        let sets = if self.ctx.text.ladder_reinstates {
            mdp::sets(m0, m1 as usize)
        } else {
            vec![(0..m1 as usize).collect()]
        };
        for set in sets {
            let s1: Vec<usize> = set.iter().map(|&k| lv.mdps[k]).collect();
            let s2: Vec<usize> = lv
                .players
                .iter()
                .copied()
                .filter(|i| !s1.contains(i))
                .collect();
            if (m1 as usize) < m0 {
                self.emit(|c| Event::C8MdpSet { s1: tpns(c, &s1) });
            }
            self.emit(|c| Event::C4Subgroups {
                s1: tpns(c, &s1),
                s2: tpns(c, &s2),
                remainder: false,
            });
            let prob = self.problem(
                &s1,
                &s2,
                l,
                true,
                None,
                self.budget_of(&lv.players, l, b3_left),
            );
            let mut result: Option<Outcome> = None;
            let mut failed = RemainderMemo::default();
            let mut next_idx: Option<u64> = Some(0);
            let mut accept = |leaf: &Leaf| -> Result<bool, OutOfBudget> {
                *reached = true;
                if !self.tracing() && failed.known(leaf) {
                    return Ok(false);
                }
                let p_rem = (p1 - m1) as usize;
                let idx = if s2.len() <= 20 {
                    index_of_prefix(s2.len(), &leaf.prefix)
                } else {
                    None
                };
                if let Some(k) = idx {
                    self.trace_range(
                        &s1,
                        &s2,
                        next_idx,
                        Some(k),
                        true,
                        l,
                        lv.lowest,
                        l.x,
                        l.z_left(),
                    );
                    // The permutations sharing this prefix pair the same way.
                    let tail = factorial(s2.len() - s1.len()).unwrap_or(1);
                    next_idx = Some(k + tail);
                }
                self.emit(|c| Event::C6MdpPairingNoted {
                    pairs: leaf
                        .pairs
                        .iter()
                        .map(|&(a, b)| (c.players[a].tpn, c.players[b].tpn))
                        .collect(),
                    p_remainder: p_rem as u32,
                });
                let (x_left, z_left) = if self.ctx.text.ladder_reinstates {
                    (
                        l.x.saturating_sub(leaf.x_used),
                        l.z_left().saturating_sub(leaf.z_used),
                    )
                } else {
                    // The old C6: "Start at C2 with the homogeneous
                    // remainder group": its own x (A8), raised by C11 as
                    // many times as the bracket's (reading O4, n16's N10);
                    // C11 raises x only "as long as x is less than p", so
                    // not past what the MDP pairs or the remainder can use.
                    // A candidate is acceptable when the increments it
                    // needs are within that cap.
                    match l.raised() {
                        Some(r) => {
                            let (x_b, _) = a8_1992(self.ctx, &lv.players);
                            let (x_r, _) = a8_1992(self.ctx, &leaf.unpaired);
                            let cap = m1
                                .saturating_sub(x_b)
                                .max((p_rem as u32).saturating_sub(x_r));
                            let r = r.min(cap);
                            let (xb, zb, _) = self.budget_raised(&lv.players, r, 0);
                            if leaf.x_used > xb || leaf.z_used > zb {
                                failed.insert(leaf);
                                return Ok(false);
                            }
                            let (x, z, _) = self.budget_raised(&leaf.unpaired, r, 0);
                            (x, z)
                        }
                        None => {
                            let (x, z, _) = self.budget_of(&leaf.unpaired, l, 0);
                            (x, z)
                        }
                    }
                };
                let b3_rem = if b3_left == u32::MAX {
                    u32::MAX
                } else {
                    b3_left.saturating_sub(leaf.b3_used)
                };
                let rem = self.homogeneous_step(
                    &leaf.unpaired,
                    p_rem,
                    l,
                    (x_left, z_left, b3_rem),
                    lv,
                    true,
                    filter,
                    moved,
                    &leaf.pairs,
                )?;
                match rem {
                    Some(mut o) => {
                        let mut pairs = leaf.pairs.clone();
                        pairs.append(&mut o.pairs);
                        result = Some(Outcome {
                            pairs,
                            down: o.down,
                        });
                        Ok(true)
                    }
                    None => {
                        failed.insert(leaf);
                        self.candidate(|c| Event::C6Candidate {
                            transposition: idx,
                            pairs: leaf
                                .pairs
                                .iter()
                                .map(|&(a, b)| (c.players[a].tpn, c.players[b].tpn))
                                .collect(),
                            rejected: Some(Rejection::RemainderFails),
                        });
                        self.emit(|_| Event::C9BackToHeterogeneous);
                        Ok(false)
                    }
                }
            };
            prob.first(&counter, limit, &mut accept)?;
            if result.is_none() && self.tracing() {
                let total = factorial(s2.len());
                self.trace_range(
                    &s1,
                    &s2,
                    next_idx,
                    total,
                    true,
                    l,
                    lv.lowest,
                    l.x,
                    l.z_left(),
                );
            }
            if let Some(o) = result {
                return Ok(Some(o));
            }
        }
        Ok(None)
    }

    /// The look-ahead of C12 and C13 on the players moved down.
    fn filter_ok(&mut self, f: &Filter, down: &[usize]) -> Result<bool, OutOfBudget> {
        Ok(match f {
            Filter::None => true,
            Filter::C12 { original, next } | Filter::C13Old { original, next } => {
                let mut a = down.to_vec();
                crate::sort::sort(&mut a);
                let mut b = original.clone();
                crate::sort::sort(&mut b);
                let same_size = matches!(f, Filter::C12 { .. });
                if (same_size && a.len() != b.len()) || a == b {
                    return Ok(false);
                }
                // The next bracket with these MDPs, paired through its
                // ladder without C12/C13/C14 (reading R20).
                let mut lv = next.clone();
                lv.players.extend_from_slice(down);
                crate::sort::sort(&mut lv.players);
                lv.mdps.extend_from_slice(down);
                crate::sort::sort(&mut lv.mdps);
                if let Some(ok) = self.look_ahead.get(&lv) {
                    return Ok(ok);
                }
                let (quiet, reduce) = (self.quiet, self.no_reduce);
                self.quiet += 1;
                self.no_reduce = true;
                let end = self.pair_level(&lv, false, &Filter::None);
                self.quiet = quiet;
                self.no_reduce = reduce;
                let ok = matches!(end?, End::Done(_));
                self.look_ahead.insert(&lv, ok);
                ok
            }
            Filter::C13 { lowest } => {
                let mut all = lowest.clone();
                all.extend_from_slice(down);
                self.completes(&all)
            }
        })
    }

    /// C13 (reading R21): `players` can all be paired (one bye-eligible
    /// player left if odd) under B1/B2.
    pub fn completes(&self, players: &[usize]) -> bool {
        let n = players.len();
        let dummy = n % 2 == 1;
        let total = n + usize::from(dummy);
        crate::matching::perfect_matching(total, |u, v| {
            let (u, v) = (u.min(v), u.max(v));
            if v == n {
                self.ctx.players[players[u]].bye_ok
            } else {
                self.absolute_ok(players[u], players[v])
            }
        })
        .is_some()
    }
}
