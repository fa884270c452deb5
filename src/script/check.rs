//! Checking any script file: a variant file (its table has a `board` key) or a house-rule
//! script, told apart after one evaluation in the sandbox.

use std::path::Path;

use mlua::Value;

use crate::rules::Variant;

use super::error::{ScriptError, ScriptErrorKind};
use super::house_rules::EffectiveRules;
use super::house_script::{HouseRules, house_rules_from_value};
use super::inherit::BaseLookup;
use super::lua_values::SourceText;
use super::sandbox::run_lua;
use super::variants::spec_from_value;

/// A script file that loaded.
#[derive(Clone, Debug)]
pub enum CheckedScript {
    /// A variant file, compiled.
    Variant(&'static Variant),
    /// A house-rule script.
    HouseRules(Box<HouseRules>),
}

impl CheckedScript {
    /// The effective rules it gives: a variant's defaults, or the house rules applied over
    /// `base`'s defaults.
    pub fn effective_rules(&self, base: &'static Variant) -> EffectiveRules {
        match self {
            CheckedScript::Variant(v) => EffectiveRules::defaults(v),
            CheckedScript::HouseRules(r) => {
                let mut rules = EffectiveRules::defaults(base);
                rules.apply(r);
                rules
            }
        }
    }
}

/// Loads a variant or house-rule file in the sandbox. A house-rule script's stalemate function
/// is tried on `base`'s start position.
///
/// # Errors
/// A located [`ScriptError`], as the loaders give.
pub fn check_script_file(path: &Path, base: &'static Variant) -> Result<CheckedScript, ScriptError> {
    let label = path.display().to_string();
    let source =
        std::fs::read_to_string(path).map_err(|e| ScriptError::new(&label, ScriptErrorKind::Io, e.to_string()))?;
    let (file, text, lookup) = (label.clone(), source.clone(), BaseLookup::beside(path));
    run_lua(&label, &source, move |sandbox, value| {
        let source = text;
        let has = |key: &str| matches!(&value, Value::Table(t) if t.raw_get::<Value>(key).is_ok_and(|v| !v.is_nil()));
        if has("board") || has("base") {
            let src = SourceText { file: &file, text: &source };
            let spec = spec_from_value(sandbox, src, &lookup, value)?;
            let variant = Variant::compile(&spec)
                .map_err(|e| ScriptError::new(&file, ScriptErrorKind::Invalid, e.to_string()))?;
            Ok(CheckedScript::Variant(variant))
        } else {
            let rules = house_rules_from_value(sandbox, SourceText { file: &file, text: &source }, &value, base)?;
            Ok(CheckedScript::HouseRules(Box::new(rules)))
        }
    })
}
