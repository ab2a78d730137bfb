//! The classic texts' teaching data (Learn) in French. The lessons follow
//! the ~2008 rules, so they speak the words of its French text (seed 004):
//! « permutations » (D1), « échanges » (D2), « facteur B3 » (D4), « niveau
//! de points », « sous-groupes ».

use super::classic::hundredths;
use super::French;
use crate::dutch::classic::exchange::Exchange;
use crate::dutch::classic::trace::ColourRule;
use crate::lang::catalogue::{ClassicTeachWords, ClassicWords, ModelWords, PairingWords, TrfWords};
use crate::model::{SystemKind, Tpn};
use crate::teach::classic::lessons::{
    B3Pairing, ClassicLessonId, LessonData, LessonError, LessonText,
};
use crate::teach::classic::{BracketPass, CStep, ClassicError, Counters};

/// The system the lessons are written for.
const LESSONS: SystemKind = SystemKind::Dutch2008;

impl ClassicTeachWords for French {
    fn board_colour(&self, system: SystemKind, white: Tpn, black: Tpn, rule: ColourRule) -> String {
        format!(
            "{white} Blancs, {black} Noirs — {}",
            self.classic_colour_rule(system, rule)
        )
    }

    fn passed_over(&self, first: u64, last: u64) -> String {
        if first == last {
            format!("(la permutation n° {first} a été passée, non listée)")
        } else {
            format!("(les permutations n° {first} à {last} ont été passées, non listées)")
        }
    }

    /// The bracket's words are the same in every classic French text.
    fn bracket_title(&self, _system: SystemKind, b: &BracketPass) -> String {
        let scores = if b.top == b.bottom {
            super::dec(b.top)
        } else {
            format!("{}–{}", super::dec(b.top), super::dec(b.bottom))
        };
        format!(
            "{}. Niveau de points {scores} · {} · {} joueurs{}{}",
            b.index + 1,
            if b.homogeneous {
                "homogène"
            } else {
                "hétérogène"
            },
            b.players.len(),
            if b.lowest { " · le plus bas" } else { "" },
            if b.again {
                " · apparié à nouveau"
            } else {
                ""
            }
        )
    }

    fn classic_error(&self, e: &ClassicError) -> String {
        match e {
            ClassicError::NotClassic(s) => format!(
                "{} n'est pas l'un des textes hollandais classiques.",
                self.system_name(*s)
            ),
            ClassicError::NoSuchRound { round, paired } => {
                format!("La ronde {round} n'a pas été appariée ({paired} appariée(s) jusqu'ici).")
            }
            ClassicError::Pairing(p) => self.pairing_error(p),
        }
    }

    fn classic_lesson_title(&self, id: ClassicLessonId) -> &'static str {
        match id {
            ClassicLessonId::TranspositionsHomogeneous => "Règles 2008 : permutations (D1.1)",
            ClassicLessonId::TranspositionsHeterogeneous => {
                "Règles 2008 : permutations avec des joueurs déplacés (D1.2)"
            }
            ClassicLessonId::Exchanges => "Règles 2008 : échanges et DIFFERENZ (D2)",
            ClassicLessonId::B3Factor => "Règles 2008 : le facteur B3 (D4)",
        }
    }

    fn classic_lesson_text(&self, t: LessonText) -> String {
        match t {
            LessonText::D1Homogeneous => "D1.1 : S2 est permuté en entier, dans l'ordre lexicographique, et les permutations sont numérotées à partir de 0. S1 rencontre S2 dans cet ordre : le premier de S1 le premier de S2, et ainsi de suite.".into(),
            LessonText::D1Heterogeneous => "D1.2 : les mêmes permutations de S2 ; seuls ses premiers joueurs, autant que de joueurs déplacés dans S1, rencontrent S1. Les autres forment le niveau résiduel. Le texte de 2008 ne saute pas les permutations qui commencent de la même façon.".into(),
            LessonText::D2Exchanges { n } => format!(
                "D2 : échanges de {n} joueur{} entre S1 et S2, la plus petite DIFFERENZ (somme des numéros de S2 moins somme des numéros de S1) d'abord.",
                if n == 1 { "" } else { "s" }
            ),
            LessonText::D2Procedure => "D2, la procédure exacte : pour DELTA de la plus petite DIFFERENZ à la plus grande, I parcourt S1LIST (en décroissant) et, à l'intérieur, J parcourt S2LIST (en croissant) ; chaque échange avec DIFFERENZ(I, J) = DELTA est effectué, puis S1 et S2 sont triés à nouveau selon A2.".into(),
            LessonText::D4Factor => "D4 : dans le niveau de points le plus bas, l'appariement au plus petit facteur B3, la somme des carrés des différences de points de ses paires, est le meilleur. Png1 vient d'abord, après les permutations ; Png2, après les échanges, est meilleur et il est choisi.".into(),
            LessonText::D4Heterogeneous => "D4, « Attention » : avec un septième joueur G, le seul qui puisse être exempt, le niveau de points est hétérogène ; aucun échange ne peut toucher S1, la première permutation valide est donc retenue bien que son facteur B3 soit plus grand.".into(),
            LessonText::Engine => "Le moteur apparie le tournoi de la leçon : chaque étape du texte telle qu'elle s'est déroulée, avec les compteurs après elle.".into(),
        }
    }

    fn exchange(&self, e: &Exchange) -> String {
        let side = |v: &[usize]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(";")
        };
        format!(
            "{} ↔ {} (DIFFERENZ {})",
            side(&e.out_of_s1),
            side(&e.out_of_s2),
            e.differenz
        )
    }

    fn b3_pairing(&self, p: &B3Pairing) -> String {
        format!(
            "{} : facteur B3 {}",
            p.pairs
                .iter()
                .map(|((a, _), (b, _))| format!("{a}–{b}"))
                .collect::<Vec<_>>()
                .join(", "),
            hundredths(p.factor)
        )
    }

    fn lesson_lines(&self, d: &LessonData) -> Vec<String> {
        let nums = |v: &[usize]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join("-")
        };
        match d {
            LessonData::Transpositions {
                s1,
                s2,
                shown,
                total,
            } => {
                let mut out = vec![format!(
                    "S1 = {}, S2 = {} : {total} permutations, n° 0 à n° {}",
                    nums(s1),
                    nums(s2),
                    total.saturating_sub(1)
                )];
                out.extend(shown.iter().map(|(k, p)| format!("n° {k} : {}", nums(p))));
                out
            }
            LessonData::Exchanges {
                s1,
                players,
                n,
                shown,
                total,
            } => {
                let mut out = vec![format!(
                    "S1 = 1–{s1}, S2 = {}–{players} : {total} échanges de {n}",
                    s1 + 1
                )];
                out.extend(
                    shown
                        .iter()
                        .enumerate()
                        .map(|(k, e)| format!("{}. {}", k + 1, self.exchange(e))),
                );
                out
            }
            LessonData::Lists { s1_list, s2_list } => {
                let l = |v: &[Vec<usize>]| {
                    v.iter()
                        .map(|s| {
                            s.iter()
                                .map(|x| x.to_string())
                                .collect::<Vec<_>>()
                                .join(";")
                        })
                        .collect::<Vec<_>>()
                        .join(" – ")
                };
                vec![
                    format!("S1LIST ({}) : {}", s1_list.len(), l(s1_list)),
                    format!("S2LIST ({}) : {}", s2_list.len(), l(s2_list)),
                ]
            }
            LessonData::B3 { pairings } => pairings.iter().map(|p| self.b3_pairing(p)).collect(),
            LessonData::Bracket { round, pass } => {
                let mut out = vec![format!(
                    "Ronde {round} : {}",
                    self.bracket_title(LESSONS, pass)
                )];
                out.extend(pass.steps.iter().map(|s| {
                    let gap = s
                        .passed_over
                        .map(|(a, b)| format!(" {}", self.passed_over(a, b)))
                        .unwrap_or_default();
                    format!(
                        "{} · {}{gap}",
                        self.c_step(s.step),
                        self.classic_event(LESSONS, &s.event)
                    )
                }));
                out
            }
        }
    }

    fn classic_lesson_error(&self, e: &LessonError) -> String {
        match e {
            LessonError::Trf(t) => self.trf_error(t),
            LessonError::Pairing(p) => self.classic_error(p),
            LessonError::NoBracket => {
                "la trace du moteur n'a pas de niveau de points pour cette leçon".into()
            }
        }
    }

    fn c_step(&self, s: CStep) -> String {
        crate::lang::en::classic_teach::c_step(s)
    }

    fn counters(&self, c: &Counters) -> String {
        crate::lang::en::classic_teach::counters(c)
    }
}
