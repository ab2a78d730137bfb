//! The arbiter's everyday changes to a tournament: entering players, pairing
//! numbers (C.04.2 art. 2.2–2.3), writing a round's pairing and its results.
//!
//! Plain functions over [`Tournament`]: no UI, no storage, no panics on input.

mod absences;
mod error;
mod players;
mod results;
mod rounds;
#[cfg(test)]
mod tests;

pub use absences::{planned_absences, reinstate, set_absence, withdraw};
pub use error::ArbiterError;
pub use players::{
    add_players, can_renumber, delete_player, edit_player, parse_fide_id, parse_player_list,
    parse_rating, renumber, was_paired, LineError, LineErrorKind, NewPlayer, PlayerEdit,
    LAST_ROUND_FOR_RENUMBERING,
};
pub use results::{
    black_of, has_results, open_boards, round_boards, set_result, BoardResult, RoundBoard,
};
pub use rounds::{apply_pairing, check_can_pair, clear_round, next_round};
