//! The FIDE text approved 1992–2006 (seed 002): skeleton, the 2008 data for now.

use super::rules2008::LADDER;
use super::{Rules, Text};
use crate::model::SystemKind;

/// The text's rule data.
pub static TEXT: Text = Text {
    system: SystemKind::Dutch2006,
    ladder: &LADDER,
    half_is_homogeneous: true,
    a7d: true,
    b3_factor: true,
};

/// The engine of the registry.
pub static RULES: Rules = Rules { text: &TEXT };
