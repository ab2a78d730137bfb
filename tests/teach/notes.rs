//! Presenter notes (issue 23): every article a trace step can name has its
//! passage, in each language of the seed, and every passage is the seed's
//! own wording (a substring of `../shared/seeds/<seed>`, white space
//! collapsed), so the notes can never drift from the texts.

use pocket_arbiter::dutch::criterion::Criterion;
use pocket_arbiter::teach::notes::{collapse_space, step_articles, Article, Notes};
use pocket_arbiter::teach::study::{sample_tournament, RoundStudy, StepKind, BRACKET_BUDGET};
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Every notes file in `public/notes/`, read.
fn every_notes_file() -> Vec<(PathBuf, Notes)> {
    let dir = repo().join("public/notes");
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).expect("public/notes") {
        let path = entry.expect("entry").path();
        if path.extension().is_some_and(|e| e == "json") {
            let text = std::fs::read_to_string(&path).expect("read");
            let notes = Notes::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            out.push((path, notes));
        }
    }
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out
}

/// The systems whose traces are stepped in the app, and the articles each can name.
fn stepped_systems() -> Vec<(&'static str, Vec<Article>)> {
    vec![("dutch-2026", Article::all())]
}

#[test]
fn every_article_a_trace_can_name_has_a_passage_in_every_language_of_its_seed() {
    let files = every_notes_file();
    for (system, articles) in stepped_systems() {
        let (path, notes) = files
            .iter()
            .find(|(_, n)| n.system == system)
            .unwrap_or_else(|| panic!("no notes file for {system}"));
        assert!(!notes.languages.is_empty(), "{}", path.display());
        for a in &articles {
            for l in &notes.languages {
                let p = notes
                    .passage(*a, l)
                    .unwrap_or_else(|| panic!("{system}: no passage for {}", a.id()));
                assert_eq!(p.language, l, "{system}: {} has no {l} passage", a.id());
                assert!(!p.text.is_empty());
            }
        }
        // No passage that no step can name (a stale key would hide a renamed one).
        let ids: BTreeSet<String> = articles.iter().map(|a| a.id()).collect();
        for key in notes.passages.keys() {
            assert!(ids.contains(key), "{system}: passage {key} is never shown");
        }
    }
}

#[test]
fn every_passage_is_in_its_seed_text() {
    let seeds = repo().join("../shared/seeds");
    if !seeds.is_dir() {
        println!("shared seeds not found at {}: skipped", seeds.display());
        return;
    }
    let mut checked = 0;
    for (path, notes) in every_notes_file() {
        let seed = std::fs::read_to_string(seeds.join(&notes.seed))
            .unwrap_or_else(|e| panic!("{}: seed {}: {e}", path.display(), notes.seed));
        let seed = collapse_space(&seed);
        for (id, by_language) in &notes.passages {
            for (l, text) in by_language {
                assert!(
                    seed.contains(text.as_str()),
                    "{}: passage {id} ({l}) is not in {}: {text}",
                    path.display(),
                    notes.seed
                );
                // Each passage opens with its own article's number.
                assert!(text.len() > 20, "{id} ({l}) too short");
                checked += 1;
            }
        }
    }
    assert!(checked >= 2 * 26, "{checked} passages checked");
}

#[test]
fn a_criterion_passage_quotes_that_criterion() {
    for (_, notes) in every_notes_file()
        .iter()
        .filter(|(_, n)| n.system == "dutch-2026")
    {
        for c in Criterion::ALL {
            for l in &notes.languages {
                let p = notes.passage(Article::Criterion(c), l).expect("passage");
                // The handbook numbers each criterion "2.4.7 [C12]" (English) / "2.4.7. [C12]" (French).
                let tag = format!("[C{}]", c.number());
                assert!(p.text.contains(&tag), "{tag} {l}: {}", p.text);
                assert!(p.text.starts_with(c.article()), "{tag} {l}: {}", p.text);
            }
        }
    }
}

/// On the sample's 9 rounds, each step names the articles the text applies:
/// the first candidate no alteration (art. 3.3, the original subgroups), a
/// later one the alteration that made it, the criteria of its outcome, and
/// art. 3.4.1 / 3.8.1 when it is perfect / the best so far.
#[test]
fn the_sample_steps_name_their_articles() {
    let t = sample_tournament().expect("sample");
    let mut seen = BTreeSet::new();
    for round in 1..=t.rounds_paired() {
        let s = RoundStudy::new(&t, round).expect("round");
        for b in s.brackets() {
            let b = s.open_bracket(b.index, BRACKET_BUDGET).expect("bracket");
            for (i, step) in b.steps.iter().enumerate() {
                let arts = step_articles(step);
                seen.extend(arts.iter().copied());
                let alteration = arts.iter().any(|a| {
                    matches!(
                        a,
                        Article::Transposition | Article::Exchange | Article::NextMdpSet
                    )
                });
                if i == 0 && step.first == 0 {
                    assert!(!alteration, "round {round}: first candidate {arts:?}");
                } else if step.first > 0 {
                    assert!(
                        alteration,
                        "round {round} step {i}: {:?} {arts:?}",
                        step.alteration
                    );
                }
                if step.alteration.exchange > 0 && step.alteration.transposition == 0 {
                    assert!(arts.contains(&Article::Exchange));
                }
                assert_eq!(
                    arts.contains(&Article::Perfect),
                    step.kind == StepKind::Perfect
                );
                if step.kind == StepKind::Illegal {
                    assert!(arts.iter().any(|a| matches!(
                        a,
                        Article::Criterion(
                            Criterion::C1NoRematch | Criterion::C3AbsolutePreferences
                        )
                    )));
                }
            }
        }
    }
    // The sample shows transpositions, perfect candidates and broken criteria.
    assert!(seen.contains(&Article::Transposition), "{seen:?}");
    assert!(seen.contains(&Article::Perfect), "{seen:?}");
    assert!(
        seen.contains(&Article::Criterion(Criterion::C1NoRematch)),
        "{seen:?}"
    );
}
