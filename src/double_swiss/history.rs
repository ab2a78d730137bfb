//! What the pairing of a round needs to know about the rounds before it:
//! match scores, who met whom, PAB eligibility, floats and colours.
//!
//! Everything here is read from the [`Tournament`] once, validated, and kept
//! as plain per-player vectors indexed by a *local index* (the players to be
//! paired, in ascending TPN order, so comparing local indices compares TPNs).

use crate::matching::perfect_matching;
use crate::model::{ByeKind, Colour, GameResult, MatchGames, Points, RoundEntry, Tournament, Tpn};
use crate::model::{InvalidReason, PairingError};
use crate::swiss::Barred;

/// One player's match of one round, checked against the opponent's record.
#[derive(Debug, Clone, Copy)]
pub(crate) struct MatchRecord {
    pub opponent: Tpn,
    /// The colour of game 1 (C.04.5 art. 1.6, 4.4).
    pub colour: Colour,
    pub own: MatchGames,
    pub theirs: MatchGames,
}

impl MatchRecord {
    /// C.04.5 Preface: "A match ends by forfeit only if at least one player
    /// forfeits both games." A double forfeit of a game is `-` for both, so a
    /// player forfeited a game exactly when their result in it is `-`.
    pub fn forfeited(&self) -> bool {
        let forfeits_both = |g: MatchGames| g.games().iter().all(|&r| r == GameResult::ForfeitLoss);
        forfeits_both(self.own) || forfeits_both(self.theirs)
    }

    /// C.04.5 Preface: every match that did not end by forfeit "is considered
    /// as regularly played" (a single forfeited game counts as played). This
    /// is what [C1] (no second meeting; C.04.2 art. 3.5), art. 3.4.3 (matches
    /// played) and art. 1.5 (floaters) read.
    pub fn counts_as_played(&self) -> bool {
        !self.forfeited()
    }

    /// C.04.5 art. 1.6: a player has a colour in a match only "if at least
    /// one game of the match was actually played".
    pub fn has_colour(&self) -> bool {
        self.own.games().iter().any(|r| r.is_played())
    }
}

/// What one round was for one player.
#[derive(Debug, Clone, Copy)]
pub(crate) enum RoundRecord {
    NotPaired,
    Bye(ByeKind),
    Match(MatchRecord),
}

fn invalid(round: u32, reason: InvalidReason) -> PairingError {
    PairingError::InvalidState { round, reason }
}

/// The two game results of a match entry. Without recorded games only a
/// match forfeited as a whole can be read from the entry's own result.
fn games_of(t: &Tournament, tpn: Tpn, round: u32, result: GameResult) -> Option<MatchGames> {
    let p = t.player(tpn)?;
    p.match_games_in(round).or(match result {
        GameResult::ForfeitWin | GameResult::ForfeitLoss => Some(MatchGames::both(result)),
        _ => None,
    })
}

/// Reads and validates round `round` of player `tpn`; `asked` is the round
/// being paired (for error messages).
pub(crate) fn record(
    t: &Tournament,
    tpn: Tpn,
    round: u32,
    asked: u32,
) -> Result<RoundRecord, PairingError> {
    let p = t
        .player(tpn)
        .ok_or_else(|| invalid(asked, InvalidReason::UnknownPlayer { tpn }))?;
    Ok(match p.round(round) {
        RoundEntry::NotPaired => RoundRecord::NotPaired,
        RoundEntry::Bye(k) => RoundRecord::Bye(k),
        RoundEntry::Game {
            opponent,
            colour,
            result,
        } => {
            let back = t.player(opponent).map(|o| o.round(round));
            let theirs_result = match back {
                Some(RoundEntry::Game {
                    opponent: o,
                    colour: c,
                    result: r,
                }) if o == tpn && c == !colour && opponent != tpn => r,
                _ => {
                    return Err(invalid(
                        asked,
                        InvalidReason::EntryMismatch {
                            round,
                            tpn,
                            opponent,
                        },
                    ))
                }
            };
            let missing = || {
                invalid(
                    asked,
                    InvalidReason::MatchResultsMissing {
                        round,
                        tpn,
                        opponent,
                    },
                )
            };
            let own = games_of(t, tpn, round, result).ok_or_else(missing)?;
            let theirs = games_of(t, opponent, round, theirs_result).ok_or_else(missing)?;
            for (a, b) in own.games().into_iter().zip(theirs.games()) {
                if a == GameResult::Pending || b == GameResult::Pending {
                    return Err(missing());
                }
                // A played game may end 1-0, ½-½, ½-0 or 0-0 (C.04.5 Preface,
                // TV-31), so played results are not mirrored; forfeits must be.
                use GameResult::{ForfeitLoss, ForfeitWin};
                let consistent = match (a, b) {
                    (ForfeitWin, x) | (x, ForfeitWin) => x == ForfeitLoss,
                    (ForfeitLoss, ForfeitLoss) => true,
                    (x, y) => x.is_played() && y.is_played(),
                };
                if !consistent {
                    return Err(invalid(
                        asked,
                        InvalidReason::GameResultsDisagree {
                            round,
                            tpn,
                            opponent,
                        },
                    ));
                }
            }
            RoundRecord::Match(MatchRecord {
                opponent,
                colour,
                own,
                theirs,
            })
        }
    })
}

/// Everything the pairing of one round reads.
pub(crate) struct Context {
    /// C.04.5 art. 2.3.4–2.3.5: [C7] and [C8] do not apply in the last round.
    pub last_round: bool,
    /// Local index → TPN (ascending).
    pub tpn: Vec<Tpn>,
    /// Pairing score (C.04.5 art. 1.2.1): game points so far, plus any
    /// acceleration points given for this round.
    pub score: Vec<Points>,
    /// Pairing score of every player of the event, by TPN index (for board order).
    pub score_by_tpn: Vec<Points>,
    /// C.04.5 art. 2.1.2 [C2].
    pub pab_eligible: Vec<bool>,
    /// C.04.5 art. 3.4.3.
    pub matches_played: Vec<u32>,
    /// C.04.5 art. 1.5, 2.3.4–2.3.5: a floater in the previous round.
    pub floated: Vec<bool>,
    /// Colours of the matches in which the player had a colour (art. 1.6),
    /// oldest first; unplayed rounds left out (C.04.2 art. 3.4).
    pub colours: Vec<Vec<Colour>>,
    /// The colour drawn by lot (C.04.5 art. 4.1).
    pub initial_colour: Colour,
    /// [C1] and forbidden pairs.
    barred: Barred,
}

impl Context {
    pub fn build(t: &Tournament, round: u32) -> Result<Context, PairingError> {
        crate::swiss::history::check_round_to_pair(t, round)?;
        let all = t.players.len();
        // records[i][q - 1] for q in 1..round
        let mut records = Vec::with_capacity(all);
        for i in 0..all {
            let tpn = Tpn::from_index(i);
            let recs = (1..round)
                .map(|q| record(t, tpn, q, round))
                .collect::<Result<Vec<_>, _>>()?;
            records.push(recs);
        }
        // C.04.5 Preface, art. 1.2.1, 1.4: a match scores the sum of its two
        // games' points, a PAB `Tournament::double_swiss_pab`; the model
        // keeps that rule (`Tournament::round_points`), read here once the
        // records are validated.
        let points: Vec<Vec<Points>> = t
            .players
            .iter()
            .map(|p| (1..round).map(|q| t.round_points(p, q)).collect())
            .collect();
        // `running[i][k]`: the score after k rounds, with the points given
        // outside the games (TRF-2026 `299`).
        let running: Vec<Vec<Points>> = t
            .players
            .iter()
            .map(|p| t.running_scores(p, round.saturating_sub(1)))
            .collect();
        // Pairing score for round q: points of rounds 1..q plus acceleration of round q.
        let score_for = |i: usize, q: u32| -> Points {
            running[i][(q - 1) as usize] + t.players[i].acceleration_in(q)
        };

        // Who is to be paired (C.04.2 art. 3.2 withdrawals, 3.3 known absences).
        let mut local = Vec::new();
        for (i, p) in t.players.iter().enumerate() {
            if p.withdrawn_from.is_some_and(|w| w <= round) {
                continue;
            }
            match p.round(round) {
                RoundEntry::NotPaired => local.push(i),
                RoundEntry::Bye(ByeKind::PairingAllocated) | RoundEntry::Game { .. } => {
                    return Err(invalid(round, InvalidReason::AlreadyPaired { tpn: p.tpn }))
                }
                RoundEntry::Bye(_) => {} // a known absence
            }
        }
        let n = local.len();
        let mut local_of = vec![usize::MAX; all];
        for (l, &i) in local.iter().enumerate() {
            local_of[i] = l;
        }

        let mut barred = Barred::new(n);
        let mut forbid = |a: usize, b: usize| {
            if local_of[a] != usize::MAX && local_of[b] != usize::MAX {
                let (x, y) = (local_of[a], local_of[b]);
                barred.bar(x, y);
                barred.bar(y, x);
            }
        };
        // Every-round pairs and the `260` pairs whose range holds `round`.
        for (a, b) in t.forbidden_in(round) {
            forbid(a.index(), b.index());
        }
        let mut pab_eligible = vec![true; n];
        let mut matches_played = vec![0; n];
        let mut floated = vec![false; n];
        let mut colours = vec![Vec::new(); n];
        for (l, &i) in local.iter().enumerate() {
            for (q0, rec) in records[i].iter().enumerate() {
                let q = q0 as u32 + 1;
                match rec {
                    RoundRecord::NotPaired => {}
                    // [C2]: a PAB, or a (FIDE-deprecated) full-point bye.
                    RoundRecord::Bye(ByeKind::PairingAllocated | ByeKind::FullPoint) => {
                        pab_eligible[l] = false
                    }
                    RoundRecord::Bye(_) => {}
                    RoundRecord::Match(m) => {
                        let o = m.opponent.index();
                        if m.counts_as_played() {
                            // [C1] (C.04.1 art. 2; C.04.2 art. 3.5: a forfeited match may be repeated).
                            forbid(i, o);
                            matches_played[l] += 1;
                        } else if points[i][q0] > points[o][q0] {
                            // [C2]: "won a match by forfeit".
                            pab_eligible[l] = false;
                        }
                        if m.has_colour() {
                            colours[l].push(m.colour);
                        }
                        // Art. 1.5: a floater plays an opponent with a different score.
                        if q + 1 == round && m.counts_as_played() {
                            floated[l] = score_for(i, q) != score_for(o, q);
                        }
                    }
                }
            }
        }
        Ok(Context {
            last_round: t.total_rounds > 0 && round == t.total_rounds,
            tpn: local.iter().map(|&i| Tpn::from_index(i)).collect(),
            score: local.iter().map(|&i| score_for(i, round)).collect(),
            score_by_tpn: (0..all).map(|i| score_for(i, round)).collect(),
            pab_eligible,
            matches_played,
            floated,
            colours,
            initial_colour: t.initial_colour,
            barred,
        })
    }

    /// Number of players to pair.
    pub fn len(&self) -> usize {
        self.tpn.len()
    }

    /// May `a` and `b` meet: [C1], and not a forbidden pair.
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        self.barred.allows(a, b)
    }

    /// [C3] (C.04.5 art. 2.2.1): can the players `vertices` (ascending) all
    /// be paired legally, using only pairs `a < b` that `extra` also allows?
    pub fn perfect(&self, vertices: &[usize], extra: impl Fn(usize, usize) -> bool) -> bool {
        debug_assert!(vertices.windows(2).all(|w| w[0] < w[1]));
        perfect_matching(vertices.len(), |x, y| {
            let (a, b) = (vertices[x], vertices[y]);
            self.compatible(a, b) && extra(a, b)
        })
        .is_some()
    }
}
