//! A player's clock in their console (user guide, "The clock"): the time left, facing the player,
//! highlighted while it runs and dimmed while the opponent's runs. Tapping it is a widget
//! labelled `"bottom: Clock"` whose value is the time shown; the line under the time (a hint, or
//! the clock kind's [`clock_detail`]) is a label `"bottom: Clock detail"` whose value is that line.

use egui::{Align2, FontId, Id, Rect, Role, Sense, Stroke, Ui, WidgetInfo, pos2};

use std::time::Duration;

use crate::clock::{ChessClock, ClockPhase, LOW_TIME, format_remaining};

use super::command::ClockCommand;
use super::detail::clock_detail;
use crate::gui::kit::canvas::{SeatCanvas, TextPlace};
use crate::gui::kit::contrast::ink_on;
use crate::gui::model::seat::Seat;
use crate::gui::model::session::GameSession;

/// What a clock face shows, read-only.
pub struct ClockFace<'a> {
    /// The current game's clock; `None` when the game is untimed.
    pub clock: Option<&'a ChessClock>,
    /// This frame's time reading.
    pub now: Duration,
    /// The match.
    pub session: &'a GameSession,
    /// Per seat (by index): whether the computer plays it.
    pub computer: [bool; 2],
    /// Per seat: whether the computer playing it waits for its human opponent to start the clock.
    pub computer_waits: [bool; 2],
}

/// How a clock looks this frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Look {
    /// Its time runs: highlighted.
    Running,
    /// The opponent's time runs, or the clock has stopped: dimmed.
    Dimmed,
    /// Waiting to be tapped (start, resume, or end the turn): an invitation.
    Tap,
    /// Its time ran out.
    Flagged,
}

/// Whether `seat` may tap its clock now, and the hint shown under the time.
fn tap_state(face: &ClockFace<'_>, clock: &ChessClock, seat: Seat) -> (bool, Option<&'static str>) {
    let session = face.session;
    // The computer taps its own clock (app/computer_clock.rs).
    if session.outcome().is_some() || face.computer[seat.index()] {
        return (false, None);
    }
    let color = session.color_of(seat);
    match clock.phase() {
        ClockPhase::Waiting => {
            // From a set-up position only the player not to move starts the clock.
            let starts = session.white_seat().is_none() || color.other() == session.position().turn();
            (starts, starts.then_some("tap to start"))
        }
        ClockPhase::Running { side, awaiting_tap: true } if side == color => (true, Some("tap to end turn")),
        ClockPhase::Paused { .. } => (true, Some("tap to resume")),
        _ => (false, None),
    }
}

/// Draws `seat`'s clock into the console's clock slot (`slot`, in the console's local
/// coordinates); returns the tap.
pub fn clock_ui(ui: &Ui, cv: &SeatCanvas, face: &ClockFace<'_>, slot: Rect) -> Option<ClockCommand> {
    let seat = cv.seat;
    let painter = ui.painter();
    let pal = cv.palette;
    let Some(clock) = face.clock else {
        cv.outline(painter, slot, 6.0, Stroke::new(1.0, pal.weak_text.gamma_multiply(0.5)));
        let at = TextPlace::Line(slot.center(), Align2::CENTER_CENTER);
        cv.label(ui, "No clock", at, "no clock", FontId::proportional(13.0), pal.weak_text);
        return None;
    };
    let color = face.session.color_of(seat);
    let now = face.now;
    let left = clock.remaining(color, now);
    let text = format_remaining(left);
    let (tappable, hint) = tap_state(face, clock, seat);
    let tappable = tappable && cv.enabled;
    let look = match clock.phase() {
        ClockPhase::Flagged { side } if side == color => Look::Flagged,
        _ if hint.is_some() && face.session.outcome().is_none() => Look::Tap,
        ClockPhase::Running { side, .. } if side == color => Look::Running,
        _ => Look::Dimmed,
    };
    let low = left < LOW_TIME;
    let (face, ink, edge) = match look {
        Look::Running if low => (pal.check, ink_on(pal.check), pal.check),
        Look::Running => (pal.accent, ink_on(pal.accent), pal.accent),
        Look::Tap => (pal.button, if low { pal.check } else { pal.text }, pal.accent),
        Look::Flagged => (pal.check, ink_on(pal.check), pal.check),
        Look::Dimmed => (pal.console, if low { pal.check.gamma_multiply(0.7) } else { pal.weak_text }, pal.weak_text),
    };
    cv.fill(painter, slot, 6.0, face);
    let edge_w = if matches!(look, Look::Tap) { 2.5 } else { 1.0 };
    cv.outline(
        painter,
        slot,
        6.0,
        Stroke::new(edge_w, edge.gamma_multiply(if look == Look::Dimmed { 0.5 } else { 1.0 })),
    );

    // The time, as large as fits.
    let probe = painter.layout_no_wrap(text.clone(), FontId::monospace(40.0), ink).size().x.max(1.0);
    let size = (40.0 * (slot.width() - 14.0) / probe).min(slot.height() * 0.46).max(10.0);
    let hint_h = 16.0;
    let time_at = pos2(slot.center().x, slot.min.y + (slot.height() - hint_h) / 2.0 + 2.0);
    cv.text(painter, time_at, Align2::CENTER_CENTER, &text, FontId::monospace(size), ink);
    let under = match (look, hint) {
        (Look::Flagged, _) => "time!".to_string(),
        (_, Some(h)) => h.to_string(),
        _ => clock_detail(clock, color, now),
    };
    let under_ink = if matches!(look, Look::Tap) { pal.accent } else { ink.gamma_multiply(0.8) };
    let under_at = pos2(slot.center().x, slot.max.y - hint_h / 2.0 - 3.0);
    let under_rect = cv.text(painter, under_at, Align2::CENTER_CENTER, &under, FontId::proportional(12.0), under_ink);
    let detail = ui.interact(cv.rect(under_rect), Id::unique(("seat-clock-detail", seat)), Sense::hover());
    let detail_label = cv.label_of("Clock detail");
    detail.widget_info(|| WidgetInfo {
        current_text_value: Some(under.clone()),
        ..WidgetInfo::labeled(Role::Status, true, &detail_label)
    });

    let sense = if tappable { Sense::click() } else { Sense::hover() };
    let resp = ui.interact(cv.rect(slot), Id::unique(("seat-clock", seat)), sense);
    let label = cv.label_of("Clock");
    resp.widget_info(|| WidgetInfo {
        current_text_value: Some(text.clone()),
        ..WidgetInfo::labeled(Role::Button, tappable, &label)
    });
    (tappable && resp.clicked()).then_some(ClockCommand::Tap(seat))
}

/// The console's status line while the clock decides what happens next; `None` otherwise.
pub fn clock_status(face: &ClockFace<'_>, seat: Seat) -> Option<String> {
    let clock = face.clock?;
    let session = face.session;
    if session.outcome().is_some() {
        return None;
    }
    let mine = session.color_of(seat);
    let computer = face.computer[seat.other().index()];
    let text = match clock.phase() {
        // Against the computer (app/computer_clock.rs): a first move starts the clock.
        ClockPhase::Waiting
            if session.white_seat().is_none() && computer && face.computer_waits[seat.other().index()] =>
        {
            "Tap your clock to start: the computer plays White"
        }
        ClockPhase::Waiting if session.white_seat().is_none() && computer => {
            "Move to play White, or tap your clock to play Black"
        }
        ClockPhase::Waiting if session.white_seat().is_none() => {
            "Tap your clock to start: you play Black, your opponent moves first"
        }
        ClockPhase::Waiting if mine.other() == session.position().turn() => {
            "Tap your clock to start your opponent's time"
        }
        ClockPhase::Waiting => "Your move, once your opponent starts your clock",
        ClockPhase::Running { side, awaiting_tap: true } if side == mine => "Tap your clock to end your turn",
        ClockPhase::Running { awaiting_tap: true, .. } => "Waiting for your opponent to tap their clock",
        ClockPhase::Paused { .. } => "Clock paused: tap your clock to resume",
        _ => return None,
    };
    Some(text.to_string())
}
