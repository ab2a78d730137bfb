//! The criteria of C.04.3 (2026) art. 2 by name: [C1]–[C21].

use serde::{Deserialize, Serialize};

/// The criteria of C.04.3 (2026) art. 2, each named after its number and
/// what it asks. [`Criterion::ALL`] lists them in priority order (art. 3.8:
/// [C5] first, then [C6]–[C21] in descending priority).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Criterion {
    /// C.04.3 art. 2.1.1 [C1]: two participants shall not play against each
    /// other more than once (Basic Rules for Swiss, art. 2).
    C1NoRematch,
    /// C.04.3 art. 2.1.2 [C2]: a participant who has already received a
    /// pairing-allocated bye, or scored as many points as a win without
    /// playing in one round, shall not receive the pairing-allocated bye.
    C2NoSecondBye,
    /// C.04.3 art. 2.1.3 [C3]: non-topscorers with the same absolute colour
    /// preference shall not meet.
    C3AbsolutePreferences,
    /// C.04.3 art. 2.2.1 [C4]: a pairing complying with all the absolute
    /// criteria shall always exist for all players not yet paired.
    C4Completion,
    /// C.04.3 art. 2.3.1 [C5]: minimise the score of the assignee of the
    /// pairing-allocated bye.
    C5ByeScore,
    /// C.04.3 art. 2.4.1 [C6]: minimise the number of downfloaters
    /// (maximise the number of pairs).
    C6Downfloaters,
    /// C.04.3 art. 2.4.2 [C7]: minimise the scores (taken in descending
    /// order) of the downfloaters.
    C7DownfloaterScores,
    /// C.04.3 art. 2.4.3 [C8]: choose the downfloaters so that in the
    /// following bracket every criterion from [C1] to [C7] is complied with.
    C8NextBracket,
    /// C.04.3 art. 2.4.4 [C9]: minimise the number of unplayed games of the
    /// assignee of the pairing-allocated bye (brackets downfloating exactly one player).
    C9ByeUnplayedGames,
    /// C.04.3 art. 2.4.5 [C10]: minimise the number of topscorers or
    /// topscorers' opponents who get a colour difference higher than +2 or lower than -2.
    C10TopscorerColourDifference,
    /// C.04.3 art. 2.4.6 [C11]: minimise the number of topscorers or
    /// topscorers' opponents who get the same colour three times in a row.
    C11TopscorerThreeInARow,
    /// C.04.3 art. 2.4.7 [C12]: minimise the number of players who do not
    /// get their colour preference.
    C12ColourPreference,
    /// C.04.3 art. 2.4.8 [C13]: minimise the number of players who do not
    /// get their strong colour preference.
    C13StrongColourPreference,
    /// C.04.3 art. 2.4.9 [C14]: minimise the number of resident downfloaters
    /// who received a downfloat the previous round.
    C14ResidentDownfloatAgain,
    /// C.04.3 art. 2.4.10 [C15]: minimise the number of MDP opponents who
    /// received an upfloat the previous round.
    C15MdpOpponentUpfloatAgain,
    /// C.04.3 art. 2.4.11 [C16]: minimise the number of resident
    /// downfloaters who received a downfloat two rounds before.
    C16ResidentDownfloatTwoBefore,
    /// C.04.3 art. 2.4.12 [C17]: minimise the number of MDP opponents who
    /// received an upfloat two rounds before.
    C17MdpOpponentUpfloatTwoBefore,
    /// C.04.3 art. 2.4.13 [C18]: minimise the score differences (taken in
    /// descending order) of MDPs who received a downfloat the previous round.
    C18MdpDownfloatAgainDifferences,
    /// C.04.3 art. 2.4.14 [C19]: minimise the score differences (taken in
    /// descending order) of MDP opponents who received an upfloat the previous round.
    C19OpponentUpfloatAgainDifferences,
    /// C.04.3 art. 2.4.15 [C20]: minimise the score differences (taken in
    /// descending order) of MDPs who received a downfloat two rounds before.
    C20MdpDownfloatTwoBeforeDifferences,
    /// C.04.3 art. 2.4.16 [C21]: minimise the score differences (taken in
    /// descending order) of MDP opponents who received an upfloat two rounds before.
    C21OpponentUpfloatTwoBeforeDifferences,
}

impl Criterion {
    /// [C1]–[C21], in the order of art. 2 (which is their priority, art. 3.8).
    pub const ALL: [Criterion; 21] = [
        Criterion::C1NoRematch,
        Criterion::C2NoSecondBye,
        Criterion::C3AbsolutePreferences,
        Criterion::C4Completion,
        Criterion::C5ByeScore,
        Criterion::C6Downfloaters,
        Criterion::C7DownfloaterScores,
        Criterion::C8NextBracket,
        Criterion::C9ByeUnplayedGames,
        Criterion::C10TopscorerColourDifference,
        Criterion::C11TopscorerThreeInARow,
        Criterion::C12ColourPreference,
        Criterion::C13StrongColourPreference,
        Criterion::C14ResidentDownfloatAgain,
        Criterion::C15MdpOpponentUpfloatAgain,
        Criterion::C16ResidentDownfloatTwoBefore,
        Criterion::C17MdpOpponentUpfloatTwoBefore,
        Criterion::C18MdpDownfloatAgainDifferences,
        Criterion::C19OpponentUpfloatAgainDifferences,
        Criterion::C20MdpDownfloatTwoBeforeDifferences,
        Criterion::C21OpponentUpfloatTwoBeforeDifferences,
    ];

    /// The criteria a legal candidate is scored on (art. 3.8): the PAB
    /// criterion [C5] and the quality criteria [C6]–[C21], highest priority first.
    pub const SCORED: [Criterion; 17] = {
        let mut out = [Criterion::C5ByeScore; 17];
        let mut i = 0;
        while i < 17 {
            out[i] = Criterion::ALL[i + 4];
            i += 1;
        }
        out
    };

    /// The number n of [Cn].
    pub const fn number(self) -> u8 {
        self as u8 + 1
    }

    /// The criterion [Cn], if 1 ≤ n ≤ 21.
    pub fn from_number(n: u8) -> Option<Criterion> {
        Criterion::ALL.get(usize::from(n).checked_sub(1)?).copied()
    }

    /// The article of C.04.3 (2026) that states it: `"2.1.1"` … `"2.4.16"`.
    pub const fn article(self) -> &'static str {
        const ARTICLES: [&str; 21] = [
            "2.1.1", "2.1.2", "2.1.3", "2.2.1", "2.3.1", "2.4.1", "2.4.2", "2.4.3", "2.4.4",
            "2.4.5", "2.4.6", "2.4.7", "2.4.8", "2.4.9", "2.4.10", "2.4.11", "2.4.12", "2.4.13",
            "2.4.14", "2.4.15", "2.4.16",
        ];
        ARTICLES[self as usize]
    }

    /// Absolute (art. 2.1): no pairing may break it.
    pub const fn is_absolute(self) -> bool {
        (self as u8) < 3
    }
}
