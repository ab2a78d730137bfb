//! English.

pub mod checker;
pub mod classic;
pub mod classic_teach;
pub mod fide;
pub mod generate;
pub mod matching;
pub mod model;
pub mod pairing;
pub mod ratinglist;
pub mod share;
pub mod standings;
pub mod teach;
pub mod trf;
pub mod verify;
