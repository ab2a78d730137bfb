//! Labelled form fields bound to a string signal, shared by the forms
//! (new tournament, event settings, add and edit a player). The markup is
//! the one the stylesheet and the end-to-end tests expect:
//! `<label class=…><span>label</span><input name=…></label>`.

use super::text;
use crate::model::SystemKind;
use leptos::prelude::*;

/// The pairing systems an event can choose, as (id, shown name), from the registry.
pub fn system_options() -> Vec<(&'static str, &'static str)> {
    SystemKind::ALL
        .into_iter()
        .map(|k| (k.id(), text::system_name(k)))
        .collect()
}

/// The registry's facts about the system whose id a form field holds.
pub fn chosen(id: &str) -> Option<&'static crate::model::SystemInfo> {
    SystemKind::from_id(id).map(SystemKind::info)
}

/// A form field's text: read as a signal, written through a setter. An
/// `RwSignal<String>` is one; [`field_of`] makes one from a part of a
/// whole form kept in one signal.
#[derive(Clone, Copy)]
pub struct Binding {
    pub get: Signal<String>,
    pub set: SignalSetter<String>,
}

impl From<RwSignal<String>> for Binding {
    fn from(s: RwSignal<String>) -> Binding {
        Binding {
            get: s.into(),
            set: s.into(),
        }
    }
}

/// The text field of the form held in `form` that `read` and `write`
/// reach (the settings form binds its fields so). The read is memoised, so a field
/// only re-renders when its own text changes.
pub fn field_of<F: Send + Sync + 'static>(
    form: RwSignal<F>,
    read: fn(&F) -> &String,
    write: fn(&mut F) -> &mut String,
) -> Binding {
    Binding {
        get: Memo::new(move |_| form.with(|f| read(f).clone())).into(),
        set: SignalSetter::map(move |v| form.update(|f| *write(f) = v)),
    }
}

/// A labelled `<input>` whose value is `value`.
#[component]
pub fn Field(
    label: &'static str,
    /// The input's `name` (forms and tests find it by this).
    name: &'static str,
    #[prop(into)] value: Binding,
    /// The input's `type`.
    #[prop(default = "text")]
    kind: &'static str,
    /// The label's class: `grow` or `narrow` in a `.row`.
    #[prop(default = "grow")]
    class: &'static str,
    #[prop(optional)] inputmode: Option<&'static str>,
    #[prop(optional)] min: Option<&'static str>,
    #[prop(optional)] max: Option<&'static str>,
    #[prop(optional)] maxlength: Option<&'static str>,
    #[prop(optional)] placeholder: Option<&'static str>,
    #[prop(optional)] disabled: bool,
) -> impl IntoView {
    view! {
        <label class=class>
            <span>{label}</span>
            <input
                type=kind
                name=name
                autocomplete="off"
                inputmode=inputmode
                min=min
                max=max
                maxlength=maxlength
                placeholder=placeholder
                disabled=disabled
                prop:value=move || value.get.get()
                on:input=move |ev| value.set.set(event_target_value(&ev))
            />
        </label>
    }
}

/// A labelled `<select>` of `options` (value, shown label) whose value is `value`.
#[component]
pub fn Choice(
    label: &'static str,
    name: &'static str,
    #[prop(into)] value: Binding,
    options: Vec<(&'static str, &'static str)>,
    #[prop(default = "grow")] class: &'static str,
    #[prop(optional)] disabled: bool,
) -> impl IntoView {
    view! {
        <label class=class>
            <span>{label}</span>
            <select
                name=name
                disabled=disabled
                on:change=move |ev| value.set.set(event_target_value(&ev))
                prop:value=move || value.get.get()
            >
                {options
                    .into_iter()
                    .map(|(v, shown)| view! { <option value=v>{shown}</option> })
                    .collect_view()}
            </select>
        </label>
    }
}
