//! Theme detection: what a puzzle's line does, read off its positions by code.

use crate::engine::{Score, piece_value};
use crate::rules::{Bitboard, Cell, Color, Move, MoveKind, Piece, Position, Role, RuleSettings, stalemate_points};

use super::model::PuzzleLine;
use super::theme::Theme;

/// A final advantage at least this large (centipawns for the solver) is crushing.
pub const CRUSHING_CP: i32 = 600;
/// The solver counts as losing or level before the mistake at or below these win chances.
pub const LEVEL_WIN_CHANCES: f64 = 0.1;

/// What theme detection knows beyond the line itself.
#[derive(Clone, Copy, Debug)]
pub struct LineFacts {
    /// The rules in force (for the stalemate's points).
    pub rules: RuleSettings,
    /// The solver's win chances before the mistake.
    pub solver_before: f64,
    /// The engine's score for the solver at the end of the line (after the last solver move,
    /// from the solver's side), when the line does not end the game.
    pub final_score: Option<Score>,
}

/// The themes of a line, sorted.
pub fn detect_themes(line: &PuzzleLine, facts: &LineFacts) -> Vec<Theme> {
    let solver = line.solver();
    let last = line.positions.last().copied().unwrap_or(line.before);
    let mut themes = Vec::new();
    let solver_moves = line.solver_moves();
    let ended = last.legal_moves().is_empty();
    if ended && last.is_check() {
        themes.push(Theme::Mate);
        themes.extend(Theme::mate_in(solver_moves));
    } else if ended {
        let points = stalemate_points(facts.rules.stalemate, last.turn());
        if points.of(solver) == 3 && facts.solver_before <= LEVEL_WIN_CHANCES {
            themes.push(Theme::StalemateTrick);
        }
    } else if let Some(score) = facts.final_score {
        let crushing = match score {
            Score::Cp(cp) => cp >= CRUSHING_CP,
            Score::Mate(n) => n > 0,
        };
        themes.push(if crushing { Theme::Crushing } else { Theme::Advantage });
    }
    themes.push(match solver_moves {
        1 => Theme::OneMove,
        2 => Theme::Short,
        _ => Theme::Long,
    });
    let solver_plies: Vec<(Position, Move)> =
        (1..line.moves.len()).step_by(2).map(|i| (line.positions[i], line.moves[i])).collect();
    if solver_plies.iter().any(|(_, m)| m.promotion.is_some()) {
        themes.push(Theme::Promotion);
    }
    if solver_plies.iter().any(|(_, m)| m.kind == MoveKind::EnPassant) {
        themes.push(Theme::EnPassant);
    }
    if solver_plies.iter().any(|(_, m)| m.is_castle()) {
        themes.push(Theme::Castling);
    }
    if let Some((pos, mv)) = solver_plies.first()
        && captures_hanging_piece(pos, *mv)
    {
        themes.push(Theme::HangingPiece);
    }
    let mates_at_end = themes.contains(&Theme::Mate);
    let forking_plies = if mates_at_end { solver_plies.len().saturating_sub(1) } else { solver_plies.len() };
    if solver_plies[..forking_plies].iter().any(|(pos, mv)| is_fork(pos, *mv)) {
        themes.push(Theme::Fork);
    }
    if solver_plies.iter().any(|(pos, mv)| makes_or_uses_pin(pos, *mv)) {
        themes.push(Theme::Pin);
    }
    if solver_plies.iter().any(|(pos, mv)| discovers_attack(pos, *mv)) {
        themes.push(Theme::DiscoveredAttack);
    }
    themes.sort();
    themes.dedup();
    themes
}

fn value(role: Role) -> i32 {
    if role == Role::King { 10_000 } else { piece_value(role) }
}

/// Whether `side`'s pieces defend (attack) `cell` in `pos`.
fn defended(pos: &Position, cell: Cell, side: Color) -> bool {
    pos.is_attacked(cell, side)
}

/// The first solver move takes a piece (not a pawn) that nothing defended.
fn captures_hanging_piece(pos: &Position, mv: Move) -> bool {
    let Some(victim) = pos.piece_at(mv.to) else { return false };
    victim.color != pos.turn() && victim.role != Role::Pawn && !defended(pos, mv.to, victim.color)
}

/// After the move, the moved piece attacks two or more enemy pieces that are each the king,
/// worth more than it, or undefended.
fn is_fork(pos: &Position, mv: Move) -> bool {
    let Ok(after) = pos.play(mv) else { return false };
    let Some(mover) = after.piece_at(mv.to) else { return false };
    if mover.role == Role::King {
        return false;
    }
    let them = mover.color.other();
    let targets = after.variant().attacks(mover, mv.to, after.occupied()) & after.by_color(them);
    let worth = targets
        .into_iter()
        .filter(|&c| {
            after.piece_at(c).is_some_and(|t| {
                t.role == Role::King
                    || value(t.role) > value(mover.role)
                    || (t.role != Role::Pawn && !defended(&after, c, them))
            })
        })
        .count();
    worth >= 2
}

/// The enemy pieces `side`'s sliders pin in `pos`: a piece attacked by a slider with the enemy
/// king, or a piece worth more than it, behind it on the line.
fn pinned_by(pos: &Position, side: Color) -> Bitboard {
    let variant = pos.variant();
    let them = side.other();
    let occ = pos.occupied();
    let mut pinned = Bitboard::EMPTY;
    for role in [Role::Bishop, Role::Rook, Role::Queen] {
        let slider = Piece::new(side, role);
        for from in pos.pieces(side, role) {
            let seen = variant.attacks(slider, from, occ);
            for victim_cell in seen & pos.by_color(them) {
                let Some(victim) = pos.piece_at(victim_cell) else { continue };
                if victim.role == Role::King {
                    continue;
                }
                let mut without = occ;
                without.remove(victim_cell);
                let behind = variant.attacks(slider, from, without) - seen;
                let shielded = (behind & pos.by_color(them)).into_iter().any(|c| {
                    pos.piece_at(c).is_some_and(|p| p.role == Role::King || value(p.role) > value(victim.role))
                });
                if shielded {
                    pinned.insert(victim_cell);
                }
            }
        }
    }
    pinned
}

/// The move makes a pin (an enemy piece pinned after it that was not before), or the moved piece
/// attacks a pinned enemy piece worth more than itself, which cannot step away.
fn makes_or_uses_pin(pos: &Position, mv: Move) -> bool {
    let side = pos.turn();
    let before = pinned_by(pos, side);
    let Ok(after) = pos.play(mv) else { return false };
    let pinned = pinned_by(&after, side);
    if (pinned - before).any() {
        return true;
    }
    let Some(mover) = after.piece_at(mv.to) else { return false };
    let attacked = after.variant().attacks(mover, mv.to, after.occupied()) & pinned;
    attacked.into_iter().any(|c| after.piece_at(c).is_some_and(|t| value(t.role) > value(mover.role)))
}

/// Moving the piece uncovers an attack by another of the mover's pieces on the enemy king, on a
/// piece worth more than the attacker, or on an undefended piece.
fn discovers_attack(pos: &Position, mv: Move) -> bool {
    let side = pos.turn();
    let them = side.other();
    let Ok(after) = pos.play(mv) else { return false };
    let variant = pos.variant();
    for role in [Role::Bishop, Role::Rook, Role::Queen] {
        let slider = Piece::new(side, role);
        for from in after.pieces(side, role) {
            if from == mv.to {
                continue;
            }
            let seen_before = variant.attacks(slider, from, pos.occupied());
            if !seen_before.contains(mv.from) {
                continue;
            }
            let seen_after = variant.attacks(slider, from, after.occupied());
            let uncovered = (seen_after - seen_before) & after.by_color(them);
            let hits = uncovered.into_iter().any(|c| {
                after.piece_at(c).is_some_and(|t| {
                    t.role == Role::King
                        || value(t.role) > value(role)
                        || (t.role != Role::Pawn && !defended(&after, c, them))
                })
            });
            if hits {
                return true;
            }
        }
    }
    false
}

#[cfg(test)]
#[path = "detect_tests.rs"]
mod tests;
