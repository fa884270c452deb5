//! The online game: the board with this player at the bottom, the opponent's console at the
//! top (their name, their clock, the connection), this player's console at the bottom (their
//! clock, the turn or result, Draw, Take back, Resign, Leave), and the opponent's offers as a
//! panel over the board with Accept and Decline.

use std::time::Duration;

use egui::{Align2, FontId, Rect, Ui, pos2, vec2};

use super::command::OnlineCommand;
use super::menu_view::color_name;
use super::state::Online;
use crate::clock::format_remaining;
use crate::gui::board::canvas::{BoardScene, board_ui};
use crate::gui::board::paint::CheckLook;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::panel::{centred_panel, dim};
use crate::gui::kit::theme::Palette;
use crate::gui::model::orientation::Orientation;
use crate::gui::model::seat::Seat;
use crate::online::{LinkState, Offer, OnlineSession, Table};
use crate::rules::{Color, Outcome, Role};

/// What the game screen is given besides the online state.
pub struct GameInputs<'a> {
    /// Online play.
    pub online: &'a Online,
    /// The session's clock time now.
    pub now: Duration,
    /// Whether to draw coordinates.
    pub coordinates: bool,
    /// The consoles' height.
    pub console_h: f32,
}

/// The whole game screen in `full`.
pub fn game_ui(ui: &Ui, palette: Palette, inputs: &GameInputs<'_>, full: Rect) -> Vec<OnlineCommand> {
    let mut out = Vec::new();
    let online = inputs.online;
    let (Some(session), Some(table)) = (online.session(), online.session().and_then(OnlineSession::table)) else {
        return out;
    };
    let Some(me) = session.my_color() else { return out };
    ui.painter().rect_filled(full, 0, palette.background);
    let ch = inputs.console_h;
    let top = Rect::from_min_max(full.min, pos2(full.max.x, full.min.y + ch));
    let bottom = Rect::from_min_max(pos2(full.min.x, full.max.y - ch), full.max);
    let board_area = Rect::from_min_max(pos2(full.min.x, top.max.y), pos2(full.max.x, bottom.min.y));

    let offer = session.their_offer();
    let blocked = offer.is_some() || online.confirm_resign;
    board(ui, palette, inputs, table, me, board_area, !blocked, &mut out);
    // The opponent's console at the top, upright for this player: nobody sits there.
    let remote = SeatCanvas::facing(Seat::Top, Seat::Bottom, top, palette);
    remote_console(ui, &remote, session, table, me.other(), inputs.now);
    let local = SeatCanvas::new(Seat::Bottom, bottom, palette);
    local_console(ui, &local, inputs, session, table, me, &mut out);
    if let Some(offer) = offer {
        offer_dialog(ui, palette, offer, board_area, &mut out);
    }
    out
}

#[allow(clippy::too_many_arguments)]
fn board(
    ui: &Ui,
    palette: Palette,
    inputs: &GameInputs<'_>,
    table: &Table,
    me: Color,
    area: Rect,
    interactive: bool,
    out: &mut Vec<OnlineCommand>,
) {
    let online = inputs.online;
    let game = table.game();
    let pos = *game.position();
    let variant = pos.variant();
    let white_seat = if me == Color::White { Seat::Bottom } else { Seat::Top };
    let orientation = Orientation { white_seat, symmetry: variant.symmetry(), flipped: false };
    let piece_at = |c| pos.piece_at(c);
    let mut scene = BoardScene::new(variant, orientation, &piece_at);
    scene.lifted = online.picker.dragging.and_then(|c| Some((c, pos.piece_at(c)?)));
    scene.mark_lifted_home = online.picker.dragging.is_some();
    scene.selected = online.picker.selected;
    scene.targets = online.picker.targets(&pos);
    scene.last_move = game.moves().last().map(|m| (m.from, m.to));
    scene.check = pos.is_check().then(|| (pos.king(pos.turn()), CheckLook::Glow));
    scene.coordinates = inputs.coordinates;
    scene.input = interactive.then_some("online-hex");
    out.extend(board_ui(ui, &scene, area, &palette).into_iter().map(OnlineCommand::Board));
}

/// The clock of `side` as shown, if the game has one.
fn clock_text(table: &Table, side: Color, now: Duration) -> Option<String> {
    table.clock().map(|c| format_remaining(c.remaining(side, now)))
}

/// The opponent's console: name and colour, clock, and the connection.
fn remote_console(ui: &Ui, cv: &SeatCanvas, session: &OnlineSession, table: &Table, side: Color, now: Duration) {
    let palette = cv.palette;
    cv.fill(ui.painter(), cv.local_rect(), 0.0, palette.console);
    let h = cv.height();
    let name = session.peer_name().unwrap_or("your opponent");
    let who = format!("{name} ({})", color_name(side));
    let at = |x: f32, y: f32, a: Align2| TextPlace::Line(pos2(x, y), a);
    cv.label(ui, "Opponent", at(16.0, h * 0.3, Align2::LEFT_CENTER), &who, FontId::proportional(20.0), palette.text);
    let link = match session.link_state() {
        LinkState::Connected if session.peer_left() => "Your opponent left the game".to_string(),
        LinkState::Connected => "Connected".to_string(),
        LinkState::Lost | LinkState::Waiting => "Waiting for your opponent… (the game is paused)".to_string(),
    };
    let color = if session.link_state() == LinkState::Connected { palette.weak_text } else { palette.capture };
    cv.label(ui, "Connection", at(16.0, h * 0.7, Align2::LEFT_CENTER), &link, FontId::proportional(15.0), color);
    if table.turn() == side && !session.is_over() {
        let place = at(cv.width() * 0.5, h * 0.5, Align2::CENTER_CENTER);
        cv.label(ui, "Opponent status", place, "to move", FontId::proportional(15.0), palette.text);
    }
    if let Some(text) = clock_text(table, side, now) {
        let place = at(cv.width() - 24.0, h * 0.5, Align2::RIGHT_CENTER);
        cv.label(ui, "Clock", place, &text, FontId::monospace((h * 0.4).min(40.0)), palette.text);
    }
}

/// The result in words.
pub fn result_text(outcome: Outcome, me: Color) -> String {
    let verdict = match outcome.points.of(me).cmp(&outcome.points.of(me.other())) {
        std::cmp::Ordering::Greater => "You won",
        std::cmp::Ordering::Less => "You lost",
        std::cmp::Ordering::Equal => "Draw",
    };
    format!("{verdict}: {outcome}")
}

/// This player's console.
fn local_console(
    ui: &Ui,
    cv: &SeatCanvas,
    inputs: &GameInputs<'_>,
    session: &OnlineSession,
    table: &Table,
    me: Color,
    out: &mut Vec<OnlineCommand>,
) {
    let online = inputs.online;
    let palette = cv.palette;
    cv.fill(ui.painter(), cv.local_rect(), 0.0, palette.console);
    let (w, h) = (cv.width(), cv.height());
    let at = |x: f32, y: f32, a: Align2| TextPlace::Line(pos2(x, y), a);
    let who = format!("{} ({})", session.name(), color_name(me));
    cv.label(ui, "You", at(16.0, 22.0, Align2::LEFT_CENTER), &who, FontId::proportional(18.0), palette.text);
    let status = match session.outcome() {
        Some(o) => result_text(o, me),
        None if session.link_state() != LinkState::Connected => "The game is paused".into(),
        None if session.my_offer().is_some() => "Waiting for your opponent's answer".into(),
        None if table.turn() == me => "Your move".into(),
        None => "Your opponent's move".into(),
    };
    let line = Rect::from_min_size(pos2(16.0, 38.0), vec2(w * 0.45, 24.0));
    cv.status_label(ui, "Status", line, &status, 16.0, palette.text);
    let note = online.message.as_deref().into_iter().chain(online.rules_note.as_deref());
    let note: Vec<&str> = note.collect();
    if !note.is_empty() {
        let place = TextPlace::Wrapped(pos2(16.0, 64.0), w * 0.45);
        cv.label(ui, "Message", place, &note.join(" · "), FontId::proportional(13.0), palette.capture);
    }
    if let Some(text) = clock_text(table, me, inputs.now) {
        let place = at(w * 0.55, h * 0.5, Align2::CENTER_CENTER);
        cv.label(ui, "Clock", place, &text, FontId::monospace((h * 0.4).min(40.0)), palette.text);
    }
    buttons(ui, cv, online, session, out);
}

/// The buttons on the console's right: the promotion choice, the resignation's confirmation, or
/// Draw, Take back, Resign and Leave (Back to the table once the game is over).
fn buttons(ui: &Ui, cv: &SeatCanvas, online: &Online, session: &OnlineSession, out: &mut Vec<OnlineCommand>) {
    let (w, h) = (cv.width(), cv.height());
    let bw = 116.0;
    let bh = (h - 22.0) / 2.0;
    let slot = |col: f32, row: f32| {
        SeatCanvas::at(w - 3.0 * (bw + 6.0) - 10.0 + col * (bw + 6.0), 8.0 + row * (bh + 6.0), bw, bh)
    };
    let plain = ButtonStyle::Plain;
    let roles = online.picker.promotion_roles();
    if !roles.is_empty() {
        for (i, role) in roles.into_iter().enumerate() {
            let name = role_name(role);
            let r = slot((i % 3) as f32, (i / 3) as f32);
            if cv.button(ui, r, &format!("Promote to {name}"), name, ButtonStyle::Primary, true).clicked() {
                out.push(OnlineCommand::Promote(role));
            }
        }
        return;
    }
    if online.confirm_resign {
        let at = TextPlace::Line(pos2(slot(0.0, 0.0).min.x, slot(0.0, 0.0).center().y), Align2::LEFT_CENTER);
        cv.label(ui, "Prompt", at, "Resign this game?", FontId::proportional(15.0), cv.palette.text);
        if cv.button(ui, slot(1.0, 1.0), "Confirm resign", "Resign", ButtonStyle::Primary, true).clicked() {
            out.push(OnlineCommand::ConfirmResign(true));
        }
        if cv.button(ui, slot(2.0, 1.0), "Cancel resign", "Cancel", plain, true).clicked() {
            out.push(OnlineCommand::ConfirmResign(false));
        }
        return;
    }
    if session.is_over() {
        if cv.button(ui, slot(2.0, 1.0), "Back to the table", "Back to the table", ButtonStyle::Primary, true).clicked()
        {
            out.push(OnlineCommand::Close);
        }
        return;
    }
    let live = session.link_state() == LinkState::Connected && session.my_offer().is_none();
    let draws = session.table().is_some_and(|t| t.setup().rules.draw_offers);
    if draws && cv.button(ui, slot(0.0, 0.0), "Offer draw", "Draw", plain, live).clicked() {
        out.push(OnlineCommand::OfferDraw);
    }
    let has_moves = session.table().is_some_and(|t| t.ply() > 0);
    if cv.button(ui, slot(1.0, 0.0), "Take back", "↩ Take back", plain, live && has_moves).clicked() {
        out.push(OnlineCommand::TakeBack);
    }
    if cv.button(ui, slot(2.0, 0.0), "Resign", "Resign", plain, true).clicked() {
        out.push(OnlineCommand::Resign);
    }
    if cv.button(ui, slot(2.0, 1.0), "Leave", "Leave", plain, true).clicked() {
        out.push(OnlineCommand::Leave);
    }
}

/// A piece kind's name on the promotion buttons.
fn role_name(role: Role) -> &'static str {
    match role {
        Role::Queen => "Queen",
        Role::Rook => "Rook",
        Role::Bishop => "Bishop",
        Role::Knight => "Knight",
        Role::Pawn => "Pawn",
        Role::King => "King",
    }
}

/// The opponent's offer over the board: the question, Accept and Decline.
fn offer_dialog(ui: &Ui, palette: Palette, offer: Offer, area: Rect, out: &mut Vec<OnlineCommand>) {
    dim(ui, area, &palette, 0.6);
    let cv = centred_panel(ui, palette, Seat::Bottom, area, vec2(440.0, 150.0));
    let (text, yes, no) = match offer {
        Offer::Draw { .. } => ("Your opponent offers a draw.", "Accept draw", "Decline draw"),
        Offer::Rewind { .. } => {
            ("Your opponent asks to take back their last move.", "Accept take-back", "Decline take-back")
        }
    };
    let at = TextPlace::Wrapped(pos2(20.0, 20.0), cv.width() - 40.0);
    cv.label(ui, "Offer", at, text, FontId::proportional(17.0), palette.text);
    let y = cv.height() - 52.0;
    if cv.button(ui, SeatCanvas::at(20.0, y, 140.0, 34.0), yes, "Accept", ButtonStyle::Primary, true).clicked() {
        out.push(OnlineCommand::Answer(true));
    }
    if cv.button(ui, SeatCanvas::at(172.0, y, 140.0, 34.0), no, "Decline", ButtonStyle::Plain, true).clicked() {
        out.push(OnlineCommand::Answer(false));
    }
}
