//! The dialog at start: resume the autosaved game or start a new one, or the message about a
//! damaged autosave. It is neutral: one copy faces each player, and either may answer.

use egui::{Align2, FontId, Rect, Ui, pos2, vec2};

use super::autosave::from_doc_seat;
use super::command::RecordsCommand;
use super::state::{RecordsState, ResumeOffer};
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::panel::{centred_panel, dim, half_facing};
use crate::gui::kit::text::fraction;
use crate::gui::kit::theme::Palette;
use crate::gui::model::seat::Seat;

/// Draws the dialog over `area` when there is an offer or a message.
pub fn startup_dialog_ui(ui: &Ui, palette: Palette, records: &RecordsState, area: Rect) -> Vec<RecordsCommand> {
    let mut out = Vec::new();
    if records.offer.is_none() && records.message.is_none() {
        return out;
    }
    dim(ui, area, &palette, 0.6);
    for seat in Seat::BOTH {
        let cv = centred_panel(ui, palette, seat, half_facing(area, seat), vec2(560.0, 150.0));
        if let Some(offer) = &records.offer {
            offer_ui(ui, &cv, seat, offer, &mut out);
        } else if let Some(message) = &records.message {
            message_ui(ui, &cv, message, &mut out);
        }
    }
    out
}

fn offer_ui(ui: &Ui, cv: &SeatCanvas, seat: Seat, offer: &ResumeOffer, out: &mut Vec<RecordsCommand>) {
    let (w, h) = (cv.width(), cv.height());
    let pal = cv.palette;
    let title = FontId::proportional(18.0);
    cv.label(
        ui,
        "resume title",
        TextPlace::Line(pos2(16.0, 22.0), Align2::LEFT_CENTER),
        "Resume the unfinished game?",
        title,
        pal.text,
    );
    let doc = &offer.resumed.doc;
    let variant = offer.resumed.game.start().variant().title();
    let moves = offer.resumed.game.moves().len();
    let colour = match doc.white_seat {
        None => "either of you may move first".to_string(),
        Some(white) => format!("you play {}", if from_doc_seat(white) == seat { "White" } else { "Black" }),
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
    cv.label(
        ui,
        "resume summary",
        TextPlace::Wrapped(pos2(16.0, 42.0), w - 32.0),
        &text,
        FontId::proportional(14.0),
        pal.text,
    );
    let resume = SeatCanvas::at(16.0, h - 48.0, 160.0, 34.0);
    if cv.button(ui, resume, "Resume game", "Resume game", ButtonStyle::Primary, true).clicked() {
        out.push(RecordsCommand::Resume);
    }
    let fresh = SeatCanvas::at(186.0, h - 48.0, 160.0, 34.0);
    if cv.button(ui, fresh, "Start new game", "Start new game", ButtonStyle::Plain, true).clicked() {
        out.push(RecordsCommand::DeclineResume);
    }
}

fn message_ui(ui: &Ui, cv: &SeatCanvas, message: &str, out: &mut Vec<RecordsCommand>) {
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
    cv.label(
        ui,
        "autosave message",
        TextPlace::Wrapped(pos2(16.0, 38.0), w - 32.0),
        message,
        FontId::proportional(13.0),
        pal.capture,
    );
    let ok = SeatCanvas::at(w - 116.0, h - 44.0, 100.0, 32.0);
    if cv.button(ui, ok, "Close message", "OK", ButtonStyle::Primary, true).clicked() {
        out.push(RecordsCommand::DismissMessage);
    }
}
