//! Splits record text into tokens, leniently: tags with odd spacing or no quotes, `{}` and `;`
//! comments, `%` escape lines, move numbers with any spacing (`1.`, `1...`, `12 .`, `1.e4`),
//! result tokens, NAGs and variations. Unknown words become move tokens, to be judged on replay.

use std::iter::Peekable;
use std::str::CharIndices;

use super::game_record::GameResult;

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
                    let body = self.take_until(|c| c == '}');
                    self.chars.next();
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
            if w.chars().all(|c| c == '.' || c == '…') {
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
}
