//! An event's players against a newer list: who has a FIDE id in the list
//! and a different rating there (matched by FIDE id only; a name is never
//! enough to tell two players apart).

use super::{RatingKind, RatingList};
use crate::model::{Tournament, Tpn};

/// One player's rating, as the event has it and as the list gives it
/// (0 = unrated, as [`crate::model::Player::rating`]).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RatingChange {
    pub tpn: Tpn,
    pub name: String,
    pub fide_id: u32,
    pub before: u32,
    pub after: u32,
}

/// The players whose `kind` rating differs in `list`. Players without a
/// FIDE id, or whose id is not in the list, are left as they are.
pub fn rating_changes(t: &Tournament, list: &RatingList, kind: RatingKind) -> Vec<RatingChange> {
    t.players
        .iter()
        .filter_map(|p| {
            let id = u32::try_from(p.fide_id?).ok()?;
            let listed = list.by_id(id)?;
            let after = listed.rating(kind).map_or(0, u32::from);
            (after != p.rating).then(|| RatingChange {
                tpn: p.tpn,
                name: p.name.clone(),
                fide_id: id,
                before: p.rating,
                after,
            })
        })
        .collect()
}

/// Sets each changed rating (the caller then renumbers, C.04.2 art. 2.2,
/// while that is allowed). A change whose player is gone or whose rating
/// is no longer `before` is skipped and not counted.
pub fn apply_rating_changes(t: &mut Tournament, changes: &[RatingChange]) -> usize {
    let mut applied = 0;
    for c in changes {
        if let Some(p) = t.players.get_mut(c.tpn.index()) {
            if p.fide_id == Some(u64::from(c.fide_id)) && p.rating == c.before {
                p.rating = c.after;
                applied += 1;
            }
        }
    }
    applied
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::{Player, Title};
    use crate::ratinglist::list::Builder;
    use crate::ratinglist::Listed;

    #[test]
    fn changes_follow_the_fide_id_only() {
        let mut b = Builder::default();
        for (id, name, std, rapid) in [
            (100, "Alpha, A", Some(2100), Some(2000)),
            (200, "Beta, B", Some(1800), None),
            (300, "Gamma, C", None, None),
        ] {
            b.add(&Listed {
                fide_id: id,
                name: name.into(),
                federation: "FRA".into(),
                sex: None,
                title: Title::None,
                ratings: [std, rapid, None],
                birth_year: None,
            });
        }
        let list = b.finish().0;
        let mut t = Tournament::default();
        let mut add = |name: &str, rating: u32, id: Option<u64>| {
            let mut p = Player::new(Tpn::from_index(t.players.len()), name);
            p.rating = rating;
            p.fide_id = id;
            t.players.push(p);
        };
        add("Alpha, A", 2050, Some(100)); // 2050 → 2100
        add("Beta, B", 1800, Some(200)); // unchanged
        add("Gamma, C", 1500, Some(300)); // now unrated in the list
        add("Beta, B", 1000, None); // same name, no id: untouched
        add("Delta, D", 1700, Some(999)); // not in the list
        let changes = rating_changes(&t, &list, RatingKind::Standard);
        let seen: Vec<(u32, u32, u32)> = changes
            .iter()
            .map(|c| (c.fide_id, c.before, c.after))
            .collect();
        assert_eq!(seen, [(100, 2050, 2100), (300, 1500, 0)]);
        let rapid: Vec<u32> = rating_changes(&t, &list, RatingKind::Rapid)
            .iter()
            .map(|c| c.after)
            .collect();
        assert_eq!(rapid, [2000, 0, 0]);
        assert_eq!(apply_rating_changes(&mut t, &changes), 2);
        assert_eq!(t.players[0].rating, 2100);
        assert_eq!(t.players[2].rating, 0);
        // Applied once: the second time the ratings are no longer `before`.
        assert_eq!(apply_rating_changes(&mut t, &changes), 0);
    }
}
