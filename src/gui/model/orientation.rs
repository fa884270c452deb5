//! How the rules core's board lies on the physical table: which seat plays White, the variant's
//! symmetry, and the Flip. Pure; [`BoardLayout`](crate::gui::board::layout::BoardLayout) turns it
//! into pixels.

use crate::rules::spec::Symmetry;

use super::seat::Seat;

/// How the rules core's board lies on the table and on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Orientation {
    /// The physical seat that plays White.
    pub white_seat: Seat,
    /// The variant's symmetry, used when the top seat plays White.
    pub symmetry: Symmetry,
    /// Whether the view is turned by 180° (Flip).
    pub flipped: bool,
}

impl Orientation {
    /// The signs `(sx, sy)` that multiply a core offset from the centre to give the screen offset.
    pub fn signs(self) -> (f32, f32) {
        let (mut sx, mut sy) = (1.0, 1.0);
        if self.white_seat == Seat::Top {
            match self.symmetry {
                Symmetry::Mirror => sy = -sy,
                Symmetry::Rotate => {
                    sx = -sx;
                    sy = -sy;
                }
            }
        }
        if self.flipped {
            sx = -sx;
            sy = -sy;
        }
        (sx, sy)
    }
}

/// The screen edge where `seat`'s console sits: its own edge, or the opposite one while the view
/// is flipped (Flip turns the whole view, consoles included, so the console of the army nearest
/// a player is on that player's edge; user guide, "Flip").
pub fn console_edge(seat: Seat, flipped: bool) -> Seat {
    if flipped { seat.other() } else { seat }
}
