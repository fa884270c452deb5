//! The Lua house rules as the app's [`HouseRuleLayer`]: [`LiveRules`] keeps them current from
//! `scripts/` (and the active variant file), reloading saved files in the background.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use crate::rules::{Points, Position, RuleSettings, Variant};
use crate::script::{ClockPreset, LiveOptions, LiveRules, ScriptError};

use super::rules_provider::{HouseRuleLayer, ReloadNotice, ScriptInfo};
use super::stalemate_fallback::StalemateFallback;

/// House rules from the Lua scripts in a directory. Scripts start switched off; the app switches
/// on the ones the player enabled.
pub struct LiveHouseRules {
    live: LiveRules,
}

impl LiveHouseRules {
    /// Loads `variant` and the scripts in `scripts_dir` (none enabled yet), and starts watching
    /// both; `wake` is called from the watcher's thread when something changed (the app passes
    /// `ctx.request_repaint`). A watch that cannot start is reported in the returned note.
    ///
    /// # Errors
    /// A [`ScriptError`] if the variant cannot be loaded.
    pub fn start(
        variant: &str,
        variant_dirs: Vec<PathBuf>,
        scripts_dir: PathBuf,
        wake: impl Fn() + Send + 'static,
    ) -> Result<(LiveHouseRules, Option<String>), ScriptError> {
        let options =
            LiveOptions { variant: variant.to_string(), variant_dirs, scripts_dir, enabled: Some(BTreeSet::new()) };
        let mut live = LiveRules::load(options)?;
        let note = live.watch(wake).err().map(|e| format!("house rules will not reload by themselves: {e}"));
        Ok((LiveHouseRules { live }, note))
    }

    /// The live rules underneath.
    pub fn live(&self) -> &LiveRules {
        &self.live
    }
}

impl HouseRuleLayer for LiveHouseRules {
    fn apply(&self, settings: &mut RuleSettings, sources: &mut BTreeMap<String, String>) {
        let rules = self.live.rules();
        // Sources are paths; Settings shows the file name.
        let from_script = |key: &str| {
            let source = rules.sources.get(key).filter(|s| !s.starts_with("variant:"))?;
            let name = std::path::Path::new(source).file_name().map(|n| n.to_string_lossy().into_owned());
            Some(name.unwrap_or_else(|| source.clone()))
        };
        let mut take = |key: &str, apply: &mut dyn FnMut(&mut RuleSettings)| {
            if let Some(file) = from_script(key) {
                apply(settings);
                sources.insert(key.to_string(), file);
            }
        };
        let s = rules.settings;
        take("stalemate", &mut |t| t.stalemate = s.stalemate);
        take("threefold", &mut |t| t.threefold = s.threefold);
        take("fifty_move", &mut |t| t.fifty_move = s.fifty_move);
        take("fifty_move_plies", &mut |t| t.fifty_move_plies = s.fifty_move_plies);
        take("draw_offers", &mut |t| t.draw_offers = s.draw_offers);
        take("bare_kings", &mut |t| t.bare_kings = s.bare_kings);
        take("win", &mut |t| t.win = s.win);
    }

    fn refresh(&mut self) -> Option<ReloadNotice> {
        use crate::script::RulesChange as Live;
        let change = self.live.refresh()?;
        let name = change.file().file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        Some(match change {
            Live::Failed { .. } => ReloadNotice::Failed(change.message()),
            Live::Removed { .. } => ReloadNotice::Removed(name),
            Live::Reloaded { .. } | Live::VariantListChanged { .. } => ReloadNotice::Reloaded(name),
        })
    }

    fn scripts(&self) -> Vec<ScriptInfo> {
        self.live
            .statuses()
            .into_iter()
            .map(|s| {
                let file = s.file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
                ScriptInfo {
                    enabled: self.live.is_enabled(&file),
                    status: s.result,
                    reloaded_at: Some(s.loaded_at),
                    file,
                }
            })
            .collect()
    }

    fn script_path(&self, file: &str) -> Option<PathBuf> {
        self.live
            .statuses()
            .into_iter()
            .map(|s| s.file)
            .find(|f| f.file_name().is_some_and(|n| n.to_string_lossy() == file))
    }

    fn set_enabled(&mut self, file: &str, enabled: bool) {
        self.live.set_enabled(file, enabled);
    }

    fn set_variant(&mut self, variant: &'static Variant) {
        // A variant that is not a file in the watched folders (or built in) keeps the old base;
        // the app only offers variants from the same catalog.
        let _ = self.live.set_variant(variant.name());
    }

    fn clock_presets(&self) -> Vec<ClockPreset> {
        self.live.rules().clock_presets.clone()
    }

    fn match_rules(&self) -> crate::rules::MatchRules {
        self.live.rules().match_rules
    }

    fn stalemate_points(&self, pos: &Position) -> Option<Result<Points, StalemateFallback>> {
        let rules = self.live.rules();
        let scorer = rules.stalemate_function.as_ref()?;
        Some(scorer.score(pos).map_err(|error| StalemateFallback { error, rule: rules.settings.stalemate }))
    }

    fn engine_stalemate_scorer(&self) -> Option<crate::engine::StalemateScorer> {
        let rules = self.live.rules();
        rules.stalemate_function.as_ref().map(|s| s.to_points_fn(rules.settings.stalemate))
    }

    fn hooks(&self) -> Vec<crate::script::ScriptHooks> {
        self.live.rules().hooks.clone()
    }
}
