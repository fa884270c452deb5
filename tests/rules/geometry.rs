//! Board geometry of the three variants: cell names, neighbours, the twelve directions, shades,
//! and the reach of each piece on an empty board, checked against definitions written here from
//! hex distance (not from the engine's tables).

use crate::common;

use std::collections::BTreeSet;

use common::{VARIANTS, cell, variant};
use hexchess::rules::{Bitboard, Board, Cell, Color, Direction, Piece, Role, Shade};

/// Hex distance between two cells, from their doubled coordinates.
fn distance(board: &Board, a: Cell, b: Cell) -> i32 {
    let (ha, hb) = (board.hex(a), board.hex(b));
    let dq = (ha.q as i32 - hb.q as i32).abs();
    let dy = (ha.y as i32 - hb.y as i32).abs();
    dq + ((dy - dq).max(0)) / 2
}

/// Whether `b` lies on one of `a`'s orthogonal lines (through cell edges).
fn on_orthogonal(board: &Board, a: Cell, b: Cell) -> bool {
    let (ha, hb) = (board.hex(a), board.hex(b));
    let (dq, dy) = ((hb.q - ha.q).abs(), (hb.y - ha.y).abs());
    a != b && (dq == 0 || dy == dq)
}

/// Whether `b` lies on one of `a`'s diagonal lines (through cell corners).
fn on_diagonal(board: &Board, a: Cell, b: Cell) -> bool {
    let (ha, hb) = (board.hex(a), board.hex(b));
    let (dq, dy) = ((hb.q - ha.q).abs(), (hb.y - ha.y).abs());
    a != b && (dy == 3 * dq || dy == 0)
}

fn names(board: &Board, cells: impl IntoIterator<Item = Cell>) -> BTreeSet<String> {
    cells.into_iter().map(|c| board.name(c)).collect()
}

fn reach(name: &str, role: Role, at: &str) -> Bitboard {
    let v = variant(name);
    v.attacks(Piece::new(Color::White, role), cell(v, at), Bitboard::EMPTY)
}

#[test]
fn files_and_cell_names() {
    let glinski = variant("glinski").board();
    let files: Vec<(String, u8, u8)> = glinski.files().iter().map(|f| (f.name.clone(), f.first_rank, f.len)).collect();
    let expected: Vec<(String, u8, u8)> =
        "abcdefghikl".chars().zip([6, 7, 8, 9, 10, 11, 10, 9, 8, 7, 6]).map(|(f, n)| (f.to_string(), 1, n)).collect();
    assert_eq!(files, expected);
    assert_eq!(glinski.cell_count(), 91);

    // Shafran: a1–a6, b1–b7, c1–c8, d1–d9, e1–e10, f2–f10, g3–g10, h4–h10, i5–i10.
    let shafran = variant("shafran").board();
    let files: Vec<String> =
        shafran.files().iter().map(|f| format!("{}{}-{}", f.name, f.first_rank, f.first_rank + f.len - 1)).collect();
    assert_eq!(files, ["a1-6", "b1-7", "c1-8", "d1-9", "e1-10", "f2-10", "g3-10", "h4-10", "i5-10"]);
    assert_eq!(shafran.cell_count(), 70);

    for name in VARIANTS {
        let board = variant(name).board();
        for c in board.cells() {
            assert_eq!(board.parse_cell(&board.name(c)), Some(c), "{name}");
        }
    }
    for bad in ["j1", "a7", "f12", "f0", "f01", "", "f", "6", "F6", "f6x", "ff6"] {
        assert_eq!(glinski.parse_cell(bad), None, "{bad:?}");
    }
    for bad in ["f1", "i4", "a7", "j5", "k1"] {
        assert_eq!(shafran.parse_cell(bad), None, "{bad:?}");
    }
}

#[test]
fn neighbours_follow_the_clock_face() {
    let v = variant("glinski");
    let b = v.board();
    // e4 takes d4 or f5 (rules.md): 10 and 2 o'clock are the orthogonal forward neighbours.
    let step =
        |from: &str, hour: u8| b.step(cell(v, from), Direction::from_clock(hour).expect("hour")).map(|c| b.name(c));
    assert_eq!(step("e4", 10).as_deref(), Some("d4"));
    assert_eq!(step("e4", 2).as_deref(), Some("f5"));
    assert_eq!(step("e4", 12).as_deref(), Some("e5"));
    assert_eq!(step("f6", 6).as_deref(), Some("f5"));
    assert_eq!(step("f11", 12), None);
    assert_eq!(step("a1", 8), None);
    // Shafran: ranks slant, e1 is White's corner; the i-rook on i5 reaches f2 along 8 o'clock.
    let s = variant("shafran");
    let sb = s.board();
    let walk: Vec<String> =
        std::iter::successors(Some(cell(s, "i5")), |c| sb.step(*c, Direction::from_clock(8).expect("hour")))
            .map(|c| sb.name(c))
            .collect();
    assert_eq!(walk, ["i5", "h4", "g3", "f2", "e1"]);

    for name in VARIANTS {
        let board = variant(name).board();
        let mut orthogonal_pairs = 0;
        for c in board.cells() {
            for d in Direction::ALL {
                if let Some(n) = board.step(c, d) {
                    assert_eq!(board.step(n, d.opposite()), Some(c), "{name} {} {d:?}", board.name(c));
                    let expected = if d.is_orthogonal() { 1 } else { 2 };
                    assert_eq!(distance(board, c, n), expected, "{name} {} {d:?}", board.name(c));
                    orthogonal_pairs += usize::from(d.is_orthogonal());
                }
            }
            // Every cell at distance 1 is an orthogonal neighbour.
            let near = board.cells().filter(|n| distance(board, c, *n) == 1).count();
            let orth = Direction::ORTHOGONAL.iter().filter(|d| board.step(c, **d).is_some()).count();
            assert_eq!(near, orth, "{name} {}", board.name(c));
        }
        if name == "glinski" {
            // A hexagon of radius R has 9R² + 3R edges: 240 for R = 5.
            assert_eq!(orthogonal_pairs / 2, 240);
        }
    }
}

#[test]
fn the_centre_has_twelve_neighbours_and_a_corner_five() {
    let v = variant("glinski");
    let b = v.board();
    let count = |name: &str| Direction::ALL.iter().filter(|d| b.step(cell(v, name), **d).is_some()).count();
    assert_eq!(count("f6"), 12);
    assert_eq!(count("a1"), 5);
    assert_eq!(count("f11"), 5);
    assert_eq!(reach("glinski", Role::King, "f6").count(), 12);
}

#[test]
fn knights_reach_the_twelve_nearest_cells_on_none_of_their_lines() {
    for name in VARIANTS {
        let v = variant(name);
        let board = v.board();
        for from in board.cells() {
            let expected: BTreeSet<Cell> = board
                .cells()
                .filter(|to| distance(board, from, *to) == 3)
                .filter(|to| !on_orthogonal(board, from, *to) && !on_diagonal(board, from, *to))
                .collect();
            let got = v.attacks(Piece::new(Color::White, Role::Knight), from, Bitboard::EMPTY);
            assert_eq!(names(board, got), names(board, expected.clone()), "{name} knight on {}", board.name(from));
            assert!(got.count() <= 12);
            for to in got {
                assert_ne!(board.shade(from), board.shade(to), "knights always change shade");
            }
        }
    }
    let g = variant("glinski").board();
    assert_eq!(reach("glinski", Role::Knight, "f6").count(), 12);
    assert_eq!(
        names(g, reach("glinski", Role::Knight, "f6")),
        names(
            g,
            ["e3", "g3", "e8", "g8", "d3", "h3", "d7", "h7", "c4", "i4", "c5", "i5"]
                .map(|n| cell(variant("glinski"), n))
        )
    );
    // Worked out by hand from the steps (±1, ±5), (±2, ±4) and (±3, ±1) in doubled coordinates.
    // Fewer at the edge.
    assert_eq!(
        names(g, reach("glinski", Role::Knight, "a1")),
        names(g, ["b4", "c4", "d2", "d3"].map(|n| cell(variant("glinski"), n)))
    );
    assert_eq!(reach("glinski", Role::Knight, "f1").count(), 4);
}

#[test]
fn bishops_never_change_shade_and_sliders_reach_to_the_edge() {
    for name in VARIANTS {
        let v = variant(name);
        let board = v.board();
        for from in board.cells() {
            let bishop = v.attacks(Piece::new(Color::White, Role::Bishop), from, Bitboard::EMPTY);
            let rook = v.attacks(Piece::new(Color::White, Role::Rook), from, Bitboard::EMPTY);
            let queen = v.attacks(Piece::new(Color::White, Role::Queen), from, Bitboard::EMPTY);
            let diag: BTreeSet<Cell> = board.cells().filter(|to| on_diagonal(board, from, *to)).collect();
            let orth: BTreeSet<Cell> = board.cells().filter(|to| on_orthogonal(board, from, *to)).collect();
            // On a convex board every cell of a line is reachable on the empty board.
            assert_eq!(names(board, bishop), names(board, diag), "{name} bishop {}", board.name(from));
            assert_eq!(names(board, rook), names(board, orth), "{name} rook {}", board.name(from));
            assert_eq!(queen, bishop | rook);
            for to in bishop {
                assert_eq!(board.shade(from), board.shade(to), "bishops keep their shade");
            }
        }
    }
    // From Gliński's centre: 6 orthogonal rays of 5 cells, 6 diagonal rays of 2 (a diagonal step
    // covers distance 2 and the edge is 5 away).
    assert_eq!(reach("glinski", Role::Rook, "f6").count(), 30);
    assert_eq!(reach("glinski", Role::Bishop, "f6").count(), 12);
    assert_eq!(reach("glinski", Role::Queen, "f6").count(), 42);
}

#[test]
fn three_shades_no_two_neighbours_alike() {
    for name in VARIANTS {
        let v = variant(name);
        let board = v.board();
        for c in board.cells() {
            for d in Direction::ORTHOGONAL {
                if let Some(n) = board.step(c, d) {
                    assert_ne!(board.shade(c), board.shade(n), "{name} {}", board.name(c));
                }
            }
        }
        // Each side's three bishops stand on the three shades.
        let start = v.start_position();
        for color in Color::ALL {
            let shades: BTreeSet<String> =
                start.pieces(color, Role::Bishop).into_iter().map(|c| format!("{:?}", board.shade(c))).collect();
            assert_eq!(shades.len(), 3, "{name} {color:?}");
        }
    }
    let g = variant("glinski");
    let count = |s: Shade| g.board().cells().filter(|c| g.board().shade(*c) == s).count();
    let mut counts = [count(Shade::Light), count(Shade::Mid), count(Shade::Dark)];
    counts.sort();
    assert_eq!(counts, [30, 30, 31]);
    assert_eq!(g.board().shade(cell(g, "f6")), Shade::Mid);
    assert_eq!(count(Shade::Mid), 31, "the centre's shade has the extra cell");
}
