//! The lower row of a console's middle: the Editor and Lessons buttons, then New game, a
//! request to answer, the wait for the opponent's answer, or the move box.

use egui::{Align2, FontId, Rect, Ui, pos2};

use super::columns::{GAP, MOVE_BOX_W, PLAY_W, STUDIO_W};
use super::command::ConsoleCommand;
use super::inputs::ConsoleInputs;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::model::session::Pending;
use crate::gui::model::typed_move::example_move;

/// A prompt's question, and its two buttons' accessible names and texts.
struct Prompt<'a> {
    text: &'a str,
    yes: (&'a str, &'a str),
    no: (&'a str, &'a str),
}

/// Draws the row in `row`; returns where the computer's "Take seat back" button goes when the
/// computer plays this seat and nothing else takes the row.
pub fn move_row(
    ui: &Ui,
    cv: &SeatCanvas,
    inputs: &ConsoleInputs<'_>,
    row: Rect,
    move_text: &mut String,
    out: &mut Vec<ConsoleCommand>,
) -> Option<Rect> {
    let (seat, session) = (cv.seat, inputs.session);
    let button =
        |x: f32, width: f32| Rect::from_min_size(pos2(x, row.min.y), egui::vec2(width, row.height().min(34.0)));
    // A prompt or the game's end needs the row: Puzzles and Play online give way (they are in
    // Settings too).
    let busy = session.outcome().is_some() || session.pending().is_some();
    let row = studio_buttons(ui, cv, row, !busy, out);
    let box_w = move_box_width(row.width());
    if session.outcome().is_some() {
        if cv.button(ui, button(row.min.x, 112.0), "New game", "New game", ButtonStyle::Primary, true).clicked() {
            out.push(ConsoleCommand::NewGame);
        }
        let has_moves = !session.game().moves().is_empty();
        let analyse = button(row.min.x + 118.0, 96.0);
        if analyse.max.x <= row.max.x
            && cv.button(ui, analyse, "Analyse game", "Analyse", ButtonStyle::Plain, has_moves).clicked()
        {
            out.push(ConsoleCommand::AnalyseGame(seat));
        }
        return None;
    }
    let rewind_text;
    let prompt = match session.pending() {
        Some(Pending::DrawOffer { from }) if from != seat => {
            Some(Prompt { text: "Draw offered.", yes: ("Accept draw", "Accept"), no: ("Decline draw", "Decline") })
        }
        Some(Pending::Rewind { from, ply }) if from != seat => {
            rewind_text = format!("Take back to move {}?", ply / 2 + 1);
            Some(Prompt { text: &rewind_text, yes: ("Accept rewind", "Accept"), no: ("Decline rewind", "Decline") })
        }
        Some(Pending::ConfirmResign { seat: s }) if s == seat => Some(Prompt {
            text: "Resign this game?",
            yes: ("Confirm resign", "Resign"),
            no: ("Cancel resign", "Cancel"),
        }),
        Some(p) => {
            let text = match p {
                Pending::DrawOffer { .. } => "Draw offered: waiting for your opponent",
                Pending::Rewind { .. } => "Take-back requested: waiting for your opponent",
                Pending::ConfirmResign { .. } => "Your opponent is thinking about resigning",
            };
            let at = TextPlace::Line(pos2(row.min.x, row.center().y), Align2::LEFT_CENTER);
            cv.label(ui, "Waiting", at, text, FontId::proportional(13.0), cv.palette.weak_text);
            return None;
        }
        // A computer seat: the app puts the button to take it back here.
        None if inputs.computer => return Some(button(row.min.x, box_w)),
        None if session.may_move(seat) => {
            move_box(ui, cv, inputs, row, button(row.min.x, box_w), move_text, out);
            return None;
        }
        None => return None,
    };
    if let Some(p) = prompt {
        prompt_ui(ui, cv, row, &p, out);
    }
    None
}

/// The narrowest room beside the move box in which the seat's message is drawn there; with
/// less, it joins the status line.
pub const MIN_MESSAGE_W: f32 = 150.0;

/// The room the move box and its Play button leave for the message beside them, in a row
/// `row_w` wide with no prompt (so the studio buttons take their share first).
pub fn message_room(row_w: f32) -> f32 {
    let rest = row_w - studio_block(row_w, 5).2;
    rest - move_box_width(rest) - 2.0 * GAP - PLAY_W
}

/// The move box's width in what the studio buttons leave of the row, `rest_w` wide.
fn move_box_width(rest_w: f32) -> f32 {
    (rest_w - PLAY_W - GAP).clamp(90.0, MOVE_BOX_W)
}

/// The studio buttons that fit a row `row_w` wide, of `offered`: how many, each one's width, and
/// the width they take from the row's right end with the gaps around them (0 for none).
fn studio_block(row_w: f32, offered: usize) -> (usize, f32, f32) {
    match studio_count(row_w, offered) {
        0 => (0, 0.0, 0.0),
        n => {
            let w = studio_width(row_w, n);
            (n, w, n as f32 * w + (n + 1) as f32 * GAP)
        }
    }
}

/// The narrowest the Editor, Lessons, Learn, Puzzles and Play online buttons may be.
const MIN_STUDIO_W: f32 = 56.0;

/// The width each of `n` studio buttons gets in a row `row_w` wide: they share what the move
/// box leaves (from the fourth button on, it gives up a third of its width), up to their full
/// width.
fn studio_width(row_w: f32, n: usize) -> f32 {
    let box_w = if n > 3 { MOVE_BOX_W * 2.0 / 3.0 } else { MOVE_BOX_W };
    ((row_w - box_w - PLAY_W - (n + 2) as f32 * GAP) / n as f32).min(STUDIO_W)
}

/// How many of `offered` studio buttons fit a row `row_w` wide: the last ones give way first,
/// down to three; none when even three do not fit.
fn studio_count(row_w: f32, offered: usize) -> usize {
    (3..=offered).rev().find(|&n| studio_width(row_w, n) >= MIN_STUDIO_W).unwrap_or(0)
}

/// The Editor, Lessons, Learn, Puzzles and Play online buttons at the right end of the row,
/// which the prompts and the move box leave free; returns the rest of the row. `online`: the row
/// has no prompt, so all five may go there; else only the first three. When the row is short,
/// Play online gives way first, then Puzzles; a narrow console leaves them all to the Settings
/// panel, which offers them too.
fn studio_buttons(ui: &Ui, cv: &SeatCanvas, row: Rect, online: bool, out: &mut Vec<ConsoleCommand>) -> Rect {
    let buttons = [
        ("Editor", "Editor", ConsoleCommand::OpenEditor),
        ("Lessons", "Lessons", ConsoleCommand::OpenLessons),
        ("Learn", "Learn", ConsoleCommand::OpenLearn(cv.seat)),
        ("Puzzles", "Puzzles", ConsoleCommand::OpenPuzzles(cv.seat)),
        ("Play online", "Online", ConsoleCommand::OpenOnline(cv.seat)),
    ];
    let (n, studio_w, taken) = studio_block(row.width(), if online { 5 } else { 3 });
    if n == 0 {
        return row;
    }
    let studio_x = row.max.x - taken + 2.0 * GAP;
    for (i, (name, text, command)) in buttons.into_iter().take(n).enumerate() {
        let x = studio_x + i as f32 * (studio_w + GAP);
        let r = Rect::from_min_size(pos2(x, row.min.y), egui::vec2(studio_w, row.height().min(34.0)));
        if cv.button(ui, r, name, text, ButtonStyle::Plain, true).clicked() {
            out.push(command);
        }
    }
    Rect::from_min_max(row.min, pos2(studio_x - 2.0 * GAP, row.max.y))
}

/// The move box, its Play button, and the seat's last message beside them.
fn move_box(
    ui: &Ui,
    cv: &SeatCanvas,
    inputs: &ConsoleInputs<'_>,
    row: Rect,
    bx: Rect,
    move_text: &mut String,
    out: &mut Vec<ConsoleCommand>,
) {
    // The hint is a move this player may type now, in the names drawn on their side.
    let hint = example_move(inputs.session, cv.seat).map_or_else(String::new, |m| format!("type a move: {m}"));
    let (_, submitted) = cv.text_box(ui, bx, "Move box", move_text, &hint);
    let play = Rect::from_min_size(pos2(bx.max.x + GAP, row.min.y), egui::vec2(PLAY_W, row.height().min(34.0)));
    if cv.button(ui, play, "Play typed move", "Play", ButtonStyle::Plain, true).clicked() || submitted {
        out.push(ConsoleCommand::SubmitMove(cv.seat));
    }
    // Where the row is too short for it, the message joins the status line (`view.rs`).
    let x = bx.max.x + 2.0 * GAP + PLAY_W;
    if let Some(msg) = inputs.message
        && row.max.x - x >= MIN_MESSAGE_W
    {
        let place = TextPlace::Wrapped(pos2(x, row.min.y), row.max.x - x);
        cv.label(ui, "Message", place, msg, FontId::proportional(13.0), cv.palette.capture);
    }
}

/// A question with two buttons; the answer goes to the canvas's seat.
fn prompt_ui(ui: &Ui, cv: &SeatCanvas, row: Rect, p: &Prompt<'_>, out: &mut Vec<ConsoleCommand>) {
    const MIN_BUTTON_W: f32 = 60.0;
    let at = TextPlace::Line(pos2(row.min.x, row.center().y), Align2::LEFT_CENTER);
    // The question shrinks so that both buttons stay inside the row (clear of Editor and Lessons).
    let room = row.width() - 2.0 * MIN_BUTTON_W - GAP - 10.0;
    let font = cv.fit_font(ui, p.text, FontId::proportional(15.0), room);
    let t = cv.label(ui, "Prompt", at, p.text, font, cv.palette.text);
    let h = row.height().min(34.0);
    let bw = ((row.max.x - t.max.x - 10.0 - GAP) / 2.0).clamp(MIN_BUTTON_W, 96.0);
    let yes_r = Rect::from_min_size(pos2(t.max.x + 10.0, row.min.y), egui::vec2(bw, h));
    let no_r = Rect::from_min_size(pos2(yes_r.max.x + GAP, row.min.y), egui::vec2(bw, h));
    if cv.button(ui, yes_r, p.yes.0, p.yes.1, ButtonStyle::Primary, true).clicked() {
        out.push(ConsoleCommand::Answer(cv.seat, true));
    }
    if cv.button(ui, no_r, p.no.0, p.no.1, ButtonStyle::Plain, true).clicked() {
        out.push(ConsoleCommand::Answer(cv.seat, false));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::gui::console::columns::Columns;

    #[test]
    fn studio_buttons_give_way_from_the_end_as_the_console_narrows() {
        let row = |w: f32| Columns::for_width(w).middle(100.0).width();
        // The usual window: Editor, Lessons, Learn and Puzzles; Play online is in Settings.
        assert_eq!(studio_count(row(1280.0), 5), 4);
        assert_eq!(studio_count(row(1350.0), 5), 5);
        assert_eq!(studio_count(row(1920.0), 5), 5);
        // A prompt on the row: the first three only, as wide as before.
        assert_eq!(studio_count(row(1280.0), 3), 3);
        assert!(studio_width(row(1280.0), 3) >= 60.0);
        // Too narrow for three: none (Settings has them all).
        assert_eq!(studio_count(row(800.0), 5), 0);
        for w in [1280.0, 1350.0, 1920.0] {
            let n = studio_count(row(w), 5);
            assert!(studio_width(row(w), n) >= MIN_STUDIO_W, "{w}");
        }
    }

    #[test]
    fn a_message_goes_beside_the_move_box_only_where_there_is_room() {
        let row = |w: f32| Columns::for_width(w).middle(100.0).width();
        // The usual window and a narrow one: the studio buttons or the box fill the row.
        assert!(message_room(row(1280.0)) < MIN_MESSAGE_W, "{}", message_room(row(1280.0)));
        assert!(message_room(row(800.0)) < MIN_MESSAGE_W);
        // A wide window has room beside the box.
        assert!(message_room(row(1920.0)) >= MIN_MESSAGE_W, "{}", message_room(row(1920.0)));
        // The room is what the studio buttons, the box and Play leave of the row.
        let w = row(1920.0);
        let n = studio_count(w, 5);
        let used = n as f32 * studio_width(w, n) + (n + 1) as f32 * GAP + MOVE_BOX_W + 2.0 * GAP + PLAY_W;
        assert!((message_room(w) - (w - used)).abs() < 0.01);
    }
}
