//! English wording of the standings: the meaning of each tie-break of
//! C.07, how a value was computed, and the standings check.

use crate::model::{Modifier, TieBreak, TieBreakKind, Tournament, Tpn};
use crate::standings::check::{RankDifference, Reason};
use crate::standings::{format_value, Contribution, How, Source, Unplayed};

/// The name of a tie-break kind (C.07 art. 6–10).
pub fn kind_name(k: TieBreakKind) -> &'static str {
    match k {
        TieBreakKind::DirectEncounter => "Direct encounter",
        TieBreakKind::Wins => "Number of wins",
        TieBreakKind::GamesWon => "Games won over the board",
        TieBreakKind::BlackGames => "Games played with Black",
        TieBreakKind::BlackWins => "Games won with Black",
        TieBreakKind::GamesElected => "Games one elected to play",
        TieBreakKind::Progressive => "Progressive scores",
        TieBreakKind::Buchholz => "Buchholz",
        TieBreakKind::ForeBuchholz => "Fore Buchholz",
        TieBreakKind::AverageOpponentsBuchholz => "Average of opponents' Buchholz",
        TieBreakKind::SonnebornBerger => "Sonneborn-Berger",
        TieBreakKind::Koya => "Koya system",
        TieBreakKind::AverageRatingOfOpponents => "Average rating of opponents",
        TieBreakKind::PerformanceRating => "Tournament performance rating",
        TieBreakKind::PerfectPerformance => "Perfect tournament performance",
        TieBreakKind::AveragePerformanceOfOpponents => "Average performance rating of opponents",
        TieBreakKind::AveragePerfectPerformanceOfOpponents => {
            "Average perfect performance of opponents"
        }
    }
}

/// What a tie-break kind measures, in one line (C.07 art. 6–10).
pub fn kind_meaning(k: TieBreakKind) -> &'static str {
    match k {
        TieBreakKind::DirectEncounter => {
            "points scored against the other tied players, when they all met"
        }
        TieBreakKind::Wins => "rounds won, with or without playing",
        TieBreakKind::GamesWon => "games won over the board",
        TieBreakKind::BlackGames => "games played over the board with Black",
        TieBreakKind::BlackWins => "games won over the board with Black",
        TieBreakKind::GamesElected => {
            "rounds played or taken, not counting voluntary byes, absences and forfeit losses"
        }
        TieBreakKind::Progressive => "the sum of the running score after each round",
        TieBreakKind::Buchholz => "the sum of the opponents' scores",
        TieBreakKind::ForeBuchholz => "Buchholz with every last-round game counted as a draw",
        TieBreakKind::AverageOpponentsBuchholz => "the average Buchholz of the opponents played",
        TieBreakKind::SonnebornBerger => "each opponent's score times the result against them",
        TieBreakKind::Koya => {
            "points scored against opponents with at least half the maximum score"
        }
        TieBreakKind::AverageRatingOfOpponents => "the average rating of the opponents played",
        TieBreakKind::PerformanceRating => {
            "the average opponents' rating plus the rating difference for the percentage scored"
        }
        TieBreakKind::PerfectPerformance => {
            "the lowest rating whose expected score reaches the points scored"
        }
        TieBreakKind::AveragePerformanceOfOpponents => {
            "the average performance rating of the opponents played"
        }
        TieBreakKind::AveragePerfectPerformanceOfOpponents => {
            "the average perfect performance of the opponents played"
        }
    }
}

/// The words of a modifier (C.07 art. 14).
pub fn modifier_name(m: Modifier) -> &'static str {
    match m {
        Modifier::None => "",
        Modifier::Cut1 => "Cut-1",
        Modifier::Cut2 => "Cut-2",
        Modifier::Median1 => "Median-1",
        Modifier::Median2 => "Median-2",
    }
}

/// `Buchholz Cut-1 (BH-C1)`.
pub fn name(tb: TieBreak) -> String {
    match tb.modifier {
        Modifier::None => format!("{} ({})", kind_name(tb.kind), tb.code()),
        m => format!(
            "{} {} ({})",
            kind_name(tb.kind),
            modifier_name(m),
            tb.code()
        ),
    }
}

/// `BH-C1: Buchholz Cut-1, the sum of the opponents' scores, …`.
pub fn meaning(tb: TieBreak) -> String {
    let cut = match tb.modifier {
        Modifier::None => String::new(),
        Modifier::Cut1 => ", the least significant value cut".into(),
        Modifier::Cut2 => ", the two least significant values cut".into(),
        Modifier::Median1 => ", the least and the most significant values cut".into(),
        Modifier::Median2 => ", the two least and the two most significant values cut".into(),
    };
    format!(
        "{}: {} (C.07 art. {}){cut}",
        name(tb),
        kind_meaning(tb.kind),
        tb.kind.article()
    )
}

/// Every valid code, comma-separated.
pub fn valid_codes() -> String {
    TieBreak::all()
        .into_iter()
        .map(TieBreak::code)
        .collect::<Vec<_>>()
        .join(", ")
}

/// An unknown code on the command line.
pub fn unknown_code(code: &str) -> String {
    format!(
        "unknown tie-break code {code:?}; valid codes: {}",
        valid_codes()
    )
}

/// The words of an unplayed round (C.07 art. 16).
pub fn unplayed(u: Unplayed) -> &'static str {
    match u {
        Unplayed::PairingAllocatedBye => "pairing-allocated bye",
        Unplayed::FullPointBye => "full-point bye",
        Unplayed::HalfPointBye => "half-point bye",
        Unplayed::ZeroPointBye => "zero-point bye or absence",
        Unplayed::ForfeitWin => "forfeit win",
        Unplayed::ForfeitLoss => "forfeit loss",
        Unplayed::NotPaired => "not paired",
    }
}

fn player(t: &Tournament, tpn: Tpn) -> String {
    match t.player(tpn) {
        Some(p) if !p.name.is_empty() => format!("{} {}", tpn.0, p.name),
        _ => format!("{}", tpn.0),
    }
}

/// One term: `round 3: opponent 12 Nick, 3 (withdrawn: later rounds as
/// draws, art. 16.3)`.
pub fn contribution(t: &Tournament, c: &Contribution) -> String {
    let source = match c.source {
        Source::Opponent { tpn, adjusted } => {
            let adj = if adjusted {
                " (score with the voluntarily unplayed rounds after they left counted as draws, C.07 art. 16.3)"
            } else {
                ""
            };
            format!("opponent {}{adj}", player(t, tpn))
        }
        Source::Dummy(u) => {
            let vur = if u.is_vur() {
                ", a voluntarily unplayed round (art. 16.2)"
            } else {
                ""
            };
            format!(
                "{}{vur}: a dummy opponent with the player's own score (C.07 art. 16.4)",
                unplayed(u)
            )
        }
        Source::Own => "own result".into(),
    };
    let basis = if c.basis != c.value {
        format!(" (based on {})", format_value(c.basis))
    } else {
        String::new()
    };
    let cut = match (c.cut, c.cut_as_vur) {
        (true, true) => " — cut, voluntarily unplayed rounds first (C.07 art. 16.5)",
        (true, false) => " — cut (C.07 art. 14)",
        _ => "",
    };
    format!(
        "round {}: {source}: {}{basis}{cut}",
        c.round,
        format_value(c.value)
    )
}

/// How a value was computed, one line per step.
pub fn how(t: &Tournament, h: &How) -> Vec<String> {
    match h {
        How::Sum(terms) => {
            let mut lines: Vec<String> = terms.iter().map(|c| contribution(t, c)).collect();
            let total: i64 = terms.iter().filter(|c| !c.cut).map(|c| c.value).sum();
            lines.push(format!("sum of the values not cut: {}", format_value(total)));
            lines
        }
        How::Average { terms, unit } => {
            let mut lines: Vec<String> = terms.iter().map(|c| contribution(t, c)).collect();
            let kept = terms.iter().filter(|c| !c.cut).count();
            let _ = unit;
            lines.push(format!(
                "average of the {kept} values not cut, rounded (halves up)"
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
            "average rating of the opponents {aro}; {} points in {games} games = {percent}%; rating difference {dp} (FIDE B.02 table 8.1a); {aro} {} {} = {}",
            format_value(*scored),
            if *dp < 0 { "−" } else { "+" },
            dp.abs(),
            aro + dp
        )],
        How::PerfectPerformance { ratings, scored } => vec![format!(
            "opponents rated {}; the lowest rating whose expected score (FIDE B.02 table 8.1b) reaches {} points",
            ratings
                .iter()
                .map(|r| r.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            format_value(*scored)
        )],
        How::DirectEncounter { against, complete } => {
            let mut lines: Vec<String> = against
                .iter()
                .map(|(tpn, p)| format!("against {}: {}", player(t, *tpn), format_value(*p)))
                .collect();
            if !complete {
                lines.push(
                    "not every tied player met: ranked first only when no missing game could catch up (C.07 art. 6.2)"
                        .into(),
                );
            }
            lines
        }
        How::Undefined => vec!["not defined for this player".into()],
    }
}

/// The standings check's finding.
pub fn rank_difference(t: &Tournament, d: &RankDifference) -> String {
    let file = if d.file_rank == 0 {
        "no rank in the file".to_owned()
    } else {
        format!("rank {} in the file", d.file_rank)
    };
    let mut s = format!(
        "player {}: {file}, {} computed",
        player(t, d.tpn),
        d.computed_rank
    );
    if let (Some(q), Some(r)) = (d.other, &d.reason) {
        let why = match r {
            Reason::Score { this, other } => format!("scores {this} and {other}"),
            Reason::TieBreak { tb, this, other } => {
                let v = |x: &Option<i64>| x.map_or("-".to_owned(), format_value);
                format!("{} {} and {}", tb.code(), v(this), v(other))
            }
            Reason::TiedOnEvery => "equal on the score and every tie-break".into(),
        };
        s.push_str(&format!("; against player {}: {why}", player(t, q)));
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Player, Points, RoundEntry, Tpn};
    use crate::standings::standings;

    #[test]
    fn how_names_the_dummy_and_the_vur_cut() {
        // P1 beats P2 in R1, takes a half-point bye in R2 (score 1.5);
        // P2 has the pairing-allocated bye in R2 (score 1).
        let mut t = Tournament::default();
        let mut p1 = Player::new(Tpn(1), "Ann");
        p1.rounds = vec![
            RoundEntry::Game {
                opponent: Tpn(2),
                colour: crate::model::Colour::White,
                result: crate::model::GameResult::Win,
            },
            RoundEntry::Bye(crate::model::ByeKind::HalfPoint),
        ];
        let mut p2 = Player::new(Tpn(2), "Bob");
        p2.rounds = vec![
            RoundEntry::Game {
                opponent: Tpn(1),
                colour: crate::model::Colour::Black,
                result: crate::model::GameResult::Loss,
            },
            RoundEntry::Bye(crate::model::ByeKind::PairingAllocated),
        ];
        t.players = vec![p1, p2];
        t.total_rounds = 2;
        let s = standings(&t, 2, &[TieBreak::BH_C1]);
        assert_eq!(s.rows[0].score, Points(15));
        let lines = how(&t, &s.rows[0].how[0]);
        // BH: Bob 1 + the dummy on Ann's own 1.5 (art. 16.4); Cut-1 removes
        // the dummy, a VUR, first (art. 16.5): 1.
        assert_eq!(lines[0], "round 1: opponent 2 Bob: 1");
        assert!(lines[1].starts_with("round 2: half-point bye, a voluntarily unplayed round"));
        assert!(lines[1].contains("1.5 — cut, voluntarily unplayed rounds first"));
        assert_eq!(lines[2], "sum of the values not cut: 1");
        assert!(unknown_code("XX").contains("BH-C1, BH-C2, BH-M1, BH-M2"));
    }
}
