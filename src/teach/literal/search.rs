//! The literal search of one bracket: its state, the run over the sequence
//! of art. 3.6–3.7 and the end of the search (art. 3.4.1, 3.8).

use super::feasible::Reach;
use super::{criteria2017, BracketInput, Judge, Options};
use crate::dutch::context::RoundContext;
use crate::dutch::evaluate::{Candidate, Evaluation};
use crate::model::{Points, Tournament, Tpn};
use crate::teach::trace::{
    Alteration, BracketStatus, BracketTrace, Choice, ChoiceReason, Decider, Membership, Parameters,
    PlayerRow, Recorder, RunnerUp,
};
use std::collections::HashMap;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Flow {
    Go,
    Perfect,
    /// A candidate reached the lower bound: nothing later can beat it.
    Unbeatable,
    Budget,
}

#[derive(Debug, Clone)]
pub(super) struct Found {
    pub(super) eval: Evaluation,
    pub(super) index: u64,
    pub(super) alt: Alteration,
    pub(super) cand: Candidate,
}

/// Number of transpositions of `n` elements taken `k` at a time (n!/(n−k)!).
pub(super) fn arrangements(n: usize, k: usize) -> u64 {
    (0..k.min(n)).fold(1u64, |acc, i| acc.saturating_mul((n - i) as u64))
}

pub(super) struct Search<'a> {
    pub(super) t: &'a Tournament,
    pub(super) ctx: &'a RoundContext,
    pub(super) input: &'a BracketInput,
    pub(super) opts: Options,
    /// Only candidates pairing these two players count ("why not X–Y?").
    pub(super) filter: Option<(usize, usize)>,
    /// BSN (art. 4.1) in the bracket, by context index; 0 outside.
    pub(super) bsn: Vec<usize>,
    /// The bracket's lowest score (2017 A.8) and whether its residents
    /// share one score (not so in the 2017 CLB).
    pub(super) lowest: u32,
    pub(super) uniform_residents: bool,
    /// Look-ahead evaluation by set of downfloaters (`None`: [C4] fails).
    pub(super) lookahead: HashMap<Vec<usize>, Option<Evaluation>>,
    /// MaxPairs of a remainder by MDP set and partners.
    pub(super) remainder_max: HashMap<(usize, Vec<usize>), Option<usize>>,
    pub(super) generated: u64,
    pub(super) examined: u64,
    pub(super) best: Option<Found>,
    pub(super) second: Option<Found>,
    pub(super) perfect: Option<Found>,
    pub(super) recorder: Recorder,
    /// A lower bound on every candidate's evaluation (art. 3.8 order).
    pub(super) bound: Option<Evaluation>,
    pub(super) alt: Alteration,
    pub(super) exchange: Option<(Vec<usize>, Vec<usize>)>,
    pub(super) announce: Option<Vec<Tpn>>,
}

impl<'a> Search<'a> {
    pub(super) fn new(
        t: &'a Tournament,
        ctx: &'a RoundContext,
        input: &'a BracketInput,
        opts: Options,
        filter: Option<(usize, usize)>,
    ) -> Search<'a> {
        let mut bsn = vec![0; ctx.len()];
        for (k, i) in input.bracket().into_iter().enumerate() {
            bsn[i] = k + 1;
        }
        let score = |i: &usize| ctx.players[*i].pairing_score;
        let uniform_residents = input
            .residents
            .first()
            .is_none_or(|f| input.residents.iter().all(|r| score(r) == score(f)));
        Search {
            lowest: criteria2017::lowest(ctx, &input.bracket()),
            uniform_residents,
            t,
            ctx,
            input,
            opts,
            filter,
            bsn,
            lookahead: HashMap::new(),
            remainder_max: HashMap::new(),
            generated: 0,
            examined: 0,
            best: None,
            second: None,
            perfect: None,
            recorder: Recorder::new(opts.record, opts.compress),
            bound: None,
            alt: Alteration::default(),
            exchange: None,
            announce: None,
        }
    }

    /// How far the bracket must be completable (art. 3.1, 4.4; 2017 A.9).
    pub(super) fn reach(&self) -> Reach {
        match self.input.judge {
            Judge::Dutch2026 => Reach::Round2026 { any_bye: false },
            Judge::Dutch2017NextBracket { .. } => Reach::Bracket,
            Judge::Dutch2017Completion => Reach::Round2017,
        }
    }

    pub(super) fn tpn(&self, i: usize) -> Tpn {
        self.ctx.players[i].tpn
    }

    pub(super) fn run(&mut self, p: &Parameters) -> Flow {
        let input = self.input;
        if input.mdps.is_empty() {
            return self.homogeneous(&input.residents, p.max_pairs, &[], &[]);
        }
        for (k, set) in p.mdp_sets.iter().enumerate() {
            // art. 3.7.3: the next valid set of MDPs, S2 restored.
            self.alt = Alteration {
                mdp_set: Some(k),
                mdp_transposition: Some(0),
                ..Default::default()
            };
            self.recorder.cut();
            let s1: Vec<usize> = set.iter().map(|&b| input.mdps[b - 1]).collect();
            let limbo: Vec<usize> = input
                .mdps
                .iter()
                .copied()
                .filter(|i| !s1.contains(i))
                .collect();
            if let Some((x, y)) = self.filter {
                // an MDP of the pair in the Limbo: no candidate of this set has it
                if limbo.contains(&x) || limbo.contains(&y) {
                    continue;
                }
            }
            let residents = input.residents.clone();
            let f = self.transpositions(&s1, &residents, &[], &limbo, Level::Mdp { set: k });
            if f != Flow::Go {
                return f;
            }
        }
        Flow::Go
    }

    pub(super) fn budget_flow(&self) -> Flow {
        if self.examined >= self.opts.budget {
            Flow::Budget
        } else {
            Flow::Go
        }
    }

    pub(super) fn choice(&self, f: &Found, reason: ChoiceReason) -> Choice {
        Choice {
            candidate: f.index,
            alteration: f.alt,
            pairs: self.tpn_pairs(&f.cand.pairs),
            downfloaters: f.cand.downfloaters.iter().map(|&i| self.tpn(i)).collect(),
            evaluation: f.eval.clone(),
            violations: f.eval.violations(),
            reason,
        }
    }

    pub(super) fn tpn_pairs(&self, pairs: &[(usize, usize)]) -> Vec<(Tpn, Tpn)> {
        pairs
            .iter()
            .map(|&(a, b)| (self.tpn(a), self.tpn(b)))
            .collect()
    }

    pub(super) fn finish(
        mut self,
        params: Parameters,
        flow: Flow,
    ) -> (BracketTrace, Option<Candidate>) {
        let ctx = self.ctx;
        let input = self.input;
        let (status, chosen) = match (flow, self.perfect.take(), self.best.take()) {
            (_, Some(p), _) => (
                BracketStatus::Finished(self.choice(&p, ChoiceReason::Perfect)),
                Some(p.cand),
            ),
            (Flow::Budget, _, best) => (
                BracketStatus::Unfinished {
                    examined: self.examined,
                    generated: self.generated,
                    best_so_far: best.map(|b| {
                        self.choice(
                            &b,
                            ChoiceReason::Best {
                                generated: self.generated,
                                runner_up: None,
                            },
                        )
                    }),
                },
                None,
            ),
            (Flow::Unbeatable, None, Some(best)) => {
                let reason = ChoiceReason::Unbeatable {
                    generated: self.generated,
                };
                (
                    BracketStatus::Finished(self.choice(&best, reason)),
                    Some(best.cand),
                )
            }
            (_, None, Some(best)) => {
                let runner_up = self.second.as_ref().map(|s| {
                    Box::new(RunnerUp {
                        candidate: s.index,
                        pairs: self.tpn_pairs(&s.cand.pairs),
                        downfloaters: s.cand.downfloaters.iter().map(|&i| self.tpn(i)).collect(),
                        evaluation: s.eval.clone(),
                        decided_by: match best.eval.first_difference(&s.eval) {
                            Some((c, _)) => Decider::Criterion(c),
                            None => Decider::Earlier,
                        },
                    })
                });
                let reason = ChoiceReason::Best {
                    generated: self.generated,
                    runner_up,
                };
                (
                    BracketStatus::Finished(self.choice(&best, reason)),
                    Some(best.cand),
                )
            }
            (_, None, None) => (
                BracketStatus::NoLegalCandidate {
                    generated: self.generated,
                },
                None,
            ),
        };
        let table = input
            .bracket()
            .into_iter()
            .map(|i| {
                let p = &ctx.players[i];
                let b = self.bsn[i];
                let membership = if input.mdps.contains(&i) {
                    if params.s1.contains(&b) {
                        Membership::MdpInS1
                    } else {
                        Membership::MdpInLimbo
                    }
                } else if input.mdps.is_empty() && params.s1.contains(&b) {
                    Membership::ResidentInS1
                } else {
                    Membership::ResidentInS2
                };
                PlayerRow {
                    bsn: b,
                    tpn: p.tpn,
                    score: p.pairing_score,
                    colour_difference: p.colours.difference(),
                    preference: p.preference,
                    colours: p.colours.0.clone(),
                    floats: p.floats.clone(),
                    membership,
                    topscorer: ctx.topscorer[i],
                }
            })
            .collect();
        let score = input
            .residents
            .first()
            .map(|&i| ctx.players[i].pairing_score)
            .unwrap_or(Points::ZERO);
        let trace = BracketTrace {
            index: input.index,
            score,
            homogeneous: input.mdps.is_empty(),
            table,
            parameters: params,
            generated: self.generated,
            examined: self.examined,
            records: std::mem::take(&mut self.recorder.records),
            status,
        };
        (trace, chosen)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Level {
    /// Transpositions of S2 giving the MDP-Pairing (art. 3.7.2).
    Mdp { set: usize },
    /// Transpositions of S2 (or S2R) in a homogeneous bracket or remainder (art. 3.6).
    Remainder,
}
