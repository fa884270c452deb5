//! A short reason text kept inline, so that an [`EndReason`](super::EndReason) that carries one
//! (a game ended by a house rule) stays `Copy`.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// Most bytes a reason text may have (about 60 letters).
pub const MAX_REASON_BYTES: usize = 64;

/// A non-empty, single-line text of at most [`MAX_REASON_BYTES`] bytes, e.g. "the queen left
/// the board".
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct ReasonText {
    len: u8,
    bytes: [u8; MAX_REASON_BYTES],
}

/// Why a text cannot be a reason.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReasonTextError {
    /// Nothing but spaces.
    #[error("the reason is empty")]
    Empty,
    /// Longer than [`MAX_REASON_BYTES`].
    #[error("the reason has {0} bytes; at most {MAX_REASON_BYTES} are allowed")]
    TooLong(usize),
    /// A line break, tab or other control character.
    #[error("the reason must be one line of text, without control characters")]
    Control,
}

impl ReasonText {
    /// The text, trimmed.
    ///
    /// # Errors
    /// [`ReasonTextError`] for an empty text, one over [`MAX_REASON_BYTES`] bytes, or one with a
    /// control character.
    pub fn new(text: &str) -> Result<ReasonText, ReasonTextError> {
        let text = text.trim();
        if text.is_empty() {
            return Err(ReasonTextError::Empty);
        }
        if text.len() > MAX_REASON_BYTES {
            return Err(ReasonTextError::TooLong(text.len()));
        }
        if text.chars().any(char::is_control) {
            return Err(ReasonTextError::Control);
        }
        let mut bytes = [0; MAX_REASON_BYTES];
        bytes[..text.len()].copy_from_slice(text.as_bytes());
        Ok(ReasonText { len: text.len() as u8, bytes })
    }

    /// The text.
    pub fn as_str(&self) -> &str {
        // Only whole `&str`s are stored, so this never falls back.
        std::str::from_utf8(&self.bytes[..usize::from(self.len)]).unwrap_or("")
    }
}

impl fmt::Display for ReasonText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for ReasonText {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl Serialize for ReasonText {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for ReasonText {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<ReasonText, D::Error> {
        let text = String::deserialize(d)?;
        ReasonText::new(&text).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keeps_a_short_line_trimmed() {
        let r = ReasonText::new("  the queen left the board ").unwrap();
        assert_eq!(r.as_str(), "the queen left the board");
        assert_eq!(format!("{r:?}"), "\"the queen left the board\"");
        let accents = ReasonText::new("la dame a quitté l’échiquier").unwrap();
        assert_eq!(accents.to_string(), "la dame a quitté l’échiquier");
    }

    #[test]
    fn refuses_empty_long_and_multiline_texts() {
        assert_eq!(ReasonText::new("   "), Err(ReasonTextError::Empty));
        assert_eq!(ReasonText::new(&"x".repeat(65)), Err(ReasonTextError::TooLong(65)));
        assert!(ReasonText::new(&"x".repeat(64)).is_ok());
        assert_eq!(ReasonText::new("two\nlines"), Err(ReasonTextError::Control));
    }

    #[test]
    fn round_trips_through_json() {
        let r = ReasonText::new("no pawns left").unwrap();
        let json = serde_json::to_string(&r).unwrap();
        assert_eq!(json, "\"no pawns left\"");
        assert_eq!(serde_json::from_str::<ReasonText>(&json).unwrap(), r);
        assert!(serde_json::from_str::<ReasonText>("\"\"").is_err());
    }
}
