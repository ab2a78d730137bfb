//! The literal trace of the classic (C1–C14) procedure: structured events,
//! no words (English in `lang::en::classic`). Recorded through a [`Sink`]
//! that costs nothing when off ([`Off`]); [`Recorder`] keeps them, bounded.
//!
//! Players are named by their pairing number ([`Tpn`]); articles by the
//! variants' names and doc comments (seed 004 numbering).

use crate::model::{Colour, Points, Tpn};

/// A requirement of C3 that C10 can drop (C10.a–g).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Criterion {
    /// B6 for upfloaters (C3.h, dropped by C10.a).
    B6Up,
    /// B5 for upfloaters (C3.g, dropped by C10.b).
    B5Up,
    /// B6 for downfloaters (C3.f, dropped by C10.c).
    B6Down,
    /// B5 for downfloaters (C3.e, dropped by C10.d).
    B5Down,
    /// A7.d, strong preferences treated as absolute in odd rounds (C3.c,
    /// dropped by C10.f).
    A7d,
    /// B2 for topscorers (C3.b, dropped by C10.g).
    B2Topscorers,
}

/// Why a candidate (a transposition or an exchange with its transposition)
/// was not accepted at C6.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Rejection {
    /// B1a: the two have already played each other (or the event forbids the pair).
    B1aRematch { a: Tpn, b: Tpn },
    /// B1b: this player would receive a second bye.
    B1bBye { player: Tpn },
    /// B2: both have the same absolute preference (or, under A7.d, the
    /// same strong-or-absolute one).
    B2SameAbsolute { a: Tpn, b: Tpn, a7d: bool },
    /// More than X pairs with both players preferring the same colour (A8.a).
    XBudget { x: u32, needed: u32 },
    /// More than Z pairs with the same strong preference (A8.b, even rounds).
    ZBudget { z: u32, needed: u32 },
    /// B5: this player would float in the same direction twice in a row.
    B5 { player: Tpn, up: bool },
    /// B6: this player floated in the same direction two rounds ago.
    B6 { player: Tpn, up: bool },
    /// C9: the remainder of this MDP pairing could not be paired.
    RemainderFails,
    /// C12/C13 look-ahead: the lower bracket cannot be paired with these
    /// downfloaters.
    LowerBracketFails,
    /// D4: a later candidate has a smaller B3 factor.
    B3Factor { factor: u64, best: u64 },
}

/// One step of the literal procedure.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A bracket starts (C2): its scores, kind and parameters.
    BracketEntered {
        /// The highest and lowest score in it.
        top: Points,
        bottom: Points,
        /// Homogeneous (A3, incl. the 50 % rule), else heterogeneous.
        homogeneous: bool,
        /// The lowest bracket (C13) or a merged lowest bracket.
        lowest: bool,
        players: Vec<Tpn>,
        /// A6.b
        p0: u32,
        /// A6.c
        m0: u32,
        /// A8.a
        x1: u32,
        /// A8.b (even rounds)
        z1: Option<u32>,
    },
    /// C1: a player without a compatible opponent in the bracket.
    C1Incompatible { player: Tpn, to: C1Route },
    /// C3: the requirements now in force.
    C3Requirements {
        p: u32,
        x: u32,
        z: Option<u32>,
        dropped: Vec<Criterion>,
    },
    /// C4/C5 (after C8.a/b): the subgroups now tried.
    C4Subgroups {
        s1: Vec<Tpn>,
        s2: Vec<Tpn>,
        remainder: bool,
    },
    /// C6: a candidate tried (S1[i] against the listed S2 order).
    C6Candidate {
        /// C7: 0-based index of the transposition in D1 order, when known
        /// (small S2 only).
        transposition: Option<u64>,
        pairs: Vec<(Tpn, Tpn)>,
        rejected: Option<Rejection>,
    },
    /// Candidates not recorded at this step (the trace is bounded).
    CandidatesSkipped { count: u64 },
    /// C8.a: a D2 exchange between S1 and S2 with its DIFFERENZ value.
    C8Exchange {
        out_of_s1: Vec<Tpn>,
        out_of_s2: Vec<Tpn>,
        differenz: u32,
    },
    /// C8.b: a new D3 set of M1 MDPs in S1.
    C8MdpSet { s1: Vec<Tpn> },
    /// C6 (heterogeneous): the MDP pairing is noted; the remainder follows.
    C6MdpPairingNoted {
        pairs: Vec<(Tpn, Tpn)>,
        p_remainder: u32,
    },
    /// C9: the remainder is abandoned, back to the noted transposition.
    C9BackToHeterogeneous,
    /// C10.a–d, f, g: a criterion dropped.
    C10Drop { step: char, criterion: Criterion },
    /// C10.e: X (and Z) raised.
    C10Budget { x: u32, z: Option<u32> },
    /// C12: backtrack into the previous bracket.
    C12Backtrack { accepted: bool },
    /// C13: the penultimate bracket is paired again for the lowest one.
    C13Backtrack { accepted: bool },
    /// C13: the two lowest brackets are merged.
    C13Merge { players: Vec<Tpn> },
    /// C14: reductions with their new values.
    C14Reduce {
        p1: u32,
        m1: u32,
        x1: u32,
        z1: Option<u32>,
    },
    /// C14.a: P1 reached 0, the whole bracket moves down.
    C14WholeBracketDown,
    /// C6: the bracket's pairing is accepted.
    Accepted {
        pairs: Vec<(Tpn, Tpn)>,
        moved_down: Vec<Tpn>,
    },
    /// The bye (A5).
    Bye { player: Tpn },
    /// E1–E5: who has White on a board and which rule decided.
    Colour {
        white: Tpn,
        black: Tpn,
        rule: ColourRule,
    },
}

/// Where C1 sends an incompatible player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum C1Route {
    /// An MDP: C12.
    C12,
    /// The lowest bracket: C13.
    C13,
    /// Otherwise: floated to the next bracket.
    MovedDown,
}

/// The colour rule that decided a board (E1–E5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ColourRule {
    /// E1: both preferences granted.
    E1BothPreferences,
    /// E2: the stronger preference granted.
    E2StrongerPreference,
    /// E3: colours alternated against the latest round where they differed.
    E3Alternate,
    /// E4: the higher-ranked player's preference granted.
    E4HigherRanked,
    /// E5: round 1, odd/even position in S1 (reading R23 for later rounds).
    E5FirstRound { first: Colour },
}

/// Where events go. [`Off`] drops them at no cost.
pub trait Sink {
    /// False when nothing is kept: callers skip building events.
    fn on(&self) -> bool;
    fn push(&mut self, e: Event);
    /// A candidate at a step: kept while under the cap, else counted.
    fn candidate(&mut self, e: Event) {
        self.push(e)
    }
    /// The current step is over: report the skipped candidates.
    fn end_step(&mut self) {}
}

/// No trace.
pub struct Off;

impl Sink for Off {
    #[inline]
    fn on(&self) -> bool {
        false
    }
    #[inline]
    fn push(&mut self, _: Event) {}
    #[inline]
    fn candidate(&mut self, _: Event) {}
}

/// Keeps the events, at most `cap` candidates per step (the rest counted
/// in [`Event::CandidatesSkipped`]), at most `max_events` events in all.
pub struct Recorder {
    pub events: Vec<Event>,
    pub cap: usize,
    pub max_events: usize,
    in_step: usize,
    skipped: u64,
    /// Events not kept because `max_events` was reached.
    pub dropped: u64,
}

impl Recorder {
    pub fn new(cap: usize, max_events: usize) -> Recorder {
        Recorder {
            events: Vec::new(),
            cap,
            max_events,
            in_step: 0,
            skipped: 0,
            dropped: 0,
        }
    }
}

impl Default for Recorder {
    fn default() -> Self {
        Recorder::new(20, 20_000)
    }
}

impl Sink for Recorder {
    fn on(&self) -> bool {
        true
    }
    fn push(&mut self, e: Event) {
        if !matches!(e, Event::C6Candidate { .. }) {
            self.end_step();
        }
        if self.events.len() < self.max_events {
            self.events.push(e);
        } else {
            self.dropped += 1;
        }
    }
    fn candidate(&mut self, e: Event) {
        if self.in_step < self.cap {
            self.in_step += 1;
            if self.events.len() < self.max_events {
                self.events.push(e);
            } else {
                self.dropped += 1;
            }
        } else {
            self.skipped += 1;
        }
    }
    fn end_step(&mut self) {
        if self.skipped > 0 && self.events.len() < self.max_events {
            self.events.push(Event::CandidatesSkipped {
                count: self.skipped,
            });
        }
        self.skipped = 0;
        self.in_step = 0;
    }
}
