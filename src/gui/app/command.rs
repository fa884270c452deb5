//! What the drawing code asks for. Drawing never changes the app: every room's view returns
//! its own commands, the app wraps them in a [`Command`] (`Command::Clock(…)`), and applies them
//! in one place at the end of the frame (`apply.rs`).

use crate::gui::analysis::command::AnalysisCommand;
use crate::gui::board::canvas::BoardInput;
use crate::gui::clock::command::ClockCommand;
use crate::gui::computer::command::ComputerCommand;
use crate::gui::console::command::ConsoleCommand;
use crate::gui::course::command::CourseCommand;
use crate::gui::dialogs::command::DialogCommand;
use crate::gui::movelist::command::MoveListCommand;
use crate::gui::online::OnlineCommand;
use crate::gui::puzzles::PuzzleCommand;
use crate::gui::records::command::RecordsCommand;
use crate::gui::studio::command::StudioCommand;

/// One user action, collected while drawing and applied after.
#[derive(Clone, Debug, PartialEq)]
#[must_use]
pub enum Command {
    /// The pointer on the game board (cells as displayed).
    Board(BoardInput),
    /// Drop the selection, the drag and the promotion choice (Escape).
    Deselect,
    /// A press on a console.
    Console(ConsoleCommand),
    /// An action in a panel over the board (promotion, history, settings).
    Dialog(DialogCommand),
    /// The clock.
    Clock(ClockCommand),
    /// The computer players and hints.
    Computer(ComputerCommand),
    /// Game records: autosave offer, Save/Open, review.
    Records(RecordsCommand),
    /// The live move list.
    MoveList(MoveListCommand),
    /// The position editor and lessons.
    Studio(StudioCommand),
    /// Game analysis: Analyse, Cancel, a click on the graph.
    Analysis(AnalysisCommand),
    /// Learn: the map, a level's board and buttons.
    Course(CourseCommand),
    /// Puzzles: the menu, a puzzle's board and buttons.
    Puzzles(PuzzleCommand),
    /// Play online: the menu, the wait, the game.
    Online(OnlineCommand),
}
