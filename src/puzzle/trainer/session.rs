//! The trainer for one variant: its puzzles, the player's record, the theme and difficulty, and
//! the attempt under way. An attempt is rated once, at its first failure or when it is solved,
//! and the record is saved at once.

use std::path::{Path, PathBuf};

use super::attempt::{Attempt, Verdict};
use super::library::PuzzleLibrary;
use super::rating::{Rating, change_text, rate};
use super::record::TrainerRecord;
use super::select::{Difficulty, Pick, choose};
use crate::engine::Rng;
use crate::puzzle::{Puzzle, Theme};
use crate::rules::{Cell, Move, Variant};
use crate::storage::StorageError;

/// How an attempt changed the ratings.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatedResult {
    /// Whether it counted as solved.
    pub solved: bool,
    /// The player's rating before.
    pub before: Rating,
    /// The player's rating after.
    pub after: Rating,
    /// The puzzle's rating before.
    pub puzzle_before: Rating,
    /// The puzzle's rating after.
    pub puzzle_after: Rating,
}

impl RatedResult {
    /// The change of the shown (rounded) rating.
    pub fn change(&self) -> i64 {
        self.after.shown() - self.before.shown()
    }

    /// The change as shown: `+12`, `−9`.
    pub fn change_text(&self) -> String {
        change_text(self.change())
    }
}

/// The puzzle under way.
#[derive(Clone, Debug)]
pub struct Current {
    /// The attempt.
    pub attempt: Attempt,
    /// Whether every puzzle of the theme had been played, so this one comes back.
    pub repeat: bool,
    /// The puzzle's rating when it was chosen.
    pub puzzle_rating: Rating,
    /// The target it was chosen for.
    pub target: f64,
    /// The ratings' change, once the attempt is rated.
    pub result: Option<RatedResult>,
}

/// Why no puzzle could be served.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NoPuzzle {
    /// The variant has no puzzles yet.
    #[error("no puzzles for this variant yet")]
    NoneForVariant,
    /// No puzzle has the theme.
    #[error("no puzzle has this theme")]
    NoneForTheme,
}

/// The trainer of one variant.
#[derive(Debug)]
pub struct Trainer {
    library: PuzzleLibrary,
    record: TrainerRecord,
    path: Option<PathBuf>,
    rng: Rng,
    /// The theme asked for (`None`: mixed).
    pub theme: Option<Theme>,
    /// How hard the puzzles are.
    pub difficulty: Difficulty,
    current: Option<Current>,
}

impl Trainer {
    /// The trainer over `library` with the player's `record`, saved at `path` (not saved when
    /// `None`); `seed` starts its random choices.
    pub fn new(library: PuzzleLibrary, record: TrainerRecord, path: Option<PathBuf>, seed: u64) -> Trainer {
        Trainer {
            library,
            record,
            path,
            rng: Rng::new(seed),
            theme: None,
            difficulty: Difficulty::Normal,
            current: None,
        }
    }

    /// The trainer of `variant`'s built-in puzzles with the record kept in `data_dir` (none:
    /// nothing is saved). Also returns what went wrong on the way: a damaged record (moved
    /// aside; a new rating starts) and the puzzle rows that were skipped.
    pub fn open(variant: &'static Variant, data_dir: Option<&Path>, seed: u64) -> (Trainer, Vec<String>) {
        let library = PuzzleLibrary::builtin(variant);
        let mut notes: Vec<String> = library.problems.iter().map(|e| format!("puzzles: {e}")).collect();
        let path = data_dir.map(|d| TrainerRecord::path_in(d, variant.name()));
        let (record, problem) = match &path {
            Some(p) => TrainerRecord::load(p, variant.name()),
            None => (TrainerRecord::new(variant.name()), None),
        };
        notes.extend(problem.map(|e| format!("puzzle rating: {e}")));
        (Trainer::new(library, record, path, seed), notes)
    }

    /// The puzzles.
    pub fn library(&self) -> &PuzzleLibrary {
        &self.library
    }

    /// The player's record.
    pub fn record(&self) -> &TrainerRecord {
        &self.record
    }

    /// The player's rating.
    pub fn rating(&self) -> Rating {
        self.record.rating
    }

    /// The target rating for the next puzzle.
    pub fn target(&self) -> f64 {
        self.difficulty.target(self.record.rating.rating)
    }

    /// A puzzle's rating as it stands now.
    pub fn puzzle_rating(&self, puzzle: &Puzzle) -> Rating {
        self.record.puzzle_rating(puzzle)
    }

    /// The puzzle under way.
    pub fn current(&self) -> Option<&Current> {
        self.current.as_ref()
    }

    /// Leaves the puzzle under way (an attempt not yet rated is not counted).
    pub fn leave(&mut self) {
        self.current = None;
    }

    /// Chooses the next puzzle and starts it, before its setup move.
    ///
    /// # Errors
    /// [`NoPuzzle`] when the variant or the theme has no puzzle.
    pub fn serve(&mut self) -> Result<&Current, NoPuzzle> {
        if self.library.puzzles.is_empty() {
            return Err(NoPuzzle::NoneForVariant);
        }
        let target = self.target();
        let pick = choose(&self.library.puzzles, &self.record, self.theme, target, &mut self.rng)
            .ok_or(NoPuzzle::NoneForTheme)?;
        let puzzle = self.library.puzzles[pick.index()].clone();
        let puzzle_rating = self.record.puzzle_rating(&puzzle);
        // Every puzzle of the library replayed when it was read.
        let attempt = Attempt::new(puzzle, self.library.variant).map_err(|_| NoPuzzle::NoneForTheme)?;
        let repeat = matches!(pick, Pick::Repeat { .. });
        Ok(self.current.insert(Current { attempt, repeat, puzzle_rating, target, result: None }))
    }

    /// Plays the setup move of the puzzle under way.
    pub fn play_setup(&mut self) -> Option<Move> {
        self.current.as_mut()?.attempt.play_setup()
    }

    /// The solver plays `mv` (`when`: seconds since 1970). A failure or a solve is rated and
    /// saved; the save's failure is returned beside the verdict.
    pub fn try_move(&mut self, mv: Move, when: u64) -> (Verdict, Option<StorageError>) {
        let Some(current) = self.current.as_mut() else { return (Verdict::Ignored, None) };
        let verdict = current.attempt.try_move(mv);
        (verdict, self.settle(when))
    }

    /// Plays the defender's reply.
    pub fn play_reply(&mut self) -> Option<Move> {
        self.current.as_mut()?.attempt.play_reply()
    }

    /// The piece to move, as a hint.
    pub fn hint(&mut self) -> Option<Cell> {
        self.current.as_mut()?.attempt.hint()
    }

    /// Takes back the wrong move: the solver tries again from the position before it.
    pub fn retry(&mut self) {
        if let Some(c) = self.current.as_mut() {
            c.attempt.retry();
        }
    }

    /// Gives up and shows the solution (a failure, rated and saved if it is the first).
    pub fn view_solution(&mut self, when: u64) -> Option<StorageError> {
        self.current.as_mut()?.attempt.view_solution();
        self.settle(when)
    }

    /// The solution's next move, while it is shown.
    pub fn step_solution(&mut self) -> Option<Move> {
        self.current.as_mut()?.attempt.step_solution()
    }

    /// Rates the attempt under way once its result is known (once only), and saves.
    fn settle(&mut self, when: u64) -> Option<StorageError> {
        let current = self.current.as_mut()?;
        if current.result.is_some() {
            return None;
        }
        let solved = current.attempt.rated_result()?;
        let puzzle = current.attempt.puzzle();
        let before = self.record.rating;
        let puzzle_before = self.record.puzzle_rating(puzzle);
        let (after, puzzle_after) = rate(before, puzzle_before, solved);
        self.record.record(&puzzle.id, solved, (after, puzzle_after), when);
        current.result = Some(RatedResult { solved, before, after, puzzle_before, puzzle_after });
        let path = self.path.as_ref()?;
        self.record.save(path).err()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::trainer::select::{Fit, fitting};
    use crate::script::builtin_variant;

    fn trainer(dir: &Path, seed: u64) -> Trainer {
        let (t, notes) = Trainer::open(builtin_variant("glinski").expect("glinski"), Some(dir), seed);
        assert!(notes.is_empty(), "{notes:?}");
        t
    }

    /// Plays the puzzle under way's solution to its end.
    fn solve(t: &mut Trainer) {
        t.play_setup();
        let moves = t.current().expect("a puzzle").attempt.line().moves.clone();
        for (i, mv) in moves.iter().enumerate().skip(1) {
            if i % 2 == 1 {
                t.try_move(*mv, 100);
            } else {
                t.play_reply();
            }
        }
    }

    #[test]
    fn a_solve_raises_the_rating_once_and_is_saved() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut t = trainer(dir.path(), 3);
        let start = t.rating();
        let id = t.serve().expect("a puzzle").attempt.puzzle().id.clone();
        solve(&mut t);
        let result = t.current().and_then(|c| c.result).expect("rated");
        assert!(result.solved && result.after.rating > start.rating && result.change() > 0);
        assert!(result.change_text().starts_with('+'));
        assert!(result.puzzle_after.rating < result.puzzle_before.rating);
        assert_eq!(t.rating(), result.after);
        // The record on disk has it.
        let back = trainer(dir.path(), 3);
        assert_eq!(back.rating(), result.after);
        assert!(back.record().was_played(&id));
        assert_eq!(back.record().history.len(), 1);
        assert_eq!(back.record().puzzle_ratings[&id], result.puzzle_after);
    }

    #[test]
    fn a_failure_lowers_it_once_and_retries_change_nothing() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut t = trainer(dir.path(), 5);
        t.serve().expect("a puzzle");
        t.play_setup();
        let wrong = wrong_move(&t);
        assert_eq!(t.try_move(wrong, 1).0, Verdict::Wrong);
        let after = t.rating();
        assert!(after.rating < Rating::NEW_PLAYER.rating);
        t.retry();
        assert_eq!(t.try_move(wrong, 2).0, Verdict::Wrong);
        t.view_solution(3);
        while t.step_solution().is_some() {}
        assert_eq!(t.rating(), after);
        assert_eq!(t.record().history.len(), 1);
        assert!(t.current().and_then(|c| c.result).is_some_and(|r| !r.solved && r.change() < 0));
    }

    /// A legal move of the solver, now, that is not the solution's and mates nothing.
    fn wrong_move(t: &Trainer) -> Move {
        let attempt = &t.current().expect("a puzzle").attempt;
        super::super::attempt_tests::wrong_move(attempt.position(), attempt.expected().expect("solver to move"))
    }

    /// Plays the puzzle under way wrong: another move than its first.
    fn fail(t: &mut Trainer) {
        t.play_setup();
        let wrong = wrong_move(t);
        assert_eq!(t.try_move(wrong, 1).0, Verdict::Wrong);
    }

    /// The mean distance to `to` of the puzzles of a window.
    fn mean_distance(t: &Trainer, fit: &Fit, to: f64) -> f64 {
        let sum: f64 = fit.indices.iter().map(|&i| (t.puzzle_rating(&t.library().puzzles[i]).rating - to).abs()).sum();
        sum / fit.indices.len() as f64
    }

    #[test]
    fn the_next_puzzle_follows_the_new_rating() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut t = trainer(dir.path(), 11);
        let old_target = t.target();
        // A big change either way: a puzzle rated above the target is solved, one below failed.
        let first = t.serve().expect("a puzzle").puzzle_rating.rating;
        if first >= old_target {
            solve(&mut t)
        } else {
            fail(&mut t)
        }
        let new_target = t.target();
        assert!((new_target - old_target).abs() > 200.0, "{old_target} to {new_target}");
        // The windows the trainer's own choice uses around each target, over the unplayed puzzles.
        let rating = |p: &Puzzle| t.puzzle_rating(p).rating;
        let fresh = |p: &Puzzle| !t.record().was_played(&p.id);
        let old = fitting(&t.library().puzzles, &rating, &fresh, old_target).expect("fits");
        let new = fitting(&t.library().puzzles, &rating, &fresh, new_target).expect("fits");
        assert!(mean_distance(&t, &new, new_target) < mean_distance(&t, &old, new_target));
        let next = t.serve().expect("another").attempt.puzzle().id.clone();
        let at = t.library().puzzles.iter().position(|p| p.id == next).expect("in the library");
        assert!(new.indices.contains(&at), "the next puzzle is chosen around the new target");
        assert!(!old.indices.contains(&at) || new.indices.iter().all(|i| old.indices.contains(i)));
    }

    #[test]
    fn themes_and_difficulty_shape_the_choice() {
        let dir = tempfile::tempdir().expect("temp dir");
        let mut t = trainer(dir.path(), 1);
        t.theme = Some(Theme::Fork);
        for _ in 0..5 {
            assert!(t.serve().expect("a fork").attempt.puzzle().has(Theme::Fork));
        }
        t.theme = Some(Theme::Castling);
        if t.library().count(Some(Theme::Castling)) == 0 {
            assert_eq!(t.serve().err(), Some(NoPuzzle::NoneForTheme));
        }
        t.theme = None;
        t.difficulty = Difficulty::Easier;
        assert_eq!(t.target(), 1200.0);
        let rating = |p: &Puzzle| t.puzzle_rating(p).rating;
        let fresh = |p: &Puzzle| !t.record().was_played(&p.id);
        let window = fitting(&t.library().puzzles, &rating, &fresh, 1200.0).expect("fits");
        let easy = t.serve().expect("a puzzle").attempt.puzzle().id.clone();
        assert!(window.indices.iter().any(|&i| t.library().puzzles[i].id == easy), "chosen around 1200");
    }

    #[test]
    fn a_variant_without_puzzles_says_so_and_nothing_is_saved_without_a_folder() {
        let (mut t, _) = Trainer::open(builtin_variant("glinski").expect("glinski"), None, 1);
        t.serve().expect("a puzzle");
        solve(&mut t);
        assert!(t.current().and_then(|c| c.result).is_some(), "rated, though not saved");
        let empty =
            PuzzleLibrary { variant: builtin_variant("shafran").expect("shafran"), puzzles: vec![], problems: vec![] };
        let mut none = Trainer::new(empty, TrainerRecord::new("shafran"), None, 1);
        assert_eq!(none.serve().err(), Some(NoPuzzle::NoneForVariant));
    }
}
