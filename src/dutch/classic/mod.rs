//! The pre-2017 Dutch procedure (C1–C14): brackets paired one after the
//! other from the top with the P/M/X counters, D1 transpositions, D2
//! exchanges, D3 sets of moved-down players, the C10 ladder, C12
//! backtracking, C13 collapse of the lowest brackets and C14 reductions;
//! colours by E1–E5, boards in F1 order.
//!
//! One procedure over rule data: a text is a [`Text`] (its ladder, its
//! A3/A7.d/D4 switches) in its own `rulesNNNN.rs`; only the 2008 text
//! (seed 004) exists so far. Every reading of the text chosen here is in
//! `docs/readings/dutch-2008.md` and cited as `reading R<n>`.
//!
//! For the teaching layer: [`pair_traced`] returns the pairing and the
//! structured [`trace::Event`]s (worded in `lang::en::classic`); [`RULES`]
//! lists the classic texts; [`pair_with`] takes any [`trace::Sink`]. The
//! bracket procedure itself is [`bracket::Engine::pair_level`] on a
//! [`bracket::Level`] built over a [`context::Ctx`]; the orders are
//! [`transposition::nth`] (D1), [`exchange::order`] (D2, DIFFERENZ) and
//! [`mdp::sets`] (D3).

pub mod bracket;
pub mod colour;
pub mod context;
pub mod exchange;
pub mod ladder;
pub mod mdp;
pub mod memo;
pub mod rules1992ffe;
pub mod rules2006;
pub mod rules2008;
pub mod search;
pub mod trace;
pub mod transposition;

use crate::model::{
    sort_boards, Board, InvalidReason, Pairing, PairingError, SystemKind, Tournament, Tpn,
};
use crate::swiss::{FloatRules, PabRules};
use bracket::{End, Engine, Filter, Level, Outcome};
use context::Ctx;
use trace::{ColourRule, Event, Off, Recorder, Sink};

/// The rule data of one classic text.
#[derive(Debug)]
pub struct Text {
    pub system: SystemKind,
    /// C10's items in order (C10.a–g in 2008).
    pub ladder: &'static [ladder::Action],
    /// A3: a bracket with at least half MDPs is treated as homogeneous.
    pub half_is_homogeneous: bool,
    /// A7.d exists (odd rounds: strong treated as absolute).
    pub a7d: bool,
    /// D4: the B3 factor in a merged lowest bracket.
    pub b3_factor: bool,
    /// B3 of the 1992–2006 texts: in every stage only the candidates with
    /// the least Σ |score difference| are acceptable (reading O12).
    pub b3_least: bool,
    /// C10 (2008) jumps back to C3, which reinstates every criterion
    /// before the item applied; the older C9–C11 never reinstate what
    /// they dropped ("restart at C2/C4"), so their drops accumulate.
    pub ladder_reinstates: bool,
    /// In which rounds the budget Z of pairs not honouring strong
    /// preferences exists (A8 2008; BAF 77 for the French text).
    pub z_budget: ZRounds,
    /// A7.e (2008) / A7.d (2006 text): in even rounds a mild preference of
    /// a player with an odd number of unplayed rounds is flexible.
    pub flexible_mild: FlexibleMild,
    /// D2: which players the exchanges may move.
    pub exchanges: Exchanges,
    /// A4/A5: the float marks of a paired game that was not played.
    pub forfeit_floats: ForfeitFloats,
    /// The last-round notes (B2, B5/B6, A7.a) and whom they concern.
    pub last_round: LastRound,
    /// E5 in round 1: "even numbered players in S1" are those with an even
    /// pairing number (1992/2006, reading O11), not an even place in S1
    /// (2008 reading R23); they differ when players are absent.
    pub e5_pairing_number: bool,
    /// When B2 is lifted for one player of a pair only (the last-round
    /// note), colours keep B2 for the other (1992/2006, reading O10); 2008
    /// treats the opponent as a topscorer too (reading R22).
    pub b2_per_player: bool,
}

/// Where the Z budget exists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ZRounds {
    /// No Z (the 1992–2006 FIDE text: only x).
    Never,
    /// Even rounds (2008 A8, Z1).
    Even,
    /// Every round, strong against mild (BAF 77: forced colours fall on
    /// the weakest preferences).
    Every,
}

/// What a flexible mild preference changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlexibleMild {
    /// No such rule (French 1992 text).
    None,
    /// 2008 A7.e: counted as w/b in X1 and Z1 (reading R6).
    Z,
    /// 2006 A7.d: "treated and counted" as the mild colour that reduces x.
    X,
}

/// D2's eligible players.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Exchanges {
    /// 2008 D2: every player (the DIFFERENZ procedure).
    All,
    /// The 1992/2006 matrices and BAF 80: never the last player of S2,
    /// nor the first of S1 when the bracket is even; with
    /// `odd_top_set`, an odd bracket also never exchanges its N highest
    /// players together for N ≥ 2 (2006: "the last column of the second
    /// matrix has then become obsolete").
    Matrices { odd_top_set: bool },
}

/// Floats of a forfeited game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ForfeitFloats {
    /// The winner has a downfloat, the loser none (BAF 78; 2008 reading R2).
    WinnerDown,
    /// The marks written on the pairing card when the pair was made stay
    /// (2006 A4: written "by pairing"); only a bye is a downfloat (A5).
    AsPaired,
}

/// The last round's notes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LastRound {
    /// Players B2 may be relaxed for (they are the `topscorer`s of the context).
    pub b2: Share,
    /// B5/B6 do not apply to players over 50 % (2006 note, French NOTE).
    pub no_floats_over_half: bool,
    /// A7.a (French text): no absolute preference over 50 %.
    pub no_absolute_over_half: bool,
}

/// A share of the maximum score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Share {
    /// More than 50 %.
    OverHalf,
    /// Exactly 50 % (2006 note, read literally: "a score of 50%").
    Half,
}

/// Every classic text, for the teaching layer.
pub static RULES: [&Rules; 3] = [&rules2008::RULES, &rules2006::RULES, &rules1992ffe::RULES];

/// A classic text as an engine of the registry.
#[derive(Debug)]
pub struct Rules {
    pub text: &'static Text,
}

/// Node budget of one round's searches (reading R28).
pub const NODE_LIMIT: u64 = 20_000_000;

/// A paired round with what the teaching views need.
#[derive(Debug, Clone)]
pub struct ClassicOutcome {
    pub pairing: Pairing,
    /// The colour rule of each board, same order as `pairing.boards`.
    pub colour_rules: Vec<ColourRule>,
}

impl crate::swiss::engine::PairingEngine for Rules {
    fn kind(&self) -> SystemKind {
        self.text.system
    }
    fn pair(&self, t: &Tournament, round: u32) -> Result<Pairing, PairingError> {
        pair_with(t, round, self.text, &mut Off).map(|o| o.pairing)
    }
    fn history_rules(&self) -> (FloatRules, PabRules) {
        HISTORY_RULES
    }
}

/// Who floats and who may not receive the bye under every classic text:
/// readings R2/R3, floats and bye eligibility from a PAB or a forfeit win
/// (data for the registry's table of history rules).
pub const HISTORY_RULES: (FloatRules, PabRules) =
    (FloatRules::PabOrForfeitWin, PabRules::PabOrForfeitWin);

/// Pairs round `round` of `t` under `rules` and returns the trace (bounded:
/// see [`Recorder`]).
pub fn pair_traced(
    t: &Tournament,
    round: u32,
    rules: &Rules,
) -> Result<(ClassicOutcome, Vec<Event>), PairingError> {
    let mut rec = Recorder::default();
    let out = pair_with(t, round, rules.text, &mut rec)?;
    rec.end_step();
    Ok((out, rec.events))
}

/// The colour decision of E1–E5 for the pair `a`, `b` in round `round`
/// of `t` under `text`, with the facts the rules read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ColourDecision {
    /// Who gets White.
    pub white: Tpn,
    pub rule: ColourRule,
    /// A7: each player's preference, `a`'s first (`None`: no game yet).
    pub preferences: [Option<crate::swiss::ColourPreference>; 2],
}

/// E1–E5 ([`colour::allocate`]) for any pair of players to be paired in
/// round `round`; `None` when either is not to be paired.
pub fn colour_decision(
    t: &Tournament,
    round: u32,
    text: &'static Text,
    a: Tpn,
    b: Tpn,
) -> Option<ColourDecision> {
    let ctx = Ctx::build(t, round, text).ok()?;
    let at = |x: Tpn| ctx.players.iter().position(|p| p.tpn == x);
    let (i, j) = (at(a)?, at(b)?);
    let (w, _, rule) = colour::allocate(&ctx, i, j);
    Some(ColourDecision {
        white: ctx.players[w].tpn,
        rule,
        preferences: [ctx.players[i].preference, ctx.players[j].preference],
    })
}

/// A bracket of the round: its residents and, once merged by C13, the
/// residents of the brackets merged above it (they count as moved down).
#[derive(Debug, Clone)]
struct Group {
    residents: Vec<usize>,
    upper: Vec<usize>,
    merged: bool,
    /// Once merged: the number of players of the original lowest bracket (D4).
    original_lsb: Option<usize>,
}

fn level(group: &Group, incoming: &[usize], lowest: bool) -> Level {
    let mut players: Vec<usize> = incoming.iter().chain(&group.residents).copied().collect();
    crate::sort::sort(&mut players); // context indices are in A2 order
    let mut mdps: Vec<usize> = incoming.iter().chain(&group.upper).copied().collect();
    crate::sort::sort(&mut mdps);
    Level {
        players,
        mdps,
        lowest,
        merged: group.merged,
        original_lsb: group.original_lsb,
        alone: false,
    }
}

/// Pairs the round with any sink.
pub fn pair_with(
    t: &Tournament,
    round: u32,
    text: &'static Text,
    sink: &mut dyn Sink,
) -> Result<ClassicOutcome, PairingError> {
    let ctx = Ctx::build(t, round, text)?;
    let internal = PairingError::InvalidState {
        round,
        reason: InvalidReason::Internal,
    };
    let no_pairing = PairingError::NoLegalPairing { round };
    let mut groups: Vec<Group> = Vec::new();
    for i in 0..ctx.len() {
        let same = i > 0 && ctx.players[i - 1].score == ctx.players[i].score;
        match groups.last_mut() {
            Some(g) if same => g.residents.push(i),
            _ => groups.push(Group {
                residents: vec![i],
                upper: Vec::new(),
                merged: false,
                original_lsb: None,
            }),
        }
    }
    let mut eng = Engine::new(&ctx, sink, NODE_LIMIT);
    let mut stack: Vec<(Vec<usize>, Outcome)> = Vec::new();
    let mut c12_used = vec![false; groups.len()];
    let mut c13_tried = vec![false; groups.len()];
    let mut incoming: Vec<usize> = Vec::new();
    let mut lowest_alone_tried = false;
    let mut i = 0;
    while i < groups.len() {
        let score = groups[i].residents.first().map(|&r| ctx.players[r].score);
        crate::swiss::progress::bracket(
            score.unwrap_or_default(),
            ctx.players.iter().map(|p| p.score),
        );
        let lowest = i + 1 == groups.len();
        let lv = level(&groups[i], &incoming, lowest);
        let c12_ok = i > 0 && !c12_used[i] && !incoming.is_empty() && !groups[i].merged;
        let end = eng.pair_level(&lv, c12_ok, &Filter::None);
        let end = end.map_err(|_| internal.clone())?;
        match end {
            End::Done(o) => {
                let accepted = Event::Accepted {
                    pairs: o
                        .pairs
                        .iter()
                        .map(|&(a, b)| (ctx.players[a].tpn, ctx.players[b].tpn))
                        .collect(),
                    moved_down: o.down.iter().map(|&k| ctx.players[k].tpn).collect(),
                };
                eng_emit(&mut eng, accepted);
                stack.push((incoming.clone(), o.clone()));
                incoming = o.down;
                i += 1;
            }
            End::C12 => {
                // C12 (reading R20): once per bracket, one level up.
                c12_used[i] = true;
                let Some((prev_in, prev_out)) = stack.last().cloned() else {
                    continue;
                };
                let prev = level(&groups[i - 1], &prev_in, false);
                let next = level(&groups[i], &[], i + 1 == groups.len());
                let f = Filter::C12 {
                    original: prev_out.down.clone(),
                    next,
                };
                let again = eng
                    .pair_level(&prev, false, &f)
                    .map_err(|_| internal.clone())?;
                let accepted = matches!(again, End::Done(_));
                eng_emit(&mut eng, Event::C12Backtrack { accepted });
                if let End::Done(o) = again {
                    incoming = o.down.clone();
                    if let Some(top) = stack.last_mut() {
                        top.1 = o;
                    }
                }
            }
            End::C13 | End::Exhausted => {
                if i == 0 && !lowest_alone_tried && !ctx.text.ladder_reinstates {
                    // The old texts: everything joined, C13 cannot be
                    // repeated; the bracket goes on to C14 (reading O12).
                    lowest_alone_tried = true;
                    let alone = Level {
                        alone: true,
                        ..lv.clone()
                    };
                    let end = eng
                        .pair_level(&alone, false, &Filter::None)
                        .map_err(|_| internal.clone())?;
                    if let End::Done(o) = end {
                        stack.push((incoming.clone(), o.clone()));
                        incoming = o.down;
                        i += 1;
                        continue;
                    }
                }
                if i == 0 {
                    return Err(no_pairing);
                }
                let Some((prev_in, prev_out)) = stack.last().cloned() else {
                    return Err(no_pairing);
                };
                let mut found = None;
                if !c13_tried[i] {
                    c13_tried[i] = true;
                    let prev = level(&groups[i - 1], &prev_in, false);
                    let f = if ctx.text.ladder_reinstates {
                        Filter::C13 {
                            lowest: groups[i].residents.clone(),
                        }
                    } else {
                        // The old C13: "another pairing in the penultimate
                        // score bracket which will allow a pairing in the
                        // lowest score bracket" (reading O12).
                        Filter::C13Old {
                            original: prev_out.down.clone(),
                            next: level(&groups[i], &[], true),
                        }
                    };
                    let again = eng
                        .pair_level(&prev, false, &f)
                        .map_err(|_| internal.clone())?;
                    if let End::Done(o) = again {
                        found = Some(o);
                    }
                    eng_emit(
                        &mut eng,
                        Event::C13Backtrack {
                            accepted: found.is_some(),
                        },
                    );
                }
                match found {
                    Some(o) => {
                        if !ctx.text.ladder_reinstates {
                            // The old C13 accepted this pairing because it
                            // "will allow a pairing in the lowest score
                            // bracket": C1 there may not send it back to C12
                            // to undo it (reading O12).
                            c12_used[i] = true;
                        }
                        incoming = o.down.clone();
                        if let Some(top) = stack.last_mut() {
                            top.1 = o;
                        }
                    }
                    None => {
                        // C13: merge the two lowest brackets; the
                        // penultimate's players count as moved down.
                        stack.pop();
                        let low = groups.remove(i);
                        let original = low.original_lsb.unwrap_or(low.residents.len());
                        let pen = &mut groups[i - 1];
                        let mut upper = pen.residents.clone();
                        upper.extend(pen.upper.iter().copied());
                        if !ctx.text.ladder_reinstates {
                            // The old C13: every player above the lowest
                            // score counts as moved down (reading O12).
                            upper.extend(low.upper.iter().copied());
                        }
                        pen.residents.extend(low.residents);
                        crate::sort::sort(&mut pen.residents);
                        crate::sort::sort(&mut upper);
                        upper.dedup();
                        pen.upper = upper;
                        pen.merged = true;
                        pen.original_lsb = Some(original);
                        c12_used.remove(i);
                        c13_tried.remove(i);
                        c13_tried[i - 1] = false;
                        incoming = prev_in;
                        i -= 1;
                        let players = level(&groups[i], &incoming, true).players;
                        eng_emit(
                            &mut eng,
                            Event::C13Merge {
                                players: players.iter().map(|&k| ctx.players[k].tpn).collect(),
                            },
                        );
                    }
                }
            }
        }
    }
    // The player left by the lowest bracket is exempt (A5).
    let pairs: Vec<(usize, usize)> = stack.iter().flat_map(|(_, o)| o.pairs.clone()).collect();
    let bye = match incoming.as_slice() {
        [] => None,
        [x] if ctx.players[*x].bye_ok => Some(*x),
        _ => return Err(no_pairing),
    };
    let mut boards: Vec<(Board, ColourRule)> = pairs
        .iter()
        .map(|&(a, b)| {
            let (w, bl, rule) = colour::allocate(&ctx, a, b);
            (
                Board {
                    white: ctx.players[w].tpn,
                    black: ctx.players[bl].tpn,
                },
                rule,
            )
        })
        .collect();
    // F1 (reading R24).
    let score_of = |tpn: crate::model::Tpn| {
        ctx.players
            .iter()
            .find(|p| p.tpn == tpn)
            .map(|p| p.score)
            .unwrap_or_default()
    };
    let mut only: Vec<Board> = boards.iter().map(|b| b.0).collect();
    sort_boards(&mut only, score_of);
    crate::sort::sort_by_key(&mut boards, |(b, _)| only.iter().position(|x| x == b));
    for (b, rule) in &boards {
        let e = Event::Colour {
            white: b.white,
            black: b.black,
            rule: *rule,
        };
        eng_emit(&mut eng, e);
    }
    let bye_tpn = bye.map(|x| ctx.players[x].tpn);
    if let Some(p) = bye_tpn {
        eng_emit(&mut eng, Event::Bye { player: p });
    }
    Ok(ClassicOutcome {
        pairing: Pairing {
            boards: boards.iter().map(|b| b.0).collect(),
            bye: bye_tpn,
        },
        colour_rules: boards.iter().map(|b| b.1).collect(),
    })
}

fn eng_emit(eng: &mut Engine<'_>, e: Event) {
    if eng.sink.on() {
        eng.sink.push(e);
    }
}
