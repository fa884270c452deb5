//! Colours, piece kinds and pieces.

use serde::{Deserialize, Serialize};

/// A side: White moves first and sits at the bottom of the rules core's board.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Color {
    /// The side that moves first.
    White,
    /// The other side.
    Black,
}

impl Color {
    /// Both colours, White first.
    pub const ALL: [Color; 2] = [Color::White, Color::Black];

    /// The other colour.
    #[inline(always)]
    pub const fn other(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black.
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase name, `"white"` or `"black"`.
    pub const fn name(self) -> &'static str {
        match self {
            Color::White => "white",
            Color::Black => "black",
        }
    }
}

/// A piece kind.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// Pawn.
    Pawn,
    /// Knight.
    Knight,
    /// Bishop.
    Bishop,
    /// Rook.
    Rook,
    /// Queen.
    Queen,
    /// King.
    King,
}

impl Role {
    /// All kinds, pawn first.
    pub const ALL: [Role; 6] = [Role::Pawn, Role::Knight, Role::Bishop, Role::Rook, Role::Queen, Role::King];

    /// 0..6 in the order of [`Role::ALL`].
    #[inline(always)]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The English upper-case letter: `P N B R Q K`.
    pub const fn upper_char(self) -> char {
        match self {
            Role::Pawn => 'P',
            Role::Knight => 'N',
            Role::Bishop => 'B',
            Role::Rook => 'R',
            Role::Queen => 'Q',
            Role::King => 'K',
        }
    }

    /// The kind for an English letter, either case.
    pub const fn from_char(c: char) -> Option<Role> {
        match c.to_ascii_uppercase() {
            'P' => Some(Role::Pawn),
            'N' => Some(Role::Knight),
            'B' => Some(Role::Bishop),
            'R' => Some(Role::Rook),
            'Q' => Some(Role::Queen),
            'K' => Some(Role::King),
            _ => None,
        }
    }

    /// The lowercase English name, e.g. `"knight"`.
    pub const fn name(self) -> &'static str {
        match self {
            Role::Pawn => "pawn",
            Role::Knight => "knight",
            Role::Bishop => "bishop",
            Role::Rook => "rook",
            Role::Queen => "queen",
            Role::King => "king",
        }
    }
}

/// A piece: a colour and a kind.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
pub struct Piece {
    /// Whose piece it is.
    pub color: Color,
    /// What kind it is.
    pub role: Role,
}

impl Piece {
    /// A piece of `color` and `role`.
    pub const fn new(color: Color, role: Role) -> Piece {
        Piece { color, role }
    }

    /// The position-string letter: upper case for White, lower case for Black.
    pub const fn char(self) -> char {
        let c = self.role.upper_char();
        match self.color {
            Color::White => c,
            Color::Black => c.to_ascii_lowercase(),
        }
    }

    /// The piece for a position-string letter.
    pub const fn from_char(c: char) -> Option<Piece> {
        match Role::from_char(c) {
            Some(role) => {
                let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
                Some(Piece { color, role })
            }
            None => None,
        }
    }

    /// A compact code 1..=12 (0 means an empty cell in a mailbox).
    #[inline(always)]
    pub(crate) const fn code(self) -> u8 {
        1 + (self.color as u8) * 6 + self.role as u8
    }

    /// The piece for a mailbox code, `None` for 0.
    #[inline(always)]
    pub(crate) const fn from_code(code: u8) -> Option<Piece> {
        if code == 0 || code > 12 {
            return None;
        }
        let c = code - 1;
        let color = if c >= 6 { Color::Black } else { Color::White };
        Some(Piece { color, role: Role::ALL[(c % 6) as usize] })
    }
}

/// One value per colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, Default, Serialize, Deserialize)]
pub struct ByColor<T> {
    /// White's value.
    pub white: T,
    /// Black's value.
    pub black: T,
}

impl<T> ByColor<T> {
    /// The value for `color`.
    #[inline(always)]
    pub const fn get(&self, color: Color) -> &T {
        match color {
            Color::White => &self.white,
            Color::Black => &self.black,
        }
    }

    /// The value for `color`, mutably.
    #[inline(always)]
    pub fn get_mut(&mut self, color: Color) -> &mut T {
        match color {
            Color::White => &mut self.white,
            Color::Black => &mut self.black,
        }
    }

    /// Builds both values from a function of the colour.
    pub fn new_with(mut f: impl FnMut(Color) -> T) -> ByColor<T> {
        ByColor { white: f(Color::White), black: f(Color::Black) }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_round_trip() {
        for color in Color::ALL {
            for role in Role::ALL {
                let p = Piece::new(color, role);
                assert_eq!(Piece::from_code(p.code()), Some(p));
                assert_eq!(Piece::from_char(p.char()), Some(p));
            }
        }
        assert_eq!(Piece::from_code(0), None);
        assert_eq!(Piece::from_char('x'), None);
    }
}
