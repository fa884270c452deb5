//! One script's hooks, kept as the script's source (as a stalemate function is): each call runs
//! the script in a fresh sandbox under the hook budget, takes the hook and calls it with `ctx`.
//! So the rules stay plain data, no state survives from one call to the next, and a game
//! replayed under the same scripts meets the same hooks' answers.

use std::sync::Arc;
use std::time::Duration;

use mlua::Value;

use crate::script::error::{ScriptError, ScriptErrorKind};
use crate::script::sandbox::{Limits, run_lua_within};

use super::context::{HookContext, HookEvent};
use super::lua_ctx::ctx_table;
use super::lua_reply::reply_from_value;
use super::reply::HookReply;

/// The budget of one hook call: the script's file and then the hook each get 200 000
/// instructions and 10 ms (25 ms while under 1000 instructions), in 16 MiB.
pub const HOOK_LIMITS: Limits =
    Limits { memory_bytes: 16 << 20, instructions: 200_000, wall_time: Duration::from_millis(10) };

/// The hard deadline of one hook call, all limits included (the watchdog's last resort).
pub const HOOK_DEADLINE: Duration = Duration::from_millis(250);

/// The hooks one house-rule script defines, with the lines where they are defined.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptHooks {
    file: String,
    source: Arc<str>,
    on_move: Option<u32>,
    on_game_end: Option<u32>,
}

impl ScriptHooks {
    /// The hooks of the script `source` (labelled `file`): `on_move` and `on_game_end` with the
    /// lines they are defined on, for those it defines.
    pub(crate) fn new(file: &str, source: &str, on_move: Option<u32>, on_game_end: Option<u32>) -> ScriptHooks {
        ScriptHooks { file: file.to_string(), source: Arc::from(source), on_move, on_game_end }
    }

    /// The script file.
    pub fn file(&self) -> &str {
        &self.file
    }

    /// Whether the script defines the hook of `event`.
    pub fn defines(&self, event: HookEvent) -> bool {
        self.line(event).is_some()
    }

    /// The line where the hook of `event` is defined, if the script defines it (0 when Lua does
    /// not say).
    pub fn line(&self, event: HookEvent) -> Option<u32> {
        match event {
            HookEvent::Move => self.on_move,
            HookEvent::GameEnd => self.on_game_end,
        }
    }

    /// Whether `other` is the same script text (a reload that changed nothing).
    pub(crate) fn same_source(&self, other: &ScriptHooks) -> bool {
        self.file == other.file && self.source == other.source
    }

    /// Calls the hook of `event` with `ctx`, in a fresh sandbox under [`HOOK_LIMITS`].
    ///
    /// # Errors
    /// A located [`ScriptError`]: the script or the hook fails or runs out of its budget, or the
    /// reply is not one the event allows.
    pub fn call(&self, event: HookEvent, ctx: &HookContext) -> Result<HookReply, ScriptError> {
        let (file, ctx) = (self.file.clone(), ctx.clone());
        run_lua_within(HOOK_LIMITS, HOOK_DEADLINE, &self.file, &self.source, move |sandbox, value| {
            let name = event.function_name();
            let f = match &value {
                Value::Table(t) => t.raw_get::<Value>(name).ok(),
                _ => None,
            };
            let Some(Value::Function(f)) = f else {
                let message = format!("the script no longer returns an {name} function");
                return Err(ScriptError::new(&file, ScriptErrorKind::Invalid, message));
            };
            let table = ctx_table(sandbox.lua(), &ctx).map_err(|e| sandbox.error(&file, &e))?;
            let line = f.info().line_defined.and_then(|l| u32::try_from(l).ok());
            let result = sandbox.call(&file, &f, table)?;
            sandbox.reset_budget();
            reply_from_value(event, &result).map_err(|message| ScriptError {
                file: file.clone(),
                line,
                message: format!("{name} {message}"),
                kind: ScriptErrorKind::Invalid,
            })
        })
    }
}
