//! English wording of the `teach` layer's data: the record of a bracket
//! paired literally, the colour rules, "why not X–Y?", the lessons and the
//! errors of the teaching views. Nothing below the `lang` layer builds a
//! sentence; a French rendering is a sibling file with the same functions.

use crate::dutch::colours::{ColourArticle, ColourRule};
use crate::dutch::context::Criteria;
use crate::dutch::criterion::Criterion;
use crate::dutch::evaluate::Evaluation;
use crate::lang::catalogue::{article_in, criterion_in};
use crate::model::{Colour, Points, Prohibition, Tpn};
use crate::swiss::{ColourPreference, Float, Strength};
use crate::teach::explain::{
    ColourExplanation, ExplainError, ShownCandidate, WhyNot, WhyNotAnswer,
};
use crate::teach::lessons::{ExchangeExample, LessonError, LessonId, LessonStep, StepText};
use crate::teach::literal::LiteralError;
use crate::teach::study::{CandidateStep, Failed, StudyError};
use crate::teach::trace::{
    Absolute, Alteration, BracketStatus, BracketTrace, CandidateRecord, Choice, ChoiceReason,
    Decider, Outcome,
};
use std::fmt;

/// "C12".
pub fn criterion(c: Criterion) -> String {
    format!("C{}", c.number())
}

/// "C12, C13".
pub fn criteria(list: &[Criterion]) -> String {
    list.iter()
        .map(|&c| criterion(c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// A colour: "White", "Black".
pub fn colour_name(c: Colour) -> &'static str {
    c.fold("White", "Black")
}

/// Points in tenths: "4", "4.5".
fn show_points(p: Points) -> String {
    if p.0.is_multiple_of(10) {
        format!("{}", p.0 / 10)
    } else {
        format!("{}.{}", p.0 / 10, p.0 % 10)
    }
}

fn show_pairs(pairs: &[(Tpn, Tpn)]) -> String {
    pairs
        .iter()
        .map(|(a, b)| format!("{a}–{b}"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The absolute criterion a pair breaks (art. 2.1): "C1 (they met in round 2)".
pub fn absolute(a: &Absolute) -> String {
    match a {
        Absolute::C1 { round: Some(r) } => format!("C1 (they met in round {r})"),
        Absolute::C1 { round: None } => "C1 (they have met)".into(),
        Absolute::Forbidden { record: None } => "C1 (forbidden pair)".into(),
        Absolute::Forbidden {
            record: Some(Prohibition { a, b, rounds: None }),
        } => format!("C1 (forbidden pair: the arbiter keeps {a} and {b} apart in every round)"),
        Absolute::Forbidden {
            record:
                Some(Prohibition {
                    a,
                    b,
                    rounds: Some(r),
                }),
        } => format!(
            "C1 (forbidden pair: the arbiter keeps {a} and {b} apart in rounds {}–{}, TRF 260)",
            r.first, r.last
        ),
        Absolute::C3 { colour } => format!(
            "C3 (both have an absolute preference for {})",
            colour_name(*colour)
        ),
    }
}

/// A criterion a candidate step fails.
pub fn failed(f: &Failed) -> String {
    match f {
        Failed::Absolute(a) => absolute(a),
        Failed::Criterion(c) => criterion(*c),
    }
}

fn join<'a>(v: impl Iterator<Item = &'a usize>) -> String {
    v.map(|x| x.to_string()).collect::<Vec<_>>().join("+")
}

/// An alteration (art. 4.2–4.5) in words, positions numbered from 1, with
/// the resident exchange in force when given.
pub fn alteration(a: &Alteration, ex: Option<&(Vec<usize>, Vec<usize>)>) -> String {
    let mut parts = Vec::new();
    if let Some(s) = a.mdp_set {
        parts.push(format!("MDP set {}", s + 1));
    }
    if let Some(t) = a.mdp_transposition {
        parts.push(format!("MDP transposition {}", t.saturating_add(1)));
    }
    match (a.exchange, ex) {
        (0, _) => parts.push("original subgroups".into()),
        (k, Some((out, inn))) => parts.push(format!(
            "exchange {k}: {}↔{}",
            join(out.iter().rev()),
            join(inn.iter())
        )),
        (k, None) => parts.push(format!("exchange {k}")),
    }
    parts.push(if a.transposition == u64::MAX {
        // The index saturates: S2 has more orders than a u64 counts.
        "a transposition past the 2^64th".to_string()
    } else {
        format!("transposition {}", a.transposition.saturating_add(1))
    });
    parts.join(", ")
}

/// The alteration of a step of "Explain a round": the first candidate's,
/// "… " the last one's for a run.
pub fn step_alteration(s: &CandidateStep) -> String {
    let mut text = alteration(&s.alteration, s.exchange.as_ref());
    if let Some(last) = &s.last {
        text.push_str(" … ");
        text.push_str(&alteration(last, None));
    }
    text
}

/// One candidate record in one line, candidates and transpositions numbered from 1.
pub fn candidate_record(r: &CandidateRecord) -> String {
    let span = if r.count == 1 {
        format!("candidate {}", r.first.saturating_add(1))
    } else {
        format!(
            "candidates {}–{}",
            r.first.saturating_add(1),
            r.first.saturating_add(r.count)
        )
    };
    let mut alt = alteration(&r.alteration, r.exchange.as_ref());
    if r.count > 1 && r.last != r.alteration {
        alt.push_str(" … to ");
        alt.push_str(&alteration(&r.last, None));
    }
    let what = match &r.outcome {
        Outcome::Illegal { criterion, a, b } => {
            let all = if r.count > 1 { "all break" } else { "breaks" };
            format!("{all} {} between {a} and {b}", absolute(criterion))
        }
        Outcome::NoCompletion => "C4: the rest of the round cannot be paired".into(),
        Outcome::Imperfect {
            violations,
            new_best,
        } => format!(
            "not perfect ({}){}",
            criteria(violations),
            if *new_best { " — best so far" } else { "" }
        ),
        Outcome::Perfect => "perfect (art. 3.4.1)".into(),
        Outcome::CannotBeat { best, criterion: c } => format!(
            "skipped: with these pairs none can beat candidate {} ({}, art. 3.8)",
            best.saturating_add(1),
            match c {
                Some(c) => format!("all worse on {}", criterion(*c)),
                None => "at best equal, and later".into(),
            }
        ),
    };
    format!("{span} [{alt}] {}: {what}", show_pairs(&r.pairs))
}

/// The accepted candidate in one line, and why, in the articles of
/// `criteria`'s text (2026 art. 3.4.1, 3.8; 2017 B.4, B.8).
pub fn choice(c: &Choice, criteria: Criteria) -> String {
    let [perfect, _, best] = criteria.acceptance_articles();
    let (perfect, best) = (article_in(perfect), article_in(best));
    let why = match &c.reason {
        ChoiceReason::Perfect => format!("perfect, accepted at once ({perfect})"),
        ChoiceReason::Best {
            generated,
            runner_up,
        } => {
            let ru = match runner_up {
                None => String::new(),
                Some(r) => match &r.decided_by {
                    Decider::Criterion(c) => format!(
                        "; the runner-up (candidate {}) is worse on {}",
                        r.candidate.saturating_add(1),
                        criterion_in(criteria, *c)
                    ),
                    Decider::Earlier => format!(
                        "; the runner-up (candidate {}) is equally good but generated later",
                        r.candidate.saturating_add(1)
                    ),
                },
            };
            format!("best of {generated} by {best}{ru}")
        }
        ChoiceReason::Unbeatable { generated } => format!(
            "best by {best} after {generated} candidates: it reaches the least possible value on every criterion, so no later candidate can be better"
        ),
    };
    format!(
        "candidate {} {}: {why}",
        c.candidate.saturating_add(1),
        show_pairs(&c.pairs)
    )
}

/// The whole trace of a bracket as text: its parameters, its table, one
/// line per record and how it ended.
pub fn bracket_trace(t: &BracketTrace) -> Vec<String> {
    let mut out = Vec::new();
    let p = &t.parameters;
    out.push(format!(
        "bracket {} (score {}): {}, M0 {}, MaxPairs {}, M1 {}; S1 {:?} S2 {:?} Limbo {:?}",
        t.index + 1,
        show_points(t.score),
        if t.homogeneous {
            "homogeneous"
        } else {
            "heterogeneous"
        },
        p.m0,
        p.max_pairs,
        p.m1,
        p.s1,
        p.s2,
        p.limbo
    ));
    for r in &t.table {
        out.push(format!(
            "  BSN {:2} TPN {:3} score {:>4} CD {:+} pref {} colours {} floats {} {:?}",
            r.bsn,
            r.tpn,
            show_points(r.score),
            r.colour_difference,
            r.preference
                .map(|p| format!("{:?} {:?}", p.strength, p.colour))
                .unwrap_or_else(|| "none".into()),
            r.colours
                .iter()
                .map(|c| c.fold('W', 'B'))
                .collect::<String>(),
            r.floats
                .iter()
                .map(|f| match f {
                    Some(Float::Down) => '↓',
                    Some(Float::Up) => '↑',
                    None => '·',
                })
                .collect::<String>(),
            r.membership
        ));
    }
    out.extend(
        t.records(0, t.record_count())
            .iter()
            .map(|r| format!("  {}", candidate_record(r))),
    );
    match &t.status {
        BracketStatus::Finished(c) => {
            out.push(format!("  chosen: {}", choice(c, Criteria::Dutch2026)))
        }
        BracketStatus::Unfinished {
            examined,
            generated,
            ..
        } => out.push(format!(
            "  did not finish within budget ({examined} examined, {generated} generated)"
        )),
        BracketStatus::NoLegalCandidate { generated } => {
            out.push(format!("  no legal candidate among {generated}"))
        }
    }
    out
}

/// Where a version's text states a colour rule: "art. 5.2.3", or
/// "E.3 (2017; 2026 art. 5.2.3)".
pub fn colour_article(a: ColourArticle) -> String {
    match a {
        ColourArticle::Article52(rule) => format!("art. {}", rule.article()),
        ColourArticle::AppendixE(rule) => {
            format!("E.{} (2017; 2026 art. {})", rule.number(), rule.article())
        }
    }
}

fn pref_text(p: Option<ColourPreference>) -> String {
    match p {
        None => "no preference (no game played, art. 1.7.4)".into(),
        Some(p) => format!(
            "{} preference for {}",
            match p.strength {
                Strength::Mild => "a mild",
                Strength::Strong => "a strong",
                Strength::Absolute => "an absolute",
            },
            colour_name(p.colour)
        ),
    }
}

/// How art. 5.2 allocated a pair's colours, in one paragraph.
pub fn colour_explanation(e: &ColourExplanation) -> String {
    let (h, l) = (e.higher.tpn, e.lower.tpn);
    let (hp, lp) = (e.higher.preference, e.lower.preference);
    let c = e.higher.receives;
    match e.rule {
        ColourRule::BothPreferences => match (hp, lp) {
            (Some(_), None) | (None, Some(_)) => {
                let (with, without) = if hp.is_some() { (h, l) } else { (l, h) };
                format!(
                    "art. 5.2.1: {without} has not played (no preference, art. 1.7.4), so {with}'s preference is granted"
                )
            }
            _ => format!(
                "art. 5.2.1: {h} has {} and {l} {}: both are granted",
                pref_text(hp),
                pref_text(lp)
            ),
        },
        ColourRule::StrongerPreference => {
            let wanted = hp.map_or(c, |p| p.colour);
            let winner = if c == wanted { h } else { l };
            format!(
                "art. 5.2.2: both want {}; {h} has {}, {l} {}: the stronger, {winner}'s, is granted",
                colour_name(wanted),
                pref_text(hp),
                pref_text(lp)
            )
        }
        ColourRule::WiderColourDifference => format!(
            "art. 5.2.2: both have an absolute preference for {} (topscorers); colour differences {h}: {:+}, {l}: {:+}: the wider one is granted",
            colour_name(hp.map_or(c, |p| p.colour)),
            e.higher.colour_difference,
            e.lower.colour_difference
        ),
        ColourRule::AlternateHistory => {
            let k = e.first_difference.unwrap_or(0);
            let (x, y) = e.aligned.get(k).copied().unwrap_or((c, c));
            format!(
                "art. 5.2.3: same preference ({} / {}); going back from the latest game played, {} game(s) back {h} had {} and {l} {}: alternate, so {h} gets {}",
                pref_text(hp),
                pref_text(lp),
                k + 1,
                colour_name(x),
                colour_name(y),
                colour_name(c)
            )
        }
        ColourRule::HigherRankedPreference => format!(
            "art. 5.2.4: same preference and the histories never differ (compared from the latest game back over {} game(s)); the higher-ranked {h} gets its preference, {}",
            e.aligned.len(),
            colour_name(c)
        ),
        ColourRule::InitialColour => format!(
            "art. 5.2.5: no preference decides and the histories never differ; the higher-ranked {h} has {} number {}, so {} the initial colour ({}): {}",
            if e.round == 1 { "pairing" } else { "TPN" },
            e.parity_number,
            if e.parity_number % 2 == 1 {
                "gets"
            } else {
                "gets the opposite of"
            },
            colour_name(e.initial_colour),
            colour_name(c)
        ),
    }
}

/// A candidate's value on `c` (art. 3.8 compares these).
pub fn criterion_value(e: &Evaluation, c: Criterion) -> String {
    use Criterion::*;
    let list = |v: &[u32]| {
        let s: Vec<String> = v.iter().map(|x| show_points(Points(*x))).collect();
        format!("[{}]", s.join(", "))
    };
    match c {
        C5ByeScore => e.c5_pab_score.map_or("no PAB".into(), |s| {
            format!("PAB score {}", show_points(Points(s)))
        }),
        C6Downfloaters => format!("{} downfloater(s)", e.c6_downfloaters),
        C7DownfloaterScores => format!("downfloater scores {}", list(&e.c7_downfloater_scores)),
        C8NextBracket => format!(
            "{} downfloater(s) from the next bracket, scores {}",
            e.c8_next_downfloaters,
            list(&e.c8_next_scores)
        ),
        C9ByeUnplayedGames => {
            format!("{} unplayed game(s) of the PAB assignee", e.c9_pab_unplayed)
        }
        C10TopscorerColourDifference => format!("{}", e.c10_topscorer_colour_difference),
        C11TopscorerThreeInARow => format!("{}", e.c11_topscorer_three_in_a_row),
        C12ColourPreference => format!(
            "{} player(s) without their colour preference",
            e.c12_colour_preference
        ),
        C13StrongColourPreference => format!(
            "{} player(s) without their strong colour preference",
            e.c13_strong_colour_preference
        ),
        C14ResidentDownfloatAgain => format!("{}", e.c14_resident_downfloat_again),
        C15MdpOpponentUpfloatAgain => format!("{}", e.c15_mdp_opponent_upfloat_again),
        C16ResidentDownfloatTwoBefore => format!("{}", e.c16_resident_downfloat_two_before),
        C17MdpOpponentUpfloatTwoBefore => format!("{}", e.c17_mdp_opponent_upfloat_two_before),
        C18MdpDownfloatAgainDifferences => list(&e.c18_mdp_downfloat_again_sd),
        C19OpponentUpfloatAgainDifferences => list(&e.c19_opponent_upfloat_again_sd),
        C20MdpDownfloatTwoBeforeDifferences => list(&e.c20_mdp_downfloat_two_before_sd),
        C21OpponentUpfloatTwoBeforeDifferences => list(&e.c21_opponent_upfloat_two_before_sd),
        // Absolute and completion criteria carry no value: a legal candidate meets them.
        C1NoRematch | C2NoSecondBye | C3AbsolutePreferences | C4Completion => String::new(),
    }
}

fn shown(c: &ShownCandidate) -> String {
    let pairs = show_pairs(&c.pairs);
    match &c.alteration {
        Some(a) => format!("{pairs}; {}", alteration(a, None)),
        None => pairs,
    }
}

/// A candidate's value on `c` as `criteria`'s text compares it.
fn value_in(criteria: Criteria, e: &Evaluation, c: Criterion) -> String {
    if criteria.scored_criteria().is_none() {
        criterion_value_2017(e, c)
    } else {
        criterion_value(e, c)
    }
}

/// A candidate's value on `c`, in the 2017 text's terms where they differ
/// from 2026's (C.6 and C.7 compare a PSD, A.8).
fn criterion_value_2017(e: &Evaluation, c: Criterion) -> String {
    let list = |v: &[u32]| {
        let s: Vec<String> = v.iter().map(|x| show_points(Points(*x))).collect();
        format!("[{}]", s.join(", "))
    };
    match c {
        Criterion::C7DownfloaterScores => format!("PSD {}", list(&e.c7_downfloater_scores)),
        Criterion::C8NextBracket => format!(
            "{} player(s) left unpaired in the next bracket, its PSD {}",
            e.c8_next_downfloaters,
            list(&e.c8_next_scores)
        ),
        _ => criterion_value(e, c),
    }
}

/// "Why not X–Y?" answered in one paragraph (brackets numbered from 1), in
/// the criteria and articles of `criteria`'s text: 2026 C1–C21 and art.
/// 3.x; 2017 (C.04.3 of Baku 2016) C.1–C.19 and A.3, A.9, B.2, B.3, B.8.
pub fn why_not(reason: &WhyNot, x: Tpn, y: Tpn, criteria: Criteria) -> String {
    let cite = |c: Criterion| criterion_in(criteria, c);
    let best = article_in(criteria.acceptance_articles()[2]);
    let of_2017 = criteria == Criteria::Dutch2017;
    match reason {
        WhyNot::Paired => format!("{x} and {y} are paired together."),
        WhyNot::NotPlaying { tpn } => format!("{tpn} is not paired in this round."),
        WhyNot::Absolute { criterion } => {
            let c = match criterion {
                Absolute::C3 { .. } => Criterion::C3AbsolutePreferences,
                _ => Criterion::C1NoRematch,
            };
            let text = absolute(criterion);
            let text = match text.strip_prefix(&format!("C{}", c.number())) {
                Some(rest) => format!("{}{rest}", cite(c)),
                None => text,
            };
            format!("{x}–{y} is illegal: {text}.")
        }
        WhyNot::C2 => format!(
            "Every pairing of the round with {x}–{y} leaves the pairing-allocated bye to a player who may not receive it ({}).",
            cite(Criterion::C2NoSecondBye)
        ),
        WhyNot::C4 if of_2017 => format!(
            "No pairing of the whole round that complies with C.1–C.3 contains {x}–{y}: the round-pairing must be completed (C.4, A.9)."
        ),
        WhyNot::C4 => format!(
            "No pairing of the whole round that complies with C1–C3 contains {x}–{y} (C4)."
        ),
        WhyNot::DifferentBrackets {
            x_bracket,
            y_bracket,
        } => format!(
            "{x} and {y} were never in the same bracket: {x} was paired in bracket {}, {y} in bracket {}.",
            x_bracket + 1,
            y_bracket + 1
        ),
        WhyNot::BothMdps { bracket } if of_2017 => format!(
            "{x} and {y} met only as moved-down players of bracket {}: an MDP-Pairing matches MDPs with resident players (B.3).",
            bracket + 1
        ),
        WhyNot::BothMdps { bracket } => format!(
            "{x} and {y} met only as moved-down players of bracket {}: MDPs are paired with residents (art. 3.3.3).",
            bracket + 1
        ),
        WhyNot::Limbo { bracket, tpn } if of_2017 => format!(
            "In bracket {}, {tpn} is a moved-down player that no candidate pairs: it stays in the Limbo (A.3, B.2).",
            bracket + 1
        ),
        WhyNot::Limbo { bracket, tpn } => format!(
            "In bracket {}, {tpn} is a moved-down player outside every valid set of pairable MDPs: it stays in the Limbo and cannot be paired there (art. 3.2.4, 4.4).",
            bracket + 1
        ),
        WhyNot::NoLegalCandidate { bracket } if of_2017 => format!(
            "In bracket {}, every candidate pairing {x}–{y} breaks an absolute or completion criterion (C.1–C.4).",
            bracket + 1
        ),
        WhyNot::NoLegalCandidate { bracket } => format!(
            "In bracket {}, every candidate pairing {x}–{y} leaves the rest of the round without a legal pairing (C4).",
            bracket + 1
        ),
        WhyNot::Worse {
            bracket,
            criterion: c,
            with_pair,
            chosen,
        } => format!(
            "In bracket {}, the best candidate with {x}–{y} ({}) is worse than the chosen one ({}) on {}: {} against {} ({best}).",
            bracket + 1,
            shown(with_pair),
            shown(chosen),
            cite(*c),
            value_in(criteria, &with_pair.evaluation, *c),
            value_in(criteria, &chosen.evaluation, *c)
        ),
        WhyNot::EquallyGoodLater {
            bracket,
            with_pair,
            chosen,
        } => format!(
            "In bracket {}, the best candidate with {x}–{y} ({}) is as good as the chosen one ({}) on every quality criterion, but is generated later ({best}).",
            bracket + 1,
            shown(with_pair),
            shown(chosen)
        ),
        WhyNot::Unexplained {
            bracket,
            differs,
            with_pair,
            chosen,
        } => format!(
            "In bracket {}, a candidate with {x}–{y} ({}) looks better than the chosen one ({}) on {}: the engine and the literal procedure disagree here.",
            bracket + 1,
            shown(with_pair),
            shown(chosen),
            match differs {
                Decider::Criterion(c) => cite(*c),
                Decider::Earlier => format!("generation order ({best})"),
            }
        ),
        WhyNot::NotDetermined { bracket } => format!(
            "In bracket {}, the candidates with {x}–{y} are too many to search within the budget.",
            bracket + 1
        ),
    }
}

/// The answer to "why not X–Y?" in one paragraph, in the terms of the text
/// the round was paired under.
pub fn why_not_answer(a: &WhyNotAnswer) -> String {
    why_not(&a.reason, a.x, a.y, a.criteria)
}

/// A lesson's title.
pub fn lesson_title(id: LessonId) -> &'static str {
    match id {
        LessonId::Transpositions => "Transpositions of S2 (11 players)",
        LessonId::TranspositionsHeterogeneous => {
            "Transpositions for an MDP-Pairing (2 MDPs, 9 residents)"
        }
        LessonId::Exchanges => "Resident exchanges between S1 and S2 (11 players)",
        LessonId::HomogeneousBracket => "A homogeneous bracket, step by step",
        LessonId::HeterogeneousBracket => "A heterogeneous bracket with no perfect candidate",
    }
}

fn dashed(v: &[usize]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join("-")
}

/// A lesson step's title.
pub fn step_title(step: &LessonStep) -> &'static str {
    match &step.text {
        StepText::TranspositionSubgroups | StepText::MdpSubgroups => "The subgroups",
        StepText::TranspositionsSorted => "Sorted by the first N1 BSNs",
        StepText::TranspositionsCounted { .. } => {
            "Orders sharing their first five BSNs are one transposition"
        }
        StepText::ThirdTransposition { .. } => "True lexicographic order",
        StepText::FirstBsnChanges { .. } => "Where the first BSN changes",
        StepText::MdpTranspositionsSorted { .. } => "Only the first two BSNs count",
        StepText::LastMdpTransposition { .. } => "The last one",
        StepText::ExchangesIntro => "Exchanges",
        StepText::Comparison { example, .. } => match example {
            ExchangeExample::RuleA => "Rule a: fewer BSNs first",
            ExchangeExample::RuleB => "Rule b: smallest difference of sums",
            ExchangeExample::RuleBTwo => "Rule b, two BSNs",
            ExchangeExample::RuleC => "Rule c: the largest differing BSN moved from S1",
            ExchangeExample::RuleCThree => "Rule c, three BSNs",
            ExchangeExample::RuleD => "Rule d: the smallest differing BSN moved from S2",
            ExchangeExample::RuleDThree => "Rule d, three BSNs",
        },
        StepText::OnePlayerExchanges => "All one-player exchanges",
        StepText::TwoPlayerExchanges { .. } => "The first two-player exchanges",
        StepText::BracketTable { .. } => "The bracket",
        StepText::BracketParameters { .. } => "Parameters and subgroups",
        StepText::Candidates(r) if r.count > 1 => "Candidates",
        StepText::Candidates(_) => "Candidate",
        StepText::Choice(_) => "The choice",
    }
}

/// A lesson step's text.
pub fn step_text(step: &LessonStep) -> String {
    match &step.text {
        StepText::TranspositionSubgroups => "An 11-player homogeneous bracket: BSNs 1–11 (art. 4.1). MaxPairs is 5, so S1 = 1-2-3-4-5 and S2 = 6-7-8-9-10-11 (art. 3.2.2). The first candidate pairs S1[i] with S2[i]: 1–6, 2–7, 3–8, 4–9, 5–10, and 11 is left to downfloat (art. 3.3.1).".into(),
        StepText::TranspositionsSorted => "A transposition changes the order of S2 (art. 4.2.1). They are sorted by the lexicographic value of their first N1 = 5 BSNs (art. 4.2.2): only those five are paired, the sixth downfloats.".into(),
        StepText::TranspositionsCounted { total } => format!(
            "Only the first five BSNs of S2 are paired; the rest downfloat and are ignored when sorting. Choosing 5 of the 6 S2 players in order gives 6·5·4·3·2 = {total} transpositions."
        ),
        StepText::ThirdTransposition { third } => format!(
            "The third transposition is {}: the English text lists 6-7-8-10-11 third, the French text (and lexicographic order) 6-7-8-10-9 (TV-26, DV-08).",
            dashed(third)
        ),
        StepText::FirstBsnChanges {
            at,
            before,
            after,
            total,
            last,
        } => format!(
            "Transposition {at} is {} and the next, {}, is the first to start with 7. The last, number {total}, is {}.",
            dashed(before),
            dashed(after),
            dashed(last)
        ),
        StepText::MdpSubgroups => "Two MDPs (BSNs 1, 2) form S1; the nine residents (BSNs 3–11) form S2 (art. 3.2.2, 3.2.3). The MDP-Pairing pairs 1–S2[1] and 2–S2[2]; the other residents form the remainder (art. 3.3.3).".into(),
        StepText::MdpTranspositionsSorted { first, total } => format!(
            "With N1 = 2, transpositions are sorted by their first two BSNs: {} … There are 9·8 = {total}.",
            first.iter().map(|t| dashed(t)).collect::<Vec<_>>().join(", ")
        ),
        StepText::LastMdpTransposition { last } => format!(
            "The last transposition is {}. Each one gives a new MDP-Pairing and a new remainder, whose own transpositions and exchanges come first (art. 3.7.1, 3.7.2).",
            dashed(last)
        ),
        StepText::ExchangesIntro => "When no transposition of S2 gives a perfect candidate, the original S1 and S2 exchange residents (art. 3.6.1, 4.3.1): equally sized groups of BSNs swap sides, and both subgroups are re-sorted. With S1 = 1–5 and S2 = 6–11 there are 30 one-player, 150 two-player, 200 three-player … exchanges.".into(),
        StepText::Comparison { example, agrees } => {
            let text = match example {
                ExchangeExample::RuleA => "a. The exchange with the smallest number of BSNs comes first: 1↔11 (the last one-player exchange) before 4+5↔6+7.",
                ExchangeExample::RuleB => "b. Then the smallest difference between the sum moved S2→S1 and the sum moved S1→S2: 4↔6 (difference 2) before 5↔8 (3); 3+4↔6+8 (7) before 4+5↔8+9 (8).",
                ExchangeExample::RuleBTwo => "8+6 moved up against 4+3 (difference 7) comes before 9+8 against 5+4 (difference 8).",
                ExchangeExample::RuleC => "c. Then the largest differing BSN among those moved from S1: 5-2 before 4-3 (5 > 4); 5-4-1 before 5-3-2 (4 > 3).",
                ExchangeExample::RuleCThree => "5-4-1 and 5-3-2 share 5; the next, 4 against 3, decides.",
                ExchangeExample::RuleD => "d. Last, the smallest differing BSN among those moved from S2: 6-9 before 7-8; 6-7-10 before 6-8-9.",
                ExchangeExample::RuleDThree => "6-7-10 and 6-8-9 share 6; then 7 against 8 decides.",
            };
            if *agrees {
                text.to_string()
            } else {
                format!("{text} (not so by art. 4.3.2!)")
            }
        }
        StepText::OnePlayerExchanges => "The 30 one-player exchanges in order, each with the rule that puts it before the next (DV-02). Every BSN can be exchanged, 1 and 11 included.".into(),
        StepText::TwoPlayerExchanges { two, three } => format!(
            "The first 12 of the {two} two-player exchanges (DV-03); then come {three} three-player ones."
        ),
        StepText::BracketTable {
            round,
            bracket,
            score,
            players,
        } => format!(
            "Round {round}, bracket {} (score {}): {players} players, numbered 1–{players} in pairing order (BSNs, art. 4.1). The table gives each player's colour preference (art. 1.7) and float history (art. 1.4).",
            bracket + 1,
            f64::from(score.0) / 10.0
        ),
        StepText::BracketParameters {
            homogeneous: true,
            parameters: p,
        } => format!(
            "Homogeneous: MaxPairs = {} (art. 3.1.2), so S1 = {:?} and S2 = {:?} (art. 3.2.2, 3.2.3).",
            p.max_pairs, p.s1, p.s2
        ),
        StepText::BracketParameters {
            homogeneous: false,
            parameters: p,
        } => format!(
            "Heterogeneous: M0 = {} MDPs, MaxPairs = {}, M1 = {} (art. 3.1). The valid sets of pairable MDPs are {:?} (art. 4.4); S1 = {:?}, S2 = {:?}, Limbo = {:?} (art. 3.2).",
            p.m0, p.max_pairs, p.m1, p.mdp_sets, p.s1, p.s2, p.limbo
        ),
        StepText::Candidates(r) => candidate_record(r),
        StepText::Choice(c) => choice(c, Criteria::Dutch2026),
    }
}

impl fmt::Display for LiteralError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LiteralError::InvalidRound => write!(f, "rounds are numbered from 1"),
            LiteralError::NoLegalPairing { round } => {
                write!(f, "no legal pairing exists for round {round}")
            }
            LiteralError::NoSuchBracket { bracket } => {
                write!(f, "bracket {bracket} is not a bracket of this round")
            }
        }
    }
}

impl std::error::Error for LiteralError {}

impl fmt::Display for ExplainError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ExplainError::UnknownPlayer(t) => write!(f, "player {t} is not in the tournament"),
            ExplainError::SamePlayer => write!(f, "a player cannot be paired with themself"),
            ExplainError::Literal(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for ExplainError {}

impl fmt::Display for StudyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StudyError::NotDutch(_) => write!(f, "only Dutch System rounds can be explained"),
            StudyError::NotOffered => write!(f, "“why not” follows the 2026 rules only"),
            StudyError::NoSuchRound { round, paired } => write!(
                f,
                "round {round} has not been paired (rounds paired: {paired})"
            ),
            StudyError::NoSuchBracket(b) => write!(f, "bracket {b} is not a bracket of this round"),
            StudyError::Pairing(e) => write!(f, "{e}"),
            StudyError::Literal(e) => write!(f, "{e}"),
            StudyError::Explain(e) => write!(f, "{e}"),
            StudyError::Trf(e) => write!(f, "sample tournament: {e}"),
        }
    }
}

impl std::error::Error for StudyError {}

impl fmt::Display for LessonError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LessonError::Trf(e) => write!(f, "embedded example: {e}"),
            LessonError::Pairing(e) => write!(f, "embedded example: {e}"),
            LessonError::Literal(e) => write!(f, "embedded example: {e}"),
            LessonError::Unfinished(b) => write!(f, "embedded example: bracket {b} did not finish"),
        }
    }
}

impl std::error::Error for LessonError {}
