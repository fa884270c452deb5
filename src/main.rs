//! The `hexchess` binary: the desktop app, or a command-line tool when given a command.

use clap::Parser;
use hexchess::cli::{Cli, run};

fn main() {
    let cli = Cli::parse();
    let Some(command) = cli.command else {
        eprintln!("hexchess: the desktop app is not built yet; see --help for the commands");
        std::process::exit(2);
    };
    if let Err(e) = run(command) {
        eprintln!("hexchess: {}", e.0);
        std::process::exit(2);
    }
}
