//! The settings panel's house-rule scripts: each with its switch and its status (when it was
//! loaded, or its error with file and line). When the panel is too short for all of them (a
//! small window, many scripts, long errors), the list pages by whole rows, with the Earlier and
//! Later buttons beside it and the wheel over it, and says which rows it shows (`3–4 of 9`).

use std::time::SystemTime;

use egui::{FontId, Rect, Ui, pos2};
use jiff::Timestamp;
use jiff::tz::TimeZone;

use super::command::DialogCommand;
use crate::gui::kit::canvas::{ButtonStyle, SeatCanvas, TextPlace};
use crate::gui::kit::scroll::wheel_rows;
use crate::gui::model::rules_provider::{RulesProvider, ScriptInfo};

/// Height of a script's row (more when its status wraps).
const ROW_H: f32 = 28.0;
/// Where the switches start.
const SWITCH_X: f32 = 130.0;
/// Where the statuses start.
const STATUS_X: f32 = 340.0;
/// Width of the Earlier and Later buttons.
const BAR_W: f32 = 36.0;

/// Draws the scripts from local height `top` down to `bottom`; `scrolled` is the first row the
/// player scrolled to, if any.
pub fn house_rules_section(
    ui: &Ui,
    cv: &SeatCanvas,
    rules: &RulesProvider,
    (top, bottom): (f32, f32),
    scrolled: Option<usize>,
    out: &mut Vec<DialogCommand>,
) {
    let (w, pal) = (cv.width(), cv.palette);
    let name_at = pos2(16.0, top + 10.0);
    cv.text(ui.painter(), name_at, egui::Align2::LEFT_CENTER, "House rules", FontId::proportional(15.0), pal.text);
    let scripts = rules.scripts();
    if scripts.is_empty() {
        let at = TextPlace::Line(pos2(SWITCH_X, top + 12.0), egui::Align2::LEFT_CENTER);
        cv.label(ui, "no scripts", at, "no scripts in scripts/", FontId::proportional(12.0), pal.weak_text);
        return;
    }
    let statuses: Vec<String> = scripts.iter().map(status_text).collect();
    let font = FontId::proportional(12.0);
    let heights_at = |wrap: f32| -> Vec<f32> {
        let layout = |text: &String| ui.painter().layout(text.clone(), font.clone(), pal.text, wrap);
        statuses.iter().map(|text| ROW_H.max(layout(text).size().y + 8.0)).collect()
    };
    let room = bottom - top;
    // The Earlier and Later buttons stand one above the other, or side by side when the room is
    // lower than the two of them.
    let stacked = room >= 2.0 * (ROW_H - 4.0) + 6.0;
    let bar_w = if stacked { BAR_W } else { 2.0 * BAR_W + 6.0 };
    let mut wrap = w - STATUS_X - 16.0;
    let mut heights = heights_at(wrap);
    let pages = heights.iter().sum::<f32>() > room;
    if pages {
        wrap -= bar_w + 8.0;
        heights = heights_at(wrap);
    }
    let last = last_first(&heights, room);
    let first = scrolled.unwrap_or(0).min(last);
    let shown = rows_fitting(&heights, first, room);
    let mut y = top;
    for (s, (status, height)) in scripts.iter().zip(statuses.iter().zip(&heights)).skip(first).take(shown) {
        let r = SeatCanvas::at(SWITCH_X, y, 200.0, ROW_H - 4.0);
        if cv.toggle(ui, r, &format!("Script {}", s.file), &s.file, s.enabled, true).clicked() {
            out.push(DialogCommand::SetScript(s.file.clone(), !s.enabled));
        }
        let color = if s.status.is_ok() { pal.weak_text } else { pal.capture };
        cv.wrapped_text(ui.painter(), pos2(STATUS_X, y + 4.0), wrap, status, font.clone(), color);
        y += height;
    }
    if !pages {
        return;
    }
    let range = match shown {
        1 => format!("{} of {}", first + 1, scripts.len()),
        _ => format!("{}–{} of {}", first + 1, first + shown, scripts.len()),
    };
    let range_at = TextPlace::Line(pos2(16.0, top + 32.0), egui::Align2::LEFT_CENTER);
    let spoken = format!("house rules {range}");
    cv.spoken_label(ui, "House rules shown", range_at, (&range, &spoken), FontId::proportional(12.0), pal.weak_text);
    let page = shown.saturating_sub(1).max(1);
    let (up, down) = if stacked {
        let half = (room - 6.0) / 2.0;
        let x = w - 16.0 - BAR_W;
        (SeatCanvas::at(x, top, BAR_W, half), SeatCanvas::at(x, top + half + 6.0, BAR_W, half))
    } else {
        let h = room.min(ROW_H - 4.0);
        let x = w - 16.0 - bar_w;
        (SeatCanvas::at(x, top, BAR_W, h), SeatCanvas::at(x + BAR_W + 6.0, top, BAR_W, h))
    };
    if cv.button(ui, up, "Earlier house rules", "⏶", ButtonStyle::Plain, first > 0).clicked() {
        out.push(DialogCommand::ScrollHouseRules(first.saturating_sub(page)));
    }
    if cv.button(ui, down, "Later house rules", "⏷", ButtonStyle::Plain, first < last).clicked() {
        out.push(DialogCommand::ScrollHouseRules((first + page).min(last)));
    }
    let list = cv.rect(Rect::from_min_max(pos2(SWITCH_X, top), pos2(w - 16.0, bottom)));
    let wheel = wheel_rows(ui, list, ROW_H, shown, cv.upside_down());
    if wheel != 0 {
        out.push(DialogCommand::ScrollHouseRules(first.saturating_add_signed(wheel).min(last)));
    }
}

/// A script's status: `loaded, 20:44:03` (local time of its last load), or its error.
fn status_text(script: &ScriptInfo) -> String {
    match &script.status {
        Ok(()) => match script.reloaded_at.and_then(|t| local_clock_time(t, &TimeZone::system())) {
            Some(time) => format!("loaded, {time}"),
            None => "loaded".into(),
        },
        Err(e) => e.to_string(),
    }
}

/// How many rows from `first`, of the given heights, fit in `room` (at least one, so a row
/// taller than the room still shows).
fn rows_fitting(heights: &[f32], first: usize, room: f32) -> usize {
    let mut used = 0.0;
    let fit = heights.iter().skip(first).take_while(|&&h| {
        used += h;
        used <= room
    });
    fit.count().max(1).min(heights.len().saturating_sub(first))
}

/// The last row worth starting from: the first row from which all the remaining rows fit.
fn last_first(heights: &[f32], room: f32) -> usize {
    (0..heights.len()).find(|&first| first + rows_fitting(heights, first, room) >= heights.len()).unwrap_or(0)
}

/// The time of day `hh:mm:ss` of `time` in the time zone `tz` (the player's local time in the
/// panel); `None` for a time outside the calendar's range.
fn local_clock_time(time: SystemTime, tz: &TimeZone) -> Option<String> {
    let stamp = Timestamp::try_from(time).ok()?;
    Some(stamp.to_zoned(tz.clone()).strftime("%H:%M:%S").to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::{Duration, UNIX_EPOCH};

    #[test]
    fn reload_times_are_shown_in_the_given_time_zone() {
        // 2026-12-02 10:20:30 UTC.
        let time = UNIX_EPOCH + Duration::from_secs(1_796_206_830);
        assert_eq!(local_clock_time(time, &TimeZone::UTC).as_deref(), Some("10:20:30"));
        let east = TimeZone::fixed(jiff::tz::offset(5));
        assert_eq!(local_clock_time(time, &east).as_deref(), Some("15:20:30"));
        let west = TimeZone::fixed(jiff::tz::offset(-11));
        assert_eq!(local_clock_time(time, &west).as_deref(), Some("23:20:30"), "the day before");
    }

    #[test]
    fn the_list_pages_by_the_rows_that_fit() {
        let even = [28.0; 9];
        assert_eq!(rows_fitting(&even, 0, 100.0), 3);
        assert_eq!(rows_fitting(&even, 7, 100.0), 2, "only two rows are left");
        assert_eq!(last_first(&even, 100.0), 6, "rows 6, 7 and 8 fill the last page");
        assert_eq!(last_first(&even, 300.0), 0, "everything fits");
        // A long error takes three rows' height; a row taller than the room still shows.
        let error = [28.0, 84.0, 28.0, 28.0];
        assert_eq!(rows_fitting(&error, 0, 100.0), 1);
        assert_eq!(rows_fitting(&error, 1, 60.0), 1);
        assert_eq!(rows_fitting(&error, 2, 100.0), 2);
        assert_eq!(last_first(&error, 100.0), 2);
        assert_eq!(rows_fitting(&[], 0, 100.0), 0);
        assert_eq!(last_first(&[], 100.0), 0);
    }
}
