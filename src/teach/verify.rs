//! `check --explain`: where a recorded round leaves the rules of its system.
//!
//! The round is re-paired from the file's own history ([`crate::systems`]);
//! when the file's pairing differs, [`explain_round`] says why, as data:
//! - an absolute criterion the file breaks (a repeat game, a second
//!   pairing-allocated bye, two players with the same absolute colour
//!   preference), with the article of the system's text;
//! - for the first score bracket where the two pairings differ: the bracket
//!   (score, players) and the first criterion, in the text's priority order,
//!   on which the file's candidate is worse than the system's, with both
//!   values; or, when both are equally good, the article that orders the
//!   candidates (transposition, exchange, set of moved-down players, pairing
//!   identifier) — the system's candidate comes first;
//! - for each pair both pairings make with other colours: the colour rule
//!   that decides the pair.
//!
//! Each system of the registry supplies its own articles and its own
//! evaluation of a candidate ([`SystemRules`], one entry per system in
//! [`SYSTEMS`]). The wording is in `lang::en::verify`.
//!
//! How exact each system's evaluation is:
//! - Dutch 2026: the bracket of the engine's own procedure and the full
//!   evaluation of the candidate on [C4]–[C21] ([`crate::dutch::evaluate`]).
//! - Dutch 2017: the same bracket and evaluation with the 2017 history rules,
//!   named by the 2017 criteria C.4–C.19 (C.6 counted on the downfloaters'
//!   scores rather than the PSD of A.8; the 2026 [C5] and [C9] have no 2017
//!   criterion and are named by the A.9/C.2 route that places the PAB).
//! - Classic Dutch texts (2008, 2006, 1992 FFE) and Double-Swiss: the score
//!   groups top down; the first group whose games differ is compared on the
//!   quantities the text minimises, in its order (pairs A6, preferences x/z
//!   of A8, floats B5/B6; Double-Swiss upfloaters [C4]–[C8], the PAB order
//!   of art. 3.4).

use crate::dutch::colours::ColourRule;
use crate::dutch::context::{Criteria, RoundContext};
use crate::dutch::criterion::Criterion;
use crate::dutch::evaluate::{evaluate, Candidate, Evaluation};
use crate::dutch::DutchOutcome;
use crate::model::{Colour, Pairing, PairingError, Points, SystemKind, Tournament, Tpn};
use crate::sort::set_of;
use crate::swiss::history::histories;
use crate::swiss::{Float, PlayerHistory, Strength};
use serde::Serialize;
use std::cmp::Ordering;
use std::collections::{BTreeSet, HashMap};

/// A rule of a system's text: its label as the text writes it (`"[C12]"`,
/// `"C.10"`, `"B4"`, `"E3"`) and the article that states it, if the label
/// is not already one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Cite {
    pub label: &'static str,
    pub article: Option<&'static str>,
}

const fn cite(label: &'static str, article: &'static str) -> Cite {
    Cite {
        label,
        article: Some(article),
    }
}

const fn label(label: &'static str) -> Cite {
    Cite {
        label,
        article: None,
    }
}

/// What a criterion counts (worded in the `lang` layer).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Measure {
    /// [C4] / C.4: a legal pairing of the rest of the round exists.
    Completion,
    /// The score of the pairing-allocated bye's assignee.
    PabScore,
    /// Players left unpaired by the bracket (downfloaters).
    Downfloaters,
    /// The downfloaters' scores, highest first.
    DownfloaterScores,
    /// Downfloaters of the next bracket.
    NextBracket,
    /// Unplayed games of the PAB assignee.
    PabUnplayedGames,
    TopscorerColourDifference,
    TopscorerThreeInARow,
    /// Players who do not get their colour preference (2026/2017), or pairs
    /// of two players preferring the same colour (x of A8).
    ColourPreferences,
    StrongColourPreferences,
    ResidentDownfloatAgain,
    MdpOpponentUpfloatAgain,
    ResidentDownfloatTwoBefore,
    MdpOpponentUpfloatTwoBefore,
    MdpDownfloatAgainDifferences,
    OpponentUpfloatAgainDifferences,
    MdpDownfloatTwoBeforeDifferences,
    OpponentUpfloatTwoBeforeDifferences,
    /// B5: players floated in the same direction as the round before.
    FloatAgain,
    /// B6: players floated in the same direction as two rounds before.
    FloatTwoBefore,
    /// Double-Swiss: players drawn up into the bracket.
    Upfloaters,
    /// Double-Swiss: upfloaters who were floaters in the previous round.
    UpfloaterFloatedBefore,
    /// Double-Swiss: upfloaters' opponents who were floaters in the previous round.
    OpponentFloatedBefore,
    /// Double-Swiss art. 3.4.3: matches played by the PAB assignee (more is better).
    PabMatchesPlayed,
}

/// A measured value: a count, or scores (tenths of a point, highest first;
/// `None`: nobody).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum Value {
    Count(u32),
    Scores(Vec<u32>),
    Score(Option<u32>),
    /// [C4]: `true` when the rest of the round can be completed.
    Possible(bool),
}

/// A score bracket as the explanation names it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BracketRef {
    /// The score of its resident players.
    pub score: Points,
    /// Its players (moved-down players first), by pairing number.
    pub players: Vec<Tpn>,
}

/// Which kind of step of the generation order separates two equally good
/// candidates.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum OrderStep {
    /// Same S1, another order of S2 (C.04.3 2026 art. 4.2; 2017 D.1; 2008 D1).
    Transposition,
    /// Other players in S1 (2026 art. 4.3; 2017 D.2; 2008 D2).
    Exchange,
    /// Another set of moved-down players paired (2026 art. 4.4; 2017 D.3; 2008 D3).
    MdpSet,
    /// Double-Swiss: the pairing identifier order (C.04.5 art. 3.6.2).
    Identifier,
    /// Double-Swiss: the order of the upfloater sets (C.04.5 art. 3.5).
    UpfloaterSet,
    /// Double-Swiss: the PAB order (art. 3.4.4, the largest TPN).
    PabTpn,
}

/// One place where the file's round leaves the rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum Finding {
    /// A player to be paired who is neither on a board nor given the bye.
    Unpaired { tpn: Tpn },
    /// A player on a board or given the bye who is not to be paired (absent,
    /// withdrawn, unknown).
    NotToBePaired { tpn: Tpn },
    /// The absolute criterion against meeting twice (or a pair the event forbids).
    RepeatGame {
        a: Tpn,
        b: Tpn,
        met_in: Option<u32>,
        rule: Cite,
    },
    /// The absolute criterion against a second pairing-allocated bye.
    SecondBye { tpn: Tpn, rule: Cite },
    /// The absolute criterion against pairing two players with the same
    /// absolute colour preference.
    AbsoluteColour {
        a: Tpn,
        b: Tpn,
        colour: Colour,
        rule: Cite,
    },
    /// In `bracket`, the file's candidate is worse on `rule` (the first, in
    /// priority order, where the two differ).
    Worse {
        bracket: BracketRef,
        rule: Cite,
        measure: Measure,
        file: Value,
        ours: Value,
    },
    /// The file's candidate is better on `rule`: the engine and the rules
    /// disagree here (never expected; reported, not hidden).
    Better {
        bracket: BracketRef,
        rule: Cite,
        measure: Measure,
        file: Value,
        ours: Value,
    },
    /// Equally good on every criterion: `rule` orders the candidates and
    /// the system's (`ours`) comes first.
    Order {
        bracket: BracketRef,
        rule: Cite,
        step: OrderStep,
        ours: Vec<(Tpn, Tpn)>,
        file: Vec<(Tpn, Tpn)>,
    },
    /// The same pair with the colours reversed: `rule` gives White to `white`.
    Colour { white: Tpn, black: Tpn, rule: Cite },
    /// The two pairings differ in `bracket` but no criterion of the text
    /// could be evaluated on the file's candidate.
    NotEvaluated { bracket: BracketRef },
}

/// Why a recorded round differs from the system's pairing.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RoundExplanation {
    pub round: u32,
    pub system: SystemKind,
    pub findings: Vec<Finding>,
}

/// A system's evaluation of the file's round (`t` before round `round`,
/// the file's pairing, the system's): the first differing bracket's verdict
/// and the colour rule of each pair given the other colours.
pub type Judge = fn(&Tournament, u32, &Pairing, &Pairing) -> Result<Vec<Finding>, PairingError>;

/// One system's articles and its evaluation of a candidate.
pub struct SystemRules {
    pub system: fn() -> SystemKind,
    /// Two players shall not meet twice.
    pub repeat: Cite,
    /// No second pairing-allocated bye.
    pub second_bye: Cite,
    /// Two players with the same absolute colour preference shall not
    /// meet (`None`: the system has no such rule).
    pub absolute_colour: Option<Cite>,
    /// The first differing bracket and its verdict, plus the colour rule of
    /// each pair both pairings make with other colours.
    pub judge: Judge,
}

/// Every system's rules, in registry order.
pub static SYSTEMS: [SystemRules; 6] = [
    SystemRules {
        system: || crate::dutch::rules2026::RULES.version.system,
        repeat: cite("[C1]", "2.1.1"),
        second_bye: cite("[C2]", "2.1.2"),
        absolute_colour: Some(cite("[C3]", "2.1.3")),
        judge: |t, r, f, o| judge_dutch(crate::dutch::rules2026::RULES, t, r, f, o),
    },
    SystemRules {
        system: || crate::dutch::rules2017::RULES.version.system,
        repeat: label("C.1"),
        second_bye: label("C.2"),
        absolute_colour: Some(label("C.3")),
        judge: |t, r, f, o| judge_dutch(crate::dutch::rules2017::RULES, t, r, f, o),
    },
    SystemRules {
        system: || {
            use crate::swiss::engine::PairingEngine;
            crate::double_swiss::Engine.kind()
        },
        repeat: cite("[C1]", "2.1.1"),
        second_bye: cite("[C2]", "2.1.2"),
        absolute_colour: None,
        judge: judge_double_swiss,
    },
    SystemRules {
        system: || crate::dutch::classic::rules2008::RULES.text.system,
        repeat: label("B1a"),
        second_bye: label("B1b"),
        absolute_colour: Some(label("B2")),
        judge: |t, r, f, o| judge_classic(&crate::dutch::classic::rules2008::RULES, t, r, f, o),
    },
    SystemRules {
        system: || crate::dutch::classic::rules2006::RULES.text.system,
        repeat: label("B1a"),
        second_bye: label("B1b"),
        absolute_colour: Some(label("B2")),
        judge: |t, r, f, o| judge_classic(&crate::dutch::classic::rules2006::RULES, t, r, f, o),
    },
    SystemRules {
        system: || crate::dutch::classic::rules1992ffe::RULES.text.system,
        repeat: label("B1a"),
        second_bye: label("B1b"),
        absolute_colour: Some(label("B2")),
        judge: |t, r, f, o| judge_classic(&crate::dutch::classic::rules1992ffe::RULES, t, r, f, o),
    },
];

/// The rules of `system`, if it has an entry.
pub fn rules_of(system: SystemKind) -> Option<&'static SystemRules> {
    SYSTEMS.iter().find(|s| (s.system)() == system)
}

/// Explains why `file` (the recorded pairing of round `round`) differs from
/// `ours` (the system's pairing of that round); `t` is the tournament as it
/// stood before the round ([`Tournament::for_pairing_round`]), with its
/// system set. Empty findings: the two agree.
pub fn explain_round(
    t: &Tournament,
    round: u32,
    file: &Pairing,
    ours: &Pairing,
) -> Result<RoundExplanation, PairingError> {
    let mut findings = Vec::new();
    let mut out = RoundExplanation {
        round,
        system: t.system,
        findings: Vec::new(),
    };
    if file == ours {
        return Ok(out);
    }
    let Some(rules) = rules_of(t.system) else {
        return Err(PairingError::NotImplemented(t.system));
    };
    let engine = crate::systems::engine(t.system);
    let (floats, pab) = engine.history_rules();
    let hist: HashMap<Tpn, PlayerHistory> = histories(t, round, floats, pab)
        .into_iter()
        .map(|h| (h.tpn, h))
        .collect();
    // Who is to be paired: the system's own pairing says it.
    let expected: BTreeSet<Tpn> = set_of(players_of(ours));
    let got: BTreeSet<Tpn> = set_of(players_of(file));
    findings.extend(
        expected
            .difference(&got)
            .map(|&tpn| Finding::Unpaired { tpn }),
    );
    findings.extend(
        got.difference(&expected)
            .map(|&tpn| Finding::NotToBePaired { tpn }),
    );
    // The absolute criteria, pair by pair.
    let forbidden: Vec<(Tpn, Tpn)> = t.forbidden_in(round).collect();
    let last_round = round >= t.total_rounds;
    for b in &file.boards {
        let (Some(hw), Some(hb)) = (hist.get(&b.white), hist.get(&b.black)) else {
            continue;
        };
        let is_forbidden = forbidden
            .iter()
            .any(|&(x, y)| (x, y) == (b.white, b.black) || (y, x) == (b.white, b.black));
        if hw.has_played(b.black) || is_forbidden {
            findings.push(Finding::RepeatGame {
                a: b.white,
                b: b.black,
                met_in: crate::teach::literal::met_in(t, round, b.white, b.black),
                rule: rules.repeat,
            });
            continue;
        }
        // Topscorers (only in the last round) may meet with the same
        // absolute preference; the bracket evaluation judges them.
        if let (Some(rule), false) = (rules.absolute_colour, last_round) {
            if let (Some(p), Some(q)) = (hw.preference, hb.preference) {
                if p.strength == Strength::Absolute
                    && q.strength == Strength::Absolute
                    && p.colour == q.colour
                {
                    findings.push(Finding::AbsoluteColour {
                        a: b.white,
                        b: b.black,
                        colour: p.colour,
                        rule,
                    });
                }
            }
        }
    }
    if let Some(bye) = file.bye {
        if hist.get(&bye).is_some_and(|h| !h.pab_eligible) {
            findings.push(Finding::SecondBye {
                tpn: bye,
                rule: rules.second_bye,
            });
        }
    }
    // The brackets and the colours, by the system's own evaluation. An
    // absolute criterion broken already says where the file leaves the
    // rules; the brackets are still compared when the players agree.
    if expected == got {
        findings.extend((rules.judge)(t, round, file, ours)?);
    }
    out.findings = findings;
    Ok(out)
}

fn players_of(p: &Pairing) -> impl Iterator<Item = Tpn> + '_ {
    p.boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(p.bye)
}

/// A pair without its colours.
fn key(a: Tpn, b: Tpn) -> (Tpn, Tpn) {
    (a.min(b), a.max(b))
}

/// The pairs both pairings make, with the colours reversed in the file.
fn reversed(file: &Pairing, ours: &Pairing) -> Vec<(Tpn, Tpn)> {
    ours.boards
        .iter()
        .filter(|o| {
            file.boards
                .iter()
                .any(|f| f.white == o.black && f.black == o.white)
        })
        .map(|o| (o.white, o.black))
        .collect()
}

// ----- Dutch 2026 and 2017: the engine's brackets, the 2026 evaluation -----

/// How the version's text names criterion `c` ([`Criteria::criterion_cite`]).
fn dutch_cite(criteria: Criteria, c: Criterion) -> Cite {
    let (label, article) = criteria.criterion_cite(c);
    Cite { label, article }
}

/// The measure of a criterion and its value in `e`.
fn dutch_value(c: Criterion, e: &Evaluation) -> (Measure, Value) {
    use Criterion::*;
    match c {
        C5ByeScore => (Measure::PabScore, Value::Score(e.c5_pab_score)),
        C6Downfloaters => (Measure::Downfloaters, count(e.c6_downfloaters)),
        C7DownfloaterScores => (
            Measure::DownfloaterScores,
            Value::Scores(e.c7_downfloater_scores.clone()),
        ),
        C8NextBracket if e.c8_next_downfloaters > 0 || e.c8_next_scores.is_empty() => {
            (Measure::NextBracket, count(e.c8_next_downfloaters))
        }
        C8NextBracket => (
            Measure::NextBracket,
            Value::Scores(e.c8_next_scores.clone()),
        ),
        C9ByeUnplayedGames => (Measure::PabUnplayedGames, Value::Count(e.c9_pab_unplayed)),
        C10TopscorerColourDifference => (
            Measure::TopscorerColourDifference,
            Value::Count(e.c10_topscorer_colour_difference),
        ),
        C11TopscorerThreeInARow => (
            Measure::TopscorerThreeInARow,
            Value::Count(e.c11_topscorer_three_in_a_row),
        ),
        C12ColourPreference => (
            Measure::ColourPreferences,
            Value::Count(e.c12_colour_preference),
        ),
        C13StrongColourPreference => (
            Measure::StrongColourPreferences,
            Value::Count(e.c13_strong_colour_preference),
        ),
        C14ResidentDownfloatAgain => (
            Measure::ResidentDownfloatAgain,
            Value::Count(e.c14_resident_downfloat_again),
        ),
        C15MdpOpponentUpfloatAgain => (
            Measure::MdpOpponentUpfloatAgain,
            Value::Count(e.c15_mdp_opponent_upfloat_again),
        ),
        C16ResidentDownfloatTwoBefore => (
            Measure::ResidentDownfloatTwoBefore,
            Value::Count(e.c16_resident_downfloat_two_before),
        ),
        C17MdpOpponentUpfloatTwoBefore => (
            Measure::MdpOpponentUpfloatTwoBefore,
            Value::Count(e.c17_mdp_opponent_upfloat_two_before),
        ),
        C18MdpDownfloatAgainDifferences => (
            Measure::MdpDownfloatAgainDifferences,
            Value::Scores(e.c18_mdp_downfloat_again_sd.clone()),
        ),
        C19OpponentUpfloatAgainDifferences => (
            Measure::OpponentUpfloatAgainDifferences,
            Value::Scores(e.c19_opponent_upfloat_again_sd.clone()),
        ),
        C20MdpDownfloatTwoBeforeDifferences => (
            Measure::MdpDownfloatTwoBeforeDifferences,
            Value::Scores(e.c20_mdp_downfloat_two_before_sd.clone()),
        ),
        C21OpponentUpfloatTwoBeforeDifferences => (
            Measure::OpponentUpfloatTwoBeforeDifferences,
            Value::Scores(e.c21_opponent_upfloat_two_before_sd.clone()),
        ),
        C1NoRematch | C2NoSecondBye | C3AbsolutePreferences | C4Completion => {
            (Measure::Completion, Value::Possible(true))
        }
    }
}

fn count(n: usize) -> Value {
    Value::Count(u32::try_from(n).unwrap_or(u32::MAX))
}

fn judge_dutch(
    rules: crate::dutch::Rules,
    t: &Tournament,
    round: u32,
    file: &Pairing,
    ours: &Pairing,
) -> Result<Vec<Finding>, PairingError> {
    let outcome: DutchOutcome = (rules.pair)(t, round)?;
    let ctx = &outcome.context;
    let criteria = rules.version.criteria;
    let idx: HashMap<Tpn, usize> = ctx
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| (p.tpn, i))
        .collect();
    let file_pairs: Vec<(usize, usize)> = file
        .boards
        .iter()
        .filter_map(|b| Some((*idx.get(&b.white)?, *idx.get(&b.black)?)))
        .collect();
    let mut findings = Vec::new();
    let groups = ctx.scoregroups();
    for br in &outcome.brackets {
        let members: Vec<usize> = br.mdps.iter().chain(&br.residents).copied().collect();
        let inside = |i: usize| members.contains(&i);
        let norm = |pairs: &[(usize, usize)]| -> BTreeSet<(usize, usize)> {
            set_of(pairs.iter().map(|&(a, b)| (a.min(b), a.max(b))))
        };
        let fp: Vec<(usize, usize)> = file_pairs
            .iter()
            .copied()
            .filter(|&(a, b)| inside(a) && inside(b))
            .collect();
        let mut fdown: Vec<usize> = members
            .iter()
            .copied()
            .filter(|&i| !fp.iter().any(|&(a, b)| a == i || b == i))
            .collect();
        crate::sort::sort(&mut fdown);
        let mut odown = br.downfloaters.clone();
        crate::sort::sort(&mut odown);
        if norm(&fp) == norm(&br.pairs) && fdown == odown {
            continue;
        }
        let bracket = dutch_bracket(ctx, br);
        // The next scoregroup and the rest, for the look-ahead criteria.
        let last = members.iter().copied().max().unwrap_or(0);
        let g = ctx.level.get(last).copied().unwrap_or(0);
        let next = groups.get(g + 1).cloned().unwrap_or_default();
        let lower: Vec<usize> = groups.iter().skip(g + 2).flatten().copied().collect();
        let residents: Vec<usize> = br.residents.clone();
        let theirs = Candidate {
            pairs: fp.clone(),
            downfloaters: fdown,
        };
        let mine = Candidate {
            pairs: br.pairs.clone(),
            downfloaters: odown,
        };
        let fe = evaluate(ctx, &br.mdps, &residents, &next, &lower, &theirs);
        let oe = evaluate(ctx, &br.mdps, &residents, &next, &lower, &mine);
        let finding = match (fe, oe) {
            (None, _) => {
                // A pair of the file that is illegal was reported above; if
                // every pair is legal, the rest of the round cannot be
                // completed ([C4]).
                if fp.iter().all(|&(a, b)| ctx.compatible(a, b)) {
                    Finding::Worse {
                        bracket,
                        rule: dutch_cite(criteria, Criterion::C4Completion),
                        measure: Measure::Completion,
                        file: Value::Possible(false),
                        ours: Value::Possible(true),
                    }
                } else {
                    break;
                }
            }
            (Some(_), None) => Finding::NotEvaluated { bracket },
            (Some(fe), Some(oe)) => match fe.first_difference(&oe) {
                Some((c, ord)) => {
                    let (measure, file_v) = dutch_value(c, &fe);
                    let (_, ours_v) = dutch_value(c, &oe);
                    let rule = dutch_cite(criteria, c);
                    if ord == Ordering::Greater {
                        Finding::Worse {
                            bracket,
                            rule,
                            measure,
                            file: file_v,
                            ours: ours_v,
                        }
                    } else {
                        Finding::Better {
                            bracket,
                            rule,
                            measure,
                            file: file_v,
                            ours: ours_v,
                        }
                    }
                }
                None => {
                    let step = dutch_order_step(ctx, br, &fp);
                    let ([transposition, exchange, mdps], article) = criteria.order_articles();
                    let rule = Cite {
                        label: match step {
                            OrderStep::Exchange => exchange,
                            OrderStep::MdpSet => mdps,
                            _ => transposition,
                        },
                        article,
                    };
                    let tp = |pairs: &[(usize, usize)]| {
                        let mut v: Vec<(Tpn, Tpn)> = pairs
                            .iter()
                            .map(|&(a, b)| key(ctx.players[a].tpn, ctx.players[b].tpn))
                            .collect();
                        crate::sort::sort(&mut v);
                        v
                    };
                    Finding::Order {
                        bracket,
                        rule,
                        step,
                        ours: tp(&br.pairs),
                        file: tp(&fp),
                    }
                }
            },
        };
        findings.push(finding);
        break;
    }
    // The colours of the pairs both make.
    for (w, b) in reversed(file, ours) {
        let rule = outcome
            .pairing
            .boards
            .iter()
            .zip(&outcome.colour_rules)
            .find(|(bd, _)| bd.white == w && bd.black == b)
            .map(|(_, r)| *r)
            .unwrap_or(ColourRule::InitialColour);
        findings.push(Finding::Colour {
            white: w,
            black: b,
            rule: label(criteria.colour_label(rule)),
        });
    }
    Ok(findings)
}

fn dutch_bracket(ctx: &RoundContext, br: &crate::dutch::bracket::BracketOutcome) -> BracketRef {
    BracketRef {
        score: br
            .residents
            .first()
            .or(br.mdps.last())
            .map(|&i| ctx.players[i].pairing_score)
            .unwrap_or_default(),
        players: br
            .mdps
            .iter()
            .chain(&br.residents)
            .map(|&i| ctx.players[i].tpn)
            .collect(),
    }
}

/// Which step of art. 4.2–4.4 separates the engine's candidate from the
/// file's: other MDPs paired (4.4), another S1 (4.3: the higher player of
/// each resident pair), else a transposition (4.2).
fn dutch_order_step(
    ctx: &RoundContext,
    br: &crate::dutch::bracket::BracketOutcome,
    file: &[(usize, usize)],
) -> OrderStep {
    let _ = ctx;
    let paired_mdps = |pairs: &[(usize, usize)]| -> BTreeSet<usize> {
        set_of(
            pairs
                .iter()
                .flat_map(|&(a, b)| [a, b])
                .filter(|i| br.mdps.contains(i)),
        )
    };
    if paired_mdps(file) != paired_mdps(&br.pairs) {
        return OrderStep::MdpSet;
    }
    let s1 = |pairs: &[(usize, usize)]| -> BTreeSet<usize> {
        set_of(
            pairs
                .iter()
                .filter(|&&(a, b)| !br.mdps.contains(&a) && !br.mdps.contains(&b))
                .map(|&(a, b)| a.min(b)),
        )
    };
    if s1(file) != s1(&br.pairs) {
        OrderStep::Exchange
    } else {
        OrderStep::Transposition
    }
}

// ----- The score groups, for the systems without the engine's brackets -----

/// The first score group (top down) whose games differ: its score, its
/// residents, and the pairs (without colours) each pairing makes with them.
struct GroupDiff {
    score: Points,
    residents: Vec<Tpn>,
    ours: BTreeSet<(Tpn, Tpn)>,
    file: BTreeSet<(Tpn, Tpn)>,
    ours_bye: Option<Tpn>,
    file_bye: Option<Tpn>,
}

fn first_group_diff(
    hist: &HashMap<Tpn, PlayerHistory>,
    file: &Pairing,
    ours: &Pairing,
) -> Option<GroupDiff> {
    let present: BTreeSet<Tpn> = set_of(players_of(ours));
    let mut scores: Vec<Points> = present
        .iter()
        .filter_map(|t| hist.get(t).map(|h| h.pairing_score))
        .collect();
    crate::sort::sort_by(&mut scores, |a, b| b.cmp(a));
    scores.dedup();
    let touching = |p: &Pairing, group: &[Tpn]| -> BTreeSet<(Tpn, Tpn)> {
        set_of(
            p.boards
                .iter()
                .filter(|b| group.contains(&b.white) || group.contains(&b.black))
                .map(|b| key(b.white, b.black)),
        )
    };
    for s in scores {
        let residents: Vec<Tpn> = present
            .iter()
            .copied()
            .filter(|t| hist.get(t).is_some_and(|h| h.pairing_score == s))
            .collect();
        let (o, f) = (touching(ours, &residents), touching(file, &residents));
        let ob = ours.bye.filter(|b| residents.contains(b));
        let fb = file.bye.filter(|b| residents.contains(b));
        if o != f || ob != fb {
            return Some(GroupDiff {
                score: s,
                residents,
                ours: o,
                file: f,
                ours_bye: ob,
                file_bye: fb,
            });
        }
    }
    None
}

impl GroupDiff {
    fn bracket(&self) -> BracketRef {
        let mut players: Vec<Tpn> = self
            .ours
            .iter()
            .flat_map(|&(a, b)| [a, b])
            .filter(|t| !self.residents.contains(t))
            .collect();
        crate::sort::sort(&mut players);
        players.dedup();
        players.extend(self.residents.iter().copied());
        BracketRef {
            score: self.score,
            players,
        }
    }
}

/// The classic quantities of one side of a group: players of the group
/// paired outside it (floaters), pairs of two players preferring the same
/// colour (x) and the same strong colour (z), floats repeated from the
/// round before (B5) and two rounds before (B6).
#[derive(Debug, Default)]
struct Counts {
    floaters: u32,
    floater_scores: Vec<u32>,
    x: u32,
    z: u32,
    again: u32,
    two_before: u32,
}

fn counts(
    hist: &HashMap<Tpn, PlayerHistory>,
    pairs: &BTreeSet<(Tpn, Tpn)>,
    residents: &[Tpn],
    bye: Option<Tpn>,
) -> Counts {
    let mut c = Counts::default();
    let score = |t: Tpn| hist.get(&t).map_or(0, |h| h.pairing_score.0);
    let wants = |t: Tpn, min: Strength| {
        hist.get(&t)
            .and_then(|h| h.preference)
            .filter(|p| p.strength >= min)
            .map(|p| p.colour)
    };
    let floated = |t: Tpn, back: usize, f: Float| {
        hist.get(&t)
            .and_then(|h| h.float_before(back))
            .is_some_and(|x| x == f)
    };
    for &(a, b) in pairs {
        let (ina, inb) = (residents.contains(&a), residents.contains(&b));
        if let (Some(p), Some(q)) = (wants(a, Strength::Mild), wants(b, Strength::Mild)) {
            c.x += u32::from(p == q);
        }
        if let (Some(p), Some(q)) = (wants(a, Strength::Strong), wants(b, Strength::Strong)) {
            c.z += u32::from(p == q);
        }
        if ina != inb {
            // One of the group floats: down if it is the higher.
            let (g, o) = if ina { (a, b) } else { (b, a) };
            c.floaters += 1;
            c.floater_scores.push(score(g).max(score(o)));
            let (fg, fo) = if score(g) > score(o) {
                (Float::Down, Float::Up)
            } else {
                (Float::Up, Float::Down)
            };
            c.again += u32::from(floated(g, 1, fg)) + u32::from(floated(o, 1, fo));
            c.two_before += u32::from(floated(g, 2, fg)) + u32::from(floated(o, 2, fo));
        }
    }
    if let Some(b) = bye {
        c.again += u32::from(floated(b, 1, Float::Down));
        c.two_before += u32::from(floated(b, 2, Float::Down));
    }
    crate::sort::sort_by(&mut c.floater_scores, |a, b| b.cmp(a));
    c
}

/// Compares two sides step by step: the first step where they differ.
fn first_step(
    steps: Vec<(Cite, Measure, Value, Value, Ordering)>,
    bracket: BracketRef,
) -> Option<Finding> {
    let (rule, measure, file, ours, ord) = steps.into_iter().find(|s| s.4 != Ordering::Equal)?;
    Some(if ord == Ordering::Greater {
        Finding::Worse {
            bracket,
            rule,
            measure,
            file,
            ours,
        }
    } else {
        Finding::Better {
            bracket,
            rule,
            measure,
            file,
            ours,
        }
    })
}

fn histories_of(t: &Tournament, round: u32) -> HashMap<Tpn, PlayerHistory> {
    let (floats, pab) = crate::systems::history_rules(t.system);
    histories(t, round, floats, pab)
        .into_iter()
        .map(|h| (h.tpn, h))
        .collect()
}

fn sorted(set: &BTreeSet<(Tpn, Tpn)>) -> Vec<(Tpn, Tpn)> {
    set.iter().copied().collect()
}

// ----- The classic Dutch texts (2008, 2006, 1992 FFE) -----

fn judge_classic(
    rules: &crate::dutch::classic::Rules,
    t: &Tournament,
    round: u32,
    file: &Pairing,
    ours: &Pairing,
) -> Result<Vec<Finding>, PairingError> {
    use crate::dutch::classic::trace::ColourRule as E;
    let hist = histories_of(t, round);
    let mut findings = Vec::new();
    if let Some(d) = first_group_diff(&hist, file, ours) {
        let f = counts(&hist, &d.file, &d.residents, d.file_bye);
        let o = counts(&hist, &d.ours, &d.residents, d.ours_bye);
        // A6: P, the pairs made in the bracket (fewer floaters is more pairs);
        // A8: x, then z (the 2008 text, even rounds); B5, B6 floats.
        let mut steps = vec![
            (
                cite("P", "A6"),
                Measure::Downfloaters,
                Value::Count(f.floaters),
                Value::Count(o.floaters),
                f.floaters.cmp(&o.floaters),
            ),
            (
                cite("x", "A8"),
                Measure::ColourPreferences,
                Value::Count(f.x),
                Value::Count(o.x),
                f.x.cmp(&o.x),
            ),
        ];
        if rules.text.z_budget != crate::dutch::classic::ZRounds::Never {
            steps.push((
                cite("z", "A8"),
                Measure::StrongColourPreferences,
                Value::Count(f.z),
                Value::Count(o.z),
                f.z.cmp(&o.z),
            ));
        }
        steps.push((
            label("B5"),
            Measure::FloatAgain,
            Value::Count(f.again),
            Value::Count(o.again),
            f.again.cmp(&o.again),
        ));
        steps.push((
            label("B6"),
            Measure::FloatTwoBefore,
            Value::Count(f.two_before),
            Value::Count(o.two_before),
            f.two_before.cmp(&o.two_before),
        ));
        let bracket = d.bracket();
        findings.push(first_step(steps, bracket.clone()).unwrap_or_else(|| {
            let step = generic_order_step(&d);
            Finding::Order {
                bracket,
                rule: label(match step {
                    OrderStep::Exchange => "D2",
                    OrderStep::MdpSet => "D3",
                    _ => "D1",
                }),
                step,
                ours: sorted(&d.ours),
                file: sorted(&d.file),
            }
        }));
    }
    let out = crate::dutch::classic::pair_with(
        t,
        round,
        rules.text,
        &mut crate::dutch::classic::trace::Off,
    )?;
    for (w, b) in reversed(file, ours) {
        let rule = out
            .pairing
            .boards
            .iter()
            .zip(&out.colour_rules)
            .find(|(bd, _)| bd.white == w && bd.black == b)
            .map(|(_, r)| *r);
        let l = match rule {
            Some(E::E1BothPreferences) => "E1",
            Some(E::E2StrongerPreference) => "E2",
            Some(E::E3Alternate) => "E3",
            Some(E::E4HigherRanked) => "E4",
            Some(E::E5FirstRound { .. }) | None => "E5",
        };
        findings.push(Finding::Colour {
            white: w,
            black: b,
            rule: label(l),
        });
    }
    Ok(findings)
}

/// Other moved-down or moved-up players paired (D3 / art. 3.5), another S1
/// (the higher of each pair inside the group: D2), else a transposition.
fn generic_order_step(d: &GroupDiff) -> OrderStep {
    let outside = |set: &BTreeSet<(Tpn, Tpn)>| -> BTreeSet<Tpn> {
        set_of(
            set.iter()
                .flat_map(|&(a, b)| [a, b])
                .filter(|t| !d.residents.contains(t)),
        )
    };
    if outside(&d.file) != outside(&d.ours) {
        return OrderStep::MdpSet;
    }
    let s1 = |set: &BTreeSet<(Tpn, Tpn)>| -> BTreeSet<Tpn> { set_of(set.iter().map(|p| p.0)) };
    if s1(&d.file) != s1(&d.ours) {
        OrderStep::Exchange
    } else {
        OrderStep::Transposition
    }
}

// ----- Double-Swiss (C.04.5) -----

fn judge_double_swiss(
    t: &Tournament,
    round: u32,
    file: &Pairing,
    ours: &Pairing,
) -> Result<Vec<Finding>, PairingError> {
    let hist = histories_of(t, round);
    let mut findings = Vec::new();
    let score = |p: Tpn| hist.get(&p).map_or(0, |h| h.pairing_score.0);
    let played = |p: Tpn| {
        hist.get(&p)
            .map_or(0, |h| u32::try_from(h.colours.0.len()).unwrap_or(u32::MAX))
    };
    if let (Some(fb), Some(ob)) = (file.bye, ours.bye) {
        if fb != ob {
            // Art. 3.4: the PAB first — lowest score (3.4.2), most matches
            // played (3.4.3), largest TPN (3.4.4).
            let bracket = BracketRef {
                score: hist.get(&ob).map(|h| h.pairing_score).unwrap_or_default(),
                players: vec![ob, fb],
            };
            let steps = vec![
                (
                    cite("3.4.2", "3.4.2"),
                    Measure::PabScore,
                    Value::Score(Some(score(fb))),
                    Value::Score(Some(score(ob))),
                    score(fb).cmp(&score(ob)),
                ),
                (
                    cite("3.4.3", "3.4.3"),
                    Measure::PabMatchesPlayed,
                    Value::Count(played(fb)),
                    Value::Count(played(ob)),
                    played(ob).cmp(&played(fb)),
                ),
            ];
            findings.push(
                first_step(steps, bracket.clone()).unwrap_or(Finding::Order {
                    bracket,
                    rule: cite("3.4.4", "3.4.4"),
                    step: OrderStep::PabTpn,
                    ours: vec![],
                    file: vec![],
                }),
            );
        }
    }
    if findings.is_empty() {
        if let Some(d) = first_group_diff(&hist, file, ours) {
            let floated = |p: Tpn| hist.get(&p).is_some_and(|h| h.float_before(1).is_some());
            // Upfloaters drawn into the group, [C7] upfloaters and [C8]
            // upfloaters' opponents who floated in the previous round.
            let ups = |set: &BTreeSet<(Tpn, Tpn)>| -> (u32, u32, u32) {
                let mut n = (0, 0, 0);
                for &(a, b) in set {
                    let (ia, ib) = (d.residents.contains(&a), d.residents.contains(&b));
                    if ia != ib {
                        let (r, u) = if ia { (a, b) } else { (b, a) };
                        if score(u) < score(r) {
                            n.0 += 1;
                            n.1 += u32::from(floated(u));
                            n.2 += u32::from(floated(r));
                        }
                    }
                }
                n
            };
            let (fu, ou) = (ups(&d.file), ups(&d.ours));
            let last = round >= t.total_rounds;
            let mut steps = vec![(
                cite("[C4]", "2.3.1"),
                Measure::Upfloaters,
                Value::Count(fu.0),
                Value::Count(ou.0),
                fu.0.cmp(&ou.0),
            )];
            if !last {
                steps.push((
                    cite("[C7]", "2.3.4"),
                    Measure::UpfloaterFloatedBefore,
                    Value::Count(fu.1),
                    Value::Count(ou.1),
                    fu.1.cmp(&ou.1),
                ));
                steps.push((
                    cite("[C8]", "2.3.5"),
                    Measure::OpponentFloatedBefore,
                    Value::Count(fu.2),
                    Value::Count(ou.2),
                    fu.2.cmp(&ou.2),
                ));
            }
            let bracket = d.bracket();
            findings.push(first_step(steps, bracket.clone()).unwrap_or_else(|| {
                let step = match generic_order_step(&d) {
                    OrderStep::MdpSet => OrderStep::UpfloaterSet,
                    _ => OrderStep::Identifier,
                };
                Finding::Order {
                    bracket,
                    rule: match step {
                        OrderStep::UpfloaterSet => label("3.5"),
                        _ => label("3.6.2"),
                    },
                    step,
                    ours: sorted(&d.ours),
                    file: sorted(&d.file),
                }
            }));
        }
    }
    for (w, b) in reversed(file, ours) {
        if let Some((_, article)) = crate::double_swiss::colour_rule(t, round, w, b) {
            findings.push(Finding::Colour {
                white: w,
                black: b,
                rule: label(article),
            });
        }
    }
    Ok(findings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_system_of_the_registry_has_its_rules() {
        for k in SystemKind::ALL {
            if crate::systems::engine(k).kind() != k {
                continue;
            }
            let real = SYSTEMS.iter().filter(|s| (s.system)() == k).count();
            // The test-only stand-in has no text to cite.
            assert!(real <= 1, "{k:?}");
        }
        for s in &SYSTEMS {
            assert!(SystemKind::ALL.contains(&(s.system)()));
        }
        let covered: BTreeSet<usize> = SYSTEMS.iter().map(|s| (s.system)() as usize).collect();
        assert_eq!(covered.len(), SYSTEMS.len());
    }
}
