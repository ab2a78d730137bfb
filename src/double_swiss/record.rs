//! The record of how the engine pairs a round (issue 23): the bye, each
//! bracket's upfloater sets and pairing candidates in the text's order, and
//! the colours, each decision with the article that made it.
//!
//! Data only. It is written by the engine's own procedure while it pairs
//! ([`super::pair_recorded`] runs the same code as [`super::pair`] with a
//! recorder attached), so it cannot drift from the pairing; the teaching
//! layer (`teach::double_swiss`) turns it into steps and drawings.

use crate::model::{Points, Tpn};
use serde::Serialize;

/// An article of C.04.5 that a recorded decision applies.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum DsArticle {
    /// art. 2.1.1 [C1]: no rematch (and the event's forbidden pairs).
    C1,
    /// art. 2.1.2 [C2]: no second PAB.
    C2,
    /// art. 2.2.1 [C3]: a legal pairing must remain for everyone not yet paired.
    C3,
    /// art. 2.3.1 [C4]: the fewest upfloaters.
    C4,
    /// art. 2.3.2 [C5]: the upfloaters' scores as high as possible.
    C5,
    /// art. 2.3.3 [C6]: the following scoregroup's own [C1], [C3], [C4].
    C6,
    /// art. 2.3.4 [C7]: upfloaters who were floaters last round.
    C7,
    /// art. 2.3.5 [C8]: upfloaters' opponents who were floaters last round.
    C8,
    /// art. 3.4: the pairing-allocated bye (3.4.1–3.4.4).
    Bye,
    /// art. 3.5.3–3.5.4: the order of the upfloater sets.
    SetOrder,
    /// art. 3.5.5: the first set that complies is chosen.
    FirstSet,
    /// art. 3.6.2–3.6.3: pairings in the order of their identifiers.
    IdentifierOrder,
    /// art. 3.6.4: the first pairing that complies is chosen.
    FirstPairing,
    /// art. 4.3.1 … 4.3.5: a colour rule.
    Colour(ColourRule),
}

impl DsArticle {
    /// Every article a record can name.
    pub const ALL: [DsArticle; 18] = [
        DsArticle::C1,
        DsArticle::C2,
        DsArticle::C3,
        DsArticle::C4,
        DsArticle::C5,
        DsArticle::C6,
        DsArticle::C7,
        DsArticle::C8,
        DsArticle::Bye,
        DsArticle::SetOrder,
        DsArticle::FirstSet,
        DsArticle::IdentifierOrder,
        DsArticle::FirstPairing,
        DsArticle::Colour(ColourRule::Initial),
        DsArticle::Colour(ColourRule::FewerWhites),
        DsArticle::Colour(ColourRule::Alternate),
        DsArticle::Colour(ColourRule::HrpAlternates),
        DsArticle::Colour(ColourRule::OpponentAlternates),
    ];

    /// The criterion's tag or the article's number: `"C1"`, `"3.5.5"`, `"4.3.2"`.
    pub const fn id(self) -> &'static str {
        match self {
            DsArticle::C1 => "C1",
            DsArticle::C2 => "C2",
            DsArticle::C3 => "C3",
            DsArticle::C4 => "C4",
            DsArticle::C5 => "C5",
            DsArticle::C6 => "C6",
            DsArticle::C7 => "C7",
            DsArticle::C8 => "C8",
            DsArticle::Bye => "3.4",
            DsArticle::SetOrder => "3.5.4",
            DsArticle::FirstSet => "3.5.5",
            DsArticle::IdentifierOrder => "3.6.3",
            DsArticle::FirstPairing => "3.6.4",
            DsArticle::Colour(r) => r.article(),
        }
    }
}

/// C.04.5 art. 4.3: the colour rule that decided a pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub enum ColourRule {
    /// art. 4.3.1: neither has played a match; the HRP's TPN and the initial-colour.
    Initial,
    /// art. 4.3.2: White to the player with fewer Whites.
    FewerWhites,
    /// art. 4.3.3: alternate from the last time their colours differed.
    Alternate,
    /// art. 4.3.4: alternate the HRP's last colour.
    HrpAlternates,
    /// art. 4.3.5: alternate the opponent's last colour.
    OpponentAlternates,
}

impl ColourRule {
    /// `"4.3.1"` … `"4.3.5"`.
    pub const fn article(self) -> &'static str {
        match self {
            ColourRule::Initial => "4.3.1",
            ColourRule::FewerWhites => "4.3.2",
            ColourRule::Alternate => "4.3.3",
            ColourRule::HrpAlternates => "4.3.4",
            ColourRule::OpponentAlternates => "4.3.5",
        }
    }

    /// The rule of an article number as `colour.rs` names it.
    pub(super) fn of(article: &str) -> ColourRule {
        match article {
            "4.3.1" => ColourRule::Initial,
            "4.3.2" => ColourRule::FewerWhites,
            "4.3.3" => ColourRule::Alternate,
            "4.3.4" => ColourRule::HrpAlternates,
            _ => ColourRule::OpponentAlternates,
        }
    }
}

/// How the engine paired one round, in the order of art. 3.3.2.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize)]
pub struct RoundRecord {
    /// The players who were floaters in the previous round (art. 1.5), read
    /// by [C7] and [C8]; empty in the last round, where those do not apply.
    pub floaters: Vec<Tpn>,
    /// Step 1 (art. 3.4), when the number of players is odd.
    pub bye: Option<ByeRecord>,
    /// Steps 2–3, one bracket after the other from the top.
    pub brackets: Vec<BracketRecord>,
    /// Step 4 (art. 4), in the order the brackets paired the pairs.
    pub colours: Vec<ColourRecord>,
}

/// Art. 3.4: who was considered for the bye and why each was passed over.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ByeRecord {
    /// Players [C2] excludes (a PAB, a match won by forfeit or a full-point bye before).
    pub ineligible: Vec<Tpn>,
    /// The eligible players in the order of art. 3.4.2–3.4.4 up to the
    /// receiver: each with its score and matches played, and `true` when it
    /// was taken (art. 3.4.1: the others leave no legal pairing, [C3]).
    pub tried: Vec<ByeTry>,
}

/// One player considered for the bye.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ByeTry {
    pub tpn: Tpn,
    /// art. 3.4.2.
    pub score: Points,
    /// art. 3.4.3.
    pub matches_played: u32,
    /// Taken; otherwise the others could not all be paired (art. 3.4.1).
    pub taken: bool,
}

/// One bracket: the top-scoregroup, the upfloaters chosen and why, and the
/// pairing candidates tried.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct BracketRecord {
    /// The top-scoregroup's score (art. 3.2).
    pub score: Points,
    /// Its players (the residents), ascending TPN.
    pub residents: Vec<Tpn>,
    /// The upfloater search (art. 3.5): each size and score composition the
    /// engine looked at, best first by [C4] then [C5].
    pub compositions: Vec<CompositionRecord>,
    /// The upfloaters chosen (art. 3.5.5), in art. 3.5.3 order.
    pub upfloaters: Vec<Tpn>,
    /// [C8]: the smallest attainable number of upfloaters' opponents who
    /// floated last round, when the criterion applies to this bracket.
    pub c8_budget: Option<usize>,
    /// The pairing search (art. 3.6), in order.
    pub steps: Vec<PairStep>,
    /// The pairs chosen, top member first, in identifier order.
    pub pairs: Vec<(Tpn, Tpn)>,
}

/// A size ([C4]) and score composition ([C5]) of upfloater sets.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CompositionRecord {
    /// The upfloaters' scores, highest first.
    pub scores: Vec<Points>,
    /// The sets the walk reached, in art. 3.5.4 order (sets every one of
    /// whose completions breaks [C3] are skipped before they are formed).
    pub sets: Vec<SetTry>,
}

/// One upfloater set, in art. 3.5.3 order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SetTry {
    pub set: Vec<Tpn>,
    pub outcome: SetOutcome,
}

/// What art. 3.5.5 made of a set.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum SetOutcome {
    /// No legal pairing of the bracket and of everyone else ([C1], [C3]).
    Illegal,
    /// Legal and better than every set before it on [C6], then [C7]; kept.
    /// `at_floor`: no set can do better, so it is chosen at once.
    Kept {
        c6: usize,
        c7: usize,
        at_floor: bool,
    },
    /// Legal, not better than the set kept: worse on `criterion` ([C6]), or
    /// as good on [C6] and not better on [C7].
    NotBetter { criterion: DsArticle, c7: usize },
}

/// A step of the pairing search (art. 3.6.2–3.6.4): the identifier is built
/// position by position, each position taking the smallest player that
/// still leads to a pairing complying with [C1], [C3] and [C8].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum PairStep {
    /// The next top member (the identifier's first half).
    Top { player: Tpn, outcome: Try },
    /// The bottom member of `top` (the identifier's second half).
    Bottom { top: Tpn, player: Tpn, outcome: Try },
}

/// What became of one value tried at a position of the identifier.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Try {
    /// Taken: a complying pairing starts this way.
    Accepted,
    /// Rejected: the two have met, or may not meet ([C1]).
    Met,
    /// Rejected: no legal pairing of the bracket starts this way ([C3]).
    NoCompletion,
    /// Rejected: every legal pairing starting this way has more upfloaters
    /// meeting a floater of the last round than the smallest attainable ([C8]).
    MoreC8,
}

impl Try {
    /// The criterion that rejected the value, if it was rejected.
    pub const fn breaks(self) -> Option<DsArticle> {
        match self {
            Try::Accepted => None,
            Try::Met => Some(DsArticle::C1),
            Try::NoCompletion => Some(DsArticle::C3),
            Try::MoreC8 => Some(DsArticle::C8),
        }
    }
}

/// Art. 4: one pair's colours.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct ColourRecord {
    /// White in game 1 (art. 4.4).
    pub white: Tpn,
    pub black: Tpn,
    pub rule: ColourRule,
}
