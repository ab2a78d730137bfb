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

/// A labelled `<input>` whose value is `value`.
#[component]
pub fn Field(
    label: &'static str,
    /// The input's `name` (forms and tests find it by this).
    name: &'static str,
    value: RwSignal<String>,
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
                disabled=disabled
                prop:value=move || value.get()
                on:input=move |ev| value.set(event_target_value(&ev))
            />
        </label>
    }
}

/// A labelled `<select>` of `options` (value, shown label) whose value is `value`.
#[component]
pub fn Choice(
    label: &'static str,
    name: &'static str,
    value: RwSignal<String>,
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
                on:change=move |ev| value.set(event_target_value(&ev))
                prop:value=move || value.get()
            >
                {options
                    .into_iter()
                    .map(|(v, shown)| view! { <option value=v>{shown}</option> })
                    .collect_view()}
            </select>
        </label>
    }
}
