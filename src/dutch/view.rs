//! What a version's criteria see of one solve of a bracket: each player's
//! role and how far the solve looks (C.04.3 art. 2.2–2.4; 2017 A.9, C.7).

use super::context::RoundContext;

/// What a player is to the bracket being paired.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// Already paired in a higher bracket.
    Done,
    /// Moved-down player (art. 1.4.1): unpaired by the previous bracket.
    Mdp,
    /// Resident of the bracket's scoregroup.
    Resident,
    /// Resident of the next scoregroup ([C8] look-ahead).
    Next,
    /// Any lower player ([C4], [C5] look-ahead).
    Lower,
}

/// How far beyond the bracket one solve looks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scope {
    /// 2026: every player not yet paired ([C4] completion, [C5] PAB score)
    /// and the next scoregroup ([C8]).
    Round,
    /// 2017 C.7, a bracket that is neither the PPB nor the CLB: the bracket
    /// and the next scoregroup only; `last`: the next bracket is the last one
    /// (it assigns the PAB, A.9 note).
    NextBracket { last: bool },
    /// 2017 A.9: the last bracket, the PPB (C.4: its downfloaters must let the
    /// round be completed) or the CLB; every player not yet paired, no C.7.
    Completion,
    /// 2026, first try: the bracket and the next scoregroup only ([C6]–[C8],
    /// [C10]–[C21]; no [C4], [C5] or [C9]). Its outcome is the bracket's
    /// pairing when the rest of the round can still be completed as well as
    /// before on [C4]/[C5] (see `rules2026::pair`).
    Local,
}

/// What a version's criteria see of one solve.
pub struct View<'p> {
    pub ctx: &'p RoundContext,
    /// Role of every player of the round.
    pub role: &'p [Role],
    /// The players of this solve (global indices).
    pub alive: &'p [usize],
    /// 2026 [C9] applies (the bracket downfloats exactly one player).
    pub c9: bool,
    pub scope: Scope,
}

impl View<'_> {
    /// An MDP or a resident of the bracket being paired.
    pub fn in_bracket(&self, i: usize) -> bool {
        matches!(self.role[i], Role::Mdp | Role::Resident)
    }
}
