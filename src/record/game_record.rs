//! A game as written in a record: tags, moves as text with their comments, and the result.

use std::fmt;
use std::time::Duration;

use crate::rules::{EndReason, Points};

/// A game's result as a record states it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum GameResult {
    /// Decided, with each side's points: `1-0`, `0-1`, `1/2-1/2`, `3/4-1/4`, `1/4-3/4`.
    Decided(Points),
    /// Unfinished or unknown: `*`.
    Unfinished,
}

impl GameResult {
    /// Reads a result token: the five standard results and `*`, plus the Unicode forms
    /// `½-½`, `¾-¼`, `¼-¾` and the Hungarian draw `remi`.
    pub fn parse(text: &str) -> Option<GameResult> {
        let t = text.trim();
        if t == "*" {
            return Some(GameResult::Unfinished);
        }
        if t.eq_ignore_ascii_case("remi") {
            return Some(GameResult::Decided(Points::DRAW));
        }
        let ascii = t.replace('½', "1/2").replace('¼', "1/4").replace('¾', "3/4").replace(['–', '—'], "-");
        Points::from_result_text(&ascii).map(GameResult::Decided)
    }

    /// Reads a result token whose `½`, `¼` or `¾` lost its encoding on the way, as found in old
    /// tournament archives: `Â½-Â½`, `Â¼-Â¾`, `Â¾-Â¼` (UTF-8 read as Latin-1) and `ź-ź`, `˝-˝`
    /// (Latin-1 `½` read as Latin-2) for a draw. `None` for anything else, including the
    /// correctly encoded results that [`GameResult::parse`] reads.
    pub fn parse_misencoded(text: &str) -> Option<GameResult> {
        let t = text.trim();
        if matches!(t, "ź-ź" | "˝-˝") {
            return Some(GameResult::Decided(Points::DRAW));
        }
        if !t.contains('Â') {
            return None;
        }
        let ascii = t.replace("Â½", "1/2").replace("Â¼", "1/4").replace("Â¾", "3/4");
        Points::from_result_text(&ascii).map(GameResult::Decided)
    }

    /// The standard text: `1-0`, `3/4-1/4`, `*`, ….
    pub fn text(self) -> String {
        match self {
            GameResult::Decided(p) => p.result_text(),
            GameResult::Unfinished => "*".to_string(),
        }
    }

    /// The points, when decided.
    pub fn points(self) -> Option<Points> {
        match self {
            GameResult::Decided(p) => Some(p),
            GameResult::Unfinished => None,
        }
    }
}

impl fmt::Display for GameResult {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

/// One move of a record: its text as written, the comments that follow it, and the variations
/// written after it (alternatives to this move).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordMove {
    /// The move as written, e.g. `Qc3xBf9#` or `h3h5`.
    pub text: String,
    /// Comments after the move, without their braces.
    pub comments: Vec<String>,
    /// Variations after the move, each the moves it plays instead of this one, as written
    /// (move numbers, comments and nested variations left out).
    pub variations: Vec<Vec<String>>,
}

impl RecordMove {
    /// A move with no comment.
    pub fn new(text: impl Into<String>) -> RecordMove {
        RecordMove { text: text.into(), comments: Vec::new(), variations: Vec::new() }
    }

    /// The clock time left after this move, from a `[%clk 0:04:59.5]` comment.
    pub fn clock(&self) -> Option<Duration> {
        self.comments.iter().find_map(|c| clock_in_comment(c))
    }
}

/// Reads `[%clk H:MM:SS(.f)]` (or `M:SS`) in a comment.
pub fn clock_in_comment(comment: &str) -> Option<Duration> {
    let start = comment.find("[%clk")? + "[%clk".len();
    let rest = comment.get(start..)?;
    let body = rest.get(..rest.find(']')?)?.trim();
    if body.split(':').count() > 3 {
        return None;
    }
    let mut secs = 0f64;
    for part in body.split(':') {
        let v: f64 = part.trim().parse().ok()?;
        if !(0.0..1e9).contains(&v) {
            return None;
        }
        secs = secs * 60.0 + v;
    }
    Duration::try_from_secs_f64(secs).ok()
}

/// The clock comment for a time left: `[%clk 0:04:59.5]` (tenths shown).
pub fn clock_comment(left: Duration) -> String {
    let tenths = left.as_millis() / 100;
    let (h, m, s, t) = (tenths / 36000, tenths / 600 % 60, tenths / 10 % 60, tenths % 10);
    format!("[%clk {h}:{m:02}:{s:02}.{t}]")
}

/// The tag in which [`super::parse_records`] keeps a mis-encoded result token of the move text
/// (`Â½-Â½`), read as the result [`GameResult::parse_misencoded`] gives, so that replay can say so.
pub(crate) const MISREAD_RESULT_TAG: &str = "ResultAsWritten";

/// A game as a record holds it: tags in their order, comments before the first move, the moves
/// as text, and the result token that ended the move text.
///
/// Nothing here is checked against the rules: [`super::replay`] does that.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameRecord {
    /// The game's 1-based position in its file.
    pub number: usize,
    /// `(name, value)` pairs in the order written.
    pub tags: Vec<(String, String)>,
    /// Comments before the first move.
    pub preamble: Vec<String>,
    /// The moves in order.
    pub moves: Vec<RecordMove>,
    /// The result token at the end of the moves, if one was written.
    pub terminator: Option<GameResult>,
}

impl GameRecord {
    /// The value of the first tag called `name` (names compare case-insensitively).
    pub fn tag(&self, name: &str) -> Option<&str> {
        self.tags.iter().find(|(n, _)| n.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    /// Sets a tag: replaces the first of that name, or appends it.
    pub fn set_tag(&mut self, name: &str, value: impl Into<String>) {
        let value = value.into();
        match self.tags.iter_mut().find(|(n, _)| n.eq_ignore_ascii_case(name)) {
            Some(tag) => tag.1 = value,
            None => self.tags.push((name.to_string(), value)),
        }
    }

    /// The `White` tag, when present and not `?`.
    pub fn white(&self) -> Option<&str> {
        self.tag("White").filter(|v| !v.trim().is_empty() && v.trim() != "?")
    }

    /// The `Black` tag, when present and not `?`.
    pub fn black(&self) -> Option<&str> {
        self.tag("Black").filter(|v| !v.trim().is_empty() && v.trim() != "?")
    }

    /// The `Variant` tag, if any.
    pub fn variant(&self) -> Option<&str> {
        self.tag("Variant").filter(|v| !v.trim().is_empty())
    }

    /// The start position string from the `FEN` tag, if any (`SetUp` is not required).
    pub fn fen(&self) -> Option<&str> {
        self.tag("FEN").filter(|v| !v.trim().is_empty())
    }

    /// The result: the move text's terminator, else the `Result` tag (also when its `½` lost its
    /// encoding, see [`GameResult::parse_misencoded`]).
    pub fn result(&self) -> Option<GameResult> {
        let tag = || self.tag("Result").and_then(|v| GameResult::parse(v).or_else(|| GameResult::parse_misencoded(v)));
        self.terminator.filter(|r| *r != GameResult::Unfinished).or_else(|| tag().or(self.terminator))
    }

    /// The `Termination` tag, if any.
    pub fn termination(&self) -> Option<&str> {
        self.tag("Termination")
    }

    /// The `Termination` tag read as an end reason, when it is one of [`EndReason::describe`]'s
    /// texts, such as `"three checks"` or `"king of the hill"` (or the reason's snake-case name).
    pub fn end_reason(&self) -> Option<EndReason> {
        let text = self.termination()?.trim();
        EndReason::parse(text).or_else(|| {
            EndReason::WITHOUT_DATA.into_iter().find(|r| {
                serde_json::to_value(r).ok().and_then(|v| v.as_str().map(|s| s.eq_ignore_ascii_case(text)))
                    == Some(true)
            })
        })
    }

    /// `White - Black` for messages, with `?` for a missing name.
    pub fn players(&self) -> String {
        format!("{} - {}", self.white().unwrap_or("?"), self.black().unwrap_or("?"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Color;

    #[test]
    fn result_tokens() {
        assert_eq!(GameResult::parse("3/4-1/4"), Some(GameResult::Decided(Points::three_quarters(Color::White))));
        assert_eq!(GameResult::parse("¼-¾"), Some(GameResult::Decided(Points::three_quarters(Color::Black))));
        assert_eq!(GameResult::parse("½-½"), Some(GameResult::Decided(Points::DRAW)));
        assert_eq!(GameResult::parse("*"), Some(GameResult::Unfinished));
        assert_eq!(GameResult::parse("1-1"), None);
        assert_eq!(GameResult::parse("e4"), None);
    }

    #[test]
    fn misencoded_results() {
        let draw = Some(GameResult::Decided(Points::DRAW));
        for text in ["Â½-Â½", "ź-ź", "˝-˝", " Â½-Â½ "] {
            assert_eq!(GameResult::parse_misencoded(text), draw, "{text}");
        }
        assert_eq!(GameResult::parse_misencoded("Â¾-Â¼"), GameResult::parse("3/4-1/4"));
        assert_eq!(GameResult::parse_misencoded("Â¼-Â¾"), GameResult::parse("1/4-3/4"));
        for text in ["1/2-1/2", "½-½", "Â½-1", "Âe4", "ź", "1-0"] {
            assert_eq!(GameResult::parse_misencoded(text), None, "{text}");
        }
        let mut r = GameRecord::default();
        r.set_tag("Result", "Â½-Â½");
        assert_eq!(r.result(), draw);
    }

    #[test]
    fn clock_comments_round_trip() {
        let t = Duration::from_millis(299_500);
        assert_eq!(clock_comment(t), "[%clk 0:04:59.5]");
        assert_eq!(clock_in_comment("x [%clk 0:04:59.5] y"), Some(t));
        assert_eq!(clock_in_comment("[%clk 1:00:00]"), Some(Duration::from_secs(3600)));
        assert_eq!(clock_in_comment("[%clk oops]"), None);
        assert_eq!(clock_in_comment("[%clk 0:01"), None);
    }

    #[test]
    fn the_result_prefers_the_terminator_then_the_tag() {
        let mut r = GameRecord { terminator: Some(GameResult::Unfinished), ..GameRecord::default() };
        r.set_tag("Result", "1-0");
        assert_eq!(r.result(), Some(GameResult::Decided(Points::win(Color::White))));
        r.terminator = Some(GameResult::Decided(Points::DRAW));
        assert_eq!(r.result(), Some(GameResult::Decided(Points::DRAW)));
        r.set_tag("Termination", "threefold repetition");
        assert_eq!(r.end_reason(), Some(EndReason::Repetition));
        r.set_tag("Termination", "fifty_moves");
        assert_eq!(r.end_reason(), Some(EndReason::FiftyMoves));
    }
}
