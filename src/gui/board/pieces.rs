//! The pieces, drawn as vector shapes: each silhouette is a few convex parts, outlined as one.

use egui::{Color32, Painter, Pos2, Shape, Stroke, vec2};

use crate::rules::{Color, Piece, Role};

use crate::gui::kit::theme::Palette;

/// A convex part of a silhouette in unit coordinates (x right, y down, the piece within ±0.9).
enum Part {
    Poly(&'static [(f32, f32)]),
    Circle((f32, f32), f32),
}

const BASE: Part = Part::Poly(&[(-0.62, 0.86), (0.62, 0.86), (0.56, 0.64), (-0.56, 0.64)]);

const PAWN: &[Part] = &[
    BASE,
    Part::Poly(&[(-0.36, 0.66), (0.36, 0.66), (0.16, 0.0), (-0.16, 0.0)]),
    Part::Poly(&[(-0.32, 0.06), (0.32, 0.06), (0.32, -0.06), (-0.32, -0.06)]),
    Part::Circle((0.0, -0.3), 0.27),
];

const ROOK: &[Part] = &[
    BASE,
    Part::Poly(&[(-0.36, 0.66), (0.36, 0.66), (0.32, -0.38), (-0.32, -0.38)]),
    Part::Poly(&[(-0.5, -0.3), (0.5, -0.3), (0.5, -0.58), (-0.5, -0.58)]),
    Part::Poly(&[(-0.5, -0.56), (-0.27, -0.56), (-0.27, -0.8), (-0.5, -0.8)]),
    Part::Poly(&[(-0.12, -0.56), (0.12, -0.56), (0.12, -0.8), (-0.12, -0.8)]),
    Part::Poly(&[(0.27, -0.56), (0.5, -0.56), (0.5, -0.8), (0.27, -0.8)]),
];

const BISHOP: &[Part] = &[
    BASE,
    Part::Poly(&[(-0.34, 0.66), (0.34, 0.66), (0.18, 0.2), (-0.18, 0.2)]),
    Part::Poly(&[(-0.36, 0.28), (0.36, 0.28), (0.36, 0.16), (-0.36, 0.16)]),
    Part::Poly(&[
        (-0.3, 0.18),
        (0.3, 0.18),
        (0.36, -0.05),
        (0.3, -0.3),
        (0.15, -0.5),
        (0.0, -0.62),
        (-0.15, -0.5),
        (-0.3, -0.3),
        (-0.36, -0.05),
    ]),
    Part::Circle((0.0, -0.72), 0.11),
];

const KNIGHT: &[Part] = &[
    BASE,
    // Neck and chest.
    Part::Poly(&[(-0.3, 0.66), (0.5, 0.66), (0.46, 0.0), (0.3, -0.45), (0.02, -0.66), (-0.16, -0.2)]),
    // Head and snout, pointing left.
    Part::Poly(&[(-0.02, -0.68), (0.12, -0.55), (-0.1, -0.08), (-0.5, 0.06), (-0.62, -0.08), (-0.5, -0.32)]),
    // Ear.
    Part::Poly(&[(0.0, -0.6), (0.06, -0.88), (0.2, -0.56)]),
];

const QUEEN: &[Part] = &[
    BASE,
    Part::Poly(&[(-0.46, 0.66), (0.46, 0.66), (0.24, -0.12), (-0.24, -0.12)]),
    Part::Poly(&[(-0.28, -0.06), (0.28, -0.06), (0.52, -0.5), (-0.52, -0.5)]),
    Part::Poly(&[(-0.68, -0.46), (-0.44, -0.46), (-0.58, -0.64)]),
    Part::Poly(&[(-0.4, -0.46), (-0.16, -0.46), (-0.28, -0.7)]),
    Part::Poly(&[(-0.12, -0.46), (0.12, -0.46), (0.0, -0.76)]),
    Part::Poly(&[(0.16, -0.46), (0.4, -0.46), (0.28, -0.7)]),
    Part::Poly(&[(0.44, -0.46), (0.68, -0.46), (0.58, -0.64)]),
    Part::Circle((-0.58, -0.66), 0.08),
    Part::Circle((-0.28, -0.72), 0.08),
    Part::Circle((0.0, -0.8), 0.09),
    Part::Circle((0.28, -0.72), 0.08),
    Part::Circle((0.58, -0.66), 0.08),
];

const KING: &[Part] = &[
    BASE,
    Part::Poly(&[(-0.46, 0.66), (0.46, 0.66), (0.26, -0.1), (-0.26, -0.1)]),
    Part::Poly(&[(-0.26, -0.06), (0.26, -0.06), (0.46, -0.44), (-0.46, -0.44)]),
    Part::Poly(&[(-0.07, -0.42), (0.07, -0.42), (0.07, -0.94), (-0.07, -0.94)]),
    Part::Poly(&[(-0.22, -0.74), (0.22, -0.74), (0.22, -0.6), (-0.22, -0.6)]),
];

fn parts(role: Role) -> &'static [Part] {
    match role {
        Role::Pawn => PAWN,
        Role::Knight => KNIGHT,
        Role::Bishop => BISHOP,
        Role::Rook => ROOK,
        Role::Queen => QUEEN,
        Role::King => KING,
    }
}

/// Paints `piece` centred at `center`, `size` points tall. `upside_down` turns it by 180° (for
/// the top player's dialogs).
pub fn paint_piece(painter: &Painter, center: Pos2, size: f32, piece: Piece, palette: &Palette, upside_down: bool) {
    let (fill, outline) = match piece.color {
        Color::White => palette.white_piece,
        Color::Black => palette.black_piece,
    };
    let scale = size / 2.0;
    let sign = if upside_down { -1.0 } else { 1.0 };
    let at = |(x, y): (f32, f32)| center + vec2(x, y) * scale * sign;
    let outline_w = (size * 0.045).max(1.0);
    let mut shapes = Vec::with_capacity(24);
    // First every part grown by the outline width in the outline colour, then the fills: one
    // outline around the whole silhouette, none inside it.
    for pass in 0..2 {
        let (color, stroke) =
            if pass == 0 { (outline, Stroke::new(2.0 * outline_w, outline)) } else { (fill, Stroke::NONE) };
        for part in parts(piece.role) {
            shapes.push(match part {
                Part::Poly(points) => Shape::convex_polygon(points.iter().map(|p| at(*p)).collect(), color, stroke),
                Part::Circle(c, r) => Shape::circle_filled(at(*c), r * scale + stroke.width / 2.0, color),
            });
        }
    }
    // Details drawn in the outline colour (light on black pieces so they show).
    let detail = Stroke::new(outline_w, if piece.color == Color::Black { Color32::from_gray(0xA0) } else { outline });
    match piece.role {
        Role::Knight => {
            shapes.push(Shape::circle_filled(at((-0.12, -0.36)), 0.055 * scale, detail.color));
            shapes.push(Shape::line_segment([at((0.3, -0.38)), at((0.4, 0.3))], detail));
        }
        Role::Bishop => shapes.push(Shape::line_segment([at((0.04, -0.36)), at((0.2, -0.14))], detail)),
        Role::Queen | Role::King => shapes.push(Shape::line_segment([at((-0.3, 0.52)), at((0.3, 0.52))], detail)),
        Role::Rook => shapes.push(Shape::line_segment([at((-0.32, -0.3)), at((0.32, -0.3))], detail)),
        Role::Pawn => {}
    }
    painter.extend(shapes);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn is_convex(points: &[(f32, f32)]) -> bool {
        let n = points.len();
        let mut sign = 0.0f32;
        for i in 0..n {
            let (a, b, c) = (points[i], points[(i + 1) % n], points[(i + 2) % n]);
            let cross = (b.0 - a.0) * (c.1 - b.1) - (b.1 - a.1) * (c.0 - b.0);
            if cross.abs() > 1e-6 {
                if sign != 0.0 && cross.signum() != sign {
                    return false;
                }
                sign = cross.signum();
            }
        }
        true
    }

    #[test]
    fn every_part_is_convex_and_inside_the_unit_box() {
        for role in Role::ALL {
            for part in parts(role) {
                match part {
                    Part::Poly(p) => {
                        assert!(is_convex(p), "{role:?} {p:?}");
                        assert!(p.iter().all(|(x, y)| x.abs() <= 1.0 && y.abs() <= 1.0));
                    }
                    Part::Circle((x, y), r) => assert!(x.abs() + r <= 1.0 && y.abs() + r <= 1.0),
                }
            }
        }
    }

    #[test]
    fn silhouettes_differ() {
        let sig = |r: Role| parts(r).len() * 100 + parts(r).iter().filter(|p| matches!(p, Part::Circle(..))).count();
        let mut sigs: Vec<usize> = Role::ALL.iter().map(|r| sig(*r)).collect();
        sigs.sort();
        sigs.dedup();
        assert_eq!(sigs.len(), 6);
    }
}
