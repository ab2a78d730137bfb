//! The bracket diagram for the classic Dutch texts (`dutch-2008`,
//! `dutch-2006`, `dutch-1992-ffe`; C1–C14 of seed 004 and its older
//! siblings), built from their literal trace
//! ([`crate::teach::classic::BracketPass`]): one frame per step of a
//! bracket pass, S1 facing S2 as C4 split them, the candidate's pairs as
//! links marked with the rule of the text that rejected them (B1a, B2 or
//! A7.d on the pair; B1b, B5, B6 on the player), and beside it where the
//! step sits in the text's order: the D1 transposition list of S2 with the
//! tried transposition, the D2 exchange matrix with the tried exchange, the
//! C10 ladder with what has been dropped.
//!
//! Data only: `lang` words it, `ui::learn::diagram` draws it. Cards are
//! keyed by pairing number, so going from one frame to the next moves
//! exactly the players a transposition or exchange moves.

use crate::dutch::classic::ladder::Action;
use crate::dutch::classic::trace::{Criterion, Event, Rejection};
use crate::dutch::classic::transposition;
use crate::model::{Points, SystemKind, Tournament, Tpn};
use crate::swiss::{ColourPreference, Float};
use crate::teach::classic::{classic_rules, BracketPass, ClassicStep};
use crate::teach::diagram::Column;

/// What a card shows of its player besides the number (issue 23: score,
/// colour preference and its strength, float marks), as the classic text
/// reads them for the round being paired: the score before the round, the
/// preference of A7 (with the text's own strengths, incl. the French A7.a
/// rule), the floats of the last two rounds (A4).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassicPlayer {
    pub tpn: Tpn,
    /// `None` where the view knows the preference only (a lesson's A8 step).
    pub score: Option<Points>,
    pub preference: Option<ColourPreference>,
    /// The float of the round before, and of the round before that.
    pub last_float: Option<Float>,
    pub float_before: Option<Float>,
}

/// The players of round `round` of `t` (a tournament paired, or to be
/// paired, under a classic text) as the text reads them before the round;
/// empty when `t`'s system is not a classic text or the round cannot be
/// read (the cards then show the numbers only).
pub fn classic_players(t: &Tournament, round: u32) -> Vec<ClassicPlayer> {
    let Some(rules) = classic_rules(t.system) else {
        return Vec::new();
    };
    let before = t.for_pairing_round(round);
    let Ok(ctx) = crate::dutch::classic::context::Ctx::build(&before, round, rules.text) else {
        return Vec::new();
    };
    ctx.players
        .iter()
        .map(|p| ClassicPlayer {
            tpn: p.tpn,
            score: Some(p.score),
            preference: p.preference,
            last_float: p.float_before(1),
            float_before: p.float_before(2),
        })
        .collect()
}

/// One player as drawn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassicCard {
    pub tpn: Tpn,
    /// The player's number in S1 followed by S2 (1-based; reading R1, the
    /// numbers D1 and D2 work on), when C4 has placed it.
    pub number: Option<usize>,
    pub column: Column,
    pub row: usize,
    /// The player-level rule that rejected the candidate (B1b, B5, B6).
    pub mark: Option<Rejection>,
}

/// What a pair of the frame does to the text's rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ClassicLinkStatus {
    /// Not the reason of a rejection.
    Fine,
    /// The pair the candidate was rejected for: B1a (they met), B2 (same
    /// absolute preference) or its A7.d reading (same strong preference).
    Breaks(Rejection),
}

/// A pair of the frame, S1 player first.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassicLink {
    pub s1: Tpn,
    pub s2: Tpn,
    pub row: usize,
    pub status: ClassicLinkStatus,
    /// Noted at C6 for the MDPs (heterogeneous bracket) while the
    /// remainder is paired.
    pub noted: bool,
}

/// D1: the transposition tried and its neighbours in the text's list.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TranspositionList {
    /// S2 as C4 gave it (transposition number 0).
    pub s2: Vec<Tpn>,
    /// (D1 number, 0-based; the permutation of S2), around `current`.
    pub rows: Vec<(u64, Vec<Tpn>)>,
    /// The D1 number of the candidate.
    pub current: u64,
    /// How many entries of a permutation are paired (|S1|).
    pub paired: usize,
}

/// D2: S1 (rows) against S2 (columns) before the exchange, the exchange
/// tried highlighted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ExchangeMatrix {
    /// The S1 and S2 the exchanges start from, with their numbers (reading R1).
    pub s1: Vec<(Tpn, usize)>,
    pub s2: Vec<(Tpn, usize)>,
    pub out_of_s1: Vec<Tpn>,
    pub out_of_s2: Vec<Tpn>,
    /// The trace's value: the sum of the numbers leaving S2 minus those
    /// leaving S1.
    pub differenz: u32,
    /// The exchange is this frame's own step (else an earlier one in force).
    pub now: bool,
}

impl ExchangeMatrix {
    /// The cell of S1 row `i` and S2 column `j`: the difference of the two
    /// numbers (what a single exchange of the two would score, D2), and
    /// whether the tried exchange moves both.
    pub fn cell(&self, i: usize, j: usize) -> Option<(i64, bool)> {
        let (a, na) = *self.s1.get(i)?;
        let (b, nb) = *self.s2.get(j)?;
        let hit = self.out_of_s1.contains(&a) && self.out_of_s2.contains(&b);
        Some((nb as i64 - na as i64, hit))
    }
}

/// Where an item of C10 stands at a frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RungState {
    InForce,
    /// Dropped (or, for C10.e, X/Z raised) earlier in this pass.
    Dropped,
    /// Dropped at this very frame.
    DroppedNow,
}

/// One item of the text's C10 ladder.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rung {
    pub letter: char,
    pub action: Action,
    pub state: RungState,
}

/// The drawing of one step of a classic bracket pass.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClassicDiagram {
    pub system: SystemKind,
    /// Every player of the pass exactly once.
    pub cards: Vec<ClassicCard>,
    pub links: Vec<ClassicLink>,
    pub rows: usize,
    pub first_unpaired_row: usize,
    /// The step drawn (0-based in the pass).
    pub step: usize,
    /// The candidate's rejection, when the frame is a rejected candidate.
    pub rejection: Option<Rejection>,
    pub transpositions: Option<TranspositionList>,
    pub exchange: Option<ExchangeMatrix>,
    /// The text's C10 items in its order.
    pub ladder: Vec<Rung>,
}

/// Neighbours of the tried transposition shown on each side.
const AROUND: u64 = 2;

impl ClassicDiagram {
    /// The frame of step `k` (0-based) of `pass`, a pass of a round paired
    /// under `system`; `None` past the end.
    pub fn of_step(system: SystemKind, pass: &BracketPass, k: usize) -> Option<ClassicDiagram> {
        let step = pass.steps.get(k)?;
        let upto = &pass.steps[..=k];
        // The MDP pairing whose remainder failed is the heterogeneous
        // split's candidate (C9 follows).
        let back = matches!(
            step.event,
            Event::C6Candidate {
                rejected: Some(Rejection::RemainderFails),
                ..
            }
        );
        let (mut s1, mut s2, mut noted) = split(upto, back);
        // A candidate of the MDPs' own pairing (C6 tried after a noted one
        // whose remainder failed, without a C9 between: the next
        // transposition of the heterogeneous split) replaces the noted
        // pairing: it is drawn on the split, not on the noted remainder.
        if let Event::C6Candidate { pairs, .. } = &step.event {
            let shares = |&(a, b): &(Tpn, Tpn)| {
                pairs
                    .iter()
                    .any(|&(x, y)| [x, y].contains(&a) || [x, y].contains(&b))
            };
            if !back && noted.iter().any(shares) && !noted.iter().all(|p| pairs.contains(p)) {
                (s1, s2, noted) = split(upto, true);
            }
        }
        let (pairs, rejection) = match &step.event {
            Event::C6Candidate {
                pairs, rejected, ..
            } => (Some(pairs.clone()), rejected.clone()),
            Event::C6MdpPairingNoted { pairs, .. } | Event::Accepted { pairs, .. } => {
                (Some(pairs.clone()), None)
            }
            _ => (None, None),
        };
        // The rows: the noted pairs, then the candidate's (or, before any
        // candidate, S1[i] facing S2[i] as C6 starts).
        let mut rows: Vec<(Option<Tpn>, Option<Tpn>, bool)> = Vec::new();
        let candidate = pairs.is_some();
        for &(a, b) in &noted {
            let listed = pairs
                .as_ref()
                .is_some_and(|p| p.iter().any(|&(x, y)| (x, y) == (a, b) || (y, x) == (a, b)));
            if !listed {
                rows.push((Some(a), Some(b), true));
            }
        }
        match &pairs {
            Some(p) => rows.extend(p.iter().map(|&(a, b)| (Some(a), Some(b), false))),
            None => {
                for i in 0..s1.len() {
                    rows.push((s1.get(i).copied(), s2.get(i).copied(), false));
                }
            }
        }
        let mut links = Vec::new();
        let mut place: Vec<(Tpn, Column, usize)> = Vec::new();
        for (row, &(a, b, was_noted)) in rows.iter().enumerate() {
            if let Some(a) = a {
                place.push((a, Column::S1, row));
            }
            if let Some(b) = b {
                place.push((b, Column::S2, row));
            }
            if let (true, Some(a), Some(b)) = (candidate || was_noted, a, b) {
                let status = match &rejection {
                    Some(r) if breaks_pair(r, a, b) => ClassicLinkStatus::Breaks(r.clone()),
                    _ => ClassicLinkStatus::Fine,
                };
                links.push(ClassicLink {
                    s1: a,
                    s2: b,
                    row,
                    status,
                    noted: was_noted,
                });
            }
        }
        let first_unpaired_row = rows.len();
        // Every player of the pass once, in the pass's order, then any
        // player a merge (C13) or the subgroups added.
        let mut players: Vec<Tpn> = pass.players.clone();
        for t in s1.iter().chain(&s2).chain(place.iter().map(|(t, _, _)| t)) {
            if !players.contains(t) {
                players.push(*t);
            }
        }
        let numbers: Vec<Tpn> = s1.iter().chain(&s2).copied().collect();
        let mut next = first_unpaired_row;
        let cards = players
            .iter()
            .map(|&tpn| {
                let (column, row) = match place.iter().find(|(t, _, _)| *t == tpn) {
                    Some(&(_, c, r)) => (c, r),
                    None => {
                        next += 1;
                        (Column::Unpaired, next - 1)
                    }
                };
                ClassicCard {
                    tpn,
                    number: numbers.iter().position(|&t| t == tpn).map(|i| i + 1),
                    column,
                    row,
                    mark: rejection.clone().filter(|r| marks_player(r) == Some(tpn)),
                }
            })
            .collect();
        Some(ClassicDiagram {
            system,
            cards,
            links,
            rows: next,
            first_unpaired_row,
            step: k,
            transpositions: transpositions(step, &s1, &s2),
            exchange: exchange(upto),
            ladder: ladder(system, upto),
            rejection,
        })
    }

    /// Every frame of a pass.
    pub fn frames(system: SystemKind, pass: &BracketPass) -> Vec<ClassicDiagram> {
        (0..pass.steps.len())
            .filter_map(|k| ClassicDiagram::of_step(system, pass, k))
            .collect()
    }
}

/// S1 and S2 in force at the end of `upto`, and the MDP pairs noted at C6
/// whose remainder is being paired. C4/C5 give the subgroups; after a C6
/// noting of the MDPs' pairs, the remainder (the other players of that
/// split, in its order) is paired as a homogeneous bracket of P pairs: its
/// first P players are S1, the rest S2. C9 abandons a noted pairing.
#[allow(clippy::type_complexity)]
fn split(upto: &[ClassicStep], abandoned: bool) -> (Vec<Tpn>, Vec<Tpn>, Vec<(Tpn, Tpn)>) {
    let mut abandoned = abandoned;
    for (i, s) in upto.iter().enumerate().rev() {
        match &s.event {
            // C3 (after C10 or C14) and C2 set S1 and S2 anew.
            Event::BracketEntered { .. } | Event::C3Requirements { .. } => {
                return fresh_split(upto);
            }
            Event::C9BackToHeterogeneous => abandoned = true,
            // An abandoned remainder's subgroups.
            Event::C4Subgroups {
                remainder: true, ..
            } if abandoned => {}
            Event::C4Subgroups { s1, s2, remainder } => {
                let noted = if *remainder {
                    upto[..i]
                        .iter()
                        .rev()
                        .find_map(|s| match &s.event {
                            Event::C6MdpPairingNoted { pairs, .. } => Some(pairs.clone()),
                            _ => None,
                        })
                        .unwrap_or_default()
                } else {
                    Vec::new()
                };
                return (s1.clone(), s2.clone(), noted);
            }
            Event::C6MdpPairingNoted { pairs, p_remainder } if !abandoned => {
                let (a, b, _) = split(&upto[..i], false);
                let rest: Vec<Tpn> = a
                    .iter()
                    .chain(&b)
                    .copied()
                    .filter(|t| !pairs.iter().any(|&(x, y)| x == *t || y == *t))
                    .collect();
                let p = (*p_remainder as usize).min(rest.len());
                return (rest[..p].to_vec(), rest[p..].to_vec(), pairs.clone());
            }
            _ => {}
        }
    }
    (Vec::new(), Vec::new(), Vec::new())
}

/// S1 and S2 as C4 makes them when the trace records no C4: the first P
/// players of the bracket (homogeneous) or its M1 moved-down players, once
/// C1 has taken out the incompatible ones.
#[allow(clippy::type_complexity)]
fn fresh_split(upto: &[ClassicStep]) -> (Vec<Tpn>, Vec<Tpn>, Vec<(Tpn, Tpn)>) {
    let Some(Event::BracketEntered {
        players,
        homogeneous,
        ..
    }) = upto.first().map(|s| &s.event)
    else {
        return (Vec::new(), Vec::new(), Vec::new());
    };
    let c = upto.last().map(|s| s.counters).unwrap_or_default();
    // A heterogeneous bracket whose M1 C14 brought to 0 is paired as a
    // homogeneous one.
    let p = if *homogeneous || c.m1 == 0 {
        c.p.unwrap_or(c.p1)
    } else {
        c.m1
    } as usize;
    let players: Vec<Tpn> = players
        .iter()
        .copied()
        .filter(|t| {
            !upto
                .iter()
                .any(|s| matches!(s.event, Event::C1Incompatible { player, .. } if player == *t))
        })
        .collect();
    let p = p.min(players.len());
    (players[..p].to_vec(), players[p..].to_vec(), Vec::new())
}

/// Does `r` name the pair `a`–`b` (B1a, B2, A7.d)?
fn breaks_pair(r: &Rejection, a: Tpn, b: Tpn) -> bool {
    match *r {
        Rejection::B1aRematch { a: x, b: y } | Rejection::B2SameAbsolute { a: x, b: y, .. } => {
            (x, y) == (a, b) || (y, x) == (a, b)
        }
        _ => false,
    }
}

/// The player `r` names on its own (B1b, B5, B6).
fn marks_player(r: &Rejection) -> Option<Tpn> {
    match *r {
        Rejection::B1bBye { player }
        | Rejection::B5 { player, .. }
        | Rejection::B6 { player, .. } => Some(player),
        _ => None,
    }
}

/// D1: the candidate's transposition and its neighbours, when the trace
/// numbers it (small S2 only).
fn transpositions(step: &ClassicStep, s1: &[Tpn], s2: &[Tpn]) -> Option<TranspositionList> {
    let Event::C6Candidate {
        transposition: Some(k),
        ..
    } = step.event
    else {
        return None;
    };
    let rows = (k.saturating_sub(AROUND)..=k.saturating_add(AROUND))
        .filter_map(|j| transposition::nth(s2, j).map(|p| (j, p)))
        .collect();
    Some(TranspositionList {
        s2: s2.to_vec(),
        rows,
        current: k,
        paired: s1.len().min(s2.len()),
    })
}

/// D2: the last exchange at or before the frame, since S1 and S2 were last
/// set from scratch, with the subgroups it started from.
fn exchange(upto: &[ClassicStep]) -> Option<ExchangeMatrix> {
    let last = upto.len().checked_sub(1)?;
    let restart = |e: &Event| {
        matches!(
            e,
            Event::BracketEntered { .. }
                | Event::C3Requirements { .. }
                | Event::C6MdpPairingNoted { .. }
                | Event::C8MdpSet { .. }
                | Event::C9BackToHeterogeneous
                | Event::C10Drop { .. }
                | Event::C10Budget { .. }
        )
    };
    let at = upto
        .iter()
        .rposition(|s| matches!(s.event, Event::C8Exchange { .. }) || restart(&s.event))?;
    let Event::C8Exchange {
        out_of_s1,
        out_of_s2,
        differenz,
    } = &upto[at].event
    else {
        return None;
    };
    // The subgroups the exchanges start from: the first split of this
    // segment (every D2 exchange is made from it).
    let restart_at = upto[..at].iter().rposition(|s| restart(&s.event));
    let start = restart_at.map_or(0, |i| i + 1);
    let (s1, s2) = upto[start..at]
        .iter()
        .find_map(|s| match &s.event {
            Event::C4Subgroups { s1, s2, .. } => Some((s1.clone(), s2.clone())),
            _ => None,
        })
        .or_else(|| {
            // A remainder's first split is implicit (C6 noted the MDPs' pairs).
            let (a, b, _) = split(&upto[..start], false);
            (!a.is_empty()).then_some((a, b))
        })?;
    let n1 = s1.len();
    Some(ExchangeMatrix {
        s1: s1.iter().enumerate().map(|(i, &t)| (t, i + 1)).collect(),
        s2: s2
            .iter()
            .enumerate()
            .map(|(j, &t)| (t, n1 + j + 1))
            .collect(),
        out_of_s1: out_of_s1.clone(),
        out_of_s2: out_of_s2.clone(),
        differenz: *differenz,
        now: at == last,
    })
}

/// The text's C10 ladder at the frame: what C3 last dropped, what C10 has
/// dropped since, whether C10.e raised X/Z.
fn ladder(system: SystemKind, upto: &[ClassicStep]) -> Vec<Rung> {
    let Some(rules) = classic_rules(system) else {
        return Vec::new();
    };
    let mut dropped: Vec<Criterion> = Vec::new();
    let mut raised = false;
    for s in upto {
        match &s.event {
            Event::BracketEntered { .. } => {
                dropped.clear();
                raised = false;
            }
            Event::C3Requirements {
                dropped: d, x, z, ..
            } => {
                dropped = d.clone();
                raised = *x > s.counters.x1 || z.zip(s.counters.z1).is_some_and(|(z, z1)| z > z1);
            }
            Event::C10Drop { criterion, .. } => dropped.push(*criterion),
            Event::C10Budget { .. } => raised = true,
            _ => {}
        }
    }
    let now = upto.last().map(|s| &s.event);
    rules
        .text
        .ladder
        .iter()
        .map(|&st| {
            let here = match (now, st) {
                (Some(Event::C10Drop { criterion, .. }), Action::Drop(c)) => *criterion == c,
                (Some(Event::C10Budget { .. }), Action::Budget) => true,
                _ => false,
            };
            let done = match st {
                Action::Drop(c) => dropped.contains(&c),
                Action::Budget => raised,
            };
            let state = match (here, done) {
                (true, _) => RungState::DroppedNow,
                (false, true) => RungState::Dropped,
                (false, false) => RungState::InForce,
            };
            Rung {
                letter: st.letter(),
                action: st,
                state,
            }
        })
        .collect()
}
