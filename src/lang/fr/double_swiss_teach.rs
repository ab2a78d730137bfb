//! Les mots de « Expliquer une ronde » pour le système double-suisse
//! (C.04.5, issue 23) : l'enregistrement du moteur (`double_swiss::record`)
//! et son schéma (`teach::double_swiss`). Les critères ([C1] … [C8]) et
//! les numéros d'articles sont ceux du texte et restent tels quels ; les
//! termes sont ceux de la version française du texte (niveau, flotteurs
//! montants, membre supérieur, exempt, NAT, JHR).

use crate::double_swiss::record::{ByeTry, ColourRecord, ColourRule, DsArticle, SetOutcome};
use crate::model::{Points, Tpn};
use crate::teach::double_swiss::{DsLesson, DsStep, DsWhyNot, NotFloated, SetWhy};

pub const TITLE: &str = "Double-suisse\u{a0}: comment la ronde a été appariée";
pub const INTRO: &str = "L'enregistrement du moteur pour cette ronde (C.04.5 art. 3.3.2)\u{a0}: l'exempt, les flotteurs montants de chaque niveau et les appariements essayés dans l'ordre de leurs identifiants, puis les couleurs.";
pub const BRACKETS: &str = "Niveaux d'appariement";
pub const COLOURS: &str = "Couleurs (art. 4.3)";
pub const BYE: &str = "Exempt (art. 3.4)";
pub const PREV: &str = "Étape double-suisse précédente";
pub const NEXT: &str = "Étape double-suisse suivante";
pub const KEYS: &str = "Les flèches, Espace, Début et Fin parcourent les étapes quand le niveau a le focus\u{a0}; Échap quitte le mode formateur.";
pub const TRAINER: &str = "Mode formateur";
pub const TRAINER_EXIT: &str = "Quitter le mode formateur";
pub const LINK: &str = "Lien vers cette étape double-suisse";
pub const BACK: &str = "Retour à la ronde";
pub const SEQUENCE: &str = "La place de cette étape dans l'ordre du texte";
pub const RESIDENTS: &str = "Résidents";
pub const SET_TRIED: &str = "Flotteurs montants essayés";
pub const TOPS: &str = "Membres supérieurs";
pub const BOTTOMS: &str = "Membres inférieurs";
pub const WAITING: &str = "Pas encore placés";
pub const FINE: &str = "convient";
pub const BREAKS: &str = "rejeté";
pub const FLOATED: &str = "flotteur à la ronde précédente";
pub const LESSONS: &str = "Leçons double-suisse (C.04.5)";
pub const RECORDED_DIFFERS: &str = "Le tournoi enregistre un autre appariement pour cette ronde (modifié à la main)\u{a0}; voici celui du moteur.";
pub const NO_ROUND: &str = "Le moteur double-suisse n'a pas pu apparier cette ronde à nouveau.";
pub const DIAGRAM_LABEL: &str = "Schéma du niveau double-suisse";
pub const WHY_NOT: &str = "Pourquoi pas X–Y\u{a0}? (double-suisse)";
pub const WHY_NOT_HELP: &str = "Choisissez deux joueurs de la ronde\u{a0}: la réponse est lue dans l'enregistrement du moteur.";
pub const WHY_X: &str = "Joueur X (double-suisse)";
pub const WHY_Y: &str = "Joueur Y (double-suisse)";
pub const WHY_ASK: &str = "Pourquoi pas\u{a0}? (double-suisse)";
pub const WHY_SAME: &str = "Choisissez deux joueurs différents.";

/// « C1 », « art. 3.5.5 ».
pub fn tag(a: DsArticle) -> String {
    super::super::en::double_swiss_teach::tag(a)
}

/// Pourquoi un critère rejette, en quelques mots.
pub fn reason(a: DsArticle) -> String {
    let why = match a {
        DsArticle::C1 => "ils se sont déjà rencontrés",
        DsArticle::C2 => "déjà exempt ou vainqueur d'un match par forfait",
        DsArticle::C3 => "aucun appariement légal des autres ne resterait possible",
        DsArticle::C4 => "plus de flotteurs montants que nécessaire",
        DsArticle::C5 => "des flotteurs montants aux scores plus faibles",
        DsArticle::C6 => "le groupe de points suivant aurait besoin de plus de flotteurs montants",
        DsArticle::C7 => "pas moins de flotteurs montants déjà flotteurs à la ronde précédente",
        DsArticle::C8 => {
            "plus d'adversaires de flotteurs montants déjà flotteurs à la ronde précédente"
        }
        _ => "",
    };
    format!("[{}] {why}", a.id())
}

fn list(v: &[Tpn]) -> String {
    let s: Vec<String> = v.iter().map(|t| t.to_string()).collect();
    s.join(", ")
}

fn points(p: Points) -> String {
    if p.0.is_multiple_of(10) {
        format!("{}", p.0 / 10)
    } else {
        format!("{},{}", p.0 / 10, p.0 % 10)
    }
}

/// « Niveau 2 : score 1, résidents 2, 3, 5, 6 ; flotteurs montants 7 ».
pub fn bracket_title(k: usize, score: Points, residents: &[Tpn], ups: &[Tpn]) -> String {
    let ups = if ups.is_empty() {
        "aucun flotteur montant".to_string()
    } else {
        format!("flotteurs montants {}", list(ups))
    };
    format!(
        "Niveau {}\u{a0}: score {}, résidents {}\u{a0}; {ups}",
        k + 1,
        points(score),
        list(residents)
    )
}

/// Une étape, en une ligne.
pub fn step(s: &DsStep) -> String {
    match s {
        DsStep::Set {
            scores,
            set,
            outcome,
        } => {
            let what = if set.is_empty() {
                "Aucun flotteur montant".to_string()
            } else {
                let sc: Vec<String> = scores.iter().map(|p| points(*p)).collect();
                format!(
                    "Flotteurs montants {{{}}} (scores {})",
                    list(set),
                    sc.join(", ")
                )
            };
            let verdict = match outcome {
                SetOutcome::Illegal => format!("rejeté\u{a0}: {}", reason(DsArticle::C3)),
                SetOutcome::Kept { c6, c7, at_floor: true } => format!(
                    "retenu ([C6] {c6}, [C7] {c7}), aucun ne peut faire mieux\u{a0}: choisi (art. 3.5.5)"
                ),
                SetOutcome::Kept { c6, c7, .. } => {
                    format!("retenu, le meilleur jusqu'ici ([C6] {c6}, [C7] {c7})")
                }
                SetOutcome::NotBetter { criterion, c7 } => {
                    format!("pas meilleur ([C7] {c7})\u{a0}: {}", reason(*criterion))
                }
            };
            format!("{what}\u{a0}: {verdict}")
        }
        DsStep::Pair(p) => {
            use crate::double_swiss::record::PairStep;
            let (what, outcome) = match p {
                PairStep::Top { player, outcome } => {
                    (format!("Membre supérieur {player}"), outcome)
                }
                PairStep::Bottom {
                    top,
                    player,
                    outcome,
                } => (format!("Paire {top}–{player}"), outcome),
            };
            let verdict = match outcome.breaks() {
                None => "pris (un appariement conforme commence ainsi)".to_string(),
                Some(a) => format!("rejeté\u{a0}: {}", reason(a)),
            };
            format!("{what}\u{a0}: {verdict}")
        }
    }
}

/// Un verdict court pour le pas à pas.
pub fn outcome(s: &DsStep) -> String {
    match s.breaks() {
        None => "pris".to_string(),
        Some(a) => format!("rejeté ({})", a.id()),
    }
}

/// La phrase d'un lecteur d'écran pour une ligne du schéma.
pub fn link_sentence(top: Tpn, bottom: Tpn, breaks: Option<DsArticle>) -> String {
    match breaks {
        None => format!("{top} joue contre {bottom}."),
        Some(a) => format!("{top}–{bottom} rejeté\u{a0}: {}.", reason(a)),
    }
}

/// La phrase d'un lecteur d'écran pour une carte hors paire.
pub fn card_sentence(tpn: Tpn, column: &str, mark: Option<DsArticle>) -> String {
    match mark {
        None => format!("{tpn}\u{a0}: {column}."),
        Some(a) => format!("{tpn}\u{a0}: {column}, rejeté\u{a0}: {}.", reason(a)),
    }
}

/// « Étape 3 sur 9 ».
pub fn step_of(k: usize, n: usize) -> String {
    format!("Étape {k} sur {n}")
}

pub fn ineligible(v: &[Tpn]) -> String {
    format!("Exclus par [C2]\u{a0}: {}", list(v))
}

/// Une personne envisagée comme exempte (ordre des art. 3.4.2–3.4.4).
pub fn bye_try(t: &ByeTry) -> String {
    let verdict = if t.taken {
        "est exempte (art. 3.4.1\u{a0}: toutes les autres peuvent être appariées)".to_string()
    } else {
        format!("écartée\u{a0}: {}", reason(DsArticle::C3))
    };
    format!(
        "{} (score {}, {} matchs joués)\u{a0}: {verdict}",
        t.tpn,
        points(t.score),
        t.matches_played
    )
}

/// « 7 a les blancs dans la 1re partie (art. 4.3.2 : moins de blancs) ».
pub fn colour(c: &ColourRecord) -> String {
    let why = match c.rule {
        ColourRule::Initial => {
            "aucun n'a encore joué de match\u{a0}: le NAT du JHR et la couleur initiale"
        }
        ColourRule::FewerWhites => "a eu les blancs le moins souvent",
        ColourRule::Alternate => {
            "alternance depuis la dernière ronde où leurs couleurs différaient"
        }
        ColourRule::HrpAlternates => "le JHR alterne sa dernière couleur",
        ColourRule::OpponentAlternates => "l'adversaire du JHR alterne sa dernière couleur",
    };
    format!(
        "{}–{}\u{a0}: {} a les blancs dans la 1re partie (art. {}\u{a0}: {why})",
        c.white,
        c.black,
        c.white,
        c.rule.article()
    )
}

pub fn lesson_title(l: DsLesson) -> &'static str {
    match l {
        DsLesson::Rematches => {
            "Revanches\u{a0}: [C1] et [C3] dans un même niveau (6 personnes, ronde 2)"
        }
        DsLesson::ByeAndUpfloater => {
            "L'exempt, un flotteur montant, puis [C1] (7 personnes, ronde 2)"
        }
    }
}

pub fn lesson_text(l: DsLesson) -> &'static str {
    match l {
        DsLesson::Rematches => "Tous les premiers matchs ont été nuls\u{a0}: les six personnes ont 1 point et forment un seul niveau. Parcourez l'identifiant\u{a0}: 1 et 4 se sont rencontrés, et 2–4 laisserait 3–6, qui se sont aussi rencontrés.",
        DsLesson::ByeAndUpfloater => "La personne 7 a été exempte à la ronde 1 et est exclue par [C2]\u{a0}; 4 a le score le plus faible. La personne 1 est seule à 2 points et reçoit le flotteur montant au score le plus élevé.",
    }
}

/// « Pourquoi pas X–Y ? » en un paragraphe (niveaux numérotés à partir de 1).
pub fn why_not(w: &DsWhyNot, x: Tpn, y: Tpn) -> String {
    match w {
        DsWhyNot::Paired => format!("{x} et {y} sont appariés ensemble."),
        DsWhyNot::NotPlaying { tpn } => format!("{tpn} n'est pas apparié dans cette ronde."),
        DsWhyNot::Bye { tpn } => {
            format!("{tpn} est exempt (art. 3.4)\u{a0}: il n'a pas d'adversaire.")
        }
        DsWhyNot::NotInBracket {
            bracket,
            later,
            tpn,
            chosen,
            why,
        } => {
            let why = match why {
                NotFloated::NoUpfloaters => "son groupe des meilleurs scores pouvait être apparié seul, il n'a donc pris aucun flotteur montant ([C4], art. 2.3.1)".to_string(),
                NotFloated::Scores { score, scores } => format!(
                    "ses flotteurs montants devaient être {} avec {} point(s)\u{a0}: le moins possible, puis avec les scores les plus élevés, permettant un appariement légal ([C4], [C5], art. 3.5.2)\u{a0}; {tpn} a {}",
                    scores.len(),
                    scores.iter().map(|s| points(*s)).collect::<Vec<_>>().join("\u{a0}; "),
                    points(*score)
                ),
                NotFloated::Set { set, outcome } => {
                    let what = match outcome {
                        SetWhy::Illegal => format!(
                            "ne permet aucun appariement légal du niveau et des autres ({})",
                            "[C3]"
                        ),
                        SetWhy::NotBetter(c) => {
                            format!("ne faisait pas mieux sur [{}] qu'un ensemble classé avant", c.id())
                        }
                        SetWhy::LaterBetter(c) => {
                            format!("a été écarté pour un ensemble classé après, meilleur sur [{}]", c.id())
                        }
                    };
                    format!(
                        "le premier ensemble avec {tpn} examiné, {{{}}}, {what} (art. 3.5.5)",
                        list(set)
                    )
                }
                NotFloated::NotReached { before: true } => format!(
                    "les ensembles avec {tpn} classés avant dans l'ordre de l'art. 3.5.4 ne permettent aucun appariement légal ({}), et c'est le premier ensemble qui respecte les critères (art. 3.5.5)",
                    "[C3]"
                ),
                NotFloated::NotReached { before: false } => format!(
                    "tout ensemble avec {tpn} est classé après dans l'ordre de l'art. 3.5.4, et celui-ci respecte les critères (art. 3.5.5)"
                ),
            };
            let took = if chosen.is_empty() {
                String::new()
            } else {
                format!(" avec les flotteurs montants {{{}}}", list(chosen))
            };
            format!(
                "{x} et {y} ont été appariés dans des niveaux différents (art. 3.3.2)\u{a0}: {tpn} a été apparié plus tard, dans le niveau {}. Le niveau {} a été formé{took}\u{a0}: {why}.",
                later + 1,
                bracket + 1
            )
        }
        DsWhyNot::TopRejected {
            bracket,
            tpn,
            criterion,
        } => format!(
            "Dans le niveau {}, {tpn} serait le membre supérieur de la paire (art. 3.6.1), mais, après les membres supérieurs placés avant lui, {tpn} a été essayé comme membre supérieur suivant et rejeté\u{a0}: {} (art. 3.6.4).",
            bracket + 1,
            reason(*criterion)
        ),
        DsWhyNot::TopsFilled { bracket, tpn } => format!(
            "Dans le niveau {}, {tpn} serait le membre supérieur de la paire (art. 3.6.1), mais chaque place de membre supérieur a pris un plus petit NAT conforme avant d'arriver à {tpn} (art. 3.6.3, 3.6.4).",
            bracket + 1
        ),
        DsWhyNot::TopMember { bracket, tpn } => format!(
            "Dans le niveau {}, {tpn} est lui-même membre supérieur\u{a0}: les membres supérieurs viennent en premier dans l'identifiant (art. 3.6.2) et {tpn} était conforme à sa place (art. 3.6.3, 3.6.4)\u{a0}; son adversaire a donc un plus grand NAT.",
            bracket + 1
        ),
        DsWhyNot::TakenEarlier {
            bracket,
            bottom,
            top,
        } => format!(
            "Dans le niveau {}, {bottom} était déjà le membre inférieur de {top}, un membre supérieur placé avant dans l'identifiant (art. 3.6.2, 3.6.4).",
            bracket + 1
        ),
        DsWhyNot::Rejected {
            bracket,
            top,
            bottom,
            criterion,
        } => format!(
            "Dans le niveau {}, {top}–{bottom} a été essayé et rejeté\u{a0}: {} (art. 3.6.4).",
            bracket + 1,
            reason(*criterion)
        ),
        DsWhyNot::EarlierValue {
            bracket,
            top,
            accepted,
            other,
        } => format!(
            "Dans le niveau {}, {top} a pris {accepted}, un plus petit NAT à cette place de l'identifiant, avant d'arriver à {other} (art. 3.6.3, 3.6.4).",
            bracket + 1
        ),
    }
}

#[cfg(test)]
mod tests {
    use crate::double_swiss::record::DsArticle;
    use crate::lang::en::double_swiss_teach as en;
    use crate::lang::fr::double_swiss_teach as fr;
    use crate::model::{Points, Tpn};
    use crate::teach::double_swiss::{DsLesson, DsWhyNot, NotFloated, SetWhy};

    /// Every French sentence of both lessons' records, and the labels.
    fn french_and_english() -> Vec<(String, String)> {
        let mut out: Vec<(String, String)> = [
            (fr::TITLE, en::TITLE),
            (fr::INTRO, en::INTRO),
            (fr::BRACKETS, en::BRACKETS),
            (fr::BYE, en::BYE),
            (fr::PREV, en::PREV),
            (fr::NEXT, en::NEXT),
            (fr::KEYS, en::KEYS),
            (fr::TRAINER, en::TRAINER),
            (fr::TRAINER_EXIT, en::TRAINER_EXIT),
            (fr::LINK, en::LINK),
            (fr::BACK, en::BACK),
            (fr::SEQUENCE, en::SEQUENCE),
            (fr::RESIDENTS, en::RESIDENTS),
            (fr::SET_TRIED, en::SET_TRIED),
            (fr::TOPS, en::TOPS),
            (fr::BOTTOMS, en::BOTTOMS),
            (fr::WAITING, en::WAITING),
            (fr::FINE, en::FINE),
            (fr::BREAKS, en::BREAKS),
            (fr::FLOATED, en::FLOATED),
            (fr::LESSONS, en::LESSONS),
            (fr::RECORDED_DIFFERS, en::RECORDED_DIFFERS),
            (fr::NO_ROUND, en::NO_ROUND),
            (fr::DIAGRAM_LABEL, en::DIAGRAM_LABEL),
        ]
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
        for l in DsLesson::ALL {
            out.push((fr::lesson_title(l).into(), en::lesson_title(l).into()));
            out.push((fr::lesson_text(l).into(), en::lesson_text(l).into()));
            let s = l.study().expect("lesson");
            for (k, b) in s.record.brackets.iter().enumerate() {
                out.push((
                    fr::bracket_title(k, b.score, &b.residents, &b.upfloaters),
                    en::bracket_title(k, b.score, &b.residents, &b.upfloaters),
                ));
                for st in s.steps(k) {
                    out.push((fr::step(&st), en::step(&st)));
                    out.push((fr::outcome(&st), en::outcome(&st)));
                }
            }
            for c in &s.record.colours {
                out.push((fr::colour(c), en::colour(c)));
            }
            if let Some(b) = &s.record.bye {
                out.push((fr::ineligible(&b.ineligible), en::ineligible(&b.ineligible)));
                for t in &b.tried {
                    out.push((fr::bye_try(t), en::bye_try(t)));
                }
            }
        }
        for a in crate::double_swiss::record::DsArticle::ALL
            .into_iter()
            .take(8)
        {
            out.push((fr::reason(a), en::reason(a)));
        }
        // Every "why not" answer, each kind of upfloater reason included.
        for w in why_not_samples() {
            out.push((
                fr::why_not(&w, Tpn(2), Tpn(9)),
                en::why_not(&w, Tpn(2), Tpn(9)),
            ));
        }
        for (f, e) in [
            (fr::WHY_NOT, en::WHY_NOT),
            (fr::WHY_NOT_HELP, en::WHY_NOT_HELP),
            (fr::WHY_X, en::WHY_X),
            (fr::WHY_Y, en::WHY_Y),
            (fr::WHY_ASK, en::WHY_ASK),
            (fr::WHY_SAME, en::WHY_SAME),
        ] {
            out.push((f.to_string(), e.to_string()));
        }
        out
    }

    fn why_not_samples() -> Vec<DsWhyNot> {
        let (bracket, tpn) = (0, Tpn(9));
        let floated = |why| DsWhyNot::NotInBracket {
            bracket,
            later: 1,
            tpn,
            chosen: vec![Tpn(5)],
            why,
        };
        let mut v = vec![
            DsWhyNot::Paired,
            DsWhyNot::NotPlaying { tpn },
            DsWhyNot::Bye { tpn },
            floated(NotFloated::NoUpfloaters),
            floated(NotFloated::Scores {
                score: Points(10),
                scores: vec![Points(15), Points(10)],
            }),
            floated(NotFloated::NotReached { before: true }),
            floated(NotFloated::NotReached { before: false }),
            DsWhyNot::TopsFilled { bracket, tpn },
            DsWhyNot::TopMember { bracket, tpn },
            DsWhyNot::TakenEarlier {
                bracket,
                bottom: tpn,
                top: Tpn(1),
            },
            DsWhyNot::EarlierValue {
                bracket,
                top: Tpn(2),
                accepted: Tpn(4),
                other: tpn,
            },
        ];
        for outcome in [
            SetWhy::Illegal,
            SetWhy::NotBetter(DsArticle::C6),
            SetWhy::LaterBetter(DsArticle::C7),
        ] {
            v.push(floated(NotFloated::Set {
                set: vec![tpn],
                outcome,
            }));
        }
        for criterion in [DsArticle::C1, DsArticle::C3, DsArticle::C8] {
            v.push(DsWhyNot::Rejected {
                bracket,
                top: Tpn(2),
                bottom: tpn,
                criterion,
            });
            v.push(DsWhyNot::TopRejected {
                bracket,
                tpn,
                criterion,
            });
        }
        v
    }

    #[test]
    fn french_words_differ_from_english_and_follow_french_typography() {
        for (f, e) in french_and_english() {
            assert_ne!(f, e, "not translated: {f}");
            for (i, ch) in f.char_indices() {
                if matches!(ch, ':' | ';' | '?' | '!') {
                    let before = f[..i].chars().last();
                    assert_eq!(
                        before,
                        Some('\u{a0}'),
                        "no no-break space before {ch:?}: {f}"
                    );
                }
            }
            for word in [" the ", " rejected", " taken", "Upfloaters", "Bracket "] {
                assert!(!f.contains(word), "English {word:?} in: {f}");
            }
        }
    }
}
