//! The one place the app asks about the tweakable rules: the variant's defaults, the player's
//! choices in Settings, and house-rule scripts on top.
//!
//! The UI never decides legality or scoring itself: it asks [`RulesProvider`] for the effective
//! [`RuleSettings`], the game's status and the outcome. House-rule scripts plug in through the
//! [`HouseRuleLayer`] trait; [`NoHouseRules`] is the built-in, script-free layer.

use std::collections::BTreeMap;
use std::time::SystemTime;

use serde::{Deserialize, Serialize};

use crate::rules::{
    EndReason, Game, GameStatus, MatchRules, Outcome, Points, Position, RuleSettings, StalemateRule, Variant,
};
use crate::script::{
    ClockPreset, HookContext, HookEvent, HookRun, HookRunner, ScriptError, ScriptHooks, builtin_clock_presets,
};

use super::stalemate_fallback::StalemateFallback;

/// The four rules a player can switch in Settings; `None` keeps the layer below.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct RuleOverrides {
    /// Stalemate scoring.
    pub stalemate: Option<StalemateRule>,
    /// Threefold repetition on or off.
    pub threefold: Option<bool>,
    /// Fifty-move rule on or off.
    pub fifty_move: Option<bool>,
    /// Draw offers allowed or not.
    pub draw_offers: Option<bool>,
}

/// Names of the switchable rules, as shown in Settings and used as keys of [`RulesProvider::sources`].
pub const RULE_NAMES: [&str; 4] = ["stalemate", "threefold", "fifty_move", "draw_offers"];

impl RuleOverrides {
    /// Applies the set fields to `settings`, recording `who` as their source.
    pub fn apply(&self, settings: &mut RuleSettings, sources: &mut BTreeMap<String, String>, who: &str) {
        let mut note = |name: &str| {
            sources.insert(name.to_string(), who.to_string());
        };
        if let Some(v) = self.stalemate {
            settings.stalemate = v;
            note("stalemate");
        }
        if let Some(v) = self.threefold {
            settings.threefold = v;
            note("threefold");
        }
        if let Some(v) = self.fifty_move {
            settings.fifty_move = v;
            note("fifty_move");
        }
        if let Some(v) = self.draw_offers {
            settings.draw_offers = v;
            note("draw_offers");
        }
    }
}

/// The player's rule choices, each kept for the variant it was set in (by variant name), so a
/// choice made while playing one variant never changes another.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct VariantOverrides(BTreeMap<String, RuleOverrides>);

impl VariantOverrides {
    /// The choices made in `variant` (none set when the player never changed one there).
    pub fn of(&self, variant: &str) -> RuleOverrides {
        self.0.get(variant).copied().unwrap_or_default()
    }

    /// Replaces the choices of `variant`; choosing nothing forgets the entry.
    pub fn set(&mut self, variant: &str, overrides: RuleOverrides) {
        if overrides == RuleOverrides::default() {
            self.0.remove(variant);
        } else {
            self.0.insert(variant.to_string(), overrides);
        }
    }

    /// Whether no variant has a choice.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

/// What changed when house rules were reloaded, for a toast.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ReloadNotice {
    /// A script was (re)loaded: its file name.
    Reloaded(String),
    /// A script was deleted; the rules no longer include it: its file name.
    Removed(String),
    /// A script failed; the last good rules stay active. The message reads `file:line: what`.
    Failed(String),
}

impl ReloadNotice {
    /// The toast text.
    pub fn toast(&self) -> String {
        match self {
            ReloadNotice::Reloaded(file) => format!("house rules reloaded: {file}"),
            ReloadNotice::Removed(file) => format!("house rules: {file} removed"),
            ReloadNotice::Failed(message) => message.clone(),
        }
    }
}

/// One house-rule script as listed in Settings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptInfo {
    /// The file name, e.g. `draw_stalemate.lua`.
    pub file: String,
    /// Whether the player switched it on.
    pub enabled: bool,
    /// `Ok` when loaded, else the error (`file:line: message`).
    pub status: Result<(), ScriptError>,
    /// When it was last (re)loaded.
    pub reloaded_at: Option<SystemTime>,
}

/// A layer of house rules over the player's settings (Lua scripts in `scripts/`).
pub trait HouseRuleLayer {
    /// Overrides the effective settings, recording each script that set a rule in `sources`.
    fn apply(&self, settings: &mut RuleSettings, sources: &mut BTreeMap<String, String>);
    /// Polls for script changes (called once per frame); `Some` when the rules changed.
    fn refresh(&mut self) -> Option<ReloadNotice>;
    /// The scripts, for the Settings panel.
    fn scripts(&self) -> Vec<ScriptInfo>;
    /// Switches a script on or off.
    fn set_enabled(&mut self, file: &str, enabled: bool);
    /// Tells the layer which variant is being played.
    fn set_variant(&mut self, variant: &'static Variant);
    /// The points of a stalemate in `pos` from a script's scoring function, if a script sets
    /// one: `Err` when the function failed (the built-in rule then scores).
    fn stalemate_points(&self, _pos: &Position) -> Option<Result<Points, StalemateFallback>> {
        None
    }
    /// Where the script `file` (as [`scripts`](Self::scripts) names it) is on disk, to read its
    /// text (none by default).
    fn script_path(&self, _file: &str) -> Option<std::path::PathBuf> {
        None
    }

    /// Clock presets that enabled scripts add to the built-in ones (none by default).
    fn clock_presets(&self) -> Vec<ClockPreset> {
        Vec::new()
    }

    /// The match length and result values that enabled scripts set (an open match scored
    /// 1, ½, 0, ¾, ¼ by default).
    fn match_rules(&self) -> MatchRules {
        MatchRules::default()
    }

    /// A script's stalemate function for the engine's search (a failing call scores by the
    /// built-in rule), if a script sets one.
    fn engine_stalemate_scorer(&self) -> Option<crate::engine::StalemateScorer> {
        None
    }

    /// The hooks (`on_move`, `on_game_end`) of the enabled scripts, in file-name order.
    fn hooks(&self) -> Vec<ScriptHooks> {
        Vec::new()
    }
}

/// No house rules: the variant's defaults and the player's settings only.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoHouseRules;

impl HouseRuleLayer for NoHouseRules {
    fn apply(&self, _settings: &mut RuleSettings, _sources: &mut BTreeMap<String, String>) {}
    fn refresh(&mut self) -> Option<ReloadNotice> {
        None
    }
    fn scripts(&self) -> Vec<ScriptInfo> {
        Vec::new()
    }
    fn set_enabled(&mut self, _file: &str, _enabled: bool) {}
    fn set_variant(&mut self, _variant: &'static Variant) {}
}

/// The effective rules: variant defaults, then the player's settings, then house rules.
pub struct RulesProvider {
    variant: &'static Variant,
    user: VariantOverrides,
    house: Box<dyn HouseRuleLayer>,
    /// A stalemate function's failure, waiting to be shown.
    scorer_note: std::cell::RefCell<Option<StalemateFallback>>,
    /// The hooks switched off after failing.
    hook_runner: HookRunner,
}

impl std::fmt::Debug for RulesProvider {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("RulesProvider").field("variant", &self.variant.name()).field("user", &self.user).finish()
    }
}

impl RulesProvider {
    /// Rules for `variant` with the player's overrides (per variant) and a house-rule layer.
    pub fn new(variant: &'static Variant, user: VariantOverrides, mut house: Box<dyn HouseRuleLayer>) -> RulesProvider {
        house.set_variant(variant);
        RulesProvider {
            variant,
            user,
            house,
            scorer_note: std::cell::RefCell::new(None),
            hook_runner: HookRunner::new(),
        }
    }

    /// Switches to another variant (its defaults become the base layer).
    pub fn set_variant(&mut self, variant: &'static Variant) {
        self.variant = variant;
        self.house.set_variant(variant);
    }

    /// Replaces the player's overrides (of every variant).
    pub fn set_user(&mut self, user: VariantOverrides) {
        self.user = user;
    }

    /// The player's overrides in the variant being played.
    pub fn user(&self) -> RuleOverrides {
        self.user.of(self.variant.name())
    }

    /// The effective settings and, for each switchable rule, who set it.
    pub fn effective(&self) -> (RuleSettings, BTreeMap<String, String>) {
        let (settings, sources, _) = self.layered();
        (settings, sources)
    }

    /// The effective settings, their sources, and whether a house rule set the stalemate rule.
    fn layered(&self) -> (RuleSettings, BTreeMap<String, String>, bool) {
        let mut settings = self.variant.default_rules();
        let mut sources: BTreeMap<String, String> =
            RULE_NAMES.iter().map(|n| (n.to_string(), format!("{}.lua", self.variant.name()))).collect();
        self.user().apply(&mut settings, &mut sources, "your settings");
        let before = sources.get("stalemate").cloned();
        self.house.apply(&mut settings, &mut sources);
        let scripted = sources.get("stalemate") != before.as_ref();
        (settings, sources, scripted)
    }

    /// The effective settings.
    pub fn settings(&self) -> RuleSettings {
        self.effective().0
    }

    /// For each switchable rule, the file (or "your settings") that set it.
    pub fn sources(&self) -> BTreeMap<String, String> {
        self.effective().1
    }

    /// The game's status under the effective rules.
    pub fn status(&self, game: &Game) -> GameStatus {
        game.status(&self.settings())
    }

    /// The outcome of a status under the effective rules (`None` while play goes on). A
    /// stalemate is scored by a script's function when one is set and the script set the
    /// stalemate rule; if the function fails, the built-in rule scores and the failure is shown
    /// by the next [`RulesProvider::refresh`].
    pub fn outcome(&self, status: GameStatus, pos: &Position) -> Option<Outcome> {
        let (settings, _, scripted) = self.layered();
        if let (GameStatus::Stalemate { .. }, true) = (status, scripted) {
            match self.house.stalemate_points(pos) {
                Some(Ok(points)) => return Some(Outcome { reason: EndReason::Stalemate, points }),
                Some(Err(note)) => *self.scorer_note.borrow_mut() = Some(note),
                None => {}
            }
        }
        status.outcome(&settings)
    }

    /// The stalemate scorer for the engine's search: a script's function when a script set the
    /// stalemate rule (the same condition as in [`RulesProvider::outcome`]), else `None`.
    pub fn engine_stalemate_scorer(&self) -> Option<crate::engine::StalemateScorer> {
        let (_, _, scripted) = self.layered();
        if scripted { self.house.engine_stalemate_scorer() } else { None }
    }

    /// Polls house rules for changes; the toast text when they changed (or when a stalemate
    /// function failed).
    pub fn refresh(&mut self) -> Option<String> {
        if let Some(note) = self.scorer_note.borrow_mut().take() {
            return Some(note.to_string());
        }
        self.house.refresh().map(|c| c.toast())
    }

    /// The match rules in force: the house-rule scripts' `match` and `points`.
    pub fn match_rules(&self) -> MatchRules {
        self.house.match_rules()
    }

    /// The clock presets for Settings: the built-in ones, then those the house-rule scripts add
    /// (a script preset with a built-in preset's name replaces it).
    pub fn clock_presets(&self) -> Vec<ClockPreset> {
        let mut all = builtin_clock_presets();
        for preset in self.house.clock_presets() {
            match all.iter_mut().find(|p| p.name == preset.name) {
                Some(existing) => *existing = preset,
                None => all.push(preset),
            }
        }
        all
    }

    /// Whether an enabled script defines a hook of `event`.
    pub fn has_hooks(&self, event: HookEvent) -> bool {
        self.house.hooks().iter().any(|h| h.defines(event))
    }

    /// Runs the enabled scripts' hooks of `event` with `ctx`, in file-name order. A hook that
    /// fails is switched off until its script changes, and reported in the run's failures.
    pub fn run_hooks(&mut self, event: HookEvent, ctx: &HookContext) -> HookRun {
        let hooks = self.house.hooks();
        self.hook_runner.run(&hooks, event, ctx)
    }

    /// The house-rule scripts, for Settings.
    pub fn scripts(&self) -> Vec<ScriptInfo> {
        self.house.scripts()
    }

    /// The house-rule scripts in force (switched on and loaded), each named by file and a
    /// digest of its text ([`crate::online::digest`], as the command line's host computes it),
    /// as an online game's settings carry them.
    pub fn script_digests(&self) -> Vec<crate::online::ScriptDigest> {
        self.house
            .scripts()
            .into_iter()
            .filter(|s| s.enabled && s.status.is_ok())
            .map(|s| {
                let text = self.house.script_path(&s.file).and_then(|p| std::fs::read(p).ok()).unwrap_or_default();
                crate::online::ScriptDigest { digest: crate::online::digest(&text), name: s.file }
            })
            .collect()
    }

    /// Switches a house-rule script on or off.
    pub fn set_script_enabled(&mut self, file: &str, enabled: bool) {
        self.house.set_enabled(file, enabled);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;
    use crate::script::builtin_variant;

    struct DrawScript;
    impl HouseRuleLayer for DrawScript {
        fn apply(&self, s: &mut RuleSettings, src: &mut BTreeMap<String, String>) {
            s.stalemate = StalemateRule::Draw;
            src.insert("stalemate".into(), "draw.lua".into());
        }
        fn refresh(&mut self) -> Option<ReloadNotice> {
            Some(ReloadNotice::Reloaded("draw.lua".into()))
        }
        fn scripts(&self) -> Vec<ScriptInfo> {
            Vec::new()
        }
        fn set_enabled(&mut self, _: &str, _: bool) {}
        fn set_variant(&mut self, _: &'static Variant) {}
    }

    #[test]
    fn layers_apply_in_order_and_name_their_source() {
        let v = builtin_variant("glinski").unwrap();
        let p = RulesProvider::new(v, VariantOverrides::default(), Box::new(NoHouseRules));
        assert_eq!(p.settings(), v.default_rules());
        assert_eq!(p.sources()["stalemate"], "glinski.lua");

        let user =
            RuleOverrides { threefold: Some(false), stalemate: Some(StalemateRule::Glinski), ..Default::default() };
        let mut per_variant = VariantOverrides::default();
        per_variant.set("glinski", user);
        let mut p = RulesProvider::new(v, per_variant, Box::new(DrawScript));
        let (s, src) = p.effective();
        assert!(!s.threefold);
        assert_eq!(src["threefold"], "your settings");
        assert_eq!(s.stalemate, StalemateRule::Draw, "scripts win over settings");
        assert_eq!(src["stalemate"], "draw.lua");
        assert_eq!(p.refresh().as_deref(), Some("house rules reloaded: draw.lua"));
    }

    #[test]
    fn an_override_belongs_to_the_variant_it_was_set_in() {
        let glinski = builtin_variant("glinski").unwrap();
        let mccooey = builtin_variant("mccooey").unwrap();
        let flipped = match glinski.default_rules().stalemate {
            StalemateRule::Glinski => StalemateRule::Draw,
            StalemateRule::Draw => StalemateRule::Glinski,
        };
        let mut user = VariantOverrides::default();
        user.set("glinski", RuleOverrides { stalemate: Some(flipped), ..Default::default() });
        let mut p = RulesProvider::new(glinski, user, Box::new(NoHouseRules));
        assert_eq!(p.settings().stalemate, flipped);
        assert_eq!(p.sources()["stalemate"], "your settings");
        p.set_variant(mccooey);
        assert_eq!(p.settings(), mccooey.default_rules(), "McCooey keeps its own defaults");
        assert_eq!(p.sources()["stalemate"], "mccooey.lua");
        p.set_variant(glinski);
        assert_eq!(p.settings().stalemate, flipped, "and Gliński keeps the choice");
    }

    #[test]
    fn stalemate_outcome_follows_the_effective_rule() {
        let v = builtin_variant("glinski").unwrap();
        let pos = Position::from_fen(v, "6/7/8/9/10/8K1k/10/9/8/7/6 b - - 1 1").unwrap();
        let status = Game::new(pos).status(&v.default_rules());
        assert_eq!(status, GameStatus::Stalemate { stalemated: Color::Black });
        let plain = RulesProvider::new(v, VariantOverrides::default(), Box::new(NoHouseRules));
        assert_eq!(plain.outcome(status, &pos).unwrap().points.result_text(), "3/4-1/4");
        let scripted = RulesProvider::new(v, VariantOverrides::default(), Box::new(DrawScript));
        assert_eq!(scripted.outcome(status, &pos).unwrap().points.result_text(), "1/2-1/2");
    }
}
