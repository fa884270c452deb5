//! The online menu (host: variant, clock, colour, Host; join: the invite code, Join) and the
//! wait for the opponent (the invite code with Copy), on a panel facing whoever opened it.

use egui::{Align2, FontId, Rect, Ui, pos2, vec2};

use super::command::OnlineCommand;
use super::state::{Online, OnlineTexts, Screen};
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::panel::centred_panel;
use crate::gui::kit::theme::Palette;
use crate::rules::Color;

/// The width of one choice button.
const CHOICE_W: f32 = 132.0;
/// The height of a row of buttons.
const ROW_H: f32 = 32.0;

/// The menu or the wait, over `area`; `texts` are the name and invite-code boxes.
pub fn menu_ui(ui: &Ui, palette: Palette, online: &Online, texts: &mut OnlineTexts, area: Rect) -> Vec<OnlineCommand> {
    let mut out = Vec::new();
    ui.painter().rect_filled(area, 0, palette.background);
    let cv = centred_panel(ui, palette, online.seat, area, vec2(760.0, 600.0));
    let w = cv.width();
    let title = FontId::proportional(22.0);
    let heading = FontId::proportional(16.0);
    let at = |x: f32, y: f32| TextPlace::Line(pos2(x, y), Align2::LEFT_TOP);
    match online.screen() {
        Screen::Menu => {
            cv.label(ui, "Online title", at(20.0, 16.0), "Play online", title, palette.text);
            cv.label(ui, "Name caption", at(20.0, 60.0), "Your name", heading.clone(), palette.text);
            cv.text_box(ui, SeatCanvas::at(130.0, 54.0, 240.0, 30.0), "Player name", &mut texts.name, "Player");
            let y = host_section(ui, &cv, online, 100.0, &mut out);
            join_section(ui, &cv, texts, y + 16.0, &mut out);
        }
        Screen::Waiting => waiting(ui, &cv, online, &mut out),
        Screen::Playing => {}
    }
    if let Some(msg) = &online.message {
        let place = TextPlace::Wrapped(pos2(20.0, cv.height() - 92.0), w - 40.0);
        cv.label(ui, "Online message", place, msg, FontId::proportional(14.0), palette.capture);
    }
    let close = SeatCanvas::at(w - 186.0, cv.height() - 46.0, 170.0, ROW_H);
    if cv.button(ui, close, "Back to the table", "Back to the table", ButtonStyle::Plain, true).clicked() {
        out.push(OnlineCommand::Close);
    }
    out
}

/// The host's choices and Host; returns the y below them.
fn host_section(ui: &Ui, cv: &SeatCanvas, online: &Online, top: f32, out: &mut Vec<OnlineCommand>) -> f32 {
    let palette = cv.palette;
    let form = &online.form;
    let heading = FontId::proportional(16.0);
    let small = FontId::proportional(13.0);
    let at = |x: f32, y: f32| TextPlace::Line(pos2(x, y), Align2::LEFT_TOP);
    cv.label(ui, "Host caption", at(20.0, top), "Host a game", heading, palette.text);
    let per_row = ((cv.width() - 120.0) / (CHOICE_W + 6.0)).floor().max(1.0) as usize;
    let mut y = top + 30.0;
    let mut choices = |y: f32, caption: &str, items: Vec<(String, bool, OnlineCommand)>| {
        cv.label(ui, caption, at(20.0, y + 8.0), caption, small.clone(), palette.weak_text);
        for (i, (text, on, command)) in items.into_iter().enumerate() {
            let (row, col) = (i / per_row, i % per_row);
            let r =
                SeatCanvas::at(100.0 + col as f32 * (CHOICE_W + 6.0), y + row as f32 * (ROW_H + 4.0), CHOICE_W, ROW_H);
            if cv.choice(ui, r, &format!("{caption} {text}"), &text, on, true).clicked() {
                out.push(command);
            }
        }
    };
    let variants: Vec<_> = form
        .variants
        .iter()
        .enumerate()
        .map(|(i, v)| (v.clone(), i == form.variant, OnlineCommand::PickVariant(i)))
        .collect();
    let rows = |n: usize| n.div_ceil(per_row).max(1) as f32;
    let n = variants.len();
    choices(y, "Variant", variants);
    y += rows(n) * (ROW_H + 4.0) + 4.0;
    let clocks: Vec<_> = form
        .clocks
        .iter()
        .enumerate()
        .map(|(i, (name, _))| (name.clone(), i == form.clock, OnlineCommand::PickClock(i)))
        .collect();
    let n = clocks.len();
    choices(y, "Clock", clocks);
    y += rows(n) * (ROW_H + 4.0) + 4.0;
    let colors = [Color::White, Color::Black]
        .into_iter()
        .map(|c| (color_name(c).to_string(), c == form.color, OnlineCommand::PickColor(c)))
        .collect();
    choices(y, "Colour", colors);
    y += ROW_H + 10.0;
    let host = SeatCanvas::at(100.0, y, 140.0, ROW_H + 4.0);
    if cv.button(ui, host, "Host", "Host", ButtonStyle::Primary, form.variant_name().is_some()).clicked() {
        out.push(OnlineCommand::Host);
    }
    let note = "the house rules in force are the game's rules";
    cv.label(ui, "Host note", at(252.0, y + 10.0), note, small, palette.weak_text);
    y + ROW_H + 10.0
}

/// The invite code box and Join.
fn join_section(ui: &Ui, cv: &SeatCanvas, texts: &mut OnlineTexts, top: f32, out: &mut Vec<OnlineCommand>) {
    let palette = cv.palette;
    let at = TextPlace::Line(pos2(20.0, top), Align2::LEFT_TOP);
    cv.label(ui, "Join caption", at, "Join a game", FontId::proportional(16.0), palette.text);
    let bx = SeatCanvas::at(20.0, top + 30.0, cv.width() - 180.0, ROW_H);
    let (_, submitted) = cv.text_box(ui, bx, "Invite code", &mut texts.code, "paste the invite code: hexchess:…");
    let join = SeatCanvas::at(cv.width() - 150.0, top + 30.0, 130.0, ROW_H);
    let ready = !texts.code.trim().is_empty();
    if cv.button(ui, join, "Join", "Join", ButtonStyle::Primary, ready).clicked() || (submitted && ready) {
        out.push(OnlineCommand::Join);
    }
}

/// Hosting or joining, no opponent yet: the invite code with Copy, and Cancel.
fn waiting(ui: &Ui, cv: &SeatCanvas, online: &Online, out: &mut Vec<OnlineCommand>) {
    let palette = cv.palette;
    let w = cv.width();
    let at = |x: f32, y: f32| TextPlace::Line(pos2(x, y), Align2::LEFT_TOP);
    let title = if online.invite.is_some() { "Hosting a game" } else { "Joining a game" };
    cv.label(ui, "Online title", at(20.0, 16.0), title, FontId::proportional(22.0), palette.text);
    let mut y = 60.0;
    if let Some(code) = &online.invite {
        let caption = "Send this invite code to your opponent:";
        cv.label(ui, "Invite caption", at(20.0, y), caption, FontId::proportional(15.0), palette.text);
        y += 28.0;
        let place = TextPlace::Wrapped(pos2(20.0, y), w - 40.0);
        let shown = cv.label(ui, "Invite code", place, code, FontId::monospace(13.0), palette.text);
        y = shown.max.y + 12.0;
        let copy = SeatCanvas::at(20.0, y, 160.0, ROW_H);
        if cv.button(ui, copy, "Copy invite code", "Copy", ButtonStyle::Primary, true).clicked() {
            out.push(OnlineCommand::CopyInvite);
        }
        y += ROW_H + 20.0;
    }
    let wait = "Waiting for your opponent…";
    cv.label(ui, "Waiting", at(20.0, y), wait, FontId::proportional(18.0), palette.weak_text);
    let cancel = SeatCanvas::at(20.0, y + 40.0, 120.0, ROW_H);
    if cv.button(ui, cancel, "Cancel", "Cancel", ButtonStyle::Plain, true).clicked() {
        out.push(OnlineCommand::Leave);
    }
}

/// A colour's name.
pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::White => "White",
        Color::Black => "Black",
    }
}
