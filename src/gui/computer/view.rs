//! What the computer players and hints look like: the Computer and Hint buttons of a console,
//! the level picker facing its player, the thinking indicator, and the hint arrow on the board.

use egui::{Align2, Color32, FontId, Id, Key, Order, Rect, Role, Sense, Shape, Stroke, Ui, WidgetInfo, pos2, vec2};

use crate::engine::LEVELS;
use crate::rules::{Board, Cell};

use super::command::ComputerCommand;
use super::seats::ComputerSeats;
use crate::gui::board::layout::BoardLayout;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas};
use crate::gui::kit::text::capitalized;
use crate::gui::model::session::GameSession;

/// What the computer's widgets show, read-only.
pub struct ComputerView<'a> {
    /// The computer players and hints.
    pub seats: &'a ComputerSeats,
    /// The match.
    pub session: &'a GameSession,
    /// Whether hints are offered (only in games without a clock).
    pub hints_allowed: bool,
    /// Whether a hint's arrow is on the board.
    pub hint_shown: bool,
    /// Per seat: whether the computer playing it waits for its human opponent to start the clock.
    pub waits_for_clock: [bool; 2],
}

/// The hint arrow's colour: a clear green that stands out on both themes' hexes.
const HINT_FILL: Color32 = Color32::from_rgba_premultiplied(0x25, 0x80, 0x3A, 0xD8);
/// The hint arrow's dark edge.
const HINT_EDGE: Color32 = Color32::from_rgba_premultiplied(0x06, 0x1A, 0x0A, 0x90);

/// The Computer and Hint buttons, stacked in `column` (local to the console), each `row_h` high.
pub fn controls_ui(
    ui: &Ui,
    cv: &SeatCanvas,
    view: &ComputerView<'_>,
    column: Rect,
    row_h: f32,
) -> Vec<ComputerCommand> {
    let mut out = Vec::new();
    let seat = cv.seat;
    let engine = view.seats;
    let level = engine.level(seat);
    let narrow = column.width() < 96.0;
    let top = Rect::from_min_size(column.min, vec2(column.width(), row_h));
    let bottom = Rect::from_min_size(pos2(column.min.x, column.max.y - row_h), vec2(column.width(), row_h));
    let (text, style) = match level {
        // A level's short name: `Club`, `Max`.
        Some(l) => (format!("🖥 {}", capitalized(l.name)), ButtonStyle::Selected),
        None if narrow => ("🖥".to_string(), ButtonStyle::Plain),
        None => ("🖥 Computer".to_string(), ButtonStyle::Plain),
    };
    if cv.button(ui, top, "Computer", &text, style, true).clicked() {
        out.push(ComputerCommand::TogglePicker(seat));
    }
    if view.hints_allowed {
        let session = view.session;
        let searching = engine.hint_pending(seat);
        let enabled = session.outcome().is_none()
            && session.pending().is_none()
            && session.may_move(seat)
            && level.is_none()
            && !searching;
        let shown = view.hint_shown && engine.hint_seat() == Some(seat);
        let text = match (searching, narrow) {
            (true, _) => "💡 …",
            (false, true) => "💡",
            (false, false) => "💡 Hint",
        };
        let style = if shown || searching { ButtonStyle::Selected } else { ButtonStyle::Plain };
        if cv.button(ui, bottom, "Hint", text, style, enabled).clicked() {
            out.push(ComputerCommand::Hint(seat));
        }
    }
    if engine.picker_open(seat) && cv.enabled {
        out.extend(picker_ui(ui, cv, view, column));
        if ui.input(|i| i.key_pressed(Key::Escape)) {
            out.push(ComputerCommand::ClosePickers);
        }
    }
    out
}

/// The level picker: a small panel on the board's edge next to the console, facing its player,
/// on a layer above the board so that clicks never reach the hexes underneath.
fn picker_ui(ui: &Ui, cv: &SeatCanvas, view: &ComputerView<'_>, column: Rect) -> Vec<ComputerCommand> {
    let mut out = Vec::new();
    let seat = cv.seat;
    let current = view.seats.level(seat);
    let not_started = view.session.white_seat().is_none() && view.session.outcome().is_none();
    let (pw, row) = (290.0, 30.0);
    let ph = 44.0 + 3.0 * row + if not_started { 36.0 } else { 0.0 };
    let x = (column.max.x - pw).max(4.0);
    // Negative local y is beyond the console's inner edge: over the board, for either seat.
    let screen = cv.rect(SeatCanvas::at(x, -ph - 6.0, pw, ph));
    egui::Area::new(Id::unique(("computer-picker", seat))).order(Order::Foreground).fixed_pos(screen.min).show(
        ui.ctx(),
        |ui| {
            // The panel takes the pointer over its whole area.
            ui.allocate_exact_size(screen.size(), Sense::click());
            let pc = cv.with_frame(screen);
            let painter = ui.painter();
            pc.fill(painter, pc.local_rect(), 10.0, pc.palette.panel);
            pc.outline(painter, pc.local_rect(), 10.0, Stroke::new(2.0, pc.palette.accent));
            pc.text(
                painter,
                pos2(14.0, 20.0),
                Align2::LEFT_CENTER,
                "The computer plays this seat at",
                FontId::proportional(15.0),
                pc.palette.text,
            );
            let bw = (pw - 14.0 * 2.0 - 6.0) / 2.0;
            for (i, level) in LEVELS.iter().enumerate() {
                let (col, r) = ((i % 2) as f32, (i / 2) as f32);
                let rect = SeatCanvas::at(14.0 + col * (bw + 6.0), 38.0 + r * row, bw, row - 4.0);
                let on = current.is_some_and(|c| c.name == level.name);
                if pc.choice(ui, rect, &format!("Level {}", level.name), level.title, on, true).clicked() {
                    out.push(ComputerCommand::HandOver(seat, *level));
                }
            }
            let y = 38.0 + 3.0 * row + 4.0;
            if not_started {
                // The first move claims White: who makes it?
                let first = view.seats.moves_first(seat);
                let half = (pw - 28.0 - 6.0) / 2.0;
                let human = SeatCanvas::at(14.0, y, half, 28.0);
                let it = SeatCanvas::at(14.0 + half + 6.0, y, half, 28.0);
                if pc.choice(ui, human, "Human moves first", "Human moves first", !first, true).clicked() {
                    out.push(ComputerCommand::MovesFirst(seat, false));
                }
                if pc.choice(ui, it, "Computer moves first", "Computer moves first", first, true).clicked() {
                    out.push(ComputerCommand::MovesFirst(seat, true));
                }
            }
        },
    );
    out
}

/// The "Take seat back" button of a computer seat's console, in `rect` (local).
pub fn take_back_ui(ui: &Ui, cv: &SeatCanvas, rect: Rect) -> Option<ComputerCommand> {
    let seat = cv.seat;
    let clicked = cv.button(ui, rect, "Take seat back", "👤 Take seat back", ButtonStyle::Plain, true).clicked();
    clicked.then_some(ComputerCommand::TakeBack(seat))
}

/// The status line of a computer seat, at the local point `anchor` (left middle): its level,
/// and while it thinks an animated indicator labelled `"<seat>: Thinking"`.
/// It fills the local rectangle `line` (shrunk or wrapped to fit its width).
pub fn computer_status_ui(ui: &Ui, cv: &SeatCanvas, view: &ComputerView<'_>, line: Rect) {
    let seat = cv.seat;
    let (anchor, room) = (pos2(line.min.x, line.center().y), line.width());
    let engine = view.seats;
    let Some(level) = engine.level(seat) else { return };
    let font = FontId::proportional(16.0);
    if !engine.is_thinking(seat) {
        let waiting = view.session.white_seat().is_none() && view.session.outcome().is_none();
        let text = if view.waits_for_clock[seat.index()] {
            format!("🖥 Computer · {} · waits for the clock to start", level.title)
        } else if waiting {
            format!("🖥 Computer · {} · waits for the first move", level.title)
        } else {
            format!("🖥 Computer · {}", level.title)
        };
        cv.status_label(ui, "computer", line, &text, font.size, cv.palette.text);
        return;
    }
    // Eight dots around a circle; the bright one goes round (repaints are requested by the
    // engine driver only while thinking).
    let now = ui.input(|i| i.time);
    let centre = pos2(anchor.x + 10.0, anchor.y);
    let lead = (now * 10.0).rem_euclid(8.0).floor() as usize;
    for k in 0..8 {
        let angle = k as f32 * std::f32::consts::TAU / 8.0;
        let p = centre + vec2(angle.cos(), angle.sin()) * 8.0;
        let age = (lead + 8 - k) % 8;
        let alpha = 1.0 - age as f32 / 8.0;
        ui.painter().circle_filled(cv.to_screen(p), 2.2, cv.palette.accent.gamma_multiply(alpha.max(0.12)));
    }
    let depth = engine.depth(seat);
    let text = if depth > 0 {
        format!("Computer · {} · thinking (depth {depth})", level.title)
    } else {
        format!("Computer · {} · thinking", level.title)
    };
    let font = cv.fit_font(ui, &text, font, room - 26.0);
    let local =
        cv.text(ui.painter(), pos2(anchor.x + 26.0, anchor.y), Align2::LEFT_CENTER, &text, font, cv.palette.text);
    let area = Rect::from_min_max(pos2(anchor.x, local.min.y), local.max);
    let resp = ui.interact(cv.rect(area), Id::unique(("computer-thinking", seat)), Sense::hover());
    let label = seat.label("Thinking");
    resp.widget_info(|| WidgetInfo::labeled(Role::Label, true, &label));
}

/// The hint arrow from the hinted piece on `from` to `to` (the displayed hexes), over the board
/// drawn in `rect` with `layout`. The arrow carries the label `"hint: f5f6"` (`text`).
pub fn hint_arrow_ui(ui: &Ui, board: &Board, layout: &BoardLayout, (from, to): (Cell, Cell), text: &str, rect: Rect) {
    let (a, b) = (layout.cell_center(board, from), layout.cell_center(board, to));
    let r = layout.radius;
    let dir = (b - a).normalized();
    let side = vec2(-dir.y, dir.x);
    let start = a + dir * r * 0.3;
    let tip = b - dir * r * 0.15;
    let base = tip - dir * r * 0.8;
    let painter = ui.painter().with_clip_rect(rect);
    let head = |grow: f32| {
        vec![
            tip + dir * grow,
            base - dir * grow * 0.5 + side * (r * 0.5 + grow),
            base - dir * grow * 0.5 - side * (r * 0.5 + grow),
        ]
    };
    let shaft = r * 0.26;
    painter.line_segment([start - dir * 1.5, base], Stroke::new(shaft + 3.0, HINT_EDGE));
    painter.add(Shape::convex_polygon(head(2.0), HINT_EDGE, Stroke::NONE));
    painter.line_segment([start, base + dir * 1.0], Stroke::new(shaft, HINT_FILL));
    painter.add(Shape::convex_polygon(head(0.0), HINT_FILL, Stroke::NONE));
    painter.circle_filled(start, shaft * 0.5, HINT_FILL);
    // A small hover-only widget in the middle carries the label for tests and screen readers.
    let mid = a + (b - a) * 0.5;
    let resp = ui.interact(Rect::from_center_size(mid, vec2(2.0, 2.0)), Id::unique("hint-arrow"), Sense::hover());
    let label = format!("hint: {text}");
    resp.widget_info(|| WidgetInfo::labeled(Role::Image, true, &label));
}
