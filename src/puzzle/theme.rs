//! Puzzle themes, named as in lichess's puzzle database (`mateIn2`, `fork`, …).

use std::fmt;
use std::str::FromStr;

/// What a puzzle is about. Every theme is detected by code ([`crate::puzzle::detect_themes`]).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug)]
pub enum Theme {
    /// The solver mates.
    Mate,
    /// Mate in one move.
    MateIn1,
    /// Mate in two moves.
    MateIn2,
    /// Mate in three moves.
    MateIn3,
    /// Mate in four moves.
    MateIn4,
    /// Mate in five moves.
    MateIn5,
    /// A solver move attacks two or more valuable enemy pieces at once.
    Fork,
    /// A solver move wins or exploits a piece that cannot move without exposing a more valuable one.
    Pin,
    /// A solver move uncovers an attack by another piece.
    DiscoveredAttack,
    /// The solver takes a piece that was left undefended.
    HangingPiece,
    /// The solution promotes a pawn.
    Promotion,
    /// The solution captures en passant.
    EnPassant,
    /// The solution castles.
    Castling,
    /// The solver, level or losing, forces a stalemate that scores ¾ (Gliński's rule).
    StalemateTrick,
    /// The solver ends clearly better (a winning advantage below crushing).
    Advantage,
    /// The solver ends with a crushing advantage.
    Crushing,
    /// One solver move.
    OneMove,
    /// Two solver moves.
    Short,
    /// Three or more solver moves.
    Long,
}

impl Theme {
    /// Every theme, in the order they are listed.
    pub const ALL: [Theme; 19] = [
        Theme::Mate,
        Theme::MateIn1,
        Theme::MateIn2,
        Theme::MateIn3,
        Theme::MateIn4,
        Theme::MateIn5,
        Theme::Fork,
        Theme::Pin,
        Theme::DiscoveredAttack,
        Theme::HangingPiece,
        Theme::Promotion,
        Theme::EnPassant,
        Theme::Castling,
        Theme::StalemateTrick,
        Theme::Advantage,
        Theme::Crushing,
        Theme::OneMove,
        Theme::Short,
        Theme::Long,
    ];

    /// The database name, e.g. `mateIn2`.
    pub fn name(self) -> &'static str {
        match self {
            Theme::Mate => "mate",
            Theme::MateIn1 => "mateIn1",
            Theme::MateIn2 => "mateIn2",
            Theme::MateIn3 => "mateIn3",
            Theme::MateIn4 => "mateIn4",
            Theme::MateIn5 => "mateIn5",
            Theme::Fork => "fork",
            Theme::Pin => "pin",
            Theme::DiscoveredAttack => "discoveredAttack",
            Theme::HangingPiece => "hangingPiece",
            Theme::Promotion => "promotion",
            Theme::EnPassant => "enPassant",
            Theme::Castling => "castling",
            Theme::StalemateTrick => "stalemateTrick",
            Theme::Advantage => "advantage",
            Theme::Crushing => "crushing",
            Theme::OneMove => "oneMove",
            Theme::Short => "short",
            Theme::Long => "long",
        }
    }

    /// The name shown to players, e.g. `Mate in 2`.
    pub fn title(self) -> &'static str {
        match self {
            Theme::Mate => "Mate",
            Theme::MateIn1 => "Mate in 1",
            Theme::MateIn2 => "Mate in 2",
            Theme::MateIn3 => "Mate in 3",
            Theme::MateIn4 => "Mate in 4",
            Theme::MateIn5 => "Mate in 5",
            Theme::Fork => "Fork",
            Theme::Pin => "Pin",
            Theme::DiscoveredAttack => "Discovered attack",
            Theme::HangingPiece => "Hanging piece",
            Theme::Promotion => "Promotion",
            Theme::EnPassant => "En passant",
            Theme::Castling => "Castling",
            Theme::StalemateTrick => "Stalemate trick",
            Theme::Advantage => "Advantage",
            Theme::Crushing => "Crushing",
            Theme::OneMove => "One move",
            Theme::Short => "Short",
            Theme::Long => "Long",
        }
    }

    /// The mate-in-`n` theme (1 to 5).
    pub fn mate_in(n: usize) -> Option<Theme> {
        [Theme::MateIn1, Theme::MateIn2, Theme::MateIn3, Theme::MateIn4, Theme::MateIn5].get(n.checked_sub(1)?).copied()
    }
}

impl fmt::Display for Theme {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A theme name that is not one of [`Theme::ALL`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown puzzle theme {0:?}")]
pub struct UnknownTheme(pub String);

impl FromStr for Theme {
    type Err = UnknownTheme;

    fn from_str(s: &str) -> Result<Theme, UnknownTheme> {
        Theme::ALL.into_iter().find(|t| t.name() == s).ok_or_else(|| UnknownTheme(s.into()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_read_back_and_are_distinct() {
        let mut seen = std::collections::HashSet::new();
        for t in Theme::ALL {
            assert_eq!(t.name().parse::<Theme>(), Ok(t));
            assert!(seen.insert(t.name()), "{t} twice");
        }
        assert_eq!(Theme::mate_in(0), None);
        assert_eq!(Theme::mate_in(3), Some(Theme::MateIn3));
        assert_eq!(Theme::mate_in(4), Some(Theme::MateIn4));
        assert_eq!(Theme::mate_in(5), Some(Theme::MateIn5));
        assert_eq!(Theme::mate_in(6), None);
        assert!("Fork".parse::<Theme>().is_err());
    }
}
