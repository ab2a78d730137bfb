//! What one round's pairing needs to know of each player, under the classic
//! texts: score, A2 rank, colours (F2/F3), preference (A7), floats (A4,
//! B1b), bye eligibility (B1b), opponents met (B1a).

use super::{ForfeitFloats, Share, Text};
use crate::model::{
    ByeKind, Colour, GameResult, InvalidReason, PairingError, Points, RoundEntry, Tournament, Tpn,
};
use crate::swiss::{ColourHistory, ColourPreference, Float, Strength};

/// One player to be paired.
#[derive(Debug, Clone)]
pub struct Player {
    pub tpn: Tpn,
    /// Score before the round (pairing score).
    pub score: Points,
    /// Colours of games actually played, unplayed rounds removed (F2, F3;
    /// reading R25).
    pub colours: ColourHistory,
    /// A7.a–c (reading R4); `None`: no game played yet (A7.f).
    pub preference: Option<ColourPreference>,
    /// Float of each previous round, index = round − 1 (reading R2).
    pub floats: Vec<Option<Float>>,
    /// B1b (reading R3): may still be exempt.
    pub bye_ok: bool,
    /// Rounds without a game actually played.
    pub unplayed: u32,
    /// A10 (reading R22).
    pub topscorer: bool,
}

impl Player {
    /// The float received `back` rounds before this one.
    pub fn float_before(&self, back: usize) -> Option<Float> {
        crate::swiss::history::float_before(&self.floats, back)
    }
    /// A preference of at least `min` strength for a colour.
    pub fn wants(&self, min: Strength) -> Option<Colour> {
        self.preference
            .filter(|p| p.strength >= min)
            .map(|p| p.colour)
    }
}

/// The round being paired.
#[derive(Debug, Clone)]
pub struct Ctx {
    pub round: u32,
    /// Players to pair, in A2 order (score desc, TPN asc: reading R1).
    pub players: Vec<Player>,
    /// B1a and forbidden pairs: `compat[a * n + b]` (indices into `players`).
    compat: Vec<bool>,
    /// One win's points (D4: the bye's opponent is one point below).
    pub win: Points,
    /// The colour drawn by lot (A7, E5).
    pub lot: Colour,
    pub text: &'static Text,
}

fn invalid(round: u32, reason: InvalidReason) -> PairingError {
    PairingError::InvalidState { round, reason }
}

impl Ctx {
    pub fn len(&self) -> usize {
        self.players.len()
    }
    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }
    /// B1a (and the event's forbidden pairs): `a` and `b` may meet.
    pub fn compatible(&self, a: usize, b: usize) -> bool {
        self.compat[a * self.players.len() + b]
    }
    pub fn even_round(&self) -> bool {
        self.round.is_multiple_of(2)
    }
    /// The text has a Z budget in this round (2008: even rounds; BAF 77:
    /// every round; 2006: none).
    pub fn z_round(&self) -> bool {
        match self.text.z_budget {
            super::ZRounds::Never => false,
            super::ZRounds::Even => self.even_round(),
            super::ZRounds::Every => true,
        }
    }

    /// Builds the round's context; a history the text cannot read is an
    /// error naming the player and the round.
    pub fn build(t: &Tournament, round: u32, text: &'static Text) -> Result<Ctx, PairingError> {
        crate::swiss::history::check_round_to_pair(t, round)?;
        // Earlier rounds: entries must agree with their opponents'.
        for p in &t.players {
            for r in 1..round {
                if let RoundEntry::Game { opponent, .. } = p.round(r) {
                    let Some(o) = t.player(opponent) else {
                        return Err(invalid(
                            round,
                            InvalidReason::UnknownPlayer { tpn: opponent },
                        ));
                    };
                    if o.round(r).opponent() != Some(p.tpn) {
                        return Err(invalid(
                            round,
                            InvalidReason::EntryMismatch {
                                round: r,
                                tpn: p.tpn,
                                opponent,
                            },
                        ));
                    }
                }
            }
        }
        let all = t.players.len();
        // Scores before each round, the points given outside the games
        // (TRF `299`) included.
        let mut before = vec![vec![Points::ZERO; all]; round as usize];
        for (i, p) in t.players.iter().enumerate() {
            for (r, score) in t.running_scores(p, round - 1).into_iter().enumerate() {
                before[r][i] = score;
            }
        }
        let max_score = Points(t.points.win.0 * (round - 1));
        let last_round = t.total_rounds > 0 && round == t.total_rounds;
        let mut players = Vec::new();
        let mut index_of = vec![usize::MAX; all];
        for (i, p) in t.players.iter().enumerate() {
            let mut colours = Vec::new();
            let mut floats = Vec::new();
            let mut bye_ok = true;
            let mut unplayed = 0;
            for r in 1..round {
                let entry = p.round(r);
                let float = match entry {
                    RoundEntry::Game {
                        opponent,
                        colour,
                        result,
                    } if result.is_played() => {
                        colours.push(colour);
                        let own = before[r as usize - 1][i];
                        let theirs = before[r as usize - 1][opponent.index()];
                        // A4: the higher score floats down, the lower up.
                        match own.cmp(&theirs) {
                            std::cmp::Ordering::Greater => Some(Float::Down),
                            std::cmp::Ordering::Less => Some(Float::Up),
                            std::cmp::Ordering::Equal => None,
                        }
                    }
                    // 2006 A4: the marks are written on the pairing card
                    // when the pair is made, and nothing takes them back
                    // when the game is not played (reading O3).
                    RoundEntry::Game {
                        opponent, result, ..
                    } if text.forfeit_floats == ForfeitFloats::AsPaired => {
                        unplayed += 1;
                        if result == GameResult::ForfeitWin {
                            bye_ok = false; // B1b
                        }
                        let own = before[r as usize - 1][i];
                        let theirs = before[r as usize - 1][opponent.index()];
                        match own.cmp(&theirs) {
                            std::cmp::Ordering::Greater => Some(Float::Down),
                            std::cmp::Ordering::Less => Some(Float::Up),
                            std::cmp::Ordering::Equal => None,
                        }
                    }
                    // B1b: a bye or a win because the opponent did not
                    // appear (readings R2, R3; BAF 78: the forfeit winner
                    // is a downfloater, the loser no floater).
                    RoundEntry::Bye(ByeKind::PairingAllocated)
                    | RoundEntry::Game {
                        result: GameResult::ForfeitWin,
                        ..
                    } => {
                        unplayed += 1;
                        bye_ok = false;
                        Some(Float::Down)
                    }
                    _ => {
                        unplayed += 1;
                        None
                    }
                };
                floats.push(float);
            }
            if p.withdrawn_from.is_some_and(|w| w <= round) {
                continue;
            }
            match p.round(round) {
                RoundEntry::NotPaired => {}
                RoundEntry::Bye(ByeKind::PairingAllocated) | RoundEntry::Game { .. } => {
                    return Err(invalid(round, InvalidReason::AlreadyPaired { tpn: p.tpn }))
                }
                RoundEntry::Bye(_) => continue, // F5: an announced absence
            }
            let colours = ColourHistory(colours);
            let score = before[round as usize - 1][i];
            let over_half = last_round && score.0 * 2 > max_score.0;
            let mut preference = colours.preference();
            // French A7.a, last line: no absolute preference over 50 % in
            // the last round (reading O10).
            if over_half && text.last_round.no_absolute_over_half {
                preference = preference.map(|q| match q.strength {
                    Strength::Absolute => ColourPreference {
                        colour: q.colour,
                        strength: if colours.difference() == 0 {
                            Strength::Mild
                        } else {
                            Strength::Strong
                        },
                    },
                    _ => q,
                });
            }
            // 2006 and French notes after B6: B5 and B6 do not apply to
            // players over 50 % in the last round (reading O10).
            if over_half && text.last_round.no_floats_over_half {
                floats.iter_mut().for_each(|f| *f = None);
            }
            index_of[i] = players.len();
            players.push(Player {
                tpn: p.tpn,
                score,
                preference,
                colours,
                floats,
                bye_ok,
                unplayed,
                // A10 (2008): more than 50 % of the maximum possible
                // score when the last round is paired (reading R22); the
                // 2006 note: "a score of 50%" (reading O10).
                topscorer: last_round
                    && match text.last_round.b2 {
                        Share::OverHalf => score.0 * 2 > max_score.0,
                        Share::Half => score.0 * 2 == max_score.0,
                    },
            });
        }
        // A2 order (reading R1): score, then pairing number.
        let mut order: Vec<usize> = (0..players.len()).collect();
        crate::sort::positions_by_key(&mut order, |k| {
            (std::cmp::Reverse(players[k].score), players[k].tpn)
        });
        let players: Vec<Player> = order.iter().map(|&k| players[k].clone()).collect();
        for (new, &old) in order.iter().enumerate() {
            // index_of maps tournament index to the new position.
            let ti = players[new].tpn.index();
            debug_assert_eq!(index_of[ti], old);
            index_of[ti] = new;
        }
        let n = players.len();
        let mut compat = vec![true; n * n];
        for a in 0..n {
            compat[a * n + a] = false;
            let p = &t.players[players[a].tpn.index()];
            for r in 1..round {
                if let Some((o, _, _)) = p.round(r).played_game() {
                    let b = index_of[o.index()];
                    if b != usize::MAX {
                        compat[a * n + b] = false;
                        compat[b * n + a] = false;
                    }
                }
            }
        }
        // The pairs the event forbids in this round (TRF `260` with its range).
        for (x, y) in t.forbidden_in(round) {
            let (a, b) = (
                index_of.get(x.index()).copied().unwrap_or(usize::MAX),
                index_of.get(y.index()).copied().unwrap_or(usize::MAX),
            );
            if a != usize::MAX && b != usize::MAX {
                compat[a * n + b] = false;
                compat[b * n + a] = false;
            }
        }
        Ok(Ctx {
            round,
            players,
            compat,
            win: t.points.win,
            lot: t.initial_colour,
            text,
        })
    }
}
