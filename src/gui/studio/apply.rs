//! Applying [`StudioCommand`]s to the teacher's screens: the editor's board and tools, the
//! lesson being written, the lesson being played. The commands that reach the game (open a
//! screen with the game's position, play from the edited position) are the app's.

use crate::lesson::{Lesson, lesson_variant, open_lesson};
use crate::rules::{Position, Variant};

use super::command::StudioCommand;
use super::editor_state::EditorState;
use super::lesson_draft::{LessonDraft, Recording};
use super::lesson_player::LessonPlayer;
use super::position_draft::PositionDraft;
use super::{Studio, StudioScreen};
use crate::gui::board::canvas::BoardInput;

impl Studio {
    /// Opens a screen; the first time, the editor shows `game` (the game's position).
    pub fn open(&mut self, screen: StudioScreen, game: &Position) {
        if screen == StudioScreen::Editor && self.editor.is_none() {
            self.editor = Some(EditorState::new(game));
        }
        self.screen = Some(screen);
    }

    /// The editor's board shows `pos` (the game's position).
    pub fn show_position(&mut self, pos: &Position) {
        if let Some(ed) = self.editor.as_mut() {
            ed.draft = PositionDraft::from_position(pos);
        }
        self.sync_step();
    }

    /// The editor's board shows `variant`'s start (not while a lesson is open: its steps are in
    /// one variant).
    pub fn switch_editor_variant(&mut self, variant: &'static Variant) {
        if let (Some(ed), None) = (self.editor.as_mut(), &self.draft) {
            ed.draft = PositionDraft::from_position(&variant.start_position());
            ed.text_error = None;
        }
    }

    /// Applies a command that concerns the teacher's screens only; `ctx` gives the clipboard
    /// and wakes the window when lesson files change.
    pub fn apply(&mut self, command: StudioCommand, ctx: &egui::Context) {
        use StudioCommand as C;
        let board_changed = match command {
            C::Show(None) => {
                self.screen = None;
                false
            }
            C::Tool(_)
            | C::EditorBoard(_)
            | C::Turn(_)
            | C::Castling(_)
            | C::EnPassant(_)
            | C::ClearBoard
            | C::StartPosition
            | C::FlipEditor
            | C::ApplyText
            | C::Pasted(_)
            | C::Paint(_)
            | C::CopyPosition
            | C::RequestPaste => self.apply_editor(command, ctx),
            C::NewLesson
            | C::AddStep
            | C::SelectStep(_)
            | C::RemoveStep(_)
            | C::MoveStep(..)
            | C::ClearAnnotations
            | C::RemoveAnswer(_)
            | C::Record
            | C::FinishRecording
            | C::CancelRecording
            | C::RecordPromote(_)
            | C::SaveLesson
            | C::TryLesson
            | C::CloseDraft => {
                self.apply_authoring(command, ctx);
                false
            }
            C::OpenLesson(_)
            | C::EditEntry(_)
            | C::PlayerBoard(_)
            | C::PlayerPromote(_)
            | C::NextStep
            | C::PreviousStep
            | C::RestartStep
            | C::FlipPlayer
            | C::EditOpenLesson
            | C::CloseLesson => {
                self.apply_player(command);
                false
            }
            // The app's: they reach the game.
            C::Show(Some(_)) | C::PlayFromHere | C::GamePosition | C::EditorVariant(_) => false,
        };
        if board_changed {
            self.sync_step();
        }
    }

    /// The editor's commands; returns whether the pieces changed.
    fn apply_editor(&mut self, command: StudioCommand, ctx: &egui::Context) -> bool {
        use StudioCommand as C;
        match command {
            C::Tool(t) => {
                self.edit(|ed| ed.tool = t);
                false
            }
            C::EditorBoard(input) => self.editor_board(input),
            C::Turn(c) => self.edit(|ed| ed.draft.set_turn(c)).is_some(),
            C::Castling(l) => self.edit(|ed| ed.draft.toggle_castling(l)).is_some(),
            C::EnPassant(i) => self.edit(|ed| ed.draft.set_en_passant(i)).is_some(),
            C::ClearBoard => self.edit(|ed| ed.draft.clear()).is_some(),
            C::StartPosition => self.edit(|ed| ed.draft.reset_to_start()).is_some(),
            C::FlipEditor => {
                self.edit(|ed| ed.flipped = !ed.flipped);
                false
            }
            C::ApplyText => self.edit(|ed| ed.apply_text()).unwrap_or(false),
            C::Pasted(text) => self
                .edit(|ed| {
                    ed.awaiting_paste = false;
                    ed.apply_string(&text)
                })
                .unwrap_or(false),
            C::Paint(p) => {
                self.edit(|ed| ed.paint = p);
                false
            }
            C::CopyPosition => {
                self.edit(|ed| {
                    let text = ed.draft.text();
                    ctx.copy_text(text.clone());
                    ed.copied = Some(text);
                });
                false
            }
            C::RequestPaste => {
                self.edit(|ed| {
                    ed.awaiting_paste = true;
                    ctx.memory_mut(|m| m.stop_text_input());
                    ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste);
                });
                false
            }
            _ => false,
        }
    }

    /// The commands of the lesson being written.
    fn apply_authoring(&mut self, command: StudioCommand, ctx: &egui::Context) {
        use StudioCommand as C;
        match command {
            C::NewLesson => {
                if let Some(ed) = &self.editor {
                    self.draft = Some(LessonDraft::new(ed.draft.variant().name()));
                }
            }
            C::AddStep => {
                if let (Some(ed), Some(d)) = (&self.editor, self.draft.as_mut())
                    && let Some(pos) = ed.draft.position()
                {
                    d.add_step(pos);
                }
            }
            C::SelectStep(i) => {
                self.with_draft(|d| d.select(i));
                self.load_step();
            }
            C::RemoveStep(i) => {
                self.with_draft(|d| d.remove_step(i));
                self.load_step();
            }
            C::MoveStep(i, up) => self.with_draft(|d| d.move_step(i, up)),
            C::ClearAnnotations => self.with_draft(|d| {
                if let Some(s) = d.current_mut() {
                    s.arrows.clear();
                    s.marks.clear();
                }
            }),
            C::RemoveAnswer(i) => self.with_draft(|d| {
                if let Some(s) = d.current_mut()
                    && i < s.expected.len()
                {
                    s.expected.remove(i);
                }
            }),
            C::SaveLesson => self.save_lesson(ctx),
            C::TryLesson => self.try_lesson(),
            C::CloseDraft => self.close_draft(),
            other => self.apply_recording(other),
        }
    }

    /// Recording an answer on the board.
    fn apply_recording(&mut self, command: StudioCommand) {
        use StudioCommand as C;
        match command {
            C::Record => {
                if let (Some(ed), Some(d)) = (&self.editor, self.draft.as_mut())
                    && d.current().is_some()
                    && let Some(pos) = ed.draft.position()
                {
                    d.set_position(pos);
                    d.recording = Some(Recording::new(*pos));
                }
            }
            C::FinishRecording => self.with_draft(|d| {
                if let Err(e) = d.finish_recording() {
                    d.note = Some(format!("answer not recorded: {e}"));
                }
            }),
            C::CancelRecording => self.with_draft(|d| d.recording = None),
            C::RecordPromote(role) => self.with_draft(|d| {
                if let Some(rec) = d.recording.as_mut()
                    && let Some(mv) = rec.picker.promote(role)
                {
                    rec.play(mv);
                }
            }),
            _ => {}
        }
    }

    /// Saves the lesson file; the lesson list and the watcher see it.
    fn save_lesson(&mut self, ctx: &egui::Context) {
        let dir = self.library.save_dir();
        if let Some(d) = self.draft.as_mut()
            && d.save(&dir).is_ok()
        {
            d.confirm_close = false;
            let wake = ctx.clone();
            self.library.watch(move || wake.request_repaint());
            if self.library.catalog.is_some() {
                self.library.refresh();
            }
        }
    }

    /// Plays the lesson being written as a student would (without saving).
    fn try_lesson(&mut self) {
        let Some(d) = &self.draft else { return };
        match open_lesson("draft", d.lesson.clone()) {
            Ok(session) => {
                self.library.player = Some(LessonPlayer::new(&d.file_stem, None, session));
                self.library.open_error = None;
                self.screen = Some(StudioScreen::Lessons);
            }
            Err(e) => self.with_draft(|d| d.note = Some(format!("cannot try it yet: {e}"))),
        }
    }

    /// Closes the lesson being written; with unsaved changes, only the second time.
    fn close_draft(&mut self) {
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

    /// The lesson player's commands.
    fn apply_player(&mut self, command: StudioCommand) {
        use StudioCommand as C;
        match command {
            C::OpenLesson(name) => self.library.open(&name),
            C::EditEntry(name) => {
                let entry = self.library.entries().iter().find(|e| e.name == name).cloned();
                match entry.map(|e| e.lesson) {
                    Some(Ok(lesson)) => self.edit_lesson(lesson, &name),
                    Some(Err(e)) => self.library.open_error = Some(e.to_string()),
                    None => self.library.open_error = Some(format!("no lesson called {name}")),
                }
            }
            C::EditOpenLesson => {
                if let Some(p) = &self.library.player {
                    let (lesson, name, index) = (p.session.lesson().clone(), p.name.clone(), p.session.step_index());
                    self.edit_lesson(lesson, &name);
                    self.with_draft(|d| d.select(index));
                    self.load_step();
                }
            }
            C::PlayerBoard(input) => self.player_board(input),
            C::PlayerPromote(role) => {
                if let Some(p) = self.library.player.as_mut()
                    && let Some(mv) = p.picker.promote(role)
                {
                    p.try_move(mv);
                }
            }
            C::NextStep => self.with_player(|p| p.forward()),
            C::PreviousStep => self.with_player(|p| p.back()),
            C::RestartStep => self.with_player(|p| p.restart_step()),
            C::FlipPlayer => self.with_player(|p| p.flipped = !p.flipped),
            C::CloseLesson => self.library.player = None,
            _ => {}
        }
    }

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
    fn edit_lesson(&mut self, lesson: Lesson, stem: &str) {
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

    fn edit<R>(&mut self, f: impl FnOnce(&mut EditorState) -> R) -> Option<R> {
        self.editor.as_mut().map(f)
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
