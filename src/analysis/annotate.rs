//! An analysis written into a record the usual PGN way, and read back from one: `[%eval …]`
//! comments, `?!`/`?`/`??` glyphs, and the better move as a variation.

use crate::record::{GameRecord, RecordMove};
use crate::rules::{Game, GameStatus, Move, Position, RuleSettings, SanPlus, parse_any};

use super::eval::Eval;
use super::game_analysis::{GameAnalysis, MoveAnalysis, lost};
use super::judgement::Judgement;

/// How many plies of the engine's better line a variation shows.
pub const VARIATION_PLIES: usize = 8;

/// The value of the `Annotator` tag an analysed record gets.
pub const ANNOTATOR: &str = "hexchess";

/// `record` (the game's own record) with the analysis written in: each move in SAN with its
/// glyph, an `[%eval …]` comment after it (none after a mate: the result says it), for a judged
/// move a comment such as `Blunder. Qe1c3 was best.` and the better line as a variation, and the
/// start's evaluation in the comment before the first move. Other comments, such as clock times,
/// are kept; earlier evaluations are replaced.
pub fn annotate(record: &GameRecord, game: &Game, analysis: &GameAnalysis) -> GameRecord {
    let sans = game.san_moves();
    let mut out = record.clone();
    out.set_tag("Annotator", ANNOTATOR);
    out.preamble.retain(|c| Eval::in_comment(c).is_none());
    out.preamble.push(analysis.start.comment());
    out.moves = analysis
        .moves
        .iter()
        .enumerate()
        .map(|(i, m)| {
            let kept = record.moves.get(i).map(|r| r.comments.clone()).unwrap_or_default();
            let mut comments: Vec<String> = Vec::new();
            if !matches!(m.after, Eval::Mate { moves: 0, .. }) {
                comments.push(m.after.comment());
            }
            let mut variations = Vec::new();
            if let (Some(judgement), Some(pos)) = (m.judgement, game.position_at(i)) {
                let line = san_line(pos, &m.best_line);
                match (m.better_move(), line.first()) {
                    (Some(_), Some(better)) => {
                        comments.push(format!("{}. {better} was best.", judgement.word()));
                        variations.push(line);
                    }
                    _ => comments.push(format!("{}.", judgement.word())),
                }
            }
            comments.extend(kept.into_iter().filter(|c| Eval::in_comment(c).is_none() && !is_judgement_comment(c)));
            let glyph = m.judgement.map_or("", Judgement::glyph);
            let san = sans.get(i).cloned().unwrap_or_default();
            RecordMove { text: format!("{san}{glyph}"), comments, variations }
        })
        .collect();
    out
}

/// Whether a comment is one [`annotate`] writes for a judged move.
fn is_judgement_comment(comment: &str) -> bool {
    [Judgement::Inaccuracy, Judgement::Mistake, Judgement::Blunder]
        .iter()
        .any(|j| comment.starts_with(&format!("{}.", j.word())))
}

/// A line of moves from `pos` in SAN, at most [`VARIATION_PLIES`], stopping at a move that is
/// not legal where it stands.
fn san_line(pos: &Position, line: &[Move]) -> Vec<String> {
    let mut pos = *pos;
    let mut out = Vec::new();
    for &mv in line.iter().take(VARIATION_PLIES) {
        let Ok(next) = pos.play(mv) else { break };
        out.push(SanPlus::from_move(&pos, mv).to_string());
        pos = next;
    }
    out
}

/// The analysis an annotated record holds, for its replayed `game` under `rules`, or `None`
/// when the record was not analysed (a move other than a final mate has no `[%eval …]`).
///
/// Judgements are the record's glyphs as written; the better line is the first variation of a
/// move, read up to its first move that does not resolve.
pub fn read_analysis(record: &GameRecord, game: &Game, rules: &RuleSettings) -> Option<GameAnalysis> {
    let n = game.moves().len();
    if n == 0 || record.moves.len() != n {
        return None;
    }
    let start = record.preamble.iter().find_map(|c| Eval::in_comment(c)).unwrap_or(Eval::Cp(0));
    let mut before = start;
    let mut moves = Vec::with_capacity(n);
    for (i, (written, &played)) in record.moves.iter().zip(game.moves()).enumerate() {
        let pos = game.position_at(i)?;
        let mover = pos.turn();
        let after = match written.comments.iter().find_map(|c| Eval::in_comment(c)) {
            Some(e) => e,
            None if i + 1 == n && matches!(game.status(rules), GameStatus::Checkmate { .. }) => {
                Eval::Mate { winner: mover, moves: 0 }
            }
            None => return None,
        };
        let best_line = written.variations.first().map(|v| resolve_line(pos, v)).unwrap_or_default();
        let judgement = Judgement::of_move_text(&written.text);
        moves.push(MoveAnalysis {
            mover,
            played,
            before,
            after,
            best_line,
            loss: lost(before, after, mover),
            judgement,
        });
        before = after;
    }
    Some(GameAnalysis { start, moves })
}

/// The moves of a variation's text from `pos`, up to the first that does not resolve.
fn resolve_line(pos: &Position, texts: &[String]) -> Vec<Move> {
    let mut pos = *pos;
    let mut line = Vec::new();
    for text in texts {
        let Ok(mv) = parse_any(&pos, text.trim_end_matches(['?', '!'])) else { break };
        let Ok(next) = pos.play(mv) else { break };
        line.push(mv);
        pos = next;
    }
    line
}
