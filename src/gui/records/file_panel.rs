//! The Save game / Open game panel, facing the player who opened it: a folder box, the folder's
//! record files (newest first), a name box for saving, a file's games to pick from, and the
//! last message.

use egui::{Align2, FontId, Rect, Ui, pos2, vec2};

use crate::storage::pgn_date;

use super::command::RecordsCommand;
use super::files::{game_summary, record_file_name};
use super::state::{FilePanel, PanelMode, PanelTexts};
use super::widgets::list_row;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::panel::{centred_panel_facing, dim};
use crate::gui::kit::theme::Palette;
use crate::gui::model::seat::Seat;

const ROW_H: f32 = 28.0;

/// Draws the open panel over `area`, facing the screen edge `edge` (its seat's console's).
pub fn file_panel_ui(
    ui: &Ui,
    palette: Palette,
    panel: &FilePanel,
    texts: &mut PanelTexts,
    area: Rect,
    edge: Seat,
) -> Vec<RecordsCommand> {
    let mut out = Vec::new();
    dim(ui, area, &palette, 0.55);
    let cv = centred_panel_facing(ui, palette, panel.seat, edge, area, vec2(660.0, 500.0));
    let painter = ui.painter();
    let (w, h) = (cv.width(), cv.height());
    let pal = cv.palette;
    let title = match panel.mode {
        PanelMode::Save => "Save game",
        PanelMode::Open => "Open game",
    };
    cv.text(painter, pos2(16.0, 22.0), Align2::LEFT_CENTER, title, FontId::proportional(20.0), pal.text);

    // The folder.
    let mut y = 44.0;
    cv.text(painter, pos2(16.0, y + 13.0), Align2::LEFT_CENTER, "Folder", FontId::proportional(14.0), pal.text);
    let folder_box = SeatCanvas::at(80.0, y, w - 80.0 - 110.0, 26.0);
    let (_, submitted) = cv.text_box(ui, folder_box, "Folder", &mut texts.folder, "a folder of .pgn files");
    let list = SeatCanvas::at(w - 100.0, y, 84.0, 26.0);
    if cv.button(ui, list, "List folder", "List", ButtonStyle::Plain, true).clicked() || submitted {
        out.push(RecordsCommand::ListFolder);
    }
    y += 34.0;

    // The name to save under.
    if panel.mode == PanelMode::Save {
        cv.text(painter, pos2(16.0, y + 13.0), Align2::LEFT_CENTER, "Name", FontId::proportional(14.0), pal.text);
        let name_box = SeatCanvas::at(80.0, y, w - 80.0 - 110.0, 26.0);
        let (_, submitted) = cv.text_box(ui, name_box, "File name", &mut texts.name, "a name for the record");
        let exists = record_file_name(&texts.name).is_ok_and(|n| panel.files.iter().any(|f| f.name == n));
        let save = SeatCanvas::at(w - 100.0, y, 84.0, 26.0);
        let text = if exists { "Replace" } else { "Save" };
        if cv.button(ui, save, "Save record", text, ButtonStyle::Primary, true).clicked() || submitted {
            out.push(RecordsCommand::SaveRecord);
        }
        y += 34.0;
    }

    // The list: a file's games, or the folder's files.
    let list_bottom = h - 104.0;
    let rows_fit = (((list_bottom - y - 24.0) / ROW_H).floor() as usize).max(1);
    let total = list_ui(ui, &cv, panel, texts, y, rows_fit, &mut out);

    // The message.
    if let Some((text, problem)) = &panel.message {
        let color = if *problem { pal.capture } else { pal.text };
        cv.label(
            ui,
            "panel message",
            TextPlace::Wrapped(pos2(16.0, list_bottom + 4.0), w - 32.0),
            text,
            FontId::proportional(13.0),
            color,
        );
    }

    bottom_row(ui, &cv, panel, total, rows_fit, &mut out);
    out
}

/// Paging, the moves before a replay error, and Close, at the panel's foot.
fn bottom_row(
    ui: &Ui,
    cv: &SeatCanvas,
    panel: &FilePanel,
    total: usize,
    rows_fit: usize,
    out: &mut Vec<RecordsCommand>,
) {
    let (w, h) = (cv.width(), cv.height());
    let row = h - 44.0;
    if total > rows_fit {
        let step = rows_fit as isize;
        let up = SeatCanvas::at(16.0, row, 70.0, 32.0);
        if cv.button(ui, up, "Earlier in list", "Earlier", ButtonStyle::Plain, panel.first_row > 0).clicked() {
            out.push(RecordsCommand::Page(-step));
        }
        let down = SeatCanvas::at(92.0, row, 70.0, 32.0);
        let more = panel.first_row + rows_fit < total;
        if cv.button(ui, down, "Later in list", "Later", ButtonStyle::Plain, more).clicked() {
            out.push(RecordsCommand::Page(step));
        }
    }
    if let Some(partial) = &panel.partial {
        let text = format!("Review the {} moves before it", partial.game.moves().len());
        let r = SeatCanvas::at(170.0, row, 250.0, 32.0);
        if cv.button(ui, r, "Review the moves before the error", &text, ButtonStyle::Plain, true).clicked() {
            out.push(RecordsCommand::ReviewPartial);
        }
    }
    let close = SeatCanvas::at(w - 116.0, row, 100.0, 32.0);
    if cv.button(ui, close, "Close records", "Close", ButtonStyle::Plain, true).clicked() {
        out.push(RecordsCommand::ClosePanel);
    }
}

/// Draws the list from `top`; returns how many rows it has in all.
fn list_ui(
    ui: &Ui,
    cv: &SeatCanvas,
    panel: &FilePanel,
    texts: &PanelTexts,
    top: f32,
    rows_fit: usize,
    out: &mut Vec<RecordsCommand>,
) -> usize {
    let w = cv.width();
    let pal = cv.palette;
    let small = FontId::proportional(13.0);
    let first = panel.first_row;
    let mut y = top + 22.0;
    if let Some(opened) = &panel.opened {
        let head = format!("{} games in {}: pick one", opened.records.len(), opened.name);
        cv.text(ui.painter(), pos2(16.0, top + 10.0), Align2::LEFT_CENTER, &head, small, pal.weak_text);
        let back = SeatCanvas::at(w - 116.0, top, 100.0, 20.0);
        if cv.button(ui, back, "Back to files", "Files", ButtonStyle::Plain, true).clicked() {
            out.push(RecordsCommand::BackToFiles);
        }
        for record in opened.records.iter().skip(first).take(rows_fit) {
            let r = SeatCanvas::at(16.0, y, w - 32.0, ROW_H - 3.0);
            let name = format!("game {}", record.number);
            if list_row(ui, cv, r, &name, &game_summary(record), "", false, true).clicked() {
                out.push(RecordsCommand::PickGame(record.number));
            }
            y += ROW_H;
        }
        return opened.records.len();
    }
    let head = match panel.files.len() {
        0 => "no record files here yet".to_string(),
        1 => "1 record file".to_string(),
        n => format!("{n} record files, newest first"),
    };
    cv.text(ui.painter(), pos2(16.0, top + 10.0), Align2::LEFT_CENTER, &head, small, pal.weak_text);
    let typed = record_file_name(&texts.name).ok();
    for file in panel.files.iter().skip(first).take(rows_fit) {
        let r = SeatCanvas::at(16.0, y, w - 32.0, ROW_H - 3.0);
        let date = file.modified.map(pgn_date).unwrap_or_default();
        let detail = format!("{} · {date}", size_text(file.bytes));
        let selected = panel.mode == PanelMode::Save && typed.as_deref() == Some(file.name.as_str());
        if list_row(ui, cv, r, &format!("file {}", file.name), &file.name, &detail, selected, true).clicked() {
            out.push(RecordsCommand::PickFile(file.name.clone()));
        }
        y += ROW_H;
    }
    panel.files.len()
}

/// `812 B`, `4.2 KB`, `1.3 MB`.
fn size_text(bytes: u64) -> String {
    match bytes {
        b if b < 1024 => format!("{b} B"),
        b if b < 1024 * 1024 => format!("{:.1} KB", b as f64 / 1024.0),
        b => format!("{:.1} MB", b as f64 / (1024.0 * 1024.0)),
    }
}
