//! The arbiter's everyday changes to a tournament: entering players, pairing
//! numbers (C.04.2 art. 2.2–2.3), writing a round's pairing and its results.
//!
//! Plain functions over [`Tournament`]: no UI, no storage, no panics on input.

use super::colour::Colour;
use super::player::{Player, Title, Tpn};
use super::round::{ByeKind, GameResult, RoundEntry};
use super::tournament::Tournament;
use crate::pairing::{sort_boards, Board, Pairing};

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
pub fn add_players(t: &mut Tournament, new: &[NewPlayer]) -> Result<(), ArbiterError> {
    if new.iter().any(|p| p.name.trim().is_empty()) {
        return Err(ArbiterError::EmptyName);
    }
    for p in new {
        let mut player = Player::new(Tpn::from_index(t.players.len()), p.name.trim());
        player.rating = p.rating;
        player.title = p.title;
        player.federation = p.federation.trim().to_owned();
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
    order.sort_by(|&a, &b| {
        let (pa, pb) = (&t.players[a], &t.players[b]);
        pb.rating
            .cmp(&pa.rating)
            .then(pa.title.cmp(&pb.title))
            .then_with(|| pa.name.to_lowercase().cmp(&pb.name.to_lowercase()))
            .then(pa.name.cmp(&pb.name))
            .then(a.cmp(&b))
    });
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
            BoardResult::Pending => (Pending, Pending),
        }
    }

    /// The board result from White's and Black's entries.
    pub fn from_games(white: GameResult, black: GameResult) -> BoardResult {
        use GameResult::*;
        match (white, black) {
            (Win | UnratedWin, _) => BoardResult::WhiteWins,
            (Draw | UnratedDraw, _) => BoardResult::Draw,
            (Loss | UnratedLoss, _) => BoardResult::BlackWins,
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

/// Has any result of round `round` been entered?
pub fn has_results(t: &Tournament, round: u32) -> bool {
    round_boards(t, round)
        .0
        .iter()
        .any(|b| b.result != BoardResult::Pending)
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
    Ok(())
}

/// Enters (or corrects) the result of the board of round `round` where
/// `white` has White.
pub fn set_result(
    t: &mut Tournament,
    round: u32,
    white: Tpn,
    result: BoardResult,
) -> Result<(), ArbiterError> {
    let black = match t.player(white).map(|p| p.round(round)) {
        Some(RoundEntry::Game {
            opponent,
            colour: Colour::White,
            ..
        }) => opponent,
        _ => return Err(ArbiterError::NoSuchBoard { round, white }),
    };
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
        for r in BoardResult::ALL {
            let (w, b) = r.games();
            assert_eq!(BoardResult::from_games(w, b), r);
        }
    }

    #[test]
    fn a_withdrawn_player_is_not_paired() {
        let mut t = tournament(6);
        withdraw(&mut t, Tpn(6), 1).unwrap();
        let p = crate::pairing::pair_round(&t, 1).unwrap();
        apply_pairing(&mut t, 1, &p).unwrap();
        let (boards, bye) = round_boards(&t, 1);
        assert_eq!(boards.len(), 2);
        assert!(bye.is_some_and(|b| b != Tpn(6)));
        assert_eq!(t.players[5].round(1), RoundEntry::NotPaired);
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
            let p = crate::pairing::pair_round(&t, round).unwrap();
            apply_pairing(&mut t, round, &p).unwrap();
            let (boards, _) = round_boards(&t, round);
            assert_eq!(boards.len(), 3);
            for b in boards {
                set_result(&mut t, round, b.board.white, BoardResult::WhiteWins).unwrap();
            }
        }
        assert_eq!(t.rounds_paired(), 3);
    }
}
