//! hexchess: Gliński's, McCooey's and Shafran's hexagonal chess.
//!
//! - [`rules`]: the pure rules core (geometry, move generation, notation, perft).
//! - [`script`]: sandboxed Lua for variant files and house rules, with hot reload.
//! - [`clock`]: the chess clock (pure, with an injectable time source).
//! - [`sound`]: synthesised sound effects, played through ALSA loaded at run time.
//! - [`lesson`]: lessons for teachers: the Lua lesson file, its check, writer and player.
//! - [`record`]: game records (PGN-style text), reading, writing and replaying them.
//! - [`storage`]: atomic file writes, moving corrupt files aside, the data and config folders.
//! - [`autosave`]: the game in progress, saved after every move and offered for resuming.
//! - [`engine`]: the computer opponent (search, evaluation, levels, background thinking).
//! - [`analysis`]: game analysis: every move judged by the engine, annotated records.
//! - [`puzzle`]: puzzles: the files, the generator and verifier, the trainer's ratings.
//! - [`online`]: online play between two homes over iroh, every move checked by the rules core.
//! - [`cli`]: the command-line commands.
//! - [`gui`]: the hot-seat desktop app.
#![deny(missing_docs)]

pub mod analysis;
pub mod autosave;
pub mod cli;
pub mod clock;
pub mod course;
pub mod engine;
pub mod gui;
pub mod lesson;
pub mod online;
pub mod puzzle;
pub mod record;
pub mod rules;
pub mod script;
pub mod sound;
pub mod storage;
