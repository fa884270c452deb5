//! A player's console: score card, clock slot, status and prompts, move box, and the buttons of
//! app-spec §2. Drawn through a [`SeatCanvas`], so the top console faces the player opposite.

use egui::{Align2, FontId, Rect, Ui, pos2};

use crate::rules::{EndReason, Outcome, quarters_text};

use super::app::HexApp;
use super::canvas::{ButtonStyle, SeatCanvas};
use super::command::Command;
use super::editor::StudioScreen;
use super::pieces::paint_piece;
use super::seat::Seat;
use super::session::Pending;
use super::theme::Palette;

const PAD: f32 = 8.0;
const GAP: f32 = 6.0;

/// Width of the move box at full size.
const MOVE_BOX_W: f32 = 150.0;
/// Width of the Play button beside the move box.
const PLAY_W: f32 = 60.0;
/// Width of the Editor and Lessons buttons.
const STUDIO_W: f32 = 72.0;

/// Where a console's columns go, in the console's local coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Columns {
    /// Width of the score card.
    card: f32,
    /// Width of the clock slot.
    clock: f32,
    /// Width of each button of the grid and of the computer column.
    button: f32,
    /// Width of the Save/Open column.
    records: f32,
    /// Left edge of the button grid (three columns).
    grid_x: f32,
    /// Left edge of the Save/Open column.
    records_x: f32,
    /// Left edge of the computer column.
    computer_x: f32,
}

impl Columns {
    /// The columns of a console `w` points wide: full size from about 1250 points, narrower below,
    /// so that down to the smallest window (800 points) the middle keeps room for the status line
    /// and the move box.
    fn for_width(w: f32) -> Columns {
        let button = (w * 0.085).clamp(64.0, 110.0).min((w - 2.0 * PAD) / 8.0);
        let records = super::record_buttons::RECORD_BUTTONS_W.min(button + 8.0);
        let grid_x = w - PAD - 3.0 * button - 2.0 * GAP;
        let records_x = grid_x - GAP - records;
        Columns {
            card: (w * 0.12).clamp(88.0, 150.0),
            clock: (w * 0.094).clamp(84.0, 120.0),
            button,
            records,
            grid_x,
            records_x,
            computer_x: records_x - GAP - button,
        }
    }

    /// The middle (status, prompts, move box) of a console `h` points high: from the clock to
    /// the computer column.
    fn middle(&self, h: f32) -> Rect {
        let left = PAD + self.card + GAP + self.clock + 2.0 * GAP;
        Rect::from_min_max(pos2(left, PAD), pos2(self.computer_x - 2.0 * GAP, h - PAD))
    }
}

/// The text of a seat's result: `"you win"`, `"you score ¾"`, …
fn result_for(points: u8) -> String {
    match points {
        4 => "you win".into(),
        0 => "you lose".into(),
        2 => "drawn, ½ each".into(),
        q => format!("you score {}", fraction(q as u32)),
    }
}

/// Quarter points with fraction glyphs: `1¾`, `½`, `2`.
pub fn fraction(quarters: u32) -> String {
    quarters_text(quarters)
        .replace(" 1/4", "¼")
        .replace(" 1/2", "½")
        .replace(" 3/4", "¾")
        .replace("1/4", "¼")
        .replace("1/2", "½")
        .replace("3/4", "¾")
}

/// The headline of a finished game for one seat.
pub fn end_text(outcome: Outcome, points: u8) -> String {
    let reason = match outcome.reason {
        EndReason::Checkmate => "Checkmate",
        EndReason::Stalemate => "Stalemate",
        EndReason::Repetition => "Threefold repetition",
        EndReason::FiftyMoves => "50-move rule",
        EndReason::BareKings => "Only kings left",
        EndReason::Resignation => "Resignation",
        EndReason::Agreement => "Draw agreed",
        EndReason::Time => "Time",
        EndReason::TimeVsBareKing => "Time, against a bare king",
    };
    format!("{reason}: {} ({})", result_for(points), outcome.points.result_text())
}

/// Draws one seat's console into `frame`; `move_text` is that seat's move box.
pub fn console_ui(ui: &Ui, app: &HexApp, seat: Seat, frame: Rect, move_text: &mut String, modal: bool) -> Vec<Command> {
    let mut out = Vec::new();
    let palette = Palette::of(app.settings.theme);
    let mut cv = SeatCanvas::new(seat, frame, palette);
    cv.enabled = !modal;
    let painter = ui.painter();
    cv.fill(painter, cv.local_rect(), 0.0, palette.console);
    let (w, h) = (cv.width(), cv.height());
    let session = &app.session;
    let rules = app.rules.settings();
    let over = session.outcome().is_some();
    let my_turn = session.seat_to_move() == Some(seat);

    // Score card: the match score; tap for captured pieces and material lead.
    let cols = Columns::for_width(w);
    let card = SeatCanvas::at(PAD, PAD, cols.card, h - 2.0 * PAD);
    let resp = cv.button(ui, card, "Score card", "", ButtonStyle::Plain, true);
    if resp.clicked() {
        out.push(Command::ToggleCaptures(seat));
    }
    if my_turn {
        cv.outline(painter, card, 6.0, egui::Stroke::new(3.0, palette.accent));
    }
    let score = fraction(session.score(seat));
    cv.text(
        painter,
        pos2(card.min.x + 12.0, card.center().y - 4.0),
        Align2::LEFT_CENTER,
        &score,
        FontId::proportional((h * 0.36).min(44.0)),
        palette.text,
    );
    let color = session.color_of(seat);
    let who = match session.white_seat() {
        None => "moves first?".to_string(),
        Some(_) => if color == crate::rules::Color::White { "White" } else { "Black" }.to_string(),
    };
    cv.text(
        painter,
        pos2(card.max.x - 10.0, card.min.y + 8.0),
        Align2::RIGHT_TOP,
        &who,
        FontId::proportional(13.0),
        palette.weak_text,
    );
    let games = format!("match · game {}", session.games_finished() + u32::from(!over));
    cv.text(
        painter,
        pos2(card.max.x - 10.0, card.max.y - 8.0),
        Align2::RIGHT_BOTTOM,
        &games,
        FontId::proportional(11.0),
        palette.weak_text,
    );

    // The clock (app-spec §5), facing this player.
    let clock = SeatCanvas::at(card.max.x + GAP, PAD, cols.clock, h - 2.0 * PAD);
    out.extend(super::clock_view::clock_ui(ui, app, &cv, seat, clock));

    // Buttons: two rows of three, on the player's right.
    let bw = cols.button;
    let bh = (h - 2.0 * PAD - GAP) / 2.0;
    let slot = |col: f32, row: f32| SeatCanvas::at(cols.grid_x + col * (bw + GAP), PAD + row * (bh + GAP), bw, bh);
    let open = !over && session.pending().is_none();
    // No takebacks while a time control is set (app-spec §5): Undo is hidden.
    let timed = app.clock().is_some();
    if !timed
        && cv
            .button(
                ui,
                slot(0.0, 0.0),
                "Undo",
                "↩ Undo",
                ButtonStyle::Plain,
                open && !session.game().moves().is_empty(),
            )
            .clicked()
    {
        out.push(Command::OpenHistory(seat));
    }
    if rules.draw_offers && cv.button(ui, slot(1.0, 0.0), "Draw", "½ Draw", ButtonStyle::Plain, open).clicked() {
        out.push(Command::OfferDraw(seat));
    }
    if cv.button(ui, slot(2.0, 0.0), "Flip", "🔄 Flip", ButtonStyle::Plain, true).clicked() {
        out.push(Command::Flip);
    }
    if cv.button(ui, slot(0.0, 1.0), "Settings", "⚙ Settings", ButtonStyle::Plain, true).clicked() {
        out.push(Command::OpenSettings(seat));
    }
    if cv.button(ui, slot(1.0, 1.0), "Resign", "⚑ Resign", ButtonStyle::Plain, open).clicked() {
        out.push(Command::Resign(seat));
    }
    let mute_text = if app.settings.sound { "🔊 Mute" } else { "🔇 Muted" };
    let mute_style = if app.settings.sound { ButtonStyle::Plain } else { ButtonStyle::Selected };
    if cv.button(ui, slot(2.0, 1.0), "Mute", mute_text, mute_style, true).clicked() {
        out.push(Command::ToggleMute);
    }

    // Game records: Save game and Open game, in a column left of the buttons.
    let files = SeatCanvas::at(cols.records_x, PAD, cols.records, h - 2.0 * PAD);
    out.extend(super::record_buttons::record_buttons(ui, app, &cv, seat, files, GAP));

    // The computer and hint buttons (engine_view.rs), a column left of the records column.
    let column = SeatCanvas::at(cols.computer_x, PAD, bw, h - 2.0 * PAD);
    out.extend(super::engine_view::controls_ui(ui, app, &cv, seat, column, bh));

    // The middle: status, prompts, move box.
    let mid = cols.middle(h);
    let status_line = Rect::from_min_size(mid.min, egui::vec2(mid.width(), 24.0));
    let row2 = Rect::from_min_max(pos2(mid.min.x, mid.center().y + 2.0), mid.max);
    let big = FontId::proportional(16.0);
    let small = FontId::proportional(13.0);

    if app.view.show_captures[seat.index()] {
        captures_ui(ui, app, &cv, seat, Rect::from_min_max(mid.min, pos2(mid.max.x, mid.center().y)));
    } else if let Some(outcome) = session.outcome() {
        let text = end_text(outcome, session.game_points(seat).unwrap_or(0));
        cv.status_label(ui, "end", status_line, &text, big.size, palette.text);
    } else if app.engine().is_computer(seat) {
        super::engine_view::computer_status_ui(ui, app, &cv, seat, status_line);
    } else {
        let status = match (session.seat_to_move(), my_turn) {
            (None, _) => "Either player may move first: the first move plays White".to_string(),
            (Some(_), true) => {
                format!("Your move ({})", if color == crate::rules::Color::White { "White" } else { "Black" })
            }
            (Some(_), false) => "Your opponent's move".to_string(),
        };
        let status = if session.position().is_check() && my_turn { format!("{status} · check!") } else { status };
        let status = super::clock_view::clock_status(app, seat).unwrap_or(status);
        cv.status_label(ui, "status", status_line, &status, big.size, palette.text);
    }

    let button =
        |x: f32, width: f32| Rect::from_min_size(pos2(x, row2.min.y), egui::vec2(width, row2.height().min(34.0)));

    // Position editor and lessons (src/gui/editor): the right end of the move-box row, which
    // the prompts and the move box below leave free. A narrow console leaves them to the
    // Settings panel, which offers them too.
    let studio_room = MOVE_BOX_W + PLAY_W + 2.0 * STUDIO_W + 4.0 * GAP;
    let row2 = if row2.width() >= studio_room {
        let studio_x = row2.max.x - 2.0 * STUDIO_W - GAP;
        for (i, (name, screen)) in
            [("Editor", StudioScreen::Editor), ("Lessons", StudioScreen::Lessons)].into_iter().enumerate()
        {
            let r = button(studio_x + i as f32 * (STUDIO_W + GAP), STUDIO_W);
            if cv.button(ui, r, name, name, ButtonStyle::Plain, true).clicked() {
                out.push(Command::OpenStudio(screen));
            }
        }
        Rect::from_min_max(row2.min, pos2(studio_x - 2.0 * GAP, row2.max.y))
    } else {
        row2
    };
    let box_w = (row2.width() - PLAY_W - GAP).clamp(90.0, MOVE_BOX_W);
    if over {
        if cv.button(ui, button(row2.min.x, 130.0), "New game", "New game", ButtonStyle::Primary, true).clicked() {
            out.push(Command::NewGame);
        }
        return out;
    }
    match session.pending() {
        Some(Pending::DrawOffer { from }) if from != seat => {
            prompt(
                ui,
                &cv,
                &mut out,
                row2,
                "Draw offered.",
                ("Accept draw", "Accept"),
                ("Decline draw", "Decline"),
                seat,
            );
        }
        Some(Pending::Rewind { from, ply }) if from != seat => {
            let text = format!("Take back to move {}?", ply / 2 + 1);
            prompt(ui, &cv, &mut out, row2, &text, ("Accept rewind", "Accept"), ("Decline rewind", "Decline"), seat);
        }
        Some(Pending::ConfirmResign { seat: s }) if s == seat => {
            prompt(
                ui,
                &cv,
                &mut out,
                row2,
                "Resign this game?",
                ("Confirm resign", "Resign"),
                ("Cancel resign", "Cancel"),
                seat,
            );
        }
        Some(p) => {
            let text = match p {
                Pending::DrawOffer { .. } => "Draw offered: waiting for your opponent",
                Pending::Rewind { .. } => "Take-back requested: waiting for your opponent",
                Pending::ConfirmResign { .. } => "Your opponent is thinking about resigning",
            };
            cv.text(
                painter,
                pos2(row2.min.x, row2.center().y),
                Align2::LEFT_CENTER,
                text,
                small.clone(),
                palette.weak_text,
            );
        }
        // A computer seat: the button to take it back (engine_view.rs).
        None if app.engine().is_computer(seat) => {
            out.extend(super::engine_view::take_back_ui(ui, &cv, seat, button(row2.min.x, box_w)));
        }
        None if session.may_move(seat) => {
            let bx = button(row2.min.x, box_w);
            let (_, submitted) = cv.text_box(ui, bx, "Move box", move_text, "type a move: f5f6");
            if cv
                .button(ui, button(bx.max.x + GAP, PLAY_W), "Play typed move", "Play", ButtonStyle::Plain, true)
                .clicked()
                || submitted
            {
                out.push(Command::SubmitMove(seat));
            }
            if let Some(msg) = &app.view.message[seat.index()] {
                let x = bx.max.x + 2.0 * GAP + PLAY_W;
                cv.wrapped_text(
                    painter,
                    pos2(x, row2.min.y),
                    (row2.max.x - x).max(40.0),
                    msg,
                    small.clone(),
                    palette.capture,
                );
            }
        }
        None => {}
    }
    out
}

#[allow(clippy::too_many_arguments)]
fn prompt(
    ui: &Ui,
    cv: &SeatCanvas,
    out: &mut Vec<Command>,
    row: Rect,
    text: &str,
    yes: (&str, &str),
    no: (&str, &str),
    seat: Seat,
) {
    let painter = ui.painter();
    let t = cv.text(
        painter,
        pos2(row.min.x, row.center().y),
        Align2::LEFT_CENTER,
        text,
        FontId::proportional(15.0),
        cv.palette.text,
    );
    let h = row.height().min(34.0);
    let yes_r = Rect::from_min_size(pos2(t.max.x + 10.0, row.min.y), egui::vec2(96.0, h));
    let no_r = Rect::from_min_size(pos2(yes_r.max.x + GAP, row.min.y), egui::vec2(96.0, h));
    if cv.button(ui, yes_r, yes.0, yes.1, ButtonStyle::Primary, true).clicked() {
        out.push(Command::Answer(seat, true));
    }
    if cv.button(ui, no_r, no.0, no.1, ButtonStyle::Plain, true).clicked() {
        out.push(Command::Answer(seat, false));
    }
}

fn captures_ui(ui: &Ui, app: &HexApp, cv: &SeatCanvas, seat: Seat, area: Rect) {
    let painter = ui.painter();
    let captured = app.session.captured_by(seat);
    let lead = app.session.material_lead(seat);
    let lead_text = match lead {
        0 => "material even".to_string(),
        l if l > 0 => format!("+{l}"),
        l => format!("{l}"),
    };
    let title = format!("Captured {} · {lead_text}", captured.len());
    cv.label(
        ui,
        "captures",
        pos2(area.min.x, area.min.y + 10.0),
        Align2::LEFT_CENTER,
        &title,
        FontId::proportional(14.0),
        cv.palette.text,
    );
    let size = 20.0;
    for (i, piece) in captured.iter().enumerate() {
        let local = pos2(area.min.x + 170.0 + i as f32 * (size * 0.8), area.min.y + 12.0);
        if local.x > area.max.x {
            break;
        }
        paint_piece(painter, cv.to_screen(local), size, *piece, &cv.palette, cv.upside_down());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, Points};

    #[test]
    fn scores_read_as_fractions() {
        assert_eq!(fraction(0), "0");
        assert_eq!(fraction(3), "¾");
        assert_eq!(fraction(7), "1¾");
        assert_eq!(fraction(10), "2½");
        let o = Outcome { reason: EndReason::Stalemate, points: Points::three_quarters(Color::Black) };
        assert_eq!(end_text(o, 1), "Stalemate: you score ¼ (1/4-3/4)");
        assert_eq!(end_text(o, 3), "Stalemate: you score ¾ (1/4-3/4)");
    }

    #[test]
    fn a_narrow_console_keeps_room_for_the_move_box() {
        let full = Columns::for_width(1280.0);
        assert_eq!((full.card, full.clock), (150.0, 120.0));
        assert!(full.middle(100.0).width() >= MOVE_BOX_W + PLAY_W + 2.0 * STUDIO_W + 4.0 * GAP, "{full:?}");
        for w in [800.0, 900.0, 1024.0, 1100.0] {
            let cols = Columns::for_width(w);
            // The move box at its smallest (90) and the Play button fit.
            let room = cols.middle(100.0).width();
            assert!(room >= 90.0 + GAP + PLAY_W, "{w}: {cols:?} leaves {room}");
        }
    }
}
