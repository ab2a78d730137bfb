//! Colour explanations (C.04.3 art. 5.2) and "why not X–Y?" on hand-made
//! tournaments; each expectation is derived from the articles in a comment.
//! Reminder (art. 1.7.2): after one game the colour difference is ±1, a
//! STRONG preference; a mild one needs colour difference 0.

use pocket_arbiter::dutch::colours::ColourRule;
use pocket_arbiter::dutch::context::RoundContext;
use pocket_arbiter::dutch::criterion::Criterion;
use pocket_arbiter::dutch::rules2026::{self, VERSION};
use pocket_arbiter::lang::en::teach as words;
use pocket_arbiter::model::{Colour, Tournament, Tpn};
use pocket_arbiter::teach::explain::{explain_colours, explain_pair, why_not, WhyNot};
use pocket_arbiter::teach::lessons::{lessons, StepData};
use pocket_arbiter::teach::trace::{Absolute, ChoiceReason};
use Colour::{Black as B, White as W};

use crate::support;
use support::tournament;

/// A `001` line with a rating that falls with the pairing number.
fn line(tpn: u32, points: &str, rounds: &[(u32, char, char)]) -> String {
    support::line(tpn, 2500 - tpn * 10, points, rounds)
}

fn idx(ctx: &RoundContext, tpn: u32) -> usize {
    ctx.players
        .iter()
        .position(|p| p.tpn == Tpn(tpn))
        .unwrap_or(usize::MAX)
}

/// R1 (white1): 1W–3B 1-0, 2W–4B 0-1. Round 2: brackets {1, 4} and {2, 3}.
fn round_two_four() -> Tournament {
    tournament(
        5,
        "white1",
        &[
            line(1, "1.0", &[(3, 'w', '1')]),
            line(2, "0.0", &[(4, 'w', '0')]),
            line(3, "0.0", &[(1, 'b', '0')]),
            line(4, "1.0", &[(2, 'b', '1')]),
        ],
    )
}

#[test]
fn art_5_2_1_both_preferences_and_different_brackets() {
    // 1 had White: CD +1, strong Black (art. 1.7.2); 4 had Black: strong
    // White. Different colours: art. 5.2.1 grants both → 4 White, 1 Black.
    // 2 had White (strong Black), 3 had Black (strong White): 3 White, 2 Black.
    let t = round_two_four();
    let o = rules2026::pair(&t, 2).expect("pairing");
    assert_eq!(o.pairing.to_reference_format(), "2\n4 1\n3 2\n");
    let ex = explain_colours(&o);
    assert_eq!(ex.len(), 2);
    for e in &ex {
        assert_eq!(e.rule, ColourRule::BothPreferences);
        assert_eq!(e.article, "5.2.1");
    }
    assert_eq!((ex[0].higher.tpn, ex[0].higher.receives), (Tpn(1), B));
    assert_eq!((ex[0].lower.tpn, ex[0].lower.receives), (Tpn(4), W));
    assert_eq!((ex[1].higher.tpn, ex[1].higher.receives), (Tpn(2), B));
    assert_eq!((ex[1].lower.tpn, ex[1].lower.receives), (Tpn(3), W));
    // why not 1–2? Both legal and the round could be completed (3–4 never
    // met), but 1 is paired in bracket 1 (score 1) and 2 in bracket 2 (score 0).
    let a = why_not(&t, &o, Tpn(1), Tpn(2), 10_000).expect("answer");
    assert_eq!(
        a.reason,
        WhyNot::DifferentBrackets {
            x_bracket: 0,
            y_bracket: 1
        }
    );
    // why not 1–3? They met in round 1 ([C1]).
    let a = why_not(&t, &o, Tpn(1), Tpn(3), 10_000).expect("answer");
    assert_eq!(
        a.reason,
        WhyNot::Absolute {
            criterion: Absolute::C1 { round: Some(1) }
        }
    );
    assert!(words::why_not_answer(&a).contains("round 1"));
    let a = why_not(&t, &o, Tpn(4), Tpn(1), 10_000).expect("answer");
    assert_eq!(a.reason, WhyNot::Paired);
}

/// R1 (white1): 1W–3B ½, 4W–2B ½; round 2, one bracket of four on ½.
#[test]
fn why_not_worse_on_c12() {
    let t = tournament(
        3,
        "white1",
        &[
            line(1, "0.5", &[(3, 'w', '=')]),
            line(2, "0.5", &[(4, 'b', '=')]),
            line(3, "0.5", &[(1, 'b', '=')]),
            line(4, "0.5", &[(2, 'w', '=')]),
        ],
    );
    let o = rules2026::pair(&t, 2).expect("pairing");
    // Preferences (one game each, art. 1.7.2): 1 strong Black, 4 strong Black,
    // 2 strong White, 3 strong White. S1 = 1,2; S2 = 3,4. 1–3 met; 1–4, 2–3
    // pairs equal preferences twice ([C12] 2); exchange 2↔3: 1–2, 3–4 grants
    // all: perfect (art. 3.4.1) → chosen.
    assert_eq!(o.pairing.to_reference_format(), "2\n2 1\n3 4\n");
    // The only candidate with 1–4 is 1–4, 2–3: worse on [C12], 2 against 0.
    let a = why_not(&t, &o, Tpn(1), Tpn(4), 10_000).expect("answer");
    match &a.reason {
        WhyNot::Worse {
            bracket,
            criterion,
            with_pair,
            chosen,
        } => {
            assert_eq!((*bracket, *criterion), (0, Criterion::C12ColourPreference));
            assert_eq!(with_pair.evaluation.c12_colour_preference, 2);
            assert_eq!(chosen.evaluation.c12_colour_preference, 0);
        }
        other => panic!("expected Worse, got {other:?}"),
    }
    let a = why_not(&t, &o, Tpn(3), Tpn(2), 10_000).expect("answer");
    assert!(matches!(
        &a.reason,
        WhyNot::Worse {
            criterion: Criterion::C12ColourPreference,
            ..
        }
    ));
    // 2–4 met in round 1.
    let a = why_not(&t, &o, Tpn(2), Tpn(4), 10_000).expect("answer");
    assert_eq!(
        a.reason,
        WhyNot::Absolute {
            criterion: Absolute::C1 { round: Some(1) }
        }
    );
}

#[test]
fn why_not_equally_good_but_later_in_round_one() {
    // Round 1, six players, nobody has a preference: the first candidate
    // 1–4, 2–5, 3–6 is perfect (art. 3.4.1). A candidate with 1–2 needs 1 and
    // 2 on different sides: the first is exchange 2↔4 (DV-style order:
    // 3↔4, 3↔5, 2↔4 …): S1 = 1,3,4, S2 = 2,5,6 → 1–2, 3–5, 4–6, perfect too:
    // as good on every criterion, generated later (art. 3.8).
    let players: Vec<String> = (1..=6).map(|i| line(i, "0.0", &[])).collect();
    let t = tournament(5, "white1", &players);
    let o = rules2026::pair(&t, 1).expect("pairing");
    let a = why_not(&t, &o, Tpn(1), Tpn(2), 10_000).expect("answer");
    match &a.reason {
        WhyNot::EquallyGoodLater { with_pair, .. } => {
            let pairs: Vec<(u32, u32)> = with_pair.pairs.iter().map(|(a, b)| (a.0, b.0)).collect();
            assert_eq!(pairs, vec![(1, 2), (3, 5), (4, 6)]);
            let alt = with_pair.alteration.expect("alteration");
            assert_eq!(alt.exchange, 3);
        }
        other => panic!("expected EquallyGoodLater, got {other:?}"),
    }
}

/// R1: 1W–3B, 4W–2B, 6W–5B; R2: 1W–6B, 4W–5B, 2W–3B; all drawn; 9 rounds.
/// Round 3 preferences: 1 WW absolute Black, 2 BW mild Black, 3 BB absolute
/// White, 4 WW absolute Black, 5 BB absolute White, 6 WB mild White.
fn round_three_six() -> Tournament {
    tournament(
        9,
        "white1",
        &[
            line(1, "1.0", &[(3, 'w', '='), (6, 'w', '=')]),
            line(2, "1.0", &[(4, 'b', '='), (3, 'w', '=')]),
            line(3, "1.0", &[(1, 'b', '='), (2, 'b', '=')]),
            line(4, "1.0", &[(2, 'w', '='), (5, 'w', '=')]),
            line(5, "1.0", &[(6, 'b', '='), (4, 'b', '=')]),
            line(6, "1.0", &[(5, 'w', '='), (1, 'b', '=')]),
        ],
    )
}

#[test]
fn art_5_2_2_stronger_preference_c3_and_c4() {
    let t = round_three_six();
    let o = rules2026::pair(&t, 3).expect("pairing");
    // Legal pairs: [C1] removes 1-3 1-6 2-3 2-4 4-5 5-6, [C3] removes 1-4
    // (absolute Black) and 3-5 (absolute White). The only perfect matching
    // left: 1–5, 2–6, 3–4. Colours all by art. 5.2.1 (different preferences):
    // 5 White against 1, 6 White against 2, 3 White against 4.
    assert_eq!(o.pairing.to_reference_format(), "3\n5 1\n6 2\n3 4\n");
    assert!(explain_colours(&o)
        .iter()
        .all(|e| e.rule == ColourRule::BothPreferences));
    let ctx = &o.context;
    // 1 (absolute Black) against 2 (mild Black): the same colour, art. 5.2.2
    // grants the stronger: 1 Black, 2 White.
    let e = explain_pair(ctx, idx(ctx, 1), idx(ctx, 2));
    assert_eq!(e.rule, ColourRule::StrongerPreference);
    assert_eq!(e.article, "5.2.2");
    assert_eq!(
        (e.higher.tpn, e.higher.receives, e.lower.receives),
        (Tpn(1), B, W)
    );
    // 3 (absolute White) against 6 (mild White): 3 White.
    let e = explain_pair(ctx, idx(ctx, 3), idx(ctx, 6));
    assert_eq!(e.rule, ColourRule::StrongerPreference);
    assert_eq!((e.higher.tpn, e.higher.receives), (Tpn(3), W));
    // why not 3–5: both absolute White, non-topscorers ([C3]).
    let a = why_not(&t, &o, Tpn(3), Tpn(5), 10_000).expect("answer");
    assert_eq!(
        a.reason,
        WhyNot::Absolute {
            criterion: Absolute::C3 { colour: W }
        }
    );
    // why not 1–2: legal, but then 3, 4, 5, 6 must pair: 3–4 with 5–6 (met),
    // 3–6 with 4–5 (met), 3–5 ([C3]): no round-pairing contains 1–2 ([C4]).
    let a = why_not(&t, &o, Tpn(1), Tpn(2), 10_000).expect("answer");
    assert_eq!(a.reason, WhyNot::C4);
    // why not 1–6: met in round 2.
    let a = why_not(&t, &o, Tpn(1), Tpn(6), 10_000).expect("answer");
    assert_eq!(
        a.reason,
        WhyNot::Absolute {
            criterion: Absolute::C1 { round: Some(2) }
        }
    );
}

#[test]
fn art_5_2_2_wider_colour_difference_for_topscorers() {
    // Round 5 of 5 (final): 1 played B B W B and won all (4 points, CD −2,
    // absolute White); 2 had the PAB then won B B B (4 points, CD −3,
    // absolute White). Both over 50% of 4 points: topscorers (art. 1.8).
    // Both absolute for White: art. 5.2.2 grants the wider colour difference,
    // 2's (|−3| > |−2|): 2 White, 1 Black.
    let z = (0, '-', 'Z');
    let t = tournament(
        5,
        "white1",
        &[
            line(
                1,
                "4.0",
                &[(3, 'b', '1'), (4, 'b', '1'), (5, 'w', '1'), (6, 'b', '1')],
            ),
            line(
                2,
                "4.0",
                &[(0, '-', 'U'), (3, 'b', '1'), (4, 'b', '1'), (5, 'b', '1')],
            ),
            line(3, "0.0", &[(1, 'w', '0'), (2, 'w', '0'), z, z]),
            line(4, "0.0", &[z, (1, 'w', '0'), (2, 'w', '0'), z]),
            line(5, "0.0", &[z, z, (1, 'b', '0'), (2, 'w', '0')]),
            line(6, "0.0", &[z, z, z, (1, 'w', '0')]),
        ],
    );
    let ctx = RoundContext::new(&t, 5, VERSION);
    assert!(ctx.topscorer[idx(&ctx, 1)] && ctx.topscorer[idx(&ctx, 2)]);
    let e = explain_pair(&ctx, idx(&ctx, 1), idx(&ctx, 2));
    assert_eq!(e.rule, ColourRule::WiderColourDifference);
    assert_eq!(
        (e.higher.colour_difference, e.lower.colour_difference),
        (-2, -3)
    );
    assert_eq!(
        (e.higher.tpn, e.higher.receives, e.lower.receives),
        (Tpn(1), B, W)
    );
}

/// Four rounds, all drawn (histories oldest first):
/// 1 B W W B, 2 W B W B, 6 B W W B — all colour difference 0, last Black:
/// mild White (art. 1.7.3).
fn round_five_eight() -> Tournament {
    let d = |o: u32, c: char| (o, c, '=');
    tournament(
        9,
        "white1",
        &[
            line(1, "2.0", &[d(3, 'b'), d(5, 'w'), d(7, 'w'), d(4, 'b')]),
            line(2, "2.0", &[d(4, 'w'), d(6, 'b'), d(8, 'w'), d(3, 'b')]),
            line(3, "2.0", &[d(1, 'w'), d(7, 'w'), d(5, 'b'), d(2, 'w')]),
            line(4, "2.0", &[d(2, 'b'), d(8, 'w'), d(6, 'b'), d(1, 'w')]),
            line(5, "2.0", &[d(6, 'w'), d(1, 'b'), d(3, 'w'), d(8, 'w')]),
            line(6, "2.0", &[d(5, 'b'), d(2, 'w'), d(4, 'w'), d(7, 'b')]),
            line(7, "2.0", &[d(8, 'w'), d(3, 'b'), d(1, 'b'), d(6, 'w')]),
            line(8, "2.0", &[d(7, 'b'), d(4, 'b'), d(2, 'b'), d(5, 'b')]),
        ],
    )
}

#[test]
fn art_5_2_3_alternate_from_the_latest_difference() {
    // 1 (B W W B) and 2 (W B W B): same preference, same strength; 5.2.1 and
    // 5.2.2 do not decide. art. 5.2.3, from the latest game back: B/B, W/W,
    // then W/B — 1 had White, 2 Black: alternate, 1 Black, 2 White.
    let t = round_five_eight();
    let ctx = RoundContext::new(&t, 5, VERSION);
    let e = explain_pair(&ctx, idx(&ctx, 1), idx(&ctx, 2));
    assert_eq!(e.rule, ColourRule::AlternateHistory);
    assert_eq!(e.article, "5.2.3");
    assert_eq!(e.aligned, vec![(B, B), (W, W), (W, B), (B, W)]);
    assert_eq!(e.first_difference, Some(2));
    assert_eq!((e.higher.receives, e.lower.receives), (B, W));
}

#[test]
fn art_5_2_4_identical_histories_higher_ranked_preference() {
    // 1 and 6 both played B W W B: no difference anywhere, art. 5.2.4: the
    // higher-ranked (same score, smaller TPN: 1) gets its preference, White.
    let t = round_five_eight();
    let ctx = RoundContext::new(&t, 5, VERSION);
    let e = explain_pair(&ctx, idx(&ctx, 1), idx(&ctx, 6));
    assert_eq!(e.rule, ColourRule::HigherRankedPreference);
    assert_eq!(e.first_difference, None);
    assert_eq!((e.higher.tpn, e.higher.receives), (Tpn(1), W));
    // After ONE game (art. 1.7.2): R1 1W–3B ½, 2W–4B ½. 1 and 2 both had
    // White: CD +1, both STRONG Black — equal strengths, so 5.2.2 does not
    // decide; the histories (W / W) never differ (5.2.3); art. 5.2.4: 1 gets
    // Black. 3 and 4 (both strong White): 3 gets White.
    let t = tournament(
        5,
        "white1",
        &[
            line(1, "0.5", &[(3, 'w', '=')]),
            line(2, "0.5", &[(4, 'w', '=')]),
            line(3, "0.5", &[(1, 'b', '=')]),
            line(4, "0.5", &[(2, 'b', '=')]),
        ],
    );
    let ctx = RoundContext::new(&t, 2, VERSION);
    let e = explain_pair(&ctx, idx(&ctx, 1), idx(&ctx, 2));
    assert_eq!(e.rule, ColourRule::HigherRankedPreference);
    assert!(words::colour_explanation(&e).contains("5.2.4"));
    assert_eq!((e.higher.tpn, e.higher.receives), (Tpn(1), B));
    let e = explain_pair(&ctx, idx(&ctx, 3), idx(&ctx, 4));
    assert_eq!(
        (e.rule, e.higher.receives),
        (ColourRule::HigherRankedPreference, W)
    );
    // 1 (strong Black) against 3 (strong White): both granted, art. 5.2.1.
    let e = explain_pair(&ctx, idx(&ctx, 1), idx(&ctx, 3));
    assert_eq!(
        (e.rule, e.higher.receives),
        (ColourRule::BothPreferences, B)
    );
}

#[test]
fn art_5_2_5_initial_colour_and_parity() {
    // Round 1 (white1), six players: 1–4, 2–5, 3–6; nobody has played, so
    // art. 5.2.5: odd higher-ranked number → the initial colour (White),
    // even → the other (Black).
    let players: Vec<String> = (1..=6).map(|i| line(i, "0.0", &[])).collect();
    let t = tournament(5, "white1", &players);
    let o = rules2026::pair(&t, 1).expect("pairing");
    let ex = explain_colours(&o);
    let got: Vec<(u32, usize, Colour)> = ex
        .iter()
        .map(|e| (e.higher.tpn.0, e.parity_number, e.higher.receives))
        .collect();
    assert_eq!(got, vec![(1, 1, W), (2, 2, B), (3, 3, W)]);
    assert!(ex.iter().all(|e| e.rule == ColourRule::InitialColour));
    // Round 1 with 2 absent (H): the present players are numbered 1–4 in
    // order (C.04.2 art. 2.4, 2.5): 1→1, 3→2, 4→3, 5→4. Pairs 1–4, 3–5:
    // the higher of 3–5 has number 2, even → Black although its TPN is odd.
    let mut players: Vec<String> = (1..=5).map(|i| line(i, "0.0", &[])).collect();
    players[1] = line(2, "0.0", &[(0, '-', 'H')]);
    let t = tournament(5, "white1", &players);
    let ctx = RoundContext::new(&t, 1, VERSION);
    let e = explain_pair(&ctx, idx(&ctx, 3), idx(&ctx, 5));
    assert_eq!(e.rule, ColourRule::InitialColour);
    assert_eq!((e.parity_number, e.higher.receives), (2, B));
    // Round 2: 2 and 4 were absent in round 1 (no game, no preference,
    // art. 1.7.4): 5.2.5 with TPN 2, even → the opposite of White: Black.
    let t = tournament(
        5,
        "white1",
        &[
            line(1, "1.0", &[(3, 'w', '1')]),
            line(2, "0.0", &[(0, '-', 'Z')]),
            line(3, "0.0", &[(1, 'b', '0')]),
            line(4, "0.0", &[(0, '-', 'Z')]),
        ],
    );
    let ctx = RoundContext::new(&t, 2, VERSION);
    let e = explain_pair(&ctx, idx(&ctx, 2), idx(&ctx, 4));
    assert_eq!(e.rule, ColourRule::InitialColour);
    assert_eq!(
        (e.parity_number, e.higher.tpn, e.higher.receives),
        (2, Tpn(2), B)
    );
    // 3 (had Black: strong White) against 4 (no game): art. 5.2.1 with 1.7.4.
    let e = explain_pair(&ctx, idx(&ctx, 3), idx(&ctx, 4));
    assert_eq!(
        (e.rule, e.higher.receives),
        (ColourRule::BothPreferences, W)
    );
}

#[test]
fn lessons_follow_the_seeds_and_the_engine() {
    let ls = lessons().expect("lessons");
    assert_eq!(ls.len(), 5);
    // transpositions: 720, third is 6-7-8-10-9 (TV-26 FR, DV-08)
    let seq = ls[0]
        .steps
        .iter()
        .find_map(|s| match &s.data {
            StepData::Sequence {
                first: 2,
                total,
                entries,
            } => Some((*total, entries.clone())),
            _ => None,
        })
        .expect("sequence step");
    assert_eq!(seq.0, 720);
    assert_eq!(seq.1[0], vec![6, 7, 8, 10, 9]);
    // heterogeneous: 72
    assert!(ls[1]
        .steps
        .iter()
        .any(|s| matches!(&s.data, StepData::Sequence { total: 72, .. })));
    // exchanges: DV-02 order with the deciding rules
    let one = ls[2]
        .steps
        .iter()
        .find_map(|s| match &s.data {
            StepData::Exchanges { entries, total: 30 } => Some(entries.clone()),
            _ => None,
        })
        .expect("one-player exchanges");
    let order: Vec<String> = one
        .iter()
        .map(|e| format!("{}-{}", e.from_s1[0], e.from_s2[0]))
        .collect();
    assert_eq!(order[..6].join(" "), "5-6 5-7 4-6 5-8 4-7 3-6");
    // 5↔6 (difference 1) before 5↔7 (2): rule b; 5↔7 before 4↔6 (both 2,
    // 5 moved from S1 beats 4): rule c.
    assert_eq!(one[0].before_next_by, Some('b'));
    assert_eq!(one[1].before_next_by, Some('c'));
    for l in &ls {
        for s in &l.steps {
            let text = words::step_text(s);
            assert!(!text.contains("not so"), "{:?}: {text}", l.id);
        }
    }
    // The worked brackets end as the engine pairs them: perfect at once for
    // the homogeneous one, best by art. 3.8 for the heterogeneous one.
    let choice = |k: usize| {
        ls[k]
            .steps
            .iter()
            .find_map(|s| match &s.data {
                StepData::Choice(c) => Some(c.clone()),
                _ => None,
            })
            .expect("choice")
    };
    assert_eq!(choice(3).reason, ChoiceReason::Perfect);
    assert!(matches!(choice(4).reason, ChoiceReason::Best { .. }));
    let json = serde_json::to_string(&ls).expect("serialise");
    assert!(json.len() > 1000);
}
