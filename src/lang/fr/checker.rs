//! The checker's comparison of one round, in French.

use super::French;
use crate::checker::RoundCheck;
use crate::lang::catalogue::{CheckerWords, PairingWords};
use crate::model::Pairing;

impl CheckerWords for French {
    fn round_check(&self, c: &RoundCheck) -> String {
        let show = |p: &Pairing| p.to_reference_format().replace('\n', " ");
        match &c.got {
            Ok(p) if p == &c.expected => format!("ronde {} : concorde", c.round),
            Ok(p) => format!(
                "ronde {} : attendu [{}], obtenu [{}]",
                c.round,
                show(&c.expected),
                show(p)
            ),
            Err(e) => format!(
                "ronde {} : attendu [{}], obtenu l'erreur : {}",
                c.round,
                show(&c.expected),
                self.pairing_error(e)
            ),
        }
    }
}
