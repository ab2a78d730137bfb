//! The `pocket-arbiter` command line.

fn main() {
    eprintln!("pocket-arbiter: subcommands arrive with the TRF and engine work");
    std::process::exit(2);
}
