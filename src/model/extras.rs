//! TRF data that the pairing systems do not use but a faithful round trip needs.

use serde::{Deserialize, Serialize};

/// What a TRF file holds beyond the tournament itself: the rank column,
/// the `XXC rank` option and the records this program does not interpret.
///
/// Engines never read this; the TRF reader fills it and the writer puts it
/// back, so that converting a file loses nothing.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TrfExtras {
    /// The rank column of each `001` line (columns 86–89), by player index;
    /// 0 when blank. Shorter than `players` when trailing ranks are blank.
    #[serde(default)]
    pub ranks: Vec<u32>,
    /// `XXC rank`: the file asks engines to order players by rank rather
    /// than by pairing number. Kept for the round trip; this program pairs
    /// by pairing number.
    #[serde(default)]
    pub rank_order: bool,
    /// Records kept verbatim that came before the first `001` line
    /// (e.g. `062`, `092`, `182`, `###` comments, national rating records).
    #[serde(default)]
    pub header_records: Vec<String>,
    /// Records kept verbatim that came after the first `001` line.
    #[serde(default)]
    pub trailer_records: Vec<String>,
}

impl TrfExtras {
    /// The rank written for the player at `index` (0 = blank).
    pub fn rank(&self, index: usize) -> u32 {
        self.ranks.get(index).copied().unwrap_or(0)
    }
}
