//! The new exercise kinds' labels in English (issue 23).

use crate::lang::exercises::ExerciseWords;
use crate::teach::next_candidate::OrderRule;

pub const WORDS: ExerciseWords = ExerciseWords {
    kind: "Exercise: kind",
    kind_generated: "Pair a generated round",
    kind_sample: "Pair a round of the sample (Dutch 2026)",
    kind_next: "Pick the next candidate (Dutch 2026)",
    kind_next_2017: "Pick the next candidate (Dutch 2017)",
    sample_help: "The seed picks the sample's round (2 to 9).",
    next_title: "Which candidate does the text try next?",
    next_help: "The candidate shown was tried last and is not perfect. Choose the one the text builds next (pairs S1–S2 by in-bracket numbers).",
    tried_last: "Tried last:",
    option: "Option",
    place: ["Sample, round", "bracket", "step"],
    place_2017: "Sample paired by the 2017 rules, round",
    right: "Right: the text tries it next.",
    wrong: "Wrong: the text tries this one first",
    rules: [
        (OrderRule::Transposition, "art. 4.2.2: the transpositions of S2 come in the lexicographic order of their first N1 BSNs."),
        (OrderRule::Exchange, "art. 3.6.1: every transposition of S2 for the current S1 before the next exchange, and the exchanges in the order of art. 4.3.2."),
        (OrderRule::MdpPairing, "art. 3.7.2: every transposition and exchange of the remainder (S1R, S2R) before the next transposition of S2."),
        (OrderRule::MdpSet, "art. 3.7.3: every transposition of S2 before the next set of pairable MDPs (art. 4.4.2)."),
    ],
    rules_2017: [
        (OrderRule::Transposition, "D.1: the transpositions of S2 are sorted by the lexicographic value of their first N1 BSNs."),
        (OrderRule::Exchange, "B.6: every transposition of S2 for the current S1 before the next exchange of resident players between S1 and S2, in the order of D.2."),
        (OrderRule::MdpPairing, "B.7: every transposition and exchange of the remainder (S1R, S2R) before the next transposition of S2, which forms a new MDP-Pairing."),
        (OrderRule::MdpSet, "B.7: every transposition of S2 for the current S1 before the next exchange of MDPs between S1 and Limbo (D.3)."),
    ],
};
