//! Lists that scroll by whole rows on a canvas that may be turned half round, where egui's own
//! `ScrollArea` cannot go: the wheel over the list, read the way the list's reader sees it.

use egui::{Event, MouseWheelUnit, Rect, Ui};

/// The rows the wheel scrolled this frame over `list` (on screen), rows being `row_h` high and
/// a page `page` rows: positive shows later rows. The content follows the wheel as the list's
/// reader sees it, so on a `turned` canvas the screen's direction is reversed.
pub fn wheel_rows(ui: &Ui, list: Rect, row_h: f32, page: usize, turned: bool) -> isize {
    let over = ui.input(|i| i.pointer.hover_pos()).is_some_and(|p| list.contains(p));
    if !over {
        return 0;
    }
    let dy: f32 = ui.input(|i| {
        i.events
            .iter()
            .map(|e| match e {
                Event::MouseWheel { unit, delta, .. } => match unit {
                    MouseWheelUnit::Point => delta.y / row_h,
                    MouseWheelUnit::Line => delta.y,
                    MouseWheelUnit::Page => delta.y * page as f32,
                },
                _ => 0.0,
            })
            .sum()
    });
    if dy == 0.0 {
        return 0;
    }
    // Content moving down on screen reveals earlier rows (for the bottom reader); a small turn
    // still moves one row.
    let rows = if dy.abs() < 1.0 { dy.signum() } else { dy.round() };
    (if turned { rows } else { -rows }) as isize
}

/// The first row to show of `rows`, `fit` at a time: `scrolled` when the reader scrolled (kept
/// in range), else `follow` (the rows that keep the row the list follows in view).
pub fn first_row(rows: usize, fit: usize, scrolled: Option<usize>, follow: usize) -> usize {
    scrolled.unwrap_or(follow).min(rows.saturating_sub(fit))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_first_row_stays_in_range() {
        assert_eq!(first_row(50, 10, None, 40), 40);
        assert_eq!(first_row(50, 10, Some(45), 40), 40, "never past the last page");
        assert_eq!(first_row(5, 10, Some(3), 0), 0, "everything fits");
        assert_eq!(first_row(50, 10, Some(7), 40), 7);
    }
}
