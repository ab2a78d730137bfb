//! The teaching layer (2026 and 2017 Dutch rules) in French, in the words
//! of the 2026 text's French part (seed 003): niveau (homogène,
//! hétérogène, résiduel), S1/S2, zone d'attente (Limbo), NAN (BSN), NAT
//! (TPN), MaxP, transposition, échange (échange-résident), appariement
//! candidat, parfait, flotteur descendant/montant, MDP.

use super::{colour_name, dec, French};
use crate::dutch::colours::{ColourArticle, ColourRule};
use crate::dutch::context::Criteria;
use crate::dutch::criterion::Criterion;
use crate::dutch::evaluate::Evaluation;
use crate::lang::catalogue::{article_in, criterion_in};
use crate::lang::catalogue::{PairingWords, TeachWords, TrfWords};
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
    Decider, Membership, Outcome,
};

/// "C12".
fn criterion(c: Criterion) -> String {
    format!("C{}", c.number())
}

fn criteria(list: &[Criterion]) -> String {
    list.iter()
        .map(|&c| criterion(c))
        .collect::<Vec<_>>()
        .join(", ")
}

/// Points in tenths: "4", "4,5".
fn show_points(p: Points) -> String {
    if p.0.is_multiple_of(10) {
        format!("{}", p.0 / 10)
    } else {
        format!("{},{}", p.0 / 10, p.0 % 10)
    }
}

fn show_pairs(pairs: &[(Tpn, Tpn)]) -> String {
    pairs
        .iter()
        .map(|(a, b)| format!("{a}–{b}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn join<'a>(v: impl Iterator<Item = &'a usize>) -> String {
    v.map(|x| x.to_string()).collect::<Vec<_>>().join("+")
}

fn dashed(v: &[usize]) -> String {
    v.iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join("-")
}

fn list(v: &[usize]) -> String {
    format!(
        "[{}]",
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// "préférence forte pour les Blancs" (art. 1.7).
fn pref_text(p: Option<ColourPreference>) -> String {
    match p {
        None => "aucune préférence (aucune partie jouée, art. 1.7.4)".into(),
        Some(p) => format!(
            "une préférence {} pour les {}",
            strength(p.strength),
            colour_name(p.colour)
        ),
    }
}

fn strength(s: Strength) -> &'static str {
    match s {
        Strength::Mild => "faible",
        Strength::Strong => "forte",
        Strength::Absolute => "absolue",
    }
}

fn membership(m: Membership) -> &'static str {
    match m {
        Membership::MdpInS1 => "MDP dans S1",
        Membership::MdpInLimbo => "MDP en zone d'attente",
        Membership::ResidentInS1 => "résident dans S1",
        Membership::ResidentInS2 => "résident dans S2",
    }
}

impl French {
    /// A candidate's value on `c` as `criteria`'s text compares it.
    fn value_in(&self, criteria: Criteria, e: &Evaluation, c: Criterion) -> String {
        if criteria.scored_criteria().is_none() {
            self.criterion_value_2017(e, c)
        } else {
            self.criterion_value(e, c)
        }
    }

    /// A candidate's value on `c` in the 2017 text's terms (seed 000: C.6
    /// and C.7 compare the différence des scores de l'appariement, DNA, A.8).
    fn criterion_value_2017(&self, e: &Evaluation, c: Criterion) -> String {
        let list = |v: &[u32]| {
            let s: Vec<String> = v.iter().map(|x| show_points(Points(*x))).collect();
            format!("[{}]", s.join(" ; "))
        };
        match c {
            Criterion::C7DownfloaterScores => {
                format!("DNA {}", list(&e.c7_downfloater_scores))
            }
            Criterion::C8NextBracket => format!(
                "{} joueur(s) non apparié(s) dans le niveau suivant, sa DNA {}",
                e.c8_next_downfloaters,
                list(&e.c8_next_scores)
            ),
            _ => self.criterion_value(e, c),
        }
    }

    fn shown(&self, c: &ShownCandidate) -> String {
        let pairs = show_pairs(&c.pairs);
        match &c.alteration {
            Some(a) => format!("{pairs} ; {}", self.alteration(a, None)),
            None => pairs,
        }
    }
}

impl TeachWords for French {
    fn colour_name(&self, c: Colour) -> &'static str {
        colour_name(c)
    }

    fn absolute(&self, a: &Absolute) -> String {
        match a {
            Absolute::C1 { round: Some(r) } => {
                format!("C1 (ils se sont rencontrés à la ronde {r})")
            }
            Absolute::C1 { round: None } => "C1 (ils se sont déjà rencontrés)".into(),
            Absolute::Forbidden { record: None } => "C1 (paire interdite)".into(),
            Absolute::Forbidden {
                record: Some(Prohibition { a, b, rounds: None }),
            } => format!("C1 (paire interdite : l'arbitre sépare {a} et {b} à toutes les rondes)"),
            Absolute::Forbidden {
                record:
                    Some(Prohibition {
                        a,
                        b,
                        rounds: Some(r),
                    }),
            } => format!(
                "C1 (paire interdite : l'arbitre sépare {a} et {b} aux rondes {}–{}, TRF 260)",
                r.first, r.last
            ),
            Absolute::C3 { colour } => format!(
                "C3 (tous deux ont une préférence de couleur absolue pour les {})",
                colour_name(*colour)
            ),
        }
    }

    fn failed(&self, f: &Failed) -> String {
        match f {
            Failed::Absolute(a) => self.absolute(a),
            Failed::Criterion(c) => criterion(*c),
        }
    }

    fn alteration(&self, a: &Alteration, ex: Option<&(Vec<usize>, Vec<usize>)>) -> String {
        let mut parts = Vec::new();
        if let Some(s) = a.mdp_set {
            parts.push(format!("ensemble de MDP {}", s + 1));
        }
        if let Some(t) = a.mdp_transposition {
            parts.push(format!("transposition des MDP {}", t.saturating_add(1)));
        }
        match (a.exchange, ex) {
            (0, _) => parts.push("sous-groupes de départ".into()),
            (k, Some((out, inn))) => parts.push(format!(
                "échange {k} : {}↔{}",
                join(out.iter().rev()),
                join(inn.iter())
            )),
            (k, None) => parts.push(format!("échange {k}")),
        }
        parts.push(if a.transposition == u64::MAX {
            "une transposition au-delà de la 2^64-ième".to_string()
        } else {
            format!("transposition {}", a.transposition.saturating_add(1))
        });
        parts.join(", ")
    }

    fn step_alteration(&self, s: &CandidateStep) -> String {
        let mut text = self.alteration(&s.alteration, s.exchange.as_ref());
        if let Some(last) = &s.last {
            text.push_str(" … ");
            text.push_str(&self.alteration(last, None));
        }
        text
    }

    fn candidate_record(&self, r: &CandidateRecord) -> String {
        let span = if r.count == 1 {
            format!("candidat {}", r.first.saturating_add(1))
        } else {
            format!(
                "candidats {}–{}",
                r.first.saturating_add(1),
                r.first.saturating_add(r.count)
            )
        };
        let mut alt = self.alteration(&r.alteration, r.exchange.as_ref());
        if r.count > 1 && r.last != r.alteration {
            alt.push_str(" … jusqu'à ");
            alt.push_str(&self.alteration(&r.last, None));
        }
        let what = match &r.outcome {
            Outcome::Illegal { criterion, a, b } => {
                let all = if r.count > 1 {
                    "enfreignent tous"
                } else {
                    "enfreint"
                };
                format!("{all} {} entre {a} et {b}", self.absolute(criterion))
            }
            Outcome::NoCompletion => "C4 : le reste de la ronde ne peut pas être apparié".into(),
            Outcome::Imperfect {
                violations,
                new_best,
            } => format!(
                "pas parfait ({}){}",
                criteria(violations),
                if *new_best {
                    " — le meilleur jusqu'ici"
                } else {
                    ""
                }
            ),
            Outcome::Perfect => "parfait (art. 3.4.1)".into(),
            Outcome::CannotBeat { best, criterion: c } => format!(
                "sauté : avec ces paires aucun ne peut battre le candidat {} ({}, art. 3.8)",
                best.saturating_add(1),
                match c {
                    Some(c) => format!("tous moins bons sur {}", criterion(*c)),
                    None => "au mieux égaux, et plus tardifs".into(),
                }
            ),
        };
        format!("{span} [{alt}] {} : {what}", show_pairs(&r.pairs))
    }

    fn choice(&self, c: &Choice, criteria: Criteria) -> String {
        let [perfect, _, best] = criteria.acceptance_articles();
        let (perfect, best) = (article_in(perfect), article_in(best));
        // "selon l'art. 3.8" / "selon B.8".
        let by_best = if best.starts_with("art.") {
            format!("l'{best}")
        } else {
            best.clone()
        };
        let why = match &c.reason {
            ChoiceReason::Perfect => format!("parfait, accepté immédiatement ({perfect})"),
            ChoiceReason::Best {
                generated,
                runner_up,
            } => {
                let ru = match runner_up {
                    None => String::new(),
                    Some(r) => match &r.decided_by {
                        Decider::Criterion(c) => format!(
                            " ; le suivant (candidat {}) est moins bon sur {}",
                            r.candidate.saturating_add(1),
                            criterion_in(criteria, *c)
                        ),
                        Decider::Earlier => format!(
                            " ; le suivant (candidat {}) est aussi bon mais produit plus tard",
                            r.candidate.saturating_add(1)
                        ),
                    },
                };
                format!("le meilleur des {generated} selon {by_best}{ru}")
            }
            ChoiceReason::Unbeatable { generated } => format!(
                "le meilleur selon {by_best} après {generated} candidats : il atteint la plus petite valeur possible sur chaque critère, aucun candidat suivant ne peut donc être meilleur"
            ),
        };
        format!(
            "candidat {} {} : {why}",
            c.candidate.saturating_add(1),
            show_pairs(&c.pairs)
        )
    }

    fn bracket_trace(&self, t: &BracketTrace) -> Vec<String> {
        let mut out = Vec::new();
        let p = &t.parameters;
        out.push(format!(
            "niveau {} (score {}) : {}, M0 {}, MaxP {}, M1 {} ; S1 {} S2 {} zone d'attente {}",
            t.index + 1,
            show_points(t.score),
            if t.homogeneous {
                "homogène"
            } else {
                "hétérogène"
            },
            p.m0,
            p.max_pairs,
            p.m1,
            list(&p.s1),
            list(&p.s2),
            list(&p.limbo)
        ));
        for r in &t.table {
            out.push(format!(
                "  NAN {:2} NAT {:3} score {:>4} DC {:+} préf. {} couleurs {} flottements {} {}",
                r.bsn,
                r.tpn,
                show_points(r.score),
                r.colour_difference,
                r.preference
                    .map(|p| format!("{} {}", strength(p.strength), colour_name(p.colour)))
                    .unwrap_or_else(|| "aucune".into()),
                r.colours
                    .iter()
                    .map(|c| c.fold('B', 'N'))
                    .collect::<String>(),
                r.floats
                    .iter()
                    .map(|f| match f {
                        Some(Float::Down) => '↓',
                        Some(Float::Up) => '↑',
                        None => '·',
                    })
                    .collect::<String>(),
                membership(r.membership)
            ));
        }
        out.extend(
            t.records(0, t.record_count())
                .iter()
                .map(|r| format!("  {}", self.candidate_record(r))),
        );
        match &t.status {
            BracketStatus::Finished(c) => out.push(format!(
                "  choisi : {}",
                self.choice(c, Criteria::Dutch2026)
            )),
            BracketStatus::Unfinished {
                examined,
                generated,
                ..
            } => out.push(format!(
                "  pas terminé dans le budget ({examined} examinés, {generated} produits)"
            )),
            BracketStatus::NoLegalCandidate { generated } => {
                out.push(format!("  aucun candidat valide parmi {generated}"))
            }
        }
        out
    }

    fn colour_article(&self, a: ColourArticle) -> String {
        match a {
            ColourArticle::Article52(rule) => format!("art. {}", rule.article()),
            ColourArticle::AppendixE(rule) => {
                format!("E.{} (2017 ; 2026 art. {})", rule.number(), rule.article())
            }
        }
    }

    fn colour_explanation(&self, e: &ColourExplanation) -> String {
        let (h, l) = (e.higher.tpn, e.lower.tpn);
        let (hp, lp) = (e.higher.preference, e.lower.preference);
        let c = e.higher.receives;
        match e.rule {
            ColourRule::BothPreferences => match (hp, lp) {
                (Some(_), None) | (None, Some(_)) => {
                    let (with, without) = if hp.is_some() { (h, l) } else { (l, h) };
                    format!(
                        "art. 5.2.1 : {without} n'a pas joué (aucune préférence, art. 1.7.4), la préférence de {with} est donc accordée"
                    )
                }
                _ => format!(
                    "art. 5.2.1 : {h} a {} et {l} {} : les deux sont accordées",
                    pref_text(hp),
                    pref_text(lp)
                ),
            },
            ColourRule::StrongerPreference => {
                let wanted = hp.map_or(c, |p| p.colour);
                let winner = if c == wanted { h } else { l };
                format!(
                    "art. 5.2.2 : tous deux veulent les {} ; {h} a {}, {l} {} : la plus forte, celle de {winner}, est accordée",
                    colour_name(wanted),
                    pref_text(hp),
                    pref_text(lp)
                )
            }
            ColourRule::WiderColourDifference => format!(
                "art. 5.2.2 : tous deux ont une préférence absolue pour les {} (top joueurs) ; différences de couleurs {h} : {:+}, {l} : {:+} : la plus étendue est accordée",
                colour_name(hp.map_or(c, |p| p.colour)),
                e.higher.colour_difference,
                e.lower.colour_difference
            ),
            ColourRule::AlternateHistory => {
                let k = e.first_difference.unwrap_or(0);
                let (x, y) = e.aligned.get(k).copied().unwrap_or((c, c));
                format!(
                    "art. 5.2.3 : même préférence ({} / {}) ; en remontant depuis la dernière partie jouée, {} partie(s) plus tôt {h} avait les {} et {l} les {} : on alterne, {h} reçoit donc les {}",
                    pref_text(hp),
                    pref_text(lp),
                    k + 1,
                    colour_name(x),
                    colour_name(y),
                    colour_name(c)
                )
            }
            ColourRule::HigherRankedPreference => format!(
                "art. 5.2.4 : même préférence et les historiques ne diffèrent jamais (comparés depuis la dernière partie sur {} partie(s)) ; {h}, le mieux classé, reçoit sa préférence, les {}",
                e.aligned.len(),
                colour_name(c)
            ),
            ColourRule::InitialColour => format!(
                "art. 5.2.5 : aucune préférence ne décide et les historiques ne diffèrent jamais ; {h}, le mieux classé, a le {} {}, il reçoit donc {} (les {}) : les {}",
                if e.round == 1 {
                    "numéro d'appariement"
                } else {
                    "NAT"
                },
                e.parity_number,
                if e.parity_number % 2 == 1 {
                    "la couleur initiale"
                } else {
                    "l'opposé de la couleur initiale"
                },
                colour_name(e.initial_colour),
                colour_name(c)
            ),
        }
    }

    fn criterion_value(&self, e: &Evaluation, c: Criterion) -> String {
        use Criterion::*;
        let list = |v: &[u32]| {
            let s: Vec<String> = v.iter().map(|x| show_points(Points(*x))).collect();
            format!("[{}]", s.join(" ; "))
        };
        match c {
            C5ByeScore => e.c5_pab_score.map_or("pas d'exempt".into(), |s| {
                format!("score de l'exempt {}", show_points(Points(s)))
            }),
            C6Downfloaters => format!("{} flotteur(s) descendant(s)", e.c6_downfloaters),
            C7DownfloaterScores => format!(
                "scores des flotteurs descendants {}",
                list(&e.c7_downfloater_scores)
            ),
            C8NextBracket => format!(
                "{} flotteur(s) descendant(s) du niveau suivant, scores {}",
                e.c8_next_downfloaters,
                list(&e.c8_next_scores)
            ),
            C9ByeUnplayedGames => format!(
                "{} partie(s) non jouée(s) de la personne exempte",
                e.c9_pab_unplayed
            ),
            C10TopscorerColourDifference => format!("{}", e.c10_topscorer_colour_difference),
            C11TopscorerThreeInARow => format!("{}", e.c11_topscorer_three_in_a_row),
            C12ColourPreference => format!(
                "{} personne(s) sans leur préférence de couleur",
                e.c12_colour_preference
            ),
            C13StrongColourPreference => format!(
                "{} personne(s) sans leur préférence de couleur forte",
                e.c13_strong_colour_preference
            ),
            C14ResidentDownfloatAgain => format!("{}", e.c14_resident_downfloat_again),
            C15MdpOpponentUpfloatAgain => format!("{}", e.c15_mdp_opponent_upfloat_again),
            C16ResidentDownfloatTwoBefore => format!("{}", e.c16_resident_downfloat_two_before),
            C17MdpOpponentUpfloatTwoBefore => {
                format!("{}", e.c17_mdp_opponent_upfloat_two_before)
            }
            C18MdpDownfloatAgainDifferences => list(&e.c18_mdp_downfloat_again_sd),
            C19OpponentUpfloatAgainDifferences => list(&e.c19_opponent_upfloat_again_sd),
            C20MdpDownfloatTwoBeforeDifferences => list(&e.c20_mdp_downfloat_two_before_sd),
            C21OpponentUpfloatTwoBeforeDifferences => list(&e.c21_opponent_upfloat_two_before_sd),
            C1NoRematch | C2NoSecondBye | C3AbsolutePreferences | C4Completion => String::new(),
        }
    }

    /// « Pourquoi pas X–Y ? » dans les critères et articles du texte de
    /// `criteria` : 2026 C1–C21 et art. 3.x ; 2017 (seed 000) C.1–C.19 et
    /// A.3, A.9, B.2, B.3, B.8.
    fn why_not(&self, reason: &WhyNot, x: Tpn, y: Tpn, criteria: Criteria) -> String {
        let cite = |c: Criterion| criterion_in(criteria, c);
        let best = article_in(criteria.acceptance_articles()[2]);
        let of_2017 = criteria == Criteria::Dutch2017;
        match reason {
            WhyNot::Paired => format!("{x} et {y} sont appariés ensemble."),
            WhyNot::NotPlaying { tpn } => format!("{tpn} n'est pas apparié dans cette ronde."),
            WhyNot::Absolute { criterion } => {
                let c = match criterion {
                    Absolute::C3 { .. } => Criterion::C3AbsolutePreferences,
                    _ => Criterion::C1NoRematch,
                };
                let text = self.absolute(criterion);
                let text = match text.strip_prefix(&format!("C{}", c.number())) {
                    Some(rest) => format!("{}{rest}", cite(c)),
                    None => text,
                };
                format!("{x}–{y} est interdit : {text}.")
            }
            WhyNot::C2 if of_2017 => format!(
                "Tout appariement de la ronde avec {x}–{y} laisse l'exemption à un joueur qui ne peut pas être exempt (C.2)."
            ),
            WhyNot::C2 => format!(
                "Tout appariement de la ronde avec {x}–{y} laisse l'exemption à une personne qui ne peut pas être exempte (C2)."
            ),
            WhyNot::C4 if of_2017 => format!(
                "Aucun appariement de toute la ronde respectant C.1–C.3 ne contient {x}–{y} : l'appariement de la ronde doit être complété (C.4, A.9)."
            ),
            WhyNot::C4 => format!(
                "Aucun appariement de toute la ronde respectant C1–C3 ne contient {x}–{y} (C4)."
            ),
            WhyNot::DifferentBrackets {
                x_bracket,
                y_bracket,
            } => format!(
                "{x} et {y} n'ont jamais été dans le même niveau : {x} a été apparié dans le niveau {}, {y} dans le niveau {}.",
                x_bracket + 1,
                y_bracket + 1
            ),
            WhyNot::BothMdps { bracket } if of_2017 => format!(
                "{x} et {y} ne se trouvent ensemble que comme flotteurs descendants (MDP) du niveau {} : l'appariement des MDP les apparie avec des joueurs résidents (B.3).",
                bracket + 1
            ),
            WhyNot::BothMdps { bracket } => format!(
                "{x} et {y} ne se trouvent ensemble que comme flotteurs descendants (MDP) du niveau {} : les MDP sont appariés avec des résidents (art. 3.3.3).",
                bracket + 1
            ),
            WhyNot::Limbo { bracket, tpn } if of_2017 => format!(
                "Dans le niveau {}, {tpn} est un flotteur descendant (MDP) qu'aucun candidat n'apparie : il reste « dans la Limbe » (A.3, B.2).",
                bracket + 1
            ),
            WhyNot::Limbo { bracket, tpn } => format!(
                "Dans le niveau {}, {tpn} est un flotteur descendant (MDP) hors de tout ensemble valide de flotteurs descendants appariables : il reste en zone d'attente et ne peut pas y être apparié (art. 3.2.4, 4.4).",
                bracket + 1
            ),
            WhyNot::NoLegalCandidate { bracket } if of_2017 => format!(
                "Dans le niveau {}, tout appariement candidat avec {x}–{y} viole un critère absolu ou relatif (C.1–C.4).",
                bracket + 1
            ),
            WhyNot::NoLegalCandidate { bracket } => format!(
                "Dans le niveau {}, tout candidat appariant {x}–{y} laisse le reste de la ronde sans appariement valide (C4).",
                bracket + 1
            ),
            WhyNot::Worse {
                bracket,
                criterion: c,
                with_pair,
                chosen,
            } => format!(
                "Dans le niveau {}, le meilleur appariement candidat avec {x}–{y} ({}) répond moins bien que celui choisi ({}) au critère {} : {} contre {} ({best}).",
                bracket + 1,
                self.shown(with_pair),
                self.shown(chosen),
                cite(*c),
                self.value_in(criteria, &with_pair.evaluation, *c),
                self.value_in(criteria, &chosen.evaluation, *c)
            ),
            WhyNot::EquallyGoodLater {
                bracket,
                with_pair,
                chosen,
            } => format!(
                "Dans le niveau {}, le meilleur appariement candidat avec {x}–{y} ({}) satisfait tous les critères de qualité de manière équivalente à celui choisi ({}), mais il est généré plus tard dans la séquence des candidats ({best}).",
                bracket + 1,
                self.shown(with_pair),
                self.shown(chosen)
            ),
            WhyNot::Unexplained {
                bracket,
                differs,
                with_pair,
                chosen,
            } => format!(
                "Dans le niveau {}, un appariement candidat avec {x}–{y} ({}) semble meilleur que celui choisi ({}) sur {} : le moteur et la procédure littérale divergent ici.",
                bracket + 1,
                self.shown(with_pair),
                self.shown(chosen),
                match differs {
                    Decider::Criterion(c) => cite(*c),
                    Decider::Earlier => format!("l'ordre de génération ({best})"),
                }
            ),
            WhyNot::NotDetermined { bracket } => format!(
                "Dans le niveau {}, les candidats avec {x}–{y} sont trop nombreux pour être examinés dans le budget.",
                bracket + 1
            ),
        }
    }

    fn why_not_answer(&self, a: &WhyNotAnswer) -> String {
        self.why_not(&a.reason, a.x, a.y, a.criteria)
    }

    fn lesson_title(&self, id: LessonId) -> &'static str {
        match id {
            LessonId::Transpositions => "Transpositions de S2 (11 joueurs)",
            LessonId::TranspositionsHeterogeneous => {
                "Transpositions pour un appariement des flotteurs descendants (2 MDP, 9 résidents)"
            }
            LessonId::Exchanges => "Échanges-résidents entre S1 et S2 (11 joueurs)",
            LessonId::HomogeneousBracket => "Un niveau homogène, pas à pas",
            LessonId::HeterogeneousBracket => "Un niveau hétérogène sans candidat parfait",
        }
    }

    fn step_title(&self, step: &LessonStep) -> &'static str {
        match &step.text {
            StepText::TranspositionSubgroups | StepText::MdpSubgroups => "Les sous-groupes",
            StepText::TranspositionsSorted => "Classées selon les N1 premiers NAN",
            StepText::TranspositionsCounted { .. } => {
                "Les ordres qui partagent leurs cinq premiers NAN sont une seule transposition"
            }
            StepText::ThirdTransposition { .. } => "Le vrai ordre lexicographique",
            StepText::FirstBsnChanges { .. } => "Où le premier NAN change",
            StepText::MdpTranspositionsSorted { .. } => "Seuls les deux premiers NAN comptent",
            StepText::LastMdpTransposition { .. } => "La dernière",
            StepText::ExchangesIntro => "Échanges",
            StepText::Comparison { example, .. } => match example {
                ExchangeExample::RuleA => "Règle a : le moins de NAN d'abord",
                ExchangeExample::RuleB => "Règle b : la plus petite différence des sommes",
                ExchangeExample::RuleBTwo => "Règle b, deux NAN",
                ExchangeExample::RuleC => "Règle c : le plus grand NAN distinct venant de S1",
                ExchangeExample::RuleCThree => "Règle c, trois NAN",
                ExchangeExample::RuleD => "Règle d : le plus petit NAN distinct venant de S2",
                ExchangeExample::RuleDThree => "Règle d, trois NAN",
            },
            StepText::OnePlayerExchanges => "Tous les échanges d'un joueur",
            StepText::TwoPlayerExchanges { .. } => "Les premiers échanges de deux joueurs",
            StepText::BracketTable { .. } => "Le niveau",
            StepText::BracketParameters { .. } => "Paramètres et sous-groupes",
            StepText::Candidates(r) if r.count > 1 => "Candidats",
            StepText::Candidates(_) => "Candidat",
            StepText::Choice(_) => "Le choix",
        }
    }

    fn step_text(&self, step: &LessonStep) -> String {
        match &step.text {
            StepText::TranspositionSubgroups => "Un niveau homogène de 11 joueurs : NAN 1–11 (art. 4.1). MaxP vaut 5, donc S1 = 1-2-3-4-5 et S2 = 6-7-8-9-10-11 (art. 3.2.2). Le premier candidat apparie S1[i] avec S2[i] : 1–6, 2–7, 3–8, 4–9, 5–10, et 11 reste pour être flotteur descendant (art. 3.3.1).".into(),
            StepText::TranspositionsSorted => "Une transposition change l'ordre de S2 (art. 4.2.1). Elles sont classées selon la valeur lexicographique de leurs N1 = 5 premiers NAN (art. 4.2.2) : seuls ces cinq-là sont appariés, le sixième est flotteur descendant.".into(),
            StepText::TranspositionsCounted { total } => format!(
                "Seuls les cinq premiers NAN de S2 sont appariés ; les autres sont flotteurs descendants et ne comptent pas dans le classement. Choisir dans l'ordre 5 des 6 joueurs de S2 donne 6·5·4·3·2 = {total} transpositions."
            ),
            StepText::ThirdTransposition { third } => format!(
                "La troisième transposition est {} : le texte anglais donne 6-7-8-10-11 en troisième, le texte français (et l'ordre lexicographique) 6-7-8-10-9 (TV-26, DV-08).",
                dashed(third)
            ),
            StepText::FirstBsnChanges {
                at,
                before,
                after,
                total,
                last,
            } => format!(
                "La transposition {at} est {} et la suivante, {}, est la première à commencer par 7. La dernière, numéro {total}, est {}.",
                dashed(before),
                dashed(after),
                dashed(last)
            ),
            StepText::MdpSubgroups => "Deux MDP (NAN 1, 2) forment S1 ; les neuf résidents (NAN 3–11) forment S2 (art. 3.2.2, 3.2.3). L'appariement des flotteurs descendants apparie 1–S2[1] et 2–S2[2] ; les autres résidents forment le niveau résiduel (art. 3.3.3).".into(),
            StepText::MdpTranspositionsSorted { first, total } => format!(
                "Avec N1 = 2, les transpositions sont classées selon leurs deux premiers NAN : {} … Il y en a 9·8 = {total}.",
                first.iter().map(|t| dashed(t)).collect::<Vec<_>>().join(", ")
            ),
            StepText::LastMdpTransposition { last } => format!(
                "La dernière transposition est {}. Chacune donne un nouvel appariement des flotteurs descendants et un nouveau niveau résiduel, dont les propres transpositions et échanges passent d'abord (art. 3.7.1, 3.7.2).",
                dashed(last)
            ),
            StepText::ExchangesIntro => "Quand aucune transposition de S2 ne donne de candidat parfait, S1 et S2 de départ échangent des résidents (art. 3.6.1, 4.3.1) : des groupes de NAN de même taille changent de côté, et les deux sous-groupes sont reclassés. Avec S1 = 1–5 et S2 = 6–11, il y a 30 échanges d'un joueur, 150 de deux joueurs, 200 de trois joueurs…".into(),
            StepText::Comparison { example, agrees } => {
                let text = match example {
                    ExchangeExample::RuleA => "a. L'échange avec le plus petit nombre de NAN passe d'abord : 1↔11 (le dernier échange d'un joueur) avant 4+5↔6+7.",
                    ExchangeExample::RuleB => "b. Puis la plus petite différence entre la somme passée de S2 à S1 et la somme passée de S1 à S2 : 4↔6 (différence 2) avant 5↔8 (3) ; 3+4↔6+8 (7) avant 4+5↔8+9 (8).",
                    ExchangeExample::RuleBTwo => "8+6 montés contre 4+3 (différence 7) passent avant 9+8 contre 5+4 (différence 8).",
                    ExchangeExample::RuleC => "c. Puis le plus grand NAN distinct parmi ceux venant de S1 : 5-2 avant 4-3 (5 > 4) ; 5-4-1 avant 5-3-2 (4 > 3).",
                    ExchangeExample::RuleCThree => "5-4-1 et 5-3-2 partagent 5 ; le suivant, 4 contre 3, décide.",
                    ExchangeExample::RuleD => "d. Enfin, le plus petit NAN distinct parmi ceux venant de S2 : 6-9 avant 7-8 ; 6-7-10 avant 6-8-9.",
                    ExchangeExample::RuleDThree => "6-7-10 et 6-8-9 partagent 6 ; puis 7 contre 8 décide.",
                };
                if *agrees {
                    text.to_string()
                } else {
                    format!("{text} (ce n'est pas le cas selon l'art. 4.3.2 !)")
                }
            }
            StepText::OnePlayerExchanges => "Les 30 échanges d'un joueur dans l'ordre, chacun avec la règle qui le place avant le suivant (DV-02). Chaque NAN peut être échangé, 1 et 11 compris.".into(),
            StepText::TwoPlayerExchanges { two, three } => format!(
                "Les 12 premiers des {two} échanges de deux joueurs (DV-03) ; viennent ensuite {three} échanges de trois joueurs."
            ),
            StepText::BracketTable {
                round,
                bracket,
                score,
                players,
            } => format!(
                "Ronde {round}, niveau {} (score {}) : {players} joueurs, numérotés de 1 à {players} dans l'ordre d'appariement (NAN, art. 4.1). Le tableau donne la préférence de couleur de chacun (art. 1.7) et son historique de flottements (art. 1.4).",
                bracket + 1,
                dec(f64::from(score.0) / 10.0)
            ),
            StepText::BracketParameters {
                homogeneous: true,
                parameters: p,
            } => format!(
                "Homogène : MaxP = {} (art. 3.1.2), donc S1 = {} et S2 = {} (art. 3.2.2, 3.2.3).",
                p.max_pairs,
                list(&p.s1),
                list(&p.s2)
            ),
            StepText::BracketParameters {
                homogeneous: false,
                parameters: p,
            } => {
                let sets: Vec<String> = p.mdp_sets.iter().map(|s| list(s)).collect();
                let sets = format!("[{}]", sets.join(", "));
                format!(
                "Hétérogène : M0 = {} MDP, MaxP = {}, M1 = {} (art. 3.1). Les ensembles valides de flotteurs descendants appariables sont {} (art. 4.4) ; S1 = {}, S2 = {}, zone d'attente = {} (art. 3.2).",
                p.m0,
                p.max_pairs,
                p.m1,
                sets,
                list(&p.s1),
                list(&p.s2),
                list(&p.limbo)
            )
            }
            StepText::Candidates(r) => self.candidate_record(r),
            StepText::Choice(c) => self.choice(c, Criteria::Dutch2026),
        }
    }

    fn literal_error(&self, e: &LiteralError) -> String {
        match e {
            LiteralError::InvalidRound => "les rondes sont numérotées à partir de 1".into(),
            LiteralError::NoLegalPairing { round } => {
                format!("aucun appariement valide n'existe pour la ronde {round}")
            }
            LiteralError::NoSuchBracket { bracket } => {
                format!("{bracket} n'est pas un niveau de cette ronde")
            }
        }
    }

    fn explain_error(&self, e: &ExplainError) -> String {
        match e {
            ExplainError::UnknownPlayer(t) => format!("le joueur {t} n'est pas dans le tournoi"),
            ExplainError::SamePlayer => "un joueur ne peut pas être apparié avec lui-même".into(),
            ExplainError::Literal(e) => self.literal_error(e),
        }
    }

    fn study_error(&self, e: &StudyError) -> String {
        match e {
            StudyError::NotDutch(_) => {
                "seules les rondes du système hollandais peuvent être expliquées".into()
            }
            StudyError::NotOffered => "« pourquoi pas » ne suit que les règles 2026".into(),
            StudyError::NoSuchRound { round, paired } => {
                format!("la ronde {round} n'a pas été appariée (rondes appariées : {paired})")
            }
            StudyError::NoSuchBracket(b) => format!("{b} n'est pas un niveau de cette ronde"),
            StudyError::Pairing(e) => self.pairing_error(e),
            StudyError::Literal(e) => self.literal_error(e),
            StudyError::Explain(e) => self.explain_error(e),
            StudyError::Trf(e) => format!("tournoi d'exemple : {}", self.trf_error(e)),
        }
    }

    fn lesson_error(&self, e: &LessonError) -> String {
        match e {
            LessonError::Trf(e) => format!("exemple intégré : {}", self.trf_error(e)),
            LessonError::Pairing(e) => format!("exemple intégré : {}", self.pairing_error(e)),
            LessonError::Literal(e) => format!("exemple intégré : {}", self.literal_error(e)),
            LessonError::Unfinished(b) => {
                format!("exemple intégré : le niveau {b} n'a pas abouti")
            }
        }
    }
}
