//! Stage 3: one candidate judged (art. 3.4): illegal pairs ([C1]–[C3]),
//! completion ([C4]), evaluation ([C5]–[C21]) and its record.

use super::search::{Flow, Found, Search};
use super::{criteria2017, local_evaluation, met_in, Judge};
use crate::dutch::criterion::Criterion;
use crate::dutch::evaluate::{evaluate, Candidate, Evaluation};
use crate::swiss::Strength;
use crate::teach::trace::{Absolute, Alteration, CandidateRecord, Outcome};

impl Search<'_> {
    pub(super) fn absolute(&self, a: usize, b: usize) -> Absolute {
        let (pa, pb) = (&self.ctx.players[a], &self.ctx.players[b]);
        if pa.has_played(pb.tpn) {
            return Absolute::C1 {
                round: met_in(self.t, self.ctx.round, pa.tpn, pb.tpn),
            };
        }
        match (pa.preference, pb.preference) {
            (Some(x), Some(y))
                if x.strength == Strength::Absolute
                    && y.strength == Strength::Absolute
                    && x.colour == y.colour
                    && !self.ctx.topscorer[a]
                    && !self.ctx.topscorer[b] =>
            {
                Absolute::C3 { colour: x.colour }
            }
            _ => Absolute::Forbidden {
                record: self.t.prohibition_of(self.ctx.round, pa.tpn, pb.tpn),
            },
        }
    }

    pub(super) fn illegal(
        &mut self,
        a: usize,
        b: usize,
        count: u64,
        pairs: Vec<(usize, usize)>,
        last: Alteration,
    ) {
        self.examined += 1;
        self.generated = self.generated.saturating_add(count);
        if !self.recorder.on {
            return;
        }
        let outcome = Outcome::Illegal {
            criterion: self.absolute(a, b),
            a: self.tpn(a),
            b: self.tpn(b),
        };
        self.record_run(&pairs, outcome, count, last);
    }

    pub(super) fn cannot_beat(
        &mut self,
        count: u64,
        pairs: Vec<(usize, usize)>,
        last: Alteration,
        best: u64,
        criterion: Option<Criterion>,
    ) {
        self.examined += 1;
        self.generated = self.generated.saturating_add(count);
        if !self.recorder.on {
            return;
        }
        let outcome = Outcome::CannotBeat { best, criterion };
        self.record_run(&pairs, outcome, count, last);
    }

    /// Records a run of `count` candidates with the same outcome, ending at
    /// `last`: merged into the previous record when it has that outcome too.
    fn record_run(
        &mut self,
        pairs: &[(usize, usize)],
        outcome: Outcome,
        count: u64,
        last: Alteration,
    ) {
        if self.recorder.merges(&outcome) {
            self.recorder.extend(count, last);
        } else {
            let alt = self.alt;
            self.push_record(pairs, &[], outcome, None, count, alt);
            if let Some(r) = self.recorder.records.last_mut() {
                r.last = last;
            }
        }
    }

    pub(super) fn push_record(
        &mut self,
        pairs: &[(usize, usize)],
        down: &[usize],
        outcome: Outcome,
        evaluation: Option<Evaluation>,
        count: u64,
        alt: Alteration,
    ) {
        let rec = CandidateRecord {
            first: self.generated.saturating_sub(count),
            count,
            alteration: alt,
            last: alt,
            exchange: self.exchange.clone(),
            remainder: self.announce.take(),
            pairs: pairs
                .iter()
                .map(|&(a, b)| (self.tpn(a), self.tpn(b)))
                .collect(),
            downfloaters: down.iter().map(|&i| self.tpn(i)).collect(),
            outcome,
            evaluation,
        };
        self.recorder.push(rec);
    }

    /// The part of a candidate's evaluation that depends only on its
    /// downfloaters: 2026 [C4], [C5], [C8], [C9] (by [`evaluate`]); 2017
    /// C.4 on the completion route, C.7 on the normal one (A.9). The outer
    /// `None`: not weighable; the inner `None`: the round cannot be
    /// completed ([C4] / C.4).
    pub(super) fn look_ahead(&self, cand: &Candidate) -> Option<Option<Evaluation>> {
        let i = self.input;
        let ctx = self.ctx;
        Some(match i.judge {
            Judge::Dutch2026 => evaluate(ctx, &i.mdps, &i.residents, &i.next, &i.lower, cand),
            Judge::Dutch2017Completion => {
                let rest: Vec<usize> = cand.downfloaters.iter().chain(&i.lower).copied().collect();
                criteria2017::completes(ctx, &rest).then(Evaluation::default)
            }
            Judge::Dutch2017NextBracket { last } => {
                let (unpaired, psd) =
                    criteria2017::next_bracket(ctx, &cand.downfloaters, &i.next, last)?;
                Some(Evaluation {
                    c8_next_downfloaters: unpaired,
                    c8_next_scores: psd,
                    ..Default::default()
                })
            }
        })
    }

    /// The 2017 evaluation of a whole candidate (`None`: C.4 fails or not weighable).
    pub(super) fn evaluate_2017(&self, cand: &Candidate) -> Option<Evaluation> {
        let look = self.look_ahead(cand)??;
        Some(Evaluation {
            c8_next_downfloaters: look.c8_next_downfloaters,
            c8_next_scores: look.c8_next_scores,
            ..criteria2017::counted(self.ctx, self.lowest, &cand.pairs, &cand.downfloaters)
        })
    }

    /// A complete candidate: evaluate it (art. 3.4) and keep the best (art. 3.8).
    pub(super) fn leaf(&mut self, pairs: Vec<(usize, usize)>, mut down: Vec<usize>) -> Flow {
        if let Some((x, y)) = self.filter {
            if !pairs
                .iter()
                .any(|&(a, b)| (a == x && b == y) || (a == y && b == x))
            {
                self.generated = self.generated.saturating_add(1);
                return Flow::Go;
            }
        }
        self.examined += 1;
        self.generated = self.generated.saturating_add(1);
        let index = self.generated.saturating_sub(1);
        crate::sort::sort(&mut down);
        let cand = Candidate {
            pairs,
            downfloaters: down,
        };
        let look = match self.lookahead.get(&cand.downfloaters) {
            Some(l) => l.clone(),
            None => {
                let Some(l) = self.look_ahead(&cand) else {
                    // too many scores to weigh the 2017 next bracket exactly
                    return Flow::Budget;
                };
                self.lookahead.insert(cand.downfloaters.clone(), l.clone());
                l
            }
        };
        let alt = self.alt;
        let Some(look) = look else {
            if self.recorder.on {
                let outcome = Outcome::NoCompletion;
                if self.recorder.merges(&outcome) {
                    self.recorder.extend(1, alt);
                } else {
                    self.push_record(&cand.pairs, &cand.downfloaters, outcome, None, 1, alt);
                }
            }
            return self.budget_flow();
        };
        let (eval, violations) = match self.input.judge {
            Judge::Dutch2026 => {
                let eval = local_evaluation(
                    self.ctx,
                    &self.input.mdps,
                    &self.input.residents,
                    &cand,
                    &look,
                );
                let v = eval.violations();
                (eval, v)
            }
            _ => {
                let eval = Evaluation {
                    c8_next_downfloaters: look.c8_next_downfloaters,
                    c8_next_scores: look.c8_next_scores.clone(),
                    ..criteria2017::counted(self.ctx, self.lowest, &cand.pairs, &cand.downfloaters)
                };
                let v = criteria2017::violations(&eval, self.uniform_residents);
                (eval, v)
            }
        };
        let perfect = violations.is_empty();
        let found = Found {
            eval,
            index,
            alt,
            cand,
        };
        let new_best = match &self.best {
            None => true,
            Some(b) => found.eval.compare(&b.eval) == std::cmp::Ordering::Less,
        };
        if self.recorder.on {
            let outcome = if perfect {
                Outcome::Perfect
            } else {
                Outcome::Imperfect {
                    violations,
                    new_best,
                }
            };
            if self.recorder.merges(&outcome) {
                self.recorder.extend(1, alt);
            } else {
                let (p, d, e) = (
                    found.cand.pairs.clone(),
                    found.cand.downfloaters.clone(),
                    found.eval.clone(),
                );
                self.push_record(&p, &d, outcome, Some(e), 1, alt);
            }
        }
        if perfect {
            // art. 3.4.1: accepted at once.
            self.perfect = Some(found);
            return Flow::Perfect;
        }
        if new_best {
            let unbeatable = self.bound.as_ref() == Some(&found.eval);
            self.second = self.best.take();
            self.best = Some(found);
            if unbeatable {
                return Flow::Unbeatable;
            }
        } else if self
            .second
            .as_ref()
            .is_none_or(|s| found.eval.compare(&s.eval) == std::cmp::Ordering::Less)
        {
            self.second = Some(found);
        }
        self.budget_flow()
    }
}
