//! hexchess: Gliński's, McCooey's and Shafran's hexagonal chess.
//!
//! - [`rules`]: the pure rules core (geometry, move generation, notation, perft).
//! - [`script`]: sandboxed Lua for variant files and house rules, with hot reload.
//! - [`cli`]: the command-line commands.
//! - [`gui`]: the hot-seat desktop app.
#![deny(missing_docs)]

pub mod cli;
pub mod gui;
pub mod rules;
pub mod script;
