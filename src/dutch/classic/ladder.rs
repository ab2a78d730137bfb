//! C3 requirements and the C10 relaxation ladder (reading R10).

use super::trace::{Criterion, Event};

/// One step of C10, as the text orders them.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Action {
    /// Drop a criterion (C10.a–d, f, g).
    Drop(Criterion),
    /// C10.e: raise Z, then X (Z back to Z1).
    Budget,
}

impl Action {
    /// The item's letter, as 2008's C10 letters it (a B6 up, b B5 up, c B6
    /// down, d B5 down, e the budget, f A7.d, g B2 for topscorers): the older
    /// texts' C9–C11 items carry the letter of the same criterion, so a
    /// trace reads alike across the texts.
    pub const fn letter(self) -> char {
        match self {
            Action::Drop(Criterion::B6Up) => 'a',
            Action::Drop(Criterion::B5Up) => 'b',
            Action::Drop(Criterion::B6Down) => 'c',
            Action::Drop(Criterion::B5Down) => 'd',
            Action::Budget => 'e',
            Action::Drop(Criterion::A7d) => 'f',
            Action::Drop(Criterion::B2Topscorers) => 'g',
        }
    }
}

const ALL: [Criterion; 6] = [
    Criterion::B6Up,
    Criterion::B5Up,
    Criterion::B6Down,
    Criterion::B5Down,
    Criterion::A7d,
    Criterion::B2Topscorers,
];

fn slot(c: Criterion) -> usize {
    ALL.iter().position(|&k| k == c).unwrap_or(0)
}

/// The requirements in force (C3) and where the ladder stands.
#[derive(Debug, Clone)]
pub struct Ladder {
    steps: &'static [Action],
    /// C10 (2008) reinstates the items before the one applied; the older
    /// C9–C11 do not (`Text::ladder_reinstates`).
    reinstates: bool,
    dropped: [bool; 6],
    pub x: u32,
    pub z: Option<u32>,
    x1: u32,
    z1: Option<u32>,
    p1: u32,
    /// After the old texts' C14: x binds no more (reading O7).
    unbounded: bool,
}

impl Ladder {
    /// C3 with X = X1, Z = Z1 and every criterion in force.
    pub fn new(
        steps: &'static [Action],
        reinstates: bool,
        x1: u32,
        z1: Option<u32>,
        p1: u32,
    ) -> Ladder {
        Ladder {
            steps,
            reinstates,
            dropped: [false; 6],
            x: x1,
            z: z1,
            x1,
            z1,
            p1,
            unbounded: false,
        }
    }

    /// The old texts' C11: how many times x was raised (`None` after C14,
    /// when x binds no more).
    pub fn raised(&self) -> Option<u32> {
        (!self.unbounded).then(|| self.x - self.x1)
    }

    /// C14 of the 1992–2006 texts ("decrease p by 1 … restart at C4"):
    /// nothing C9–C11 dropped comes back, and x, raised to p by C11 and
    /// decreased with p, binds no more (reading O7). Only the last-round
    /// B2 note is in force again, to be given up last, since it may be
    /// lifted only "if this is helpful to avoid additional downfloaters".
    pub fn after_c14(&self, p1: u32) -> Ladder {
        let mut dropped = [true; 6];
        dropped[slot(Criterion::B2Topscorers)] = false;
        let z = self.z.map(|_| p1);
        Ladder {
            steps: self.steps,
            reinstates: self.reinstates,
            dropped,
            x: p1,
            z,
            x1: p1,
            z1: z,
            p1,
            unbounded: true,
        }
    }

    /// Is `c` in force?
    pub fn on(&self, c: Criterion) -> bool {
        !self.dropped[slot(c)]
    }

    pub fn dropped(&self) -> Vec<Criterion> {
        ALL.into_iter().filter(|&c| !self.on(c)).collect()
    }

    /// Z as a bound (odd rounds: none).
    pub fn z_left(&self) -> u32 {
        self.z.unwrap_or(u32::MAX)
    }

    /// C10: the first item that can still relax does so, and the C3 item
    /// it jumps back to reinstates every item before it. `applies` says
    /// whether a criterion concerns this bracket. `None`: the ladder is
    /// exhausted.
    pub fn advance(&mut self, applies: impl Fn(Criterion) -> bool) -> Option<Event> {
        for (k, &step) in self.steps.iter().enumerate() {
            let event = match step {
                Action::Drop(c) => {
                    if !applies(c) || !self.on(c) {
                        continue;
                    }
                    self.dropped[slot(c)] = true;
                    Event::C10Drop {
                        step: step.letter(),
                        criterion: c,
                    }
                }
                Action::Budget => match self.z {
                    None if self.x < self.p1 => {
                        self.x += 1;
                        Event::C10Budget { x: self.x, z: None }
                    }
                    Some(z) if z < self.x => {
                        self.z = Some(z + 1);
                        Event::C10Budget {
                            x: self.x,
                            z: self.z,
                        }
                    }
                    Some(_) if self.x < self.p1 => {
                        self.x += 1;
                        self.z = self.z1;
                        Event::C10Budget {
                            x: self.x,
                            z: self.z,
                        }
                    }
                    _ => continue,
                },
            };
            if self.reinstates {
                self.reset_before(k);
            }
            return Some(event);
        }
        None
    }

    fn reset_before(&mut self, k: usize) {
        for step in &self.steps[..k] {
            match step {
                Action::Drop(c) => self.dropped[slot(*c)] = false,
                Action::Budget => {
                    self.x = self.x1;
                    self.z = self.z1;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dutch::classic::rules2008::LADDER;

    #[test]
    fn c10_counts_like_the_text_jumps() {
        // Heterogeneous bracket producing downfloaters, odd round, X1 = 0, P1 = 1.
        let mut l = Ladder::new(&LADDER, true, 0, None, 1);
        let mut seen = Vec::new();
        while let Some(e) = l.advance(|_| true) {
            seen.push((e, l.dropped().len(), l.x));
        }
        // a; b (a back: C3.h); a; c (a, b back: C3.g); …: 15 float combinations,
        // then e (X=1, floats back), 15 more, then f, then again…
        let letters: String = seen
            .iter()
            .map(|(e, _, _)| match e {
                Event::C10Drop { step, .. } => *step,
                Event::C10Budget { .. } => 'e',
                _ => '?',
            })
            .collect();
        assert!(letters.starts_with("abacabadabacaba"), "{letters}");
        assert_eq!(&letters[15..16], "e");
        assert_eq!(&letters[31..32], "f");
        assert_eq!(seen[15].2, 1, "X raised to 1");
        assert_eq!(seen[31].2, 0, "C10.f goes back to C3.d: X = X1");
    }

    #[test]
    fn the_old_c9_to_c11_never_reinstate() {
        // 2006 text: C9 (B6, B5 up), C10 (B6, B5 down), C11 (x), each
        // "restart" keeping what was dropped before.
        let mut l = Ladder::new(&crate::dutch::classic::rules2006::LADDER, false, 0, None, 2);
        let mut dropped = Vec::new();
        while let Some(e) = l.advance(|_| true) {
            dropped.push((e, l.dropped().len(), l.x));
        }
        let counts: Vec<(usize, u32)> = dropped.iter().map(|(_, d, x)| (*d, *x)).collect();
        assert_eq!(
            counts,
            vec![
                (1, 0),
                (2, 0),
                (3, 0),
                (4, 0),
                (4, 1),
                (4, 2),
                (5, 2),
                (6, 2)
            ]
        );
    }
}
