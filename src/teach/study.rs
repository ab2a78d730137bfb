//! "Explain a round" for the teaching view, as plain data: a paired round's
//! brackets (as the engine paired them), one bracket paired literally
//! (C.04.3 art. 3–4) within a budget and cut into steps to page through,
//! the colour rule of any pair (art. 5.2) and "why not X–Y?".
//!
//! A round paired under the 2017 rules (C.04.3 of Baku 2016) is opened
//! too, where that procedure differs: each bracket says which route of A.9
//! it took (C.7 next-bracket look-ahead, or the last bracket, the PPB and the
//! CLB, under completion C.4) and the PSD (A.8) of its pairing, and colours
//! are explained by E.1–E.5 (the rules of 2026 art. 5.2.1–5.2.5). Stepping
//! through a bracket literally follows the same procedure judged by the
//! 2017 text (B.2–B.8 with C.1–C.19, on the route the engine took, see
//! `literal::Judge`); "why not X–Y?" answers from the same procedure, by the
//! text the round was paired under. Which of these
//! views a round offers is [`RoundStudy::views`], read from the rule
//! version's criteria, never from the system's name.
//!
//! Nothing here knows about a UI: the app keeps a [`RoundStudy`] and asks it
//! for [`BracketStudy`]s, [`ColourExplanation`]s and [`WhyNotAnswer`]s. Each
//! call that searches takes a budget (see [`Options::budget`]) so that it
//! returns quickly; a bracket that does not finish says so
//! ([`Verdict::Unfinished`]).

use super::explain::{
    explain_pair, why_not, ColourBasis, ColourExplanation, ExplainError, WhyNotAnswer,
};
use super::literal::{
    marks_alone, pair_bracket, pair_bracket_against, BracketInput, Judge, LiteralError, Options,
};
use super::trace::{
    Absolute, Alteration, BracketStatus, BracketTrace, CandidateRecord, Choice, Membership, Outcome,
};
use crate::dutch::bracket::BracketOutcome;
use crate::dutch::colours::{ColourArticle, ColourRule};
use crate::dutch::context::{Criteria, RoundContext};
use crate::dutch::criterion::Criterion;
use crate::dutch::evaluate::Candidate;
use crate::dutch::fields2017::Psd;
use crate::dutch::view::Scope;
use crate::dutch::{rules, DutchOutcome, Rules};
use crate::model::{Pairing, PairingError};
use crate::model::{Points, SystemKind, Tournament, Tpn};
use crate::trf::read::read_str;
use crate::trf::TrfError;
use serde::{Deserialize, Serialize};

/// The budget the app gives one bracket (candidates examined, see
/// [`Options::budget`]): a fraction of a second natively, about a second in
/// a phone's browser.
pub const BRACKET_BUDGET: u64 = 4_000;
/// The budget for the literal searches of one "why not" answer.
pub const WHY_NOT_BUDGET: u64 = 4_000;

/// A real 16-player, 9-round event (committed corpus sample), so that the
/// teaching view works with no tournament of one's own.
const SAMPLE_TRF: &str =
    include_str!("../../tests/data/corpus/dutch-2026/dutch2025-p016-r09-s0958.trf");

/// Why a round or bracket cannot be explained (its wording is in the
/// `lang` layer).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum StudyError {
    /// Only the Dutch System is explained (2026 rules, and the 2017 rules
    /// where they differ).
    NotDutch(SystemKind),
    /// "Why not" follows the 2026 procedure (art. 3–4 with [C1]–[C21]);
    /// the round's rules score candidates otherwise (see [`RoundStudy::views`]).
    NotOffered,
    /// The round has not been paired.
    NoSuchRound {
        round: u32,
        paired: u32,
    },
    /// Not a bracket of this round (0-based).
    NoSuchBracket(usize),
    Pairing(PairingError),
    Literal(LiteralError),
    Explain(ExplainError),
    /// The built-in sample tournament does not read.
    Trf(TrfError),
}

impl From<PairingError> for StudyError {
    fn from(e: PairingError) -> StudyError {
        StudyError::Pairing(e)
    }
}

impl From<LiteralError> for StudyError {
    fn from(e: LiteralError) -> StudyError {
        StudyError::Literal(e)
    }
}

impl From<ExplainError> for StudyError {
    fn from(e: ExplainError) -> StudyError {
        StudyError::Explain(e)
    }
}

impl From<TrfError> for StudyError {
    fn from(e: TrfError) -> StudyError {
        StudyError::Trf(e)
    }
}

/// What a round's study offers: the views its rule version supports.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Views {
    /// Each bracket's route (2017 A.9: C.7 look-ahead, last bracket, PPB,
    /// CLB): the rules check completion only on that route.
    pub routes: bool,
    /// Each bracket's PSD (2017 A.8).
    pub psd: bool,
    /// Stepping through a bracket paired literally (art. 3–4).
    pub stepping: bool,
    /// "Why not X–Y?" (2026 art. 3.8, 2017 B.8).
    pub why_not: bool,
}

impl Views {
    /// The views a round paired under `rules` offers.
    fn of(rules: &Rules) -> Views {
        let criteria = rules.version.criteria;
        Views {
            routes: !criteria.completion_in_every_bracket(),
            psd: criteria.compares_psd(),
            // both texts step and answer "why not": the literal procedure
            // judges by either (`Judge`)
            stepping: true,
            why_not: true,
        }
    }
}

/// The built-in sample tournament (all 9 rounds recorded).
pub fn sample_tournament() -> Result<Tournament, StudyError> {
    Ok(read_str(SAMPLE_TRF)?.tournament)
}

/// One bracket of the round as the engine paired it (art. 1.9.2).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BracketSummary {
    /// 0-based, in pairing order.
    pub index: usize,
    /// The residents' score (art. 1.3.2).
    pub score: Points,
    /// Moved-down players (art. 1.4.1) and residents.
    pub mdps: usize,
    pub residents: usize,
    /// Pairs made and players left to float down.
    pub pairs: usize,
    pub downfloaters: Vec<Tpn>,
    /// How far the bracket's pairing looked.
    pub route: Route,
    /// 2017 A.8: the PSD of the bracket's pairing, its score differences from
    /// the highest (a downfloater counts `score − (lowest − 1 point)`);
    /// empty for the 2026 rules, which compare downfloaters' scores instead.
    pub psd: Vec<Points>,
}

/// How far the pairing of a bracket looked beyond it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Route {
    /// 2026: over every player not yet paired ([C4], [C5]) and the next
    /// scoregroup ([C8]).
    WholeRound,
    /// 2017 C.7: the next bracket only (no completion test in the bracket;
    /// A.9 checks afterwards that the round can still be completed).
    NextBracket,
    /// 2017 A.9: the last bracket, which completes the round and gives the PAB.
    LastBracket,
    /// 2017 A.9: the pairing-problem bracket, re-paired under C.4 because its
    /// first pairing left the round impossible to complete.
    Ppb,
    /// 2017 A.9: the collapsed last bracket (every lower player, with the
    /// PPB's downfloaters).
    Clb,
}

impl Route {
    /// The route of bracket `index` of `brackets` (A.9: the PPB and the CLB
    /// are the last two, the only ones under completion C.4 but the last).
    fn of(brackets: &[BracketOutcome], index: usize) -> Route {
        let completion = |k: usize| brackets[k].scope == Some(Scope::Completion);
        let last = index + 1 == brackets.len();
        match brackets[index].scope {
            Some(Scope::NextBracket { .. }) => Route::NextBracket,
            Some(Scope::Completion) if !last => Route::Ppb,
            Some(Scope::Completion) if index > 0 && completion(index - 1) => Route::Clb,
            Some(Scope::Completion) => Route::LastBracket,
            _ => Route::WholeRound,
        }
    }
}

/// 2017 A.8: the PSD of bracket `b` as paired.
fn psd(ctx: &RoundContext, b: &BracketOutcome) -> Vec<Points> {
    let score = |i: usize| ctx.players[i].pairing_score;
    let lowest = b.mdps.iter().chain(&b.residents).map(|&i| score(i)).min();
    let pairs: Vec<(Points, Points)> = b.pairs.iter().map(|&(x, y)| (score(x), score(y))).collect();
    let down: Vec<Points> = b.downfloaters.iter().map(|&i| score(i)).collect();
    let Psd(sds) = Psd::of(&pairs, &down, lowest.unwrap_or_default());
    sds.into_iter().map(Points).collect()
}

/// A player of the round, for choosing "why not X–Y?".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundPlayer {
    pub tpn: Tpn,
    pub name: String,
    /// The pairing score (art. 1.2).
    pub score: Points,
}

/// A paired round opened for teaching: the tournament as it stood before
/// the round, and the engine's pairing of it with its brackets.
#[derive(Debug, Clone)]
pub struct RoundStudy {
    rules: Rules,
    before: Tournament,
    round: u32,
    outcome: DutchOutcome,
    recorded: Pairing,
}

impl RoundStudy {
    /// Opens round `round` (1-based) of `t`, which must have been paired.
    pub fn new(t: &Tournament, round: u32) -> Result<RoundStudy, StudyError> {
        let rules = rules(t.system).ok_or(StudyError::NotDutch(t.system))?;
        let paired = t.rounds_paired();
        if round == 0 || round > paired {
            return Err(StudyError::NoSuchRound { round, paired });
        }
        let before = t.for_pairing_round(round);
        let outcome = (rules.pair)(&before, round)?;
        Ok(RoundStudy {
            rules,
            before,
            round,
            outcome,
            recorded: t.recorded_pairing(round),
        })
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    /// The rules the round was paired under (Dutch 2026 or 2017).
    pub fn system(&self) -> SystemKind {
        self.before.system
    }

    /// The views this round offers (see [`Views`]).
    pub fn views(&self) -> Views {
        Views::of(&self.rules)
    }

    /// The article of a colour rule under the round's rules: 2026 art.
    /// 5.2.1–5.2.5, or 2017 E.1–E.5 (the same rules).
    pub fn colour_article(&self, rule: ColourRule) -> ColourArticle {
        self.rules.version.criteria.colour_article(rule)
    }

    /// The engine's pairing (boards in publication order).
    pub fn pairing(&self) -> &Pairing {
        &self.outcome.pairing
    }

    /// Does the pairing recorded in the tournament differ from the engine's
    /// (e.g. the arbiter changed it, or another program paired it)?
    pub fn recorded_differs(&self) -> bool {
        let norm = |p: &Pairing| {
            let mut v: Vec<(Tpn, Tpn)> = p
                .boards
                .iter()
                .map(|b| (b.white.min(b.black), b.white.max(b.black)))
                .collect();
            crate::sort::sort(&mut v);
            (v, p.bye)
        };
        norm(&self.recorded) != norm(&self.outcome.pairing)
    }

    /// The brackets in the order they were paired.
    pub fn brackets(&self) -> Vec<BracketSummary> {
        let ctx = &self.outcome.context;
        let levels = ctx.scoregroups();
        self.outcome
            .brackets
            .iter()
            .enumerate()
            .map(|(index, b)| BracketSummary {
                index,
                score: levels
                    .get(index)
                    .and_then(|g| g.first())
                    .map(|&i| ctx.players[i].pairing_score)
                    .unwrap_or_default(),
                mdps: b.mdps.len(),
                residents: b.residents.len(),
                pairs: b.pairs.len(),
                downfloaters: b.downfloaters.iter().map(|&i| ctx.players[i].tpn).collect(),
                route: Route::of(&self.outcome.brackets, index),
                psd: if self.views().psd {
                    psd(ctx, b)
                } else {
                    Vec::new()
                },
            })
            .collect()
    }

    /// The players of the round in pairing order (art. 1.2).
    pub fn players(&self) -> Vec<RoundPlayer> {
        self.outcome
            .context
            .players
            .iter()
            .map(|p| RoundPlayer {
                tpn: p.tpn,
                name: self.name(p.tpn),
                score: p.pairing_score,
            })
            .collect()
    }

    /// A player's name ("" if unknown).
    pub fn name(&self, tpn: Tpn) -> String {
        self.before
            .player(tpn)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }

    /// Pairs bracket `index` literally (art. 3–4) with the MDPs the engine
    /// gave it, examining at most `budget` candidates.
    pub fn open_bracket(&self, index: usize, budget: u64) -> Result<BracketStudy, StudyError> {
        if !self.views().stepping {
            return Err(StudyError::NotOffered);
        }
        let ctx = &self.outcome.context;
        let engine = self
            .outcome
            .brackets
            .get(index)
            .ok_or(StudyError::NoSuchBracket(index))?;
        let opts = Options {
            budget,
            ..Options::default()
        };
        let (input, run) = if self.rules.version.criteria == Criteria::Dutch2017 {
            // 2017 A.9: the route the engine took (C.7, or C.4 for the last
            // bracket, the PPB and the CLB), its residents (every lower player in the CLB).
            let completion = Route::of(&self.outcome.brackets, index) != Route::NextBracket;
            let input = BracketInput::dutch2017(
                ctx,
                index,
                engine.mdps.clone(),
                engine.residents.clone(),
                completion,
            );
            let chosen = Candidate {
                pairs: engine.pairs.clone(),
                downfloaters: engine.downfloaters.clone(),
            };
            let run = pair_bracket_against(&self.before, ctx, &input, &opts, &chosen)?;
            (input, run)
        } else {
            let input = BracketInput::new(ctx, index, engine.mdps.clone())?;
            let run = pair_bracket(&self.before, ctx, &input, &opts)?;
            (input, run)
        };
        let tpn = |i: usize| ctx.players[i].tpn;
        let mut engine_pairs: Vec<(Tpn, Tpn)> = engine
            .pairs
            .iter()
            .map(|&(a, b)| sorted(tpn(a), tpn(b)))
            .collect();
        crate::sort::sort(&mut engine_pairs);
        let mut study = BracketStudy::new(run.trace, engine_pairs);
        study.judge = input.judge;
        mark_quality(ctx, &input, &mut study.steps);
        Ok(study)
    }

    /// What the panel shows of the round, as plain data (see
    /// [`RoundOverview`]).
    pub fn overview(&self) -> RoundOverview {
        RoundOverview {
            round: self.round,
            system: self.system(),
            criteria: self.rules.version.criteria,
            views: self.views(),
            brackets: self.brackets(),
            pairing: self.outcome.pairing.clone(),
            recorded_differs: self.recorded_differs(),
            players: self.players(),
            colours: ColourBasis::of(&self.outcome.context),
        }
    }

    /// The colours art. 5.2 gives `a` and `b` if they were paired.
    pub fn colours(&self, a: Tpn, b: Tpn) -> Result<ColourExplanation, StudyError> {
        let ctx = &self.outcome.context;
        let idx = |t: Tpn| {
            ctx.players
                .iter()
                .position(|p| p.tpn == t)
                .ok_or(ExplainError::UnknownPlayer(t))
        };
        let (i, j) = (idx(a)?, idx(b)?);
        if i == j {
            return Err(ExplainError::SamePlayer.into());
        }
        Ok(explain_pair(ctx, i, j))
    }

    /// "Why not X–Y?" (see [`why_not`]).
    pub fn why_not(&self, x: Tpn, y: Tpn, budget: u64) -> Result<WhyNotAnswer, StudyError> {
        if !self.views().why_not {
            return Err(StudyError::NotOffered);
        }
        Ok(why_not(&self.before, &self.outcome, x, y, budget)?)
    }
}

/// What "Explain a round" shows of a round before a bracket is opened: its
/// brackets (art. 1.9.2), boards, players, whether the recorded pairing
/// differs, and what art. 5.2 reads to explain any pair's colours. Plain
/// data (serde): the app's worker makes it ([`RoundStudy::new`] pairs the
/// whole round, seconds for a big event) and the page reads it back; the
/// searches (a bracket paired literally, "why not") are asked of the worker
/// apart, each from the tournament and the round.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundOverview {
    round: u32,
    system: SystemKind,
    criteria: Criteria,
    views: Views,
    brackets: Vec<BracketSummary>,
    pairing: Pairing,
    recorded_differs: bool,
    players: Vec<RoundPlayer>,
    colours: ColourBasis,
}

impl RoundOverview {
    /// The overview of round `round` (1-based) of `t` ([`RoundStudy::new`]).
    pub fn new(t: &Tournament, round: u32) -> Result<RoundOverview, StudyError> {
        RoundStudy::new(t, round).map(|s| s.overview())
    }

    pub fn round(&self) -> u32 {
        self.round
    }

    /// The rules the round was paired under (Dutch 2026 or 2017).
    pub fn system(&self) -> SystemKind {
        self.system
    }

    /// See [`RoundStudy::views`].
    pub fn views(&self) -> Views {
        self.views
    }

    /// See [`RoundStudy::colour_article`].
    pub fn colour_article(&self, rule: ColourRule) -> ColourArticle {
        self.criteria.colour_article(rule)
    }

    /// The engine's pairing (boards in publication order).
    pub fn pairing(&self) -> &Pairing {
        &self.pairing
    }

    /// See [`RoundStudy::recorded_differs`].
    pub fn recorded_differs(&self) -> bool {
        self.recorded_differs
    }

    /// The brackets in the order they were paired.
    pub fn brackets(&self) -> &[BracketSummary] {
        &self.brackets
    }

    /// The players of the round in pairing order (art. 1.2).
    pub fn players(&self) -> &[RoundPlayer] {
        &self.players
    }

    /// The colours art. 5.2 gives `a` and `b` if they were paired (as
    /// [`RoundStudy::colours`]).
    pub fn colours(&self, a: Tpn, b: Tpn) -> Result<ColourExplanation, StudyError> {
        let idx = |t: Tpn| self.colours.index(t).ok_or(ExplainError::UnknownPlayer(t));
        let (i, j) = (idx(a)?, idx(b)?);
        if i == j {
            return Err(ExplainError::SamePlayer.into());
        }
        Ok(self
            .colours
            .explain(i, j)
            .ok_or(ExplainError::UnknownPlayer(b))?)
    }
}

fn sorted(a: Tpn, b: Tpn) -> (Tpn, Tpn) {
    (a.min(b), a.max(b))
}

/// What a step of the trace is (art. 3.4, 3.8).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum StepKind {
    /// Breaks [C1]–[C3] (the illegal pair is marked).
    Illegal,
    /// [C4]: the rest of the round cannot be paired.
    NoCompletion,
    /// Legal, not perfect; `new_best`: better than every earlier one.
    Imperfect { new_best: bool },
    /// art. 3.4.1.
    Perfect,
    /// Skipped: cannot beat the best so far (art. 3.8).
    Skipped,
}

/// A pair of a candidate, S1 player first, with BSNs (art. 4.1).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ShownPair {
    pub s1: Tpn,
    pub s2: Tpn,
    pub s1_bsn: Option<usize>,
    pub s2_bsn: Option<usize>,
    /// The pair that makes the candidate illegal.
    pub illegal: bool,
    /// The engine pairs them too.
    pub in_engine: bool,
    /// The quality criteria this pair fails on its own (art. 2.4: [C10]–[C13]
    /// of its colours, [C15], [C17]–[C21] of an MDP and its opponent), in
    /// priority order; the candidate's own list is the union of its pairs'
    /// and its unpaired players' (`CandidateStep::floater_marks`), with [C6]
    /// and [C8].
    pub quality: Vec<Criterion>,
}

/// One step of the trace: one candidate record (a run of candidates with
/// the same outcome counts as one step).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CandidateStep {
    /// 0-based generation index of the first candidate and how many.
    pub first: u64,
    pub count: u64,
    /// The alteration that produced it (art. 4.2–4.5), with the resident
    /// exchange in force (BSNs moved S1→S2, S2→S1), and the alteration of
    /// the last candidate of a run when it differs.
    pub alteration: Alteration,
    pub exchange: Option<(Vec<usize>, Vec<usize>)>,
    pub last: Option<Alteration>,
    pub pairs: Vec<ShownPair>,
    pub downfloaters: Vec<Tpn>,
    pub kind: StepKind,
    /// The criteria it fails: the absolute one for an illegal candidate,
    /// the quality criteria not fulfilled otherwise.
    pub criteria: Vec<Failed>,
    /// The record itself.
    pub record: CandidateRecord,
    /// The chosen candidate is in this record.
    pub chosen: bool,
    /// The players the candidate leaves unpaired who fail a quality
    /// criterion on their own ([C14]/[C16] of a resident downfloater,
    /// [C18]/[C20] of an MDP left unpaired), in BSN order.
    pub floater_marks: Vec<(Tpn, Vec<Criterion>)>,
}

/// A criterion a candidate step fails.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Failed {
    /// An absolute criterion ([C1]–[C3], art. 2.1) of one pair.
    Absolute(Absolute),
    /// [C4]–[C21].
    Criterion(Criterion),
}

/// How the literal procedure ended for the bracket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Verdict {
    /// The chosen candidate and why (art. 3.4.1 or 3.8); `agrees`: it makes
    /// the engine's pairs.
    Chosen {
        choice: Box<Choice>,
        agrees: bool,
    },
    /// The budget ran out: the choice is not known.
    Unfinished {
        examined: u64,
        generated: u64,
        best_so_far: Option<Box<Choice>>,
    },
    NoLegalCandidate {
        generated: u64,
    },
}

/// A bracket paired literally, ready to page through.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BracketStudy {
    pub trace: BracketTrace,
    pub steps: Vec<CandidateStep>,
    /// Index in `steps` of the chosen candidate's record.
    pub chosen_step: Option<usize>,
    pub verdict: Verdict,
    /// The engine's pairs in this bracket (smaller TPN first, sorted).
    pub engine_pairs: Vec<(Tpn, Tpn)>,
    /// How the candidates were judged: by the 2026 text ([Cn]) or the 2017
    /// one (C.n, see `Criteria::criterion_cite`), and on which route.
    pub judge: Judge,
}

impl BracketStudy {
    fn new(trace: BracketTrace, engine_pairs: Vec<(Tpn, Tpn)>) -> BracketStudy {
        let chosen_at = trace.choice().map(|c| c.candidate);
        let bsn = |t: Tpn| trace.table.iter().find(|r| r.tpn == t).map(|r| r.bsn);
        let steps: Vec<CandidateStep> = trace
            .records(0, trace.record_count())
            .iter()
            .map(|r| {
                let step = step_of(r, &bsn, &engine_pairs);
                CandidateStep {
                    chosen: chosen_at.is_some_and(|c| c >= r.first && c - r.first < r.count),
                    ..step
                }
            })
            .collect();
        let chosen_step = steps.iter().position(|s| s.chosen);
        let verdict = match &trace.status {
            BracketStatus::Finished(c) => {
                let mut mine: Vec<(Tpn, Tpn)> =
                    c.pairs.iter().map(|&(a, b)| sorted(a, b)).collect();
                crate::sort::sort(&mut mine);
                Verdict::Chosen {
                    choice: Box::new(c.clone()),
                    agrees: mine == engine_pairs,
                }
            }
            BracketStatus::Unfinished {
                examined,
                generated,
                best_so_far,
            } => Verdict::Unfinished {
                examined: *examined,
                generated: *generated,
                best_so_far: best_so_far.clone().map(Box::new),
            },
            BracketStatus::NoLegalCandidate { generated } => Verdict::NoLegalCandidate {
                generated: *generated,
            },
        };
        BracketStudy {
            trace,
            steps,
            chosen_step,
            verdict,
            engine_pairs,
            judge: Judge::Dutch2026,
        }
    }

    /// Is the player with `tpn` an MDP of this bracket (art. 1.4.1)?
    pub fn is_mdp(&self, tpn: Tpn) -> bool {
        self.trace.table.iter().any(|r| {
            r.tpn == tpn && matches!(r.membership, Membership::MdpInS1 | Membership::MdpInLimbo)
        })
    }
}

fn step_of(
    r: &CandidateRecord,
    bsn: &impl Fn(Tpn) -> Option<usize>,
    engine: &[(Tpn, Tpn)],
) -> CandidateStep {
    let (kind, criteria, bad) = match &r.outcome {
        Outcome::Illegal { criterion, a, b } => (
            StepKind::Illegal,
            vec![Failed::Absolute(*criterion)],
            Some(sorted(*a, *b)),
        ),
        Outcome::NoCompletion => (
            StepKind::NoCompletion,
            vec![Failed::Criterion(Criterion::C4Completion)],
            None,
        ),
        Outcome::Imperfect {
            violations,
            new_best,
        } => (
            StepKind::Imperfect {
                new_best: *new_best,
            },
            violations.iter().copied().map(Failed::Criterion).collect(),
            None,
        ),
        Outcome::Perfect => (StepKind::Perfect, Vec::new(), None),
        Outcome::CannotBeat { criterion, .. } => (
            StepKind::Skipped,
            criterion.iter().copied().map(Failed::Criterion).collect(),
            None,
        ),
    };
    let pairs = r
        .pairs
        .iter()
        .map(|&(a, b)| ShownPair {
            s1: a,
            s2: b,
            s1_bsn: bsn(a),
            s2_bsn: bsn(b),
            illegal: bad == Some(sorted(a, b)),
            in_engine: engine.contains(&sorted(a, b)),
            quality: Vec::new(),
        })
        .collect();
    CandidateStep {
        first: r.first,
        count: r.count,
        alteration: r.alteration,
        exchange: r.exchange.clone(),
        last: (r.count > 1 && r.last != r.alteration).then_some(r.last),
        pairs,
        downfloaters: r.downfloaters.clone(),
        kind,
        criteria,
        record: r.clone(),
        chosen: false,
        floater_marks: Vec::new(),
    }
}

/// Fills in what each pair and each unpaired player of an evaluated step fails
/// on its own: [`pair_and_float_criteria`] of that pair (or player) alone.
/// The criteria it counts ([C10]–[C21]) are sums over the pairs and the
/// downfloaters, so these parts add up to the candidate's own counts.
fn mark_quality(ctx: &RoundContext, input: &BracketInput, steps: &mut [CandidateStep]) {
    let index = |t: Tpn| ctx.players.iter().position(|p| p.tpn == t);
    let alone = |pairs: &[(usize, usize)], down: &[usize]| marks_alone(ctx, input, pairs, down);
    for step in steps {
        // Only a complete, legal candidate is evaluated (art. 3.4); the
        // others show their pairs unmarked.
        if !matches!(step.kind, StepKind::Imperfect { .. } | StepKind::Perfect) {
            continue;
        }
        for p in &mut step.pairs {
            if let (Some(a), Some(b)) = (index(p.s1), index(p.s2)) {
                p.quality = alone(&[(a, b)], &[]);
            }
        }
        step.floater_marks = step
            .downfloaters
            .iter()
            .filter_map(|&t| {
                let marks = alone(&[], &[index(t)?]);
                (!marks.is_empty()).then_some((t, marks))
            })
            .collect();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::teach::trace::ChoiceReason;
    use std::time::Instant;

    fn sample_round(round: u32) -> RoundStudy {
        RoundStudy::new(&sample_tournament().expect("sample"), round).expect("round")
    }

    #[test]
    fn every_bracket_of_the_sample_opens_within_the_budget_and_agrees() {
        for round in 1..=9 {
            let s = sample_round(round);
            assert!(!s.recorded_differs(), "round {round}");
            let brackets = s.brackets();
            assert!(!brackets.is_empty());
            // 2026: every bracket looks over the whole round; no PSD (A.8 is 2017's).
            assert!(brackets
                .iter()
                .all(|b| b.route == Route::WholeRound && b.psd.is_empty()));
            assert_eq!(
                s.colour_article(ColourRule::InitialColour),
                ColourArticle::Article52(ColourRule::InitialColour)
            );
            assert_eq!(
                s.views(),
                Views {
                    routes: false,
                    psd: false,
                    stepping: true,
                    why_not: true
                }
            );
            for b in &brackets {
                let started = Instant::now();
                let study = s.open_bracket(b.index, BRACKET_BUDGET).expect("bracket");
                let took = started.elapsed();
                assert!(
                    took.as_secs_f64() < 2.0,
                    "round {round} bracket {}: {took:?}",
                    b.index
                );
                assert_eq!(study.trace.table.len(), b.mdps + b.residents);
                // Every step is accounted for: the counts add up.
                let total: u64 = study.steps.iter().map(|s| s.count).sum();
                assert_eq!(total, study.trace.generated);
                match &study.verdict {
                    Verdict::Chosen { agrees, .. } => {
                        assert!(agrees, "round {round} bracket {}", b.index);
                        let k = study.chosen_step.expect("chosen step");
                        assert!(study.steps[k].chosen);
                    }
                    other => panic!("round {round} bracket {}: {other:?}", b.index),
                }
            }
        }
    }

    #[test]
    fn round_eight_bracket_four_has_no_perfect_candidate() {
        // The heterogeneous lesson's bracket: three MDPs, best by art. 3.8.
        let s = sample_round(8);
        let study = s.open_bracket(3, BRACKET_BUDGET).expect("bracket");
        assert!(!study.trace.homogeneous);
        assert!(study.steps.len() > 3);
        assert!(!study.steps.iter().any(|s| s.kind == StepKind::Perfect));
        let Verdict::Chosen { choice, .. } = &study.verdict else {
            panic!("{:?}", study.verdict)
        };
        // Chosen by art. 3.8 (best, or unbeatable), not as perfect (art. 3.4.1).
        assert!(
            matches!(
                choice.reason,
                ChoiceReason::Best { .. } | ChoiceReason::Unbeatable { .. }
            ),
            "{:?}",
            choice.reason
        );
        // Failing criteria are listed for every imperfect step.
        assert!(study
            .steps
            .iter()
            .filter(|s| matches!(s.kind, StepKind::Imperfect { .. }))
            .all(|s| !s.criteria.is_empty()));
        // An illegal step marks exactly its illegal pair.
        for st in study.steps.iter().filter(|s| s.kind == StepKind::Illegal) {
            assert_eq!(st.pairs.iter().filter(|p| p.illegal).count(), 1, "{st:?}");
        }
    }

    #[test]
    fn a_tiny_budget_is_reported_as_unfinished() {
        let s = sample_round(8);
        let study = s.open_bracket(3, 1).expect("bracket");
        assert!(
            matches!(study.verdict, Verdict::Unfinished { .. }),
            "{:?}",
            study.verdict
        );
        assert_eq!(study.chosen_step, None);
    }

    #[test]
    fn refuses_what_it_cannot_explain() {
        let t = sample_tournament().expect("sample");
        assert!(matches!(
            RoundStudy::new(&t, 0),
            Err(StudyError::NoSuchRound { .. })
        ));
        assert!(matches!(
            RoundStudy::new(&t, 10),
            Err(StudyError::NoSuchRound { .. })
        ));
        let mut ds = t.clone();
        ds.system = SystemKind::ALL
            .into_iter()
            .find(|&k| rules(k).is_none())
            .expect("a system that is not Dutch");
        assert!(matches!(
            RoundStudy::new(&ds, 3),
            Err(StudyError::NotDutch(_))
        ));
        let s = sample_round(3);
        assert!(matches!(
            s.open_bracket(99, 10),
            Err(StudyError::NoSuchBracket(99))
        ));
    }
}
