//! Reading a house-rule script's `match` and `points` keys: how long a match lasts and what each
//! result is worth, as the rules core's [`MatchRules`].
//!
//! ```lua
//! match = { games = 5 }        -- five games; the higher score wins the match
//! match = { first_to = 3 }     -- the first to 3 points wins the match
//! points = { win = 3, draw = 1, loss = 0, stalemate_win = 2, stalemate_loss = 1 }
//! ```

use mlua::Value;

use crate::rules::{MAX_MATCH_GAMES, MAX_MATCH_QUARTERS, MatchLength, ResultValues};

use super::error::ScriptError;
use super::lua_values::{SourceText, describe, named_entries, quarter_points, whole_number};

/// The keys a `match` table may set (exactly one of them).
pub const MATCH_KEYS: [&str; 2] = ["games", "first_to"];

/// The keys a `points` table may set; a key left out keeps its usual value.
pub const POINTS_KEYS: [&str; 5] = ["win", "draw", "loss", "stalemate_win", "stalemate_loss"];

/// Reads `match = { games = n }` or `match = { first_to = points }`.
pub(crate) fn match_from_value(src: SourceText<'_>, v: &Value) -> Result<MatchLength, ScriptError> {
    let shape = "{ games = 5 } or { first_to = 3 }";
    let entries = named_entries(src, "match", v, shape, &MATCH_KEYS)?;
    let [(name, value)] = entries.as_slice() else {
        let what = if entries.is_empty() { "is empty" } else { "sets both games and first_to" };
        return Err(src.invalid("match", format!("match {what}; it must be one of {shape}")));
    };
    if name == "games" {
        let n = whole_number(value).and_then(|n| u32::try_from(n).ok()).filter(|n| (1..=MAX_MATCH_GAMES).contains(n));
        n.map(MatchLength::Games).ok_or_else(|| {
            src.invalid_at(
                &["games", "match"],
                format!(
                    "match.games must be a whole number of games from 1 to {MAX_MATCH_GAMES}, not {}",
                    describe(value)
                ),
            )
        })
    } else {
        quarters(value).filter(|&q| q > 0).map(MatchLength::FirstTo).ok_or_else(|| {
            src.invalid_at(
                &["first_to", "match"],
                format!(
                    "match.first_to must be a number of points above 0 in steps of 0.25, at most {}, not {}",
                    MAX_MATCH_QUARTERS / 4,
                    describe(value)
                ),
            )
        })
    }
}

/// Reads `points = { win = …, draw = …, … }`; keys left out keep the usual 1, ½, 0, ¾, ¼.
pub(crate) fn points_from_value(src: SourceText<'_>, v: &Value) -> Result<ResultValues, ScriptError> {
    let shape = "{ win = 3, draw = 1, loss = 0 }";
    let entries = named_entries(src, "points", v, shape, &POINTS_KEYS)?;
    if entries.is_empty() {
        return Err(src.invalid("points", format!("points is empty; it must be a table such as {shape}")));
    }
    let mut values = ResultValues::default();
    for (name, value) in &entries {
        let q = quarters(value).ok_or_else(|| {
            src.invalid_at(
                &[name, "points"],
                format!(
                    "points.{name} must be a number of points from 0 to {} in steps of 0.25, not {}",
                    MAX_MATCH_QUARTERS / 4,
                    describe(value)
                ),
            )
        })?;
        let slot = match name.as_str() {
            "win" => &mut values.win,
            "draw" => &mut values.draw,
            "loss" => &mut values.loss,
            "stalemate_win" => &mut values.stalemate_win,
            _ => &mut values.stalemate_loss,
        };
        *slot = q;
    }
    Ok(values)
}

/// A number of points in steps of ¼, as quarters (`0..=MAX_MATCH_QUARTERS`).
fn quarters(v: &Value) -> Option<u32> {
    quarter_points(v, MAX_MATCH_QUARTERS)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::MatchRules;
    use crate::script::{builtin_variant, parse_house_rules};

    fn rules(source: &str) -> Result<MatchRules, ScriptError> {
        let v = builtin_variant("glinski").unwrap();
        parse_house_rules("m.lua", source, v)
            .map(|r| MatchRules { length: r.match_length.unwrap_or_default(), values: r.points.unwrap_or_default() })
    }

    #[test]
    fn reads_lengths_and_points() {
        assert_eq!(rules("return { match = { games = 5 } }").unwrap().length, MatchLength::Games(5));
        assert_eq!(rules("return { match = { first_to = 2.5 } }").unwrap().length, MatchLength::FirstTo(10));
        let v = rules("return { points = { win = 3, draw = 1 } }").unwrap().values;
        assert_eq!(v, ResultValues { win: 12, draw: 4, ..ResultValues::default() });
        assert_eq!(rules("return {}").unwrap(), MatchRules::default());
    }

    #[test]
    fn bad_shapes_name_the_key_and_line() {
        let e = rules("return {\n  match = 5,\n}").unwrap_err();
        assert_eq!(e.line, Some(2));
        assert!(e.message.contains("match must be a table"), "{e}");
        let e = rules("return {\n  match = {\n    games = 0 } }").unwrap_err();
        assert_eq!(e.line, Some(3));
        assert!(e.message.contains("match.games"), "{e}");
        let e = rules("return { match = { games = 3, first_to = 2 } }").unwrap_err();
        assert!(e.message.contains("both"), "{e}");
        let e = rules("return { match = {} }").unwrap_err();
        assert!(e.message.contains("match is empty"), "{e}");
        let e = rules("return { match = { first = 3 } }").unwrap_err();
        assert!(e.message.contains("unknown key `first`"), "{e}");
        let e = rules("return { match = { first_to = 0 } }").unwrap_err();
        assert!(e.message.contains("match.first_to"), "{e}");
        let e = rules("return {\n points = { win = 0.3 } }").unwrap_err();
        assert_eq!(e.line, Some(2));
        assert!(e.message.contains("points.win"), "{e}");
        let e = rules("return { points = { win = -1 } }").unwrap_err();
        assert!(e.message.contains("points.win"), "{e}");
        let e = rules("return { points = { victory = 2 } }").unwrap_err();
        assert!(e.message.contains("unknown key `victory`"), "{e}");
        let e = rules("return { points = \"3-1-0\" }").unwrap_err();
        assert!(e.message.contains("points must be a table"), "{e}");
        let e = rules("return { points = {} }").unwrap_err();
        assert!(e.message.contains("points is empty"), "{e}");
    }
}
