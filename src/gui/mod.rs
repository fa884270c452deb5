//! The hot-seat desktop app (eframe/egui): one board, a console on each edge, the top one turned
//! to face the player opposite. What it does is told in `docs/user-guide.md`; how it is built,
//! in `docs/ARCHITECTURE.md` ("gui: the app").
//!
//! The app is a house with a room per feature:
//!
//! - [`app`]: [`HexApp`], the frame loop, [`Command`] and the one place where commands are
//!   applied. It is the only folder that names `HexApp`.
//! - [`model`]: the table's pure state: seats, the match, the view's memory, the settings and
//!   the rules in force. No egui.
//! - [`kit`]: what every screen draws with: the seat-facing canvas, the themes, contrast, panels.
//! - [`board`]: layout, pieces, painting and the board widget every board is drawn with.
//! - The feature rooms [`console`], [`dialogs`], [`clock`], [`computer`], [`records`],
//!   [`movelist`], [`studio`], [`analysis`], [`course`], [`puzzles`] and [`online`]: each exports its state, its own command enum, and views that take narrow
//!   read-only inputs and return those commands.
//!
//! Widget labels: every hex is labelled with its cell name, its piece and its state (`"f5, white
//! pawn"`, `"e6, empty, legal move"`); console and dialog widgets carry their seat as a prefix
//! (`"bottom: Resign"`, `"top: Accept draw"`).

pub mod analysis;
pub mod app;
pub mod board;
pub mod clock;
pub mod computer;
pub mod console;
pub mod course;
pub mod dialogs;
pub mod kit;
pub mod model;
pub mod movelist;
pub mod online;
pub mod puzzles;
pub mod records;
pub mod studio;

pub use app::run::{RunError, run};
pub use app::sound::{SilentSounds, SoundKind, SoundSink};
pub use app::sound_log::SoundLog;
pub use app::{AppOptions, Command, FrameStats, HexApp};
pub use clock::table::SharedTime;
pub use computer::{ComputerCommand, DEFAULT_PACE_SECONDS, DRAW_ACCEPT_CP};
pub use model::clock_choice::ClockChoice;
pub use model::live_house_rules::LiveHouseRules;
pub use model::rules_provider::{HouseRuleLayer, NoHouseRules, ReloadNotice, RuleOverrides, RulesProvider, ScriptInfo};
pub use model::seat::Seat;
pub use model::session::{GameSession, Pending};
pub use model::settings::{Settings, ThemeChoice};
pub use online::{MemoryNetwork, OnlineTransport};
pub use records::{AutosaveTiming, RecordsCommand};
