//! Small helpers for reading values that scripts return: numbers, descriptions for error
//! messages, and errors located at the key they concern.

use mlua::{Lua, Table, Value};

use crate::rules::{Color, Role};

use super::error::{ScriptError, ScriptErrorKind};
use super::locate::locate_key;

/// A script's file label and source text, for errors that point at a key.
#[derive(Clone, Copy, Debug)]
pub(crate) struct SourceText<'a> {
    /// The label errors show.
    pub file: &'a str,
    /// The Lua source.
    pub text: &'a str,
}

impl SourceText<'_> {
    /// An [`ScriptErrorKind::Invalid`] error at the line where `key` is written, if found.
    pub fn invalid(&self, key: &str, message: impl Into<String>) -> ScriptError {
        let mut e = ScriptError::new(self.file, ScriptErrorKind::Invalid, message);
        e.line = locate_key(self.text, key);
        e
    }

    /// As [`SourceText::invalid`], located at the first of `keys` that the source shows.
    pub fn invalid_at(&self, keys: &[&str], message: impl Into<String>) -> ScriptError {
        let mut e = ScriptError::new(self.file, ScriptErrorKind::Invalid, message);
        e.line = keys.iter().find_map(|k| locate_key(self.text, k));
        e
    }

    /// A Lua error met while reading the result.
    pub fn lua(&self, err: &mlua::Error) -> ScriptError {
        ScriptError::from_lua(self.file, err)
    }
}

/// An integer, or a float with an integer value.
pub(crate) fn whole_number(v: &Value) -> Option<i64> {
    match v {
        Value::Integer(i) => Some(*i),
        Value::Number(f) if f.is_finite() && f.fract() == 0.0 && f.abs() < 9.0e15 => Some(*f as i64),
        _ => None,
    }
}

/// A number as f64.
pub(crate) fn number(v: &Value) -> Option<f64> {
    match v {
        Value::Integer(i) => Some(*i as f64),
        Value::Number(f) => Some(*f),
        _ => None,
    }
}

/// `material.white.pawn` … `material.black.king`: pieces per colour, indexed like [`Role::ALL`].
pub(crate) fn material_table(lua: &Lua, counts: &[[u32; 6]; 2]) -> mlua::Result<Table> {
    let t = lua.create_table()?;
    for color in Color::ALL {
        let side = lua.create_table()?;
        for role in Role::ALL {
            side.set(role.name(), counts[color.index()][role.index()])?;
        }
        t.set(color.name(), side)?;
    }
    Ok(t)
}

/// A number of points in steps of ¼, as quarters, from 0 to `max` quarters.
pub(crate) fn quarter_points(v: &Value, max: u32) -> Option<u32> {
    let q = number(v)? * 4.0;
    (q.is_finite() && q.fract() == 0.0 && (0.0..=f64::from(max)).contains(&q)).then_some(q as u32)
}

/// A short description of a value for messages: `true`, `42`, `"draw"`, `a table`.
pub(crate) fn describe(v: &Value) -> String {
    match v {
        Value::Nil => "nil".to_string(),
        Value::Boolean(b) => b.to_string(),
        Value::Integer(i) => i.to_string(),
        Value::Number(f) => f.to_string(),
        Value::String(s) => {
            let text = s.to_string_lossy();
            let short: String = text.chars().take(40).collect();
            if short.len() < text.len() { format!("\"{short}…\"") } else { format!("\"{short}\"") }
        }
        other => format!("a {}", other.type_name()),
    }
}

/// The entries of the table `v` set under `key`, sorted by name, or an error naming `key` when
/// `v` is not a table (`shape` shows one) or has an entry other than `keys`.
pub(crate) fn named_entries(
    src: SourceText<'_>,
    key: &str,
    v: &Value,
    shape: &str,
    keys: &[&str],
) -> Result<Vec<(String, Value)>, ScriptError> {
    let Value::Table(table) = v else {
        return Err(src.invalid(key, format!("{key} must be a table such as {shape}, not {}", describe(v))));
    };
    let mut entries = Vec::new();
    for pair in table.pairs::<Value, Value>() {
        let (k, value) = pair.map_err(|e| src.lua(&e))?;
        let Value::String(s) = &k else {
            return Err(
                src.invalid(key, format!("{key} has the entry [{}]; {key} may set {}", describe(&k), keys.join(", ")))
            );
        };
        let name = s.to_string_lossy();
        if !keys.contains(&name.as_str()) {
            return Err(src
                .invalid_at(&[&name, key], format!("{key}: unknown key `{name}`; {key} may set {}", keys.join(", "))));
        }
        entries.push((name, value));
    }
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(entries)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_numbers_accept_integral_floats_only() {
        assert_eq!(whole_number(&Value::Integer(7)), Some(7));
        assert_eq!(whole_number(&Value::Number(100.0)), Some(100));
        assert_eq!(whole_number(&Value::Number(2.5)), None);
        assert_eq!(whole_number(&Value::Number(f64::INFINITY)), None);
        assert_eq!(whole_number(&Value::Boolean(true)), None);
    }

    #[test]
    fn describes_values_briefly() {
        assert_eq!(describe(&Value::Boolean(false)), "false");
        assert_eq!(describe(&Value::Number(0.6)), "0.6");
        assert_eq!(describe(&Value::Nil), "nil");
    }
}
