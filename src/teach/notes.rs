//! Presenter notes (issue 23): for each step of a literal trace, the
//! articles it applies, quoted in the seed text of the lesson's system.
//!
//! The passages themselves are data, not code: `public/notes/<system>.json`
//! holds each article's own wording cut from the system's seed text (the
//! version's own text, whitespace collapsed), in each language the seed has.
//! The app fetches that file only when trainer mode shows a note, so the
//! wasm does not carry the texts. This module says which articles a step
//! applies ([`step_articles`] for the stepped Dutch texts, keyed by their
//! criteria; [`classic_step_articles`] for a classic text's bracket pass)
//! and reads a notes file ([`Notes::parse`]); `tests/teach/notes.rs` checks
//! that every article a trace can name has a passage and that every passage
//! is really in its seed.

use crate::dutch::classic::trace::{ColourRule, Event, Rejection};
use crate::dutch::classic::{Text, ZRounds};
use crate::dutch::context::Criteria;
use crate::dutch::criterion::Criterion;
use crate::teach::classic::{CStep, ClassicStep};
use crate::teach::study::{CandidateStep, Failed, StepKind};
use crate::teach::trace::Absolute;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// An article that a step of the literal trace applies, named by its role
/// in the procedure (C.04.3 2026 art. 3–4; 2017 B–D): [`Article::key`]
/// gives its number in the text being stepped.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Article {
    /// A pairing criterion [C1]–[C21] (art. 2.1–2.4).
    Criterion(Criterion),
    /// art. 3.4.1: a perfect candidate is accepted at once.
    Perfect,
    /// art. 3.7.3: the next set of pairable MDPs (art. 4.4.2) in S1.
    NextMdpSet,
    /// art. 3.8.1: the best candidate when none is perfect.
    Best,
    /// art. 4.2: a transposition of S2.
    Transposition,
    /// art. 4.3: an exchange of residents between the original S1 and S2.
    Exchange,
}

impl Article {
    /// Every article a trace step can name.
    pub fn all() -> Vec<Article> {
        let mut out: Vec<Article> = Criterion::ALL
            .iter()
            .copied()
            .map(Article::Criterion)
            .collect();
        out.extend([
            Article::Perfect,
            Article::NextMdpSet,
            Article::Best,
            Article::Transposition,
            Article::Exchange,
        ]);
        out
    }

    /// The key of its passage in the notes file of the text whose
    /// `criteria` judge the step: the criterion as that text numbers it
    /// (2026 `"C1"` … `"C21"`, 2017 `"C.1"` … `"C.19"` and `"A.9"`), or the
    /// article number (2026 `"3.4.1"`, `"4.2"`; 2017 `"B.4"`, `"D.1"`).
    pub fn key(self, criteria: Criteria) -> String {
        let (order, _) = criteria.order_articles();
        let [perfect, next_mdps, best] = criteria.acceptance_articles();
        match self {
            Article::Criterion(c) => criteria
                .criterion_cite(c)
                .0
                .trim_matches(['[', ']'])
                .to_string(),
            Article::Perfect => perfect.into(),
            Article::NextMdpSet => next_mdps.into(),
            Article::Best => best.into(),
            Article::Transposition => order[0].into(),
            Article::Exchange => order[1].into(),
        }
    }
}

/// The articles a step applies, in the order a presenter reads them: how
/// the candidate was made (art. 4.2, 4.3, 3.7.3; none for the first
/// candidate, built from the original subgroups), then what became of it
/// (the criterion it breaks or fails, art. 3.4.1, art. 3.8.1).
pub fn step_articles(step: &CandidateStep) -> Vec<Article> {
    let mut out = Vec::new();
    let a = step.alteration;
    if a.mdp_set.is_some_and(|k| k > 0)
        && a.mdp_transposition == Some(0)
        && a.exchange == 0
        && a.transposition == 0
    {
        out.push(Article::NextMdpSet);
    } else if a.exchange > 0 && a.transposition == 0 {
        out.push(Article::Exchange);
    } else if a.transposition > 0 || a.mdp_transposition.is_some_and(|t| t > 0) {
        out.push(Article::Transposition);
    }
    for f in &step.criteria {
        let c = match f {
            Failed::Absolute(Absolute::C1 { .. } | Absolute::Forbidden { .. }) => {
                Criterion::C1NoRematch
            }
            Failed::Absolute(Absolute::C3 { .. }) => Criterion::C3AbsolutePreferences,
            Failed::Criterion(c) => *c,
        };
        out.push(Article::Criterion(c));
    }
    match step.kind {
        StepKind::Perfect => out.push(Article::Perfect),
        StepKind::Imperfect { new_best: true } | StepKind::Skipped => out.push(Article::Best),
        _ => {}
    }
    out.dedup();
    out
}

/// The keys a step of a classic text's bracket pass applies, in the 2008
/// text's numbering, which the engine's classic trace uses for every
/// classic text (each text's notes file quotes, under that key, the text's
/// own article for the step: the French federation's 1992 text's C 9 under
/// `"C10.c"`): the step itself (`"C6"`, `"C10.e"`, `"E3"`), then the rule
/// that rejected a candidate (`"B1a"`, `"B2"`, `"A7.d"`, `"A8"` for X,
/// `"A8.b"` for Z, `"B5"`, `"B6"`, `"C9"`, `"C12"` and `"C13"`, `"D4"`).
pub fn classic_step_articles(step: &ClassicStep) -> Vec<String> {
    let mut out = vec![classic_step_key(step.step)];
    if let Event::C6Candidate {
        rejected: Some(r), ..
    } = &step.event
    {
        out.extend(rejection_keys(r).iter().map(|s| s.to_string()));
    }
    out.dedup();
    out
}

/// The key of a classic step: its article in the 2008 text (C1–C14, A5, E1–E5).
pub fn classic_step_key(s: CStep) -> String {
    match s {
        CStep::C1 => "C1".into(),
        CStep::C2 => "C2".into(),
        CStep::C3 => "C3".into(),
        CStep::C4 => "C4".into(),
        CStep::C6 => "C6".into(),
        CStep::C7 => "C7".into(),
        CStep::C8a => "C8.a".into(),
        CStep::C8b => "C8.b".into(),
        CStep::C9 => "C9".into(),
        CStep::C10(l) => format!("C10.{l}"),
        CStep::C12 => "C12".into(),
        CStep::C13 => "C13".into(),
        CStep::C14 => "C14".into(),
        CStep::A5 => "A5".into(),
        CStep::E(r) => format!("E{}", colour_rule_number(r)),
    }
}

/// The number of a colour rule E1–E5 (2008 art. E).
fn colour_rule_number(r: ColourRule) -> u8 {
    match r {
        ColourRule::E1BothPreferences => 1,
        ColourRule::E2StrongerPreference => 2,
        ColourRule::E3Alternate => 3,
        ColourRule::E4HigherRanked => 4,
        ColourRule::E5FirstRound { .. } => 5,
    }
}

/// The rule that rejected a candidate, in the 2008 numbering (B1a, B1b,
/// B2, A7.d, A8 for the X budget, A8.b for Z, B5, B6, C9 for a remainder
/// that fails, C12/C13 for a lower bracket that fails, D4 for the B3 factor).
fn rejection_keys(r: &Rejection) -> &'static [&'static str] {
    match r {
        Rejection::B1aRematch { .. } => &["B1a"],
        Rejection::B1bBye { .. } => &["B1b"],
        Rejection::B2SameAbsolute { a7d: false, .. } => &["B2"],
        Rejection::B2SameAbsolute { a7d: true, .. } => &["A7.d"],
        Rejection::XBudget { .. } => &["A8"],
        Rejection::ZBudget { .. } => &["A8.b"],
        Rejection::B5 { .. } => &["B5"],
        Rejection::B6 { .. } => &["B6"],
        Rejection::RemainderFails => &["C9"],
        Rejection::LowerBracketFails => &["C12", "C13"],
        Rejection::B3Factor { .. } => &["D4"],
    }
}

/// Every key a step of a classic `text`'s pass can name: the steps C1–C14
/// (C10 by the items of the text's own ladder), A5, E1–E5, and the rules a
/// candidate is rejected for that the text has (A7.d, Z, D4 where it has
/// them).
pub fn classic_articles(text: &Text) -> Vec<String> {
    let mut out: Vec<String> = [
        "C1", "C2", "C3", "C4", "C6", "C7", "C8.a", "C8.b", "C9", "C12", "C13", "C14", "A5", "E1",
        "E2", "E3", "E4", "E5", "B1a", "B1b", "B2", "A8", "B5", "B6",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    out.extend(text.ladder.iter().map(|a| format!("C10.{}", a.letter())));
    if text.a7d {
        out.push("A7.d".into());
    }
    if text.z_budget != ZRounds::Never {
        out.push("A8.b".into());
    }
    if text.b3_factor {
        out.push("D4".into());
    }
    crate::sort::sort(&mut out);
    out.dedup();
    out
}

/// A notes file: the passages of one system's seed text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notes {
    /// The system's key (`dutch-2026`).
    pub system: String,
    /// The seed file the passages are cut from (`../shared/seeds/`).
    pub seed: String,
    /// The text's short name as the handbook gives it (`C.04.3 (2026)`).
    pub text: String,
    /// The languages the seed has, its main one first.
    pub languages: Vec<String>,
    /// Article id → language → passage.
    pub passages: BTreeMap<String, BTreeMap<String, String>>,
}

/// A passage to show, and the language it is in (the seed's own language
/// when it lacks the one asked for, to be labelled).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Passage<'a> {
    pub language: &'a str,
    pub text: &'a str,
}

impl Notes {
    /// Reads a notes file; a damaged one says where (serde's line and column).
    pub fn parse(json: &str) -> Result<Notes, String> {
        serde_json::from_str(json)
            .map_err(|e| format!("notes: line {}, column {}: {e}", e.line(), e.column()))
    }

    /// The passage of `article` of the text judged by `criteria` in
    /// `language`, else in the seed's languages in order.
    pub fn passage(
        &self,
        article: Article,
        criteria: Criteria,
        language: &str,
    ) -> Option<Passage<'_>> {
        self.passage_of(&article.key(criteria), language)
    }

    /// The passage whose key is `id` (any system's article id, e.g. the
    /// Double-Swiss `DsArticle::id`), as [`Notes::passage`].
    pub fn passage_of(&self, id: &str, language: &str) -> Option<Passage<'_>> {
        let by_language = self.passages.get(id)?;
        std::iter::once(language)
            .chain(self.languages.iter().map(String::as_str))
            .find_map(|l| by_language.get_key_value(l))
            .map(|(l, t)| Passage {
                language: l.as_str(),
                text: t.as_str(),
            })
    }

    /// Whether the seed has the text in `language` at all (each classic
    /// text is in one language: the note says so in the other).
    pub fn has_language(&self, language: &str) -> bool {
        self.languages.iter().any(|l| l == language)
    }
}

/// The text with every run of white space made one space (the seeds are
/// extractions from PDFs, broken across lines and pages) and without the
/// extraction's emphasis marks (`**C.1**`).
pub fn collapse_space(text: &str) -> String {
    text.replace("**", "")
        .split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Where a seed's two-column extraction interleaves the languages (seed
/// 000 prints French and English side by side), a passage is the text's
/// own pieces in order, joined by this mark; each piece is in the seed.
pub const PIECES: &str = " … ";
