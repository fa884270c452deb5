//! Loading variant files: evaluate in the sandbox, lay the file over its base if it names one
//! (`inherit.rs`), deserialize into a `VariantSpec` (unknown keys rejected), compile. The built-in
//! variants are embedded and go through exactly this path.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use mlua::Value;

use crate::record::variant_key;
use crate::rules::{Variant, VariantSpec};

use super::builtin::{BUILTIN_VARIANTS, builtin_file, builtin_names};
use super::error::{ScriptError, ScriptErrorKind};
use super::inherit::{BaseLookup, with_base};
use super::locate::{locate_key, locate_return};
use super::lua_values::SourceText;
use super::sandbox::{Sandbox, run_lua};

/// Reads a Lua value into a typed struct, naming the path of a bad key in the error.
#[allow(dead_code)] // crate API for other data files read from Lua (e.g. lessons)
pub(crate) fn deserialize<T: serde::de::DeserializeOwned>(file: &str, value: Value) -> Result<T, ScriptError> {
    let de = mlua::serde::Deserializer::new(value);
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner().to_string();
        let message = if path == "." || path.is_empty() { inner } else { format!("{path}: {inner}") };
        ScriptError::new(file, ScriptErrorKind::Invalid, message)
    })
}

/// Evaluates a variant file's source and reads it as a spec, laid over its base if it names one
/// (a `base` here is a built-in variant). `file` names it in errors.
///
/// ```
/// # fn main() -> Result<(), hexchess::script::ScriptError> {
/// use hexchess::script::{builtin_variant, parse_variant};
/// // Gliński's game with McCooey's pawns: only the differences are written.
/// let source = r#"
///     return {
///       base = "glinski",
///       name = "glinski-diagonal-pawns",
///       title = "Gliński with diagonal pawn captures",
///       pawn = { captures = { 11, 1 } },
///     }
/// "#;
/// let spec = parse_variant("diagonal.lua", source)?;
/// let glinski = builtin_variant("glinski")?.spec();
/// assert_eq!(spec.pawn.captures, [11, 1]);
/// assert_eq!(spec.pawn.multi_step, glinski.pawn.multi_step, "the rest of `pawn` is inherited");
/// assert_eq!(spec.board, glinski.board);
///
/// let err = parse_variant("typo.lua", "return { base = 'glinsky', name = 'x' }").unwrap_err();
/// assert_eq!(err.kind, hexchess::script::ScriptErrorKind::UnknownBase);
/// assert!(err.to_string().starts_with("typo.lua:1: unknown base \"glinsky\""), "{err}");
/// # Ok(()) }
/// ```
///
/// # Errors
/// A [`ScriptError`] for Lua failures, a bad or unknown base, or a returned table that is not a
/// valid spec.
pub fn parse_variant(file: &str, source: &str) -> Result<VariantSpec, ScriptError> {
    parse_variant_with(file, source, BaseLookup::Builtins)
}

/// As [`parse_variant`], with bases looked up by `lookup`.
fn parse_variant_with(file: &str, source: &str, lookup: BaseLookup) -> Result<VariantSpec, ScriptError> {
    let (label, text) = (file.to_string(), source.to_string());
    run_lua(file, source, move |sandbox, value| {
        spec_from_value(sandbox, SourceText { file: &label, text: &text }, &lookup, value)
    })
}

/// Reads an evaluated variant file's value as a spec, laid over its base; a bad key is located
/// in the source.
pub(crate) fn spec_from_value(
    sandbox: &Sandbox,
    src: SourceText<'_>,
    lookup: &BaseLookup,
    value: Value,
) -> Result<VariantSpec, ScriptError> {
    if !matches!(value, Value::Table(_)) {
        let mut e = ScriptError::new(src.file, ScriptErrorKind::Invalid, "a variant file must return a table");
        e.line = locate_return(src.text);
        return Err(e);
    }
    let merged = with_base(sandbox, src, lookup, value)?;
    sandbox.reset_budget();
    deserialize_located(src.file, src.text, merged)
}

/// As [`deserialize`], and the error gets the line where the offending key is written, when
/// the source shows it (`key =` or `["key"] =`).
pub(crate) fn deserialize_located<T: serde::de::DeserializeOwned>(
    file: &str,
    source: &str,
    value: Value,
) -> Result<T, ScriptError> {
    let de = mlua::serde::Deserializer::new(value);
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = e.path().to_string();
        let inner = e.into_inner().to_string();
        let key = offending_key(&path, &inner);
        let message = if path == "." || path.is_empty() { inner } else { format!("{path}: {inner}") };
        let mut err = ScriptError::new(file, ScriptErrorKind::Invalid, message);
        err.line = key.and_then(|k| locate_key(source, &k));
        err
    })
}

/// The key a deserialization error is about: the unknown field it names, else the last named
/// segment of its path.
fn offending_key(path: &str, message: &str) -> Option<String> {
    if let Some(rest) = message.strip_prefix("unknown field `") {
        return rest.split('`').next().map(str::to_string);
    }
    path.split('.')
        .rev()
        .map(|seg| seg.split('[').next().unwrap_or(""))
        .find(|seg| !seg.is_empty() && *seg != "?")
        .map(str::to_string)
}

/// Evaluates, reads and compiles a variant file's source.
///
/// # Errors
/// A [`ScriptError`]; spec problems come as [`ScriptErrorKind::Invalid`].
pub fn compile_variant(file: &str, source: &str) -> Result<&'static Variant, ScriptError> {
    compile_spec(file, parse_variant(file, source)?)
}

/// Compiles a spec read from `file`; its problems come as [`ScriptErrorKind::Invalid`].
fn compile_spec(file: &str, spec: VariantSpec) -> Result<&'static Variant, ScriptError> {
    Variant::compile(&spec).map_err(|e| ScriptError::new(file, ScriptErrorKind::Invalid, e.to_string()))
}

/// Loads and compiles a variant file from disk. Its `base`, if any, is a variant file in the
/// same folder or else a built-in variant.
///
/// # Errors
/// A [`ScriptError`] of kind [`ScriptErrorKind::Io`] when the file cannot be read, else as
/// [`compile_variant`].
pub fn load_variant_file(path: &Path) -> Result<&'static Variant, ScriptError> {
    let label = path.display().to_string();
    let source =
        std::fs::read_to_string(path).map_err(|e| ScriptError::new(&label, ScriptErrorKind::Io, e.to_string()))?;
    compile_spec(&label, parse_variant_with(&label, &source, BaseLookup::beside(path))?)
}

/// A built-in variant by name (`glinski`, `mccooey`, `shafran`), compiled once.
///
/// # Errors
/// A [`ScriptError`] if the name is unknown (or, impossibly, a built-in file is broken).
pub fn builtin_variant(name: &str) -> Result<&'static Variant, ScriptError> {
    static CACHE: OnceLock<Vec<Result<&'static Variant, ScriptError>>> = OnceLock::new();
    let all = CACHE.get_or_init(|| BUILTIN_VARIANTS.iter().map(|(file, src)| compile_variant(file, src)).collect());
    if let Some(at) = builtin_file(name).and_then(|found| BUILTIN_VARIANTS.iter().position(|b| *b == found)) {
        return all[at].clone();
    }
    Err(ScriptError::new(
        name,
        ScriptErrorKind::Io,
        format!("no built-in variant {name:?}; built-ins are {}", builtin_names()),
    ))
}

/// Where user variant files are looked for, lowest priority first: the user's config directory,
/// then `variants/` in the working directory.
pub fn variant_dirs() -> Vec<PathBuf> {
    super::catalog::user_dirs("variants")
}

/// One variant available to the user.
#[derive(Clone, Debug)]
pub struct VariantEntry {
    /// The file stem, e.g. `glinski`.
    pub name: String,
    /// Where it came from: a path, or `built-in`.
    pub origin: String,
    /// The compiled variant, or why it failed to load.
    pub variant: Result<&'static Variant, ScriptError>,
}

/// Every variant: the built-ins, overridden or extended by `*.lua` files in `dirs` (later
/// directories win). Sorted by name.
pub fn catalog(dirs: &[PathBuf]) -> Vec<VariantEntry> {
    let builtins = BUILTIN_VARIANTS.iter().map(|(file, _)| {
        let name = file.trim_end_matches(".lua").to_string();
        let variant = builtin_variant(&name);
        (name, variant)
    });
    super::catalog::overlay_files(builtins, dirs, load_variant_file)
        .into_iter()
        .map(|(name, origin, variant)| VariantEntry { name, origin, variant })
        .collect()
}

/// The variant called `name` as found in `dirs` (later directories win), else the built-in one
/// of that name.
///
/// # Errors
/// A [`ScriptError`] if the file fails to load or no variant has that name.
pub fn resolve_variant_in(name: &str, dirs: &[PathBuf]) -> Result<&'static Variant, ScriptError> {
    let found = dirs.iter().rev().map(|d| d.join(format!("{name}.lua"))).find(|p| p.is_file());
    match found {
        Some(path) => load_variant_file(&path),
        None => builtin_variant(name),
    }
}

/// Resolves a `--variant` argument: a path to a `.lua` file, or a name looked up in the catalog.
///
/// # Errors
/// A [`ScriptError`] if the file fails to load or no variant has that name.
pub fn resolve_variant(arg: &str) -> Result<&'static Variant, ScriptError> {
    if arg.ends_with(".lua") || arg.contains('/') || arg.contains('\\') {
        return load_variant_file(Path::new(arg));
    }
    let dirs = variant_dirs();
    let found = dirs.iter().rev().map(|d| d.join(format!("{arg}.lua"))).find(|p| p.is_file());
    match found {
        Some(path) => load_variant_file(&path),
        None => builtin_variant(arg),
    }
}

/// The variant a record's `Variant` tag names: `Gliński`, `Glinski`, `glinski`, … (case and
/// accents ignored; a built-in name at the start is enough, e.g. `Gliński's hexagonal chess`),
/// or the name of a variant file. User files in the variant folders take precedence, as for
/// `--variant`.
pub fn record_variant(tag: &str) -> Option<&'static Variant> {
    let key = variant_key(tag);
    let builtin = BUILTIN_VARIANTS
        .iter()
        .filter_map(|(file, _)| file.strip_suffix(".lua"))
        .find(|name| key.starts_with(name))
        .map(str::to_string);
    let name = builtin.unwrap_or(key);
    if name.is_empty() {
        return None;
    }
    resolve_variant(&name).ok()
}
