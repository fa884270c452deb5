//! Integration tests of game records (one test binary, one module per topic).

#[path = "../common/mod.rs"]
mod common;

mod fuzz;
mod games;
mod real_world;
mod roundtrip;
mod sigkill;
mod win_rules;
