//! What the teacher's screens ask for.

use crate::gui::board::canvas::BoardInput;
use crate::lesson::Paint;
use crate::rules::{Color, Role};

use super::StudioScreen;
use super::editor_state::Tool;

/// One action on a teacher's screen, collected while drawing and applied after.
#[derive(Clone, Debug, PartialEq)]
pub enum StudioCommand {
    /// Show a screen, or the game (`None`).
    Show(Option<StudioScreen>),
    /// Editor: pick a palette tool.
    Tool(Tool),
    /// Editor: the pointer on the board.
    EditorBoard(BoardInput),
    /// Editor: the side to move.
    Turn(Color),
    /// Editor: grant or take away a castling right.
    Castling(char),
    /// Editor: the en-passant choice (by index), or none.
    EnPassant(Option<usize>),
    /// Editor: take every piece off.
    ClearBoard,
    /// Editor: the variant's start position.
    StartPosition,
    /// Editor: the game's current position.
    GamePosition,
    /// Editor: turn the board by 180°.
    FlipEditor,
    /// Editor: switch to another variant (by name); the board shows its start.
    EditorVariant(String),
    /// Editor: start a hot-seat game from the (legal) position.
    PlayFromHere,
    /// Editor: copy the position string to the clipboard.
    CopyPosition,
    /// Editor: read the position-string field.
    ApplyText,
    /// Editor: ask the system for the clipboard; the paste that follows is read.
    RequestPaste,
    /// Editor: a position string arrived from the clipboard.
    Pasted(String),
    /// Authoring: the colour of new arrows and marks.
    Paint(Paint),
    /// Authoring: start a new lesson.
    NewLesson,
    /// Authoring: add a step showing the board.
    AddStep,
    /// Authoring: select a step (its position goes on the board).
    SelectStep(usize),
    /// Authoring: remove a step.
    RemoveStep(usize),
    /// Authoring: move a step up (`true`) or down.
    MoveStep(usize, bool),
    /// Authoring: remove the selected step's arrows and marks.
    ClearAnnotations,
    /// Authoring: remove an answer of the selected step.
    RemoveAnswer(usize),
    /// Authoring: start recording an answer on the board.
    Record,
    /// Authoring: keep the recorded answer.
    FinishRecording,
    /// Authoring: drop the recording.
    CancelRecording,
    /// Authoring: the promotion piece of a recorded move.
    RecordPromote(Role),
    /// Authoring: save the lesson file.
    SaveLesson,
    /// Authoring: play the lesson as a student would (without saving).
    TryLesson,
    /// Authoring: close the lesson (asks once when there are unsaved changes).
    CloseDraft,
    /// Player: open a lesson of the catalog (by name).
    OpenLesson(String),
    /// Player: open a lesson of the catalog in the editor, even one with problems.
    EditEntry(String),
    /// Player: the pointer on the board.
    PlayerBoard(BoardInput),
    /// Player: the promotion piece.
    PlayerPromote(Role),
    /// Player: the next step.
    NextStep,
    /// Player: the previous step.
    PreviousStep,
    /// Player: the step again.
    RestartStep,
    /// Player: turn the board by 180°.
    FlipPlayer,
    /// Player: open the lesson being played in the editor.
    EditOpenLesson,
    /// Player: close the lesson (back to the list).
    CloseLesson,
}
