//! The one way to run a Lua file: [`run_lua`] opens a fresh, locked-down Lua 5.4 state on a
//! watched thread and lends it to the caller's reader. Every load gets all four guards: a memory
//! cap, an instruction budget and a wall-clock limit per chunk or call (the [`Limits`]), and the
//! watchdog's hard deadline ([`HARD_DEADLINE`]) for the whole load. A [`Sandbox`] cannot be made
//! any other way, so no Lua runs without them.
//!
//! Only the base, table, string, math and utf8 libraries are loaded; `dofile`, `loadfile`,
//! `load`, `require`, `collectgarbage` and `string.dump` are removed, and `coroutine`, `io`, `os`,
//! `package` and `debug` are never opened. Lua 5.4's instruction hook has known holes; the trusted
//! prelude (`prelude.lua`) closes each one:
//! - `pcall` and `xpcall` re-raise budget and memory errors, so a script cannot catch them;
//!   `xpcall`'s handler runs as ordinary Lua code, where the hook still fires.
//! - `__gc` finalizers (which run with hooks off) are refused, and every metamethod that Lua calls
//!   must be a function, because the VM follows `__call` chains in C.
//! - `error` and `assert` accept only string or number error values, so no `__tostring` of a
//!   hostile error object runs while an error is reported; `print` converts through `tostring`
//!   in Lua, so a looping `__tostring` is stopped too.
//! - C functions that can loop without running Lua code are bounded: pattern matching by its
//!   worst-case cost, `string.rep` of nothing, and the table functions, which fall back to Lua
//!   loops for tables with metatables or huge lengths.
//!
//! As a last resort, the watchdog (`watchdog.rs`) abandons any load that outlives the hard
//! deadline.

mod state;
mod watchdog;

use std::time::Duration;

use mlua::Value;

pub use state::{Limits, Sandbox};
pub use watchdog::HARD_DEADLINE;

use super::error::ScriptError;

/// Runs the Lua file `source` (named `file` in errors) in a fresh sandbox and hands what it
/// returns to `read`, which may call into the sandbox (functions, further chunks) and turns the
/// value into a `T`. Variant files, house rules, stalemate functions, lessons and every other Lua
/// data file are loaded through here.
///
/// Everything runs on a watched thread under the default [`Limits`] and the [`HARD_DEADLINE`];
/// `read`'s own Lua calls are metered too.
///
/// ```
/// # fn main() -> Result<(), hexchess::script::ScriptError> {
/// use hexchess::script::{ScriptErrorKind, run_lua};
/// let n = run_lua("sum.lua", "local n = 0 for i = 1, 10 do n = n + i end return n", |_, v| {
///     Ok(v.as_i64().unwrap_or(0))
/// })?;
/// assert_eq!(n, 55);
///
/// let err = run_lua("spin.lua", "while true do end", |_, _| Ok(())).unwrap_err();
/// assert_eq!(err.kind, ScriptErrorKind::Budget);
/// assert!(err.to_string().starts_with("spin.lua:1: script ran too long"), "{err}");
/// # Ok(()) }
/// ```
///
/// # Errors
/// A located [`ScriptError`]: the file's syntax or runtime error, an exceeded limit or the
/// deadline, or whatever `read` reports.
pub fn run_lua<T, F>(file: &str, source: &str, read: F) -> Result<T, ScriptError>
where
    T: Send + 'static,
    F: FnOnce(&Sandbox, Value) -> Result<T, ScriptError> + Send + 'static,
{
    run_guarded(Limits::default(), HARD_DEADLINE, file, source, read)
}

/// As [`run_lua`] under other `limits` and another hard `deadline`: a house rule's hooks run
/// under a small budget per call.
///
/// # Errors
/// As [`run_lua`].
pub(crate) fn run_lua_within<T, F>(
    limits: Limits,
    deadline: Duration,
    file: &str,
    source: &str,
    read: F,
) -> Result<T, ScriptError>
where
    T: Send + 'static,
    F: FnOnce(&Sandbox, Value) -> Result<T, ScriptError> + Send + 'static,
{
    run_guarded(limits, deadline, file, source, read)
}

/// As [`run_lua`] with other limits, for tests that take one guard out of the way to show that
/// the next one still holds.
#[cfg(test)]
pub(crate) fn run_lua_with_limits<T, F>(limits: Limits, file: &str, source: &str, read: F) -> Result<T, ScriptError>
where
    T: Send + 'static,
    F: FnOnce(&Sandbox, Value) -> Result<T, ScriptError> + Send + 'static,
{
    run_guarded(limits, HARD_DEADLINE, file, source, read)
}

fn run_guarded<T, F>(limits: Limits, deadline: Duration, file: &str, source: &str, read: F) -> Result<T, ScriptError>
where
    T: Send + 'static,
    F: FnOnce(&Sandbox, Value) -> Result<T, ScriptError> + Send + 'static,
{
    let (label, text) = (file.to_string(), source.to_string());
    watchdog::run_with_deadline(file, deadline, move || {
        let sandbox = Sandbox::open(limits)?;
        let value = sandbox.eval(&label, &text)?;
        sandbox.reset_budget();
        read(&sandbox, value)
    })
}
