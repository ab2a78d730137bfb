//! A bracket drawn for a room of trainees: S1 facing S2 (C.04.3 art. 3.2),
//! one card per player, the current candidate's pairs as links between the
//! two columns, each link marked with what it breaks (an absolute criterion
//! of art. 2.1, or the quality criteria of art. 2.4 that this pair alone
//! fails), and the players the candidate leaves unpaired below.
//!
//! Data only, as everything in this layer: the app draws it (SVG) and words
//! it (`lang`). A card keeps its player's pairing number as its key, so that
//! going from one candidate to the next moves exactly the players the
//! transposition or exchange moves (art. 4.2, 4.3).

use crate::dutch::criterion::Criterion;
use crate::model::{Points, Tpn};
use crate::swiss::{ColourPreference, Float};
use crate::teach::study::CandidateStep;
use crate::teach::trace::{Absolute, Membership, PlayerRow};
use serde::{Deserialize, Serialize};

/// The column a card stands in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Column {
    /// The S1 player of a pair of the candidate (art. 3.2.2, 3.3).
    S1,
    /// Its opponent from S2 (art. 3.2.3, 3.3).
    S2,
    /// Not paired by the candidate: a downfloater (art. 1.4.2), an MDP left
    /// in the Limbo (art. 3.2.4), or, in a candidate stopped at an illegal
    /// pair, a player the check did not reach.
    Unpaired,
}

/// One player as drawn.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Card {
    pub tpn: Tpn,
    /// art. 4.1.1: the in-bracket sequence number.
    pub bsn: usize,
    pub score: Points,
    /// art. 1.7.
    pub preference: Option<ColourPreference>,
    /// The float received the round before (art. 1.4), read by [C14]–[C21].
    pub last_float: Option<Float>,
    /// The float received two rounds before.
    pub float_before: Option<Float>,
    /// A moved-down player (art. 1.4.1).
    pub mdp: bool,
    pub column: Column,
    /// 0-based row in the drawing: the pair's row for S1/S2, and after the
    /// pairs for the unpaired players.
    pub row: usize,
    /// The quality criteria this unpaired player fails on its own (a
    /// resident downfloater who downfloated before: [C14]/[C16]; an MDP left
    /// unpaired who downfloated before: [C18]/[C20]).
    pub marks: Vec<Criterion>,
}

/// What a link (a pair of the candidate) does to the rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum LinkStatus {
    /// Breaks nothing on its own.
    Fine,
    /// Breaks an absolute criterion (art. 2.1): the candidate is illegal.
    Breaks(Absolute),
    /// Legal, but fails these quality criteria on its own (art. 2.4: the
    /// colour criteria [C10]–[C13] of the pair, the float criteria [C15],
    /// [C17], [C18]–[C21] of an MDP and its opponent).
    Worse(Vec<Criterion>),
}

/// A pair of the candidate, S1 player first.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Link {
    pub s1: Tpn,
    pub s2: Tpn,
    pub row: usize,
    pub status: LinkStatus,
}

/// The drawing of one candidate step.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Diagram {
    /// Every player of the bracket exactly once, in BSN order.
    pub cards: Vec<Card>,
    pub links: Vec<Link>,
    /// Rows used: the pairs, then the unpaired players.
    pub rows: usize,
    /// The first row of the unpaired players (= the number of pairs).
    pub first_unpaired_row: usize,
    /// The resident exchange in force, drawn as the original S1 × S2
    /// matrix (art. 3.6.1, 4.3); `None` for the original subgroups and,
    /// for now, in a heterogeneous bracket's remainder (its S1R/S2R split
    /// is not in the step).
    pub exchange: Option<ExchangeGrid>,
}

/// art. 4.3: the original S1 (rows) against the original S2 (columns) of
/// a homogeneous bracket, by BSN; each cell what a one-player exchange of
/// the two would count under art. 4.3.2 b (S2's BSN minus S1's), and the
/// exchange in force: the BSNs it moves from S1 to S2 and from S2 to S1.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExchangeGrid {
    /// The exchange's place in the order of art. 4.3.2 (1-based, [`crate::teach::trace::Alteration::exchange`]).
    pub number: usize,
    /// The original S1 and S2 (BSN, pairing number), in BSN order.
    pub s1: Vec<(usize, Tpn)>,
    pub s2: Vec<(usize, Tpn)>,
    pub out_of_s1: Vec<usize>,
    pub out_of_s2: Vec<usize>,
}

impl ExchangeGrid {
    /// The cell of S1 row `i` and S2 column `j`: the difference of the two
    /// BSNs, and whether the exchange in force moves both.
    pub fn cell(&self, i: usize, j: usize) -> Option<(i64, bool)> {
        let (a, _) = *self.s1.get(i)?;
        let (b, _) = *self.s2.get(j)?;
        let hit = self.out_of_s1.contains(&a) && self.out_of_s2.contains(&b);
        Some((b as i64 - a as i64, hit))
    }

    /// art. 4.3.2 b for the exchange in force: the sum of the BSNs moved
    /// to S1 minus the sum of those moved to S2.
    pub fn difference(&self) -> i64 {
        self.out_of_s2.iter().sum::<usize>() as i64 - self.out_of_s1.iter().sum::<usize>() as i64
    }

    /// The grid of `step` in a bracket whose table is `table`: only a
    /// homogeneous bracket (every player a resident of the original S1 or
    /// S2, art. 3.2), where the exchange's numbers are the bracket's BSNs.
    fn of_step(table: &[PlayerRow], step: &CandidateStep) -> Option<ExchangeGrid> {
        let (out, inn) = step.exchange.as_ref()?;
        if step.alteration.exchange == 0 || step.alteration.mdp_set.is_some() {
            return None;
        }
        let side = |m: Membership| -> Vec<(usize, Tpn)> {
            let mut v: Vec<(usize, Tpn)> = table
                .iter()
                .filter(|r| r.membership == m)
                .map(|r| (r.bsn, r.tpn))
                .collect();
            crate::sort::sort(&mut v);
            v
        };
        let (s1, s2) = (
            side(Membership::ResidentInS1),
            side(Membership::ResidentInS2),
        );
        if s1.len() + s2.len() != table.len() {
            return None;
        }
        // The exchange's numbers must be the original S1's and S2's.
        let has = |v: &[(usize, Tpn)], b: &usize| v.iter().any(|(x, _)| x == b);
        if !out.iter().all(|b| has(&s1, b)) || !inn.iter().all(|b| has(&s2, b)) {
            return None;
        }
        Some(ExchangeGrid {
            number: step.alteration.exchange,
            s1,
            s2,
            out_of_s1: out.clone(),
            out_of_s2: inn.clone(),
        })
    }
}

impl Diagram {
    /// The bracket before any candidate: every player unpaired, in BSN order.
    pub fn of_table(table: &[PlayerRow]) -> Diagram {
        let cards = table
            .iter()
            .enumerate()
            .map(|(row, r)| card(r, Column::Unpaired, row, Vec::new()))
            .collect();
        Diagram {
            cards,
            links: Vec::new(),
            rows: table.len(),
            first_unpaired_row: 0,
            exchange: None,
        }
    }

    /// The drawing of `step` of a bracket whose table is `table` (art. 4.1
    /// order). Pairs are drawn in the order the candidate lists them (S1
    /// order, art. 3.3); the players it leaves unpaired follow in BSN order.
    pub fn of_step(table: &[PlayerRow], step: &CandidateStep) -> Diagram {
        let mut place: Vec<(Column, usize)> = vec![(Column::Unpaired, usize::MAX); table.len()];
        let at = |t: Tpn| table.iter().position(|r| r.tpn == t);
        let mut links = Vec::with_capacity(step.pairs.len());
        for (row, p) in step.pairs.iter().enumerate() {
            if let Some(i) = at(p.s1) {
                place[i] = (Column::S1, row);
            }
            if let Some(j) = at(p.s2) {
                place[j] = (Column::S2, row);
            }
            let status = if p.illegal {
                match step.record.outcome {
                    crate::teach::trace::Outcome::Illegal { criterion, .. } => {
                        LinkStatus::Breaks(criterion)
                    }
                    // An illegal mark comes only with an illegal outcome.
                    _ => LinkStatus::Fine,
                }
            } else if p.quality.is_empty() {
                LinkStatus::Fine
            } else {
                LinkStatus::Worse(p.quality.clone())
            };
            links.push(Link {
                s1: p.s1,
                s2: p.s2,
                row,
                status,
            });
        }
        let first_unpaired_row = step.pairs.len();
        let mut next = first_unpaired_row;
        let cards = table
            .iter()
            .zip(place)
            .map(|(r, (column, row))| {
                let row = if column == Column::Unpaired {
                    next += 1;
                    next - 1
                } else {
                    row
                };
                let marks = step
                    .floater_marks
                    .iter()
                    .find(|(t, _)| *t == r.tpn)
                    .map(|(_, m)| m.clone())
                    .unwrap_or_default();
                card(r, column, row, marks)
            })
            .collect();
        Diagram {
            cards,
            links,
            rows: next,
            first_unpaired_row,
            exchange: ExchangeGrid::of_step(table, step),
        }
    }

    /// What the diagram shows, counted for its text equivalent.
    pub fn counts(&self) -> DiagramCounts {
        let with = |f: fn(&LinkStatus) -> bool| self.links.iter().filter(|l| f(&l.status)).count();
        DiagramCounts {
            pairs: self.links.len(),
            breaking: with(|s| matches!(s, LinkStatus::Breaks(_))),
            failing: with(|s| matches!(s, LinkStatus::Worse(_))),
            unpaired: self.rows.saturating_sub(self.first_unpaired_row),
        }
    }
}

/// [`Diagram::counts`]: its pairs, those breaking an absolute criterion
/// (art. 2.1), those failing a quality criterion (art. 2.4), its unpaired players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct DiagramCounts {
    pub pairs: usize,
    pub breaking: usize,
    pub failing: usize,
    pub unpaired: usize,
}

fn card(r: &PlayerRow, column: Column, row: usize, marks: Vec<Criterion>) -> Card {
    Card {
        tpn: r.tpn,
        bsn: r.bsn,
        score: r.score,
        preference: r.preference,
        last_float: r.floats.last().copied().flatten(),
        float_before: r
            .floats
            .len()
            .checked_sub(2)
            .and_then(|k| r.floats.get(k))
            .copied()
            .flatten(),
        mdp: matches!(r.membership, Membership::MdpInS1 | Membership::MdpInLimbo),
        column,
        row,
        marks,
    }
}
