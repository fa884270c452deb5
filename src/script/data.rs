//! Lua data files (lessons and the like): evaluate in the sandbox, then read the returned table
//! into a typed struct. A bad value is named by its Lua path, e.g. `steps[2].arrows[1].color`
//! (1-based, as Lua counts).

use mlua::Value;
use serde::de::DeserializeOwned;
use serde_path_to_error::{Path, Segment};

use super::error::{ScriptError, ScriptErrorKind};
use super::sandbox::{Limits, Sandbox};

/// Evaluates a data file's source in a fresh sandbox and reads the table it returns as a `T`.
/// `file` names the file in errors; `what` says what the file should be, e.g. `"a lesson file"`.
///
/// # Errors
/// A located [`ScriptError`] for Lua failures; [`ScriptErrorKind::Invalid`] with the Lua path of
/// the bad value when the returned table does not fit `T` (unknown keys included, when `T` denies
/// them).
pub fn parse_data<T: DeserializeOwned>(file: &str, source: &str, what: &str) -> Result<T, ScriptError> {
    let sandbox = Sandbox::new(Limits::default())?;
    let value = sandbox.eval(file, source)?;
    if !matches!(value, Value::Table(_)) {
        return Err(ScriptError::new(
            file,
            ScriptErrorKind::Invalid,
            format!("{what} must return a table, not {}", value.type_name()),
        ));
    }
    sandbox.reset_budget();
    let de = mlua::serde::Deserializer::new(value);
    serde_path_to_error::deserialize(de).map_err(|e| {
        let path = lua_path(e.path());
        let inner = e.into_inner().to_string();
        let inner = inner.strip_prefix("deserialize error: ").unwrap_or(&inner);
        let message = if path.is_empty() { inner.to_string() } else { format!("{path}: {inner}") };
        ScriptError::new(file, ScriptErrorKind::Invalid, message)
    })
}

/// A serde path written the way a Lua author counts: `steps[1].text` for the first step.
fn lua_path(path: &Path) -> String {
    let mut out = String::new();
    for segment in path {
        match segment {
            Segment::Seq { index } => out.push_str(&format!("[{}]", index + 1)),
            Segment::Map { key } | Segment::Enum { variant: key } => {
                if !out.is_empty() {
                    out.push('.');
                }
                out.push_str(key);
            }
            Segment::Unknown => out.push_str("[?]"),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(serde::Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Inner {
        name: String,
    }

    #[derive(serde::Deserialize, Debug, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Outer {
        items: Vec<Inner>,
    }

    #[test]
    fn reads_a_returned_table() {
        let got: Outer = parse_data("t.lua", "return { items = { { name = 'a' } } }", "a test file").unwrap();
        assert_eq!(got, Outer { items: vec![Inner { name: "a".into() }] });
    }

    #[test]
    fn names_the_bad_value_by_its_one_based_lua_path() {
        let src = "return { items = { { name = 'a' }, { name = 5 } } }";
        let err = parse_data::<Outer>("t.lua", src, "a test file").unwrap_err();
        assert_eq!(err.kind, ScriptErrorKind::Invalid);
        assert!(err.message.starts_with("items[2].name: invalid type"), "{}", err.message);
    }

    #[test]
    fn names_an_unknown_key() {
        let err = parse_data::<Outer>("t.lua", "return { items = {}, itmes = 1 }", "a test file").unwrap_err();
        assert!(err.message.contains("unknown field `itmes`"), "{}", err.message);
    }

    #[test]
    fn refuses_a_file_that_returns_no_table() {
        let err = parse_data::<Outer>("t.lua", "return 'x'", "a test file").unwrap_err();
        assert_eq!(err.to_string(), "t.lua: a test file must return a table, not string");
    }
}
