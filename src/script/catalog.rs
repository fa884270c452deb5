//! Lua files that users may add or override: the built-in files first, then `*.lua` files from
//! user folders (later folders win). Variants and lessons are both listed this way.

use std::path::{Path, PathBuf};

use super::error::ScriptError;

/// Whether a path is a `.lua` file that is not an editor's temp or backup file.
pub fn is_lua_file(path: &Path) -> bool {
    let Some(name) = path.file_name().and_then(|n| n.to_str()) else { return false };
    name.ends_with(".lua") && !name.starts_with('.') && !name.starts_with('#') && path.is_file()
}

/// The folders searched for user files of one kind (`"variants"`, `"lessons"`), lowest priority
/// first: that folder in the user's config directory (`$HEXCHESS_CONFIG_DIR` if set), then in
/// the working directory.
pub fn user_dirs(kind: &str) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    if let Ok(config) = crate::storage::config_dir() {
        dirs.push(config.join(kind));
    }
    dirs.push(PathBuf::from(kind));
    dirs
}

/// The built-ins `(stem, loaded)`, overridden or extended by the `.lua` files of `dirs` loaded
/// with `load` (later folders win), as `(stem, origin, loaded)` sorted by stem. The origin is the
/// file's path, or `built-in`.
pub fn overlay_files<T>(
    builtins: impl IntoIterator<Item = (String, Result<T, ScriptError>)>,
    dirs: &[PathBuf],
    load: impl Fn(&Path) -> Result<T, ScriptError>,
) -> Vec<(String, String, Result<T, ScriptError>)> {
    let mut entries: Vec<(String, String, Result<T, ScriptError>)> =
        builtins.into_iter().map(|(name, loaded)| (name, "built-in".to_string(), loaded)).collect();
    for dir in dirs {
        let Ok(read) = std::fs::read_dir(dir) else { continue };
        let mut files: Vec<PathBuf> =
            read.filter_map(|e| e.ok().map(|e| e.path())).filter(|p| is_lua_file(p)).collect();
        files.sort();
        for path in files {
            let name = path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
            let entry = (name.clone(), path.display().to_string(), load(&path));
            match entries.iter_mut().find(|e| e.0 == name) {
                Some(e) => *e = entry,
                None => entries.push(entry),
            }
        }
    }
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    entries
}
