//! Builds the tactics puzzles in `tests/data/tactics/` from random sparse positions, keeping those
//! whose claim the rules core proves by brute force: mate in 1, mate in 2 (and no faster mate),
//! and ¾-stalemate tricks (a stalemating move, no mate in 2, a small material edge).
//!
//! `cargo run --release --example make_tactics > tests/data/tactics/NAME.txt` (edit the list).

use hexchess::engine::Rng;
use hexchess::rules::{Color, Coord, CoordMove, Move, Piece, Position, Role, Setup};
use hexchess::script::builtin_variant;

fn mates(pos: &Position, mv: Move) -> bool {
    let mut p = *pos;
    p.play_unchecked(mv);
    p.is_check() && !p.has_legal_move()
}

fn stalemates(pos: &Position, mv: Move) -> bool {
    let mut p = *pos;
    p.play_unchecked(mv);
    !p.is_check() && !p.has_legal_move()
}

fn mate_in_1(pos: &Position) -> Vec<Move> {
    pos.legal_moves().into_iter().filter(|m| mates(pos, *m)).collect()
}

fn mate_in_2_first_moves(pos: &Position) -> Vec<Move> {
    pos.legal_moves()
        .into_iter()
        .filter(|&m| {
            let mut p = *pos;
            p.play_unchecked(m);
            let replies = p.legal_moves();
            !replies.is_empty()
                && replies.iter().all(|&r| {
                    let mut q = p;
                    q.play_unchecked(r);
                    !mate_in_1(&q).is_empty()
                })
        })
        .collect()
}

fn random_position(
    variant: &'static hexchess::rules::Variant,
    rng: &mut Rng,
    white: &[Role],
    black: &[Role],
) -> Option<Position> {
    let cells: Vec<_> = variant.board().cells().collect();
    let mut setup = Setup::empty();
    for (color, roles) in [(Color::White, white), (Color::Black, black)] {
        for &role in roles {
            let cell = cells[rng.below(cells.len() as u64) as usize];
            let coord = Coord::of(variant.board(), cell);
            if setup.piece_at(coord).is_some() {
                return None;
            }
            setup.pieces.push((coord, Piece::new(color, role)));
        }
    }
    Position::from_setup(variant, &setup).ok()
}

fn text(pos: &Position, moves: &[Move]) -> String {
    moves.iter().map(|m| CoordMove::from_move(pos, *m).to_string()).collect::<Vec<_>>().join(" ")
}

fn main() {
    use Role::*;
    let mut rng = Rng::new(2024);
    let armies: [(&[Role], &[Role]); 4] = [
        (&[King, Queen, Knight], &[King, Pawn, Pawn]),
        (&[King, Rook, Rook], &[King, Pawn, Knight]),
        (&[King, Queen, Bishop], &[King, Rook, Pawn]),
        (&[King, Rook, Knight, Bishop], &[King, Pawn, Pawn, Bishop]),
    ];
    for name in ["glinski", "mccooey", "shafran"] {
        let v = builtin_variant(name).expect("built-in variant");
        let (mut m1, mut m2) = (0, 0);
        let mut tries = 0;
        while (m1 < 3 || m2 < 3) && tries < 2_000_000 {
            tries += 1;
            let (w, b) = armies[rng.below(4) as usize];
            let Some(pos) = random_position(v, &mut rng, w, b) else { continue };
            if pos.is_check() || !pos.has_legal_move() {
                continue;
            }
            let one = mate_in_1(&pos);
            if !one.is_empty() && one.len() <= 2 && m1 < 3 {
                m1 += 1;
                println!(
                    "id {name}-mate1-{m1}\nvariant {name}\nkind mate1\nfen {}\nsolutions {}\n",
                    pos.fen(),
                    text(&pos, &one)
                );
            } else if one.is_empty() && m2 < 3 {
                let two = mate_in_2_first_moves(&pos);
                if !two.is_empty() && two.len() <= 2 {
                    m2 += 1;
                    println!(
                        "id {name}-mate2-{m2}\nvariant {name}\nkind mate2\nfen {}\nsolutions {}\n",
                        pos.fen(),
                        text(&pos, &two)
                    );
                }
            }
        }
    }
    // ¾-stalemate tricks. "stalemate": White is behind in material and cannot mate in two, but
    // can stalemate for ¾. "mate-not-stalemate": White could stalemate but mates in two instead.
    let material = |pos: &Position, color: Color| -> i32 {
        Role::ALL.iter().map(|&r| pos.pieces(color, r).count() as i32 * hexchess::engine::piece_value(r)).sum()
    };
    for name in ["glinski", "mccooey"] {
        let v = builtin_variant(name).expect("built-in variant");
        let (mut behind, mut winning) = (0, 0);
        let mut tries = 0;
        while (behind < 2 || winning < 1) && tries < 20_000_000 {
            tries += 1;
            let wants_win = rng.below(2) == 0;
            let (w, b): (&[Role], &[Role]) = if wants_win {
                (&[King, Queen, Rook], &[King, Pawn])
            } else {
                (&[King, Pawn], &[King, Pawn, Pawn, Pawn])
            };
            let Some(pos) = random_position(v, &mut rng, w, b) else { continue };
            if pos.turn() != Color::White || pos.is_check() {
                continue;
            }
            let stal: Vec<Move> = pos.legal_moves().into_iter().filter(|m| stalemates(&pos, *m)).collect();
            if stal.is_empty() || !mate_in_1(&pos).is_empty() {
                continue;
            }
            let two = mate_in_2_first_moves(&pos);
            if wants_win && !two.is_empty() && winning < 1 {
                winning += 1;
                println!(
                    "id {name}-mate-not-stalemate-{winning}\nvariant {name}\nkind mate-not-stalemate\nfen {}\nsolutions {}\n",
                    pos.fen(),
                    text(&pos, &two)
                );
            } else if !wants_win
                && two.is_empty()
                && behind < 2
                && material(&pos, Color::White) < material(&pos, Color::Black)
            {
                behind += 1;
                println!(
                    "id {name}-stalemate-{behind}\nvariant {name}\nkind stalemate\nfen {}\nsolutions {}\n",
                    pos.fen(),
                    text(&pos, &stal)
                );
            }
        }
    }
}
