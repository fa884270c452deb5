//! The app: [`HexApp`] owns the state of every room (the match, the rules, the settings, the
//! view's memory, the clock, the computer, records, the teacher's screens), runs the frame loop
//! ([`frame`]), and is the one place where commands are applied ([`apply`]). This folder is the
//! only one that names `HexApp`: every other room exports its state, its command enum and views
//! that take narrow read-only inputs, and the app wires them together.
//!
//! - [`command`]: [`Command`], which wraps each room's commands.
//! - [`apply`]: the dispatch, with the table's own commands ([`play`], [`settings`]).
//! - Glue that reads or writes more than one room: [`analysis`], [`clock`], [`computer`], [`course`],
//!   [`puzzles`], [`computer_clock`], [`records`], [`movelist`], [`autosave`], [`studio`], [`online`], [`hooks`] (the
//!   house-rule hooks after each move and at a game's end).
//! - [`frame`] and [`views`]: a frame, and the rooms' views fed from the app's state; [`run`]
//!   opens the window.

pub mod analysis;
pub mod apply;
pub mod autosave;
pub mod clock;
pub mod command;
pub mod computer;
pub mod computer_clock;
pub mod course;
pub mod frame;
pub mod hooks;
pub mod movelist;
pub mod online;
pub mod options;
pub mod play;
pub mod puzzles;
pub mod records;
pub mod run;
pub mod settings;
pub mod sound;
pub mod sound_log;
pub mod studio;
pub mod views;

use std::path::PathBuf;
use std::time::Instant;

use crate::rules::Position;
use crate::script::{VariantEntry, catalog};

pub use command::Command;
pub use options::{AppOptions, FrameStats};
use sound::SoundSink;

use crate::gui::analysis::AnalysisState;
use crate::gui::clock::table::TableClock;
use crate::gui::computer::seats::ComputerSeats;
use crate::gui::course::Learn;
use crate::gui::model::rules_provider::RulesProvider;
use crate::gui::model::session::GameSession;
use crate::gui::model::settings::{self as stored, Settings};
use crate::gui::model::view::{TOAST_SECONDS, Toast, ViewState};
use crate::gui::movelist::MoveListState;
use crate::gui::online::{Online, OnlineTransport};
use crate::gui::puzzles::Puzzles;
use crate::gui::records::state::RecordsState;
use crate::gui::studio::Studio;

/// The hot-seat app.
pub struct HexApp {
    settings: Settings,
    config_dir: PathBuf,
    session: GameSession,
    rules: RulesProvider,
    sounds: Box<dyn SoundSink>,
    /// The current game's clock.
    clock: TableClock,
    catalog: Vec<VariantEntry>,
    catalog_dirs: Vec<PathBuf>,
    view: ViewState,
    stats: FrameStats,
    /// Messages to show once as toasts, at the next frame (e.g. a corrupt settings file, a
    /// house-rule hook that failed).
    startup_notes: Vec<String>,
    /// The position editor and lessons.
    studio: Studio,
    /// Game records: autosave, resume offer, Save/Open, review.
    records: RecordsState,
    /// The computer players and hints.
    computer: ComputerSeats,
    /// The live move list's SAN.
    movelist: MoveListState,
    /// Game analyses, the one running, and the evaluation bar during games.
    analysis: AnalysisState,
    /// Learn, the rules course, while open.
    learn: Option<Learn>,
    /// Puzzles, the trainer, while open.
    puzzles: Option<Puzzles>,
    /// Play online, while open.
    online: Option<Online>,
    /// How online play reaches the other player.
    online_transport: Box<dyn OnlineTransport>,
}

impl HexApp {
    /// Builds the app: loads settings (defaults if missing or corrupt) and starts a match.
    pub fn new(options: AppOptions) -> HexApp {
        let (settings, note) = stored::load(&options.config_dir);
        let catalog = catalog(&options.variant_dirs);
        let mut notes: Vec<String> = options.notes.into_iter().chain(note).collect();
        let variant = match catalog.iter().find(|e| e.name == settings.variant).map(|e| e.variant.clone()) {
            Some(Ok(v)) => v,
            other => {
                if let Some(Err(e)) = other {
                    notes.push(format!("variant {} failed to load: {e}; playing Gliński", settings.variant));
                }
                crate::script::builtin_variant("glinski").expect("the built-in Gliński variant compiles")
            }
        };
        let start = options
            .start_fen
            .as_deref()
            .and_then(|f| match Position::from_fen(variant, f) {
                Ok(p) => Some(p),
                Err(e) => {
                    notes.push(format!("start position ignored: {e}"));
                    None
                }
            })
            .unwrap_or_else(|| variant.start_position());
        let mut rules = RulesProvider::new(variant, settings.rules.clone(), options.house_rules);
        for (file, on) in &settings.house_rules {
            rules.set_script_enabled(file, *on);
        }
        let mut sounds = options.sounds;
        sounds.set_enabled(settings.sound);
        let (records, record_notes) = RecordsState::start(options.data_dir, &catalog);
        notes.extend(record_notes);
        let mut app = HexApp {
            settings,
            config_dir: options.config_dir,
            session: GameSession::from_position(start),
            rules,
            sounds,
            clock: TableClock::new(options.time),
            catalog,
            catalog_dirs: options.variant_dirs,
            view: ViewState::default(),
            stats: FrameStats::default(),
            startup_notes: notes,
            studio: Studio::new(crate::lesson::lesson_dirs()),
            records,
            computer: ComputerSeats::default(),
            movelist: MoveListState::default(),
            analysis: AnalysisState::default(),
            learn: None,
            puzzles: None,
            online: None,
            online_transport: options.online,
        };
        app.clock_for_new_game(0.0);
        app.mark_autosaved();
        app
    }

    /// The match being played.
    pub fn session(&self) -> &GameSession {
        &self.session
    }

    /// The current settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The effective rules.
    pub fn rules(&self) -> &RulesProvider {
        &self.rules
    }

    /// Whether the view is flipped.
    pub fn flipped(&self) -> bool {
        self.view.flipped
    }

    /// The screen edge where `seat`'s console is drawn: its own, or the other one while the
    /// view is flipped.
    pub fn console_edge(&self, seat: crate::gui::model::seat::Seat) -> crate::gui::model::seat::Seat {
        crate::gui::model::orientation::console_edge(seat, self.view.flipped)
    }

    /// Frame timing so far.
    pub fn frame_stats(&self) -> FrameStats {
        self.stats
    }

    /// The texts of the toasts on screen.
    pub fn toasts(&self) -> Vec<String> {
        self.view.toasts.iter().map(|t| t.text.clone()).collect()
    }

    /// Shows a short message to both players: the one way a toast is made.
    fn toast(&mut self, text: String, now: f64) {
        self.view.toasts.push(Toast { text, until: now + TOAST_SECONDS });
    }

    /// Saves the settings; a failure is shown as a toast.
    fn save_settings(&mut self, now: f64) {
        if let Err(e) = stored::save(&self.config_dir, &self.settings) {
            self.toast(format!("settings not saved: {e}"), now);
        }
    }

    /// Records the CPU time of a frame.
    fn record_frame(&mut self, started: Instant) {
        let d = started.elapsed();
        self.stats.frames += 1;
        self.stats.last = d;
        self.stats.max = self.stats.max.max(d);
        self.stats.total += d;
    }
}
