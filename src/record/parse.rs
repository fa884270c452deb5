//! Groups tokens into games: several games per file, tags before move text, comments attached to
//! the move before them, a variation's moves kept beside the move it replaces.

use super::game_record::{GameRecord, MISREAD_RESULT_TAG, RecordMove};
use super::lexer::{Token, tokenize};

/// Reads every game in a record file's text. Never fails and never panics: text that is not a
/// move shows up as a move that [`super::replay`] rejects with a clear error.
///
/// A game ends at a result token (`1-0`, `*`, …), at a tag that follows move text, at a
/// separator line (`=====`, `-----`, …) after move text, or at the end of the text. A result
/// token whose `½` lost its encoding (`Â½-Â½`, `ź-ź`) ends the game as that result, and the
/// token is kept in a `ResultAsWritten` tag, so that replay notes it. Tags separated by blank lines still belong to the same game until its move text
/// starts. Comments before the first move go to [`GameRecord::preamble`]; later ones to the move
/// before them. A variation `( … )` keeps its moves in [`RecordMove::variations`] of the move
/// before it (nested variations and a variation's comments are dropped). Pieces of text with neither tags nor moves (such
/// as a comment after a game's result) are dropped.
pub fn parse_records(text: &str) -> Vec<GameRecord> {
    let mut games = Vec::new();
    let mut current = GameRecord::default();
    let mut in_moves = false;
    let mut depth = 0usize;
    for token in tokenize(text) {
        if depth > 0 {
            match token {
                Token::VariationOpen => depth += 1,
                Token::VariationClose => {
                    depth -= 1;
                    if let Some(m) = current.moves.last_mut().filter(|_| depth == 0) {
                        m.variations.pop_if(|v| v.is_empty());
                    }
                }
                Token::Move(text) if depth == 1 => {
                    if let Some(line) = current.moves.last_mut().and_then(|m| m.variations.last_mut()) {
                        line.push(text);
                    }
                }
                _ => {}
            }
            continue;
        }
        match token {
            Token::Tag(name, value) => {
                if in_moves {
                    finish(&mut games, &mut current);
                    in_moves = false;
                }
                current.tags.push((name, value));
            }
            Token::Comment(text) => match current.moves.last_mut() {
                Some(m) => m.comments.push(text),
                None => current.preamble.push(text),
            },
            Token::MoveNumber => in_moves = true,
            Token::Move(text) => {
                in_moves = true;
                current.moves.push(RecordMove::new(text));
            }
            Token::Result(result) => {
                current.terminator = Some(result);
                finish(&mut games, &mut current);
                in_moves = false;
            }
            Token::MisreadResult(text, result) => {
                current.terminator = Some(result);
                current.set_tag(MISREAD_RESULT_TAG, text);
                finish(&mut games, &mut current);
                in_moves = false;
            }
            Token::Separator => {
                if in_moves {
                    finish(&mut games, &mut current);
                    in_moves = false;
                }
            }
            Token::VariationOpen => {
                depth = 1;
                if let Some(m) = current.moves.last_mut() {
                    m.variations.push(Vec::new());
                }
            }
            Token::VariationClose => {}
        }
    }
    finish(&mut games, &mut current);
    games
}

/// Ends the current game: keeps it if it has tags or moves, and starts a fresh one.
fn finish(games: &mut Vec<GameRecord>, current: &mut GameRecord) {
    let game = std::mem::take(current);
    if !game.tags.is_empty() || !game.moves.is_empty() {
        games.push(GameRecord { number: games.len() + 1, ..game });
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::GameResult;

    fn texts(g: &GameRecord) -> Vec<&str> {
        g.moves.iter().map(|m| m.text.as_str()).collect()
    }

    #[test]
    fn several_games_and_tags_split_by_blank_lines() {
        let text = "[Variant \"Glinski\"]\n[Site \"X\"]  ; after a tag\n\n[White A]\n[Black B]\n[Result 0-1]\n\
                    1.h3h5 h7h6 2.d3d5*\n\n[White C]\n[Black D]\n1. f5f6 {fine} e7e6 1-0\n{trailing} 3/4-1/4\n";
        let games = parse_records(text);
        assert_eq!(games.len(), 2);
        let (a, b) = (&games[0], &games[1]);
        assert_eq!((a.number, b.number), (1, 2));
        assert_eq!(a.tag("site"), Some("X"));
        assert_eq!(a.players(), "A - B");
        assert_eq!(texts(a), ["h3h5", "h7h6", "d3d5"]);
        assert_eq!(a.terminator, Some(GameResult::Unfinished));
        assert_eq!(a.result(), GameResult::parse("0-1"));
        assert_eq!(a.preamble, ["after a tag"]);
        assert_eq!(texts(b), ["f5f6", "e7e6"]);
        assert_eq!(b.moves[0].comments, ["fine"]);
        assert_eq!(b.variant(), None);
    }

    #[test]
    fn variations_are_kept_beside_their_move_and_a_game_without_tags_counts() {
        let games = parse_records("1. e4 (1. d4 {x} (1. c4) d5) (1. f4) () e5 2. Nf3 *");
        assert_eq!(games.len(), 1);
        assert_eq!(texts(&games[0]), ["e4", "e5", "Nf3"]);
        assert_eq!(games[0].moves[0].variations, [vec!["d4", "d5"], vec!["f4"]]);
        assert!(games[0].moves[1].variations.is_empty());
        assert!(parse_records("  \n{only a comment}\n").is_empty());
    }

    #[test]
    fn separators_and_misread_results_end_games() {
        let text = "[White A]\n1. e4 e5\n==========\n[White B]\n1. d4 Â½-Â½\n* * * * *\n1. f4 ź-ź\n\
                    ; [White C]\n; 1. c4 c5 1-0\n%[White D]\n% 1. h4 *\n{[White E] 1. g4 {x} g5 *}\n------\n";
        let games = parse_records(text);
        assert_eq!(games.iter().map(texts).collect::<Vec<_>>(), [vec!["e4", "e5"], vec!["d4"], vec!["f4"]]);
        assert_eq!(games[0].terminator, None);
        assert_eq!(games[1].terminator, GameResult::parse("1/2-1/2"));
        assert_eq!(games[1].tag("ResultAsWritten"), Some("Â½-Â½"));
        assert_eq!(games[2].tag("ResultAsWritten"), Some("ź-ź"));
        assert_eq!(games[2].moves[0].comments.len(), 0);
    }
}
