//! Entry point of the web app (built by Trunk for wasm32; see index.html).

fn main() {
    #[cfg(target_arch = "wasm32")]
    pocket_arbiter::ui::start();
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("the web app runs in a browser: `bash .ci/serve`, then open http://127.0.0.1:8080");
}
