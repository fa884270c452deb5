//! The Puzzles screen's model: the trainer of the chosen variant, the menu or the board, the
//! move being picked, and the moves that arrive on their own (the opponent's setup move after a
//! short pause, the defender's reply after the solver's move), each gliding in. No egui.

use std::path::PathBuf;

use crate::gui::model::move_picker::MovePicker;
use crate::gui::model::seat::Seat;
use crate::gui::model::view::Glide;
use crate::puzzle::Theme;
use crate::puzzle::trainer::{Difficulty, Stage, Trainer, Verdict, builtin_puzzle_text};
use crate::rules::{Cell, Move, Role, Variant};
use crate::storage::StorageError;

/// How long the position before the setup move shows, in seconds.
pub const SETUP_PAUSE: f64 = 0.35;
/// How long the defender waits after the solver's move, in seconds.
pub const REPLY_PAUSE: f64 = 0.25;
/// How long a move glides on the puzzle's board, in seconds.
pub const PUZZLE_GLIDE: f64 = 0.25;

/// The variants with built-in puzzles, by name, in the order offered.
pub const PUZZLE_VARIANTS: [&str; 3] = ["glinski", "mccooey", "shafran"];

/// Which screen is shown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The choice of variant, theme and difficulty, with the rating and its chart.
    Menu,
    /// A puzzle on the board.
    Board,
}

/// A move that arrives on its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Due {
    /// The opponent's setup move.
    Setup,
    /// The defender's reply.
    Reply,
}

/// A variant offered in the menu.
#[derive(Clone, Debug, PartialEq)]
pub struct Offered {
    /// Its name (`glinski`).
    pub name: String,
    /// Its title (`Gliński`).
    pub title: String,
    /// How many puzzle rows its built-in file has (0: none yet).
    pub rows: usize,
}

/// Puzzles, open.
#[derive(Debug)]
pub struct Puzzles {
    /// Who opened it: everything faces them.
    pub seat: Seat,
    /// The trainer of the chosen variant.
    pub trainer: Trainer,
    /// The variants offered.
    pub offered: Vec<Offered>,
    /// Where the records are kept (none: not saved).
    pub data_dir: Option<PathBuf>,
    /// The menu or the board.
    pub screen: Screen,
    /// The move being picked.
    pub picker: MovePicker,
    /// The piece gliding to its hex.
    pub glide: Option<Glide>,
    /// A move that arrives on its own, and when (egui time, seconds).
    pub due: Option<(f64, Due)>,
    /// The hex of the piece to move, once a hint was asked for.
    pub hint: Option<Cell>,
    /// A note for the player: a damaged record moved aside, a save that failed, no puzzle.
    pub note: Option<String>,
    seed: u64,
}

impl Puzzles {
    /// Puzzles on the menu with `trainer`, facing `seat`; `seed` starts the random choices of
    /// the trainers opened later for other variants.
    pub fn new(seat: Seat, trainer: Trainer, data_dir: Option<PathBuf>, seed: u64) -> Puzzles {
        let offered = PUZZLE_VARIANTS
            .iter()
            .filter_map(|name| {
                let variant = crate::script::builtin_variant(name).ok()?;
                let rows = builtin_puzzle_text(name).map_or(0, |t| t.lines().skip(1).filter(|l| !l.is_empty()).count());
                Some(Offered { name: name.to_string(), title: variant.title().to_string(), rows })
            })
            .collect();
        Puzzles {
            seat,
            trainer,
            offered,
            data_dir,
            screen: Screen::Menu,
            picker: MovePicker::default(),
            glide: None,
            due: None,
            hint: None,
            note: None,
            seed,
        }
    }

    /// The variant trained.
    pub fn variant(&self) -> &'static Variant {
        self.trainer.library().variant
    }

    /// Whether something moves or is about to (the app keeps drawing frames meanwhile).
    pub fn busy(&self) -> bool {
        self.due.is_some() || self.glide.is_some()
    }

    /// The stage of the attempt under way.
    pub fn stage(&self) -> Option<Stage> {
        self.trainer.current().map(|c| c.attempt.stage())
    }

    /// Per-frame: ends a finished glide and plays a move that is due.
    pub fn tick(&mut self, now: f64) {
        if self.glide.is_some_and(|g| now - g.start >= PUZZLE_GLIDE) {
            self.glide = None;
        }
        let Some((_, due)) = self.due.filter(|(at, _)| now >= *at) else { return };
        self.due = None;
        let played = match due {
            Due::Setup => self.trainer.play_setup(),
            Due::Reply => self.trainer.play_reply(),
        };
        if let Some(mv) = played {
            self.glide(mv, now);
        }
    }

    /// Starts `mv`'s glide (it was just played).
    fn glide(&mut self, mv: Move, now: f64) {
        let Some(current) = self.trainer.current() else { return };
        if let Some(piece) = current.attempt.position().piece_at(mv.to) {
            self.glide = Some(Glide { piece, from: mv.from, to: mv.to, start: now });
        }
    }

    /// Drops the move being picked, the glide, the hint and what was due.
    fn reset_board(&mut self) {
        self.picker.clear();
        self.glide = None;
        self.due = None;
        self.hint = None;
    }

    /// Serves the next puzzle: its position shows, then the setup move glides in.
    pub fn next(&mut self, now: f64) {
        self.reset_board();
        match self.trainer.serve() {
            Ok(_) => {
                self.screen = Screen::Board;
                self.due = Some((now + SETUP_PAUSE, Due::Setup));
                self.note = None;
            }
            Err(e) => {
                self.screen = Screen::Menu;
                self.note = Some(e.to_string());
            }
        }
    }

    /// Back to the menu (a puzzle left unfinished is not counted).
    pub fn menu(&mut self) {
        self.reset_board();
        self.trainer.leave();
        self.screen = Screen::Menu;
    }

    /// Trains another variant: its puzzles and its record. A damaged record is moved aside
    /// and said in the note.
    pub fn choose_variant(&mut self, name: &str) {
        let Ok(variant) = crate::script::builtin_variant(name) else { return };
        if variant.name() == self.variant().name() {
            return;
        }
        self.reset_board();
        self.seed = self.seed.wrapping_add(1);
        let (mut trainer, notes) = Trainer::open(variant, self.data_dir.as_deref(), self.seed);
        trainer.theme = None;
        trainer.difficulty = self.trainer.difficulty;
        self.trainer = trainer;
        self.note = (!notes.is_empty()).then(|| notes.join("; "));
    }

    /// Puzzles of `theme` (`None`: mixed) from the next one on.
    pub fn choose_theme(&mut self, theme: Option<Theme>) {
        self.trainer.theme = theme;
    }

    /// How hard the next puzzles are.
    pub fn choose_difficulty(&mut self, difficulty: Difficulty) {
        self.trainer.difficulty = difficulty;
    }

    /// A click on the board: picks a piece, or plays the move to the clicked hex.
    pub fn click(&mut self, cell: Cell, now: f64, when: u64) {
        if self.stage() != Some(Stage::Solving) {
            return;
        }
        let Some(pos) = self.trainer.current().map(|c| *c.attempt.position()) else { return };
        if let Some(mv) = self.picker.click(&pos, cell) {
            self.play(mv, now, when, true);
        }
    }

    /// Starts dragging the piece on `cell`.
    pub fn drag_start(&mut self, cell: Cell) {
        if self.stage() != Some(Stage::Solving) {
            return;
        }
        if let Some(pos) = self.trainer.current().map(|c| *c.attempt.position()) {
            self.picker.drag_start(&pos, cell);
        }
    }

    /// Drops the dragged piece on `at`.
    pub fn drop(&mut self, at: Option<Cell>, now: f64, when: u64) {
        if let Some(mv) = self.picker.drop(at) {
            self.play(mv, now, when, false);
        }
    }

    /// Chooses the promotion piece of the move waiting for it.
    pub fn promote(&mut self, role: Role, now: f64, when: u64) {
        if let Some(mv) = self.picker.promote(role) {
            self.play(mv, now, when, true);
        }
    }

    /// Plays the solver's move; a right one brings the defender's reply after a pause.
    fn play(&mut self, mv: Move, now: f64, when: u64, glide: bool) {
        let (verdict, problem) = self.trainer.try_move(mv, when);
        self.save_problem(problem);
        if verdict == Verdict::Ignored {
            return;
        }
        self.hint = None;
        let played = self.trainer.current().and_then(|c| c.attempt.last_move());
        if let Some(m) = played.filter(|_| glide) {
            self.glide(m, now);
        }
        if verdict == Verdict::Right {
            let wait = if glide { PUZZLE_GLIDE + REPLY_PAUSE } else { REPLY_PAUSE };
            self.due = Some((now + wait, Due::Reply));
        }
    }

    /// Marks the piece to move.
    pub fn hint(&mut self) {
        self.hint = self.trainer.hint();
    }

    /// Takes back the wrong move: the solver tries again from the position before it.
    pub fn retry(&mut self) {
        self.reset_board();
        self.trainer.retry();
    }

    /// Gives up: the solution is shown from before the wrong move, its first move at once.
    pub fn view_solution(&mut self, now: f64, when: u64) {
        self.reset_board();
        let problem = self.trainer.view_solution(when);
        self.save_problem(problem);
        self.step_solution(now);
    }

    /// The solution's next move.
    pub fn step_solution(&mut self, now: f64) {
        self.glide = None;
        if let Some(mv) = self.trainer.step_solution() {
            self.glide(mv, now);
        }
    }

    fn save_problem(&mut self, problem: Option<StorageError>) {
        if let Some(e) = problem {
            self.note = Some(format!("rating not saved: {e}"));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room() -> Puzzles {
        let variant = crate::script::builtin_variant("glinski").expect("glinski");
        let (trainer, notes) = Trainer::open(variant, None, 4);
        assert!(notes.is_empty(), "{notes:?}");
        Puzzles::new(Seat::Bottom, trainer, None, 4)
    }

    #[test]
    fn the_setup_move_arrives_after_the_pause_and_glides_in() {
        let mut p = room();
        assert_eq!(p.screen, Screen::Menu);
        assert_eq!(p.offered.iter().map(|o| o.name.as_str()).collect::<Vec<_>>(), PUZZLE_VARIANTS);
        assert!(p.offered[0].rows > 0);
        p.next(10.0);
        assert_eq!((p.screen, p.stage()), (Screen::Board, Some(Stage::Setup)));
        assert!(p.busy());
        p.tick(10.0 + SETUP_PAUSE / 2.0);
        assert_eq!(p.stage(), Some(Stage::Setup), "the position before it shows first");
        p.tick(10.0 + SETUP_PAUSE);
        assert_eq!(p.stage(), Some(Stage::Solving));
        let setup = p.trainer.current().expect("a puzzle").attempt.line().moves[0];
        let glide = p.glide.expect("the setup move glides");
        assert_eq!((glide.from, glide.to, glide.start), (setup.from, setup.to, 10.0 + SETUP_PAUSE));
        p.tick(10.0 + SETUP_PAUSE + PUZZLE_GLIDE);
        assert!(!p.busy());
    }

    #[test]
    fn a_right_move_by_clicks_brings_the_reply_after_its_glide() {
        let mut p = room();
        p.choose_theme(Some(Theme::Short));
        p.next(0.0);
        p.tick(1.0);
        let line = p.trainer.current().expect("a puzzle").attempt.line().clone();
        assert!(line.moves.len() >= 4, "a short puzzle has a reply");
        p.click(line.moves[1].from, 2.0, 0);
        assert!(p.picker.selected.is_some());
        p.click(line.moves[1].to, 2.0, 0);
        assert_eq!(p.stage(), Some(Stage::Reply));
        assert_eq!(p.due, Some((2.0 + PUZZLE_GLIDE + REPLY_PAUSE, Due::Reply)));
        p.tick(2.0 + PUZZLE_GLIDE);
        assert_eq!(p.stage(), Some(Stage::Reply));
        p.tick(2.0 + PUZZLE_GLIDE + REPLY_PAUSE);
        assert_eq!(p.stage(), Some(Stage::Solving));
        assert_eq!(p.glide.map(|g| (g.from, g.to)), Some((line.moves[2].from, line.moves[2].to)));
        // Clicks wait for the solver's turn; a hint marks the next piece.
        p.hint();
        assert_eq!(p.hint, Some(line.moves[3].from));
        p.menu();
        assert_eq!((p.screen, p.stage()), (Screen::Menu, None));
        assert!(!p.busy() && p.hint.is_none());
    }

    #[test]
    fn a_variant_without_puzzles_cannot_start_and_says_so() {
        use crate::puzzle::trainer::{PuzzleLibrary, TrainerRecord};
        let shafran = crate::script::builtin_variant("shafran").expect("shafran");
        let empty = PuzzleLibrary { variant: shafran, puzzles: Vec::new(), problems: Vec::new() };
        let trainer = Trainer::new(empty, TrainerRecord::new("shafran"), None, 1);
        let mut p = Puzzles::new(Seat::Top, trainer, None, 1);
        p.next(0.0);
        assert_eq!(p.screen, Screen::Menu);
        assert_eq!(p.note.as_deref(), Some("no puzzles for this variant yet"));
        // Back to a variant with puzzles: they are served.
        p.choose_variant("glinski");
        assert_eq!(p.variant().name(), "glinski");
        p.next(0.0);
        assert_eq!((p.screen, p.note.as_deref()), (Screen::Board, None));
    }
}
