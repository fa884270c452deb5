//! The hot-seat desktop app (eframe/egui): one board, a console on each edge, the top one turned
//! to face the player opposite.
//!
//! - [`session`]: the match model (pure Rust): game, seats, requests, score.
//! - [`layout`]: the pure cell ↔ pixel mapping (flip, mirror, turn).
//! - [`rules_provider`]: the single source of the tweakable rules (variant, settings, house rules).
//! - Drawing code (`board_view`, `console`, `overlays`) returns [`Command`]s that
//!   [`HexApp`] applies once per frame.
//!
//! Widget labels: every hex is labelled with its cell name (`"f5"`); console and dialog widgets
//! carry their seat as a prefix (`"bottom: Resign"`, `"top: Accept draw"`).

mod app;
mod autosave_glue;
mod autosave_writer;
mod board_view;
mod canvas;
pub mod clock_choice;
mod clock_flow;
mod clock_settings;
mod clock_view;
mod command;
mod console;
mod contrast;
pub mod editor;
mod engine_clock;
mod engine_seat;
mod engine_view;
mod file_panel;
mod frame;
pub mod layout;
mod live_house_rules;
mod overlays;
mod pieces;
mod record_buttons;
pub mod record_files;
mod records_apply;
mod records_frame;
pub mod records_state;
mod records_widgets;
mod resume_dialog;
pub mod review;
mod review_view;
pub mod rules_provider;
pub mod seat;
pub mod session;
pub mod settings;
pub mod sound;
mod sound_log;
mod table_clock;
mod theme;
mod view;

pub use app::{AppOptions, FrameStats, HexApp};
pub use clock_choice::ClockChoice;
pub use command::Command;
pub use engine_seat::{DEFAULT_PACE_SECONDS, DRAW_ACCEPT_CP, EngineCommand};
pub use live_house_rules::LiveHouseRules;
pub use records_state::{AutosaveTiming, RecordsCommand};
pub use rules_provider::{HouseRules, NoHouseRules, RuleOverrides, RulesChange, RulesProvider, ScriptInfo};
pub use seat::Seat;
pub use session::{GameSession, Pending};
pub use settings::{Settings, ThemeChoice};
pub use sound::{SilentSounds, SoundKind, SoundSink};
pub use sound_log::SoundLog;
pub use table_clock::SharedTime;

use std::time::Instant;

/// An error starting the window.
#[derive(Debug, thiserror::Error)]
#[error("could not start the window: {0}")]
pub struct RunError(String);

/// Opens the window and runs the app until it is closed.
///
/// With `HEXCHESS_FRAME_STATS=1` it prints the time to the first frame and each frame's CPU time
/// to stderr.
///
/// # Errors
/// [`RunError`] when no window can be opened (e.g. no display).
pub fn run() -> Result<(), RunError> {
    let started = Instant::now();
    let stats = std::env::var_os("HEXCHESS_FRAME_STATS").is_some_and(|v| v != "0");
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("hexchess")
            .with_inner_size([1280.0, 800.0])
            .with_min_inner_size([800.0, 560.0]),
        ..Default::default()
    };
    eframe::run_native(
        "hexchess",
        options,
        Box::new(move |cc| {
            let ctx = cc.egui_ctx.clone();
            let options = AppOptions::from_env(move || ctx.request_repaint());
            Ok(Box::new(StatsApp { app: HexApp::new(options), started, stats }))
        }),
    )
    .map_err(|e| RunError(e.to_string()))
}

/// The app with optional frame-time logging.
struct StatsApp {
    app: HexApp,
    started: Instant,
    stats: bool,
}

impl eframe::App for StatsApp {
    /// Keeps the clock going while the window is hidden (egui runs no `ui` pass then).
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.app.logic_pass(ctx);
    }

    fn ui(&mut self, ui: &mut egui::Ui, _frame: &mut eframe::Frame) {
        self.app.frame_ui(ui);
        if self.stats {
            let s = self.app.frame_stats();
            if s.frames == 1 {
                eprintln!("first frame after {:.1} ms", self.started.elapsed().as_secs_f64() * 1000.0);
            }
            eprintln!("frame {} ui {:.3} ms", s.frames, s.last.as_secs_f64() * 1000.0);
        }
    }

    /// A normal exit waits (briefly) for the last autosave to reach the disk.
    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.app.flush_autosave(std::time::Duration::from_secs(5));
    }
}
