//! Sharing a round with the players without a server (issue 19).
//!
//! - [`fragment`]: a round (event name, round number, boards with names,
//!   pairing numbers, scores and results, each player's own reasons) packed
//!   into a URL fragment (`#share=2.…`; `#share=1.…` links are still read)
//!   small enough for a QR code, and read back with every malformed input
//!   refused by a [`fragment::FragmentError`].
//! - [`why`]: for each player of a paired round, the structured reasons of
//!   their colour (C.04.3 art. 5.2, from [`crate::teach::explain`]) and
//!   their float (the score groups of the round and the player's float
//!   history), which `lang` words for a player and for the arbiter.
//! - [`html`]: a self-contained HTML page (inline CSS, no script) from
//!   already worded parts; every text is escaped.
//!
//! Data only: no sentence is built here.

pub mod fragment;
pub mod html;
pub mod why;
