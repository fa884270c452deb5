//! The words of a console's status line: whose move it is, how the game ended, and the pieces a
//! seat has captured.

use egui::{Align2, FontId, Rect, Ui, pos2};

use crate::gui::board::pieces::paint_piece;
use crate::gui::kit::canvas::{SeatCanvas, TextPlace};
use crate::gui::kit::text::fraction;
use crate::gui::model::seat::Seat;
use crate::gui::model::session::GameSession;
use crate::rules::{Color, EndReason, MatchLength, Outcome, WinRules, cell_names};

/// The text of a seat's result: `"you win"`, `"you score ¾"`, …
fn result_for(points: u8) -> String {
    match points {
        4 => "you win".into(),
        0 => "you lose".into(),
        2 => "drawn, ½ each".into(),
        q => format!("you score {}", fraction(q as u32)),
    }
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
        EndReason::Checks(n) => return format!("{}: {}", nth_check(n), result_line(outcome, points)),
        EndReason::Hill => "King on the hill",
        EndReason::HouseRule(text) => {
            return format!("{}: {text} · {}", who_won(outcome), result_line(outcome, points));
        }
    };
    format!("{reason}: {}", result_line(outcome, points))
}

/// `White wins`, `Black wins` or `Draw`, by the points.
fn who_won(outcome: Outcome) -> &'static str {
    let p = outcome.points;
    match p.white.cmp(&p.black) {
        std::cmp::Ordering::Greater => "White wins",
        std::cmp::Ordering::Less => "Black wins",
        std::cmp::Ordering::Equal => "Draw",
    }
}

/// `you win (1-0)`.
fn result_line(outcome: Outcome, points: u8) -> String {
    format!("{} ({})", result_for(points), outcome.points.result_text())
}

/// `Third check` for the third check.
fn nth_check(n: u8) -> String {
    const ORDINALS: [&str; 10] =
        ["First", "Second", "Third", "Fourth", "Fifth", "Sixth", "Seventh", "Eighth", "Ninth", "Tenth"];
    match ORDINALS.get(usize::from(n).wrapping_sub(1)) {
        Some(word) => format!("{word} check"),
        None => format!("Check {n}"),
    }
}

/// The match state for the score card, the reader's score first: `match · game 3` (an open
/// match), `game 3 of 5`, `first to 3: 2–1`, or `match over` once it is decided.
pub fn match_state(session: &GameSession, seat: Seat) -> String {
    if session.match_over() {
        return "match over".into();
    }
    let game = session.games_finished() + u32::from(session.outcome().is_none());
    match session.match_rules().length {
        MatchLength::Open => format!("match · game {game}"),
        MatchLength::Games(n) => format!("game {} of {n}", game.min(n)),
        MatchLength::FirstTo(target) => format!(
            "first to {}: {}–{}",
            fraction(target),
            fraction(session.score(seat)),
            fraction(session.score(seat.other()))
        ),
    }
}

/// Once the match is over, its announcement as `seat` reads it: `You win the match 3–1`,
/// `Your opponent wins the match 1–3`, `The match is tied 2–2` (the reader's score first).
pub fn match_end_text(session: &GameSession, seat: Seat) -> Option<String> {
    let result = session.match_result()?;
    let score = format!("{}–{}", fraction(session.score(seat)), fraction(session.score(seat.other())));
    Some(match result {
        Some(winner) if winner == seat => format!("You win the match {score}"),
        Some(_) => format!("Your opponent wins the match {score}"),
        None => format!("The match is tied {score}"),
    })
}

/// While an extra way to win is in force, what a seat should know of it: the checks each side
/// has given (`checks 1–2 of 3`, the reader's first) and the hill's cells.
pub fn win_note(session: &GameSession, seat: Seat, win: WinRules) -> Option<String> {
    let mut parts = Vec::new();
    if win.checks > 0 {
        let given = session.game().checks_given();
        let (me, them) = (session.color_of(seat), session.color_of(seat).other());
        parts.push(format!("checks {}–{} of {}", given.of(me), given.of(them), win.checks));
    }
    if win.hill.any() {
        parts.push(format!("hill {}", cell_names(session.variant().board(), win.hill).join(" ")));
    }
    (!parts.is_empty()).then(|| parts.join(" · "))
}

/// Whose move it is, as `seat` reads it, with "check!" when the seat to move is in check.
pub fn turn_status(session: &GameSession, seat: Seat) -> String {
    let my_turn = session.seat_to_move() == Some(seat);
    let status = match (session.seat_to_move(), my_turn) {
        (None, _) => "Either player may move first: the first move plays White".to_string(),
        (Some(_), true) => {
            format!("Your move ({})", if session.color_of(seat) == Color::White { "White" } else { "Black" })
        }
        (Some(_), false) => "Your opponent's move".to_string(),
    };
    if session.position().is_check() && my_turn { format!("{status} · check!") } else { status }
}

/// The pieces the canvas's seat has captured and its material lead, in `area`.
pub fn captures_ui(ui: &Ui, cv: &SeatCanvas, session: &GameSession, area: Rect) {
    let painter = ui.painter();
    let captured = session.captured_by(cv.seat);
    let lead = session.material_lead(cv.seat);
    let lead_text = match lead {
        0 => "material even".to_string(),
        l if l > 0 => format!("+{l}"),
        l => format!("{l}"),
    };
    let title = format!("Captured {} · {lead_text}", captured.len());
    let title_at = pos2(area.min.x, area.min.y + 10.0);
    cv.label(
        ui,
        "captures",
        TextPlace::Line(title_at, Align2::LEFT_CENTER),
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
    use crate::rules::Points;

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
    fn a_house_rule_ending_names_the_winner_and_the_reason() {
        let reason = EndReason::HouseRule(crate::rules::ReasonText::new("the queen left the board").unwrap());
        let o = Outcome { reason, points: Points::win(Color::Black) };
        assert_eq!(end_text(o, 0), "Black wins: the queen left the board · you lose (0-1)");
        let draw = Outcome { reason, points: Points::DRAW };
        assert_eq!(end_text(draw, 2), "Draw: the queen left the board · drawn, ½ each (1/2-1/2)");
    }
}
