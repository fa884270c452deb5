//! Integration tests of the Lua layer: sandbox, house rules, hot reload and lessons (one test binary).

mod hot_reload;
mod house_rules;
mod lesson_format;
mod lessons;
mod sandbox;
