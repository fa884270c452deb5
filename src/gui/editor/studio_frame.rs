//! One frame of a teacher's screen: lay out the board and the panels, draw them, read clipboard
//! events, then apply the actions.

use egui::{Event, FontId, Key, Rect, Ui, pos2};

use crate::lesson::Paint;

use super::super::app::HexApp;
use super::super::settings::ThemeChoice;
use super::super::theme::Palette;
use super::actions::StudioAction;
use super::authoring_panel::authoring_panel;
use super::board_canvas::{BoardScene, board_canvas};
use super::editor_panel::editor_panel;
use super::editor_state::EditorDrag;
use super::lessons_screen::lessons_screen;
use super::widgets::{PanelStyle, panel};
use super::{Studio, StudioScreen};

impl HexApp {
    /// Draws the open teacher's screen over the whole window and applies what was done.
    pub(crate) fn studio_frame(&mut self, ui: &mut Ui, now: f64) {
        let palette = Palette::of(self.settings.theme);
        let style = PanelStyle { palette, dark: self.settings.theme == ThemeChoice::Dark };
        let full = ui.max_rect();
        ui.painter().rect_filled(full, 0.0, palette.background);
        let variants: Vec<(String, String)> = self
            .catalog
            .iter()
            .filter_map(|e| e.variant.as_ref().ok().map(|v| (e.name.clone(), v.title().to_string())))
            .collect();
        let coordinates = self.settings.coordinates;
        let mut studio = std::mem::take(&mut self.studio);
        if studio.screen == Some(StudioScreen::Lessons) || studio.library.player.is_some() {
            let ctx = ui.ctx().clone();
            studio.library.watch(move || ctx.request_repaint());
        }
        studio.library.poll();
        let mut out = Vec::new();
        match studio.screen {
            Some(StudioScreen::Editor) => {
                editor_screen(ui, &mut studio, &variants, &style, coordinates, full, &mut out)
            }
            Some(StudioScreen::Lessons) => {
                lessons_screen(ui, &mut studio.library, &style, coordinates, full, &mut out);
            }
            None => {}
        }
        clipboard_events(ui, &studio, &mut out);
        if ui.input(|i| i.key_pressed(Key::Escape)) {
            cancel_pointer(&mut studio);
        }
        self.studio = studio;
        let ctx = ui.ctx().clone();
        for action in out {
            self.apply_studio(action, now, &ctx);
        }
    }
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
fn clipboard_events(ui: &Ui, studio: &Studio, out: &mut Vec<StudioAction>) {
    let Some(ed) = studio.editor.as_ref().filter(|_| studio.screen == Some(StudioScreen::Editor)) else { return };
    let free = ui.ctx().memory(|m| m.focused().is_none());
    ui.input(|i| {
        for ev in &i.events {
            match ev {
                Event::Paste(text) if free || ed.awaiting_paste => out.push(StudioAction::Pasted(text.clone())),
                Event::Copy if free => out.push(StudioAction::CopyPosition),
                _ => {}
            }
        }
    });
}

#[allow(clippy::too_many_arguments)]
fn editor_screen(
    ui: &mut Ui,
    studio: &mut Studio,
    variants: &[(String, String)],
    style: &PanelStyle,
    coordinates: bool,
    full: Rect,
    out: &mut Vec<StudioAction>,
) {
    let Some(ed) = studio.editor.as_mut() else { return };
    let right_w = (full.width() * 0.3).clamp(300.0, 400.0);
    let left_w = if studio.draft.is_some() { (full.width() * 0.27).clamp(260.0, 380.0) } else { 0.0 };
    let left = Rect::from_min_max(full.min, pos2(full.min.x + left_w, full.max.y));
    let right = Rect::from_min_max(pos2(full.max.x - right_w, full.min.y), full.max);
    let middle = Rect::from_min_max(pos2(left.max.x, full.min.y), pos2(right.min.x, full.max.y));
    let board_rect = Rect::from_min_max(middle.min, pos2(middle.max.x, middle.max.y - 34.0));

    // The board: the recording's moves, or the edited pieces with the step's annotations.
    let variant = ed.draft.variant();
    let board = variant.board();
    let recording = studio.draft.as_ref().and_then(|d| d.recording.as_ref());
    let step = studio.draft.as_ref().and_then(|d| d.current());
    let mut marks: Vec<_> =
        step.map(|s| s.marks.iter().filter_map(|m| Some((m.locate(board)?, m.color))).collect()).unwrap_or_default();
    let mut arrows: Vec<_> = step
        .map(|s| s.arrows.iter().filter_map(|a| a.locate(board).map(|(f, t)| (f, t, a.color))).collect())
        .unwrap_or_default();
    if let Some(EditorDrag::Arrow { from, over }) = ed.drag
        && from != over
    {
        arrows.push((from, over, ed.paint));
    }
    let inputs = if let Some(rec) = recording {
        let pos = rec.board;
        let piece_at = |c| pos.piece_at(c);
        let scene = BoardScene {
            variant,
            flipped: ed.flipped,
            piece_at: &piece_at,
            lifted: rec.picker.dragging.and_then(|c| Some((c, pos.piece_at(c)?))),
            selected: rec.picker.selected,
            targets: rec.picker.targets(&pos),
            last_move: [rec.reply, rec.answer].into_iter().flatten().next().map(|m| (m.from, m.to)),
            check: pos.is_check().then(|| pos.king(pos.turn())),
            marks: std::mem::take(&mut marks),
            arrows: std::mem::take(&mut arrows),
            coordinates,
        };
        board_canvas(ui, &scene, board_rect, &style.palette)
    } else {
        let draft = &ed.draft;
        let piece_at = |c| draft.piece_at(c);
        let lifted = match ed.drag {
            Some(EditorDrag::Move { from, piece }) => Some((from, piece)),
            _ => None,
        };
        let check = draft.position().filter(|p| p.is_check()).map(|p| p.king(p.turn()));
        let scene = BoardScene {
            variant,
            flipped: ed.flipped,
            piece_at: &piece_at,
            lifted,
            selected: None,
            targets: Vec::new(),
            last_move: None,
            check,
            marks,
            arrows,
            coordinates,
        };
        board_canvas(ui, &scene, board_rect, &style.palette)
    };
    out.extend(inputs.into_iter().map(StudioAction::EditorBoard));
    let hint = match (recording.is_some(), studio.draft.is_some()) {
        (true, _) => "Recording: click or drag the moves on the board.".to_string(),
        (false, true) => format!(
            "Left: {} · right click: mark a hex · right drag: arrow ({})",
            ed.tool.name(),
            ed.paint.name().unwrap_or("colour")
        ),
        (false, false) => format!("Left: {} (drag a piece to move it) · right: erase", ed.tool.name()),
    };
    // Wrapped to the space between the panels, centred under the board.
    let galley = ui.painter().layout(hint, FontId::proportional(13.0), style.palette.weak_text, middle.width() - 16.0);
    let at = pos2(middle.center().x - galley.size().x / 2.0, middle.max.y - 17.0 - galley.size().y / 2.0);
    ui.painter().galley(at, galley, style.palette.weak_text);

    let board_legal = ed.draft.position().is_some();
    let paint: Paint = ed.paint;
    let authoring = studio.draft.is_some();
    panel(ui, right, style, "editor-panel", |ui| editor_panel(ui, ed, variants, authoring, style, out));
    if let Some(d) = studio.draft.as_mut() {
        // The lesson's steps are in the editor's variant: it cannot change while a lesson is open.
        panel(ui, left, style, "lesson-panel", |ui| authoring_panel(ui, d, variant, board_legal, paint, style, out));
    }
}
