//! Integration tests of the Lua layer: sandbox, house rules, hot reload and lessons (one test binary).

#[path = "../common/mod.rs"]
mod common;

mod clock_kinds;
mod hooks;
mod hot_reload;
mod house_rules;
mod lesson_format;
mod lessons;
mod match_rules;
mod sandbox;
mod win_rules;
