//! Files in and out of the browser: saving a backup to the downloads,
//! reading a chosen file.

use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;

/// Offers `contents` as a download named `filename` (JSON).
pub fn download(filename: &str, contents: &str) -> Result<(), JsValue> {
    let window = web_sys::window().ok_or("no window")?;
    let document = window.document().ok_or("no document")?;
    let body = document.body().ok_or("no body")?;
    let parts = js_sys::Array::of1(&JsValue::from_str(contents));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type("application/json");
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
