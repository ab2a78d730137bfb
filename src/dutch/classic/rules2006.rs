//! The FIDE "Swiss system based on rating" approved by the 1992, 1997,
//! 1998, 2001 and 2006 General Assemblies (seed 002, English text; its
//! article labels are lost and cited as reconstructed A1–F10) as rule data
//! over the classic procedure. Readings: `docs/readings/dutch-1992-2006.md`
//! (cited `reading O<n>`).

use super::ladder::Action;
use super::{Exchanges, FlexibleMild, ForfeitFloats, LastRound, Rules, Share, Text, ZRounds};
use crate::model::SystemKind;

/// C9 (upfloats, B6 then B5), C10 (downfloats, B6 then B5), C11 (x), then
/// A7.c ("as long as this does not result in additional downfloaters") and
/// the last-round B2 note ("if this is helpful to avoid additional
/// downfloaters"), both given up before C14 moves a player down (reading O7).
/// The same items in the same order as 2008's C10.a–g, so the same letters.
pub const LADDER: [Action; 7] = super::rules2008::LADDER;

/// The 1992–2006 text.
pub static TEXT: Text = Text {
    system: SystemKind::Dutch2006,
    ladder: &LADDER,
    // A3, last paragraph.
    half_is_homogeneous: true,
    // A7.c (GA 2001), the 2008 A7.d's ancestor (reading O6).
    a7d: true,
    // No D4 in this text.
    b3_factor: false,
    // B3 "as small as possible", never dropped (reading O12).
    b3_least: true,
    // C9–C11 "restart at C2/C4/C3": nothing is reinstated (reading O7).
    ladder_reinstates: false,
    // Only x (A8, B4).
    z_budget: ZRounds::Never,
    // A7.d (GA 2001), reading O5.
    flexible_mild: FlexibleMild::X,
    // D2 matrices, 7-player remark (reading O9).
    exchanges: Exchanges::Matrices { odd_top_set: true },
    // A4 "by pairing … written down on the pairing card" (reading O3).
    forfeit_floats: ForfeitFloats::AsPaired,
    // Notes after B6 (GA 2001), reading O10.
    last_round: LastRound {
        b2: Share::Half,
        no_floats_over_half: true,
        no_absolute_over_half: false,
    },
    e5_pairing_number: true,
    b2_per_player: true,
};

/// The engine of the registry.
pub static RULES: Rules = Rules { text: &TEXT };
