//! What the teacher's screens ask for, and the one place it is applied.

use crate::lesson::{Paint, lesson_variant, open_lesson};
use crate::rules::{Color, Position, Role};

use super::super::app::HexApp;
use super::super::session::GameSession;
use super::super::view::ViewState;
use super::StudioScreen;
use super::board_canvas::BoardInput;
use super::editor_state::{EditorState, Tool};
use super::lesson_draft::{LessonDraft, Recording};
use super::lesson_player::LessonPlayer;
use super::position_draft::PositionDraft;

/// One action on a teacher's screen, collected while drawing and applied after.
#[derive(Clone, Debug, PartialEq)]
pub enum StudioAction {
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

impl HexApp {
    /// The teacher's screens.
    pub fn studio(&self) -> &super::Studio {
        &self.studio
    }

    /// Looks for lesson files in `dirs` (lowest priority first) and saves new lessons into the
    /// last one; the catalog is read again.
    pub fn set_lesson_dirs(&mut self, dirs: Vec<std::path::PathBuf>) {
        self.studio.library = super::LessonLibrary::new(dirs);
    }

    /// Opens a teacher's screen; the first time, the editor shows the game's position.
    pub(crate) fn open_studio(&mut self, screen: StudioScreen) {
        if screen == StudioScreen::Editor && self.studio.editor.is_none() {
            self.studio.editor = Some(EditorState::new(self.session.position()));
        }
        self.studio.screen = Some(screen);
    }

    /// Applies one action of a teacher's screen.
    pub(crate) fn apply_studio(&mut self, action: StudioAction, now: f64, ctx: &egui::Context) {
        use StudioAction as A;
        match action {
            A::Show(None) => self.studio.screen = None,
            A::Show(Some(screen)) => self.open_studio(screen),
            A::PlayFromHere => self.play_edited_position(now),
            A::CopyPosition => {
                if let Some(ed) = self.studio.editor.as_mut() {
                    let text = ed.draft.text();
                    ctx.copy_text(text.clone());
                    ed.copied = Some(text);
                }
            }
            A::RequestPaste => {
                if let Some(ed) = self.studio.editor.as_mut() {
                    ed.awaiting_paste = true;
                    ctx.memory_mut(|m| m.stop_text_input());
                    ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
                }
            }
            A::GamePosition => {
                let pos = *self.session.position();
                if let Some(ed) = self.studio.editor.as_mut() {
                    ed.draft = PositionDraft::from_position(&pos);
                }
                self.studio.sync_step();
            }
            A::EditorVariant(name) => {
                let found = self.catalog.iter().find(|e| e.name == name).and_then(|e| e.variant.clone().ok());
                if let (Some(v), Some(ed), None) = (found, self.studio.editor.as_mut(), &self.studio.draft) {
                    ed.draft = PositionDraft::from_position(&v.start_position());
                    ed.text_error = None;
                }
            }
            A::SaveLesson => {
                let dir = self.studio.library.save_dir();
                if let Some(d) = self.studio.draft.as_mut()
                    && d.save(&dir).is_ok()
                {
                    d.confirm_close = false;
                    let wake = ctx.clone();
                    self.studio.library.watch(move || wake.request_repaint());
                    if self.studio.library.catalog.is_some() {
                        self.studio.library.refresh();
                    }
                }
            }
            other => self.studio.apply(other),
        }
    }

    fn play_edited_position(&mut self, now: f64) {
        let Some(pos) = self.studio.editor.as_ref().and_then(|e| e.draft.position().copied()) else { return };
        let name = pos.variant().name().to_string();
        if name != self.session.variant().name() {
            self.switch_variant(&name, now);
        }
        // The session's own compiled variant, so the rules provider and the game agree.
        let Ok(start) = Position::from_fen(self.session.variant(), &pos.fen()) else {
            self.toast(format!("cannot play this position in {}", self.session.variant().title()), now);
            return;
        };
        self.session = GameSession::from_position(start);
        self.view = ViewState { flipped: self.view.flipped, ..ViewState::default() };
        self.studio.screen = None;
        self.toast("new game from the editor's position".into(), now);
    }
}

impl super::Studio {
    /// Writes the editor's board into the selected lesson step when it is legal.
    fn sync_step(&mut self) {
        if let (Some(ed), Some(d)) = (&self.editor, self.draft.as_mut())
            && d.recording.is_none()
            && let Some(pos) = ed.draft.position()
        {
            d.set_position(pos);
        }
    }

    /// Puts the selected step's position on the editor's board.
    fn load_step(&mut self) {
        if let (Some(ed), Some(step)) = (self.editor.as_mut(), self.draft.as_ref().and_then(|d| d.current())) {
            let text = step.position.clone();
            ed.apply_string(&text);
        }
    }

    /// Opens a lesson in the editor: its variant's board, its first step.
    fn edit_lesson(&mut self, lesson: crate::lesson::Lesson, stem: &str) {
        let variant = match lesson_variant(&lesson) {
            Ok(v) => v,
            Err(e) => {
                self.library.open_error = Some(format!("{stem}: variant {:?}: {e}", lesson.variant));
                return;
            }
        };
        let mut ed = match self.editor.take() {
            Some(mut ed) if ed.draft.variant().name() == variant.name() => {
                ed.drag = None;
                ed
            }
            _ => EditorState::new(&variant.start_position()),
        };
        ed.text_error = None;
        self.editor = Some(ed);
        self.draft = Some(LessonDraft::from_lesson(lesson, stem));
        self.load_step();
        self.screen = Some(StudioScreen::Editor);
    }

    /// Applies an action that only concerns the teacher's screens.
    fn apply(&mut self, action: StudioAction) {
        use StudioAction as A;
        let mut board_changed = false;
        match action {
            A::Tool(t) => {
                self.edit(|ed| ed.tool = t);
            }
            A::EditorBoard(input) => board_changed = self.editor_board(input),
            A::Turn(c) => board_changed = self.edit_board(|ed| ed.draft.set_turn(c)),
            A::Castling(l) => board_changed = self.edit_board(|ed| ed.draft.toggle_castling(l)),
            A::EnPassant(i) => board_changed = self.edit_board(|ed| ed.draft.set_en_passant(i)),
            A::ClearBoard => board_changed = self.edit_board(|ed| ed.draft.clear()),
            A::StartPosition => board_changed = self.edit_board(|ed| ed.draft.reset_to_start()),
            A::FlipEditor => {
                self.edit(|ed| ed.flipped = !ed.flipped);
            }
            A::ApplyText => board_changed = self.edit(|ed| ed.apply_text()).unwrap_or(false),
            A::Pasted(text) => {
                board_changed = self
                    .edit(|ed| {
                        ed.awaiting_paste = false;
                        ed.apply_string(&text)
                    })
                    .unwrap_or(false)
            }
            A::Paint(p) => {
                self.edit(|ed| ed.paint = p);
            }
            A::NewLesson => {
                if let Some(ed) = &self.editor {
                    self.draft = Some(LessonDraft::new(ed.draft.variant().name()));
                }
            }
            A::AddStep => {
                if let (Some(ed), Some(d)) = (&self.editor, self.draft.as_mut())
                    && let Some(pos) = ed.draft.position()
                {
                    d.add_step(pos);
                }
            }
            A::SelectStep(i) => {
                self.with_draft(|d| d.select(i));
                self.load_step();
            }
            A::RemoveStep(i) => {
                self.with_draft(|d| d.remove_step(i));
                self.load_step();
            }
            A::MoveStep(i, up) => self.with_draft(|d| d.move_step(i, up)),
            A::ClearAnnotations => self.with_draft(|d| {
                if let Some(s) = d.current_mut() {
                    s.arrows.clear();
                    s.marks.clear();
                }
            }),
            A::RemoveAnswer(i) => self.with_draft(|d| {
                if let Some(s) = d.current_mut()
                    && i < s.expected.len()
                {
                    s.expected.remove(i);
                }
            }),
            A::Record => {
                if let (Some(ed), Some(d)) = (&self.editor, self.draft.as_mut())
                    && d.current().is_some()
                    && let Some(pos) = ed.draft.position()
                {
                    d.set_position(pos);
                    d.recording = Some(Recording::new(*pos));
                }
            }
            A::FinishRecording => self.with_draft(|d| {
                if let Err(e) = d.finish_recording() {
                    d.note = Some(format!("answer not recorded: {e}"));
                }
            }),
            A::CancelRecording => self.with_draft(|d| d.recording = None),
            A::RecordPromote(role) => self.with_draft(|d| {
                if let Some(rec) = d.recording.as_mut()
                    && let Some(mv) = rec.picker.promote(role)
                {
                    rec.play(mv);
                }
            }),
            A::TryLesson => {
                if let Some(d) = &self.draft {
                    match open_lesson("draft", d.lesson.clone()) {
                        Ok(session) => {
                            self.library.player = Some(LessonPlayer::new(&d.file_stem, None, session));
                            self.library.open_error = None;
                            self.screen = Some(StudioScreen::Lessons);
                        }
                        Err(e) => self.with_draft(|d| d.note = Some(format!("cannot try it yet: {e}"))),
                    }
                }
            }
            A::CloseDraft => {
                let close = self.draft.as_mut().is_some_and(|d| {
                    if d.is_saved() || d.confirm_close {
                        true
                    } else {
                        d.confirm_close = true;
                        false
                    }
                });
                if close {
                    self.draft = None;
                }
            }
            A::OpenLesson(name) => self.library.open(&name),
            A::EditEntry(name) => {
                let entry = self.library.entries().iter().find(|e| e.name == name).cloned();
                match entry.map(|e| e.lesson) {
                    Some(Ok(lesson)) => self.edit_lesson(lesson, &name),
                    Some(Err(e)) => self.library.open_error = Some(e.to_string()),
                    None => self.library.open_error = Some(format!("no lesson called {name}")),
                }
            }
            A::EditOpenLesson => {
                if let Some(p) = &self.library.player {
                    let (lesson, name, index) = (p.session.lesson().clone(), p.name.clone(), p.session.step_index());
                    self.edit_lesson(lesson, &name);
                    self.with_draft(|d| d.select(index));
                    self.load_step();
                }
            }
            A::PlayerBoard(input) => self.player_board(input),
            A::PlayerPromote(role) => {
                if let Some(p) = self.library.player.as_mut()
                    && let Some(mv) = p.picker.promote(role)
                {
                    p.try_move(mv);
                }
            }
            A::NextStep => self.with_player(|p| p.forward()),
            A::PreviousStep => self.with_player(|p| p.back()),
            A::RestartStep => self.with_player(|p| p.restart_step()),
            A::FlipPlayer => self.with_player(|p| p.flipped = !p.flipped),
            A::CloseLesson => self.library.player = None,
            // Handled by the app.
            A::Show(_)
            | A::PlayFromHere
            | A::CopyPosition
            | A::RequestPaste
            | A::GamePosition
            | A::EditorVariant(_)
            | A::SaveLesson => {}
        }
        if board_changed {
            self.sync_step();
        }
    }

    fn edit<R>(&mut self, f: impl FnOnce(&mut EditorState) -> R) -> Option<R> {
        self.editor.as_mut().map(f)
    }

    /// Changes the editor's board; returns whether there is an editor.
    fn edit_board(&mut self, f: impl FnOnce(&mut EditorState)) -> bool {
        self.edit(f).is_some()
    }

    fn with_draft(&mut self, f: impl FnOnce(&mut LessonDraft)) {
        if let Some(d) = self.draft.as_mut() {
            f(d);
        }
    }

    fn with_player(&mut self, f: impl FnOnce(&mut LessonPlayer)) {
        if let Some(p) = self.library.player.as_mut() {
            f(p);
        }
    }

    /// The pointer on the editor's board: edits pieces and annotations, or picks the moves of a
    /// recording. Returns whether the pieces changed.
    fn editor_board(&mut self, input: BoardInput) -> bool {
        let Some(ed) = self.editor.as_mut() else { return false };
        if let Some(rec) = self.draft.as_mut().and_then(|d| d.recording.as_mut()) {
            let picked = match input {
                BoardInput::Click(cell) if rec.wants_move() => rec.picker.click(&rec.board, cell),
                BoardInput::DragStart { cell, right: false } if rec.wants_move() => {
                    rec.picker.drag_start(&rec.board, cell);
                    None
                }
                BoardInput::DragEnd { right: false, at } => rec.picker.drop(at),
                _ => None,
            };
            if let Some(mv) = picked {
                rec.play(mv);
            }
            return false;
        }
        let step = self.draft.as_mut().and_then(|d| d.current_mut());
        ed.handle(input, step)
    }

    /// The pointer on the player's board: the student's move.
    fn player_board(&mut self, input: BoardInput) {
        let Some(p) = self.library.player.as_mut() else { return };
        let pos = *p.session.position();
        let open = p.session.is_open_question();
        let picked = match input {
            BoardInput::Click(cell) if open => p.picker.click(&pos, cell),
            BoardInput::DragStart { cell, right: false } if open => {
                p.picker.drag_start(&pos, cell);
                None
            }
            BoardInput::DragEnd { right: false, at } => p.picker.drop(at),
            _ => None,
        };
        if let Some(mv) = picked {
            p.try_move(mv);
        }
    }
}
