//! Everything one round's pairing needs, computed once: the players to pair
//! in pairing order (C.04.3 art. 1.2), scoregroups (art. 1.3), topscorers
//! (art. 1.8) and the absolute criteria C1–C3 (art. 2.1) as a compatibility matrix.

use super::colours::{effective_numbers, ColourArticle, ColourRule};
use super::criterion::Criterion;
use crate::model::{ByeKind, Colour, Points, RoundEntry, Tournament, Tpn};
use crate::swiss::{histories, is_absence, Barred, FloatRules, PabRules, PlayerHistory, Strength};
use std::collections::HashSet;

/// Which criteria of which text score a candidate (see [`super::rules2026`]
/// and [`super::rules2017`] for the fields each declares).
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Criteria {
    /// 2026 [C4]–[C21]: completion and the PAB score over the whole rest of
    /// the round in every bracket, next-bracket look-ahead [C8].
    Dutch2026,
    /// 2017 C.4–C.19: PSD (A.8), next-bracket look-ahead C.7 outside the
    /// PPB/CLB, completion only on the PPB/CLB route (A.9).
    Dutch2017,
}

impl Criteria {
    /// [C4] completion over every player not yet paired is a criterion of
    /// every bracket (2026 art. 2.2.1). The 2017 rules check completion
    /// (C.4) only on the route of A.9 (last bracket, PPB, CLB) and look ahead
    /// to the next bracket only elsewhere (C.7).
    pub const fn completion_in_every_bracket(self) -> bool {
        matches!(self, Criteria::Dutch2026)
    }

    /// Downfloaters are compared by the PSD (2017 A.8) rather than by their
    /// scores (2026 [C7]).
    pub const fn compares_psd(self) -> bool {
        matches!(self, Criteria::Dutch2017)
    }

    /// The criteria of C.04.3 (2026) art. 2 that score a legal candidate, in
    /// priority order, when the version scores candidates on them (the 2017
    /// quality criteria C.5–C.19 are other ones).
    pub const fn scored_criteria(self) -> Option<&'static [Criterion]> {
        match self {
            Criteria::Dutch2026 => Some(&Criterion::SCORED),
            Criteria::Dutch2017 => None,
        }
    }

    /// How the version's text names criterion `c` (`check --explain`):
    /// 2026 `"[Cn]"` with its article 2.x.y; 2017 `"C.n"` (C.04.3 2017
    /// section C numbers [C6]–[C21] as C.5–C.19; [C5] and [C9] have no
    /// 2017 criterion: the PAB is placed by the route of A.9).
    pub const fn criterion_cite(self, c: Criterion) -> (&'static str, Option<&'static str>) {
        use Criterion::*;
        match self {
            Criteria::Dutch2026 => {
                const LABELS: [&str; 21] = [
                    "[C1]", "[C2]", "[C3]", "[C4]", "[C5]", "[C6]", "[C7]", "[C8]", "[C9]",
                    "[C10]", "[C11]", "[C12]", "[C13]", "[C14]", "[C15]", "[C16]", "[C17]",
                    "[C18]", "[C19]", "[C20]", "[C21]",
                ];
                (LABELS[c as usize], Some(c.article()))
            }
            Criteria::Dutch2017 => (
                match c {
                    C1NoRematch => "C.1",
                    C2NoSecondBye => "C.2",
                    C3AbsolutePreferences => "C.3",
                    C4Completion => "C.4",
                    C5ByeScore | C9ByeUnplayedGames => "A.9",
                    C6Downfloaters => "C.5",
                    C7DownfloaterScores => "C.6",
                    C8NextBracket => "C.7",
                    C10TopscorerColourDifference => "C.8",
                    C11TopscorerThreeInARow => "C.9",
                    C12ColourPreference => "C.10",
                    C13StrongColourPreference => "C.11",
                    C14ResidentDownfloatAgain => "C.12",
                    C15MdpOpponentUpfloatAgain => "C.13",
                    C16ResidentDownfloatTwoBefore => "C.14",
                    C17MdpOpponentUpfloatTwoBefore => "C.15",
                    C18MdpDownfloatAgainDifferences => "C.16",
                    C19OpponentUpfloatAgainDifferences => "C.17",
                    C20MdpDownfloatTwoBeforeDifferences => "C.18",
                    C21OpponentUpfloatTwoBeforeDifferences => "C.19",
                },
                None,
            ),
        }
    }

    /// The articles that generate the candidates of a bracket in order:
    /// (transpositions, resident exchanges, sets of MDPs) and the article
    /// that takes the first of equally good ones: 2026 art. 4.2, 4.3, 4.4
    /// under art. 3.8; 2017 D.1, D.2, D.3.
    pub const fn order_articles(self) -> ([&'static str; 3], Option<&'static str>) {
        match self {
            Criteria::Dutch2026 => (["4.2", "4.3", "4.4"], Some("3.8")),
            Criteria::Dutch2017 => (["D.1", "D.2", "D.3"], None),
        }
    }

    /// The articles that decide a candidate's fate in the version's text:
    /// (a perfect candidate is accepted, the next set of MDPs is tried, the
    /// best is taken when none is perfect): 2026 art. 3.4.1, 3.7.3, 3.8.1;
    /// 2017 B.4, D.3 (the MDP-exchange), B.8.
    pub const fn acceptance_articles(self) -> [&'static str; 3] {
        match self {
            Criteria::Dutch2026 => ["3.4.1", "3.7.3", "3.8.1"],
            Criteria::Dutch2017 => ["B.4", "D.3", "B.8"],
        }
    }

    /// The articles that define a bracket's parameters (M0, MaxPairs, M1)
    /// and its subgroups (S1, S2, Limbo): 2026 art. 3.1, 3.2; 2017 B.1, B.2.
    pub const fn bracket_articles(self) -> [&'static str; 2] {
        match self {
            Criteria::Dutch2026 => ["3.1", "3.2"],
            Criteria::Dutch2017 => ["B.1", "B.2"],
        }
    }

    /// The registry entry whose text these criteria are (its presenter
    /// notes quote that text).
    pub const fn system(self) -> crate::model::SystemKind {
        match self {
            Criteria::Dutch2026 => crate::model::SystemKind::Dutch2026,
            Criteria::Dutch2017 => crate::model::SystemKind::Dutch2017,
        }
    }

    /// The label of colour rule `rule` in the version's text: 2026
    /// `"5.2.n"`, 2017 `"E.n"`.
    pub const fn colour_label(self, rule: ColourRule) -> &'static str {
        const E: [&str; 5] = ["E.1", "E.2", "E.3", "E.4", "E.5"];
        match self {
            Criteria::Dutch2026 => rule.article(),
            Criteria::Dutch2017 => E[(rule.number() - 1) as usize],
        }
    }

    /// Where the version's text states colour rule `rule` (2026 art. 5.2.n,
    /// 2017 E.n).
    pub const fn colour_article(self, rule: ColourRule) -> ColourArticle {
        match self {
            Criteria::Dutch2026 => ColourArticle::Article52(rule),
            Criteria::Dutch2017 => ColourArticle::AppendixE(rule),
        }
    }
}

/// The rule version's choices that the shared core needs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Version {
    /// The registry entry this version is.
    pub system: crate::model::SystemKind,
    /// Who receives a float (2026 art. 1.4; 2017 A.4).
    pub floats: FloatRules,
    /// Who may still receive the PAB (2026 [C2]; 2017 C.2).
    pub pab: PabRules,
    pub criteria: Criteria,
}

/// The round being paired.
#[derive(Debug, Clone)]
pub struct RoundContext {
    pub version: Version,
    pub round: u32,
    pub initial_colour: Colour,
    /// Points for a win (the unit of the 2017 downfloater difference).
    pub win: Points,
    /// Players to pair, in pairing order: score descending, TPN ascending (art. 1.2).
    pub players: Vec<PlayerHistory>,
    /// art. 1.8: topscorers exist only when pairing the final round.
    pub topscorer: Vec<bool>,
    /// Distinct pairing scores, highest first.
    pub levels: Vec<Points>,
    /// `level[i]`: index into `levels` of player `i`'s score.
    pub level: Vec<usize>,
    /// `number[i]`: the pairing number of player `i` whose parity the colour
    /// allocation reads (art. 5.2.5; 2017 E.5), see [`effective_numbers`].
    pub number: Vec<usize>,
    /// C1/C3 and forbidden pairs.
    barred: Barred,
}

impl RoundContext {
    pub fn new(t: &Tournament, round: u32, version: Version) -> RoundContext {
        let all = histories(t, round, version.floats, version.pab);
        let mut players: Vec<PlayerHistory> = all
            .into_iter()
            .filter(|h| {
                t.player(h.tpn).is_some_and(|p| {
                    !is_absence(&p.round(round)) && p.withdrawn_from.is_none_or(|w| round < w)
                })
            })
            .collect();
        crate::sort::sort_by(&mut players, |a, b| {
            b.pairing_score
                .cmp(&a.pairing_score)
                .then(a.tpn.cmp(&b.tpn))
        });
        // art. 5.2.5 (2017 E.5) with C.04.2 art. 2.4: number the players who have arrived.
        let mut paired_now = vec![false; t.players.len()];
        for h in &players {
            if let Some(x) = paired_now.get_mut(h.tpn.index()) {
                *x = true;
            }
        }
        let entered: Vec<bool> = t
            .players
            .iter()
            .zip(&paired_now)
            .map(|(p, &now)| {
                now || (1..round).any(|r| {
                    matches!(
                        p.round(r),
                        RoundEntry::Game { .. } | RoundEntry::Bye(ByeKind::PairingAllocated)
                    )
                })
            })
            .collect();
        let numbers = effective_numbers(&entered);
        let number = players
            .iter()
            .map(|h| {
                numbers
                    .get(h.tpn.index())
                    .copied()
                    .unwrap_or(h.tpn.0 as usize)
            })
            .collect();
        let final_round = round == t.total_rounds;
        // art. 1.8: over 50% of the maximum possible score.
        let max_possible = t.points.win.0 * round.saturating_sub(1);
        let topscorer: Vec<bool> = players
            .iter()
            .map(|p| final_round && p.score.0 * 2 > max_possible)
            .collect();
        let mut levels: Vec<Points> = players.iter().map(|p| p.pairing_score).collect();
        levels.dedup();
        let level = players
            .iter()
            .map(|p| {
                levels
                    .iter()
                    .position(|&s| s == p.pairing_score)
                    .unwrap_or(0)
            })
            .collect();
        // Forbidden pairs: those of every round and the `260` pairs whose
        // round range holds this round (TRF-2026 `260`).
        let forbidden: HashSet<(Tpn, Tpn)> = t
            .forbidden_in(round)
            .flat_map(|(a, b)| [(a, b), (b, a)])
            .collect();
        let n = players.len();
        let mut barred = Barred::new(n);
        for i in 0..n {
            for j in 0..n {
                if i == j {
                    continue;
                }
                let (a, b) = (&players[i], &players[j]);
                // C1: no rematch of a played game (C.04.1 art. 2; C.04.2 art. 3.5).
                let c1 = !a.has_played(b.tpn)
                    && (forbidden.is_empty() || !forbidden.contains(&(a.tpn, b.tpn)));
                // C3: non-topscorers with the same absolute preference do not meet.
                let c3 = match (a.preference, b.preference) {
                    (Some(pa), Some(pb)) => {
                        topscorer[i]
                            || topscorer[j]
                            || !(pa.strength == Strength::Absolute
                                && pb.strength == Strength::Absolute
                                && pa.colour == pb.colour)
                    }
                    _ => true,
                };
                if !(c1 && c3) {
                    barred.bar(i, j);
                }
            }
        }
        RoundContext {
            version,
            round,
            initial_colour: t.initial_colour,
            win: t.points.win,
            players,
            topscorer,
            levels,
            level,
            number,
            barred,
        }
    }

    pub fn len(&self) -> usize {
        self.players.len()
    }

    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    /// Absolute criteria C1 and C3 (and forbidden pairs) allow `i` to meet `j`.
    pub fn compatible(&self, i: usize, j: usize) -> bool {
        self.barred.allows(i, j)
    }

    /// Indices of the scoregroups (art. 1.3.1), highest score first.
    pub fn scoregroups(&self) -> Vec<Vec<usize>> {
        let mut groups: Vec<Vec<usize>> = vec![Vec::new(); self.levels.len()];
        for (i, &l) in self.level.iter().enumerate() {
            groups[l].push(i);
        }
        groups
    }
}
