//! The audit log of an event: what each saved change did (results,
//! pairings, players, settings), with the value before and after.
//!
//! C.04.2 leaves corrections to the arbiter; a record of them (what, before,
//! after, when) is what lets an arbiter show what was changed and by which
//! save. The changes are found by comparing the tournament before and after
//! a save ([`changes`]), so no code path can forget to log; the time is
//! passed in by the caller (the engine has no clock). The store keeps one
//! [`LogEntry`] per saved change (`store::Store::edit`), and the words for
//! each [`Change`] live in the UI's text module.

use super::adjust::Prohibition;
use super::change::{ManualEdit, Why};
use super::round::{GameResult, MatchGames, RoundEntry};
use super::tournament::Tournament;
use super::tpn::Tpn;
use super::Colour;
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// One saved change of the event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct LogEntry {
    /// When it was saved, milliseconds since 1970 (given by the caller).
    pub at: u64,
    /// The tournament's revision after the save.
    pub revision: u64,
    pub changes: Vec<Change>,
    /// This save undid the save that made revision `undo_of` (the tournament
    /// is back as it was before it; `store::Store::undo`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub undo_of: Option<u64>,
}

/// What one save changed. Players are named by their pairing number (and
/// their name, which may change later).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Change {
    /// A player entered the event.
    PlayerAdded { tpn: Tpn, name: String },
    /// A player was removed (only possible before they played).
    PlayerRemoved { tpn: Tpn, name: String },
    /// A player's pairing number changed (the list was re-sorted before round 1).
    PlayerRenumbered {
        name: String,
        before: Tpn,
        after: Tpn,
    },
    /// One of a player's details (`field` is the stored field name: `name`,
    /// `rating`, `title`, `federation`, `fide_id`, `birth_date`, `sex`,
    /// `withdrawn_from`, `acceleration`).
    PlayerDetail {
        tpn: Tpn,
        field: String,
        before: Value,
        after: Value,
    },
    /// A round was paired: `boards` games, and byes.
    Paired { round: u32, boards: u32 },
    /// A round's pairing was removed.
    Unpaired { round: u32 },
    /// The result of a game (from White's side).
    Result {
        round: u32,
        white: Tpn,
        black: Tpn,
        before: GameResult,
        after: GameResult,
    },
    /// Any other change of one player's round (a bye, an absence, a pairing
    /// changed by hand).
    Entry {
        round: u32,
        tpn: Tpn,
        before: RoundEntry,
        after: RoundEntry,
    },
    /// The two games of a Double-Swiss match (C.04.5), from the player's side.
    MatchGames {
        round: u32,
        tpn: Tpn,
        before: Option<MatchGames>,
        after: Option<MatchGames>,
    },
    /// A pair the arbiter forbade (TRF-2026 `260`), in every round or some.
    ForbiddenAdded { pair: Prohibition },
    /// A forbidden pair lifted (an edit is a removal and an addition).
    ForbiddenRemoved { pair: Prohibition },
    /// A paired round changed by hand (C.04.2 art. 4.4), with why; the
    /// players' new entries follow as [`Change::Entry`].
    PairingChangedByHand {
        round: u32,
        edit: ManualEdit,
        why: Why,
    },
    /// An event setting (`field` is the stored field name: `info`,
    /// `total_rounds`, `system`, `points`, `tiebreaks`, `forbidden_pairs`, …).
    Setting {
        field: String,
        before: Value,
        after: Value,
    },
}

/// What changed from `before` to `after`, in a stable order: settings,
/// players, then rounds.
pub fn changes(before: &Tournament, after: &Tournament) -> Vec<Change> {
    let mut out = Vec::new();
    settings(before, after, &mut out);
    let matched = match_players(before, after, &mut out);
    prohibitions(before, after, &matched, &mut out);
    manual(before, after, &mut out);
    rounds(before, after, &matched, &mut out);
    out
}

/// The forbidden pairs lifted and added. The pairs before are first read
/// with the players' numbers after (a re-sorted list renumbers them; that
/// is no change of the prohibition).
fn prohibitions(
    before: &Tournament,
    after: &Tournament,
    matched: &[(usize, usize)],
    out: &mut Vec<Change>,
) {
    let renumber = |tpn: Tpn| {
        matched
            .iter()
            .find(|&&(i, _)| before.players.get(i).is_some_and(|p| p.tpn == tpn))
            .and_then(|&(_, j)| after.players.get(j))
            .map_or(tpn, |p| p.tpn)
    };
    let was: Vec<Prohibition> = before
        .prohibitions()
        .into_iter()
        .map(|p| Prohibition::new(renumber(p.a), renumber(p.b), p.rounds))
        .collect();
    let is = after.prohibitions();
    for p in was.iter().filter(|p| !is.contains(p)) {
        out.push(Change::ForbiddenRemoved { pair: *p });
    }
    for p in is.iter().filter(|p| !was.contains(p)) {
        out.push(Change::ForbiddenAdded { pair: *p });
    }
}

/// Pairings changed by hand since `before` (appended to the list).
fn manual(before: &Tournament, after: &Tournament, out: &mut Vec<Change>) {
    let known = before.manual_changes.len();
    if after.manual_changes.get(..known) != Some(&before.manual_changes[..]) {
        return;
    }
    for m in &after.manual_changes[known..] {
        out.push(Change::PairingChangedByHand {
            round: m.round,
            edit: m.edit,
            why: m.why.clone(),
        });
    }
}

/// `x` as a JSON value: written as compact JSON and read back. The same
/// value as `serde_json::to_value(x)` for the model (no floats, whose `f32`
/// would read back differently), without a second serializer of the whole
/// model, for `Value`, in the app's wasm next to the one the store writes
/// with (BENCHMARKS.md, "Download size").
fn to_value<T: Serialize>(x: &T) -> Value {
    serde_json::to_string(x)
        .ok()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or(Value::Null)
}

/// The fields of `v` (a serialised struct) minus `skip`, as a map.
fn fields(v: Value, skip: &[&str]) -> serde_json::Map<String, Value> {
    match v {
        Value::Object(mut m) => {
            for k in skip {
                m.remove(*k);
            }
            m
        }
        _ => serde_json::Map::new(),
    }
}

/// One [`Change::Setting`] (or, through `make`, a player detail) per
/// field whose value differs; a field absent on one side is `null` there.
fn field_diff(
    a: &serde_json::Map<String, Value>,
    b: &serde_json::Map<String, Value>,
    mut make: impl FnMut(String, Value, Value),
) {
    let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
    crate::sort::sort(&mut keys);
    keys.dedup();
    for k in keys {
        let x = a.get(k).cloned().unwrap_or(Value::Null);
        let y = b.get(k).cloned().unwrap_or(Value::Null);
        if x != y {
            make(k.clone(), x, y);
        }
    }
}

fn settings(before: &Tournament, after: &Tournament, out: &mut Vec<Change>) {
    // Players, forbidden pairs and pairings changed by hand have their own entries.
    let skip = [
        "players",
        "forbidden_pairs",
        "forbidden_in_rounds",
        "manual_changes",
    ];
    // The settings alone, compared first: a big event's save (a round of
    // 1,500 players paired) changes none of them, and is then not
    // serialised twice more here (issue 17: that was 70 ms of the save).
    let (before, after) = (settings_of(before), settings_of(after));
    if before == after {
        return;
    }
    let to = |t: &Tournament| fields(to_value(t), &skip);
    field_diff(&to(&before), &to(&after), |field, before, after| {
        out.push(Change::Setting {
            field,
            before,
            after,
        })
    });
}

/// `t` without the lists that have entries of their own (players,
/// forbidden pairs, pairings changed by hand: [`settings`] leaves them
/// out). Every field is named, with no `..`: a field added to
/// [`Tournament`] does not compile here until it is compared too.
fn settings_of(t: &Tournament) -> Tournament {
    let Tournament {
        info,
        total_rounds,
        initial_colour,
        points,
        system,
        baku_acceleration,
        players: _,
        forbidden_pairs: _,
        forbidden_in_rounds: _,
        adjustments,
        trf,
        double_swiss,
        tiebreaks,
        unrated_rating,
        full_point_byes,
        late_entry_rounds,
        fide_mode,
        pairing_changes,
        manual_changes: _,
    } = t;
    Tournament {
        info: info.clone(),
        total_rounds: *total_rounds,
        initial_colour: *initial_colour,
        points: *points,
        system: *system,
        baku_acceleration: *baku_acceleration,
        players: Vec::new(),
        forbidden_pairs: Vec::new(),
        forbidden_in_rounds: Vec::new(),
        adjustments: adjustments.clone(),
        trf: trf.clone(),
        double_swiss: *double_swiss,
        tiebreaks: tiebreaks.clone(),
        unrated_rating: *unrated_rating,
        full_point_byes: *full_point_byes,
        late_entry_rounds: *late_entry_rounds,
        fide_mode: *fide_mode,
        pairing_changes: pairing_changes.clone(),
        manual_changes: Vec::new(),
    }
}

/// Whether `q` and `p` have the same details ([`Change::PlayerDetail`]:
/// every field but the number and the rounds), without serialising them:
/// the players of a big event are then not serialised twice each on every
/// save (issue 17). Every field is named, with no `..`: a field added to
/// [`super::Player`] does not compile here until it is compared too.
fn same_details(q: &super::Player, p: &super::Player) -> bool {
    let super::Player {
        tpn: _,
        name,
        sex,
        title,
        rating,
        federation,
        fide_id,
        birth_date,
        rounds: _,
        acceleration,
        withdrawn_from,
        match_games: _,
    } = q;
    *name == p.name
        && *sex == p.sex
        && *title == p.title
        && *rating == p.rating
        && *federation == p.federation
        && *fide_id == p.fide_id
        && *birth_date == p.birth_date
        && *acceleration == p.acceleration
        && *withdrawn_from == p.withdrawn_from
}

/// Pairs each player after the change with the same player before: by name
/// first (a re-sorted list keeps names), then by pairing number (a renamed
/// player keeps theirs). Logs additions, removals, renumberings and detail
/// changes; gives `(before index, after index)` of each matched player.
fn match_players(
    before: &Tournament,
    after: &Tournament,
    out: &mut Vec<Change>,
) -> Vec<(usize, usize)> {
    let mut used = vec![false; before.players.len()];
    let mut pair: Vec<Option<usize>> = vec![None; after.players.len()];
    for (j, p) in after.players.iter().enumerate() {
        // Same name and same number first, then same name anywhere.
        let same_place = before
            .players
            .get(j)
            .filter(|q| q.name == p.name)
            .map(|_| j);
        let found = same_place.filter(|&i| !used[i]).or_else(|| {
            before
                .players
                .iter()
                .enumerate()
                .position(|(i, q)| !used[i] && q.name == p.name)
        });
        if let Some(i) = found {
            used[i] = true;
            pair[j] = Some(i);
        }
    }
    for (j, slot) in pair.iter_mut().enumerate() {
        if slot.is_none() && j < used.len() && !used[j] {
            used[j] = true;
            *slot = Some(j);
        }
    }
    let detail = |p: &super::Player| fields(to_value(p), &["tpn", "rounds", "match_games"]);
    let mut matched = Vec::new();
    for (i, q) in before.players.iter().enumerate() {
        if !used[i] {
            out.push(Change::PlayerRemoved {
                tpn: q.tpn,
                name: q.name.clone(),
            });
        }
    }
    for (j, p) in after.players.iter().enumerate() {
        let Some(i) = pair[j] else {
            out.push(Change::PlayerAdded {
                tpn: p.tpn,
                name: p.name.clone(),
            });
            continue;
        };
        let q = &before.players[i];
        if q.tpn != p.tpn {
            out.push(Change::PlayerRenumbered {
                name: p.name.clone(),
                before: q.tpn,
                after: p.tpn,
            });
        }
        if !same_details(q, p) {
            field_diff(&detail(q), &detail(p), |field, before, after| {
                out.push(Change::PlayerDetail {
                    tpn: p.tpn,
                    field,
                    before,
                    after,
                })
            });
        }
        matched.push((i, j));
    }
    matched
}

/// The highest round in which any player has a game.
fn last_round(t: &Tournament) -> u32 {
    t.players
        .iter()
        .map(|p| {
            p.rounds
                .iter()
                .rposition(|e| matches!(e, RoundEntry::Game { .. }))
                .map_or(0, |i| i as u32 + 1)
        })
        .max()
        .unwrap_or(0)
}

fn has_games(t: &Tournament, round: u32) -> bool {
    let k = round as usize - 1;
    t.players
        .iter()
        .any(|p| matches!(p.rounds.get(k), Some(RoundEntry::Game { .. })))
}

fn games(t: &Tournament, round: u32) -> u32 {
    let k = round as usize - 1;
    let n = t
        .players
        .iter()
        .filter(|p| matches!(p.rounds.get(k), Some(RoundEntry::Game { .. })))
        .count();
    u32::try_from(n / 2).unwrap_or(u32::MAX)
}

fn rounds(
    before: &Tournament,
    after: &Tournament,
    matched: &[(usize, usize)],
    out: &mut Vec<Change>,
) {
    let last = last_round(before)
        .max(last_round(after))
        .max(
            before
                .players
                .iter()
                .map(|p| p.rounds.len() as u32)
                .max()
                .unwrap_or(0),
        )
        .max(
            after
                .players
                .iter()
                .map(|p| p.rounds.len() as u32)
                .max()
                .unwrap_or(0),
        );
    for round in 1..=last {
        let (was, is) = (has_games(before, round), has_games(after, round));
        if !was && is {
            out.push(Change::Paired {
                round,
                boards: games(after, round),
            });
            continue;
        }
        if was && !is {
            out.push(Change::Unpaired { round });
            continue;
        }
        let k = round as usize - 1;
        for &(i, j) in matched {
            let (q, p) = (&before.players[i], &after.players[j]);
            let x = q.rounds.get(k).copied().unwrap_or_default();
            let y = p.rounds.get(k).copied().unwrap_or_default();
            if x != y && !black_side_of_a_result(x, y) {
                out.push(entry_change(round, p.tpn, x, y));
            }
            let gx = q.match_games.get(k).copied().flatten();
            let gy = p.match_games.get(k).copied().flatten();
            if gx != gy {
                out.push(Change::MatchGames {
                    round,
                    tpn: p.tpn,
                    before: gx,
                    after: gy,
                });
            }
        }
    }
}

/// A game's result appears on both players: it is logged from White's side.
fn black_side_of_a_result(before: RoundEntry, after: RoundEntry) -> bool {
    matches!(
        (before, after),
        (
            RoundEntry::Game { opponent: o1, colour: Colour::Black, .. },
            RoundEntry::Game { opponent: o2, colour: Colour::Black, .. },
        ) if o1 == o2
    )
}

fn entry_change(round: u32, tpn: Tpn, before: RoundEntry, after: RoundEntry) -> Change {
    match (before, after) {
        (
            RoundEntry::Game {
                opponent: o1,
                colour: c1,
                result: r1,
            },
            RoundEntry::Game {
                opponent: o2,
                colour: c2,
                result: r2,
            },
        ) if o1 == o2 && c1 == c2 && c1 == Colour::White => Change::Result {
            round,
            white: tpn,
            black: o1,
            before: r1,
            after: r2,
        },
        _ => Change::Entry {
            round,
            tpn,
            before,
            after,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::Player;

    fn event(names: &[&str]) -> Tournament {
        let mut t = Tournament {
            total_rounds: 5,
            ..Tournament::default()
        };
        for (i, n) in names.iter().enumerate() {
            t.players.push(Player::new(Tpn(i as u32 + 1), *n));
        }
        t
    }

    fn game(
        t: &mut Tournament,
        round: usize,
        white: u32,
        black: u32,
        r: GameResult,
        s: GameResult,
    ) {
        for (me, opp, colour, res) in [
            (white, black, Colour::White, r),
            (black, white, Colour::Black, s),
        ] {
            let p = &mut t.players[me as usize - 1];
            p.rounds.resize(round, RoundEntry::NotPaired);
            p.rounds[round - 1] = RoundEntry::Game {
                opponent: Tpn(opp),
                colour,
                result: res,
            };
        }
    }

    #[test]
    fn to_value_is_serde_jsons_to_value() {
        // A played event with forfeits, absences and half-point byes, a
        // forbidden pair and a changed setting: every kind of field.
        let cfg = crate::generate::GeneratorConfig {
            players: 15,
            rounds: 5,
            forfeit_rate: 0.1,
            absence_rate: 0.05,
            half_bye_rate: 0.05,
            ..crate::generate::GeneratorConfig::default()
        };
        let Ok(g) = crate::generate::generate(&cfg, crate::systems::pair_round) else {
            panic!("the generator failed");
        };
        let mut t = g.tournament;
        t.forbidden_pairs.push((Tpn(1), Tpn(2)));
        t.players[3].rating = 0;
        let want = serde_json::to_value(&t).expect("a value");
        assert_eq!(to_value(&t), want);
        assert!(want["players"].as_array().is_some_and(|p| p.len() == 15));
        for p in &t.players {
            assert_eq!(to_value(p), serde_json::to_value(p).expect("a value"));
        }
    }

    #[test]
    fn nothing_changed_gives_nothing() {
        let t = event(&["A", "B"]);
        assert_eq!(changes(&t, &t.clone()), vec![]);
    }

    #[test]
    fn a_player_added_and_a_rating_changed() {
        let before = event(&["A", "B"]);
        let mut after = event(&["A", "B", "C"]);
        after.players[0].rating = 2100;
        assert_eq!(
            changes(&before, &after),
            vec![
                Change::PlayerDetail {
                    tpn: Tpn(1),
                    field: "rating".into(),
                    before: Value::from(0),
                    after: Value::from(2100),
                },
                Change::PlayerAdded {
                    tpn: Tpn(3),
                    name: "C".into()
                },
            ]
        );
    }

    #[test]
    fn a_resorted_list_is_a_renumbering_not_a_removal() {
        let before = event(&["A", "B"]);
        let after = event(&["B", "A"]);
        let c = changes(&before, &after);
        assert_eq!(
            c,
            vec![
                Change::PlayerRenumbered {
                    name: "B".into(),
                    before: Tpn(2),
                    after: Tpn(1)
                },
                Change::PlayerRenumbered {
                    name: "A".into(),
                    before: Tpn(1),
                    after: Tpn(2)
                },
            ]
        );
    }

    #[test]
    fn a_renamed_player_keeps_their_number() {
        let before = event(&["A", "B"]);
        let after = event(&["A", "Bea"]);
        assert_eq!(
            changes(&before, &after),
            vec![Change::PlayerDetail {
                tpn: Tpn(2),
                field: "name".into(),
                before: Value::from("B"),
                after: Value::from("Bea"),
            }]
        );
    }

    #[test]
    fn a_pairing_then_a_result_then_a_correction() {
        let none = event(&["A", "B", "C", "D"]);
        let mut paired = none.clone();
        game(
            &mut paired,
            1,
            1,
            3,
            GameResult::Pending,
            GameResult::Pending,
        );
        game(
            &mut paired,
            1,
            4,
            2,
            GameResult::Pending,
            GameResult::Pending,
        );
        assert_eq!(
            changes(&none, &paired),
            vec![Change::Paired {
                round: 1,
                boards: 2
            }]
        );
        let mut result = paired.clone();
        game(&mut result, 1, 4, 2, GameResult::Win, GameResult::Loss);
        let expected = |before, after| Change::Result {
            round: 1,
            white: Tpn(4),
            black: Tpn(2),
            before,
            after,
        };
        assert_eq!(
            changes(&paired, &result),
            vec![expected(GameResult::Pending, GameResult::Win)]
        );
        let mut corrected = result.clone();
        game(&mut corrected, 1, 4, 2, GameResult::Draw, GameResult::Draw);
        assert_eq!(
            changes(&result, &corrected),
            vec![expected(GameResult::Win, GameResult::Draw)]
        );
        assert_eq!(changes(&paired, &none), vec![Change::Unpaired { round: 1 }]);
    }

    #[test]
    fn settings_name_their_field() {
        let before = event(&["A"]);
        let mut after = before.clone();
        after.total_rounds = 7;
        after.info.name = "Club".into();
        let c = changes(&before, &after);
        let fields: Vec<&str> = c
            .iter()
            .map(|c| match c {
                Change::Setting { field, .. } => field.as_str(),
                _ => "?",
            })
            .collect();
        assert_eq!(fields, ["info", "total_rounds"]);
        assert!(matches!(&c[1], Change::Setting { before, after, .. }
            if *before == 5 && *after == 7));
    }

    #[test]
    fn forbidden_pairs_added_edited_and_removed() {
        use crate::model::arbiter::{edit_prohibition, forbid, unforbid};
        use crate::model::RoundRange;
        let none = event(&["A", "B", "C"]);
        let mut one = none.clone();
        forbid(&mut one, &[Tpn(1), Tpn(3)], None).unwrap();
        let p13 = Prohibition::new(Tpn(1), Tpn(3), None);
        assert_eq!(
            changes(&none, &one),
            vec![Change::ForbiddenAdded { pair: p13 }]
        );
        // An edit (other player, rounds 2–3) is a removal and an addition.
        let mut edited = one.clone();
        let r = Some(RoundRange { first: 2, last: 3 });
        edit_prohibition(&mut edited, &p13, Tpn(2), Tpn(1), r).unwrap();
        assert_eq!(
            changes(&one, &edited),
            vec![
                Change::ForbiddenRemoved { pair: p13 },
                Change::ForbiddenAdded {
                    pair: Prohibition::new(Tpn(1), Tpn(2), r)
                },
            ]
        );
        let mut removed = edited.clone();
        unforbid(&mut removed, &Prohibition::new(Tpn(1), Tpn(2), r)).unwrap();
        assert_eq!(
            changes(&edited, &removed),
            vec![Change::ForbiddenRemoved {
                pair: Prohibition::new(Tpn(1), Tpn(2), r)
            }]
        );
        // No setting entry for them.
        assert!(changes(&none, &one)
            .iter()
            .all(|c| !matches!(c, Change::Setting { .. })));
    }

    #[test]
    fn a_renumbering_does_not_touch_a_forbidden_pair() {
        // A and C kept apart; the list re-sorted (C first): numbers change,
        // the prohibition is the same one (now 1–3 → 3–1, i.e. 1–3 again
        // with B moved): only renumberings are logged.
        let mut before = event(&["A", "B", "C"]);
        before.forbidden_pairs.push((Tpn(1), Tpn(2)));
        let mut after = event(&["B", "A", "C"]);
        after.forbidden_pairs.push((Tpn(2), Tpn(1)));
        let c = changes(&before, &after);
        assert!(
            c.iter()
                .all(|c| matches!(c, Change::PlayerRenumbered { .. })),
            "{c:?}"
        );
    }

    #[test]
    fn a_pairing_changed_by_hand_is_logged_with_its_reason() {
        use crate::model::arbiter::{apply_pairing, swap_colours};
        use crate::model::change::ChangeReason;
        let mut paired = event(&["A", "B"]);
        apply_pairing(
            &mut paired,
            1,
            &crate::model::Pairing {
                boards: vec![crate::model::Board {
                    white: Tpn(1),
                    black: Tpn(2),
                }],
                bye: None,
            },
        )
        .unwrap();
        let mut changed = paired.clone();
        let why = Why {
            reason: Some(ChangeReason::CompetitionRules),
            note: "TV board".into(),
        };
        swap_colours(&mut changed, 1, Tpn(1), &why).unwrap();
        let c = changes(&paired, &changed);
        assert_eq!(
            c[1],
            Change::PairingChangedByHand {
                round: 1,
                edit: ManualEdit::Colours {
                    white: Tpn(1),
                    black: Tpn(2)
                },
                why,
            }
        );
        // The FIDE report's reason (a setting) and both players' new entries.
        assert!(
            matches!(&c[0], Change::Setting { field, .. } if field == "pairing_changes"),
            "{c:?}"
        );
        assert!(
            matches!(
                &c[2..],
                [
                    Change::Entry { tpn: Tpn(1), .. },
                    Change::Entry { tpn: Tpn(2), .. }
                ]
            ),
            "{c:?}"
        );
    }

    #[test]
    fn a_withdrawal_is_a_player_detail() {
        let before = event(&["A", "B"]);
        let mut after = before.clone();
        after.players[1].withdrawn_from = Some(3);
        assert_eq!(
            changes(&before, &after),
            vec![Change::PlayerDetail {
                tpn: Tpn(2),
                field: "withdrawn_from".into(),
                before: Value::Null,
                after: Value::from(3),
            }]
        );
    }

    /// The settings and details compared without serialising (issue 17's
    /// fast path) still see a change of any field: each one changed alone
    /// is logged under its own name.
    #[test]
    fn every_setting_and_player_detail_changed_alone_is_logged() {
        use crate::model::tiebreak::TieBreak;
        let before = event(&["A", "B"]);
        type Edit = fn(&mut Tournament);
        let settings: [(&str, Edit); 12] = [
            ("info", |t| t.info.city = "Lyon".into()),
            ("total_rounds", |t| t.total_rounds += 1),
            ("initial_colour", |t| {
                t.initial_colour = t.initial_colour.opposite()
            }),
            ("points", |t| {
                t.points.win = crate::model::Points::from_points(3)
            }),
            ("system", |t| t.system = crate::model::SystemKind::Dutch2017),
            ("baku_acceleration", |t| t.baku_acceleration = true),
            ("double_swiss", |t| {
                t.double_swiss.pab = Some(crate::model::Points::from_points(2))
            }),
            ("tiebreaks", |t| t.tiebreaks = Some(vec![TieBreak::SB])),
            ("unrated_rating", |t| t.unrated_rating = Some(1000)),
            ("full_point_byes", |t| t.full_point_byes = true),
            ("late_entry_rounds", |t| {
                t.late_entry_rounds = crate::model::tournament::LateEntryRounds::HalfPoint
            }),
            ("fide_mode", |t| t.fide_mode = true),
        ];
        for (field, edit) in settings {
            let mut after = before.clone();
            edit(&mut after);
            let c = changes(&before, &after);
            assert!(
                matches!(&c[..], [Change::Setting { field: f, .. }] if f == field),
                "{field}: {c:?}"
            );
        }
        type PlayerEdit = fn(&mut crate::model::Player);
        let details: [(&str, PlayerEdit); 9] = [
            ("name", |p| p.name = "Z".into()),
            ("sex", |p| p.sex = Some('w')),
            ("title", |p| p.title = crate::model::Title::GM),
            ("rating", |p| p.rating = 2000),
            ("federation", |p| p.federation = "FRA".into()),
            ("fide_id", |p| p.fide_id = Some(1)),
            ("birth_date", |p| p.birth_date = "2000".into()),
            ("acceleration", |p| {
                p.acceleration = vec![crate::model::Points::from_points(1)]
            }),
            ("withdrawn_from", |p| p.withdrawn_from = Some(2)),
        ];
        for (field, edit) in details {
            let mut after = before.clone();
            edit(&mut after.players[1]);
            let c = changes(&before, &after);
            assert!(
                matches!(&c[..], [Change::PlayerDetail { tpn: Tpn(2), field: f, .. }] if f == field),
                "{field}: {c:?}"
            );
        }
    }
}
