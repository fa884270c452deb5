//! The dialog at start: resume the autosaved game or start a new one, or the message about a
//! damaged autosave. It is neutral: one copy faces each player, and either may answer.

use egui::{Align2, FontId, Rect, Stroke, Ui, pos2, vec2};

use crate::autosave;

use super::app::HexApp;
use super::canvas::{ButtonStyle, SeatCanvas};
use super::command::Command;
use super::console::fraction;
use super::records_state::{RecordsCommand, ResumeOffer};
use super::seat::Seat;
use super::theme::Palette;

/// Draws the dialog over `area` when there is an offer or a message.
pub fn startup_dialog_ui(ui: &Ui, app: &HexApp, area: Rect) -> Vec<Command> {
    let mut out = Vec::new();
    let records = &app.records;
    if records.offer.is_none() && records.message.is_none() {
        return out;
    }
    let palette = Palette::of(app.settings.theme);
    ui.painter().rect_filled(area, 0, palette.background.gamma_multiply(0.6));
    for seat in Seat::BOTH {
        let half = if seat == Seat::Bottom {
            Rect::from_min_max(pos2(area.min.x, area.center().y), area.max)
        } else {
            Rect::from_min_max(area.min, pos2(area.max.x, area.center().y))
        };
        let size = vec2(560.0, 150.0).min(half.size() - vec2(8.0, 8.0));
        let frame = Rect::from_center_size(half.center(), size);
        let cv = SeatCanvas::new(seat, frame, palette);
        let painter = ui.painter();
        cv.fill(painter, cv.local_rect(), 10.0, palette.panel);
        cv.outline(painter, cv.local_rect(), 10.0, Stroke::new(2.0, palette.accent));
        if let Some(offer) = &records.offer {
            offer_ui(ui, &cv, seat, offer, &mut out);
        } else if let Some(message) = &records.message {
            message_ui(ui, &cv, message, &mut out);
        }
    }
    out
}

fn offer_ui(ui: &Ui, cv: &SeatCanvas, seat: Seat, offer: &ResumeOffer, out: &mut Vec<Command>) {
    let (w, h) = (cv.width(), cv.height());
    let pal = cv.palette;
    let title = FontId::proportional(18.0);
    cv.label(ui, "resume title", pos2(16.0, 22.0), Align2::LEFT_CENTER, "Resume the unfinished game?", title, pal.text);
    let doc = &offer.resumed.doc;
    let variant = offer.resumed.game.start().variant().title();
    let moves = offer.resumed.game.moves().len();
    let colour = match doc.white_seat {
        None => "either of you may move first".to_string(),
        Some(white) => {
            let white = if white == autosave::Seat::Bottom { Seat::Bottom } else { Seat::Top };
            format!("you play {}", if white == seat { "White" } else { "Black" })
        }
    };
    let (mine, theirs) = match seat {
        Seat::Bottom => (doc.score.bottom, doc.score.top),
        Seat::Top => (doc.score.top, doc.score.bottom),
    };
    let text = format!(
        "{variant} · {moves} {} · {colour} · match {}–{} · saved {}",
        if moves == 1 { "move" } else { "moves" },
        fraction(mine),
        fraction(theirs),
        offer.saved_ago
    );
    cv.wrapped_label(ui, "resume summary", pos2(16.0, 42.0), w - 32.0, &text, FontId::proportional(14.0), pal.text);
    let resume = SeatCanvas::at(16.0, h - 48.0, 160.0, 34.0);
    if cv.button(ui, resume, "Resume game", "Resume game", ButtonStyle::Primary, true).clicked() {
        out.push(Command::Records(RecordsCommand::Resume));
    }
    let fresh = SeatCanvas::at(186.0, h - 48.0, 160.0, 34.0);
    if cv.button(ui, fresh, "Start new game", "Start new game", ButtonStyle::Plain, true).clicked() {
        out.push(Command::Records(RecordsCommand::DeclineResume));
    }
}

fn message_ui(ui: &Ui, cv: &SeatCanvas, message: &str, out: &mut Vec<Command>) {
    let (w, h) = (cv.width(), cv.height());
    let pal = cv.palette;
    cv.text(
        ui.painter(),
        pos2(16.0, 20.0),
        Align2::LEFT_CENTER,
        "The autosave could not be used",
        FontId::proportional(17.0),
        pal.text,
    );
    cv.wrapped_label(
        ui,
        "autosave message",
        pos2(16.0, 38.0),
        w - 32.0,
        message,
        FontId::proportional(13.0),
        pal.capture,
    );
    let ok = SeatCanvas::at(w - 116.0, h - 44.0, 100.0, 32.0);
    if cv.button(ui, ok, "Close message", "OK", ButtonStyle::Primary, true).clicked() {
        out.push(Command::Records(RecordsCommand::DismissMessage));
    }
}
