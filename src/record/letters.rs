//! Piece letters: which letter names which piece kind in a record's language.

use thiserror::Error;

use crate::rules::Role;

/// The piece letters of one language. English is the default: `K Q R B N P`.
///
/// | code | language | king | queen | rook | bishop | knight | pawn |
/// |---|---|---|---|---|---|---|---|
/// | `en` | English | K | Q | R | B | N | P |
/// | `hu` | Hungarian | K (király) | V (vezér) | B (bástya) | F (futó) | H (huszár) | P |
/// | `pl` | Polish | K (król) | H (hetman) | W (wieża) | G (goniec) | S (skoczek) | P (pion) |
/// | `de` | German | K (König) | D (Dame) | T (Turm) | L (Läufer) | S (Springer) | B (Bauer) |
/// | `ru` | Russian | Кр (король) | Ф (ферзь) | Л (ладья) | С (слон) | К (конь) | П (пешка) |
///
/// Note that `B` is a rook in Hungarian and a pawn in German, and that Russian `К` alone is a
/// knight while `Кр` is the king.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LetterMap {
    code: &'static str,
    name: &'static str,
    /// `(upper-case letter or letters, kind)` pairs, king first.
    letters: Vec<(&'static str, Role)>,
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

/// The kinds in the order a map lists its letters.
const ROLES: [Role; 6] = [Role::King, Role::Queen, Role::Rook, Role::Bishop, Role::Knight, Role::Pawn];

impl LetterMap {
    /// The language codes [`LetterMap::from_code`] knows, in the order [`LetterMap::all`] gives
    /// their maps (the order in which a record's letters are guessed).
    pub const CODES: [&'static str; 5] = ["en", "hu", "pl", "de", "ru"];

    /// A map from its letters in [`ROLES`] order.
    fn new(code: &'static str, name: &'static str, letters: [&'static str; 6]) -> LetterMap {
        LetterMap { code, name, letters: letters.into_iter().zip(ROLES).collect() }
    }

    /// English letters: `K Q R B N`, and `P` for a pawn.
    pub fn english() -> LetterMap {
        LetterMap::new("en", "English", ["K", "Q", "R", "B", "N", "P"])
    }

    /// Hungarian letters: `K` király (king), `V` vezér (queen), `B` bástya (rook), `F` futó
    /// (bishop), `H` huszár (knight); `P` still reads as a pawn.
    pub fn hungarian() -> LetterMap {
        LetterMap::new("hu", "Hungarian", ["K", "V", "B", "F", "H", "P"])
    }

    /// Polish letters: `K` król (king), `H` hetman (queen), `W` wieża (rook), `G` goniec
    /// (bishop), `S` skoczek (knight), `P` pion (pawn).
    pub fn polish() -> LetterMap {
        LetterMap::new("pl", "Polish", ["K", "H", "W", "G", "S", "P"])
    }

    /// German letters: `K` König (king), `D` Dame (queen), `T` Turm (rook), `L` Läufer (bishop),
    /// `S` Springer (knight), `B` Bauer (pawn).
    pub fn german() -> LetterMap {
        LetterMap::new("de", "German", ["K", "D", "T", "L", "S", "B"])
    }

    /// Russian letters: `Кр` король (king), `Ф` ферзь (queen), `Л` ладья (rook), `С` слон
    /// (bishop), `К` конь (knight), `П` пешка (pawn).
    pub fn russian() -> LetterMap {
        LetterMap::new("ru", "Russian", ["Кр", "Ф", "Л", "С", "К", "П"])
    }

    /// Every map, in [`LetterMap::CODES`] order.
    pub fn all() -> Vec<LetterMap> {
        vec![
            LetterMap::english(),
            LetterMap::hungarian(),
            LetterMap::polish(),
            LetterMap::german(),
            LetterMap::russian(),
        ]
    }

    /// The map for a language code (`en`, `hu`, `pl`, `de`, `ru`) or the language's name in
    /// English or in itself (`german`, `deutsch`, …), case-insensitively.
    ///
    /// # Errors
    /// [`UnknownLetters`] for any other code.
    pub fn from_code(code: &str) -> Result<LetterMap, UnknownLetters> {
        match code.trim().to_lowercase().as_str() {
            "en" | "english" => Ok(LetterMap::english()),
            "hu" | "hungarian" | "magyar" => Ok(LetterMap::hungarian()),
            "pl" | "polish" | "polski" => Ok(LetterMap::polish()),
            "de" | "german" | "deutsch" => Ok(LetterMap::german()),
            "ru" | "russian" | "русский" => Ok(LetterMap::russian()),
            _ => Err(UnknownLetters(code.to_string())),
        }
    }

    /// The language code, e.g. `"hu"`.
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The language's English name, e.g. `"Hungarian"`.
    pub fn name(&self) -> &'static str {
        self.name
    }

    /// The letters and their kinds for messages: `K king, V queen, B rook, F bishop, H knight, P pawn`.
    pub fn legend(&self) -> String {
        self.letters.iter().map(|(l, r)| format!("{l} {}", r.name())).collect::<Vec<_>>().join(", ")
    }

    /// The kind a one-character letter names (either case), if any.
    pub fn role(&self, letter: char) -> Option<Role> {
        let upper: String = letter.to_uppercase().collect();
        self.letters.iter().find(|(l, _)| *l == upper).map(|(_, r)| *r)
    }

    /// The letter (or letters) of a kind.
    pub fn letter(&self, role: Role) -> &'static str {
        self.letters.iter().find(|(_, r)| *r == role).map_or("?", |(l, _)| l)
    }

    /// The map's letter that starts `text`, longest first (`Кр` before `К`), with its kind.
    fn letter_at(&self, text: &str) -> Option<(&'static str, Role)> {
        self.letters.iter().filter(|(l, _)| text.starts_with(l)).max_by_key(|(l, _)| l.len()).copied()
    }

    /// Rewrites the piece letters of a move into English ones. Upper-case letters this map does
    /// not know are kept, so `O-O` and English letters missing from the map still read.
    pub fn to_english(&self, text: &str) -> String {
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        while let Some(c) = rest.chars().next() {
            match self.letter_at(rest) {
                Some((letter, role)) => {
                    out.push(role.upper_char());
                    rest = &rest[letter.len()..];
                }
                None => {
                    out.push(c);
                    rest = &rest[c.len_utf8()..];
                }
            }
        }
        out
    }

    /// Rewrites the upper-case English piece letters of a move into this map's letters.
    pub fn from_english(&self, text: &str) -> String {
        text.chars()
            .map(|c| match Role::from_char(c).filter(|_| c.is_ascii_uppercase()) {
                Some(r) => self.letter(r).to_string(),
                None => c.to_string(),
            })
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
        assert!(LetterMap::from_code("xx").unwrap_err().to_string().contains("en, hu, pl, de, ru"));
        for map in LetterMap::all() {
            assert_eq!(LetterMap::from_code(map.code()).as_ref(), Ok(&map));
            assert_eq!(LetterMap::from_code(map.name()).as_ref(), Ok(&map));
        }
    }

    #[test]
    fn polish_german_and_russian_letters() {
        let pl = LetterMap::polish();
        assert_eq!(pl.to_english("Hc3xGf9#"), "Qc3xBf9#");
        assert_eq!(pl.to_english("Wb1b2 Sd1f4 Kg1h1"), "Rb1b2 Nd1f4 Kg1h1");
        let de = LetterMap::german();
        assert_eq!(de.to_english("Dc3xLf9#"), "Qc3xBf9#");
        assert_eq!(de.to_english("Tb1b2 Sd1f4 f7g6xB"), "Rb1b2 Nd1f4 f7g6xP");
        let ru = LetterMap::russian();
        assert_eq!(ru.to_english("Фc3xСf9#"), "Qc3xBf9#");
        assert_eq!(ru.to_english("Крg1h1 Кd1f4 Лb1b2 f7g6xП"), "Kg1h1 Nd1f4 Rb1b2 f7g6xP");
        assert_eq!(ru.role('к'), Some(Role::Knight));
        assert_eq!(ru.role('ф'), Some(Role::Queen));
        assert_eq!(ru.from_english("Kg1h1 Nd1f4"), "Крg1h1 Кd1f4");
        assert_eq!(ru.legend(), "Кр king, Ф queen, Л rook, С bishop, К knight, П pawn");
    }
}
