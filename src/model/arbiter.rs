//! The arbiter's everyday changes to a tournament: entering players, pairing
//! numbers (C.04.2 art. 2.2–2.3), writing a round's pairing and its results.
//!
//! Plain functions over [`Tournament`]: no UI, no storage, no panics on input.

use super::colour::Colour;
use super::player::{Player, Title, Tpn};
use super::round::{ByeKind, GameResult, RoundEntry};
use super::tournament::Tournament;
use crate::model::{sort_boards, Board, Pairing};

/// Pairing numbers may not be reassigned once this round has been paired
/// (C.04.2 art. 2.3).
pub const LAST_ROUND_FOR_RENUMBERING: u32 = 4;

/// Why a change was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ArbiterError {
    EmptyName,
    /// Pairing numbers cannot change once round 4 is paired (C.04.2 art. 2.3).
    RenumberingClosed,
    UnknownPlayer(Tpn),
    /// Round `round` still has `open` boards without a result.
    ResultsMissing {
        round: u32,
        open: usize,
    },
    /// Round `round` has results: it cannot be paired again.
    RoundHasResults {
        round: u32,
    },
    /// The round asked for is not the next one to pair (or to re-pair).
    WrongRound {
        round: u32,
        next: u32,
    },
    /// No board of round `round` has this player as White.
    NoSuchBoard {
        round: u32,
        white: Tpn,
    },
    /// The player was paired in a round (a game or the pairing-allocated
    /// bye): they are in the results and cannot be deleted; withdraw them.
    PlayerWasPaired(Tpn),
    /// Round `round` is already paired: an absence for it can no longer
    /// be entered or removed (C.04.2 art. 4.4: published pairings stay).
    RoundAlreadyPaired {
        round: u32,
    },
    /// The tournament has no round `round` (it has `total`).
    NoSuchRound {
        round: u32,
        total: u32,
    },
    /// The pairing-allocated bye is given by the pairing, not entered by hand.
    NotAnAbsence,
    /// ½-0, 0-½ and 0-0 exist only in a Double-Swiss game (C.04.5 Preface).
    MatchOnlyResult,
    /// The event's regulations do not allow full-point byes
    /// ([`Tournament::full_point_byes`]).
    FullPointByeNotAllowed,
}

/// A player as typed by the arbiter, before getting a pairing number.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct NewPlayer {
    pub name: String,
    pub rating: u32,
    pub title: Title,
    pub federation: String,
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
    let missed = t.rounds_paired() as usize;
    for p in new {
        let mut player = Player::new(Tpn::from_index(t.players.len()), p.name.trim());
        player.rating = p.rating;
        player.title = p.title;
        player.federation = p.federation.trim().to_owned();
        player.rounds = vec![RoundEntry::Bye(t.late_entry_rounds.bye()); missed];
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
    if renumbering {
        renumber(t)?;
    }
    Ok(())
}

/// A known absence or a requested bye for a round not paired yet
/// (C.04.2 art. 3.3): `H` (half point), `Z` (zero), `F` (full point, only
/// where [`Tournament::full_point_byes`] says the event allows it); `None`
/// removes it. The pairing-allocated bye is not entered by hand.
pub fn set_absence(
    t: &mut Tournament,
    tpn: Tpn,
    round: u32,
    kind: Option<ByeKind>,
) -> Result<(), ArbiterError> {
    if t.player(tpn).is_none() {
        return Err(ArbiterError::UnknownPlayer(tpn));
    }
    if round == 0 || round > t.total_rounds {
        return Err(ArbiterError::NoSuchRound {
            round,
            total: t.total_rounds,
        });
    }
    if round <= t.rounds_paired() {
        return Err(ArbiterError::RoundAlreadyPaired { round });
    }
    let entry = match kind {
        None => RoundEntry::NotPaired,
        Some(ByeKind::PairingAllocated) => return Err(ArbiterError::NotAnAbsence),
        Some(ByeKind::FullPoint) if !t.full_point_byes => {
            return Err(ArbiterError::FullPointByeNotAllowed)
        }
        Some(k) => RoundEntry::Bye(k),
    };
    set_entry(t, tpn, round, entry);
    if let Some(p) = t.players.get_mut(tpn.index()) {
        while p.rounds.last() == Some(&RoundEntry::NotPaired) {
            p.rounds.pop();
        }
    }
    Ok(())
}

/// The absences entered for rounds not paired yet: (round, player, kind).
pub fn planned_absences(t: &Tournament) -> Vec<(u32, Tpn, ByeKind)> {
    let paired = t.rounds_paired();
    let mut out = Vec::new();
    for p in &t.players {
        for r in paired + 1..=t.total_rounds {
            if let RoundEntry::Bye(k) = p.round(r) {
                out.push((r, p.tpn, k));
            }
        }
    }
    out.sort_by_key(|a| (a.0, a.1));
    out
}

/// Orders player indices by C.04.2 art. 2.2 (ties: current order).
fn sort_by_art_2_2(t: &Tournament, order: &mut [usize]) {
    order.sort_by(|&a, &b| {
        let (pa, pb) = (&t.players[a], &t.players[b]);
        pb.rating
            .cmp(&pa.rating)
            .then(pa.title.cmp(&pb.title))
            .then_with(|| pa.name.to_lowercase().cmp(&pb.name.to_lowercase()))
            .then(pa.name.cmp(&pb.name))
            .then(a.cmp(&b))
    });
}

/// Withdraws `tpn`: not paired from round `from` on.
pub fn withdraw(t: &mut Tournament, tpn: Tpn, from: u32) -> Result<(), ArbiterError> {
    let p = t
        .players
        .get_mut(tpn.index())
        .ok_or(ArbiterError::UnknownPlayer(tpn))?;
    p.withdrawn_from = Some(from.max(1));
    Ok(())
}

/// Cancels a withdrawal.
pub fn reinstate(t: &mut Tournament, tpn: Tpn) -> Result<(), ArbiterError> {
    let p = t
        .players
        .get_mut(tpn.index())
        .ok_or(ArbiterError::UnknownPlayer(tpn))?;
    p.withdrawn_from = None;
    Ok(())
}

/// The result of a board as the arbiter enters it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum BoardResult {
    WhiteWins,
    Draw,
    BlackWins,
    /// `+/−`: White wins by forfeit.
    WhiteForfeitWin,
    /// `−/+`
    BlackForfeitWin,
    /// `−/−`
    DoubleForfeit,
    /// Played but not rated (e.g. fewer than two moves; TRF `W`/`L`).
    WhiteWinsUnrated,
    /// TRF `D`/`D`.
    DrawUnrated,
    /// TRF `L`/`W`.
    BlackWinsUnrated,
    /// `½-0`: White scores a draw, Black nothing (TRF `=`/`0`). A
    /// Double-Swiss game only (C.04.5 Preface: ½-0, 0-½ and 0-0 may occur).
    WhiteHalfBlackZero,
    /// `0-½` (TRF `0`/`=`), Double-Swiss only.
    BlackHalfWhiteZero,
    /// `0-0`: both lose a game that was played (TRF `0`/`0`), Double-Swiss
    /// only.
    BothLose,
    /// Not entered yet (to undo a result).
    Pending,
}

impl BoardResult {
    pub const ALL: [BoardResult; 6] = [
        BoardResult::WhiteWins,
        BoardResult::Draw,
        BoardResult::BlackWins,
        BoardResult::WhiteForfeitWin,
        BoardResult::BlackForfeitWin,
        BoardResult::DoubleForfeit,
    ];

    /// The results of White and Black.
    pub const fn games(self) -> (GameResult, GameResult) {
        use GameResult::*;
        match self {
            BoardResult::WhiteWins => (Win, Loss),
            BoardResult::Draw => (Draw, Draw),
            BoardResult::BlackWins => (Loss, Win),
            BoardResult::WhiteForfeitWin => (ForfeitWin, ForfeitLoss),
            BoardResult::BlackForfeitWin => (ForfeitLoss, ForfeitWin),
            BoardResult::DoubleForfeit => (ForfeitLoss, ForfeitLoss),
            BoardResult::WhiteWinsUnrated => (UnratedWin, UnratedLoss),
            BoardResult::DrawUnrated => (UnratedDraw, UnratedDraw),
            BoardResult::BlackWinsUnrated => (UnratedLoss, UnratedWin),
            BoardResult::WhiteHalfBlackZero => (Draw, Loss),
            BoardResult::BlackHalfWhiteZero => (Loss, Draw),
            BoardResult::BothLose => (Loss, Loss),
            BoardResult::Pending => (Pending, Pending),
        }
    }

    /// Played games that are not rated (short games), entered apart.
    pub const UNRATED: [BoardResult; 3] = [
        BoardResult::WhiteWinsUnrated,
        BoardResult::DrawUnrated,
        BoardResult::BlackWinsUnrated,
    ];

    /// Game results that only a Double-Swiss game may have (C.04.5
    /// Preface: "½-0, 0-½ or 0-0"); a Dutch board refuses them, as the TRF
    /// reader does.
    pub const DOUBLE_SWISS_ONLY: [BoardResult; 3] = [
        BoardResult::WhiteHalfBlackZero,
        BoardResult::BlackHalfWhiteZero,
        BoardResult::BothLose,
    ];

    /// The board result from White's and Black's entries.
    pub fn from_games(white: GameResult, black: GameResult) -> BoardResult {
        use GameResult::*;
        match (white, black) {
            (Draw, Loss) => BoardResult::WhiteHalfBlackZero,
            (Loss, Draw) => BoardResult::BlackHalfWhiteZero,
            (Loss, Loss) => BoardResult::BothLose,
            (Win, _) => BoardResult::WhiteWins,
            (Draw, _) => BoardResult::Draw,
            (Loss, _) => BoardResult::BlackWins,
            (UnratedWin, _) => BoardResult::WhiteWinsUnrated,
            (UnratedDraw, _) => BoardResult::DrawUnrated,
            (UnratedLoss, _) => BoardResult::BlackWinsUnrated,
            (ForfeitWin, _) => BoardResult::WhiteForfeitWin,
            (ForfeitLoss, ForfeitWin) => BoardResult::BlackForfeitWin,
            (ForfeitLoss, _) => BoardResult::DoubleForfeit,
            (Pending, _) => BoardResult::Pending,
        }
    }
}

/// One board of a paired round, as stored in the players' entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RoundBoard {
    pub board: Board,
    pub result: BoardResult,
}

/// The boards of round `round` in publication order (C.04.2 art. 3.6, by
/// the scores before the round), and the player with the
/// pairing-allocated bye.
pub fn round_boards(t: &Tournament, round: u32) -> (Vec<RoundBoard>, Option<Tpn>) {
    let mut boards = Vec::new();
    let mut bye = None;
    for p in &t.players {
        match p.round(round) {
            RoundEntry::Game {
                opponent,
                colour: Colour::White,
                result,
            } => {
                let black = t
                    .player(opponent)
                    .map(|o| o.round(round))
                    .and_then(|e| match e {
                        RoundEntry::Game { result, .. } => Some(result),
                        _ => None,
                    })
                    .unwrap_or(GameResult::Pending);
                boards.push(RoundBoard {
                    board: Board {
                        white: p.tpn,
                        black: opponent,
                    },
                    result: BoardResult::from_games(result, black),
                });
            }
            RoundEntry::Bye(ByeKind::PairingAllocated) => bye = Some(p.tpn),
            _ => {}
        }
    }
    let before = round.saturating_sub(1);
    let mut plain: Vec<Board> = boards.iter().map(|b| b.board).collect();
    sort_boards(&mut plain, |tpn| t.score_after(tpn, before));
    let ordered = plain
        .iter()
        .filter_map(|b| boards.iter().find(|rb| rb.board == *b).copied())
        .collect();
    (ordered, bye)
}

/// How many boards of round `round` have no result yet.
pub fn open_boards(t: &Tournament, round: u32) -> usize {
    round_boards(t, round)
        .0
        .iter()
        .filter(|b| b.result == BoardResult::Pending)
        .count()
}

/// Has any result of round `round` been entered? (Double-Swiss: any game
/// of a match, C.04.5 Preface.)
pub fn has_results(t: &Tournament, round: u32) -> bool {
    round_boards(t, round)
        .0
        .iter()
        .any(|b| b.result != BoardResult::Pending)
        || t.players.iter().any(|p| p.match_games_in(round).is_some())
}

/// The round "Pair" works on: the last paired round while it has no result
/// (a re-pair), otherwise the next one.
pub fn next_round(t: &Tournament) -> u32 {
    t.rounds_paired() + 1
}

/// May round `round` be paired now? It must be the next round, and the
/// previous round must be complete.
pub fn check_can_pair(t: &Tournament, round: u32) -> Result<(), ArbiterError> {
    let paired = t.rounds_paired();
    if round == paired && paired > 0 {
        if has_results(t, round) {
            return Err(ArbiterError::RoundHasResults { round });
        }
    } else if round != paired + 1 {
        return Err(ArbiterError::WrongRound {
            round,
            next: paired + 1,
        });
    }
    if round > 1 {
        let open = open_boards(t, round - 1);
        if open > 0 {
            return Err(ArbiterError::ResultsMissing {
                round: round - 1,
                open,
            });
        }
    }
    Ok(())
}

/// Clears the pairing of round `round` (games and the pairing-allocated
/// bye; requested byes stay). Refused once a result is entered.
pub fn clear_round(t: &mut Tournament, round: u32) -> Result<(), ArbiterError> {
    if has_results(t, round) {
        return Err(ArbiterError::RoundHasResults { round });
    }
    let Some(i) = round.checked_sub(1).map(|r| r as usize) else {
        return Ok(());
    };
    for p in &mut t.players {
        if let Some(e) = p.rounds.get_mut(i) {
            if matches!(
                e,
                RoundEntry::Game { .. } | RoundEntry::Bye(ByeKind::PairingAllocated)
            ) {
                *e = RoundEntry::NotPaired;
            }
        }
        while p.rounds.last() == Some(&RoundEntry::NotPaired) {
            p.rounds.pop();
        }
    }
    Ok(())
}

fn set_entry(t: &mut Tournament, tpn: Tpn, round: u32, entry: RoundEntry) {
    let Some(i) = round.checked_sub(1).map(|r| r as usize) else {
        return;
    };
    if let Some(p) = t.players.get_mut(tpn.index()) {
        if p.rounds.len() <= i {
            p.rounds.resize(i + 1, RoundEntry::NotPaired);
        }
        p.rounds[i] = entry;
    }
}

/// Writes `pairing` as round `round` (replacing an unplayed pairing of the
/// same round): every game `Pending`, the bye a pairing-allocated bye.
pub fn apply_pairing(
    t: &mut Tournament,
    round: u32,
    pairing: &Pairing,
) -> Result<(), ArbiterError> {
    for tpn in pairing
        .boards
        .iter()
        .flat_map(|b| [b.white, b.black])
        .chain(pairing.bye)
    {
        if t.player(tpn).is_none() {
            return Err(ArbiterError::UnknownPlayer(tpn));
        }
    }
    clear_round(t, round)?;
    for b in &pairing.boards {
        for (me, opp, colour) in [
            (b.white, b.black, Colour::White),
            (b.black, b.white, Colour::Black),
        ] {
            set_entry(
                t,
                me,
                round,
                RoundEntry::Game {
                    opponent: opp,
                    colour,
                    result: GameResult::Pending,
                },
            );
        }
    }
    if let Some(bye) = pairing.bye {
        set_entry(t, bye, round, RoundEntry::Bye(ByeKind::PairingAllocated));
    }
    // C.04.2 art. 3.2: withdrawn players are not paired; their round is a
    // zero-point absence, so that the TRF says why they were left out.
    let withdrawn: Vec<Tpn> = t
        .players
        .iter()
        .filter(|p| p.withdrawn_from.is_some_and(|w| w <= round))
        .filter(|p| p.round(round) == RoundEntry::NotPaired)
        .map(|p| p.tpn)
        .collect();
    for tpn in withdrawn {
        set_entry(t, tpn, round, RoundEntry::Bye(ByeKind::ZeroPoint));
    }
    Ok(())
}

/// The opponent of `white` on the board of round `round` where `white` has
/// White.
pub fn black_of(t: &Tournament, round: u32, white: Tpn) -> Result<Tpn, ArbiterError> {
    match t.player(white).map(|p| p.round(round)) {
        Some(RoundEntry::Game {
            opponent,
            colour: Colour::White,
            ..
        }) => Ok(opponent),
        _ => Err(ArbiterError::NoSuchBoard { round, white }),
    }
}

/// Enters (or corrects) the result of the board of round `round` where
/// `white` has White.
pub fn set_result(
    t: &mut Tournament,
    round: u32,
    white: Tpn,
    result: BoardResult,
) -> Result<(), ArbiterError> {
    if BoardResult::DOUBLE_SWISS_ONLY.contains(&result) {
        return Err(ArbiterError::MatchOnlyResult);
    }
    let black = black_of(t, round, white)?;
    let (w, b) = result.games();
    set_entry(
        t,
        white,
        round,
        RoundEntry::Game {
            opponent: black,
            colour: Colour::White,
            result: w,
        },
    );
    set_entry(
        t,
        black,
        round,
        RoundEntry::Game {
            opponent: white,
            colour: Colour::Black,
            result: b,
        },
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn np(name: &str, rating: u32, title: Title) -> NewPlayer {
        NewPlayer {
            name: name.into(),
            rating,
            title,
            federation: String::new(),
        }
    }

    fn tournament(n: usize) -> Tournament {
        let mut t = Tournament {
            total_rounds: 5,
            ..Tournament::default()
        };
        let ps: Vec<NewPlayer> = (0..n)
            .map(|i| np(&format!("P{i}"), 2000 - 10 * i as u32, Title::None))
            .collect();
        add_players(&mut t, &ps).unwrap();
        t
    }

    #[test]
    fn parses_a_pasted_list_and_reports_bad_lines() {
        let (good, bad) =
            parse_player_list("Carlsen, 2830\n\n, 2000\nNakamura; 27x0\nAnna\nBob,1800,IM,usa\n");
        assert_eq!(
            good,
            vec![
                np("Carlsen", 2830, Title::None),
                np("Anna", 0, Title::None),
                NewPlayer {
                    federation: "USA".into(),
                    ..np("Bob", 1800, Title::IM)
                },
            ]
        );
        assert_eq!(
            bad,
            vec![
                LineError {
                    line: 3,
                    kind: LineErrorKind::EmptyName
                },
                LineError {
                    line: 4,
                    kind: LineErrorKind::BadRating("27x0".into())
                },
            ]
        );
    }

    #[test]
    fn pairing_numbers_follow_art_2_2() {
        let mut t = Tournament::default();
        add_players(
            &mut t,
            &[
                np("Zed", 2000, Title::None),
                np("Bea", 2100, Title::None),
                np("Cid", 2000, Title::FM),
                np("Abe", 2000, Title::None),
                np("Gus", 2000, Title::GM),
                np("Wim", 2000, Title::WGM),
            ],
        )
        .unwrap();
        let names: Vec<&str> = t.players.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Bea", "Gus", "Wim", "Cid", "Abe", "Zed"]);
        assert!(t
            .players
            .iter()
            .enumerate()
            .all(|(i, p)| p.tpn == Tpn::from_index(i)));
        assert_eq!(
            add_players(&mut t, &[np(" ", 1, Title::None)]),
            Err(ArbiterError::EmptyName)
        );
    }

    #[test]
    fn renumbering_maps_opponents_and_closes_after_round_4() {
        let mut t = tournament(4);
        apply_pairing(
            &mut t,
            1,
            &Pairing {
                boards: vec![
                    Board {
                        white: Tpn(1),
                        black: Tpn(3),
                    },
                    Board {
                        white: Tpn(4),
                        black: Tpn(2),
                    },
                ],
                bye: None,
            },
        )
        .unwrap();
        // A late entry rated highest becomes TPN 1; opponents follow.
        add_players(&mut t, &[np("Late", 2500, Title::None)]).unwrap();
        assert_eq!(t.players[0].name, "Late");
        let p0 = &t.players[1]; // was TPN 1
        assert_eq!(p0.round(1).opponent(), Some(Tpn(4)));
        assert_eq!(t.players[3].round(1).opponent(), Some(Tpn(2)));
        for r in 2..=4 {
            apply_pairing(
                &mut t,
                r,
                &Pairing {
                    boards: vec![Board {
                        white: Tpn(1),
                        black: Tpn(2),
                    }],
                    bye: None,
                },
            )
            .unwrap();
        }
        assert!(!can_renumber(&t));
        assert_eq!(renumber(&mut t), Err(ArbiterError::RenumberingClosed));
        add_players(&mut t, &[np("Later", 2600, Title::None)]).unwrap();
        assert_eq!(t.players.last().unwrap().name, "Later");
        assert_eq!(t.players.last().unwrap().tpn, Tpn(6));
    }

    #[test]
    fn pairing_results_and_repairing() {
        let mut t = tournament(5);
        assert_eq!(next_round(&t), 1);
        check_can_pair(&t, 1).unwrap();
        let pairing = Pairing {
            boards: vec![
                Board {
                    white: Tpn(1),
                    black: Tpn(3),
                },
                Board {
                    white: Tpn(4),
                    black: Tpn(2),
                },
            ],
            bye: Some(Tpn(5)),
        };
        apply_pairing(&mut t, 1, &pairing).unwrap();
        assert_eq!(t.rounds_paired(), 1);
        assert_eq!(open_boards(&t, 1), 2);
        // Re-pair allowed while nothing is entered.
        check_can_pair(&t, 1).unwrap();
        assert_eq!(
            check_can_pair(&t, 2),
            Err(ArbiterError::ResultsMissing { round: 1, open: 2 })
        );
        set_result(&mut t, 1, Tpn(1), BoardResult::Draw).unwrap();
        assert_eq!(
            check_can_pair(&t, 1),
            Err(ArbiterError::RoundHasResults { round: 1 })
        );
        assert_eq!(
            clear_round(&mut t, 1),
            Err(ArbiterError::RoundHasResults { round: 1 })
        );
        set_result(&mut t, 1, Tpn(4), BoardResult::DoubleForfeit).unwrap();
        // Correction.
        set_result(&mut t, 1, Tpn(4), BoardResult::BlackForfeitWin).unwrap();
        assert_eq!(
            set_result(&mut t, 1, Tpn(2), BoardResult::Draw),
            Err(ArbiterError::NoSuchBoard {
                round: 1,
                white: Tpn(2)
            })
        );
        assert_eq!(open_boards(&t, 1), 0);
        check_can_pair(&t, 2).unwrap();
        let (boards, bye) = round_boards(&t, 1);
        assert_eq!(bye, Some(Tpn(5)));
        assert_eq!(boards[0].result, BoardResult::Draw);
        assert_eq!(boards[1].result, BoardResult::BlackForfeitWin);
        assert_eq!(t.players[1].round(1).opponent(), Some(Tpn(4)));
        assert_eq!(t.score_after(Tpn(2), 1), super::super::Points(10));
        assert_eq!(t.score_after(Tpn(5), 1), super::super::Points(10));
    }

    #[test]
    fn double_forfeit_reads_back() {
        let (w, b) = BoardResult::DoubleForfeit.games();
        assert_eq!(BoardResult::from_games(w, b), BoardResult::DoubleForfeit);
        for r in BoardResult::ALL.into_iter().chain(BoardResult::UNRATED) {
            let (w, b) = r.games();
            assert_eq!(BoardResult::from_games(w, b), r);
            // Both sides of a board agree on the game.
            assert!(w.mirrored().is_none_or(|m| m == b));
        }
    }

    #[test]
    fn a_withdrawn_player_is_not_paired() {
        let mut t = tournament(6);
        withdraw(&mut t, Tpn(6), 1).unwrap();
        let p = crate::systems::pair_round(&t, 1).unwrap();
        apply_pairing(&mut t, 1, &p).unwrap();
        let (boards, bye) = round_boards(&t, 1);
        assert_eq!(boards.len(), 2);
        assert!(bye.is_some_and(|b| b != Tpn(6)));
        // Recorded as a zero-point absence (C.04.2 art. 3.2).
        assert_eq!(t.players[5].round(1), RoundEntry::Bye(ByeKind::ZeroPoint));
        assert_eq!(
            withdraw(&mut t, Tpn(9), 2),
            Err(ArbiterError::UnknownPlayer(Tpn(9)))
        );
        reinstate(&mut t, Tpn(6)).unwrap();
        assert_eq!(t.players[5].withdrawn_from, None);
    }

    #[test]
    fn real_engine_round_trip() {
        let mut t = tournament(6);
        for round in 1..=3 {
            check_can_pair(&t, round).unwrap();
            let p = crate::systems::pair_round(&t, round).unwrap();
            apply_pairing(&mut t, round, &p).unwrap();
            let (boards, _) = round_boards(&t, round);
            assert_eq!(boards.len(), 3);
            for b in boards {
                set_result(&mut t, round, b.board.white, BoardResult::WhiteWins).unwrap();
            }
        }
        assert_eq!(t.rounds_paired(), 3);
    }

    fn pair_and_finish(t: &mut Tournament, round: u32, result: BoardResult) {
        check_can_pair(t, round).unwrap();
        let p = crate::systems::pair_round(t, round).unwrap();
        apply_pairing(t, round, &p).unwrap();
        for b in round_boards(t, round).0 {
            set_result(t, round, b.board.white, result).unwrap();
        }
    }

    #[test]
    fn a_late_entry_misses_the_paired_rounds_with_zero_points() {
        let mut t = tournament(4);
        pair_and_finish(&mut t, 1, BoardResult::Draw);
        // C.04.2 art. 2.4: arrives after round 1, rated lowest → TPN 5.
        add_players(&mut t, &[np("Late", 1000, Title::None)]).unwrap();
        let late = &t.players[4];
        assert_eq!(late.name, "Late");
        assert_eq!(late.rounds, vec![RoundEntry::Bye(ByeKind::ZeroPoint)]);
        assert_eq!(t.score_after(Tpn(5), 1), super::super::Points(0));
        // Five players now: round 2 pairs two boards and gives a bye;
        // the late entry is in the pairing.
        let p = crate::systems::pair_round(&t, 2).unwrap();
        assert_eq!(p.boards.len(), 2);
        let everyone: Vec<Tpn> = p
            .boards
            .iter()
            .flat_map(|b| [b.white, b.black])
            .chain(p.bye)
            .collect();
        assert!(everyone.contains(&Tpn(5)));
    }

    /// C.04.2 art. 2.4: no points for the missed rounds "unless the rules
    /// of the tournament say otherwise": here they give half a point each.
    #[test]
    fn a_late_entry_gets_half_points_where_the_event_says_so() {
        let mut t = tournament(4);
        t.late_entry_rounds = crate::model::LateEntryRounds::HalfPoint;
        pair_and_finish(&mut t, 1, BoardResult::Draw);
        pair_and_finish(&mut t, 2, BoardResult::Draw);
        add_players(&mut t, &[np("Late", 1000, Title::None)]).unwrap();
        let late = &t.players[4];
        assert_eq!(late.rounds, vec![RoundEntry::Bye(ByeKind::HalfPoint); 2]);
        // ½ + ½: level with the others, who drew twice.
        assert_eq!(t.score_after(Tpn(5), 2), super::super::Points(10));
        assert_eq!(t.score_after(Tpn(1), 2), super::super::Points(10));
        // Players already in keep their rounds; the next one pairs all five.
        let p = crate::systems::pair_round(&t, 3).unwrap();
        assert_eq!(p.boards.len() * 2 + usize::from(p.bye.is_some()), 5);
    }

    #[test]
    fn a_withdrawn_player_gets_zero_point_absences_as_rounds_are_paired() {
        let mut t = tournament(5);
        pair_and_finish(&mut t, 1, BoardResult::WhiteWins);
        withdraw(&mut t, Tpn(2), 2).unwrap();
        pair_and_finish(&mut t, 2, BoardResult::WhiteWins);
        assert_eq!(t.players[1].round(2), RoundEntry::Bye(ByeKind::ZeroPoint));
        // Four players left: two boards, no bye.
        assert_eq!(round_boards(&t, 2).0.len(), 2);
        assert_eq!(round_boards(&t, 2).1, None);
    }

    #[test]
    fn editing_a_player_renumbers_until_round_4() {
        let mut t = tournament(8); // P0 2000, P1 1990, …, P7 1930
        let edit = PlayerEdit {
            name: "P3 corrected".into(),
            rating: 2500,
            title: Title::FM,
            federation: "fra".into(),
            fide_id: Some(12345),
        };
        // Highest rating now: becomes TPN 1.
        assert_eq!(edit_player(&mut t, Tpn(4), &edit), Ok(Tpn(1)));
        let p = &t.players[0];
        assert_eq!(
            (p.name.as_str(), p.rating, p.federation.as_str(), p.fide_id),
            ("P3 corrected", 2500, "FRA", Some(12345))
        );
        assert_eq!(t.players[1].name, "P0");
        assert_eq!(
            edit_player(&mut t, Tpn(1), &PlayerEdit::default()),
            Err(ArbiterError::EmptyName)
        );
        for r in 1..=4 {
            pair_and_finish(&mut t, r, BoardResult::Draw);
        }
        // Numbers are fixed after round 4: the rating changes, the number does not.
        let low = PlayerEdit {
            name: "P3 corrected".into(),
            rating: 100,
            ..PlayerEdit::default()
        };
        assert_eq!(edit_player(&mut t, Tpn(1), &low), Ok(Tpn(1)));
        assert_eq!(t.players[0].rating, 100);
        assert_eq!(parse_fide_id(" 4100018 "), Some(Some(4100018)));
        assert_eq!(parse_fide_id(""), Some(None));
        assert_eq!(parse_fide_id("41x"), None);
    }

    #[test]
    fn only_never_paired_players_can_be_deleted() {
        let mut t = tournament(5);
        pair_and_finish(&mut t, 1, BoardResult::Draw);
        let bye = round_boards(&t, 1).1.unwrap();
        assert_eq!(
            delete_player(&mut t, bye),
            Err(ArbiterError::PlayerWasPaired(bye))
        );
        assert_eq!(
            delete_player(&mut t, Tpn(1)),
            Err(ArbiterError::PlayerWasPaired(Tpn(1)))
        );
        add_players(&mut t, &[np("Oops", 2100, Title::None)]).unwrap();
        assert_eq!(t.players[0].name, "Oops"); // highest rated: TPN 1
        delete_player(&mut t, Tpn(1)).unwrap();
        assert_eq!(t.players.len(), 5);
        assert_eq!(t.players[0].name, "P0");
        // Opponents moved back with the numbers.
        let b = round_boards(&t, 1).0[0].board;
        assert_eq!(
            t.player(b.black).unwrap().round(1).opponent(),
            Some(b.white)
        );
        assert_eq!(
            delete_player(&mut t, Tpn(9)),
            Err(ArbiterError::UnknownPlayer(Tpn(9)))
        );
    }

    #[test]
    fn requested_byes_are_entered_for_unpaired_rounds_only() {
        let mut t = tournament(4);
        set_absence(&mut t, Tpn(1), 1, Some(ByeKind::HalfPoint)).unwrap();
        assert_eq!(planned_absences(&t), vec![(1, Tpn(1), ByeKind::HalfPoint)]);
        pair_and_finish(&mut t, 1, BoardResult::WhiteWins);
        // C.04.2 art. 3.3: not paired; the half-point bye scores ½.
        assert_eq!(t.players[0].round(1), RoundEntry::Bye(ByeKind::HalfPoint));
        assert_eq!(t.score_after(Tpn(1), 1), super::super::Points(5));
        assert_eq!(round_boards(&t, 1).0.len(), 1);
        assert!(planned_absences(&t).is_empty());
        assert_eq!(
            set_absence(&mut t, Tpn(2), 1, Some(ByeKind::ZeroPoint)),
            Err(ArbiterError::RoundAlreadyPaired { round: 1 })
        );
        assert_eq!(
            set_absence(&mut t, Tpn(2), 6, Some(ByeKind::ZeroPoint)),
            Err(ArbiterError::NoSuchRound { round: 6, total: 5 })
        );
        assert_eq!(
            set_absence(&mut t, Tpn(2), 3, Some(ByeKind::PairingAllocated)),
            Err(ArbiterError::NotAnAbsence)
        );
        // A full-point bye only where the event's regulations allow it
        // (off by default: C.04.5 art. 2.1.2 calls it FIDE-deprecated).
        assert_eq!(
            set_absence(&mut t, Tpn(2), 3, Some(ByeKind::FullPoint)),
            Err(ArbiterError::FullPointByeNotAllowed)
        );
        assert_eq!(t.players[1].round(3), RoundEntry::NotPaired);
        t.full_point_byes = true;
        set_absence(&mut t, Tpn(2), 3, Some(ByeKind::FullPoint)).unwrap();
        assert_eq!(t.players[1].round(3), RoundEntry::Bye(ByeKind::FullPoint));
        // Turning the setting off keeps what was entered.
        t.full_point_byes = false;
        assert_eq!(planned_absences(&t), vec![(3, Tpn(2), ByeKind::FullPoint)]);
        set_absence(&mut t, Tpn(2), 3, None).unwrap();
        assert_eq!(t.players[1].rounds.len(), 1);
    }

    /// ½-0, 0-½ and 0-0 are Double-Swiss game results only (C.04.5
    /// Preface); a Dutch board refuses them and keeps its result.
    #[test]
    fn a_dutch_board_refuses_double_swiss_only_results() {
        let mut t = tournament(4);
        pair_and_finish(&mut t, 1, BoardResult::Draw);
        let white = round_boards(&t, 1).0[0].board.white;
        for r in BoardResult::DOUBLE_SWISS_ONLY {
            assert_eq!(
                set_result(&mut t, 1, white, r),
                Err(ArbiterError::MatchOnlyResult)
            );
        }
        assert_eq!(round_boards(&t, 1).0[0].result, BoardResult::Draw);
        // Clearing a result is allowed: the board is open again.
        set_result(&mut t, 1, white, BoardResult::Pending).unwrap();
        assert_eq!(round_boards(&t, 1).0[0].result, BoardResult::Pending);
    }
}
