//! Reading one house-rule script: the table it returns, checked key by key.
//!
//! ```lua
//! return {
//!   stalemate = "draw",            -- or "glinski", or function(ctx) return {white = …, black = …} end
//!   threefold = false,
//!   fifty_move = true, fifty_move_plies = 150,
//!   draw_offers = true,
//!   bare_kings = true,
//!   clock_presets = { { name = "Bullet", base_seconds = 60, increment_seconds = 0 } },
//!   win = { checks = 3 },          -- or { king_reaches = { "f6", "e5", "g5" } }
//!   match = { first_to = 3 },      -- or { games = 5 }
//!   points = { win = 3, draw = 1, loss = 0 },
//!   on_move = function(ctx) end,   -- hooks: see `hooks/`
//!   on_game_end = function(ctx) end,
//! }
//! ```

use std::path::Path;

use mlua::{Table, Value};

use crate::rules::{MatchLength, ResultValues, StalemateRule, Variant, WinRules};

use super::clock_presets::{ClockPreset, presets_from_value};
use super::error::{ScriptError, ScriptErrorKind};
use super::hooks::ScriptHooks;
use super::locate::locate_return;
use super::lua_values::{SourceText, describe, whole_number};
use super::match_setting::{match_from_value, points_from_value};
use super::sandbox::{Sandbox, run_lua};
use super::stalemate::{StalemateFacts, StalemateFunction, call_scorer};
use super::win_setting::win_from_value;

/// Every key a house-rule script may set.
pub const HOUSE_RULE_KEYS: [&str; 12] = [
    "stalemate",
    "threefold",
    "fifty_move",
    "fifty_move_plies",
    "draw_offers",
    "bare_kings",
    "clock_presets",
    "win",
    "match",
    "points",
    "on_move",
    "on_game_end",
];

/// Largest fifty-move limit a script may set, in plies.
pub const MAX_FIFTY_MOVE_PLIES: u32 = 10_000;

/// How a script scores stalemate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum StalemateSetting {
    /// A built-in rule: `"glinski"` or `"draw"`.
    Rule(StalemateRule),
    /// A function of the final position.
    Function(StalemateFunction),
}

/// What one house-rule script sets; `None` leaves a setting as it was.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HouseRules {
    /// The file label, as shown in errors and sources.
    pub file: String,
    /// `stalemate`.
    pub stalemate: Option<StalemateSetting>,
    /// `threefold`.
    pub threefold: Option<bool>,
    /// `fifty_move`.
    pub fifty_move: Option<bool>,
    /// `fifty_move_plies`.
    pub fifty_move_plies: Option<u32>,
    /// `draw_offers`.
    pub draw_offers: Option<bool>,
    /// `bare_kings`.
    pub bare_kings: Option<bool>,
    /// `clock_presets`, in the script's order.
    pub clock_presets: Vec<ClockPreset>,
    /// `win`: extra ways to win, compiled on the variant's board.
    pub win: Option<WinRules>,
    /// `match`: how long a match lasts.
    pub match_length: Option<MatchLength>,
    /// `points`: what each result is worth in the match.
    pub points: Option<ResultValues>,
    /// `on_move` and `on_game_end`: the script's hooks, if it defines either.
    pub hooks: Option<ScriptHooks>,
}

/// Evaluates a house-rule script in a fresh sandbox and reads its table. A stalemate function is
/// tried once on `variant`'s start position, so a broken one fails at load time.
///
/// # Errors
/// A located [`ScriptError`]: Lua errors and limits, a result that is not a table, an unknown
/// key (the message names it), or a bad value.
pub fn parse_house_rules(file: &str, source: &str, variant: &'static Variant) -> Result<HouseRules, ScriptError> {
    let (label, text) = (file.to_string(), source.to_string());
    run_lua(file, source, move |sandbox, value| {
        house_rules_from_value(sandbox, SourceText { file: &label, text: &text }, &value, variant)
    })
}

/// Reads and parses a house-rule script file; the path's display form labels it.
///
/// # Errors
/// A [`ScriptErrorKind::Io`] error if the file cannot be read, else as [`parse_house_rules`].
pub fn load_house_rules_file(path: &Path, variant: &'static Variant) -> Result<HouseRules, ScriptError> {
    let label = path.display().to_string();
    let source =
        std::fs::read_to_string(path).map_err(|e| ScriptError::new(&label, ScriptErrorKind::Io, e.to_string()))?;
    parse_house_rules(&label, &source, variant)
}

/// Reads an evaluated house-rule script's result.
pub(crate) fn house_rules_from_value(
    sandbox: &Sandbox,
    src: SourceText<'_>,
    value: &Value,
    variant: &'static Variant,
) -> Result<HouseRules, ScriptError> {
    let Value::Table(table) = value else {
        let mut e = ScriptError::new(
            src.file,
            ScriptErrorKind::Invalid,
            format!(
                "a house-rule script must return a table, e.g. return {{ threefold = false }}, not {}",
                describe(value)
            ),
        );
        e.line = locate_return(src.text);
        return Err(e);
    };
    let keys = checked_keys(src, table)?;
    let mut rules = HouseRules { file: src.file.to_string(), ..HouseRules::default() };
    let mut hook_lines = [None, None];
    for key in keys {
        let v: Value = table.raw_get(key.as_str()).map_err(|e| src.lua(&e))?;
        match key.as_str() {
            "stalemate" => rules.stalemate = Some(stalemate_setting(sandbox, src, &v, variant)?),
            "threefold" => rules.threefold = Some(boolean(src, &key, &v)?),
            "fifty_move" => rules.fifty_move = Some(boolean(src, &key, &v)?),
            "draw_offers" => rules.draw_offers = Some(boolean(src, &key, &v)?),
            "bare_kings" => rules.bare_kings = Some(boolean(src, &key, &v)?),
            "fifty_move_plies" => rules.fifty_move_plies = Some(plies(src, &v)?),
            "win" => rules.win = Some(win_from_value(src, &v, variant)?),
            "match" => rules.match_length = Some(match_from_value(src, &v)?),
            "points" => rules.points = Some(points_from_value(src, &v)?),
            "on_move" => hook_lines[0] = Some(hook_line(src, &key, &v)?),
            "on_game_end" => hook_lines[1] = Some(hook_line(src, &key, &v)?),
            _ => rules.clock_presets = presets_from_value(src, &v)?,
        }
    }
    if let [None, None] = hook_lines {
        return Ok(rules);
    }
    rules.hooks = Some(ScriptHooks::new(src.file, src.text, hook_lines[0], hook_lines[1]));
    Ok(rules)
}

/// The table's keys, sorted, after checking that each is a documented key.
fn checked_keys(src: SourceText<'_>, table: &Table) -> Result<Vec<String>, ScriptError> {
    let mut keys = Vec::new();
    for pair in table.pairs::<Value, Value>() {
        let (k, _) = pair.map_err(|e| src.lua(&e))?;
        match &k {
            Value::String(s) => keys.push(s.to_string_lossy()),
            other => {
                return Err(ScriptError::new(
                    src.file,
                    ScriptErrorKind::Invalid,
                    format!(
                        "unexpected entry [{}]: a house-rule table has only named keys ({})",
                        describe(other),
                        HOUSE_RULE_KEYS.join(", ")
                    ),
                ));
            }
        }
    }
    keys.sort();
    if let Some(bad) = keys.iter().find(|k| !HOUSE_RULE_KEYS.contains(&k.as_str())) {
        return Err(src.invalid(bad, unknown_key_message(bad)));
    }
    Ok(keys)
}

fn unknown_key_message(key: &str) -> String {
    if key == "board" || key == "pieces" || key == "setup" {
        return format!(
            "unknown key `{key}`: this looks like a variant file; variant files belong in variants/, \
             house-rule scripts may set {}",
            HOUSE_RULE_KEYS.join(", ")
        );
    }
    let hint = HOUSE_RULE_KEYS
        .iter()
        .map(|k| (edit_distance(key, k), k))
        .filter(|(d, _)| *d <= 3)
        .min()
        .map(|(_, k)| format!(" (did you mean `{k}`?)"))
        .unwrap_or_default();
    format!("unknown key `{key}`{hint}; a house-rule script may set {}", HOUSE_RULE_KEYS.join(", "))
}

/// Levenshtein distance, for "did you mean" hints.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut prev = row[0];
        row[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let cur = row[j + 1];
            row[j + 1] = if ca == *cb { prev } else { 1 + prev.min(cur).min(row[j]) };
            prev = cur;
        }
    }
    row[b.len()]
}

fn boolean(src: SourceText<'_>, key: &str, v: &Value) -> Result<bool, ScriptError> {
    match v {
        Value::Boolean(b) => Ok(*b),
        other => Err(src.invalid(key, format!("{key} must be true or false, not {}", describe(other)))),
    }
}

/// A hook must be a function; the line where it is defined (0 if Lua does not say).
fn hook_line(src: SourceText<'_>, key: &str, v: &Value) -> Result<u32, ScriptError> {
    match v {
        Value::Function(f) => Ok(f.info().line_defined.and_then(|l| u32::try_from(l).ok()).unwrap_or(0)),
        other => Err(src.invalid(key, format!("{key} must be a function(ctx), not {}", describe(other)))),
    }
}

fn plies(src: SourceText<'_>, v: &Value) -> Result<u32, ScriptError> {
    whole_number(v).and_then(|n| u32::try_from(n).ok()).filter(|n| (1..=MAX_FIFTY_MOVE_PLIES).contains(n)).ok_or_else(
        || {
            src.invalid(
                "fifty_move_plies",
                format!(
                    "fifty_move_plies must be a whole number of plies from 1 to {MAX_FIFTY_MOVE_PLIES}, not {}",
                    describe(v)
                ),
            )
        },
    )
}

fn stalemate_setting(
    sandbox: &Sandbox,
    src: SourceText<'_>,
    v: &Value,
    variant: &'static Variant,
) -> Result<StalemateSetting, ScriptError> {
    match v {
        Value::String(s) => match s.to_string_lossy().as_str() {
            "glinski" => Ok(StalemateSetting::Rule(StalemateRule::Glinski)),
            "draw" => Ok(StalemateSetting::Rule(StalemateRule::Draw)),
            _ => Err(stalemate_error(src, v)),
        },
        Value::Function(f) => {
            let facts = StalemateFacts::of(&variant.start_position());
            call_scorer(sandbox, src.file, f, &facts)?;
            Ok(StalemateSetting::Function(StalemateFunction::new(src.file, src.text)))
        }
        _ => Err(stalemate_error(src, v)),
    }
}

fn stalemate_error(src: SourceText<'_>, v: &Value) -> ScriptError {
    src.invalid("stalemate", format!("stalemate must be \"glinski\", \"draw\" or a function(ctx), not {}", describe(v)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn suggests_the_nearest_key() {
        assert!(unknown_key_message("threefol").contains("did you mean `threefold`?"));
        assert!(unknown_key_message("fifty_moves").contains("did you mean `fifty_move`?"));
        assert!(!unknown_key_message("zzzzzzzzzz").contains("did you mean"));
        assert!(unknown_key_message("board").contains("variant file"));
    }

    #[test]
    fn edit_distance_counts_single_edits() {
        assert_eq!(edit_distance("threefold", "threefold"), 0);
        assert_eq!(edit_distance("threefol", "threefold"), 1);
        assert_eq!(edit_distance("draw_ofers", "draw_offers"), 1);
        assert_eq!(edit_distance("", "abc"), 3);
    }
}
