//! Colours of the light and dark themes.

use egui::Color32;

use super::settings::ThemeChoice;

/// Every colour the app paints with.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Palette {
    /// The three hex shades: light, mid, dark.
    pub hexes: [Color32; 3],
    /// The window background.
    pub background: Color32,
    /// The thin line between hexes.
    pub hex_line: Color32,
    /// The brass highlight of the last move.
    pub brass: Color32,
    /// The red glow of a king in check.
    pub check: Color32,
    /// The outline of the selected piece's hex.
    pub selected: Color32,
    /// The dot on a quiet-move target.
    pub target: Color32,
    /// The ring on a capture target.
    pub capture: Color32,
    /// Coordinate labels.
    pub coords: Color32,
    /// Console background.
    pub console: Color32,
    /// Console text.
    pub text: Color32,
    /// Dimmed console text.
    pub weak_text: Color32,
    /// Button face.
    pub button: Color32,
    /// Button face under the pointer.
    pub button_hover: Color32,
    /// Accent (the side to move, selected toggles).
    pub accent: Color32,
    /// Dialog panel background.
    pub panel: Color32,
    /// White pieces: fill and outline.
    pub white_piece: (Color32, Color32),
    /// Black pieces: fill and outline.
    pub black_piece: (Color32, Color32),
}

impl Palette {
    /// The palette of a theme.
    pub const fn of(theme: ThemeChoice) -> Palette {
        match theme {
            ThemeChoice::Light => LIGHT,
            ThemeChoice::Dark => DARK,
        }
    }
}

const LIGHT: Palette = Palette {
    hexes: [
        Color32::from_rgb(0xF3, 0xE2, 0xC0),
        Color32::from_rgb(0xD4, 0xA8, 0x72),
        Color32::from_rgb(0xA6, 0x72, 0x45),
    ],
    background: Color32::from_rgb(0xEC, 0xE6, 0xDA),
    hex_line: Color32::from_rgba_premultiplied(0x40, 0x2A, 0x14, 0x50),
    brass: Color32::from_rgb(0xC9, 0xA2, 0x27),
    check: Color32::from_rgb(0xE0, 0x2A, 0x1E),
    selected: Color32::from_rgb(0x2E, 0x7D, 0x32),
    target: Color32::from_rgba_premultiplied(0x1B, 0x5E, 0x20, 0xA0),
    capture: Color32::from_rgb(0xC6, 0x28, 0x28),
    coords: Color32::from_rgb(0x5D, 0x45, 0x2E),
    console: Color32::from_rgb(0xDD, 0xD3, 0xC2),
    text: Color32::from_rgb(0x26, 0x1E, 0x16),
    weak_text: Color32::from_rgb(0x7A, 0x6B, 0x5A),
    button: Color32::from_rgb(0xF6, 0xF0, 0xE6),
    button_hover: Color32::from_rgb(0xFF, 0xFA, 0xF0),
    accent: Color32::from_rgb(0x2E, 0x7D, 0x32),
    panel: Color32::from_rgb(0xF8, 0xF3, 0xEA),
    white_piece: (Color32::from_rgb(0xFC, 0xFA, 0xF5), Color32::from_rgb(0x22, 0x1C, 0x16)),
    black_piece: (Color32::from_rgb(0x2B, 0x27, 0x24), Color32::from_rgb(0x0C, 0x0A, 0x08)),
};

const DARK: Palette = Palette {
    hexes: [
        Color32::from_rgb(0x9A, 0xAE, 0xBE),
        Color32::from_rgb(0x6A, 0x80, 0x94),
        Color32::from_rgb(0x3F, 0x52, 0x66),
    ],
    background: Color32::from_rgb(0x1B, 0x1F, 0x26),
    hex_line: Color32::from_rgba_premultiplied(0x00, 0x00, 0x00, 0x60),
    brass: Color32::from_rgb(0xD8, 0xB0, 0x3A),
    check: Color32::from_rgb(0xFF, 0x3B, 0x30),
    selected: Color32::from_rgb(0x7C, 0xD9, 0x82),
    target: Color32::from_rgb(0x9C, 0xE6, 0xA2),
    capture: Color32::from_rgb(0xFF, 0x6B, 0x5E),
    coords: Color32::from_rgb(0xA8, 0xB4, 0xC0),
    console: Color32::from_rgb(0x27, 0x2D, 0x36),
    text: Color32::from_rgb(0xE8, 0xEC, 0xF0),
    weak_text: Color32::from_rgb(0x8C, 0x96, 0xA2),
    button: Color32::from_rgb(0x36, 0x3E, 0x4A),
    button_hover: Color32::from_rgb(0x44, 0x4E, 0x5C),
    accent: Color32::from_rgb(0x66, 0xBB, 0x6A),
    panel: Color32::from_rgb(0x22, 0x28, 0x31),
    white_piece: (Color32::from_rgb(0xF7, 0xF4, 0xEC), Color32::from_rgb(0x14, 0x14, 0x14)),
    // A light rim: a black outline vanished on the darkest slate hex.
    black_piece: (Color32::from_rgb(0x1E, 0x1E, 0x1E), Color32::from_rgb(0xB4, 0xBE, 0xCA)),
};

#[cfg(test)]
mod tests {
    use super::super::contrast::contrast;
    use super::*;

    fn distance(a: Color32, b: Color32) -> i32 {
        (a.r() as i32 - b.r() as i32).abs() + (a.g() as i32 - b.g() as i32).abs() + (a.b() as i32 - b.b() as i32).abs()
    }

    #[test]
    fn each_theme_has_three_clearly_distinct_hex_shades() {
        for t in [ThemeChoice::Light, ThemeChoice::Dark] {
            let h = Palette::of(t).hexes;
            assert!(distance(h[0], h[1]) > 90 && distance(h[1], h[2]) > 90 && distance(h[0], h[2]) > 180, "{t:?}");
        }
        assert_ne!(Palette::of(ThemeChoice::Light).hexes, Palette::of(ThemeChoice::Dark).hexes);
    }

    #[test]
    fn every_piece_stands_out_on_every_hex() {
        // A piece shows when its fill or its outline contrasts with the hex by 3:1 (WCAG's
        // figure for graphics).
        for t in [ThemeChoice::Light, ThemeChoice::Dark] {
            let p = Palette::of(t);
            for hex in p.hexes {
                for (fill, outline) in [p.white_piece, p.black_piece] {
                    let best = contrast(fill, hex).max(contrast(outline, hex));
                    assert!(best >= 3.0, "{t:?}: piece {fill:?}/{outline:?} on {hex:?}: {best:.2}");
                }
            }
        }
    }

    #[test]
    fn brass_marks_the_last_move_and_red_marks_check() {
        for t in [ThemeChoice::Light, ThemeChoice::Dark] {
            let p = Palette::of(t);
            let (r, g, b) = (i32::from(p.brass.r()), i32::from(p.brass.g()), i32::from(p.brass.b()));
            assert!(r > g && g > b && r - b > 120, "{t:?}: brass is a warm yellow");
            let (r, g, b) = (i32::from(p.check.r()), i32::from(p.check.g()), i32::from(p.check.b()));
            assert!(r > 2 * g && r > 2 * b, "{t:?}: the check glow is red");
            for hex in p.hexes {
                assert!(distance(p.brass, hex) > 60, "{t:?}: brass differs from {hex:?}");
                assert!(distance(p.check, hex) > 120, "{t:?}: red differs from {hex:?}");
            }
        }
    }
}
