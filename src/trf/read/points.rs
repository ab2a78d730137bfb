//! The point system: `162` (TRF-2026), `BBW`…`BBU` (bbpPairings) and `XXS`
//! (JaVaFo), which must agree when several are given.

use super::lines::{set_once, Line, Once};
use super::Reader;
use crate::model::{DoubleSwissSettings, PointSystem, Points};
use crate::trf::error::{Expected, PointsField, Topic, TrfError, TrfWarningKind};
use std::collections::BTreeMap;

impl Reader {
    /// TRF-2026 record `162`: codes at columns 6, 15, 24, … each followed by
    /// a 4-character value (`W`in, `D`raw, `L`oss, `A`/`Z` absence: zero-point
    /// bye and forfeit loss, `P`airing-allocated bye, `X` unknown result).
    pub(super) fn points_162(&mut self, line: &Line) -> Result<(), TrfError> {
        let toks = line.tokens(4);
        let mut vals: BTreeMap<char, Points> = BTreeMap::new();
        let mut i = 0;
        while let Some((c, t)) = toks.get(i) {
            let mut chars = t.chars();
            let code = chars.next().map(|c| c.to_ascii_uppercase()).unwrap_or(' ');
            let glued: String = chars.collect();
            let (vcol, value) = if glued.is_empty() {
                i += 1;
                match toks.get(i) {
                    Some((vc, v)) => (*vc, v.clone()),
                    None => return Err(line.err(c + 1, Expected::PointValue, "")),
                }
            } else {
                (c + 1, glued)
            };
            i += 1;
            if !matches!(code, 'W' | 'D' | 'L' | 'A' | 'Z' | 'P' | 'X') {
                return Err(line.err(*c, Expected::ResultCode, code.to_string()));
            }
            let key = if code == 'Z' { 'A' } else { code };
            let v = line.points_at(vcol, &value, PointsField::Points)?;
            if vals.insert(key, v).is_some() {
                return Err(line.err(*c, Expected::ResultCodeOnce, code.to_string()));
            }
        }
        if vals.contains_key(&'P') {
            self.pab_given = true;
        }
        if vals.contains_key(&'X') {
            self.warn(line.no, TrfWarningKind::UnknownResultValueIgnored);
        }
        let get = |k: char, d: Points| vals.get(&k).copied().unwrap_or(d);
        let win = get('W', Points(10));
        let mut ps = PointSystem::with_win_draw_loss(win, get('D', Points(5)), get('L', Points(0)));
        ps.zero_point_bye = get('A', Points(0));
        ps.forfeit_loss = ps.zero_point_bye;
        ps.pab = get('P', win);
        set_once(
            &mut self.points_162,
            ps,
            line.no,
            "162",
            Some(Topic::PointSystem),
        )
    }

    /// bbpPairings' `BBW`, `BBD`, `BBL`, `BBZ`, `BBF`, `BBU`: one value each.
    pub(super) fn points_bb(&mut self, line: &Line) -> Result<(), TrfError> {
        let v = line.points_at(5, &line.rest(4), PointsField::Points)?;
        let key = line.at(3);
        if key == 'U' {
            self.pab_given = true;
        }
        let mut slot = self.points_bb.remove(&key);
        let res = set_once(&mut slot, v, line.no, "BB?", Some(Topic::PointSystem));
        if let Some(s) = slot {
            self.points_bb.insert(key, s);
        }
        res
    }

    /// JaVaFo's `XXS`.
    pub(super) fn points_xxs(&mut self, line: &Line) -> Result<(), TrfError> {
        let ps = points_xxs(line)?;
        if line
            .tokens(4)
            .iter()
            .any(|(_, t)| t.to_ascii_uppercase().starts_with("PAB="))
        {
            self.pab_given = true;
        }
        set_once(
            &mut self.points_xxs,
            ps,
            line.no,
            "XXS",
            Some(Topic::PointSystem),
        )
    }

    /// The point system of the file (162, BB? and XXS agreeing), and the
    /// Double-Swiss settings it implies (`matches`): the PAB is a whole
    /// match, worth a win plus a draw unless the file states its value
    /// (C.04.5 art. 1.4); a stated `P` (`BBU`, `XXS PAB=`) is the value of
    /// that match.
    pub(super) fn apply_points(
        &mut self,
        matches: bool,
    ) -> Result<(PointSystem, DoubleSwissSettings), TrfError> {
        let mut points: Option<Once<PointSystem>> = None;
        let topic = Some(Topic::PointSystem);
        if let Some(o) = self.points_162.take() {
            set_once(&mut points, o.value, o.line, "162", topic)?;
        }
        if !self.points_bb.is_empty() {
            let get = |k: char, d: Points| self.points_bb.get(&k).map_or(d, |o| o.value);
            let win = get('W', Points(10));
            let mut ps =
                PointSystem::with_win_draw_loss(win, get('D', Points(5)), get('L', Points(0)));
            ps.zero_point_bye = get('Z', Points(0));
            ps.forfeit_loss = get('F', Points(0));
            ps.pab = get('U', win);
            let line = self.points_bb.values().map(|o| o.line).min().unwrap_or(0);
            set_once(&mut points, ps, line, "BB?", topic)?;
        }
        if let Some(o) = self.points_xxs.take() {
            set_once(&mut points, o.value, o.line, "XXS", topic)?;
        }
        let mut points = points.map(|o| o.value).unwrap_or_default();
        let mut double_swiss = DoubleSwissSettings::default();
        if matches {
            if self.pab_given {
                double_swiss.pab = Some(points.pab);
            }
            points.pab = points.win;
        }
        Ok((points, double_swiss))
    }
}

/// JaVaFo's `XXS` point system: `KEY=value` pairs (`W`, `D`, `L`, `WW`,
/// `BW`, `WD`, `BD`, `WL`, `BL`, `FW`, `FL`, `PAB`, `FPB`, `HPB`, `ZPB`).
fn points_xxs(line: &Line) -> Result<PointSystem, TrfError> {
    let mut vals: BTreeMap<String, (usize, Points)> = BTreeMap::new();
    for (c, t) in line.tokens(4) {
        let Some((k, v)) = t.split_once('=') else {
            return Err(line.err(c, Expected::KeyValue, t));
        };
        let key = k.to_ascii_uppercase();
        let key = match key.as_str() {
            "WW" | "BW" => "W".to_string(),
            "WD" | "BD" => "D".to_string(),
            "WL" | "BL" => "L".to_string(),
            _ => key,
        };
        if !matches!(
            key.as_str(),
            "W" | "D" | "L" | "FW" | "FL" | "PAB" | "FPB" | "HPB" | "ZPB"
        ) {
            return Err(line.err(c, Expected::PointsKey, k));
        }
        let p = line.points_at(c + k.chars().count() + 1, v, PointsField::Points)?;
        if let Some((_, old)) = vals.insert(key, (c, p)) {
            if old != p {
                return Err(line.err(c, Expected::SamePointsForBothColours, t));
            }
        }
    }
    let get = |k: &str, d: Points| vals.get(k).map_or(d, |v| v.1);
    let win = get("W", Points(10));
    let draw = get("D", Points(5));
    let loss = get("L", Points(0));
    Ok(PointSystem {
        win,
        draw,
        loss,
        forfeit_win: get("FW", win),
        forfeit_loss: get("FL", loss),
        pab: get("PAB", win),
        full_point_bye: get("FPB", win),
        half_point_bye: get("HPB", draw),
        zero_point_bye: get("ZPB", loss),
    })
}
