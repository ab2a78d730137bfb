//! Every command and argument of the command line has its help in each
//! language that words the help (`CliWords::cli_help`), and no help is
//! left over for an argument that no longer exists.

use super::Cli;
use crate::lang::Lang;
use clap::CommandFactory;

/// Every help path of the command line: `""`, `pair`, `pair.system`, …
fn paths(cmd: &clap::Command, path: &str, out: &mut Vec<String>) {
    out.push(path.to_owned());
    for a in cmd.get_arguments() {
        let id = a.get_id().as_str();
        // clap's own flags; a global argument has its help once, at the top
        if id == "help" || id == "version" || (a.is_global_set() && !path.is_empty()) {
            continue;
        }
        out.push(if path.is_empty() {
            id.to_owned()
        } else {
            format!("{path}.{id}")
        });
    }
    // clap's `help pair`, `help check`… are clap's, not commands of their own
    if path == "help" {
        return;
    }
    for s in cmd.get_subcommands() {
        let p = if path.is_empty() {
            s.get_name().to_owned()
        } else {
            format!("{path}.{}", s.get_name())
        };
        paths(s, &p, out);
    }
}

#[test]
fn every_command_and_argument_has_its_french_help() {
    let mut cmd = Cli::command();
    cmd.build();
    let mut all = Vec::new();
    paths(&cmd, "", &mut all);
    for l in Lang::ALL {
        let w = l.catalogue();
        if w.cli_help("").is_none() {
            continue; // clap's command as written (English)
        }
        let missing: Vec<&String> = all.iter().filter(|p| w.cli_help(p).is_none()).collect();
        assert!(missing.is_empty(), "{l:?}: no help for {missing:?}");
    }
    let extra: Vec<&str> = crate::lang::fr::cli_help_paths()
        .into_iter()
        .filter(|p| !all.iter().any(|a| a == p))
        .collect();
    assert!(extra.is_empty(), "French help for nothing: {extra:?}");
}
