//! The words of "Explain a round" for the Double-Swiss system (C.04.5,
//! issue 23): the engine's record (`double_swiss::record`) and its drawing
//! (`teach::double_swiss`). Criterion tags ([C1] … [C8]) and article
//! numbers are the text's own and stay as they are.

use crate::double_swiss::record::{ByeTry, ColourRecord, ColourRule, DsArticle, SetOutcome};
use crate::model::{Points, Tpn};
use crate::teach::double_swiss::{DsLesson, DsStep, DsWhyNot, NotFloated, SetWhy};

pub const TITLE: &str = "Double-Swiss: how the round was paired";
pub const INTRO: &str = "The engine's own record of this round (C.04.5 art. 3.3.2): the bye, each bracket's upfloaters and the pairings tried in the order of their identifiers, then the colours.";
pub const BRACKETS: &str = "Brackets";
pub const COLOURS: &str = "Colours (art. 4.3)";
pub const BYE: &str = "Pairing-allocated bye (art. 3.4)";
pub const PREV: &str = "Previous Double-Swiss step";
pub const NEXT: &str = "Next Double-Swiss step";
pub const KEYS: &str = "Arrow keys, space, Home and End move through the steps when the bracket has focus; Esc leaves trainer mode.";
pub const TRAINER: &str = "Trainer mode";
pub const TRAINER_EXIT: &str = "Leave trainer mode";
pub const LINK: &str = "Link to this Double-Swiss step";
pub const BACK: &str = "Back to the round";
pub const SEQUENCE: &str = "Where this step sits in the text's order";
pub const RESIDENTS: &str = "Residents";
pub const SET_TRIED: &str = "Upfloaters tried";
pub const TOPS: &str = "Top members";
pub const BOTTOMS: &str = "Bottom members";
pub const WAITING: &str = "Not placed yet";
pub const FINE: &str = "fits";
pub const BREAKS: &str = "rejected";
pub const FLOATED: &str = "floated last round";
pub const LESSONS: &str = "Double-Swiss lessons (C.04.5)";
pub const RECORDED_DIFFERS: &str =
    "The event records another pairing for this round (changed by hand); this is the engine's.";
pub const NO_ROUND: &str = "The Double-Swiss engine could not pair this round again.";
pub const DIAGRAM_LABEL: &str = "Double-Swiss bracket diagram";
pub const WHY_NOT: &str = "Why not X–Y? (Double-Swiss)";
pub const WHY_NOT_HELP: &str =
    "Pick two players of the round: the answer is read from the engine's record.";
pub const WHY_X: &str = "Double-Swiss player X";
pub const WHY_Y: &str = "Double-Swiss player Y";
pub const WHY_ASK: &str = "Why not? (Double-Swiss)";
pub const WHY_SAME: &str = "Pick two different players.";

/// "C1", "art. 3.5.5".
pub fn tag(a: DsArticle) -> String {
    match a {
        DsArticle::C1
        | DsArticle::C2
        | DsArticle::C3
        | DsArticle::C4
        | DsArticle::C5
        | DsArticle::C6
        | DsArticle::C7
        | DsArticle::C8 => a.id().to_string(),
        _ => format!("art. {}", a.id()),
    }
}

/// Why a criterion rejects, in a few words.
pub fn reason(a: DsArticle) -> String {
    let why = match a {
        DsArticle::C1 => "they have already met",
        DsArticle::C2 => "already had a bye or won a match by forfeit",
        DsArticle::C3 => "no legal pairing of the others would remain",
        DsArticle::C4 => "more upfloaters than needed",
        DsArticle::C5 => "lower upfloater scores",
        DsArticle::C6 => "the following scoregroup would need more upfloaters",
        DsArticle::C7 => "not fewer upfloaters who floated last round",
        DsArticle::C8 => "more upfloaters' opponents who floated last round",
        _ => "",
    };
    format!("[{}] {why}", a.id())
}

fn list(v: &[Tpn]) -> String {
    let s: Vec<String> = v.iter().map(|t| t.to_string()).collect();
    s.join(", ")
}

fn points(p: Points) -> String {
    if p.0.is_multiple_of(10) {
        format!("{}", p.0 / 10)
    } else {
        format!("{}.{}", p.0 / 10, p.0 % 10)
    }
}

/// "Bracket 2: score 1, residents 2, 3, 5, 6; upfloaters 7".
pub fn bracket_title(k: usize, score: Points, residents: &[Tpn], ups: &[Tpn]) -> String {
    let ups = if ups.is_empty() {
        "no upfloater".to_string()
    } else {
        format!("upfloaters {}", list(ups))
    };
    format!(
        "Bracket {}: score {}, residents {}; {ups}",
        k + 1,
        points(score),
        list(residents)
    )
}

/// One step, as a line.
pub fn step(s: &DsStep) -> String {
    match s {
        DsStep::Set {
            scores,
            set,
            outcome,
        } => {
            let what = if set.is_empty() {
                "No upfloater".to_string()
            } else {
                let sc: Vec<String> = scores.iter().map(|p| points(*p)).collect();
                format!("Upfloaters {{{}}} (scores {})", list(set), sc.join(", "))
            };
            let verdict = match outcome {
                SetOutcome::Illegal => format!("rejected: {}", reason(DsArticle::C3)),
                SetOutcome::Kept {
                    c6,
                    c7,
                    at_floor: true,
                } => {
                    format!("kept ([C6] {c6}, [C7] {c7}), none can do better: chosen (art. 3.5.5)")
                }
                SetOutcome::Kept { c6, c7, .. } => {
                    format!("kept, best so far ([C6] {c6}, [C7] {c7})")
                }
                SetOutcome::NotBetter { criterion, c7 } => {
                    format!("not better ([C7] {c7}): {}", reason(*criterion))
                }
            };
            format!("{what}: {verdict}")
        }
        DsStep::Pair(p) => {
            use crate::double_swiss::record::PairStep;
            let (what, outcome) = match p {
                PairStep::Top { player, outcome } => (format!("Top member {player}"), outcome),
                PairStep::Bottom {
                    top,
                    player,
                    outcome,
                } => (format!("Pair {top}–{player}"), outcome),
            };
            let verdict = match outcome.breaks() {
                None => "taken (a complying pairing starts this way)".to_string(),
                Some(a) => format!("rejected: {}", reason(a)),
            };
            format!("{what}: {verdict}")
        }
    }
}

/// A short verdict for the stepper.
pub fn outcome(s: &DsStep) -> String {
    match s.breaks() {
        None => "taken".to_string(),
        Some(a) => format!("rejected ({})", a.id()),
    }
}

/// The screen reader's sentence for a line of the diagram.
pub fn link_sentence(top: Tpn, bottom: Tpn, breaks: Option<DsArticle>) -> String {
    match breaks {
        None => format!("{top} plays {bottom}."),
        Some(a) => format!("{top}–{bottom} rejected: {}.", reason(a)),
    }
}

/// The screen reader's sentence for a card that is not in a pair.
pub fn card_sentence(tpn: Tpn, column: &str, mark: Option<DsArticle>) -> String {
    match mark {
        None => format!("{tpn}: {column}."),
        Some(a) => format!("{tpn}: {column}, rejected: {}.", reason(a)),
    }
}

/// "Step 3 of 9".
pub fn step_of(k: usize, n: usize) -> String {
    format!("Step {k} of {n}")
}

pub fn ineligible(v: &[Tpn]) -> String {
    format!("Excluded by [C2]: {}", list(v))
}

/// One player considered for the bye (art. 3.4.2–3.4.4 order).
pub fn bye_try(t: &ByeTry) -> String {
    let verdict = if t.taken {
        "receives the bye (art. 3.4.1: the others can all be paired)".to_string()
    } else {
        format!("passed over: {}", reason(DsArticle::C3))
    };
    format!(
        "{} (score {}, {} matches played): {verdict}",
        t.tpn,
        points(t.score),
        t.matches_played
    )
}

/// "7 has White in game 1 (art. 4.3.2: fewer Whites)".
pub fn colour(c: &ColourRecord) -> String {
    let why = match c.rule {
        ColourRule::Initial => "neither has played a match: the HRP's TPN and the initial-colour",
        ColourRule::FewerWhites => "fewer Whites",
        ColourRule::Alternate => "alternate from the last time their colours differed",
        ColourRule::HrpAlternates => "the HRP alternates its last colour",
        ColourRule::OpponentAlternates => "the HRP's opponent alternates its last colour",
    };
    format!(
        "{}–{}: {} has White in game 1 (art. {}: {why})",
        c.white,
        c.black,
        c.white,
        c.rule.article()
    )
}

pub fn lesson_title(l: DsLesson) -> &'static str {
    match l {
        DsLesson::Rematches => "Rematches: [C1] and [C3] in one bracket (6 players, round 2)",
        DsLesson::ByeAndUpfloater => "The bye, an upfloater, then [C1] (7 players, round 2)",
    }
}

pub fn lesson_text(l: DsLesson) -> &'static str {
    match l {
        DsLesson::Rematches => "Every first match was drawn, so all six have 1 point and form one bracket. Step through the identifier: 1–4 have met, and 2–4 would leave 3–6, who have met too.",
        DsLesson::ByeAndUpfloater => "Player 7 had the bye in round 1 and is excluded by [C2]; 4 has the lowest score. Player 1 is alone on 2 points and takes the upfloater with the highest score.",
    }
}

/// "Why not X–Y?" in one paragraph (brackets numbered from 1).
pub fn why_not(w: &DsWhyNot, x: Tpn, y: Tpn) -> String {
    match w {
        DsWhyNot::Paired => format!("{x} and {y} are paired together."),
        DsWhyNot::NotPlaying { tpn } => format!("{tpn} is not paired in this round."),
        DsWhyNot::Bye { tpn } => {
            format!("{tpn} receives the pairing-allocated bye (art. 3.4), so it has no opponent.")
        }
        DsWhyNot::NotInBracket {
            bracket,
            later,
            tpn,
            chosen,
            why,
        } => {
            let why = match why {
                NotFloated::NoUpfloaters => "its top-scoregroup could be paired on its own, so it took no upfloater ([C4], art. 2.3.1)".to_string(),
                NotFloated::Scores { score, scores } => format!(
                    "its upfloaters had to be {} with {} point(s): the fewest, then with the highest scores, that leave a legal pairing ([C4], [C5], art. 3.5.2); {tpn} has {}",
                    scores.len(),
                    scores.iter().map(|s| points(*s)).collect::<Vec<_>>().join(", "),
                    points(*score)
                ),
                NotFloated::Set { set, outcome } => {
                    let what = match outcome {
                        SetWhy::Illegal => format!(
                            "leaves no legal pairing of the bracket and of the others ({})",
                            "[C3]"
                        ),
                        SetWhy::NotBetter(c) => {
                            format!("was not better on [{}] than a set before it", c.id())
                        }
                        SetWhy::LaterBetter(c) => {
                            format!("was passed over for a later set, better on [{}]", c.id())
                        }
                    };
                    format!(
                        "the first set with {tpn} looked at, {{{}}}, {what} (art. 3.5.5)",
                        list(set)
                    )
                }
                NotFloated::NotReached { before: true } => format!(
                    "the sets with {tpn} that come before it in the order of art. 3.5.4 leave no legal pairing ({}), and it is the first set that complies (art. 3.5.5)",
                    "[C3]"
                ),
                NotFloated::NotReached { before: false } => format!(
                    "every set with {tpn} comes after it in the order of art. 3.5.4, and it complies (art. 3.5.5)"
                ),
            };
            let took = if chosen.is_empty() {
                String::new()
            } else {
                format!(" with the upfloaters {{{}}}", list(chosen))
            };
            format!(
                "{x} and {y} were paired in different brackets (art. 3.3.2): {tpn} was paired later, in bracket {}. Bracket {} was formed{took}: {why}.",
                later + 1,
                bracket + 1
            )
        }
        DsWhyNot::TopRejected {
            bracket,
            tpn,
            criterion,
        } => format!(
            "In bracket {}, {tpn} would be the top member of the pair (art. 3.6.1), but after the top members before it, {tpn} was tried as the next top member and rejected: {} (art. 3.6.4).",
            bracket + 1,
            reason(*criterion)
        ),
        DsWhyNot::TopsFilled { bracket, tpn } => format!(
            "In bracket {}, {tpn} would be the top member of the pair (art. 3.6.1), but every top member's place took a smaller number that complied before {tpn} was reached (art. 3.6.3, 3.6.4).",
            bracket + 1
        ),
        DsWhyNot::TopMember { bracket, tpn } => format!(
            "In bracket {}, {tpn} is itself a top member: the top members come first in the identifier (art. 3.6.2) and {tpn} complied at its place (art. 3.6.3, 3.6.4), so its opponent has a larger number.",
            bracket + 1
        ),
        DsWhyNot::TakenEarlier {
            bracket,
            bottom,
            top,
        } => format!(
            "In bracket {}, {bottom} was already the bottom member of {top}, an earlier top member in the identifier (art. 3.6.2, 3.6.4).",
            bracket + 1
        ),
        DsWhyNot::Rejected {
            bracket,
            top,
            bottom,
            criterion,
        } => format!(
            "In bracket {}, {top}–{bottom} was tried and rejected: {} (art. 3.6.4).",
            bracket + 1,
            reason(*criterion)
        ),
        DsWhyNot::EarlierValue {
            bracket,
            top,
            accepted,
            other,
        } => format!(
            "In bracket {}, {top} took {accepted}, a smaller number at that place of the identifier, before {other} was reached (art. 3.6.3, 3.6.4).",
            bracket + 1
        ),
    }
}
