//! Integration tests of command-line tools that have no other home (one test binary).

#[path = "../common/mod.rs"]
mod common;

mod analyse;
mod course;
mod match_rules;
mod online;
mod puzzles;
mod replay;
mod rules;
mod sound;
mod win_rules;
