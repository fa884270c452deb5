//! Integration tests of the engine (one test binary, one module per topic).

mod levels;
mod protocol;
mod search;
mod selfplay_scripts;
mod tactics;
