//! Integration tests of command-line tools that have no other home (one test binary).

mod rules;
mod sound;
