//! The colour of a lesson arrow or mark: a name (`green`, `red`, `blue`, `yellow`) or `#rrggbb`.

use std::fmt;

use serde::{Deserialize, Deserializer};

/// A colour for arrows and marked hexes. Written in lesson files as a name or `#rrggbb`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Paint {
    /// `"green"`, the default: good moves, targets.
    #[default]
    Green,
    /// `"red"`: threats, mistakes.
    Red,
    /// `"blue"`: alternatives, ideas.
    Blue,
    /// `"yellow"`: things to notice.
    Yellow,
    /// Any other colour, `"#rrggbb"`.
    Rgb([u8; 3]),
}

/// A colour text that is neither a known name nor `#rrggbb`.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown colour {0:?}: use green, red, blue, yellow or #rrggbb")]
pub struct PaintError(pub String);

impl Paint {
    /// The named colours, in the order an editor cycles through them.
    pub const NAMED: [Paint; 4] = [Paint::Green, Paint::Red, Paint::Blue, Paint::Yellow];

    /// Reads a colour name (any case) or `#rrggbb`.
    ///
    /// # Errors
    /// [`PaintError`] for anything else.
    pub fn parse(text: &str) -> Result<Paint, PaintError> {
        let t = text.trim();
        if let Some(named) = Paint::NAMED.into_iter().find(|p| p.name().is_some_and(|n| n.eq_ignore_ascii_case(t))) {
            return Ok(named);
        }
        let bad = || PaintError(text.to_string());
        let hex = t.strip_prefix('#').filter(|h| h.len() == 6 && h.is_ascii()).ok_or_else(bad)?;
        let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).map_err(|_| bad());
        Ok(Paint::Rgb([byte(0)?, byte(2)?, byte(4)?]))
    }

    /// The name of a named colour.
    pub const fn name(self) -> Option<&'static str> {
        match self {
            Paint::Green => Some("green"),
            Paint::Red => Some("red"),
            Paint::Blue => Some("blue"),
            Paint::Yellow => Some("yellow"),
            Paint::Rgb(_) => None,
        }
    }

    /// The colour as red, green and blue bytes, for drawing.
    pub const fn rgb(self) -> [u8; 3] {
        match self {
            Paint::Green => [0x2e, 0x8b, 0x3a],
            Paint::Red => [0xc8, 0x32, 0x2d],
            Paint::Blue => [0x2b, 0x5f, 0xb8],
            Paint::Yellow => [0xe8, 0xa9, 0x1c],
            Paint::Rgb(c) => c,
        }
    }
}

impl fmt::Display for Paint {
    /// The name, or `#rrggbb` in lower case: the form lesson files use.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.name(), self) {
            (Some(name), _) => f.write_str(name),
            (None, Paint::Rgb([r, g, b])) => write!(f, "#{r:02x}{g:02x}{b:02x}"),
            (None, _) => Ok(()),
        }
    }
}

impl<'de> Deserialize<'de> for Paint {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Paint, D::Error> {
        let text = String::deserialize(deserializer)?;
        Paint::parse(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_names_in_any_case_and_hex() {
        assert_eq!(Paint::parse("Green"), Ok(Paint::Green));
        assert_eq!(Paint::parse("yellow"), Ok(Paint::Yellow));
        assert_eq!(Paint::parse("#FF8000"), Ok(Paint::Rgb([255, 128, 0])));
    }

    #[test]
    fn refuses_other_texts() {
        for bad in ["purple", "#ff80", "#gg0000", "ff8000", "#ff8000ff", "#ééé", ""] {
            assert!(Paint::parse(bad).is_err(), "{bad}");
        }
        assert_eq!(
            Paint::parse("purple").unwrap_err().to_string(),
            "unknown colour \"purple\": use green, red, blue, yellow or #rrggbb"
        );
    }

    #[test]
    fn display_round_trips() {
        for p in [Paint::Green, Paint::Red, Paint::Blue, Paint::Yellow, Paint::Rgb([1, 0xab, 0xff])] {
            assert_eq!(Paint::parse(&p.to_string()), Ok(p));
        }
        assert_eq!(Paint::Rgb([1, 0xab, 0xff]).to_string(), "#01abff");
    }
}
