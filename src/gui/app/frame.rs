//! One frame: housekeeping, the game screen (or a teacher's screen) drawn from the app's state,
//! then the frame's commands applied, the autosave and the computer kept going. Also what must
//! go on while the window is hidden.

use std::time::Instant;

use egui::{Key, Rect, Ui, pos2};

use super::HexApp;
use super::command::Command;
use crate::gui::dialogs::command::DialogCommand;
use crate::gui::kit::theme::Palette;
use crate::gui::model::view::GLIDE_SECONDS;

/// The narrowest window that shows the move list beside the board (in landscape).
pub const WIDE_MIN: f32 = 1280.0;

/// The consoles' height for a window of height `h`.
pub fn console_height(h: f32) -> f32 {
    (h * 0.13).clamp(84.0, 130.0)
}

impl HexApp {
    /// What must go on even while the window is hidden (eframe then runs this and no `ui`
    /// pass): the clock, the computer's moves (so a timed computer does not lose on time while
    /// minimised), and the autosave of what they changed. The position editor and Puzzles pause
    /// the computer.
    pub fn logic_pass(&mut self, ctx: &egui::Context) {
        let wait = self.tick_clock();
        if self.online.is_some() {
            self.poll_online(ctx.input(|i| i.time));
        }
        if !self.studio.is_open() {
            let now = ctx.input(|i| i.time);
            if self.puzzles.is_none() {
                self.drive_computer(ctx, now);
            }
            self.autosave_if_changed(now);
        }
        if let Some(wait) = wait {
            ctx.request_repaint_after(wait);
        }
    }

    /// Draws the whole window into `ui` and applies what the players did.
    pub fn frame_ui(&mut self, ui: &mut Ui) {
        let started = Instant::now();
        let now = ui.input(|i| i.time);
        self.before_frame(now);
        // Online play takes the whole window while open.
        if self.online.is_some() {
            self.online_frame(ui, now);
            self.record_frame(started);
            return;
        }
        // The position editor and lessons take the whole window while open.
        if self.studio.is_open() {
            self.studio_frame(ui, now);
            self.record_frame(started);
            return;
        }
        let commands = self.game_screen(ui, now);
        let ctx = ui.ctx().clone();
        for c in commands {
            self.apply(c, now, &ctx);
        }
        self.autosave_if_changed(now);
        // The game waits while Puzzles is open: a computer seat does not move meanwhile.
        if self.puzzles.is_none() {
            self.drive_computer(&ctx, now);
        }
        self.drive_analysis(&ctx, now);
        if let Some(until) = self.view.toasts.iter().map(|t| t.until).reduce(f64::min) {
            ctx.request_repaint_after_secs((until - now).max(0.0) as f32 + 0.01);
        }
        // A running clock repaints when its text changes, at most 10 times a second.
        if let Some(wait) = self.clock_repaint_in() {
            ctx.request_repaint_after(wait);
        }
        self.record_frame(started);
    }

    /// Per-frame housekeeping before drawing: the clock's reading, house-rule reloads, startup
    /// notes, expired toasts and glides, and the puzzle's moves that are due.
    fn before_frame(&mut self, now: f64) {
        self.clock_before_frame();
        for note in std::mem::take(&mut self.startup_notes) {
            self.toast(note, now);
        }
        self.session.set_match_rules(self.rules.match_rules());
        if let Some(text) = self.rules.refresh() {
            self.toast(text, now);
            self.session.set_match_rules(self.rules.match_rules());
            if let Some(o) = self.session.rejudge(&self.rules) {
                self.after_outcome(o);
            }
        }
        self.view.toasts.retain(|t| t.until > now);
        if self.view.glide.is_some_and(|g| now - g.start >= GLIDE_SECONDS) {
            self.view.glide = None;
        }
        self.tick_puzzles(now);
    }

    /// The game screen: the board between the two consoles, the panels over it, the records UI
    /// and the toasts; returns what the players did.
    fn game_screen(&mut self, ui: &Ui, now: f64) -> Vec<Command> {
        let palette = Palette::of(self.settings.theme);
        let full = ui.max_rect();
        ui.painter().rect_filled(full, 0, palette.background);
        let ch = console_height(full.height());
        let top = Rect::from_min_max(full.min, pos2(full.max.x, full.min.y + ch));
        let bottom = Rect::from_min_max(pos2(full.min.x, full.max.y - ch), full.max);
        let board_area = Rect::from_min_max(pos2(full.min.x, top.max.y), pos2(full.max.x, bottom.min.y));

        let modal = self.view.overlay.is_some() || self.view.promotion.is_some() || self.records.blocks_play();
        let mut commands: Vec<Command> = Vec::new();
        // Learn takes the board area; the game waits, its consoles disabled, until it closes.
        if self.learn.is_some() {
            commands.extend(self.learn_view(ui, palette, board_area));
            commands.extend(self.consoles_view(ui, palette, [bottom, top], true, true));
            self.toasts_view(ui, board_area, board_area, palette);
            return commands;
        }
        // Puzzles too.
        if self.puzzles.is_some() {
            commands.extend(self.puzzles_view(ui, palette, board_area, now));
            commands.extend(self.consoles_view(ui, palette, [bottom, top], true, true));
            self.toasts_view(ui, board_area, board_area, palette);
            return commands;
        }
        let board_rect = self.records_board_rect(board_area);
        commands.extend(self.board_view(ui, board_rect, now, !modal));
        self.hint_arrow_view(ui, board_rect);
        // The move list beside the board on a wide window (not while reviewing: the review's
        // strip takes that place), else compactly in the consoles.
        self.movelist.refresh(self.session.game());
        let wide = full.width() >= WIDE_MIN && full.width() > full.height();
        let strips = (wide && self.records.review.is_none()).then(|| self.move_strips(board_area)).flatten();
        if let Some(strips) = strips {
            commands.extend(self.movelist_view(ui, palette, strips, modal));
        }
        commands.extend(self.consoles_view(ui, palette, [bottom, top], modal, strips.is_none()));
        commands.extend(self.overlay_view(ui, palette, board_area));
        commands.extend(self.records_view(ui, palette, board_area));
        commands.extend(self.analysis_view(ui, palette, board_area));
        self.toasts_view(ui, board_area, board_rect, palette);

        if ui.input(|i| i.key_pressed(Key::Escape)) {
            commands.push(if self.view.overlay.is_some() {
                Command::Dialog(DialogCommand::Close)
            } else {
                Command::Deselect
            });
        }
        commands
    }
}

impl eframe::App for HexApp {
    fn logic(&mut self, ctx: &egui::Context, _frame: &mut eframe::Frame) {
        self.logic_pass(ctx);
    }

    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.frame_ui(ui);
    }
}
