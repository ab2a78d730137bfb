//! English wording of `check --explain` ([`crate::teach::verify`]).

use crate::lang::catalogue::Whose;
use crate::model::{Colour, Points, Tpn};
use crate::teach::verify::{
    BracketRef, Cite, Finding, Measure, OrderStep, RoundExplanation, Value,
};

/// `[C12] (art. 2.4.7)`, `C.10`, `B4`, `x (A8)`.
pub fn cite(c: &Cite) -> String {
    match c.article {
        Some(a) if a != c.label => format!("{} (art. {a})", c.label),
        _ => c.label.to_string(),
    }
}

fn measure(m: Measure) -> &'static str {
    match m {
        Measure::Completion => "the rest of the round can be paired",
        Measure::PabScore => "score of the player given the pairing-allocated bye",
        Measure::Downfloaters => "players left unpaired in the bracket (downfloaters)",
        Measure::DownfloaterScores => "scores of the downfloaters",
        Measure::NextBracket => "downfloaters of the next bracket",
        Measure::PabUnplayedGames => "unplayed games of the player given the bye",
        Measure::TopscorerColourDifference => {
            "topscorers or their opponents with a colour difference beyond ±2"
        }
        Measure::TopscorerThreeInARow => {
            "topscorers or their opponents with the same colour three times in a row"
        }
        Measure::ColourPreferences => "colour preferences violated",
        Measure::StrongColourPreferences => "strong colour preferences violated",
        Measure::ResidentDownfloatAgain => "downfloaters who downfloated the round before",
        Measure::MdpOpponentUpfloatAgain => {
            "opponents of moved-down players who upfloated the round before"
        }
        Measure::ResidentDownfloatTwoBefore => "downfloaters who downfloated two rounds before",
        Measure::MdpOpponentUpfloatTwoBefore => {
            "opponents of moved-down players who upfloated two rounds before"
        }
        Measure::MdpDownfloatAgainDifferences => {
            "score differences of moved-down players who downfloated the round before"
        }
        Measure::OpponentUpfloatAgainDifferences => {
            "score differences of opponents who upfloated the round before"
        }
        Measure::MdpDownfloatTwoBeforeDifferences => {
            "score differences of moved-down players who downfloated two rounds before"
        }
        Measure::OpponentUpfloatTwoBeforeDifferences => {
            "score differences of opponents who upfloated two rounds before"
        }
        Measure::FloatAgain => "floats in the same direction as the round before",
        Measure::FloatTwoBefore => "floats in the same direction as two rounds before",
        Measure::Upfloaters => "upfloaters drawn into the bracket",
        Measure::UpfloaterFloatedBefore => "upfloaters who were floaters the round before",
        Measure::OpponentFloatedBefore => {
            "upfloaters' opponents who were floaters the round before"
        }
        Measure::PabMatchesPlayed => "matches played by the player given the bye (more first)",
    }
}

fn tenths(v: u32) -> String {
    Points(v).to_string()
}

fn value(v: &Value) -> String {
    match v {
        Value::Count(n) => n.to_string(),
        Value::Score(Some(s)) => tenths(*s),
        Value::Score(None) => "none".into(),
        Value::Scores(s) if s.is_empty() => "none".into(),
        Value::Scores(s) => s.iter().map(|&x| tenths(x)).collect::<Vec<_>>().join(", "),
        Value::Possible(true) => "yes".into(),
        Value::Possible(false) => "no".into(),
    }
}

/// What a value means on the system's side: "possible" for a minimum the
/// system reached.
fn bracket(b: &BracketRef) -> String {
    let players: Vec<String> = b.players.iter().map(|t| t.to_string()).collect();
    format!("bracket {} ({})", b.score, players.join(" "))
}

fn pairs(p: &[(Tpn, Tpn)]) -> String {
    p.iter()
        .map(|(a, b)| format!("{a}-{b}"))
        .collect::<Vec<_>>()
        .join(" ")
}

fn colour(c: Colour) -> &'static str {
    match c {
        Colour::White => "White",
        Colour::Black => "Black",
    }
}

fn step(s: OrderStep) -> &'static str {
    match s {
        OrderStep::Transposition => "transposition order",
        OrderStep::Exchange => "exchange order",
        OrderStep::MdpSet => "order of the sets of moved-down players",
        OrderStep::Identifier => "pairing identifier order",
        OrderStep::UpfloaterSet => "order of the upfloater sets",
        OrderStep::PabTpn => "largest pairing number first",
    }
}

/// "in the file" / "in your answer", and the other phrases naming the judged pairing.
struct Named {
    in_it: &'static str,
    ours: &'static str,
    looks_better: &'static str,
    before_its: &'static str,
    it_has: &'static str,
}

fn named(whose: Whose) -> Named {
    match whose {
        Whose::File => Named {
            in_it: "in the file",
            ours: "in ours",
            looks_better: "the file's pairing looks better here",
            before_its: "before the file's",
            it_has: "the file has",
        },
        Whose::Answer => Named {
            in_it: "in your answer",
            ours: "in the system's",
            looks_better: "your answer looks better here",
            before_its: "before your",
            it_has: "your answer has",
        },
    }
}

/// One finding, on one line.
pub fn finding(f: &Finding) -> String {
    finding_in(f, Whose::File)
}

/// One finding on `whose` pairing, on one line.
pub fn finding_in(f: &Finding, whose: Whose) -> String {
    let n = named(whose);
    match f {
        Finding::Unpaired { tpn } => format!("player {tpn} is to be paired but is not"),
        Finding::NotToBePaired { tpn } => format!("player {tpn} is paired but is not to be"),
        Finding::RepeatGame { a, b, met_in, rule } => match met_in {
            Some(r) => format!("{}: {a} and {b} already played each other in round {r}", cite(rule)),
            None => format!("{}: {a} and {b} may not play each other", cite(rule)),
        },
        Finding::SecondBye { tpn, rule } => format!(
            "{}: {tpn} may not receive the pairing-allocated bye (already had one, or a win without playing)",
            cite(rule)
        ),
        Finding::AbsoluteColour { a, b, colour: c, rule } => format!(
            "{}: {a} and {b} both have an absolute preference for {}",
            cite(rule),
            colour(*c)
        ),
        Finding::Worse { bracket: br, rule, measure: m, file, ours } => format!(
            "{}: {} {}: {} {}, {} possible",
            bracket(br),
            cite(rule),
            measure(*m),
            value(file),
            n.in_it,
            value(ours)
        ),
        Finding::Better { bracket: br, rule, measure: m, file, ours } => format!(
            "{}: {} {}: {} {}, {} {} ({}: please report)",
            bracket(br),
            cite(rule),
            measure(*m),
            value(file),
            n.in_it,
            value(ours),
            n.ours,
            n.looks_better
        ),
        Finding::Order { bracket: br, rule, step: s, ours, file } => {
            if ours.is_empty() && file.is_empty() {
                format!("{}: equally good; {} ({}) decides", bracket(br), cite(rule), step(*s))
            } else {
                format!(
                    "{}: equally good on every criterion; {} ({}) puts {} {} {}",
                    bracket(br),
                    cite(rule),
                    step(*s),
                    pairs(ours),
                    n.before_its,
                    pairs(file)
                )
            }
        }
        Finding::Colour { white, black, rule } => format!(
            "colours of {white}-{black}: {} gives White to {white}; {} {black}-{white}",
            cite(rule),
            n.it_has
        ),
        Finding::NotEvaluated { bracket: br } => {
            format!("{}: the pairings differ; no criterion could be evaluated", bracket(br))
        }
    }
}

/// "round R differs" and one indented line per finding.
pub fn explanation(e: &RoundExplanation) -> String {
    let mut s = format!("round {} differs\n", e.round);
    for f in &e.findings {
        s.push_str("  ");
        s.push_str(&finding(f));
        s.push('\n');
    }
    s
}
