//! The lesson panel beside the editor: title, author and file; the steps (add, select, reorder,
//! remove); the selected step's text, arrows and marks, answers and feedback; recording an
//! answer on the board; the problems `lesson check` would report; saving.

use egui::{Button, RichText, TextEdit, Ui};

use crate::lesson::Paint;
use crate::rules::{Color, Variant};

use super::command::StudioCommand;
use super::lesson_draft::LessonDraft;
use super::widgets::{PanelStyle, heading, promotion_buttons};

/// Draws the panel; text fields change `d` directly, everything else becomes a command.
/// `board_legal` says whether the editor's board may become a step; `paint` is the colour of
/// new arrows and marks.
pub fn authoring_panel(
    ui: &mut Ui,
    d: &mut LessonDraft,
    variant: &'static Variant,
    board_legal: bool,
    paint: Paint,
    style: &PanelStyle,
    out: &mut Vec<StudioCommand>,
) {
    lesson_fields(ui, d, variant, style, out);
    let problems: Vec<crate::lesson::Problem> = d.problems(variant).to_vec();
    steps_section(ui, d, &problems, board_legal, style, out);
    if let Some(i) = d.step {
        step_editor(ui, d, i, board_legal, paint, style, out);
    }
    check_section(ui, d, &problems, style, out);
}

/// The title, the close button, and the lesson's title, author and file.
fn lesson_fields(
    ui: &mut Ui,
    d: &mut LessonDraft,
    variant: &Variant,
    style: &PanelStyle,
    out: &mut Vec<StudioCommand>,
) {
    ui.horizontal(|ui| {
        ui.label(RichText::new("Lesson").strong().size(18.0));
        let close = if d.confirm_close { "Discard unsaved changes" } else { "Close lesson" };
        if ui.button(close).clicked() {
            out.push(StudioCommand::CloseDraft);
        }
    });
    if d.confirm_close {
        ui.label(style.bad("The lesson has unsaved changes. Press again to close it anyway."));
    }
    egui::Grid::new("lesson-fields").num_columns(2).show(ui, |ui| {
        ui.label("Title");
        ui.add(TextEdit::singleline(&mut d.lesson.title).desired_width(f32::INFINITY)).accessible_name("lesson title");
        ui.end_row();
        ui.label("Author");
        ui.add(TextEdit::singleline(&mut d.lesson.author).desired_width(f32::INFINITY))
            .accessible_name("lesson author");
        ui.end_row();
        ui.label("File");
        let hint = d.file_name().unwrap_or_default();
        ui.add(TextEdit::singleline(&mut d.file_stem).hint_text(hint).desired_width(f32::INFINITY))
            .accessible_name("lesson file");
        ui.end_row();
    });
    ui.label(style.weak(format!("Variant: {}", variant.title())));
}

/// The list of steps (select one), and adding, moving and removing steps.
fn steps_section(
    ui: &mut Ui,
    d: &LessonDraft,
    problems: &[crate::lesson::Problem],
    board_legal: bool,
    style: &PanelStyle,
    out: &mut Vec<StudioCommand>,
) {
    heading(ui, "Steps");
    let n = d.lesson.steps.len();
    for i in 0..n {
        let step = &d.lesson.steps[i];
        let first = step.text.lines().next().unwrap_or("").chars().take(34).collect::<String>();
        let first = if first.is_empty() { "(no text yet)".to_string() } else { first };
        let flag = if problems.iter().any(|p| p.step == Some(i + 1)) { "  ⚠" } else { "" };
        let ask = if step.is_question() { "  ?" } else { "" };
        let text = format!("{}. {first}{ask}{flag}", i + 1);
        if ui.selectable_label(d.step == Some(i), text).accessible_name(format!("step {}", i + 1)).clicked() {
            out.push(StudioCommand::SelectStep(i));
        }
    }
    if n == 0 {
        ui.label(style.weak("No steps yet: set up the board and press Add step."));
    }
    let recording = d.recording.is_some();
    ui.horizontal_wrapped(|ui| {
        let add = ui
            .add_enabled(board_legal && !recording, Button::new("Add step"))
            .on_hover_text("A new step after the selected one, showing the board.")
            .on_disabled_hover_text("The board must show a legal position.");
        if add.clicked() {
            out.push(StudioCommand::AddStep);
        }
        let sel = d.step.filter(|_| !recording);
        if let Some(i) = sel {
            if ui.add_enabled(i > 0, Button::new("Move step up")).clicked() {
                out.push(StudioCommand::MoveStep(i, true));
            }
            if ui.add_enabled(i + 1 < n, Button::new("Move step down")).clicked() {
                out.push(StudioCommand::MoveStep(i, false));
            }
            if ui.button("Remove step").clicked() {
                out.push(StudioCommand::RemoveStep(i));
            }
        }
    });
}

/// The problems `lesson check` would report, saving and trying the lesson.
fn check_section(
    ui: &mut Ui,
    d: &LessonDraft,
    problems: &[crate::lesson::Problem],
    style: &PanelStyle,
    out: &mut Vec<StudioCommand>,
) {
    heading(ui, "Check");
    let recording = d.recording.is_some();
    if problems.is_empty() {
        ui.label(style.good("✔ Passes lesson check"));
    } else {
        for p in problems {
            ui.label(style.bad(p.to_string()));
        }
    }
    if let Some(note) = &d.note {
        ui.label(style.bad(note.as_str()));
    }
    ui.horizontal(|ui| {
        if ui.button(RichText::new("Save lesson").strong()).clicked() {
            out.push(StudioCommand::SaveLesson);
        }
        let can_try = problems.is_empty() && !recording;
        if ui
            .add_enabled(can_try, Button::new("Try lesson"))
            .on_hover_text("Play it as a student would.")
            .on_disabled_hover_text("Fix the problems first.")
            .clicked()
        {
            out.push(StudioCommand::TryLesson);
        }
    });
    match &d.saved {
        Some(Ok(path)) if d.is_saved() => {
            ui.label(style.good(format!("Saved to {}", path.display())));
        }
        Some(Ok(_)) | None if !d.is_saved() => {
            ui.label(style.weak("Unsaved changes."));
        }
        Some(Err(e)) => {
            ui.label(style.bad(format!("Not saved: {e}")));
        }
        _ => {}
    }
    if !problems.is_empty() {
        ui.label(style.weak("A lesson with problems can be saved, but students can open it only once it passes."));
    }
}

/// The selected step: its text, arrows and marks, answers and feedback, and recording an answer.
fn step_editor(
    ui: &mut Ui,
    d: &mut LessonDraft,
    i: usize,
    board_legal: bool,
    paint: Paint,
    style: &PanelStyle,
    out: &mut Vec<StudioCommand>,
) {
    let n = d.lesson.steps.len();
    heading(ui, &format!("Step {} of {n}", i + 1));
    if !board_legal && d.recording.is_none() {
        ui.label(style.bad("The board is not legal: the step keeps its last legal position."));
    }
    let Some(step) = d.lesson.steps.get_mut(i) else { return };
    ui.add(
        TextEdit::multiline(&mut step.text)
            .desired_rows(4)
            .desired_width(f32::INFINITY)
            .hint_text("What the teacher says. In a question step, the question. A blank line starts a new paragraph."),
    )
    .accessible_name("step text");

    annotations(ui, step, paint, style, out);
    answers(ui, step, d.recording.is_some(), style, out);
    recording_section(ui, d, board_legal, style, out);
}

/// The colour of new arrows and marks, and the step's arrows and marks.
fn annotations(
    ui: &mut Ui,
    step: &crate::lesson::Step,
    paint: Paint,
    style: &PanelStyle,
    out: &mut Vec<StudioCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        ui.label("Arrows and marks:");
        for p in Paint::NAMED {
            let name = p.name().unwrap_or("colour");
            // The chosen one in plain strong text: its colour could vanish on the selection fill.
            let text = if paint == p {
                RichText::new(name).strong()
            } else {
                RichText::new(name).color(crate::gui::board::paint::paint_color(p))
            };
            if ui.selectable_label(paint == p, text).accessible_name(format!("colour {name}")).clicked() {
                out.push(StudioCommand::Paint(p));
            }
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(style.weak(format!(
            "{} arrows, {} marks. Right click a hex to mark it, right drag to draw an arrow; again to remove.",
            step.arrows.len(),
            step.marks.len()
        )));
        if ui
            .add_enabled(!step.arrows.is_empty() || !step.marks.is_empty(), Button::new("Clear arrows and marks"))
            .clicked()
        {
            out.push(StudioCommand::ClearAnnotations);
        }
    });
}

/// The step's expected moves with their feedback, and the feedback for any other move.
fn answers(
    ui: &mut Ui,
    step: &mut crate::lesson::Step,
    recording: bool,
    style: &PanelStyle,
    out: &mut Vec<StudioCommand>,
) {
    ui.label(RichText::new("Expected moves").strong());
    for (j, answer) in step.expected.iter_mut().enumerate() {
        ui.horizontal(|ui| {
            let reply = answer.reply.as_ref().map(|r| format!(", reply {r}")).unwrap_or_default();
            ui.label(format!("{}. {}{reply}", j + 1, answer.mv));
            if ui.small_button("Remove").accessible_name(format!("remove answer {}", j + 1)).clicked() {
                out.push(StudioCommand::RemoveAnswer(j));
            }
        });
        ui.add(
            TextEdit::singleline(&mut answer.feedback)
                .hint_text("feedback (empty: \"Right!\")")
                .desired_width(f32::INFINITY),
        )
        .accessible_name(format!("feedback {}", j + 1));
    }
    if step.expected.is_empty() && !recording {
        ui.label(style.weak("None: the step only shows something. Record an answer to ask for a move."));
    }
    ui.add(
        TextEdit::singleline(&mut step.wrong_feedback)
            .hint_text("feedback for any other move (empty: a standard text)")
            .desired_width(f32::INFINITY),
    )
    .accessible_name("wrong answer feedback");
}

/// "Record answer", or the answer being recorded on the board.
fn recording_section(
    ui: &mut Ui,
    d: &mut LessonDraft,
    board_legal: bool,
    style: &PanelStyle,
    out: &mut Vec<StudioCommand>,
) {
    match d.recording.as_mut() {
        None => {
            let rec = ui
                .add_enabled(board_legal, Button::new("Record answer"))
                .on_hover_text("Play the expected move on the board, then optionally the opponent's reply.");
            if rec.clicked() {
                out.push(StudioCommand::Record);
            }
        }
        Some(rec) => {
            let mover = |c: Color| if c == Color::White { "White" } else { "Black" };
            let prompt = match (rec.answer, rec.reply) {
                (None, _) => format!("Recording: play the answer on the board ({} to move).", mover(rec.board.turn())),
                (Some(_), None) if rec.wants_move() => format!(
                    "Answer: {}. Play the opponent's reply ({} to move), or save the answer without one.",
                    rec.summary(),
                    mover(rec.board.turn())
                ),
                _ => format!("Answer: {}.", rec.summary()),
            };
            ui.label(style.good(prompt));
            if let Some(role) = promotion_buttons(ui, &rec.picker.promotion_roles()) {
                out.push(StudioCommand::RecordPromote(role));
            }
            ui.add(
                TextEdit::singleline(&mut rec.feedback)
                    .hint_text("feedback for this answer")
                    .desired_width(f32::INFINITY),
            )
            .accessible_name("answer feedback");
            ui.horizontal(|ui| {
                if ui.add_enabled(rec.answer.is_some(), Button::new("Save answer")).clicked() {
                    out.push(StudioCommand::FinishRecording);
                }
                if ui.button("Cancel recording").clicked() {
                    out.push(StudioCommand::CancelRecording);
                }
            });
        }
    }
}
