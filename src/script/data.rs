//! Lua data files (lessons, and any data file format to come): evaluate in the sandbox, then read
//! the returned table into a typed struct. A bad value is named by its Lua path, e.g. `steps[2].arrows[1].color`
//! (1-based, as Lua counts).

use mlua::Value;
use serde::de::DeserializeOwned;
use serde_path_to_error::{Path, Segment};

use super::error::{ScriptError, ScriptErrorKind};
use super::sandbox::run_lua;

/// Evaluates a data file's source in a fresh sandbox and reads the table it returns as a `T`.
/// `file` names the file in errors; `what` says what the file should be, e.g. `"a lesson file"`.
/// Like every Lua file, it runs through [`run_lua`], under every limit and the watchdog.
///
/// ```
/// # fn main() -> Result<(), hexchess::script::ScriptError> {
/// #[derive(serde::Deserialize, Debug, PartialEq)]
/// struct Course {
///     title: String,
///     lessons: Vec<String>,
/// }
/// let course: Course = hexchess::script::parse_data(
///     "course.lua",
///     "return { title = 'Basics', lessons = { '01-how-pieces-move', '02-the-pawn' } }",
///     "a course file",
/// )?;
/// assert_eq!(course.lessons.len(), 2);
/// # Ok(()) }
/// ```
///
/// # Errors
/// A located [`ScriptError`] for Lua failures; [`ScriptErrorKind::Invalid`] with the Lua path of
/// the bad value when the returned table does not fit `T` (unknown keys included, when `T` denies
/// them).
pub fn parse_data<T>(file: &str, source: &str, what: &str) -> Result<T, ScriptError>
where
    T: DeserializeOwned + Send + 'static,
{
    let (label, what) = (file.to_string(), what.to_string());
    run_lua(file, source, move |_, value| read_table(&label, &what, value))
}

/// Reads the value a data file returned as a `T`.
fn read_table<T: DeserializeOwned>(file: &str, what: &str, value: Value) -> Result<T, ScriptError> {
    if !matches!(value, Value::Table(_)) {
        return Err(ScriptError::new(
            file,
            ScriptErrorKind::Invalid,
            format!("{what} must return a table, not {}", value.type_name()),
        ));
    }
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
    use std::time::{Duration, Instant};

    use super::*;
    use crate::script::sandbox::{HARD_DEADLINE, Limits, run_lua_with_limits};

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

    /// A data file that never ends, with the instruction budget and the wall-clock limit
    /// lifted: the watchdog still stops it, so a data file has that guard too.
    #[test]
    fn the_watchdog_stops_a_data_file_that_the_meter_does_not() {
        let unmetered = Limits { instructions: u64::MAX, wall_time: Duration::from_secs(3600), ..Limits::default() };
        let started = Instant::now();
        let what = "a test file";
        let err = run_lua_with_limits(unmetered, "loop.lua", "while true do end return {}", move |_, v| {
            read_table::<Outer>("loop.lua", what, v)
        })
        .expect_err("a loop must not load");
        assert_eq!(err.kind, ScriptErrorKind::Budget);
        assert!(err.message.contains("was abandoned"), "{err}");
        assert!(started.elapsed() < HARD_DEADLINE * 3, "took {:?}", started.elapsed());
    }

    /// A value whose reading never ends (it stands for any work after the Lua has run).
    #[derive(Debug)]
    struct Endless;

    impl<'de> serde::Deserialize<'de> for Endless {
        fn deserialize<D: serde::Deserializer<'de>>(_: D) -> Result<Endless, D::Error> {
            std::thread::sleep(HARD_DEADLINE * 4);
            Ok(Endless)
        }
    }

    #[test]
    fn parse_data_gives_up_at_the_hard_deadline() {
        let started = Instant::now();
        let err = parse_data::<Endless>("slow.lua", "return {}", "a test file").expect_err("abandoned");
        assert_eq!(err.kind, ScriptErrorKind::Budget);
        assert!(err.message.contains("did not stop within 750 ms"), "{err}");
        assert!(started.elapsed() < HARD_DEADLINE * 3, "took {:?}", started.elapsed());
    }

    #[test]
    fn refuses_a_file_that_returns_no_table() {
        let err = parse_data::<Outer>("t.lua", "return 'x'", "a test file").unwrap_err();
        assert_eq!(err.to_string(), "t.lua: a test file must return a table, not string");
    }
}
