//! Reading a house-rule script's `win` key: extra ways to win, compiled into the rules core's
//! [`WinRules`] on the variant's board.
//!
//! ```lua
//! win = { checks = 3 }                              -- the third check wins
//! win = { king_reaches = { "f6", "e5", "g5" } }     -- a king on one of these cells wins
//! ```

use mlua::Value;

use crate::rules::{Bitboard, MAX_CHECKS, Variant, WinRules, hill_cells};

use super::error::ScriptError;
use super::lua_values::{SourceText, describe, named_entries, whole_number};

/// The keys a `win` table may set.
pub const WIN_KEYS: [&str; 2] = ["checks", "king_reaches"];

/// The most cells a `king_reaches` list may name.
const MAX_HILL_CELLS: usize = 128;

/// Reads `win = { … }` on `variant`'s board.
pub(crate) fn win_from_value(
    src: SourceText<'_>,
    v: &Value,
    variant: &'static Variant,
) -> Result<WinRules, ScriptError> {
    let shape = "{ checks = 3 } or { king_reaches = { \"f6\", \"e5\" } }";
    let entries = named_entries(src, "win", v, shape, &WIN_KEYS)?;
    if entries.is_empty() {
        return Err(src.invalid("win", format!("win is empty; win must be a table such as {shape}")));
    }
    let mut rules = WinRules::NONE;
    for (key, value) in &entries {
        match key.as_str() {
            "checks" => rules.checks = checks(src, value)?,
            _ => rules.hill = king_reaches(src, value, variant)?,
        }
    }
    Ok(rules)
}

fn checks(src: SourceText<'_>, v: &Value) -> Result<u8, ScriptError> {
    whole_number(v).and_then(|n| u8::try_from(n).ok()).filter(|n| (1..=MAX_CHECKS).contains(n)).ok_or_else(|| {
        src.invalid_at(
            &["checks", "win"],
            format!("win.checks must be a whole number from 1 to {MAX_CHECKS}, not {}", describe(v)),
        )
    })
}

fn king_reaches(src: SourceText<'_>, v: &Value, variant: &'static Variant) -> Result<Bitboard, ScriptError> {
    let at = ["king_reaches", "win"];
    let list_error = |what: String| {
        src.invalid_at(&at, format!("win.king_reaches must be a list of cell names such as {{ \"f6\" }}, {what}"))
    };
    let Value::Table(list) = v else { return Err(list_error(format!("not {}", describe(v)))) };
    let mut names = Vec::new();
    for pair in list.pairs::<Value, Value>() {
        let (k, value) = pair.map_err(|e| src.lua(&e))?;
        let index = whole_number(&k).filter(|&i| i >= 1);
        let Some(index) = index else { return Err(list_error(format!("but has the key {}", describe(&k)))) };
        let Value::String(s) = &value else {
            return Err(list_error(format!("but entry {index} is {}", describe(&value))));
        };
        names.push((index, s.to_string_lossy()));
        if names.len() > MAX_HILL_CELLS {
            return Err(list_error(format!("with at most {MAX_HILL_CELLS} cells")));
        }
    }
    if names.is_empty() {
        return Err(list_error("not an empty list".into()));
    }
    names.sort();
    hill_cells(variant.board(), names.iter().map(|(_, n)| n.as_str()))
        .map_err(|e| src.invalid_at(&at, format!("win.king_reaches: `{}` is not a cell of {}", e.name, variant.name())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::{builtin_variant, parse_house_rules};

    fn win(source: &str) -> Result<WinRules, ScriptError> {
        let v = builtin_variant("glinski").unwrap();
        parse_house_rules("w.lua", source, v).map(|r| r.win.unwrap_or_default())
    }

    #[test]
    fn reads_checks_and_hill() {
        assert_eq!(win("return { win = { checks = 3 } }").unwrap(), WinRules::checks(3));
        let v = builtin_variant("glinski").unwrap();
        let hill = hill_cells(v.board(), ["f6", "e5", "g5"]).unwrap();
        assert_eq!(
            win("return { win = { king_reaches = { \"f6\", \"e5\", \"g5\" } } }").unwrap(),
            WinRules::hill(hill)
        );
    }

    #[test]
    fn bad_shapes_name_the_key_and_line() {
        let e = win("return {\n  win = 3,\n}").unwrap_err();
        assert_eq!(e.line, Some(2));
        assert!(e.message.contains("win must be a table"), "{e}");
        let e = win("return {\n  win = {\n    checks = 0 } }").unwrap_err();
        assert_eq!(e.line, Some(3));
        assert!(e.message.contains("win.checks"), "{e}");
        let e = win("return { win = { chekcs = 3 } }").unwrap_err();
        assert!(e.message.contains("unknown key `chekcs`"), "{e}");
        let e = win("return { win = { king_reaches = { \"f6\", \"z99\" } } }").unwrap_err();
        assert!(e.message.contains("`z99`"), "{e}");
        let e = win("return { win = { king_reaches = \"f6\" } }").unwrap_err();
        assert!(e.message.contains("win.king_reaches must be a list"), "{e}");
        let e = win("return { win = {} }").unwrap_err();
        assert!(e.message.contains("win is empty"), "{e}");
    }
}
