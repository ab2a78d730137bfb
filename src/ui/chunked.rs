//! A long table drawn a slice at a time (issue 17: no main-thread task over
//! 100 ms): the first [`CHUNK`] rows with the page, each next slice in a
//! task of its own (a zero-delay timer), so the page answers taps and
//! scrolls between slices and every row is there a moment later. The rows
//! are the same as when drawn at once (reading, tapping); printing (the
//! page's Print or the browser's) first draws every slice left
//! (`beforeprint`), so the whole table is printed.

use leptos::prelude::*;
use std::time::Duration;

/// Rows drawn per task: a slice of the standings takes well under 100 ms
/// (tests/e2e/compute.mjs measures it on 1,500 players).
pub const CHUNK: usize = 20;

/// Rows `0..n` of a table body, `row(i)` each, drawn [`CHUNK`] at a time.
/// A table of one slice is drawn with the page; a longer one from the next
/// task on, so that its first slice does not add to the task that builds
/// the page around it.
pub fn rows<V: IntoView + 'static>(
    n: usize,
    row: impl Fn(usize) -> V + Send + Sync + Clone + 'static,
) -> impl IntoView {
    let slices = n.div_ceil(CHUNK);
    let drawn = RwSignal::new(if slices > 1 { 0 } else { slices });
    more(drawn, slices);
    let print = window_event_listener_untyped("beforeprint", move |_| {
        drawn.try_set(slices);
    });
    on_cleanup(move || print.remove());
    view! {
        <For
            each=move || 0..drawn.get()
            key=|k| *k
            children=move |k| (k * CHUNK..n.min((k + 1) * CHUNK)).map(row.clone()).collect_view()
        />
    }
}

/// Draws the next slice in a task of its own, until all `slices` are
/// drawn or the table is gone.
fn more(drawn: RwSignal<usize>, slices: usize) {
    if drawn.try_get_untracked().is_some_and(|d| d < slices) {
        set_timeout(
            move || {
                if drawn.try_update(|d| *d += 1).is_some() {
                    more(drawn, slices);
                }
            },
            Duration::ZERO,
        );
    }
}

/// `view()` drawn in a task after the current one (a part of the page below
/// the fold that need not cost the first task).
pub fn later<V: IntoView + 'static>(view: impl Fn() -> V + Send + Sync + 'static) -> impl IntoView {
    let shown = RwSignal::new(false);
    set_timeout(
        move || {
            shown.try_set(true);
        },
        Duration::ZERO,
    );
    move || shown.get().then(&view)
}
