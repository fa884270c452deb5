//! Commands on scripts: `check-script` and `rules [--watch]`.

use std::path::{Path, PathBuf};
use std::sync::mpsc;

use serde_json::{Value as Json, json};

use crate::script::{
    CheckedScript, LiveOptions, LiveRules, RulesChange, ScriptStatus, check_script_file, resolve_variant, variant_dirs,
};

use super::CliError;

/// `check-script FILE`: the effective rules the file gives, as pretty JSON, with `kind` set to
/// `variant` or `house_rules`. For a variant, `spec` is the whole variant as loaded: a file
/// with a `base` shows the merged result.
pub(crate) fn check_script(file: &Path, variant: &str) -> Result<(), CliError> {
    let base = resolve_variant(variant)?;
    let checked = check_script_file(file, base)?;
    let mut out = checked.effective_rules(base).to_json();
    match checked {
        CheckedScript::Variant(v) => {
            out["kind"] = Json::String("variant".into());
            out["spec"] = serde_json::to_value(v.spec())?;
        }
        CheckedScript::HouseRules(_) => out["kind"] = Json::String("house_rules".into()),
    }
    println!("{}", serde_json::to_string_pretty(&out)?);
    Ok(())
}

/// `rules --variant NAME --scripts DIR [--watch]`.
pub(crate) fn rules(variant: &str, scripts: &Path, watch: bool) -> Result<(), CliError> {
    let mut live = LiveRules::load(live_options(variant, scripts))?;
    let mut first = live.rules().to_json();
    first["scripts"] = Json::Array(live.statuses().iter().map(status_json).collect());
    println!("{first}");
    if !watch {
        return Ok(());
    }
    let (tx, rx) = mpsc::channel();
    live.watch(move || {
        let _ = tx.send(());
    })?;
    for (dir, why) in live.unwatched().into_iter().filter(|(d, _)| d.exists()) {
        eprintln!("hexchess: not watching {}: {why}", dir.display());
    }
    if !scripts.is_dir() {
        eprintln!("hexchess: {} is not a directory; create it to add scripts", scripts.display());
    }
    while rx.recv().is_ok() {
        for change in live.refresh_all() {
            println!("{}", change_json(&live, &change));
        }
    }
    Ok(())
}

/// The variant name and directories for a `--variant` argument that may be a path.
fn live_options(variant: &str, scripts: &Path) -> LiveOptions {
    let mut dirs = variant_dirs();
    let mut name = variant.to_string();
    if variant.ends_with(".lua") || variant.contains('/') || variant.contains('\\') {
        let path = PathBuf::from(variant);
        dirs.push(path.parent().map(Path::to_path_buf).unwrap_or_default());
        name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    }
    LiveOptions { variant: name, variant_dirs: dirs, scripts_dir: scripts.to_path_buf(), enabled: None }
}

fn status_json(s: &ScriptStatus) -> Json {
    match &s.result {
        Ok(()) => json!({ "file": s.file.display().to_string(), "ok": true }),
        Err(e) => json!({ "file": s.file.display().to_string(), "ok": false, "error": e.to_string() }),
    }
}

/// One `--watch` line: the new rules with `event` and `changed`, or the error with the
/// generation still in force.
fn change_json(live: &LiveRules, change: &RulesChange) -> Json {
    let file = change.file().display().to_string();
    match change {
        RulesChange::Reloaded { .. } | RulesChange::Removed { .. } => {
            let mut out = live.rules().to_json();
            let event = if matches!(change, RulesChange::Reloaded { .. }) { "reloaded" } else { "removed" };
            out["event"] = Json::String(event.into());
            out["changed"] = Json::String(file);
            out
        }
        RulesChange::Failed { error, generation, .. } => json!({
            "event": "error",
            "file": file,
            "error": error.to_string(),
            "generation": generation,
        }),
        RulesChange::VariantListChanged { .. } => json!({ "event": "variant_list_changed", "file": file }),
    }
}
