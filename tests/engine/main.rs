//! Integration tests of the engine (one test binary, one module per topic).

#[path = "../common/mod.rs"]
mod common;

mod analysis;
mod levels;
mod protocol;
mod search;
mod selfplay_scripts;
mod tactics;
mod win_rules;
