//! "Why not X–Y?" for rounds paired under the 2017 text (C.04.3 of Baku
//! 2016): on a hand-made round whose answers are derived from the text in
//! comments, and on every round of the committed 2017 sample up to 10
//! players, where each answer's claim is checked independently of the
//! answer code (the players' histories, a brute-force search over every
//! round-pairing, the evaluations compared in the 2017 order).

use pocket_arbiter::dutch::context::Criteria;
use pocket_arbiter::dutch::criterion::Criterion;
use pocket_arbiter::lang::en::teach as words;
use pocket_arbiter::lang::Lang;
use pocket_arbiter::model::{Colour, SystemKind, Tournament, Tpn};
use pocket_arbiter::teach::explain::{ShownCandidate, WhyNot};
use pocket_arbiter::teach::study::{RoundStudy, WHY_NOT_BUDGET};
use pocket_arbiter::teach::trace::Absolute;
use pocket_arbiter::trf::read::read_str;
use std::path::PathBuf;

fn fixture() -> RoundStudy {
    // tests/systems/dutch2017_rules.rs derives this round (3 of 5, white1)
    // by hand: scores 1, 2 on 1.5; 3, 4 on 1.0; 5, 6 on 0.5. Colours (A.6):
    // 1 mild White, 2 absolute Black, 3 and 4 absolute White, 5 absolute
    // Black, 6 mild Black. Brackets: {1, 2} (met: both downfloat), the PPB
    // {1, 2 | 3, 4} under C.4 → 2–3 (1, 4 downfloat), the CLB {1, 4 | 5, 6}
    // → 1–5, 4–6.
    let text = std::fs::read_to_string("tests/data/explain-2017-ppb.trf").expect("fixture");
    let t = read_str(&text).expect("reads").tournament;
    RoundStudy::new(&t, 3).expect("round 3 opens")
}

#[test]
fn why_not_on_the_ppb_round_is_answered_by_the_2017_text() {
    let s = fixture();
    assert!(s.views().why_not);
    let ask = |x: u32, y: u32| s.why_not(Tpn(x), Tpn(y), WHY_NOT_BUDGET).expect("answer");
    // 1–2 met in round 2 (2W-1B ½-½): C.1.
    let a = ask(1, 2);
    assert_eq!(a.criteria, Criteria::Dutch2017);
    assert_eq!(
        a.reason,
        WhyNot::Absolute {
            criterion: Absolute::C1 { round: Some(2) }
        }
    );
    assert_eq!(
        words::why_not_answer(&a),
        "1–2 is illegal: C.1 (they met in round 2)."
    );
    // 3 and 4 both have an absolute preference for White (BB), neither is a
    // topscorer (round 3 of 5): C.3.
    let a = ask(3, 4);
    assert_eq!(
        a.reason,
        WhyNot::Absolute {
            criterion: Absolute::C3 {
                colour: Colour::White
            }
        }
    );
    assert!(words::why_not_answer(&a).starts_with("3–4 is illegal: C.3 "));
    // 1–6: the others 2, 3, 4, 5 must then pair; 2 may meet only 3 (and 6),
    // leaving 4–5, who met in round 2: no round-pairing under C.1–C.3
    // contains 1–6 (six players, no PAB).
    let a = ask(1, 6);
    assert_eq!(a.reason, WhyNot::C4);
    assert!(words::why_not_answer(&a).contains("(C.4, A.9)"));
    // 1–4 in the PPB (bracket 2): the one candidate with it downfloats 2
    // and 3, with the same PSD as the chosen 2–3 (A.8: [1.5, 1.0, 0.5]); on
    // C.10 it denies 1 its White (4 has an absolute White), while 2–3 gives
    // 2 Black and 3 White: 1 against 0, B.8.
    let a = ask(1, 4);
    let WhyNot::Worse {
        bracket,
        criterion,
        with_pair,
        chosen,
    } = &a.reason
    else {
        panic!("{:?}", a.reason)
    };
    assert_eq!(*bracket, 1);
    assert_eq!(*criterion, Criterion::C12ColourPreference);
    assert_eq!(with_pair.pairs, [(Tpn(1), Tpn(4))]);
    assert_eq!(with_pair.evaluation.c12_colour_preference, 1);
    assert_eq!(chosen.evaluation.c12_colour_preference, 0);
    let en = words::why_not_answer(&a);
    assert!(
        en.contains("on C.10: 1 player(s) without their colour preference against 0 player(s)"),
        "{en}"
    );
    assert!(en.ends_with("(B.8)."), "{en}");
    let fr = Lang::Fr.catalogue().why_not_answer(&a);
    assert!(fr.contains("au critère C.10"), "{fr}");
    assert!(fr.ends_with("(B.8)."), "{fr}");
    // 2 is paired in the PPB (bracket 2), 6 only in the CLB (bracket 3).
    assert_eq!(
        ask(2, 6).reason,
        WhyNot::DifferentBrackets {
            x_bracket: 1,
            y_bracket: 2
        }
    );
}

fn sample_files() -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir("tests/data/corpus/dutch-2017")
        .expect("the committed 2017 sample")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    v.sort();
    v
}

/// Did `x` play `y` before round `round` (C.1), read from the TRF rounds?
fn met(t: &Tournament, round: u32, x: Tpn, y: Tpn) -> Option<u32> {
    let p = t.player(x)?;
    (1..round).find(|&r| p.round(r).played_game().is_some_and(|(o, _, _)| o == y))
}

/// A.6.a from the played colours: an absolute preference for a colour when
/// the colour difference is beyond ±1 or the last two games had the other one.
fn absolute(t: &Tournament, round: u32, x: Tpn) -> Option<Colour> {
    let p = t.player(x)?;
    let played: Vec<Colour> = (1..round)
        .filter_map(|r| p.round(r).played_game().map(|(_, c, _)| c))
        .collect();
    let w = played.iter().filter(|&&c| c == Colour::White).count() as i32;
    let diff = 2 * w - played.len() as i32;
    let last_two = played.len() >= 2 && played[played.len() - 1] == played[played.len() - 2];
    if diff < -1 || (last_two && played[played.len() - 1] == Colour::Black) {
        Some(Colour::White)
    } else if diff > 1 || last_two {
        Some(Colour::Black)
    } else {
        None
    }
}

/// Can `players` be paired (C.1 and C.3 read from the histories, at most
/// one left over, who must not have had a bye when `c2`) with `pair`?
fn completable(
    t: &Tournament,
    round: u32,
    players: &[Tpn],
    pair: (Tpn, Tpn),
    c2: bool,
    had_bye: &dyn Fn(Tpn) -> bool,
) -> bool {
    let legal = |a: Tpn, b: Tpn| {
        met(t, round, a, b).is_none()
            && !matches!((absolute(t, round, a), absolute(t, round, b)), (Some(p), Some(q)) if p == q)
    };
    fn go(rest: &[Tpn], legal: &dyn Fn(Tpn, Tpn) -> bool, bye_ok: &dyn Fn(Tpn) -> bool) -> bool {
        match rest {
            [] => true,
            [one] => bye_ok(*one),
            [first, others @ ..] => {
                // the first is paired with one of the others, or (odd count) gets the bye
                let paired = others.iter().enumerate().any(|(k, &o)| {
                    legal(*first, o) && {
                        let mut r: Vec<Tpn> = others.to_vec();
                        r.remove(k);
                        go(&r, legal, bye_ok)
                    }
                });
                paired || (rest.len() % 2 == 1 && bye_ok(*first) && go(others, legal, bye_ok))
            }
        }
    }
    if !legal(pair.0, pair.1) {
        return false;
    }
    let rest: Vec<Tpn> = players
        .iter()
        .copied()
        .filter(|&p| p != pair.0 && p != pair.1)
        .collect();
    go(&rest, &legal, &|p| !c2 || !had_bye(p))
}

/// The evaluation in the 2017 order (criteria2017.rs's table): C.5, C.6,
/// C.7 (unpaired, PSD), C.8–C.19; and the positions each criterion covers.
fn key(e: &pocket_arbiter::dutch::evaluate::Evaluation) -> Vec<Vec<u32>> {
    vec![
        vec![e.c6_downfloaters as u32],
        e.c7_downfloater_scores.clone(),
        vec![e.c8_next_downfloaters as u32],
        e.c8_next_scores.clone(),
        vec![e.c10_topscorer_colour_difference],
        vec![e.c11_topscorer_three_in_a_row],
        vec![e.c12_colour_preference],
        vec![e.c13_strong_colour_preference],
        vec![e.c14_resident_downfloat_again],
        vec![e.c15_mdp_opponent_upfloat_again],
        vec![e.c16_resident_downfloat_two_before],
        vec![e.c17_mdp_opponent_upfloat_two_before],
        e.c18_mdp_downfloat_again_sd.clone(),
        e.c19_opponent_upfloat_again_sd.clone(),
        e.c20_mdp_downfloat_two_before_sd.clone(),
        e.c21_opponent_upfloat_two_before_sd.clone(),
    ]
}

fn positions(c: Criterion) -> std::ops::Range<usize> {
    use Criterion::*;
    match c {
        C6Downfloaters => 0..1,
        C7DownfloaterScores => 1..2,
        C8NextBracket => 2..4,
        C10TopscorerColourDifference => 4..5,
        C11TopscorerThreeInARow => 5..6,
        C12ColourPreference => 6..7,
        C13StrongColourPreference => 7..8,
        C14ResidentDownfloatAgain => 8..9,
        C15MdpOpponentUpfloatAgain => 9..10,
        C16ResidentDownfloatTwoBefore => 10..11,
        C17MdpOpponentUpfloatTwoBefore => 11..12,
        C18MdpDownfloatAgainDifferences => 12..13,
        C19OpponentUpfloatAgainDifferences => 13..14,
        C20MdpDownfloatTwoBeforeDifferences => 14..15,
        C21OpponentUpfloatTwoBeforeDifferences => 15..16,
        other => panic!("not a 2017 quality criterion: {other:?}"),
    }
}

fn has(c: &ShownCandidate, x: Tpn, y: Tpn) -> bool {
    c.pairs
        .iter()
        .any(|&(a, b)| (a == x && b == y) || (a == y && b == x))
}

#[test]
fn every_why_not_of_the_2017_sample_is_true() {
    let mut counts = std::collections::BTreeMap::<&'static str, usize>::new();
    for f in sample_files() {
        let text = std::fs::read_to_string(&f).expect("reads");
        let mut t = read_str(&text).expect("parses").tournament;
        // The sample's files name no system: they are 2017 pairings.
        t.system = SystemKind::Dutch2017;
        if t.players.len() > 10 {
            continue;
        }
        for round in 1..=t.rounds_paired() {
            let Ok(s) = RoundStudy::new(&t, round) else {
                continue;
            };
            if s.recorded_differs() {
                continue;
            }
            let before = t.for_pairing_round(round);
            let pairing = s.pairing().clone();
            let mut playing: Vec<Tpn> = pairing
                .boards
                .iter()
                .flat_map(|b| [b.white, b.black])
                .chain(pairing.bye)
                .collect();
            playing.sort_unstable();
            let paired = |x: Tpn, y: Tpn| {
                pairing
                    .boards
                    .iter()
                    .any(|b| (b.white == x && b.black == y) || (b.white == y && b.black == x))
            };
            let had_bye = |p: Tpn| {
                before.player(p).is_some_and(|pl| {
                    (1..round).any(|r| {
                        let e = pl.round(r);
                        e.played_game().is_none() && before.points.points(&e).0 > 0
                    })
                })
            };
            let last_round = round == t.total_rounds;
            for (i, &x) in playing.iter().enumerate() {
                for &y in &playing[i + 1..] {
                    if paired(x, y) {
                        continue;
                    }
                    let where_ = format!("{} round {round} {x}–{y}", f.display());
                    let a = s.why_not(x, y, WHY_NOT_BUDGET).expect(&where_);
                    assert_eq!(a.criteria, Criteria::Dutch2017, "{where_}");
                    // Every reason renders in both languages.
                    assert!(words::why_not_answer(&a).ends_with('.'), "{where_}");
                    assert!(Lang::Fr.catalogue().why_not_answer(&a).ends_with('.'));
                    let kind = match &a.reason {
                        WhyNot::Absolute {
                            criterion: Absolute::C1 { round: r },
                        } => {
                            assert_eq!(*r, met(&t, round, x, y), "{where_}");
                            assert!(r.is_some(), "{where_}");
                            "C.1"
                        }
                        WhyNot::Absolute {
                            criterion: Absolute::C3 { colour },
                        } => {
                            if !last_round {
                                assert_eq!(absolute(&t, round, x), Some(*colour), "{where_}");
                                assert_eq!(absolute(&t, round, y), Some(*colour), "{where_}");
                            }
                            "C.3"
                        }
                        WhyNot::C4 | WhyNot::C2 => {
                            // Before the last round (no topscorers, A.7), no
                            // round-pairing with the pair under C.1–C.3.
                            if !last_round {
                                let c2 = a.reason == WhyNot::C2;
                                assert!(
                                    !completable(&t, round, &playing, (x, y), true, &had_bye),
                                    "{where_}"
                                );
                                assert_eq!(
                                    completable(&t, round, &playing, (x, y), false, &had_bye),
                                    c2,
                                    "{where_}"
                                );
                            }
                            "C.2/C.4"
                        }
                        WhyNot::Worse {
                            criterion,
                            with_pair,
                            chosen,
                            ..
                        } => {
                            assert!(has(with_pair, x, y), "{where_}");
                            // The chosen candidate's pairs are the engine's.
                            for &(p, q) in &chosen.pairs {
                                assert!(paired(p, q), "{where_}");
                            }
                            // The candidate with the pair is legal (C.1).
                            for &(p, q) in &with_pair.pairs {
                                assert!(met(&t, round, p, q).is_none(), "{where_}");
                            }
                            // Equal before the cited criterion, worse on it.
                            let (kw, kc) = (key(&with_pair.evaluation), key(&chosen.evaluation));
                            let r = positions(*criterion);
                            assert_eq!(kw[..r.start], kc[..r.start], "{where_}");
                            assert!(kw[r.clone()] > kc[r], "{where_}");
                            "worse"
                        }
                        WhyNot::EquallyGoodLater {
                            with_pair, chosen, ..
                        } => {
                            assert!(has(with_pair, x, y), "{where_}");
                            assert_eq!(
                                key(&with_pair.evaluation),
                                key(&chosen.evaluation),
                                "{where_}"
                            );
                            assert!(
                                with_pair.alteration > chosen.alteration
                                    || chosen.alteration.is_none(),
                                "{where_}"
                            );
                            "later"
                        }
                        WhyNot::DifferentBrackets {
                            x_bracket,
                            y_bracket,
                        } => {
                            assert_ne!(x_bracket, y_bracket, "{where_}");
                            "different brackets"
                        }
                        WhyNot::Unexplained { .. } | WhyNot::Paired | WhyNot::NotPlaying { .. } => {
                            panic!("{where_}: {:?}", a.reason)
                        }
                        WhyNot::Absolute { .. } => "forbidden",
                        WhyNot::BothMdps { .. } => "both MDPs",
                        WhyNot::Limbo { .. } => "Limbo",
                        WhyNot::NoLegalCandidate { .. } => "no legal candidate",
                        WhyNot::NotDetermined { .. } => "not determined",
                    };
                    *counts.entry(kind).or_default() += 1;
                }
            }
        }
    }
    println!("2017 why-not answers: {counts:?}");
    // The sample exercises the main reasons.
    for k in ["C.1", "worse", "different brackets"] {
        assert!(counts.get(k).copied().unwrap_or(0) > 0, "{k}: {counts:?}");
    }
}
