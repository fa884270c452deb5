//! The rules in force for `play`, `bestmove` and `selfplay`: the variant's defaults, then the
//! house-rule scripts of a folder (as the app applies them), then the switches.

use std::path::{Path, PathBuf};

use crate::engine::StalemateScorer;
use crate::rules::{RuleSettings, StalemateRule, Variant, WinRules, hill_cells};
use crate::script::{ScriptHooks, load_house_rules, scripts_in};

use super::CliError;

/// Switches for the rules in force (defaults: the variant's, then `--scripts`).
#[derive(clap::Args, Debug, Clone, Default)]
pub struct RuleArgs {
    /// A folder of house-rule scripts whose effective rules apply (before the switches below).
    #[arg(long)]
    pub scripts: Option<PathBuf>,
    /// Stalemate scoring: glinski (3/4 to the stalemating side) or draw.
    #[arg(long, value_parser = ["glinski", "draw"])]
    pub stalemate: Option<String>,
    /// Do not draw by threefold repetition.
    #[arg(long)]
    pub no_threefold: bool,
    /// Do not draw by the fifty-move rule.
    #[arg(long)]
    pub no_fifty: bool,
    /// n-check: the side that gives its n-th check wins (e.g. 3 for three-check).
    #[arg(long, value_parser = clap::value_parser!(u8).range(1..=crate::rules::MAX_CHECKS as i64))]
    pub checks: Option<u8>,
    /// King of the Hill: a king on one of these cells wins (comma-separated, e.g. f6,e5,g5).
    #[arg(long, value_delimiter = ',')]
    pub hill: Vec<String>,
}

impl RuleArgs {
    /// The switches applied over `rules` (the hill's cell names are read on `variant`'s board).
    ///
    /// # Errors
    /// A [`CliError`] naming a hill cell that is not on the board.
    pub fn apply(&self, variant: &'static Variant, mut rules: RuleSettings) -> Result<RuleSettings, CliError> {
        match self.stalemate.as_deref() {
            Some("glinski") => rules.stalemate = StalemateRule::Glinski,
            Some("draw") => rules.stalemate = StalemateRule::Draw,
            _ => {}
        }
        rules.threefold &= !self.no_threefold;
        rules.fifty_move &= !self.no_fifty;
        if let Some(n) = self.checks {
            rules.win.checks = WinRules::checks(n).checks;
        }
        if !self.hill.is_empty() {
            rules.win.hill = hill_cells(variant.board(), self.hill.iter().map(|s| s.trim())).map_err(CliError::Hill)?;
        }
        Ok(rules)
    }

    /// The rules in force on `variant`: its defaults, the scripts of `--scripts` (a failing script
    /// is an error), then the switches; with a script's stalemate function adapted for the engine.
    ///
    /// # Errors
    /// A [`CliError`] for a missing folder, a failing script or a bad switch.
    pub fn resolve(&self, variant: &'static Variant) -> Result<(RuleSettings, Option<StalemateScorer>), CliError> {
        let all = self.resolve_with_hooks(variant)?;
        Ok((all.settings, all.scorer))
    }

    /// As [`RuleArgs::resolve`], with the scripts' hooks (`on_move`, `on_game_end`).
    ///
    /// # Errors
    /// As [`RuleArgs::resolve`].
    pub fn resolve_with_hooks(&self, variant: &'static Variant) -> Result<ResolvedRules, CliError> {
        let mut all = match &self.scripts {
            Some(dir) => house_rules_from_scripts(variant, dir)?,
            None => ResolvedRules { settings: variant.default_rules(), scorer: None, hooks: Vec::new() },
        };
        all.settings = self.apply(variant, all.settings)?;
        Ok(all)
    }
}

/// The rules in force with what only scripts bring: a stalemate function and hooks.
pub struct ResolvedRules {
    /// The switchable rules.
    pub settings: RuleSettings,
    /// A script's stalemate function, adapted for the engine.
    pub scorer: Option<StalemateScorer>,
    /// The hooks of the scripts, in file-name order.
    pub hooks: Vec<ScriptHooks>,
}

/// The effective house rules of every script in `dir` over the variant's defaults, with a
/// script's stalemate function adapted for the engine, and the scripts' hooks. A failing script
/// is an error.
fn house_rules_from_scripts(variant: &'static Variant, dir: &Path) -> Result<ResolvedRules, CliError> {
    if !dir.is_dir() {
        return Err(CliError::ScriptsNotADirectory(dir.to_path_buf()));
    }
    let (rules, statuses) = load_house_rules(variant, &scripts_in(dir));
    if let Some(Err(e)) = statuses.into_iter().map(|s| s.result).find(Result::is_err) {
        return Err(e.into());
    }
    let scorer = rules.stalemate_function.as_ref().map(|s| s.to_points_fn(rules.settings.stalemate));
    Ok(ResolvedRules { settings: rules.settings, scorer, hooks: rules.hooks })
}
