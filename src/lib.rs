//! hexchess: Gliński's, McCooey's and Shafran's hexagonal chess.
//!
//! - [`rules`]: the pure rules core (geometry, move generation, notation, perft).
//! - [`script`]: sandboxed Lua for variant files and house rules, with hot reload.
//! - [`record`]: game records (PGN-style text), reading, writing and replaying them.
//! - [`storage`]: atomic file writes, moving corrupt files aside, the data and config folders.
//! - [`autosave`]: the game in progress, saved after every move and offered for resuming.
//! - [`cli`]: the command-line commands.
#![deny(missing_docs)]

pub mod autosave;
pub mod cli;
pub mod record;
pub mod rules;
pub mod script;
pub mod storage;
