//! Lua scripting: variant files and house rules, evaluated in a sandbox, with hot reload.
//!
//! This is the only module that uses mlua and notify. It depends on [`crate::rules`]; the rules
//! core never depends on it.
//!
//! - [`run_lua`]: the one entry point for every Lua file. It opens a fresh, limited Lua 5.4
//!   [`Sandbox`] on a watched thread: memory cap, instruction budget, wall-clock limit and the
//!   watchdog's hard deadline, always.
//! - Lua data files (lessons and later formats): [`parse_data`].
//! - Variant files: [`compile_variant`], [`catalog`], [`resolve_variant`].
//! - House rules: [`parse_house_rules`] reads one script, [`load_house_rules`] applies scripts
//!   over a variant's defaults into [`EffectiveRules`].
//! - Event hooks (`on_move`, `on_game_end`): [`ScriptHooks`] called with a [`HookContext`],
//!   run by a [`HookRunner`] that switches off a failing hook; [`HookedGame`] plays a game with them.
//! - Hot reload: [`RulesWatcher`] reports saved `.lua` files; [`LiveRules`] keeps the effective
//!   rules current and reports each [`RulesChange`].
//!
//! The scripting API is documented for script authors in `docs/scripting.md`.

mod builtin;
mod catalog;
mod check;
mod clock_presets;
mod data;
mod error;
mod hooks;
mod house_rules;
mod house_script;
mod inherit;
mod live;
mod locate;
mod lua_values;
mod match_setting;
mod sandbox;
mod stalemate;
mod variants;
mod watcher;
mod win_setting;

pub use builtin::BUILTIN_VARIANTS;
pub use catalog::{is_lua_file, overlay_files, user_dirs};
pub use check::{CheckedScript, check_script_file};
pub use clock_presets::{
    ClockPreset, MAX_BASE_SECONDS, MAX_INCREMENT_SECONDS, MAX_LATER_STAGES, MAX_NAME_CHARS, MAX_PRESETS_PER_SCRIPT,
    MAX_STAGE_MOVES, PresetKind, PresetStage, builtin_clock_presets,
};
pub use data::parse_data;
pub use error::{ScriptError, ScriptErrorKind};
pub use hooks::{
    HOOK_DEADLINE, HOOK_LIMITS, HookContext, HookEvent, HookFailure, HookReply, HookRun, HookRunner, HookedGame,
    HookedPlayError, LastMove, MAX_AWARD_QUARTERS, MAX_MESSAGE_CHARS, ScriptHooks,
};
pub use house_rules::{EffectiveRules, SETTING_KEYS, ScriptStatus, load_house_rules, scripts_in};
pub use house_script::{
    HOUSE_RULE_KEYS, HouseRules, MAX_FIFTY_MOVE_PLIES, StalemateSetting, load_house_rules_file, parse_house_rules,
};
pub use live::{LiveOptions, LiveRules, RulesChange};
pub use match_setting::{MATCH_KEYS, POINTS_KEYS};
pub use sandbox::{HARD_DEADLINE, Limits, Sandbox, run_lua};
pub use stalemate::{PointsFn, StalemateFacts, StalemateFunction};
pub use variants::{
    VariantEntry, builtin_variant, catalog, compile_variant, load_variant_file, parse_variant, record_variant,
    resolve_variant, resolve_variant_in, variant_dirs,
};
pub use watcher::{ChangedFile, DEBOUNCE, RulesWatcher, WatchError, is_script_name};
pub use win_setting::WIN_KEYS;
