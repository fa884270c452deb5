//! The position editor's panel: palette, side to move, castling, en passant, board buttons, the
//! live legality verdict, "Play from here", and the position string.

use egui::{Button, Key, RichText, TextEdit, Ui};

use crate::rules::Color;

use super::command::StudioCommand;
use super::editor_state::{EditorState, Tool};
use super::widgets::{PanelStyle, heading, tool_button};

/// Draws the panel; text fields change `ed` directly, everything else becomes a command.
/// `variants` are the variants on offer (name, title); `authoring` says whether a lesson is open.
pub fn editor_panel(
    ui: &mut Ui,
    ed: &mut EditorState,
    variants: &[(String, String)],
    authoring: bool,
    style: &PanelStyle,
    out: &mut Vec<StudioCommand>,
) {
    header(ui, ed, variants, authoring, out);
    palette_section(ui, ed, authoring, style, out);
    position_section(ui, ed, style, out);
    legality_section(ui, ed, style, out);
    string_section(ui, ed, style, out);
    if !authoring {
        heading(ui, "Lesson");
        if ui.button("New lesson").on_hover_text("Write a lesson: steps built on this board.").clicked() {
            out.push(StudioCommand::NewLesson);
        }
    }
}

/// The title, the ways out, and the variant (fixed while a lesson is open: its steps are in
/// one variant).
fn header(ui: &mut Ui, ed: &EditorState, variants: &[(String, String)], authoring: bool, out: &mut Vec<StudioCommand>) {
    ui.horizontal(|ui| {
        ui.label(RichText::new("Position editor").strong().size(18.0));
        if ui.button("Back to game").clicked() {
            out.push(StudioCommand::Show(None));
        }
        if ui.button("Lessons").clicked() {
            out.push(StudioCommand::Show(Some(super::StudioScreen::Lessons)));
        }
    });

    ui.horizontal_wrapped(|ui| {
        let current = ed.draft.variant().name().to_string();
        for (name, title) in variants {
            let on = *name == current;
            let resp = ui
                .add_enabled(!authoring || on, Button::selectable(on, title.as_str()))
                .accessible_name(format!("editor variant {name}"));
            if resp.clicked() && !on {
                out.push(StudioCommand::EditorVariant(name.clone()));
            }
        }
    });
}

/// The palette's tools and what the mouse does with them.
fn palette_section(ui: &mut Ui, ed: &EditorState, authoring: bool, style: &PanelStyle, out: &mut Vec<StudioCommand>) {
    heading(ui, "Palette");
    let tools = Tool::all();
    for row in [&tools[0..6], &tools[6..12]] {
        ui.horizontal(|ui| {
            for tool in row {
                if tool_button(ui, *tool, ed.tool == *tool, &style.palette).clicked() {
                    out.push(StudioCommand::Tool(*tool));
                }
            }
            if row[0].piece().is_some_and(|p| p.color == Color::White) {
                let eraser = Tool::Eraser;
                if tool_button(ui, eraser, ed.tool == eraser, &style.palette).clicked() {
                    out.push(StudioCommand::Tool(eraser));
                }
            }
        });
    }
    let right = if authoring {
        "Right click: mark a hex · right drag: draw an arrow (the lesson's annotations)."
    } else {
        "Right click or right drag: erase."
    };
    ui.label(style.weak(format!(
        "Left click: place the {} · drag a piece: move it (off the board: remove) · drag from an empty hex: fill. {right}",
        ed.tool.name()
    )));
}

/// The side to move, castling rights, en passant, and the board buttons.
fn position_section(ui: &mut Ui, ed: &EditorState, style: &PanelStyle, out: &mut Vec<StudioCommand>) {
    heading(ui, "Position");
    let turn = ed.draft.setup().turn;
    ui.horizontal(|ui| {
        for (color, text) in [(Color::White, "White to move"), (Color::Black, "Black to move")] {
            if ui.selectable_label(turn == color, text).clicked() && turn != color {
                out.push(StudioCommand::Turn(color));
            }
        }
    });
    let rights = ed.draft.castling_rights();
    if !rights.is_empty() {
        ui.horizontal_wrapped(|ui| {
            ui.label("Castling:");
            let board = ed.draft.variant().board();
            for r in rights {
                let on = ed.draft.has_castling(r.letter);
                let possible = on || ed.draft.castling_possible(r);
                let tip = format!(
                    "{} king on {}, rook on {}",
                    if r.color == Color::White { "White" } else { "Black" },
                    board.name(r.king_home),
                    board.name(r.rook_home)
                );
                let resp = ui
                    .add_enabled(possible, Button::selectable(on, r.letter.to_string()))
                    .accessible_name(format!("castling {}", r.letter))
                    .on_hover_text(&tip)
                    .on_disabled_hover_text(format!("needs the {tip}"));
                if resp.clicked() {
                    out.push(StudioCommand::Castling(r.letter));
                }
            }
        });
    }
    let choices = ed.draft.en_passant_choices();
    ui.horizontal_wrapped(|ui| {
        ui.label("En passant:");
        let chosen = ed.draft.en_passant_index();
        if ui.selectable_label(chosen.is_none(), "none").accessible_name("en passant none").clicked()
            && chosen.is_some()
        {
            out.push(StudioCommand::EnPassant(None));
        }
        for (i, c) in choices.iter().enumerate() {
            let resp = ui
                .selectable_label(chosen == Some(i), c.label.as_str())
                .accessible_name(format!("en passant {}", c.label));
            if resp.clicked() && chosen != Some(i) {
                out.push(StudioCommand::EnPassant(Some(i)));
            }
        }
        if choices.is_empty() {
            ui.label(style.weak("no pawn of the side that just moved could have made a double step"));
        }
    });
    ui.horizontal_wrapped(|ui| {
        for (text, action) in [
            ("Clear board", StudioCommand::ClearBoard),
            ("Start position", StudioCommand::StartPosition),
            ("Game position", StudioCommand::GamePosition),
            ("Flip board", StudioCommand::FlipEditor),
        ] {
            if ui.button(text).clicked() {
                out.push(action);
            }
        }
    });
}

/// The live verdict of the rules core, and "Play from here" for a legal position.
fn legality_section(ui: &mut Ui, ed: &EditorState, style: &PanelStyle, out: &mut Vec<StudioCommand>) {
    heading(ui, "Legality");
    let reasons = ed.draft.reasons();
    if reasons.is_empty() {
        ui.label(style.good("✔ Legal position"));
    } else {
        ui.label(style.bad("Not a legal position:"));
        for r in &reasons {
            ui.label(style.bad(r.as_str()));
        }
    }
    let play = ui
        .add_enabled(reasons.is_empty(), Button::new(RichText::new("Play from here").strong()))
        .on_hover_text("Start a hot-seat game from this position; the side to move moves first.")
        .on_disabled_hover_text("Only a legal position can be played.");
    if play.clicked() {
        out.push(StudioCommand::PlayFromHere);
    }
}

/// Copy, paste, and the position-string field.
fn string_section(ui: &mut Ui, ed: &mut EditorState, style: &PanelStyle, out: &mut Vec<StudioCommand>) {
    heading(ui, "Position string");
    ui.horizontal(|ui| {
        if ui.button("Copy position").clicked() {
            out.push(StudioCommand::CopyPosition);
        }
        if ui
            .button("Paste position")
            .on_hover_text("Reads a position string from the clipboard (also Ctrl+V over the board).")
            .clicked()
        {
            out.push(StudioCommand::RequestPaste);
        }
    });
    let field = ui.add(
        TextEdit::singleline(&mut ed.text)
            .hint_text("type or paste a position string")
            .desired_width(f32::INFINITY)
            .font(egui::TextStyle::Monospace),
    );
    let field = field.accessible_name("position string");
    let entered = field.lost_focus() && ui.input(|i| i.key_pressed(Key::Enter));
    if ui.button("Apply position").clicked() || entered {
        out.push(StudioCommand::ApplyText);
    }
    if let Some(e) = &ed.text_error {
        ui.label(style.bad(e.as_str()));
    } else if let Some(c) = &ed.copied {
        ui.label(style.weak(format!("Copied: {c}")));
    }
    ui.label(style.weak(
        "Reads our position string, the five-field form without castling, and hexchess.club's rank-by-rank form.",
    ));
}
