//! Integration tests of the rules core (one test binary, one module per topic).

#[path = "../common/mod.rs"]
mod common;

mod disagreements;
mod game;
mod geometry;
mod notation;
mod perft;
mod properties;
mod reference_movegen;
mod setup;
mod win;
