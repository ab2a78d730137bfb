//! "Explain a round" for the classic Dutch texts (C1–C14, seed 004 of
//! about 2008–2013), as plain data: the engine's literal trace
//! ([`crate::dutch::classic::trace::Event`]) grouped bracket by bracket,
//! each event a [`ClassicStep`] naming the step of the text it carries out
//! ([`CStep`]) and the counters P0, M0, P1, M1, X1, Z1 (and the
//! requirements P, X, Z of C3) in force at that moment; then the colour
//! rule (E1–E5) of every board and the bye (A5).
//!
//! Nothing here builds a sentence: `lang::en::classic_teach` words it.
//! [`lessons`] are the seed's own worked examples (D1, D2, D4), each a
//! small tournament the engine pairs.

pub mod lessons;

use crate::dutch::classic::trace::{ColourRule, Criterion, Event};
use crate::dutch::classic::{pair_traced, Rules, RULES};
use crate::model::{Pairing, PairingError, Points, SystemKind, Tournament, Tpn};

/// The classic engine of `kind`, if `kind` is a classic text (the
/// engine's list `dutch::classic::RULES`).
pub fn classic_rules(kind: SystemKind) -> Option<&'static Rules> {
    RULES.iter().copied().find(|r| r.text.system == kind)
}

/// Is `kind` one of the classic texts (so its round is explained here)?
pub fn is_classic(kind: SystemKind) -> bool {
    classic_rules(kind).is_some()
}

/// Why a classic round cannot be opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClassicError {
    /// Not a classic text.
    NotClassic(SystemKind),
    /// The round has not been paired (1-based `round`, `paired` so far).
    NoSuchRound {
        round: u32,
        paired: u32,
    },
    Pairing(PairingError),
}

impl From<PairingError> for ClassicError {
    fn from(e: PairingError) -> ClassicError {
        ClassicError::Pairing(e)
    }
}

/// The step of the text an event carries out (seed 004 numbering).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CStep {
    /// C1: an incompatible player.
    C1,
    /// C2: P0, P1, M0, M1, X1, Z1 determined.
    C2,
    /// C3: the requirements P, B2, A7.d, X, Z, B5/B6 fixed.
    C3,
    /// C4 (with C5): S1 and S2.
    C4,
    /// C6: a pairing tried (the first of S1 against the first of S2, …).
    C6,
    /// C7: a new D1 transposition (candidates not recorded one by one).
    C7,
    /// C8.a: a D2 exchange between S1 and S2.
    C8a,
    /// C8.b: a new D3 set of moved-down players in S1.
    C8b,
    /// C9: back to the heterogeneous part.
    C9,
    /// C10 and its letter (a–g).
    C10(char),
    /// C12: back to the previous bracket.
    C12,
    /// C13: the lowest bracket.
    C13,
    /// C14: P1, X1, Z1, M1 reduced.
    C14,
    /// A5: the bye.
    A5,
    /// E1–E5: the colours of one board.
    E(ColourRule),
}

impl CStep {
    /// The step an event carries out.
    pub fn of(e: &Event) -> CStep {
        match e {
            Event::BracketEntered { .. } => CStep::C2,
            Event::C1Incompatible { .. } => CStep::C1,
            Event::C3Requirements { .. } => CStep::C3,
            Event::C4Subgroups { .. } => CStep::C4,
            Event::C6Candidate {
                transposition: Some(k),
                ..
            } if *k > 0 => CStep::C7,
            Event::C6Candidate { .. }
            | Event::C6MdpPairingNoted { .. }
            | Event::Accepted { .. } => CStep::C6,
            Event::CandidatesSkipped { .. } => CStep::C7,
            Event::C8Exchange { .. } => CStep::C8a,
            Event::C8MdpSet { .. } => CStep::C8b,
            Event::C9BackToHeterogeneous => CStep::C9,
            Event::C10Drop { step, .. } => CStep::C10(*step),
            Event::C10Budget { .. } => CStep::C10('e'),
            Event::C12Backtrack { .. } => CStep::C12,
            Event::C13Backtrack { .. } | Event::C13Merge { .. } => CStep::C13,
            Event::C14Reduce { .. } | Event::C14WholeBracketDown => CStep::C14,
            Event::Bye { .. } => CStep::A5,
            Event::Colour { rule, .. } => CStep::E(*rule),
        }
    }
}

/// The counters of C2/C14 and the requirements of C3 in force after an
/// event (`None`: not yet set in this bracket, or Z1/Z in an odd round).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Counters {
    /// A6.b, A6.c
    pub p0: u32,
    pub m0: u32,
    /// C2 sets P1 = P0, M1 = M0; C14 lowers them.
    pub p1: u32,
    pub m1: u32,
    /// A8.a, A8.b (even rounds); C14 lowers them.
    pub x1: u32,
    pub z1: Option<u32>,
    /// C3.a/C3.d: the requirements now in force (C10.e raises X and Z).
    pub p: Option<u32>,
    pub x: Option<u32>,
    pub z: Option<u32>,
    /// What C10 has dropped so far (C3 restores them in the order it says).
    pub dropped: usize,
}

impl Counters {
    /// The counters after `e`.
    fn after(mut self, e: &Event) -> Counters {
        match e {
            Event::BracketEntered { p0, m0, x1, z1, .. } => {
                self = Counters {
                    p0: *p0,
                    m0: *m0,
                    p1: *p0,
                    m1: *m0,
                    x1: *x1,
                    z1: *z1,
                    ..Counters::default()
                };
            }
            Event::C3Requirements { p, x, z, dropped } => {
                self.p = Some(*p);
                self.x = Some(*x);
                self.z = *z;
                self.dropped = dropped.len();
            }
            Event::C6MdpPairingNoted { p_remainder, .. } => self.p = Some(*p_remainder),
            Event::C10Budget { x, z } => {
                self.x = Some(*x);
                self.z = *z;
            }
            Event::C10Drop { .. } => self.dropped += 1,
            Event::C14Reduce { p1, m1, x1, z1 } => {
                self.p1 = *p1;
                self.m1 = *m1;
                self.x1 = *x1;
                self.z1 = *z1;
            }
            _ => {}
        }
        self
    }
}

/// One event of the trace with its step and the counters after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassicStep {
    pub step: CStep,
    pub counters: Counters,
    pub event: Event,
    /// For a candidate (C6/C7): the D1 numbers of the transpositions of the
    /// same S1/S2 before it that the trace does not list (first, last), when
    /// known: the engine passes over transpositions it can rule out without
    /// recording each one.
    pub passed_over: Option<(u64, u64)>,
}

/// One pass through a bracket (C2 onwards), from a `BracketEntered` to the
/// next: a bracket paired again by C12/C13 is a new pass.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BracketPass {
    /// 0-based, in the order the procedure entered them.
    pub index: usize,
    pub top: Points,
    pub bottom: Points,
    pub homogeneous: bool,
    pub lowest: bool,
    pub players: Vec<Tpn>,
    /// Entered again by a C12 or C13 backtrack (the event just before).
    pub again: bool,
    pub steps: Vec<ClassicStep>,
    /// The pairs this pass accepted (C6), if it accepted any.
    pub accepted: Option<Vec<(Tpn, Tpn)>>,
}

impl BracketPass {
    /// The criteria C10 dropped in this pass, with their letters, in order.
    pub fn drops(&self) -> Vec<(char, Criterion)> {
        self.steps
            .iter()
            .filter_map(|s| match s.event {
                Event::C10Drop { step, criterion } => Some((step, criterion)),
                _ => None,
            })
            .collect()
    }
}

/// The colours of one board and the rule that decided them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardColour {
    /// 1-based board (F1 order).
    pub board: usize,
    pub white: Tpn,
    pub black: Tpn,
    pub rule: ColourRule,
}

/// A round paired under a classic text, opened for teaching.
#[derive(Debug, Clone)]
pub struct ClassicStudy {
    pub system: SystemKind,
    pub round: u32,
    pub pairing: Pairing,
    /// Does the recorded pairing differ from the engine's?
    pub recorded_differs: bool,
    pub brackets: Vec<BracketPass>,
    /// Events before the first bracket (none expected).
    pub prelude: Vec<ClassicStep>,
    pub colours: Vec<BoardColour>,
    pub bye: Option<Tpn>,
    /// Every candidate tried is listed: the engine's bounded `Recorder`
    /// skipped none (no `CandidatesSkipped`) and kept every event.
    pub complete: bool,
}

impl ClassicStudy {
    /// Opens round `round` (1-based) of `t`, which must have been paired.
    pub fn new(t: &Tournament, round: u32) -> Result<ClassicStudy, ClassicError> {
        let rules = classic_rules(t.system).ok_or(ClassicError::NotClassic(t.system))?;
        let paired = t.rounds_paired();
        if round == 0 || round > paired {
            return Err(ClassicError::NoSuchRound { round, paired });
        }
        let before = t.for_pairing_round(round);
        let mut s = ClassicStudy::pair(&before, round, rules)?;
        s.recorded_differs = norm(&t.recorded_pairing(round)) != norm(&s.pairing);
        Ok(s)
    }

    /// Pairs round `round` of `before` (the tournament as it stood before
    /// it) and opens its trace.
    pub fn pair(
        before: &Tournament,
        round: u32,
        rules: &Rules,
    ) -> Result<ClassicStudy, ClassicError> {
        let (outcome, events) = pair_traced(before, round, rules)?;
        let mut s = ClassicStudy::from_events(events);
        s.system = before.system;
        s.round = round;
        s.complete = s.complete && !events_capped(&s);
        s.pairing = outcome.pairing;
        Ok(s)
    }

    /// Groups a trace into bracket passes, colours and the bye.
    pub fn from_events(events: Vec<Event>) -> ClassicStudy {
        let mut brackets: Vec<BracketPass> = Vec::new();
        let mut prelude = Vec::new();
        let mut colours = Vec::new();
        let mut bye = None;
        let mut counters = Counters::default();
        let mut backtrack = false;
        let mut complete = true;
        let mut next_number = NextTransposition::Known(0);
        for e in events {
            match &e {
                Event::Colour { white, black, rule } => {
                    colours.push(BoardColour {
                        board: colours.len() + 1,
                        white: *white,
                        black: *black,
                        rule: *rule,
                    });
                    continue;
                }
                Event::Bye { player } => {
                    bye = Some(*player);
                    continue;
                }
                Event::CandidatesSkipped { .. } => complete = false,
                _ => {}
            }
            counters = counters.after(&e);
            let passed_over = next_number.passed_over(&e);
            let step = ClassicStep {
                step: CStep::of(&e),
                counters,
                event: e,
                passed_over,
            };
            if let Event::BracketEntered {
                top,
                bottom,
                homogeneous,
                lowest,
                players,
                ..
            } = &step.event
            {
                brackets.push(BracketPass {
                    index: brackets.len(),
                    top: *top,
                    bottom: *bottom,
                    homogeneous: *homogeneous,
                    lowest: *lowest,
                    players: players.clone(),
                    again: backtrack,
                    steps: Vec::new(),
                    accepted: None,
                });
            }
            backtrack = matches!(
                step.event,
                Event::C12Backtrack { .. } | Event::C13Backtrack { .. } | Event::C13Merge { .. }
            );
            match brackets.last_mut() {
                Some(b) => {
                    if let Event::Accepted { pairs, .. } = &step.event {
                        b.accepted = Some(pairs.clone());
                    }
                    b.steps.push(step);
                }
                None => prelude.push(step),
            }
        }
        ClassicStudy {
            // Set by `pair`; the first classic text until then.
            system: RULES[0].text.system,
            round: 0,
            pairing: Pairing::default(),
            recorded_differs: false,
            brackets,
            prelude,
            colours,
            bye,
            complete,
        }
    }

    /// Every step of every pass, in order.
    pub fn steps(&self) -> impl Iterator<Item = &ClassicStep> {
        self.prelude
            .iter()
            .chain(self.brackets.iter().flat_map(|b| b.steps.iter()))
    }
}

/// The D1 number the next listed candidate would have if none were passed
/// over since the last C4 (S1 and S2 set anew).
#[derive(Debug, Clone, Copy)]
enum NextTransposition {
    Known(u64),
    /// After a `CandidatesSkipped`: the count says how many, not which.
    Unknown,
}

impl NextTransposition {
    /// Updates with `e`; for a candidate, the range passed over before it.
    fn passed_over(&mut self, e: &Event) -> Option<(u64, u64)> {
        match e {
            Event::C4Subgroups { .. } => {
                *self = NextTransposition::Known(0);
                None
            }
            Event::CandidatesSkipped { .. } => {
                *self = NextTransposition::Unknown;
                None
            }
            Event::C6Candidate {
                transposition: Some(k),
                ..
            } => {
                let gap = match *self {
                    NextTransposition::Known(n) if *k > n => Some((n, k - 1)),
                    _ => None,
                };
                *self = NextTransposition::Known(k + 1);
                gap
            }
            _ => None,
        }
    }
}

/// The engine's recorder keeps at most this many events (its default).
const MAX_EVENTS: usize = 20_000;

fn events_capped(s: &ClassicStudy) -> bool {
    s.steps().count() + s.colours.len() + usize::from(s.bye.is_some()) >= MAX_EVENTS
}

fn norm(p: &Pairing) -> (Vec<(Tpn, Tpn)>, Option<Tpn>) {
    let mut v: Vec<(Tpn, Tpn)> = p
        .boards
        .iter()
        .map(|b| (b.white.min(b.black), b.white.max(b.black)))
        .collect();
    crate::sort::sort(&mut v);
    (v, p.bye)
}
