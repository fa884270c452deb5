//! The settings panel (user guide, "Settings"), facing whoever opened it: the variant, the
//! rules with who set each one, the clock (drawn by the clock's room into the slot this panel
//! leaves), the look and sound, the house-rule scripts, and the way to the editor and lessons.

use egui::{Align2, FontId, Ui, pos2, vec2};

use super::command::DialogCommand;
use super::house_rules::house_rules_section;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::panel::{centred_panel_facing, dim};
use crate::gui::kit::theme::Palette;
use crate::gui::model::rules_provider::{RuleOverrides, RulesProvider};
use crate::gui::model::seat::Seat;
use crate::gui::model::settings::{Settings, ThemeChoice};
use crate::rules::StalemateRule;
use crate::script::VariantEntry;

/// Height of a row of choices.
const ROW_H: f32 = 28.0;
/// Where the choices start, right of the section names.
const LEFT: f32 = 110.0;

/// What the panel shows, read-only.
pub struct SettingsInputs<'a> {
    /// The variants on offer.
    pub catalog: &'a [VariantEntry],
    /// The variant being played.
    pub variant: &'a str,
    /// A variant chosen, waiting for confirmation.
    pub pending_variant: Option<&'a str>,
    /// The rules in force and the house-rule scripts.
    pub rules: &'a RulesProvider,
    /// The player's settings.
    pub settings: &'a Settings,
    /// The height the clock section takes in a panel of the given width.
    pub clock_height: &'a dyn Fn(f32) -> f32,
    /// The screen edge the panel faces (its seat's console's edge).
    pub edge: Seat,
    /// The first house-rule script shown, once the player has paged the list.
    pub house_rules_first_row: Option<usize>,
}

/// What the panel drew: its commands, its canvas, and where the clock section goes.
pub struct SettingsOut {
    /// What the player did.
    pub commands: Vec<DialogCommand>,
    /// The panel, facing its player.
    pub canvas: SeatCanvas,
    /// The local height at which the clock section starts.
    pub clock_top: f32,
}

/// Draws the panel for `seat` over `area`.
pub fn settings_ui(
    ui: &Ui,
    palette: Palette,
    seat: Seat,
    inputs: &SettingsInputs<'_>,
    area: egui::Rect,
) -> SettingsOut {
    let mut out = Vec::new();
    let scripts = inputs.rules.scripts().len();
    let extra = scripts.saturating_sub(1) as f32 * ROW_H + ((inputs.clock_height)(640.0) - ROW_H);
    dim(ui, area, &palette, 0.55);
    let cv = centred_panel_facing(ui, palette, seat, inputs.edge, area, vec2(640.0, 430.0 + extra));
    let mut y = 14.0;
    let title_at = pos2(16.0, y + 8.0);
    cv.text(ui.painter(), title_at, Align2::LEFT_CENTER, "Settings", FontId::proportional(20.0), cv.palette.text);
    y += 30.0;
    y = variant_section(ui, &cv, inputs, y, &mut out);
    y = rules_section(ui, &cv, inputs.rules, inputs.rules.user(), y + 6.0, &mut out);
    // The clock (clock/settings_section.rs) goes here.
    let clock_top = y + 6.0;
    y = clock_top + (inputs.clock_height)(cv.width()) + 6.0;
    y = look_section(ui, &cv, inputs.settings, y, &mut out);
    // The scripts fill the panel down to the bottom buttons, and page when they need more.
    let bottom = cv.height() - 52.0;
    house_rules_section(ui, &cv, inputs.rules, (y, bottom), inputs.house_rules_first_row, &mut out);
    bottom_buttons(ui, &cv, &mut out);
    SettingsOut { commands: out, canvas: cv, clock_top }
}

/// A section's name at the left of its first row.
fn section_name(ui: &Ui, cv: &SeatCanvas, y: f32, name: &str) {
    cv.text(ui.painter(), pos2(16.0, y + 10.0), Align2::LEFT_CENTER, name, FontId::proportional(15.0), cv.palette.text);
}

/// A note beside a row, in small text.
fn note(ui: &Ui, cv: &SeatCanvas, x: f32, y: f32, text: &str, color: egui::Color32) {
    // Labelled for screen readers (read after the control it stands beside).
    let place = TextPlace::Line(pos2(x, y + 12.0), Align2::LEFT_CENTER);
    cv.label(ui, &format!("note {x} {y}"), place, text, FontId::proportional(12.0), color);
}

/// The variants, and the question whether to switch; returns the height below it.
fn variant_section(
    ui: &Ui,
    cv: &SeatCanvas,
    inputs: &SettingsInputs<'_>,
    mut y: f32,
    out: &mut Vec<DialogCommand>,
) -> f32 {
    let w = cv.width();
    section_name(ui, cv, y, "Variant");
    let mut x = LEFT;
    for entry in inputs.catalog {
        let title = match &entry.variant {
            Ok(v) => v.title().to_string(),
            Err(_) => format!("{} (error)", entry.name),
        };
        let bw = (title.chars().count() as f32 * 8.5 + 24.0).max(80.0);
        if x + bw > w - 16.0 {
            x = LEFT;
            y += ROW_H + 2.0;
        }
        let r = SeatCanvas::at(x, y, bw, ROW_H - 4.0);
        let on = entry.name == inputs.variant;
        if cv.choice(ui, r, &format!("Variant {}", entry.name), &title, on, entry.variant.is_ok()).clicked() {
            out.push(DialogCommand::AskVariant(entry.name.clone()));
        }
        x += bw + 6.0;
    }
    y += ROW_H + 4.0;
    if let Some(name) = inputs.pending_variant {
        note(ui, cv, LEFT, y, &format!("Switch to {name}? This starts a new game."), cv.palette.capture);
        let yes = SeatCanvas::at(w - 230.0, y, 100.0, ROW_H - 4.0);
        let no = SeatCanvas::at(w - 120.0, y, 100.0, ROW_H - 4.0);
        if cv.button(ui, yes, "Switch variant", "Switch", ButtonStyle::Primary, true).clicked() {
            out.push(DialogCommand::ConfirmVariant(true));
        }
        if cv.button(ui, no, "Keep variant", "Keep", ButtonStyle::Plain, true).clicked() {
            out.push(DialogCommand::ConfirmVariant(false));
        }
        y += ROW_H + 2.0;
    }
    y
}

/// The switchable rules, each with who set it; returns the height below them.
/// `user` is the player's own choice of each rule.
fn rules_section(
    ui: &Ui,
    cv: &SeatCanvas,
    rules: &RulesProvider,
    user: RuleOverrides,
    mut y: f32,
    out: &mut Vec<DialogCommand>,
) -> f32 {
    let weak = cv.palette.weak_text;
    section_name(ui, cv, y, "Rules");
    let (eff, sources) = rules.effective();
    let source = |key: &str| format!("set by {}", sources.get(key).map_or("?", |s| s.as_str()));
    let glinski = eff.stalemate == StalemateRule::Glinski;
    let r1 = SeatCanvas::at(LEFT, y, 150.0, ROW_H - 4.0);
    let r2 = SeatCanvas::at(266.0, y, 130.0, ROW_H - 4.0);
    // Clicking the chip that is already selected changes nothing.
    if cv.choice(ui, r1, "Stalemate Gliński ¾–¼", "Stalemate ¾–¼", glinski, true).clicked() && !glinski {
        out.push(DialogCommand::SetRules(RuleOverrides { stalemate: Some(StalemateRule::Glinski), ..user }));
    }
    if cv.choice(ui, r2, "Stalemate draw", "Stalemate ½–½", !glinski, true).clicked() && glinski {
        out.push(DialogCommand::SetRules(RuleOverrides { stalemate: Some(StalemateRule::Draw), ..user }));
    }
    note(ui, cv, 408.0, y, &source("stalemate"), weak);
    y += ROW_H;
    let toggles: [(&str, bool, &str); 3] = [
        ("Threefold repetition", eff.threefold, "threefold"),
        ("50-move rule", eff.fifty_move, "fifty_move"),
        ("Draw offers", eff.draw_offers, "draw_offers"),
    ];
    for (name, on, key) in toggles {
        let r = SeatCanvas::at(LEFT, y, 286.0, ROW_H - 4.0);
        if cv.toggle(ui, r, name, name, on, true).clicked() {
            let mut next = user;
            match key {
                "threefold" => next.threefold = Some(!on),
                "fifty_move" => next.fifty_move = Some(!on),
                _ => next.draw_offers = Some(!on),
            }
            out.push(DialogCommand::SetRules(next));
        }
        note(ui, cv, 408.0, y, &source(key), weak);
        y += ROW_H;
    }
    y
}

/// The theme, coordinates, sound and the evaluation bar; returns the height below them.
fn look_section(ui: &Ui, cv: &SeatCanvas, settings: &Settings, y: f32, out: &mut Vec<DialogCommand>) -> f32 {
    section_name(ui, cv, y, "Look");
    let dark = settings.theme == ThemeChoice::Dark;
    let at = |x: f32, w: f32| SeatCanvas::at(x, y, w, ROW_H - 4.0);
    if cv.choice(ui, at(LEFT, 90.0), "Theme light", "Light", !dark, true).clicked() {
        out.push(DialogCommand::SetTheme(ThemeChoice::Light));
    }
    if cv.choice(ui, at(206.0, 90.0), "Theme dark", "Dark", dark, true).clicked() {
        out.push(DialogCommand::SetTheme(ThemeChoice::Dark));
    }
    let coords = settings.coordinates;
    if cv.toggle(ui, at(306.0, 140.0), "Coordinates", "Coordinates", coords, true).clicked() {
        out.push(DialogCommand::SetCoordinates(!coords));
    }
    let sound = settings.sound;
    if cv.toggle(ui, at(452.0, 100.0), "Sound", "Sound", sound, true).clicked() {
        out.push(DialogCommand::SetSound(!sound));
    }
    let bar = settings.eval_bar;
    if cv.toggle(ui, at(558.0, 76.0), "Evaluation bar", "Eval bar", bar, true).clicked() {
        out.push(DialogCommand::SetEvalBar(!bar));
    }
    y + ROW_H + 6.0
}

/// The position editor, lessons, Learn, Puzzles and Play online (also on the consoles), and
/// Close.
fn bottom_buttons(ui: &Ui, cv: &SeatCanvas, out: &mut Vec<DialogCommand>) {
    let (w, h) = (cv.width(), cv.height());
    let studio = [
        ("Open position editor", "Position editor", DialogCommand::OpenEditor),
        ("Open lessons", "Lessons", DialogCommand::OpenLessons),
        ("Open learn", "Learn", DialogCommand::OpenLearn(cv.seat)),
        ("Open puzzles", "Puzzles", DialogCommand::OpenPuzzles(cv.seat)),
        ("Play online", "Play online", DialogCommand::OpenOnline(cv.seat)),
    ];
    // They share the row left of Close.
    let step = (w - 16.0 - 126.0 - 6.0) / studio.len() as f32;
    for (i, (name, text, command)) in studio.into_iter().enumerate() {
        let r = SeatCanvas::at(16.0 + i as f32 * step, h - 44.0, step - 6.0, 32.0);
        if cv.button(ui, r, name, text, ButtonStyle::Plain, true).clicked() {
            out.push(command);
        }
    }
    let close = SeatCanvas::at(w - 126.0, h - 44.0, 110.0, 32.0);
    if cv.button(ui, close, "Close settings", "Close", ButtonStyle::Primary, true).clicked() {
        out.push(DialogCommand::Close);
    }
}
