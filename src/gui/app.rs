//! The app: game session, rules, settings and view state, and the one place where commands
//! collected while drawing are applied.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::rules::{Cell, Move, Position, Role, notation};
use crate::script::{VariantEntry, catalog, variant_dirs};

use super::command::Command;
use super::layout::Orientation;
use super::live_house_rules::LiveHouseRules;
use super::rules_provider::{HouseRules, NoHouseRules, RulesProvider};
use super::seat::Seat;
use super::session::{GameSession, MoveEffect};
use super::settings::{self, Settings};
use super::sound::{SilentSounds, SoundKind, SoundSink};
use super::table_clock::{SharedTime, TableClock};
use super::view::{GLIDE_SECONDS, Glide, Overlay, PromotionPick, Selection, TOAST_SECONDS, Toast, ViewState};

/// How to build the app: where settings live, the house-rule layer, the sound player.
pub struct AppOptions {
    /// The config directory (settings.json lives here).
    pub config_dir: PathBuf,
    /// Folders searched for variant files.
    pub variant_dirs: Vec<PathBuf>,
    /// House rules over the player's settings.
    pub house_rules: Box<dyn HouseRules>,
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
}

impl AppOptions {
    /// The options of the real app: the user's config directory and variant folders, the Lua
    /// house rules in `scripts/` (watched; `wake` is called when a file changes) and real sound.
    pub fn from_env(wake: impl Fn() + Send + 'static) -> AppOptions {
        let variant_dirs = variant_dirs();
        let mut notes = Vec::new();
        let house_rules: Box<dyn HouseRules> =
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
        }
    }

    /// Options for tests: settings in `config_dir`, the autosave in `config_dir/data`, the
    /// repository's `variants/`, no sound.
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

/// The hot-seat app.
pub struct HexApp {
    pub(crate) settings: Settings,
    config_dir: PathBuf,
    pub(crate) session: GameSession,
    pub(crate) rules: RulesProvider,
    pub(crate) sounds: Box<dyn SoundSink>,
    /// The current game's clock (see `clock_flow.rs`).
    pub(crate) clock: TableClock,
    pub(crate) catalog: Vec<VariantEntry>,
    catalog_dirs: Vec<PathBuf>,
    pub(crate) view: ViewState,
    pub(crate) stats: FrameStats,
    /// Messages to show once as toasts (e.g. a corrupt settings file).
    startup_notes: Vec<String>,
    /// The position editor and lessons (src/gui/editor).
    pub(crate) studio: super::editor::Studio,
    /// Game records: autosave, resume offer, Save/Open, review.
    pub(crate) records: super::records_state::RecordsState,
    /// The computer players and hints (engine_seat.rs).
    pub(crate) engine: super::engine_seat::ComputerSeats,
}

impl HexApp {
    /// Builds the app: loads settings (defaults if missing or corrupt) and starts a match.
    pub fn new(options: AppOptions) -> HexApp {
        let (settings, note) = settings::load(&options.config_dir);
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
        let mut rules = RulesProvider::new(variant, settings.rules, options.house_rules);
        for (file, on) in &settings.house_rules {
            rules.set_script_enabled(file, *on);
        }
        let mut sounds = options.sounds;
        sounds.set_enabled(settings.sound);
        let (records, record_notes) = super::records_state::RecordsState::start(options.data_dir, &catalog);
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
            studio: super::editor::Studio::new(crate::lesson::lesson_dirs()),
            records,
            engine: Default::default(),
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

    /// Frame timing so far.
    pub fn frame_stats(&self) -> FrameStats {
        self.stats
    }

    /// The texts of the toasts on screen.
    pub fn toasts(&self) -> Vec<String> {
        self.view.toasts.iter().map(|t| t.text.clone()).collect()
    }

    /// The displayed orientation.
    pub(crate) fn display_orientation(&self) -> Orientation {
        self.session.orientation(self.view.flipped)
    }

    pub(crate) fn toast(&mut self, text: String, now: f64) {
        self.view.toasts.push(Toast { text, until: now + TOAST_SECONDS });
    }

    pub(crate) fn save_settings(&mut self, now: f64) {
        if let Err(e) = settings::save(&self.config_dir, &self.settings) {
            self.toast(format!("settings not saved: {e}"), now);
        }
    }

    /// Per-frame housekeeping before drawing: house-rule reloads, startup notes, expired toasts.
    pub(crate) fn before_frame(&mut self, now: f64) {
        self.clock_before_frame();
        for note in std::mem::take(&mut self.startup_notes) {
            self.toast(note, now);
        }
        if let Some(text) = self.rules.refresh() {
            self.toast(text, now);
            if let Some(o) = self.session.rejudge(&self.rules) {
                self.after_outcome(o);
            }
        }
        self.view.toasts.retain(|t| t.until > now);
        if self.view.glide.is_some_and(|g| now - g.start >= GLIDE_SECONDS) {
            self.view.glide = None;
        }
    }

    pub(crate) fn after_outcome(&mut self, _o: crate::rules::Outcome) {
        self.clock.stop();
        self.view.selection = None;
        self.view.promotion = None;
        self.view.dragging = None;
        if matches!(self.view.overlay, Some(Overlay::History(_))) {
            self.view.overlay = None;
        }
        self.sounds.play(SoundKind::GameEnd);
    }

    /// Converts a core cell between two orientations (they differ by the variant's symmetry when
    /// their White seats differ).
    pub(crate) fn convert(&self, cell: Cell, from: Orientation, to: Orientation) -> Cell {
        if from.white_seat == to.white_seat { cell } else { self.session.variant().symmetric_cell(cell) }
    }

    /// The displayed core cells the current selection may move to, with their moves.
    pub(crate) fn targets(&self) -> Vec<(Cell, Move)> {
        let Some(sel) = &self.view.selection else { return Vec::new() };
        let display = self.display_orientation();
        sel.moves.iter().map(|m| (self.convert(m.to, sel.orientation, display), *m)).collect()
    }

    /// The selected piece's hex (the core cell as displayed), if any.
    pub fn selected_cell(&self) -> Option<Cell> {
        let sel = self.view.selection.as_ref()?;
        Some(self.convert(sel.from, sel.orientation, self.display_orientation()))
    }

    /// Selects the piece shown on a displayed cell, if its seat may move it.
    fn select(&mut self, shown: Cell) -> bool {
        let display = self.display_orientation();
        let pos = *self.session.position();
        let Some(piece) = pos.piece_at(shown) else { return false };
        let seat = self.session.seat_of(piece.color);
        self.computer_starts_clock_for(seat);
        if !self.session.may_move(seat) || self.clock_refusal().is_some() || self.engine.is_computer(seat) {
            return false;
        }
        // Before the first move the top seat's army is White in its own orientation.
        let orientation = self.session.orientation_for(
            if self.session.white_seat().is_none() { seat } else { display.white_seat },
            self.view.flipped,
        );
        let from = self.convert(shown, display, orientation);
        if pos.piece_at(from).is_none_or(|p| p.color != pos.turn()) {
            return false;
        }
        let moves = self.session.legal_moves_from(from);
        self.view.selection = Some(Selection { seat, orientation, from, moves });
        true
    }

    pub(crate) fn play(&mut self, seat: Seat, mv: Move, now: f64, glide: bool) {
        self.computer_starts_clock_for(seat);
        if let Some(why) = self.clock_refusal() {
            self.view.message[seat.index()] = Some(why.into());
            return;
        }
        match self.session.play(seat, mv, &self.rules) {
            Ok(effect) => {
                self.clock_after_move(seat, effect.outcome.is_some());
                self.after_move(effect, now, glide);
            }
            Err(e) => self.view.message[seat.index()] = Some(e.to_string()),
        }
    }

    fn after_move(&mut self, effect: MoveEffect, now: f64, glide: bool) {
        self.view.selection = None;
        self.view.promotion = None;
        self.view.dragging = None;
        self.view.message = [None, None];
        let landed = self.session.position().piece_at(effect.mv.to).unwrap_or(effect.piece);
        self.view.glide = glide.then_some(Glide { piece: landed, from: effect.mv.from, to: effect.mv.to, start: now });
        match effect.outcome {
            // The game-end sound stands for the last move too.
            Some(o) => self.after_outcome(o),
            None => self.sounds.play(if effect.check {
                SoundKind::Check
            } else if effect.capture {
                SoundKind::Capture
            } else {
                SoundKind::Move
            }),
        }
    }

    /// Moves the selection to a displayed target cell; opens the promotion picker if needed.
    fn move_to(&mut self, shown: Cell, now: f64, glide: bool) -> bool {
        let Some(sel) = self.view.selection.clone() else { return false };
        let display = self.display_orientation();
        let to = self.convert(shown, display, sel.orientation);
        let moves: Vec<Move> = sel.moves.iter().copied().filter(|m| m.to == to).collect();
        match moves.as_slice() {
            [] => false,
            [mv] => {
                self.play(sel.seat, *mv, now, glide);
                true
            }
            _ => {
                self.view.promotion = Some(PromotionPick { seat: sel.seat, moves });
                self.view.dragging = None;
                true
            }
        }
    }

    /// Applies one command.
    pub(crate) fn apply(&mut self, command: Command, now: f64) {
        match command {
            Command::Cell(cell) => {
                if self.view.promotion.is_some() || self.view.overlay.is_some() {
                    return;
                }
                if self.move_to(cell, now, true) {
                    return;
                }
                if self.selected_cell() == Some(cell) || !self.select(cell) {
                    self.view.selection = None;
                }
            }
            Command::DragStart(cell) => {
                if self.view.promotion.is_none()
                    && self.view.overlay.is_none()
                    && (self.selected_cell() == Some(cell) || self.select(cell))
                {
                    self.view.dragging = Some(cell);
                }
            }
            Command::DragEnd(target) => {
                let Some(from) = self.view.dragging.take() else { return };
                if let Some(t) = target.filter(|t| *t != from) {
                    self.move_to(t, now, false);
                }
            }
            Command::Deselect => {
                self.view.selection = None;
                self.view.dragging = None;
                self.view.promotion = None;
            }
            Command::Promote(role) => self.promote(role, now),
            Command::CancelPromotion => self.view.promotion = None,
            // No takebacks while a time control is set (app-spec §5).
            Command::OpenHistory(_) | Command::RequestRewind(..) if self.clock().is_some() => {}
            Command::OpenHistory(seat) => {
                self.view.overlay = Some(Overlay::History(seat));
                self.view.history_pick = None;
            }
            Command::PickHistory(ply) => self.view.history_pick = Some(ply),
            Command::RequestRewind(seat, ply) => {
                self.view.overlay = None;
                if let Err(e) = self.session.request_rewind(seat, ply) {
                    self.view.message[seat.index()] = Some(e.to_string());
                }
            }
            Command::CloseOverlay => {
                self.view.overlay = None;
                self.view.pending_variant = None;
            }
            Command::OfferDraw(seat) => {
                if let Err(e) = self.session.offer_draw(seat, &self.rules) {
                    self.view.message[seat.index()] = Some(e.to_string());
                }
            }
            Command::Answer(seat, accept) => match self.session.answer(seat, accept) {
                Ok(Some(o)) => self.after_outcome(o),
                Ok(None) => {
                    self.view.selection = None;
                    self.view.glide = None;
                }
                Err(e) => self.view.message[seat.index()] = Some(e.to_string()),
            },
            Command::Resign(seat) => {
                if let Err(e) = self.session.ask_resign(seat) {
                    self.view.message[seat.index()] = Some(e.to_string());
                }
            }
            Command::Flip => self.view.flipped = !self.view.flipped,
            Command::OpenSettings(seat) => {
                self.view.overlay = Some(Overlay::Settings(seat));
                self.view.pending_variant = None;
                self.catalog = catalog(&self.catalog_dirs);
            }
            Command::ToggleMute => {
                self.settings.sound = !self.settings.sound;
                self.sounds.set_enabled(self.settings.sound);
                self.save_settings(now);
            }
            Command::ToggleCaptures(seat) => {
                self.view.show_captures[seat.index()] = !self.view.show_captures[seat.index()];
            }
            Command::SubmitMove(seat) => self.submit_move(seat, now),
            Command::NewGame => {
                self.session.new_game();
                self.clock_for_new_game(now);
                self.view.selection = None;
                self.view.glide = None;
                self.view.message = [None, None];
            }
            Command::SetTheme(t) => {
                self.settings.theme = t;
                self.save_settings(now);
            }
            Command::SetCoordinates(on) => {
                self.settings.coordinates = on;
                self.save_settings(now);
            }
            Command::SetSound(on) => {
                self.settings.sound = on;
                self.sounds.set_enabled(on);
                self.save_settings(now);
            }
            Command::SetRules(r) => {
                self.settings.rules = r;
                self.rules.set_user(r);
                self.save_settings(now);
                if let Some(o) = self.session.rejudge(&self.rules) {
                    self.after_outcome(o);
                }
            }
            Command::AskVariant(name) => {
                if name != self.session.variant().name() {
                    self.view.pending_variant = Some(name);
                }
            }
            Command::ConfirmVariant(yes) => {
                let name = self.view.pending_variant.take();
                if let (true, Some(name)) = (yes, name) {
                    self.switch_variant(&name, now);
                }
            }
            Command::SetScript(file, on) => {
                self.settings.house_rules.insert(file.clone(), on);
                self.rules.set_script_enabled(&file, on);
                self.save_settings(now);
            }
            Command::OpenStudio(screen) => {
                self.view.overlay = None;
                self.open_studio(screen);
            }
            Command::Records(c) => self.apply_records(c, now),
            Command::ClockTap(seat) => self.clock_tap(seat),
            Command::SetClock(choice) => self.set_clock_choice(choice, now),
            Command::SetClockTap(on) => self.set_clock_tap(on, now),
            Command::Engine(c) => self.apply_engine(c),
        }
    }

    pub(crate) fn switch_variant(&mut self, name: &str, now: f64) {
        match self.catalog.iter().find(|e| e.name == name).map(|e| e.variant.clone()) {
            Some(Ok(v)) => {
                self.session.switch_variant(v);
                self.clock_for_new_game(now);
                self.rules.set_variant(v);
                self.settings.variant = name.to_string();
                self.view = ViewState { flipped: self.view.flipped, ..ViewState::default() };
                self.save_settings(now);
                self.toast(format!("new game: {}", v.title()), now);
            }
            Some(Err(e)) => self.toast(format!("{name}: {e}"), now),
            None => self.toast(format!("no variant called {name}"), now),
        }
    }

    fn promote(&mut self, role: Role, now: f64) {
        let Some(pick) = self.view.promotion.take() else { return };
        if let Some(mv) = pick.moves.iter().find(|m| m.promotion == Some(role)) {
            self.play(pick.seat, *mv, now, true);
        }
    }

    fn submit_move(&mut self, seat: Seat, now: f64) {
        let text = std::mem::take(&mut self.view.move_text[seat.index()]);
        let text = text.trim();
        if text.is_empty() {
            return;
        }
        if !self.session.may_move(seat) || self.engine.is_computer(seat) {
            self.view.message[seat.index()] = Some("it is not your move".into());
            return;
        }
        // Typed moves use the rules core's names; before the first move either seat types as White.
        match notation::parse_any(self.session.position(), text) {
            Ok(mv) => self.play(seat, mv, now, true),
            Err(e) => self.view.message[seat.index()] = Some(e.to_string()),
        }
    }

    /// Records the CPU time of a frame.
    pub(crate) fn record_frame(&mut self, started: Instant) {
        let d = started.elapsed();
        self.stats.frames += 1;
        self.stats.last = d;
        self.stats.max = self.stats.max.max(d);
        self.stats.total += d;
    }
}
