//! The `hexchess` binary: the desktop app, or a command-line tool when given a command.

use clap::Parser;
use hexchess::cli::{Cli, run};

fn main() {
    let cli = Cli::parse();
    let Some(command) = cli.command else {
        if let Err(e) = hexchess::gui::run() {
            eprintln!("hexchess: {e}");
            std::process::exit(2);
        }
        return;
    };
    if let Err(e) = run(command) {
        eprintln!("hexchess: {e}");
        std::process::exit(2);
    }
}
