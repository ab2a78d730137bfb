//! The words of the Dutch 2017 lessons (`teach::lessons::Lesson2017`,
//! issue 23). Criterion and article numbers (C.12, A.9) are the 2017
//! text's own and stay as they are.

use crate::teach::lessons::Lesson2017;

pub const TITLE: &str = "Lessons on the Dutch rules of 2017";
pub const NO_ROUND: &str = "This lesson's round could not be opened.";

pub fn lesson_title(l: Lesson2017) -> &'static str {
    match l {
        Lesson2017::Ppb => "The penultimate pairing bracket (PPB) and the collapsed last bracket (CLB): A.9 (6 players, round 3)",
        Lesson2017::AbsentDownfloat => "An absent player has floated down: C.12 (5 players, round 2)",
    }
}

pub fn lesson_text(l: Lesson2017) -> &'static str {
    match l {
        Lesson2017::Ppb => "1 and 2 have met and float down to the players on 1 point. Pairing 1–4 and 2–3 would leave 5 and 6, who have met: the round could not be completed, so this bracket becomes the PPB and is paired again under C.4, one pair only. 1–4 and 2–3 have the same PSD (A.8); C.10 prefers 2–3, which gives both players their colour. 1 and 4 go down to the CLB.",
        Lesson2017::AbsentDownfloat => "5 did not play round 1, which counts as a downfloat (A.4.b). In the last bracket the first transposition, 3–4, gives 5 the PAB, a second downfloat in a row: it fails C.12. The next one, 3–5, fulfils it, and 4 gets the PAB.",
    }
}
