//! The tie-breaks of C.07 (Tie-Break Regulations, 2023 text applied from
//! 1 April 2024) an event can choose: a [`TieBreakKind`] with a
//! [`Modifier`] (C.07 art. 14). The computation is in `src/standings/`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The individual tie-breaks of C.07 (art. 6–10), named after their
/// article and acronym.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TieBreakKind {
    /// C.07 art. 6: Direct Encounter (DE).
    DirectEncounter,
    /// C.07 art. 7.1: number of wins, with or without playing (WIN).
    Wins,
    /// C.07 art. 7.2: number of games won over the board (WON).
    GamesWon,
    /// C.07 art. 7.3: number of games played with Black (BPG).
    BlackGames,
    /// C.07 art. 7.4: number of games won with Black (BWG).
    BlackWins,
    /// C.07 art. 7.5: games one elected to play (GE, also written REP).
    GamesElected,
    /// C.07 art. 7.6: progressive scores (PS).
    Progressive,
    /// C.07 art. 8.1: Buchholz (BH).
    Buchholz,
    /// C.07 art. 8.2: Fore Buchholz (FB): Buchholz with every game of the
    /// last round taken as a draw.
    ForeBuchholz,
    /// C.07 art. 8.3: average of the opponents' Buchholz (AOB).
    AverageOpponentsBuchholz,
    /// C.07 art. 9.1: Sonneborn-Berger (SB).
    SonnebornBerger,
    /// C.07 art. 9.2: Koya system (KS).
    Koya,
    /// C.07 art. 10.1: average rating of the opponents (ARO).
    AverageRatingOfOpponents,
    /// C.07 art. 10.2: tournament performance rating (TPR).
    PerformanceRating,
    /// C.07 art. 10.3: perfect tournament performance (PTP).
    PerfectPerformance,
    /// C.07 art. 10.4: average performance rating of the opponents (APRO).
    AveragePerformanceOfOpponents,
    /// C.07 art. 10.5: average perfect performance of the opponents (APPO).
    AveragePerfectPerformanceOfOpponents,
}

/// A modifier of C.07 art. 14: the least significant values cut (Cut-1,
/// Cut-2), or the least and the most significant (Median-1, Median-2).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub enum Modifier {
    #[default]
    None,
    /// C.07 art. 14.1: the least significant value cut (C1).
    Cut1,
    /// C.07 art. 14.2: the two least significant values cut (C2).
    Cut2,
    /// C.07 art. 14.3: the least and the most significant values cut (M1).
    Median1,
    /// C.07 art. 14.4: the two least and the two most significant values cut (M2).
    Median2,
}

impl Modifier {
    pub const ALL: [Modifier; 5] = [
        Modifier::None,
        Modifier::Cut1,
        Modifier::Cut2,
        Modifier::Median1,
        Modifier::Median2,
    ];

    /// The suffix of the code (`C1`, …; empty for none).
    pub const fn code(self) -> &'static str {
        match self {
            Modifier::None => "",
            Modifier::Cut1 => "C1",
            Modifier::Cut2 => "C2",
            Modifier::Median1 => "M1",
            Modifier::Median2 => "M2",
        }
    }

    /// How many least and most significant values are cut.
    pub const fn cuts(self) -> (usize, usize) {
        match self {
            Modifier::None => (0, 0),
            Modifier::Cut1 => (1, 0),
            Modifier::Cut2 => (2, 0),
            Modifier::Median1 => (1, 1),
            Modifier::Median2 => (2, 2),
        }
    }
}

impl TieBreakKind {
    /// Every kind, in the order of C.07.
    pub const ALL: [TieBreakKind; 17] = [
        TieBreakKind::DirectEncounter,
        TieBreakKind::Wins,
        TieBreakKind::GamesWon,
        TieBreakKind::BlackGames,
        TieBreakKind::BlackWins,
        TieBreakKind::GamesElected,
        TieBreakKind::Progressive,
        TieBreakKind::Buchholz,
        TieBreakKind::ForeBuchholz,
        TieBreakKind::AverageOpponentsBuchholz,
        TieBreakKind::SonnebornBerger,
        TieBreakKind::Koya,
        TieBreakKind::AverageRatingOfOpponents,
        TieBreakKind::PerformanceRating,
        TieBreakKind::PerfectPerformance,
        TieBreakKind::AveragePerformanceOfOpponents,
        TieBreakKind::AveragePerfectPerformanceOfOpponents,
    ];

    /// The C.07 acronym.
    pub const fn code(self) -> &'static str {
        match self {
            TieBreakKind::DirectEncounter => "DE",
            TieBreakKind::Wins => "WIN",
            TieBreakKind::GamesWon => "WON",
            TieBreakKind::BlackGames => "BPG",
            TieBreakKind::BlackWins => "BWG",
            TieBreakKind::GamesElected => "GE",
            TieBreakKind::Progressive => "PS",
            TieBreakKind::Buchholz => "BH",
            TieBreakKind::ForeBuchholz => "FB",
            TieBreakKind::AverageOpponentsBuchholz => "AOB",
            TieBreakKind::SonnebornBerger => "SB",
            TieBreakKind::Koya => "KS",
            TieBreakKind::AverageRatingOfOpponents => "ARO",
            TieBreakKind::PerformanceRating => "TPR",
            TieBreakKind::PerfectPerformance => "PTP",
            TieBreakKind::AveragePerformanceOfOpponents => "APRO",
            TieBreakKind::AveragePerfectPerformanceOfOpponents => "APPO",
        }
    }

    /// The article of C.07 that defines it.
    pub const fn article(self) -> &'static str {
        match self {
            TieBreakKind::DirectEncounter => "6",
            TieBreakKind::Wins => "7.1",
            TieBreakKind::GamesWon => "7.2",
            TieBreakKind::BlackGames => "7.3",
            TieBreakKind::BlackWins => "7.4",
            TieBreakKind::GamesElected => "7.5",
            TieBreakKind::Progressive => "7.6",
            TieBreakKind::Buchholz => "8.1",
            TieBreakKind::ForeBuchholz => "8.2",
            TieBreakKind::AverageOpponentsBuchholz => "8.3",
            TieBreakKind::SonnebornBerger => "9.1",
            TieBreakKind::Koya => "9.2",
            TieBreakKind::AverageRatingOfOpponents => "10.1",
            TieBreakKind::PerformanceRating => "10.2",
            TieBreakKind::PerfectPerformance => "10.3",
            TieBreakKind::AveragePerformanceOfOpponents => "10.4",
            TieBreakKind::AveragePerfectPerformanceOfOpponents => "10.5",
        }
    }

    /// The modifiers C.07 art. 14 allows for this kind (progressive
    /// scores cut the first rounds, so no median).
    pub const fn modifiers(self) -> &'static [Modifier] {
        const ALL: &[Modifier] = &Modifier::ALL;
        const CUTS: &[Modifier] = &[Modifier::None, Modifier::Cut1, Modifier::Cut2];
        const NONE: &[Modifier] = &[Modifier::None];
        match self {
            TieBreakKind::Buchholz
            | TieBreakKind::ForeBuchholz
            | TieBreakKind::SonnebornBerger
            | TieBreakKind::AverageRatingOfOpponents => ALL,
            TieBreakKind::Progressive => CUTS,
            _ => NONE,
        }
    }
}

/// A tie-break an event lists (C.07 art. 4.1): a kind and its modifier.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TieBreak {
    pub kind: TieBreakKind,
    pub modifier: Modifier,
}

/// A code that names no tie-break of C.07.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownTieBreak(pub String);

impl TieBreak {
    pub const fn new(kind: TieBreakKind, modifier: Modifier) -> TieBreak {
        TieBreak { kind, modifier }
    }
    pub const fn plain(kind: TieBreakKind) -> TieBreak {
        TieBreak::new(kind, Modifier::None)
    }
    /// BH (C.07 art. 8.1).
    pub const BH: TieBreak = TieBreak::plain(TieBreakKind::Buchholz);
    /// BH-C1 (C.07 art. 8.1, 14.1).
    pub const BH_C1: TieBreak = TieBreak::new(TieBreakKind::Buchholz, Modifier::Cut1);
    /// SB (C.07 art. 9.1).
    pub const SB: TieBreak = TieBreak::plain(TieBreakKind::SonnebornBerger);
    /// DE (C.07 art. 6).
    pub const DE: TieBreak = TieBreak::plain(TieBreakKind::DirectEncounter);
    /// WIN (C.07 art. 7.1).
    pub const WIN: TieBreak = TieBreak::plain(TieBreakKind::Wins);
    /// WON (C.07 art. 7.2).
    pub const WON: TieBreak = TieBreak::plain(TieBreakKind::GamesWon);

    /// Every tie-break offered: each kind with each modifier it allows, in
    /// the order of C.07.
    pub fn all() -> Vec<TieBreak> {
        TieBreakKind::ALL
            .iter()
            .flat_map(|&k| k.modifiers().iter().map(move |&m| TieBreak::new(k, m)))
            .collect()
    }

    /// The code: the acronym, then `-` and the modifier (`BH-C1`, `ARO-M2`).
    pub fn code(self) -> String {
        match self.modifier {
            Modifier::None => self.kind.code().to_owned(),
            m => format!("{}-{}", self.kind.code(), m.code()),
        }
    }

    /// Reads a code (`BH-C1`, `bh-c1`, `BH/C1`; `REP` for GE).
    pub fn from_code(s: &str) -> Option<TieBreak> {
        let s = s.trim().to_ascii_uppercase();
        let (kind, modifier) = match s.split_once(['-', '/']) {
            Some((k, m)) => (k, m),
            None => (s.as_str(), ""),
        };
        let kind = match kind {
            "REP" => TieBreakKind::GamesElected,
            k => *TieBreakKind::ALL.iter().find(|x| x.code() == k)?,
        };
        let modifier = *Modifier::ALL.iter().find(|m| m.code() == modifier)?;
        kind.modifiers()
            .contains(&modifier)
            .then_some(TieBreak::new(kind, modifier))
    }

    /// A comma-separated list (`BH-C1,BH,SB,DE`); the first unknown code is
    /// the error.
    pub fn parse_list(s: &str) -> Result<Vec<TieBreak>, UnknownTieBreak> {
        s.split(',')
            .map(str::trim)
            .filter(|c| !c.is_empty())
            .map(|c| TieBreak::from_code(c).ok_or_else(|| UnknownTieBreak(c.to_owned())))
            .collect()
    }

    /// The name release 0.1 stored for the six tie-breaks it offered.
    const fn legacy_name(self) -> Option<&'static str> {
        Some(match (self.kind, self.modifier) {
            (TieBreakKind::DirectEncounter, Modifier::None) => "DirectEncounter",
            (TieBreakKind::Buchholz, Modifier::None) => "Buchholz",
            (TieBreakKind::Buchholz, Modifier::Cut1) => "BuchholzCut1",
            (TieBreakKind::SonnebornBerger, Modifier::None) => "SonnebornBerger",
            (TieBreakKind::Wins, Modifier::None) => "Wins",
            (TieBreakKind::GamesWon, Modifier::None) => "GamesWon",
            _ => return None,
        })
    }
}

/// Stored as a string: the six tie-breaks of release 0.1 under the names
/// that release wrote (so its saved tournaments re-encode byte for byte),
/// every other one as its code.
impl Serialize for TieBreak {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.legacy_name() {
            Some(name) => s.serialize_str(name),
            None => s.serialize_str(&self.code()),
        }
    }
}

impl<'de> Deserialize<'de> for TieBreak {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<TieBreak, D::Error> {
        let s = String::deserialize(d)?;
        TieBreak::all()
            .into_iter()
            .find(|t| t.legacy_name() == Some(s.as_str()))
            .or_else(|| TieBreak::from_code(&s))
            .ok_or_else(|| serde::de::Error::custom(format!("unknown tie-break {s:?}")))
    }
}

/// The tie-breaks of an event whose settings chose none (the app, since
/// release 0.1): Buchholz Cut-1, Buchholz, Sonneborn-Berger, Direct Encounter.
pub const DEFAULT_TIEBREAKS: [TieBreak; 4] =
    [TieBreak::BH_C1, TieBreak::BH, TieBreak::SB, TieBreak::DE];

/// The tie-breaks the command line uses for a file that names none (no
/// TRF-2026 `202` record) and has no event settings: Buchholz Cut-1,
/// Buchholz, Sonneborn-Berger.
pub const FILE_DEFAULT_TIEBREAKS: [TieBreak; 3] = [TieBreak::BH_C1, TieBreak::BH, TieBreak::SB];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_reads_back() {
        for t in TieBreak::all() {
            assert_eq!(TieBreak::from_code(&t.code()), Some(t), "{}", t.code());
        }
        assert_eq!(TieBreak::from_code("bh/c1"), Some(TieBreak::BH_C1));
        assert_eq!(
            TieBreak::from_code("REP"),
            Some(TieBreak::plain(TieBreakKind::GamesElected))
        );
        // C.07 art. 14: no median of progressive scores, no cut of WIN.
        assert_eq!(TieBreak::from_code("PS-M1"), None);
        assert_eq!(TieBreak::from_code("WIN-C1"), None);
        assert_eq!(
            TieBreak::parse_list("BH-C1, BH,SB,XX"),
            Err(UnknownTieBreak("XX".into()))
        );
    }

    #[test]
    fn release_0_1_names_are_kept() {
        let json = serde_json::to_string(&[TieBreak::SB, TieBreak::WIN, TieBreak::BH_C1]).unwrap();
        assert_eq!(json, r#"["SonnebornBerger","Wins","BuchholzCut1"]"#);
        let back: Vec<TieBreak> = serde_json::from_str(r#"["GamesWon","BH-M2","ARO-C1"]"#).unwrap();
        assert_eq!(back[0], TieBreak::WON);
        assert_eq!(back[1].code(), "BH-M2");
        assert_eq!(back[2].code(), "ARO-C1");
    }
}

/// A tie-break record of a TRF-2026 file (`202`, `212`) naming a code
/// that is no tie-break of C.07.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownTieBreakRecord {
    pub record: &'static str,
    /// Position among the file's header records.
    pub index: usize,
    pub code: String,
}
