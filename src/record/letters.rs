//! Piece letters: which letter names which piece kind in a record's language.

use thiserror::Error;

use crate::rules::Role;

/// The piece letters of one language. English is the default: `K Q R B N P`.
///
/// Hungarian records use `K` (király), `V` (vezér, queen), `B` (bástya, rook), `F` (futó, bishop)
/// and `H` (huszár, knight); note that `B` is a rook there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LetterMap {
    code: &'static str,
    /// `(upper-case letter, kind)` pairs.
    letters: Vec<(char, Role)>,
}

/// A language code that has no letter map.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown piece-letter language {0:?}; known: {known}", known = LetterMap::CODES.join(", "))]
pub struct UnknownLetters(pub String);

impl Default for LetterMap {
    fn default() -> Self {
        LetterMap::english()
    }
}

impl LetterMap {
    /// The language codes [`LetterMap::from_code`] knows.
    pub const CODES: [&'static str; 2] = ["en", "hu"];

    /// English letters: `K Q R B N`, and `P` for a pawn.
    pub fn english() -> LetterMap {
        LetterMap {
            code: "en",
            letters: vec![
                ('K', Role::King),
                ('Q', Role::Queen),
                ('R', Role::Rook),
                ('B', Role::Bishop),
                ('N', Role::Knight),
                ('P', Role::Pawn),
            ],
        }
    }

    /// Hungarian letters: `K` king, `V` queen, `B` rook, `F` bishop, `H` knight; `P` still reads
    /// as a pawn.
    pub fn hungarian() -> LetterMap {
        LetterMap {
            code: "hu",
            letters: vec![
                ('K', Role::King),
                ('V', Role::Queen),
                ('B', Role::Rook),
                ('F', Role::Bishop),
                ('H', Role::Knight),
                ('P', Role::Pawn),
            ],
        }
    }

    /// The map for a language code: `en` or `hu` (case-insensitive).
    ///
    /// # Errors
    /// [`UnknownLetters`] for any other code.
    pub fn from_code(code: &str) -> Result<LetterMap, UnknownLetters> {
        match code.trim().to_ascii_lowercase().as_str() {
            "en" | "english" => Ok(LetterMap::english()),
            "hu" | "hungarian" | "magyar" => Ok(LetterMap::hungarian()),
            _ => Err(UnknownLetters(code.to_string())),
        }
    }

    /// The language code, e.g. `"hu"`.
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The kind a letter names (either case), if any.
    pub fn role(&self, letter: char) -> Option<Role> {
        let upper = letter.to_ascii_uppercase();
        self.letters.iter().find(|(c, _)| *c == upper).map(|(_, r)| *r)
    }

    /// The upper-case letter of a kind.
    pub fn letter(&self, role: Role) -> char {
        self.letters.iter().find(|(_, r)| *r == role).map_or(role.upper_char(), |(c, _)| *c)
    }

    /// Rewrites the upper-case piece letters of a move into English ones. Letters this map does
    /// not know are kept, so `O-O` and English letters missing from the map still read.
    pub fn to_english(&self, text: &str) -> String {
        text.chars()
            .map(|c| if c.is_ascii_uppercase() { self.role(c).map_or(c, Role::upper_char) } else { c })
            .collect()
    }

    /// Rewrites the upper-case English piece letters of a move into this map's letters.
    pub fn from_english(&self, text: &str) -> String {
        text.chars()
            .map(|c| if c.is_ascii_uppercase() { Role::from_char(c).map_or(c, |r| self.letter(r)) } else { c })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hungarian_b_is_a_rook_and_f_a_bishop() {
        let hu = LetterMap::hungarian();
        assert_eq!(hu.role('B'), Some(Role::Rook));
        assert_eq!(hu.role('F'), Some(Role::Bishop));
        assert_eq!(hu.role('V'), Some(Role::Queen));
        assert_eq!(hu.role('H'), Some(Role::Knight));
        assert_eq!(hu.role('K'), Some(Role::King));
        assert_eq!(hu.to_english("Bcxf8"), "Rcxf8");
        assert_eq!(hu.to_english("Vc3xFf9#"), "Qc3xBf9#");
        assert_eq!(hu.from_english("Qc3xBf9#"), "Vc3xFf9#");
    }

    #[test]
    fn english_is_the_identity_and_codes_are_checked() {
        let en = LetterMap::default();
        assert_eq!(en.to_english("Nd1-f4"), "Nd1-f4");
        assert_eq!(LetterMap::from_code("HU"), Ok(LetterMap::hungarian()));
        assert!(LetterMap::from_code("xx").unwrap_err().to_string().contains("en, hu"));
    }
}
