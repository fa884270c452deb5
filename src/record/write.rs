//! Writing records: a [`Game`] and its facts become a standard record with the tags `Event`,
//! `Site`, `Date`, `White`, `Black`, `Result`, `Variant`, plus `SetUp` and `FEN` for a set-up
//! start, `TimeControl` when a clock is set and `Termination` when the game ended.

use std::fmt::Write as _;
use std::time::Duration;

use crate::rules::{Color, EndReason, Game};

use super::game_record::{GameRecord, GameResult, RecordMove, clock_comment};
use super::lexer::is_tag_name_char;
use super::variant_name::variant_tag_value;

/// A clock setting: base time and increment per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// Time for the whole game.
    pub base: Duration,
    /// Time added after each move.
    pub increment: Duration,
}

impl TimeControl {
    /// The `TimeControl` tag value: seconds, `+` increment seconds, e.g. `300+2`.
    pub fn tag_value(self) -> String {
        format!("{}+{}", seconds_text(self.base), seconds_text(self.increment))
    }

    /// Reads a `TimeControl` tag value such as `300+2` or `300`.
    pub fn parse(text: &str) -> Option<TimeControl> {
        let (base, inc) = text.trim().split_once('+').unwrap_or((text.trim(), "0"));
        let secs = |s: &str| s.trim().parse::<f64>().ok().and_then(|v| Duration::try_from_secs_f64(v).ok());
        Some(TimeControl { base: secs(base)?, increment: secs(inc)? })
    }
}

/// Whole seconds as an integer, else with the needed decimals.
fn seconds_text(d: Duration) -> String {
    if d.subsec_millis() == 0 { d.as_secs().to_string() } else { format!("{}", d.as_secs_f64()) }
}

/// What a record says about a game beyond its moves.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordInfo {
    /// The `Event` tag (`?` when unknown).
    pub event: String,
    /// The `Site` tag (`?` when unknown).
    pub site: String,
    /// The `Date` tag as `YYYY.MM.DD` (`????.??.??` when unknown).
    pub date: String,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// The result, or [`GameResult::Unfinished`].
    pub result: GameResult,
    /// Why the game ended, written as the `Termination` tag.
    pub termination: Option<EndReason>,
    /// The clock setting, written as the `TimeControl` tag.
    pub time_control: Option<TimeControl>,
    /// The mover's time left after each ply, written as `{[%clk …]}` comments. May be shorter
    /// than the game.
    pub clocks: Vec<Option<Duration>>,
    /// More tags, written after the standard ones.
    pub extra_tags: Vec<(String, String)>,
}

impl Default for RecordInfo {
    fn default() -> Self {
        RecordInfo {
            event: "?".into(),
            site: "?".into(),
            date: "????.??.??".into(),
            white: "?".into(),
            black: "?".into(),
            result: GameResult::Unfinished,
            termination: None,
            time_control: None,
            clocks: Vec::new(),
            extra_tags: Vec::new(),
        }
    }
}

impl GameRecord {
    /// The record of a game: the standard tags, the moves in SAN-style notation (with clock
    /// comments), and the result.
    pub fn from_game(game: &Game, info: &RecordInfo) -> GameRecord {
        let start = game.start();
        let variant = start.variant();
        let mut tags: Vec<(String, String)> = [
            ("Event", info.event.clone()),
            ("Site", info.site.clone()),
            ("Date", info.date.clone()),
            ("White", info.white.clone()),
            ("Black", info.black.clone()),
            ("Result", info.result.text()),
            ("Variant", variant_tag_value(variant)),
        ]
        .into_iter()
        .map(|(n, v)| (n.to_string(), v))
        .collect();
        if *start != variant.start_position() {
            tags.push(("SetUp".into(), "1".into()));
            tags.push(("FEN".into(), start.fen()));
        }
        if let Some(tc) = info.time_control {
            tags.push(("TimeControl".into(), tc.tag_value()));
        }
        if let Some(reason) = info.termination {
            tags.push(("Termination".into(), reason.termination_text()));
        }
        tags.extend(info.extra_tags.iter().cloned());
        let moves = game
            .san_moves()
            .into_iter()
            .enumerate()
            .map(|(i, san)| RecordMove {
                text: san,
                comments: info.clocks.get(i).copied().flatten().map(clock_comment).into_iter().collect(),
                variations: Vec::new(),
            })
            .collect();
        GameRecord { number: 1, tags, preamble: Vec::new(), moves, terminator: Some(info.result) }
    }

    /// The record as text: tags, a blank line, the move text wrapped at 80 columns, the result.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for (name, value) in &self.tags {
            let clean: String = name.chars().filter(|&c| is_tag_name_char(c)).collect();
            if clean.is_empty() {
                // A tag without a name could not be read back; it carries nothing worth keeping.
                continue;
            }
            let _ = writeln!(out, "[{clean} \"{}\"]", escape(value));
        }
        out.push('\n');
        let mut line = Line::default();
        for c in &self.preamble {
            line.push(&mut out, &comment(c));
        }
        let (mut color, mut number) = fen_turn(self.fen());
        for (i, m) in self.moves.iter().enumerate() {
            // A move number stays on the line of its move.
            let word = match color {
                Color::White => format!("{number}. {}", m.text),
                Color::Black if i == 0 => format!("{number}... {}", m.text),
                Color::Black => m.text.clone(),
            };
            line.push(&mut out, &word);
            for c in &m.comments {
                line.push(&mut out, &comment(c));
            }
            for variation in m.variations.iter().filter(|v| !v.is_empty()) {
                write_variation(&mut out, &mut line, variation, color, number);
            }
            if color == Color::Black {
                number += 1;
            }
            color = color.other();
        }
        let result = self.result().unwrap_or(GameResult::Unfinished);
        line.push(&mut out, &result.text());
        out.push('\n');
        out
    }
}

/// Writes several records, one blank line apart.
pub fn write_records(records: &[GameRecord]) -> String {
    records.iter().map(GameRecord::to_text).collect::<Vec<_>>().join("\n")
}

/// A variation in parentheses, numbered from the move it replaces (`(3... e7e6 4. Qc3)`).
fn write_variation(out: &mut String, line: &mut Line, moves: &[String], mut color: Color, mut number: u32) {
    for (i, text) in moves.iter().enumerate() {
        let text = text.replace(['(', ')', '{', '}'], "");
        let mut word = match color {
            Color::White => format!("{number}. {text}"),
            Color::Black if i == 0 => format!("{number}... {text}"),
            Color::Black => text,
        };
        if i == 0 {
            word.insert(0, '(');
        }
        if i + 1 == moves.len() {
            word.push(')');
        }
        line.push(out, &word);
        if color == Color::Black {
            number += 1;
        }
        color = color.other();
    }
}

/// Escapes a tag value: `\` and `"` get a backslash; line breaks become spaces.
fn escape(value: &str) -> String {
    value.replace('\\', "\\\\").replace('"', "\\\"").replace(['\n', '\r'], " ")
}

/// A comment in braces; a `}` inside would end it early and becomes `)`.
fn comment(text: &str) -> String {
    format!("{{{}}}", text.replace('}', ")"))
}

/// The side to move and move number of a `FEN` tag (White and 1 without one).
fn fen_turn(fen: Option<&str>) -> (Color, u32) {
    let Some(fen) = fen else { return (Color::White, 1) };
    let fields: Vec<&str> = fen.split_whitespace().collect();
    let color = if fields.get(1) == Some(&"b") { Color::Black } else { Color::White };
    let number = fields.last().filter(|_| fields.len() >= 5).and_then(|n| n.parse().ok()).filter(|n| *n > 0);
    (color, number.unwrap_or(1))
}

/// Move text wrapped at 80 columns.
#[derive(Default)]
struct Line {
    width: usize,
}

impl Line {
    fn push(&mut self, out: &mut String, word: &str) {
        let len = word.chars().count();
        if self.width > 0 && self.width + 1 + len > 80 {
            out.push('\n');
            self.width = 0;
        } else if self.width > 0 {
            out.push(' ');
            self.width += 1;
        }
        out.push_str(word);
        self.width += len;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::parse_records;

    #[test]
    fn odd_tag_names_survive_a_round_trip() {
        // Found by tests/record/fuzz.rs: a tag named `-` used to be written without its name.
        let records = parse_records("[-\u{0} x]\n[Weird-Name \"v\"]\n1. f5f6 *");
        let again = parse_records(&records[0].to_text());
        assert_eq!(again.len(), 1);
        assert_eq!(again[0].tags, records[0].tags);
        assert_eq!(records[0].tags.len(), 2);
    }

    #[test]
    fn time_controls() {
        let tc = TimeControl { base: Duration::from_secs(300), increment: Duration::from_secs(2) };
        assert_eq!(tc.tag_value(), "300+2");
        assert_eq!(TimeControl::parse("300+2"), Some(tc));
        assert_eq!(TimeControl::parse("60").map(|t| t.increment), Some(Duration::ZERO));
        assert_eq!(TimeControl::parse("-"), None);
    }

    #[test]
    fn tag_values_and_comments_are_escaped() {
        let record = GameRecord {
            tags: vec![("Event".into(), "a \"quoted\" \\ name".into())],
            moves: vec![RecordMove { text: "f5f6".into(), comments: vec!["a } b".into()], variations: Vec::new() }],
            ..GameRecord::default()
        };
        let text = record.to_text();
        assert!(text.starts_with("[Event \"a \\\"quoted\\\" \\\\ name\"]\n\n1. f5f6 {a ) b} *\n"), "{text}");
        let back = super::super::parse_records(&text);
        assert_eq!(back[0].tag("Event"), Some("a \"quoted\" \\ name"));
    }

    #[test]
    fn variations_are_numbered_from_the_move_they_replace_and_read_back() {
        let mut second = RecordMove::new("e7e6");
        second.variations = vec![vec!["d7d5".into(), "Qe1c3".into()], Vec::new()];
        let record = GameRecord { moves: vec![RecordMove::new("f5f6"), second], ..GameRecord::default() };
        let text = record.to_text();
        assert!(text.contains("1. f5f6 e7e6 (1... d7d5 2. Qe1c3) *"), "{text}");
        let back = parse_records(&text);
        assert_eq!(back[0].moves[1].variations, [vec!["d7d5", "Qe1c3"]]);
    }

    #[test]
    fn black_to_move_starts_with_dots() {
        let record = GameRecord {
            tags: vec![("FEN".into(), "x b - - 0 7".into())],
            moves: vec![RecordMove::new("a"), RecordMove::new("b"), RecordMove::new("c")],
            ..GameRecord::default()
        };
        assert!(record.to_text().ends_with("\n7... a 8. b c *\n"), "{}", record.to_text());
    }
}
