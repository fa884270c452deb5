//! Splits record text into tokens, leniently: tags with odd spacing or no quotes, `{}` comments
//! (nested braces kept inside, so a game commented out whole stays one comment) and `;` comments,
//! `%` escape lines, separator lines (`=====`), move numbers with any spacing (`1.`, `1...`,
//! `12 .`, `1.e4`), result tokens (also mis-encoded ones such as `Â½-Â½`), NAGs, variations, and
//! a separate en-passant mark (`e5 e.p.`) joined to its move. Unknown words become move tokens, to
//! be judged on replay.

use std::iter::Peekable;
use std::str::CharIndices;

use super::game_record::GameResult;
use super::move_text::EN_PASSANT_MARKS;
use super::move_text::is_en_passant_mark;

/// One token of record text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Token {
    /// `[Name "value"]`.
    Tag(String, String),
    /// A `{…}` or `;…` comment, trimmed.
    Comment(String),
    /// A move number such as `12.` (the number is not trusted).
    MoveNumber,
    /// A word that should be a move.
    Move(String),
    /// A result or `*`.
    Result(GameResult),
    /// A result whose `½`, `¼` or `¾` lost its encoding (`Â½-Â½`, `ź-ź`): the text and the result
    /// it was read as.
    MisreadResult(String, GameResult),
    /// A line made only of three or more of `=`, `-`, `*`, `_`, `#`: a separator between games.
    Separator,
    /// `(`: a variation starts.
    VariationOpen,
    /// `)`: a variation ends.
    VariationClose,
}

/// Splits `text` into tokens. Never fails: what it cannot place becomes a move token.
pub(crate) fn tokenize(text: &str) -> Vec<Token> {
    let mut lexer = Lexer { text, chars: text.char_indices().peekable(), out: Vec::new(), line_start: true };
    lexer.run();
    lexer.out
}

struct Lexer<'a> {
    text: &'a str,
    chars: Peekable<CharIndices<'a>>,
    out: Vec<Token>,
    line_start: bool,
}

/// Characters that end a word.
fn is_delimiter(c: char) -> bool {
    c.is_whitespace() || matches!(c, '{' | '}' | '[' | ']' | '(' | ')' | ';')
}

impl<'a> Lexer<'a> {
    fn run(&mut self) {
        while let Some(&(_, c)) = self.chars.peek() {
            if c == '\n' {
                self.line_start = true;
                self.chars.next();
                continue;
            }
            if c.is_whitespace() || c == '\u{feff}' {
                self.chars.next();
                continue;
            }
            let at_line_start = std::mem::replace(&mut self.line_start, false);
            if at_line_start && self.separator_line() {
                self.take_until(|c| c == '\n');
                self.out.push(Token::Separator);
                continue;
            }
            match c {
                '%' if at_line_start => {
                    self.take_until(|c| c == '\n');
                }
                '[' => {
                    self.chars.next();
                    self.tag();
                }
                '{' => {
                    self.chars.next();
                    let body = self.brace_comment();
                    self.out.push(Token::Comment(body.trim().to_string()));
                }
                ';' => {
                    self.chars.next();
                    let body = self.take_until(|c| c == '\n');
                    self.out.push(Token::Comment(body.trim().to_string()));
                }
                '(' => {
                    self.chars.next();
                    self.out.push(Token::VariationOpen);
                }
                ')' => {
                    self.chars.next();
                    self.out.push(Token::VariationClose);
                }
                '}' | ']' => {
                    self.chars.next();
                }
                '$' => {
                    self.chars.next();
                    self.take_until(|c| !c.is_ascii_digit());
                }
                _ => {
                    let word = self.take_until(is_delimiter);
                    if word.is_empty() {
                        // Cannot happen (c is not a delimiter), but never loop forever.
                        self.chars.next();
                    } else {
                        self.word(word);
                    }
                }
            }
        }
    }

    /// Whether the line starting here is a separator: only three or more of `=`, `-`, `*`, `_`,
    /// `#`, with blanks allowed between them.
    fn separator_line(&mut self) -> bool {
        let start = self.chars.peek().map_or(self.text.len(), |&(i, _)| i);
        let line = self.text.get(start..).unwrap_or("").split('\n').next().unwrap_or("");
        let marks = line.chars().filter(|c| !c.is_whitespace()).count();
        marks >= 3 && line.chars().all(|c| c.is_whitespace() || matches!(c, '=' | '-' | '*' | '_' | '#'))
    }

    /// Reads a `{…}` comment after its `{`, consuming its closing `}`. Braces nest, so a game
    /// commented out whole with its own comments stays one comment; when the nesting never
    /// closes, the comment ends at the first `}` (or at the end of the text).
    fn brace_comment(&mut self) -> &'a str {
        let start = self.chars.peek().map_or(self.text.len(), |&(i, _)| i);
        let rest = self.text.get(start..).unwrap_or("");
        let mut depth = 0usize;
        let mut matching = None;
        for (i, c) in rest.char_indices() {
            match c {
                '{' => depth += 1,
                '}' if depth == 0 => {
                    matching = Some(i);
                    break;
                }
                '}' => depth -= 1,
                _ => {}
            }
        }
        let len = matching.or_else(|| rest.find('}')).unwrap_or(rest.len());
        while self.chars.peek().is_some_and(|&(i, _)| i < start + len) {
            self.chars.next();
        }
        self.chars.next();
        rest.get(..len).unwrap_or("")
    }

    /// Consumes characters up to (not including) the first one matching `stop`, or to the end.
    fn take_until(&mut self, stop: impl Fn(char) -> bool) -> &'a str {
        let start = self.chars.peek().map_or(self.text.len(), |&(i, _)| i);
        let mut end = self.text.len();
        while let Some(&(i, c)) = self.chars.peek() {
            if stop(c) {
                end = i;
                break;
            }
            self.chars.next();
        }
        self.text.get(start..end).unwrap_or("")
    }

    /// Reads a tag after its `[`: a name, then a quoted value (with `\"` and `\\` escapes) or
    /// the bare rest up to `]` or the end of the line.
    fn tag(&mut self) {
        self.skip_blanks();
        let name = self.take_until(|c| !is_tag_name_char(c)).to_string();
        self.skip_blanks();
        let value = if self.chars.peek().is_some_and(|&(_, c)| c == '"') {
            self.chars.next();
            let mut value = String::new();
            while let Some((_, c)) = self.chars.next() {
                match c {
                    '"' | '\n' => break,
                    '\\' => match self.chars.peek() {
                        Some(&(_, e @ ('"' | '\\'))) => {
                            value.push(e);
                            self.chars.next();
                        }
                        _ => value.push('\\'),
                    },
                    _ => value.push(c),
                }
            }
            value
        } else {
            self.take_until(|c| c == ']' || c == '\n').trim().to_string()
        };
        // Skip whatever is left up to the closing bracket on this line.
        self.take_until(|c| c == ']' || c == '\n');
        if self.chars.peek().is_some_and(|&(_, c)| c == ']') {
            self.chars.next();
        }
        if !name.is_empty() {
            self.out.push(Token::Tag(name, value.trim().to_string()));
        }
    }

    fn skip_blanks(&mut self) {
        while self.chars.peek().is_some_and(|&(_, c)| c == ' ' || c == '\t') {
            self.chars.next();
        }
    }

    /// Classifies a word of move text, splitting off move numbers and a glued-on `*`.
    fn word(&mut self, word: &str) {
        let mut w = word.to_string();
        loop {
            if w.is_empty() {
                return;
            }
            if let Some(result) = GameResult::parse(&w) {
                self.out.push(Token::Result(result));
                return;
            }
            if let Some(result) = GameResult::parse_misencoded(&w) {
                self.out.push(Token::MisreadResult(w, result));
                return;
            }
            if is_en_passant_mark(&w) {
                // `e5 e.p.`: the mark belongs to the move before it; alone it is nothing.
                if let Some(Token::Move(m)) = self.out.last_mut() {
                    m.push(' ');
                    m.push_str(&w);
                }
                return;
            }
            if w.chars().all(|c| c == '.' || c == '…') {
                return;
            }
            if EN_PASSANT_MARKS.contains(&w.as_str()) {
                // `fxe5 e.p.`: the mark belongs to the move before it and is never a move itself.
                if let Some(Token::Move(m)) = self.out.last_mut() {
                    m.push(' ');
                    m.push_str(&w);
                }
                return;
            }
            let digits = w.chars().take_while(char::is_ascii_digit).count();
            if digits > 0 {
                let rest = &w[digits..];
                let dots = rest.chars().take_while(|&c| c == '.' || c == '…').map(char::len_utf8).sum::<usize>();
                if dots > 0 || rest.is_empty() {
                    self.out.push(Token::MoveNumber);
                    w = rest[dots..].to_string();
                    continue;
                }
            }
            let head = w.trim_end_matches('*');
            if head.len() < w.len() && !head.is_empty() {
                // A `*` glued to a move: `27.h4h8*`. `head` has no trailing `*`, so this recursion
                // goes one level deep at most.
                let head = head.to_string();
                self.word(&head);
                self.out.push(Token::Result(GameResult::Unfinished));
                return;
            }
            self.out.push(Token::Move(w));
            return;
        }
    }
}

/// Whether `c` may appear in a tag name; the writer keeps exactly these characters.
pub(crate) fn is_tag_name_char(c: char) -> bool {
    c.is_alphanumeric() || c == '_' || c == '-'
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::Points;

    fn moves(tokens: &[Token]) -> Vec<&str> {
        tokens
            .iter()
            .filter_map(|t| match t {
                Token::Move(m) => Some(m.as_str()),
                _ => None,
            })
            .collect()
    }

    #[test]
    fn move_numbers_with_any_spacing() {
        let t = tokenize("1.e4 e5 2. Nf3 2... Nc6 12 . Bb5 13.h3h5*");
        assert_eq!(moves(&t), ["e4", "e5", "Nf3", "Nc6", "Bb5", "h3h5"]);
        assert_eq!(t.last(), Some(&Token::Result(GameResult::Unfinished)));
        assert_eq!(t.iter().filter(|t| **t == Token::MoveNumber).count(), 5);
    }

    #[test]
    fn tags_with_odd_spacing_and_no_quotes() {
        let t = tokenize("[White Sandor Bodor]\n[ Result   \"0-1\" ]  ; note\n[Event \"a \\\"b\\\" c\"]\n[Site \"x\"");
        assert_eq!(
            t,
            [
                Token::Tag("White".into(), "Sandor Bodor".into()),
                Token::Tag("Result".into(), "0-1".into()),
                Token::Comment("note".into()),
                Token::Tag("Event".into(), "a \"b\" c".into()),
                Token::Tag("Site".into(), "x".into()),
            ]
        );
    }

    #[test]
    fn comments_results_variations_and_escapes() {
        let t = tokenize("%escaped line\n{a {comment}\ne4 (e5 d4) $1 1/2-1/2 3/4-1/4 {unterminated");
        assert_eq!(
            t,
            [
                Token::Comment("a {comment".into()),
                Token::Move("e4".into()),
                Token::VariationOpen,
                Token::Move("e5".into()),
                Token::Move("d4".into()),
                Token::VariationClose,
                Token::Result(GameResult::Decided(Points::DRAW)),
                Token::Result(GameResult::Decided(Points { white: 3, black: 1 })),
                Token::Comment("unterminated".into()),
            ]
        );
    }

    #[test]
    fn en_passant_marks_join_their_move_and_are_never_moves() {
        let t = tokenize("e.p. 1. e4 e5 e.p. 2. fxe5 ep {c} ep. exe5ep");
        assert_eq!(moves(&t), ["e4", "e5 e.p.", "fxe5 ep", "exe5ep"]);
    }

    #[test]
    fn misencoded_results_and_separator_lines() {
        let t = tokenize("e4 Â½-Â½\n=====\n  - - -\n***\n#####\n__ _\n--\nd4 ź-ź\nf4 Â¾-Â¼\n*\n");
        assert_eq!(
            t,
            [
                Token::Move("e4".into()),
                Token::MisreadResult("Â½-Â½".into(), GameResult::Decided(Points::DRAW)),
                Token::Separator,
                Token::Separator,
                Token::Separator,
                Token::Separator,
                Token::Separator,
                Token::Move("--".into()),
                Token::Move("d4".into()),
                Token::MisreadResult("ź-ź".into(), GameResult::Decided(Points::DRAW)),
                Token::Move("f4".into()),
                Token::MisreadResult("Â¾-Â¼".into(), GameResult::Decided(Points { white: 3, black: 1 })),
                Token::Result(GameResult::Unfinished),
            ]
        );
    }

    #[test]
    fn braces_nest_so_a_commented_out_game_is_one_comment() {
        let t = tokenize("{ [White \"A\"] 1. e4 {good} e5 } d4 {a {b} c} {open { only}");
        assert_eq!(
            t,
            [
                Token::Comment("[White \"A\"] 1. e4 {good} e5".into()),
                Token::Move("d4".into()),
                Token::Comment("a {b} c".into()),
                Token::Comment("open { only".into()),
            ]
        );
    }
}
