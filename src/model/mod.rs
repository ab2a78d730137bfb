//! The tournament model: plain data, no rules and no UI.

pub mod adjust;
pub mod arbiter;
pub mod audit;
pub mod change;
pub mod colour;
pub mod extras;
pub mod fide;
pub mod pairing;
pub mod player;
pub mod points;
pub mod record;
pub mod round;
pub mod rounds;
pub mod settings;
pub mod system;
pub mod tiebreak;
pub mod tournament;
pub mod tpn;

pub use adjust::{AbnormalKind, ForbiddenInRounds, PointAdjustment, Prohibition, RoundRange};
pub use colour::{ByColour, Colour};
pub use extras::TrfExtras;
pub use pairing::{sort_boards, Board, InvalidReason, Pairing, PairingError};
pub use player::{Player, Title};
pub use points::Points;
pub use record::UnknownPlayer;
pub use round::{ByeKind, GameResult, MatchGames, RoundEntry};
pub use rounds::RoundStatus;
pub use system::{Scoring, SystemInfo, SystemKind};
pub use tiebreak::{Modifier, TieBreak, TieBreakKind, UnknownTieBreakRecord};
pub use tournament::{DoubleSwissSettings, EventInfo, LateEntryRounds, PointSystem, Tournament};
pub use tpn::Tpn;
