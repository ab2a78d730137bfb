//! The app's words that take data, in English ([`UiWords`]).

use super::words::WORDS;
use super::English;
use crate::lang::catalogue::UiWords;
use crate::lang::words::Words;
use crate::model::SystemKind;
use crate::store::backup::BackupError;
use crate::store::schema::{DecodeError, Inconsistency, JsonFault, Location};
use crate::store::{ImportAction, ImportReport, KvError, NewTournamentError, StoreError};

impl UiWords for English {
    fn words(&self) -> &'static Words {
        &WORDS
    }

    /// Display name of a pairing system.
    fn system_name(&self, s: SystemKind) -> &'static str {
        super::model::system_name(s)
    }

    /// "7 rounds · 12 players".
    fn rounds_and_players(&self, rounds: u32, players: usize) -> String {
        let r = if rounds == 1 { "round" } else { "rounds" };
        let p = if players == 1 { "player" } else { "players" };
        format!("{rounds} {r} · {players} {p}")
    }

    /// The question shown before deleting.
    fn confirm_delete(&self, name: &str) -> String {
        format!("Delete “{name}” and all its rounds? This cannot be undone.")
    }

    fn created(&self, name: &str) -> String {
        format!("Created “{name}”.")
    }

    fn deleted(&self, name: &str) -> String {
        format!("Deleted “{name}”.")
    }

    fn imported(&self, r: &ImportReport) -> String {
        let mut out = match r.added.len() {
            0 if r.replaced.is_empty() => "Nothing new in this backup.".to_owned(),
            0 => String::new(),
            1 => format!("Imported “{}”.", r.added[0]),
            n => format!("Imported {n} tournaments."),
        };
        let mut more = |s: String| {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&s);
        };
        if !r.replaced.is_empty() {
            more(format!(
                "Replaced by the file's later version: {}.",
                quoted(&r.replaced)
            ));
        }
        if !r.kept.is_empty() {
            more(format!("Kept as stored here: {}.", quoted(&r.kept)));
        }
        if r.unchanged > 0 && !(r.added.is_empty() && r.replaced.is_empty() && r.kept.is_empty()) {
            more(format!("{} already here.", r.unchanged));
        }
        out
    }

    /// One line of the import preview.
    fn import_action(&self, name: &str, action: ImportAction) -> String {
        match action {
            ImportAction::Add => format!("“{name}”: added."),
            ImportAction::Copy => format!("“{name}”: added as a separate tournament (another one here has its id)."),
            ImportAction::Unchanged => format!("“{name}”: already here, unchanged."),
            ImportAction::Replace {
                stored_revision,
                incoming_revision,
            } => format!(
                "“{name}”: the file holds a later version (change {incoming_revision}) than this browser (change {stored_revision}): replaced only if you choose so."
            ),
            ImportAction::KeepStored {
                stored_revision,
                incoming_revision,
            } => format!(
                "“{name}”: this browser holds a newer or different version (change {stored_revision}; the file has change {incoming_revision}): kept, never replaced."
            ),
        }
    }

    /// A change refused after this tab caught up with another tab's save.
    fn not_kept_after_other_tab(&self, why: &str) -> String {
        format!("This change was not kept because another tab had changed the tournament meanwhile, and on its newer version: {why}")
    }

    /// The tournament list's backup line: the last backup's local time, and
    /// the complete round no backup holds yet.
    fn backup_age(&self, last: Option<String>, due: Option<u32>) -> String {
        let when = match last {
            Some(t) => format!("Last backup {t}"),
            None => "Never backed up".to_owned(),
        };
        match due {
            Some(r) => format!("{when} · round {r} is in no backup"),
            None => when,
        }
    }

    /// The reminder after a round.
    fn backup_reminder(&self, round: u32) -> String {
        format!("Round {round} is complete and in no backup yet. The browser is this tournament's only copy.")
    }

    /// What persistent storage means here.
    fn persistence(&self, granted: Option<bool>) -> &'static str {
        match granted {
            Some(true) => "Storage is persistent: the browser will not delete these tournaments to free space.",
            Some(false) => "Storage is not persistent: the browser may delete these tournaments when space runs short, and Safari deletes them after 7 days without a visit unless the app is installed. Install the app (Add to Home Screen), and back up everything after each round.",
            None => "This browser does not say whether it keeps these tournaments: back up everything after each round.",
        }
    }

    fn form_error(&self, e: NewTournamentError) -> String {
        e.to_string()
    }

    fn kv_error(&self, e: &KvError) -> String {
        match e {
            KvError::QuotaExceeded => {
                "The browser's storage is full: the change was not saved. Export a backup, then delete old tournaments.".into()
            }
            KvError::Unavailable(why) => {
                format!("This browser does not let the app save anything ({why}). Changes will be lost when the page closes.")
            }
        }
    }

    fn store_error(&self, e: &StoreError) -> String {
        match e {
            StoreError::Storage(kv) => self.kv_error(kv),
            StoreError::NotFound(_) => "That tournament no longer exists.".into(),
            StoreError::Deleted(_) => {
                "This change was not kept because the tournament was deleted in another tab.".into()
            }
            StoreError::ChangedElsewhere(_) => {
                "Nothing was deleted because another tab changed this tournament meanwhile: it now shows the newer version. Look, then delete again if you still mean to.".into()
            }
            StoreError::StaleImport => {
                "Nothing was imported because the tournaments changed in another tab since the preview: import the file again to see what it would change now.".into()
            }
            StoreError::Unreadable { error, .. } => format!(
                "This change was not kept because the stored tournament can no longer be read: {}. It was left as it is.",
                self.decode_error(error)
            ),
            StoreError::Encode(why) => format!("Could not save: {why}."),
            StoreError::Backup(b) => self.backup_error(b),
        }
    }

    fn decode_error(&self, e: &DecodeError) -> String {
        match e {
            DecodeError::Invalid {
                message,
                at: Some(loc),
            } => format!("{} (at {})", json_fault(message), at(loc)),
            DecodeError::Invalid { message, at: None } => json_fault(message),
            DecodeError::NoSchema => "not data written by this app".into(),
            DecodeError::Newer(v) => {
                format!(
                    "written by a newer version of the app (schema {v}); update the app to read it"
                )
            }
            DecodeError::Migration { from, reason } => {
                format!("could not be upgraded from schema {from}: {reason}")
            }
            DecodeError::Inconsistent(why) => inconsistency(why),
        }
    }

    fn backup_error(&self, e: &BackupError) -> String {
        let what = match e {
            BackupError::NotJson { message, at: loc } => {
                format!(
                    "the file is not valid JSON: {} (at {})",
                    json_fault(message),
                    at(loc)
                )
            }
            BackupError::NotABackup => "this file is not a Pocket Arbiter backup".into(),
            BackupError::Newer(v) => {
                format!("the backup comes from a newer version of the app (schema {v})")
            }
            BackupError::Empty => "the backup holds no tournament".into(),
            BackupError::Tournament { index, name, error } => {
                let who = if name.is_empty() {
                    format!("tournament {index}")
                } else {
                    format!("tournament {index} (“{name}”)")
                };
                format!("{who}: {}", self.decode_error(error))
            }
        };
        format!("Nothing was imported: {what}.")
    }

    /// A saved item that could not be read, for the problems panel.
    fn problem(&self, key: &str, e: &DecodeError) -> String {
        format!("{key}: {}", self.decode_error(e))
    }

    fn withdrawn_from(&self, round: u32) -> String {
        format!("withdrawn from round {round}")
    }

    fn rating_label(&self, rating: u32) -> String {
        if rating == 0 {
            "unrated".into()
        } else {
            rating.to_string()
        }
    }

    fn added_players(&self, n: usize) -> String {
        match n {
            1 => "Added 1 player.".into(),
            n => format!("Added {n} players."),
        }
    }

    fn line_error(&self, e: &crate::model::arbiter::LineError) -> String {
        use crate::model::arbiter::LineErrorKind;
        match &e.kind {
            LineErrorKind::EmptyName => format!("Line {}: the name is missing.", e.line),
            LineErrorKind::BadRating(r) => format!(
                "Line {}: “{r}” is not a rating (a whole number from 0 to 4000).",
                e.line
            ),
        }
    }

    fn pair_round(&self, round: u32) -> String {
        format!("Pair round {round}")
    }

    fn round_title(&self, round: u32) -> String {
        format!("Round {round}")
    }

    fn boards_open(&self, k: usize) -> String {
        format!("Boards still open: {k}")
    }

    fn paired(&self, round: u32) -> String {
        format!("Round {round} paired.")
    }

    fn pairing_cancelled(&self, round: u32) -> String {
        format!("Pairing of round {round} cancelled: nothing was changed.")
    }

    /// What the pairing worker is doing: round `round`, its last report.
    fn pairing_progress(&self, round: u32, progress: Option<crate::systems::Progress>) -> String {
        match progress {
            None => format!("Pairing round {round}: checking that every player can be paired…"),
            Some(p) => format!(
                "Pairing round {round}: bracket {} of {} (score {})…",
                p.scoregroup,
                p.scoregroups,
                self.points(p.score)
            ),
        }
    }

    /// The button label of a board result.
    fn board_result(&self, r: crate::model::arbiter::BoardResult) -> &'static str {
        use crate::model::arbiter::BoardResult;
        match r {
            BoardResult::WhiteWins => "1-0",
            BoardResult::Draw => "½-½",
            BoardResult::BlackWins => "0-1",
            BoardResult::WhiteForfeitWin => "+/−",
            BoardResult::BlackForfeitWin => "−/+",
            BoardResult::DoubleForfeit => "−/−",
            BoardResult::WhiteWinsUnrated => "1-0 u",
            BoardResult::DrawUnrated => "½-½ u",
            BoardResult::BlackWinsUnrated => "0-1 u",
            BoardResult::WhiteHalfBlackZero => "½-0",
            BoardResult::BlackHalfWhiteZero => "0-½",
            BoardResult::BothLose => "0-0",
            BoardResult::Pending => "…",
        }
    }

    /// "Anna Smith (3)".
    fn name_tpn(&self, name: &str, tpn: crate::model::Tpn) -> String {
        format!("{name} ({tpn})")
    }

    fn pairing_error(&self, e: &crate::model::PairingError) -> String {
        use crate::model::PairingError;
        match e {
            PairingError::NoLegalPairing { .. } => {
                "No legal pairing — the Chief Arbiter decides (C.04.3 art. 1.9.3).".into()
            }
            PairingError::NotImplemented(s) => {
                format!("The {} system cannot pair yet.", self.system_name(*s))
            }
            PairingError::EveryoneAbsent { round } => {
                format!("Every player is absent from round {round}: there is nobody to pair.")
            }
            PairingError::InvalidState { round, reason } => {
                format!("Cannot pair round {round}: {reason}.")
            }
        }
    }

    fn arbiter_error(&self, e: &crate::model::arbiter::ArbiterError) -> String {
        e.to_string()
    }

    fn late_entry_rounds(&self, l: crate::model::LateEntryRounds) -> &'static str {
        use crate::model::LateEntryRounds;
        match l {
            LateEntryRounds::ZeroPoint => "No points (the default)",
            LateEntryRounds::HalfPoint => "Half a point each (event regulations)",
        }
    }

    fn colour_name(&self, c: crate::model::Colour) -> &'static str {
        c.fold(WORDS.white, WORDS.black)
    }

    fn colour_drawn(&self, c: crate::model::Colour) -> String {
        format!(
            "Drawn by lot: {} for pairing number 1.",
            self.colour_name(c)
        )
    }

    fn tiebreak_name(&self, tb: crate::standings::TieBreak) -> String {
        crate::lang::en::standings::name(tb)
    }

    /// `BH-C1: Buchholz Cut-1: the sum of the opponents' scores (C.07 art. 8.1), …`.
    fn tiebreak_meaning(&self, tb: crate::standings::TieBreak) -> String {
        crate::lang::en::standings::meaning(tb)
    }

    /// The accessible name of the `i`-th (0-based) tie-break select.
    fn tiebreak_slot_label(&self, i: usize) -> String {
        format!("Tie-break {}", i + 1)
    }

    /// The accessible name of a tie-break value one can tap.
    fn tiebreak_value_label(&self, code: &str, player: &str, value: &str) -> String {
        format!("{code} of {player}: {value}. Show how it was computed")
    }

    fn settings_error(&self, e: &crate::model::settings::SettingsError) -> String {
        e.to_string()
    }

    fn trf_error(&self, e: &crate::trf::TrfError) -> String {
        format!("Nothing was imported: the TRF file is not valid: {e}")
    }

    fn trf_imported(&self, name: &str, players: usize, rounds: u32) -> String {
        format!("Created “{name}” from the TRF file: {players} players, {rounds} rounds paired.")
    }

    /// Shown on the Players page once a round is paired.
    fn late_entry_help(&self, l: crate::model::LateEntryRounds) -> &'static str {
        use crate::model::LateEntryRounds;
        match l {
            LateEntryRounds::ZeroPoint => "Players added now are late entries: they score nothing for the rounds already paired and are paired from the next round (C.04.2 art. 2.4).",
            LateEntryRounds::HalfPoint => "Players added now are late entries: they get a half-point bye for each round already paired, as this event's settings say, and are paired from the next round (C.04.2 art. 2.4).",
        }
    }

    fn bye_kind(&self, k: crate::model::ByeKind) -> &'static str {
        use crate::model::ByeKind::*;
        match k {
            PairingAllocated => "pairing bye",
            FullPoint => "full-point bye",
            HalfPoint => "half-point bye",
            ZeroPoint => "zero-point bye / absent",
        }
    }

    fn absence_line(&self, round: u32, name: &str, kind: crate::model::ByeKind) -> String {
        format!("Round {round}: {name} — {}", self.bye_kind(kind))
    }

    fn deleted_player(&self, name: &str) -> String {
        format!("Deleted {name}.")
    }

    fn numbers_kept(&self, tpn: crate::model::Tpn) -> String {
        format!("Saved. The pairing number stays {tpn}: numbers are fixed once round 4 is paired (C.04.2 art. 2.3).")
    }

    fn round_complete(&self, round: u32) -> String {
        format!("Round {round}: every result is in.")
    }

    fn standings_after(&self, round: u32) -> String {
        format!("After round {round}")
    }

    fn float_mark(&self, f: crate::swiss::history::Float) -> &'static str {
        match f {
            crate::swiss::history::Float::Up => "↑",
            crate::swiss::history::Float::Down => "↓",
        }
    }

    /// "1½", "½", "2", "0" (other values: "1.3").
    fn points(&self, p: crate::model::Points) -> String {
        let (whole, tenth) = (p.0 / 10, p.0 % 10);
        match (whole, tenth) {
            (w, 0) => w.to_string(),
            (0, 5) => "½".into(),
            (w, 5) => format!("{w}½"),
            _ => p.to_string(),
        }
    }

    /// A match score, "1½–½".
    fn match_score(&self, a: crate::model::Points, b: crate::model::Points) -> String {
        format!("{}–{}", self.points(a), self.points(b))
    }

    /// "Game 1 · White: Anna Smith (3)".
    fn game_label(&self, game: u32, white: &str) -> String {
        format!("Game {game} · White: {white}")
    }

    fn ds_standings_after(&self, round: u32) -> String {
        format!("Standings after round {round}")
    }

    /// "Score 4.5" style points (tenths shown as a decimal).
    fn decimal_points(&self, p: crate::model::Points) -> String {
        if p.0.is_multiple_of(10) {
            format!("{}", p.0 / 10)
        } else {
            format!("{}.{}", p.0 / 10, p.0 % 10)
        }
    }

    /// "Step 3 of 9".
    fn step_of(&self, k: usize, n: usize) -> String {
        format!("Step {k} of {n}")
    }

    /// "Entries 1–8 of 720".
    fn entries_of(&self, first: usize, shown: usize, total: usize) -> String {
        if shown == 0 {
            format!("None of {total}")
        } else if shown == 1 {
            format!("Entry {} of {total}", first + 1)
        } else {
            format!("Entries {}–{} of {total}", first + 1, first + shown)
        }
    }

    /// "art. 4.2, 4.3".
    fn articles(&self, list: &[String]) -> String {
        format!("art. {}", list.join(", "))
    }

    fn lesson_steps(&self, n: usize) -> String {
        format!("{n} steps")
    }

    /// Two exchanges compared (art. 4.3.2): which rule decides.
    fn comparison_rule(&self, rule: char) -> String {
        format!("Decided by rule {rule} of art. 4.3.2")
    }

    fn source_tournament(&self, name: &str) -> String {
        format!("This tournament: {name}")
    }

    fn bracket_button(&self, b: &crate::teach::study::BracketSummary) -> String {
        let mut s = format!(
            "Bracket {} · score {} · ",
            b.index + 1,
            self.points(b.score)
        );
        if b.mdps > 0 {
            s.push_str(&format!(
                "{} MDP{} + {} resident{}",
                b.mdps,
                if b.mdps == 1 { "" } else { "s" },
                b.residents,
                if b.residents == 1 { "" } else { "s" }
            ));
        } else {
            s.push_str(&format!("{} players", b.residents));
        }
        s.push_str(&match b.pairs {
            1 => " · 1 pair".to_string(),
            n => format!(" · {n} pairs"),
        });
        if !b.downfloaters.is_empty() {
            s.push_str(&format!(" · {} down", b.downfloaters.len()));
        }
        use crate::teach::study::Route;
        s.push_str(match b.route {
            Route::WholeRound => "",
            Route::NextBracket => " · C.7",
            Route::LastBracket => " · last bracket (A.9)",
            Route::Ppb => " · PPB (A.9, C.4)",
            Route::Clb => " · CLB (A.9)",
        });
        if !b.psd.is_empty() {
            let sds: Vec<String> = b.psd.iter().map(|&p| self.points(p)).collect();
            s.push_str(&format!(" · PSD {}", sds.join(", ")));
        }
        s
    }

    fn bracket_title(
        &self,
        index: usize,
        score: crate::model::Points,
        homogeneous: bool,
    ) -> String {
        format!(
            "Bracket {} (score {}), {}",
            index + 1,
            self.points(score),
            if homogeneous {
                "homogeneous"
            } else {
                "heterogeneous"
            }
        )
    }

    /// The parameters and subgroups of a bracket (BSNs), 2026 art. 3.1,
    /// 3.2 or 2017 B.1, B.2.
    fn parameters(
        &self,
        p: &crate::teach::trace::Parameters,
        criteria: crate::dutch::context::Criteria,
    ) -> String {
        use crate::lang::catalogue::article_in;
        let [params, subgroups] = criteria.bracket_articles();
        let list = |v: &[usize]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let mut s = format!(
            "M0 {}, MaxPairs {}, M1 {} ({}). S1: {} · S2: {}",
            p.m0,
            p.max_pairs,
            p.m1,
            article_in(params),
            list(&p.s1),
            list(&p.s2)
        );
        if !p.limbo.is_empty() {
            s.push_str(&format!(" · Limbo: {}", list(&p.limbo)));
        }
        s.push_str(&format!(" ({})", article_in(subgroups)));
        s
    }

    /// "Candidate 3 of 16" / "Candidates 25–144 of 720" (generation order, art. 3.6–3.7).
    fn candidate_counter(&self, first: u64, count: u64, generated: u64) -> String {
        if count == 1 {
            format!("Candidate {} of {generated}", first.saturating_add(1))
        } else {
            format!(
                "Candidates {}–{} of {generated}",
                first.saturating_add(1),
                first.saturating_add(count)
            )
        }
    }

    /// The outcome of a candidate step, in the articles of `criteria`'s text.
    fn step_kind(
        &self,
        k: crate::teach::study::StepKind,
        criteria: crate::dutch::context::Criteria,
    ) -> String {
        use crate::dutch::criterion::Criterion;
        use crate::lang::catalogue::{article_in, criterion_in};
        use crate::teach::study::StepKind;
        let [perfect, _, best] = criteria.acceptance_articles();
        match k {
            StepKind::Illegal => "Illegal".into(),
            StepKind::NoCompletion => format!(
                "No legal completion ({})",
                criterion_in(criteria, Criterion::C4Completion)
            ),
            StepKind::Imperfect { new_best: true } => "Not perfect — best so far".into(),
            StepKind::Imperfect { new_best: false } => "Not perfect".into(),
            StepKind::Perfect => format!("Perfect ({})", article_in(perfect)),
            StepKind::Skipped => format!(
                "Skipped: cannot beat the best so far ({})",
                article_in(best)
            ),
        }
    }

    /// "Fails: C12, C13" (the criteria already worded).
    fn fails(&self, criteria: &str) -> String {
        format!("Fails: {criteria}")
    }

    /// How the bracket ended.
    fn verdict(
        &self,
        v: &crate::teach::study::Verdict,
        criteria: crate::dutch::context::Criteria,
    ) -> String {
        use crate::teach::study::Verdict;
        match v {
            Verdict::Chosen { choice, agrees } => {
                let reason = crate::lang::en::teach::choice(choice, criteria);
                if *agrees {
                    format!("Chosen: {reason}. The engine pairs the same.")
                } else {
                    format!("Chosen: {reason}. The engine pairs differently here!")
                }
            }
            Verdict::Unfinished {
                examined,
                generated,
                best_so_far,
            } => {
                let mut s = format!(
                    "Did not finish within the budget: {examined} candidates examined, {generated} generated; the choice is not known yet."
                );
                if let Some(b) = best_so_far {
                    let b = crate::lang::en::teach::choice(b, criteria);
                    s.push_str(&format!(" Best so far: {b}."));
                }
                s
            }
            Verdict::NoLegalCandidate { generated } => {
                format!("None of the {generated} candidates is legal.")
            }
        }
    }

    /// The role of a player in the bracket (art. 3.2).
    fn membership(&self, m: crate::teach::trace::Membership) -> &'static str {
        use crate::teach::trace::Membership;
        match m {
            Membership::MdpInS1 => "MDP, S1",
            Membership::MdpInLimbo => "MDP, Limbo",
            Membership::ResidentInS1 => "resident, S1",
            Membership::ResidentInS2 => "resident, S2",
        }
    }

    /// A colour preference (art. 1.7): "strong W".
    fn preference(&self, p: Option<crate::swiss::ColourPreference>) -> String {
        use crate::swiss::Strength;
        match p {
            None => "none".into(),
            Some(p) => format!(
                "{} {}",
                match p.strength {
                    Strength::Mild => "mild",
                    Strength::Strong => "strong",
                    Strength::Absolute => "absolute",
                },
                p.colour.fold("W", "B")
            ),
        }
    }

    fn colours_played(&self, c: &[crate::model::Colour]) -> String {
        if c.is_empty() {
            "—".into()
        } else {
            c.iter().map(|c| c.fold('W', 'B')).collect()
        }
    }

    /// Floats per round (art. 1.4): ↓ down, ↑ up, · none.
    fn floats(&self, f: &[Option<crate::swiss::Float>]) -> String {
        use crate::swiss::Float;
        if f.is_empty() {
            return "—".into();
        }
        f.iter()
            .map(|f| match f {
                Some(Float::Down) => '↓',
                Some(Float::Up) => '↑',
                None => '·',
            })
            .collect()
    }

    /// "Colours of 3–12: art. 5.2.3".
    fn colours_title(&self, a: crate::model::Tpn, b: crate::model::Tpn, article: &str) -> String {
        format!("Colours of {a}–{b}: {article}")
    }

    fn signed(&self, x: i32) -> String {
        format!("{x:+}")
    }

    /// A player in a select: "12 · Anna Smith (4.5)".
    fn round_player(&self, p: &crate::teach::study::RoundPlayer) -> String {
        if p.name.is_empty() {
            format!("{} ({})", p.tpn, self.points(p.score))
        } else {
            format!("{} · {} ({})", p.tpn, p.name, self.points(p.score))
        }
    }

    /// A board of the round: "1. 3–12".
    fn round_board(&self, k: usize, b: &crate::model::Board) -> String {
        format!("{}. {}–{}", k + 1, b.white, b.black)
    }

    fn bye_of(&self, t: crate::model::Tpn) -> String {
        format!("Bye: {t}")
    }

    /// Why a round, bracket or question could not be explained.
    fn study_error(&self, e: &crate::teach::study::StudyError) -> String {
        use crate::teach::study::StudyError;
        match e {
            StudyError::NotDutch(s) => format!(
                "Only Dutch System rounds can be explained; this tournament uses {}. Use the built-in sample.",
                self.system_name(*s)
            ),
            StudyError::NotOffered => "“Why not” follows the 2026 procedure (art. 3–4); for a round paired under the 2017 rules this page steps through each bracket by the 2017 criteria and shows its route (A.9) and PSD (A.8), and the colour rules.".into(),
            StudyError::Explain(crate::teach::explain::ExplainError::SamePlayer) => {
                "Pick two different players.".into()
            }
            other => format!("Cannot explain this: {other}."),
        }
    }

    /// TRF-2026 `299`: the points a player was given (or lost) outside the
    /// games, in tenths: "+1.0 outside the games (bonus)".
    fn adjustment(&self, tenths: i64) -> String {
        let kind = if tenths < 0 { "penalty" } else { "bonus" };
        format!(
            "{} outside the games ({kind})",
            self.adjustment_short(tenths)
        )
    }

    /// "+1.0", "−0.5".
    fn adjustment_short(&self, tenths: i64) -> String {
        let sign = if tenths < 0 { '−' } else { '+' };
        let a = tenths.unsigned_abs();
        format!("{sign}{}.{}", a / 10, a % 10)
    }

    /// "pocket-arbiter 0.1.0".
    fn report_program(&self, name: &str, version: &str) -> String {
        format!("{name} {version} (this app)")
    }

    /// "5 of 5 rounds reproduced identically".
    fn report_checker(&self, agree: usize, checked: usize) -> String {
        if checked == 0 {
            "No complete round to check yet.".into()
        } else {
            format!("{agree} of {checked} rounds reproduced identically.")
        }
    }

    fn yes_no(&self, b: bool) -> String {
        if b { "yes" } else { "no" }.into()
    }

    /// "Steps 1–40 of 120".
    fn classic_steps_shown(&self, shown: usize, total: usize) -> String {
        format!("Steps 1–{shown} of {total}")
    }

    /// One logged save: when, and its revision.
    fn audit_heading(&self, when: &str, revision: u64) -> String {
        format!("{when} · save {revision}")
    }

    /// A game's result from White's side, as on a score sheet.
    fn white_result(&self, r: crate::model::GameResult) -> &'static str {
        use crate::model::GameResult::*;
        match r {
            Win => "1-0",
            Draw => "½-½",
            Loss => "0-1",
            UnratedWin => "1-0 (not rated)",
            UnratedDraw => "½-½ (not rated)",
            UnratedLoss => "0-1 (not rated)",
            ForfeitWin => "+/−",
            ForfeitLoss => "−/+ (or −/−)",
            Pending => "no result",
        }
    }

    /// One change of the audit log in words.
    fn audit_change(&self, c: &crate::model::audit::Change) -> String {
        use crate::model::audit::Change;
        match c {
            Change::ForbiddenAdded { pair } => format!(
                "Forbidden pair {} – {} added ({})",
                pair.a,
                pair.b,
                self.prohibition_rounds(pair)
            ),
            Change::ForbiddenRemoved { pair } => format!(
                "Forbidden pair {} – {} removed ({})",
                pair.a,
                pair.b,
                self.prohibition_rounds(pair)
            ),
            Change::PairingChangedByHand { round, edit, why } => format!(
                "Round {round}: pairing changed by hand, {}; {}",
                manual_edit(edit),
                why_text(why)
            ),
            Change::PlayerAdded { tpn, name } => format!("Player {tpn} {name} added"),
            Change::PlayerRemoved { tpn, name } => format!("Player {tpn} {name} removed"),
            Change::PlayerRenumbered {
                name,
                before,
                after,
            } => format!("{name}: pairing number {before} → {after}"),
            Change::PlayerDetail {
                tpn,
                field,
                before,
                after,
            } => format!("Player {tpn}, {}", value_change(field, before, after)),
            Change::Paired { round, boards } => format!("Round {round} paired ({boards} boards)"),
            Change::Unpaired { round } => format!("Round {round}: pairing removed"),
            Change::Result {
                round,
                white,
                black,
                before,
                after,
            } => format!(
                "Round {round}, {white} – {black}: {} → {}",
                self.white_result(*before),
                self.white_result(*after)
            ),
            Change::Entry {
                round,
                tpn,
                before,
                after,
            } => format!(
                "Round {round}, player {tpn}: {} → {}",
                round_entry(before),
                round_entry(after)
            ),
            Change::MatchGames {
                round,
                tpn,
                before,
                after,
            } => format!(
                "Round {round}, player {tpn}, match games: {} → {}",
                match_games(before),
                match_games(after)
            ),
            Change::Setting {
                field,
                before,
                after,
            } => format!("Setting {}", value_change(field, before, after)),
        }
    }

    /// "QR code 1 of 2".
    fn share_part(&self, part: usize, parts: usize) -> String {
        if parts == 1 {
            "QR code of the round.".to_owned()
        } else {
            format!("QR code {part} of {parts} (a big round is split by boards).")
        }
    }

    /// "Board 3: Anna (1) – Bo (4)".
    fn share_board(&self, board: usize, white: &str, black: &str) -> String {
        format!("Board {board}: {white} – {black}")
    }

    fn share_bye(&self, name: &str) -> String {
        format!("Bye: {name}")
    }

    fn share_by_name(&self, round: u32) -> String {
        format!("Round {round} by name")
    }

    /// "Round 3" or "Round 3, part 1 of 2".
    fn share_round(&self, round: u32, part: u32, parts: u32) -> String {
        if parts > 1 {
            format!("Round {round}, part {part} of {parts}")
        } else {
            format!("Round {round}")
        }
    }

    /// "Checking round 3 of 9…".
    fn verify_progress(&self, round: u32, of: u32) -> String {
        format!("Checking round {round} of {of}…")
    }

    /// "Round 3: identical".
    fn verify_same(&self, round: u32) -> String {
        format!("✔ Round {round}: identical")
    }

    fn verify_differs(&self, round: u32) -> String {
        format!("✘ Round {round} differs")
    }

    fn verify_summary(&self, checked: u32, differ: u32) -> String {
        format!("{checked} rounds checked, {differ} differ.")
    }

    /// The file's pairing and ours, one line each.
    fn verify_pairings(&self, file: &str, ours: &str) -> String {
        format!("In the file: {file}. By the rules: {ours}.")
    }

    fn verify_bad_file(&self, file: &str, e: &crate::trf::TrfError) -> String {
        format!(
            "{file} cannot be read (line {}, column {}): {}",
            e.line, e.column, e.kind
        )
    }

    fn verify_not_explained(&self, e: &crate::model::PairingError) -> String {
        format!("Not explained: {e}")
    }

    fn verify_added(&self, name: &str) -> String {
        format!("“{name}” was added to your tournaments.")
    }

    fn verify_too_large(&self, file: &str, bytes: u64, max: usize) -> String {
        format!(
            "{file} is not read: it has {bytes} bytes, more than the {max} a TRF file may have."
        )
    }

    /// The accessible name of a round's "Explain this round in Learn".
    fn verify_learn(&self, round: u32) -> String {
        format!("Explain round {round} in Learn")
    }

    /// The rating kinds' names in the chooser.
    fn list_kind(&self, k: crate::ratinglist::RatingKind) -> &'static str {
        match k {
            crate::ratinglist::RatingKind::Standard => "Standard",
            crate::ratinglist::RatingKind::Rapid => "Rapid",
            crate::ratinglist::RatingKind::Blitz => "Blitz",
        }
    }

    /// The stored list, in one line.
    fn list_status(&self, file: &str, players: u64, when: &str) -> String {
        format!("{players} players from {file}, imported {when}.")
    }

    /// The import under way.
    fn list_reading(&self, read: f64, total: f64, players: u64) -> String {
        let mb = |b: f64| b / 1_048_576.0;
        format!(
            "Reading: {:.1} of {:.1} MB, {players} players so far.",
            mb(read),
            mb(total)
        )
    }

    fn list_saving(&self, players: u64) -> String {
        format!("Sorting and storing {players} players…")
    }

    fn list_imported(&self, players: u64, skipped: u64) -> String {
        match skipped {
            0 => format!("Rating list imported: {players} players."),
            s => format!("Rating list imported: {players} players; {s} lines skipped (see below)."),
        }
    }

    fn list_more_warnings(&self, n: u64) -> String {
        format!("… and {n} more.")
    }

    fn list_not_stored(&self, why: &str) -> String {
        format!("The rating list could not be stored in this browser ({why}).")
    }

    /// A search result button's accessible name (unique: the FIDE id).
    fn list_pick(&self, name: &str, id: u32) -> String {
        format!("Pick {name}, FIDE id {id}")
    }

    /// What a player picked from the list brings besides the form's fields.
    fn list_picked(&self, id: u32, birth_year: Option<u16>) -> String {
        match birth_year {
            Some(y) => format!("From the FIDE list: id {id}, born {y}."),
            None => format!("From the FIDE list: id {id}."),
        }
    }

    fn list_apply(&self, n: usize) -> String {
        match n {
            1 => "Apply 1 change".into(),
            n => format!("Apply {n} changes"),
        }
    }

    fn list_applied(&self, n: usize) -> String {
        match n {
            1 => "1 rating updated from the list.".into(),
            n => format!("{n} ratings updated from the list."),
        }
    }

    /// One rating change: "Name (FIDE id): before → after".
    fn list_change(&self, name: &str, id: u32, before: u32, after: u32) -> String {
        format!(
            "{name} ({id}): {} → {}",
            self.rating_label(before),
            self.rating_label(after)
        )
    }

    /// A button acting on one item of a list: "Edit Anna", "Delete Club Open".
    fn action_on(&self, action: &str, object: &str) -> String {
        format!("{action} {object}")
    }

    /// A result button of one board: "1-0, board 3".
    fn on_board(&self, label: &str, board: usize) -> String {
        format!("{label}, board {board}")
    }

    /// A result button of one game of a Double-Swiss match: "1-0, board 3, game 2".
    fn on_game(&self, label: &str, board: usize, game: u32) -> String {
        format!("{label}, board {board}, game {game}")
    }

    /// The name of a scrolling table (a keyboard reaches it to scroll it).
    fn scroll_table(&self, title: &str) -> String {
        format!("{title} (scrolls sideways)")
    }

    /// A control of one round among several on a screen: "Reason, round 3".
    fn on_round(&self, label: &str, round: u32) -> String {
        format!("{label}, round {round}")
    }

    /// "1st", "2nd", "3rd", "4th", "11th", "21st".
    fn ordinal(&self, n: usize) -> String {
        let suffix = match (n % 10, n % 100) {
            (_, 11..=13) => "th",
            (1, _) => "st",
            (2, _) => "nd",
            (3, _) => "rd",
            _ => "th",
        };
        format!("{n}{suffix}")
    }

    /// "28 Nov 2026, 09:14".
    fn date_time(&self, year: u32, month: u32, day: u32, hour: u32, minute: u32) -> String {
        const MONTHS: [&str; 12] = [
            "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
        ];
        let m = MONTHS
            .get(month.saturating_sub(1) as usize)
            .copied()
            .unwrap_or("?");
        format!("{day} {m} {year}, {hour:02}:{minute:02}")
    }

    fn labelled(&self, label: &str, value: &str) -> String {
        format!("{label}: {value}")
    }

    fn preference_short(&self, p: Option<crate::swiss::ColourPreference>) -> String {
        super::pictures::preference_short(p)
    }
    fn float_marks(
        &self,
        last: Option<crate::swiss::Float>,
        before: Option<crate::swiss::Float>,
    ) -> String {
        super::pictures::float_marks(last, before)
    }
    fn diagram_link_fine(&self, a: crate::model::Tpn, b: crate::model::Tpn) -> String {
        super::pictures::diagram_link_fine(a, b)
    }
    fn diagram_link_breaks(
        &self,
        a: crate::model::Tpn,
        b: crate::model::Tpn,
        what: &str,
    ) -> String {
        super::pictures::diagram_link_breaks(a, b, what)
    }
    fn diagram_link_worse(&self, a: crate::model::Tpn, b: crate::model::Tpn, what: &str) -> String {
        super::pictures::diagram_link_worse(a, b, what)
    }
    fn diagram_unpaired(&self, t: crate::model::Tpn, what: &str, none: bool) -> String {
        super::pictures::diagram_unpaired(t, what, none)
    }
    fn diagram_summary(&self, d: &crate::teach::diagram::Diagram) -> String {
        super::pictures::diagram_summary(d)
    }
    fn exercise_score(&self, right: u32, tried: u32) -> String {
        super::pictures::exercise_score(right, tried)
    }
    fn exercise_title(
        &self,
        system: &str,
        source: crate::teach::exercise::Source,
        round: u32,
    ) -> String {
        super::pictures::exercise_title(system, source, round)
    }
    fn exercise_columns(&self) -> [&'static str; 5] {
        super::pictures::exercise_columns()
    }
    fn exercise_pick(&self, t: crate::model::Tpn) -> String {
        super::pictures::exercise_pick(t)
    }
    fn exercise_unpair(&self, a: crate::model::Tpn, b: crate::model::Tpn) -> String {
        super::pictures::exercise_unpair(a, b)
    }
    fn exercise_white(&self, t: crate::model::Tpn) -> String {
        super::pictures::exercise_white(t)
    }
    fn exercise_answer(&self, p: &crate::model::Pairing) -> String {
        super::pictures::exercise_answer(p)
    }
    fn exercise_error(&self, e: &crate::teach::exercise::ExerciseError) -> String {
        super::pictures::exercise_error(e)
    }

    fn group_player(&self, n: usize) -> String {
        format!("Player {n}")
    }
    /// "every round" / "rounds 2–3".
    fn prohibition_rounds(&self, p: &crate::model::Prohibition) -> String {
        match p.rounds {
            None => "every round".into(),
            Some(r) if r.first == r.last => format!("round {}", r.first),
            Some(r) => format!("rounds {}–{}", r.first, r.last),
        }
    }
    fn remove_forbidden_label(&self, pair: &str) -> String {
        format!("Remove forbidden pair {pair}")
    }
    fn edit_forbidden_label(&self, pair: &str) -> String {
        format!("Edit forbidden pair {pair}")
    }
    fn added_forbidden(&self, n: usize) -> String {
        if n == 1 {
            "1 forbidden pair added.".into()
        } else {
            format!("{n} forbidden pairs added.")
        }
    }
    fn correction_result(
        &self,
        round: u32,
        white: &str,
        black: &str,
        before: crate::model::arbiter::BoardResult,
        after: crate::model::arbiter::BoardResult,
    ) -> String {
        format!(
            "Round {round}, {white} – {black}: {} → {}",
            UiWords::board_result(self, before),
            UiWords::board_result(self, after)
        )
    }
    fn score_change(
        &self,
        name: &str,
        before: crate::model::Points,
        after: crate::model::Points,
    ) -> String {
        format!(
            "{name}: {} → {} points",
            UiWords::points(self, before),
            UiWords::points(self, after)
        )
    }
    fn rank_change(&self, name: &str, before: u32, after: u32, through: u32) -> String {
        format!("{name}: rank {before} → {after} (standings after round {through})")
    }
    fn next_round_verdict(&self, round: u32, was: bool, still: bool) -> String {
        match (was, still) {
            (true, false) => format!("Round {round} was paired from the old result: its pairing is no longer the one the rules give."),
            (false, false) => format!("Round {round}'s pairing was not the rules' pairing before, and is not now."),
            (_, true) => format!("Round {round}'s pairing stays the one the rules give."),
        }
    }
    fn save_and_repair(&self, round: u32) -> String {
        format!("Save and re-pair round {round}")
    }
    fn undone(&self, revision: u64) -> String {
        format!("Undone: the change saved as revision {revision}.")
    }
    fn change_reason(&self, r: crate::model::change::ChangeReason) -> String {
        use crate::model::change::ChangeReason;
        let what = match r {
            ChangeReason::AccidentalRematch => "players who already met were paired",
            ChangeReason::CompetitionRules => "the competition's rules allow it",
            ChangeReason::BothWithoutOpponent => "two players without an opponent agree to play",
            ChangeReason::LateEntry => "a late entry, changes agreed by all",
            ChangeReason::TopBoardsFinalRound => {
                "unforeseeable circumstances, top boards, last round"
            }
        };
        format!("{} — {what}", r.article())
    }
}

fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("“{n}”"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn at(loc: &Location) -> String {
    if loc.excerpt.is_empty() {
        format!("line {}, column {}", loc.line, loc.column)
    } else {
        format!("line {}, column {}: {}", loc.line, loc.column, loc.excerpt)
    }
}

/// A game's result from the player's own side.
fn own_result(r: crate::model::GameResult) -> &'static str {
    use crate::model::GameResult::*;
    match r {
        Win => "won",
        Draw => "drew",
        Loss => "lost",
        UnratedWin => "won (not rated)",
        UnratedDraw => "drew (not rated)",
        UnratedLoss => "lost (not rated)",
        ForfeitWin => "won by forfeit",
        ForfeitLoss => "lost by forfeit",
        Pending => "no result",
    }
}

fn round_entry(e: &crate::model::RoundEntry) -> String {
    use crate::model::{Colour, RoundEntry};
    match *e {
        RoundEntry::NotPaired => "not paired".into(),
        RoundEntry::Game {
            opponent,
            colour,
            result,
        } => {
            let side = match colour {
                Colour::White => "White",
                Colour::Black => "Black",
            };
            format!("{side} against {opponent}, {}", own_result(result))
        }
        RoundEntry::Bye(k) => English.bye_kind(k).into(),
    }
}

fn match_games(g: &Option<crate::model::MatchGames>) -> String {
    match g {
        Some(g) => format!("{} then {}", own_result(g.first), own_result(g.second)),
        None => "none".into(),
    }
}

/// A stored field's name in words (the raw name when not known here).
fn field_name(field: &str) -> String {
    match field {
        "total_rounds" => WORDS.field_rounds.into(),
        "system" => WORDS.field_system.into(),
        "baku_acceleration" => WORDS.field_baku.into(),
        "initial_colour" => WORDS.initial_colour.into(),
        "info" => "event details".into(),
        "points" => "point system".into(),
        "tiebreaks" => "tie-breaks".into(),
        "forbidden_pairs" => "forbidden pairs".into(),
        "unrated_rating" => WORDS.field_unrated_rating.into(),
        "name" => "name".into(),
        "rating" => "rating".into(),
        "withdrawn_from" => "withdrawn from round".into(),
        "fide_id" => "FIDE id".into(),
        "birth_date" => "birth date".into(),
        "city" => "place".into(),
        "start_date" => "first day".into(),
        "end_date" => "last day".into(),
        "chief_arbiter" => "chief arbiter".into(),
        "deputy_arbiters" => "deputy arbiters".into(),
        "time_control" => "time control".into(),
        "round_dates" => "round dates".into(),
        other => other.replace('_', " "),
    }
}

fn value(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::Null => "none".into(),
        serde_json::Value::String(s) => format!("“{s}”"),
        other => other.to_string(),
    }
}

/// `field: before → after`; for a group of fields, each that differs.
fn value_change(field: &str, before: &serde_json::Value, after: &serde_json::Value) -> String {
    if let (Some(a), Some(b)) = (before.as_object(), after.as_object()) {
        let mut keys: Vec<&String> = a.keys().chain(b.keys()).collect();
        crate::sort::sort(&mut keys);
        keys.dedup();
        let null = serde_json::Value::Null;
        let parts: Vec<String> = keys
            .into_iter()
            .filter(|k| a.get(*k) != b.get(*k))
            .map(|k| {
                let (x, y) = (a.get(k).unwrap_or(&null), b.get(k).unwrap_or(&null));
                format!("{}: {} → {}", field_name(k), value(x), value(y))
            })
            .collect();
        return format!("{}: {}", field_name(field), parts.join(", "));
    }
    format!(
        "{}: {} → {}",
        field_name(field),
        value(before),
        value(after)
    )
}

fn manual_edit(e: &crate::model::change::ManualEdit) -> String {
    use crate::model::change::ManualEdit;
    match e {
        ManualEdit::Colours { white, black } => format!("colours of {white} – {black} swapped"),
        ManualEdit::Opponents { first, second } => format!(
            "{} – {} and {} – {} became {} – {} and {} – {}",
            first.white,
            first.black,
            second.white,
            second.black,
            first.white,
            second.black,
            second.white,
            first.black
        ),
    }
}

fn why_text(w: &crate::model::change::Why) -> String {
    let reason = w.reason.map(|r| format!("C.04.2 art. {}", r.article()));
    match (reason, w.note.is_empty()) {
        (Some(r), true) => r,
        (Some(r), false) => format!("{r}: {}", w.note),
        (None, _) => w.note.clone(),
    }
}

/// What the JSON reader found wrong.
fn json_fault(f: &JsonFault) -> String {
    match f {
        JsonFault::Syntax => "not valid JSON here".into(),
        JsonFault::Eof => "the text ends in the middle of a value".into(),
        JsonFault::MissingField(name) => format!("the field “{name}” is missing"),
        JsonFault::UnknownField(name) => format!("unknown field “{name}”"),
        JsonFault::DuplicateField(name) => format!("the field “{name}” is given twice"),
        JsonFault::UnknownVariant(name) => format!("“{name}” is not one of the allowed values"),
        JsonFault::WrongValue => "a value of the wrong type or out of range".into(),
        JsonFault::Other(said) => said.clone(),
    }
}

/// A model invariant the stored data breaks.
fn inconsistency(i: &Inconsistency) -> String {
    match i {
        Inconsistency::PairingNumber { index, tpn } => format!(
            "player {} of the list has pairing number {tpn}, not {}",
            index + 1,
            index + 1
        ),
        Inconsistency::OtherId { key, data } => {
            format!("the storage key names tournament {key} but the data holds {data}")
        }
    }
}
