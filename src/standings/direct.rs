//! C.07 art. 6: Direct Encounter, applied to the participants still tied
//! when it comes in the list.

use super::how::How;
use super::table::Table;
use crate::model::Tpn;

/// The outcome of art. 6 on one tied group.
pub struct DirectEncounter {
    /// Points scored against the others of the group, in hundredths (by
    /// position in the group); `None` when the rule did not apply.
    pub points: Vec<Option<i64>>,
    /// The group split in order: each part still tied within itself.
    pub order: Vec<Vec<Tpn>>,
    pub how: Vec<How>,
}

impl Table<'_> {
    /// C.07 art. 6.1: when every two participants of `group` have met, the
    /// points each scored in those encounters order them. Art. 6.2 (Swiss
    /// events): otherwise, a participant who stays first whatever the
    /// missing encounters give is ranked first, then the same for the
    /// next; the rest stay tied. Readings: an encounter is a game the two
    /// were paired in, a forfeit included with the points awarded (TEC
    /// exercise 26); every encounter of the two counts (Double-Swiss,
    /// double round robin); under art. 6.2 the separate standings are those
    /// of the whole group and a missing encounter could give its whole
    /// round's points to either; art. 6 is not applied again inside a part
    /// it leaves tied.
    pub fn direct_encounter(&self, group: &[Tpn]) -> DirectEncounter {
        let n = group.len();
        let mut points = vec![0i64; n];
        let mut against: Vec<Vec<(Tpn, i64)>> = vec![Vec::new(); n];
        let mut missing = vec![0i64; n];
        for (i, &a) in group.iter().enumerate() {
            for &b in group.iter().filter(|&&b| b != a) {
                let mut met = false;
                let mut got = 0i64;
                for r in self.rounds(a) {
                    if r.opponent == Some(b) {
                        met = true;
                        got += i64::from(r.points.0) * 10;
                    }
                }
                if met {
                    points[i] += got;
                    against[i].push((b, got));
                } else {
                    missing[i] += 1;
                }
            }
        }
        let complete = missing.iter().all(|&m| m == 0);
        let how = |applied: bool| -> Vec<How> {
            against
                .iter()
                .map(|a| {
                    if applied {
                        How::DirectEncounter {
                            against: a.clone(),
                            complete,
                        }
                    } else {
                        How::Undefined
                    }
                })
                .collect()
        };
        if complete {
            let mut idx: Vec<usize> = (0..n).collect();
            crate::sort::positions_by(&mut idx, |x, y| {
                points[y].cmp(&points[x]).then(group[x].cmp(&group[y]))
            });
            let mut order: Vec<Vec<Tpn>> = Vec::new();
            let mut last: Option<i64> = None;
            for i in idx {
                match order.last_mut() {
                    Some(part) if last == Some(points[i]) => part.push(group[i]),
                    _ => order.push(vec![group[i]]),
                }
                last = Some(points[i]);
            }
            return DirectEncounter {
                points: points.into_iter().map(Some).collect(),
                order,
                how: how(true),
            };
        }
        let mut order: Vec<Vec<Tpn>> = Vec::new();
        let mut left: Vec<usize> = (0..n).collect();
        if !self.pre_determined {
            let round_max = i64::from(self.round_max.0) * 10;
            let best = |i: usize| points[i] + round_max * missing[i];
            while left.len() > 1 {
                let top = left
                    .iter()
                    .copied()
                    .find(|&i| left.iter().all(|&j| j == i || points[i] > best(j)));
                match top {
                    Some(i) => {
                        order.push(vec![group[i]]);
                        left.retain(|&j| j != i);
                    }
                    None => break,
                }
            }
        }
        let applied = !order.is_empty();
        if left.len() == 1 {
            order.push(vec![group[left[0]]]);
        } else {
            order.push(left.iter().map(|&i| group[i]).collect());
        }
        DirectEncounter {
            points: points.into_iter().map(|p| applied.then_some(p)).collect(),
            order,
            how: how(applied),
        }
    }
}
