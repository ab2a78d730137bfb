//! Pairing one bracket (C.04.3 art. 3; 2017 section B) by weighted matching
//! over the bracket and the players it looks ahead to, then reproducing the
//! generation order of art. 4 (2017 section D).
//!
//! 1. The rule version's criteria are bit fields of one edge weight (highest
//!    priority in the highest bits; see [`super::rules2026`] and
//!    [`super::rules2017`]); a maximum-weight matching over the bracket and
//!    the players of its [`Scope`] is a best candidate with look-ahead.
//! 2. Among the equally good candidates the rules take the one generated first
//!    (2026 art. 3.8, 2017 B.8). The order is (art. 3.7, 4.4; B.7, D.3) the set
//!    of paired MDPs, then (art. 4.2; D.1) the transposition giving the
//!    MDP-Pairing, then for the remainder (art. 3.6, 4.3; B.6, D.2) the
//!    resident exchange, then the transposition. Each of these is a further,
//!    lower-priority field; decisions are fixed one after the other. This part
//!    is the same in both versions.

use super::colour_bound::{colour_type, least_total, packed, ColourType, MAX_PAIRS, TYPES};
use super::context::{Criteria, RoundContext};
use super::criteria::{pair_violations, PairViolations};
use super::solve::{max_weight_matching_fn, WarmSolver, WARM_LIMBS};
pub use super::view::{Role, Scope, View};
use super::weights::{add_at, bits_for, cmp_limbs, sub_at, Layout};
use super::{fields2017, fields2026};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;

/// One candidate: pairs `(s1, s2)` of context indices, and the downfloaters.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Candidate {
    pub pairs: Vec<(usize, usize)>,
    pub downfloaters: Vec<usize>,
}

/// The outcome of one bracket.
#[derive(Debug, Clone, Default)]
pub struct BracketOutcome {
    /// MDPs and residents, pairing order.
    pub mdps: Vec<usize>,
    pub residents: Vec<usize>,
    /// Pairs `(s1, s2)`: the S1 player first.
    pub pairs: Vec<(usize, usize)>,
    /// Players left unpaired (the next bracket's MDPs).
    pub downfloaters: Vec<usize>,
    /// MDPs not paired here (art. 3.2.4).
    pub limbo: Vec<usize>,
    /// The S1 that produced the accepted candidate (MDPs, or remainder S1 after exchange).
    pub s1: Vec<usize>,
    /// The remainder's S1 after the resident exchange.
    pub remainder_s1: Vec<usize>,
    /// The scope it was paired with ([`Scope::Completion`] for the 2017
    /// last bracket, PPB and CLB).
    pub scope: Option<Scope>,
    /// [`Scope::Local`]: the pairs of the next bracket (among this bracket's
    /// downfloaters and the next scoregroup) in the last solve, which give
    /// [C8] its best value for this pairing.
    pub next_pairs: Vec<(usize, usize)>,
}

/// The fields one version declares for a solve.
enum VersionFields {
    D26(fields2026::Fields),
    D17(fields2017::Fields),
}

impl VersionFields {
    fn declare(view: &View, layout: &mut Layout) -> VersionFields {
        match view.ctx.version.criteria {
            Criteria::Dutch2026 => VersionFields::D26(fields2026::declare(view, layout)),
            Criteria::Dutch2017 => VersionFields::D17(fields2017::declare(view, layout)),
        }
    }

    /// How many leading fields are round-wide (pinned by the warm solver).
    fn round_wide(&self) -> usize {
        match self {
            VersionFields::D26(f) => f.round_wide(),
            VersionFields::D17(f) => f.round_wide(),
        }
    }

    /// Whether the weight of edge `{u, v}` is the same in every solve of the
    /// round from this one on (see [`WarmSolver::solve_with`]).
    fn stable(&self, view: &View, u: usize, v: usize) -> bool {
        let lower = |x: usize| view.role[x] == Role::Lower;
        match self {
            // Outside the bracket, only [C8] (the next scoregroup's pairs)
            // adds to the round-wide fields: a pair with a lower player
            // weighs the round-wide fields alone, as it did in every earlier
            // solve (roles only move from Lower to Next to the bracket).
            VersionFields::D26(_) => {
                !view.in_bracket(u) && !view.in_bracket(v) && (lower(u) || lower(v))
            }
            VersionFields::D17(_) => lower(u) && lower(v),
        }
    }

    /// Player `v`'s share of the round-wide fields (see [`WarmSolver::solve_with`]).
    fn round_wide_term(&self, view: &View, layout: &Layout, w: &mut [u64], v: usize) {
        match self {
            VersionFields::D26(f) => fields2026::round_wide_term(f, view, layout, w, v),
            VersionFields::D17(f) => fields2017::round_wide_term(f, view, layout, w, v),
        }
    }

    fn fill(&self, view: &View, layout: &Layout, w: &mut [u64], u: usize, v: usize) {
        match self {
            VersionFields::D26(f) => fields2026::fill(f, view, layout, w, u, v),
            VersionFields::D17(f) => fields2017::fill(f, view, layout, w, u, v),
        }
    }
}

/// The lowest-priority field of a solve: the generation order being decided.
enum Tie<'a> {
    None,
    /// art. 4.4.2: sets of pairable MDPs by their smallest differing BSN.
    MdpSet,
    /// art. 4.3.2 a–d on a homogeneous bracket or remainder: `bsn[i]` 1-based.
    Exchange {
        bsn: &'a [Option<usize>],
        n1: usize,
        size: usize,
        detailed: bool,
    },
    /// Several of the above, in priority order.
    Seq(Vec<Tie<'a>>),
    /// art. 4.2.2: lexicographic order of the S2 partners of `s1[..]`.
    Partners {
        s1_pos: &'a [Option<usize>],
        chunk: usize,
        s2_pos: &'a [Option<usize>],
        s2_len: usize,
    },
}

pub struct BracketPairer<'a> {
    ctx: &'a RoundContext,
    /// The round's warm-started matcher, when pairing a whole round.
    solver: Option<&'a mut WarmSolver>,
    role: Vec<Role>,
    /// BSN within the bracket (art. 4.1), 1-based, for MDPs and residents.
    bsn: Vec<usize>,
    m0: usize,
    c9: bool,
    scope: Scope,
    /// Within the bracket, `allowed[i]` restricts the partners of `i`
    /// (None: any compatible partner).
    allowed: Vec<Option<BTreeSet<usize>>>,
    /// MDPs that may not be paired in the bracket (Limbo, art. 3.2.4).
    no_pair: Vec<bool>,
    /// [`Scope::Local`]: the optimum of the last solve (see `next_pairs`).
    last_mate: Vec<Option<usize>>,
    /// Try the first transposition before solving (see
    /// [`BracketPairer::first_transposition`]).
    first_transposition: bool,
}

impl<'a> BracketPairer<'a> {
    /// `mdps` and `residents` in pairing order; `next` the next scoregroup;
    /// `lower` everybody else still unpaired.
    pub fn new(
        ctx: &'a RoundContext,
        mdps: &[usize],
        residents: &[usize],
        next: &[usize],
        lower: &[usize],
    ) -> BracketPairer<'a> {
        let n = ctx.len();
        let mut role = vec![Role::Done; n];
        let mut bsn = vec![0; n];
        for (k, &i) in mdps.iter().chain(residents).enumerate() {
            bsn[i] = k + 1;
        }
        for &i in mdps {
            role[i] = Role::Mdp;
        }
        for &i in residents {
            role[i] = Role::Resident;
        }
        for &i in next {
            role[i] = Role::Next;
        }
        for &i in lower {
            role[i] = Role::Lower;
        }
        BracketPairer {
            ctx,
            solver: None,
            role,
            bsn,
            m0: mdps.len(),
            c9: false,
            scope: Scope::Round,
            allowed: vec![None; n],
            no_pair: vec![false; n],
            last_mate: Vec::new(),
            first_transposition: true,
        }
    }

    /// Whether a homogeneous remainder's transpositions (art. 4.2) are first
    /// tried without a solve ([`BracketPairer::first_transposition`]; on by
    /// default). Off: every partner is fixed by solving, the reference the
    /// tests hold the shortcut to.
    pub fn with_first_transposition(mut self, on: bool) -> Self {
        self.first_transposition = on;
        self
    }

    /// Uses the round's warm-started matcher for every solve.
    pub fn with_solver(mut self, solver: &'a mut WarmSolver) -> Self {
        self.solver = Some(solver);
        self
    }

    /// Sets how far beyond the bracket the solves look (default: [`Scope::Round`]).
    pub fn with_scope(mut self, scope: Scope) -> Self {
        self.scope = scope;
        self
    }

    fn in_bracket(&self, i: usize) -> bool {
        matches!(self.role[i], Role::Mdp | Role::Resident)
    }

    fn alive(&self) -> Vec<usize> {
        (0..self.ctx.len())
            .filter(|&i| self.role[i] != Role::Done)
            .collect()
    }

    /// Is `{u, v}` a possible pair of this solve?
    fn edge_allowed(&self, u: usize, v: usize) -> bool {
        if !self.ctx.compatible(u, v) {
            return false;
        }
        let (bu, bv) = (self.in_bracket(u), self.in_bracket(v));
        if bu && bv {
            // MDPs are paired with residents only (art. 3.3.3).
            if self.role[u] == Role::Mdp && self.role[v] == Role::Mdp {
                return false;
            }
            if self.no_pair[u] || self.no_pair[v] {
                return false;
            }
            if let Some(a) = &self.allowed[u] {
                if !a.contains(&v) {
                    return false;
                }
            }
            if let Some(a) = &self.allowed[v] {
                if !a.contains(&u) {
                    return false;
                }
            }
        }
        true
    }

    /// Builds the weights and returns `mate` indexed by context index.
    fn solve(&mut self, tie: &Tie) -> Vec<Option<usize>> {
        let ctx = self.ctx;
        let alive = self.alive();
        let n = alive.len();
        let mut layout = Layout::new();
        let mut solver = self.solver.take();
        let view = View {
            ctx,
            role: &self.role,
            alive: &alive,
            c9: self.c9,
            scope: self.scope,
        };
        // The version's fields, highest priority first, then the tie field.
        let fields = VersionFields::declare(&view, &mut layout);
        let parts: Vec<&Tie> = match tie {
            Tie::Seq(v) => v.iter().collect(),
            t => vec![t],
        };
        let tie_fields: Vec<Vec<_>> = parts
            .iter()
            .map(|t| match t {
                Tie::None | Tie::Seq(_) => vec![],
                Tie::MdpSet => vec![layout.field_bits(self.m0 as u32 + 2)],
                Tie::Exchange {
                    n1, size, detailed, ..
                } => {
                    let (n1, size) = (*n1 as u128, *size as u128);
                    let mut v = vec![layout.field(n1), layout.field(n1 * size)];
                    if *detailed {
                        v.push(layout.field_bits(n1 as u32 + 1 + bits_for(n1)));
                        v.push(layout.field_bits((size - n1) as u32 + 2));
                    }
                    v
                }
                Tie::Partners { chunk, s2_len, .. } => {
                    (0..*chunk).map(|_| layout.field(*s2_len as u128)).collect()
                }
            })
            .collect();
        let base = solver.as_ref().map_or(0, |s| s.base);
        let (needed, kept) = layout.finish_pinned(fields.round_wide(), base);
        let warm = solver.is_some() && kept;
        let limbs = if warm { WARM_LIMBS } else { needed };

        // The weight of edge {u, v}, or false when the pair is impossible.
        let compute = |u: usize, v: usize, w: &mut [u64]| -> bool {
            if !self.edge_allowed(u, v) {
                return false;
            }
            w.iter_mut().for_each(|x| *x = 0);
            fields.fill(&view, &layout, w, u, v);
            let in_b = self.in_bracket(u) && self.in_bracket(v);
            for (part, fields) in parts.iter().zip(&tie_fields) {
                self.put_tie(part, fields, &layout, w, u, v, in_b);
            }
            true
        };
        let local = match solver.as_deref_mut() {
            Some(solver) if warm => {
                let stable = |u: usize, v: usize| fields.stable(&view, u, v);
                let term = |v: usize, w: &mut [u64]| fields.round_wide_term(&view, &layout, w, v);
                solver.solve_with(&alive, stable, compute, term)
            }
            _ => max_weight_matching_fn(n, limbs, |a, b, w| compute(alive[a], alive[b], w)),
        };
        self.solver = solver;
        let mut mate = vec![None; ctx.len()];
        for (a, mb) in local.iter().enumerate() {
            if let Some(b) = *mb {
                mate[alive[a]] = Some(alive[b]);
            }
        }
        if self.scope == Scope::Local {
            self.last_mate.clone_from(&mate);
        }
        mate
    }

    #[allow(clippy::too_many_arguments)]
    fn put_tie(
        &self,
        tie: &Tie,
        fields: &[super::weights::Field],
        layout: &Layout,
        w: &mut [u64],
        u: usize,
        v: usize,
        in_b: bool,
    ) {
        if !in_b {
            return;
        }
        match tie {
            Tie::None | Tie::Seq(_) => {}
            Tie::MdpSet => {
                let mdp = match (self.role[u], self.role[v]) {
                    (Role::Mdp, _) => u,
                    (_, Role::Mdp) => v,
                    _ => return,
                };
                // the set with the smaller BSN at the first difference comes first
                let bit = (self.m0 - self.bsn[mdp]) as u32;
                add_at(w, layout.offset(fields[0]) + bit, 1);
            }
            Tie::Exchange {
                bsn,
                n1,
                size,
                detailed,
            } => {
                let (Some(bu), Some(bv)) = (bsn[u], bsn[v]) else {
                    return;
                };
                let mn = bu.min(bv);
                // a: fewest exchanged BSNs — the S1 member of a pair is its smaller BSN.
                add_at(w, layout.offset(fields[0]), (mn <= *n1) as u64);
                // b: smallest sum of the new S1.
                add_at(w, layout.offset(fields[1]), (*size - mn) as u64);
                if *detailed {
                    // c: the largest differing BSN moved S1→S2: minimise Σ 2^(x−1) over
                    // the original-S1 players that stay in S1.
                    let off = layout.offset(fields[2]);
                    add_at(w, off + *n1 as u32, 1);
                    if mn <= *n1 {
                        sub_at(w, off + (mn - 1) as u32, 1);
                    }
                    // d: the smallest differing BSN moved S2→S1.
                    if mn > *n1 {
                        add_at(w, layout.offset(fields[3]) + (*size - mn) as u32, 1);
                    }
                }
            }
            Tie::Partners {
                s1_pos,
                chunk,
                s2_pos,
                s2_len,
            } => {
                let (p, q) = match (s1_pos[u], s2_pos[v], s1_pos[v], s2_pos[u]) {
                    (Some(i), Some(j), _, _) => (i, j),
                    (_, _, Some(i), Some(j)) => (i, j),
                    _ => return,
                };
                if p < *chunk {
                    add_at(w, layout.offset(fields[p]), (*s2_len - q) as u64);
                }
            }
        }
    }

    /// Pairs the bracket; `None` when no legal completion of the round exists.
    pub fn run(mut self, check_legal: bool) -> Option<BracketOutcome> {
        let bracket: Vec<usize> = self
            .alive()
            .into_iter()
            .filter(|&i| self.in_bracket(i))
            .collect();
        let mdps: Vec<usize> = bracket
            .iter()
            .copied()
            .filter(|&i| self.role[i] == Role::Mdp)
            .collect();
        let residents: Vec<usize> = bracket
            .iter()
            .copied()
            .filter(|&i| self.role[i] == Role::Resident)
            .collect();
        let mut out = BracketOutcome {
            mdps: mdps.clone(),
            residents: residents.clone(),
            scope: Some(self.scope),
            ..Default::default()
        };
        // 2026 [C9] is only for a bracket that downfloats exactly one player
        // (and needs the whole round: not in a local solve).
        self.c9 = self.ctx.version.criteria == Criteria::Dutch2026
            && self.scope == Scope::Round
            && bracket.len() % 2 == 1;
        if mdps.is_empty() {
            // Homogeneous: the first solve of art. 3.6 is also the best-candidate search.
            let pairs = self.pair_homogeneous(&residents, Some(check_legal))?;
            out.remainder_s1 = pairs.iter().map(|p| p.0).collect();
            out.pairs = pairs;
            out.downfloaters = bracket
                .iter()
                .copied()
                .filter(|&i| self.role[i] != Role::Done)
                .collect();
            out.next_pairs = self.next_pairs();
            return Some(out);
        }
        // The first solve decides the set of paired MDPs (art. 4.4.2) and,
        // below it, the MDP-Pairing's transposition (art. 4.2) for the first
        // MDPs: an MDP left out of the set weighs nothing in that field, so
        // the field orders the candidates with the chosen set exactly as a
        // later solve over the paired MDPs alone would.
        let n = self.ctx.len();
        let chunk = partner_chunk(residents.len()).min(mdps.len());
        let s1_pos = positions(n, &mdps[..chunk]);
        let s2_pos = positions(n, &residents);
        let first_tie = Tie::Seq(vec![
            Tie::MdpSet,
            Tie::Partners {
                s1_pos: &s1_pos,
                chunk,
                s2_pos: &s2_pos,
                s2_len: residents.len(),
            },
        ]);
        let mut mate = self.solve(&first_tie);
        if check_legal && !self.legal(&mate) {
            return None;
        }
        if self.c9 && self.downfloater_count(&bracket, &mate) != 1 {
            self.c9 = false;
            mate = self.solve(&first_tie);
        }
        // The MDPs to pair (art. 3.2.2, 4.4): fixed by the best candidate.
        let paired_mdps: Vec<usize> = mdps
            .iter()
            .copied()
            .filter(|&i| mate[i].is_some_and(|j| self.in_bracket(j)))
            .collect();
        for &i in &mdps {
            if !paired_mdps.contains(&i) {
                self.no_pair[i] = true;
                out.limbo.push(i);
            }
        }
        out.s1 = paired_mdps.clone();
        // art. 3.3.3 / 4.2: the MDP-Pairing, S1 = paired MDPs, S2 = all
        // residents; the partners of the paired MDPs among the first `chunk`
        // are already decided.
        let decided = paired_mdps
            .iter()
            .take_while(|&&i| s1_pos[i].is_some())
            .count();
        for &i in &paired_mdps[..decided] {
            if let Some(j) = mate[i] {
                out.pairs.push((i, j));
                self.role[i] = Role::Done;
                self.role[j] = Role::Done;
            }
        }
        if decided < paired_mdps.len() {
            let rest: Vec<usize> = residents
                .iter()
                .copied()
                .filter(|&j| self.role[j] != Role::Done)
                .collect();
            let pairs = self.fix_partners(&paired_mdps[decided..], &rest, None);
            out.pairs.extend(pairs);
        }
        // The remainder (art. 3.3.3, 3.6), or the whole homogeneous bracket.
        let remainder: Vec<usize> = residents
            .iter()
            .copied()
            .filter(|&i| self.role[i] != Role::Done)
            .collect();
        let pairs = self.pair_homogeneous(&remainder, None).unwrap_or_default();
        out.remainder_s1 = pairs.iter().map(|p| p.0).collect();
        out.pairs.extend(pairs);
        out.downfloaters = bracket
            .iter()
            .copied()
            .filter(|&i| self.role[i] != Role::Done)
            .collect();
        out.next_pairs = self.next_pairs();
        Some(out)
    }

    /// [`Scope::Local`], once the bracket is paired: the last solve's pairs
    /// among the players left (the downfloaters and the next scoregroup).
    fn next_pairs(&self) -> Vec<(usize, usize)> {
        if self.scope != Scope::Local {
            return Vec::new();
        }
        let left = |i: usize| self.role[i] != Role::Done;
        (0..self.last_mate.len())
            .filter_map(|i| self.last_mate[i].map(|j| (i, j)))
            .filter(|&(i, j)| i < j && left(i) && left(j))
            .collect()
    }

    /// A.9 (2017): can the players of this pairer be paired, all but at most
    /// one PAB-eligible player, under the absolute criteria?
    pub fn completes(mut self) -> bool {
        let mate = self.solve(&Tie::None);
        self.legal(&mate)
    }

    /// The best pairing of the players of this pairer on the version's
    /// criteria alone (no generation order), indexed by context index.
    pub fn best_matching(mut self) -> Vec<Option<usize>> {
        self.solve(&Tie::None)
    }

    /// The best completion of the round once the bracket is paired as `cand`
    /// says (its pairs fixed, its downfloaters unpaired in the bracket):
    /// `None` if no legal completion exists ([C4]).
    pub fn complete(mut self, cand: &Candidate) -> Option<Vec<Option<usize>>> {
        for &(a, b) in &cand.pairs {
            self.allowed[a] = Some(BTreeSet::from([b]));
            self.allowed[b] = Some(BTreeSet::from([a]));
        }
        for &d in &cand.downfloaters {
            self.no_pair[d] = true;
        }
        let mate = self.solve(&Tie::None);
        let paired_as_told = cand.pairs.iter().all(|&(a, b)| mate[a] == Some(b));
        (paired_as_told && self.legal(&mate)).then_some(mate)
    }

    fn downfloater_count(&self, bracket: &[usize], mate: &[Option<usize>]) -> usize {
        bracket
            .iter()
            .filter(|&&i| !mate[i].is_some_and(|j| self.in_bracket(j)))
            .count()
    }

    fn legal(&self, mate: &[Option<usize>]) -> bool {
        let alive = self.alive();
        let unmatched: Vec<usize> = alive
            .iter()
            .copied()
            .filter(|&i| mate[i].is_none())
            .collect();
        match unmatched.as_slice() {
            [] => true,
            [x] => self.ctx.players[*x].pab_eligible,
            _ => false,
        }
    }

    /// art. 3.6 for a homogeneous bracket or remainder `rem` (pairing order).
    ///
    /// The first solve carries the exchange fields (art. 4.3.2 a, b) and, for
    /// the usual case where no exchange is needed, the transposition fields of
    /// the first S1 players (art. 4.2) too. `whole_bracket`: `rem` is a whole
    /// homogeneous bracket, so this first solve is also the bracket's
    /// best-candidate search (`Some(check_legal)`); `None` for a remainder.
    /// `None` returned: no legal completion of the round ([C4]).
    fn pair_homogeneous(
        &mut self,
        rem: &[usize],
        whole_bracket: Option<bool>,
    ) -> Option<Vec<(usize, usize)>> {
        let n = self.ctx.len();
        let mut bsn = vec![None; n];
        for (k, &i) in rem.iter().enumerate() {
            bsn[i] = Some(k + 1);
        }
        let in_rem_pairs = |mate: &[Option<usize>]| -> Vec<(usize, usize)> {
            rem.iter()
                .filter_map(|&i| mate[i].filter(|j| bsn[*j].is_some()).map(|j| (i, j)))
                .filter(|(i, j)| bsn[*i] < bsn[*j])
                .collect()
        };
        // MaxPairs (art. 3.1.2): guess ⌊size/2⌋, correct if the best candidate has fewer.
        let mut n1 = rem.len() / 2;
        let mut first = whole_bracket;
        let (mut mate, mut guessed);
        loop {
            // The guess: no exchange, S1 = the first n1 (art. 3.2.2).
            let (s1o, s2o) = rem.split_at(n1);
            let chunk = partner_chunk(s2o.len()).min(n1);
            let s1_pos = positions(n, &s1o[..chunk]);
            let s2_pos = positions(n, s2o);
            mate = self.solve(&Tie::Seq(vec![
                Tie::Exchange {
                    bsn: &bsn,
                    n1,
                    size: rem.len(),
                    detailed: false,
                },
                Tie::Partners {
                    s1_pos: &s1_pos,
                    chunk,
                    s2_pos: &s2_pos,
                    s2_len: s2o.len(),
                },
            ]));
            guessed = chunk;
            if let Some(check_legal) = first.take() {
                if check_legal && !self.legal(&mate) {
                    return None;
                }
                if self.c9 && self.downfloater_count(rem, &mate) != 1 {
                    self.c9 = false;
                    first = Some(false);
                    continue;
                }
            }
            let p = in_rem_pairs(&mate).len();
            if p == n1 {
                break;
            }
            n1 = p;
            if n1 == 0 {
                return Some(vec![]);
            }
        }
        let pairs = in_rem_pairs(&mate);
        let needs_exchange = pairs.iter().any(|&(i, _)| bsn[i].is_some_and(|b| b > n1));
        if needs_exchange {
            mate = self.solve(&Tie::Exchange {
                bsn: &bsn,
                n1,
                size: rem.len(),
                detailed: true,
            });
            guessed = 0;
        }
        // The new S1 (art. 4.3): the smaller BSN of every pair.
        let mut s1: Vec<usize> = in_rem_pairs(&mate).into_iter().map(|(i, _)| i).collect();
        crate::sort::positions_by_key(&mut s1, |i| bsn[i]);
        let s2: Vec<usize> = rem.iter().copied().filter(|i| !s1.contains(i)).collect();
        // Within the remainder, S1 players meet S2 players only.
        let s2set: BTreeSet<usize> = crate::sort::set_of(s2.iter().copied());
        let s1set: BTreeSet<usize> = crate::sort::set_of(s1.iter().copied());
        for &i in &s1 {
            self.allowed[i] = Some(s2set.clone());
        }
        for &i in &s2 {
            self.allowed[i] = Some(s1set.clone());
        }
        // Partners of the first S1 players already decided by the first solve.
        let mut pairs = Vec::new();
        for &i in &s1[..guessed] {
            if let Some(j) = mate[i] {
                pairs.push((i, j));
                self.role[i] = Role::Done;
                self.role[j] = Role::Done;
            }
        }
        let rest_s2: Vec<usize> = s2
            .iter()
            .copied()
            .filter(|&j| self.role[j] != Role::Done)
            .collect();
        // The last solve's optimum, still a best candidate once those pairs
        // are fixed and S1 may meet S2 only (its own pairs do).
        let reference = self.first_transposition.then_some(mate);
        pairs.extend(self.fix_partners(&s1[guessed..], &rest_s2, reference));
        Some(pairs)
    }

    /// art. 4.2: gives `s1[0]`, `s1[1]`, … the earliest partners in `s2`
    /// (pairing order) that keep the candidate among the best; fixes the pairs.
    ///
    /// `reference`: a best candidate of the current solve (a homogeneous
    /// remainder only, see [`BracketPairer::first_transposition`]); before
    /// each solve the partners still to decide are first tried without one.
    fn fix_partners(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        mut reference: Option<Vec<Option<usize>>>,
    ) -> Vec<(usize, usize)> {
        let n = self.ctx.len();
        let s2_pos = positions(n, s2);
        let chunk = partner_chunk(s2.len());
        let mut pairs = Vec::new();
        let mut start = 0;
        while start < s1.len() {
            let first = reference
                .as_deref()
                .and_then(|m| self.first_transposition(&s1[start..], s2, m));
            if let Some(rest) = first {
                for &(i, j) in &rest {
                    self.role[i] = Role::Done;
                    self.role[j] = Role::Done;
                }
                pairs.extend(rest);
                return pairs;
            }
            let end = (start + chunk).min(s1.len());
            let s1_pos = positions(n, &s1[start..end]);
            let mate = self.solve(&Tie::Partners {
                s1_pos: &s1_pos,
                chunk: end - start,
                s2_pos: &s2_pos,
                s2_len: s2.len(),
            });
            for &i in &s1[start..end] {
                if let Some(j) = mate[i] {
                    pairs.push((i, j));
                    self.role[i] = Role::Done;
                    self.role[j] = Role::Done;
                }
            }
            if reference.is_some() {
                reference = Some(mate);
            }
            start = end;
        }
        pairs
    }

    /// The partners art. 4.2 gives the remaining S1 players `s1` of a
    /// homogeneous remainder among the remaining S2 players `s2` (both in
    /// pairing order; those of `s2` paired by an earlier solve are passed
    /// over), found without a solve when a cheap certificate holds; `None`
    /// when it does not (the caller then solves). Counted by
    /// [`first_transposition_counts`].
    ///
    /// `reference` is a best candidate of the current solve: a matching of
    /// the players left that no other beats on the version's criteria (the
    /// optimum of the solve that fixed the pairs so far; once pairs are
    /// fixed and S1 may meet S2 only, as its own pairs do, it is still the
    /// best: every weight of the players left is what it was, and a better
    /// matching with the fixed pairs added would have beaten it there). It
    /// must pair every player of `s1` with one of `s2`; `T` is the total of
    /// those pairs' colour violations (C.04.3 2026 [C10]–[C13], 2017
    /// C.8–C.11), criterion by criterion.
    ///
    /// The try `G`: each S1 player in turn takes the first S2 player in
    /// pairing order not yet taken with whom it may play (2026 [C1]–[C3],
    /// 2017 C.1–C.3, and the remainder's own limits: S1 meets S2) and whose
    /// pair passes the colour test:
    ///
    /// - with a topscorer (art. 1.8; 2017 A.7) among the players of `s1` and
    ///   `s2`, the pair costs nothing on any colour criterion (no topscorer's
    ///   colour difference beyond ±2 nor three same colours, both colour
    ///   preferences met);
    /// - without one, the colour cost of `G`'s pairs so far, this pair
    ///   included, plus `LB` does not exceed `T` (compared criterion by
    ///   criterion, [C10] first, as the criteria are ordered). `LB` is the
    ///   least colour total of giving each later S1 player a partner of its
    ///   own among the S2 players still free, whoever may play whom: without
    ///   topscorers a pair's colour cost depends only on the two players'
    ///   colour types (see [`super::colour_bound`], which reads it off
    ///   [`pair_violations`]), so `LB` is a transportation problem over at
    ///   most five types, solved exactly ([`least_total`]); it
    ///   depends on this pair only through the S2 player's type, so it is
    ///   computed at most five times per S1 player.
    ///
    /// The certificate: `G` completed by the rest of `reference` (its pairs
    /// among the other players, where each S2 player `G` leaves over takes
    /// the place of one that `reference` leaves over, so that nobody is
    /// paired twice) weighs exactly what `reference` weighs on every
    /// criterion, summed over the pairs that differ. Then:
    ///
    /// 1. That completion of `G` is a best candidate. In particular it
    ///    completes the round as well ([C4], [C5]; 2017 A.9, C.4), pairs as
    ///    many ([C6]; C.5) and its downfloaters weigh what `reference`'s
    ///    weigh ([C7]–[C9]; C.6, C.7).
    /// 2. Every best candidate `X` has, criterion by criterion, the same
    ///    sums as `reference` (each criterion is a field wide enough for its
    ///    sum, so equal totals are equal fields): as many pairs in the
    ///    bracket ([C6]; C.5) and the same colour totals over them. Those are
    ///    the only pairs the colour criteria count (2026 art. 2.4 and 2017
    ///    C.8–C.11 are criteria of the bracket's pairing: the fields count
    ///    pairs of two bracket players), and in this solve they can only be
    ///    S1–S2 pairs of the players left (S1 meets S2 only, an unpaired MDP
    ///    is in Limbo). Each holds one S1 player and `reference` pairs all of
    ///    `s1`, so `X` gives every player of `s1` a partner of its own in
    ///    `s2`, and the colour violations of those pairs total exactly `T`.
    /// 3. No best candidate pairs an S1 player as `G` does before it and then
    ///    with an S2 player `G` skipped for its colours. With a topscorer:
    ///    `G`'s pairs cost nothing and, by the certificate and 2., total `T`,
    ///    so `T` is nothing and, since no pair costs less than nothing, no
    ///    pair of a best candidate has a colour cost. Without one: such an
    ///    `X` would total at least `G`'s cost so far, plus that pair's, plus
    ///    `LB` (its pairs of the later S1 players are one of the ways `LB`
    ///    minimises over, and adding the same violations to two totals keeps
    ///    their order), which exceeds `T`; but it totals `T` (2.).
    /// 4. The transposition art. 4.2 takes (2017 D.1) is the first in
    ///    lexicographic order of the S2 partners of S1's players that gives a
    ///    best candidate (art. 3.8, 2017 B.8: all quality criteria equal, the
    ///    one generated first); the solves of `fix_partners` find it partner
    ///    by partner. At the first S1 player where it would differ from `G`,
    ///    its partner would come before `G`'s (`G` is a best candidate with
    ///    the same earlier partners, 1.), so it would be one `G` skipped:
    ///    taken by an earlier S1 player (taken in it too), not a permitted
    ///    pair, or one that fails the colour test — which no such best
    ///    candidate holds (3.). So it is `G`.
    ///
    /// Rounds after the first in a big open are where this pays: the
    /// remainders are large and nearly unconstrained, and a solve per chunk
    /// of partners repairs the matching around hundreds of players.
    /// `tests/systems/dutch_first_transposition.rs` holds it to the solves on
    /// generated rounds (absences, forfeits, Baku acceleration, forbidden
    /// pairs, late entries).
    fn first_transposition(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        reference: &[Option<usize>],
    ) -> Option<Vec<(usize, usize)>> {
        let mut priced = false;
        let first = self.try_first_transposition(s1, s2, reference, &mut priced);
        count_first_transposition(first.is_some(), priced);
        first
    }

    /// [`BracketPairer::first_transposition`]; `priced` is set when the
    /// colour target `T` is not nothing (some pairs must cost a colour
    /// preference) and the test of `G` is the one with `LB`.
    fn try_first_transposition(
        &mut self,
        s1: &[usize],
        s2: &[usize],
        reference: &[Option<usize>],
        priced: &mut bool,
    ) -> Option<Vec<(usize, usize)>> {
        let ctx = self.ctx;
        // The S2 players still unpaired (a solve of an earlier chunk paired some).
        let s2: Vec<usize> = s2
            .iter()
            .copied()
            .filter(|&j| self.role[j] != Role::Done)
            .collect();
        let s2 = s2.as_slice();
        // The reference's pairs of `s1`, each with an S2 player of its own.
        let s2_pos = positions(ctx.len(), s2);
        let mut theirs = Vec::with_capacity(s1.len());
        let mut seen = vec![false; s2.len()];
        for &i in s1 {
            let j = reference.get(i).copied().flatten()?;
            let k = s2_pos[j]?;
            if std::mem::replace(&mut seen[k], true) || !self.edge_allowed(i, j) {
                return None;
            }
            theirs.push((i, j));
        }
        let by_types = s1.len() < MAX_PAIRS && !s1.iter().chain(s2).any(|&i| ctx.topscorer[i]);
        let (g, taken) = if by_types {
            // T: the colour total of every best candidate's pairs of `s1`.
            let target: u64 = theirs
                .iter()
                .map(|&(i, j)| packed(pair_violations(ctx, i, j)))
                .sum();
            *priced = target > 0;
            self.greedy_within(s1, s2, target)?
        } else {
            self.greedy_free(s1, s2)?
        };
        // The S2 players left over by G and by the reference (as many): the
        // k-th one G leaves takes, in the reference's other pairs, the place
        // of the k-th one the reference leaves (S2 never meets S2 or S1
        // there, so its partner, if any, is outside the remainder).
        let left_by = |mine: &[bool], other: &[bool]| -> Vec<usize> {
            (0..s2.len())
                .filter(|&k| other[k] && !mine[k])
                .map(|k| s2[k])
                .collect()
        };
        let (left_by_g, left_by_reference) = (left_by(&taken, &seen), left_by(&seen, &taken));
        let mut ours = g.clone();
        let mut moved = Vec::new();
        for (&a, &b) in left_by_g.iter().zip(&left_by_reference) {
            if let Some(c) = reference.get(b).copied().flatten() {
                let outside = s2_pos[c].is_none() && self.role[c] != Role::Done;
                if !outside || !self.edge_allowed(a, c) {
                    return None;
                }
                ours.push((a, c));
                theirs.push((b, c));
                moved.push((a, c));
            }
        }
        let (ours, reference_total) = self.criteria_totals(&ours, &theirs);
        if cmp_limbs(&ours, &reference_total) != std::cmp::Ordering::Equal {
            return None;
        }
        if self.scope == Scope::Local {
            // The pairs the last solve would have left among the others.
            let mut mate = reference.to_vec();
            for &a in &left_by_g {
                mate[a] = None;
            }
            for &(a, c) in &moved {
                mate[a] = Some(c);
                mate[c] = Some(a);
            }
            for &(i, j) in &g {
                mate[i] = Some(j);
                mate[j] = Some(i);
            }
            self.last_mate = mate;
        }
        Some(g)
    }

    /// `G` with a topscorer among the players (see
    /// [`BracketPairer::first_transposition`]): each S1 player takes the
    /// first free S2 player it may play at no colour cost. Its pairs and
    /// which of `s2` it took; `None` when an S1 player finds none.
    fn greedy_free(&self, s1: &[usize], s2: &[usize]) -> Option<Greedy> {
        let ctx = self.ctx;
        let mut taken = vec![false; s2.len()];
        let mut from = 0;
        let mut g = Vec::with_capacity(s1.len());
        for &i in s1 {
            while from < s2.len() && taken[from] {
                from += 1;
            }
            let k = (from..s2.len()).find(|&k| {
                !taken[k]
                    && self.edge_allowed(i, s2[k])
                    && pair_violations(ctx, i, s2[k]) == PairViolations::default()
            })?;
            taken[k] = true;
            g.push((i, s2[k]));
        }
        Some((g, taken))
    }

    /// `G` without a topscorer (see [`BracketPairer::first_transposition`]):
    /// each S1 player takes the first free S2 player it may play whose pair
    /// keeps the colour cost so far plus `LB` within `target` (packed:
    /// [`packed`]). Its pairs and which of `s2` it took;
    /// `None` when an S1 player finds none.
    fn greedy_within(&self, s1: &[usize], s2: &[usize], target: u64) -> Option<Greedy> {
        let ctx = self.ctx;
        let t1: Vec<ColourType> = s1.iter().map(|&i| colour_type(ctx, i)).collect();
        let t2: Vec<ColourType> = s2.iter().map(|&j| colour_type(ctx, j)).collect();
        // The players still to pair by type, and one of each type.
        let (mut left1, mut left2) = ([0u32; TYPES], [0u32; TYPES]);
        let (mut one1, mut one2) = ([None; TYPES], [None; TYPES]);
        for (&i, &a) in s1.iter().zip(&t1) {
            left1[a] += 1;
            one1[a].get_or_insert(i);
        }
        for (&j, &b) in s2.iter().zip(&t2) {
            left2[b] += 1;
            one2[b].get_or_insert(j);
        }
        // The colour cost of an S1–S2 pair by the players' types (the same
        // for every pair of those types, see `colour_bound`).
        let mut cost = [[0u64; TYPES]; TYPES];
        for (a, row) in cost.iter_mut().enumerate() {
            for (b, c) in row.iter_mut().enumerate() {
                if let (Some(i), Some(j)) = (one1[a], one2[b]) {
                    *c = packed(pair_violations(ctx, i, j));
                }
            }
        }
        let mut taken = vec![false; s2.len()];
        let (mut from, mut so_far) = (0, 0u64);
        let mut g = Vec::with_capacity(s1.len());
        for (&i, &a) in s1.iter().zip(&t1) {
            left1[a] -= 1;
            while from < s2.len() && taken[from] {
                from += 1;
            }
            // LB once `i` takes a partner of type b, by b.
            let mut bound: [Option<Option<u64>>; TYPES] = [None; TYPES];
            let mut pick = None;
            for k in from..s2.len() {
                if taken[k] || !self.edge_allowed(i, s2[k]) {
                    continue;
                }
                let b = t2[k];
                let lb = *bound[b].get_or_insert_with(|| {
                    let mut rest = left2;
                    rest[b] -= 1;
                    least_total(left1, rest, &cost)
                });
                if lb.is_some_and(|lb| so_far + cost[a][b] + lb <= target) {
                    pick = Some(k);
                    break;
                }
            }
            let k = pick?;
            let b = t2[k];
            debug_assert_eq!(cost[a][b], packed(pair_violations(ctx, i, s2[k])));
            so_far += cost[a][b];
            left2[b] -= 1;
            taken[k] = true;
            g.push((i, s2[k]));
        }
        Some((g, taken))
    }

    /// The totals of the version's criteria (no generation order) over the
    /// pairs `a` and over the pairs `b`, in the current solve's fields.
    fn criteria_totals(&self, a: &[(usize, usize)], b: &[(usize, usize)]) -> (Vec<u64>, Vec<u64>) {
        let alive = self.alive();
        let mut layout = Layout::new();
        let view = View {
            ctx: self.ctx,
            role: &self.role,
            alive: &alive,
            c9: self.c9,
            scope: self.scope,
        };
        let fields = VersionFields::declare(&view, &mut layout);
        let limbs = layout.finish();
        let total = |pairs: &[(usize, usize)]| {
            // One spare limb: the sum of n/2 weights never overflows it.
            let mut sum = vec![0u64; limbs + 1];
            let mut w = vec![0u64; limbs];
            for &(u, v) in pairs {
                w.fill(0);
                fields.fill(&view, &layout, &mut w, u, v);
                for (k, &x) in w.iter().enumerate() {
                    add_at(&mut sum, 64 * k as u32, x);
                }
            }
            sum
        };
        (total(a), total(b))
    }
}

/// The try `G` of [`BracketPairer::first_transposition`]: its pairs, and
/// which of the S2 players it took.
type Greedy = (Vec<(usize, usize)>, Vec<bool>);

/// How often [`BracketPairer::first_transposition`] was tried and what came
/// of it (see [`first_transposition_counts`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct FirstTranspositionCounts {
    /// Tries (one before each solve that would fix a chunk of partners).
    pub tried: u64,
    /// Tries whose certificate held: the partners without a solve.
    pub taken: u64,
    /// Tries where every best candidate must cost some colour (the target
    /// `T` is not nothing, no topscorer: the test of `G` with a lower bound).
    pub priced: u64,
    /// Of those, the ones whose certificate held.
    pub priced_taken: u64,
}

thread_local! {
    static FIRST_TRANSPOSITION: std::cell::Cell<FirstTranspositionCounts> =
        const { std::cell::Cell::new(FirstTranspositionCounts { tried: 0, taken: 0, priced: 0, priced_taken: 0 }) };
}

/// How often the first transposition of a remainder was tried on this
/// thread, and how often its certificate held (no solve), in all and when
/// colour costs are unavoidable. The tests check that every outcome occurs.
pub fn first_transposition_counts() -> FirstTranspositionCounts {
    FIRST_TRANSPOSITION.with(|c| c.get())
}

fn count_first_transposition(taken: bool, priced: bool) {
    FIRST_TRANSPOSITION.with(|c| {
        let mut n = c.get();
        n.tried += 1;
        n.taken += u64::from(taken);
        n.priced += u64::from(priced);
        n.priced_taken += u64::from(priced && taken);
        c.set(n);
    });
}

/// Position of each of `players` in that list, indexed by context index
/// (`None` for every other player of the round's `n`).
fn positions(n: usize, players: &[usize]) -> Vec<Option<usize>> {
    let mut pos = vec![None; n];
    for (k, &i) in players.iter().enumerate() {
        pos[i] = Some(k);
    }
    pos
}

/// How many S1 players' partners one solve decides (art. 4.2): as many as
/// fit in 192 bits of transposition fields.
fn partner_chunk(s2_len: usize) -> usize {
    let per = bits_for(s2_len as u128).max(1) as usize;
    (192 / per).max(1)
}
