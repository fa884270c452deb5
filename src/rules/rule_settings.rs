//! The tweakable rules: stalemate scoring, the draw rules and extra ways to win.
//!
//! A variant file gives their defaults; house-rule scripts may override them. The rules core
//! reads them to decide a game's status and score.

use serde::{Deserialize, Serialize};

use super::win::WinRules;

/// How a stalemate is scored.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StalemateRule {
    /// ¾ to the player who delivered stalemate, ¼ to the stalemated player (Gliński).
    Glinski,
    /// A plain draw, ½–½.
    #[default]
    Draw,
}

/// The settings of the rules that a player may switch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct RuleSettings {
    /// How a stalemate is scored.
    pub stalemate: StalemateRule,
    /// Whether the third occurrence of a position draws.
    pub threefold: bool,
    /// Whether the fifty-move rule draws.
    pub fifty_move: bool,
    /// Plies without a capture or pawn move that draw under the fifty-move rule.
    pub fifty_move_plies: u32,
    /// Whether players may offer a draw.
    pub draw_offers: bool,
    /// Whether a position with only the two kings left is a draw (Shafran).
    pub bare_kings: bool,
    /// Extra ways to win (n-check, King of the Hill); none by default, and in settings saved
    /// before they existed.
    pub win: WinRules,
}

impl Default for RuleSettings {
    fn default() -> Self {
        RuleSettings {
            stalemate: StalemateRule::Draw,
            threefold: true,
            fifty_move: true,
            fifty_move_plies: 100,
            draw_offers: true,
            bare_kings: false,
            win: WinRules::NONE,
        }
    }
}
