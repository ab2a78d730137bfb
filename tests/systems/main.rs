//! The pairing systems (`src/dutch/`, `src/double_swiss/`, `src/systems/`): the rules' worked examples, the shared corpora, the Double-Swiss oracle.
//!
//! One test binary per layer: each file below is a module (ARCHITECTURE.md).

mod cross_events;
#[path = "../double_swiss_common/mod.rs"]
mod double_swiss_common;
mod double_swiss_oracle;
mod double_swiss_perf;
mod double_swiss_rules;
mod double_swiss_trf;
mod dutch1992_cross;
mod dutch1992_naive;
mod dutch1992_rules;
mod dutch1992_texts;
mod dutch2008_cross;
mod dutch2008_naive;
mod dutch2008_naive_rules;
mod dutch2008_orders;
mod dutch2008_rules;
mod dutch2017_corpus;
mod dutch2017_rules;
mod dutch_corpus;
mod dutch_first_transposition;
mod dutch_fresh;
mod dutch_rules;
mod dutch_shortcut_events;
#[path = "../support/mod.rs"]
mod support;
