//! Where a console's parts go: the score card, the clock slot, the button grid, the Save/Open
//! and computer columns, and the middle with the status line and the move box.

use egui::{Rect, pos2};

/// Space around the console's parts.
pub const PAD: f32 = 8.0;
/// Space between them.
pub const GAP: f32 = 6.0;
/// Width of the move box at full size.
pub const MOVE_BOX_W: f32 = 150.0;
/// Width of the Play button beside the move box.
pub const PLAY_W: f32 = 60.0;
/// Width of the Editor and Lessons buttons.
pub const STUDIO_W: f32 = 72.0;
/// Width of the Save/Open column at full size.
pub const RECORDS_W: f32 = 84.0;

/// Where a console's columns go, in the console's local coordinates.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Columns {
    /// Width of the score card.
    pub card: f32,
    /// Width of the clock slot.
    pub clock: f32,
    /// Width of each button of the grid and of the computer column.
    pub button: f32,
    /// Width of the Save/Open column.
    pub records: f32,
    /// Left edge of the button grid (three columns).
    pub grid_x: f32,
    /// Left edge of the Save/Open column.
    pub records_x: f32,
    /// Left edge of the computer column.
    pub computer_x: f32,
}

impl Columns {
    /// The columns of a console `w` points wide: full size from about 1250 points, narrower below,
    /// so that down to the smallest window (800 points) the middle keeps room for the status line
    /// and the move box.
    pub fn for_width(w: f32) -> Columns {
        let button = (w * 0.085).clamp(64.0, 110.0).min((w - 2.0 * PAD) / 8.0);
        let records = RECORDS_W.min(button + 8.0);
        let grid_x = w - PAD - 3.0 * button - 2.0 * GAP;
        let records_x = grid_x - GAP - records;
        Columns {
            card: (w * 0.12).clamp(88.0, 150.0),
            clock: (w * 0.094).clamp(84.0, 120.0),
            button,
            records,
            grid_x,
            records_x,
            computer_x: records_x - GAP - button,
        }
    }

    /// The middle (status, prompts, move box) of a console `h` points high: from the clock to
    /// the computer column.
    pub fn middle(&self, h: f32) -> Rect {
        let left = PAD + self.card + GAP + self.clock + 2.0 * GAP;
        Rect::from_min_max(pos2(left, PAD), pos2(self.computer_x - 2.0 * GAP, h - PAD))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_narrow_console_keeps_room_for_the_move_box() {
        let full = Columns::for_width(1280.0);
        assert_eq!((full.card, full.clock), (150.0, 120.0));
        assert!(full.middle(100.0).width() >= MOVE_BOX_W + PLAY_W + 2.0 * STUDIO_W + 4.0 * GAP, "{full:?}");
        for w in [800.0, 900.0, 1024.0, 1100.0] {
            let cols = Columns::for_width(w);
            // The move box at its smallest (90) and the Play button fit.
            let room = cols.middle(100.0).width();
            assert!(room >= 90.0 + GAP + PLAY_W, "{w}: {cols:?} leaves {room}");
        }
    }
}
