//! Pairings changed by hand (C.04.2 art. 4.4: the Chief Arbiter may change
//! a published pairing): colours of a board swapped, or the opponents of
//! two boards exchanged, in a paired round without results, always with a
//! reason. Each change is kept in [`Tournament::manual_changes`] (the audit
//! log and the TRF export show it); an art. 4.4 reason is also entered for
//! the FIDE mode's report ([`Tournament::pairing_changes`]).

use super::error::ArbiterError;
use super::results::{black_of, has_results};
use crate::model::change::{ManualChange, ManualEdit, PairingChange, Why};
use crate::model::{Board, ByColour, GameResult, RoundEntry, Scoring, Tournament, Tpn};

fn check(t: &Tournament, round: u32, why: &Why) -> Result<(), ArbiterError> {
    if why.reason.is_none() && why.note.trim().is_empty() {
        return Err(ArbiterError::ReasonRequired);
    }
    if t.system.info().scoring == Scoring::Matches {
        return Err(ArbiterError::ManualChangeOfMatches);
    }
    if has_results(t, round) {
        return Err(ArbiterError::RoundHasResults { round });
    }
    Ok(())
}

/// May `a` and `b` meet in `round`: not met before ([C1]), not forbidden.
fn may_meet(t: &Tournament, round: u32, a: Tpn, b: Tpn) -> Result<(), ArbiterError> {
    // A forfeited game is not a game played (C.04.1: they may meet again).
    let met = t.player(a).and_then(|p| {
        (1..round).find(|&r| {
            matches!(p.round(r), RoundEntry::Game { opponent, result, .. }
                if opponent == b
                    && !matches!(result, GameResult::ForfeitWin | GameResult::ForfeitLoss))
        })
    });
    if let Some(r) = met {
        return Err(ArbiterError::AlreadyMet { a, b, round: r });
    }
    if t.prohibition_of(round, a, b).is_some() {
        return Err(ArbiterError::PairForbidden { a, b });
    }
    Ok(())
}

fn record(t: &mut Tournament, round: u32, boards: &[Board], edit: ManualEdit, why: &Why) {
    let pending = ByColour {
        white: GameResult::Pending,
        black: GameResult::Pending,
    };
    for &b in boards {
        // Both players exist: the boards were read from the round.
        let _ = t.record_game(round, b, pending);
    }
    let why = Why {
        reason: why.reason,
        note: why.note.trim().to_owned(),
    };
    if let Some(reason) = why.reason {
        if !t.pairing_changes.iter().any(|c| c.round == round) {
            t.pairing_changes.push(PairingChange { round, reason });
        }
    }
    t.manual_changes.push(ManualChange { round, edit, why });
}

/// Swaps the colours of the board of round `round` where `white` has White.
pub fn swap_colours(
    t: &mut Tournament,
    round: u32,
    white: Tpn,
    why: &Why,
) -> Result<Board, ArbiterError> {
    check(t, round, why)?;
    let black = black_of(t, round, white)?;
    let board = Board {
        white: black,
        black: white,
    };
    record(
        t,
        round,
        &[board],
        ManualEdit::Colours { white, black },
        why,
    );
    Ok(board)
}

/// Exchanges the Black players of the boards of round `round` where
/// `white1` and `white2` have White: W1–B1 and W2–B2 become W1–B2 and
/// W2–B1. Refused when a new pair has met before or is forbidden.
pub fn swap_opponents(
    t: &mut Tournament,
    round: u32,
    white1: Tpn,
    white2: Tpn,
    why: &Why,
) -> Result<[Board; 2], ArbiterError> {
    check(t, round, why)?;
    let black1 = black_of(t, round, white1)?;
    let black2 = black_of(t, round, white2)?;
    if white1 == white2 {
        return Err(ArbiterError::SameBoard);
    }
    may_meet(t, round, white1, black2)?;
    may_meet(t, round, white2, black1)?;
    let new = [
        Board {
            white: white1,
            black: black2,
        },
        Board {
            white: white2,
            black: black1,
        },
    ];
    let edit = ManualEdit::Opponents {
        first: Board {
            white: white1,
            black: black1,
        },
        second: Board {
            white: white2,
            black: black2,
        },
    };
    record(t, round, &new, edit, why);
    Ok(new)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::arbiter::{apply_pairing, round_boards, set_result, BoardResult};
    use crate::model::change::ChangeReason;
    use crate::model::Pairing;

    fn event() -> Tournament {
        let mut t = crate::model::arbiter::test_event(4, 5);
        let b = |white, black| Board {
            white: Tpn(white),
            black: Tpn(black),
        };
        apply_pairing(
            &mut t,
            1,
            &Pairing {
                boards: vec![b(1, 3), b(4, 2)],
                bye: None,
            },
        )
        .unwrap();
        t
    }

    fn note(s: &str) -> Why {
        Why {
            reason: None,
            note: s.into(),
        }
    }

    #[test]
    fn colours_swapped_with_a_reason() {
        let mut t = event();
        assert_eq!(
            swap_colours(&mut t, 1, Tpn(1), &Why::default()),
            Err(ArbiterError::ReasonRequired)
        );
        let why = Why {
            reason: Some(ChangeReason::CompetitionRules),
            note: " wheelchair board ".into(),
        };
        let b = swap_colours(&mut t, 1, Tpn(1), &why).unwrap();
        assert_eq!(
            b,
            Board {
                white: Tpn(3),
                black: Tpn(1)
            }
        );
        assert_eq!(
            t.players[2].round(1),
            RoundEntry::Game {
                opponent: Tpn(1),
                colour: crate::model::Colour::White,
                result: GameResult::Pending
            }
        );
        assert_eq!(t.manual_changes[0].why.note, "wheelchair board");
        assert_eq!(
            t.manual_changes[0].edit,
            ManualEdit::Colours {
                white: Tpn(1),
                black: Tpn(3)
            }
        );
        // The FIDE mode's report gets the art. 4.4 reason for the round.
        assert_eq!(
            t.pairing_changes,
            vec![PairingChange {
                round: 1,
                reason: ChangeReason::CompetitionRules
            }]
        );
        // Marked in the TRF export as a comment, kept verbatim when read back
        // and written once again.
        let text = crate::trf::write(&t, crate::trf::TrfFlavour::Trf2026);
        let mark =
            "### PAIRING-CHANGED round 001 colours 1-3 -> 3-1 C.04.2-4.4.2 | wheelchair board";
        assert_eq!(text.lines().filter(|l| *l == mark).count(), 1, "{text}");
        let back = crate::trf::read_str(&text).unwrap().tournament;
        let again = crate::trf::write(&back, crate::trf::TrfFlavour::Trf2026);
        assert_eq!(again.lines().filter(|l| *l == mark).count(), 1, "{again}");
    }

    #[test]
    fn opponents_exchanged_unless_they_met_or_results_are_in() {
        let mut t = event();
        let new = swap_opponents(&mut t, 1, Tpn(1), Tpn(4), &note("late arrival")).unwrap();
        // 1–3 and 4–2 became 1–2 and 4–3.
        assert_eq!(
            new,
            [
                Board {
                    white: Tpn(1),
                    black: Tpn(2)
                },
                Board {
                    white: Tpn(4),
                    black: Tpn(3)
                }
            ]
        );
        let (boards, _) = round_boards(&t, 1);
        assert_eq!(boards.len(), 2);
        assert!(t.pairing_changes.is_empty());
        assert_eq!(
            swap_opponents(&mut t, 1, Tpn(1), Tpn(1), &note("x")),
            Err(ArbiterError::SameBoard)
        );
        set_result(&mut t, 1, Tpn(1), BoardResult::Draw).unwrap();
        assert_eq!(
            swap_opponents(&mut t, 1, Tpn(1), Tpn(4), &note("x")),
            Err(ArbiterError::RoundHasResults { round: 1 })
        );
        set_result(&mut t, 1, Tpn(4), BoardResult::Draw).unwrap();
        // Round 2 paired 1–3, 2–4 (hand-made): 1 and 2 met in round 1.
        apply_pairing(
            &mut t,
            2,
            &Pairing {
                boards: vec![
                    Board {
                        white: Tpn(3),
                        black: Tpn(1),
                    },
                    Board {
                        white: Tpn(2),
                        black: Tpn(4),
                    },
                ],
                bye: None,
            },
        )
        .unwrap();
        assert_eq!(
            swap_opponents(&mut t, 2, Tpn(3), Tpn(2), &note("x")),
            Err(ArbiterError::AlreadyMet {
                a: Tpn(3),
                b: Tpn(4),
                round: 1
            })
        );
    }
}
