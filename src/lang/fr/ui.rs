//! The app's words that take data, in French ([`UiWords`]), in the seeds'
//! words (`docs/glossary.md`). Numbers with a decimal comma (`0,5`, and
//! `½` where the English shows `½`), ordinals `1er`, `2e`, dates
//! `28 nov. 2026, 09:14`, the colour letters B and N.

use super::words::WORDS;
use super::{dec, French};
use crate::lang::catalogue::{
    ModelWords, PairingWords, StandingsWords, TeachWords, TrfWords, UiWords,
};
use crate::lang::words::Words;
use crate::model::SystemKind;
use crate::store::backup::BackupError;
use crate::store::schema::{DecodeError, Inconsistency, JsonFault, Location};
use crate::store::{ImportAction, ImportReport, KvError, NewTournamentError, StoreError};

/// `s` for a plural.
fn s(n: impl Into<u64>) -> &'static str {
    if n.into() > 1 {
        "s"
    } else {
        ""
    }
}

impl UiWords for French {
    fn words(&self) -> &'static Words {
        &WORDS
    }

    fn system_name(&self, s: SystemKind) -> &'static str {
        ModelWords::system_name(self, s)
    }

    fn rounds_and_players(&self, rounds: u32, players: usize) -> String {
        format!(
            "{rounds} ronde{} · {players} joueur{}",
            s(rounds),
            s(players as u64)
        )
    }

    fn confirm_delete(&self, name: &str) -> String {
        format!("Supprimer « {name} » et toutes ses rondes ? C'est définitif.")
    }

    fn created(&self, name: &str) -> String {
        format!("« {name} » créé.")
    }

    fn deleted(&self, name: &str) -> String {
        format!("« {name} » supprimé.")
    }

    fn imported(&self, r: &ImportReport) -> String {
        let mut out = match r.added.len() {
            0 if r.replaced.is_empty() => "Rien de nouveau dans cette sauvegarde.".to_owned(),
            0 => String::new(),
            1 => format!("« {} » importé.", r.added[0]),
            n => format!("{n} tournois importés."),
        };
        let mut more = |s: String| {
            if !out.is_empty() {
                out.push(' ');
            }
            out.push_str(&s);
        };
        if !r.replaced.is_empty() {
            more(format!(
                "Remplacés par la version plus récente du fichier : {}.",
                quoted(&r.replaced)
            ));
        }
        if !r.kept.is_empty() {
            more(format!(
                "Gardés tels qu'enregistrés ici : {}.",
                quoted(&r.kept)
            ));
        }
        if r.unchanged > 0 && !(r.added.is_empty() && r.replaced.is_empty() && r.kept.is_empty()) {
            more(format!(
                "{} déjà présent{}.",
                r.unchanged,
                s(r.unchanged as u64)
            ));
        }
        out
    }

    fn import_action(&self, name: &str, action: ImportAction) -> String {
        match action {
            ImportAction::Add => format!("« {name} » : ajouté."),
            ImportAction::Copy => format!("« {name} » : ajouté comme tournoi distinct (un autre tournoi ici a son identifiant)."),
            ImportAction::Unchanged => format!("« {name} » : déjà présent, inchangé."),
            ImportAction::Replace {
                stored_revision,
                incoming_revision,
            } => format!(
                "« {name} » : le fichier contient une version plus récente (modification {incoming_revision}) que ce navigateur (modification {stored_revision}) : remplacé seulement si vous le choisissez."
            ),
            ImportAction::KeepStored {
                stored_revision,
                incoming_revision,
            } => format!(
                "« {name} » : ce navigateur contient une version plus récente ou différente (modification {stored_revision} ; le fichier a la modification {incoming_revision}) : gardé, jamais remplacé."
            ),
        }
    }

    fn not_kept_after_other_tab(&self, why: &str) -> String {
        format!("Cette modification n'a pas été gardée, car un autre onglet avait modifié le tournoi entre-temps, et sur sa version plus récente : {why}")
    }

    fn backup_age(&self, last: Option<String>, due: Option<u32>) -> String {
        let when = match last {
            Some(t) => format!("Dernière sauvegarde le {t}"),
            None => "Jamais sauvegardé".to_owned(),
        };
        match due {
            Some(r) => format!("{when} · la ronde {r} n'est dans aucune sauvegarde"),
            None => when,
        }
    }

    fn backup_reminder(&self, round: u32) -> String {
        format!("La ronde {round} est complète et n'est encore dans aucune sauvegarde. Le navigateur est la seule copie de ce tournoi.")
    }

    fn persistence(&self, granted: Option<bool>) -> &'static str {
        match granted {
            Some(true) => "Le stockage est persistant : le navigateur ne supprimera pas ces tournois pour libérer de la place.",
            Some(false) => "Le stockage n'est pas persistant : le navigateur peut supprimer ces tournois quand la place manque, et Safari les supprime après 7 jours sans visite si l'application n'est pas installée. Installez l'application (Sur l'écran d'accueil), et sauvegardez tout après chaque ronde.",
            None => "Ce navigateur ne dit pas s'il garde ces tournois : sauvegardez tout après chaque ronde.",
        }
    }

    fn form_error(&self, e: NewTournamentError) -> String {
        self.new_tournament_error(&e)
    }

    fn kv_error(&self, e: &KvError) -> String {
        match e {
            KvError::QuotaExceeded => {
                "Le stockage du navigateur est plein : la modification n'a pas été enregistrée. Exportez une sauvegarde, puis supprimez d'anciens tournois.".into()
            }
            KvError::Unavailable(why) => {
                format!("Ce navigateur ne laisse l'application rien enregistrer ({why}). Les modifications seront perdues à la fermeture de la page.")
            }
        }
    }

    fn store_error(&self, e: &StoreError) -> String {
        match e {
            StoreError::Storage(kv) => self.kv_error(kv),
            StoreError::NotFound(_) => "Ce tournoi n'existe plus.".into(),
            StoreError::Deleted(_) => {
                "Cette modification n'a pas été gardée, car le tournoi a été supprimé dans un autre onglet.".into()
            }
            StoreError::ChangedElsewhere(_) => {
                "Rien n'a été supprimé, car un autre onglet a modifié ce tournoi entre-temps : il montre maintenant la version plus récente. Regardez-la, puis supprimez de nouveau si c'est toujours votre intention.".into()
            }
            StoreError::StaleImport => {
                "Rien n'a été importé, car les tournois ont changé dans un autre onglet depuis l'aperçu : importez de nouveau le fichier pour voir ce qu'il changerait maintenant.".into()
            }
            StoreError::Unreadable { error, .. } => format!(
                "Cette modification n'a pas été gardée, car le tournoi enregistré ne peut plus être lu : {}. Il a été laissé tel quel.",
                self.decode_error(error)
            ),
            StoreError::Encode(why) => format!("Enregistrement impossible : {why}."),
            StoreError::Backup(b) => self.backup_error(b),
        }
    }

    fn decode_error(&self, e: &DecodeError) -> String {
        match e {
            DecodeError::Invalid {
                message,
                at: Some(loc),
            } => format!("{} ({})", json_fault(message), at(loc)),
            DecodeError::Invalid { message, at: None } => json_fault(message),
            DecodeError::NoSchema => "ce ne sont pas des données écrites par cette application".into(),
            DecodeError::Newer(v) => format!(
                "écrit par une version plus récente de l'application (schéma {v}) ; mettez l'application à jour pour le lire"
            ),
            DecodeError::Migration { from, reason } => {
                format!("mise à jour impossible depuis le schéma {from} : {reason}")
            }
            DecodeError::Inconsistent(why) => inconsistency(why),
        }
    }

    fn backup_error(&self, e: &BackupError) -> String {
        let what = match e {
            BackupError::NotJson { message, at: loc } => {
                format!(
                    "le fichier n'est pas du JSON valide : {} ({})",
                    json_fault(message),
                    at(loc)
                )
            }
            BackupError::NotABackup => {
                "ce fichier n'est pas une sauvegarde de Pocket Arbiter".into()
            }
            BackupError::Newer(v) => {
                format!(
                    "la sauvegarde vient d'une version plus récente de l'application (schéma {v})"
                )
            }
            BackupError::Empty => "la sauvegarde ne contient aucun tournoi".into(),
            BackupError::Tournament { index, name, error } => {
                let who = if name.is_empty() {
                    format!("tournoi {index}")
                } else {
                    format!("tournoi {index} (« {name} »)")
                };
                format!("{who} : {}", self.decode_error(error))
            }
        };
        format!("Rien n'a été importé : {what}.")
    }

    fn problem(&self, key: &str, e: &DecodeError) -> String {
        format!("{key} : {}", self.decode_error(e))
    }

    fn withdrawn_from(&self, round: u32) -> String {
        format!("retiré à partir de la ronde {round}")
    }

    fn rating_label(&self, rating: u32) -> String {
        if rating == 0 {
            "sans Elo".into()
        } else {
            rating.to_string()
        }
    }

    fn added_players(&self, n: usize) -> String {
        match n {
            1 => "1 joueur ajouté.".into(),
            n => format!("{n} joueurs ajoutés."),
        }
    }

    fn line_error(&self, e: &crate::model::arbiter::LineError) -> String {
        use crate::model::arbiter::LineErrorKind;
        match &e.kind {
            LineErrorKind::EmptyName => format!("Ligne {} : le nom manque.", e.line),
            LineErrorKind::BadRating(r) => format!(
                "Ligne {} : « {r} » n'est pas un Elo (un nombre entier de 0 à 4000).",
                e.line
            ),
        }
    }

    fn pair_round(&self, round: u32) -> String {
        format!("Apparier la ronde {round}")
    }

    fn round_title(&self, round: u32) -> String {
        format!("Ronde {round}")
    }

    fn boards_open(&self, k: usize) -> String {
        format!("Échiquiers sans résultat : {k}")
    }

    fn paired(&self, round: u32) -> String {
        format!("Ronde {round} appariée.")
    }

    fn pairing_cancelled(&self, round: u32) -> String {
        format!("Appariement de la ronde {round} annulé : rien n'a été modifié.")
    }

    fn pairing_progress(&self, round: u32, progress: Option<crate::systems::Progress>) -> String {
        match progress {
            None => format!("Appariement de la ronde {round} : vérification que chaque joueur peut être apparié…"),
            Some(p) => format!(
                "Appariement de la ronde {round} : niveau {} sur {} (score {})…",
                p.scoregroup,
                p.scoregroups,
                self.points(p.score)
            ),
        }
    }

    fn board_result(&self, r: crate::model::arbiter::BoardResult) -> &'static str {
        use crate::model::arbiter::BoardResult;
        // « nc » : non comptée pour l'Elo (partie courte).
        match r {
            BoardResult::WhiteWins => "1-0",
            BoardResult::Draw => "½-½",
            BoardResult::BlackWins => "0-1",
            BoardResult::WhiteForfeitWin => "+/−",
            BoardResult::BlackForfeitWin => "−/+",
            BoardResult::DoubleForfeit => "−/−",
            BoardResult::WhiteWinsUnrated => "1-0 nc",
            BoardResult::DrawUnrated => "½-½ nc",
            BoardResult::BlackWinsUnrated => "0-1 nc",
            BoardResult::WhiteHalfBlackZero => "½-0",
            BoardResult::BlackHalfWhiteZero => "0-½",
            BoardResult::BothLose => "0-0",
            BoardResult::Pending => "…",
        }
    }

    fn name_tpn(&self, name: &str, tpn: crate::model::Tpn) -> String {
        format!("{name} ({tpn})")
    }

    fn pairing_error(&self, e: &crate::model::PairingError) -> String {
        use crate::model::PairingError;
        match e {
            PairingError::NoLegalPairing { .. } => {
                "Aucun appariement régulier : l'arbitre principal décide (C.04.3 art. 1.9.3)."
                    .into()
            }
            PairingError::NotImplemented(s) => format!(
                "Le système {} ne sait pas encore apparier.",
                ModelWords::system_name(self, *s)
            ),
            PairingError::EveryoneAbsent { round } => {
                format!("Tous les joueurs sont absents de la ronde {round} : personne à apparier.")
            }
            PairingError::InvalidState { round, reason } => format!(
                "Impossible d'apparier la ronde {round} : {}.",
                self.invalid_reason(reason)
            ),
        }
    }

    fn arbiter_error(&self, e: &crate::model::arbiter::ArbiterError) -> String {
        ModelWords::arbiter_error(self, e)
    }

    fn late_entry_rounds(&self, l: crate::model::LateEntryRounds) -> &'static str {
        use crate::model::LateEntryRounds;
        match l {
            LateEntryRounds::ZeroPoint => "Aucun point (par défaut)",
            LateEntryRounds::HalfPoint => "Un demi-point chacune (règlement du tournoi)",
        }
    }

    fn colour_name(&self, c: crate::model::Colour) -> &'static str {
        c.fold(WORDS.white, WORDS.black)
    }

    fn colour_drawn(&self, c: crate::model::Colour) -> String {
        format!(
            "Tiré au sort : les {} pour le numéro d'appariement 1.",
            UiWords::colour_name(self, c)
        )
    }

    fn tiebreak_name(&self, tb: crate::standings::TieBreak) -> String {
        StandingsWords::tiebreak_name(self, tb)
    }

    fn tiebreak_meaning(&self, tb: crate::standings::TieBreak) -> String {
        StandingsWords::tiebreak_meaning(self, tb)
    }

    fn tiebreak_slot_label(&self, i: usize) -> String {
        format!("{} départage", self.ordinal(i + 1))
    }

    fn tiebreak_value_label(&self, code: &str, player: &str, value: &str) -> String {
        format!("{code} de {player} : {value}. Voir comment il a été calculé")
    }

    fn settings_error(&self, e: &crate::model::settings::SettingsError) -> String {
        ModelWords::settings_error(self, e)
    }

    fn trf_error(&self, e: &crate::trf::TrfError) -> String {
        format!(
            "Rien n'a été importé : le fichier TRF n'est pas valide : {}",
            TrfWords::trf_error(self, e)
        )
    }

    fn trf_imported(&self, name: &str, players: usize, rounds: u32) -> String {
        format!(
            "« {name} » créé à partir du fichier TRF : {players} joueur{}, {rounds} ronde{} appariée{}.",
            s(players as u64),
            s(rounds),
            s(rounds)
        )
    }

    fn late_entry_help(&self, l: crate::model::LateEntryRounds) -> &'static str {
        use crate::model::LateEntryRounds;
        match l {
            LateEntryRounds::ZeroPoint => "Les joueurs ajoutés maintenant sont des retardataires : ils ne marquent rien pour les rondes déjà appariées et sont appariés à partir de la ronde suivante (C.04.2 art. 2.4).",
            LateEntryRounds::HalfPoint => "Les joueurs ajoutés maintenant sont des retardataires : ils reçoivent un bye d'un demi-point pour chaque ronde déjà appariée, comme le disent les paramètres du tournoi, et sont appariés à partir de la ronde suivante (C.04.2 art. 2.4).",
        }
    }

    fn bye_kind(&self, k: crate::model::ByeKind) -> &'static str {
        use crate::model::ByeKind::*;
        match k {
            PairingAllocated => "exempt (exemption)",
            FullPoint => "bye d'un point",
            HalfPoint => "bye d'un demi-point",
            ZeroPoint => "bye de zéro point / absent",
        }
    }

    fn absence_line(&self, round: u32, name: &str, kind: crate::model::ByeKind) -> String {
        format!("Ronde {round} : {name} — {}", self.bye_kind(kind))
    }

    fn deleted_player(&self, name: &str) -> String {
        format!("{name} supprimé.")
    }

    fn numbers_kept(&self, tpn: crate::model::Tpn) -> String {
        format!("Enregistré. Le numéro d'appariement reste {tpn} : les numéros sont figés dès que la ronde 4 est appariée (C.04.2 art. 2.3).")
    }

    fn round_complete(&self, round: u32) -> String {
        format!("Ronde {round} : tous les résultats sont saisis.")
    }

    fn standings_after(&self, round: u32) -> String {
        format!("Après la ronde {round}")
    }

    fn float_mark(&self, f: crate::swiss::history::Float) -> &'static str {
        match f {
            crate::swiss::history::Float::Up => "↑",
            crate::swiss::history::Float::Down => "↓",
        }
    }

    /// "1½", "½", "2", "0" (other values: "1,3").
    fn points(&self, p: crate::model::Points) -> String {
        let (whole, tenth) = (p.0 / 10, p.0 % 10);
        match (whole, tenth) {
            (w, 0) => w.to_string(),
            (0, 5) => "½".into(),
            (w, 5) => format!("{w}½"),
            _ => dec(p),
        }
    }

    fn match_score(&self, a: crate::model::Points, b: crate::model::Points) -> String {
        format!("{}–{}", self.points(a), self.points(b))
    }

    fn game_label(&self, game: u32, white: &str) -> String {
        format!("Partie {game} · Blancs : {white}")
    }

    fn ds_standings_after(&self, round: u32) -> String {
        format!("Classement après la ronde {round}")
    }

    /// "4,5".
    fn decimal_points(&self, p: crate::model::Points) -> String {
        if p.0.is_multiple_of(10) {
            format!("{}", p.0 / 10)
        } else {
            format!("{},{}", p.0 / 10, p.0 % 10)
        }
    }

    fn step_of(&self, k: usize, n: usize) -> String {
        format!("Étape {k} sur {n}")
    }

    fn entries_of(&self, first: usize, shown: usize, total: usize) -> String {
        if shown == 0 {
            format!("Aucun sur {total}")
        } else if shown == 1 {
            format!("Numéro {} sur {total}", first + 1)
        } else {
            format!("Numéros {} à {} sur {total}", first + 1, first + shown)
        }
    }

    fn articles(&self, list: &[String]) -> String {
        format!("art. {}", list.join(", "))
    }

    fn lesson_steps(&self, n: usize) -> String {
        format!("{n} étape{}", s(n as u64))
    }

    fn comparison_rule(&self, rule: char) -> String {
        format!("Départagés par la règle {rule} de l'art. 4.3.2")
    }

    fn source_tournament(&self, name: &str) -> String {
        format!("Ce tournoi : {name}")
    }

    fn bracket_button(&self, b: &crate::teach::study::BracketSummary) -> String {
        let mut out = format!("Niveau {} · score {} · ", b.index + 1, self.points(b.score));
        if b.mdps > 0 {
            out.push_str(&format!(
                "{} MDP + {} résident{}",
                b.mdps,
                b.residents,
                s(b.residents as u64)
            ));
        } else {
            out.push_str(&format!("{} joueur{}", b.residents, s(b.residents as u64)));
        }
        out.push_str(&match b.pairs {
            1 => " · 1 paire".to_string(),
            n => format!(" · {n} paires"),
        });
        if !b.downfloaters.is_empty() {
            let n = b.downfloaters.len() as u64;
            out.push_str(&format!(" · {n} flotteur{} descendant{}", s(n), s(n)));
        }
        use crate::teach::study::Route;
        out.push_str(match b.route {
            Route::WholeRound => "",
            Route::NextBracket => " · C.7",
            Route::LastBracket => " · dernier niveau (A.9)",
            Route::Ppb => " · avant-dernier niveau, PPB (A.9, C.4)",
            Route::Clb => " · dernier niveau effondré, CLB (A.9)",
        });
        if !b.psd.is_empty() {
            let sds: Vec<String> = b.psd.iter().map(|&p| self.points(p)).collect();
            out.push_str(&format!(" · PSD {}", sds.join(" ; ")));
        }
        out
    }

    fn bracket_title(
        &self,
        index: usize,
        score: crate::model::Points,
        homogeneous: bool,
    ) -> String {
        format!(
            "Niveau {} (score {}), {}",
            index + 1,
            self.points(score),
            if homogeneous {
                "homogène"
            } else {
                "hétérogène"
            }
        )
    }

    /// The parameters and subgroups of a bracket (NAN), 2026 art. 3.1,
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
        let mut out = format!(
            "M0 {}, MaxPaires {}, M1 {} ({}). S1 : {} · S2 : {}",
            p.m0,
            p.max_pairs,
            p.m1,
            article_in(params),
            list(&p.s1),
            list(&p.s2)
        );
        if !p.limbo.is_empty() {
            out.push_str(&format!(" · zone d'attente : {}", list(&p.limbo)));
        }
        out.push_str(&format!(" ({})", article_in(subgroups)));
        out
    }

    fn candidate_counter(&self, first: u64, count: u64, generated: u64) -> String {
        if count == 1 {
            format!(
                "Appariement candidat {} sur {generated}",
                first.saturating_add(1)
            )
        } else {
            format!(
                "Appariements candidats {} à {} sur {generated}",
                first.saturating_add(1),
                first.saturating_add(count)
            )
        }
    }

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
            StepKind::Illegal => "Irrégulier".into(),
            StepKind::NoCompletion => format!(
                "Pas de complétion régulière ({})",
                criterion_in(criteria, Criterion::C4Completion)
            ),
            StepKind::Imperfect { new_best: true } => "Pas parfait — le meilleur jusqu'ici".into(),
            StepKind::Imperfect { new_best: false } => "Pas parfait".into(),
            StepKind::Perfect => format!("Parfait ({})", article_in(perfect)),
            StepKind::Skipped => format!(
                "Sauté : ne peut pas battre le meilleur jusqu'ici ({})",
                article_in(best)
            ),
        }
    }

    fn fails(&self, criteria: &str) -> String {
        format!("Enfreint : {criteria}")
    }

    fn verdict(
        &self,
        v: &crate::teach::study::Verdict,
        criteria: crate::dutch::context::Criteria,
    ) -> String {
        use crate::teach::study::Verdict;
        match v {
            Verdict::Chosen { choice, agrees } => {
                let reason = self.choice(choice, criteria);
                if *agrees {
                    format!("Choisi : {reason}. Le moteur apparie de même.")
                } else {
                    format!("Choisi : {reason}. Le moteur apparie autrement ici !")
                }
            }
            Verdict::Unfinished {
                examined,
                generated,
                best_so_far,
            } => {
                let mut out = format!(
                    "Pas terminé dans le budget : {examined} appariements candidats examinés, {generated} engendrés ; le choix n'est pas encore connu."
                );
                if let Some(b) = best_so_far {
                    out.push_str(&format!(
                        " Le meilleur jusqu'ici : {}.",
                        self.choice(b, criteria)
                    ));
                }
                out
            }
            Verdict::NoLegalCandidate { generated } => {
                format!("Aucun des {generated} appariements candidats n'est régulier.")
            }
        }
    }

    fn membership(&self, m: crate::teach::trace::Membership) -> &'static str {
        use crate::teach::trace::Membership;
        match m {
            Membership::MdpInS1 => "MDP, S1",
            Membership::MdpInLimbo => "MDP, zone d'attente",
            Membership::ResidentInS1 => "résident, S1",
            Membership::ResidentInS2 => "résident, S2",
        }
    }

    /// A colour preference (art. 1.7): "forte B" (B = Blancs, N = Noirs).
    fn preference(&self, p: Option<crate::swiss::ColourPreference>) -> String {
        use crate::swiss::Strength;
        match p {
            None => "aucune".into(),
            Some(p) => format!(
                "{} {}",
                match p.strength {
                    Strength::Mild => "faible",
                    Strength::Strong => "forte",
                    Strength::Absolute => "absolue",
                },
                p.colour.fold("B", "N")
            ),
        }
    }

    fn colours_played(&self, c: &[crate::model::Colour]) -> String {
        if c.is_empty() {
            "—".into()
        } else {
            c.iter().map(|c| c.fold('B', 'N')).collect()
        }
    }

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

    fn colours_title(&self, a: crate::model::Tpn, b: crate::model::Tpn, article: &str) -> String {
        format!("Couleurs de {a}–{b} : {article}")
    }

    fn signed(&self, x: i32) -> String {
        format!("{x:+}")
    }

    fn round_player(&self, p: &crate::teach::study::RoundPlayer) -> String {
        if p.name.is_empty() {
            format!("{} ({})", p.tpn, self.points(p.score))
        } else {
            format!("{} · {} ({})", p.tpn, p.name, self.points(p.score))
        }
    }

    fn round_board(&self, k: usize, b: &crate::model::Board) -> String {
        format!("{}. {}–{}", k + 1, b.white, b.black)
    }

    fn bye_of(&self, t: crate::model::Tpn) -> String {
        format!("Exempt : {t}")
    }

    fn study_error(&self, e: &crate::teach::study::StudyError) -> String {
        use crate::teach::study::StudyError;
        match e {
            StudyError::NotDutch(s) => format!(
                "Seules les rondes du système hollandais peuvent être expliquées ; ce tournoi utilise {}. Utilisez l'exemple intégré.",
                ModelWords::system_name(self, *s)
            ),
            StudyError::NotOffered => "« Pourquoi pas » suit la procédure de 2026 (art. 3–4) ; pour une ronde appariée selon les règles de 2017, cette page parcourt chaque niveau selon les critères de 2017 et montre son chemin (A.9), sa PSD (A.8) et les règles de couleur.".into(),
            StudyError::Explain(crate::teach::explain::ExplainError::SamePlayer) => {
                "Choisissez deux joueurs différents.".into()
            }
            other => format!(
                "Impossible d'expliquer ceci : {}.",
                TeachWords::study_error(self, other)
            ),
        }
    }

    fn adjustment(&self, tenths: i64) -> String {
        let kind = if tenths < 0 { "pénalité" } else { "bonus" };
        format!(
            "{} hors des parties ({kind})",
            self.adjustment_short(tenths)
        )
    }

    /// "+1,0", "−0,5".
    fn adjustment_short(&self, tenths: i64) -> String {
        let sign = if tenths < 0 { '−' } else { '+' };
        let a = tenths.unsigned_abs();
        format!("{sign}{},{}", a / 10, a % 10)
    }

    fn report_program(&self, name: &str, version: &str) -> String {
        format!("{name} {version} (cette application)")
    }

    fn report_checker(&self, agree: usize, checked: usize) -> String {
        if checked == 0 {
            "Aucune ronde complète à vérifier pour l'instant.".into()
        } else {
            format!(
                "{agree} ronde{} sur {checked} reproduite{} à l'identique.",
                s(agree as u64),
                s(agree as u64)
            )
        }
    }

    fn yes_no(&self, b: bool) -> String {
        if b { "oui" } else { "non" }.into()
    }

    fn classic_steps_shown(&self, shown: usize, total: usize) -> String {
        format!("Étapes 1 à {shown} sur {total}")
    }

    fn audit_heading(&self, when: &str, revision: u64) -> String {
        format!("{when} · enregistrement {revision}")
    }

    fn white_result(&self, r: crate::model::GameResult) -> &'static str {
        use crate::model::GameResult::*;
        match r {
            Win => "1-0",
            Draw => "½-½",
            Loss => "0-1",
            UnratedWin => "1-0 (non comptée pour l'Elo)",
            UnratedDraw => "½-½ (non comptée pour l'Elo)",
            UnratedLoss => "0-1 (non comptée pour l'Elo)",
            ForfeitWin => "+/−",
            ForfeitLoss => "−/+ (ou −/−)",
            Pending => "pas de résultat",
        }
    }

    fn audit_change(&self, c: &crate::model::audit::Change) -> String {
        use crate::model::audit::Change;
        match c {
            Change::ForbiddenAdded { pair } => format!(
                "Paire interdite {} – {} ajoutée ({})",
                pair.a,
                pair.b,
                self.prohibition_rounds(pair)
            ),
            Change::ForbiddenRemoved { pair } => format!(
                "Paire interdite {} – {} retirée ({})",
                pair.a,
                pair.b,
                self.prohibition_rounds(pair)
            ),
            Change::PairingChangedByHand { round, edit, why } => format!(
                "Ronde {round} : appariement modifié à la main, {} ; {}",
                manual_edit(edit),
                why_text(why)
            ),
            Change::PlayerAdded { tpn, name } => format!("Joueur {tpn} {name} ajouté"),
            Change::PlayerRemoved { tpn, name } => format!("Joueur {tpn} {name} supprimé"),
            Change::PlayerRenumbered {
                name,
                before,
                after,
            } => format!("{name} : numéro d'appariement {before} → {after}"),
            Change::PlayerDetail {
                tpn,
                field,
                before,
                after,
            } => format!("Joueur {tpn}, {}", value_change(field, before, after)),
            Change::Paired { round, boards } => {
                format!("Ronde {round} appariée ({boards} échiquiers)")
            }
            Change::Unpaired { round } => format!("Ronde {round} : appariement enlevé"),
            Change::Result {
                round,
                white,
                black,
                before,
                after,
            } => format!(
                "Ronde {round}, {white} – {black} : {} → {}",
                self.white_result(*before),
                self.white_result(*after)
            ),
            Change::Entry {
                round,
                tpn,
                before,
                after,
            } => format!(
                "Ronde {round}, joueur {tpn} : {} → {}",
                round_entry(before),
                round_entry(after)
            ),
            Change::MatchGames {
                round,
                tpn,
                before,
                after,
            } => format!(
                "Ronde {round}, joueur {tpn}, parties du match : {} → {}",
                match_games(before),
                match_games(after)
            ),
            Change::Setting {
                field,
                before,
                after,
            } => format!("Paramètre {}", value_change(field, before, after)),
        }
    }

    fn share_part(&self, part: usize, parts: usize) -> String {
        if parts == 1 {
            "Code QR de la ronde.".to_owned()
        } else {
            format!("Code QR {part} sur {parts} (une grande ronde est partagée par échiquiers).")
        }
    }

    fn share_board(&self, board: usize, white: &str, black: &str) -> String {
        format!("Échiquier {board} : {white} – {black}")
    }

    fn share_bye(&self, name: &str) -> String {
        format!("Exempt : {name}")
    }

    fn share_by_name(&self, round: u32) -> String {
        format!("Ronde {round} par nom")
    }

    fn share_round(&self, round: u32, part: u32, parts: u32) -> String {
        if parts > 1 {
            format!("Ronde {round}, partie {part} sur {parts}")
        } else {
            format!("Ronde {round}")
        }
    }

    fn verify_progress(&self, round: u32, of: u32) -> String {
        format!("Vérification de la ronde {round} sur {of}…")
    }

    fn verify_same(&self, round: u32) -> String {
        format!("✔ Ronde {round} : identique")
    }

    fn verify_differs(&self, round: u32) -> String {
        format!("✘ La ronde {round} diffère")
    }

    fn verify_summary(&self, checked: u32, differ: u32) -> String {
        format!(
            "{checked} ronde{} vérifiée{}, {differ} diffère{}.",
            s(checked),
            s(checked),
            if differ > 1 { "nt" } else { "" }
        )
    }

    fn verify_pairings(&self, file: &str, ours: &str) -> String {
        format!("Dans le fichier : {file}. Selon les règles : {ours}.")
    }

    fn verify_bad_file(&self, file: &str, e: &crate::trf::TrfError) -> String {
        format!(
            "{file} ne peut pas être lu (ligne {}, colonne {}) : {}",
            e.line,
            e.column,
            self.trf_error_kind(&e.kind)
        )
    }

    fn verify_not_explained(&self, e: &crate::model::PairingError) -> String {
        format!("Pas expliqué : {}", PairingWords::pairing_error(self, e))
    }

    fn verify_added(&self, name: &str) -> String {
        format!("« {name} » a été ajouté à vos tournois.")
    }

    fn verify_too_large(&self, file: &str, bytes: u64, max: usize) -> String {
        format!(
            "{file} n'est pas lu : il fait {bytes} octets, plus que les {max} qu'un fichier TRF peut avoir."
        )
    }

    fn verify_learn(&self, round: u32) -> String {
        format!("Expliquer la ronde {round} dans Apprendre")
    }

    fn list_kind(&self, k: crate::ratinglist::RatingKind) -> &'static str {
        match k {
            crate::ratinglist::RatingKind::Standard => "Standard",
            crate::ratinglist::RatingKind::Rapid => "Rapide",
            crate::ratinglist::RatingKind::Blitz => "Blitz",
        }
    }

    fn list_status(&self, file: &str, players: u64, when: &str) -> String {
        format!("{players} joueurs de {file}, importés le {when}.")
    }

    fn list_reading(&self, read: f64, total: f64, players: u64) -> String {
        let mb = |b: f64| dec(format!("{:.1}", b / 1_048_576.0));
        format!(
            "Lecture : {} sur {} Mo, {players} joueurs jusqu'ici.",
            mb(read),
            mb(total)
        )
    }

    fn list_saving(&self, players: u64) -> String {
        format!("Tri et enregistrement de {players} joueurs…")
    }

    fn list_imported(&self, players: u64, skipped: u64) -> String {
        match skipped {
            0 => format!("Liste Elo importée : {players} joueurs."),
            n => format!(
                "Liste Elo importée : {players} joueurs ; {n} ligne{} ignorée{} (voir ci-dessous).",
                s(n),
                s(n)
            ),
        }
    }

    fn list_more_warnings(&self, n: u64) -> String {
        format!("… et {n} de plus.")
    }

    fn list_not_stored(&self, why: &str) -> String {
        format!("La liste Elo n'a pas pu être enregistrée dans ce navigateur ({why}).")
    }

    fn list_pick(&self, name: &str, id: u32) -> String {
        format!("Choisir {name}, identifiant FIDE {id}")
    }

    fn list_picked(&self, id: u32, birth_year: Option<u16>) -> String {
        match birth_year {
            Some(y) => format!("De la liste FIDE : identifiant {id}, né en {y}."),
            None => format!("De la liste FIDE : identifiant {id}."),
        }
    }

    fn list_apply(&self, n: usize) -> String {
        match n {
            1 => "Appliquer 1 modification".into(),
            n => format!("Appliquer {n} modifications"),
        }
    }

    fn list_applied(&self, n: usize) -> String {
        match n {
            1 => "1 Elo mis à jour depuis la liste.".into(),
            n => format!("{n} Elo mis à jour depuis la liste."),
        }
    }

    fn list_change(&self, name: &str, id: u32, before: u32, after: u32) -> String {
        format!(
            "{name} ({id}) : {} → {}",
            self.rating_label(before),
            self.rating_label(after)
        )
    }

    fn action_on(&self, action: &str, object: &str) -> String {
        format!("{action} {object}")
    }

    fn on_board(&self, label: &str, board: usize) -> String {
        format!("{label}, échiquier {board}")
    }

    fn on_game(&self, label: &str, board: usize, game: u32) -> String {
        format!("{label}, échiquier {board}, partie {game}")
    }

    fn scroll_table(&self, title: &str) -> String {
        format!("{title} (défile horizontalement)")
    }

    fn on_round(&self, label: &str, round: u32) -> String {
        format!("{label}, ronde {round}")
    }

    /// 1er, 2e, 3e.
    fn ordinal(&self, n: usize) -> String {
        if n == 1 {
            "1er".into()
        } else {
            format!("{n}e")
        }
    }

    /// "28 nov. 2026, 09:14".
    fn date_time(&self, year: u32, month: u32, day: u32, hour: u32, minute: u32) -> String {
        const MONTHS: [&str; 12] = [
            "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.",
            "nov.", "déc.",
        ];
        let m = MONTHS
            .get(month.saturating_sub(1) as usize)
            .copied()
            .unwrap_or("?");
        let d = if day == 1 {
            "1er".to_owned()
        } else {
            day.to_string()
        };
        format!("{d} {m} {year}, {hour:02}:{minute:02}")
    }

    fn labelled(&self, label: &str, value: &str) -> String {
        format!("{label} : {value}")
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
        format!("Joueur {n}")
    }
    /// « toutes les rondes » / « rondes 2–3 ».
    fn prohibition_rounds(&self, p: &crate::model::Prohibition) -> String {
        match p.rounds {
            None => "toutes les rondes".into(),
            Some(r) if r.first == r.last => format!("ronde {}", r.first),
            Some(r) => format!("rondes {}–{}", r.first, r.last),
        }
    }
    fn remove_forbidden_label(&self, pair: &str) -> String {
        format!("Retirer la paire interdite {pair}")
    }
    fn edit_forbidden_label(&self, pair: &str) -> String {
        format!("Modifier la paire interdite {pair}")
    }
    fn added_forbidden(&self, n: usize) -> String {
        if n == 1 {
            "1 paire interdite ajoutée.".into()
        } else {
            format!("{n} paires interdites ajoutées.")
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
            "Ronde {round}, {white} – {black} : {} → {}",
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
            "{name} : {} → {} points",
            UiWords::points(self, before),
            UiWords::points(self, after)
        )
    }
    fn rank_change(&self, name: &str, before: u32, after: u32, through: u32) -> String {
        format!("{name} : rang {before} → {after} (classement après la ronde {through})")
    }
    fn next_round_verdict(&self, round: u32, was: bool, still: bool) -> String {
        match (was, still) {
            (true, false) => format!("La ronde {round} a été appariée avec l'ancien résultat : son appariement n'est plus celui que donnent les règles."),
            (false, false) => format!("L'appariement de la ronde {round} n'était pas celui des règles avant, et ne l'est pas maintenant."),
            (_, true) => format!("L'appariement de la ronde {round} reste celui que donnent les règles."),
        }
    }
    fn save_and_repair(&self, round: u32) -> String {
        format!("Enregistrer et apparier de nouveau la ronde {round}")
    }
    fn undone(&self, revision: u64) -> String {
        format!("Annulé : la modification enregistrée comme révision {revision}.")
    }
    fn change_reason(&self, r: crate::model::change::ChangeReason) -> String {
        use crate::model::change::ChangeReason;
        let what = match r {
            ChangeReason::AccidentalRematch => {
                "des joueurs qui se sont déjà rencontrés ont été appariés"
            }
            ChangeReason::CompetitionRules => "le règlement de la compétition le permet",
            ChangeReason::BothWithoutOpponent => {
                "deux joueurs sans adversaire acceptent de jouer ensemble"
            }
            ChangeReason::LateEntry => "un retardataire admis, modifications acceptées par tous",
            ChangeReason::TopBoardsFinalRound => {
                "circonstances imprévisibles, premiers échiquiers, dernière ronde"
            }
        };
        format!("{} — {what}", r.article())
    }
}

fn quoted(names: &[String]) -> String {
    names
        .iter()
        .map(|n| format!("« {n} »"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn at(loc: &Location) -> String {
    if loc.excerpt.is_empty() {
        format!("ligne {}, colonne {}", loc.line, loc.column)
    } else {
        format!(
            "ligne {}, colonne {} : {}",
            loc.line, loc.column, loc.excerpt
        )
    }
}

/// A game's result from the player's own side.
fn own_result(r: crate::model::GameResult) -> &'static str {
    use crate::model::GameResult::*;
    match r {
        Win => "gagnée",
        Draw => "nulle",
        Loss => "perdue",
        UnratedWin => "gagnée (non comptée pour l'Elo)",
        UnratedDraw => "nulle (non comptée pour l'Elo)",
        UnratedLoss => "perdue (non comptée pour l'Elo)",
        ForfeitWin => "gagnée par forfait",
        ForfeitLoss => "perdue par forfait",
        Pending => "pas de résultat",
    }
}

fn round_entry(e: &crate::model::RoundEntry) -> String {
    use crate::model::{Colour, RoundEntry};
    match *e {
        RoundEntry::NotPaired => "non apparié".into(),
        RoundEntry::Game {
            opponent,
            colour,
            result,
        } => {
            let side = match colour {
                Colour::White => "Blancs",
                Colour::Black => "Noirs",
            };
            format!("{side} contre {opponent}, {}", own_result(result))
        }
        RoundEntry::Bye(k) => French.bye_kind(k).into(),
    }
}

fn match_games(g: &Option<crate::model::MatchGames>) -> String {
    match g {
        Some(g) => format!("{} puis {}", own_result(g.first), own_result(g.second)),
        None => "aucune".into(),
    }
}

/// A stored field's name in words (the raw name when not known here).
fn field_name(field: &str) -> String {
    match field {
        "total_rounds" => WORDS.field_rounds.into(),
        "system" => WORDS.field_system.into(),
        "baku_acceleration" => WORDS.field_baku.into(),
        "initial_colour" => WORDS.initial_colour.into(),
        "info" => "informations du tournoi".into(),
        "points" => "barème des points".into(),
        "tiebreaks" => "départages".into(),
        "forbidden_pairs" => "paires interdites".into(),
        "unrated_rating" => WORDS.field_unrated_rating.into(),
        "name" => "nom".into(),
        "rating" => "Elo".into(),
        "withdrawn_from" => "retiré à partir de la ronde".into(),
        "fide_id" => "identifiant FIDE".into(),
        "birth_date" => "date de naissance".into(),
        "city" => "lieu".into(),
        "federation" => "fédération".into(),
        "start_date" => "premier jour".into(),
        "end_date" => "dernier jour".into(),
        "chief_arbiter" => "arbitre principal".into(),
        "deputy_arbiters" => "arbitres adjoints".into(),
        "time_control" => "cadence".into(),
        "round_dates" => "dates des rondes".into(),
        other => other.replace('_', " "),
    }
}

fn value(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::Null => "aucun".into(),
        serde_json::Value::String(s) => format!("« {s} »"),
        other => dec(other),
    }
}

/// `field : before → after`; for a group of fields, each that differs.
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
                format!("{} : {} → {}", field_name(k), value(x), value(y))
            })
            .collect();
        return format!("{} : {}", field_name(field), parts.join(", "));
    }
    format!(
        "{} : {} → {}",
        field_name(field),
        value(before),
        value(after)
    )
}

fn manual_edit(e: &crate::model::change::ManualEdit) -> String {
    use crate::model::change::ManualEdit;
    match e {
        ManualEdit::Colours { white, black } => format!("couleurs de {white} – {black} inversées"),
        ManualEdit::Opponents { first, second } => format!(
            "{} – {} et {} – {} sont devenus {} – {} et {} – {}",
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
        (Some(r), false) => format!("{r} : {}", w.note),
        (None, _) => w.note.clone(),
    }
}

/// Ce que le lecteur JSON a trouvé de faux.
fn json_fault(f: &JsonFault) -> String {
    match f {
        JsonFault::Syntax => "ce n'est pas du JSON valide à cet endroit".into(),
        JsonFault::Eof => "le texte s'arrête au milieu d'une valeur".into(),
        JsonFault::MissingField(name) => format!("le champ « {name} » manque"),
        JsonFault::UnknownField(name) => format!("champ inconnu « {name} »"),
        JsonFault::DuplicateField(name) => format!("le champ « {name} » figure deux fois"),
        JsonFault::UnknownVariant(name) => {
            format!("« {name} » n'est pas l'une des valeurs permises")
        }
        JsonFault::WrongValue => "une valeur du mauvais type ou hors des limites".into(),
        JsonFault::Other(said) => said.clone(),
    }
}

/// Une règle du modèle que les données enregistrées enfreignent.
fn inconsistency(i: &Inconsistency) -> String {
    match i {
        Inconsistency::PairingNumber { index, tpn } => format!(
            "le joueur {} de la liste a le numéro d'appariement {tpn} au lieu de {}",
            index + 1,
            index + 1
        ),
        Inconsistency::OtherId { key, data } => format!(
            "la clé de stockage désigne le tournoi {key} mais les données contiennent {data}"
        ),
    }
}
