//! hexchess: Gliński's, McCooey's and Shafran's hexagonal chess.
//!
//! - [`rules`]: the pure rules core (geometry, move generation, notation, perft).
//! - [`script`]: sandboxed Lua for variant files and house rules, with hot reload.
//! - [`clock`]: the chess clock (pure, with an injectable time source).
//! - [`sound`]: synthesised sound effects, played through ALSA loaded at run time.
//! - [`lesson`]: lessons for teachers: the Lua lesson file, its check, writer and player.
//! - [`cli`]: the command-line commands.
#![deny(missing_docs)]

pub mod cli;
pub mod clock;
pub mod lesson;
pub mod rules;
pub mod script;
pub mod sound;
