//! The initial colour (drawn by lot before round 1; C.04.5 art. 4.1)
//! and the pairing order: `152` (TRF-2026) and `XXC` (JaVaFo), which must
//! agree; without either, inferred from the first round.

use super::lines::{set_once, Line};
use super::Reader;
use crate::model::{Colour, RoundEntry};
use crate::trf::error::{Expected, Topic, TrfError, TrfErrorKind, TrfWarningKind};

impl Reader {
    /// `152`: `W` or `B`.
    pub(super) fn colour_152(&mut self, line: &Line) -> Result<(), TrfError> {
        let toks = line.tokens(4);
        let c = match toks.as_slice() {
            [(_, t)] if t.eq_ignore_ascii_case("w") => Colour::White,
            [(_, t)] if t.eq_ignore_ascii_case("b") => Colour::Black,
            _ => return Err(line.err(5, Expected::InitialColour, line.rest(5))),
        };
        set_once(
            &mut self.colour_152,
            c,
            line.no,
            "152",
            Some(Topic::InitialColour),
        )
    }

    /// `XXC`: `white1` or `black1`, and/or `rank`.
    pub(super) fn xxc(&mut self, line: &Line) -> Result<(), TrfError> {
        for (c, t) in line.tokens(4) {
            match t.to_ascii_lowercase().as_str() {
                "white1" => set_once(&mut self.colour_xxc, Colour::White, line.no, "XXC", None)?,
                "black1" => set_once(&mut self.colour_xxc, Colour::Black, line.no, "XXC", None)?,
                "rank" => {
                    if !self.rank_order {
                        self.warn(line.no, TrfWarningKind::RankOrderIgnored);
                    }
                    self.rank_order = true;
                }
                _ => return Err(line.err(c, Expected::ColourKeyword, t)),
            }
        }
        Ok(())
    }

    /// The initial colour: `XXC` and `152` agree; without either, inferred
    /// from the round entries, with a warning.
    pub(super) fn initial_colour(&mut self) -> Result<Colour, TrfError> {
        Ok(match (&self.colour_xxc, &self.colour_152) {
            (Some(a), Some(b)) if a.value != b.value => {
                return Err(TrfError::new(
                    a.line.max(b.line),
                    1,
                    TrfErrorKind::Conflict {
                        record: "XXC / 152",
                        topic: Some(Topic::InitialColour),
                        other_line: a.line.min(b.line),
                    },
                ))
            }
            (Some(a), _) => a.value,
            (None, Some(b)) => b.value,
            (None, None) => {
                let c = self.infer_initial_colour();
                self.warn(0, TrfWarningKind::InitialColourAssumed(c));
                c
            }
        })
    }

    /// bbpPairings' rule when no colour is given: the first round with a colour,
    /// the highest player paired in it; the colour is reversed for each player
    /// skipped who had no colour there.
    fn infer_initial_colour(&self) -> Colour {
        let players = || self.players.iter().map(|p| &p.player);
        let first = players()
            .filter_map(|p| {
                p.rounds
                    .iter()
                    .position(|e| matches!(e, RoundEntry::Game { .. }))
            })
            .min();
        let Some(k) = first else {
            return Colour::White;
        };
        let mut flip = false;
        for p in players() {
            let played_by_then = p.rounds.iter().take(k + 1).any(RoundEntry::is_paired);
            if !played_by_then {
                continue;
            }
            if let Some(RoundEntry::Game { colour, .. }) = p.rounds.get(k) {
                return if flip { colour.opposite() } else { *colour };
            }
            flip = !flip;
        }
        Colour::White
    }
}
