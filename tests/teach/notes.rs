//! Presenter notes (issue 23): every article a trace step can name has its
//! passage, in each language of the seed, and every passage is the seed's
//! own wording (a substring of `../shared/seeds/<seed>`, white space
//! collapsed), so the notes can never drift from the texts.

use pocket_arbiter::dutch::context::Criteria;
use pocket_arbiter::dutch::criterion::Criterion;
use pocket_arbiter::teach::notes::{collapse_space, step_articles, Article, Notes, PIECES};
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

/// The texts whose traces are stepped in the app (each by its criteria),
/// and the articles each can name.
fn stepped_systems() -> Vec<(&'static str, Criteria, Vec<Article>)> {
    [Criteria::Dutch2026, Criteria::Dutch2017]
        .into_iter()
        .map(|c| (c.system().id(), c, Article::all()))
        .collect()
}

#[test]
fn every_article_a_trace_can_name_has_a_passage_in_every_language_of_its_seed() {
    let files = every_notes_file();
    for (system, criteria, articles) in stepped_systems() {
        let (path, notes) = files
            .iter()
            .find(|(_, n)| n.system == system)
            .unwrap_or_else(|| panic!("no notes file for {system}"));
        assert!(!notes.languages.is_empty(), "{}", path.display());
        for a in &articles {
            for l in &notes.languages {
                let p = notes
                    .passage(*a, criteria, l)
                    .unwrap_or_else(|| panic!("{system}: no passage for {}", a.key(criteria)));
                assert_eq!(
                    p.language,
                    l,
                    "{system}: {} has no {l} passage",
                    a.key(criteria)
                );
                assert!(!p.text.is_empty());
            }
        }
        // No passage that no step can name (a stale key would hide a renamed one).
        let ids: BTreeSet<String> = articles.iter().map(|a| a.key(criteria)).collect();
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
                // A passage interleaved with the other language in the
                // seed's two columns is quoted as its own pieces.
                for piece in text.split(PIECES) {
                    assert!(
                        seed.contains(piece),
                        "{}: passage {id} ({l}) is not in {}: {piece}",
                        path.display(),
                        notes.seed
                    );
                }
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
                let p = notes
                    .passage(Article::Criterion(c), Criteria::Dutch2026, l)
                    .expect("passage");
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

/// The 2017 text (seed 000): each criterion's passage opens with the
/// criterion's own number as the text prints it (the French "C1." and "C9"
/// are the seed's own misprints of C.1 and C.9), and the 2017 steps of
/// the committed 2017 sample name only articles that have a passage in
/// both languages of the seed.
#[test]
fn the_2017_notes_quote_the_2017_text_for_every_step() {
    use pocket_arbiter::model::SystemKind;
    use pocket_arbiter::trf::read_str;
    let files = every_notes_file();
    let (_, notes) = files
        .iter()
        .find(|(_, n)| n.system == "dutch-2017")
        .expect("public/notes/dutch-2017.json");
    let c = Criteria::Dutch2017;
    for criterion in Criterion::ALL {
        let key = Article::Criterion(criterion).key(c);
        for l in &notes.languages {
            let p = notes.passage_of(&key, l).expect("passage");
            let printed = match (l.as_str(), key.as_str()) {
                ("fr", "C.1") => "C1.".to_string(),
                ("fr", "C.9") => "C9".to_string(),
                _ => key.clone(),
            };
            assert!(p.text.starts_with(&printed), "{key} {l}: {}", p.text);
        }
    }
    let dir = repo().join("tests/data/corpus/dutch-2017");
    let (mut steps, mut keys) = (0, BTreeSet::new());
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("2017 sample")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "trf"))
        .collect();
    entries.sort();
    for f in entries.iter().take(4) {
        let mut t = read_str(&std::fs::read_to_string(f).expect("read"))
            .expect("trf")
            .tournament;
        t.system = SystemKind::Dutch2017;
        for r in t.complete_rounds() {
            let s = RoundStudy::new(&t, r).expect("round");
            for b in s.brackets() {
                let study = s.open_bracket(b.index, BRACKET_BUDGET).expect("bracket");
                assert_eq!(study.judge.criteria(), c);
                for step in &study.steps {
                    for a in step_articles(step) {
                        let key = a.key(c);
                        for l in ["en", "fr"] {
                            let p = notes.passage(a, c, l).expect("a passage");
                            assert_eq!(p.language, l, "{key} has no {l} passage");
                        }
                        keys.insert(key);
                    }
                    steps += 1;
                }
            }
        }
    }
    // The walk meets the 2017 procedure's own numbers, not 2026's.
    assert!(steps > 20, "{steps} steps");
    assert!(keys.contains("D.1") && keys.contains("B.4"), "{keys:?}");
    assert!(
        keys.iter()
            .all(|k| !k.starts_with("3.") && !k.starts_with("4.")),
        "{keys:?}"
    );
}
