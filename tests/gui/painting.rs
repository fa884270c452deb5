//! What the board paints, read from the frame's shapes rather than from colour constants: the
//! brass of the last move and the red glow of a king in check.

use crate::support::*;
use egui::epaint::{ColorMode, Shape};
use egui::{Color32, Pos2, Rect};
use egui_kittest::Harness;
use hexchess::gui::kit::Palette;
use hexchess::gui::{HexApp, ThemeChoice};

/// Every hexagon the last frame painted: its centre, its fill and its outline colour.
fn hexagons(h: &Harness<'static, HexApp>) -> Vec<(Pos2, Color32, Color32)> {
    fn walk(shape: &Shape, out: &mut Vec<(Pos2, Color32, Color32)>) {
        match shape {
            Shape::Vec(shapes) => shapes.iter().for_each(|s| walk(s, out)),
            Shape::Path(path) if path.closed && path.points.len() == 6 => {
                let centre = path.points.iter().fold(Pos2::ZERO, |a, p| a + p.to_vec2() / 6.0);
                let stroke = match path.stroke.color {
                    ColorMode::Solid(color) if path.stroke.width > 0.0 => color,
                    _ => Color32::TRANSPARENT,
                };
                out.push((centre, path.fill, stroke));
            }
            _ => {}
        }
    }
    let mut out = Vec::new();
    for clipped in &h.output().shapes {
        walk(&clipped.shape, &mut out);
    }
    out
}

/// The hexagons painted over the hex widget called `name` (centred in its rectangle).
fn painted_at(h: &Harness<'static, HexApp>, name: &str) -> Vec<(Color32, Color32)> {
    let rect: Rect = hex(h, name).rect();
    let near = rect.width().min(rect.height()) * 0.1;
    hexagons(h).into_iter().filter(|(c, _, _)| c.distance(rect.center()) < near).map(|(_, f, s)| (f, s)).collect()
}

/// The board's own fill of a hex: the first opaque hexagon painted there.
fn fill_at(h: &Harness<'static, HexApp>, name: &str) -> Color32 {
    painted_at(h, name).into_iter().map(|(f, _)| f).find(|f| f.a() == 255).expect("the hex is painted")
}

/// How far apart two colours are (sum of channel differences).
fn distance(a: Color32, b: Color32) -> i32 {
    (0..3).map(|i| (i32::from(a.to_array()[i]) - i32::from(b.to_array()[i])).abs()).sum()
}

/// Whether a colour is a red (the check glow), whatever its transparency.
fn reddish(c: Color32) -> bool {
    let [r, g, b, a] = c.to_srgba_unmultiplied();
    a > 0 && u16::from(r) > 2 * u16::from(g) && u16::from(r) > 2 * u16::from(b)
}

#[test]
fn the_last_move_is_painted_in_brass_on_both_of_its_hexes_only() {
    let mut h = harness("brass", None);
    let brass = Palette::of(ThemeChoice::Light).brass;
    let names = ["e4", "e5", "d4", "f5", "e3"];
    let before: Vec<Color32> = names.iter().map(|n| fill_at(&h, n)).collect();
    click_move(&mut h, "e4", "e5");
    for (name, old) in names.iter().zip(before) {
        let now = fill_at(&h, name);
        if ["e4", "e5"].contains(name) {
            assert!(distance(now, brass) < distance(old, brass), "{name} warms towards brass: {old:?} → {now:?}");
        } else {
            assert_eq!(now, old, "{name} is not part of the last move");
        }
    }
    // The next move moves the brass.
    click_move(&mut h, "e7", "e6");
    assert!(distance(fill_at(&h, "e6"), brass) < distance(fill_at(&h, "e5"), brass));
}

#[test]
fn a_king_in_check_glows_red_and_only_while_in_check() {
    let mut h = harness("glow", None);
    // Gliński's fool's mate up to the last move: no king is in check yet.
    for (from, to) in [("e1", "c3"), ("e10", "c6"), ("b1", "b2"), ("b7", "b6"), ("f3", "b1"), ("e7", "e6")] {
        click_move(&mut h, from, to);
    }
    let red_everywhere = hexagons(&h).iter().filter(|(_, f, s)| reddish(*f) || reddish(*s)).count();
    assert_eq!(red_everywhere, 0, "no glow before the check");
    click_move(&mut h, "c3", "f9");
    let pos = h.state().session().position();
    let name = h.state().session().variant().board().name(pos.king(pos.turn()));
    let glow: Vec<_> = painted_at(&h, &name).into_iter().filter(|(f, s)| reddish(*f) || reddish(*s)).collect();
    assert!(glow.len() >= 3, "rings and a tint of red over {name}: {glow:?}");
    let elsewhere = hexagons(&h).iter().filter(|(_, f, s)| reddish(*f) || reddish(*s)).count();
    assert_eq!(elsewhere, glow.len(), "the glow is on the king's hex only");
}
