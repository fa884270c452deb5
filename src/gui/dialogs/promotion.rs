//! The promotion picker: Queen, Rook, Bishop, Knight (as the variant allows), facing the mover.

use egui::{Align2, FontId, Rect, Ui, pos2, vec2};

use super::command::DialogCommand;
use crate::gui::board::pieces::paint_piece;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas};
use crate::gui::kit::panel::{centred_panel_facing, dim};
use crate::gui::kit::text::capitalized;
use crate::gui::kit::theme::Palette;
use crate::gui::model::seat::Seat;
use crate::gui::model::view::PromotionPick;
use crate::rules::{Piece, Position, Role};

/// Draws the picker for `pick` in the position `pos` over `area`, facing the screen edge `edge`.
pub fn promotion_ui(
    ui: &Ui,
    palette: Palette,
    pick: &PromotionPick,
    pos: &Position,
    area: Rect,
    edge: Seat,
) -> Vec<DialogCommand> {
    let mut out = Vec::new();
    let roles: Vec<Role> = pos
        .variant()
        .promotion_roles()
        .iter()
        .copied()
        .filter(|r| pick.moves.iter().any(|m| m.promotion == Some(*r)))
        .collect();
    let cell = 84.0;
    let width = roles.len() as f32 * (cell + 8.0) + 24.0;
    dim(ui, area, &palette, 0.55);
    let cv = centred_panel_facing(ui, palette, pick.seat, edge, area, vec2(width.max(260.0), 190.0));
    let painter = ui.painter();
    let title_at = pos2(cv.width() / 2.0, 22.0);
    cv.text(painter, title_at, Align2::CENTER_CENTER, "Promote to", FontId::proportional(18.0), cv.palette.text);
    let color = pos.turn();
    for (i, role) in roles.iter().enumerate() {
        let r = SeatCanvas::at(16.0 + i as f32 * (cell + 8.0), 42.0, cell, cell + 20.0);
        let name = capitalized(role.name());
        if cv.button(ui, r, &name, "", ButtonStyle::Plain, true).clicked() {
            out.push(DialogCommand::Promote(*role));
        }
        let c = pos2(r.center().x, r.min.y + cell / 2.0);
        paint_piece(painter, cv.to_screen(c), cell * 0.7, Piece::new(color, *role), &cv.palette, cv.upside_down());
        let name_at = pos2(r.center().x, r.max.y - 12.0);
        cv.text(painter, name_at, Align2::CENTER_CENTER, &name, FontId::proportional(13.0), cv.palette.text);
    }
    let cancel = SeatCanvas::at(cv.width() / 2.0 - 50.0, cv.height() - 40.0, 100.0, 30.0);
    if cv.button(ui, cancel, "Cancel promotion", "Cancel", ButtonStyle::Plain, true).clicked() {
        out.push(DialogCommand::CancelPromotion);
    }
    out
}
