//! Tournament section records: the event's texts (`012`…`122`), round
//! dates (`132`) and the pairing system (`192`, or a `092` that holds a
//! `192` code).

use super::lines::{set_once, text, Line};
use super::{Reader, MAX_ROUNDS};
use crate::model::{EventInfo, SystemKind};
use crate::trf::error::{Quantity, Topic, TrfError, TrfErrorKind};

/// Reads a `192` (or `092`) system code: `FIDE_DUTCH_2025[_BAKU]`, … .
pub fn parse_system_code(code: &str) -> Option<(SystemKind, bool)> {
    SystemKind::from_trf_code(code)
}

/// The system a file is read as: what it names, and what it is read with.
pub(super) struct SystemChoice {
    /// Record `192`, or failing that a `092` line holding one of the `192`
    /// codes.
    pub declared: Option<(SystemKind, bool)>,
    /// The declared system, else the caller's default, else the default.
    pub system: SystemKind,
    /// Baku acceleration (C.04.7) asked for by the `192` code.
    pub baku: bool,
    /// A Double-Swiss file (C.04.5): two TRF rounds (game columns) per match.
    pub matches: bool,
}

impl Reader {
    /// `012`, `022`, … : a text given once (or repeated identically).
    pub(super) fn info_text(
        &mut self,
        line: &Line,
        code: &'static str,
        field: impl FnOnce(&mut EventInfo) -> &mut String,
    ) -> Result<(), TrfError> {
        let v = text(&line.rest(4));
        if let Some((old, old_line)) = self.info_seen.get(code) {
            if *old != v {
                return Err(TrfError::new(
                    line.no,
                    1,
                    TrfErrorKind::Conflict {
                        record: code,
                        topic: None,
                        other_line: *old_line,
                    },
                ));
            }
            return Ok(());
        }
        self.info_seen.insert(code, (v.clone(), line.no));
        *field(&mut self.info) = v;
        Ok(())
    }

    /// `132`: the dates of the rounds, once.
    pub(super) fn round_dates(&mut self, line: &Line) -> Result<(), TrfError> {
        if !self.info.round_dates.is_empty() {
            return Err(TrfError::new(
                line.no,
                1,
                TrfErrorKind::Conflict {
                    record: "132",
                    topic: Some(Topic::RoundDates),
                    other_line: self.info_seen.get("132").map_or(0, |s| s.1),
                },
            ));
        }
        self.info_seen.insert("132", (String::new(), line.no));
        let dates: Vec<String> = text(&line.rest(4))
            .split_whitespace()
            .map(str::to_string)
            .collect();
        if dates.len() > MAX_ROUNDS as usize {
            return Err(line.out_of_range(
                4,
                Quantity::RoundDates,
                dates.len() as u64,
                u64::from(MAX_ROUNDS),
            ));
        }
        self.info.round_dates = dates;
        Ok(())
    }

    /// `192`: the pairing system, once.
    pub(super) fn system_192(&mut self, line: &Line) -> Result<(), TrfError> {
        let code = line.rest(4);
        let sys = parse_system_code(&code).ok_or_else(|| {
            TrfError::new(
                line.no,
                5,
                TrfErrorKind::UnknownSystem(code.trim().to_string()),
            )
        })?;
        set_once(
            &mut self.system_192,
            sys,
            line.no,
            "192",
            Some(Topic::PairingSystem),
        )
    }

    /// `092` (tournament type): kept as it is; a `192` code in it names
    /// the system when there is no `192`.
    pub(super) fn system_092(&mut self, line: &Line) {
        if let Some(sys) = parse_system_code(&line.rest(4)) {
            self.system_092.get_or_insert(sys);
        }
        self.keep_verbatim(line);
    }

    /// The system of the file (`192`, else a `092` code, else the caller's
    /// default). It decides the layout of the round columns: a Double-Swiss
    /// file has two per match, game 1 then game 2 (see `apply_matches`).
    pub(super) fn system(&self) -> SystemChoice {
        let declared = self
            .system_192
            .as_ref()
            .map(|o| o.value)
            .or(self.system_092);
        let (system, baku) = declared
            .or(self.default_system.map(|k| (k, false)))
            .unwrap_or((SystemKind::default(), false));
        SystemChoice {
            declared,
            system,
            baku,
            matches: system.info().scoring == crate::model::Scoring::Matches,
        }
    }
}
