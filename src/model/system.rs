//! Which pairing system an event uses, and the static facts of each one.
//!
//! This is the data half of the system registry: every layer below the
//! pairing systems (the model, TRF, settings) asks a [`SystemKind`] for its
//! [`SystemInfo`] instead of matching on variants. The engine half, which
//! pairs, checks and traces, is the registry in `src/systems/`. Adding a system is one
//! variant with its [`SystemInfo`] here, one engine line in
//! `REGISTRY` in `src/systems/`, and the system's own module
//! (see ARCHITECTURE.md, "Adding a pairing system").

use serde::{Deserialize, Serialize};

/// The pairing system of the event (TRF `192`). Serialized by variant name
/// in saved tournaments (`"Dutch2026"`, …): never rename a variant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub enum SystemKind {
    /// C.04.3 approved 28/10/2025, in force 1 Feb 2026.
    #[default]
    Dutch2026,
    /// C.04.3 approved Baku 2016, in force 2017.
    Dutch2017,
    /// C.04.5, in force 1 Feb 2026.
    DoubleSwiss2026,
    /// The Dutch rules of about 2008–2013 (C1–C14, French text of seed
    /// 004), superseded in 2017.
    Dutch2008,
    /// The FIDE "Swiss system based on rating" approved 1992, amended 1997,
    /// 1998, 2001 and 2006 (seed 002, English text, A1–F10), superseded in
    /// 2008.
    Dutch2006,
    /// The French federation's version of the 1992 text with its
    /// clarifications BAF 77, 78 and 80 (seed 001).
    Dutch1992Ffe,
    /// Test builds only: a stand-in system that proves a new system needs
    /// nothing outside its module and the two registry entries (see
    /// `src/systems/stand_in.rs`).
    #[cfg(test)]
    StandIn,
}

/// What one round is, for the scores (C.04.1 art. 3; C.04.5 Preface).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// One game per round; the score is the sum of game points.
    Games,
    /// A match of two games per round (C.04.5): each game scores its points
    /// and the pairing-allocated bye scores a whole match (C.04.5 art. 1.4).
    Matches,
}

/// The static description of one pairing system.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SystemInfo {
    pub kind: SystemKind,
    /// The id used on the command line, in the app's forms and in the
    /// export of settings (`dutch-2026`).
    pub id: &'static str,
    /// Other ids accepted on input (never written).
    pub aliases: &'static [&'static str],
    /// The FIDE Handbook section or the text that defines it (`C.04.3`).
    pub article: &'static str,
    /// The year its text came into force.
    pub year: u16,
    /// The TRF `192` code written for it (`_BAKU` is appended for Baku
    /// acceleration, C.04.7).
    pub trf_code: &'static str,
    /// Every TRF `192` code read as this system (upper case, without `_BAKU`).
    pub trf_codes_read: &'static [&'static str],
    pub scoring: Scoring,
    /// Baku acceleration (C.04.7) may be used with it.
    pub acceleration: bool,
    /// The event chooses tie-breaks (C.07) for its standings. True for
    /// Double-Swiss too: C.04.5's Preface counts a match with a single
    /// forfeited game as played "for the purposes of tie-breaks and
    /// standings", so tie-breaks apply, a round being a match.
    pub tiebreaks: bool,
    /// A later text replaced it: offered to finish or check an archived
    /// event, with a note saying so.
    pub superseded: bool,
    /// A tournament handler program approved by FIDE, "provided with a free
    /// pairing-checker able to verify tournaments run with that system",
    /// is available for it (C.04.2 art. 1.4); without one the system's
    /// use is deprecated (a FIDE-mode warning). Not a fact of the rule
    /// texts: set per system below, each with its source.
    pub checked_program: bool,
    /// A TRF export writes the point system as `BBx` records first (the
    /// reference engines of this version read those), else as `162`.
    pub trf_points_as_bb: bool,
}

const DUTCH_2026: SystemInfo = SystemInfo {
    kind: SystemKind::Dutch2026,
    id: "dutch-2026",
    aliases: &["dutch", "dutch-2025"],
    article: "C.04.3",
    year: 2026,
    trf_code: "FIDE_DUTCH_2025",
    trf_codes_read: &["FIDE_DUTCH_2025", "FIDE_DUTCH_2026"],
    scoring: Scoring::Games,
    acceleration: true,
    tiebreaks: true,
    superseded: false,
    // FIDE-endorsed pairing programs implement the Dutch System, and its
    // free checkers (JaVaFo's and bbpPairings' check modes) verify it.
    checked_program: true,
    trf_points_as_bb: false,
};

const DUTCH_2017: SystemInfo = SystemInfo {
    kind: SystemKind::Dutch2017,
    id: "dutch-2017",
    aliases: &["dutch-2016"],
    article: "C.04.3",
    year: 2017,
    trf_code: "FIDE_DUTCH_2017",
    trf_codes_read: &["FIDE_DUTCH_2017", "FIDE_DUTCH_2016"],
    scoring: Scoring::Games,
    acceleration: true,
    tiebreaks: true,
    superseded: true,
    // The endorsed programs of 2017–2025 paired these rules, with the same
    // free checkers (the reference engines `trf_points_as_bb` refers to).
    checked_program: true,
    trf_points_as_bb: true,
};

const DOUBLE_SWISS_2026: SystemInfo = SystemInfo {
    kind: SystemKind::DoubleSwiss2026,
    id: "double-swiss-2026",
    aliases: &["double-swiss"],
    article: "C.04.5",
    year: 2026,
    trf_code: "FIDE_DOUBLESWISS",
    trf_codes_read: &[
        "FIDE_DOUBLESWISS",
        "FIDE_DOUBLE_SWISS",
        "FIDE_DOUBLESWISS_2025",
        "FIDE_DOUBLESWISS_2026",
        "FIDE_DOUBLE_SWISS_2025",
        "FIDE_DOUBLE_SWISS_2026",
    ],
    scoring: Scoring::Matches,
    acceleration: false,
    tiebreaks: true,
    superseded: false,
    // No approved program exists yet for the Double-Swiss system (issue 18:
    // "No approved program exists for the Double-Swiss system"), so no
    // approved free checker either: deprecated by C.04.2 art. 1.4.
    checked_program: false,
    trf_points_as_bb: false,
};

const DUTCH_2008: SystemInfo = SystemInfo {
    kind: SystemKind::Dutch2008,
    id: "dutch-2008",
    aliases: &["dutch-2013"],
    article: "C.04.3",
    year: 2008,
    // TRF-2026 names no code for the pre-2017 texts; this one follows the
    // pattern of the others (README).
    trf_code: "FIDE_DUTCH_2008",
    trf_codes_read: &["FIDE_DUTCH_2008", "FIDE_DUTCH_2013"],
    scoring: Scoring::Games,
    // The text has no acceleration (C.04.7 came later) and the engine
    // rejects it.
    acceleration: false,
    tiebreaks: true,
    superseded: true,
    // The endorsed programs of its time (JaVaFo with its free checker
    // among them) paired these rules.
    checked_program: true,
    trf_points_as_bb: false,
};

const DUTCH_2006: SystemInfo = SystemInfo {
    kind: SystemKind::Dutch2006,
    id: "dutch-2006",
    aliases: &["dutch-1992", "dutch-2001"],
    article: "C.04.3",
    year: 1992,
    // TRF-2026 names no code for the pre-2017 texts; this one follows the
    // pattern of the others (README).
    trf_code: "FIDE_DUTCH_2006",
    trf_codes_read: &["FIDE_DUTCH_2006", "FIDE_DUTCH_1992"],
    scoring: Scoring::Games,
    // The text has no acceleration (C.04.7 came later).
    acceleration: false,
    tiebreaks: true,
    superseded: true,
    // The endorsed programs of its time paired these rules (as for 2008).
    checked_program: true,
    trf_points_as_bb: false,
};

const DUTCH_1992_FFE: SystemInfo = SystemInfo {
    kind: SystemKind::Dutch1992Ffe,
    id: "dutch-1992-ffe",
    aliases: &[],
    article: "C.04.3",
    year: 1992,
    // No code exists for a federation's text; this one follows the
    // pattern of the others (README).
    trf_code: "FFE_DUTCH_1992",
    trf_codes_read: &["FFE_DUTCH_1992"],
    scoring: Scoring::Games,
    acceleration: false,
    tiebreaks: true,
    superseded: true,
    // The French federation's programs of its time paired these rules.
    checked_program: true,
    trf_points_as_bb: false,
};

/// Every system, in the order the app and `--help` list them.
#[cfg(not(test))]
const INFOS: [SystemInfo; 6] = [
    DUTCH_2026,
    DUTCH_2017,
    DOUBLE_SWISS_2026,
    DUTCH_2008,
    DUTCH_2006,
    DUTCH_1992_FFE,
];
#[cfg(test)]
const INFOS: [SystemInfo; 7] = [
    DUTCH_2026,
    DUTCH_2017,
    DOUBLE_SWISS_2026,
    DUTCH_2008,
    DUTCH_2006,
    DUTCH_1992_FFE,
    STAND_IN,
];

/// Test builds only: the stand-in system's facts.
#[cfg(test)]
const STAND_IN: SystemInfo = SystemInfo {
    kind: SystemKind::StandIn,
    id: "stand-in",
    aliases: &["stand-in-alias"],
    article: "none",
    year: 2026,
    trf_code: "TEST_STAND_IN",
    trf_codes_read: &["TEST_STAND_IN"],
    scoring: Scoring::Games,
    acceleration: false,
    tiebreaks: true,
    superseded: false,
    checked_program: true,
    trf_points_as_bb: false,
};

impl SystemKind {
    /// Every system, in the order the app and `--help` list them.
    pub const ALL: [SystemKind; INFOS.len()] = {
        let mut all = [SystemKind::Dutch2026; INFOS.len()];
        let mut i = 0;
        while i < INFOS.len() {
            all[i] = INFOS[i].kind;
            i += 1;
        }
        all
    };

    /// The static description of this system.
    pub const fn info(self) -> &'static SystemInfo {
        // INFOS is in variant order (checked by a test below).
        &INFOS[self as usize]
    }

    /// The id used on the command line and in the app (`dutch-2026`).
    pub const fn id(self) -> &'static str {
        self.info().id
    }

    /// The system with this id or alias (case and surrounding spaces ignored).
    pub fn from_id(s: &str) -> Option<SystemKind> {
        let s = s.trim();
        INFOS
            .iter()
            .find(|i| {
                i.id.eq_ignore_ascii_case(s) || i.aliases.iter().any(|a| a.eq_ignore_ascii_case(s))
            })
            .map(|i| i.kind)
    }

    /// Reads a TRF `192` (or `092`) code: `FIDE_DUTCH_2025[_BAKU]`, … .
    /// Returns the system and whether Baku acceleration is named.
    pub fn from_trf_code(code: &str) -> Option<(SystemKind, bool)> {
        let up = code.trim().to_ascii_uppercase();
        let (base, baku) = match up.strip_suffix("_BAKU") {
            Some(b) => (b, true),
            None => (up.as_str(), false),
        };
        INFOS
            .iter()
            .find(|i| i.trf_codes_read.contains(&base))
            .map(|i| (i.kind, baku))
    }

    /// The TRF `192` code of this system, `_BAKU` appended for Baku acceleration.
    pub fn trf_code(self, baku: bool) -> String {
        let base = self.info().trf_code;
        if baku {
            format!("{base}_BAKU")
        } else {
            base.to_string()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_variant_has_its_own_entry() {
        for (i, k) in SystemKind::ALL.into_iter().enumerate() {
            assert_eq!(k.info().kind, k);
            assert_eq!(INFOS[i].kind as usize, i, "INFOS in variant order");
        }
        let mut ids: Vec<&str> = INFOS
            .iter()
            .flat_map(|i| std::iter::once(i.id).chain(i.aliases.iter().copied()))
            .collect();
        let n = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), n, "ids and aliases are unique");
    }

    #[test]
    fn only_double_swiss_lacks_an_approved_program_with_a_free_checker() {
        // C.04.2 art. 1.4; the facts per system are the comments above.
        let lacking: Vec<SystemKind> = SystemKind::ALL
            .into_iter()
            .filter(|k| !k.info().checked_program)
            .collect();
        assert_eq!(lacking, vec![SystemKind::DoubleSwiss2026]);
    }

    #[test]
    fn double_swiss_events_choose_tiebreaks() {
        // C.04.5 Preface: a match with a single forfeited game is played
        // "for the purposes of tie-breaks and standings".
        assert!(SystemKind::DoubleSwiss2026.info().tiebreaks);
    }

    #[test]
    fn ids_and_trf_codes_round_trip() {
        for k in SystemKind::ALL {
            assert_eq!(SystemKind::from_id(k.id()), Some(k));
            assert_eq!(
                SystemKind::from_trf_code(&k.trf_code(false)),
                Some((k, false))
            );
            assert_eq!(
                SystemKind::from_trf_code(&k.trf_code(true)),
                Some((k, true))
            );
        }
        assert_eq!(
            SystemKind::from_trf_code(" fide_dutch_2016 "),
            Some((SystemKind::Dutch2017, false))
        );
        assert_eq!(SystemKind::from_trf_code("FIDE_BURSTEIN"), None);
        assert_eq!(SystemKind::from_id("burstein"), None);
    }

    #[test]
    fn saved_names_are_unchanged() {
        // Tournaments saved by earlier releases name the system by variant.
        let v: SystemKind = serde_json::from_str("\"DoubleSwiss2026\"").unwrap();
        assert_eq!(v, SystemKind::DoubleSwiss2026);
        assert_eq!(
            serde_json::to_string(&SystemKind::Dutch2017).unwrap(),
            "\"Dutch2017\""
        );
    }
}
