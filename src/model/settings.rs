//! The event's settings as the arbiter types them (place, dates, rounds,
//! point system, pairing system, acceleration, tie-breaks), checked before
//! anything changes. Each refusal names the field.

use super::colour::Colour;
use super::points::Points;
use super::system::SystemKind;
use super::tiebreak::TieBreak;
use super::tournament::{LateEntryRounds, PointSystem, Tournament};

/// The settings form, as typed.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SettingsForm {
    pub name: String,
    pub city: String,
    pub start_date: String,
    pub end_date: String,
    pub rounds: String,
    /// A [`SystemKind::id`].
    pub system: String,
    pub win: String,
    pub draw: String,
    pub loss: String,
    /// Points of the pairing-allocated bye (C.04.1 art. 3).
    pub pab: String,
    /// Double-Swiss: points of the pairing-allocated bye, a whole match
    /// (C.04.5 art. 1.4); empty: a win plus a draw
    /// ([`crate::model::DoubleSwissSettings::pab`]).
    pub ds_pab: String,
    pub baku: bool,
    pub tiebreaks: Vec<TieBreak>,
    /// See [`Tournament::unrated_rating`]; empty: none.
    pub unrated_rating: String,
    /// Full-point byes may be requested ([`Tournament::full_point_byes`]).
    pub full_point_byes: bool,
    /// See [`Tournament::late_entry_rounds`].
    pub late_entry_rounds: LateEntryRounds,
    /// See [`Tournament::fide_mode`].
    pub fide_mode: bool,
}

/// A field of the form.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Name,
    StartDate,
    EndDate,
    Rounds,
    System,
    Win,
    Draw,
    Loss,
    Pab,
    /// The Double-Swiss PAB match.
    DsPab,
    Baku,
    InitialColour,
    /// The rating of unrated players (C.07 art. 15).
    UnratedRating,
}

/// Why the settings were refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SettingsError {
    /// The field is empty or unreadable.
    Invalid(Field),
    /// Fewer rounds than already paired.
    RoundsBelowPaired { paired: u32 },
    /// Points must go win ≥ draw ≥ loss, win above zero, PAB at most a win
    /// (a Double-Swiss PAB match at most two wins).
    PointOrder,
    /// Pairing system, acceleration and point system cannot change once
    /// round 1 is paired (C.04.2 art. 1.1: announced in advance).
    FixedOnceStarted(Field),
    /// The chosen system offers no acceleration
    /// ([`SystemInfo::acceleration`](super::system::SystemInfo::acceleration)):
    /// Baku acceleration (C.04.7) is written for the Dutch System (for
    /// Double-Swiss see `src/double_swiss/DECISIONS.md`, item 11).
    AccelerationNotOffered(SystemKind),
    /// FIDE mode: a FIDE-rated event may not do this (`model::fide`).
    Fide(super::fide::FideIssueKind),
}

impl SettingsForm {
    /// The form filled from `t`.
    pub fn from_tournament(t: &Tournament) -> SettingsForm {
        SettingsForm {
            name: t.info.name.clone(),
            city: t.info.city.clone(),
            start_date: t.info.start_date.clone(),
            end_date: t.info.end_date.clone(),
            rounds: t.total_rounds.to_string(),
            system: t.system.id().to_owned(),
            win: t.points.win.to_string(),
            draw: t.points.draw.to_string(),
            loss: t.points.loss.to_string(),
            pab: t.points.pab.to_string(),
            ds_pab: t
                .double_swiss
                .pab
                .map(|p| p.to_string())
                .unwrap_or_default(),
            baku: t.baku_acceleration,
            tiebreaks: t
                .tiebreaks
                .clone()
                .unwrap_or_else(|| super::tiebreak::DEFAULT_TIEBREAKS.to_vec()),
            unrated_rating: t.unrated_rating.map(|r| r.to_string()).unwrap_or_default(),
            full_point_byes: t.full_point_byes,
            late_entry_rounds: t.late_entry_rounds,
            fide_mode: t.fide_mode,
        }
    }

    /// Applies the form to `t`; on a refusal `t` is unchanged.
    pub fn apply(&self, t: &mut Tournament) -> Result<(), SettingsError> {
        use SettingsError::*;
        let name = self.name.trim();
        if name.is_empty() {
            return Err(Invalid(Field::Name));
        }
        for (field, d) in [
            (Field::StartDate, &self.start_date),
            (Field::EndDate, &self.end_date),
        ] {
            if !d.trim().is_empty() && !is_date(d.trim()) {
                return Err(Invalid(field));
            }
        }
        let rounds: u32 = self
            .rounds
            .trim()
            .parse()
            .ok()
            .filter(|r| (1..=super::tournament::MAX_ROUNDS).contains(r))
            .ok_or(Invalid(Field::Rounds))?;
        let paired = t.rounds_paired();
        if rounds < paired.max(1) {
            return Err(RoundsBelowPaired { paired });
        }
        let system = SystemKind::from_id(self.system.trim()).ok_or(Invalid(Field::System))?;
        let win = Points::parse(&self.win).ok_or(Invalid(Field::Win))?;
        let draw = Points::parse(&self.draw).ok_or(Invalid(Field::Draw))?;
        let loss = Points::parse(&self.loss).ok_or(Invalid(Field::Loss))?;
        let pab = Points::parse(&self.pab).ok_or(Invalid(Field::Pab))?;
        let ds_pab = match self.ds_pab.trim() {
            "" => None,
            s => Some(Points::parse(s).ok_or(Invalid(Field::DsPab))?),
        };
        let unrated_rating = match self.unrated_rating.trim() {
            "" => None,
            s => Some(
                s.parse::<u32>()
                    .ok()
                    .filter(|r| *r <= MAX_UNRATED_RATING)
                    .ok_or(Invalid(Field::UnratedRating))?,
            ),
        };
        if win == Points::ZERO
            || win < draw
            || draw < loss
            || pab > win
            || ds_pab.is_some_and(|p| p > win + win)
        {
            return Err(PointOrder);
        }
        if self.baku && !system.info().acceleration {
            return Err(AccelerationNotOffered(system));
        }
        let mut points = PointSystem::with_win_draw_loss(win, draw, loss);
        points.pab = pab;
        if paired > 0 {
            if system != t.system {
                return Err(FixedOnceStarted(Field::System));
            }
            if self.baku != t.baku_acceleration {
                return Err(FixedOnceStarted(Field::Baku));
            }
            if points != t.points {
                return Err(FixedOnceStarted(Field::Win));
            }
            if ds_pab != t.double_swiss.pab {
                return Err(FixedOnceStarted(Field::DsPab));
            }
        }
        // FIDE mode: what the settings would make the event do is checked
        // on a copy; the first refusal is returned and `t` is unchanged.
        if self.fide_mode {
            let mut next = t.clone();
            self.set(&mut next, name, rounds, system, points, ds_pab);
            next.unrated_rating = unrated_rating;
            if let Some(i) = super::fide::fide_issues(&next)
                .into_iter()
                .find(|i| i.severity == super::fide::Severity::Refused)
            {
                return Err(Fide(i.kind));
            }
        }
        self.set(t, name, rounds, system, points, ds_pab);
        t.unrated_rating = unrated_rating;
        Ok(())
    }

    /// Writes the checked settings into `t`.
    fn set(
        &self,
        t: &mut Tournament,
        name: &str,
        rounds: u32,
        system: SystemKind,
        points: PointSystem,
        ds_pab: Option<Points>,
    ) {
        t.info.name = name.to_owned();
        t.info.city = self.city.trim().to_owned();
        t.info.start_date = self.start_date.trim().to_owned();
        t.info.end_date = self.end_date.trim().to_owned();
        t.total_rounds = rounds;
        t.system = system;
        t.points = points;
        t.double_swiss.pab = ds_pab;
        t.baku_acceleration = self.baku;
        t.tiebreaks = Some(self.tiebreaks.clone());
        t.full_point_byes = self.full_point_byes;
        t.late_entry_rounds = self.late_entry_rounds;
        t.fide_mode = self.fide_mode;
    }
}

/// The highest rating accepted for unrated players: TRF's rating field
/// has four digits, and no FIDE rating comes near it.
const MAX_UNRATED_RATING: u32 = 9999;

/// `YYYY/MM/DD` or `YYYY-MM-DD` (as TRF and date inputs write them).
fn is_date(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 10
        && (b[4] == b'/' || b[4] == b'-')
        && b[7] == b[4]
        && [0, 1, 2, 3, 5, 6, 8, 9]
            .iter()
            .all(|&i| b[i].is_ascii_digit())
}

/// The colour of TPN 1 in round 1, drawn by lot (C.04.3 art. 5.1) from a
/// number in `[0, 1)` (the browser's random source).
pub fn draw_initial_colour(random: f64) -> Colour {
    if random < 0.5 {
        Colour::White
    } else {
        Colour::Black
    }
}

/// Sets the colour drawn by lot; refused once round 1 is paired.
pub fn set_initial_colour(t: &mut Tournament, colour: Colour) -> Result<(), SettingsError> {
    if t.rounds_paired() > 0 {
        return Err(SettingsError::FixedOnceStarted(Field::InitialColour));
    }
    t.initial_colour = colour;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> Tournament {
        let mut t = crate::store::NewTournament {
            name: "Club".into(),
            rounds: "5".into(),
            system: String::new(),
        }
        .build()
        .unwrap_or_default();
        t.players = (1..=4)
            .map(|i| crate::model::Player::new(crate::model::Tpn(i), format!("P{i}")))
            .collect();
        t
    }

    #[test]
    fn applies_place_dates_and_a_custom_point_system() {
        let mut t = base();
        let mut f = SettingsForm::from_tournament(&t);
        assert_eq!(
            (f.win.as_str(), f.draw.as_str(), f.pab.as_str()),
            ("1.0", "0.5", "1.0")
        );
        f.city = " Lyon ".into();
        f.start_date = "2026-11-20".into();
        f.end_date = "2026/11/22".into();
        f.win = "3".into();
        f.draw = "1".into();
        f.loss = "0".into();
        f.pab = "1".into();
        f.baku = true;
        f.tiebreaks = vec![TieBreak::SB];
        f.full_point_byes = true;
        f.late_entry_rounds = LateEntryRounds::HalfPoint;
        f.apply(&mut t).unwrap();
        assert!(t.full_point_byes);
        assert_eq!(t.late_entry_rounds, LateEntryRounds::HalfPoint);
        assert_eq!(t.info.city, "Lyon");
        assert_eq!(t.points.win, Points(30));
        assert_eq!(t.points.half_point_bye, Points(10));
        assert_eq!(t.points.pab, Points(10));
        assert!(t.baku_acceleration);
        assert_eq!(t.tiebreaks, Some(vec![TieBreak::SB]));
        assert_eq!(t.unrated_rating, None);
    }

    #[test]
    fn the_rating_of_unrated_players_is_set_cleared_and_checked() {
        // C.07 art. 15: the event gives unrated players a rating.
        let mut t = base();
        let mut f = SettingsForm::from_tournament(&t);
        assert_eq!(f.unrated_rating, "");
        f.unrated_rating = " 1400 ".into();
        f.apply(&mut t).unwrap();
        assert_eq!(t.unrated_rating, Some(1400));
        assert_eq!(SettingsForm::from_tournament(&t).unrated_rating, "1400");
        for bad in ["-5", "abc", "1400.5", "10000"] {
            let before = t.clone();
            f.unrated_rating = bad.into();
            assert_eq!(
                f.apply(&mut t),
                Err(SettingsError::Invalid(Field::UnratedRating)),
                "{bad}"
            );
            assert_eq!(t, before, "{bad}: nothing changed");
        }
        f.unrated_rating = String::new();
        f.apply(&mut t).unwrap();
        assert_eq!(t.unrated_rating, None);
    }

    #[test]
    fn refuses_bad_fields_and_changes_nothing() {
        let t0 = base();
        type Change = fn(&mut SettingsForm);
        let cases: Vec<(Change, SettingsError)> = vec![
            (|f| f.name = " ".into(), SettingsError::Invalid(Field::Name)),
            (
                |f| f.start_date = "20/11/2026".into(),
                SettingsError::Invalid(Field::StartDate),
            ),
            (
                |f| f.rounds = "0".into(),
                SettingsError::Invalid(Field::Rounds),
            ),
            (
                |f| f.system = "monrad".into(),
                SettingsError::Invalid(Field::System),
            ),
            (|f| f.draw = "½".into(), SettingsError::Invalid(Field::Draw)),
            (|f| f.pab = "2".into(), SettingsError::PointOrder),
            (|f| f.loss = "0.7".into(), SettingsError::PointOrder),
        ];
        for (change, err) in cases {
            let mut t = t0.clone();
            let mut f = SettingsForm::from_tournament(&t);
            change(&mut f);
            assert_eq!(f.apply(&mut t), Err(err));
            assert_eq!(t, t0);
        }
    }

    /// C.04.5 art. 1.4: a Double-Swiss PAB is worth a win plus a draw
    /// unless the tournament's rules say otherwise; the form sets that
    /// value (empty: the default), not the one-game PAB of `points.pab`.
    #[test]
    fn the_double_swiss_bye_match_is_its_own_setting() {
        let mut t = base();
        t.system = SystemKind::DoubleSwiss2026;
        let mut f = SettingsForm::from_tournament(&t);
        assert_eq!(f.ds_pab, "");
        assert_eq!(t.double_swiss_pab(), Points(15));
        f.ds_pab = "2".into();
        f.apply(&mut t).unwrap();
        assert_eq!(t.double_swiss.pab, Some(Points(20)));
        assert_eq!(t.double_swiss_pab(), Points(20));
        assert_eq!(t.points.pab, Points(10), "the one-game PAB is untouched");
        // Back to the default; more than two wins is refused.
        let mut f = SettingsForm::from_tournament(&t);
        assert_eq!(f.ds_pab, "2.0");
        f.ds_pab = " ".into();
        f.apply(&mut t).unwrap();
        assert_eq!(t.double_swiss_pab(), Points(15));
        let mut f = SettingsForm::from_tournament(&t);
        f.ds_pab = "2.5".into();
        assert_eq!(f.apply(&mut t), Err(SettingsError::PointOrder));
        f.ds_pab = "x".into();
        assert_eq!(f.apply(&mut t), Err(SettingsError::Invalid(Field::DsPab)));
        let mut f = SettingsForm::from_tournament(&t);
        f.baku = true;
        assert_eq!(
            f.apply(&mut t),
            Err(SettingsError::AccelerationNotOffered(t.system))
        );
        assert!(!t.baku_acceleration);
        // Fixed once round 1 is paired, like the other points.
        let p = crate::systems::pair_round(&t, 1).unwrap_or_default();
        crate::model::arbiter::apply_pairing(&mut t, 1, &p).unwrap();
        let mut f = SettingsForm::from_tournament(&t);
        f.ds_pab = "1".into();
        assert_eq!(
            f.apply(&mut t),
            Err(SettingsError::FixedOnceStarted(Field::DsPab))
        );
        assert_eq!(t.double_swiss.pab, None);
    }

    #[test]
    fn the_system_is_fixed_once_round_1_is_paired() {
        let mut t = base();
        let p = crate::systems::pair_round(&t, 1).unwrap_or_default();
        crate::model::arbiter::apply_pairing(&mut t, 1, &p).unwrap();
        let mut f = SettingsForm::from_tournament(&t);
        f.baku = true;
        assert_eq!(
            f.apply(&mut t),
            Err(SettingsError::FixedOnceStarted(Field::Baku))
        );
        let mut f = SettingsForm::from_tournament(&t);
        f.rounds = "0".into();
        assert_eq!(f.apply(&mut t), Err(SettingsError::Invalid(Field::Rounds)));
        assert!(set_initial_colour(&mut t, Colour::Black).is_err());
        assert_eq!(draw_initial_colour(0.2), Colour::White);
        assert_eq!(draw_initial_colour(0.7), Colour::Black);
    }
}
