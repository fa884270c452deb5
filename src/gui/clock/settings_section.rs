//! The Clock part of the Settings panel (user guide, "Settings"): Off, the presets (built in and from
//! house-rule scripts), Custom with base-minute and increment steppers, and "tap the clock to end
//! the turn". A change applies to the next game.

use egui::{Align2, FontId, Rect, Ui, pos2};

use crate::clock::TimeControl;
use crate::script::ClockPreset;

use super::command::ClockCommand;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas};
use crate::gui::model::clock_choice::{ClockChoice, step_increment, step_minutes};

/// What the section shows, read-only.
pub struct ClockSettings<'a> {
    /// The clock chosen for the next game.
    pub chosen: &'a ClockChoice,
    /// Whether "tap the clock to end the turn" is on.
    pub tap_to_end_turn: bool,
    /// The presets on offer (built in, then from house-rule scripts).
    pub presets: &'a [ClockPreset],
    /// Whether the choice differs from the current game's clock (it applies from the next game).
    pub pending: bool,
    /// The current game's time control, if it has a clock.
    pub current: Option<TimeControl>,
}

/// One choice button.
struct Chip {
    rect: Rect,
    /// The accessible name, e.g. `Clock 3+2`.
    name: String,
    text: String,
    /// The choice it makes; `None` when a script's preset does not fit a clock.
    choice: Option<ClockChoice>,
    on: bool,
}

/// Where everything goes, relative to the section's top.
struct Layout {
    chips: Vec<Chip>,
    /// The custom steppers' row, when Custom is chosen.
    custom_y: Option<f32>,
    tap_y: f32,
    height: f32,
}

fn layout(s: &ClockSettings<'_>, width: f32) -> Layout {
    let chosen = s.chosen;
    let mut chips = Vec::new();
    let mut push = |name: String, text: String, choice: Option<ClockChoice>, on: bool| {
        chips.push(Chip { rect: Rect::NOTHING, name, text, choice, on });
    };
    push("Clock off".into(), "Off".into(), Some(ClockChoice::Off), *chosen == ClockChoice::Off);
    let presets = s.presets;
    for preset in presets {
        let on = matches!(chosen, ClockChoice::Preset { name, .. } if *name == preset.name);
        push(format!("Clock {}", preset.name), preset.name.clone(), ClockChoice::from_preset(preset).ok(), on);
    }
    // A saved preset whose script is now off stays chosen and shown.
    if let ClockChoice::Preset { name, .. } = chosen
        && !presets.iter().any(|p| p.name == *name)
    {
        push(format!("Clock {name}"), name.clone(), Some(chosen.clone()), true);
    }
    let custom_on = matches!(chosen, ClockChoice::Custom { .. });
    push("Clock custom".into(), "Custom".into(), Some(chosen.as_custom()), custom_on);

    let (mut x, mut y) = (LEFT, 0.0);
    for chip in &mut chips {
        let w = (chip.text.chars().count() as f32 * 8.0 + 22.0).max(54.0);
        if x + w > width - 16.0 && x > LEFT {
            x = LEFT;
            y += ROW_H;
        }
        chip.rect = SeatCanvas::at(x, y, w, ROW_H - 4.0);
        x += w + GAP;
    }
    y += ROW_H;
    let custom_y = custom_on.then_some(y);
    if custom_on {
        y += ROW_H;
    }
    let tap_y = y;
    Layout { chips, custom_y, tap_y, height: tap_y + ROW_H }
}

/// Height of a row of chips.
const ROW_H: f32 = 28.0;
/// Where the chips start, right of the section's name.
const LEFT: f32 = 110.0;
/// Space between chips.
const GAP: f32 = 6.0;

/// The section's height in a panel `width` wide (for sizing the panel before drawing it).
pub fn clock_section_height(s: &ClockSettings<'_>, width: f32) -> f32 {
    layout(s, width).height
}

/// Draws the section at local height `top` of the settings panel `cv`; returns the height used.
pub fn clock_section(ui: &Ui, s: &ClockSettings<'_>, cv: &SeatCanvas, top: f32, out: &mut Vec<ClockCommand>) -> f32 {
    let painter = ui.painter();
    let pal = cv.palette;
    let small = FontId::proportional(12.0);
    let l = layout(s, cv.width());
    let at = |r: Rect| r.translate(egui::vec2(0.0, top));
    cv.text(painter, pos2(16.0, top + 10.0), Align2::LEFT_CENTER, "Clock", FontId::proportional(15.0), pal.text);
    for chip in &l.chips {
        if cv.choice(ui, at(chip.rect), &chip.name, &chip.text, chip.on, chip.choice.is_some()).clicked()
            && let Some(choice) = &chip.choice
        {
            out.push(ClockCommand::Choose(choice.clone()));
        }
    }
    if let (Some(y), ClockChoice::Custom { minutes, increment }) = (l.custom_y, s.chosen) {
        let (minutes, increment) = (*minutes, *increment);
        let y = top + y;
        let shown = format!("{minutes} min");
        if let Some(next) = stepper(ui, cv, LEFT, y, "Custom minutes", &shown, minutes, step_minutes) {
            out.push(ClockCommand::Choose(ClockChoice::Custom { minutes: next, increment }));
        }
        let shown = format!("+{increment} s");
        if let Some(next) = stepper(ui, cv, LEFT + 156.0, y, "Custom increment", &shown, increment, step_increment) {
            out.push(ClockCommand::Choose(ClockChoice::Custom { minutes, increment: next }));
        }
    }
    let tap = s.tap_to_end_turn;
    let r = SeatCanvas::at(LEFT, top + l.tap_y, 250.0, ROW_H - 4.0);
    if cv.toggle(ui, r, "Tap to end turn", "Tap the clock to end the turn", tap, true).clicked() {
        out.push(ClockCommand::TapToEndTurn(!tap));
    }
    if s.pending {
        let current = s.current.map_or("no clock".to_string(), |c| c.to_string());
        let text = format!("from the next game (now: {current})");
        let at = pos2(LEFT + 262.0, top + l.tap_y + 12.0);
        cv.text(painter, at, Align2::LEFT_CENTER, &text, small, pal.weak_text);
    }
    l.height
}

/// A `[-] value [+]` stepper at local `(x, y)`; returns the new value when a button was pressed.
#[allow(clippy::too_many_arguments)]
fn stepper(
    ui: &Ui,
    cv: &SeatCanvas,
    x: f32,
    y: f32,
    name: &str,
    shown: &str,
    value: u32,
    step: fn(u32, bool) -> u32,
) -> Option<u32> {
    let mut picked = None;
    for (sign, up, dx) in [("-", false, 0.0), ("+", true, 110.0)] {
        let next = step(value, up);
        let r = SeatCanvas::at(x + dx, y, 30.0, ROW_H - 4.0);
        if cv.button(ui, r, &format!("{name} {sign}"), sign, ButtonStyle::Plain, next != value).clicked() {
            picked = Some(next);
        }
    }
    let at = pos2(x + 70.0, y + 12.0);
    cv.text(ui.painter(), at, Align2::CENTER_CENTER, shown, FontId::proportional(13.0), cv.palette.text);
    picked
}
