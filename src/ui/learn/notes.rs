//! The presenter note of trainer mode (issue 23): the wording of the
//! articles the current step applies, quoted from the seed text of the
//! lesson's system. The passages are fetched from `notes/<system>.json`
//! (copied from `public/notes/` by the build) the first time a note is
//! shown, so the wasm does not carry them; the teaching layer
//! ([`crate::teach::notes`]) says which articles a step applies.

use super::text;
use crate::dutch::context::Criteria;
use crate::teach::notes::{Article, Notes};
use leptos::prelude::*;
use std::sync::Arc;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

thread_local! {
    /// The notes files fetched so far (a system's file is fetched once per page load).
    static LOADED: std::cell::RefCell<Vec<Arc<Notes>>> = const { std::cell::RefCell::new(Vec::new()) };
}

fn js_error(e: wasm_bindgen::JsValue) -> String {
    e.as_string()
        .or_else(|| js_sys::JSON::stringify(&e).ok().and_then(|s| s.as_string()))
        .unwrap_or_else(|| "?".into())
}

async fn fetch_notes(system: &'static str) -> Result<Arc<Notes>, String> {
    if let Some(n) = LOADED.with_borrow(|l| l.iter().find(|n| n.system == system).cloned()) {
        return Ok(n);
    }
    let url = format!("notes/{system}.json");
    let window = web_sys::window().ok_or_else(|| "window".to_string())?;
    let answer = JsFuture::from(window.fetch_with_str(&url))
        .await
        .map_err(js_error)?;
    let answer: web_sys::Response = answer.dyn_into().map_err(js_error)?;
    if !answer.ok() {
        return Err(format!("{url}: HTTP {}", answer.status()));
    }
    let body = JsFuture::from(answer.text().map_err(js_error)?)
        .await
        .map_err(js_error)?;
    let body = body.as_string().ok_or_else(|| format!("{url}: not text"))?;
    let notes = Arc::new(Notes::parse(&body).map_err(|e| format!("{url}: {e}"))?);
    LOADED.with_borrow_mut(|l| l.push(notes.clone()));
    Ok(notes)
}

/// The note of the current step of a text judged by `criteria`: `articles`
/// are what the step applies, in reading order, quoted from that text.
#[component]
pub fn PresenterNote(criteria: Criteria, articles: Signal<Vec<Article>>) -> impl IntoView {
    let ids =
        Signal::derive(move || articles.with(|a| a.iter().map(|a| a.key(criteria)).collect()));
    view! { <PresenterNoteOf system=criteria.system().id() ids/> }
}

/// [`PresenterNote`] by the passages' keys in the notes file (any system).
#[component]
pub fn PresenterNoteOf(system: &'static str, ids: Signal<Vec<String>>) -> impl IntoView {
    let notes: RwSignal<Option<Result<Arc<Notes>, String>>> = RwSignal::new(None);
    leptos::task::spawn_local(async move {
        let r = fetch_notes(system).await;
        notes.set(Some(r));
    });
    let body = move || {
        let w = text::note_words();
        match notes.get() {
            None => view! { <p class="meta">{w.loading}</p> }.into_any(),
            Some(Err(e)) => {
                view! { <p class="notice warn">{text::cat().ui().labelled(w.failed, &e)}</p> }
                    .into_any()
            }
            Some(Ok(n)) => {
                let arts = ids.get();
                let wanted = text::lang().tag();
                let source = text::cat().ui().labelled(w.from_text, &n.text);
                // A text the app has in one language only (the classic
                // texts): said once, in the reader's language, and its
                // passages then go unlabelled.
                let only = (!n.has_language(wanted)).then(|| {
                    let name = n
                        .languages
                        .first()
                        .map(|l| w.language_name(l).unwrap_or(l).to_string())
                        .unwrap_or_default();
                    view! {
                        <p class="meta" data-testid="note-one-language">
                            {text::cat().ui().labelled(w.one_language, &name)}
                        </p>
                    }
                });
                if arts.is_empty() {
                    return view! {
                        <p class="meta">{source}</p>
                        <p data-testid="note-passage">{w.first_candidate}</p>
                    }
                    .into_any();
                }
                let passages = arts
                    .iter()
                    .filter_map(|a| n.passage_of(a, wanted))
                    .map(|p| {
                        let other = (p.language != wanted && n.has_language(wanted)).then(|| {
                            let name = w
                                .language_name(p.language)
                                .unwrap_or(p.language)
                                .to_string();
                            view! { <span class="meta">" (" {w.quoted_in} " " {name} ")"</span> }
                        });
                        let lang_attr = p.language.to_string();
                        view! {
                            <blockquote data-testid="note-passage" lang=lang_attr>
                                {p.text.to_string()}
                                {other}
                            </blockquote>
                        }
                    })
                    .collect_view();
                view! {
                    <p class="meta">{source}</p>
                    {only}
                    {passages}
                }
                .into_any()
            }
        }
    };
    view! {
        <section class="presenter-note" data-testid="presenter-note" aria-label=move || text::note_words().title aria-live="polite">
            <h3>{move || text::note_words().title}</h3>
            {body}
        </section>
    }
}
