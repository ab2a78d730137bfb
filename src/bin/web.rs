//! Entry point of the web app (built by Trunk for wasm32).

fn main() {
    #[cfg(not(target_arch = "wasm32"))]
    eprintln!("the web app runs in a browser: see README (trunk serve)");
}
