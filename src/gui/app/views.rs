//! The rooms' views on the game screen, each fed from the app's state with the narrow
//! read-only inputs it takes; their commands come back wrapped in [`Command`]s.

use egui::{Align2, FontId, Rect, Ui, pos2};

use super::HexApp;
use super::command::Command;
use crate::gui::analysis::panel::{live_split, review_split};
use crate::gui::board::canvas::{BoardScene, GlidingPiece, board_ui};
use crate::gui::board::coordinates::fit_board;
use crate::gui::board::paint::CheckLook;
use crate::gui::clock::face::{ClockFace, clock_status, clock_ui};
use crate::gui::clock::settings_section::{ClockSettings, clock_section, clock_section_height};
use crate::gui::computer::view::{ComputerView, computer_status_ui, controls_ui, hint_arrow_ui, take_back_ui};
use crate::gui::console::{ConsoleInputs, console_ui};
use crate::gui::dialogs::{HistoryInputs, SettingsInputs, history_ui, promotion_ui, settings_ui};
use crate::gui::kit::canvas::{SeatCanvas, TextPlace};
use crate::gui::kit::theme::Palette;
use crate::gui::model::seat::Seat;
use crate::gui::model::view::{GLIDE_SECONDS, Overlay};
use crate::gui::movelist::{MoveListInputs, compact_ui, side_strips, strip_ui};
use crate::gui::records::buttons::record_buttons;
use crate::gui::records::file_panel::file_panel_ui;
use crate::gui::records::resume_dialog::startup_dialog_ui;
use crate::gui::records::review_view::{board_beside_strip, review_keys, review_ui};
use crate::rules::MoveKind;

impl HexApp {
    /// The game board (the reviewed game's position in review mode) in `rect`; it takes the
    /// pointer when `interactive`.
    pub(super) fn board_view(&self, ui: &Ui, rect: Rect, now: f64, interactive: bool) -> Vec<Command> {
        let session = self.shown_session();
        let pos = session.position();
        let piece_at = |c| pos.piece_at(c);
        let mut scene = BoardScene::new(session.variant(), session.orientation(self.view.flipped), &piece_at);
        scene.lifted = self.view.dragging.and_then(|c| Some((c, pos.piece_at(c)?)));
        scene.mark_lifted_home = self.view.dragging.is_some();
        scene.gliding = self.view.glide.map(|g| GlidingPiece {
            piece: g.piece,
            from: g.from,
            to: g.to,
            progress: ((now - g.start) / GLIDE_SECONDS).clamp(0.0, 1.0) as f32,
        });
        scene.selected = self.selected_cell();
        scene.targets = self
            .targets()
            .into_iter()
            .map(|(cell, mv)| (cell, pos.piece_at(cell).is_some() || mv.kind == MoveKind::EnPassant))
            .collect();
        scene.last_move = session.last_move().map(|m| (m.from, m.to));
        scene.check = session.checked_king().map(|k| (k, CheckLook::Glow));
        scene.coordinates = self.settings.coordinates;
        scene.input = interactive.then_some("hex");
        let palette = Palette::of(self.settings.theme);
        board_ui(ui, &scene, rect, &palette).into_iter().map(Command::Board).collect()
    }

    /// The hint arrow over the board drawn in `rect`, while a hint is on show.
    pub(super) fn hint_arrow_view(&self, ui: &Ui, rect: Rect) {
        let (Some(cells), Some(text)) = (self.hint_cells(), self.hint_text()) else { return };
        let session = self.shown_session();
        let board = session.variant().board();
        let layout = fit_board(board, rect, self.settings.coordinates, session.orientation(self.view.flipped));
        hint_arrow_ui(ui, board, &layout, cells, &text, rect);
    }

    /// Where the board goes inside the board area: beside the move list in review mode.
    pub(super) fn records_board_rect(&self, area: Rect) -> Rect {
        match &self.records.review {
            Some(review) => {
                let edge = self.console_edge(review.seat);
                review_split(board_beside_strip(area, edge), edge).board
            }
            None if self.live_bar_shown() => live_split(area).board,
            None => area,
        }
    }

    /// The clock's inputs for the consoles.
    fn clock_face(&self) -> ClockFace<'_> {
        ClockFace {
            clock: self.clock.clock(),
            now: self.clock.now(),
            session: &self.session,
            computer: Seat::BOTH.map(|s| self.computer.is_computer(s)),
            computer_waits: Seat::BOTH.map(|s| self.computer_waits_for_clock(s)),
        }
    }

    /// The computer's inputs for the consoles.
    fn computer_view(&self) -> ComputerView<'_> {
        ComputerView {
            seats: &self.computer,
            session: &self.session,
            hints_allowed: self.hints_allowed(),
            hint_shown: self.hint_text().is_some(),
            waits_for_clock: Seat::BOTH.map(|s| self.computer_waits_for_clock(s)),
        }
    }

    /// Both consoles (`frames`: the bottom edge's, the top edge's; a seat's console changes
    /// edges while the view is flipped), with the clock, Save/Open and the computer drawn into
    /// the slots each leaves, and the last moves when `compact_moves`; every widget is disabled
    /// when `modal`.
    pub(super) fn consoles_view(
        &mut self,
        ui: &Ui,
        palette: Palette,
        frames: [Rect; 2],
        modal: bool,
        compact_moves: bool,
    ) -> Vec<Command> {
        let mut commands = Vec::new();
        let mut texts = std::mem::take(&mut self.view.move_text);
        let rules = self.rules.settings();
        for (seat, text) in Seat::BOTH.into_iter().zip(texts.iter_mut()) {
            let edge = self.console_edge(seat);
            let mut cv = SeatCanvas::facing(seat, edge, frames[edge.index()], palette);
            cv.enabled = !modal;
            let face = self.clock_face();
            let inputs = ConsoleInputs {
                session: &self.session,
                draw_offers: rules.draw_offers,
                win: rules.win,
                timed: self.clock.clock().is_some(),
                sound: self.settings.sound,
                computer: self.computer.is_computer(seat),
                show_captures: self.view.show_captures[seat.index()],
                message: self.view.message[seat.index()].as_deref(),
                house_note: self.view.house_note.as_deref(),
                clock_status: clock_status(&face, seat),
                compact_moves,
            };
            let console = console_ui(ui, &cv, &inputs, text);
            commands.extend(console.commands.into_iter().map(Command::Console));
            let slots = console.slots;
            commands.extend(clock_ui(ui, &cv, &face, slots.clock).map(Command::Clock));
            let has_moves = !self.session.game().moves().is_empty();
            commands
                .extend(record_buttons(ui, &cv, slots.records, slots.gap, has_moves).into_iter().map(Command::Records));
            let computer = self.computer_view();
            commands.extend(
                controls_ui(ui, &cv, &computer, slots.computer, slots.row_h).into_iter().map(Command::Computer),
            );
            if let Some(line) = slots.computer_status {
                computer_status_ui(ui, &cv, &computer, line);
            }
            if let Some(rect) = slots.take_back {
                commands.extend(take_back_ui(ui, &cv, rect).map(Command::Computer));
            }
            if let Some(rect) = slots.moves {
                let inputs = MoveListInputs { session: &self.session, san: self.movelist.san() };
                commands.extend(compact_ui(ui, &cv, &inputs, rect).into_iter().map(Command::MoveList));
            }
        }
        self.view.move_text = texts;
        commands
    }

    /// The open panel over the board (settings or history), then the promotion picker.
    pub(super) fn overlay_view(&self, ui: &Ui, palette: Palette, area: Rect) -> Vec<Command> {
        let mut commands = Vec::new();
        match self.view.overlay {
            Some(Overlay::Settings(seat)) => commands.extend(self.settings_view(ui, palette, seat, area)),
            Some(Overlay::History(seat)) => {
                let inputs = HistoryInputs {
                    seat,
                    edge: self.console_edge(seat),
                    game: self.session.game(),
                    san: self.movelist.san(),
                    pick: self.view.history_pick,
                    first_row: self.view.history_first_row,
                };
                commands.extend(history_ui(ui, palette, &inputs, area).into_iter().map(Command::Dialog));
            }
            None => {}
        }
        if let Some(pick) = &self.view.promotion {
            let edge = self.console_edge(pick.seat);
            let picked = promotion_ui(ui, palette, pick, self.session.position(), area, edge);
            commands.extend(picked.into_iter().map(Command::Dialog));
        }
        commands
    }

    /// The settings panel, with the clock's section in the slot it leaves.
    fn settings_view(&self, ui: &Ui, palette: Palette, seat: Seat, area: Rect) -> Vec<Command> {
        let presets = self.rules.clock_presets();
        let clock = ClockSettings {
            chosen: &self.settings.clock,
            tap_to_end_turn: self.settings.tap_to_end_turn,
            presets: &presets,
            pending: self.clock_change_pending(),
            current: self.clock.clock().map(|c| c.control()),
        };
        let clock_height = |width: f32| clock_section_height(&clock, width);
        let inputs = SettingsInputs {
            catalog: &self.catalog,
            variant: self.session.variant().name(),
            pending_variant: self.view.pending_variant.as_deref(),
            rules: &self.rules,
            settings: &self.settings,
            clock_height: &clock_height,
            edge: self.console_edge(seat),
            house_rules_first_row: self.view.house_rules_first_row,
        };
        let panel = settings_ui(ui, palette, seat, &inputs, area);
        let mut clock_commands = Vec::new();
        clock_section(ui, &clock, &panel.canvas, panel.clock_top, &mut clock_commands);
        let mut commands: Vec<Command> = panel.commands.into_iter().map(Command::Dialog).collect();
        commands.extend(clock_commands.into_iter().map(Command::Clock));
        commands
    }

    /// The review strip, the Save/Open panel and the startup dialog over the board area, and
    /// the review keys.
    pub(super) fn records_view(&mut self, ui: &Ui, palette: Palette, area: Rect) -> Vec<Command> {
        let mut out = Vec::new();
        if let Some(review) = &self.records.review {
            let edge = self.console_edge(review.seat);
            let glyphs = self.review_glyphs(review.game());
            out.extend(review_ui(ui, palette, review, area, self.session.game().moves().len(), edge, &glyphs));
            if self.records.panel.is_none() && self.view.overlay.is_none() {
                out.extend(review_keys(ui, review));
            }
        }
        let mut texts = std::mem::take(&mut self.records.texts);
        if let Some(panel) = &self.records.panel {
            out.extend(file_panel_ui(ui, palette, panel, &mut texts, area, self.console_edge(panel.seat)));
        }
        self.records.texts = texts;
        out.extend(startup_dialog_ui(ui, palette, &self.records, area));
        out.into_iter().map(Command::Records).collect()
    }

    /// The move-list strips beside the board drawn in `area` (`[bottom edge's, top edge's]`),
    /// when the space beside it is wide enough.
    pub(super) fn move_strips(&self, area: Rect) -> Option<[Rect; 2]> {
        let session = self.shown_session();
        let board = session.variant().board();
        let layout = fit_board(board, area, self.settings.coordinates, session.orientation(self.view.flipped));
        let xs = board.cells().map(|c| layout.cell_center(board, c).x);
        let (min, max) = xs.fold((f32::MAX, f32::MIN), |(a, b), x| (a.min(x), b.max(x)));
        let margin = layout.radius * if self.settings.coordinates { 1.8 } else { 1.1 };
        side_strips(area, (min - margin, max + margin))
    }

    /// The move list in the strips beside the board, each facing the player at its edge.
    pub(super) fn movelist_view(&self, ui: &Ui, palette: Palette, strips: [Rect; 2], modal: bool) -> Vec<Command> {
        let inputs = MoveListInputs { session: &self.session, san: self.movelist.san() };
        let mut out = Vec::new();
        for seat in Seat::BOTH {
            let edge = self.console_edge(seat);
            let mut cv = SeatCanvas::facing(seat, edge, strips[edge.index()], palette);
            cv.enabled = !modal;
            let scrolled = self.movelist.first_row(seat);
            out.extend(strip_ui(ui, &cv, &inputs, scrolled).into_iter().map(Command::MoveList));
        }
        out
    }

    /// The screen rectangles of the occupied hexes of the board drawn in `rect`.
    fn occupied_rects(&self, rect: Rect) -> Vec<Rect> {
        let session = self.shown_session();
        let board = session.variant().board();
        let layout = fit_board(board, rect, self.settings.coordinates, session.orientation(self.view.flipped));
        let pos = session.position();
        board
            .cells()
            .filter(|c| pos.piece_at(*c).is_some())
            .map(|c| layout.hit_rect(layout.cell_center(board, c)))
            .collect()
    }

    /// The last toast, one copy facing each edge, each placed where it hides no piece of the
    /// board drawn in `board_rect` (as near its reader's edge of `area` as that allows).
    pub(super) fn toasts_view(&self, ui: &Ui, area: Rect, board_rect: Rect, palette: Palette) {
        let Some(toast) = self.view.toasts.last() else { return };
        let mut taken = self.occupied_rects(board_rect);
        for edge in Seat::BOTH {
            let w = (toast.text.chars().count() as f32 * 8.0 + 32.0).min(area.width() - 20.0);
            let size = egui::vec2(w, 30.0);
            let preferred = match edge {
                Seat::Bottom => pos2(area.center().x, area.max.y - 30.0),
                Seat::Top => pos2(area.center().x, area.min.y + 30.0),
            };
            let screen = free_spot(area, size, preferred, &taken);
            taken.push(screen.expand(4.0));
            let cv = SeatCanvas::new(edge, screen, palette);
            cv.fill(ui.painter(), cv.local_rect(), 8.0, palette.text.gamma_multiply(0.85));
            let (anchor, font) = (cv.local_rect().center(), FontId::proportional(14.0));
            cv.label(ui, "toast", TextPlace::Line(anchor, Align2::CENTER_CENTER), &toast.text, font, palette.panel);
        }
    }
}

/// A rectangle of `size` inside `area`, as near `preferred` (its centre) as can be, that meets
/// none of `taken`; `preferred` itself when no place is free.
fn free_spot(area: Rect, size: egui::Vec2, preferred: egui::Pos2, taken: &[Rect]) -> Rect {
    let fallback = Rect::from_center_size(preferred, size);
    let inner = area.shrink2(size / 2.0 + egui::vec2(4.0, 4.0));
    if inner.width() < 0.0 || inner.height() < 0.0 {
        return fallback;
    }
    let (nx, ny) = ((inner.width() / 24.0) as usize + 1, (inner.height() / 12.0) as usize + 1);
    let mut best: Option<(f32, Rect)> = None;
    for j in 0..=ny {
        let y = inner.min.y + inner.height() * j as f32 / ny as f32;
        for i in 0..=nx {
            let x = inner.min.x + inner.width() * i as f32 / nx as f32;
            let d = (pos2(x, y) - preferred).length_sq();
            if best.is_some_and(|(b, _)| b <= d) {
                continue;
            }
            let r = Rect::from_center_size(pos2(x, y), size);
            if !taken.iter().any(|t| t.intersects(r)) {
                best = Some((d, r));
            }
        }
    }
    best.map_or(fallback, |(_, r)| r)
}
