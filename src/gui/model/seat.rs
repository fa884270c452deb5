//! The two physical seats at the table.

use serde::{Deserialize, Serialize};

/// Where a player sits: at the bottom edge of the screen, or opposite at the top.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Seat {
    /// The player at the bottom edge; their console reads normally.
    Bottom,
    /// The player opposite; their console is drawn turned by 180°.
    Top,
}

impl Seat {
    /// Both seats, bottom first.
    pub const BOTH: [Seat; 2] = [Seat::Bottom, Seat::Top];

    /// The other seat.
    pub const fn other(self) -> Seat {
        match self {
            Seat::Bottom => Seat::Top,
            Seat::Top => Seat::Bottom,
        }
    }

    /// `"bottom"` or `"top"`: the prefix of this seat's widget labels (`"top: Resign"`).
    pub const fn name(self) -> &'static str {
        match self {
            Seat::Bottom => "bottom",
            Seat::Top => "top",
        }
    }

    /// 0 for the bottom seat, 1 for the top.
    pub const fn index(self) -> usize {
        match self {
            Seat::Bottom => 0,
            Seat::Top => 1,
        }
    }

    /// The seat of an index: 0 is the bottom seat, anything else the top.
    pub const fn from_index(index: usize) -> Seat {
        if index == 0 { Seat::Bottom } else { Seat::Top }
    }

    /// The accessible label of a widget on this seat's console: `"top: Resign"`.
    pub fn label(self, name: &str) -> String {
        format!("{}: {name}", self.name())
    }
}
