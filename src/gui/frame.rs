//! One frame: lay out the two consoles and the board, draw them, then apply the commands.

use std::time::Instant;

use egui::{Align2, FontId, Key, Rect, Ui, pos2};

use super::app::HexApp;
use super::board_view::board_ui;
use super::canvas::SeatCanvas;
use super::command::Command;
use super::console::console_ui;
use super::overlays::{history_ui, promotion_ui, settings_ui};
use super::seat::Seat;
use super::theme::Palette;
use super::view::Overlay;

/// The consoles' height for a window of height `h`.
pub fn console_height(h: f32) -> f32 {
    (h * 0.13).clamp(84.0, 130.0)
}

impl HexApp {
    /// What must go on even while the window is hidden (eframe then runs this and no `ui`
    /// pass): the clock, the computer's moves (so a timed computer does not lose on time while
    /// minimised), and the autosave of what they changed. The position editor pauses the computer.
    pub fn logic_pass(&mut self, ctx: &egui::Context) {
        let wait = self.tick_clock();
        if !self.studio.is_open() {
            let now = ctx.input(|i| i.time);
            self.drive_engine(ctx, now);
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
        // The position editor and lessons (src/gui/editor) take the whole window while open.
        if self.studio.is_open() {
            self.studio_frame(ui, now);
            self.record_frame(started);
            return;
        }
        let palette = Palette::of(self.settings.theme);
        let full = ui.max_rect();
        ui.painter().rect_filled(full, 0, palette.background);
        let ch = console_height(full.height());
        let top = Rect::from_min_max(full.min, pos2(full.max.x, full.min.y + ch));
        let bottom = Rect::from_min_max(pos2(full.min.x, full.max.y - ch), full.max);
        let board_area = Rect::from_min_max(pos2(full.min.x, top.max.y), pos2(full.max.x, bottom.min.y));

        let modal = self.view.overlay.is_some() || self.view.promotion.is_some() || self.records_block_play();
        let mut commands: Vec<Command> = Vec::new();
        let board_rect = self.records_board_rect(board_area);
        commands.extend(board_ui(ui, self, board_rect, now, !modal));
        super::engine_view::hint_arrow_ui(ui, self, board_rect);

        let mut texts = std::mem::take(&mut self.view.move_text);
        for seat in Seat::BOTH {
            let frame = if seat == Seat::Bottom { bottom } else { top };
            let [b, t] = &mut texts;
            let text = if seat == Seat::Bottom { b } else { t };
            commands.extend(console_ui(ui, self, seat, frame, text, modal));
        }
        self.view.move_text = texts;

        match self.view.overlay {
            Some(Overlay::Settings(seat)) => commands.extend(settings_ui(ui, self, seat, board_area)),
            Some(Overlay::History(seat)) => commands.extend(history_ui(ui, self, seat, board_area)),
            None => {}
        }
        if self.view.promotion.is_some() {
            commands.extend(promotion_ui(ui, self, board_area));
        }
        commands.extend(self.records_ui(ui, board_area));
        self.paint_toasts(ui, board_area, palette);

        if ui.input(|i| i.key_pressed(Key::Escape)) {
            commands.push(if self.view.overlay.is_some() { Command::CloseOverlay } else { Command::Deselect });
        }
        for c in commands {
            self.apply(c, now);
        }
        self.autosave_if_changed(now);
        self.drive_engine(ui.ctx(), now);
        if let Some(until) = self.view.toasts.iter().map(|t| t.until).reduce(f64::min) {
            ui.ctx().request_repaint_after_secs((until - now).max(0.0) as f32 + 0.01);
        }
        // A running clock repaints when its text changes, at most 10 times a second.
        if let Some(wait) = self.clock_repaint_in() {
            ui.ctx().request_repaint_after(wait);
        }
        self.record_frame(started);
    }

    fn paint_toasts(&self, ui: &Ui, area: Rect, palette: Palette) {
        let Some(toast) = self.view.toasts.last() else { return };
        // One copy faces each player.
        for seat in Seat::BOTH {
            let half = if seat == Seat::Bottom {
                Rect::from_min_max(pos2(area.min.x, area.center().y), area.max)
            } else {
                Rect::from_min_max(area.min, pos2(area.max.x, area.center().y))
            };
            let cv = SeatCanvas::new(seat, half, palette);
            let painter = ui.painter();
            let galley_w = (toast.text.chars().count() as f32 * 8.0 + 32.0).min(cv.width() - 20.0);
            let local = Rect::from_center_size(pos2(cv.width() / 2.0, cv.height() - 30.0), egui::vec2(galley_w, 30.0));
            cv.fill(painter, local, 8.0, palette.text.gamma_multiply(0.85));
            let anchor = local.center();
            if seat == Seat::Bottom {
                cv.label(
                    ui,
                    "toast",
                    anchor,
                    Align2::CENTER_CENTER,
                    &toast.text,
                    FontId::proportional(14.0),
                    palette.panel,
                );
            } else {
                cv.text(painter, anchor, Align2::CENTER_CENTER, &toast.text, FontId::proportional(14.0), palette.panel);
            }
        }
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
