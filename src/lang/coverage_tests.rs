//! Every catalogue method, rendered in every language from samples of
//! every variant of the data it words. The French output must hold no word
//! that only the English catalogue uses: the words both catalogues share
//! are listed in [`SHARED`], each a French word too (or a code, a name, a
//! symbol of the texts).

use super::cli::CliMessage;
use super::{Catalogue, Lang};
use crate::dutch::classic::trace::{
    C1Route, ColourRule as CRule, Criterion as CCrit, Event, Rejection,
};
use crate::generate::{BadPairing, ConfigError, GenerateError, Rate};
use crate::matching::MatchingError;
use crate::model::arbiter::{ArbiterError, BoardResult};
use crate::model::fide::{ChangeReason, Date, FideIssue, FideIssueKind, Severity};
use crate::model::settings::{Field, SettingsError};
use crate::model::{
    ByeKind, Colour, GameResult, InvalidReason, PairingError, Points, RoundEntry, SystemKind,
    TieBreak, TieBreakKind, Tpn,
};
use crate::share::fragment::FragmentError;
use crate::share::html::ExportWord;
use crate::share::why::{
    round_reasons, ColourReason, MatchRule, PastColour, PlayerWhy, TextColourWhy, TextRule,
};
use crate::store::NewTournamentError;
use crate::teach::classic::lessons::{lesson, ClassicLessonId, LessonText};
use crate::teach::explain::ExplainError;
use crate::teach::lessons::lessons;
use crate::teach::literal::LiteralError;
use crate::teach::study::{sample_tournament, RoundStudy, StudyError};
use crate::teach::verify::{
    BracketRef, Cite, Finding, Measure, OrderStep, RoundExplanation, Value,
};
use crate::trf::error::{
    Expected as Ex, PointsField, Quantity, Topic, TrfError, TrfErrorKind, TrfWarning,
    TrfWarningKind,
};
use crate::trf::matches::MatchColumnsError;
use std::collections::BTreeSet;

/// One message in each language of [`Lang::ALL`], and what it renders.
struct Said {
    what: String,
    text: Vec<String>,
}

#[derive(Default)]
struct Book(Vec<Said>);

impl Book {
    fn say(&mut self, what: impl Into<String>, f: impl Fn(&dyn Catalogue) -> String) {
        let text = Lang::ALL.iter().map(|l| f(l.catalogue())).collect();
        self.0.push(Said {
            what: what.into(),
            text,
        });
    }
    fn say_lines(&mut self, what: &str, f: impl Fn(&dyn Catalogue) -> Vec<String>) {
        self.say(what, |w| f(w).join("\n"));
    }
}

const P: Tpn = Tpn(7);
const Q: Tpn = Tpn(12);

fn systems() -> Vec<SystemKind> {
    SystemKind::ALL.to_vec()
}

fn trf_kinds() -> Vec<TrfErrorKind> {
    use TrfErrorKind::*;
    let game = RoundEntry::Game {
        opponent: Tpn(3),
        colour: Colour::White,
        result: GameResult::Win,
    };
    let mut v = vec![
        NotUtf8,
        TooLarge { bytes: 9, max: 8 },
        OutOfRange {
            what: Quantity::Rating,
            value: 99_999,
            max: 9999,
        },
        NoPlayers,
        DuplicatePlayer {
            tpn: 4,
            first_line: 3,
        },
        MissingPlayer {
            missing: 2,
            present: 3,
        },
        UnknownOpponent {
            round: 2,
            opponent: 40,
        },
        SelfOpponent { round: 2, tpn: 4 },
        Asymmetric {
            round: 2,
            tpn: 4,
            opponent: 3,
            found: RoundEntry::NotPaired,
        },
        Asymmetric {
            round: 2,
            tpn: 4,
            opponent: 3,
            found: RoundEntry::Bye(ByeKind::HalfPoint),
        },
        SameColour {
            round: 2,
            tpn: 4,
            opponent: 3,
            colour: Colour::Black,
        },
        ResultMismatch {
            round: 1,
            tpn: 4,
            opponent: 3,
            own: GameResult::Win,
            theirs: GameResult::Draw,
        },
        ScoreMismatch {
            tpn: 4,
            declared: Points(25),
            computed: Points(30),
        },
        RoundBeyondTotal {
            round: 9,
            total: 7,
            source_record: "XXR",
        },
        TwoPairingByes {
            round: 3,
            first: 5,
            second: 9,
        },
        Conflict {
            record: "XXR",
            topic: None,
            other_line: 2,
        },
        EntryConflict {
            tpn: 4,
            round: 2,
            record: "240",
            new: RoundEntry::Bye(ByeKind::ZeroPoint),
            old: game,
        },
        UnknownSystem("F00".into()),
        AccelerationTwice { tpn: 4 },
        AccelerationOverlap {
            tpn: 4,
            round: 2,
            first_line: 5,
            second_line: 6,
        },
        OddGameCount {
            total: 7,
            source_record: "XXR",
        },
    ];
    for topic in [
        Topic::RoundDates,
        Topic::Rounds,
        Topic::InitialColour,
        Topic::PointSystem,
        Topic::PairingSystem,
    ] {
        v.push(Conflict {
            record: "XXC",
            topic: Some(topic),
            other_line: 2,
        });
    }
    for reason in [
        MatchColumnsError::GamesDisagree,
        MatchColumnsError::SplitBye,
        MatchColumnsError::MissingGames,
        MatchColumnsError::AccelerationDiffers,
    ] {
        v.push(MatchColumns {
            tpn: 4,
            round: 2,
            reason,
        });
    }
    use Quantity as Qu;
    let quantities = [
        Qu::PairingNumber,
        Qu::PlayerPairingNumber,
        Qu::FirstRound,
        Qu::LastRound,
        Qu::Round,
        Qu::Rounds,
        Qu::FirstPairingNumber,
        Qu::LastPairingNumber,
        Qu::Rating,
        Qu::Rank,
        Qu::Opponent,
        Qu::LineBytes,
        Qu::RoundDates,
        Qu::AccelerationRounds,
        Qu::PlayersInRecord,
        Qu::AccelerationCells,
        Qu::AccelerationTenths,
        Qu::ForbiddenPairs,
        Qu::PlayerRounds,
    ];
    use Ex as E;
    let mut expected: Vec<Ex> = quantities
        .iter()
        .flat_map(|&q| [E::Number(q), E::NumberFromOne(q)])
        .collect();
    expected.extend(
        [
            PointsField::Points,
            PointsField::Acceleration,
            PointsField::FictitiousGamePoints,
            PointsField::Score,
            PointsField::Adjustment,
        ]
        .map(E::Points),
    );
    expected.extend([
        E::PairingNumberUpTo(20),
        E::Blank,
        E::InitialColour,
        E::ForbiddenRecord,
        E::RoundRange,
        E::PlayerRange,
        E::AccelerationRecord,
        E::ColourKeyword,
        E::PointValue,
        E::ResultCode,
        E::ResultCodeOnce,
        E::ByeType,
        E::AbnormalType,
        E::SomePairingNumber,
        E::EndOf250,
        E::TwoPairingNumbers,
        E::KeyValue,
        E::PointsKey,
        E::SamePointsForBothColours,
        E::Sex,
        E::PlayerId,
        E::Colour,
        E::NoColourWithoutOpponent,
        E::ByeCode,
        E::GameColour,
        E::GameResult,
    ]);
    v.extend(expected.into_iter().map(|expected| Expected {
        expected,
        found: "x".into(),
    }));
    v
}

fn warnings() -> Vec<TrfWarningKind> {
    use TrfWarningKind::*;
    vec![
        RankOrderIgnored,
        UnknownResultValueIgnored,
        MatchPointsIgnored,
        RoundsAssumed { rounds: 9 },
        ScoresUnchecked,
        BakuDisregarded,
        InitialColourAssumed(Colour::White),
        InitialColourAssumed(Colour::Black),
        StaleRank,
        UnknownTitle("X9".into()),
        DashReadAsAbsence { round: 2 },
        ReadAsLatin1 { column: 15 },
    ]
}

fn pairing_errors() -> Vec<PairingError> {
    use InvalidReason::*;
    let mut v = vec![
        PairingError::NoLegalPairing { round: 3 },
        PairingError::EveryoneAbsent { round: 3 },
        PairingError::NotImplemented(SystemKind::Dutch2026),
    ];
    for reason in [
        RoundZero,
        BeyondLastRound { total_rounds: 9 },
        BakuNotImplemented,
        PlayerOutOfOrder {
            position: 2,
            tpn: P,
        },
        AlreadyPaired { tpn: P },
        UnknownPlayer { tpn: P },
        EntryMismatch {
            round: 2,
            tpn: P,
            opponent: Q,
        },
        MatchResultsMissing {
            round: 2,
            tpn: P,
            opponent: Q,
        },
        GameResultsDisagree {
            round: 2,
            tpn: P,
            opponent: Q,
        },
        Internal,
    ] {
        v.push(PairingError::InvalidState { round: 3, reason });
    }
    v
}

fn fide_kinds() -> Vec<FideIssueKind> {
    let d = Date {
        year: 2026,
        month: 2,
        day: 1,
    };
    let mut v = vec![
        FideIssueKind::SystemNotYetInForce {
            system: SystemKind::Dutch2026,
            from: d,
        },
        FideIssueKind::SystemSuperseded {
            system: SystemKind::Dutch2017,
            replaced: d,
        },
        FideIssueKind::NoStartDate,
        FideIssueKind::SystemDeprecated {
            system: SystemKind::DoubleSwiss2026,
        },
        FideIssueKind::FullPointBye { tpn: P, round: 2 },
        FideIssueKind::FullPointByesAllowed,
        FideIssueKind::PairingChangedWithoutReason { round: 2 },
        FideIssueKind::RoundNotReproducible { round: 2 },
    ];
    for reason in [
        ChangeReason::AccidentalRematch,
        ChangeReason::CompetitionRules,
        ChangeReason::BothWithoutOpponent,
        ChangeReason::LateEntry,
        ChangeReason::TopBoardsFinalRound,
    ] {
        v.push(FideIssueKind::PairingChanged { round: 2, reason });
    }
    v
}

fn findings() -> Vec<Finding> {
    let rule = Cite {
        label: "[C12]",
        article: Some("2.4.7"),
    };
    let br = BracketRef {
        score: Points(25),
        players: vec![P, Q],
    };
    use Measure::*;
    let measures = [
        Completion,
        PabScore,
        Downfloaters,
        DownfloaterScores,
        NextBracket,
        PabUnplayedGames,
        TopscorerColourDifference,
        TopscorerThreeInARow,
        ColourPreferences,
        StrongColourPreferences,
        ResidentDownfloatAgain,
        MdpOpponentUpfloatAgain,
        ResidentDownfloatTwoBefore,
        MdpOpponentUpfloatTwoBefore,
        MdpDownfloatAgainDifferences,
        OpponentUpfloatAgainDifferences,
        MdpDownfloatTwoBeforeDifferences,
        OpponentUpfloatTwoBeforeDifferences,
        FloatAgain,
        FloatTwoBefore,
        Upfloaters,
        UpfloaterFloatedBefore,
        OpponentFloatedBefore,
        PabMatchesPlayed,
    ];
    let values = [
        Value::Count(2),
        Value::Score(Some(15)),
        Value::Score(None),
        Value::Scores(vec![]),
        Value::Scores(vec![20, 15]),
        Value::Possible(true),
        Value::Possible(false),
    ];
    let mut v = vec![
        Finding::Unpaired { tpn: P },
        Finding::NotToBePaired { tpn: P },
        Finding::RepeatGame {
            a: P,
            b: Q,
            met_in: Some(2),
            rule,
        },
        Finding::RepeatGame {
            a: P,
            b: Q,
            met_in: None,
            rule,
        },
        Finding::SecondBye { tpn: P, rule },
        Finding::AbsoluteColour {
            a: P,
            b: Q,
            colour: Colour::White,
            rule,
        },
        Finding::Colour {
            white: P,
            black: Q,
            rule,
        },
        Finding::NotEvaluated {
            bracket: br.clone(),
        },
    ];
    for (k, m) in measures.into_iter().enumerate() {
        let file = values[k % values.len()].clone();
        let ours = values[(k + 1) % values.len()].clone();
        v.push(Finding::Worse {
            bracket: br.clone(),
            rule,
            measure: m,
            file: file.clone(),
            ours: ours.clone(),
        });
        v.push(Finding::Better {
            bracket: br.clone(),
            rule,
            measure: m,
            file,
            ours,
        });
    }
    for step in [
        OrderStep::Transposition,
        OrderStep::Exchange,
        OrderStep::MdpSet,
        OrderStep::Identifier,
        OrderStep::UpfloaterSet,
        OrderStep::PabTpn,
    ] {
        for (ours, file) in [(vec![], vec![]), (vec![(P, Q)], vec![(Q, P)])] {
            v.push(Finding::Order {
                bracket: br.clone(),
                rule,
                step,
                ours,
                file,
            });
        }
    }
    v
}

fn classic_events() -> Vec<Event> {
    let crits = [
        CCrit::B6Up,
        CCrit::B5Up,
        CCrit::B6Down,
        CCrit::B5Down,
        CCrit::A7d,
        CCrit::B2Topscorers,
    ];
    let rejections = [
        Rejection::B1aRematch { a: P, b: Q },
        Rejection::B1bBye { player: P },
        Rejection::B2SameAbsolute {
            a: P,
            b: Q,
            a7d: false,
        },
        Rejection::B2SameAbsolute {
            a: P,
            b: Q,
            a7d: true,
        },
        Rejection::XBudget { x: 1, needed: 2 },
        Rejection::ZBudget { z: 1, needed: 2 },
        Rejection::B5 {
            player: P,
            up: true,
        },
        Rejection::B5 {
            player: P,
            up: false,
        },
        Rejection::B6 {
            player: P,
            up: true,
        },
        Rejection::B6 {
            player: P,
            up: false,
        },
        Rejection::RemainderFails,
        Rejection::LowerBracketFails,
        Rejection::B3Factor {
            factor: 425,
            best: 225,
        },
    ];
    let mut v = vec![
        Event::BracketEntered {
            top: Points(20),
            bottom: Points(15),
            homogeneous: false,
            lowest: true,
            players: vec![P, Q],
            p0: 1,
            m0: 1,
            x1: 0,
            z1: Some(1),
        },
        Event::BracketEntered {
            top: Points(20),
            bottom: Points(20),
            homogeneous: true,
            lowest: false,
            players: vec![P, Q],
            p0: 1,
            m0: 0,
            x1: 0,
            z1: None,
        },
        Event::C3Requirements {
            p: 2,
            x: 1,
            z: Some(0),
            dropped: crits.to_vec(),
        },
        Event::C3Requirements {
            p: 2,
            x: 1,
            z: None,
            dropped: vec![],
        },
        Event::C4Subgroups {
            s1: vec![P],
            s2: vec![Q],
            remainder: true,
        },
        Event::C4Subgroups {
            s1: vec![P],
            s2: vec![Q],
            remainder: false,
        },
        Event::C6Candidate {
            transposition: None,
            pairs: vec![(P, Q)],
            rejected: None,
        },
        Event::CandidatesSkipped { count: 12 },
        Event::C8Exchange {
            out_of_s1: vec![P],
            out_of_s2: vec![Q],
            differenz: 5,
        },
        Event::C8MdpSet { s1: vec![P] },
        Event::C6MdpPairingNoted {
            pairs: vec![(P, Q)],
            p_remainder: 2,
        },
        Event::C9BackToHeterogeneous,
        Event::C10Budget { x: 1, z: Some(2) },
        Event::C10Budget { x: 1, z: None },
        Event::C12Backtrack { accepted: true },
        Event::C12Backtrack { accepted: false },
        Event::C13Backtrack { accepted: true },
        Event::C13Backtrack { accepted: false },
        Event::C13Merge {
            players: vec![P, Q],
        },
        Event::C14Reduce {
            p1: 2,
            m1: 1,
            x1: 0,
            z1: Some(0),
        },
        Event::C14WholeBracketDown,
        Event::Accepted {
            pairs: vec![(P, Q)],
            moved_down: vec![],
        },
        Event::Accepted {
            pairs: vec![(P, Q)],
            moved_down: vec![Tpn(3)],
        },
        Event::Bye { player: P },
    ];
    for to in [C1Route::C12, C1Route::C13, C1Route::MovedDown] {
        v.push(Event::C1Incompatible { player: P, to });
    }
    for c in crits {
        v.push(Event::C10Drop {
            step: 'a',
            criterion: c,
        });
    }
    for r in rejections {
        v.push(Event::C6Candidate {
            transposition: Some(3),
            pairs: vec![(P, Q)],
            rejected: Some(r),
        });
    }
    for rule in [
        CRule::E1BothPreferences,
        CRule::E2StrongerPreference,
        CRule::E3Alternate,
        CRule::E4HigherRanked,
        CRule::E5FirstRound {
            first: Colour::White,
        },
    ] {
        v.push(Event::Colour {
            white: P,
            black: Q,
            rule,
        });
    }
    v
}

/// Every message of every catalogue method, from the samples above and the
/// teaching layer's own lessons and sample round.
fn fragment_errors() -> Vec<FragmentError> {
    use FragmentError::*;
    vec![
        NotShared,
        TooLong {
            length: 3000,
            max: 2400,
        },
        UnknownVersion(String::new()),
        UnknownVersion("3".into()),
        BadCharacter { at: 4 },
        Truncated { at: 9 },
        NumberTooLarge { at: 3 },
        NameTooLong { at: 3 },
        NotText { at: 3 },
        BadRound(0),
        BadPart { part: 3, parts: 2 },
        UnknownPlayer { index: 9 },
        PlayerTwice { tpn: P },
        BadTpn { at: 5 },
        BadResult { code: 40 },
        BadBye { at: 6 },
        TrailingBytes { at: 7 },
        TooBig { parts: 9 },
        BadWhy { at: 30 },
        WhyNotOfPart { tpn: P },
    ]
}

/// Every paired player's reasons in rounds 1–4 of a generated event of
/// each system, plus each rule of C.04.5 art. 4.3 from both sides, agreeing
/// or not with the board.
fn share_reasons() -> Vec<(String, PlayerWhy)> {
    let mut out = Vec::new();
    for system in SystemKind::ALL {
        // The registry's systems with a text (not the test-only stand-in).
        if crate::teach::verify::rules_of(system).is_none() {
            continue;
        }
        let cfg = crate::generate::GeneratorConfig {
            players: 9,
            rounds: 4,
            seed: 2,
            system,
            ..crate::generate::GeneratorConfig::default()
        };
        let Ok(g) = crate::generate::generate(&cfg, crate::systems::pair_round) else {
            continue;
        };
        for round in 1..=4 {
            for w in round_reasons(&g.tournament, round) {
                out.push((format!("{system:?} round {round} player {}", w.tpn), w));
            }
        }
    }
    let rules = [
        MatchRule::InitialColour {
            initial: Colour::Black,
        },
        MatchRule::FewerWhites,
        MatchRule::Alternate,
        MatchRule::HigherAlternates,
        MatchRule::OpponentAlternates,
    ];
    for rule in rules {
        for (higher, has, agrees) in [
            (true, Colour::White, true),
            (false, Colour::Black, true),
            (false, Colour::White, false),
        ] {
            let why = PlayerWhy {
                tpn: P,
                opponent: Some(Q),
                colour: Some(ColourReason::Text(TextColourWhy {
                    system: SystemKind::DoubleSwiss2026,
                    rule: TextRule::Match(rule),
                    higher,
                    has,
                    agrees,
                    preferences: None,
                    whites: Some([1, 2]),
                    recent: vec![PastColour {
                        round: 2,
                        colour: has.opposite(),
                    }],
                })),
                float: None,
                bye_of: None,
            };
            out.push((format!("{rule:?} {higher} {has:?} {agrees}"), why));
        }
    }
    out
}

fn board_results() -> Vec<BoardResult> {
    use BoardResult::*;
    vec![
        WhiteWins,
        Draw,
        BlackWins,
        WhiteForfeitWin,
        BlackForfeitWin,
        DoubleForfeit,
        WhiteWinsUnrated,
        DrawUnrated,
        BlackWinsUnrated,
        WhiteHalfBlackZero,
        BlackHalfWhiteZero,
        BothLose,
        Pending,
    ]
}

fn export_words() -> Vec<ExportWord> {
    use ExportWord::*;
    vec![
        PairingsOfRound(3),
        ByName,
        StandingsAfter(2),
        Why,
        RoundOf { round: 3, total: 7 },
        Board,
        Points,
        Result,
        Player,
        Colour,
        Opponent,
        Rank,
        Bye,
        Arbiter,
    ]
}

fn book() -> Book {
    let mut b = Book::default();
    // model
    for s in systems() {
        b.say(format!("{s:?}"), |w| w.system_name(s).into());
    }
    let fields = [
        Field::Name,
        Field::StartDate,
        Field::EndDate,
        Field::Rounds,
        Field::System,
        Field::Win,
        Field::Draw,
        Field::Loss,
        Field::Pab,
        Field::DsPab,
        Field::Baku,
        Field::InitialColour,
        Field::UnratedRating,
    ];
    for f in fields {
        b.say(format!("{f:?}"), |w| w.field_name(f).into());
        b.say(format!("{f:?}"), |w| {
            w.settings_error(&SettingsError::Invalid(f))
        });
        b.say(format!("{f:?}"), |w| {
            w.settings_error(&SettingsError::FixedOnceStarted(f))
        });
    }
    b.say("numbers_fixed", |w| w.numbers_fixed().into());
    b.say("delete_paired", |w| w.delete_paired().into());
    for e in [
        ArbiterError::EmptyName,
        ArbiterError::RenumberingClosed,
        ArbiterError::UnknownPlayer(P),
        ArbiterError::ResultsMissing { round: 2, open: 3 },
        ArbiterError::RoundHasResults { round: 2 },
        ArbiterError::WrongRound { round: 4, next: 3 },
        ArbiterError::NoSuchBoard { round: 2, white: P },
        ArbiterError::PlayerWasPaired(P),
        ArbiterError::RoundAlreadyPaired { round: 2 },
        ArbiterError::NoSuchRound { round: 9, total: 7 },
        ArbiterError::NotAnAbsence,
        ArbiterError::MatchOnlyResult,
        ArbiterError::FullPointByeNotAllowed,
    ] {
        b.say(format!("{e:?}"), |w| w.arbiter_error(&e));
    }
    let mut settings = vec![
        SettingsError::RoundsBelowPaired { paired: 3 },
        SettingsError::PointOrder,
        SettingsError::AccelerationNotOffered(SystemKind::DoubleSwiss2026),
    ];
    settings.extend(fide_kinds().into_iter().map(SettingsError::Fide));
    for e in settings {
        b.say(format!("{e:?}"), |w| w.settings_error(&e));
    }
    for e in [
        NewTournamentError::EmptyName,
        NewTournamentError::BadRounds,
        NewTournamentError::UnknownSystem,
    ] {
        b.say(format!("{e:?}"), |w| w.new_tournament_error(&e));
    }
    // trf
    for k in trf_kinds() {
        let e = TrfError {
            line: 3,
            column: 5,
            kind: k.clone(),
        };
        b.say(format!("{k:?}"), |w| w.trf_error(&e));
    }
    for k in warnings() {
        for line in [0, 4] {
            let e = TrfWarning {
                line,
                kind: k.clone(),
            };
            b.say(format!("{k:?}"), |w| w.trf_warning(&e));
        }
    }
    // pairing, generate, matching, checker
    for e in pairing_errors() {
        b.say(format!("{e:?}"), |w| w.pairing_error(&e));
        let g = GenerateError::Pairing { round: 3, error: e };
        b.say("generate", |w| w.generate_error(&g));
    }
    for c in [
        ConfigError::Players { got: 1, max: 9999 },
        ConfigError::Rounds { got: 0, max: 99 },
        ConfigError::DrawPercent { got: 120 },
        ConfigError::Rate {
            what: Rate::Forfeit,
            got: 1.5,
        },
        ConfigError::Rate {
            what: Rate::Absence,
            got: 1.5,
        },
        ConfigError::Rate {
            what: Rate::HalfPointBye,
            got: 1.5,
        },
        ConfigError::AbsencesOverOne,
    ] {
        let e = GenerateError::InvalidConfig(c);
        b.say(format!("{c:?}"), |w| w.generate_error(&e));
    }
    for reason in [
        BadPairing::NoSuchPlayer(P),
        BadPairing::Absent(P),
        BadPairing::PairedTwice(P),
        BadPairing::NotPaired(P),
    ] {
        let e = GenerateError::BadPairing { round: 3, reason };
        b.say(format!("{reason:?}"), |w| w.generate_error(&e));
    }
    for e in [
        MatchingError::VertexOutOfRange { vertex: 9, n: 8 },
        MatchingError::SelfLoop { vertex: 2 },
        MatchingError::WeightTooLarge { u: 1, v: 2 },
    ] {
        b.say(format!("{e:?}"), |w| w.matching_error(&e));
    }
    // fide
    for k in fide_kinds() {
        for severity in [Severity::Refused, Severity::Warning] {
            let i = FideIssue {
                severity,
                kind: k.clone(),
            };
            b.say(format!("{k:?}"), |w| w.fide_issue(&i));
        }
    }
    b.say("tpn_rule", |w| w.tpn_rule().into());
    // verify
    for system in systems() {
        let e = RoundExplanation {
            round: 4,
            system,
            findings: findings(),
        };
        b.say(format!("explanation {system:?}"), |w| w.explanation(&e));
    }
    // standings
    for tb in TieBreak::all() {
        b.say(tb.code(), |w| w.tiebreak_meaning(tb));
    }
    for k in TieBreakKind::ALL {
        b.say(format!("{k:?}"), |w| w.tiebreak_kind_meaning(k).into());
    }
    b.say("unknown code", |w| w.unknown_tiebreak_code("BH-C9"));
    // teach: the lessons, and the sample round of the study views
    let all = lessons().unwrap_or_default();
    assert!(!all.is_empty(), "the lessons build");
    for l in &all {
        b.say(format!("{:?}", l.id), |w| w.lesson_title(l.id).into());
        for s in &l.steps {
            b.say(format!("{:?}", l.id), |w| {
                format!("{}\n{}", w.step_title(s), w.step_text(s))
            });
        }
    }
    if let Ok(t) = sample_tournament() {
        for round in 1..=t.rounds_paired() {
            let Ok(study) = RoundStudy::new(&t, round) else {
                continue;
            };
            for (i, _) in study.brackets().iter().enumerate() {
                if let Ok(bs) = study.open_bracket(i, 20_000) {
                    b.say_lines("bracket_trace", |w| w.bracket_trace(&bs.trace));
                    for s in &bs.steps {
                        b.say("step", |w| w.step_alteration(s));
                    }
                }
            }
            let pairing = study.pairing().clone();
            for board in &pairing.boards {
                if let Ok(c) = study.colours(board.white, board.black) {
                    b.say("colours", |w| w.colour_explanation(&c));
                }
            }
            let players: Vec<Tpn> = study.players().iter().map(|p| p.tpn).collect();
            for x in players.iter().take(6) {
                for y in players.iter().take(6) {
                    if x < y {
                        if let Ok(a) = study.why_not(*x, *y, 20_000) {
                            b.say("why not", |w| w.why_not_answer(&a));
                        }
                    }
                }
            }
        }
    }
    for e in [
        LiteralError::InvalidRound,
        LiteralError::NoLegalPairing { round: 2 },
        LiteralError::NoSuchBracket { bracket: 4 },
    ] {
        let s = StudyError::Explain(ExplainError::Literal(e.clone()));
        b.say(format!("{e:?}"), |w| w.study_error(&s));
    }
    for e in [
        StudyError::NotDutch(SystemKind::DoubleSwiss2026),
        StudyError::NotOffered,
        StudyError::NoSuchRound {
            round: 4,
            paired: 3,
        },
        StudyError::NoSuchBracket(4),
        StudyError::Pairing(PairingError::NoLegalPairing { round: 2 }),
        StudyError::Explain(ExplainError::UnknownPlayer(P)),
        StudyError::Explain(ExplainError::SamePlayer),
        StudyError::Trf(TrfError {
            line: 1,
            column: 1,
            kind: TrfErrorKind::NoPlayers,
        }),
    ] {
        b.say(format!("{e:?}"), |w| w.study_error(&e));
    }
    // classic: every event in each classic system's words
    for system in [
        SystemKind::Dutch2008,
        SystemKind::Dutch2006,
        SystemKind::Dutch1992Ffe,
    ] {
        for e in classic_events() {
            b.say(format!("{e:?}"), |w| w.classic_event(system, &e));
        }
    }
    let every_lesson = SystemKind::ALL
        .into_iter()
        .flat_map(|k| ClassicLessonId::of(k).iter().map(move |&id| (k, id)));
    for (kind, id) in every_lesson {
        b.say(format!("{kind:?} {id:?}"), |w| {
            w.classic_lesson_title(kind, id)
        });
        if let Ok(l) = lesson(kind, id) {
            for s in &l.steps {
                b.say(format!("{id:?}"), |w| {
                    format!(
                        "{}\n{}",
                        w.classic_lesson_text(s.text),
                        w.lesson_lines(&s.data).join("\n")
                    )
                });
            }
        }
    }
    for t in [
        LessonText::D1Homogeneous,
        LessonText::D1Heterogeneous,
        LessonText::D2Exchanges { n: 1 },
        LessonText::D2Exchanges { n: 2 },
        LessonText::D2Procedure,
        LessonText::D4Factor,
        LessonText::D4Heterogeneous,
        LessonText::Engine,
        LessonText::OldD1,
        LessonText::OldD2Matrix { n: 1 },
        LessonText::OldD2Matrix { n: 2 },
        LessonText::OldD2Seven { odd_top_set: true },
        LessonText::OldD2Seven { odd_top_set: false },
        LessonText::Baf80 { players: 8 },
        LessonText::A8Budget { baf77: true },
        LessonText::A8Budget { baf77: false },
        LessonText::B4Conflicts,
        LessonText::ForfeitMarks { baf78: true },
        LessonText::ForfeitMarks { baf78: false },
        LessonText::ForfeitRound { baf78: true },
        LessonText::ForfeitRound { baf78: false },
    ] {
        b.say(format!("{t:?}"), |w| w.classic_lesson_text(t));
    }
    b.say("passed_over", |w| {
        format!("{} {}", w.passed_over(3, 3), w.passed_over(3, 9))
    });
    // share: the shared link's refusals, every system's reasons in
    // generated rounds, each rule of C.04.5 art. 4.3, results, the export
    for e in fragment_errors() {
        b.say(format!("{e:?}"), |w| w.fragment_error(&e));
    }
    for (what, why) in share_reasons() {
        b.say_lines(&what, |w| w.player_lines(&why));
        b.say_lines(&what, |w| w.arbiter_lines(&why));
    }
    for r in board_results() {
        b.say(format!("{r:?}"), |w| w.board_result(r).into());
    }
    for x in export_words() {
        b.say(format!("{x:?}"), |w| w.export_word(x));
    }
    // cli
    for m in CliMessage::samples() {
        b.say(format!("{m:?}"), |w| w.cli(&m));
    }
    b
}

/// Words both catalogues use, each checked: French words that English
/// also writes (« absent », « transposition », « bye », the French texts'
/// « demandes de bye »), symbols of the texts (S1, DIFFERENZ, MaxP) and
/// option names. Codes (tie-breaks, TRF system codes) are added by
/// [`codes`]. The test also fails on an entry no message uses.
#[rustfmt::skip]
const SHARED: &[&str] = &[
    // French words that English also writes
    "absence", "absences", "absent", "art", "attention", "bonus", "bye", "byes", "change",
    "code", "codes", "compatible", "date", "dates", "double", "exempt", "match",
    "mode", "on", "option", "participant", "participants", "performance", "permutations",
    "places", "plus", "point", "points", "position", "possible", "score", "scores",
    "situations", "standard", "tests", "top", "transposition", "transpositions", "type",
    "version",
    // the old texts' D2 « matrices » and BAF 77's « tables perturbées »
    "matrices", "table",
    // names and symbols of the texts, option and record names, TRF keys
    "aro", "tpr", "ptp", "apro", "appo", "baku", "buchholz", "sonneborn", "berger", "koya",
    "differenz", "delta", "list", "fide", "trf", "utf", "latin", "windows", "xxr", "xxc",
    // the shared link's key (`#share=1.…`) and the QR code's name
    "share", "qr",
    "xxa", "rank", "white", "black", "mdp", "png", "baf", "system", "mm", "dv", "tv", "pab", "ww",
    "bw", "wd", "bd", "wl", "bl", "fw", "fl", "fpb", "hpb", "zpb",
];

/// The codes the messages quote: tie-breaks, the TRF's system codes.
fn codes() -> BTreeSet<String> {
    let mut c: BTreeSet<String> = TieBreak::all()
        .into_iter()
        .flat_map(|tb| words_of(&tb.code()).collect::<Vec<_>>())
        .collect();
    for s in SystemKind::ALL {
        c.extend(words_of(s.info().trf_code));
    }
    c
}

/// The words of a text, lower-cased; single letters (elisions « l' »,
/// « d' », the TRF's codes W, B, H, the texts' S1, P, X) are not words.
fn words_of(text: &str) -> impl Iterator<Item = String> + '_ {
    text.split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() > 1)
        .map(|w| w.to_lowercase())
}

#[test]
fn every_message_is_said_in_every_language() {
    let b = book();
    assert!(b.0.len() > 500, "{} messages", b.0.len());
    for said in &b.0 {
        for (l, text) in Lang::ALL.iter().zip(&said.text) {
            assert!(!text.trim().is_empty(), "{}: empty in {:?}", said.what, l);
        }
    }
}

#[test]
fn french_uses_no_word_only_the_english_catalogue_uses() {
    let b = book();
    let (en, fr) = (0, 1);
    let english: BTreeSet<String> =
        b.0.iter()
            .flat_map(|s| words_of(&s.text[en]).collect::<Vec<_>>())
            .collect();
    let mut shared: BTreeSet<String> = SHARED.iter().map(|w| w.to_string()).collect();
    shared.extend(codes());
    let mut used = BTreeSet::new();
    let mut leaks = std::collections::BTreeMap::new();
    for said in &b.0 {
        for w in words_of(&said.text[fr]) {
            if !english.contains(&w) {
                continue;
            }
            if shared.contains(&w) {
                used.insert(w);
                continue;
            }
            let line = said.text[fr]
                .lines()
                .find(|l| words_of(l).any(|x| x == w))
                .unwrap_or_default()
                .to_owned();
            leaks.entry(w).or_insert(format!("{}: {line}", said.what));
        }
    }
    let leaks: Vec<String> = leaks.iter().map(|(w, e)| format!("{w:?} in {e}")).collect();
    assert!(
        leaks.is_empty(),
        "{} English words in French:\n{}",
        leaks.len(),
        leaks.join("\n")
    );
    let unused: Vec<&&str> = SHARED.iter().filter(|w| !used.contains(**w)).collect();
    assert!(
        unused.is_empty(),
        "shared words no message uses: {unused:?}"
    );
}

/// French typography (`docs/glossary.md`): a non-breaking space before
/// `:` `;` `?` `!` `%` and inside guillemets, a decimal comma.
#[test]
fn french_typography() {
    let b = book();
    for said in &b.0 {
        let fr = &said.text[1];
        for bad in [" :", " ;", " ?", " !", " %", "« ", " »"] {
            assert!(!fr.contains(bad), "{:?} in {}: {fr}", bad, said.what);
        }
        let tokens: Vec<&str> = fr.split_whitespace().collect();
        for (k, w) in tokens.iter().enumerate() {
            if k > 0 && tokens[k - 1].ends_with("art.") {
                continue; // an article number: `art. 3.8`
            }
            let digits: Vec<&str> = w.split('.').collect();
            let decimal_point = digits.len() == 2
                && digits
                    .iter()
                    .all(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit()));
            // `1.0`, `0.5` and `11.5` are the TRF's own syntax, quoted in
            // what a column should hold.
            assert!(
                !decimal_point || fr.contains("un nombre comme") || fr.contains("[-]11.5"),
                "decimal point {w:?} in {}: {fr}",
                said.what
            );
        }
    }
}

/// The same data gives a different sentence in each language, except the
/// few messages that are only codes and numbers.
#[test]
fn french_is_not_english() {
    let b = book();
    let same: Vec<&Said> = b.0.iter().filter(|s| s.text[0] == s.text[1]).collect();
    for s in &same {
        assert!(
            words_of(&s.text[1]).all(|w| SHARED.contains(&w.as_str()) || codes().contains(&w)),
            "{}: {}",
            s.what,
            s.text[1]
        );
    }
}
