//! How the app is built: where settings and data live, the house-rule layer, the sound player
//! and the clock's time source; and the frame timings it keeps.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use crate::script::variant_dirs;

use super::sound::{SilentSounds, SoundSink};
use crate::gui::clock::table::SharedTime;
use crate::gui::model::live_house_rules::LiveHouseRules;
use crate::gui::model::rules_provider::{HouseRuleLayer, NoHouseRules};
use crate::gui::model::settings;
use crate::gui::online::{IrohTransport, MemoryNetwork, OnlineTransport};

/// How to build the app: where settings live, the house-rule layer, the sound player.
pub struct AppOptions {
    /// The config directory (settings.json lives here).
    pub config_dir: PathBuf,
    /// Folders searched for variant files.
    pub variant_dirs: Vec<PathBuf>,
    /// House rules over the player's settings.
    pub house_rules: Box<dyn HouseRuleLayer>,
    /// Plays sounds.
    pub sounds: Box<dyn SoundSink>,
    /// Start from this position string instead of the variant's start.
    pub start_fen: Option<String>,
    /// Messages to show once at start (e.g. house rules that cannot be watched).
    pub notes: Vec<String>,
    /// The data folder: the autosave and the default `games/` folder; `None` turns autosave off.
    pub data_dir: Option<PathBuf>,
    /// The clock's time source: monotonic in the app, a `FakeTime` in tests.
    pub time: SharedTime,
    /// How online play reaches the other player: iroh in the app, an in-memory network in tests.
    pub online: Box<dyn OnlineTransport>,
}

impl AppOptions {
    /// The options of the real app: the user's config directory and variant folders, the Lua
    /// house rules in `scripts/` (watched; `wake` is called when a file changes) and real sound.
    pub fn from_env(wake: impl Fn() + Send + 'static) -> AppOptions {
        let variant_dirs = variant_dirs();
        let mut notes = Vec::new();
        let house_rules: Box<dyn HouseRuleLayer> =
            match LiveHouseRules::start("glinski", variant_dirs.clone(), PathBuf::from("scripts"), wake) {
                Ok((live, note)) => {
                    notes.extend(note);
                    Box::new(live)
                }
                Err(e) => {
                    notes.push(format!("house rules unavailable: {e}"));
                    Box::new(NoHouseRules)
                }
            };
        AppOptions {
            config_dir: settings::config_dir(),
            variant_dirs,
            house_rules,
            sounds: Box::new(crate::sound::Sounds::new()),
            start_fen: None,
            notes,
            data_dir: crate::storage::data_dir().ok(),
            time: Arc::new(crate::clock::MonotonicTime::new()),
            online: Box::new(IrohTransport::from_env()),
        }
    }

    /// Options for tests: settings in `config_dir`, the autosave in `config_dir/data`, the
    /// repository's `variants/`, no sound, online play on an in-memory network of its own.
    pub fn for_tests(config_dir: impl Into<PathBuf>) -> AppOptions {
        let config_dir = config_dir.into();
        AppOptions {
            data_dir: Some(config_dir.join("data")),
            config_dir,
            variant_dirs: vec![PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("variants")],
            house_rules: Box::new(NoHouseRules),
            sounds: Box::new(SilentSounds::default()),
            start_fen: None,
            notes: Vec::new(),
            time: Arc::new(crate::clock::MonotonicTime::new()),
            online: MemoryNetwork::new().transport(),
        }
    }
}

/// Timing of the frames drawn so far (for the performance figures).
#[derive(Clone, Copy, Debug, Default)]
pub struct FrameStats {
    /// Frames drawn.
    pub frames: u64,
    /// CPU time of the last frame's UI code.
    pub last: Duration,
    /// The longest frame.
    pub max: Duration,
    /// The sum of all frames.
    pub total: Duration,
}
