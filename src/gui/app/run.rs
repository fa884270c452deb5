//! The window: eframe opens it and runs the app in it, with optional frame-time logging.

use std::time::Instant;

use super::{AppOptions, HexApp};

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
