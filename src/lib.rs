//! hexchess: Gliński's, McCooey's and Shafran's hexagonal chess.
//!
//! - [`rules`]: the pure rules core (geometry, move generation, notation, perft).
//! - [`script`]: sandboxed Lua for variant files and house rules, with hot reload.
//! - [`lesson`]: lessons for teachers: the Lua lesson file, its check, writer and player.
//! - [`cli`]: the command-line commands.
#![deny(missing_docs)]

pub mod cli;
pub mod lesson;
pub mod rules;
pub mod script;
