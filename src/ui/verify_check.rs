//! The verifier's work, off the page (issue 19): the request the page
//! sends to the app's Web Worker (`worker.rs`), the verdict of each round
//! and [`serve`], which checks the rounds in the worker and posts a
//! [`VerifyReply`] per round. The page side is `verify.rs`; this file
//! knows neither it nor the pairing protocol.

use super::text;
use crate::lang::Lang;
use crate::model::{Pairing, Points, Tournament};
use crate::teach::verify::{explain_round, Finding};
use serde::{Deserialize, Serialize};

/// The verifier's request to the worker: the file's tournament (as
/// `serde_json` writes it), the rounds to check, and the language to word
/// the verdicts in (an index in [`Lang::ALL`]).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct VerifyRequest {
    pub verify: String,
    pub rounds: Vec<u32>,
    pub lang: usize,
}

/// What the worker answers the verifier.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub enum VerifyReply {
    /// One round checked (in the order asked).
    Checked(Verdict),
    /// Every round asked is checked.
    Verified,
    /// The request could not be read (a bug: page and worker disagree).
    VerifyFailed(String),
}

/// Worker side: checks each round asked, posting a verdict as each is
/// done, then [`VerifyReply::Verified`].
pub fn serve(req: VerifyRequest, post: &dyn Fn(&VerifyReply)) {
    let t = match serde_json::from_str::<Tournament>(&req.verify) {
        Ok(t) => t,
        Err(e) => return post(&VerifyReply::VerifyFailed(e.to_string())),
    };
    if let Some(&l) = Lang::ALL.get(req.lang) {
        text::set_lang(l);
    }
    for round in req.rounds {
        post(&VerifyReply::Checked(check_round(&t, round)));
    }
    post(&VerifyReply::Verified);
}

/// One round's verdict.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Verdict {
    Same(u32),
    Differs {
        round: u32,
        pairings: String,
        findings: Vec<String>,
        /// The score of the first bracket a finding names (for Learn).
        bracket: Option<Points>,
    },
    /// The system could not pair the round, or the explanation failed.
    Failed {
        round: u32,
        message: String,
    },
}

/// `2-5 3-1 bye 4`.
pub fn compact(p: &Pairing) -> String {
    let mut parts: Vec<String> = p
        .boards
        .iter()
        .map(|b| format!("{}-{}", b.white, b.black))
        .collect();
    if let Some(b) = p.bye {
        parts.push(format!("{} {b}", text::w().bye));
    }
    parts.join(" ")
}

pub fn bracket_of(f: &Finding) -> Option<Points> {
    match f {
        Finding::Worse { bracket, .. }
        | Finding::Better { bracket, .. }
        | Finding::Order { bracket, .. }
        | Finding::NotEvaluated { bracket } => Some(bracket.score),
        _ => None,
    }
}

/// Checks one round of `t` (pure: the native tests can call it).
pub fn check_round(t: &Tournament, round: u32) -> Verdict {
    let recorded = t.recorded_pairing(round);
    let before = t.for_pairing_round(round);
    match crate::systems::pair_round(&before, round) {
        Err(e) => Verdict::Failed {
            round,
            message: text::pairing_error(&e),
        },
        Ok(ours) if ours == recorded => Verdict::Same(round),
        Ok(ours) => {
            let pairings = text::verify_pairings(&compact(&recorded), &compact(&ours));
            match explain_round(&before, round, &recorded, &ours) {
                Ok(e) => Verdict::Differs {
                    round,
                    pairings,
                    bracket: e.findings.iter().find_map(bracket_of),
                    findings: e
                        .findings
                        .iter()
                        .map(|f| text::cat().finding(t.system, f))
                        .collect(),
                },
                Err(e) => Verdict::Differs {
                    round,
                    pairings,
                    bracket: None,
                    findings: vec![text::verify_not_explained(&e)],
                },
            }
        }
    }
}
