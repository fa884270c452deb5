//! One frame of a teacher's screen: lay out the board and the panels, draw them, and read the
//! clipboard events and Escape. The commands go back to the app, which applies them.

use egui::{Event, FontId, Key, Rect, Ui, pos2};

use super::authoring_panel::authoring_panel;
use super::command::StudioCommand;
use super::editor_panel::editor_panel;
use super::editor_state::{EditorDrag, EditorState};
use super::lesson_draft::LessonDraft;
use super::lessons_screen::lessons_screen;
use super::widgets::{PanelStyle, panel, studio_orientation};
use super::{Studio, StudioScreen};
use crate::gui::board::canvas::{BoardScene, board_ui};
use crate::gui::board::paint::CheckLook;
use crate::lesson::Paint;
use crate::rules::Cell;

/// How the teacher's screens look, from the player's settings.
pub struct StudioLook {
    /// The panels' colours and theme.
    pub style: PanelStyle,
    /// Whether file letters and rank numbers are drawn around the boards.
    pub coordinates: bool,
}

/// Draws the open teacher's screen over the whole window; `variants` are the variants the
/// editor offers (name and title). Text fields change `studio` directly; everything else comes
/// back as commands.
pub fn studio_ui(
    ui: &mut Ui,
    studio: &mut Studio,
    look: &StudioLook,
    variants: &[(String, String)],
) -> Vec<StudioCommand> {
    let full = ui.max_rect();
    ui.painter().rect_filled(full, 0.0, look.style.palette.background);
    if studio.screen == Some(StudioScreen::Lessons) || studio.library.player.is_some() {
        let ctx = ui.ctx().clone();
        studio.library.watch(move || ctx.request_repaint());
    }
    studio.library.poll();
    let mut out = Vec::new();
    match studio.screen {
        Some(StudioScreen::Editor) => editor_screen(ui, studio, variants, look, full, &mut out),
        Some(StudioScreen::Lessons) => {
            lessons_screen(ui, &mut studio.library, &look.style, look.coordinates, full, &mut out);
        }
        None => {}
    }
    clipboard_events(ui, studio, &mut out);
    if ui.input(|i| i.key_pressed(Key::Escape)) {
        cancel_pointer(studio);
    }
    out
}

/// Escape drops a selection or drag on either board.
fn cancel_pointer(studio: &mut Studio) {
    if let Some(ed) = studio.editor.as_mut() {
        ed.drag = None;
    }
    if let Some(rec) = studio.draft.as_mut().and_then(|d| d.recording.as_mut()) {
        rec.picker.clear();
    }
    if let Some(p) = studio.library.player.as_mut() {
        p.picker.clear();
    }
}

/// In the editor, with no text field focused (or after the Paste button), a paste is read as a
/// position string and a copy copies the position.
fn clipboard_events(ui: &Ui, studio: &Studio, out: &mut Vec<StudioCommand>) {
    let Some(ed) = studio.editor.as_ref().filter(|_| studio.screen == Some(StudioScreen::Editor)) else { return };
    let free = ui.ctx().memory(|m| m.focused().is_none());
    ui.input(|i| {
        for ev in &i.events {
            match ev {
                Event::Paste(text) if free || ed.awaiting_paste => out.push(StudioCommand::Pasted(text.clone())),
                Event::Copy if free => out.push(StudioCommand::CopyPosition),
                _ => {}
            }
        }
    });
}

/// The editor: the lesson panel (when a lesson is open) on the left, the board in the middle
/// with a hint under it, the editor's panel on the right.
fn editor_screen(
    ui: &mut Ui,
    studio: &mut Studio,
    variants: &[(String, String)],
    look: &StudioLook,
    full: Rect,
    out: &mut Vec<StudioCommand>,
) {
    let Some(ed) = studio.editor.as_mut() else { return };
    let right_w = (full.width() * 0.3).clamp(300.0, 400.0);
    let left_w = if studio.draft.is_some() { (full.width() * 0.27).clamp(260.0, 380.0) } else { 0.0 };
    let left = Rect::from_min_max(full.min, pos2(full.min.x + left_w, full.max.y));
    let right = Rect::from_min_max(pos2(full.max.x - right_w, full.min.y), full.max);
    let middle = Rect::from_min_max(pos2(left.max.x, full.min.y), pos2(right.min.x, full.max.y));
    let board_rect = Rect::from_min_max(middle.min, pos2(middle.max.x, middle.max.y - 34.0));
    let inputs = editor_board(ui, ed, studio.draft.as_ref(), look, board_rect);
    out.extend(inputs.into_iter().map(StudioCommand::EditorBoard));
    board_hint(ui, ed, studio.draft.as_ref(), look, middle);

    let variant = ed.draft.variant();
    let board_legal = ed.draft.position().is_some();
    let paint: Paint = ed.paint;
    let authoring = studio.draft.is_some();
    let style = &look.style;
    panel(ui, right, style, "editor-panel", |ui| editor_panel(ui, ed, variants, authoring, style, out));
    if let Some(d) = studio.draft.as_mut() {
        // The lesson's steps are in the editor's variant: it cannot change while a lesson is open.
        panel(ui, left, style, "lesson-panel", |ui| authoring_panel(ui, d, variant, board_legal, paint, style, out));
    }
}

/// The editor's board: the recording's moves, or the edited pieces with the step's arrows and
/// marks (and the arrow being drawn).
fn editor_board(
    ui: &Ui,
    ed: &EditorState,
    draft: Option<&LessonDraft>,
    look: &StudioLook,
    rect: Rect,
) -> Vec<crate::gui::board::canvas::BoardInput> {
    let variant = ed.draft.variant();
    let board = variant.board();
    let step = draft.and_then(|d| d.current());
    let marks: Vec<(Cell, Paint)> =
        step.map(|s| s.marks.iter().filter_map(|m| Some((m.locate(board)?, m.color))).collect()).unwrap_or_default();
    let mut arrows: Vec<(Cell, Cell, Paint)> = step
        .map(|s| s.arrows.iter().filter_map(|a| a.locate(board).map(|(f, t)| (f, t, a.color))).collect())
        .unwrap_or_default();
    if let Some(EditorDrag::Arrow { from, over }) = ed.drag
        && from != over
    {
        arrows.push((from, over, ed.paint));
    }
    let orientation = studio_orientation(variant, ed.flipped);
    if let Some(rec) = draft.and_then(|d| d.recording.as_ref()) {
        let pos = rec.board;
        let piece_at = |c| pos.piece_at(c);
        let mut scene = BoardScene::new(variant, orientation, &piece_at);
        scene.lifted = rec.picker.dragging.and_then(|c| Some((c, pos.piece_at(c)?)));
        scene.selected = rec.picker.selected;
        scene.targets = rec.picker.targets(&pos);
        scene.last_move = [rec.reply, rec.answer].into_iter().flatten().next().map(|m| (m.from, m.to));
        scene.check = pos.is_check().then(|| (pos.king(pos.turn()), CheckLook::Tint));
        (scene.marks, scene.arrows, scene.coordinates, scene.input) =
            (marks, arrows, look.coordinates, Some("editor-hex"));
        board_ui(ui, &scene, rect, &look.style.palette)
    } else {
        let draft = &ed.draft;
        let piece_at = |c| draft.piece_at(c);
        let mut scene = BoardScene::new(variant, orientation, &piece_at);
        scene.lifted = match ed.drag {
            Some(EditorDrag::Move { from, piece }) => Some((from, piece)),
            _ => None,
        };
        scene.check = draft.position().filter(|p| p.is_check()).map(|p| (p.king(p.turn()), CheckLook::Tint));
        (scene.marks, scene.arrows, scene.coordinates, scene.input) =
            (marks, arrows, look.coordinates, Some("editor-hex"));
        board_ui(ui, &scene, rect, &look.style.palette)
    }
}

/// What the mouse does on the editor's board, wrapped to the space between the panels and
/// centred under the board.
fn board_hint(ui: &Ui, ed: &EditorState, draft: Option<&LessonDraft>, look: &StudioLook, middle: Rect) {
    let recording = draft.is_some_and(|d| d.recording.is_some());
    let hint = match (recording, draft.is_some()) {
        (true, _) => "Recording: click or drag the moves on the board.".to_string(),
        (false, true) => format!(
            "Left: {} · right click: mark a hex · right drag: arrow ({})",
            ed.tool.name(),
            ed.paint.name().unwrap_or("colour")
        ),
        (false, false) => format!("Left: {} (drag a piece to move it) · right: erase", ed.tool.name()),
    };
    let weak = look.style.palette.weak_text;
    let galley = ui.painter().layout(hint, FontId::proportional(13.0), weak, middle.width() - 16.0);
    let at = pos2(middle.center().x - galley.size().x / 2.0, middle.max.y - 17.0 - galley.size().y / 2.0);
    ui.painter().galley(at, galley, weak);
}
