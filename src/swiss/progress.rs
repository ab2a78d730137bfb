//! How far a pairing has got, for a caller that shows it (the app's pairing
//! worker): each system's bracket loop reports the bracket it starts
//! (C.04.3 art. 1.3 scoregroups, C.04.5 art. 3.3.2 brackets) with one
//! call to [`bracket`].
//!
//! The report goes to a sink installed for the duration of one pairing by
//! [`with_sink`] (`systems::pair_round_with_progress`); with no sink it costs
//! one thread-local read. The sink is per thread, so pairings on other
//! threads (parallel tests) never see each other's reports.

use crate::model::Points;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;

/// One step of a pairing: the bracket of scoregroup `scoregroup` (1 = the
/// highest score) of `scoregroups` is being paired; its score is `score`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Progress {
    pub scoregroup: usize,
    pub scoregroups: usize,
    pub score: Points,
}

/// Where reports go while a pairing runs.
type Sink = Box<dyn FnMut(Progress)>;

thread_local! {
    static SINK: RefCell<Option<Sink>> = const { RefCell::new(None) };
}

/// Reports that the bracket of score `score` is being paired; `scores` are
/// the pairing scores of the round's players (any order, repeats allowed),
/// from which the scoregroup's rank is counted. Does nothing without a sink.
pub fn bracket(score: Points, scores: impl IntoIterator<Item = Points>) {
    SINK.with(|s| {
        let Ok(mut sink) = s.try_borrow_mut() else {
            return;
        };
        let Some(sink) = sink.as_mut() else {
            return;
        };
        let mut levels: Vec<Points> = scores.into_iter().collect();
        crate::sort::sort_by(&mut levels, |a, b| b.cmp(a));
        levels.dedup();
        let rank = levels.iter().take_while(|&&l| l > score).count();
        sink(Progress {
            scoregroup: rank + 1,
            scoregroups: levels.len().max(rank + 1),
            score,
        });
    });
}

/// Runs `f` with `sink` receiving every report made on this thread, then
/// removes it (the previous sink, if any, is put back).
pub fn with_sink<R>(sink: impl FnMut(Progress) + 'static, f: impl FnOnce() -> R) -> R {
    struct Restore(Option<Sink>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let previous = self.0.take();
            SINK.with(|s| {
                if let Ok(mut s) = s.try_borrow_mut() {
                    *s = previous;
                }
            });
        }
    }
    let previous = SINK.with(|s| s.borrow_mut().replace(Box::new(sink)));
    let _restore = Restore(previous);
    f()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::rc::Rc;

    #[test]
    fn reports_the_rank_of_the_scoregroup_among_distinct_scores() {
        let seen = Rc::new(RefCell::new(Vec::new()));
        let s = seen.clone();
        let scores = [Points(20), Points(10), Points(20), Points(0), Points(10)];
        with_sink(
            move |p| s.borrow_mut().push(p),
            || {
                bracket(Points(20), scores);
                bracket(Points(10), scores);
                bracket(Points(0), scores);
            },
        );
        let got: Vec<(usize, usize)> = seen
            .borrow()
            .iter()
            .map(|p| (p.scoregroup, p.scoregroups))
            .collect();
        assert_eq!(got, [(1, 3), (2, 3), (3, 3)]);
    }

    #[test]
    fn no_report_reaches_a_sink_after_its_pairing() {
        let seen = Rc::new(RefCell::new(0));
        let s = seen.clone();
        with_sink(move |_| *s.borrow_mut() += 1, || bracket(Points(0), []));
        bracket(Points(0), []);
        assert_eq!(*seen.borrow(), 1);
    }
}
