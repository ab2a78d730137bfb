//! The French federation's 1992 text ("Appariement au système suisse fondé
//! sur l'Elo", seed 001) with its clarifications BAF 77 (strength of
//! colour preferences), BAF 78 (forfeits, adjourned games, floats) and
//! BAF 80 (exchange order), as rule data over the classic procedure.
//! Readings: `docs/readings/dutch-1992-2006.md` (cited `reading O<n>`).

use super::ladder::Action;
use super::trace::Criterion;
use super::{Exchanges, FlexibleMild, ForfeitFloats, LastRound, Rules, Share, Text, ZRounds};
use crate::model::SystemKind;

/// C9 (downfloats: B6 then B5), C10 (upfloats: B6 then B5), C11 (x, and
/// with it the BAF 77 budget of forced strong preferences: reading O8).
/// The letters are the trace's (the 2008 ladder's) for the same criterion.
pub static LADDER: [Action; 5] = [
    Action::Drop(Criterion::B6Down),
    Action::Drop(Criterion::B5Down),
    Action::Drop(Criterion::B6Up),
    Action::Drop(Criterion::B5Up),
    Action::Budget,
];

/// The French federation's 1992 text.
pub static TEXT: Text = Text {
    system: SystemKind::Dutch1992Ffe,
    ladder: &LADDER,
    // A3, last paragraph.
    half_is_homogeneous: true,
    // No A7.c/d (GA 2001 came later).
    a7d: false,
    b3_factor: false,
    // B3 "la plus petite possible", never dropped (reading O12).
    b3_least: true,
    // C9–C11: nothing reinstated (reading O7).
    ladder_reinstates: false,
    // BAF 77 (reading O8).
    z_budget: ZRounds::Every,
    flexible_mild: FlexibleMild::None,
    // D2 tables and BAF 80: the 1+2 column of 7 players is printed.
    exchanges: Exchanges::Matrices { odd_top_set: false },
    // BAF 78.
    forfeit_floats: ForfeitFloats::WinnerDown,
    // A7.a last line and the NOTE after B6 (reading O10).
    last_round: LastRound {
        b2: Share::OverHalf,
        no_floats_over_half: true,
        no_absolute_over_half: true,
    },
    e5_pairing_number: true,
    b2_per_player: true,
};

/// The engine of the registry.
pub static RULES: Rules = Rules { text: &TEXT };
