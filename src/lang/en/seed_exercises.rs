//! The exercises from the seeds' worked examples, in English (issue 23).

use crate::lang::seed_exercises::SeedWords;

pub const WORDS: SeedWords = SeedWords {
    kind: "From the seeds' worked examples",
    help: "The number picks one of the seeds' worked examples (BAF 77, C.04.3 art. 4.2.2 and 4.3.2).",
    title: "A worked example of the seeds",
    number: "Seed example",
    right: "Right: it is the text's answer.",
    wrong: "Wrong: the text's answer is",
    down: "floats down:",
    bracket_question: "Round 4 is being paired. Which pairing of this bracket does the text accept (C6)? The other options are candidates its procedure rejects.",
    exchange_question: "C.04.3 (2026) art. 4.3.2, the text's own example: which resident exchange comes first (BSNs moved S1↔S2)?",
    third_question: "C.04.3 (2026) art. 4.2.2: an 11-player homogeneous bracket, S1 = 1–5, S2 = 6–11 (N1 = 5). Which is the third transposition of S2?",
    after_mdp_question: "C.04.3 (2026) art. 4.2.2: two MDPs in S1, S2 = 3–11 (N1 = 2). Which transposition comes right after 3-11?",
    baf77: ["BAF 77, example 1 (the bracket 1, 4, 5, 11, 14)", "BAF 77, example 2 (the bracket 1, 5, 7, 8, 9, 12, 13)"],
    rules: [
        "art. 4.3.2 a: the exchange of fewer BSNs comes first.",
        "art. 4.3.2 b: the smaller difference between the sum of the BSNs moved to S1 and the sum of those moved to S2 comes first.",
        "art. 4.3.2 c: the exchange that moves the larger differing BSN from S1 to S2 comes first.",
        "art. 4.3.2 d: the exchange that moves the smaller differing BSN from S2 to S1 comes first.",
    ],
    lexicographic: "art. 4.2.2: transpositions come in the lexicographic order of their first N1 BSNs; the option chosen is number",
    colour_question: "Round 4: the text accepts the pairing of this bracket (its worked example). On this board, which player has White (E1–E4)?",
    board: "Board",
    has_white: "has White",
    colon: ":",
    letters: ["W", "B"],
    preference: "preference",
    colours: ["White", "Black"],
    strengths: ["mild", "strong", "absolute"],
    no_preference: "no game played yet",
};
