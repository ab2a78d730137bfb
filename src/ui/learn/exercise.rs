//! Learn's exercises (issue 23): pair a round by hand, then colour it,
//! judged by the event's system ([`crate::teach::exercise`], worded by
//! `lang::en::verify`). A seed number reproduces an exercise; the score is
//! kept in this browser (local storage, `pocket-arbiter:exercise-score`).

use super::widgets::{ChoiceList, Judged};
use crate::model::{SystemKind, Tpn};
use crate::teach::exercise::{Difficulty, Exercise, PairsAnswer, Source, Task, Verdict};
use crate::teach::next_candidate::{NextCandidate, NextText, NextVerdict};
use crate::teach::seed_exercise::{SeedChoice, SeedExercise, SeedSource, SeedVerdict, SeedWhy};
use crate::teach::study::CandidateStep;
use crate::ui::fields::{system_options, Choice, Field};
use crate::ui::text;
use gloo_storage::{LocalStorage, Storage};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

const SCORE_KEY: &str = "pocket-arbiter:exercise-score";

/// Answers judged, and how many were right.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
struct Score {
    tried: u32,
    right: u32,
}

fn load_score() -> Score {
    LocalStorage::get(SCORE_KEY).unwrap_or_default()
}

fn save_score(s: Score) {
    // A full or blocked storage only loses the exercise score.
    let _ = LocalStorage::set(SCORE_KEY, s);
}

/// One more answer judged (`right` or not), kept.
fn record(score: RwSignal<Score>, right: bool) {
    let mut s = score.get_untracked();
    s.tried += 1;
    s.right += u32::from(right);
    score.set(s);
    save_score(s);
}

fn difficulty_of(v: &str) -> Difficulty {
    match v {
        "easy" => Difficulty::Easy,
        "hard" => Difficulty::Hard,
        _ => Difficulty::Medium,
    }
}

/// The sample's rounds an exercise can ask (round 1 is paired by rating alone).
const SAMPLE_ROUNDS: u64 = 8;

#[component]
pub fn ExercisePanel() -> impl IntoView {
    let kind = RwSignal::new("generated".to_string());
    let system = RwSignal::new(SystemKind::ALL[0].id().to_string());
    let size = RwSignal::new("easy".to_string());
    let seed = RwSignal::new("1".to_string());
    let score = RwSignal::new(load_score());
    let exercise = RwSignal::new(None::<Result<Exercise, String>>);
    let next = RwSignal::new(None::<Result<NextCandidate, String>>);
    let seeded = RwSignal::new(None::<Result<SeedExercise, String>>);
    let make = move || {
        let Ok(s) = seed.get_untracked().trim().parse::<u64>() else {
            exercise.set(Some(Err(text::w().exercise_bad_seed.to_string())));
            next.set(None);
            seeded.set(None);
            return;
        };
        if kind.get_untracked() != "seed" {
            seeded.set(None);
        }
        match kind.get_untracked().as_str() {
            "seed" => {
                exercise.set(None);
                next.set(None);
                // A bug only: the examples are built in.
                seeded.set(Some(
                    SeedExercise::new(usize::try_from(s).unwrap_or(0))
                        .map_err(|e| format!("{e:?}")),
                ));
            }
            k @ ("next" | "next-2017") => {
                exercise.set(None);
                let text = if k == "next" {
                    NextText::Dutch2026
                } else {
                    NextText::Dutch2017
                };
                // A bug only: the sample is built in.
                next.set(Some(
                    NextCandidate::of(text, s).map_err(|e| format!("{:?}", e.0)),
                ));
            }
            k => {
                next.set(None);
                let source = if k == "sample" {
                    Source::Sample {
                        round: 2 + (s % SAMPLE_ROUNDS) as u32,
                    }
                } else {
                    Source::Generated {
                        system: SystemKind::from_id(&system.get_untracked())
                            .unwrap_or(SystemKind::ALL[0]),
                        seed: s,
                        difficulty: difficulty_of(&size.get_untracked()),
                    }
                };
                exercise.set(Some(
                    Exercise::new(source).map_err(|e| text::exercise_error(&e)),
                ));
            }
        }
    };
    // A link from another device ("Link to this exercise") opens it at once.
    if let Some((sys, d, sd)) = super::link::take_exercise() {
        system.set(sys.id().to_string());
        size.set(super::link::size_id(d).to_string());
        seed.set(sd.to_string());
        make();
    } else if let Some(l) = super::link::take_other_exercise() {
        match l {
            super::link::DeepLink::SampleExercise { round } => {
                kind.set("sample".into());
                seed.set(u64::from(round.clamp(2, 9) - 2).to_string());
            }
            super::link::DeepLink::NextCandidate { text, seed: sd } => {
                kind.set(
                    match text {
                        NextText::Dutch2026 => "next",
                        NextText::Dutch2017 => "next-2017",
                    }
                    .into(),
                );
                seed.set(sd.to_string());
            }
            super::link::DeepLink::SeedExample { number } => {
                kind.set("seed".into());
                seed.set(number.to_string());
            }
            _ => {}
        }
        make();
    }
    let xw = text::exercise_words();
    let kinds = vec![
        ("generated", xw.kind_generated),
        ("sample", xw.kind_sample),
        ("next", xw.kind_next),
        ("next-2017", xw.kind_next_2017),
        ("seed", seed_words().kind),
    ];
    let sizes = vec![
        ("easy", text::w().exercise_easy),
        ("medium", text::w().exercise_medium),
        ("hard", text::w().exercise_hard),
    ];
    let generated = move || kind.get() == "generated";
    view! {
        <section class="card" data-testid="exercises">
            <h2>{text::w().learn_exercises}</h2>
            <p class="help">{text::w().exercise_help}</p>
            <Choice label=xw.kind name="exercise-kind" value=kind options=kinds/>
            <div hidden=move || !generated()>
                <Choice label=text::w().exercise_system name="exercise-system" value=system options=system_options()/>
            </div>
            <div class="row">
                <div class="grow" hidden=move || !generated()>
                    <Choice label=text::w().exercise_size name="exercise-size" value=size options=sizes class="grow"/>
                </div>
                <Field label=text::w().exercise_seed name="exercise-seed" value=seed kind="number" min="0" inputmode="numeric" class="narrow"/>
            </div>
            {move || (kind.get() == "sample").then(|| view! { <p class="help">{xw.sample_help}</p> })}
            {move || (kind.get() == "seed").then(|| view! { <p class="help">{seed_words().help}</p> })}
            <div class="row">
                <button class="primary" data-testid="exercise-new" on:click=move |_| make()>
                    {text::w().exercise_start}
                </button>
                <button data-testid="exercise-next-seed" on:click=move |_| {
                    let next = seed.get_untracked().trim().parse::<u64>().map_or(1, |s| s.wrapping_add(1));
                    seed.set(next.to_string());
                    make();
                }>{text::w().exercise_next_seed}</button>
            </div>
            <p class="meta" data-testid="exercise-score" aria-live="polite">
                {move || { let s = score.get(); text::exercise_score(s.right, s.tried) }}
                " "
                <button class="link" data-testid="exercise-score-reset" on:click=move |_| {
                    score.set(Score::default());
                    save_score(Score::default());
                }>{text::w().exercise_reset_score}</button>
            </p>
        </section>
        {move || exercise.get().map(|e| match e {
            Err(msg) => view! { <p class="notice error" role="alert" data-testid="exercise-error">{msg}</p> }.into_any(),
            Ok(e) => view! { <Solve exercise=e score/> }.into_any(),
        })}
        {move || next.get().map(|e| match e {
            Err(msg) => view! { <p class="notice error" role="alert" data-testid="exercise-error">{msg}</p> }.into_any(),
            Ok(e) => view! { <PickNext exercise=e score/> }.into_any(),
        })}
        {move || seeded.get().map(|e| match e {
            Err(msg) => view! { <p class="notice error" role="alert" data-testid="exercise-error">{msg}</p> }.into_any(),
            Ok(e) => view! { <PickSeed exercise=e score/> }.into_any(),
        })}
    }
}

fn seed_words() -> &'static crate::lang::seed_exercises::SeedWords {
    crate::lang::seed_exercises::SeedWords::of(text::lang())
}

/// An option of a seed example: "1–5  4–11 (floats down: 14)", "4 ↔ 6",
/// "6-7-8-10-9".
fn seed_choice(c: &SeedChoice) -> String {
    let join = |v: &[usize], sep: &str| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(sep)
    };
    match c {
        SeedChoice::Pairs { pairs, down } => {
            let mut s = pairs
                .iter()
                .map(|(a, b)| format!("{a}–{b}"))
                .collect::<Vec<_>>()
                .join("  ");
            if !down.is_empty() {
                let d = down
                    .iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ");
                s.push_str(&format!(" ({} {d})", seed_words().down));
            }
            s
        }
        SeedChoice::Exchange { from_s1, from_s2 } => {
            format!("{} ↔ {}", join(from_s1, "+"), join(from_s2, "+"))
        }
        SeedChoice::Order(v) => join(v, "-"),
        SeedChoice::White(t) => seed_words().white_option(*t),
    }
}

/// An exercise from the seeds' worked examples: the question, the
/// options, the verdict with the rule that separates them.
#[component]
fn PickSeed(exercise: SeedExercise, score: RwSignal<Score>) -> impl IntoView {
    let sw = seed_words();
    let xw = text::exercise_words();
    let ex = StoredValue::new(exercise);
    let (number, source) = ex.with_value(|e| (e.number, e.source));
    let heading = match source {
        SeedSource::Bracket { system, lesson } | SeedSource::Colours { system, lesson, .. } => {
            let which = usize::from(
                lesson == crate::teach::classic::lessons::ClassicLessonId::ColourConflictsSecond,
            );
            format!("{} — {}", text::system_name(system), sw.baf77[which])
        }
        _ => format!("{} {}", sw.number, number + 1),
    };
    let why_text = move |w: &SeedWhy| match (w, source) {
        (SeedWhy::Rejection(r), SeedSource::Bracket { system, .. }) => {
            Some(text::cat().rejection(system, r))
        }
        (SeedWhy::Colour(r), SeedSource::Colours { system, .. }) => {
            Some(text::cat().classic_colour_rule(system, *r))
        }
        _ => sw.why(w),
    };
    let options = ex.with_value(|e| e.options.iter().map(seed_choice).collect::<Vec<_>>());
    let shown = options.clone();
    // A colour question: the board, then its players as the seed shows them.
    let board = ex.with_value(|e| {
        e.board.map(|(a, b)| {
            let players = e
                .players
                .iter()
                .map(|p| view! { <li class="mono">{sw.player_line(p)}</li> })
                .collect_view();
            view! {
                <p data-testid="seed-board"><strong>{sw.board_line(a, b)}</strong></p>
                <ul class="plain" data-testid="seed-players">{players}</ul>
            }
        })
    });
    let judge = Callback::new(move |i: usize| {
        let v = ex.with_value(|e| e.judge(i));
        let right = v == SeedVerdict::Right;
        record(score, right);
        match v {
            SeedVerdict::Right => Judged::right(i, sw.right),
            SeedVerdict::Wrong { answer, why } => Judged {
                answer,
                said: xw.wrong_answer(
                    sw.wrong,
                    answer,
                    Some(shown.get(answer).map_or("", String::as_str)),
                ),
                why: why.as_ref().and_then(why_text),
            },
        }
    });
    let own_link = super::link::to_hash(super::link::DeepLink::SeedExample { number });
    view! {
        <section class="card" data-testid="seed-exercise">
            <h2>{sw.title}</h2>
            <p class="meta" data-testid="seed-heading">{heading}</p>
            <p data-testid="seed-question">{sw.question(&source)}</p>
            {board}
            <ChoiceList options id="seed" why_id="seed-why" judge/>
            <div class="row">
                <a class="button-link" data-testid="exercise-link" href=own_link>{text::w().link_to_exercise}</a>
            </div>
        </section>
    }
}

/// A candidate's pairs by in-bracket numbers, S1 first: "1–6 2–5 3–4" (pairing numbers when a BSN is missing).
fn bsn_pairs(s: &CandidateStep) -> String {
    s.pairs
        .iter()
        .map(|p| match (p.s1_bsn, p.s2_bsn) {
            (Some(a), Some(b)) => format!("{a}–{b}"),
            _ => format!("{}–{}", p.s1, p.s2),
        })
        .collect::<Vec<_>>()
        .join("  ")
}

/// "Pick the next candidate": the step tried last, the options, the verdict with its rule.
#[component]
fn PickNext(exercise: NextCandidate, score: RwSignal<Score>) -> impl IntoView {
    let xw = text::exercise_words();
    let ex = StoredValue::new(exercise);
    let (round, bracket, step, current, seed, version) = ex.with_value(|e| {
        (
            e.round,
            e.bracket,
            e.step,
            bsn_pairs(&e.current),
            e.seed,
            e.text,
        )
    });
    let place = format!(
        "{} {round}, {} {}, {} {}",
        match version {
            NextText::Dutch2026 => xw.place[0],
            NextText::Dutch2017 => xw.place_2017,
        },
        xw.place[1],
        bracket + 1,
        xw.place[2],
        step + 1
    );
    let options = ex.with_value(|e| e.options.iter().map(bsn_pairs).collect::<Vec<_>>());
    let judge = Callback::new(move |i: usize| {
        let v = ex.with_value(|e| e.judge(i));
        record(score, v == NextVerdict::Right);
        match v {
            NextVerdict::Right => Judged::right(i, xw.right),
            NextVerdict::Wrong { answer, rule } => Judged {
                answer,
                said: xw.wrong_answer(xw.wrong, answer, None),
                why: rule.map(|r| xw.rule_in(version, r).to_string()),
            },
        }
    });
    // "Explain a round" opens the sample as recorded (2026): no step link
    // for the 2017 exercise, whose brackets are the 2017 rules' own.
    let step_link = (version == NextText::Dutch2026).then(|| {
        super::link::to_hash(super::link::DeepLink::Step {
            round,
            bracket,
            step,
        })
    });
    let own_link = super::link::to_hash(super::link::DeepLink::NextCandidate {
        text: version,
        seed,
    });
    view! {
        <section class="card" data-testid="next-candidate">
            <h2>{xw.next_title}</h2>
            <p class="meta" data-testid="next-place">{place}</p>
            <p class="help">{xw.next_help}</p>
            <p><strong>{xw.tried_last}</strong>" "<span class="mono" data-testid="next-current">{current}</span></p>
            <ChoiceList options id="next" why_id="next-rule" judge/>
            <div class="row">
                {step_link.map(|h| view! { <a class="button-link" data-testid="next-step-link" href=h>{text::w().link_to_step}</a> })}
                <a class="button-link" data-testid="exercise-link" href=own_link>{text::w().link_to_exercise}</a>
            </div>
        </section>
    }
}

/// One exercise: the standings, the pairs task, then the colours task.
#[component]
fn Solve(exercise: Exercise, score: RwSignal<Score>) -> impl IntoView {
    let ex = StoredValue::new(exercise);
    let task = RwSignal::new(Task::Pairs);
    let pairs = RwSignal::new(Vec::<(Tpn, Tpn)>::new());
    let picked = RwSignal::new(None::<Tpn>);
    let whites = RwSignal::new(Vec::<Option<Tpn>>::new());
    let verdict = RwSignal::new(None::<Verdict>);
    let to_pair: Vec<Tpn> = ex.with_value(|e| {
        e.standings
            .iter()
            .filter(|s| s.to_pair)
            .map(|s| s.tpn)
            .collect()
    });
    let to_pair = StoredValue::new(to_pair);
    let unpaired = move || {
        let taken = pairs.get();
        to_pair.with_value(|all| {
            all.iter()
                .copied()
                .filter(|t| !taken.iter().any(|&(a, b)| a == *t || b == *t))
                .collect::<Vec<_>>()
        })
    };
    let record = move |v: &Verdict| record(score, *v == Verdict::Right);
    let check_pairs = move |_: leptos::ev::MouseEvent| {
        let left = unpaired();
        let answer = PairsAnswer {
            pairs: pairs.get_untracked(),
            bye: (left.len() == 1).then(|| left[0]),
        };
        let v = ex.with_value(|e| e.judge_pairs(&answer));
        if let Ok(v) = v {
            record(&v);
            verdict.set(Some(v));
        }
    };
    let check_colours = move |_: leptos::ev::MouseEvent| {
        let answer: Vec<Tpn> = whites.get_untracked().into_iter().flatten().collect();
        let v = ex.with_value(|e| e.judge_colours(&answer));
        if let Ok(v) = v {
            record(&v);
            verdict.set(Some(v));
        }
    };
    let to_colours = move |_: leptos::ev::MouseEvent| {
        let n = ex.with_value(|e| e.pairs_to_colour().len());
        whites.set(vec![None; n]);
        verdict.set(None);
        task.set(Task::Colours);
    };
    let title = ex.with_value(text::exercise_title);
    let system = ex.with_value(|e| e.system);
    let link = ex.with_value(|e| match e.source {
        Source::Generated {
            system,
            seed,
            difficulty,
        } => Some(super::link::to_hash(super::link::DeepLink::Exercise {
            system,
            size: difficulty,
            seed,
        })),
        Source::Sample { round } => Some(super::link::to_hash(
            super::link::DeepLink::SampleExercise { round },
        )),
    });
    let table = ex.with_value(|e| {
        e.standings
            .iter()
            .map(|s| {
                let history = s
                    .history
                    .iter()
                    .map(|h| match h {
                        Some((o, c)) => format!("{o}{}", c.fold("w", "b")),
                        None => "–".into(),
                    })
                    .collect::<Vec<_>>()
                    .join(" ");
                view! {
                    <tr class:absent=!s.to_pair>
                        <td>{s.tpn.to_string()}</td>
                        <td>{s.name.clone()}</td>
                        <td>{s.rating}</td>
                        <td>{text::decimal_points(s.score)}</td>
                        <td class="mono">{history}</td>
                    </tr>
                }
            })
            .collect_view()
    });
    let player_buttons = move || {
        unpaired()
            .into_iter()
            .map(|t| {
                let on = move || picked.get() == Some(t);
                view! {
                    <li>
                        <button class="pair" class:selected=on aria-pressed=move || on().to_string()
                            data-testid="exercise-player" data-tpn=t.to_string()
                            aria-label=text::exercise_pick(t)
                            on:click=move |_| match picked.get_untracked() {
                                None => picked.set(Some(t)),
                                Some(p) if p == t => picked.set(None),
                                Some(p) => {
                                    pairs.update(|v| v.push((p, t)));
                                    picked.set(None);
                                    verdict.set(None);
                                }
                            }>
                            {t.to_string()}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    let made_pairs = move || {
        pairs
            .get()
            .into_iter()
            .enumerate()
            .map(|(k, (a, b))| {
                view! {
                    <li>
                        <button class="pair" data-testid="exercise-pair"
                            aria-label=text::exercise_unpair(a, b)
                            on:click=move |_| {
                                pairs.update(|v| { v.remove(k); });
                                verdict.set(None);
                            }>
                            {format!("{a}–{b}")}
                        </button>
                    </li>
                }
            })
            .collect_view()
    };
    let colour_rows = move || {
        ex.with_value(|e| e.pairs_to_colour())
            .into_iter()
            .enumerate()
            .map(|(k, (a, b))| {
                let choose = move |w: Tpn| {
                    whites.update(|v| {
                        if let Some(x) = v.get_mut(k) {
                            *x = Some(w);
                        }
                    });
                    verdict.set(None);
                };
                let is = move |w: Tpn| whites.with(|v| v.get(k).copied().flatten() == Some(w));
                view! {
                    <li class="row colour-choice">
                        <span class="grow">{format!("{a}–{b}")}</span>
                        <button class:selected=move || is(a) aria-pressed=move || is(a).to_string()
                            data-testid="exercise-white" data-tpn=a.to_string()
                            on:click=move |_| choose(a)>{text::exercise_white(a)}</button>
                        <button class:selected=move || is(b) aria-pressed=move || is(b).to_string()
                            data-testid="exercise-white" data-tpn=b.to_string()
                            on:click=move |_| choose(b)>{text::exercise_white(b)}</button>
                    </li>
                }
            })
            .collect_view()
    };
    let verdict_view = move || {
        verdict.get().map(|v| match v {
            Verdict::Right => view! {
                <p class="notice info verdict-box" role="status" data-testid="exercise-verdict">{text::w().exercise_right}</p>
            }
            .into_any(),
            Verdict::Wrong { findings, answer } => {
                let lines = findings
                    .iter()
                    .map(|f| view! { <li>{text::cat().exercise_finding(system, f)}</li> })
                    .collect_view();
                view! {
                    <div class="notice error verdict-box" role="status" data-testid="exercise-verdict">
                        <p><strong>{text::w().exercise_wrong}</strong></p>
                        <ul class="criteria" data-testid="exercise-findings">{lines}</ul>
                        <p class="meta" data-testid="exercise-answer">{text::exercise_answer(&answer)}</p>
                    </div>
                }
                .into_any()
            }
        })
    };
    view! {
        <section class="card" data-testid="exercise">
            <h2>{title}</h2>
            {link.map(|href| view! {
                <a class="button-link" data-testid="exercise-link" href=href>{text::w().link_to_exercise}</a>
            })}
            <div class="scroll-x" tabindex="0" role="region" aria-label=text::scroll_table(text::w().exercise_standings)>
                <table class="data">
                    <thead>{super::widgets::column_heads(&text::exercise_columns())}</thead>
                    <tbody>{table}</tbody>
                </table>
            </div>
            {move || match task.get() {
                Task::Pairs => view! {
                    <h3>{text::w().exercise_pairs_task}</h3>
                    <p class="help">{text::w().exercise_pairs_help}</p>
                    <ul class="pairs" aria-label=text::w().exercise_to_pair>{player_buttons}</ul>
                    <h3>{text::w().exercise_your_pairs}</h3>
                    <ul class="pairs" data-testid="exercise-pairs">{made_pairs}</ul>
                    <button class="primary" data-testid="exercise-check"
                        disabled=move || { unpaired().len() > 1 }
                        on:click=check_pairs>{text::w().exercise_check}</button>
                    <button data-testid="exercise-to-colours" on:click=to_colours>{text::w().exercise_to_colours}</button>
                }
                .into_any(),
                Task::Colours => view! {
                    <h3>{text::w().exercise_colours_task}</h3>
                    <ul class="colour-list">{colour_rows}</ul>
                    <button class="primary" data-testid="exercise-check-colours"
                        disabled=move || whites.with(|v| v.iter().any(Option::is_none))
                        on:click=check_colours>{text::w().exercise_check}</button>
                }
                .into_any(),
            }}
            {verdict_view}
        </section>
    }
}
