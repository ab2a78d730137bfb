//! Files in and out of the browser: saving a backup to the downloads,
//! reading a chosen file.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Offers `contents` as a download named `filename` (JSON).
pub fn download(filename: &str, contents: &str) -> Result<(), JsValue> {
    download_as(filename, contents, "application/json")
}

/// Offers `contents` as a download named `filename` of type `mime`.
pub fn download_as(filename: &str, contents: &str, mime: &str) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let body = document.body().ok_or("no body")?;
    let parts = js_sys::Array::of1(&JsValue::from_str(contents));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob)?;
    let link: web_sys::HtmlAnchorElement = document.create_element("a")?.dyn_into()?;
    link.set_href(&url);
    link.set_download(filename);
    body.append_child(&link)?;
    link.click();
    link.remove();
    // Revoking at once can cancel the download in some browsers.
    leptos::prelude::set_timeout(
        move || {
            let _ = web_sys::Url::revoke_object_url(&url);
        },
        std::time::Duration::from_secs(30),
    );
    Ok(())
}

/// The text of a file the user chose.
pub async fn read_text(file: web_sys::File) -> Result<String, JsValue> {
    let value = JsFuture::from(file.text()).await?;
    value.as_string().ok_or_else(|| "not text".into())
}

/// Today's date as `YYYY-MM-DD` (UTC), for file names.
pub fn today() -> String {
    let iso = String::from(js_sys::Date::new_0().to_iso_string());
    iso.get(..10).unwrap_or("backup").to_owned()
}

/// A file-name-safe version of a tournament name.
pub fn slug(name: &str) -> String {
    let mut out = String::new();
    for c in name.chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    let out = out.trim_end_matches('-');
    if out.is_empty() {
        "tournament".into()
    } else {
        out.chars().take(40).collect()
    }
}

/// A card that exports to a file and imports a chosen file: the backup
/// panel and the TRF panel. `on_export` makes and offers the file;
/// `on_file` receives the chosen file's name and text (a file that cannot
/// be read as text is reported here).
#[leptos::component]
pub fn ExportImportCard(
    title: &'static str,
    help: &'static str,
    export_label: &'static str,
    export_testid: &'static str,
    #[prop(into)] can_export: leptos::prelude::Signal<bool>,
    on_export: leptos::prelude::Callback<()>,
    import_label: &'static str,
    /// The file input's `accept` list.
    accept: &'static str,
    import_testid: &'static str,
    on_file: leptos::prelude::Callback<(String, String)>,
) -> impl leptos::prelude::IntoView {
    use leptos::prelude::*;
    let state = super::state::AppState::get();
    let import = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|list| list.get(0)) else {
            return;
        };
        // Lets the same file be chosen again after a fix.
        input.set_value("");
        let name = file.name();
        leptos::task::spawn_local(async move {
            match read_text(file).await {
                Ok(contents) => on_file.run((name, contents)),
                Err(_) => state.error(super::text::w().read_file_failed.into()),
            }
        });
    };
    view! {
        <section class="card no-print">
            <h2>{title}</h2>
            <p class="help">{help}</p>
            <div class="row">
                <button
                    on:click=move |_| on_export.run(())
                    disabled=move || !can_export.get()
                    data-testid=export_testid
                >
                    {export_label}
                </button>
                <label class="button">
                    {import_label}
                    <input
                        type="file"
                        accept=accept
                        class="visually-hidden"
                        data-testid=import_testid
                        on:change=import
                    />
                </label>
            </div>
        </section>
    }
}

/// A time in milliseconds since 1970 in the browser's time zone, written
/// as the current language writes dates (the tournament list's "last
/// backup", the change log, the rating list's import).
pub fn local_time(ms: u64) -> String {
    let d = js_sys::Date::new(&JsValue::from_f64(ms as f64));
    super::text::date_time(
        d.get_full_year(),
        d.get_month() + 1,
        d.get_date(),
        d.get_hours(),
        d.get_minutes(),
    )
}
