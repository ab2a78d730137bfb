//! Pairing numbers.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Tournament Pairing Number (C.04.2 art. 2; C.04.3 art. 1.1), 1-based.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Tpn(pub u32);

impl Tpn {
    /// Index into `Tournament::players` (TPN 1 is index 0).
    pub const fn index(self) -> usize {
        (self.0 as usize).saturating_sub(1)
    }
    pub const fn from_index(i: usize) -> Tpn {
        Tpn(i as u32 + 1)
    }
}

impl fmt::Display for Tpn {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&self.0, f)
    }
}
