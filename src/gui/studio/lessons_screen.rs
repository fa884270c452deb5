//! The lessons screen: the list of lessons, or the open lesson: its board with arrows and marks,
//! the step's text, a progress bar, feedback on the student's moves, and the step buttons.

use egui::{Button, ProgressBar, Rect, RichText, Ui, pos2};

use crate::lesson::Feedback;
use crate::rules::{Color, Move};

use super::StudioScreen;
use super::command::StudioCommand;
use super::lesson_library::LessonLibrary;
use super::lesson_player::LessonPlayer;
use super::widgets::{PanelStyle, panel, promotion_buttons, studio_orientation};
use crate::gui::board::canvas::{BoardScene, board_ui};
use crate::gui::board::paint::CheckLook;

/// Draws the lessons screen into `rect`.
pub fn lessons_screen(
    ui: &mut Ui,
    library: &mut LessonLibrary,
    style: &PanelStyle,
    coordinates: bool,
    rect: Rect,
    out: &mut Vec<StudioCommand>,
) {
    let Some(player) = library.player.as_ref() else {
        let w = rect.width().min(720.0);
        let area = Rect::from_min_max(
            pos2(rect.center().x - w / 2.0, rect.min.y),
            pos2(rect.center().x + w / 2.0, rect.max.y),
        );
        panel(ui, area, style, "lesson-list", |ui| list(ui, library, style, out));
        return;
    };
    let panel_w = (rect.width() * 0.32).clamp(300.0, 440.0);
    let board_rect = Rect::from_min_max(rect.min, pos2(rect.max.x - panel_w, rect.max.y));
    let panel_rect = Rect::from_min_max(pos2(board_rect.max.x, rect.min.y), rect.max);
    player_board(ui, player, style, coordinates, board_rect, out);
    panel(ui, panel_rect, style, "lesson-player", |ui| player_panel(ui, player, style, out));
}

fn list(ui: &mut Ui, library: &mut LessonLibrary, style: &PanelStyle, out: &mut Vec<StudioCommand>) {
    ui.horizontal(|ui| {
        ui.label(RichText::new("Lessons").strong().size(20.0));
        if ui.button("Back to game").clicked() {
            out.push(StudioCommand::Show(None));
        }
        if ui.button("Editor").clicked() {
            out.push(StudioCommand::Show(Some(StudioScreen::Editor)));
        }
    });
    if let Some(e) = &library.open_error {
        ui.label(style.bad(e.as_str()));
    }
    if let Some(note) = &library.watch_note {
        ui.label(style.weak(note.as_str()));
    }
    let save_dir = library.save_dir();
    for entry in library.entries() {
        ui.separator();
        match &entry.lesson {
            Ok(lesson) => {
                ui.horizontal(|ui| {
                    let open = ui
                        .add(Button::new(RichText::new(&lesson.title).strong().size(16.0)))
                        .accessible_name(format!("lesson: {}", entry.name));
                    if open.clicked() {
                        out.push(StudioCommand::OpenLesson(entry.name.clone()));
                    }
                    if ui.small_button("Edit").accessible_name(format!("edit lesson: {}", entry.name)).clicked() {
                        out.push(StudioCommand::EditEntry(entry.name.clone()));
                    }
                });
                let by = if lesson.author.is_empty() { String::new() } else { format!("by {} · ", lesson.author) };
                ui.label(style.weak(format!(
                    "{by}{} steps · {} · {}",
                    lesson.steps.len(),
                    lesson.variant,
                    entry.origin
                )));
            }
            Err(e) => {
                ui.label(RichText::new(&entry.name).strong());
                ui.label(style.bad(e.to_string()));
            }
        }
    }
    ui.separator();
    ui.label(style.weak(format!(
        "Lesson files are Lua data files; they reload when saved. New lessons are saved in {}.",
        save_dir.display()
    )));
}

fn player_board(
    ui: &mut Ui,
    p: &LessonPlayer,
    style: &PanelStyle,
    coordinates: bool,
    rect: Rect,
    out: &mut Vec<StudioCommand>,
) {
    let pos = *p.session.position();
    let board = pos.variant().board();
    let step = p.session.step();
    let piece_at = |c| pos.piece_at(c);
    let mut scene = BoardScene::new(pos.variant(), studio_orientation(pos.variant(), p.flipped), &piece_at);
    scene.lifted = p.picker.dragging.and_then(|c| Some((c, pos.piece_at(c)?)));
    scene.selected = p.picker.selected;
    scene.targets = p.picker.targets(&pos);
    scene.last_move = p.last_move;
    scene.check = pos.is_check().then(|| (pos.king(pos.turn()), CheckLook::Tint));
    scene.marks = step.marks.iter().filter_map(|m| Some((m.locate(board)?, m.color))).collect();
    scene.arrows = step.arrows.iter().filter_map(|a| a.locate(board).map(|(f, t)| (f, t, a.color))).collect();
    scene.coordinates = coordinates;
    scene.input = Some("editor-hex");
    for input in board_ui(ui, &scene, rect, &style.palette) {
        out.push(StudioCommand::PlayerBoard(input));
    }
}

fn side(c: Color) -> &'static str {
    if c == Color::White { "White" } else { "Black" }
}

/// The open lesson: its title, progress, the step's text, feedback, and the step buttons.
fn player_panel(ui: &mut Ui, p: &LessonPlayer, style: &PanelStyle, out: &mut Vec<StudioCommand>) {
    let s = &p.session;
    let lesson = s.lesson();
    ui.label(RichText::new(&lesson.title).strong().size(20.0));
    if !lesson.author.is_empty() {
        ui.label(style.weak(format!("by {}", lesson.author)));
    }
    let progress = s.progress();
    // The words above the bar: inside it, they would be half on the fill and half off it.
    ui.label(RichText::new(format!("Step {} of {}", progress.step, progress.total)).strong());
    ui.add(ProgressBar::new(progress.fraction()).desired_height(8.0));
    ui.add_space(6.0);
    for paragraph in s.step().text.split("\n\n") {
        ui.label(RichText::new(paragraph).size(15.0));
    }
    ui.add_space(6.0);
    feedback_ui(ui, p, style);
    if let Some(role) = promotion_buttons(ui, &p.picker.promotion_roles()) {
        out.push(StudioCommand::PlayerPromote(role));
    }
    ui.horizontal(|ui| {
        if ui.add_enabled(progress.step > 1, Button::new("Back")).clicked() {
            out.push(StudioCommand::PreviousStep);
        }
        if ui.add_enabled(progress.step < progress.total, Button::new(RichText::new("Next").strong())).clicked() {
            out.push(StudioCommand::NextStep);
        }
        if ui.button("Try again").clicked() {
            out.push(StudioCommand::RestartStep);
        }
    });
    let (solved, questions) = s.score();
    if questions > 0 {
        ui.label(style.weak(format!("Solved {solved} of {questions} questions")));
    }
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        for (text, action) in [
            ("Flip board", StudioCommand::FlipPlayer),
            ("Edit lesson", StudioCommand::EditOpenLesson),
            ("Close lesson", StudioCommand::CloseLesson),
            ("Back to game", StudioCommand::Show(None)),
        ] {
            if ui.button(text).clicked() {
                out.push(action);
            }
        }
    });
    match &p.reload {
        Some(Ok(note)) => {
            ui.label(style.weak(note.as_str()));
        }
        Some(Err(e)) => {
            ui.label(style.bad(format!("Not reloaded, the lesson stays as it was: {e}")));
        }
        None => {}
    }
}

/// What the student's last move earned, and what to do next.
fn feedback_ui(ui: &mut Ui, p: &LessonPlayer, style: &PanelStyle) {
    let s = &p.session;
    match &p.feedback {
        Some(Feedback::Right { text, reply }) => {
            ui.label(style.good(format!("✔ {text}")).size(15.0));
            if let Some(r) = reply {
                ui.label(style.weak(format!("Reply: {}", move_name(p, *r))));
            }
        }
        Some(Feedback::Wrong { text }) => {
            ui.label(style.bad(format!("✖ {text}")).size(15.0));
        }
        Some(Feedback::Illegal) => {
            ui.label(style.bad("That move is not legal here."));
        }
        Some(Feedback::NoQuestion) | None => {}
    }
    let prompt = if s.is_open_question() {
        format!("{} to move: play your answer on the board.", side(s.position().turn()))
    } else if s.answered().is_some() && !s.is_finished() {
        "Solved. Press Next.".to_string()
    } else if s.is_finished() {
        "That was the last step.".to_string()
    } else {
        "Press Next to go on.".to_string()
    };
    ui.label(style.weak(prompt));
}

/// A reply in SAN, read in the position before it (the board shows the position after it).
fn move_name(p: &LessonPlayer, reply: Move) -> String {
    let start = *p.session.step_position();
    let answer = p.session.answered().and_then(|i| p.session.step().expected.get(i)).map(|a| a.mv.clone());
    answer
        .and_then(|a| crate::rules::notation::parse_any(&start, &a).ok())
        .and_then(|m| start.play(m).ok())
        .map(|after| crate::rules::SanPlus::from_move(&after, reply).to_string())
        .unwrap_or_else(|| p.session.step().expected.iter().find_map(|a| a.reply.clone()).unwrap_or_default())
}
