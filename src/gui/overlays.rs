//! Panels over the board that face one player: the promotion picker, the move history (for a
//! rewind request) and the settings panel.

use egui::{Align2, FontId, Rect, Stroke, Ui, pos2, vec2};

use crate::rules::{Piece, Role, SanPlus, StalemateRule};

use super::app::HexApp;
use super::canvas::{ButtonStyle, SeatCanvas};
use super::command::Command;
use super::pieces::paint_piece;
use super::rules_provider::RuleOverrides;
use super::seat::Seat;
use super::settings::ThemeChoice;
use super::theme::Palette;

/// A centred panel of `size` inside `area`, facing `seat`, with its background drawn.
fn panel(ui: &Ui, app: &HexApp, seat: Seat, area: Rect, size: egui::Vec2) -> SeatCanvas {
    let palette = Palette::of(app.settings.theme);
    let size = size.min(area.size() - vec2(8.0, 8.0));
    let frame = Rect::from_center_size(area.center(), size);
    let painter = ui.painter();
    painter.rect_filled(area, 0, palette.background.gamma_multiply(0.55));
    let cv = SeatCanvas::new(seat, frame, palette);
    cv.fill(painter, cv.local_rect(), 10.0, palette.panel);
    cv.outline(painter, cv.local_rect(), 10.0, Stroke::new(2.0, palette.accent));
    // The board and consoles underneath are disabled while a panel is open.
    cv
}

/// The promotion picker: Queen, Rook, Bishop, Knight (as the variant allows), facing the mover.
pub fn promotion_ui(ui: &Ui, app: &HexApp, area: Rect) -> Vec<Command> {
    let mut out = Vec::new();
    let Some(pick) = &app.view.promotion else { return out };
    let roles: Vec<Role> = app
        .session
        .variant()
        .promotion_roles()
        .iter()
        .copied()
        .filter(|r| pick.moves.iter().any(|m| m.promotion == Some(*r)))
        .collect();
    let cell = 84.0;
    let width = roles.len() as f32 * (cell + 8.0) + 24.0;
    let cv = panel(ui, app, pick.seat, area, vec2(width.max(260.0), 190.0));
    let painter = ui.painter();
    cv.text(
        painter,
        pos2(cv.width() / 2.0, 22.0),
        Align2::CENTER_CENTER,
        "Promote to",
        FontId::proportional(18.0),
        cv.palette.text,
    );
    let color = app.session.position().turn();
    for (i, role) in roles.iter().enumerate() {
        let r = SeatCanvas::at(16.0 + i as f32 * (cell + 8.0), 42.0, cell, cell + 20.0);
        let name = capitalized(role.name());
        if cv.button(ui, r, &name, "", ButtonStyle::Plain, true).clicked() {
            out.push(Command::Promote(*role));
        }
        let c = pos2(r.center().x, r.min.y + cell / 2.0);
        paint_piece(painter, cv.to_screen(c), cell * 0.7, Piece::new(color, *role), &cv.palette, cv.upside_down());
        cv.text(
            painter,
            pos2(r.center().x, r.max.y - 12.0),
            Align2::CENTER_CENTER,
            &name,
            FontId::proportional(13.0),
            cv.palette.text,
        );
    }
    let cancel = SeatCanvas::at(cv.width() / 2.0 - 50.0, cv.height() - 40.0, 100.0, 30.0);
    if cv.button(ui, cancel, "Cancel promotion", "Cancel", ButtonStyle::Plain, true).clicked() {
        out.push(Command::CancelPromotion);
    }
    out
}

fn capitalized(s: &str) -> String {
    let mut c = s.chars();
    c.next().map(|f| f.to_uppercase().collect::<String>() + c.as_str()).unwrap_or_default()
}

/// The numbered move history: pick an earlier point and request a rewind.
pub fn history_ui(ui: &Ui, app: &HexApp, seat: Seat, area: Rect) -> Vec<Command> {
    let mut out = Vec::new();
    let cv = panel(ui, app, seat, area, vec2(460.0, 520.0));
    let painter = ui.painter();
    let (w, h) = (cv.width(), cv.height());
    cv.text(
        painter,
        pos2(16.0, 22.0),
        Align2::LEFT_CENTER,
        "Take back to…",
        FontId::proportional(18.0),
        cv.palette.text,
    );
    let game = app.session.game();
    let sans = game.san_moves();
    let row_h = 26.0;
    let rows_fit = (((h - 110.0) / row_h).floor() as usize).max(1);
    // Rows: 0 = the start, n = after n moves (the last row, the present, is not selectable).
    let total = sans.len();
    let first = total.saturating_sub(rows_fit.saturating_sub(1));
    let mut y = 44.0;
    for ply in first..total {
        let text = if ply == 0 {
            "the start".to_string()
        } else {
            let mover = ply - 1;
            let dots = if mover.is_multiple_of(2) { "." } else { "…" };
            format!("after {}{dots} {}", mover / 2 + 1, sans.get(mover).cloned().unwrap_or_default())
        };
        let selected = app.view.history_pick == Some(ply);
        let r = SeatCanvas::at(16.0, y, w - 32.0, row_h - 3.0);
        let style = if selected { ButtonStyle::Selected } else { ButtonStyle::Plain };
        if cv.button(ui, r, &format!("rewind to {ply}"), &text, style, true).clicked() {
            out.push(Command::PickHistory(ply));
        }
        y += row_h;
    }
    let moves: Vec<String> = game
        .moves()
        .iter()
        .enumerate()
        .filter_map(|(i, m)| game.position_at(i).map(|p| SanPlus::from_move(p, *m).to_string()))
        .collect();
    let numbered: String = moves
        .chunks(2)
        .enumerate()
        .map(|(i, pair)| format!("{}. {}", i + 1, pair.join(" ")))
        .collect::<Vec<_>>()
        .join("  ");
    cv.wrapped_text(painter, pos2(16.0, h - 88.0), w - 32.0, &numbered, FontId::monospace(11.0), cv.palette.weak_text);
    let pick = app.view.history_pick;
    let req = SeatCanvas::at(16.0, h - 44.0, 180.0, 32.0);
    if let Some(ply) = pick
        && cv.button(ui, req, "Request rewind", "Request take-back", ButtonStyle::Primary, true).clicked()
    {
        out.push(Command::RequestRewind(seat, ply));
    }
    if pick.is_none() {
        cv.button(ui, req, "Request rewind", "Pick a point", ButtonStyle::Plain, false);
    }
    let close = SeatCanvas::at(w - 116.0, h - 44.0, 100.0, 32.0);
    if cv.button(ui, close, "Close history", "Close", ButtonStyle::Plain, true).clicked() {
        out.push(Command::CloseOverlay);
    }
    out
}

/// The settings panel (app-spec §4), facing whoever opened it.
pub fn settings_ui(ui: &Ui, app: &HexApp, seat: Seat, area: Rect) -> Vec<Command> {
    let mut out = Vec::new();
    let extra = app.rules.scripts().len().saturating_sub(1) as f32 * 28.0
        + (super::clock_settings::clock_section_height(app, 640.0) - 28.0);
    let cv = panel(ui, app, seat, area, vec2(640.0, 430.0 + extra));
    let painter = ui.painter();
    let w = cv.width();
    let pal = cv.palette;
    let head = FontId::proportional(15.0);
    let small = FontId::proportional(12.0);
    let row_h = 28.0;
    let mut y = 14.0;
    cv.text(painter, pos2(16.0, y + 8.0), Align2::LEFT_CENTER, "Settings", FontId::proportional(20.0), pal.text);
    y += 30.0;

    // Variant.
    cv.text(painter, pos2(16.0, y + 10.0), Align2::LEFT_CENTER, "Variant", head.clone(), pal.text);
    let mut x = 110.0;
    let current = app.session.variant().name();
    for entry in &app.catalog {
        let title = match &entry.variant {
            Ok(v) => v.title().to_string(),
            Err(_) => format!("{} (error)", entry.name),
        };
        let bw = (title.chars().count() as f32 * 8.5 + 24.0).max(80.0);
        if x + bw > w - 16.0 {
            x = 110.0;
            y += row_h + 2.0;
        }
        let r = SeatCanvas::at(x, y, bw, row_h - 4.0);
        let on = entry.name == current;
        if cv.choice(ui, r, &format!("Variant {}", entry.name), &title, on, entry.variant.is_ok()).clicked() {
            out.push(Command::AskVariant(entry.name.clone()));
        }
        x += bw + 6.0;
    }
    y += row_h + 4.0;
    if let Some(name) = &app.view.pending_variant {
        let text = format!("Switch to {name}? This starts a new game.");
        cv.text(painter, pos2(110.0, y + 12.0), Align2::LEFT_CENTER, &text, small.clone(), pal.capture);
        let yes = SeatCanvas::at(w - 230.0, y, 100.0, row_h - 4.0);
        let no = SeatCanvas::at(w - 120.0, y, 100.0, row_h - 4.0);
        if cv.button(ui, yes, "Switch variant", "Switch", ButtonStyle::Primary, true).clicked() {
            out.push(Command::ConfirmVariant(true));
        }
        if cv.button(ui, no, "Keep variant", "Keep", ButtonStyle::Plain, true).clicked() {
            out.push(Command::ConfirmVariant(false));
        }
        y += row_h + 2.0;
    }

    // Rules, with who set each one.
    y += 6.0;
    cv.text(painter, pos2(16.0, y + 10.0), Align2::LEFT_CENTER, "Rules", head.clone(), pal.text);
    let (eff, sources) = app.rules.effective();
    let user = app.settings.rules;
    let source = |key: &str| format!("set by {}", sources.get(key).map_or("?", |s| s.as_str()));
    let glinski = eff.stalemate == StalemateRule::Glinski;
    let r1 = SeatCanvas::at(110.0, y, 150.0, row_h - 4.0);
    let r2 = SeatCanvas::at(266.0, y, 130.0, row_h - 4.0);
    if cv.choice(ui, r1, "Stalemate Gliński ¾–¼", "Stalemate ¾–¼", glinski, true).clicked() {
        out.push(Command::SetRules(RuleOverrides { stalemate: Some(StalemateRule::Glinski), ..user }));
    }
    if cv.choice(ui, r2, "Stalemate draw", "Stalemate ½–½", !glinski, true).clicked() {
        out.push(Command::SetRules(RuleOverrides { stalemate: Some(StalemateRule::Draw), ..user }));
    }
    cv.text(painter, pos2(408.0, y + 12.0), Align2::LEFT_CENTER, &source("stalemate"), small.clone(), pal.weak_text);
    y += row_h;
    let toggles: [(&str, &str, bool, &str); 3] = [
        ("Threefold repetition", "Threefold repetition", eff.threefold, "threefold"),
        ("50-move rule", "50-move rule", eff.fifty_move, "fifty_move"),
        ("Draw offers", "Draw offers", eff.draw_offers, "draw_offers"),
    ];
    for (name, text, on, key) in toggles {
        let r = SeatCanvas::at(110.0, y, 286.0, row_h - 4.0);
        if cv.toggle(ui, r, name, text, on, true).clicked() {
            let mut next = user;
            match key {
                "threefold" => next.threefold = Some(!on),
                "fifty_move" => next.fifty_move = Some(!on),
                _ => next.draw_offers = Some(!on),
            }
            out.push(Command::SetRules(next));
        }
        cv.text(painter, pos2(408.0, y + 12.0), Align2::LEFT_CENTER, &source(key), small.clone(), pal.weak_text);
        y += row_h;
    }

    // Clock (clock_settings.rs).
    y += 6.0;
    y += super::clock_settings::clock_section(ui, app, &cv, y, &mut out) + 6.0;

    // Look and sound.
    cv.text(painter, pos2(16.0, y + 10.0), Align2::LEFT_CENTER, "Look", head.clone(), pal.text);
    let dark = app.settings.theme == ThemeChoice::Dark;
    if cv.choice(ui, SeatCanvas::at(110.0, y, 90.0, row_h - 4.0), "Theme light", "Light", !dark, true).clicked() {
        out.push(Command::SetTheme(ThemeChoice::Light));
    }
    if cv.choice(ui, SeatCanvas::at(206.0, y, 90.0, row_h - 4.0), "Theme dark", "Dark", dark, true).clicked() {
        out.push(Command::SetTheme(ThemeChoice::Dark));
    }
    let coords = app.settings.coordinates;
    if cv.toggle(ui, SeatCanvas::at(306.0, y, 140.0, row_h - 4.0), "Coordinates", "Coordinates", coords, true).clicked()
    {
        out.push(Command::SetCoordinates(!coords));
    }
    let sound = app.settings.sound;
    if cv.toggle(ui, SeatCanvas::at(452.0, y, 100.0, row_h - 4.0), "Sound", "Sound", sound, true).clicked() {
        out.push(Command::SetSound(!sound));
    }
    y += row_h + 6.0;

    // House rules.
    cv.text(painter, pos2(16.0, y + 10.0), Align2::LEFT_CENTER, "House rules", head.clone(), pal.text);
    let scripts = app.rules.scripts();
    if scripts.is_empty() {
        cv.text(
            painter,
            pos2(130.0, y + 12.0),
            Align2::LEFT_CENTER,
            "no scripts in scripts/",
            small.clone(),
            pal.weak_text,
        );
        y += row_h;
    }
    for s in scripts {
        let r = SeatCanvas::at(130.0, y, 200.0, row_h - 4.0);
        if cv.toggle(ui, r, &format!("Script {}", s.file), &s.file, s.enabled, true).clicked() {
            out.push(Command::SetScript(s.file.clone(), !s.enabled));
        }
        let status = match &s.status {
            Ok(()) => match s.reloaded_at.and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok()) {
                Some(d) => format!("loaded, {}", clock_time(d.as_secs())),
                None => "loaded".into(),
            },
            Err(e) => e.clone(),
        };
        let color = if s.status.is_ok() { pal.weak_text } else { pal.capture };
        cv.wrapped_text(painter, pos2(340.0, y + 4.0), w - 356.0, &status, small.clone(), color);
        y += row_h;
    }

    // Position editor and lessons (src/gui/editor): also reachable from this panel.
    for (i, (name, text, screen)) in [
        ("Open position editor", "Position editor", super::editor::StudioScreen::Editor),
        ("Open lessons", "Lessons", super::editor::StudioScreen::Lessons),
    ]
    .into_iter()
    .enumerate()
    {
        let r = SeatCanvas::at(16.0 + i as f32 * 156.0, cv.height() - 44.0, 146.0, 32.0);
        if cv.button(ui, r, name, text, ButtonStyle::Plain, true).clicked() {
            out.push(Command::OpenStudio(screen));
        }
    }

    let close = SeatCanvas::at(w - 126.0, cv.height() - 44.0, 110.0, 32.0);
    if cv.button(ui, close, "Close settings", "Close", ButtonStyle::Primary, true).clicked() {
        out.push(Command::CloseOverlay);
    }
    out
}

/// `hh:mm:ss` (UTC) of a Unix time.
fn clock_time(secs: u64) -> String {
    let s = secs % 86_400;
    format!("{:02}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
}
