//! hexchess: Gliński's, McCooey's and Shafran's hexagonal chess.
//!
//! - [`rules`]: the pure rules core (geometry, move generation, notation, perft).
//! - [`script`]: sandboxed Lua for variant files and house rules, with hot reload.
//! - [`engine`]: the computer opponent (search, evaluation, levels, background thinking).
//! - [`cli`]: the command-line commands.
#![deny(missing_docs)]

pub mod cli;
pub mod engine;
pub mod rules;
pub mod script;
