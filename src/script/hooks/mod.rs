//! Event hooks: a house-rule script's `on_move(ctx)` and `on_game_end(ctx)`.
//!
//! The hooks run after each real move in the game flow (the app's play path, `hexchess play`,
//! replaying a record under scripts), never in the engine's search. The types the app and the
//! command line see are plain data: a [`HookContext`] snapshot built from the rules' `Game`,
//! a [`HookReply`] per hook, and a [`HookRun`] per event. A hook may end the game with a reason
//! (an [`EndReason::HouseRule`](crate::rules::EndReason::HouseRule)), award extra match points
//! at the end, and post a short message to both players.
//!
//! Each call runs the script in a fresh sandbox under a small budget ([`HOOK_LIMITS`]). A hook
//! that errors, runs out of budget or returns garbage is switched off by the [`HookRunner`]
//! (its [`HookFailure`] says where and why), and the game goes on without it.
//!
//! - `context.rs`: [`HookContext`], [`LastMove`], [`HookEvent`]; `lua_ctx.rs` makes its table.
//! - `reply.rs`: [`HookReply`], [`HookRun`], [`HookFailure`]; `lua_reply.rs` reads a reply.
//! - `script_hooks.rs`: [`ScriptHooks`], one script's hooks and the call.
//! - `runner.rs`: [`HookRunner`], every script's hooks for an event, and switching off.
//! - `hooked_game.rs`: [`HookedGame`], a game with its hooks, for the command line and replays.

mod context;
mod hooked_game;
mod lua_ctx;
mod lua_reply;
mod reply;
mod runner;
mod script_hooks;

pub use context::{HookContext, HookEvent, LastMove};
pub use hooked_game::{HookedGame, HookedPlayError};
pub use reply::{HookFailure, HookReply, HookRun, MAX_AWARD_QUARTERS, MAX_MESSAGE_CHARS};
pub use runner::HookRunner;
pub use script_hooks::{HOOK_DEADLINE, HOOK_LIMITS, ScriptHooks};
