//! The effective rules: a variant's defaults with house-rule scripts applied in file-name order,
//! recording which file set each setting.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::SystemTime;

use serde_json::{Value as Json, json};

use crate::rules::{
    EndReason, GameStatus, MatchLength, MatchRules, Outcome, Points, Position, RuleSettings, Variant, WinRules,
    cell_names, stalemate_points,
};

use super::clock_presets::{ClockPreset, builtin_clock_presets};
use super::error::ScriptError;
use super::hooks::{HookEvent, ScriptHooks};
use super::house_script::{HouseRules, StalemateSetting, load_house_rules_file};
use super::stalemate::StalemateFunction;

/// The setting keys that [`EffectiveRules::sources`] records.
pub const SETTING_KEYS: [&str; 9] =
    ["stalemate", "threefold", "fifty_move", "fifty_move_plies", "draw_offers", "bare_kings", "win", "match", "points"];

/// The rules in force: the variant's defaults, overridden by house-rule scripts.
///
/// Plain data: `Clone`, `Send` and `Sync`. A custom stalemate scorer keeps its script's source
/// and runs it in a fresh sandbox when a stalemate is scored.
pub struct EffectiveRules {
    /// The variant whose defaults the rules start from.
    pub variant: &'static Variant,
    /// The switchable rules. With a custom stalemate scorer, `settings.stalemate` is the
    /// built-in rule used if the scorer fails.
    pub settings: RuleSettings,
    /// A stalemate scoring function set by a script, if any.
    pub stalemate_function: Option<StalemateFunction>,
    /// Clock presets added by scripts (a later preset with the same name replaces an earlier
    /// one). See [`EffectiveRules::all_clock_presets`] for the built-ins too.
    pub clock_presets: Vec<ClockPreset>,
    /// The match length and what each result is worth (`match` and `points`).
    pub match_rules: MatchRules,
    /// The hooks of every script that defines one, in file-name order (all of them run).
    pub hooks: Vec<ScriptHooks>,
    /// For each of [`SETTING_KEYS`]: the script file that set it, or `variant:<name>`.
    pub sources: BTreeMap<String, String>,
    /// Bumped each time the live rules change (see `LiveRules`); 0 for a one-off load.
    pub generation: u64,
    /// The last stalemate-scorer failure that [`EffectiveRules::outcome`] fell back from.
    scorer_error: Mutex<Option<ScriptError>>,
}

impl Clone for EffectiveRules {
    fn clone(&self) -> Self {
        EffectiveRules {
            variant: self.variant,
            settings: self.settings,
            stalemate_function: self.stalemate_function.clone(),
            clock_presets: self.clock_presets.clone(),
            match_rules: self.match_rules,
            hooks: self.hooks.clone(),
            sources: self.sources.clone(),
            generation: self.generation,
            scorer_error: Mutex::new(self.scorer_error.lock().map(|e| e.clone()).unwrap_or(None)),
        }
    }
}

impl fmt::Debug for EffectiveRules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("EffectiveRules")
            .field("variant", &self.variant.name())
            .field("settings", &self.settings)
            .field("stalemate_function", &self.stalemate_function.as_ref().map(StalemateFunction::file))
            .field("clock_presets", &self.clock_presets)
            .field("match_rules", &self.match_rules)
            .field("hooks", &self.hooks.iter().map(ScriptHooks::file).collect::<Vec<_>>())
            .field("sources", &self.sources)
            .field("generation", &self.generation)
            .finish()
    }
}

impl EffectiveRules {
    /// The variant's own rules, each sourced `variant:<name>`.
    pub fn defaults(variant: &'static Variant) -> EffectiveRules {
        let origin = format!("variant:{}", variant.name());
        EffectiveRules {
            variant,
            settings: variant.default_rules(),
            stalemate_function: None,
            clock_presets: Vec::new(),
            match_rules: MatchRules::default(),
            hooks: Vec::new(),
            sources: SETTING_KEYS.iter().map(|k| (k.to_string(), origin.clone())).collect(),
            generation: 0,
            scorer_error: Mutex::new(None),
        }
    }

    /// Applies one script's settings over these rules.
    pub fn apply(&mut self, rules: &HouseRules) {
        let mut set = |key: &str| {
            self.sources.insert(key.to_string(), rules.file.clone());
        };
        match &rules.stalemate {
            Some(StalemateSetting::Rule(r)) => {
                self.settings.stalemate = *r;
                self.stalemate_function = None;
                set("stalemate");
            }
            Some(StalemateSetting::Function(f)) => {
                self.stalemate_function = Some(f.clone());
                set("stalemate");
            }
            None => {}
        }
        let s = &mut self.settings;
        let flags = [
            ("threefold", rules.threefold, &mut s.threefold),
            ("fifty_move", rules.fifty_move, &mut s.fifty_move),
            ("draw_offers", rules.draw_offers, &mut s.draw_offers),
            ("bare_kings", rules.bare_kings, &mut s.bare_kings),
        ];
        let mut touched = Vec::new();
        for (key, value, slot) in flags {
            if let Some(v) = value {
                *slot = v;
                touched.push(key);
            }
        }
        if let Some(p) = rules.fifty_move_plies {
            s.fifty_move_plies = p;
            touched.push("fifty_move_plies");
        }
        if let Some(w) = rules.win {
            s.win = w;
            touched.push("win");
        }
        if let Some(length) = rules.match_length {
            self.match_rules.length = length;
            touched.push("match");
        }
        if let Some(values) = rules.points {
            self.match_rules.values = values;
            touched.push("points");
        }
        for key in touched {
            self.sources.insert(key.to_string(), rules.file.clone());
        }
        for preset in &rules.clock_presets {
            match self.clock_presets.iter_mut().find(|p| p.name == preset.name) {
                Some(existing) => *existing = preset.clone(),
                None => self.clock_presets.push(preset.clone()),
            }
        }
        self.hooks.extend(rules.hooks.clone());
    }

    /// The points of a stalemate in `pos` (whose side to move is stalemated): the script's
    /// function if one is set (with a fresh budget), else the built-in rule.
    ///
    /// # Errors
    /// The scorer's [`ScriptError`]; callers usually fall back to the built-in rule, as
    /// [`EffectiveRules::outcome`] does.
    pub fn stalemate_points(&self, pos: &Position) -> Result<Points, ScriptError> {
        match &self.stalemate_function {
            Some(scorer) => scorer.score(pos),
            None => Ok(stalemate_points(self.settings.stalemate, pos.turn())),
        }
    }

    /// The outcome of a finished game, or `None` while it goes on. A failing stalemate scorer
    /// falls back to the built-in rule in `settings.stalemate`; the error is kept for the UI
    /// (see [`EffectiveRules::take_scorer_error`]).
    pub fn outcome(&self, status: GameStatus, pos: &Position) -> Option<Outcome> {
        let (outcome, error) = self.outcome_checked(status, pos);
        if let (Some(e), Ok(mut slot)) = (error, self.scorer_error.lock()) {
            *slot = Some(e);
        }
        outcome
    }

    /// As [`EffectiveRules::outcome`], also returning the scorer's error when it fell back.
    pub fn outcome_checked(&self, status: GameStatus, pos: &Position) -> (Option<Outcome>, Option<ScriptError>) {
        match status {
            GameStatus::Stalemate { stalemated } if self.stalemate_function.is_some() => {
                let builtin = stalemate_points(self.settings.stalemate, stalemated);
                let (points, error) = match self.stalemate_points(pos) {
                    Ok(p) => (p, None),
                    Err(e) => (builtin, Some(e)),
                };
                (Some(Outcome { reason: EndReason::Stalemate, points }), error)
            }
            other => (other.outcome(&self.settings), None),
        }
    }

    /// The last scorer error that [`EffectiveRules::outcome`] fell back from, cleared on read.
    pub fn take_scorer_error(&self) -> Option<ScriptError> {
        self.scorer_error.lock().ok().and_then(|mut e| e.take())
    }

    /// The built-in presets followed by the scripts' presets (a script preset with a built-in
    /// preset's name replaces it).
    pub fn all_clock_presets(&self) -> Vec<ClockPreset> {
        let mut all = builtin_clock_presets();
        for preset in &self.clock_presets {
            match all.iter_mut().find(|p| p.name == preset.name) {
                Some(existing) => *existing = preset.clone(),
                None => all.push(preset.clone()),
            }
        }
        all
    }

    /// The JSON that `hexchess rules` and `hexchess check-script` print: `variant`,
    /// `generation`, `settings` (with `stalemate` = `custom` when a function scores it, and
    /// then `stalemate_fallback`; `win` as `checks` and the `king_reaches` cell names; `match` and
    /// `points` in points), `sources`, `clock_presets`, and `hooks` (each script's file with the
    /// lines of its `on_move` and `on_game_end`, or null).
    pub fn to_json(&self) -> Json {
        let mut settings = serde_json::to_value(self.settings).unwrap_or(Json::Null);
        let mut out = json!({
            "variant": self.variant.name(),
            "generation": self.generation,
        });
        if let Some(scorer) = &self.stalemate_function {
            out["stalemate_fallback"] = settings["stalemate"].clone();
            out["stalemate_function"] = Json::String(scorer.file().to_string());
            settings["stalemate"] = Json::String("custom".into());
        }
        settings["win"] = win_json(self.variant, self.settings.win);
        settings["match"] = match_json(self.match_rules.length);
        settings["points"] = points_json(self.match_rules);
        out["settings"] = settings;
        out["sources"] = serde_json::to_value(&self.sources).unwrap_or(Json::Null);
        out["clock_presets"] = serde_json::to_value(&self.clock_presets).unwrap_or(Json::Null);
        out["hooks"] = self.hooks.iter().map(hooks_json).collect();
        out
    }
}

/// The win rules as `check-script` prints them: `{"checks": 3, "king_reaches": ["e5", "f6"]}`,
/// with `checks` 0 and an empty list for rules that are off.
fn win_json(variant: &'static Variant, win: WinRules) -> Json {
    json!({ "checks": win.checks, "king_reaches": cell_names(variant.board(), win.hill) })
}

/// One script's hooks as `check-script` prints them: `{"file": …, "on_move": 4, "on_game_end": null}`.
fn hooks_json(hooks: &ScriptHooks) -> Json {
    json!({
        "file": hooks.file(),
        "on_move": hooks.line(HookEvent::Move),
        "on_game_end": hooks.line(HookEvent::GameEnd),
    })
}

/// The match length as `check-script` prints it: `"open"`, `{"games": 5}` or `{"first_to": 3.0}`.
fn match_json(length: MatchLength) -> Json {
    match length {
        MatchLength::Open => json!("open"),
        MatchLength::Games(n) => json!({ "games": n }),
        MatchLength::FirstTo(q) => json!({ "first_to": f64::from(q) / 4.0 }),
    }
}

/// What each result is worth, in points: `{"win": 1.0, "draw": 0.5, …}`.
fn points_json(rules: MatchRules) -> Json {
    let v = rules.values;
    let p = |q: u32| f64::from(q) / 4.0;
    json!({
        "win": p(v.win),
        "draw": p(v.draw),
        "loss": p(v.loss),
        "stalemate_win": p(v.stalemate_win),
        "stalemate_loss": p(v.stalemate_loss),
    })
}

/// How loading one script went, for the settings panel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptStatus {
    /// The script file.
    pub file: PathBuf,
    /// Loaded, or why not.
    pub result: Result<(), ScriptError>,
    /// When it was (re)loaded.
    pub loaded_at: SystemTime,
}

/// Applies the given house-rule scripts in file-name order over `variant`'s defaults. A script
/// that fails is skipped; its status holds the error. Statuses come in the order applied.
pub fn load_house_rules(variant: &'static Variant, scripts: &[PathBuf]) -> (EffectiveRules, Vec<ScriptStatus>) {
    let mut rules = EffectiveRules::defaults(variant);
    let mut statuses = Vec::new();
    for path in in_file_name_order(scripts) {
        let result = load_house_rules_file(&path, variant).map(|r| rules.apply(&r));
        statuses.push(ScriptStatus { file: path, result, loaded_at: SystemTime::now() });
    }
    (rules, statuses)
}

/// The paths sorted by file name (then by whole path).
pub(crate) fn in_file_name_order(paths: &[PathBuf]) -> Vec<PathBuf> {
    let mut sorted = paths.to_vec();
    sorted.sort_by(|a, b| a.file_name().cmp(&b.file_name()).then_with(|| a.cmp(b)));
    sorted
}

/// The `.lua` house-rule scripts in `dir`, in file-name order (none if it does not exist).
pub fn scripts_in(dir: &Path) -> Vec<PathBuf> {
    let Ok(read) = std::fs::read_dir(dir) else { return Vec::new() };
    let found: Vec<PathBuf> =
        read.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| super::catalog::is_lua_file(p)).collect();
    in_file_name_order(&found)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shareable<T: Send + Sync + Clone>() {}

    #[test]
    fn effective_rules_can_cross_threads() {
        shareable::<EffectiveRules>();
    }

    #[test]
    fn paths_sort_by_file_name_then_path() {
        let paths: Vec<PathBuf> = ["z/10_a.lua", "a/20_b.lua", "b/10_a.lua"].iter().map(PathBuf::from).collect();
        let sorted = in_file_name_order(&paths);
        let names: Vec<&str> = sorted.iter().filter_map(|p| p.to_str()).collect();
        assert_eq!(names, ["b/10_a.lua", "z/10_a.lua", "a/20_b.lua"]);
    }
}
