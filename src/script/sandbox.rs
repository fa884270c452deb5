//! A fresh, locked-down Lua 5.4 state for every load: safe libraries only, a memory cap, an
//! instruction budget and a wall-clock limit per call.
//!
//! Lua 5.4's instruction hook has known holes; the trusted prelude below closes each one:
//! - `pcall` and `xpcall` would swallow the budget error, so they re-raise it once the budget is
//!   spent; `xpcall`'s handler runs as ordinary Lua code, where the hook still fires.
//! - `__gc` finalizers run with hooks off, so `setmetatable` refuses them.
//! - `error` and `assert` accept only string or number error values, so no `__tostring` of a
//!   hostile error object ever runs while an error is reported.
//! - A C pattern match cannot be interrupted, so `string.find`, `match`, `gmatch` and `gsub` refuse
//!   subjects too long for their pattern's number of repetition operators.
//! - `coroutine` is not loaded at all, nor `io`, `os`, `package`, `debug`, `load`, `loadfile`,
//!   `dofile`, `require`, `collectgarbage` or `string.dump`.

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mlua::chunk::ChunkMode;
use mlua::{Function, HookTriggers, IntoLuaMulti, Lua, LuaOptions, StdLib, Value, VmState};

use super::error::{ScriptError, ScriptErrorKind};

/// The message of the error raised when a script runs out of instructions or time.
pub(crate) const BUDGET_MESSAGE: &str = "script ran too long (instruction budget exceeded)";

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
    /// 16 MiB, 10 million instructions, 500 ms.
    fn default() -> Self {
        Limits { memory_bytes: 16 << 20, instructions: 10_000_000, wall_time: Duration::from_millis(500) }
    }
}

/// How often the hook runs, in VM instructions.
const HOOK_EVERY: u32 = 1000;

struct Meter {
    used: AtomicU64,
    spent: AtomicBool,
    started: Mutex<Instant>,
    limits: Limits,
}

impl Meter {
    fn reset(&self) {
        self.used.store(0, Ordering::Relaxed);
        self.spent.store(false, Ordering::Relaxed);
        *self.started.lock().unwrap_or_else(|e| e.into_inner()) = Instant::now();
    }

    fn over(&self) -> bool {
        let used = self.used.fetch_add(HOOK_EVERY as u64, Ordering::Relaxed) + HOOK_EVERY as u64;
        let elapsed = self.started.lock().map(|s| s.elapsed()).unwrap_or_default();
        if used > self.limits.instructions || elapsed > self.limits.wall_time {
            self.spent.store(true, Ordering::Relaxed);
        }
        self.spent.load(Ordering::Relaxed)
    }
}

/// A sandboxed Lua state. Create one per file load so no script sees another's globals.
pub struct Sandbox {
    lua: Lua,
    meter: Arc<Meter>,
    printed: Arc<Mutex<Vec<String>>>,
}

const PRELUDE: &str = r#"
local spent = ...
local raw_pcall, raw_error, raw_type, raw_setmetatable, raw_rawget = pcall, error, type, setmetatable, rawget
local raw_tostring = tostring
local s_byte, s_find, s_match, s_gmatch, s_gsub, s_format = string.byte, string.find, string.match, string.gmatch, string.gsub, string.format
local budget = "script ran too long (instruction budget exceeded)"

local function check(...)
  if spent() then raw_error(budget, 0) end
  return ...
end

pcall = function(f, ...) return check(raw_pcall(f, ...)) end

xpcall = function(f, handler, ...)
  local function finish(ok, ...)
    if spent() then raw_error(budget, 0) end
    if ok then return true, ... end
    return false, handler((...))
  end
  return finish(raw_pcall(f, ...))
end

local function plain_value(v)
  local t = raw_type(v)
  if t == "string" or t == "number" or t == "nil" then return v end
  return "error object of type " .. t .. " (scripts may only raise strings)"
end

error = function(msg, level)
  level = level or 1
  if level > 0 then level = level + 1 end
  raw_error(plain_value(msg), level)
end

assert = function(v, msg, ...)
  if v then return v, msg, ... end
  if msg == nil then msg = "assertion failed!" end
  raw_error(plain_value(msg), 2)
end

setmetatable = function(t, mt)
  if raw_type(mt) == "table" and raw_rawget(mt, "__gc") ~= nil then
    raw_error("__gc metamethods are not allowed in scripts", 2)
  end
  return raw_setmetatable(t, mt)
end

local limits = { [0] = 1 / 0, 10000, 464, 100, 40 }
local function repetitions(p)
  local n, i, len = 0, 1, #p
  while i <= len do
    local c = s_byte(p, i)
    if c == 37 then
      i = i + 2
    else
      if c == 42 or c == 43 or c == 45 or c == 63 then n = n + 1 end
      i = i + 1
    end
  end
  return n
end
local function guard(s, p, plain)
  if plain or raw_type(s) ~= "string" or raw_type(p) ~= "string" then return end
  local q = repetitions(p)
  local max = limits[q] or 20
  if #s > max then
    raw_error(s_format("a pattern with %d repetition operators may only search %s bytes in a script, not %d",
      q, raw_tostring(max), #s), 3)
  end
end
string.find = function(s, p, init, plain) guard(s, p, plain); return s_find(s, p, init, plain) end
string.match = function(s, p, init) guard(s, p); return s_match(s, p, init) end
string.gmatch = function(s, p, init) guard(s, p); return s_gmatch(s, p, init) end
string.gsub = function(s, p, r, n) guard(s, p); return s_gsub(s, p, r, n) end
string.dump = nil
"#;

impl Sandbox {
    /// A new sandbox with the given limits.
    ///
    /// # Errors
    /// Only if Lua itself cannot start (out of memory).
    pub fn new(limits: Limits) -> Result<Sandbox, ScriptError> {
        let fail = |e: mlua::Error| ScriptError::new("sandbox", ScriptErrorKind::Runtime, e.to_string());
        let lua = Lua::new_with(StdLib::TABLE | StdLib::STRING | StdLib::MATH | StdLib::UTF8, LuaOptions::default())
            .map_err(fail)?;
        let meter = Arc::new(Meter {
            used: AtomicU64::new(0),
            spent: AtomicBool::new(false),
            started: Mutex::new(Instant::now()),
            limits,
        });
        let printed = Arc::new(Mutex::new(Vec::new()));
        let g = lua.globals();
        for name in
            ["dofile", "loadfile", "load", "require", "collectgarbage", "coroutine", "io", "os", "package", "debug"]
        {
            g.set(name, Value::Nil).map_err(fail)?;
        }
        let sink = Arc::clone(&printed);
        let print = lua
            .create_function(move |_, args: mlua::Variadic<Value>| {
                let line: Vec<String> =
                    args.iter().map(|v| v.to_string().unwrap_or_else(|_| v.type_name().to_string())).collect();
                let mut out = sink.lock().unwrap_or_else(|e| e.into_inner());
                if out.len() < 200 {
                    out.push(line.join("\t"));
                }
                Ok(())
            })
            .map_err(fail)?;
        g.set("print", print).map_err(fail)?;
        let m = Arc::clone(&meter);
        let spent = lua.create_function(move |_, ()| Ok(m.spent.load(Ordering::Relaxed))).map_err(fail)?;
        lua.load(PRELUDE).set_name("=sandbox").set_mode(ChunkMode::Text).call::<()>(spent).map_err(fail)?;
        let m = Arc::clone(&meter);
        lua.set_global_hook(HookTriggers::new().every_nth_instruction(HOOK_EVERY), move |_, debug| {
            if m.over() {
                let src = debug.source().short_src.map(|s| s.into_owned()).unwrap_or_default();
                let line = debug.current_line().map(|l| format!("{l}:")).unwrap_or_default();
                return Err(mlua::Error::runtime(format!("{src}:{line} {BUDGET_MESSAGE}")));
            }
            Ok(VmState::Continue)
        })
        .map_err(fail)?;
        lua.set_memory_limit(limits.memory_bytes).map_err(fail)?;
        Ok(Sandbox { lua, meter, printed })
    }

    /// The Lua state, for building values and reading results.
    pub fn lua(&self) -> &Lua {
        &self.lua
    }

    /// Runs a file's source and returns what the chunk returns. `file` names it in errors.
    ///
    /// # Errors
    /// A located [`ScriptError`] for syntax errors, runtime errors and exceeded limits.
    pub fn eval(&self, file: &str, source: &str) -> Result<Value, ScriptError> {
        self.meter.reset();
        self.lua
            .load(source)
            .set_name(format!("@{file}"))
            .set_mode(ChunkMode::Text)
            .eval::<Value>()
            .map_err(|e| ScriptError::from_lua(file, &e))
    }

    /// Calls a Lua function from a loaded script with a fresh budget.
    ///
    /// # Errors
    /// A located [`ScriptError`] if the call fails or exceeds a limit.
    pub fn call(&self, file: &str, f: &Function, args: impl IntoLuaMulti) -> Result<Value, ScriptError> {
        self.meter.reset();
        f.call::<Value>(args).map_err(|e| ScriptError::from_lua(file, &e))
    }

    /// Restarts the budget; use before work that may run Lua metamethods (e.g. reading a result).
    pub fn reset_budget(&self) {
        self.meter.reset();
    }

    /// What the script printed with `print`, at most 200 lines.
    pub fn printed(&self) -> Vec<String> {
        self.printed.lock().map(|p| p.clone()).unwrap_or_default()
    }
}
