//! Entering, correcting and deleting players, and their pairing numbers
//! (C.04.2 art. 2.2–2.4).

use super::error::ArbiterError;
use crate::model::{Player, RoundEntry, Title, Tournament, Tpn};

/// Pairing numbers may not be reassigned once this round has been paired
/// (C.04.2 art. 2.3).
pub const LAST_ROUND_FOR_RENUMBERING: u32 = 4;

/// A player as typed by the arbiter, before getting a pairing number.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NewPlayer {
    pub name: String,
    pub rating: u32,
    pub title: Title,
    pub federation: String,
    /// From the FIDE rating list when picked there (blank otherwise).
    pub fide_id: Option<u64>,
    pub sex: Option<char>,
    /// As [`Player::birth_date`] (the rating list gives the year).
    pub birth_date: String,
}

/// A line of a pasted list that could not be read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineError {
    /// 1-based.
    pub line: usize,
    pub kind: LineErrorKind,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LineErrorKind {
    EmptyName,
    /// The rating is not a whole number from 0 to 4000.
    BadRating(String),
}

/// Reads a rating field: blank is unrated (0).
pub fn parse_rating(s: &str) -> Option<u32> {
    let s = s.trim();
    if s.is_empty() {
        return Some(0);
    }
    s.parse::<u32>().ok().filter(|r| *r <= 4000)
}

/// Reads a pasted list, one player a line: `Name, rating` (the rating may
/// be left out; optional third and fourth fields are title and federation).
/// Blank lines are skipped. Gives the good players and the bad lines.
pub fn parse_player_list(text: &str) -> (Vec<NewPlayer>, Vec<LineError>) {
    let mut good = Vec::new();
    let mut bad = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let mut fields = line.split([',', ';', '\t']).map(str::trim);
        let name = fields.next().unwrap_or_default();
        let rating = fields.next().unwrap_or_default();
        let title = fields.next().unwrap_or_default();
        let federation = fields.next().unwrap_or_default();
        if name.is_empty() {
            bad.push(LineError {
                line: i + 1,
                kind: LineErrorKind::EmptyName,
            });
            continue;
        }
        let Some(rating) = parse_rating(rating) else {
            bad.push(LineError {
                line: i + 1,
                kind: LineErrorKind::BadRating(rating.to_owned()),
            });
            continue;
        };
        good.push(NewPlayer {
            name: name.to_owned(),
            rating,
            title: Title::parse(title),
            federation: federation.to_ascii_uppercase(),
            ..NewPlayer::default()
        });
    }
    (good, bad)
}

/// Can pairing numbers still be reassigned (C.04.2 art. 2.3)?
pub fn can_renumber(t: &Tournament) -> bool {
    t.rounds_paired() < LAST_ROUND_FOR_RENUMBERING
}

/// Adds players at the end, then reassigns pairing numbers (art. 2.2) while
/// that is allowed. Refused as a whole if a name is empty.
///
/// Players added once rounds are paired are late entries (C.04.2 art. 2.4):
/// every round already paired is entered for them as a zero-point absence
/// (`Z`: not paired, no points), or a half-point bye where the event says
/// so ([`Tournament::late_entry_rounds`]), and they are paired from the
/// next round.
pub fn add_players(t: &mut Tournament, new: &[NewPlayer]) -> Result<(), ArbiterError> {
    if new.iter().any(|p| p.name.trim().is_empty()) {
        return Err(ArbiterError::EmptyName);
    }
    let missed = t.rounds_paired();
    for p in new {
        let mut player = Player::new(Tpn::from_index(t.players.len()), p.name.trim());
        player.rating = p.rating;
        player.title = p.title;
        player.federation = p.federation.trim().to_owned();
        player.fide_id = p.fide_id;
        player.sex = p.sex;
        player.birth_date = p.birth_date.clone();
        for round in 1..=missed {
            player.set_round(round, RoundEntry::Bye(t.late_entry_rounds.bye()));
        }
        t.players.push(player);
    }
    if can_renumber(t) {
        renumber(t)?;
    }
    Ok(())
}

/// Sorts the players by C.04.2 art. 2.2 (rating descending, then title
/// GM, IM, WGM, FM, WIM, CM, WFM, WCM, none, then name) and gives them
/// pairing numbers in that order; opponents, forbidden pairs follow.
pub fn renumber(t: &mut Tournament) -> Result<(), ArbiterError> {
    if !can_renumber(t) {
        return Err(ArbiterError::RenumberingClosed);
    }
    let mut order: Vec<usize> = (0..t.players.len()).collect();
    sort_by_art_2_2(t, &mut order);
    // new_tpn[old index] = new TPN
    let mut new_tpn = vec![Tpn(0); t.players.len()];
    for (new_i, &old_i) in order.iter().enumerate() {
        new_tpn[old_i] = Tpn::from_index(new_i);
    }
    let map = |tpn: Tpn| new_tpn.get(tpn.index()).copied().unwrap_or(tpn);
    let mut players: Vec<Player> = order.iter().map(|&i| t.players[i].clone()).collect();
    for p in &mut players {
        p.tpn = map(p.tpn);
        for e in &mut p.rounds {
            if let RoundEntry::Game { opponent, .. } = e {
                *opponent = map(*opponent);
            }
        }
    }
    for (a, b) in &mut t.forbidden_pairs {
        *a = map(*a);
        *b = map(*b);
    }
    for f in &mut t.forbidden_in_rounds {
        f.a = map(f.a);
        f.b = map(f.b);
    }
    for adj in &mut t.adjustments {
        for p in &mut adj.players {
            *p = map(*p);
        }
    }
    t.players = players;
    Ok(())
}

/// A player's details as corrected by the arbiter.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PlayerEdit {
    pub name: String,
    pub rating: u32,
    pub title: Title,
    pub federation: String,
    pub fide_id: Option<u64>,
}

/// Reads a FIDE id field: blank is none; otherwise digits only.
pub fn parse_fide_id(s: &str) -> Option<Option<u64>> {
    let s = s.trim();
    if s.is_empty() {
        return Some(None);
    }
    if !s.chars().all(|c| c.is_ascii_digit()) || s.len() > 11 {
        return None;
    }
    s.parse().ok().map(Some)
}

/// Corrects a player's details. Pairing numbers then follow the corrected
/// data while that is allowed (C.04.2 art. 2.3: until round 4 is paired).
/// Gives the player's pairing number afterwards.
pub fn edit_player(t: &mut Tournament, tpn: Tpn, edit: &PlayerEdit) -> Result<Tpn, ArbiterError> {
    if edit.name.trim().is_empty() {
        return Err(ArbiterError::EmptyName);
    }
    let p = t
        .players
        .get_mut(tpn.index())
        .ok_or(ArbiterError::UnknownPlayer(tpn))?;
    p.name = edit.name.trim().to_owned();
    p.rating = edit.rating;
    p.title = edit.title;
    p.federation = edit.federation.trim().to_ascii_uppercase();
    p.fide_id = edit.fide_id;
    if !can_renumber(t) {
        return Ok(tpn);
    }
    // The new order, computed as `renumber` does, locates the player.
    let mut order: Vec<usize> = (0..t.players.len()).collect();
    sort_by_art_2_2(t, &mut order);
    renumber(t)?;
    let new_index = order.iter().position(|&i| i == tpn.index()).unwrap_or(0);
    Ok(Tpn::from_index(new_index))
}

/// Was `tpn` ever paired (a game, even forfeited, or the pairing-allocated bye)?
pub fn was_paired(t: &Tournament, tpn: Tpn) -> bool {
    t.player(tpn)
        .is_some_and(|p| p.rounds.iter().any(|e| e.is_paired()))
}

/// Deletes a player who was never paired. The later pairing numbers move
/// up by one; once numbers are fixed (C.04.2 art. 2.3) only the last
/// player can be deleted, since the others' numbers would change.
pub fn delete_player(t: &mut Tournament, tpn: Tpn) -> Result<(), ArbiterError> {
    if t.player(tpn).is_none() {
        return Err(ArbiterError::UnknownPlayer(tpn));
    }
    if was_paired(t, tpn) {
        return Err(ArbiterError::PlayerWasPaired(tpn));
    }
    let renumbering = can_renumber(t);
    if !renumbering && tpn.index() + 1 != t.players.len() {
        return Err(ArbiterError::RenumberingClosed);
    }
    t.players.remove(tpn.index());
    let shift = |x: Tpn| if x > tpn { Tpn(x.0 - 1) } else { x };
    for p in &mut t.players {
        p.tpn = shift(p.tpn);
        for e in &mut p.rounds {
            if let RoundEntry::Game { opponent, .. } = e {
                *opponent = shift(*opponent);
            }
        }
    }
    t.forbidden_pairs.retain(|(a, b)| *a != tpn && *b != tpn);
    for (a, b) in &mut t.forbidden_pairs {
        *a = shift(*a);
        *b = shift(*b);
    }
    t.forbidden_in_rounds.retain(|f| f.a != tpn && f.b != tpn);
    for f in &mut t.forbidden_in_rounds {
        f.a = shift(f.a);
        f.b = shift(f.b);
    }
    for adj in &mut t.adjustments {
        adj.players.retain(|&p| p != tpn);
        for p in &mut adj.players {
            *p = shift(*p);
        }
    }
    t.adjustments.retain(|a| !a.players.is_empty());
    if renumbering {
        renumber(t)?;
    }
    Ok(())
}

/// Orders player indices by C.04.2 art. 2.2 (ties: current order).
fn sort_by_art_2_2(t: &Tournament, order: &mut [usize]) {
    crate::sort::positions_by(order, |a, b| {
        let (pa, pb) = (&t.players[a], &t.players[b]);
        pb.rating
            .cmp(&pa.rating)
            .then(pa.title.cmp(&pb.title))
            .then_with(|| pa.name.to_lowercase().cmp(&pb.name.to_lowercase()))
            .then(pa.name.cmp(&pb.name))
            .then(a.cmp(&b))
    });
}
