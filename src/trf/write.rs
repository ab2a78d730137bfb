//! Writing FIDE TRF files.
//!
//! [`TrfFlavour::Trf2026`] writes the TRF-2026 records (`142`, `152`, `162`,
//! `192`, `260`, `299`) together with the extension records the reference engines
//! read (`XXR`, `XXC`, `BB?` when a `162` cannot say it, `XXA`).
//! [`TrfFlavour::Trf16`] writes only TRF-16 records and the JaVaFo/bbpPairings
//! extensions (`XXR`, `XXC`, `BB?`/`XXS`, `XXA`, `XXP`).
//!
//! Reading a written file gives back the same [`Tournament`] (TRF-2026; the
//! TRF-16 flavour has no place for the pairing system of record `192`), and
//! writing it again gives the same bytes.

use crate::model::{
    ByeKind, GameResult, MatchGames, Player, PointSystem, Points, RoundEntry, SystemKind,
    Tournament,
};
use std::fmt::Write as _;

/// Which TRF edition to write.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum TrfFlavour {
    /// TRF-2026 (FIDE, applied from 1 Sep 2025) plus the engines' `XX?` records.
    #[default]
    Trf2026,
    /// TRF-16 plus the engines' `XX?`/`BB?` records.
    Trf16,
}

/// The `192` code of a system: `FIDE_DUTCH_2025`, `…_BAKU`, `FIDE_DUTCH_2017`,
/// `FIDE_DOUBLESWISS`.
pub fn system_code(system: SystemKind, baku: bool) -> String {
    system.trf_code(baku)
}

/// Writes `t` as a TRF file (LF line ends, a final LF).
pub fn write(t: &Tournament, flavour: TrfFlavour) -> String {
    let mut lines: Vec<String> = Vec::new();
    let info = &t.info;
    for (code, v) in [
        ("012", &info.name),
        ("022", &info.city),
        ("032", &info.federation),
        ("042", &info.start_date),
        ("052", &info.end_date),
        ("102", &info.chief_arbiter),
    ] {
        if !v.trim().is_empty() {
            lines.push(format!("{code} {}", clean(v)));
        }
    }
    for d in &info.deputy_arbiters {
        lines.push(format!("112 {}", clean(d)));
    }
    if !info.time_control.trim().is_empty() {
        lines.push(format!("122 {}", clean(&info.time_control)));
    }
    let dates: Vec<String> = info
        .round_dates
        .iter()
        .map(|d| clean(d).split_whitespace().collect::<Vec<_>>().join("_"))
        .filter(|d| !d.is_empty())
        .collect();
    if !dates.is_empty() {
        // Round k's date starts at column 92 + 10(k - 1).
        let mut s = format!("132{:88}", "");
        for (i, d) in dates.iter().enumerate() {
            if i > 0 {
                s.push_str("  ");
            }
            let _ = write!(s, "{d:<8}");
        }
        lines.push(s.trim_end().to_string());
    }
    lines.extend(t.trf.header_records.iter().cloned());

    // Double-Swiss: two TRF rounds (games) per match (see `columns`).
    let ds = t.system.info().scoring == crate::model::Scoring::Matches;
    let per_match = if ds { 2 } else { 1 };
    let trf_rounds = t.total_rounds.saturating_mul(per_match);
    if flavour == TrfFlavour::Trf2026 {
        lines.push(format!("142 {trf_rounds}"));
        lines.push(format!("152 {}", t.initial_colour.fold("W", "B")));
    }
    let point_lines = if ds {
        // C.04.5 art. 1.4: the PAB is a whole match; its value, when the
        // tournament sets one, is written as the `P` value.
        let mut ps = t.points;
        ps.pab = t.double_swiss.pab.unwrap_or(ps.win);
        point_system_lines_forced(&ps, t.system, flavour, t.double_swiss.pab.is_some())
    } else {
        point_system_lines(&t.points, t.system, flavour)
    };
    let (p162, other_points): (Vec<String>, Vec<String>) =
        point_lines.into_iter().partition(|l| l.starts_with("162"));
    lines.extend(p162);
    if flavour == TrfFlavour::Trf2026 {
        lines.push(format!(
            "192 {}",
            system_code(t.system, t.baku_acceleration)
        ));
    }
    lines.push(format!("XXR {trf_rounds}"));
    let mut xxc = format!("XXC {}", t.initial_colour.fold("white1", "black1"));
    if t.trf.rank_order {
        xxc.push_str(" rank");
    }
    lines.push(xxc);
    lines.extend(other_points);

    let paired = t.rounds_paired();
    for (i, p) in t.players.iter().enumerate() {
        let mut s = String::with_capacity(100 + 10 * p.rounds.len());
        let sex = p.sex.filter(|c| !c.is_control()).unwrap_or(' ');
        let rating = if p.rating == 0 || p.rating > 9999 {
            String::new()
        } else {
            p.rating.to_string()
        };
        let id = p
            .fide_id
            .filter(|&id| id <= 99_999_999_999)
            .map(|id| id.to_string())
            .unwrap_or_default();
        // With the points given outside the games (`299`).
        let score: Points = t
            .running_scores(p, paired)
            .last()
            .copied()
            .unwrap_or_default();
        let score = score.to_string();
        let score = if score.len() > 4 {
            String::new()
        } else {
            score
        };
        let rank = match t.trf.rank(i) {
            0 => String::new(),
            r if r > 9999 => String::new(),
            r => r.to_string(),
        };
        let _ = write!(
            s,
            "001 {:>4} {}{:>3} {:<33} {:>4} {:<3} {:>11} {:<10} {:>4} {:>4}",
            p.tpn.0,
            sex,
            p.title.as_str(),
            fit(&p.name, 33),
            rating,
            fit(&p.federation, 3),
            id,
            fit(&p.birth_date, 10),
            score,
            rank,
        );
        let cols = columns(t, p);
        let last = cols
            .iter()
            .rposition(|e| *e != RoundEntry::NotPaired)
            .map_or(0, |i| i + 1);
        for e in cols.iter().take(last) {
            s.push_str("  ");
            match *e {
                RoundEntry::NotPaired => s.push_str("        "),
                RoundEntry::Bye(kind) => {
                    let _ = write!(s, "0000 - {}", kind.trf_char());
                }
                RoundEntry::Game {
                    opponent,
                    colour,
                    result,
                } => {
                    let _ = write!(
                        s,
                        "{:>4} {} {}",
                        opponent.0,
                        colour.trf_char(),
                        result.trf_char()
                    );
                }
            }
        }
        lines.push(s);
    }

    for p in &t.players {
        let last = p
            .acceleration
            .iter()
            .rposition(|a| *a != Points::ZERO)
            .map_or(0, |i| i + 1);
        if last == 0 {
            continue;
        }
        let mut s = format!("XXA {:>4}", p.tpn.0);
        for a in p.acceleration.iter().take(last) {
            // Double-Swiss: the match's value in both of its games.
            for _ in 0..per_match {
                let _ = write!(s, " {a:>4}");
            }
        }
        lines.push(s);
    }
    let mut pairs = t.forbidden_pairs.clone();
    for (a, b) in &mut pairs {
        if a > b {
            std::mem::swap(a, b);
        }
    }
    crate::sort::sort(&mut pairs);
    pairs.dedup();
    for (a, b) in pairs {
        if a == b {
            continue;
        }
        lines.push(match flavour {
            TrfFlavour::Trf2026 => format!("260 001 {trf_rounds:03} {:>4} {:>4}", a.0, b.0),
            TrfFlavour::Trf16 => format!("XXP {} {}", a.0, b.0),
        });
    }
    // `260` with a round range (both flavours: TRF-16 has no record for a
    // prohibition limited to some rounds, and `XXP` would widen it to
    // every round). Double-Swiss: from the first game of the first match
    // to the second game of the last.
    let game = |r: u32, second: bool| if ds { 2 * r - u32::from(!second) } else { r };
    let mut ranged = t.forbidden_in_rounds.clone();
    for f in &mut ranged {
        if f.a > f.b {
            std::mem::swap(&mut f.a, &mut f.b);
        }
    }
    crate::sort::sort_by_key(&mut ranged, |f| (f.first, f.last, f.a, f.b));
    ranged.dedup();
    for f in ranged.iter().filter(|f| f.a != f.b && f.first >= 1) {
        lines.push(format!(
            "260 {:03} {:03} {:>4} {:>4}",
            game(f.first, false),
            game(f.last, true),
            f.a.0,
            f.b.0
        ));
    }
    // `299`: points given outside the games (a Double-Swiss round is
    // written as the match's first game).
    for a in &t.adjustments {
        let kind = a.kind.map_or(' ', |k| k.trf_char());
        let round = a.round.map_or(0, |r| game(r, false));
        let mut s = format!(
            "299 {kind}  {:4}  {:>4}  {round:03}",
            "",
            signed_points(a.points)
        );
        for p in &a.players {
            let _ = write!(s, " {:>4}", p.0);
        }
        lines.push(s);
    }
    lines.extend(t.trf.trailer_records.iter().cloned());
    // Pairings changed by hand (C.04.2 art. 4.4): TRF-2026 has no record for
    // them, so each is a `###` comment line (read back verbatim, as every
    // comment): round, what changed (pairing numbers), the article, the
    // arbiter's note. Docs: docs/readings/trf-and-fide-mode.md, "5f".
    for m in &t.manual_changes {
        let what = match m.edit {
            crate::model::change::ManualEdit::Colours { white, black } => {
                format!("colours {}-{} -> {}-{}", white.0, black.0, black.0, white.0)
            }
            crate::model::change::ManualEdit::Opponents { first, second } => format!(
                "opponents {}-{} {}-{} -> {}-{} {}-{}",
                first.white.0,
                first.black.0,
                second.white.0,
                second.black.0,
                first.white.0,
                second.black.0,
                second.white.0,
                first.black.0
            ),
        };
        let mut s = format!("### PAIRING-CHANGED round {:03} {what}", m.round);
        if let Some(r) = m.why.reason {
            let _ = write!(s, " C.04.2-{}", r.article());
        }
        if !m.why.note.is_empty() {
            let note: String = m.why.note.chars().filter(|c| !c.is_control()).collect();
            let _ = write!(s, " | {note}");
        }
        lines.push(s);
    }

    let mut out = lines.join("\n");
    out.push('\n');
    out
}

/// The TRF round columns of player `p`: one per round, or, for Double-Swiss
/// (C.04.5), two per match (TRF-2026 has no record for a match's second
/// game): column `2k-1` is game 1 with the colour of the match (art. 1.6,
/// 4.4), column `2k` game 2 with the same opponent and colours reversed,
/// and a bye or absence fills both ([`super::matches::to_game_columns`]).
/// A paired match without game results is written with both results
/// blank; a match forfeited as a whole without game results (`+`/`-`) in
/// both games.
///
/// A player withdrawn from a round not yet paired (C.04.2 art. 3.2) has no
/// TRF field of its own: every such round is written as a zero-point
/// absence (`0000 - Z`), which is what the withdrawal scores and which any
/// program reads as "not to be paired". Read back, those rounds are planned
/// absences; the pairings are the same.
pub fn columns(t: &Tournament, p: &Player) -> Vec<RoundEntry> {
    let rounds = rounds_with_withdrawal(t, p);
    if t.system.info().scoring != crate::model::Scoring::Matches {
        return rounds;
    }
    let mut out = Vec::with_capacity(2 * rounds.len());
    for (k, &entry) in rounds.iter().enumerate() {
        let games = p.match_games_in(k as u32 + 1).or(match entry {
            RoundEntry::Game { result, .. } => Some(match result {
                GameResult::ForfeitWin | GameResult::ForfeitLoss => MatchGames::both(result),
                _ => MatchGames::both(GameResult::Pending),
            }),
            _ => None,
        });
        // Cannot fail: `games` is given for every game entry.
        let cols =
            super::matches::to_game_columns(entry, games).unwrap_or([RoundEntry::NotPaired; 2]);
        out.extend(cols);
    }
    out
}

/// `p`'s rounds, with a zero-point absence in every round not yet paired
/// from its withdrawal on (see [`columns`]).
fn rounds_with_withdrawal(t: &Tournament, p: &Player) -> Vec<RoundEntry> {
    let mut rounds = p.rounds.clone();
    let Some(from) = p.withdrawn_from else {
        return rounds;
    };
    let first = from.max(t.rounds_paired() + 1);
    for r in first..=t.total_rounds {
        let k = (r - 1) as usize;
        if rounds.len() <= k {
            rounds.resize(k + 1, RoundEntry::NotPaired);
        }
        if rounds[k] == RoundEntry::NotPaired {
            rounds[k] = RoundEntry::Bye(ByeKind::ZeroPoint);
        }
    }
    rounds
}

/// The lines that state a non-standard point system: `162` (TRF-2026),
/// `BB?` (bbpPairings) or `XXS` (JaVaFo), whichever can say it, in that
/// order of preference (`BB?` first for the 2017 Dutch rules, whose
/// reference engine reads only those, and for TRF-16).
pub fn point_system_lines(
    ps: &PointSystem,
    system: SystemKind,
    flavour: TrfFlavour,
) -> Vec<String> {
    point_system_lines_forced(ps, system, flavour, false)
}

/// [`point_system_lines`]; `force_pab`: state the PAB's value even when it
/// equals a win (a Double-Swiss PAB that is not the default of art. 1.4).
fn point_system_lines_forced(
    ps: &PointSystem,
    system: SystemKind,
    flavour: TrfFlavour,
    force_pab: bool,
) -> Vec<String> {
    if *ps == PointSystem::default() && !force_pab {
        return Vec::new();
    }
    let prefer_bb = flavour == TrfFlavour::Trf16 || system.info().trf_points_as_bb;
    let first = if prefer_bb {
        bb_lines(ps, force_pab)
    } else {
        line_162(ps, force_pab).map(|l| vec![l])
    };
    let second = if prefer_bb || flavour == TrfFlavour::Trf16 {
        None
    } else {
        bb_lines(ps, force_pab)
    };
    first.or(second).unwrap_or_else(|| vec![xxs_line(ps)])
}

/// Fits a 4-column point field (at most 99.9).
fn fits(p: Points) -> bool {
    p.0 <= 999
}

/// `162  W 3.0    D 1.0`: codes at columns 6, 15, 24, … (W win, forfeit win
/// and full-point bye; D draw and half-point bye; L loss; Z zero-point bye
/// and forfeit loss; P pairing-allocated bye).
fn line_162(ps: &PointSystem, force_pab: bool) -> Option<String> {
    let ok = ps.forfeit_win == ps.win
        && ps.full_point_bye == ps.win
        && ps.half_point_bye == ps.draw
        && ps.forfeit_loss == ps.zero_point_bye;
    let codes = [
        ('W', ps.win, ps.win != Points(10)),
        ('D', ps.draw, ps.draw != Points(5)),
        ('L', ps.loss, ps.loss != Points::ZERO),
        ('Z', ps.zero_point_bye, ps.zero_point_bye != Points::ZERO),
        ('P', ps.pab, ps.pab != ps.win || force_pab),
    ];
    if !ok || codes.iter().any(|c| !fits(c.1)) {
        return None;
    }
    let mut s = String::from("162");
    for (i, (code, v, _)) in codes.iter().filter(|c| c.2).enumerate() {
        s.push_str(if i == 0 { "  " } else { "    " });
        let _ = write!(s, "{code}{v:>4}");
    }
    Some(s)
}

/// `BBW  3.0` … (win, draw, played loss, zero-point bye, forfeit loss,
/// pairing-allocated bye); forfeit wins and full-point byes count as wins,
/// half-point byes as draws.
fn bb_lines(ps: &PointSystem, force_pab: bool) -> Option<Vec<String>> {
    let ok =
        ps.forfeit_win == ps.win && ps.full_point_bye == ps.win && ps.half_point_bye == ps.draw;
    let codes = [
        ("BBW", ps.win, ps.win != Points(10)),
        ("BBD", ps.draw, ps.draw != Points(5)),
        ("BBL", ps.loss, ps.loss != Points::ZERO),
        ("BBZ", ps.zero_point_bye, ps.zero_point_bye != Points::ZERO),
        ("BBF", ps.forfeit_loss, ps.forfeit_loss != Points::ZERO),
        ("BBU", ps.pab, ps.pab != ps.win || force_pab),
    ];
    if !ok || codes.iter().any(|c| !fits(c.1)) {
        return None;
    }
    Some(
        codes
            .iter()
            .filter(|c| c.2)
            .map(|(code, v, _)| format!("{code} {v:>4}"))
            .collect(),
    )
}

/// JaVaFo's `XXS`, every key written.
fn xxs_line(ps: &PointSystem) -> String {
    format!(
        "XXS W={} D={} L={} FW={} FL={} PAB={} FPB={} HPB={} ZPB={}",
        ps.win,
        ps.draw,
        ps.loss,
        ps.forfeit_win,
        ps.forfeit_loss,
        ps.pab,
        ps.full_point_bye,
        ps.half_point_bye,
        ps.zero_point_bye
    )
}

/// Signed tenths as TRF writes points: `-1.5`, `0.5`.
fn signed_points(tenths: i32) -> String {
    let sign = if tenths < 0 { "-" } else { "" };
    format!("{sign}{}", Points(tenths.unsigned_abs()))
}

/// Text for a header record: control characters become blanks.
fn clean(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect::<String>()
        .trim()
        .to_string()
}

/// A fixed-width field: cleaned and cut to `width` characters.
fn fit(s: &str, width: usize) -> String {
    clean(s)
        .chars()
        .take(width)
        .collect::<String>()
        .trim()
        .to_string()
}
