//! The presenter note's labels in English (issue 23).

use crate::lang::notes::NoteWords;

pub const WORDS: NoteWords = NoteWords {
    title: "Presenter's note",
    from_text: "From the text",
    loading: "Loading the text…",
    failed: "The text could not be loaded",
    first_candidate: "The first candidate: S1 facing S2 as first composed.",
    quoted_in: "Quoted in",
    one_language: "The app has this text in one language only",
    languages: [("en", "English"), ("fr", "French")],
};
