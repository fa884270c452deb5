//! Integration tests of game records (one test binary, one module per topic).

mod fuzz;
mod games;
mod roundtrip;
mod sigkill;
