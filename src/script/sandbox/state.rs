//! The sandboxed Lua state: safe libraries, the prelude, the instruction and time meter, the
//! memory cap, and how its errors are located. Only [`super::run_lua`] opens one.

use std::sync::Arc;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use mlua::chunk::ChunkMode;
use mlua::debug::DebugEvent;
use mlua::{Function, HookTriggers, IntoLuaMulti, Lua, LuaOptions, StdLib, Value, VmState};

use crate::script::error::{BUDGET_MESSAGE, PRELUDE_CHUNK, ScriptError, ScriptErrorKind, chunk_label, truncate};

use super::watchdog::progress_slot;

/// Resource limits for one sandbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Most bytes the Lua state may allocate.
    pub memory_bytes: usize,
    /// Most VM instructions per load or call.
    pub instructions: u64,
    /// Most wall-clock time per load or call.
    pub wall_time: Duration,
}

impl Default for Limits {
    /// 16 MiB, 10 million instructions, 200 ms.
    fn default() -> Self {
        Limits { memory_bytes: 16 << 20, instructions: 10_000_000, wall_time: Duration::from_millis(200) }
    }
}

/// How often the hook runs, in VM instructions. One instruction can copy up to the memory cap,
/// so a small interval keeps the wall-clock check prompt.
const HOOK_EVERY: u32 = 50;

/// Instructions after which the wall time counts in full (variant files and house rules run a
/// few hundred).
const WALL_AFTER: u64 = 1000;

/// Every how many hooks the current line is recorded (for errors that carry no line).
const LINE_EVERY: u64 = 8;

/// Most lines kept from `print`, and most bytes per line.
const PRINT_LINES: usize = 200;
const PRINT_LINE_BYTES: usize = 1000;

/// Counts instructions and time for the current load or call.
struct Meter {
    used: AtomicU64,
    spent: AtomicBool,
    base: Instant,
    started_ns: AtomicU64,
    /// The last line the hook saw in the script's own code (0: none yet).
    line: AtomicU32,
    /// The watchdog's copy of `line`, when the sandbox runs on a watched thread.
    progress: Option<Arc<AtomicU32>>,
    limits: Limits,
}

impl Meter {
    fn reset(&self) {
        self.used.store(0, Ordering::Relaxed);
        self.spent.store(false, Ordering::Relaxed);
        self.line.store(0, Ordering::Relaxed);
        self.started_ns.store(self.now_ns(), Ordering::Relaxed);
    }

    fn now_ns(&self) -> u64 {
        u64::try_from(self.base.elapsed().as_nanos()).unwrap_or(u64::MAX)
    }

    /// Charges one hook interval; true once the budget or the time is used up. The wall time
    /// counts in full only after [`WALL_AFTER`] instructions; before that, only 2.5 times the
    /// wall time stops a script. So a small script is not failed because the machine paused
    /// its thread (a loaded system), while a loop of very slow instructions is still stopped.
    fn charge(&self) -> bool {
        let used = self.used.fetch_add(u64::from(HOOK_EVERY), Ordering::Relaxed) + u64::from(HOOK_EVERY);
        let elapsed = Duration::from_nanos(self.now_ns().saturating_sub(self.started_ns.load(Ordering::Relaxed)));
        let wall = if used >= WALL_AFTER { self.limits.wall_time } else { self.limits.wall_time * 5 / 2 };
        if used > self.limits.instructions || elapsed > wall {
            self.spent.store(true, Ordering::Relaxed);
        }
        self.spent.load(Ordering::Relaxed)
    }
}

/// A sandboxed Lua state, lent to the reader of one Lua file by [`super::run_lua`], which opens a
/// fresh one per file so that no script sees another's globals. It lives on the watchdog's
/// thread: every chunk it evaluates and every function it calls is metered, memory-capped and
/// under the hard deadline.
pub struct Sandbox {
    lua: Lua,
    meter: Arc<Meter>,
    printed: Arc<Mutex<Vec<String>>>,
    /// Whether a line hook records every line the script runs (slow; used to locate errors).
    tracks_lines: bool,
}

const PRELUDE: &str = include_str!("prelude.lua");

impl Sandbox {
    /// A new sandbox with the given limits. Private to the sandbox module: [`super::run_lua`]
    /// is the only way in, so no sandbox exists outside the watchdog.
    ///
    /// # Errors
    /// Only if Lua itself cannot start (out of memory).
    pub(super) fn open(limits: Limits) -> Result<Sandbox, ScriptError> {
        Sandbox::build(limits, false)
    }

    fn build(limits: Limits, tracks_lines: bool) -> Result<Sandbox, ScriptError> {
        let fail = |e: mlua::Error| ScriptError::new(PRELUDE_CHUNK, ScriptErrorKind::Runtime, e.to_string());
        let lua = Lua::new_with(StdLib::TABLE | StdLib::STRING | StdLib::MATH | StdLib::UTF8, LuaOptions::default())
            .map_err(fail)?;
        let meter = Arc::new(Meter {
            used: AtomicU64::new(0),
            spent: AtomicBool::new(false),
            base: Instant::now(),
            started_ns: AtomicU64::new(0),
            line: AtomicU32::new(0),
            progress: progress_slot(),
            limits,
        });
        let printed = Arc::new(Mutex::new(Vec::new()));
        let g = lua.globals();
        for name in REMOVED_GLOBALS {
            g.set(name, Value::Nil).map_err(fail)?;
        }
        let emit = print_sink(&lua, Arc::clone(&printed)).map_err(fail)?;
        let message = format!(
            "{BUDGET_MESSAGE} (more than {} instructions or {} ms)",
            limits.instructions,
            limits.wall_time.as_millis()
        );
        let m = Arc::clone(&meter);
        let spent = lua.create_function(move |_, ()| Ok(m.spent.load(Ordering::Relaxed))).map_err(fail)?;
        lua.load(PRELUDE)
            .set_name(format!("={PRELUDE_CHUNK}"))
            .set_mode(ChunkMode::Text)
            .call::<()>((spent, emit, message.as_str()))
            .map_err(fail)?;
        install_meter(&lua, Arc::clone(&meter), tracks_lines, message).map_err(fail)?;
        lua.set_memory_limit(limits.memory_bytes).map_err(fail)?;
        Ok(Sandbox { lua, meter, printed, tracks_lines })
    }

    /// The Lua state, for building values and reading results. Crate-private: a clone of the
    /// handle must not leave the reader that [`super::run_lua`] runs.
    pub(crate) fn lua(&self) -> &Lua {
        &self.lua
    }

    /// Runs another chunk in this sandbox (e.g. a variant's base file) and returns what it
    /// returns, with a fresh instruction budget. `file` names it in errors.
    ///
    /// # Errors
    /// A located [`ScriptError`] for syntax errors, runtime errors and exceeded limits.
    pub fn eval(&self, file: &str, source: &str) -> Result<Value, ScriptError> {
        self.run_chunk(file, source).map_err(|e| {
            let mut err = self.error(file, &e);
            let rerun = !matches!(err.kind, ScriptErrorKind::Syntax | ScriptErrorKind::Budget);
            if err.line.is_none() && rerun && !self.tracks_lines {
                err.line = self.locate_by_rerun(file, source);
            }
            err
        })
    }

    fn run_chunk(&self, file: &str, source: &str) -> mlua::Result<Value> {
        self.meter.reset();
        self.lua.load(source).set_name(format!("@{}", chunk_label(file))).set_mode(ChunkMode::Text).call::<Value>(())
    }

    /// Some errors carry no line: memory errors, and errors raised by a library function that
    /// the script called in a tail call (`return f(...)`), which discards the caller's frame.
    /// Running the script again in a fresh sandbox that records every line it runs finds the
    /// last line of the script before the error.
    fn locate_by_rerun(&self, file: &str, source: &str) -> Option<u32> {
        let tracker = Sandbox::build(self.meter.limits, true).ok()?;
        tracker.run_chunk(file, source).err()?;
        tracker.last_line()
    }

    /// Calls a Lua function from a loaded script with a fresh budget.
    ///
    /// # Errors
    /// A located [`ScriptError`] if the call fails or exceeds a limit.
    /// Errors that carry no line get the line where the function is defined.
    pub fn call(&self, file: &str, f: &Function, args: impl IntoLuaMulti) -> Result<Value, ScriptError> {
        self.meter.reset();
        f.call::<Value>(args).map_err(|e| {
            let mut err = self.error(file, &e);
            if err.line.is_none() {
                err.line = f.info().line_defined.and_then(|l| u32::try_from(l).ok());
            }
            err
        })
    }

    /// Restarts the budget; use before work that may run Lua metamethods (e.g. reading a result).
    pub fn reset_budget(&self) {
        self.meter.reset();
    }

    /// The last line of the script's own code that ran, if the hook saw one.
    pub fn last_line(&self) -> Option<u32> {
        Some(self.meter.line.load(Ordering::Relaxed)).filter(|&l| l > 0)
    }

    /// Turns an mlua error from this sandbox into a located script error; when Lua gave no line
    /// in the script (memory errors), the last line the hook saw is used.
    pub fn error(&self, file: &str, err: &mlua::Error) -> ScriptError {
        let mut e = ScriptError::from_lua(file, err);
        if e.kind == ScriptErrorKind::Memory {
            e.message =
                format!("out of memory (a script may use at most {} MiB)", self.meter.limits.memory_bytes >> 20);
        }
        if e.line.is_none() {
            e.line = self.last_line();
        }
        e
    }

    /// What the script printed with `print`: at most 200 lines of at most 1000 bytes.
    pub fn printed(&self) -> Vec<String> {
        self.printed.lock().map(|p| p.clone()).unwrap_or_default()
    }
}

/// The chunk name and current line of the innermost stack frame that runs the script's own code.
fn innermost_script_line(lua: &Lua) -> Option<(String, u32)> {
    for level in 0..256 {
        let frame = lua.inspect_stack(level, |d| {
            let source = d.source();
            let own = source.source.as_deref().is_some_and(|s| s.starts_with('@'));
            let line = d.current_line().and_then(|l| u32::try_from(l).ok());
            own.then(|| source.short_src.map(|s| s.into_owned()).zip(line)).flatten()
        })?;
        if frame.is_some() {
            return frame;
        }
    }
    None
}

/// Globals the prelude's environment never offers.
const REMOVED_GLOBALS: [&str; 11] =
    ["dofile", "loadfile", "load", "require", "collectgarbage", "warn", "coroutine", "io", "os", "package", "debug"];

/// The function the prelude's `print` hands each line to: kept, bounded in count and length.
fn print_sink(lua: &Lua, sink: Arc<Mutex<Vec<String>>>) -> mlua::Result<Function> {
    lua.create_function(move |_, line: mlua::LuaString| {
        let mut out = sink.lock().unwrap_or_else(|e| e.into_inner());
        if out.len() < PRINT_LINES {
            let bytes = line.as_bytes();
            let head = &bytes[..bytes.len().min(PRINT_LINE_BYTES + 4)];
            out.push(truncate(&String::from_utf8_lossy(head), PRINT_LINE_BYTES));
        }
        Ok(())
    })
}

/// The instruction hook: charges the meter, records the script line now and then, and raises
/// the budget error (`message`, located at the script's line) once the meter is spent.
fn install_meter(lua: &Lua, m: Arc<Meter>, tracks_lines: bool, message: String) -> mlua::Result<()> {
    let triggers = HookTriggers::new().every_nth_instruction(HOOK_EVERY);
    let triggers = if tracks_lines { triggers.every_line() } else { triggers };
    lua.set_global_hook(triggers, move |lua, debug| {
        let line_event = matches!(debug.event(), DebugEvent::Line);
        let spent = !line_event && m.charge();
        // Looking up the line costs more than the rest of the hook: do it now and then.
        let sample = m.used.load(Ordering::Relaxed).is_multiple_of(u64::from(HOOK_EVERY) * LINE_EVERY);
        if !spent && !line_event && !sample {
            return Ok(VmState::Continue);
        }
        let source = debug.source();
        let own_code = source.source.as_deref().is_some_and(|s| s.starts_with('@'));
        let line = if own_code { debug.current_line().and_then(|l| u32::try_from(l).ok()) } else { None };
        if let Some(l) = line {
            m.line.store(l, Ordering::Relaxed);
            if let Some(p) = &m.progress {
                p.store(l, Ordering::Relaxed);
            }
        }
        if !spent {
            return Ok(VmState::Continue);
        }
        // Inside library code (the prelude), blame the script's innermost frame.
        let at = match line.zip(source.short_src) {
            Some((l, src)) => Some((src.into_owned(), l)),
            None => innermost_script_line(lua),
        };
        let at = at.map(|(src, l)| format!("{src}:{l}: ")).unwrap_or_default();
        Err(mlua::Error::runtime(format!("{at}{message}")))
    })
}
