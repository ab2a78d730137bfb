//! What a pairing system offers the layers above it. Each system's module
//! implements [`PairingEngine`]; the registry in `src/systems/` lists them.

use super::history::{FloatRules, PabRules};
use crate::model::{Pairing, PairingError, SystemKind, Tournament};

/// One pairing system's engine.
pub trait PairingEngine: Sync {
    /// Which system this is (its static facts: [`SystemKind::info`]).
    fn kind(&self) -> SystemKind;

    /// Pairs round `round` of `t`. Rounds `1..round` must be complete;
    /// entries of round `round` that are absences (`H`, `Z`, `F`) are known
    /// absences and those players are not paired.
    fn pair(&self, t: &Tournament, round: u32) -> Result<Pairing, PairingError>;

    /// Who floats, and who may not receive the PAB, under this system's
    /// definitions (shown on the player card and used by the standings).
    fn history_rules(&self) -> (FloatRules, PabRules);
}
