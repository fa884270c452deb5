//! The command line: `hexchess <command>`. Without a command the desktop app starts.
//!
//! Output is plain text whose last line is the main figure. Bad input gives a one-line error on
//! stderr and exit code 2.

mod analyse_cmds;
mod course_cmds;
mod engine_cmds;
mod engine_command_error;
mod engine_protocol;
mod error;
mod hook_notes;
mod lesson_cmds;
mod online_cmds;
mod online_ping;
mod puzzle_check;
mod puzzle_cmds;
mod record_cmds;
mod rule_args;
mod rules_cmds;
mod script_cmds;
mod sound_cmds;

pub use analyse_cmds::AnalyseArgs;
pub use course_cmds::CourseCommand;
pub use engine_cmds::{SearchArgs, SelfplayArgs};
pub use error::{CliError, MoveArgProblem};
pub use lesson_cmds::LessonCommand;
pub use online_cmds::{HostArgs, JoinArgs, OnlineCommand, PlayerArgs};
pub use puzzle_cmds::PuzzleCommand;
pub use rule_args::RuleArgs;

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
        /// Rules in force (a custom ending is named on the status line, e.g. `three checks 1-0`).
        #[command(flatten)]
        rules: RuleArgs,
    },
    /// Perft from each variant's start; prints nodes per second.
    Bench {
        /// Depth for every variant.
        #[arg(long, default_value_t = 5)]
        depth: u32,
    },
    /// Play every sound once; report whether a sound device was found and the start-up cost.
    SoundCheck {
        /// ALSA device to play on instead of the default (e.g. `null`).
        #[arg(long)]
        device: Option<String>,
        /// Also write each sound as a WAV file into this folder.
        #[arg(long)]
        wav_dir: Option<std::path::PathBuf>,
        /// The ALSA library file to load (for measuring the no-library case).
        #[arg(long, hide = true)]
        library: Option<String>,
    },
    /// Work with lesson files.
    Lesson {
        /// What to do.
        #[command(subcommand)]
        command: LessonCommand,
    },
    /// Work with the course on the rules.
    Course {
        /// What to do.
        #[command(subcommand)]
        command: CourseCommand,
    },
    /// Replay every game of a record file; one line per game, then the totals (exit 2 if any failed).
    Replay {
        /// The record file (PGN-style text).
        file: std::path::PathBuf,
        /// Piece letters of the record: auto (English, else the first language whose letters
        /// replay the game, with a warning), en (K Q R B N), hu (K V B F H), pl (K H W G S),
        /// de (K D T L S) or ru (Кр Ф Л С К).
        #[arg(long, default_value = "auto")]
        letters: String,
        /// Reject a move with a mistyped to-cell instead of repairing it.
        #[arg(long)]
        strict: bool,
        /// A folder of house-rule scripts: their rules judge each game's end, and their hooks run
        /// after each move (a hook's ending is named on the game's line).
        #[arg(long)]
        scripts: Option<std::path::PathBuf>,
    },
    /// Analyse every move of a record with the engine: print it annotated ([%eval], ?!, ?, ??,
    /// the better move as a variation) with a summary per player.
    Analyse(AnalyseArgs),
    /// Play a friend online: host a game (prints the invite) or join one.
    Online {
        /// Host or join.
        #[command(subcommand)]
        command: OnlineCommand,
    },
    /// Generate puzzles with the engine, verify a puzzle file again, or refresh its themes and ratings.
    Puzzles {
        /// Generate or check.
        #[command(subcommand)]
        command: PuzzleCommand,
    },
    /// Test aid: play moves, autosaving after each (prints `saved N`).
    #[command(hide = true)]
    AutosaveDrill {
        /// The folder for the autosave.
        #[arg(long)]
        dir: std::path::PathBuf,
        /// Variant name or file.
        #[arg(long, default_value = "glinski")]
        variant: String,
        /// Moves separated by spaces.
        #[arg(long)]
        moves: String,
        /// Pause after each save, in milliseconds.
        #[arg(long, default_value_t = 0)]
        delay_ms: u64,
    },
    /// Search the position; prints info lines, then the best move on the last line.
    Bestmove {
        /// Common position arguments.
        #[command(flatten)]
        pos: PositionArgs,
        /// Search limits and level.
        #[command(flatten)]
        search: SearchArgs,
        /// Rules in force.
        #[command(flatten)]
        rules: RuleArgs,
        /// Moves played from the position first (their positions count for repetitions).
        #[arg(long, default_value = "")]
        moves: String,
    },
    /// Speak the engine protocol on stdin and stdout (see docs/engine-protocol.md).
    Engine,
    /// Play the engine against itself and print the score.
    Selfplay {
        /// Common position arguments.
        #[command(flatten)]
        pos: PositionArgs,
        /// Match settings.
        #[command(flatten)]
        args: SelfplayArgs,
        /// Rules in force.
        #[command(flatten)]
        rules: RuleArgs,
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

/// Runs a command, writing to stdout.
///
/// # Errors
/// A [`CliError`] with a one-line message.
pub fn run(command: Command) -> Result<(), CliError> {
    match command {
        Command::Perft { pos, depth, divide } => rules_cmds::perft(&pos, depth, divide),
        Command::Moves { pos } => rules_cmds::moves(&pos),
        Command::Play { pos, moves, rules } => rules_cmds::play(&pos, &moves, &rules),
        Command::Bench { depth } => rules_cmds::bench(depth),
        Command::SoundCheck { device, wav_dir, library } => {
            sound_cmds::sound_check(device.as_deref(), library.as_deref(), wav_dir.as_deref())
        }
        Command::Lesson { command } => lesson_cmds::run(command),
        Command::Course { command } => course_cmds::run(command),
        Command::Replay { file, letters, strict, scripts } => {
            record_cmds::replay(&file, &letters, strict, scripts.as_deref())
        }
        Command::Analyse(args) => analyse_cmds::analyse(&args),
        Command::Online { command } => online_cmds::run(command),
        Command::Puzzles { command } => puzzle_cmds::run(command),
        Command::AutosaveDrill { dir, variant, moves, delay_ms } => {
            record_cmds::autosave_drill(&dir, &variant, &moves, delay_ms)
        }
        Command::Bestmove { pos, search, rules, moves } => engine_cmds::bestmove(&pos, &search, &rules, &moves),
        Command::Engine => engine_protocol::run(),
        Command::Selfplay { pos, args, rules } => engine_cmds::selfplay(&pos, &args, &rules),
        Command::CheckScript { file, variant } => script_cmds::check_script(&file, &variant),
        Command::Rules { variant, scripts, watch } => script_cmds::rules(&variant, &scripts, watch),
    }
}
