//! The Dutch rules of about 2008–2013 (seed 004, French text) as rule data
//! over the classic procedure. Readings: `docs/readings/dutch-2008.md`.

use super::ladder::Action;
use super::trace::Criterion;
use super::{Exchanges, FlexibleMild, ForfeitFloats, LastRound, Rules, Share, Text, ZRounds};
use crate::model::SystemKind;

/// C10.a–g in the text's order.
pub const LADDER: [Action; 7] = [
    Action::Drop(Criterion::B6Up),
    Action::Drop(Criterion::B5Up),
    Action::Drop(Criterion::B6Down),
    Action::Drop(Criterion::B5Down),
    Action::Budget,
    Action::Drop(Criterion::A7d),
    Action::Drop(Criterion::B2Topscorers),
];

/// The 2008 text.
pub static TEXT: Text = Text {
    system: SystemKind::Dutch2008,
    ladder: &LADDER,
    // A3 last paragraph (reading R19).
    half_is_homogeneous: true,
    // A7.d (reading R5).
    a7d: true,
    // D4 (reading R21).
    b3_factor: true,
    b3_least: false,
    ladder_reinstates: true,
    z_budget: ZRounds::Even,
    flexible_mild: FlexibleMild::Z,
    exchanges: Exchanges::All,
    // Reading R2.
    forfeit_floats: ForfeitFloats::WinnerDown,
    // A10, C10.g (reading R22).
    last_round: LastRound {
        b2: Share::OverHalf,
        no_floats_over_half: false,
        no_absolute_over_half: false,
    },
    e5_pairing_number: false,
    b2_per_player: false,
};

/// The engine of the registry.
pub static RULES: Rules = Rules { text: &TEXT };
