//! The `pocket-arbiter` command line (native only; see `pocket_arbiter::cli`).

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    let mut out = std::io::stdout().lock();
    let mut err = std::io::stderr().lock();
    let code = pocket_arbiter::cli::run(std::env::args_os(), &mut out, &mut err);
    std::process::exit(code);
}

#[cfg(target_arch = "wasm32")]
fn main() {}
