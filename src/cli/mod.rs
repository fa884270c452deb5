//! The command line: `hexchess <command>`. Without a command the desktop app starts.
//!
//! Output is plain text whose last line is the main figure. Bad input gives a one-line error on
//! stderr and exit code 2.

mod rules_cmds;
mod script_cmds;

use clap::{Parser, Subcommand};

/// Every command takes the variant (a built-in name, a name from a `variants/` folder, or a path
/// to a `.lua` file) and a start position.
#[derive(clap::Args, Debug, Clone)]
pub struct PositionArgs {
    /// Variant: glinski, mccooey, shafran, another name from variants/, or a path to a .lua file.
    #[arg(long, default_value = "glinski")]
    pub variant: String,
    /// Start position as a position string (default: the variant's start).
    #[arg(long)]
    pub fen: Option<String>,
}

/// Gliński's, McCooey's and Shafran's hexagonal chess.
#[derive(Parser, Debug)]
#[command(name = "hexchess", version, about)]
pub struct Cli {
    /// What to do; without a command the desktop app starts.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Count leaf nodes of the legal-move tree (with --divide: per root move).
    Perft {
        /// Common position arguments.
        #[command(flatten)]
        pos: PositionArgs,
        /// Depth in plies.
        #[arg(long)]
        depth: u32,
        /// Print each root move with its count.
        #[arg(long)]
        divide: bool,
    },
    /// List the legal moves, one per line in coordinate notation, sorted.
    Moves {
        /// Common position arguments.
        #[command(flatten)]
        pos: PositionArgs,
    },
    /// Play moves and print the resulting position string and game status.
    Play {
        /// Common position arguments.
        #[command(flatten)]
        pos: PositionArgs,
        /// Moves separated by spaces, in coordinate (f5f6) or SAN-style (Nd1f4) notation.
        #[arg(long, default_value = "")]
        moves: String,
    },
    /// Perft from each variant's start; prints nodes per second.
    Bench {
        /// Depth for every variant.
        #[arg(long, default_value_t = 5)]
        depth: u32,
    },
    /// Load a variant or house-rule file in the sandbox and print the effective rules as JSON
    /// (on failure: `file:line: message` on stderr, exit code 2).
    CheckScript {
        /// The .lua file: a variant file (it has a `board` key) or a house-rule script.
        file: std::path::PathBuf,
        /// The variant whose defaults a house-rule script applies over.
        #[arg(long, default_value = "glinski")]
        variant: String,
    },
    /// Print the effective rules of a variant with a directory of house-rule scripts, as one
    /// JSON line (with --watch: one more line per change, until killed).
    Rules {
        /// Variant: glinski, mccooey, shafran, another name from variants/, or a path to a .lua file.
        #[arg(long, default_value = "glinski")]
        variant: String,
        /// The directory of house-rule scripts (all of them are applied, in file-name order).
        #[arg(long, default_value = "scripts")]
        scripts: std::path::PathBuf,
        /// Keep running and print a line each time a script or the variant file changes.
        #[arg(long)]
        watch: bool,
    },
}

/// A failed command: the message for stderr (exit code 2).
#[derive(Debug)]
pub struct CliError(pub String);

impl<E: std::fmt::Display> From<E> for CliError {
    fn from(e: E) -> Self {
        CliError(e.to_string())
    }
}

/// Runs a command, writing to stdout.
///
/// # Errors
/// A [`CliError`] with a one-line message.
pub fn run(command: Command) -> Result<(), CliError> {
    match command {
        Command::Perft { pos, depth, divide } => rules_cmds::perft(&pos, depth, divide),
        Command::Moves { pos } => rules_cmds::moves(&pos),
        Command::Play { pos, moves } => rules_cmds::play(&pos, &moves),
        Command::Bench { depth } => rules_cmds::bench(depth),
        Command::CheckScript { file, variant } => script_cmds::check_script(&file, &variant),
        Command::Rules { variant, scripts, watch } => script_cmds::rules(&variant, &scripts, watch),
    }
}
