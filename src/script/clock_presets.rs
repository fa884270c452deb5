//! Clock presets: the built-in ones and those that house-rule scripts add.

use mlua::{Table, Value};
use serde::Serialize;

use super::error::ScriptError;
use super::lua_values::{SourceText, describe, whole_number};

/// A time control: base time plus an increment per move, of one [`PresetKind`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct ClockPreset {
    /// The name shown in the settings panel, e.g. `3+2` or `Bullet`.
    pub name: String,
    /// Each player's time at the start, in seconds.
    pub base_seconds: u32,
    /// Seconds added after each move (Fischer and stages; zero for the other kinds).
    pub increment_seconds: u32,
    /// The kind of clock.
    pub kind: PresetKind,
    /// Where it comes from: `built-in`, or the script file that added it.
    pub source: String,
}

/// The kind of a preset's clock: the `kind` field of a `clock_presets` entry.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum PresetKind {
    /// `kind = "fischer"` (the default): `increment_seconds` after every move.
    #[default]
    Fischer,
    /// `kind = "bronstein"`: after a move, the time used comes back, at most `delay_seconds`.
    Bronstein {
        /// The delay, in seconds.
        delay_seconds: u32,
    },
    /// `kind = "delay"` (simple or US delay): the main time starts `delay_seconds` into each turn.
    Delay {
        /// The delay, in seconds.
        delay_seconds: u32,
    },
    /// `kind = "hourglass"`: the time one player uses goes to the other.
    Hourglass,
    /// `kind = "stages"`: `base_seconds` for the first `moves` moves, then each later stage adds its time.
    Stages {
        /// The moves of the first stage.
        moves: u32,
        /// The later stages, in order.
        later: Vec<PresetStage>,
    },
}

/// A later stage of a stages preset: `{ seconds = 1800, moves = 20 }`.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct PresetStage {
    /// The time the stage adds when it starts, in seconds.
    pub seconds: u32,
    /// The moves it lasts; `None` (only the last stage) for the rest of the game.
    pub moves: Option<u32>,
}

/// The presets every game offers: 5+0, 3+2, 10+5 and 90+30 (minutes + seconds per move).
pub fn builtin_clock_presets() -> Vec<ClockPreset> {
    [("5+0", 300, 0), ("3+2", 180, 2), ("10+5", 600, 5), ("90+30", 5400, 30)]
        .into_iter()
        .map(|(name, base_seconds, increment_seconds)| ClockPreset {
            name: name.to_string(),
            base_seconds,
            increment_seconds,
            kind: PresetKind::Fischer,
            source: "built-in".to_string(),
        })
        .collect()
}

/// Longest base time a preset may have: one day.
pub const MAX_BASE_SECONDS: u32 = 86_400;
/// Largest increment a preset may have: one hour.
pub const MAX_INCREMENT_SECONDS: u32 = 3_600;
/// Most moves a stage may last.
pub const MAX_STAGE_MOVES: u32 = 200;
/// Most later stages a stages preset may have.
pub const MAX_LATER_STAGES: usize = 3;
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
                    "{at} has an unknown key {}; a preset has name, base_seconds, increment_seconds, kind, \
                     delay_seconds, moves and stages",
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
    let kind = kind_from_table(src, t, &at)?;
    let increment_seconds = seconds(src, t, &at, "increment_seconds", (0, MAX_INCREMENT_SECONDS), Some(0))?;
    Ok(ClockPreset { name, base_seconds, increment_seconds, kind, source: src.file.to_string() })
}

const PRESET_FIELDS: [&str; 7] =
    ["name", "base_seconds", "increment_seconds", "kind", "delay_seconds", "moves", "stages"];

/// The kinds' names, in the order errors list them.
const KINDS: [&str; 5] = ["fischer", "bronstein", "delay", "hourglass", "stages"];

/// Reads `kind` and the fields that go with it, refusing fields of another kind.
fn kind_from_table(src: SourceText<'_>, t: &Table, at: &str) -> Result<PresetKind, ScriptError> {
    let kind = match t.raw_get::<Value>("kind").map_err(|e| src.lua(&e))? {
        Value::Nil => "fischer".to_string(),
        Value::String(s) if KINDS.contains(&s.to_string_lossy().as_str()) => s.to_string_lossy(),
        other => {
            return Err(src.invalid_at(
                &["kind", "clock_presets"],
                format!("{at}.kind must be one of {}, not {}", KINDS.join(", "), describe(&other)),
            ));
        }
    };
    let allowed: &[&str] = match kind.as_str() {
        "fischer" => &["increment_seconds"],
        "bronstein" | "delay" => &["delay_seconds"],
        "hourglass" => &[],
        _ => &["increment_seconds", "moves", "stages"],
    };
    for field in ["increment_seconds", "delay_seconds", "moves", "stages"] {
        let present = !matches!(t.raw_get::<Value>(field).map_err(|e| src.lua(&e))?, Value::Nil);
        if present && !allowed.contains(&field) {
            return Err(
                src.invalid_at(&[field, "clock_presets"], format!("{at}.{field} does not apply to a {kind:?} clock"))
            );
        }
    }
    let needed: &[&str] = match kind.as_str() {
        "bronstein" | "delay" => &["delay_seconds"],
        "stages" => &["moves", "stages"],
        _ => &[],
    };
    for field in needed {
        if matches!(t.raw_get::<Value>(*field).map_err(|e| src.lua(&e))?, Value::Nil) {
            return Err(
                src.invalid_at(&["kind", "clock_presets"], format!("{at}.{field} is needed by a {kind:?} clock"))
            );
        }
    }
    let delay = || seconds(src, t, at, "delay_seconds", (1, MAX_INCREMENT_SECONDS), None);
    Ok(match kind.as_str() {
        "fischer" => PresetKind::Fischer,
        "bronstein" => PresetKind::Bronstein { delay_seconds: delay()? },
        "delay" => PresetKind::Delay { delay_seconds: delay()? },
        "hourglass" => PresetKind::Hourglass,
        _ => stages_from_table(src, t, at)?,
    })
}

/// Reads a stages preset's `moves` and `stages = { { seconds = …, moves = … }, … }`.
fn stages_from_table(src: SourceText<'_>, t: &Table, at: &str) -> Result<PresetKind, ScriptError> {
    let moves = count(src, t, at, "moves", (1, MAX_STAGE_MOVES))?;
    let shape = format!("{at}.stages must be a list of 1 to {MAX_LATER_STAGES} stages {{ seconds = …, moves = … }}");
    let list = match t.raw_get::<Value>("stages").map_err(|e| src.lua(&e))? {
        Value::Table(list) => list,
        other => return Err(src.invalid_at(&["stages", "clock_presets"], format!("{shape}, not {}", describe(&other)))),
    };
    let len = list.raw_len();
    let keys = list.pairs::<Value, Value>().count();
    if len == 0 || len > MAX_LATER_STAGES || keys != len {
        return Err(src.invalid_at(&["stages", "clock_presets"], format!("{shape}; it has {keys} entries")));
    }
    let mut later = Vec::with_capacity(len);
    for i in 1..=len {
        let stage_at = format!("{at}.stages[{i}]");
        let Value::Table(stage) = list.raw_get::<Value>(i).map_err(|e| src.lua(&e))? else {
            return Err(src.invalid_at(&["stages", "clock_presets"], format!("{stage_at} must be a table, {shape}")));
        };
        for pair in stage.pairs::<Value, Value>() {
            let (k, _) = pair.map_err(|e| src.lua(&e))?;
            if !matches!(&k, Value::String(s) if ["seconds", "moves"].contains(&s.to_string_lossy().as_str())) {
                return Err(src.invalid_at(
                    &["stages", "clock_presets"],
                    format!("{stage_at} has an unknown key {}; a stage has seconds and moves", describe(&k)),
                ));
            }
        }
        let seconds = seconds(src, &stage, &stage_at, "seconds", (1, MAX_BASE_SECONDS), None)?;
        let last = i == len;
        let moves = match stage.raw_get::<Value>("moves").map_err(|e| src.lua(&e))? {
            Value::Nil if last => None,
            _ => Some(count(src, &stage, &stage_at, "moves", (1, MAX_STAGE_MOVES))?),
        };
        later.push(PresetStage { seconds, moves });
    }
    Ok(PresetKind::Stages { moves, later })
}

fn count(src: SourceText<'_>, t: &Table, at: &str, key: &str, (min, max): (u32, u32)) -> Result<u32, ScriptError> {
    let value: Value = t.raw_get(key).map_err(|e| src.lua(&e))?;
    match whole_number(&value).and_then(|n| u32::try_from(n).ok()).filter(|n| (min..=max).contains(n)) {
        Some(n) => Ok(n),
        None => Err(src.invalid_at(
            &[key, "clock_presets"],
            format!("{at}.{key} must be a whole number of moves from {min} to {max}, not {}", describe(&value)),
        )),
    }
}

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
