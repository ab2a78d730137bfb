//! Pairs the arbiter forbids (club mates, family): two players or a group,
//! in every round or in some rounds only (TRF-2026 `260`; C.04.1 art. 2
//! lets the event's regulations keep players apart, and every system treats
//! such a pair like a rematch, [C1]).

use super::error::ArbiterError;
use crate::model::{ForbiddenInRounds, Prohibition, RoundRange, Tournament, Tpn};

/// Checks a round range against the event: `1 <= first <= last <= total`.
pub fn check_range(t: &Tournament, rounds: Option<RoundRange>) -> Result<(), ArbiterError> {
    match rounds {
        Some(RoundRange { first, last }) if first < 1 || first > last || last > t.total_rounds => {
            Err(ArbiterError::BadRoundRange {
                first,
                last,
                total: t.total_rounds,
            })
        }
        _ => Ok(()),
    }
}

/// A range that covers every round of the event is no range (the TRF
/// reader keeps such a `260` with the every-round pairs too).
fn normalise(t: &Tournament, rounds: Option<RoundRange>) -> Option<RoundRange> {
    rounds.filter(|r| !(r.first <= 1 && r.last >= t.total_rounds))
}

/// Forbids every pair within `players` (two players: one pair; a group of
/// k: k(k−1)/2 pairs) in `rounds` (`None`: every round). Gives the
/// prohibitions added; pairs already forbidden there are left as they are.
pub fn forbid(
    t: &mut Tournament,
    players: &[Tpn],
    rounds: Option<RoundRange>,
) -> Result<Vec<Prohibition>, ArbiterError> {
    for (i, &p) in players.iter().enumerate() {
        if t.player(p).is_none() {
            return Err(ArbiterError::UnknownPlayer(p));
        }
        if players[..i].contains(&p) {
            return Err(ArbiterError::SamePlayerTwice(p));
        }
    }
    if players.len() < 2 {
        return Err(ArbiterError::ForbidNeedsTwo);
    }
    check_range(t, rounds)?;
    let rounds = normalise(t, rounds);
    let existing = t.prohibitions();
    let mut added = Vec::new();
    for (i, &x) in players.iter().enumerate() {
        for &y in &players[i + 1..] {
            let p = Prohibition::new(x, y, rounds);
            let covered = existing
                .iter()
                .chain(&added)
                .any(|q| (q.a, q.b) == (p.a, p.b) && (q.rounds.is_none() || q.rounds == rounds));
            if !covered {
                added.push(p);
            }
        }
    }
    if added.is_empty() {
        let p = Prohibition::new(players[0], players[1], rounds);
        return Err(ArbiterError::AlreadyForbidden { a: p.a, b: p.b });
    }
    for p in &added {
        store(t, *p);
    }
    Ok(added)
}

fn store(t: &mut Tournament, p: Prohibition) {
    match p.rounds {
        None => t.forbidden_pairs.push((p.a, p.b)),
        Some(r) => t.forbidden_in_rounds.push(ForbiddenInRounds {
            a: p.a,
            b: p.b,
            first: r.first,
            last: r.last,
        }),
    }
}

/// Lifts prohibition `p` (as listed by [`Tournament::prohibitions`]).
pub fn unforbid(t: &mut Tournament, p: &Prohibition) -> Result<(), ArbiterError> {
    let same = |x: Tpn, y: Tpn| (x.min(y), x.max(y)) == (p.a, p.b);
    let before = t.forbidden_pairs.len() + t.forbidden_in_rounds.len();
    match p.rounds {
        None => t.forbidden_pairs.retain(|&(x, y)| !same(x, y)),
        Some(r) => t
            .forbidden_in_rounds
            .retain(|f| !(same(f.a, f.b) && (f.first, f.last) == (r.first, r.last))),
    }
    if t.forbidden_pairs.len() + t.forbidden_in_rounds.len() == before {
        return Err(ArbiterError::NoSuchProhibition { a: p.a, b: p.b });
    }
    Ok(())
}

/// Replaces prohibition `old` by `x`–`y` in `rounds`; all or nothing.
pub fn edit_prohibition(
    t: &mut Tournament,
    old: &Prohibition,
    x: Tpn,
    y: Tpn,
    rounds: Option<RoundRange>,
) -> Result<Prohibition, ArbiterError> {
    let mut next = t.clone();
    unforbid(&mut next, old)?;
    let added = forbid(&mut next, &[x, y], rounds)?;
    *t = next;
    Ok(added
        .first()
        .copied()
        .unwrap_or_else(|| Prohibition::new(x, y, rounds)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::arbiter::apply_pairing;
    use crate::model::Board;

    fn event(n: u32) -> Tournament {
        crate::model::arbiter::test_event(n, 5)
    }

    fn range(first: u32, last: u32) -> Option<RoundRange> {
        Some(RoundRange { first, last })
    }

    #[test]
    fn a_group_forbids_every_pair_within_it() {
        let mut t = event(6);
        let added = forbid(&mut t, &[Tpn(5), Tpn(2), Tpn(3)], None).unwrap();
        // 3 players: 3·2/2 = 3 pairs, each with the lower number first.
        assert_eq!(
            added,
            vec![
                Prohibition::new(Tpn(2), Tpn(5), None),
                Prohibition::new(Tpn(3), Tpn(5), None),
                Prohibition::new(Tpn(2), Tpn(3), None),
            ]
        );
        assert_eq!(
            t.forbidden_pairs,
            vec![(Tpn(2), Tpn(5)), (Tpn(3), Tpn(5)), (Tpn(2), Tpn(3))]
        );
        assert_eq!(t.prohibitions().len(), 3);
        // Adding one of them again adds nothing and says so.
        assert_eq!(
            forbid(&mut t, &[Tpn(3), Tpn(2)], range(2, 3)),
            Err(ArbiterError::AlreadyForbidden {
                a: Tpn(2),
                b: Tpn(3)
            })
        );
    }

    #[test]
    fn refusals_name_what_is_wrong() {
        let mut t = event(4);
        let before = t.clone();
        assert_eq!(
            forbid(&mut t, &[Tpn(1)], None),
            Err(ArbiterError::ForbidNeedsTwo)
        );
        assert_eq!(
            forbid(&mut t, &[Tpn(1), Tpn(1)], None),
            Err(ArbiterError::SamePlayerTwice(Tpn(1)))
        );
        assert_eq!(
            forbid(&mut t, &[Tpn(1), Tpn(9)], None),
            Err(ArbiterError::UnknownPlayer(Tpn(9)))
        );
        for (first, last) in [(0, 2), (3, 2), (2, 6)] {
            assert_eq!(
                forbid(&mut t, &[Tpn(1), Tpn(2)], range(first, last)),
                Err(ArbiterError::BadRoundRange {
                    first,
                    last,
                    total: 5
                })
            );
        }
        assert_eq!(t, before);
    }

    #[test]
    fn ranges_are_kept_and_a_full_range_is_every_round() {
        let mut t = event(4);
        forbid(&mut t, &[Tpn(1), Tpn(2)], range(2, 3)).unwrap();
        forbid(&mut t, &[Tpn(3), Tpn(4)], range(1, 5)).unwrap();
        assert_eq!(
            t.forbidden_in_rounds,
            vec![ForbiddenInRounds {
                a: Tpn(1),
                b: Tpn(2),
                first: 2,
                last: 3
            }]
        );
        assert_eq!(t.forbidden_pairs, vec![(Tpn(3), Tpn(4))]);
        assert_eq!(t.prohibition_of(1, Tpn(2), Tpn(1)), None);
        assert_eq!(
            t.prohibition_of(3, Tpn(2), Tpn(1)),
            Some(Prohibition::new(Tpn(1), Tpn(2), range(2, 3)))
        );
        assert_eq!(t.prohibition_of(4, Tpn(1), Tpn(2)), None);
    }

    #[test]
    fn editing_and_removing() {
        let mut t = event(4);
        forbid(&mut t, &[Tpn(1), Tpn(2)], None).unwrap();
        let old = t.prohibitions()[0];
        let new = edit_prohibition(&mut t, &old, Tpn(1), Tpn(3), range(1, 2)).unwrap();
        assert_eq!(new, Prohibition::new(Tpn(1), Tpn(3), range(1, 2)));
        assert_eq!(t.prohibitions(), vec![new]);
        // A refused edit leaves the old one.
        assert_eq!(
            edit_prohibition(&mut t, &new, Tpn(1), Tpn(1), None),
            Err(ArbiterError::SamePlayerTwice(Tpn(1)))
        );
        assert_eq!(t.prohibitions(), vec![new]);
        unforbid(&mut t, &new).unwrap();
        assert!(t.prohibitions().is_empty());
        assert_eq!(
            unforbid(&mut t, &new),
            Err(ArbiterError::NoSuchProhibition {
                a: Tpn(1),
                b: Tpn(3)
            })
        );
    }

    /// Four players, Dutch 2026, round 1: S1 = {1, 2}, S2 = {3, 4}; the
    /// first candidate is 1–3, 2–4 (art. 3.6). With 1–3 forbidden ([C1])
    /// the next transposition of S2 (4, 3) gives 1–4, 2–3. Worked by hand;
    /// the colours follow art. 5 (TPN 1 drew White: 1–4, 3–2).
    #[test]
    fn the_pairing_keeps_a_forbidden_pair_apart() {
        let mut t = event(4);
        let free = crate::systems::pair_round(&t, 1).unwrap();
        let met = |p: &crate::model::Pairing, x: Tpn, y: Tpn| {
            p.boards
                .iter()
                .any(|b| (b.white, b.black) == (x, y) || (b.white, b.black) == (y, x))
        };
        assert!(met(&free, Tpn(1), Tpn(3)));
        forbid(&mut t, &[Tpn(3), Tpn(1)], None).unwrap();
        let kept = crate::systems::pair_round(&t, 1).unwrap();
        assert!(!met(&kept, Tpn(1), Tpn(3)));
        assert!(met(&kept, Tpn(1), Tpn(4)));
        assert!(met(&kept, Tpn(2), Tpn(3)));
        // Limited to round 2, it does not change round 1.
        let mut t = event(4);
        forbid(&mut t, &[Tpn(1), Tpn(3)], range(2, 2)).unwrap();
        assert_eq!(crate::systems::pair_round(&t, 1).unwrap(), free);
        apply_pairing(
            &mut t,
            1,
            &crate::model::Pairing {
                boards: vec![
                    Board {
                        white: Tpn(1),
                        black: Tpn(2),
                    },
                    Board {
                        white: Tpn(3),
                        black: Tpn(4),
                    },
                ],
                bye: None,
            },
        )
        .unwrap();
        assert_eq!(
            t.prohibition_of(2, Tpn(1), Tpn(3)).map(|p| p.rounds),
            Some(range(2, 2))
        );
    }

    /// The app's operation, written to TRF-2026 and read back: the same
    /// prohibitions (`260 001 005` for every round of five, `260 002 003`).
    #[test]
    fn prohibitions_survive_a_trf_round_trip() {
        let mut t = event(5);
        forbid(&mut t, &[Tpn(1), Tpn(2), Tpn(4)], None).unwrap();
        forbid(&mut t, &[Tpn(3), Tpn(5)], range(2, 3)).unwrap();
        let text = crate::trf::write(&t, crate::trf::TrfFlavour::Trf2026);
        assert!(text.lines().any(|l| l == "260 001 005    1    2"), "{text}");
        assert!(text.lines().any(|l| l == "260 002 003    3    5"), "{text}");
        let back = crate::trf::read_str(&text).unwrap().tournament;
        assert_eq!(back.prohibitions(), t.prohibitions());
    }
}
