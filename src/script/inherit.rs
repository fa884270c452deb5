//! Variants that inherit: a variant file that says `base = "glinski"` writes only how it differs,
//! as a Fairy-Stockfish `[child:parent]` section does (docs/variants.md, "Inheriting a variant").
//!
//! The base file runs in the same sandbox, under the same limits and deadline, and may name a base
//! of its own. The child's table is then laid over the base's: the top level and the record tables
//! [`MERGED_TABLES`] merge key by key; every other value (a list, a map of cells, a string)
//! replaces the base's value whole. The merged table is read as a spec like any variant file, so
//! a bad override is an error that names its key, located in the child's source.

use std::path::{Path, PathBuf};

use mlua::{Table, Value};

use super::builtin::{builtin_file, builtin_names};
use super::error::{ScriptError, ScriptErrorKind};
use super::locate::{locate_key, locate_return};
use super::lua_values::{SourceText, describe};
use super::sandbox::Sandbox;

/// The tables that merge key by key with the base's; any other key's value replaces the base's.
pub(crate) const MERGED_TABLES: [&str; 4] = ["pieces", "pawn", "setup", "rules"];

/// Where a variant file's `base` is looked up.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum BaseLookup {
    /// The built-in variants only (for the built-in files and for sources given as text).
    Builtins,
    /// A variant file in this folder (other than the file itself), else a built-in variant.
    Folder(PathBuf),
}

impl BaseLookup {
    /// The lookup for a variant file at `path`: its own folder, then the built-ins.
    pub(crate) fn beside(path: &Path) -> BaseLookup {
        BaseLookup::Folder(path.parent().map(Path::to_path_buf).unwrap_or_default())
    }

    /// What tells the file labelled `label` apart from every other in a chain of bases: the
    /// built-in file's name, or the file's full path.
    fn identity(&self, label: &str) -> String {
        match self {
            BaseLookup::Builtins => format!("built-in {label}"),
            BaseLookup::Folder(_) => match Path::new(label).canonicalize() {
                Ok(path) => path.display().to_string(),
                Err(_) => label.to_string(),
            },
        }
    }

    /// The base file called `name` for the file labelled `file`, if there is one.
    fn find(&self, name: &str, file: &str) -> Result<Option<BaseFile>, ScriptError> {
        if let BaseLookup::Folder(dir) = self {
            let path = dir.join(format!("{name}.lua"));
            let is_self = Path::new(file).file_name() == path.file_name() && same_folder(Path::new(file), dir);
            if !is_self && path.is_file() {
                let label = path.display().to_string();
                let text = std::fs::read_to_string(&path)
                    .map_err(|e| ScriptError::new(&label, ScriptErrorKind::Io, e.to_string()))?;
                return Ok(Some(BaseFile { id: self.identity(&label), label, text, lookup: self.clone() }));
            }
        }
        Ok(builtin_file(name).map(|(label, text)| BaseFile {
            id: BaseLookup::Builtins.identity(label),
            label: label.to_string(),
            text: text.to_string(),
            lookup: BaseLookup::Builtins,
        }))
    }
}

/// Whether `file` lies in `dir` (a file given without a folder, or an empty `dir`, means `.`).
fn same_folder(file: &Path, dir: &Path) -> bool {
    let here = |p: &Path| if p.as_os_str().is_empty() { PathBuf::from(".") } else { p.to_path_buf() };
    let (parent, dir) = (here(file.parent().unwrap_or(Path::new(""))), here(dir));
    match (parent.canonicalize(), dir.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => parent == dir,
    }
}

/// A base variant's file, found.
struct BaseFile {
    /// Its identity in a chain of bases.
    id: String,
    /// Its name in errors.
    label: String,
    text: String,
    lookup: BaseLookup,
}

/// The value a variant file returned, with its base (and its base's base) laid under it. A value
/// without a `base` key is returned as it is.
///
/// # Errors
/// [`ScriptErrorKind::UnknownBase`] or [`ScriptErrorKind::BaseCycle`] at the `base =` line;
/// [`ScriptErrorKind::Invalid`] for a `base` that is not a variant name or a child without its
/// own `name`; a base file's own errors, located in that file.
pub(crate) fn with_base(
    sandbox: &Sandbox,
    src: SourceText<'_>,
    lookup: &BaseLookup,
    value: Value,
) -> Result<Value, ScriptError> {
    let mut chain = vec![Link { id: lookup.identity(src.file), label: src.file.to_string() }];
    inherit(sandbox, src, lookup, value, &mut chain)
}

/// One file in a chain of bases.
struct Link {
    id: String,
    label: String,
}

fn inherit(
    sandbox: &Sandbox,
    src: SourceText<'_>,
    lookup: &BaseLookup,
    value: Value,
    chain: &mut Vec<Link>,
) -> Result<Value, ScriptError> {
    let Value::Table(child) = &value else { return Ok(value) };
    let lua_error = |e: mlua::Error| sandbox.error(src.file, &e);
    let base = child.raw_get::<Value>("base").map_err(lua_error)?;
    if base.is_nil() {
        return Ok(value);
    }
    let name = base_name(src, &base)?;
    if child.raw_get::<Value>("name").map_err(lua_error)?.is_nil() {
        let mut e = src.invalid("base", "a variant with a base must give its own `name`");
        e.line = locate_base(src.text);
        return Err(e);
    }
    let at = |kind, message: String| {
        let mut e = ScriptError::new(src.file, kind, message);
        e.line = locate_base(src.text);
        e
    };
    let Some(found) = lookup.find(&name, src.file)? else {
        let message = format!(
            "unknown base {name:?}: no {name}.lua beside this file and no built-in variant of that name \
             (built-ins: {})",
            builtin_names()
        );
        return Err(at(ScriptErrorKind::UnknownBase, message));
    };
    if chain.iter().any(|link| link.id == found.id) {
        let labels: Vec<&str> = chain.iter().map(|l| l.label.as_str()).chain([found.label.as_str()]).collect();
        return Err(at(ScriptErrorKind::BaseCycle, format!("the bases go round in a circle: {}", labels.join(" → "))));
    }
    chain.push(Link { id: found.id.clone(), label: found.label.clone() });
    let base_src = SourceText { file: &found.label, text: &found.text };
    let base_value = sandbox.eval(base_src.file, base_src.text)?;
    let Value::Table(merged) = inherit(sandbox, base_src, &found.lookup, base_value, chain)? else {
        let mut e = ScriptError::new(base_src.file, ScriptErrorKind::Invalid, "a variant file must return a table");
        e.line = locate_return(base_src.text);
        return Err(e);
    };
    child.raw_set("base", Value::Nil).map_err(lua_error)?;
    lay_over(&merged, child, "").map_err(lua_error)?;
    Ok(Value::Table(merged))
}

/// The line of the top-level `base = "NAME"`: the first `base =` followed by a string (a board
/// file's `base = 5` is a height, not a base variant), else the first `base =`.
fn locate_base(text: &str) -> Option<u32> {
    let names_a_string = |line: &str| {
        let code = line.split("--").next().unwrap_or("");
        code.match_indices("base").any(|(at, _)| {
            let before_ok = !code[..at].ends_with(|c: char| c.is_alphanumeric() || c == '_');
            let rest = code[at + 4..].trim_start();
            before_ok && rest.strip_prefix('=').is_some_and(|r| r.trim_start().starts_with(['"', '\'']))
        })
    };
    match text.lines().position(names_a_string) {
        Some(i) => u32::try_from(i + 1).ok(),
        None => locate_key(text, "base"),
    }
}

/// The variant name a `base` value gives: lower-case letters, digits, `-` and `_`, as variant
/// names are (so a base never names a path).
fn base_name(src: SourceText<'_>, base: &Value) -> Result<String, ScriptError> {
    let name = match base {
        Value::String(s) => s.to_str().map(|s| s.to_string()).ok(),
        _ => None,
    };
    match name {
        Some(n)
            if !n.is_empty() && n.chars().all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "-_".contains(c)) =>
        {
            Ok(n)
        }
        _ => {
            let mut e =
                src.invalid("base", format!("base must be a variant's name, e.g. \"glinski\", not {}", describe(base)));
            if matches!(base, Value::String(_)) {
                e.line = locate_base(src.text);
            }
            Err(e)
        }
    }
}

/// Lays `child`'s keys over `base`: the tables named in [`MERGED_TABLES`] (at the top level)
/// merge key by key, every other value replaces the base's.
fn lay_over(base: &Table, child: &Table, path: &str) -> mlua::Result<()> {
    for pair in child.pairs::<Value, Value>() {
        let (key, value) = pair?;
        let merged = match &key {
            Value::String(k) if path.is_empty() => {
                k.to_str().ok().filter(|k| MERGED_TABLES.contains(&&**k)).map(|k| k.to_string())
            }
            _ => None,
        };
        match (base.raw_get::<Value>(key.clone())?, &value, merged) {
            (Value::Table(under), Value::Table(over), Some(name)) => lay_over(&under, over, &name)?,
            _ => base.raw_set(key, value)?,
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::{ScriptErrorKind, builtin_variant, compile_variant, load_variant_file, parse_variant};

    /// The specs McCooey's and Shafran's files gave before they inherited, every key written out:
    /// `hexchess check-script`'s `spec` of `variants/mccooey.lua` and `variants/shafran.lua` as
    /// they were at commit 7ddd9ee.
    const BEFORE_BASE: [(&str, &str); 2] = [
        ("mccooey", include_str!("../../tests/data/variants/mccooey-before-base.json")),
        ("shafran", include_str!("../../tests/data/variants/shafran-before-base.json")),
    ];

    #[test]
    fn the_built_in_children_are_the_variants_they_were_written_out() {
        for (name, json) in BEFORE_BASE {
            let before: crate::rules::VariantSpec = serde_json::from_str(json).expect("a spec");
            let (_, child) = builtin_file(name).expect("built in");
            assert!(child.contains("base = \"glinski\""), "{name} inherits from Gliński's file");
            assert_eq!(*builtin_variant(name).expect("compiles").spec(), before, "{name}");
        }
    }

    #[test]
    fn records_merge_key_by_key_and_other_values_replace_whole() {
        let source = "return { base = 'glinski', name = 'g2', title = 'G2',
            pieces = { knight = { moves = { { step = 'all' } } } },
            pawn = { multi_step = { f5 = 3 } },
            setup = { black = { king = 'g10' } },
            rules = { bare_kings = true } }";
        let spec = parse_variant("g2.lua", source).expect("loads");
        let glinski = builtin_variant("glinski").expect("built in").spec();
        assert_eq!(spec.pieces.king, glinski.pieces.king, "the other pieces are inherited");
        assert_ne!(spec.pieces.knight, glinski.pieces.knight);
        assert_eq!(spec.pawn.captures, glinski.pawn.captures);
        assert_eq!(spec.pawn.multi_step.len(), 1, "a map of cells replaces the base's whole");
        assert_eq!(spec.setup.white, glinski.setup.white);
        assert_eq!((spec.setup.black.king.as_str(), spec.setup.black.pawn.as_str()), ("g10", ""), "an army replaces");
        assert!(spec.rules.bare_kings);
        assert_eq!(spec.rules.stalemate, glinski.rules.stalemate);
        assert_eq!((spec.name.as_str(), spec.description.as_str()), ("g2", glinski.description.as_str()));
    }

    #[test]
    fn a_bad_override_names_its_key_at_its_line_in_the_child() {
        let source = "return {\n  base = 'glinski',\n  name = 'bad',\n  pawn = {\n    captures = 'ten',\n  },\n}";
        let err = parse_variant("bad.lua", source).unwrap_err();
        assert_eq!((err.kind, err.line), (ScriptErrorKind::Invalid, Some(5)), "{err}");
        assert!(err.message.starts_with("pawn.captures:"), "{err}");
        let typo = "return {\n  base = 'glinski',\n  name = 'typo',\n  rules = { stalemat = 'draw' },\n}";
        let err = parse_variant("typo.lua", typo).unwrap_err();
        assert_eq!(err.line, Some(4), "{err}");
        assert!(err.message.contains("unknown field `stalemat`"), "{err}");
    }

    #[test]
    fn a_base_must_be_a_known_variant_name_and_the_child_needs_its_own_name() {
        let cases = [
            ("return {\n name = 'x',\n base = 'glinsky' }", ScriptErrorKind::UnknownBase, "unknown base \"glinsky\""),
            (
                "return {\n name = 'x',\n base = '../glinski' }",
                ScriptErrorKind::Invalid,
                "base must be a variant's name",
            ),
            ("return {\n name = 'x',\n base = 3 }", ScriptErrorKind::Invalid, "not 3"),
            ("return {\n title = 'x',\n base = 'glinski' }", ScriptErrorKind::Invalid, "its own `name`"),
            // A board file's `base = 5` is a height: the error points at the variant's base.
            (
                "return { board = { files = { { name = 'a', cells = 6, base = 5 } } },\n name = 'x',\n base = 'glinsky' }",
                ScriptErrorKind::UnknownBase,
                "unknown base",
            ),
        ];
        for (source, kind, text) in cases {
            let err = parse_variant("child.lua", source).unwrap_err();
            assert_eq!((err.kind, err.line), (kind, Some(3)), "{source}: {err}");
            assert!(err.message.contains(text), "{source}: {err}");
        }
    }

    /// A folder holding `files` (name, source).
    fn folder(files: &[(&str, &str)]) -> tempfile::TempDir {
        let dir = tempfile::tempdir().expect("temp dir");
        for (name, text) in files {
            std::fs::write(dir.path().join(name), text).expect("write");
        }
        dir
    }

    #[test]
    fn a_users_variant_inherits_from_a_file_beside_it_or_a_built_in_one() {
        let dir = folder(&[
            (
                "small.lua",
                "return { base = 'mccooey', name = 'small', title = 'Small', rules = { bare_kings = true } }",
            ),
            ("smaller.lua", "return { base = 'small', name = 'smaller', title = 'Smaller', castling = {} }"),
            // A user's glinski.lua that names itself as its base builds on the built-in one.
            ("glinski.lua", "return { base = 'glinski', name = 'glinski', title = 'Mine' }"),
        ]);
        let smaller = load_variant_file(&dir.path().join("smaller.lua")).expect("loads");
        let mccooey = builtin_variant("mccooey").expect("built in");
        assert_eq!(smaller.spec().pawn, mccooey.spec().pawn);
        assert!(smaller.spec().rules.bare_kings, "from small.lua");
        assert_eq!(smaller.spec().title, "Smaller");
        let mine = load_variant_file(&dir.path().join("glinski.lua")).expect("loads");
        assert_eq!(mine.spec().title, "Mine");
        assert_eq!(mine.spec().board, builtin_variant("glinski").expect("built in").spec().board);
    }

    #[test]
    fn bases_that_go_round_in_a_circle_are_an_error_at_the_base_line() {
        let dir = folder(&[
            ("a.lua", "return {\n  name = 'a',\n  base = 'b',\n}"),
            ("b.lua", "return { name = 'b', base = 'a' }"),
        ]);
        let err = load_variant_file(&dir.path().join("a.lua")).unwrap_err();
        assert_eq!(err.kind, ScriptErrorKind::BaseCycle, "{err}");
        assert!(err.message.contains("a.lua → ") && err.message.contains("b.lua → "), "{err}");
        assert!(err.message.ends_with("a.lua"), "{err}");
        // Which file closes the circle: b.lua names a.lua, at its line 1.
        assert!(err.file.ends_with("b.lua") && err.line == Some(1), "{err}");
        // A built-in source that names itself is a circle too.
        let err = compile_variant("glinski.lua", "return { name = 'glinski', base = 'glinski' }").unwrap_err();
        assert_eq!(err.kind, ScriptErrorKind::BaseCycle, "{err}");
    }

    #[test]
    fn a_base_that_loops_is_stopped_by_the_same_guards() {
        let dir =
            folder(&[("spin.lua", "while true do end"), ("child.lua", "return { name = 'child', base = 'spin' }")]);
        let err = load_variant_file(&dir.path().join("child.lua")).unwrap_err();
        assert_eq!(err.kind, ScriptErrorKind::Budget, "{err}");
        assert!(err.file.ends_with("spin.lua"), "{err}");
    }
}
