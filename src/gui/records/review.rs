//! Review mode: an opened game shown on the board, stepped through move by move. The game in
//! progress is kept untouched in the app's session meanwhile.

use crate::analysis::GameAnalysis;
use crate::rules::{Color, Game, Position};

use super::files::OpenedGame;
use crate::gui::model::move_numbers;
use crate::gui::model::seat::Seat;
use crate::gui::model::session::GameSession;

/// A game being reviewed.
#[derive(Clone, Debug)]
pub struct Review {
    /// Who opened it: the move list faces them.
    pub seat: Seat,
    /// Names the game.
    pub title: String,
    /// How the game ended, shown at its last move.
    pub ending: String,
    /// Notes from reading the record (repairs, a different result, Hungarian letters).
    pub notes: Vec<String>,
    /// Waiting for the player to confirm that "Play from here" replaces the game in progress.
    pub confirm_play: bool,
    /// The analysis read from the record, until the app hands it to the analysis room.
    pub analysis: Option<GameAnalysis>,
    game: Game,
    san: Vec<String>,
    ply: usize,
    /// The shown position as a session, so the board draws it like a game (White at the bottom).
    shown: GameSession,
}

impl Review {
    /// Reviews `opened` from its start position, facing `seat`.
    pub fn new(seat: Seat, opened: OpenedGame) -> Review {
        let san = opened.game.san_moves();
        let shown = shown_at(&opened.game, 0);
        Review {
            seat,
            title: opened.title,
            ending: opened.ending,
            notes: opened.notes,
            confirm_play: false,
            analysis: opened.analysis,
            game: opened.game,
            san,
            ply: 0,
            shown,
        }
    }

    /// The number of plies in the game.
    pub fn plies(&self) -> usize {
        self.game.moves().len()
    }

    /// The plies shown as played (0 = the start position).
    pub fn ply(&self) -> usize {
        self.ply
    }

    /// The whole game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The shown position as a session (for the board).
    pub fn shown(&self) -> &GameSession {
        &self.shown
    }

    /// The shown position.
    pub fn position(&self) -> &Position {
        self.shown.position()
    }

    /// Shows the position after `ply` plies (clamped to the game).
    pub fn go_to(&mut self, ply: usize) {
        let ply = ply.min(self.plies());
        if ply != self.ply {
            self.ply = ply;
            self.shown = shown_at(&self.game, ply);
            self.confirm_play = false;
        }
    }

    /// Steps `delta` plies forward (negative: back).
    pub fn step(&mut self, delta: isize) {
        self.go_to(self.ply.saturating_add_signed(delta));
    }

    /// The game up to the shown position, to continue playing from it.
    pub fn game_so_far(&self) -> Game {
        let mut game = self.game.clone();
        game.truncate(self.ply);
        game
    }

    /// The side that plays ply `index` (0-based).
    pub fn mover(&self, index: usize) -> Color {
        move_numbers::numbering(self.game.start(), index).1
    }

    /// The move of ply `index` as written in the move list: `1. Qe1c3` or `1... Qe10c6`.
    pub fn move_text(&self, index: usize) -> String {
        move_numbers::numbered(self.game.start(), index, self.san(index))
    }

    /// The move's SAN alone.
    pub fn san(&self, index: usize) -> &str {
        self.san.get(index).map_or("?", String::as_str)
    }

    /// The move list's rows: a move number and the plies (0-based) on that row, White's first.
    pub fn rows(&self) -> Vec<(u32, Vec<usize>)> {
        move_numbers::rows(self.game.start(), self.plies())
    }

    /// What the shown position is: `Start position`, or `After 4. Qc3xBf9# · 1-0 (checkmate)`.
    pub fn status(&self) -> String {
        if self.ply == 0 {
            return format!("Start position · {} moves", self.plies().div_ceil(2));
        }
        let after = format!("After {}", self.move_text(self.ply - 1));
        if self.ply == self.plies() { format!("{after} · {}", self.ending) } else { after }
    }
}

/// The position after `ply` plies of `game` as a session with White at the bottom.
fn shown_at(game: &Game, ply: usize) -> GameSession {
    let mut shown = game.clone();
    shown.truncate(ply);
    GameSession::restore(shown, Some(Seat::Bottom), None, [0, 0], 0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::notation::parse_any;

    fn opened(fen: Option<&str>, moves: &[&str]) -> OpenedGame {
        let v = crate::script::builtin_variant("glinski").expect("built-in");
        let start = fen.map_or_else(|| v.start_position(), |f| Position::from_fen(v, f).expect("fen"));
        let mut game = Game::new(start);
        for m in moves {
            let mv = parse_any(game.position(), m).expect("legal");
            game.play(mv).expect("legal");
        }
        OpenedGame { title: "t".into(), game, notes: Vec::new(), ending: "1-0 (checkmate)".into(), analysis: None }
    }

    #[test]
    fn stepping_stays_inside_the_game_and_shows_each_position() {
        let mut r = Review::new(Seat::Top, opened(None, &["f5f6", "e7e6", "Qe1c3"]));
        assert_eq!((r.ply(), r.plies()), (0, 3));
        r.step(-1);
        assert_eq!(r.ply(), 0);
        r.step(2);
        assert_eq!(r.position(), r.game().position_at(2).expect("ply 2"));
        assert_eq!(r.shown().last_move(), Some(r.game().moves()[1]));
        r.go_to(99);
        assert_eq!(r.ply(), 3);
        assert_eq!(r.status(), "After 2. Qc3 · 1-0 (checkmate)");
        assert_eq!(r.game_so_far().moves().len(), 3);
        r.go_to(1);
        assert_eq!(r.game_so_far().moves(), &r.game().moves()[..1]);
    }

    #[test]
    fn move_numbers_follow_the_start_position() {
        let r = Review::new(Seat::Bottom, opened(None, &["f5f6", "e7e6", "Qe1c3"]));
        assert_eq!(r.move_text(0), "1. f6");
        assert_eq!(r.move_text(1), "1... e6");
        assert_eq!(r.rows(), vec![(1, vec![0, 1]), (2, vec![2])]);
        // The start position with Black to move at move 7.
        let v = crate::script::builtin_variant("glinski").expect("built-in");
        let mut fields: Vec<String> = v.start_position().fen().split(' ').map(str::to_string).collect();
        fields[1] = "b".into();
        *fields.last_mut().expect("fullmove") = "7".into();
        let r = Review::new(Seat::Bottom, opened(Some(&fields.join(" ")), &["e7e6", "f5f6"]));
        assert_eq!(r.move_text(0), "7... e6");
        assert_eq!(r.move_text(1), "8. f6");
        assert_eq!(r.rows(), vec![(7, vec![0]), (8, vec![1])]);
    }
}
