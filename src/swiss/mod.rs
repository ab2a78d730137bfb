//! Primitives shared by the Swiss systems: colour preferences, floats,
//! per-round histories.

pub mod acceleration;
pub mod barred;
pub mod colour;
pub mod engine;
pub mod history;
pub mod progress;

pub use barred::Barred;
pub use colour::{ColourHistory, ColourPreference, Strength};
pub use history::{histories, is_absence, Float, FloatRules, PabRules, PlayerHistory};
