//! What a corrected result changes (issue 21, "safe corrections"): a result
//! of a round already followed by a paired round moves the two players'
//! scores, may move ranks in the standings, and the next round's pairing,
//! made from the old result, may no longer be the one the rules give. The
//! app shows this before it saves, and offers to pair the next round again
//! when it has no result yet. Data only; `ui::corrections` renders it.

use crate::model::arbiter::{
    self, black_of, check_can_pair, has_results, round_boards, set_result, ArbiterError,
    BoardResult,
};
use crate::model::{Board, Pairing, PairingError, Points, Tournament, Tpn};
use crate::standings::{complete_through, event_standings};
use crate::systems::pair_round;
use serde::{Deserialize, Serialize};

/// A player's score before and after the correction (after the last paired round).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ScoreChange {
    pub tpn: Tpn,
    pub before: Points,
    pub after: Points,
}

/// A player whose rank in the standings moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct RankChange {
    pub tpn: Tpn,
    pub before: u32,
    pub after: u32,
}

/// The round after the corrected one, already paired.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct NextRound {
    pub round: u32,
    /// Its recorded pairing was the system's before the correction.
    pub was_rules: bool,
    /// … and still is after it.
    pub still_rules: bool,
    /// The system's pairing of that round after the correction.
    pub rules: Result<Pairing, PairingError>,
    /// It can be paired again now (no result yet, and it is the last
    /// paired round: C.04.2 art. 4.4 leaves a published round alone once
    /// played).
    pub can_repair: bool,
}

/// What correcting the result of `board` in `round` to `after` changes.
/// The app computes it in its pairing worker (two pairings of the next
/// round: a big event's take seconds) and reads it back.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Consequences {
    pub round: u32,
    pub board: Board,
    pub before: BoardResult,
    pub after: BoardResult,
    /// White's and Black's scores after the last paired round.
    pub scores: [ScoreChange; 2],
    /// The standings are after these rounds (before, after): a cleared
    /// result can make them stop earlier.
    pub through: (u32, u32),
    /// Every player whose rank moves, in the order of the new ranks.
    pub ranks: Vec<RankChange>,
    /// `None` when the next round is not paired: nothing to confirm.
    pub next: Option<NextRound>,
}

impl Consequences {
    /// The correction needs the arbiter's confirmation: a later round is
    /// already paired, so its pairing may rest on the old result.
    pub fn needs_confirmation(&self) -> bool {
        self.next.is_some()
    }
}

/// Is round `round` followed by a paired round (a correction asks first)?
pub fn followed_by_paired_round(t: &Tournament, round: u32) -> bool {
    round < t.rounds_paired()
}

/// What setting the result of the board of round `round` where `white` has
/// White to `result` changes; nothing is saved. Refused as
/// [`arbiter::set_result`] refuses.
pub fn consequences(
    t: &Tournament,
    round: u32,
    white: Tpn,
    result: BoardResult,
) -> Result<Consequences, ArbiterError> {
    let black = black_of(t, round, white)?;
    let before_result = round_boards(t, round)
        .0
        .iter()
        .find(|b| b.board.white == white)
        .map_or(BoardResult::Pending, |b| b.result);
    let mut after = t.clone();
    set_result(&mut after, round, white, result)?;
    let last = t.rounds_paired();
    let score = |tpn: Tpn| ScoreChange {
        tpn,
        before: t.score_after(tpn, last),
        after: after.score_after(tpn, last),
    };
    let through = (complete_through(t), complete_through(&after));
    let old = event_standings(t, through.0);
    let new = event_standings(&after, through.1);
    let ranks = new
        .rows
        .iter()
        .filter_map(|row| {
            let was = old.rows.iter().find(|r| r.tpn == row.tpn)?.rank;
            (was != row.rank).then_some(RankChange {
                tpn: row.tpn,
                before: was,
                after: row.rank,
            })
        })
        .collect();
    let next = (round < last).then(|| {
        let n = round + 1;
        let recorded = t.recorded_pairing(n);
        let was = pair_round(&t.for_pairing_round(n), n);
        let rules = pair_round(&after.for_pairing_round(n), n);
        NextRound {
            round: n,
            was_rules: was.as_ref() == Ok(&recorded),
            still_rules: rules.as_ref() == Ok(&recorded),
            rules,
            can_repair: n == last && !has_results(t, n),
        }
    });
    Ok(Consequences {
        round,
        board: Board { white, black },
        before: before_result,
        after: result,
        scores: [score(white), score(black)],
        through,
        ranks,
        next,
    })
}

/// Why a correction with a new pairing of the next round was not saved.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RepairError {
    Arbiter(ArbiterError),
    Pairing(PairingError),
    /// The tournament is no longer the one the new pairing was computed
    /// from ([`correct_with`]): nothing was saved.
    Changed,
}

impl From<ArbiterError> for RepairError {
    fn from(e: ArbiterError) -> RepairError {
        RepairError::Arbiter(e)
    }
}

/// Corrects the result and pairs round `round + 1` again with the system,
/// in one change (the app saves both or neither). Gives the new pairing.
pub fn correct_and_repair(
    t: &mut Tournament,
    round: u32,
    white: Tpn,
    result: BoardResult,
) -> Result<Pairing, RepairError> {
    let mut next = t.clone();
    set_result(&mut next, round, white, result)?;
    let n = round + 1;
    check_can_pair(&next, n)?;
    let pairing = pair_round(&next.for_pairing_round(n), n).map_err(RepairError::Pairing)?;
    correct_with(t, round, white, result, &pairing)?;
    Ok(pairing)
}

/// [`correct_and_repair`] with the pairing of round `round + 1` already
/// made: the `rules` of [`NextRound`], which [`consequences`] computes
/// from the same tournament with the same result
/// (`pair_round(&after.for_pairing_round(n), n)`, the very call of
/// [`correct_and_repair`]), so the app, which computes the consequences
/// in its pairing worker, saves them without pairing the round again on
/// the page. The caller checks that the tournament is still the one the
/// consequences were computed from ([`RepairError::Changed`]). Both
/// changes or neither: `t` is written only when every step succeeded.
pub fn correct_with(
    t: &mut Tournament,
    round: u32,
    white: Tpn,
    result: BoardResult,
    pairing: &Pairing,
) -> Result<(), RepairError> {
    let mut next = t.clone();
    set_result(&mut next, round, white, result)?;
    let n = round + 1;
    check_can_pair(&next, n)?;
    arbiter::apply_pairing(&mut next, n, pairing)?;
    *t = next;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::arbiter::apply_pairing;

    fn b(white: u32, black: u32) -> Board {
        Board {
            white: Tpn(white),
            black: Tpn(black),
        }
    }

    /// Four players (ratings 2000, 1990, 1980, 1970), Dutch 2026, TPN 1
    /// White in round 1. Round 1 (art. 3.6, S1 = {1, 2}, S2 = {3, 4}):
    /// 1–3, 4–2 (colours alternate down the boards, art. 5.2.5).
    fn event() -> Tournament {
        let mut t = crate::model::arbiter::test_event(4, 3);
        let p1 = pair_round(&t, 1).unwrap();
        assert_eq!(p1.boards, vec![b(1, 3), b(4, 2)]);
        apply_pairing(&mut t, 1, &p1).unwrap();
        t
    }

    /// Round 1: 1 beats 3, 4 beats 2. Score groups {1, 4} (1 point) and
    /// {2, 3} (0): round 2 pairs 1–4 and 2–3. Colours: 1 and 4 both had
    /// White, both prefer Black, no earlier round tells them apart, so the
    /// higher-ranked 1 gets its preference (art. 5.2.4): 4–1; likewise 2
    /// and 3 both had Black and 2 gets White: 2–3.
    /// Correcting 1–3 to a Black win: groups {3, 4} and {1, 2}: round 2
    /// would be 3–4 / 4–3 and 1–2 / 2–1; the recorded 4–1, 2–3 is no longer
    /// the rules' pairing. Scores: 1 goes 1 → 0, 3 goes 0 → 1.
    #[test]
    fn a_correction_after_the_next_round_is_paired() {
        let mut t = event();
        set_result(&mut t, 1, Tpn(1), BoardResult::WhiteWins).unwrap();
        set_result(&mut t, 1, Tpn(4), BoardResult::WhiteWins).unwrap();
        let p2 = pair_round(&t, 2).unwrap();
        assert_eq!(p2.boards, vec![b(4, 1), b(2, 3)]);
        apply_pairing(&mut t, 2, &p2).unwrap();
        assert!(followed_by_paired_round(&t, 1));
        assert!(!followed_by_paired_round(&t, 2));

        let c = consequences(&t, 1, Tpn(1), BoardResult::BlackWins).unwrap();
        assert!(c.needs_confirmation());
        assert_eq!(
            (c.before, c.after),
            (BoardResult::WhiteWins, BoardResult::BlackWins)
        );
        assert_eq!(c.board, b(1, 3));
        assert_eq!(
            c.scores,
            [
                ScoreChange {
                    tpn: Tpn(1),
                    before: Points(10),
                    after: Points(0)
                },
                ScoreChange {
                    tpn: Tpn(3),
                    before: Points(0),
                    after: Points(10)
                },
            ]
        );
        // Standings after round 1: before, 1 and 4 lead with 1 point and 2,
        // 3 follow with 0; after, 3 and 4 lead: 3 rises and 1 falls
        // (whatever the tie-breaks do within each pair of equal scores).
        assert_eq!(c.through, (1, 1));
        let moved: Vec<Tpn> = c.ranks.iter().map(|r| r.tpn).collect();
        assert!(
            moved.contains(&Tpn(1)) && moved.contains(&Tpn(3)),
            "{:?}",
            c.ranks
        );
        let r1 = c.ranks.iter().find(|r| r.tpn == Tpn(1)).unwrap();
        let r3 = c.ranks.iter().find(|r| r.tpn == Tpn(3)).unwrap();
        assert!(r1.after > r1.before && r3.after < r3.before);
        let next = c.next.clone().unwrap();
        assert_eq!(next.round, 2);
        assert!(next.was_rules);
        assert!(!next.still_rules);
        assert!(next.can_repair);
        let rules = next.rules.unwrap();
        let pairs: Vec<(u32, u32)> = rules
            .boards
            .iter()
            .map(|x| (x.white.0.min(x.black.0), x.white.0.max(x.black.0)))
            .collect();
        assert_eq!(pairs.len(), 2);
        assert!(
            pairs.contains(&(3, 4)) && pairs.contains(&(1, 2)),
            "{pairs:?}"
        );

        // Nothing saved; then the correction with the re-pairing, at once.
        assert_eq!(t.recorded_pairing(2).boards, vec![b(4, 1), b(2, 3)]);
        let new = correct_and_repair(&mut t, 1, Tpn(1), BoardResult::BlackWins).unwrap();
        assert_eq!(t.recorded_pairing(2), new);
        assert_eq!(t.score_after(Tpn(3), 1), Points(10));
    }

    /// The app's way (the consequences made in the pairing worker, sent
    /// back as JSON, then saved with their `rules` pairing by
    /// [`correct_with`]) gives the same tournament as [`correct_and_repair`],
    /// which pairs the round again itself: the event of the test above,
    /// whose new round 2 (3–4, 1–2) differs from the recorded one.
    #[test]
    fn the_workers_consequences_save_what_correct_and_repair_saves() {
        let mut t = event();
        set_result(&mut t, 1, Tpn(1), BoardResult::WhiteWins).unwrap();
        set_result(&mut t, 1, Tpn(4), BoardResult::WhiteWins).unwrap();
        let p2 = pair_round(&t, 2).unwrap();
        apply_pairing(&mut t, 2, &p2).unwrap();

        let c = consequences(&t, 1, Tpn(1), BoardResult::BlackWins).unwrap();
        let json = serde_json::to_string(&c).unwrap();
        let back: Consequences = serde_json::from_str(&json).unwrap();
        assert_eq!(back, c);
        let rules = back.next.unwrap().rules.unwrap();

        let mut direct = t.clone();
        let repaired = correct_and_repair(&mut direct, 1, Tpn(1), BoardResult::BlackWins).unwrap();
        assert_eq!(repaired, rules);
        let mut app = t.clone();
        correct_with(&mut app, 1, Tpn(1), BoardResult::BlackWins, &rules).unwrap();
        assert_eq!(app, direct);
        assert_ne!(app, t);

        // Refused (round 2 now has a result): nothing written.
        let mut played = t.clone();
        set_result(&mut played, 2, p2.boards[0].white, BoardResult::Draw).unwrap();
        let before = played.clone();
        assert_eq!(
            correct_with(&mut played, 1, Tpn(1), BoardResult::BlackWins, &rules),
            Err(RepairError::Arbiter(ArbiterError::RoundHasResults {
                round: 2
            }))
        );
        assert_eq!(played, before);
    }

    #[test]
    fn no_confirmation_for_the_last_round_and_no_repair_once_played() {
        let mut t = event();
        let c = consequences(&t, 1, Tpn(1), BoardResult::Draw).unwrap();
        assert!(!c.needs_confirmation());
        assert_eq!(c.ranks, vec![]);
        set_result(&mut t, 1, Tpn(1), BoardResult::Draw).unwrap();
        set_result(&mut t, 1, Tpn(4), BoardResult::Draw).unwrap();
        let p2 = pair_round(&t, 2).unwrap();
        apply_pairing(&mut t, 2, &p2).unwrap();
        let w = p2.boards[0].white;
        set_result(&mut t, 2, w, BoardResult::Draw).unwrap();
        let c = consequences(&t, 1, Tpn(1), BoardResult::Draw).unwrap();
        // The same result: the pairing stays the rules'; round 2 has a result.
        let next = c.next.unwrap();
        assert!(next.was_rules && next.still_rules && !next.can_repair);
        assert_eq!(
            correct_and_repair(&mut t, 1, Tpn(1), BoardResult::WhiteWins),
            Err(RepairError::Arbiter(ArbiterError::RoundHasResults {
                round: 2
            }))
        );
        assert_eq!(
            consequences(&t, 1, Tpn(2), BoardResult::Draw),
            Err(ArbiterError::NoSuchBoard {
                round: 1,
                white: Tpn(2)
            })
        );
    }
}
