//! Move numbers as a move list writes them: the number of a ply and who plays it, following the
//! start position's side to move and move number. Pure; the review, the history and the live
//! move list all number moves this way.

use crate::rules::{Color, Position};

/// The move number and the side of ply `index` (0-based) of a game from `start`.
pub fn numbering(start: &Position, index: usize) -> (u32, Color) {
    let black_first = usize::from(start.turn() == Color::Black);
    let number = start.fullmove_number() + ((index + black_first) / 2) as u32;
    let color = if (index + black_first).is_multiple_of(2) { Color::White } else { Color::Black };
    (number, color)
}

/// Ply `index` written with its number: `3. Qc3` for White, `3... Kf9` for Black.
pub fn numbered(start: &Position, index: usize, san: &str) -> String {
    let (number, color) = numbering(start, index);
    let dots = if color == Color::White { "." } else { "..." };
    format!("{number}{dots} {san}")
}

/// The rows of a numbered move list: each move number with the plies (0-based) on its row,
/// White's first (a game from a position with Black to move starts with a row of one ply).
pub fn rows(start: &Position, plies: usize) -> Vec<(u32, Vec<usize>)> {
    let mut rows: Vec<(u32, Vec<usize>)> = Vec::new();
    for index in 0..plies {
        let (number, _) = numbering(start, index);
        match rows.last_mut() {
            Some((n, plies)) if *n == number => plies.push(index),
            _ => rows.push((number, vec![index])),
        }
    }
    rows
}
