//! Clock presets: the built-in ones and those that house-rule scripts add.

use mlua::{Table, Value};
use serde::Serialize;

use super::error::ScriptError;
use super::lua_values::{SourceText, describe, whole_number};

/// A time control: base time plus an increment per move.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct ClockPreset {
    /// The name shown in the settings panel, e.g. `3+2` or `Bullet`.
    pub name: String,
    /// Each player's time at the start, in seconds.
    pub base_seconds: u32,
    /// Seconds added after each move.
    pub increment_seconds: u32,
    /// Where it comes from: `built-in`, or the script file that added it.
    pub source: String,
}

/// The presets every game offers: 5+0, 3+2, 10+5 and 90+30 (minutes + seconds per move).
pub fn builtin_clock_presets() -> Vec<ClockPreset> {
    [("5+0", 300, 0), ("3+2", 180, 2), ("10+5", 600, 5), ("90+30", 5400, 30)]
        .into_iter()
        .map(|(name, base_seconds, increment_seconds)| ClockPreset {
            name: name.to_string(),
            base_seconds,
            increment_seconds,
            source: "built-in".to_string(),
        })
        .collect()
}

/// Longest base time a preset may have: one day.
pub const MAX_BASE_SECONDS: u32 = 86_400;
/// Largest increment a preset may have: one hour.
pub const MAX_INCREMENT_SECONDS: u32 = 3_600;
/// Most presets one script may add.
pub const MAX_PRESETS_PER_SCRIPT: usize = 32;
/// Longest preset name, in characters.
pub const MAX_NAME_CHARS: usize = 40;

/// Reads a script's `clock_presets` list. Errors name the entry and field, e.g.
/// `clock_presets[2].base_seconds`.
pub(crate) fn presets_from_value(src: SourceText<'_>, value: &Value) -> Result<Vec<ClockPreset>, ScriptError> {
    const KEY: &str = "clock_presets";
    let Value::Table(list) = value else {
        return Err(src.invalid(KEY, format!("clock_presets must be a list of presets, not {}", describe(value))));
    };
    let count = list.raw_len();
    let mut keys = 0usize;
    for pair in list.pairs::<Value, Value>() {
        let (k, _) = pair.map_err(|e| src.lua(&e))?;
        keys += 1;
        let in_list = whole_number(&k).is_some_and(|i| i >= 1 && usize::try_from(i).is_ok_and(|i| i <= count));
        if !in_list {
            return Err(src.invalid(KEY, format!("clock_presets must be a list, but has the key {}", describe(&k))));
        }
    }
    if keys > MAX_PRESETS_PER_SCRIPT {
        return Err(src.invalid(
            KEY,
            format!("clock_presets has {keys} entries; a script may add at most {MAX_PRESETS_PER_SCRIPT}"),
        ));
    }
    let mut out = Vec::with_capacity(keys);
    for i in 1..=count {
        let entry: Value = list.raw_get(i).map_err(|e| src.lua(&e))?;
        out.push(preset_from_value(src, i, &entry)?);
    }
    Ok(out)
}

fn preset_from_value(src: SourceText<'_>, index: usize, value: &Value) -> Result<ClockPreset, ScriptError> {
    let at = format!("clock_presets[{index}]");
    let Value::Table(t) = value else {
        return Err(src.invalid(
            "clock_presets",
            format!(
                "{at} must be a table {{ name = \"…\", base_seconds = …, increment_seconds = … }}, not {}",
                describe(value)
            ),
        ));
    };
    for pair in t.pairs::<Value, Value>() {
        let (k, _) = pair.map_err(|e| src.lua(&e))?;
        let name = match &k {
            Value::String(s) => s.to_string_lossy(),
            _ => String::new(),
        };
        if !PRESET_FIELDS.contains(&name.as_str()) {
            return Err(src.invalid_at(
                &[&name, "clock_presets"],
                format!(
                    "{at} has an unknown key {}; a preset has name, base_seconds and increment_seconds",
                    describe(&k)
                ),
            ));
        }
    }
    let name = match t.raw_get::<Value>("name").map_err(|e| src.lua(&e))? {
        Value::String(s) => s.to_string_lossy().trim().to_string(),
        other => {
            return Err(src.invalid_at(
                &["name", "clock_presets"],
                format!("{at}.name must be a string, not {}", describe(&other)),
            ));
        }
    };
    if name.is_empty() || name.chars().count() > MAX_NAME_CHARS {
        return Err(
            src.invalid_at(&["name", "clock_presets"], format!("{at}.name must have 1 to {MAX_NAME_CHARS} characters"))
        );
    }
    let base_seconds = seconds(src, t, &at, "base_seconds", (1, MAX_BASE_SECONDS), None)?;
    let increment_seconds = seconds(src, t, &at, "increment_seconds", (0, MAX_INCREMENT_SECONDS), Some(0))?;
    Ok(ClockPreset { name, base_seconds, increment_seconds, source: src.file.to_string() })
}

const PRESET_FIELDS: [&str; 3] = ["name", "base_seconds", "increment_seconds"];

fn seconds(
    src: SourceText<'_>,
    t: &Table,
    at: &str,
    key: &str,
    (min, max): (u32, u32),
    default: Option<u32>,
) -> Result<u32, ScriptError> {
    let value: Value = t.raw_get(key).map_err(|e| src.lua(&e))?;
    if let (Value::Nil, Some(d)) = (&value, default) {
        return Ok(d);
    }
    match whole_number(&value).and_then(|n| u32::try_from(n).ok()).filter(|n| (min..=max).contains(n)) {
        Some(n) => Ok(n),
        None => Err(src.invalid_at(
            &[key, "clock_presets"],
            format!("{at}.{key} must be a whole number of seconds from {min} to {max}, not {}", describe(&value)),
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_presets_are_the_four_of_the_spec() {
        let names: Vec<String> = builtin_clock_presets().into_iter().map(|p| p.name).collect();
        assert_eq!(names, ["5+0", "3+2", "10+5", "90+30"]);
        for p in builtin_clock_presets() {
            let (min, inc) = p.name.split_once('+').expect("m+s name");
            assert_eq!(p.base_seconds, min.parse::<u32>().expect("minutes") * 60);
            assert_eq!(p.increment_seconds, inc.parse::<u32>().expect("seconds"));
        }
    }
}
