//! The standings (C.07 tie-breaks) in French: names, meanings, how a value
//! was computed, the standings check.

use super::{dec, French};
use crate::lang::catalogue::StandingsWords;
use crate::model::{Modifier, TieBreak, TieBreakKind, Tournament, Tpn};
use crate::standings::check::{RankDifference, Reason};
use crate::standings::{format_value, Contribution, How, Source, Unplayed};

fn value(v: i64) -> String {
    dec(format_value(v))
}

fn player(t: &Tournament, tpn: Tpn) -> String {
    match t.player(tpn) {
        Some(p) if !p.name.is_empty() => format!("{} {}", tpn.0, p.name),
        _ => format!("{}", tpn.0),
    }
}

impl StandingsWords for French {
    fn tiebreak_kind_name(&self, k: TieBreakKind) -> &'static str {
        match k {
            TieBreakKind::DirectEncounter => "Confrontation directe",
            TieBreakKind::Wins => "Nombre de victoires",
            TieBreakKind::GamesWon => "Parties gagnées sur l'échiquier",
            TieBreakKind::BlackGames => "Parties jouées avec les Noirs",
            TieBreakKind::BlackWins => "Parties gagnées avec les Noirs",
            TieBreakKind::GamesElected => "Parties choisies",
            TieBreakKind::Progressive => "Cumulatif",
            TieBreakKind::Buchholz => "Buchholz",
            TieBreakKind::ForeBuchholz => "Buchholz anticipé",
            TieBreakKind::AverageOpponentsBuchholz => "Moyenne des Buchholz des adversaires",
            TieBreakKind::SonnebornBerger => "Sonneborn-Berger",
            TieBreakKind::Koya => "Système Koya",
            TieBreakKind::AverageRatingOfOpponents => "Moyenne des Elo des adversaires",
            TieBreakKind::PerformanceRating => "Performance",
            TieBreakKind::PerfectPerformance => "Performance parfaite",
            TieBreakKind::AveragePerformanceOfOpponents => {
                "Moyenne des performances des adversaires"
            }
            TieBreakKind::AveragePerfectPerformanceOfOpponents => {
                "Moyenne des performances parfaites des adversaires"
            }
        }
    }

    fn tiebreak_kind_meaning(&self, k: TieBreakKind) -> &'static str {
        match k {
            TieBreakKind::DirectEncounter => {
                "les points marqués contre les autres joueurs à égalité, quand ils se sont tous rencontrés"
            }
            TieBreakKind::Wins => "les rondes gagnées, en jouant ou sans jouer",
            TieBreakKind::GamesWon => "les parties gagnées sur l'échiquier",
            TieBreakKind::BlackGames => "les parties jouées sur l'échiquier avec les Noirs",
            TieBreakKind::BlackWins => "les parties gagnées sur l'échiquier avec les Noirs",
            TieBreakKind::GamesElected => {
                "les rondes jouées ou prises, sans compter les byes volontaires, les absences et les défaites par forfait"
            }
            TieBreakKind::Progressive => "la somme des scores cumulés après chaque ronde",
            TieBreakKind::Buchholz => "la somme des scores des adversaires",
            TieBreakKind::ForeBuchholz => {
                "le Buchholz avec chaque partie de la dernière ronde comptée nulle"
            }
            TieBreakKind::AverageOpponentsBuchholz => {
                "la moyenne des Buchholz des adversaires rencontrés"
            }
            TieBreakKind::SonnebornBerger => {
                "le score de chaque adversaire multiplié par le résultat obtenu contre lui"
            }
            TieBreakKind::Koya => {
                "les points marqués contre les adversaires ayant au moins la moitié du score maximal"
            }
            TieBreakKind::AverageRatingOfOpponents => {
                "la moyenne des Elo des adversaires rencontrés"
            }
            TieBreakKind::PerformanceRating => {
                "la moyenne Elo des adversaires plus l'écart d'Elo du pourcentage marqué"
            }
            TieBreakKind::PerfectPerformance => {
                "le plus petit Elo dont le score attendu atteint les points marqués"
            }
            TieBreakKind::AveragePerformanceOfOpponents => {
                "la moyenne des performances des adversaires rencontrés"
            }
            TieBreakKind::AveragePerfectPerformanceOfOpponents => {
                "la moyenne des performances parfaites des adversaires rencontrés"
            }
        }
    }

    fn modifier_name(&self, m: Modifier) -> &'static str {
        match m {
            Modifier::None => "",
            Modifier::Cut1 => "tronqué",
            Modifier::Cut2 => "tronqué 2",
            Modifier::Median1 => "médian",
            Modifier::Median2 => "médian 2",
        }
    }

    fn tiebreak_name(&self, tb: TieBreak) -> String {
        match tb.modifier {
            Modifier::None => format!("{} ({})", self.tiebreak_kind_name(tb.kind), tb.code()),
            m => format!(
                "{} {} ({})",
                self.tiebreak_kind_name(tb.kind),
                self.modifier_name(m),
                tb.code()
            ),
        }
    }

    fn tiebreak_meaning(&self, tb: TieBreak) -> String {
        let cut = match tb.modifier {
            Modifier::None => "",
            Modifier::Cut1 => ", sans la valeur la moins significative",
            Modifier::Cut2 => ", sans les deux valeurs les moins significatives",
            Modifier::Median1 => ", sans la valeur la moins et la plus significative",
            Modifier::Median2 => {
                ", sans les deux valeurs les moins et les deux plus significatives"
            }
        };
        format!(
            "{} : {} (C.07 art. {}){cut}",
            self.tiebreak_name(tb),
            self.tiebreak_kind_meaning(tb.kind),
            tb.kind.article()
        )
    }

    fn unknown_tiebreak_code(&self, code: &str) -> String {
        format!(
            "code de départage inconnu {code:?} ; codes valides : {}",
            crate::lang::en::standings::valid_codes()
        )
    }

    fn unplayed(&self, u: Unplayed) -> &'static str {
        match u {
            Unplayed::PairingAllocatedBye => "exempt (attribué par l'appariement)",
            Unplayed::FullPointBye => "bye d'un point",
            Unplayed::HalfPointBye => "bye d'un demi-point",
            Unplayed::ZeroPointBye => "bye à zéro point ou absence",
            Unplayed::ForfeitWin => "gain par forfait",
            Unplayed::ForfeitLoss => "perte par forfait",
            Unplayed::NotPaired => "non apparié",
        }
    }

    fn contribution(&self, t: &Tournament, c: &Contribution) -> String {
        let source = match c.source {
            Source::Opponent { tpn, adjusted } => {
                let adj = if adjusted {
                    " (score avec les rondes volontairement non jouées après son départ comptées nulles, C.07 art. 16.3)"
                } else {
                    ""
                };
                format!("adversaire {}{adj}", player(t, tpn))
            }
            Source::Dummy(u) => {
                let vur = if u.is_vur() {
                    ", une ronde volontairement non jouée (art. 16.2)"
                } else {
                    ""
                };
                format!(
                    "{}{vur} : un adversaire fictif avec le score du joueur lui-même (C.07 art. 16.4)",
                    self.unplayed(u)
                )
            }
            Source::Own => "son propre résultat".into(),
        };
        let basis = if c.basis != c.value {
            format!(" (à partir de {})", value(c.basis))
        } else {
            String::new()
        };
        let cut = match (c.cut, c.cut_as_vur) {
            (true, true) => {
                " — retiré, les rondes volontairement non jouées d'abord (C.07 art. 16.5)"
            }
            (true, false) => " — retiré (C.07 art. 14)",
            _ => "",
        };
        format!(
            "ronde {} : {source} : {}{basis}{cut}",
            c.round,
            value(c.value)
        )
    }

    fn how(&self, t: &Tournament, h: &How) -> Vec<String> {
        match h {
            How::Sum(terms) => {
                let mut lines: Vec<String> =
                    terms.iter().map(|c| self.contribution(t, c)).collect();
                let total: i64 = terms.iter().filter(|c| !c.cut).map(|c| c.value).sum();
                lines.push(format!("somme des valeurs non retirées : {}", value(total)));
                lines
            }
            How::Average { terms, .. } => {
                let mut lines: Vec<String> =
                    terms.iter().map(|c| self.contribution(t, c)).collect();
                let kept = terms.iter().filter(|c| !c.cut).count();
                lines.push(format!(
                    "moyenne des {kept} valeurs non retirées, arrondie (demis vers le haut)"
                ));
                lines
            }
            How::Performance {
                aro,
                scored,
                games,
                percent,
                dp,
            } => vec![format!(
                "moyenne Elo des adversaires {aro} ; {} points en {games} parties = {percent} % ; écart d'Elo {dp} (FIDE B.02 table 8.1a) ; {aro} {} {} = {}",
                value(*scored),
                if *dp < 0 { "−" } else { "+" },
                dp.abs(),
                aro + dp
            )],
            How::PerfectPerformance { ratings, scored } => vec![format!(
                "Elo des adversaires : {} ; le plus petit Elo dont le score attendu (FIDE B.02 table 8.1b) atteint {} points",
                ratings
                    .iter()
                    .map(|r| r.to_string())
                    .collect::<Vec<_>>()
                    .join(", "),
                value(*scored)
            )],
            How::DirectEncounter { against, complete } => {
                let mut lines: Vec<String> = against
                    .iter()
                    .map(|(tpn, p)| format!("contre {} : {}", player(t, *tpn), value(*p)))
                    .collect();
                if !complete {
                    lines.push(
                        "les joueurs à égalité ne se sont pas tous rencontrés : classé premier seulement si aucune partie manquante ne pouvait le rattraper (C.07 art. 6.2)"
                            .into(),
                    );
                }
                lines
            }
            How::Undefined => vec!["non défini pour ce joueur".into()],
        }
    }

    fn rank_difference(&self, t: &Tournament, d: &RankDifference) -> String {
        let file = if d.file_rank == 0 {
            "pas de rang dans le fichier".to_owned()
        } else {
            format!("rang {} dans le fichier", d.file_rank)
        };
        let mut s = format!(
            "joueur {} : {file}, {} calculé",
            player(t, d.tpn),
            d.computed_rank
        );
        if let (Some(q), Some(r)) = (d.other, &d.reason) {
            let why = match r {
                Reason::Score { this, other } => {
                    format!("scores {} et {}", dec(this), dec(other))
                }
                Reason::TieBreak { tb, this, other } => {
                    let v = |x: &Option<i64>| x.map_or("-".to_owned(), value);
                    format!("{} {} et {}", tb.code(), v(this), v(other))
                }
                Reason::TiedOnEvery => "égaux au score et à chaque départage".into(),
            };
            s.push_str(&format!(" ; contre le joueur {} : {why}", player(t, q)));
        }
        s
    }
}
