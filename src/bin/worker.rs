//! The app's pairing worker (a Web Worker, built by Trunk from index.html's
//! `data-type="worker"` link): pairs rounds sent by the page, off its thread
//! (see `pocket_arbiter::ui::worker`).

fn main() {
    #[cfg(target_arch = "wasm32")]
    pocket_arbiter::ui::worker::serve();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("the pairing worker runs in a browser, started by the web app");
}
