//! Live rules: the effective rules kept up to date while the app runs.
//!
//! [`LiveRules`] owns the current [`EffectiveRules`], the last good version of every script, and
//! a generation counter. With [`LiveRules::watch`], saving a script or the active variant file
//! reloads it on a background thread; [`LiveRules::refresh`] (called once per frame, never
//! blocking) applies finished reloads. A reload that fails keeps the file's last good version, so
//! the rules stay as they were, and reports the error. A reload only ever changes the rules: the
//! caller's game is never touched.
//!
//! ```no_run
//! use hexchess::script::{LiveOptions, LiveRules, variant_dirs};
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let options = LiveOptions {
//!     variant: "glinski".into(),
//!     variant_dirs: variant_dirs(),
//!     scripts_dir: "scripts".into(),
//!     enabled: Some(["stalemate_draw.lua".to_string()].into()), // the user's toggles
//! };
//! let mut live = LiveRules::load(options)?;
//! live.watch(|| { /* e.g. ctx.request_repaint() */ })?;
//! // Once per frame:
//! if let Some(change) = live.refresh() {
//!     println!("{}", change.message()); // a toast: "house rules reloaded: …" or the error
//! }
//! let settings = live.rules().settings; // what the game's status uses
//! # let _ = settings;
//! # Ok(()) }
//! ```

use std::collections::{BTreeMap, BTreeSet, HashMap, VecDeque};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, mpsc};
use std::time::SystemTime;

use crate::rules::Variant;

use super::error::ScriptError;
use super::house_rules::{EffectiveRules, ScriptStatus, in_file_name_order, scripts_in};
use super::house_script::{HouseRules, load_house_rules_file};
use super::variants::resolve_variant_in;
use super::watcher::{RulesWatcher, WatchError};

/// What [`LiveRules`] loads and watches.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LiveOptions {
    /// The active variant's name, looked up in `variant_dirs`, else built in.
    pub variant: String,
    /// Directories with variant files, lowest priority first (see `variant_dirs()`).
    pub variant_dirs: Vec<PathBuf>,
    /// The directory of house-rule scripts.
    pub scripts_dir: PathBuf,
    /// The file names of the enabled scripts; `None` enables every script.
    pub enabled: Option<BTreeSet<String>>,
}

/// A change that [`LiveRules::refresh`] reports, e.g. for a toast.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesChange {
    /// The file was reloaded and the new rules are in force.
    Reloaded {
        /// The script or variant file.
        file: PathBuf,
        /// The new generation.
        generation: u64,
    },
    /// The file was removed; the rules no longer include it.
    Removed {
        /// The script or variant file.
        file: PathBuf,
        /// The new generation.
        generation: u64,
    },
    /// The file failed to load; its last good version stays in force.
    Failed {
        /// The script or variant file.
        file: PathBuf,
        /// Why, as `file:line: message`.
        error: ScriptError,
        /// The generation still in force.
        generation: u64,
    },
    /// A variant file other than the active one changed: the variant list may have changed.
    VariantListChanged {
        /// The variant file.
        file: PathBuf,
    },
}

impl RulesChange {
    /// The file concerned.
    pub fn file(&self) -> &Path {
        match self {
            RulesChange::Reloaded { file, .. }
            | RulesChange::Removed { file, .. }
            | RulesChange::Failed { file, .. }
            | RulesChange::VariantListChanged { file } => file,
        }
    }

    /// The generation in force after the change (none for a variant-list change).
    pub fn generation(&self) -> Option<u64> {
        match self {
            RulesChange::Reloaded { generation, .. }
            | RulesChange::Removed { generation, .. }
            | RulesChange::Failed { generation, .. } => Some(*generation),
            RulesChange::VariantListChanged { .. } => None,
        }
    }

    /// A one-line message for a toast, e.g. `house rules reloaded: stalemate_draw.lua`.
    pub fn message(&self) -> String {
        let name = self.file().file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        match self {
            RulesChange::Reloaded { .. } => format!("house rules reloaded: {name}"),
            RulesChange::Removed { .. } => format!("house rules removed: {name}"),
            RulesChange::Failed { error, .. } => format!("{error} (the last good rules stay in force)"),
            RulesChange::VariantListChanged { .. } => format!("variant file changed: {name}"),
        }
    }
}

/// One script's state: its last good rules and its latest status.
#[derive(Clone, Debug)]
struct ScriptEntry {
    last_good: Option<HouseRules>,
    status: ScriptStatus,
}

/// A finished background reload.
struct JobResult {
    seq: u64,
    path: PathBuf,
    outcome: JobOutcome,
}

enum JobOutcome {
    /// `None`: the script no longer exists.
    Script(Option<Result<HouseRules, ScriptError>>),
    Variant(Result<&'static Variant, ScriptError>),
}

type Wake = Arc<dyn Fn() + Send + Sync>;

/// The effective rules, kept up to date from the scripts and the variant file on disk.
pub struct LiveRules {
    options: LiveOptions,
    variant: &'static Variant,
    scripts: BTreeMap<PathBuf, ScriptEntry>,
    current: EffectiveRules,
    generation: u64,
    watcher: Option<RulesWatcher>,
    wake: Option<Wake>,
    jobs_tx: mpsc::Sender<JobResult>,
    jobs_rx: mpsc::Receiver<JobResult>,
    seq: u64,
    latest: HashMap<PathBuf, u64>,
    reports: VecDeque<RulesChange>,
}

impl LiveRules {
    /// Loads the variant and every script in the scripts directory (applying the enabled ones).
    /// Nothing is watched until [`LiveRules::watch`].
    ///
    /// # Errors
    /// A [`ScriptError`] if the variant cannot be loaded. Broken scripts are not errors here:
    /// their statuses hold the errors.
    pub fn load(options: LiveOptions) -> Result<LiveRules, ScriptError> {
        let variant = resolve_variant_in(&options.variant, &options.variant_dirs)?;
        let mut scripts = BTreeMap::new();
        for path in scripts_in(&options.scripts_dir) {
            let result = load_house_rules_file(&path, variant);
            let status = ScriptStatus {
                file: path.clone(),
                result: result.as_ref().map(|_| ()).map_err(Clone::clone),
                loaded_at: SystemTime::now(),
            };
            scripts.insert(path, ScriptEntry { last_good: result.ok(), status });
        }
        let (jobs_tx, jobs_rx) = mpsc::channel();
        let mut live = LiveRules {
            options,
            variant,
            scripts,
            current: EffectiveRules::defaults(variant),
            generation: 0,
            watcher: None,
            wake: None,
            jobs_tx,
            jobs_rx,
            seq: 0,
            latest: HashMap::new(),
            reports: VecDeque::new(),
        };
        live.current = live.compute();
        Ok(live)
    }

    /// Starts watching the variant directories and the scripts directory. `wake` is called
    /// (from another thread) whenever [`LiveRules::refresh`] has something to do: pass e.g.
    /// `move || ctx.request_repaint()`.
    ///
    /// # Errors
    /// [`WatchError`] if the platform watcher cannot start. Missing directories are skipped
    /// (see [`LiveRules::unwatched`]).
    pub fn watch(&mut self, wake: impl Fn() + Send + 'static) -> Result<(), WatchError> {
        let shared = Mutex::new(wake);
        let wake: Wake = Arc::new(move || {
            if let Ok(f) = shared.lock() {
                f();
            }
        });
        let mut dirs = self.options.variant_dirs.clone();
        dirs.push(self.options.scripts_dir.clone());
        let notify_wake = Arc::clone(&wake);
        self.watcher = Some(RulesWatcher::new(&dirs, move || notify_wake())?);
        self.wake = Some(wake);
        Ok(())
    }

    /// Directories that could not be watched (e.g. missing), with the reason.
    pub fn unwatched(&self) -> Vec<(PathBuf, String)> {
        self.watcher.as_ref().map(|w| w.skipped().to_vec()).unwrap_or_default()
    }

    /// The rules in force.
    pub fn rules(&self) -> &EffectiveRules {
        &self.current
    }

    /// The generation of the rules in force; it grows by one with each change.
    pub fn generation(&self) -> u64 {
        self.generation
    }

    /// The active variant.
    pub fn variant(&self) -> &'static Variant {
        self.variant
    }

    /// Every script in the scripts directory with its latest status, in file-name order.
    pub fn statuses(&self) -> Vec<ScriptStatus> {
        let paths: Vec<PathBuf> = self.scripts.keys().cloned().collect();
        in_file_name_order(&paths).iter().filter_map(|p| self.scripts.get(p)).map(|e| e.status.clone()).collect()
    }

    /// Whether the script with this file name is enabled.
    pub fn is_enabled(&self, file_name: &str) -> bool {
        self.options.enabled.as_ref().is_none_or(|set| set.contains(file_name))
    }

    /// Enables or disables a script by file name. Returns the new generation if the rules
    /// were recomputed.
    pub fn set_enabled(&mut self, file_name: &str, enabled: bool) -> Option<u64> {
        if self.is_enabled(file_name) == enabled {
            return None;
        }
        let known: BTreeSet<String> = self.scripts.keys().filter_map(|p| file_name_of(p)).collect();
        let set = self.options.enabled.get_or_insert(known);
        if enabled {
            set.insert(file_name.to_string());
        } else {
            set.remove(file_name);
        }
        self.recompute();
        Some(self.generation)
    }

    /// Switches to another variant (by name, as in [`LiveOptions::variant`]).
    ///
    /// # Errors
    /// A [`ScriptError`] if it cannot be loaded; the rules then stay as they were.
    pub fn set_variant(&mut self, name: &str) -> Result<u64, ScriptError> {
        let variant = resolve_variant_in(name, &self.options.variant_dirs)?;
        self.options.variant = name.to_string();
        self.variant = variant;
        self.recompute();
        Ok(self.generation)
    }

    /// Reloads a script (or the active variant file) in the background, as if it was saved.
    pub fn request_reload(&mut self, path: &Path) {
        if path.parent() == Some(self.options.scripts_dir.as_path()) {
            self.start_script_job(path.to_path_buf());
        } else if file_stem_of(path).as_deref() == Some(self.options.variant.as_str()) {
            self.start_variant_job(path.to_path_buf());
        }
    }

    /// Applies what changed on disk, without blocking: starts background reloads for newly
    /// saved files, and applies reloads that finished. Returns one change per call (call it
    /// every frame; when more are queued, the wake-up callback runs again).
    pub fn refresh(&mut self) -> Option<RulesChange> {
        self.pump();
        let next = self.reports.pop_front();
        if let (false, Some(w)) = (self.reports.is_empty(), &self.wake) {
            w();
        }
        next
    }

    /// As [`LiveRules::refresh`], returning every queued change at once.
    pub fn refresh_all(&mut self) -> Vec<RulesChange> {
        self.pump();
        self.reports.drain(..).collect()
    }

    /// Whether reloads are still running in the background.
    pub fn is_reloading(&self) -> bool {
        !self.latest.is_empty()
    }

    fn pump(&mut self) {
        let changed = self.watcher.as_mut().map(RulesWatcher::poll).unwrap_or_default();
        for file in changed {
            if file.dir == self.options.scripts_dir {
                self.start_script_job(file.path);
            } else if file_stem_of(&file.path).as_deref() == Some(self.options.variant.as_str()) {
                self.start_variant_job(file.path);
            } else {
                self.reports.push_back(RulesChange::VariantListChanged { file: file.path });
            }
        }
        while let Ok(done) = self.jobs_rx.try_recv() {
            if self.latest.get(&done.path) != Some(&done.seq) {
                continue; // a newer reload of the same file is on its way
            }
            self.latest.remove(&done.path);
            self.apply(done.path, done.outcome);
        }
    }

    fn next_seq(&mut self, path: &Path) -> u64 {
        self.seq += 1;
        self.latest.insert(path.to_path_buf(), self.seq);
        self.seq
    }

    fn start_script_job(&mut self, path: PathBuf) {
        let seq = self.next_seq(&path);
        let variant = self.variant;
        self.spawn_job(seq, path, move |p| JobOutcome::Script(p.is_file().then(|| load_house_rules_file(p, variant))));
    }

    fn start_variant_job(&mut self, path: PathBuf) {
        let seq = self.next_seq(&path);
        let (name, dirs) = (self.options.variant.clone(), self.options.variant_dirs.clone());
        self.spawn_job(seq, path, move |_| JobOutcome::Variant(resolve_variant_in(&name, &dirs)));
    }

    fn spawn_job(&mut self, seq: u64, path: PathBuf, work: impl FnOnce(&Path) -> JobOutcome + Send + 'static) {
        let tx = self.jobs_tx.clone();
        let wake = self.wake.clone();
        let job = move || {
            let outcome = work(&path);
            let _ = tx.send(JobResult { seq, path, outcome });
            if let Some(w) = wake {
                w();
            }
        };
        if let Err(e) = std::thread::Builder::new().name("hexchess-reload".into()).spawn(job) {
            // No thread: report it instead of leaving the reload pending forever.
            self.latest.retain(|_, s| *s != seq);
            let error = ScriptError::new("reload", super::error::ScriptErrorKind::Io, e.to_string());
            self.reports.push_back(RulesChange::Failed { file: PathBuf::new(), error, generation: self.generation });
        }
    }

    fn apply(&mut self, path: PathBuf, outcome: JobOutcome) {
        let name = file_name_of(&path).unwrap_or_default();
        match outcome {
            JobOutcome::Script(None) => {
                if self.scripts.remove(&path).is_some() {
                    self.recompute();
                    self.reports.push_back(RulesChange::Removed { file: path, generation: self.generation });
                }
            }
            JobOutcome::Script(Some(result)) => {
                let status = ScriptStatus {
                    file: path.clone(),
                    result: result.as_ref().map(|_| ()).map_err(Clone::clone),
                    loaded_at: SystemTime::now(),
                };
                let enabled = self.is_enabled(&name);
                let entry =
                    self.scripts.entry(path.clone()).or_insert(ScriptEntry { last_good: None, status: status.clone() });
                entry.status = status;
                match result {
                    Ok(rules) => {
                        entry.last_good = Some(rules);
                        if enabled {
                            self.recompute();
                            self.reports.push_back(RulesChange::Reloaded { file: path, generation: self.generation });
                        }
                    }
                    Err(error) if enabled => {
                        self.reports.push_back(RulesChange::Failed { file: path, error, generation: self.generation });
                    }
                    Err(_) => {}
                }
            }
            JobOutcome::Variant(Ok(variant)) => {
                self.variant = variant;
                self.recompute();
                let generation = self.generation;
                let change = if path.is_file() {
                    RulesChange::Reloaded { file: path, generation }
                } else {
                    RulesChange::Removed { file: path, generation }
                };
                self.reports.push_back(change);
            }
            JobOutcome::Variant(Err(error)) => {
                self.reports.push_back(RulesChange::Failed { file: path, error, generation: self.generation });
            }
        }
    }

    /// The variant's defaults with the enabled scripts' last good rules, in file-name order.
    fn compute(&self) -> EffectiveRules {
        let mut rules = EffectiveRules::defaults(self.variant);
        let paths: Vec<PathBuf> = self.scripts.keys().cloned().collect();
        for path in in_file_name_order(&paths) {
            let enabled = file_name_of(&path).is_some_and(|n| self.is_enabled(&n));
            if let (true, Some(ScriptEntry { last_good: Some(r), .. })) = (enabled, self.scripts.get(&path)) {
                rules.apply(r);
            }
        }
        rules.generation = self.generation;
        rules
    }

    fn recompute(&mut self) {
        self.generation += 1;
        self.current = self.compute();
    }
}

fn file_name_of(path: &Path) -> Option<String> {
    path.file_name().map(|n| n.to_string_lossy().into_owned())
}

fn file_stem_of(path: &Path) -> Option<String> {
    path.file_stem().map(|n| n.to_string_lossy().into_owned())
}
