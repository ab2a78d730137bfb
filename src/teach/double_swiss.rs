//! "Explain a round" for the Double-Swiss system (C.04.5, issue 23): the
//! engine's own record of a round ([`crate::double_swiss::pair_recorded`])
//! opened bracket by bracket, each bracket as a list of steps in the text's
//! order (the upfloater sets of art. 3.5.4, then the values tried at each
//! position of the identifier, art. 3.6.2–3.6.4), each step drawn as the
//! top members facing the bottom members, and the lessons (small real
//! events, checked by `tests/teach/double_swiss.rs`).
//!
//! Data only: the wording is in `lang::{en,fr}::double_swiss_teach`.

use crate::double_swiss::record::{
    BracketRecord, ColourRecord, DsArticle, PairStep, RoundRecord, SetOutcome, Try,
};
use crate::model::{
    Board, ByColour, ByeKind, Colour, GameResult, MatchGames, Pairing, PairingError, Player,
    Points, SystemKind, Title, Tournament, Tpn,
};
use serde::Serialize;

/// Is `system` the one this module explains (C.04.5)?
pub fn is_double_swiss(system: SystemKind) -> bool {
    system == SystemKind::DoubleSwiss2026
}

/// A Double-Swiss round opened for study.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DsStudy {
    pub round: u32,
    /// The engine's pairing of the round (from the event before it).
    pub pairing: Pairing,
    /// How the engine made it.
    pub record: RoundRecord,
    /// The event records another pairing for this round (changed by hand).
    pub recorded_differs: bool,
    /// Each player's score before the round (art. 1.2.1), by TPN.
    scores: Vec<(Tpn, Points)>,
}

impl DsStudy {
    /// Pairs round `round` of `t` (Double-Swiss) again, with the record.
    pub fn new(t: &Tournament, round: u32) -> Result<DsStudy, PairingError> {
        let before = t.for_pairing_round(round);
        let (pairing, record) = crate::double_swiss::pair_recorded(&before, round)?;
        let recorded = t.recorded_pairing(round);
        let same = |p: &Pairing| {
            let mut v: Vec<(Tpn, Tpn)> = p.boards.iter().map(|b| (b.white, b.black)).collect();
            crate::sort::sort(&mut v);
            (v, p.bye)
        };
        let recorded_differs = t.rounds_paired() >= round && same(&recorded) != same(&pairing);
        let scores = t
            .players
            .iter()
            .map(|p| (p.tpn, t.score_after(p.tpn, round - 1)))
            .collect();
        Ok(DsStudy {
            round,
            pairing,
            record,
            recorded_differs,
            scores,
        })
    }

    /// A player's score before the round.
    pub fn score(&self, tpn: Tpn) -> Points {
        self.scores
            .iter()
            .find(|(t, _)| *t == tpn)
            .map(|(_, s)| *s)
            .unwrap_or_default()
    }

    /// The steps of bracket `index` (0-based), in the text's order.
    pub fn steps(&self, index: usize) -> Vec<DsStep> {
        self.record
            .brackets
            .get(index)
            .map(steps_of)
            .unwrap_or_default()
    }

    /// The drawing of step `k` of bracket `index`.
    pub fn diagram(&self, index: usize, k: usize) -> Option<DsDiagram> {
        let b = self.record.brackets.get(index)?;
        let steps = steps_of(b);
        Some(DsDiagram::of_step(self, b, &steps, k))
    }
}

/// "Why not X–Y?" in a Double-Swiss round, read from the engine's record
/// (C.04.5 art. 3.3–3.6). Brackets are 0-based, in the order they were
/// paired (art. 3.3.2). In a pair the smaller TPN is the top member
/// (art. 3.6.1); the identifier is the top members ascending, then their
/// bottom members (art. 3.6.2), and the engine fills it position by
/// position with the smallest value that still leads to a pairing
/// complying with [C1], [C3] and [C8] (art. 3.6.3–3.6.4). Each answer names
/// the first place where a pairing with X–Y would have to leave the
/// engine's choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum DsWhyNot {
    /// They do meet.
    Paired,
    /// `tpn` is not paired this round (absent, or not in the event).
    NotPlaying { tpn: Tpn },
    /// `tpn` receives the pairing-allocated bye (art. 3.4).
    Bye { tpn: Tpn },
    /// The two were paired in different brackets: `tpn` was still to pair
    /// (it was paired in bracket `later`) when bracket `bracket` was formed
    /// with the upfloaters `chosen` (art. 3.5), and `why` says why `tpn`
    /// was not among them.
    NotInBracket {
        bracket: usize,
        later: usize,
        tpn: Tpn,
        chosen: Vec<Tpn>,
        why: NotFloated,
    },
    /// The smaller of the two, `tpn`, was tried as a top member after the
    /// top members before it and rejected by `criterion` ([C3] or [C8]),
    /// so it is a bottom member (art. 3.6.3, 3.6.4).
    TopRejected {
        bracket: usize,
        tpn: Tpn,
        criterion: DsArticle,
    },
    /// The smaller of the two, `tpn`, is larger than every top member, so
    /// it was never tried as one: each top member's place took a smaller
    /// value that complied (art. 3.6.3, 3.6.4).
    TopsFilled { bracket: usize, tpn: Tpn },
    /// The larger of the two, `tpn`, is itself a top member (art. 3.6.2):
    /// it was accepted at its place, so it has no smaller top member.
    TopMember { bracket: usize, tpn: Tpn },
    /// `bottom` was already the bottom member of `top`, an earlier top member.
    TakenEarlier {
        bracket: usize,
        bottom: Tpn,
        top: Tpn,
    },
    /// `top` tried `bottom` and the record rejected it by `criterion`
    /// ([C1], [C3] or [C8]).
    Rejected {
        bracket: usize,
        top: Tpn,
        bottom: Tpn,
        criterion: DsArticle,
    },
    /// `top` accepted `accepted`, a smaller value at that position of the
    /// identifier, before `other` was reached (art. 3.6.3, 3.6.4).
    EarlierValue {
        bracket: usize,
        top: Tpn,
        accepted: Tpn,
        other: Tpn,
    },
}

/// Why a player still to pair was not one of a bracket's upfloaters
/// (C.04.5 art. 3.5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum NotFloated {
    /// [C4] (art. 2.3.1): the top-scoregroup could be paired on its own,
    /// so the bracket took no upfloater.
    NoUpfloaters,
    /// [C4], [C5] (art. 3.5.2): the first size and scores of upfloaters
    /// that leave a legal pairing were `scores` (highest first); the
    /// player's `score` is not one of them.
    Scores { score: Points, scores: Vec<Points> },
    /// The first set with the player that art. 3.5.5 looked at, in the
    /// order of art. 3.5.4, and what became of it.
    Set { set: Vec<Tpn>, outcome: SetWhy },
    /// No set with the player was looked at: those before the chosen set
    /// in the order of art. 3.5.4 leave no legal pairing ([C3]) when
    /// `before`, and there are none before it otherwise; the chosen set
    /// is the first that complies (art. 3.5.5).
    NotReached { before: bool },
}

/// What art. 3.5.5 made of an upfloater set that was not chosen.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum SetWhy {
    /// No legal pairing of the bracket and of everyone else ([C1], [C3]).
    Illegal,
    /// Legal, but not better on `criterion` ([C6], or [C7] when as good on
    /// [C6]) than a set before it in the order of art. 3.5.4.
    NotBetter(DsArticle),
    /// Legal and kept for a while, but a later set did better on
    /// `criterion` ([C6], or [C7] when as good on [C6]).
    LaterBetter(DsArticle),
}

impl DsStudy {
    /// "Why not X–Y?" (see [`DsWhyNot`]); `None` when `x` = `y`.
    pub fn why_not(&self, x: Tpn, y: Tpn) -> Option<DsWhyNot> {
        if x == y {
            return None;
        }
        if self
            .pairing
            .boards
            .iter()
            .any(|b| (b.white == x && b.black == y) || (b.white == y && b.black == x))
        {
            return Some(DsWhyNot::Paired);
        }
        for p in [x, y] {
            if self.pairing.bye == Some(p) {
                return Some(DsWhyNot::Bye { tpn: p });
            }
        }
        let bracket_of = |p: Tpn| {
            self.record
                .brackets
                .iter()
                .position(|b| b.pairs.iter().any(|&(t, u)| t == p || u == p))
        };
        let (kx, ky) = match (bracket_of(x), bracket_of(y)) {
            (Some(kx), Some(ky)) => (kx, ky),
            (None, _) => return Some(DsWhyNot::NotPlaying { tpn: x }),
            (_, None) => return Some(DsWhyNot::NotPlaying { tpn: y }),
        };
        if kx != ky {
            // The one paired later was still to pair when the other's
            // bracket took its upfloaters (art. 3.3.2, 3.5).
            let (k, later, tpn) = if kx < ky { (kx, ky, y) } else { (ky, kx, x) };
            let b = &self.record.brackets[k];
            return Some(DsWhyNot::NotInBracket {
                bracket: k,
                later,
                tpn,
                chosen: b.upfloaters.clone(),
                why: self.not_floated(k, tpn),
            });
        }
        let (k, b) = (kx, &self.record.brackets[kx]);
        let (lo, hi) = (x.min(y), x.max(y));
        let is_top = |p: Tpn| b.pairs.iter().any(|&(t, _)| t == p);
        if !is_top(lo) {
            // A player smaller than the last top member is tried at the
            // place between the top members around it, and rejected.
            let criterion = b.steps.iter().find_map(|s| match *s {
                PairStep::Top { player, outcome } if player == lo => outcome.breaks(),
                _ => None,
            });
            return Some(match criterion {
                Some(criterion) => DsWhyNot::TopRejected {
                    bracket: k,
                    tpn: lo,
                    criterion,
                },
                None => DsWhyNot::TopsFilled {
                    bracket: k,
                    tpn: lo,
                },
            });
        }
        if is_top(hi) {
            return Some(DsWhyNot::TopMember {
                bracket: k,
                tpn: hi,
            });
        }
        let rejected = b.steps.iter().find_map(|s| match *s {
            PairStep::Bottom {
                top,
                player,
                outcome,
            } if top == lo && player == hi => outcome.breaks(),
            _ => None,
        });
        if let Some(criterion) = rejected {
            return Some(DsWhyNot::Rejected {
                bracket: k,
                top: lo,
                bottom: hi,
                criterion,
            });
        }
        let top_of_hi = b.pairs.iter().find(|&&(_, u)| u == hi).map(|&(t, _)| t);
        let accepted = b.pairs.iter().find(|&&(t, _)| t == lo).map(|&(_, u)| u);
        Some(match (top_of_hi, accepted) {
            (Some(t), _) if t < lo => DsWhyNot::TakenEarlier {
                bracket: k,
                bottom: hi,
                top: t,
            },
            (_, Some(accepted)) => DsWhyNot::EarlierValue {
                bracket: k,
                top: lo,
                accepted,
                other: hi,
            },
            _ => DsWhyNot::NotPlaying { tpn: hi },
        })
    }

    /// Why `tpn`, still to pair, is not an upfloater of bracket `k` (art. 3.5).
    fn not_floated(&self, k: usize, tpn: Tpn) -> NotFloated {
        let b = &self.record.brackets[k];
        if b.upfloaters.is_empty() {
            return NotFloated::NoUpfloaters;
        }
        let score = self.score(tpn);
        // The chosen size and scores: the last composition looked at
        // (the earlier ones had no legal set).
        let Some(composition) = b.compositions.last() else {
            return NotFloated::NoUpfloaters;
        };
        if !composition.scores.contains(&score) {
            return NotFloated::Scores {
                score,
                scores: composition.scores.clone(),
            };
        }
        let chosen_quality = composition.sets.iter().find_map(|s| match s.outcome {
            SetOutcome::Kept { c6, c7, .. } if s.set == b.upfloaters => Some((c6, c7)),
            _ => None,
        });
        if let Some(tried) = composition.sets.iter().find(|s| s.set.contains(&tpn)) {
            let outcome = match tried.outcome {
                SetOutcome::Illegal => SetWhy::Illegal,
                SetOutcome::NotBetter { criterion, .. } => SetWhy::NotBetter(criterion),
                SetOutcome::Kept { c6, .. } => {
                    let better_c6 = chosen_quality.is_some_and(|(k6, _)| k6 < c6);
                    SetWhy::LaterBetter(if better_c6 {
                        DsArticle::C6
                    } else {
                        DsArticle::C7
                    })
                }
            };
            return NotFloated::Set {
                set: tried.set.clone(),
                outcome,
            };
        }
        NotFloated::NotReached {
            before: self.set_with_before(k, tpn),
        }
    }

    /// Is there an upfloater set of bracket `k`'s chosen composition that
    /// holds `tpn` and comes before the chosen set in the order of
    /// art. 3.5.3–3.5.4 (descending score, then ascending TPN; sets in
    /// lexicographic order)?
    fn set_with_before(&self, k: usize, tpn: Tpn) -> bool {
        let b = &self.record.brackets[k];
        let chosen = &b.upfloaters;
        // The players still to pair below the top-scoregroup (art. 3.5.1).
        let level_of = |p: Tpn| self.score(p);
        let members = |s: Points| -> Vec<Tpn> {
            let mut v: Vec<Tpn> = self.record.brackets[k..]
                .iter()
                .flat_map(|r| r.pairs.iter().flat_map(|&(t, u)| [t, u]))
                .filter(|&p| self.score(p) == s && !b.residents.contains(&p))
                .collect();
            crate::sort::sort(&mut v);
            v
        };
        let target = level_of(tpn);
        for (i, &c) in chosen.iter().enumerate() {
            let level = level_of(c);
            let same_before = i > 0 && level_of(chosen[i - 1]) == level;
            let same_after = chosen[i + 1..]
                .iter()
                .filter(|&&p| level_of(p) == level)
                .count();
            let pool = members(level);
            for (j, &v) in pool.iter().enumerate() {
                // `v` may take place `i` in a set that agrees with the
                // chosen one before it and is smaller at it.
                let fits =
                    v < c && (!same_before || v > chosen[i - 1]) && pool.len() - j > same_after;
                if !fits {
                    continue;
                }
                let later_slot = if target == level {
                    same_after > 0 && tpn > v
                } else {
                    // A lower score's places all come after place `i`.
                    target < level && chosen.iter().any(|&p| level_of(p) == target)
                };
                if v == tpn || later_slot {
                    return true;
                }
            }
        }
        false
    }
}

/// One step of a bracket: a set of upfloaters looked at (art. 3.5.5) or a
/// value tried at a position of the identifier (art. 3.6.4).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum DsStep {
    Set {
        /// The upfloaters' scores ([C4] their number, [C5] their scores).
        scores: Vec<Points>,
        set: Vec<Tpn>,
        outcome: SetOutcome,
    },
    Pair(PairStep),
}

impl DsStep {
    /// Did the step keep what it tried?
    pub fn accepted(&self) -> bool {
        match self {
            DsStep::Set { outcome, .. } => matches!(outcome, SetOutcome::Kept { .. }),
            DsStep::Pair(PairStep::Top { outcome, .. } | PairStep::Bottom { outcome, .. }) => {
                *outcome == Try::Accepted
            }
        }
    }

    /// The criterion that rejected what the step tried, if it did.
    pub fn breaks(&self) -> Option<DsArticle> {
        match self {
            DsStep::Set { outcome, .. } => match outcome {
                SetOutcome::Illegal => Some(DsArticle::C3),
                SetOutcome::NotBetter { criterion, .. } => Some(*criterion),
                SetOutcome::Kept { .. } => None,
            },
            DsStep::Pair(PairStep::Top { outcome, .. } | PairStep::Bottom { outcome, .. }) => {
                outcome.breaks()
            }
        }
    }

    /// The articles the step applies, in the order a presenter reads them:
    /// the order it follows, then what rejected or kept it.
    pub fn articles(&self) -> Vec<DsArticle> {
        let mut out = match self {
            DsStep::Set { .. } => vec![DsArticle::SetOrder],
            DsStep::Pair(_) => vec![DsArticle::IdentifierOrder],
        };
        match (self, self.breaks()) {
            (_, Some(a)) => out.push(a),
            (DsStep::Set { .. }, None) => out.push(DsArticle::FirstSet),
            (DsStep::Pair(_), None) => out.push(DsArticle::FirstPairing),
        }
        out
    }
}

fn steps_of(b: &BracketRecord) -> Vec<DsStep> {
    let sets = b.compositions.iter().flat_map(|c| {
        c.sets.iter().map(|s| DsStep::Set {
            scores: c.scores.clone(),
            set: s.set.clone(),
            outcome: s.outcome,
        })
    });
    sets.chain(b.steps.iter().copied().map(DsStep::Pair))
        .collect()
}

/// Where a card stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum DsColumn {
    /// The residents (a set step), or the top members (art. 3.6.1).
    Left,
    /// The upfloater set tried, or the bottom members.
    Right,
    /// In the bracket, not placed yet by the identifier.
    Waiting,
    /// Not part of this step (an upfloater of another set).
    Out,
}

/// A player as drawn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DsCard {
    pub tpn: Tpn,
    pub score: Points,
    /// A floater of the previous round (art. 1.5), read by [C7] and [C8].
    pub floated: bool,
    /// Comes from a lower scoregroup (art. 1.3.2).
    pub upfloater: bool,
    pub column: DsColumn,
    pub row: usize,
    /// The criterion that rejected this player at this step.
    pub mark: Option<DsArticle>,
}

/// A pair of the step, top member first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct DsLink {
    pub top: Tpn,
    pub bottom: Tpn,
    pub row: usize,
    /// The criterion the pair breaks (it is the value rejected now).
    pub breaks: Option<DsArticle>,
}

/// The drawing of one step of a bracket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct DsDiagram {
    /// Everyone the bracket's record names, once, in TPN order (the same
    /// cards at every step, so a step moves only the players it moves).
    pub cards: Vec<DsCard>,
    pub links: Vec<DsLink>,
    /// A step of the pairing search (top and bottom members), not of the
    /// upfloater sets (residents and the set tried).
    pub pairing: bool,
    /// Rows of the two columns; the waiting players come after.
    pub first_waiting_row: usize,
    pub rows: usize,
}

impl DsDiagram {
    /// Step `k` of `steps` (the steps of `b`).
    pub fn of_step(study: &DsStudy, b: &BracketRecord, steps: &[DsStep], k: usize) -> DsDiagram {
        let k = k.min(steps.len().saturating_sub(1));
        let mut everyone: Vec<Tpn> = b.residents.clone();
        for s in steps {
            if let DsStep::Set { set, .. } = s {
                everyone.extend(set.iter().copied());
            }
        }
        crate::sort::sort(&mut everyone);
        everyone.dedup();
        let mut place: Vec<(DsColumn, usize, Option<DsArticle>)> =
            vec![(DsColumn::Out, 0, None); everyone.len()];
        let at = |t: Tpn| everyone.binary_search(&t).ok();
        let mut links = Vec::new();
        let mut set_place = |t: Tpn, c: DsColumn, row: usize, mark: Option<DsArticle>| {
            if let Some(i) = at(t) {
                place[i] = (c, row, mark);
            }
        };
        let mut members: Vec<Tpn> = b.residents.iter().chain(&b.upfloaters).copied().collect();
        crate::sort::sort(&mut members);
        let columns_rows;
        match steps.get(k) {
            Some(DsStep::Set { set, .. }) => {
                let mark = steps.get(k).and_then(DsStep::breaks);
                for (r, &t) in b.residents.iter().enumerate() {
                    set_place(t, DsColumn::Left, r, None);
                }
                for (r, &t) in set.iter().enumerate() {
                    set_place(t, DsColumn::Right, r, mark);
                }
                columns_rows = b.residents.len().max(set.len());
            }
            Some(DsStep::Pair(_)) => {
                // Replay the pairing steps up to `k`.
                let mut tops: Vec<Tpn> = Vec::new();
                let mut bottoms: Vec<(Tpn, Tpn)> = Vec::new();
                let mut tried: Option<(PairStep, Option<DsArticle>)> = None;
                for s in &steps[..=k] {
                    let DsStep::Pair(p) = s else { continue };
                    let last = std::ptr::eq(s, &steps[k]);
                    match *p {
                        PairStep::Top { player, outcome } => {
                            if outcome == Try::Accepted {
                                tops.push(player);
                            } else if last {
                                tried = Some((*p, outcome.breaks()));
                            }
                        }
                        PairStep::Bottom {
                            top,
                            player,
                            outcome,
                        } => {
                            if outcome == Try::Accepted {
                                bottoms.push((top, player));
                            } else if last {
                                tried = Some((*p, outcome.breaks()));
                            }
                        }
                    }
                }
                for (r, &t) in tops.iter().enumerate() {
                    set_place(t, DsColumn::Left, r, None);
                }
                let mut rows = tops.len();
                for &(top, bottom) in &bottoms {
                    let row = tops.iter().position(|&x| x == top).unwrap_or(0);
                    set_place(bottom, DsColumn::Right, row, None);
                    links.push(DsLink {
                        top,
                        bottom,
                        row,
                        breaks: None,
                    });
                }
                match tried {
                    Some((PairStep::Top { player, .. }, mark)) => {
                        set_place(player, DsColumn::Left, rows, mark);
                        rows += 1;
                    }
                    Some((PairStep::Bottom { top, player, .. }, mark)) => {
                        let row = tops.iter().position(|&x| x == top).unwrap_or(0);
                        set_place(player, DsColumn::Right, row, None);
                        links.push(DsLink {
                            top,
                            bottom: player,
                            row,
                            breaks: mark,
                        });
                    }
                    None => {}
                }
                columns_rows = rows;
            }
            None => columns_rows = 0,
        }
        // The bracket's other players wait below (a pairing step), in TPN order.
        let mut next = columns_rows;
        if matches!(steps.get(k), Some(DsStep::Pair(_))) {
            for &t in &members {
                if let Some(i) = at(t) {
                    if place[i].0 == DsColumn::Out {
                        place[i] = (DsColumn::Waiting, next, None);
                        next += 1;
                    }
                }
            }
        }
        let cards = everyone
            .iter()
            .zip(place)
            .map(|(&tpn, (column, row, mark))| DsCard {
                tpn,
                score: study.score(tpn),
                floated: study.record.floaters.contains(&tpn),
                upfloater: !b.residents.contains(&tpn),
                column,
                row,
                mark,
            })
            .collect();
        DsDiagram {
            cards,
            links,
            pairing: matches!(steps.get(k), Some(DsStep::Pair(_))),
            first_waiting_row: columns_rows,
            rows: next,
        }
    }
}

/// The colours of a pair as recorded (art. 4.3).
pub fn colour_of(record: &RoundRecord, board: &Board) -> Option<ColourRecord> {
    record
        .colours
        .iter()
        .find(|c| c.white == board.white && c.black == board.black)
        .copied()
}

// ---- Lessons: small real events, each round checked by a test ----

/// A Double-Swiss lesson: a round of a small event to open as "Explain a
/// round". The seed's C.04.5 has no worked pairing (only the set order of
/// art. 3.5.4 and an identifier), so these are small events whose rounds
/// are checked by hand in `tests/teach/double_swiss.rs`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum DsLesson {
    /// Six players, all first matches drawn 1-1; round 2: [C1] rejects 1–4,
    /// [C3] rejects 2–4 (3–6 would be left), colours by 4.3.2 and 4.3.4.
    Rematches,
    /// Seven players, round 2: the bye ([C2], 3.4.2–3.4.4), an upfloater
    /// chosen by [C5] and the set order, then [C1].
    ByeAndUpfloater,
}

impl DsLesson {
    pub const ALL: [DsLesson; 2] = [DsLesson::Rematches, DsLesson::ByeAndUpfloater];

    /// The key in links (`#/learn/ds/KEY/…`).
    pub const fn key(self) -> &'static str {
        match self {
            DsLesson::Rematches => "rematches",
            DsLesson::ByeAndUpfloater => "bye",
        }
    }

    pub fn from_key(key: &str) -> Option<DsLesson> {
        DsLesson::ALL.into_iter().find(|l| l.key() == key)
    }

    /// The round the lesson explains.
    pub const fn round(self) -> u32 {
        2
    }

    /// The event after the lesson's round 1 (round 2 not paired yet).
    pub fn tournament(self) -> Tournament {
        let draw = [GameResult::Draw, GameResult::Draw];
        let (n, matches): (u32, &[LessonMatch]) = match self {
            // Round 1 by art. 3.6 and 4.3.1 (initial-colour White): 1–4,
            // 5–2, 3–6 (the HRP 2 has an even TPN: Black), all drawn.
            DsLesson::Rematches => (6, &[(1, 4, draw), (5, 2, draw), (3, 6, draw)]),
            // Round 1: the bye to 7 (art. 3.4.4), then 1–4, 5–2, 3–6; 1 wins
            // both games, the others draw.
            DsLesson::ByeAndUpfloater => (
                7,
                &[
                    (1, 4, [GameResult::Win, GameResult::Win]),
                    (5, 2, draw),
                    (3, 6, draw),
                ],
            ),
        };
        let mut t = Tournament {
            total_rounds: 5,
            system: SystemKind::DoubleSwiss2026,
            initial_colour: Colour::White,
            players: (1..=n).map(lesson_player).collect(),
            ..Tournament::default()
        };
        for &(white, black, w) in matches {
            let mirror = |r: GameResult| r.mirrored().unwrap_or(GameResult::Loss);
            let games = ByColour {
                white: MatchGames {
                    first: w[0],
                    second: w[1],
                },
                black: MatchGames {
                    first: mirror(w[0]),
                    second: mirror(w[1]),
                },
            };
            let board = Board {
                white: Tpn(white),
                black: Tpn(black),
            };
            // The players exist: the event was made just above.
            let _ = t.record_match(1, board, games);
        }
        if n == 7 {
            let _ = t.record_bye(1, Tpn(7), ByeKind::PairingAllocated);
        }
        t
    }

    /// The lesson's round opened for study.
    pub fn study(self) -> Result<DsStudy, PairingError> {
        DsStudy::new(&self.tournament(), self.round())
    }
}

/// A lesson's round-1 match: White in game 1, Black, White's two results.
type LessonMatch = (u32, u32, [GameResult; 2]);

fn lesson_player(tpn: u32) -> Player {
    Player {
        tpn: Tpn(tpn),
        name: String::new(),
        sex: None,
        title: Title::None,
        rating: 2100u32.saturating_sub(tpn * 25),
        federation: String::new(),
        fide_id: None,
        birth_date: String::new(),
        rounds: Vec::new(),
        acceleration: Vec::new(),
        withdrawn_from: None,
        match_games: Vec::new(),
    }
}
