//! A player's console: score card, clock slot, status and prompts, move box, and the buttons.
//! Drawn through a [`SeatCanvas`], so the top console faces the player opposite.
//!
//! The console hosts widgets of other rooms (the clock, Save/Open, the computer): it leaves a
//! slot for each in [`ConsoleSlots`](super::ConsoleSlots), and the app draws them there.

use egui::{Align2, FontId, Rect, Ui, pos2};

use super::columns::{Columns, GAP, PAD};
use super::command::ConsoleCommand;
use super::inputs::{ConsoleInputs, ConsoleOut, ConsoleSlots};
use super::prompts::{MIN_MESSAGE_W, message_room, move_row};
use super::status::{captures_ui, end_text, match_end_text, match_state, turn_status, win_note};
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::icons::Icon;
use crate::gui::kit::text::fraction;
use crate::rules::Color;

/// Draws one seat's console on `cv`; `move_text` is that seat's move box.
pub fn console_ui(ui: &Ui, cv: &SeatCanvas, inputs: &ConsoleInputs<'_>, move_text: &mut String) -> ConsoleOut {
    let mut out = Vec::new();
    cv.fill(ui.painter(), cv.local_rect(), 0.0, cv.palette.console);
    let (w, h) = (cv.width(), cv.height());
    let cols = Columns::for_width(w);
    let card = SeatCanvas::at(PAD, PAD, cols.card, h - 2.0 * PAD);
    score_card(ui, cv, inputs, card, &mut out);
    let row_h = (h - 2.0 * PAD - GAP) / 2.0;
    button_grid(ui, cv, inputs, &cols, row_h, &mut out);

    let mid = cols.middle(h);
    let status_line = Rect::from_min_size(mid.min, egui::vec2(mid.width(), 24.0));
    let row2 = Rect::from_min_max(pos2(mid.min.x, mid.center().y + 2.0), mid.max);
    // A message (a refused typed move) too long for the room beside the move box joins the status line.
    let status_message = inputs.message.filter(|_| message_room(row2.width()) < MIN_MESSAGE_W);
    let computer_status = middle_status(ui, cv, inputs, (mid, status_line), status_message);
    let take_back = move_row(ui, cv, inputs, row2, move_text, &mut out);
    let moves_row = Rect::from_min_max(pos2(mid.min.x, status_line.max.y + 3.0), pos2(mid.max.x, row2.min.y - 3.0));
    let moves = (inputs.compact_moves && moves_row.height() >= 18.0).then_some(moves_row);
    let slots = ConsoleSlots {
        clock: SeatCanvas::at(card.max.x + GAP, PAD, cols.clock, h - 2.0 * PAD),
        records: SeatCanvas::at(cols.records_x, PAD, cols.records, h - 2.0 * PAD),
        computer: SeatCanvas::at(cols.computer_x, PAD, cols.button, h - 2.0 * PAD),
        row_h,
        gap: GAP,
        computer_status,
        take_back,
        moves,
    };
    ConsoleOut { commands: out, slots }
}

/// The score card: the match score, the colour and the game number; tapped, it pops out the
/// captured pieces.
fn score_card(ui: &Ui, cv: &SeatCanvas, inputs: &ConsoleInputs<'_>, card: Rect, out: &mut Vec<ConsoleCommand>) {
    let (seat, session, palette) = (cv.seat, inputs.session, cv.palette);
    let painter = ui.painter();
    let h = cv.height();
    if cv.button(ui, card, "Score card", "", ButtonStyle::Plain, true).clicked() {
        out.push(ConsoleCommand::ToggleCaptures(seat));
    }
    if session.seat_to_move() == Some(seat) {
        cv.outline(painter, card, 6.0, egui::Stroke::new(3.0, palette.accent));
    }
    let (who, spoken_who) = match session.white_seat() {
        None => ("moves first?", "colour: whoever moves first plays White"),
        Some(_) if session.color_of(seat) == Color::White => ("White", "plays White"),
        Some(_) => ("Black", "plays Black"),
    };
    let who_at = TextPlace::Line(pos2(card.max.x - 10.0, card.min.y + 8.0), Align2::RIGHT_TOP);
    let who_rect =
        cv.spoken_label(ui, "Colour", who_at, (who, spoken_who), FontId::proportional(13.0), palette.weak_text);
    let games = match_state(session, seat);
    let games_at = TextPlace::Line(pos2(card.max.x - 10.0, card.max.y - 8.0), Align2::RIGHT_BOTTOM);
    let games_rect = cv.label(ui, "Game number", games_at, &games, FontId::proportional(11.0), palette.weak_text);
    // The score, large, left of the middle; on a card too small for that beside the colour and
    // the game number, it fits between them.
    let score = fraction(session.score(seat));
    let mut size = (h * 0.36).min(44.0);
    let mut score_at = pos2(card.min.x + 12.0, card.center().y - 4.0);
    let extent = ui.painter().layout_no_wrap(score.clone(), FontId::proportional(size), palette.text).size();
    let score_rect = Align2::LEFT_CENTER.anchor_size(score_at, extent);
    if score_rect.intersects(who_rect) || score_rect.intersects(games_rect) {
        let (top, bottom) = (who_rect.max.y, games_rect.min.y);
        size = (size * (bottom - top) / extent.y).min(size).max(10.0);
        score_at.y = (top + bottom) / 2.0;
    }
    let spoken_score = format!("score {score}");
    let place = TextPlace::Line(score_at, Align2::LEFT_CENTER);
    cv.spoken_label(ui, "Score", place, (&score, &spoken_score), FontId::proportional(size), palette.text);
}

/// The buttons: two rows of three, on the player's right.
fn button_grid(
    ui: &Ui,
    cv: &SeatCanvas,
    inputs: &ConsoleInputs<'_>,
    cols: &Columns,
    bh: f32,
    out: &mut Vec<ConsoleCommand>,
) {
    let (seat, session) = (cv.seat, inputs.session);
    let bw = cols.button;
    let slot = |col: f32, row: f32| SeatCanvas::at(cols.grid_x + col * (bw + GAP), PAD + row * (bh + GAP), bw, bh);
    let open = session.outcome().is_none() && session.pending().is_none();
    let plain = ButtonStyle::Plain;
    // No takebacks while a time control is set (user guide, "The clock"): Undo is hidden.
    let can_undo = open && !session.game().moves().is_empty();
    if !inputs.timed && cv.button(ui, slot(0.0, 0.0), "Undo", "↩ Undo", plain, can_undo).clicked() {
        out.push(ConsoleCommand::OpenHistory(seat));
    }
    if inputs.draw_offers && cv.icon_button(ui, slot(1.0, 0.0), "Draw", Icon::Draw, "Draw", plain, open).clicked() {
        out.push(ConsoleCommand::OfferDraw(seat));
    }
    if cv.button(ui, slot(2.0, 0.0), "Flip", "🔄 Flip", plain, true).clicked() {
        out.push(ConsoleCommand::Flip);
    }
    if cv.button(ui, slot(0.0, 1.0), "Settings", "⚙ Settings", plain, true).clicked() {
        out.push(ConsoleCommand::OpenSettings(seat));
    }
    if cv.icon_button(ui, slot(1.0, 1.0), "Resign", Icon::Resign, "Resign", plain, open).clicked() {
        out.push(ConsoleCommand::Resign(seat));
    }
    let (icon, word, style) = if inputs.sound {
        (Icon::Sound, "Mute", ButtonStyle::Plain)
    } else {
        (Icon::Muted, "Muted", ButtonStyle::Selected)
    };
    if cv.icon_button(ui, slot(2.0, 1.0), "Mute", icon, word, style, true).clicked() {
        out.push(ConsoleCommand::ToggleMute);
    }
}

/// The top of the middle: the captured pieces, the result, or the turn status (in the message's
/// colour, followed by `message`, when one is given). Returns the status line's rectangle when
/// it belongs to the computer playing this seat.
fn middle_status(
    ui: &Ui,
    cv: &SeatCanvas,
    inputs: &ConsoleInputs<'_>,
    (mid, line): (Rect, Rect),
    message: Option<&str>,
) -> Option<Rect> {
    let (seat, session) = (cv.seat, inputs.session);
    let size = 16.0;
    if inputs.show_captures {
        captures_ui(ui, cv, session, Rect::from_min_max(mid.min, pos2(mid.max.x, mid.center().y)));
    } else if let Some(outcome) = session.outcome() {
        let mut text = end_text(outcome, session.game_points(seat).unwrap_or(0));
        if let Some(announcement) = match_end_text(session, seat) {
            text = format!("{text} · {announcement}");
        }
        if let Some(note) = inputs.house_note {
            text = format!("{text} · {note}");
        }
        cv.status_label(ui, "end", line, &text, size, cv.palette.text);
    } else if inputs.computer {
        return Some(line);
    } else {
        let mut status = inputs.clock_status.clone().unwrap_or_else(|| turn_status(session, seat));
        for note in win_note(session, seat, inputs.win).iter().map(String::as_str).chain(inputs.house_note) {
            status = format!("{status} · {note}");
        }
        let color = match message {
            Some(message) => {
                status = format!("{status} · {message}");
                cv.palette.capture
            }
            None => cv.palette.text,
        };
        cv.status_label(ui, "status", line, &status, size, color);
    }
    None
}
