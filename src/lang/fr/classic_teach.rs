//! The classic texts' teaching data (Learn) in French. Each lesson speaks
//! the words of its own text: the ~2008 rules' French text (seed 004:
//! « permutations » (D1), « échanges » et « DIFFERENZ » (D2), « facteur
//! B3 » (D4), « sous-groupes »), the French federation's 1992 text (seed
//! 001: « lots », « couleur préférentielle », « tables perturbées », « la
//! différence entre les numéros échangés ») for the old texts' lessons
//! (`classic::vocab`); a lesson's engine trace is worded for its own
//! system. The layout of the old lessons' data is shared with English
//! (`lang::classic_lines`).

use super::classic::hundredths;
use super::French;
use crate::dutch::classic::exchange::Exchange;
use crate::dutch::classic::trace::ColourRule;
use crate::lang::catalogue::{ClassicTeachWords, ClassicWords, ModelWords, PairingWords, TrfWords};
use crate::lang::classic_lines::{self, LessonSentences};
use crate::model::{Colour, SystemKind, Tpn};
use crate::swiss::{ColourPreference, Float, Strength};
use crate::teach::classic::lessons::{
    B3Pairing, ClassicLessonId, LessonData, LessonError, LessonText,
};
use crate::teach::classic::{BracketPass, CStep, ClassicError, Counters};

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

    fn classic_lesson_title(&self, kind: SystemKind, id: ClassicLessonId) -> String {
        let ffe = kind == SystemKind::Dutch1992Ffe;
        let text = match kind {
            SystemKind::Dutch2008 => "Règles 2008",
            SystemKind::Dutch1992Ffe => "Règles FFE 1992",
            _ => "Règles 1992–2006",
        };
        let topic = match id {
            ClassicLessonId::TranspositionsHomogeneous => "permutations (D1.1)",
            ClassicLessonId::TranspositionsHeterogeneous => {
                "permutations avec des joueurs déplacés (D1.2)"
            }
            ClassicLessonId::Exchanges => "échanges et DIFFERENZ (D2)",
            ClassicLessonId::B3Factor => "le facteur B3 (D4)",
            ClassicLessonId::OldTranspositions => "l'ordre des permutations (D1)",
            ClassicLessonId::ExchangeMatrices => "les matrices d'échanges à 8 joueurs (D2)",
            ClassicLessonId::SevenPlayers => "les échanges dans un niveau de 7 joueurs (D2)",
            ClassicLessonId::RealNumbers => "les échanges avec les vrais numéros (BAF 80)",
            ClassicLessonId::ColourConflicts if ffe => {
                "x et les tables perturbées, exemple 1 (BAF 77, A8, B4)"
            }
            ClassicLessonId::ColourConflicts => "x et les tables perturbées (A8, B4)",
            ClassicLessonId::ColourConflictsSecond => {
                "x et les tables perturbées, exemple 2 (BAF 77)"
            }
            ClassicLessonId::ForfeitFloats if ffe => "un forfait et les flotteurs (BAF 78)",
            ClassicLessonId::ForfeitFloats => "un forfait et les flotteurs (A4)",
        };
        format!("{text} : {topic}")
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
            LessonText::OldD1 => "D1 : les permutations de S2 suivent l'ordre croissant des nombres formés avec ses numéros : la première est S2 tel quel, puis a), b), … changent d'abord les joueurs les plus bas. S1 rencontre S2 dans cet ordre.".into(),
            LessonText::OldD2Matrix { n: 1 } => "D2 : quand aucune permutation ne convient, un joueur de S1 est échangé avec un joueur de S2, dans l'ordre de la matrice : d'abord les échanges les plus proches de la frontière entre S1 et S2. Ni le premier de S1 ni le dernier de S2 ne sont jamais échangés.".into(),
            LessonText::OldD2Matrix { n } => format!("D2 : seulement après tous les échanges simples, {n} joueurs de S1 sont échangés avec {n} joueurs de S2, là encore les plus proches de la frontière d'abord (la seconde matrice)."),
            LessonText::OldD2Seven { odd_top_set: true } => "D2 avec 7 joueurs : les matrices perdent leur première ligne. Le texte de la FIDE ajoute que la dernière colonne de la seconde matrice devient alors inutile : les deux premiers joueurs de S1 ne sont jamais échangés ensemble.".into(),
            LessonText::OldD2Seven { odd_top_set: false } => "D2 avec 7 joueurs : les matrices perdent leur première ligne ; le texte fédéral imprime toute la table des échanges de deux joueurs, les deux premiers de S1 échangés ensemble en dernier.".into(),
            LessonText::Baf80 { players } => format!("BAF 80 : les numéros des matrices sont des places dans le niveau (ordre de la règle A2), pas les numéros d'appariement. Avec les vrais numéros d'un niveau de {players} joueurs :"),
            LessonText::A8Budget { baf77: true } => "A8 avec le BAF 77 : x est le nombre de tables perturbées, déduit des couleurs préférentielles des joueurs du niveau ; les préférences faibles de la couleur majoritaire augmentent ce que le niveau permet.".into(),
            LessonText::A8Budget { baf77: false } => "A8 : x est le nombre de tables perturbées, déduit des couleurs préférentielles des joueurs du niveau (A7.d : une préférence faible peut compter pour la couleur qui diminue x).".into(),
            LessonText::B4Conflicts => "B4 : le premier appariement, dans l'ordre de D1 et D2, qui n'a pas plus de x tables perturbées ; les préférences fortes sont respectées avant les faibles.".into(),
            LessonText::ForfeitMarks { baf78: true } => "BAF 78 : une partie perdue par forfait change les flèches : le gagnant par forfait devient flotteur descendant (au lieu d'un éventuel flotteur montant), le perdant ne flotte pas ; une partie ajournée ne change rien.".into(),
            LessonText::ForfeitMarks { baf78: false } => "A4 : les flèches sont inscrites sur la fiche d'appariement quand la paire est faite ; le texte ne les change pas pour un forfait, elles restent telles qu'à l'appariement.".into(),
            LessonText::ForfeitRound { baf78: true } => "La ronde suivante : le gagnant par forfait est maintenant flotteur descendant, et B5 lui interdit de flotter deux fois de suite dans le même sens ; la première permutation, qui le ferait descendre, est écartée.".into(),
            LessonText::ForfeitRound { baf78: false } => "La ronde suivante : le gagnant par forfait garde le flotteur montant de l'appariement, B5 ne l'empêche donc pas de descendre : la première permutation est retenue.".into(),
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
            LessonData::Matrix {
                s1,
                n,
                numbers,
                cells,
            } => classic_lines::matrix(self, *s1, *n, numbers, cells),
            LessonData::Budget { round, players, x } => {
                classic_lines::budget(self, *round, players, *x)
            }
            LessonData::Pairs { pairs, down, .. } => classic_lines::pairs(self, pairs, down),
            LessonData::Floats { round, marks } => classic_lines::floats(self, *round, marks),
            LessonData::Bracket {
                system,
                round,
                pass,
            } => {
                let mut out = vec![format!(
                    "Ronde {round} : {}",
                    self.bracket_title(*system, pass)
                )];
                out.extend(pass.steps.iter().map(|s| {
                    let gap = s
                        .passed_over
                        .map(|(a, b)| format!(" {}", self.passed_over(a, b)))
                        .unwrap_or_default();
                    format!(
                        "{} · {}{gap}",
                        self.c_step(s.step),
                        self.classic_event(*system, &s.event)
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
            LessonError::NotForSystem(kind, _) => {
                format!("{} n'ont pas cette leçon", self.system_name(*kind))
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

impl LessonSentences for French {
    fn matrix_head(&self, s1: &str, s2: &str, count: usize, n: usize) -> String {
        format!("S1 = {s1}, S2 = {s2} : {count} échanges de {n}")
    }
    fn budget_head(&self, round: u32) -> String {
        format!("Ronde {round}, couleurs préférentielles du niveau (A7) :")
    }
    fn preference(&self, player: Tpn, p: Option<ColourPreference>) -> String {
        let said = match p {
            None => "pas encore de partie jouée".to_string(),
            Some(q) => {
                let colour = match q.colour {
                    Colour::White => "blanche",
                    Colour::Black => "noire",
                };
                let strength = match q.strength {
                    Strength::Mild => "faible",
                    Strength::Strong => "forte",
                    Strength::Absolute => "absolue",
                };
                format!("{colour} ({strength})")
            }
        };
        format!("{player} : {said}")
    }
    fn board(&self, white: Tpn, black: Tpn) -> String {
        format!("{white} Blancs, {black} Noirs")
    }
    fn moved_down(&self, players: &str) -> String {
        format!("déplacés vers le bas : {players}")
    }
    fn floats_head(&self, round: u32) -> String {
        format!("Flèches de la ronde {round} :")
    }
    fn float_mark(&self, player: Tpn, f: Option<Float>) -> String {
        let mark = match f {
            Some(Float::Down) => "↓ flotteur descendant",
            Some(Float::Up) => "↑ flotteur montant",
            None => "pas de flèche",
        };
        format!("{player} : {mark}")
    }
}
