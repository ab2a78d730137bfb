//! The Learn page's wasm module (issue 17, download size), built by Trunk
//! from index.html's third `rel="rust"` link and fetched by the app only
//! when Learn opens (`pocket_arbiter::ui::learn_loader`). It exports the
//! two calls the app makes, `mount` and `unmount`
//! (`pocket_arbiter::ui::learn_module`).

#[cfg(target_arch = "wasm32")]
mod exports {
    use wasm_bindgen::prelude::wasm_bindgen;

    /// Draws the Learn page into `host` (see `ui::learn_module::mount`).
    #[wasm_bindgen]
    pub fn mount(host: web_sys::HtmlElement, id: u32, lang: String, scratch: Option<String>) {
        pocket_arbiter::ui::learn_module::mount(host, id, &lang, scratch);
    }

    /// Unmounts the Learn page mounted as `id`.
    #[wasm_bindgen]
    pub fn unmount(id: u32) {
        pocket_arbiter::ui::learn_module::unmount(id);
    }
}

fn main() {
    // Run by wasm-bindgen's start when the app instantiates the module.
    #[cfg(target_arch = "wasm32")]
    console_error_panic_hook::set_once();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("the Learn page's module runs in a browser, loaded by the web app");
}
