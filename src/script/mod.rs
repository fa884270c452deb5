//! Lua scripting: variant files and house rules, evaluated in a sandbox.
//!
//! This is the only module that uses mlua (and, for hot reload, notify). It depends on
//! [`crate::rules`]; the rules core never depends on it.

mod data;
mod error;
mod sandbox;
mod variants;

pub use data::parse_data;
pub use error::{ScriptError, ScriptErrorKind};
pub use sandbox::{Limits, Sandbox};
pub use variants::{
    BUILTIN_VARIANTS, VariantEntry, builtin_variant, catalog, compile_variant, is_lua_file, load_variant_file,
    parse_variant, record_variant, resolve_variant, variant_dirs,
};
