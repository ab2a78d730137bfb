//! English.

pub mod checker;
pub mod model;
pub mod pairing;
pub mod teach;
pub mod trf;
