//! English wording of the `trf` layer's data: the reader's refusals
//! ([`TrfError`]) and warnings ([`TrfWarning`]), and why two game columns
//! are not one match ([`MatchColumnsError`]).

use crate::model::{Colour, RoundEntry, SystemKind};
use crate::trf::error::{
    Expected, PointsField, Quantity, Topic, TrfError, TrfErrorKind, TrfWarning, TrfWarningKind,
};
use crate::trf::matches::MatchColumnsError;
use std::fmt;

impl fmt::Display for TrfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.kind
        )
    }
}

impl std::error::Error for TrfError {}

impl fmt::Display for TrfErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TrfErrorKind::*;
        match self {
            NotUtf8 => f.write_str("the file is not UTF-8 text, nor Latin-1 (Windows-1252) text"),
            TooLarge { bytes, max } => {
                write!(f, "the file is too large ({bytes} bytes, at most {max})")
            }
            Expected { expected, found } => write!(f, "expected {expected}, found {found:?}"),
            OutOfRange { what, value, max } => {
                write!(f, "{what} {value} is out of range (at most {max})")
            }
            NoPlayers => f.write_str("the file has no player (001) lines"),
            DuplicatePlayer { tpn, first_line } => write!(
                f,
                "pairing number {tpn} is used twice (first on line {first_line})"
            ),
            MissingPlayer { missing, present } => write!(
                f,
                "pairing numbers must run from 1 without gaps: there is no 001 line for {missing}, but there is one for {present}"
            ),
            UnknownOpponent { round, opponent } => {
                write!(f, "round {round}: opponent {opponent} has no 001 line")
            }
            SelfOpponent { round, tpn } => {
                write!(f, "round {round}: player {tpn} is paired against themself")
            }
            Asymmetric {
                round,
                tpn,
                opponent,
                found,
            } => write!(
                f,
                "round {round}: player {tpn} is paired against {opponent}, but {opponent}'s round {round} entry is {}",
                Entry(*found)
            ),
            SameColour {
                round,
                tpn,
                opponent,
                colour,
            } => write!(
                f,
                "round {round}: players {tpn} and {opponent} both have {}",
                colour_name(*colour)
            ),
            ResultMismatch {
                round,
                tpn,
                opponent,
                own,
                theirs,
            } => write!(
                f,
                "round {round}: results do not match: player {tpn} has '{}', opponent {opponent} has '{}'",
                own.trf_char(),
                theirs.trf_char()
            ),
            ScoreMismatch {
                tpn,
                declared,
                computed,
            } => write!(
                f,
                "player {tpn}: declared score {declared} (columns 81-84) is not the sum of the results, {computed}, under the point system of the file"
            ),
            RoundBeyondTotal {
                round,
                total,
                source_record,
            } => write!(
                f,
                "round {round} is beyond the number of rounds of the tournament, {total} ({source_record})"
            ),
            TwoPairingByes {
                round,
                first,
                second,
            } => write!(
                f,
                "round {round}: two pairing-allocated byes, players {first} and {second}"
            ),
            Conflict {
                record,
                topic,
                other_line,
            } => {
                f.write_str(record)?;
                if let Some(topic) = topic {
                    write!(f, " ({topic})")?;
                }
                write!(f, " repeats or contradicts line {other_line}")
            }
            EntryConflict {
                tpn,
                round,
                record,
                new,
                old,
            } => write!(
                f,
                "player {tpn}, round {round}: {record} says {} but the round is already {}",
                Entry(*new),
                Entry(*old)
            ),
            UnknownSystem(code) => {
                write!(f, "unknown pairing system {code:?} (known: ")?;
                let mut first = true;
                for kind in SystemKind::ALL {
                    let info = kind.info();
                    let sep = if first { "" } else { ", " };
                    first = false;
                    write!(f, "{sep}{}", info.trf_code)?;
                    if info.acceleration {
                        write!(f, ", {}_BAKU", info.trf_code)?;
                    }
                }
                f.write_str(")")
            }
            AccelerationTwice { tpn } => {
                write!(f, "player {tpn} has acceleration given twice (XXA/250)")
            }
            AccelerationOverlap {
                tpn,
                round,
                first_line,
                second_line,
            } => write!(
                f,
                "250 records on lines {first_line} and {second_line} both give player {tpn} fictitious points for round {round}; a round has one value, the lines must not overlap"
            ),
            OddGameCount {
                total,
                source_record,
            } => write!(
                f,
                "a Double-Swiss file has two TRF rounds (games) per match, but {source_record} says {total}"
            ),
            MatchColumns { tpn, round, reason } => write!(
                f,
                "player {tpn}, match {round} (TRF rounds {} and {}): {reason}",
                2 * round - 1,
                2 * round
            ),
        }
    }
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Expected::*;
        let text = match self {
            Number(q) => return write!(f, "{q}"),
            NumberFromOne(q) => return write!(f, "{q} of at least 1"),
            Points(what) => return write!(f, "{what} (a number such as 1.0 or 0.5)"),
            PairingNumberUpTo(n) => return write!(f, "a pairing number 1-{n}"),
            Blank => "a blank column between fields",
            InitialColour => "W or B (initial colour)",
            ForbiddenRecord => "first and last round, then two or more pairing numbers",
            RoundRange => "a round range first <= last, from round 1",
            PlayerRange => "a player range first <= last, from 1",
            AccelerationRecord => "a pairing number then acceleration points per round",
            ColourKeyword => "white1, black1 or rank",
            PointValue => "a point value after the result code",
            ResultCode => "a result code W, D, L, A (or Z), P or X",
            ResultCodeOnce => "each result code once",
            ByeType => "a bye type F, H or Z",
            AbnormalType => {
                "a type of assignment W, D, L, F, H, Z, +, - or blank (bonus or penalty)"
            }
            SomePairingNumber => "at least one pairing number",
            EndOf250 => "the end of the 250 record",
            TwoPairingNumbers => "two or more pairing numbers",
            KeyValue => "KEY=value",
            PointsKey => "a key W, D, L, WW, BW, WD, BD, WL, BL, FW, FL, PAB, FPB, HPB or ZPB",
            SamePointsForBothColours => {
                "the same points for White and Black (not supported otherwise)"
            }
            Sex => "sex m, w or blank (column 10)",
            PlayerId => "a FIDE number (columns 58-68)",
            Colour => "a colour w, b or -",
            NoColourWithoutOpponent => "- as colour when there is no opponent (0000)",
            ByeCode => "a bye code U, F, H or Z when there is no opponent (0000)",
            GameColour => "a colour w or b for a game against an opponent",
            GameResult => "a game result 1, =, 0, +, -, W, D, L or blank",
        };
        f.write_str(text)
    }
}

impl fmt::Display for Quantity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Quantity::*;
        f.write_str(match self {
            PairingNumber => "a pairing number",
            PlayerPairingNumber => "a pairing number (columns 5-8)",
            FirstRound => "a first round number",
            LastRound => "a last round number",
            Round => "a round number",
            Rounds => "a number of rounds",
            FirstPairingNumber => "a first pairing number",
            LastPairingNumber => "a last pairing number",
            Rating => "a rating (columns 49-52)",
            Rank => "a rank (columns 86-89)",
            Opponent => "an opponent's pairing number or 0000",
            LineBytes => "line length in bytes",
            RoundDates => "number of round dates",
            AccelerationRounds => "number of rounds in XXA",
            PlayersInRecord => "number of players in one record",
            AccelerationCells => "number of (player, round) cells covered by 250 records",
            AccelerationTenths => "acceleration in tenths of a point",
            ForbiddenPairs => "number of forbidden pairs",
            PlayerRounds => "number of rounds in a 001 line",
        })
    }
}

impl fmt::Display for PointsField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PointsField::Points => "points",
            PointsField::Acceleration => "acceleration points",
            PointsField::FictitiousGamePoints => "fictitious game points",
            PointsField::Score => "the score (columns 81-84)",
            PointsField::Adjustment => {
                "points given outside the games (299, columns 14-17, [-]11.5)"
            }
        })
    }
}

impl fmt::Display for Topic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Topic::RoundDates => "round dates",
            Topic::Rounds => "number of rounds",
            Topic::InitialColour => "initial colour",
            Topic::PointSystem => "point system",
            Topic::PairingSystem => "pairing system",
        })
    }
}

impl fmt::Display for TrfWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.line == 0 {
            write!(f, "warning: {}", self.kind)
        } else {
            write!(f, "line {}: warning: {}", self.line, self.kind)
        }
    }
}

impl fmt::Display for TrfWarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use TrfWarningKind::*;
        match self {
            RankOrderIgnored => f.write_str(
                "XXC rank: this program pairs by pairing number, not by the rank column",
            ),
            UnknownResultValueIgnored => {
                f.write_str("162: the value for unknown results (X) is not used")
            }
            MatchPointsIgnored => {
                f.write_str("250/299: match points are for team events and are ignored")
            }
            RoundsAssumed { rounds } => write!(
                f,
                "no XXR or 142 record: the tournament is taken to have {rounds} TRF rounds"
            ),
            ScoresUnchecked => {
                f.write_str("some players have no score in columns 81-84; it was not checked")
            }
            BakuDisregarded => f.write_str(
                "250 records are given: the Baku acceleration of record 192 is disregarded (TRF-2026)",
            ),
            InitialColourAssumed(c) => write!(
                f,
                "no XXC or 152 record: the initial colour is taken as {}",
                c.fold("white1", "black1")
            ),
            StaleRank => f.write_str("the rank column (86-89) does not follow the scores"),
            UnknownTitle(title) => write!(f, "unknown title {title:?} ignored"),
            DashReadAsAbsence { round } => write!(
                f,
                "round {round}: '0000 - -' read as a zero-point absence (Z)"
            ),
            ReadAsLatin1 { column } => write!(
                f,
                "column {column}: the file is not UTF-8; read as Latin-1 (Windows-1252)"
            ),
        }
    }
}

impl fmt::Display for MatchColumnsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            MatchColumnsError::GamesDisagree => {
                "the two games of a match must have the same opponent and reversed colours"
            }
            MatchColumnsError::SplitBye => {
                "a bye or an absence covers the whole match (C.04.5 Preface)"
            }
            MatchColumnsError::MissingGames => "a match entry needs its two game results",
            MatchColumnsError::AccelerationDiffers => {
                "the two games of a match have different acceleration points"
            }
        })
    }
}

impl std::error::Error for MatchColumnsError {}

/// A colour as a reader of the file would name it.
fn colour_name(c: Colour) -> &'static str {
    c.fold("White", "Black")
}

/// A round entry as a reader of the file would describe it.
struct Entry(RoundEntry);

impl fmt::Display for Entry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            RoundEntry::NotPaired => f.write_str("blank (not paired)"),
            RoundEntry::Bye(k) => write!(f, "a bye '{}'", k.trf_char()),
            RoundEntry::Game {
                opponent,
                colour,
                result,
            } => write!(
                f,
                "'{:>4} {} {}'",
                opponent.0,
                colour.trf_char(),
                result.trf_char()
            ),
        }
    }
}
